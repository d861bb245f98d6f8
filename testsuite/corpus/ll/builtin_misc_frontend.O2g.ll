; ModuleID = 'programs/builtin_misc_frontend.c'
source_filename = "programs/builtin_misc_frontend.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [22 x i8] c"MAX=%d calls=%d d=%g\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [47 x i8] c"choose=%d compat=%d %d offsetof d=%zu arr=%zu\0A\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [25 x i8] c"generic: %s %s %s %s %s\0A\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [4 x i8] c"int\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [5 x i8] c"long\00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [7 x i8] c"double\00", align 1, !dbg !27
@.str.7 = private unnamed_addr constant [6 x i8] c"char*\00", align 1, !dbg !32
@.str.8 = private unnamed_addr constant [6 x i8] c"other\00", align 1, !dbg !37
@.str.10 = private unnamed_addr constant [4 x i8] c"%s \00", align 1, !dbg !39
@.str.11 = private unnamed_addr constant [28 x i8] c"\0Atable hash=%d elvis=%d %d\0A\00", align 1, !dbg !41
@.str.12 = private unnamed_addr constant [36 x i8] c"prefetch sum=%ld stmt=%d bits=%08x\0A\00", align 1, !dbg !46
@.str.13 = private unnamed_addr constant [6 x i8] c"digit\00", align 1, !dbg !51
@.str.14 = private unnamed_addr constant [6 x i8] c"lower\00", align 1, !dbg !53
@.str.15 = private unnamed_addr constant [6 x i8] c"upper\00", align 1, !dbg !55
@switch.table.range_case.rel = private unnamed_addr constant [75 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.13 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.13 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.13 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.13 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.13 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.13 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.13 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.13 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.13 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.13 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.8 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.8 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.8 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.8 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.8 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.8 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.8 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.15 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.15 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.15 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.15 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.15 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.15 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.15 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.15 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.15 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.15 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.15 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.15 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.15 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.15 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.15 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.15 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.15 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.15 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.15 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.15 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.15 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.15 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.15 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.15 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.15 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.15 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.8 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.8 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.8 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.8 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.8 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.8 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.14 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.14 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.14 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.14 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.14 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.14 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.14 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.14 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.14 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.14 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.14 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.14 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.14 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.14 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.14 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.14 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.14 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.14 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.14 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.14 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.14 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.14 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.14 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.14 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.14 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.14 to i64), i64 ptrtoint (ptr @switch.table.range_case.rel to i64)) to i32)], align 4

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !80 {
  %1 = alloca [100 x i64], align 16, !DIAssignID !121
    #dbg_assign(i1 undef, !106, !DIExpression(), !121, ptr %1, !DIExpression(), !122)
    #dbg_value(i32 0, !84, !DIExpression(), !122)
    #dbg_value(i32 1, !84, !DIExpression(), !122)
    #dbg_value(i32 5, !85, !DIExpression(), !122)
    #dbg_value(double 1.500000e+00, !89, !DIExpression(), !122)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 5, i32 noundef 1, double noundef 1.500000e+00), !dbg !123
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 64, i32 noundef 1, i32 noundef 0, i64 noundef 8, i64 noundef 24), !dbg !124
    #dbg_value(ptr poison, !94, !DIExpression(), !122)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.8), !dbg !125
    #dbg_value(ptr poison, !96, !DIExpression(), !122)
    #dbg_value(i32 0, !99, !DIExpression(), !126)
    #dbg_value(i64 0, !99, !DIExpression(), !126)
  %5 = tail call fastcc ptr @range_case(i32 noundef 97), !dbg !127
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %5), !dbg !129
    #dbg_value(i64 1, !99, !DIExpression(), !126)
  %7 = tail call fastcc ptr @range_case(i32 noundef 90), !dbg !127
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %7), !dbg !129
    #dbg_value(i64 2, !99, !DIExpression(), !126)
  %9 = tail call fastcc ptr @range_case(i32 noundef 53), !dbg !127
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %9), !dbg !129
    #dbg_value(i64 3, !99, !DIExpression(), !126)
  %11 = tail call fastcc ptr @range_case(i32 noundef 63), !dbg !127
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %11), !dbg !129
    #dbg_value(i64 4, !99, !DIExpression(), !126)
    #dbg_value(i32 poison, !101, !DIExpression(), !122)
    #dbg_value(i32 0, !104, !DIExpression(), !122)
    #dbg_value(i32 7, !105, !DIExpression(), !122)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 21784095, i32 noundef 42, i32 noundef 7), !dbg !130
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %1) #7, !dbg !131
    #dbg_value(i32 0, !111, !DIExpression(), !132)
  br label %17, !dbg !133

14:                                               ; preds = %17
    #dbg_value(i32 25, !113, !DIExpression(), !122)
    #dbg_value(float 1.000000e+00, !117, !DIExpression(), !122)
    #dbg_value(i32 1065353216, !119, !DIExpression(), !122)
  %15 = call fastcc i64 @sum_prefetch(ptr noundef nonnull %1), !dbg !134
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %15, i32 noundef 25, i32 noundef 1065353216), !dbg !135
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %1) #7, !dbg !136
  ret i32 25, !dbg !137

17:                                               ; preds = %17, %0
  %18 = phi i64 [ 0, %0 ], [ %33, %17 ]
    #dbg_value(i64 %18, !111, !DIExpression(), !132)
  %19 = mul nuw nsw i64 %18, %18, !dbg !138
  %20 = getelementptr inbounds [100 x i64], ptr %1, i64 0, i64 %18, !dbg !140
  store i64 %19, ptr %20, align 8, !dbg !141, !tbaa !142
  %21 = add nuw nsw i64 %18, 1, !dbg !146
    #dbg_value(i64 %21, !111, !DIExpression(), !132)
  %22 = mul nuw nsw i64 %21, %21, !dbg !138
  %23 = getelementptr inbounds [100 x i64], ptr %1, i64 0, i64 %21, !dbg !140
  store i64 %22, ptr %23, align 8, !dbg !141, !tbaa !142
  %24 = add nuw nsw i64 %18, 2, !dbg !146
    #dbg_value(i64 %24, !111, !DIExpression(), !132)
  %25 = mul nuw nsw i64 %24, %24, !dbg !138
  %26 = getelementptr inbounds [100 x i64], ptr %1, i64 0, i64 %24, !dbg !140
  store i64 %25, ptr %26, align 8, !dbg !141, !tbaa !142
  %27 = add nuw nsw i64 %18, 3, !dbg !146
    #dbg_value(i64 %27, !111, !DIExpression(), !132)
  %28 = mul nuw nsw i64 %27, %27, !dbg !138
  %29 = getelementptr inbounds [100 x i64], ptr %1, i64 0, i64 %27, !dbg !140
  store i64 %28, ptr %29, align 8, !dbg !141, !tbaa !142
  %30 = add nuw nsw i64 %18, 4, !dbg !146
    #dbg_value(i64 %30, !111, !DIExpression(), !132)
  %31 = mul nuw nsw i64 %30, %30, !dbg !138
  %32 = getelementptr inbounds [100 x i64], ptr %1, i64 0, i64 %30, !dbg !140
  store i64 %31, ptr %32, align 8, !dbg !141, !tbaa !142
  %33 = add nuw nsw i64 %18, 5, !dbg !146
    #dbg_value(i64 %33, !111, !DIExpression(), !132)
  %34 = icmp eq i64 %33, 100, !dbg !147
  br i1 %34, label %14, label %17, !dbg !133, !llvm.loop !148
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !151 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef nonnull ptr @range_case(i32 noundef %0) unnamed_addr #3 !dbg !156 {
    #dbg_value(i32 %0, !160, !DIExpression(), !161)
  %2 = add i32 %0, -48, !dbg !162
  %3 = icmp ult i32 %2, 75, !dbg !162
  br i1 %3, label %4, label %8, !dbg !162

4:                                                ; preds = %1
  %5 = zext nneg i32 %2 to i64, !dbg !162
  %6 = shl i64 %5, 2, !dbg !162
  %7 = call ptr @llvm.load.relative.i64(ptr @switch.table.range_case.rel, i64 %6), !dbg !162
  br label %8, !dbg !162

8:                                                ; preds = %1, %4
  %9 = phi ptr [ %7, %4 ], [ @.str.8, %1 ], !dbg !163
  ret ptr %9, !dbg !165
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define internal fastcc i64 @sum_prefetch(ptr nocapture noundef readonly %0) unnamed_addr #4 !dbg !166 {
    #dbg_value(ptr %0, !172, !DIExpression(), !177)
    #dbg_value(i32 92, !173, !DIExpression(), !177)
    #dbg_value(i64 0, !174, !DIExpression(), !177)
    #dbg_value(i32 0, !175, !DIExpression(), !178)
  br label %3, !dbg !179

2:                                                ; preds = %3
  ret i64 %24, !dbg !180

3:                                                ; preds = %3, %1
  %4 = phi i64 [ 0, %1 ], [ %25, %3 ]
  %5 = phi i64 [ 0, %1 ], [ %24, %3 ]
    #dbg_value(i64 %4, !175, !DIExpression(), !178)
    #dbg_value(i64 %5, !174, !DIExpression(), !177)
  %6 = getelementptr inbounds i64, ptr %0, i64 %4, !dbg !181
  %7 = getelementptr inbounds i8, ptr %6, i64 64, !dbg !181
  tail call void @llvm.prefetch.p0(ptr nonnull %7, i32 0, i32 1, i32 1), !dbg !184
  %8 = load i64, ptr %6, align 8, !dbg !185, !tbaa !142
  %9 = add nsw i64 %8, %5, !dbg !186
    #dbg_value(i64 %9, !174, !DIExpression(), !177)
  %10 = or disjoint i64 %4, 1, !dbg !187
    #dbg_value(i64 %10, !175, !DIExpression(), !178)
  %11 = getelementptr inbounds i64, ptr %0, i64 %10, !dbg !181
  %12 = getelementptr inbounds i8, ptr %11, i64 64, !dbg !181
  tail call void @llvm.prefetch.p0(ptr nonnull %12, i32 0, i32 1, i32 1), !dbg !184
  %13 = load i64, ptr %11, align 8, !dbg !185, !tbaa !142
  %14 = add nsw i64 %13, %9, !dbg !186
    #dbg_value(i64 %14, !174, !DIExpression(), !177)
  %15 = or disjoint i64 %4, 2, !dbg !187
    #dbg_value(i64 %15, !175, !DIExpression(), !178)
  %16 = getelementptr inbounds i64, ptr %0, i64 %15, !dbg !181
  %17 = getelementptr inbounds i8, ptr %16, i64 64, !dbg !181
  tail call void @llvm.prefetch.p0(ptr nonnull %17, i32 0, i32 1, i32 1), !dbg !184
  %18 = load i64, ptr %16, align 8, !dbg !185, !tbaa !142
  %19 = add nsw i64 %18, %14, !dbg !186
    #dbg_value(i64 %19, !174, !DIExpression(), !177)
  %20 = or disjoint i64 %4, 3, !dbg !187
    #dbg_value(i64 %20, !175, !DIExpression(), !178)
  %21 = getelementptr inbounds i64, ptr %0, i64 %20, !dbg !181
  %22 = getelementptr inbounds i8, ptr %21, i64 64, !dbg !181
  tail call void @llvm.prefetch.p0(ptr nonnull %22, i32 0, i32 1, i32 1), !dbg !184
  %23 = load i64, ptr %21, align 8, !dbg !185, !tbaa !142
  %24 = add nsw i64 %23, %19, !dbg !186
    #dbg_value(i64 %24, !174, !DIExpression(), !177)
  %25 = add nuw nsw i64 %4, 4, !dbg !187
    #dbg_value(i64 %25, !175, !DIExpression(), !178)
  %26 = icmp eq i64 %25, 92, !dbg !188
  br i1 %26, label %2, label %3, !dbg !179, !llvm.loop !189
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!57}
!llvm.module.flags = !{!72, !73, !74, !75, !76, !77, !78}
!llvm.ident = !{!79}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/builtin_misc_frontend.c", directory: ".", checksumkind: CSK_MD5, checksum: "e314617066466c2f178ab7d6e3b45d16")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 22)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 376, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 47)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 25)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 4)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 5)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 7)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 6)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !34, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !19, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 28)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 36)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !34, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !34, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !34, isLocal: true, isDefinition: true)
!57 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !58, splitDebugInlining: false, nameTableKind: None)
!58 = !{!0, !7, !59, !12, !17, !22, !27, !32, !37, !64, !39, !41, !46, !51, !53, !55, !66}
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 2)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !24, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(name: "table", scope: !57, file: !2, line: 13, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !69, size: 512, elements: !70)
!69 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!70 = !{!71}
!71 = !DISubrange(count: 16)
!72 = !{i32 7, !"Dwarf Version", i32 5}
!73 = !{i32 2, !"Debug Info Version", i32 3}
!74 = !{i32 1, !"wchar_size", i32 4}
!75 = !{i32 8, !"PIC Level", i32 2}
!76 = !{i32 7, !"PIE Level", i32 2}
!77 = !{i32 7, !"uwtable", i32 2}
!78 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!79 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!80 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 25, type: !81, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !83)
!81 = !DISubroutineType(types: !82)
!82 = !{!69}
!83 = !{!84, !85, !86, !88, !89, !91, !93, !94, !96, !99, !101, !102, !104, !105, !106, !111, !113, !114, !116, !117, !119}
!84 = !DILocalVariable(name: "calls", scope: !80, file: !2, line: 26, type: !69)
!85 = !DILocalVariable(name: "m", scope: !80, file: !2, line: 27, type: !69)
!86 = !DILocalVariable(name: "_a", scope: !87, file: !2, line: 27, type: !69)
!87 = distinct !DILexicalBlock(scope: !80, file: !2, line: 27, column: 13)
!88 = !DILocalVariable(name: "_b", scope: !87, file: !2, line: 27, type: !69)
!89 = !DILocalVariable(name: "d", scope: !80, file: !2, line: 28, type: !90)
!90 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!91 = !DILocalVariable(name: "_a", scope: !92, file: !2, line: 28, type: !90)
!92 = distinct !DILexicalBlock(scope: !80, file: !2, line: 28, column: 21)
!93 = !DILocalVariable(name: "_b", scope: !92, file: !2, line: 28, type: !90)
!94 = !DILocalVariable(name: "cp", scope: !80, file: !2, line: 32, type: !95)
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!96 = !DILocalVariable(name: "probe", scope: !80, file: !2, line: 34, type: !97)
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
!98 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!99 = !DILocalVariable(name: "i", scope: !100, file: !2, line: 35, type: !69)
!100 = distinct !DILexicalBlock(scope: !80, file: !2, line: 35, column: 5)
!101 = !DILocalVariable(name: "t", scope: !80, file: !2, line: 36, type: !69)
!102 = !DILocalVariable(name: "i", scope: !103, file: !2, line: 37, type: !69)
!103 = distinct !DILexicalBlock(scope: !80, file: !2, line: 37, column: 5)
!104 = !DILocalVariable(name: "zero", scope: !80, file: !2, line: 38, type: !69)
!105 = !DILocalVariable(name: "seven", scope: !80, file: !2, line: 38, type: !69)
!106 = !DILocalVariable(name: "arr", scope: !80, file: !2, line: 40, type: !107)
!107 = !DICompositeType(tag: DW_TAG_array_type, baseType: !108, size: 6400, elements: !109)
!108 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!109 = !{!110}
!110 = !DISubrange(count: 100)
!111 = !DILocalVariable(name: "i", scope: !112, file: !2, line: 40, type: !69)
!112 = distinct !DILexicalBlock(scope: !80, file: !2, line: 40, column: 20)
!113 = !DILocalVariable(name: "stmt", scope: !80, file: !2, line: 41, type: !69)
!114 = !DILocalVariable(name: "x", scope: !115, file: !2, line: 41, type: !69)
!115 = distinct !DILexicalBlock(scope: !80, file: !2, line: 41, column: 17)
!116 = !DILocalVariable(name: "y", scope: !115, file: !2, line: 41, type: !69)
!117 = !DILocalVariable(name: "f", scope: !80, file: !2, line: 42, type: !118)
!118 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!119 = !DILocalVariable(name: "bits", scope: !80, file: !2, line: 42, type: !120)
!120 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!121 = distinct !DIAssignID()
!122 = !DILocation(line: 0, scope: !80)
!123 = !DILocation(line: 29, column: 5, scope: !80)
!124 = !DILocation(line: 30, column: 5, scope: !80)
!125 = !DILocation(line: 33, column: 5, scope: !80)
!126 = !DILocation(line: 0, scope: !100)
!127 = !DILocation(line: 35, column: 47, scope: !128)
!128 = distinct !DILexicalBlock(scope: !100, file: !2, line: 35, column: 5)
!129 = !DILocation(line: 35, column: 33, scope: !128)
!130 = !DILocation(line: 39, column: 5, scope: !80)
!131 = !DILocation(line: 40, column: 5, scope: !80)
!132 = !DILocation(line: 0, scope: !112)
!133 = !DILocation(line: 40, column: 20, scope: !112)
!134 = !DILocation(line: 43, column: 52, scope: !80)
!135 = !DILocation(line: 43, column: 5, scope: !80)
!136 = !DILocation(line: 45, column: 1, scope: !80)
!137 = !DILocation(line: 44, column: 5, scope: !80)
!138 = !DILocation(line: 40, column: 61, scope: !139)
!139 = distinct !DILexicalBlock(scope: !112, file: !2, line: 40, column: 20)
!140 = !DILocation(line: 40, column: 50, scope: !139)
!141 = !DILocation(line: 40, column: 57, scope: !139)
!142 = !{!143, !143, i64 0}
!143 = !{!"long", !144, i64 0}
!144 = !{!"omnipotent char", !145, i64 0}
!145 = !{!"Simple C/C++ TBAA"}
!146 = !DILocation(line: 40, column: 46, scope: !139)
!147 = !DILocation(line: 40, column: 38, scope: !139)
!148 = distinct !{!148, !133, !149, !150}
!149 = !DILocation(line: 40, column: 63, scope: !112)
!150 = !{!"llvm.loop.mustprogress"}
!151 = !DISubprogram(name: "printf", scope: !152, file: !152, line: 356, type: !153, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!152 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!153 = !DISubroutineType(types: !154)
!154 = !{!69, !155, null}
!155 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !97)
!156 = distinct !DISubprogram(name: "range_case", scope: !2, file: !2, line: 15, type: !157, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !159)
!157 = !DISubroutineType(types: !158)
!158 = !{!97, !69}
!159 = !{!160}
!160 = !DILocalVariable(name: "c", arg: 1, scope: !156, file: !2, line: 15, type: !69)
!161 = !DILocation(line: 0, scope: !156)
!162 = !DILocation(line: 16, column: 5, scope: !156)
!163 = !DILocation(line: 0, scope: !164)
!164 = distinct !DILexicalBlock(scope: !156, file: !2, line: 16, column: 16)
!165 = !DILocation(line: 22, column: 1, scope: !156)
!166 = distinct !DISubprogram(name: "sum_prefetch", scope: !2, file: !2, line: 23, type: !167, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !171)
!167 = !DISubroutineType(cc: DW_CC_nocall, types: !168)
!168 = !{!108, !169, !69}
!169 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !170, size: 64)
!170 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !108)
!171 = !{!172, !173, !174, !175}
!172 = !DILocalVariable(name: "a", arg: 1, scope: !166, file: !2, line: 23, type: !169)
!173 = !DILocalVariable(name: "n", arg: 2, scope: !166, file: !2, line: 23, type: !69)
!174 = !DILocalVariable(name: "s", scope: !166, file: !2, line: 23, type: !108)
!175 = !DILocalVariable(name: "i", scope: !176, file: !2, line: 23, type: !69)
!176 = distinct !DILexicalBlock(scope: !166, file: !2, line: 23, column: 88)
!177 = !DILocation(line: 0, scope: !166)
!178 = !DILocation(line: 0, scope: !176)
!179 = !DILocation(line: 23, column: 88, scope: !176)
!180 = !DILocation(line: 23, column: 168, scope: !166)
!181 = !DILocation(line: 23, column: 138, scope: !182)
!182 = distinct !DILexicalBlock(scope: !183, file: !2, line: 23, column: 116)
!183 = distinct !DILexicalBlock(scope: !176, file: !2, line: 23, column: 88)
!184 = !DILocation(line: 23, column: 118, scope: !182)
!185 = !DILocation(line: 23, column: 160, scope: !182)
!186 = !DILocation(line: 23, column: 157, scope: !182)
!187 = !DILocation(line: 23, column: 112, scope: !183)
!188 = !DILocation(line: 23, column: 106, scope: !183)
!189 = distinct !{!189, !179, !190, !150}
!190 = !DILocation(line: 23, column: 166, scope: !176)
