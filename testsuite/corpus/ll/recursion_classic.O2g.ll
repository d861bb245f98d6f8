; ModuleID = 'programs/recursion_classic.c'
source_filename = "programs/recursion_classic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [13 x i8] c"fib(%d)=%ld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [16 x i8] c"ack(%d,%d)=%ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [16 x i8] c"hanoi moves=%d\0A\00", align 1, !dbg !12
@moves = internal unnamed_addr global i32 0, align 4, !dbg !14
@.str.3 = private unnamed_addr constant [17 x i8] c"gcd %ld %ld %ld\0A\00", align 1, !dbg !20
@perm_buf = internal global [8 x i8] zeroinitializer, align 4, !dbg !48
@.str.4 = private unnamed_addr constant [10 x i8] c"perms=%d\0A\00", align 1, !dbg !25
@perm_count = internal unnamed_addr global i32 0, align 4, !dbg !46
@__const.main.arr = private unnamed_addr constant [12 x i32] [i32 3, i32 34, i32 4, i32 12, i32 5, i32 2, i32 7, i32 8, i32 1, i32 9, i32 11, i32 6], align 16
@.str.5 = private unnamed_addr constant [27 x i8] c"subsets summing to 20: %d\0A\00", align 1, !dbg !30
@.str.6 = private unnamed_addr constant [16 x i8] c"mc91: %d %d %d\0A\00", align 1, !dbg !35
@.str.7 = private unnamed_addr constant [17 x i8] c"tak(18,12,6)=%d\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [10 x i8] c"deep=%ld\0A\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [19 x i8] c"binom(24,12)=%llu\0A\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [16 x i8] c"move %d %c->%c\0A\00", align 1, !dbg !53
@.str.11 = private unnamed_addr constant [9 x i8] c"perm %s\0A\00", align 1, !dbg !55

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -255, 256) i32 @main() local_unnamed_addr #0 !dbg !68 {
  %1 = alloca [4 x i64], align 16, !DIAssignID !85
    #dbg_assign(i1 undef, !81, !DIExpression(), !86, ptr @__const.main.arr, !DIExpression(), !87)
    #dbg_value(i32 0, !72, !DIExpression(), !88)
    #dbg_value(i32 0, !72, !DIExpression(), !88)
  %2 = tail call fastcc i64 @fib(i32 noundef 0), !dbg !89
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i64 noundef %2), !dbg !91
    #dbg_value(i32 5, !72, !DIExpression(), !88)
  %4 = tail call fastcc i64 @fib(i32 noundef 5), !dbg !89
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 5, i64 noundef %4), !dbg !91
    #dbg_value(i32 10, !72, !DIExpression(), !88)
  %6 = tail call fastcc i64 @fib(i32 noundef 10), !dbg !89
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 10, i64 noundef %6), !dbg !91
    #dbg_value(i32 15, !72, !DIExpression(), !88)
  %8 = tail call fastcc i64 @fib(i32 noundef 15), !dbg !89
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 15, i64 noundef %8), !dbg !91
    #dbg_value(i32 20, !72, !DIExpression(), !88)
  %10 = tail call fastcc i64 @fib(i32 noundef 20), !dbg !89
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 20, i64 noundef %10), !dbg !91
    #dbg_value(i32 25, !72, !DIExpression(), !88)
  %12 = tail call fastcc i64 @fib(i32 noundef 25), !dbg !89
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 25, i64 noundef %12), !dbg !91
    #dbg_value(i32 30, !72, !DIExpression(), !88)
    #dbg_value(i64 0, !74, !DIExpression(), !92)
    #dbg_value(i32 0, !76, !DIExpression(), !93)
    #dbg_value(i64 0, !76, !DIExpression(), !93)
  %14 = tail call fastcc i64 @ack(i64 noundef 0, i64 noundef 0), !dbg !94
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef 0, i64 noundef %14), !dbg !96
    #dbg_value(i64 1, !76, !DIExpression(), !93)
  %16 = tail call fastcc i64 @ack(i64 noundef 0, i64 noundef 1), !dbg !94
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef 1, i64 noundef %16), !dbg !96
    #dbg_value(i64 2, !76, !DIExpression(), !93)
  %18 = tail call fastcc i64 @ack(i64 noundef 0, i64 noundef 2), !dbg !94
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef 2, i64 noundef %18), !dbg !96
    #dbg_value(i64 3, !76, !DIExpression(), !93)
  %20 = tail call fastcc i64 @ack(i64 noundef 0, i64 noundef 3), !dbg !94
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef 3, i64 noundef %20), !dbg !96
    #dbg_value(i64 4, !76, !DIExpression(), !93)
  %22 = tail call fastcc i64 @ack(i64 noundef 0, i64 noundef 4), !dbg !94
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef 4, i64 noundef %22), !dbg !96
    #dbg_value(i64 5, !76, !DIExpression(), !93)
    #dbg_value(i64 1, !74, !DIExpression(), !92)
    #dbg_value(i32 0, !76, !DIExpression(), !93)
    #dbg_value(i64 0, !76, !DIExpression(), !93)
  %24 = tail call fastcc i64 @ack(i64 noundef 1, i64 noundef 0), !dbg !94
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i32 noundef 0, i64 noundef %24), !dbg !96
    #dbg_value(i64 1, !76, !DIExpression(), !93)
  %26 = tail call fastcc i64 @ack(i64 noundef 1, i64 noundef 1), !dbg !94
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i32 noundef 1, i64 noundef %26), !dbg !96
    #dbg_value(i64 2, !76, !DIExpression(), !93)
  %28 = tail call fastcc i64 @ack(i64 noundef 1, i64 noundef 2), !dbg !94
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i32 noundef 2, i64 noundef %28), !dbg !96
    #dbg_value(i64 3, !76, !DIExpression(), !93)
  %30 = tail call fastcc i64 @ack(i64 noundef 1, i64 noundef 3), !dbg !94
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i32 noundef 3, i64 noundef %30), !dbg !96
    #dbg_value(i64 4, !76, !DIExpression(), !93)
  %32 = tail call fastcc i64 @ack(i64 noundef 1, i64 noundef 4), !dbg !94
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i32 noundef 4, i64 noundef %32), !dbg !96
    #dbg_value(i64 5, !76, !DIExpression(), !93)
    #dbg_value(i64 2, !74, !DIExpression(), !92)
    #dbg_value(i32 0, !76, !DIExpression(), !93)
    #dbg_value(i64 0, !76, !DIExpression(), !93)
  %34 = tail call fastcc i64 @ack(i64 noundef 2, i64 noundef 0), !dbg !94
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, i32 noundef 0, i64 noundef %34), !dbg !96
    #dbg_value(i64 1, !76, !DIExpression(), !93)
  %36 = tail call fastcc i64 @ack(i64 noundef 2, i64 noundef 1), !dbg !94
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, i32 noundef 1, i64 noundef %36), !dbg !96
    #dbg_value(i64 2, !76, !DIExpression(), !93)
  %38 = tail call fastcc i64 @ack(i64 noundef 2, i64 noundef 2), !dbg !94
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, i32 noundef 2, i64 noundef %38), !dbg !96
    #dbg_value(i64 3, !76, !DIExpression(), !93)
  %40 = tail call fastcc i64 @ack(i64 noundef 2, i64 noundef 3), !dbg !94
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, i32 noundef 3, i64 noundef %40), !dbg !96
    #dbg_value(i64 4, !76, !DIExpression(), !93)
  %42 = tail call fastcc i64 @ack(i64 noundef 2, i64 noundef 4), !dbg !94
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, i32 noundef 4, i64 noundef %42), !dbg !96
    #dbg_value(i64 5, !76, !DIExpression(), !93)
    #dbg_value(i64 3, !74, !DIExpression(), !92)
    #dbg_value(i32 0, !76, !DIExpression(), !93)
    #dbg_value(i64 0, !76, !DIExpression(), !93)
  %44 = tail call fastcc i64 @ack(i64 noundef 3, i64 noundef 0), !dbg !94
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3, i32 noundef 0, i64 noundef %44), !dbg !96
    #dbg_value(i64 1, !76, !DIExpression(), !93)
  %46 = tail call fastcc i64 @ack(i64 noundef 3, i64 noundef 1), !dbg !94
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3, i32 noundef 1, i64 noundef %46), !dbg !96
    #dbg_value(i64 2, !76, !DIExpression(), !93)
  %48 = tail call fastcc i64 @ack(i64 noundef 3, i64 noundef 2), !dbg !94
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3, i32 noundef 2, i64 noundef %48), !dbg !96
    #dbg_value(i64 3, !76, !DIExpression(), !93)
  %50 = tail call fastcc i64 @ack(i64 noundef 3, i64 noundef 3), !dbg !94
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3, i32 noundef 3, i64 noundef %50), !dbg !96
    #dbg_value(i64 4, !76, !DIExpression(), !93)
  %52 = tail call fastcc i64 @ack(i64 noundef 3, i64 noundef 4), !dbg !94
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3, i32 noundef 4, i64 noundef %52), !dbg !96
    #dbg_value(i64 5, !76, !DIExpression(), !93)
    #dbg_value(i64 4, !74, !DIExpression(), !92)
  tail call fastcc void @hanoi(i32 noundef 10, i8 noundef signext 65, i8 noundef signext 66, i8 noundef signext 67), !dbg !97
  %54 = load i32, ptr @moves, align 4, !dbg !98, !tbaa !99
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %54), !dbg !103
    #dbg_value(i64 1071, !104, !DIExpression(), !111)
    #dbg_value(i64 462, !110, !DIExpression(), !111)
  br label %56

56:                                               ; preds = %56, %0
  %57 = phi i64 [ %59, %56 ], [ 462, %0 ]
  %58 = phi i64 [ %57, %56 ], [ 1071, %0 ]
    #dbg_value(i64 %57, !110, !DIExpression(), !111)
    #dbg_value(i64 %58, !104, !DIExpression(), !111)
  %59 = urem i64 %58, %57, !dbg !113
    #dbg_value(i64 %57, !104, !DIExpression(), !111)
    #dbg_value(i64 %59, !110, !DIExpression(), !111)
  %60 = icmp eq i64 %59, 0, !dbg !114
  br i1 %60, label %61, label %56, !dbg !114

61:                                               ; preds = %56, %61
  %62 = phi i64 [ %64, %61 ], [ 6291456, %56 ]
  %63 = phi i64 [ %62, %61 ], [ 1099511627776, %56 ]
    #dbg_value(i64 %62, !110, !DIExpression(), !115)
    #dbg_value(i64 %63, !104, !DIExpression(), !115)
  %64 = urem i64 %63, %62, !dbg !117
    #dbg_value(i64 %62, !104, !DIExpression(), !115)
    #dbg_value(i64 %64, !110, !DIExpression(), !115)
  %65 = icmp eq i64 %64, 0, !dbg !118
  br i1 %65, label %66, label %61, !dbg !118

66:                                               ; preds = %61, %66
  %67 = phi i64 [ %69, %66 ], [ 5, %61 ]
  %68 = phi i64 [ %67, %66 ], [ 17, %61 ]
    #dbg_value(i64 %67, !110, !DIExpression(), !119)
    #dbg_value(i64 %68, !104, !DIExpression(), !119)
  %69 = urem i64 %68, %67, !dbg !121
    #dbg_value(i64 %67, !104, !DIExpression(), !119)
    #dbg_value(i64 %69, !110, !DIExpression(), !119)
  %70 = icmp eq i64 %69, 0, !dbg !122
  br i1 %70, label %71, label %66, !dbg !122

71:                                               ; preds = %66
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %57, i64 noundef %62, i64 noundef %67), !dbg !123
    #dbg_value(i32 0, !79, !DIExpression(), !124)
    #dbg_value(i64 0, !79, !DIExpression(), !124)
    #dbg_value(i64 1, !79, !DIExpression(), !124)
    #dbg_value(i64 2, !79, !DIExpression(), !124)
    #dbg_value(i64 3, !79, !DIExpression(), !124)
  store <4 x i8> <i8 97, i8 98, i8 99, i8 100>, ptr @perm_buf, align 4, !dbg !125, !tbaa !127
    #dbg_value(i64 4, !79, !DIExpression(), !124)
  store i8 101, ptr getelementptr inbounds (i8, ptr @perm_buf, i64 4), align 4, !dbg !125, !tbaa !127
    #dbg_value(i64 5, !79, !DIExpression(), !124)
  store i8 102, ptr getelementptr inbounds (i8, ptr @perm_buf, i64 5), align 1, !dbg !125, !tbaa !127
    #dbg_value(i64 6, !79, !DIExpression(), !124)
  store i8 103, ptr getelementptr inbounds (i8, ptr @perm_buf, i64 6), align 2, !dbg !125, !tbaa !127
    #dbg_value(i64 7, !79, !DIExpression(), !124)
  tail call fastcc void @permute(i32 noundef 0), !dbg !128
  %73 = load i32, ptr @perm_count, align 4, !dbg !129, !tbaa !99
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %73), !dbg !130
    #dbg_assign(i1 undef, !81, !DIExpression(), !131, ptr @__const.main.arr, !DIExpression(), !87)
  %75 = tail call fastcc i32 @subset_sums(ptr noundef nonnull @__const.main.arr, i32 noundef 12, i32 noundef 20), !dbg !132
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %75), !dbg !133
  %77 = tail call fastcc i32 @mc91(i32 noundef 1), !dbg !134
  %78 = tail call fastcc i32 @mc91(i32 noundef 99), !dbg !135
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %77, i32 noundef %78, i32 noundef 140), !dbg !136
  %80 = tail call fastcc i32 @tak(i32 noundef 18, i32 noundef 12, i32 noundef 6), !dbg !137
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %80), !dbg !138
    #dbg_assign(i1 undef, !139, !DIExpression(), !85, ptr %1, !DIExpression(), !149)
    #dbg_value(i32 20000, !144, !DIExpression(), !149)
  %82 = getelementptr inbounds i8, ptr %1, i64 8
  %83 = getelementptr inbounds i8, ptr %1, i64 16
  %84 = getelementptr inbounds i8, ptr %1, i64 24
  br label %85, !dbg !151

85:                                               ; preds = %85, %71
  %86 = phi i64 [ 20000, %71 ], [ %96, %85 ]
  %87 = phi i64 [ 0, %71 ], [ %97, %85 ]
    #dbg_value(i64 %86, !144, !DIExpression(), !149)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #6, !dbg !152
  store volatile i64 %86, ptr %1, align 16, !dbg !153, !tbaa !154, !DIAssignID !156
    #dbg_assign(i64 %86, !139, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !156, ptr %1, !DIExpression(), !149)
  %88 = shl nsw i64 %86, 1, !dbg !157
  store volatile i64 %88, ptr %82, align 8, !dbg !153, !tbaa !154, !DIAssignID !158
    #dbg_assign(i64 %88, !139, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !158, ptr %82, !DIExpression(), !149)
  %89 = mul nuw nsw i64 %86, 3, !dbg !159
  store volatile i64 %89, ptr %83, align 16, !dbg !153, !tbaa !154, !DIAssignID !160
    #dbg_assign(i64 %89, !139, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !160, ptr %83, !DIExpression(), !149)
  %90 = shl nsw i64 %86, 2, !dbg !161
  store volatile i64 %90, ptr %84, align 8, !dbg !153, !tbaa !154, !DIAssignID !162
    #dbg_assign(i64 %90, !139, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !162, ptr %84, !DIExpression(), !149)
  %91 = trunc nsw i64 %86 to i32, !dbg !163
  %92 = srem i32 %91, 4, !dbg !163
  %93 = sext i32 %92 to i64, !dbg !164
  %94 = getelementptr inbounds [4 x i64], ptr %1, i64 0, i64 %93, !dbg !164
  %95 = load volatile i64, ptr %94, align 8, !dbg !164, !tbaa !154
  %96 = add nsw i64 %86, -1, !dbg !165
  %97 = add nsw i64 %95, %87, !dbg !166
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #6, !dbg !167
    #dbg_assign(i1 undef, !139, !DIExpression(), !85, ptr %1, !DIExpression(), !149)
    #dbg_value(i64 %96, !144, !DIExpression(), !149)
  %98 = icmp eq i64 %96, 0, !dbg !168
  br i1 %98, label %99, label %85, !dbg !151

99:                                               ; preds = %85
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %97), !dbg !170
  %101 = tail call fastcc i64 @binom(i32 noundef 24, i32 noundef 12), !dbg !171
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %101), !dbg !172
  %103 = srem i64 %10, 256, !dbg !173
  %104 = trunc nsw i64 %103 to i32, !dbg !174
  ret i32 %104, !dbg !175
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !176 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @fib(i32 noundef %0) unnamed_addr #3 !dbg !183 {
    #dbg_value(i32 %0, !185, !DIExpression(), !186)
  %2 = icmp slt i32 %0, 2, !dbg !187
  br i1 %2, label %3, label %8, !dbg !188

3:                                                ; preds = %8, %1
  %4 = phi i64 [ 0, %1 ], [ %14, %8 ]
  %5 = phi i32 [ %0, %1 ], [ %13, %8 ]
  %6 = sext i32 %5 to i64, !dbg !189
  %7 = add nsw i64 %4, %6
  ret i64 %7, !dbg !190

8:                                                ; preds = %1, %8
  %9 = phi i32 [ %13, %8 ], [ %0, %1 ]
  %10 = phi i64 [ %14, %8 ], [ 0, %1 ]
    #dbg_value(i32 %9, !185, !DIExpression(), !186)
  %11 = add nsw i32 %9, -1, !dbg !191
  %12 = tail call fastcc i64 @fib(i32 noundef %11), !dbg !192
  %13 = add nsw i32 %9, -2, !dbg !193
  %14 = add nsw i64 %12, %10, !dbg !194
    #dbg_value(i32 %13, !185, !DIExpression(), !186)
  %15 = icmp ult i32 %9, 4, !dbg !187
  br i1 %15, label %3, label %8, !dbg !188
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @ack(i64 noundef %0, i64 noundef %1) unnamed_addr #3 !dbg !195 {
    #dbg_value(i64 %0, !197, !DIExpression(), !199)
    #dbg_value(i64 %1, !198, !DIExpression(), !199)
  %3 = icmp eq i64 %0, 0, !dbg !200
  br i1 %3, label %4, label %7, !dbg !202

4:                                                ; preds = %11, %2
  %5 = phi i64 [ %1, %2 ], [ %12, %11 ]
  %6 = add nsw i64 %5, 1, !dbg !203
  ret i64 %6, !dbg !204

7:                                                ; preds = %2, %11
  %8 = phi i64 [ %12, %11 ], [ %1, %2 ]
  %9 = phi i64 [ %13, %11 ], [ %0, %2 ]
    #dbg_value(i64 %8, !198, !DIExpression(), !199)
    #dbg_value(i64 %9, !197, !DIExpression(), !199)
  %10 = icmp eq i64 %8, 0, !dbg !205
  br i1 %10, label %11, label %15, !dbg !207

11:                                               ; preds = %7, %15
  %12 = phi i64 [ %17, %15 ], [ 1, %7 ]
  %13 = add nsw i64 %9, -1, !dbg !208
    #dbg_value(i64 %13, !197, !DIExpression(), !199)
    #dbg_value(i64 %12, !198, !DIExpression(), !199)
  %14 = icmp eq i64 %13, 0, !dbg !200
  br i1 %14, label %4, label %7, !dbg !202

15:                                               ; preds = %7
  %16 = add nsw i64 %8, -1, !dbg !209
  %17 = tail call fastcc i64 @ack(i64 noundef %9, i64 noundef %16), !dbg !210
  br label %11, !dbg !211
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @hanoi(i32 noundef %0, i8 noundef signext %1, i8 noundef signext %2, i8 noundef signext %3) unnamed_addr #0 !dbg !212 {
    #dbg_value(i32 %0, !216, !DIExpression(), !220)
    #dbg_value(i8 %1, !217, !DIExpression(), !220)
    #dbg_value(i8 %2, !218, !DIExpression(), !220)
    #dbg_value(i8 %3, !219, !DIExpression(), !220)
  %5 = icmp eq i32 %0, 0, !dbg !221
  br i1 %5, label %21, label %6, !dbg !223

6:                                                ; preds = %4
  %7 = zext nneg i8 %3 to i32
  br label %8, !dbg !223

8:                                                ; preds = %6, %19
  %9 = phi i8 [ %2, %6 ], [ %10, %19 ]
  %10 = phi i8 [ %1, %6 ], [ %9, %19 ]
  %11 = phi i32 [ %0, %6 ], [ %12, %19 ]
    #dbg_value(i8 %9, !218, !DIExpression(), !220)
    #dbg_value(i8 %10, !217, !DIExpression(), !220)
    #dbg_value(i32 %11, !216, !DIExpression(), !220)
  %12 = add nsw i32 %11, -1, !dbg !224
  tail call fastcc void @hanoi(i32 noundef %12, i8 noundef signext %10, i8 noundef signext %3, i8 noundef signext %9), !dbg !225
  %13 = load i32, ptr @moves, align 4, !dbg !226, !tbaa !99
  %14 = add nsw i32 %13, 1, !dbg !226
  store i32 %14, ptr @moves, align 4, !dbg !226, !tbaa !99
  %15 = icmp sgt i32 %11, 8, !dbg !227
  br i1 %15, label %16, label %19, !dbg !229

16:                                               ; preds = %8
  %17 = zext nneg i8 %10 to i32, !dbg !230
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %11, i32 noundef %17, i32 noundef %7), !dbg !231
  br label %19, !dbg !231

19:                                               ; preds = %16, %8
    #dbg_value(i32 %12, !216, !DIExpression(), !220)
    #dbg_value(i8 %9, !217, !DIExpression(), !220)
    #dbg_value(i8 %10, !218, !DIExpression(), !220)
    #dbg_value(i8 %3, !219, !DIExpression(), !220)
  %20 = icmp eq i32 %12, 0, !dbg !221
  br i1 %20, label %21, label %8, !dbg !223

21:                                               ; preds = %19, %4
  ret void, !dbg !232
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @permute(i32 noundef %0) unnamed_addr #0 !dbg !233 {
    #dbg_value(ptr @perm_buf, !238, !DIExpression(), !246)
    #dbg_value(i32 %0, !239, !DIExpression(), !246)
    #dbg_value(i32 7, !240, !DIExpression(), !246)
  %2 = icmp eq i32 %0, 7, !dbg !247
  br i1 %2, label %10, label %3, !dbg !249

3:                                                ; preds = %1
    #dbg_value(i32 %0, !241, !DIExpression(), !250)
  %4 = icmp slt i32 %0, 7, !dbg !251
  br i1 %4, label %5, label %27, !dbg !252

5:                                                ; preds = %3
  %6 = zext nneg i32 %0 to i64
  %7 = getelementptr inbounds i8, ptr @perm_buf, i64 %6
  %8 = add nuw nsw i32 %0, 1
  %9 = sext i32 %0 to i64, !dbg !252
  br label %17, !dbg !252

10:                                               ; preds = %1
  %11 = load i32, ptr @perm_count, align 4, !dbg !253, !tbaa !99
  %12 = add nsw i32 %11, 1, !dbg !253
  store i32 %12, ptr @perm_count, align 4, !dbg !253, !tbaa !99
  %13 = srem i32 %12, 1000, !dbg !255
  %14 = icmp eq i32 %13, 1, !dbg !257
  br i1 %14, label %15, label %27, !dbg !258

15:                                               ; preds = %10
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @perm_buf), !dbg !259
  br label %27, !dbg !259

17:                                               ; preds = %5, %17
  %18 = phi i64 [ %9, %5 ], [ %24, %17 ]
    #dbg_value(i64 %18, !241, !DIExpression(), !250)
  %19 = load i8, ptr %7, align 1, !dbg !260, !tbaa !127
    #dbg_value(i8 %19, !243, !DIExpression(), !261)
  %20 = getelementptr inbounds i8, ptr @perm_buf, i64 %18, !dbg !262
  %21 = load i8, ptr %20, align 1, !dbg !262, !tbaa !127
  store i8 %21, ptr %7, align 1, !dbg !263, !tbaa !127
  store i8 %19, ptr %20, align 1, !dbg !264, !tbaa !127
  tail call fastcc void @permute(i32 noundef %8), !dbg !265
  %22 = load i8, ptr %7, align 1, !dbg !266, !tbaa !127
    #dbg_value(i8 %22, !243, !DIExpression(), !261)
  %23 = load i8, ptr %20, align 1, !dbg !267, !tbaa !127
  store i8 %23, ptr %7, align 1, !dbg !268, !tbaa !127
  store i8 %22, ptr %20, align 1, !dbg !269, !tbaa !127
  %24 = add nsw i64 %18, 1, !dbg !270
    #dbg_value(i64 %24, !241, !DIExpression(), !250)
  %25 = and i64 %24, 4294967295, !dbg !251
  %26 = icmp eq i64 %25, 7, !dbg !251
  br i1 %26, label %27, label %17, !dbg !252, !llvm.loop !271

27:                                               ; preds = %17, %3, %10, %15
  ret void, !dbg !274
}

; Function Attrs: nofree nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @subset_sums(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) unnamed_addr #4 !dbg !275 {
    #dbg_value(ptr %0, !281, !DIExpression(), !284)
    #dbg_value(i32 %1, !282, !DIExpression(), !284)
    #dbg_value(i32 %2, !283, !DIExpression(), !284)
  %4 = icmp eq i32 %1, 0, !dbg !285
  br i1 %4, label %5, label %10, !dbg !287

5:                                                ; preds = %10, %3
  %6 = phi i32 [ 0, %3 ], [ %19, %10 ]
  %7 = icmp eq i32 %2, 0, !dbg !288
  %8 = zext i1 %7 to i32, !dbg !288
  %9 = add nsw i32 %6, %8
  ret i32 %9, !dbg !289

10:                                               ; preds = %3, %10
  %11 = phi i32 [ %15, %10 ], [ %1, %3 ]
  %12 = phi ptr [ %14, %10 ], [ %0, %3 ]
  %13 = phi i32 [ %19, %10 ], [ 0, %3 ]
    #dbg_value(i32 %11, !282, !DIExpression(), !284)
    #dbg_value(ptr %12, !281, !DIExpression(), !284)
  %14 = getelementptr inbounds i8, ptr %12, i64 4, !dbg !290
  %15 = add nsw i32 %11, -1, !dbg !291
  %16 = load i32, ptr %12, align 4, !dbg !292, !tbaa !99
  %17 = sub nsw i32 %2, %16, !dbg !293
  %18 = tail call fastcc i32 @subset_sums(ptr noundef nonnull %14, i32 noundef %15, i32 noundef %17), !dbg !294
  %19 = add nsw i32 %18, %13, !dbg !295
    #dbg_value(ptr %14, !281, !DIExpression(), !284)
    #dbg_value(i32 %15, !282, !DIExpression(), !284)
    #dbg_value(i32 %2, !283, !DIExpression(), !284)
  %20 = icmp eq i32 %15, 0, !dbg !285
  br i1 %20, label %5, label %10, !dbg !287
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc range(i32 91, 141) i32 @mc91(i32 noundef %0) unnamed_addr #5 !dbg !296 {
    #dbg_value(i32 %0, !300, !DIExpression(), !301)
  %2 = icmp sgt i32 %0, 100, !dbg !302
  br i1 %2, label %3, label %6, !dbg !303

3:                                                ; preds = %6, %1
  %4 = phi i32 [ %0, %1 ], [ %9, %6 ]
  %5 = add nsw i32 %4, -10, !dbg !304
  ret i32 %5, !dbg !305

6:                                                ; preds = %1, %6
  %7 = phi i32 [ %9, %6 ], [ %0, %1 ]
    #dbg_value(i32 %7, !300, !DIExpression(), !301)
  %8 = add nuw nsw i32 %7, 11, !dbg !306
  %9 = tail call fastcc i32 @mc91(i32 noundef %8), !dbg !307
    #dbg_value(i32 %9, !300, !DIExpression(), !301)
  %10 = icmp ugt i32 %9, 100, !dbg !302
  br i1 %10, label %3, label %6, !dbg !303
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc range(i32 6, 19) i32 @tak(i32 noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #5 !dbg !308 {
    #dbg_value(i32 %0, !312, !DIExpression(), !315)
    #dbg_value(i32 %1, !313, !DIExpression(), !315)
    #dbg_value(i32 %2, !314, !DIExpression(), !315)
  %4 = icmp slt i32 %1, %0, !dbg !316
  br i1 %4, label %5, label %16, !dbg !317

5:                                                ; preds = %3, %5
  %6 = phi i32 [ %14, %5 ], [ %2, %3 ]
  %7 = phi i32 [ %12, %5 ], [ %1, %3 ]
  %8 = phi i32 [ %10, %5 ], [ %0, %3 ]
    #dbg_value(i32 %6, !314, !DIExpression(), !315)
    #dbg_value(i32 %7, !313, !DIExpression(), !315)
    #dbg_value(i32 %8, !312, !DIExpression(), !315)
  %9 = add nsw i32 %8, -1, !dbg !318
  %10 = tail call fastcc i32 @tak(i32 noundef %9, i32 noundef %7, i32 noundef %6), !dbg !319
  %11 = add nsw i32 %7, -1, !dbg !320
  %12 = tail call fastcc i32 @tak(i32 noundef %11, i32 noundef %6, i32 noundef %8), !dbg !321
  %13 = add nsw i32 %6, -1, !dbg !322
  %14 = tail call fastcc i32 @tak(i32 noundef %13, i32 noundef %8, i32 noundef %7), !dbg !323
    #dbg_value(i32 %10, !312, !DIExpression(), !315)
    #dbg_value(i32 %12, !313, !DIExpression(), !315)
    #dbg_value(i32 %14, !314, !DIExpression(), !315)
  %15 = icmp ult i32 %12, %10, !dbg !316
  br i1 %15, label %5, label %16, !dbg !317

16:                                               ; preds = %5, %3
  %17 = phi i32 [ %2, %3 ], [ %14, %5 ]
  ret i32 %17, !dbg !324
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i64 @binom(i32 noundef %0, i32 noundef %1) unnamed_addr #5 !dbg !325 {
  %3 = icmp eq i32 %1, 0
    #dbg_value(i32 %0, !330, !DIExpression(), !332)
    #dbg_value(i32 %1, !331, !DIExpression(), !332)
  %4 = icmp eq i32 %1, %0
  %5 = or i1 %3, %4, !dbg !333
  br i1 %5, label %17, label %6, !dbg !333

6:                                                ; preds = %2
  %7 = add nsw i32 %1, -1
  br label %8, !dbg !333

8:                                                ; preds = %6, %8
  %9 = phi i32 [ %0, %6 ], [ %11, %8 ]
  %10 = phi i64 [ 0, %6 ], [ %13, %8 ]
    #dbg_value(i32 %9, !330, !DIExpression(), !332)
  %11 = add nsw i32 %9, -1, !dbg !335
  %12 = tail call fastcc i64 @binom(i32 noundef %11, i32 noundef %7), !dbg !336
  %13 = add i64 %12, %10, !dbg !337
    #dbg_value(i32 %11, !330, !DIExpression(), !332)
    #dbg_value(i32 %1, !331, !DIExpression(), !332)
  %14 = icmp eq i32 %11, %1
  br i1 %14, label %15, label %8, !dbg !333

15:                                               ; preds = %8
  %16 = add i64 %13, 1
  br label %17

17:                                               ; preds = %15, %2
  %18 = phi i64 [ 1, %2 ], [ %16, %15 ]
  ret i64 %18, !dbg !338
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!16}
!llvm.module.flags = !{!60, !61, !62, !63, !64, !65, !66}
!llvm.ident = !{!67}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/recursion_classic.c", directory: ".", checksumkind: CSK_MD5, checksum: "36d559730bc00405fc48343b4136ef48")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 13)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 16)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "moves", scope: !16, file: !2, line: 7, type: !18, isLocal: true, isDefinition: true)
!16 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !17, globals: !19, splitDebugInlining: false, nameTableKind: None)
!17 = !{!4, !18}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !{!0, !7, !12, !20, !25, !30, !35, !37, !39, !41, !14, !46, !48, !53, !55}
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 17)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 10)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 27)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !9, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !22, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !27, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 19)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(name: "perm_count", scope: !16, file: !2, line: 10, type: !18, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(name: "perm_buf", scope: !16, file: !2, line: 10, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 8)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !9, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 9)
!60 = !{i32 7, !"Dwarf Version", i32 5}
!61 = !{i32 2, !"Debug Info Version", i32 3}
!62 = !{i32 1, !"wchar_size", i32 4}
!63 = !{i32 8, !"PIC Level", i32 2}
!64 = !{i32 7, !"PIE Level", i32 2}
!65 = !{i32 7, !"uwtable", i32 2}
!66 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!67 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!68 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 21, type: !69, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !16, retainedNodes: !71)
!69 = !DISubroutineType(types: !70)
!70 = !{!18}
!71 = !{!72, !74, !76, !79, !81}
!72 = !DILocalVariable(name: "i", scope: !73, file: !2, line: 22, type: !18)
!73 = distinct !DILexicalBlock(scope: !68, file: !2, line: 22, column: 5)
!74 = !DILocalVariable(name: "m", scope: !75, file: !2, line: 23, type: !18)
!75 = distinct !DILexicalBlock(scope: !68, file: !2, line: 23, column: 5)
!76 = !DILocalVariable(name: "n", scope: !77, file: !2, line: 23, type: !18)
!77 = distinct !DILexicalBlock(scope: !78, file: !2, line: 23, column: 34)
!78 = distinct !DILexicalBlock(scope: !75, file: !2, line: 23, column: 5)
!79 = !DILocalVariable(name: "i", scope: !80, file: !2, line: 26, type: !18)
!80 = distinct !DILexicalBlock(scope: !68, file: !2, line: 26, column: 5)
!81 = !DILocalVariable(name: "arr", scope: !68, file: !2, line: 28, type: !82)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 384, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 12)
!85 = distinct !DIAssignID()
!86 = distinct !DIAssignID()
!87 = !DILocation(line: 0, scope: !68)
!88 = !DILocation(line: 0, scope: !73)
!89 = !DILocation(line: 22, column: 65, scope: !90)
!90 = distinct !DILexicalBlock(scope: !73, file: !2, line: 22, column: 5)
!91 = !DILocation(line: 22, column: 38, scope: !90)
!92 = !DILocation(line: 0, scope: !75)
!93 = !DILocation(line: 0, scope: !77)
!94 = !DILocation(line: 23, column: 96, scope: !95)
!95 = distinct !DILexicalBlock(scope: !77, file: !2, line: 23, column: 34)
!96 = !DILocation(line: 23, column: 63, scope: !95)
!97 = !DILocation(line: 24, column: 5, scope: !68)
!98 = !DILocation(line: 24, column: 58, scope: !68)
!99 = !{!100, !100, i64 0}
!100 = !{!"int", !101, i64 0}
!101 = !{!"omnipotent char", !102, i64 0}
!102 = !{!"Simple C/C++ TBAA"}
!103 = !DILocation(line: 24, column: 31, scope: !68)
!104 = !DILocalVariable(name: "a", arg: 1, scope: !105, file: !2, line: 9, type: !108)
!105 = distinct !DISubprogram(name: "gcd", scope: !2, file: !2, line: 9, type: !106, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !16, retainedNodes: !109)
!106 = !DISubroutineType(types: !107)
!107 = !{!108, !108, !108}
!108 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!109 = !{!104, !110}
!110 = !DILocalVariable(name: "b", arg: 2, scope: !105, file: !2, line: 9, type: !108)
!111 = !DILocation(line: 0, scope: !105, inlinedAt: !112)
!112 = distinct !DILocation(line: 25, column: 33, scope: !68)
!113 = !DILocation(line: 9, column: 55, scope: !105, inlinedAt: !112)
!114 = !DILocation(line: 9, column: 42, scope: !105, inlinedAt: !112)
!115 = !DILocation(line: 0, scope: !105, inlinedAt: !116)
!116 = distinct !DILocation(line: 25, column: 49, scope: !68)
!117 = !DILocation(line: 9, column: 55, scope: !105, inlinedAt: !116)
!118 = !DILocation(line: 9, column: 42, scope: !105, inlinedAt: !116)
!119 = !DILocation(line: 0, scope: !105, inlinedAt: !120)
!120 = distinct !DILocation(line: 25, column: 84, scope: !68)
!121 = !DILocation(line: 9, column: 55, scope: !105, inlinedAt: !120)
!122 = !DILocation(line: 9, column: 42, scope: !105, inlinedAt: !120)
!123 = !DILocation(line: 25, column: 5, scope: !68)
!124 = !DILocation(line: 0, scope: !80)
!125 = !DILocation(line: 26, column: 45, scope: !126)
!126 = distinct !DILexicalBlock(scope: !80, file: !2, line: 26, column: 5)
!127 = !{!101, !101, i64 0}
!128 = !DILocation(line: 27, column: 5, scope: !68)
!129 = !DILocation(line: 27, column: 51, scope: !68)
!130 = !DILocation(line: 27, column: 30, scope: !68)
!131 = distinct !DIAssignID()
!132 = !DILocation(line: 28, column: 98, scope: !68)
!133 = !DILocation(line: 28, column: 60, scope: !68)
!134 = !DILocation(line: 29, column: 32, scope: !68)
!135 = !DILocation(line: 29, column: 41, scope: !68)
!136 = !DILocation(line: 29, column: 5, scope: !68)
!137 = !DILocation(line: 30, column: 33, scope: !68)
!138 = !DILocation(line: 30, column: 5, scope: !68)
!139 = !DILocalVariable(name: "local", scope: !140, file: !2, line: 18, type: !145)
!140 = distinct !DISubprogram(name: "deep", scope: !2, file: !2, line: 18, type: !141, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !16, retainedNodes: !143)
!141 = !DISubroutineType(types: !142)
!142 = !{!108, !18}
!143 = !{!144, !139}
!144 = !DILocalVariable(name: "n", arg: 1, scope: !140, file: !2, line: 18, type: !18)
!145 = !DICompositeType(tag: DW_TAG_array_type, baseType: !146, size: 256, elements: !147)
!146 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !108)
!147 = !{!148}
!148 = !DISubrange(count: 4)
!149 = !DILocation(line: 0, scope: !140, inlinedAt: !150)
!150 = distinct !DILocation(line: 31, column: 26, scope: !68)
!151 = !DILocation(line: 18, column: 31, scope: !140, inlinedAt: !150)
!152 = !DILocation(line: 18, column: 49, scope: !140, inlinedAt: !150)
!153 = !DILocation(line: 18, column: 74, scope: !140, inlinedAt: !150)
!154 = !{!155, !155, i64 0}
!155 = !{!"long", !101, i64 0}
!156 = distinct !DIAssignID()
!157 = !DILocation(line: 18, column: 81, scope: !140, inlinedAt: !150)
!158 = distinct !DIAssignID()
!159 = !DILocation(line: 18, column: 88, scope: !140, inlinedAt: !150)
!160 = distinct !DIAssignID()
!161 = !DILocation(line: 18, column: 95, scope: !140, inlinedAt: !150)
!162 = distinct !DIAssignID()
!163 = !DILocation(line: 18, column: 117, scope: !140, inlinedAt: !150)
!164 = !DILocation(line: 18, column: 109, scope: !140, inlinedAt: !150)
!165 = !DILocation(line: 18, column: 131, scope: !140, inlinedAt: !150)
!166 = !DILocation(line: 18, column: 122, scope: !140, inlinedAt: !150)
!167 = !DILocation(line: 18, column: 137, scope: !140, inlinedAt: !150)
!168 = !DILocation(line: 18, column: 33, scope: !169, inlinedAt: !150)
!169 = distinct !DILexicalBlock(scope: !140, file: !2, line: 18, column: 31)
!170 = !DILocation(line: 31, column: 5, scope: !68)
!171 = !DILocation(line: 32, column: 35, scope: !68)
!172 = !DILocation(line: 32, column: 5, scope: !68)
!173 = !DILocation(line: 33, column: 26, scope: !68)
!174 = !DILocation(line: 33, column: 12, scope: !68)
!175 = !DILocation(line: 34, column: 1, scope: !68)
!176 = !DISubprogram(name: "printf", scope: !177, file: !177, line: 356, type: !178, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!177 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!178 = !DISubroutineType(types: !179)
!179 = !{!18, !180, null}
!180 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !181)
!181 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !182, size: 64)
!182 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!183 = distinct !DISubprogram(name: "fib", scope: !2, file: !2, line: 5, type: !141, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !16, retainedNodes: !184)
!184 = !{!185}
!185 = !DILocalVariable(name: "n", arg: 1, scope: !183, file: !2, line: 5, type: !18)
!186 = !DILocation(line: 0, scope: !183)
!187 = !DILocation(line: 5, column: 61, scope: !183)
!188 = !DILocation(line: 5, column: 59, scope: !183)
!189 = !DILocation(line: 5, column: 67, scope: !183)
!190 = !DILocation(line: 5, column: 52, scope: !183)
!191 = !DILocation(line: 5, column: 77, scope: !183)
!192 = !DILocation(line: 5, column: 71, scope: !183)
!193 = !DILocation(line: 5, column: 90, scope: !183)
!194 = !DILocation(line: 5, column: 82, scope: !183)
!195 = distinct !DISubprogram(name: "ack", scope: !2, file: !2, line: 6, type: !106, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !16, retainedNodes: !196)
!196 = !{!197, !198}
!197 = !DILocalVariable(name: "m", arg: 1, scope: !195, file: !2, line: 6, type: !108)
!198 = !DILocalVariable(name: "n", arg: 2, scope: !195, file: !2, line: 6, type: !108)
!199 = !DILocation(line: 0, scope: !195)
!200 = !DILocation(line: 6, column: 67, scope: !201)
!201 = distinct !DILexicalBlock(scope: !195, file: !2, line: 6, column: 65)
!202 = !DILocation(line: 6, column: 65, scope: !195)
!203 = !DILocation(line: 6, column: 82, scope: !201)
!204 = !DILocation(line: 6, column: 155, scope: !195)
!205 = !DILocation(line: 6, column: 93, scope: !206)
!206 = distinct !DILexicalBlock(scope: !195, file: !2, line: 6, column: 91)
!207 = !DILocation(line: 6, column: 91, scope: !195)
!208 = !DILocation(line: 6, scope: !195)
!209 = !DILocation(line: 6, column: 148, scope: !195)
!210 = !DILocation(line: 6, column: 139, scope: !195)
!211 = !DILocation(line: 6, column: 128, scope: !195)
!212 = distinct !DISubprogram(name: "hanoi", scope: !2, file: !2, line: 8, type: !213, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !16, retainedNodes: !215)
!213 = !DISubroutineType(types: !214)
!214 = !{null, !18, !4, !4, !4}
!215 = !{!216, !217, !218, !219}
!216 = !DILocalVariable(name: "n", arg: 1, scope: !212, file: !2, line: 8, type: !18)
!217 = !DILocalVariable(name: "a", arg: 2, scope: !212, file: !2, line: 8, type: !4)
!218 = !DILocalVariable(name: "b", arg: 3, scope: !212, file: !2, line: 8, type: !4)
!219 = !DILocalVariable(name: "c", arg: 4, scope: !212, file: !2, line: 8, type: !4)
!220 = !DILocation(line: 0, scope: !212)
!221 = !DILocation(line: 8, column: 57, scope: !222)
!222 = distinct !DILexicalBlock(scope: !212, file: !2, line: 8, column: 56)
!223 = !DILocation(line: 8, column: 56, scope: !212)
!224 = !DILocation(line: 8, column: 76, scope: !212)
!225 = !DILocation(line: 8, column: 68, scope: !212)
!226 = !DILocation(line: 8, column: 96, scope: !212)
!227 = !DILocation(line: 8, column: 106, scope: !228)
!228 = distinct !DILexicalBlock(scope: !212, file: !2, line: 8, column: 104)
!229 = !DILocation(line: 8, column: 104, scope: !212)
!230 = !DILocation(line: 8, column: 142, scope: !228)
!231 = !DILocation(line: 8, column: 112, scope: !228)
!232 = !DILocation(line: 8, column: 172, scope: !212)
!233 = distinct !DISubprogram(name: "permute", scope: !2, file: !2, line: 11, type: !234, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !16, retainedNodes: !237)
!234 = !DISubroutineType(cc: DW_CC_nocall, types: !235)
!235 = !{null, !236, !18, !18}
!236 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!237 = !{!238, !239, !240, !241, !243}
!238 = !DILocalVariable(name: "s", arg: 1, scope: !233, file: !2, line: 11, type: !236)
!239 = !DILocalVariable(name: "k", arg: 2, scope: !233, file: !2, line: 11, type: !18)
!240 = !DILocalVariable(name: "n", arg: 3, scope: !233, file: !2, line: 11, type: !18)
!241 = !DILocalVariable(name: "i", scope: !242, file: !2, line: 13, type: !18)
!242 = distinct !DILexicalBlock(scope: !233, file: !2, line: 13, column: 5)
!243 = !DILocalVariable(name: "t", scope: !244, file: !2, line: 13, type: !4)
!244 = distinct !DILexicalBlock(scope: !245, file: !2, line: 13, column: 33)
!245 = distinct !DILexicalBlock(scope: !242, file: !2, line: 13, column: 5)
!246 = !DILocation(line: 0, scope: !233)
!247 = !DILocation(line: 12, column: 11, scope: !248)
!248 = distinct !DILexicalBlock(scope: !233, file: !2, line: 12, column: 9)
!249 = !DILocation(line: 12, column: 9, scope: !233)
!250 = !DILocation(line: 0, scope: !242)
!251 = !DILocation(line: 13, column: 23, scope: !245)
!252 = !DILocation(line: 13, column: 5, scope: !242)
!253 = !DILocation(line: 12, column: 29, scope: !254)
!254 = distinct !DILexicalBlock(scope: !248, file: !2, line: 12, column: 17)
!255 = !DILocation(line: 12, column: 48, scope: !256)
!256 = distinct !DILexicalBlock(scope: !254, file: !2, line: 12, column: 37)
!257 = !DILocation(line: 12, column: 55, scope: !256)
!258 = !DILocation(line: 12, column: 37, scope: !254)
!259 = !DILocation(line: 12, column: 61, scope: !256)
!260 = !DILocation(line: 13, column: 44, scope: !244)
!261 = !DILocation(line: 0, scope: !244)
!262 = !DILocation(line: 13, column: 57, scope: !244)
!263 = !DILocation(line: 13, column: 55, scope: !244)
!264 = !DILocation(line: 13, column: 68, scope: !244)
!265 = !DILocation(line: 13, column: 73, scope: !244)
!266 = !DILocation(line: 13, column: 99, scope: !244)
!267 = !DILocation(line: 13, column: 112, scope: !244)
!268 = !DILocation(line: 13, column: 110, scope: !244)
!269 = !DILocation(line: 13, column: 123, scope: !244)
!270 = !DILocation(line: 13, column: 29, scope: !245)
!271 = distinct !{!271, !252, !272, !273}
!272 = !DILocation(line: 13, column: 128, scope: !242)
!273 = !{!"llvm.loop.mustprogress"}
!274 = !DILocation(line: 14, column: 1, scope: !233)
!275 = distinct !DISubprogram(name: "subset_sums", scope: !2, file: !2, line: 15, type: !276, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !16, retainedNodes: !280)
!276 = !DISubroutineType(types: !277)
!277 = !{!18, !278, !18, !18}
!278 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !279, size: 64)
!279 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!280 = !{!281, !282, !283}
!281 = !DILocalVariable(name: "a", arg: 1, scope: !275, file: !2, line: 15, type: !278)
!282 = !DILocalVariable(name: "n", arg: 2, scope: !275, file: !2, line: 15, type: !18)
!283 = !DILocalVariable(name: "target", arg: 3, scope: !275, file: !2, line: 15, type: !18)
!284 = !DILocation(line: 0, scope: !275)
!285 = !DILocation(line: 15, column: 65, scope: !286)
!286 = distinct !DILexicalBlock(scope: !275, file: !2, line: 15, column: 63)
!287 = !DILocation(line: 15, column: 63, scope: !275)
!288 = !DILocation(line: 15, column: 85, scope: !286)
!289 = !DILocation(line: 15, column: 176, scope: !275)
!290 = !DILocation(line: 15, column: 112, scope: !275)
!291 = !DILocation(line: 15, column: 119, scope: !275)
!292 = !DILocation(line: 15, column: 133, scope: !275)
!293 = !DILocation(line: 15, column: 131, scope: !275)
!294 = !DILocation(line: 15, column: 98, scope: !275)
!295 = !DILocation(line: 15, column: 139, scope: !275)
!296 = distinct !DISubprogram(name: "mc91", scope: !2, file: !2, line: 16, type: !297, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !16, retainedNodes: !299)
!297 = !DISubroutineType(types: !298)
!298 = !{!18, !18}
!299 = !{!300}
!300 = !DILocalVariable(name: "n", arg: 1, scope: !296, file: !2, line: 16, type: !18)
!301 = !DILocation(line: 0, scope: !296)
!302 = !DILocation(line: 16, column: 35, scope: !296)
!303 = !DILocation(line: 16, column: 33, scope: !296)
!304 = !DILocation(line: 16, column: 45, scope: !296)
!305 = !DILocation(line: 16, column: 26, scope: !296)
!306 = !DILocation(line: 16, column: 64, scope: !296)
!307 = !DILocation(line: 16, column: 57, scope: !296)
!308 = distinct !DISubprogram(name: "tak", scope: !2, file: !2, line: 17, type: !309, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !16, retainedNodes: !311)
!309 = !DISubroutineType(types: !310)
!310 = !{!18, !18, !18, !18}
!311 = !{!312, !313, !314}
!312 = !DILocalVariable(name: "x", arg: 1, scope: !308, file: !2, line: 17, type: !18)
!313 = !DILocalVariable(name: "y", arg: 2, scope: !308, file: !2, line: 17, type: !18)
!314 = !DILocalVariable(name: "z", arg: 3, scope: !308, file: !2, line: 17, type: !18)
!315 = !DILocation(line: 0, scope: !308)
!316 = !DILocation(line: 17, column: 48, scope: !308)
!317 = !DILocation(line: 17, column: 46, scope: !308)
!318 = !DILocation(line: 17, column: 64, scope: !308)
!319 = !DILocation(line: 17, column: 58, scope: !308)
!320 = !DILocation(line: 17, column: 82, scope: !308)
!321 = !DILocation(line: 17, column: 76, scope: !308)
!322 = !DILocation(line: 17, column: 100, scope: !308)
!323 = !DILocation(line: 17, column: 94, scope: !308)
!324 = !DILocation(line: 17, column: 39, scope: !308)
!325 = distinct !DISubprogram(name: "binom", scope: !2, file: !2, line: 19, type: !326, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !16, retainedNodes: !329)
!326 = !DISubroutineType(types: !327)
!327 = !{!328, !18, !18}
!328 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!329 = !{!330, !331}
!330 = !DILocalVariable(name: "n", arg: 1, scope: !325, file: !2, line: 19, type: !18)
!331 = !DILocalVariable(name: "k", arg: 2, scope: !325, file: !2, line: 19, type: !18)
!332 = !DILocation(line: 0, scope: !325)
!333 = !DILocation(line: 19, column: 60, scope: !334)
!334 = distinct !DILexicalBlock(scope: !325, file: !2, line: 19, column: 53)
!335 = !DILocation(line: 19, column: 96, scope: !325)
!336 = !DILocation(line: 19, column: 88, scope: !325)
!337 = !DILocation(line: 19, column: 108, scope: !325)
!338 = !DILocation(line: 19, column: 127, scope: !325)
