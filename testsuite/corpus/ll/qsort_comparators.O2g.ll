; ModuleID = 'programs/qsort_comparators.c'
source_filename = "programs/qsort_comparators.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.rec3 = type { [3 x i8] }
%struct.rec12 = type { i32, float, i32 }
%struct.rec40 = type { [24 x i8], double, i64 }

@.str = private unnamed_addr constant [6 x i8] c"delta\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [8 x i8] c"charlie\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [6 x i8] c"bravo\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [5 x i8] c"echo\00", align 1, !dbg !16
@__const.main.names.rel = private unnamed_addr constant [7 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.1 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.2 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.4 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.1 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32)], align 4
@.str.5 = private unnamed_addr constant [30 x i8] c"u8: %d %d %d | i16: %d %d %d\0A\00", align 1, !dbg !21
@.str.6 = private unnamed_addr constant [54 x i8] c"r3: %02x%02x%02x %02x%02x%02x | u64: %016llx %016llx\0A\00", align 1, !dbg !26
@.str.7 = private unnamed_addr constant [83 x i8] c"r12 first key=%d w=%g idx=%d, r40 first %s/%g/%ld last %s/%g/%ld, order hash %08x\0A\00", align 1, !dbg !31
@.str.8 = private unnamed_addr constant [5 x i8] c"pear\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [6 x i8] c"apple\00", align 1, !dbg !38
@.str.10 = private unnamed_addr constant [4 x i8] c"fig\00", align 1, !dbg !40
@.str.11 = private unnamed_addr constant [7 x i8] c"banana\00", align 1, !dbg !45
@.str.12 = private unnamed_addr constant [5 x i8] c"kiwi\00", align 1, !dbg !50
@.str.13 = private unnamed_addr constant [7 x i8] c"cherry\00", align 1, !dbg !52
@.str.14 = private unnamed_addr constant [5 x i8] c"date\00", align 1, !dbg !54
@.str.15 = private unnamed_addr constant [6 x i8] c"grape\00", align 1, !dbg !56
@__const.main.words = private unnamed_addr constant [8 x ptr] [ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15], align 16
@.str.16 = private unnamed_addr constant [4 x i8] c"%s \00", align 1, !dbg !58
@.str.17 = private unnamed_addr constant [5 x i8] c"lime\00", align 1, !dbg !60
@.str.18 = private unnamed_addr constant [26 x i8] c"\0Absearch fig@%td lime=%s\0A\00", align 1, !dbg !62
@.str.19 = private unnamed_addr constant [6 x i8] c"found\00", align 1, !dbg !67
@.str.20 = private unnamed_addr constant [5 x i8] c"null\00", align 1, !dbg !69

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !112 {
  %1 = alloca [200 x i8], align 16, !DIAssignID !187
    #dbg_assign(i1 undef, !119, !DIExpression(), !187, ptr %1, !DIExpression(), !188)
  %2 = alloca [200 x i16], align 16, !DIAssignID !189
    #dbg_assign(i1 undef, !123, !DIExpression(), !189, ptr %2, !DIExpression(), !188)
  %3 = alloca [100 x %struct.rec3], align 16, !DIAssignID !190
    #dbg_assign(i1 undef, !125, !DIExpression(), !190, ptr %3, !DIExpression(), !188)
  %4 = alloca [100 x i64], align 16, !DIAssignID !191
    #dbg_assign(i1 undef, !135, !DIExpression(), !191, ptr %4, !DIExpression(), !188)
  %5 = alloca [150 x %struct.rec12], align 16, !DIAssignID !192
    #dbg_assign(i1 undef, !137, !DIExpression(), !192, ptr %5, !DIExpression(), !188)
  %6 = alloca [60 x %struct.rec40], align 16, !DIAssignID !193
    #dbg_assign(i1 undef, !146, !DIExpression(), !193, ptr %6, !DIExpression(), !188)
  %7 = alloca [8 x ptr], align 16, !DIAssignID !194
    #dbg_assign(i1 undef, !178, !DIExpression(), !194, ptr %7, !DIExpression(), !188)
    #dbg_value(i32 -1831433054, !116, !DIExpression(), !188)
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %1) #12, !dbg !195
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %2) #12, !dbg !196
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %3) #12, !dbg !197
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %4) #12, !dbg !198
  call void @llvm.lifetime.start.p0(i64 1800, ptr nonnull %5) #12, !dbg !199
  call void @llvm.lifetime.start.p0(i64 2400, ptr nonnull %6) #12, !dbg !200
    #dbg_value(i32 0, !159, !DIExpression(), !201)
    #dbg_value(i32 -1831433054, !116, !DIExpression(), !188)
  br label %8, !dbg !202

8:                                                ; preds = %0, %8
  %9 = phi i64 [ 0, %0 ], [ %27, %8 ]
  %10 = phi i32 [ -1831433054, %0 ], [ %24, %8 ]
    #dbg_value(i64 %9, !159, !DIExpression(), !201)
    #dbg_value(i32 %10, !116, !DIExpression(), !188)
    #dbg_value(ptr undef, !203, !DIExpression(), !209)
  %11 = shl i32 %10, 13, !dbg !213
  %12 = xor i32 %11, %10, !dbg !214
  %13 = lshr i32 %12, 17, !dbg !215
  %14 = xor i32 %13, %12, !dbg !216
  %15 = shl i32 %14, 5, !dbg !217
  %16 = xor i32 %15, %14, !dbg !218
    #dbg_value(i32 %16, !116, !DIExpression(), !188)
  %17 = trunc i32 %16 to i8, !dbg !219
  %18 = getelementptr inbounds [200 x i8], ptr %1, i64 0, i64 %9, !dbg !220
  store i8 %17, ptr %18, align 1, !dbg !221, !tbaa !222
    #dbg_value(ptr undef, !203, !DIExpression(), !225)
  %19 = shl i32 %16, 13, !dbg !227
  %20 = xor i32 %19, %16, !dbg !228
  %21 = lshr i32 %20, 17, !dbg !229
  %22 = xor i32 %21, %20, !dbg !230
  %23 = shl i32 %22, 5, !dbg !231
  %24 = xor i32 %23, %22, !dbg !232
    #dbg_value(i32 %24, !116, !DIExpression(), !188)
  %25 = trunc i32 %24 to i16, !dbg !233
  %26 = getelementptr inbounds [200 x i16], ptr %2, i64 0, i64 %9, !dbg !234
  store i16 %25, ptr %26, align 2, !dbg !235, !tbaa !236
  %27 = add nuw nsw i64 %9, 1, !dbg !238
    #dbg_value(i64 %27, !159, !DIExpression(), !201)
  %28 = icmp eq i64 %27, 200, !dbg !239
  br i1 %28, label %29, label %8, !dbg !202, !llvm.loop !240

29:                                               ; preds = %8, %29
  %30 = phi i64 [ %57, %29 ], [ 0, %8 ]
  %31 = phi i32 [ %53, %29 ], [ %24, %8 ]
    #dbg_value(i64 %30, !161, !DIExpression(), !243)
    #dbg_value(i32 %31, !116, !DIExpression(), !188)
    #dbg_value(ptr undef, !203, !DIExpression(), !244)
  %32 = shl i32 %31, 13, !dbg !246
  %33 = xor i32 %32, %31, !dbg !247
  %34 = lshr i32 %33, 17, !dbg !248
  %35 = xor i32 %34, %33, !dbg !249
  %36 = shl i32 %35, 5, !dbg !250
  %37 = xor i32 %36, %35, !dbg !251
    #dbg_value(i32 %37, !116, !DIExpression(), !188)
    #dbg_value(i32 %37, !163, !DIExpression(), !252)
  %38 = getelementptr inbounds [100 x %struct.rec3], ptr %3, i64 0, i64 %30, !dbg !253
  %39 = trunc i32 %37 to i24, !dbg !254
  store i24 %39, ptr %38, align 1, !dbg !254
    #dbg_value(ptr undef, !203, !DIExpression(), !255)
  %40 = shl i32 %37, 13, !dbg !257
  %41 = xor i32 %40, %37, !dbg !258
  %42 = lshr i32 %41, 17, !dbg !259
  %43 = xor i32 %42, %41, !dbg !260
  %44 = shl i32 %43, 5, !dbg !261
  %45 = xor i32 %44, %43, !dbg !262
    #dbg_value(i32 %45, !116, !DIExpression(), !188)
  %46 = zext i32 %45 to i64, !dbg !263
    #dbg_value(i64 %46, !166, !DIExpression(), !252)
  %47 = shl nuw i64 %46, 32, !dbg !264
    #dbg_value(ptr undef, !203, !DIExpression(), !265)
  %48 = shl i32 %45, 13, !dbg !267
  %49 = xor i32 %48, %45, !dbg !268
  %50 = lshr i32 %49, 17, !dbg !269
  %51 = xor i32 %50, %49, !dbg !270
  %52 = shl i32 %51, 5, !dbg !271
  %53 = xor i32 %52, %51, !dbg !272
    #dbg_value(i32 %53, !116, !DIExpression(), !188)
  %54 = zext i32 %53 to i64, !dbg !273
  %55 = or disjoint i64 %47, %54, !dbg !274
  %56 = getelementptr inbounds [100 x i64], ptr %4, i64 0, i64 %30, !dbg !275
  store i64 %55, ptr %56, align 8, !dbg !276, !tbaa !277
  %57 = add nuw nsw i64 %30, 1, !dbg !279
    #dbg_value(i64 %57, !161, !DIExpression(), !243)
  %58 = icmp eq i64 %57, 100, !dbg !280
  br i1 %58, label %59, label %29, !dbg !281, !llvm.loop !282

59:                                               ; preds = %29, %59
  %60 = phi i64 [ %82, %59 ], [ 0, %29 ]
  %61 = phi i32 [ %75, %59 ], [ %53, %29 ]
    #dbg_value(i64 %60, !167, !DIExpression(), !284)
    #dbg_value(i32 %61, !116, !DIExpression(), !188)
    #dbg_value(ptr undef, !203, !DIExpression(), !285)
  %62 = shl i32 %61, 13, !dbg !289
  %63 = xor i32 %62, %61, !dbg !290
  %64 = lshr i32 %63, 17, !dbg !291
  %65 = xor i32 %64, %63, !dbg !292
  %66 = shl i32 %65, 5, !dbg !293
  %67 = xor i32 %66, %65, !dbg !294
    #dbg_value(i32 %67, !116, !DIExpression(), !188)
  %68 = urem i32 %67, 10, !dbg !295
  %69 = getelementptr inbounds [150 x %struct.rec12], ptr %5, i64 0, i64 %60, !dbg !296
  store i32 %68, ptr %69, align 4, !dbg !297, !tbaa !298
    #dbg_value(ptr undef, !203, !DIExpression(), !302)
  %70 = shl i32 %67, 13, !dbg !304
  %71 = xor i32 %70, %67, !dbg !305
  %72 = lshr i32 %71, 17, !dbg !306
  %73 = xor i32 %72, %71, !dbg !307
  %74 = shl i32 %73, 5, !dbg !308
  %75 = xor i32 %74, %73, !dbg !309
    #dbg_value(i32 %75, !116, !DIExpression(), !188)
  %76 = urem i32 %75, 5, !dbg !310
  %77 = uitofp nneg i32 %76 to float, !dbg !311
  %78 = fmul float %77, 2.500000e-01, !dbg !312
  %79 = getelementptr inbounds i8, ptr %69, i64 4, !dbg !313
  store float %78, ptr %79, align 4, !dbg !314, !tbaa !315
  %80 = getelementptr inbounds i8, ptr %69, i64 8, !dbg !316
  %81 = trunc nuw nsw i64 %60 to i32, !dbg !317
  store i32 %81, ptr %80, align 4, !dbg !317, !tbaa !318
  %82 = add nuw nsw i64 %60, 1, !dbg !319
    #dbg_value(i64 %82, !167, !DIExpression(), !284)
  %83 = icmp eq i64 %82, 150, !dbg !320
  br i1 %83, label %123, label %59, !dbg !321, !llvm.loop !322

84:                                               ; preds = %123
  call void @qsort(ptr noundef nonnull %1, i64 noundef 200, i64 noundef 1, ptr noundef nonnull @cmp_u8) #12, !dbg !324
  call void @qsort(ptr noundef nonnull %2, i64 noundef 200, i64 noundef 2, ptr noundef nonnull @cmp_i16) #12, !dbg !325
  call void @qsort(ptr noundef nonnull %3, i64 noundef 100, i64 noundef 3, ptr noundef nonnull @cmp_rec3) #12, !dbg !326
  call void @qsort(ptr noundef nonnull %4, i64 noundef 100, i64 noundef 8, ptr noundef nonnull @cmp_u64_desc) #12, !dbg !327
  call void @qsort(ptr noundef nonnull %5, i64 noundef 150, i64 noundef 12, ptr noundef nonnull @cmp_rec12) #12, !dbg !328
  call void @qsort(ptr noundef nonnull %6, i64 noundef 60, i64 noundef 40, ptr noundef nonnull @cmp_rec40) #12, !dbg !329
  %85 = load i8, ptr %1, align 16, !dbg !330, !tbaa !222
  %86 = zext i8 %85 to i32, !dbg !330
  %87 = getelementptr inbounds i8, ptr %1, i64 100, !dbg !331
  %88 = load i8, ptr %87, align 4, !dbg !331, !tbaa !222
  %89 = zext i8 %88 to i32, !dbg !331
  %90 = getelementptr inbounds i8, ptr %1, i64 199, !dbg !332
  %91 = load i8, ptr %90, align 1, !dbg !332, !tbaa !222
  %92 = zext i8 %91 to i32, !dbg !332
  %93 = load i16, ptr %2, align 16, !dbg !333, !tbaa !236
  %94 = sext i16 %93 to i32, !dbg !333
  %95 = getelementptr inbounds i8, ptr %2, i64 200, !dbg !334
  %96 = load i16, ptr %95, align 8, !dbg !334, !tbaa !236
  %97 = sext i16 %96 to i32, !dbg !334
  %98 = getelementptr inbounds i8, ptr %2, i64 398, !dbg !335
  %99 = load i16, ptr %98, align 2, !dbg !335, !tbaa !236
  %100 = sext i16 %99 to i32, !dbg !335
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %86, i32 noundef %89, i32 noundef %92, i32 noundef %94, i32 noundef %97, i32 noundef %100), !dbg !336
  %102 = load i8, ptr %3, align 16, !dbg !337, !tbaa !222
  %103 = zext i8 %102 to i32, !dbg !337
  %104 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !338
  %105 = load i8, ptr %104, align 1, !dbg !338, !tbaa !222
  %106 = zext i8 %105 to i32, !dbg !338
  %107 = getelementptr inbounds i8, ptr %3, i64 2, !dbg !339
  %108 = load i8, ptr %107, align 2, !dbg !339, !tbaa !222
  %109 = zext i8 %108 to i32, !dbg !339
  %110 = getelementptr inbounds i8, ptr %3, i64 297, !dbg !340
  %111 = load i8, ptr %110, align 1, !dbg !340, !tbaa !222
  %112 = zext i8 %111 to i32, !dbg !340
  %113 = getelementptr inbounds i8, ptr %3, i64 298, !dbg !341
  %114 = load i8, ptr %113, align 2, !dbg !341, !tbaa !222
  %115 = zext i8 %114 to i32, !dbg !341
  %116 = getelementptr inbounds i8, ptr %3, i64 299, !dbg !342
  %117 = load i8, ptr %116, align 1, !dbg !342, !tbaa !222
  %118 = zext i8 %117 to i32, !dbg !342
  %119 = load i64, ptr %4, align 16, !dbg !343, !tbaa !277
  %120 = getelementptr inbounds i8, ptr %4, i64 792, !dbg !344
  %121 = load i64, ptr %120, align 8, !dbg !344, !tbaa !277
  %122 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %103, i32 noundef %106, i32 noundef %109, i32 noundef %112, i32 noundef %115, i32 noundef %118, i64 noundef %119, i64 noundef %121), !dbg !345
    #dbg_value(i32 0, !173, !DIExpression(), !188)
    #dbg_value(i32 0, !174, !DIExpression(), !346)
  br label %150, !dbg !347

123:                                              ; preds = %59, %123
  %124 = phi i64 [ %148, %123 ], [ 0, %59 ]
  %125 = phi i32 [ %143, %123 ], [ %75, %59 ]
    #dbg_value(i64 %124, !171, !DIExpression(), !348)
    #dbg_value(i32 %125, !116, !DIExpression(), !188)
  %126 = getelementptr inbounds [60 x %struct.rec40], ptr %6, i64 0, i64 %124, !dbg !349
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %126, i8 0, i64 24, i1 false), !dbg !352
    #dbg_value(ptr undef, !203, !DIExpression(), !353)
  %127 = shl i32 %125, 13, !dbg !355
  %128 = xor i32 %127, %125, !dbg !356
  %129 = lshr i32 %128, 17, !dbg !357
  %130 = xor i32 %129, %128, !dbg !358
  %131 = shl i32 %130, 5, !dbg !359
  %132 = xor i32 %131, %130, !dbg !360
    #dbg_value(i32 %132, !116, !DIExpression(), !188)
  %133 = urem i32 %132, 7, !dbg !361
  %134 = zext nneg i32 %133 to i64, !dbg !362
  %135 = shl i64 %134, 2, !dbg !362
  %136 = call ptr @llvm.load.relative.i64(ptr @__const.main.names.rel, i64 %135), !dbg !362
  %137 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %126, ptr noundef nonnull dereferenceable(1) %136) #12, !dbg !363
    #dbg_value(ptr undef, !203, !DIExpression(), !364)
  %138 = shl i32 %132, 13, !dbg !366
  %139 = xor i32 %138, %132, !dbg !367
  %140 = lshr i32 %139, 17, !dbg !368
  %141 = xor i32 %140, %139, !dbg !369
  %142 = shl i32 %141, 5, !dbg !370
  %143 = xor i32 %142, %141, !dbg !371
    #dbg_value(!DIArgList(i32 %142, i32 %141), !116, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !188)
  %144 = and i32 %141, 7, !dbg !372
  %145 = uitofp nneg i32 %144 to double, !dbg !373
  %146 = getelementptr inbounds i8, ptr %126, i64 24, !dbg !374
  store double %145, ptr %146, align 8, !dbg !375, !tbaa !376
  %147 = getelementptr inbounds i8, ptr %126, i64 32, !dbg !379
  store i64 %124, ptr %147, align 8, !dbg !380, !tbaa !381
  %148 = add nuw nsw i64 %124, 1, !dbg !382
    #dbg_value(i32 %143, !116, !DIExpression(), !188)
    #dbg_value(i64 %148, !171, !DIExpression(), !348)
  %149 = icmp eq i64 %148, 60, !dbg !383
  br i1 %149, label %84, label %123, !dbg !384, !llvm.loop !385

150:                                              ; preds = %150, %84
  %151 = phi i64 [ 0, %84 ], [ %177, %150 ]
  %152 = phi i32 [ 0, %84 ], [ %176, %150 ]
    #dbg_value(i64 %151, !174, !DIExpression(), !346)
    #dbg_value(i32 %152, !173, !DIExpression(), !188)
  %153 = mul i32 %152, 31, !dbg !387
  %154 = getelementptr inbounds [150 x %struct.rec12], ptr %5, i64 0, i64 %151, i32 2, !dbg !389
  %155 = load i32, ptr %154, align 4, !dbg !389, !tbaa !318
  %156 = add i32 %155, %153, !dbg !390
    #dbg_value(i32 %156, !173, !DIExpression(), !188)
  %157 = add nuw nsw i64 %151, 1, !dbg !391
    #dbg_value(i64 %157, !174, !DIExpression(), !346)
  %158 = mul i32 %156, 31, !dbg !387
  %159 = getelementptr inbounds [150 x %struct.rec12], ptr %5, i64 0, i64 %157, i32 2, !dbg !389
  %160 = load i32, ptr %159, align 4, !dbg !389, !tbaa !318
  %161 = add i32 %160, %158, !dbg !390
    #dbg_value(i32 %161, !173, !DIExpression(), !188)
  %162 = add nuw nsw i64 %151, 2, !dbg !391
    #dbg_value(i64 %162, !174, !DIExpression(), !346)
  %163 = mul i32 %161, 31, !dbg !387
  %164 = getelementptr inbounds [150 x %struct.rec12], ptr %5, i64 0, i64 %162, i32 2, !dbg !389
  %165 = load i32, ptr %164, align 4, !dbg !389, !tbaa !318
  %166 = add i32 %165, %163, !dbg !390
    #dbg_value(i32 %166, !173, !DIExpression(), !188)
  %167 = add nuw nsw i64 %151, 3, !dbg !391
    #dbg_value(i64 %167, !174, !DIExpression(), !346)
  %168 = mul i32 %166, 31, !dbg !387
  %169 = getelementptr inbounds [150 x %struct.rec12], ptr %5, i64 0, i64 %167, i32 2, !dbg !389
  %170 = load i32, ptr %169, align 4, !dbg !389, !tbaa !318
  %171 = add i32 %170, %168, !dbg !390
    #dbg_value(i32 %171, !173, !DIExpression(), !188)
  %172 = add nuw nsw i64 %151, 4, !dbg !391
    #dbg_value(i64 %172, !174, !DIExpression(), !346)
  %173 = mul i32 %171, 31, !dbg !387
  %174 = getelementptr inbounds [150 x %struct.rec12], ptr %5, i64 0, i64 %172, i32 2, !dbg !389
  %175 = load i32, ptr %174, align 4, !dbg !389, !tbaa !318
  %176 = add i32 %175, %173, !dbg !390
    #dbg_value(i32 %176, !173, !DIExpression(), !188)
  %177 = add nuw nsw i64 %151, 5, !dbg !391
    #dbg_value(i64 %177, !174, !DIExpression(), !346)
  %178 = icmp eq i64 %177, 150, !dbg !392
  br i1 %178, label %219, label %150, !dbg !347, !llvm.loop !393

179:                                              ; preds = %219
  %180 = load i32, ptr %5, align 16, !dbg !395, !tbaa !298
  %181 = getelementptr inbounds i8, ptr %5, i64 4, !dbg !396
  %182 = load float, ptr %181, align 4, !dbg !396, !tbaa !315
  %183 = fpext float %182 to double, !dbg !397
  %184 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !398
  %185 = load i32, ptr %184, align 8, !dbg !398, !tbaa !318
  %186 = getelementptr inbounds i8, ptr %6, i64 24, !dbg !399
  %187 = load double, ptr %186, align 8, !dbg !399, !tbaa !376
  %188 = getelementptr inbounds i8, ptr %6, i64 32, !dbg !400
  %189 = load i64, ptr %188, align 16, !dbg !400, !tbaa !381
  %190 = getelementptr inbounds i8, ptr %6, i64 2360, !dbg !401
  %191 = getelementptr inbounds i8, ptr %6, i64 2384, !dbg !402
  %192 = load double, ptr %191, align 16, !dbg !402, !tbaa !376
  %193 = getelementptr inbounds i8, ptr %6, i64 2392, !dbg !403
  %194 = load i64, ptr %193, align 8, !dbg !403, !tbaa !381
  %195 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %180, double noundef %183, i32 noundef %185, ptr noundef nonnull %6, double noundef %187, i64 noundef %189, ptr noundef nonnull %190, double noundef %192, i64 noundef %194, i32 noundef %250), !dbg !404
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #12, !dbg !405
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %7, ptr noundef nonnull align 16 dereferenceable(64) @__const.main.words, i64 64, i1 false), !dbg !406, !DIAssignID !407
    #dbg_assign(i1 undef, !178, !DIExpression(), !407, ptr %7, !DIExpression(), !188)
  call void @qsort(ptr noundef nonnull %7, i64 noundef 8, i64 noundef 8, ptr noundef nonnull @cmp_strp) #12, !dbg !408
    #dbg_value(i32 0, !180, !DIExpression(), !409)
    #dbg_value(i64 0, !180, !DIExpression(), !409)
  %196 = load ptr, ptr %7, align 16, !dbg !410, !tbaa !412
  %197 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %196), !dbg !414
    #dbg_value(i64 1, !180, !DIExpression(), !409)
  %198 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !410
  %199 = load ptr, ptr %198, align 8, !dbg !410, !tbaa !412
  %200 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %199), !dbg !414
    #dbg_value(i64 2, !180, !DIExpression(), !409)
  %201 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !410
  %202 = load ptr, ptr %201, align 16, !dbg !410, !tbaa !412
  %203 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %202), !dbg !414
    #dbg_value(i64 3, !180, !DIExpression(), !409)
  %204 = getelementptr inbounds i8, ptr %7, i64 24, !dbg !410
  %205 = load ptr, ptr %204, align 8, !dbg !410, !tbaa !412
  %206 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %205), !dbg !414
    #dbg_value(i64 4, !180, !DIExpression(), !409)
  %207 = getelementptr inbounds i8, ptr %7, i64 32, !dbg !410
  %208 = load ptr, ptr %207, align 16, !dbg !410, !tbaa !412
  %209 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %208), !dbg !414
    #dbg_value(i64 5, !180, !DIExpression(), !409)
  %210 = getelementptr inbounds i8, ptr %7, i64 40, !dbg !410
  %211 = load ptr, ptr %210, align 8, !dbg !410, !tbaa !412
  %212 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %211), !dbg !414
    #dbg_value(i64 6, !180, !DIExpression(), !409)
  %213 = getelementptr inbounds i8, ptr %7, i64 48, !dbg !410
  %214 = load ptr, ptr %213, align 16, !dbg !410, !tbaa !412
  %215 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %214), !dbg !414
    #dbg_value(i64 7, !180, !DIExpression(), !409)
  %216 = getelementptr inbounds i8, ptr %7, i64 56, !dbg !410
  %217 = load ptr, ptr %216, align 8, !dbg !410, !tbaa !412
  %218 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %217), !dbg !414
    #dbg_value(i64 8, !180, !DIExpression(), !409)
  br label %253, !dbg !415

219:                                              ; preds = %150, %219
  %220 = phi i64 [ %251, %219 ], [ 0, %150 ]
  %221 = phi i32 [ %250, %219 ], [ %176, %150 ]
    #dbg_value(i64 %220, !176, !DIExpression(), !439)
    #dbg_value(i32 %221, !173, !DIExpression(), !188)
  %222 = mul i32 %221, 37, !dbg !440
  %223 = getelementptr inbounds [60 x %struct.rec40], ptr %6, i64 0, i64 %220, i32 2, !dbg !442
  %224 = load i64, ptr %223, align 8, !dbg !442, !tbaa !381
  %225 = trunc i64 %224 to i32, !dbg !443
  %226 = add i32 %222, %225, !dbg !444
    #dbg_value(i32 %226, !173, !DIExpression(), !188)
  %227 = add nuw nsw i64 %220, 1, !dbg !445
    #dbg_value(i64 %227, !176, !DIExpression(), !439)
  %228 = mul i32 %226, 37, !dbg !440
  %229 = getelementptr inbounds [60 x %struct.rec40], ptr %6, i64 0, i64 %227, i32 2, !dbg !442
  %230 = load i64, ptr %229, align 8, !dbg !442, !tbaa !381
  %231 = trunc i64 %230 to i32, !dbg !443
  %232 = add i32 %228, %231, !dbg !444
    #dbg_value(i32 %232, !173, !DIExpression(), !188)
  %233 = add nuw nsw i64 %220, 2, !dbg !445
    #dbg_value(i64 %233, !176, !DIExpression(), !439)
  %234 = mul i32 %232, 37, !dbg !440
  %235 = getelementptr inbounds [60 x %struct.rec40], ptr %6, i64 0, i64 %233, i32 2, !dbg !442
  %236 = load i64, ptr %235, align 8, !dbg !442, !tbaa !381
  %237 = trunc i64 %236 to i32, !dbg !443
  %238 = add i32 %234, %237, !dbg !444
    #dbg_value(i32 %238, !173, !DIExpression(), !188)
  %239 = add nuw nsw i64 %220, 3, !dbg !445
    #dbg_value(i64 %239, !176, !DIExpression(), !439)
  %240 = mul i32 %238, 37, !dbg !440
  %241 = getelementptr inbounds [60 x %struct.rec40], ptr %6, i64 0, i64 %239, i32 2, !dbg !442
  %242 = load i64, ptr %241, align 8, !dbg !442, !tbaa !381
  %243 = trunc i64 %242 to i32, !dbg !443
  %244 = add i32 %240, %243, !dbg !444
    #dbg_value(i32 %244, !173, !DIExpression(), !188)
  %245 = add nuw nsw i64 %220, 4, !dbg !445
    #dbg_value(i64 %245, !176, !DIExpression(), !439)
  %246 = mul i32 %244, 37, !dbg !440
  %247 = getelementptr inbounds [60 x %struct.rec40], ptr %6, i64 0, i64 %245, i32 2, !dbg !442
  %248 = load i64, ptr %247, align 8, !dbg !442, !tbaa !381
  %249 = trunc i64 %248 to i32, !dbg !443
  %250 = add i32 %246, %249, !dbg !444
    #dbg_value(i32 %250, !173, !DIExpression(), !188)
  %251 = add nuw nsw i64 %220, 5, !dbg !445
    #dbg_value(i64 %251, !176, !DIExpression(), !439)
  %252 = icmp eq i64 %251, 60, !dbg !446
  br i1 %252, label %179, label %219, !dbg !447, !llvm.loop !448

253:                                              ; preds = %179, %267
  %254 = phi i64 [ %269, %267 ], [ 0, %179 ]
  %255 = phi i64 [ %268, %267 ], [ 8, %179 ]
    #dbg_value(i64 %254, !433, !DIExpression(), !450)
    #dbg_value(i64 %255, !434, !DIExpression(), !450)
  %256 = add i64 %255, %254, !dbg !451
  %257 = lshr i64 %256, 1, !dbg !453
    #dbg_value(i64 %257, !435, !DIExpression(), !450)
  %258 = shl i64 %257, 3, !dbg !454
  %259 = getelementptr inbounds i8, ptr %7, i64 %258, !dbg !455
    #dbg_value(ptr %259, !436, !DIExpression(), !450)
    #dbg_value(ptr undef, !456, !DIExpression(), !460)
    #dbg_value(ptr %259, !459, !DIExpression(), !460)
  %260 = load ptr, ptr %259, align 8, !dbg !462, !tbaa !412
  %261 = call i32 @strcmp(ptr noundef nonnull dereferenceable(4) @.str.10, ptr noundef nonnull dereferenceable(1) %260) #13, !dbg !463
    #dbg_value(i32 %261, !437, !DIExpression(), !450)
  %262 = icmp slt i32 %261, 0, !dbg !464
  br i1 %262, label %267, label %263, !dbg !466

263:                                              ; preds = %253
  %264 = icmp eq i32 %261, 0, !dbg !467
  br i1 %264, label %271, label %265, !dbg !469

265:                                              ; preds = %263
  %266 = add nuw i64 %257, 1, !dbg !470
    #dbg_value(i64 %266, !433, !DIExpression(), !450)
  br label %267

267:                                              ; preds = %265, %253
  %268 = phi i64 [ %255, %265 ], [ %257, %253 ], !dbg !450
  %269 = phi i64 [ %266, %265 ], [ %254, %253 ], !dbg !450
    #dbg_value(i64 %269, !433, !DIExpression(), !450)
    #dbg_value(i64 %268, !434, !DIExpression(), !450)
  %270 = icmp ult i64 %269, %268, !dbg !471
  br i1 %270, label %253, label %274, !dbg !415, !llvm.loop !472

271:                                              ; preds = %263
  %272 = getelementptr inbounds i8, ptr %7, i64 %258
  %273 = ptrtoint ptr %272 to i64, !dbg !474
  br label %274

274:                                              ; preds = %267, %271
  %275 = phi i64 [ %273, %271 ], [ 0, %267 ], !dbg !450
    #dbg_value(i64 %275, !184, !DIExpression(), !188)
    #dbg_value(ptr undef, !428, !DIExpression(), !475)
    #dbg_value(ptr %7, !429, !DIExpression(), !475)
    #dbg_value(i64 8, !430, !DIExpression(), !475)
    #dbg_value(i64 8, !431, !DIExpression(), !475)
    #dbg_value(ptr @cmp_strp, !432, !DIExpression(), !475)
    #dbg_value(i64 0, !433, !DIExpression(), !475)
    #dbg_value(i64 8, !434, !DIExpression(), !475)
  br label %276

276:                                              ; preds = %290, %274
  %277 = phi i64 [ %292, %290 ], [ 0, %274 ]
  %278 = phi i64 [ %291, %290 ], [ 8, %274 ]
    #dbg_value(i64 %277, !433, !DIExpression(), !475)
    #dbg_value(i64 %278, !434, !DIExpression(), !475)
  %279 = add i64 %278, %277, !dbg !477
  %280 = lshr i64 %279, 1, !dbg !478
    #dbg_value(i64 %280, !435, !DIExpression(), !475)
  %281 = shl i64 %280, 3, !dbg !479
  %282 = getelementptr inbounds i8, ptr %7, i64 %281, !dbg !480
    #dbg_value(ptr %282, !436, !DIExpression(), !475)
    #dbg_value(ptr undef, !456, !DIExpression(), !481)
    #dbg_value(ptr %282, !459, !DIExpression(), !481)
  %283 = load ptr, ptr %282, align 8, !dbg !483, !tbaa !412
  %284 = call i32 @strcmp(ptr noundef nonnull dereferenceable(5) @.str.17, ptr noundef nonnull dereferenceable(1) %283) #13, !dbg !484
    #dbg_value(i32 %284, !437, !DIExpression(), !475)
  %285 = icmp slt i32 %284, 0, !dbg !485
  br i1 %285, label %290, label %286, !dbg !486

286:                                              ; preds = %276
  %287 = icmp eq i32 %284, 0, !dbg !487
  br i1 %287, label %294, label %288, !dbg !488

288:                                              ; preds = %286
  %289 = add nuw i64 %280, 1, !dbg !489
    #dbg_value(i64 %289, !433, !DIExpression(), !475)
  br label %290

290:                                              ; preds = %288, %276
  %291 = phi i64 [ %278, %288 ], [ %280, %276 ], !dbg !475
  %292 = phi i64 [ %289, %288 ], [ %277, %276 ], !dbg !475
    #dbg_value(i64 %292, !433, !DIExpression(), !475)
    #dbg_value(i64 %291, !434, !DIExpression(), !475)
  %293 = icmp ult i64 %292, %291, !dbg !490
  br i1 %293, label %276, label %294, !dbg !491, !llvm.loop !492

294:                                              ; preds = %286, %290
  %295 = phi ptr [ @.str.20, %290 ], [ @.str.19, %286 ], !dbg !475
    #dbg_value(ptr poison, !186, !DIExpression(), !188)
  %296 = ptrtoint ptr %7 to i64, !dbg !474
  %297 = sub i64 %275, %296, !dbg !474
  %298 = ashr exact i64 %297, 3, !dbg !474
  %299 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i64 noundef %298, ptr noundef nonnull %295), !dbg !494
  %300 = and i32 %250, 127, !dbg !495
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #12, !dbg !496
  call void @llvm.lifetime.end.p0(i64 2400, ptr nonnull %6) #12, !dbg !496
  call void @llvm.lifetime.end.p0(i64 1800, ptr nonnull %5) #12, !dbg !496
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %4) #12, !dbg !496
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %3) #12, !dbg !496
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %2) #12, !dbg !496
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %1) #12, !dbg !496
  ret i32 %300, !dbg !497
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !498 ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: nofree
declare !dbg !505 void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -255, 256) i32 @cmp_u8(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 !dbg !508 {
    #dbg_value(ptr %0, !510, !DIExpression(), !512)
    #dbg_value(ptr %1, !511, !DIExpression(), !512)
  %3 = load i8, ptr %0, align 1, !dbg !513, !tbaa !222
  %4 = zext i8 %3 to i32, !dbg !513
  %5 = load i8, ptr %1, align 1, !dbg !514, !tbaa !222
  %6 = zext i8 %5 to i32, !dbg !514
  %7 = sub nsw i32 %4, %6, !dbg !515
  ret i32 %7, !dbg !516
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_i16(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 !dbg !517 {
    #dbg_value(ptr %0, !519, !DIExpression(), !523)
    #dbg_value(ptr %1, !520, !DIExpression(), !523)
  %3 = load i16, ptr %0, align 2, !dbg !524, !tbaa !236
    #dbg_value(i16 %3, !521, !DIExpression(), !523)
  %4 = load i16, ptr %1, align 2, !dbg !525, !tbaa !236
    #dbg_value(i16 %4, !522, !DIExpression(), !523)
  %5 = icmp sgt i16 %3, %4, !dbg !526
  %6 = zext i1 %5 to i32, !dbg !526
  %7 = icmp slt i16 %3, %4, !dbg !527
  %8 = sext i1 %7 to i32, !dbg !527
  %9 = add nsw i32 %8, %6, !dbg !528
  ret i32 %9, !dbg !529
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read) uwtable
define internal i32 @cmp_rec3(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #7 !dbg !530 {
    #dbg_value(ptr %0, !532, !DIExpression(), !534)
    #dbg_value(ptr %1, !533, !DIExpression(), !534)
  %3 = tail call i32 @memcmp(ptr noundef nonnull dereferenceable(3) %0, ptr noundef nonnull dereferenceable(3) %1, i64 noundef 3) #13, !dbg !535
  ret i32 %3, !dbg !536
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_u64_desc(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 !dbg !537 {
    #dbg_value(ptr %0, !539, !DIExpression(), !543)
    #dbg_value(ptr %1, !540, !DIExpression(), !543)
  %3 = load i64, ptr %0, align 8, !dbg !544, !tbaa !277
    #dbg_value(i64 %3, !541, !DIExpression(), !543)
  %4 = load i64, ptr %1, align 8, !dbg !545, !tbaa !277
    #dbg_value(i64 %4, !542, !DIExpression(), !543)
  %5 = icmp ult i64 %3, %4, !dbg !546
  %6 = zext i1 %5 to i32, !dbg !546
  %7 = icmp ugt i64 %3, %4, !dbg !547
  %8 = sext i1 %7 to i32, !dbg !547
  %9 = add nsw i32 %8, %6, !dbg !548
  ret i32 %9, !dbg !549
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal i32 @cmp_rec12(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 !dbg !550 {
    #dbg_value(ptr %0, !552, !DIExpression(), !558)
    #dbg_value(ptr %1, !553, !DIExpression(), !558)
    #dbg_value(ptr %0, !554, !DIExpression(), !558)
    #dbg_value(ptr %1, !557, !DIExpression(), !558)
  %3 = load i32, ptr %0, align 4, !dbg !559, !tbaa !298
  %4 = load i32, ptr %1, align 4, !dbg !561, !tbaa !298
  %5 = icmp eq i32 %3, %4, !dbg !562
  br i1 %5, label %9, label %6, !dbg !563

6:                                                ; preds = %2
  %7 = icmp slt i32 %3, %4, !dbg !564
  %8 = select i1 %7, i32 -1, i32 1, !dbg !565
  br label %24, !dbg !566

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !567
  %11 = load float, ptr %10, align 4, !dbg !567, !tbaa !315
  %12 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !569
  %13 = load float, ptr %12, align 4, !dbg !569, !tbaa !315
  %14 = fcmp une float %11, %13, !dbg !570
  br i1 %14, label %15, label %18, !dbg !571

15:                                               ; preds = %9
  %16 = fcmp ogt float %11, %13, !dbg !572
  %17 = select i1 %16, i32 -1, i32 1, !dbg !573
  br label %24, !dbg !574

18:                                               ; preds = %9
  %19 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !575
  %20 = load i32, ptr %19, align 4, !dbg !575, !tbaa !318
  %21 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !576
  %22 = load i32, ptr %21, align 4, !dbg !576, !tbaa !318
  %23 = sub nsw i32 %20, %22, !dbg !577
  br label %24, !dbg !578

24:                                               ; preds = %18, %15, %6
  %25 = phi i32 [ %8, %6 ], [ %17, %15 ], [ %23, %18 ], !dbg !558
  ret i32 %25, !dbg !579
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read) uwtable
define internal i32 @cmp_rec40(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #7 !dbg !580 {
    #dbg_value(ptr %0, !582, !DIExpression(), !589)
    #dbg_value(ptr %1, !583, !DIExpression(), !589)
    #dbg_value(ptr %0, !584, !DIExpression(), !589)
    #dbg_value(ptr %1, !587, !DIExpression(), !589)
  %3 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %0, ptr noundef nonnull dereferenceable(1) %1) #13, !dbg !590
    #dbg_value(i32 %3, !588, !DIExpression(), !589)
  %4 = icmp eq i32 %3, 0, !dbg !591
  br i1 %4, label %5, label %24, !dbg !593

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !594
  %7 = load double, ptr %6, align 8, !dbg !594, !tbaa !376
  %8 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !596
  %9 = load double, ptr %8, align 8, !dbg !596, !tbaa !376
  %10 = fcmp une double %7, %9, !dbg !597
  br i1 %10, label %11, label %14, !dbg !598

11:                                               ; preds = %5
  %12 = fcmp olt double %7, %9, !dbg !599
  %13 = select i1 %12, i32 -1, i32 1, !dbg !600
  br label %24, !dbg !601

14:                                               ; preds = %5
  %15 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !602
  %16 = load i64, ptr %15, align 8, !dbg !602, !tbaa !381
  %17 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !603
  %18 = load i64, ptr %17, align 8, !dbg !603, !tbaa !381
  %19 = icmp sgt i64 %16, %18, !dbg !604
  %20 = zext i1 %19 to i32, !dbg !604
  %21 = icmp slt i64 %16, %18, !dbg !605
  %22 = sext i1 %21 to i32, !dbg !605
  %23 = add nsw i32 %22, %20, !dbg !606
  br label %24, !dbg !607

24:                                               ; preds = %2, %14, %11
  %25 = phi i32 [ %13, %11 ], [ %23, %14 ], [ %3, %2 ], !dbg !589
  ret i32 %25, !dbg !608
}

; Function Attrs: nofree nounwind
declare !dbg !609 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal i32 @cmp_strp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #9 !dbg !457 {
    #dbg_value(ptr %0, !456, !DIExpression(), !613)
    #dbg_value(ptr %1, !459, !DIExpression(), !613)
  %3 = load ptr, ptr %0, align 8, !dbg !614, !tbaa !412
  %4 = load ptr, ptr %1, align 8, !dbg !615, !tbaa !412
  %5 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) %4) #13, !dbg !616
  ret i32 %5, !dbg !617
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !618 i32 @memcmp(ptr nocapture noundef, ptr nocapture noundef, i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !621 i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #11

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #12 = { nounwind }
attributes #13 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!71}
!llvm.module.flags = !{!104, !105, !106, !107, !108, !109, !110}
!llvm.ident = !{!111}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/qsort_comparators.c", directory: ".", checksumkind: CSK_MD5, checksum: "3257f96f17d143fcaab6e6d8688c3d7d")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 6)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 8)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !3, isLocal: true, isDefinition: true)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 5)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 30)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 432, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 54)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 664, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 83)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !18, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !3, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 4)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 7)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !18, isLocal: true, isDefinition: true)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !47, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !18, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !3, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !42, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !18, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 26)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !3, isLocal: true, isDefinition: true)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !18, isLocal: true, isDefinition: true)
!71 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !72, globals: !103, splitDebugInlining: false, nameTableKind: None)
!72 = !{!73, !78, !82, !83, !84, !85, !86, !87, !89, !91, !96, !100, !98, !102}
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !74, line: 24, baseType: !75)
!74 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !76, line: 38, baseType: !77)
!76 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!77 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !79, line: 25, baseType: !80)
!79 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !76, line: 39, baseType: !81)
!81 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!82 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!83 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!84 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!85 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!86 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 64)
!88 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !73)
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!90 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !78)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !93)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !74, line: 27, baseType: !94)
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !76, line: 45, baseType: !95)
!95 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!97 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !98)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!99 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!101 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!103 = !{!0, !7, !9, !14, !16, !21, !26, !31, !36, !38, !40, !45, !50, !52, !54, !56, !58, !60, !62, !67, !69}
!104 = !{i32 7, !"Dwarf Version", i32 5}
!105 = !{i32 2, !"Debug Info Version", i32 3}
!106 = !{i32 1, !"wchar_size", i32 4}
!107 = !{i32 8, !"PIC Level", i32 2}
!108 = !{i32 7, !"PIE Level", i32 2}
!109 = !{i32 7, !"uwtable", i32 2}
!110 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!111 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!112 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 33, type: !113, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !115)
!113 = !DISubroutineType(types: !114)
!114 = !{!82}
!115 = !{!116, !119, !123, !125, !135, !137, !146, !159, !161, !163, !166, !167, !169, !171, !173, !174, !176, !178, !180, !182, !183, !184, !186}
!116 = !DILocalVariable(name: "s", scope: !112, file: !2, line: 34, type: !117)
!117 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !74, line: 26, baseType: !118)
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !76, line: 42, baseType: !86)
!119 = !DILocalVariable(name: "u8", scope: !112, file: !2, line: 36, type: !120)
!120 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 1600, elements: !121)
!121 = !{!122}
!122 = !DISubrange(count: 200)
!123 = !DILocalVariable(name: "i16", scope: !112, file: !2, line: 36, type: !124)
!124 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 3200, elements: !121)
!125 = !DILocalVariable(name: "r3", scope: !112, file: !2, line: 36, type: !126)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !127, size: 2400, elements: !133)
!127 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rec3", file: !2, line: 10, size: 24, elements: !128)
!128 = !{!129}
!129 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !127, file: !2, line: 10, baseType: !130, size: 24)
!130 = !DICompositeType(tag: DW_TAG_array_type, baseType: !77, size: 24, elements: !131)
!131 = !{!132}
!132 = !DISubrange(count: 3)
!133 = !{!134}
!134 = !DISubrange(count: 100)
!135 = !DILocalVariable(name: "u64", scope: !112, file: !2, line: 36, type: !136)
!136 = !DICompositeType(tag: DW_TAG_array_type, baseType: !93, size: 6400, elements: !133)
!137 = !DILocalVariable(name: "r12", scope: !112, file: !2, line: 36, type: !138)
!138 = !DICompositeType(tag: DW_TAG_array_type, baseType: !139, size: 14400, elements: !144)
!139 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rec12", file: !2, line: 11, size: 96, elements: !140)
!140 = !{!141, !142, !143}
!141 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !139, file: !2, line: 11, baseType: !82, size: 32)
!142 = !DIDerivedType(tag: DW_TAG_member, name: "weight", scope: !139, file: !2, line: 11, baseType: !83, size: 32, offset: 32)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "idx", scope: !139, file: !2, line: 11, baseType: !82, size: 32, offset: 64)
!144 = !{!145}
!145 = !DISubrange(count: 150)
!146 = !DILocalVariable(name: "r40", scope: !112, file: !2, line: 36, type: !147)
!147 = !DICompositeType(tag: DW_TAG_array_type, baseType: !148, size: 19200, elements: !157)
!148 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rec40", file: !2, line: 12, size: 320, elements: !149)
!149 = !{!150, !154, !155}
!150 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !148, file: !2, line: 12, baseType: !151, size: 192)
!151 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !152)
!152 = !{!153}
!153 = !DISubrange(count: 24)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "score", scope: !148, file: !2, line: 12, baseType: !84, size: 64, offset: 192)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "idx", scope: !148, file: !2, line: 12, baseType: !156, size: 64, offset: 256)
!156 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!157 = !{!158}
!158 = !DISubrange(count: 60)
!159 = !DILocalVariable(name: "i", scope: !160, file: !2, line: 37, type: !82)
!160 = distinct !DILexicalBlock(scope: !112, file: !2, line: 37, column: 5)
!161 = !DILocalVariable(name: "i", scope: !162, file: !2, line: 38, type: !82)
!162 = distinct !DILexicalBlock(scope: !112, file: !2, line: 38, column: 5)
!163 = !DILocalVariable(name: "v", scope: !164, file: !2, line: 38, type: !117)
!164 = distinct !DILexicalBlock(scope: !165, file: !2, line: 38, column: 35)
!165 = distinct !DILexicalBlock(scope: !162, file: !2, line: 38, column: 5)
!166 = !DILocalVariable(name: "hi", scope: !164, file: !2, line: 38, type: !93)
!167 = !DILocalVariable(name: "i", scope: !168, file: !2, line: 39, type: !82)
!168 = distinct !DILexicalBlock(scope: !112, file: !2, line: 39, column: 5)
!169 = !DILocalVariable(name: "names", scope: !112, file: !2, line: 40, type: !170)
!170 = !DICompositeType(tag: DW_TAG_array_type, baseType: !98, size: 448, elements: !48)
!171 = !DILocalVariable(name: "i", scope: !172, file: !2, line: 41, type: !82)
!172 = distinct !DILexicalBlock(scope: !112, file: !2, line: 41, column: 5)
!173 = !DILocalVariable(name: "h", scope: !112, file: !2, line: 45, type: !86)
!174 = !DILocalVariable(name: "i", scope: !175, file: !2, line: 46, type: !82)
!175 = distinct !DILexicalBlock(scope: !112, file: !2, line: 46, column: 5)
!176 = !DILocalVariable(name: "i", scope: !177, file: !2, line: 47, type: !82)
!177 = distinct !DILexicalBlock(scope: !112, file: !2, line: 47, column: 5)
!178 = !DILocalVariable(name: "words", scope: !112, file: !2, line: 49, type: !179)
!179 = !DICompositeType(tag: DW_TAG_array_type, baseType: !98, size: 512, elements: !12)
!180 = !DILocalVariable(name: "i", scope: !181, file: !2, line: 51, type: !82)
!181 = distinct !DILexicalBlock(scope: !112, file: !2, line: 51, column: 5)
!182 = !DILocalVariable(name: "key1", scope: !112, file: !2, line: 52, type: !98)
!183 = !DILocalVariable(name: "key2", scope: !112, file: !2, line: 52, type: !98)
!184 = !DILocalVariable(name: "f1", scope: !112, file: !2, line: 53, type: !185)
!185 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
!186 = !DILocalVariable(name: "f2", scope: !112, file: !2, line: 53, type: !185)
!187 = distinct !DIAssignID()
!188 = !DILocation(line: 0, scope: !112)
!189 = distinct !DIAssignID()
!190 = distinct !DIAssignID()
!191 = distinct !DIAssignID()
!192 = distinct !DIAssignID()
!193 = distinct !DIAssignID()
!194 = distinct !DIAssignID()
!195 = !DILocation(line: 36, column: 5, scope: !112)
!196 = !DILocation(line: 36, column: 22, scope: !112)
!197 = !DILocation(line: 36, column: 40, scope: !112)
!198 = !DILocation(line: 36, column: 61, scope: !112)
!199 = !DILocation(line: 36, column: 80, scope: !112)
!200 = !DILocation(line: 36, column: 103, scope: !112)
!201 = !DILocation(line: 0, scope: !160)
!202 = !DILocation(line: 37, column: 5, scope: !160)
!203 = !DILocalVariable(name: "s", arg: 1, scope: !204, file: !2, line: 30, type: !207)
!204 = distinct !DISubprogram(name: "next_rand", scope: !2, file: !2, line: 30, type: !205, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !208)
!205 = !DISubroutineType(types: !206)
!206 = !{!117, !207}
!207 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!208 = !{!203}
!209 = !DILocation(line: 0, scope: !204, inlinedAt: !210)
!210 = distinct !DILocation(line: 37, column: 54, scope: !211)
!211 = distinct !DILexicalBlock(scope: !212, file: !2, line: 37, column: 35)
!212 = distinct !DILexicalBlock(scope: !160, file: !2, line: 37, column: 5)
!213 = !DILocation(line: 30, column: 51, scope: !204, inlinedAt: !210)
!214 = !DILocation(line: 30, column: 45, scope: !204, inlinedAt: !210)
!215 = !DILocation(line: 30, column: 67, scope: !204, inlinedAt: !210)
!216 = !DILocation(line: 30, column: 61, scope: !204, inlinedAt: !210)
!217 = !DILocation(line: 30, column: 83, scope: !204, inlinedAt: !210)
!218 = !DILocation(line: 30, column: 77, scope: !204, inlinedAt: !210)
!219 = !DILocation(line: 37, column: 45, scope: !211)
!220 = !DILocation(line: 37, column: 37, scope: !211)
!221 = !DILocation(line: 37, column: 43, scope: !211)
!222 = !{!223, !223, i64 0}
!223 = !{!"omnipotent char", !224, i64 0}
!224 = !{!"Simple C/C++ TBAA"}
!225 = !DILocation(line: 0, scope: !204, inlinedAt: !226)
!226 = distinct !DILocation(line: 37, column: 79, scope: !211)
!227 = !DILocation(line: 30, column: 51, scope: !204, inlinedAt: !226)
!228 = !DILocation(line: 30, column: 45, scope: !204, inlinedAt: !226)
!229 = !DILocation(line: 30, column: 67, scope: !204, inlinedAt: !226)
!230 = !DILocation(line: 30, column: 61, scope: !204, inlinedAt: !226)
!231 = !DILocation(line: 30, column: 83, scope: !204, inlinedAt: !226)
!232 = !DILocation(line: 30, column: 77, scope: !204, inlinedAt: !226)
!233 = !DILocation(line: 37, column: 70, scope: !211)
!234 = !DILocation(line: 37, column: 61, scope: !211)
!235 = !DILocation(line: 37, column: 68, scope: !211)
!236 = !{!237, !237, i64 0}
!237 = !{!"short", !223, i64 0}
!238 = !DILocation(line: 37, column: 31, scope: !212)
!239 = !DILocation(line: 37, column: 23, scope: !212)
!240 = distinct !{!240, !202, !241, !242}
!241 = !DILocation(line: 37, column: 86, scope: !160)
!242 = !{!"llvm.loop.mustprogress"}
!243 = !DILocation(line: 0, scope: !162)
!244 = !DILocation(line: 0, scope: !204, inlinedAt: !245)
!245 = distinct !DILocation(line: 38, column: 50, scope: !164)
!246 = !DILocation(line: 30, column: 51, scope: !204, inlinedAt: !245)
!247 = !DILocation(line: 30, column: 45, scope: !204, inlinedAt: !245)
!248 = !DILocation(line: 30, column: 67, scope: !204, inlinedAt: !245)
!249 = !DILocation(line: 30, column: 61, scope: !204, inlinedAt: !245)
!250 = !DILocation(line: 30, column: 83, scope: !204, inlinedAt: !245)
!251 = !DILocation(line: 30, column: 77, scope: !204, inlinedAt: !245)
!252 = !DILocation(line: 0, scope: !164)
!253 = !DILocation(line: 38, column: 64, scope: !164)
!254 = !DILocation(line: 38, column: 57, scope: !164)
!255 = !DILocation(line: 0, scope: !204, inlinedAt: !256)
!256 = distinct !DILocation(line: 38, column: 95, scope: !164)
!257 = !DILocation(line: 30, column: 51, scope: !204, inlinedAt: !256)
!258 = !DILocation(line: 30, column: 45, scope: !204, inlinedAt: !256)
!259 = !DILocation(line: 30, column: 67, scope: !204, inlinedAt: !256)
!260 = !DILocation(line: 30, column: 61, scope: !204, inlinedAt: !256)
!261 = !DILocation(line: 30, column: 83, scope: !204, inlinedAt: !256)
!262 = !DILocation(line: 30, column: 77, scope: !204, inlinedAt: !256)
!263 = !DILocation(line: 38, column: 95, scope: !164)
!264 = !DILocation(line: 38, column: 114, scope: !164)
!265 = !DILocation(line: 0, scope: !204, inlinedAt: !266)
!266 = distinct !DILocation(line: 38, column: 122, scope: !164)
!267 = !DILocation(line: 30, column: 51, scope: !204, inlinedAt: !266)
!268 = !DILocation(line: 30, column: 45, scope: !204, inlinedAt: !266)
!269 = !DILocation(line: 30, column: 67, scope: !204, inlinedAt: !266)
!270 = !DILocation(line: 30, column: 61, scope: !204, inlinedAt: !266)
!271 = !DILocation(line: 30, column: 83, scope: !204, inlinedAt: !266)
!272 = !DILocation(line: 30, column: 77, scope: !204, inlinedAt: !266)
!273 = !DILocation(line: 38, column: 122, scope: !164)
!274 = !DILocation(line: 38, column: 120, scope: !164)
!275 = !DILocation(line: 38, column: 102, scope: !164)
!276 = !DILocation(line: 38, column: 109, scope: !164)
!277 = !{!278, !278, i64 0}
!278 = !{!"long", !223, i64 0}
!279 = !DILocation(line: 38, column: 31, scope: !165)
!280 = !DILocation(line: 38, column: 23, scope: !165)
!281 = !DILocation(line: 38, column: 5, scope: !162)
!282 = distinct !{!282, !281, !283, !242}
!283 = !DILocation(line: 38, column: 129, scope: !162)
!284 = !DILocation(line: 0, scope: !168)
!285 = !DILocation(line: 0, scope: !204, inlinedAt: !286)
!286 = distinct !DILocation(line: 39, column: 56, scope: !287)
!287 = distinct !DILexicalBlock(scope: !288, file: !2, line: 39, column: 35)
!288 = distinct !DILexicalBlock(scope: !168, file: !2, line: 39, column: 5)
!289 = !DILocation(line: 30, column: 51, scope: !204, inlinedAt: !286)
!290 = !DILocation(line: 30, column: 45, scope: !204, inlinedAt: !286)
!291 = !DILocation(line: 30, column: 67, scope: !204, inlinedAt: !286)
!292 = !DILocation(line: 30, column: 61, scope: !204, inlinedAt: !286)
!293 = !DILocation(line: 30, column: 83, scope: !204, inlinedAt: !286)
!294 = !DILocation(line: 30, column: 77, scope: !204, inlinedAt: !286)
!295 = !DILocation(line: 39, column: 62, scope: !287)
!296 = !DILocation(line: 39, column: 37, scope: !287)
!297 = !DILocation(line: 39, column: 48, scope: !287)
!298 = !{!299, !300, i64 0}
!299 = !{!"rec12", !300, i64 0, !301, i64 4, !300, i64 8}
!300 = !{!"int", !223, i64 0}
!301 = !{!"float", !223, i64 0}
!302 = !DILocation(line: 0, scope: !204, inlinedAt: !303)
!303 = distinct !DILocation(line: 39, column: 93, scope: !287)
!304 = !DILocation(line: 30, column: 51, scope: !204, inlinedAt: !303)
!305 = !DILocation(line: 30, column: 45, scope: !204, inlinedAt: !303)
!306 = !DILocation(line: 30, column: 67, scope: !204, inlinedAt: !303)
!307 = !DILocation(line: 30, column: 61, scope: !204, inlinedAt: !303)
!308 = !DILocation(line: 30, column: 83, scope: !204, inlinedAt: !303)
!309 = !DILocation(line: 30, column: 77, scope: !204, inlinedAt: !303)
!310 = !DILocation(line: 39, column: 99, scope: !287)
!311 = !DILocation(line: 39, column: 85, scope: !287)
!312 = !DILocation(line: 39, column: 104, scope: !287)
!313 = !DILocation(line: 39, column: 76, scope: !287)
!314 = !DILocation(line: 39, column: 83, scope: !287)
!315 = !{!299, !301, i64 4}
!316 = !DILocation(line: 39, column: 116, scope: !287)
!317 = !DILocation(line: 39, column: 120, scope: !287)
!318 = !{!299, !300, i64 8}
!319 = !DILocation(line: 39, column: 31, scope: !288)
!320 = !DILocation(line: 39, column: 23, scope: !288)
!321 = !DILocation(line: 39, column: 5, scope: !168)
!322 = distinct !{!322, !321, !323, !242}
!323 = !DILocation(line: 39, column: 125, scope: !168)
!324 = !DILocation(line: 42, column: 5, scope: !112)
!325 = !DILocation(line: 42, column: 32, scope: !112)
!326 = !DILocation(line: 42, column: 61, scope: !112)
!327 = !DILocation(line: 42, column: 90, scope: !112)
!328 = !DILocation(line: 42, column: 124, scope: !112)
!329 = !DILocation(line: 42, column: 167, scope: !112)
!330 = !DILocation(line: 43, column: 46, scope: !112)
!331 = !DILocation(line: 43, column: 53, scope: !112)
!332 = !DILocation(line: 43, column: 62, scope: !112)
!333 = !DILocation(line: 43, column: 71, scope: !112)
!334 = !DILocation(line: 43, column: 79, scope: !112)
!335 = !DILocation(line: 43, column: 89, scope: !112)
!336 = !DILocation(line: 43, column: 5, scope: !112)
!337 = !DILocation(line: 44, column: 70, scope: !112)
!338 = !DILocation(line: 44, column: 82, scope: !112)
!339 = !DILocation(line: 44, column: 94, scope: !112)
!340 = !DILocation(line: 44, column: 106, scope: !112)
!341 = !DILocation(line: 44, column: 119, scope: !112)
!342 = !DILocation(line: 44, column: 132, scope: !112)
!343 = !DILocation(line: 44, column: 165, scope: !112)
!344 = !DILocation(line: 44, column: 193, scope: !112)
!345 = !DILocation(line: 44, column: 5, scope: !112)
!346 = !DILocation(line: 0, scope: !175)
!347 = !DILocation(line: 46, column: 5, scope: !175)
!348 = !DILocation(line: 0, scope: !172)
!349 = !DILocation(line: 41, column: 43, scope: !350)
!350 = distinct !DILexicalBlock(scope: !351, file: !2, line: 41, column: 34)
!351 = distinct !DILexicalBlock(scope: !172, file: !2, line: 41, column: 5)
!352 = !DILocation(line: 41, column: 36, scope: !350)
!353 = !DILocation(line: 0, scope: !204, inlinedAt: !354)
!354 = distinct !DILocation(line: 41, column: 106, scope: !350)
!355 = !DILocation(line: 30, column: 51, scope: !204, inlinedAt: !354)
!356 = !DILocation(line: 30, column: 45, scope: !204, inlinedAt: !354)
!357 = !DILocation(line: 30, column: 67, scope: !204, inlinedAt: !354)
!358 = !DILocation(line: 30, column: 61, scope: !204, inlinedAt: !354)
!359 = !DILocation(line: 30, column: 83, scope: !204, inlinedAt: !354)
!360 = !DILocation(line: 30, column: 77, scope: !204, inlinedAt: !354)
!361 = !DILocation(line: 41, column: 112, scope: !350)
!362 = !DILocation(line: 41, column: 100, scope: !350)
!363 = !DILocation(line: 41, column: 80, scope: !350)
!364 = !DILocation(line: 0, scope: !204, inlinedAt: !365)
!365 = distinct !DILocation(line: 41, column: 143, scope: !350)
!366 = !DILocation(line: 30, column: 51, scope: !204, inlinedAt: !365)
!367 = !DILocation(line: 30, column: 45, scope: !204, inlinedAt: !365)
!368 = !DILocation(line: 30, column: 67, scope: !204, inlinedAt: !365)
!369 = !DILocation(line: 30, column: 61, scope: !204, inlinedAt: !365)
!370 = !DILocation(line: 30, column: 83, scope: !204, inlinedAt: !365)
!371 = !DILocation(line: 30, column: 77, scope: !204, inlinedAt: !365)
!372 = !DILocation(line: 41, column: 149, scope: !350)
!373 = !DILocation(line: 41, column: 134, scope: !350)
!374 = !DILocation(line: 41, column: 126, scope: !350)
!375 = !DILocation(line: 41, column: 132, scope: !350)
!376 = !{!377, !378, i64 24}
!377 = !{!"rec40", !223, i64 0, !378, i64 24, !278, i64 32}
!378 = !{!"double", !223, i64 0}
!379 = !DILocation(line: 41, column: 162, scope: !350)
!380 = !DILocation(line: 41, column: 166, scope: !350)
!381 = !{!377, !278, i64 32}
!382 = !DILocation(line: 41, column: 30, scope: !351)
!383 = !DILocation(line: 41, column: 23, scope: !351)
!384 = !DILocation(line: 41, column: 5, scope: !172)
!385 = distinct !{!385, !384, !386, !242}
!386 = !DILocation(line: 41, column: 171, scope: !172)
!387 = !DILocation(line: 46, column: 41, scope: !388)
!388 = distinct !DILexicalBlock(scope: !175, file: !2, line: 46, column: 5)
!389 = !DILocation(line: 46, column: 65, scope: !388)
!390 = !DILocation(line: 46, column: 46, scope: !388)
!391 = !DILocation(line: 46, column: 31, scope: !388)
!392 = !DILocation(line: 46, column: 23, scope: !388)
!393 = distinct !{!393, !347, !394, !242}
!394 = !DILocation(line: 46, column: 65, scope: !175)
!395 = !DILocation(line: 48, column: 106, scope: !112)
!396 = !DILocation(line: 48, column: 126, scope: !112)
!397 = !DILocation(line: 48, column: 111, scope: !112)
!398 = !DILocation(line: 48, column: 141, scope: !112)
!399 = !DILocation(line: 48, column: 166, scope: !112)
!400 = !DILocation(line: 48, column: 180, scope: !112)
!401 = !DILocation(line: 48, column: 185, scope: !112)
!402 = !DILocation(line: 48, column: 207, scope: !112)
!403 = !DILocation(line: 48, column: 222, scope: !112)
!404 = !DILocation(line: 48, column: 5, scope: !112)
!405 = !DILocation(line: 49, column: 5, scope: !112)
!406 = !DILocation(line: 49, column: 17, scope: !112)
!407 = distinct !DIAssignID()
!408 = !DILocation(line: 50, column: 5, scope: !112)
!409 = !DILocation(line: 0, scope: !181)
!410 = !DILocation(line: 51, column: 47, scope: !411)
!411 = distinct !DILexicalBlock(scope: !181, file: !2, line: 51, column: 5)
!412 = !{!413, !413, i64 0}
!413 = !{!"any pointer", !223, i64 0}
!414 = !DILocation(line: 51, column: 33, scope: !411)
!415 = !DILocation(line: 29, column: 3, scope: !416, inlinedAt: !438)
!416 = distinct !DISubprogram(name: "bsearch", scope: !417, file: !417, line: 20, type: !418, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !427)
!417 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!418 = !DISubroutineType(types: !419)
!419 = !{!102, !100, !100, !420, !420, !422}
!420 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !421, line: 18, baseType: !95)
!421 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!422 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !423, line: 829, baseType: !424)
!423 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!424 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !425, size: 64)
!425 = !DISubroutineType(types: !426)
!426 = !{!82, !100, !100}
!427 = !{!428, !429, !430, !431, !432, !433, !434, !435, !436, !437}
!428 = !DILocalVariable(name: "__key", arg: 1, scope: !416, file: !417, line: 20, type: !100)
!429 = !DILocalVariable(name: "__base", arg: 2, scope: !416, file: !417, line: 20, type: !100)
!430 = !DILocalVariable(name: "__nmemb", arg: 3, scope: !416, file: !417, line: 20, type: !420)
!431 = !DILocalVariable(name: "__size", arg: 4, scope: !416, file: !417, line: 20, type: !420)
!432 = !DILocalVariable(name: "__compar", arg: 5, scope: !416, file: !417, line: 21, type: !422)
!433 = !DILocalVariable(name: "__l", scope: !416, file: !417, line: 23, type: !420)
!434 = !DILocalVariable(name: "__u", scope: !416, file: !417, line: 23, type: !420)
!435 = !DILocalVariable(name: "__idx", scope: !416, file: !417, line: 23, type: !420)
!436 = !DILocalVariable(name: "__p", scope: !416, file: !417, line: 24, type: !100)
!437 = !DILocalVariable(name: "__comparison", scope: !416, file: !417, line: 25, type: !82)
!438 = distinct !DILocation(line: 53, column: 23, scope: !112)
!439 = !DILocation(line: 0, scope: !177)
!440 = !DILocation(line: 47, column: 40, scope: !441)
!441 = distinct !DILexicalBlock(scope: !177, file: !2, line: 47, column: 5)
!442 = !DILocation(line: 47, column: 64, scope: !441)
!443 = !DILocation(line: 47, column: 47, scope: !441)
!444 = !DILocation(line: 47, column: 45, scope: !441)
!445 = !DILocation(line: 47, column: 30, scope: !441)
!446 = !DILocation(line: 47, column: 23, scope: !441)
!447 = !DILocation(line: 47, column: 5, scope: !177)
!448 = distinct !{!448, !447, !449, !242}
!449 = !DILocation(line: 47, column: 64, scope: !177)
!450 = !DILocation(line: 0, scope: !416, inlinedAt: !438)
!451 = !DILocation(line: 31, column: 20, scope: !452, inlinedAt: !438)
!452 = distinct !DILexicalBlock(scope: !416, file: !417, line: 30, column: 5)
!453 = !DILocation(line: 31, column: 27, scope: !452, inlinedAt: !438)
!454 = !DILocation(line: 32, column: 62, scope: !452, inlinedAt: !438)
!455 = !DILocation(line: 32, column: 53, scope: !452, inlinedAt: !438)
!456 = !DILocalVariable(name: "a", arg: 1, scope: !457, file: !2, line: 31, type: !100)
!457 = distinct !DISubprogram(name: "cmp_strp", scope: !2, file: !2, line: 31, type: !425, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !458)
!458 = !{!456, !459}
!459 = !DILocalVariable(name: "b", arg: 2, scope: !457, file: !2, line: 31, type: !100)
!460 = !DILocation(line: 0, scope: !457, inlinedAt: !461)
!461 = distinct !DILocation(line: 33, column: 22, scope: !452, inlinedAt: !438)
!462 = !DILocation(line: 31, column: 92, scope: !457, inlinedAt: !461)
!463 = !DILocation(line: 31, column: 60, scope: !457, inlinedAt: !461)
!464 = !DILocation(line: 34, column: 24, scope: !465, inlinedAt: !438)
!465 = distinct !DILexicalBlock(scope: !452, file: !417, line: 34, column: 11)
!466 = !DILocation(line: 34, column: 11, scope: !452, inlinedAt: !438)
!467 = !DILocation(line: 36, column: 29, scope: !468, inlinedAt: !438)
!468 = distinct !DILexicalBlock(scope: !465, file: !417, line: 36, column: 16)
!469 = !DILocation(line: 36, column: 16, scope: !465, inlinedAt: !438)
!470 = !DILocation(line: 37, column: 14, scope: !468, inlinedAt: !438)
!471 = !DILocation(line: 29, column: 14, scope: !416, inlinedAt: !438)
!472 = distinct !{!472, !415, !473, !242}
!473 = !DILocation(line: 49, column: 5, scope: !416, inlinedAt: !438)
!474 = !DILocation(line: 54, column: 46, scope: !112)
!475 = !DILocation(line: 0, scope: !416, inlinedAt: !476)
!476 = distinct !DILocation(line: 53, column: 83, scope: !112)
!477 = !DILocation(line: 31, column: 20, scope: !452, inlinedAt: !476)
!478 = !DILocation(line: 31, column: 27, scope: !452, inlinedAt: !476)
!479 = !DILocation(line: 32, column: 62, scope: !452, inlinedAt: !476)
!480 = !DILocation(line: 32, column: 53, scope: !452, inlinedAt: !476)
!481 = !DILocation(line: 0, scope: !457, inlinedAt: !482)
!482 = distinct !DILocation(line: 33, column: 22, scope: !452, inlinedAt: !476)
!483 = !DILocation(line: 31, column: 92, scope: !457, inlinedAt: !482)
!484 = !DILocation(line: 31, column: 60, scope: !457, inlinedAt: !482)
!485 = !DILocation(line: 34, column: 24, scope: !465, inlinedAt: !476)
!486 = !DILocation(line: 34, column: 11, scope: !452, inlinedAt: !476)
!487 = !DILocation(line: 36, column: 29, scope: !468, inlinedAt: !476)
!488 = !DILocation(line: 36, column: 16, scope: !465, inlinedAt: !476)
!489 = !DILocation(line: 37, column: 14, scope: !468, inlinedAt: !476)
!490 = !DILocation(line: 29, column: 14, scope: !416, inlinedAt: !476)
!491 = !DILocation(line: 29, column: 3, scope: !416, inlinedAt: !476)
!492 = distinct !{!492, !491, !493, !242}
!493 = !DILocation(line: 49, column: 5, scope: !416, inlinedAt: !476)
!494 = !DILocation(line: 54, column: 5, scope: !112)
!495 = !DILocation(line: 55, column: 20, scope: !112)
!496 = !DILocation(line: 56, column: 1, scope: !112)
!497 = !DILocation(line: 55, column: 5, scope: !112)
!498 = !DISubprogram(name: "strcpy", scope: !499, file: !499, line: 141, type: !500, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!499 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!500 = !DISubroutineType(types: !501)
!501 = !{!502, !503, !504}
!502 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!503 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !502)
!504 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !98)
!505 = !DISubprogram(name: "qsort", scope: !423, file: !423, line: 851, type: !506, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!506 = !DISubroutineType(types: !507)
!507 = !{null, !102, !420, !420, !422}
!508 = distinct !DISubprogram(name: "cmp_u8", scope: !2, file: !2, line: 13, type: !425, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !509)
!509 = !{!510, !511}
!510 = !DILocalVariable(name: "a", arg: 1, scope: !508, file: !2, line: 13, type: !100)
!511 = !DILocalVariable(name: "b", arg: 2, scope: !508, file: !2, line: 13, type: !100)
!512 = !DILocation(line: 0, scope: !508)
!513 = !DILocation(line: 13, column: 58, scope: !508)
!514 = !DILocation(line: 13, column: 80, scope: !508)
!515 = !DILocation(line: 13, column: 78, scope: !508)
!516 = !DILocation(line: 13, column: 51, scope: !508)
!517 = distinct !DISubprogram(name: "cmp_i16", scope: !2, file: !2, line: 14, type: !425, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !518)
!518 = !{!519, !520, !521, !522}
!519 = !DILocalVariable(name: "a", arg: 1, scope: !517, file: !2, line: 14, type: !100)
!520 = !DILocalVariable(name: "b", arg: 2, scope: !517, file: !2, line: 14, type: !100)
!521 = !DILocalVariable(name: "x", scope: !517, file: !2, line: 14, type: !78)
!522 = !DILocalVariable(name: "y", scope: !517, file: !2, line: 14, type: !78)
!523 = !DILocation(line: 0, scope: !517)
!524 = !DILocation(line: 14, column: 64, scope: !517)
!525 = !DILocation(line: 14, column: 89, scope: !517)
!526 = !DILocation(line: 14, column: 120, scope: !517)
!527 = !DILocation(line: 14, column: 130, scope: !517)
!528 = !DILocation(line: 14, column: 125, scope: !517)
!529 = !DILocation(line: 14, column: 110, scope: !517)
!530 = distinct !DISubprogram(name: "cmp_rec3", scope: !2, file: !2, line: 15, type: !425, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !531)
!531 = !{!532, !533}
!532 = !DILocalVariable(name: "a", arg: 1, scope: !530, file: !2, line: 15, type: !100)
!533 = !DILocalVariable(name: "b", arg: 2, scope: !530, file: !2, line: 15, type: !100)
!534 = !DILocation(line: 0, scope: !530)
!535 = !DILocation(line: 15, column: 60, scope: !530)
!536 = !DILocation(line: 15, column: 53, scope: !530)
!537 = distinct !DISubprogram(name: "cmp_u64_desc", scope: !2, file: !2, line: 16, type: !425, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !538)
!538 = !{!539, !540, !541, !542}
!539 = !DILocalVariable(name: "a", arg: 1, scope: !537, file: !2, line: 16, type: !100)
!540 = !DILocalVariable(name: "b", arg: 2, scope: !537, file: !2, line: 16, type: !100)
!541 = !DILocalVariable(name: "x", scope: !537, file: !2, line: 16, type: !93)
!542 = !DILocalVariable(name: "y", scope: !537, file: !2, line: 16, type: !93)
!543 = !DILocation(line: 0, scope: !537)
!544 = !DILocation(line: 16, column: 70, scope: !537)
!545 = !DILocation(line: 16, column: 96, scope: !537)
!546 = !DILocation(line: 16, column: 128, scope: !537)
!547 = !DILocation(line: 16, column: 138, scope: !537)
!548 = !DILocation(line: 16, column: 133, scope: !537)
!549 = !DILocation(line: 16, column: 118, scope: !537)
!550 = distinct !DISubprogram(name: "cmp_rec12", scope: !2, file: !2, line: 17, type: !425, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !551)
!551 = !{!552, !553, !554, !557}
!552 = !DILocalVariable(name: "a", arg: 1, scope: !550, file: !2, line: 17, type: !100)
!553 = !DILocalVariable(name: "b", arg: 2, scope: !550, file: !2, line: 17, type: !100)
!554 = !DILocalVariable(name: "x", scope: !550, file: !2, line: 18, type: !555)
!555 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !556, size: 64)
!556 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !139)
!557 = !DILocalVariable(name: "y", scope: !550, file: !2, line: 18, type: !555)
!558 = !DILocation(line: 0, scope: !550)
!559 = !DILocation(line: 19, column: 12, scope: !560)
!560 = distinct !DILexicalBlock(scope: !550, file: !2, line: 19, column: 9)
!561 = !DILocation(line: 19, column: 22, scope: !560)
!562 = !DILocation(line: 19, column: 16, scope: !560)
!563 = !DILocation(line: 19, column: 9, scope: !550)
!564 = !DILocation(line: 19, column: 41, scope: !560)
!565 = !DILocation(line: 19, column: 34, scope: !560)
!566 = !DILocation(line: 19, column: 27, scope: !560)
!567 = !DILocation(line: 20, column: 12, scope: !568)
!568 = distinct !DILexicalBlock(scope: !550, file: !2, line: 20, column: 9)
!569 = !DILocation(line: 20, column: 25, scope: !568)
!570 = !DILocation(line: 20, column: 19, scope: !568)
!571 = !DILocation(line: 20, column: 9, scope: !550)
!572 = !DILocation(line: 20, column: 50, scope: !568)
!573 = !DILocation(line: 20, column: 40, scope: !568)
!574 = !DILocation(line: 20, column: 33, scope: !568)
!575 = !DILocation(line: 21, column: 15, scope: !550)
!576 = !DILocation(line: 21, column: 24, scope: !550)
!577 = !DILocation(line: 21, column: 19, scope: !550)
!578 = !DILocation(line: 21, column: 5, scope: !550)
!579 = !DILocation(line: 22, column: 1, scope: !550)
!580 = distinct !DISubprogram(name: "cmp_rec40", scope: !2, file: !2, line: 23, type: !425, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !581)
!581 = !{!582, !583, !584, !587, !588}
!582 = !DILocalVariable(name: "a", arg: 1, scope: !580, file: !2, line: 23, type: !100)
!583 = !DILocalVariable(name: "b", arg: 2, scope: !580, file: !2, line: 23, type: !100)
!584 = !DILocalVariable(name: "x", scope: !580, file: !2, line: 24, type: !585)
!585 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !586, size: 64)
!586 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !148)
!587 = !DILocalVariable(name: "y", scope: !580, file: !2, line: 24, type: !585)
!588 = !DILocalVariable(name: "c", scope: !580, file: !2, line: 25, type: !82)
!589 = !DILocation(line: 0, scope: !580)
!590 = !DILocation(line: 25, column: 13, scope: !580)
!591 = !DILocation(line: 26, column: 9, scope: !592)
!592 = distinct !DILexicalBlock(scope: !580, file: !2, line: 26, column: 9)
!593 = !DILocation(line: 26, column: 9, scope: !580)
!594 = !DILocation(line: 27, column: 12, scope: !595)
!595 = distinct !DILexicalBlock(scope: !580, file: !2, line: 27, column: 9)
!596 = !DILocation(line: 27, column: 24, scope: !595)
!597 = !DILocation(line: 27, column: 18, scope: !595)
!598 = !DILocation(line: 27, column: 9, scope: !580)
!599 = !DILocation(line: 27, column: 47, scope: !595)
!600 = !DILocation(line: 27, column: 38, scope: !595)
!601 = !DILocation(line: 27, column: 31, scope: !595)
!602 = !DILocation(line: 28, column: 16, scope: !580)
!603 = !DILocation(line: 28, column: 25, scope: !580)
!604 = !DILocation(line: 28, column: 20, scope: !580)
!605 = !DILocation(line: 28, column: 40, scope: !580)
!606 = !DILocation(line: 28, column: 30, scope: !580)
!607 = !DILocation(line: 28, column: 5, scope: !580)
!608 = !DILocation(line: 29, column: 1, scope: !580)
!609 = !DISubprogram(name: "printf", scope: !610, file: !610, line: 356, type: !611, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!610 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!611 = !DISubroutineType(types: !612)
!612 = !{!82, !504, null}
!613 = !DILocation(line: 0, scope: !457)
!614 = !DILocation(line: 31, column: 67, scope: !457)
!615 = !DILocation(line: 31, column: 92, scope: !457)
!616 = !DILocation(line: 31, column: 60, scope: !457)
!617 = !DILocation(line: 31, column: 53, scope: !457)
!618 = !DISubprogram(name: "memcmp", scope: !499, file: !499, line: 64, type: !619, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!619 = !DISubroutineType(types: !620)
!620 = !{!82, !100, !100, !420}
!621 = !DISubprogram(name: "strcmp", scope: !499, file: !499, line: 156, type: !622, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!622 = !DISubroutineType(types: !623)
!623 = !{!82, !98, !98}
