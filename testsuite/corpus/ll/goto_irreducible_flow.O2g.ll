; ModuleID = 'programs/goto_irreducible_flow.c'
source_filename = "programs/goto_irreducible_flow.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [30 x i8] c"irreducible hash %08x bad %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [4 x i8] c"-12\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [5 x i8] c"3.25\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [5 x i8] c"1e10\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [10 x i8] c"+6.02E-23\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [3 x i8] c".5\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [3 x i8] c"5.\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [3 x i8] c"e5\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [3 x i8] c"1e\00", align 1, !dbg !38
@.str.10 = private unnamed_addr constant [4 x i8] c"--1\00", align 1, !dbg !40
@.str.11 = private unnamed_addr constant [4 x i8] c"12a\00", align 1, !dbg !42
@.str.12 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !44
@.str.13 = private unnamed_addr constant [7 x i8] c"%s:%d \00", align 1, !dbg !49
@.str.15 = private unnamed_addr constant [16 x i8] c"cleanup(%d)=%d \00", align 1, !dbg !54
@.str.16 = private unnamed_addr constant [12 x i8] c"cleaned=%d\0A\00", align 1, !dbg !59
@cleaned = internal unnamed_addr global i32 0, align 4, !dbg !64

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !81 {
    #dbg_assign(i1 undef, !96, !DIExpression(), !104, ptr poison, !DIExpression(), !105)
    #dbg_value(i32 0, !85, !DIExpression(), !105)
    #dbg_value(i32 0, !86, !DIExpression(), !105)
    #dbg_value(i32 0, !87, !DIExpression(), !106)
    #dbg_value(i32 0, !87, !DIExpression(), !106)
    #dbg_value(i32 0, !85, !DIExpression(), !105)
    #dbg_value(i32 1, !89, !DIExpression(), !107)
    #dbg_value(i32 0, !86, !DIExpression(), !105)
  br label %56, !dbg !108

1:                                                ; preds = %56, %1
  %2 = phi i32 [ %9, %1 ], [ %64, %56 ]
  %3 = phi i32 [ %12, %1 ], [ 1, %56 ]
  %4 = phi i32 [ %11, %1 ], [ %66, %56 ]
    #dbg_value(i32 %2, !85, !DIExpression(), !105)
    #dbg_value(i32 %3, !89, !DIExpression(), !107)
    #dbg_value(i32 %4, !86, !DIExpression(), !105)
  %5 = tail call fastcc i32 @irreducible(i32 noundef 1, i32 noundef %3), !dbg !109
    #dbg_value(i32 %5, !92, !DIExpression(), !110)
  %6 = tail call fastcc i32 @structured(i32 noundef 1, i32 noundef %3), !dbg !111
    #dbg_value(i32 %6, !95, !DIExpression(), !110)
  %7 = icmp ne i32 %5, %6, !dbg !112
  %8 = zext i1 %7 to i32, !dbg !114
  %9 = add nuw nsw i32 %2, %8, !dbg !114
    #dbg_value(i32 %9, !85, !DIExpression(), !105)
  %10 = mul i32 %4, 31, !dbg !115
  %11 = add i32 %5, %10, !dbg !116
    #dbg_value(i32 %11, !86, !DIExpression(), !105)
  %12 = add nuw nsw i32 %3, 1, !dbg !117
    #dbg_value(i32 %12, !89, !DIExpression(), !107)
  %13 = icmp eq i32 %12, 40, !dbg !118
  br i1 %13, label %14, label %1, !dbg !108, !llvm.loop !119

14:                                               ; preds = %1
    #dbg_value(i32 %9, !85, !DIExpression(), !105)
    #dbg_value(i32 2, !87, !DIExpression(), !106)
    #dbg_value(i32 %11, !86, !DIExpression(), !105)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %11, i32 noundef %9), !dbg !122
    #dbg_assign(i1 undef, !96, !DIExpression(), !123, ptr poison, !DIExpression(), !105)
    #dbg_value(i32 0, !100, !DIExpression(), !124)
    #dbg_value(i64 0, !100, !DIExpression(), !124)
  %16 = tail call fastcc i32 @is_number(ptr noundef nonnull @.str.1), !dbg !125
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.1, i32 noundef %16), !dbg !127
    #dbg_value(i64 1, !100, !DIExpression(), !124)
  %18 = tail call fastcc i32 @is_number(ptr noundef nonnull @.str.2), !dbg !125
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2, i32 noundef %18), !dbg !127
    #dbg_value(i64 2, !100, !DIExpression(), !124)
  %20 = tail call fastcc i32 @is_number(ptr noundef nonnull @.str.3), !dbg !125
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.3, i32 noundef %20), !dbg !127
    #dbg_value(i64 3, !100, !DIExpression(), !124)
  %22 = tail call fastcc i32 @is_number(ptr noundef nonnull @.str.4), !dbg !125
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4, i32 noundef %22), !dbg !127
    #dbg_value(i64 4, !100, !DIExpression(), !124)
  %24 = tail call fastcc i32 @is_number(ptr noundef nonnull @.str.5), !dbg !125
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.5, i32 noundef %24), !dbg !127
    #dbg_value(i64 5, !100, !DIExpression(), !124)
  %26 = tail call fastcc i32 @is_number(ptr noundef nonnull @.str.6), !dbg !125
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.6, i32 noundef %26), !dbg !127
    #dbg_value(i64 6, !100, !DIExpression(), !124)
  %28 = tail call fastcc i32 @is_number(ptr noundef nonnull @.str.7), !dbg !125
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.7, i32 noundef %28), !dbg !127
    #dbg_value(i64 7, !100, !DIExpression(), !124)
  %30 = tail call fastcc i32 @is_number(ptr noundef nonnull @.str.8), !dbg !125
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.8, i32 noundef %30), !dbg !127
    #dbg_value(i64 8, !100, !DIExpression(), !124)
  %32 = tail call fastcc i32 @is_number(ptr noundef nonnull @.str.9), !dbg !125
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, i32 noundef %32), !dbg !127
    #dbg_value(i64 9, !100, !DIExpression(), !124)
  %34 = tail call fastcc i32 @is_number(ptr noundef nonnull @.str.10), !dbg !125
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.10, i32 noundef %34), !dbg !127
    #dbg_value(i64 10, !100, !DIExpression(), !124)
  %36 = tail call fastcc i32 @is_number(ptr noundef nonnull @.str.11), !dbg !125
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.11, i32 noundef %36), !dbg !127
    #dbg_value(i64 11, !100, !DIExpression(), !124)
  %38 = tail call fastcc i32 @is_number(ptr noundef nonnull @.str.12), !dbg !125
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.12, i32 noundef %38), !dbg !127
    #dbg_value(i64 12, !100, !DIExpression(), !124)
  %40 = tail call i32 @putchar(i32 10), !dbg !128
    #dbg_value(i32 0, !102, !DIExpression(), !129)
    #dbg_value(i32 0, !102, !DIExpression(), !129)
  %41 = tail call fastcc i32 @with_cleanup(i32 noundef 0), !dbg !130
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 0, i32 noundef %41), !dbg !132
    #dbg_value(i32 1, !102, !DIExpression(), !129)
  %43 = tail call fastcc i32 @with_cleanup(i32 noundef 1), !dbg !130
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 1, i32 noundef %43), !dbg !132
    #dbg_value(i32 2, !102, !DIExpression(), !129)
  %45 = tail call fastcc i32 @with_cleanup(i32 noundef 2), !dbg !130
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 2, i32 noundef %45), !dbg !132
    #dbg_value(i32 3, !102, !DIExpression(), !129)
  %47 = tail call fastcc i32 @with_cleanup(i32 noundef 3), !dbg !130
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 3, i32 noundef %47), !dbg !132
    #dbg_value(i32 4, !102, !DIExpression(), !129)
  %49 = tail call fastcc i32 @with_cleanup(i32 noundef 4), !dbg !130
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 4, i32 noundef %49), !dbg !132
    #dbg_value(i32 5, !102, !DIExpression(), !129)
  %51 = load i32, ptr @cleaned, align 4, !dbg !133, !tbaa !134
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef %51), !dbg !138
  %53 = icmp eq i32 %9, 0, !dbg !139
  %54 = and i32 %11, 127, !dbg !139
  %55 = select i1 %53, i32 %54, i32 100, !dbg !139
  ret i32 %55, !dbg !140

56:                                               ; preds = %0, %56
  %57 = phi i32 [ 0, %0 ], [ %64, %56 ]
  %58 = phi i32 [ 1, %0 ], [ %67, %56 ]
  %59 = phi i32 [ 0, %0 ], [ %66, %56 ]
    #dbg_value(i32 %57, !85, !DIExpression(), !105)
    #dbg_value(i32 %58, !89, !DIExpression(), !107)
    #dbg_value(i32 %59, !86, !DIExpression(), !105)
  %60 = tail call fastcc i32 @irreducible(i32 noundef 0, i32 noundef %58), !dbg !109
    #dbg_value(i32 %60, !92, !DIExpression(), !110)
  %61 = tail call fastcc i32 @structured(i32 noundef 0, i32 noundef %58), !dbg !111
    #dbg_value(i32 %61, !95, !DIExpression(), !110)
  %62 = icmp ne i32 %60, %61, !dbg !112
  %63 = zext i1 %62 to i32, !dbg !114
  %64 = add nuw nsw i32 %57, %63, !dbg !114
    #dbg_value(i32 %64, !85, !DIExpression(), !105)
  %65 = mul i32 %59, 31, !dbg !115
  %66 = add i32 %60, %65, !dbg !116
    #dbg_value(i32 %66, !86, !DIExpression(), !105)
  %67 = add nuw nsw i32 %58, 1, !dbg !117
    #dbg_value(i32 %67, !89, !DIExpression(), !107)
  %68 = icmp eq i32 %67, 40, !dbg !118
  br i1 %68, label %1, label %56, !dbg !108, !llvm.loop !119
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @irreducible(i32 noundef %0, i32 noundef %1) unnamed_addr #1 !dbg !141 {
    #dbg_value(i32 %0, !145, !DIExpression(), !152)
    #dbg_value(i32 %1, !146, !DIExpression(), !152)
    #dbg_value(i32 0, !147, !DIExpression(), !152)
    #dbg_value(i32 0, !148, !DIExpression(), !152)
  %3 = and i32 %0, 1, !dbg !153
  %4 = icmp eq i32 %3, 0, !dbg !153
  br i1 %4, label %5, label %11, !dbg !155

5:                                                ; preds = %21, %2
  %6 = phi i32 [ 0, %2 ], [ %18, %21 ], !dbg !152
  %7 = phi i32 [ 0, %2 ], [ %19, %21 ], !dbg !152
    #dbg_value(i32 %7, !148, !DIExpression(), !152)
    #dbg_value(i32 %6, !147, !DIExpression(), !152)
    #dbg_label(!149, !156)
  %8 = add nsw i32 %6, 3, !dbg !157
    #dbg_value(i32 %8, !147, !DIExpression(), !152)
  %9 = add nsw i32 %7, 1, !dbg !158
    #dbg_value(i32 %9, !148, !DIExpression(), !152)
  %10 = icmp slt i32 %9, %1, !dbg !160
  br i1 %10, label %11, label %24, !dbg !161

11:                                               ; preds = %2, %5
  %12 = phi i32 [ 0, %2 ], [ %8, %5 ]
  %13 = phi i32 [ 0, %2 ], [ %9, %5 ]
  br label %14, !dbg !162

14:                                               ; preds = %11, %21
  %15 = phi i32 [ %18, %21 ], [ %12, %11 ], !dbg !152
  %16 = phi i32 [ %19, %21 ], [ %13, %11 ], !dbg !152
    #dbg_value(i32 %16, !148, !DIExpression(), !152)
    #dbg_value(i32 %15, !147, !DIExpression(), !152)
    #dbg_label(!150, !163)
  %17 = shl nsw i32 %15, 1, !dbg !164
  %18 = or disjoint i32 %17, 1, !dbg !165
    #dbg_value(i32 %18, !147, !DIExpression(), !152)
  %19 = add nsw i32 %16, 1, !dbg !166
    #dbg_value(i32 %19, !148, !DIExpression(), !152)
  %20 = icmp slt i32 %19, %1, !dbg !168
  br i1 %20, label %21, label %24, !dbg !162

21:                                               ; preds = %14
  %22 = srem i32 %18, 5, !dbg !169
  %23 = icmp eq i32 %22, 0, !dbg !171
  br i1 %23, label %14, label %5, !dbg !172

24:                                               ; preds = %14, %5
  %25 = phi i32 [ %8, %5 ], [ %18, %14 ], !dbg !152
    #dbg_value(i32 %25, !147, !DIExpression(), !152)
    #dbg_label(!151, !173)
  ret i32 %25, !dbg !174
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @structured(i32 noundef %0, i32 noundef %1) unnamed_addr #1 !dbg !175 {
    #dbg_value(i32 %0, !177, !DIExpression(), !182)
    #dbg_value(i32 %1, !178, !DIExpression(), !182)
    #dbg_value(i32 0, !179, !DIExpression(), !182)
    #dbg_value(i32 0, !180, !DIExpression(), !182)
  %3 = and i32 %0, 1, !dbg !183
    #dbg_value(i32 %3, !181, !DIExpression(), !182)
  br label %4, !dbg !184

4:                                                ; preds = %20, %2
  %5 = phi i32 [ 0, %2 ], [ %17, %20 ], !dbg !182
  %6 = phi i32 [ 0, %2 ], [ %18, %20 ], !dbg !182
  %7 = phi i32 [ %3, %2 ], [ %23, %20 ], !dbg !182
    #dbg_value(i32 %7, !181, !DIExpression(), !182)
    #dbg_value(i32 %6, !180, !DIExpression(), !182)
    #dbg_value(i32 %5, !179, !DIExpression(), !182)
  %8 = icmp eq i32 %7, 0, !dbg !185
  br i1 %8, label %9, label %13, !dbg !190

9:                                                ; preds = %4
  %10 = add nsw i32 %5, 3, !dbg !191
    #dbg_value(i32 %10, !179, !DIExpression(), !182)
  %11 = add nsw i32 %6, 1, !dbg !193
    #dbg_value(i32 %11, !180, !DIExpression(), !182)
  %12 = icmp slt i32 %11, %1, !dbg !195
  br i1 %12, label %13, label %24, !dbg !196

13:                                               ; preds = %9, %4
  %14 = phi i32 [ %5, %4 ], [ %10, %9 ], !dbg !182
  %15 = phi i32 [ %6, %4 ], [ %11, %9 ], !dbg !182
    #dbg_value(i32 %15, !180, !DIExpression(), !182)
    #dbg_value(i32 %14, !179, !DIExpression(), !182)
  %16 = shl nsw i32 %14, 1, !dbg !197
  %17 = or disjoint i32 %16, 1, !dbg !198
    #dbg_value(i32 %17, !179, !DIExpression(), !182)
  %18 = add nsw i32 %15, 1, !dbg !199
    #dbg_value(i32 %18, !180, !DIExpression(), !182)
  %19 = icmp slt i32 %18, %1, !dbg !201
  br i1 %19, label %20, label %24, !dbg !202

20:                                               ; preds = %13
  %21 = srem i32 %17, 5, !dbg !203
  %22 = icmp eq i32 %21, 0, !dbg !204
  %23 = zext i1 %22 to i32, !dbg !204
    #dbg_value(i32 %23, !181, !DIExpression(), !182)
  br label %4, !dbg !205, !llvm.loop !206

24:                                               ; preds = %13, %9
  %25 = phi i32 [ %17, %13 ], [ %10, %9 ], !dbg !209
    #dbg_value(i32 %25, !179, !DIExpression(), !182)
  ret i32 %25, !dbg !210
}

; Function Attrs: nofree nounwind
declare !dbg !211 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 2) i32 @is_number(ptr nocapture noundef readonly %0) unnamed_addr #3 !dbg !216 {
    #dbg_value(ptr %0, !220, !DIExpression(), !226)
  %2 = load i8, ptr %0, align 1, !dbg !227, !tbaa !229
  switch i8 %2, label %6 [
    i8 43, label %3
    i8 45, label %3
  ], !dbg !230

3:                                                ; preds = %1, %1
  %4 = getelementptr inbounds i8, ptr %0, i64 1, !dbg !231
    #dbg_value(ptr %4, !220, !DIExpression(), !226)
  %5 = load i8, ptr %4, align 1, !dbg !232, !tbaa !229
  br label %6, !dbg !234

6:                                                ; preds = %1, %3
  %7 = phi i8 [ %5, %3 ], [ %2, %1 ], !dbg !232
  %8 = phi ptr [ %4, %3 ], [ %0, %1 ]
    #dbg_value(ptr %8, !220, !DIExpression(), !226)
  %9 = add i8 %7, -58, !dbg !235
  %10 = icmp ult i8 %9, -10, !dbg !235
  br i1 %10, label %52, label %11, !dbg !235

11:                                               ; preds = %6, %11
  %12 = phi ptr [ %13, %11 ], [ %8, %6 ]
    #dbg_value(ptr %12, !220, !DIExpression(), !226)
  %13 = getelementptr inbounds i8, ptr %12, i64 1, !dbg !236
    #dbg_value(ptr %13, !220, !DIExpression(), !226)
  %14 = load i8, ptr %13, align 1, !dbg !237, !tbaa !229
  %15 = add i8 %14, -48, !dbg !238
  %16 = icmp ult i8 %15, 10, !dbg !238
  br i1 %16, label %11, label %17, !dbg !238, !llvm.loop !239

17:                                               ; preds = %11
  switch i8 %14, label %48 [
    i8 46, label %18
    i8 101, label %30
    i8 69, label %30
  ], !dbg !241

18:                                               ; preds = %17
  %19 = getelementptr inbounds i8, ptr %12, i64 2, !dbg !242
    #dbg_value(ptr %19, !220, !DIExpression(), !226)
    #dbg_label(!222, !245)
  %20 = load i8, ptr %19, align 1, !dbg !246, !tbaa !229
  %21 = add i8 %20, -58, !dbg !248
  %22 = icmp ult i8 %21, -10, !dbg !248
  br i1 %22, label %52, label %23, !dbg !248

23:                                               ; preds = %18, %23
  %24 = phi ptr [ %25, %23 ], [ %19, %18 ]
    #dbg_value(ptr %24, !220, !DIExpression(), !226)
  %25 = getelementptr inbounds i8, ptr %24, i64 1, !dbg !249
    #dbg_value(ptr %25, !220, !DIExpression(), !226)
  %26 = load i8, ptr %25, align 1, !dbg !250, !tbaa !229
  %27 = add i8 %26, -48, !dbg !251
  %28 = icmp ult i8 %27, 10, !dbg !251
  br i1 %28, label %23, label %29, !dbg !251, !llvm.loop !252

29:                                               ; preds = %23
  switch i8 %26, label %48 [
    i8 101, label %30
    i8 69, label %30
  ], !dbg !254

30:                                               ; preds = %29, %29, %17, %17
  %31 = phi ptr [ %25, %29 ], [ %13, %17 ], [ %13, %17 ], [ %25, %29 ], !dbg !226
    #dbg_value(ptr %31, !220, !DIExpression(), !226)
    #dbg_label(!223, !256)
  %32 = getelementptr inbounds i8, ptr %31, i64 1, !dbg !257
    #dbg_value(ptr %32, !220, !DIExpression(), !226)
  %33 = load i8, ptr %32, align 1, !dbg !258, !tbaa !229
  switch i8 %33, label %37 [
    i8 43, label %34
    i8 45, label %34
  ], !dbg !260

34:                                               ; preds = %30, %30
  %35 = getelementptr inbounds i8, ptr %31, i64 2, !dbg !261
    #dbg_value(ptr %35, !220, !DIExpression(), !226)
  %36 = load i8, ptr %35, align 1, !dbg !262, !tbaa !229
  br label %37, !dbg !264

37:                                               ; preds = %30, %34
  %38 = phi i8 [ %36, %34 ], [ %33, %30 ], !dbg !262
  %39 = phi ptr [ %35, %34 ], [ %32, %30 ], !dbg !226
    #dbg_value(ptr %39, !220, !DIExpression(), !226)
  %40 = add i8 %38, -58, !dbg !265
  %41 = icmp ult i8 %40, -10, !dbg !265
  br i1 %41, label %52, label %42, !dbg !265

42:                                               ; preds = %37, %42
  %43 = phi ptr [ %47, %42 ], [ %39, %37 ], !dbg !226
    #dbg_value(ptr %43, !220, !DIExpression(), !226)
  %44 = load i8, ptr %43, align 1, !dbg !266, !tbaa !229
  %45 = add i8 %44, -48, !dbg !267
  %46 = icmp ult i8 %45, 10, !dbg !267
  %47 = getelementptr inbounds i8, ptr %43, i64 1, !dbg !268
    #dbg_value(ptr %47, !220, !DIExpression(), !226)
  br i1 %46, label %42, label %48, !dbg !267, !llvm.loop !269

48:                                               ; preds = %42, %29, %17
  %49 = phi i8 [ %14, %17 ], [ %26, %29 ], [ %44, %42 ], !dbg !271
    #dbg_value(ptr poison, !220, !DIExpression(), !226)
    #dbg_label(!224, !272)
  %50 = icmp eq i8 %49, 0, !dbg !273
  %51 = zext i1 %50 to i32, !dbg !273
  br label %52, !dbg !274

52:                                               ; preds = %6, %18, %37, %48
  %53 = phi i32 [ %51, %48 ], [ 0, %37 ], [ 0, %18 ], [ 0, %6 ], !dbg !226
  ret i32 %53, !dbg !275
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 112) i32 @with_cleanup(i32 noundef %0) unnamed_addr #4 !dbg !276 {
    #dbg_value(i32 %0, !280, !DIExpression(), !285)
    #dbg_value(i32 0, !281, !DIExpression(), !285)
  switch i32 %0, label %6 [
    i32 1, label %2
    i32 2, label %4
    i32 3, label %7
  ], !dbg !286

2:                                                ; preds = %1
  %3 = load i32, ptr @cleaned, align 4, !dbg !287, !tbaa !134
  br label %15, !dbg !286

4:                                                ; preds = %1
  %5 = load i32, ptr @cleaned, align 4, !dbg !288, !tbaa !134
  br label %11, !dbg !286

6:                                                ; preds = %1
    #dbg_value(i32 111, !281, !DIExpression(), !285)
  br label %7, !dbg !289

7:                                                ; preds = %1, %6
  %8 = phi i32 [ 111, %6 ], [ 11, %1 ], !dbg !285
    #dbg_value(i32 %8, !281, !DIExpression(), !285)
    #dbg_label(!282, !290)
  %9 = load i32, ptr @cleaned, align 4, !dbg !291, !tbaa !134
  %10 = add nsw i32 %9, 100, !dbg !291
  br label %11, !dbg !292

11:                                               ; preds = %4, %7
  %12 = phi i32 [ %10, %7 ], [ %5, %4 ], !dbg !288
  %13 = phi i32 [ %8, %7 ], [ 1, %4 ], !dbg !285
    #dbg_value(i32 %13, !281, !DIExpression(), !285)
    #dbg_label(!283, !293)
  %14 = add nsw i32 %12, 10, !dbg !288
  br label %15, !dbg !294

15:                                               ; preds = %2, %11
  %16 = phi i32 [ %3, %2 ], [ %14, %11 ], !dbg !287
  %17 = phi i32 [ 0, %2 ], [ %13, %11 ], !dbg !285
    #dbg_value(i32 %17, !281, !DIExpression(), !285)
    #dbg_label(!284, !295)
  %18 = add nsw i32 %16, 1, !dbg !287
  store i32 %18, ptr @cleaned, align 4, !dbg !287, !tbaa !134
  ret i32 %17, !dbg !296
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }

!llvm.dbg.cu = !{!66}
!llvm.module.flags = !{!73, !74, !75, !76, !77, !78, !79}
!llvm.ident = !{!80}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/goto_irreducible_flow.c", directory: ".", checksumkind: CSK_MD5, checksum: "362e824d1e5800728640a17d17b88b60")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 30)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 2)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 5)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !19, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 10)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 3)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !31, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !31, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !31, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !14, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !14, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 1)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 80, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 7)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 16)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 83, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 12)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(name: "cleaned", scope: !66, file: !2, line: 56, type: !69, isLocal: true, isDefinition: true)
!66 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !67, globals: !70, splitDebugInlining: false, nameTableKind: None)
!67 = !{!68, !69}
!68 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!69 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!70 = !{!0, !7, !12, !17, !22, !24, !29, !34, !36, !38, !40, !42, !44, !49, !71, !54, !59, !64}
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !9, isLocal: true, isDefinition: true)
!73 = !{i32 7, !"Dwarf Version", i32 5}
!74 = !{i32 2, !"Debug Info Version", i32 3}
!75 = !{i32 1, !"wchar_size", i32 4}
!76 = !{i32 8, !"PIC Level", i32 2}
!77 = !{i32 7, !"PIE Level", i32 2}
!78 = !{i32 7, !"uwtable", i32 2}
!79 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!80 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!81 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 74, type: !82, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !66, retainedNodes: !84)
!82 = !DISubroutineType(types: !83)
!83 = !{!69}
!84 = !{!85, !86, !87, !89, !92, !95, !96, !100, !102}
!85 = !DILocalVariable(name: "bad", scope: !81, file: !2, line: 75, type: !69)
!86 = !DILocalVariable(name: "h", scope: !81, file: !2, line: 75, type: !68)
!87 = !DILocalVariable(name: "s", scope: !88, file: !2, line: 76, type: !69)
!88 = distinct !DILexicalBlock(scope: !81, file: !2, line: 76, column: 5)
!89 = !DILocalVariable(name: "n", scope: !90, file: !2, line: 77, type: !69)
!90 = distinct !DILexicalBlock(scope: !91, file: !2, line: 77, column: 9)
!91 = distinct !DILexicalBlock(scope: !88, file: !2, line: 76, column: 5)
!92 = !DILocalVariable(name: "a", scope: !93, file: !2, line: 77, type: !69)
!93 = distinct !DILexicalBlock(scope: !94, file: !2, line: 77, column: 38)
!94 = distinct !DILexicalBlock(scope: !90, file: !2, line: 77, column: 9)
!95 = !DILocalVariable(name: "b", scope: !93, file: !2, line: 77, type: !69)
!96 = !DILocalVariable(name: "nums", scope: !81, file: !2, line: 79, type: !97)
!97 = !DICompositeType(tag: DW_TAG_array_type, baseType: !98, size: 768, elements: !62)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!99 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!100 = !DILocalVariable(name: "i", scope: !101, file: !2, line: 80, type: !69)
!101 = distinct !DILexicalBlock(scope: !81, file: !2, line: 80, column: 5)
!102 = !DILocalVariable(name: "f", scope: !103, file: !2, line: 82, type: !69)
!103 = distinct !DILexicalBlock(scope: !81, file: !2, line: 82, column: 5)
!104 = distinct !DIAssignID()
!105 = !DILocation(line: 0, scope: !81)
!106 = !DILocation(line: 0, scope: !88)
!107 = !DILocation(line: 0, scope: !90)
!108 = !DILocation(line: 77, column: 9, scope: !90)
!109 = !DILocation(line: 77, column: 48, scope: !93)
!110 = !DILocation(line: 0, scope: !93)
!111 = !DILocation(line: 77, column: 71, scope: !93)
!112 = !DILocation(line: 77, column: 95, scope: !113)
!113 = distinct !DILexicalBlock(scope: !93, file: !2, line: 77, column: 93)
!114 = !DILocation(line: 77, column: 93, scope: !93)
!115 = !DILocation(line: 77, column: 114, scope: !93)
!116 = !DILocation(line: 77, column: 119, scope: !93)
!117 = !DILocation(line: 77, column: 34, scope: !94)
!118 = !DILocation(line: 77, column: 27, scope: !94)
!119 = distinct !{!119, !108, !120, !121}
!120 = !DILocation(line: 77, column: 134, scope: !90)
!121 = !{!"llvm.loop.mustprogress"}
!122 = !DILocation(line: 78, column: 5, scope: !81)
!123 = distinct !DIAssignID()
!124 = !DILocation(line: 0, scope: !101)
!125 = !DILocation(line: 80, column: 60, scope: !126)
!126 = distinct !DILexicalBlock(scope: !101, file: !2, line: 80, column: 5)
!127 = !DILocation(line: 80, column: 34, scope: !126)
!128 = !DILocation(line: 81, column: 5, scope: !81)
!129 = !DILocation(line: 0, scope: !103)
!130 = !DILocation(line: 82, column: 62, scope: !131)
!131 = distinct !DILexicalBlock(scope: !103, file: !2, line: 82, column: 5)
!132 = !DILocation(line: 82, column: 33, scope: !131)
!133 = !DILocation(line: 83, column: 28, scope: !81)
!134 = !{!135, !135, i64 0}
!135 = !{!"int", !136, i64 0}
!136 = !{!"omnipotent char", !137, i64 0}
!137 = !{!"Simple C/C++ TBAA"}
!138 = !DILocation(line: 83, column: 5, scope: !81)
!139 = !DILocation(line: 84, column: 12, scope: !81)
!140 = !DILocation(line: 85, column: 1, scope: !81)
!141 = distinct !DISubprogram(name: "irreducible", scope: !2, file: !2, line: 7, type: !142, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !66, retainedNodes: !144)
!142 = !DISubroutineType(types: !143)
!143 = !{!69, !69, !69}
!144 = !{!145, !146, !147, !148, !149, !150, !151}
!145 = !DILocalVariable(name: "start", arg: 1, scope: !141, file: !2, line: 7, type: !69)
!146 = !DILocalVariable(name: "n", arg: 2, scope: !141, file: !2, line: 7, type: !69)
!147 = !DILocalVariable(name: "a", scope: !141, file: !2, line: 8, type: !69)
!148 = !DILocalVariable(name: "i", scope: !141, file: !2, line: 8, type: !69)
!149 = !DILabel(scope: !141, name: "A", file: !2, line: 10)
!150 = !DILabel(scope: !141, name: "B", file: !2, line: 13)
!151 = !DILabel(scope: !141, name: "done", file: !2, line: 18)
!152 = !DILocation(line: 0, scope: !141)
!153 = !DILocation(line: 9, column: 15, scope: !154)
!154 = distinct !DILexicalBlock(scope: !141, file: !2, line: 9, column: 9)
!155 = !DILocation(line: 9, column: 9, scope: !141)
!156 = !DILocation(line: 10, column: 1, scope: !141)
!157 = !DILocation(line: 11, column: 7, scope: !141)
!158 = !DILocation(line: 12, column: 9, scope: !159)
!159 = distinct !DILexicalBlock(scope: !141, file: !2, line: 12, column: 9)
!160 = !DILocation(line: 12, column: 13, scope: !159)
!161 = !DILocation(line: 12, column: 9, scope: !141)
!162 = !DILocation(line: 15, column: 9, scope: !141)
!163 = !DILocation(line: 13, column: 1, scope: !141)
!164 = !DILocation(line: 14, column: 11, scope: !141)
!165 = !DILocation(line: 14, column: 15, scope: !141)
!166 = !DILocation(line: 15, column: 9, scope: !167)
!167 = distinct !DILexicalBlock(scope: !141, file: !2, line: 15, column: 9)
!168 = !DILocation(line: 15, column: 13, scope: !167)
!169 = !DILocation(line: 16, column: 11, scope: !170)
!170 = distinct !DILexicalBlock(scope: !141, file: !2, line: 16, column: 9)
!171 = !DILocation(line: 16, column: 15, scope: !170)
!172 = !DILocation(line: 16, column: 9, scope: !141)
!173 = !DILocation(line: 18, column: 1, scope: !141)
!174 = !DILocation(line: 19, column: 5, scope: !141)
!175 = distinct !DISubprogram(name: "structured", scope: !2, file: !2, line: 21, type: !142, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !66, retainedNodes: !176)
!176 = !{!177, !178, !179, !180, !181}
!177 = !DILocalVariable(name: "start", arg: 1, scope: !175, file: !2, line: 21, type: !69)
!178 = !DILocalVariable(name: "n", arg: 2, scope: !175, file: !2, line: 21, type: !69)
!179 = !DILocalVariable(name: "a", scope: !175, file: !2, line: 22, type: !69)
!180 = !DILocalVariable(name: "i", scope: !175, file: !2, line: 22, type: !69)
!181 = !DILocalVariable(name: "at_b", scope: !175, file: !2, line: 22, type: !69)
!182 = !DILocation(line: 0, scope: !175)
!183 = !DILocation(line: 22, column: 36, scope: !175)
!184 = !DILocation(line: 23, column: 5, scope: !175)
!185 = !DILocation(line: 24, column: 14, scope: !186)
!186 = distinct !DILexicalBlock(scope: !187, file: !2, line: 24, column: 13)
!187 = distinct !DILexicalBlock(scope: !188, file: !2, line: 23, column: 14)
!188 = distinct !DILexicalBlock(scope: !189, file: !2, line: 23, column: 5)
!189 = distinct !DILexicalBlock(scope: !175, file: !2, line: 23, column: 5)
!190 = !DILocation(line: 24, column: 13, scope: !187)
!191 = !DILocation(line: 24, column: 24, scope: !192)
!192 = distinct !DILexicalBlock(scope: !186, file: !2, line: 24, column: 20)
!193 = !DILocation(line: 24, column: 34, scope: !194)
!194 = distinct !DILexicalBlock(scope: !192, file: !2, line: 24, column: 34)
!195 = !DILocation(line: 24, column: 38, scope: !194)
!196 = !DILocation(line: 24, column: 34, scope: !192)
!197 = !DILocation(line: 25, column: 15, scope: !187)
!198 = !DILocation(line: 25, column: 19, scope: !187)
!199 = !DILocation(line: 26, column: 13, scope: !200)
!200 = distinct !DILexicalBlock(scope: !187, file: !2, line: 26, column: 13)
!201 = !DILocation(line: 26, column: 17, scope: !200)
!202 = !DILocation(line: 26, column: 13, scope: !187)
!203 = !DILocation(line: 27, column: 18, scope: !187)
!204 = !DILocation(line: 27, column: 22, scope: !187)
!205 = !DILocation(line: 23, column: 5, scope: !188)
!206 = distinct !{!206, !207, !208}
!207 = !DILocation(line: 23, column: 5, scope: !189)
!208 = !DILocation(line: 28, column: 5, scope: !189)
!209 = !DILocation(line: 0, scope: !187)
!210 = !DILocation(line: 29, column: 5, scope: !175)
!211 = !DISubprogram(name: "printf", scope: !212, file: !212, line: 356, type: !213, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!212 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!213 = !DISubroutineType(types: !214)
!214 = !{!69, !215, null}
!215 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !98)
!216 = distinct !DISubprogram(name: "is_number", scope: !2, file: !2, line: 32, type: !217, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !66, retainedNodes: !219)
!217 = !DISubroutineType(types: !218)
!218 = !{!69, !98}
!219 = !{!220, !221, !222, !223, !224, !225}
!220 = !DILocalVariable(name: "s", arg: 1, scope: !216, file: !2, line: 32, type: !98)
!221 = !DILabel(scope: !216, name: "int_part", file: !2, line: 35)
!222 = !DILabel(scope: !216, name: "frac", file: !2, line: 40)
!223 = !DILabel(scope: !216, name: "exp", file: !2, line: 45)
!224 = !DILabel(scope: !216, name: "end", file: !2, line: 50)
!225 = !DILabel(scope: !216, name: "no", file: !2, line: 52)
!226 = !DILocation(line: 0, scope: !216)
!227 = !DILocation(line: 33, column: 9, scope: !228)
!228 = distinct !DILexicalBlock(scope: !216, file: !2, line: 33, column: 9)
!229 = !{!136, !136, i64 0}
!230 = !DILocation(line: 33, column: 19, scope: !228)
!231 = !DILocation(line: 33, column: 34, scope: !228)
!232 = !DILocation(line: 34, column: 9, scope: !233)
!233 = distinct !DILexicalBlock(scope: !216, file: !2, line: 34, column: 9)
!234 = !DILocation(line: 33, column: 33, scope: !228)
!235 = !DILocation(line: 34, column: 18, scope: !233)
!236 = !DILocation(line: 36, column: 37, scope: !216)
!237 = !DILocation(line: 36, column: 12, scope: !216)
!238 = !DILocation(line: 36, column: 22, scope: !216)
!239 = distinct !{!239, !240, !236, !121}
!240 = !DILocation(line: 36, column: 5, scope: !216)
!241 = !DILocation(line: 37, column: 9, scope: !216)
!242 = !DILocation(line: 37, column: 23, scope: !243)
!243 = distinct !DILexicalBlock(scope: !244, file: !2, line: 37, column: 20)
!244 = distinct !DILexicalBlock(scope: !216, file: !2, line: 37, column: 9)
!245 = !DILocation(line: 40, column: 1, scope: !216)
!246 = !DILocation(line: 41, column: 9, scope: !247)
!247 = distinct !DILexicalBlock(scope: !216, file: !2, line: 41, column: 9)
!248 = !DILocation(line: 41, column: 18, scope: !247)
!249 = !DILocation(line: 42, column: 37, scope: !216)
!250 = !DILocation(line: 42, column: 12, scope: !216)
!251 = !DILocation(line: 42, column: 22, scope: !216)
!252 = distinct !{!252, !253, !249, !121}
!253 = !DILocation(line: 42, column: 5, scope: !216)
!254 = !DILocation(line: 43, column: 19, scope: !255)
!255 = distinct !DILexicalBlock(scope: !216, file: !2, line: 43, column: 9)
!256 = !DILocation(line: 45, column: 1, scope: !216)
!257 = !DILocation(line: 46, column: 6, scope: !216)
!258 = !DILocation(line: 47, column: 9, scope: !259)
!259 = distinct !DILexicalBlock(scope: !216, file: !2, line: 47, column: 9)
!260 = !DILocation(line: 47, column: 19, scope: !259)
!261 = !DILocation(line: 47, column: 34, scope: !259)
!262 = !DILocation(line: 48, column: 9, scope: !263)
!263 = distinct !DILexicalBlock(scope: !216, file: !2, line: 48, column: 9)
!264 = !DILocation(line: 47, column: 33, scope: !259)
!265 = !DILocation(line: 48, column: 18, scope: !263)
!266 = !DILocation(line: 49, column: 12, scope: !216)
!267 = !DILocation(line: 49, column: 22, scope: !216)
!268 = !DILocation(line: 49, column: 37, scope: !216)
!269 = distinct !{!269, !270, !268, !121}
!270 = !DILocation(line: 49, column: 5, scope: !216)
!271 = !DILocation(line: 51, column: 12, scope: !216)
!272 = !DILocation(line: 50, column: 1, scope: !216)
!273 = !DILocation(line: 51, column: 15, scope: !216)
!274 = !DILocation(line: 51, column: 5, scope: !216)
!275 = !DILocation(line: 55, column: 1, scope: !216)
!276 = distinct !DISubprogram(name: "with_cleanup", scope: !2, file: !2, line: 57, type: !277, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !66, retainedNodes: !279)
!277 = !DISubroutineType(types: !278)
!278 = !{!69, !69}
!279 = !{!280, !281, !282, !283, !284}
!280 = !DILocalVariable(name: "fail_at", arg: 1, scope: !276, file: !2, line: 57, type: !69)
!281 = !DILocalVariable(name: "r", scope: !276, file: !2, line: 58, type: !69)
!282 = !DILabel(scope: !276, name: "out3", file: !2, line: 65)
!283 = !DILabel(scope: !276, name: "out2", file: !2, line: 67)
!284 = !DILabel(scope: !276, name: "out1", file: !2, line: 69)
!285 = !DILocation(line: 0, scope: !276)
!286 = !DILocation(line: 59, column: 9, scope: !276)
!287 = !DILocation(line: 70, column: 13, scope: !276)
!288 = !DILocation(line: 68, column: 13, scope: !276)
!289 = !DILocation(line: 64, column: 5, scope: !276)
!290 = !DILocation(line: 65, column: 1, scope: !276)
!291 = !DILocation(line: 66, column: 13, scope: !276)
!292 = !DILocation(line: 66, column: 5, scope: !276)
!293 = !DILocation(line: 67, column: 1, scope: !276)
!294 = !DILocation(line: 68, column: 5, scope: !276)
!295 = !DILocation(line: 69, column: 1, scope: !276)
!296 = !DILocation(line: 71, column: 5, scope: !276)
