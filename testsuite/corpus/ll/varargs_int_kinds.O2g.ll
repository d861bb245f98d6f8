; ModuleID = 'programs/varargs_int_kinds.c'
source_filename = "programs/varargs_int_kinds.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [21 x i8] c"sum_ints small=%lld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [20 x i8] c"sum_ints many=%lld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [17 x i8] c"iulLzpsjiulLzpsj\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [6 x i8] c"hello\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !22
@.str.5 = private unnamed_addr constant [21 x i8] c"format hash %016llx\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [10 x i8] c"count=%d\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [9 x i8] c"%c:%llx \00", align 1, !dbg !34

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !71 {
  %1 = alloca i32, align 4, !DIAssignID !85
    #dbg_assign(i1 undef, !83, !DIExpression(), !85, ptr %1, !DIExpression(), !86)
    #dbg_value(i8 -5, !75, !DIExpression(), !86)
    #dbg_value(i8 -6, !76, !DIExpression(), !86)
    #dbg_value(i16 -30000, !77, !DIExpression(), !86)
    #dbg_value(i16 -5536, !79, !DIExpression(), !86)
    #dbg_value(i8 1, !81, !DIExpression(), !86)
  %2 = tail call i64 (i32, ...) @sum_ints(i32 noundef 5, i32 noundef -5, i32 noundef 250, i32 noundef -30000, i32 noundef 60000, i32 noundef 1), !dbg !87
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %2), !dbg !88
  %4 = tail call i64 (i32, ...) @sum_ints(i32 noundef 20, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10, i32 noundef 11, i32 noundef 12, i32 noundef 13, i32 noundef 14, i32 noundef 15, i32 noundef 16, i32 noundef 17, i32 noundef 18, i32 noundef 19, i32 noundef 20), !dbg !89
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %4), !dbg !90
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #7, !dbg !91
  store i32 1, ptr %1, align 4, !dbg !92, !tbaa !93, !DIAssignID !97
    #dbg_assign(i32 1, !83, !DIExpression(), !97, ptr %1, !DIExpression(), !86)
  %6 = call i64 (ptr, ...) @by_format(ptr nonnull poison, i32 noundef -1, i32 noundef -294967296, i64 noundef -2, i64 noundef 81985529216486895, i64 noundef -3, ptr noundef nonnull %1, ptr noundef nonnull @.str.3, i64 noundef -9223372036854775808, i32 noundef -5, i32 noundef 60000, i64 noundef -30000, i64 noundef 250, i64 noundef 16, ptr noundef null, ptr noundef nonnull @.str.4, i64 noundef 42), !dbg !98
    #dbg_value(i64 %6, !84, !DIExpression(), !86)
  %7 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %6), !dbg !99
  %8 = call i32 (i32, ...) @count_until_zero(i32 poison, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10, i32 noundef 11, i32 noundef 12, i32 noundef 13, i32 noundef 0), !dbg !100
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %8), !dbg !101
  %10 = trunc i64 %6 to i32, !dbg !102
  %11 = and i32 %10, 127, !dbg !102
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #7, !dbg !103
  ret i32 %11, !dbg !104
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !105 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal i64 @sum_ints(i32 noundef %0, ...) unnamed_addr #3 !dbg !110 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !130
    #dbg_assign(i1 undef, !115, !DIExpression(), !130, ptr %2, !DIExpression(), !131)
    #dbg_value(i32 %0, !114, !DIExpression(), !131)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7, !dbg !132
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !133
    #dbg_value(i64 0, !127, !DIExpression(), !131)
    #dbg_value(i32 0, !128, !DIExpression(), !134)
    #dbg_value(i32 0, !128, !DIExpression(), !134)
    #dbg_value(i64 0, !127, !DIExpression(), !131)
  %3 = icmp sgt i32 %0, 0, !dbg !135
  br i1 %3, label %4, label %35, !dbg !137

4:                                                ; preds = %1
  %5 = load i32, ptr %2, align 16
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load ptr, ptr %6, align 8
  %10 = and i32 %0, 1, !dbg !137
  %11 = icmp eq i32 %0, 1, !dbg !137
  br i1 %11, label %16, label %12, !dbg !137

12:                                               ; preds = %4
  %13 = and i32 %0, 2147483646, !dbg !137
  br label %37, !dbg !137

14:                                               ; preds = %65
  %15 = mul nsw i64 %71, 3, !dbg !138
  br label %16, !dbg !139

16:                                               ; preds = %14, %4
  %17 = phi i64 [ poison, %4 ], [ %71, %14 ]
  %18 = phi ptr [ %9, %4 ], [ %66, %14 ]
  %19 = phi i64 [ 0, %4 ], [ %15, %14 ]
  %20 = phi i32 [ %5, %4 ], [ %67, %14 ]
  %21 = icmp eq i32 %10, 0, !dbg !139
  br i1 %21, label %35, label %22, !dbg !139

22:                                               ; preds = %16
    #dbg_value(i32 poison, !128, !DIExpression(), !134)
    #dbg_value(i64 %19, !127, !DIExpression(), !131)
  %23 = icmp ult i32 %20, 41, !dbg !139
  br i1 %23, label %26, label %24, !dbg !139

24:                                               ; preds = %22
  %25 = getelementptr i8, ptr %18, i64 8, !dbg !139
  store ptr %25, ptr %6, align 8, !dbg !139, !DIAssignID !140
    #dbg_assign(ptr %25, !115, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !140, ptr %6, !DIExpression(), !131)
  br label %30, !dbg !139

26:                                               ; preds = %22
  %27 = zext nneg i32 %20 to i64, !dbg !139
  %28 = getelementptr i8, ptr %8, i64 %27, !dbg !139
  %29 = add nuw nsw i32 %20, 8, !dbg !139
  store i32 %29, ptr %2, align 16, !dbg !139, !DIAssignID !141
    #dbg_assign(i32 %29, !115, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !141, ptr %2, !DIExpression(), !131)
  br label %30, !dbg !139

30:                                               ; preds = %26, %24
  %31 = phi ptr [ %28, %26 ], [ %18, %24 ], !dbg !139
  %32 = load i32, ptr %31, align 4, !dbg !139, !tbaa !93
  %33 = sext i32 %32 to i64, !dbg !139
  %34 = add nsw i64 %19, %33, !dbg !142
    #dbg_value(i64 %34, !127, !DIExpression(), !131)
    #dbg_value(i32 poison, !128, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !134)
  br label %35, !dbg !143

35:                                               ; preds = %30, %16, %1
  %36 = phi i64 [ 0, %1 ], [ %17, %16 ], [ %34, %30 ], !dbg !131
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !143
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7, !dbg !144
  ret i64 %36, !dbg !145

37:                                               ; preds = %65, %12
  %38 = phi ptr [ %9, %12 ], [ %66, %65 ]
  %39 = phi i64 [ 0, %12 ], [ %71, %65 ]
  %40 = phi i32 [ %5, %12 ], [ %67, %65 ]
  %41 = phi i32 [ 0, %12 ], [ %72, %65 ]
    #dbg_value(i32 poison, !128, !DIExpression(), !134)
    #dbg_value(i64 %39, !127, !DIExpression(), !131)
  %42 = mul nsw i64 %39, 3, !dbg !138
  %43 = icmp ult i32 %40, 41, !dbg !139
  br i1 %43, label %44, label %48, !dbg !139

44:                                               ; preds = %37
  %45 = zext nneg i32 %40 to i64, !dbg !139
  %46 = getelementptr i8, ptr %8, i64 %45, !dbg !139
  %47 = add nuw nsw i32 %40, 8, !dbg !139
  store i32 %47, ptr %2, align 16, !dbg !139, !DIAssignID !141
    #dbg_assign(i32 %47, !115, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !141, ptr %2, !DIExpression(), !131)
  br label %50, !dbg !139

48:                                               ; preds = %37
  %49 = getelementptr i8, ptr %38, i64 8, !dbg !139
  store ptr %49, ptr %6, align 8, !dbg !139, !DIAssignID !140
    #dbg_assign(ptr %49, !115, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !140, ptr %6, !DIExpression(), !131)
  br label %50, !dbg !139

50:                                               ; preds = %48, %44
  %51 = phi ptr [ %38, %44 ], [ %49, %48 ]
  %52 = phi i32 [ %47, %44 ], [ %40, %48 ]
  %53 = phi ptr [ %46, %44 ], [ %38, %48 ], !dbg !139
  %54 = load i32, ptr %53, align 4, !dbg !139, !tbaa !93
  %55 = sext i32 %54 to i64, !dbg !139
  %56 = add nsw i64 %42, %55, !dbg !142
    #dbg_value(i64 %56, !127, !DIExpression(), !131)
    #dbg_value(i32 poison, !128, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !134)
  %57 = mul nsw i64 %56, 3, !dbg !138
  %58 = icmp ult i32 %52, 41, !dbg !139
  br i1 %58, label %61, label %59, !dbg !139

59:                                               ; preds = %50
  %60 = getelementptr i8, ptr %51, i64 8, !dbg !139
  store ptr %60, ptr %6, align 8, !dbg !139, !DIAssignID !140
    #dbg_assign(ptr %60, !115, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !140, ptr %6, !DIExpression(), !131)
  br label %65, !dbg !139

61:                                               ; preds = %50
  %62 = zext nneg i32 %52 to i64, !dbg !139
  %63 = getelementptr i8, ptr %8, i64 %62, !dbg !139
  %64 = add nuw nsw i32 %52, 8, !dbg !139
  store i32 %64, ptr %2, align 16, !dbg !139, !DIAssignID !141
    #dbg_assign(i32 %64, !115, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !141, ptr %2, !DIExpression(), !131)
  br label %65, !dbg !139

65:                                               ; preds = %61, %59
  %66 = phi ptr [ %51, %61 ], [ %60, %59 ]
  %67 = phi i32 [ %64, %61 ], [ %52, %59 ]
  %68 = phi ptr [ %63, %61 ], [ %51, %59 ], !dbg !139
  %69 = load i32, ptr %68, align 4, !dbg !139, !tbaa !93
  %70 = sext i32 %69 to i64, !dbg !139
  %71 = add nsw i64 %57, %70, !dbg !142
    #dbg_value(i64 %71, !127, !DIExpression(), !131)
    #dbg_value(i32 poison, !128, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !134)
  %72 = add i32 %41, 2, !dbg !137
  %73 = icmp eq i32 %72, %13, !dbg !137
  br i1 %73, label %14, label %37, !dbg !137, !llvm.loop !146
}

; Function Attrs: nofree noinline nounwind uwtable
define internal i64 @by_format(ptr nocapture readnone %0, ...) unnamed_addr #4 !dbg !149 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !164
    #dbg_assign(i1 undef, !154, !DIExpression(), !164, ptr %2, !DIExpression(), !165)
    #dbg_value(ptr @.str.2, !153, !DIExpression(), !165)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7, !dbg !166
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !167
    #dbg_value(i64 0, !155, !DIExpression(), !165)
    #dbg_value(ptr @.str.2, !156, !DIExpression(), !168)
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  %4 = getelementptr inbounds i8, ptr %2, i64 16
  br label %5, !dbg !169

5:                                                ; preds = %139, %1
  %6 = phi i64 [ 0, %1 ], [ %142, %139 ], !dbg !165
  %7 = phi ptr [ @.str.2, %1 ], [ %145, %139 ], !dbg !170
    #dbg_value(ptr %7, !156, !DIExpression(), !168)
    #dbg_value(i64 %6, !155, !DIExpression(), !165)
  %8 = load i8, ptr %7, align 1, !dbg !171, !tbaa !172
  switch i8 %8, label %139 [
    i8 0, label %9
    i8 105, label %11
    i8 117, label %26
    i8 108, label %41
    i8 76, label %55
    i8 122, label %69
    i8 112, label %83
    i8 115, label %99
    i8 106, label %125
  ], !dbg !173

9:                                                ; preds = %5
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !174
  %10 = call i32 @putchar(i32 10), !dbg !175
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7, !dbg !176
  ret i64 %6, !dbg !177

11:                                               ; preds = %5
  %12 = load i32, ptr %2, align 16, !dbg !178
  %13 = icmp ult i32 %12, 41, !dbg !178
  br i1 %13, label %14, label %19, !dbg !178

14:                                               ; preds = %11
  %15 = load ptr, ptr %4, align 16, !dbg !178
  %16 = zext nneg i32 %12 to i64, !dbg !178
  %17 = getelementptr i8, ptr %15, i64 %16, !dbg !178
  %18 = add nuw nsw i32 %12, 8, !dbg !178
  store i32 %18, ptr %2, align 16, !dbg !178, !DIAssignID !179
    #dbg_assign(i32 %18, !154, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !179, ptr %2, !DIExpression(), !165)
  br label %22, !dbg !178

19:                                               ; preds = %11
  %20 = load ptr, ptr %3, align 8, !dbg !178
  %21 = getelementptr i8, ptr %20, i64 8, !dbg !178
  store ptr %21, ptr %3, align 8, !dbg !178, !DIAssignID !180
    #dbg_assign(ptr %21, !154, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !180, ptr %3, !DIExpression(), !165)
  br label %22, !dbg !178

22:                                               ; preds = %19, %14
  %23 = phi ptr [ %17, %14 ], [ %20, %19 ], !dbg !178
  %24 = load i32, ptr %23, align 4, !dbg !178, !tbaa !93
  %25 = sext i32 %24 to i64, !dbg !181
    #dbg_value(i64 %25, !158, !DIExpression(), !182)
  br label %139, !dbg !183

26:                                               ; preds = %5
  %27 = load i32, ptr %2, align 16, !dbg !184
  %28 = icmp ult i32 %27, 41, !dbg !184
  br i1 %28, label %29, label %34, !dbg !184

29:                                               ; preds = %26
  %30 = load ptr, ptr %4, align 16, !dbg !184
  %31 = zext nneg i32 %27 to i64, !dbg !184
  %32 = getelementptr i8, ptr %30, i64 %31, !dbg !184
  %33 = add nuw nsw i32 %27, 8, !dbg !184
  store i32 %33, ptr %2, align 16, !dbg !184, !DIAssignID !185
    #dbg_assign(i32 %33, !154, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !185, ptr %2, !DIExpression(), !165)
  br label %37, !dbg !184

34:                                               ; preds = %26
  %35 = load ptr, ptr %3, align 8, !dbg !184
  %36 = getelementptr i8, ptr %35, i64 8, !dbg !184
  store ptr %36, ptr %3, align 8, !dbg !184, !DIAssignID !186
    #dbg_assign(ptr %36, !154, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !186, ptr %3, !DIExpression(), !165)
  br label %37, !dbg !184

37:                                               ; preds = %34, %29
  %38 = phi ptr [ %32, %29 ], [ %35, %34 ], !dbg !184
  %39 = load i32, ptr %38, align 4, !dbg !184, !tbaa !93
  %40 = zext i32 %39 to i64, !dbg !184
    #dbg_value(i64 %40, !158, !DIExpression(), !182)
  br label %139, !dbg !187

41:                                               ; preds = %5
  %42 = load i32, ptr %2, align 16, !dbg !188
  %43 = icmp ult i32 %42, 41, !dbg !188
  br i1 %43, label %44, label %49, !dbg !188

44:                                               ; preds = %41
  %45 = load ptr, ptr %4, align 16, !dbg !188
  %46 = zext nneg i32 %42 to i64, !dbg !188
  %47 = getelementptr i8, ptr %45, i64 %46, !dbg !188
  %48 = add nuw nsw i32 %42, 8, !dbg !188
  store i32 %48, ptr %2, align 16, !dbg !188, !DIAssignID !189
    #dbg_assign(i32 %48, !154, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !189, ptr %2, !DIExpression(), !165)
  br label %52, !dbg !188

49:                                               ; preds = %41
  %50 = load ptr, ptr %3, align 8, !dbg !188
  %51 = getelementptr i8, ptr %50, i64 8, !dbg !188
  store ptr %51, ptr %3, align 8, !dbg !188, !DIAssignID !190
    #dbg_assign(ptr %51, !154, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !190, ptr %3, !DIExpression(), !165)
  br label %52, !dbg !188

52:                                               ; preds = %49, %44
  %53 = phi ptr [ %47, %44 ], [ %50, %49 ], !dbg !188
  %54 = load i64, ptr %53, align 8, !dbg !188, !tbaa !191
    #dbg_value(i64 %54, !158, !DIExpression(), !182)
  br label %139, !dbg !193

55:                                               ; preds = %5
  %56 = load i32, ptr %2, align 16, !dbg !194
  %57 = icmp ult i32 %56, 41, !dbg !194
  br i1 %57, label %58, label %63, !dbg !194

58:                                               ; preds = %55
  %59 = load ptr, ptr %4, align 16, !dbg !194
  %60 = zext nneg i32 %56 to i64, !dbg !194
  %61 = getelementptr i8, ptr %59, i64 %60, !dbg !194
  %62 = add nuw nsw i32 %56, 8, !dbg !194
  store i32 %62, ptr %2, align 16, !dbg !194, !DIAssignID !195
    #dbg_assign(i32 %62, !154, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !195, ptr %2, !DIExpression(), !165)
  br label %66, !dbg !194

63:                                               ; preds = %55
  %64 = load ptr, ptr %3, align 8, !dbg !194
  %65 = getelementptr i8, ptr %64, i64 8, !dbg !194
  store ptr %65, ptr %3, align 8, !dbg !194, !DIAssignID !196
    #dbg_assign(ptr %65, !154, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !196, ptr %3, !DIExpression(), !165)
  br label %66, !dbg !194

66:                                               ; preds = %63, %58
  %67 = phi ptr [ %61, %58 ], [ %64, %63 ], !dbg !194
  %68 = load i64, ptr %67, align 8, !dbg !194, !tbaa !197
    #dbg_value(i64 %68, !158, !DIExpression(), !182)
  br label %139, !dbg !199

69:                                               ; preds = %5
  %70 = load i32, ptr %2, align 16, !dbg !200
  %71 = icmp ult i32 %70, 41, !dbg !200
  br i1 %71, label %72, label %77, !dbg !200

72:                                               ; preds = %69
  %73 = load ptr, ptr %4, align 16, !dbg !200
  %74 = zext nneg i32 %70 to i64, !dbg !200
  %75 = getelementptr i8, ptr %73, i64 %74, !dbg !200
  %76 = add nuw nsw i32 %70, 8, !dbg !200
  store i32 %76, ptr %2, align 16, !dbg !200, !DIAssignID !201
    #dbg_assign(i32 %76, !154, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !201, ptr %2, !DIExpression(), !165)
  br label %80, !dbg !200

77:                                               ; preds = %69
  %78 = load ptr, ptr %3, align 8, !dbg !200
  %79 = getelementptr i8, ptr %78, i64 8, !dbg !200
  store ptr %79, ptr %3, align 8, !dbg !200, !DIAssignID !202
    #dbg_assign(ptr %79, !154, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !202, ptr %3, !DIExpression(), !165)
  br label %80, !dbg !200

80:                                               ; preds = %77, %72
  %81 = phi ptr [ %75, %72 ], [ %78, %77 ], !dbg !200
  %82 = load i64, ptr %81, align 8, !dbg !200, !tbaa !191
    #dbg_value(i64 %82, !158, !DIExpression(), !182)
  br label %139, !dbg !203

83:                                               ; preds = %5
  %84 = load i32, ptr %2, align 16, !dbg !204
  %85 = icmp ult i32 %84, 41, !dbg !204
  br i1 %85, label %86, label %91, !dbg !204

86:                                               ; preds = %83
  %87 = load ptr, ptr %4, align 16, !dbg !204
  %88 = zext nneg i32 %84 to i64, !dbg !204
  %89 = getelementptr i8, ptr %87, i64 %88, !dbg !204
  %90 = add nuw nsw i32 %84, 8, !dbg !204
  store i32 %90, ptr %2, align 16, !dbg !204, !DIAssignID !205
    #dbg_assign(i32 %90, !154, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !205, ptr %2, !DIExpression(), !165)
  br label %94, !dbg !204

91:                                               ; preds = %83
  %92 = load ptr, ptr %3, align 8, !dbg !204
  %93 = getelementptr i8, ptr %92, i64 8, !dbg !204
  store ptr %93, ptr %3, align 8, !dbg !204, !DIAssignID !206
    #dbg_assign(ptr %93, !154, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !206, ptr %3, !DIExpression(), !165)
  br label %94, !dbg !204

94:                                               ; preds = %91, %86
  %95 = phi ptr [ %89, %86 ], [ %92, %91 ], !dbg !204
  %96 = load ptr, ptr %95, align 8, !dbg !204, !tbaa !207
  %97 = icmp ne ptr %96, null, !dbg !209
  %98 = zext i1 %97 to i64, !dbg !210
    #dbg_value(i64 %98, !158, !DIExpression(), !182)
  br label %139, !dbg !211

99:                                               ; preds = %5
  %100 = load i32, ptr %2, align 16, !dbg !212
  %101 = icmp ult i32 %100, 41, !dbg !212
  br i1 %101, label %102, label %107, !dbg !212

102:                                              ; preds = %99
  %103 = load ptr, ptr %4, align 16, !dbg !212
  %104 = zext nneg i32 %100 to i64, !dbg !212
  %105 = getelementptr i8, ptr %103, i64 %104, !dbg !212
  %106 = add nuw nsw i32 %100, 8, !dbg !212
  store i32 %106, ptr %2, align 16, !dbg !212, !DIAssignID !213
    #dbg_assign(i32 %106, !154, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !213, ptr %2, !DIExpression(), !165)
  br label %110, !dbg !212

107:                                              ; preds = %99
  %108 = load ptr, ptr %3, align 8, !dbg !212
  %109 = getelementptr i8, ptr %108, i64 8, !dbg !212
  store ptr %109, ptr %3, align 8, !dbg !212, !DIAssignID !214
    #dbg_assign(ptr %109, !154, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !214, ptr %3, !DIExpression(), !165)
  br label %110, !dbg !212

110:                                              ; preds = %107, %102
  %111 = phi ptr [ %105, %102 ], [ %108, %107 ], !dbg !212
  %112 = load ptr, ptr %111, align 8, !dbg !212, !tbaa !207
    #dbg_value(ptr %112, !161, !DIExpression(), !215)
    #dbg_value(i64 0, !158, !DIExpression(), !182)
  %113 = load i8, ptr %112, align 1, !dbg !216, !tbaa !172
  %114 = icmp eq i8 %113, 0, !dbg !217
  br i1 %114, label %139, label %115, !dbg !217

115:                                              ; preds = %110, %115
  %116 = phi i8 [ %123, %115 ], [ %113, %110 ]
  %117 = phi ptr [ %120, %115 ], [ %112, %110 ]
  %118 = phi i64 [ %122, %115 ], [ 0, %110 ]
    #dbg_value(ptr %117, !161, !DIExpression(), !215)
    #dbg_value(i64 %118, !158, !DIExpression(), !182)
  %119 = mul i64 %118, 31, !dbg !218
  %120 = getelementptr inbounds i8, ptr %117, i64 1, !dbg !219
    #dbg_value(ptr %120, !161, !DIExpression(), !215)
  %121 = zext i8 %116 to i64, !dbg !220
  %122 = add i64 %119, %121, !dbg !221
    #dbg_value(i64 %122, !158, !DIExpression(), !182)
  %123 = load i8, ptr %120, align 1, !dbg !216, !tbaa !172
  %124 = icmp eq i8 %123, 0, !dbg !217
  br i1 %124, label %139, label %115, !dbg !217, !llvm.loop !222

125:                                              ; preds = %5
  %126 = load i32, ptr %2, align 16, !dbg !223
  %127 = icmp ult i32 %126, 41, !dbg !223
  br i1 %127, label %128, label %133, !dbg !223

128:                                              ; preds = %125
  %129 = load ptr, ptr %4, align 16, !dbg !223
  %130 = zext nneg i32 %126 to i64, !dbg !223
  %131 = getelementptr i8, ptr %129, i64 %130, !dbg !223
  %132 = add nuw nsw i32 %126, 8, !dbg !223
  store i32 %132, ptr %2, align 16, !dbg !223, !DIAssignID !224
    #dbg_assign(i32 %132, !154, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !224, ptr %2, !DIExpression(), !165)
  br label %136, !dbg !223

133:                                              ; preds = %125
  %134 = load ptr, ptr %3, align 8, !dbg !223
  %135 = getelementptr i8, ptr %134, i64 8, !dbg !223
  store ptr %135, ptr %3, align 8, !dbg !223, !DIAssignID !225
    #dbg_assign(ptr %135, !154, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !225, ptr %3, !DIExpression(), !165)
  br label %136, !dbg !223

136:                                              ; preds = %133, %128
  %137 = phi ptr [ %131, %128 ], [ %134, %133 ], !dbg !223
  %138 = load i64, ptr %137, align 8, !dbg !223, !tbaa !191
    #dbg_value(i64 %138, !158, !DIExpression(), !182)
  br label %139, !dbg !226

139:                                              ; preds = %115, %110, %5, %136, %94, %80, %66, %52, %37, %22
  %140 = phi i64 [ %138, %136 ], [ %98, %94 ], [ %82, %80 ], [ %68, %66 ], [ %54, %52 ], [ %40, %37 ], [ %25, %22 ], [ 0, %5 ], [ 0, %110 ], [ %122, %115 ], !dbg !182
    #dbg_value(i64 %140, !158, !DIExpression(), !182)
  %141 = mul i64 %6, 1000003, !dbg !227
  %142 = xor i64 %140, %141, !dbg !228
    #dbg_value(i64 %142, !155, !DIExpression(), !165)
  %143 = sext i8 %8 to i32, !dbg !229
  %144 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %143, i64 noundef %140), !dbg !230
  %145 = getelementptr inbounds i8, ptr %7, i64 1, !dbg !231
    #dbg_value(ptr %145, !156, !DIExpression(), !168)
  br label %5, !dbg !232, !llvm.loop !233
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal i32 @count_until_zero(i32 %0, ...) unnamed_addr #3 !dbg !235 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !244
    #dbg_assign(i1 undef, !240, !DIExpression(), !244, ptr %2, !DIExpression(), !245)
    #dbg_value(i32 1, !239, !DIExpression(), !245)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7, !dbg !246
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !247
    #dbg_value(i32 0, !241, !DIExpression(), !245)
    #dbg_value(i32 1, !242, !DIExpression(), !248)
  %3 = load i32, ptr %2, align 16
    #dbg_value(i32 1, !242, !DIExpression(), !248)
    #dbg_value(i32 0, !241, !DIExpression(), !245)
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = getelementptr inbounds i8, ptr %2, i64 16
  %6 = load ptr, ptr %5, align 16
  %7 = load ptr, ptr %4, align 8
  br label %9, !dbg !249

8:                                                ; preds = %21
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !250
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7, !dbg !251
  ret i32 %13, !dbg !252

9:                                                ; preds = %1, %21
  %10 = phi ptr [ %7, %1 ], [ %22, %21 ]
  %11 = phi i32 [ 0, %1 ], [ %13, %21 ]
  %12 = phi i32 [ %3, %1 ], [ %23, %21 ]
    #dbg_value(i32 %11, !241, !DIExpression(), !245)
  %13 = add nuw nsw i32 %11, 1, !dbg !253
    #dbg_value(i32 %13, !241, !DIExpression(), !245)
  %14 = icmp ult i32 %12, 41, !dbg !255
  br i1 %14, label %15, label %19, !dbg !255

15:                                               ; preds = %9
  %16 = zext nneg i32 %12 to i64, !dbg !255
  %17 = getelementptr i8, ptr %6, i64 %16, !dbg !255
  %18 = add nuw nsw i32 %12, 8, !dbg !255
  store i32 %18, ptr %2, align 16, !dbg !255, !DIAssignID !256
    #dbg_assign(i32 %18, !240, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !256, ptr %2, !DIExpression(), !245)
  br label %21, !dbg !255

19:                                               ; preds = %9
  %20 = getelementptr i8, ptr %10, i64 8, !dbg !255
  store ptr %20, ptr %4, align 8, !dbg !255, !DIAssignID !257
    #dbg_assign(ptr %20, !240, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !257, ptr %4, !DIExpression(), !245)
  br label %21, !dbg !255

21:                                               ; preds = %19, %15
  %22 = phi ptr [ %10, %15 ], [ %20, %19 ]
  %23 = phi i32 [ %18, %15 ], [ %12, %19 ]
  %24 = phi ptr [ %17, %15 ], [ %10, %19 ], !dbg !255
  %25 = load i32, ptr %24, align 4, !dbg !255, !tbaa !93
    #dbg_value(i32 %25, !242, !DIExpression(), !248)
    #dbg_value(i32 %13, !241, !DIExpression(), !245)
  %26 = icmp eq i32 %25, 0, !dbg !258
  br i1 %26, label %8, label %9, !dbg !249, !llvm.loop !259
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!39}
!llvm.module.flags = !{!63, !64, !65, !66, !67, !68, !69}
!llvm.ident = !{!70}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/varargs_int_kinds.c", directory: ".", checksumkind: CSK_MD5, checksum: "a0dc5b9e3790472f45dc2851396aad4a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 21)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 20)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 17)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 6)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 1)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !3, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 10)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 9)
!39 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !40, globals: !57, splitDebugInlining: false, nameTableKind: None)
!40 = !{!41, !44, !46, !51, !50, !52, !53, !54, !55, !56}
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !42, line: 18, baseType: !43)
!42 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!43 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!45 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "intmax_t", file: !47, line: 101, baseType: !48)
!47 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "__intmax_t", file: !49, line: 72, baseType: !50)
!49 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!50 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!51 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!52 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!53 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!54 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !47, line: 90, baseType: !43)
!56 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!57 = !{!0, !7, !12, !17, !22, !27, !29, !34, !58}
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 2)
!63 = !{i32 7, !"Dwarf Version", i32 5}
!64 = !{i32 2, !"Debug Info Version", i32 3}
!65 = !{i32 1, !"wchar_size", i32 4}
!66 = !{i32 8, !"PIC Level", i32 2}
!67 = !{i32 7, !"PIE Level", i32 2}
!68 = !{i32 7, !"uwtable", i32 2}
!69 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!70 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!71 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 47, type: !72, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !74)
!72 = !DISubroutineType(types: !73)
!73 = !{!53}
!74 = !{!75, !76, !77, !79, !81, !83, !84}
!75 = !DILocalVariable(name: "c", scope: !71, file: !2, line: 48, type: !4)
!76 = !DILocalVariable(name: "uc", scope: !71, file: !2, line: 48, type: !56)
!77 = !DILocalVariable(name: "s", scope: !71, file: !2, line: 48, type: !78)
!78 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!79 = !DILocalVariable(name: "us", scope: !71, file: !2, line: 48, type: !80)
!80 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!81 = !DILocalVariable(name: "b", scope: !71, file: !2, line: 48, type: !82)
!82 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!83 = !DILocalVariable(name: "x", scope: !71, file: !2, line: 51, type: !53)
!84 = !DILocalVariable(name: "h", scope: !71, file: !2, line: 52, type: !54)
!85 = distinct !DIAssignID()
!86 = !DILocation(line: 0, scope: !71)
!87 = !DILocation(line: 49, column: 37, scope: !71)
!88 = !DILocation(line: 49, column: 5, scope: !71)
!89 = !DILocation(line: 50, column: 36, scope: !71)
!90 = !DILocation(line: 50, column: 5, scope: !71)
!91 = !DILocation(line: 51, column: 5, scope: !71)
!92 = !DILocation(line: 51, column: 9, scope: !71)
!93 = !{!94, !94, i64 0}
!94 = !{!"int", !95, i64 0}
!95 = !{!"omnipotent char", !96, i64 0}
!96 = !{!"Simple C/C++ TBAA"}
!97 = distinct !DIAssignID()
!98 = !DILocation(line: 52, column: 28, scope: !71)
!99 = !DILocation(line: 54, column: 5, scope: !71)
!100 = !DILocation(line: 55, column: 26, scope: !71)
!101 = !DILocation(line: 55, column: 5, scope: !71)
!102 = !DILocation(line: 56, column: 12, scope: !71)
!103 = !DILocation(line: 57, column: 1, scope: !71)
!104 = !DILocation(line: 56, column: 5, scope: !71)
!105 = !DISubprogram(name: "printf", scope: !106, file: !106, line: 356, type: !107, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!106 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!107 = !DISubroutineType(types: !108)
!108 = !{!53, !109, null}
!109 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !44)
!110 = distinct !DISubprogram(name: "sum_ints", scope: !2, file: !2, line: 10, type: !111, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !113)
!111 = !DISubroutineType(types: !112)
!112 = !{!52, !53, null}
!113 = !{!114, !115, !127, !128}
!114 = !DILocalVariable(name: "n", arg: 1, scope: !110, file: !2, line: 10, type: !53)
!115 = !DILocalVariable(name: "ap", scope: !110, file: !2, line: 11, type: !116)
!116 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !117, line: 12, baseType: !118)
!117 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "7bd78a282b99fcfe41a9e3c566d14f7d")
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !119)
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !120, size: 192, elements: !25)
!120 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !121)
!121 = !{!122, !123, !124, !126}
!122 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !120, file: !2, line: 11, baseType: !51, size: 32)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !120, file: !2, line: 11, baseType: !51, size: 32, offset: 32)
!124 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !120, file: !2, line: 11, baseType: !125, size: 64, offset: 64)
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !120, file: !2, line: 11, baseType: !125, size: 64, offset: 128)
!127 = !DILocalVariable(name: "s", scope: !110, file: !2, line: 12, type: !52)
!128 = !DILocalVariable(name: "i", scope: !129, file: !2, line: 13, type: !53)
!129 = distinct !DILexicalBlock(scope: !110, file: !2, line: 13, column: 5)
!130 = distinct !DIAssignID()
!131 = !DILocation(line: 0, scope: !110)
!132 = !DILocation(line: 11, column: 5, scope: !110)
!133 = !DILocation(line: 11, column: 17, scope: !110)
!134 = !DILocation(line: 0, scope: !129)
!135 = !DILocation(line: 13, column: 23, scope: !136)
!136 = distinct !DILexicalBlock(scope: !129, file: !2, line: 13, column: 5)
!137 = !DILocation(line: 13, column: 5, scope: !129)
!138 = !DILocation(line: 13, column: 39, scope: !136)
!139 = !DILocation(line: 13, column: 45, scope: !136)
!140 = distinct !DIAssignID()
!141 = distinct !DIAssignID()
!142 = !DILocation(line: 13, column: 43, scope: !136)
!143 = !DILocation(line: 14, column: 5, scope: !110)
!144 = !DILocation(line: 16, column: 1, scope: !110)
!145 = !DILocation(line: 15, column: 5, scope: !110)
!146 = distinct !{!146, !137, !147, !148}
!147 = !DILocation(line: 13, column: 45, scope: !129)
!148 = !{!"llvm.loop.mustprogress"}
!149 = distinct !DISubprogram(name: "by_format", scope: !2, file: !2, line: 17, type: !150, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !152)
!150 = !DISubroutineType(types: !151)
!151 = !{!54, !44, null}
!152 = !{!153, !154, !155, !156, !158, !161}
!153 = !DILocalVariable(name: "fmt", arg: 1, scope: !149, file: !2, line: 17, type: !44)
!154 = !DILocalVariable(name: "ap", scope: !149, file: !2, line: 18, type: !116)
!155 = !DILocalVariable(name: "h", scope: !149, file: !2, line: 19, type: !54)
!156 = !DILocalVariable(name: "p", scope: !157, file: !2, line: 20, type: !44)
!157 = distinct !DILexicalBlock(scope: !149, file: !2, line: 20, column: 5)
!158 = !DILocalVariable(name: "v", scope: !159, file: !2, line: 21, type: !54)
!159 = distinct !DILexicalBlock(scope: !160, file: !2, line: 20, column: 40)
!160 = distinct !DILexicalBlock(scope: !157, file: !2, line: 20, column: 5)
!161 = !DILocalVariable(name: "s", scope: !162, file: !2, line: 29, type: !44)
!162 = distinct !DILexicalBlock(scope: !163, file: !2, line: 29, column: 19)
!163 = distinct !DILexicalBlock(scope: !159, file: !2, line: 22, column: 21)
!164 = distinct !DIAssignID()
!165 = !DILocation(line: 0, scope: !149)
!166 = !DILocation(line: 18, column: 5, scope: !149)
!167 = !DILocation(line: 18, column: 17, scope: !149)
!168 = !DILocation(line: 0, scope: !157)
!169 = !DILocation(line: 20, column: 10, scope: !157)
!170 = !DILocation(line: 20, scope: !157)
!171 = !DILocation(line: 20, column: 31, scope: !160)
!172 = !{!95, !95, i64 0}
!173 = !DILocation(line: 20, column: 5, scope: !157)
!174 = !DILocation(line: 35, column: 5, scope: !149)
!175 = !DILocation(line: 36, column: 5, scope: !149)
!176 = !DILocation(line: 38, column: 1, scope: !149)
!177 = !DILocation(line: 37, column: 5, scope: !149)
!178 = !DILocation(line: 23, column: 54, scope: !163)
!179 = distinct !DIAssignID()
!180 = distinct !DIAssignID()
!181 = !DILocation(line: 23, column: 43, scope: !163)
!182 = !DILocation(line: 0, scope: !159)
!183 = !DILocation(line: 23, column: 71, scope: !163)
!184 = !DILocation(line: 24, column: 23, scope: !163)
!185 = distinct !DIAssignID()
!186 = distinct !DIAssignID()
!187 = !DILocation(line: 24, column: 45, scope: !163)
!188 = !DILocation(line: 25, column: 43, scope: !163)
!189 = distinct !DIAssignID()
!190 = distinct !DIAssignID()
!191 = !{!192, !192, i64 0}
!192 = !{!"long", !95, i64 0}
!193 = !DILocation(line: 25, column: 61, scope: !163)
!194 = !DILocation(line: 26, column: 43, scope: !163)
!195 = distinct !DIAssignID()
!196 = distinct !DIAssignID()
!197 = !{!198, !198, i64 0}
!198 = !{!"long long", !95, i64 0}
!199 = !DILocation(line: 26, column: 66, scope: !163)
!200 = !DILocation(line: 27, column: 23, scope: !163)
!201 = distinct !DIAssignID()
!202 = distinct !DIAssignID()
!203 = !DILocation(line: 27, column: 43, scope: !163)
!204 = !DILocation(line: 28, column: 34, scope: !163)
!205 = distinct !DIAssignID()
!206 = distinct !DIAssignID()
!207 = !{!208, !208, i64 0}
!208 = !{!"any pointer", !95, i64 0}
!209 = !DILocation(line: 28, column: 59, scope: !163)
!210 = !DILocation(line: 28, column: 23, scope: !163)
!211 = !DILocation(line: 28, column: 65, scope: !163)
!212 = !DILocation(line: 29, column: 37, scope: !162)
!213 = distinct !DIAssignID()
!214 = distinct !DIAssignID()
!215 = !DILocation(line: 0, scope: !162)
!216 = !DILocation(line: 29, column: 70, scope: !162)
!217 = !DILocation(line: 29, column: 63, scope: !162)
!218 = !DILocation(line: 29, column: 80, scope: !162)
!219 = !DILocation(line: 29, column: 104, scope: !162)
!220 = !DILocation(line: 29, column: 87, scope: !162)
!221 = !DILocation(line: 29, column: 85, scope: !162)
!222 = distinct !{!222, !217, !219, !148}
!223 = !DILocation(line: 30, column: 43, scope: !163)
!224 = distinct !DIAssignID()
!225 = distinct !DIAssignID()
!226 = !DILocation(line: 30, column: 65, scope: !163)
!227 = !DILocation(line: 32, column: 15, scope: !159)
!228 = !DILocation(line: 32, column: 25, scope: !159)
!229 = !DILocation(line: 33, column: 28, scope: !159)
!230 = !DILocation(line: 33, column: 9, scope: !159)
!231 = !DILocation(line: 20, column: 36, scope: !160)
!232 = !DILocation(line: 20, column: 5, scope: !160)
!233 = distinct !{!233, !173, !234, !148}
!234 = !DILocation(line: 34, column: 5, scope: !157)
!235 = distinct !DISubprogram(name: "count_until_zero", scope: !2, file: !2, line: 39, type: !236, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !238)
!236 = !DISubroutineType(types: !237)
!237 = !{!53, !53, null}
!238 = !{!239, !240, !241, !242}
!239 = !DILocalVariable(name: "first", arg: 1, scope: !235, file: !2, line: 39, type: !53)
!240 = !DILocalVariable(name: "ap", scope: !235, file: !2, line: 40, type: !116)
!241 = !DILocalVariable(name: "n", scope: !235, file: !2, line: 41, type: !53)
!242 = !DILocalVariable(name: "v", scope: !243, file: !2, line: 42, type: !53)
!243 = distinct !DILexicalBlock(scope: !235, file: !2, line: 42, column: 5)
!244 = distinct !DIAssignID()
!245 = !DILocation(line: 0, scope: !235)
!246 = !DILocation(line: 40, column: 5, scope: !235)
!247 = !DILocation(line: 40, column: 17, scope: !235)
!248 = !DILocation(line: 0, scope: !243)
!249 = !DILocation(line: 42, column: 5, scope: !243)
!250 = !DILocation(line: 43, column: 5, scope: !235)
!251 = !DILocation(line: 45, column: 1, scope: !235)
!252 = !DILocation(line: 44, column: 5, scope: !235)
!253 = !DILocation(line: 42, column: 55, scope: !254)
!254 = distinct !DILexicalBlock(scope: !243, file: !2, line: 42, column: 5)
!255 = !DILocation(line: 42, column: 37, scope: !254)
!256 = distinct !DIAssignID()
!257 = distinct !DIAssignID()
!258 = !DILocation(line: 42, column: 27, scope: !254)
!259 = distinct !{!259, !249, !260, !148}
!260 = !DILocation(line: 42, column: 55, scope: !243)
