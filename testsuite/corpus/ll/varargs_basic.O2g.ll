; ModuleID = 'programs/varargs_basic.c'
source_filename = "programs/varargs_basic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.pair = type { double, double }
%struct.big = type { [5 x i64] }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [18 x i8] c"ints %ld %ld %ld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [15 x i8] c"doubles %g %g\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [11 x i8] c"ld %.20Lg\0A\00", align 1, !dbg !12
@__const.main.pr = private unnamed_addr constant %struct.pair { double 1.500000e+00, double 4.000000e+00 }, align 8
@.str.3 = private unnamed_addr constant [10 x i8] c"mixed %g\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [12 x i8] c"iildLpsPBcf\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [6 x i8] c"hello\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [11 x i8] c"mixed2 %g\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [21 x i8] c"iiiiiiiiiidddddddddd\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [11 x i8] c"mixed3 %g\0A\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [9 x i8] c"PPPPPsss\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [18 x i8] c"wsum %d twice %d\0A\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [8 x i8] c"nth %s\0A\00", align 1, !dbg !48
@.str.12 = private unnamed_addr constant [5 x i8] c"zero\00", align 1, !dbg !53
@.str.13 = private unnamed_addr constant [4 x i8] c"one\00", align 1, !dbg !58
@.str.14 = private unnamed_addr constant [4 x i8] c"two\00", align 1, !dbg !63
@.str.15 = private unnamed_addr constant [6 x i8] c"three\00", align 1, !dbg !65
@.str.16 = private unnamed_addr constant [29 x i8] c"%d|%5s|%-5s|%c|%x|%o|%lld|%p\00", align 1, !dbg !67
@.str.17 = private unnamed_addr constant [3 x i8] c"ab\00", align 1, !dbg !72
@.str.18 = private unnamed_addr constant [3 x i8] c"cd\00", align 1, !dbg !77

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !95 {
    #dbg_assign(i1 undef, !105, !DIExpression(), !120, ptr @__const.main.pr, !DIExpression(), !121)
  %1 = alloca %struct.big, align 8, !DIAssignID !122
    #dbg_assign(i1 undef, !110, !DIExpression(), !122, ptr %1, !DIExpression(), !121)
  %2 = alloca [128 x i8], align 16, !DIAssignID !123
    #dbg_assign(i1 undef, !116, !DIExpression(), !123, ptr %2, !DIExpression(), !121)
  %3 = tail call i64 (i32, ...) @sum_ints(i32 noundef 0), !dbg !124
  %4 = tail call i64 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3), !dbg !125
  %5 = tail call i64 (i32, ...) @sum_ints(i32 noundef 20, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10, i32 noundef 11, i32 noundef 12, i32 noundef 13, i32 noundef 14, i32 noundef 15, i32 noundef 16, i32 noundef 17, i32 noundef 18, i32 noundef 19, i32 noundef -20), !dbg !126
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %3, i64 noundef %4, i64 noundef %5), !dbg !127
  %7 = tail call double (i32, ...) @sum_doubles(i32 noundef 2, double noundef 5.000000e-01, double noundef 2.500000e-01), !dbg !128
  %8 = tail call double (i32, ...) @sum_doubles(i32 noundef 12, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, double noundef 1.100000e+01, double noundef 1.250000e+01), !dbg !129
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %7, double noundef %8), !dbg !130
  %10 = tail call x86_fp80 (i32, ...) @sum_ld(i32 poison, x86_fp80 noundef 0xK3FFDAAAAAAAAAAAAAAAB, x86_fp80 noundef 0xK3FFEAAAAAAAAAAAAAAAB, x86_fp80 noundef 0xK3FC39392EE8E921D5D07, x86_fp80 noundef 0xK4001A000000000000000), !dbg !131
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, x86_fp80 noundef %10), !dbg !132
    #dbg_value(i64 281466386776068, !99, !DIExpression(), !121)
    #dbg_assign(i1 undef, !105, !DIExpression(), !133, ptr @__const.main.pr, !DIExpression(), !121)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #9, !dbg !134
    #dbg_assign(i8 0, !110, !DIExpression(), !135, ptr %1, !DIExpression(), !121)
  store i64 1, ptr %1, align 8, !dbg !136, !DIAssignID !137
    #dbg_assign(i64 1, !110, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !137, ptr %1, !DIExpression(), !121)
  %12 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !136
  store i64 2, ptr %12, align 8, !dbg !136, !DIAssignID !138
    #dbg_assign(i64 2, !110, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !138, ptr %12, !DIExpression(), !121)
  %13 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !136
  store i64 3, ptr %13, align 8, !dbg !136, !DIAssignID !139
    #dbg_assign(i64 3, !110, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !139, ptr %13, !DIExpression(), !121)
  %14 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !136
  store i64 4, ptr %14, align 8, !dbg !136, !DIAssignID !140
    #dbg_assign(i64 4, !110, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !140, ptr %14, !DIExpression(), !121)
  %15 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !136
  store i64 100, ptr %15, align 8, !dbg !136, !DIAssignID !141
    #dbg_assign(i64 100, !110, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !141, ptr %15, !DIExpression(), !121)
  %16 = tail call double (ptr, ...) @mixed(ptr noundef nonnull @.str.4, i32 noundef 5, i32 noundef 6, i64 noundef 7, double noundef 5.000000e-01, x86_fp80 noundef 0xK4000A000000000000000, ptr noundef nonnull @.str.5, i64 281466386776068, double 1.500000e+00, double 4.000000e+00, ptr noundef nonnull byval(%struct.big) align 8 %1, i32 noundef 65, double noundef 1.250000e+00), !dbg !142
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %16), !dbg !143
  %18 = tail call double (ptr, ...) @mixed(ptr noundef nonnull @.str.7, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01), !dbg !144
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %18), !dbg !145
  %20 = tail call double (ptr, ...) @mixed(ptr noundef nonnull @.str.9, double 1.500000e+00, double 4.000000e+00, double 1.500000e+00, double 4.000000e+00, double 1.500000e+00, double 4.000000e+00, double 1.500000e+00, double 4.000000e+00, ptr noundef nonnull byval(%struct.pair) align 8 @__const.main.pr, i64 281466386776068, i64 281466386776068, i64 281466386776068), !dbg !146
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %20), !dbg !147
  %22 = tail call i32 (i32, ...) @wsum(i32 poison, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !148
  %23 = tail call i32 (i32, ...) @twice(i32 poison, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4), !dbg !149
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %22, i32 noundef %23), !dbg !150
  %25 = tail call ptr (i32, ...) @nth_string(i32 poison, ptr noundef nonnull @.str.12, ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15), !dbg !151
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef %25), !dbg !152
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #9, !dbg !153
  %27 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 128, ptr noundef nonnull @.str.16, i32 noundef -42, ptr noundef nonnull @.str.17, ptr noundef nonnull @.str.18, i32 noundef 122, i32 noundef 255, i32 noundef 8, i64 noundef -1, ptr noundef null) #9, !dbg !154
  %28 = call i32 @puts(ptr nonnull dereferenceable(1) %2), !dbg !155
  %29 = tail call i64 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 10, i32 noundef 20, i32 noundef 30), !dbg !156
  %30 = trunc i64 %29 to i32, !dbg !157
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #9, !dbg !158
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #9, !dbg !158
  ret i32 %30, !dbg !159
}

; Function Attrs: nofree nounwind
declare !dbg !160 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i64 @sum_ints(i32 noundef %0, ...) unnamed_addr #2 !dbg !167 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !189
    #dbg_assign(i1 undef, !172, !DIExpression(), !189, ptr %2, !DIExpression(), !190)
    #dbg_value(i32 %0, !171, !DIExpression(), !190)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #9, !dbg !191
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !192
    #dbg_value(i64 0, !186, !DIExpression(), !190)
    #dbg_value(i32 0, !187, !DIExpression(), !193)
    #dbg_value(i32 0, !187, !DIExpression(), !193)
    #dbg_value(i64 0, !186, !DIExpression(), !190)
  %3 = icmp sgt i32 %0, 0, !dbg !194
  br i1 %3, label %4, label %33, !dbg !196

4:                                                ; preds = %1
  %5 = load i32, ptr %2, align 16
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load ptr, ptr %6, align 8
  %10 = and i32 %0, 1, !dbg !196
  %11 = icmp eq i32 %0, 1, !dbg !196
  br i1 %11, label %14, label %12, !dbg !196

12:                                               ; preds = %4
  %13 = and i32 %0, 2147483646, !dbg !196
  br label %35, !dbg !196

14:                                               ; preds = %61, %4
  %15 = phi i64 [ poison, %4 ], [ %67, %61 ]
  %16 = phi ptr [ %9, %4 ], [ %62, %61 ]
  %17 = phi i64 [ 0, %4 ], [ %67, %61 ]
  %18 = phi i32 [ %5, %4 ], [ %63, %61 ]
  %19 = icmp eq i32 %10, 0, !dbg !197
  br i1 %19, label %33, label %20, !dbg !197

20:                                               ; preds = %14
    #dbg_value(i32 poison, !187, !DIExpression(), !193)
    #dbg_value(i64 %17, !186, !DIExpression(), !190)
  %21 = icmp ult i32 %18, 41, !dbg !197
  br i1 %21, label %24, label %22, !dbg !197

22:                                               ; preds = %20
  %23 = getelementptr i8, ptr %16, i64 8, !dbg !197
  store ptr %23, ptr %6, align 8, !dbg !197, !DIAssignID !198
    #dbg_assign(ptr %23, !172, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !198, ptr %6, !DIExpression(), !190)
  br label %28, !dbg !197

24:                                               ; preds = %20
  %25 = zext nneg i32 %18 to i64, !dbg !197
  %26 = getelementptr i8, ptr %8, i64 %25, !dbg !197
  %27 = add nuw nsw i32 %18, 8, !dbg !197
  store i32 %27, ptr %2, align 16, !dbg !197, !DIAssignID !199
    #dbg_assign(i32 %27, !172, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !199, ptr %2, !DIExpression(), !190)
  br label %28, !dbg !197

28:                                               ; preds = %24, %22
  %29 = phi ptr [ %26, %24 ], [ %16, %22 ], !dbg !197
  %30 = load i32, ptr %29, align 4, !dbg !197, !tbaa !200
  %31 = sext i32 %30 to i64, !dbg !197
  %32 = add nsw i64 %17, %31, !dbg !204
    #dbg_value(i64 %32, !186, !DIExpression(), !190)
    #dbg_value(i32 poison, !187, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !193)
  br label %33, !dbg !205

33:                                               ; preds = %28, %14, %1
  %34 = phi i64 [ 0, %1 ], [ %15, %14 ], [ %32, %28 ], !dbg !206
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !205
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #9, !dbg !207
  ret i64 %34, !dbg !208

35:                                               ; preds = %61, %12
  %36 = phi ptr [ %9, %12 ], [ %62, %61 ]
  %37 = phi i64 [ 0, %12 ], [ %67, %61 ]
  %38 = phi i32 [ %5, %12 ], [ %63, %61 ]
  %39 = phi i32 [ 0, %12 ], [ %68, %61 ]
    #dbg_value(i32 poison, !187, !DIExpression(), !193)
    #dbg_value(i64 %37, !186, !DIExpression(), !190)
  %40 = icmp ult i32 %38, 41, !dbg !197
  br i1 %40, label %41, label %45, !dbg !197

41:                                               ; preds = %35
  %42 = zext nneg i32 %38 to i64, !dbg !197
  %43 = getelementptr i8, ptr %8, i64 %42, !dbg !197
  %44 = add nuw nsw i32 %38, 8, !dbg !197
  store i32 %44, ptr %2, align 16, !dbg !197, !DIAssignID !199
    #dbg_assign(i32 %44, !172, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !199, ptr %2, !DIExpression(), !190)
  br label %47, !dbg !197

45:                                               ; preds = %35
  %46 = getelementptr i8, ptr %36, i64 8, !dbg !197
  store ptr %46, ptr %6, align 8, !dbg !197, !DIAssignID !198
    #dbg_assign(ptr %46, !172, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !198, ptr %6, !DIExpression(), !190)
  br label %47, !dbg !197

47:                                               ; preds = %45, %41
  %48 = phi ptr [ %36, %41 ], [ %46, %45 ]
  %49 = phi i32 [ %44, %41 ], [ %38, %45 ]
  %50 = phi ptr [ %43, %41 ], [ %36, %45 ], !dbg !197
  %51 = load i32, ptr %50, align 4, !dbg !197, !tbaa !200
  %52 = sext i32 %51 to i64, !dbg !197
  %53 = add nsw i64 %37, %52, !dbg !204
    #dbg_value(i64 %53, !186, !DIExpression(), !190)
    #dbg_value(i32 poison, !187, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !193)
  %54 = icmp ult i32 %49, 41, !dbg !197
  br i1 %54, label %57, label %55, !dbg !197

55:                                               ; preds = %47
  %56 = getelementptr i8, ptr %48, i64 8, !dbg !197
  store ptr %56, ptr %6, align 8, !dbg !197, !DIAssignID !198
    #dbg_assign(ptr %56, !172, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !198, ptr %6, !DIExpression(), !190)
  br label %61, !dbg !197

57:                                               ; preds = %47
  %58 = zext nneg i32 %49 to i64, !dbg !197
  %59 = getelementptr i8, ptr %8, i64 %58, !dbg !197
  %60 = add nuw nsw i32 %49, 8, !dbg !197
  store i32 %60, ptr %2, align 16, !dbg !197, !DIAssignID !199
    #dbg_assign(i32 %60, !172, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !199, ptr %2, !DIExpression(), !190)
  br label %61, !dbg !197

61:                                               ; preds = %57, %55
  %62 = phi ptr [ %48, %57 ], [ %56, %55 ]
  %63 = phi i32 [ %60, %57 ], [ %49, %55 ]
  %64 = phi ptr [ %59, %57 ], [ %48, %55 ], !dbg !197
  %65 = load i32, ptr %64, align 4, !dbg !197, !tbaa !200
  %66 = sext i32 %65 to i64, !dbg !197
  %67 = add nsw i64 %53, %66, !dbg !204
    #dbg_value(i64 %67, !186, !DIExpression(), !190)
    #dbg_value(i32 poison, !187, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !193)
  %68 = add i32 %39, 2, !dbg !196
  %69 = icmp eq i32 %68, %13, !dbg !196
  br i1 %69, label %14, label %35, !dbg !196, !llvm.loop !209
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal double @sum_doubles(i32 noundef %0, ...) unnamed_addr #2 !dbg !212 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !221
    #dbg_assign(i1 undef, !217, !DIExpression(), !221, ptr %2, !DIExpression(), !222)
    #dbg_value(i32 %0, !216, !DIExpression(), !222)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #9, !dbg !223
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !224
    #dbg_value(double 0.000000e+00, !218, !DIExpression(), !222)
    #dbg_value(i32 0, !219, !DIExpression(), !225)
  %3 = icmp sgt i32 %0, 0, !dbg !226
  br i1 %3, label %4, label %33, !dbg !228

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %2, i64 4
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load i32, ptr %5, align 4
  %10 = load ptr, ptr %6, align 8
  %11 = and i32 %0, 1, !dbg !228
  %12 = icmp eq i32 %0, 1, !dbg !228
  br i1 %12, label %15, label %13, !dbg !228

13:                                               ; preds = %4
  %14 = and i32 %0, 2147483646, !dbg !228
  br label %35, !dbg !228

15:                                               ; preds = %60, %4
  %16 = phi double [ poison, %4 ], [ %65, %60 ]
  %17 = phi ptr [ %10, %4 ], [ %61, %60 ]
  %18 = phi i32 [ %9, %4 ], [ %62, %60 ]
  %19 = phi double [ 0.000000e+00, %4 ], [ %65, %60 ]
  %20 = icmp eq i32 %11, 0, !dbg !229
  br i1 %20, label %33, label %21, !dbg !229

21:                                               ; preds = %15
    #dbg_value(i32 poison, !219, !DIExpression(), !225)
    #dbg_value(double %19, !218, !DIExpression(), !222)
  %22 = icmp ult i32 %18, 161, !dbg !229
  br i1 %22, label %25, label %23, !dbg !229

23:                                               ; preds = %21
  %24 = getelementptr i8, ptr %17, i64 8, !dbg !229
  store ptr %24, ptr %6, align 8, !dbg !229, !DIAssignID !230
    #dbg_assign(ptr %24, !217, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !230, ptr %6, !DIExpression(), !222)
  br label %29, !dbg !229

25:                                               ; preds = %21
  %26 = zext nneg i32 %18 to i64, !dbg !229
  %27 = getelementptr i8, ptr %8, i64 %26, !dbg !229
  %28 = add nuw nsw i32 %18, 16, !dbg !229
  store i32 %28, ptr %5, align 4, !dbg !229, !DIAssignID !231
    #dbg_assign(i32 %28, !217, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !231, ptr %5, !DIExpression(), !222)
  br label %29, !dbg !229

29:                                               ; preds = %25, %23
  %30 = phi ptr [ %27, %25 ], [ %17, %23 ], !dbg !229
  %31 = load double, ptr %30, align 8, !dbg !229, !tbaa !232
  %32 = fadd double %19, %31, !dbg !234
    #dbg_value(double %32, !218, !DIExpression(), !222)
    #dbg_value(i32 poison, !219, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !225)
  br label %33, !dbg !235

33:                                               ; preds = %29, %15, %1
  %34 = phi double [ 0.000000e+00, %1 ], [ %16, %15 ], [ %32, %29 ], !dbg !236
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !235
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #9, !dbg !237
  ret double %34, !dbg !238

35:                                               ; preds = %60, %13
  %36 = phi ptr [ %10, %13 ], [ %61, %60 ]
  %37 = phi i32 [ %9, %13 ], [ %62, %60 ]
  %38 = phi double [ 0.000000e+00, %13 ], [ %65, %60 ]
  %39 = phi i32 [ 0, %13 ], [ %66, %60 ]
    #dbg_value(i32 poison, !219, !DIExpression(), !225)
    #dbg_value(double %38, !218, !DIExpression(), !222)
  %40 = icmp ult i32 %37, 161, !dbg !229
  br i1 %40, label %41, label %45, !dbg !229

41:                                               ; preds = %35
  %42 = zext nneg i32 %37 to i64, !dbg !229
  %43 = getelementptr i8, ptr %8, i64 %42, !dbg !229
  %44 = add nuw nsw i32 %37, 16, !dbg !229
  store i32 %44, ptr %5, align 4, !dbg !229, !DIAssignID !231
    #dbg_assign(i32 %44, !217, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !231, ptr %5, !DIExpression(), !222)
  br label %47, !dbg !229

45:                                               ; preds = %35
  %46 = getelementptr i8, ptr %36, i64 8, !dbg !229
  store ptr %46, ptr %6, align 8, !dbg !229, !DIAssignID !230
    #dbg_assign(ptr %46, !217, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !230, ptr %6, !DIExpression(), !222)
  br label %47, !dbg !229

47:                                               ; preds = %45, %41
  %48 = phi ptr [ %36, %41 ], [ %46, %45 ]
  %49 = phi i32 [ %44, %41 ], [ %37, %45 ]
  %50 = phi ptr [ %43, %41 ], [ %36, %45 ], !dbg !229
  %51 = load double, ptr %50, align 8, !dbg !229, !tbaa !232
  %52 = fadd double %38, %51, !dbg !234
    #dbg_value(double %52, !218, !DIExpression(), !222)
    #dbg_value(i32 poison, !219, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !225)
  %53 = icmp ult i32 %49, 161, !dbg !229
  br i1 %53, label %56, label %54, !dbg !229

54:                                               ; preds = %47
  %55 = getelementptr i8, ptr %48, i64 8, !dbg !229
  store ptr %55, ptr %6, align 8, !dbg !229, !DIAssignID !230
    #dbg_assign(ptr %55, !217, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !230, ptr %6, !DIExpression(), !222)
  br label %60, !dbg !229

56:                                               ; preds = %47
  %57 = zext nneg i32 %49 to i64, !dbg !229
  %58 = getelementptr i8, ptr %8, i64 %57, !dbg !229
  %59 = add nuw nsw i32 %49, 16, !dbg !229
  store i32 %59, ptr %5, align 4, !dbg !229, !DIAssignID !231
    #dbg_assign(i32 %59, !217, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !231, ptr %5, !DIExpression(), !222)
  br label %60, !dbg !229

60:                                               ; preds = %56, %54
  %61 = phi ptr [ %48, %56 ], [ %55, %54 ]
  %62 = phi i32 [ %59, %56 ], [ %49, %54 ]
  %63 = phi ptr [ %58, %56 ], [ %48, %54 ], !dbg !229
  %64 = load double, ptr %63, align 8, !dbg !229, !tbaa !232
  %65 = fadd double %52, %64, !dbg !234
    #dbg_value(double %65, !218, !DIExpression(), !222)
    #dbg_value(i32 poison, !219, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !225)
  %66 = add i32 %39, 2, !dbg !228
  %67 = icmp eq i32 %66, %14, !dbg !228
  br i1 %67, label %15, label %35, !dbg !228, !llvm.loop !239
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal x86_fp80 @sum_ld(i32 %0, ...) unnamed_addr #3 !dbg !241 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !251
    #dbg_assign(i1 undef, !247, !DIExpression(), !251, ptr %2, !DIExpression(), !252)
    #dbg_value(i32 4, !246, !DIExpression(), !252)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #9, !dbg !253
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !254
    #dbg_value(x86_fp80 0xK00000000000000000000, !248, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !252)
    #dbg_value(i32 0, !249, !DIExpression(), !255)
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  %4 = load ptr, ptr %3, align 8
    #dbg_value(i32 0, !249, !DIExpression(), !255)
    #dbg_value(x86_fp80 0xK00000000000000000000, !248, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !252)
    #dbg_value(i32 0, !249, !DIExpression(), !255)
    #dbg_value(x86_fp80 0xK00000000000000000000, !248, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !252)
  %5 = getelementptr inbounds i8, ptr %4, i64 15, !dbg !256
  %6 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %5, i64 -16), !dbg !256
  %7 = getelementptr i8, ptr %6, i64 16, !dbg !256
  store ptr %7, ptr %3, align 8, !dbg !256, !DIAssignID !258
    #dbg_assign(ptr %7, !247, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !258, ptr %3, !DIExpression(), !252)
  %8 = load x86_fp80, ptr %6, align 16, !dbg !256, !tbaa !259
  %9 = fadd x86_fp80 %8, 0xK00000000000000000000, !dbg !261
    #dbg_value(x86_fp80 %9, !248, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !252)
    #dbg_value(i32 1, !249, !DIExpression(), !255)
  %10 = getelementptr i8, ptr %6, i64 16, !dbg !256
  %11 = getelementptr i8, ptr %6, i64 32, !dbg !256
  store ptr %11, ptr %3, align 8, !dbg !256, !DIAssignID !258
    #dbg_assign(ptr %11, !247, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !258, ptr %3, !DIExpression(), !252)
  %12 = load x86_fp80, ptr %10, align 16, !dbg !256, !tbaa !259
  %13 = fadd x86_fp80 %9, %12, !dbg !261
    #dbg_value(x86_fp80 %13, !248, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !252)
    #dbg_value(i32 2, !249, !DIExpression(), !255)
  %14 = getelementptr i8, ptr %6, i64 32, !dbg !256
  %15 = getelementptr i8, ptr %6, i64 48, !dbg !256
  store ptr %15, ptr %3, align 8, !dbg !256, !DIAssignID !258
    #dbg_assign(ptr %15, !247, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !258, ptr %3, !DIExpression(), !252)
  %16 = load x86_fp80, ptr %14, align 16, !dbg !256, !tbaa !259
  %17 = fadd x86_fp80 %13, %16, !dbg !261
    #dbg_value(x86_fp80 %17, !248, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !252)
    #dbg_value(i32 3, !249, !DIExpression(), !255)
  %18 = getelementptr i8, ptr %6, i64 48, !dbg !256
  %19 = getelementptr i8, ptr %6, i64 64, !dbg !256
  store ptr %19, ptr %3, align 8, !dbg !256, !DIAssignID !258
    #dbg_assign(ptr %19, !247, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !258, ptr %3, !DIExpression(), !252)
  %20 = load x86_fp80, ptr %18, align 16, !dbg !256, !tbaa !259
  %21 = fadd x86_fp80 %17, %20, !dbg !261
    #dbg_value(x86_fp80 %21, !248, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !252)
    #dbg_value(i32 4, !249, !DIExpression(), !255)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !262
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #9, !dbg !263
  ret x86_fp80 %21, !dbg !264
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nofree nounwind uwtable
define internal double @mixed(ptr nocapture noundef readonly %0, ...) unnamed_addr #0 !dbg !265 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !289
    #dbg_assign(i1 undef, !270, !DIExpression(), !289, ptr %2, !DIExpression(), !290)
  %3 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !291
    #dbg_assign(i1 undef, !271, !DIExpression(), !291, ptr %3, !DIExpression(), !290)
    #dbg_value(ptr %0, !269, !DIExpression(), !290)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #9, !dbg !292
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #9, !dbg !292
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !293
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2), !dbg !294
    #dbg_value(double 0.000000e+00, !272, !DIExpression(), !290)
    #dbg_value(ptr %0, !273, !DIExpression(), !295)
  %4 = load i32, ptr %2, align 16
  %5 = getelementptr inbounds i8, ptr %2, i64 4
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load i32, ptr %5, align 4
  %10 = load ptr, ptr %6, align 8
  br label %11, !dbg !296

11:                                               ; preds = %186, %1
  %12 = phi ptr [ %10, %1 ], [ %187, %186 ]
  %13 = phi i32 [ %9, %1 ], [ %188, %186 ]
  %14 = phi i32 [ %4, %1 ], [ %189, %186 ]
  %15 = phi ptr [ %0, %1 ], [ %191, %186 ], !dbg !297
  %16 = phi double [ 0.000000e+00, %1 ], [ %190, %186 ], !dbg !298
    #dbg_value(double %16, !272, !DIExpression(), !290)
    #dbg_value(ptr %15, !273, !DIExpression(), !295)
  %17 = load i8, ptr %15, align 1, !dbg !299, !tbaa !300
  switch i8 %17, label %186 [
    i8 0, label %18
    i8 105, label %27
    i8 108, label %42
    i8 100, label %57
    i8 76, label %71
    i8 112, label %78
    i8 115, label %94
    i8 80, label %114
    i8 66, label %134
    i8 99, label %155
    i8 102, label %172
  ], !dbg !301

18:                                               ; preds = %11
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !302
    #dbg_value(ptr %0, !287, !DIExpression(), !303)
    #dbg_value(i32 0, !286, !DIExpression(), !290)
  %19 = load i8, ptr %0, align 1, !dbg !304, !tbaa !300
  %20 = icmp eq i8 %19, 105, !dbg !306
  br i1 %20, label %21, label %195, !dbg !307

21:                                               ; preds = %18
  %22 = load i32, ptr %3, align 16
  %23 = getelementptr inbounds i8, ptr %3, i64 8
  %24 = getelementptr inbounds i8, ptr %3, i64 16
  %25 = load ptr, ptr %24, align 16
  %26 = load ptr, ptr %23, align 8
  br label %198, !dbg !307

27:                                               ; preds = %11
  %28 = icmp ult i32 %14, 41, !dbg !308
  br i1 %28, label %29, label %33, !dbg !308

29:                                               ; preds = %27
  %30 = zext nneg i32 %14 to i64, !dbg !308
  %31 = getelementptr i8, ptr %8, i64 %30, !dbg !308
  %32 = add nuw nsw i32 %14, 8, !dbg !308
  store i32 %32, ptr %2, align 16, !dbg !308, !DIAssignID !309
    #dbg_assign(i32 %32, !270, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !309, ptr %2, !DIExpression(), !290)
  br label %35, !dbg !308

33:                                               ; preds = %27
  %34 = getelementptr i8, ptr %12, i64 8, !dbg !308
  store ptr %34, ptr %6, align 8, !dbg !308, !DIAssignID !310
    #dbg_assign(ptr %34, !270, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !310, ptr %6, !DIExpression(), !290)
  br label %35, !dbg !308

35:                                               ; preds = %33, %29
  %36 = phi ptr [ %12, %29 ], [ %34, %33 ]
  %37 = phi i32 [ %32, %29 ], [ %14, %33 ]
  %38 = phi ptr [ %31, %29 ], [ %12, %33 ], !dbg !308
  %39 = load i32, ptr %38, align 4, !dbg !308, !tbaa !200
  %40 = sitofp i32 %39 to double, !dbg !308
  %41 = fadd double %16, %40, !dbg !311
    #dbg_value(double %41, !272, !DIExpression(), !290)
  br label %186, !dbg !312

42:                                               ; preds = %11
  %43 = icmp ult i32 %14, 41, !dbg !313
  br i1 %43, label %44, label %48, !dbg !313

44:                                               ; preds = %42
  %45 = zext nneg i32 %14 to i64, !dbg !313
  %46 = getelementptr i8, ptr %8, i64 %45, !dbg !313
  %47 = add nuw nsw i32 %14, 8, !dbg !313
  store i32 %47, ptr %2, align 16, !dbg !313, !DIAssignID !314
    #dbg_assign(i32 %47, !270, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !314, ptr %2, !DIExpression(), !290)
  br label %50, !dbg !313

48:                                               ; preds = %42
  %49 = getelementptr i8, ptr %12, i64 8, !dbg !313
  store ptr %49, ptr %6, align 8, !dbg !313, !DIAssignID !315
    #dbg_assign(ptr %49, !270, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !315, ptr %6, !DIExpression(), !290)
  br label %50, !dbg !313

50:                                               ; preds = %48, %44
  %51 = phi ptr [ %12, %44 ], [ %49, %48 ]
  %52 = phi i32 [ %47, %44 ], [ %14, %48 ]
  %53 = phi ptr [ %46, %44 ], [ %12, %48 ], !dbg !313
  %54 = load i64, ptr %53, align 8, !dbg !313, !tbaa !316
  %55 = sitofp i64 %54 to double, !dbg !318
  %56 = fadd double %16, %55, !dbg !319
    #dbg_value(double %56, !272, !DIExpression(), !290)
  br label %186, !dbg !320

57:                                               ; preds = %11
  %58 = icmp ult i32 %13, 161, !dbg !321
  br i1 %58, label %59, label %63, !dbg !321

59:                                               ; preds = %57
  %60 = zext nneg i32 %13 to i64, !dbg !321
  %61 = getelementptr i8, ptr %8, i64 %60, !dbg !321
  %62 = add nuw nsw i32 %13, 16, !dbg !321
  store i32 %62, ptr %5, align 4, !dbg !321, !DIAssignID !322
    #dbg_assign(i32 %62, !270, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !322, ptr %5, !DIExpression(), !290)
  br label %65, !dbg !321

63:                                               ; preds = %57
  %64 = getelementptr i8, ptr %12, i64 8, !dbg !321
  store ptr %64, ptr %6, align 8, !dbg !321, !DIAssignID !323
    #dbg_assign(ptr %64, !270, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !323, ptr %6, !DIExpression(), !290)
  br label %65, !dbg !321

65:                                               ; preds = %63, %59
  %66 = phi ptr [ %12, %59 ], [ %64, %63 ]
  %67 = phi i32 [ %62, %59 ], [ %13, %63 ]
  %68 = phi ptr [ %61, %59 ], [ %12, %63 ], !dbg !321
  %69 = load double, ptr %68, align 8, !dbg !321, !tbaa !232
  %70 = fadd double %16, %69, !dbg !324
    #dbg_value(double %70, !272, !DIExpression(), !290)
  br label %186, !dbg !325

71:                                               ; preds = %11
  %72 = getelementptr inbounds i8, ptr %12, i64 15, !dbg !326
  %73 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %72, i64 -16), !dbg !326
  %74 = getelementptr i8, ptr %73, i64 16, !dbg !326
  store ptr %74, ptr %6, align 8, !dbg !326, !DIAssignID !327
    #dbg_assign(ptr %74, !270, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !327, ptr %6, !DIExpression(), !290)
  %75 = load x86_fp80, ptr %73, align 16, !dbg !326, !tbaa !259
  %76 = fptrunc x86_fp80 %75 to double, !dbg !328
  %77 = fadd double %16, %76, !dbg !329
    #dbg_value(double %77, !272, !DIExpression(), !290)
  br label %186, !dbg !330

78:                                               ; preds = %11
  %79 = icmp ult i32 %14, 41, !dbg !331
  br i1 %79, label %80, label %84, !dbg !331

80:                                               ; preds = %78
  %81 = zext nneg i32 %14 to i64, !dbg !331
  %82 = getelementptr i8, ptr %8, i64 %81, !dbg !331
  %83 = add nuw nsw i32 %14, 8, !dbg !331
  store i32 %83, ptr %2, align 16, !dbg !331, !DIAssignID !332
    #dbg_assign(i32 %83, !270, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !332, ptr %2, !DIExpression(), !290)
  br label %86, !dbg !331

84:                                               ; preds = %78
  %85 = getelementptr i8, ptr %12, i64 8, !dbg !331
  store ptr %85, ptr %6, align 8, !dbg !331, !DIAssignID !333
    #dbg_assign(ptr %85, !270, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !333, ptr %6, !DIExpression(), !290)
  br label %86, !dbg !331

86:                                               ; preds = %84, %80
  %87 = phi ptr [ %12, %80 ], [ %85, %84 ]
  %88 = phi i32 [ %83, %80 ], [ %14, %84 ]
  %89 = phi ptr [ %82, %80 ], [ %12, %84 ], !dbg !331
  %90 = load ptr, ptr %89, align 8, !dbg !331, !tbaa !334
  %91 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %90) #10, !dbg !336
  %92 = uitofp i64 %91 to double, !dbg !337
  %93 = fadd double %16, %92, !dbg !338
    #dbg_value(double %93, !272, !DIExpression(), !290)
  br label %186, !dbg !339

94:                                               ; preds = %11
  %95 = icmp ult i32 %14, 41, !dbg !340
  br i1 %95, label %96, label %100, !dbg !340

96:                                               ; preds = %94
  %97 = zext nneg i32 %14 to i64, !dbg !340
  %98 = getelementptr i8, ptr %8, i64 %97, !dbg !340
  %99 = add nuw nsw i32 %14, 8, !dbg !340
  store i32 %99, ptr %2, align 16, !dbg !340, !DIAssignID !341
    #dbg_assign(i32 %99, !270, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !341, ptr %2, !DIExpression(), !290)
  br label %102, !dbg !340

100:                                              ; preds = %94
  %101 = getelementptr i8, ptr %12, i64 8, !dbg !340
  store ptr %101, ptr %6, align 8, !dbg !340, !DIAssignID !342
    #dbg_assign(ptr %101, !270, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !342, ptr %6, !DIExpression(), !290)
  br label %102, !dbg !340

102:                                              ; preds = %100, %96
  %103 = phi ptr [ %12, %96 ], [ %101, %100 ]
  %104 = phi i32 [ %99, %96 ], [ %14, %100 ]
  %105 = phi ptr [ %98, %96 ], [ %12, %100 ], !dbg !340
  %106 = load i32, ptr %105, align 4, !dbg !340, !tbaa !200
  %107 = getelementptr inbounds i8, ptr %105, i64 4, !dbg !340
  %108 = load i16, ptr %107, align 4, !dbg !340, !tbaa !343
    #dbg_value(i32 %106, !275, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !345)
    #dbg_value(i16 %108, !275, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !345)
    #dbg_value(i16 poison, !275, !DIExpression(DW_OP_LLVM_fragment, 48, 16), !345)
  %109 = mul nsw i32 %106, 10, !dbg !346
  %110 = sext i16 %108 to i32, !dbg !347
  %111 = add nsw i32 %109, %110, !dbg !348
  %112 = sitofp i32 %111 to double, !dbg !349
  %113 = fadd double %16, %112, !dbg !350
    #dbg_value(double %113, !272, !DIExpression(), !290)
  br label %186

114:                                              ; preds = %11
  %115 = icmp ult i32 %13, 145, !dbg !351
  br i1 %115, label %116, label %123, !dbg !351

116:                                              ; preds = %114
  %117 = zext nneg i32 %13 to i64, !dbg !351
  %118 = getelementptr i8, ptr %8, i64 %117, !dbg !351
  %119 = getelementptr inbounds i8, ptr %118, i64 16, !dbg !351
  %120 = load double, ptr %118, align 16, !dbg !351
  %121 = load double, ptr %119, align 16, !dbg !351
  %122 = add nuw nsw i32 %13, 32, !dbg !351
  store i32 %122, ptr %5, align 4, !dbg !351, !DIAssignID !352
    #dbg_assign(i32 %122, !270, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !352, ptr %5, !DIExpression(), !290)
  br label %128, !dbg !351

123:                                              ; preds = %114
  %124 = getelementptr i8, ptr %12, i64 16, !dbg !351
  store ptr %124, ptr %6, align 8, !dbg !351, !DIAssignID !353
    #dbg_assign(ptr %124, !270, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !353, ptr %6, !DIExpression(), !290)
  %125 = load double, ptr %12, align 8, !dbg !351, !tbaa !232
  %126 = getelementptr inbounds i8, ptr %12, i64 8
  %127 = load double, ptr %126, align 8, !dbg !351, !tbaa !232
  br label %128, !dbg !351

128:                                              ; preds = %123, %116
  %129 = phi double [ %121, %116 ], [ %127, %123 ], !dbg !351
  %130 = phi double [ %120, %116 ], [ %125, %123 ], !dbg !351
  %131 = phi ptr [ %12, %116 ], [ %124, %123 ]
  %132 = phi i32 [ %122, %116 ], [ %13, %123 ]
    #dbg_value(double %130, !280, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !354)
    #dbg_value(double %129, !280, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !354)
  %133 = call double @llvm.fmuladd.f64(double %130, double %129, double %16), !dbg !355
    #dbg_value(double %133, !272, !DIExpression(), !290)
  br label %186

134:                                              ; preds = %11
  %135 = getelementptr i8, ptr %12, i64 40, !dbg !356
  store ptr %135, ptr %6, align 8, !dbg !356, !DIAssignID !357
    #dbg_assign(ptr %135, !270, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !357, ptr %6, !DIExpression(), !290)
  %136 = load i64, ptr %12, align 8, !dbg !356
  %137 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !356
  %138 = load i64, ptr %137, align 8, !dbg !356
  %139 = getelementptr inbounds i8, ptr %12, i64 16, !dbg !356
  %140 = load i64, ptr %139, align 8, !dbg !356
  %141 = getelementptr inbounds i8, ptr %12, i64 24, !dbg !356
  %142 = load i64, ptr %141, align 8, !dbg !356
  %143 = getelementptr inbounds i8, ptr %12, i64 32, !dbg !356
  %144 = load i64, ptr %143, align 8, !dbg !356, !tbaa !300
    #dbg_value(i64 %136, !282, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !358)
    #dbg_value(i64 %138, !282, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !358)
    #dbg_value(i64 %140, !282, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !358)
    #dbg_value(i64 %142, !282, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !358)
    #dbg_value(i64 %144, !282, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !358)
    #dbg_value(i32 0, !284, !DIExpression(), !359)
    #dbg_value(double %16, !272, !DIExpression(), !290)
    #dbg_value(i64 0, !284, !DIExpression(), !359)
    #dbg_value(double %16, !272, !DIExpression(), !290)
  %145 = sitofp i64 %136 to double, !dbg !360
  %146 = fadd double %16, %145, !dbg !362
    #dbg_value(double %146, !272, !DIExpression(), !290)
    #dbg_value(i64 1, !284, !DIExpression(), !359)
  %147 = sitofp i64 %138 to double, !dbg !360
  %148 = fadd double %146, %147, !dbg !362
    #dbg_value(double %148, !272, !DIExpression(), !290)
    #dbg_value(i64 2, !284, !DIExpression(), !359)
  %149 = sitofp i64 %140 to double, !dbg !360
  %150 = fadd double %148, %149, !dbg !362
    #dbg_value(double %150, !272, !DIExpression(), !290)
    #dbg_value(i64 3, !284, !DIExpression(), !359)
  %151 = sitofp i64 %142 to double, !dbg !360
  %152 = fadd double %150, %151, !dbg !362
    #dbg_value(double %152, !272, !DIExpression(), !290)
    #dbg_value(i64 4, !284, !DIExpression(), !359)
  %153 = sitofp i64 %144 to double, !dbg !360
  %154 = fadd double %152, %153, !dbg !362
    #dbg_value(double %154, !272, !DIExpression(), !290)
    #dbg_value(i64 5, !284, !DIExpression(), !359)
  br label %186

155:                                              ; preds = %11
  %156 = icmp ult i32 %14, 41, !dbg !363
  br i1 %156, label %157, label %161, !dbg !363

157:                                              ; preds = %155
  %158 = zext nneg i32 %14 to i64, !dbg !363
  %159 = getelementptr i8, ptr %8, i64 %158, !dbg !363
  %160 = add nuw nsw i32 %14, 8, !dbg !363
  store i32 %160, ptr %2, align 16, !dbg !363, !DIAssignID !364
    #dbg_assign(i32 %160, !270, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !364, ptr %2, !DIExpression(), !290)
  br label %163, !dbg !363

161:                                              ; preds = %155
  %162 = getelementptr i8, ptr %12, i64 8, !dbg !363
  store ptr %162, ptr %6, align 8, !dbg !363, !DIAssignID !365
    #dbg_assign(ptr %162, !270, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !365, ptr %6, !DIExpression(), !290)
  br label %163, !dbg !363

163:                                              ; preds = %161, %157
  %164 = phi ptr [ %12, %157 ], [ %162, %161 ]
  %165 = phi i32 [ %160, %157 ], [ %14, %161 ]
  %166 = phi ptr [ %159, %157 ], [ %12, %161 ], !dbg !363
  %167 = load i32, ptr %166, align 4, !dbg !363, !tbaa !200
  %168 = shl i32 %167, 24, !dbg !366
  %169 = ashr exact i32 %168, 24, !dbg !366
  %170 = sitofp i32 %169 to double, !dbg !366
  %171 = fadd double %16, %170, !dbg !367
    #dbg_value(double %171, !272, !DIExpression(), !290)
  br label %186, !dbg !368

172:                                              ; preds = %11
  %173 = icmp ult i32 %13, 161, !dbg !369
  br i1 %173, label %174, label %178, !dbg !369

174:                                              ; preds = %172
  %175 = zext nneg i32 %13 to i64, !dbg !369
  %176 = getelementptr i8, ptr %8, i64 %175, !dbg !369
  %177 = add nuw nsw i32 %13, 16, !dbg !369
  store i32 %177, ptr %5, align 4, !dbg !369, !DIAssignID !370
    #dbg_assign(i32 %177, !270, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !370, ptr %5, !DIExpression(), !290)
  br label %180, !dbg !369

178:                                              ; preds = %172
  %179 = getelementptr i8, ptr %12, i64 8, !dbg !369
  store ptr %179, ptr %6, align 8, !dbg !369, !DIAssignID !371
    #dbg_assign(ptr %179, !270, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !371, ptr %6, !DIExpression(), !290)
  br label %180, !dbg !369

180:                                              ; preds = %178, %174
  %181 = phi ptr [ %12, %174 ], [ %179, %178 ]
  %182 = phi i32 [ %177, %174 ], [ %13, %178 ]
  %183 = phi ptr [ %176, %174 ], [ %12, %178 ], !dbg !369
  %184 = load double, ptr %183, align 8, !dbg !369, !tbaa !232
  %185 = fadd double %16, %184, !dbg !372
    #dbg_value(double %185, !272, !DIExpression(), !290)
  br label %186, !dbg !373

186:                                              ; preds = %11, %35, %50, %65, %71, %86, %102, %128, %134, %163, %180
  %187 = phi ptr [ %181, %180 ], [ %164, %163 ], [ %135, %134 ], [ %131, %128 ], [ %103, %102 ], [ %87, %86 ], [ %74, %71 ], [ %66, %65 ], [ %51, %50 ], [ %36, %35 ], [ %12, %11 ]
  %188 = phi i32 [ %182, %180 ], [ %13, %163 ], [ %13, %134 ], [ %132, %128 ], [ %13, %102 ], [ %13, %86 ], [ %13, %71 ], [ %67, %65 ], [ %13, %50 ], [ %13, %35 ], [ %13, %11 ]
  %189 = phi i32 [ %14, %180 ], [ %165, %163 ], [ %14, %134 ], [ %14, %128 ], [ %104, %102 ], [ %88, %86 ], [ %14, %71 ], [ %14, %65 ], [ %52, %50 ], [ %37, %35 ], [ %14, %11 ]
  %190 = phi double [ %185, %180 ], [ %171, %163 ], [ %154, %134 ], [ %133, %128 ], [ %113, %102 ], [ %93, %86 ], [ %77, %71 ], [ %70, %65 ], [ %56, %50 ], [ %41, %35 ], [ %16, %11 ], !dbg !290
    #dbg_value(double %190, !272, !DIExpression(), !290)
  %191 = getelementptr inbounds i8, ptr %15, i64 1, !dbg !374
    #dbg_value(ptr %191, !273, !DIExpression(), !295)
  br label %11, !dbg !375, !llvm.loop !376

192:                                              ; preds = %210
  %193 = mul nuw nsw i32 %217, 1000, !dbg !378
  %194 = uitofp nneg i32 %193 to double, !dbg !379
  br label %195, !dbg !380

195:                                              ; preds = %192, %18
  %196 = phi double [ 0.000000e+00, %18 ], [ %194, %192 ], !dbg !381
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !380
  %197 = fadd double %16, %196, !dbg !382
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #9, !dbg !383
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #9, !dbg !383
  ret double %197, !dbg !384

198:                                              ; preds = %21, %210
  %199 = phi ptr [ %26, %21 ], [ %211, %210 ]
  %200 = phi ptr [ %0, %21 ], [ %218, %210 ]
  %201 = phi i32 [ 0, %21 ], [ %217, %210 ]
  %202 = phi i32 [ %22, %21 ], [ %212, %210 ]
    #dbg_value(ptr %200, !287, !DIExpression(), !303)
    #dbg_value(i32 %201, !286, !DIExpression(), !290)
  %203 = icmp ult i32 %202, 41, !dbg !385
  br i1 %203, label %204, label %208, !dbg !385

204:                                              ; preds = %198
  %205 = zext nneg i32 %202 to i64, !dbg !385
  %206 = getelementptr i8, ptr %25, i64 %205, !dbg !385
  %207 = add nuw nsw i32 %202, 8, !dbg !385
  store i32 %207, ptr %3, align 16, !dbg !385, !DIAssignID !387
    #dbg_assign(i32 %207, !271, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !387, ptr %3, !DIExpression(), !290)
  br label %210, !dbg !385

208:                                              ; preds = %198
  %209 = getelementptr i8, ptr %199, i64 8, !dbg !385
  store ptr %209, ptr %23, align 8, !dbg !385, !DIAssignID !388
    #dbg_assign(ptr %209, !271, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !388, ptr %23, !DIExpression(), !290)
  br label %210, !dbg !385

210:                                              ; preds = %208, %204
  %211 = phi ptr [ %199, %204 ], [ %209, %208 ]
  %212 = phi i32 [ %207, %204 ], [ %202, %208 ]
  %213 = phi ptr [ %206, %204 ], [ %199, %208 ], !dbg !385
  %214 = load i32, ptr %213, align 4, !dbg !385, !tbaa !200
  %215 = icmp sgt i32 %214, 0, !dbg !389
  %216 = zext i1 %215 to i32, !dbg !389
  %217 = add nuw nsw i32 %201, %216, !dbg !390
    #dbg_value(i32 %217, !286, !DIExpression(), !290)
  %218 = getelementptr inbounds i8, ptr %200, i64 1, !dbg !391
    #dbg_value(ptr %218, !287, !DIExpression(), !303)
  %219 = load i8, ptr %218, align 1, !dbg !304, !tbaa !300
  %220 = icmp eq i8 %219, 105, !dbg !306
  br i1 %220, label %198, label %192, !dbg !307, !llvm.loop !392
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal i32 @wsum(i32 %0, ...) unnamed_addr #3 !dbg !394 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !401
    #dbg_assign(i1 undef, !399, !DIExpression(), !401, ptr %2, !DIExpression(), !402)
    #dbg_value(i32 5, !398, !DIExpression(), !402)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #9, !dbg !403
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !404
    #dbg_value(i32 5, !405, !DIExpression(), !415)
    #dbg_value(ptr %2, !411, !DIExpression(), !415)
    #dbg_value(i32 0, !412, !DIExpression(), !415)
    #dbg_value(i32 0, !413, !DIExpression(), !417)
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  %4 = getelementptr inbounds i8, ptr %2, i64 16
  %5 = load i32, ptr %2, align 16
  %6 = load ptr, ptr %3, align 8
  %7 = load ptr, ptr %4, align 16
    #dbg_value(i32 0, !413, !DIExpression(), !417)
    #dbg_value(i32 0, !412, !DIExpression(), !415)
  %8 = icmp ult i32 %5, 41, !dbg !418
  br i1 %8, label %12, label %9, !dbg !418

9:                                                ; preds = %1
  %10 = getelementptr i8, ptr %6, i64 8, !dbg !418
  store ptr %10, ptr %3, align 8, !dbg !418, !DIAssignID !420
    #dbg_assign(ptr %10, !399, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !420, ptr %3, !DIExpression(), !402)
  %11 = load i32, ptr %6, align 4, !dbg !418, !tbaa !200
    #dbg_value(i32 1, !413, !DIExpression(), !417)
    #dbg_value(i32 %11, !412, !DIExpression(), !415)
  br label %18, !dbg !418

12:                                               ; preds = %1
  %13 = zext nneg i32 %5 to i64, !dbg !418
  %14 = getelementptr i8, ptr %7, i64 %13, !dbg !418
  %15 = add nuw nsw i32 %5, 8, !dbg !418
  store i32 %15, ptr %2, align 16, !dbg !418, !DIAssignID !421
    #dbg_assign(i32 %15, !399, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !421, ptr %2, !DIExpression(), !402)
  %16 = load i32, ptr %14, align 4, !dbg !418, !tbaa !200
    #dbg_value(i32 1, !413, !DIExpression(), !417)
    #dbg_value(i32 %16, !412, !DIExpression(), !415)
  %17 = icmp ult i32 %5, 33, !dbg !418
  br i1 %17, label %23, label %18, !dbg !418

18:                                               ; preds = %12, %9
  %19 = phi i32 [ %11, %9 ], [ %16, %12 ]
  %20 = phi ptr [ %10, %9 ], [ %6, %12 ]
  %21 = getelementptr i8, ptr %20, i64 8, !dbg !418
  store ptr %21, ptr %3, align 8, !dbg !418, !DIAssignID !420
    #dbg_assign(ptr %21, !399, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !420, ptr %3, !DIExpression(), !402)
  %22 = load i32, ptr %20, align 4, !dbg !418, !tbaa !200
    #dbg_value(i32 2, !413, !DIExpression(), !417)
    #dbg_value(!DIArgList(i32 %22, i32 %19), !412, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !415)
  br label %29, !dbg !418

23:                                               ; preds = %12
  %24 = zext nneg i32 %15 to i64, !dbg !418
  %25 = getelementptr i8, ptr %7, i64 %24, !dbg !418
  %26 = add nuw nsw i32 %5, 16, !dbg !418
  store i32 %26, ptr %2, align 16, !dbg !418, !DIAssignID !421
    #dbg_assign(i32 %26, !399, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !421, ptr %2, !DIExpression(), !402)
  %27 = load i32, ptr %25, align 4, !dbg !418, !tbaa !200
    #dbg_value(i32 2, !413, !DIExpression(), !417)
    #dbg_value(!DIArgList(i32 %27, i32 %16), !412, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !415)
  %28 = icmp ult i32 %5, 25, !dbg !418
  br i1 %28, label %35, label %29, !dbg !418

29:                                               ; preds = %23, %18
  %30 = phi i32 [ %22, %18 ], [ %27, %23 ]
  %31 = phi ptr [ %21, %18 ], [ %6, %23 ]
  %32 = phi i32 [ %19, %18 ], [ %16, %23 ]
  %33 = getelementptr i8, ptr %31, i64 8, !dbg !418
  store ptr %33, ptr %3, align 8, !dbg !418, !DIAssignID !420
    #dbg_assign(ptr %33, !399, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !420, ptr %3, !DIExpression(), !402)
  %34 = load i32, ptr %31, align 4, !dbg !418, !tbaa !200
    #dbg_value(i32 3, !413, !DIExpression(), !417)
    #dbg_value(!DIArgList(i32 %34, i32 %30, i32 %32), !412, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 3, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !415)
  br label %41, !dbg !418

35:                                               ; preds = %23
  %36 = zext nneg i32 %26 to i64, !dbg !418
  %37 = getelementptr i8, ptr %7, i64 %36, !dbg !418
  %38 = add nuw nsw i32 %5, 24, !dbg !418
  store i32 %38, ptr %2, align 16, !dbg !418, !DIAssignID !421
    #dbg_assign(i32 %38, !399, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !421, ptr %2, !DIExpression(), !402)
  %39 = load i32, ptr %37, align 4, !dbg !418, !tbaa !200
    #dbg_value(i32 3, !413, !DIExpression(), !417)
    #dbg_value(!DIArgList(i32 %39, i32 %27, i32 %16), !412, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 3, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !415)
  %40 = icmp ult i32 %5, 17, !dbg !418
  br i1 %40, label %48, label %41, !dbg !418

41:                                               ; preds = %35, %29
  %42 = phi i32 [ %34, %29 ], [ %39, %35 ]
  %43 = phi ptr [ %33, %29 ], [ %6, %35 ]
  %44 = phi i32 [ %32, %29 ], [ %16, %35 ]
  %45 = phi i32 [ %30, %29 ], [ %27, %35 ]
  %46 = getelementptr i8, ptr %43, i64 8, !dbg !418
  store ptr %46, ptr %3, align 8, !dbg !418, !DIAssignID !420
    #dbg_assign(ptr %46, !399, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !420, ptr %3, !DIExpression(), !402)
  %47 = load i32, ptr %43, align 4, !dbg !418, !tbaa !200
    #dbg_value(i32 4, !413, !DIExpression(), !417)
    #dbg_value(!DIArgList(i32 %47, i32 %42, i32 %45, i32 %44), !412, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 2, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !415)
  br label %54, !dbg !418

48:                                               ; preds = %35
  %49 = zext nneg i32 %38 to i64, !dbg !418
  %50 = getelementptr i8, ptr %7, i64 %49, !dbg !418
  %51 = or disjoint i32 %5, 32, !dbg !418
  store i32 %51, ptr %2, align 16, !dbg !418, !DIAssignID !421
    #dbg_assign(i32 %51, !399, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !421, ptr %2, !DIExpression(), !402)
  %52 = load i32, ptr %50, align 4, !dbg !418, !tbaa !200
    #dbg_value(i32 4, !413, !DIExpression(), !417)
    #dbg_value(!DIArgList(i32 %52, i32 %39, i32 %27, i32 %16), !412, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 2, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !415)
  %53 = icmp ult i32 %51, 41, !dbg !418
  br i1 %53, label %61, label %54, !dbg !418

54:                                               ; preds = %41, %48
  %55 = phi i32 [ %47, %41 ], [ %52, %48 ]
  %56 = phi ptr [ %46, %41 ], [ %6, %48 ]
  %57 = phi i32 [ %45, %41 ], [ %27, %48 ]
  %58 = phi i32 [ %44, %41 ], [ %16, %48 ]
  %59 = phi i32 [ %42, %41 ], [ %39, %48 ]
  %60 = getelementptr i8, ptr %56, i64 8, !dbg !418
  store ptr %60, ptr %3, align 8, !dbg !418, !DIAssignID !420
    #dbg_assign(ptr %60, !399, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !420, ptr %3, !DIExpression(), !402)
  br label %65, !dbg !418

61:                                               ; preds = %48
  %62 = zext nneg i32 %51 to i64, !dbg !418
  %63 = getelementptr i8, ptr %7, i64 %62, !dbg !418
  %64 = add nuw nsw i32 %5, 40, !dbg !418
  store i32 %64, ptr %2, align 16, !dbg !418, !DIAssignID !421
    #dbg_assign(i32 %64, !399, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !421, ptr %2, !DIExpression(), !402)
  br label %65, !dbg !418

65:                                               ; preds = %61, %54
  %66 = phi i32 [ %52, %61 ], [ %55, %54 ]
  %67 = phi i32 [ %27, %61 ], [ %57, %54 ]
  %68 = phi i32 [ %16, %61 ], [ %58, %54 ]
  %69 = phi i32 [ %39, %61 ], [ %59, %54 ]
  %70 = phi ptr [ %63, %61 ], [ %56, %54 ], !dbg !418
  %71 = shl nsw i32 %66, 2, !dbg !422
    #dbg_value(!DIArgList(i32 %71, i32 %69, i32 %67, i32 %68), !412, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !415)
  %72 = mul nsw i32 %69, 3, !dbg !422
    #dbg_value(!DIArgList(i32 %72, i32 %67, i32 %68), !412, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !415)
  %73 = shl nsw i32 %67, 1, !dbg !422
    #dbg_value(!DIArgList(i32 %73, i32 %68), !412, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !415)
  %74 = add nsw i32 %73, %68, !dbg !423
    #dbg_value(i32 %74, !412, !DIExpression(), !415)
  %75 = add nsw i32 %72, %74, !dbg !423
    #dbg_value(i32 %75, !412, !DIExpression(), !415)
  %76 = add nsw i32 %71, %75, !dbg !423
    #dbg_value(i32 %76, !412, !DIExpression(), !415)
  %77 = load i32, ptr %70, align 4, !dbg !418, !tbaa !200
  %78 = mul nsw i32 %77, 5, !dbg !422
  %79 = add nsw i32 %78, %76, !dbg !423
    #dbg_value(i32 5, !413, !DIExpression(), !417)
    #dbg_value(i32 %79, !412, !DIExpression(), !415)
    #dbg_value(i32 %79, !400, !DIExpression(), !402)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !424
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #9, !dbg !425
  ret i32 %79, !dbg !426
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal i32 @twice(i32 %0, ...) unnamed_addr #3 !dbg !427 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !434
    #dbg_assign(i1 undef, !430, !DIExpression(), !434, ptr %2, !DIExpression(), !435)
  %3 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !436
    #dbg_assign(i1 undef, !431, !DIExpression(), !436, ptr %3, !DIExpression(), !435)
    #dbg_value(i32 4, !429, !DIExpression(), !435)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #9, !dbg !437
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #9, !dbg !437
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !438
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2), !dbg !439
    #dbg_value(i32 4, !405, !DIExpression(), !440)
    #dbg_value(ptr %2, !411, !DIExpression(), !440)
    #dbg_value(i32 0, !412, !DIExpression(), !440)
    #dbg_value(i32 0, !413, !DIExpression(), !442)
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = getelementptr inbounds i8, ptr %2, i64 16
  %6 = load i32, ptr %2, align 16
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 16
    #dbg_value(i32 0, !413, !DIExpression(), !442)
    #dbg_value(i32 0, !412, !DIExpression(), !440)
  %9 = icmp ult i32 %6, 41, !dbg !443
  br i1 %9, label %13, label %10, !dbg !443

10:                                               ; preds = %1
  %11 = getelementptr i8, ptr %7, i64 8, !dbg !443
  store ptr %11, ptr %4, align 8, !dbg !443, !DIAssignID !444
    #dbg_assign(ptr %11, !430, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !444, ptr %4, !DIExpression(), !435)
  %12 = load i32, ptr %7, align 4, !dbg !443, !tbaa !200
    #dbg_value(i32 1, !413, !DIExpression(), !442)
    #dbg_value(i32 %12, !412, !DIExpression(), !440)
  br label %19, !dbg !443

13:                                               ; preds = %1
  %14 = zext nneg i32 %6 to i64, !dbg !443
  %15 = getelementptr i8, ptr %8, i64 %14, !dbg !443
  %16 = add nuw nsw i32 %6, 8, !dbg !443
  store i32 %16, ptr %2, align 16, !dbg !443, !DIAssignID !445
    #dbg_assign(i32 %16, !430, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !445, ptr %2, !DIExpression(), !435)
  %17 = load i32, ptr %15, align 4, !dbg !443, !tbaa !200
    #dbg_value(i32 1, !413, !DIExpression(), !442)
    #dbg_value(i32 %17, !412, !DIExpression(), !440)
  %18 = icmp ult i32 %6, 33, !dbg !443
  br i1 %18, label %24, label %19, !dbg !443

19:                                               ; preds = %13, %10
  %20 = phi i32 [ %12, %10 ], [ %17, %13 ]
  %21 = phi ptr [ %11, %10 ], [ %7, %13 ]
  %22 = getelementptr i8, ptr %21, i64 8, !dbg !443
  store ptr %22, ptr %4, align 8, !dbg !443, !DIAssignID !444
    #dbg_assign(ptr %22, !430, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !444, ptr %4, !DIExpression(), !435)
  %23 = load i32, ptr %21, align 4, !dbg !443, !tbaa !200
    #dbg_value(i32 2, !413, !DIExpression(), !442)
    #dbg_value(!DIArgList(i32 %23, i32 %20), !412, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !440)
  br label %30, !dbg !443

24:                                               ; preds = %13
  %25 = zext nneg i32 %16 to i64, !dbg !443
  %26 = getelementptr i8, ptr %8, i64 %25, !dbg !443
  %27 = add nuw nsw i32 %6, 16, !dbg !443
  store i32 %27, ptr %2, align 16, !dbg !443, !DIAssignID !445
    #dbg_assign(i32 %27, !430, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !445, ptr %2, !DIExpression(), !435)
  %28 = load i32, ptr %26, align 4, !dbg !443, !tbaa !200
    #dbg_value(i32 2, !413, !DIExpression(), !442)
    #dbg_value(!DIArgList(i32 %28, i32 %17), !412, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !440)
  %29 = icmp ult i32 %6, 25, !dbg !443
  br i1 %29, label %36, label %30, !dbg !443

30:                                               ; preds = %24, %19
  %31 = phi i32 [ %23, %19 ], [ %28, %24 ]
  %32 = phi ptr [ %22, %19 ], [ %7, %24 ]
  %33 = phi i32 [ %20, %19 ], [ %17, %24 ]
  %34 = getelementptr i8, ptr %32, i64 8, !dbg !443
  store ptr %34, ptr %4, align 8, !dbg !443, !DIAssignID !444
    #dbg_assign(ptr %34, !430, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !444, ptr %4, !DIExpression(), !435)
  %35 = load i32, ptr %32, align 4, !dbg !443, !tbaa !200
    #dbg_value(i32 3, !413, !DIExpression(), !442)
    #dbg_value(!DIArgList(i32 %35, i32 %31, i32 %33), !412, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 3, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !440)
  br label %42, !dbg !443

36:                                               ; preds = %24
  %37 = zext nneg i32 %27 to i64, !dbg !443
  %38 = getelementptr i8, ptr %8, i64 %37, !dbg !443
  %39 = add nuw nsw i32 %6, 24, !dbg !443
  store i32 %39, ptr %2, align 16, !dbg !443, !DIAssignID !445
    #dbg_assign(i32 %39, !430, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !445, ptr %2, !DIExpression(), !435)
  %40 = load i32, ptr %38, align 4, !dbg !443, !tbaa !200
    #dbg_value(i32 3, !413, !DIExpression(), !442)
    #dbg_value(!DIArgList(i32 %40, i32 %28, i32 %17), !412, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 3, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !440)
  %41 = icmp ult i32 %6, 17, !dbg !443
  br i1 %41, label %48, label %42, !dbg !443

42:                                               ; preds = %30, %36
  %43 = phi i32 [ %35, %30 ], [ %40, %36 ]
  %44 = phi ptr [ %34, %30 ], [ %7, %36 ]
  %45 = phi i32 [ %33, %30 ], [ %17, %36 ]
  %46 = phi i32 [ %31, %30 ], [ %28, %36 ]
  %47 = getelementptr i8, ptr %44, i64 8, !dbg !443
  store ptr %47, ptr %4, align 8, !dbg !443, !DIAssignID !444
    #dbg_assign(ptr %47, !430, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !444, ptr %4, !DIExpression(), !435)
  br label %52, !dbg !443

48:                                               ; preds = %36
  %49 = zext nneg i32 %39 to i64, !dbg !443
  %50 = getelementptr i8, ptr %8, i64 %49, !dbg !443
  %51 = or disjoint i32 %6, 32, !dbg !443
  store i32 %51, ptr %2, align 16, !dbg !443, !DIAssignID !445
    #dbg_assign(i32 %51, !430, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !445, ptr %2, !DIExpression(), !435)
  br label %52, !dbg !443

52:                                               ; preds = %48, %42
  %53 = phi i32 [ %40, %48 ], [ %43, %42 ]
  %54 = phi i32 [ %17, %48 ], [ %45, %42 ]
  %55 = phi i32 [ %28, %48 ], [ %46, %42 ]
  %56 = phi ptr [ %50, %48 ], [ %44, %42 ], !dbg !443
  %57 = load i32, ptr %56, align 4, !dbg !443, !tbaa !200
    #dbg_value(i32 4, !413, !DIExpression(), !442)
    #dbg_value(i32 %123, !412, !DIExpression(), !440)
    #dbg_value(i32 %123, !432, !DIExpression(), !435)
    #dbg_value(i32 4, !405, !DIExpression(), !446)
    #dbg_value(ptr %3, !411, !DIExpression(), !446)
    #dbg_value(i32 0, !412, !DIExpression(), !446)
    #dbg_value(i32 0, !413, !DIExpression(), !448)
  %58 = getelementptr inbounds i8, ptr %3, i64 8
  %59 = getelementptr inbounds i8, ptr %3, i64 16
  %60 = load i32, ptr %3, align 16
  %61 = load ptr, ptr %58, align 8
  %62 = load ptr, ptr %59, align 16
  %63 = icmp ult i32 %60, 41, !dbg !449
  br i1 %63, label %67, label %64, !dbg !449

64:                                               ; preds = %52
  %65 = getelementptr i8, ptr %61, i64 8, !dbg !449
  store ptr %65, ptr %58, align 8, !dbg !449, !DIAssignID !450
    #dbg_assign(ptr %65, !431, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !450, ptr %58, !DIExpression(), !435)
  %66 = load i32, ptr %61, align 4, !dbg !449, !tbaa !200
    #dbg_value(i32 1, !413, !DIExpression(), !448)
    #dbg_value(i32 %66, !412, !DIExpression(), !446)
  br label %73, !dbg !449

67:                                               ; preds = %52
  %68 = zext nneg i32 %60 to i64, !dbg !449
  %69 = getelementptr i8, ptr %62, i64 %68, !dbg !449
  %70 = add nuw nsw i32 %60, 8, !dbg !449
  store i32 %70, ptr %3, align 16, !dbg !449, !DIAssignID !451
    #dbg_assign(i32 %70, !431, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !451, ptr %3, !DIExpression(), !435)
  %71 = load i32, ptr %69, align 4, !dbg !449, !tbaa !200
    #dbg_value(i32 1, !413, !DIExpression(), !448)
    #dbg_value(i32 %71, !412, !DIExpression(), !446)
  %72 = icmp ult i32 %60, 33, !dbg !449
  br i1 %72, label %78, label %73, !dbg !449

73:                                               ; preds = %67, %64
  %74 = phi i32 [ %66, %64 ], [ %71, %67 ]
  %75 = phi ptr [ %65, %64 ], [ %61, %67 ]
  %76 = getelementptr i8, ptr %75, i64 8, !dbg !449
  store ptr %76, ptr %58, align 8, !dbg !449, !DIAssignID !450
    #dbg_assign(ptr %76, !431, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !450, ptr %58, !DIExpression(), !435)
  %77 = load i32, ptr %75, align 4, !dbg !449, !tbaa !200
    #dbg_value(i32 2, !413, !DIExpression(), !448)
    #dbg_value(!DIArgList(i32 %77, i32 %74), !412, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !446)
  br label %84, !dbg !449

78:                                               ; preds = %67
  %79 = zext nneg i32 %70 to i64, !dbg !449
  %80 = getelementptr i8, ptr %62, i64 %79, !dbg !449
  %81 = add nuw nsw i32 %60, 16, !dbg !449
  store i32 %81, ptr %3, align 16, !dbg !449, !DIAssignID !451
    #dbg_assign(i32 %81, !431, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !451, ptr %3, !DIExpression(), !435)
  %82 = load i32, ptr %80, align 4, !dbg !449, !tbaa !200
    #dbg_value(i32 2, !413, !DIExpression(), !448)
    #dbg_value(!DIArgList(i32 %82, i32 %71), !412, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !446)
  %83 = icmp ult i32 %60, 25, !dbg !449
  br i1 %83, label %90, label %84, !dbg !449

84:                                               ; preds = %78, %73
  %85 = phi i32 [ %77, %73 ], [ %82, %78 ]
  %86 = phi ptr [ %76, %73 ], [ %61, %78 ]
  %87 = phi i32 [ %74, %73 ], [ %71, %78 ]
  %88 = getelementptr i8, ptr %86, i64 8, !dbg !449
  store ptr %88, ptr %58, align 8, !dbg !449, !DIAssignID !450
    #dbg_assign(ptr %88, !431, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !450, ptr %58, !DIExpression(), !435)
  %89 = load i32, ptr %86, align 4, !dbg !449, !tbaa !200
    #dbg_value(i32 3, !413, !DIExpression(), !448)
    #dbg_value(!DIArgList(i32 %89, i32 %85, i32 %87), !412, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 3, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !446)
  br label %96, !dbg !449

90:                                               ; preds = %78
  %91 = zext nneg i32 %81 to i64, !dbg !449
  %92 = getelementptr i8, ptr %62, i64 %91, !dbg !449
  %93 = add nuw nsw i32 %60, 24, !dbg !449
  store i32 %93, ptr %3, align 16, !dbg !449, !DIAssignID !451
    #dbg_assign(i32 %93, !431, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !451, ptr %3, !DIExpression(), !435)
  %94 = load i32, ptr %92, align 4, !dbg !449, !tbaa !200
    #dbg_value(i32 3, !413, !DIExpression(), !448)
    #dbg_value(!DIArgList(i32 %94, i32 %82, i32 %71), !412, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 3, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !446)
  %95 = icmp ult i32 %60, 17, !dbg !449
  br i1 %95, label %102, label %96, !dbg !449

96:                                               ; preds = %84, %90
  %97 = phi i32 [ %89, %84 ], [ %94, %90 ]
  %98 = phi ptr [ %88, %84 ], [ %61, %90 ]
  %99 = phi i32 [ %87, %84 ], [ %71, %90 ]
  %100 = phi i32 [ %85, %84 ], [ %82, %90 ]
  %101 = getelementptr i8, ptr %98, i64 8, !dbg !449
  store ptr %101, ptr %58, align 8, !dbg !449, !DIAssignID !450
    #dbg_assign(ptr %101, !431, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !450, ptr %58, !DIExpression(), !435)
  br label %106, !dbg !449

102:                                              ; preds = %90
  %103 = zext nneg i32 %93 to i64, !dbg !449
  %104 = getelementptr i8, ptr %62, i64 %103, !dbg !449
  %105 = or disjoint i32 %60, 32, !dbg !449
  store i32 %105, ptr %3, align 16, !dbg !449, !DIAssignID !451
    #dbg_assign(i32 %105, !431, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !451, ptr %3, !DIExpression(), !435)
  br label %106, !dbg !449

106:                                              ; preds = %102, %96
  %107 = phi i32 [ %94, %102 ], [ %97, %96 ]
  %108 = phi i32 [ %71, %102 ], [ %99, %96 ]
  %109 = phi i32 [ %82, %102 ], [ %100, %96 ]
  %110 = phi ptr [ %104, %102 ], [ %98, %96 ], !dbg !449
  %111 = mul nsw i32 %107, 3, !dbg !452
    #dbg_value(!DIArgList(i32 %111, i32 %109, i32 %108), !412, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !446)
  %112 = shl nsw i32 %109, 1, !dbg !452
    #dbg_value(!DIArgList(i32 %112, i32 %108), !412, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !446)
  %113 = add nsw i32 %112, %108, !dbg !453
    #dbg_value(i32 %113, !412, !DIExpression(), !446)
  %114 = add nsw i32 %111, %113, !dbg !453
    #dbg_value(i32 %114, !412, !DIExpression(), !446)
  %115 = shl nsw i32 %57, 2, !dbg !454
  %116 = mul nsw i32 %53, 3, !dbg !454
    #dbg_value(!DIArgList(i32 %116, i32 %55, i32 %54), !412, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !440)
  %117 = shl nsw i32 %55, 1, !dbg !454
    #dbg_value(!DIArgList(i32 %117, i32 %54), !412, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !440)
  %118 = add nsw i32 %117, %54, !dbg !455
    #dbg_value(i32 %118, !412, !DIExpression(), !440)
  %119 = add nsw i32 %116, %118, !dbg !455
    #dbg_value(i32 %119, !412, !DIExpression(), !440)
  %120 = load i32, ptr %110, align 4, !dbg !449, !tbaa !200
  %121 = shl nsw i32 %120, 2, !dbg !452
  %122 = add nsw i32 %121, %114, !dbg !453
    #dbg_value(i32 4, !413, !DIExpression(), !448)
    #dbg_value(i32 %122, !412, !DIExpression(), !446)
  %123 = add nsw i32 %115, %119, !dbg !455
    #dbg_value(i32 %122, !433, !DIExpression(), !435)
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !456
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !457
  %124 = mul nsw i32 %123, 100, !dbg !458
  %125 = add nsw i32 %122, %124, !dbg !459
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #9, !dbg !460
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #9, !dbg !460
  ret i32 %125, !dbg !461
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal ptr @nth_string(i32 %0, ...) unnamed_addr #3 !dbg !462 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !471
    #dbg_assign(i1 undef, !467, !DIExpression(), !471, ptr %2, !DIExpression(), !472)
    #dbg_value(i32 2, !466, !DIExpression(), !472)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #9, !dbg !473
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !474
    #dbg_value(ptr null, !468, !DIExpression(), !472)
    #dbg_value(i32 0, !469, !DIExpression(), !475)
  %3 = load i32, ptr %2, align 16
    #dbg_value(i32 0, !469, !DIExpression(), !475)
    #dbg_value(ptr null, !468, !DIExpression(), !472)
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = getelementptr inbounds i8, ptr %2, i64 16
  %6 = load ptr, ptr %5, align 16
  %7 = load ptr, ptr %4, align 8
    #dbg_value(i32 0, !469, !DIExpression(), !475)
  %8 = icmp ult i32 %3, 41, !dbg !476
  br i1 %8, label %11, label %9, !dbg !476

9:                                                ; preds = %1
  %10 = getelementptr i8, ptr %7, i64 8, !dbg !476
    #dbg_assign(ptr %10, !467, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !478, ptr %4, !DIExpression(), !472)
    #dbg_value(ptr poison, !468, !DIExpression(), !472)
    #dbg_value(i32 1, !469, !DIExpression(), !475)
  br label %14, !dbg !476

11:                                               ; preds = %1
  %12 = add nuw nsw i32 %3, 8, !dbg !476
  store i32 %12, ptr %2, align 16, !dbg !476, !DIAssignID !479
    #dbg_assign(i32 %12, !467, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !479, ptr %2, !DIExpression(), !472)
    #dbg_value(ptr poison, !468, !DIExpression(), !472)
    #dbg_value(i32 1, !469, !DIExpression(), !475)
  %13 = icmp ult i32 %3, 33, !dbg !476
  br i1 %13, label %17, label %14, !dbg !476

14:                                               ; preds = %11, %9
  %15 = phi ptr [ %10, %9 ], [ %7, %11 ]
  %16 = getelementptr i8, ptr %15, i64 8, !dbg !476
    #dbg_assign(ptr %16, !467, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !478, ptr %4, !DIExpression(), !472)
    #dbg_value(ptr poison, !468, !DIExpression(), !472)
    #dbg_value(i32 2, !469, !DIExpression(), !475)
  br label %20, !dbg !476

17:                                               ; preds = %11
  %18 = add nuw nsw i32 %3, 16, !dbg !476
  store i32 %18, ptr %2, align 16, !dbg !476, !DIAssignID !479
    #dbg_assign(i32 %18, !467, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !479, ptr %2, !DIExpression(), !472)
    #dbg_value(ptr poison, !468, !DIExpression(), !472)
    #dbg_value(i32 2, !469, !DIExpression(), !475)
  %19 = icmp ult i32 %3, 25, !dbg !476
  br i1 %19, label %23, label %20, !dbg !476

20:                                               ; preds = %14, %17
  %21 = phi ptr [ %16, %14 ], [ %7, %17 ]
  %22 = getelementptr i8, ptr %21, i64 8, !dbg !476
  store ptr %22, ptr %4, align 8, !dbg !476, !DIAssignID !478
    #dbg_assign(ptr %22, !467, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !478, ptr %4, !DIExpression(), !472)
  br label %27, !dbg !476

23:                                               ; preds = %17
  %24 = zext nneg i32 %18 to i64, !dbg !476
  %25 = getelementptr i8, ptr %6, i64 %24, !dbg !476
  %26 = add nuw nsw i32 %3, 24, !dbg !476
  store i32 %26, ptr %2, align 16, !dbg !476, !DIAssignID !479
    #dbg_assign(i32 %26, !467, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !479, ptr %2, !DIExpression(), !472)
  br label %27, !dbg !476

27:                                               ; preds = %23, %20
  %28 = phi ptr [ %25, %23 ], [ %21, %20 ], !dbg !476
    #dbg_value(ptr poison, !468, !DIExpression(), !472)
    #dbg_value(i32 3, !469, !DIExpression(), !475)
  %29 = load ptr, ptr %28, align 8, !dbg !476, !tbaa !334
    #dbg_value(ptr %29, !468, !DIExpression(), !472)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !480
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #9, !dbg !481
  ret ptr %29, !dbg !482
}

; Function Attrs: nofree nounwind
declare !dbg !483 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !491 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!79}
!llvm.module.flags = !{!87, !88, !89, !90, !91, !92, !93}
!llvm.ident = !{!94}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/varargs_basic.c", directory: ".", checksumkind: CSK_MD5, checksum: "b6c121d5d5abbde2a6d1b8ffc0606d73")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 18)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 15)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 11)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 10)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 12)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 6)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !14, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 21)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !14, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 9)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !3, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 8)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 5)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 4)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !60, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !29, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 29)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !74, isLocal: true, isDefinition: true)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !75)
!75 = !{!76}
!76 = !DISubrange(count: 3)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !74, isLocal: true, isDefinition: true)
!79 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !80, globals: !84, splitDebugInlining: false, nameTableKind: None)
!80 = !{!81, !82, !83, !4}
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!82 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!83 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!84 = !{!0, !7, !12, !17, !22, !27, !32, !34, !39, !41, !46, !48, !53, !58, !63, !65, !67, !72, !77, !85}
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !60, isLocal: true, isDefinition: true)
!87 = !{i32 7, !"Dwarf Version", i32 5}
!88 = !{i32 2, !"Debug Info Version", i32 3}
!89 = !{i32 1, !"wchar_size", i32 4}
!90 = !{i32 8, !"PIC Level", i32 2}
!91 = !{i32 7, !"PIE Level", i32 2}
!92 = !{i32 7, !"uwtable", i32 2}
!93 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!94 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!95 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 47, type: !96, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !98)
!96 = !DISubroutineType(types: !97)
!97 = !{!82}
!98 = !{!99, !105, !110, !116}
!99 = !DILocalVariable(name: "sm", scope: !95, file: !2, line: 51, type: !100)
!100 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "small", file: !2, line: 7, size: 64, elements: !101)
!101 = !{!102, !103}
!102 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !100, file: !2, line: 7, baseType: !82, size: 32)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !100, file: !2, line: 7, baseType: !104, size: 16, offset: 32)
!104 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!105 = !DILocalVariable(name: "pr", scope: !95, file: !2, line: 51, type: !106)
!106 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pair", file: !2, line: 8, size: 128, elements: !107)
!107 = !{!108, !109}
!108 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !106, file: !2, line: 8, baseType: !83, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !106, file: !2, line: 8, baseType: !83, size: 64, offset: 64)
!110 = !DILocalVariable(name: "bg", scope: !95, file: !2, line: 51, type: !111)
!111 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "big", file: !2, line: 9, size: 320, elements: !112)
!112 = !{!113}
!113 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !111, file: !2, line: 9, baseType: !114, size: 320)
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !115, size: 320, elements: !56)
!115 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!116 = !DILocalVariable(name: "buf", scope: !95, file: !2, line: 57, type: !117)
!117 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 1024, elements: !118)
!118 = !{!119}
!119 = !DISubrange(count: 128)
!120 = distinct !DIAssignID()
!121 = !DILocation(line: 0, scope: !95)
!122 = distinct !DIAssignID()
!123 = distinct !DIAssignID()
!124 = !DILocation(line: 48, column: 34, scope: !95)
!125 = !DILocation(line: 48, column: 47, scope: !95)
!126 = !DILocation(line: 48, column: 69, scope: !95)
!127 = !DILocation(line: 48, column: 5, scope: !95)
!128 = !DILocation(line: 49, column: 31, scope: !95)
!129 = !DILocation(line: 49, column: 58, scope: !95)
!130 = !DILocation(line: 49, column: 5, scope: !95)
!131 = !DILocation(line: 50, column: 27, scope: !95)
!132 = !DILocation(line: 50, column: 5, scope: !95)
!133 = distinct !DIAssignID()
!134 = !DILocation(line: 51, column: 65, scope: !95)
!135 = distinct !DIAssignID()
!136 = !DILocation(line: 51, column: 76, scope: !95)
!137 = distinct !DIAssignID()
!138 = distinct !DIAssignID()
!139 = distinct !DIAssignID()
!140 = distinct !DIAssignID()
!141 = distinct !DIAssignID()
!142 = !DILocation(line: 52, column: 26, scope: !95)
!143 = !DILocation(line: 52, column: 5, scope: !95)
!144 = !DILocation(line: 53, column: 27, scope: !95)
!145 = !DILocation(line: 53, column: 5, scope: !95)
!146 = !DILocation(line: 54, column: 27, scope: !95)
!147 = !DILocation(line: 54, column: 5, scope: !95)
!148 = !DILocation(line: 55, column: 34, scope: !95)
!149 = !DILocation(line: 55, column: 58, scope: !95)
!150 = !DILocation(line: 55, column: 5, scope: !95)
!151 = !DILocation(line: 56, column: 24, scope: !95)
!152 = !DILocation(line: 56, column: 5, scope: !95)
!153 = !DILocation(line: 57, column: 5, scope: !95)
!154 = !DILocation(line: 57, column: 20, scope: !95)
!155 = !DILocation(line: 58, column: 5, scope: !95)
!156 = !DILocation(line: 59, column: 17, scope: !95)
!157 = !DILocation(line: 59, column: 12, scope: !95)
!158 = !DILocation(line: 60, column: 1, scope: !95)
!159 = !DILocation(line: 59, column: 5, scope: !95)
!160 = !DISubprogram(name: "printf", scope: !161, file: !161, line: 356, type: !162, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!161 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!162 = !DISubroutineType(types: !163)
!163 = !{!82, !164, null}
!164 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !165)
!165 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !166, size: 64)
!166 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!167 = distinct !DISubprogram(name: "sum_ints", scope: !2, file: !2, line: 11, type: !168, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !170)
!168 = !DISubroutineType(types: !169)
!169 = !{!115, !82, null}
!170 = !{!171, !172, !186, !187}
!171 = !DILocalVariable(name: "n", arg: 1, scope: !167, file: !2, line: 11, type: !82)
!172 = !DILocalVariable(name: "ap", scope: !167, file: !2, line: 11, type: !173)
!173 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !174, line: 12, baseType: !175)
!174 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "7bd78a282b99fcfe41a9e3c566d14f7d")
!175 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !176)
!176 = !DICompositeType(tag: DW_TAG_array_type, baseType: !177, size: 192, elements: !184)
!177 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !178)
!178 = !{!179, !181, !182, !183}
!179 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !177, file: !2, line: 11, baseType: !180, size: 32)
!180 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!181 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !177, file: !2, line: 11, baseType: !180, size: 32, offset: 32)
!182 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !177, file: !2, line: 11, baseType: !81, size: 64, offset: 64)
!183 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !177, file: !2, line: 11, baseType: !81, size: 64, offset: 128)
!184 = !{!185}
!185 = !DISubrange(count: 1)
!186 = !DILocalVariable(name: "s", scope: !167, file: !2, line: 11, type: !115)
!187 = !DILocalVariable(name: "i", scope: !188, file: !2, line: 11, type: !82)
!188 = distinct !DILexicalBlock(scope: !167, file: !2, line: 11, column: 77)
!189 = distinct !DIAssignID()
!190 = !DILocation(line: 0, scope: !167)
!191 = !DILocation(line: 11, column: 36, scope: !167)
!192 = !DILocation(line: 11, column: 48, scope: !167)
!193 = !DILocation(line: 0, scope: !188)
!194 = !DILocation(line: 11, column: 95, scope: !195)
!195 = distinct !DILexicalBlock(scope: !188, file: !2, line: 11, column: 77)
!196 = !DILocation(line: 11, column: 77, scope: !188)
!197 = !DILocation(line: 11, column: 110, scope: !195)
!198 = distinct !DIAssignID()
!199 = distinct !DIAssignID()
!200 = !{!201, !201, i64 0}
!201 = !{!"int", !202, i64 0}
!202 = !{!"omnipotent char", !203, i64 0}
!203 = !{!"Simple C/C++ TBAA"}
!204 = !DILocation(line: 11, column: 107, scope: !195)
!205 = !DILocation(line: 11, column: 127, scope: !167)
!206 = !DILocation(line: 11, scope: !167)
!207 = !DILocation(line: 11, column: 149, scope: !167)
!208 = !DILocation(line: 11, column: 139, scope: !167)
!209 = distinct !{!209, !196, !210, !211}
!210 = !DILocation(line: 11, column: 110, scope: !188)
!211 = !{!"llvm.loop.mustprogress"}
!212 = distinct !DISubprogram(name: "sum_doubles", scope: !2, file: !2, line: 12, type: !213, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !215)
!213 = !DISubroutineType(types: !214)
!214 = !{!83, !82, null}
!215 = !{!216, !217, !218, !219}
!216 = !DILocalVariable(name: "n", arg: 1, scope: !212, file: !2, line: 12, type: !82)
!217 = !DILocalVariable(name: "ap", scope: !212, file: !2, line: 12, type: !173)
!218 = !DILocalVariable(name: "s", scope: !212, file: !2, line: 12, type: !83)
!219 = !DILocalVariable(name: "i", scope: !220, file: !2, line: 12, type: !82)
!220 = distinct !DILexicalBlock(scope: !212, file: !2, line: 12, column: 84)
!221 = distinct !DIAssignID()
!222 = !DILocation(line: 0, scope: !212)
!223 = !DILocation(line: 12, column: 41, scope: !212)
!224 = !DILocation(line: 12, column: 53, scope: !212)
!225 = !DILocation(line: 0, scope: !220)
!226 = !DILocation(line: 12, column: 102, scope: !227)
!227 = distinct !DILexicalBlock(scope: !220, file: !2, line: 12, column: 84)
!228 = !DILocation(line: 12, column: 84, scope: !220)
!229 = !DILocation(line: 12, column: 117, scope: !227)
!230 = distinct !DIAssignID()
!231 = distinct !DIAssignID()
!232 = !{!233, !233, i64 0}
!233 = !{!"double", !202, i64 0}
!234 = !DILocation(line: 12, column: 114, scope: !227)
!235 = !DILocation(line: 12, column: 137, scope: !212)
!236 = !DILocation(line: 12, scope: !212)
!237 = !DILocation(line: 12, column: 159, scope: !212)
!238 = !DILocation(line: 12, column: 149, scope: !212)
!239 = distinct !{!239, !228, !240, !211}
!240 = !DILocation(line: 12, column: 117, scope: !220)
!241 = distinct !DISubprogram(name: "sum_ld", scope: !2, file: !2, line: 13, type: !242, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !245)
!242 = !DISubroutineType(types: !243)
!243 = !{!244, !82, null}
!244 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!245 = !{!246, !247, !248, !249}
!246 = !DILocalVariable(name: "n", arg: 1, scope: !241, file: !2, line: 13, type: !82)
!247 = !DILocalVariable(name: "ap", scope: !241, file: !2, line: 13, type: !173)
!248 = !DILocalVariable(name: "s", scope: !241, file: !2, line: 13, type: !244)
!249 = !DILocalVariable(name: "i", scope: !250, file: !2, line: 13, type: !82)
!250 = distinct !DILexicalBlock(scope: !241, file: !2, line: 13, column: 89)
!251 = distinct !DIAssignID()
!252 = !DILocation(line: 0, scope: !241)
!253 = !DILocation(line: 13, column: 41, scope: !241)
!254 = !DILocation(line: 13, column: 53, scope: !241)
!255 = !DILocation(line: 0, scope: !250)
!256 = !DILocation(line: 13, column: 122, scope: !257)
!257 = distinct !DILexicalBlock(scope: !250, file: !2, line: 13, column: 89)
!258 = distinct !DIAssignID()
!259 = !{!260, !260, i64 0}
!260 = !{!"long double", !202, i64 0}
!261 = !DILocation(line: 13, column: 119, scope: !257)
!262 = !DILocation(line: 13, column: 147, scope: !241)
!263 = !DILocation(line: 13, column: 169, scope: !241)
!264 = !DILocation(line: 13, column: 159, scope: !241)
!265 = distinct !DISubprogram(name: "mixed", scope: !2, file: !2, line: 15, type: !266, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !268)
!266 = !DISubroutineType(types: !267)
!267 = !{!83, !165, null}
!268 = !{!269, !270, !271, !272, !273, !275, !280, !282, !284, !286, !287}
!269 = !DILocalVariable(name: "fmt", arg: 1, scope: !265, file: !2, line: 15, type: !165)
!270 = !DILocalVariable(name: "ap", scope: !265, file: !2, line: 16, type: !173)
!271 = !DILocalVariable(name: "ap2", scope: !265, file: !2, line: 16, type: !173)
!272 = !DILocalVariable(name: "t", scope: !265, file: !2, line: 17, type: !83)
!273 = !DILocalVariable(name: "f", scope: !274, file: !2, line: 18, type: !165)
!274 = distinct !DILexicalBlock(scope: !265, file: !2, line: 18, column: 5)
!275 = !DILocalVariable(name: "s", scope: !276, file: !2, line: 25, type: !100)
!276 = distinct !DILexicalBlock(scope: !277, file: !2, line: 25, column: 19)
!277 = distinct !DILexicalBlock(scope: !278, file: !2, line: 19, column: 21)
!278 = distinct !DILexicalBlock(scope: !279, file: !2, line: 18, column: 40)
!279 = distinct !DILexicalBlock(scope: !274, file: !2, line: 18, column: 5)
!280 = !DILocalVariable(name: "p", scope: !281, file: !2, line: 26, type: !106)
!281 = distinct !DILexicalBlock(scope: !277, file: !2, line: 26, column: 19)
!282 = !DILocalVariable(name: "b", scope: !283, file: !2, line: 27, type: !111)
!283 = distinct !DILexicalBlock(scope: !277, file: !2, line: 27, column: 19)
!284 = !DILocalVariable(name: "i", scope: !285, file: !2, line: 27, type: !82)
!285 = distinct !DILexicalBlock(scope: !283, file: !2, line: 27, column: 60)
!286 = !DILocalVariable(name: "cnt", scope: !265, file: !2, line: 34, type: !82)
!287 = !DILocalVariable(name: "f", scope: !288, file: !2, line: 34, type: !165)
!288 = distinct !DILexicalBlock(scope: !265, file: !2, line: 34, column: 18)
!289 = distinct !DIAssignID()
!290 = !DILocation(line: 0, scope: !265)
!291 = distinct !DIAssignID()
!292 = !DILocation(line: 16, column: 5, scope: !265)
!293 = !DILocation(line: 16, column: 22, scope: !265)
!294 = !DILocation(line: 16, column: 41, scope: !265)
!295 = !DILocation(line: 0, scope: !274)
!296 = !DILocation(line: 18, column: 10, scope: !274)
!297 = !DILocation(line: 18, scope: !274)
!298 = !DILocation(line: 17, column: 12, scope: !265)
!299 = !DILocation(line: 18, column: 31, scope: !279)
!300 = !{!202, !202, i64 0}
!301 = !DILocation(line: 18, column: 5, scope: !274)
!302 = !DILocation(line: 32, column: 5, scope: !265)
!303 = !DILocation(line: 0, scope: !288)
!304 = !DILocation(line: 34, column: 44, scope: !305)
!305 = distinct !DILexicalBlock(scope: !288, file: !2, line: 34, column: 18)
!306 = !DILocation(line: 34, column: 47, scope: !305)
!307 = !DILocation(line: 34, column: 18, scope: !288)
!308 = !DILocation(line: 20, column: 24, scope: !277)
!309 = distinct !DIAssignID()
!310 = distinct !DIAssignID()
!311 = !DILocation(line: 20, column: 21, scope: !277)
!312 = !DILocation(line: 20, column: 41, scope: !277)
!313 = !DILocation(line: 21, column: 32, scope: !277)
!314 = distinct !DIAssignID()
!315 = distinct !DIAssignID()
!316 = !{!317, !317, i64 0}
!317 = !{!"long", !202, i64 0}
!318 = !DILocation(line: 21, column: 24, scope: !277)
!319 = !DILocation(line: 21, column: 21, scope: !277)
!320 = !DILocation(line: 21, column: 50, scope: !277)
!321 = !DILocation(line: 22, column: 24, scope: !277)
!322 = distinct !DIAssignID()
!323 = distinct !DIAssignID()
!324 = !DILocation(line: 22, column: 21, scope: !277)
!325 = !DILocation(line: 22, column: 44, scope: !277)
!326 = !DILocation(line: 23, column: 32, scope: !277)
!327 = distinct !DIAssignID()
!328 = !DILocation(line: 23, column: 24, scope: !277)
!329 = !DILocation(line: 23, column: 21, scope: !277)
!330 = !DILocation(line: 23, column: 57, scope: !277)
!331 = !DILocation(line: 24, column: 39, scope: !277)
!332 = distinct !DIAssignID()
!333 = distinct !DIAssignID()
!334 = !{!335, !335, i64 0}
!335 = !{!"any pointer", !202, i64 0}
!336 = !DILocation(line: 24, column: 32, scope: !277)
!337 = !DILocation(line: 24, column: 24, scope: !277)
!338 = !DILocation(line: 24, column: 21, scope: !277)
!339 = !DILocation(line: 24, column: 66, scope: !277)
!340 = !DILocation(line: 25, column: 38, scope: !276)
!341 = distinct !DIAssignID()
!342 = distinct !DIAssignID()
!343 = !{!344, !344, i64 0}
!344 = !{!"short", !202, i64 0}
!345 = !DILocation(line: 0, scope: !276)
!346 = !DILocation(line: 25, column: 73, scope: !276)
!347 = !DILocation(line: 25, column: 80, scope: !276)
!348 = !DILocation(line: 25, column: 78, scope: !276)
!349 = !DILocation(line: 25, column: 69, scope: !276)
!350 = !DILocation(line: 25, column: 66, scope: !276)
!351 = !DILocation(line: 26, column: 37, scope: !281)
!352 = distinct !DIAssignID()
!353 = distinct !DIAssignID()
!354 = !DILocation(line: 0, scope: !281)
!355 = !DILocation(line: 26, column: 64, scope: !281)
!356 = !DILocation(line: 27, column: 36, scope: !283)
!357 = distinct !DIAssignID()
!358 = !DILocation(line: 0, scope: !283)
!359 = !DILocation(line: 0, scope: !285)
!360 = !DILocation(line: 27, column: 93, scope: !361)
!361 = distinct !DILexicalBlock(scope: !285, file: !2, line: 27, column: 60)
!362 = !DILocation(line: 27, column: 90, scope: !361)
!363 = !DILocation(line: 28, column: 30, scope: !277)
!364 = distinct !DIAssignID()
!365 = distinct !DIAssignID()
!366 = !DILocation(line: 28, column: 24, scope: !277)
!367 = !DILocation(line: 28, column: 21, scope: !277)
!368 = !DILocation(line: 28, column: 47, scope: !277)
!369 = !DILocation(line: 29, column: 24, scope: !277)
!370 = distinct !DIAssignID()
!371 = distinct !DIAssignID()
!372 = !DILocation(line: 29, column: 21, scope: !277)
!373 = !DILocation(line: 29, column: 44, scope: !277)
!374 = !DILocation(line: 18, column: 36, scope: !279)
!375 = !DILocation(line: 18, column: 5, scope: !279)
!376 = distinct !{!376, !301, !377, !211}
!377 = !DILocation(line: 31, column: 5, scope: !274)
!378 = !DILocation(line: 36, column: 20, scope: !265)
!379 = !DILocation(line: 36, column: 16, scope: !265)
!380 = !DILocation(line: 35, column: 5, scope: !265)
!381 = !DILocation(line: 34, scope: !265)
!382 = !DILocation(line: 36, column: 14, scope: !265)
!383 = !DILocation(line: 37, column: 1, scope: !265)
!384 = !DILocation(line: 36, column: 5, scope: !265)
!385 = !DILocation(line: 34, column: 69, scope: !386)
!386 = distinct !DILexicalBlock(scope: !305, file: !2, line: 34, column: 60)
!387 = distinct !DIAssignID()
!388 = distinct !DIAssignID()
!389 = !DILocation(line: 34, column: 86, scope: !386)
!390 = !DILocation(line: 34, column: 66, scope: !386)
!391 = !DILocation(line: 34, column: 56, scope: !305)
!392 = distinct !{!392, !307, !393, !211}
!393 = !DILocation(line: 34, column: 91, scope: !288)
!394 = distinct !DISubprogram(name: "wsum", scope: !2, file: !2, line: 39, type: !395, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !397)
!395 = !DISubroutineType(types: !396)
!396 = !{!82, !82, null}
!397 = !{!398, !399, !400}
!398 = !DILocalVariable(name: "n", arg: 1, scope: !394, file: !2, line: 39, type: !82)
!399 = !DILocalVariable(name: "ap", scope: !394, file: !2, line: 39, type: !173)
!400 = !DILocalVariable(name: "r", scope: !394, file: !2, line: 39, type: !82)
!401 = distinct !DIAssignID()
!402 = !DILocation(line: 0, scope: !394)
!403 = !DILocation(line: 39, column: 31, scope: !394)
!404 = !DILocation(line: 39, column: 43, scope: !394)
!405 = !DILocalVariable(name: "n", arg: 1, scope: !406, file: !2, line: 38, type: !82)
!406 = distinct !DISubprogram(name: "vsum", scope: !2, file: !2, line: 38, type: !407, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !410)
!407 = !DISubroutineType(types: !408)
!408 = !{!82, !82, !409}
!409 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !177, size: 64)
!410 = !{!405, !411, !412, !413}
!411 = !DILocalVariable(name: "ap", arg: 2, scope: !406, file: !2, line: 38, type: !409)
!412 = !DILocalVariable(name: "s", scope: !406, file: !2, line: 38, type: !82)
!413 = !DILocalVariable(name: "i", scope: !414, file: !2, line: 38, type: !82)
!414 = distinct !DILexicalBlock(scope: !406, file: !2, line: 38, column: 49)
!415 = !DILocation(line: 0, scope: !406, inlinedAt: !416)
!416 = distinct !DILocation(line: 39, column: 68, scope: !394)
!417 = !DILocation(line: 0, scope: !414, inlinedAt: !416)
!418 = !DILocation(line: 38, column: 82, scope: !419, inlinedAt: !416)
!419 = distinct !DILexicalBlock(scope: !414, file: !2, line: 38, column: 49)
!420 = distinct !DIAssignID()
!421 = distinct !DIAssignID()
!422 = !DILocation(line: 38, column: 98, scope: !419, inlinedAt: !416)
!423 = !DILocation(line: 38, column: 79, scope: !419, inlinedAt: !416)
!424 = !DILocation(line: 39, column: 81, scope: !394)
!425 = !DILocation(line: 39, column: 103, scope: !394)
!426 = !DILocation(line: 39, column: 93, scope: !394)
!427 = distinct !DISubprogram(name: "twice", scope: !2, file: !2, line: 40, type: !395, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !428)
!428 = !{!429, !430, !431, !432, !433}
!429 = !DILocalVariable(name: "n", arg: 1, scope: !427, file: !2, line: 40, type: !82)
!430 = !DILocalVariable(name: "ap", scope: !427, file: !2, line: 41, type: !173)
!431 = !DILocalVariable(name: "cp", scope: !427, file: !2, line: 41, type: !173)
!432 = !DILocalVariable(name: "a", scope: !427, file: !2, line: 42, type: !82)
!433 = !DILocalVariable(name: "b", scope: !427, file: !2, line: 42, type: !82)
!434 = distinct !DIAssignID()
!435 = !DILocation(line: 0, scope: !427)
!436 = distinct !DIAssignID()
!437 = !DILocation(line: 41, column: 5, scope: !427)
!438 = !DILocation(line: 41, column: 21, scope: !427)
!439 = !DILocation(line: 41, column: 38, scope: !427)
!440 = !DILocation(line: 0, scope: !406, inlinedAt: !441)
!441 = distinct !DILocation(line: 42, column: 13, scope: !427)
!442 = !DILocation(line: 0, scope: !414, inlinedAt: !441)
!443 = !DILocation(line: 38, column: 82, scope: !419, inlinedAt: !441)
!444 = distinct !DIAssignID()
!445 = distinct !DIAssignID()
!446 = !DILocation(line: 0, scope: !406, inlinedAt: !447)
!447 = distinct !DILocation(line: 42, column: 30, scope: !427)
!448 = !DILocation(line: 0, scope: !414, inlinedAt: !447)
!449 = !DILocation(line: 38, column: 82, scope: !419, inlinedAt: !447)
!450 = distinct !DIAssignID()
!451 = distinct !DIAssignID()
!452 = !DILocation(line: 38, column: 98, scope: !419, inlinedAt: !447)
!453 = !DILocation(line: 38, column: 79, scope: !419, inlinedAt: !447)
!454 = !DILocation(line: 38, column: 98, scope: !419, inlinedAt: !441)
!455 = !DILocation(line: 38, column: 79, scope: !419, inlinedAt: !441)
!456 = !DILocation(line: 43, column: 5, scope: !427)
!457 = !DILocation(line: 43, column: 17, scope: !427)
!458 = !DILocation(line: 43, column: 38, scope: !427)
!459 = !DILocation(line: 43, column: 44, scope: !427)
!460 = !DILocation(line: 44, column: 1, scope: !427)
!461 = !DILocation(line: 43, column: 29, scope: !427)
!462 = distinct !DISubprogram(name: "nth_string", scope: !2, file: !2, line: 45, type: !463, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !465)
!463 = !DISubroutineType(types: !464)
!464 = !{!165, !82, null}
!465 = !{!466, !467, !468, !469}
!466 = !DILocalVariable(name: "n", arg: 1, scope: !462, file: !2, line: 45, type: !82)
!467 = !DILocalVariable(name: "ap", scope: !462, file: !2, line: 45, type: !173)
!468 = !DILocalVariable(name: "s", scope: !462, file: !2, line: 45, type: !165)
!469 = !DILocalVariable(name: "i", scope: !470, file: !2, line: 45, type: !82)
!470 = distinct !DILexicalBlock(scope: !462, file: !2, line: 45, column: 96)
!471 = distinct !DIAssignID()
!472 = !DILocation(line: 0, scope: !462)
!473 = !DILocation(line: 45, column: 45, scope: !462)
!474 = !DILocation(line: 45, column: 57, scope: !462)
!475 = !DILocation(line: 0, scope: !470)
!476 = !DILocation(line: 45, column: 129, scope: !477)
!477 = distinct !DILexicalBlock(scope: !470, file: !2, line: 45, column: 96)
!478 = distinct !DIAssignID()
!479 = distinct !DIAssignID()
!480 = !DILocation(line: 45, column: 155, scope: !462)
!481 = !DILocation(line: 45, column: 177, scope: !462)
!482 = !DILocation(line: 45, column: 167, scope: !462)
!483 = !DISubprogram(name: "snprintf", scope: !161, file: !161, line: 378, type: !484, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!484 = !DISubroutineType(types: !485)
!485 = !{!82, !486, !488, !164, null}
!486 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !487)
!487 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!488 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !489, line: 18, baseType: !490)
!489 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!490 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!491 = !DISubprogram(name: "strlen", scope: !492, file: !492, line: 407, type: !493, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!492 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!493 = !DISubroutineType(types: !494)
!494 = !{!490, !165}
