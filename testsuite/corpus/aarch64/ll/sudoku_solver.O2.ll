; ModuleID = 'programs/sudoku_solver.c'
source_filename = "programs/sudoku_solver.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [82 x i8] c"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\00", align 1
@.str.1 = private unnamed_addr constant [82 x i8] c"..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9\00", align 1
@.str.2 = private unnamed_addr constant [82 x i8] c"8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..\00", align 1
@.str.3 = private unnamed_addr constant [82 x i8] c"1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..\00", align 1
@__const.main.puzzles.rel = private unnamed_addr constant [4 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str to i64), i64 ptrtoint (ptr @__const.main.puzzles.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.1 to i64), i64 ptrtoint (ptr @__const.main.puzzles.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.2 to i64), i64 ptrtoint (ptr @__const.main.puzzles.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @__const.main.puzzles.rel to i64)) to i32)], align 4
@nodes = internal unnamed_addr global i64 0, align 8
@.str.4 = private unnamed_addr constant [25 x i8] c"puzzle %d: %s nodes=%ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"solved\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"unsolvable\00", align 1
@grid = internal unnamed_addr global [81 x i32] zeroinitializer, align 4
@rowm = internal unnamed_addr global [9 x i32] zeroinitializer, align 4
@colm = internal unnamed_addr global [9 x i32] zeroinitializer, align 4
@boxm = internal unnamed_addr global [9 x i32] zeroinitializer, align 16
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %2

1:                                                ; preds = %165
  ret i32 %96

2:                                                ; preds = %0, %165
  %3 = phi i64 [ 0, %0 ], [ %166, %165 ]
  %4 = phi i32 [ 0, %0 ], [ %96, %165 ]
  %5 = shl i64 %3, 2
  %6 = call ptr @llvm.load.relative.i64(ptr @__const.main.puzzles.rel, i64 %5)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(36) @rowm, i8 0, i64 36, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(36) @colm, i8 0, i64 36, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(36) @boxm, i8 0, i64 36, i1 false)
  br label %7

7:                                                ; preds = %39, %2
  %8 = phi i64 [ 0, %2 ], [ %40, %39 ]
  %9 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %8
  store i32 0, ptr %9, align 4, !tbaa !6
  %10 = getelementptr inbounds i8, ptr %6, i64 %8
  %11 = load i8, ptr %10, align 1, !tbaa !10
  %12 = add i8 %11, -49
  %13 = icmp ult i8 %12, 9
  br i1 %13, label %14, label %39

14:                                               ; preds = %7
  %15 = zext nneg i8 %11 to i32
  %16 = add nsw i32 %15, -48
  %17 = shl nuw nsw i32 1, %16
  store i32 %16, ptr %9, align 4, !tbaa !6
  %18 = trunc i64 %8 to i8
  %19 = freeze i8 %18
  %20 = udiv i8 %19, 9
  %21 = zext nneg i8 %20 to i64
  %22 = getelementptr inbounds [9 x i32], ptr @rowm, i64 0, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !6
  %24 = or i32 %23, %17
  store i32 %24, ptr %22, align 4, !tbaa !6
  %25 = mul i8 %20, 9
  %26 = sub i8 %19, %25
  %27 = zext nneg i8 %26 to i64
  %28 = getelementptr inbounds [9 x i32], ptr @colm, i64 0, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !6
  %30 = or i32 %29, %17
  store i32 %30, ptr %28, align 4, !tbaa !6
  %31 = udiv i8 %18, 27
  %32 = mul nuw nsw i8 %31, 3
  %33 = udiv i8 %26, 3
  %34 = add nuw nsw i8 %32, %33
  %35 = zext nneg i8 %34 to i64
  %36 = getelementptr inbounds [9 x i32], ptr @boxm, i64 0, i64 %35
  %37 = load i32, ptr %36, align 4, !tbaa !6
  %38 = or i32 %37, %17
  store i32 %38, ptr %36, align 4, !tbaa !6
  br label %39

39:                                               ; preds = %14, %7
  %40 = add nuw nsw i64 %8, 1
  %41 = icmp eq i64 %40, 81
  br i1 %41, label %42, label %7, !llvm.loop !11

42:                                               ; preds = %39
  store i64 0, ptr @nodes, align 8, !tbaa !13
  %43 = tail call fastcc i32 @solve()
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %95, label %45

45:                                               ; preds = %42
  %46 = load i32, ptr @rowm, align 4, !tbaa !6
  %47 = icmp eq i32 %46, 1022
  %48 = load i32, ptr @colm, align 4
  %49 = icmp eq i32 %48, 1022
  %50 = select i1 %47, i1 %49, i1 false
  br i1 %50, label %51, label %95

51:                                               ; preds = %45
  %52 = load <4 x i32>, ptr @boxm, align 16
  %53 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @rowm, i64 4), align 4
  %54 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @colm, i64 4), align 4
  %55 = load i32, ptr getelementptr inbounds (i8, ptr @rowm, i64 20), align 4
  %56 = load i32, ptr getelementptr inbounds (i8, ptr @colm, i64 20), align 4
  %57 = load <2 x i32>, ptr getelementptr inbounds (i8, ptr @boxm, i64 16), align 16
  %58 = shufflevector <4 x i32> %52, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %59 = shufflevector <2 x i32> %57, <2 x i32> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %60 = shufflevector <16 x i32> %58, <16 x i32> %59, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %61 = shufflevector <4 x i32> %53, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %62 = shufflevector <16 x i32> %60, <16 x i32> %61, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 16, i32 17, i32 18, i32 19, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %63 = insertelement <16 x i32> %62, i32 %55, i64 10
  %64 = shufflevector <4 x i32> %54, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %65 = shufflevector <16 x i32> %63, <16 x i32> %64, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 16, i32 17, i32 18, i32 19, i32 poison>
  %66 = insertelement <16 x i32> %65, i32 %56, i64 15
  %67 = freeze <16 x i32> %66
  %68 = load <2 x i32>, ptr getelementptr inbounds (i8, ptr @rowm, i64 24), align 4
  %69 = load <2 x i32>, ptr getelementptr inbounds (i8, ptr @colm, i64 24), align 4
  %70 = load <2 x i32>, ptr getelementptr inbounds (i8, ptr @boxm, i64 24), align 8
  %71 = load i32, ptr getelementptr inbounds (i8, ptr @rowm, i64 32), align 4
  %72 = load i32, ptr getelementptr inbounds (i8, ptr @colm, i64 32), align 4
  %73 = shufflevector <2 x i32> %68, <2 x i32> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %74 = insertelement <8 x i32> %73, i32 %71, i64 2
  %75 = shufflevector <2 x i32> %69, <2 x i32> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %76 = shufflevector <8 x i32> %74, <8 x i32> %75, <8 x i32> <i32 0, i32 1, i32 2, i32 8, i32 9, i32 poison, i32 poison, i32 poison>
  %77 = insertelement <8 x i32> %76, i32 %72, i64 5
  %78 = shufflevector <2 x i32> %70, <2 x i32> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %79 = shufflevector <8 x i32> %77, <8 x i32> %78, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 8, i32 9>
  %80 = freeze <8 x i32> %79
  %81 = load i32, ptr getelementptr inbounds (i8, ptr @boxm, i64 32), align 16
  %82 = freeze i32 %81
  %83 = icmp eq i32 %82, 1022
  %84 = icmp ne <16 x i32> %67, <i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022>
  %85 = bitcast <16 x i1> %84 to i16
  %86 = icmp eq i16 %85, 0
  %87 = icmp ne <8 x i32> %80, <i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022>
  %88 = bitcast <8 x i1> %87 to i8
  %89 = icmp eq i8 %88, 0
  %90 = and i1 %86, %89
  %91 = and i1 %90, %83
  %92 = zext i1 %91 to i32
  %93 = add nuw nsw i32 %4, %92
  %94 = select i1 %91, ptr @.str.5, ptr @.str.6
  br label %95

95:                                               ; preds = %51, %45, %42
  %96 = phi i32 [ %4, %42 ], [ %4, %45 ], [ %93, %51 ]
  %97 = phi ptr [ @.str.6, %42 ], [ @.str.6, %45 ], [ %94, %51 ]
  %98 = load i64, ptr @nodes, align 8, !tbaa !13
  %99 = trunc nuw nsw i64 %3 to i32
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %99, ptr noundef nonnull %97, i64 noundef %98)
  br label %101

101:                                              ; preds = %95, %101
  %102 = phi i64 [ 0, %95 ], [ %163, %101 ]
  %103 = mul nuw nsw i64 %102, 9
  %104 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %103
  %105 = load i32, ptr %104, align 4, !tbaa !6
  %106 = add nsw i32 %105, 48
  %107 = load ptr, ptr @stdout, align 8, !tbaa !15
  %108 = tail call i32 @putc(i32 noundef %106, ptr noundef %107)
  %109 = add nuw nsw i64 %103, 1
  %110 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %109
  %111 = load i32, ptr %110, align 4, !tbaa !6
  %112 = add nsw i32 %111, 48
  %113 = load ptr, ptr @stdout, align 8, !tbaa !15
  %114 = tail call i32 @putc(i32 noundef %112, ptr noundef %113)
  %115 = add nuw nsw i64 %103, 2
  %116 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %115
  %117 = load i32, ptr %116, align 4, !tbaa !6
  %118 = add nsw i32 %117, 48
  %119 = load ptr, ptr @stdout, align 8, !tbaa !15
  %120 = tail call i32 @putc(i32 noundef %118, ptr noundef %119)
  %121 = add nuw nsw i64 %103, 3
  %122 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %121
  %123 = load i32, ptr %122, align 4, !tbaa !6
  %124 = add nsw i32 %123, 48
  %125 = load ptr, ptr @stdout, align 8, !tbaa !15
  %126 = tail call i32 @putc(i32 noundef %124, ptr noundef %125)
  %127 = add nuw nsw i64 %103, 4
  %128 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %127
  %129 = load i32, ptr %128, align 4, !tbaa !6
  %130 = add nsw i32 %129, 48
  %131 = load ptr, ptr @stdout, align 8, !tbaa !15
  %132 = tail call i32 @putc(i32 noundef %130, ptr noundef %131)
  %133 = add nuw nsw i64 %103, 5
  %134 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %133
  %135 = load i32, ptr %134, align 4, !tbaa !6
  %136 = add nsw i32 %135, 48
  %137 = load ptr, ptr @stdout, align 8, !tbaa !15
  %138 = tail call i32 @putc(i32 noundef %136, ptr noundef %137)
  %139 = add nuw nsw i64 %103, 6
  %140 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %139
  %141 = load i32, ptr %140, align 4, !tbaa !6
  %142 = add nsw i32 %141, 48
  %143 = load ptr, ptr @stdout, align 8, !tbaa !15
  %144 = tail call i32 @putc(i32 noundef %142, ptr noundef %143)
  %145 = add nuw nsw i64 %103, 7
  %146 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %145
  %147 = load i32, ptr %146, align 4, !tbaa !6
  %148 = add nsw i32 %147, 48
  %149 = load ptr, ptr @stdout, align 8, !tbaa !15
  %150 = tail call i32 @putc(i32 noundef %148, ptr noundef %149)
  %151 = add nuw nsw i64 %103, 8
  %152 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %151
  %153 = load i32, ptr %152, align 4, !tbaa !6
  %154 = add nsw i32 %153, 48
  %155 = load ptr, ptr @stdout, align 8, !tbaa !15
  %156 = tail call i32 @putc(i32 noundef %154, ptr noundef %155)
  %157 = trunc nuw nsw i64 %102 to i32
  %158 = urem i32 %157, 3
  %159 = icmp eq i32 %158, 2
  %160 = select i1 %159, i32 10, i32 32
  %161 = load ptr, ptr @stdout, align 8, !tbaa !15
  %162 = tail call i32 @putc(i32 noundef %160, ptr noundef %161)
  %163 = add nuw nsw i64 %102, 1
  %164 = icmp eq i64 %163, 9
  br i1 %164, label %165, label %101, !llvm.loop !17

165:                                              ; preds = %101
  %166 = add nuw nsw i64 %3, 1
  %167 = icmp eq i64 %166, 4
  br i1 %167, label %1, label %2, !llvm.loop !18
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc noundef i32 @solve() unnamed_addr #1 {
  %1 = load i64, ptr @nodes, align 8, !tbaa !13
  %2 = add nsw i64 %1, 1
  store i64 %2, ptr @nodes, align 8, !tbaa !13
  br label %3

3:                                                ; preds = %0, %39
  %4 = phi i64 [ 0, %0 ], [ %43, %39 ]
  %5 = phi i32 [ -1, %0 ], [ %42, %39 ]
  %6 = phi i32 [ 0, %0 ], [ %41, %39 ]
  %7 = phi i32 [ 10, %0 ], [ %40, %39 ]
  %8 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %4
  %9 = load i32, ptr %8, align 4, !tbaa !6
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %39

11:                                               ; preds = %3
  %12 = trunc i64 %4 to i8
  %13 = freeze i8 %12
  %14 = udiv i8 %13, 9
  %15 = zext nneg i8 %14 to i64
  %16 = getelementptr inbounds [9 x i32], ptr @rowm, i64 0, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !6
  %18 = mul i8 %14, 9
  %19 = sub i8 %13, %18
  %20 = zext nneg i8 %19 to i64
  %21 = getelementptr inbounds [9 x i32], ptr @colm, i64 0, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !6
  %23 = or i32 %22, %17
  %24 = udiv i8 %12, 27
  %25 = mul nuw nsw i8 %24, 3
  %26 = udiv i8 %19, 3
  %27 = add nuw nsw i8 %25, %26
  %28 = zext nneg i8 %27 to i64
  %29 = getelementptr inbounds [9 x i32], ptr @boxm, i64 0, i64 %28
  %30 = load i32, ptr %29, align 4, !tbaa !6
  %31 = or i32 %23, %30
  %32 = and i32 %31, 1022
  %33 = xor i32 %32, 1022
  %34 = tail call range(i32 0, 10) i32 @llvm.ctpop.i32(i32 %33)
  %35 = icmp slt i32 %34, %7
  br i1 %35, label %36, label %39

36:                                               ; preds = %11
  %37 = trunc nuw nsw i64 %4 to i32
  %38 = icmp eq i32 %32, 1022
  br i1 %38, label %91, label %39

39:                                               ; preds = %11, %3, %36
  %40 = phi i32 [ %7, %3 ], [ %34, %36 ], [ %7, %11 ]
  %41 = phi i32 [ %6, %3 ], [ %33, %36 ], [ %6, %11 ]
  %42 = phi i32 [ %5, %3 ], [ %37, %36 ], [ %5, %11 ]
  %43 = add nuw nsw i64 %4, 1
  %44 = icmp eq i64 %43, 81
  br i1 %44, label %45, label %3, !llvm.loop !19

45:                                               ; preds = %39
  %46 = icmp slt i32 %42, 0
  br i1 %46, label %91, label %47

47:                                               ; preds = %45
  %48 = zext nneg i32 %42 to i64
  %49 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %48
  %50 = freeze i32 %42
  %51 = udiv i32 %50, 9
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr inbounds [9 x i32], ptr @rowm, i64 0, i64 %52
  %54 = mul i32 %51, 9
  %55 = sub i32 %50, %54
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds [9 x i32], ptr @colm, i64 0, i64 %56
  %58 = udiv i32 %42, 27
  %59 = mul nuw nsw i32 %58, 3
  %60 = trunc nuw nsw i32 %55 to i8
  %61 = udiv i8 %60, 3
  %62 = zext nneg i8 %61 to i32
  %63 = add nuw nsw i32 %59, %62
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr inbounds [9 x i32], ptr @boxm, i64 0, i64 %64
  br label %66

66:                                               ; preds = %47, %88
  %67 = phi i32 [ 1, %47 ], [ %89, %88 ]
  %68 = shl nuw nsw i32 1, %67
  %69 = and i32 %68, %41
  %70 = icmp eq i32 %69, 0
  br i1 %70, label %88, label %71

71:                                               ; preds = %66
  store i32 %67, ptr %49, align 4, !tbaa !6
  %72 = load i32, ptr %53, align 4, !tbaa !6
  %73 = or i32 %72, %68
  store i32 %73, ptr %53, align 4, !tbaa !6
  %74 = load i32, ptr %57, align 4, !tbaa !6
  %75 = or i32 %74, %68
  store i32 %75, ptr %57, align 4, !tbaa !6
  %76 = load i32, ptr %65, align 4, !tbaa !6
  %77 = or i32 %76, %68
  store i32 %77, ptr %65, align 4, !tbaa !6
  %78 = tail call fastcc i32 @solve()
  %79 = icmp eq i32 %78, 0
  br i1 %79, label %80, label %91

80:                                               ; preds = %71
  %81 = xor i32 %68, -1
  store i32 0, ptr %49, align 4, !tbaa !6
  %82 = load i32, ptr %53, align 4, !tbaa !6
  %83 = and i32 %82, %81
  store i32 %83, ptr %53, align 4, !tbaa !6
  %84 = load i32, ptr %57, align 4, !tbaa !6
  %85 = and i32 %84, %81
  store i32 %85, ptr %57, align 4, !tbaa !6
  %86 = load i32, ptr %65, align 4, !tbaa !6
  %87 = and i32 %86, %81
  store i32 %87, ptr %65, align 4, !tbaa !6
  br label %88

88:                                               ; preds = %66, %80
  %89 = add nuw nsw i32 %67, 1
  %90 = icmp eq i32 %89, 10
  br i1 %90, label %91, label %66, !llvm.loop !20

91:                                               ; preds = %36, %88, %71, %45
  %92 = phi i32 [ 1, %45 ], [ 1, %71 ], [ 0, %88 ], [ 0, %36 ]
  ret i32 %92
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }

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
!10 = !{!8, !8, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !8, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !8, i64 0}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
