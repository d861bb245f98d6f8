; ModuleID = 'programs/sudoku_solver.c'
source_filename = "programs/sudoku_solver.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [82 x i8] c"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\00", align 1
@.str.1 = private unnamed_addr constant [82 x i8] c"..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9\00", align 1
@.str.2 = private unnamed_addr constant [82 x i8] c"8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..\00", align 1
@.str.3 = private unnamed_addr constant [82 x i8] c"1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..\00", align 1
@__const.main.puzzles.rel = private unnamed_addr constant [4 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str to i64), i64 ptrtoint (ptr @__const.main.puzzles.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.1 to i64), i64 ptrtoint (ptr @__const.main.puzzles.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.2 to i64), i64 ptrtoint (ptr @__const.main.puzzles.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @__const.main.puzzles.rel to i64)) to i32)], align 4
@nodes = internal unnamed_addr global i64 0, align 8
@.str.4 = private unnamed_addr constant [25 x i8] c"puzzle %d: %s nodes=%ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"solved\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"unsolvable\00", align 1
@grid = internal unnamed_addr global [81 x i32] zeroinitializer, align 16
@rowm = internal unnamed_addr global [9 x i32] zeroinitializer, align 16
@colm = internal unnamed_addr global [9 x i32] zeroinitializer, align 16
@boxm = internal unnamed_addr global [9 x i32] zeroinitializer, align 16
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %2

1:                                                ; preds = %178
  ret i32 %109

2:                                                ; preds = %0, %178
  %3 = phi i64 [ 0, %0 ], [ %179, %178 ]
  %4 = phi i32 [ 0, %0 ], [ %109, %178 ]
  %5 = shl i64 %3, 2
  %6 = call ptr @llvm.load.relative.i64(ptr @__const.main.puzzles.rel, i64 %5)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(36) @rowm, i8 0, i64 36, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(36) @colm, i8 0, i64 36, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(36) @boxm, i8 0, i64 36, i1 false)
  br label %7

7:                                                ; preds = %37, %2
  %8 = phi i64 [ 0, %2 ], [ %38, %37 ]
  %9 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %8
  store i32 0, ptr %9, align 4, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %6, i64 %8
  %11 = load i8, ptr %10, align 1, !tbaa !9
  %12 = add i8 %11, -49
  %13 = icmp ult i8 %12, 9
  br i1 %13, label %14, label %37

14:                                               ; preds = %7
  %15 = add nsw i8 %11, -48
  %16 = zext nneg i8 %15 to i32
  %17 = shl nuw nsw i32 1, %16
  store i32 %16, ptr %9, align 4, !tbaa !5
  %18 = trunc i64 %8 to i8
  %19 = udiv i8 %18, 9
  %20 = zext nneg i8 %19 to i64
  %21 = getelementptr inbounds [9 x i32], ptr @rowm, i64 0, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !5
  %23 = or i32 %22, %17
  store i32 %23, ptr %21, align 4, !tbaa !5
  %24 = urem i8 %18, 9
  %25 = zext nneg i8 %24 to i64
  %26 = getelementptr inbounds [9 x i32], ptr @colm, i64 0, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !5
  %28 = or i32 %27, %17
  store i32 %28, ptr %26, align 4, !tbaa !5
  %29 = udiv i8 %18, 27
  %30 = mul nuw nsw i8 %29, 3
  %31 = udiv i8 %24, 3
  %32 = add nuw nsw i8 %30, %31
  %33 = zext nneg i8 %32 to i64
  %34 = getelementptr inbounds [9 x i32], ptr @boxm, i64 0, i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !5
  %36 = or i32 %35, %17
  store i32 %36, ptr %34, align 4, !tbaa !5
  br label %37

37:                                               ; preds = %14, %7
  %38 = add nuw nsw i64 %8, 1
  %39 = icmp eq i64 %38, 81
  br i1 %39, label %40, label %7, !llvm.loop !10

40:                                               ; preds = %37
  store i64 0, ptr @nodes, align 8, !tbaa !12
  %41 = tail call fastcc i32 @solve()
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %108, label %43

43:                                               ; preds = %40
  %44 = load i32, ptr @rowm, align 16, !tbaa !5
  %45 = icmp eq i32 %44, 1022
  %46 = load i32, ptr @colm, align 16
  %47 = icmp eq i32 %46, 1022
  %48 = select i1 %45, i1 %47, i1 false
  br i1 %48, label %49, label %108

49:                                               ; preds = %43
  %50 = load <4 x i32>, ptr @boxm, align 16
  %51 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @rowm, i64 4), align 4
  %52 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @colm, i64 4), align 4
  %53 = load i32, ptr getelementptr inbounds (i8, ptr @rowm, i64 20), align 4
  %54 = load i32, ptr getelementptr inbounds (i8, ptr @colm, i64 20), align 4
  %55 = load <2 x i32>, ptr getelementptr inbounds (i8, ptr @boxm, i64 16), align 16
  %56 = shufflevector <4 x i32> %50, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %57 = shufflevector <2 x i32> %55, <2 x i32> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %58 = shufflevector <16 x i32> %56, <16 x i32> %57, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %59 = shufflevector <4 x i32> %51, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %60 = shufflevector <16 x i32> %58, <16 x i32> %59, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 16, i32 17, i32 18, i32 19, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %61 = insertelement <16 x i32> %60, i32 %53, i64 10
  %62 = shufflevector <4 x i32> %52, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %63 = shufflevector <16 x i32> %61, <16 x i32> %62, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 16, i32 17, i32 18, i32 19, i32 poison>
  %64 = insertelement <16 x i32> %63, i32 %54, i64 15
  %65 = freeze <16 x i32> %64
  %66 = load i32, ptr getelementptr inbounds (i8, ptr @rowm, i64 24), align 8
  %67 = freeze i32 %66
  %68 = icmp eq i32 %67, 1022
  %69 = load i32, ptr getelementptr inbounds (i8, ptr @colm, i64 24), align 8
  %70 = freeze i32 %69
  %71 = icmp eq i32 %70, 1022
  %72 = load i32, ptr getelementptr inbounds (i8, ptr @boxm, i64 24), align 8
  %73 = freeze i32 %72
  %74 = icmp eq i32 %73, 1022
  %75 = load i32, ptr getelementptr inbounds (i8, ptr @rowm, i64 28), align 4
  %76 = freeze i32 %75
  %77 = icmp eq i32 %76, 1022
  %78 = load i32, ptr getelementptr inbounds (i8, ptr @colm, i64 28), align 4
  %79 = freeze i32 %78
  %80 = icmp eq i32 %79, 1022
  %81 = load i32, ptr getelementptr inbounds (i8, ptr @boxm, i64 28), align 4
  %82 = freeze i32 %81
  %83 = icmp eq i32 %82, 1022
  %84 = load i32, ptr getelementptr inbounds (i8, ptr @rowm, i64 32), align 16
  %85 = icmp eq i32 %84, 1022
  %86 = load i32, ptr getelementptr inbounds (i8, ptr @colm, i64 32), align 16
  %87 = freeze i32 %86
  %88 = icmp eq i32 %87, 1022
  %89 = load i32, ptr getelementptr inbounds (i8, ptr @boxm, i64 32), align 16
  %90 = freeze i32 %89
  %91 = icmp eq i32 %90, 1022
  %92 = icmp ne <16 x i32> %65, <i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022>
  %93 = bitcast <16 x i1> %92 to i16
  %94 = icmp eq i16 %93, 0
  %95 = and i1 %94, %68
  %96 = and i1 %77, %80
  %97 = and i1 %95, %71
  %98 = and i1 %97, %74
  %99 = and i1 %96, %83
  %100 = and i1 %98, %99
  %101 = select i1 %100, i1 %85, i1 false
  %102 = freeze i1 %101
  %103 = and i1 %102, %88
  %104 = and i1 %103, %91
  %105 = zext i1 %104 to i32
  %106 = add nuw nsw i32 %4, %105
  %107 = select i1 %104, ptr @.str.5, ptr @.str.6
  br label %108

108:                                              ; preds = %49, %43, %40
  %109 = phi i32 [ %4, %40 ], [ %4, %43 ], [ %106, %49 ]
  %110 = phi ptr [ @.str.6, %40 ], [ @.str.6, %43 ], [ %107, %49 ]
  %111 = load i64, ptr @nodes, align 8, !tbaa !12
  %112 = trunc nuw nsw i64 %3 to i32
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %112, ptr noundef nonnull %110, i64 noundef %111)
  br label %114

114:                                              ; preds = %108, %114
  %115 = phi i64 [ 0, %108 ], [ %176, %114 ]
  %116 = mul nuw nsw i64 %115, 9
  %117 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %116
  %118 = load i32, ptr %117, align 4, !tbaa !5
  %119 = add nsw i32 %118, 48
  %120 = load ptr, ptr @stdout, align 8, !tbaa !14
  %121 = tail call i32 @putc(i32 noundef %119, ptr noundef %120)
  %122 = add nuw nsw i64 %116, 1
  %123 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %122
  %124 = load i32, ptr %123, align 4, !tbaa !5
  %125 = add nsw i32 %124, 48
  %126 = load ptr, ptr @stdout, align 8, !tbaa !14
  %127 = tail call i32 @putc(i32 noundef %125, ptr noundef %126)
  %128 = add nuw nsw i64 %116, 2
  %129 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %128
  %130 = load i32, ptr %129, align 4, !tbaa !5
  %131 = add nsw i32 %130, 48
  %132 = load ptr, ptr @stdout, align 8, !tbaa !14
  %133 = tail call i32 @putc(i32 noundef %131, ptr noundef %132)
  %134 = add nuw nsw i64 %116, 3
  %135 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %134
  %136 = load i32, ptr %135, align 4, !tbaa !5
  %137 = add nsw i32 %136, 48
  %138 = load ptr, ptr @stdout, align 8, !tbaa !14
  %139 = tail call i32 @putc(i32 noundef %137, ptr noundef %138)
  %140 = add nuw nsw i64 %116, 4
  %141 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %140
  %142 = load i32, ptr %141, align 4, !tbaa !5
  %143 = add nsw i32 %142, 48
  %144 = load ptr, ptr @stdout, align 8, !tbaa !14
  %145 = tail call i32 @putc(i32 noundef %143, ptr noundef %144)
  %146 = add nuw nsw i64 %116, 5
  %147 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %146
  %148 = load i32, ptr %147, align 4, !tbaa !5
  %149 = add nsw i32 %148, 48
  %150 = load ptr, ptr @stdout, align 8, !tbaa !14
  %151 = tail call i32 @putc(i32 noundef %149, ptr noundef %150)
  %152 = add nuw nsw i64 %116, 6
  %153 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %152
  %154 = load i32, ptr %153, align 4, !tbaa !5
  %155 = add nsw i32 %154, 48
  %156 = load ptr, ptr @stdout, align 8, !tbaa !14
  %157 = tail call i32 @putc(i32 noundef %155, ptr noundef %156)
  %158 = add nuw nsw i64 %116, 7
  %159 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %158
  %160 = load i32, ptr %159, align 4, !tbaa !5
  %161 = add nsw i32 %160, 48
  %162 = load ptr, ptr @stdout, align 8, !tbaa !14
  %163 = tail call i32 @putc(i32 noundef %161, ptr noundef %162)
  %164 = add nuw nsw i64 %116, 8
  %165 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %164
  %166 = load i32, ptr %165, align 4, !tbaa !5
  %167 = add nsw i32 %166, 48
  %168 = load ptr, ptr @stdout, align 8, !tbaa !14
  %169 = tail call i32 @putc(i32 noundef %167, ptr noundef %168)
  %170 = trunc nuw nsw i64 %115 to i32
  %171 = urem i32 %170, 3
  %172 = icmp eq i32 %171, 2
  %173 = select i1 %172, i32 10, i32 32
  %174 = load ptr, ptr @stdout, align 8, !tbaa !14
  %175 = tail call i32 @putc(i32 noundef %173, ptr noundef %174)
  %176 = add nuw nsw i64 %115, 1
  %177 = icmp eq i64 %176, 9
  br i1 %177, label %178, label %114, !llvm.loop !16

178:                                              ; preds = %114
  %179 = add nuw nsw i64 %3, 1
  %180 = icmp eq i64 %179, 4
  br i1 %180, label %1, label %2, !llvm.loop !17
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc noundef i32 @solve() unnamed_addr #1 {
  %1 = load i64, ptr @nodes, align 8, !tbaa !12
  %2 = add nsw i64 %1, 1
  store i64 %2, ptr @nodes, align 8, !tbaa !12
  br label %3

3:                                                ; preds = %0, %37
  %4 = phi i64 [ 0, %0 ], [ %41, %37 ]
  %5 = phi i32 [ -1, %0 ], [ %40, %37 ]
  %6 = phi i32 [ 0, %0 ], [ %39, %37 ]
  %7 = phi i32 [ 10, %0 ], [ %38, %37 ]
  %8 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %4
  %9 = load i32, ptr %8, align 4, !tbaa !5
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %37

11:                                               ; preds = %3
  %12 = trunc i64 %4 to i8
  %13 = udiv i8 %12, 9
  %14 = zext nneg i8 %13 to i64
  %15 = getelementptr inbounds [9 x i32], ptr @rowm, i64 0, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !5
  %17 = urem i8 %12, 9
  %18 = zext nneg i8 %17 to i64
  %19 = getelementptr inbounds [9 x i32], ptr @colm, i64 0, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !5
  %21 = or i32 %20, %16
  %22 = udiv i8 %12, 27
  %23 = mul nuw nsw i8 %22, 3
  %24 = udiv i8 %17, 3
  %25 = add nuw nsw i8 %23, %24
  %26 = zext nneg i8 %25 to i64
  %27 = getelementptr inbounds [9 x i32], ptr @boxm, i64 0, i64 %26
  %28 = load i32, ptr %27, align 4, !tbaa !5
  %29 = or i32 %21, %28
  %30 = and i32 %29, 1022
  %31 = xor i32 %30, 1022
  %32 = tail call range(i32 0, 10) i32 @llvm.ctpop.i32(i32 %31)
  %33 = icmp slt i32 %32, %7
  br i1 %33, label %34, label %37

34:                                               ; preds = %11
  %35 = trunc nuw nsw i64 %4 to i32
  %36 = icmp eq i32 %30, 1022
  br i1 %36, label %87, label %37

37:                                               ; preds = %11, %3, %34
  %38 = phi i32 [ %7, %3 ], [ %32, %34 ], [ %7, %11 ]
  %39 = phi i32 [ %6, %3 ], [ %31, %34 ], [ %6, %11 ]
  %40 = phi i32 [ %5, %3 ], [ %35, %34 ], [ %5, %11 ]
  %41 = add nuw nsw i64 %4, 1
  %42 = icmp eq i64 %41, 81
  br i1 %42, label %43, label %3, !llvm.loop !18

43:                                               ; preds = %37
  %44 = icmp slt i32 %40, 0
  br i1 %44, label %87, label %45

45:                                               ; preds = %43
  %46 = zext nneg i32 %40 to i64
  %47 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %46
  %48 = udiv i32 %40, 9
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds [9 x i32], ptr @rowm, i64 0, i64 %49
  %51 = urem i32 %40, 9
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr inbounds [9 x i32], ptr @colm, i64 0, i64 %52
  %54 = udiv i32 %40, 27
  %55 = mul nuw nsw i32 %54, 3
  %56 = trunc nuw nsw i32 %51 to i8
  %57 = udiv i8 %56, 3
  %58 = zext nneg i8 %57 to i32
  %59 = add nuw nsw i32 %55, %58
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds [9 x i32], ptr @boxm, i64 0, i64 %60
  br label %62

62:                                               ; preds = %45, %84
  %63 = phi i32 [ 1, %45 ], [ %85, %84 ]
  %64 = shl nuw nsw i32 1, %63
  %65 = and i32 %64, %39
  %66 = icmp eq i32 %65, 0
  br i1 %66, label %84, label %67

67:                                               ; preds = %62
  store i32 %63, ptr %47, align 4, !tbaa !5
  %68 = load i32, ptr %50, align 4, !tbaa !5
  %69 = or i32 %68, %64
  store i32 %69, ptr %50, align 4, !tbaa !5
  %70 = load i32, ptr %53, align 4, !tbaa !5
  %71 = or i32 %70, %64
  store i32 %71, ptr %53, align 4, !tbaa !5
  %72 = load i32, ptr %61, align 4, !tbaa !5
  %73 = or i32 %72, %64
  store i32 %73, ptr %61, align 4, !tbaa !5
  %74 = tail call fastcc i32 @solve()
  %75 = icmp eq i32 %74, 0
  br i1 %75, label %76, label %87

76:                                               ; preds = %67
  %77 = xor i32 %64, -1
  store i32 0, ptr %47, align 4, !tbaa !5
  %78 = load i32, ptr %50, align 4, !tbaa !5
  %79 = and i32 %78, %77
  store i32 %79, ptr %50, align 4, !tbaa !5
  %80 = load i32, ptr %53, align 4, !tbaa !5
  %81 = and i32 %80, %77
  store i32 %81, ptr %53, align 4, !tbaa !5
  %82 = load i32, ptr %61, align 4, !tbaa !5
  %83 = and i32 %82, %77
  store i32 %83, ptr %61, align 4, !tbaa !5
  br label %84

84:                                               ; preds = %62, %76
  %85 = add nuw nsw i32 %63, 1
  %86 = icmp eq i32 %85, 10
  br i1 %86, label %87, label %62, !llvm.loop !19

87:                                               ; preds = %34, %84, %67, %43
  %88 = phi i32 [ 1, %43 ], [ 1, %67 ], [ 0, %84 ], [ 0, %34 ]
  ret i32 %88
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

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }

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
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !7, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !7, i64 0}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
