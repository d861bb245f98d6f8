; ModuleID = 'programs/recursion_classic_set.c'
source_filename = "programs/recursion_classic_set.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@calls = internal unnamed_addr global i64 0, align 8, !dbg !0
@.str = private unnamed_addr constant [49 x i8] c"A(2,%d)=%ld (%ld calls) A(3,%d)=%ld (%ld calls)\0A\00", align 1, !dbg !9
@.str.1 = private unnamed_addr constant [23 x i8] c"hanoi(%d) hash=%016lx\0A\00", align 1, !dbg !15
@.str.2 = private unnamed_addr constant [34 x i8] c"permutations=%d hash=%016lx s=%s\0A\00", align 1, !dbg !20
@perm_count = internal unnamed_addr global i32 0, align 4, !dbg !40
@perm_hash = internal unnamed_addr global i64 0, align 8, !dbg !42
@.str.3 = private unnamed_addr constant [9 x i8] c"C%d=%ld \00", align 1, !dbg !25
@.str.4 = private unnamed_addr constant [27 x i8] c"\0Afib(25)=%ld fibm(90)=%ld\0A\00", align 1, !dbg !30
@.str.5 = private unnamed_addr constant [13 x i8] c"mc91 sum=%d\0A\00", align 1, !dbg !35
@memo = internal unnamed_addr global [100 x i64] zeroinitializer, align 16, !dbg !44

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -127, 128) i32 @main() local_unnamed_addr #0 !dbg !58 {
  %1 = alloca [8 x i8], align 8, !DIAssignID !80
    #dbg_assign(i1 undef, !71, !DIExpression(), !80, ptr %1, !DIExpression(), !81)
    #dbg_value(i32 0, !62, !DIExpression(), !82)
    #dbg_value(i64 0, !62, !DIExpression(), !82)
  store i64 0, ptr @calls, align 8, !dbg !83, !tbaa !84
  %2 = tail call fastcc i64 @ack(i64 noundef 2, i64 noundef 0), !dbg !88
    #dbg_value(i64 %2, !64, !DIExpression(), !89)
  %3 = load i64, ptr @calls, align 8, !dbg !90, !tbaa !84
    #dbg_value(i64 %3, !67, !DIExpression(), !89)
  store i64 0, ptr @calls, align 8, !dbg !91, !tbaa !84
  %4 = tail call fastcc i64 @ack(i64 noundef 3, i64 noundef 0), !dbg !92
    #dbg_value(i64 %4, !68, !DIExpression(), !89)
  %5 = load i64, ptr @calls, align 8, !dbg !93, !tbaa !84
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i64 noundef %2, i64 noundef %3, i32 noundef 0, i64 noundef %4, i64 noundef %5), !dbg !94
    #dbg_value(i64 1, !62, !DIExpression(), !82)
  store i64 0, ptr @calls, align 8, !dbg !83, !tbaa !84
  %7 = tail call fastcc i64 @ack(i64 noundef 2, i64 noundef 1), !dbg !88
    #dbg_value(i64 %7, !64, !DIExpression(), !89)
  %8 = load i64, ptr @calls, align 8, !dbg !90, !tbaa !84
    #dbg_value(i64 %8, !67, !DIExpression(), !89)
  store i64 0, ptr @calls, align 8, !dbg !91, !tbaa !84
  %9 = tail call fastcc i64 @ack(i64 noundef 3, i64 noundef 1), !dbg !92
    #dbg_value(i64 %9, !68, !DIExpression(), !89)
  %10 = load i64, ptr @calls, align 8, !dbg !93, !tbaa !84
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i64 noundef %7, i64 noundef %8, i32 noundef 1, i64 noundef %9, i64 noundef %10), !dbg !94
    #dbg_value(i64 2, !62, !DIExpression(), !82)
  store i64 0, ptr @calls, align 8, !dbg !83, !tbaa !84
  %12 = tail call fastcc i64 @ack(i64 noundef 2, i64 noundef 2), !dbg !88
    #dbg_value(i64 %12, !64, !DIExpression(), !89)
  %13 = load i64, ptr @calls, align 8, !dbg !90, !tbaa !84
    #dbg_value(i64 %13, !67, !DIExpression(), !89)
  store i64 0, ptr @calls, align 8, !dbg !91, !tbaa !84
  %14 = tail call fastcc i64 @ack(i64 noundef 3, i64 noundef 2), !dbg !92
    #dbg_value(i64 %14, !68, !DIExpression(), !89)
  %15 = load i64, ptr @calls, align 8, !dbg !93, !tbaa !84
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, i64 noundef %12, i64 noundef %13, i32 noundef 2, i64 noundef %14, i64 noundef %15), !dbg !94
    #dbg_value(i64 3, !62, !DIExpression(), !82)
  store i64 0, ptr @calls, align 8, !dbg !83, !tbaa !84
  %17 = tail call fastcc i64 @ack(i64 noundef 2, i64 noundef 3), !dbg !88
    #dbg_value(i64 %17, !64, !DIExpression(), !89)
  %18 = load i64, ptr @calls, align 8, !dbg !90, !tbaa !84
    #dbg_value(i64 %18, !67, !DIExpression(), !89)
  store i64 0, ptr @calls, align 8, !dbg !91, !tbaa !84
  %19 = tail call fastcc i64 @ack(i64 noundef 3, i64 noundef 3), !dbg !92
    #dbg_value(i64 %19, !68, !DIExpression(), !89)
  %20 = load i64, ptr @calls, align 8, !dbg !93, !tbaa !84
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, i64 noundef %17, i64 noundef %18, i32 noundef 3, i64 noundef %19, i64 noundef %20), !dbg !94
    #dbg_value(i64 4, !62, !DIExpression(), !82)
  store i64 0, ptr @calls, align 8, !dbg !83, !tbaa !84
  %22 = tail call fastcc i64 @ack(i64 noundef 2, i64 noundef 4), !dbg !88
    #dbg_value(i64 %22, !64, !DIExpression(), !89)
  %23 = load i64, ptr @calls, align 8, !dbg !90, !tbaa !84
    #dbg_value(i64 %23, !67, !DIExpression(), !89)
  store i64 0, ptr @calls, align 8, !dbg !91, !tbaa !84
  %24 = tail call fastcc i64 @ack(i64 noundef 3, i64 noundef 4), !dbg !92
    #dbg_value(i64 %24, !68, !DIExpression(), !89)
  %25 = load i64, ptr @calls, align 8, !dbg !93, !tbaa !84
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, i64 noundef %22, i64 noundef %23, i32 noundef 4, i64 noundef %24, i64 noundef %25), !dbg !94
    #dbg_value(i64 5, !62, !DIExpression(), !82)
    #dbg_value(i32 1, !69, !DIExpression(), !95)
  %27 = tail call fastcc i64 @hanoi(i32 noundef 1, i32 noundef 0, i32 noundef 2, i32 noundef 1, i64 noundef 0), !dbg !96
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i64 noundef %27), !dbg !98
    #dbg_value(i32 6, !69, !DIExpression(), !95)
  %29 = tail call fastcc i64 @hanoi(i32 noundef 6, i32 noundef 0, i32 noundef 2, i32 noundef 1, i64 noundef 0), !dbg !96
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 6, i64 noundef %29), !dbg !98
    #dbg_value(i32 11, !69, !DIExpression(), !95)
  %31 = tail call fastcc i64 @hanoi(i32 noundef 11, i32 noundef 0, i32 noundef 2, i32 noundef 1, i64 noundef 0), !dbg !96
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 11, i64 noundef %31), !dbg !98
    #dbg_value(i32 16, !69, !DIExpression(), !95)
  %33 = tail call fastcc i64 @hanoi(i32 noundef 16, i32 noundef 0, i32 noundef 2, i32 noundef 1, i64 noundef 0), !dbg !96
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 16, i64 noundef %33), !dbg !98
    #dbg_value(i32 21, !69, !DIExpression(), !95)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !99
  store i64 29104508263162465, ptr %1, align 8, !dbg !100, !DIAssignID !101
    #dbg_assign(i1 undef, !71, !DIExpression(), !101, ptr %1, !DIExpression(), !81)
  call fastcc void @permute(ptr noundef nonnull %1, i32 noundef 0), !dbg !102
  %35 = load i32, ptr @perm_count, align 4, !dbg !103, !tbaa !104
  %36 = load i64, ptr @perm_hash, align 8, !dbg !106, !tbaa !84
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %35, i64 noundef %36, ptr noundef nonnull %1), !dbg !107
    #dbg_value(i32 1, !75, !DIExpression(), !108)
    #dbg_value(i32 1, !75, !DIExpression(), !108)
  %38 = call fastcc i64 @parens(i32 noundef 1, i32 noundef 0), !dbg !109
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1, i64 noundef %38), !dbg !111
    #dbg_value(i32 2, !75, !DIExpression(), !108)
  %40 = call fastcc i64 @parens(i32 noundef 2, i32 noundef 0), !dbg !109
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 2, i64 noundef %40), !dbg !111
    #dbg_value(i32 3, !75, !DIExpression(), !108)
  %42 = call fastcc i64 @parens(i32 noundef 3, i32 noundef 0), !dbg !109
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 3, i64 noundef %42), !dbg !111
    #dbg_value(i32 4, !75, !DIExpression(), !108)
  %44 = call fastcc i64 @parens(i32 noundef 4, i32 noundef 0), !dbg !109
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 4, i64 noundef %44), !dbg !111
    #dbg_value(i32 5, !75, !DIExpression(), !108)
  %46 = call fastcc i64 @parens(i32 noundef 5, i32 noundef 0), !dbg !109
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 5, i64 noundef %46), !dbg !111
    #dbg_value(i32 6, !75, !DIExpression(), !108)
  %48 = call fastcc i64 @parens(i32 noundef 6, i32 noundef 0), !dbg !109
  %49 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 6, i64 noundef %48), !dbg !111
    #dbg_value(i32 7, !75, !DIExpression(), !108)
  %50 = call fastcc i64 @parens(i32 noundef 7, i32 noundef 0), !dbg !109
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 7, i64 noundef %50), !dbg !111
    #dbg_value(i32 8, !75, !DIExpression(), !108)
  %52 = call fastcc i64 @parens(i32 noundef 8, i32 noundef 0), !dbg !109
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 8, i64 noundef %52), !dbg !111
    #dbg_value(i32 9, !75, !DIExpression(), !108)
  %54 = call fastcc i64 @parens(i32 noundef 9, i32 noundef 0), !dbg !109
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 9, i64 noundef %54), !dbg !111
    #dbg_value(i32 10, !75, !DIExpression(), !108)
  %56 = call fastcc i64 @parens(i32 noundef 10, i32 noundef 0), !dbg !109
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 10, i64 noundef %56), !dbg !111
    #dbg_value(i32 11, !75, !DIExpression(), !108)
  %58 = call fastcc i64 @parens(i32 noundef 11, i32 noundef 0), !dbg !109
  %59 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 11, i64 noundef %58), !dbg !111
    #dbg_value(i32 12, !75, !DIExpression(), !108)
  %60 = call fastcc i64 @parens(i32 noundef 12, i32 noundef 0), !dbg !109
  %61 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 12, i64 noundef %60), !dbg !111
    #dbg_value(i32 13, !75, !DIExpression(), !108)
  %62 = call fastcc i64 @fib(i32 noundef 25), !dbg !112
  %63 = call fastcc i64 @fibm(i32 noundef 90), !dbg !113
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %62, i64 noundef %63), !dbg !114
    #dbg_value(i32 0, !77, !DIExpression(), !81)
    #dbg_value(i32 0, !78, !DIExpression(), !115)
    #dbg_value(i32 0, !78, !DIExpression(), !115)
    #dbg_value(i32 0, !77, !DIExpression(), !81)
  %65 = call fastcc i32 @mc91(i32 noundef 0), !dbg !116
    #dbg_value(i32 %65, !77, !DIExpression(), !81)
    #dbg_value(i32 7, !78, !DIExpression(), !115)
  %66 = call fastcc i32 @mc91(i32 noundef 7), !dbg !116
  %67 = add nuw nsw i32 %66, %65, !dbg !118
    #dbg_value(i32 %67, !77, !DIExpression(), !81)
    #dbg_value(i32 14, !78, !DIExpression(), !115)
  %68 = call fastcc i32 @mc91(i32 noundef 14), !dbg !116
  %69 = add nuw nsw i32 %68, %67, !dbg !118
    #dbg_value(i32 %69, !77, !DIExpression(), !81)
    #dbg_value(i32 21, !78, !DIExpression(), !115)
  %70 = call fastcc i32 @mc91(i32 noundef 21), !dbg !116
  %71 = add nuw nsw i32 %70, %69, !dbg !118
    #dbg_value(i32 %71, !77, !DIExpression(), !81)
    #dbg_value(i32 28, !78, !DIExpression(), !115)
  %72 = call fastcc i32 @mc91(i32 noundef 28), !dbg !116
  %73 = add nuw nsw i32 %72, %71, !dbg !118
    #dbg_value(i32 %73, !77, !DIExpression(), !81)
    #dbg_value(i32 35, !78, !DIExpression(), !115)
  %74 = call fastcc i32 @mc91(i32 noundef 35), !dbg !116
  %75 = add nuw nsw i32 %74, %73, !dbg !118
    #dbg_value(i32 %75, !77, !DIExpression(), !81)
    #dbg_value(i32 42, !78, !DIExpression(), !115)
  %76 = call fastcc i32 @mc91(i32 noundef 42), !dbg !116
  %77 = add nuw nsw i32 %76, %75, !dbg !118
    #dbg_value(i32 %77, !77, !DIExpression(), !81)
    #dbg_value(i32 49, !78, !DIExpression(), !115)
  %78 = call fastcc i32 @mc91(i32 noundef 49), !dbg !116
  %79 = add nuw nsw i32 %78, %77, !dbg !118
    #dbg_value(i32 %79, !77, !DIExpression(), !81)
    #dbg_value(i32 56, !78, !DIExpression(), !115)
  %80 = call fastcc i32 @mc91(i32 noundef 56), !dbg !116
  %81 = add nuw nsw i32 %80, %79, !dbg !118
    #dbg_value(i32 %81, !77, !DIExpression(), !81)
    #dbg_value(i32 63, !78, !DIExpression(), !115)
  %82 = call fastcc i32 @mc91(i32 noundef 63), !dbg !116
  %83 = add nuw nsw i32 %82, %81, !dbg !118
    #dbg_value(i32 %83, !77, !DIExpression(), !81)
    #dbg_value(i32 70, !78, !DIExpression(), !115)
  %84 = call fastcc i32 @mc91(i32 noundef 70), !dbg !116
  %85 = add nuw nsw i32 %84, %83, !dbg !118
    #dbg_value(i32 %85, !77, !DIExpression(), !81)
    #dbg_value(i32 77, !78, !DIExpression(), !115)
  %86 = call fastcc i32 @mc91(i32 noundef 77), !dbg !116
  %87 = add nuw nsw i32 %86, %85, !dbg !118
    #dbg_value(i32 %87, !77, !DIExpression(), !81)
    #dbg_value(i32 84, !78, !DIExpression(), !115)
  %88 = call fastcc i32 @mc91(i32 noundef 84), !dbg !116
  %89 = add nuw nsw i32 %88, %87, !dbg !118
    #dbg_value(i32 %89, !77, !DIExpression(), !81)
    #dbg_value(i32 91, !78, !DIExpression(), !115)
  %90 = call fastcc i32 @mc91(i32 noundef 91), !dbg !116
  %91 = add nuw nsw i32 %90, %89, !dbg !118
    #dbg_value(i32 %91, !77, !DIExpression(), !81)
    #dbg_value(i32 98, !78, !DIExpression(), !115)
  %92 = call fastcc i32 @mc91(i32 noundef 98), !dbg !116
  %93 = add nuw nsw i32 %92, %91, !dbg !118
    #dbg_value(i32 %93, !77, !DIExpression(), !81)
    #dbg_value(i32 105, !78, !DIExpression(), !115)
  %94 = call fastcc i32 @mc91(i32 noundef 105), !dbg !116
  %95 = add nuw nsw i32 %94, %93, !dbg !118
    #dbg_value(i32 %95, !77, !DIExpression(), !81)
    #dbg_value(i32 112, !78, !DIExpression(), !115)
  %96 = call fastcc i32 @mc91(i32 noundef 112), !dbg !116
  %97 = add nuw nsw i32 %96, %95, !dbg !118
    #dbg_value(i32 %97, !77, !DIExpression(), !81)
    #dbg_value(i32 119, !78, !DIExpression(), !115)
  %98 = call fastcc i32 @mc91(i32 noundef 119), !dbg !116
  %99 = add nuw nsw i32 %98, %97, !dbg !118
    #dbg_value(i32 %99, !77, !DIExpression(), !81)
    #dbg_value(i32 126, !78, !DIExpression(), !115)
  %100 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %99), !dbg !119
  %101 = call fastcc i64 @fib(i32 noundef 20), !dbg !120
  %102 = srem i64 %101, 128, !dbg !121
  %103 = trunc nsw i64 %102 to i32, !dbg !122
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !123
  ret i32 %103, !dbg !124
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc range(i64 -9223372036854775807, -9223372036854775808) i64 @ack(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !125 {
    #dbg_value(i64 %0, !129, !DIExpression(), !131)
    #dbg_value(i64 %1, !130, !DIExpression(), !131)
  %3 = load i64, ptr @calls, align 8, !dbg !132, !tbaa !84
  %4 = add nsw i64 %3, 1, !dbg !132
  store i64 %4, ptr @calls, align 8, !dbg !132, !tbaa !84
  %5 = icmp eq i64 %0, 0, !dbg !133
  br i1 %5, label %6, label %9, !dbg !135

6:                                                ; preds = %14, %2
  %7 = phi i64 [ %1, %2 ], [ %16, %14 ]
  %8 = add nsw i64 %7, 1, !dbg !136
  ret i64 %8, !dbg !137

9:                                                ; preds = %2, %14
  %10 = phi i64 [ %18, %14 ], [ %4, %2 ]
  %11 = phi i64 [ %16, %14 ], [ %1, %2 ]
  %12 = phi i64 [ %17, %14 ], [ %0, %2 ]
    #dbg_value(i64 %11, !130, !DIExpression(), !131)
    #dbg_value(i64 %12, !129, !DIExpression(), !131)
  %13 = icmp eq i64 %11, 0, !dbg !138
  br i1 %13, label %14, label %20, !dbg !140

14:                                               ; preds = %9, %20
  %15 = phi i64 [ %23, %20 ], [ %10, %9 ], !dbg !132
  %16 = phi i64 [ %22, %20 ], [ 1, %9 ]
  %17 = add nsw i64 %12, -1, !dbg !141
    #dbg_value(i64 %17, !129, !DIExpression(), !131)
    #dbg_value(i64 %16, !130, !DIExpression(), !131)
  %18 = add nsw i64 %15, 1, !dbg !132
  store i64 %18, ptr @calls, align 8, !dbg !132, !tbaa !84
  %19 = icmp eq i64 %17, 0, !dbg !133
  br i1 %19, label %6, label %9, !dbg !135

20:                                               ; preds = %9
  %21 = add nsw i64 %11, -1, !dbg !142
  %22 = tail call fastcc i64 @ack(i64 noundef %12, i64 noundef %21), !dbg !143
  %23 = load i64, ptr @calls, align 8, !dbg !132, !tbaa !84
  br label %14, !dbg !144
}

; Function Attrs: nofree nounwind
declare !dbg !145 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i64 @hanoi(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i64 noundef %4) unnamed_addr #4 !dbg !152 {
    #dbg_value(i32 %0, !156, !DIExpression(), !161)
    #dbg_value(i32 %1, !157, !DIExpression(), !161)
    #dbg_value(i32 %2, !158, !DIExpression(), !161)
    #dbg_value(i32 %3, !159, !DIExpression(), !161)
    #dbg_value(i64 %4, !160, !DIExpression(), !161)
  %6 = icmp eq i32 %0, 0, !dbg !162
  br i1 %6, label %20, label %7, !dbg !164

7:                                                ; preds = %5, %7
  %8 = phi i64 [ %18, %7 ], [ %4, %5 ]
  %9 = phi i32 [ %10, %7 ], [ %3, %5 ]
  %10 = phi i32 [ %9, %7 ], [ %1, %5 ]
  %11 = phi i32 [ %12, %7 ], [ %0, %5 ]
    #dbg_value(i64 %8, !160, !DIExpression(), !161)
    #dbg_value(i32 %9, !159, !DIExpression(), !161)
    #dbg_value(i32 %10, !157, !DIExpression(), !161)
    #dbg_value(i32 %11, !156, !DIExpression(), !161)
  %12 = add nsw i32 %11, -1, !dbg !165
  %13 = tail call fastcc i64 @hanoi(i32 noundef %12, i32 noundef %10, i32 noundef %9, i32 noundef %2, i64 noundef %8), !dbg !166
    #dbg_value(i64 %13, !160, !DIExpression(), !161)
  %14 = mul i64 %13, 31, !dbg !167
  %15 = mul nuw nsw i32 %10, 3, !dbg !168
  %16 = add nuw nsw i32 %15, %2, !dbg !169
  %17 = zext nneg i32 %16 to i64, !dbg !170
  %18 = add i64 %14, %17, !dbg !171
    #dbg_value(i32 %12, !156, !DIExpression(), !161)
    #dbg_value(i32 %9, !157, !DIExpression(), !161)
    #dbg_value(i32 %2, !158, !DIExpression(), !161)
    #dbg_value(i32 %10, !159, !DIExpression(), !161)
    #dbg_value(i64 %18, !160, !DIExpression(), !161)
  %19 = icmp eq i32 %12, 0, !dbg !162
  br i1 %19, label %20, label %7, !dbg !164

20:                                               ; preds = %7, %5
  %21 = phi i64 [ %4, %5 ], [ %18, %7 ]
  ret i64 %21, !dbg !172
}

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @permute(ptr nocapture noundef %0, i32 noundef %1) unnamed_addr #5 !dbg !173 {
    #dbg_value(ptr %0, !178, !DIExpression(), !190)
    #dbg_value(i32 %1, !179, !DIExpression(), !190)
    #dbg_value(i32 7, !180, !DIExpression(), !190)
  %3 = icmp eq i32 %1, 7, !dbg !191
  br i1 %3, label %11, label %4, !dbg !192

4:                                                ; preds = %2
    #dbg_value(i32 %1, !185, !DIExpression(), !193)
  %5 = icmp slt i32 %1, 7, !dbg !194
  br i1 %5, label %6, label %59, !dbg !195

6:                                                ; preds = %4
  %7 = zext nneg i32 %1 to i64
  %8 = getelementptr inbounds i8, ptr %0, i64 %7
  %9 = add nuw nsw i32 %1, 1
  %10 = sext i32 %1 to i64, !dbg !195
  br label %49, !dbg !195

11:                                               ; preds = %2
  %12 = load i32, ptr @perm_count, align 4, !dbg !196, !tbaa !104
  %13 = add nsw i32 %12, 1, !dbg !196
  store i32 %13, ptr @perm_count, align 4, !dbg !196, !tbaa !104
    #dbg_value(i32 0, !181, !DIExpression(), !197)
  %14 = load i64, ptr @perm_hash, align 8, !tbaa !84
    #dbg_value(i32 0, !181, !DIExpression(), !197)
    #dbg_value(i64 0, !181, !DIExpression(), !197)
  %15 = mul i64 %14, 131, !dbg !198
  %16 = load i8, ptr %0, align 1, !dbg !200, !tbaa !201
  %17 = zext i8 %16 to i64, !dbg !202
  %18 = add i64 %15, %17, !dbg !203
    #dbg_value(i64 1, !181, !DIExpression(), !197)
  %19 = mul i64 %18, 131, !dbg !198
  %20 = getelementptr inbounds i8, ptr %0, i64 1, !dbg !200
  %21 = load i8, ptr %20, align 1, !dbg !200, !tbaa !201
  %22 = zext i8 %21 to i64, !dbg !202
  %23 = add i64 %19, %22, !dbg !203
    #dbg_value(i64 2, !181, !DIExpression(), !197)
  %24 = mul i64 %23, 131, !dbg !198
  %25 = getelementptr inbounds i8, ptr %0, i64 2, !dbg !200
  %26 = load i8, ptr %25, align 1, !dbg !200, !tbaa !201
  %27 = zext i8 %26 to i64, !dbg !202
  %28 = add i64 %24, %27, !dbg !203
    #dbg_value(i64 3, !181, !DIExpression(), !197)
  %29 = mul i64 %28, 131, !dbg !198
  %30 = getelementptr inbounds i8, ptr %0, i64 3, !dbg !200
  %31 = load i8, ptr %30, align 1, !dbg !200, !tbaa !201
  %32 = zext i8 %31 to i64, !dbg !202
  %33 = add i64 %29, %32, !dbg !203
    #dbg_value(i64 4, !181, !DIExpression(), !197)
  %34 = mul i64 %33, 131, !dbg !198
  %35 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !200
  %36 = load i8, ptr %35, align 1, !dbg !200, !tbaa !201
  %37 = zext i8 %36 to i64, !dbg !202
  %38 = add i64 %34, %37, !dbg !203
    #dbg_value(i64 5, !181, !DIExpression(), !197)
  %39 = mul i64 %38, 131, !dbg !198
  %40 = getelementptr inbounds i8, ptr %0, i64 5, !dbg !200
  %41 = load i8, ptr %40, align 1, !dbg !200, !tbaa !201
  %42 = zext i8 %41 to i64, !dbg !202
  %43 = add i64 %39, %42, !dbg !203
    #dbg_value(i64 6, !181, !DIExpression(), !197)
  %44 = mul i64 %43, 131, !dbg !198
  %45 = getelementptr inbounds i8, ptr %0, i64 6, !dbg !200
  %46 = load i8, ptr %45, align 1, !dbg !200, !tbaa !201
  %47 = zext i8 %46 to i64, !dbg !202
  %48 = add i64 %44, %47, !dbg !203
    #dbg_value(i64 7, !181, !DIExpression(), !197)
  store i64 %48, ptr @perm_hash, align 8, !dbg !204, !tbaa !84
  br label %59, !dbg !205

49:                                               ; preds = %6, %49
  %50 = phi i64 [ %10, %6 ], [ %56, %49 ]
    #dbg_value(i64 %50, !185, !DIExpression(), !193)
  %51 = load i8, ptr %8, align 1, !dbg !206, !tbaa !201
    #dbg_value(i8 %51, !187, !DIExpression(), !207)
  %52 = getelementptr inbounds i8, ptr %0, i64 %50, !dbg !208
  %53 = load i8, ptr %52, align 1, !dbg !208, !tbaa !201
  store i8 %53, ptr %8, align 1, !dbg !209, !tbaa !201
  store i8 %51, ptr %52, align 1, !dbg !210, !tbaa !201
  tail call fastcc void @permute(ptr noundef %0, i32 noundef %9), !dbg !211
  %54 = load i8, ptr %8, align 1, !dbg !212, !tbaa !201
    #dbg_value(i8 %54, !187, !DIExpression(), !207)
  %55 = load i8, ptr %52, align 1, !dbg !213, !tbaa !201
  store i8 %55, ptr %8, align 1, !dbg !214, !tbaa !201
  store i8 %54, ptr %52, align 1, !dbg !215, !tbaa !201
  %56 = add nsw i64 %50, 1, !dbg !216
    #dbg_value(i64 %56, !185, !DIExpression(), !193)
  %57 = and i64 %56, 4294967295, !dbg !194
  %58 = icmp eq i64 %57, 7, !dbg !194
  br i1 %58, label %59, label %49, !dbg !195, !llvm.loop !217

59:                                               ; preds = %49, %4, %11
  ret void, !dbg !205
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i64 @parens(i32 noundef %0, i32 noundef %1) unnamed_addr #4 !dbg !220 {
    #dbg_value(i32 %0, !224, !DIExpression(), !227)
    #dbg_value(i32 %1, !225, !DIExpression(), !227)
  %3 = or i32 %1, %0, !dbg !228
  %4 = icmp eq i32 %3, 0, !dbg !228
  br i1 %4, label %26, label %5, !dbg !228

5:                                                ; preds = %2
  %6 = icmp sgt i32 %0, 0
  %7 = add nsw i32 %0, -1
  br label %8, !dbg !228

8:                                                ; preds = %5, %17
  %9 = phi i32 [ %1, %5 ], [ %18, %17 ]
  %10 = phi i64 [ 0, %5 ], [ %19, %17 ]
    #dbg_value(i32 %9, !225, !DIExpression(), !227)
    #dbg_value(i64 0, !226, !DIExpression(), !227)
  br i1 %6, label %11, label %14, !dbg !230

11:                                               ; preds = %8
  %12 = add nsw i32 %9, 1, !dbg !231
  %13 = tail call fastcc i64 @parens(i32 noundef %7, i32 noundef %12), !dbg !233
    #dbg_value(i64 %13, !226, !DIExpression(), !227)
  br label %14, !dbg !234

14:                                               ; preds = %11, %8
  %15 = phi i64 [ %13, %11 ], [ 0, %8 ], !dbg !235
    #dbg_value(i64 %15, !226, !DIExpression(), !227)
  %16 = icmp sgt i32 %9, 0, !dbg !236
  br i1 %16, label %17, label %22, !dbg !238

17:                                               ; preds = %14
  %18 = add nsw i32 %9, -1, !dbg !239
  %19 = add nsw i64 %15, %10, !dbg !240
    #dbg_value(i64 %19, !226, !DIExpression(), !227)
    #dbg_value(i32 %0, !224, !DIExpression(), !227)
    #dbg_value(i32 %18, !225, !DIExpression(), !227)
  %20 = or i32 %18, %0, !dbg !228
  %21 = icmp eq i32 %20, 0, !dbg !228
  br i1 %21, label %22, label %8, !dbg !228

22:                                               ; preds = %14, %17
  %23 = phi i64 [ %19, %17 ], [ %10, %14 ]
  %24 = phi i64 [ 1, %17 ], [ %15, %14 ]
  %25 = add nsw i64 %24, %23
  br label %26

26:                                               ; preds = %22, %2
  %27 = phi i64 [ 1, %2 ], [ %25, %22 ]
  ret i64 %27, !dbg !241
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i64 @fib(i32 noundef %0) unnamed_addr #4 !dbg !242 {
    #dbg_value(i32 %0, !246, !DIExpression(), !247)
  %2 = icmp slt i32 %0, 2, !dbg !248
  br i1 %2, label %3, label %8, !dbg !249

3:                                                ; preds = %8, %1
  %4 = phi i64 [ 0, %1 ], [ %14, %8 ]
  %5 = phi i32 [ %0, %1 ], [ %13, %8 ]
  %6 = sext i32 %5 to i64, !dbg !250
  %7 = add nsw i64 %4, %6
  ret i64 %7, !dbg !251

8:                                                ; preds = %1, %8
  %9 = phi i32 [ %13, %8 ], [ %0, %1 ]
  %10 = phi i64 [ %14, %8 ], [ 0, %1 ]
    #dbg_value(i32 %9, !246, !DIExpression(), !247)
  %11 = add nsw i32 %9, -1, !dbg !252
  %12 = tail call fastcc i64 @fib(i32 noundef %11), !dbg !253
  %13 = add nsw i32 %9, -2, !dbg !254
  %14 = add nsw i64 %12, %10, !dbg !255
    #dbg_value(i32 %13, !246, !DIExpression(), !247)
  %15 = icmp ult i32 %9, 4, !dbg !248
  br i1 %15, label %3, label %8, !dbg !249
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i64 @fibm(i32 noundef %0) unnamed_addr #2 !dbg !256 {
    #dbg_value(i32 %0, !258, !DIExpression(), !259)
  %2 = icmp slt i32 %0, 2, !dbg !260
  br i1 %2, label %3, label %5, !dbg !262

3:                                                ; preds = %1
  %4 = sext i32 %0 to i64, !dbg !263
  br label %10, !dbg !264

5:                                                ; preds = %1
  %6 = zext nneg i32 %0 to i64, !dbg !265
  %7 = getelementptr inbounds [100 x i64], ptr @memo, i64 0, i64 %6, !dbg !265
  %8 = load i64, ptr %7, align 8, !dbg !265, !tbaa !84
  %9 = icmp eq i64 %8, 0, !dbg !265
  br i1 %9, label %12, label %10, !dbg !267

10:                                               ; preds = %5, %3, %12
  %11 = phi i64 [ %17, %12 ], [ %4, %3 ], [ %8, %5 ]
  ret i64 %11, !dbg !268

12:                                               ; preds = %5
  %13 = add nsw i32 %0, -1, !dbg !269
  %14 = tail call fastcc i64 @fibm(i32 noundef %13), !dbg !270
  %15 = add nsw i32 %0, -2, !dbg !271
  %16 = tail call fastcc i64 @fibm(i32 noundef %15), !dbg !272
  %17 = add nsw i64 %16, %14, !dbg !273
  store i64 %17, ptr %7, align 8, !dbg !274, !tbaa !84
  br label %10, !dbg !268
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc range(i32 91, 2147483638) i32 @mc91(i32 noundef %0) unnamed_addr #4 !dbg !275 {
    #dbg_value(i32 %0, !279, !DIExpression(), !280)
  %2 = icmp sgt i32 %0, 100, !dbg !281
  br i1 %2, label %3, label %6, !dbg !282

3:                                                ; preds = %6, %1
  %4 = phi i32 [ %0, %1 ], [ %9, %6 ]
  %5 = add nsw i32 %4, -10, !dbg !283
  ret i32 %5, !dbg !284

6:                                                ; preds = %1, %6
  %7 = phi i32 [ %9, %6 ], [ %0, %1 ]
    #dbg_value(i32 %7, !279, !DIExpression(), !280)
  %8 = add nsw i32 %7, 11, !dbg !285
  %9 = tail call fastcc i32 @mc91(i32 noundef %8), !dbg !286
    #dbg_value(i32 %9, !279, !DIExpression(), !280)
  %10 = icmp ugt i32 %9, 100, !dbg !281
  br i1 %10, label %3, label %6, !dbg !282
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!50, !51, !52, !53, !54, !55, !56}
!llvm.ident = !{!57}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "calls", scope: !2, file: !3, line: 8, type: !47, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/recursion_classic_set.c", directory: ".", checksumkind: CSK_MD5, checksum: "2319c711d9c2bf0093e70c4de82a8436")
!4 = !{!5, !6, !7}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!8 = !{!9, !15, !20, !25, !30, !35, !0, !40, !42, !44}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 392, elements: !13)
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!13 = !{!14}
!14 = !DISubrange(count: 49)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 184, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 23)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 272, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 34)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !3, line: 33, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 72, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 9)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 34, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 216, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 27)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 36, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 104, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 13)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(name: "perm_count", scope: !2, file: !3, line: 16, type: !5, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(name: "perm_hash", scope: !2, file: !3, line: 16, type: !6, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(name: "memo", scope: !2, file: !3, line: 23, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 6400, elements: !48)
!47 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!48 = !{!49}
!49 = !DISubrange(count: 100)
!50 = !{i32 7, !"Dwarf Version", i32 5}
!51 = !{i32 2, !"Debug Info Version", i32 3}
!52 = !{i32 1, !"wchar_size", i32 4}
!53 = !{i32 8, !"PIC Level", i32 2}
!54 = !{i32 7, !"PIE Level", i32 2}
!55 = !{i32 7, !"uwtable", i32 2}
!56 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!57 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!58 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 27, type: !59, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !61)
!59 = !DISubroutineType(types: !60)
!60 = !{!5}
!61 = !{!62, !64, !67, !68, !69, !71, !75, !77, !78}
!62 = !DILocalVariable(name: "n", scope: !63, file: !3, line: 28, type: !5)
!63 = distinct !DILexicalBlock(scope: !58, file: !3, line: 28, column: 5)
!64 = !DILocalVariable(name: "a2", scope: !65, file: !3, line: 28, type: !47)
!65 = distinct !DILexicalBlock(scope: !66, file: !3, line: 28, column: 33)
!66 = distinct !DILexicalBlock(scope: !63, file: !3, line: 28, column: 5)
!67 = !DILocalVariable(name: "c2", scope: !65, file: !3, line: 28, type: !47)
!68 = !DILocalVariable(name: "a3", scope: !65, file: !3, line: 28, type: !47)
!69 = !DILocalVariable(name: "n", scope: !70, file: !3, line: 29, type: !5)
!70 = distinct !DILexicalBlock(scope: !58, file: !3, line: 29, column: 5)
!71 = !DILocalVariable(name: "s", scope: !58, file: !3, line: 30, type: !72)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 64, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 8)
!75 = !DILocalVariable(name: "n", scope: !76, file: !3, line: 33, type: !5)
!76 = distinct !DILexicalBlock(scope: !58, file: !3, line: 33, column: 5)
!77 = !DILocalVariable(name: "mc", scope: !58, file: !3, line: 35, type: !5)
!78 = !DILocalVariable(name: "n", scope: !79, file: !3, line: 35, type: !5)
!79 = distinct !DILexicalBlock(scope: !58, file: !3, line: 35, column: 17)
!80 = distinct !DIAssignID()
!81 = !DILocation(line: 0, scope: !58)
!82 = !DILocation(line: 0, scope: !63)
!83 = !DILocation(line: 28, column: 41, scope: !65)
!84 = !{!85, !85, i64 0}
!85 = !{!"long", !86, i64 0}
!86 = !{!"omnipotent char", !87, i64 0}
!87 = !{!"Simple C/C++ TBAA"}
!88 = !DILocation(line: 28, column: 56, scope: !65)
!89 = !DILocation(line: 0, scope: !65)
!90 = !DILocation(line: 28, column: 77, scope: !65)
!91 = !DILocation(line: 28, column: 90, scope: !65)
!92 = !DILocation(line: 28, column: 105, scope: !65)
!93 = !DILocation(line: 28, column: 194, scope: !65)
!94 = !DILocation(line: 28, column: 116, scope: !65)
!95 = !DILocation(line: 0, scope: !70)
!96 = !DILocation(line: 29, column: 75, scope: !97)
!97 = distinct !DILexicalBlock(scope: !70, file: !3, line: 29, column: 5)
!98 = !DILocation(line: 29, column: 38, scope: !97)
!99 = !DILocation(line: 30, column: 5, scope: !58)
!100 = !DILocation(line: 30, column: 10, scope: !58)
!101 = distinct !DIAssignID()
!102 = !DILocation(line: 31, column: 5, scope: !58)
!103 = !DILocation(line: 32, column: 50, scope: !58)
!104 = !{!105, !105, i64 0}
!105 = !{!"int", !86, i64 0}
!106 = !DILocation(line: 32, column: 62, scope: !58)
!107 = !DILocation(line: 32, column: 5, scope: !58)
!108 = !DILocation(line: 0, scope: !76)
!109 = !DILocation(line: 33, column: 57, scope: !110)
!110 = distinct !DILexicalBlock(scope: !76, file: !3, line: 33, column: 5)
!111 = !DILocation(line: 33, column: 35, scope: !110)
!112 = !DILocation(line: 34, column: 44, scope: !58)
!113 = !DILocation(line: 34, column: 53, scope: !58)
!114 = !DILocation(line: 34, column: 5, scope: !58)
!115 = !DILocation(line: 0, scope: !79)
!116 = !DILocation(line: 35, column: 56, scope: !117)
!117 = distinct !DILexicalBlock(scope: !79, file: !3, line: 35, column: 17)
!118 = !DILocation(line: 35, column: 53, scope: !117)
!119 = !DILocation(line: 36, column: 5, scope: !58)
!120 = !DILocation(line: 37, column: 18, scope: !58)
!121 = !DILocation(line: 37, column: 26, scope: !58)
!122 = !DILocation(line: 37, column: 12, scope: !58)
!123 = !DILocation(line: 38, column: 1, scope: !58)
!124 = !DILocation(line: 37, column: 5, scope: !58)
!125 = distinct !DISubprogram(name: "ack", scope: !3, file: !3, line: 9, type: !126, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !128)
!126 = !DISubroutineType(types: !127)
!127 = !{!47, !47, !47}
!128 = !{!129, !130}
!129 = !DILocalVariable(name: "m", arg: 1, scope: !125, file: !3, line: 9, type: !47)
!130 = !DILocalVariable(name: "n", arg: 2, scope: !125, file: !3, line: 9, type: !47)
!131 = !DILocation(line: 0, scope: !125)
!132 = !DILocation(line: 9, column: 40, scope: !125)
!133 = !DILocation(line: 9, column: 50, scope: !134)
!134 = distinct !DILexicalBlock(scope: !125, file: !3, line: 9, column: 48)
!135 = !DILocation(line: 9, column: 48, scope: !125)
!136 = !DILocation(line: 9, column: 65, scope: !134)
!137 = !DILocation(line: 9, column: 138, scope: !125)
!138 = !DILocation(line: 9, column: 76, scope: !139)
!139 = distinct !DILexicalBlock(scope: !125, file: !3, line: 9, column: 74)
!140 = !DILocation(line: 9, column: 74, scope: !125)
!141 = !DILocation(line: 9, scope: !125)
!142 = !DILocation(line: 9, column: 131, scope: !125)
!143 = !DILocation(line: 9, column: 122, scope: !125)
!144 = !DILocation(line: 9, column: 111, scope: !125)
!145 = !DISubprogram(name: "printf", scope: !146, file: !146, line: 356, type: !147, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!146 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!147 = !DISubroutineType(types: !148)
!148 = !{!5, !149, null}
!149 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !150)
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !151, size: 64)
!151 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!152 = distinct !DISubprogram(name: "hanoi", scope: !3, file: !3, line: 10, type: !153, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !155)
!153 = !DISubroutineType(types: !154)
!154 = !{!6, !5, !5, !5, !5, !6}
!155 = !{!156, !157, !158, !159, !160}
!156 = !DILocalVariable(name: "n", arg: 1, scope: !152, file: !3, line: 10, type: !5)
!157 = !DILocalVariable(name: "from", arg: 2, scope: !152, file: !3, line: 10, type: !5)
!158 = !DILocalVariable(name: "to", arg: 3, scope: !152, file: !3, line: 10, type: !5)
!159 = !DILocalVariable(name: "via", arg: 4, scope: !152, file: !3, line: 10, type: !5)
!160 = !DILocalVariable(name: "h", arg: 5, scope: !152, file: !3, line: 10, type: !6)
!161 = !DILocation(line: 0, scope: !152)
!162 = !DILocation(line: 11, column: 11, scope: !163)
!163 = distinct !DILexicalBlock(scope: !152, file: !3, line: 11, column: 9)
!164 = !DILocation(line: 11, column: 9, scope: !152)
!165 = !DILocation(line: 12, column: 17, scope: !152)
!166 = !DILocation(line: 12, column: 9, scope: !152)
!167 = !DILocation(line: 13, column: 11, scope: !152)
!168 = !DILocation(line: 13, column: 39, scope: !152)
!169 = !DILocation(line: 13, column: 43, scope: !152)
!170 = !DILocation(line: 13, column: 18, scope: !152)
!171 = !DILocation(line: 13, column: 16, scope: !152)
!172 = !DILocation(line: 15, column: 1, scope: !152)
!173 = distinct !DISubprogram(name: "permute", scope: !3, file: !3, line: 17, type: !174, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !177)
!174 = !DISubroutineType(cc: DW_CC_nocall, types: !175)
!175 = !{null, !176, !5, !5}
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!177 = !{!178, !179, !180, !181, !185, !187}
!178 = !DILocalVariable(name: "s", arg: 1, scope: !173, file: !3, line: 17, type: !176)
!179 = !DILocalVariable(name: "k", arg: 2, scope: !173, file: !3, line: 17, type: !5)
!180 = !DILocalVariable(name: "n", arg: 3, scope: !173, file: !3, line: 17, type: !5)
!181 = !DILocalVariable(name: "i", scope: !182, file: !3, line: 18, type: !5)
!182 = distinct !DILexicalBlock(scope: !183, file: !3, line: 18, column: 33)
!183 = distinct !DILexicalBlock(scope: !184, file: !3, line: 18, column: 17)
!184 = distinct !DILexicalBlock(scope: !173, file: !3, line: 18, column: 9)
!185 = !DILocalVariable(name: "i", scope: !186, file: !3, line: 19, type: !5)
!186 = distinct !DILexicalBlock(scope: !173, file: !3, line: 19, column: 5)
!187 = !DILocalVariable(name: "t", scope: !188, file: !3, line: 19, type: !12)
!188 = distinct !DILexicalBlock(scope: !189, file: !3, line: 19, column: 33)
!189 = distinct !DILexicalBlock(scope: !186, file: !3, line: 19, column: 5)
!190 = !DILocation(line: 0, scope: !173)
!191 = !DILocation(line: 18, column: 11, scope: !184)
!192 = !DILocation(line: 18, column: 9, scope: !173)
!193 = !DILocation(line: 0, scope: !186)
!194 = !DILocation(line: 19, column: 23, scope: !189)
!195 = !DILocation(line: 19, column: 5, scope: !186)
!196 = !DILocation(line: 18, column: 29, scope: !183)
!197 = !DILocation(line: 0, scope: !182)
!198 = !DILocation(line: 18, column: 83, scope: !199)
!199 = distinct !DILexicalBlock(scope: !182, file: !3, line: 18, column: 33)
!200 = !DILocation(line: 18, column: 106, scope: !199)
!201 = !{!86, !86, i64 0}
!202 = !DILocation(line: 18, column: 91, scope: !199)
!203 = !DILocation(line: 18, column: 89, scope: !199)
!204 = !DILocation(line: 18, scope: !199)
!205 = !DILocation(line: 20, column: 1, scope: !173)
!206 = !DILocation(line: 19, column: 44, scope: !188)
!207 = !DILocation(line: 0, scope: !188)
!208 = !DILocation(line: 19, column: 57, scope: !188)
!209 = !DILocation(line: 19, column: 55, scope: !188)
!210 = !DILocation(line: 19, column: 68, scope: !188)
!211 = !DILocation(line: 19, column: 73, scope: !188)
!212 = !DILocation(line: 19, column: 99, scope: !188)
!213 = !DILocation(line: 19, column: 112, scope: !188)
!214 = !DILocation(line: 19, column: 110, scope: !188)
!215 = !DILocation(line: 19, column: 123, scope: !188)
!216 = !DILocation(line: 19, column: 29, scope: !189)
!217 = distinct !{!217, !195, !218, !219}
!218 = !DILocation(line: 19, column: 128, scope: !186)
!219 = !{!"llvm.loop.mustprogress"}
!220 = distinct !DISubprogram(name: "parens", scope: !3, file: !3, line: 21, type: !221, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !223)
!221 = !DISubroutineType(types: !222)
!222 = !{!47, !5, !5}
!223 = !{!224, !225, !226}
!224 = !DILocalVariable(name: "open", arg: 1, scope: !220, file: !3, line: 21, type: !5)
!225 = !DILocalVariable(name: "close", arg: 2, scope: !220, file: !3, line: 21, type: !5)
!226 = !DILocalVariable(name: "c", scope: !220, file: !3, line: 21, type: !47)
!227 = !DILocation(line: 0, scope: !220)
!228 = !DILocation(line: 21, column: 57, scope: !229)
!229 = distinct !DILexicalBlock(scope: !220, file: !3, line: 21, column: 47)
!230 = !DILocation(line: 21, column: 98, scope: !220)
!231 = !DILocation(line: 21, column: 136, scope: !232)
!232 = distinct !DILexicalBlock(scope: !220, file: !3, line: 21, column: 98)
!233 = !DILocation(line: 21, column: 113, scope: !232)
!234 = !DILocation(line: 21, column: 108, scope: !232)
!235 = !DILocation(line: 21, scope: !220)
!236 = !DILocation(line: 21, column: 152, scope: !237)
!237 = distinct !DILexicalBlock(scope: !220, file: !3, line: 21, column: 146)
!238 = !DILocation(line: 21, column: 146, scope: !220)
!239 = !DILocation(line: 21, column: 181, scope: !237)
!240 = !DILocation(line: 21, column: 159, scope: !237)
!241 = !DILocation(line: 21, column: 197, scope: !220)
!242 = distinct !DISubprogram(name: "fib", scope: !3, file: !3, line: 22, type: !243, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !245)
!243 = !DISubroutineType(types: !244)
!244 = !{!47, !5}
!245 = !{!246}
!246 = !DILocalVariable(name: "n", arg: 1, scope: !242, file: !3, line: 22, type: !5)
!247 = !DILocation(line: 0, scope: !242)
!248 = !DILocation(line: 22, column: 35, scope: !242)
!249 = !DILocation(line: 22, column: 33, scope: !242)
!250 = !DILocation(line: 22, column: 41, scope: !242)
!251 = !DILocation(line: 22, column: 26, scope: !242)
!252 = !DILocation(line: 22, column: 51, scope: !242)
!253 = !DILocation(line: 22, column: 45, scope: !242)
!254 = !DILocation(line: 22, column: 64, scope: !242)
!255 = !DILocation(line: 22, column: 56, scope: !242)
!256 = distinct !DISubprogram(name: "fibm", scope: !3, file: !3, line: 24, type: !243, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !257)
!257 = !{!258}
!258 = !DILocalVariable(name: "n", arg: 1, scope: !256, file: !3, line: 24, type: !5)
!259 = !DILocation(line: 0, scope: !256)
!260 = !DILocation(line: 24, column: 33, scope: !261)
!261 = distinct !DILexicalBlock(scope: !256, file: !3, line: 24, column: 31)
!262 = !DILocation(line: 24, column: 31, scope: !256)
!263 = !DILocation(line: 24, column: 45, scope: !261)
!264 = !DILocation(line: 24, column: 38, scope: !261)
!265 = !DILocation(line: 24, column: 52, scope: !266)
!266 = distinct !DILexicalBlock(scope: !256, file: !3, line: 24, column: 52)
!267 = !DILocation(line: 24, column: 52, scope: !256)
!268 = !DILocation(line: 24, column: 121, scope: !256)
!269 = !DILocation(line: 24, column: 101, scope: !256)
!270 = !DILocation(line: 24, column: 94, scope: !256)
!271 = !DILocation(line: 24, column: 115, scope: !256)
!272 = !DILocation(line: 24, column: 108, scope: !256)
!273 = !DILocation(line: 24, column: 106, scope: !256)
!274 = !DILocation(line: 24, column: 92, scope: !256)
!275 = distinct !DISubprogram(name: "mc91", scope: !3, file: !3, line: 25, type: !276, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !278)
!276 = !DISubroutineType(types: !277)
!277 = !{!5, !5}
!278 = !{!279}
!279 = !DILocalVariable(name: "n", arg: 1, scope: !275, file: !3, line: 25, type: !5)
!280 = !DILocation(line: 0, scope: !275)
!281 = !DILocation(line: 25, column: 35, scope: !275)
!282 = !DILocation(line: 25, column: 33, scope: !275)
!283 = !DILocation(line: 25, column: 45, scope: !275)
!284 = !DILocation(line: 25, column: 26, scope: !275)
!285 = !DILocation(line: 25, column: 64, scope: !275)
!286 = !DILocation(line: 25, column: 57, scope: !275)
