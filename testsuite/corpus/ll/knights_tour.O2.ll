; ModuleID = 'programs/knights_tour.c'
source_filename = "programs/knights_tour.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@N = internal unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [43 x i8] c"N=%d start=(%d,%d) visited=%d complete=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%3d\00", align 1
@board = internal unnamed_addr global [8 x [8 x i32]] zeroinitializer, align 16
@dx = internal unnamed_addr constant [8 x i32] [i32 2, i32 1, i32 -1, i32 -2, i32 -2, i32 -1, i32 1, i32 2], align 16
@dy = internal unnamed_addr constant [8 x i32] [i32 1, i32 2, i32 2, i32 1, i32 -1, i32 -2, i32 -2, i32 -1], align 16

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  store i32 5, ptr @N, align 4, !tbaa !5
  br label %5

1:                                                ; preds = %111
  %2 = load i32, ptr @N, align 4, !tbaa !5
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @N, align 4, !tbaa !5
  %4 = icmp slt i32 %2, 8
  br i1 %4, label %119, label %121

5:                                                ; preds = %119, %0
  %6 = phi i32 [ 0, %0 ], [ %114, %119 ]
  %7 = phi i32 [ 0, %0 ], [ %120, %119 ]
  %8 = shl nuw nsw i32 %7, 1
  %9 = load i32, ptr @N, align 4, !tbaa !5
  %10 = srem i32 %8, %9
  %11 = tail call fastcc i32 @tour(i32 noundef %7, i32 noundef %10)
  %12 = load i32, ptr @N, align 4, !tbaa !5
  %13 = mul nsw i32 %12, %12
  %14 = icmp eq i32 %11, %13
  br i1 %14, label %15, label %111

15:                                               ; preds = %5
  %16 = icmp eq i32 %12, 0
  br i1 %16, label %111, label %17

17:                                               ; preds = %15
  %18 = icmp slt i32 %12, 1
  %19 = tail call i32 @llvm.umax.i32(i32 %11, i32 1)
  %20 = zext i32 %12 to i64
  br i1 %18, label %111, label %21

21:                                               ; preds = %17
  %22 = and i64 %20, 3
  %23 = icmp ult i32 %12, 4
  %24 = and i64 %20, 2147483644
  %25 = icmp eq i64 %22, 0
  br label %26

26:                                               ; preds = %21, %107
  %27 = phi i32 [ %60, %107 ], [ -1, %21 ]
  %28 = phi i32 [ %108, %107 ], [ 1, %21 ]
  %29 = phi i32 [ %59, %107 ], [ -1, %21 ]
  %30 = phi i1 [ %109, %107 ], [ false, %21 ]
  br label %31

31:                                               ; preds = %26, %58
  %32 = phi i64 [ %61, %58 ], [ 0, %26 ]
  %33 = phi i32 [ %60, %58 ], [ -1, %26 ]
  %34 = phi i32 [ %59, %58 ], [ -1, %26 ]
  %35 = trunc nuw nsw i64 %32 to i32
  br i1 %23, label %38, label %63

36:                                               ; preds = %58
  %37 = icmp slt i32 %59, 0
  br i1 %37, label %111, label %98

38:                                               ; preds = %63, %31
  %39 = phi i32 [ poison, %31 ], [ %92, %63 ]
  %40 = phi i32 [ poison, %31 ], [ %94, %63 ]
  %41 = phi i64 [ 0, %31 ], [ %95, %63 ]
  %42 = phi i32 [ %33, %31 ], [ %94, %63 ]
  %43 = phi i32 [ %34, %31 ], [ %92, %63 ]
  br i1 %25, label %58, label %44

44:                                               ; preds = %38, %44
  %45 = phi i64 [ %55, %44 ], [ %41, %38 ]
  %46 = phi i32 [ %54, %44 ], [ %42, %38 ]
  %47 = phi i32 [ %52, %44 ], [ %43, %38 ]
  %48 = phi i64 [ %56, %44 ], [ 0, %38 ]
  %49 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %32, i64 %45
  %50 = load i32, ptr %49, align 4, !tbaa !5
  %51 = icmp eq i32 %50, %28
  %52 = select i1 %51, i32 %35, i32 %47
  %53 = trunc nuw nsw i64 %45 to i32
  %54 = select i1 %51, i32 %53, i32 %46
  %55 = add nuw nsw i64 %45, 1
  %56 = add i64 %48, 1
  %57 = icmp eq i64 %56, %22
  br i1 %57, label %58, label %44, !llvm.loop !9

58:                                               ; preds = %44, %38
  %59 = phi i32 [ %39, %38 ], [ %52, %44 ]
  %60 = phi i32 [ %40, %38 ], [ %54, %44 ]
  %61 = add nuw nsw i64 %32, 1
  %62 = icmp eq i64 %61, %20
  br i1 %62, label %36, label %31, !llvm.loop !11

63:                                               ; preds = %31, %63
  %64 = phi i64 [ %95, %63 ], [ 0, %31 ]
  %65 = phi i32 [ %94, %63 ], [ %33, %31 ]
  %66 = phi i32 [ %92, %63 ], [ %34, %31 ]
  %67 = phi i64 [ %96, %63 ], [ 0, %31 ]
  %68 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %32, i64 %64
  %69 = load i32, ptr %68, align 16, !tbaa !5
  %70 = icmp eq i32 %69, %28
  %71 = trunc nuw nsw i64 %64 to i32
  %72 = select i1 %70, i32 %71, i32 %65
  %73 = or disjoint i64 %64, 1
  %74 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %32, i64 %73
  %75 = load i32, ptr %74, align 4, !tbaa !5
  %76 = icmp eq i32 %75, %28
  %77 = trunc nuw nsw i64 %73 to i32
  %78 = select i1 %76, i32 %77, i32 %72
  %79 = or disjoint i64 %64, 2
  %80 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %32, i64 %79
  %81 = load i32, ptr %80, align 8, !tbaa !5
  %82 = icmp eq i32 %81, %28
  %83 = trunc nuw nsw i64 %79 to i32
  %84 = select i1 %82, i32 %83, i32 %78
  %85 = or disjoint i64 %64, 3
  %86 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %32, i64 %85
  %87 = load i32, ptr %86, align 4, !tbaa !5
  %88 = icmp eq i32 %87, %28
  %89 = select i1 %88, i1 true, i1 %82
  %90 = select i1 %89, i1 true, i1 %76
  %91 = select i1 %90, i1 true, i1 %70
  %92 = select i1 %91, i32 %35, i32 %66
  %93 = trunc nuw nsw i64 %85 to i32
  %94 = select i1 %88, i32 %93, i32 %84
  %95 = add nuw nsw i64 %64, 4
  %96 = add nuw i64 %67, 4
  %97 = icmp eq i64 %96, %24
  br i1 %97, label %38, label %63, !llvm.loop !13

98:                                               ; preds = %36
  %99 = icmp ugt i32 %28, 1
  br i1 %99, label %100, label %107

100:                                              ; preds = %98
  %101 = sub nsw i32 %59, %29
  %102 = sub nsw i32 %60, %27
  %103 = mul nsw i32 %101, %101
  %104 = mul nsw i32 %102, %102
  %105 = add nuw nsw i32 %104, %103
  %106 = icmp eq i32 %105, 5
  br i1 %106, label %107, label %111

107:                                              ; preds = %100, %98
  %108 = add nuw i32 %28, 1
  %109 = icmp uge i32 %28, %11
  %110 = icmp eq i32 %28, %19
  br i1 %110, label %111, label %26, !llvm.loop !14

111:                                              ; preds = %107, %36, %100, %17, %15, %5
  %112 = phi i1 [ false, %5 ], [ true, %15 ], [ false, %17 ], [ %30, %36 ], [ %30, %100 ], [ %109, %107 ]
  %113 = zext i1 %112 to i32
  %114 = add nuw nsw i32 %6, %113
  %115 = srem i32 %8, %12
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %12, i32 noundef %7, i32 noundef %115, i32 noundef %11, i32 noundef %113)
  %117 = add nuw nsw i32 %7, 1
  %118 = icmp eq i32 %117, 3
  br i1 %118, label %1, label %119

119:                                              ; preds = %111, %1
  %120 = phi i32 [ %117, %111 ], [ 0, %1 ]
  br label %5, !llvm.loop !15

121:                                              ; preds = %1
  store i32 8, ptr @N, align 4, !tbaa !5
  %122 = tail call fastcc i32 @tour(i32 noundef 0, i32 noundef 0)
  br label %123

123:                                              ; preds = %121, %123
  %124 = phi i64 [ 0, %121 ], [ %150, %123 ]
  %125 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %124, i64 0
  %126 = load i32, ptr %125, align 16, !tbaa !5
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %126)
  %128 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %124, i64 1
  %129 = load i32, ptr %128, align 4, !tbaa !5
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %129)
  %131 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %124, i64 2
  %132 = load i32, ptr %131, align 8, !tbaa !5
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %132)
  %134 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %124, i64 3
  %135 = load i32, ptr %134, align 4, !tbaa !5
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %135)
  %137 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %124, i64 4
  %138 = load i32, ptr %137, align 16, !tbaa !5
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %138)
  %140 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %124, i64 5
  %141 = load i32, ptr %140, align 4, !tbaa !5
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %141)
  %143 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %124, i64 6
  %144 = load i32, ptr %143, align 8, !tbaa !5
  %145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %144)
  %146 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %124, i64 7
  %147 = load i32, ptr %146, align 4, !tbaa !5
  %148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %147)
  %149 = tail call i32 @putchar(i32 10)
  %150 = add nuw nsw i64 %124, 1
  %151 = icmp eq i64 %150, 8
  br i1 %151, label %152, label %123, !llvm.loop !16

152:                                              ; preds = %123
  ret i32 %114
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @tour(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(256) @board, i8 0, i64 256, i1 false)
  %3 = sext i32 %0 to i64
  %4 = sext i32 %1 to i64
  %5 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %3, i64 %4
  store i32 1, ptr %5, align 4, !tbaa !5
  %6 = load i32, ptr @N, align 4
  %7 = mul nsw i32 %6, %6
  %8 = icmp ult i32 %7, 2
  br i1 %8, label %189, label %9

9:                                                ; preds = %2, %176
  %10 = phi i32 [ %180, %176 ], [ %0, %2 ]
  %11 = phi i32 [ %183, %176 ], [ %1, %2 ]
  %12 = phi i32 [ %187, %176 ], [ 2, %2 ]
  br label %15

13:                                               ; preds = %169
  %14 = icmp sgt i32 %170, -1
  br i1 %14, label %176, label %174

15:                                               ; preds = %9, %169
  %16 = phi i64 [ 0, %9 ], [ %172, %169 ]
  %17 = phi i32 [ 9, %9 ], [ %171, %169 ]
  %18 = phi i32 [ -1, %9 ], [ %170, %169 ]
  %19 = getelementptr inbounds [8 x i32], ptr @dx, i64 0, i64 %16
  %20 = load i32, ptr %19, align 4, !tbaa !5
  %21 = add nsw i32 %20, %10
  %22 = getelementptr inbounds [8 x i32], ptr @dy, i64 0, i64 %16
  %23 = load i32, ptr %22, align 4, !tbaa !5
  %24 = add nsw i32 %23, %11
  %25 = or i32 %24, %21
  %26 = icmp sgt i32 %25, -1
  br i1 %26, label %27, label %169

27:                                               ; preds = %15
  %28 = icmp sgt i32 %6, %21
  %29 = icmp sgt i32 %6, %24
  %30 = and i1 %28, %29
  br i1 %30, label %31, label %169

31:                                               ; preds = %27
  %32 = zext nneg i32 %21 to i64
  %33 = zext nneg i32 %24 to i64
  %34 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %32, i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !5
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %37, label %169

37:                                               ; preds = %31
  %38 = add nsw i32 %21, 2
  %39 = add nsw i32 %24, 1
  %40 = or i32 %39, %38
  %41 = icmp sgt i32 %40, -1
  br i1 %41, label %42, label %53

42:                                               ; preds = %37
  %43 = icmp sgt i32 %6, %38
  %44 = icmp sgt i32 %6, %39
  %45 = and i1 %43, %44
  br i1 %45, label %46, label %53

46:                                               ; preds = %42
  %47 = zext nneg i32 %38 to i64
  %48 = zext nneg i32 %39 to i64
  %49 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %47, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !5
  %51 = freeze i32 %50
  %52 = icmp eq i32 %51, 0
  br i1 %52, label %54, label %53

53:                                               ; preds = %46, %42, %37
  br label %54

54:                                               ; preds = %53, %46
  %55 = phi i32 [ 0, %53 ], [ 1, %46 ]
  %56 = add nsw i32 %21, 1
  %57 = add nsw i32 %24, 2
  %58 = or i32 %57, %56
  %59 = icmp sgt i32 %58, -1
  br i1 %59, label %60, label %72

60:                                               ; preds = %54
  %61 = icmp sgt i32 %6, %56
  %62 = icmp sgt i32 %6, %57
  %63 = and i1 %61, %62
  br i1 %63, label %64, label %72

64:                                               ; preds = %60
  %65 = zext nneg i32 %56 to i64
  %66 = zext nneg i32 %57 to i64
  %67 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %65, i64 %66
  %68 = load i32, ptr %67, align 4, !tbaa !5
  %69 = freeze i32 %68
  %70 = icmp eq i32 %69, 0
  %71 = add nuw nsw i32 %55, 1
  br i1 %70, label %73, label %72

72:                                               ; preds = %64, %60, %54
  br label %73

73:                                               ; preds = %72, %64
  %74 = phi i32 [ %55, %72 ], [ %71, %64 ]
  %75 = add nsw i32 %21, -1
  %76 = or i32 %57, %75
  %77 = icmp sgt i32 %76, -1
  %78 = icmp sgt i32 %6, %57
  %79 = and i1 %77, %78
  br i1 %79, label %80, label %88

80:                                               ; preds = %73
  %81 = zext nneg i32 %75 to i64
  %82 = zext nneg i32 %57 to i64
  %83 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %81, i64 %82
  %84 = load i32, ptr %83, align 4, !tbaa !5
  %85 = freeze i32 %84
  %86 = icmp eq i32 %85, 0
  %87 = add nuw nsw i32 %74, 1
  br i1 %86, label %89, label %88

88:                                               ; preds = %80, %73
  br label %89

89:                                               ; preds = %88, %80
  %90 = phi i32 [ %74, %88 ], [ %87, %80 ]
  %91 = add nsw i32 %21, -2
  %92 = or i32 %39, %91
  %93 = icmp sgt i32 %92, -1
  %94 = icmp sgt i32 %6, %39
  %95 = and i1 %93, %94
  br i1 %95, label %96, label %104

96:                                               ; preds = %89
  %97 = zext nneg i32 %91 to i64
  %98 = zext nneg i32 %39 to i64
  %99 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %97, i64 %98
  %100 = load i32, ptr %99, align 4, !tbaa !5
  %101 = freeze i32 %100
  %102 = icmp eq i32 %101, 0
  %103 = add nuw nsw i32 %90, 1
  br i1 %102, label %105, label %104

104:                                              ; preds = %96, %89
  br label %105

105:                                              ; preds = %104, %96
  %106 = phi i32 [ %90, %104 ], [ %103, %96 ]
  %107 = add nsw i32 %24, -1
  %108 = or i32 %107, %91
  %109 = icmp sgt i32 %108, -1
  br i1 %109, label %110, label %118

110:                                              ; preds = %105
  %111 = zext nneg i32 %91 to i64
  %112 = zext nneg i32 %107 to i64
  %113 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %111, i64 %112
  %114 = load i32, ptr %113, align 4, !tbaa !5
  %115 = freeze i32 %114
  %116 = icmp eq i32 %115, 0
  %117 = add nuw nsw i32 %106, 1
  br i1 %116, label %119, label %118

118:                                              ; preds = %110, %105
  br label %119

119:                                              ; preds = %118, %110
  %120 = phi i32 [ %106, %118 ], [ %117, %110 ]
  %121 = add nsw i32 %24, -2
  %122 = or i32 %121, %75
  %123 = icmp sgt i32 %122, -1
  br i1 %123, label %124, label %132

124:                                              ; preds = %119
  %125 = zext nneg i32 %75 to i64
  %126 = zext nneg i32 %121 to i64
  %127 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %125, i64 %126
  %128 = load i32, ptr %127, align 4, !tbaa !5
  %129 = freeze i32 %128
  %130 = icmp eq i32 %129, 0
  %131 = add nuw nsw i32 %120, 1
  br i1 %130, label %133, label %132

132:                                              ; preds = %124, %119
  br label %133

133:                                              ; preds = %132, %124
  %134 = phi i32 [ %120, %132 ], [ %131, %124 ]
  %135 = or i32 %121, %56
  %136 = icmp sgt i32 %135, -1
  %137 = icmp sgt i32 %6, %56
  %138 = and i1 %136, %137
  br i1 %138, label %139, label %147

139:                                              ; preds = %133
  %140 = zext nneg i32 %56 to i64
  %141 = zext nneg i32 %121 to i64
  %142 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %140, i64 %141
  %143 = load i32, ptr %142, align 4, !tbaa !5
  %144 = freeze i32 %143
  %145 = icmp eq i32 %144, 0
  %146 = add nuw nsw i32 %134, 1
  br i1 %145, label %148, label %147

147:                                              ; preds = %139, %133
  br label %148

148:                                              ; preds = %147, %139
  %149 = phi i32 [ %134, %147 ], [ %146, %139 ]
  %150 = or i32 %107, %38
  %151 = icmp sgt i32 %150, -1
  %152 = icmp sgt i32 %6, %38
  %153 = and i1 %151, %152
  br i1 %153, label %154, label %162

154:                                              ; preds = %148
  %155 = zext nneg i32 %38 to i64
  %156 = zext nneg i32 %107 to i64
  %157 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %155, i64 %156
  %158 = load i32, ptr %157, align 4, !tbaa !5
  %159 = freeze i32 %158
  %160 = icmp eq i32 %159, 0
  %161 = add nuw nsw i32 %149, 1
  br i1 %160, label %163, label %162

162:                                              ; preds = %154, %148
  br label %163

163:                                              ; preds = %154, %162
  %164 = phi i32 [ %149, %162 ], [ %161, %154 ]
  %165 = icmp slt i32 %164, %17
  %166 = trunc nuw nsw i64 %16 to i32
  %167 = select i1 %165, i32 %166, i32 %18
  %168 = tail call i32 @llvm.smin.i32(i32 %164, i32 %17)
  br label %169

169:                                              ; preds = %15, %27, %163, %31
  %170 = phi i32 [ %167, %163 ], [ %18, %31 ], [ %18, %27 ], [ %18, %15 ]
  %171 = phi i32 [ %168, %163 ], [ %17, %31 ], [ %17, %27 ], [ %17, %15 ]
  %172 = add nuw nsw i64 %16, 1
  %173 = icmp eq i64 %172, 8
  br i1 %173, label %13, label %15, !llvm.loop !17

174:                                              ; preds = %13
  %175 = add nsw i32 %12, -1
  br label %189

176:                                              ; preds = %13
  %177 = zext nneg i32 %170 to i64
  %178 = getelementptr inbounds [8 x i32], ptr @dx, i64 0, i64 %177
  %179 = load i32, ptr %178, align 4, !tbaa !5
  %180 = add nsw i32 %179, %10
  %181 = getelementptr inbounds [8 x i32], ptr @dy, i64 0, i64 %177
  %182 = load i32, ptr %181, align 4, !tbaa !5
  %183 = add nsw i32 %182, %11
  %184 = sext i32 %180 to i64
  %185 = sext i32 %183 to i64
  %186 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %184, i64 %185
  store i32 %12, ptr %186, align 4, !tbaa !5
  %187 = add nuw i32 %12, 1
  %188 = icmp eq i32 %12, %7
  br i1 %188, label %189, label %9, !llvm.loop !18

189:                                              ; preds = %176, %2, %174
  %190 = phi i32 [ %175, %174 ], [ %7, %2 ], [ %7, %176 ]
  ret i32 %190
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

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

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
