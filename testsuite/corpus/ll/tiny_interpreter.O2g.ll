; ModuleID = 'programs/tiny_interpreter.c'
source_filename = "programs/tiny_interpreter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Tok = type { i32, i64, [16 x i8] }

@.str = private unnamed_addr constant [492 x i8] c"n = 2; count = 0; sum = 0;while n < 2000 { d = 2; p = 1; while d * d <= n { if n % d == 0 { p = 0; d = n; } d = d + 1; } if p { count = count + 1; sum = sum + n; } n = n + 1; }print count; print sum;a = 0; b = 1; i = 0; while i < 50 { t = a + b; a = b; b = t; i = i + 1; } print a;x = 27; steps = 0; while x != 1 { if x % 2 == 0 { x = x / 2; } else { x = 3 * x + 1; } steps = steps + 1; } print steps;g = 1071; h = 462; while h != 0 { t = g % h; g = h; h = t; } print g; print -(7 - 10) * 4;\00", align 1, !dbg !0
@tp = internal unnamed_addr global i32 0, align 4, !dbg !7
@pc = internal unnamed_addr global i32 0, align 4, !dbg !86
@toks = internal global [2048 x %struct.Tok] zeroinitializer, align 16, !dbg !69
@.str.1 = private unnamed_addr constant [27 x i8] c"tokens=%d code=%d vars=%d\0A\00", align 1, !dbg !59
@ntok = internal unnamed_addr global i32 0, align 4, !dbg !84
@nvars = internal unnamed_addr global i32 0, align 4, !dbg !88
@.str.2 = private unnamed_addr constant [11 x i8] c"steps=%ld\0A\00", align 1, !dbg !64
@.str.3 = private unnamed_addr constant [6 x i8] c"while\00", align 1, !dbg !90
@.str.5 = private unnamed_addr constant [5 x i8] c"else\00", align 1, !dbg !100
@.str.6 = private unnamed_addr constant [6 x i8] c"print\00", align 1, !dbg !105
@code = internal unnamed_addr global [8192 x i64] zeroinitializer, align 16, !dbg !155
@.str.7 = private unnamed_addr constant [2 x i8] c";\00", align 1, !dbg !107
@.str.8 = private unnamed_addr constant [2 x i8] c"=\00", align 1, !dbg !112
@.str.9 = private unnamed_addr constant [2 x i8] c"<\00", align 1, !dbg !114
@.str.10 = private unnamed_addr constant [3 x i8] c"<=\00", align 1, !dbg !116
@.str.11 = private unnamed_addr constant [2 x i8] c">\00", align 1, !dbg !118
@.str.12 = private unnamed_addr constant [3 x i8] c">=\00", align 1, !dbg !120
@.str.13 = private unnamed_addr constant [3 x i8] c"==\00", align 1, !dbg !122
@.str.14 = private unnamed_addr constant [3 x i8] c"!=\00", align 1, !dbg !124
@.str.21 = private unnamed_addr constant [2 x i8] c")\00", align 1, !dbg !149
@.str.22 = private unnamed_addr constant [2 x i8] c"{\00", align 1, !dbg !151
@.str.24 = private unnamed_addr constant [38 x i8] c"parse error at token %d: expected %s\0A\00", align 1, !dbg !160
@vars = internal global [64 x [16 x i8]] zeroinitializer, align 16, !dbg !165
@.str.25 = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1, !dbg !170

; Function Attrs: nounwind uwtable
define dso_local range(i32 -255, 256) i32 @main() local_unnamed_addr #0 !dbg !180 {
  %1 = alloca [256 x i64], align 16, !DIAssignID !186
    #dbg_assign(i1 undef, !187, !DIExpression(), !186, ptr %1, !DIExpression(), !212)
  %2 = alloca [64 x i64], align 16, !DIAssignID !214
    #dbg_value(ptr @.str, !184, !DIExpression(), !215)
    #dbg_value(ptr @.str, !216, !DIExpression(), !228)
  store i32 0, ptr @ntok, align 4, !dbg !230, !tbaa !231
    #dbg_value(ptr @.str, !216, !DIExpression(), !228)
  %3 = tail call ptr @__ctype_b_loc() #8, !dbg !228
  br label %4, !dbg !235

4:                                                ; preds = %20, %0
  %5 = phi i8 [ 110, %0 ], [ %21, %20 ]
  %6 = phi ptr [ @.str, %0 ], [ %23, %20 ]
  %7 = phi i32 [ 0, %0 ], [ %22, %20 ]
    #dbg_value(ptr %6, !216, !DIExpression(), !228)
  %8 = load ptr, ptr %3, align 8, !dbg !236, !tbaa !238
  %9 = zext i8 %5 to i64, !dbg !236
  %10 = getelementptr inbounds i16, ptr %8, i64 %9, !dbg !236
  %11 = load i16, ptr %10, align 2, !dbg !236, !tbaa !240
  %12 = and i16 %11, 8192, !dbg !236
  %13 = icmp eq i16 %12, 0, !dbg !236
  br i1 %13, label %25, label %14, !dbg !242

14:                                               ; preds = %4
  %15 = getelementptr inbounds i8, ptr %6, i64 1, !dbg !243
    #dbg_value(ptr %15, !216, !DIExpression(), !228)
  br label %16, !dbg !245

16:                                               ; preds = %42, %121, %114, %112, %37, %14
  %17 = phi i32 [ %26, %121 ], [ %26, %112 ], [ %26, %114 ], [ %26, %37 ], [ %7, %14 ], [ %26, %42 ]
  %18 = phi ptr [ %122, %121 ], [ %82, %112 ], [ %115, %114 ], [ %6, %37 ], [ %15, %14 ], [ %47, %42 ]
  %19 = load i8, ptr %18, align 1, !dbg !246, !tbaa !247
  br label %20, !dbg !246

20:                                               ; preds = %118, %16
  %21 = phi i8 [ %19, %16 ], [ %119, %118 ], !dbg !246
  %22 = phi i32 [ %17, %16 ], [ %26, %118 ]
  %23 = phi ptr [ %18, %16 ], [ %115, %118 ]
    #dbg_value(ptr %23, !216, !DIExpression(), !228)
  %24 = icmp eq i8 %21, 0, !dbg !235
  br i1 %24, label %124, label %4, !dbg !235, !llvm.loop !248

25:                                               ; preds = %4
  %26 = add nsw i32 %7, 1, !dbg !251
  store i32 %26, ptr @ntok, align 4, !dbg !251, !tbaa !231
  %27 = sext i32 %7 to i64, !dbg !252
  %28 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %27, !dbg !252
    #dbg_value(ptr %28, !221, !DIExpression(), !253)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %28, i8 0, i64 32, i1 false), !dbg !254
  %29 = load ptr, ptr %3, align 8, !dbg !255, !tbaa !238
  %30 = load i8, ptr %6, align 1, !dbg !255, !tbaa !247
  %31 = zext i8 %30 to i64, !dbg !255
  %32 = getelementptr inbounds i16, ptr %29, i64 %31, !dbg !255
  %33 = load i16, ptr %32, align 2, !dbg !255, !tbaa !240
  %34 = zext i16 %33 to i32, !dbg !255
  %35 = and i32 %34, 2048, !dbg !255
  %36 = icmp eq i32 %35, 0, !dbg !255
  br i1 %36, label %57, label %37, !dbg !256

37:                                               ; preds = %25
    #dbg_value(ptr %6, !216, !DIExpression(), !228)
  %38 = and i16 %33, 2048, !dbg !257
  %39 = icmp eq i16 %38, 0, !dbg !259
  br i1 %39, label %16, label %40, !dbg !259

40:                                               ; preds = %37
  %41 = getelementptr inbounds i8, ptr %28, i64 8
  br label %42, !dbg !259

42:                                               ; preds = %42, %40
  %43 = phi i64 [ 0, %40 ], [ %50, %42 ], !dbg !260
  %44 = phi i8 [ %30, %40 ], [ %51, %42 ]
  %45 = phi ptr [ %6, %40 ], [ %47, %42 ]
    #dbg_value(ptr %45, !216, !DIExpression(), !228)
  %46 = mul nsw i64 %43, 10, !dbg !261
  %47 = getelementptr inbounds i8, ptr %45, i64 1, !dbg !262
    #dbg_value(ptr %47, !216, !DIExpression(), !228)
  %48 = sext i8 %44 to i64, !dbg !263
  %49 = add i64 %46, -48, !dbg !264
  %50 = add i64 %49, %48, !dbg !265
  store i64 %50, ptr %41, align 8, !dbg !266, !tbaa !267
  %51 = load i8, ptr %47, align 1, !dbg !257, !tbaa !247
  %52 = zext i8 %51 to i64, !dbg !257
  %53 = getelementptr inbounds i16, ptr %29, i64 %52, !dbg !257
  %54 = load i16, ptr %53, align 2, !dbg !257, !tbaa !240
  %55 = and i16 %54, 2048, !dbg !257
  %56 = icmp eq i16 %55, 0, !dbg !259
  br i1 %56, label %16, label %42, !dbg !259, !llvm.loop !270

57:                                               ; preds = %25
  %58 = and i32 %34, 1024, !dbg !272
  %59 = icmp eq i32 %58, 0, !dbg !272
  br i1 %59, label %114, label %60, !dbg !273

60:                                               ; preds = %57
    #dbg_value(i32 0, !224, !DIExpression(), !274)
    #dbg_value(ptr %6, !216, !DIExpression(), !228)
  %61 = and i16 %33, 8, !dbg !275
  %62 = icmp eq i16 %61, 0, !dbg !275
  br i1 %62, label %81, label %63, !dbg !276

63:                                               ; preds = %60
  %64 = getelementptr inbounds i8, ptr %28, i64 16
  br label %65, !dbg !276

65:                                               ; preds = %65, %63
  %66 = phi i64 [ 0, %63 ], [ %70, %65 ]
  %67 = phi i8 [ %30, %63 ], [ %73, %65 ]
  %68 = phi ptr [ %6, %63 ], [ %69, %65 ]
    #dbg_value(i64 %66, !224, !DIExpression(), !274)
    #dbg_value(ptr %68, !216, !DIExpression(), !228)
  %69 = getelementptr inbounds i8, ptr %68, i64 1, !dbg !277
    #dbg_value(ptr %69, !216, !DIExpression(), !228)
  %70 = add nuw nsw i64 %66, 1, !dbg !278
    #dbg_value(i64 %70, !224, !DIExpression(), !274)
  %71 = getelementptr inbounds [16 x i8], ptr %64, i64 0, i64 %66, !dbg !279
  store i8 %67, ptr %71, align 1, !dbg !280, !tbaa !247
  %72 = load ptr, ptr %3, align 8, !dbg !275, !tbaa !238
  %73 = load i8, ptr %69, align 1, !dbg !275, !tbaa !247
  %74 = zext i8 %73 to i64, !dbg !275
  %75 = getelementptr inbounds i16, ptr %72, i64 %74, !dbg !275
  %76 = load i16, ptr %75, align 2, !dbg !275, !tbaa !240
  %77 = and i16 %76, 8, !dbg !275
  %78 = icmp ne i16 %77, 0, !dbg !275
  %79 = icmp ult i64 %66, 14, !dbg !281
  %80 = and i1 %79, %78, !dbg !281
  br i1 %80, label %65, label %81, !dbg !276, !llvm.loop !282

81:                                               ; preds = %65, %60
  %82 = phi ptr [ %6, %60 ], [ %69, %65 ]
  %83 = getelementptr inbounds i8, ptr %28, i64 16, !dbg !283
  %84 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %83, ptr noundef nonnull dereferenceable(6) @.str.3) #9, !dbg !284
  %85 = icmp eq i32 %84, 0, !dbg !284
  br i1 %85, label %111, label %86, !dbg !285

86:                                               ; preds = %81
  %87 = load i8, ptr %83, align 16
  %88 = zext i8 %87 to i32
  %89 = add nsw i32 %88, -105
  %90 = icmp eq i32 %89, 0
  br i1 %90, label %91, label %101

91:                                               ; preds = %86
  %92 = getelementptr inbounds i8, ptr %28, i64 17
  %93 = load i8, ptr %92, align 1
  %94 = zext i8 %93 to i32
  %95 = add nsw i32 %94, -102
  %96 = icmp eq i32 %95, 0
  br i1 %96, label %97, label %101

97:                                               ; preds = %91
  %98 = getelementptr inbounds i8, ptr %28, i64 18
  %99 = load i8, ptr %98, align 2
  %100 = zext i8 %99 to i32
  br label %101

101:                                              ; preds = %97, %91, %86
  %102 = phi i32 [ %89, %86 ], [ %95, %91 ], [ %100, %97 ]
  %103 = icmp eq i32 %102, 0, !dbg !286
  br i1 %103, label %111, label %104, !dbg !287

104:                                              ; preds = %101
  %105 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %83, ptr noundef nonnull dereferenceable(5) @.str.5) #9, !dbg !288
  %106 = icmp eq i32 %105, 0, !dbg !288
  br i1 %106, label %111, label %107, !dbg !289

107:                                              ; preds = %104
  %108 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %83, ptr noundef nonnull dereferenceable(6) @.str.6) #9, !dbg !290
  %109 = freeze i32 %108, !dbg !291
  %110 = icmp eq i32 %109, 0, !dbg !291
  br i1 %110, label %111, label %112, !dbg !292

111:                                              ; preds = %107, %104, %101, %81
  br label %112, !dbg !292

112:                                              ; preds = %111, %107
  %113 = phi i32 [ 3, %111 ], [ 1, %107 ], !dbg !292
  store i32 %113, ptr %28, align 16, !dbg !293, !tbaa !294
  br label %16, !dbg !295

114:                                              ; preds = %57
  store i32 2, ptr %28, align 16, !dbg !296, !tbaa !294
  %115 = getelementptr inbounds i8, ptr %6, i64 1, !dbg !298
    #dbg_value(ptr %115, !216, !DIExpression(), !228)
  %116 = load i8, ptr %6, align 1, !dbg !299, !tbaa !247
  %117 = getelementptr inbounds i8, ptr %28, i64 16, !dbg !300
  store i8 %116, ptr %117, align 16, !dbg !301, !tbaa !247
  switch i8 %116, label %16 [
    i8 61, label %118
    i8 60, label %118
    i8 62, label %118
    i8 33, label %118
  ], !dbg !302

118:                                              ; preds = %114, %114, %114, %114
  %119 = load i8, ptr %115, align 1, !dbg !304, !tbaa !247
  %120 = icmp eq i8 %119, 61, !dbg !305
  br i1 %120, label %121, label %20, !dbg !306

121:                                              ; preds = %118
  %122 = getelementptr inbounds i8, ptr %6, i64 2, !dbg !307
    #dbg_value(ptr %122, !216, !DIExpression(), !228)
  %123 = getelementptr inbounds i8, ptr %28, i64 17, !dbg !308
  store i8 61, ptr %123, align 1, !dbg !309, !tbaa !247
  br label %16, !dbg !308

124:                                              ; preds = %20
  %125 = sext i32 %22 to i64, !dbg !310
  %126 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %125, !dbg !310
  store i32 4, ptr %126, align 16, !dbg !311, !tbaa !294
  store i32 0, ptr @tp, align 4, !dbg !312, !tbaa !231
  store i32 0, ptr @pc, align 4, !dbg !313, !tbaa !231
  %127 = load i32, ptr @toks, align 16, !dbg !314, !tbaa !294
  %128 = icmp eq i32 %127, 4, !dbg !315
  br i1 %128, label %138, label %129, !dbg !316

129:                                              ; preds = %124, %129
  tail call fastcc void @stmt(), !dbg !317
  %130 = load i32, ptr @tp, align 4, !dbg !318, !tbaa !231
  %131 = sext i32 %130 to i64, !dbg !319
  %132 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %131, !dbg !319
  %133 = load i32, ptr %132, align 16, !dbg !314, !tbaa !294
  %134 = icmp eq i32 %133, 4, !dbg !315
  br i1 %134, label %135, label %129, !dbg !316, !llvm.loop !320

135:                                              ; preds = %129
  %136 = load i32, ptr @pc, align 4, !dbg !322, !tbaa !231
  %137 = load i32, ptr @ntok, align 4, !dbg !329, !tbaa !231
  br label %138, !dbg !322

138:                                              ; preds = %135, %124
  %139 = phi i32 [ %137, %135 ], [ %22, %124 ], !dbg !329
  %140 = phi i32 [ %136, %135 ], [ 0, %124 ], !dbg !322
    #dbg_value(i64 17, !327, !DIExpression(), !330)
  %141 = add nsw i32 %140, 1, !dbg !322
  store i32 %141, ptr @pc, align 4, !dbg !322, !tbaa !231
  %142 = sext i32 %140 to i64, !dbg !331
  %143 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %142, !dbg !331
  store i64 17, ptr %143, align 8, !dbg !332, !tbaa !333
  %144 = load i32, ptr @nvars, align 4, !dbg !334, !tbaa !231
  %145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %139, i32 noundef %141, i32 noundef %144), !dbg !335
    #dbg_assign(i1 undef, !192, !DIExpression(), !214, ptr %2, !DIExpression(), !212)
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %1) #10, !dbg !336
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %2) #10, !dbg !336
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %2, i8 0, i64 512, i1 false), !dbg !337, !DIAssignID !338
    #dbg_assign(i8 0, !192, !DIExpression(), !338, ptr %2, !DIExpression(), !212)
    #dbg_value(i32 0, !195, !DIExpression(), !212)
    #dbg_value(i32 0, !196, !DIExpression(), !212)
    #dbg_value(i64 0, !197, !DIExpression(), !212)
  br label %146, !dbg !339

146:                                              ; preds = %249, %138
  %147 = phi i64 [ 0, %138 ], [ %150, %249 ], !dbg !212
  %148 = phi i32 [ 0, %138 ], [ %250, %249 ], !dbg !212
  %149 = phi i32 [ 0, %138 ], [ %251, %249 ], !dbg !212
    #dbg_value(i32 %149, !195, !DIExpression(), !212)
    #dbg_value(i32 %148, !196, !DIExpression(), !212)
    #dbg_value(i64 %147, !197, !DIExpression(), !212)
  %150 = add nuw nsw i64 %147, 1, !dbg !340
    #dbg_value(i64 %150, !197, !DIExpression(), !212)
  %151 = add nsw i32 %148, 1, !dbg !341
    #dbg_value(i32 %151, !196, !DIExpression(), !212)
  %152 = sext i32 %148 to i64, !dbg !342
  %153 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %152, !dbg !342
  %154 = load i64, ptr %153, align 8, !dbg !342, !tbaa !333
    #dbg_value(i64 %154, !198, !DIExpression(), !343)
  switch i64 %154, label %206 [
    i64 0, label %155
    i64 1, label %163
    i64 2, label %173
    i64 14, label %183
    i64 15, label %195
    i64 16, label %200
    i64 17, label %252
  ], !dbg !344

155:                                              ; preds = %146
  %156 = add nsw i32 %148, 2, !dbg !345
    #dbg_value(i32 %156, !196, !DIExpression(), !212)
  %157 = sext i32 %151 to i64, !dbg !346
  %158 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %157, !dbg !346
  %159 = load i64, ptr %158, align 8, !dbg !346, !tbaa !333
  %160 = add nsw i32 %149, 1, !dbg !347
    #dbg_value(i32 %160, !195, !DIExpression(), !212)
  %161 = sext i32 %149 to i64, !dbg !348
  %162 = getelementptr inbounds [256 x i64], ptr %1, i64 0, i64 %161, !dbg !348
  store i64 %159, ptr %162, align 8, !dbg !349, !tbaa !333
  br label %249, !dbg !350

163:                                              ; preds = %146
  %164 = add nsw i32 %148, 2, !dbg !351
    #dbg_value(i32 %164, !196, !DIExpression(), !212)
  %165 = sext i32 %151 to i64, !dbg !352
  %166 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %165, !dbg !352
  %167 = load i64, ptr %166, align 8, !dbg !352, !tbaa !333
  %168 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %167, !dbg !353
  %169 = load i64, ptr %168, align 8, !dbg !353, !tbaa !333
  %170 = add nsw i32 %149, 1, !dbg !354
    #dbg_value(i32 %170, !195, !DIExpression(), !212)
  %171 = sext i32 %149 to i64, !dbg !355
  %172 = getelementptr inbounds [256 x i64], ptr %1, i64 0, i64 %171, !dbg !355
  store i64 %169, ptr %172, align 8, !dbg !356, !tbaa !333
  br label %249, !dbg !357

173:                                              ; preds = %146
  %174 = add nsw i32 %149, -1, !dbg !358
    #dbg_value(i32 %174, !195, !DIExpression(), !212)
  %175 = sext i32 %174 to i64, !dbg !359
  %176 = getelementptr inbounds [256 x i64], ptr %1, i64 0, i64 %175, !dbg !359
  %177 = load i64, ptr %176, align 8, !dbg !359, !tbaa !333
  %178 = add nsw i32 %148, 2, !dbg !360
    #dbg_value(i32 %178, !196, !DIExpression(), !212)
  %179 = sext i32 %151 to i64, !dbg !361
  %180 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %179, !dbg !361
  %181 = load i64, ptr %180, align 8, !dbg !361, !tbaa !333
  %182 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %181, !dbg !362
  store i64 %177, ptr %182, align 8, !dbg !363, !tbaa !333
  br label %249, !dbg !364

183:                                              ; preds = %146
  %184 = add nsw i32 %148, 2, !dbg !365
    #dbg_value(i32 %184, !196, !DIExpression(), !212)
    #dbg_value(i64 poison, !202, !DIExpression(), !366)
  %185 = add nsw i32 %149, -1, !dbg !367
    #dbg_value(i32 %185, !195, !DIExpression(), !212)
  %186 = sext i32 %185 to i64, !dbg !369
  %187 = getelementptr inbounds [256 x i64], ptr %1, i64 0, i64 %186, !dbg !369
  %188 = load i64, ptr %187, align 8, !dbg !369, !tbaa !333
  %189 = icmp eq i64 %188, 0, !dbg !369
  br i1 %189, label %190, label %249, !dbg !370

190:                                              ; preds = %183
  %191 = sext i32 %151 to i64, !dbg !371
  %192 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %191, !dbg !371
  %193 = load i64, ptr %192, align 8, !dbg !371, !tbaa !333
    #dbg_value(i64 %193, !202, !DIExpression(), !366)
  %194 = trunc i64 %193 to i32, !dbg !372
    #dbg_value(i32 %194, !196, !DIExpression(), !212)
  br label %249, !dbg !373

195:                                              ; preds = %146
  %196 = sext i32 %151 to i64, !dbg !374
  %197 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %196, !dbg !374
  %198 = load i64, ptr %197, align 8, !dbg !374, !tbaa !333
  %199 = trunc i64 %198 to i32, !dbg !375
    #dbg_value(i32 %199, !196, !DIExpression(), !212)
  br label %249, !dbg !376

200:                                              ; preds = %146
  %201 = add nsw i32 %149, -1, !dbg !377
    #dbg_value(i32 %201, !195, !DIExpression(), !212)
  %202 = sext i32 %201 to i64, !dbg !378
  %203 = getelementptr inbounds [256 x i64], ptr %1, i64 0, i64 %202, !dbg !378
  %204 = load i64, ptr %203, align 8, !dbg !378, !tbaa !333
  %205 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i64 noundef %204), !dbg !379
  br label %249, !dbg !380

206:                                              ; preds = %146
  %207 = add nsw i32 %149, -1, !dbg !381
    #dbg_value(i32 %207, !195, !DIExpression(), !212)
  %208 = sext i32 %207 to i64, !dbg !382
  %209 = getelementptr inbounds [256 x i64], ptr %1, i64 0, i64 %208, !dbg !382
  %210 = load i64, ptr %209, align 8, !dbg !382, !tbaa !333
    #dbg_value(i64 %210, !205, !DIExpression(), !383)
  %211 = add nsw i32 %149, -2, !dbg !384
    #dbg_value(i32 %211, !195, !DIExpression(), !212)
  %212 = sext i32 %211 to i64, !dbg !385
  %213 = getelementptr inbounds [256 x i64], ptr %1, i64 0, i64 %212, !dbg !385
  %214 = load i64, ptr %213, align 8, !dbg !385, !tbaa !333
    #dbg_value(i64 %214, !207, !DIExpression(), !383)
    #dbg_value(i64 0, !208, !DIExpression(), !383)
  switch i64 %154, label %244 [
    i64 3, label %215
    i64 4, label %217
    i64 5, label %219
    i64 6, label %221
    i64 7, label %225
    i64 8, label %229
    i64 9, label %232
    i64 10, label %235
    i64 11, label %238
    i64 12, label %241
  ], !dbg !386

215:                                              ; preds = %206
  %216 = add nsw i64 %214, %210, !dbg !387
    #dbg_value(i64 %216, !208, !DIExpression(), !383)
  br label %247, !dbg !389

217:                                              ; preds = %206
  %218 = sub nsw i64 %214, %210, !dbg !390
    #dbg_value(i64 %218, !208, !DIExpression(), !383)
  br label %247, !dbg !391

219:                                              ; preds = %206
  %220 = mul nsw i64 %214, %210, !dbg !392
    #dbg_value(i64 %220, !208, !DIExpression(), !383)
  br label %247, !dbg !393

221:                                              ; preds = %206
  %222 = icmp eq i64 %210, 0, !dbg !394
  br i1 %222, label %247, label %223, !dbg !394

223:                                              ; preds = %221
  %224 = sdiv i64 %214, %210, !dbg !395
  br label %247, !dbg !394

225:                                              ; preds = %206
  %226 = icmp eq i64 %210, 0, !dbg !396
  br i1 %226, label %247, label %227, !dbg !396

227:                                              ; preds = %225
  %228 = srem i64 %214, %210, !dbg !397
  br label %247, !dbg !396

229:                                              ; preds = %206
  %230 = icmp slt i64 %214, %210, !dbg !398
  %231 = zext i1 %230 to i64, !dbg !399
    #dbg_value(i64 %231, !208, !DIExpression(), !383)
  br label %247, !dbg !400

232:                                              ; preds = %206
  %233 = icmp sle i64 %214, %210, !dbg !401
  %234 = zext i1 %233 to i64, !dbg !402
    #dbg_value(i64 %234, !208, !DIExpression(), !383)
  br label %247, !dbg !403

235:                                              ; preds = %206
  %236 = icmp sgt i64 %214, %210, !dbg !404
  %237 = zext i1 %236 to i64, !dbg !405
    #dbg_value(i64 %237, !208, !DIExpression(), !383)
  br label %247, !dbg !406

238:                                              ; preds = %206
  %239 = icmp sge i64 %214, %210, !dbg !407
  %240 = zext i1 %239 to i64, !dbg !408
    #dbg_value(i64 %240, !208, !DIExpression(), !383)
  br label %247, !dbg !409

241:                                              ; preds = %206
  %242 = icmp eq i64 %214, %210, !dbg !410
  %243 = zext i1 %242 to i64, !dbg !411
    #dbg_value(i64 %243, !208, !DIExpression(), !383)
  br label %247, !dbg !412

244:                                              ; preds = %206
  %245 = icmp ne i64 %214, %210, !dbg !413
  %246 = zext i1 %245 to i64, !dbg !414
    #dbg_value(i64 %246, !208, !DIExpression(), !383)
  br label %247, !dbg !415

247:                                              ; preds = %244, %241, %238, %235, %232, %229, %227, %225, %223, %221, %219, %217, %215
  %248 = phi i64 [ %246, %244 ], [ %243, %241 ], [ %240, %238 ], [ %237, %235 ], [ %234, %232 ], [ %231, %229 ], [ %220, %219 ], [ %218, %217 ], [ %216, %215 ], [ %224, %223 ], [ 0, %221 ], [ %228, %227 ], [ 0, %225 ], !dbg !416
    #dbg_value(i64 %248, !208, !DIExpression(), !383)
    #dbg_value(i32 %207, !195, !DIExpression(), !212)
  store i64 %248, ptr %213, align 8, !dbg !417, !tbaa !333
  br label %249, !dbg !418

249:                                              ; preds = %247, %200, %195, %190, %183, %173, %163, %155
  %250 = phi i32 [ %151, %247 ], [ %151, %200 ], [ %199, %195 ], [ %194, %190 ], [ %184, %183 ], [ %178, %173 ], [ %164, %163 ], [ %156, %155 ]
  %251 = phi i32 [ %207, %247 ], [ %201, %200 ], [ %149, %195 ], [ %185, %190 ], [ %185, %183 ], [ %174, %173 ], [ %170, %163 ], [ %160, %155 ]
  br label %146, !dbg !340, !llvm.loop !419

252:                                              ; preds = %146
    #dbg_value(i32 poison, !195, !DIExpression(), !212)
    #dbg_value(i32 poison, !196, !DIExpression(), !212)
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %2) #10, !dbg !422
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %1) #10, !dbg !422
    #dbg_value(i64 %150, !185, !DIExpression(), !215)
  %253 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %150), !dbg !423
  %254 = trunc i64 %150 to i32, !dbg !424
  %255 = and i32 %254, 255, !dbg !424
  ret i32 %255, !dbg !425
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @stmt() unnamed_addr #0 !dbg !426 {
  %1 = load i32, ptr @tp, align 4, !dbg !441, !tbaa !231
  %2 = sext i32 %1 to i64, !dbg !442
  %3 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %2, !dbg !442
  %4 = load i32, ptr %3, align 16, !dbg !443, !tbaa !294
  %5 = icmp eq i32 %4, 3, !dbg !444
  br i1 %5, label %6, label %226, !dbg !445

6:                                                ; preds = %0
  %7 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !446
  %8 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %7, ptr noundef nonnull dereferenceable(6) @.str.3) #9, !dbg !447
  %9 = icmp eq i32 %8, 0, !dbg !447
  br i1 %9, label %10, label %69, !dbg !448

10:                                               ; preds = %6
  %11 = add nsw i32 %1, 1, !dbg !449
  store i32 %11, ptr @tp, align 4, !dbg !449, !tbaa !231
  %12 = load i32, ptr @pc, align 4, !dbg !450, !tbaa !231
    #dbg_value(i32 %12, !428, !DIExpression(), !451)
  tail call fastcc void @expr(), !dbg !452
    #dbg_value(i64 14, !327, !DIExpression(), !453)
  %13 = load i32, ptr @pc, align 4, !dbg !455, !tbaa !231
  %14 = add nsw i32 %13, 1, !dbg !455
  %15 = sext i32 %13 to i64, !dbg !456
  %16 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %15, !dbg !456
  store i64 14, ptr %16, align 8, !dbg !457, !tbaa !333
    #dbg_value(i32 %14, !431, !DIExpression(), !451)
    #dbg_value(i64 0, !327, !DIExpression(), !458)
  %17 = add nsw i32 %13, 2, !dbg !460
  store i32 %17, ptr @pc, align 4, !dbg !460, !tbaa !231
  %18 = sext i32 %14 to i64, !dbg !461
  %19 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %18, !dbg !461
  store i64 0, ptr %19, align 8, !dbg !462, !tbaa !333
    #dbg_value(ptr @.str.22, !463, !DIExpression(), !466)
    #dbg_value(ptr @.str.22, !470, !DIExpression(), !475)
  %20 = load i32, ptr @tp, align 4, !dbg !478, !tbaa !231
  %21 = sext i32 %20 to i64, !dbg !479
  %22 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %21, !dbg !479
  %23 = load i32, ptr %22, align 16, !dbg !480, !tbaa !294
  %24 = icmp eq i32 %23, 2, !dbg !481
  br i1 %24, label %25, label %33, !dbg !482

25:                                               ; preds = %10
  %26 = getelementptr inbounds i8, ptr %22, i64 16, !dbg !483
  %27 = load i8, ptr %26, align 16
  %28 = icmp eq i8 %27, 123
  br i1 %28, label %29, label %33

29:                                               ; preds = %25
  %30 = getelementptr inbounds i8, ptr %22, i64 17
  %31 = load i8, ptr %30, align 1
  %32 = icmp eq i8 %31, 0, !dbg !484
  br i1 %32, label %35, label %33, !dbg !485

33:                                               ; preds = %25, %29, %10
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %20, ptr noundef nonnull @.str.22), !dbg !486
  tail call void @exit(i32 noundef 3) #11, !dbg !488
  unreachable, !dbg !488

35:                                               ; preds = %29
  %36 = add nsw i32 %20, 1, !dbg !489
  store i32 %36, ptr @tp, align 4, !dbg !489, !tbaa !231
  br label %37, !dbg !490

37:                                               ; preds = %56, %35
  %38 = phi i32 [ %57, %56 ], [ %36, %35 ], !dbg !491
    #dbg_value(ptr poison, !470, !DIExpression(), !493)
  %39 = sext i32 %38 to i64, !dbg !494
  %40 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %39, !dbg !494
  %41 = load i32, ptr %40, align 16, !dbg !495, !tbaa !294
  %42 = icmp eq i32 %41, 2, !dbg !496
  br i1 %42, label %43, label %56, !dbg !497

43:                                               ; preds = %37
  %44 = getelementptr inbounds i8, ptr %40, i64 16, !dbg !498
  %45 = load i8, ptr %44, align 16
  %46 = zext i8 %45 to i32
  %47 = add nsw i32 %46, -125
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %49, label %53

49:                                               ; preds = %43
  %50 = getelementptr inbounds i8, ptr %40, i64 17
  %51 = load i8, ptr %50, align 1
  %52 = zext i8 %51 to i32
  br label %53

53:                                               ; preds = %43, %49
  %54 = phi i32 [ %47, %43 ], [ %52, %49 ]
  %55 = icmp eq i32 %54, 0, !dbg !499
  br i1 %55, label %58, label %56, !dbg !490

56:                                               ; preds = %37, %53
  tail call fastcc void @stmt(), !dbg !500
  %57 = load i32, ptr @tp, align 4, !dbg !491, !tbaa !231
  br label %37, !dbg !490, !llvm.loop !501

58:                                               ; preds = %53
  %59 = add nsw i32 %38, 1, !dbg !503
  store i32 %59, ptr @tp, align 4, !dbg !503, !tbaa !231
    #dbg_value(i64 15, !327, !DIExpression(), !504)
  %60 = load i32, ptr @pc, align 4, !dbg !506, !tbaa !231
  %61 = add nsw i32 %60, 1, !dbg !506
  %62 = sext i32 %60 to i64, !dbg !507
  %63 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %62, !dbg !507
  store i64 15, ptr %63, align 8, !dbg !508, !tbaa !333
  %64 = sext i32 %12 to i64, !dbg !509
    #dbg_value(i64 %64, !327, !DIExpression(), !510)
  %65 = add nsw i32 %60, 2, !dbg !512
  store i32 %65, ptr @pc, align 4, !dbg !512, !tbaa !231
  %66 = sext i32 %61 to i64, !dbg !513
  %67 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %66, !dbg !513
  store i64 %64, ptr %67, align 8, !dbg !514, !tbaa !333
  %68 = sext i32 %65 to i64, !dbg !515
  store i64 %68, ptr %19, align 8, !dbg !516, !tbaa !333
  br label %291, !dbg !517

69:                                               ; preds = %6
  %70 = load i8, ptr %7, align 16
  %71 = zext i8 %70 to i32
  %72 = add nsw i32 %71, -105
  %73 = icmp eq i32 %72, 0
  br i1 %73, label %74, label %84

74:                                               ; preds = %69
  %75 = getelementptr inbounds i8, ptr %3, i64 17
  %76 = load i8, ptr %75, align 1
  %77 = zext i8 %76 to i32
  %78 = add nsw i32 %77, -102
  %79 = icmp eq i32 %78, 0
  br i1 %79, label %80, label %84

80:                                               ; preds = %74
  %81 = getelementptr inbounds i8, ptr %3, i64 18
  %82 = load i8, ptr %81, align 2
  %83 = zext i8 %82 to i32
  br label %84

84:                                               ; preds = %69, %74, %80
  %85 = phi i32 [ %72, %69 ], [ %78, %74 ], [ %83, %80 ]
  %86 = icmp eq i32 %85, 0, !dbg !518
  br i1 %86, label %87, label %200, !dbg !519

87:                                               ; preds = %84
  %88 = add nsw i32 %1, 1, !dbg !520
  store i32 %88, ptr @tp, align 4, !dbg !520, !tbaa !231
  tail call fastcc void @expr(), !dbg !521
    #dbg_value(i64 14, !327, !DIExpression(), !522)
  %89 = load i32, ptr @pc, align 4, !dbg !524, !tbaa !231
  %90 = add nsw i32 %89, 1, !dbg !524
  %91 = sext i32 %89 to i64, !dbg !525
  %92 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %91, !dbg !525
  store i64 14, ptr %92, align 8, !dbg !526, !tbaa !333
    #dbg_value(i32 %90, !432, !DIExpression(), !527)
    #dbg_value(i64 0, !327, !DIExpression(), !528)
  %93 = add nsw i32 %89, 2, !dbg !530
  store i32 %93, ptr @pc, align 4, !dbg !530, !tbaa !231
  %94 = sext i32 %90 to i64, !dbg !531
  %95 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %94, !dbg !531
  store i64 0, ptr %95, align 8, !dbg !532, !tbaa !333
    #dbg_value(ptr @.str.22, !463, !DIExpression(), !533)
    #dbg_value(ptr @.str.22, !470, !DIExpression(), !536)
  %96 = load i32, ptr @tp, align 4, !dbg !538, !tbaa !231
  %97 = sext i32 %96 to i64, !dbg !539
  %98 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %97, !dbg !539
  %99 = load i32, ptr %98, align 16, !dbg !540, !tbaa !294
  %100 = icmp eq i32 %99, 2, !dbg !541
  br i1 %100, label %101, label %109, !dbg !542

101:                                              ; preds = %87
  %102 = getelementptr inbounds i8, ptr %98, i64 16, !dbg !543
  %103 = load i8, ptr %102, align 16
  %104 = icmp eq i8 %103, 123
  br i1 %104, label %105, label %109

105:                                              ; preds = %101
  %106 = getelementptr inbounds i8, ptr %98, i64 17
  %107 = load i8, ptr %106, align 1
  %108 = icmp eq i8 %107, 0, !dbg !544
  br i1 %108, label %111, label %109, !dbg !545

109:                                              ; preds = %101, %105, %87
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %96, ptr noundef nonnull @.str.22), !dbg !546
  tail call void @exit(i32 noundef 3) #11, !dbg !547
  unreachable, !dbg !547

111:                                              ; preds = %105
  %112 = add nsw i32 %96, 1, !dbg !548
  store i32 %112, ptr @tp, align 4, !dbg !548, !tbaa !231
  br label %113, !dbg !549

113:                                              ; preds = %132, %111
  %114 = phi i32 [ %133, %132 ], [ %112, %111 ], !dbg !550
    #dbg_value(ptr poison, !470, !DIExpression(), !552)
  %115 = sext i32 %114 to i64, !dbg !553
  %116 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %115, !dbg !553
  %117 = load i32, ptr %116, align 16, !dbg !554, !tbaa !294
  %118 = icmp eq i32 %117, 2, !dbg !555
  br i1 %118, label %119, label %132, !dbg !556

119:                                              ; preds = %113
  %120 = getelementptr inbounds i8, ptr %116, i64 16, !dbg !557
  %121 = load i8, ptr %120, align 16
  %122 = zext i8 %121 to i32
  %123 = add nsw i32 %122, -125
  %124 = icmp eq i32 %123, 0
  br i1 %124, label %125, label %129

125:                                              ; preds = %119
  %126 = getelementptr inbounds i8, ptr %116, i64 17
  %127 = load i8, ptr %126, align 1
  %128 = zext i8 %127 to i32
  br label %129

129:                                              ; preds = %119, %125
  %130 = phi i32 [ %123, %119 ], [ %128, %125 ]
  %131 = icmp eq i32 %130, 0, !dbg !558
  br i1 %131, label %134, label %132, !dbg !549

132:                                              ; preds = %113, %129
  tail call fastcc void @stmt(), !dbg !559
  %133 = load i32, ptr @tp, align 4, !dbg !550, !tbaa !231
  br label %113, !dbg !549, !llvm.loop !560

134:                                              ; preds = %129
  %135 = add nsw i32 %114, 1, !dbg !562
  store i32 %135, ptr @tp, align 4, !dbg !562, !tbaa !231
  %136 = sext i32 %135 to i64, !dbg !563
  %137 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %136, !dbg !563
  %138 = load i32, ptr %137, align 16, !dbg !564, !tbaa !294
  %139 = icmp eq i32 %138, 3, !dbg !565
  br i1 %139, label %142, label %140, !dbg !566

140:                                              ; preds = %134
  %141 = load i32, ptr @pc, align 4, !dbg !567, !tbaa !231
  br label %197, !dbg !566

142:                                              ; preds = %134
  %143 = getelementptr inbounds i8, ptr %137, i64 16, !dbg !568
  %144 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %143, ptr noundef nonnull dereferenceable(5) @.str.5) #9, !dbg !569
  %145 = icmp eq i32 %144, 0, !dbg !569
  %146 = load i32, ptr @pc, align 4, !dbg !567, !tbaa !231
  br i1 %145, label %147, label %197, !dbg !570

147:                                              ; preds = %142
  %148 = add nsw i32 %114, 2, !dbg !571
  store i32 %148, ptr @tp, align 4, !dbg !571, !tbaa !231
    #dbg_value(i64 15, !327, !DIExpression(), !572)
  %149 = add nsw i32 %146, 1, !dbg !574
  %150 = sext i32 %146 to i64, !dbg !575
  %151 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %150, !dbg !575
  store i64 15, ptr %151, align 8, !dbg !576, !tbaa !333
    #dbg_value(i32 %149, !435, !DIExpression(), !577)
    #dbg_value(i64 0, !327, !DIExpression(), !578)
  %152 = add nsw i32 %146, 2, !dbg !580
  store i32 %152, ptr @pc, align 4, !dbg !580, !tbaa !231
  %153 = sext i32 %149 to i64, !dbg !581
  %154 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %153, !dbg !581
  store i64 0, ptr %154, align 8, !dbg !582, !tbaa !333
  %155 = sext i32 %152 to i64, !dbg !583
  store i64 %155, ptr %95, align 8, !dbg !584, !tbaa !333
    #dbg_value(ptr @.str.22, !463, !DIExpression(), !585)
    #dbg_value(ptr @.str.22, !470, !DIExpression(), !588)
  %156 = sext i32 %148 to i64, !dbg !590
  %157 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %156, !dbg !590
  %158 = load i32, ptr %157, align 16, !dbg !591, !tbaa !294
  %159 = icmp eq i32 %158, 2, !dbg !592
  br i1 %159, label %160, label %168, !dbg !593

160:                                              ; preds = %147
  %161 = getelementptr inbounds i8, ptr %157, i64 16, !dbg !594
  %162 = load i8, ptr %161, align 16
  %163 = icmp eq i8 %162, 123
  br i1 %163, label %164, label %168

164:                                              ; preds = %160
  %165 = getelementptr inbounds i8, ptr %157, i64 17
  %166 = load i8, ptr %165, align 1
  %167 = icmp eq i8 %166, 0, !dbg !595
  br i1 %167, label %170, label %168, !dbg !596

168:                                              ; preds = %160, %164, %147
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %148, ptr noundef nonnull @.str.22), !dbg !597
  tail call void @exit(i32 noundef 3) #11, !dbg !598
  unreachable, !dbg !598

170:                                              ; preds = %164
  %171 = add nsw i32 %114, 3, !dbg !599
  store i32 %171, ptr @tp, align 4, !dbg !599, !tbaa !231
  br label %172, !dbg !600

172:                                              ; preds = %191, %170
  %173 = phi i32 [ %192, %191 ], [ %171, %170 ], !dbg !601
    #dbg_value(ptr poison, !470, !DIExpression(), !603)
  %174 = sext i32 %173 to i64, !dbg !604
  %175 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %174, !dbg !604
  %176 = load i32, ptr %175, align 16, !dbg !605, !tbaa !294
  %177 = icmp eq i32 %176, 2, !dbg !606
  br i1 %177, label %178, label %191, !dbg !607

178:                                              ; preds = %172
  %179 = getelementptr inbounds i8, ptr %175, i64 16, !dbg !608
  %180 = load i8, ptr %179, align 16
  %181 = zext i8 %180 to i32
  %182 = add nsw i32 %181, -125
  %183 = icmp eq i32 %182, 0
  br i1 %183, label %184, label %188

184:                                              ; preds = %178
  %185 = getelementptr inbounds i8, ptr %175, i64 17
  %186 = load i8, ptr %185, align 1
  %187 = zext i8 %186 to i32
  br label %188

188:                                              ; preds = %178, %184
  %189 = phi i32 [ %182, %178 ], [ %187, %184 ]
  %190 = icmp eq i32 %189, 0, !dbg !609
  br i1 %190, label %193, label %191, !dbg !600

191:                                              ; preds = %172, %188
  tail call fastcc void @stmt(), !dbg !610
  %192 = load i32, ptr @tp, align 4, !dbg !601, !tbaa !231
  br label %172, !dbg !600, !llvm.loop !611

193:                                              ; preds = %188
  %194 = add nsw i32 %173, 1, !dbg !613
  store i32 %194, ptr @tp, align 4, !dbg !613, !tbaa !231
  %195 = load i32, ptr @pc, align 4, !dbg !614, !tbaa !231
  %196 = sext i32 %195 to i64, !dbg !614
  store i64 %196, ptr %154, align 8, !dbg !615, !tbaa !333
  br label %291, !dbg !616

197:                                              ; preds = %140, %142
  %198 = phi i32 [ %141, %140 ], [ %146, %142 ], !dbg !567
  %199 = sext i32 %198 to i64, !dbg !567
  store i64 %199, ptr %95, align 8, !dbg !617, !tbaa !333
  br label %291

200:                                              ; preds = %84
  %201 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %7, ptr noundef nonnull dereferenceable(6) @.str.6) #9, !dbg !618
  %202 = icmp eq i32 %201, 0, !dbg !618
  br i1 %202, label %203, label %226, !dbg !619

203:                                              ; preds = %200
  %204 = add nsw i32 %1, 1, !dbg !620
  store i32 %204, ptr @tp, align 4, !dbg !620, !tbaa !231
  tail call fastcc void @expr(), !dbg !622
    #dbg_value(i64 16, !327, !DIExpression(), !623)
  %205 = load i32, ptr @pc, align 4, !dbg !625, !tbaa !231
  %206 = add nsw i32 %205, 1, !dbg !625
  store i32 %206, ptr @pc, align 4, !dbg !625, !tbaa !231
  %207 = sext i32 %205 to i64, !dbg !626
  %208 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %207, !dbg !626
  store i64 16, ptr %208, align 8, !dbg !627, !tbaa !333
    #dbg_value(ptr @.str.7, !463, !DIExpression(), !628)
    #dbg_value(ptr @.str.7, !470, !DIExpression(), !630)
  %209 = load i32, ptr @tp, align 4, !dbg !632, !tbaa !231
  %210 = sext i32 %209 to i64, !dbg !633
  %211 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %210, !dbg !633
  %212 = load i32, ptr %211, align 16, !dbg !634, !tbaa !294
  %213 = icmp eq i32 %212, 2, !dbg !635
  br i1 %213, label %214, label %222, !dbg !636

214:                                              ; preds = %203
  %215 = getelementptr inbounds i8, ptr %211, i64 16, !dbg !637
  %216 = load i8, ptr %215, align 16
  %217 = icmp eq i8 %216, 59
  br i1 %217, label %218, label %222

218:                                              ; preds = %214
  %219 = getelementptr inbounds i8, ptr %211, i64 17
  %220 = load i8, ptr %219, align 1
  %221 = icmp eq i8 %220, 0, !dbg !638
  br i1 %221, label %224, label %222, !dbg !639

222:                                              ; preds = %214, %218, %203
  %223 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %209, ptr noundef nonnull @.str.7), !dbg !640
  tail call void @exit(i32 noundef 3) #11, !dbg !641
  unreachable, !dbg !641

224:                                              ; preds = %218
  %225 = add nsw i32 %209, 1, !dbg !642
  store i32 %225, ptr @tp, align 4, !dbg !642, !tbaa !231
  br label %291, !dbg !643

226:                                              ; preds = %0, %200
  %227 = add nsw i32 %1, 1, !dbg !644
  store i32 %227, ptr @tp, align 4, !dbg !644, !tbaa !231
  %228 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %2, i32 2, !dbg !645
    #dbg_value(ptr %228, !646, !DIExpression(), !651)
    #dbg_value(i32 0, !649, !DIExpression(), !653)
  %229 = load i32, ptr @nvars, align 4, !tbaa !231
  %230 = icmp sgt i32 %229, 0, !dbg !654
  br i1 %230, label %231, label %241, !dbg !656

231:                                              ; preds = %226
  %232 = zext nneg i32 %229 to i64, !dbg !654
  br label %233, !dbg !656

233:                                              ; preds = %238, %231
  %234 = phi i64 [ 0, %231 ], [ %239, %238 ]
    #dbg_value(i64 %234, !649, !DIExpression(), !653)
  %235 = getelementptr inbounds [64 x [16 x i8]], ptr @vars, i64 0, i64 %234, !dbg !657
  %236 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %235, ptr noundef nonnull readonly dereferenceable(1) %228) #9, !dbg !659
  %237 = icmp eq i32 %236, 0, !dbg !659
  br i1 %237, label %246, label %238, !dbg !660

238:                                              ; preds = %233
  %239 = add nuw nsw i64 %234, 1, !dbg !661
    #dbg_value(i64 %239, !649, !DIExpression(), !653)
  %240 = icmp eq i64 %239, %232, !dbg !654
  br i1 %240, label %241, label %233, !dbg !656, !llvm.loop !662

241:                                              ; preds = %238, %226
  %242 = sext i32 %229 to i64, !dbg !664
  %243 = getelementptr inbounds [64 x [16 x i8]], ptr @vars, i64 0, i64 %242, !dbg !664
  %244 = tail call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %243, ptr noundef nonnull readonly dereferenceable(1) %228) #10, !dbg !665
  %245 = add nsw i32 %229, 1, !dbg !666
  store i32 %245, ptr @nvars, align 4, !dbg !666, !tbaa !231
  br label %248, !dbg !667

246:                                              ; preds = %233
  %247 = trunc nuw nsw i64 %234 to i32, !dbg !668
  br label %248, !dbg !668

248:                                              ; preds = %241, %246
  %249 = phi i32 [ %229, %241 ], [ %247, %246 ], !dbg !669
    #dbg_value(i32 %249, !438, !DIExpression(), !670)
    #dbg_value(ptr @.str.8, !463, !DIExpression(), !671)
    #dbg_value(ptr @.str.8, !470, !DIExpression(), !673)
  %250 = sext i32 %227 to i64, !dbg !675
  %251 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %250, !dbg !675
  %252 = load i32, ptr %251, align 16, !dbg !676, !tbaa !294
  %253 = icmp eq i32 %252, 2, !dbg !677
  br i1 %253, label %254, label %262, !dbg !678

254:                                              ; preds = %248
  %255 = getelementptr inbounds i8, ptr %251, i64 16, !dbg !679
  %256 = load i8, ptr %255, align 16
  %257 = icmp eq i8 %256, 61
  br i1 %257, label %258, label %262

258:                                              ; preds = %254
  %259 = getelementptr inbounds i8, ptr %251, i64 17
  %260 = load i8, ptr %259, align 1
  %261 = icmp eq i8 %260, 0, !dbg !680
  br i1 %261, label %264, label %262, !dbg !681

262:                                              ; preds = %254, %258, %248
  %263 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %227, ptr noundef nonnull @.str.8), !dbg !682
  tail call void @exit(i32 noundef 3) #11, !dbg !683
  unreachable, !dbg !683

264:                                              ; preds = %258
  %265 = add nsw i32 %1, 2, !dbg !684
  store i32 %265, ptr @tp, align 4, !dbg !684, !tbaa !231
  tail call fastcc void @expr(), !dbg !685
    #dbg_value(i64 2, !327, !DIExpression(), !686)
  %266 = load i32, ptr @pc, align 4, !dbg !688, !tbaa !231
  %267 = add nsw i32 %266, 1, !dbg !688
  %268 = sext i32 %266 to i64, !dbg !689
  %269 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %268, !dbg !689
  store i64 2, ptr %269, align 8, !dbg !690, !tbaa !333
  %270 = sext i32 %249 to i64, !dbg !691
    #dbg_value(i64 %270, !327, !DIExpression(), !692)
  %271 = add nsw i32 %266, 2, !dbg !694
  store i32 %271, ptr @pc, align 4, !dbg !694, !tbaa !231
  %272 = sext i32 %267 to i64, !dbg !695
  %273 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %272, !dbg !695
  store i64 %270, ptr %273, align 8, !dbg !696, !tbaa !333
    #dbg_value(ptr @.str.7, !463, !DIExpression(), !697)
    #dbg_value(ptr @.str.7, !470, !DIExpression(), !699)
  %274 = load i32, ptr @tp, align 4, !dbg !701, !tbaa !231
  %275 = sext i32 %274 to i64, !dbg !702
  %276 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %275, !dbg !702
  %277 = load i32, ptr %276, align 16, !dbg !703, !tbaa !294
  %278 = icmp eq i32 %277, 2, !dbg !704
  br i1 %278, label %279, label %287, !dbg !705

279:                                              ; preds = %264
  %280 = getelementptr inbounds i8, ptr %276, i64 16, !dbg !706
  %281 = load i8, ptr %280, align 16
  %282 = icmp eq i8 %281, 59
  br i1 %282, label %283, label %287

283:                                              ; preds = %279
  %284 = getelementptr inbounds i8, ptr %276, i64 17
  %285 = load i8, ptr %284, align 1
  %286 = icmp eq i8 %285, 0, !dbg !707
  br i1 %286, label %289, label %287, !dbg !708

287:                                              ; preds = %279, %283, %264
  %288 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %274, ptr noundef nonnull @.str.7), !dbg !709
  tail call void @exit(i32 noundef 3) #11, !dbg !710
  unreachable, !dbg !710

289:                                              ; preds = %283
  %290 = add nsw i32 %274, 1, !dbg !711
  store i32 %290, ptr @tp, align 4, !dbg !711, !tbaa !231
  br label %291

291:                                              ; preds = %193, %197, %289, %224, %58
  ret void, !dbg !712
}

; Function Attrs: nofree nounwind
declare !dbg !713 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !718 ptr @__ctype_b_loc() local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !724 i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define internal fastcc void @expr() unnamed_addr #0 !dbg !128 {
  tail call fastcc void @addexpr(), !dbg !728
    #dbg_value(i32 0, !132, !DIExpression(), !729)
  %1 = load i32, ptr @tp, align 4, !tbaa !231
  %2 = sext i32 %1 to i64
  %3 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %2
  %4 = load i32, ptr %3, align 16, !tbaa !294
  %5 = icmp eq i32 %4, 2
    #dbg_value(i32 0, !132, !DIExpression(), !729)
  %6 = getelementptr inbounds i8, ptr %3, i64 16
    #dbg_value(i64 0, !132, !DIExpression(), !729)
    #dbg_value(ptr poison, !470, !DIExpression(), !730)
  br i1 %5, label %7, label %32, !dbg !734

7:                                                ; preds = %0
    #dbg_value(ptr @.str.9, !470, !DIExpression(), !730)
  %8 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %6, ptr noundef nonnull readonly dereferenceable(2) @.str.9) #9, !dbg !735
  %9 = icmp eq i32 %8, 0, !dbg !736
  br i1 %9, label %10, label %17, !dbg !737

10:                                               ; preds = %29, %26, %23, %20, %17, %7
  %11 = phi i64 [ 8, %7 ], [ 9, %17 ], [ 10, %20 ], [ 11, %23 ], [ 12, %26 ], [ 13, %29 ]
  %12 = add nsw i32 %1, 1, !dbg !738
  store i32 %12, ptr @tp, align 4, !dbg !738, !tbaa !231
  tail call fastcc void @addexpr(), !dbg !740
    #dbg_value(i64 %11, !327, !DIExpression(), !741)
  %13 = load i32, ptr @pc, align 4, !dbg !743, !tbaa !231
  %14 = add nsw i32 %13, 1, !dbg !743
  store i32 %14, ptr @pc, align 4, !dbg !743, !tbaa !231
  %15 = sext i32 %13 to i64, !dbg !744
  %16 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %15, !dbg !744
  store i64 %11, ptr %16, align 8, !dbg !745, !tbaa !333
  br label %32, !dbg !746

17:                                               ; preds = %7
    #dbg_value(i64 1, !132, !DIExpression(), !729)
    #dbg_value(ptr @.str.10, !470, !DIExpression(), !730)
  %18 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %6, ptr noundef nonnull readonly dereferenceable(3) @.str.10) #9, !dbg !735
  %19 = icmp eq i32 %18, 0, !dbg !736
  br i1 %19, label %10, label %20, !dbg !737

20:                                               ; preds = %17
    #dbg_value(i64 2, !132, !DIExpression(), !729)
    #dbg_value(ptr @.str.11, !470, !DIExpression(), !730)
  %21 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %6, ptr noundef nonnull readonly dereferenceable(2) @.str.11) #9, !dbg !735
  %22 = icmp eq i32 %21, 0, !dbg !736
  br i1 %22, label %10, label %23, !dbg !737

23:                                               ; preds = %20
    #dbg_value(i64 3, !132, !DIExpression(), !729)
    #dbg_value(ptr @.str.12, !470, !DIExpression(), !730)
  %24 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %6, ptr noundef nonnull readonly dereferenceable(3) @.str.12) #9, !dbg !735
  %25 = icmp eq i32 %24, 0, !dbg !736
  br i1 %25, label %10, label %26, !dbg !737

26:                                               ; preds = %23
    #dbg_value(i64 4, !132, !DIExpression(), !729)
    #dbg_value(ptr @.str.13, !470, !DIExpression(), !730)
  %27 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %6, ptr noundef nonnull readonly dereferenceable(3) @.str.13) #9, !dbg !735
  %28 = icmp eq i32 %27, 0, !dbg !736
  br i1 %28, label %10, label %29, !dbg !737

29:                                               ; preds = %26
    #dbg_value(i64 5, !132, !DIExpression(), !729)
    #dbg_value(ptr @.str.14, !470, !DIExpression(), !730)
  %30 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %6, ptr noundef nonnull readonly dereferenceable(3) @.str.14) #9, !dbg !735
  %31 = icmp eq i32 %30, 0, !dbg !736
  br i1 %31, label %10, label %32, !dbg !737

32:                                               ; preds = %29, %0, %10
  ret void, !dbg !747
}

; Function Attrs: nounwind uwtable
define internal fastcc void @addexpr() unnamed_addr #0 !dbg !748 {
  tail call fastcc void @primary(), !dbg !749
    #dbg_value(ptr poison, !470, !DIExpression(), !752)
  %1 = load i32, ptr @tp, align 4, !dbg !758, !tbaa !231
  %2 = sext i32 %1 to i64, !dbg !759
  %3 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %2, !dbg !759
  %4 = load i32, ptr %3, align 16, !dbg !760, !tbaa !294
  %5 = icmp eq i32 %4, 2, !dbg !761
  br i1 %5, label %6, label %144, !dbg !762

6:                                                ; preds = %0, %41
  %7 = phi ptr [ %50, %41 ], [ %3, %0 ]
  %8 = phi i32 [ %48, %41 ], [ %1, %0 ]
  %9 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !763
  %10 = load i8, ptr %9, align 1
  %11 = zext i8 %10 to i32
  %12 = add nsw i32 %11, -42
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %18

14:                                               ; preds = %6
  %15 = getelementptr inbounds i8, ptr %7, i64 17
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  br label %18

18:                                               ; preds = %14, %6
  %19 = phi i32 [ %12, %6 ], [ %17, %14 ]
  %20 = icmp eq i32 %19, 0, !dbg !764
  br i1 %20, label %41, label %21, !dbg !765

21:                                               ; preds = %18
    #dbg_value(ptr poison, !470, !DIExpression(), !766)
  %22 = add nsw i32 %11, -47
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %24, label %28

24:                                               ; preds = %21
  %25 = getelementptr inbounds i8, ptr %7, i64 17
  %26 = load i8, ptr %25, align 1
  %27 = zext i8 %26 to i32
  br label %28

28:                                               ; preds = %24, %21
  %29 = phi i32 [ %22, %21 ], [ %27, %24 ]
  %30 = icmp eq i32 %29, 0, !dbg !769
  br i1 %30, label %41, label %31, !dbg !770

31:                                               ; preds = %28
    #dbg_value(ptr poison, !470, !DIExpression(), !771)
  %32 = add nsw i32 %11, -37
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %34, label %38

34:                                               ; preds = %31
  %35 = getelementptr inbounds i8, ptr %7, i64 17
  %36 = load i8, ptr %35, align 1
  %37 = zext i8 %36 to i32
  br label %38

38:                                               ; preds = %34, %31
  %39 = phi i32 [ %32, %31 ], [ %37, %34 ]
  %40 = icmp eq i32 %39, 0, !dbg !774
  br i1 %40, label %41, label %53, !dbg !775

41:                                               ; preds = %38, %28, %18
  %42 = phi i64 [ 5, %18 ], [ 6, %28 ], [ 7, %38 ]
  %43 = add nsw i32 %8, 1, !dbg !776
  store i32 %43, ptr @tp, align 4, !dbg !776, !tbaa !231
  tail call fastcc void @primary(), !dbg !776
  %44 = load i32, ptr @pc, align 4, !dbg !777, !tbaa !231
  %45 = add nsw i32 %44, 1, !dbg !777
  store i32 %45, ptr @pc, align 4, !dbg !777, !tbaa !231
  %46 = sext i32 %44 to i64, !dbg !779
  %47 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %46, !dbg !779
  store i64 %42, ptr %47, align 8, !dbg !780, !tbaa !333
    #dbg_value(ptr poison, !470, !DIExpression(), !752)
  %48 = load i32, ptr @tp, align 4, !dbg !758, !tbaa !231
  %49 = sext i32 %48 to i64, !dbg !759
  %50 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %49, !dbg !759
  %51 = load i32, ptr %50, align 16, !dbg !760, !tbaa !294
  %52 = icmp eq i32 %51, 2, !dbg !761
  br i1 %52, label %6, label %144, !dbg !762, !llvm.loop !781

53:                                               ; preds = %38, %139
  %54 = phi i32 [ %89, %139 ], [ %8, %38 ]
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %55, !dbg !784
  %57 = getelementptr inbounds i8, ptr %56, i64 16, !dbg !790
  %58 = load i8, ptr %57, align 16
  %59 = zext i8 %58 to i32
  %60 = add nsw i32 %59, -43
  %61 = icmp eq i32 %60, 0
  br i1 %61, label %62, label %66

62:                                               ; preds = %53
  %63 = getelementptr inbounds i8, ptr %56, i64 17
  %64 = load i8, ptr %63, align 1
  %65 = zext i8 %64 to i32
  br label %66

66:                                               ; preds = %53, %62
  %67 = phi i32 [ %60, %53 ], [ %65, %62 ]
  %68 = icmp eq i32 %67, 0, !dbg !791
  br i1 %68, label %79, label %69, !dbg !792

69:                                               ; preds = %66
    #dbg_value(ptr poison, !470, !DIExpression(), !793)
  %70 = add nsw i32 %59, -45
  %71 = icmp eq i32 %70, 0
  br i1 %71, label %72, label %76

72:                                               ; preds = %69
  %73 = getelementptr inbounds i8, ptr %56, i64 17
  %74 = load i8, ptr %73, align 1
  %75 = zext i8 %74 to i32
  br label %76

76:                                               ; preds = %69, %72
  %77 = phi i32 [ %70, %69 ], [ %75, %72 ]
  %78 = icmp eq i32 %77, 0, !dbg !796
  br i1 %78, label %79, label %144, !dbg !797

79:                                               ; preds = %76, %66
  %80 = phi i64 [ 3, %66 ], [ 4, %76 ]
  %81 = add nsw i32 %54, 1, !dbg !798
  store i32 %81, ptr @tp, align 4, !dbg !798, !tbaa !231
  tail call fastcc void @primary(), !dbg !799
    #dbg_value(ptr poison, !470, !DIExpression(), !801)
  %82 = load i32, ptr @tp, align 4, !dbg !803, !tbaa !231
  %83 = sext i32 %82 to i64, !dbg !804
  %84 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %83, !dbg !804
  %85 = load i32, ptr %84, align 16, !dbg !805, !tbaa !294
  %86 = icmp eq i32 %85, 2, !dbg !806
  br i1 %86, label %87, label %134, !dbg !807

87:                                               ; preds = %79, %122
  %88 = phi ptr [ %131, %122 ], [ %84, %79 ]
  %89 = phi i32 [ %129, %122 ], [ %82, %79 ]
  %90 = getelementptr inbounds i8, ptr %88, i64 16, !dbg !808
  %91 = load i8, ptr %90, align 1
  %92 = zext i8 %91 to i32
  %93 = add nsw i32 %92, -42
  %94 = icmp eq i32 %93, 0
  br i1 %94, label %95, label %99

95:                                               ; preds = %87
  %96 = getelementptr inbounds i8, ptr %88, i64 17
  %97 = load i8, ptr %96, align 1
  %98 = zext i8 %97 to i32
  br label %99

99:                                               ; preds = %95, %87
  %100 = phi i32 [ %93, %87 ], [ %98, %95 ]
  %101 = icmp eq i32 %100, 0, !dbg !809
  br i1 %101, label %122, label %102, !dbg !810

102:                                              ; preds = %99
    #dbg_value(ptr poison, !470, !DIExpression(), !811)
  %103 = add nsw i32 %92, -47
  %104 = icmp eq i32 %103, 0
  br i1 %104, label %105, label %109

105:                                              ; preds = %102
  %106 = getelementptr inbounds i8, ptr %88, i64 17
  %107 = load i8, ptr %106, align 1
  %108 = zext i8 %107 to i32
  br label %109

109:                                              ; preds = %105, %102
  %110 = phi i32 [ %103, %102 ], [ %108, %105 ]
  %111 = icmp eq i32 %110, 0, !dbg !813
  br i1 %111, label %122, label %112, !dbg !814

112:                                              ; preds = %109
    #dbg_value(ptr poison, !470, !DIExpression(), !815)
  %113 = add nsw i32 %92, -37
  %114 = icmp eq i32 %113, 0
  br i1 %114, label %115, label %119

115:                                              ; preds = %112
  %116 = getelementptr inbounds i8, ptr %88, i64 17
  %117 = load i8, ptr %116, align 1
  %118 = zext i8 %117 to i32
  br label %119

119:                                              ; preds = %115, %112
  %120 = phi i32 [ %113, %112 ], [ %118, %115 ]
  %121 = icmp eq i32 %120, 0, !dbg !817
  br i1 %121, label %122, label %139, !dbg !818

122:                                              ; preds = %119, %109, %99
  %123 = phi i64 [ 5, %99 ], [ 6, %109 ], [ 7, %119 ]
  %124 = add nsw i32 %89, 1, !dbg !819
  store i32 %124, ptr @tp, align 4, !dbg !819, !tbaa !231
  tail call fastcc void @primary(), !dbg !819
  %125 = load i32, ptr @pc, align 4, !dbg !820, !tbaa !231
  %126 = add nsw i32 %125, 1, !dbg !820
  store i32 %126, ptr @pc, align 4, !dbg !820, !tbaa !231
  %127 = sext i32 %125 to i64, !dbg !822
  %128 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %127, !dbg !822
  store i64 %123, ptr %128, align 8, !dbg !823, !tbaa !333
    #dbg_value(ptr poison, !470, !DIExpression(), !801)
  %129 = load i32, ptr @tp, align 4, !dbg !803, !tbaa !231
  %130 = sext i32 %129 to i64, !dbg !804
  %131 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %130, !dbg !804
  %132 = load i32, ptr %131, align 16, !dbg !805, !tbaa !294
  %133 = icmp eq i32 %132, 2, !dbg !806
  br i1 %133, label %87, label %134, !dbg !807, !llvm.loop !824

134:                                              ; preds = %79, %122
  %135 = load i32, ptr @pc, align 4, !dbg !827, !tbaa !231
  %136 = add nsw i32 %135, 1, !dbg !827
  store i32 %136, ptr @pc, align 4, !dbg !827, !tbaa !231
  %137 = sext i32 %135 to i64, !dbg !828
  %138 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %137, !dbg !828
  store i64 %80, ptr %138, align 8, !dbg !829, !tbaa !333
    #dbg_value(ptr poison, !470, !DIExpression(), !830)
  br label %144, !dbg !831

139:                                              ; preds = %119
  %140 = load i32, ptr @pc, align 4, !dbg !827, !tbaa !231
  %141 = add nsw i32 %140, 1, !dbg !827
  store i32 %141, ptr @pc, align 4, !dbg !827, !tbaa !231
  %142 = sext i32 %140 to i64, !dbg !828
  %143 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %142, !dbg !828
  store i64 %80, ptr %143, align 8, !dbg !829, !tbaa !333
    #dbg_value(ptr poison, !470, !DIExpression(), !830)
  br label %53, !dbg !831, !llvm.loop !832

144:                                              ; preds = %41, %76, %0, %134
  ret void, !dbg !835
}

; Function Attrs: nounwind uwtable
define internal fastcc void @primary() unnamed_addr #0 !dbg !836 {
  %1 = load i32, ptr @tp, align 4, !dbg !837, !tbaa !231
  %2 = sext i32 %1 to i64, !dbg !839
  %3 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %2, !dbg !839
  %4 = load i32, ptr %3, align 16, !dbg !840, !tbaa !294
  switch i32 %4, label %113 [
    i32 0, label %5
    i32 1, label %16
    i32 2, label %48
  ], !dbg !841

5:                                                ; preds = %0
    #dbg_value(i64 0, !327, !DIExpression(), !842)
  %6 = load i32, ptr @pc, align 4, !dbg !845, !tbaa !231
  %7 = add nsw i32 %6, 1, !dbg !845
  %8 = sext i32 %6 to i64, !dbg !846
  %9 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %8, !dbg !846
  store i64 0, ptr %9, align 8, !dbg !847, !tbaa !333
  %10 = add nsw i32 %1, 1, !dbg !848
  store i32 %10, ptr @tp, align 4, !dbg !848, !tbaa !231
  %11 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %2, i32 1, !dbg !849
  %12 = load i64, ptr %11, align 8, !dbg !849, !tbaa !267
    #dbg_value(i64 %12, !327, !DIExpression(), !850)
  %13 = add nsw i32 %6, 2, !dbg !852
  store i32 %13, ptr @pc, align 4, !dbg !852, !tbaa !231
  %14 = sext i32 %7 to i64, !dbg !853
  %15 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %14, !dbg !853
  store i64 %12, ptr %15, align 8, !dbg !854, !tbaa !333
  br label %113, !dbg !855

16:                                               ; preds = %0
    #dbg_value(i64 1, !327, !DIExpression(), !856)
  %17 = load i32, ptr @pc, align 4, !dbg !860, !tbaa !231
  %18 = add nsw i32 %17, 1, !dbg !860
  %19 = sext i32 %17 to i64, !dbg !861
  %20 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %19, !dbg !861
  store i64 1, ptr %20, align 8, !dbg !862, !tbaa !333
  %21 = add nsw i32 %1, 1, !dbg !863
  store i32 %21, ptr @tp, align 4, !dbg !863, !tbaa !231
  %22 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %2, i32 2, !dbg !864
    #dbg_value(ptr %22, !646, !DIExpression(), !865)
    #dbg_value(i32 0, !649, !DIExpression(), !867)
  %23 = load i32, ptr @nvars, align 4, !tbaa !231
    #dbg_value(i32 0, !649, !DIExpression(), !867)
  %24 = icmp sgt i32 %23, 0, !dbg !868
  br i1 %24, label %25, label %35, !dbg !869

25:                                               ; preds = %16
  %26 = zext nneg i32 %23 to i64, !dbg !868
  br label %27, !dbg !869

27:                                               ; preds = %32, %25
  %28 = phi i64 [ 0, %25 ], [ %33, %32 ]
    #dbg_value(i64 %28, !649, !DIExpression(), !867)
  %29 = getelementptr inbounds [64 x [16 x i8]], ptr @vars, i64 0, i64 %28, !dbg !870
  %30 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %29, ptr noundef nonnull readonly dereferenceable(1) %22) #9, !dbg !871
  %31 = icmp eq i32 %30, 0, !dbg !871
  br i1 %31, label %40, label %32, !dbg !872

32:                                               ; preds = %27
  %33 = add nuw nsw i64 %28, 1, !dbg !873
    #dbg_value(i64 %33, !649, !DIExpression(), !867)
  %34 = icmp eq i64 %33, %26, !dbg !868
  br i1 %34, label %35, label %27, !dbg !869, !llvm.loop !874

35:                                               ; preds = %32, %16
  %36 = sext i32 %23 to i64, !dbg !876
  %37 = getelementptr inbounds [64 x [16 x i8]], ptr @vars, i64 0, i64 %36, !dbg !876
  %38 = tail call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %37, ptr noundef nonnull readonly dereferenceable(1) %22) #10, !dbg !877
  %39 = add nsw i32 %23, 1, !dbg !878
  store i32 %39, ptr @nvars, align 4, !dbg !878, !tbaa !231
  br label %43, !dbg !879

40:                                               ; preds = %27
  %41 = shl i64 %28, 32, !dbg !880
  %42 = ashr exact i64 %41, 32, !dbg !880
  br label %43, !dbg !881

43:                                               ; preds = %35, %40
  %44 = phi i64 [ %36, %35 ], [ %42, %40 ], !dbg !880
    #dbg_value(i64 %44, !327, !DIExpression(), !882)
  %45 = add nsw i32 %17, 2, !dbg !884
  store i32 %45, ptr @pc, align 4, !dbg !884, !tbaa !231
  %46 = sext i32 %18 to i64, !dbg !885
  %47 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %46, !dbg !885
  store i64 %44, ptr %47, align 8, !dbg !886, !tbaa !333
  br label %113, !dbg !887

48:                                               ; preds = %0
  %49 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !888
  %50 = load i8, ptr %49, align 16
  switch i8 %50, label %113 [
    i8 40, label %51
    i8 45, label %109
  ]

51:                                               ; preds = %48
  %52 = getelementptr inbounds i8, ptr %3, i64 17
  %53 = load i8, ptr %52, align 1
  %54 = icmp eq i8 %53, 0, !dbg !891
  br i1 %54, label %55, label %113, !dbg !892

55:                                               ; preds = %51
  %56 = add nsw i32 %1, 1, !dbg !893
  store i32 %56, ptr @tp, align 4, !dbg !893, !tbaa !231
  tail call fastcc void @addexpr(), !dbg !895
    #dbg_value(i32 0, !132, !DIExpression(), !897)
  %57 = load i32, ptr @tp, align 4, !tbaa !231
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %58
  %60 = load i32, ptr %59, align 16, !tbaa !294
  %61 = icmp eq i32 %60, 2
  %62 = getelementptr inbounds i8, ptr %59, i64 16
    #dbg_value(i64 0, !132, !DIExpression(), !897)
    #dbg_value(ptr poison, !470, !DIExpression(), !898)
  br i1 %61, label %63, label %104, !dbg !900

63:                                               ; preds = %55
    #dbg_value(ptr @.str.9, !470, !DIExpression(), !898)
  %64 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %62, ptr noundef nonnull readonly dereferenceable(2) @.str.9) #9, !dbg !901
  %65 = icmp eq i32 %64, 0, !dbg !902
  br i1 %65, label %81, label %66, !dbg !903

66:                                               ; preds = %63
    #dbg_value(i64 1, !132, !DIExpression(), !897)
    #dbg_value(ptr @.str.10, !470, !DIExpression(), !898)
  %67 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %62, ptr noundef nonnull readonly dereferenceable(3) @.str.10) #9, !dbg !901
  %68 = icmp eq i32 %67, 0, !dbg !902
  br i1 %68, label %81, label %69, !dbg !903

69:                                               ; preds = %66
    #dbg_value(i64 2, !132, !DIExpression(), !897)
    #dbg_value(ptr @.str.11, !470, !DIExpression(), !898)
  %70 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %62, ptr noundef nonnull readonly dereferenceable(2) @.str.11) #9, !dbg !901
  %71 = icmp eq i32 %70, 0, !dbg !902
  br i1 %71, label %81, label %72, !dbg !903

72:                                               ; preds = %69
    #dbg_value(i64 3, !132, !DIExpression(), !897)
    #dbg_value(ptr @.str.12, !470, !DIExpression(), !898)
  %73 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %62, ptr noundef nonnull readonly dereferenceable(3) @.str.12) #9, !dbg !901
  %74 = icmp eq i32 %73, 0, !dbg !902
  br i1 %74, label %81, label %75, !dbg !903

75:                                               ; preds = %72
    #dbg_value(i64 4, !132, !DIExpression(), !897)
    #dbg_value(ptr @.str.13, !470, !DIExpression(), !898)
  %76 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %62, ptr noundef nonnull readonly dereferenceable(3) @.str.13) #9, !dbg !901
  %77 = icmp eq i32 %76, 0, !dbg !902
  br i1 %77, label %81, label %78, !dbg !903

78:                                               ; preds = %75
    #dbg_value(i64 5, !132, !DIExpression(), !897)
    #dbg_value(ptr @.str.14, !470, !DIExpression(), !898)
  %79 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %62, ptr noundef nonnull readonly dereferenceable(3) @.str.14) #9, !dbg !901
  %80 = icmp eq i32 %79, 0, !dbg !902
  br i1 %80, label %81, label %93, !dbg !903

81:                                               ; preds = %63, %66, %69, %72, %75, %78
  %82 = phi i64 [ 8, %63 ], [ 9, %66 ], [ 10, %69 ], [ 11, %72 ], [ 12, %75 ], [ 13, %78 ]
  %83 = add nsw i32 %57, 1, !dbg !904
  store i32 %83, ptr @tp, align 4, !dbg !904, !tbaa !231
  tail call fastcc void @addexpr(), !dbg !905
    #dbg_value(i64 %82, !327, !DIExpression(), !906)
  %84 = load i32, ptr @pc, align 4, !dbg !908, !tbaa !231
  %85 = add nsw i32 %84, 1, !dbg !908
  store i32 %85, ptr @pc, align 4, !dbg !908, !tbaa !231
  %86 = sext i32 %84 to i64, !dbg !909
  %87 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %86, !dbg !909
  store i64 %82, ptr %87, align 8, !dbg !910, !tbaa !333
  %88 = load i32, ptr @tp, align 4, !dbg !911, !tbaa !231
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %89
  %91 = load i32, ptr %90, align 16, !dbg !914, !tbaa !294
    #dbg_value(ptr @.str.21, !463, !DIExpression(), !915)
    #dbg_value(ptr @.str.21, !470, !DIExpression(), !916)
  %92 = icmp eq i32 %91, 2, !dbg !917
  br i1 %92, label %93, label %104, !dbg !918

93:                                               ; preds = %78, %81
  %94 = phi i64 [ %89, %81 ], [ %58, %78 ]
  %95 = phi i32 [ %88, %81 ], [ %57, %78 ]
  %96 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %94, !dbg !919
  %97 = getelementptr inbounds i8, ptr %96, i64 16, !dbg !920
  %98 = load i8, ptr %97, align 16
  %99 = icmp eq i8 %98, 41
  br i1 %99, label %100, label %104

100:                                              ; preds = %93
  %101 = getelementptr inbounds i8, ptr %96, i64 17
  %102 = load i8, ptr %101, align 1
  %103 = icmp eq i8 %102, 0, !dbg !921
  br i1 %103, label %107, label %104, !dbg !922

104:                                              ; preds = %93, %55, %100, %81
  %105 = phi i32 [ %95, %100 ], [ %88, %81 ], [ %57, %55 ], [ %95, %93 ]
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %105, ptr noundef nonnull @.str.21), !dbg !923
  tail call void @exit(i32 noundef 3) #11, !dbg !924
  unreachable, !dbg !924

107:                                              ; preds = %100
  %108 = add nsw i32 %95, 1, !dbg !925
  store i32 %108, ptr @tp, align 4, !dbg !925, !tbaa !231
  br label %113, !dbg !926

109:                                              ; preds = %48
  %110 = getelementptr inbounds i8, ptr %3, i64 17
  %111 = load i8, ptr %110, align 1
  %112 = icmp eq i8 %111, 0, !dbg !927
  br i1 %112, label %114, label %113, !dbg !930

113:                                              ; preds = %0, %43, %109, %107, %5, %51, %48, %114
  ret void, !dbg !931

114:                                              ; preds = %109
  %115 = add nsw i32 %1, 1, !dbg !932
  store i32 %115, ptr @tp, align 4, !dbg !932, !tbaa !231
    #dbg_value(i64 0, !327, !DIExpression(), !934)
  %116 = load i32, ptr @pc, align 4, !dbg !936, !tbaa !231
  %117 = add nsw i32 %116, 1, !dbg !936
  %118 = sext i32 %116 to i64, !dbg !937
  %119 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %118, !dbg !937
  store i64 0, ptr %119, align 8, !dbg !938, !tbaa !333
    #dbg_value(i64 0, !327, !DIExpression(), !939)
  %120 = add nsw i32 %116, 2, !dbg !941
  store i32 %120, ptr @pc, align 4, !dbg !941, !tbaa !231
  %121 = sext i32 %117 to i64, !dbg !942
  %122 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %121, !dbg !942
  store i64 0, ptr %122, align 8, !dbg !943, !tbaa !333
  tail call fastcc void @primary(), !dbg !944
    #dbg_value(i64 4, !327, !DIExpression(), !945)
  %123 = load i32, ptr @pc, align 4, !dbg !947, !tbaa !231
  %124 = add nsw i32 %123, 1, !dbg !947
  store i32 %124, ptr @pc, align 4, !dbg !947, !tbaa !231
  %125 = sext i32 %123 to i64, !dbg !948
  %126 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %125, !dbg !948
  store i64 4, ptr %126, align 8, !dbg !949, !tbaa !333
  br label %113, !dbg !931
}

; Function Attrs: noreturn nounwind
declare !dbg !950 void @exit(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !954 ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind willreturn memory(none) }
attributes #9 = { nounwind willreturn memory(read) }
attributes #10 = { nounwind }
attributes #11 = { noreturn nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!172, !173, !174, !175, !176, !177, !178}
!llvm.ident = !{!179}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/tiny_interpreter.c", directory: ".", checksumkind: CSK_MD5, checksum: "6dfd0410d9f9e319d7e14477b4693bdc")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 3936, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 492)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "tp", scope: !9, file: !2, line: 10, type: !55, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !10, retainedTypes: !54, globals: !58, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !19, !39}
!11 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !2, line: 8, baseType: !12, size: 32, elements: !13)
!12 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!13 = !{!14, !15, !16, !17, !18}
!14 = !DIEnumerator(name: "T_NUM", value: 0)
!15 = !DIEnumerator(name: "T_ID", value: 1)
!16 = !DIEnumerator(name: "T_OP", value: 2)
!17 = !DIEnumerator(name: "T_KW", value: 3)
!18 = !DIEnumerator(name: "T_END", value: 4)
!19 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !2, line: 22, baseType: !12, size: 32, elements: !20)
!20 = !{!21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38}
!21 = !DIEnumerator(name: "OP_PUSH", value: 0)
!22 = !DIEnumerator(name: "OP_LOAD", value: 1)
!23 = !DIEnumerator(name: "OP_STORE", value: 2)
!24 = !DIEnumerator(name: "OP_ADD", value: 3)
!25 = !DIEnumerator(name: "OP_SUB", value: 4)
!26 = !DIEnumerator(name: "OP_MUL", value: 5)
!27 = !DIEnumerator(name: "OP_DIV", value: 6)
!28 = !DIEnumerator(name: "OP_MOD", value: 7)
!29 = !DIEnumerator(name: "OP_LT", value: 8)
!30 = !DIEnumerator(name: "OP_LE", value: 9)
!31 = !DIEnumerator(name: "OP_GT", value: 10)
!32 = !DIEnumerator(name: "OP_GE", value: 11)
!33 = !DIEnumerator(name: "OP_EQ", value: 12)
!34 = !DIEnumerator(name: "OP_NE", value: 13)
!35 = !DIEnumerator(name: "OP_JZ", value: 14)
!36 = !DIEnumerator(name: "OP_JMP", value: 15)
!37 = !DIEnumerator(name: "OP_PRINT", value: 16)
!38 = !DIEnumerator(name: "OP_HALT", value: 17)
!39 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !40, line: 46, baseType: !12, size: 32, elements: !41)
!40 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!41 = !{!42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !52, !53}
!42 = !DIEnumerator(name: "_ISupper", value: 256)
!43 = !DIEnumerator(name: "_ISlower", value: 512)
!44 = !DIEnumerator(name: "_ISalpha", value: 1024)
!45 = !DIEnumerator(name: "_ISdigit", value: 2048)
!46 = !DIEnumerator(name: "_ISxdigit", value: 4096)
!47 = !DIEnumerator(name: "_ISspace", value: 8192)
!48 = !DIEnumerator(name: "_ISprint", value: 16384)
!49 = !DIEnumerator(name: "_ISgraph", value: 32768)
!50 = !DIEnumerator(name: "_ISblank", value: 1)
!51 = !DIEnumerator(name: "_IScntrl", value: 2)
!52 = !DIEnumerator(name: "_ISpunct", value: 4)
!53 = !DIEnumerator(name: "_ISalnum", value: 8)
!54 = !{!55, !56, !57}
!55 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!56 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!57 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!58 = !{!0, !59, !64, !69, !84, !7, !86, !88, !90, !95, !100, !105, !107, !112, !114, !116, !118, !120, !122, !124, !126, !137, !139, !141, !143, !145, !147, !149, !151, !153, !155, !160, !165, !170}
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 27)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 11)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(name: "toks", scope: !9, file: !2, line: 10, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !72, size: 524288, elements: !82)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "Tok", file: !2, line: 9, baseType: !73)
!73 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 9, size: 256, elements: !74)
!74 = !{!75, !76, !78}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "type", scope: !73, file: !2, line: 9, baseType: !55, size: 32)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !73, file: !2, line: 9, baseType: !77, size: 64, offset: 64)
!77 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "text", scope: !73, file: !2, line: 9, baseType: !79, size: 128, offset: 128)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 16)
!82 = !{!83}
!83 = !DISubrange(count: 2048)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(name: "ntok", scope: !9, file: !2, line: 10, type: !55, isLocal: true, isDefinition: true)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(name: "pc", scope: !9, file: !2, line: 23, type: !55, isLocal: true, isDefinition: true)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(name: "nvars", scope: !9, file: !2, line: 23, type: !55, isLocal: true, isDefinition: true)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !92, isLocal: true, isDefinition: true)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !93)
!93 = !{!94}
!94 = !DISubrange(count: 6)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !97, isLocal: true, isDefinition: true)
!97 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !98)
!98 = !{!99}
!99 = !DISubrange(count: 3)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !102, isLocal: true, isDefinition: true)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !103)
!103 = !{!104}
!104 = !DISubrange(count: 5)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !92, isLocal: true, isDefinition: true)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !109, isLocal: true, isDefinition: true)
!109 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !110)
!110 = !{!111}
!111 = !DISubrange(count: 2)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !109, isLocal: true, isDefinition: true)
!114 = !DIGlobalVariableExpression(var: !115, expr: !DIExpression())
!115 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !109, isLocal: true, isDefinition: true)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !97, isLocal: true, isDefinition: true)
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression())
!119 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !109, isLocal: true, isDefinition: true)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !97, isLocal: true, isDefinition: true)
!122 = !DIGlobalVariableExpression(var: !123, expr: !DIExpression())
!123 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !97, isLocal: true, isDefinition: true)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !97, isLocal: true, isDefinition: true)
!126 = !DIGlobalVariableExpression(var: !127, expr: !DIExpression())
!127 = distinct !DIGlobalVariable(name: "rel", scope: !128, file: !2, line: 39, type: !134, isLocal: true, isDefinition: true)
!128 = distinct !DISubprogram(name: "expr", scope: !2, file: !2, line: 37, type: !129, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !131)
!129 = !DISubroutineType(types: !130)
!130 = !{null}
!131 = !{!132}
!132 = !DILocalVariable(name: "i", scope: !133, file: !2, line: 40, type: !55)
!133 = distinct !DILexicalBlock(scope: !128, file: !2, line: 40, column: 5)
!134 = !DICompositeType(tag: DW_TAG_array_type, baseType: !135, size: 384, elements: !93)
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 64)
!136 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!137 = !DIGlobalVariableExpression(var: !138, expr: !DIExpression())
!138 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !109, isLocal: true, isDefinition: true)
!139 = !DIGlobalVariableExpression(var: !140, expr: !DIExpression())
!140 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !109, isLocal: true, isDefinition: true)
!141 = !DIGlobalVariableExpression(var: !142, expr: !DIExpression())
!142 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !109, isLocal: true, isDefinition: true)
!143 = !DIGlobalVariableExpression(var: !144, expr: !DIExpression())
!144 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !109, isLocal: true, isDefinition: true)
!145 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression())
!146 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !109, isLocal: true, isDefinition: true)
!147 = !DIGlobalVariableExpression(var: !148, expr: !DIExpression())
!148 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !109, isLocal: true, isDefinition: true)
!149 = !DIGlobalVariableExpression(var: !150, expr: !DIExpression())
!150 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !109, isLocal: true, isDefinition: true)
!151 = !DIGlobalVariableExpression(var: !152, expr: !DIExpression())
!152 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !109, isLocal: true, isDefinition: true)
!153 = !DIGlobalVariableExpression(var: !154, expr: !DIExpression())
!154 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !109, isLocal: true, isDefinition: true)
!155 = !DIGlobalVariableExpression(var: !156, expr: !DIExpression())
!156 = distinct !DIGlobalVariable(name: "code", scope: !9, file: !2, line: 23, type: !157, isLocal: true, isDefinition: true)
!157 = !DICompositeType(tag: DW_TAG_array_type, baseType: !77, size: 524288, elements: !158)
!158 = !{!159}
!159 = !DISubrange(count: 8192)
!160 = !DIGlobalVariableExpression(var: !161, expr: !DIExpression())
!161 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !162, isLocal: true, isDefinition: true)
!162 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !163)
!163 = !{!164}
!164 = !DISubrange(count: 38)
!165 = !DIGlobalVariableExpression(var: !166, expr: !DIExpression())
!166 = distinct !DIGlobalVariable(name: "vars", scope: !9, file: !2, line: 23, type: !167, isLocal: true, isDefinition: true)
!167 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8192, elements: !168)
!168 = !{!169, !81}
!169 = !DISubrange(count: 64)
!170 = !DIGlobalVariableExpression(var: !171, expr: !DIExpression())
!171 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !102, isLocal: true, isDefinition: true)
!172 = !{i32 7, !"Dwarf Version", i32 5}
!173 = !{i32 2, !"Debug Info Version", i32 3}
!174 = !{i32 1, !"wchar_size", i32 4}
!175 = !{i32 8, !"PIC Level", i32 2}
!176 = !{i32 7, !"PIE Level", i32 2}
!177 = !{i32 7, !"uwtable", i32 2}
!178 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!179 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!180 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 69, type: !181, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !183)
!181 = !DISubroutineType(types: !182)
!182 = !{!55}
!183 = !{!184, !185}
!184 = !DILocalVariable(name: "src", scope: !180, file: !2, line: 70, type: !135)
!185 = !DILocalVariable(name: "steps", scope: !180, file: !2, line: 79, type: !77)
!186 = distinct !DIAssignID()
!187 = !DILocalVariable(name: "stack", scope: !188, file: !2, line: 52, type: !209)
!188 = distinct !DISubprogram(name: "run", scope: !2, file: !2, line: 51, type: !189, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !191)
!189 = !DISubroutineType(types: !190)
!190 = !{!77}
!191 = !{!187, !192, !195, !196, !197, !198, !202, !205, !207, !208}
!192 = !DILocalVariable(name: "mem", scope: !188, file: !2, line: 52, type: !193)
!193 = !DICompositeType(tag: DW_TAG_array_type, baseType: !77, size: 4096, elements: !194)
!194 = !{!169}
!195 = !DILocalVariable(name: "sp", scope: !188, file: !2, line: 52, type: !55)
!196 = !DILocalVariable(name: "ip", scope: !188, file: !2, line: 52, type: !55)
!197 = !DILocalVariable(name: "steps", scope: !188, file: !2, line: 52, type: !77)
!198 = !DILocalVariable(name: "op", scope: !199, file: !2, line: 54, type: !77)
!199 = distinct !DILexicalBlock(scope: !200, file: !2, line: 53, column: 14)
!200 = distinct !DILexicalBlock(scope: !201, file: !2, line: 53, column: 5)
!201 = distinct !DILexicalBlock(scope: !188, file: !2, line: 53, column: 5)
!202 = !DILocalVariable(name: "t", scope: !203, file: !2, line: 59, type: !77)
!203 = distinct !DILexicalBlock(scope: !204, file: !2, line: 59, column: 21)
!204 = distinct !DILexicalBlock(scope: !199, file: !2, line: 55, column: 21)
!205 = !DILocalVariable(name: "b", scope: !206, file: !2, line: 63, type: !77)
!206 = distinct !DILexicalBlock(scope: !204, file: !2, line: 63, column: 18)
!207 = !DILocalVariable(name: "a", scope: !206, file: !2, line: 63, type: !77)
!208 = !DILocalVariable(name: "r", scope: !206, file: !2, line: 63, type: !77)
!209 = !DICompositeType(tag: DW_TAG_array_type, baseType: !77, size: 16384, elements: !210)
!210 = !{!211}
!211 = !DISubrange(count: 256)
!212 = !DILocation(line: 0, scope: !188, inlinedAt: !213)
!213 = distinct !DILocation(line: 79, column: 18, scope: !180)
!214 = distinct !DIAssignID()
!215 = !DILocation(line: 0, scope: !180)
!216 = !DILocalVariable(name: "s", arg: 1, scope: !217, file: !2, line: 11, type: !135)
!217 = distinct !DISubprogram(name: "lex", scope: !2, file: !2, line: 11, type: !218, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !220)
!218 = !DISubroutineType(types: !219)
!219 = !{null, !135}
!220 = !{!216, !221, !224}
!221 = !DILocalVariable(name: "t", scope: !222, file: !2, line: 15, type: !223)
!222 = distinct !DILexicalBlock(scope: !217, file: !2, line: 13, column: 16)
!223 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!224 = !DILocalVariable(name: "n", scope: !225, file: !2, line: 17, type: !55)
!225 = distinct !DILexicalBlock(scope: !226, file: !2, line: 17, column: 46)
!226 = distinct !DILexicalBlock(scope: !227, file: !2, line: 17, column: 18)
!227 = distinct !DILexicalBlock(scope: !222, file: !2, line: 16, column: 13)
!228 = !DILocation(line: 0, scope: !217, inlinedAt: !229)
!229 = distinct !DILocation(line: 77, column: 5, scope: !180)
!230 = !DILocation(line: 12, column: 10, scope: !217, inlinedAt: !229)
!231 = !{!232, !232, i64 0}
!232 = !{!"int", !233, i64 0}
!233 = !{!"omnipotent char", !234, i64 0}
!234 = !{!"Simple C/C++ TBAA"}
!235 = !DILocation(line: 13, column: 5, scope: !217, inlinedAt: !229)
!236 = !DILocation(line: 14, column: 13, scope: !237, inlinedAt: !229)
!237 = distinct !DILexicalBlock(scope: !222, file: !2, line: 14, column: 13)
!238 = !{!239, !239, i64 0}
!239 = !{!"any pointer", !233, i64 0}
!240 = !{!241, !241, i64 0}
!241 = !{!"short", !233, i64 0}
!242 = !DILocation(line: 14, column: 13, scope: !222, inlinedAt: !229)
!243 = !DILocation(line: 14, column: 44, scope: !244, inlinedAt: !229)
!244 = distinct !DILexicalBlock(scope: !237, file: !2, line: 14, column: 41)
!245 = !DILocation(line: 14, column: 48, scope: !244, inlinedAt: !229)
!246 = !DILocation(line: 13, column: 12, scope: !217, inlinedAt: !229)
!247 = !{!233, !233, i64 0}
!248 = distinct !{!248, !235, !249, !250}
!249 = !DILocation(line: 19, column: 5, scope: !217, inlinedAt: !229)
!250 = !{!"llvm.loop.mustprogress"}
!251 = !DILocation(line: 15, column: 28, scope: !222, inlinedAt: !229)
!252 = !DILocation(line: 15, column: 19, scope: !222, inlinedAt: !229)
!253 = !DILocation(line: 0, scope: !222, inlinedAt: !229)
!254 = !DILocation(line: 15, column: 33, scope: !222, inlinedAt: !229)
!255 = !DILocation(line: 16, column: 13, scope: !227, inlinedAt: !229)
!256 = !DILocation(line: 16, column: 13, scope: !222, inlinedAt: !229)
!257 = !DILocation(line: 16, column: 67, scope: !258, inlinedAt: !229)
!258 = distinct !DILexicalBlock(scope: !227, file: !2, line: 16, column: 41)
!259 = !DILocation(line: 16, column: 60, scope: !258, inlinedAt: !229)
!260 = !DILocation(line: 16, column: 107, scope: !258, inlinedAt: !229)
!261 = !DILocation(line: 16, column: 111, scope: !258, inlinedAt: !229)
!262 = !DILocation(line: 16, column: 121, scope: !258, inlinedAt: !229)
!263 = !DILocation(line: 16, column: 119, scope: !258, inlinedAt: !229)
!264 = !DILocation(line: 16, column: 124, scope: !258, inlinedAt: !229)
!265 = !DILocation(line: 16, column: 116, scope: !258, inlinedAt: !229)
!266 = !DILocation(line: 16, column: 102, scope: !258, inlinedAt: !229)
!267 = !{!268, !269, i64 8}
!268 = !{!"", !232, i64 0, !269, i64 8, !233, i64 16}
!269 = !{!"long", !233, i64 0}
!270 = distinct !{!270, !259, !271, !250}
!271 = !DILocation(line: 16, column: 129, scope: !258, inlinedAt: !229)
!272 = !DILocation(line: 17, column: 18, scope: !226, inlinedAt: !229)
!273 = !DILocation(line: 17, column: 18, scope: !227, inlinedAt: !229)
!274 = !DILocation(line: 0, scope: !225, inlinedAt: !229)
!275 = !DILocation(line: 17, column: 66, scope: !225, inlinedAt: !229)
!276 = !DILocation(line: 17, column: 59, scope: !225, inlinedAt: !229)
!277 = !DILocation(line: 17, column: 121, scope: !225, inlinedAt: !229)
!278 = !DILocation(line: 17, column: 113, scope: !225, inlinedAt: !229)
!279 = !DILocation(line: 17, column: 104, scope: !225, inlinedAt: !229)
!280 = !DILocation(line: 17, column: 117, scope: !225, inlinedAt: !229)
!281 = !DILocation(line: 17, column: 93, scope: !225, inlinedAt: !229)
!282 = distinct !{!282, !276, !277, !250}
!283 = !DILocation(line: 17, column: 147, scope: !225, inlinedAt: !229)
!284 = !DILocation(line: 17, column: 137, scope: !225, inlinedAt: !229)
!285 = !DILocation(line: 17, column: 162, scope: !225, inlinedAt: !229)
!286 = !DILocation(line: 17, column: 166, scope: !225, inlinedAt: !229)
!287 = !DILocation(line: 17, column: 188, scope: !225, inlinedAt: !229)
!288 = !DILocation(line: 17, column: 192, scope: !225, inlinedAt: !229)
!289 = !DILocation(line: 17, column: 216, scope: !225, inlinedAt: !229)
!290 = !DILocation(line: 17, column: 220, scope: !225, inlinedAt: !229)
!291 = !DILocation(line: 17, column: 219, scope: !225, inlinedAt: !229)
!292 = !DILocation(line: 17, column: 135, scope: !225, inlinedAt: !229)
!293 = !DILocation(line: 17, column: 133, scope: !225, inlinedAt: !229)
!294 = !{!268, !232, i64 0}
!295 = !DILocation(line: 17, column: 261, scope: !225, inlinedAt: !229)
!296 = !DILocation(line: 18, column: 24, scope: !297, inlinedAt: !229)
!297 = distinct !DILexicalBlock(scope: !226, file: !2, line: 18, column: 14)
!298 = !DILocation(line: 18, column: 47, scope: !297, inlinedAt: !229)
!299 = !DILocation(line: 18, column: 45, scope: !297, inlinedAt: !229)
!300 = !DILocation(line: 18, column: 35, scope: !297, inlinedAt: !229)
!301 = !DILocation(line: 18, column: 43, scope: !297, inlinedAt: !229)
!302 = !DILocation(line: 18, column: 74, scope: !303, inlinedAt: !229)
!303 = distinct !DILexicalBlock(scope: !297, file: !2, line: 18, column: 55)
!304 = !DILocation(line: 18, column: 141, scope: !303, inlinedAt: !229)
!305 = !DILocation(line: 18, column: 144, scope: !303, inlinedAt: !229)
!306 = !DILocation(line: 18, column: 55, scope: !297, inlinedAt: !229)
!307 = !DILocation(line: 18, column: 167, scope: !303, inlinedAt: !229)
!308 = !DILocation(line: 18, column: 152, scope: !303, inlinedAt: !229)
!309 = !DILocation(line: 18, column: 163, scope: !303, inlinedAt: !229)
!310 = !DILocation(line: 20, column: 5, scope: !217, inlinedAt: !229)
!311 = !DILocation(line: 20, column: 21, scope: !217, inlinedAt: !229)
!312 = !DILocation(line: 77, column: 18, scope: !180)
!313 = !DILocation(line: 77, column: 26, scope: !180)
!314 = !DILocation(line: 77, column: 47, scope: !180)
!315 = !DILocation(line: 77, column: 52, scope: !180)
!316 = !DILocation(line: 77, column: 31, scope: !180)
!317 = !DILocation(line: 77, column: 62, scope: !180)
!318 = !DILocation(line: 77, column: 43, scope: !180)
!319 = !DILocation(line: 77, column: 38, scope: !180)
!320 = distinct !{!320, !316, !321, !250}
!321 = !DILocation(line: 77, column: 67, scope: !180)
!322 = !DILocation(line: 25, column: 35, scope: !323, inlinedAt: !328)
!323 = distinct !DISubprogram(name: "emit", scope: !2, file: !2, line: 25, type: !324, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !326)
!324 = !DISubroutineType(types: !325)
!325 = !{null, !77}
!326 = !{!327}
!327 = !DILocalVariable(name: "v", arg: 1, scope: !323, file: !2, line: 25, type: !77)
!328 = distinct !DILocation(line: 77, column: 70, scope: !180)
!329 = !DILocation(line: 78, column: 43, scope: !180)
!330 = !DILocation(line: 0, scope: !323, inlinedAt: !328)
!331 = !DILocation(line: 25, column: 28, scope: !323, inlinedAt: !328)
!332 = !DILocation(line: 25, column: 39, scope: !323, inlinedAt: !328)
!333 = !{!269, !269, i64 0}
!334 = !DILocation(line: 78, column: 53, scope: !180)
!335 = !DILocation(line: 78, column: 5, scope: !180)
!336 = !DILocation(line: 52, column: 5, scope: !188, inlinedAt: !213)
!337 = !DILocation(line: 52, column: 22, scope: !188, inlinedAt: !213)
!338 = distinct !DIAssignID()
!339 = !DILocation(line: 53, column: 5, scope: !188, inlinedAt: !213)
!340 = !DILocation(line: 54, column: 14, scope: !199, inlinedAt: !213)
!341 = !DILocation(line: 54, column: 35, scope: !199, inlinedAt: !213)
!342 = !DILocation(line: 54, column: 28, scope: !199, inlinedAt: !213)
!343 = !DILocation(line: 0, scope: !199, inlinedAt: !213)
!344 = !DILocation(line: 55, column: 9, scope: !199, inlinedAt: !213)
!345 = !DILocation(line: 56, column: 44, scope: !204, inlinedAt: !213)
!346 = !DILocation(line: 56, column: 37, scope: !204, inlinedAt: !213)
!347 = !DILocation(line: 56, column: 31, scope: !204, inlinedAt: !213)
!348 = !DILocation(line: 56, column: 23, scope: !204, inlinedAt: !213)
!349 = !DILocation(line: 56, column: 35, scope: !204, inlinedAt: !213)
!350 = !DILocation(line: 56, column: 49, scope: !204, inlinedAt: !213)
!351 = !DILocation(line: 57, column: 48, scope: !204, inlinedAt: !213)
!352 = !DILocation(line: 57, column: 41, scope: !204, inlinedAt: !213)
!353 = !DILocation(line: 57, column: 37, scope: !204, inlinedAt: !213)
!354 = !DILocation(line: 57, column: 31, scope: !204, inlinedAt: !213)
!355 = !DILocation(line: 57, column: 23, scope: !204, inlinedAt: !213)
!356 = !DILocation(line: 57, column: 35, scope: !204, inlinedAt: !213)
!357 = !DILocation(line: 57, column: 54, scope: !204, inlinedAt: !213)
!358 = !DILocation(line: 58, column: 48, scope: !204, inlinedAt: !213)
!359 = !DILocation(line: 58, column: 42, scope: !204, inlinedAt: !213)
!360 = !DILocation(line: 58, column: 35, scope: !204, inlinedAt: !213)
!361 = !DILocation(line: 58, column: 28, scope: !204, inlinedAt: !213)
!362 = !DILocation(line: 58, column: 24, scope: !204, inlinedAt: !213)
!363 = !DILocation(line: 58, column: 40, scope: !204, inlinedAt: !213)
!364 = !DILocation(line: 58, column: 55, scope: !204, inlinedAt: !213)
!365 = !DILocation(line: 59, column: 39, scope: !203, inlinedAt: !213)
!366 = !DILocation(line: 0, scope: !203, inlinedAt: !213)
!367 = !DILocation(line: 59, column: 55, scope: !368, inlinedAt: !213)
!368 = distinct !DILexicalBlock(scope: !203, file: !2, line: 59, column: 48)
!369 = !DILocation(line: 59, column: 49, scope: !368, inlinedAt: !213)
!370 = !DILocation(line: 59, column: 48, scope: !203, inlinedAt: !213)
!371 = !DILocation(line: 59, column: 32, scope: !203, inlinedAt: !213)
!372 = !DILocation(line: 59, column: 67, scope: !368, inlinedAt: !213)
!373 = !DILocation(line: 59, column: 62, scope: !368, inlinedAt: !213)
!374 = !DILocation(line: 60, column: 32, scope: !204, inlinedAt: !213)
!375 = !DILocation(line: 60, column: 27, scope: !204, inlinedAt: !213)
!376 = !DILocation(line: 60, column: 42, scope: !204, inlinedAt: !213)
!377 = !DILocation(line: 61, column: 46, scope: !204, inlinedAt: !213)
!378 = !DILocation(line: 61, column: 40, scope: !204, inlinedAt: !213)
!379 = !DILocation(line: 61, column: 24, scope: !204, inlinedAt: !213)
!380 = !DILocation(line: 61, column: 54, scope: !204, inlinedAt: !213)
!381 = !DILocation(line: 63, column: 35, scope: !206, inlinedAt: !213)
!382 = !DILocation(line: 63, column: 29, scope: !206, inlinedAt: !213)
!383 = !DILocation(line: 0, scope: !206, inlinedAt: !213)
!384 = !DILocation(line: 63, column: 52, scope: !206, inlinedAt: !213)
!385 = !DILocation(line: 63, column: 46, scope: !206, inlinedAt: !213)
!386 = !DILocation(line: 64, column: 13, scope: !206, inlinedAt: !213)
!387 = !DILocation(line: 64, column: 46, scope: !388, inlinedAt: !213)
!388 = distinct !DILexicalBlock(scope: !206, file: !2, line: 64, column: 25)
!389 = !DILocation(line: 64, column: 51, scope: !388, inlinedAt: !213)
!390 = !DILocation(line: 64, column: 77, scope: !388, inlinedAt: !213)
!391 = !DILocation(line: 64, column: 82, scope: !388, inlinedAt: !213)
!392 = !DILocation(line: 64, column: 108, scope: !388, inlinedAt: !213)
!393 = !DILocation(line: 64, column: 113, scope: !388, inlinedAt: !213)
!394 = !DILocation(line: 64, column: 137, scope: !388, inlinedAt: !213)
!395 = !DILocation(line: 64, column: 143, scope: !388, inlinedAt: !213)
!396 = !DILocation(line: 64, column: 176, scope: !388, inlinedAt: !213)
!397 = !DILocation(line: 64, column: 182, scope: !388, inlinedAt: !213)
!398 = !DILocation(line: 65, column: 31, scope: !388, inlinedAt: !213)
!399 = !DILocation(line: 65, column: 29, scope: !388, inlinedAt: !213)
!400 = !DILocation(line: 65, column: 36, scope: !388, inlinedAt: !213)
!401 = !DILocation(line: 65, column: 61, scope: !388, inlinedAt: !213)
!402 = !DILocation(line: 65, column: 59, scope: !388, inlinedAt: !213)
!403 = !DILocation(line: 65, column: 67, scope: !388, inlinedAt: !213)
!404 = !DILocation(line: 65, column: 92, scope: !388, inlinedAt: !213)
!405 = !DILocation(line: 65, column: 90, scope: !388, inlinedAt: !213)
!406 = !DILocation(line: 65, column: 97, scope: !388, inlinedAt: !213)
!407 = !DILocation(line: 65, column: 122, scope: !388, inlinedAt: !213)
!408 = !DILocation(line: 65, column: 120, scope: !388, inlinedAt: !213)
!409 = !DILocation(line: 65, column: 128, scope: !388, inlinedAt: !213)
!410 = !DILocation(line: 65, column: 153, scope: !388, inlinedAt: !213)
!411 = !DILocation(line: 65, column: 151, scope: !388, inlinedAt: !213)
!412 = !DILocation(line: 65, column: 159, scope: !388, inlinedAt: !213)
!413 = !DILocation(line: 65, column: 181, scope: !388, inlinedAt: !213)
!414 = !DILocation(line: 65, column: 179, scope: !388, inlinedAt: !213)
!415 = !DILocation(line: 65, column: 187, scope: !388, inlinedAt: !213)
!416 = !DILocation(line: 0, scope: !388, inlinedAt: !213)
!417 = !DILocation(line: 66, column: 25, scope: !206, inlinedAt: !213)
!418 = !DILocation(line: 66, column: 32, scope: !204, inlinedAt: !213)
!419 = distinct !{!419, !420, !421}
!420 = !DILocation(line: 53, column: 5, scope: !201, inlinedAt: !213)
!421 = !DILocation(line: 67, column: 5, scope: !201, inlinedAt: !213)
!422 = !DILocation(line: 68, column: 1, scope: !188, inlinedAt: !213)
!423 = !DILocation(line: 79, column: 25, scope: !180)
!424 = !DILocation(line: 80, column: 12, scope: !180)
!425 = !DILocation(line: 80, column: 5, scope: !180)
!426 = distinct !DISubprogram(name: "stmt", scope: !2, file: !2, line: 44, type: !129, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !427)
!427 = !{!428, !431, !432, !435, !438}
!428 = !DILocalVariable(name: "top", scope: !429, file: !2, line: 45, type: !55)
!429 = distinct !DILexicalBlock(scope: !430, file: !2, line: 45, column: 67)
!430 = distinct !DILexicalBlock(scope: !426, file: !2, line: 45, column: 9)
!431 = !DILocalVariable(name: "patch", scope: !429, file: !2, line: 45, type: !55)
!432 = !DILocalVariable(name: "patch", scope: !433, file: !2, line: 46, type: !55)
!433 = distinct !DILexicalBlock(scope: !434, file: !2, line: 46, column: 69)
!434 = distinct !DILexicalBlock(scope: !430, file: !2, line: 46, column: 14)
!435 = !DILocalVariable(name: "p2", scope: !436, file: !2, line: 47, type: !55)
!436 = distinct !DILexicalBlock(scope: !437, file: !2, line: 47, column: 70)
!437 = distinct !DILexicalBlock(scope: !433, file: !2, line: 47, column: 13)
!438 = !DILocalVariable(name: "v", scope: !439, file: !2, line: 49, type: !55)
!439 = distinct !DILexicalBlock(scope: !440, file: !2, line: 49, column: 10)
!440 = distinct !DILexicalBlock(scope: !434, file: !2, line: 48, column: 14)
!441 = !DILocation(line: 45, column: 14, scope: !430)
!442 = !DILocation(line: 45, column: 9, scope: !430)
!443 = !DILocation(line: 45, column: 18, scope: !430)
!444 = !DILocation(line: 45, column: 23, scope: !430)
!445 = !DILocation(line: 45, column: 31, scope: !430)
!446 = !DILocation(line: 45, column: 51, scope: !430)
!447 = !DILocation(line: 45, column: 35, scope: !430)
!448 = !DILocation(line: 45, column: 9, scope: !426)
!449 = !DILocation(line: 45, column: 71, scope: !429)
!450 = !DILocation(line: 45, column: 85, scope: !429)
!451 = !DILocation(line: 0, scope: !429)
!452 = !DILocation(line: 45, column: 89, scope: !429)
!453 = !DILocation(line: 0, scope: !323, inlinedAt: !454)
!454 = distinct !DILocation(line: 45, column: 97, scope: !429)
!455 = !DILocation(line: 25, column: 35, scope: !323, inlinedAt: !454)
!456 = !DILocation(line: 25, column: 28, scope: !323, inlinedAt: !454)
!457 = !DILocation(line: 25, column: 39, scope: !323, inlinedAt: !454)
!458 = !DILocation(line: 0, scope: !323, inlinedAt: !459)
!459 = distinct !DILocation(line: 45, column: 126, scope: !429)
!460 = !DILocation(line: 25, column: 35, scope: !323, inlinedAt: !459)
!461 = !DILocation(line: 25, column: 28, scope: !323, inlinedAt: !459)
!462 = !DILocation(line: 25, column: 39, scope: !323, inlinedAt: !459)
!463 = !DILocalVariable(name: "o", arg: 1, scope: !464, file: !2, line: 27, type: !135)
!464 = distinct !DISubprogram(name: "expect", scope: !2, file: !2, line: 27, type: !218, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !465)
!465 = !{!463}
!466 = !DILocation(line: 0, scope: !464, inlinedAt: !467)
!467 = distinct !DILocation(line: 43, column: 27, scope: !468, inlinedAt: !469)
!468 = distinct !DISubprogram(name: "block", scope: !2, file: !2, line: 43, type: !129, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9)
!469 = distinct !DILocation(line: 45, column: 135, scope: !429)
!470 = !DILocalVariable(name: "o", arg: 1, scope: !471, file: !2, line: 26, type: !135)
!471 = distinct !DISubprogram(name: "is_op", scope: !2, file: !2, line: 26, type: !472, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !474)
!472 = !DISubroutineType(types: !473)
!473 = !{!55, !135}
!474 = !{!470}
!475 = !DILocation(line: 0, scope: !471, inlinedAt: !476)
!476 = distinct !DILocation(line: 27, column: 42, scope: !477, inlinedAt: !467)
!477 = distinct !DILexicalBlock(scope: !464, file: !2, line: 27, column: 41)
!478 = !DILocation(line: 26, column: 47, scope: !471, inlinedAt: !476)
!479 = !DILocation(line: 26, column: 42, scope: !471, inlinedAt: !476)
!480 = !DILocation(line: 26, column: 51, scope: !471, inlinedAt: !476)
!481 = !DILocation(line: 26, column: 56, scope: !471, inlinedAt: !476)
!482 = !DILocation(line: 26, column: 64, scope: !471, inlinedAt: !476)
!483 = !DILocation(line: 26, column: 84, scope: !471, inlinedAt: !476)
!484 = !DILocation(line: 26, column: 67, scope: !471, inlinedAt: !476)
!485 = !DILocation(line: 27, column: 41, scope: !464, inlinedAt: !467)
!486 = !DILocation(line: 27, column: 54, scope: !487, inlinedAt: !467)
!487 = distinct !DILexicalBlock(scope: !477, file: !2, line: 27, column: 52)
!488 = !DILocation(line: 27, column: 111, scope: !487, inlinedAt: !467)
!489 = !DILocation(line: 27, column: 124, scope: !464, inlinedAt: !467)
!490 = !DILocation(line: 43, column: 40, scope: !468, inlinedAt: !469)
!491 = !DILocation(line: 26, column: 47, scope: !471, inlinedAt: !492)
!492 = distinct !DILocation(line: 43, column: 48, scope: !468, inlinedAt: !469)
!493 = !DILocation(line: 0, scope: !471, inlinedAt: !492)
!494 = !DILocation(line: 26, column: 42, scope: !471, inlinedAt: !492)
!495 = !DILocation(line: 26, column: 51, scope: !471, inlinedAt: !492)
!496 = !DILocation(line: 26, column: 56, scope: !471, inlinedAt: !492)
!497 = !DILocation(line: 26, column: 64, scope: !471, inlinedAt: !492)
!498 = !DILocation(line: 26, column: 84, scope: !471, inlinedAt: !492)
!499 = !DILocation(line: 26, column: 67, scope: !471, inlinedAt: !492)
!500 = !DILocation(line: 43, column: 60, scope: !468, inlinedAt: !469)
!501 = distinct !{!501, !490, !502, !250}
!502 = !DILocation(line: 43, column: 65, scope: !468, inlinedAt: !469)
!503 = !DILocation(line: 43, column: 70, scope: !468, inlinedAt: !469)
!504 = !DILocation(line: 0, scope: !323, inlinedAt: !505)
!505 = distinct !DILocation(line: 45, column: 144, scope: !429)
!506 = !DILocation(line: 25, column: 35, scope: !323, inlinedAt: !505)
!507 = !DILocation(line: 25, column: 28, scope: !323, inlinedAt: !505)
!508 = !DILocation(line: 25, column: 39, scope: !323, inlinedAt: !505)
!509 = !DILocation(line: 45, column: 163, scope: !429)
!510 = !DILocation(line: 0, scope: !323, inlinedAt: !511)
!511 = distinct !DILocation(line: 45, column: 158, scope: !429)
!512 = !DILocation(line: 25, column: 35, scope: !323, inlinedAt: !511)
!513 = !DILocation(line: 25, column: 28, scope: !323, inlinedAt: !511)
!514 = !DILocation(line: 25, column: 39, scope: !323, inlinedAt: !511)
!515 = !DILocation(line: 45, column: 183, scope: !429)
!516 = !DILocation(line: 45, column: 181, scope: !429)
!517 = !DILocation(line: 45, column: 187, scope: !429)
!518 = !DILocation(line: 46, column: 40, scope: !434)
!519 = !DILocation(line: 46, column: 14, scope: !430)
!520 = !DILocation(line: 46, column: 73, scope: !433)
!521 = !DILocation(line: 46, column: 77, scope: !433)
!522 = !DILocation(line: 0, scope: !323, inlinedAt: !523)
!523 = distinct !DILocation(line: 46, column: 85, scope: !433)
!524 = !DILocation(line: 25, column: 35, scope: !323, inlinedAt: !523)
!525 = !DILocation(line: 25, column: 28, scope: !323, inlinedAt: !523)
!526 = !DILocation(line: 25, column: 39, scope: !323, inlinedAt: !523)
!527 = !DILocation(line: 0, scope: !433)
!528 = !DILocation(line: 0, scope: !323, inlinedAt: !529)
!529 = distinct !DILocation(line: 46, column: 114, scope: !433)
!530 = !DILocation(line: 25, column: 35, scope: !323, inlinedAt: !529)
!531 = !DILocation(line: 25, column: 28, scope: !323, inlinedAt: !529)
!532 = !DILocation(line: 25, column: 39, scope: !323, inlinedAt: !529)
!533 = !DILocation(line: 0, scope: !464, inlinedAt: !534)
!534 = distinct !DILocation(line: 43, column: 27, scope: !468, inlinedAt: !535)
!535 = distinct !DILocation(line: 46, column: 123, scope: !433)
!536 = !DILocation(line: 0, scope: !471, inlinedAt: !537)
!537 = distinct !DILocation(line: 27, column: 42, scope: !477, inlinedAt: !534)
!538 = !DILocation(line: 26, column: 47, scope: !471, inlinedAt: !537)
!539 = !DILocation(line: 26, column: 42, scope: !471, inlinedAt: !537)
!540 = !DILocation(line: 26, column: 51, scope: !471, inlinedAt: !537)
!541 = !DILocation(line: 26, column: 56, scope: !471, inlinedAt: !537)
!542 = !DILocation(line: 26, column: 64, scope: !471, inlinedAt: !537)
!543 = !DILocation(line: 26, column: 84, scope: !471, inlinedAt: !537)
!544 = !DILocation(line: 26, column: 67, scope: !471, inlinedAt: !537)
!545 = !DILocation(line: 27, column: 41, scope: !464, inlinedAt: !534)
!546 = !DILocation(line: 27, column: 54, scope: !487, inlinedAt: !534)
!547 = !DILocation(line: 27, column: 111, scope: !487, inlinedAt: !534)
!548 = !DILocation(line: 27, column: 124, scope: !464, inlinedAt: !534)
!549 = !DILocation(line: 43, column: 40, scope: !468, inlinedAt: !535)
!550 = !DILocation(line: 26, column: 47, scope: !471, inlinedAt: !551)
!551 = distinct !DILocation(line: 43, column: 48, scope: !468, inlinedAt: !535)
!552 = !DILocation(line: 0, scope: !471, inlinedAt: !551)
!553 = !DILocation(line: 26, column: 42, scope: !471, inlinedAt: !551)
!554 = !DILocation(line: 26, column: 51, scope: !471, inlinedAt: !551)
!555 = !DILocation(line: 26, column: 56, scope: !471, inlinedAt: !551)
!556 = !DILocation(line: 26, column: 64, scope: !471, inlinedAt: !551)
!557 = !DILocation(line: 26, column: 84, scope: !471, inlinedAt: !551)
!558 = !DILocation(line: 26, column: 67, scope: !471, inlinedAt: !551)
!559 = !DILocation(line: 43, column: 60, scope: !468, inlinedAt: !535)
!560 = distinct !{!560, !549, !561, !250}
!561 = !DILocation(line: 43, column: 65, scope: !468, inlinedAt: !535)
!562 = !DILocation(line: 43, column: 70, scope: !468, inlinedAt: !535)
!563 = !DILocation(line: 47, column: 13, scope: !437)
!564 = !DILocation(line: 47, column: 22, scope: !437)
!565 = !DILocation(line: 47, column: 27, scope: !437)
!566 = !DILocation(line: 47, column: 35, scope: !437)
!567 = !DILocation(line: 47, column: 177, scope: !437)
!568 = !DILocation(line: 47, column: 55, scope: !437)
!569 = !DILocation(line: 47, column: 39, scope: !437)
!570 = !DILocation(line: 47, column: 13, scope: !433)
!571 = !DILocation(line: 47, column: 74, scope: !436)
!572 = !DILocation(line: 0, scope: !323, inlinedAt: !573)
!573 = distinct !DILocation(line: 47, column: 78, scope: !436)
!574 = !DILocation(line: 25, column: 35, scope: !323, inlinedAt: !573)
!575 = !DILocation(line: 25, column: 28, scope: !323, inlinedAt: !573)
!576 = !DILocation(line: 25, column: 39, scope: !323, inlinedAt: !573)
!577 = !DILocation(line: 0, scope: !436)
!578 = !DILocation(line: 0, scope: !323, inlinedAt: !579)
!579 = distinct !DILocation(line: 47, column: 105, scope: !436)
!580 = !DILocation(line: 25, column: 35, scope: !323, inlinedAt: !579)
!581 = !DILocation(line: 25, column: 28, scope: !323, inlinedAt: !579)
!582 = !DILocation(line: 25, column: 39, scope: !323, inlinedAt: !579)
!583 = !DILocation(line: 47, column: 128, scope: !436)
!584 = !DILocation(line: 47, column: 126, scope: !436)
!585 = !DILocation(line: 0, scope: !464, inlinedAt: !586)
!586 = distinct !DILocation(line: 43, column: 27, scope: !468, inlinedAt: !587)
!587 = distinct !DILocation(line: 47, column: 132, scope: !436)
!588 = !DILocation(line: 0, scope: !471, inlinedAt: !589)
!589 = distinct !DILocation(line: 27, column: 42, scope: !477, inlinedAt: !586)
!590 = !DILocation(line: 26, column: 42, scope: !471, inlinedAt: !589)
!591 = !DILocation(line: 26, column: 51, scope: !471, inlinedAt: !589)
!592 = !DILocation(line: 26, column: 56, scope: !471, inlinedAt: !589)
!593 = !DILocation(line: 26, column: 64, scope: !471, inlinedAt: !589)
!594 = !DILocation(line: 26, column: 84, scope: !471, inlinedAt: !589)
!595 = !DILocation(line: 26, column: 67, scope: !471, inlinedAt: !589)
!596 = !DILocation(line: 27, column: 41, scope: !464, inlinedAt: !586)
!597 = !DILocation(line: 27, column: 54, scope: !487, inlinedAt: !586)
!598 = !DILocation(line: 27, column: 111, scope: !487, inlinedAt: !586)
!599 = !DILocation(line: 27, column: 124, scope: !464, inlinedAt: !586)
!600 = !DILocation(line: 43, column: 40, scope: !468, inlinedAt: !587)
!601 = !DILocation(line: 26, column: 47, scope: !471, inlinedAt: !602)
!602 = distinct !DILocation(line: 43, column: 48, scope: !468, inlinedAt: !587)
!603 = !DILocation(line: 0, scope: !471, inlinedAt: !602)
!604 = !DILocation(line: 26, column: 42, scope: !471, inlinedAt: !602)
!605 = !DILocation(line: 26, column: 51, scope: !471, inlinedAt: !602)
!606 = !DILocation(line: 26, column: 56, scope: !471, inlinedAt: !602)
!607 = !DILocation(line: 26, column: 64, scope: !471, inlinedAt: !602)
!608 = !DILocation(line: 26, column: 84, scope: !471, inlinedAt: !602)
!609 = !DILocation(line: 26, column: 67, scope: !471, inlinedAt: !602)
!610 = !DILocation(line: 43, column: 60, scope: !468, inlinedAt: !587)
!611 = distinct !{!611, !600, !612, !250}
!612 = !DILocation(line: 43, column: 65, scope: !468, inlinedAt: !587)
!613 = !DILocation(line: 43, column: 70, scope: !468, inlinedAt: !587)
!614 = !DILocation(line: 47, column: 152, scope: !436)
!615 = !DILocation(line: 47, column: 150, scope: !436)
!616 = !DILocation(line: 47, column: 156, scope: !436)
!617 = !DILocation(line: 47, column: 175, scope: !437)
!618 = !DILocation(line: 48, column: 40, scope: !440)
!619 = !DILocation(line: 48, column: 14, scope: !434)
!620 = !DILocation(line: 48, column: 76, scope: !621)
!621 = distinct !DILexicalBlock(scope: !440, file: !2, line: 48, column: 72)
!622 = !DILocation(line: 48, column: 80, scope: !621)
!623 = !DILocation(line: 0, scope: !323, inlinedAt: !624)
!624 = distinct !DILocation(line: 48, column: 88, scope: !621)
!625 = !DILocation(line: 25, column: 35, scope: !323, inlinedAt: !624)
!626 = !DILocation(line: 25, column: 28, scope: !323, inlinedAt: !624)
!627 = !DILocation(line: 25, column: 39, scope: !323, inlinedAt: !624)
!628 = !DILocation(line: 0, scope: !464, inlinedAt: !629)
!629 = distinct !DILocation(line: 48, column: 104, scope: !621)
!630 = !DILocation(line: 0, scope: !471, inlinedAt: !631)
!631 = distinct !DILocation(line: 27, column: 42, scope: !477, inlinedAt: !629)
!632 = !DILocation(line: 26, column: 47, scope: !471, inlinedAt: !631)
!633 = !DILocation(line: 26, column: 42, scope: !471, inlinedAt: !631)
!634 = !DILocation(line: 26, column: 51, scope: !471, inlinedAt: !631)
!635 = !DILocation(line: 26, column: 56, scope: !471, inlinedAt: !631)
!636 = !DILocation(line: 26, column: 64, scope: !471, inlinedAt: !631)
!637 = !DILocation(line: 26, column: 84, scope: !471, inlinedAt: !631)
!638 = !DILocation(line: 26, column: 67, scope: !471, inlinedAt: !631)
!639 = !DILocation(line: 27, column: 41, scope: !464, inlinedAt: !629)
!640 = !DILocation(line: 27, column: 54, scope: !487, inlinedAt: !629)
!641 = !DILocation(line: 27, column: 111, scope: !487, inlinedAt: !629)
!642 = !DILocation(line: 27, column: 124, scope: !464, inlinedAt: !629)
!643 = !DILocation(line: 48, column: 117, scope: !621)
!644 = !DILocation(line: 49, column: 31, scope: !439)
!645 = !DILocation(line: 49, column: 35, scope: !439)
!646 = !DILocalVariable(name: "n", arg: 1, scope: !647, file: !2, line: 24, type: !135)
!647 = distinct !DISubprogram(name: "var", scope: !2, file: !2, line: 24, type: !472, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !648)
!648 = !{!646, !649}
!649 = !DILocalVariable(name: "i", scope: !650, file: !2, line: 24, type: !55)
!650 = distinct !DILexicalBlock(scope: !647, file: !2, line: 24, column: 33)
!651 = !DILocation(line: 0, scope: !647, inlinedAt: !652)
!652 = distinct !DILocation(line: 49, column: 20, scope: !439)
!653 = !DILocation(line: 0, scope: !650, inlinedAt: !652)
!654 = !DILocation(line: 24, column: 51, scope: !655, inlinedAt: !652)
!655 = distinct !DILexicalBlock(scope: !650, file: !2, line: 24, column: 33)
!656 = !DILocation(line: 24, column: 33, scope: !650, inlinedAt: !652)
!657 = !DILocation(line: 24, column: 77, scope: !658, inlinedAt: !652)
!658 = distinct !DILexicalBlock(scope: !655, file: !2, line: 24, column: 69)
!659 = !DILocation(line: 24, column: 70, scope: !658, inlinedAt: !652)
!660 = !DILocation(line: 24, column: 69, scope: !655, inlinedAt: !652)
!661 = !DILocation(line: 24, column: 61, scope: !655, inlinedAt: !652)
!662 = distinct !{!662, !656, !663, !250}
!663 = !DILocation(line: 24, column: 97, scope: !650, inlinedAt: !652)
!664 = !DILocation(line: 24, column: 107, scope: !647, inlinedAt: !652)
!665 = !DILocation(line: 24, column: 100, scope: !647, inlinedAt: !652)
!666 = !DILocation(line: 24, column: 136, scope: !647, inlinedAt: !652)
!667 = !DILocation(line: 24, column: 124, scope: !647, inlinedAt: !652)
!668 = !DILocation(line: 24, column: 140, scope: !647, inlinedAt: !652)
!669 = !DILocation(line: 24, scope: !647, inlinedAt: !652)
!670 = !DILocation(line: 0, scope: !439)
!671 = !DILocation(line: 0, scope: !464, inlinedAt: !672)
!672 = distinct !DILocation(line: 49, column: 42, scope: !439)
!673 = !DILocation(line: 0, scope: !471, inlinedAt: !674)
!674 = distinct !DILocation(line: 27, column: 42, scope: !477, inlinedAt: !672)
!675 = !DILocation(line: 26, column: 42, scope: !471, inlinedAt: !674)
!676 = !DILocation(line: 26, column: 51, scope: !471, inlinedAt: !674)
!677 = !DILocation(line: 26, column: 56, scope: !471, inlinedAt: !674)
!678 = !DILocation(line: 26, column: 64, scope: !471, inlinedAt: !674)
!679 = !DILocation(line: 26, column: 84, scope: !471, inlinedAt: !674)
!680 = !DILocation(line: 26, column: 67, scope: !471, inlinedAt: !674)
!681 = !DILocation(line: 27, column: 41, scope: !464, inlinedAt: !672)
!682 = !DILocation(line: 27, column: 54, scope: !487, inlinedAt: !672)
!683 = !DILocation(line: 27, column: 111, scope: !487, inlinedAt: !672)
!684 = !DILocation(line: 27, column: 124, scope: !464, inlinedAt: !672)
!685 = !DILocation(line: 49, column: 55, scope: !439)
!686 = !DILocation(line: 0, scope: !323, inlinedAt: !687)
!687 = distinct !DILocation(line: 49, column: 63, scope: !439)
!688 = !DILocation(line: 25, column: 35, scope: !323, inlinedAt: !687)
!689 = !DILocation(line: 25, column: 28, scope: !323, inlinedAt: !687)
!690 = !DILocation(line: 25, column: 39, scope: !323, inlinedAt: !687)
!691 = !DILocation(line: 49, column: 84, scope: !439)
!692 = !DILocation(line: 0, scope: !323, inlinedAt: !693)
!693 = distinct !DILocation(line: 49, column: 79, scope: !439)
!694 = !DILocation(line: 25, column: 35, scope: !323, inlinedAt: !693)
!695 = !DILocation(line: 25, column: 28, scope: !323, inlinedAt: !693)
!696 = !DILocation(line: 25, column: 39, scope: !323, inlinedAt: !693)
!697 = !DILocation(line: 0, scope: !464, inlinedAt: !698)
!698 = distinct !DILocation(line: 49, column: 88, scope: !439)
!699 = !DILocation(line: 0, scope: !471, inlinedAt: !700)
!700 = distinct !DILocation(line: 27, column: 42, scope: !477, inlinedAt: !698)
!701 = !DILocation(line: 26, column: 47, scope: !471, inlinedAt: !700)
!702 = !DILocation(line: 26, column: 42, scope: !471, inlinedAt: !700)
!703 = !DILocation(line: 26, column: 51, scope: !471, inlinedAt: !700)
!704 = !DILocation(line: 26, column: 56, scope: !471, inlinedAt: !700)
!705 = !DILocation(line: 26, column: 64, scope: !471, inlinedAt: !700)
!706 = !DILocation(line: 26, column: 84, scope: !471, inlinedAt: !700)
!707 = !DILocation(line: 26, column: 67, scope: !471, inlinedAt: !700)
!708 = !DILocation(line: 27, column: 41, scope: !464, inlinedAt: !698)
!709 = !DILocation(line: 27, column: 54, scope: !487, inlinedAt: !698)
!710 = !DILocation(line: 27, column: 111, scope: !487, inlinedAt: !698)
!711 = !DILocation(line: 27, column: 124, scope: !464, inlinedAt: !698)
!712 = !DILocation(line: 50, column: 1, scope: !426)
!713 = !DISubprogram(name: "printf", scope: !714, file: !714, line: 356, type: !715, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!714 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!715 = !DISubroutineType(types: !716)
!716 = !{!55, !717, null}
!717 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !135)
!718 = !DISubprogram(name: "__ctype_b_loc", scope: !40, file: !40, line: 79, type: !719, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!719 = !DISubroutineType(types: !720)
!720 = !{!721}
!721 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !722, size: 64)
!722 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !723, size: 64)
!723 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !57)
!724 = !DISubprogram(name: "strcmp", scope: !725, file: !725, line: 156, type: !726, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!725 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!726 = !DISubroutineType(types: !727)
!727 = !{!55, !135, !135}
!728 = !DILocation(line: 38, column: 5, scope: !128)
!729 = !DILocation(line: 0, scope: !133)
!730 = !DILocation(line: 0, scope: !471, inlinedAt: !731)
!731 = distinct !DILocation(line: 40, column: 37, scope: !732)
!732 = distinct !DILexicalBlock(scope: !733, file: !2, line: 40, column: 37)
!733 = distinct !DILexicalBlock(scope: !133, file: !2, line: 40, column: 5)
!734 = !DILocation(line: 26, column: 64, scope: !471, inlinedAt: !731)
!735 = !DILocation(line: 26, column: 68, scope: !471, inlinedAt: !731)
!736 = !DILocation(line: 26, column: 67, scope: !471, inlinedAt: !731)
!737 = !DILocation(line: 40, column: 37, scope: !733)
!738 = !DILocation(line: 40, column: 56, scope: !739)
!739 = distinct !DILexicalBlock(scope: !732, file: !2, line: 40, column: 52)
!740 = !DILocation(line: 40, column: 60, scope: !739)
!741 = !DILocation(line: 0, scope: !323, inlinedAt: !742)
!742 = distinct !DILocation(line: 40, column: 71, scope: !739)
!743 = !DILocation(line: 25, column: 35, scope: !323, inlinedAt: !742)
!744 = !DILocation(line: 25, column: 28, scope: !323, inlinedAt: !742)
!745 = !DILocation(line: 25, column: 39, scope: !323, inlinedAt: !742)
!746 = !DILocation(line: 40, column: 88, scope: !739)
!747 = !DILocation(line: 41, column: 1, scope: !128)
!748 = distinct !DISubprogram(name: "addexpr", scope: !2, file: !2, line: 36, type: !129, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9)
!749 = !DILocation(line: 35, column: 29, scope: !750, inlinedAt: !751)
!750 = distinct !DISubprogram(name: "mulexpr", scope: !2, file: !2, line: 35, type: !129, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9)
!751 = distinct !DILocation(line: 36, column: 29, scope: !748)
!752 = !DILocation(line: 0, scope: !471, inlinedAt: !753)
!753 = distinct !DILocation(line: 35, column: 55, scope: !754, inlinedAt: !751)
!754 = distinct !DILexicalBlock(scope: !755, file: !2, line: 35, column: 55)
!755 = distinct !DILexicalBlock(scope: !756, file: !2, line: 35, column: 49)
!756 = distinct !DILexicalBlock(scope: !757, file: !2, line: 35, column: 40)
!757 = distinct !DILexicalBlock(scope: !750, file: !2, line: 35, column: 40)
!758 = !DILocation(line: 26, column: 47, scope: !471, inlinedAt: !753)
!759 = !DILocation(line: 26, column: 42, scope: !471, inlinedAt: !753)
!760 = !DILocation(line: 26, column: 51, scope: !471, inlinedAt: !753)
!761 = !DILocation(line: 26, column: 56, scope: !471, inlinedAt: !753)
!762 = !DILocation(line: 26, column: 64, scope: !471, inlinedAt: !753)
!763 = !DILocation(line: 26, column: 84, scope: !471, inlinedAt: !753)
!764 = !DILocation(line: 26, column: 67, scope: !471, inlinedAt: !753)
!765 = !DILocation(line: 35, column: 55, scope: !755, inlinedAt: !751)
!766 = !DILocation(line: 0, scope: !471, inlinedAt: !767)
!767 = distinct !DILocation(line: 35, column: 111, scope: !768, inlinedAt: !751)
!768 = distinct !DILexicalBlock(scope: !754, file: !2, line: 35, column: 111)
!769 = !DILocation(line: 26, column: 67, scope: !471, inlinedAt: !767)
!770 = !DILocation(line: 35, column: 111, scope: !754, inlinedAt: !751)
!771 = !DILocation(line: 0, scope: !471, inlinedAt: !772)
!772 = distinct !DILocation(line: 35, column: 167, scope: !773, inlinedAt: !751)
!773 = distinct !DILexicalBlock(scope: !768, file: !2, line: 35, column: 167)
!774 = !DILocation(line: 26, column: 67, scope: !471, inlinedAt: !772)
!775 = !DILocation(line: 35, column: 167, scope: !768, inlinedAt: !751)
!776 = !DILocation(line: 35, scope: !754, inlinedAt: !751)
!777 = !DILocation(line: 25, column: 35, scope: !323, inlinedAt: !778)
!778 = distinct !DILocation(line: 35, scope: !754, inlinedAt: !751)
!779 = !DILocation(line: 25, column: 28, scope: !323, inlinedAt: !778)
!780 = !DILocation(line: 25, column: 39, scope: !323, inlinedAt: !778)
!781 = distinct !{!781, !782, !783}
!782 = !DILocation(line: 35, column: 40, scope: !757, inlinedAt: !751)
!783 = !DILocation(line: 35, column: 226, scope: !757, inlinedAt: !751)
!784 = !DILocation(line: 26, column: 42, scope: !471, inlinedAt: !785)
!785 = distinct !DILocation(line: 36, column: 55, scope: !786)
!786 = distinct !DILexicalBlock(scope: !787, file: !2, line: 36, column: 55)
!787 = distinct !DILexicalBlock(scope: !788, file: !2, line: 36, column: 49)
!788 = distinct !DILexicalBlock(scope: !789, file: !2, line: 36, column: 40)
!789 = distinct !DILexicalBlock(scope: !748, file: !2, line: 36, column: 40)
!790 = !DILocation(line: 26, column: 84, scope: !471, inlinedAt: !785)
!791 = !DILocation(line: 26, column: 67, scope: !471, inlinedAt: !785)
!792 = !DILocation(line: 36, column: 55, scope: !787)
!793 = !DILocation(line: 0, scope: !471, inlinedAt: !794)
!794 = distinct !DILocation(line: 36, column: 111, scope: !795)
!795 = distinct !DILexicalBlock(scope: !786, file: !2, line: 36, column: 111)
!796 = !DILocation(line: 26, column: 67, scope: !471, inlinedAt: !794)
!797 = !DILocation(line: 36, column: 111, scope: !786)
!798 = !DILocation(line: 36, scope: !786)
!799 = !DILocation(line: 35, column: 29, scope: !750, inlinedAt: !800)
!800 = distinct !DILocation(line: 36, scope: !786)
!801 = !DILocation(line: 0, scope: !471, inlinedAt: !802)
!802 = distinct !DILocation(line: 35, column: 55, scope: !754, inlinedAt: !800)
!803 = !DILocation(line: 26, column: 47, scope: !471, inlinedAt: !802)
!804 = !DILocation(line: 26, column: 42, scope: !471, inlinedAt: !802)
!805 = !DILocation(line: 26, column: 51, scope: !471, inlinedAt: !802)
!806 = !DILocation(line: 26, column: 56, scope: !471, inlinedAt: !802)
!807 = !DILocation(line: 26, column: 64, scope: !471, inlinedAt: !802)
!808 = !DILocation(line: 26, column: 84, scope: !471, inlinedAt: !802)
!809 = !DILocation(line: 26, column: 67, scope: !471, inlinedAt: !802)
!810 = !DILocation(line: 35, column: 55, scope: !755, inlinedAt: !800)
!811 = !DILocation(line: 0, scope: !471, inlinedAt: !812)
!812 = distinct !DILocation(line: 35, column: 111, scope: !768, inlinedAt: !800)
!813 = !DILocation(line: 26, column: 67, scope: !471, inlinedAt: !812)
!814 = !DILocation(line: 35, column: 111, scope: !754, inlinedAt: !800)
!815 = !DILocation(line: 0, scope: !471, inlinedAt: !816)
!816 = distinct !DILocation(line: 35, column: 167, scope: !773, inlinedAt: !800)
!817 = !DILocation(line: 26, column: 67, scope: !471, inlinedAt: !816)
!818 = !DILocation(line: 35, column: 167, scope: !768, inlinedAt: !800)
!819 = !DILocation(line: 35, scope: !754, inlinedAt: !800)
!820 = !DILocation(line: 25, column: 35, scope: !323, inlinedAt: !821)
!821 = distinct !DILocation(line: 35, scope: !754, inlinedAt: !800)
!822 = !DILocation(line: 25, column: 28, scope: !323, inlinedAt: !821)
!823 = !DILocation(line: 25, column: 39, scope: !323, inlinedAt: !821)
!824 = distinct !{!824, !825, !826}
!825 = !DILocation(line: 35, column: 40, scope: !757, inlinedAt: !800)
!826 = !DILocation(line: 35, column: 226, scope: !757, inlinedAt: !800)
!827 = !DILocation(line: 25, column: 35, scope: !323, inlinedAt: !798)
!828 = !DILocation(line: 25, column: 28, scope: !323, inlinedAt: !798)
!829 = !DILocation(line: 25, column: 39, scope: !323, inlinedAt: !798)
!830 = !DILocation(line: 0, scope: !471, inlinedAt: !785)
!831 = !DILocation(line: 26, column: 64, scope: !471, inlinedAt: !785)
!832 = distinct !{!832, !833, !834}
!833 = !DILocation(line: 36, column: 40, scope: !789)
!834 = !DILocation(line: 36, column: 170, scope: !789)
!835 = !DILocation(line: 36, column: 172, scope: !748)
!836 = distinct !DISubprogram(name: "primary", scope: !2, file: !2, line: 29, type: !129, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9)
!837 = !DILocation(line: 30, column: 14, scope: !838)
!838 = distinct !DILexicalBlock(scope: !836, file: !2, line: 30, column: 9)
!839 = !DILocation(line: 30, column: 9, scope: !838)
!840 = !DILocation(line: 30, column: 18, scope: !838)
!841 = !DILocation(line: 30, column: 9, scope: !836)
!842 = !DILocation(line: 0, scope: !323, inlinedAt: !843)
!843 = distinct !DILocation(line: 30, column: 35, scope: !844)
!844 = distinct !DILexicalBlock(scope: !838, file: !2, line: 30, column: 33)
!845 = !DILocation(line: 25, column: 35, scope: !323, inlinedAt: !843)
!846 = !DILocation(line: 25, column: 28, scope: !323, inlinedAt: !843)
!847 = !DILocation(line: 25, column: 39, scope: !323, inlinedAt: !843)
!848 = !DILocation(line: 30, column: 62, scope: !844)
!849 = !DILocation(line: 30, column: 66, scope: !844)
!850 = !DILocation(line: 0, scope: !323, inlinedAt: !851)
!851 = distinct !DILocation(line: 30, column: 50, scope: !844)
!852 = !DILocation(line: 25, column: 35, scope: !323, inlinedAt: !851)
!853 = !DILocation(line: 25, column: 28, scope: !323, inlinedAt: !851)
!854 = !DILocation(line: 25, column: 39, scope: !323, inlinedAt: !851)
!855 = !DILocation(line: 30, column: 72, scope: !844)
!856 = !DILocation(line: 0, scope: !323, inlinedAt: !857)
!857 = distinct !DILocation(line: 31, column: 39, scope: !858)
!858 = distinct !DILexicalBlock(scope: !859, file: !2, line: 31, column: 37)
!859 = distinct !DILexicalBlock(scope: !838, file: !2, line: 31, column: 14)
!860 = !DILocation(line: 25, column: 35, scope: !323, inlinedAt: !857)
!861 = !DILocation(line: 25, column: 28, scope: !323, inlinedAt: !857)
!862 = !DILocation(line: 25, column: 39, scope: !323, inlinedAt: !857)
!863 = !DILocation(line: 31, column: 70, scope: !858)
!864 = !DILocation(line: 31, column: 74, scope: !858)
!865 = !DILocation(line: 0, scope: !647, inlinedAt: !866)
!866 = distinct !DILocation(line: 31, column: 59, scope: !858)
!867 = !DILocation(line: 0, scope: !650, inlinedAt: !866)
!868 = !DILocation(line: 24, column: 51, scope: !655, inlinedAt: !866)
!869 = !DILocation(line: 24, column: 33, scope: !650, inlinedAt: !866)
!870 = !DILocation(line: 24, column: 77, scope: !658, inlinedAt: !866)
!871 = !DILocation(line: 24, column: 70, scope: !658, inlinedAt: !866)
!872 = !DILocation(line: 24, column: 69, scope: !655, inlinedAt: !866)
!873 = !DILocation(line: 24, column: 61, scope: !655, inlinedAt: !866)
!874 = distinct !{!874, !869, !875, !250}
!875 = !DILocation(line: 24, column: 97, scope: !650, inlinedAt: !866)
!876 = !DILocation(line: 24, column: 107, scope: !647, inlinedAt: !866)
!877 = !DILocation(line: 24, column: 100, scope: !647, inlinedAt: !866)
!878 = !DILocation(line: 24, column: 136, scope: !647, inlinedAt: !866)
!879 = !DILocation(line: 24, column: 124, scope: !647, inlinedAt: !866)
!880 = !DILocation(line: 31, column: 59, scope: !858)
!881 = !DILocation(line: 24, column: 140, scope: !647, inlinedAt: !866)
!882 = !DILocation(line: 0, scope: !323, inlinedAt: !883)
!883 = distinct !DILocation(line: 31, column: 54, scope: !858)
!884 = !DILocation(line: 25, column: 35, scope: !323, inlinedAt: !883)
!885 = !DILocation(line: 25, column: 28, scope: !323, inlinedAt: !883)
!886 = !DILocation(line: 25, column: 39, scope: !323, inlinedAt: !883)
!887 = !DILocation(line: 31, column: 82, scope: !858)
!888 = !DILocation(line: 26, column: 84, scope: !471, inlinedAt: !889)
!889 = distinct !DILocation(line: 32, column: 14, scope: !890)
!890 = distinct !DILexicalBlock(scope: !859, file: !2, line: 32, column: 14)
!891 = !DILocation(line: 26, column: 67, scope: !471, inlinedAt: !889)
!892 = !DILocation(line: 32, column: 14, scope: !859)
!893 = !DILocation(line: 32, column: 30, scope: !894)
!894 = distinct !DILexicalBlock(scope: !890, file: !2, line: 32, column: 26)
!895 = !DILocation(line: 38, column: 5, scope: !128, inlinedAt: !896)
!896 = distinct !DILocation(line: 32, column: 34, scope: !894)
!897 = !DILocation(line: 0, scope: !133, inlinedAt: !896)
!898 = !DILocation(line: 0, scope: !471, inlinedAt: !899)
!899 = distinct !DILocation(line: 40, column: 37, scope: !732, inlinedAt: !896)
!900 = !DILocation(line: 26, column: 64, scope: !471, inlinedAt: !899)
!901 = !DILocation(line: 26, column: 68, scope: !471, inlinedAt: !899)
!902 = !DILocation(line: 26, column: 67, scope: !471, inlinedAt: !899)
!903 = !DILocation(line: 40, column: 37, scope: !733, inlinedAt: !896)
!904 = !DILocation(line: 40, column: 56, scope: !739, inlinedAt: !896)
!905 = !DILocation(line: 40, column: 60, scope: !739, inlinedAt: !896)
!906 = !DILocation(line: 0, scope: !323, inlinedAt: !907)
!907 = distinct !DILocation(line: 40, column: 71, scope: !739, inlinedAt: !896)
!908 = !DILocation(line: 25, column: 35, scope: !323, inlinedAt: !907)
!909 = !DILocation(line: 25, column: 28, scope: !323, inlinedAt: !907)
!910 = !DILocation(line: 25, column: 39, scope: !323, inlinedAt: !907)
!911 = !DILocation(line: 26, column: 47, scope: !471, inlinedAt: !912)
!912 = distinct !DILocation(line: 27, column: 42, scope: !477, inlinedAt: !913)
!913 = distinct !DILocation(line: 32, column: 42, scope: !894)
!914 = !DILocation(line: 26, column: 51, scope: !471, inlinedAt: !912)
!915 = !DILocation(line: 0, scope: !464, inlinedAt: !913)
!916 = !DILocation(line: 0, scope: !471, inlinedAt: !912)
!917 = !DILocation(line: 26, column: 56, scope: !471, inlinedAt: !912)
!918 = !DILocation(line: 26, column: 64, scope: !471, inlinedAt: !912)
!919 = !DILocation(line: 26, column: 42, scope: !471, inlinedAt: !912)
!920 = !DILocation(line: 26, column: 84, scope: !471, inlinedAt: !912)
!921 = !DILocation(line: 26, column: 67, scope: !471, inlinedAt: !912)
!922 = !DILocation(line: 27, column: 41, scope: !464, inlinedAt: !913)
!923 = !DILocation(line: 27, column: 54, scope: !487, inlinedAt: !913)
!924 = !DILocation(line: 27, column: 111, scope: !487, inlinedAt: !913)
!925 = !DILocation(line: 27, column: 124, scope: !464, inlinedAt: !913)
!926 = !DILocation(line: 32, column: 55, scope: !894)
!927 = !DILocation(line: 26, column: 67, scope: !471, inlinedAt: !928)
!928 = distinct !DILocation(line: 33, column: 14, scope: !929)
!929 = distinct !DILexicalBlock(scope: !890, file: !2, line: 33, column: 14)
!930 = !DILocation(line: 33, column: 14, scope: !890)
!931 = !DILocation(line: 34, column: 1, scope: !836)
!932 = !DILocation(line: 33, column: 30, scope: !933)
!933 = distinct !DILexicalBlock(scope: !929, file: !2, line: 33, column: 26)
!934 = !DILocation(line: 0, scope: !323, inlinedAt: !935)
!935 = distinct !DILocation(line: 33, column: 34, scope: !933)
!936 = !DILocation(line: 25, column: 35, scope: !323, inlinedAt: !935)
!937 = !DILocation(line: 25, column: 28, scope: !323, inlinedAt: !935)
!938 = !DILocation(line: 25, column: 39, scope: !323, inlinedAt: !935)
!939 = !DILocation(line: 0, scope: !323, inlinedAt: !940)
!940 = distinct !DILocation(line: 33, column: 49, scope: !933)
!941 = !DILocation(line: 25, column: 35, scope: !323, inlinedAt: !940)
!942 = !DILocation(line: 25, column: 28, scope: !323, inlinedAt: !940)
!943 = !DILocation(line: 25, column: 39, scope: !323, inlinedAt: !940)
!944 = !DILocation(line: 33, column: 58, scope: !933)
!945 = !DILocation(line: 0, scope: !323, inlinedAt: !946)
!946 = distinct !DILocation(line: 33, column: 69, scope: !933)
!947 = !DILocation(line: 25, column: 35, scope: !323, inlinedAt: !946)
!948 = !DILocation(line: 25, column: 28, scope: !323, inlinedAt: !946)
!949 = !DILocation(line: 25, column: 39, scope: !323, inlinedAt: !946)
!950 = !DISubprogram(name: "exit", scope: !951, file: !951, line: 637, type: !952, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!951 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!952 = !DISubroutineType(types: !953)
!953 = !{null, !55}
!954 = !DISubprogram(name: "strcpy", scope: !725, file: !725, line: 141, type: !955, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!955 = !DISubroutineType(types: !956)
!956 = !{!957, !958, !717}
!957 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!958 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !957)
