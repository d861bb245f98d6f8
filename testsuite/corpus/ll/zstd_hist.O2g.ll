; ModuleID = 'src/zstd/lib/compress/hist.c'
source_filename = "src/zstd/lib/compress/hist.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 2) i32 @HIST_isError(i64 noundef %0) local_unnamed_addr #0 !dbg !75 {
    #dbg_value(i64 %0, !79, !DIExpression(), !80)
    #dbg_value(i64 %0, !81, !DIExpression(), !85)
  %2 = icmp ugt i64 %0, -120, !dbg !87
  %3 = zext i1 %2 to i32, !dbg !87
  ret i32 %3, !dbg !88
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local void @HIST_add(ptr nocapture noundef %0, ptr noundef readonly %1, i64 noundef %2) local_unnamed_addr #1 !dbg !89 {
    #dbg_value(ptr %0, !96, !DIExpression(), !102)
    #dbg_value(ptr %1, !97, !DIExpression(), !102)
    #dbg_value(i64 %2, !98, !DIExpression(), !102)
    #dbg_value(ptr %1, !99, !DIExpression(), !102)
  %4 = getelementptr inbounds i8, ptr %1, i64 %2, !dbg !103
    #dbg_value(ptr %4, !100, !DIExpression(), !102)
    #dbg_value(ptr %1, !99, !DIExpression(), !102)
  %5 = icmp sgt i64 %2, 0, !dbg !104
  br i1 %5, label %6, label %15, !dbg !105

6:                                                ; preds = %3, %6
  %7 = phi ptr [ %8, %6 ], [ %1, %3 ]
    #dbg_value(ptr %7, !99, !DIExpression(), !102)
  %8 = getelementptr inbounds i8, ptr %7, i64 1, !dbg !106
    #dbg_value(ptr %8, !99, !DIExpression(), !102)
  %9 = load i8, ptr %7, align 1, !dbg !108, !tbaa !109
  %10 = zext i8 %9 to i64, !dbg !112
  %11 = getelementptr inbounds i32, ptr %0, i64 %10, !dbg !112
  %12 = load i32, ptr %11, align 4, !dbg !113, !tbaa !114
  %13 = add i32 %12, 1, !dbg !113
  store i32 %13, ptr %11, align 4, !dbg !113, !tbaa !114
  %14 = icmp ult ptr %8, %4, !dbg !104
  br i1 %14, label %6, label %15, !dbg !105, !llvm.loop !116

15:                                               ; preds = %6, %3
  ret void, !dbg !119
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @HIST_count_simple(ptr nocapture noundef %0, ptr nocapture noundef %1, ptr noundef readonly %2, i64 noundef %3) local_unnamed_addr #1 !dbg !120 {
    #dbg_value(ptr %0, !124, !DIExpression(), !134)
    #dbg_value(ptr %1, !125, !DIExpression(), !134)
    #dbg_value(ptr %2, !126, !DIExpression(), !134)
    #dbg_value(i64 %3, !127, !DIExpression(), !134)
    #dbg_value(ptr %2, !128, !DIExpression(), !134)
  %5 = getelementptr inbounds i8, ptr %2, i64 %3, !dbg !135
    #dbg_value(ptr %5, !129, !DIExpression(), !134)
  %6 = load i32, ptr %1, align 4, !dbg !136, !tbaa !114
    #dbg_value(i32 %6, !130, !DIExpression(), !134)
    #dbg_value(i32 0, !131, !DIExpression(), !134)
  %7 = add i32 %6, 1, !dbg !137
  %8 = zext i32 %7 to i64, !dbg !137
  %9 = shl nuw nsw i64 %8, 2, !dbg !137
  tail call void @llvm.memset.p0.i64(ptr align 4 %0, i8 0, i64 %9, i1 false), !dbg !137
  %10 = icmp eq i64 %3, 0, !dbg !138
  br i1 %10, label %13, label %11, !dbg !140

11:                                               ; preds = %4
    #dbg_value(ptr %2, !128, !DIExpression(), !134)
  %12 = icmp sgt i64 %3, 0, !dbg !141
  br i1 %12, label %14, label %23, !dbg !142

13:                                               ; preds = %4
  store i32 0, ptr %1, align 4, !dbg !143, !tbaa !114
  br label %63, !dbg !145

14:                                               ; preds = %11, %14
  %15 = phi ptr [ %16, %14 ], [ %2, %11 ]
    #dbg_value(ptr %15, !128, !DIExpression(), !134)
  %16 = getelementptr inbounds i8, ptr %15, i64 1, !dbg !146
    #dbg_value(ptr %16, !128, !DIExpression(), !134)
  %17 = load i8, ptr %15, align 1, !dbg !148, !tbaa !109
  %18 = zext i8 %17 to i64, !dbg !149
  %19 = getelementptr inbounds i32, ptr %0, i64 %18, !dbg !149
  %20 = load i32, ptr %19, align 4, !dbg !150, !tbaa !114
  %21 = add i32 %20, 1, !dbg !150
  store i32 %21, ptr %19, align 4, !dbg !150, !tbaa !114
  %22 = icmp ult ptr %16, %5, !dbg !141
  br i1 %22, label %14, label %23, !dbg !142, !llvm.loop !151

23:                                               ; preds = %14, %11
  br label %24, !dbg !153

24:                                               ; preds = %23, %24
  %25 = phi i32 [ %30, %24 ], [ %6, %23 ], !dbg !134
    #dbg_value(i32 %25, !130, !DIExpression(), !134)
  %26 = zext i32 %25 to i64, !dbg !154
  %27 = getelementptr inbounds i32, ptr %0, i64 %26, !dbg !154
  %28 = load i32, ptr %27, align 4, !dbg !154, !tbaa !114
  %29 = icmp eq i32 %28, 0, !dbg !155
  %30 = add i32 %25, -1, !dbg !156
    #dbg_value(i32 %30, !130, !DIExpression(), !134)
  br i1 %29, label %24, label %31, !dbg !153, !llvm.loop !157

31:                                               ; preds = %24
  store i32 %25, ptr %1, align 4, !dbg !158, !tbaa !114
    #dbg_value(i32 0, !132, !DIExpression(), !159)
    #dbg_value(i32 0, !131, !DIExpression(), !134)
  %32 = add nuw nsw i64 %26, 1, !dbg !160
  %33 = icmp ult i32 %25, 7, !dbg !160
  br i1 %33, label %52, label %34, !dbg !160

34:                                               ; preds = %31
  %35 = and i64 %32, 8589934584, !dbg !160
  br label %36, !dbg !160

36:                                               ; preds = %36, %34
  %37 = phi i64 [ 0, %34 ], [ %46, %36 ], !dbg !162
  %38 = phi <4 x i32> [ zeroinitializer, %34 ], [ %44, %36 ]
  %39 = phi <4 x i32> [ zeroinitializer, %34 ], [ %45, %36 ]
  %40 = getelementptr inbounds i32, ptr %0, i64 %37, !dbg !164
  %41 = getelementptr inbounds i8, ptr %40, i64 16, !dbg !164
  %42 = load <4 x i32>, ptr %40, align 4, !dbg !164, !tbaa !114
  %43 = load <4 x i32>, ptr %41, align 4, !dbg !164, !tbaa !114
  %44 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %42, <4 x i32> %38), !dbg !166
  %45 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %43, <4 x i32> %39), !dbg !166
  %46 = add nuw i64 %37, 8, !dbg !162
  %47 = icmp eq i64 %46, %35, !dbg !162
  br i1 %47, label %48, label %36, !dbg !162, !llvm.loop !167

48:                                               ; preds = %36
  %49 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %44, <4 x i32> %45), !dbg !160
  %50 = tail call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %49), !dbg !160
  %51 = icmp eq i64 %32, %35, !dbg !160
  br i1 %51, label %63, label %52, !dbg !160

52:                                               ; preds = %48, %31
  %53 = phi i64 [ 0, %31 ], [ %35, %48 ]
  %54 = phi i32 [ 0, %31 ], [ %50, %48 ]
  br label %55, !dbg !160

55:                                               ; preds = %52, %55
  %56 = phi i64 [ %61, %55 ], [ %53, %52 ]
  %57 = phi i32 [ %60, %55 ], [ %54, %52 ]
    #dbg_value(i64 %56, !132, !DIExpression(), !159)
    #dbg_value(i32 %57, !131, !DIExpression(), !134)
  %58 = getelementptr inbounds i32, ptr %0, i64 %56, !dbg !164
  %59 = load i32, ptr %58, align 4, !dbg !164, !tbaa !114
  %60 = tail call i32 @llvm.umax.i32(i32 %59, i32 %57), !dbg !166
    #dbg_value(i32 %60, !131, !DIExpression(), !134)
  %61 = add nuw nsw i64 %56, 1, !dbg !162
    #dbg_value(i64 %61, !132, !DIExpression(), !159)
  %62 = icmp ult i64 %56, %26, !dbg !171
  br i1 %62, label %55, label %63, !dbg !160, !llvm.loop !172

63:                                               ; preds = %55, %48, %13
  %64 = phi i32 [ 0, %13 ], [ %50, %48 ], [ %60, %55 ], !dbg !134
  ret i32 %64, !dbg !173
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local range(i64 -66, 4294967296) i64 @HIST_countFast_wksp(ptr nocapture noundef %0, ptr nocapture noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4, i64 noundef %5) local_unnamed_addr #1 !dbg !174 {
    #dbg_value(ptr %0, !179, !DIExpression(), !185)
    #dbg_value(ptr %1, !180, !DIExpression(), !185)
    #dbg_value(ptr %2, !181, !DIExpression(), !185)
    #dbg_value(i64 %3, !182, !DIExpression(), !185)
    #dbg_value(ptr %4, !183, !DIExpression(), !185)
    #dbg_value(i64 %5, !184, !DIExpression(), !185)
  %7 = icmp ult i64 %3, 1500, !dbg !186
  br i1 %7, label %8, label %67, !dbg !188

8:                                                ; preds = %6
    #dbg_value(ptr %0, !124, !DIExpression(), !189)
    #dbg_value(ptr %1, !125, !DIExpression(), !189)
    #dbg_value(ptr %2, !126, !DIExpression(), !189)
    #dbg_value(i64 %3, !127, !DIExpression(), !189)
    #dbg_value(ptr %2, !128, !DIExpression(), !189)
  %9 = getelementptr inbounds i8, ptr %2, i64 %3, !dbg !191
    #dbg_value(ptr %9, !129, !DIExpression(), !189)
  %10 = load i32, ptr %1, align 4, !dbg !192, !tbaa !114
    #dbg_value(i32 %10, !130, !DIExpression(), !189)
    #dbg_value(i32 0, !131, !DIExpression(), !189)
  %11 = add i32 %10, 1, !dbg !193
  %12 = zext i32 %11 to i64, !dbg !193
  %13 = shl nuw nsw i64 %12, 2, !dbg !193
  tail call void @llvm.memset.p0.i64(ptr align 4 %0, i8 0, i64 %13, i1 false), !dbg !193
  %14 = icmp eq i64 %3, 0, !dbg !194
  br i1 %14, label %15, label %16, !dbg !195

15:                                               ; preds = %8
  store i32 0, ptr %1, align 4, !dbg !196, !tbaa !114
  br label %75, !dbg !197

16:                                               ; preds = %8, %16
  %17 = phi ptr [ %18, %16 ], [ %2, %8 ]
    #dbg_value(ptr %17, !128, !DIExpression(), !189)
  %18 = getelementptr inbounds i8, ptr %17, i64 1, !dbg !198
    #dbg_value(ptr %18, !128, !DIExpression(), !189)
  %19 = load i8, ptr %17, align 1, !dbg !199, !tbaa !109
  %20 = zext i8 %19 to i64, !dbg !200
  %21 = getelementptr inbounds i32, ptr %0, i64 %20, !dbg !200
  %22 = load i32, ptr %21, align 4, !dbg !201, !tbaa !114
  %23 = add i32 %22, 1, !dbg !201
  store i32 %23, ptr %21, align 4, !dbg !201, !tbaa !114
  %24 = icmp ult ptr %18, %9, !dbg !202
  br i1 %24, label %16, label %25, !dbg !203, !llvm.loop !204

25:                                               ; preds = %16, %25
  %26 = phi i32 [ %31, %25 ], [ %10, %16 ], !dbg !189
    #dbg_value(i32 %26, !130, !DIExpression(), !189)
  %27 = zext i32 %26 to i64, !dbg !206
  %28 = getelementptr inbounds i32, ptr %0, i64 %27, !dbg !206
  %29 = load i32, ptr %28, align 4, !dbg !206, !tbaa !114
  %30 = icmp eq i32 %29, 0, !dbg !207
  %31 = add i32 %26, -1, !dbg !208
    #dbg_value(i32 %31, !130, !DIExpression(), !189)
  br i1 %30, label %25, label %32, !dbg !209, !llvm.loop !210

32:                                               ; preds = %25
  store i32 %26, ptr %1, align 4, !dbg !211, !tbaa !114
    #dbg_value(i32 0, !132, !DIExpression(), !212)
    #dbg_value(i32 0, !131, !DIExpression(), !189)
  %33 = add nuw nsw i64 %27, 1, !dbg !213
  %34 = icmp ult i32 %26, 7, !dbg !213
  br i1 %34, label %53, label %35, !dbg !213

35:                                               ; preds = %32
  %36 = and i64 %33, 8589934584, !dbg !213
  br label %37, !dbg !213

37:                                               ; preds = %37, %35
  %38 = phi i64 [ 0, %35 ], [ %47, %37 ], !dbg !214
  %39 = phi <4 x i32> [ zeroinitializer, %35 ], [ %45, %37 ]
  %40 = phi <4 x i32> [ zeroinitializer, %35 ], [ %46, %37 ]
  %41 = getelementptr inbounds i32, ptr %0, i64 %38, !dbg !215
  %42 = getelementptr inbounds i8, ptr %41, i64 16, !dbg !215
  %43 = load <4 x i32>, ptr %41, align 4, !dbg !215, !tbaa !114
  %44 = load <4 x i32>, ptr %42, align 4, !dbg !215, !tbaa !114
  %45 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %43, <4 x i32> %39), !dbg !216
  %46 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %44, <4 x i32> %40), !dbg !216
  %47 = add nuw i64 %38, 8, !dbg !214
  %48 = icmp eq i64 %47, %36, !dbg !214
  br i1 %48, label %49, label %37, !dbg !214, !llvm.loop !217

49:                                               ; preds = %37
  %50 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %45, <4 x i32> %46), !dbg !213
  %51 = tail call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %50), !dbg !213
  %52 = icmp eq i64 %33, %36, !dbg !213
  br i1 %52, label %64, label %53, !dbg !213

53:                                               ; preds = %49, %32
  %54 = phi i64 [ 0, %32 ], [ %36, %49 ]
  %55 = phi i32 [ 0, %32 ], [ %51, %49 ]
  br label %56, !dbg !213

56:                                               ; preds = %53, %56
  %57 = phi i64 [ %62, %56 ], [ %54, %53 ]
  %58 = phi i32 [ %61, %56 ], [ %55, %53 ]
    #dbg_value(i64 %57, !132, !DIExpression(), !212)
    #dbg_value(i32 %58, !131, !DIExpression(), !189)
  %59 = getelementptr inbounds i32, ptr %0, i64 %57, !dbg !215
  %60 = load i32, ptr %59, align 4, !dbg !215, !tbaa !114
  %61 = tail call i32 @llvm.umax.i32(i32 %60, i32 %58), !dbg !216
    #dbg_value(i32 %61, !131, !DIExpression(), !189)
  %62 = add nuw nsw i64 %57, 1, !dbg !214
    #dbg_value(i64 %62, !132, !DIExpression(), !212)
  %63 = icmp eq i64 %57, %27, !dbg !219
  br i1 %63, label %64, label %56, !dbg !213, !llvm.loop !220

64:                                               ; preds = %56, %49
  %65 = phi i32 [ %51, %49 ], [ %61, %56 ], !dbg !216
  %66 = zext i32 %65 to i64, !dbg !221
  br label %75, !dbg !221

67:                                               ; preds = %6
  %68 = ptrtoint ptr %4 to i64, !dbg !222
  %69 = and i64 %68, 3, !dbg !224
  %70 = icmp eq i64 %69, 0, !dbg !224
  br i1 %70, label %71, label %75, !dbg !225

71:                                               ; preds = %67
  %72 = icmp ult i64 %5, 4096, !dbg !226
  br i1 %72, label %75, label %73, !dbg !228

73:                                               ; preds = %71
  %74 = tail call fastcc i64 @HIST_count_parallel_wksp(ptr noundef %0, ptr noundef %1, ptr noundef %2, i64 noundef %3, i32 noundef 0, ptr noundef %4), !dbg !229
  br label %75, !dbg !230

75:                                               ; preds = %15, %64, %71, %67, %73
  %76 = phi i64 [ %74, %73 ], [ -1, %67 ], [ -66, %71 ], [ 0, %15 ], [ %66, %64 ], !dbg !185
  ret i64 %76, !dbg !231
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc range(i64 -48, 4294967296) i64 @HIST_count_parallel_wksp(ptr nocapture noundef writeonly %0, ptr nocapture noundef %1, ptr noundef readonly %2, i64 noundef %3, i32 noundef %4, ptr nocapture noundef %5) unnamed_addr #1 !dbg !232 {
    #dbg_value(ptr %0, !238, !DIExpression(), !261)
    #dbg_value(ptr %1, !239, !DIExpression(), !261)
    #dbg_value(ptr %2, !240, !DIExpression(), !261)
    #dbg_value(i64 %3, !241, !DIExpression(), !261)
    #dbg_value(i32 %4, !242, !DIExpression(), !261)
    #dbg_value(ptr %5, !243, !DIExpression(), !261)
    #dbg_value(ptr %2, !244, !DIExpression(), !261)
    #dbg_value(ptr %8, !245, !DIExpression(), !261)
  %7 = ptrtoint ptr %2 to i64, !dbg !262
  %8 = getelementptr i8, ptr %2, i64 %3, !dbg !262
  %9 = load i32, ptr %1, align 4, !dbg !262, !tbaa !114
  %10 = add i32 %9, 1, !dbg !263
  %11 = zext i32 %10 to i64, !dbg !264
  %12 = shl nuw nsw i64 %11, 2, !dbg !265
    #dbg_value(i64 %12, !246, !DIExpression(), !261)
    #dbg_value(i32 0, !248, !DIExpression(), !261)
    #dbg_value(ptr %5, !249, !DIExpression(), !261)
  %13 = getelementptr inbounds i8, ptr %5, i64 1024, !dbg !266
    #dbg_value(ptr %13, !250, !DIExpression(), !261)
  %14 = getelementptr inbounds i8, ptr %5, i64 2048, !dbg !267
    #dbg_value(ptr %14, !251, !DIExpression(), !261)
  %15 = getelementptr inbounds i8, ptr %5, i64 3072, !dbg !268
    #dbg_value(ptr %15, !252, !DIExpression(), !261)
  %16 = icmp eq i64 %3, 0, !dbg !269
  br i1 %16, label %17, label %18, !dbg !271

17:                                               ; preds = %6
  tail call void @llvm.memset.p0.i64(ptr align 4 %0, i8 0, i64 %12, i1 false), !dbg !272
  store i32 0, ptr %1, align 4, !dbg !274, !tbaa !114
  br label %224, !dbg !275

18:                                               ; preds = %6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(4096) %5, i8 0, i64 4096, i1 false), !dbg !276
    #dbg_value(ptr %2, !277, !DIExpression(), !282)
    #dbg_value(i32 poison, !253, !DIExpression(), !284)
    #dbg_value(ptr %2, !244, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !261)
  %19 = getelementptr i8, ptr %8, i64 -15, !dbg !284
  %20 = icmp sgt i64 %3, 19, !dbg !285
  br i1 %20, label %21, label %24, !dbg !286

21:                                               ; preds = %18
  %22 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !284
  %23 = load i32, ptr %2, align 1, !dbg !287, !tbaa !114
    #dbg_value(i32 %23, !253, !DIExpression(), !284)
  br label %48, !dbg !286

24:                                               ; preds = %48, %18
  %25 = phi ptr [ %2, %18 ], [ %101, %48 ]
    #dbg_value(ptr %25, !244, !DIExpression(), !261)
  %26 = icmp ult ptr %25, %8, !dbg !288
  br i1 %26, label %27, label %209, !dbg !289

27:                                               ; preds = %24
  %28 = ptrtoint ptr %25 to i64, !dbg !288
  %29 = add i64 %7, %3, !dbg !289
  %30 = sub i64 %29, %28, !dbg !289
  %31 = and i64 %30, 3, !dbg !289
  %32 = icmp eq i64 %31, 0, !dbg !289
  br i1 %32, label %44, label %33, !dbg !289

33:                                               ; preds = %27, %33
  %34 = phi ptr [ %36, %33 ], [ %25, %27 ]
  %35 = phi i64 [ %42, %33 ], [ 0, %27 ]
    #dbg_value(ptr %34, !244, !DIExpression(), !261)
  %36 = getelementptr inbounds i8, ptr %34, i64 1, !dbg !290
    #dbg_value(ptr %36, !244, !DIExpression(), !261)
  %37 = load i8, ptr %34, align 1, !dbg !291, !tbaa !109
  %38 = zext i8 %37 to i64, !dbg !292
  %39 = getelementptr inbounds i32, ptr %5, i64 %38, !dbg !292
  %40 = load i32, ptr %39, align 4, !dbg !293, !tbaa !114
  %41 = add i32 %40, 1, !dbg !293
  store i32 %41, ptr %39, align 4, !dbg !293, !tbaa !114
  %42 = add i64 %35, 1, !dbg !289
  %43 = icmp eq i64 %42, %31, !dbg !289
  br i1 %43, label %44, label %33, !dbg !289, !llvm.loop !294

44:                                               ; preds = %33, %27
  %45 = phi ptr [ %25, %27 ], [ %36, %33 ]
  %46 = sub i64 %28, %29, !dbg !289
  %47 = icmp ugt i64 %46, -4, !dbg !289
  br i1 %47, label %209, label %182, !dbg !289

48:                                               ; preds = %21, %48
  %49 = phi ptr [ %147, %48 ], [ %22, %21 ]
  %50 = phi i32 [ %124, %48 ], [ %23, %21 ]
  %51 = phi ptr [ %101, %48 ], [ %2, %21 ]
    #dbg_value(i32 %50, !253, !DIExpression(), !284)
    #dbg_value(i32 %50, !255, !DIExpression(), !296)
    #dbg_value(ptr %49, !277, !DIExpression(), !297)
  %52 = load i32, ptr %49, align 1, !dbg !299, !tbaa !114
    #dbg_value(i32 %52, !253, !DIExpression(), !284)
  %53 = getelementptr inbounds i8, ptr %51, i64 8, !dbg !300
    #dbg_value(ptr %53, !244, !DIExpression(), !261)
  %54 = and i32 %50, 255, !dbg !301
  %55 = zext nneg i32 %54 to i64, !dbg !301
  %56 = getelementptr inbounds i32, ptr %5, i64 %55, !dbg !301
  %57 = load i32, ptr %56, align 4, !dbg !302, !tbaa !114
  %58 = add i32 %57, 1, !dbg !302
  store i32 %58, ptr %56, align 4, !dbg !302, !tbaa !114
  %59 = lshr i32 %50, 8, !dbg !303
  %60 = and i32 %59, 255, !dbg !304
  %61 = zext nneg i32 %60 to i64, !dbg !304
  %62 = getelementptr inbounds i32, ptr %13, i64 %61, !dbg !304
  %63 = load i32, ptr %62, align 4, !dbg !305, !tbaa !114
  %64 = add i32 %63, 1, !dbg !305
  store i32 %64, ptr %62, align 4, !dbg !305, !tbaa !114
  %65 = lshr i32 %50, 16, !dbg !306
  %66 = and i32 %65, 255, !dbg !307
  %67 = zext nneg i32 %66 to i64, !dbg !307
  %68 = getelementptr inbounds i32, ptr %14, i64 %67, !dbg !307
  %69 = load i32, ptr %68, align 4, !dbg !308, !tbaa !114
  %70 = add i32 %69, 1, !dbg !308
  store i32 %70, ptr %68, align 4, !dbg !308, !tbaa !114
  %71 = lshr i32 %50, 24, !dbg !309
  %72 = zext nneg i32 %71 to i64, !dbg !310
  %73 = getelementptr inbounds i32, ptr %15, i64 %72, !dbg !310
  %74 = load i32, ptr %73, align 4, !dbg !311, !tbaa !114
  %75 = add i32 %74, 1, !dbg !311
  store i32 %75, ptr %73, align 4, !dbg !311, !tbaa !114
    #dbg_value(i32 %52, !255, !DIExpression(), !296)
    #dbg_value(ptr %53, !277, !DIExpression(), !312)
  %76 = load i32, ptr %53, align 1, !dbg !314, !tbaa !114
    #dbg_value(i32 %76, !253, !DIExpression(), !284)
  %77 = getelementptr inbounds i8, ptr %51, i64 12, !dbg !315
    #dbg_value(ptr %77, !244, !DIExpression(), !261)
  %78 = and i32 %52, 255, !dbg !316
  %79 = zext nneg i32 %78 to i64, !dbg !316
  %80 = getelementptr inbounds i32, ptr %5, i64 %79, !dbg !316
  %81 = load i32, ptr %80, align 4, !dbg !317, !tbaa !114
  %82 = add i32 %81, 1, !dbg !317
  store i32 %82, ptr %80, align 4, !dbg !317, !tbaa !114
  %83 = lshr i32 %52, 8, !dbg !318
  %84 = and i32 %83, 255, !dbg !319
  %85 = zext nneg i32 %84 to i64, !dbg !319
  %86 = getelementptr inbounds i32, ptr %13, i64 %85, !dbg !319
  %87 = load i32, ptr %86, align 4, !dbg !320, !tbaa !114
  %88 = add i32 %87, 1, !dbg !320
  store i32 %88, ptr %86, align 4, !dbg !320, !tbaa !114
  %89 = lshr i32 %52, 16, !dbg !321
  %90 = and i32 %89, 255, !dbg !322
  %91 = zext nneg i32 %90 to i64, !dbg !322
  %92 = getelementptr inbounds i32, ptr %14, i64 %91, !dbg !322
  %93 = load i32, ptr %92, align 4, !dbg !323, !tbaa !114
  %94 = add i32 %93, 1, !dbg !323
  store i32 %94, ptr %92, align 4, !dbg !323, !tbaa !114
  %95 = lshr i32 %52, 24, !dbg !324
  %96 = zext nneg i32 %95 to i64, !dbg !325
  %97 = getelementptr inbounds i32, ptr %15, i64 %96, !dbg !325
  %98 = load i32, ptr %97, align 4, !dbg !326, !tbaa !114
  %99 = add i32 %98, 1, !dbg !326
  store i32 %99, ptr %97, align 4, !dbg !326, !tbaa !114
    #dbg_value(i32 %76, !255, !DIExpression(), !296)
    #dbg_value(ptr %77, !277, !DIExpression(), !327)
  %100 = load i32, ptr %77, align 1, !dbg !329, !tbaa !114
    #dbg_value(i32 %100, !253, !DIExpression(), !284)
  %101 = getelementptr inbounds i8, ptr %51, i64 16, !dbg !330
    #dbg_value(ptr %101, !244, !DIExpression(), !261)
  %102 = and i32 %76, 255, !dbg !331
  %103 = zext nneg i32 %102 to i64, !dbg !331
  %104 = getelementptr inbounds i32, ptr %5, i64 %103, !dbg !331
  %105 = load i32, ptr %104, align 4, !dbg !332, !tbaa !114
  %106 = add i32 %105, 1, !dbg !332
  store i32 %106, ptr %104, align 4, !dbg !332, !tbaa !114
  %107 = lshr i32 %76, 8, !dbg !333
  %108 = and i32 %107, 255, !dbg !334
  %109 = zext nneg i32 %108 to i64, !dbg !334
  %110 = getelementptr inbounds i32, ptr %13, i64 %109, !dbg !334
  %111 = load i32, ptr %110, align 4, !dbg !335, !tbaa !114
  %112 = add i32 %111, 1, !dbg !335
  store i32 %112, ptr %110, align 4, !dbg !335, !tbaa !114
  %113 = lshr i32 %76, 16, !dbg !336
  %114 = and i32 %113, 255, !dbg !337
  %115 = zext nneg i32 %114 to i64, !dbg !337
  %116 = getelementptr inbounds i32, ptr %14, i64 %115, !dbg !337
  %117 = load i32, ptr %116, align 4, !dbg !338, !tbaa !114
  %118 = add i32 %117, 1, !dbg !338
  store i32 %118, ptr %116, align 4, !dbg !338, !tbaa !114
  %119 = lshr i32 %76, 24, !dbg !339
  %120 = zext nneg i32 %119 to i64, !dbg !340
  %121 = getelementptr inbounds i32, ptr %15, i64 %120, !dbg !340
  %122 = load i32, ptr %121, align 4, !dbg !341, !tbaa !114
  %123 = add i32 %122, 1, !dbg !341
  store i32 %123, ptr %121, align 4, !dbg !341, !tbaa !114
    #dbg_value(i32 %100, !255, !DIExpression(), !296)
    #dbg_value(ptr %101, !277, !DIExpression(), !342)
  %124 = load i32, ptr %101, align 1, !dbg !344, !tbaa !114
    #dbg_value(i32 %124, !253, !DIExpression(), !284)
    #dbg_value(ptr %101, !244, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !261)
  %125 = and i32 %100, 255, !dbg !345
  %126 = zext nneg i32 %125 to i64, !dbg !345
  %127 = getelementptr inbounds i32, ptr %5, i64 %126, !dbg !345
  %128 = load i32, ptr %127, align 4, !dbg !346, !tbaa !114
  %129 = add i32 %128, 1, !dbg !346
  store i32 %129, ptr %127, align 4, !dbg !346, !tbaa !114
  %130 = lshr i32 %100, 8, !dbg !347
  %131 = and i32 %130, 255, !dbg !348
  %132 = zext nneg i32 %131 to i64, !dbg !348
  %133 = getelementptr inbounds i32, ptr %13, i64 %132, !dbg !348
  %134 = load i32, ptr %133, align 4, !dbg !349, !tbaa !114
  %135 = add i32 %134, 1, !dbg !349
  store i32 %135, ptr %133, align 4, !dbg !349, !tbaa !114
  %136 = lshr i32 %100, 16, !dbg !350
  %137 = and i32 %136, 255, !dbg !351
  %138 = zext nneg i32 %137 to i64, !dbg !351
  %139 = getelementptr inbounds i32, ptr %14, i64 %138, !dbg !351
  %140 = load i32, ptr %139, align 4, !dbg !352, !tbaa !114
  %141 = add i32 %140, 1, !dbg !352
  store i32 %141, ptr %139, align 4, !dbg !352, !tbaa !114
  %142 = lshr i32 %100, 24, !dbg !353
  %143 = zext nneg i32 %142 to i64, !dbg !354
  %144 = getelementptr inbounds i32, ptr %15, i64 %143, !dbg !354
  %145 = load i32, ptr %144, align 4, !dbg !355, !tbaa !114
  %146 = add i32 %145, 1, !dbg !355
  store i32 %146, ptr %144, align 4, !dbg !355, !tbaa !114
  %147 = getelementptr inbounds i8, ptr %51, i64 20, !dbg !284
    #dbg_value(ptr %147, !244, !DIExpression(), !261)
  %148 = icmp ult ptr %147, %19, !dbg !285
  br i1 %148, label %48, label %24, !dbg !286, !llvm.loop !356

149:                                              ; preds = %209, %149
  %150 = phi i64 [ %177, %149 ], [ 0, %209 ], !dbg !358
  %151 = phi <4 x i32> [ %175, %149 ], [ zeroinitializer, %209 ]
  %152 = phi <4 x i32> [ %176, %149 ], [ zeroinitializer, %209 ]
  %153 = getelementptr inbounds i32, ptr %13, i64 %150, !dbg !361
  %154 = getelementptr inbounds i8, ptr %153, i64 16, !dbg !361
  %155 = load <4 x i32>, ptr %153, align 4, !dbg !361, !tbaa !114
  %156 = load <4 x i32>, ptr %154, align 4, !dbg !361, !tbaa !114
  %157 = getelementptr inbounds i32, ptr %14, i64 %150, !dbg !363
  %158 = getelementptr inbounds i8, ptr %157, i64 16, !dbg !363
  %159 = load <4 x i32>, ptr %157, align 4, !dbg !363, !tbaa !114
  %160 = load <4 x i32>, ptr %158, align 4, !dbg !363, !tbaa !114
  %161 = add <4 x i32> %159, %155, !dbg !364
  %162 = add <4 x i32> %160, %156, !dbg !364
  %163 = getelementptr inbounds i32, ptr %15, i64 %150, !dbg !365
  %164 = getelementptr inbounds i8, ptr %163, i64 16, !dbg !365
  %165 = load <4 x i32>, ptr %163, align 4, !dbg !365, !tbaa !114
  %166 = load <4 x i32>, ptr %164, align 4, !dbg !365, !tbaa !114
  %167 = add <4 x i32> %161, %165, !dbg !366
  %168 = add <4 x i32> %162, %166, !dbg !366
  %169 = getelementptr inbounds i32, ptr %5, i64 %150, !dbg !367
  %170 = getelementptr inbounds i8, ptr %169, i64 16, !dbg !368
  %171 = load <4 x i32>, ptr %169, align 4, !dbg !368, !tbaa !114
  %172 = load <4 x i32>, ptr %170, align 4, !dbg !368, !tbaa !114
  %173 = add <4 x i32> %167, %171, !dbg !368
  %174 = add <4 x i32> %168, %172, !dbg !368
  store <4 x i32> %173, ptr %169, align 4, !dbg !368, !tbaa !114
  store <4 x i32> %174, ptr %170, align 4, !dbg !368, !tbaa !114
  %175 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %173, <4 x i32> %151), !dbg !369
  %176 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %174, <4 x i32> %152), !dbg !369
  %177 = add nuw i64 %150, 8, !dbg !358
  %178 = icmp eq i64 %177, 256, !dbg !358
  br i1 %178, label %179, label %149, !dbg !358, !llvm.loop !370

179:                                              ; preds = %149
  %180 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %175, <4 x i32> %176), !dbg !371
  %181 = tail call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %180), !dbg !371
  br label %210, !dbg !373

182:                                              ; preds = %44, %182
  %183 = phi ptr [ %202, %182 ], [ %45, %44 ]
    #dbg_value(ptr %183, !244, !DIExpression(), !261)
  %184 = getelementptr inbounds i8, ptr %183, i64 1, !dbg !290
    #dbg_value(ptr %184, !244, !DIExpression(), !261)
  %185 = load i8, ptr %183, align 1, !dbg !291, !tbaa !109
  %186 = zext i8 %185 to i64, !dbg !292
  %187 = getelementptr inbounds i32, ptr %5, i64 %186, !dbg !292
  %188 = load i32, ptr %187, align 4, !dbg !293, !tbaa !114
  %189 = add i32 %188, 1, !dbg !293
  store i32 %189, ptr %187, align 4, !dbg !293, !tbaa !114
  %190 = getelementptr inbounds i8, ptr %183, i64 2, !dbg !290
    #dbg_value(ptr %190, !244, !DIExpression(), !261)
  %191 = load i8, ptr %184, align 1, !dbg !291, !tbaa !109
  %192 = zext i8 %191 to i64, !dbg !292
  %193 = getelementptr inbounds i32, ptr %5, i64 %192, !dbg !292
  %194 = load i32, ptr %193, align 4, !dbg !293, !tbaa !114
  %195 = add i32 %194, 1, !dbg !293
  store i32 %195, ptr %193, align 4, !dbg !293, !tbaa !114
  %196 = getelementptr inbounds i8, ptr %183, i64 3, !dbg !290
    #dbg_value(ptr %196, !244, !DIExpression(), !261)
  %197 = load i8, ptr %190, align 1, !dbg !291, !tbaa !109
  %198 = zext i8 %197 to i64, !dbg !292
  %199 = getelementptr inbounds i32, ptr %5, i64 %198, !dbg !292
  %200 = load i32, ptr %199, align 4, !dbg !293, !tbaa !114
  %201 = add i32 %200, 1, !dbg !293
  store i32 %201, ptr %199, align 4, !dbg !293, !tbaa !114
  %202 = getelementptr inbounds i8, ptr %183, i64 4, !dbg !290
    #dbg_value(ptr %202, !244, !DIExpression(), !261)
  %203 = load i8, ptr %196, align 1, !dbg !291, !tbaa !109
  %204 = zext i8 %203 to i64, !dbg !292
  %205 = getelementptr inbounds i32, ptr %5, i64 %204, !dbg !292
  %206 = load i32, ptr %205, align 4, !dbg !293, !tbaa !114
  %207 = add i32 %206, 1, !dbg !293
  store i32 %207, ptr %205, align 4, !dbg !293, !tbaa !114
  %208 = icmp ult ptr %202, %8, !dbg !288
  br i1 %208, label %182, label %209, !dbg !289, !llvm.loop !374

209:                                              ; preds = %44, %182, %24
  br label %149, !dbg !371

210:                                              ; preds = %210, %179
  %211 = phi i32 [ %216, %210 ], [ 255, %179 ], !dbg !375
    #dbg_value(i32 %211, !259, !DIExpression(), !375)
  %212 = zext i32 %211 to i64, !dbg !376
  %213 = getelementptr inbounds i32, ptr %5, i64 %212, !dbg !376
  %214 = load i32, ptr %213, align 4, !dbg !376, !tbaa !114
  %215 = icmp eq i32 %214, 0, !dbg !377
  %216 = add i32 %211, -1, !dbg !378
    #dbg_value(i32 %216, !259, !DIExpression(), !375)
  br i1 %215, label %210, label %217, !dbg !373, !llvm.loop !379

217:                                              ; preds = %210
  %218 = icmp eq i32 %4, 0, !dbg !380
  br i1 %218, label %222, label %219, !dbg !382

219:                                              ; preds = %217
  %220 = load i32, ptr %1, align 4, !dbg !383, !tbaa !114
  %221 = icmp ugt i32 %211, %220, !dbg !384
  br i1 %221, label %224, label %222, !dbg !385

222:                                              ; preds = %217, %219
  store i32 %211, ptr %1, align 4, !dbg !386, !tbaa !114
  tail call void @llvm.memmove.p0.p0.i64(ptr align 4 %0, ptr nonnull align 4 %5, i64 %12, i1 false), !dbg !387
  %223 = zext i32 %181 to i64
  br label %224

224:                                              ; preds = %219, %222, %17
  %225 = phi i64 [ 0, %17 ], [ %223, %222 ], [ -48, %219 ], !dbg !261
  ret i64 %225, !dbg !388
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local range(i64 -66, 4294967296) i64 @HIST_count_wksp(ptr nocapture noundef %0, ptr nocapture noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4, i64 noundef %5) local_unnamed_addr #1 !dbg !389 {
    #dbg_value(ptr %0, !391, !DIExpression(), !397)
    #dbg_value(ptr %1, !392, !DIExpression(), !397)
    #dbg_value(ptr %2, !393, !DIExpression(), !397)
    #dbg_value(i64 %3, !394, !DIExpression(), !397)
    #dbg_value(ptr %4, !395, !DIExpression(), !397)
    #dbg_value(i64 %5, !396, !DIExpression(), !397)
  %7 = ptrtoint ptr %4 to i64, !dbg !398
  %8 = and i64 %7, 3, !dbg !400
  %9 = icmp eq i64 %8, 0, !dbg !400
  br i1 %9, label %10, label %76, !dbg !401

10:                                               ; preds = %6
  %11 = icmp ult i64 %5, 4096, !dbg !402
  br i1 %11, label %76, label %12, !dbg !404

12:                                               ; preds = %10
  %13 = load i32, ptr %1, align 4, !dbg !405, !tbaa !114
  %14 = icmp ult i32 %13, 255, !dbg !407
  br i1 %14, label %15, label %17, !dbg !408

15:                                               ; preds = %12
  %16 = tail call fastcc i64 @HIST_count_parallel_wksp(ptr noundef %0, ptr noundef nonnull %1, ptr noundef %2, i64 noundef %3, i32 noundef 1, ptr noundef %4), !dbg !409
  br label %76, !dbg !410

17:                                               ; preds = %12
  store i32 255, ptr %1, align 4, !dbg !411, !tbaa !114
    #dbg_value(ptr %0, !179, !DIExpression(), !412)
    #dbg_value(ptr %1, !180, !DIExpression(), !412)
    #dbg_value(ptr %2, !181, !DIExpression(), !412)
    #dbg_value(i64 %3, !182, !DIExpression(), !412)
    #dbg_value(ptr %4, !183, !DIExpression(), !412)
    #dbg_value(i64 %5, !184, !DIExpression(), !412)
  %18 = icmp ult i64 %3, 1500, !dbg !414
  br i1 %18, label %19, label %74, !dbg !415

19:                                               ; preds = %17
    #dbg_value(ptr %0, !124, !DIExpression(), !416)
    #dbg_value(ptr %1, !125, !DIExpression(), !416)
    #dbg_value(ptr %2, !126, !DIExpression(), !416)
    #dbg_value(i64 %3, !127, !DIExpression(), !416)
    #dbg_value(ptr %2, !128, !DIExpression(), !416)
  %20 = getelementptr inbounds i8, ptr %2, i64 %3, !dbg !418
    #dbg_value(ptr %20, !129, !DIExpression(), !416)
    #dbg_value(i32 255, !130, !DIExpression(), !416)
    #dbg_value(i32 0, !131, !DIExpression(), !416)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1024) %0, i8 0, i64 1024, i1 false), !dbg !419
  %21 = icmp eq i64 %3, 0, !dbg !420
  br i1 %21, label %22, label %23, !dbg !421

22:                                               ; preds = %19
  store i32 0, ptr %1, align 4, !dbg !422, !tbaa !114
  br label %76, !dbg !423

23:                                               ; preds = %19, %23
  %24 = phi ptr [ %25, %23 ], [ %2, %19 ]
    #dbg_value(ptr %24, !128, !DIExpression(), !416)
  %25 = getelementptr inbounds i8, ptr %24, i64 1, !dbg !424
    #dbg_value(ptr %25, !128, !DIExpression(), !416)
  %26 = load i8, ptr %24, align 1, !dbg !425, !tbaa !109
  %27 = zext i8 %26 to i64, !dbg !426
  %28 = getelementptr inbounds i32, ptr %0, i64 %27, !dbg !426
  %29 = load i32, ptr %28, align 4, !dbg !427, !tbaa !114
  %30 = add i32 %29, 1, !dbg !427
  store i32 %30, ptr %28, align 4, !dbg !427, !tbaa !114
  %31 = icmp ult ptr %25, %20, !dbg !428
  br i1 %31, label %23, label %32, !dbg !429, !llvm.loop !430

32:                                               ; preds = %23, %32
  %33 = phi i32 [ %38, %32 ], [ 255, %23 ], !dbg !416
    #dbg_value(i32 %33, !130, !DIExpression(), !416)
  %34 = zext i32 %33 to i64, !dbg !432
  %35 = getelementptr inbounds i32, ptr %0, i64 %34, !dbg !432
  %36 = load i32, ptr %35, align 4, !dbg !432, !tbaa !114
  %37 = icmp eq i32 %36, 0, !dbg !433
  %38 = add i32 %33, -1, !dbg !434
    #dbg_value(i32 %38, !130, !DIExpression(), !416)
  br i1 %37, label %32, label %39, !dbg !435, !llvm.loop !436

39:                                               ; preds = %32
  store i32 %33, ptr %1, align 4, !dbg !437, !tbaa !114
    #dbg_value(i32 0, !132, !DIExpression(), !438)
    #dbg_value(i32 0, !131, !DIExpression(), !416)
  %40 = add nuw nsw i64 %34, 1, !dbg !439
  %41 = icmp ult i32 %33, 7, !dbg !439
  br i1 %41, label %60, label %42, !dbg !439

42:                                               ; preds = %39
  %43 = and i64 %40, 8589934584, !dbg !439
  br label %44, !dbg !439

44:                                               ; preds = %44, %42
  %45 = phi i64 [ 0, %42 ], [ %54, %44 ], !dbg !440
  %46 = phi <4 x i32> [ zeroinitializer, %42 ], [ %52, %44 ]
  %47 = phi <4 x i32> [ zeroinitializer, %42 ], [ %53, %44 ]
  %48 = getelementptr inbounds i32, ptr %0, i64 %45, !dbg !441
  %49 = getelementptr inbounds i8, ptr %48, i64 16, !dbg !441
  %50 = load <4 x i32>, ptr %48, align 4, !dbg !441, !tbaa !114
  %51 = load <4 x i32>, ptr %49, align 4, !dbg !441, !tbaa !114
  %52 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %50, <4 x i32> %46), !dbg !442
  %53 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %51, <4 x i32> %47), !dbg !442
  %54 = add nuw i64 %45, 8, !dbg !440
  %55 = icmp eq i64 %54, %43, !dbg !440
  br i1 %55, label %56, label %44, !dbg !440, !llvm.loop !443

56:                                               ; preds = %44
  %57 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %52, <4 x i32> %53), !dbg !439
  %58 = tail call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %57), !dbg !439
  %59 = icmp eq i64 %40, %43, !dbg !439
  br i1 %59, label %71, label %60, !dbg !439

60:                                               ; preds = %56, %39
  %61 = phi i64 [ 0, %39 ], [ %43, %56 ]
  %62 = phi i32 [ 0, %39 ], [ %58, %56 ]
  br label %63, !dbg !439

63:                                               ; preds = %60, %63
  %64 = phi i64 [ %69, %63 ], [ %61, %60 ]
  %65 = phi i32 [ %68, %63 ], [ %62, %60 ]
    #dbg_value(i64 %64, !132, !DIExpression(), !438)
    #dbg_value(i32 %65, !131, !DIExpression(), !416)
  %66 = getelementptr inbounds i32, ptr %0, i64 %64, !dbg !441
  %67 = load i32, ptr %66, align 4, !dbg !441, !tbaa !114
  %68 = tail call i32 @llvm.umax.i32(i32 %67, i32 %65), !dbg !442
    #dbg_value(i32 %68, !131, !DIExpression(), !416)
  %69 = add nuw nsw i64 %64, 1, !dbg !440
    #dbg_value(i64 %69, !132, !DIExpression(), !438)
  %70 = icmp eq i64 %64, %34, !dbg !445
  br i1 %70, label %71, label %63, !dbg !439, !llvm.loop !446

71:                                               ; preds = %63, %56
  %72 = phi i32 [ %58, %56 ], [ %68, %63 ], !dbg !442
  %73 = zext i32 %72 to i64, !dbg !447
  br label %76, !dbg !447

74:                                               ; preds = %17
  %75 = tail call fastcc i64 @HIST_count_parallel_wksp(ptr noundef %0, ptr noundef nonnull %1, ptr noundef %2, i64 noundef %3, i32 noundef 0, ptr noundef %4), !dbg !448
  br label %76, !dbg !449

76:                                               ; preds = %74, %71, %22, %10, %6, %15
  %77 = phi i64 [ %16, %15 ], [ -1, %6 ], [ -66, %10 ], [ %75, %74 ], [ 0, %22 ], [ %73, %71 ], !dbg !397
  ret i64 %77, !dbg !450
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local range(i64 -66, 4294967296) i64 @HIST_countFast(ptr nocapture noundef %0, ptr nocapture noundef %1, ptr noundef %2, i64 noundef %3) local_unnamed_addr #1 !dbg !451 {
  %5 = alloca [1024 x i32], align 16, !DIAssignID !463
    #dbg_assign(i1 undef, !459, !DIExpression(), !463, ptr %5, !DIExpression(), !464)
    #dbg_value(ptr %0, !455, !DIExpression(), !464)
    #dbg_value(ptr %1, !456, !DIExpression(), !464)
    #dbg_value(ptr %2, !457, !DIExpression(), !464)
    #dbg_value(i64 %3, !458, !DIExpression(), !464)
  call void @llvm.lifetime.start.p0(i64 4096, ptr nonnull %5) #6, !dbg !465
    #dbg_value(ptr %0, !179, !DIExpression(), !466)
    #dbg_value(ptr %1, !180, !DIExpression(), !466)
    #dbg_value(ptr %2, !181, !DIExpression(), !466)
    #dbg_value(i64 %3, !182, !DIExpression(), !466)
    #dbg_value(ptr %5, !183, !DIExpression(), !466)
    #dbg_value(i64 4096, !184, !DIExpression(), !466)
  %6 = icmp ult i64 %3, 1500, !dbg !468
  br i1 %6, label %7, label %66, !dbg !469

7:                                                ; preds = %4
    #dbg_value(ptr %0, !124, !DIExpression(), !470)
    #dbg_value(ptr %1, !125, !DIExpression(), !470)
    #dbg_value(ptr %2, !126, !DIExpression(), !470)
    #dbg_value(i64 %3, !127, !DIExpression(), !470)
    #dbg_value(ptr %2, !128, !DIExpression(), !470)
  %8 = getelementptr inbounds i8, ptr %2, i64 %3, !dbg !472
    #dbg_value(ptr %8, !129, !DIExpression(), !470)
  %9 = load i32, ptr %1, align 4, !dbg !473, !tbaa !114
    #dbg_value(i32 %9, !130, !DIExpression(), !470)
    #dbg_value(i32 0, !131, !DIExpression(), !470)
  %10 = add i32 %9, 1, !dbg !474
  %11 = zext i32 %10 to i64, !dbg !474
  %12 = shl nuw nsw i64 %11, 2, !dbg !474
  tail call void @llvm.memset.p0.i64(ptr align 4 %0, i8 0, i64 %12, i1 false), !dbg !474
  %13 = icmp eq i64 %3, 0, !dbg !475
  br i1 %13, label %14, label %15, !dbg !476

14:                                               ; preds = %7
  store i32 0, ptr %1, align 4, !dbg !477, !tbaa !114
  br label %68, !dbg !478

15:                                               ; preds = %7, %15
  %16 = phi ptr [ %17, %15 ], [ %2, %7 ]
    #dbg_value(ptr %16, !128, !DIExpression(), !470)
  %17 = getelementptr inbounds i8, ptr %16, i64 1, !dbg !479
    #dbg_value(ptr %17, !128, !DIExpression(), !470)
  %18 = load i8, ptr %16, align 1, !dbg !480, !tbaa !109
  %19 = zext i8 %18 to i64, !dbg !481
  %20 = getelementptr inbounds i32, ptr %0, i64 %19, !dbg !481
  %21 = load i32, ptr %20, align 4, !dbg !482, !tbaa !114
  %22 = add i32 %21, 1, !dbg !482
  store i32 %22, ptr %20, align 4, !dbg !482, !tbaa !114
  %23 = icmp ult ptr %17, %8, !dbg !483
  br i1 %23, label %15, label %24, !dbg !484, !llvm.loop !485

24:                                               ; preds = %15, %24
  %25 = phi i32 [ %30, %24 ], [ %9, %15 ], !dbg !470
    #dbg_value(i32 %25, !130, !DIExpression(), !470)
  %26 = zext i32 %25 to i64, !dbg !487
  %27 = getelementptr inbounds i32, ptr %0, i64 %26, !dbg !487
  %28 = load i32, ptr %27, align 4, !dbg !487, !tbaa !114
  %29 = icmp eq i32 %28, 0, !dbg !488
  %30 = add i32 %25, -1, !dbg !489
    #dbg_value(i32 %30, !130, !DIExpression(), !470)
  br i1 %29, label %24, label %31, !dbg !490, !llvm.loop !491

31:                                               ; preds = %24
  store i32 %25, ptr %1, align 4, !dbg !492, !tbaa !114
    #dbg_value(i32 0, !132, !DIExpression(), !493)
    #dbg_value(i32 0, !131, !DIExpression(), !470)
  %32 = add nuw nsw i64 %26, 1, !dbg !494
  %33 = icmp ult i32 %25, 7, !dbg !494
  br i1 %33, label %52, label %34, !dbg !494

34:                                               ; preds = %31
  %35 = and i64 %32, 8589934584, !dbg !494
  br label %36, !dbg !494

36:                                               ; preds = %36, %34
  %37 = phi i64 [ 0, %34 ], [ %46, %36 ], !dbg !495
  %38 = phi <4 x i32> [ zeroinitializer, %34 ], [ %44, %36 ]
  %39 = phi <4 x i32> [ zeroinitializer, %34 ], [ %45, %36 ]
  %40 = getelementptr inbounds i32, ptr %0, i64 %37, !dbg !496
  %41 = getelementptr inbounds i8, ptr %40, i64 16, !dbg !496
  %42 = load <4 x i32>, ptr %40, align 4, !dbg !496, !tbaa !114
  %43 = load <4 x i32>, ptr %41, align 4, !dbg !496, !tbaa !114
  %44 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %42, <4 x i32> %38), !dbg !497
  %45 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %43, <4 x i32> %39), !dbg !497
  %46 = add nuw i64 %37, 8, !dbg !495
  %47 = icmp eq i64 %46, %35, !dbg !495
  br i1 %47, label %48, label %36, !dbg !495, !llvm.loop !498

48:                                               ; preds = %36
  %49 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %44, <4 x i32> %45), !dbg !494
  %50 = tail call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %49), !dbg !494
  %51 = icmp eq i64 %32, %35, !dbg !494
  br i1 %51, label %63, label %52, !dbg !494

52:                                               ; preds = %48, %31
  %53 = phi i64 [ 0, %31 ], [ %35, %48 ]
  %54 = phi i32 [ 0, %31 ], [ %50, %48 ]
  br label %55, !dbg !494

55:                                               ; preds = %52, %55
  %56 = phi i64 [ %61, %55 ], [ %53, %52 ]
  %57 = phi i32 [ %60, %55 ], [ %54, %52 ]
    #dbg_value(i64 %56, !132, !DIExpression(), !493)
    #dbg_value(i32 %57, !131, !DIExpression(), !470)
  %58 = getelementptr inbounds i32, ptr %0, i64 %56, !dbg !496
  %59 = load i32, ptr %58, align 4, !dbg !496, !tbaa !114
  %60 = tail call i32 @llvm.umax.i32(i32 %59, i32 %57), !dbg !497
    #dbg_value(i32 %60, !131, !DIExpression(), !470)
  %61 = add nuw nsw i64 %56, 1, !dbg !495
    #dbg_value(i64 %61, !132, !DIExpression(), !493)
  %62 = icmp eq i64 %56, %26, !dbg !500
  br i1 %62, label %63, label %55, !dbg !494, !llvm.loop !501

63:                                               ; preds = %55, %48
  %64 = phi i32 [ %50, %48 ], [ %60, %55 ], !dbg !497
  %65 = zext i32 %64 to i64, !dbg !502
  br label %68, !dbg !502

66:                                               ; preds = %4
  %67 = call fastcc i64 @HIST_count_parallel_wksp(ptr noundef %0, ptr noundef %1, ptr noundef %2, i64 noundef %3, i32 noundef 0, ptr noundef nonnull %5), !dbg !503
  br label %68, !dbg !504

68:                                               ; preds = %14, %63, %66
  %69 = phi i64 [ %67, %66 ], [ 0, %14 ], [ %65, %63 ], !dbg !466
  call void @llvm.lifetime.end.p0(i64 4096, ptr nonnull %5) #6, !dbg !505
  ret i64 %69, !dbg !506
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local range(i64 -66, 4294967296) i64 @HIST_count(ptr nocapture noundef %0, ptr nocapture noundef %1, ptr noundef %2, i64 noundef %3) local_unnamed_addr #1 !dbg !507 {
  %5 = alloca [1024 x i32], align 16, !DIAssignID !514
    #dbg_assign(i1 undef, !513, !DIExpression(), !514, ptr %5, !DIExpression(), !515)
    #dbg_value(ptr %0, !509, !DIExpression(), !515)
    #dbg_value(ptr %1, !510, !DIExpression(), !515)
    #dbg_value(ptr %2, !511, !DIExpression(), !515)
    #dbg_value(i64 %3, !512, !DIExpression(), !515)
  call void @llvm.lifetime.start.p0(i64 4096, ptr nonnull %5) #6, !dbg !516
    #dbg_value(ptr %0, !391, !DIExpression(), !517)
    #dbg_value(ptr %1, !392, !DIExpression(), !517)
    #dbg_value(ptr %2, !393, !DIExpression(), !517)
    #dbg_value(i64 %3, !394, !DIExpression(), !517)
    #dbg_value(ptr %5, !395, !DIExpression(), !517)
    #dbg_value(i64 4096, !396, !DIExpression(), !517)
  %6 = load i32, ptr %1, align 4, !dbg !519, !tbaa !114
  %7 = icmp ult i32 %6, 255, !dbg !520
  br i1 %7, label %8, label %10, !dbg !521

8:                                                ; preds = %4
  %9 = call fastcc i64 @HIST_count_parallel_wksp(ptr noundef %0, ptr noundef nonnull %1, ptr noundef %2, i64 noundef %3, i32 noundef 1, ptr noundef nonnull %5), !dbg !522
  br label %69, !dbg !523

10:                                               ; preds = %4
  store i32 255, ptr %1, align 4, !dbg !524, !tbaa !114
    #dbg_value(ptr %0, !179, !DIExpression(), !525)
    #dbg_value(ptr %1, !180, !DIExpression(), !525)
    #dbg_value(ptr %2, !181, !DIExpression(), !525)
    #dbg_value(i64 %3, !182, !DIExpression(), !525)
    #dbg_value(ptr %5, !183, !DIExpression(), !525)
    #dbg_value(i64 4096, !184, !DIExpression(), !525)
  %11 = icmp ult i64 %3, 1500, !dbg !527
  br i1 %11, label %12, label %67, !dbg !528

12:                                               ; preds = %10
    #dbg_value(ptr %0, !124, !DIExpression(), !529)
    #dbg_value(ptr %1, !125, !DIExpression(), !529)
    #dbg_value(ptr %2, !126, !DIExpression(), !529)
    #dbg_value(i64 %3, !127, !DIExpression(), !529)
    #dbg_value(ptr %2, !128, !DIExpression(), !529)
  %13 = getelementptr inbounds i8, ptr %2, i64 %3, !dbg !531
    #dbg_value(ptr %13, !129, !DIExpression(), !529)
    #dbg_value(i32 255, !130, !DIExpression(), !529)
    #dbg_value(i32 0, !131, !DIExpression(), !529)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1024) %0, i8 0, i64 1024, i1 false), !dbg !532
  %14 = icmp eq i64 %3, 0, !dbg !533
  br i1 %14, label %15, label %16, !dbg !534

15:                                               ; preds = %12
  store i32 0, ptr %1, align 4, !dbg !535, !tbaa !114
  br label %69, !dbg !536

16:                                               ; preds = %12, %16
  %17 = phi ptr [ %18, %16 ], [ %2, %12 ]
    #dbg_value(ptr %17, !128, !DIExpression(), !529)
  %18 = getelementptr inbounds i8, ptr %17, i64 1, !dbg !537
    #dbg_value(ptr %18, !128, !DIExpression(), !529)
  %19 = load i8, ptr %17, align 1, !dbg !538, !tbaa !109
  %20 = zext i8 %19 to i64, !dbg !539
  %21 = getelementptr inbounds i32, ptr %0, i64 %20, !dbg !539
  %22 = load i32, ptr %21, align 4, !dbg !540, !tbaa !114
  %23 = add i32 %22, 1, !dbg !540
  store i32 %23, ptr %21, align 4, !dbg !540, !tbaa !114
  %24 = icmp ult ptr %18, %13, !dbg !541
  br i1 %24, label %16, label %25, !dbg !542, !llvm.loop !543

25:                                               ; preds = %16, %25
  %26 = phi i32 [ %31, %25 ], [ 255, %16 ], !dbg !529
    #dbg_value(i32 %26, !130, !DIExpression(), !529)
  %27 = zext i32 %26 to i64, !dbg !545
  %28 = getelementptr inbounds i32, ptr %0, i64 %27, !dbg !545
  %29 = load i32, ptr %28, align 4, !dbg !545, !tbaa !114
  %30 = icmp eq i32 %29, 0, !dbg !546
  %31 = add i32 %26, -1, !dbg !547
    #dbg_value(i32 %31, !130, !DIExpression(), !529)
  br i1 %30, label %25, label %32, !dbg !548, !llvm.loop !549

32:                                               ; preds = %25
  store i32 %26, ptr %1, align 4, !dbg !550, !tbaa !114
    #dbg_value(i32 0, !132, !DIExpression(), !551)
    #dbg_value(i32 0, !131, !DIExpression(), !529)
  %33 = add nuw nsw i64 %27, 1, !dbg !552
  %34 = icmp ult i32 %26, 7, !dbg !552
  br i1 %34, label %53, label %35, !dbg !552

35:                                               ; preds = %32
  %36 = and i64 %33, 8589934584, !dbg !552
  br label %37, !dbg !552

37:                                               ; preds = %37, %35
  %38 = phi i64 [ 0, %35 ], [ %47, %37 ], !dbg !553
  %39 = phi <4 x i32> [ zeroinitializer, %35 ], [ %45, %37 ]
  %40 = phi <4 x i32> [ zeroinitializer, %35 ], [ %46, %37 ]
  %41 = getelementptr inbounds i32, ptr %0, i64 %38, !dbg !554
  %42 = getelementptr inbounds i8, ptr %41, i64 16, !dbg !554
  %43 = load <4 x i32>, ptr %41, align 4, !dbg !554, !tbaa !114
  %44 = load <4 x i32>, ptr %42, align 4, !dbg !554, !tbaa !114
  %45 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %43, <4 x i32> %39), !dbg !555
  %46 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %44, <4 x i32> %40), !dbg !555
  %47 = add nuw i64 %38, 8, !dbg !553
  %48 = icmp eq i64 %47, %36, !dbg !553
  br i1 %48, label %49, label %37, !dbg !553, !llvm.loop !556

49:                                               ; preds = %37
  %50 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %45, <4 x i32> %46), !dbg !552
  %51 = tail call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %50), !dbg !552
  %52 = icmp eq i64 %33, %36, !dbg !552
  br i1 %52, label %64, label %53, !dbg !552

53:                                               ; preds = %49, %32
  %54 = phi i64 [ 0, %32 ], [ %36, %49 ]
  %55 = phi i32 [ 0, %32 ], [ %51, %49 ]
  br label %56, !dbg !552

56:                                               ; preds = %53, %56
  %57 = phi i64 [ %62, %56 ], [ %54, %53 ]
  %58 = phi i32 [ %61, %56 ], [ %55, %53 ]
    #dbg_value(i64 %57, !132, !DIExpression(), !551)
    #dbg_value(i32 %58, !131, !DIExpression(), !529)
  %59 = getelementptr inbounds i32, ptr %0, i64 %57, !dbg !554
  %60 = load i32, ptr %59, align 4, !dbg !554, !tbaa !114
  %61 = tail call i32 @llvm.umax.i32(i32 %60, i32 %58), !dbg !555
    #dbg_value(i32 %61, !131, !DIExpression(), !529)
  %62 = add nuw nsw i64 %57, 1, !dbg !553
    #dbg_value(i64 %62, !132, !DIExpression(), !551)
  %63 = icmp eq i64 %57, %27, !dbg !558
  br i1 %63, label %64, label %56, !dbg !552, !llvm.loop !559

64:                                               ; preds = %56, %49
  %65 = phi i32 [ %51, %49 ], [ %61, %56 ], !dbg !555
  %66 = zext i32 %65 to i64, !dbg !560
  br label %69, !dbg !560

67:                                               ; preds = %10
  %68 = call fastcc i64 @HIST_count_parallel_wksp(ptr noundef %0, ptr noundef nonnull %1, ptr noundef %2, i64 noundef %3, i32 noundef 0, ptr noundef nonnull %5), !dbg !561
  br label %69, !dbg !562

69:                                               ; preds = %8, %15, %64, %67
  %70 = phi i64 [ %9, %8 ], [ %68, %67 ], [ 0, %15 ], [ %66, %64 ], !dbg !517
  call void @llvm.lifetime.end.p0(i64 4096, ptr nonnull %5) #6, !dbg !563
  ret i64 %70, !dbg !564
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.umax.v4i32(<4 x i32>, <4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.umax.v4i32(<4 x i32>) #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!67, !68, !69, !70, !71, !72, !73}
!llvm.ident = !{!74}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !47, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/zstd/lib/compress/hist.c", directory: ".", checksumkind: CSK_MD5, checksum: "8213062658021fdd1f181afd0aa5b4a1")
!2 = !{!3, !43}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !4, line: 60, baseType: !5, size: 32, elements: !6)
!4 = !DIFile(filename: "src/zstd/lib/compress/../common/../zstd_errors.h", directory: ".", checksumkind: CSK_MD5, checksum: "c41245e70dc8b3520adab14d208c8b46")
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !{!7, !8, !9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42}
!7 = !DIEnumerator(name: "ZSTD_error_no_error", value: 0)
!8 = !DIEnumerator(name: "ZSTD_error_GENERIC", value: 1)
!9 = !DIEnumerator(name: "ZSTD_error_prefix_unknown", value: 10)
!10 = !DIEnumerator(name: "ZSTD_error_version_unsupported", value: 12)
!11 = !DIEnumerator(name: "ZSTD_error_frameParameter_unsupported", value: 14)
!12 = !DIEnumerator(name: "ZSTD_error_frameParameter_windowTooLarge", value: 16)
!13 = !DIEnumerator(name: "ZSTD_error_corruption_detected", value: 20)
!14 = !DIEnumerator(name: "ZSTD_error_checksum_wrong", value: 22)
!15 = !DIEnumerator(name: "ZSTD_error_literals_headerWrong", value: 24)
!16 = !DIEnumerator(name: "ZSTD_error_dictionary_corrupted", value: 30)
!17 = !DIEnumerator(name: "ZSTD_error_dictionary_wrong", value: 32)
!18 = !DIEnumerator(name: "ZSTD_error_dictionaryCreation_failed", value: 34)
!19 = !DIEnumerator(name: "ZSTD_error_parameter_unsupported", value: 40)
!20 = !DIEnumerator(name: "ZSTD_error_parameter_combination_unsupported", value: 41)
!21 = !DIEnumerator(name: "ZSTD_error_parameter_outOfBound", value: 42)
!22 = !DIEnumerator(name: "ZSTD_error_tableLog_tooLarge", value: 44)
!23 = !DIEnumerator(name: "ZSTD_error_maxSymbolValue_tooLarge", value: 46)
!24 = !DIEnumerator(name: "ZSTD_error_maxSymbolValue_tooSmall", value: 48)
!25 = !DIEnumerator(name: "ZSTD_error_cannotProduce_uncompressedBlock", value: 49)
!26 = !DIEnumerator(name: "ZSTD_error_stabilityCondition_notRespected", value: 50)
!27 = !DIEnumerator(name: "ZSTD_error_stage_wrong", value: 60)
!28 = !DIEnumerator(name: "ZSTD_error_init_missing", value: 62)
!29 = !DIEnumerator(name: "ZSTD_error_memory_allocation", value: 64)
!30 = !DIEnumerator(name: "ZSTD_error_workSpace_tooSmall", value: 66)
!31 = !DIEnumerator(name: "ZSTD_error_dstSize_tooSmall", value: 70)
!32 = !DIEnumerator(name: "ZSTD_error_srcSize_wrong", value: 72)
!33 = !DIEnumerator(name: "ZSTD_error_dstBuffer_null", value: 74)
!34 = !DIEnumerator(name: "ZSTD_error_noForwardProgress_destFull", value: 80)
!35 = !DIEnumerator(name: "ZSTD_error_noForwardProgress_inputEmpty", value: 82)
!36 = !DIEnumerator(name: "ZSTD_error_frameIndex_tooLarge", value: 100)
!37 = !DIEnumerator(name: "ZSTD_error_seekableIO", value: 102)
!38 = !DIEnumerator(name: "ZSTD_error_dstBuffer_wrong", value: 104)
!39 = !DIEnumerator(name: "ZSTD_error_srcBuffer_wrong", value: 105)
!40 = !DIEnumerator(name: "ZSTD_error_sequenceProducer_failed", value: 106)
!41 = !DIEnumerator(name: "ZSTD_error_externalSequences_invalid", value: 107)
!42 = !DIEnumerator(name: "ZSTD_error_maxCode", value: 120)
!43 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !1, line: 66, baseType: !5, size: 32, elements: !44)
!44 = !{!45, !46}
!45 = !DIEnumerator(name: "trustInput", value: 0)
!46 = !DIEnumerator(name: "checkMaxSymbolValue", value: 1)
!47 = !{!48, !57, !60, !50, !64}
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !50)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "BYTE", file: !51, line: 42, baseType: !52)
!51 = !DIFile(filename: "src/zstd/lib/compress/../common/mem.h", directory: ".", checksumkind: CSK_MD5, checksum: "d7e97ebaddd3cd6c7a39d96291fed5fd")
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !53, line: 24, baseType: !54)
!53 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !55, line: 38, baseType: !56)
!55 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!56 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !58, line: 18, baseType: !59)
!58 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!59 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "U32", file: !51, line: 47, baseType: !62)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !53, line: 26, baseType: !63)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !55, line: 42, baseType: !5)
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!65 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !66)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "unalign32", file: !51, line: 178, baseType: !61, align: 8)
!67 = !{i32 7, !"Dwarf Version", i32 5}
!68 = !{i32 2, !"Debug Info Version", i32 3}
!69 = !{i32 1, !"wchar_size", i32 4}
!70 = !{i32 8, !"PIC Level", i32 2}
!71 = !{i32 7, !"PIE Level", i32 2}
!72 = !{i32 7, !"uwtable", i32 2}
!73 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!74 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!75 = distinct !DISubprogram(name: "HIST_isError", scope: !1, file: !1, line: 24, type: !76, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !78)
!76 = !DISubroutineType(types: !77)
!77 = !{!5, !57}
!78 = !{!79}
!79 = !DILocalVariable(name: "code", arg: 1, scope: !75, file: !1, line: 24, type: !57)
!80 = !DILocation(line: 0, scope: !75)
!81 = !DILocalVariable(name: "code", arg: 1, scope: !82, file: !83, line: 52, type: !57)
!82 = distinct !DISubprogram(name: "ERR_isError", scope: !83, file: !83, line: 52, type: !76, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !84)
!83 = !DIFile(filename: "src/zstd/lib/compress/../common/error_private.h", directory: ".", checksumkind: CSK_MD5, checksum: "1d0cef8a5e98eb2b775855dfe9cf1dbf")
!84 = !{!81}
!85 = !DILocation(line: 0, scope: !82, inlinedAt: !86)
!86 = distinct !DILocation(line: 24, column: 45, scope: !75)
!87 = !DILocation(line: 52, column: 61, scope: !82, inlinedAt: !86)
!88 = !DILocation(line: 24, column: 38, scope: !75)
!89 = distinct !DISubprogram(name: "HIST_add", scope: !1, file: !1, line: 29, type: !90, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !95)
!90 = !DISubroutineType(types: !91)
!91 = !{null, !92, !93, !57}
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!95 = !{!96, !97, !98, !99, !100}
!96 = !DILocalVariable(name: "count", arg: 1, scope: !89, file: !1, line: 29, type: !92)
!97 = !DILocalVariable(name: "src", arg: 2, scope: !89, file: !1, line: 29, type: !93)
!98 = !DILocalVariable(name: "srcSize", arg: 3, scope: !89, file: !1, line: 29, type: !57)
!99 = !DILocalVariable(name: "ip", scope: !89, file: !1, line: 31, type: !48)
!100 = !DILocalVariable(name: "end", scope: !89, file: !1, line: 32, type: !101)
!101 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !48)
!102 = !DILocation(line: 0, scope: !89)
!103 = !DILocation(line: 32, column: 32, scope: !89)
!104 = !DILocation(line: 34, column: 14, scope: !89)
!105 = !DILocation(line: 34, column: 5, scope: !89)
!106 = !DILocation(line: 35, column: 18, scope: !107)
!107 = distinct !DILexicalBlock(scope: !89, file: !1, line: 34, column: 20)
!108 = !DILocation(line: 35, column: 15, scope: !107)
!109 = !{!110, !110, i64 0}
!110 = !{!"omnipotent char", !111, i64 0}
!111 = !{!"Simple C/C++ TBAA"}
!112 = !DILocation(line: 35, column: 9, scope: !107)
!113 = !DILocation(line: 35, column: 21, scope: !107)
!114 = !{!115, !115, i64 0}
!115 = !{!"int", !110, i64 0}
!116 = distinct !{!116, !105, !117, !118}
!117 = !DILocation(line: 36, column: 5, scope: !89)
!118 = !{!"llvm.loop.mustprogress"}
!119 = !DILocation(line: 37, column: 1, scope: !89)
!120 = distinct !DISubprogram(name: "HIST_count_simple", scope: !1, file: !1, line: 39, type: !121, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !123)
!121 = !DISubroutineType(types: !122)
!122 = !{!5, !92, !92, !93, !57}
!123 = !{!124, !125, !126, !127, !128, !129, !130, !131, !132}
!124 = !DILocalVariable(name: "count", arg: 1, scope: !120, file: !1, line: 39, type: !92)
!125 = !DILocalVariable(name: "maxSymbolValuePtr", arg: 2, scope: !120, file: !1, line: 39, type: !92)
!126 = !DILocalVariable(name: "src", arg: 3, scope: !120, file: !1, line: 40, type: !93)
!127 = !DILocalVariable(name: "srcSize", arg: 4, scope: !120, file: !1, line: 40, type: !57)
!128 = !DILocalVariable(name: "ip", scope: !120, file: !1, line: 42, type: !48)
!129 = !DILocalVariable(name: "end", scope: !120, file: !1, line: 43, type: !101)
!130 = !DILocalVariable(name: "maxSymbolValue", scope: !120, file: !1, line: 44, type: !5)
!131 = !DILocalVariable(name: "largestCount", scope: !120, file: !1, line: 45, type: !5)
!132 = !DILocalVariable(name: "s", scope: !133, file: !1, line: 58, type: !61)
!133 = distinct !DILexicalBlock(scope: !120, file: !1, line: 58, column: 5)
!134 = !DILocation(line: 0, scope: !120)
!135 = !DILocation(line: 43, column: 32, scope: !120)
!136 = !DILocation(line: 44, column: 31, scope: !120)
!137 = !DILocation(line: 47, column: 5, scope: !120)
!138 = !DILocation(line: 48, column: 16, scope: !139)
!139 = distinct !DILexicalBlock(scope: !120, file: !1, line: 48, column: 9)
!140 = !DILocation(line: 48, column: 9, scope: !120)
!141 = !DILocation(line: 50, column: 14, scope: !120)
!142 = !DILocation(line: 50, column: 5, scope: !120)
!143 = !DILocation(line: 48, column: 42, scope: !144)
!144 = distinct !DILexicalBlock(scope: !139, file: !1, line: 48, column: 21)
!145 = !DILocation(line: 48, column: 47, scope: !144)
!146 = !DILocation(line: 52, column: 18, scope: !147)
!147 = distinct !DILexicalBlock(scope: !120, file: !1, line: 50, column: 20)
!148 = !DILocation(line: 52, column: 15, scope: !147)
!149 = !DILocation(line: 52, column: 9, scope: !147)
!150 = !DILocation(line: 52, column: 21, scope: !147)
!151 = distinct !{!151, !142, !152, !118}
!152 = !DILocation(line: 53, column: 5, scope: !120)
!153 = !DILocation(line: 55, column: 5, scope: !120)
!154 = !DILocation(line: 55, column: 13, scope: !120)
!155 = !DILocation(line: 55, column: 12, scope: !120)
!156 = !DILocation(line: 55, column: 50, scope: !120)
!157 = distinct !{!157, !153, !156, !118}
!158 = !DILocation(line: 56, column: 24, scope: !120)
!159 = !DILocation(line: 0, scope: !133)
!160 = !DILocation(line: 59, column: 9, scope: !161)
!161 = distinct !DILexicalBlock(scope: !133, file: !1, line: 59, column: 9)
!162 = !DILocation(line: 59, column: 39, scope: !163)
!163 = distinct !DILexicalBlock(scope: !161, file: !1, line: 59, column: 9)
!164 = !DILocation(line: 60, column: 17, scope: !165)
!165 = distinct !DILexicalBlock(scope: !163, file: !1, line: 60, column: 17)
!166 = !DILocation(line: 60, column: 17, scope: !163)
!167 = distinct !{!167, !160, !168, !118, !169, !170}
!168 = !DILocation(line: 60, column: 64, scope: !161)
!169 = !{!"llvm.loop.isvectorized", i32 1}
!170 = !{!"llvm.loop.unroll.runtime.disable"}
!171 = !DILocation(line: 59, column: 20, scope: !163)
!172 = distinct !{!172, !160, !168, !118, !170, !169}
!173 = !DILocation(line: 64, column: 1, scope: !120)
!174 = distinct !DISubprogram(name: "HIST_countFast_wksp", scope: !1, file: !1, line: 150, type: !175, scopeLine: 153, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !178)
!175 = !DISubroutineType(types: !176)
!176 = !{!57, !92, !92, !93, !57, !177, !57}
!177 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!178 = !{!179, !180, !181, !182, !183, !184}
!179 = !DILocalVariable(name: "count", arg: 1, scope: !174, file: !1, line: 150, type: !92)
!180 = !DILocalVariable(name: "maxSymbolValuePtr", arg: 2, scope: !174, file: !1, line: 150, type: !92)
!181 = !DILocalVariable(name: "source", arg: 3, scope: !174, file: !1, line: 151, type: !93)
!182 = !DILocalVariable(name: "sourceSize", arg: 4, scope: !174, file: !1, line: 151, type: !57)
!183 = !DILocalVariable(name: "workSpace", arg: 5, scope: !174, file: !1, line: 152, type: !177)
!184 = !DILocalVariable(name: "workSpaceSize", arg: 6, scope: !174, file: !1, line: 152, type: !57)
!185 = !DILocation(line: 0, scope: !174)
!186 = !DILocation(line: 154, column: 20, scope: !187)
!187 = distinct !DILexicalBlock(scope: !174, file: !1, line: 154, column: 9)
!188 = !DILocation(line: 154, column: 9, scope: !174)
!189 = !DILocation(line: 0, scope: !120, inlinedAt: !190)
!190 = distinct !DILocation(line: 155, column: 16, scope: !187)
!191 = !DILocation(line: 43, column: 32, scope: !120, inlinedAt: !190)
!192 = !DILocation(line: 44, column: 31, scope: !120, inlinedAt: !190)
!193 = !DILocation(line: 47, column: 5, scope: !120, inlinedAt: !190)
!194 = !DILocation(line: 48, column: 16, scope: !139, inlinedAt: !190)
!195 = !DILocation(line: 48, column: 9, scope: !120, inlinedAt: !190)
!196 = !DILocation(line: 48, column: 42, scope: !144, inlinedAt: !190)
!197 = !DILocation(line: 48, column: 47, scope: !144, inlinedAt: !190)
!198 = !DILocation(line: 52, column: 18, scope: !147, inlinedAt: !190)
!199 = !DILocation(line: 52, column: 15, scope: !147, inlinedAt: !190)
!200 = !DILocation(line: 52, column: 9, scope: !147, inlinedAt: !190)
!201 = !DILocation(line: 52, column: 21, scope: !147, inlinedAt: !190)
!202 = !DILocation(line: 50, column: 14, scope: !120, inlinedAt: !190)
!203 = !DILocation(line: 50, column: 5, scope: !120, inlinedAt: !190)
!204 = distinct !{!204, !203, !205, !118}
!205 = !DILocation(line: 53, column: 5, scope: !120, inlinedAt: !190)
!206 = !DILocation(line: 55, column: 13, scope: !120, inlinedAt: !190)
!207 = !DILocation(line: 55, column: 12, scope: !120, inlinedAt: !190)
!208 = !DILocation(line: 55, column: 50, scope: !120, inlinedAt: !190)
!209 = !DILocation(line: 55, column: 5, scope: !120, inlinedAt: !190)
!210 = distinct !{!210, !209, !208, !118}
!211 = !DILocation(line: 56, column: 24, scope: !120, inlinedAt: !190)
!212 = !DILocation(line: 0, scope: !133, inlinedAt: !190)
!213 = !DILocation(line: 59, column: 9, scope: !161, inlinedAt: !190)
!214 = !DILocation(line: 59, column: 39, scope: !163, inlinedAt: !190)
!215 = !DILocation(line: 60, column: 17, scope: !165, inlinedAt: !190)
!216 = !DILocation(line: 60, column: 17, scope: !163, inlinedAt: !190)
!217 = distinct !{!217, !213, !218, !118, !169, !170}
!218 = !DILocation(line: 60, column: 64, scope: !161, inlinedAt: !190)
!219 = !DILocation(line: 59, column: 20, scope: !163, inlinedAt: !190)
!220 = distinct !{!220, !213, !218, !118, !170, !169}
!221 = !DILocation(line: 155, column: 16, scope: !187)
!222 = !DILocation(line: 156, column: 9, scope: !223)
!223 = distinct !DILexicalBlock(scope: !174, file: !1, line: 156, column: 9)
!224 = !DILocation(line: 156, column: 27, scope: !223)
!225 = !DILocation(line: 156, column: 9, scope: !174)
!226 = !DILocation(line: 157, column: 23, scope: !227)
!227 = distinct !DILexicalBlock(scope: !174, file: !1, line: 157, column: 9)
!228 = !DILocation(line: 157, column: 9, scope: !174)
!229 = !DILocation(line: 158, column: 12, scope: !174)
!230 = !DILocation(line: 158, column: 5, scope: !174)
!231 = !DILocation(line: 159, column: 1, scope: !174)
!232 = distinct !DISubprogram(name: "HIST_count_parallel_wksp", scope: !1, file: !1, line: 76, type: !233, scopeLine: 81, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !237)
!233 = !DISubroutineType(types: !234)
!234 = !{!57, !92, !92, !93, !57, !235, !236}
!235 = !DIDerivedType(tag: DW_TAG_typedef, name: "HIST_checkInput_e", file: !1, line: 66, baseType: !43)
!236 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !60)
!237 = !{!238, !239, !240, !241, !242, !243, !244, !245, !246, !248, !249, !250, !251, !252, !253, !255, !257, !259}
!238 = !DILocalVariable(name: "count", arg: 1, scope: !232, file: !1, line: 77, type: !92)
!239 = !DILocalVariable(name: "maxSymbolValuePtr", arg: 2, scope: !232, file: !1, line: 77, type: !92)
!240 = !DILocalVariable(name: "source", arg: 3, scope: !232, file: !1, line: 78, type: !93)
!241 = !DILocalVariable(name: "sourceSize", arg: 4, scope: !232, file: !1, line: 78, type: !57)
!242 = !DILocalVariable(name: "check", arg: 5, scope: !232, file: !1, line: 79, type: !235)
!243 = !DILocalVariable(name: "workSpace", arg: 6, scope: !232, file: !1, line: 80, type: !236)
!244 = !DILocalVariable(name: "ip", scope: !232, file: !1, line: 82, type: !48)
!245 = !DILocalVariable(name: "iend", scope: !232, file: !1, line: 83, type: !101)
!246 = !DILocalVariable(name: "countSize", scope: !232, file: !1, line: 84, type: !247)
!247 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !57)
!248 = !DILocalVariable(name: "max", scope: !232, file: !1, line: 85, type: !5)
!249 = !DILocalVariable(name: "Counting1", scope: !232, file: !1, line: 86, type: !236)
!250 = !DILocalVariable(name: "Counting2", scope: !232, file: !1, line: 87, type: !236)
!251 = !DILocalVariable(name: "Counting3", scope: !232, file: !1, line: 88, type: !236)
!252 = !DILocalVariable(name: "Counting4", scope: !232, file: !1, line: 89, type: !236)
!253 = !DILocalVariable(name: "cached", scope: !254, file: !1, line: 101, type: !61)
!254 = distinct !DILexicalBlock(scope: !232, file: !1, line: 101, column: 5)
!255 = !DILocalVariable(name: "c", scope: !256, file: !1, line: 103, type: !61)
!256 = distinct !DILexicalBlock(scope: !254, file: !1, line: 102, column: 30)
!257 = !DILocalVariable(name: "s", scope: !258, file: !1, line: 130, type: !61)
!258 = distinct !DILexicalBlock(scope: !232, file: !1, line: 130, column: 5)
!259 = !DILocalVariable(name: "maxSymbolValue", scope: !260, file: !1, line: 136, type: !5)
!260 = distinct !DILexicalBlock(scope: !232, file: !1, line: 136, column: 5)
!261 = !DILocation(line: 0, scope: !232)
!262 = !DILocation(line: 84, column: 31, scope: !232)
!263 = !DILocation(line: 84, column: 50, scope: !232)
!264 = !DILocation(line: 84, column: 30, scope: !232)
!265 = !DILocation(line: 84, column: 55, scope: !232)
!266 = !DILocation(line: 87, column: 38, scope: !232)
!267 = !DILocation(line: 88, column: 38, scope: !232)
!268 = !DILocation(line: 89, column: 38, scope: !232)
!269 = !DILocation(line: 93, column: 10, scope: !270)
!270 = distinct !DILexicalBlock(scope: !232, file: !1, line: 93, column: 9)
!271 = !DILocation(line: 93, column: 9, scope: !232)
!272 = !DILocation(line: 94, column: 9, scope: !273)
!273 = distinct !DILexicalBlock(scope: !270, file: !1, line: 93, column: 22)
!274 = !DILocation(line: 95, column: 28, scope: !273)
!275 = !DILocation(line: 96, column: 9, scope: !273)
!276 = !DILocation(line: 98, column: 5, scope: !232)
!277 = !DILocalVariable(name: "ptr", arg: 1, scope: !278, file: !51, line: 183, type: !93)
!278 = distinct !DISubprogram(name: "MEM_read32", scope: !51, file: !51, line: 183, type: !279, scopeLine: 183, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !281)
!279 = !DISubroutineType(types: !280)
!280 = !{!61, !93}
!281 = !{!277}
!282 = !DILocation(line: 0, scope: !278, inlinedAt: !283)
!283 = distinct !DILocation(line: 101, column: 22, scope: !254)
!284 = !DILocation(line: 0, scope: !254)
!285 = !DILocation(line: 102, column: 19, scope: !254)
!286 = !DILocation(line: 102, column: 9, scope: !254)
!287 = !DILocation(line: 183, column: 53, scope: !278, inlinedAt: !283)
!288 = !DILocation(line: 128, column: 14, scope: !232)
!289 = !DILocation(line: 128, column: 5, scope: !232)
!290 = !DILocation(line: 128, column: 34, scope: !232)
!291 = !DILocation(line: 128, column: 31, scope: !232)
!292 = !DILocation(line: 128, column: 21, scope: !232)
!293 = !DILocation(line: 128, column: 37, scope: !232)
!294 = distinct !{!294, !295}
!295 = !{!"llvm.loop.unroll.disable"}
!296 = !DILocation(line: 0, scope: !256)
!297 = !DILocation(line: 0, scope: !278, inlinedAt: !298)
!298 = distinct !DILocation(line: 103, column: 38, scope: !256)
!299 = !DILocation(line: 183, column: 53, scope: !278, inlinedAt: !298)
!300 = !DILocation(line: 103, column: 57, scope: !256)
!301 = !DILocation(line: 104, column: 13, scope: !256)
!302 = !DILocation(line: 104, column: 37, scope: !256)
!303 = !DILocation(line: 105, column: 31, scope: !256)
!304 = !DILocation(line: 105, column: 13, scope: !256)
!305 = !DILocation(line: 105, column: 37, scope: !256)
!306 = !DILocation(line: 106, column: 31, scope: !256)
!307 = !DILocation(line: 106, column: 13, scope: !256)
!308 = !DILocation(line: 106, column: 37, scope: !256)
!309 = !DILocation(line: 107, column: 31, scope: !256)
!310 = !DILocation(line: 107, column: 13, scope: !256)
!311 = !DILocation(line: 107, column: 37, scope: !256)
!312 = !DILocation(line: 0, scope: !278, inlinedAt: !313)
!313 = distinct !DILocation(line: 108, column: 34, scope: !256)
!314 = !DILocation(line: 183, column: 53, scope: !278, inlinedAt: !313)
!315 = !DILocation(line: 108, column: 53, scope: !256)
!316 = !DILocation(line: 109, column: 13, scope: !256)
!317 = !DILocation(line: 109, column: 37, scope: !256)
!318 = !DILocation(line: 110, column: 31, scope: !256)
!319 = !DILocation(line: 110, column: 13, scope: !256)
!320 = !DILocation(line: 110, column: 37, scope: !256)
!321 = !DILocation(line: 111, column: 31, scope: !256)
!322 = !DILocation(line: 111, column: 13, scope: !256)
!323 = !DILocation(line: 111, column: 37, scope: !256)
!324 = !DILocation(line: 112, column: 31, scope: !256)
!325 = !DILocation(line: 112, column: 13, scope: !256)
!326 = !DILocation(line: 112, column: 37, scope: !256)
!327 = !DILocation(line: 0, scope: !278, inlinedAt: !328)
!328 = distinct !DILocation(line: 113, column: 34, scope: !256)
!329 = !DILocation(line: 183, column: 53, scope: !278, inlinedAt: !328)
!330 = !DILocation(line: 113, column: 53, scope: !256)
!331 = !DILocation(line: 114, column: 13, scope: !256)
!332 = !DILocation(line: 114, column: 37, scope: !256)
!333 = !DILocation(line: 115, column: 31, scope: !256)
!334 = !DILocation(line: 115, column: 13, scope: !256)
!335 = !DILocation(line: 115, column: 37, scope: !256)
!336 = !DILocation(line: 116, column: 31, scope: !256)
!337 = !DILocation(line: 116, column: 13, scope: !256)
!338 = !DILocation(line: 116, column: 37, scope: !256)
!339 = !DILocation(line: 117, column: 31, scope: !256)
!340 = !DILocation(line: 117, column: 13, scope: !256)
!341 = !DILocation(line: 117, column: 37, scope: !256)
!342 = !DILocation(line: 0, scope: !278, inlinedAt: !343)
!343 = distinct !DILocation(line: 118, column: 34, scope: !256)
!344 = !DILocation(line: 183, column: 53, scope: !278, inlinedAt: !343)
!345 = !DILocation(line: 119, column: 13, scope: !256)
!346 = !DILocation(line: 119, column: 37, scope: !256)
!347 = !DILocation(line: 120, column: 31, scope: !256)
!348 = !DILocation(line: 120, column: 13, scope: !256)
!349 = !DILocation(line: 120, column: 37, scope: !256)
!350 = !DILocation(line: 121, column: 31, scope: !256)
!351 = !DILocation(line: 121, column: 13, scope: !256)
!352 = !DILocation(line: 121, column: 37, scope: !256)
!353 = !DILocation(line: 122, column: 31, scope: !256)
!354 = !DILocation(line: 122, column: 13, scope: !256)
!355 = !DILocation(line: 122, column: 37, scope: !256)
!356 = distinct !{!356, !286, !357, !118}
!357 = !DILocation(line: 123, column: 9, scope: !254)
!358 = !DILocation(line: 131, column: 27, scope: !359)
!359 = distinct !DILexicalBlock(scope: !360, file: !1, line: 131, column: 9)
!360 = distinct !DILexicalBlock(scope: !258, file: !1, line: 131, column: 9)
!361 = !DILocation(line: 132, column: 29, scope: !362)
!362 = distinct !DILexicalBlock(scope: !359, file: !1, line: 131, column: 31)
!363 = !DILocation(line: 132, column: 44, scope: !362)
!364 = !DILocation(line: 132, column: 42, scope: !362)
!365 = !DILocation(line: 132, column: 59, scope: !362)
!366 = !DILocation(line: 132, column: 57, scope: !362)
!367 = !DILocation(line: 132, column: 13, scope: !362)
!368 = !DILocation(line: 132, column: 26, scope: !362)
!369 = !DILocation(line: 133, column: 17, scope: !362)
!370 = distinct !{!370, !371, !372, !118, !169, !170}
!371 = !DILocation(line: 131, column: 9, scope: !360)
!372 = !DILocation(line: 134, column: 5, scope: !360)
!373 = !DILocation(line: 137, column: 9, scope: !260)
!374 = distinct !{!374, !289, !293, !118}
!375 = !DILocation(line: 0, scope: !260)
!376 = !DILocation(line: 137, column: 17, scope: !260)
!377 = !DILocation(line: 137, column: 16, scope: !260)
!378 = !DILocation(line: 137, column: 58, scope: !260)
!379 = distinct !{!379, !373, !378, !118}
!380 = !DILocation(line: 138, column: 13, scope: !381)
!381 = distinct !DILexicalBlock(scope: !260, file: !1, line: 138, column: 13)
!382 = !DILocation(line: 138, column: 19, scope: !381)
!383 = !DILocation(line: 138, column: 39, scope: !381)
!384 = !DILocation(line: 138, column: 37, scope: !381)
!385 = !DILocation(line: 138, column: 13, scope: !260)
!386 = !DILocation(line: 139, column: 28, scope: !260)
!387 = !DILocation(line: 140, column: 9, scope: !260)
!388 = !DILocation(line: 143, column: 1, scope: !232)
!389 = distinct !DISubprogram(name: "HIST_count_wksp", scope: !1, file: !1, line: 164, type: !175, scopeLine: 167, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !390)
!390 = !{!391, !392, !393, !394, !395, !396}
!391 = !DILocalVariable(name: "count", arg: 1, scope: !389, file: !1, line: 164, type: !92)
!392 = !DILocalVariable(name: "maxSymbolValuePtr", arg: 2, scope: !389, file: !1, line: 164, type: !92)
!393 = !DILocalVariable(name: "source", arg: 3, scope: !389, file: !1, line: 165, type: !93)
!394 = !DILocalVariable(name: "sourceSize", arg: 4, scope: !389, file: !1, line: 165, type: !57)
!395 = !DILocalVariable(name: "workSpace", arg: 5, scope: !389, file: !1, line: 166, type: !177)
!396 = !DILocalVariable(name: "workSpaceSize", arg: 6, scope: !389, file: !1, line: 166, type: !57)
!397 = !DILocation(line: 0, scope: !389)
!398 = !DILocation(line: 168, column: 9, scope: !399)
!399 = distinct !DILexicalBlock(scope: !389, file: !1, line: 168, column: 9)
!400 = !DILocation(line: 168, column: 27, scope: !399)
!401 = !DILocation(line: 168, column: 9, scope: !389)
!402 = !DILocation(line: 169, column: 23, scope: !403)
!403 = distinct !DILexicalBlock(scope: !389, file: !1, line: 169, column: 9)
!404 = !DILocation(line: 169, column: 9, scope: !389)
!405 = !DILocation(line: 170, column: 9, scope: !406)
!406 = distinct !DILexicalBlock(scope: !389, file: !1, line: 170, column: 9)
!407 = !DILocation(line: 170, column: 28, scope: !406)
!408 = !DILocation(line: 170, column: 9, scope: !389)
!409 = !DILocation(line: 171, column: 16, scope: !406)
!410 = !DILocation(line: 171, column: 9, scope: !406)
!411 = !DILocation(line: 172, column: 24, scope: !389)
!412 = !DILocation(line: 0, scope: !174, inlinedAt: !413)
!413 = distinct !DILocation(line: 173, column: 12, scope: !389)
!414 = !DILocation(line: 154, column: 20, scope: !187, inlinedAt: !413)
!415 = !DILocation(line: 154, column: 9, scope: !174, inlinedAt: !413)
!416 = !DILocation(line: 0, scope: !120, inlinedAt: !417)
!417 = distinct !DILocation(line: 155, column: 16, scope: !187, inlinedAt: !413)
!418 = !DILocation(line: 43, column: 32, scope: !120, inlinedAt: !417)
!419 = !DILocation(line: 47, column: 5, scope: !120, inlinedAt: !417)
!420 = !DILocation(line: 48, column: 16, scope: !139, inlinedAt: !417)
!421 = !DILocation(line: 48, column: 9, scope: !120, inlinedAt: !417)
!422 = !DILocation(line: 48, column: 42, scope: !144, inlinedAt: !417)
!423 = !DILocation(line: 48, column: 47, scope: !144, inlinedAt: !417)
!424 = !DILocation(line: 52, column: 18, scope: !147, inlinedAt: !417)
!425 = !DILocation(line: 52, column: 15, scope: !147, inlinedAt: !417)
!426 = !DILocation(line: 52, column: 9, scope: !147, inlinedAt: !417)
!427 = !DILocation(line: 52, column: 21, scope: !147, inlinedAt: !417)
!428 = !DILocation(line: 50, column: 14, scope: !120, inlinedAt: !417)
!429 = !DILocation(line: 50, column: 5, scope: !120, inlinedAt: !417)
!430 = distinct !{!430, !429, !431, !118}
!431 = !DILocation(line: 53, column: 5, scope: !120, inlinedAt: !417)
!432 = !DILocation(line: 55, column: 13, scope: !120, inlinedAt: !417)
!433 = !DILocation(line: 55, column: 12, scope: !120, inlinedAt: !417)
!434 = !DILocation(line: 55, column: 50, scope: !120, inlinedAt: !417)
!435 = !DILocation(line: 55, column: 5, scope: !120, inlinedAt: !417)
!436 = distinct !{!436, !435, !434, !118}
!437 = !DILocation(line: 56, column: 24, scope: !120, inlinedAt: !417)
!438 = !DILocation(line: 0, scope: !133, inlinedAt: !417)
!439 = !DILocation(line: 59, column: 9, scope: !161, inlinedAt: !417)
!440 = !DILocation(line: 59, column: 39, scope: !163, inlinedAt: !417)
!441 = !DILocation(line: 60, column: 17, scope: !165, inlinedAt: !417)
!442 = !DILocation(line: 60, column: 17, scope: !163, inlinedAt: !417)
!443 = distinct !{!443, !439, !444, !118, !169, !170}
!444 = !DILocation(line: 60, column: 64, scope: !161, inlinedAt: !417)
!445 = !DILocation(line: 59, column: 20, scope: !163, inlinedAt: !417)
!446 = distinct !{!446, !439, !444, !118, !170, !169}
!447 = !DILocation(line: 155, column: 16, scope: !187, inlinedAt: !413)
!448 = !DILocation(line: 158, column: 12, scope: !174, inlinedAt: !413)
!449 = !DILocation(line: 158, column: 5, scope: !174, inlinedAt: !413)
!450 = !DILocation(line: 174, column: 1, scope: !389)
!451 = distinct !DISubprogram(name: "HIST_countFast", scope: !1, file: !1, line: 178, type: !452, scopeLine: 180, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !454)
!452 = !DISubroutineType(types: !453)
!453 = !{!57, !92, !92, !93, !57}
!454 = !{!455, !456, !457, !458, !459}
!455 = !DILocalVariable(name: "count", arg: 1, scope: !451, file: !1, line: 178, type: !92)
!456 = !DILocalVariable(name: "maxSymbolValuePtr", arg: 2, scope: !451, file: !1, line: 178, type: !92)
!457 = !DILocalVariable(name: "source", arg: 3, scope: !451, file: !1, line: 179, type: !93)
!458 = !DILocalVariable(name: "sourceSize", arg: 4, scope: !451, file: !1, line: 179, type: !57)
!459 = !DILocalVariable(name: "tmpCounters", scope: !451, file: !1, line: 181, type: !460)
!460 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32768, elements: !461)
!461 = !{!462}
!462 = !DISubrange(count: 1024)
!463 = distinct !DIAssignID()
!464 = !DILocation(line: 0, scope: !451)
!465 = !DILocation(line: 181, column: 5, scope: !451)
!466 = !DILocation(line: 0, scope: !174, inlinedAt: !467)
!467 = distinct !DILocation(line: 182, column: 12, scope: !451)
!468 = !DILocation(line: 154, column: 20, scope: !187, inlinedAt: !467)
!469 = !DILocation(line: 154, column: 9, scope: !174, inlinedAt: !467)
!470 = !DILocation(line: 0, scope: !120, inlinedAt: !471)
!471 = distinct !DILocation(line: 155, column: 16, scope: !187, inlinedAt: !467)
!472 = !DILocation(line: 43, column: 32, scope: !120, inlinedAt: !471)
!473 = !DILocation(line: 44, column: 31, scope: !120, inlinedAt: !471)
!474 = !DILocation(line: 47, column: 5, scope: !120, inlinedAt: !471)
!475 = !DILocation(line: 48, column: 16, scope: !139, inlinedAt: !471)
!476 = !DILocation(line: 48, column: 9, scope: !120, inlinedAt: !471)
!477 = !DILocation(line: 48, column: 42, scope: !144, inlinedAt: !471)
!478 = !DILocation(line: 48, column: 47, scope: !144, inlinedAt: !471)
!479 = !DILocation(line: 52, column: 18, scope: !147, inlinedAt: !471)
!480 = !DILocation(line: 52, column: 15, scope: !147, inlinedAt: !471)
!481 = !DILocation(line: 52, column: 9, scope: !147, inlinedAt: !471)
!482 = !DILocation(line: 52, column: 21, scope: !147, inlinedAt: !471)
!483 = !DILocation(line: 50, column: 14, scope: !120, inlinedAt: !471)
!484 = !DILocation(line: 50, column: 5, scope: !120, inlinedAt: !471)
!485 = distinct !{!485, !484, !486, !118}
!486 = !DILocation(line: 53, column: 5, scope: !120, inlinedAt: !471)
!487 = !DILocation(line: 55, column: 13, scope: !120, inlinedAt: !471)
!488 = !DILocation(line: 55, column: 12, scope: !120, inlinedAt: !471)
!489 = !DILocation(line: 55, column: 50, scope: !120, inlinedAt: !471)
!490 = !DILocation(line: 55, column: 5, scope: !120, inlinedAt: !471)
!491 = distinct !{!491, !490, !489, !118}
!492 = !DILocation(line: 56, column: 24, scope: !120, inlinedAt: !471)
!493 = !DILocation(line: 0, scope: !133, inlinedAt: !471)
!494 = !DILocation(line: 59, column: 9, scope: !161, inlinedAt: !471)
!495 = !DILocation(line: 59, column: 39, scope: !163, inlinedAt: !471)
!496 = !DILocation(line: 60, column: 17, scope: !165, inlinedAt: !471)
!497 = !DILocation(line: 60, column: 17, scope: !163, inlinedAt: !471)
!498 = distinct !{!498, !494, !499, !118, !169, !170}
!499 = !DILocation(line: 60, column: 64, scope: !161, inlinedAt: !471)
!500 = !DILocation(line: 59, column: 20, scope: !163, inlinedAt: !471)
!501 = distinct !{!501, !494, !499, !118, !170, !169}
!502 = !DILocation(line: 155, column: 16, scope: !187, inlinedAt: !467)
!503 = !DILocation(line: 158, column: 12, scope: !174, inlinedAt: !467)
!504 = !DILocation(line: 158, column: 5, scope: !174, inlinedAt: !467)
!505 = !DILocation(line: 183, column: 1, scope: !451)
!506 = !DILocation(line: 182, column: 5, scope: !451)
!507 = distinct !DISubprogram(name: "HIST_count", scope: !1, file: !1, line: 185, type: !452, scopeLine: 187, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !508)
!508 = !{!509, !510, !511, !512, !513}
!509 = !DILocalVariable(name: "count", arg: 1, scope: !507, file: !1, line: 185, type: !92)
!510 = !DILocalVariable(name: "maxSymbolValuePtr", arg: 2, scope: !507, file: !1, line: 185, type: !92)
!511 = !DILocalVariable(name: "src", arg: 3, scope: !507, file: !1, line: 186, type: !93)
!512 = !DILocalVariable(name: "srcSize", arg: 4, scope: !507, file: !1, line: 186, type: !57)
!513 = !DILocalVariable(name: "tmpCounters", scope: !507, file: !1, line: 188, type: !460)
!514 = distinct !DIAssignID()
!515 = !DILocation(line: 0, scope: !507)
!516 = !DILocation(line: 188, column: 5, scope: !507)
!517 = !DILocation(line: 0, scope: !389, inlinedAt: !518)
!518 = distinct !DILocation(line: 189, column: 12, scope: !507)
!519 = !DILocation(line: 170, column: 9, scope: !406, inlinedAt: !518)
!520 = !DILocation(line: 170, column: 28, scope: !406, inlinedAt: !518)
!521 = !DILocation(line: 170, column: 9, scope: !389, inlinedAt: !518)
!522 = !DILocation(line: 171, column: 16, scope: !406, inlinedAt: !518)
!523 = !DILocation(line: 171, column: 9, scope: !406, inlinedAt: !518)
!524 = !DILocation(line: 172, column: 24, scope: !389, inlinedAt: !518)
!525 = !DILocation(line: 0, scope: !174, inlinedAt: !526)
!526 = distinct !DILocation(line: 173, column: 12, scope: !389, inlinedAt: !518)
!527 = !DILocation(line: 154, column: 20, scope: !187, inlinedAt: !526)
!528 = !DILocation(line: 154, column: 9, scope: !174, inlinedAt: !526)
!529 = !DILocation(line: 0, scope: !120, inlinedAt: !530)
!530 = distinct !DILocation(line: 155, column: 16, scope: !187, inlinedAt: !526)
!531 = !DILocation(line: 43, column: 32, scope: !120, inlinedAt: !530)
!532 = !DILocation(line: 47, column: 5, scope: !120, inlinedAt: !530)
!533 = !DILocation(line: 48, column: 16, scope: !139, inlinedAt: !530)
!534 = !DILocation(line: 48, column: 9, scope: !120, inlinedAt: !530)
!535 = !DILocation(line: 48, column: 42, scope: !144, inlinedAt: !530)
!536 = !DILocation(line: 48, column: 47, scope: !144, inlinedAt: !530)
!537 = !DILocation(line: 52, column: 18, scope: !147, inlinedAt: !530)
!538 = !DILocation(line: 52, column: 15, scope: !147, inlinedAt: !530)
!539 = !DILocation(line: 52, column: 9, scope: !147, inlinedAt: !530)
!540 = !DILocation(line: 52, column: 21, scope: !147, inlinedAt: !530)
!541 = !DILocation(line: 50, column: 14, scope: !120, inlinedAt: !530)
!542 = !DILocation(line: 50, column: 5, scope: !120, inlinedAt: !530)
!543 = distinct !{!543, !542, !544, !118}
!544 = !DILocation(line: 53, column: 5, scope: !120, inlinedAt: !530)
!545 = !DILocation(line: 55, column: 13, scope: !120, inlinedAt: !530)
!546 = !DILocation(line: 55, column: 12, scope: !120, inlinedAt: !530)
!547 = !DILocation(line: 55, column: 50, scope: !120, inlinedAt: !530)
!548 = !DILocation(line: 55, column: 5, scope: !120, inlinedAt: !530)
!549 = distinct !{!549, !548, !547, !118}
!550 = !DILocation(line: 56, column: 24, scope: !120, inlinedAt: !530)
!551 = !DILocation(line: 0, scope: !133, inlinedAt: !530)
!552 = !DILocation(line: 59, column: 9, scope: !161, inlinedAt: !530)
!553 = !DILocation(line: 59, column: 39, scope: !163, inlinedAt: !530)
!554 = !DILocation(line: 60, column: 17, scope: !165, inlinedAt: !530)
!555 = !DILocation(line: 60, column: 17, scope: !163, inlinedAt: !530)
!556 = distinct !{!556, !552, !557, !118, !169, !170}
!557 = !DILocation(line: 60, column: 64, scope: !161, inlinedAt: !530)
!558 = !DILocation(line: 59, column: 20, scope: !163, inlinedAt: !530)
!559 = distinct !{!559, !552, !557, !118, !170, !169}
!560 = !DILocation(line: 155, column: 16, scope: !187, inlinedAt: !526)
!561 = !DILocation(line: 158, column: 12, scope: !174, inlinedAt: !526)
!562 = !DILocation(line: 158, column: 5, scope: !174, inlinedAt: !526)
!563 = !DILocation(line: 190, column: 1, scope: !507)
!564 = !DILocation(line: 189, column: 5, scope: !507)
