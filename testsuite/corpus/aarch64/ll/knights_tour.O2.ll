; ModuleID = 'programs/knights_tour.c'
source_filename = "programs/knights_tour.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@N = internal unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [43 x i8] c"N=%d start=(%d,%d) visited=%d complete=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%3d\00", align 1
@board = internal unnamed_addr global [8 x [8 x i32]] zeroinitializer, align 4
@dx = internal unnamed_addr constant [8 x i32] [i32 2, i32 1, i32 -1, i32 -2, i32 -2, i32 -1, i32 1, i32 2], align 4
@dy = internal unnamed_addr constant [8 x i32] [i32 1, i32 2, i32 2, i32 1, i32 -1, i32 -2, i32 -2, i32 -1], align 4

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  store i32 5, ptr @N, align 4, !tbaa !6
  br label %5

1:                                                ; preds = %61
  %2 = load i32, ptr @N, align 4, !tbaa !6
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @N, align 4, !tbaa !6
  %4 = icmp slt i32 %2, 8
  br i1 %4, label %69, label %71

5:                                                ; preds = %69, %0
  %6 = phi i32 [ 0, %0 ], [ %64, %69 ]
  %7 = phi i32 [ 0, %0 ], [ %70, %69 ]
  %8 = shl nuw nsw i32 %7, 1
  %9 = load i32, ptr @N, align 4, !tbaa !6
  %10 = srem i32 %8, %9
  %11 = tail call fastcc i32 @tour(i32 noundef %7, i32 noundef %10)
  %12 = load i32, ptr @N, align 4, !tbaa !6
  %13 = mul nsw i32 %12, %12
  %14 = icmp eq i32 %11, %13
  br i1 %14, label %15, label %61

15:                                               ; preds = %5
  %16 = icmp eq i32 %12, 0
  br i1 %16, label %61, label %17

17:                                               ; preds = %15
  %18 = icmp slt i32 %12, 1
  %19 = tail call i32 @llvm.umax.i32(i32 %11, i32 1)
  %20 = zext nneg i32 %12 to i64
  br i1 %18, label %61, label %21

21:                                               ; preds = %17, %57
  %22 = phi i32 [ %45, %57 ], [ -1, %17 ]
  %23 = phi i32 [ %58, %57 ], [ 1, %17 ]
  %24 = phi i32 [ %43, %57 ], [ -1, %17 ]
  %25 = phi i1 [ %59, %57 ], [ false, %17 ]
  br label %26

26:                                               ; preds = %21, %33
  %27 = phi i64 [ %34, %33 ], [ 0, %21 ]
  %28 = phi i32 [ %45, %33 ], [ -1, %21 ]
  %29 = phi i32 [ %43, %33 ], [ -1, %21 ]
  %30 = trunc nuw nsw i64 %27 to i32
  br label %36

31:                                               ; preds = %33
  %32 = icmp slt i32 %43, 0
  br i1 %32, label %61, label %48

33:                                               ; preds = %36
  %34 = add nuw nsw i64 %27, 1
  %35 = icmp eq i64 %34, %20
  br i1 %35, label %31, label %26, !llvm.loop !10

36:                                               ; preds = %36, %26
  %37 = phi i64 [ 0, %26 ], [ %46, %36 ]
  %38 = phi i32 [ %28, %26 ], [ %45, %36 ]
  %39 = phi i32 [ %29, %26 ], [ %43, %36 ]
  %40 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %27, i64 %37
  %41 = load i32, ptr %40, align 4, !tbaa !6
  %42 = icmp eq i32 %41, %23
  %43 = select i1 %42, i32 %30, i32 %39
  %44 = trunc nuw nsw i64 %37 to i32
  %45 = select i1 %42, i32 %44, i32 %38
  %46 = add nuw nsw i64 %37, 1
  %47 = icmp eq i64 %46, %20
  br i1 %47, label %33, label %36, !llvm.loop !12

48:                                               ; preds = %31
  %49 = icmp ugt i32 %23, 1
  br i1 %49, label %50, label %57

50:                                               ; preds = %48
  %51 = sub nsw i32 %43, %24
  %52 = sub nsw i32 %45, %22
  %53 = mul nsw i32 %51, %51
  %54 = mul nsw i32 %52, %52
  %55 = add nuw nsw i32 %54, %53
  %56 = icmp eq i32 %55, 5
  br i1 %56, label %57, label %61

57:                                               ; preds = %50, %48
  %58 = add nuw i32 %23, 1
  %59 = icmp uge i32 %23, %11
  %60 = icmp eq i32 %23, %19
  br i1 %60, label %61, label %21, !llvm.loop !13

61:                                               ; preds = %57, %31, %50, %17, %15, %5
  %62 = phi i1 [ false, %5 ], [ true, %15 ], [ false, %17 ], [ %25, %31 ], [ %25, %50 ], [ %59, %57 ]
  %63 = zext i1 %62 to i32
  %64 = add nuw nsw i32 %6, %63
  %65 = srem i32 %8, %12
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %12, i32 noundef %7, i32 noundef %65, i32 noundef %11, i32 noundef %63)
  %67 = add nuw nsw i32 %7, 1
  %68 = icmp eq i32 %67, 3
  br i1 %68, label %1, label %69

69:                                               ; preds = %61, %1
  %70 = phi i32 [ %67, %61 ], [ 0, %1 ]
  br label %5, !llvm.loop !14

71:                                               ; preds = %1
  store i32 8, ptr @N, align 4, !tbaa !6
  %72 = tail call fastcc i32 @tour(i32 noundef 0, i32 noundef 0)
  br label %73

73:                                               ; preds = %71, %73
  %74 = phi i64 [ 0, %71 ], [ %100, %73 ]
  %75 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %74, i64 0
  %76 = load i32, ptr %75, align 4, !tbaa !6
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %76)
  %78 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %74, i64 1
  %79 = load i32, ptr %78, align 4, !tbaa !6
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %79)
  %81 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %74, i64 2
  %82 = load i32, ptr %81, align 4, !tbaa !6
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %82)
  %84 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %74, i64 3
  %85 = load i32, ptr %84, align 4, !tbaa !6
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %85)
  %87 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %74, i64 4
  %88 = load i32, ptr %87, align 4, !tbaa !6
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %88)
  %90 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %74, i64 5
  %91 = load i32, ptr %90, align 4, !tbaa !6
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %91)
  %93 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %74, i64 6
  %94 = load i32, ptr %93, align 4, !tbaa !6
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %94)
  %96 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %74, i64 7
  %97 = load i32, ptr %96, align 4, !tbaa !6
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %97)
  %99 = tail call i32 @putchar(i32 10)
  %100 = add nuw nsw i64 %74, 1
  %101 = icmp eq i64 %100, 8
  br i1 %101, label %102, label %73, !llvm.loop !15

102:                                              ; preds = %73
  ret i32 %64
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @tour(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(256) @board, i8 0, i64 256, i1 false)
  %3 = sext i32 %0 to i64
  %4 = sext i32 %1 to i64
  %5 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %3, i64 %4
  store i32 1, ptr %5, align 4, !tbaa !6
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
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = add nsw i32 %20, %10
  %22 = getelementptr inbounds [8 x i32], ptr @dy, i64 0, i64 %16
  %23 = load i32, ptr %22, align 4, !tbaa !6
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
  %35 = load i32, ptr %34, align 4, !tbaa !6
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
  %50 = load i32, ptr %49, align 4, !tbaa !6
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
  %68 = load i32, ptr %67, align 4, !tbaa !6
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
  %84 = load i32, ptr %83, align 4, !tbaa !6
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
  %100 = load i32, ptr %99, align 4, !tbaa !6
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
  %114 = load i32, ptr %113, align 4, !tbaa !6
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
  %128 = load i32, ptr %127, align 4, !tbaa !6
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
  %143 = load i32, ptr %142, align 4, !tbaa !6
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
  %158 = load i32, ptr %157, align 4, !tbaa !6
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
  br i1 %173, label %13, label %15, !llvm.loop !16

174:                                              ; preds = %13
  %175 = add nsw i32 %12, -1
  br label %189

176:                                              ; preds = %13
  %177 = zext nneg i32 %170 to i64
  %178 = getelementptr inbounds [8 x i32], ptr @dx, i64 0, i64 %177
  %179 = load i32, ptr %178, align 4, !tbaa !6
  %180 = add nsw i32 %179, %10
  %181 = getelementptr inbounds [8 x i32], ptr @dy, i64 0, i64 %177
  %182 = load i32, ptr %181, align 4, !tbaa !6
  %183 = add nsw i32 %182, %11
  %184 = sext i32 %180 to i64
  %185 = sext i32 %183 to i64
  %186 = getelementptr inbounds [8 x [8 x i32]], ptr @board, i64 0, i64 %184, i64 %185
  store i32 %12, ptr %186, align 4, !tbaa !6
  %187 = add nuw i32 %12, 1
  %188 = icmp eq i32 %12, %7
  br i1 %188, label %189, label %9, !llvm.loop !17

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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
