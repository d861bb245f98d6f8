; ModuleID = 'programs/sudoku_solver.c'
source_filename = "programs/sudoku_solver.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [82 x i8] c"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [82 x i8] c"..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [82 x i8] c"8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [82 x i8] c"1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..\00", align 1, !dbg !11
@__const.main.puzzles.rel = private unnamed_addr constant [4 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str to i64), i64 ptrtoint (ptr @__const.main.puzzles.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.1 to i64), i64 ptrtoint (ptr @__const.main.puzzles.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.2 to i64), i64 ptrtoint (ptr @__const.main.puzzles.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @__const.main.puzzles.rel to i64)) to i32)], align 4
@nodes = internal unnamed_addr global i64 0, align 8, !dbg !13
@.str.4 = private unnamed_addr constant [25 x i8] c"puzzle %d: %s nodes=%ld\0A\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [7 x i8] c"solved\00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [11 x i8] c"unsolvable\00", align 1, !dbg !27
@grid = internal unnamed_addr global [81 x i32] zeroinitializer, align 16, !dbg !32
@rowm = internal unnamed_addr global [9 x i32] zeroinitializer, align 16, !dbg !38
@colm = internal unnamed_addr global [9 x i32] zeroinitializer, align 16, !dbg !44
@boxm = internal unnamed_addr global [9 x i32] zeroinitializer, align 16, !dbg !46
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !57 {
    #dbg_assign(i1 undef, !61, !DIExpression(), !79, ptr poison, !DIExpression(), !80)
    #dbg_assign(i1 undef, !61, !DIExpression(), !81, ptr poison, !DIExpression(), !80)
    #dbg_value(i32 0, !67, !DIExpression(), !80)
    #dbg_value(i32 0, !68, !DIExpression(), !82)
  br label %2, !dbg !83

1:                                                ; preds = %178
  ret i32 %109, !dbg !84

2:                                                ; preds = %0, %178
  %3 = phi i64 [ 0, %0 ], [ %179, %178 ]
  %4 = phi i32 [ 0, %0 ], [ %109, %178 ]
    #dbg_value(i64 %3, !68, !DIExpression(), !82)
    #dbg_value(i32 %4, !67, !DIExpression(), !80)
  %5 = shl i64 %3, 2, !dbg !85
  %6 = call ptr @llvm.load.relative.i64(ptr @__const.main.puzzles.rel, i64 %5), !dbg !85
    #dbg_value(ptr %6, !86, !DIExpression(), !93)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(36) @rowm, i8 0, i64 36, i1 false), !dbg !95
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(36) @colm, i8 0, i64 36, i1 false), !dbg !96
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(36) @boxm, i8 0, i64 36, i1 false), !dbg !97
    #dbg_value(i32 0, !91, !DIExpression(), !98)
  br label %7, !dbg !99

7:                                                ; preds = %37, %2
  %8 = phi i64 [ 0, %2 ], [ %38, %37 ]
    #dbg_value(i64 %8, !91, !DIExpression(), !98)
  %9 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %8, !dbg !100
  store i32 0, ptr %9, align 4, !dbg !103, !tbaa !104
  %10 = getelementptr inbounds i8, ptr %6, i64 %8, !dbg !108
  %11 = load i8, ptr %10, align 1, !dbg !108, !tbaa !110
  %12 = add i8 %11, -49, !dbg !111
  %13 = icmp ult i8 %12, 9, !dbg !111
  br i1 %13, label %14, label %37, !dbg !111

14:                                               ; preds = %7
  %15 = add nsw i8 %11, -48, !dbg !112
  %16 = zext nneg i8 %15 to i32, !dbg !112
    #dbg_value(i64 %8, !113, !DIExpression(), !120)
    #dbg_value(i32 %16, !118, !DIExpression(), !120)
  %17 = shl nuw nsw i32 1, %16, !dbg !122
    #dbg_value(i32 %17, !119, !DIExpression(), !120)
  store i32 %16, ptr %9, align 4, !dbg !123, !tbaa !104
  %18 = trunc i64 %8 to i8, !dbg !124
  %19 = udiv i8 %18, 9, !dbg !124
  %20 = zext nneg i8 %19 to i64, !dbg !125
  %21 = getelementptr inbounds [9 x i32], ptr @rowm, i64 0, i64 %20, !dbg !125
  %22 = load i32, ptr %21, align 4, !dbg !126, !tbaa !104
  %23 = or i32 %22, %17, !dbg !126
  store i32 %23, ptr %21, align 4, !dbg !126, !tbaa !104
  %24 = urem i8 %18, 9, !dbg !127
  %25 = zext nneg i8 %24 to i64, !dbg !128
  %26 = getelementptr inbounds [9 x i32], ptr @colm, i64 0, i64 %25, !dbg !128
  %27 = load i32, ptr %26, align 4, !dbg !129, !tbaa !104
  %28 = or i32 %27, %17, !dbg !129
  store i32 %28, ptr %26, align 4, !dbg !129, !tbaa !104
    #dbg_value(i64 %8, !130, !DIExpression(), !135)
  %29 = udiv i8 %18, 27, !dbg !137
  %30 = mul nuw nsw i8 %29, 3, !dbg !138
  %31 = udiv i8 %24, 3, !dbg !139
  %32 = add nuw nsw i8 %30, %31, !dbg !140
  %33 = zext nneg i8 %32 to i64, !dbg !141
  %34 = getelementptr inbounds [9 x i32], ptr @boxm, i64 0, i64 %33, !dbg !141
  %35 = load i32, ptr %34, align 4, !dbg !142, !tbaa !104
  %36 = or i32 %35, %17, !dbg !142
  store i32 %36, ptr %34, align 4, !dbg !142, !tbaa !104
  br label %37, !dbg !143

37:                                               ; preds = %14, %7
  %38 = add nuw nsw i64 %8, 1, !dbg !144
    #dbg_value(i64 %38, !91, !DIExpression(), !98)
  %39 = icmp eq i64 %38, 81, !dbg !145
  br i1 %39, label %40, label %7, !dbg !99, !llvm.loop !146

40:                                               ; preds = %37
  store i64 0, ptr @nodes, align 8, !dbg !149, !tbaa !150
  %41 = tail call fastcc i32 @solve(), !dbg !152
  %42 = icmp eq i32 %41, 0, !dbg !152
  br i1 %42, label %108, label %43, !dbg !153

43:                                               ; preds = %40
    #dbg_value(i64 0, !154, !DIExpression(), !158)
  %44 = load i32, ptr @rowm, align 16, !dbg !160, !tbaa !104
  %45 = icmp eq i32 %44, 1022, !dbg !163
  %46 = load i32, ptr @colm, align 16
  %47 = icmp eq i32 %46, 1022
  %48 = select i1 %45, i1 %47, i1 false, !dbg !164
  br i1 %48, label %49, label %108, !dbg !164

49:                                               ; preds = %43
    #dbg_value(i64 1, !154, !DIExpression(), !158)
    #dbg_value(i64 1, !154, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !158)
    #dbg_value(i64 2, !154, !DIExpression(), !158)
    #dbg_value(i64 2, !154, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !158)
    #dbg_value(i64 3, !154, !DIExpression(), !158)
  %50 = load <4 x i32>, ptr @boxm, align 16, !dbg !165
    #dbg_value(i64 3, !154, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !158)
    #dbg_value(i64 4, !154, !DIExpression(), !158)
  %51 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @rowm, i64 4), align 4
  %52 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @colm, i64 4), align 4
    #dbg_value(i64 4, !154, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !158)
    #dbg_value(i64 5, !154, !DIExpression(), !158)
  %53 = load i32, ptr getelementptr inbounds (i8, ptr @rowm, i64 20), align 4
  %54 = load i32, ptr getelementptr inbounds (i8, ptr @colm, i64 20), align 4
  %55 = load <2 x i32>, ptr getelementptr inbounds (i8, ptr @boxm, i64 16), align 16
  %56 = shufflevector <4 x i32> %50, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !166
  %57 = shufflevector <2 x i32> %55, <2 x i32> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !166
  %58 = shufflevector <16 x i32> %56, <16 x i32> %57, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !166
  %59 = shufflevector <4 x i32> %51, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !166
  %60 = shufflevector <16 x i32> %58, <16 x i32> %59, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 16, i32 17, i32 18, i32 19, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !166
  %61 = insertelement <16 x i32> %60, i32 %53, i64 10, !dbg !166
  %62 = shufflevector <4 x i32> %52, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !166
  %63 = shufflevector <16 x i32> %61, <16 x i32> %62, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 16, i32 17, i32 18, i32 19, i32 poison>, !dbg !166
  %64 = insertelement <16 x i32> %63, i32 %54, i64 15, !dbg !166
  %65 = freeze <16 x i32> %64, !dbg !166
    #dbg_value(i64 5, !154, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !158)
    #dbg_value(i64 6, !154, !DIExpression(), !158)
  %66 = load i32, ptr getelementptr inbounds (i8, ptr @rowm, i64 24), align 8
  %67 = freeze i32 %66
  %68 = icmp eq i32 %67, 1022
  %69 = load i32, ptr getelementptr inbounds (i8, ptr @colm, i64 24), align 8
  %70 = freeze i32 %69
  %71 = icmp eq i32 %70, 1022
  %72 = load i32, ptr getelementptr inbounds (i8, ptr @boxm, i64 24), align 8
  %73 = freeze i32 %72
  %74 = icmp eq i32 %73, 1022
    #dbg_value(i64 6, !154, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !158)
    #dbg_value(i64 7, !154, !DIExpression(), !158)
  %75 = load i32, ptr getelementptr inbounds (i8, ptr @rowm, i64 28), align 4
  %76 = freeze i32 %75
  %77 = icmp eq i32 %76, 1022
  %78 = load i32, ptr getelementptr inbounds (i8, ptr @colm, i64 28), align 4
  %79 = freeze i32 %78
  %80 = icmp eq i32 %79, 1022
  %81 = load i32, ptr getelementptr inbounds (i8, ptr @boxm, i64 28), align 4
  %82 = freeze i32 %81
  %83 = icmp eq i32 %82, 1022
    #dbg_value(i64 7, !154, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !158)
    #dbg_value(i64 8, !154, !DIExpression(), !158)
  %84 = load i32, ptr getelementptr inbounds (i8, ptr @rowm, i64 32), align 16
  %85 = icmp eq i32 %84, 1022
  %86 = load i32, ptr getelementptr inbounds (i8, ptr @colm, i64 32), align 16
  %87 = freeze i32 %86
  %88 = icmp eq i32 %87, 1022
  %89 = load i32, ptr getelementptr inbounds (i8, ptr @boxm, i64 32), align 16
  %90 = freeze i32 %89
  %91 = icmp eq i32 %90, 1022
    #dbg_value(i64 8, !154, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !158)
  %92 = icmp ne <16 x i32> %65, <i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022>, !dbg !167
  %93 = bitcast <16 x i1> %92 to i16, !dbg !167
  %94 = icmp eq i16 %93, 0, !dbg !167
  %95 = and i1 %94, %68, !dbg !167
  %96 = and i1 %77, %80, !dbg !167
  %97 = and i1 %95, %71, !dbg !167
  %98 = and i1 %97, %74, !dbg !167
  %99 = and i1 %96, %83, !dbg !167
  %100 = and i1 %98, %99, !dbg !167
  %101 = select i1 %100, i1 %85, i1 false, !dbg !167
  %102 = freeze i1 %101, !dbg !167
  %103 = and i1 %102, %88, !dbg !167
  %104 = and i1 %103, %91, !dbg !167
  %105 = zext i1 %104 to i32, !dbg !153
    #dbg_value(i32 %105, !70, !DIExpression(), !168)
  %106 = add nuw nsw i32 %4, %105, !dbg !169
    #dbg_value(i32 %106, !67, !DIExpression(), !80)
  %107 = select i1 %104, ptr @.str.5, ptr @.str.6, !dbg !170
  br label %108, !dbg !170

108:                                              ; preds = %49, %43, %40
  %109 = phi i32 [ %4, %40 ], [ %4, %43 ], [ %106, %49 ]
  %110 = phi ptr [ @.str.6, %40 ], [ @.str.6, %43 ], [ %107, %49 ], !dbg !170
  %111 = load i64, ptr @nodes, align 8, !dbg !171, !tbaa !150
  %112 = trunc nuw nsw i64 %3 to i32, !dbg !172
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %112, ptr noundef nonnull %110, i64 noundef %111), !dbg !172
    #dbg_value(i32 0, !73, !DIExpression(), !173)
  br label %114, !dbg !174

114:                                              ; preds = %108, %114
  %115 = phi i64 [ 0, %108 ], [ %176, %114 ]
    #dbg_value(i64 %115, !73, !DIExpression(), !173)
  %116 = mul nuw nsw i64 %115, 9
    #dbg_value(i32 0, !75, !DIExpression(), !175)
    #dbg_value(i64 0, !75, !DIExpression(), !175)
  %117 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %116, !dbg !176
  %118 = load i32, ptr %117, align 4, !dbg !176, !tbaa !104
  %119 = add nsw i32 %118, 48, !dbg !178
    #dbg_value(i32 %119, !179, !DIExpression(), !183)
  %120 = load ptr, ptr @stdout, align 8, !dbg !185, !tbaa !186
  %121 = tail call i32 @putc(i32 noundef %119, ptr noundef %120), !dbg !188
    #dbg_value(i64 1, !75, !DIExpression(), !175)
  %122 = add nuw nsw i64 %116, 1, !dbg !189
  %123 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %122, !dbg !176
  %124 = load i32, ptr %123, align 4, !dbg !176, !tbaa !104
  %125 = add nsw i32 %124, 48, !dbg !178
    #dbg_value(i32 %125, !179, !DIExpression(), !183)
  %126 = load ptr, ptr @stdout, align 8, !dbg !185, !tbaa !186
  %127 = tail call i32 @putc(i32 noundef %125, ptr noundef %126), !dbg !188
    #dbg_value(i64 2, !75, !DIExpression(), !175)
  %128 = add nuw nsw i64 %116, 2, !dbg !189
  %129 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %128, !dbg !176
  %130 = load i32, ptr %129, align 4, !dbg !176, !tbaa !104
  %131 = add nsw i32 %130, 48, !dbg !178
    #dbg_value(i32 %131, !179, !DIExpression(), !183)
  %132 = load ptr, ptr @stdout, align 8, !dbg !185, !tbaa !186
  %133 = tail call i32 @putc(i32 noundef %131, ptr noundef %132), !dbg !188
    #dbg_value(i64 3, !75, !DIExpression(), !175)
  %134 = add nuw nsw i64 %116, 3, !dbg !189
  %135 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %134, !dbg !176
  %136 = load i32, ptr %135, align 4, !dbg !176, !tbaa !104
  %137 = add nsw i32 %136, 48, !dbg !178
    #dbg_value(i32 %137, !179, !DIExpression(), !183)
  %138 = load ptr, ptr @stdout, align 8, !dbg !185, !tbaa !186
  %139 = tail call i32 @putc(i32 noundef %137, ptr noundef %138), !dbg !188
    #dbg_value(i64 4, !75, !DIExpression(), !175)
  %140 = add nuw nsw i64 %116, 4, !dbg !189
  %141 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %140, !dbg !176
  %142 = load i32, ptr %141, align 4, !dbg !176, !tbaa !104
  %143 = add nsw i32 %142, 48, !dbg !178
    #dbg_value(i32 %143, !179, !DIExpression(), !183)
  %144 = load ptr, ptr @stdout, align 8, !dbg !185, !tbaa !186
  %145 = tail call i32 @putc(i32 noundef %143, ptr noundef %144), !dbg !188
    #dbg_value(i64 5, !75, !DIExpression(), !175)
  %146 = add nuw nsw i64 %116, 5, !dbg !189
  %147 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %146, !dbg !176
  %148 = load i32, ptr %147, align 4, !dbg !176, !tbaa !104
  %149 = add nsw i32 %148, 48, !dbg !178
    #dbg_value(i32 %149, !179, !DIExpression(), !183)
  %150 = load ptr, ptr @stdout, align 8, !dbg !185, !tbaa !186
  %151 = tail call i32 @putc(i32 noundef %149, ptr noundef %150), !dbg !188
    #dbg_value(i64 6, !75, !DIExpression(), !175)
  %152 = add nuw nsw i64 %116, 6, !dbg !189
  %153 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %152, !dbg !176
  %154 = load i32, ptr %153, align 4, !dbg !176, !tbaa !104
  %155 = add nsw i32 %154, 48, !dbg !178
    #dbg_value(i32 %155, !179, !DIExpression(), !183)
  %156 = load ptr, ptr @stdout, align 8, !dbg !185, !tbaa !186
  %157 = tail call i32 @putc(i32 noundef %155, ptr noundef %156), !dbg !188
    #dbg_value(i64 7, !75, !DIExpression(), !175)
  %158 = add nuw nsw i64 %116, 7, !dbg !189
  %159 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %158, !dbg !176
  %160 = load i32, ptr %159, align 4, !dbg !176, !tbaa !104
  %161 = add nsw i32 %160, 48, !dbg !178
    #dbg_value(i32 %161, !179, !DIExpression(), !183)
  %162 = load ptr, ptr @stdout, align 8, !dbg !185, !tbaa !186
  %163 = tail call i32 @putc(i32 noundef %161, ptr noundef %162), !dbg !188
    #dbg_value(i64 8, !75, !DIExpression(), !175)
  %164 = add nuw nsw i64 %116, 8, !dbg !189
  %165 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %164, !dbg !176
  %166 = load i32, ptr %165, align 4, !dbg !176, !tbaa !104
  %167 = add nsw i32 %166, 48, !dbg !178
    #dbg_value(i32 %167, !179, !DIExpression(), !183)
  %168 = load ptr, ptr @stdout, align 8, !dbg !185, !tbaa !186
  %169 = tail call i32 @putc(i32 noundef %167, ptr noundef %168), !dbg !188
    #dbg_value(i64 9, !75, !DIExpression(), !175)
  %170 = trunc nuw nsw i64 %115 to i32, !dbg !190
  %171 = urem i32 %170, 3, !dbg !190
  %172 = icmp eq i32 %171, 2, !dbg !191
  %173 = select i1 %172, i32 10, i32 32, !dbg !192
    #dbg_value(i32 %173, !179, !DIExpression(), !193)
  %174 = load ptr, ptr @stdout, align 8, !dbg !195, !tbaa !186
  %175 = tail call i32 @putc(i32 noundef %173, ptr noundef %174), !dbg !196
  %176 = add nuw nsw i64 %115, 1, !dbg !197
    #dbg_value(i64 %176, !73, !DIExpression(), !173)
  %177 = icmp eq i64 %176, 9, !dbg !198
  br i1 %177, label %178, label %114, !dbg !174, !llvm.loop !199

178:                                              ; preds = %114
  %179 = add nuw nsw i64 %3, 1, !dbg !201
    #dbg_value(i64 %179, !68, !DIExpression(), !82)
    #dbg_value(i32 %109, !67, !DIExpression(), !80)
  %180 = icmp eq i64 %179, 4, !dbg !202
  br i1 %180, label %1, label %2, !dbg !83, !llvm.loop !203
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc noundef i32 @solve() unnamed_addr #1 !dbg !205 {
  %1 = load i64, ptr @nodes, align 8, !dbg !219, !tbaa !150
  %2 = add nsw i64 %1, 1, !dbg !219
  store i64 %2, ptr @nodes, align 8, !dbg !219, !tbaa !150
    #dbg_value(i32 -1, !207, !DIExpression(), !220)
    #dbg_value(i32 10, !208, !DIExpression(), !220)
    #dbg_value(i32 0, !209, !DIExpression(), !220)
    #dbg_value(i32 0, !210, !DIExpression(), !221)
  br label %3, !dbg !222

3:                                                ; preds = %0, %37
  %4 = phi i64 [ 0, %0 ], [ %41, %37 ]
  %5 = phi i32 [ -1, %0 ], [ %40, %37 ]
  %6 = phi i32 [ 0, %0 ], [ %39, %37 ]
  %7 = phi i32 [ 10, %0 ], [ %38, %37 ]
    #dbg_value(i32 %5, !207, !DIExpression(), !220)
    #dbg_value(i64 %4, !210, !DIExpression(), !221)
    #dbg_value(i32 %6, !209, !DIExpression(), !220)
    #dbg_value(i32 %7, !208, !DIExpression(), !220)
  %8 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %4, !dbg !223
  %9 = load i32, ptr %8, align 4, !dbg !223, !tbaa !104
  %10 = icmp eq i32 %9, 0, !dbg !223
  br i1 %10, label %11, label %37, !dbg !224

11:                                               ; preds = %3
  %12 = trunc i64 %4 to i8, !dbg !225
  %13 = udiv i8 %12, 9, !dbg !225
  %14 = zext nneg i8 %13 to i64, !dbg !226
  %15 = getelementptr inbounds [9 x i32], ptr @rowm, i64 0, i64 %14, !dbg !226
  %16 = load i32, ptr %15, align 4, !dbg !226, !tbaa !104
  %17 = urem i8 %12, 9, !dbg !227
  %18 = zext nneg i8 %17 to i64, !dbg !228
  %19 = getelementptr inbounds [9 x i32], ptr @colm, i64 0, i64 %18, !dbg !228
  %20 = load i32, ptr %19, align 4, !dbg !228, !tbaa !104
  %21 = or i32 %20, %16, !dbg !229
    #dbg_value(i64 %4, !130, !DIExpression(), !230)
  %22 = udiv i8 %12, 27, !dbg !232
  %23 = mul nuw nsw i8 %22, 3, !dbg !233
  %24 = udiv i8 %17, 3, !dbg !234
  %25 = add nuw nsw i8 %23, %24, !dbg !235
  %26 = zext nneg i8 %25 to i64, !dbg !236
  %27 = getelementptr inbounds [9 x i32], ptr @boxm, i64 0, i64 %26, !dbg !236
  %28 = load i32, ptr %27, align 4, !dbg !236, !tbaa !104
  %29 = or i32 %21, %28, !dbg !237
  %30 = and i32 %29, 1022, !dbg !238
  %31 = xor i32 %30, 1022, !dbg !238
    #dbg_value(i32 %31, !212, !DIExpression(), !239)
  %32 = tail call range(i32 0, 10) i32 @llvm.ctpop.i32(i32 %31), !dbg !240
    #dbg_value(i32 %32, !216, !DIExpression(), !239)
  %33 = icmp slt i32 %32, %7, !dbg !241
  br i1 %33, label %34, label %37, !dbg !243

34:                                               ; preds = %11
  %35 = trunc nuw nsw i64 %4 to i32, !dbg !225
    #dbg_value(i32 %32, !208, !DIExpression(), !220)
    #dbg_value(i64 %4, !207, !DIExpression(), !220)
    #dbg_value(i32 %31, !209, !DIExpression(), !220)
  %36 = icmp eq i32 %30, 1022, !dbg !244
    #dbg_value(i32 %32, !208, !DIExpression(), !220)
  br i1 %36, label %87, label %37

37:                                               ; preds = %11, %3, %34
  %38 = phi i32 [ %7, %3 ], [ %32, %34 ], [ %7, %11 ], !dbg !220
  %39 = phi i32 [ %6, %3 ], [ %31, %34 ], [ %6, %11 ], !dbg !220
  %40 = phi i32 [ %5, %3 ], [ %35, %34 ], [ %5, %11 ], !dbg !220
    #dbg_value(i32 %40, !207, !DIExpression(), !220)
    #dbg_value(i32 %39, !209, !DIExpression(), !220)
    #dbg_value(i32 %38, !208, !DIExpression(), !220)
  %41 = add nuw nsw i64 %4, 1, !dbg !247
    #dbg_value(i64 %41, !210, !DIExpression(), !221)
  %42 = icmp eq i64 %41, 81, !dbg !248
  br i1 %42, label %43, label %3, !dbg !222, !llvm.loop !249

43:                                               ; preds = %37
    #dbg_value(i32 %40, !207, !DIExpression(), !220)
    #dbg_value(i32 %39, !209, !DIExpression(), !220)
  %44 = icmp slt i32 %40, 0, !dbg !251
  br i1 %44, label %87, label %45, !dbg !253

45:                                               ; preds = %43
  %46 = zext nneg i32 %40 to i64, !dbg !254
  %47 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %46, !dbg !254
    #dbg_value(i32 1, !217, !DIExpression(), !259)
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
  br label %62, !dbg !260

62:                                               ; preds = %45, %84
  %63 = phi i32 [ 1, %45 ], [ %85, %84 ]
    #dbg_value(i32 %63, !217, !DIExpression(), !259)
  %64 = shl nuw nsw i32 1, %63, !dbg !261
  %65 = and i32 %64, %39, !dbg !262
  %66 = icmp eq i32 %65, 0, !dbg !262
  br i1 %66, label %84, label %67, !dbg !263

67:                                               ; preds = %62
    #dbg_value(i32 %40, !113, !DIExpression(), !264)
    #dbg_value(i32 %63, !118, !DIExpression(), !264)
    #dbg_value(i32 %64, !119, !DIExpression(), !264)
  store i32 %63, ptr %47, align 4, !dbg !265, !tbaa !104
  %68 = load i32, ptr %50, align 4, !dbg !266, !tbaa !104
  %69 = or i32 %68, %64, !dbg !266
  store i32 %69, ptr %50, align 4, !dbg !266, !tbaa !104
  %70 = load i32, ptr %53, align 4, !dbg !267, !tbaa !104
  %71 = or i32 %70, %64, !dbg !267
  store i32 %71, ptr %53, align 4, !dbg !267, !tbaa !104
    #dbg_value(i32 %40, !130, !DIExpression(), !268)
  %72 = load i32, ptr %61, align 4, !dbg !270, !tbaa !104
  %73 = or i32 %72, %64, !dbg !270
  store i32 %73, ptr %61, align 4, !dbg !270, !tbaa !104
  %74 = tail call fastcc i32 @solve(), !dbg !271
  %75 = icmp eq i32 %74, 0, !dbg !271
  br i1 %75, label %76, label %87, !dbg !273

76:                                               ; preds = %67
    #dbg_value(i32 %40, !274, !DIExpression(), !279)
    #dbg_value(i32 %63, !277, !DIExpression(), !279)
  %77 = xor i32 %64, -1, !dbg !281
    #dbg_value(i32 %77, !278, !DIExpression(), !279)
  store i32 0, ptr %47, align 4, !dbg !282, !tbaa !104
  %78 = load i32, ptr %50, align 4, !dbg !283, !tbaa !104
  %79 = and i32 %78, %77, !dbg !283
  store i32 %79, ptr %50, align 4, !dbg !283, !tbaa !104
  %80 = load i32, ptr %53, align 4, !dbg !284, !tbaa !104
  %81 = and i32 %80, %77, !dbg !284
  store i32 %81, ptr %53, align 4, !dbg !284, !tbaa !104
    #dbg_value(i32 %40, !130, !DIExpression(), !285)
  %82 = load i32, ptr %61, align 4, !dbg !287, !tbaa !104
  %83 = and i32 %82, %77, !dbg !287
  store i32 %83, ptr %61, align 4, !dbg !287, !tbaa !104
  br label %84, !dbg !288

84:                                               ; preds = %62, %76
  %85 = add nuw nsw i32 %63, 1, !dbg !289
    #dbg_value(i32 %85, !217, !DIExpression(), !259)
  %86 = icmp eq i32 %85, 10, !dbg !290
  br i1 %86, label %87, label %62, !dbg !260, !llvm.loop !291

87:                                               ; preds = %34, %84, %67, %43
  %88 = phi i32 [ 1, %43 ], [ 1, %67 ], [ 0, %84 ], [ 0, %34 ], !dbg !220
  ret i32 %88, !dbg !293
}

; Function Attrs: nofree nounwind
declare !dbg !294 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #4

; Function Attrs: nofree nounwind
declare !dbg !299 noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }

!llvm.dbg.cu = !{!15}
!llvm.module.flags = !{!49, !50, !51, !52, !53, !54, !55}
!llvm.ident = !{!56}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/sudoku_solver.c", directory: ".", checksumkind: CSK_MD5, checksum: "94ebc5b3584ab21f6b2e8096a8901dd5")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 656, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 82)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !3, isLocal: true, isDefinition: true)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !3, isLocal: true, isDefinition: true)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "nodes", scope: !15, file: !2, line: 5, type: !48, isLocal: true, isDefinition: true)
!15 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !16, splitDebugInlining: false, nameTableKind: None)
!16 = !{!0, !7, !9, !11, !17, !22, !27, !32, !13, !38, !44, !46}
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 25)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 7)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 11)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(name: "grid", scope: !15, file: !2, line: 5, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 2592, elements: !36)
!35 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!36 = !{!37}
!37 = !DISubrange(count: 81)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(name: "rowm", scope: !15, file: !2, line: 5, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 288, elements: !42)
!41 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!42 = !{!43}
!43 = !DISubrange(count: 9)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(name: "colm", scope: !15, file: !2, line: 5, type: !40, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(name: "boxm", scope: !15, file: !2, line: 5, type: !40, isLocal: true, isDefinition: true)
!48 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!49 = !{i32 7, !"Dwarf Version", i32 5}
!50 = !{i32 2, !"Debug Info Version", i32 3}
!51 = !{i32 1, !"wchar_size", i32 4}
!52 = !{i32 8, !"PIC Level", i32 2}
!53 = !{i32 7, !"PIE Level", i32 2}
!54 = !{i32 7, !"uwtable", i32 2}
!55 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!56 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!57 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 27, type: !58, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !15, retainedNodes: !60)
!58 = !DISubroutineType(types: !59)
!59 = !{!35}
!60 = !{!61, !67, !68, !70, !73, !75}
!61 = !DILocalVariable(name: "puzzles", scope: !57, file: !2, line: 28, type: !62)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 256, elements: !65)
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!64 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!65 = !{!66}
!66 = !DISubrange(count: 4)
!67 = !DILocalVariable(name: "solved", scope: !57, file: !2, line: 34, type: !35)
!68 = !DILocalVariable(name: "p", scope: !69, file: !2, line: 35, type: !35)
!69 = distinct !DILexicalBlock(scope: !57, file: !2, line: 35, column: 5)
!70 = !DILocalVariable(name: "ok", scope: !71, file: !2, line: 36, type: !35)
!71 = distinct !DILexicalBlock(scope: !72, file: !2, line: 35, column: 33)
!72 = distinct !DILexicalBlock(scope: !69, file: !2, line: 35, column: 5)
!73 = !DILocalVariable(name: "r", scope: !74, file: !2, line: 38, type: !35)
!74 = distinct !DILexicalBlock(scope: !71, file: !2, line: 38, column: 9)
!75 = !DILocalVariable(name: "c", scope: !76, file: !2, line: 38, type: !35)
!76 = distinct !DILexicalBlock(scope: !77, file: !2, line: 38, column: 39)
!77 = distinct !DILexicalBlock(scope: !78, file: !2, line: 38, column: 37)
!78 = distinct !DILexicalBlock(scope: !74, file: !2, line: 38, column: 9)
!79 = distinct !DIAssignID()
!80 = !DILocation(line: 0, scope: !57)
!81 = distinct !DIAssignID()
!82 = !DILocation(line: 0, scope: !69)
!83 = !DILocation(line: 35, column: 5, scope: !69)
!84 = !DILocation(line: 41, column: 1, scope: !57)
!85 = !DILocation(line: 36, column: 14, scope: !71)
!86 = !DILocalVariable(name: "s", arg: 1, scope: !87, file: !2, line: 20, type: !63)
!87 = distinct !DISubprogram(name: "load", scope: !2, file: !2, line: 20, type: !88, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !15, retainedNodes: !90)
!88 = !DISubroutineType(types: !89)
!89 = !{!35, !63}
!90 = !{!86, !91}
!91 = !DILocalVariable(name: "i", scope: !92, file: !2, line: 22, type: !35)
!92 = distinct !DILexicalBlock(scope: !87, file: !2, line: 22, column: 5)
!93 = !DILocation(line: 0, scope: !87, inlinedAt: !94)
!94 = distinct !DILocation(line: 36, column: 9, scope: !71)
!95 = !DILocation(line: 21, column: 5, scope: !87, inlinedAt: !94)
!96 = !DILocation(line: 21, column: 35, scope: !87, inlinedAt: !94)
!97 = !DILocation(line: 21, column: 65, scope: !87, inlinedAt: !94)
!98 = !DILocation(line: 0, scope: !92, inlinedAt: !94)
!99 = !DILocation(line: 22, column: 5, scope: !92, inlinedAt: !94)
!100 = !DILocation(line: 22, column: 36, scope: !101, inlinedAt: !94)
!101 = distinct !DILexicalBlock(scope: !102, file: !2, line: 22, column: 34)
!102 = distinct !DILexicalBlock(scope: !92, file: !2, line: 22, column: 5)
!103 = !DILocation(line: 22, column: 44, scope: !101, inlinedAt: !94)
!104 = !{!105, !105, i64 0}
!105 = !{!"int", !106, i64 0}
!106 = !{!"omnipotent char", !107, i64 0}
!107 = !{!"Simple C/C++ TBAA"}
!108 = !DILocation(line: 22, column: 53, scope: !109, inlinedAt: !94)
!109 = distinct !DILexicalBlock(scope: !101, file: !2, line: 22, column: 53)
!110 = !{!106, !106, i64 0}
!111 = !DILocation(line: 22, column: 65, scope: !109, inlinedAt: !94)
!112 = !DILocation(line: 22, column: 95, scope: !109, inlinedAt: !94)
!113 = !DILocalVariable(name: "i", arg: 1, scope: !114, file: !2, line: 7, type: !35)
!114 = distinct !DISubprogram(name: "place", scope: !2, file: !2, line: 7, type: !115, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !15, retainedNodes: !117)
!115 = !DISubroutineType(types: !116)
!116 = !{null, !35, !35}
!117 = !{!113, !118, !119}
!118 = !DILocalVariable(name: "v", arg: 2, scope: !114, file: !2, line: 7, type: !35)
!119 = !DILocalVariable(name: "b", scope: !114, file: !2, line: 7, type: !41)
!120 = !DILocation(line: 0, scope: !114, inlinedAt: !121)
!121 = distinct !DILocation(line: 22, column: 81, scope: !109, inlinedAt: !94)
!122 = !DILocation(line: 7, column: 51, scope: !114, inlinedAt: !121)
!123 = !DILocation(line: 7, column: 65, scope: !114, inlinedAt: !121)
!124 = !DILocation(line: 7, column: 77, scope: !114, inlinedAt: !121)
!125 = !DILocation(line: 7, column: 70, scope: !114, inlinedAt: !121)
!126 = !DILocation(line: 7, column: 82, scope: !114, inlinedAt: !121)
!127 = !DILocation(line: 7, column: 95, scope: !114, inlinedAt: !121)
!128 = !DILocation(line: 7, column: 88, scope: !114, inlinedAt: !121)
!129 = !DILocation(line: 7, column: 100, scope: !114, inlinedAt: !121)
!130 = !DILocalVariable(name: "i", arg: 1, scope: !131, file: !2, line: 6, type: !35)
!131 = distinct !DISubprogram(name: "box", scope: !2, file: !2, line: 6, type: !132, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !15, retainedNodes: !134)
!132 = !DISubroutineType(types: !133)
!133 = !{!35, !35}
!134 = !{!130}
!135 = !DILocation(line: 0, scope: !131, inlinedAt: !136)
!136 = distinct !DILocation(line: 7, column: 111, scope: !114, inlinedAt: !121)
!137 = !DILocation(line: 6, column: 35, scope: !131, inlinedAt: !136)
!138 = !DILocation(line: 6, column: 41, scope: !131, inlinedAt: !136)
!139 = !DILocation(line: 6, column: 55, scope: !131, inlinedAt: !136)
!140 = !DILocation(line: 6, column: 45, scope: !131, inlinedAt: !136)
!141 = !DILocation(line: 7, column: 106, scope: !114, inlinedAt: !121)
!142 = !DILocation(line: 7, column: 119, scope: !114, inlinedAt: !121)
!143 = !DILocation(line: 22, column: 81, scope: !109, inlinedAt: !94)
!144 = !DILocation(line: 22, column: 30, scope: !102, inlinedAt: !94)
!145 = !DILocation(line: 22, column: 23, scope: !102, inlinedAt: !94)
!146 = distinct !{!146, !99, !147, !148}
!147 = !DILocation(line: 22, column: 103, scope: !92, inlinedAt: !94)
!148 = !{!"llvm.loop.mustprogress"}
!149 = !DILocation(line: 36, column: 33, scope: !71)
!150 = !{!151, !151, i64 0}
!151 = !{!"long", !106, i64 0}
!152 = !DILocation(line: 36, column: 47, scope: !71)
!153 = !DILocation(line: 36, column: 55, scope: !71)
!154 = !DILocalVariable(name: "u", scope: !155, file: !2, line: 25, type: !35)
!155 = distinct !DILexicalBlock(scope: !156, file: !2, line: 25, column: 26)
!156 = distinct !DISubprogram(name: "valid", scope: !2, file: !2, line: 25, type: !58, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !15, retainedNodes: !157)
!157 = !{!154}
!158 = !DILocation(line: 0, scope: !155, inlinedAt: !159)
!159 = distinct !DILocation(line: 36, column: 58, scope: !71)
!160 = !DILocation(line: 25, column: 58, scope: !161, inlinedAt: !159)
!161 = distinct !DILexicalBlock(scope: !162, file: !2, line: 25, column: 58)
!162 = distinct !DILexicalBlock(scope: !155, file: !2, line: 25, column: 26)
!163 = !DILocation(line: 25, column: 66, scope: !161, inlinedAt: !159)
!164 = !DILocation(line: 25, column: 75, scope: !161, inlinedAt: !159)
!165 = !DILocation(line: 25, column: 98, scope: !161, inlinedAt: !159)
!166 = !DILocation(line: 25, column: 106, scope: !161, inlinedAt: !159)
!167 = !DILocation(line: 25, column: 58, scope: !162, inlinedAt: !159)
!168 = !DILocation(line: 0, scope: !71)
!169 = !DILocation(line: 36, column: 74, scope: !71)
!170 = !DILocation(line: 37, column: 48, scope: !71)
!171 = !DILocation(line: 37, column: 78, scope: !71)
!172 = !DILocation(line: 37, column: 9, scope: !71)
!173 = !DILocation(line: 0, scope: !74)
!174 = !DILocation(line: 38, column: 9, scope: !74)
!175 = !DILocation(line: 0, scope: !76)
!176 = !DILocation(line: 38, column: 81, scope: !177)
!177 = distinct !DILexicalBlock(scope: !76, file: !2, line: 38, column: 39)
!178 = !DILocation(line: 38, column: 79, scope: !177)
!179 = !DILocalVariable(name: "__c", arg: 1, scope: !180, file: !181, line: 82, type: !35)
!180 = distinct !DISubprogram(name: "putchar", scope: !181, file: !181, line: 82, type: !132, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !15, retainedNodes: !182)
!181 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!182 = !{!179}
!183 = !DILocation(line: 0, scope: !180, inlinedAt: !184)
!184 = distinct !DILocation(line: 38, column: 67, scope: !177)
!185 = !DILocation(line: 84, column: 21, scope: !180, inlinedAt: !184)
!186 = !{!187, !187, i64 0}
!187 = !{!"any pointer", !106, i64 0}
!188 = !DILocation(line: 84, column: 10, scope: !180, inlinedAt: !184)
!189 = !DILocation(line: 38, column: 92, scope: !177)
!190 = !DILocation(line: 38, column: 109, scope: !77)
!191 = !DILocation(line: 38, column: 113, scope: !77)
!192 = !DILocation(line: 38, column: 107, scope: !77)
!193 = !DILocation(line: 0, scope: !180, inlinedAt: !194)
!194 = distinct !DILocation(line: 38, column: 99, scope: !77)
!195 = !DILocation(line: 84, column: 21, scope: !180, inlinedAt: !194)
!196 = !DILocation(line: 84, column: 10, scope: !180, inlinedAt: !194)
!197 = !DILocation(line: 38, column: 33, scope: !78)
!198 = !DILocation(line: 38, column: 27, scope: !78)
!199 = distinct !{!199, !174, !200, !148}
!200 = !DILocation(line: 38, column: 133, scope: !74)
!201 = !DILocation(line: 35, column: 29, scope: !72)
!202 = !DILocation(line: 35, column: 23, scope: !72)
!203 = distinct !{!203, !83, !204, !148}
!204 = !DILocation(line: 39, column: 5, scope: !69)
!205 = distinct !DISubprogram(name: "solve", scope: !2, file: !2, line: 9, type: !58, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !15, retainedNodes: !206)
!206 = !{!207, !208, !209, !210, !212, !216, !217}
!207 = !DILocalVariable(name: "best", scope: !205, file: !2, line: 11, type: !35)
!208 = !DILocalVariable(name: "bestc", scope: !205, file: !2, line: 11, type: !35)
!209 = !DILocalVariable(name: "bestmask", scope: !205, file: !2, line: 11, type: !41)
!210 = !DILocalVariable(name: "i", scope: !211, file: !2, line: 12, type: !35)
!211 = distinct !DILexicalBlock(scope: !205, file: !2, line: 12, column: 5)
!212 = !DILocalVariable(name: "m", scope: !213, file: !2, line: 13, type: !41)
!213 = distinct !DILexicalBlock(scope: !214, file: !2, line: 12, column: 48)
!214 = distinct !DILexicalBlock(scope: !215, file: !2, line: 12, column: 38)
!215 = distinct !DILexicalBlock(scope: !211, file: !2, line: 12, column: 5)
!216 = !DILocalVariable(name: "c", scope: !213, file: !2, line: 13, type: !35)
!217 = !DILocalVariable(name: "v", scope: !218, file: !2, line: 17, type: !35)
!218 = distinct !DILexicalBlock(scope: !205, file: !2, line: 17, column: 5)
!219 = !DILocation(line: 10, column: 10, scope: !205)
!220 = !DILocation(line: 0, scope: !205)
!221 = !DILocation(line: 0, scope: !211)
!222 = !DILocation(line: 12, column: 5, scope: !211)
!223 = !DILocation(line: 12, column: 39, scope: !214)
!224 = !DILocation(line: 12, column: 38, scope: !215)
!225 = !DILocation(line: 13, column: 31, scope: !213)
!226 = !DILocation(line: 13, column: 24, scope: !213)
!227 = !DILocation(line: 13, column: 45, scope: !213)
!228 = !DILocation(line: 13, column: 38, scope: !213)
!229 = !DILocation(line: 13, column: 36, scope: !213)
!230 = !DILocation(line: 0, scope: !131, inlinedAt: !231)
!231 = distinct !DILocation(line: 13, column: 57, scope: !213)
!232 = !DILocation(line: 6, column: 35, scope: !131, inlinedAt: !231)
!233 = !DILocation(line: 6, column: 41, scope: !131, inlinedAt: !231)
!234 = !DILocation(line: 6, column: 55, scope: !131, inlinedAt: !231)
!235 = !DILocation(line: 6, column: 45, scope: !131, inlinedAt: !231)
!236 = !DILocation(line: 13, column: 52, scope: !213)
!237 = !DILocation(line: 13, column: 50, scope: !213)
!238 = !DILocation(line: 13, column: 66, scope: !213)
!239 = !DILocation(line: 0, scope: !213)
!240 = !DILocation(line: 13, column: 83, scope: !213)
!241 = !DILocation(line: 14, column: 15, scope: !242)
!242 = distinct !DILexicalBlock(scope: !213, file: !2, line: 14, column: 13)
!243 = !DILocation(line: 14, column: 13, scope: !213)
!244 = !DILocation(line: 14, column: 67, scope: !245)
!245 = distinct !DILexicalBlock(scope: !246, file: !2, line: 14, column: 65)
!246 = distinct !DILexicalBlock(scope: !242, file: !2, line: 14, column: 24)
!247 = !DILocation(line: 12, column: 30, scope: !215)
!248 = !DILocation(line: 12, column: 23, scope: !215)
!249 = distinct !{!249, !222, !250, !148}
!250 = !DILocation(line: 15, column: 5, scope: !211)
!251 = !DILocation(line: 16, column: 14, scope: !252)
!252 = distinct !DILexicalBlock(scope: !205, file: !2, line: 16, column: 9)
!253 = !DILocation(line: 16, column: 9, scope: !205)
!254 = !DILocation(line: 7, column: 57, scope: !114, inlinedAt: !255)
!255 = distinct !DILocation(line: 17, column: 62, scope: !256)
!256 = distinct !DILexicalBlock(scope: !257, file: !2, line: 17, column: 60)
!257 = distinct !DILexicalBlock(scope: !258, file: !2, line: 17, column: 38)
!258 = distinct !DILexicalBlock(scope: !218, file: !2, line: 17, column: 5)
!259 = !DILocation(line: 0, scope: !218)
!260 = !DILocation(line: 17, column: 5, scope: !218)
!261 = !DILocation(line: 17, column: 53, scope: !257)
!262 = !DILocation(line: 17, column: 47, scope: !257)
!263 = !DILocation(line: 17, column: 38, scope: !258)
!264 = !DILocation(line: 0, scope: !114, inlinedAt: !255)
!265 = !DILocation(line: 7, column: 65, scope: !114, inlinedAt: !255)
!266 = !DILocation(line: 7, column: 82, scope: !114, inlinedAt: !255)
!267 = !DILocation(line: 7, column: 100, scope: !114, inlinedAt: !255)
!268 = !DILocation(line: 0, scope: !131, inlinedAt: !269)
!269 = distinct !DILocation(line: 7, column: 111, scope: !114, inlinedAt: !255)
!270 = !DILocation(line: 7, column: 119, scope: !114, inlinedAt: !255)
!271 = !DILocation(line: 17, column: 82, scope: !272)
!272 = distinct !DILexicalBlock(scope: !256, file: !2, line: 17, column: 82)
!273 = !DILocation(line: 17, column: 82, scope: !256)
!274 = !DILocalVariable(name: "i", arg: 1, scope: !275, file: !2, line: 8, type: !35)
!275 = distinct !DISubprogram(name: "unplace", scope: !2, file: !2, line: 8, type: !115, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !15, retainedNodes: !276)
!276 = !{!274, !277, !278}
!277 = !DILocalVariable(name: "v", arg: 2, scope: !275, file: !2, line: 8, type: !35)
!278 = !DILocalVariable(name: "b", scope: !275, file: !2, line: 8, type: !41)
!279 = !DILocation(line: 0, scope: !275, inlinedAt: !280)
!280 = distinct !DILocation(line: 17, column: 101, scope: !256)
!281 = !DILocation(line: 8, column: 50, scope: !275, inlinedAt: !280)
!282 = !DILocation(line: 8, column: 70, scope: !275, inlinedAt: !280)
!283 = !DILocation(line: 8, column: 87, scope: !275, inlinedAt: !280)
!284 = !DILocation(line: 8, column: 105, scope: !275, inlinedAt: !280)
!285 = !DILocation(line: 0, scope: !131, inlinedAt: !286)
!286 = distinct !DILocation(line: 8, column: 116, scope: !275, inlinedAt: !280)
!287 = !DILocation(line: 8, column: 124, scope: !275, inlinedAt: !280)
!288 = !DILocation(line: 17, column: 119, scope: !256)
!289 = !DILocation(line: 17, column: 30, scope: !258)
!290 = !DILocation(line: 17, column: 23, scope: !258)
!291 = distinct !{!291, !260, !292, !148}
!292 = !DILocation(line: 17, column: 119, scope: !218)
!293 = !DILocation(line: 19, column: 1, scope: !205)
!294 = !DISubprogram(name: "printf", scope: !295, file: !295, line: 356, type: !296, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!295 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!296 = !DISubroutineType(types: !297)
!297 = !{!35, !298, null}
!298 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !63)
!299 = !DISubprogram(name: "putc", scope: !295, file: !295, line: 550, type: !300, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!300 = !DISubroutineType(types: !301)
!301 = !{!35, !35, !302}
!302 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !303, size: 64)
!303 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !304, line: 7, baseType: !305)
!304 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!305 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !306, line: 49, size: 1728, elements: !307)
!306 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!307 = !{!308, !309, !311, !312, !313, !314, !315, !316, !317, !318, !319, !320, !321, !324, !326, !327, !328, !331, !333, !335, !339, !342, !344, !347, !350, !351, !353, !357, !358}
!308 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !305, file: !306, line: 51, baseType: !35, size: 32)
!309 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !305, file: !306, line: 54, baseType: !310, size: 64, offset: 64)
!310 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!311 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !305, file: !306, line: 55, baseType: !310, size: 64, offset: 128)
!312 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !305, file: !306, line: 56, baseType: !310, size: 64, offset: 192)
!313 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !305, file: !306, line: 57, baseType: !310, size: 64, offset: 256)
!314 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !305, file: !306, line: 58, baseType: !310, size: 64, offset: 320)
!315 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !305, file: !306, line: 59, baseType: !310, size: 64, offset: 384)
!316 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !305, file: !306, line: 60, baseType: !310, size: 64, offset: 448)
!317 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !305, file: !306, line: 61, baseType: !310, size: 64, offset: 512)
!318 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !305, file: !306, line: 64, baseType: !310, size: 64, offset: 576)
!319 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !305, file: !306, line: 65, baseType: !310, size: 64, offset: 640)
!320 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !305, file: !306, line: 66, baseType: !310, size: 64, offset: 704)
!321 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !305, file: !306, line: 68, baseType: !322, size: 64, offset: 768)
!322 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !323, size: 64)
!323 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !306, line: 36, flags: DIFlagFwdDecl)
!324 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !305, file: !306, line: 70, baseType: !325, size: 64, offset: 832)
!325 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !305, size: 64)
!326 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !305, file: !306, line: 72, baseType: !35, size: 32, offset: 896)
!327 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !305, file: !306, line: 73, baseType: !35, size: 32, offset: 928)
!328 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !305, file: !306, line: 74, baseType: !329, size: 64, offset: 960)
!329 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !330, line: 152, baseType: !48)
!330 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!331 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !305, file: !306, line: 77, baseType: !332, size: 16, offset: 1024)
!332 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!333 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !305, file: !306, line: 78, baseType: !334, size: 8, offset: 1040)
!334 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!335 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !305, file: !306, line: 79, baseType: !336, size: 8, offset: 1048)
!336 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !337)
!337 = !{!338}
!338 = !DISubrange(count: 1)
!339 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !305, file: !306, line: 81, baseType: !340, size: 64, offset: 1088)
!340 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !341, size: 64)
!341 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !306, line: 43, baseType: null)
!342 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !305, file: !306, line: 89, baseType: !343, size: 64, offset: 1152)
!343 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !330, line: 153, baseType: !48)
!344 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !305, file: !306, line: 91, baseType: !345, size: 64, offset: 1216)
!345 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !346, size: 64)
!346 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !306, line: 37, flags: DIFlagFwdDecl)
!347 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !305, file: !306, line: 92, baseType: !348, size: 64, offset: 1280)
!348 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !349, size: 64)
!349 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !306, line: 38, flags: DIFlagFwdDecl)
!350 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !305, file: !306, line: 93, baseType: !325, size: 64, offset: 1344)
!351 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !305, file: !306, line: 94, baseType: !352, size: 64, offset: 1408)
!352 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!353 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !305, file: !306, line: 95, baseType: !354, size: 64, offset: 1472)
!354 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !355, line: 18, baseType: !356)
!355 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!356 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!357 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !305, file: !306, line: 96, baseType: !35, size: 32, offset: 1536)
!358 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !305, file: !306, line: 98, baseType: !359, size: 160, offset: 1568)
!359 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !360)
!360 = !{!361}
!361 = !DISubrange(count: 20)
