; ModuleID = 'programs/bignum_arith.c'
source_filename = "programs/bignum_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Big = type { i32, [400 x i32] }

@.str = private unnamed_addr constant [4 x i8] c"%u!\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [29 x i8] c"trailing zeros of 300! = %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [7 x i8] c"2^1000\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [10 x i8] c"fib(1000)\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [7 x i8] c"2^2000\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [12 x i8] c"123456789^6\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [23 x i8] c"2^2000 mod 1e9+7 = %u\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [3 x i8] c"%u\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [5 x i8] c"%09u\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [43 x i8] c"%s = %.25s...%s (%d digits, digit sum %d)\0A\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [24 x i8] c"%s = %s (digit sum %d)\0A\00", align 1, !dbg !49
@mul.acc = internal unnamed_addr global [800 x i64] zeroinitializer, align 16, !dbg !54

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !116 {
  %1 = alloca %struct.Big, align 4, !DIAssignID !148
  %2 = alloca %struct.Big, align 4, !DIAssignID !149
    #dbg_assign(i1 undef, !120, !DIExpression(), !149, ptr %2, !DIExpression(), !150)
  %3 = alloca [16 x i8], align 16, !DIAssignID !151
    #dbg_assign(i1 undef, !123, !DIExpression(), !151, ptr %3, !DIExpression(), !152)
  %4 = alloca %struct.Big, align 4, !DIAssignID !153
    #dbg_assign(i1 undef, !132, !DIExpression(), !153, ptr %4, !DIExpression(), !150)
  %5 = alloca %struct.Big, align 4, !DIAssignID !154
    #dbg_assign(i1 undef, !133, !DIExpression(), !154, ptr %5, !DIExpression(), !150)
  %6 = alloca %struct.Big, align 4, !DIAssignID !155
    #dbg_assign(i1 undef, !136, !DIExpression(), !155, ptr %6, !DIExpression(), !150)
  %7 = alloca %struct.Big, align 4, !DIAssignID !156
    #dbg_assign(i1 undef, !137, !DIExpression(), !156, ptr %7, !DIExpression(), !150)
  %8 = alloca %struct.Big, align 4, !DIAssignID !157
    #dbg_assign(i1 undef, !138, !DIExpression(), !157, ptr %8, !DIExpression(), !150)
  %9 = alloca %struct.Big, align 4, !DIAssignID !158
    #dbg_assign(i1 undef, !141, !DIExpression(), !158, ptr %9, !DIExpression(), !150)
  %10 = alloca %struct.Big, align 4, !DIAssignID !159
    #dbg_assign(i1 undef, !142, !DIExpression(), !159, ptr %10, !DIExpression(), !150)
  %11 = alloca %struct.Big, align 4, !DIAssignID !160
    #dbg_assign(i1 undef, !143, !DIExpression(), !160, ptr %11, !DIExpression(), !150)
  call void @llvm.lifetime.start.p0(i64 1604, ptr nonnull %2) #7, !dbg !161
    #dbg_value(ptr %2, !162, !DIExpression(), !168)
    #dbg_value(i32 1, !167, !DIExpression(), !168)
  store i32 1, ptr %2, align 4, !dbg !170, !tbaa !171, !DIAssignID !176
    #dbg_assign(i32 1, !120, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !176, ptr %2, !DIExpression(), !150)
  %12 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !177
  store i32 1, ptr %12, align 4, !dbg !178, !tbaa !179, !DIAssignID !180
    #dbg_assign(i32 1, !120, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !180, ptr %12, !DIExpression(), !150)
    #dbg_value(i32 2, !121, !DIExpression(), !181)
  br label %16, !dbg !182

13:                                               ; preds = %47
    #dbg_value(i32 0, !131, !DIExpression(), !150)
  call void @llvm.lifetime.start.p0(i64 1604, ptr nonnull %4) #7, !dbg !183
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1604) %4, ptr noundef nonnull align 4 dereferenceable(1604) %2, i64 1604, i1 false), !dbg !184, !tbaa.struct !185, !DIAssignID !187
    #dbg_assign(i1 undef, !132, !DIExpression(), !187, ptr %4, !DIExpression(), !150)
  %14 = getelementptr inbounds i8, ptr %4, i64 4
  %15 = load i32, ptr %4, align 4, !dbg !188, !tbaa !171
  br label %50, !dbg !199

16:                                               ; preds = %47, %0
  %17 = phi i32 [ 1, %0 ], [ %43, %47 ]
  %18 = phi i64 [ 2, %0 ], [ %48, %47 ]
    #dbg_value(i64 %18, !121, !DIExpression(), !181)
    #dbg_value(ptr %2, !200, !DIExpression(), !207)
    #dbg_value(i64 %18, !203, !DIExpression(), !207)
    #dbg_value(i64 0, !204, !DIExpression(), !207)
    #dbg_value(i32 0, !205, !DIExpression(), !209)
  %19 = icmp sgt i32 %17, 0, !dbg !210
  br i1 %19, label %20, label %42, !dbg !212

20:                                               ; preds = %16
  %21 = zext nneg i32 %17 to i64, !dbg !210
  br label %24, !dbg !212

22:                                               ; preds = %24
    #dbg_value(i64 %34, !204, !DIExpression(), !207)
  %23 = icmp ult i64 %31, 1000000000, !dbg !213
  br i1 %23, label %42, label %37, !dbg !213

24:                                               ; preds = %24, %20
  %25 = phi i64 [ 0, %20 ], [ %35, %24 ]
  %26 = phi i64 [ 0, %20 ], [ %34, %24 ]
    #dbg_value(i64 %25, !205, !DIExpression(), !209)
    #dbg_value(i64 %26, !204, !DIExpression(), !207)
  %27 = getelementptr inbounds [400 x i32], ptr %12, i64 0, i64 %25, !dbg !214
  %28 = load i32, ptr %27, align 4, !dbg !214, !tbaa !179
  %29 = zext i32 %28 to i64, !dbg !216
  %30 = mul nuw nsw i64 %18, %29, !dbg !217
  %31 = add nuw nsw i64 %30, %26, !dbg !218
    #dbg_value(i64 %31, !204, !DIExpression(), !207)
  %32 = urem i64 %31, 1000000000, !dbg !219
  %33 = trunc nuw nsw i64 %32 to i32, !dbg !220
  store i32 %33, ptr %27, align 4, !dbg !221, !tbaa !179
  %34 = udiv i64 %31, 1000000000, !dbg !222
    #dbg_value(i64 %34, !204, !DIExpression(), !207)
  %35 = add nuw nsw i64 %25, 1, !dbg !223
    #dbg_value(i64 %35, !205, !DIExpression(), !209)
  %36 = icmp eq i64 %35, %21, !dbg !210
  br i1 %36, label %22, label %24, !dbg !212, !llvm.loop !224

37:                                               ; preds = %22
    #dbg_value(i64 %34, !204, !DIExpression(), !207)
  %38 = trunc nuw nsw i64 %34 to i32, !dbg !227
  %39 = add nuw nsw i32 %17, 1, !dbg !229
  store i32 %39, ptr %2, align 4, !dbg !229, !tbaa !171, !DIAssignID !230
    #dbg_assign(i32 %39, !120, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !230, ptr %2, !DIExpression(), !150)
  %40 = zext nneg i32 %17 to i64, !dbg !231
  %41 = getelementptr inbounds [400 x i32], ptr %12, i64 0, i64 %40, !dbg !231
  store i32 %38, ptr %41, align 4, !dbg !232, !tbaa !179
    #dbg_value(i64 0, !204, !DIExpression(), !207)
  br label %42, !dbg !233

42:                                               ; preds = %37, %16, %22
  %43 = phi i32 [ %39, %37 ], [ %17, %16 ], [ %17, %22 ]
  %44 = trunc nuw nsw i64 %18 to i32, !dbg !233
  switch i32 %44, label %47 [
    i32 300, label %45
    i32 100, label %45
    i32 25, label %45
  ], !dbg !233

45:                                               ; preds = %42, %42, %42
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #7, !dbg !234
  %46 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 16, ptr noundef nonnull @.str, i32 noundef %44) #7, !dbg !235
  call fastcc void @print(ptr noundef nonnull %3, ptr noundef nonnull %2), !dbg !236
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #7, !dbg !237
  br label %47, !dbg !238

47:                                               ; preds = %42, %45
  %48 = add nuw nsw i64 %18, 1, !dbg !239
    #dbg_value(i64 %48, !121, !DIExpression(), !181)
  %49 = icmp eq i64 %48, 301, !dbg !240
  br i1 %49, label %13, label %16, !dbg !182, !llvm.loop !241

50:                                               ; preds = %91, %13
  %51 = phi i32 [ %15, %13 ], [ %92, %91 ], !dbg !188
  %52 = phi i32 [ 0, %13 ], [ %93, %91 ], !dbg !243
    #dbg_value(i32 %52, !131, !DIExpression(), !150)
    #dbg_value(ptr %4, !194, !DIExpression(), !244)
    #dbg_value(i32 10, !195, !DIExpression(), !244)
    #dbg_value(i64 0, !196, !DIExpression(), !244)
    #dbg_value(i32 %51, !197, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !245)
  %53 = icmp sgt i32 %51, 0, !dbg !246
  br i1 %53, label %54, label %91, !dbg !248

54:                                               ; preds = %50
  %55 = zext nneg i32 %51 to i64, !dbg !248
  br label %56, !dbg !248

56:                                               ; preds = %56, %54
  %57 = phi i64 [ %55, %54 ], [ %59, %56 ]
  %58 = phi i64 [ 0, %54 ], [ %67, %56 ]
    #dbg_value(i64 %57, !197, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !245)
    #dbg_value(i64 %58, !196, !DIExpression(), !244)
  %59 = add nsw i64 %57, -1, !dbg !249
    #dbg_value(i64 %59, !197, !DIExpression(), !245)
  %60 = mul nuw nsw i64 %58, 1000000000, !dbg !250
  %61 = getelementptr inbounds [400 x i32], ptr %14, i64 0, i64 %59, !dbg !252
  %62 = load i32, ptr %61, align 4, !dbg !252, !tbaa !179
  %63 = zext i32 %62 to i64, !dbg !252
  %64 = add nuw nsw i64 %60, %63, !dbg !253
    #dbg_value(i64 %64, !196, !DIExpression(), !244)
  %65 = udiv i64 %64, 10, !dbg !254
  %66 = trunc nuw nsw i64 %65 to i32, !dbg !255
  store i32 %66, ptr %61, align 4, !dbg !256, !tbaa !179
  %67 = urem i64 %64, 10, !dbg !257
    #dbg_value(i64 %59, !197, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !245)
    #dbg_value(i64 %67, !196, !DIExpression(), !244)
  %68 = icmp ugt i64 %57, 1, !dbg !246
  br i1 %68, label %56, label %69, !dbg !248, !llvm.loop !258

69:                                               ; preds = %56
  %70 = load i32, ptr %4, align 4, !dbg !260, !tbaa !171
  %71 = icmp sgt i32 %70, 1, !dbg !261
  br i1 %71, label %72, label %88, !dbg !262

72:                                               ; preds = %69
  %73 = zext nneg i32 %70 to i64, !dbg !263
  %74 = add nsw i64 %73, -1, !dbg !264
  %75 = getelementptr inbounds [400 x i32], ptr %14, i64 0, i64 %74, !dbg !265
  %76 = load i32, ptr %75, align 4, !dbg !265, !tbaa !179
  %77 = icmp eq i32 %76, 0, !dbg !266
  br i1 %77, label %83, label %88, !dbg !263

78:                                               ; preds = %83
  %79 = add nsw i64 %84, -1, !dbg !264
  %80 = getelementptr inbounds [400 x i32], ptr %14, i64 0, i64 %79, !dbg !265
  %81 = load i32, ptr %80, align 4, !dbg !265, !tbaa !179
  %82 = icmp eq i32 %81, 0, !dbg !266
  br i1 %82, label %83, label %88, !dbg !263, !llvm.loop !267

83:                                               ; preds = %72, %78
  %84 = phi i64 [ %79, %78 ], [ %74, %72 ]
  %85 = phi i64 [ %84, %78 ], [ %73, %72 ]
  %86 = trunc nuw nsw i64 %84 to i32, !dbg !268
  store i32 %86, ptr %4, align 4, !dbg !268, !tbaa !171, !DIAssignID !269
    #dbg_assign(i32 %86, !132, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !269, ptr %4, !DIExpression(), !150)
  %87 = icmp ugt i64 %85, 2, !dbg !261
  br i1 %87, label %78, label %88, !dbg !262, !llvm.loop !267

88:                                               ; preds = %83, %78, %72, %69
  %89 = phi i32 [ %70, %69 ], [ %70, %72 ], [ %86, %78 ], [ %86, %83 ]
  %90 = icmp eq i64 %67, 0, !dbg !270
  br i1 %90, label %91, label %94, !dbg !199

91:                                               ; preds = %50, %88
  %92 = phi i32 [ %51, %50 ], [ %89, %88 ]
  %93 = add nuw nsw i32 %52, 1, !dbg !271
    #dbg_value(i32 %93, !131, !DIExpression(), !150)
  br label %50, !dbg !199, !llvm.loop !272

94:                                               ; preds = %88
  %95 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %52), !dbg !273
  call void @llvm.lifetime.start.p0(i64 1604, ptr nonnull %5) #7, !dbg !274
    #dbg_value(ptr %5, !162, !DIExpression(), !275)
    #dbg_value(i32 1, !167, !DIExpression(), !275)
  store i32 1, ptr %5, align 4, !dbg !277, !tbaa !171, !DIAssignID !278
    #dbg_assign(i32 1, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !278, ptr %5, !DIExpression(), !150)
  %96 = getelementptr inbounds i8, ptr %5, i64 4, !dbg !279
  store i32 1, ptr %96, align 4, !dbg !280, !tbaa !179, !DIAssignID !281
    #dbg_assign(i32 1, !133, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !281, ptr %96, !DIExpression(), !150)
    #dbg_value(i32 0, !134, !DIExpression(), !282)
  br label %101, !dbg !283

97:                                               ; preds = %127
  store i32 %128, ptr %5, align 4, !tbaa !171, !DIAssignID !284
  call fastcc void @print(ptr noundef nonnull @.str.2, ptr noundef nonnull %5), !dbg !285
  call void @llvm.lifetime.start.p0(i64 1604, ptr nonnull %6) #7, !dbg !286
  call void @llvm.lifetime.start.p0(i64 1604, ptr nonnull %7) #7, !dbg !286
  call void @llvm.lifetime.start.p0(i64 1604, ptr nonnull %8), !dbg !286
    #dbg_value(ptr %6, !162, !DIExpression(), !287)
    #dbg_value(i32 0, !167, !DIExpression(), !287)
  store i32 1, ptr %6, align 4, !dbg !289, !tbaa !171, !DIAssignID !290
    #dbg_assign(i32 1, !136, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !290, ptr %6, !DIExpression(), !150)
  %98 = getelementptr inbounds i8, ptr %6, i64 4, !dbg !291
  store i32 0, ptr %98, align 4, !dbg !292, !tbaa !179, !DIAssignID !293
    #dbg_assign(i32 0, !136, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !293, ptr %98, !DIExpression(), !150)
    #dbg_value(ptr %7, !162, !DIExpression(), !294)
    #dbg_value(i32 1, !167, !DIExpression(), !294)
  store i32 1, ptr %7, align 4, !dbg !296, !tbaa !171, !DIAssignID !297
    #dbg_assign(i32 1, !137, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !297, ptr %7, !DIExpression(), !150)
  %99 = getelementptr inbounds i8, ptr %7, i64 4, !dbg !298
  store i32 1, ptr %99, align 4, !dbg !299, !tbaa !179, !DIAssignID !300
    #dbg_assign(i32 1, !137, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !300, ptr %99, !DIExpression(), !150)
    #dbg_value(i32 0, !139, !DIExpression(), !301)
  %100 = getelementptr inbounds i8, ptr %1, i64 4
  br label %135, !dbg !302

101:                                              ; preds = %127, %94
  %102 = phi i32 [ 1, %94 ], [ %128, %127 ]
  %103 = phi i32 [ 0, %94 ], [ %129, %127 ]
    #dbg_value(i32 %103, !134, !DIExpression(), !282)
    #dbg_value(ptr %5, !200, !DIExpression(), !303)
    #dbg_value(i32 2, !203, !DIExpression(), !303)
    #dbg_value(i64 0, !204, !DIExpression(), !303)
    #dbg_value(i32 0, !205, !DIExpression(), !306)
  %104 = icmp sgt i32 %102, 0, !dbg !307
  br i1 %104, label %105, label %127, !dbg !308

105:                                              ; preds = %101
  %106 = zext nneg i32 %102 to i64, !dbg !307
  br label %109, !dbg !308

107:                                              ; preds = %109
    #dbg_value(i64 %119, !204, !DIExpression(), !303)
  %108 = icmp ult i64 %116, 1000000000, !dbg !309
  br i1 %108, label %127, label %122, !dbg !309

109:                                              ; preds = %109, %105
  %110 = phi i64 [ 0, %105 ], [ %120, %109 ]
  %111 = phi i64 [ 0, %105 ], [ %119, %109 ]
    #dbg_value(i64 %110, !205, !DIExpression(), !306)
    #dbg_value(i64 %111, !204, !DIExpression(), !303)
  %112 = getelementptr inbounds [400 x i32], ptr %96, i64 0, i64 %110, !dbg !310
  %113 = load i32, ptr %112, align 4, !dbg !310, !tbaa !179
  %114 = zext i32 %113 to i64, !dbg !311
  %115 = shl nuw nsw i64 %114, 1, !dbg !312
  %116 = add nuw nsw i64 %115, %111, !dbg !313
    #dbg_value(i64 %116, !204, !DIExpression(), !303)
  %117 = urem i64 %116, 1000000000, !dbg !314
  %118 = trunc nuw nsw i64 %117 to i32, !dbg !315
  store i32 %118, ptr %112, align 4, !dbg !316, !tbaa !179
  %119 = udiv i64 %116, 1000000000, !dbg !317
    #dbg_value(i64 %119, !204, !DIExpression(), !303)
  %120 = add nuw nsw i64 %110, 1, !dbg !318
    #dbg_value(i64 %120, !205, !DIExpression(), !306)
  %121 = icmp eq i64 %120, %106, !dbg !307
  br i1 %121, label %107, label %109, !dbg !308, !llvm.loop !319

122:                                              ; preds = %107
    #dbg_value(i64 %119, !204, !DIExpression(), !303)
  %123 = trunc nuw nsw i64 %119 to i32, !dbg !321
  %124 = add nuw nsw i32 %102, 1, !dbg !322
    #dbg_assign(i32 %124, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !284, ptr %5, !DIExpression(), !150)
  %125 = zext nneg i32 %102 to i64, !dbg !323
  %126 = getelementptr inbounds [400 x i32], ptr %96, i64 0, i64 %125, !dbg !323
  store i32 %123, ptr %126, align 4, !dbg !324, !tbaa !179
    #dbg_value(i64 0, !204, !DIExpression(), !303)
  br label %127, !dbg !325

127:                                              ; preds = %122, %101, %107
  %128 = phi i32 [ %124, %122 ], [ %102, %101 ], [ %102, %107 ]
  %129 = add nuw nsw i32 %103, 1, !dbg !325
    #dbg_value(i32 %129, !134, !DIExpression(), !282)
  %130 = icmp eq i32 %129, 1000, !dbg !326
  br i1 %130, label %97, label %101, !dbg !283, !llvm.loop !327

131:                                              ; preds = %177
  call fastcc void @print(ptr noundef nonnull @.str.3, ptr noundef nonnull %6), !dbg !329
  call fastcc void @mul(ptr noundef nonnull %9, ptr noundef nonnull %5, ptr noundef nonnull %5), !dbg !330
  call fastcc void @print(ptr noundef nonnull @.str.4, ptr noundef nonnull %9), !dbg !331
  call void @llvm.lifetime.start.p0(i64 1604, ptr nonnull %10) #7, !dbg !332
    #dbg_value(ptr %10, !162, !DIExpression(), !333)
    #dbg_value(i32 123456789, !167, !DIExpression(), !333)
  store i32 1, ptr %10, align 4, !dbg !335, !tbaa !171, !DIAssignID !336
    #dbg_assign(i32 1, !142, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !336, ptr %10, !DIExpression(), !150)
  %132 = getelementptr inbounds i8, ptr %10, i64 4, !dbg !337
  store i32 123456789, ptr %132, align 4, !dbg !338, !tbaa !179, !DIAssignID !339
    #dbg_assign(i32 123456789, !142, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !339, ptr %132, !DIExpression(), !150)
  call void @llvm.lifetime.start.p0(i64 1604, ptr nonnull %11) #7, !dbg !340
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1604) %11, ptr noundef nonnull align 4 dereferenceable(1604) %10, i64 1604, i1 false), !dbg !341, !tbaa.struct !185, !DIAssignID !342
    #dbg_assign(i1 undef, !143, !DIExpression(), !342, ptr %11, !DIExpression(), !150)
    #dbg_value(i32 0, !144, !DIExpression(), !343)
  call fastcc void @mul(ptr noundef nonnull %11, ptr noundef nonnull %11, ptr noundef nonnull %10), !dbg !344
    #dbg_value(i32 1, !144, !DIExpression(), !343)
  call fastcc void @mul(ptr noundef nonnull %11, ptr noundef nonnull %11, ptr noundef nonnull %10), !dbg !344
    #dbg_value(i32 2, !144, !DIExpression(), !343)
  call fastcc void @mul(ptr noundef nonnull %11, ptr noundef nonnull %11, ptr noundef nonnull %10), !dbg !344
    #dbg_value(i32 3, !144, !DIExpression(), !343)
  call fastcc void @mul(ptr noundef nonnull %11, ptr noundef nonnull %11, ptr noundef nonnull %10), !dbg !344
    #dbg_value(i32 4, !144, !DIExpression(), !343)
  call fastcc void @mul(ptr noundef nonnull %11, ptr noundef nonnull %11, ptr noundef nonnull %10), !dbg !344
    #dbg_value(i32 5, !144, !DIExpression(), !343)
  call fastcc void @print(ptr noundef nonnull @.str.5, ptr noundef nonnull %11), !dbg !347
    #dbg_assign(i1 undef, !146, !DIExpression(), !348, ptr %9, !DIExpression(), !150)
    #dbg_value(ptr %9, !194, !DIExpression(), !349)
    #dbg_value(i32 1000000007, !195, !DIExpression(), !349)
    #dbg_value(i64 0, !196, !DIExpression(), !349)
  %133 = load i32, ptr %9, align 4, !dbg !351, !tbaa !171
    #dbg_value(i32 %133, !197, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !352)
  %134 = icmp sgt i32 %133, 0, !dbg !353
  br i1 %134, label %180, label %211, !dbg !354

135:                                              ; preds = %97, %177
  %136 = phi i32 [ 0, %97 ], [ %178, %177 ]
    #dbg_value(i32 %136, !139, !DIExpression(), !301)
    #dbg_assign(i1 undef, !355, !DIExpression(), !148, ptr %1, !DIExpression(), !365)
    #dbg_value(ptr %8, !358, !DIExpression(), !365)
    #dbg_value(ptr %6, !359, !DIExpression(), !365)
    #dbg_value(ptr %7, !360, !DIExpression(), !365)
    #dbg_value(i64 0, !361, !DIExpression(), !365)
  %137 = load i32, ptr %6, align 4, !dbg !369, !tbaa !171
  %138 = load i32, ptr %7, align 4, !dbg !370, !tbaa !171
  %139 = call i32 @llvm.smax.i32(i32 %137, i32 %138), !dbg !371
    #dbg_value(i32 %139, !362, !DIExpression(), !365)
  call void @llvm.lifetime.start.p0(i64 1604, ptr nonnull %1) #7, !dbg !372
    #dbg_value(i32 0, !363, !DIExpression(), !373)
  %140 = icmp sgt i32 %139, 0, !dbg !374
  br i1 %140, label %142, label %141, !dbg !376

141:                                              ; preds = %135
  store i32 %139, ptr %1, align 4, !dbg !377, !tbaa !171, !DIAssignID !378
    #dbg_assign(i32 %139, !355, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !378, ptr %1, !DIExpression(), !365)
  br label %177, !dbg !379

142:                                              ; preds = %135
  %143 = sext i32 %137 to i64, !dbg !376
  %144 = sext i32 %138 to i64, !dbg !376
  %145 = zext nneg i32 %139 to i64, !dbg !374
  br label %148, !dbg !376

146:                                              ; preds = %162
  store i32 %139, ptr %1, align 4, !dbg !377, !tbaa !171, !DIAssignID !378
    #dbg_assign(i32 %139, !355, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !378, ptr %1, !DIExpression(), !365)
  %147 = icmp ult i64 %166, 1000000000, !dbg !380
  br i1 %147, label %177, label %173, !dbg !379

148:                                              ; preds = %162, %142
  %149 = phi i64 [ 0, %142 ], [ %171, %162 ]
  %150 = phi i64 [ 0, %142 ], [ %170, %162 ]
    #dbg_value(i64 %149, !363, !DIExpression(), !373)
    #dbg_value(i64 %150, !361, !DIExpression(), !365)
  %151 = icmp slt i64 %149, %143, !dbg !382
  br i1 %151, label %152, label %155, !dbg !384

152:                                              ; preds = %148
  %153 = getelementptr inbounds [400 x i32], ptr %98, i64 0, i64 %149, !dbg !385
  %154 = load i32, ptr %153, align 4, !dbg !385, !tbaa !179
  br label %155, !dbg !384

155:                                              ; preds = %152, %148
  %156 = phi i32 [ %154, %152 ], [ 0, %148 ], !dbg !384
  %157 = zext i32 %156 to i64, !dbg !386
  %158 = icmp slt i64 %149, %144, !dbg !387
  br i1 %158, label %159, label %162, !dbg !388

159:                                              ; preds = %155
  %160 = getelementptr inbounds [400 x i32], ptr %99, i64 0, i64 %149, !dbg !389
  %161 = load i32, ptr %160, align 4, !dbg !389, !tbaa !179
  br label %162, !dbg !388

162:                                              ; preds = %159, %155
  %163 = phi i32 [ %161, %159 ], [ 0, %155 ], !dbg !388
  %164 = zext i32 %163 to i64, !dbg !390
  %165 = add nuw nsw i64 %150, %157, !dbg !391
  %166 = add nuw nsw i64 %165, %164, !dbg !392
    #dbg_value(i64 %166, !361, !DIExpression(), !365)
  %167 = urem i64 %166, 1000000000, !dbg !393
  %168 = trunc nuw nsw i64 %167 to i32, !dbg !394
  %169 = getelementptr inbounds [400 x i32], ptr %100, i64 0, i64 %149, !dbg !395
  store i32 %168, ptr %169, align 4, !dbg !396, !tbaa !179
  %170 = udiv i64 %166, 1000000000, !dbg !397
    #dbg_value(i64 %170, !361, !DIExpression(), !365)
  %171 = add nuw nsw i64 %149, 1, !dbg !398
    #dbg_value(i64 %171, !363, !DIExpression(), !373)
  %172 = icmp eq i64 %171, %145, !dbg !374
  br i1 %172, label %146, label %148, !dbg !376, !llvm.loop !399

173:                                              ; preds = %146
  %174 = trunc nuw nsw i64 %170 to i32, !dbg !401
  %175 = add nuw nsw i32 %139, 1, !dbg !402
  store i32 %175, ptr %1, align 4, !dbg !402, !tbaa !171, !DIAssignID !403
    #dbg_assign(i32 %175, !355, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !403, ptr %1, !DIExpression(), !365)
  %176 = getelementptr inbounds [400 x i32], ptr %100, i64 0, i64 %145, !dbg !404
  store i32 %174, ptr %176, align 4, !dbg !405, !tbaa !179
  br label %177, !dbg !404

177:                                              ; preds = %141, %146, %173
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1604) %8, ptr noundef nonnull align 4 dereferenceable(1604) %1, i64 1604, i1 false), !dbg !406, !tbaa.struct !185, !DIAssignID !407
    #dbg_assign(i1 undef, !138, !DIExpression(), !407, ptr %8, !DIExpression(), !150)
  call void @llvm.lifetime.end.p0(i64 1604, ptr nonnull %1) #7, !dbg !408
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1604) %6, ptr noundef nonnull align 4 dereferenceable(1604) %7, i64 1604, i1 false), !dbg !409, !tbaa.struct !185, !DIAssignID !410
    #dbg_assign(i1 undef, !136, !DIExpression(), !410, ptr %6, !DIExpression(), !150)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1604) %7, ptr noundef nonnull align 4 dereferenceable(1604) %8, i64 1604, i1 false), !dbg !411, !tbaa.struct !185, !DIAssignID !412
    #dbg_assign(i1 undef, !137, !DIExpression(), !412, ptr %7, !DIExpression(), !150)
  %178 = add nuw nsw i32 %136, 1, !dbg !413
    #dbg_value(i32 %178, !139, !DIExpression(), !301)
  %179 = icmp eq i32 %178, 1000, !dbg !414
  br i1 %179, label %131, label %135, !dbg !302, !llvm.loop !415

180:                                              ; preds = %131
  %181 = getelementptr inbounds i8, ptr %9, i64 4
  %182 = zext nneg i32 %133 to i64, !dbg !354
  br label %183, !dbg !354

183:                                              ; preds = %183, %180
  %184 = phi i64 [ %182, %180 ], [ %186, %183 ]
  %185 = phi i64 [ 0, %180 ], [ %194, %183 ]
    #dbg_value(i64 %184, !197, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !352)
    #dbg_value(i64 %185, !196, !DIExpression(), !349)
  %186 = add nsw i64 %184, -1, !dbg !417
    #dbg_value(i64 %186, !197, !DIExpression(), !352)
  %187 = mul nuw nsw i64 %185, 1000000000, !dbg !418
  %188 = getelementptr inbounds [400 x i32], ptr %181, i64 0, i64 %186, !dbg !419
  %189 = load i32, ptr %188, align 4, !dbg !419, !tbaa !179
  %190 = zext i32 %189 to i64, !dbg !419
  %191 = add nuw nsw i64 %187, %190, !dbg !420
    #dbg_value(i64 %191, !196, !DIExpression(), !349)
  %192 = udiv i64 %191, 1000000007, !dbg !421
  %193 = trunc nuw nsw i64 %192 to i32, !dbg !422
  store i32 %193, ptr %188, align 4, !dbg !423, !tbaa !179
  %194 = urem i64 %191, 1000000007, !dbg !424
    #dbg_value(i64 %186, !197, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !352)
    #dbg_value(i64 %194, !196, !DIExpression(), !349)
  %195 = icmp ugt i64 %184, 1, !dbg !353
  br i1 %195, label %183, label %196, !dbg !354, !llvm.loop !425

196:                                              ; preds = %183
  %197 = load i32, ptr %9, align 4, !dbg !427, !tbaa !171
  %198 = trunc nuw nsw i64 %194 to i32, !dbg !428
  %199 = icmp sgt i32 %197, 1, !dbg !429
  br i1 %199, label %200, label %211, !dbg !430

200:                                              ; preds = %196
  %201 = zext nneg i32 %197 to i64, !dbg !431
  br label %202, !dbg !431

202:                                              ; preds = %208, %200
  %203 = phi i64 [ %201, %200 ], [ %204, %208 ]
  %204 = add nsw i64 %203, -1, !dbg !432
  %205 = getelementptr inbounds [400 x i32], ptr %181, i64 0, i64 %204, !dbg !433
  %206 = load i32, ptr %205, align 4, !dbg !433, !tbaa !179
  %207 = icmp eq i32 %206, 0, !dbg !434
  br i1 %207, label %208, label %211, !dbg !431

208:                                              ; preds = %202
  %209 = trunc nuw nsw i64 %204 to i32, !dbg !435
  store i32 %209, ptr %9, align 4, !dbg !435, !tbaa !171, !DIAssignID !436
    #dbg_assign(i32 %209, !146, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !436, ptr %9, !DIExpression(), !150)
  %210 = icmp ugt i64 %203, 2, !dbg !429
  br i1 %210, label %202, label %211, !dbg !430, !llvm.loop !437

211:                                              ; preds = %202, %208, %131, %196
  %212 = phi i32 [ %198, %196 ], [ 0, %131 ], [ %198, %208 ], [ %198, %202 ]
    #dbg_value(i32 %212, !147, !DIExpression(), !150)
  %213 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %212), !dbg !438
  call void @llvm.lifetime.end.p0(i64 1604, ptr nonnull %11) #7, !dbg !439
  call void @llvm.lifetime.end.p0(i64 1604, ptr nonnull %10) #7, !dbg !439
  call void @llvm.lifetime.end.p0(i64 1604, ptr nonnull %8), !dbg !439
  call void @llvm.lifetime.end.p0(i64 1604, ptr nonnull %7) #7, !dbg !439
  call void @llvm.lifetime.end.p0(i64 1604, ptr nonnull %6) #7, !dbg !439
  call void @llvm.lifetime.end.p0(i64 1604, ptr nonnull %5) #7, !dbg !439
  call void @llvm.lifetime.end.p0(i64 1604, ptr nonnull %4) #7, !dbg !439
  call void @llvm.lifetime.end.p0(i64 1604, ptr nonnull %2) #7, !dbg !439
  ret i32 %52, !dbg !440
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !441 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @print(ptr noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #0 !dbg !452 {
  %3 = alloca [3601 x i8], align 16, !DIAssignID !468
    #dbg_assign(i1 undef, !458, !DIExpression(), !468, ptr %3, !DIExpression(), !469)
    #dbg_value(ptr %0, !456, !DIExpression(), !469)
    #dbg_value(ptr %1, !457, !DIExpression(), !469)
  call void @llvm.lifetime.start.p0(i64 3601, ptr nonnull %3) #7, !dbg !470
  %4 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !471
  %5 = load i32, ptr %1, align 4, !dbg !472, !tbaa !171
  %6 = add nsw i32 %5, -1, !dbg !473
  %7 = sext i32 %6 to i64, !dbg !474
  %8 = getelementptr inbounds [400 x i32], ptr %4, i64 0, i64 %7, !dbg !474
  %9 = load i32, ptr %8, align 4, !dbg !474, !tbaa !179
  %10 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %9) #7, !dbg !475
    #dbg_value(i32 %10, !462, !DIExpression(), !469)
  %11 = load i32, ptr %1, align 4, !dbg !476, !tbaa !171
    #dbg_value(i32 %11, !463, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !477)
  %12 = icmp sgt i32 %11, 1, !dbg !478
  br i1 %12, label %13, label %16, !dbg !480

13:                                               ; preds = %2
  %14 = add nsw i32 %11, -2, !dbg !481
    #dbg_value(i32 %14, !463, !DIExpression(), !477)
  %15 = zext nneg i32 %14 to i64, !dbg !480
  br label %47, !dbg !480

16:                                               ; preds = %47, %2
  %17 = phi i32 [ %10, %2 ], [ %55, %47 ], !dbg !482
    #dbg_value(i32 0, !466, !DIExpression(), !483)
    #dbg_value(i32 0, !465, !DIExpression(), !469)
  %18 = icmp sgt i32 %17, 0, !dbg !484
  br i1 %18, label %19, label %76, !dbg !486

19:                                               ; preds = %16
  %20 = zext nneg i32 %17 to i64, !dbg !484
  %21 = icmp ult i32 %17, 8, !dbg !486
  br i1 %21, label %22, label %25, !dbg !486

22:                                               ; preds = %43, %19
  %23 = phi i64 [ 0, %19 ], [ %26, %43 ]
  %24 = phi i32 [ 0, %19 ], [ %45, %43 ]
  br label %61, !dbg !486

25:                                               ; preds = %19
  %26 = and i64 %20, 2147483640, !dbg !486
  br label %27, !dbg !486

27:                                               ; preds = %27, %25
  %28 = phi i64 [ 0, %25 ], [ %41, %27 ], !dbg !487
  %29 = phi <4 x i32> [ zeroinitializer, %25 ], [ %39, %27 ]
  %30 = phi <4 x i32> [ zeroinitializer, %25 ], [ %40, %27 ]
  %31 = getelementptr inbounds [3601 x i8], ptr %3, i64 0, i64 %28, !dbg !488
  %32 = getelementptr inbounds i8, ptr %31, i64 4, !dbg !488
  %33 = load <4 x i8>, ptr %31, align 8, !dbg !488, !tbaa !186
  %34 = load <4 x i8>, ptr %32, align 4, !dbg !488, !tbaa !186
  %35 = sext <4 x i8> %33 to <4 x i32>, !dbg !488
  %36 = sext <4 x i8> %34 to <4 x i32>, !dbg !488
  %37 = add <4 x i32> %29, <i32 -48, i32 -48, i32 -48, i32 -48>, !dbg !489
  %38 = add <4 x i32> %30, <i32 -48, i32 -48, i32 -48, i32 -48>, !dbg !489
  %39 = add <4 x i32> %37, %35, !dbg !490
  %40 = add <4 x i32> %38, %36, !dbg !490
  %41 = add nuw i64 %28, 8, !dbg !487
  %42 = icmp eq i64 %41, %26, !dbg !487
  br i1 %42, label %43, label %27, !dbg !487, !llvm.loop !491

43:                                               ; preds = %27
  %44 = add <4 x i32> %40, %39, !dbg !486
  %45 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %44), !dbg !486
  %46 = icmp eq i64 %26, %20, !dbg !486
  br i1 %46, label %58, label %22, !dbg !486

47:                                               ; preds = %13, %47
  %48 = phi i64 [ %15, %13 ], [ %56, %47 ]
  %49 = phi i32 [ %10, %13 ], [ %55, %47 ]
    #dbg_value(i64 %48, !463, !DIExpression(), !477)
    #dbg_value(i32 %49, !462, !DIExpression(), !469)
  %50 = sext i32 %49 to i64, !dbg !495
  %51 = getelementptr inbounds i8, ptr %3, i64 %50, !dbg !495
  %52 = getelementptr inbounds [400 x i32], ptr %4, i64 0, i64 %48, !dbg !496
  %53 = load i32, ptr %52, align 4, !dbg !496, !tbaa !179
  %54 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %51, ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %53) #7, !dbg !497
  %55 = add nsw i32 %54, %49, !dbg !498
    #dbg_value(i32 %55, !462, !DIExpression(), !469)
  %56 = add nsw i64 %48, -1, !dbg !499
    #dbg_value(i64 %56, !463, !DIExpression(), !477)
  %57 = icmp eq i64 %48, 0, !dbg !478
  br i1 %57, label %16, label %47, !dbg !480, !llvm.loop !500

58:                                               ; preds = %61, %43
  %59 = phi i32 [ %45, %43 ], [ %68, %61 ], !dbg !490
  %60 = icmp sgt i32 %17, 60, !dbg !502
  br i1 %60, label %71, label %76, !dbg !504

61:                                               ; preds = %22, %61
  %62 = phi i64 [ %69, %61 ], [ %23, %22 ]
  %63 = phi i32 [ %68, %61 ], [ %24, %22 ]
    #dbg_value(i64 %62, !466, !DIExpression(), !483)
    #dbg_value(i32 %63, !465, !DIExpression(), !469)
  %64 = getelementptr inbounds [3601 x i8], ptr %3, i64 0, i64 %62, !dbg !488
  %65 = load i8, ptr %64, align 1, !dbg !488, !tbaa !186
  %66 = sext i8 %65 to i32, !dbg !488
  %67 = add i32 %63, -48, !dbg !489
  %68 = add i32 %67, %66, !dbg !490
    #dbg_value(i32 %68, !465, !DIExpression(), !469)
  %69 = add nuw nsw i64 %62, 1, !dbg !487
    #dbg_value(i64 %69, !466, !DIExpression(), !483)
  %70 = icmp eq i64 %69, %20, !dbg !484
  br i1 %70, label %58, label %61, !dbg !486, !llvm.loop !505

71:                                               ; preds = %58
  %72 = zext nneg i32 %17 to i64, !dbg !506
  %73 = getelementptr inbounds i8, ptr %3, i64 %72, !dbg !506
  %74 = getelementptr inbounds i8, ptr %73, i64 -25, !dbg !507
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef %0, ptr noundef nonnull %3, ptr noundef nonnull %74, i32 noundef %17, i32 noundef %59), !dbg !508
  br label %79, !dbg !508

76:                                               ; preds = %16, %58
  %77 = phi i32 [ %59, %58 ], [ 0, %16 ]
  %78 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, ptr noundef nonnull %3, i32 noundef %77), !dbg !509
  br label %79

79:                                               ; preds = %76, %71
  call void @llvm.lifetime.end.p0(i64 3601, ptr nonnull %3) #7, !dbg !510
  ret void, !dbg !510
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare !dbg !511 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @mul(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #4 !dbg !56 {
    #dbg_value(ptr %0, !86, !DIExpression(), !514)
    #dbg_value(ptr %1, !87, !DIExpression(), !514)
    #dbg_value(ptr %2, !88, !DIExpression(), !514)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(6400) @mul.acc, i8 0, i64 6400, i1 false), !dbg !515
    #dbg_value(i32 0, !89, !DIExpression(), !516)
  %4 = load i32, ptr %1, align 4, !tbaa !171
  %5 = icmp sgt i32 %4, 0, !dbg !517
  %6 = load i32, ptr %2, align 4, !dbg !518, !tbaa !171
  br i1 %5, label %7, label %21, !dbg !519

7:                                                ; preds = %3
  %8 = icmp sgt i32 %6, 0
  %9 = getelementptr inbounds i8, ptr %1, i64 4
  %10 = getelementptr inbounds i8, ptr %2, i64 4
  %11 = zext nneg i32 %4 to i64, !dbg !517
  %12 = zext nneg i32 %6 to i64
  br label %13, !dbg !519

13:                                               ; preds = %7, %53
  %14 = phi i64 [ 0, %7 ], [ %54, %53 ]
  %15 = phi i32 [ %6, %7 ], [ %55, %53 ]
  %16 = sext i32 %15 to i64, !dbg !520
    #dbg_value(i64 %14, !89, !DIExpression(), !516)
    #dbg_value(i32 0, !94, !DIExpression(), !521)
    #dbg_value(i64 0, !91, !DIExpression(), !522)
  br i1 %8, label %17, label %53, !dbg !520

17:                                               ; preds = %13
  %18 = getelementptr inbounds [400 x i32], ptr %9, i64 0, i64 %14
  %19 = load i32, ptr %18, align 4, !tbaa !179
  %20 = zext i32 %19 to i64
  br label %27, !dbg !520

21:                                               ; preds = %53, %3
  %22 = add i32 %6, %4, !dbg !523
    #dbg_value(i32 %22, !102, !DIExpression(), !514)
  %23 = zext i32 %22 to i64, !dbg !524
  %24 = tail call i32 @llvm.smin.i32(i32 %22, i32 1), !dbg !524
  br label %57, !dbg !524

25:                                               ; preds = %27
    #dbg_value(!DIArgList(i32 %6, i64 %14), !99, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !522)
    #dbg_value(i64 %40, !91, !DIExpression(), !522)
  %26 = icmp ult i64 %38, 1000000000, !dbg !525
  br i1 %26, label %53, label %43, !dbg !525

27:                                               ; preds = %17, %27
  %28 = phi i64 [ 0, %17 ], [ %41, %27 ]
  %29 = phi i64 [ 0, %17 ], [ %40, %27 ]
    #dbg_value(i64 %28, !94, !DIExpression(), !521)
    #dbg_value(i64 %29, !91, !DIExpression(), !522)
  %30 = add nuw nsw i64 %28, %14, !dbg !526
  %31 = getelementptr inbounds [800 x i64], ptr @mul.acc, i64 0, i64 %30, !dbg !527
  %32 = load i64, ptr %31, align 8, !dbg !527, !tbaa !528
  %33 = getelementptr inbounds [400 x i32], ptr %10, i64 0, i64 %28, !dbg !530
  %34 = load i32, ptr %33, align 4, !dbg !530, !tbaa !179
  %35 = zext i32 %34 to i64, !dbg !530
  %36 = mul nuw i64 %35, %20, !dbg !531
  %37 = add i64 %32, %29, !dbg !532
  %38 = add i64 %37, %36, !dbg !533
    #dbg_value(i64 %38, !96, !DIExpression(), !534)
  %39 = urem i64 %38, 1000000000, !dbg !535
  store i64 %39, ptr %31, align 8, !dbg !536, !tbaa !528
  %40 = udiv i64 %38, 1000000000, !dbg !537
    #dbg_value(i64 %40, !91, !DIExpression(), !522)
  %41 = add nuw nsw i64 %28, 1, !dbg !538
    #dbg_value(i64 %41, !94, !DIExpression(), !521)
  %42 = icmp eq i64 %41, %12, !dbg !539
  br i1 %42, label %25, label %27, !dbg !520, !llvm.loop !540

43:                                               ; preds = %25, %43
  %44 = phi i64 [ %51, %43 ], [ %16, %25 ]
  %45 = phi i64 [ %50, %43 ], [ %40, %25 ]
    #dbg_value(i64 %44, !99, !DIExpression(), !522)
    #dbg_value(i64 %45, !91, !DIExpression(), !522)
  %46 = getelementptr inbounds [800 x i64], ptr @mul.acc, i64 0, i64 %44, !dbg !542
  %47 = load i64, ptr %46, align 8, !dbg !542, !tbaa !528
  %48 = add i64 %47, %45, !dbg !543
    #dbg_value(i64 %48, !100, !DIExpression(), !544)
  %49 = urem i64 %48, 1000000000, !dbg !545
  store i64 %49, ptr %46, align 8, !dbg !546, !tbaa !528
  %50 = udiv i64 %48, 1000000000, !dbg !547
    #dbg_value(i64 %50, !91, !DIExpression(), !522)
  %51 = add nsw i64 %44, 1, !dbg !548
    #dbg_value(i64 %51, !99, !DIExpression(), !522)
  %52 = icmp ult i64 %48, 1000000000, !dbg !525
  br i1 %52, label %53, label %43, !dbg !525, !llvm.loop !549

53:                                               ; preds = %43, %13, %25
  %54 = add nuw nsw i64 %14, 1, !dbg !551
    #dbg_value(i64 %54, !89, !DIExpression(), !516)
  %55 = add i32 %15, 1, !dbg !519
  %56 = icmp eq i64 %54, %11, !dbg !517
  br i1 %56, label %21, label %13, !dbg !519, !llvm.loop !552

57:                                               ; preds = %61, %21
  %58 = phi i64 [ %62, %61 ], [ %23, %21 ], !dbg !554
    #dbg_value(i64 %58, !102, !DIExpression(), !514)
  %59 = trunc nuw i64 %58 to i32, !dbg !555
  %60 = icmp sgt i32 %59, 1, !dbg !555
  br i1 %60, label %61, label %67, !dbg !556

61:                                               ; preds = %57
  %62 = add nsw i64 %58, -1, !dbg !557
  %63 = getelementptr inbounds [800 x i64], ptr @mul.acc, i64 0, i64 %62, !dbg !558
  %64 = load i64, ptr %63, align 8, !dbg !558, !tbaa !528
  %65 = icmp eq i64 %64, 0, !dbg !559
  br i1 %65, label %57, label %66, !dbg !524, !llvm.loop !560

66:                                               ; preds = %61
  store i32 %59, ptr %0, align 4, !dbg !562, !tbaa !171
    #dbg_value(i32 0, !103, !DIExpression(), !563)
  br label %69, !dbg !564

67:                                               ; preds = %57
  store i32 %24, ptr %0, align 4, !dbg !562, !tbaa !171
    #dbg_value(i32 0, !103, !DIExpression(), !563)
  %68 = icmp sgt i32 %22, 0, !dbg !565
  br i1 %68, label %69, label %92, !dbg !564

69:                                               ; preds = %66, %67
  %70 = phi i32 [ %59, %66 ], [ %24, %67 ]
  %71 = getelementptr inbounds i8, ptr %0, i64 4
  %72 = zext nneg i32 %70 to i64, !dbg !565
  %73 = icmp ult i32 %70, 4, !dbg !564
  br i1 %73, label %74, label %76, !dbg !564

74:                                               ; preds = %90, %69
  %75 = phi i64 [ 0, %69 ], [ %77, %90 ]
  br label %93, !dbg !564

76:                                               ; preds = %69
  %77 = and i64 %72, 2147483644, !dbg !564
  br label %78, !dbg !564

78:                                               ; preds = %78, %76
  %79 = phi i64 [ 0, %76 ], [ %88, %78 ], !dbg !567
  %80 = getelementptr inbounds [800 x i64], ptr @mul.acc, i64 0, i64 %79, !dbg !568
  %81 = getelementptr inbounds i8, ptr %80, i64 16, !dbg !568
  %82 = load <2 x i64>, ptr %80, align 16, !dbg !568, !tbaa !528
  %83 = load <2 x i64>, ptr %81, align 16, !dbg !568, !tbaa !528
  %84 = trunc <2 x i64> %82 to <2 x i32>, !dbg !569
  %85 = trunc <2 x i64> %83 to <2 x i32>, !dbg !569
  %86 = getelementptr inbounds [400 x i32], ptr %71, i64 0, i64 %79, !dbg !570
  %87 = getelementptr inbounds i8, ptr %86, i64 8, !dbg !571
  store <2 x i32> %84, ptr %86, align 4, !dbg !571, !tbaa !179
  store <2 x i32> %85, ptr %87, align 4, !dbg !571, !tbaa !179
  %88 = add nuw i64 %79, 4, !dbg !567
  %89 = icmp eq i64 %88, %77, !dbg !567
  br i1 %89, label %90, label %78, !dbg !567, !llvm.loop !572

90:                                               ; preds = %78
  %91 = icmp eq i64 %77, %72, !dbg !564
  br i1 %91, label %92, label %74, !dbg !564

92:                                               ; preds = %93, %90, %67
  ret void, !dbg !574

93:                                               ; preds = %74, %93
  %94 = phi i64 [ %99, %93 ], [ %75, %74 ]
    #dbg_value(i64 %94, !103, !DIExpression(), !563)
  %95 = getelementptr inbounds [800 x i64], ptr @mul.acc, i64 0, i64 %94, !dbg !568
  %96 = load i64, ptr %95, align 8, !dbg !568, !tbaa !528
  %97 = trunc i64 %96 to i32, !dbg !569
  %98 = getelementptr inbounds [400 x i32], ptr %71, i64 0, i64 %94, !dbg !570
  store i32 %97, ptr %98, align 4, !dbg !571, !tbaa !179
  %99 = add nuw nsw i64 %94, 1, !dbg !567
    #dbg_value(i64 %99, !103, !DIExpression(), !563)
  %100 = icmp eq i64 %99, %72, !dbg !565
  br i1 %100, label %92, label %93, !dbg !564, !llvm.loop !575
}

; Function Attrs: nofree nounwind
declare !dbg !576 noundef i32 @sprintf(ptr noalias nocapture noundef writeonly, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!76}
!llvm.module.flags = !{!108, !109, !110, !111, !112, !113, !114}
!llvm.ident = !{!115}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/bignum_arith.c", directory: ".", checksumkind: CSK_MD5, checksum: "a8959c2fefc43fab91dda8ef433b7ed0")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 29)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 7)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 10)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !14, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 12)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 23)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 3)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 5)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 344, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 43)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 24)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(name: "acc", scope: !56, file: !2, line: 19, type: !105, isLocal: true, isDefinition: true)
!56 = distinct !DISubprogram(name: "mul", scope: !2, file: !2, line: 18, type: !57, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !85)
!57 = !DISubroutineType(types: !58)
!58 = !{null, !59, !74, !74}
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "Big", file: !2, line: 8, baseType: !61)
!61 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 8, size: 12832, elements: !62)
!62 = !{!63, !65}
!63 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !61, file: !2, line: 8, baseType: !64, size: 32)
!64 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !61, file: !2, line: 8, baseType: !66, size: 12800, offset: 32)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !67, size: 12800, elements: !72)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !68, line: 26, baseType: !69)
!68 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !70, line: 42, baseType: !71)
!70 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!71 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!72 = !{!73}
!73 = !DISubrange(count: 400)
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 64)
!75 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !60)
!76 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !77, globals: !81, splitDebugInlining: false, nameTableKind: None)
!77 = !{!78, !67}
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !68, line: 27, baseType: !79)
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !70, line: 45, baseType: !80)
!80 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!81 = !{!0, !7, !12, !17, !22, !24, !29, !82, !34, !39, !44, !49, !54}
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression(DW_OP_constu, 1000000000, DW_OP_stack_value))
!83 = distinct !DIGlobalVariable(name: "BASE", scope: !76, file: !2, line: 9, type: !84, isLocal: true, isDefinition: true)
!84 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !67)
!85 = !{!86, !87, !88, !89, !91, !94, !96, !99, !100, !102, !103}
!86 = !DILocalVariable(name: "r", arg: 1, scope: !56, file: !2, line: 18, type: !59)
!87 = !DILocalVariable(name: "a", arg: 2, scope: !56, file: !2, line: 18, type: !74)
!88 = !DILocalVariable(name: "b", arg: 3, scope: !56, file: !2, line: 18, type: !74)
!89 = !DILocalVariable(name: "i", scope: !90, file: !2, line: 20, type: !64)
!90 = distinct !DILexicalBlock(scope: !56, file: !2, line: 20, column: 5)
!91 = !DILocalVariable(name: "c", scope: !92, file: !2, line: 20, type: !78)
!92 = distinct !DILexicalBlock(scope: !93, file: !2, line: 20, column: 36)
!93 = distinct !DILexicalBlock(scope: !90, file: !2, line: 20, column: 5)
!94 = !DILocalVariable(name: "j", scope: !95, file: !2, line: 20, type: !64)
!95 = distinct !DILexicalBlock(scope: !92, file: !2, line: 20, column: 54)
!96 = !DILocalVariable(name: "cur", scope: !97, file: !2, line: 20, type: !78)
!97 = distinct !DILexicalBlock(scope: !98, file: !2, line: 20, column: 85)
!98 = distinct !DILexicalBlock(scope: !95, file: !2, line: 20, column: 54)
!99 = !DILocalVariable(name: "k", scope: !92, file: !2, line: 20, type: !64)
!100 = !DILocalVariable(name: "cur", scope: !101, file: !2, line: 20, type: !78)
!101 = distinct !DILexicalBlock(scope: !92, file: !2, line: 20, column: 219)
!102 = !DILocalVariable(name: "n", scope: !56, file: !2, line: 21, type: !64)
!103 = !DILocalVariable(name: "i", scope: !104, file: !2, line: 21, type: !64)
!104 = distinct !DILexicalBlock(scope: !56, file: !2, line: 21, column: 70)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 51200, elements: !106)
!106 = !{!107}
!107 = !DISubrange(count: 800)
!108 = !{i32 7, !"Dwarf Version", i32 5}
!109 = !{i32 2, !"Debug Info Version", i32 3}
!110 = !{i32 1, !"wchar_size", i32 4}
!111 = !{i32 8, !"PIC Level", i32 2}
!112 = !{i32 7, !"PIE Level", i32 2}
!113 = !{i32 7, !"uwtable", i32 2}
!114 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!115 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!116 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 29, type: !117, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !119)
!117 = !DISubroutineType(types: !118)
!118 = !{!64}
!119 = !{!120, !121, !123, !131, !132, !133, !134, !136, !137, !138, !139, !141, !142, !143, !144, !146, !147}
!120 = !DILocalVariable(name: "f", scope: !116, file: !2, line: 30, type: !60)
!121 = !DILocalVariable(name: "i", scope: !122, file: !2, line: 30, type: !67)
!122 = distinct !DILexicalBlock(scope: !116, file: !2, line: 30, column: 24)
!123 = !DILocalVariable(name: "l", scope: !124, file: !2, line: 30, type: !128)
!124 = distinct !DILexicalBlock(scope: !125, file: !2, line: 30, column: 117)
!125 = distinct !DILexicalBlock(scope: !126, file: !2, line: 30, column: 84)
!126 = distinct !DILexicalBlock(scope: !127, file: !2, line: 30, column: 60)
!127 = distinct !DILexicalBlock(scope: !122, file: !2, line: 30, column: 24)
!128 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !129)
!129 = !{!130}
!130 = !DISubrange(count: 16)
!131 = !DILocalVariable(name: "zeros", scope: !116, file: !2, line: 31, type: !64)
!132 = !DILocalVariable(name: "g", scope: !116, file: !2, line: 31, type: !60)
!133 = !DILocalVariable(name: "p", scope: !116, file: !2, line: 32, type: !60)
!134 = !DILocalVariable(name: "i", scope: !135, file: !2, line: 32, type: !64)
!135 = distinct !DILexicalBlock(scope: !116, file: !2, line: 32, column: 24)
!136 = !DILocalVariable(name: "a", scope: !116, file: !2, line: 33, type: !60)
!137 = !DILocalVariable(name: "b", scope: !116, file: !2, line: 33, type: !60)
!138 = !DILocalVariable(name: "c", scope: !116, file: !2, line: 33, type: !60)
!139 = !DILocalVariable(name: "i", scope: !140, file: !2, line: 33, type: !64)
!140 = distinct !DILexicalBlock(scope: !116, file: !2, line: 33, column: 42)
!141 = !DILocalVariable(name: "sq", scope: !116, file: !2, line: 34, type: !60)
!142 = !DILocalVariable(name: "x", scope: !116, file: !2, line: 35, type: !60)
!143 = !DILocalVariable(name: "y", scope: !116, file: !2, line: 35, type: !60)
!144 = !DILocalVariable(name: "i", scope: !145, file: !2, line: 35, type: !64)
!145 = distinct !DILexicalBlock(scope: !116, file: !2, line: 35, column: 43)
!146 = !DILocalVariable(name: "q", scope: !116, file: !2, line: 36, type: !60)
!147 = !DILocalVariable(name: "rem", scope: !116, file: !2, line: 36, type: !67)
!148 = distinct !DIAssignID()
!149 = distinct !DIAssignID()
!150 = !DILocation(line: 0, scope: !116)
!151 = distinct !DIAssignID()
!152 = !DILocation(line: 0, scope: !124)
!153 = distinct !DIAssignID()
!154 = distinct !DIAssignID()
!155 = distinct !DIAssignID()
!156 = distinct !DIAssignID()
!157 = distinct !DIAssignID()
!158 = distinct !DIAssignID()
!159 = distinct !DIAssignID()
!160 = distinct !DIAssignID()
!161 = !DILocation(line: 30, column: 5, scope: !116)
!162 = !DILocalVariable(name: "a", arg: 1, scope: !163, file: !2, line: 10, type: !59)
!163 = distinct !DISubprogram(name: "set", scope: !2, file: !2, line: 10, type: !164, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !166)
!164 = !DISubroutineType(types: !165)
!165 = !{null, !59, !67}
!166 = !{!162, !167}
!167 = !DILocalVariable(name: "v", arg: 2, scope: !163, file: !2, line: 10, type: !67)
!168 = !DILocation(line: 0, scope: !163, inlinedAt: !169)
!169 = distinct !DILocation(line: 30, column: 12, scope: !116)
!170 = !DILocation(line: 10, column: 44, scope: !163, inlinedAt: !169)
!171 = !{!172, !173, i64 0}
!172 = !{!"", !173, i64 0, !174, i64 4}
!173 = !{!"int", !174, i64 0}
!174 = !{!"omnipotent char", !175, i64 0}
!175 = !{!"Simple C/C++ TBAA"}
!176 = distinct !DIAssignID()
!177 = !DILocation(line: 10, column: 52, scope: !163, inlinedAt: !169)
!178 = !DILocation(line: 10, column: 57, scope: !163, inlinedAt: !169)
!179 = !{!173, !173, i64 0}
!180 = distinct !DIAssignID()
!181 = !DILocation(line: 0, scope: !122)
!182 = !DILocation(line: 30, column: 24, scope: !122)
!183 = !DILocation(line: 31, column: 20, scope: !116)
!184 = !DILocation(line: 31, column: 28, scope: !116)
!185 = !{i64 0, i64 4, !179, i64 4, i64 1600, !186}
!186 = !{!174, !174, i64 0}
!187 = distinct !DIAssignID()
!188 = !DILocation(line: 17, column: 81, scope: !189, inlinedAt: !198)
!189 = distinct !DILexicalBlock(scope: !190, file: !2, line: 17, column: 65)
!190 = distinct !DISubprogram(name: "div_small", scope: !2, file: !2, line: 17, type: !191, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !193)
!191 = !DISubroutineType(types: !192)
!192 = !{!67, !59, !67}
!193 = !{!194, !195, !196, !197}
!194 = !DILocalVariable(name: "a", arg: 1, scope: !190, file: !2, line: 17, type: !59)
!195 = !DILocalVariable(name: "m", arg: 2, scope: !190, file: !2, line: 17, type: !67)
!196 = !DILocalVariable(name: "r", scope: !190, file: !2, line: 17, type: !78)
!197 = !DILocalVariable(name: "i", scope: !189, file: !2, line: 17, type: !64)
!198 = distinct !DILocation(line: 31, column: 38, scope: !116)
!199 = !DILocation(line: 31, column: 31, scope: !116)
!200 = !DILocalVariable(name: "a", arg: 1, scope: !201, file: !2, line: 16, type: !59)
!201 = distinct !DISubprogram(name: "mul_small", scope: !2, file: !2, line: 16, type: !164, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !202)
!202 = !{!200, !203, !204, !205}
!203 = !DILocalVariable(name: "m", arg: 2, scope: !201, file: !2, line: 16, type: !67)
!204 = !DILocalVariable(name: "c", scope: !201, file: !2, line: 16, type: !78)
!205 = !DILocalVariable(name: "i", scope: !206, file: !2, line: 16, type: !64)
!206 = distinct !DILexicalBlock(scope: !201, file: !2, line: 16, column: 61)
!207 = !DILocation(line: 0, scope: !201, inlinedAt: !208)
!208 = distinct !DILocation(line: 30, column: 62, scope: !126)
!209 = !DILocation(line: 0, scope: !206, inlinedAt: !208)
!210 = !DILocation(line: 16, column: 79, scope: !211, inlinedAt: !208)
!211 = distinct !DILexicalBlock(scope: !206, file: !2, line: 16, column: 61)
!212 = !DILocation(line: 16, column: 61, scope: !206, inlinedAt: !208)
!213 = !DILocation(line: 16, column: 167, scope: !201, inlinedAt: !208)
!214 = !DILocation(line: 16, column: 109, scope: !215, inlinedAt: !208)
!215 = distinct !DILexicalBlock(scope: !211, file: !2, line: 16, column: 92)
!216 = !DILocation(line: 16, column: 99, scope: !215, inlinedAt: !208)
!217 = !DILocation(line: 16, column: 117, scope: !215, inlinedAt: !208)
!218 = !DILocation(line: 16, column: 96, scope: !215, inlinedAt: !208)
!219 = !DILocation(line: 16, column: 145, scope: !215, inlinedAt: !208)
!220 = !DILocation(line: 16, column: 132, scope: !215, inlinedAt: !208)
!221 = !DILocation(line: 16, column: 130, scope: !215, inlinedAt: !208)
!222 = !DILocation(line: 16, column: 156, scope: !215, inlinedAt: !208)
!223 = !DILocation(line: 16, column: 88, scope: !211, inlinedAt: !208)
!224 = distinct !{!224, !212, !225, !226}
!225 = !DILocation(line: 16, column: 165, scope: !206, inlinedAt: !208)
!226 = !{!"llvm.loop.mustprogress"}
!227 = !DILocation(line: 16, column: 194, scope: !228, inlinedAt: !208)
!228 = distinct !DILexicalBlock(scope: !201, file: !2, line: 16, column: 177)
!229 = !DILocation(line: 16, column: 188, scope: !228, inlinedAt: !208)
!230 = distinct !DIAssignID()
!231 = !DILocation(line: 16, column: 179, scope: !228, inlinedAt: !208)
!232 = !DILocation(line: 16, column: 192, scope: !228, inlinedAt: !208)
!233 = !DILocation(line: 30, column: 92, scope: !125)
!234 = !DILocation(line: 30, column: 119, scope: !124)
!235 = !DILocation(line: 30, column: 131, scope: !124)
!236 = !DILocation(line: 30, column: 164, scope: !124)
!237 = !DILocation(line: 30, column: 178, scope: !125)
!238 = !DILocation(line: 30, column: 178, scope: !124)
!239 = !DILocation(line: 30, column: 56, scope: !127)
!240 = !DILocation(line: 30, column: 47, scope: !127)
!241 = distinct !{!241, !182, !242, !226}
!242 = !DILocation(line: 30, column: 180, scope: !122)
!243 = !DILocation(line: 31, scope: !116)
!244 = !DILocation(line: 0, scope: !190, inlinedAt: !198)
!245 = !DILocation(line: 0, scope: !189, inlinedAt: !198)
!246 = !DILocation(line: 17, column: 90, scope: !247, inlinedAt: !198)
!247 = distinct !DILexicalBlock(scope: !189, file: !2, line: 17, column: 65)
!248 = !DILocation(line: 17, column: 65, scope: !189, inlinedAt: !198)
!249 = !DILocation(line: 17, scope: !189, inlinedAt: !198)
!250 = !DILocation(line: 17, column: 109, scope: !251, inlinedAt: !198)
!251 = distinct !DILexicalBlock(scope: !247, file: !2, line: 17, column: 101)
!252 = !DILocation(line: 17, column: 118, scope: !251, inlinedAt: !198)
!253 = !DILocation(line: 17, column: 116, scope: !251, inlinedAt: !198)
!254 = !DILocation(line: 17, column: 150, scope: !251, inlinedAt: !198)
!255 = !DILocation(line: 17, column: 137, scope: !251, inlinedAt: !198)
!256 = !DILocation(line: 17, column: 135, scope: !251, inlinedAt: !198)
!257 = !DILocation(line: 17, column: 158, scope: !251, inlinedAt: !198)
!258 = distinct !{!258, !248, !259, !226}
!259 = !DILocation(line: 17, column: 164, scope: !189, inlinedAt: !198)
!260 = !DILocation(line: 17, column: 176, scope: !190, inlinedAt: !198)
!261 = !DILocation(line: 17, column: 178, scope: !190, inlinedAt: !198)
!262 = !DILocation(line: 17, column: 182, scope: !190, inlinedAt: !198)
!263 = !DILocation(line: 17, column: 166, scope: !190, inlinedAt: !198)
!264 = !DILocation(line: 17, column: 196, scope: !190, inlinedAt: !198)
!265 = !DILocation(line: 17, column: 186, scope: !190, inlinedAt: !198)
!266 = !DILocation(line: 17, column: 185, scope: !190, inlinedAt: !198)
!267 = distinct !{!267, !263, !268, !226}
!268 = !DILocation(line: 17, column: 206, scope: !190, inlinedAt: !198)
!269 = distinct !DIAssignID()
!270 = !DILocation(line: 31, column: 56, scope: !116)
!271 = !DILocation(line: 31, column: 67, scope: !116)
!272 = distinct !{!272, !199, !271, !226}
!273 = !DILocation(line: 31, column: 71, scope: !116)
!274 = !DILocation(line: 32, column: 5, scope: !116)
!275 = !DILocation(line: 0, scope: !163, inlinedAt: !276)
!276 = distinct !DILocation(line: 32, column: 12, scope: !116)
!277 = !DILocation(line: 10, column: 44, scope: !163, inlinedAt: !276)
!278 = distinct !DIAssignID()
!279 = !DILocation(line: 10, column: 52, scope: !163, inlinedAt: !276)
!280 = !DILocation(line: 10, column: 57, scope: !163, inlinedAt: !276)
!281 = distinct !DIAssignID()
!282 = !DILocation(line: 0, scope: !135)
!283 = !DILocation(line: 32, column: 24, scope: !135)
!284 = distinct !DIAssignID()
!285 = !DILocation(line: 32, column: 73, scope: !116)
!286 = !DILocation(line: 33, column: 5, scope: !116)
!287 = !DILocation(line: 0, scope: !163, inlinedAt: !288)
!288 = distinct !DILocation(line: 33, column: 18, scope: !116)
!289 = !DILocation(line: 10, column: 44, scope: !163, inlinedAt: !288)
!290 = distinct !DIAssignID()
!291 = !DILocation(line: 10, column: 52, scope: !163, inlinedAt: !288)
!292 = !DILocation(line: 10, column: 57, scope: !163, inlinedAt: !288)
!293 = distinct !DIAssignID()
!294 = !DILocation(line: 0, scope: !163, inlinedAt: !295)
!295 = distinct !DILocation(line: 33, column: 30, scope: !116)
!296 = !DILocation(line: 10, column: 44, scope: !163, inlinedAt: !295)
!297 = distinct !DIAssignID()
!298 = !DILocation(line: 10, column: 52, scope: !163, inlinedAt: !295)
!299 = !DILocation(line: 10, column: 57, scope: !163, inlinedAt: !295)
!300 = distinct !DIAssignID()
!301 = !DILocation(line: 0, scope: !140)
!302 = !DILocation(line: 33, column: 42, scope: !140)
!303 = !DILocation(line: 0, scope: !201, inlinedAt: !304)
!304 = distinct !DILocation(line: 32, column: 55, scope: !305)
!305 = distinct !DILexicalBlock(scope: !135, file: !2, line: 32, column: 24)
!306 = !DILocation(line: 0, scope: !206, inlinedAt: !304)
!307 = !DILocation(line: 16, column: 79, scope: !211, inlinedAt: !304)
!308 = !DILocation(line: 16, column: 61, scope: !206, inlinedAt: !304)
!309 = !DILocation(line: 16, column: 167, scope: !201, inlinedAt: !304)
!310 = !DILocation(line: 16, column: 109, scope: !215, inlinedAt: !304)
!311 = !DILocation(line: 16, column: 99, scope: !215, inlinedAt: !304)
!312 = !DILocation(line: 16, column: 117, scope: !215, inlinedAt: !304)
!313 = !DILocation(line: 16, column: 96, scope: !215, inlinedAt: !304)
!314 = !DILocation(line: 16, column: 145, scope: !215, inlinedAt: !304)
!315 = !DILocation(line: 16, column: 132, scope: !215, inlinedAt: !304)
!316 = !DILocation(line: 16, column: 130, scope: !215, inlinedAt: !304)
!317 = !DILocation(line: 16, column: 156, scope: !215, inlinedAt: !304)
!318 = !DILocation(line: 16, column: 88, scope: !211, inlinedAt: !304)
!319 = distinct !{!319, !308, !320, !226}
!320 = !DILocation(line: 16, column: 165, scope: !206, inlinedAt: !304)
!321 = !DILocation(line: 16, column: 194, scope: !228, inlinedAt: !304)
!322 = !DILocation(line: 16, column: 188, scope: !228, inlinedAt: !304)
!323 = !DILocation(line: 16, column: 179, scope: !228, inlinedAt: !304)
!324 = !DILocation(line: 16, column: 192, scope: !228, inlinedAt: !304)
!325 = !DILocation(line: 32, column: 51, scope: !305)
!326 = !DILocation(line: 32, column: 42, scope: !305)
!327 = distinct !{!327, !283, !328, !226}
!328 = !DILocation(line: 32, column: 70, scope: !135)
!329 = !DILocation(line: 33, column: 108, scope: !116)
!330 = !DILocation(line: 34, column: 13, scope: !116)
!331 = !DILocation(line: 34, column: 31, scope: !116)
!332 = !DILocation(line: 35, column: 5, scope: !116)
!333 = !DILocation(line: 0, scope: !163, inlinedAt: !334)
!334 = distinct !DILocation(line: 35, column: 12, scope: !116)
!335 = !DILocation(line: 10, column: 44, scope: !163, inlinedAt: !334)
!336 = distinct !DIAssignID()
!337 = !DILocation(line: 10, column: 52, scope: !163, inlinedAt: !334)
!338 = !DILocation(line: 10, column: 57, scope: !163, inlinedAt: !334)
!339 = distinct !DIAssignID()
!340 = !DILocation(line: 35, column: 32, scope: !116)
!341 = !DILocation(line: 35, column: 40, scope: !116)
!342 = distinct !DIAssignID()
!343 = !DILocation(line: 0, scope: !145)
!344 = !DILocation(line: 35, column: 73, scope: !345)
!345 = distinct !DILexicalBlock(scope: !346, file: !2, line: 35, column: 71)
!346 = distinct !DILexicalBlock(scope: !145, file: !2, line: 35, column: 43)
!347 = !DILocation(line: 35, column: 92, scope: !116)
!348 = distinct !DIAssignID()
!349 = !DILocation(line: 0, scope: !190, inlinedAt: !350)
!350 = distinct !DILocation(line: 36, column: 32, scope: !116)
!351 = !DILocation(line: 17, column: 81, scope: !189, inlinedAt: !350)
!352 = !DILocation(line: 0, scope: !189, inlinedAt: !350)
!353 = !DILocation(line: 17, column: 90, scope: !247, inlinedAt: !350)
!354 = !DILocation(line: 17, column: 65, scope: !189, inlinedAt: !350)
!355 = !DILocalVariable(name: "t", scope: !356, file: !2, line: 12, type: !60)
!356 = distinct !DISubprogram(name: "add", scope: !2, file: !2, line: 11, type: !57, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !357)
!357 = !{!358, !359, !360, !361, !362, !355, !363}
!358 = !DILocalVariable(name: "r", arg: 1, scope: !356, file: !2, line: 11, type: !59)
!359 = !DILocalVariable(name: "a", arg: 2, scope: !356, file: !2, line: 11, type: !74)
!360 = !DILocalVariable(name: "b", arg: 3, scope: !356, file: !2, line: 11, type: !74)
!361 = !DILocalVariable(name: "c", scope: !356, file: !2, line: 12, type: !78)
!362 = !DILocalVariable(name: "n", scope: !356, file: !2, line: 12, type: !64)
!363 = !DILocalVariable(name: "i", scope: !364, file: !2, line: 13, type: !64)
!364 = distinct !DILexicalBlock(scope: !356, file: !2, line: 13, column: 5)
!365 = !DILocation(line: 0, scope: !356, inlinedAt: !366)
!366 = distinct !DILocation(line: 33, column: 75, scope: !367)
!367 = distinct !DILexicalBlock(scope: !368, file: !2, line: 33, column: 73)
!368 = distinct !DILexicalBlock(scope: !140, file: !2, line: 33, column: 42)
!369 = !DILocation(line: 12, column: 32, scope: !356, inlinedAt: !366)
!370 = !DILocation(line: 12, column: 39, scope: !356, inlinedAt: !366)
!371 = !DILocation(line: 12, column: 29, scope: !356, inlinedAt: !366)
!372 = !DILocation(line: 12, column: 56, scope: !356, inlinedAt: !366)
!373 = !DILocation(line: 0, scope: !364, inlinedAt: !366)
!374 = !DILocation(line: 13, column: 23, scope: !375, inlinedAt: !366)
!375 = distinct !DILexicalBlock(scope: !364, file: !2, line: 13, column: 5)
!376 = !DILocation(line: 13, column: 5, scope: !364, inlinedAt: !366)
!377 = !DILocation(line: 14, column: 9, scope: !356, inlinedAt: !366)
!378 = distinct !DIAssignID()
!379 = !DILocation(line: 14, column: 18, scope: !356, inlinedAt: !366)
!380 = !DILocation(line: 14, column: 18, scope: !381, inlinedAt: !366)
!381 = distinct !DILexicalBlock(scope: !356, file: !2, line: 14, column: 18)
!382 = !DILocation(line: 13, column: 53, scope: !383, inlinedAt: !366)
!383 = distinct !DILexicalBlock(scope: !375, file: !2, line: 13, column: 33)
!384 = !DILocation(line: 13, column: 51, scope: !383, inlinedAt: !366)
!385 = !DILocation(line: 13, column: 62, scope: !383, inlinedAt: !366)
!386 = !DILocation(line: 13, column: 40, scope: !383, inlinedAt: !366)
!387 = !DILocation(line: 13, column: 80, scope: !383, inlinedAt: !366)
!388 = !DILocation(line: 13, column: 78, scope: !383, inlinedAt: !366)
!389 = !DILocation(line: 13, column: 89, scope: !383, inlinedAt: !366)
!390 = !DILocation(line: 13, column: 77, scope: !383, inlinedAt: !366)
!391 = !DILocation(line: 13, column: 75, scope: !383, inlinedAt: !366)
!392 = !DILocation(line: 13, column: 37, scope: !383, inlinedAt: !366)
!393 = !DILocation(line: 13, column: 125, scope: !383, inlinedAt: !366)
!394 = !DILocation(line: 13, column: 112, scope: !383, inlinedAt: !366)
!395 = !DILocation(line: 13, column: 103, scope: !383, inlinedAt: !366)
!396 = !DILocation(line: 13, column: 110, scope: !383, inlinedAt: !366)
!397 = !DILocation(line: 13, column: 136, scope: !383, inlinedAt: !366)
!398 = !DILocation(line: 13, column: 29, scope: !375, inlinedAt: !366)
!399 = distinct !{!399, !376, !400, !226}
!400 = !DILocation(line: 13, column: 145, scope: !364, inlinedAt: !366)
!401 = !DILocation(line: 14, column: 34, scope: !381, inlinedAt: !366)
!402 = !DILocation(line: 14, column: 28, scope: !381, inlinedAt: !366)
!403 = distinct !DIAssignID()
!404 = !DILocation(line: 14, column: 21, scope: !381, inlinedAt: !366)
!405 = !DILocation(line: 14, column: 32, scope: !381, inlinedAt: !366)
!406 = !DILocation(line: 14, column: 52, scope: !356, inlinedAt: !366)
!407 = distinct !DIAssignID()
!408 = !DILocation(line: 15, column: 1, scope: !356, inlinedAt: !366)
!409 = !DILocation(line: 33, column: 96, scope: !367)
!410 = distinct !DIAssignID()
!411 = !DILocation(line: 33, column: 103, scope: !367)
!412 = distinct !DIAssignID()
!413 = !DILocation(line: 33, column: 69, scope: !368)
!414 = !DILocation(line: 33, column: 60, scope: !368)
!415 = distinct !{!415, !302, !416, !226}
!416 = !DILocation(line: 33, column: 106, scope: !140)
!417 = !DILocation(line: 17, scope: !189, inlinedAt: !350)
!418 = !DILocation(line: 17, column: 109, scope: !251, inlinedAt: !350)
!419 = !DILocation(line: 17, column: 118, scope: !251, inlinedAt: !350)
!420 = !DILocation(line: 17, column: 116, scope: !251, inlinedAt: !350)
!421 = !DILocation(line: 17, column: 150, scope: !251, inlinedAt: !350)
!422 = !DILocation(line: 17, column: 137, scope: !251, inlinedAt: !350)
!423 = !DILocation(line: 17, column: 135, scope: !251, inlinedAt: !350)
!424 = !DILocation(line: 17, column: 158, scope: !251, inlinedAt: !350)
!425 = distinct !{!425, !354, !426, !226}
!426 = !DILocation(line: 17, column: 164, scope: !189, inlinedAt: !350)
!427 = !DILocation(line: 17, column: 176, scope: !190, inlinedAt: !350)
!428 = !DILocation(line: 17, column: 217, scope: !190, inlinedAt: !350)
!429 = !DILocation(line: 17, column: 178, scope: !190, inlinedAt: !350)
!430 = !DILocation(line: 17, column: 182, scope: !190, inlinedAt: !350)
!431 = !DILocation(line: 17, column: 166, scope: !190, inlinedAt: !350)
!432 = !DILocation(line: 17, column: 196, scope: !190, inlinedAt: !350)
!433 = !DILocation(line: 17, column: 186, scope: !190, inlinedAt: !350)
!434 = !DILocation(line: 17, column: 185, scope: !190, inlinedAt: !350)
!435 = !DILocation(line: 17, column: 206, scope: !190, inlinedAt: !350)
!436 = distinct !DIAssignID()
!437 = distinct !{!437, !431, !435, !226}
!438 = !DILocation(line: 36, column: 60, scope: !116)
!439 = !DILocation(line: 38, column: 1, scope: !116)
!440 = !DILocation(line: 37, column: 5, scope: !116)
!441 = !DISubprogram(name: "snprintf", scope: !442, file: !442, line: 378, type: !443, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!442 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!443 = !DISubroutineType(types: !444)
!444 = !{!64, !445, !447, !449, null}
!445 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !446)
!446 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!447 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !448, line: 18, baseType: !80)
!448 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!449 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !450)
!450 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !451, size: 64)
!451 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!452 = distinct !DISubprogram(name: "print", scope: !2, file: !2, line: 23, type: !453, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !76, retainedNodes: !455)
!453 = !DISubroutineType(types: !454)
!454 = !{null, !450, !74}
!455 = !{!456, !457, !458, !462, !463, !465, !466}
!456 = !DILocalVariable(name: "label", arg: 1, scope: !452, file: !2, line: 23, type: !450)
!457 = !DILocalVariable(name: "a", arg: 2, scope: !452, file: !2, line: 23, type: !74)
!458 = !DILocalVariable(name: "buf", scope: !452, file: !2, line: 24, type: !459)
!459 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 28808, elements: !460)
!460 = !{!461}
!461 = !DISubrange(count: 3601)
!462 = !DILocalVariable(name: "p", scope: !452, file: !2, line: 24, type: !64)
!463 = !DILocalVariable(name: "i", scope: !464, file: !2, line: 24, type: !64)
!464 = distinct !DILexicalBlock(scope: !452, file: !2, line: 24, column: 73)
!465 = !DILocalVariable(name: "ds", scope: !452, file: !2, line: 25, type: !64)
!466 = !DILocalVariable(name: "i", scope: !467, file: !2, line: 25, type: !64)
!467 = distinct !DILexicalBlock(scope: !452, file: !2, line: 25, column: 17)
!468 = distinct !DIAssignID()
!469 = !DILocation(line: 0, scope: !452)
!470 = !DILocation(line: 24, column: 5, scope: !452)
!471 = !DILocation(line: 24, column: 59, scope: !452)
!472 = !DILocation(line: 24, column: 64, scope: !452)
!473 = !DILocation(line: 24, column: 66, scope: !452)
!474 = !DILocation(line: 24, column: 56, scope: !452)
!475 = !DILocation(line: 24, column: 37, scope: !452)
!476 = !DILocation(line: 24, column: 89, scope: !464)
!477 = !DILocation(line: 0, scope: !464)
!478 = !DILocation(line: 24, column: 98, scope: !479)
!479 = distinct !DILexicalBlock(scope: !464, file: !2, line: 24, column: 73)
!480 = !DILocation(line: 24, column: 73, scope: !464)
!481 = !DILocation(line: 24, column: 91, scope: !464)
!482 = !DILocation(line: 24, scope: !452)
!483 = !DILocation(line: 0, scope: !467)
!484 = !DILocation(line: 25, column: 35, scope: !485)
!485 = distinct !DILexicalBlock(scope: !467, file: !2, line: 25, column: 17)
!486 = !DILocation(line: 25, column: 17, scope: !467)
!487 = !DILocation(line: 25, column: 41, scope: !485)
!488 = !DILocation(line: 25, column: 51, scope: !485)
!489 = !DILocation(line: 25, column: 58, scope: !485)
!490 = !DILocation(line: 25, column: 48, scope: !485)
!491 = distinct !{!491, !486, !492, !226, !493, !494}
!492 = !DILocation(line: 25, column: 60, scope: !467)
!493 = !{!"llvm.loop.isvectorized", i32 1}
!494 = !{!"llvm.loop.unroll.runtime.disable"}
!495 = !DILocation(line: 24, column: 126, scope: !479)
!496 = !DILocation(line: 24, column: 139, scope: !479)
!497 = !DILocation(line: 24, column: 114, scope: !479)
!498 = !DILocation(line: 24, column: 111, scope: !479)
!499 = !DILocation(line: 24, column: 105, scope: !479)
!500 = distinct !{!500, !480, !501, !226}
!501 = !DILocation(line: 24, column: 146, scope: !464)
!502 = !DILocation(line: 26, column: 11, scope: !503)
!503 = distinct !DILexicalBlock(scope: !452, file: !2, line: 26, column: 9)
!504 = !DILocation(line: 26, column: 9, scope: !452)
!505 = distinct !{!505, !486, !492, !226, !494, !493}
!506 = !DILocation(line: 26, column: 87, scope: !503)
!507 = !DILocation(line: 26, column: 91, scope: !503)
!508 = !DILocation(line: 26, column: 17, scope: !503)
!509 = !DILocation(line: 26, column: 110, scope: !503)
!510 = !DILocation(line: 27, column: 1, scope: !452)
!511 = !DISubprogram(name: "printf", scope: !442, file: !442, line: 356, type: !512, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!512 = !DISubroutineType(types: !513)
!513 = !{!64, !449, null}
!514 = !DILocation(line: 0, scope: !56)
!515 = !DILocation(line: 19, column: 36, scope: !56)
!516 = !DILocation(line: 0, scope: !90)
!517 = !DILocation(line: 20, column: 23, scope: !93)
!518 = !DILocation(line: 21, column: 23, scope: !56)
!519 = !DILocation(line: 20, column: 5, scope: !90)
!520 = !DILocation(line: 20, column: 54, scope: !95)
!521 = !DILocation(line: 0, scope: !95)
!522 = !DILocation(line: 0, scope: !92)
!523 = !DILocation(line: 21, column: 18, scope: !56)
!524 = !DILocation(line: 21, column: 26, scope: !56)
!525 = !DILocation(line: 20, column: 209, scope: !92)
!526 = !DILocation(line: 20, column: 108, scope: !97)
!527 = !DILocation(line: 20, column: 102, scope: !97)
!528 = !{!529, !529, i64 0}
!529 = !{!"long", !174, i64 0}
!530 = !DILocation(line: 20, column: 135, scope: !97)
!531 = !DILocation(line: 20, column: 133, scope: !97)
!532 = !DILocation(line: 20, column: 113, scope: !97)
!533 = !DILocation(line: 20, column: 143, scope: !97)
!534 = !DILocation(line: 0, scope: !97)
!535 = !DILocation(line: 20, column: 165, scope: !97)
!536 = !DILocation(line: 20, column: 159, scope: !97)
!537 = !DILocation(line: 20, column: 181, scope: !97)
!538 = !DILocation(line: 20, column: 81, scope: !98)
!539 = !DILocation(line: 20, column: 72, scope: !98)
!540 = distinct !{!540, !520, !541, !226}
!541 = !DILocation(line: 20, column: 189, scope: !95)
!542 = !DILocation(line: 20, column: 236, scope: !101)
!543 = !DILocation(line: 20, column: 243, scope: !101)
!544 = !DILocation(line: 0, scope: !101)
!545 = !DILocation(line: 20, column: 261, scope: !101)
!546 = !DILocation(line: 20, column: 255, scope: !101)
!547 = !DILocation(line: 20, column: 277, scope: !101)
!548 = !DILocation(line: 20, column: 286, scope: !101)
!549 = distinct !{!549, !525, !550, !226}
!550 = !DILocation(line: 20, column: 290, scope: !92)
!551 = !DILocation(line: 20, column: 32, scope: !93)
!552 = distinct !{!552, !519, !553, !226}
!553 = !DILocation(line: 20, column: 292, scope: !90)
!554 = !DILocation(line: 21, scope: !56)
!555 = !DILocation(line: 21, column: 35, scope: !56)
!556 = !DILocation(line: 21, column: 39, scope: !56)
!557 = !DILocation(line: 21, column: 49, scope: !56)
!558 = !DILocation(line: 21, column: 43, scope: !56)
!559 = !DILocation(line: 21, column: 42, scope: !56)
!560 = distinct !{!560, !524, !561, !226}
!561 = !DILocation(line: 21, column: 56, scope: !56)
!562 = !DILocation(line: 21, column: 65, scope: !56)
!563 = !DILocation(line: 0, scope: !104)
!564 = !DILocation(line: 21, column: 70, scope: !104)
!565 = !DILocation(line: 21, column: 88, scope: !566)
!566 = distinct !DILexicalBlock(scope: !104, file: !2, line: 21, column: 70)
!567 = !DILocation(line: 21, column: 94, scope: !566)
!568 = !DILocation(line: 21, column: 118, scope: !566)
!569 = !DILocation(line: 21, column: 108, scope: !566)
!570 = !DILocation(line: 21, column: 98, scope: !566)
!571 = !DILocation(line: 21, column: 106, scope: !566)
!572 = distinct !{!572, !564, !573, !226, !493, !494}
!573 = !DILocation(line: 21, column: 123, scope: !104)
!574 = !DILocation(line: 22, column: 1, scope: !56)
!575 = distinct !{!575, !564, !573, !226, !494, !493}
!576 = !DISubprogram(name: "sprintf", scope: !442, file: !442, line: 358, type: !577, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!577 = !DISubroutineType(types: !578)
!578 = !{!64, !445, !449, null}
