; ModuleID = 'programs/switch_sparse_wide.c'
source_filename = "programs/switch_sparse_wide.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.probes = private unnamed_addr constant [21 x i32] [i32 -2147483648, i32 -2147483647, i32 -1000000, i32 -4097, i32 -4096, i32 -7, i32 -6, i32 0, i32 13, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 999, i32 65536, i32 1048576, i32 123456789, i32 2147483646, i32 2147483647], align 16
@.str = private unnamed_addr constant [3 x i8] c"%d\00", align 1, !dbg !0
@.str.3 = private unnamed_addr constant [34 x i8] c"f(x) = 3*(y + 42) / [z - 7]\09{ok}\0A\00", align 1, !dbg !7
@.str.4 = private unnamed_addr constant [24 x i8] c"classes %d %d %d %d %d\0A\00", align 1, !dbg !12

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 64) i32 @main() local_unnamed_addr #0 !dbg !37 {
    #dbg_assign(i1 undef, !41, !DIExpression(), !81, ptr @__const.main.probes, !DIExpression(), !82)
    #dbg_assign(i1 undef, !51, !DIExpression(), !83, ptr poison, !DIExpression(), !82)
    #dbg_assign(i1 undef, !62, !DIExpression(), !84, ptr poison, !DIExpression(), !82)
  %1 = alloca [5 x i32], align 16, !DIAssignID !85
    #dbg_assign(i1 undef, !75, !DIExpression(), !85, ptr %1, !DIExpression(), !82)
    #dbg_assign(i1 undef, !41, !DIExpression(), !86, ptr @__const.main.probes, !DIExpression(), !82)
    #dbg_value(i32 0, !45, !DIExpression(), !82)
    #dbg_value(i32 0, !46, !DIExpression(), !87)
  br label %46, !dbg !88

2:                                                ; preds = %60
  %3 = tail call i32 @putchar(i32 10), !dbg !89
    #dbg_assign(i1 undef, !51, !DIExpression(), !90, ptr poison, !DIExpression(), !82)
    #dbg_value(i32 0, !60, !DIExpression(), !91)
    #dbg_value(i64 0, !60, !DIExpression(), !91)
  %4 = tail call fastcc i32 @wide(i64 noundef 0), !dbg !92
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %4), !dbg !94
    #dbg_value(i64 1, !60, !DIExpression(), !91)
  %6 = tail call fastcc i32 @wide(i64 noundef 1), !dbg !92
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %6), !dbg !94
    #dbg_value(i64 2, !60, !DIExpression(), !91)
  %8 = tail call fastcc i32 @wide(i64 noundef 42), !dbg !92
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %8), !dbg !94
    #dbg_value(i64 3, !60, !DIExpression(), !91)
  %10 = tail call fastcc i32 @wide(i64 noundef 4294967295), !dbg !92
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %10), !dbg !94
    #dbg_value(i64 4, !60, !DIExpression(), !91)
  %12 = tail call fastcc i32 @wide(i64 noundef 4294967296), !dbg !92
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %12), !dbg !94
    #dbg_value(i64 5, !60, !DIExpression(), !91)
  %14 = tail call fastcc i32 @wide(i64 noundef 4294967297), !dbg !92
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %14), !dbg !94
    #dbg_value(i64 6, !60, !DIExpression(), !91)
  %16 = tail call fastcc i32 @wide(i64 noundef 1250999896491), !dbg !92
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %16), !dbg !94
    #dbg_value(i64 7, !60, !DIExpression(), !91)
  %18 = tail call fastcc i32 @wide(i64 noundef -9223372036854775808), !dbg !92
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %18), !dbg !94
    #dbg_value(i64 8, !60, !DIExpression(), !91)
  %20 = tail call fastcc i32 @wide(i64 noundef 9223372036854775807), !dbg !92
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %20), !dbg !94
    #dbg_value(i64 9, !60, !DIExpression(), !91)
  %22 = tail call fastcc i32 @wide(i64 noundef -2), !dbg !92
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %22), !dbg !94
    #dbg_value(i64 10, !60, !DIExpression(), !91)
  %24 = tail call fastcc i32 @wide(i64 noundef -1), !dbg !92
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %24), !dbg !94
    #dbg_value(i64 11, !60, !DIExpression(), !91)
  %26 = tail call i32 @putchar(i32 10), !dbg !95
    #dbg_assign(i1 undef, !62, !DIExpression(), !96, ptr poison, !DIExpression(), !82)
    #dbg_value(i32 0, !70, !DIExpression(), !97)
    #dbg_value(i64 0, !70, !DIExpression(), !97)
  %27 = tail call fastcc i32 @small(i16 noundef signext -32768), !dbg !98
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %27), !dbg !100
    #dbg_value(i64 1, !70, !DIExpression(), !97)
  %29 = tail call fastcc i32 @small(i16 noundef signext -32767), !dbg !98
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %29), !dbg !100
    #dbg_value(i64 2, !70, !DIExpression(), !97)
  %31 = tail call fastcc i32 @small(i16 noundef signext -300), !dbg !98
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %31), !dbg !100
    #dbg_value(i64 3, !70, !DIExpression(), !97)
  %33 = tail call fastcc i32 @small(i16 noundef signext -1), !dbg !98
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %33), !dbg !100
    #dbg_value(i64 4, !70, !DIExpression(), !97)
  %35 = tail call fastcc i32 @small(i16 noundef signext 0), !dbg !98
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %35), !dbg !100
    #dbg_value(i64 5, !70, !DIExpression(), !97)
  %37 = tail call fastcc i32 @small(i16 noundef signext 255), !dbg !98
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %37), !dbg !100
    #dbg_value(i64 6, !70, !DIExpression(), !97)
  %39 = tail call fastcc i32 @small(i16 noundef signext 256), !dbg !98
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %39), !dbg !100
    #dbg_value(i64 7, !70, !DIExpression(), !97)
  %41 = tail call fastcc i32 @small(i16 noundef signext 257), !dbg !98
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %41), !dbg !100
    #dbg_value(i64 8, !70, !DIExpression(), !97)
  %43 = tail call fastcc i32 @small(i16 noundef signext 32767), !dbg !98
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %43), !dbg !100
    #dbg_value(i64 9, !70, !DIExpression(), !97)
  %45 = tail call i32 @putchar(i32 10), !dbg !101
    #dbg_value(ptr @.str.3, !72, !DIExpression(), !82)
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %1) #6, !dbg !102
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(20) %1, i8 0, i64 20, i1 false), !dbg !103, !DIAssignID !104
    #dbg_assign(i8 0, !75, !DIExpression(), !104, ptr %1, !DIExpression(), !82)
    #dbg_value(ptr @.str.3, !79, !DIExpression(), !105)
  br label %75, !dbg !106

46:                                               ; preds = %0, %60
  %47 = phi i64 [ 0, %0 ], [ %61, %60 ]
  %48 = phi i32 [ 0, %0 ], [ %53, %60 ]
    #dbg_value(i32 %48, !45, !DIExpression(), !82)
    #dbg_value(i64 %47, !46, !DIExpression(), !87)
  %49 = getelementptr inbounds [21 x i32], ptr @__const.main.probes, i64 0, i64 %47, !dbg !107
  %50 = load i32, ptr %49, align 4, !dbg !107, !tbaa !108
  %51 = tail call fastcc i32 @sparse(i32 noundef %50), !dbg !112
    #dbg_value(i32 %51, !48, !DIExpression(), !113)
  %52 = mul i32 %48, 3, !dbg !114
  %53 = add i32 %51, %52, !dbg !115
    #dbg_value(i32 %53, !45, !DIExpression(), !82)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %51), !dbg !116
  %55 = trunc i64 %47 to i8, !dbg !117
  %56 = urem i8 %55, 10, !dbg !117
  %57 = icmp eq i8 %56, 9, !dbg !119
  br i1 %57, label %58, label %60, !dbg !120

58:                                               ; preds = %46
  %59 = tail call i32 @putchar(i32 32), !dbg !121
  br label %60, !dbg !121

60:                                               ; preds = %58, %46
  %61 = add nuw nsw i64 %47, 1, !dbg !122
    #dbg_value(i32 %53, !45, !DIExpression(), !82)
    #dbg_value(i64 %61, !46, !DIExpression(), !87)
  %62 = icmp eq i64 %61, 21, !dbg !123
  br i1 %62, label %2, label %46, !dbg !88, !llvm.loop !124

63:                                               ; preds = %75
  %64 = load i32, ptr %1, align 16, !dbg !127, !tbaa !108
  %65 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !128
  %66 = load i32, ptr %65, align 4, !dbg !128, !tbaa !108
  %67 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !129
  %68 = load i32, ptr %67, align 8, !dbg !129, !tbaa !108
  %69 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !130
  %70 = load i32, ptr %69, align 4, !dbg !130, !tbaa !108
  %71 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !131
  %72 = load i32, ptr %71, align 16, !dbg !131, !tbaa !108
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %64, i32 noundef %66, i32 noundef %68, i32 noundef %70, i32 noundef %72), !dbg !132
  %74 = and i32 %53, 63, !dbg !133
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %1) #6, !dbg !134
  ret i32 %74, !dbg !135

75:                                               ; preds = %2, %75
  %76 = phi i8 [ 102, %2 ], [ %85, %75 ]
  %77 = phi i64 [ 0, %2 ], [ %83, %75 ]
    #dbg_value(!DIArgList(ptr @.str.3, i64 %77), !79, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !105)
  %78 = tail call fastcc i32 @cls(i8 noundef signext %76), !dbg !136
  %79 = zext nneg i32 %78 to i64, !dbg !138
  %80 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 %79, !dbg !138
  %81 = load i32, ptr %80, align 4, !dbg !139, !tbaa !108
  %82 = add nsw i32 %81, 1, !dbg !139
  store i32 %82, ptr %80, align 4, !dbg !139, !tbaa !108
  %83 = add nuw nsw i64 %77, 1, !dbg !140
    #dbg_value(ptr %84, !79, !DIExpression(), !105)
  %84 = getelementptr inbounds i8, ptr @.str.3, i64 %83, !dbg !141
  %85 = load i8, ptr %84, align 1, !dbg !141, !tbaa !142
  %86 = icmp eq i64 %83, 33, !dbg !106
  br i1 %86, label %63, label %75, !dbg !106, !llvm.loop !143
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 17) i32 @sparse(i32 noundef %0) unnamed_addr #2 !dbg !145 {
    #dbg_value(i32 %0, !149, !DIExpression(), !150)
  switch i32 %0, label %17 [
    i32 -2147483648, label %18
    i32 -1000000, label %2
    i32 -4096, label %3
    i32 -7, label %4
    i32 0, label %5
    i32 13, label %6
    i32 100, label %7
    i32 101, label %8
    i32 102, label %9
    i32 103, label %10
    i32 999, label %11
    i32 65536, label %12
    i32 1048576, label %13
    i32 123456789, label %14
    i32 2147483646, label %15
    i32 2147483647, label %16
  ], !dbg !151

2:                                                ; preds = %1
  br label %18, !dbg !152

3:                                                ; preds = %1
  br label %18, !dbg !154

4:                                                ; preds = %1
  br label %18, !dbg !155

5:                                                ; preds = %1
  br label %18, !dbg !156

6:                                                ; preds = %1
  br label %18, !dbg !157

7:                                                ; preds = %1
  br label %18, !dbg !158

8:                                                ; preds = %1
  br label %18, !dbg !159

9:                                                ; preds = %1
  br label %18, !dbg !160

10:                                               ; preds = %1
  br label %18, !dbg !161

11:                                               ; preds = %1
  br label %18, !dbg !162

12:                                               ; preds = %1
  br label %18, !dbg !163

13:                                               ; preds = %1
  br label %18, !dbg !164

14:                                               ; preds = %1
  br label %18, !dbg !165

15:                                               ; preds = %1
  br label %18, !dbg !166

16:                                               ; preds = %1
  br label %18, !dbg !167

17:                                               ; preds = %1
  br label %18, !dbg !168

18:                                               ; preds = %1, %17, %16, %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5, %4, %3, %2
  %19 = phi i32 [ 0, %17 ], [ 16, %16 ], [ 15, %15 ], [ 14, %14 ], [ 13, %13 ], [ 12, %12 ], [ 11, %11 ], [ 10, %10 ], [ 9, %9 ], [ 8, %8 ], [ 7, %7 ], [ 6, %6 ], [ 5, %5 ], [ 4, %4 ], [ 3, %3 ], [ 2, %2 ], [ 1, %1 ], !dbg !169
  ret i32 %19, !dbg !170
}

; Function Attrs: nofree nounwind
declare !dbg !171 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 9) i32 @wide(i64 noundef %0) unnamed_addr #2 !dbg !176 {
    #dbg_value(i64 %0, !180, !DIExpression(), !181)
  switch i64 %0, label %9 [
    i64 0, label %10
    i64 4294967295, label %2
    i64 4294967296, label %3
    i64 1250999896491, label %4
    i64 -9223372036854775808, label %5
    i64 -2, label %6
    i64 -1, label %7
    i64 42, label %8
  ], !dbg !182

2:                                                ; preds = %1
  br label %10, !dbg !183

3:                                                ; preds = %1
  br label %10, !dbg !185

4:                                                ; preds = %1
  br label %10, !dbg !186

5:                                                ; preds = %1
  br label %10, !dbg !187

6:                                                ; preds = %1
  br label %10, !dbg !188

7:                                                ; preds = %1
  br label %10, !dbg !189

8:                                                ; preds = %1
  br label %10, !dbg !190

9:                                                ; preds = %1
  br label %10, !dbg !191

10:                                               ; preds = %1, %9, %8, %7, %6, %5, %4, %3, %2
  %11 = phi i32 [ 0, %9 ], [ 8, %8 ], [ 7, %7 ], [ 6, %6 ], [ 5, %5 ], [ 4, %4 ], [ 3, %3 ], [ 2, %2 ], [ 1, %1 ], !dbg !192
  ret i32 %11, !dbg !193
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 7) i32 @small(i16 noundef signext %0) unnamed_addr #2 !dbg !194 {
    #dbg_value(i16 %0, !198, !DIExpression(), !199)
  switch i16 %0, label %7 [
    i16 -32768, label %8
    i16 -300, label %2
    i16 -1, label %3
    i16 255, label %4
    i16 256, label %5
    i16 32767, label %6
  ], !dbg !200

2:                                                ; preds = %1
  br label %8, !dbg !201

3:                                                ; preds = %1
  br label %8, !dbg !203

4:                                                ; preds = %1
  br label %8, !dbg !204

5:                                                ; preds = %1
  br label %8, !dbg !205

6:                                                ; preds = %1
  br label %8, !dbg !206

7:                                                ; preds = %1
  br label %8, !dbg !207

8:                                                ; preds = %1, %7, %6, %5, %4, %3, %2
  %9 = phi i32 [ 0, %7 ], [ 6, %6 ], [ 5, %5 ], [ 4, %4 ], [ 3, %3 ], [ 2, %2 ], [ 1, %1 ], !dbg !208
  ret i32 %9, !dbg !209
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 5) i32 @cls(i8 noundef signext %0) unnamed_addr #2 !dbg !210 {
    #dbg_value(i8 %0, !214, !DIExpression(), !215)
  switch i8 %0, label %5 [
    i8 32, label %6
    i8 9, label %6
    i8 10, label %6
    i8 13, label %6
    i8 40, label %2
    i8 41, label %2
    i8 91, label %2
    i8 93, label %2
    i8 123, label %2
    i8 125, label %2
    i8 43, label %3
    i8 45, label %3
    i8 42, label %3
    i8 47, label %3
    i8 37, label %3
    i8 94, label %3
    i8 38, label %3
    i8 124, label %3
    i8 48, label %4
    i8 49, label %4
    i8 50, label %4
    i8 51, label %4
    i8 52, label %4
    i8 53, label %4
    i8 54, label %4
    i8 55, label %4
    i8 56, label %4
    i8 57, label %4
  ], !dbg !216

2:                                                ; preds = %1, %1, %1, %1, %1, %1
  br label %6, !dbg !217

3:                                                ; preds = %1, %1, %1, %1, %1, %1, %1, %1
  br label %6, !dbg !219

4:                                                ; preds = %1, %1, %1, %1, %1, %1, %1, %1, %1, %1
  br label %6, !dbg !220

5:                                                ; preds = %1
  br label %6, !dbg !221

6:                                                ; preds = %1, %1, %1, %1, %5, %4, %3, %2
  %7 = phi i32 [ 0, %5 ], [ 4, %4 ], [ 3, %3 ], [ 2, %2 ], [ 1, %1 ], [ 1, %1 ], [ 1, %1 ], [ 1, %1 ], !dbg !222
  ret i32 %7, !dbg !223
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!17}
!llvm.module.flags = !{!29, !30, !31, !32, !33, !34, !35}
!llvm.ident = !{!36}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/switch_sparse_wide.c", directory: ".", checksumkind: CSK_MD5, checksum: "79b3af8f2129c6906a786eed6f68bcfb")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 3)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 34)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 24)
!17 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !18, globals: !21, splitDebugInlining: false, nameTableKind: None)
!18 = !{!19, !20}
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!21 = !{!0, !22, !27, !7, !12}
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 2)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !24, isLocal: true, isDefinition: true)
!29 = !{i32 7, !"Dwarf Version", i32 5}
!30 = !{i32 2, !"Debug Info Version", i32 3}
!31 = !{i32 1, !"wchar_size", i32 4}
!32 = !{i32 8, !"PIC Level", i32 2}
!33 = !{i32 7, !"PIE Level", i32 2}
!34 = !{i32 7, !"uwtable", i32 2}
!35 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!36 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!37 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 37, type: !38, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !40)
!38 = !DISubroutineType(types: !39)
!39 = !{!19}
!40 = !{!41, !45, !46, !48, !51, !60, !62, !70, !72, !75, !79}
!41 = !DILocalVariable(name: "probes", scope: !37, file: !2, line: 38, type: !42)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 672, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 21)
!45 = !DILocalVariable(name: "s", scope: !37, file: !2, line: 39, type: !20)
!46 = !DILocalVariable(name: "i", scope: !47, file: !2, line: 40, type: !19)
!47 = distinct !DILexicalBlock(scope: !37, file: !2, line: 40, column: 5)
!48 = !DILocalVariable(name: "r", scope: !49, file: !2, line: 40, type: !19)
!49 = distinct !DILexicalBlock(scope: !50, file: !2, line: 40, column: 71)
!50 = distinct !DILexicalBlock(scope: !47, file: !2, line: 40, column: 5)
!51 = !DILocalVariable(name: "wp", scope: !37, file: !2, line: 42, type: !52)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !53, size: 704, elements: !58)
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !54, line: 27, baseType: !55)
!54 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !56, line: 45, baseType: !57)
!56 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!57 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!58 = !{!59}
!59 = !DISubrange(count: 11)
!60 = !DILocalVariable(name: "i", scope: !61, file: !2, line: 43, type: !19)
!61 = distinct !DILexicalBlock(scope: !37, file: !2, line: 43, column: 5)
!62 = !DILocalVariable(name: "sp", scope: !37, file: !2, line: 45, type: !63)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !64, size: 144, elements: !68)
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !65, line: 25, baseType: !66)
!65 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !56, line: 39, baseType: !67)
!67 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!68 = !{!69}
!69 = !DISubrange(count: 9)
!70 = !DILocalVariable(name: "i", scope: !71, file: !2, line: 46, type: !19)
!71 = distinct !DILexicalBlock(scope: !37, file: !2, line: 46, column: 5)
!72 = !DILocalVariable(name: "text", scope: !37, file: !2, line: 48, type: !73)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64)
!74 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!75 = !DILocalVariable(name: "counts", scope: !37, file: !2, line: 49, type: !76)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 160, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 5)
!79 = !DILocalVariable(name: "p", scope: !80, file: !2, line: 50, type: !73)
!80 = distinct !DILexicalBlock(scope: !37, file: !2, line: 50, column: 5)
!81 = distinct !DIAssignID()
!82 = !DILocation(line: 0, scope: !37)
!83 = distinct !DIAssignID()
!84 = distinct !DIAssignID()
!85 = distinct !DIAssignID()
!86 = distinct !DIAssignID()
!87 = !DILocation(line: 0, scope: !47)
!88 = !DILocation(line: 40, column: 5, scope: !47)
!89 = !DILocation(line: 41, column: 5, scope: !37)
!90 = distinct !DIAssignID()
!91 = !DILocation(line: 0, scope: !61)
!92 = !DILocation(line: 43, column: 47, scope: !93)
!93 = distinct !DILexicalBlock(scope: !61, file: !2, line: 43, column: 5)
!94 = !DILocation(line: 43, column: 34, scope: !93)
!95 = !DILocation(line: 44, column: 5, scope: !37)
!96 = distinct !DIAssignID()
!97 = !DILocation(line: 0, scope: !71)
!98 = !DILocation(line: 46, column: 46, scope: !99)
!99 = distinct !DILexicalBlock(scope: !71, file: !2, line: 46, column: 5)
!100 = !DILocation(line: 46, column: 33, scope: !99)
!101 = !DILocation(line: 47, column: 5, scope: !37)
!102 = !DILocation(line: 49, column: 5, scope: !37)
!103 = !DILocation(line: 49, column: 9, scope: !37)
!104 = distinct !DIAssignID()
!105 = !DILocation(line: 0, scope: !80)
!106 = !DILocation(line: 50, column: 5, scope: !80)
!107 = !DILocation(line: 40, column: 88, scope: !49)
!108 = !{!109, !109, i64 0}
!109 = !{!"int", !110, i64 0}
!110 = !{!"omnipotent char", !111, i64 0}
!111 = !{!"Simple C/C++ TBAA"}
!112 = !DILocation(line: 40, column: 81, scope: !49)
!113 = !DILocation(line: 0, scope: !49)
!114 = !DILocation(line: 40, column: 106, scope: !49)
!115 = !DILocation(line: 40, column: 110, scope: !49)
!116 = !DILocation(line: 40, column: 125, scope: !49)
!117 = !DILocation(line: 40, column: 148, scope: !118)
!118 = distinct !DILexicalBlock(scope: !49, file: !2, line: 40, column: 146)
!119 = !DILocation(line: 40, column: 153, scope: !118)
!120 = !DILocation(line: 40, column: 146, scope: !49)
!121 = !DILocation(line: 40, column: 159, scope: !118)
!122 = !DILocation(line: 40, column: 67, scope: !50)
!123 = !DILocation(line: 40, column: 23, scope: !50)
!124 = distinct !{!124, !88, !125, !126}
!125 = !DILocation(line: 40, column: 172, scope: !47)
!126 = !{!"llvm.loop.mustprogress"}
!127 = !DILocation(line: 51, column: 40, scope: !37)
!128 = !DILocation(line: 51, column: 51, scope: !37)
!129 = !DILocation(line: 51, column: 62, scope: !37)
!130 = !DILocation(line: 51, column: 73, scope: !37)
!131 = !DILocation(line: 51, column: 84, scope: !37)
!132 = !DILocation(line: 51, column: 5, scope: !37)
!133 = !DILocation(line: 52, column: 20, scope: !37)
!134 = !DILocation(line: 53, column: 1, scope: !37)
!135 = !DILocation(line: 52, column: 5, scope: !37)
!136 = !DILocation(line: 50, column: 48, scope: !137)
!137 = distinct !DILexicalBlock(scope: !80, file: !2, line: 50, column: 5)
!138 = !DILocation(line: 50, column: 41, scope: !137)
!139 = !DILocation(line: 50, column: 56, scope: !137)
!140 = !DILocation(line: 50, column: 37, scope: !137)
!141 = !DILocation(line: 50, column: 32, scope: !137)
!142 = !{!110, !110, i64 0}
!143 = distinct !{!143, !106, !144, !126}
!144 = !DILocation(line: 50, column: 56, scope: !80)
!145 = distinct !DISubprogram(name: "sparse", scope: !2, file: !2, line: 9, type: !146, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !148)
!146 = !DISubroutineType(types: !147)
!147 = !{!19, !19}
!148 = !{!149}
!149 = !DILocalVariable(name: "k", arg: 1, scope: !145, file: !2, line: 9, type: !19)
!150 = !DILocation(line: 0, scope: !145)
!151 = !DILocation(line: 10, column: 5, scope: !145)
!152 = !DILocation(line: 11, column: 44, scope: !153)
!153 = distinct !DILexicalBlock(scope: !145, file: !2, line: 10, column: 16)
!154 = !DILocation(line: 11, column: 66, scope: !153)
!155 = !DILocation(line: 11, column: 85, scope: !153)
!156 = !DILocation(line: 11, column: 103, scope: !153)
!157 = !DILocation(line: 11, column: 122, scope: !153)
!158 = !DILocation(line: 12, column: 15, scope: !153)
!159 = !DILocation(line: 12, column: 35, scope: !153)
!160 = !DILocation(line: 12, column: 55, scope: !153)
!161 = !DILocation(line: 12, column: 75, scope: !153)
!162 = !DILocation(line: 12, column: 96, scope: !153)
!163 = !DILocation(line: 12, column: 119, scope: !153)
!164 = !DILocation(line: 13, column: 19, scope: !153)
!165 = !DILocation(line: 13, column: 46, scope: !153)
!166 = !DILocation(line: 13, column: 75, scope: !153)
!167 = !DILocation(line: 13, column: 100, scope: !153)
!168 = !DILocation(line: 14, column: 14, scope: !153)
!169 = !DILocation(line: 0, scope: !153)
!170 = !DILocation(line: 16, column: 1, scope: !145)
!171 = !DISubprogram(name: "printf", scope: !172, file: !172, line: 356, type: !173, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!172 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!173 = !DISubroutineType(types: !174)
!174 = !{!19, !175, null}
!175 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !73)
!176 = distinct !DISubprogram(name: "wide", scope: !2, file: !2, line: 17, type: !177, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !179)
!177 = !DISubroutineType(types: !178)
!178 = !{!19, !53}
!179 = !{!180}
!180 = !DILocalVariable(name: "k", arg: 1, scope: !176, file: !2, line: 17, type: !53)
!181 = !DILocation(line: 0, scope: !176)
!182 = !DILocation(line: 18, column: 5, scope: !176)
!183 = !DILocation(line: 19, column: 43, scope: !184)
!184 = distinct !DILexicalBlock(scope: !176, file: !2, line: 18, column: 16)
!185 = !DILocation(line: 19, column: 74, scope: !184)
!186 = !DILocation(line: 19, column: 107, scope: !184)
!187 = !DILocation(line: 20, column: 33, scope: !184)
!188 = !DILocation(line: 20, column: 71, scope: !184)
!189 = !DILocation(line: 20, column: 109, scope: !184)
!190 = !DILocation(line: 20, column: 128, scope: !184)
!191 = !DILocation(line: 21, column: 14, scope: !184)
!192 = !DILocation(line: 0, scope: !184)
!193 = !DILocation(line: 23, column: 1, scope: !176)
!194 = distinct !DISubprogram(name: "small", scope: !2, file: !2, line: 24, type: !195, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !197)
!195 = !DISubroutineType(types: !196)
!196 = !{!19, !64}
!197 = !{!198}
!198 = !DILocalVariable(name: "k", arg: 1, scope: !194, file: !2, line: 24, type: !64)
!199 = !DILocation(line: 0, scope: !194)
!200 = !DILocation(line: 25, column: 5, scope: !194)
!201 = !DILocation(line: 25, column: 52, scope: !202)
!202 = distinct !DILexicalBlock(scope: !194, file: !2, line: 25, column: 16)
!203 = !DILocation(line: 25, column: 71, scope: !202)
!204 = !DILocation(line: 25, column: 91, scope: !202)
!205 = !DILocation(line: 25, column: 111, scope: !202)
!206 = !DILocation(line: 25, column: 133, scope: !202)
!207 = !DILocation(line: 25, column: 152, scope: !202)
!208 = !DILocation(line: 25, scope: !202)
!209 = !DILocation(line: 26, column: 1, scope: !194)
!210 = distinct !DISubprogram(name: "cls", scope: !2, file: !2, line: 27, type: !211, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !213)
!211 = !DISubroutineType(types: !212)
!212 = !{!19, !4}
!213 = !{!214}
!214 = !DILocalVariable(name: "c", arg: 1, scope: !210, file: !2, line: 27, type: !4)
!215 = !DILocation(line: 0, scope: !210)
!216 = !DILocation(line: 28, column: 5, scope: !210)
!217 = !DILocation(line: 30, column: 65, scope: !218)
!218 = distinct !DILexicalBlock(scope: !210, file: !2, line: 28, column: 16)
!219 = !DILocation(line: 31, column: 85, scope: !218)
!220 = !DILocation(line: 32, column: 105, scope: !218)
!221 = !DILocation(line: 33, column: 14, scope: !218)
!222 = !DILocation(line: 0, scope: !218)
!223 = !DILocation(line: 35, column: 1, scope: !210)
