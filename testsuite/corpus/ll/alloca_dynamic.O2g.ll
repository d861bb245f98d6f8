; ModuleID = 'programs/alloca_dynamic.c'
source_filename = "programs/alloca_dynamic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"blocks ok=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [10 x i8] c"grow=%ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [15 x i8] c"aligned=%d %d\0A\00", align 1, !dbg !12

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !34 {
    #dbg_value(i32 0, !38, !DIExpression(), !43)
    #dbg_value(i32 0, !39, !DIExpression(), !44)
    #dbg_value(i32 0, !38, !DIExpression(), !43)
    #dbg_value(i32 0, !39, !DIExpression(), !44)
  %1 = tail call fastcc i32 @blocks(i32 noundef 0), !dbg !45
    #dbg_value(i32 %1, !38, !DIExpression(), !43)
    #dbg_value(i32 7, !39, !DIExpression(), !44)
  %2 = tail call fastcc i32 @blocks(i32 noundef 7), !dbg !45
  %3 = add nuw nsw i32 %2, %1, !dbg !47
    #dbg_value(i32 %3, !38, !DIExpression(), !43)
    #dbg_value(i32 14, !39, !DIExpression(), !44)
  %4 = tail call fastcc i32 @blocks(i32 noundef 14), !dbg !45
  %5 = add nuw nsw i32 %4, %3, !dbg !47
    #dbg_value(i32 %5, !38, !DIExpression(), !43)
    #dbg_value(i32 21, !39, !DIExpression(), !44)
  %6 = tail call fastcc i32 @blocks(i32 noundef 21), !dbg !45
  %7 = add nuw nsw i32 %6, %5, !dbg !47
    #dbg_value(i32 %7, !38, !DIExpression(), !43)
    #dbg_value(i32 28, !39, !DIExpression(), !44)
  %8 = tail call fastcc i32 @blocks(i32 noundef 28), !dbg !45
  %9 = add nuw nsw i32 %8, %7, !dbg !47
    #dbg_value(i32 %9, !38, !DIExpression(), !43)
    #dbg_value(i32 35, !39, !DIExpression(), !44)
  %10 = tail call fastcc i32 @blocks(i32 noundef 35), !dbg !45
  %11 = add nuw nsw i32 %10, %9, !dbg !47
    #dbg_value(i32 %11, !38, !DIExpression(), !43)
    #dbg_value(i32 42, !39, !DIExpression(), !44)
  %12 = tail call fastcc i32 @blocks(i32 noundef 42), !dbg !45
  %13 = add nuw nsw i32 %12, %11, !dbg !47
    #dbg_value(i32 %13, !38, !DIExpression(), !43)
    #dbg_value(i32 49, !39, !DIExpression(), !44)
  %14 = tail call fastcc i32 @blocks(i32 noundef 49), !dbg !45
  %15 = add nuw nsw i32 %14, %13, !dbg !47
    #dbg_value(i32 %15, !38, !DIExpression(), !43)
    #dbg_value(i32 56, !39, !DIExpression(), !44)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %15), !dbg !48
  %17 = tail call fastcc i64 @grow(i32 noundef 40), !dbg !49
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %17), !dbg !50
  %19 = tail call fastcc i32 @aligned_block(), !dbg !51
  %20 = tail call fastcc i32 @aligned_block(), !dbg !52
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %19, i32 noundef %20), !dbg !53
    #dbg_value(ptr undef, !41, !DIExpression(), !43)
  %22 = tail call fastcc i64 @grow(i32 noundef 10), !dbg !54
  %23 = trunc i64 %22 to i32, !dbg !55
  %24 = and i32 %23, 63, !dbg !55
  %25 = add nuw nsw i32 %24, %15, !dbg !56
  ret i32 %25, !dbg !57
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @blocks(i32 noundef %0) unnamed_addr #1 !dbg !58 {
    #dbg_value(i32 %0, !62, !DIExpression(), !74)
  %2 = sext i32 %0 to i64, !dbg !75
  %3 = alloca i8, i64 %2, align 16, !dbg !76
    #dbg_value(ptr %3, !63, !DIExpression(), !74)
  %4 = shl nsw i64 %2, 1, !dbg !77
  %5 = or disjoint i64 %4, 1, !dbg !78
  %6 = alloca i8, i64 %5, align 16, !dbg !79
    #dbg_value(ptr %6, !64, !DIExpression(), !74)
  %7 = shl nsw i64 %2, 2, !dbg !80
  %8 = alloca i8, i64 %7, align 16, !dbg !81
    #dbg_value(ptr %8, !65, !DIExpression(), !74)
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %3, i8 97, i64 %2, i1 false), !dbg !82
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %6, i8 98, i64 %5, i1 false), !dbg !83
    #dbg_value(i32 0, !67, !DIExpression(), !84)
  %9 = icmp sgt i32 %0, 0, !dbg !85
  br i1 %9, label %10, label %56, !dbg !87

10:                                               ; preds = %1
  %11 = zext nneg i32 %0 to i64, !dbg !85
  %12 = icmp ult i32 %0, 8, !dbg !87
  br i1 %12, label %13, label %15, !dbg !87

13:                                               ; preds = %26, %10
  %14 = phi i64 [ 0, %10 ], [ %16, %26 ]
  br label %34, !dbg !87

15:                                               ; preds = %10
  %16 = and i64 %11, 2147483640, !dbg !87
  br label %17, !dbg !87

17:                                               ; preds = %17, %15
  %18 = phi i64 [ 0, %15 ], [ %23, %17 ], !dbg !88
  %19 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %15 ], [ %24, %17 ], !dbg !89
  %20 = add <4 x i32> %19, <i32 4, i32 4, i32 4, i32 4>, !dbg !89
  %21 = getelementptr inbounds i32, ptr %8, i64 %18, !dbg !90
  %22 = getelementptr inbounds i8, ptr %21, i64 16, !dbg !89
  store <4 x i32> %19, ptr %21, align 16, !dbg !89, !tbaa !91
  store <4 x i32> %20, ptr %22, align 16, !dbg !89, !tbaa !91
  %23 = add nuw i64 %18, 8, !dbg !88
  %24 = add <4 x i32> %19, <i32 8, i32 8, i32 8, i32 8>, !dbg !89
  %25 = icmp eq i64 %23, %16, !dbg !88
  br i1 %25, label %26, label %17, !dbg !88, !llvm.loop !95

26:                                               ; preds = %17
  %27 = icmp eq i64 %16, %11, !dbg !87
  br i1 %27, label %28, label %13, !dbg !87

28:                                               ; preds = %34, %26
    #dbg_value(i32 0, !70, !DIExpression(), !100)
    #dbg_value(i32 1, !69, !DIExpression(), !74)
  br i1 %9, label %29, label %56, !dbg !101

29:                                               ; preds = %28
  %30 = and i64 %11, 1, !dbg !101
  %31 = icmp eq i32 %0, 1, !dbg !101
  br i1 %31, label %40, label %32, !dbg !101

32:                                               ; preds = %29
  %33 = and i64 %11, 2147483646, !dbg !101
  br label %90, !dbg !101

34:                                               ; preds = %13, %34
  %35 = phi i64 [ %38, %34 ], [ %14, %13 ]
    #dbg_value(i64 %35, !67, !DIExpression(), !84)
  %36 = getelementptr inbounds i32, ptr %8, i64 %35, !dbg !90
  %37 = trunc nuw nsw i64 %35 to i32, !dbg !89
  store i32 %37, ptr %36, align 4, !dbg !89, !tbaa !91
  %38 = add nuw nsw i64 %35, 1, !dbg !88
    #dbg_value(i64 %38, !67, !DIExpression(), !84)
  %39 = icmp eq i64 %38, %11, !dbg !85
  br i1 %39, label %28, label %34, !dbg !87, !llvm.loop !102

40:                                               ; preds = %117, %29
  %41 = phi i32 [ poison, %29 ], [ %118, %117 ]
  %42 = phi i64 [ 0, %29 ], [ %119, %117 ]
  %43 = phi i32 [ 1, %29 ], [ %118, %117 ]
  %44 = icmp eq i64 %30, 0, !dbg !103
  br i1 %44, label %56, label %45, !dbg !103

45:                                               ; preds = %40
    #dbg_value(i64 %42, !70, !DIExpression(), !100)
    #dbg_value(i32 %43, !69, !DIExpression(), !74)
  %46 = getelementptr inbounds i8, ptr %3, i64 %42, !dbg !105
  %47 = load i8, ptr %46, align 1, !dbg !105, !tbaa !106
  %48 = icmp eq i8 %47, 97, !dbg !107
  br i1 %48, label %49, label %56, !dbg !103

49:                                               ; preds = %45
  %50 = getelementptr inbounds i32, ptr %8, i64 %42, !dbg !108
  %51 = load i32, ptr %50, align 4, !dbg !108, !tbaa !91
  %52 = zext i32 %51 to i64, !dbg !109
  %53 = icmp eq i64 %42, %52, !dbg !109
  %54 = freeze i1 %53
  %55 = select i1 %54, i32 %43, i32 0, !dbg !110
  br label %56, !dbg !110

56:                                               ; preds = %40, %49, %45, %1, %28
  %57 = phi i32 [ 1, %28 ], [ 1, %1 ], [ %41, %40 ], [ 0, %45 ], [ %55, %49 ], !dbg !74
    #dbg_value(i32 0, !72, !DIExpression(), !111)
    #dbg_value(i32 %57, !69, !DIExpression(), !74)
  %58 = icmp slt i32 %0, 0, !dbg !112
  br i1 %58, label %131, label %59, !dbg !114

59:                                               ; preds = %56
  %60 = shl nuw i32 %0, 1
  %61 = tail call i32 @llvm.smax.i32(i32 %60, i32 0), !dbg !114
  %62 = or disjoint i32 %61, 1, !dbg !114
  %63 = zext nneg i32 %62 to i64, !dbg !112
  %64 = icmp slt i32 %60, 8, !dbg !114
  br i1 %64, label %65, label %68, !dbg !114

65:                                               ; preds = %84, %59
  %66 = phi i64 [ 0, %59 ], [ %69, %84 ]
  %67 = phi i32 [ %57, %59 ], [ %89, %84 ]
  br label %122, !dbg !114

68:                                               ; preds = %59
  %69 = and i64 %63, 2147483640, !dbg !114
  br label %70, !dbg !114

70:                                               ; preds = %70, %68
  %71 = phi i64 [ 0, %68 ], [ %82, %70 ], !dbg !115
  %72 = phi <4 x i1> [ zeroinitializer, %68 ], [ %80, %70 ]
  %73 = phi <4 x i1> [ zeroinitializer, %68 ], [ %81, %70 ]
  %74 = getelementptr inbounds i8, ptr %6, i64 %71, !dbg !116
  %75 = getelementptr inbounds i8, ptr %74, i64 4, !dbg !116
  %76 = load <4 x i8>, ptr %74, align 8, !dbg !116, !tbaa !106
  %77 = load <4 x i8>, ptr %75, align 4, !dbg !116, !tbaa !106
  %78 = icmp ne <4 x i8> %76, <i8 98, i8 98, i8 98, i8 98>, !dbg !117
  %79 = icmp ne <4 x i8> %77, <i8 98, i8 98, i8 98, i8 98>, !dbg !117
  %80 = or <4 x i1> %72, %78
  %81 = or <4 x i1> %73, %79
  %82 = add nuw i64 %71, 8, !dbg !115
  %83 = icmp eq i64 %82, %69, !dbg !115
  br i1 %83, label %84, label %70, !dbg !115, !llvm.loop !118

84:                                               ; preds = %70
  %85 = or <4 x i1> %81, %80, !dbg !114
  %86 = freeze <4 x i1> %85, !dbg !114
  %87 = bitcast <4 x i1> %86 to i4, !dbg !114
  %88 = icmp eq i4 %87, 0, !dbg !114
  %89 = select i1 %88, i32 %57, i32 0, !dbg !114
  br label %65, !dbg !114

90:                                               ; preds = %117, %32
  %91 = phi i64 [ 0, %32 ], [ %119, %117 ]
  %92 = phi i32 [ 1, %32 ], [ %118, %117 ]
  %93 = phi i64 [ 0, %32 ], [ %120, %117 ]
    #dbg_value(i64 %91, !70, !DIExpression(), !100)
    #dbg_value(i32 %92, !69, !DIExpression(), !74)
  %94 = getelementptr inbounds i8, ptr %3, i64 %91, !dbg !105
  %95 = load i8, ptr %94, align 2, !dbg !105, !tbaa !106
  %96 = icmp eq i8 %95, 97, !dbg !107
  br i1 %96, label %97, label %104, !dbg !103

97:                                               ; preds = %90
  %98 = getelementptr inbounds i32, ptr %8, i64 %91, !dbg !108
  %99 = load i32, ptr %98, align 8, !dbg !108, !tbaa !91
  %100 = zext i32 %99 to i64, !dbg !109
  %101 = icmp eq i64 %91, %100, !dbg !109
  %102 = freeze i1 %101
  %103 = select i1 %102, i32 %92, i32 0, !dbg !110
  br label %104, !dbg !110

104:                                              ; preds = %97, %90
  %105 = phi i32 [ 0, %90 ], [ %103, %97 ], !dbg !110
    #dbg_value(i32 %105, !69, !DIExpression(), !74)
  %106 = or disjoint i64 %91, 1, !dbg !120
    #dbg_value(i64 %106, !70, !DIExpression(), !100)
  %107 = getelementptr inbounds i8, ptr %3, i64 %106, !dbg !105
  %108 = load i8, ptr %107, align 1, !dbg !105, !tbaa !106
  %109 = icmp eq i8 %108, 97, !dbg !107
  br i1 %109, label %110, label %117, !dbg !103

110:                                              ; preds = %104
  %111 = getelementptr inbounds i32, ptr %8, i64 %106, !dbg !108
  %112 = load i32, ptr %111, align 4, !dbg !108, !tbaa !91
  %113 = zext i32 %112 to i64, !dbg !109
  %114 = icmp eq i64 %106, %113, !dbg !109
  %115 = freeze i1 %114
  %116 = select i1 %115, i32 %105, i32 0, !dbg !110
  br label %117, !dbg !110

117:                                              ; preds = %110, %104
  %118 = phi i32 [ 0, %104 ], [ %116, %110 ], !dbg !110
    #dbg_value(i32 %118, !69, !DIExpression(), !74)
  %119 = add nuw nsw i64 %91, 2, !dbg !120
    #dbg_value(i64 %119, !70, !DIExpression(), !100)
  %120 = add i64 %93, 2, !dbg !101
  %121 = icmp eq i64 %120, %33, !dbg !101
  br i1 %121, label %40, label %90, !dbg !101, !llvm.loop !121

122:                                              ; preds = %65, %122
  %123 = phi i64 [ %129, %122 ], [ %66, %65 ]
  %124 = phi i32 [ %128, %122 ], [ %67, %65 ]
    #dbg_value(i64 %123, !72, !DIExpression(), !111)
    #dbg_value(i32 %124, !69, !DIExpression(), !74)
  %125 = getelementptr inbounds i8, ptr %6, i64 %123, !dbg !116
  %126 = load i8, ptr %125, align 1, !dbg !116, !tbaa !106
  %127 = icmp eq i8 %126, 98, !dbg !117
  %128 = select i1 %127, i32 %124, i32 0, !dbg !123
    #dbg_value(i32 %128, !69, !DIExpression(), !74)
  %129 = add nuw nsw i64 %123, 1, !dbg !115
    #dbg_value(i64 %129, !72, !DIExpression(), !111)
  %130 = icmp eq i64 %129, %63, !dbg !112
  br i1 %130, label %131, label %122, !dbg !114, !llvm.loop !124

131:                                              ; preds = %122, %56
  %132 = phi i32 [ %57, %56 ], [ %128, %122 ], !dbg !74
    #dbg_value(i32 %132, !69, !DIExpression(), !74)
  ret i32 %132, !dbg !125
}

; Function Attrs: nofree nounwind
declare !dbg !126 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i64 @grow(i32 noundef %0) unnamed_addr #1 !dbg !133 {
    #dbg_value(i32 %0, !138, !DIExpression(), !147)
    #dbg_value(i64 0, !139, !DIExpression(), !147)
    #dbg_value(ptr null, !140, !DIExpression(), !147)
    #dbg_value(i32 1, !141, !DIExpression(), !147)
    #dbg_value(i32 0, !142, !DIExpression(), !148)
  %2 = icmp sgt i32 %0, 0, !dbg !149
  br i1 %2, label %3, label %23, !dbg !150

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !149
  %5 = and i64 %4, 1, !dbg !150
  %6 = icmp eq i32 %0, 1, !dbg !150
  br i1 %6, label %9, label %7, !dbg !150

7:                                                ; preds = %3
  %8 = and i64 %4, 2147483646, !dbg !150
  br label %25, !dbg !150

9:                                                ; preds = %25, %3
  %10 = phi i64 [ poison, %3 ], [ %45, %25 ]
  %11 = phi i64 [ 0, %3 ], [ %46, %25 ]
  %12 = phi i64 [ 0, %3 ], [ %45, %25 ]
  %13 = icmp eq i64 %5, 0, !dbg !150
  br i1 %13, label %23, label %14, !dbg !150

14:                                               ; preds = %9
    #dbg_value(i64 %12, !139, !DIExpression(), !147)
    #dbg_value(i64 %11, !142, !DIExpression(), !148)
    #dbg_value(i32 1, !141, !DIExpression(), !147)
    #dbg_value(ptr poison, !140, !DIExpression(), !147)
  %15 = mul nuw nsw i64 %11, 10, !dbg !151
  %16 = or disjoint i64 %15, 1, !dbg !152
  %17 = alloca i8, i64 %16, align 16, !dbg !153
    #dbg_value(ptr %17, !144, !DIExpression(), !154)
  %18 = trunc i64 %11 to i8, !dbg !155
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %17, i8 %18, i64 %16, i1 false), !dbg !155
    #dbg_value(i32 1, !141, !DIExpression(), !147)
    #dbg_value(ptr %17, !140, !DIExpression(), !147)
  %19 = getelementptr inbounds i8, ptr %17, i64 %15, !dbg !156
  %20 = load i8, ptr %19, align 2, !dbg !156, !tbaa !106
  %21 = sext i8 %20 to i64, !dbg !156
  %22 = add nsw i64 %12, %21, !dbg !157
    #dbg_value(i64 %22, !139, !DIExpression(), !147)
    #dbg_value(i64 %11, !142, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !148)
  br label %23, !dbg !158

23:                                               ; preds = %14, %9, %1
  %24 = phi i64 [ 0, %1 ], [ %10, %9 ], [ %22, %14 ], !dbg !159
  ret i64 %24, !dbg !160

25:                                               ; preds = %25, %7
  %26 = phi i64 [ 0, %7 ], [ %46, %25 ]
  %27 = phi i64 [ 0, %7 ], [ %45, %25 ]
  %28 = phi i64 [ 0, %7 ], [ %47, %25 ]
    #dbg_value(i64 %27, !139, !DIExpression(), !147)
    #dbg_value(i64 %26, !142, !DIExpression(), !148)
    #dbg_value(i32 1, !141, !DIExpression(), !147)
    #dbg_value(ptr poison, !140, !DIExpression(), !147)
  %29 = mul nuw nsw i64 %26, 10, !dbg !151
  %30 = or disjoint i64 %29, 1, !dbg !152
  %31 = alloca i8, i64 %30, align 16, !dbg !153
    #dbg_value(ptr %31, !144, !DIExpression(), !154)
  %32 = trunc i64 %26 to i8, !dbg !155
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %31, i8 %32, i64 %30, i1 false), !dbg !155
    #dbg_value(i32 1, !141, !DIExpression(), !147)
    #dbg_value(ptr %31, !140, !DIExpression(), !147)
  %33 = getelementptr inbounds i8, ptr %31, i64 %29, !dbg !156
  %34 = load i8, ptr %33, align 4, !dbg !156, !tbaa !106
  %35 = sext i8 %34 to i64, !dbg !156
  %36 = add nsw i64 %27, %35, !dbg !157
    #dbg_value(i64 %36, !139, !DIExpression(), !147)
  %37 = or disjoint i64 %26, 1, !dbg !161
    #dbg_value(i64 %37, !142, !DIExpression(), !148)
  %38 = mul nuw nsw i64 %37, 10, !dbg !151
  %39 = or disjoint i64 %38, 1, !dbg !152
  %40 = alloca i8, i64 %39, align 16, !dbg !153
    #dbg_value(ptr %40, !144, !DIExpression(), !154)
  %41 = trunc i64 %37 to i8, !dbg !155
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %40, i8 %41, i64 %39, i1 false), !dbg !155
    #dbg_value(i32 1, !141, !DIExpression(), !147)
    #dbg_value(ptr %40, !140, !DIExpression(), !147)
  %42 = getelementptr inbounds i8, ptr %40, i64 %38, !dbg !156
  %43 = load i8, ptr %42, align 2, !dbg !156, !tbaa !106
  %44 = sext i8 %43 to i64, !dbg !156
  %45 = add nsw i64 %36, %44, !dbg !157
    #dbg_value(i64 %45, !139, !DIExpression(), !147)
  %46 = add nuw nsw i64 %26, 2, !dbg !161
    #dbg_value(i64 %46, !142, !DIExpression(), !148)
  %47 = add i64 %28, 2, !dbg !150
  %48 = icmp eq i64 %47, %8, !dbg !150
  br i1 %48, label %9, label %25, !dbg !150, !llvm.loop !162
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i32 0, 2) i32 @aligned_block() unnamed_addr #3 !dbg !164 {
    #dbg_value(i32 poison, !167, !DIExpression(), !170)
    #dbg_value(ptr poison, !168, !DIExpression(), !170)
  ret i32 1, !dbg !171
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!17}
!llvm.module.flags = !{!26, !27, !28, !29, !30, !31, !32}
!llvm.ident = !{!33}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/alloca_dynamic.c", directory: ".", checksumkind: CSK_MD5, checksum: "63170df46ee8c4fddf29edb262c0a6fe")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 14)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 10)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 15)
!17 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !18, globals: !25, splitDebugInlining: false, nameTableKind: None)
!18 = !{!19, !20, !23}
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !21, line: 18, baseType: !22)
!21 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!22 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !24, line: 90, baseType: !22)
!24 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!25 = !{!0, !7, !12}
!26 = !{i32 7, !"Dwarf Version", i32 5}
!27 = !{i32 2, !"Debug Info Version", i32 3}
!28 = !{i32 1, !"wchar_size", i32 4}
!29 = !{i32 8, !"PIC Level", i32 2}
!30 = !{i32 7, !"PIE Level", i32 2}
!31 = !{i32 7, !"uwtable", i32 2}
!32 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!33 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!34 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 36, type: !35, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !37)
!35 = !DISubroutineType(types: !36)
!36 = !{!19}
!37 = !{!38, !39, !41}
!38 = !DILocalVariable(name: "ok", scope: !34, file: !2, line: 37, type: !19)
!39 = !DILocalVariable(name: "n", scope: !40, file: !2, line: 38, type: !19)
!40 = distinct !DILexicalBlock(scope: !34, file: !2, line: 38, column: 5)
!41 = !DILocalVariable(name: "z", scope: !34, file: !2, line: 42, type: !42)
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!43 = !DILocation(line: 0, scope: !34)
!44 = !DILocation(line: 0, scope: !40)
!45 = !DILocation(line: 38, column: 43, scope: !46)
!46 = distinct !DILexicalBlock(scope: !40, file: !2, line: 38, column: 5)
!47 = !DILocation(line: 38, column: 40, scope: !46)
!48 = !DILocation(line: 39, column: 5, scope: !34)
!49 = !DILocation(line: 40, column: 26, scope: !34)
!50 = !DILocation(line: 40, column: 5, scope: !34)
!51 = !DILocation(line: 41, column: 31, scope: !34)
!52 = !DILocation(line: 41, column: 49, scope: !34)
!53 = !DILocation(line: 41, column: 5, scope: !34)
!54 = !DILocation(line: 44, column: 23, scope: !34)
!55 = !DILocation(line: 44, column: 17, scope: !34)
!56 = !DILocation(line: 44, column: 15, scope: !34)
!57 = !DILocation(line: 44, column: 5, scope: !34)
!58 = distinct !DISubprogram(name: "blocks", scope: !2, file: !2, line: 9, type: !59, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !61)
!59 = !DISubroutineType(types: !60)
!60 = !{!19, !19}
!61 = !{!62, !63, !64, !65, !67, !69, !70, !72}
!62 = !DILocalVariable(name: "n", arg: 1, scope: !58, file: !2, line: 9, type: !19)
!63 = !DILocalVariable(name: "a", scope: !58, file: !2, line: 10, type: !42)
!64 = !DILocalVariable(name: "b", scope: !58, file: !2, line: 11, type: !42)
!65 = !DILocalVariable(name: "c", scope: !58, file: !2, line: 12, type: !66)
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!67 = !DILocalVariable(name: "i", scope: !68, file: !2, line: 14, type: !19)
!68 = distinct !DILexicalBlock(scope: !58, file: !2, line: 14, column: 5)
!69 = !DILocalVariable(name: "ok", scope: !58, file: !2, line: 15, type: !19)
!70 = !DILocalVariable(name: "i", scope: !71, file: !2, line: 16, type: !19)
!71 = distinct !DILexicalBlock(scope: !58, file: !2, line: 16, column: 5)
!72 = !DILocalVariable(name: "i", scope: !73, file: !2, line: 17, type: !19)
!73 = distinct !DILexicalBlock(scope: !58, file: !2, line: 17, column: 5)
!74 = !DILocation(line: 0, scope: !58)
!75 = !DILocation(line: 10, column: 32, scope: !58)
!76 = !DILocation(line: 10, column: 15, scope: !58)
!77 = !DILocation(line: 11, column: 42, scope: !58)
!78 = !DILocation(line: 11, column: 46, scope: !58)
!79 = !DILocation(line: 11, column: 15, scope: !58)
!80 = !DILocation(line: 12, column: 43, scope: !58)
!81 = !DILocation(line: 12, column: 14, scope: !58)
!82 = !DILocation(line: 13, column: 5, scope: !58)
!83 = !DILocation(line: 13, column: 32, scope: !58)
!84 = !DILocation(line: 0, scope: !68)
!85 = !DILocation(line: 14, column: 23, scope: !86)
!86 = distinct !DILexicalBlock(scope: !68, file: !2, line: 14, column: 5)
!87 = !DILocation(line: 14, column: 5, scope: !68)
!88 = !DILocation(line: 14, column: 29, scope: !86)
!89 = !DILocation(line: 14, column: 38, scope: !86)
!90 = !DILocation(line: 14, column: 33, scope: !86)
!91 = !{!92, !92, i64 0}
!92 = !{!"int", !93, i64 0}
!93 = !{!"omnipotent char", !94, i64 0}
!94 = !{!"Simple C/C++ TBAA"}
!95 = distinct !{!95, !87, !96, !97, !98, !99}
!96 = !DILocation(line: 14, column: 40, scope: !68)
!97 = !{!"llvm.loop.mustprogress"}
!98 = !{!"llvm.loop.isvectorized", i32 1}
!99 = !{!"llvm.loop.unroll.runtime.disable"}
!100 = !DILocation(line: 0, scope: !71)
!101 = !DILocation(line: 16, column: 5, scope: !71)
!102 = distinct !{!102, !87, !96, !97, !99, !98}
!103 = !DILocation(line: 16, column: 51, scope: !104)
!104 = distinct !DILexicalBlock(scope: !71, file: !2, line: 16, column: 5)
!105 = !DILocation(line: 16, column: 39, scope: !104)
!106 = !{!93, !93, i64 0}
!107 = !DILocation(line: 16, column: 44, scope: !104)
!108 = !DILocation(line: 16, column: 54, scope: !104)
!109 = !DILocation(line: 16, column: 59, scope: !104)
!110 = !DILocation(line: 16, column: 36, scope: !104)
!111 = !DILocation(line: 0, scope: !73)
!112 = !DILocation(line: 17, column: 23, scope: !113)
!113 = distinct !DILexicalBlock(scope: !73, file: !2, line: 17, column: 5)
!114 = !DILocation(line: 17, column: 5, scope: !73)
!115 = !DILocation(line: 17, column: 37, scope: !113)
!116 = !DILocation(line: 17, column: 47, scope: !113)
!117 = !DILocation(line: 17, column: 52, scope: !113)
!118 = distinct !{!118, !114, !119, !97, !98, !99}
!119 = !DILocation(line: 17, column: 55, scope: !73)
!120 = !DILocation(line: 16, column: 29, scope: !104)
!121 = distinct !{!121, !101, !122, !97}
!122 = !DILocation(line: 16, column: 62, scope: !71)
!123 = !DILocation(line: 17, column: 44, scope: !113)
!124 = distinct !{!124, !114, !119, !97, !99, !98}
!125 = !DILocation(line: 19, column: 5, scope: !58)
!126 = !DISubprogram(name: "printf", scope: !127, file: !127, line: 356, type: !128, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!127 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!128 = !DISubroutineType(types: !129)
!129 = !{!19, !130, null}
!130 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !131)
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 64)
!132 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!133 = distinct !DISubprogram(name: "grow", scope: !2, file: !2, line: 21, type: !134, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !137)
!134 = !DISubroutineType(types: !135)
!135 = !{!136, !19}
!136 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!137 = !{!138, !139, !140, !141, !142, !144}
!138 = !DILocalVariable(name: "iters", arg: 1, scope: !133, file: !2, line: 21, type: !19)
!139 = !DILocalVariable(name: "sum", scope: !133, file: !2, line: 22, type: !136)
!140 = !DILocalVariable(name: "prev", scope: !133, file: !2, line: 23, type: !42)
!141 = !DILocalVariable(name: "distinct", scope: !133, file: !2, line: 24, type: !19)
!142 = !DILocalVariable(name: "i", scope: !143, file: !2, line: 25, type: !19)
!143 = distinct !DILexicalBlock(scope: !133, file: !2, line: 25, column: 5)
!144 = !DILocalVariable(name: "p", scope: !145, file: !2, line: 26, type: !42)
!145 = distinct !DILexicalBlock(scope: !146, file: !2, line: 25, column: 37)
!146 = distinct !DILexicalBlock(scope: !143, file: !2, line: 25, column: 5)
!147 = !DILocation(line: 0, scope: !133)
!148 = !DILocation(line: 0, scope: !143)
!149 = !DILocation(line: 25, column: 23, scope: !146)
!150 = !DILocation(line: 25, column: 5, scope: !143)
!151 = !DILocation(line: 26, column: 47, scope: !145)
!152 = !DILocation(line: 26, column: 52, scope: !145)
!153 = !DILocation(line: 26, column: 19, scope: !145)
!154 = !DILocation(line: 0, scope: !145)
!155 = !DILocation(line: 27, column: 9, scope: !145)
!156 = !DILocation(line: 30, column: 16, scope: !145)
!157 = !DILocation(line: 30, column: 13, scope: !145)
!158 = !DILocation(line: 32, column: 18, scope: !133)
!159 = !DILocation(line: 32, column: 16, scope: !133)
!160 = !DILocation(line: 32, column: 5, scope: !133)
!161 = !DILocation(line: 25, column: 33, scope: !146)
!162 = distinct !{!162, !150, !163, !97}
!163 = !DILocation(line: 31, column: 5, scope: !143)
!164 = distinct !DISubprogram(name: "aligned_block", scope: !2, file: !2, line: 34, type: !165, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !166)
!165 = !DISubroutineType(cc: DW_CC_nocall, types: !60)
!166 = !{!167, !168}
!167 = !DILocalVariable(name: "n", arg: 1, scope: !164, file: !2, line: 34, type: !19)
!168 = !DILocalVariable(name: "p", scope: !164, file: !2, line: 34, type: !169)
!169 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!170 = !DILocation(line: 0, scope: !164)
!171 = !DILocation(line: 34, column: 141, scope: !164)
