; ModuleID = 'programs/dynamic_programming.c'
source_filename = "programs/dynamic_programming.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"AGGTAB\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [8 x i8] c"GXTXAYB\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [7 x i8] c"kitten\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [8 x i8] c"sitting\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [10 x i8] c"intention\00", align 1, !dbg !16
@.str.5 = private unnamed_addr constant [10 x i8] c"execution\00", align 1, !dbg !21
@.str.6 = private unnamed_addr constant [20 x i8] c"the quick brown fox\00", align 1, !dbg !23
@.str.7 = private unnamed_addr constant [24 x i8] c"a quick brown dog jumps\00", align 1, !dbg !28
@.str.8 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !33
@.str.9 = private unnamed_addr constant [4 x i8] c"abc\00", align 1, !dbg !38
@__const.main.pairs = private unnamed_addr constant [5 x [2 x ptr]] [[2 x ptr] [ptr @.str, ptr @.str.1], [2 x ptr] [ptr @.str.2, ptr @.str.3], [2 x ptr] [ptr @.str.4, ptr @.str.5], [2 x ptr] [ptr @.str.6, ptr @.str.7], [2 x ptr] [ptr @.str.8, ptr @.str.9]], align 16
@.str.10 = private unnamed_addr constant [32 x i8] c"lcs('%s','%s')=%d '%s' edit=%d\0A\00", align 1, !dbg !43
@.str.11 = private unnamed_addr constant [36 x i8] c"knapsack(1000)=%d knapsack(250)=%d\0A\00", align 1, !dbg !48
@__const.main.coins = private unnamed_addr constant [8 x i32] [i32 1, i32 2, i32 5, i32 10, i32 20, i32 50, i32 100, i32 200], align 16
@.str.12 = private unnamed_addr constant [38 x i8] c"coin ways(200)=%lld ways(10000)=%lld\0A\00", align 1, !dbg !53
@main.seq = internal unnamed_addr global [5000 x i32] zeroinitializer, align 16, !dbg !58
@.str.13 = private unnamed_addr constant [8 x i8] c"lis=%d\0A\00", align 1, !dbg !68
@__const.main.dims = private unnamed_addr constant [12 x i32] [i32 30, i32 35, i32 15, i32 5, i32 10, i32 20, i32 25, i32 7, i32 12, i32 40, i32 3, i32 18], align 16
@.str.14 = private unnamed_addr constant [19 x i8] c"matrix chain=%lld\0A\00", align 1, !dbg !70
@__const.main.items = private unnamed_addr constant [10 x i32] [i32 3, i32 34, i32 4, i32 12, i32 5, i32 2, i32 91, i32 77, i32 45, i32 8], align 16
@.str.15 = private unnamed_addr constant [51 x i8] c"subset sums reachable=%d has(100)=%d has(1000)=%d\0A\00", align 1, !dbg !75
@lcs.L = internal unnamed_addr global [128 x [128 x i32]] zeroinitializer, align 16, !dbg !80
@knap.dp = internal unnamed_addr global [10001 x i32] zeroinitializer, align 16, !dbg !105
@coin_ways.dp = internal unnamed_addr global [10001 x i64] zeroinitializer, align 16, !dbg !125
@lis.tails = internal unnamed_addr global [5000 x i32] zeroinitializer, align 16, !dbg !140
@matrix_chain.m = internal unnamed_addr global [32 x [32 x i64]] zeroinitializer, align 16, !dbg !160

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !60 {
  %1 = alloca [128 x i32], align 16, !DIAssignID !250
    #dbg_assign(i1 undef, !251, !DIExpression(), !250, ptr %1, !DIExpression(), !273)
  %2 = alloca [128 x i32], align 16, !DIAssignID !275
  %3 = alloca [128 x i8], align 16, !DIAssignID !276
    #dbg_assign(i1 undef, !186, !DIExpression(), !276, ptr %3, !DIExpression(), !277)
  %4 = alloca [40 x i32], align 16, !DIAssignID !278
    #dbg_assign(i1 undef, !199, !DIExpression(), !278, ptr %4, !DIExpression(), !277)
  %5 = alloca [40 x i32], align 16, !DIAssignID !279
    #dbg_assign(i1 undef, !203, !DIExpression(), !279, ptr %5, !DIExpression(), !277)
  %6 = alloca [16 x i64], align 16, !DIAssignID !280
    #dbg_assign(i1 undef, !216, !DIExpression(), !280, ptr %6, !DIExpression(), !277)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #8, !dbg !281
    #dbg_value(i32 0, !194, !DIExpression(), !282)
  br label %8, !dbg !283

7:                                                ; preds = %174
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %4) #8, !dbg !284
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %5) #8, !dbg !284
    #dbg_value(i32 42, !204, !DIExpression(), !277)
    #dbg_value(i32 0, !206, !DIExpression(), !285)
  br label %445, !dbg !286

8:                                                ; preds = %0, %174
  %9 = phi i64 [ 0, %0 ], [ %180, %174 ]
    #dbg_value(i64 %9, !194, !DIExpression(), !282)
  %10 = getelementptr inbounds [5 x [2 x ptr]], ptr @__const.main.pairs, i64 0, i64 %9, !dbg !287
  %11 = load ptr, ptr %10, align 16, !dbg !287, !tbaa !288
  %12 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !292
  %13 = load ptr, ptr %12, align 8, !dbg !292, !tbaa !288
    #dbg_value(ptr %11, !89, !DIExpression(), !293)
    #dbg_value(ptr %13, !90, !DIExpression(), !293)
    #dbg_value(ptr %3, !91, !DIExpression(), !293)
  %14 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %11) #9, !dbg !295
  %15 = trunc i64 %14 to i32, !dbg !296
    #dbg_value(i32 %15, !92, !DIExpression(), !293)
  %16 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %13) #9, !dbg !297
  %17 = trunc i64 %16 to i32, !dbg !298
    #dbg_value(i32 %17, !93, !DIExpression(), !293)
    #dbg_value(i32 0, !94, !DIExpression(), !299)
  %18 = icmp slt i32 %15, 0, !dbg !300
  br i1 %18, label %33, label %19, !dbg !301

19:                                               ; preds = %8
  %20 = icmp slt i32 %17, 0
  %21 = add i64 %16, 1, !dbg !301
  %22 = add nuw nsw i64 %14, 1, !dbg !301
  %23 = and i64 %22, 4294967295, !dbg !300
  %24 = and i64 %21, 4294967295
  %25 = icmp eq i64 %24, 1
  br label %26, !dbg !301

26:                                               ; preds = %45, %19
  %27 = phi i64 [ 0, %19 ], [ %46, %45 ]
    #dbg_value(i64 %27, !94, !DIExpression(), !299)
    #dbg_value(i32 0, !96, !DIExpression(), !302)
  br i1 %20, label %45, label %28, !dbg !303

28:                                               ; preds = %26
  %29 = icmp eq i64 %27, 0
  %30 = add nsw i64 %27, -1
  %31 = getelementptr inbounds i8, ptr %11, i64 %30
    #dbg_value(i64 0, !96, !DIExpression(), !302)
  %32 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.L, i64 0, i64 %27, i64 0, !dbg !304
  store i32 0, ptr %32, align 16, !dbg !306, !tbaa !307
    #dbg_value(i64 1, !96, !DIExpression(), !302)
  br i1 %25, label %45, label %48, !dbg !303

33:                                               ; preds = %45, %8
  %34 = shl i64 %14, 32, !dbg !309
  %35 = ashr exact i64 %34, 32, !dbg !309
  %36 = shl i64 %16, 32, !dbg !309
  %37 = ashr exact i64 %36, 32, !dbg !309
  %38 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.L, i64 0, i64 %35, i64 %37, !dbg !309
  %39 = load i32, ptr %38, align 4, !dbg !309, !tbaa !307
    #dbg_value(i32 %39, !99, !DIExpression(), !293)
  %40 = sext i32 %39 to i64, !dbg !310
  %41 = getelementptr inbounds i8, ptr %3, i64 %40, !dbg !310
  store i8 0, ptr %41, align 1, !dbg !311, !tbaa !312
    #dbg_value(i32 %15, !100, !DIExpression(), !293)
    #dbg_value(i32 %17, !101, !DIExpression(), !293)
  %42 = icmp ne i32 %15, 0, !dbg !313
  %43 = icmp ne i32 %17, 0, !dbg !314
  %44 = select i1 %42, i1 %43, i1 false, !dbg !314
  br i1 %44, label %70, label %104, !dbg !315

45:                                               ; preds = %65, %28, %26
  %46 = add nuw nsw i64 %27, 1, !dbg !316
    #dbg_value(i64 %46, !94, !DIExpression(), !299)
  %47 = icmp eq i64 %46, %23, !dbg !300
  br i1 %47, label %33, label %26, !dbg !301, !llvm.loop !317

48:                                               ; preds = %28, %65
  %49 = phi i32 [ %66, %65 ], [ 0, %28 ]
  %50 = phi i64 [ %68, %65 ], [ 1, %28 ]
    #dbg_value(i64 %50, !96, !DIExpression(), !302)
  br i1 %29, label %65, label %51, !dbg !320

51:                                               ; preds = %48
  %52 = load i8, ptr %31, align 1, !dbg !321, !tbaa !312
  %53 = add nsw i64 %50, -1, !dbg !322
  %54 = getelementptr inbounds i8, ptr %13, i64 %53, !dbg !323
  %55 = load i8, ptr %54, align 1, !dbg !323, !tbaa !312
  %56 = icmp eq i8 %52, %55, !dbg !324
  br i1 %56, label %57, label %61, !dbg !321

57:                                               ; preds = %51
  %58 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.L, i64 0, i64 %30, i64 %53, !dbg !325
  %59 = load i32, ptr %58, align 4, !dbg !325, !tbaa !307
  %60 = add nsw i32 %59, 1, !dbg !326
  br label %65, !dbg !321

61:                                               ; preds = %51
  %62 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.L, i64 0, i64 %30, i64 %50, !dbg !327
  %63 = load i32, ptr %62, align 4, !dbg !327, !tbaa !307
  %64 = call i32 @llvm.smax.i32(i32 %63, i32 %49), !dbg !327
  br label %65, !dbg !327

65:                                               ; preds = %61, %57, %48
  %66 = phi i32 [ 0, %48 ], [ %60, %57 ], [ %64, %61 ], !dbg !328
  %67 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.L, i64 0, i64 %27, i64 %50, !dbg !304
  store i32 %66, ptr %67, align 4, !dbg !306, !tbaa !307
  %68 = add nuw nsw i64 %50, 1, !dbg !329
    #dbg_value(i64 %68, !96, !DIExpression(), !302)
  %69 = icmp eq i64 %68, %24, !dbg !330
  br i1 %69, label %45, label %48, !dbg !303, !llvm.loop !331

70:                                               ; preds = %33, %97
  %71 = phi i32 [ %100, %97 ], [ %17, %33 ]
  %72 = phi i32 [ %99, %97 ], [ %15, %33 ]
  %73 = phi i32 [ %98, %97 ], [ %39, %33 ]
    #dbg_value(i32 %71, !101, !DIExpression(), !293)
    #dbg_value(i32 %72, !100, !DIExpression(), !293)
    #dbg_value(i32 %73, !99, !DIExpression(), !293)
  %74 = add nsw i32 %72, -1, !dbg !334
  %75 = sext i32 %74 to i64, !dbg !337
  %76 = getelementptr inbounds i8, ptr %11, i64 %75, !dbg !337
  %77 = load i8, ptr %76, align 1, !dbg !337, !tbaa !312
  %78 = add nsw i32 %71, -1, !dbg !338
  %79 = sext i32 %78 to i64, !dbg !339
  %80 = getelementptr inbounds i8, ptr %13, i64 %79, !dbg !339
  %81 = load i8, ptr %80, align 1, !dbg !339, !tbaa !312
  %82 = icmp eq i8 %77, %81, !dbg !340
  br i1 %82, label %83, label %87, !dbg !341

83:                                               ; preds = %70
  %84 = add nsw i32 %73, -1, !dbg !342
    #dbg_value(i32 %84, !99, !DIExpression(), !293)
  %85 = sext i32 %84 to i64, !dbg !344
  %86 = getelementptr inbounds i8, ptr %3, i64 %85, !dbg !344
  store i8 %77, ptr %86, align 1, !dbg !345, !tbaa !312
    #dbg_value(i32 %74, !100, !DIExpression(), !293)
    #dbg_value(i32 %78, !101, !DIExpression(), !293)
  br label %97, !dbg !346

87:                                               ; preds = %70
  %88 = sext i32 %71 to i64, !dbg !347
  %89 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.L, i64 0, i64 %75, i64 %88, !dbg !347
  %90 = load i32, ptr %89, align 4, !dbg !347, !tbaa !307
  %91 = sext i32 %72 to i64, !dbg !349
  %92 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.L, i64 0, i64 %91, i64 %79, !dbg !349
  %93 = load i32, ptr %92, align 4, !dbg !349, !tbaa !307
  %94 = icmp slt i32 %90, %93, !dbg !350
  %95 = select i1 %94, i32 %72, i32 %74, !dbg !351
  %96 = select i1 %94, i32 %78, i32 %71, !dbg !351
  br label %97, !dbg !351

97:                                               ; preds = %87, %83
  %98 = phi i32 [ %84, %83 ], [ %73, %87 ], !dbg !352
  %99 = phi i32 [ %74, %83 ], [ %95, %87 ], !dbg !352
  %100 = phi i32 [ %78, %83 ], [ %96, %87 ], !dbg !352
    #dbg_value(i32 %100, !101, !DIExpression(), !293)
    #dbg_value(i32 %99, !100, !DIExpression(), !293)
    #dbg_value(i32 %98, !99, !DIExpression(), !293)
  %101 = icmp ne i32 %99, 0, !dbg !313
  %102 = icmp ne i32 %100, 0, !dbg !314
  %103 = select i1 %101, i1 %102, i1 false, !dbg !314
  br i1 %103, label %70, label %104, !dbg !315, !llvm.loop !353

104:                                              ; preds = %97, %33
    #dbg_value(i32 %39, !196, !DIExpression(), !355)
    #dbg_assign(i1 undef, !260, !DIExpression(), !275, ptr %2, !DIExpression(), !273)
    #dbg_value(ptr %11, !256, !DIExpression(), !273)
    #dbg_value(ptr %13, !257, !DIExpression(), !273)
  %105 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %11) #9, !dbg !356
  %106 = trunc i64 %105 to i32, !dbg !357
    #dbg_value(i32 %106, !258, !DIExpression(), !273)
  %107 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %13) #9, !dbg !358
  %108 = trunc i64 %107 to i32, !dbg !359
    #dbg_value(i32 %108, !259, !DIExpression(), !273)
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %1) #8, !dbg !360
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %2) #8, !dbg !360
    #dbg_value(i32 0, !262, !DIExpression(), !361)
  %109 = icmp slt i32 %108, 0, !dbg !362
  br i1 %109, label %130, label %110, !dbg !364

110:                                              ; preds = %104
  %111 = add nuw nsw i64 %107, 1, !dbg !364
  %112 = and i64 %111, 4294967295, !dbg !362
  %113 = icmp ult i64 %112, 8, !dbg !364
  br i1 %113, label %114, label %116, !dbg !364

114:                                              ; preds = %128, %110
  %115 = phi i64 [ 0, %110 ], [ %118, %128 ]
  br label %140, !dbg !364

116:                                              ; preds = %110
  %117 = and i64 %111, 7, !dbg !364
  %118 = sub nsw i64 %112, %117, !dbg !364
  br label %119, !dbg !364

119:                                              ; preds = %119, %116
  %120 = phi i64 [ 0, %116 ], [ %125, %119 ], !dbg !365
  %121 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %116 ], [ %126, %119 ], !dbg !366
  %122 = add <4 x i32> %121, <i32 4, i32 4, i32 4, i32 4>, !dbg !366
  %123 = getelementptr inbounds [128 x i32], ptr %1, i64 0, i64 %120, !dbg !367
  %124 = getelementptr inbounds i8, ptr %123, i64 16, !dbg !366
  store <4 x i32> %121, ptr %123, align 16, !dbg !366, !tbaa !307
  store <4 x i32> %122, ptr %124, align 16, !dbg !366, !tbaa !307
  %125 = add nuw i64 %120, 8, !dbg !365
  %126 = add <4 x i32> %121, <i32 8, i32 8, i32 8, i32 8>, !dbg !366
  %127 = icmp eq i64 %125, %118, !dbg !365
  br i1 %127, label %128, label %119, !dbg !365, !llvm.loop !368

128:                                              ; preds = %119
  %129 = icmp eq i64 %117, 0, !dbg !364
  br i1 %129, label %130, label %114, !dbg !364

130:                                              ; preds = %140, %128, %104
    #dbg_value(i32 1, !264, !DIExpression(), !372)
  %131 = icmp slt i32 %106, 1, !dbg !373
  br i1 %131, label %174, label %132, !dbg !374

132:                                              ; preds = %130
  %133 = getelementptr i8, ptr %11, i64 -1
  %134 = icmp slt i32 %108, 1
  %135 = add i64 %107, 1, !dbg !374
  %136 = add nuw nsw i64 %105, 1, !dbg !374
  %137 = and i64 %136, 4294967295, !dbg !373
  %138 = and i64 %135, 4294967295
  %139 = getelementptr i8, ptr %13, i64 -1
  br label %146, !dbg !374

140:                                              ; preds = %114, %140
  %141 = phi i64 [ %144, %140 ], [ %115, %114 ]
    #dbg_value(i64 %141, !262, !DIExpression(), !361)
  %142 = getelementptr inbounds [128 x i32], ptr %1, i64 0, i64 %141, !dbg !367
  %143 = trunc nuw nsw i64 %141 to i32, !dbg !366
  store i32 %143, ptr %142, align 4, !dbg !366, !tbaa !307
  %144 = add nuw nsw i64 %141, 1, !dbg !365
    #dbg_value(i64 %144, !262, !DIExpression(), !361)
  %145 = icmp eq i64 %144, %112, !dbg !362
  br i1 %145, label %130, label %140, !dbg !364, !llvm.loop !375

146:                                              ; preds = %153, %132
  %147 = phi i64 [ 1, %132 ], [ %154, %153 ]
    #dbg_value(i64 %147, !264, !DIExpression(), !372)
  %148 = trunc nuw nsw i64 %147 to i32, !dbg !376
  store i32 %148, ptr %2, align 16, !dbg !376, !tbaa !307, !DIAssignID !377
    #dbg_assign(i64 %147, !260, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !377, ptr %2, !DIExpression(), !273)
    #dbg_value(i32 1, !266, !DIExpression(), !378)
  br i1 %134, label %153, label %149, !dbg !379

149:                                              ; preds = %146
  %150 = getelementptr i8, ptr %133, i64 %147
  %151 = load i8, ptr %150, align 1, !tbaa !312
  %152 = load i32, ptr %1, align 16, !dbg !380, !tbaa !307
  br label %156, !dbg !379

153:                                              ; preds = %156, %146
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %1, ptr noundef nonnull align 16 dereferenceable(512) %2, i64 512, i1 false), !dbg !381, !DIAssignID !382
    #dbg_assign(i1 undef, !251, !DIExpression(), !382, ptr %1, !DIExpression(), !273)
  %154 = add nuw nsw i64 %147, 1, !dbg !383
    #dbg_value(i64 %154, !264, !DIExpression(), !372)
  %155 = icmp eq i64 %154, %137, !dbg !373
  br i1 %155, label %174, label %146, !dbg !374, !llvm.loop !384

156:                                              ; preds = %156, %149
  %157 = phi i32 [ %148, %149 ], [ %170, %156 ], !dbg !386
  %158 = phi i32 [ %152, %149 ], [ %166, %156 ], !dbg !380
  %159 = phi i64 [ 1, %149 ], [ %172, %156 ]
    #dbg_value(i64 %159, !266, !DIExpression(), !378)
  %160 = getelementptr i8, ptr %139, i64 %159, !dbg !388
  %161 = load i8, ptr %160, align 1, !dbg !388, !tbaa !312
  %162 = icmp ne i8 %151, %161, !dbg !389
  %163 = zext i1 %162 to i32, !dbg !389
  %164 = add nsw i32 %158, %163, !dbg !390
    #dbg_value(i32 %164, !270, !DIExpression(), !391)
  %165 = getelementptr inbounds [128 x i32], ptr %1, i64 0, i64 %159, !dbg !392
  %166 = load i32, ptr %165, align 4, !dbg !392, !tbaa !307
  %167 = add nsw i32 %166, 1, !dbg !394
  %168 = call i32 @llvm.smin.i32(i32 %167, i32 %164), !dbg !395
    #dbg_value(i32 %168, !270, !DIExpression(), !391)
  %169 = add nsw i32 %157, 1, !dbg !396
  %170 = call i32 @llvm.smin.i32(i32 %169, i32 %168), !dbg !397
    #dbg_value(i32 %170, !270, !DIExpression(), !391)
  %171 = getelementptr inbounds [128 x i32], ptr %2, i64 0, i64 %159, !dbg !398
  store i32 %170, ptr %171, align 4, !dbg !399, !tbaa !307
  %172 = add nuw nsw i64 %159, 1, !dbg !400
    #dbg_value(i64 %172, !266, !DIExpression(), !378)
  %173 = icmp eq i64 %172, %138, !dbg !401
  br i1 %173, label %153, label %156, !dbg !379, !llvm.loop !402

174:                                              ; preds = %153, %130
  %175 = shl i64 %107, 32, !dbg !404
  %176 = ashr exact i64 %175, 32, !dbg !404
  %177 = getelementptr inbounds [128 x i32], ptr %1, i64 0, i64 %176, !dbg !404
  %178 = load i32, ptr %177, align 4, !dbg !404, !tbaa !307
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %2) #8, !dbg !405
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %1) #8, !dbg !405
  %179 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %11, ptr noundef %13, i32 noundef %39, ptr noundef nonnull %3, i32 noundef %178), !dbg !406
  %180 = add nuw nsw i64 %9, 1, !dbg !407
    #dbg_value(i64 %180, !194, !DIExpression(), !282)
  %181 = icmp eq i64 %180, 5, !dbg !408
  br i1 %181, label %7, label %8, !dbg !283, !llvm.loop !409

182:                                              ; preds = %445
    #dbg_value(ptr %4, !113, !DIExpression(), !411)
    #dbg_value(ptr %5, !114, !DIExpression(), !411)
    #dbg_value(i32 40, !115, !DIExpression(), !411)
    #dbg_value(i32 1000, !116, !DIExpression(), !411)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40004) @knap.dp, i8 0, i64 40004, i1 false), !dbg !413
    #dbg_value(i32 0, !117, !DIExpression(), !414)
  br label %183, !dbg !415

183:                                              ; preds = %294, %182
  %184 = phi i64 [ 0, %182 ], [ %295, %294 ]
    #dbg_value(i64 %184, !117, !DIExpression(), !414)
  %185 = getelementptr inbounds i32, ptr %4, i64 %184
  %186 = load i32, ptr %185, align 4, !tbaa !307
    #dbg_value(i32 1000, !119, !DIExpression(), !416)
  %187 = icmp sgt i32 %186, 1000, !dbg !417
  br i1 %187, label %294, label %188, !dbg !419

188:                                              ; preds = %183
  %189 = getelementptr inbounds i32, ptr %5, i64 %184
  %190 = load i32, ptr %189, align 4, !tbaa !307
  %191 = sext i32 %186 to i64, !dbg !419
  %192 = sub nsw i64 1001, %191, !dbg !419
  %193 = icmp ult i64 %192, 24, !dbg !419
  br i1 %193, label %194, label %196, !dbg !419

194:                                              ; preds = %292, %210, %196, %188
  %195 = phi i64 [ 1000, %210 ], [ 1000, %196 ], [ 1000, %188 ], [ %218, %292 ]
  br label %297, !dbg !419

196:                                              ; preds = %188
  %197 = shl nsw i64 %191, 2, !dbg !419
  %198 = getelementptr i8, ptr @knap.dp, i64 %197, !dbg !419
  %199 = icmp ugt ptr %198, getelementptr inbounds (i8, ptr @knap.dp, i64 4000), !dbg !419
  %200 = mul nsw i64 %191, -4, !dbg !419
  %201 = getelementptr i8, ptr getelementptr inbounds (i8, ptr @knap.dp, i64 4000), i64 %200, !dbg !419
  %202 = shl nsw i64 %191, 2, !dbg !419
  %203 = add nsw i64 %191, -1001, !dbg !419
  %204 = icmp ult i64 %203, -4611686018427387904, !dbg !419
  %205 = getelementptr i8, ptr %201, i64 %202, !dbg !419
  %206 = getelementptr i8, ptr %205, i64 -4000, !dbg !419
  %207 = icmp ugt ptr %206, %201, !dbg !419
  %208 = or i1 %207, %204, !dbg !419
  %209 = or i1 %199, %208, !dbg !419
  br i1 %209, label %194, label %210

210:                                              ; preds = %196
  %211 = shl nsw i64 %191, 2, !dbg !419
  %212 = getelementptr i8, ptr @knap.dp, i64 %211, !dbg !419
  %213 = mul nsw i64 %191, -4, !dbg !419
  %214 = getelementptr i8, ptr getelementptr inbounds (i8, ptr @knap.dp, i64 4004), i64 %213, !dbg !419
  %215 = icmp ult ptr %212, %214, !dbg !419
  br i1 %215, label %194, label %216

216:                                              ; preds = %210
  %217 = and i64 %192, -8, !dbg !419
  %218 = sub nsw i64 1000, %217, !dbg !419
  %219 = insertelement <4 x i32> poison, i32 %190, i64 0, !dbg !419
  %220 = shufflevector <4 x i32> %219, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !419
  br label %221, !dbg !419

221:                                              ; preds = %289, %216
  %222 = phi i64 [ 0, %216 ], [ %290, %289 ]
  %223 = sub i64 1000, %222, !dbg !419
  %224 = sub i64 996, %222, !dbg !419
  %225 = sub nsw i64 %223, %191, !dbg !420
  %226 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %225, !dbg !422
  %227 = getelementptr inbounds i8, ptr %226, i64 -12, !dbg !422
  %228 = getelementptr inbounds i8, ptr %226, i64 -28, !dbg !422
  %229 = load <4 x i32>, ptr %227, align 4, !dbg !422, !tbaa !307, !alias.scope !423
  %230 = shufflevector <4 x i32> %229, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !422
  %231 = load <4 x i32>, ptr %228, align 4, !dbg !422, !tbaa !307, !alias.scope !423
  %232 = shufflevector <4 x i32> %231, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !422
  %233 = add nsw <4 x i32> %230, %220, !dbg !426
  %234 = add nsw <4 x i32> %232, %220, !dbg !426
  %235 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %223, !dbg !427
  %236 = getelementptr inbounds i8, ptr %235, i64 -12, !dbg !427
  %237 = getelementptr inbounds i8, ptr %235, i64 -28, !dbg !427
  %238 = load <4 x i32>, ptr %236, align 4, !dbg !427, !tbaa !307, !alias.scope !428, !noalias !423
  %239 = shufflevector <4 x i32> %238, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !427
  %240 = load <4 x i32>, ptr %237, align 4, !dbg !427, !tbaa !307, !alias.scope !428, !noalias !423
  %241 = shufflevector <4 x i32> %240, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !427
  %242 = icmp sgt <4 x i32> %233, %239, !dbg !430
  %243 = icmp sgt <4 x i32> %234, %241, !dbg !430
  %244 = extractelement <4 x i1> %242, i64 0, !dbg !430
  br i1 %244, label %245, label %248, !dbg !419

245:                                              ; preds = %221
  %246 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %223, !dbg !427
  %247 = extractelement <4 x i32> %233, i64 0, !dbg !431
  store i32 %247, ptr %246, align 16, !dbg !431, !tbaa !307, !alias.scope !428, !noalias !423
  br label %248, !dbg !430

248:                                              ; preds = %245, %221
  %249 = extractelement <4 x i1> %242, i64 1, !dbg !431
  br i1 %249, label %250, label %254, !dbg !431

250:                                              ; preds = %248
  %251 = sub i64 999, %222, !dbg !419
  %252 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %251, !dbg !427
  %253 = extractelement <4 x i32> %233, i64 1, !dbg !431
  store i32 %253, ptr %252, align 4, !dbg !431, !tbaa !307, !alias.scope !428, !noalias !423
  br label %254, !dbg !431

254:                                              ; preds = %250, %248
  %255 = extractelement <4 x i1> %242, i64 2, !dbg !431
  br i1 %255, label %256, label %260, !dbg !431

256:                                              ; preds = %254
  %257 = sub i64 998, %222, !dbg !419
  %258 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %257, !dbg !427
  %259 = extractelement <4 x i32> %233, i64 2, !dbg !431
  store i32 %259, ptr %258, align 8, !dbg !431, !tbaa !307, !alias.scope !428, !noalias !423
  br label %260, !dbg !431

260:                                              ; preds = %256, %254
  %261 = extractelement <4 x i1> %242, i64 3, !dbg !431
  br i1 %261, label %262, label %266, !dbg !431

262:                                              ; preds = %260
  %263 = sub i64 997, %222, !dbg !419
  %264 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %263, !dbg !427
  %265 = extractelement <4 x i32> %233, i64 3, !dbg !431
  store i32 %265, ptr %264, align 4, !dbg !431, !tbaa !307, !alias.scope !428, !noalias !423
  br label %266, !dbg !431

266:                                              ; preds = %262, %260
  %267 = extractelement <4 x i1> %243, i64 0, !dbg !431
  br i1 %267, label %268, label %271, !dbg !431

268:                                              ; preds = %266
  %269 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %224, !dbg !427
  %270 = extractelement <4 x i32> %234, i64 0, !dbg !431
  store i32 %270, ptr %269, align 16, !dbg !431, !tbaa !307, !alias.scope !428, !noalias !423
  br label %271, !dbg !431

271:                                              ; preds = %268, %266
  %272 = extractelement <4 x i1> %243, i64 1, !dbg !431
  br i1 %272, label %273, label %277, !dbg !431

273:                                              ; preds = %271
  %274 = sub i64 995, %222, !dbg !419
  %275 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %274, !dbg !427
  %276 = extractelement <4 x i32> %234, i64 1, !dbg !431
  store i32 %276, ptr %275, align 4, !dbg !431, !tbaa !307, !alias.scope !428, !noalias !423
  br label %277, !dbg !431

277:                                              ; preds = %273, %271
  %278 = extractelement <4 x i1> %243, i64 2, !dbg !431
  br i1 %278, label %279, label %283, !dbg !431

279:                                              ; preds = %277
  %280 = sub i64 994, %222, !dbg !419
  %281 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %280, !dbg !427
  %282 = extractelement <4 x i32> %234, i64 2, !dbg !431
  store i32 %282, ptr %281, align 8, !dbg !431, !tbaa !307, !alias.scope !428, !noalias !423
  br label %283, !dbg !431

283:                                              ; preds = %279, %277
  %284 = extractelement <4 x i1> %243, i64 3, !dbg !431
  br i1 %284, label %285, label %289, !dbg !431

285:                                              ; preds = %283
  %286 = sub i64 993, %222, !dbg !419
  %287 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %286, !dbg !427
  %288 = extractelement <4 x i32> %234, i64 3, !dbg !431
  store i32 %288, ptr %287, align 4, !dbg !431, !tbaa !307, !alias.scope !428, !noalias !423
  br label %289, !dbg !431

289:                                              ; preds = %285, %283
  %290 = add nuw i64 %222, 8
  %291 = icmp eq i64 %290, %217
  br i1 %291, label %292, label %221, !llvm.loop !432

292:                                              ; preds = %289
  %293 = icmp eq i64 %192, %217, !dbg !419
  br i1 %293, label %294, label %194, !dbg !419

294:                                              ; preds = %307, %292, %183
  %295 = add nuw nsw i64 %184, 1, !dbg !434
    #dbg_value(i64 %295, !117, !DIExpression(), !414)
  %296 = icmp eq i64 %295, 40, !dbg !435
  br i1 %296, label %310, label %183, !dbg !415, !llvm.loop !436

297:                                              ; preds = %194, %307
  %298 = phi i64 [ %308, %307 ], [ %195, %194 ]
    #dbg_value(i64 %298, !119, !DIExpression(), !416)
  %299 = sub nsw i64 %298, %191, !dbg !420
  %300 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %299, !dbg !422
  %301 = load i32, ptr %300, align 4, !dbg !422, !tbaa !307
  %302 = add nsw i32 %301, %190, !dbg !426
  %303 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %298, !dbg !427
  %304 = load i32, ptr %303, align 4, !dbg !427, !tbaa !307
  %305 = icmp sgt i32 %302, %304, !dbg !430
  br i1 %305, label %306, label %307, !dbg !438

306:                                              ; preds = %297
  store i32 %302, ptr %303, align 4, !dbg !431, !tbaa !307
  br label %307, !dbg !439

307:                                              ; preds = %306, %297
  %308 = add nsw i64 %298, -1, !dbg !440
    #dbg_value(i64 %308, !119, !DIExpression(), !416)
  %309 = icmp sgt i64 %298, %191, !dbg !417
  br i1 %309, label %297, label %294, !dbg !419, !llvm.loop !441

310:                                              ; preds = %294
  %311 = load i32, ptr getelementptr inbounds (i8, ptr @knap.dp, i64 4000), align 16, !dbg !442, !tbaa !307
    #dbg_value(ptr %4, !113, !DIExpression(), !443)
    #dbg_value(ptr %5, !114, !DIExpression(), !443)
    #dbg_value(i32 40, !115, !DIExpression(), !443)
    #dbg_value(i32 250, !116, !DIExpression(), !443)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40004) @knap.dp, i8 0, i64 40004, i1 false), !dbg !445
    #dbg_value(i32 0, !117, !DIExpression(), !446)
  br label %312, !dbg !447

312:                                              ; preds = %423, %310
  %313 = phi i64 [ 0, %310 ], [ %424, %423 ]
    #dbg_value(i64 %313, !117, !DIExpression(), !446)
  %314 = getelementptr inbounds i32, ptr %4, i64 %313
  %315 = load i32, ptr %314, align 4, !tbaa !307
    #dbg_value(i32 250, !119, !DIExpression(), !448)
  %316 = icmp sgt i32 %315, 250, !dbg !449
  br i1 %316, label %423, label %317, !dbg !450

317:                                              ; preds = %312
  %318 = getelementptr inbounds i32, ptr %5, i64 %313
  %319 = load i32, ptr %318, align 4, !tbaa !307
  %320 = sext i32 %315 to i64, !dbg !450
  %321 = sub nsw i64 251, %320, !dbg !450
  %322 = icmp ult i64 %321, 24, !dbg !450
  br i1 %322, label %323, label %325, !dbg !450

323:                                              ; preds = %421, %339, %325, %317
  %324 = phi i64 [ 250, %339 ], [ 250, %325 ], [ 250, %317 ], [ %347, %421 ]
  br label %426, !dbg !450

325:                                              ; preds = %317
  %326 = shl nsw i64 %320, 2, !dbg !450
  %327 = getelementptr i8, ptr @knap.dp, i64 %326, !dbg !450
  %328 = icmp ugt ptr %327, getelementptr inbounds (i8, ptr @knap.dp, i64 1000), !dbg !450
  %329 = mul nsw i64 %320, -4, !dbg !450
  %330 = getelementptr i8, ptr getelementptr inbounds (i8, ptr @knap.dp, i64 1000), i64 %329, !dbg !450
  %331 = shl nsw i64 %320, 2, !dbg !450
  %332 = add nsw i64 %320, -251, !dbg !450
  %333 = icmp ult i64 %332, -4611686018427387904, !dbg !450
  %334 = getelementptr i8, ptr %330, i64 %331, !dbg !450
  %335 = getelementptr i8, ptr %334, i64 -1000, !dbg !450
  %336 = icmp ugt ptr %335, %330, !dbg !450
  %337 = or i1 %336, %333, !dbg !450
  %338 = or i1 %328, %337, !dbg !450
  br i1 %338, label %323, label %339

339:                                              ; preds = %325
  %340 = shl nsw i64 %320, 2, !dbg !450
  %341 = getelementptr i8, ptr @knap.dp, i64 %340, !dbg !450
  %342 = mul nsw i64 %320, -4, !dbg !450
  %343 = getelementptr i8, ptr getelementptr inbounds (i8, ptr @knap.dp, i64 1004), i64 %342, !dbg !450
  %344 = icmp ult ptr %341, %343, !dbg !450
  br i1 %344, label %323, label %345

345:                                              ; preds = %339
  %346 = and i64 %321, -8, !dbg !450
  %347 = sub nsw i64 250, %346, !dbg !450
  %348 = insertelement <4 x i32> poison, i32 %319, i64 0, !dbg !450
  %349 = shufflevector <4 x i32> %348, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !450
  br label %350, !dbg !450

350:                                              ; preds = %418, %345
  %351 = phi i64 [ 0, %345 ], [ %419, %418 ]
  %352 = sub i64 250, %351, !dbg !450
  %353 = sub i64 246, %351, !dbg !450
  %354 = sub nsw i64 %352, %320, !dbg !451
  %355 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %354, !dbg !452
  %356 = getelementptr inbounds i8, ptr %355, i64 -12, !dbg !452
  %357 = getelementptr inbounds i8, ptr %355, i64 -28, !dbg !452
  %358 = load <4 x i32>, ptr %356, align 4, !dbg !452, !tbaa !307, !alias.scope !453
  %359 = shufflevector <4 x i32> %358, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !452
  %360 = load <4 x i32>, ptr %357, align 4, !dbg !452, !tbaa !307, !alias.scope !453
  %361 = shufflevector <4 x i32> %360, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !452
  %362 = add nsw <4 x i32> %359, %349, !dbg !456
  %363 = add nsw <4 x i32> %361, %349, !dbg !456
  %364 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %352, !dbg !457
  %365 = getelementptr inbounds i8, ptr %364, i64 -12, !dbg !457
  %366 = getelementptr inbounds i8, ptr %364, i64 -28, !dbg !457
  %367 = load <4 x i32>, ptr %365, align 4, !dbg !457, !tbaa !307, !alias.scope !458, !noalias !453
  %368 = shufflevector <4 x i32> %367, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !457
  %369 = load <4 x i32>, ptr %366, align 4, !dbg !457, !tbaa !307, !alias.scope !458, !noalias !453
  %370 = shufflevector <4 x i32> %369, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !457
  %371 = icmp sgt <4 x i32> %362, %368, !dbg !460
  %372 = icmp sgt <4 x i32> %363, %370, !dbg !460
  %373 = extractelement <4 x i1> %371, i64 0, !dbg !460
  br i1 %373, label %374, label %377, !dbg !450

374:                                              ; preds = %350
  %375 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %352, !dbg !457
  %376 = extractelement <4 x i32> %362, i64 0, !dbg !461
  store i32 %376, ptr %375, align 8, !dbg !461, !tbaa !307, !alias.scope !458, !noalias !453
  br label %377, !dbg !460

377:                                              ; preds = %374, %350
  %378 = extractelement <4 x i1> %371, i64 1, !dbg !461
  br i1 %378, label %379, label %383, !dbg !461

379:                                              ; preds = %377
  %380 = sub i64 249, %351, !dbg !450
  %381 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %380, !dbg !457
  %382 = extractelement <4 x i32> %362, i64 1, !dbg !461
  store i32 %382, ptr %381, align 4, !dbg !461, !tbaa !307, !alias.scope !458, !noalias !453
  br label %383, !dbg !461

383:                                              ; preds = %379, %377
  %384 = extractelement <4 x i1> %371, i64 2, !dbg !461
  br i1 %384, label %385, label %389, !dbg !461

385:                                              ; preds = %383
  %386 = sub i64 248, %351, !dbg !450
  %387 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %386, !dbg !457
  %388 = extractelement <4 x i32> %362, i64 2, !dbg !461
  store i32 %388, ptr %387, align 16, !dbg !461, !tbaa !307, !alias.scope !458, !noalias !453
  br label %389, !dbg !461

389:                                              ; preds = %385, %383
  %390 = extractelement <4 x i1> %371, i64 3, !dbg !461
  br i1 %390, label %391, label %395, !dbg !461

391:                                              ; preds = %389
  %392 = sub i64 247, %351, !dbg !450
  %393 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %392, !dbg !457
  %394 = extractelement <4 x i32> %362, i64 3, !dbg !461
  store i32 %394, ptr %393, align 4, !dbg !461, !tbaa !307, !alias.scope !458, !noalias !453
  br label %395, !dbg !461

395:                                              ; preds = %391, %389
  %396 = extractelement <4 x i1> %372, i64 0, !dbg !461
  br i1 %396, label %397, label %400, !dbg !461

397:                                              ; preds = %395
  %398 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %353, !dbg !457
  %399 = extractelement <4 x i32> %363, i64 0, !dbg !461
  store i32 %399, ptr %398, align 8, !dbg !461, !tbaa !307, !alias.scope !458, !noalias !453
  br label %400, !dbg !461

400:                                              ; preds = %397, %395
  %401 = extractelement <4 x i1> %372, i64 1, !dbg !461
  br i1 %401, label %402, label %406, !dbg !461

402:                                              ; preds = %400
  %403 = sub i64 245, %351, !dbg !450
  %404 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %403, !dbg !457
  %405 = extractelement <4 x i32> %363, i64 1, !dbg !461
  store i32 %405, ptr %404, align 4, !dbg !461, !tbaa !307, !alias.scope !458, !noalias !453
  br label %406, !dbg !461

406:                                              ; preds = %402, %400
  %407 = extractelement <4 x i1> %372, i64 2, !dbg !461
  br i1 %407, label %408, label %412, !dbg !461

408:                                              ; preds = %406
  %409 = sub i64 244, %351, !dbg !450
  %410 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %409, !dbg !457
  %411 = extractelement <4 x i32> %363, i64 2, !dbg !461
  store i32 %411, ptr %410, align 16, !dbg !461, !tbaa !307, !alias.scope !458, !noalias !453
  br label %412, !dbg !461

412:                                              ; preds = %408, %406
  %413 = extractelement <4 x i1> %372, i64 3, !dbg !461
  br i1 %413, label %414, label %418, !dbg !461

414:                                              ; preds = %412
  %415 = sub i64 243, %351, !dbg !450
  %416 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %415, !dbg !457
  %417 = extractelement <4 x i32> %363, i64 3, !dbg !461
  store i32 %417, ptr %416, align 4, !dbg !461, !tbaa !307, !alias.scope !458, !noalias !453
  br label %418, !dbg !461

418:                                              ; preds = %414, %412
  %419 = add nuw i64 %351, 8
  %420 = icmp eq i64 %419, %346
  br i1 %420, label %421, label %350, !llvm.loop !462

421:                                              ; preds = %418
  %422 = icmp eq i64 %321, %346, !dbg !450
  br i1 %422, label %423, label %323, !dbg !450

423:                                              ; preds = %436, %421, %312
  %424 = add nuw nsw i64 %313, 1, !dbg !464
    #dbg_value(i64 %424, !117, !DIExpression(), !446)
  %425 = icmp eq i64 %424, 40, !dbg !465
  br i1 %425, label %439, label %312, !dbg !447, !llvm.loop !466

426:                                              ; preds = %323, %436
  %427 = phi i64 [ %437, %436 ], [ %324, %323 ]
    #dbg_value(i64 %427, !119, !DIExpression(), !448)
  %428 = sub nsw i64 %427, %320, !dbg !451
  %429 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %428, !dbg !452
  %430 = load i32, ptr %429, align 4, !dbg !452, !tbaa !307
  %431 = add nsw i32 %430, %319, !dbg !456
  %432 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %427, !dbg !457
  %433 = load i32, ptr %432, align 4, !dbg !457, !tbaa !307
  %434 = icmp sgt i32 %431, %433, !dbg !460
  br i1 %434, label %435, label %436, !dbg !468

435:                                              ; preds = %426
  store i32 %431, ptr %432, align 4, !dbg !461, !tbaa !307
  br label %436, !dbg !469

436:                                              ; preds = %435, %426
  %437 = add nsw i64 %427, -1, !dbg !470
    #dbg_value(i64 %437, !119, !DIExpression(), !448)
  %438 = icmp sgt i64 %427, %320, !dbg !449
  br i1 %438, label %426, label %423, !dbg !450, !llvm.loop !471

439:                                              ; preds = %423
  %440 = load i32, ptr getelementptr inbounds (i8, ptr @knap.dp, i64 1000), align 8, !dbg !472, !tbaa !307
  %441 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %311, i32 noundef %440), !dbg !473
    #dbg_assign(i1 undef, !208, !DIExpression(), !474, ptr @__const.main.coins, !DIExpression(), !277)
  %442 = call fastcc i64 @coin_ways(ptr noundef nonnull @__const.main.coins, i32 noundef 200), !dbg !475
  %443 = call fastcc i64 @coin_ways(ptr noundef nonnull @__const.main.coins, i32 noundef 10000), !dbg !476
  %444 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %442, i64 noundef %443), !dbg !477
    #dbg_value(i32 0, !210, !DIExpression(), !478)
    #dbg_value(i32 529748450, !204, !DIExpression(), !277)
  br label %536, !dbg !479

445:                                              ; preds = %7, %445
  %446 = phi i64 [ 0, %7 ], [ %460, %445 ]
  %447 = phi i32 [ 42, %7 ], [ %449, %445 ]
    #dbg_value(i32 %447, !204, !DIExpression(), !277)
    #dbg_value(i64 %446, !206, !DIExpression(), !285)
  %448 = mul i32 %447, 1103515245, !dbg !480
  %449 = add i32 %448, 12345, !dbg !483
    #dbg_value(i32 %449, !204, !DIExpression(), !277)
  %450 = lshr i32 %449, 16, !dbg !484
  %451 = trunc nuw i32 %450 to i16, !dbg !485
  %452 = urem i16 %451, 97, !dbg !485
  %453 = add nuw nsw i16 %452, 3, !dbg !486
  %454 = zext nneg i16 %453 to i32, !dbg !486
  %455 = getelementptr inbounds [40 x i32], ptr %4, i64 0, i64 %446, !dbg !487
  store i32 %454, ptr %455, align 4, !dbg !488, !tbaa !307
  %456 = lshr i32 %449, 8, !dbg !489
  %457 = urem i32 %456, 113, !dbg !490
  %458 = add nuw nsw i32 %457, 1, !dbg !491
  %459 = getelementptr inbounds [40 x i32], ptr %5, i64 0, i64 %446, !dbg !492
  store i32 %458, ptr %459, align 4, !dbg !493, !tbaa !307
  %460 = add nuw nsw i64 %446, 1, !dbg !494
    #dbg_value(i64 %460, !206, !DIExpression(), !285)
  %461 = icmp eq i64 %460, 40, !dbg !495
  br i1 %461, label %182, label %445, !dbg !286, !llvm.loop !496

462:                                              ; preds = %536, %481
  %463 = phi i64 [ %488, %481 ], [ 0, %536 ]
  %464 = phi i32 [ %487, %481 ], [ 0, %536 ]
    #dbg_value(i32 %464, !148, !DIExpression(), !498)
    #dbg_value(i64 %463, !149, !DIExpression(), !500)
    #dbg_value(i32 %464, !154, !DIExpression(), !501)
    #dbg_value(i32 0, !151, !DIExpression(), !501)
  %465 = icmp eq i32 %464, 0, !dbg !502
  %466 = getelementptr inbounds i32, ptr @main.seq, i64 %463
  %467 = load i32, ptr %466, align 4, !tbaa !307
  br i1 %465, label %481, label %468, !dbg !503

468:                                              ; preds = %462, %468
  %469 = phi i32 [ %479, %468 ], [ %464, %462 ]
  %470 = phi i32 [ %478, %468 ], [ 0, %462 ]
    #dbg_value(i32 %469, !154, !DIExpression(), !501)
    #dbg_value(i32 %470, !151, !DIExpression(), !501)
  %471 = add nsw i32 %470, %469, !dbg !504
  %472 = sdiv i32 %471, 2, !dbg !505
    #dbg_value(i32 %472, !155, !DIExpression(), !506)
  %473 = sext i32 %472 to i64, !dbg !507
  %474 = getelementptr inbounds [5000 x i32], ptr @lis.tails, i64 0, i64 %473, !dbg !507
  %475 = load i32, ptr %474, align 4, !dbg !507, !tbaa !307
  %476 = icmp slt i32 %475, %467, !dbg !509
  %477 = add nsw i32 %472, 1, !dbg !510
  %478 = select i1 %476, i32 %477, i32 %470, !dbg !510
  %479 = select i1 %476, i32 %469, i32 %472, !dbg !510
    #dbg_value(i32 %479, !154, !DIExpression(), !501)
    #dbg_value(i32 %478, !151, !DIExpression(), !501)
  %480 = icmp slt i32 %478, %479, !dbg !502
  br i1 %480, label %468, label %481, !dbg !503, !llvm.loop !511

481:                                              ; preds = %468, %462
  %482 = phi i32 [ 0, %462 ], [ %478, %468 ], !dbg !513
  %483 = sext i32 %482 to i64, !dbg !514
  %484 = getelementptr inbounds [5000 x i32], ptr @lis.tails, i64 0, i64 %483, !dbg !514
  store i32 %467, ptr %484, align 4, !dbg !515, !tbaa !307
  %485 = icmp eq i32 %482, %464, !dbg !516
  %486 = zext i1 %485 to i32, !dbg !518
  %487 = add nuw nsw i32 %464, %486, !dbg !518
    #dbg_value(i32 %487, !148, !DIExpression(), !498)
  %488 = add nuw nsw i64 %463, 1, !dbg !519
    #dbg_value(i64 %488, !149, !DIExpression(), !500)
  %489 = icmp eq i64 %488, 5000, !dbg !520
  br i1 %489, label %490, label %462, !dbg !521, !llvm.loop !522

490:                                              ; preds = %481
  %491 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %487), !dbg !524
    #dbg_assign(i1 undef, !212, !DIExpression(), !525, ptr @__const.main.dims, !DIExpression(), !277)
    #dbg_value(ptr @__const.main.dims, !166, !DIExpression(), !526)
    #dbg_value(i32 12, !167, !DIExpression(), !526)
    #dbg_value(i64 1, !168, !DIExpression(), !528)
  store i64 0, ptr getelementptr inbounds (i8, ptr @matrix_chain.m, i64 264), align 8, !dbg !529, !tbaa !531
    #dbg_value(i64 2, !168, !DIExpression(), !528)
  store i64 0, ptr getelementptr inbounds (i8, ptr @matrix_chain.m, i64 528), align 16, !dbg !529, !tbaa !531
    #dbg_value(i64 3, !168, !DIExpression(), !528)
  store i64 0, ptr getelementptr inbounds (i8, ptr @matrix_chain.m, i64 792), align 8, !dbg !529, !tbaa !531
    #dbg_value(i64 4, !168, !DIExpression(), !528)
  store i64 0, ptr getelementptr inbounds (i8, ptr @matrix_chain.m, i64 1056), align 16, !dbg !529, !tbaa !531
    #dbg_value(i64 5, !168, !DIExpression(), !528)
  store i64 0, ptr getelementptr inbounds (i8, ptr @matrix_chain.m, i64 1320), align 8, !dbg !529, !tbaa !531
    #dbg_value(i64 6, !168, !DIExpression(), !528)
  store i64 0, ptr getelementptr inbounds (i8, ptr @matrix_chain.m, i64 1584), align 16, !dbg !529, !tbaa !531
    #dbg_value(i64 7, !168, !DIExpression(), !528)
  store i64 0, ptr getelementptr inbounds (i8, ptr @matrix_chain.m, i64 1848), align 8, !dbg !529, !tbaa !531
    #dbg_value(i64 8, !168, !DIExpression(), !528)
  store i64 0, ptr getelementptr inbounds (i8, ptr @matrix_chain.m, i64 2112), align 16, !dbg !529, !tbaa !531
    #dbg_value(i64 9, !168, !DIExpression(), !528)
  store i64 0, ptr getelementptr inbounds (i8, ptr @matrix_chain.m, i64 2376), align 8, !dbg !529, !tbaa !531
    #dbg_value(i64 10, !168, !DIExpression(), !528)
  store i64 0, ptr getelementptr inbounds (i8, ptr @matrix_chain.m, i64 2640), align 16, !dbg !529, !tbaa !531
    #dbg_value(i64 11, !168, !DIExpression(), !528)
  store i64 0, ptr getelementptr inbounds (i8, ptr @matrix_chain.m, i64 2904), align 8, !dbg !529, !tbaa !531
    #dbg_value(i64 12, !168, !DIExpression(), !528)
    #dbg_value(i32 2, !170, !DIExpression(), !533)
  br label %492, !dbg !534

492:                                              ; preds = %494, %490
  %493 = phi i64 [ 2, %490 ], [ %495, %494 ]
    #dbg_value(i64 %493, !170, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !533)
    #dbg_value(i32 1, !172, !DIExpression(), !535)
  br label %497, !dbg !536

494:                                              ; preds = %508
  %495 = add nuw nsw i64 %493, 1, !dbg !534
    #dbg_value(i64 %495, !170, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !533)
  %496 = icmp eq i64 %495, 12, !dbg !537
  br i1 %496, label %533, label %492, !dbg !534, !llvm.loop !538

497:                                              ; preds = %508, %492
  %498 = phi i64 [ %493, %492 ], [ %510, %508 ]
  %499 = phi i64 [ 1, %492 ], [ %509, %508 ]
    #dbg_value(i64 %499, !172, !DIExpression(), !535)
    #dbg_value(i64 %498, !175, !DIExpression(), !540)
  %500 = getelementptr inbounds [32 x [32 x i64]], ptr @matrix_chain.m, i64 0, i64 %499, i64 %498, !dbg !541
  store i64 -1, ptr %500, align 8, !dbg !542, !tbaa !531
    #dbg_value(i64 %499, !178, !DIExpression(), !543)
  %501 = getelementptr i32, ptr getelementptr (i8, ptr @__const.main.dims, i64 -4), i64 %499
  %502 = load i32, ptr %501, align 4, !tbaa !307
  %503 = sext i32 %502 to i64
  %504 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %498
  %505 = load i32, ptr %504, align 4, !tbaa !307
  %506 = sext i32 %505 to i64
  %507 = mul nsw i64 %506, %503, !dbg !544
  br label %512, !dbg !544

508:                                              ; preds = %530
  %509 = add nuw nsw i64 %499, 1, !dbg !545
    #dbg_value(i64 %509, !172, !DIExpression(), !535)
  %510 = add nuw nsw i64 %498, 1, !dbg !546
  %511 = icmp eq i64 %510, 12, !dbg !547
  br i1 %511, label %494, label %497, !dbg !536, !llvm.loop !548

512:                                              ; preds = %530, %497
  %513 = phi i64 [ %499, %497 ], [ %517, %530 ]
  %514 = phi i64 [ -1, %497 ], [ %531, %530 ]
    #dbg_value(i64 %513, !178, !DIExpression(), !543)
  %515 = getelementptr inbounds [32 x [32 x i64]], ptr @matrix_chain.m, i64 0, i64 %499, i64 %513, !dbg !550
  %516 = load i64, ptr %515, align 8, !dbg !550, !tbaa !531
  %517 = add nuw nsw i64 %513, 1, !dbg !551
  %518 = getelementptr inbounds [32 x [32 x i64]], ptr @matrix_chain.m, i64 0, i64 %517, i64 %498, !dbg !552
  %519 = load i64, ptr %518, align 8, !dbg !552, !tbaa !531
  %520 = add nsw i64 %519, %516, !dbg !553
  %521 = getelementptr inbounds i32, ptr @__const.main.dims, i64 %513, !dbg !554
  %522 = load i32, ptr %521, align 4, !dbg !554, !tbaa !307
  %523 = sext i32 %522 to i64, !dbg !554
  %524 = mul i64 %507, %523
  %525 = add nsw i64 %520, %524, !dbg !555
    #dbg_value(i64 %525, !180, !DIExpression(), !556)
  %526 = icmp slt i64 %514, 0, !dbg !557
  %527 = icmp slt i64 %525, %514
  %528 = select i1 %526, i1 true, i1 %527, !dbg !559
  br i1 %528, label %529, label %530, !dbg !559

529:                                              ; preds = %512
  store i64 %525, ptr %500, align 8, !dbg !560, !tbaa !531
  br label %530, !dbg !561

530:                                              ; preds = %529, %512
  %531 = phi i64 [ %514, %512 ], [ %525, %529 ]
    #dbg_value(i64 %517, !178, !DIExpression(), !543)
  %532 = icmp eq i64 %517, %498, !dbg !562
  br i1 %532, label %508, label %512, !dbg !544, !llvm.loop !563

533:                                              ; preds = %494
  %534 = load i64, ptr getelementptr inbounds (i8, ptr @matrix_chain.m, i64 344), align 8, !dbg !565, !tbaa !531
  %535 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %534), !dbg !566
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %6) #8, !dbg !567
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %6, i8 0, i64 128, i1 false), !dbg !568, !DIAssignID !569
    #dbg_assign(i8 0, !216, !DIExpression(), !569, ptr %6, !DIExpression(), !277)
  store i64 1, ptr %6, align 16, !dbg !568, !DIAssignID !570
    #dbg_assign(i64 1, !216, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !570, ptr %6, !DIExpression(), !277)
    #dbg_assign(i1 undef, !225, !DIExpression(), !571, ptr @__const.main.items, !DIExpression(), !277)
    #dbg_value(i32 0, !227, !DIExpression(), !572)
  br label %552, !dbg !573

536:                                              ; preds = %536, %439
  %537 = phi i64 [ 0, %439 ], [ %550, %536 ]
  %538 = phi i32 [ 529748450, %439 ], [ %546, %536 ]
    #dbg_value(i32 %538, !204, !DIExpression(), !277)
    #dbg_value(i64 %537, !210, !DIExpression(), !478)
  %539 = mul i32 %538, 1103515245, !dbg !574
  %540 = add i32 %539, 12345, !dbg !577
    #dbg_value(i32 %540, !204, !DIExpression(), !277)
  %541 = lshr i32 %540, 12, !dbg !578
  %542 = urem i32 %541, 100000, !dbg !579
  %543 = getelementptr inbounds [5000 x i32], ptr @main.seq, i64 0, i64 %537, !dbg !580
  store i32 %542, ptr %543, align 8, !dbg !581, !tbaa !307
  %544 = or disjoint i64 %537, 1, !dbg !582
    #dbg_value(i64 %544, !210, !DIExpression(), !478)
  %545 = mul i32 %540, 1103515245, !dbg !574
  %546 = add i32 %545, 12345, !dbg !577
    #dbg_value(i32 %546, !204, !DIExpression(), !277)
  %547 = lshr i32 %546, 12, !dbg !578
  %548 = urem i32 %547, 100000, !dbg !579
  %549 = getelementptr inbounds [5000 x i32], ptr @main.seq, i64 0, i64 %544, !dbg !580
  store i32 %548, ptr %549, align 4, !dbg !581, !tbaa !307
  %550 = add nuw nsw i64 %537, 2, !dbg !582
    #dbg_value(i64 %550, !210, !DIExpression(), !478)
  %551 = icmp eq i64 %550, 5000, !dbg !583
  br i1 %551, label %462, label %536, !dbg !479, !llvm.loop !584

552:                                              ; preds = %533, %562
  %553 = phi i64 [ 0, %533 ], [ %563, %562 ]
    #dbg_value(i64 %553, !227, !DIExpression(), !572)
  %554 = getelementptr inbounds [10 x i32], ptr @__const.main.items, i64 0, i64 %553, !dbg !586
  %555 = load i32, ptr %554, align 4, !dbg !586, !tbaa !307
    #dbg_value(i32 %555, !229, !DIExpression(), !587)
  %556 = sdiv i32 %555, -64, !dbg !588
    #dbg_value(i32 %555, !232, !DIExpression(DW_OP_constu, 64, DW_OP_div, DW_OP_stack_value), !587)
  %557 = srem i32 %555, 64, !dbg !589
    #dbg_value(i32 %557, !233, !DIExpression(), !587)
    #dbg_value(i32 15, !234, !DIExpression(), !590)
  %558 = zext nneg i32 %557 to i64
  %559 = icmp eq i32 %557, 0
  %560 = sub nsw i32 64, %557
  %561 = zext nneg i32 %560 to i64
  br label %590, !dbg !591

562:                                              ; preds = %609
  %563 = add nuw nsw i64 %553, 1, !dbg !592
    #dbg_value(i64 %563, !227, !DIExpression(), !572)
  %564 = icmp eq i64 %563, 10, !dbg !593
  br i1 %564, label %565, label %552, !dbg !573, !llvm.loop !594

565:                                              ; preds = %562, %565
  %566 = phi i64 [ %579, %565 ], [ 0, %562 ], !dbg !596
  %567 = phi <2 x i32> [ %577, %565 ], [ zeroinitializer, %562 ]
  %568 = phi <2 x i32> [ %578, %565 ], [ zeroinitializer, %562 ]
  %569 = getelementptr inbounds [16 x i64], ptr %6, i64 0, i64 %566, !dbg !598
  %570 = getelementptr inbounds i8, ptr %569, i64 16, !dbg !598
  %571 = load <2 x i64>, ptr %569, align 16, !dbg !598, !tbaa !599
  %572 = load <2 x i64>, ptr %570, align 16, !dbg !598, !tbaa !599
  %573 = call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %571), !dbg !601
  %574 = call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %572), !dbg !601
  %575 = trunc nuw nsw <2 x i64> %573 to <2 x i32>, !dbg !601
  %576 = trunc nuw nsw <2 x i64> %574 to <2 x i32>, !dbg !601
  %577 = add <2 x i32> %567, %575, !dbg !602
  %578 = add <2 x i32> %568, %576, !dbg !602
  %579 = add nuw i64 %566, 4, !dbg !596
  %580 = icmp eq i64 %579, 16, !dbg !596
  br i1 %580, label %581, label %565, !dbg !596, !llvm.loop !603

581:                                              ; preds = %565
  %582 = add <2 x i32> %578, %577, !dbg !604
  %583 = call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %582), !dbg !604
  %584 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !606
  %585 = load i64, ptr %584, align 8, !dbg !606, !tbaa !599
  %586 = lshr i64 %585, 36, !dbg !607
  %587 = trunc nuw nsw i64 %586 to i32, !dbg !608
  %588 = and i32 %587, 1, !dbg !608
  %589 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %583, i32 noundef %588, i32 noundef 0), !dbg !609
    #dbg_value(ptr @main.seq, !146, !DIExpression(), !610)
    #dbg_value(i32 100, !147, !DIExpression(), !610)
    #dbg_value(i32 0, !148, !DIExpression(), !610)
    #dbg_value(i32 0, !149, !DIExpression(), !612)
  br label %616, !dbg !613

590:                                              ; preds = %552, %609
  %591 = phi i64 [ 15, %552 ], [ %614, %609 ]
    #dbg_value(i64 %591, !234, !DIExpression(), !590)
    #dbg_value(i64 0, !236, !DIExpression(), !614)
  %592 = trunc nuw nsw i64 %591 to i32, !dbg !615
  %593 = add i32 %556, %592, !dbg !615
  %594 = icmp sgt i32 %593, -1, !dbg !617
  br i1 %594, label %595, label %609, !dbg !618

595:                                              ; preds = %590
  %596 = zext nneg i32 %593 to i64, !dbg !619
  %597 = getelementptr inbounds [16 x i64], ptr %6, i64 0, i64 %596, !dbg !619
  %598 = load i64, ptr %597, align 8, !dbg !619, !tbaa !599
  %599 = shl i64 %598, %558, !dbg !621
    #dbg_value(i64 %599, !236, !DIExpression(), !614)
  %600 = icmp eq i32 %593, 0
  %601 = or i1 %559, %600, !dbg !622
  br i1 %601, label %609, label %602, !dbg !622

602:                                              ; preds = %595
  %603 = add nsw i32 %593, -1, !dbg !624
  %604 = zext nneg i32 %603 to i64, !dbg !625
  %605 = getelementptr inbounds [16 x i64], ptr %6, i64 0, i64 %604, !dbg !625
  %606 = load i64, ptr %605, align 8, !dbg !625, !tbaa !599
  %607 = lshr i64 %606, %561, !dbg !626
  %608 = or i64 %607, %599, !dbg !627
    #dbg_value(i64 %608, !236, !DIExpression(), !614)
  br label %609, !dbg !628

609:                                              ; preds = %595, %602, %590
  %610 = phi i64 [ %608, %602 ], [ %599, %595 ], [ 0, %590 ], !dbg !629
    #dbg_value(i64 %610, !236, !DIExpression(), !614)
  %611 = getelementptr inbounds [16 x i64], ptr %6, i64 0, i64 %591, !dbg !630
  %612 = load i64, ptr %611, align 8, !dbg !631, !tbaa !599
  %613 = or i64 %612, %610, !dbg !631
  store i64 %613, ptr %611, align 8, !dbg !631, !tbaa !599
  %614 = add nsw i64 %591, -1, !dbg !632
    #dbg_value(i64 %614, !234, !DIExpression(), !590)
  %615 = icmp eq i64 %591, 0, !dbg !633
  br i1 %615, label %562, label %590, !dbg !591, !llvm.loop !634

616:                                              ; preds = %635, %581
  %617 = phi i64 [ 0, %581 ], [ %642, %635 ]
  %618 = phi i32 [ 0, %581 ], [ %641, %635 ]
    #dbg_value(i32 %618, !148, !DIExpression(), !610)
    #dbg_value(i64 %617, !149, !DIExpression(), !612)
    #dbg_value(i32 %618, !154, !DIExpression(), !636)
    #dbg_value(i32 0, !151, !DIExpression(), !636)
  %619 = icmp eq i32 %618, 0, !dbg !637
  %620 = getelementptr inbounds i32, ptr @main.seq, i64 %617
  %621 = load i32, ptr %620, align 4, !tbaa !307
  br i1 %619, label %635, label %622, !dbg !638

622:                                              ; preds = %616, %622
  %623 = phi i32 [ %633, %622 ], [ %618, %616 ]
  %624 = phi i32 [ %632, %622 ], [ 0, %616 ]
    #dbg_value(i32 %623, !154, !DIExpression(), !636)
    #dbg_value(i32 %624, !151, !DIExpression(), !636)
  %625 = add nsw i32 %624, %623, !dbg !639
  %626 = sdiv i32 %625, 2, !dbg !640
    #dbg_value(i32 %626, !155, !DIExpression(), !641)
  %627 = sext i32 %626 to i64, !dbg !642
  %628 = getelementptr inbounds [5000 x i32], ptr @lis.tails, i64 0, i64 %627, !dbg !642
  %629 = load i32, ptr %628, align 4, !dbg !642, !tbaa !307
  %630 = icmp slt i32 %629, %621, !dbg !643
  %631 = add nsw i32 %626, 1, !dbg !644
  %632 = select i1 %630, i32 %631, i32 %624, !dbg !644
  %633 = select i1 %630, i32 %623, i32 %626, !dbg !644
    #dbg_value(i32 %633, !154, !DIExpression(), !636)
    #dbg_value(i32 %632, !151, !DIExpression(), !636)
  %634 = icmp slt i32 %632, %633, !dbg !637
  br i1 %634, label %622, label %635, !dbg !638, !llvm.loop !645

635:                                              ; preds = %622, %616
  %636 = phi i32 [ 0, %616 ], [ %632, %622 ], !dbg !647
  %637 = sext i32 %636 to i64, !dbg !648
  %638 = getelementptr inbounds [5000 x i32], ptr @lis.tails, i64 0, i64 %637, !dbg !648
  store i32 %621, ptr %638, align 4, !dbg !649, !tbaa !307
  %639 = icmp eq i32 %636, %618, !dbg !650
  %640 = zext i1 %639 to i32, !dbg !651
  %641 = add nuw nsw i32 %618, %640, !dbg !651
    #dbg_value(i32 %641, !148, !DIExpression(), !610)
  %642 = add nuw nsw i64 %617, 1, !dbg !652
    #dbg_value(i64 %642, !149, !DIExpression(), !612)
  %643 = icmp eq i64 %642, 100, !dbg !653
  br i1 %643, label %644, label %616, !dbg !613, !llvm.loop !654

644:                                              ; preds = %635
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %6) #8, !dbg !656
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %5) #8, !dbg !656
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %4) #8, !dbg !656
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #8, !dbg !656
  ret i32 %641, !dbg !656
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !657 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal fastcc i64 @coin_ways(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #4 !dbg !127 {
    #dbg_value(ptr %0, !131, !DIExpression(), !662)
    #dbg_value(i32 8, !132, !DIExpression(), !662)
    #dbg_value(i32 %1, !133, !DIExpression(), !662)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80008) @coin_ways.dp, i8 0, i64 80008, i1 false), !dbg !663
  store i64 1, ptr @coin_ways.dp, align 16, !dbg !664, !tbaa !531
    #dbg_value(i32 0, !134, !DIExpression(), !665)
  %3 = add i32 %1, 1, !dbg !666
    #dbg_value(i64 0, !134, !DIExpression(), !665)
  %4 = load i32, ptr %0, align 4, !dbg !667, !tbaa !307
    #dbg_value(i32 %4, !136, !DIExpression(), !668)
  %5 = icmp sgt i32 %4, %1, !dbg !669
  br i1 %5, label %63, label %6, !dbg !671

6:                                                ; preds = %2
  %7 = sext i32 %4 to i64, !dbg !671
  %8 = sub i32 %1, %4, !dbg !671
  %9 = zext i32 %8 to i64, !dbg !671
  %10 = add nuw nsw i64 %9, 1, !dbg !671
  %11 = icmp ult i32 %8, 13, !dbg !671
  br i1 %11, label %12, label %29, !dbg !671

12:                                               ; preds = %61, %29, %6
  %13 = phi i64 [ %7, %29 ], [ %7, %6 ], [ %45, %61 ]
  %14 = trunc i64 %13 to i32, !dbg !671
  %15 = add i32 %14, %1, !dbg !671
  %16 = and i32 %15, 1, !dbg !671
  %17 = icmp eq i32 %16, 0, !dbg !671
  br i1 %17, label %18, label %26, !dbg !671

18:                                               ; preds = %12
    #dbg_value(i64 %13, !136, !DIExpression(), !668)
  %19 = sub nsw i64 %13, %7, !dbg !672
  %20 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %19, !dbg !673
  %21 = load i64, ptr %20, align 8, !dbg !673, !tbaa !531
  %22 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %13, !dbg !674
  %23 = load i64, ptr %22, align 8, !dbg !675, !tbaa !531
  %24 = add nsw i64 %23, %21, !dbg !675
  store i64 %24, ptr %22, align 8, !dbg !675, !tbaa !531
  %25 = add nsw i64 %13, 1, !dbg !676
    #dbg_value(i64 %25, !136, !DIExpression(), !668)
  br label %26, !dbg !671

26:                                               ; preds = %18, %12
  %27 = phi i64 [ %13, %12 ], [ %25, %18 ]
  %28 = icmp eq i32 %14, %1, !dbg !671
  br i1 %28, label %63, label %620, !dbg !671

29:                                               ; preds = %6
  %30 = shl nsw i64 %7, 3, !dbg !671
  %31 = getelementptr i8, ptr @coin_ways.dp, i64 %30, !dbg !671
  %32 = sub i32 %1, %4, !dbg !671
  %33 = zext i32 %32 to i64, !dbg !671
  %34 = shl nuw nsw i64 %33, 3, !dbg !671
  %35 = getelementptr i8, ptr @coin_ways.dp, i64 %30, !dbg !671
  %36 = getelementptr i8, ptr %35, i64 %34, !dbg !671
  %37 = getelementptr i8, ptr %36, i64 8, !dbg !671
  %38 = getelementptr i8, ptr @coin_ways.dp, i64 %34, !dbg !671
  %39 = getelementptr i8, ptr %38, i64 8, !dbg !671
  %40 = icmp ult ptr %31, %39, !dbg !671
  %41 = icmp ugt ptr %37, @coin_ways.dp, !dbg !671
  %42 = and i1 %40, %41, !dbg !671
  br i1 %42, label %12, label %43, !dbg !671

43:                                               ; preds = %29
  %44 = and i64 %10, 8589934588, !dbg !671
  %45 = add nsw i64 %44, %7, !dbg !671
  br label %46, !dbg !671

46:                                               ; preds = %46, %43
  %47 = phi i64 [ 0, %43 ], [ %59, %46 ]
  %48 = add i64 %47, %7, !dbg !671
  %49 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %47, !dbg !673
  %50 = getelementptr inbounds i8, ptr %49, i64 16, !dbg !673
  %51 = load <2 x i64>, ptr %49, align 16, !dbg !673, !tbaa !531, !alias.scope !677
  %52 = load <2 x i64>, ptr %50, align 16, !dbg !673, !tbaa !531, !alias.scope !677
  %53 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %48, !dbg !674
  %54 = getelementptr inbounds i8, ptr %53, i64 16, !dbg !675
  %55 = load <2 x i64>, ptr %53, align 8, !dbg !675, !tbaa !531, !alias.scope !680, !noalias !677
  %56 = load <2 x i64>, ptr %54, align 8, !dbg !675, !tbaa !531, !alias.scope !680, !noalias !677
  %57 = add nsw <2 x i64> %55, %51, !dbg !675
  %58 = add nsw <2 x i64> %56, %52, !dbg !675
  store <2 x i64> %57, ptr %53, align 8, !dbg !675, !tbaa !531, !alias.scope !680, !noalias !677
  store <2 x i64> %58, ptr %54, align 8, !dbg !675, !tbaa !531, !alias.scope !680, !noalias !677
  %59 = add nuw i64 %47, 4
  %60 = icmp eq i64 %59, %44
  br i1 %60, label %61, label %46, !llvm.loop !682

61:                                               ; preds = %46
  %62 = icmp eq i64 %10, %44, !dbg !671
  br i1 %62, label %63, label %12, !dbg !671

63:                                               ; preds = %26, %620, %61, %2
    #dbg_value(i64 1, !134, !DIExpression(), !665)
  %64 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !667
  %65 = load i32, ptr %64, align 4, !dbg !667, !tbaa !307
    #dbg_value(i32 %65, !136, !DIExpression(), !668)
  %66 = icmp sgt i32 %65, %1, !dbg !669
  br i1 %66, label %142, label %67, !dbg !671

67:                                               ; preds = %63
  %68 = sext i32 %65 to i64, !dbg !671
  %69 = sub i32 %1, %65, !dbg !671
  %70 = zext i32 %69 to i64, !dbg !671
  %71 = add nuw nsw i64 %70, 1, !dbg !671
  %72 = icmp ult i32 %69, 13, !dbg !671
  br i1 %72, label %107, label %73, !dbg !671

73:                                               ; preds = %67
  %74 = shl nsw i64 %68, 3, !dbg !671
  %75 = getelementptr i8, ptr @coin_ways.dp, i64 %74, !dbg !671
  %76 = sub i32 %1, %65, !dbg !671
  %77 = zext i32 %76 to i64, !dbg !671
  %78 = shl nuw nsw i64 %77, 3, !dbg !671
  %79 = getelementptr i8, ptr @coin_ways.dp, i64 %74, !dbg !671
  %80 = getelementptr i8, ptr %79, i64 %78, !dbg !671
  %81 = getelementptr i8, ptr %80, i64 8, !dbg !671
  %82 = getelementptr i8, ptr @coin_ways.dp, i64 %78, !dbg !671
  %83 = getelementptr i8, ptr %82, i64 8, !dbg !671
  %84 = icmp ult ptr %75, %83, !dbg !671
  %85 = icmp ugt ptr %81, @coin_ways.dp, !dbg !671
  %86 = and i1 %84, %85, !dbg !671
  br i1 %86, label %107, label %87, !dbg !671

87:                                               ; preds = %73
  %88 = and i64 %71, 8589934588, !dbg !671
  %89 = add nsw i64 %88, %68, !dbg !671
  br label %90, !dbg !671

90:                                               ; preds = %90, %87
  %91 = phi i64 [ 0, %87 ], [ %103, %90 ]
  %92 = add i64 %91, %68, !dbg !671
  %93 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %91, !dbg !673
  %94 = getelementptr inbounds i8, ptr %93, i64 16, !dbg !673
  %95 = load <2 x i64>, ptr %93, align 16, !dbg !673, !tbaa !531, !alias.scope !684
  %96 = load <2 x i64>, ptr %94, align 16, !dbg !673, !tbaa !531, !alias.scope !684
  %97 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %92, !dbg !674
  %98 = getelementptr inbounds i8, ptr %97, i64 16, !dbg !675
  %99 = load <2 x i64>, ptr %97, align 8, !dbg !675, !tbaa !531, !alias.scope !687, !noalias !684
  %100 = load <2 x i64>, ptr %98, align 8, !dbg !675, !tbaa !531, !alias.scope !687, !noalias !684
  %101 = add nsw <2 x i64> %99, %95, !dbg !675
  %102 = add nsw <2 x i64> %100, %96, !dbg !675
  store <2 x i64> %101, ptr %97, align 8, !dbg !675, !tbaa !531, !alias.scope !687, !noalias !684
  store <2 x i64> %102, ptr %98, align 8, !dbg !675, !tbaa !531, !alias.scope !687, !noalias !684
  %103 = add nuw i64 %91, 4
  %104 = icmp eq i64 %103, %88
  br i1 %104, label %105, label %90, !llvm.loop !689

105:                                              ; preds = %90
  %106 = icmp eq i64 %71, %88, !dbg !671
  br i1 %106, label %142, label %107, !dbg !671

107:                                              ; preds = %105, %73, %67
  %108 = phi i64 [ %68, %73 ], [ %68, %67 ], [ %89, %105 ]
  %109 = trunc i64 %108 to i32, !dbg !671
  %110 = add i32 %109, %1, !dbg !671
  %111 = and i32 %110, 1, !dbg !671
  %112 = icmp eq i32 %111, 0, !dbg !671
  br i1 %112, label %113, label %121, !dbg !671

113:                                              ; preds = %107
    #dbg_value(i64 %108, !136, !DIExpression(), !668)
  %114 = sub nsw i64 %108, %68, !dbg !672
  %115 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %114, !dbg !673
  %116 = load i64, ptr %115, align 8, !dbg !673, !tbaa !531
  %117 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %108, !dbg !674
  %118 = load i64, ptr %117, align 8, !dbg !675, !tbaa !531
  %119 = add nsw i64 %118, %116, !dbg !675
  store i64 %119, ptr %117, align 8, !dbg !675, !tbaa !531
  %120 = add nsw i64 %108, 1, !dbg !676
    #dbg_value(i64 %120, !136, !DIExpression(), !668)
  br label %121, !dbg !671

121:                                              ; preds = %113, %107
  %122 = phi i64 [ %108, %107 ], [ %120, %113 ]
  %123 = icmp eq i32 %109, %1, !dbg !671
  br i1 %123, label %142, label %124, !dbg !671

124:                                              ; preds = %121, %124
  %125 = phi i64 [ %139, %124 ], [ %122, %121 ]
    #dbg_value(i64 %125, !136, !DIExpression(), !668)
  %126 = sub nsw i64 %125, %68, !dbg !672
  %127 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %126, !dbg !673
  %128 = load i64, ptr %127, align 8, !dbg !673, !tbaa !531
  %129 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %125, !dbg !674
  %130 = load i64, ptr %129, align 8, !dbg !675, !tbaa !531
  %131 = add nsw i64 %130, %128, !dbg !675
  store i64 %131, ptr %129, align 8, !dbg !675, !tbaa !531
  %132 = add nsw i64 %125, 1, !dbg !676
    #dbg_value(i64 %132, !136, !DIExpression(), !668)
  %133 = sub nsw i64 %132, %68, !dbg !672
  %134 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %133, !dbg !673
  %135 = load i64, ptr %134, align 8, !dbg !673, !tbaa !531
  %136 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %132, !dbg !674
  %137 = load i64, ptr %136, align 8, !dbg !675, !tbaa !531
  %138 = add nsw i64 %137, %135, !dbg !675
  store i64 %138, ptr %136, align 8, !dbg !675, !tbaa !531
  %139 = add nsw i64 %125, 2, !dbg !676
    #dbg_value(i64 %139, !136, !DIExpression(), !668)
  %140 = trunc i64 %139 to i32, !dbg !669
  %141 = icmp eq i32 %3, %140, !dbg !669
  br i1 %141, label %142, label %124, !dbg !671, !llvm.loop !690

142:                                              ; preds = %121, %124, %105, %63
    #dbg_value(i64 2, !134, !DIExpression(), !665)
  %143 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !667
  %144 = load i32, ptr %143, align 4, !dbg !667, !tbaa !307
    #dbg_value(i32 %144, !136, !DIExpression(), !668)
  %145 = icmp sgt i32 %144, %1, !dbg !669
  br i1 %145, label %221, label %146, !dbg !671

146:                                              ; preds = %142
  %147 = sext i32 %144 to i64, !dbg !671
  %148 = sub i32 %1, %144, !dbg !671
  %149 = zext i32 %148 to i64, !dbg !671
  %150 = add nuw nsw i64 %149, 1, !dbg !671
  %151 = icmp ult i32 %148, 13, !dbg !671
  br i1 %151, label %186, label %152, !dbg !671

152:                                              ; preds = %146
  %153 = shl nsw i64 %147, 3, !dbg !671
  %154 = getelementptr i8, ptr @coin_ways.dp, i64 %153, !dbg !671
  %155 = sub i32 %1, %144, !dbg !671
  %156 = zext i32 %155 to i64, !dbg !671
  %157 = shl nuw nsw i64 %156, 3, !dbg !671
  %158 = getelementptr i8, ptr @coin_ways.dp, i64 %153, !dbg !671
  %159 = getelementptr i8, ptr %158, i64 %157, !dbg !671
  %160 = getelementptr i8, ptr %159, i64 8, !dbg !671
  %161 = getelementptr i8, ptr @coin_ways.dp, i64 %157, !dbg !671
  %162 = getelementptr i8, ptr %161, i64 8, !dbg !671
  %163 = icmp ult ptr %154, %162, !dbg !671
  %164 = icmp ugt ptr %160, @coin_ways.dp, !dbg !671
  %165 = and i1 %163, %164, !dbg !671
  br i1 %165, label %186, label %166, !dbg !671

166:                                              ; preds = %152
  %167 = and i64 %150, 8589934588, !dbg !671
  %168 = add nsw i64 %167, %147, !dbg !671
  br label %169, !dbg !671

169:                                              ; preds = %169, %166
  %170 = phi i64 [ 0, %166 ], [ %182, %169 ]
  %171 = add i64 %170, %147, !dbg !671
  %172 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %170, !dbg !673
  %173 = getelementptr inbounds i8, ptr %172, i64 16, !dbg !673
  %174 = load <2 x i64>, ptr %172, align 16, !dbg !673, !tbaa !531, !alias.scope !691
  %175 = load <2 x i64>, ptr %173, align 16, !dbg !673, !tbaa !531, !alias.scope !691
  %176 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %171, !dbg !674
  %177 = getelementptr inbounds i8, ptr %176, i64 16, !dbg !675
  %178 = load <2 x i64>, ptr %176, align 8, !dbg !675, !tbaa !531, !alias.scope !694, !noalias !691
  %179 = load <2 x i64>, ptr %177, align 8, !dbg !675, !tbaa !531, !alias.scope !694, !noalias !691
  %180 = add nsw <2 x i64> %178, %174, !dbg !675
  %181 = add nsw <2 x i64> %179, %175, !dbg !675
  store <2 x i64> %180, ptr %176, align 8, !dbg !675, !tbaa !531, !alias.scope !694, !noalias !691
  store <2 x i64> %181, ptr %177, align 8, !dbg !675, !tbaa !531, !alias.scope !694, !noalias !691
  %182 = add nuw i64 %170, 4
  %183 = icmp eq i64 %182, %167
  br i1 %183, label %184, label %169, !llvm.loop !696

184:                                              ; preds = %169
  %185 = icmp eq i64 %150, %167, !dbg !671
  br i1 %185, label %221, label %186, !dbg !671

186:                                              ; preds = %184, %152, %146
  %187 = phi i64 [ %147, %152 ], [ %147, %146 ], [ %168, %184 ]
  %188 = trunc i64 %187 to i32, !dbg !671
  %189 = add i32 %188, %1, !dbg !671
  %190 = and i32 %189, 1, !dbg !671
  %191 = icmp eq i32 %190, 0, !dbg !671
  br i1 %191, label %192, label %200, !dbg !671

192:                                              ; preds = %186
    #dbg_value(i64 %187, !136, !DIExpression(), !668)
  %193 = sub nsw i64 %187, %147, !dbg !672
  %194 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %193, !dbg !673
  %195 = load i64, ptr %194, align 8, !dbg !673, !tbaa !531
  %196 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %187, !dbg !674
  %197 = load i64, ptr %196, align 8, !dbg !675, !tbaa !531
  %198 = add nsw i64 %197, %195, !dbg !675
  store i64 %198, ptr %196, align 8, !dbg !675, !tbaa !531
  %199 = add nsw i64 %187, 1, !dbg !676
    #dbg_value(i64 %199, !136, !DIExpression(), !668)
  br label %200, !dbg !671

200:                                              ; preds = %192, %186
  %201 = phi i64 [ %187, %186 ], [ %199, %192 ]
  %202 = icmp eq i32 %188, %1, !dbg !671
  br i1 %202, label %221, label %203, !dbg !671

203:                                              ; preds = %200, %203
  %204 = phi i64 [ %218, %203 ], [ %201, %200 ]
    #dbg_value(i64 %204, !136, !DIExpression(), !668)
  %205 = sub nsw i64 %204, %147, !dbg !672
  %206 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %205, !dbg !673
  %207 = load i64, ptr %206, align 8, !dbg !673, !tbaa !531
  %208 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %204, !dbg !674
  %209 = load i64, ptr %208, align 8, !dbg !675, !tbaa !531
  %210 = add nsw i64 %209, %207, !dbg !675
  store i64 %210, ptr %208, align 8, !dbg !675, !tbaa !531
  %211 = add nsw i64 %204, 1, !dbg !676
    #dbg_value(i64 %211, !136, !DIExpression(), !668)
  %212 = sub nsw i64 %211, %147, !dbg !672
  %213 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %212, !dbg !673
  %214 = load i64, ptr %213, align 8, !dbg !673, !tbaa !531
  %215 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %211, !dbg !674
  %216 = load i64, ptr %215, align 8, !dbg !675, !tbaa !531
  %217 = add nsw i64 %216, %214, !dbg !675
  store i64 %217, ptr %215, align 8, !dbg !675, !tbaa !531
  %218 = add nsw i64 %204, 2, !dbg !676
    #dbg_value(i64 %218, !136, !DIExpression(), !668)
  %219 = trunc i64 %218 to i32, !dbg !669
  %220 = icmp eq i32 %3, %219, !dbg !669
  br i1 %220, label %221, label %203, !dbg !671, !llvm.loop !697

221:                                              ; preds = %200, %203, %184, %142
    #dbg_value(i64 3, !134, !DIExpression(), !665)
  %222 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !667
  %223 = load i32, ptr %222, align 4, !dbg !667, !tbaa !307
    #dbg_value(i32 %223, !136, !DIExpression(), !668)
  %224 = icmp sgt i32 %223, %1, !dbg !669
  br i1 %224, label %300, label %225, !dbg !671

225:                                              ; preds = %221
  %226 = sext i32 %223 to i64, !dbg !671
  %227 = sub i32 %1, %223, !dbg !671
  %228 = zext i32 %227 to i64, !dbg !671
  %229 = add nuw nsw i64 %228, 1, !dbg !671
  %230 = icmp ult i32 %227, 13, !dbg !671
  br i1 %230, label %265, label %231, !dbg !671

231:                                              ; preds = %225
  %232 = shl nsw i64 %226, 3, !dbg !671
  %233 = getelementptr i8, ptr @coin_ways.dp, i64 %232, !dbg !671
  %234 = sub i32 %1, %223, !dbg !671
  %235 = zext i32 %234 to i64, !dbg !671
  %236 = shl nuw nsw i64 %235, 3, !dbg !671
  %237 = getelementptr i8, ptr @coin_ways.dp, i64 %232, !dbg !671
  %238 = getelementptr i8, ptr %237, i64 %236, !dbg !671
  %239 = getelementptr i8, ptr %238, i64 8, !dbg !671
  %240 = getelementptr i8, ptr @coin_ways.dp, i64 %236, !dbg !671
  %241 = getelementptr i8, ptr %240, i64 8, !dbg !671
  %242 = icmp ult ptr %233, %241, !dbg !671
  %243 = icmp ugt ptr %239, @coin_ways.dp, !dbg !671
  %244 = and i1 %242, %243, !dbg !671
  br i1 %244, label %265, label %245, !dbg !671

245:                                              ; preds = %231
  %246 = and i64 %229, 8589934588, !dbg !671
  %247 = add nsw i64 %246, %226, !dbg !671
  br label %248, !dbg !671

248:                                              ; preds = %248, %245
  %249 = phi i64 [ 0, %245 ], [ %261, %248 ]
  %250 = add i64 %249, %226, !dbg !671
  %251 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %249, !dbg !673
  %252 = getelementptr inbounds i8, ptr %251, i64 16, !dbg !673
  %253 = load <2 x i64>, ptr %251, align 16, !dbg !673, !tbaa !531, !alias.scope !698
  %254 = load <2 x i64>, ptr %252, align 16, !dbg !673, !tbaa !531, !alias.scope !698
  %255 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %250, !dbg !674
  %256 = getelementptr inbounds i8, ptr %255, i64 16, !dbg !675
  %257 = load <2 x i64>, ptr %255, align 8, !dbg !675, !tbaa !531, !alias.scope !701, !noalias !698
  %258 = load <2 x i64>, ptr %256, align 8, !dbg !675, !tbaa !531, !alias.scope !701, !noalias !698
  %259 = add nsw <2 x i64> %257, %253, !dbg !675
  %260 = add nsw <2 x i64> %258, %254, !dbg !675
  store <2 x i64> %259, ptr %255, align 8, !dbg !675, !tbaa !531, !alias.scope !701, !noalias !698
  store <2 x i64> %260, ptr %256, align 8, !dbg !675, !tbaa !531, !alias.scope !701, !noalias !698
  %261 = add nuw i64 %249, 4
  %262 = icmp eq i64 %261, %246
  br i1 %262, label %263, label %248, !llvm.loop !703

263:                                              ; preds = %248
  %264 = icmp eq i64 %229, %246, !dbg !671
  br i1 %264, label %300, label %265, !dbg !671

265:                                              ; preds = %263, %231, %225
  %266 = phi i64 [ %226, %231 ], [ %226, %225 ], [ %247, %263 ]
  %267 = trunc i64 %266 to i32, !dbg !671
  %268 = add i32 %267, %1, !dbg !671
  %269 = and i32 %268, 1, !dbg !671
  %270 = icmp eq i32 %269, 0, !dbg !671
  br i1 %270, label %271, label %279, !dbg !671

271:                                              ; preds = %265
    #dbg_value(i64 %266, !136, !DIExpression(), !668)
  %272 = sub nsw i64 %266, %226, !dbg !672
  %273 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %272, !dbg !673
  %274 = load i64, ptr %273, align 8, !dbg !673, !tbaa !531
  %275 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %266, !dbg !674
  %276 = load i64, ptr %275, align 8, !dbg !675, !tbaa !531
  %277 = add nsw i64 %276, %274, !dbg !675
  store i64 %277, ptr %275, align 8, !dbg !675, !tbaa !531
  %278 = add nsw i64 %266, 1, !dbg !676
    #dbg_value(i64 %278, !136, !DIExpression(), !668)
  br label %279, !dbg !671

279:                                              ; preds = %271, %265
  %280 = phi i64 [ %266, %265 ], [ %278, %271 ]
  %281 = icmp eq i32 %267, %1, !dbg !671
  br i1 %281, label %300, label %282, !dbg !671

282:                                              ; preds = %279, %282
  %283 = phi i64 [ %297, %282 ], [ %280, %279 ]
    #dbg_value(i64 %283, !136, !DIExpression(), !668)
  %284 = sub nsw i64 %283, %226, !dbg !672
  %285 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %284, !dbg !673
  %286 = load i64, ptr %285, align 8, !dbg !673, !tbaa !531
  %287 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %283, !dbg !674
  %288 = load i64, ptr %287, align 8, !dbg !675, !tbaa !531
  %289 = add nsw i64 %288, %286, !dbg !675
  store i64 %289, ptr %287, align 8, !dbg !675, !tbaa !531
  %290 = add nsw i64 %283, 1, !dbg !676
    #dbg_value(i64 %290, !136, !DIExpression(), !668)
  %291 = sub nsw i64 %290, %226, !dbg !672
  %292 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %291, !dbg !673
  %293 = load i64, ptr %292, align 8, !dbg !673, !tbaa !531
  %294 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %290, !dbg !674
  %295 = load i64, ptr %294, align 8, !dbg !675, !tbaa !531
  %296 = add nsw i64 %295, %293, !dbg !675
  store i64 %296, ptr %294, align 8, !dbg !675, !tbaa !531
  %297 = add nsw i64 %283, 2, !dbg !676
    #dbg_value(i64 %297, !136, !DIExpression(), !668)
  %298 = trunc i64 %297 to i32, !dbg !669
  %299 = icmp eq i32 %3, %298, !dbg !669
  br i1 %299, label %300, label %282, !dbg !671, !llvm.loop !704

300:                                              ; preds = %279, %282, %263, %221
    #dbg_value(i64 4, !134, !DIExpression(), !665)
  %301 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !667
  %302 = load i32, ptr %301, align 4, !dbg !667, !tbaa !307
    #dbg_value(i32 %302, !136, !DIExpression(), !668)
  %303 = icmp sgt i32 %302, %1, !dbg !669
  br i1 %303, label %379, label %304, !dbg !671

304:                                              ; preds = %300
  %305 = sext i32 %302 to i64, !dbg !671
  %306 = sub i32 %1, %302, !dbg !671
  %307 = zext i32 %306 to i64, !dbg !671
  %308 = add nuw nsw i64 %307, 1, !dbg !671
  %309 = icmp ult i32 %306, 13, !dbg !671
  br i1 %309, label %344, label %310, !dbg !671

310:                                              ; preds = %304
  %311 = shl nsw i64 %305, 3, !dbg !671
  %312 = getelementptr i8, ptr @coin_ways.dp, i64 %311, !dbg !671
  %313 = sub i32 %1, %302, !dbg !671
  %314 = zext i32 %313 to i64, !dbg !671
  %315 = shl nuw nsw i64 %314, 3, !dbg !671
  %316 = getelementptr i8, ptr @coin_ways.dp, i64 %311, !dbg !671
  %317 = getelementptr i8, ptr %316, i64 %315, !dbg !671
  %318 = getelementptr i8, ptr %317, i64 8, !dbg !671
  %319 = getelementptr i8, ptr @coin_ways.dp, i64 %315, !dbg !671
  %320 = getelementptr i8, ptr %319, i64 8, !dbg !671
  %321 = icmp ult ptr %312, %320, !dbg !671
  %322 = icmp ugt ptr %318, @coin_ways.dp, !dbg !671
  %323 = and i1 %321, %322, !dbg !671
  br i1 %323, label %344, label %324, !dbg !671

324:                                              ; preds = %310
  %325 = and i64 %308, 8589934588, !dbg !671
  %326 = add nsw i64 %325, %305, !dbg !671
  br label %327, !dbg !671

327:                                              ; preds = %327, %324
  %328 = phi i64 [ 0, %324 ], [ %340, %327 ]
  %329 = add i64 %328, %305, !dbg !671
  %330 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %328, !dbg !673
  %331 = getelementptr inbounds i8, ptr %330, i64 16, !dbg !673
  %332 = load <2 x i64>, ptr %330, align 16, !dbg !673, !tbaa !531, !alias.scope !705
  %333 = load <2 x i64>, ptr %331, align 16, !dbg !673, !tbaa !531, !alias.scope !705
  %334 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %329, !dbg !674
  %335 = getelementptr inbounds i8, ptr %334, i64 16, !dbg !675
  %336 = load <2 x i64>, ptr %334, align 8, !dbg !675, !tbaa !531, !alias.scope !708, !noalias !705
  %337 = load <2 x i64>, ptr %335, align 8, !dbg !675, !tbaa !531, !alias.scope !708, !noalias !705
  %338 = add nsw <2 x i64> %336, %332, !dbg !675
  %339 = add nsw <2 x i64> %337, %333, !dbg !675
  store <2 x i64> %338, ptr %334, align 8, !dbg !675, !tbaa !531, !alias.scope !708, !noalias !705
  store <2 x i64> %339, ptr %335, align 8, !dbg !675, !tbaa !531, !alias.scope !708, !noalias !705
  %340 = add nuw i64 %328, 4
  %341 = icmp eq i64 %340, %325
  br i1 %341, label %342, label %327, !llvm.loop !710

342:                                              ; preds = %327
  %343 = icmp eq i64 %308, %325, !dbg !671
  br i1 %343, label %379, label %344, !dbg !671

344:                                              ; preds = %342, %310, %304
  %345 = phi i64 [ %305, %310 ], [ %305, %304 ], [ %326, %342 ]
  %346 = trunc i64 %345 to i32, !dbg !671
  %347 = add i32 %346, %1, !dbg !671
  %348 = and i32 %347, 1, !dbg !671
  %349 = icmp eq i32 %348, 0, !dbg !671
  br i1 %349, label %350, label %358, !dbg !671

350:                                              ; preds = %344
    #dbg_value(i64 %345, !136, !DIExpression(), !668)
  %351 = sub nsw i64 %345, %305, !dbg !672
  %352 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %351, !dbg !673
  %353 = load i64, ptr %352, align 8, !dbg !673, !tbaa !531
  %354 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %345, !dbg !674
  %355 = load i64, ptr %354, align 8, !dbg !675, !tbaa !531
  %356 = add nsw i64 %355, %353, !dbg !675
  store i64 %356, ptr %354, align 8, !dbg !675, !tbaa !531
  %357 = add nsw i64 %345, 1, !dbg !676
    #dbg_value(i64 %357, !136, !DIExpression(), !668)
  br label %358, !dbg !671

358:                                              ; preds = %350, %344
  %359 = phi i64 [ %345, %344 ], [ %357, %350 ]
  %360 = icmp eq i32 %346, %1, !dbg !671
  br i1 %360, label %379, label %361, !dbg !671

361:                                              ; preds = %358, %361
  %362 = phi i64 [ %376, %361 ], [ %359, %358 ]
    #dbg_value(i64 %362, !136, !DIExpression(), !668)
  %363 = sub nsw i64 %362, %305, !dbg !672
  %364 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %363, !dbg !673
  %365 = load i64, ptr %364, align 8, !dbg !673, !tbaa !531
  %366 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %362, !dbg !674
  %367 = load i64, ptr %366, align 8, !dbg !675, !tbaa !531
  %368 = add nsw i64 %367, %365, !dbg !675
  store i64 %368, ptr %366, align 8, !dbg !675, !tbaa !531
  %369 = add nsw i64 %362, 1, !dbg !676
    #dbg_value(i64 %369, !136, !DIExpression(), !668)
  %370 = sub nsw i64 %369, %305, !dbg !672
  %371 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %370, !dbg !673
  %372 = load i64, ptr %371, align 8, !dbg !673, !tbaa !531
  %373 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %369, !dbg !674
  %374 = load i64, ptr %373, align 8, !dbg !675, !tbaa !531
  %375 = add nsw i64 %374, %372, !dbg !675
  store i64 %375, ptr %373, align 8, !dbg !675, !tbaa !531
  %376 = add nsw i64 %362, 2, !dbg !676
    #dbg_value(i64 %376, !136, !DIExpression(), !668)
  %377 = trunc i64 %376 to i32, !dbg !669
  %378 = icmp eq i32 %3, %377, !dbg !669
  br i1 %378, label %379, label %361, !dbg !671, !llvm.loop !711

379:                                              ; preds = %358, %361, %342, %300
    #dbg_value(i64 5, !134, !DIExpression(), !665)
  %380 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !667
  %381 = load i32, ptr %380, align 4, !dbg !667, !tbaa !307
    #dbg_value(i32 %381, !136, !DIExpression(), !668)
  %382 = icmp sgt i32 %381, %1, !dbg !669
  br i1 %382, label %458, label %383, !dbg !671

383:                                              ; preds = %379
  %384 = sext i32 %381 to i64, !dbg !671
  %385 = sub i32 %1, %381, !dbg !671
  %386 = zext i32 %385 to i64, !dbg !671
  %387 = add nuw nsw i64 %386, 1, !dbg !671
  %388 = icmp ult i32 %385, 13, !dbg !671
  br i1 %388, label %423, label %389, !dbg !671

389:                                              ; preds = %383
  %390 = shl nsw i64 %384, 3, !dbg !671
  %391 = getelementptr i8, ptr @coin_ways.dp, i64 %390, !dbg !671
  %392 = sub i32 %1, %381, !dbg !671
  %393 = zext i32 %392 to i64, !dbg !671
  %394 = shl nuw nsw i64 %393, 3, !dbg !671
  %395 = getelementptr i8, ptr @coin_ways.dp, i64 %390, !dbg !671
  %396 = getelementptr i8, ptr %395, i64 %394, !dbg !671
  %397 = getelementptr i8, ptr %396, i64 8, !dbg !671
  %398 = getelementptr i8, ptr @coin_ways.dp, i64 %394, !dbg !671
  %399 = getelementptr i8, ptr %398, i64 8, !dbg !671
  %400 = icmp ult ptr %391, %399, !dbg !671
  %401 = icmp ugt ptr %397, @coin_ways.dp, !dbg !671
  %402 = and i1 %400, %401, !dbg !671
  br i1 %402, label %423, label %403, !dbg !671

403:                                              ; preds = %389
  %404 = and i64 %387, 8589934588, !dbg !671
  %405 = add nsw i64 %404, %384, !dbg !671
  br label %406, !dbg !671

406:                                              ; preds = %406, %403
  %407 = phi i64 [ 0, %403 ], [ %419, %406 ]
  %408 = add i64 %407, %384, !dbg !671
  %409 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %407, !dbg !673
  %410 = getelementptr inbounds i8, ptr %409, i64 16, !dbg !673
  %411 = load <2 x i64>, ptr %409, align 16, !dbg !673, !tbaa !531, !alias.scope !712
  %412 = load <2 x i64>, ptr %410, align 16, !dbg !673, !tbaa !531, !alias.scope !712
  %413 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %408, !dbg !674
  %414 = getelementptr inbounds i8, ptr %413, i64 16, !dbg !675
  %415 = load <2 x i64>, ptr %413, align 8, !dbg !675, !tbaa !531, !alias.scope !715, !noalias !712
  %416 = load <2 x i64>, ptr %414, align 8, !dbg !675, !tbaa !531, !alias.scope !715, !noalias !712
  %417 = add nsw <2 x i64> %415, %411, !dbg !675
  %418 = add nsw <2 x i64> %416, %412, !dbg !675
  store <2 x i64> %417, ptr %413, align 8, !dbg !675, !tbaa !531, !alias.scope !715, !noalias !712
  store <2 x i64> %418, ptr %414, align 8, !dbg !675, !tbaa !531, !alias.scope !715, !noalias !712
  %419 = add nuw i64 %407, 4
  %420 = icmp eq i64 %419, %404
  br i1 %420, label %421, label %406, !llvm.loop !717

421:                                              ; preds = %406
  %422 = icmp eq i64 %387, %404, !dbg !671
  br i1 %422, label %458, label %423, !dbg !671

423:                                              ; preds = %421, %389, %383
  %424 = phi i64 [ %384, %389 ], [ %384, %383 ], [ %405, %421 ]
  %425 = trunc i64 %424 to i32, !dbg !671
  %426 = add i32 %425, %1, !dbg !671
  %427 = and i32 %426, 1, !dbg !671
  %428 = icmp eq i32 %427, 0, !dbg !671
  br i1 %428, label %429, label %437, !dbg !671

429:                                              ; preds = %423
    #dbg_value(i64 %424, !136, !DIExpression(), !668)
  %430 = sub nsw i64 %424, %384, !dbg !672
  %431 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %430, !dbg !673
  %432 = load i64, ptr %431, align 8, !dbg !673, !tbaa !531
  %433 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %424, !dbg !674
  %434 = load i64, ptr %433, align 8, !dbg !675, !tbaa !531
  %435 = add nsw i64 %434, %432, !dbg !675
  store i64 %435, ptr %433, align 8, !dbg !675, !tbaa !531
  %436 = add nsw i64 %424, 1, !dbg !676
    #dbg_value(i64 %436, !136, !DIExpression(), !668)
  br label %437, !dbg !671

437:                                              ; preds = %429, %423
  %438 = phi i64 [ %424, %423 ], [ %436, %429 ]
  %439 = icmp eq i32 %425, %1, !dbg !671
  br i1 %439, label %458, label %440, !dbg !671

440:                                              ; preds = %437, %440
  %441 = phi i64 [ %455, %440 ], [ %438, %437 ]
    #dbg_value(i64 %441, !136, !DIExpression(), !668)
  %442 = sub nsw i64 %441, %384, !dbg !672
  %443 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %442, !dbg !673
  %444 = load i64, ptr %443, align 8, !dbg !673, !tbaa !531
  %445 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %441, !dbg !674
  %446 = load i64, ptr %445, align 8, !dbg !675, !tbaa !531
  %447 = add nsw i64 %446, %444, !dbg !675
  store i64 %447, ptr %445, align 8, !dbg !675, !tbaa !531
  %448 = add nsw i64 %441, 1, !dbg !676
    #dbg_value(i64 %448, !136, !DIExpression(), !668)
  %449 = sub nsw i64 %448, %384, !dbg !672
  %450 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %449, !dbg !673
  %451 = load i64, ptr %450, align 8, !dbg !673, !tbaa !531
  %452 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %448, !dbg !674
  %453 = load i64, ptr %452, align 8, !dbg !675, !tbaa !531
  %454 = add nsw i64 %453, %451, !dbg !675
  store i64 %454, ptr %452, align 8, !dbg !675, !tbaa !531
  %455 = add nsw i64 %441, 2, !dbg !676
    #dbg_value(i64 %455, !136, !DIExpression(), !668)
  %456 = trunc i64 %455 to i32, !dbg !669
  %457 = icmp eq i32 %3, %456, !dbg !669
  br i1 %457, label %458, label %440, !dbg !671, !llvm.loop !718

458:                                              ; preds = %437, %440, %421, %379
    #dbg_value(i64 6, !134, !DIExpression(), !665)
  %459 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !667
  %460 = load i32, ptr %459, align 4, !dbg !667, !tbaa !307
    #dbg_value(i32 %460, !136, !DIExpression(), !668)
  %461 = icmp sgt i32 %460, %1, !dbg !669
  br i1 %461, label %537, label %462, !dbg !671

462:                                              ; preds = %458
  %463 = sext i32 %460 to i64, !dbg !671
  %464 = sub i32 %1, %460, !dbg !671
  %465 = zext i32 %464 to i64, !dbg !671
  %466 = add nuw nsw i64 %465, 1, !dbg !671
  %467 = icmp ult i32 %464, 13, !dbg !671
  br i1 %467, label %502, label %468, !dbg !671

468:                                              ; preds = %462
  %469 = shl nsw i64 %463, 3, !dbg !671
  %470 = getelementptr i8, ptr @coin_ways.dp, i64 %469, !dbg !671
  %471 = sub i32 %1, %460, !dbg !671
  %472 = zext i32 %471 to i64, !dbg !671
  %473 = shl nuw nsw i64 %472, 3, !dbg !671
  %474 = getelementptr i8, ptr @coin_ways.dp, i64 %469, !dbg !671
  %475 = getelementptr i8, ptr %474, i64 %473, !dbg !671
  %476 = getelementptr i8, ptr %475, i64 8, !dbg !671
  %477 = getelementptr i8, ptr @coin_ways.dp, i64 %473, !dbg !671
  %478 = getelementptr i8, ptr %477, i64 8, !dbg !671
  %479 = icmp ult ptr %470, %478, !dbg !671
  %480 = icmp ugt ptr %476, @coin_ways.dp, !dbg !671
  %481 = and i1 %479, %480, !dbg !671
  br i1 %481, label %502, label %482, !dbg !671

482:                                              ; preds = %468
  %483 = and i64 %466, 8589934588, !dbg !671
  %484 = add nsw i64 %483, %463, !dbg !671
  br label %485, !dbg !671

485:                                              ; preds = %485, %482
  %486 = phi i64 [ 0, %482 ], [ %498, %485 ]
  %487 = add i64 %486, %463, !dbg !671
  %488 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %486, !dbg !673
  %489 = getelementptr inbounds i8, ptr %488, i64 16, !dbg !673
  %490 = load <2 x i64>, ptr %488, align 16, !dbg !673, !tbaa !531, !alias.scope !719
  %491 = load <2 x i64>, ptr %489, align 16, !dbg !673, !tbaa !531, !alias.scope !719
  %492 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %487, !dbg !674
  %493 = getelementptr inbounds i8, ptr %492, i64 16, !dbg !675
  %494 = load <2 x i64>, ptr %492, align 8, !dbg !675, !tbaa !531, !alias.scope !722, !noalias !719
  %495 = load <2 x i64>, ptr %493, align 8, !dbg !675, !tbaa !531, !alias.scope !722, !noalias !719
  %496 = add nsw <2 x i64> %494, %490, !dbg !675
  %497 = add nsw <2 x i64> %495, %491, !dbg !675
  store <2 x i64> %496, ptr %492, align 8, !dbg !675, !tbaa !531, !alias.scope !722, !noalias !719
  store <2 x i64> %497, ptr %493, align 8, !dbg !675, !tbaa !531, !alias.scope !722, !noalias !719
  %498 = add nuw i64 %486, 4
  %499 = icmp eq i64 %498, %483
  br i1 %499, label %500, label %485, !llvm.loop !724

500:                                              ; preds = %485
  %501 = icmp eq i64 %466, %483, !dbg !671
  br i1 %501, label %537, label %502, !dbg !671

502:                                              ; preds = %500, %468, %462
  %503 = phi i64 [ %463, %468 ], [ %463, %462 ], [ %484, %500 ]
  %504 = trunc i64 %503 to i32, !dbg !671
  %505 = add i32 %504, %1, !dbg !671
  %506 = and i32 %505, 1, !dbg !671
  %507 = icmp eq i32 %506, 0, !dbg !671
  br i1 %507, label %508, label %516, !dbg !671

508:                                              ; preds = %502
    #dbg_value(i64 %503, !136, !DIExpression(), !668)
  %509 = sub nsw i64 %503, %463, !dbg !672
  %510 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %509, !dbg !673
  %511 = load i64, ptr %510, align 8, !dbg !673, !tbaa !531
  %512 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %503, !dbg !674
  %513 = load i64, ptr %512, align 8, !dbg !675, !tbaa !531
  %514 = add nsw i64 %513, %511, !dbg !675
  store i64 %514, ptr %512, align 8, !dbg !675, !tbaa !531
  %515 = add nsw i64 %503, 1, !dbg !676
    #dbg_value(i64 %515, !136, !DIExpression(), !668)
  br label %516, !dbg !671

516:                                              ; preds = %508, %502
  %517 = phi i64 [ %503, %502 ], [ %515, %508 ]
  %518 = icmp eq i32 %504, %1, !dbg !671
  br i1 %518, label %537, label %519, !dbg !671

519:                                              ; preds = %516, %519
  %520 = phi i64 [ %534, %519 ], [ %517, %516 ]
    #dbg_value(i64 %520, !136, !DIExpression(), !668)
  %521 = sub nsw i64 %520, %463, !dbg !672
  %522 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %521, !dbg !673
  %523 = load i64, ptr %522, align 8, !dbg !673, !tbaa !531
  %524 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %520, !dbg !674
  %525 = load i64, ptr %524, align 8, !dbg !675, !tbaa !531
  %526 = add nsw i64 %525, %523, !dbg !675
  store i64 %526, ptr %524, align 8, !dbg !675, !tbaa !531
  %527 = add nsw i64 %520, 1, !dbg !676
    #dbg_value(i64 %527, !136, !DIExpression(), !668)
  %528 = sub nsw i64 %527, %463, !dbg !672
  %529 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %528, !dbg !673
  %530 = load i64, ptr %529, align 8, !dbg !673, !tbaa !531
  %531 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %527, !dbg !674
  %532 = load i64, ptr %531, align 8, !dbg !675, !tbaa !531
  %533 = add nsw i64 %532, %530, !dbg !675
  store i64 %533, ptr %531, align 8, !dbg !675, !tbaa !531
  %534 = add nsw i64 %520, 2, !dbg !676
    #dbg_value(i64 %534, !136, !DIExpression(), !668)
  %535 = trunc i64 %534 to i32, !dbg !669
  %536 = icmp eq i32 %3, %535, !dbg !669
  br i1 %536, label %537, label %519, !dbg !671, !llvm.loop !725

537:                                              ; preds = %516, %519, %500, %458
    #dbg_value(i64 7, !134, !DIExpression(), !665)
  %538 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !667
  %539 = load i32, ptr %538, align 4, !dbg !667, !tbaa !307
    #dbg_value(i32 %539, !136, !DIExpression(), !668)
  %540 = icmp sgt i32 %539, %1, !dbg !669
  br i1 %540, label %616, label %541, !dbg !671

541:                                              ; preds = %537
  %542 = sext i32 %539 to i64, !dbg !671
  %543 = sub i32 %1, %539, !dbg !671
  %544 = zext i32 %543 to i64, !dbg !671
  %545 = add nuw nsw i64 %544, 1, !dbg !671
  %546 = icmp ult i32 %543, 13, !dbg !671
  br i1 %546, label %581, label %547, !dbg !671

547:                                              ; preds = %541
  %548 = shl nsw i64 %542, 3, !dbg !671
  %549 = getelementptr i8, ptr @coin_ways.dp, i64 %548, !dbg !671
  %550 = sub i32 %1, %539, !dbg !671
  %551 = zext i32 %550 to i64, !dbg !671
  %552 = shl nuw nsw i64 %551, 3, !dbg !671
  %553 = getelementptr i8, ptr @coin_ways.dp, i64 %548, !dbg !671
  %554 = getelementptr i8, ptr %553, i64 %552, !dbg !671
  %555 = getelementptr i8, ptr %554, i64 8, !dbg !671
  %556 = getelementptr i8, ptr @coin_ways.dp, i64 %552, !dbg !671
  %557 = getelementptr i8, ptr %556, i64 8, !dbg !671
  %558 = icmp ult ptr %549, %557, !dbg !671
  %559 = icmp ugt ptr %555, @coin_ways.dp, !dbg !671
  %560 = and i1 %558, %559, !dbg !671
  br i1 %560, label %581, label %561, !dbg !671

561:                                              ; preds = %547
  %562 = and i64 %545, 8589934588, !dbg !671
  %563 = add nsw i64 %562, %542, !dbg !671
  br label %564, !dbg !671

564:                                              ; preds = %564, %561
  %565 = phi i64 [ 0, %561 ], [ %577, %564 ]
  %566 = add i64 %565, %542, !dbg !671
  %567 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %565, !dbg !673
  %568 = getelementptr inbounds i8, ptr %567, i64 16, !dbg !673
  %569 = load <2 x i64>, ptr %567, align 16, !dbg !673, !tbaa !531, !alias.scope !726
  %570 = load <2 x i64>, ptr %568, align 16, !dbg !673, !tbaa !531, !alias.scope !726
  %571 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %566, !dbg !674
  %572 = getelementptr inbounds i8, ptr %571, i64 16, !dbg !675
  %573 = load <2 x i64>, ptr %571, align 8, !dbg !675, !tbaa !531, !alias.scope !729, !noalias !726
  %574 = load <2 x i64>, ptr %572, align 8, !dbg !675, !tbaa !531, !alias.scope !729, !noalias !726
  %575 = add nsw <2 x i64> %573, %569, !dbg !675
  %576 = add nsw <2 x i64> %574, %570, !dbg !675
  store <2 x i64> %575, ptr %571, align 8, !dbg !675, !tbaa !531, !alias.scope !729, !noalias !726
  store <2 x i64> %576, ptr %572, align 8, !dbg !675, !tbaa !531, !alias.scope !729, !noalias !726
  %577 = add nuw i64 %565, 4
  %578 = icmp eq i64 %577, %562
  br i1 %578, label %579, label %564, !llvm.loop !731

579:                                              ; preds = %564
  %580 = icmp eq i64 %545, %562, !dbg !671
  br i1 %580, label %616, label %581, !dbg !671

581:                                              ; preds = %579, %547, %541
  %582 = phi i64 [ %542, %547 ], [ %542, %541 ], [ %563, %579 ]
  %583 = trunc i64 %582 to i32, !dbg !671
  %584 = add i32 %583, %1, !dbg !671
  %585 = and i32 %584, 1, !dbg !671
  %586 = icmp eq i32 %585, 0, !dbg !671
  br i1 %586, label %587, label %595, !dbg !671

587:                                              ; preds = %581
    #dbg_value(i64 %582, !136, !DIExpression(), !668)
  %588 = sub nsw i64 %582, %542, !dbg !672
  %589 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %588, !dbg !673
  %590 = load i64, ptr %589, align 8, !dbg !673, !tbaa !531
  %591 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %582, !dbg !674
  %592 = load i64, ptr %591, align 8, !dbg !675, !tbaa !531
  %593 = add nsw i64 %592, %590, !dbg !675
  store i64 %593, ptr %591, align 8, !dbg !675, !tbaa !531
  %594 = add nsw i64 %582, 1, !dbg !676
    #dbg_value(i64 %594, !136, !DIExpression(), !668)
  br label %595, !dbg !671

595:                                              ; preds = %587, %581
  %596 = phi i64 [ %582, %581 ], [ %594, %587 ]
  %597 = icmp eq i32 %583, %1, !dbg !671
  br i1 %597, label %616, label %598, !dbg !671

598:                                              ; preds = %595, %598
  %599 = phi i64 [ %613, %598 ], [ %596, %595 ]
    #dbg_value(i64 %599, !136, !DIExpression(), !668)
  %600 = sub nsw i64 %599, %542, !dbg !672
  %601 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %600, !dbg !673
  %602 = load i64, ptr %601, align 8, !dbg !673, !tbaa !531
  %603 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %599, !dbg !674
  %604 = load i64, ptr %603, align 8, !dbg !675, !tbaa !531
  %605 = add nsw i64 %604, %602, !dbg !675
  store i64 %605, ptr %603, align 8, !dbg !675, !tbaa !531
  %606 = add nsw i64 %599, 1, !dbg !676
    #dbg_value(i64 %606, !136, !DIExpression(), !668)
  %607 = sub nsw i64 %606, %542, !dbg !672
  %608 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %607, !dbg !673
  %609 = load i64, ptr %608, align 8, !dbg !673, !tbaa !531
  %610 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %606, !dbg !674
  %611 = load i64, ptr %610, align 8, !dbg !675, !tbaa !531
  %612 = add nsw i64 %611, %609, !dbg !675
  store i64 %612, ptr %610, align 8, !dbg !675, !tbaa !531
  %613 = add nsw i64 %599, 2, !dbg !676
    #dbg_value(i64 %613, !136, !DIExpression(), !668)
  %614 = trunc i64 %613 to i32, !dbg !669
  %615 = icmp eq i32 %3, %614, !dbg !669
  br i1 %615, label %616, label %598, !dbg !671, !llvm.loop !732

616:                                              ; preds = %595, %598, %579, %537
    #dbg_value(i64 8, !134, !DIExpression(), !665)
  %617 = zext nneg i32 %1 to i64, !dbg !733
  %618 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %617, !dbg !733
  %619 = load i64, ptr %618, align 8, !dbg !733, !tbaa !531
  ret i64 %619, !dbg !734

620:                                              ; preds = %26, %620
  %621 = phi i64 [ %635, %620 ], [ %27, %26 ]
    #dbg_value(i64 %621, !136, !DIExpression(), !668)
  %622 = sub nsw i64 %621, %7, !dbg !672
  %623 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %622, !dbg !673
  %624 = load i64, ptr %623, align 8, !dbg !673, !tbaa !531
  %625 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %621, !dbg !674
  %626 = load i64, ptr %625, align 8, !dbg !675, !tbaa !531
  %627 = add nsw i64 %626, %624, !dbg !675
  store i64 %627, ptr %625, align 8, !dbg !675, !tbaa !531
  %628 = add nsw i64 %621, 1, !dbg !676
    #dbg_value(i64 %628, !136, !DIExpression(), !668)
  %629 = sub nsw i64 %628, %7, !dbg !672
  %630 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %629, !dbg !673
  %631 = load i64, ptr %630, align 8, !dbg !673, !tbaa !531
  %632 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %628, !dbg !674
  %633 = load i64, ptr %632, align 8, !dbg !675, !tbaa !531
  %634 = add nsw i64 %633, %631, !dbg !675
  store i64 %634, ptr %632, align 8, !dbg !675, !tbaa !531
  %635 = add nsw i64 %621, 2, !dbg !676
    #dbg_value(i64 %635, !136, !DIExpression(), !668)
  %636 = trunc i64 %635 to i32, !dbg !669
  %637 = icmp eq i32 %3, %636, !dbg !669
  br i1 %637, label %63, label %620, !dbg !671, !llvm.loop !735
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !736 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i64> @llvm.ctpop.v2i64(<2 x i64>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v2i32(<2 x i32>) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!64}
!llvm.module.flags = !{!242, !243, !244, !245, !246, !247, !248}
!llvm.ident = !{!249}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/dynamic_programming.c", directory: ".", checksumkind: CSK_MD5, checksum: "9fc147c9e683e365a364ed96cf574c16")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 8)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !3, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !9, isLocal: true, isDefinition: true)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 10)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !18, isLocal: true, isDefinition: true)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 20)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 24)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 1)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 4)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 32)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 36)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 38)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(name: "seq", scope: !60, file: !2, line: 34, type: !157, isLocal: true, isDefinition: true)
!60 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 28, type: !61, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !64, retainedNodes: !185)
!61 = !DISubroutineType(types: !62)
!62 = !{!63}
!63 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!64 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !65, globals: !67, splitDebugInlining: false, nameTableKind: None)
!65 = !{!63, !66}
!66 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!67 = !{!0, !7, !12, !14, !16, !21, !23, !28, !33, !38, !43, !48, !53, !58, !68, !70, !75, !80, !105, !125, !140, !160}
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !9, isLocal: true, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 19)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 408, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 51)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(name: "L", scope: !82, file: !2, line: 8, type: !102, isLocal: true, isDefinition: true)
!82 = distinct !DISubprogram(name: "lcs", scope: !2, file: !2, line: 7, type: !83, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !64, retainedNodes: !88)
!83 = !DISubroutineType(types: !84)
!84 = !{!63, !85, !85, !87}
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!86 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!88 = !{!89, !90, !91, !92, !93, !94, !96, !99, !100, !101}
!89 = !DILocalVariable(name: "a", arg: 1, scope: !82, file: !2, line: 7, type: !85)
!90 = !DILocalVariable(name: "b", arg: 2, scope: !82, file: !2, line: 7, type: !85)
!91 = !DILocalVariable(name: "out", arg: 3, scope: !82, file: !2, line: 7, type: !87)
!92 = !DILocalVariable(name: "n", scope: !82, file: !2, line: 8, type: !63)
!93 = !DILocalVariable(name: "m", scope: !82, file: !2, line: 8, type: !63)
!94 = !DILocalVariable(name: "i", scope: !95, file: !2, line: 9, type: !63)
!95 = distinct !DILexicalBlock(scope: !82, file: !2, line: 9, column: 5)
!96 = !DILocalVariable(name: "j", scope: !97, file: !2, line: 9, type: !63)
!97 = distinct !DILexicalBlock(scope: !98, file: !2, line: 9, column: 34)
!98 = distinct !DILexicalBlock(scope: !95, file: !2, line: 9, column: 5)
!99 = !DILocalVariable(name: "k", scope: !82, file: !2, line: 10, type: !63)
!100 = !DILocalVariable(name: "i", scope: !82, file: !2, line: 10, type: !63)
!101 = !DILocalVariable(name: "j", scope: !82, file: !2, line: 10, type: !63)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 524288, elements: !103)
!103 = !{!104, !104}
!104 = !DISubrange(count: 128)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(name: "dp", scope: !107, file: !2, line: 19, type: !122, isLocal: true, isDefinition: true)
!107 = distinct !DISubprogram(name: "knap", scope: !2, file: !2, line: 19, type: !108, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !64, retainedNodes: !112)
!108 = !DISubroutineType(types: !109)
!109 = !{!63, !110, !110, !63, !63}
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!111 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !63)
!112 = !{!113, !114, !115, !116, !117, !119}
!113 = !DILocalVariable(name: "w", arg: 1, scope: !107, file: !2, line: 19, type: !110)
!114 = !DILocalVariable(name: "v", arg: 2, scope: !107, file: !2, line: 19, type: !110)
!115 = !DILocalVariable(name: "n", arg: 3, scope: !107, file: !2, line: 19, type: !63)
!116 = !DILocalVariable(name: "cap", arg: 4, scope: !107, file: !2, line: 19, type: !63)
!117 = !DILocalVariable(name: "i", scope: !118, file: !2, line: 19, type: !63)
!118 = distinct !DILexicalBlock(scope: !107, file: !2, line: 19, column: 111)
!119 = !DILocalVariable(name: "c", scope: !120, file: !2, line: 19, type: !63)
!120 = distinct !DILexicalBlock(scope: !121, file: !2, line: 19, column: 139)
!121 = distinct !DILexicalBlock(scope: !118, file: !2, line: 19, column: 111)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 320032, elements: !123)
!123 = !{!124}
!124 = !DISubrange(count: 10001)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(name: "dp", scope: !127, file: !2, line: 20, type: !139, isLocal: true, isDefinition: true)
!127 = distinct !DISubprogram(name: "coin_ways", scope: !2, file: !2, line: 20, type: !128, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !64, retainedNodes: !130)
!128 = !DISubroutineType(cc: DW_CC_nocall, types: !129)
!129 = !{!66, !110, !63, !63}
!130 = !{!131, !132, !133, !134, !136}
!131 = !DILocalVariable(name: "c", arg: 1, scope: !127, file: !2, line: 20, type: !110)
!132 = !DILocalVariable(name: "n", arg: 2, scope: !127, file: !2, line: 20, type: !63)
!133 = !DILocalVariable(name: "amt", arg: 3, scope: !127, file: !2, line: 20, type: !63)
!134 = !DILocalVariable(name: "i", scope: !135, file: !2, line: 20, type: !63)
!135 = distinct !DILexicalBlock(scope: !127, file: !2, line: 20, column: 125)
!136 = !DILocalVariable(name: "a", scope: !137, file: !2, line: 20, type: !63)
!137 = distinct !DILexicalBlock(scope: !138, file: !2, line: 20, column: 153)
!138 = distinct !DILexicalBlock(scope: !135, file: !2, line: 20, column: 125)
!139 = !DICompositeType(tag: DW_TAG_array_type, baseType: !66, size: 640064, elements: !123)
!140 = !DIGlobalVariableExpression(var: !141, expr: !DIExpression())
!141 = distinct !DIGlobalVariable(name: "tails", scope: !142, file: !2, line: 21, type: !157, isLocal: true, isDefinition: true)
!142 = distinct !DISubprogram(name: "lis", scope: !2, file: !2, line: 21, type: !143, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !64, retainedNodes: !145)
!143 = !DISubroutineType(types: !144)
!144 = !{!63, !110, !63}
!145 = !{!146, !147, !148, !149, !151, !154, !155}
!146 = !DILocalVariable(name: "a", arg: 1, scope: !142, file: !2, line: 21, type: !110)
!147 = !DILocalVariable(name: "n", arg: 2, scope: !142, file: !2, line: 21, type: !63)
!148 = !DILocalVariable(name: "len", scope: !142, file: !2, line: 21, type: !63)
!149 = !DILocalVariable(name: "i", scope: !150, file: !2, line: 21, type: !63)
!150 = distinct !DILexicalBlock(scope: !142, file: !2, line: 21, column: 76)
!151 = !DILocalVariable(name: "lo", scope: !152, file: !2, line: 21, type: !63)
!152 = distinct !DILexicalBlock(scope: !153, file: !2, line: 21, column: 104)
!153 = distinct !DILexicalBlock(scope: !150, file: !2, line: 21, column: 76)
!154 = !DILocalVariable(name: "hi", scope: !152, file: !2, line: 21, type: !63)
!155 = !DILocalVariable(name: "mid", scope: !156, file: !2, line: 21, type: !63)
!156 = distinct !DILexicalBlock(scope: !152, file: !2, line: 21, column: 144)
!157 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 160000, elements: !158)
!158 = !{!159}
!159 = !DISubrange(count: 5000)
!160 = !DIGlobalVariableExpression(var: !161, expr: !DIExpression())
!161 = distinct !DIGlobalVariable(name: "m", scope: !162, file: !2, line: 23, type: !183, isLocal: true, isDefinition: true)
!162 = distinct !DISubprogram(name: "matrix_chain", scope: !2, file: !2, line: 22, type: !163, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !64, retainedNodes: !165)
!163 = !DISubroutineType(types: !164)
!164 = !{!66, !110, !63}
!165 = !{!166, !167, !168, !170, !172, !175, !178, !180}
!166 = !DILocalVariable(name: "d", arg: 1, scope: !162, file: !2, line: 22, type: !110)
!167 = !DILocalVariable(name: "n", arg: 2, scope: !162, file: !2, line: 22, type: !63)
!168 = !DILocalVariable(name: "i", scope: !169, file: !2, line: 23, type: !63)
!169 = distinct !DILexicalBlock(scope: !162, file: !2, line: 23, column: 33)
!170 = !DILocalVariable(name: "len", scope: !171, file: !2, line: 24, type: !63)
!171 = distinct !DILexicalBlock(scope: !162, file: !2, line: 24, column: 5)
!172 = !DILocalVariable(name: "i", scope: !173, file: !2, line: 24, type: !63)
!173 = distinct !DILexicalBlock(scope: !174, file: !2, line: 24, column: 39)
!174 = distinct !DILexicalBlock(scope: !171, file: !2, line: 24, column: 5)
!175 = !DILocalVariable(name: "j", scope: !176, file: !2, line: 24, type: !63)
!176 = distinct !DILexicalBlock(scope: !177, file: !2, line: 24, column: 77)
!177 = distinct !DILexicalBlock(scope: !173, file: !2, line: 24, column: 39)
!178 = !DILocalVariable(name: "k", scope: !179, file: !2, line: 24, type: !63)
!179 = distinct !DILexicalBlock(scope: !176, file: !2, line: 24, column: 114)
!180 = !DILocalVariable(name: "c", scope: !181, file: !2, line: 24, type: !66)
!181 = distinct !DILexicalBlock(scope: !182, file: !2, line: 24, column: 142)
!182 = distinct !DILexicalBlock(scope: !179, file: !2, line: 24, column: 114)
!183 = !DICompositeType(tag: DW_TAG_array_type, baseType: !66, size: 65536, elements: !184)
!184 = !{!47, !47}
!185 = !{!186, !189, !194, !196, !199, !203, !204, !206, !208, !210, !212, !216, !225, !227, !229, !232, !233, !234, !236, !239, !240}
!186 = !DILocalVariable(name: "out", scope: !60, file: !2, line: 29, type: !187)
!187 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 1024, elements: !188)
!188 = !{!104}
!189 = !DILocalVariable(name: "pairs", scope: !60, file: !2, line: 29, type: !190)
!190 = !DICompositeType(tag: DW_TAG_array_type, baseType: !85, size: 640, elements: !191)
!191 = !{!192, !193}
!192 = !DISubrange(count: 5)
!193 = !DISubrange(count: 2)
!194 = !DILocalVariable(name: "i", scope: !195, file: !2, line: 30, type: !63)
!195 = distinct !DILexicalBlock(scope: !60, file: !2, line: 30, column: 5)
!196 = !DILocalVariable(name: "l", scope: !197, file: !2, line: 30, type: !63)
!197 = distinct !DILexicalBlock(scope: !198, file: !2, line: 30, column: 33)
!198 = distinct !DILexicalBlock(scope: !195, file: !2, line: 30, column: 5)
!199 = !DILocalVariable(name: "w", scope: !60, file: !2, line: 31, type: !200)
!200 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 1280, elements: !201)
!201 = !{!202}
!202 = !DISubrange(count: 40)
!203 = !DILocalVariable(name: "v", scope: !60, file: !2, line: 31, type: !200)
!204 = !DILocalVariable(name: "s", scope: !60, file: !2, line: 31, type: !205)
!205 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!206 = !DILocalVariable(name: "i", scope: !207, file: !2, line: 31, type: !63)
!207 = distinct !DILexicalBlock(scope: !60, file: !2, line: 31, column: 40)
!208 = !DILocalVariable(name: "coins", scope: !60, file: !2, line: 33, type: !209)
!209 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 256, elements: !10)
!210 = !DILocalVariable(name: "i", scope: !211, file: !2, line: 34, type: !63)
!211 = distinct !DILexicalBlock(scope: !60, file: !2, line: 34, column: 27)
!212 = !DILocalVariable(name: "dims", scope: !60, file: !2, line: 35, type: !213)
!213 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 384, elements: !214)
!214 = !{!215}
!215 = !DISubrange(count: 12)
!216 = !DILocalVariable(name: "bs", scope: !60, file: !2, line: 36, type: !217)
!217 = !DICompositeType(tag: DW_TAG_array_type, baseType: !218, size: 1024, elements: !223)
!218 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !219, line: 27, baseType: !220)
!219 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!220 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !221, line: 45, baseType: !222)
!221 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!222 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!223 = !{!224}
!224 = !DISubrange(count: 16)
!225 = !DILocalVariable(name: "items", scope: !60, file: !2, line: 36, type: !226)
!226 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 320, elements: !19)
!227 = !DILocalVariable(name: "i", scope: !228, file: !2, line: 37, type: !63)
!228 = distinct !DILexicalBlock(scope: !60, file: !2, line: 37, column: 5)
!229 = !DILocalVariable(name: "sh", scope: !230, file: !2, line: 37, type: !63)
!230 = distinct !DILexicalBlock(scope: !231, file: !2, line: 37, column: 34)
!231 = distinct !DILexicalBlock(scope: !228, file: !2, line: 37, column: 5)
!232 = !DILocalVariable(name: "ws", scope: !230, file: !2, line: 37, type: !63)
!233 = !DILocalVariable(name: "b", scope: !230, file: !2, line: 37, type: !63)
!234 = !DILocalVariable(name: "k", scope: !235, file: !2, line: 37, type: !63)
!235 = distinct !DILexicalBlock(scope: !230, file: !2, line: 37, column: 82)
!236 = !DILocalVariable(name: "val", scope: !237, file: !2, line: 37, type: !218)
!237 = distinct !DILexicalBlock(scope: !238, file: !2, line: 37, column: 112)
!238 = distinct !DILexicalBlock(scope: !235, file: !2, line: 37, column: 82)
!239 = !DILocalVariable(name: "reachable", scope: !60, file: !2, line: 38, type: !63)
!240 = !DILocalVariable(name: "k", scope: !241, file: !2, line: 38, type: !63)
!241 = distinct !DILexicalBlock(scope: !60, file: !2, line: 38, column: 24)
!242 = !{i32 7, !"Dwarf Version", i32 5}
!243 = !{i32 2, !"Debug Info Version", i32 3}
!244 = !{i32 1, !"wchar_size", i32 4}
!245 = !{i32 8, !"PIC Level", i32 2}
!246 = !{i32 7, !"PIE Level", i32 2}
!247 = !{i32 7, !"uwtable", i32 2}
!248 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!249 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!250 = distinct !DIAssignID()
!251 = !DILocalVariable(name: "prev", scope: !252, file: !2, line: 14, type: !261)
!252 = distinct !DISubprogram(name: "edit", scope: !2, file: !2, line: 13, type: !253, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !64, retainedNodes: !255)
!253 = !DISubroutineType(types: !254)
!254 = !{!63, !85, !85}
!255 = !{!256, !257, !258, !259, !251, !260, !262, !264, !266, !270}
!256 = !DILocalVariable(name: "a", arg: 1, scope: !252, file: !2, line: 13, type: !85)
!257 = !DILocalVariable(name: "b", arg: 2, scope: !252, file: !2, line: 13, type: !85)
!258 = !DILocalVariable(name: "n", scope: !252, file: !2, line: 14, type: !63)
!259 = !DILocalVariable(name: "m", scope: !252, file: !2, line: 14, type: !63)
!260 = !DILocalVariable(name: "cur", scope: !252, file: !2, line: 14, type: !261)
!261 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 4096, elements: !188)
!262 = !DILocalVariable(name: "j", scope: !263, file: !2, line: 15, type: !63)
!263 = distinct !DILexicalBlock(scope: !252, file: !2, line: 15, column: 5)
!264 = !DILocalVariable(name: "i", scope: !265, file: !2, line: 16, type: !63)
!265 = distinct !DILexicalBlock(scope: !252, file: !2, line: 16, column: 5)
!266 = !DILocalVariable(name: "j", scope: !267, file: !2, line: 16, type: !63)
!267 = distinct !DILexicalBlock(scope: !268, file: !2, line: 16, column: 48)
!268 = distinct !DILexicalBlock(scope: !269, file: !2, line: 16, column: 34)
!269 = distinct !DILexicalBlock(scope: !265, file: !2, line: 16, column: 5)
!270 = !DILocalVariable(name: "c", scope: !271, file: !2, line: 16, type: !63)
!271 = distinct !DILexicalBlock(scope: !272, file: !2, line: 16, column: 77)
!272 = distinct !DILexicalBlock(scope: !267, file: !2, line: 16, column: 48)
!273 = !DILocation(line: 0, scope: !252, inlinedAt: !274)
!274 = distinct !DILocation(line: 30, column: 156, scope: !197)
!275 = distinct !DIAssignID()
!276 = distinct !DIAssignID()
!277 = !DILocation(line: 0, scope: !60)
!278 = distinct !DIAssignID()
!279 = distinct !DIAssignID()
!280 = distinct !DIAssignID()
!281 = !DILocation(line: 29, column: 5, scope: !60)
!282 = !DILocation(line: 0, scope: !195)
!283 = !DILocation(line: 30, column: 5, scope: !195)
!284 = !DILocation(line: 31, column: 5, scope: !60)
!285 = !DILocation(line: 0, scope: !207)
!286 = !DILocation(line: 31, column: 40, scope: !207)
!287 = !DILocation(line: 30, column: 47, scope: !197)
!288 = !{!289, !289, i64 0}
!289 = !{!"any pointer", !290, i64 0}
!290 = !{!"omnipotent char", !291, i64 0}
!291 = !{!"Simple C/C++ TBAA"}
!292 = !DILocation(line: 30, column: 60, scope: !197)
!293 = !DILocation(line: 0, scope: !82, inlinedAt: !294)
!294 = distinct !DILocation(line: 30, column: 43, scope: !197)
!295 = !DILocation(line: 8, column: 18, scope: !82, inlinedAt: !294)
!296 = !DILocation(line: 8, column: 13, scope: !82, inlinedAt: !294)
!297 = !DILocation(line: 8, column: 38, scope: !82, inlinedAt: !294)
!298 = !DILocation(line: 8, column: 33, scope: !82, inlinedAt: !294)
!299 = !DILocation(line: 0, scope: !95, inlinedAt: !294)
!300 = !DILocation(line: 9, column: 23, scope: !98, inlinedAt: !294)
!301 = !DILocation(line: 9, column: 5, scope: !95, inlinedAt: !294)
!302 = !DILocation(line: 0, scope: !97, inlinedAt: !294)
!303 = !DILocation(line: 9, column: 34, scope: !97, inlinedAt: !294)
!304 = !DILocation(line: 9, column: 63, scope: !305, inlinedAt: !294)
!305 = distinct !DILexicalBlock(scope: !97, file: !2, line: 9, column: 34)
!306 = !DILocation(line: 9, column: 71, scope: !305, inlinedAt: !294)
!307 = !{!308, !308, i64 0}
!308 = !{!"int", !290, i64 0}
!309 = !DILocation(line: 10, column: 13, scope: !82, inlinedAt: !294)
!310 = !DILocation(line: 10, column: 22, scope: !82, inlinedAt: !294)
!311 = !DILocation(line: 10, column: 29, scope: !82, inlinedAt: !294)
!312 = !{!290, !290, i64 0}
!313 = !DILocation(line: 10, column: 59, scope: !82, inlinedAt: !294)
!314 = !DILocation(line: 10, column: 61, scope: !82, inlinedAt: !294)
!315 = !DILocation(line: 10, column: 52, scope: !82, inlinedAt: !294)
!316 = !DILocation(line: 9, column: 30, scope: !98, inlinedAt: !294)
!317 = distinct !{!317, !301, !318, !319}
!318 = !DILocation(line: 9, column: 189, scope: !95, inlinedAt: !294)
!319 = !{!"llvm.loop.mustprogress"}
!320 = !DILocation(line: 9, column: 77, scope: !305, inlinedAt: !294)
!321 = !DILocation(line: 9, column: 90, scope: !305, inlinedAt: !294)
!322 = !DILocation(line: 9, column: 106, scope: !305, inlinedAt: !294)
!323 = !DILocation(line: 9, column: 102, scope: !305, inlinedAt: !294)
!324 = !DILocation(line: 9, column: 99, scope: !305, inlinedAt: !294)
!325 = !DILocation(line: 9, column: 113, scope: !305, inlinedAt: !294)
!326 = !DILocation(line: 9, column: 129, scope: !305, inlinedAt: !294)
!327 = !DILocation(line: 9, column: 136, scope: !305, inlinedAt: !294)
!328 = !DILocation(line: 9, column: 73, scope: !305, inlinedAt: !294)
!329 = !DILocation(line: 9, column: 59, scope: !305, inlinedAt: !294)
!330 = !DILocation(line: 9, column: 52, scope: !305, inlinedAt: !294)
!331 = distinct !{!331, !303, !332, !319, !333}
!332 = !DILocation(line: 9, column: 189, scope: !97, inlinedAt: !294)
!333 = !{!"llvm.loop.peeled.count", i32 1}
!334 = !DILocation(line: 10, column: 77, scope: !335, inlinedAt: !294)
!335 = distinct !DILexicalBlock(scope: !336, file: !2, line: 10, column: 73)
!336 = distinct !DILexicalBlock(scope: !82, file: !2, line: 10, column: 67)
!337 = !DILocation(line: 10, column: 73, scope: !335, inlinedAt: !294)
!338 = !DILocation(line: 10, column: 89, scope: !335, inlinedAt: !294)
!339 = !DILocation(line: 10, column: 85, scope: !335, inlinedAt: !294)
!340 = !DILocation(line: 10, column: 82, scope: !335, inlinedAt: !294)
!341 = !DILocation(line: 10, column: 73, scope: !336, inlinedAt: !294)
!342 = !DILocation(line: 10, column: 101, scope: !343, inlinedAt: !294)
!343 = distinct !DILexicalBlock(scope: !335, file: !2, line: 10, column: 95)
!344 = !DILocation(line: 10, column: 97, scope: !343, inlinedAt: !294)
!345 = !DILocation(line: 10, column: 106, scope: !343, inlinedAt: !294)
!346 = !DILocation(line: 10, column: 128, scope: !343, inlinedAt: !294)
!347 = !DILocation(line: 10, column: 139, scope: !348, inlinedAt: !294)
!348 = distinct !DILexicalBlock(scope: !335, file: !2, line: 10, column: 139)
!349 = !DILocation(line: 10, column: 154, scope: !348, inlinedAt: !294)
!350 = !DILocation(line: 10, column: 151, scope: !348, inlinedAt: !294)
!351 = !DILocation(line: 10, column: 139, scope: !335, inlinedAt: !294)
!352 = !DILocation(line: 10, scope: !82, inlinedAt: !294)
!353 = distinct !{!353, !315, !354, !319}
!354 = !DILocation(line: 10, column: 182, scope: !82, inlinedAt: !294)
!355 = !DILocation(line: 0, scope: !197)
!356 = !DILocation(line: 14, column: 18, scope: !252, inlinedAt: !274)
!357 = !DILocation(line: 14, column: 13, scope: !252, inlinedAt: !274)
!358 = !DILocation(line: 14, column: 38, scope: !252, inlinedAt: !274)
!359 = !DILocation(line: 14, column: 33, scope: !252, inlinedAt: !274)
!360 = !DILocation(line: 14, column: 49, scope: !252, inlinedAt: !274)
!361 = !DILocation(line: 0, scope: !263, inlinedAt: !274)
!362 = !DILocation(line: 15, column: 23, scope: !363, inlinedAt: !274)
!363 = distinct !DILexicalBlock(scope: !263, file: !2, line: 15, column: 5)
!364 = !DILocation(line: 15, column: 5, scope: !263, inlinedAt: !274)
!365 = !DILocation(line: 15, column: 30, scope: !363, inlinedAt: !274)
!366 = !DILocation(line: 15, column: 42, scope: !363, inlinedAt: !274)
!367 = !DILocation(line: 15, column: 34, scope: !363, inlinedAt: !274)
!368 = distinct !{!368, !364, !369, !319, !370, !371}
!369 = !DILocation(line: 15, column: 44, scope: !263, inlinedAt: !274)
!370 = !{!"llvm.loop.isvectorized", i32 1}
!371 = !{!"llvm.loop.unroll.runtime.disable"}
!372 = !DILocation(line: 0, scope: !265, inlinedAt: !274)
!373 = !DILocation(line: 16, column: 23, scope: !269, inlinedAt: !274)
!374 = !DILocation(line: 16, column: 5, scope: !265, inlinedAt: !274)
!375 = distinct !{!375, !364, !369, !319, !371, !370}
!376 = !DILocation(line: 16, column: 43, scope: !268, inlinedAt: !274)
!377 = distinct !DIAssignID()
!378 = !DILocation(line: 0, scope: !267, inlinedAt: !274)
!379 = !DILocation(line: 16, column: 48, scope: !267, inlinedAt: !274)
!380 = !DILocation(line: 16, column: 87, scope: !271, inlinedAt: !274)
!381 = !DILocation(line: 16, column: 221, scope: !268, inlinedAt: !274)
!382 = distinct !DIAssignID()
!383 = !DILocation(line: 16, column: 30, scope: !269, inlinedAt: !274)
!384 = distinct !{!384, !374, !385, !319}
!385 = !DILocation(line: 16, column: 252, scope: !265, inlinedAt: !274)
!386 = !DILocation(line: 16, column: 167, scope: !387, inlinedAt: !274)
!387 = distinct !DILexicalBlock(scope: !271, file: !2, line: 16, column: 167)
!388 = !DILocation(line: 16, column: 114, scope: !271, inlinedAt: !274)
!389 = !DILocation(line: 16, column: 111, scope: !271, inlinedAt: !274)
!390 = !DILocation(line: 16, column: 99, scope: !271, inlinedAt: !274)
!391 = !DILocation(line: 0, scope: !271, inlinedAt: !274)
!392 = !DILocation(line: 16, column: 129, scope: !393, inlinedAt: !274)
!393 = distinct !DILexicalBlock(scope: !271, file: !2, line: 16, column: 129)
!394 = !DILocation(line: 16, column: 137, scope: !393, inlinedAt: !274)
!395 = !DILocation(line: 16, column: 129, scope: !271, inlinedAt: !274)
!396 = !DILocation(line: 16, column: 178, scope: !387, inlinedAt: !274)
!397 = !DILocation(line: 16, column: 167, scope: !271, inlinedAt: !274)
!398 = !DILocation(line: 16, column: 207, scope: !271, inlinedAt: !274)
!399 = !DILocation(line: 16, column: 214, scope: !271, inlinedAt: !274)
!400 = !DILocation(line: 16, column: 73, scope: !272, inlinedAt: !274)
!401 = !DILocation(line: 16, column: 66, scope: !272, inlinedAt: !274)
!402 = distinct !{!402, !379, !403, !319}
!403 = !DILocation(line: 16, column: 219, scope: !267, inlinedAt: !274)
!404 = !DILocation(line: 17, column: 12, scope: !252, inlinedAt: !274)
!405 = !DILocation(line: 18, column: 1, scope: !252, inlinedAt: !274)
!406 = !DILocation(line: 30, column: 79, scope: !197)
!407 = !DILocation(line: 30, column: 29, scope: !198)
!408 = !DILocation(line: 30, column: 23, scope: !198)
!409 = distinct !{!409, !283, !410, !319}
!410 = !DILocation(line: 30, column: 189, scope: !195)
!411 = !DILocation(line: 0, scope: !107, inlinedAt: !412)
!412 = distinct !DILocation(line: 32, column: 52, scope: !60)
!413 = !DILocation(line: 19, column: 85, scope: !107, inlinedAt: !412)
!414 = !DILocation(line: 0, scope: !118, inlinedAt: !412)
!415 = !DILocation(line: 19, column: 111, scope: !118, inlinedAt: !412)
!416 = !DILocation(line: 0, scope: !120, inlinedAt: !412)
!417 = !DILocation(line: 19, column: 159, scope: !418, inlinedAt: !412)
!418 = distinct !DILexicalBlock(scope: !120, file: !2, line: 19, column: 139)
!419 = !DILocation(line: 19, column: 139, scope: !120, inlinedAt: !412)
!420 = !DILocation(line: 19, column: 182, scope: !421, inlinedAt: !412)
!421 = distinct !DILexicalBlock(scope: !418, file: !2, line: 19, column: 177)
!422 = !DILocation(line: 19, column: 177, scope: !421, inlinedAt: !412)
!423 = !{!424}
!424 = distinct !{!424, !425}
!425 = distinct !{!425, !"LVerDomain"}
!426 = !DILocation(line: 19, column: 190, scope: !421, inlinedAt: !412)
!427 = !DILocation(line: 19, column: 199, scope: !421, inlinedAt: !412)
!428 = !{!429}
!429 = distinct !{!429, !425}
!430 = !DILocation(line: 19, column: 197, scope: !421, inlinedAt: !412)
!431 = !DILocation(line: 19, column: 212, scope: !421, inlinedAt: !412)
!432 = distinct !{!432, !419, !433, !319, !370, !371}
!433 = !DILocation(line: 19, column: 232, scope: !120, inlinedAt: !412)
!434 = !DILocation(line: 19, column: 135, scope: !121, inlinedAt: !412)
!435 = !DILocation(line: 19, column: 129, scope: !121, inlinedAt: !412)
!436 = distinct !{!436, !415, !437, !319}
!437 = !DILocation(line: 19, column: 232, scope: !118, inlinedAt: !412)
!438 = !DILocation(line: 19, column: 177, scope: !418, inlinedAt: !412)
!439 = !DILocation(line: 19, column: 206, scope: !421, inlinedAt: !412)
!440 = !DILocation(line: 19, column: 169, scope: !418, inlinedAt: !412)
!441 = distinct !{!441, !419, !433, !319, !370}
!442 = !DILocation(line: 19, column: 242, scope: !107, inlinedAt: !412)
!443 = !DILocation(line: 0, scope: !107, inlinedAt: !444)
!444 = distinct !DILocation(line: 32, column: 74, scope: !60)
!445 = !DILocation(line: 19, column: 85, scope: !107, inlinedAt: !444)
!446 = !DILocation(line: 0, scope: !118, inlinedAt: !444)
!447 = !DILocation(line: 19, column: 111, scope: !118, inlinedAt: !444)
!448 = !DILocation(line: 0, scope: !120, inlinedAt: !444)
!449 = !DILocation(line: 19, column: 159, scope: !418, inlinedAt: !444)
!450 = !DILocation(line: 19, column: 139, scope: !120, inlinedAt: !444)
!451 = !DILocation(line: 19, column: 182, scope: !421, inlinedAt: !444)
!452 = !DILocation(line: 19, column: 177, scope: !421, inlinedAt: !444)
!453 = !{!454}
!454 = distinct !{!454, !455}
!455 = distinct !{!455, !"LVerDomain"}
!456 = !DILocation(line: 19, column: 190, scope: !421, inlinedAt: !444)
!457 = !DILocation(line: 19, column: 199, scope: !421, inlinedAt: !444)
!458 = !{!459}
!459 = distinct !{!459, !455}
!460 = !DILocation(line: 19, column: 197, scope: !421, inlinedAt: !444)
!461 = !DILocation(line: 19, column: 212, scope: !421, inlinedAt: !444)
!462 = distinct !{!462, !450, !463, !319, !370, !371}
!463 = !DILocation(line: 19, column: 232, scope: !120, inlinedAt: !444)
!464 = !DILocation(line: 19, column: 135, scope: !121, inlinedAt: !444)
!465 = !DILocation(line: 19, column: 129, scope: !121, inlinedAt: !444)
!466 = distinct !{!466, !447, !467, !319}
!467 = !DILocation(line: 19, column: 232, scope: !118, inlinedAt: !444)
!468 = !DILocation(line: 19, column: 177, scope: !418, inlinedAt: !444)
!469 = !DILocation(line: 19, column: 206, scope: !421, inlinedAt: !444)
!470 = !DILocation(line: 19, column: 169, scope: !418, inlinedAt: !444)
!471 = distinct !{!471, !450, !463, !319, !370}
!472 = !DILocation(line: 19, column: 242, scope: !107, inlinedAt: !444)
!473 = !DILocation(line: 32, column: 5, scope: !60)
!474 = distinct !DIAssignID()
!475 = !DILocation(line: 33, column: 103, scope: !60)
!476 = !DILocation(line: 33, column: 129, scope: !60)
!477 = !DILocation(line: 33, column: 54, scope: !60)
!478 = !DILocation(line: 0, scope: !211)
!479 = !DILocation(line: 34, column: 27, scope: !211)
!480 = !DILocation(line: 31, column: 77, scope: !481)
!481 = distinct !DILexicalBlock(scope: !482, file: !2, line: 31, column: 69)
!482 = distinct !DILexicalBlock(scope: !207, file: !2, line: 31, column: 40)
!483 = !DILocation(line: 31, column: 91, scope: !481)
!484 = !DILocation(line: 31, column: 116, scope: !481)
!485 = !DILocation(line: 31, column: 123, scope: !481)
!486 = !DILocation(line: 31, column: 128, scope: !481)
!487 = !DILocation(line: 31, column: 101, scope: !481)
!488 = !DILocation(line: 31, column: 106, scope: !481)
!489 = !DILocation(line: 31, column: 148, scope: !481)
!490 = !DILocation(line: 31, column: 154, scope: !481)
!491 = !DILocation(line: 31, column: 160, scope: !481)
!492 = !DILocation(line: 31, column: 133, scope: !481)
!493 = !DILocation(line: 31, column: 138, scope: !481)
!494 = !DILocation(line: 31, column: 65, scope: !482)
!495 = !DILocation(line: 31, column: 58, scope: !482)
!496 = distinct !{!496, !286, !497, !319}
!497 = !DILocation(line: 31, column: 165, scope: !207)
!498 = !DILocation(line: 0, scope: !142, inlinedAt: !499)
!499 = distinct !DILocation(line: 34, column: 145, scope: !60)
!500 = !DILocation(line: 0, scope: !150, inlinedAt: !499)
!501 = !DILocation(line: 0, scope: !152, inlinedAt: !499)
!502 = !DILocation(line: 21, column: 138, scope: !152, inlinedAt: !499)
!503 = !DILocation(line: 21, column: 128, scope: !152, inlinedAt: !499)
!504 = !DILocation(line: 21, column: 160, scope: !156, inlinedAt: !499)
!505 = !DILocation(line: 21, column: 166, scope: !156, inlinedAt: !499)
!506 = !DILocation(line: 0, scope: !156, inlinedAt: !499)
!507 = !DILocation(line: 21, column: 175, scope: !508, inlinedAt: !499)
!508 = distinct !DILexicalBlock(scope: !156, file: !2, line: 21, column: 175)
!509 = !DILocation(line: 21, column: 186, scope: !508, inlinedAt: !499)
!510 = !DILocation(line: 21, column: 175, scope: !156, inlinedAt: !499)
!511 = distinct !{!511, !503, !512, !319}
!512 = !DILocation(line: 21, column: 223, scope: !152, inlinedAt: !499)
!513 = !DILocation(line: 21, scope: !152, inlinedAt: !499)
!514 = !DILocation(line: 21, column: 225, scope: !152, inlinedAt: !499)
!515 = !DILocation(line: 21, column: 235, scope: !152, inlinedAt: !499)
!516 = !DILocation(line: 21, column: 250, scope: !517, inlinedAt: !499)
!517 = distinct !DILexicalBlock(scope: !152, file: !2, line: 21, column: 247)
!518 = !DILocation(line: 21, column: 247, scope: !152, inlinedAt: !499)
!519 = !DILocation(line: 21, column: 100, scope: !153, inlinedAt: !499)
!520 = !DILocation(line: 21, column: 94, scope: !153, inlinedAt: !499)
!521 = !DILocation(line: 21, column: 76, scope: !150, inlinedAt: !499)
!522 = distinct !{!522, !521, !523, !319}
!523 = !DILocation(line: 21, column: 265, scope: !150, inlinedAt: !499)
!524 = !DILocation(line: 34, column: 126, scope: !60)
!525 = distinct !DIAssignID()
!526 = !DILocation(line: 0, scope: !162, inlinedAt: !527)
!527 = distinct !DILocation(line: 35, column: 97, scope: !60)
!528 = !DILocation(line: 0, scope: !169, inlinedAt: !527)
!529 = !DILocation(line: 23, column: 69, scope: !530, inlinedAt: !527)
!530 = distinct !DILexicalBlock(scope: !169, file: !2, line: 23, column: 33)
!531 = !{!532, !532, i64 0}
!532 = !{!"long long", !290, i64 0}
!533 = !DILocation(line: 0, scope: !171, inlinedAt: !527)
!534 = !DILocation(line: 24, column: 5, scope: !171, inlinedAt: !527)
!535 = !DILocation(line: 0, scope: !173, inlinedAt: !527)
!536 = !DILocation(line: 24, column: 39, scope: !173, inlinedAt: !527)
!537 = !DILocation(line: 24, column: 27, scope: !174, inlinedAt: !527)
!538 = distinct !{!538, !534, !539, !319}
!539 = !DILocation(line: 24, column: 264, scope: !171, inlinedAt: !527)
!540 = !DILocation(line: 0, scope: !176, inlinedAt: !527)
!541 = !DILocation(line: 24, column: 100, scope: !176, inlinedAt: !527)
!542 = !DILocation(line: 24, column: 108, scope: !176, inlinedAt: !527)
!543 = !DILocation(line: 0, scope: !179, inlinedAt: !527)
!544 = !DILocation(line: 24, column: 114, scope: !179, inlinedAt: !527)
!545 = !DILocation(line: 24, column: 73, scope: !177, inlinedAt: !527)
!546 = !DILocation(line: 24, column: 63, scope: !177, inlinedAt: !527)
!547 = !DILocation(line: 24, column: 67, scope: !177, inlinedAt: !527)
!548 = distinct !{!548, !536, !549, !319}
!549 = !DILocation(line: 24, column: 264, scope: !173, inlinedAt: !527)
!550 = !DILocation(line: 24, column: 158, scope: !181, inlinedAt: !527)
!551 = !DILocation(line: 24, column: 172, scope: !181, inlinedAt: !527)
!552 = !DILocation(line: 24, column: 168, scope: !181, inlinedAt: !527)
!553 = !DILocation(line: 24, column: 166, scope: !181, inlinedAt: !527)
!554 = !DILocation(line: 24, column: 204, scope: !181, inlinedAt: !527)
!555 = !DILocation(line: 24, column: 180, scope: !181, inlinedAt: !527)
!556 = !DILocation(line: 0, scope: !181, inlinedAt: !527)
!557 = !DILocation(line: 24, column: 229, scope: !558, inlinedAt: !527)
!558 = distinct !DILexicalBlock(scope: !181, file: !2, line: 24, column: 221)
!559 = !DILocation(line: 24, column: 233, scope: !558, inlinedAt: !527)
!560 = !DILocation(line: 24, column: 257, scope: !558, inlinedAt: !527)
!561 = !DILocation(line: 24, column: 249, scope: !558, inlinedAt: !527)
!562 = !DILocation(line: 24, column: 132, scope: !182, inlinedAt: !527)
!563 = distinct !{!563, !544, !564, !319}
!564 = !DILocation(line: 24, column: 262, scope: !179, inlinedAt: !527)
!565 = !DILocation(line: 25, column: 12, scope: !162, inlinedAt: !527)
!566 = !DILocation(line: 35, column: 67, scope: !60)
!567 = !DILocation(line: 36, column: 5, scope: !60)
!568 = !DILocation(line: 36, column: 14, scope: !60)
!569 = distinct !DIAssignID()
!570 = distinct !DIAssignID()
!571 = distinct !DIAssignID()
!572 = !DILocation(line: 0, scope: !228)
!573 = !DILocation(line: 37, column: 5, scope: !228)
!574 = !DILocation(line: 34, column: 66, scope: !575)
!575 = distinct !DILexicalBlock(scope: !576, file: !2, line: 34, column: 58)
!576 = distinct !DILexicalBlock(scope: !211, file: !2, line: 34, column: 27)
!577 = !DILocation(line: 34, column: 80, scope: !575)
!578 = !DILocation(line: 34, column: 107, scope: !575)
!579 = !DILocation(line: 34, column: 114, scope: !575)
!580 = !DILocation(line: 34, column: 90, scope: !575)
!581 = !DILocation(line: 34, column: 97, scope: !575)
!582 = !DILocation(line: 34, column: 54, scope: !576)
!583 = !DILocation(line: 34, column: 45, scope: !576)
!584 = distinct !{!584, !479, !585, !319}
!585 = !DILocation(line: 34, column: 124, scope: !211)
!586 = !DILocation(line: 37, column: 45, scope: !230)
!587 = !DILocation(line: 0, scope: !230)
!588 = !DILocation(line: 37, column: 63, scope: !230)
!589 = !DILocation(line: 37, column: 76, scope: !230)
!590 = !DILocation(line: 0, scope: !235)
!591 = !DILocation(line: 37, column: 82, scope: !235)
!592 = !DILocation(line: 37, column: 30, scope: !231)
!593 = !DILocation(line: 37, column: 23, scope: !231)
!594 = distinct !{!594, !573, !595, !319}
!595 = !DILocation(line: 37, column: 253, scope: !228)
!596 = !DILocation(line: 38, column: 49, scope: !597)
!597 = distinct !DILexicalBlock(scope: !241, file: !2, line: 38, column: 24)
!598 = !DILocation(line: 38, column: 87, scope: !597)
!599 = !{!600, !600, i64 0}
!600 = !{!"long", !290, i64 0}
!601 = !DILocation(line: 38, column: 66, scope: !597)
!602 = !DILocation(line: 38, column: 63, scope: !597)
!603 = distinct !{!603, !604, !605, !319, !370, !371}
!604 = !DILocation(line: 38, column: 24, scope: !241)
!605 = !DILocation(line: 38, column: 92, scope: !241)
!606 = !DILocation(line: 38, column: 174, scope: !60)
!607 = !DILocation(line: 38, column: 187, scope: !60)
!608 = !DILocation(line: 38, column: 168, scope: !60)
!609 = !DILocation(line: 38, column: 95, scope: !60)
!610 = !DILocation(line: 0, scope: !142, inlinedAt: !611)
!611 = distinct !DILocation(line: 39, column: 12, scope: !60)
!612 = !DILocation(line: 0, scope: !150, inlinedAt: !611)
!613 = !DILocation(line: 21, column: 76, scope: !150, inlinedAt: !611)
!614 = !DILocation(line: 0, scope: !237)
!615 = !DILocation(line: 37, column: 138, scope: !616)
!616 = distinct !DILexicalBlock(scope: !237, file: !2, line: 37, column: 136)
!617 = !DILocation(line: 37, column: 143, scope: !616)
!618 = !DILocation(line: 37, column: 136, scope: !237)
!619 = !DILocation(line: 37, column: 157, scope: !620)
!620 = distinct !DILexicalBlock(scope: !616, file: !2, line: 37, column: 149)
!621 = !DILocation(line: 37, column: 168, scope: !620)
!622 = !DILocation(line: 37, column: 180, scope: !623)
!623 = distinct !DILexicalBlock(scope: !620, file: !2, line: 37, column: 178)
!624 = !DILocation(line: 37, column: 190, scope: !623)
!625 = !DILocation(line: 37, column: 207, scope: !623)
!626 = !DILocation(line: 37, column: 222, scope: !623)
!627 = !DILocation(line: 37, column: 204, scope: !623)
!628 = !DILocation(line: 37, column: 200, scope: !623)
!629 = !DILocation(line: 37, scope: !237)
!630 = !DILocation(line: 37, column: 237, scope: !237)
!631 = !DILocation(line: 37, column: 243, scope: !237)
!632 = !DILocation(line: 37, column: 108, scope: !238)
!633 = !DILocation(line: 37, column: 101, scope: !238)
!634 = distinct !{!634, !591, !635, !319}
!635 = !DILocation(line: 37, column: 251, scope: !235)
!636 = !DILocation(line: 0, scope: !152, inlinedAt: !611)
!637 = !DILocation(line: 21, column: 138, scope: !152, inlinedAt: !611)
!638 = !DILocation(line: 21, column: 128, scope: !152, inlinedAt: !611)
!639 = !DILocation(line: 21, column: 160, scope: !156, inlinedAt: !611)
!640 = !DILocation(line: 21, column: 166, scope: !156, inlinedAt: !611)
!641 = !DILocation(line: 0, scope: !156, inlinedAt: !611)
!642 = !DILocation(line: 21, column: 175, scope: !508, inlinedAt: !611)
!643 = !DILocation(line: 21, column: 186, scope: !508, inlinedAt: !611)
!644 = !DILocation(line: 21, column: 175, scope: !156, inlinedAt: !611)
!645 = distinct !{!645, !638, !646, !319}
!646 = !DILocation(line: 21, column: 223, scope: !152, inlinedAt: !611)
!647 = !DILocation(line: 21, scope: !152, inlinedAt: !611)
!648 = !DILocation(line: 21, column: 225, scope: !152, inlinedAt: !611)
!649 = !DILocation(line: 21, column: 235, scope: !152, inlinedAt: !611)
!650 = !DILocation(line: 21, column: 250, scope: !517, inlinedAt: !611)
!651 = !DILocation(line: 21, column: 247, scope: !152, inlinedAt: !611)
!652 = !DILocation(line: 21, column: 100, scope: !153, inlinedAt: !611)
!653 = !DILocation(line: 21, column: 94, scope: !153, inlinedAt: !611)
!654 = distinct !{!654, !613, !655, !319}
!655 = !DILocation(line: 21, column: 265, scope: !150, inlinedAt: !611)
!656 = !DILocation(line: 40, column: 1, scope: !60)
!657 = !DISubprogram(name: "printf", scope: !658, file: !658, line: 356, type: !659, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!658 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!659 = !DISubroutineType(types: !660)
!660 = !{!63, !661, null}
!661 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !85)
!662 = !DILocation(line: 0, scope: !127)
!663 = !DILocation(line: 20, column: 88, scope: !127)
!664 = !DILocation(line: 20, column: 120, scope: !127)
!665 = !DILocation(line: 0, scope: !135)
!666 = !DILocation(line: 20, column: 125, scope: !135)
!667 = !DILocation(line: 20, column: 166, scope: !137)
!668 = !DILocation(line: 0, scope: !137)
!669 = !DILocation(line: 20, column: 174, scope: !670)
!670 = distinct !DILexicalBlock(scope: !137, file: !2, line: 20, column: 153)
!671 = !DILocation(line: 20, column: 153, scope: !137)
!672 = !DILocation(line: 20, column: 201, scope: !670)
!673 = !DILocation(line: 20, column: 196, scope: !670)
!674 = !DILocation(line: 20, column: 187, scope: !670)
!675 = !DILocation(line: 20, column: 193, scope: !670)
!676 = !DILocation(line: 20, column: 183, scope: !670)
!677 = !{!678}
!678 = distinct !{!678, !679}
!679 = distinct !{!679, !"LVerDomain"}
!680 = !{!681}
!681 = distinct !{!681, !679}
!682 = distinct !{!682, !671, !683, !319, !370, !371}
!683 = !DILocation(line: 20, column: 207, scope: !137)
!684 = !{!685}
!685 = distinct !{!685, !686}
!686 = distinct !{!686, !"LVerDomain"}
!687 = !{!688}
!688 = distinct !{!688, !686}
!689 = distinct !{!689, !671, !683, !319, !370, !371}
!690 = distinct !{!690, !671, !683, !319, !370}
!691 = !{!692}
!692 = distinct !{!692, !693}
!693 = distinct !{!693, !"LVerDomain"}
!694 = !{!695}
!695 = distinct !{!695, !693}
!696 = distinct !{!696, !671, !683, !319, !370, !371}
!697 = distinct !{!697, !671, !683, !319, !370}
!698 = !{!699}
!699 = distinct !{!699, !700}
!700 = distinct !{!700, !"LVerDomain"}
!701 = !{!702}
!702 = distinct !{!702, !700}
!703 = distinct !{!703, !671, !683, !319, !370, !371}
!704 = distinct !{!704, !671, !683, !319, !370}
!705 = !{!706}
!706 = distinct !{!706, !707}
!707 = distinct !{!707, !"LVerDomain"}
!708 = !{!709}
!709 = distinct !{!709, !707}
!710 = distinct !{!710, !671, !683, !319, !370, !371}
!711 = distinct !{!711, !671, !683, !319, !370}
!712 = !{!713}
!713 = distinct !{!713, !714}
!714 = distinct !{!714, !"LVerDomain"}
!715 = !{!716}
!716 = distinct !{!716, !714}
!717 = distinct !{!717, !671, !683, !319, !370, !371}
!718 = distinct !{!718, !671, !683, !319, !370}
!719 = !{!720}
!720 = distinct !{!720, !721}
!721 = distinct !{!721, !"LVerDomain"}
!722 = !{!723}
!723 = distinct !{!723, !721}
!724 = distinct !{!724, !671, !683, !319, !370, !371}
!725 = distinct !{!725, !671, !683, !319, !370}
!726 = !{!727}
!727 = distinct !{!727, !728}
!728 = distinct !{!728, !"LVerDomain"}
!729 = !{!730}
!730 = distinct !{!730, !728}
!731 = distinct !{!731, !671, !683, !319, !370, !371}
!732 = distinct !{!732, !671, !683, !319, !370}
!733 = !DILocation(line: 20, column: 217, scope: !127)
!734 = !DILocation(line: 20, column: 210, scope: !127)
!735 = distinct !{!735, !671, !683, !319, !370}
!736 = !DISubprogram(name: "strlen", scope: !737, file: !737, line: 407, type: !738, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!737 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!738 = !DISubroutineType(types: !739)
!739 = !{!222, !85}
