; ModuleID = 'programs/knights_tour.c'
source_filename = "programs/knights_tour.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@N = internal unnamed_addr global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [43 x i8] c"N=%d start=(%d,%d) visited=%d complete=%d\0A\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [4 x i8] c"%3d\00", align 1, !dbg !11
@board = internal unnamed_addr global [8 x [8 x i32]] zeroinitializer, align 16, !dbg !21
@dx = internal unnamed_addr constant [8 x i32] [i32 2, i32 1, i32 -1, i32 -2, i32 -2, i32 -1, i32 1, i32 2], align 16, !dbg !27
@dy = internal unnamed_addr constant [8 x i32] [i32 1, i32 2, i32 2, i32 1, i32 -1, i32 -2, i32 -2, i32 -1], align 16, !dbg !32

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !42 {
    #dbg_value(i32 0, !46, !DIExpression(), !61)
  store i32 5, ptr @N, align 4, !dbg !62, !tbaa !63
  br label %5, !dbg !67

1:                                                ; preds = %111
  %2 = load i32, ptr @N, align 4, !dbg !68, !tbaa !63
  %3 = add nsw i32 %2, 1, !dbg !68
  store i32 %3, ptr @N, align 4, !dbg !62, !tbaa !63
    #dbg_value(i32 %114, !46, !DIExpression(), !61)
  %4 = icmp slt i32 %2, 8, !dbg !69
  br i1 %4, label %119, label %121, !dbg !67

5:                                                ; preds = %119, %0
  %6 = phi i32 [ 0, %0 ], [ %114, %119 ]
  %7 = phi i32 [ 0, %0 ], [ %120, %119 ]
    #dbg_value(i32 %6, !46, !DIExpression(), !61)
    #dbg_value(i32 %7, !47, !DIExpression(), !70)
  %8 = shl nuw nsw i32 %7, 1, !dbg !71
  %9 = load i32, ptr @N, align 4, !dbg !72, !tbaa !63
  %10 = srem i32 %8, %9, !dbg !73
  %11 = tail call fastcc i32 @tour(i32 noundef %7, i32 noundef %10), !dbg !74
    #dbg_value(i32 %11, !51, !DIExpression(), !75)
  %12 = load i32, ptr @N, align 4, !dbg !76, !tbaa !63
  %13 = mul nsw i32 %12, %12, !dbg !77
  %14 = icmp eq i32 %11, %13, !dbg !78
  br i1 %14, label %15, label %111, !dbg !79

15:                                               ; preds = %5
    #dbg_value(i32 -1, !80, !DIExpression(), !99)
    #dbg_value(i32 -1, !83, !DIExpression(), !99)
    #dbg_value(i32 1, !84, !DIExpression(), !101)
    #dbg_value(i32 -1, !80, !DIExpression(), !99)
    #dbg_value(i32 1, !84, !DIExpression(), !101)
    #dbg_value(i32 -1, !83, !DIExpression(), !99)
  %16 = icmp eq i32 %12, 0, !dbg !102
  br i1 %16, label %111, label %17, !dbg !103

17:                                               ; preds = %15
  %18 = icmp slt i32 %12, 1
  %19 = tail call i32 @llvm.umax.i32(i32 %11, i32 1), !dbg !103
  %20 = zext i32 %12 to i64
    #dbg_value(i32 -1, !80, !DIExpression(), !99)
    #dbg_value(i32 1, !84, !DIExpression(), !101)
    #dbg_value(i32 -1, !83, !DIExpression(), !99)
    #dbg_value(i32 0, !90, !DIExpression(), !104)
    #dbg_value(i32 -1, !89, !DIExpression(), !105)
    #dbg_value(i32 -1, !86, !DIExpression(), !105)
  br i1 %18, label %111, label %21, !dbg !106

21:                                               ; preds = %17
  %22 = and i64 %20, 3
  %23 = icmp ult i32 %12, 4
  %24 = and i64 %20, 2147483644
  %25 = icmp eq i64 %22, 0
  br label %26, !dbg !103

26:                                               ; preds = %21, %107
  %27 = phi i32 [ %60, %107 ], [ -1, %21 ]
  %28 = phi i32 [ %108, %107 ], [ 1, %21 ]
  %29 = phi i32 [ %59, %107 ], [ -1, %21 ]
  %30 = phi i1 [ %109, %107 ], [ false, %21 ]
    #dbg_value(i32 %27, !83, !DIExpression(), !99)
    #dbg_value(i32 %28, !84, !DIExpression(), !101)
    #dbg_value(i32 %29, !80, !DIExpression(), !99)
  br label %31, !dbg !106

31:                                               ; preds = %26, %58
  %32 = phi i64 [ %61, %58 ], [ 0, %26 ]
  %33 = phi i32 [ %60, %58 ], [ -1, %26 ]
  %34 = phi i32 [ %59, %58 ], [ -1, %26 ]
    #dbg_value(i64 %32, !90, !DIExpression(), !104)
    #dbg_value(i32 0, !92, !DIExpression(), !107)
    #dbg_value(i32 %33, !89, !DIExpression(), !105)
    #dbg_value(i32 %34, !86, !DIExpression(), !105)
  %35 = trunc nuw nsw i64 %32 to i32
  br i1 %23, label %38, label %63, !dbg !108

36:                                               ; preds = %58
  %37 = icmp slt i32 %59, 0, !dbg !109
  br i1 %37, label %111, label %98, !dbg !111

38:                                               ; preds = %63, %31
  %39 = phi i32 [ poison, %31 ], [ %92, %63 ]
  %40 = phi i32 [ poison, %31 ], [ %94, %63 ]
  %41 = phi i64 [ 0, %31 ], [ %95, %63 ]
  %42 = phi i32 [ %33, %31 ], [ %94, %63 ]
  %43 = phi i32 [ %34, %31 ], [ %92, %63 ]
  br i1 %25, label %58, label %44, !dbg !108

44:                                               ; preds = %38, %44
  %45 = phi i64 [ %55, %44 ], [ %41, %38 ]
  %46 = phi i32 [ %54, %44 ], [ %42, %38 ]
  %47 = phi i32 [ %52, %44 ], [ %43, %38 ]
  %48 = phi i64 [ %56, %44 ], [ 0, %38 ]
    #dbg_value(i64 %45, !92, !DIExpression(), !107)
    #dbg_value(i32 %46, !89, !DIExpression(), !105)
    #dbg_value(i32 %47, !86, !DIExpression(), !105)
  %49 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %32, i64 %45, !dbg !112
  %50 = load i32, ptr %49, align 4, !dbg !112, !tbaa !63
  %51 = icmp eq i32 %50, %28, !dbg !115
  %52 = select i1 %51, i32 %35, i32 %47, !dbg !116
  %53 = trunc nuw nsw i64 %45 to i32, !dbg !116
  %54 = select i1 %51, i32 %53, i32 %46, !dbg !116
    #dbg_value(i32 %54, !89, !DIExpression(), !105)
    #dbg_value(i32 %52, !86, !DIExpression(), !105)
  %55 = add nuw nsw i64 %45, 1, !dbg !117
    #dbg_value(i64 %55, !92, !DIExpression(), !107)
  %56 = add i64 %48, 1, !dbg !108
  %57 = icmp eq i64 %56, %22, !dbg !108
  br i1 %57, label %58, label %44, !dbg !108, !llvm.loop !118

58:                                               ; preds = %44, %38
  %59 = phi i32 [ %39, %38 ], [ %52, %44 ], !dbg !116
  %60 = phi i32 [ %40, %38 ], [ %54, %44 ], !dbg !116
  %61 = add nuw nsw i64 %32, 1, !dbg !120
    #dbg_value(i64 %61, !90, !DIExpression(), !104)
    #dbg_value(i32 %60, !89, !DIExpression(), !105)
    #dbg_value(i32 %59, !86, !DIExpression(), !105)
  %62 = icmp eq i64 %61, %20, !dbg !121
  br i1 %62, label %36, label %31, !dbg !106, !llvm.loop !122

63:                                               ; preds = %31, %63
  %64 = phi i64 [ %95, %63 ], [ 0, %31 ]
  %65 = phi i32 [ %94, %63 ], [ %33, %31 ]
  %66 = phi i32 [ %92, %63 ], [ %34, %31 ]
  %67 = phi i64 [ %96, %63 ], [ 0, %31 ]
    #dbg_value(i64 %64, !92, !DIExpression(), !107)
    #dbg_value(i32 %65, !89, !DIExpression(), !105)
    #dbg_value(i32 %66, !86, !DIExpression(), !105)
  %68 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %32, i64 %64, !dbg !112
  %69 = load i32, ptr %68, align 16, !dbg !112, !tbaa !63
  %70 = icmp eq i32 %69, %28, !dbg !115
  %71 = trunc nuw nsw i64 %64 to i32, !dbg !116
  %72 = select i1 %70, i32 %71, i32 %65, !dbg !116
    #dbg_value(i32 %72, !89, !DIExpression(), !105)
    #dbg_value(i32 poison, !86, !DIExpression(), !105)
  %73 = or disjoint i64 %64, 1, !dbg !117
    #dbg_value(i64 %73, !92, !DIExpression(), !107)
  %74 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %32, i64 %73, !dbg !112
  %75 = load i32, ptr %74, align 4, !dbg !112, !tbaa !63
  %76 = icmp eq i32 %75, %28, !dbg !115
  %77 = trunc nuw nsw i64 %73 to i32, !dbg !116
  %78 = select i1 %76, i32 %77, i32 %72, !dbg !116
    #dbg_value(i32 %78, !89, !DIExpression(), !105)
    #dbg_value(i32 poison, !86, !DIExpression(), !105)
  %79 = or disjoint i64 %64, 2, !dbg !117
    #dbg_value(i64 %79, !92, !DIExpression(), !107)
  %80 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %32, i64 %79, !dbg !112
  %81 = load i32, ptr %80, align 8, !dbg !112, !tbaa !63
  %82 = icmp eq i32 %81, %28, !dbg !115
  %83 = trunc nuw nsw i64 %79 to i32, !dbg !116
  %84 = select i1 %82, i32 %83, i32 %78, !dbg !116
    #dbg_value(i32 %84, !89, !DIExpression(), !105)
    #dbg_value(i32 poison, !86, !DIExpression(), !105)
  %85 = or disjoint i64 %64, 3, !dbg !117
    #dbg_value(i64 %85, !92, !DIExpression(), !107)
  %86 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %32, i64 %85, !dbg !112
  %87 = load i32, ptr %86, align 4, !dbg !112, !tbaa !63
  %88 = icmp eq i32 %87, %28, !dbg !115
  %89 = select i1 %88, i1 true, i1 %82, !dbg !116
  %90 = select i1 %89, i1 true, i1 %76, !dbg !116
  %91 = select i1 %90, i1 true, i1 %70, !dbg !116
  %92 = select i1 %91, i32 %35, i32 %66, !dbg !116
  %93 = trunc nuw nsw i64 %85 to i32, !dbg !116
  %94 = select i1 %88, i32 %93, i32 %84, !dbg !116
    #dbg_value(i32 %94, !89, !DIExpression(), !105)
    #dbg_value(i32 %92, !86, !DIExpression(), !105)
  %95 = add nuw nsw i64 %64, 4, !dbg !117
    #dbg_value(i64 %95, !92, !DIExpression(), !107)
  %96 = add nuw i64 %67, 4, !dbg !108
  %97 = icmp eq i64 %96, %24, !dbg !108
  br i1 %97, label %38, label %63, !dbg !108, !llvm.loop !125

98:                                               ; preds = %36
  %99 = icmp ugt i32 %28, 1, !dbg !127
  br i1 %99, label %100, label %107, !dbg !128

100:                                              ; preds = %98
  %101 = sub nsw i32 %59, %29, !dbg !129
    #dbg_value(i32 %101, !95, !DIExpression(), !130)
  %102 = sub nsw i32 %60, %27, !dbg !131
    #dbg_value(i32 %102, !98, !DIExpression(), !130)
  %103 = mul nsw i32 %101, %101, !dbg !132
  %104 = mul nsw i32 %102, %102, !dbg !134
  %105 = add nuw nsw i32 %104, %103, !dbg !135
  %106 = icmp eq i32 %105, 5, !dbg !136
  br i1 %106, label %107, label %111

107:                                              ; preds = %100, %98
    #dbg_value(i32 %59, !80, !DIExpression(), !99)
    #dbg_value(i32 %60, !83, !DIExpression(), !99)
  %108 = add nuw i32 %28, 1, !dbg !137
    #dbg_value(i32 %108, !84, !DIExpression(), !101)
  %109 = icmp uge i32 %28, %11, !dbg !102
  %110 = icmp eq i32 %28, %19, !dbg !102
  br i1 %110, label %111, label %26, !dbg !103, !llvm.loop !138

111:                                              ; preds = %107, %36, %100, %17, %15, %5
  %112 = phi i1 [ false, %5 ], [ true, %15 ], [ false, %17 ], [ %30, %36 ], [ %30, %100 ], [ %109, %107 ], !dbg !75
  %113 = zext i1 %112 to i32, !dbg !79
    #dbg_value(i32 %113, !54, !DIExpression(), !75)
  %114 = add nuw nsw i32 %6, %113, !dbg !140
    #dbg_value(i32 %114, !46, !DIExpression(), !61)
  %115 = srem i32 %8, %12, !dbg !141
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %12, i32 noundef %7, i32 noundef %115, i32 noundef %11, i32 noundef %113), !dbg !142
  %117 = add nuw nsw i32 %7, 1, !dbg !143
    #dbg_value(i32 %117, !47, !DIExpression(), !70)
  %118 = icmp eq i32 %117, 3, !dbg !144
  br i1 %118, label %1, label %119, !dbg !145

119:                                              ; preds = %111, %1
  %120 = phi i32 [ %117, %111 ], [ 0, %1 ]
  br label %5, !dbg !71, !llvm.loop !146

121:                                              ; preds = %1
  store i32 8, ptr @N, align 4, !dbg !148, !tbaa !63
  %122 = tail call fastcc i32 @tour(i32 noundef 0, i32 noundef 0), !dbg !149
    #dbg_value(i32 0, !55, !DIExpression(), !150)
  br label %123, !dbg !151

123:                                              ; preds = %121, %123
  %124 = phi i64 [ 0, %121 ], [ %150, %123 ]
    #dbg_value(i64 %124, !55, !DIExpression(), !150)
    #dbg_value(i64 0, !57, !DIExpression(), !152)
  %125 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %124, i64 0, !dbg !153
  %126 = load i32, ptr %125, align 16, !dbg !153, !tbaa !63
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %126), !dbg !155
    #dbg_value(i64 1, !57, !DIExpression(), !152)
  %128 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %124, i64 1, !dbg !153
  %129 = load i32, ptr %128, align 4, !dbg !153, !tbaa !63
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %129), !dbg !155
    #dbg_value(i64 2, !57, !DIExpression(), !152)
  %131 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %124, i64 2, !dbg !153
  %132 = load i32, ptr %131, align 8, !dbg !153, !tbaa !63
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %132), !dbg !155
    #dbg_value(i64 3, !57, !DIExpression(), !152)
  %134 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %124, i64 3, !dbg !153
  %135 = load i32, ptr %134, align 4, !dbg !153, !tbaa !63
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %135), !dbg !155
    #dbg_value(i64 4, !57, !DIExpression(), !152)
  %137 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %124, i64 4, !dbg !153
  %138 = load i32, ptr %137, align 16, !dbg !153, !tbaa !63
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %138), !dbg !155
    #dbg_value(i64 5, !57, !DIExpression(), !152)
  %140 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %124, i64 5, !dbg !153
  %141 = load i32, ptr %140, align 4, !dbg !153, !tbaa !63
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %141), !dbg !155
    #dbg_value(i64 6, !57, !DIExpression(), !152)
  %143 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %124, i64 6, !dbg !153
  %144 = load i32, ptr %143, align 8, !dbg !153, !tbaa !63
  %145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %144), !dbg !155
    #dbg_value(i64 7, !57, !DIExpression(), !152)
  %146 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %124, i64 7, !dbg !153
  %147 = load i32, ptr %146, align 4, !dbg !153, !tbaa !63
  %148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %147), !dbg !155
    #dbg_value(i64 8, !57, !DIExpression(), !152)
  %149 = tail call i32 @putchar(i32 10), !dbg !156
  %150 = add nuw nsw i64 %124, 1, !dbg !157
    #dbg_value(i64 %150, !55, !DIExpression(), !150)
  %151 = icmp eq i64 %150, 8, !dbg !158
  br i1 %151, label %152, label %123, !dbg !151, !llvm.loop !159

152:                                              ; preds = %123
  ret i32 %114, !dbg !161
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @tour(i32 noundef %0, i32 noundef %1) unnamed_addr #1 !dbg !162 {
    #dbg_value(i32 %0, !166, !DIExpression(), !185)
    #dbg_value(i32 %1, !167, !DIExpression(), !185)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(256) @board, i8 0, i64 256, i1 false), !dbg !186
    #dbg_value(i32 %0, !168, !DIExpression(), !185)
    #dbg_value(i32 %1, !169, !DIExpression(), !185)
  %3 = sext i32 %0 to i64, !dbg !187
  %4 = sext i32 %1 to i64, !dbg !187
  %5 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %3, i64 %4, !dbg !187
  store i32 1, ptr %5, align 4, !dbg !188, !tbaa !63
    #dbg_value(i32 2, !170, !DIExpression(), !189)
  %6 = load i32, ptr @N, align 4
  %7 = mul nsw i32 %6, %6
    #dbg_value(i32 %0, !168, !DIExpression(), !185)
    #dbg_value(i32 %1, !169, !DIExpression(), !185)
    #dbg_value(i32 2, !170, !DIExpression(), !189)
  %8 = icmp ult i32 %7, 2, !dbg !190
  br i1 %8, label %189, label %9, !dbg !191

9:                                                ; preds = %2, %176
  %10 = phi i32 [ %180, %176 ], [ %0, %2 ]
  %11 = phi i32 [ %183, %176 ], [ %1, %2 ]
  %12 = phi i32 [ %187, %176 ], [ 2, %2 ]
    #dbg_value(i32 %10, !168, !DIExpression(), !185)
    #dbg_value(i32 %11, !169, !DIExpression(), !185)
    #dbg_value(i32 %12, !170, !DIExpression(), !189)
    #dbg_value(i32 0, !176, !DIExpression(), !192)
    #dbg_value(i32 9, !175, !DIExpression(), !193)
    #dbg_value(i32 -1, !172, !DIExpression(), !193)
  br label %15, !dbg !194

13:                                               ; preds = %169
  %14 = icmp sgt i32 %170, -1, !dbg !195
  br i1 %14, label %176, label %174, !dbg !197

15:                                               ; preds = %9, %169
  %16 = phi i64 [ 0, %9 ], [ %172, %169 ]
  %17 = phi i32 [ 9, %9 ], [ %171, %169 ]
  %18 = phi i32 [ -1, %9 ], [ %170, %169 ]
    #dbg_value(i64 %16, !176, !DIExpression(), !192)
    #dbg_value(i32 %17, !175, !DIExpression(), !193)
    #dbg_value(i32 %18, !172, !DIExpression(), !193)
  %19 = getelementptr inbounds [8 x i32], ptr @dx, i64 0, i64 %16, !dbg !198
  %20 = load i32, ptr %19, align 4, !dbg !198, !tbaa !63
  %21 = add nsw i32 %20, %10, !dbg !199
    #dbg_value(i32 %21, !178, !DIExpression(), !200)
  %22 = getelementptr inbounds [8 x i32], ptr @dy, i64 0, i64 %16, !dbg !201
  %23 = load i32, ptr %22, align 4, !dbg !201, !tbaa !63
  %24 = add nsw i32 %23, %11, !dbg !202
    #dbg_value(i32 %24, !181, !DIExpression(), !200)
    #dbg_value(i32 %21, !203, !DIExpression(), !207)
    #dbg_value(i32 %24, !206, !DIExpression(), !207)
  %25 = or i32 %24, %21, !dbg !209
  %26 = icmp sgt i32 %25, -1, !dbg !209
  br i1 %26, label %27, label %169, !dbg !209

27:                                               ; preds = %15
  %28 = icmp sgt i32 %6, %21, !dbg !210
  %29 = icmp sgt i32 %6, %24
  %30 = and i1 %28, %29, !dbg !211
  br i1 %30, label %31, label %169, !dbg !211

31:                                               ; preds = %27
  %32 = zext nneg i32 %21 to i64, !dbg !212
  %33 = zext nneg i32 %24 to i64, !dbg !212
  %34 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %32, i64 %33, !dbg !212
  %35 = load i32, ptr %34, align 4, !dbg !212, !tbaa !63
  %36 = icmp eq i32 %35, 0, !dbg !213
  br i1 %36, label %37, label %169, !dbg !214

37:                                               ; preds = %31
    #dbg_value(i32 %21, !215, !DIExpression(), !222)
    #dbg_value(i32 %24, !218, !DIExpression(), !222)
    #dbg_value(i64 0, !220, !DIExpression(), !224)
    #dbg_value(i32 0, !219, !DIExpression(), !222)
  %38 = add nsw i32 %21, 2, !dbg !225
  %39 = add nsw i32 %24, 1, !dbg !228
    #dbg_value(i32 %38, !203, !DIExpression(), !229)
    #dbg_value(i32 %39, !206, !DIExpression(), !229)
  %40 = or i32 %39, %38, !dbg !231
  %41 = icmp sgt i32 %40, -1, !dbg !231
  br i1 %41, label %42, label %53, !dbg !231

42:                                               ; preds = %37
  %43 = icmp sgt i32 %6, %38, !dbg !232
  %44 = icmp sgt i32 %6, %39
  %45 = and i1 %43, %44, !dbg !233
  br i1 %45, label %46, label %53, !dbg !233

46:                                               ; preds = %42
  %47 = zext nneg i32 %38 to i64, !dbg !234
  %48 = zext nneg i32 %39 to i64, !dbg !234
  %49 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %47, i64 %48, !dbg !234
  %50 = load i32, ptr %49, align 4, !dbg !234, !tbaa !63
  %51 = freeze i32 %50, !dbg !235
  %52 = icmp eq i32 %51, 0, !dbg !235
  br i1 %52, label %54, label %53, !dbg !236

53:                                               ; preds = %46, %42, %37
  br label %54, !dbg !236

54:                                               ; preds = %53, %46
  %55 = phi i32 [ 0, %53 ], [ 1, %46 ], !dbg !236
    #dbg_value(i32 %55, !219, !DIExpression(), !222)
    #dbg_value(i64 1, !220, !DIExpression(), !224)
  %56 = add nsw i32 %21, 1, !dbg !225
  %57 = add nsw i32 %24, 2, !dbg !228
    #dbg_value(i32 %56, !203, !DIExpression(), !229)
    #dbg_value(i32 %57, !206, !DIExpression(), !229)
  %58 = or i32 %57, %56, !dbg !231
  %59 = icmp sgt i32 %58, -1, !dbg !231
  br i1 %59, label %60, label %72, !dbg !231

60:                                               ; preds = %54
  %61 = icmp sgt i32 %6, %56, !dbg !232
  %62 = icmp sgt i32 %6, %57
  %63 = and i1 %61, %62, !dbg !233
  br i1 %63, label %64, label %72, !dbg !233

64:                                               ; preds = %60
  %65 = zext nneg i32 %56 to i64, !dbg !234
  %66 = zext nneg i32 %57 to i64, !dbg !234
  %67 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %65, i64 %66, !dbg !234
  %68 = load i32, ptr %67, align 4, !dbg !234, !tbaa !63
  %69 = freeze i32 %68, !dbg !235
  %70 = icmp eq i32 %69, 0, !dbg !235
  %71 = add nuw nsw i32 %55, 1
  br i1 %70, label %73, label %72, !dbg !236

72:                                               ; preds = %64, %60, %54
  br label %73, !dbg !236

73:                                               ; preds = %72, %64
  %74 = phi i32 [ %55, %72 ], [ %71, %64 ], !dbg !236
    #dbg_value(i32 %74, !219, !DIExpression(), !222)
    #dbg_value(i64 2, !220, !DIExpression(), !224)
  %75 = add nsw i32 %21, -1, !dbg !225
    #dbg_value(i32 %75, !203, !DIExpression(), !229)
    #dbg_value(i32 %57, !206, !DIExpression(), !229)
  %76 = or i32 %57, %75, !dbg !231
  %77 = icmp sgt i32 %76, -1, !dbg !231
  %78 = icmp sgt i32 %6, %57
  %79 = and i1 %77, %78, !dbg !231
  br i1 %79, label %80, label %88, !dbg !231

80:                                               ; preds = %73
  %81 = zext nneg i32 %75 to i64, !dbg !234
  %82 = zext nneg i32 %57 to i64, !dbg !234
  %83 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %81, i64 %82, !dbg !234
  %84 = load i32, ptr %83, align 4, !dbg !234, !tbaa !63
  %85 = freeze i32 %84, !dbg !235
  %86 = icmp eq i32 %85, 0, !dbg !235
  %87 = add nuw nsw i32 %74, 1
  br i1 %86, label %89, label %88, !dbg !236

88:                                               ; preds = %80, %73
  br label %89, !dbg !236

89:                                               ; preds = %88, %80
  %90 = phi i32 [ %74, %88 ], [ %87, %80 ], !dbg !236
    #dbg_value(i32 %90, !219, !DIExpression(), !222)
    #dbg_value(i64 3, !220, !DIExpression(), !224)
  %91 = add nsw i32 %21, -2, !dbg !225
    #dbg_value(i32 %91, !203, !DIExpression(), !229)
    #dbg_value(i32 %39, !206, !DIExpression(), !229)
  %92 = or i32 %39, %91, !dbg !231
  %93 = icmp sgt i32 %92, -1, !dbg !231
  %94 = icmp sgt i32 %6, %39
  %95 = and i1 %93, %94, !dbg !231
  br i1 %95, label %96, label %104, !dbg !231

96:                                               ; preds = %89
  %97 = zext nneg i32 %91 to i64, !dbg !234
  %98 = zext nneg i32 %39 to i64, !dbg !234
  %99 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %97, i64 %98, !dbg !234
  %100 = load i32, ptr %99, align 4, !dbg !234, !tbaa !63
  %101 = freeze i32 %100, !dbg !235
  %102 = icmp eq i32 %101, 0, !dbg !235
  %103 = add nuw nsw i32 %90, 1
  br i1 %102, label %105, label %104, !dbg !236

104:                                              ; preds = %96, %89
  br label %105, !dbg !236

105:                                              ; preds = %104, %96
  %106 = phi i32 [ %90, %104 ], [ %103, %96 ], !dbg !236
    #dbg_value(i32 %106, !219, !DIExpression(), !222)
    #dbg_value(i64 4, !220, !DIExpression(), !224)
  %107 = add nsw i32 %24, -1, !dbg !228
    #dbg_value(i32 %91, !203, !DIExpression(), !229)
    #dbg_value(i32 %107, !206, !DIExpression(), !229)
  %108 = or i32 %107, %91, !dbg !231
  %109 = icmp sgt i32 %108, -1, !dbg !231
  br i1 %109, label %110, label %118, !dbg !231

110:                                              ; preds = %105
  %111 = zext nneg i32 %91 to i64, !dbg !234
  %112 = zext nneg i32 %107 to i64, !dbg !234
  %113 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %111, i64 %112, !dbg !234
  %114 = load i32, ptr %113, align 4, !dbg !234, !tbaa !63
  %115 = freeze i32 %114, !dbg !235
  %116 = icmp eq i32 %115, 0, !dbg !235
  %117 = add nuw nsw i32 %106, 1
  br i1 %116, label %119, label %118, !dbg !236

118:                                              ; preds = %110, %105
  br label %119, !dbg !236

119:                                              ; preds = %118, %110
  %120 = phi i32 [ %106, %118 ], [ %117, %110 ], !dbg !236
    #dbg_value(i32 %120, !219, !DIExpression(), !222)
    #dbg_value(i64 5, !220, !DIExpression(), !224)
  %121 = add nsw i32 %24, -2, !dbg !228
    #dbg_value(i32 %75, !203, !DIExpression(), !229)
    #dbg_value(i32 %121, !206, !DIExpression(), !229)
  %122 = or i32 %121, %75, !dbg !231
  %123 = icmp sgt i32 %122, -1, !dbg !231
  br i1 %123, label %124, label %132, !dbg !231

124:                                              ; preds = %119
  %125 = zext nneg i32 %75 to i64, !dbg !234
  %126 = zext nneg i32 %121 to i64, !dbg !234
  %127 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %125, i64 %126, !dbg !234
  %128 = load i32, ptr %127, align 4, !dbg !234, !tbaa !63
  %129 = freeze i32 %128, !dbg !235
  %130 = icmp eq i32 %129, 0, !dbg !235
  %131 = add nuw nsw i32 %120, 1
  br i1 %130, label %133, label %132, !dbg !236

132:                                              ; preds = %124, %119
  br label %133, !dbg !236

133:                                              ; preds = %132, %124
  %134 = phi i32 [ %120, %132 ], [ %131, %124 ], !dbg !236
    #dbg_value(i32 %134, !219, !DIExpression(), !222)
    #dbg_value(i64 6, !220, !DIExpression(), !224)
    #dbg_value(i32 %56, !203, !DIExpression(), !229)
    #dbg_value(i32 %121, !206, !DIExpression(), !229)
  %135 = or i32 %121, %56, !dbg !231
  %136 = icmp sgt i32 %135, -1, !dbg !231
  %137 = icmp sgt i32 %6, %56
  %138 = and i1 %136, %137, !dbg !231
  br i1 %138, label %139, label %147, !dbg !231

139:                                              ; preds = %133
  %140 = zext nneg i32 %56 to i64, !dbg !234
  %141 = zext nneg i32 %121 to i64, !dbg !234
  %142 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %140, i64 %141, !dbg !234
  %143 = load i32, ptr %142, align 4, !dbg !234, !tbaa !63
  %144 = freeze i32 %143, !dbg !235
  %145 = icmp eq i32 %144, 0, !dbg !235
  %146 = add nuw nsw i32 %134, 1
  br i1 %145, label %148, label %147, !dbg !236

147:                                              ; preds = %139, %133
  br label %148, !dbg !236

148:                                              ; preds = %147, %139
  %149 = phi i32 [ %134, %147 ], [ %146, %139 ], !dbg !236
    #dbg_value(i32 %149, !219, !DIExpression(), !222)
    #dbg_value(i64 7, !220, !DIExpression(), !224)
    #dbg_value(i32 %38, !203, !DIExpression(), !229)
    #dbg_value(i32 %107, !206, !DIExpression(), !229)
  %150 = or i32 %107, %38, !dbg !231
  %151 = icmp sgt i32 %150, -1, !dbg !231
  %152 = icmp sgt i32 %6, %38
  %153 = and i1 %151, %152, !dbg !231
  br i1 %153, label %154, label %162, !dbg !231

154:                                              ; preds = %148
  %155 = zext nneg i32 %38 to i64, !dbg !234
  %156 = zext nneg i32 %107 to i64, !dbg !234
  %157 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %155, i64 %156, !dbg !234
  %158 = load i32, ptr %157, align 4, !dbg !234, !tbaa !63
  %159 = freeze i32 %158, !dbg !235
  %160 = icmp eq i32 %159, 0, !dbg !235
  %161 = add nuw nsw i32 %149, 1
  br i1 %160, label %163, label %162, !dbg !236

162:                                              ; preds = %154, %148
  br label %163, !dbg !236

163:                                              ; preds = %154, %162
  %164 = phi i32 [ %149, %162 ], [ %161, %154 ], !dbg !236
    #dbg_value(i32 %164, !219, !DIExpression(), !222)
    #dbg_value(i64 8, !220, !DIExpression(), !224)
    #dbg_value(i32 %164, !182, !DIExpression(), !237)
  %165 = icmp slt i32 %164, %17, !dbg !238
  %166 = trunc nuw nsw i64 %16 to i32, !dbg !240
  %167 = select i1 %165, i32 %166, i32 %18, !dbg !240
  %168 = tail call i32 @llvm.smin.i32(i32 %164, i32 %17), !dbg !240
    #dbg_value(i32 %168, !175, !DIExpression(), !193)
    #dbg_value(i32 %167, !172, !DIExpression(), !193)
  br label %169, !dbg !241

169:                                              ; preds = %15, %27, %163, %31
  %170 = phi i32 [ %167, %163 ], [ %18, %31 ], [ %18, %27 ], [ %18, %15 ], !dbg !193
  %171 = phi i32 [ %168, %163 ], [ %17, %31 ], [ %17, %27 ], [ %17, %15 ], !dbg !193
    #dbg_value(i32 %171, !175, !DIExpression(), !193)
    #dbg_value(i32 %170, !172, !DIExpression(), !193)
  %172 = add nuw nsw i64 %16, 1, !dbg !242
    #dbg_value(i64 %172, !176, !DIExpression(), !192)
  %173 = icmp eq i64 %172, 8, !dbg !243
  br i1 %173, label %13, label %15, !dbg !194, !llvm.loop !244

174:                                              ; preds = %13
  %175 = add nsw i32 %12, -1, !dbg !246
    #dbg_value(i32 undef, !168, !DIExpression(), !185)
    #dbg_value(i32 undef, !169, !DIExpression(), !185)
  br label %189

176:                                              ; preds = %13
  %177 = zext nneg i32 %170 to i64, !dbg !247
  %178 = getelementptr inbounds [8 x i32], ptr @dx, i64 0, i64 %177, !dbg !247
  %179 = load i32, ptr %178, align 4, !dbg !247, !tbaa !63
  %180 = add nsw i32 %179, %10, !dbg !248
    #dbg_value(i32 %180, !168, !DIExpression(), !185)
  %181 = getelementptr inbounds [8 x i32], ptr @dy, i64 0, i64 %177, !dbg !249
  %182 = load i32, ptr %181, align 4, !dbg !249, !tbaa !63
  %183 = add nsw i32 %182, %11, !dbg !250
    #dbg_value(i32 %183, !169, !DIExpression(), !185)
  %184 = sext i32 %180 to i64, !dbg !251
  %185 = sext i32 %183 to i64, !dbg !251
  %186 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %184, i64 %185, !dbg !251
  store i32 %12, ptr %186, align 4, !dbg !252, !tbaa !63
  %187 = add nuw i32 %12, 1, !dbg !253
    #dbg_value(i32 %187, !170, !DIExpression(), !189)
  %188 = icmp eq i32 %12, %7, !dbg !190
  br i1 %188, label %189, label %9, !dbg !191, !llvm.loop !254

189:                                              ; preds = %176, %2, %174
  %190 = phi i32 [ %175, %174 ], [ %7, %2 ], [ %7, %176 ]
  ret i32 %190, !dbg !256
}

; Function Attrs: nofree nounwind
declare !dbg !257 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!34, !35, !36, !37, !38, !39, !40}
!llvm.ident = !{!41}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "N", scope: !2, file: !3, line: 7, type: !24, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/knights_tour.c", directory: ".", checksumkind: CSK_MD5, checksum: "7008b5a84c7479d9dcf09be8ab51405a")
!4 = !{!5, !11, !16, !21, !0, !27, !32}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 344, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 43)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 32, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 4)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 16, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 2)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "board", scope: !2, file: !3, line: 7, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 2048, elements: !25)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !{!26, !26}
!26 = !DISubrange(count: 8)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "dx", scope: !2, file: !3, line: 6, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 256, elements: !31)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !24)
!31 = !{!26}
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(name: "dy", scope: !2, file: !3, line: 6, type: !29, isLocal: true, isDefinition: true)
!34 = !{i32 7, !"Dwarf Version", i32 5}
!35 = !{i32 2, !"Debug Info Version", i32 3}
!36 = !{i32 1, !"wchar_size", i32 4}
!37 = !{i32 8, !"PIC Level", i32 2}
!38 = !{i32 7, !"PIE Level", i32 2}
!39 = !{i32 7, !"uwtable", i32 2}
!40 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!41 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!42 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 26, type: !43, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !45)
!43 = !DISubroutineType(types: !44)
!44 = !{!24}
!45 = !{!46, !47, !51, !54, !55, !57}
!46 = !DILocalVariable(name: "complete", scope: !42, file: !3, line: 27, type: !24)
!47 = !DILocalVariable(name: "s", scope: !48, file: !3, line: 28, type: !24)
!48 = distinct !DILexicalBlock(scope: !49, file: !3, line: 28, column: 30)
!49 = distinct !DILexicalBlock(scope: !50, file: !3, line: 28, column: 5)
!50 = distinct !DILexicalBlock(scope: !42, file: !3, line: 28, column: 5)
!51 = !DILocalVariable(name: "len", scope: !52, file: !3, line: 28, type: !24)
!52 = distinct !DILexicalBlock(scope: !53, file: !3, line: 28, column: 58)
!53 = distinct !DILexicalBlock(scope: !48, file: !3, line: 28, column: 30)
!54 = !DILocalVariable(name: "v", scope: !52, file: !3, line: 28, type: !24)
!55 = !DILocalVariable(name: "i", scope: !56, file: !3, line: 29, type: !24)
!56 = distinct !DILexicalBlock(scope: !42, file: !3, line: 29, column: 24)
!57 = !DILocalVariable(name: "j", scope: !58, file: !3, line: 29, type: !24)
!58 = distinct !DILexicalBlock(scope: !59, file: !3, line: 29, column: 54)
!59 = distinct !DILexicalBlock(scope: !60, file: !3, line: 29, column: 52)
!60 = distinct !DILexicalBlock(scope: !56, file: !3, line: 29, column: 24)
!61 = !DILocation(line: 0, scope: !42)
!62 = !DILocation(line: 28, scope: !50)
!63 = !{!64, !64, i64 0}
!64 = !{!"int", !65, i64 0}
!65 = !{!"omnipotent char", !66, i64 0}
!66 = !{!"Simple C/C++ TBAA"}
!67 = !DILocation(line: 28, column: 5, scope: !50)
!68 = !DILocation(line: 28, column: 26, scope: !49)
!69 = !DILocation(line: 28, column: 19, scope: !49)
!70 = !DILocation(line: 0, scope: !48)
!71 = !DILocation(line: 28, column: 81, scope: !52)
!72 = !DILocation(line: 28, column: 88, scope: !52)
!73 = !DILocation(line: 28, column: 86, scope: !52)
!74 = !DILocation(line: 28, column: 70, scope: !52)
!75 = !DILocation(line: 0, scope: !52)
!76 = !DILocation(line: 28, column: 107, scope: !52)
!77 = !DILocation(line: 28, column: 109, scope: !52)
!78 = !DILocation(line: 28, column: 104, scope: !52)
!79 = !DILocation(line: 28, column: 113, scope: !52)
!80 = !DILocalVariable(name: "px", scope: !81, file: !3, line: 21, type: !24)
!81 = distinct !DISubprogram(name: "valid", scope: !3, file: !3, line: 20, type: !43, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !82)
!82 = !{!80, !83, !84, !86, !89, !90, !92, !95, !98}
!83 = !DILocalVariable(name: "py", scope: !81, file: !3, line: 21, type: !24)
!84 = !DILocalVariable(name: "m", scope: !85, file: !3, line: 22, type: !24)
!85 = distinct !DILexicalBlock(scope: !81, file: !3, line: 22, column: 5)
!86 = !DILocalVariable(name: "fx", scope: !87, file: !3, line: 22, type: !24)
!87 = distinct !DILexicalBlock(scope: !88, file: !3, line: 22, column: 38)
!88 = distinct !DILexicalBlock(scope: !85, file: !3, line: 22, column: 5)
!89 = !DILocalVariable(name: "fy", scope: !87, file: !3, line: 22, type: !24)
!90 = !DILocalVariable(name: "i", scope: !91, file: !3, line: 22, type: !24)
!91 = distinct !DILexicalBlock(scope: !87, file: !3, line: 22, column: 62)
!92 = !DILocalVariable(name: "j", scope: !93, file: !3, line: 22, type: !24)
!93 = distinct !DILexicalBlock(scope: !94, file: !3, line: 22, column: 90)
!94 = distinct !DILexicalBlock(scope: !91, file: !3, line: 22, column: 62)
!95 = !DILocalVariable(name: "ax", scope: !96, file: !3, line: 23, type: !24)
!96 = distinct !DILexicalBlock(scope: !97, file: !3, line: 23, column: 42)
!97 = distinct !DILexicalBlock(scope: !87, file: !3, line: 23, column: 35)
!98 = !DILocalVariable(name: "ay", scope: !96, file: !3, line: 23, type: !24)
!99 = !DILocation(line: 0, scope: !81, inlinedAt: !100)
!100 = distinct !DILocation(line: 28, column: 116, scope: !52)
!101 = !DILocation(line: 0, scope: !85, inlinedAt: !100)
!102 = !DILocation(line: 22, column: 23, scope: !88, inlinedAt: !100)
!103 = !DILocation(line: 22, column: 5, scope: !85, inlinedAt: !100)
!104 = !DILocation(line: 0, scope: !91, inlinedAt: !100)
!105 = !DILocation(line: 0, scope: !87, inlinedAt: !100)
!106 = !DILocation(line: 22, column: 62, scope: !91, inlinedAt: !100)
!107 = !DILocation(line: 0, scope: !93, inlinedAt: !100)
!108 = !DILocation(line: 22, column: 90, scope: !93, inlinedAt: !100)
!109 = !DILocation(line: 23, column: 16, scope: !110, inlinedAt: !100)
!110 = distinct !DILexicalBlock(scope: !87, file: !3, line: 23, column: 13)
!111 = !DILocation(line: 23, column: 13, scope: !87, inlinedAt: !100)
!112 = !DILocation(line: 22, column: 122, scope: !113, inlinedAt: !100)
!113 = distinct !DILexicalBlock(scope: !114, file: !3, line: 22, column: 122)
!114 = distinct !DILexicalBlock(scope: !93, file: !3, line: 22, column: 90)
!115 = !DILocation(line: 22, column: 134, scope: !113, inlinedAt: !100)
!116 = !DILocation(line: 22, column: 122, scope: !114, inlinedAt: !100)
!117 = !DILocation(line: 22, column: 114, scope: !114, inlinedAt: !100)
!118 = distinct !{!118, !119}
!119 = !{!"llvm.loop.unroll.disable"}
!120 = !DILocation(line: 22, column: 86, scope: !94, inlinedAt: !100)
!121 = !DILocation(line: 22, column: 80, scope: !94, inlinedAt: !100)
!122 = distinct !{!122, !106, !123, !124}
!123 = !DILocation(line: 22, column: 158, scope: !91, inlinedAt: !100)
!124 = !{!"llvm.loop.mustprogress"}
!125 = distinct !{!125, !108, !126, !124}
!126 = !DILocation(line: 22, column: 158, scope: !93, inlinedAt: !100)
!127 = !DILocation(line: 23, column: 37, scope: !97, inlinedAt: !100)
!128 = !DILocation(line: 23, column: 35, scope: !87, inlinedAt: !100)
!129 = !DILocation(line: 23, column: 56, scope: !96, inlinedAt: !100)
!130 = !DILocation(line: 0, scope: !96, inlinedAt: !100)
!131 = !DILocation(line: 23, column: 70, scope: !96, inlinedAt: !100)
!132 = !DILocation(line: 23, column: 86, scope: !133, inlinedAt: !100)
!133 = distinct !DILexicalBlock(scope: !96, file: !3, line: 23, column: 80)
!134 = !DILocation(line: 23, column: 96, scope: !133, inlinedAt: !100)
!135 = !DILocation(line: 23, column: 91, scope: !133, inlinedAt: !100)
!136 = !DILocation(line: 23, column: 102, scope: !133, inlinedAt: !100)
!137 = !DILocation(line: 22, column: 34, scope: !88, inlinedAt: !100)
!138 = distinct !{!138, !103, !139, !124}
!139 = !DILocation(line: 23, column: 139, scope: !85, inlinedAt: !100)
!140 = !DILocation(line: 28, column: 134, scope: !52)
!141 = !DILocation(line: 28, column: 208, scope: !52)
!142 = !DILocation(line: 28, column: 140, scope: !52)
!143 = !DILocation(line: 28, column: 54, scope: !53)
!144 = !DILocation(line: 28, column: 48, scope: !53)
!145 = !DILocation(line: 28, column: 30, scope: !48)
!146 = distinct !{!146, !67, !147, !124}
!147 = !DILocation(line: 28, column: 222, scope: !50)
!148 = !DILocation(line: 29, column: 7, scope: !42)
!149 = !DILocation(line: 29, column: 12, scope: !42)
!150 = !DILocation(line: 0, scope: !56)
!151 = !DILocation(line: 29, column: 24, scope: !56)
!152 = !DILocation(line: 0, scope: !58)
!153 = !DILocation(line: 29, column: 96, scope: !154)
!154 = distinct !DILexicalBlock(scope: !58, file: !3, line: 29, column: 54)
!155 = !DILocation(line: 29, column: 82, scope: !154)
!156 = !DILocation(line: 29, column: 110, scope: !59)
!157 = !DILocation(line: 29, column: 48, scope: !60)
!158 = !DILocation(line: 29, column: 42, scope: !60)
!159 = distinct !{!159, !151, !160, !124}
!160 = !DILocation(line: 29, column: 124, scope: !56)
!161 = !DILocation(line: 31, column: 1, scope: !42)
!162 = distinct !DISubprogram(name: "tour", scope: !3, file: !3, line: 10, type: !163, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !165)
!163 = !DISubroutineType(types: !164)
!164 = !{!24, !24, !24}
!165 = !{!166, !167, !168, !169, !170, !172, !175, !176, !178, !181, !182}
!166 = !DILocalVariable(name: "sx", arg: 1, scope: !162, file: !3, line: 10, type: !24)
!167 = !DILocalVariable(name: "sy", arg: 2, scope: !162, file: !3, line: 10, type: !24)
!168 = !DILocalVariable(name: "x", scope: !162, file: !3, line: 11, type: !24)
!169 = !DILocalVariable(name: "y", scope: !162, file: !3, line: 11, type: !24)
!170 = !DILocalVariable(name: "m", scope: !171, file: !3, line: 12, type: !24)
!171 = distinct !DILexicalBlock(scope: !162, file: !3, line: 12, column: 5)
!172 = !DILocalVariable(name: "best", scope: !173, file: !3, line: 13, type: !24)
!173 = distinct !DILexicalBlock(scope: !174, file: !3, line: 12, column: 38)
!174 = distinct !DILexicalBlock(scope: !171, file: !3, line: 12, column: 5)
!175 = !DILocalVariable(name: "bd", scope: !173, file: !3, line: 13, type: !24)
!176 = !DILocalVariable(name: "k", scope: !177, file: !3, line: 14, type: !24)
!177 = distinct !DILexicalBlock(scope: !173, file: !3, line: 14, column: 9)
!178 = !DILocalVariable(name: "nx", scope: !179, file: !3, line: 14, type: !24)
!179 = distinct !DILexicalBlock(scope: !180, file: !3, line: 14, column: 37)
!180 = distinct !DILexicalBlock(scope: !177, file: !3, line: 14, column: 9)
!181 = !DILocalVariable(name: "ny", scope: !179, file: !3, line: 14, type: !24)
!182 = !DILocalVariable(name: "d", scope: !183, file: !3, line: 14, type: !24)
!183 = distinct !DILexicalBlock(scope: !184, file: !3, line: 14, column: 91)
!184 = distinct !DILexicalBlock(scope: !179, file: !3, line: 14, column: 79)
!185 = !DILocation(line: 0, scope: !162)
!186 = !DILocation(line: 11, column: 5, scope: !162)
!187 = !DILocation(line: 11, column: 57, scope: !162)
!188 = !DILocation(line: 11, column: 69, scope: !162)
!189 = !DILocation(line: 0, scope: !171)
!190 = !DILocation(line: 12, column: 23, scope: !174)
!191 = !DILocation(line: 12, column: 5, scope: !171)
!192 = !DILocation(line: 0, scope: !177)
!193 = !DILocation(line: 0, scope: !173)
!194 = !DILocation(line: 14, column: 9, scope: !177)
!195 = !DILocation(line: 15, column: 18, scope: !196)
!196 = distinct !DILexicalBlock(scope: !173, file: !3, line: 15, column: 13)
!197 = !DILocation(line: 15, column: 13, scope: !173)
!198 = !DILocation(line: 14, column: 52, scope: !179)
!199 = !DILocation(line: 14, column: 50, scope: !179)
!200 = !DILocation(line: 0, scope: !179)
!201 = !DILocation(line: 14, column: 68, scope: !179)
!202 = !DILocation(line: 14, column: 66, scope: !179)
!203 = !DILocalVariable(name: "x", arg: 1, scope: !204, file: !3, line: 8, type: !24)
!204 = distinct !DISubprogram(name: "ok", scope: !3, file: !3, line: 8, type: !163, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !205)
!205 = !{!203, !206}
!206 = !DILocalVariable(name: "y", arg: 2, scope: !204, file: !3, line: 8, type: !24)
!207 = !DILocation(line: 0, scope: !204, inlinedAt: !208)
!208 = distinct !DILocation(line: 14, column: 79, scope: !184)
!209 = !DILocation(line: 8, column: 45, scope: !204, inlinedAt: !208)
!210 = !DILocation(line: 8, column: 60, scope: !204, inlinedAt: !208)
!211 = !DILocation(line: 8, column: 64, scope: !204, inlinedAt: !208)
!212 = !DILocation(line: 8, column: 77, scope: !204, inlinedAt: !208)
!213 = !DILocation(line: 8, column: 76, scope: !204, inlinedAt: !208)
!214 = !DILocation(line: 14, column: 79, scope: !179)
!215 = !DILocalVariable(name: "x", arg: 1, scope: !216, file: !3, line: 9, type: !24)
!216 = distinct !DISubprogram(name: "degree", scope: !3, file: !3, line: 9, type: !163, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !217)
!217 = !{!215, !218, !219, !220}
!218 = !DILocalVariable(name: "y", arg: 2, scope: !216, file: !3, line: 9, type: !24)
!219 = !DILocalVariable(name: "c", scope: !216, file: !3, line: 9, type: !24)
!220 = !DILocalVariable(name: "k", scope: !221, file: !3, line: 9, type: !24)
!221 = distinct !DILexicalBlock(scope: !216, file: !3, line: 9, column: 46)
!222 = !DILocation(line: 0, scope: !216, inlinedAt: !223)
!223 = distinct !DILocation(line: 14, column: 101, scope: !183)
!224 = !DILocation(line: 0, scope: !221, inlinedAt: !223)
!225 = !DILocation(line: 9, column: 83, scope: !226, inlinedAt: !223)
!226 = distinct !DILexicalBlock(scope: !227, file: !3, line: 9, column: 78)
!227 = distinct !DILexicalBlock(scope: !221, file: !3, line: 9, column: 46)
!228 = !DILocation(line: 9, column: 94, scope: !226, inlinedAt: !223)
!229 = !DILocation(line: 0, scope: !204, inlinedAt: !230)
!230 = distinct !DILocation(line: 9, column: 78, scope: !226, inlinedAt: !223)
!231 = !DILocation(line: 8, column: 45, scope: !204, inlinedAt: !230)
!232 = !DILocation(line: 8, column: 60, scope: !204, inlinedAt: !230)
!233 = !DILocation(line: 8, column: 64, scope: !204, inlinedAt: !230)
!234 = !DILocation(line: 8, column: 77, scope: !204, inlinedAt: !230)
!235 = !DILocation(line: 8, column: 76, scope: !204, inlinedAt: !230)
!236 = !DILocation(line: 9, column: 78, scope: !227, inlinedAt: !223)
!237 = !DILocation(line: 0, scope: !183)
!238 = !DILocation(line: 14, column: 123, scope: !239)
!239 = distinct !DILexicalBlock(scope: !183, file: !3, line: 14, column: 121)
!240 = !DILocation(line: 14, column: 121, scope: !183)
!241 = !DILocation(line: 14, column: 151, scope: !183)
!242 = !DILocation(line: 14, column: 33, scope: !180)
!243 = !DILocation(line: 14, column: 27, scope: !180)
!244 = distinct !{!244, !194, !245, !124}
!245 = !DILocation(line: 14, column: 153, scope: !177)
!246 = !DILocation(line: 15, column: 32, scope: !196)
!247 = !DILocation(line: 16, column: 14, scope: !173)
!248 = !DILocation(line: 16, column: 11, scope: !173)
!249 = !DILocation(line: 16, column: 29, scope: !173)
!250 = !DILocation(line: 16, column: 26, scope: !173)
!251 = !DILocation(line: 16, column: 39, scope: !173)
!252 = !DILocation(line: 16, column: 51, scope: !173)
!253 = !DILocation(line: 12, column: 34, scope: !174)
!254 = distinct !{!254, !191, !255, !124}
!255 = !DILocation(line: 17, column: 5, scope: !171)
!256 = !DILocation(line: 19, column: 1, scope: !162)
!257 = !DISubprogram(name: "printf", scope: !258, file: !258, line: 356, type: !259, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!258 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!259 = !DISubroutineType(types: !260)
!260 = !{!24, !261, null}
!261 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !262)
!262 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !263, size: 64)
!263 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
