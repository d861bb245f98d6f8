; ModuleID = 'apps/zstd_roundtrip/main.c'
source_filename = "apps/zstd_roundtrip/main.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.ZSTD_outBuffer_s = type { ptr, i64, i64 }
%struct.ZSTD_inBuffer_s = type { ptr, i64, i64 }

@.str = private unnamed_addr constant [6 x i8] c"bench\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [37 x i8] c"zstd %s input %zu bytes fnv=%016llx\0A\00", align 1, !dbg !7
@__const.main.levels = private unnamed_addr constant [4 x i32] [i32 1, i32 3, i32 9, i32 15], align 16
@.str.2 = private unnamed_addr constant [19 x i8] c"compress error %s\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [75 x i8] c"level %d: %zu -> %zu (%.2f%%) frame-content-size=%llu comp-fnv=%016llx %s\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [31 x i8] c"stream level 4: %zu -> %zu %s\0A\00", align 1, !dbg !32
@__const.main.bad = private unnamed_addr constant <{ i8, i8, i8, i8, i8, i8, i8, [9 x i8] }> <{ i8 40, i8 -75, i8 47, i8 -3, i8 1, i8 2, i8 3, [9 x i8] zeroinitializer }>, align 16
@.str.7 = private unnamed_addr constant [27 x i8] c"corrupt frame -> error=%d\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [13 x i8] c"failures=%d\0A\00", align 1, !dbg !42
@dg_fill.words = internal unnamed_addr constant [20 x ptr] [ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26, ptr @.str.27, ptr @.str.28], align 16, !dbg !47
@.str.9 = private unnamed_addr constant [4 x i8] c"the\00", align 1, !dbg !117
@.str.10 = private unnamed_addr constant [9 x i8] c"compiler\00", align 1, !dbg !122
@.str.11 = private unnamed_addr constant [8 x i8] c"backend\00", align 1, !dbg !127
@.str.12 = private unnamed_addr constant [6 x i8] c"emits\00", align 1, !dbg !132
@.str.13 = private unnamed_addr constant [7 x i8] c"object\00", align 1, !dbg !134
@.str.14 = private unnamed_addr constant [5 x i8] c"code\00", align 1, !dbg !139
@.str.15 = private unnamed_addr constant [4 x i8] c"for\00", align 1, !dbg !141
@.str.16 = private unnamed_addr constant [7 x i8] c"x86-64\00", align 1, !dbg !143
@.str.17 = private unnamed_addr constant [4 x i8] c"and\00", align 1, !dbg !145
@.str.18 = private unnamed_addr constant [8 x i8] c"aarch64\00", align 1, !dbg !147
@.str.19 = private unnamed_addr constant [9 x i8] c"register\00", align 1, !dbg !149
@.str.20 = private unnamed_addr constant [11 x i8] c"allocation\00", align 1, !dbg !151
@.str.21 = private unnamed_addr constant [12 x i8] c"instruction\00", align 1, !dbg !156
@.str.22 = private unnamed_addr constant [10 x i8] c"selection\00", align 1, !dbg !161
@.str.23 = private unnamed_addr constant [11 x i8] c"scheduling\00", align 1, !dbg !166
@.str.24 = private unnamed_addr constant [3 x i8] c"of\00", align 1, !dbg !168
@.str.25 = private unnamed_addr constant [2 x i8] c"a\00", align 1, !dbg !170
@.str.26 = private unnamed_addr constant [8 x i8] c"machine\00", align 1, !dbg !175
@.str.27 = private unnamed_addr constant [9 x i8] c"function\00", align 1, !dbg !177
@.str.28 = private unnamed_addr constant [6 x i8] c"block\00", align 1, !dbg !179
@.str.29 = private unnamed_addr constant [25 x i8] c"record:{id,name,value};\0A\00", align 1, !dbg !181

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !224 {
  %3 = alloca %struct.ZSTD_outBuffer_s, align 8, !DIAssignID !259
    #dbg_assign(i1 undef, !260, !DIExpression(), !259, ptr %3, !DIExpression(), !312)
  %4 = alloca %struct.ZSTD_inBuffer_s, align 8, !DIAssignID !314
    #dbg_assign(i1 undef, !282, !DIExpression(), !314, ptr %4, !DIExpression(), !315)
  %5 = alloca %struct.ZSTD_inBuffer_s, align 8, !DIAssignID !316
    #dbg_assign(i1 undef, !298, !DIExpression(), !316, ptr %5, !DIExpression(), !312)
  %6 = alloca %struct.ZSTD_outBuffer_s, align 8, !DIAssignID !317
  %7 = alloca [96 x i8], align 16, !DIAssignID !318
  %8 = alloca [16 x i8], align 16, !DIAssignID !319
    #dbg_assign(i1 undef, !250, !DIExpression(), !319, ptr %8, !DIExpression(), !320)
  %9 = alloca [64 x i8], align 16, !DIAssignID !321
    #dbg_assign(i1 undef, !254, !DIExpression(), !321, ptr %9, !DIExpression(), !320)
    #dbg_value(i32 %0, !230, !DIExpression(), !320)
    #dbg_value(ptr %1, !231, !DIExpression(), !320)
  %10 = icmp sgt i32 %0, 1, !dbg !322
  br i1 %10, label %11, label %19, !dbg !323

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !324
  %13 = load ptr, ptr %12, align 8, !dbg !324, !tbaa !325
  %14 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %13, ptr noundef nonnull dereferenceable(6) @.str) #11, !dbg !329
  %15 = freeze i32 %14, !dbg !330
  %16 = icmp eq i32 %15, 0, !dbg !330
    #dbg_value(i1 %16, !232, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !320)
  %17 = select i1 %16, i64 8388608, i64 307200, !dbg !331
  %18 = select i1 %16, i64 3, i64 4, !dbg !332
  br label %19, !dbg !331

19:                                               ; preds = %11, %2
  %20 = phi i64 [ 4, %2 ], [ %18, %11 ]
  %21 = phi i64 [ 307200, %2 ], [ %17, %11 ], !dbg !331
    #dbg_value(i64 %21, !233, !DIExpression(), !320)
  %22 = tail call noalias ptr @malloc(i64 noundef %21) #12, !dbg !333
    #dbg_value(ptr %22, !234, !DIExpression(), !320)
    #dbg_assign(i1 undef, !196, !DIExpression(), !318, ptr %7, !DIExpression(), !334)
    #dbg_value(ptr %22, !189, !DIExpression(), !336)
    #dbg_value(i64 %21, !190, !DIExpression(), !336)
    #dbg_value(i32 99, !191, !DIExpression(), !336)
    #dbg_value(i64 0, !192, !DIExpression(), !336)
  br label %23, !dbg !337

23:                                               ; preds = %19, %116
  %24 = phi i64 [ %124, %116 ], [ 0, %19 ]
  %25 = phi i32 [ %117, %116 ], [ 99, %19 ]
    #dbg_value(i64 %24, !192, !DIExpression(), !336)
  %26 = shl i32 %25, 13, !dbg !338
  %27 = xor i32 %26, %25, !dbg !343
  %28 = lshr i32 %27, 17, !dbg !344
  %29 = xor i32 %28, %27, !dbg !345
  %30 = shl i32 %29, 5, !dbg !346
  %31 = xor i32 %30, %29, !dbg !347
    #dbg_value(i32 %31, !193, !DIExpression(), !334)
  %32 = urem i32 %31, 10, !dbg !348
    #dbg_value(i32 %32, !195, !DIExpression(), !334)
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %7) #13, !dbg !349
  %33 = icmp ult i32 %32, 6, !dbg !350
  br i1 %33, label %34, label %48, !dbg !351

34:                                               ; preds = %23
  %35 = lshr i32 %31, 8, !dbg !352
  %36 = urem i32 %35, 20, !dbg !353
  %37 = zext nneg i32 %36 to i64, !dbg !354
  %38 = getelementptr inbounds [20 x ptr], ptr @dg_fill.words, i64 0, i64 %37, !dbg !354
  %39 = load ptr, ptr %38, align 8, !dbg !354, !tbaa !325
    #dbg_value(ptr %39, !201, !DIExpression(), !355)
  %40 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %39) #11, !dbg !356
    #dbg_value(i64 %40, !200, !DIExpression(), !334)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %7, ptr align 1 %39, i64 %40, i1 false), !dbg !357
  %41 = lshr i32 %31, 20, !dbg !358
  %42 = trunc nuw nsw i32 %41 to i16, !dbg !359
  %43 = urem i16 %42, 9, !dbg !359
  %44 = icmp eq i16 %43, 0, !dbg !360
  %45 = select i1 %44, i8 10, i8 32, !dbg !361
  %46 = add i64 %40, 1, !dbg !362
    #dbg_value(i64 %46, !200, !DIExpression(), !334)
  %47 = getelementptr inbounds [96 x i8], ptr %7, i64 0, i64 %40, !dbg !363
  store i8 %45, ptr %47, align 1, !dbg !364, !tbaa !365
  br label %116, !dbg !366

48:                                               ; preds = %23
  %49 = icmp ult i32 %32, 8, !dbg !367
  br i1 %49, label %50, label %71, !dbg !368

50:                                               ; preds = %48
  %51 = shl i32 %31, 13, !dbg !369
  %52 = xor i32 %51, %31, !dbg !371
  %53 = lshr i32 %52, 17, !dbg !372
  %54 = xor i32 %53, %52, !dbg !373
  %55 = shl i32 %54, 5, !dbg !374
  %56 = xor i32 %55, %54, !dbg !375
  %57 = urem i32 %56, 100000, !dbg !376
    #dbg_value(i32 %57, !206, !DIExpression(), !377)
    #dbg_value(i64 1, !200, !DIExpression(), !334)
  store i8 124, ptr %7, align 16, !dbg !378, !tbaa !365
  br label %58, !dbg !379

58:                                               ; preds = %58, %50
  %59 = phi i64 [ 1, %50 ], [ %64, %58 ], !dbg !380
  %60 = phi i32 [ %57, %50 ], [ %66, %58 ], !dbg !380
    #dbg_value(i32 %60, !206, !DIExpression(), !377)
    #dbg_value(i64 %59, !200, !DIExpression(), !334)
  %61 = urem i32 %60, 10, !dbg !381
  %62 = trunc nuw nsw i32 %61 to i8, !dbg !383
  %63 = or disjoint i8 %62, 48, !dbg !383
  %64 = add i64 %59, 1, !dbg !384
    #dbg_value(i64 %64, !200, !DIExpression(), !334)
  %65 = getelementptr inbounds [96 x i8], ptr %7, i64 0, i64 %59, !dbg !385
  store i8 %63, ptr %65, align 1, !dbg !386, !tbaa !365
  %66 = udiv i32 %60, 10, !dbg !387
    #dbg_value(i32 %66, !206, !DIExpression(), !377)
  %67 = icmp ult i32 %60, 10, !dbg !388
  br i1 %67, label %68, label %58, !dbg !388, !llvm.loop !389

68:                                               ; preds = %58
  %69 = add i64 %59, 2, !dbg !392
    #dbg_value(i64 %69, !200, !DIExpression(), !334)
  %70 = getelementptr inbounds [96 x i8], ptr %7, i64 0, i64 %64, !dbg !393
  store i8 59, ptr %70, align 1, !dbg !394, !tbaa !365
  br label %116, !dbg !395

71:                                               ; preds = %48
  %72 = icmp eq i32 %32, 8, !dbg !396
  br i1 %72, label %73, label %104, !dbg !397

73:                                               ; preds = %71
  %74 = lshr i32 %31, 12, !dbg !398
  %75 = and i32 %74, 31, !dbg !399
  %76 = add nuw nsw i32 %75, 16, !dbg !400
  %77 = zext nneg i32 %76 to i64, !dbg !401
    #dbg_value(i64 %77, !200, !DIExpression(), !334)
    #dbg_value(i64 0, !209, !DIExpression(), !402)
  %78 = and i64 %77, 1, !dbg !403
  %79 = and i64 %77, 62, !dbg !403
  br label %80, !dbg !403

80:                                               ; preds = %80, %73
  %81 = phi i64 [ 0, %73 ], [ %101, %80 ]
  %82 = phi i32 [ %31, %73 ], [ %98, %80 ]
  %83 = phi i64 [ 0, %73 ], [ %102, %80 ]
    #dbg_value(i64 %81, !209, !DIExpression(), !402)
  %84 = shl i32 %82, 13, !dbg !404
  %85 = xor i32 %84, %82, !dbg !407
  %86 = lshr i32 %85, 17, !dbg !408
  %87 = xor i32 %86, %85, !dbg !409
  %88 = shl i32 %87, 5, !dbg !410
  %89 = xor i32 %88, %87, !dbg !411
  %90 = trunc i32 %89 to i8, !dbg !412
  %91 = getelementptr inbounds [96 x i8], ptr %7, i64 0, i64 %81, !dbg !413
  store i8 %90, ptr %91, align 2, !dbg !414, !tbaa !365
  %92 = or disjoint i64 %81, 1, !dbg !415
    #dbg_value(i64 %92, !209, !DIExpression(), !402)
  %93 = shl i32 %89, 13, !dbg !404
  %94 = xor i32 %93, %89, !dbg !407
  %95 = lshr i32 %94, 17, !dbg !408
  %96 = xor i32 %95, %94, !dbg !409
  %97 = shl i32 %96, 5, !dbg !410
  %98 = xor i32 %97, %96, !dbg !411
  %99 = trunc i32 %98 to i8, !dbg !412
  %100 = getelementptr inbounds [96 x i8], ptr %7, i64 0, i64 %92, !dbg !413
  store i8 %99, ptr %100, align 1, !dbg !414, !tbaa !365
  %101 = add nuw nsw i64 %81, 2, !dbg !415
    #dbg_value(i64 %101, !209, !DIExpression(), !402)
  %102 = add nuw nsw i64 %83, 2, !dbg !403
  %103 = icmp eq i64 %102, %79, !dbg !403
  br i1 %103, label %105, label %80, !dbg !403, !llvm.loop !416

104:                                              ; preds = %71
    #dbg_value(i64 24, !200, !DIExpression(), !334)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %7, ptr noundef nonnull align 1 dereferenceable(24) @.str.29, i64 24, i1 false), !dbg !418
  br label %116

105:                                              ; preds = %80
  %106 = icmp eq i64 %78, 0, !dbg !403
  br i1 %106, label %116, label %107, !dbg !403

107:                                              ; preds = %105
    #dbg_value(i64 %101, !209, !DIExpression(), !402)
  %108 = shl i32 %98, 13, !dbg !404
  %109 = xor i32 %108, %98, !dbg !407
  %110 = lshr i32 %109, 17, !dbg !408
  %111 = xor i32 %110, %109, !dbg !409
  %112 = shl i32 %111, 5, !dbg !410
  %113 = xor i32 %112, %111, !dbg !411
  %114 = trunc i32 %113 to i8, !dbg !412
  %115 = getelementptr inbounds [96 x i8], ptr %7, i64 0, i64 %101, !dbg !413
  store i8 %114, ptr %115, align 1, !dbg !414, !tbaa !365
    #dbg_value(i64 %101, !209, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !402)
  br label %116, !dbg !420

116:                                              ; preds = %107, %105, %104, %68, %34
  %117 = phi i32 [ %31, %34 ], [ %56, %68 ], [ %31, %104 ], [ %98, %105 ], [ %113, %107 ]
  %118 = phi i64 [ %46, %34 ], [ %69, %68 ], [ 24, %104 ], [ %77, %105 ], [ %77, %107 ], !dbg !422
    #dbg_value(i64 %118, !200, !DIExpression(), !334)
  %119 = add i64 %118, %24, !dbg !420
  %120 = icmp ugt i64 %119, %21, !dbg !423
  %121 = sub nsw i64 %21, %24
  %122 = select i1 %120, i64 %121, i64 %118, !dbg !424
    #dbg_value(i64 %122, !200, !DIExpression(), !334)
  %123 = getelementptr inbounds i8, ptr %22, i64 %24, !dbg !425
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %123, ptr nonnull align 16 %7, i64 %122, i1 false), !dbg !426
  %124 = add i64 %122, %24, !dbg !427
    #dbg_value(i64 %124, !192, !DIExpression(), !336)
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %7) #13, !dbg !428
  %125 = icmp ult i64 %124, %21, !dbg !429
  br i1 %125, label %23, label %126, !dbg !337, !llvm.loop !430

126:                                              ; preds = %116
  %127 = tail call ptr @ZSTD_versionString() #13, !dbg !431
    #dbg_value(ptr %22, !432, !DIExpression(), !443)
    #dbg_value(i64 %21, !439, !DIExpression(), !443)
    #dbg_value(i64 -3750763034362895579, !440, !DIExpression(), !443)
    #dbg_value(i64 0, !441, !DIExpression(), !445)
  br label %128, !dbg !446

128:                                              ; preds = %128, %126
  %129 = phi i64 [ 0, %126 ], [ %155, %128 ]
  %130 = phi i64 [ -3750763034362895579, %126 ], [ %154, %128 ]
  %131 = phi i64 [ 0, %126 ], [ %156, %128 ]
    #dbg_value(i64 %129, !441, !DIExpression(), !445)
    #dbg_value(i64 %130, !440, !DIExpression(), !443)
  %132 = getelementptr inbounds i8, ptr %22, i64 %129, !dbg !447
  %133 = load i8, ptr %132, align 1, !dbg !447, !tbaa !365
  %134 = zext i8 %133 to i64, !dbg !447
  %135 = xor i64 %130, %134, !dbg !450
    #dbg_value(i64 %135, !440, !DIExpression(), !443)
  %136 = mul i64 %135, 1099511628211, !dbg !451
    #dbg_value(i64 %136, !440, !DIExpression(), !443)
  %137 = or disjoint i64 %129, 1, !dbg !452
    #dbg_value(i64 %137, !441, !DIExpression(), !445)
  %138 = getelementptr inbounds i8, ptr %22, i64 %137, !dbg !447
  %139 = load i8, ptr %138, align 1, !dbg !447, !tbaa !365
  %140 = zext i8 %139 to i64, !dbg !447
  %141 = xor i64 %136, %140, !dbg !450
    #dbg_value(i64 %141, !440, !DIExpression(), !443)
  %142 = mul i64 %141, 1099511628211, !dbg !451
    #dbg_value(i64 %142, !440, !DIExpression(), !443)
  %143 = or disjoint i64 %129, 2, !dbg !452
    #dbg_value(i64 %143, !441, !DIExpression(), !445)
  %144 = getelementptr inbounds i8, ptr %22, i64 %143, !dbg !447
  %145 = load i8, ptr %144, align 1, !dbg !447, !tbaa !365
  %146 = zext i8 %145 to i64, !dbg !447
  %147 = xor i64 %142, %146, !dbg !450
    #dbg_value(i64 %147, !440, !DIExpression(), !443)
  %148 = mul i64 %147, 1099511628211, !dbg !451
    #dbg_value(i64 %148, !440, !DIExpression(), !443)
  %149 = or disjoint i64 %129, 3, !dbg !452
    #dbg_value(i64 %149, !441, !DIExpression(), !445)
  %150 = getelementptr inbounds i8, ptr %22, i64 %149, !dbg !447
  %151 = load i8, ptr %150, align 1, !dbg !447, !tbaa !365
  %152 = zext i8 %151 to i64, !dbg !447
  %153 = xor i64 %148, %152, !dbg !450
    #dbg_value(i64 %153, !440, !DIExpression(), !443)
  %154 = mul i64 %153, 1099511628211, !dbg !451
    #dbg_value(i64 %154, !440, !DIExpression(), !443)
  %155 = add nuw i64 %129, 4, !dbg !452
    #dbg_value(i64 %155, !441, !DIExpression(), !445)
  %156 = add i64 %131, 4, !dbg !446
  %157 = icmp eq i64 %156, %21, !dbg !446
  br i1 %157, label %158, label %128, !dbg !446, !llvm.loop !453

158:                                              ; preds = %128
  %159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %127, i64 noundef %21, i64 noundef %154), !dbg !455
    #dbg_assign(i1 undef, !236, !DIExpression(), !456, ptr @__const.main.levels, !DIExpression(), !320)
    #dbg_value(i32 0, !235, !DIExpression(), !320)
    #dbg_value(i32 0, !238, !DIExpression(), !457)
  %160 = uitofp nneg i64 %21 to double
  br label %161, !dbg !458

161:                                              ; preds = %158, %246
  %162 = phi i64 [ 0, %158 ], [ %250, %246 ]
  %163 = phi i32 [ 0, %158 ], [ %188, %246 ]
    #dbg_value(i32 %163, !235, !DIExpression(), !320)
    #dbg_value(i64 %162, !238, !DIExpression(), !457)
  %164 = tail call i64 @ZSTD_compressBound(i64 noundef %21) #13, !dbg !459
    #dbg_value(i64 %164, !240, !DIExpression(), !460)
  %165 = tail call noalias ptr @malloc(i64 noundef %164) #12, !dbg !461
    #dbg_value(ptr %165, !243, !DIExpression(), !460)
  %166 = getelementptr inbounds [4 x i32], ptr @__const.main.levels, i64 0, i64 %162, !dbg !462
  %167 = load i32, ptr %166, align 4, !dbg !462, !tbaa !463
  %168 = tail call i64 @ZSTD_compress(ptr noundef %165, i64 noundef %164, ptr noundef %22, i64 noundef %21, i32 noundef %167) #13, !dbg !465
    #dbg_value(i64 %168, !244, !DIExpression(), !460)
  %169 = tail call i32 @ZSTD_isError(i64 noundef %168) #13, !dbg !466
  %170 = icmp eq i32 %169, 0, !dbg !466
  br i1 %170, label %174, label %171, !dbg !468

171:                                              ; preds = %161
  %172 = tail call ptr @ZSTD_getErrorName(i64 noundef %168) #13, !dbg !469
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef %172), !dbg !471
    #dbg_value(i32 poison, !235, !DIExpression(), !320)
  br label %331

174:                                              ; preds = %161
  %175 = tail call noalias ptr @malloc(i64 noundef %21) #12, !dbg !472
    #dbg_value(ptr %175, !245, !DIExpression(), !460)
  %176 = tail call i64 @ZSTD_decompress(ptr noundef %175, i64 noundef %21, ptr noundef %165, i64 noundef %168) #13, !dbg !473
    #dbg_value(i64 %176, !246, !DIExpression(), !460)
  %177 = tail call i32 @ZSTD_isError(i64 noundef %176) #13, !dbg !474
  %178 = icmp eq i32 %177, 0, !dbg !474
  %179 = icmp eq i64 %176, %21
  %180 = and i1 %179, %178, !dbg !475
  br i1 %180, label %181, label %184, !dbg !475

181:                                              ; preds = %174
  %182 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(307200) %175, ptr noundef nonnull dereferenceable(307200) %22, i64 %21), !dbg !476
  %183 = icmp eq i32 %182, 0, !dbg !477
  br label %184

184:                                              ; preds = %181, %174
  %185 = phi i1 [ false, %174 ], [ %183, %181 ], !dbg !460
    #dbg_value(i1 %185, !247, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !460)
  %186 = xor i1 %185, true, !dbg !478
  %187 = zext i1 %186 to i32, !dbg !478
  %188 = add nuw nsw i32 %163, %187, !dbg !479
    #dbg_value(i32 %188, !235, !DIExpression(), !320)
  %189 = uitofp i64 %168 to double, !dbg !480
  %190 = fmul double %189, 1.000000e+02, !dbg !481
  %191 = fdiv double %190, %160, !dbg !482
  %192 = tail call i64 @ZSTD_getFrameContentSize(ptr noundef %165, i64 noundef %168) #13, !dbg !483
    #dbg_value(ptr %165, !432, !DIExpression(), !484)
    #dbg_value(i64 %168, !439, !DIExpression(), !484)
    #dbg_value(i64 -3750763034362895579, !440, !DIExpression(), !484)
    #dbg_value(i64 0, !441, !DIExpression(), !486)
  %193 = icmp eq i64 %168, 0, !dbg !487
  br i1 %193, label %246, label %194, !dbg !488

194:                                              ; preds = %184
  %195 = and i64 %168, 3, !dbg !488
  %196 = icmp ult i64 %168, 4, !dbg !488
  br i1 %196, label %229, label %197, !dbg !488

197:                                              ; preds = %194
  %198 = and i64 %168, -4, !dbg !488
  br label %199, !dbg !488

199:                                              ; preds = %199, %197
  %200 = phi i64 [ 0, %197 ], [ %226, %199 ]
  %201 = phi i64 [ -3750763034362895579, %197 ], [ %225, %199 ]
  %202 = phi i64 [ 0, %197 ], [ %227, %199 ]
    #dbg_value(i64 %200, !441, !DIExpression(), !486)
    #dbg_value(i64 %201, !440, !DIExpression(), !484)
  %203 = getelementptr inbounds i8, ptr %165, i64 %200, !dbg !489
  %204 = load i8, ptr %203, align 1, !dbg !489, !tbaa !365
  %205 = zext i8 %204 to i64, !dbg !489
  %206 = xor i64 %201, %205, !dbg !490
    #dbg_value(i64 %206, !440, !DIExpression(), !484)
  %207 = mul i64 %206, 1099511628211, !dbg !491
    #dbg_value(i64 %207, !440, !DIExpression(), !484)
  %208 = or disjoint i64 %200, 1, !dbg !492
    #dbg_value(i64 %208, !441, !DIExpression(), !486)
  %209 = getelementptr inbounds i8, ptr %165, i64 %208, !dbg !489
  %210 = load i8, ptr %209, align 1, !dbg !489, !tbaa !365
  %211 = zext i8 %210 to i64, !dbg !489
  %212 = xor i64 %207, %211, !dbg !490
    #dbg_value(i64 %212, !440, !DIExpression(), !484)
  %213 = mul i64 %212, 1099511628211, !dbg !491
    #dbg_value(i64 %213, !440, !DIExpression(), !484)
  %214 = or disjoint i64 %200, 2, !dbg !492
    #dbg_value(i64 %214, !441, !DIExpression(), !486)
  %215 = getelementptr inbounds i8, ptr %165, i64 %214, !dbg !489
  %216 = load i8, ptr %215, align 1, !dbg !489, !tbaa !365
  %217 = zext i8 %216 to i64, !dbg !489
  %218 = xor i64 %213, %217, !dbg !490
    #dbg_value(i64 %218, !440, !DIExpression(), !484)
  %219 = mul i64 %218, 1099511628211, !dbg !491
    #dbg_value(i64 %219, !440, !DIExpression(), !484)
  %220 = or disjoint i64 %200, 3, !dbg !492
    #dbg_value(i64 %220, !441, !DIExpression(), !486)
  %221 = getelementptr inbounds i8, ptr %165, i64 %220, !dbg !489
  %222 = load i8, ptr %221, align 1, !dbg !489, !tbaa !365
  %223 = zext i8 %222 to i64, !dbg !489
  %224 = xor i64 %219, %223, !dbg !490
    #dbg_value(i64 %224, !440, !DIExpression(), !484)
  %225 = mul i64 %224, 1099511628211, !dbg !491
    #dbg_value(i64 %225, !440, !DIExpression(), !484)
  %226 = add nuw i64 %200, 4, !dbg !492
    #dbg_value(i64 %226, !441, !DIExpression(), !486)
  %227 = add i64 %202, 4, !dbg !488
  %228 = icmp eq i64 %227, %198, !dbg !488
  br i1 %228, label %229, label %199, !dbg !488, !llvm.loop !493

229:                                              ; preds = %199, %194
  %230 = phi i64 [ poison, %194 ], [ %225, %199 ]
  %231 = phi i64 [ 0, %194 ], [ %226, %199 ]
  %232 = phi i64 [ -3750763034362895579, %194 ], [ %225, %199 ]
  %233 = icmp eq i64 %195, 0, !dbg !488
  br i1 %233, label %246, label %234, !dbg !488

234:                                              ; preds = %229, %234
  %235 = phi i64 [ %243, %234 ], [ %231, %229 ]
  %236 = phi i64 [ %242, %234 ], [ %232, %229 ]
  %237 = phi i64 [ %244, %234 ], [ 0, %229 ]
    #dbg_value(i64 %235, !441, !DIExpression(), !486)
    #dbg_value(i64 %236, !440, !DIExpression(), !484)
  %238 = getelementptr inbounds i8, ptr %165, i64 %235, !dbg !489
  %239 = load i8, ptr %238, align 1, !dbg !489, !tbaa !365
  %240 = zext i8 %239 to i64, !dbg !489
  %241 = xor i64 %236, %240, !dbg !490
    #dbg_value(i64 %241, !440, !DIExpression(), !484)
  %242 = mul i64 %241, 1099511628211, !dbg !491
    #dbg_value(i64 %242, !440, !DIExpression(), !484)
  %243 = add nuw i64 %235, 1, !dbg !492
    #dbg_value(i64 %243, !441, !DIExpression(), !486)
  %244 = add i64 %237, 1, !dbg !488
  %245 = icmp eq i64 %244, %195, !dbg !488
  br i1 %245, label %246, label %234, !dbg !488, !llvm.loop !495

246:                                              ; preds = %229, %234, %184
  %247 = phi i64 [ -3750763034362895579, %184 ], [ %230, %229 ], [ %242, %234 ], !dbg !497
  %248 = select i1 %185, ptr @.str.4, ptr @.str.5, !dbg !498
  %249 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %167, i64 noundef %21, i64 noundef %168, double noundef %191, i64 noundef %192, i64 noundef %247, ptr noundef nonnull %248), !dbg !499
  tail call void @free(ptr noundef %165) #13, !dbg !500
  tail call void @free(ptr noundef %175) #13, !dbg !501
    #dbg_value(i32 %188, !235, !DIExpression(), !320)
  %250 = add nuw nsw i64 %162, 1, !dbg !502
    #dbg_value(i64 %250, !238, !DIExpression(), !457)
  %251 = icmp eq i64 %250, %20, !dbg !332
  br i1 %251, label %252, label %161, !dbg !458, !llvm.loop !503

252:                                              ; preds = %246
    #dbg_assign(i1 undef, !303, !DIExpression(), !317, ptr %6, !DIExpression(), !505)
    #dbg_value(ptr %22, !268, !DIExpression(), !312)
    #dbg_value(i64 %21, !269, !DIExpression(), !312)
    #dbg_value(i32 4, !270, !DIExpression(), !312)
    #dbg_value(ptr undef, !271, !DIExpression(), !312)
  %253 = tail call ptr @ZSTD_createCCtx() #13, !dbg !506
    #dbg_value(ptr %253, !272, !DIExpression(), !312)
  %254 = tail call i64 @ZSTD_CCtx_setParameter(ptr noundef %253, i32 noundef 100, i32 noundef 4) #13, !dbg !507
  %255 = tail call i64 @ZSTD_CCtx_setParameter(ptr noundef %253, i32 noundef 201, i32 noundef 1) #13, !dbg !508
  %256 = tail call i64 @ZSTD_compressBound(i64 noundef %21) #13, !dbg !509
    #dbg_value(i64 %256, !276, !DIExpression(), !312)
  %257 = tail call noalias ptr @malloc(i64 noundef %256) #12, !dbg !510
    #dbg_value(ptr %257, !277, !DIExpression(), !312)
  %258 = or disjoint i64 %21, 1, !dbg !511
  %259 = tail call noalias ptr @malloc(i64 noundef %258) #12, !dbg !512
    #dbg_value(ptr %259, !278, !DIExpression(), !312)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #13, !dbg !513
  store ptr %257, ptr %3, align 8, !dbg !514, !tbaa !515, !DIAssignID !518
    #dbg_assign(ptr %257, !260, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !518, ptr %3, !DIExpression(), !312)
  %260 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !514
  store i64 %256, ptr %260, align 8, !dbg !514, !tbaa !519, !DIAssignID !520
    #dbg_assign(i64 %256, !260, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !520, ptr %260, !DIExpression(), !312)
  %261 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !514
  store i64 0, ptr %261, align 8, !dbg !514, !tbaa !521, !DIAssignID !522
    #dbg_assign(i64 0, !260, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !522, ptr %261, !DIExpression(), !312)
    #dbg_value(i64 0, !279, !DIExpression(), !312)
  %262 = getelementptr inbounds i8, ptr %4, i64 8
  %263 = getelementptr inbounds i8, ptr %4, i64 16
  br label %264, !dbg !523

264:                                              ; preds = %281, %252
  %265 = phi i64 [ 0, %252 ], [ %269, %281 ]
    #dbg_value(i64 %265, !279, !DIExpression(), !312)
  %266 = sub nsw i64 %21, %265, !dbg !524
  %267 = call i64 @llvm.umin.i64(i64 %266, i64 5000), !dbg !525
    #dbg_value(i64 %267, !280, !DIExpression(), !315)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #13, !dbg !526
  %268 = getelementptr inbounds i8, ptr %22, i64 %265, !dbg !527
  store ptr %268, ptr %4, align 8, !dbg !528, !tbaa !529, !DIAssignID !531
    #dbg_assign(ptr %268, !282, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !531, ptr %4, !DIExpression(), !315)
  store i64 %267, ptr %262, align 8, !dbg !528, !tbaa !532, !DIAssignID !533
    #dbg_assign(i64 %267, !282, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !533, ptr %262, !DIExpression(), !315)
  store i64 0, ptr %263, align 8, !dbg !528, !tbaa !534, !DIAssignID !535
    #dbg_assign(i64 0, !282, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !535, ptr %263, !DIExpression(), !315)
  %269 = add nuw nsw i64 %267, %265, !dbg !536
  %270 = icmp eq i64 %269, %21, !dbg !537
  %271 = select i1 %270, i32 2, i32 0, !dbg !538
    #dbg_value(i32 %271, !291, !DIExpression(), !315)
  br label %272, !dbg !539

272:                                              ; preds = %272, %264
  %273 = call i64 @ZSTD_compressStream2(ptr noundef %253, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %271) #13, !dbg !540
    #dbg_value(i64 %273, !293, !DIExpression(), !315)
  %274 = call i32 @ZSTD_isError(i64 noundef %273) #13, !dbg !542
  %275 = icmp eq i32 %274, 0, !dbg !542
  call void @llvm.assume(i1 %275), !dbg !544
  %276 = icmp ne i64 %273, 0, !dbg !545
  %277 = load i64, ptr %263, align 8, !dbg !545
  %278 = load i64, ptr %262, align 8, !dbg !545
  %279 = icmp ult i64 %277, %278, !dbg !545
  %280 = select i1 %270, i1 %276, i1 %279, !dbg !545
  br i1 %280, label %272, label %281, !dbg !546, !llvm.loop !547

281:                                              ; preds = %272
    #dbg_value(i64 %269, !279, !DIExpression(), !312)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #13, !dbg !549
  %282 = icmp ult i64 %269, %21, !dbg !550
  br i1 %282, label %264, label %283, !dbg !523, !llvm.loop !551

283:                                              ; preds = %281
  %284 = call i64 @ZSTD_freeCCtx(ptr noundef %253) #13, !dbg !552
  %285 = load i64, ptr %261, align 8, !dbg !553, !tbaa !521
    #dbg_value(i64 %285, !248, !DIExpression(), !320)
  %286 = call ptr @ZSTD_createDCtx() #13, !dbg !554
    #dbg_value(ptr %286, !294, !DIExpression(), !312)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #13, !dbg !555
  store ptr %257, ptr %5, align 8, !dbg !556, !tbaa !529, !DIAssignID !557
    #dbg_assign(ptr %257, !298, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !557, ptr %5, !DIExpression(), !312)
  %287 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !556
  %288 = load i64, ptr %261, align 8, !dbg !558, !tbaa !521
  store i64 %288, ptr %287, align 8, !dbg !556, !tbaa !532, !DIAssignID !559
    #dbg_assign(i64 %288, !298, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !559, ptr %287, !DIExpression(), !312)
  %289 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !556
  store i64 0, ptr %289, align 8, !dbg !556, !tbaa !534, !DIAssignID !560
    #dbg_assign(i64 0, !298, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !560, ptr %289, !DIExpression(), !312)
    #dbg_value(i64 0, !299, !DIExpression(), !312)
    #dbg_value(i64 1, !300, !DIExpression(), !312)
  %290 = getelementptr inbounds i8, ptr %6, i64 8
  %291 = getelementptr inbounds i8, ptr %6, i64 16
  br label %292, !dbg !561

292:                                              ; preds = %300, %283
  %293 = phi i64 [ 0, %283 ], [ %308, %300 ], !dbg !562
  %294 = phi i64 [ 1, %283 ], [ %304, %300 ], !dbg !312
    #dbg_value(i64 %294, !300, !DIExpression(), !312)
    #dbg_value(i64 %293, !299, !DIExpression(), !312)
  %295 = load i64, ptr %289, align 8, !dbg !563, !tbaa !534
  %296 = load i64, ptr %287, align 8, !dbg !564, !tbaa !532
  %297 = icmp ult i64 %295, %296, !dbg !565
  %298 = icmp ne i64 %294, 0, !dbg !566
  %299 = and i1 %298, %297, !dbg !566
  br i1 %299, label %300, label %311, !dbg !561

300:                                              ; preds = %292
  %301 = sub i64 %258, %293, !dbg !567
  %302 = call i64 @llvm.umin.i64(i64 %301, i64 3000), !dbg !568
    #dbg_value(i64 %302, !301, !DIExpression(), !505)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #13, !dbg !569
  %303 = getelementptr inbounds i8, ptr %259, i64 %293, !dbg !570
  store ptr %303, ptr %6, align 8, !dbg !571, !tbaa !515, !DIAssignID !572
    #dbg_assign(ptr %303, !303, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !572, ptr %6, !DIExpression(), !505)
  store i64 %302, ptr %290, align 8, !dbg !571, !tbaa !519, !DIAssignID !573
    #dbg_assign(i64 %302, !303, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !573, ptr %290, !DIExpression(), !505)
  store i64 0, ptr %291, align 8, !dbg !571, !tbaa !521, !DIAssignID !574
    #dbg_assign(i64 0, !303, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !574, ptr %291, !DIExpression(), !505)
  %304 = call i64 @ZSTD_decompressStream(ptr noundef %286, ptr noundef nonnull %6, ptr noundef nonnull %5) #13, !dbg !575
    #dbg_value(i64 %304, !300, !DIExpression(), !312)
  %305 = call i32 @ZSTD_isError(i64 noundef %304) #13, !dbg !576
  %306 = icmp eq i32 %305, 0, !dbg !576
  %307 = load i64, ptr %291, align 8, !dbg !578
  %308 = add i64 %307, %293, !dbg !578
    #dbg_value(i64 poison, !299, !DIExpression(), !312)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #13, !dbg !579
  br i1 %306, label %292, label %309, !llvm.loop !580

309:                                              ; preds = %300
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #13, !dbg !581
    #dbg_value(i64 %285, !248, !DIExpression(), !320)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #13, !dbg !581
    #dbg_value(i1 true, !249, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !320)
  %310 = add nuw nsw i32 %188, 1, !dbg !582
    #dbg_value(i32 %310, !235, !DIExpression(), !320)
  br label %323, !dbg !583

311:                                              ; preds = %292
  %312 = call i64 @ZSTD_freeDCtx(ptr noundef %286) #13, !dbg !584
  %313 = icmp eq i64 %293, %21, !dbg !585
  br i1 %313, label %314, label %318, !dbg !586

314:                                              ; preds = %311
  %315 = call i32 @bcmp(ptr noundef nonnull dereferenceable(1) %22, ptr noundef nonnull dereferenceable(1) %259, i64 %21), !dbg !587
  %316 = freeze i32 %315, !dbg !588
  %317 = icmp ne i32 %316, 0, !dbg !588
  br label %318

318:                                              ; preds = %311, %314
  %319 = phi i1 [ true, %311 ], [ %317, %314 ], !dbg !312
    #dbg_value(i1 %319, !311, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !312)
  call void @free(ptr noundef %257) #13, !dbg !589
  call void @free(ptr noundef %259) #13, !dbg !590
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #13, !dbg !581
    #dbg_value(i64 %285, !248, !DIExpression(), !320)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #13, !dbg !581
    #dbg_value(i1 %319, !249, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !320)
  %320 = zext i1 %319 to i32, !dbg !591
  %321 = add nuw nsw i32 %188, %320, !dbg !582
    #dbg_value(i32 %321, !235, !DIExpression(), !320)
  %322 = select i1 %319, ptr @.str.5, ptr @.str.4, !dbg !583
  br label %323, !dbg !583

323:                                              ; preds = %318, %309
  %324 = phi i32 [ %310, %309 ], [ %321, %318 ]
  %325 = phi ptr [ @.str.5, %309 ], [ %322, %318 ], !dbg !583
  %326 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %21, i64 noundef %285, ptr noundef nonnull %325), !dbg !592
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #13, !dbg !593
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %8, ptr noundef nonnull align 16 dereferenceable(16) @__const.main.bad, i64 16, i1 false), !dbg !594, !DIAssignID !595
    #dbg_assign(i1 undef, !250, !DIExpression(), !595, ptr %8, !DIExpression(), !320)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9) #13, !dbg !596
  %327 = call i64 @ZSTD_decompress(ptr noundef nonnull %9, i64 noundef 64, ptr noundef nonnull %8, i64 noundef 16) #13, !dbg !597
    #dbg_value(i64 %327, !258, !DIExpression(), !320)
  %328 = call i32 @ZSTD_isError(i64 noundef %327) #13, !dbg !598
  %329 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %328), !dbg !599
  call void @free(ptr noundef %22) #13, !dbg !600
  %330 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %324), !dbg !601
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9) #13, !dbg !602
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #13, !dbg !602
  br label %331

331:                                              ; preds = %171, %323
  %332 = phi i32 [ %324, %323 ], [ 2, %171 ], !dbg !320
  ret i32 %332, !dbg !602
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !603 i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !607 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !611 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

declare !dbg !616 ptr @ZSTD_versionString() local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

declare !dbg !619 i64 @ZSTD_compressBound(i64 noundef) local_unnamed_addr #5

declare !dbg !622 i64 @ZSTD_compress(ptr noundef, i64 noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #5

declare !dbg !625 i32 @ZSTD_isError(i64 noundef) local_unnamed_addr #5

declare !dbg !628 ptr @ZSTD_getErrorName(i64 noundef) local_unnamed_addr #5

declare !dbg !631 i64 @ZSTD_decompress(ptr noundef, i64 noundef, ptr noundef, i64 noundef) local_unnamed_addr #5

declare !dbg !634 i64 @ZSTD_getFrameContentSize(ptr noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !637 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !640 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #2

declare !dbg !643 ptr @ZSTD_createCCtx() local_unnamed_addr #5

declare !dbg !646 i64 @ZSTD_CCtx_setParameter(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #5

declare !dbg !650 i64 @ZSTD_compressStream2(ptr noundef, ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #5

declare !dbg !655 i64 @ZSTD_freeCCtx(ptr noundef) local_unnamed_addr #5

declare !dbg !658 ptr @ZSTD_createDCtx() local_unnamed_addr #5

declare !dbg !661 i64 @ZSTD_decompressStream(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !666 i64 @ZSTD_freeDCtx(ptr noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #10

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind willreturn memory(argmem: read) }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #11 = { nounwind willreturn memory(read) }
attributes #12 = { nounwind allocsize(0) }
attributes #13 = { nounwind }

!llvm.dbg.cu = !{!63}
!llvm.module.flags = !{!216, !217, !218, !219, !220, !221, !222}
!llvm.ident = !{!223}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "apps/zstd_roundtrip/main.c", directory: ".", checksumkind: CSK_MD5, checksum: "6951c48e49ae23d71985753c54d86920")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 6)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 37)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 19)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 600, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 75)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 3)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 5)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 31)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 27)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 13)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(name: "words", scope: !49, file: !50, line: 14, type: !213, isLocal: true, isDefinition: true)
!49 = distinct !DISubprogram(name: "dg_fill", scope: !50, file: !50, line: 13, type: !51, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !188)
!50 = !DIFile(filename: "apps/zstd_roundtrip/../datagen.h", directory: ".", checksumkind: CSK_MD5, checksum: "be47cc48b61fafdd9bf155c6ca4cb09e")
!51 = !DISubroutineType(types: !52)
!52 = !{null, !53, !55, !58}
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!54 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !56, line: 18, baseType: !57)
!56 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!57 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !59, line: 26, baseType: !60)
!59 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !61, line: 42, baseType: !62)
!61 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!62 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!63 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !64, retainedTypes: !112, globals: !116, splitDebugInlining: false, nameTableKind: None)
!64 = !{!65, !107}
!65 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !66, line: 349, baseType: !62, size: 32, elements: !67)
!66 = !DIFile(filename: "src/zstd/lib/zstd.h", directory: ".", checksumkind: CSK_MD5, checksum: "0885616b65e9f8a4ec3d90c27aa9b289")
!67 = !{!68, !69, !70, !71, !72, !73, !74, !75, !76, !77, !78, !79, !80, !81, !82, !83, !84, !85, !86, !87, !88, !89, !90, !91, !92, !93, !94, !95, !96, !97, !98, !99, !100, !101, !102, !103, !104, !105, !106}
!68 = !DIEnumerator(name: "ZSTD_c_compressionLevel", value: 100)
!69 = !DIEnumerator(name: "ZSTD_c_windowLog", value: 101)
!70 = !DIEnumerator(name: "ZSTD_c_hashLog", value: 102)
!71 = !DIEnumerator(name: "ZSTD_c_chainLog", value: 103)
!72 = !DIEnumerator(name: "ZSTD_c_searchLog", value: 104)
!73 = !DIEnumerator(name: "ZSTD_c_minMatch", value: 105)
!74 = !DIEnumerator(name: "ZSTD_c_targetLength", value: 106)
!75 = !DIEnumerator(name: "ZSTD_c_strategy", value: 107)
!76 = !DIEnumerator(name: "ZSTD_c_targetCBlockSize", value: 130)
!77 = !DIEnumerator(name: "ZSTD_c_enableLongDistanceMatching", value: 160)
!78 = !DIEnumerator(name: "ZSTD_c_ldmHashLog", value: 161)
!79 = !DIEnumerator(name: "ZSTD_c_ldmMinMatch", value: 162)
!80 = !DIEnumerator(name: "ZSTD_c_ldmBucketSizeLog", value: 163)
!81 = !DIEnumerator(name: "ZSTD_c_ldmHashRateLog", value: 164)
!82 = !DIEnumerator(name: "ZSTD_c_contentSizeFlag", value: 200)
!83 = !DIEnumerator(name: "ZSTD_c_checksumFlag", value: 201)
!84 = !DIEnumerator(name: "ZSTD_c_dictIDFlag", value: 202)
!85 = !DIEnumerator(name: "ZSTD_c_nbWorkers", value: 400)
!86 = !DIEnumerator(name: "ZSTD_c_jobSize", value: 401)
!87 = !DIEnumerator(name: "ZSTD_c_overlapLog", value: 402)
!88 = !DIEnumerator(name: "ZSTD_c_experimentalParam1", value: 500)
!89 = !DIEnumerator(name: "ZSTD_c_experimentalParam2", value: 10)
!90 = !DIEnumerator(name: "ZSTD_c_experimentalParam3", value: 1000)
!91 = !DIEnumerator(name: "ZSTD_c_experimentalParam4", value: 1001)
!92 = !DIEnumerator(name: "ZSTD_c_experimentalParam5", value: 1002)
!93 = !DIEnumerator(name: "ZSTD_c_experimentalParam7", value: 1004)
!94 = !DIEnumerator(name: "ZSTD_c_experimentalParam8", value: 1005)
!95 = !DIEnumerator(name: "ZSTD_c_experimentalParam9", value: 1006)
!96 = !DIEnumerator(name: "ZSTD_c_experimentalParam10", value: 1007)
!97 = !DIEnumerator(name: "ZSTD_c_experimentalParam11", value: 1008)
!98 = !DIEnumerator(name: "ZSTD_c_experimentalParam12", value: 1009)
!99 = !DIEnumerator(name: "ZSTD_c_experimentalParam13", value: 1010)
!100 = !DIEnumerator(name: "ZSTD_c_experimentalParam14", value: 1011)
!101 = !DIEnumerator(name: "ZSTD_c_experimentalParam15", value: 1012)
!102 = !DIEnumerator(name: "ZSTD_c_experimentalParam16", value: 1013)
!103 = !DIEnumerator(name: "ZSTD_c_experimentalParam17", value: 1014)
!104 = !DIEnumerator(name: "ZSTD_c_experimentalParam18", value: 1015)
!105 = !DIEnumerator(name: "ZSTD_c_experimentalParam19", value: 1016)
!106 = !DIEnumerator(name: "ZSTD_c_experimentalParam20", value: 1017)
!107 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !66, line: 783, baseType: !62, size: 32, elements: !108)
!108 = !{!109, !110, !111}
!109 = !DIEnumerator(name: "ZSTD_e_continue", value: 0)
!110 = !DIEnumerator(name: "ZSTD_e_flush", value: 1)
!111 = !DIEnumerator(name: "ZSTD_e_end", value: 2)
!112 = !{!55, !113, !114, !115, !4}
!113 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!114 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!115 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!116 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !117, !122, !127, !132, !134, !139, !141, !143, !145, !147, !149, !151, !156, !161, !166, !168, !170, !175, !177, !179, !47, !181, !186}
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(scope: null, file: !50, line: 14, type: !119, isLocal: true, isDefinition: true)
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !120)
!120 = !{!121}
!121 = !DISubrange(count: 4)
!122 = !DIGlobalVariableExpression(var: !123, expr: !DIExpression())
!123 = distinct !DIGlobalVariable(scope: null, file: !50, line: 14, type: !124, isLocal: true, isDefinition: true)
!124 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !125)
!125 = !{!126}
!126 = !DISubrange(count: 9)
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(scope: null, file: !50, line: 14, type: !129, isLocal: true, isDefinition: true)
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !130)
!130 = !{!131}
!131 = !DISubrange(count: 8)
!132 = !DIGlobalVariableExpression(var: !133, expr: !DIExpression())
!133 = distinct !DIGlobalVariable(scope: null, file: !50, line: 14, type: !3, isLocal: true, isDefinition: true)
!134 = !DIGlobalVariableExpression(var: !135, expr: !DIExpression())
!135 = distinct !DIGlobalVariable(scope: null, file: !50, line: 14, type: !136, isLocal: true, isDefinition: true)
!136 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !137)
!137 = !{!138}
!138 = !DISubrange(count: 7)
!139 = !DIGlobalVariableExpression(var: !140, expr: !DIExpression())
!140 = distinct !DIGlobalVariable(scope: null, file: !50, line: 14, type: !29, isLocal: true, isDefinition: true)
!141 = !DIGlobalVariableExpression(var: !142, expr: !DIExpression())
!142 = distinct !DIGlobalVariable(scope: null, file: !50, line: 14, type: !119, isLocal: true, isDefinition: true)
!143 = !DIGlobalVariableExpression(var: !144, expr: !DIExpression())
!144 = distinct !DIGlobalVariable(scope: null, file: !50, line: 14, type: !136, isLocal: true, isDefinition: true)
!145 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression())
!146 = distinct !DIGlobalVariable(scope: null, file: !50, line: 14, type: !119, isLocal: true, isDefinition: true)
!147 = !DIGlobalVariableExpression(var: !148, expr: !DIExpression())
!148 = distinct !DIGlobalVariable(scope: null, file: !50, line: 14, type: !129, isLocal: true, isDefinition: true)
!149 = !DIGlobalVariableExpression(var: !150, expr: !DIExpression())
!150 = distinct !DIGlobalVariable(scope: null, file: !50, line: 15, type: !124, isLocal: true, isDefinition: true)
!151 = !DIGlobalVariableExpression(var: !152, expr: !DIExpression())
!152 = distinct !DIGlobalVariable(scope: null, file: !50, line: 15, type: !153, isLocal: true, isDefinition: true)
!153 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !154)
!154 = !{!155}
!155 = !DISubrange(count: 11)
!156 = !DIGlobalVariableExpression(var: !157, expr: !DIExpression())
!157 = distinct !DIGlobalVariable(scope: null, file: !50, line: 15, type: !158, isLocal: true, isDefinition: true)
!158 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !159)
!159 = !{!160}
!160 = !DISubrange(count: 12)
!161 = !DIGlobalVariableExpression(var: !162, expr: !DIExpression())
!162 = distinct !DIGlobalVariable(scope: null, file: !50, line: 15, type: !163, isLocal: true, isDefinition: true)
!163 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !164)
!164 = !{!165}
!165 = !DISubrange(count: 10)
!166 = !DIGlobalVariableExpression(var: !167, expr: !DIExpression())
!167 = distinct !DIGlobalVariable(scope: null, file: !50, line: 15, type: !153, isLocal: true, isDefinition: true)
!168 = !DIGlobalVariableExpression(var: !169, expr: !DIExpression())
!169 = distinct !DIGlobalVariable(scope: null, file: !50, line: 15, type: !24, isLocal: true, isDefinition: true)
!170 = !DIGlobalVariableExpression(var: !171, expr: !DIExpression())
!171 = distinct !DIGlobalVariable(scope: null, file: !50, line: 15, type: !172, isLocal: true, isDefinition: true)
!172 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !173)
!173 = !{!174}
!174 = !DISubrange(count: 2)
!175 = !DIGlobalVariableExpression(var: !176, expr: !DIExpression())
!176 = distinct !DIGlobalVariable(scope: null, file: !50, line: 15, type: !129, isLocal: true, isDefinition: true)
!177 = !DIGlobalVariableExpression(var: !178, expr: !DIExpression())
!178 = distinct !DIGlobalVariable(scope: null, file: !50, line: 15, type: !124, isLocal: true, isDefinition: true)
!179 = !DIGlobalVariableExpression(var: !180, expr: !DIExpression())
!180 = distinct !DIGlobalVariable(scope: null, file: !50, line: 15, type: !3, isLocal: true, isDefinition: true)
!181 = !DIGlobalVariableExpression(var: !182, expr: !DIExpression())
!182 = distinct !DIGlobalVariable(scope: null, file: !50, line: 25, type: !183, isLocal: true, isDefinition: true)
!183 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !184)
!184 = !{!185}
!185 = !DISubrange(count: 25)
!186 = !DIGlobalVariableExpression(var: !187, expr: !DIExpression())
!187 = distinct !DIGlobalVariable(name: "dg_state", scope: !63, file: !50, line: 8, type: !58, isLocal: true, isDefinition: true)
!188 = !{!189, !190, !191, !192, !193, !195, !196, !200, !201, !206, !209}
!189 = !DILocalVariable(name: "buf", arg: 1, scope: !49, file: !50, line: 13, type: !53)
!190 = !DILocalVariable(name: "n", arg: 2, scope: !49, file: !50, line: 13, type: !55)
!191 = !DILocalVariable(name: "seed", arg: 3, scope: !49, file: !50, line: 13, type: !58)
!192 = !DILocalVariable(name: "i", scope: !49, file: !50, line: 17, type: !55)
!193 = !DILocalVariable(name: "r", scope: !194, file: !50, line: 19, type: !58)
!194 = distinct !DILexicalBlock(scope: !49, file: !50, line: 18, column: 19)
!195 = !DILocalVariable(name: "kind", scope: !194, file: !50, line: 20, type: !115)
!196 = !DILocalVariable(name: "tmp", scope: !194, file: !50, line: 21, type: !197)
!197 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 768, elements: !198)
!198 = !{!199}
!199 = !DISubrange(count: 96)
!200 = !DILocalVariable(name: "len", scope: !194, file: !50, line: 21, type: !55)
!201 = !DILocalVariable(name: "w", scope: !202, file: !50, line: 22, type: !204)
!202 = distinct !DILexicalBlock(scope: !203, file: !50, line: 22, column: 23)
!203 = distinct !DILexicalBlock(scope: !194, file: !50, line: 22, column: 13)
!204 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !205, size: 64)
!205 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!206 = !DILocalVariable(name: "v", scope: !207, file: !50, line: 23, type: !58)
!207 = distinct !DILexicalBlock(scope: !208, file: !50, line: 23, column: 28)
!208 = distinct !DILexicalBlock(scope: !203, file: !50, line: 23, column: 18)
!209 = !DILocalVariable(name: "k", scope: !210, file: !50, line: 24, type: !55)
!210 = distinct !DILexicalBlock(scope: !211, file: !50, line: 24, column: 57)
!211 = distinct !DILexicalBlock(scope: !212, file: !50, line: 24, column: 28)
!212 = distinct !DILexicalBlock(scope: !208, file: !50, line: 24, column: 18)
!213 = !DICompositeType(tag: DW_TAG_array_type, baseType: !204, size: 1280, elements: !214)
!214 = !{!215}
!215 = !DISubrange(count: 20)
!216 = !{i32 7, !"Dwarf Version", i32 5}
!217 = !{i32 2, !"Debug Info Version", i32 3}
!218 = !{i32 1, !"wchar_size", i32 4}
!219 = !{i32 8, !"PIC Level", i32 2}
!220 = !{i32 7, !"PIE Level", i32 2}
!221 = !{i32 7, !"uwtable", i32 2}
!222 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!223 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!224 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 23, type: !225, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !229)
!225 = !DISubroutineType(types: !226)
!226 = !{!115, !115, !227}
!227 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !228, size: 64)
!228 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!229 = !{!230, !231, !232, !233, !234, !235, !236, !238, !240, !243, !244, !245, !246, !247, !248, !249, !250, !254, !258}
!230 = !DILocalVariable(name: "argc", arg: 1, scope: !224, file: !2, line: 23, type: !115)
!231 = !DILocalVariable(name: "argv", arg: 2, scope: !224, file: !2, line: 23, type: !227)
!232 = !DILocalVariable(name: "bench", scope: !224, file: !2, line: 24, type: !115)
!233 = !DILocalVariable(name: "n", scope: !224, file: !2, line: 25, type: !55)
!234 = !DILocalVariable(name: "in", scope: !224, file: !2, line: 26, type: !53)
!235 = !DILocalVariable(name: "fails", scope: !224, file: !2, line: 28, type: !115)
!236 = !DILocalVariable(name: "levels", scope: !224, file: !2, line: 28, type: !237)
!237 = !DICompositeType(tag: DW_TAG_array_type, baseType: !115, size: 128, elements: !120)
!238 = !DILocalVariable(name: "li", scope: !239, file: !2, line: 29, type: !115)
!239 = distinct !DILexicalBlock(scope: !224, file: !2, line: 29, column: 5)
!240 = !DILocalVariable(name: "cap", scope: !241, file: !2, line: 30, type: !55)
!241 = distinct !DILexicalBlock(scope: !242, file: !2, line: 29, column: 50)
!242 = distinct !DILexicalBlock(scope: !239, file: !2, line: 29, column: 5)
!243 = !DILocalVariable(name: "comp", scope: !241, file: !2, line: 30, type: !53)
!244 = !DILocalVariable(name: "clen", scope: !241, file: !2, line: 31, type: !55)
!245 = !DILocalVariable(name: "dec", scope: !241, file: !2, line: 33, type: !53)
!246 = !DILocalVariable(name: "dlen", scope: !241, file: !2, line: 33, type: !55)
!247 = !DILocalVariable(name: "ok", scope: !241, file: !2, line: 34, type: !115)
!248 = !DILocalVariable(name: "cs", scope: !224, file: !2, line: 39, type: !55)
!249 = !DILocalVariable(name: "ok", scope: !224, file: !2, line: 39, type: !115)
!250 = !DILocalVariable(name: "bad", scope: !224, file: !2, line: 40, type: !251)
!251 = !DICompositeType(tag: DW_TAG_array_type, baseType: !54, size: 128, elements: !252)
!252 = !{!253}
!253 = !DISubrange(count: 16)
!254 = !DILocalVariable(name: "o", scope: !224, file: !2, line: 40, type: !255)
!255 = !DICompositeType(tag: DW_TAG_array_type, baseType: !54, size: 512, elements: !256)
!256 = !{!257}
!257 = !DISubrange(count: 64)
!258 = !DILocalVariable(name: "r", scope: !224, file: !2, line: 40, type: !55)
!259 = distinct !DIAssignID()
!260 = !DILocalVariable(name: "ob", scope: !261, file: !2, line: 13, type: !304)
!261 = distinct !DISubprogram(name: "stream_roundtrip", scope: !2, file: !2, line: 10, type: !262, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !267)
!262 = !DISubroutineType(types: !263)
!263 = !{!115, !264, !55, !115, !266}
!264 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !265, size: 64)
!265 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !54)
!266 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!267 = !{!268, !269, !270, !271, !272, !276, !277, !278, !260, !279, !280, !282, !291, !293, !294, !298, !299, !300, !301, !303, !311}
!268 = !DILocalVariable(name: "in", arg: 1, scope: !261, file: !2, line: 10, type: !264)
!269 = !DILocalVariable(name: "n", arg: 2, scope: !261, file: !2, line: 10, type: !55)
!270 = !DILocalVariable(name: "level", arg: 3, scope: !261, file: !2, line: 10, type: !115)
!271 = !DILocalVariable(name: "csize", arg: 4, scope: !261, file: !2, line: 10, type: !266)
!272 = !DILocalVariable(name: "cctx", scope: !261, file: !2, line: 11, type: !273)
!273 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !274, size: 64)
!274 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_CCtx", file: !66, line: 280, baseType: !275)
!275 = !DICompositeType(tag: DW_TAG_structure_type, name: "ZSTD_CCtx_s", file: !66, line: 280, flags: DIFlagFwdDecl)
!276 = !DILocalVariable(name: "cap", scope: !261, file: !2, line: 12, type: !55)
!277 = !DILocalVariable(name: "comp", scope: !261, file: !2, line: 12, type: !53)
!278 = !DILocalVariable(name: "out", scope: !261, file: !2, line: 12, type: !53)
!279 = !DILocalVariable(name: "pos", scope: !261, file: !2, line: 13, type: !55)
!280 = !DILocalVariable(name: "take", scope: !281, file: !2, line: 14, type: !55)
!281 = distinct !DILexicalBlock(scope: !261, file: !2, line: 14, column: 21)
!282 = !DILocalVariable(name: "ib", scope: !281, file: !2, line: 14, type: !283)
!283 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_inBuffer", file: !66, line: 705, baseType: !284)
!284 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ZSTD_inBuffer_s", file: !66, line: 701, size: 192, elements: !285)
!285 = !{!286, !289, !290}
!286 = !DIDerivedType(tag: DW_TAG_member, name: "src", scope: !284, file: !66, line: 702, baseType: !287, size: 64)
!287 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !288, size: 64)
!288 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!289 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !284, file: !66, line: 703, baseType: !55, size: 64, offset: 64)
!290 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !284, file: !66, line: 704, baseType: !55, size: 64, offset: 128)
!291 = !DILocalVariable(name: "mode", scope: !281, file: !2, line: 14, type: !292)
!292 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_EndDirective", file: !66, line: 794, baseType: !107)
!293 = !DILocalVariable(name: "rem", scope: !281, file: !2, line: 15, type: !55)
!294 = !DILocalVariable(name: "dctx", scope: !261, file: !2, line: 17, type: !295)
!295 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !296, size: 64)
!296 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_DCtx", file: !66, line: 303, baseType: !297)
!297 = !DICompositeType(tag: DW_TAG_structure_type, name: "ZSTD_DCtx_s", file: !66, line: 303, flags: DIFlagFwdDecl)
!298 = !DILocalVariable(name: "ib", scope: !261, file: !2, line: 17, type: !283)
!299 = !DILocalVariable(name: "opos", scope: !261, file: !2, line: 17, type: !55)
!300 = !DILocalVariable(name: "ret", scope: !261, file: !2, line: 17, type: !55)
!301 = !DILocalVariable(name: "room", scope: !302, file: !2, line: 18, type: !55)
!302 = distinct !DILexicalBlock(scope: !261, file: !2, line: 18, column: 42)
!303 = !DILocalVariable(name: "o2", scope: !302, file: !2, line: 18, type: !304)
!304 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_outBuffer", file: !66, line: 711, baseType: !305)
!305 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ZSTD_outBuffer_s", file: !66, line: 707, size: 192, elements: !306)
!306 = !{!307, !309, !310}
!307 = !DIDerivedType(tag: DW_TAG_member, name: "dst", scope: !305, file: !66, line: 708, baseType: !308, size: 64)
!308 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!309 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !305, file: !66, line: 709, baseType: !55, size: 64, offset: 64)
!310 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !305, file: !66, line: 710, baseType: !55, size: 64, offset: 128)
!311 = !DILocalVariable(name: "ok", scope: !261, file: !2, line: 20, type: !115)
!312 = !DILocation(line: 0, scope: !261, inlinedAt: !313)
!313 = distinct !DILocation(line: 39, column: 25, scope: !224)
!314 = distinct !DIAssignID()
!315 = !DILocation(line: 0, scope: !281, inlinedAt: !313)
!316 = distinct !DIAssignID()
!317 = distinct !DIAssignID()
!318 = distinct !DIAssignID()
!319 = distinct !DIAssignID()
!320 = !DILocation(line: 0, scope: !224)
!321 = distinct !DIAssignID()
!322 = !DILocation(line: 24, column: 22, scope: !224)
!323 = !DILocation(line: 24, column: 26, scope: !224)
!324 = !DILocation(line: 24, column: 36, scope: !224)
!325 = !{!326, !326, i64 0}
!326 = !{!"any pointer", !327, i64 0}
!327 = !{!"omnipotent char", !328, i64 0}
!328 = !{!"Simple C/C++ TBAA"}
!329 = !DILocation(line: 24, column: 29, scope: !224)
!330 = !DILocation(line: 24, column: 54, scope: !224)
!331 = !DILocation(line: 25, column: 16, scope: !224)
!332 = !DILocation(line: 29, column: 25, scope: !242)
!333 = !DILocation(line: 26, column: 25, scope: !224)
!334 = !DILocation(line: 0, scope: !194, inlinedAt: !335)
!335 = distinct !DILocation(line: 26, column: 36, scope: !224)
!336 = !DILocation(line: 0, scope: !49, inlinedAt: !335)
!337 = !DILocation(line: 18, column: 5, scope: !49, inlinedAt: !335)
!338 = !DILocation(line: 9, column: 54, scope: !339, inlinedAt: !342)
!339 = distinct !DISubprogram(name: "dg_next", scope: !50, file: !50, line: 9, type: !340, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63)
!340 = !DISubroutineType(types: !341)
!341 = !{!58}
!342 = distinct !DILocation(line: 19, column: 22, scope: !194, inlinedAt: !335)
!343 = !DILocation(line: 9, column: 42, scope: !339, inlinedAt: !342)
!344 = !DILocation(line: 9, column: 82, scope: !339, inlinedAt: !342)
!345 = !DILocation(line: 9, column: 70, scope: !339, inlinedAt: !342)
!346 = !DILocation(line: 9, column: 110, scope: !339, inlinedAt: !342)
!347 = !DILocation(line: 9, column: 98, scope: !339, inlinedAt: !342)
!348 = !DILocation(line: 20, column: 28, scope: !194, inlinedAt: !335)
!349 = !DILocation(line: 21, column: 9, scope: !194, inlinedAt: !335)
!350 = !DILocation(line: 22, column: 18, scope: !203, inlinedAt: !335)
!351 = !DILocation(line: 22, column: 13, scope: !194, inlinedAt: !335)
!352 = !DILocation(line: 22, column: 50, scope: !202, inlinedAt: !335)
!353 = !DILocation(line: 22, column: 56, scope: !202, inlinedAt: !335)
!354 = !DILocation(line: 22, column: 41, scope: !202, inlinedAt: !335)
!355 = !DILocation(line: 0, scope: !202, inlinedAt: !335)
!356 = !DILocation(line: 22, column: 69, scope: !202, inlinedAt: !335)
!357 = !DILocation(line: 22, column: 80, scope: !202, inlinedAt: !335)
!358 = !DILocation(line: 22, column: 117, scope: !202, inlinedAt: !335)
!359 = !DILocation(line: 22, column: 124, scope: !202, inlinedAt: !335)
!360 = !DILocation(line: 22, column: 128, scope: !202, inlinedAt: !335)
!361 = !DILocation(line: 22, column: 114, scope: !202, inlinedAt: !335)
!362 = !DILocation(line: 22, column: 108, scope: !202, inlinedAt: !335)
!363 = !DILocation(line: 22, column: 101, scope: !202, inlinedAt: !335)
!364 = !DILocation(line: 22, column: 112, scope: !202, inlinedAt: !335)
!365 = !{!327, !327, i64 0}
!366 = !DILocation(line: 22, column: 147, scope: !202, inlinedAt: !335)
!367 = !DILocation(line: 23, column: 23, scope: !208, inlinedAt: !335)
!368 = !DILocation(line: 23, column: 18, scope: !203, inlinedAt: !335)
!369 = !DILocation(line: 9, column: 54, scope: !339, inlinedAt: !370)
!370 = distinct !DILocation(line: 23, column: 43, scope: !207, inlinedAt: !335)
!371 = !DILocation(line: 9, column: 42, scope: !339, inlinedAt: !370)
!372 = !DILocation(line: 9, column: 82, scope: !339, inlinedAt: !370)
!373 = !DILocation(line: 9, column: 70, scope: !339, inlinedAt: !370)
!374 = !DILocation(line: 9, column: 110, scope: !339, inlinedAt: !370)
!375 = !DILocation(line: 9, column: 98, scope: !339, inlinedAt: !370)
!376 = !DILocation(line: 23, column: 53, scope: !207, inlinedAt: !335)
!377 = !DILocation(line: 0, scope: !207, inlinedAt: !335)
!378 = !DILocation(line: 23, column: 83, scope: !207, inlinedAt: !335)
!379 = !DILocation(line: 23, column: 90, scope: !207, inlinedAt: !335)
!380 = !DILocation(line: 23, scope: !207, inlinedAt: !335)
!381 = !DILocation(line: 23, column: 123, scope: !382, inlinedAt: !335)
!382 = distinct !DILexicalBlock(scope: !207, file: !50, line: 23, column: 93)
!383 = !DILocation(line: 23, column: 108, scope: !382, inlinedAt: !335)
!384 = !DILocation(line: 23, column: 102, scope: !382, inlinedAt: !335)
!385 = !DILocation(line: 23, column: 95, scope: !382, inlinedAt: !335)
!386 = !DILocation(line: 23, column: 106, scope: !382, inlinedAt: !335)
!387 = !DILocation(line: 23, column: 132, scope: !382, inlinedAt: !335)
!388 = !DILocation(line: 23, column: 139, scope: !382, inlinedAt: !335)
!389 = distinct !{!389, !379, !390, !391}
!390 = !DILocation(line: 23, column: 149, scope: !207, inlinedAt: !335)
!391 = !{!"llvm.loop.mustprogress"}
!392 = !DILocation(line: 23, column: 159, scope: !207, inlinedAt: !335)
!393 = !DILocation(line: 23, column: 152, scope: !207, inlinedAt: !335)
!394 = !DILocation(line: 23, column: 163, scope: !207, inlinedAt: !335)
!395 = !DILocation(line: 23, column: 170, scope: !207, inlinedAt: !335)
!396 = !DILocation(line: 24, column: 23, scope: !212, inlinedAt: !335)
!397 = !DILocation(line: 24, column: 18, scope: !208, inlinedAt: !335)
!398 = !DILocation(line: 24, column: 44, scope: !211, inlinedAt: !335)
!399 = !DILocation(line: 24, column: 51, scope: !211, inlinedAt: !335)
!400 = !DILocation(line: 24, column: 39, scope: !211, inlinedAt: !335)
!401 = !DILocation(line: 24, column: 36, scope: !211, inlinedAt: !335)
!402 = !DILocation(line: 0, scope: !210, inlinedAt: !335)
!403 = !DILocation(line: 24, column: 57, scope: !210, inlinedAt: !335)
!404 = !DILocation(line: 9, column: 54, scope: !339, inlinedAt: !405)
!405 = distinct !DILocation(line: 24, column: 106, scope: !406, inlinedAt: !335)
!406 = distinct !DILexicalBlock(scope: !210, file: !50, line: 24, column: 57)
!407 = !DILocation(line: 9, column: 42, scope: !339, inlinedAt: !405)
!408 = !DILocation(line: 9, column: 82, scope: !339, inlinedAt: !405)
!409 = !DILocation(line: 9, column: 70, scope: !339, inlinedAt: !405)
!410 = !DILocation(line: 9, column: 110, scope: !339, inlinedAt: !405)
!411 = !DILocation(line: 9, column: 98, scope: !339, inlinedAt: !405)
!412 = !DILocation(line: 24, column: 99, scope: !406, inlinedAt: !335)
!413 = !DILocation(line: 24, column: 90, scope: !406, inlinedAt: !335)
!414 = !DILocation(line: 24, column: 97, scope: !406, inlinedAt: !335)
!415 = !DILocation(line: 24, column: 86, scope: !406, inlinedAt: !335)
!416 = distinct !{!416, !403, !417, !391}
!417 = !DILocation(line: 24, column: 122, scope: !210, inlinedAt: !335)
!418 = !DILocation(line: 25, column: 26, scope: !419, inlinedAt: !335)
!419 = distinct !DILexicalBlock(scope: !212, file: !50, line: 25, column: 14)
!420 = !DILocation(line: 26, column: 15, scope: !421, inlinedAt: !335)
!421 = distinct !DILexicalBlock(scope: !194, file: !50, line: 26, column: 13)
!422 = !DILocation(line: 0, scope: !203, inlinedAt: !335)
!423 = !DILocation(line: 26, column: 21, scope: !421, inlinedAt: !335)
!424 = !DILocation(line: 26, column: 13, scope: !194, inlinedAt: !335)
!425 = !DILocation(line: 27, column: 20, scope: !194, inlinedAt: !335)
!426 = !DILocation(line: 27, column: 9, scope: !194, inlinedAt: !335)
!427 = !DILocation(line: 27, column: 38, scope: !194, inlinedAt: !335)
!428 = !DILocation(line: 28, column: 5, scope: !49, inlinedAt: !335)
!429 = !DILocation(line: 18, column: 14, scope: !49, inlinedAt: !335)
!430 = distinct !{!430, !337, !428, !391}
!431 = !DILocation(line: 27, column: 53, scope: !224)
!432 = !DILocalVariable(name: "p", arg: 1, scope: !433, file: !50, line: 30, type: !264)
!433 = distinct !DISubprogram(name: "dg_fnv", scope: !50, file: !50, line: 30, type: !434, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !438)
!434 = !DISubroutineType(types: !435)
!435 = !{!436, !264, !55}
!436 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !59, line: 27, baseType: !437)
!437 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !61, line: 45, baseType: !57)
!438 = !{!432, !439, !440, !441}
!439 = !DILocalVariable(name: "n", arg: 2, scope: !433, file: !50, line: 30, type: !55)
!440 = !DILocalVariable(name: "h", scope: !433, file: !50, line: 30, type: !436)
!441 = !DILocalVariable(name: "i", scope: !442, file: !50, line: 30, type: !55)
!442 = distinct !DILexicalBlock(scope: !433, file: !50, line: 30, column: 98)
!443 = !DILocation(line: 0, scope: !433, inlinedAt: !444)
!444 = distinct !DILocation(line: 27, column: 98, scope: !224)
!445 = !DILocation(line: 0, scope: !442, inlinedAt: !444)
!446 = !DILocation(line: 30, column: 98, scope: !442, inlinedAt: !444)
!447 = !DILocation(line: 30, column: 136, scope: !448, inlinedAt: !444)
!448 = distinct !DILexicalBlock(scope: !449, file: !50, line: 30, column: 129)
!449 = distinct !DILexicalBlock(scope: !442, file: !50, line: 30, column: 98)
!450 = !DILocation(line: 30, column: 133, scope: !448, inlinedAt: !444)
!451 = !DILocation(line: 30, column: 144, scope: !448, inlinedAt: !444)
!452 = !DILocation(line: 30, column: 125, scope: !449, inlinedAt: !444)
!453 = distinct !{!453, !446, !454, !391}
!454 = !DILocation(line: 30, column: 165, scope: !442, inlinedAt: !444)
!455 = !DILocation(line: 27, column: 5, scope: !224)
!456 = distinct !DIAssignID()
!457 = !DILocation(line: 0, scope: !239)
!458 = !DILocation(line: 29, column: 5, scope: !239)
!459 = !DILocation(line: 30, column: 22, scope: !241)
!460 = !DILocation(line: 0, scope: !241)
!461 = !DILocation(line: 30, column: 67, scope: !241)
!462 = !DILocation(line: 31, column: 55, scope: !241)
!463 = !{!464, !464, i64 0}
!464 = !{!"int", !327, i64 0}
!465 = !DILocation(line: 31, column: 23, scope: !241)
!466 = !DILocation(line: 32, column: 13, scope: !467)
!467 = distinct !DILexicalBlock(scope: !241, file: !2, line: 32, column: 13)
!468 = !DILocation(line: 32, column: 13, scope: !241)
!469 = !DILocation(line: 32, column: 65, scope: !470)
!470 = distinct !DILexicalBlock(scope: !467, file: !2, line: 32, column: 33)
!471 = !DILocation(line: 32, column: 35, scope: !470)
!472 = !DILocation(line: 33, column: 30, scope: !241)
!473 = !DILocation(line: 33, column: 55, scope: !241)
!474 = !DILocation(line: 34, column: 19, scope: !241)
!475 = !DILocation(line: 34, column: 38, scope: !241)
!476 = !DILocation(line: 34, column: 54, scope: !241)
!477 = !DILocation(line: 34, column: 73, scope: !241)
!478 = !DILocation(line: 34, column: 88, scope: !241)
!479 = !DILocation(line: 34, column: 85, scope: !241)
!480 = !DILocation(line: 35, column: 124, scope: !241)
!481 = !DILocation(line: 35, column: 122, scope: !241)
!482 = !DILocation(line: 35, column: 137, scope: !241)
!483 = !DILocation(line: 36, column: 36, scope: !241)
!484 = !DILocation(line: 0, scope: !433, inlinedAt: !485)
!485 = distinct !DILocation(line: 36, column: 94, scope: !241)
!486 = !DILocation(line: 0, scope: !442, inlinedAt: !485)
!487 = !DILocation(line: 30, column: 119, scope: !449, inlinedAt: !485)
!488 = !DILocation(line: 30, column: 98, scope: !442, inlinedAt: !485)
!489 = !DILocation(line: 30, column: 136, scope: !448, inlinedAt: !485)
!490 = !DILocation(line: 30, column: 133, scope: !448, inlinedAt: !485)
!491 = !DILocation(line: 30, column: 144, scope: !448, inlinedAt: !485)
!492 = !DILocation(line: 30, column: 125, scope: !449, inlinedAt: !485)
!493 = distinct !{!493, !488, !494, !391}
!494 = !DILocation(line: 30, column: 165, scope: !442, inlinedAt: !485)
!495 = distinct !{!495, !496}
!496 = !{!"llvm.loop.unroll.disable"}
!497 = !DILocation(line: 30, scope: !433, inlinedAt: !485)
!498 = !DILocation(line: 36, column: 114, scope: !241)
!499 = !DILocation(line: 35, column: 9, scope: !241)
!500 = !DILocation(line: 37, column: 9, scope: !241)
!501 = !DILocation(line: 37, column: 21, scope: !241)
!502 = !DILocation(line: 29, column: 46, scope: !242)
!503 = distinct !{!503, !458, !504, !391}
!504 = !DILocation(line: 38, column: 5, scope: !239)
!505 = !DILocation(line: 0, scope: !302, inlinedAt: !313)
!506 = !DILocation(line: 11, column: 23, scope: !261, inlinedAt: !313)
!507 = !DILocation(line: 11, column: 42, scope: !261, inlinedAt: !313)
!508 = !DILocation(line: 11, column: 104, scope: !261, inlinedAt: !313)
!509 = !DILocation(line: 12, column: 18, scope: !261, inlinedAt: !313)
!510 = !DILocation(line: 12, column: 63, scope: !261, inlinedAt: !313)
!511 = !DILocation(line: 12, column: 92, scope: !261, inlinedAt: !313)
!512 = !DILocation(line: 12, column: 83, scope: !261, inlinedAt: !313)
!513 = !DILocation(line: 13, column: 5, scope: !261, inlinedAt: !313)
!514 = !DILocation(line: 13, column: 25, scope: !261, inlinedAt: !313)
!515 = !{!516, !326, i64 0}
!516 = !{!"ZSTD_outBuffer_s", !326, i64 0, !517, i64 8, !517, i64 16}
!517 = !{!"long", !327, i64 0}
!518 = distinct !DIAssignID()
!519 = !{!516, !517, i64 8}
!520 = distinct !DIAssignID()
!521 = !{!516, !517, i64 16}
!522 = distinct !DIAssignID()
!523 = !DILocation(line: 14, column: 5, scope: !261, inlinedAt: !313)
!524 = !DILocation(line: 14, column: 39, scope: !281, inlinedAt: !313)
!525 = !DILocation(line: 14, column: 37, scope: !281, inlinedAt: !313)
!526 = !DILocation(line: 14, column: 70, scope: !281, inlinedAt: !313)
!527 = !DILocation(line: 14, column: 94, scope: !281, inlinedAt: !313)
!528 = !DILocation(line: 14, column: 89, scope: !281, inlinedAt: !313)
!529 = !{!530, !326, i64 0}
!530 = !{!"ZSTD_inBuffer_s", !326, i64 0, !517, i64 8, !517, i64 16}
!531 = distinct !DIAssignID()
!532 = !{!530, !517, i64 8}
!533 = distinct !DIAssignID()
!534 = !{!530, !517, i64 16}
!535 = distinct !DIAssignID()
!536 = !DILocation(line: 14, column: 141, scope: !281, inlinedAt: !313)
!537 = !DILocation(line: 14, column: 148, scope: !281, inlinedAt: !313)
!538 = !DILocation(line: 14, column: 137, scope: !281, inlinedAt: !313)
!539 = !DILocation(line: 15, column: 21, scope: !281, inlinedAt: !313)
!540 = !DILocation(line: 15, column: 32, scope: !541, inlinedAt: !313)
!541 = distinct !DILexicalBlock(scope: !281, file: !2, line: 15, column: 24)
!542 = !DILocation(line: 15, column: 80, scope: !543, inlinedAt: !313)
!543 = distinct !DILexicalBlock(scope: !541, file: !2, line: 15, column: 80)
!544 = !DILocation(line: 15, column: 80, scope: !541, inlinedAt: !313)
!545 = !DILocation(line: 15, column: 118, scope: !281, inlinedAt: !313)
!546 = !DILocation(line: 15, column: 109, scope: !541, inlinedAt: !313)
!547 = distinct !{!547, !539, !548, !391}
!548 = !DILocation(line: 15, column: 166, scope: !281, inlinedAt: !313)
!549 = !DILocation(line: 15, column: 182, scope: !261, inlinedAt: !313)
!550 = !DILocation(line: 14, column: 16, scope: !261, inlinedAt: !313)
!551 = distinct !{!551, !523, !549, !391}
!552 = !DILocation(line: 16, column: 5, scope: !261, inlinedAt: !313)
!553 = !DILocation(line: 16, column: 38, scope: !261, inlinedAt: !313)
!554 = !DILocation(line: 17, column: 23, scope: !261, inlinedAt: !313)
!555 = !DILocation(line: 17, column: 42, scope: !261, inlinedAt: !313)
!556 = !DILocation(line: 17, column: 61, scope: !261, inlinedAt: !313)
!557 = distinct !DIAssignID()
!558 = !DILocation(line: 17, column: 72, scope: !261, inlinedAt: !313)
!559 = distinct !DIAssignID()
!560 = distinct !DIAssignID()
!561 = !DILocation(line: 18, column: 5, scope: !261, inlinedAt: !313)
!562 = !DILocation(line: 17, column: 89, scope: !261, inlinedAt: !313)
!563 = !DILocation(line: 18, column: 15, scope: !261, inlinedAt: !313)
!564 = !DILocation(line: 18, column: 24, scope: !261, inlinedAt: !313)
!565 = !DILocation(line: 18, column: 19, scope: !261, inlinedAt: !313)
!566 = !DILocation(line: 18, column: 29, scope: !261, inlinedAt: !313)
!567 = !DILocation(line: 18, column: 64, scope: !302, inlinedAt: !313)
!568 = !DILocation(line: 18, column: 58, scope: !302, inlinedAt: !313)
!569 = !DILocation(line: 18, column: 101, scope: !302, inlinedAt: !313)
!570 = !DILocation(line: 18, column: 127, scope: !302, inlinedAt: !313)
!571 = !DILocation(line: 18, column: 121, scope: !302, inlinedAt: !313)
!572 = distinct !DIAssignID()
!573 = distinct !DIAssignID()
!574 = distinct !DIAssignID()
!575 = !DILocation(line: 18, column: 152, scope: !302, inlinedAt: !313)
!576 = !DILocation(line: 18, column: 195, scope: !577, inlinedAt: !313)
!577 = distinct !DILexicalBlock(scope: !302, file: !2, line: 18, column: 195)
!578 = !DILocation(line: 18, column: 195, scope: !302, inlinedAt: !313)
!579 = !DILocation(line: 18, column: 240, scope: !261, inlinedAt: !313)
!580 = distinct !{!580, !561, !579, !391}
!581 = !DILocation(line: 21, column: 1, scope: !261, inlinedAt: !313)
!582 = !DILocation(line: 39, column: 64, scope: !224)
!583 = !DILocation(line: 39, column: 121, scope: !224)
!584 = !DILocation(line: 19, column: 5, scope: !261, inlinedAt: !313)
!585 = !DILocation(line: 20, column: 19, scope: !261, inlinedAt: !313)
!586 = !DILocation(line: 20, column: 24, scope: !261, inlinedAt: !313)
!587 = !DILocation(line: 20, column: 27, scope: !261, inlinedAt: !313)
!588 = !DILocation(line: 20, column: 46, scope: !261, inlinedAt: !313)
!589 = !DILocation(line: 20, column: 52, scope: !261, inlinedAt: !313)
!590 = !DILocation(line: 20, column: 64, scope: !261, inlinedAt: !313)
!591 = !DILocation(line: 39, column: 67, scope: !224)
!592 = !DILocation(line: 39, column: 72, scope: !224)
!593 = !DILocation(line: 40, column: 5, scope: !224)
!594 = !DILocation(line: 40, column: 19, scope: !224)
!595 = distinct !DIAssignID()
!596 = !DILocation(line: 40, column: 66, scope: !224)
!597 = !DILocation(line: 40, column: 98, scope: !224)
!598 = !DILocation(line: 41, column: 48, scope: !224)
!599 = !DILocation(line: 41, column: 5, scope: !224)
!600 = !DILocation(line: 42, column: 5, scope: !224)
!601 = !DILocation(line: 43, column: 5, scope: !224)
!602 = !DILocation(line: 45, column: 1, scope: !224)
!603 = !DISubprogram(name: "strcmp", scope: !604, file: !604, line: 156, type: !605, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!604 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!605 = !DISubroutineType(types: !606)
!606 = !{!115, !204, !204}
!607 = !DISubprogram(name: "malloc", scope: !608, file: !608, line: 553, type: !609, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!608 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!609 = !DISubroutineType(types: !610)
!610 = !{!308, !55}
!611 = !DISubprogram(name: "printf", scope: !612, file: !612, line: 356, type: !613, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!612 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!613 = !DISubroutineType(types: !614)
!614 = !{!115, !615, null}
!615 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !204)
!616 = !DISubprogram(name: "ZSTD_versionString", scope: !66, file: !66, line: 128, type: !617, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!617 = !DISubroutineType(types: !618)
!618 = !{!204}
!619 = !DISubprogram(name: "ZSTD_compressBound", scope: !66, file: !66, line: 250, type: !620, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!620 = !DISubroutineType(types: !621)
!621 = !{!55, !55}
!622 = !DISubprogram(name: "ZSTD_compress", scope: !66, file: !66, line: 160, type: !623, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!623 = !DISubroutineType(types: !624)
!624 = !{!55, !308, !55, !287, !55, !115}
!625 = !DISubprogram(name: "ZSTD_isError", scope: !66, file: !66, line: 259, type: !626, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!626 = !DISubroutineType(types: !627)
!627 = !{!62, !55}
!628 = !DISubprogram(name: "ZSTD_getErrorName", scope: !66, file: !66, line: 261, type: !629, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!629 = !DISubroutineType(types: !630)
!630 = !{!204, !55}
!631 = !DISubprogram(name: "ZSTD_decompress", scope: !66, file: !66, line: 173, type: !632, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!632 = !DISubroutineType(types: !633)
!633 = !{!55, !308, !55, !287, !55}
!634 = !DISubprogram(name: "ZSTD_getFrameContentSize", scope: !66, file: !66, line: 205, type: !635, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!635 = !DISubroutineType(types: !636)
!636 = !{!113, !287, !55}
!637 = !DISubprogram(name: "free", scope: !608, file: !608, line: 568, type: !638, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!638 = !DISubroutineType(types: !639)
!639 = !{null, !308}
!640 = !DISubprogram(name: "strlen", scope: !604, file: !604, line: 407, type: !641, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!641 = !DISubroutineType(types: !642)
!642 = !{!57, !204}
!643 = !DISubprogram(name: "ZSTD_createCCtx", scope: !66, file: !66, line: 281, type: !644, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!644 = !DISubroutineType(types: !645)
!645 = !{!273}
!646 = !DISubprogram(name: "ZSTD_CCtx_setParameter", scope: !66, file: !66, line: 570, type: !647, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!647 = !DISubroutineType(types: !648)
!648 = !{!55, !273, !649, !115}
!649 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_cParameter", file: !66, line: 542, baseType: !65)
!650 = !DISubprogram(name: "ZSTD_compressStream2", scope: !66, file: !66, line: 823, type: !651, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!651 = !DISubroutineType(types: !652)
!652 = !{!55, !273, !653, !654, !292}
!653 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !304, size: 64)
!654 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !283, size: 64)
!655 = !DISubprogram(name: "ZSTD_freeCCtx", scope: !66, file: !66, line: 282, type: !656, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!656 = !DISubroutineType(types: !657)
!657 = !{!55, !273}
!658 = !DISubprogram(name: "ZSTD_createDCtx", scope: !66, file: !66, line: 304, type: !659, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!659 = !DISubroutineType(types: !660)
!660 = !{!295}
!661 = !DISubprogram(name: "ZSTD_decompressStream", scope: !66, file: !66, line: 948, type: !662, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!662 = !DISubroutineType(types: !663)
!663 = !{!55, !664, !653, !654}
!664 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !665, size: 64)
!665 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_DStream", file: !66, line: 908, baseType: !296)
!666 = !DISubprogram(name: "ZSTD_freeDCtx", scope: !66, file: !66, line: 305, type: !667, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!667 = !DISubroutineType(types: !668)
!668 = !{!55, !295}
