; ModuleID = 'programs/binary_search_tree.c'
source_filename = "programs/binary_search_tree.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [42 x i8] c"%s: count=%d sum=%ld sorted=%d height=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"avl\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [4 x i8] c"bst\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [63 x i8] c"%s after delete: count=%d sum=%ld sorted=%d height=%d hits=%d\0A\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [8 x i8] c"levels:\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !24

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !43 {
  %1 = alloca i32, align 4, !DIAssignID !84
    #dbg_assign(i1 undef, !66, !DIExpression(), !84, ptr %1, !DIExpression(), !85)
  %2 = alloca i32, align 4, !DIAssignID !86
    #dbg_assign(i1 undef, !67, !DIExpression(), !86, ptr %2, !DIExpression(), !85)
  %3 = alloca i32, align 4, !DIAssignID !87
    #dbg_assign(i1 undef, !68, !DIExpression(), !87, ptr %3, !DIExpression(), !85)
  %4 = alloca [64 x ptr], align 16, !DIAssignID !88
    #dbg_assign(i1 undef, !76, !DIExpression(), !88, ptr %4, !DIExpression(), !85)
    #dbg_value(i32 0, !46, !DIExpression(), !89)
  br label %5, !dbg !90

5:                                                ; preds = %0, %120
  %6 = phi i1 [ true, %0 ], [ false, %120 ]
  %7 = phi i32 [ 0, %0 ], [ 1, %120 ]
    #dbg_value(i32 %7, !46, !DIExpression(), !89)
    #dbg_value(i32 0, !62, !DIExpression(), !91)
    #dbg_value(i32 99, !60, !DIExpression(), !85)
    #dbg_value(ptr null, !48, !DIExpression(), !85)
  br label %9, !dbg !92

8:                                                ; preds = %120
  ret i32 0, !dbg !93

9:                                                ; preds = %5, %9
  %10 = phi i32 [ 0, %5 ], [ %17, %9 ]
  %11 = phi i32 [ 99, %5 ], [ %14, %9 ]
  %12 = phi ptr [ null, %5 ], [ %16, %9 ]
    #dbg_value(i32 %10, !62, !DIExpression(), !91)
    #dbg_value(i32 %11, !60, !DIExpression(), !85)
    #dbg_value(ptr %12, !48, !DIExpression(), !85)
  %13 = mul i32 %11, 1103515245, !dbg !94
  %14 = add i32 %13, 12345, !dbg !97
    #dbg_value(i32 %14, !60, !DIExpression(), !85)
  %15 = urem i32 %14, 10000, !dbg !98
  %16 = tail call fastcc ptr @ins(ptr noundef %12, i32 noundef %15, i32 noundef %7), !dbg !99
    #dbg_value(ptr %16, !48, !DIExpression(), !85)
  %17 = add nuw nsw i32 %10, 1, !dbg !100
    #dbg_value(i32 %17, !62, !DIExpression(), !91)
  %18 = icmp eq i32 %17, 3000, !dbg !101
  br i1 %18, label %31, label %9, !dbg !92, !llvm.loop !102

19:                                               ; preds = %31
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #10, !dbg !105
  store i32 0, ptr %1, align 4, !dbg !106, !tbaa !107, !DIAssignID !111
    #dbg_assign(i32 0, !66, !DIExpression(), !111, ptr %1, !DIExpression(), !85)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #10, !dbg !105
  store i32 0, ptr %2, align 4, !dbg !112, !tbaa !107, !DIAssignID !113
    #dbg_assign(i32 0, !67, !DIExpression(), !113, ptr %2, !DIExpression(), !85)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #10, !dbg !105
  store i32 1, ptr %3, align 4, !dbg !114, !tbaa !107, !DIAssignID !115
    #dbg_assign(i32 1, !68, !DIExpression(), !115, ptr %3, !DIExpression(), !85)
  %20 = call fastcc i64 @inorder_sum(ptr noundef %35, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3), !dbg !116
    #dbg_value(i64 %20, !69, !DIExpression(), !85)
  %21 = select i1 %6, ptr @.str.2, ptr @.str.1, !dbg !117
  %22 = load i32, ptr %1, align 4, !dbg !118, !tbaa !107
  %23 = load i32, ptr %3, align 4, !dbg !119, !tbaa !107
    #dbg_value(ptr %35, !120, !DIExpression(), !125)
  %24 = icmp eq ptr %35, null, !dbg !127
  br i1 %24, label %28, label %25, !dbg !127

25:                                               ; preds = %19
  %26 = getelementptr inbounds i8, ptr %35, i64 4, !dbg !128
  %27 = load i32, ptr %26, align 4, !dbg !128, !tbaa !129
  br label %28, !dbg !127

28:                                               ; preds = %19, %25
  %29 = phi i32 [ %27, %25 ], [ 0, %19 ], !dbg !127
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull %21, i32 noundef %22, i64 noundef %20, i32 noundef %23, i32 noundef %29), !dbg !132
    #dbg_value(i32 0, !71, !DIExpression(), !133)
    #dbg_value(ptr %35, !48, !DIExpression(), !85)
  br label %41, !dbg !134

31:                                               ; preds = %9, %31
  %32 = phi i32 [ %36, %31 ], [ 0, %9 ]
  %33 = phi ptr [ %35, %31 ], [ %16, %9 ]
    #dbg_value(i32 %32, !64, !DIExpression(), !135)
    #dbg_value(ptr %33, !48, !DIExpression(), !85)
  %34 = mul nuw nsw i32 %32, 10, !dbg !136
  %35 = tail call fastcc ptr @ins(ptr noundef %33, i32 noundef %34, i32 noundef %7), !dbg !138
    #dbg_value(ptr %35, !48, !DIExpression(), !85)
  %36 = add nuw nsw i32 %32, 1, !dbg !139
    #dbg_value(i32 %36, !64, !DIExpression(), !135)
  %37 = icmp eq i32 %36, 1000, !dbg !140
  br i1 %37, label %19, label %31, !dbg !141, !llvm.loop !142

38:                                               ; preds = %41
  store i32 0, ptr %1, align 4, !dbg !144, !tbaa !107, !DIAssignID !145
    #dbg_assign(i32 0, !66, !DIExpression(), !145, ptr %1, !DIExpression(), !85)
  store i32 1, ptr %3, align 4, !dbg !146, !tbaa !107, !DIAssignID !147
    #dbg_assign(i32 1, !68, !DIExpression(), !147, ptr %3, !DIExpression(), !85)
  %39 = call fastcc i64 @inorder_sum(ptr noundef %44, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3), !dbg !148
    #dbg_value(i64 %39, !69, !DIExpression(), !85)
    #dbg_value(i32 0, !73, !DIExpression(), !85)
    #dbg_value(i32 0, !74, !DIExpression(), !149)
  %40 = icmp eq ptr %44, null
    #dbg_value(i32 0, !74, !DIExpression(), !149)
    #dbg_value(i32 0, !73, !DIExpression(), !85)
  br label %77, !dbg !150

41:                                               ; preds = %28, %41
  %42 = phi i32 [ 0, %28 ], [ %45, %41 ]
  %43 = phi ptr [ %35, %28 ], [ %44, %41 ]
    #dbg_value(i32 %42, !71, !DIExpression(), !133)
    #dbg_value(ptr %43, !48, !DIExpression(), !85)
  %44 = tail call fastcc ptr @del(ptr noundef %43, i32 noundef %42, i32 noundef %7), !dbg !151
    #dbg_value(ptr %44, !48, !DIExpression(), !85)
  %45 = add nuw nsw i32 %42, 3, !dbg !153
    #dbg_value(i32 %45, !71, !DIExpression(), !133)
  %46 = icmp ult i32 %42, 9997, !dbg !154
  br i1 %46, label %41, label %38, !dbg !134, !llvm.loop !155

47:                                               ; preds = %72
  %48 = load i32, ptr %1, align 4, !dbg !157, !tbaa !107
  %49 = load i32, ptr %3, align 4, !dbg !158, !tbaa !107
    #dbg_value(ptr %44, !120, !DIExpression(), !159)
  br i1 %40, label %53, label %50, !dbg !161

50:                                               ; preds = %47
  %51 = getelementptr inbounds i8, ptr %44, i64 4, !dbg !162
  %52 = load i32, ptr %51, align 4, !dbg !162, !tbaa !129
  br label %53, !dbg !161

53:                                               ; preds = %83, %47, %50
  %54 = phi i32 [ %49, %50 ], [ %49, %47 ], [ %85, %83 ]
  %55 = phi i32 [ %48, %50 ], [ %48, %47 ], [ %84, %83 ]
  %56 = phi i32 [ %74, %50 ], [ %74, %47 ], [ %79, %83 ]
  %57 = phi i32 [ %52, %50 ], [ 0, %47 ], [ 0, %83 ], !dbg !161
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %21, i32 noundef %55, i64 noundef %39, i32 noundef %54, i32 noundef %57, i32 noundef %56), !dbg !163
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %4) #10, !dbg !164
    #dbg_value(i32 0, !80, !DIExpression(), !85)
    #dbg_value(i32 1, !81, !DIExpression(), !85)
  store ptr %44, ptr %4, align 16, !dbg !165, !tbaa !166
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4), !dbg !167
  br label %86, !dbg !168

60:                                               ; preds = %77, %80
  %61 = phi i32 [ %81, %80 ], [ %78, %77 ]
    #dbg_value(i32 %61, !74, !DIExpression(), !149)
    #dbg_value(i32 %79, !73, !DIExpression(), !85)
    #dbg_value(ptr %44, !169, !DIExpression(), !175)
    #dbg_value(i32 %61, !174, !DIExpression(), !175)
  br i1 %40, label %80, label %62, !dbg !178

62:                                               ; preds = %60, %66
  %63 = phi ptr [ %70, %66 ], [ %44, %60 ]
    #dbg_value(ptr %63, !169, !DIExpression(), !175)
  %64 = load i32, ptr %63, align 8, !dbg !179, !tbaa !182
  %65 = icmp eq i32 %64, %61, !dbg !183
  br i1 %65, label %72, label %66, !dbg !184

66:                                               ; preds = %62
  %67 = icmp sgt i32 %64, %61, !dbg !185
  %68 = select i1 %67, i64 8, i64 16, !dbg !186
  %69 = getelementptr inbounds i8, ptr %63, i64 %68, !dbg !186
  %70 = load ptr, ptr %69, align 8, !dbg !186, !tbaa !166
    #dbg_value(ptr %70, !169, !DIExpression(), !175)
  %71 = icmp eq ptr %70, null, !dbg !178
  br i1 %71, label %72, label %62, !dbg !178, !llvm.loop !187

72:                                               ; preds = %62, %66
  %73 = phi i32 [ 0, %66 ], [ 1, %62 ]
  %74 = add nuw nsw i32 %73, %79, !dbg !189
    #dbg_value(i32 %74, !73, !DIExpression(), !85)
  %75 = add nuw nsw i32 %61, 1, !dbg !190
    #dbg_value(i32 %75, !74, !DIExpression(), !149)
  %76 = icmp eq i32 %75, 10000, !dbg !191
  br i1 %76, label %47, label %77, !dbg !150, !llvm.loop !192

77:                                               ; preds = %72, %38
  %78 = phi i32 [ %75, %72 ], [ 0, %38 ]
  %79 = phi i32 [ %74, %72 ], [ 0, %38 ]
  br label %60, !dbg !150

80:                                               ; preds = %60
    #dbg_value(i32 %79, !73, !DIExpression(), !85)
  %81 = add nuw nsw i32 %61, 1, !dbg !190
    #dbg_value(i32 %81, !74, !DIExpression(), !149)
  %82 = icmp eq i32 %81, 10000, !dbg !191
  br i1 %82, label %83, label %60, !dbg !150, !llvm.loop !192

83:                                               ; preds = %80
  %84 = load i32, ptr %1, align 4, !dbg !157, !tbaa !107
  %85 = load i32, ptr %3, align 4, !dbg !158, !tbaa !107
    #dbg_value(ptr %44, !120, !DIExpression(), !159)
  br label %53, !dbg !161

86:                                               ; preds = %53, %114
  %87 = phi i64 [ 0, %53 ], [ %89, %114 ]
  %88 = phi i32 [ 1, %53 ], [ %115, %114 ]
    #dbg_value(i32 %88, !81, !DIExpression(), !85)
    #dbg_value(i64 %87, !80, !DIExpression(), !85)
  %89 = add nuw nsw i64 %87, 1, !dbg !194
    #dbg_value(i64 %89, !80, !DIExpression(), !85)
  %90 = getelementptr inbounds [64 x ptr], ptr %4, i64 0, i64 %87, !dbg !195
  %91 = load ptr, ptr %90, align 8, !dbg !195, !tbaa !166
    #dbg_value(ptr %91, !82, !DIExpression(), !196)
  %92 = load i32, ptr %91, align 8, !dbg !197, !tbaa !182
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %92), !dbg !198
  %94 = getelementptr inbounds i8, ptr %91, i64 8, !dbg !199
  %95 = load ptr, ptr %94, align 8, !dbg !199, !tbaa !201
  %96 = icmp ne ptr %95, null, !dbg !202
  %97 = icmp slt i32 %88, 64
  %98 = and i1 %97, %96, !dbg !203
  br i1 %98, label %99, label %103, !dbg !203

99:                                               ; preds = %86
  %100 = add nsw i32 %88, 1, !dbg !204
    #dbg_value(i32 %100, !81, !DIExpression(), !85)
  %101 = sext i32 %88 to i64, !dbg !205
  %102 = getelementptr inbounds [64 x ptr], ptr %4, i64 0, i64 %101, !dbg !205
  store ptr %95, ptr %102, align 8, !dbg !206, !tbaa !166
  br label %103, !dbg !205

103:                                              ; preds = %99, %86
  %104 = phi i32 [ %100, %99 ], [ %88, %86 ], !dbg !85
    #dbg_value(i32 %104, !81, !DIExpression(), !85)
  %105 = getelementptr inbounds i8, ptr %91, i64 16, !dbg !207
  %106 = load ptr, ptr %105, align 8, !dbg !207, !tbaa !209
  %107 = icmp ne ptr %106, null, !dbg !210
  %108 = icmp slt i32 %104, 64
  %109 = select i1 %107, i1 %108, i1 false, !dbg !211
  br i1 %109, label %110, label %114, !dbg !211

110:                                              ; preds = %103
  %111 = add nsw i32 %104, 1, !dbg !212
    #dbg_value(i32 %111, !81, !DIExpression(), !85)
  %112 = sext i32 %104 to i64, !dbg !213
  %113 = getelementptr inbounds [64 x ptr], ptr %4, i64 0, i64 %112, !dbg !213
  store ptr %106, ptr %113, align 8, !dbg !214, !tbaa !166
  br label %114, !dbg !213

114:                                              ; preds = %110, %103
  %115 = phi i32 [ %111, %110 ], [ %104, %103 ], !dbg !215
    #dbg_value(i32 %115, !81, !DIExpression(), !85)
    #dbg_value(i64 %89, !80, !DIExpression(), !85)
  %116 = sext i32 %115 to i64, !dbg !216
  %117 = icmp slt i64 %89, %116, !dbg !216
  %118 = icmp ult i64 %87, 14, !dbg !217
  %119 = and i1 %118, %117, !dbg !217
  br i1 %119, label %86, label %120, !dbg !168, !llvm.loop !218

120:                                              ; preds = %114
  %121 = tail call i32 @putchar(i32 10), !dbg !220
  tail call fastcc void @freet(ptr noundef %44), !dbg !221
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %4) #10, !dbg !222
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #10, !dbg !222
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #10, !dbg !222
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #10, !dbg !222
    #dbg_value(i32 %7, !46, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !89)
  br i1 %6, label %5, label %8, !dbg !90, !llvm.loop !223
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc ptr @ins(ptr noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #2 !dbg !225 {
    #dbg_value(ptr %0, !229, !DIExpression(), !232)
    #dbg_value(i32 %1, !230, !DIExpression(), !232)
    #dbg_value(i32 %2, !231, !DIExpression(), !232)
  %4 = icmp eq ptr %0, null, !dbg !233
  br i1 %4, label %5, label %8, !dbg !235

5:                                                ; preds = %3
  %6 = tail call noalias dereferenceable_or_null(24) ptr @calloc(i64 noundef 1, i64 noundef 24) #11, !dbg !236
    #dbg_value(ptr %6, !229, !DIExpression(), !232)
  store i32 %1, ptr %6, align 8, !dbg !238, !tbaa !182
  %7 = getelementptr inbounds i8, ptr %6, i64 4, !dbg !239
  store i32 1, ptr %7, align 4, !dbg !240, !tbaa !129
  br label %41, !dbg !241

8:                                                ; preds = %3
  %9 = load i32, ptr %0, align 8, !dbg !242, !tbaa !182
  %10 = icmp sgt i32 %9, %1, !dbg !244
  br i1 %10, label %13, label %11, !dbg !245

11:                                               ; preds = %8
  %12 = icmp slt i32 %9, %1, !dbg !246
  br i1 %12, label %13, label %41, !dbg !248

13:                                               ; preds = %11, %8
  %14 = phi i64 [ 8, %8 ], [ 16, %11 ]
  %15 = getelementptr inbounds i8, ptr %0, i64 %14, !dbg !249
  %16 = load ptr, ptr %15, align 8, !dbg !249, !tbaa !166
  %17 = tail call fastcc ptr @ins(ptr noundef %16, i32 noundef %1, i32 noundef %2), !dbg !249
  store ptr %17, ptr %15, align 8, !dbg !249, !tbaa !166
  %18 = icmp eq i32 %2, 0, !dbg !250
  br i1 %18, label %21, label %19, !dbg !252

19:                                               ; preds = %13
  %20 = tail call fastcc ptr @bal(ptr noundef nonnull %0), !dbg !253
  br label %41, !dbg !254

21:                                               ; preds = %13
    #dbg_value(ptr %0, !255, !DIExpression(), !260)
  %22 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !262
  %23 = load ptr, ptr %22, align 8, !dbg !262, !tbaa !201
    #dbg_value(ptr %23, !120, !DIExpression(), !263)
  %24 = icmp eq ptr %23, null, !dbg !265
  br i1 %24, label %28, label %25, !dbg !265

25:                                               ; preds = %21
  %26 = getelementptr inbounds i8, ptr %23, i64 4, !dbg !266
  %27 = load i32, ptr %26, align 4, !dbg !266, !tbaa !129
  br label %28, !dbg !265

28:                                               ; preds = %25, %21
  %29 = phi i32 [ %27, %25 ], [ 0, %21 ], !dbg !265
  %30 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !267
  %31 = load ptr, ptr %30, align 8, !dbg !267, !tbaa !209
    #dbg_value(ptr %31, !120, !DIExpression(), !268)
  %32 = icmp eq ptr %31, null, !dbg !270
  br i1 %32, label %36, label %33, !dbg !270

33:                                               ; preds = %28
  %34 = getelementptr inbounds i8, ptr %31, i64 4, !dbg !271
  %35 = load i32, ptr %34, align 4, !dbg !271, !tbaa !129
  br label %36, !dbg !270

36:                                               ; preds = %28, %33
  %37 = phi i32 [ %35, %33 ], [ 0, %28 ], !dbg !270
    #dbg_value(i32 %29, !272, !DIExpression(), !278)
    #dbg_value(i32 %37, !277, !DIExpression(), !278)
  %38 = tail call noundef i32 @llvm.smax.i32(i32 %29, i32 %37), !dbg !280
  %39 = add nsw i32 %38, 1, !dbg !281
  %40 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !282
  store i32 %39, ptr %40, align 4, !dbg !283, !tbaa !129
  br label %41, !dbg !284

41:                                               ; preds = %11, %36, %19, %5
  %42 = phi ptr [ %20, %19 ], [ %0, %36 ], [ %6, %5 ], [ %0, %11 ], !dbg !285
  ret ptr %42, !dbg !286
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc i64 @inorder_sum(ptr noundef readonly %0, ptr nocapture noundef %1, ptr nocapture noundef %2, ptr nocapture noundef writeonly %3) unnamed_addr #3 !dbg !287 {
    #dbg_value(ptr %0, !292, !DIExpression(), !297)
    #dbg_value(ptr %1, !293, !DIExpression(), !297)
    #dbg_value(ptr %2, !294, !DIExpression(), !297)
    #dbg_value(ptr %3, !295, !DIExpression(), !297)
  %5 = icmp eq ptr %0, null, !dbg !298
  br i1 %5, label %31, label %6, !dbg !300

6:                                                ; preds = %4, %20
  %7 = phi ptr [ %27, %20 ], [ %0, %4 ]
  %8 = phi i64 [ %29, %20 ], [ 0, %4 ]
    #dbg_value(ptr %7, !292, !DIExpression(), !297)
  %9 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !301
  %10 = load ptr, ptr %9, align 8, !dbg !301, !tbaa !201
  %11 = tail call fastcc i64 @inorder_sum(ptr noundef %10, ptr noundef %1, ptr noundef %2, ptr noundef %3), !dbg !302
    #dbg_value(i64 %11, !296, !DIExpression(), !297)
  %12 = load i32, ptr %1, align 4, !dbg !303, !tbaa !107
  %13 = icmp eq i32 %12, 0, !dbg !303
  %14 = load i32, ptr %7, align 8, !dbg !305, !tbaa !182
  br i1 %13, label %20, label %15, !dbg !306

15:                                               ; preds = %6
  %16 = load i32, ptr %2, align 4, !dbg !307, !tbaa !107
  %17 = icmp sgt i32 %14, %16, !dbg !308
  br i1 %17, label %20, label %18, !dbg !309

18:                                               ; preds = %15
  store i32 0, ptr %3, align 4, !dbg !310, !tbaa !107
  %19 = load i32, ptr %7, align 8, !dbg !305, !tbaa !182
  br label %20, !dbg !311

20:                                               ; preds = %18, %15, %6
  %21 = phi i32 [ %19, %18 ], [ %14, %15 ], [ %14, %6 ], !dbg !305
  store i32 %21, ptr %2, align 4, !dbg !312, !tbaa !107
  %22 = load i32, ptr %1, align 4, !dbg !313, !tbaa !107
  %23 = add nsw i32 %22, 1, !dbg !313
  store i32 %23, ptr %1, align 4, !dbg !313, !tbaa !107
  %24 = load i32, ptr %7, align 8, !dbg !314, !tbaa !182
  %25 = sext i32 %24 to i64, !dbg !315
  %26 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !316
  %27 = load ptr, ptr %26, align 8, !dbg !316, !tbaa !209
  %28 = add i64 %11, %8, !dbg !317
  %29 = add i64 %28, %25, !dbg !318
    #dbg_value(ptr %27, !292, !DIExpression(), !297)
    #dbg_value(ptr %1, !293, !DIExpression(), !297)
    #dbg_value(ptr %2, !294, !DIExpression(), !297)
    #dbg_value(ptr %3, !295, !DIExpression(), !297)
  %30 = icmp eq ptr %27, null, !dbg !298
  br i1 %30, label %31, label %6, !dbg !300

31:                                               ; preds = %20, %4
  %32 = phi i64 [ 0, %4 ], [ %29, %20 ]
  ret i64 %32, !dbg !319
}

; Function Attrs: nofree nounwind
declare !dbg !320 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal fastcc ptr @del(ptr noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !327 {
    #dbg_value(ptr %0, !329, !DIExpression(), !339)
    #dbg_value(i32 %1, !330, !DIExpression(), !339)
    #dbg_value(i32 %2, !331, !DIExpression(), !339)
  %4 = icmp eq ptr %0, null, !dbg !340
  br i1 %4, label %60, label %5, !dbg !342

5:                                                ; preds = %3
  %6 = load i32, ptr %0, align 8, !dbg !343, !tbaa !182
  %7 = icmp sgt i32 %6, %1, !dbg !344
  br i1 %7, label %8, label %12, !dbg !345

8:                                                ; preds = %5
  %9 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !346
  %10 = load ptr, ptr %9, align 8, !dbg !346, !tbaa !201
  %11 = tail call fastcc ptr @del(ptr noundef %10, i32 noundef %1, i32 noundef %2), !dbg !347
  store ptr %11, ptr %9, align 8, !dbg !348, !tbaa !201
  br label %36, !dbg !349

12:                                               ; preds = %5
  %13 = icmp slt i32 %6, %1, !dbg !350
  br i1 %13, label %14, label %18, !dbg !351

14:                                               ; preds = %12
  %15 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !352
  %16 = load ptr, ptr %15, align 8, !dbg !352, !tbaa !209
  %17 = tail call fastcc ptr @del(ptr noundef %16, i32 noundef %1, i32 noundef %2), !dbg !353
  store ptr %17, ptr %15, align 8, !dbg !354, !tbaa !209
  br label %36, !dbg !355

18:                                               ; preds = %12
  %19 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !356
  %20 = load ptr, ptr %19, align 8, !dbg !356, !tbaa !201
  %21 = icmp eq ptr %20, null, !dbg !357
  %22 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !358
  %23 = load ptr, ptr %22, align 8, !dbg !358, !tbaa !209
  br i1 %21, label %26, label %24, !dbg !359

24:                                               ; preds = %18
  %25 = icmp eq ptr %23, null, !dbg !360
  br i1 %25, label %26, label %28, !dbg !361

26:                                               ; preds = %18, %24
  %27 = phi ptr [ %20, %24 ], [ %23, %18 ], !dbg !362
    #dbg_value(ptr %27, !332, !DIExpression(), !363)
  tail call void @free(ptr noundef nonnull %0) #10, !dbg !364
  br label %60

28:                                               ; preds = %24, %28
  %29 = phi ptr [ %31, %28 ], [ %23, %24 ], !dbg !365
    #dbg_value(ptr %29, !338, !DIExpression(), !366)
  %30 = getelementptr inbounds i8, ptr %29, i64 8, !dbg !367
  %31 = load ptr, ptr %30, align 8, !dbg !367, !tbaa !201
  %32 = icmp eq ptr %31, null, !dbg !368
  br i1 %32, label %33, label %28, !dbg !368, !llvm.loop !369

33:                                               ; preds = %28
  %34 = load i32, ptr %29, align 8, !dbg !371, !tbaa !182
  store i32 %34, ptr %0, align 8, !dbg !372, !tbaa !182
  %35 = tail call fastcc ptr @del(ptr noundef nonnull %23, i32 noundef %34, i32 noundef %2), !dbg !373
  store ptr %35, ptr %22, align 8, !dbg !374, !tbaa !209
  br label %36

36:                                               ; preds = %14, %33, %8
  %37 = icmp eq i32 %2, 0, !dbg !375
  br i1 %37, label %40, label %38, !dbg !377

38:                                               ; preds = %36
  %39 = tail call fastcc ptr @bal(ptr noundef nonnull %0), !dbg !378
  br label %60, !dbg !379

40:                                               ; preds = %36
    #dbg_value(ptr %0, !255, !DIExpression(), !380)
  %41 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !382
  %42 = load ptr, ptr %41, align 8, !dbg !382, !tbaa !201
    #dbg_value(ptr %42, !120, !DIExpression(), !383)
  %43 = icmp eq ptr %42, null, !dbg !385
  br i1 %43, label %47, label %44, !dbg !385

44:                                               ; preds = %40
  %45 = getelementptr inbounds i8, ptr %42, i64 4, !dbg !386
  %46 = load i32, ptr %45, align 4, !dbg !386, !tbaa !129
  br label %47, !dbg !385

47:                                               ; preds = %44, %40
  %48 = phi i32 [ %46, %44 ], [ 0, %40 ], !dbg !385
  %49 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !387
  %50 = load ptr, ptr %49, align 8, !dbg !387, !tbaa !209
    #dbg_value(ptr %50, !120, !DIExpression(), !388)
  %51 = icmp eq ptr %50, null, !dbg !390
  br i1 %51, label %55, label %52, !dbg !390

52:                                               ; preds = %47
  %53 = getelementptr inbounds i8, ptr %50, i64 4, !dbg !391
  %54 = load i32, ptr %53, align 4, !dbg !391, !tbaa !129
  br label %55, !dbg !390

55:                                               ; preds = %47, %52
  %56 = phi i32 [ %54, %52 ], [ 0, %47 ], !dbg !390
    #dbg_value(i32 %48, !272, !DIExpression(), !392)
    #dbg_value(i32 %56, !277, !DIExpression(), !392)
  %57 = tail call noundef i32 @llvm.smax.i32(i32 %48, i32 %56), !dbg !394
  %58 = add nsw i32 %57, 1, !dbg !395
  %59 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !396
  store i32 %58, ptr %59, align 4, !dbg !397, !tbaa !129
  br label %60, !dbg !398

60:                                               ; preds = %3, %55, %38, %26
  %61 = phi ptr [ %39, %38 ], [ %0, %55 ], [ %27, %26 ], [ null, %3 ], !dbg !339
  ret ptr %61, !dbg !399
}

; Function Attrs: nounwind uwtable
define internal fastcc void @freet(ptr noundef %0) unnamed_addr #0 !dbg !400 {
    #dbg_value(ptr %0, !402, !DIExpression(), !403)
  %2 = icmp eq ptr %0, null, !dbg !404
  br i1 %2, label %3, label %4, !dbg !406

3:                                                ; preds = %1, %4
  ret void, !dbg !407

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !408
  %6 = load ptr, ptr %5, align 8, !dbg !408, !tbaa !201
  tail call fastcc void @freet(ptr noundef %6), !dbg !410
  %7 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !411
  %8 = load ptr, ptr %7, align 8, !dbg !411, !tbaa !209
  tail call fastcc void @freet(ptr noundef %8), !dbg !412
  tail call void @free(ptr noundef nonnull %0) #10, !dbg !413
  br label %3, !dbg !407
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !414 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc ptr @bal(ptr noundef %0) unnamed_addr #6 !dbg !422 {
    #dbg_value(ptr %0, !426, !DIExpression(), !428)
    #dbg_value(ptr %0, !255, !DIExpression(), !429)
  %2 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !431
  %3 = load ptr, ptr %2, align 8, !dbg !431, !tbaa !201
    #dbg_value(ptr %3, !120, !DIExpression(), !432)
  %4 = icmp eq ptr %3, null, !dbg !434
  br i1 %4, label %8, label %5, !dbg !434

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 4, !dbg !435
  %7 = load i32, ptr %6, align 4, !dbg !435, !tbaa !129
  br label %8, !dbg !434

8:                                                ; preds = %5, %1
  %9 = phi i32 [ %7, %5 ], [ 0, %1 ], !dbg !434
  %10 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !436
  %11 = load ptr, ptr %10, align 8, !dbg !436, !tbaa !209
    #dbg_value(ptr %11, !120, !DIExpression(), !437)
  %12 = icmp eq ptr %11, null, !dbg !439
  br i1 %12, label %16, label %13, !dbg !439

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %11, i64 4, !dbg !440
  %15 = load i32, ptr %14, align 4, !dbg !440, !tbaa !129
  br label %16, !dbg !439

16:                                               ; preds = %8, %13
  %17 = phi i32 [ %15, %13 ], [ 0, %8 ], !dbg !439
    #dbg_value(i32 %9, !272, !DIExpression(), !441)
    #dbg_value(i32 %17, !277, !DIExpression(), !441)
  %18 = tail call noundef i32 @llvm.smax.i32(i32 %9, i32 %17), !dbg !443
  %19 = add nsw i32 %18, 1, !dbg !444
  %20 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !445
  store i32 %19, ptr %20, align 4, !dbg !446, !tbaa !129
    #dbg_value(ptr %3, !120, !DIExpression(), !447)
  br i1 %4, label %24, label %21, !dbg !449

21:                                               ; preds = %16
  %22 = getelementptr inbounds i8, ptr %3, i64 4, !dbg !450
  %23 = load i32, ptr %22, align 4, !dbg !450, !tbaa !129
  br label %24, !dbg !449

24:                                               ; preds = %16, %21
  %25 = phi i32 [ %23, %21 ], [ 0, %16 ], !dbg !449
    #dbg_value(ptr %11, !120, !DIExpression(), !451)
  br i1 %12, label %29, label %26, !dbg !453

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %11, i64 4, !dbg !454
  %28 = load i32, ptr %27, align 4, !dbg !454, !tbaa !129
  br label %29, !dbg !453

29:                                               ; preds = %24, %26
  %30 = phi i32 [ %28, %26 ], [ 0, %24 ], !dbg !453
  %31 = sub nsw i32 %25, %30, !dbg !455
    #dbg_value(i32 %31, !427, !DIExpression(), !428)
  %32 = icmp sgt i32 %31, 1, !dbg !456
  br i1 %32, label %33, label %109, !dbg !458

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !459
  %35 = load ptr, ptr %34, align 8, !dbg !459, !tbaa !201
    #dbg_value(ptr %35, !120, !DIExpression(), !462)
  %36 = icmp eq ptr %35, null, !dbg !464
  br i1 %36, label %40, label %37, !dbg !464

37:                                               ; preds = %33
  %38 = getelementptr inbounds i8, ptr %35, i64 4, !dbg !465
  %39 = load i32, ptr %38, align 4, !dbg !465, !tbaa !129
  br label %40, !dbg !464

40:                                               ; preds = %33, %37
  %41 = phi i32 [ %39, %37 ], [ 0, %33 ], !dbg !464
  %42 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !466
  %43 = load ptr, ptr %42, align 8, !dbg !466, !tbaa !209
    #dbg_value(ptr %43, !120, !DIExpression(), !467)
  %44 = icmp eq ptr %43, null, !dbg !469
  br i1 %44, label %48, label %45, !dbg !469

45:                                               ; preds = %40
  %46 = getelementptr inbounds i8, ptr %43, i64 4, !dbg !470
  %47 = load i32, ptr %46, align 4, !dbg !470, !tbaa !129
  br label %48, !dbg !469

48:                                               ; preds = %40, %45
  %49 = phi i32 [ %47, %45 ], [ 0, %40 ], !dbg !469
  %50 = icmp slt i32 %41, %49, !dbg !471
  br i1 %50, label %51, label %81, !dbg !472

51:                                               ; preds = %48
    #dbg_value(ptr %3, !473, !DIExpression(), !477)
    #dbg_value(ptr %43, !476, !DIExpression(), !477)
  %52 = getelementptr inbounds i8, ptr %43, i64 8, !dbg !479
  %53 = load ptr, ptr %52, align 8, !dbg !479, !tbaa !201
  store ptr %53, ptr %42, align 8, !dbg !480, !tbaa !209
  store ptr %3, ptr %52, align 8, !dbg !481, !tbaa !201
    #dbg_value(ptr %3, !255, !DIExpression(), !482)
  %54 = load ptr, ptr %34, align 8, !dbg !484, !tbaa !201
    #dbg_value(ptr %54, !120, !DIExpression(), !485)
  %55 = icmp eq ptr %54, null, !dbg !487
  br i1 %55, label %59, label %56, !dbg !487

56:                                               ; preds = %51
  %57 = getelementptr inbounds i8, ptr %54, i64 4, !dbg !488
  %58 = load i32, ptr %57, align 4, !dbg !488, !tbaa !129
  br label %59, !dbg !487

59:                                               ; preds = %56, %51
  %60 = phi i32 [ %58, %56 ], [ 0, %51 ], !dbg !487
    #dbg_value(ptr %53, !120, !DIExpression(), !489)
  %61 = icmp eq ptr %53, null, !dbg !491
  br i1 %61, label %65, label %62, !dbg !491

62:                                               ; preds = %59
  %63 = getelementptr inbounds i8, ptr %53, i64 4, !dbg !492
  %64 = load i32, ptr %63, align 4, !dbg !492, !tbaa !129
  br label %65, !dbg !491

65:                                               ; preds = %62, %59
  %66 = phi i32 [ %64, %62 ], [ 0, %59 ], !dbg !491
    #dbg_value(i32 %60, !272, !DIExpression(), !493)
    #dbg_value(i32 %66, !277, !DIExpression(), !493)
  %67 = tail call noundef i32 @llvm.smax.i32(i32 %60, i32 %66), !dbg !495
  %68 = add nsw i32 %67, 1, !dbg !496
  %69 = getelementptr inbounds i8, ptr %3, i64 4, !dbg !497
  store i32 %68, ptr %69, align 4, !dbg !498, !tbaa !129
    #dbg_value(ptr %43, !255, !DIExpression(), !499)
    #dbg_value(ptr %3, !120, !DIExpression(), !501)
  %70 = getelementptr inbounds i8, ptr %43, i64 16, !dbg !503
  %71 = load ptr, ptr %70, align 8, !dbg !503, !tbaa !209
    #dbg_value(ptr %71, !120, !DIExpression(), !504)
  %72 = icmp eq ptr %71, null, !dbg !506
  br i1 %72, label %76, label %73, !dbg !506

73:                                               ; preds = %65
  %74 = getelementptr inbounds i8, ptr %71, i64 4, !dbg !507
  %75 = load i32, ptr %74, align 4, !dbg !507, !tbaa !129
  br label %76, !dbg !506

76:                                               ; preds = %65, %73
  %77 = phi i32 [ %75, %73 ], [ 0, %65 ], !dbg !506
    #dbg_value(i32 %68, !272, !DIExpression(), !508)
    #dbg_value(i32 %77, !277, !DIExpression(), !508)
  %78 = tail call noundef i32 @llvm.smax.i32(i32 %68, i32 %77), !dbg !510
  %79 = add nsw i32 %78, 1, !dbg !511
  %80 = getelementptr inbounds i8, ptr %43, i64 4, !dbg !512
  store i32 %79, ptr %80, align 4, !dbg !513, !tbaa !129
  br label %81, !dbg !514

81:                                               ; preds = %76, %48
  %82 = phi ptr [ %71, %76 ], [ %43, %48 ], !dbg !515
  %83 = phi ptr [ %43, %76 ], [ %3, %48 ], !dbg !521
    #dbg_value(ptr %0, !518, !DIExpression(), !522)
    #dbg_value(ptr %83, !519, !DIExpression(), !522)
  %84 = getelementptr inbounds i8, ptr %83, i64 16, !dbg !515
  store ptr %82, ptr %2, align 8, !dbg !523, !tbaa !201
  store ptr %0, ptr %84, align 8, !dbg !524, !tbaa !209
    #dbg_value(ptr %0, !255, !DIExpression(), !525)
    #dbg_value(ptr %82, !120, !DIExpression(), !527)
  %85 = icmp eq ptr %82, null, !dbg !529
  br i1 %85, label %89, label %86, !dbg !529

86:                                               ; preds = %81
  %87 = getelementptr inbounds i8, ptr %82, i64 4, !dbg !530
  %88 = load i32, ptr %87, align 4, !dbg !530, !tbaa !129
  br label %89, !dbg !529

89:                                               ; preds = %86, %81
  %90 = phi i32 [ %88, %86 ], [ 0, %81 ], !dbg !529
  %91 = load ptr, ptr %10, align 8, !dbg !531, !tbaa !209
    #dbg_value(ptr %91, !120, !DIExpression(), !532)
  %92 = icmp eq ptr %91, null, !dbg !534
  br i1 %92, label %96, label %93, !dbg !534

93:                                               ; preds = %89
  %94 = getelementptr inbounds i8, ptr %91, i64 4, !dbg !535
  %95 = load i32, ptr %94, align 4, !dbg !535, !tbaa !129
  br label %96, !dbg !534

96:                                               ; preds = %93, %89
  %97 = phi i32 [ %95, %93 ], [ 0, %89 ], !dbg !534
    #dbg_value(i32 %90, !272, !DIExpression(), !536)
    #dbg_value(i32 %97, !277, !DIExpression(), !536)
  %98 = tail call noundef i32 @llvm.smax.i32(i32 %90, i32 %97), !dbg !538
  %99 = add nsw i32 %98, 1, !dbg !539
  store i32 %99, ptr %20, align 4, !dbg !540, !tbaa !129
    #dbg_value(ptr %83, !255, !DIExpression(), !541)
  %100 = getelementptr inbounds i8, ptr %83, i64 8, !dbg !543
  %101 = load ptr, ptr %100, align 8, !dbg !543, !tbaa !201
    #dbg_value(ptr %101, !120, !DIExpression(), !544)
  %102 = icmp eq ptr %101, null, !dbg !546
  br i1 %102, label %106, label %103, !dbg !546

103:                                              ; preds = %96
  %104 = getelementptr inbounds i8, ptr %101, i64 4, !dbg !547
  %105 = load i32, ptr %104, align 4, !dbg !547, !tbaa !129
  br label %106, !dbg !546

106:                                              ; preds = %96, %103
  %107 = phi i32 [ %105, %103 ], [ 0, %96 ], !dbg !546
    #dbg_value(ptr %0, !120, !DIExpression(), !548)
    #dbg_value(i32 %107, !272, !DIExpression(), !550)
    #dbg_value(i32 %99, !277, !DIExpression(), !550)
  %108 = tail call noundef i32 @llvm.smax.i32(i32 %107, i32 %99), !dbg !552
  br label %187, !dbg !553

109:                                              ; preds = %29
  %110 = icmp slt i32 %31, -1, !dbg !554
  br i1 %110, label %111, label %192, !dbg !556

111:                                              ; preds = %109
  %112 = getelementptr inbounds i8, ptr %11, i64 16, !dbg !557
  %113 = load ptr, ptr %112, align 8, !dbg !557, !tbaa !209
    #dbg_value(ptr %113, !120, !DIExpression(), !560)
  %114 = icmp eq ptr %113, null, !dbg !562
  br i1 %114, label %118, label %115, !dbg !562

115:                                              ; preds = %111
  %116 = getelementptr inbounds i8, ptr %113, i64 4, !dbg !563
  %117 = load i32, ptr %116, align 4, !dbg !563, !tbaa !129
  br label %118, !dbg !562

118:                                              ; preds = %111, %115
  %119 = phi i32 [ %117, %115 ], [ 0, %111 ], !dbg !562
  %120 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !564
  %121 = load ptr, ptr %120, align 8, !dbg !564, !tbaa !201
    #dbg_value(ptr %121, !120, !DIExpression(), !565)
  %122 = icmp eq ptr %121, null, !dbg !567
  br i1 %122, label %126, label %123, !dbg !567

123:                                              ; preds = %118
  %124 = getelementptr inbounds i8, ptr %121, i64 4, !dbg !568
  %125 = load i32, ptr %124, align 4, !dbg !568, !tbaa !129
  br label %126, !dbg !567

126:                                              ; preds = %118, %123
  %127 = phi i32 [ %125, %123 ], [ 0, %118 ], !dbg !567
  %128 = icmp slt i32 %119, %127, !dbg !569
  br i1 %128, label %129, label %159, !dbg !570

129:                                              ; preds = %126
    #dbg_value(ptr %11, !518, !DIExpression(), !571)
    #dbg_value(ptr %121, !519, !DIExpression(), !571)
  %130 = getelementptr inbounds i8, ptr %121, i64 16, !dbg !573
  %131 = load ptr, ptr %130, align 8, !dbg !573, !tbaa !209
  store ptr %131, ptr %120, align 8, !dbg !574, !tbaa !201
  store ptr %11, ptr %130, align 8, !dbg !575, !tbaa !209
    #dbg_value(ptr %11, !255, !DIExpression(), !576)
    #dbg_value(ptr %131, !120, !DIExpression(), !578)
  %132 = icmp eq ptr %131, null, !dbg !580
  br i1 %132, label %136, label %133, !dbg !580

133:                                              ; preds = %129
  %134 = getelementptr inbounds i8, ptr %131, i64 4, !dbg !581
  %135 = load i32, ptr %134, align 4, !dbg !581, !tbaa !129
  br label %136, !dbg !580

136:                                              ; preds = %133, %129
  %137 = phi i32 [ %135, %133 ], [ 0, %129 ], !dbg !580
  %138 = load ptr, ptr %112, align 8, !dbg !582, !tbaa !209
    #dbg_value(ptr %138, !120, !DIExpression(), !583)
  %139 = icmp eq ptr %138, null, !dbg !585
  br i1 %139, label %143, label %140, !dbg !585

140:                                              ; preds = %136
  %141 = getelementptr inbounds i8, ptr %138, i64 4, !dbg !586
  %142 = load i32, ptr %141, align 4, !dbg !586, !tbaa !129
  br label %143, !dbg !585

143:                                              ; preds = %140, %136
  %144 = phi i32 [ %142, %140 ], [ 0, %136 ], !dbg !585
    #dbg_value(i32 %137, !272, !DIExpression(), !587)
    #dbg_value(i32 %144, !277, !DIExpression(), !587)
  %145 = tail call noundef i32 @llvm.smax.i32(i32 %137, i32 %144), !dbg !589
  %146 = add nsw i32 %145, 1, !dbg !590
  %147 = getelementptr inbounds i8, ptr %11, i64 4, !dbg !591
  store i32 %146, ptr %147, align 4, !dbg !592, !tbaa !129
    #dbg_value(ptr %121, !255, !DIExpression(), !593)
  %148 = getelementptr inbounds i8, ptr %121, i64 8, !dbg !595
  %149 = load ptr, ptr %148, align 8, !dbg !595, !tbaa !201
    #dbg_value(ptr %149, !120, !DIExpression(), !596)
  %150 = icmp eq ptr %149, null, !dbg !598
  br i1 %150, label %154, label %151, !dbg !598

151:                                              ; preds = %143
  %152 = getelementptr inbounds i8, ptr %149, i64 4, !dbg !599
  %153 = load i32, ptr %152, align 4, !dbg !599, !tbaa !129
  br label %154, !dbg !598

154:                                              ; preds = %143, %151
  %155 = phi i32 [ %153, %151 ], [ 0, %143 ], !dbg !598
    #dbg_value(ptr %11, !120, !DIExpression(), !600)
    #dbg_value(i32 %155, !272, !DIExpression(), !602)
    #dbg_value(i32 %146, !277, !DIExpression(), !602)
  %156 = tail call noundef i32 @llvm.smax.i32(i32 %155, i32 %146), !dbg !604
  %157 = add nsw i32 %156, 1, !dbg !605
  %158 = getelementptr inbounds i8, ptr %121, i64 4, !dbg !606
  store i32 %157, ptr %158, align 4, !dbg !607, !tbaa !129
  br label %159, !dbg !608

159:                                              ; preds = %154, %126
  %160 = phi ptr [ %149, %154 ], [ %121, %126 ], !dbg !609
  %161 = phi ptr [ %121, %154 ], [ %11, %126 ], !dbg !611
    #dbg_value(ptr %0, !473, !DIExpression(), !612)
    #dbg_value(ptr %161, !476, !DIExpression(), !612)
  %162 = getelementptr inbounds i8, ptr %161, i64 8, !dbg !609
  store ptr %160, ptr %10, align 8, !dbg !613, !tbaa !209
  store ptr %0, ptr %162, align 8, !dbg !614, !tbaa !201
    #dbg_value(ptr %0, !255, !DIExpression(), !615)
  %163 = load ptr, ptr %2, align 8, !dbg !617, !tbaa !201
    #dbg_value(ptr %163, !120, !DIExpression(), !618)
  %164 = icmp eq ptr %163, null, !dbg !620
  br i1 %164, label %168, label %165, !dbg !620

165:                                              ; preds = %159
  %166 = getelementptr inbounds i8, ptr %163, i64 4, !dbg !621
  %167 = load i32, ptr %166, align 4, !dbg !621, !tbaa !129
  br label %168, !dbg !620

168:                                              ; preds = %165, %159
  %169 = phi i32 [ %167, %165 ], [ 0, %159 ], !dbg !620
    #dbg_value(ptr %160, !120, !DIExpression(), !622)
  %170 = icmp eq ptr %160, null, !dbg !624
  br i1 %170, label %174, label %171, !dbg !624

171:                                              ; preds = %168
  %172 = getelementptr inbounds i8, ptr %160, i64 4, !dbg !625
  %173 = load i32, ptr %172, align 4, !dbg !625, !tbaa !129
  br label %174, !dbg !624

174:                                              ; preds = %171, %168
  %175 = phi i32 [ %173, %171 ], [ 0, %168 ], !dbg !624
    #dbg_value(i32 %169, !272, !DIExpression(), !626)
    #dbg_value(i32 %175, !277, !DIExpression(), !626)
  %176 = tail call noundef i32 @llvm.smax.i32(i32 %169, i32 %175), !dbg !628
  %177 = add nsw i32 %176, 1, !dbg !629
  store i32 %177, ptr %20, align 4, !dbg !630, !tbaa !129
    #dbg_value(ptr %161, !255, !DIExpression(), !631)
    #dbg_value(ptr %0, !120, !DIExpression(), !633)
  %178 = getelementptr inbounds i8, ptr %161, i64 16, !dbg !635
  %179 = load ptr, ptr %178, align 8, !dbg !635, !tbaa !209
    #dbg_value(ptr %179, !120, !DIExpression(), !636)
  %180 = icmp eq ptr %179, null, !dbg !638
  br i1 %180, label %184, label %181, !dbg !638

181:                                              ; preds = %174
  %182 = getelementptr inbounds i8, ptr %179, i64 4, !dbg !639
  %183 = load i32, ptr %182, align 4, !dbg !639, !tbaa !129
  br label %184, !dbg !638

184:                                              ; preds = %174, %181
  %185 = phi i32 [ %183, %181 ], [ 0, %174 ], !dbg !638
    #dbg_value(i32 %177, !272, !DIExpression(), !640)
    #dbg_value(i32 %185, !277, !DIExpression(), !640)
  %186 = tail call noundef i32 @llvm.smax.i32(i32 %177, i32 %185), !dbg !642
  br label %187, !dbg !643

187:                                              ; preds = %106, %184
  %188 = phi i32 [ %186, %184 ], [ %108, %106 ]
  %189 = phi ptr [ %161, %184 ], [ %83, %106 ]
  %190 = add nsw i32 %188, 1, !dbg !428
  %191 = getelementptr inbounds i8, ptr %189, i64 4, !dbg !428
  store i32 %190, ptr %191, align 4, !dbg !428, !tbaa !129
  br label %192, !dbg !644

192:                                              ; preds = %187, %109
  %193 = phi ptr [ %0, %109 ], [ %189, %187 ], !dbg !428
  ret ptr %193, !dbg !644
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !645 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }
attributes #11 = { nounwind allocsize(0,1) }

!llvm.dbg.cu = !{!26}
!llvm.module.flags = !{!35, !36, !37, !38, !39, !40, !41}
!llvm.ident = !{!42}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/binary_search_tree.c", directory: ".", checksumkind: CSK_MD5, checksum: "7cca10c6cffdb3881a08fc41111f7342")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 336, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 42)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 504, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 63)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 8)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !9, isLocal: true, isDefinition: true)
!26 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !27, globals: !29, splitDebugInlining: false, nameTableKind: None)
!27 = !{!28}
!28 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!29 = !{!0, !7, !12, !14, !19, !24, !30}
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 2)
!35 = !{i32 7, !"Dwarf Version", i32 5}
!36 = !{i32 2, !"Debug Info Version", i32 3}
!37 = !{i32 1, !"wchar_size", i32 4}
!38 = !{i32 8, !"PIC Level", i32 2}
!39 = !{i32 7, !"PIE Level", i32 2}
!40 = !{i32 7, !"uwtable", i32 2}
!41 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!42 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!43 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 29, type: !44, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !45)
!44 = !DISubroutineType(types: !27)
!45 = !{!46, !48, !60, !62, !64, !66, !67, !68, !69, !71, !73, !74, !76, !80, !81, !82}
!46 = !DILocalVariable(name: "avl", scope: !47, file: !2, line: 30, type: !28)
!47 = distinct !DILexicalBlock(scope: !43, file: !2, line: 30, column: 5)
!48 = !DILocalVariable(name: "root", scope: !49, file: !2, line: 31, type: !51)
!49 = distinct !DILexicalBlock(scope: !50, file: !2, line: 30, column: 39)
!50 = distinct !DILexicalBlock(scope: !47, file: !2, line: 30, column: 5)
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "T", file: !2, line: 6, baseType: !53)
!53 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "T", file: !2, line: 6, size: 192, elements: !54)
!54 = !{!55, !56, !57, !59}
!55 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !53, file: !2, line: 6, baseType: !28, size: 32)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !53, file: !2, line: 6, baseType: !28, size: 32, offset: 32)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !53, file: !2, line: 6, baseType: !58, size: 64, offset: 64)
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !53, file: !2, line: 6, baseType: !58, size: 64, offset: 128)
!60 = !DILocalVariable(name: "x", scope: !49, file: !2, line: 31, type: !61)
!61 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!62 = !DILocalVariable(name: "i", scope: !63, file: !2, line: 32, type: !28)
!63 = distinct !DILexicalBlock(scope: !49, file: !2, line: 32, column: 9)
!64 = !DILocalVariable(name: "i", scope: !65, file: !2, line: 33, type: !28)
!65 = distinct !DILexicalBlock(scope: !49, file: !2, line: 33, column: 9)
!66 = !DILocalVariable(name: "cnt", scope: !49, file: !2, line: 34, type: !28)
!67 = !DILocalVariable(name: "prev", scope: !49, file: !2, line: 34, type: !28)
!68 = !DILocalVariable(name: "ok", scope: !49, file: !2, line: 34, type: !28)
!69 = !DILocalVariable(name: "s", scope: !49, file: !2, line: 34, type: !70)
!70 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!71 = !DILocalVariable(name: "k", scope: !72, file: !2, line: 36, type: !28)
!72 = distinct !DILexicalBlock(scope: !49, file: !2, line: 36, column: 9)
!73 = !DILocalVariable(name: "hits", scope: !49, file: !2, line: 38, type: !28)
!74 = !DILocalVariable(name: "k", scope: !75, file: !2, line: 38, type: !28)
!75 = distinct !DILexicalBlock(scope: !49, file: !2, line: 38, column: 23)
!76 = !DILocalVariable(name: "q", scope: !49, file: !2, line: 41, type: !77)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 4096, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 64)
!80 = !DILocalVariable(name: "qh", scope: !49, file: !2, line: 41, type: !28)
!81 = !DILocalVariable(name: "qt", scope: !49, file: !2, line: 41, type: !28)
!82 = !DILocalVariable(name: "n", scope: !83, file: !2, line: 42, type: !51)
!83 = distinct !DILexicalBlock(scope: !49, file: !2, line: 42, column: 36)
!84 = distinct !DIAssignID()
!85 = !DILocation(line: 0, scope: !49)
!86 = distinct !DIAssignID()
!87 = distinct !DIAssignID()
!88 = distinct !DIAssignID()
!89 = !DILocation(line: 0, scope: !47)
!90 = !DILocation(line: 30, column: 5, scope: !47)
!91 = !DILocation(line: 0, scope: !63)
!92 = !DILocation(line: 32, column: 9, scope: !63)
!93 = !DILocation(line: 45, column: 5, scope: !43)
!94 = !DILocation(line: 32, column: 48, scope: !95)
!95 = distinct !DILexicalBlock(scope: !96, file: !2, line: 32, column: 40)
!96 = distinct !DILexicalBlock(scope: !63, file: !2, line: 32, column: 9)
!97 = !DILocation(line: 32, column: 62, scope: !95)
!98 = !DILocation(line: 32, column: 97, scope: !95)
!99 = !DILocation(line: 32, column: 79, scope: !95)
!100 = !DILocation(line: 32, column: 36, scope: !96)
!101 = !DILocation(line: 32, column: 27, scope: !96)
!102 = distinct !{!102, !92, !103, !104}
!103 = !DILocation(line: 32, column: 113, scope: !63)
!104 = !{!"llvm.loop.mustprogress"}
!105 = !DILocation(line: 34, column: 9, scope: !49)
!106 = !DILocation(line: 34, column: 13, scope: !49)
!107 = !{!108, !108, i64 0}
!108 = !{!"int", !109, i64 0}
!109 = !{!"omnipotent char", !110, i64 0}
!110 = !{!"Simple C/C++ TBAA"}
!111 = distinct !DIAssignID()
!112 = !DILocation(line: 34, column: 22, scope: !49)
!113 = distinct !DIAssignID()
!114 = !DILocation(line: 34, column: 32, scope: !49)
!115 = distinct !DIAssignID()
!116 = !DILocation(line: 34, column: 49, scope: !49)
!117 = !DILocation(line: 35, column: 62, scope: !49)
!118 = !DILocation(line: 35, column: 83, scope: !49)
!119 = !DILocation(line: 35, column: 91, scope: !49)
!120 = !DILocalVariable(name: "t", arg: 1, scope: !121, file: !2, line: 7, type: !51)
!121 = distinct !DISubprogram(name: "ht", scope: !2, file: !2, line: 7, type: !122, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !124)
!122 = !DISubroutineType(types: !123)
!123 = !{!28, !51}
!124 = !{!120}
!125 = !DILocation(line: 0, scope: !121, inlinedAt: !126)
!126 = distinct !DILocation(line: 35, column: 95, scope: !49)
!127 = !DILocation(line: 7, column: 30, scope: !121, inlinedAt: !126)
!128 = !DILocation(line: 7, column: 37, scope: !121, inlinedAt: !126)
!129 = !{!130, !108, i64 4}
!130 = !{!"T", !108, i64 0, !108, i64 4, !131, i64 8, !131, i64 16}
!131 = !{!"any pointer", !109, i64 0}
!132 = !DILocation(line: 35, column: 9, scope: !49)
!133 = !DILocation(line: 0, scope: !72)
!134 = !DILocation(line: 36, column: 9, scope: !72)
!135 = !DILocation(line: 0, scope: !65)
!136 = !DILocation(line: 33, column: 59, scope: !137)
!137 = distinct !DILexicalBlock(scope: !65, file: !2, line: 33, column: 9)
!138 = !DILocation(line: 33, column: 47, scope: !137)
!139 = !DILocation(line: 33, column: 36, scope: !137)
!140 = !DILocation(line: 33, column: 27, scope: !137)
!141 = !DILocation(line: 33, column: 9, scope: !65)
!142 = distinct !{!142, !141, !143, !104}
!143 = !DILocation(line: 33, column: 68, scope: !65)
!144 = !DILocation(line: 37, column: 13, scope: !49)
!145 = distinct !DIAssignID()
!146 = !DILocation(line: 37, column: 21, scope: !49)
!147 = distinct !DIAssignID()
!148 = !DILocation(line: 37, column: 30, scope: !49)
!149 = !DILocation(line: 0, scope: !75)
!150 = !DILocation(line: 38, column: 23, scope: !75)
!151 = !DILocation(line: 36, column: 51, scope: !152)
!152 = distinct !DILexicalBlock(scope: !72, file: !2, line: 36, column: 9)
!153 = !DILocation(line: 36, column: 38, scope: !152)
!154 = !DILocation(line: 36, column: 27, scope: !152)
!155 = distinct !{!155, !134, !156, !104}
!156 = !DILocation(line: 36, column: 67, scope: !72)
!157 = !DILocation(line: 39, column: 104, scope: !49)
!158 = !DILocation(line: 39, column: 112, scope: !49)
!159 = !DILocation(line: 0, scope: !121, inlinedAt: !160)
!160 = distinct !DILocation(line: 39, column: 116, scope: !49)
!161 = !DILocation(line: 7, column: 30, scope: !121, inlinedAt: !160)
!162 = !DILocation(line: 7, column: 37, scope: !121, inlinedAt: !160)
!163 = !DILocation(line: 39, column: 9, scope: !49)
!164 = !DILocation(line: 41, column: 9, scope: !49)
!165 = !DILocation(line: 41, column: 47, scope: !49)
!166 = !{!131, !131, i64 0}
!167 = !DILocation(line: 41, column: 55, scope: !49)
!168 = !DILocation(line: 42, column: 9, scope: !49)
!169 = !DILocalVariable(name: "t", arg: 1, scope: !170, file: !2, line: 25, type: !51)
!170 = distinct !DISubprogram(name: "find", scope: !2, file: !2, line: 25, type: !171, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !173)
!171 = !DISubroutineType(types: !172)
!172 = !{!28, !51, !28}
!173 = !{!169, !174}
!174 = !DILocalVariable(name: "k", arg: 2, scope: !170, file: !2, line: 25, type: !28)
!175 = !DILocation(line: 0, scope: !170, inlinedAt: !176)
!176 = distinct !DILocation(line: 38, column: 63, scope: !177)
!177 = distinct !DILexicalBlock(scope: !75, file: !2, line: 38, column: 23)
!178 = !DILocation(line: 25, column: 32, scope: !170, inlinedAt: !176)
!179 = !DILocation(line: 25, column: 56, scope: !180, inlinedAt: !176)
!180 = distinct !DILexicalBlock(scope: !181, file: !2, line: 25, column: 48)
!181 = distinct !DILexicalBlock(scope: !170, file: !2, line: 25, column: 42)
!182 = !{!130, !108, i64 0}
!183 = !DILocation(line: 25, column: 50, scope: !180, inlinedAt: !176)
!184 = !DILocation(line: 25, column: 48, scope: !181, inlinedAt: !176)
!185 = !DILocation(line: 25, column: 77, scope: !181, inlinedAt: !176)
!186 = !DILocation(line: 25, column: 75, scope: !181, inlinedAt: !176)
!187 = distinct !{!187, !178, !188, !104}
!188 = !DILocation(line: 25, column: 101, scope: !170, inlinedAt: !176)
!189 = !DILocation(line: 38, column: 60, scope: !177)
!190 = !DILocation(line: 38, column: 51, scope: !177)
!191 = !DILocation(line: 38, column: 41, scope: !177)
!192 = distinct !{!192, !150, !193, !104}
!193 = !DILocation(line: 38, column: 75, scope: !75)
!194 = !DILocation(line: 42, column: 49, scope: !83)
!195 = !DILocation(line: 42, column: 45, scope: !83)
!196 = !DILocation(line: 0, scope: !83)
!197 = !DILocation(line: 42, column: 71, scope: !83)
!198 = !DILocation(line: 42, column: 54, scope: !83)
!199 = !DILocation(line: 42, column: 84, scope: !200)
!200 = distinct !DILexicalBlock(scope: !83, file: !2, line: 42, column: 81)
!201 = !{!130, !131, i64 8}
!202 = !DILocation(line: 42, column: 81, scope: !200)
!203 = !DILocation(line: 42, column: 86, scope: !200)
!204 = !DILocation(line: 42, column: 102, scope: !200)
!205 = !DILocation(line: 42, column: 98, scope: !200)
!206 = !DILocation(line: 42, column: 106, scope: !200)
!207 = !DILocation(line: 42, column: 121, scope: !208)
!208 = distinct !DILexicalBlock(scope: !83, file: !2, line: 42, column: 118)
!209 = !{!130, !131, i64 16}
!210 = !DILocation(line: 42, column: 118, scope: !208)
!211 = !DILocation(line: 42, column: 123, scope: !208)
!212 = !DILocation(line: 42, column: 139, scope: !208)
!213 = !DILocation(line: 42, column: 135, scope: !208)
!214 = !DILocation(line: 42, column: 143, scope: !208)
!215 = !DILocation(line: 42, scope: !83)
!216 = !DILocation(line: 42, column: 19, scope: !49)
!217 = !DILocation(line: 42, column: 24, scope: !49)
!218 = distinct !{!218, !168, !219, !104}
!219 = !DILocation(line: 42, column: 151, scope: !49)
!220 = !DILocation(line: 43, column: 9, scope: !49)
!221 = !DILocation(line: 43, column: 23, scope: !49)
!222 = !DILocation(line: 44, column: 5, scope: !50)
!223 = distinct !{!223, !90, !224, !104}
!224 = !DILocation(line: 44, column: 5, scope: !47)
!225 = distinct !DISubprogram(name: "ins", scope: !2, file: !2, line: 18, type: !226, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !228)
!226 = !DISubroutineType(types: !227)
!227 = !{!51, !51, !28, !28}
!228 = !{!229, !230, !231}
!229 = !DILocalVariable(name: "t", arg: 1, scope: !225, file: !2, line: 18, type: !51)
!230 = !DILocalVariable(name: "k", arg: 2, scope: !225, file: !2, line: 18, type: !28)
!231 = !DILocalVariable(name: "avl", arg: 3, scope: !225, file: !2, line: 18, type: !28)
!232 = !DILocation(line: 0, scope: !225)
!233 = !DILocation(line: 18, column: 44, scope: !234)
!234 = distinct !DILexicalBlock(scope: !225, file: !2, line: 18, column: 43)
!235 = !DILocation(line: 18, column: 43, scope: !225)
!236 = !DILocation(line: 18, column: 53, scope: !237)
!237 = distinct !DILexicalBlock(scope: !234, file: !2, line: 18, column: 47)
!238 = !DILocation(line: 18, column: 82, scope: !237)
!239 = !DILocation(line: 18, column: 90, scope: !237)
!240 = !DILocation(line: 18, column: 92, scope: !237)
!241 = !DILocation(line: 18, column: 97, scope: !237)
!242 = !DILocation(line: 18, column: 120, scope: !243)
!243 = distinct !DILexicalBlock(scope: !225, file: !2, line: 18, column: 113)
!244 = !DILocation(line: 18, column: 115, scope: !243)
!245 = !DILocation(line: 18, column: 113, scope: !225)
!246 = !DILocation(line: 18, column: 162, scope: !247)
!247 = distinct !DILexicalBlock(scope: !243, file: !2, line: 18, column: 160)
!248 = !DILocation(line: 18, column: 160, scope: !243)
!249 = !DILocation(line: 18, scope: !243)
!250 = !DILocation(line: 18, column: 217, scope: !251)
!251 = distinct !DILexicalBlock(scope: !225, file: !2, line: 18, column: 217)
!252 = !DILocation(line: 18, column: 217, scope: !225)
!253 = !DILocation(line: 18, column: 229, scope: !251)
!254 = !DILocation(line: 18, column: 222, scope: !251)
!255 = !DILocalVariable(name: "t", arg: 1, scope: !256, file: !2, line: 9, type: !51)
!256 = distinct !DISubprogram(name: "upd", scope: !2, file: !2, line: 9, type: !257, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !259)
!257 = !DISubroutineType(types: !258)
!258 = !{null, !51}
!259 = !{!255}
!260 = !DILocation(line: 0, scope: !256, inlinedAt: !261)
!261 = distinct !DILocation(line: 18, column: 237, scope: !225)
!262 = !DILocation(line: 9, column: 45, scope: !256, inlinedAt: !261)
!263 = !DILocation(line: 0, scope: !121, inlinedAt: !264)
!264 = distinct !DILocation(line: 9, column: 39, scope: !256, inlinedAt: !261)
!265 = !DILocation(line: 7, column: 30, scope: !121, inlinedAt: !264)
!266 = !DILocation(line: 7, column: 37, scope: !121, inlinedAt: !264)
!267 = !DILocation(line: 9, column: 55, scope: !256, inlinedAt: !261)
!268 = !DILocation(line: 0, scope: !121, inlinedAt: !269)
!269 = distinct !DILocation(line: 9, column: 49, scope: !256, inlinedAt: !261)
!270 = !DILocation(line: 7, column: 30, scope: !121, inlinedAt: !269)
!271 = !DILocation(line: 7, column: 37, scope: !121, inlinedAt: !269)
!272 = !DILocalVariable(name: "a", arg: 1, scope: !273, file: !2, line: 8, type: !28)
!273 = distinct !DISubprogram(name: "mx", scope: !2, file: !2, line: 8, type: !274, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !276)
!274 = !DISubroutineType(types: !275)
!275 = !{!28, !28, !28}
!276 = !{!272, !277}
!277 = !DILocalVariable(name: "b", arg: 2, scope: !273, file: !2, line: 8, type: !28)
!278 = !DILocation(line: 0, scope: !273, inlinedAt: !279)
!279 = distinct !DILocation(line: 9, column: 36, scope: !256, inlinedAt: !261)
!280 = !DILocation(line: 8, column: 38, scope: !273, inlinedAt: !279)
!281 = !DILocation(line: 9, column: 34, scope: !256, inlinedAt: !261)
!282 = !DILocation(line: 9, column: 28, scope: !256, inlinedAt: !261)
!283 = !DILocation(line: 9, column: 30, scope: !256, inlinedAt: !261)
!284 = !DILocation(line: 18, column: 245, scope: !225)
!285 = !DILocation(line: 18, scope: !225)
!286 = !DILocation(line: 18, column: 255, scope: !225)
!287 = distinct !DISubprogram(name: "inorder_sum", scope: !2, file: !2, line: 26, type: !288, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !291)
!288 = !DISubroutineType(types: !289)
!289 = !{!70, !51, !290, !290, !290}
!290 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!291 = !{!292, !293, !294, !295, !296}
!292 = !DILocalVariable(name: "t", arg: 1, scope: !287, file: !2, line: 26, type: !51)
!293 = !DILocalVariable(name: "cnt", arg: 2, scope: !287, file: !2, line: 26, type: !290)
!294 = !DILocalVariable(name: "prev", arg: 3, scope: !287, file: !2, line: 26, type: !290)
!295 = !DILocalVariable(name: "ok", arg: 4, scope: !287, file: !2, line: 26, type: !290)
!296 = !DILocalVariable(name: "s", scope: !287, file: !2, line: 26, type: !70)
!297 = !DILocation(line: 0, scope: !287)
!298 = !DILocation(line: 26, column: 68, scope: !299)
!299 = distinct !DILexicalBlock(scope: !287, file: !2, line: 26, column: 67)
!300 = !DILocation(line: 26, column: 67, scope: !287)
!301 = !DILocation(line: 26, column: 105, scope: !287)
!302 = !DILocation(line: 26, column: 90, scope: !287)
!303 = !DILocation(line: 26, column: 128, scope: !304)
!304 = distinct !DILexicalBlock(scope: !287, file: !2, line: 26, column: 128)
!305 = !DILocation(line: 26, column: 173, scope: !287)
!306 = !DILocation(line: 26, column: 133, scope: !304)
!307 = !DILocation(line: 26, column: 146, scope: !304)
!308 = !DILocation(line: 26, column: 143, scope: !304)
!309 = !DILocation(line: 26, column: 128, scope: !287)
!310 = !DILocation(line: 26, column: 157, scope: !304)
!311 = !DILocation(line: 26, column: 153, scope: !304)
!312 = !DILocation(line: 26, column: 168, scope: !287)
!313 = !DILocation(line: 26, column: 184, scope: !287)
!314 = !DILocation(line: 26, column: 202, scope: !287)
!315 = !DILocation(line: 26, column: 199, scope: !287)
!316 = !DILocation(line: 26, column: 223, scope: !287)
!317 = !DILocation(line: 26, column: 197, scope: !287)
!318 = !DILocation(line: 26, column: 206, scope: !287)
!319 = !DILocation(line: 26, column: 242, scope: !287)
!320 = !DISubprogram(name: "printf", scope: !321, file: !321, line: 356, type: !322, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!321 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!322 = !DISubroutineType(types: !323)
!323 = !{!28, !324, null}
!324 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !325)
!325 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !326, size: 64)
!326 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!327 = distinct !DISubprogram(name: "del", scope: !2, file: !2, line: 19, type: !226, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !328)
!328 = !{!329, !330, !331, !332, !338}
!329 = !DILocalVariable(name: "t", arg: 1, scope: !327, file: !2, line: 19, type: !51)
!330 = !DILocalVariable(name: "k", arg: 2, scope: !327, file: !2, line: 19, type: !28)
!331 = !DILocalVariable(name: "avl", arg: 3, scope: !327, file: !2, line: 19, type: !28)
!332 = !DILocalVariable(name: "c", scope: !333, file: !2, line: 22, type: !51)
!333 = distinct !DILexicalBlock(scope: !334, file: !2, line: 22, column: 32)
!334 = distinct !DILexicalBlock(scope: !335, file: !2, line: 22, column: 16)
!335 = distinct !DILexicalBlock(scope: !336, file: !2, line: 22, column: 10)
!336 = distinct !DILexicalBlock(scope: !337, file: !2, line: 21, column: 56)
!337 = distinct !DILexicalBlock(scope: !327, file: !2, line: 21, column: 9)
!338 = !DILocalVariable(name: "m", scope: !335, file: !2, line: 22, type: !51)
!339 = !DILocation(line: 0, scope: !327)
!340 = !DILocation(line: 20, column: 10, scope: !341)
!341 = distinct !DILexicalBlock(scope: !327, file: !2, line: 20, column: 9)
!342 = !DILocation(line: 20, column: 9, scope: !327)
!343 = !DILocation(line: 21, column: 16, scope: !337)
!344 = !DILocation(line: 21, column: 11, scope: !337)
!345 = !DILocation(line: 21, column: 9, scope: !327)
!346 = !DILocation(line: 21, column: 35, scope: !337)
!347 = !DILocation(line: 21, column: 28, scope: !337)
!348 = !DILocation(line: 21, column: 26, scope: !337)
!349 = !DILocation(line: 21, column: 21, scope: !337)
!350 = !DILocation(line: 21, column: 58, scope: !336)
!351 = !DILocation(line: 21, column: 56, scope: !337)
!352 = !DILocation(line: 21, column: 82, scope: !336)
!353 = !DILocation(line: 21, column: 75, scope: !336)
!354 = !DILocation(line: 21, column: 73, scope: !336)
!355 = !DILocation(line: 21, column: 68, scope: !336)
!356 = !DILocation(line: 22, column: 20, scope: !334)
!357 = !DILocation(line: 22, column: 17, scope: !334)
!358 = !DILocation(line: 22, scope: !334)
!359 = !DILocation(line: 22, column: 22, scope: !334)
!360 = !DILocation(line: 22, column: 26, scope: !334)
!361 = !DILocation(line: 22, column: 16, scope: !335)
!362 = !DILocation(line: 22, column: 41, scope: !333)
!363 = !DILocation(line: 0, scope: !333)
!364 = !DILocation(line: 22, column: 61, scope: !333)
!365 = !DILocation(line: 22, scope: !335)
!366 = !DILocation(line: 0, scope: !335)
!367 = !DILocation(line: 22, column: 105, scope: !335)
!368 = !DILocation(line: 22, column: 95, scope: !335)
!369 = distinct !{!369, !368, !370, !104}
!370 = !DILocation(line: 22, column: 115, scope: !335)
!371 = !DILocation(line: 22, column: 130, scope: !335)
!372 = !DILocation(line: 22, column: 125, scope: !335)
!373 = !DILocation(line: 22, column: 142, scope: !335)
!374 = !DILocation(line: 22, column: 140, scope: !335)
!375 = !DILocation(line: 23, column: 9, scope: !376)
!376 = distinct !DILexicalBlock(scope: !327, file: !2, line: 23, column: 9)
!377 = !DILocation(line: 23, column: 9, scope: !327)
!378 = !DILocation(line: 23, column: 21, scope: !376)
!379 = !DILocation(line: 23, column: 14, scope: !376)
!380 = !DILocation(line: 0, scope: !256, inlinedAt: !381)
!381 = distinct !DILocation(line: 23, column: 29, scope: !327)
!382 = !DILocation(line: 9, column: 45, scope: !256, inlinedAt: !381)
!383 = !DILocation(line: 0, scope: !121, inlinedAt: !384)
!384 = distinct !DILocation(line: 9, column: 39, scope: !256, inlinedAt: !381)
!385 = !DILocation(line: 7, column: 30, scope: !121, inlinedAt: !384)
!386 = !DILocation(line: 7, column: 37, scope: !121, inlinedAt: !384)
!387 = !DILocation(line: 9, column: 55, scope: !256, inlinedAt: !381)
!388 = !DILocation(line: 0, scope: !121, inlinedAt: !389)
!389 = distinct !DILocation(line: 9, column: 49, scope: !256, inlinedAt: !381)
!390 = !DILocation(line: 7, column: 30, scope: !121, inlinedAt: !389)
!391 = !DILocation(line: 7, column: 37, scope: !121, inlinedAt: !389)
!392 = !DILocation(line: 0, scope: !273, inlinedAt: !393)
!393 = distinct !DILocation(line: 9, column: 36, scope: !256, inlinedAt: !381)
!394 = !DILocation(line: 8, column: 38, scope: !273, inlinedAt: !393)
!395 = !DILocation(line: 9, column: 34, scope: !256, inlinedAt: !381)
!396 = !DILocation(line: 9, column: 28, scope: !256, inlinedAt: !381)
!397 = !DILocation(line: 9, column: 30, scope: !256, inlinedAt: !381)
!398 = !DILocation(line: 23, column: 37, scope: !327)
!399 = !DILocation(line: 24, column: 1, scope: !327)
!400 = distinct !DISubprogram(name: "freet", scope: !2, file: !2, line: 27, type: !257, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !401)
!401 = !{!402}
!402 = !DILocalVariable(name: "t", arg: 1, scope: !400, file: !2, line: 27, type: !51)
!403 = !DILocation(line: 0, scope: !400)
!404 = !DILocation(line: 27, column: 31, scope: !405)
!405 = distinct !DILexicalBlock(scope: !400, file: !2, line: 27, column: 31)
!406 = !DILocation(line: 27, column: 31, scope: !400)
!407 = !DILocation(line: 27, column: 73, scope: !400)
!408 = !DILocation(line: 27, column: 45, scope: !409)
!409 = distinct !DILexicalBlock(scope: !405, file: !2, line: 27, column: 34)
!410 = !DILocation(line: 27, column: 36, scope: !409)
!411 = !DILocation(line: 27, column: 58, scope: !409)
!412 = !DILocation(line: 27, column: 49, scope: !409)
!413 = !DILocation(line: 27, column: 62, scope: !409)
!414 = !DISubprogram(name: "calloc", scope: !415, file: !415, line: 556, type: !416, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!415 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!416 = !DISubroutineType(types: !417)
!417 = !{!418, !419, !419}
!418 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!419 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !420, line: 18, baseType: !421)
!420 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!421 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!422 = distinct !DISubprogram(name: "bal", scope: !2, file: !2, line: 12, type: !423, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !425)
!423 = !DISubroutineType(types: !424)
!424 = !{!51, !51}
!425 = !{!426, !427}
!426 = !DILocalVariable(name: "t", arg: 1, scope: !422, file: !2, line: 12, type: !51)
!427 = !DILocalVariable(name: "b", scope: !422, file: !2, line: 13, type: !28)
!428 = !DILocation(line: 0, scope: !422)
!429 = !DILocation(line: 0, scope: !256, inlinedAt: !430)
!430 = distinct !DILocation(line: 13, column: 5, scope: !422)
!431 = !DILocation(line: 9, column: 45, scope: !256, inlinedAt: !430)
!432 = !DILocation(line: 0, scope: !121, inlinedAt: !433)
!433 = distinct !DILocation(line: 9, column: 39, scope: !256, inlinedAt: !430)
!434 = !DILocation(line: 7, column: 30, scope: !121, inlinedAt: !433)
!435 = !DILocation(line: 7, column: 37, scope: !121, inlinedAt: !433)
!436 = !DILocation(line: 9, column: 55, scope: !256, inlinedAt: !430)
!437 = !DILocation(line: 0, scope: !121, inlinedAt: !438)
!438 = distinct !DILocation(line: 9, column: 49, scope: !256, inlinedAt: !430)
!439 = !DILocation(line: 7, column: 30, scope: !121, inlinedAt: !438)
!440 = !DILocation(line: 7, column: 37, scope: !121, inlinedAt: !438)
!441 = !DILocation(line: 0, scope: !273, inlinedAt: !442)
!442 = distinct !DILocation(line: 9, column: 36, scope: !256, inlinedAt: !430)
!443 = !DILocation(line: 8, column: 38, scope: !273, inlinedAt: !442)
!444 = !DILocation(line: 9, column: 34, scope: !256, inlinedAt: !430)
!445 = !DILocation(line: 9, column: 28, scope: !256, inlinedAt: !430)
!446 = !DILocation(line: 9, column: 30, scope: !256, inlinedAt: !430)
!447 = !DILocation(line: 0, scope: !121, inlinedAt: !448)
!448 = distinct !DILocation(line: 13, column: 21, scope: !422)
!449 = !DILocation(line: 7, column: 30, scope: !121, inlinedAt: !448)
!450 = !DILocation(line: 7, column: 37, scope: !121, inlinedAt: !448)
!451 = !DILocation(line: 0, scope: !121, inlinedAt: !452)
!452 = distinct !DILocation(line: 13, column: 32, scope: !422)
!453 = !DILocation(line: 7, column: 30, scope: !121, inlinedAt: !452)
!454 = !DILocation(line: 7, column: 37, scope: !121, inlinedAt: !452)
!455 = !DILocation(line: 13, column: 30, scope: !422)
!456 = !DILocation(line: 14, column: 11, scope: !457)
!457 = distinct !DILexicalBlock(scope: !422, file: !2, line: 14, column: 9)
!458 = !DILocation(line: 14, column: 9, scope: !422)
!459 = !DILocation(line: 14, column: 31, scope: !460)
!460 = distinct !DILexicalBlock(scope: !461, file: !2, line: 14, column: 22)
!461 = distinct !DILexicalBlock(scope: !457, file: !2, line: 14, column: 16)
!462 = !DILocation(line: 0, scope: !121, inlinedAt: !463)
!463 = distinct !DILocation(line: 14, column: 22, scope: !460)
!464 = !DILocation(line: 7, column: 30, scope: !121, inlinedAt: !463)
!465 = !DILocation(line: 7, column: 37, scope: !121, inlinedAt: !463)
!466 = !DILocation(line: 14, column: 45, scope: !460)
!467 = !DILocation(line: 0, scope: !121, inlinedAt: !468)
!468 = distinct !DILocation(line: 14, column: 36, scope: !460)
!469 = !DILocation(line: 7, column: 30, scope: !121, inlinedAt: !468)
!470 = !DILocation(line: 7, column: 37, scope: !121, inlinedAt: !468)
!471 = !DILocation(line: 14, column: 34, scope: !460)
!472 = !DILocation(line: 14, column: 22, scope: !461)
!473 = !DILocalVariable(name: "x", arg: 1, scope: !474, file: !2, line: 11, type: !51)
!474 = distinct !DISubprogram(name: "rotl", scope: !2, file: !2, line: 11, type: !423, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !475)
!475 = !{!473, !476}
!476 = !DILocalVariable(name: "y", scope: !474, file: !2, line: 11, type: !51)
!477 = !DILocation(line: 0, scope: !474, inlinedAt: !478)
!478 = distinct !DILocation(line: 14, column: 56, scope: !460)
!479 = !DILocation(line: 11, column: 47, scope: !474, inlinedAt: !478)
!480 = !DILocation(line: 11, column: 42, scope: !474, inlinedAt: !478)
!481 = !DILocation(line: 11, column: 55, scope: !474, inlinedAt: !478)
!482 = !DILocation(line: 0, scope: !256, inlinedAt: !483)
!483 = distinct !DILocation(line: 11, column: 60, scope: !474, inlinedAt: !478)
!484 = !DILocation(line: 9, column: 45, scope: !256, inlinedAt: !483)
!485 = !DILocation(line: 0, scope: !121, inlinedAt: !486)
!486 = distinct !DILocation(line: 9, column: 39, scope: !256, inlinedAt: !483)
!487 = !DILocation(line: 7, column: 30, scope: !121, inlinedAt: !486)
!488 = !DILocation(line: 7, column: 37, scope: !121, inlinedAt: !486)
!489 = !DILocation(line: 0, scope: !121, inlinedAt: !490)
!490 = distinct !DILocation(line: 9, column: 49, scope: !256, inlinedAt: !483)
!491 = !DILocation(line: 7, column: 30, scope: !121, inlinedAt: !490)
!492 = !DILocation(line: 7, column: 37, scope: !121, inlinedAt: !490)
!493 = !DILocation(line: 0, scope: !273, inlinedAt: !494)
!494 = distinct !DILocation(line: 9, column: 36, scope: !256, inlinedAt: !483)
!495 = !DILocation(line: 8, column: 38, scope: !273, inlinedAt: !494)
!496 = !DILocation(line: 9, column: 34, scope: !256, inlinedAt: !483)
!497 = !DILocation(line: 9, column: 28, scope: !256, inlinedAt: !483)
!498 = !DILocation(line: 9, column: 30, scope: !256, inlinedAt: !483)
!499 = !DILocation(line: 0, scope: !256, inlinedAt: !500)
!500 = distinct !DILocation(line: 11, column: 68, scope: !474, inlinedAt: !478)
!501 = !DILocation(line: 0, scope: !121, inlinedAt: !502)
!502 = distinct !DILocation(line: 9, column: 39, scope: !256, inlinedAt: !500)
!503 = !DILocation(line: 9, column: 55, scope: !256, inlinedAt: !500)
!504 = !DILocation(line: 0, scope: !121, inlinedAt: !505)
!505 = distinct !DILocation(line: 9, column: 49, scope: !256, inlinedAt: !500)
!506 = !DILocation(line: 7, column: 30, scope: !121, inlinedAt: !505)
!507 = !DILocation(line: 7, column: 37, scope: !121, inlinedAt: !505)
!508 = !DILocation(line: 0, scope: !273, inlinedAt: !509)
!509 = distinct !DILocation(line: 9, column: 36, scope: !256, inlinedAt: !500)
!510 = !DILocation(line: 8, column: 38, scope: !273, inlinedAt: !509)
!511 = !DILocation(line: 9, column: 34, scope: !256, inlinedAt: !500)
!512 = !DILocation(line: 9, column: 28, scope: !256, inlinedAt: !500)
!513 = !DILocation(line: 9, column: 30, scope: !256, inlinedAt: !500)
!514 = !DILocation(line: 14, column: 49, scope: !460)
!515 = !DILocation(line: 10, column: 47, scope: !516, inlinedAt: !520)
!516 = distinct !DISubprogram(name: "rotr", scope: !2, file: !2, line: 10, type: !423, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !517)
!517 = !{!518, !519}
!518 = !DILocalVariable(name: "y", arg: 1, scope: !516, file: !2, line: 10, type: !51)
!519 = !DILocalVariable(name: "x", scope: !516, file: !2, line: 10, type: !51)
!520 = distinct !DILocation(line: 14, column: 75, scope: !461)
!521 = !DILocation(line: 10, column: 34, scope: !516, inlinedAt: !520)
!522 = !DILocation(line: 0, scope: !516, inlinedAt: !520)
!523 = !DILocation(line: 10, column: 42, scope: !516, inlinedAt: !520)
!524 = !DILocation(line: 10, column: 55, scope: !516, inlinedAt: !520)
!525 = !DILocation(line: 0, scope: !256, inlinedAt: !526)
!526 = distinct !DILocation(line: 10, column: 60, scope: !516, inlinedAt: !520)
!527 = !DILocation(line: 0, scope: !121, inlinedAt: !528)
!528 = distinct !DILocation(line: 9, column: 39, scope: !256, inlinedAt: !526)
!529 = !DILocation(line: 7, column: 30, scope: !121, inlinedAt: !528)
!530 = !DILocation(line: 7, column: 37, scope: !121, inlinedAt: !528)
!531 = !DILocation(line: 9, column: 55, scope: !256, inlinedAt: !526)
!532 = !DILocation(line: 0, scope: !121, inlinedAt: !533)
!533 = distinct !DILocation(line: 9, column: 49, scope: !256, inlinedAt: !526)
!534 = !DILocation(line: 7, column: 30, scope: !121, inlinedAt: !533)
!535 = !DILocation(line: 7, column: 37, scope: !121, inlinedAt: !533)
!536 = !DILocation(line: 0, scope: !273, inlinedAt: !537)
!537 = distinct !DILocation(line: 9, column: 36, scope: !256, inlinedAt: !526)
!538 = !DILocation(line: 8, column: 38, scope: !273, inlinedAt: !537)
!539 = !DILocation(line: 9, column: 34, scope: !256, inlinedAt: !526)
!540 = !DILocation(line: 9, column: 30, scope: !256, inlinedAt: !526)
!541 = !DILocation(line: 0, scope: !256, inlinedAt: !542)
!542 = distinct !DILocation(line: 10, column: 68, scope: !516, inlinedAt: !520)
!543 = !DILocation(line: 9, column: 45, scope: !256, inlinedAt: !542)
!544 = !DILocation(line: 0, scope: !121, inlinedAt: !545)
!545 = distinct !DILocation(line: 9, column: 39, scope: !256, inlinedAt: !542)
!546 = !DILocation(line: 7, column: 30, scope: !121, inlinedAt: !545)
!547 = !DILocation(line: 7, column: 37, scope: !121, inlinedAt: !545)
!548 = !DILocation(line: 0, scope: !121, inlinedAt: !549)
!549 = distinct !DILocation(line: 9, column: 49, scope: !256, inlinedAt: !542)
!550 = !DILocation(line: 0, scope: !273, inlinedAt: !551)
!551 = distinct !DILocation(line: 9, column: 36, scope: !256, inlinedAt: !542)
!552 = !DILocation(line: 8, column: 38, scope: !273, inlinedAt: !551)
!553 = !DILocation(line: 14, column: 68, scope: !461)
!554 = !DILocation(line: 15, column: 11, scope: !555)
!555 = distinct !DILexicalBlock(scope: !422, file: !2, line: 15, column: 9)
!556 = !DILocation(line: 15, column: 9, scope: !422)
!557 = !DILocation(line: 15, column: 32, scope: !558)
!558 = distinct !DILexicalBlock(scope: !559, file: !2, line: 15, column: 23)
!559 = distinct !DILexicalBlock(scope: !555, file: !2, line: 15, column: 17)
!560 = !DILocation(line: 0, scope: !121, inlinedAt: !561)
!561 = distinct !DILocation(line: 15, column: 23, scope: !558)
!562 = !DILocation(line: 7, column: 30, scope: !121, inlinedAt: !561)
!563 = !DILocation(line: 7, column: 37, scope: !121, inlinedAt: !561)
!564 = !DILocation(line: 15, column: 46, scope: !558)
!565 = !DILocation(line: 0, scope: !121, inlinedAt: !566)
!566 = distinct !DILocation(line: 15, column: 37, scope: !558)
!567 = !DILocation(line: 7, column: 30, scope: !121, inlinedAt: !566)
!568 = !DILocation(line: 7, column: 37, scope: !121, inlinedAt: !566)
!569 = !DILocation(line: 15, column: 35, scope: !558)
!570 = !DILocation(line: 15, column: 23, scope: !559)
!571 = !DILocation(line: 0, scope: !516, inlinedAt: !572)
!572 = distinct !DILocation(line: 15, column: 57, scope: !558)
!573 = !DILocation(line: 10, column: 47, scope: !516, inlinedAt: !572)
!574 = !DILocation(line: 10, column: 42, scope: !516, inlinedAt: !572)
!575 = !DILocation(line: 10, column: 55, scope: !516, inlinedAt: !572)
!576 = !DILocation(line: 0, scope: !256, inlinedAt: !577)
!577 = distinct !DILocation(line: 10, column: 60, scope: !516, inlinedAt: !572)
!578 = !DILocation(line: 0, scope: !121, inlinedAt: !579)
!579 = distinct !DILocation(line: 9, column: 39, scope: !256, inlinedAt: !577)
!580 = !DILocation(line: 7, column: 30, scope: !121, inlinedAt: !579)
!581 = !DILocation(line: 7, column: 37, scope: !121, inlinedAt: !579)
!582 = !DILocation(line: 9, column: 55, scope: !256, inlinedAt: !577)
!583 = !DILocation(line: 0, scope: !121, inlinedAt: !584)
!584 = distinct !DILocation(line: 9, column: 49, scope: !256, inlinedAt: !577)
!585 = !DILocation(line: 7, column: 30, scope: !121, inlinedAt: !584)
!586 = !DILocation(line: 7, column: 37, scope: !121, inlinedAt: !584)
!587 = !DILocation(line: 0, scope: !273, inlinedAt: !588)
!588 = distinct !DILocation(line: 9, column: 36, scope: !256, inlinedAt: !577)
!589 = !DILocation(line: 8, column: 38, scope: !273, inlinedAt: !588)
!590 = !DILocation(line: 9, column: 34, scope: !256, inlinedAt: !577)
!591 = !DILocation(line: 9, column: 28, scope: !256, inlinedAt: !577)
!592 = !DILocation(line: 9, column: 30, scope: !256, inlinedAt: !577)
!593 = !DILocation(line: 0, scope: !256, inlinedAt: !594)
!594 = distinct !DILocation(line: 10, column: 68, scope: !516, inlinedAt: !572)
!595 = !DILocation(line: 9, column: 45, scope: !256, inlinedAt: !594)
!596 = !DILocation(line: 0, scope: !121, inlinedAt: !597)
!597 = distinct !DILocation(line: 9, column: 39, scope: !256, inlinedAt: !594)
!598 = !DILocation(line: 7, column: 30, scope: !121, inlinedAt: !597)
!599 = !DILocation(line: 7, column: 37, scope: !121, inlinedAt: !597)
!600 = !DILocation(line: 0, scope: !121, inlinedAt: !601)
!601 = distinct !DILocation(line: 9, column: 49, scope: !256, inlinedAt: !594)
!602 = !DILocation(line: 0, scope: !273, inlinedAt: !603)
!603 = distinct !DILocation(line: 9, column: 36, scope: !256, inlinedAt: !594)
!604 = !DILocation(line: 8, column: 38, scope: !273, inlinedAt: !603)
!605 = !DILocation(line: 9, column: 34, scope: !256, inlinedAt: !594)
!606 = !DILocation(line: 9, column: 28, scope: !256, inlinedAt: !594)
!607 = !DILocation(line: 9, column: 30, scope: !256, inlinedAt: !594)
!608 = !DILocation(line: 15, column: 50, scope: !558)
!609 = !DILocation(line: 11, column: 47, scope: !474, inlinedAt: !610)
!610 = distinct !DILocation(line: 15, column: 76, scope: !559)
!611 = !DILocation(line: 11, column: 34, scope: !474, inlinedAt: !610)
!612 = !DILocation(line: 0, scope: !474, inlinedAt: !610)
!613 = !DILocation(line: 11, column: 42, scope: !474, inlinedAt: !610)
!614 = !DILocation(line: 11, column: 55, scope: !474, inlinedAt: !610)
!615 = !DILocation(line: 0, scope: !256, inlinedAt: !616)
!616 = distinct !DILocation(line: 11, column: 60, scope: !474, inlinedAt: !610)
!617 = !DILocation(line: 9, column: 45, scope: !256, inlinedAt: !616)
!618 = !DILocation(line: 0, scope: !121, inlinedAt: !619)
!619 = distinct !DILocation(line: 9, column: 39, scope: !256, inlinedAt: !616)
!620 = !DILocation(line: 7, column: 30, scope: !121, inlinedAt: !619)
!621 = !DILocation(line: 7, column: 37, scope: !121, inlinedAt: !619)
!622 = !DILocation(line: 0, scope: !121, inlinedAt: !623)
!623 = distinct !DILocation(line: 9, column: 49, scope: !256, inlinedAt: !616)
!624 = !DILocation(line: 7, column: 30, scope: !121, inlinedAt: !623)
!625 = !DILocation(line: 7, column: 37, scope: !121, inlinedAt: !623)
!626 = !DILocation(line: 0, scope: !273, inlinedAt: !627)
!627 = distinct !DILocation(line: 9, column: 36, scope: !256, inlinedAt: !616)
!628 = !DILocation(line: 8, column: 38, scope: !273, inlinedAt: !627)
!629 = !DILocation(line: 9, column: 34, scope: !256, inlinedAt: !616)
!630 = !DILocation(line: 9, column: 30, scope: !256, inlinedAt: !616)
!631 = !DILocation(line: 0, scope: !256, inlinedAt: !632)
!632 = distinct !DILocation(line: 11, column: 68, scope: !474, inlinedAt: !610)
!633 = !DILocation(line: 0, scope: !121, inlinedAt: !634)
!634 = distinct !DILocation(line: 9, column: 39, scope: !256, inlinedAt: !632)
!635 = !DILocation(line: 9, column: 55, scope: !256, inlinedAt: !632)
!636 = !DILocation(line: 0, scope: !121, inlinedAt: !637)
!637 = distinct !DILocation(line: 9, column: 49, scope: !256, inlinedAt: !632)
!638 = !DILocation(line: 7, column: 30, scope: !121, inlinedAt: !637)
!639 = !DILocation(line: 7, column: 37, scope: !121, inlinedAt: !637)
!640 = !DILocation(line: 0, scope: !273, inlinedAt: !641)
!641 = distinct !DILocation(line: 9, column: 36, scope: !256, inlinedAt: !632)
!642 = !DILocation(line: 8, column: 38, scope: !273, inlinedAt: !641)
!643 = !DILocation(line: 15, column: 69, scope: !559)
!644 = !DILocation(line: 17, column: 1, scope: !422)
!645 = !DISubprogram(name: "free", scope: !415, file: !415, line: 568, type: !646, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!646 = !DISubroutineType(types: !647)
!647 = !{null, !418}
