; ModuleID = 'programs/large_stack_frame.c'
source_filename = "programs/large_stack_frame.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [17 x i8] c"128k: %08x %08x\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [13 x i8] c"mixed: %.1f\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [14 x i8] c"rec_big: %ld\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [12 x i8] c"one_mb: %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [15 x i8] c"many_args: %d\0A\00", align 1, !dbg !22

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 256) i32 @main() local_unnamed_addr #0 !dbg !64 {
  %1 = tail call fastcc i32 @big_frame_128k(i32 noundef 3), !dbg !65
  %2 = tail call fastcc i32 @big_frame_128k(i32 noundef 7), !dbg !66
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1, i32 noundef %2), !dbg !67
  %4 = tail call fastcc double @big_frame_mixed(), !dbg !68
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %4), !dbg !69
  %6 = tail call fastcc i64 @rec_big(i32 noundef 10), !dbg !70
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %6), !dbg !71
  %8 = tail call fastcc i32 @one_mb(), !dbg !72
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %8), !dbg !73
  %10 = tail call fastcc i32 @many_args_big_frame(), !dbg !74
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %10), !dbg !75
  %12 = and i32 %8, 255, !dbg !76
  ret i32 %12, !dbg !77
}

; Function Attrs: nofree nounwind
declare !dbg !78 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nounwind memory(inaccessiblemem: readwrite) uwtable
define internal fastcc i32 @big_frame_128k(i32 noundef %0) unnamed_addr #2 !dbg !85 {
  %2 = alloca [131072 x i8], align 16, !DIAssignID !103
    #dbg_assign(i1 undef, !93, !DIExpression(), !103, ptr %2, !DIExpression(), !104)
    #dbg_value(i32 %0, !92, !DIExpression(), !104)
  call void @llvm.lifetime.start.p0(i64 131072, ptr nonnull %2) #9, !dbg !105
    #dbg_value(i64 0, !98, !DIExpression(), !106)
  %3 = zext nneg i32 %0 to i64
    #dbg_value(i64 0, !98, !DIExpression(), !106)
  br label %4, !dbg !107

4:                                                ; preds = %10, %1
  %5 = phi i64 [ 0, %1 ], [ %23, %10 ]
    #dbg_value(i64 %5, !98, !DIExpression(), !106)
  %6 = mul nuw nsw i64 %5, %3, !dbg !108
  %7 = trunc i64 %6 to i8, !dbg !110
  %8 = getelementptr inbounds [131072 x i8], ptr %2, i64 0, i64 %5, !dbg !111
  store volatile i8 %7, ptr %8, align 4, !dbg !112, !tbaa !113
    #dbg_value(i64 %5, !98, !DIExpression(DW_OP_plus_uconst, 61, DW_OP_stack_value), !106)
  %9 = icmp ult i64 %5, 131011, !dbg !116
  br i1 %9, label %10, label %29, !dbg !107, !llvm.loop !117

10:                                               ; preds = %4
  %11 = add nuw nsw i64 %5, 61, !dbg !120
    #dbg_value(i64 %11, !98, !DIExpression(), !106)
    #dbg_value(i64 %11, !98, !DIExpression(), !106)
  %12 = mul nuw nsw i64 %11, %3, !dbg !108
  %13 = trunc i64 %12 to i8, !dbg !110
  %14 = getelementptr inbounds [131072 x i8], ptr %2, i64 0, i64 %11, !dbg !111
  store volatile i8 %13, ptr %14, align 1, !dbg !112, !tbaa !113
  %15 = add nuw nsw i64 %5, 122, !dbg !120
    #dbg_value(i64 %15, !98, !DIExpression(), !106)
  %16 = mul nuw nsw i64 %15, %3, !dbg !108
  %17 = trunc i64 %16 to i8, !dbg !110
  %18 = getelementptr inbounds [131072 x i8], ptr %2, i64 0, i64 %15, !dbg !111
  store volatile i8 %17, ptr %18, align 2, !dbg !112, !tbaa !113
  %19 = add nuw nsw i64 %5, 183, !dbg !120
    #dbg_value(i64 %19, !98, !DIExpression(), !106)
  %20 = mul nuw nsw i64 %19, %3, !dbg !108
  %21 = trunc i64 %20 to i8, !dbg !110
  %22 = getelementptr inbounds [131072 x i8], ptr %2, i64 0, i64 %19, !dbg !111
  store volatile i8 %21, ptr %22, align 1, !dbg !112, !tbaa !113
  %23 = add nuw nsw i64 %5, 244, !dbg !120
    #dbg_value(i64 %23, !98, !DIExpression(), !106)
  br label %4

24:                                               ; preds = %29
  %25 = getelementptr inbounds i8, ptr %2, i64 131071, !dbg !121
  %26 = load volatile i8, ptr %25, align 1, !dbg !121, !tbaa !113
  %27 = zext i8 %26 to i32, !dbg !121
  %28 = add i32 %36, %27, !dbg !122
  call void @llvm.lifetime.end.p0(i64 131072, ptr nonnull %2) #9, !dbg !123
  ret i32 %28, !dbg !124

29:                                               ; preds = %4, %38
  %30 = phi i64 [ %57, %38 ], [ 0, %4 ]
  %31 = phi i32 [ %56, %38 ], [ 0, %4 ]
    #dbg_value(i64 %30, !101, !DIExpression(), !125)
    #dbg_value(i32 %31, !100, !DIExpression(), !104)
  %32 = mul i32 %31, 31, !dbg !126
  %33 = getelementptr inbounds [131072 x i8], ptr %2, i64 0, i64 %30, !dbg !128
  %34 = load volatile i8, ptr %33, align 4, !dbg !128, !tbaa !113
  %35 = zext i8 %34 to i32, !dbg !128
  %36 = add i32 %32, %35, !dbg !129
    #dbg_value(i32 %36, !100, !DIExpression(), !104)
    #dbg_value(i64 %30, !101, !DIExpression(DW_OP_plus_uconst, 61, DW_OP_stack_value), !125)
  %37 = icmp ult i64 %30, 131011, !dbg !130
  br i1 %37, label %38, label %24, !dbg !131, !llvm.loop !132

38:                                               ; preds = %29
  %39 = add nuw nsw i64 %30, 61, !dbg !134
    #dbg_value(i64 %39, !101, !DIExpression(), !125)
    #dbg_value(i64 %39, !101, !DIExpression(), !125)
    #dbg_value(i32 %36, !100, !DIExpression(), !104)
  %40 = mul i32 %36, 31, !dbg !126
  %41 = getelementptr inbounds [131072 x i8], ptr %2, i64 0, i64 %39, !dbg !128
  %42 = load volatile i8, ptr %41, align 1, !dbg !128, !tbaa !113
  %43 = zext i8 %42 to i32, !dbg !128
  %44 = add i32 %40, %43, !dbg !129
    #dbg_value(i32 %44, !100, !DIExpression(), !104)
  %45 = add nuw nsw i64 %30, 122, !dbg !134
    #dbg_value(i64 %45, !101, !DIExpression(), !125)
  %46 = mul i32 %44, 31, !dbg !126
  %47 = getelementptr inbounds [131072 x i8], ptr %2, i64 0, i64 %45, !dbg !128
  %48 = load volatile i8, ptr %47, align 2, !dbg !128, !tbaa !113
  %49 = zext i8 %48 to i32, !dbg !128
  %50 = add i32 %46, %49, !dbg !129
    #dbg_value(i32 %50, !100, !DIExpression(), !104)
  %51 = add nuw nsw i64 %30, 183, !dbg !134
    #dbg_value(i64 %51, !101, !DIExpression(), !125)
  %52 = mul i32 %50, 31, !dbg !126
  %53 = getelementptr inbounds [131072 x i8], ptr %2, i64 0, i64 %51, !dbg !128
  %54 = load volatile i8, ptr %53, align 1, !dbg !128, !tbaa !113
  %55 = zext i8 %54 to i32, !dbg !128
  %56 = add i32 %52, %55, !dbg !129
    #dbg_value(i32 %56, !100, !DIExpression(), !104)
  %57 = add nuw nsw i64 %30, 244, !dbg !134
    #dbg_value(i64 %57, !101, !DIExpression(), !125)
  br label %29
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc double @big_frame_mixed() unnamed_addr #3 !dbg !135 {
  %1 = alloca [20000 x double], align 16, !DIAssignID !161
    #dbg_assign(i1 undef, !140, !DIExpression(), !161, ptr %1, !DIExpression(), !162)
  %2 = alloca [5000 x i32], align 16, !DIAssignID !163
    #dbg_assign(i1 undef, !144, !DIExpression(), !163, ptr %2, !DIExpression(), !162)
    #dbg_value(i32 11, !139, !DIExpression(), !162)
  call void @llvm.lifetime.start.p0(i64 160000, ptr nonnull %1) #9, !dbg !164
  call void @llvm.lifetime.start.p0(i64 20000, ptr nonnull %2) #9, !dbg !165
    #dbg_value(i8 11, !148, !DIExpression(), !162)
    #dbg_value(i32 0, !154, !DIExpression(), !166)
  br label %3, !dbg !167

3:                                                ; preds = %3, %0
  %4 = phi i64 [ 0, %0 ], [ %22, %3 ], !dbg !168
  %5 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %23, %3 ], !dbg !170
  %6 = add <2 x i32> %5, <i32 2, i32 2>, !dbg !170
  %7 = uitofp <2 x i32> %5 to <2 x double>, !dbg !170
  %8 = uitofp <2 x i32> %6 to <2 x double>, !dbg !170
  %9 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %7, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double 1.100000e+01, double 1.100000e+01>), !dbg !171
  %10 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %8, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double 1.100000e+01, double 1.100000e+01>), !dbg !171
  %11 = getelementptr inbounds [20000 x double], ptr %1, i64 0, i64 %4, !dbg !172
  %12 = getelementptr inbounds i8, ptr %11, i64 16, !dbg !173
  store <2 x double> %9, ptr %11, align 16, !dbg !173, !tbaa !174
  store <2 x double> %10, ptr %12, align 16, !dbg !173, !tbaa !174
  %13 = or disjoint i64 %4, 4, !dbg !168
  %14 = add <2 x i32> %5, <i32 4, i32 4>, !dbg !170
  %15 = add <2 x i32> %5, <i32 6, i32 6>, !dbg !170
  %16 = uitofp <2 x i32> %14 to <2 x double>, !dbg !170
  %17 = uitofp <2 x i32> %15 to <2 x double>, !dbg !170
  %18 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %16, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double 1.100000e+01, double 1.100000e+01>), !dbg !171
  %19 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %17, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double 1.100000e+01, double 1.100000e+01>), !dbg !171
  %20 = getelementptr inbounds [20000 x double], ptr %1, i64 0, i64 %13, !dbg !172
  %21 = getelementptr inbounds i8, ptr %20, i64 16, !dbg !173
  store <2 x double> %18, ptr %20, align 16, !dbg !173, !tbaa !174
  store <2 x double> %19, ptr %21, align 16, !dbg !173, !tbaa !174
  %22 = add nuw nsw i64 %4, 8, !dbg !168
  %23 = add <2 x i32> %5, <i32 8, i32 8>, !dbg !170
  %24 = icmp eq i64 %22, 20000, !dbg !168
  br i1 %24, label %25, label %3, !dbg !168, !llvm.loop !176

25:                                               ; preds = %3, %25
  %26 = phi i64 [ %35, %25 ], [ 0, %3 ], !dbg !180
  %27 = phi <4 x i32> [ %36, %25 ], [ <i32 0, i32 1, i32 2, i32 3>, %3 ], !dbg !182
  %28 = mul <4 x i32> %27, <i32 7919, i32 7919, i32 7919, i32 7919>, !dbg !182
  %29 = mul <4 x i32> %27, <i32 7919, i32 7919, i32 7919, i32 7919>, !dbg !182
  %30 = add <4 x i32> %29, <i32 31676, i32 31676, i32 31676, i32 31676>, !dbg !182
  %31 = urem <4 x i32> %28, <i32 20000, i32 20000, i32 20000, i32 20000>, !dbg !182
  %32 = urem <4 x i32> %30, <i32 20000, i32 20000, i32 20000, i32 20000>, !dbg !182
  %33 = getelementptr inbounds [5000 x i32], ptr %2, i64 0, i64 %26, !dbg !183
  %34 = getelementptr inbounds i8, ptr %33, i64 16, !dbg !184
  store <4 x i32> %31, ptr %33, align 16, !dbg !184, !tbaa !185
  store <4 x i32> %32, ptr %34, align 16, !dbg !184, !tbaa !185
  %35 = add nuw i64 %26, 8, !dbg !180
  %36 = add <4 x i32> %27, <i32 8, i32 8, i32 8, i32 8>, !dbg !182
  %37 = icmp eq i64 %35, 5000, !dbg !180
  br i1 %37, label %40, label %25, !dbg !180, !llvm.loop !187

38:                                               ; preds = %40
  %39 = fadd double %76, 4.400000e+01, !dbg !190
  call void @llvm.lifetime.end.p0(i64 20000, ptr nonnull %2) #9, !dbg !191
  call void @llvm.lifetime.end.p0(i64 160000, ptr nonnull %1) #9, !dbg !191
  ret double %39, !dbg !192

40:                                               ; preds = %25, %40
  %41 = phi i64 [ %77, %40 ], [ 0, %25 ]
  %42 = phi double [ %76, %40 ], [ 0.000000e+00, %25 ]
    #dbg_value(i64 %41, !159, !DIExpression(), !193)
    #dbg_value(double %42, !158, !DIExpression(), !162)
  %43 = getelementptr inbounds [5000 x i32], ptr %2, i64 0, i64 %41, !dbg !194
  %44 = load i32, ptr %43, align 4, !dbg !194, !tbaa !185
  %45 = sext i32 %44 to i64, !dbg !196
  %46 = getelementptr inbounds [20000 x double], ptr %1, i64 0, i64 %45, !dbg !196
  %47 = load double, ptr %46, align 8, !dbg !196, !tbaa !174
  %48 = fadd double %42, %47, !dbg !197
    #dbg_value(double %48, !158, !DIExpression(), !162)
  %49 = add nuw nsw i64 %41, 1, !dbg !198
    #dbg_value(i64 %49, !159, !DIExpression(), !193)
  %50 = getelementptr inbounds [5000 x i32], ptr %2, i64 0, i64 %49, !dbg !194
  %51 = load i32, ptr %50, align 4, !dbg !194, !tbaa !185
  %52 = sext i32 %51 to i64, !dbg !196
  %53 = getelementptr inbounds [20000 x double], ptr %1, i64 0, i64 %52, !dbg !196
  %54 = load double, ptr %53, align 8, !dbg !196, !tbaa !174
  %55 = fadd double %48, %54, !dbg !197
    #dbg_value(double %55, !158, !DIExpression(), !162)
  %56 = add nuw nsw i64 %41, 2, !dbg !198
    #dbg_value(i64 %56, !159, !DIExpression(), !193)
  %57 = getelementptr inbounds [5000 x i32], ptr %2, i64 0, i64 %56, !dbg !194
  %58 = load i32, ptr %57, align 4, !dbg !194, !tbaa !185
  %59 = sext i32 %58 to i64, !dbg !196
  %60 = getelementptr inbounds [20000 x double], ptr %1, i64 0, i64 %59, !dbg !196
  %61 = load double, ptr %60, align 8, !dbg !196, !tbaa !174
  %62 = fadd double %55, %61, !dbg !197
    #dbg_value(double %62, !158, !DIExpression(), !162)
  %63 = add nuw nsw i64 %41, 3, !dbg !198
    #dbg_value(i64 %63, !159, !DIExpression(), !193)
  %64 = getelementptr inbounds [5000 x i32], ptr %2, i64 0, i64 %63, !dbg !194
  %65 = load i32, ptr %64, align 4, !dbg !194, !tbaa !185
  %66 = sext i32 %65 to i64, !dbg !196
  %67 = getelementptr inbounds [20000 x double], ptr %1, i64 0, i64 %66, !dbg !196
  %68 = load double, ptr %67, align 8, !dbg !196, !tbaa !174
  %69 = fadd double %62, %68, !dbg !197
    #dbg_value(double %69, !158, !DIExpression(), !162)
  %70 = add nuw nsw i64 %41, 4, !dbg !198
    #dbg_value(i64 %70, !159, !DIExpression(), !193)
  %71 = getelementptr inbounds [5000 x i32], ptr %2, i64 0, i64 %70, !dbg !194
  %72 = load i32, ptr %71, align 4, !dbg !194, !tbaa !185
  %73 = sext i32 %72 to i64, !dbg !196
  %74 = getelementptr inbounds [20000 x double], ptr %1, i64 0, i64 %73, !dbg !196
  %75 = load double, ptr %74, align 8, !dbg !196, !tbaa !174
  %76 = fadd double %69, %75, !dbg !197
    #dbg_value(double %76, !158, !DIExpression(), !162)
  %77 = add nuw nsw i64 %41, 5, !dbg !198
    #dbg_value(i64 %77, !159, !DIExpression(), !193)
  %78 = icmp eq i64 %77, 5000, !dbg !199
  br i1 %78, label %38, label %40, !dbg !200, !llvm.loop !201
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @rec_big(i32 noundef %0) unnamed_addr #4 !dbg !203 {
  %2 = alloca [8192 x i32], align 16, !DIAssignID !214
    #dbg_assign(i1 undef, !208, !DIExpression(), !214, ptr %2, !DIExpression(), !215)
    #dbg_value(i32 %0, !207, !DIExpression(), !215)
  call void @llvm.lifetime.start.p0(i64 32768, ptr nonnull %2) #9, !dbg !216
    #dbg_value(i32 0, !212, !DIExpression(), !217)
  %3 = insertelement <4 x i32> poison, i32 %0, i64 0, !dbg !218
  %4 = shufflevector <4 x i32> %3, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !218
  br label %5, !dbg !218

5:                                                ; preds = %5, %1
  %6 = phi i64 [ 0, %1 ], [ %20, %5 ], !dbg !219
  %7 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %1 ], [ %21, %5 ], !dbg !221
  %8 = add <4 x i32> %7, <i32 4, i32 4, i32 4, i32 4>, !dbg !221
  %9 = getelementptr inbounds [8192 x i32], ptr %2, i64 0, i64 %6, !dbg !222
  %10 = add <4 x i32> %7, %4, !dbg !221
  %11 = add <4 x i32> %8, %4, !dbg !221
  %12 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !221
  store <4 x i32> %10, ptr %9, align 16, !dbg !221, !tbaa !185
  store <4 x i32> %11, ptr %12, align 16, !dbg !221, !tbaa !185
  %13 = or disjoint i64 %6, 8, !dbg !219
  %14 = add <4 x i32> %7, <i32 8, i32 8, i32 8, i32 8>, !dbg !221
  %15 = add <4 x i32> %7, <i32 12, i32 12, i32 12, i32 12>, !dbg !221
  %16 = getelementptr inbounds [8192 x i32], ptr %2, i64 0, i64 %13, !dbg !222
  %17 = add <4 x i32> %14, %4, !dbg !221
  %18 = add <4 x i32> %15, %4, !dbg !221
  %19 = getelementptr inbounds i8, ptr %16, i64 16, !dbg !221
  store <4 x i32> %17, ptr %16, align 16, !dbg !221, !tbaa !185
  store <4 x i32> %18, ptr %19, align 16, !dbg !221, !tbaa !185
  %20 = add nuw nsw i64 %6, 16, !dbg !219
  %21 = add <4 x i32> %7, <i32 16, i32 16, i32 16, i32 16>, !dbg !221
  %22 = icmp eq i64 %20, 8192, !dbg !219
  br i1 %22, label %23, label %5, !dbg !219, !llvm.loop !223

23:                                               ; preds = %5
  %24 = icmp eq i32 %0, 0, !dbg !225
  br i1 %24, label %25, label %29, !dbg !227

25:                                               ; preds = %23
  %26 = getelementptr inbounds i8, ptr %2, i64 32764, !dbg !228
  %27 = load i32, ptr %26, align 4, !dbg !228, !tbaa !185
  %28 = sext i32 %27 to i64, !dbg !228
  br label %38, !dbg !229

29:                                               ; preds = %23
  %30 = mul nuw nsw i32 %0, 13, !dbg !230
  %31 = zext nneg i32 %30 to i64, !dbg !231
  %32 = getelementptr inbounds [8192 x i32], ptr %2, i64 0, i64 %31, !dbg !231
  %33 = load i32, ptr %32, align 4, !dbg !231, !tbaa !185
  %34 = sext i32 %33 to i64, !dbg !231
  %35 = add nsw i32 %0, -1, !dbg !232
  %36 = tail call fastcc i64 @rec_big(i32 noundef %35), !dbg !233
  %37 = add nsw i64 %36, %34, !dbg !234
  br label %38, !dbg !235

38:                                               ; preds = %29, %25
  %39 = phi i64 [ %28, %25 ], [ %37, %29 ], !dbg !215
  call void @llvm.lifetime.end.p0(i64 32768, ptr nonnull %2) #9, !dbg !236
  ret i64 %39, !dbg !236
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc range(i32 -2147483641, -2147483648) i32 @one_mb() unnamed_addr #3 !dbg !41 {
  %1 = alloca [262144 x i32], align 16, !DIAssignID !237
    #dbg_assign(i1 undef, !46, !DIExpression(), !237, ptr %1, !DIExpression(), !238)
  call void @llvm.lifetime.start.p0(i64 1048576, ptr nonnull %1) #9, !dbg !239
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1048576) %1, i8 0, i64 1048576, i1 false), !dbg !240, !DIAssignID !241
    #dbg_assign(i8 0, !46, !DIExpression(), !241, ptr %1, !DIExpression(), !238)
    #dbg_value(i32 0, !50, !DIExpression(), !242)
  br label %2, !dbg !243

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %19, %2 ]
    #dbg_value(i64 %3, !50, !DIExpression(), !242)
  %4 = lshr exact i64 %3, 12, !dbg !244
  %5 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 %3, !dbg !246
  %6 = trunc nuw nsw i64 %4 to i32, !dbg !247
  store i32 %6, ptr %5, align 16, !dbg !247, !tbaa !185
  %7 = or disjoint i64 %3, 4096, !dbg !248
    #dbg_value(i64 %7, !50, !DIExpression(), !242)
  %8 = lshr exact i64 %7, 12, !dbg !244
  %9 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 %7, !dbg !246
  %10 = trunc nuw nsw i64 %8 to i32, !dbg !247
  store i32 %10, ptr %9, align 16, !dbg !247, !tbaa !185
  %11 = or disjoint i64 %3, 8192, !dbg !248
    #dbg_value(i64 %11, !50, !DIExpression(), !242)
  %12 = lshr exact i64 %11, 12, !dbg !244
  %13 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 %11, !dbg !246
  %14 = trunc nuw nsw i64 %12 to i32, !dbg !247
  store i32 %14, ptr %13, align 16, !dbg !247, !tbaa !185
  %15 = or disjoint i64 %3, 12288, !dbg !248
    #dbg_value(i64 %15, !50, !DIExpression(), !242)
  %16 = lshr exact i64 %15, 12, !dbg !244
  %17 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 %15, !dbg !246
  %18 = trunc nuw nsw i64 %16 to i32, !dbg !247
  store i32 %18, ptr %17, align 16, !dbg !247, !tbaa !185
  %19 = add nuw nsw i64 %3, 16384, !dbg !248
    #dbg_value(i64 %19, !50, !DIExpression(), !242)
  %20 = icmp ult i64 %15, 258048, !dbg !249
  br i1 %20, label %2, label %21, !dbg !243, !llvm.loop !250

21:                                               ; preds = %2, %21
  %22 = phi i64 [ %59, %21 ], [ 0, %2 ]
  %23 = phi <4 x i32> [ %57, %21 ], [ zeroinitializer, %2 ]
  %24 = phi <4 x i32> [ %58, %21 ], [ zeroinitializer, %2 ]
  %25 = shl i64 %22, 12, !dbg !252
  %26 = or disjoint i64 %25, 4096, !dbg !252
  %27 = or disjoint i64 %25, 8192, !dbg !252
  %28 = or disjoint i64 %25, 12288, !dbg !252
  %29 = or disjoint i64 %25, 16384, !dbg !252
  %30 = or disjoint i64 %25, 20480, !dbg !252
  %31 = or disjoint i64 %25, 24576, !dbg !252
  %32 = or disjoint i64 %25, 28672, !dbg !252
  %33 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 %25, !dbg !253
  %34 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 %26, !dbg !253
  %35 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 %27, !dbg !253
  %36 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 %28, !dbg !253
  %37 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 %29, !dbg !253
  %38 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 %30, !dbg !253
  %39 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 %31, !dbg !253
  %40 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 %32, !dbg !253
  %41 = load i32, ptr %33, align 16, !dbg !253, !tbaa !185
  %42 = load i32, ptr %34, align 16, !dbg !253, !tbaa !185
  %43 = load i32, ptr %35, align 16, !dbg !253, !tbaa !185
  %44 = load i32, ptr %36, align 16, !dbg !253, !tbaa !185
  %45 = insertelement <4 x i32> poison, i32 %41, i64 0, !dbg !253
  %46 = insertelement <4 x i32> %45, i32 %42, i64 1, !dbg !253
  %47 = insertelement <4 x i32> %46, i32 %43, i64 2, !dbg !253
  %48 = insertelement <4 x i32> %47, i32 %44, i64 3, !dbg !253
  %49 = load i32, ptr %37, align 16, !dbg !253, !tbaa !185
  %50 = load i32, ptr %38, align 16, !dbg !253, !tbaa !185
  %51 = load i32, ptr %39, align 16, !dbg !253, !tbaa !185
  %52 = load i32, ptr %40, align 16, !dbg !253, !tbaa !185
  %53 = insertelement <4 x i32> poison, i32 %49, i64 0, !dbg !252
  %54 = insertelement <4 x i32> %53, i32 %50, i64 1, !dbg !252
  %55 = insertelement <4 x i32> %54, i32 %51, i64 2, !dbg !252
  %56 = insertelement <4 x i32> %55, i32 %52, i64 3, !dbg !252
  %57 = add <4 x i32> %48, %23, !dbg !252
  %58 = add <4 x i32> %56, %24, !dbg !252
  %59 = add nuw i64 %22, 8
  %60 = icmp eq i64 %59, 64
  br i1 %60, label %61, label %21, !llvm.loop !255

61:                                               ; preds = %21
  %62 = add <4 x i32> %58, %57, !dbg !252
  %63 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %62), !dbg !252
    #dbg_assign(i32 7, !46, !DIExpression(DW_OP_LLVM_fragment, 8388576, 32), !257, ptr %1, !DIExpression(DW_OP_plus_uconst, 1048572), !238)
  %64 = add nsw i32 %63, 7, !dbg !258
  call void @llvm.lifetime.end.p0(i64 1048576, ptr nonnull %1) #9, !dbg !259
  ret i32 %64, !dbg !260
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i32 -339, 427) i32 @many_args_big_frame() unnamed_addr #5 !dbg !261 {
    #dbg_assign(i1 undef, !275, !DIExpression(DW_OP_LLVM_fragment, 0, 24000), !279, ptr undef, !DIExpression(), !280)
    #dbg_assign(i1 undef, !275, !DIExpression(DW_OP_LLVM_fragment, 24008, 775992), !281, ptr undef, !DIExpression(), !280)
    #dbg_assign(i1 undef, !275, !DIExpression(DW_OP_LLVM_fragment, 800008, 799984), !282, ptr undef, !DIExpression(), !280)
    #dbg_value(i32 1, !265, !DIExpression(), !280)
    #dbg_value(i32 2, !266, !DIExpression(), !280)
    #dbg_value(i32 3, !267, !DIExpression(), !280)
    #dbg_value(i32 4, !268, !DIExpression(), !280)
    #dbg_value(i32 5, !269, !DIExpression(), !280)
    #dbg_value(i32 6, !270, !DIExpression(), !280)
    #dbg_value(i32 7, !271, !DIExpression(), !280)
    #dbg_value(i32 8, !272, !DIExpression(), !280)
    #dbg_value(i32 9, !273, !DIExpression(), !280)
    #dbg_value(i32 10, !274, !DIExpression(), !280)
    #dbg_assign(i1 undef, !275, !DIExpression(DW_OP_LLVM_fragment, 0, 24000), !283, ptr undef, !DIExpression(), !280)
    #dbg_assign(i1 undef, !275, !DIExpression(DW_OP_LLVM_fragment, 24008, 775992), !284, ptr undef, !DIExpression(), !280)
    #dbg_value(i8 3, !275, !DIExpression(DW_OP_LLVM_fragment, 800000, 8), !280)
    #dbg_assign(i1 undef, !275, !DIExpression(DW_OP_LLVM_fragment, 800008, 799984), !285, ptr undef, !DIExpression(), !280)
    #dbg_value(i8 4, !275, !DIExpression(DW_OP_LLVM_fragment, 24000, 8), !280)
    #dbg_value(i8 45, !275, !DIExpression(DW_OP_LLVM_fragment, 1599992, 8), !280)
  ret i32 55, !dbg !286
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nounwind memory(inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!27}
!llvm.module.flags = !{!56, !57, !58, !59, !60, !61, !62}
!llvm.ident = !{!63}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/large_stack_frame.c", directory: ".", checksumkind: CSK_MD5, checksum: "a0fcc9e39704cb2b23c8ab01fa2bd32b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 17)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 13)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 14)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 12)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 15)
!27 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !28, globals: !38, splitDebugInlining: false, nameTableKind: None)
!28 = !{!29, !34, !4, !37}
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !30, line: 24, baseType: !31)
!30 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !32, line: 38, baseType: !33)
!32 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!33 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !35, line: 18, baseType: !36)
!35 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!36 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!37 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!38 = !{!0, !7, !12, !17, !22, !39}
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(name: "N", scope: !41, file: !2, line: 28, type: !55, isLocal: true, isDefinition: true)
!41 = distinct !DISubprogram(name: "one_mb", scope: !2, file: !2, line: 27, type: !42, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !45)
!42 = !DISubroutineType(types: !43)
!43 = !{!44}
!44 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!45 = !{!46, !50, !52, !53}
!46 = !DILocalVariable(name: "a", scope: !41, file: !2, line: 29, type: !47)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 8388608, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 262144)
!50 = !DILocalVariable(name: "i", scope: !51, file: !2, line: 31, type: !44)
!51 = distinct !DILexicalBlock(scope: !41, file: !2, line: 31, column: 5)
!52 = !DILocalVariable(name: "s", scope: !41, file: !2, line: 32, type: !44)
!53 = !DILocalVariable(name: "i", scope: !54, file: !2, line: 32, type: !44)
!54 = distinct !DILexicalBlock(scope: !41, file: !2, line: 32, column: 16)
!55 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !44)
!56 = !{i32 7, !"Dwarf Version", i32 5}
!57 = !{i32 2, !"Debug Info Version", i32 3}
!58 = !{i32 1, !"wchar_size", i32 4}
!59 = !{i32 8, !"PIC Level", i32 2}
!60 = !{i32 7, !"PIE Level", i32 2}
!61 = !{i32 7, !"uwtable", i32 2}
!62 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!63 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!64 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 43, type: !42, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !27)
!65 = !DILocation(line: 44, column: 33, scope: !64)
!66 = !DILocation(line: 44, column: 52, scope: !64)
!67 = !DILocation(line: 44, column: 5, scope: !64)
!68 = !DILocation(line: 45, column: 29, scope: !64)
!69 = !DILocation(line: 45, column: 5, scope: !64)
!70 = !DILocation(line: 46, column: 30, scope: !64)
!71 = !DILocation(line: 46, column: 5, scope: !64)
!72 = !DILocation(line: 47, column: 28, scope: !64)
!73 = !DILocation(line: 47, column: 5, scope: !64)
!74 = !DILocation(line: 48, column: 31, scope: !64)
!75 = !DILocation(line: 48, column: 5, scope: !64)
!76 = !DILocation(line: 49, column: 21, scope: !64)
!77 = !DILocation(line: 49, column: 5, scope: !64)
!78 = !DISubprogram(name: "printf", scope: !79, file: !79, line: 356, type: !80, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!79 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!80 = !DISubroutineType(types: !81)
!81 = !{!44, !82, null}
!82 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !83)
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!84 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!85 = distinct !DISubprogram(name: "big_frame_128k", scope: !2, file: !2, line: 7, type: !86, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !91)
!86 = !DISubroutineType(types: !87)
!87 = !{!88, !44}
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !30, line: 26, baseType: !89)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !32, line: 42, baseType: !90)
!90 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!91 = !{!92, !93, !98, !100, !101}
!92 = !DILocalVariable(name: "seed", arg: 1, scope: !85, file: !2, line: 7, type: !44)
!93 = !DILocalVariable(name: "buf", scope: !85, file: !2, line: 8, type: !94)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !95, size: 1048576, elements: !96)
!95 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !29)
!96 = !{!97}
!97 = !DISubrange(count: 131072)
!98 = !DILocalVariable(name: "i", scope: !99, file: !2, line: 9, type: !34)
!99 = distinct !DILexicalBlock(scope: !85, file: !2, line: 9, column: 5)
!100 = !DILocalVariable(name: "h", scope: !85, file: !2, line: 10, type: !88)
!101 = !DILocalVariable(name: "i", scope: !102, file: !2, line: 10, type: !34)
!102 = distinct !DILexicalBlock(scope: !85, file: !2, line: 10, column: 21)
!103 = distinct !DIAssignID()
!104 = !DILocation(line: 0, scope: !85)
!105 = !DILocation(line: 8, column: 5, scope: !85)
!106 = !DILocation(line: 0, scope: !99)
!107 = !DILocation(line: 9, column: 5, scope: !99)
!108 = !DILocation(line: 9, column: 70, scope: !109)
!109 = distinct !DILexicalBlock(scope: !99, file: !2, line: 9, column: 5)
!110 = !DILocation(line: 9, column: 58, scope: !109)
!111 = !DILocation(line: 9, column: 49, scope: !109)
!112 = !DILocation(line: 9, column: 56, scope: !109)
!113 = !{!114, !114, i64 0}
!114 = !{!"omnipotent char", !115, i64 0}
!115 = !{!"Simple C/C++ TBAA"}
!116 = !DILocation(line: 9, column: 26, scope: !109)
!117 = distinct !{!117, !107, !118, !119}
!118 = !DILocation(line: 9, column: 84, scope: !99)
!119 = !{!"llvm.loop.mustprogress"}
!120 = !DILocation(line: 9, column: 42, scope: !109)
!121 = !DILocation(line: 11, column: 16, scope: !85)
!122 = !DILocation(line: 11, column: 14, scope: !85)
!123 = !DILocation(line: 12, column: 1, scope: !85)
!124 = !DILocation(line: 11, column: 5, scope: !85)
!125 = !DILocation(line: 0, scope: !102)
!126 = !DILocation(line: 10, column: 71, scope: !127)
!127 = distinct !DILexicalBlock(scope: !102, file: !2, line: 10, column: 21)
!128 = !DILocation(line: 10, column: 78, scope: !127)
!129 = !DILocation(line: 10, column: 76, scope: !127)
!130 = !DILocation(line: 10, column: 42, scope: !127)
!131 = !DILocation(line: 10, column: 21, scope: !102)
!132 = distinct !{!132, !131, !133, !119}
!133 = !DILocation(line: 10, column: 83, scope: !102)
!134 = !DILocation(line: 10, column: 58, scope: !127)
!135 = distinct !DISubprogram(name: "big_frame_mixed", scope: !2, file: !2, line: 13, type: !136, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !138)
!136 = !DISubroutineType(cc: DW_CC_nocall, types: !137)
!137 = !{!37, !44}
!138 = !{!139, !140, !144, !148, !149, !154, !156, !158, !159}
!139 = !DILocalVariable(name: "n", arg: 1, scope: !135, file: !2, line: 13, type: !44)
!140 = !DILocalVariable(name: "d", scope: !135, file: !2, line: 14, type: !141)
!141 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 1280000, elements: !142)
!142 = !{!143}
!143 = !DISubrange(count: 20000)
!144 = !DILocalVariable(name: "idx", scope: !135, file: !2, line: 14, type: !145)
!145 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 160000, elements: !146)
!146 = !{!147}
!147 = !DISubrange(count: 5000)
!148 = !DILocalVariable(name: "small", scope: !135, file: !2, line: 14, type: !4)
!149 = !DILocalVariable(name: "tail", scope: !135, file: !2, line: 14, type: !150)
!150 = !DICompositeType(tag: DW_TAG_array_type, baseType: !151, size: 192, elements: !152)
!151 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!152 = !{!153}
!153 = !DISubrange(count: 3)
!154 = !DILocalVariable(name: "i", scope: !155, file: !2, line: 15, type: !44)
!155 = distinct !DILexicalBlock(scope: !135, file: !2, line: 15, column: 5)
!156 = !DILocalVariable(name: "i", scope: !157, file: !2, line: 16, type: !44)
!157 = distinct !DILexicalBlock(scope: !135, file: !2, line: 16, column: 5)
!158 = !DILocalVariable(name: "s", scope: !135, file: !2, line: 18, type: !37)
!159 = !DILocalVariable(name: "i", scope: !160, file: !2, line: 18, type: !44)
!160 = distinct !DILexicalBlock(scope: !135, file: !2, line: 18, column: 19)
!161 = distinct !DIAssignID()
!162 = !DILocation(line: 0, scope: !135)
!163 = distinct !DIAssignID()
!164 = !DILocation(line: 14, column: 5, scope: !135)
!165 = !DILocation(line: 14, column: 22, scope: !135)
!166 = !DILocation(line: 0, scope: !155)
!167 = !DILocation(line: 15, column: 5, scope: !155)
!168 = !DILocation(line: 15, column: 33, scope: !169)
!169 = distinct !DILexicalBlock(scope: !155, file: !2, line: 15, column: 5)
!170 = !DILocation(line: 15, column: 44, scope: !169)
!171 = !DILocation(line: 15, column: 52, scope: !169)
!172 = !DILocation(line: 15, column: 37, scope: !169)
!173 = !DILocation(line: 15, column: 42, scope: !169)
!174 = !{!175, !175, i64 0}
!175 = !{!"double", !114, i64 0}
!176 = distinct !{!176, !167, !177, !119, !178, !179}
!177 = !DILocation(line: 15, column: 54, scope: !155)
!178 = !{!"llvm.loop.isvectorized", i32 1}
!179 = !{!"llvm.loop.unroll.runtime.disable"}
!180 = !DILocation(line: 16, column: 32, scope: !181)
!181 = distinct !DILexicalBlock(scope: !157, file: !2, line: 16, column: 5)
!182 = !DILocation(line: 16, column: 56, scope: !181)
!183 = !DILocation(line: 16, column: 36, scope: !181)
!184 = !DILocation(line: 16, column: 43, scope: !181)
!185 = !{!186, !186, i64 0}
!186 = !{!"int", !114, i64 0}
!187 = distinct !{!187, !188, !189, !119, !178, !179}
!188 = !DILocation(line: 16, column: 5, scope: !157)
!189 = !DILocation(line: 16, column: 58, scope: !157)
!190 = !DILocation(line: 19, column: 14, scope: !135)
!191 = !DILocation(line: 20, column: 1, scope: !135)
!192 = !DILocation(line: 19, column: 5, scope: !135)
!193 = !DILocation(line: 0, scope: !160)
!194 = !DILocation(line: 18, column: 57, scope: !195)
!195 = distinct !DILexicalBlock(scope: !160, file: !2, line: 18, column: 19)
!196 = !DILocation(line: 18, column: 55, scope: !195)
!197 = !DILocation(line: 18, column: 52, scope: !195)
!198 = !DILocation(line: 18, column: 46, scope: !195)
!199 = !DILocation(line: 18, column: 37, scope: !195)
!200 = !DILocation(line: 18, column: 19, scope: !160)
!201 = distinct !{!201, !200, !202, !119}
!202 = !DILocation(line: 18, column: 63, scope: !160)
!203 = distinct !DISubprogram(name: "rec_big", scope: !2, file: !2, line: 21, type: !204, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !206)
!204 = !DISubroutineType(types: !205)
!205 = !{!151, !44}
!206 = !{!207, !208, !212}
!207 = !DILocalVariable(name: "depth", arg: 1, scope: !203, file: !2, line: 21, type: !44)
!208 = !DILocalVariable(name: "arr", scope: !203, file: !2, line: 22, type: !209)
!209 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 262144, elements: !210)
!210 = !{!211}
!211 = !DISubrange(count: 8192)
!212 = !DILocalVariable(name: "i", scope: !213, file: !2, line: 23, type: !44)
!213 = distinct !DILexicalBlock(scope: !203, file: !2, line: 23, column: 5)
!214 = distinct !DIAssignID()
!215 = !DILocation(line: 0, scope: !203)
!216 = !DILocation(line: 22, column: 5, scope: !203)
!217 = !DILocation(line: 0, scope: !213)
!218 = !DILocation(line: 23, column: 5, scope: !213)
!219 = !DILocation(line: 23, column: 32, scope: !220)
!220 = distinct !DILexicalBlock(scope: !213, file: !2, line: 23, column: 5)
!221 = !DILocation(line: 23, column: 43, scope: !220)
!222 = !DILocation(line: 23, column: 36, scope: !220)
!223 = distinct !{!223, !218, !224, !119, !178, !179}
!224 = !DILocation(line: 23, column: 53, scope: !213)
!225 = !DILocation(line: 24, column: 15, scope: !226)
!226 = distinct !DILexicalBlock(scope: !203, file: !2, line: 24, column: 9)
!227 = !DILocation(line: 24, column: 9, scope: !203)
!228 = !DILocation(line: 24, column: 28, scope: !226)
!229 = !DILocation(line: 24, column: 21, scope: !226)
!230 = !DILocation(line: 25, column: 22, scope: !203)
!231 = !DILocation(line: 25, column: 12, scope: !203)
!232 = !DILocation(line: 25, column: 44, scope: !203)
!233 = !DILocation(line: 25, column: 30, scope: !203)
!234 = !DILocation(line: 25, column: 28, scope: !203)
!235 = !DILocation(line: 25, column: 5, scope: !203)
!236 = !DILocation(line: 26, column: 1, scope: !203)
!237 = distinct !DIAssignID()
!238 = !DILocation(line: 0, scope: !41)
!239 = !DILocation(line: 29, column: 5, scope: !41)
!240 = !DILocation(line: 30, column: 5, scope: !41)
!241 = distinct !DIAssignID()
!242 = !DILocation(line: 0, scope: !51)
!243 = !DILocation(line: 31, column: 5, scope: !51)
!244 = !DILocation(line: 31, column: 48, scope: !245)
!245 = distinct !DILexicalBlock(scope: !51, file: !2, line: 31, column: 5)
!246 = !DILocation(line: 31, column: 39, scope: !245)
!247 = !DILocation(line: 31, column: 44, scope: !245)
!248 = !DILocation(line: 31, column: 30, scope: !245)
!249 = !DILocation(line: 31, column: 23, scope: !245)
!250 = distinct !{!250, !243, !251, !119}
!251 = !DILocation(line: 31, column: 50, scope: !51)
!252 = !DILocation(line: 32, column: 16, scope: !54)
!253 = !DILocation(line: 32, column: 55, scope: !254)
!254 = distinct !DILexicalBlock(scope: !54, file: !2, line: 32, column: 16)
!255 = distinct !{!255, !252, !256, !119, !178, !179}
!256 = !DILocation(line: 32, column: 58, scope: !54)
!257 = distinct !DIAssignID()
!258 = !DILocation(line: 34, column: 14, scope: !41)
!259 = !DILocation(line: 35, column: 1, scope: !41)
!260 = !DILocation(line: 34, column: 5, scope: !41)
!261 = distinct !DISubprogram(name: "many_args_big_frame", scope: !2, file: !2, line: 36, type: !262, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !264)
!262 = !DISubroutineType(cc: DW_CC_nocall, types: !263)
!263 = !{!44, !44, !44, !44, !44, !44, !44, !44, !44, !44, !44}
!264 = !{!265, !266, !267, !268, !269, !270, !271, !272, !273, !274, !275}
!265 = !DILocalVariable(name: "a", arg: 1, scope: !261, file: !2, line: 36, type: !44)
!266 = !DILocalVariable(name: "b", arg: 2, scope: !261, file: !2, line: 36, type: !44)
!267 = !DILocalVariable(name: "c", arg: 3, scope: !261, file: !2, line: 36, type: !44)
!268 = !DILocalVariable(name: "d", arg: 4, scope: !261, file: !2, line: 36, type: !44)
!269 = !DILocalVariable(name: "e", arg: 5, scope: !261, file: !2, line: 36, type: !44)
!270 = !DILocalVariable(name: "f", arg: 6, scope: !261, file: !2, line: 36, type: !44)
!271 = !DILocalVariable(name: "g", arg: 7, scope: !261, file: !2, line: 36, type: !44)
!272 = !DILocalVariable(name: "h", arg: 8, scope: !261, file: !2, line: 36, type: !44)
!273 = !DILocalVariable(name: "i", arg: 9, scope: !261, file: !2, line: 36, type: !44)
!274 = !DILocalVariable(name: "j", arg: 10, scope: !261, file: !2, line: 36, type: !44)
!275 = !DILocalVariable(name: "big", scope: !261, file: !2, line: 37, type: !276)
!276 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 1600000, elements: !277)
!277 = !{!278}
!278 = !DISubrange(count: 200000)
!279 = distinct !DIAssignID()
!280 = !DILocation(line: 0, scope: !261)
!281 = distinct !DIAssignID()
!282 = distinct !DIAssignID()
!283 = distinct !DIAssignID()
!284 = distinct !DIAssignID()
!285 = distinct !DIAssignID()
!286 = !DILocation(line: 40, column: 5, scope: !261)
