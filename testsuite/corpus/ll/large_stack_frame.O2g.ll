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
  br label %7, !dbg !107

4:                                                ; preds = %7
  %5 = trunc nuw nsw i32 %0 to i8, !dbg !108
  %6 = getelementptr inbounds i8, ptr %2, i64 131071, !dbg !109
  store volatile i8 %5, ptr %6, align 1, !dbg !110, !tbaa !111, !DIAssignID !114
    #dbg_assign(i8 %5, !93, !DIExpression(DW_OP_LLVM_fragment, 1048568, 8), !114, ptr %6, !DIExpression(), !104)
    #dbg_value(i32 0, !100, !DIExpression(), !104)
    #dbg_value(i64 0, !101, !DIExpression(), !115)
  br label %31, !dbg !116

7:                                                ; preds = %13, %1
  %8 = phi i64 [ 0, %1 ], [ %26, %13 ]
    #dbg_value(i64 %8, !98, !DIExpression(), !106)
  %9 = mul nuw nsw i64 %8, %3, !dbg !117
  %10 = trunc i64 %9 to i8, !dbg !119
  %11 = getelementptr inbounds [131072 x i8], ptr %2, i64 0, i64 %8, !dbg !120
  store volatile i8 %10, ptr %11, align 4, !dbg !121, !tbaa !111
    #dbg_value(i64 %8, !98, !DIExpression(DW_OP_plus_uconst, 61, DW_OP_stack_value), !106)
  %12 = icmp ult i64 %8, 131011, !dbg !122
  br i1 %12, label %13, label %4, !dbg !107, !llvm.loop !123

13:                                               ; preds = %7
  %14 = add nuw nsw i64 %8, 61, !dbg !126
    #dbg_value(i64 %14, !98, !DIExpression(), !106)
    #dbg_value(i64 %14, !98, !DIExpression(), !106)
  %15 = mul nuw nsw i64 %14, %3, !dbg !117
  %16 = trunc i64 %15 to i8, !dbg !119
  %17 = getelementptr inbounds [131072 x i8], ptr %2, i64 0, i64 %14, !dbg !120
  store volatile i8 %16, ptr %17, align 1, !dbg !121, !tbaa !111
  %18 = add nuw nsw i64 %8, 122, !dbg !126
    #dbg_value(i64 %18, !98, !DIExpression(), !106)
  %19 = mul nuw nsw i64 %18, %3, !dbg !117
  %20 = trunc i64 %19 to i8, !dbg !119
  %21 = getelementptr inbounds [131072 x i8], ptr %2, i64 0, i64 %18, !dbg !120
  store volatile i8 %20, ptr %21, align 2, !dbg !121, !tbaa !111
  %22 = add nuw nsw i64 %8, 183, !dbg !126
    #dbg_value(i64 %22, !98, !DIExpression(), !106)
  %23 = mul nuw nsw i64 %22, %3, !dbg !117
  %24 = trunc i64 %23 to i8, !dbg !119
  %25 = getelementptr inbounds [131072 x i8], ptr %2, i64 0, i64 %22, !dbg !120
  store volatile i8 %24, ptr %25, align 1, !dbg !121, !tbaa !111
  %26 = add nuw nsw i64 %8, 244, !dbg !126
    #dbg_value(i64 %26, !98, !DIExpression(), !106)
  br label %7

27:                                               ; preds = %31
  %28 = load volatile i8, ptr %6, align 1, !dbg !127, !tbaa !111
  %29 = zext i8 %28 to i32, !dbg !127
  %30 = add i32 %38, %29, !dbg !128
  call void @llvm.lifetime.end.p0(i64 131072, ptr nonnull %2) #9, !dbg !129
  ret i32 %30, !dbg !130

31:                                               ; preds = %40, %4
  %32 = phi i64 [ 0, %4 ], [ %59, %40 ]
  %33 = phi i32 [ 0, %4 ], [ %58, %40 ]
    #dbg_value(i64 %32, !101, !DIExpression(), !115)
    #dbg_value(i32 %33, !100, !DIExpression(), !104)
  %34 = mul i32 %33, 31, !dbg !131
  %35 = getelementptr inbounds [131072 x i8], ptr %2, i64 0, i64 %32, !dbg !133
  %36 = load volatile i8, ptr %35, align 4, !dbg !133, !tbaa !111
  %37 = zext i8 %36 to i32, !dbg !133
  %38 = add i32 %34, %37, !dbg !134
    #dbg_value(i32 %38, !100, !DIExpression(), !104)
    #dbg_value(i64 %32, !101, !DIExpression(DW_OP_plus_uconst, 61, DW_OP_stack_value), !115)
  %39 = icmp ult i64 %32, 131011, !dbg !135
  br i1 %39, label %40, label %27, !dbg !116, !llvm.loop !136

40:                                               ; preds = %31
  %41 = add nuw nsw i64 %32, 61, !dbg !138
    #dbg_value(i64 %41, !101, !DIExpression(), !115)
    #dbg_value(i64 %41, !101, !DIExpression(), !115)
    #dbg_value(i32 %38, !100, !DIExpression(), !104)
  %42 = mul i32 %38, 31, !dbg !131
  %43 = getelementptr inbounds [131072 x i8], ptr %2, i64 0, i64 %41, !dbg !133
  %44 = load volatile i8, ptr %43, align 1, !dbg !133, !tbaa !111
  %45 = zext i8 %44 to i32, !dbg !133
  %46 = add i32 %42, %45, !dbg !134
    #dbg_value(i32 %46, !100, !DIExpression(), !104)
  %47 = add nuw nsw i64 %32, 122, !dbg !138
    #dbg_value(i64 %47, !101, !DIExpression(), !115)
  %48 = mul i32 %46, 31, !dbg !131
  %49 = getelementptr inbounds [131072 x i8], ptr %2, i64 0, i64 %47, !dbg !133
  %50 = load volatile i8, ptr %49, align 2, !dbg !133, !tbaa !111
  %51 = zext i8 %50 to i32, !dbg !133
  %52 = add i32 %48, %51, !dbg !134
    #dbg_value(i32 %52, !100, !DIExpression(), !104)
  %53 = add nuw nsw i64 %32, 183, !dbg !138
    #dbg_value(i64 %53, !101, !DIExpression(), !115)
  %54 = mul i32 %52, 31, !dbg !131
  %55 = getelementptr inbounds [131072 x i8], ptr %2, i64 0, i64 %53, !dbg !133
  %56 = load volatile i8, ptr %55, align 1, !dbg !133, !tbaa !111
  %57 = zext i8 %56 to i32, !dbg !133
  %58 = add i32 %54, %57, !dbg !134
    #dbg_value(i32 %58, !100, !DIExpression(), !104)
  %59 = add nuw nsw i64 %32, 244, !dbg !138
    #dbg_value(i64 %59, !101, !DIExpression(), !115)
  br label %31
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc double @big_frame_mixed() unnamed_addr #3 !dbg !139 {
  %1 = alloca [20000 x double], align 16, !DIAssignID !165
    #dbg_assign(i1 undef, !144, !DIExpression(), !165, ptr %1, !DIExpression(), !166)
  %2 = alloca [5000 x i32], align 16, !DIAssignID !167
    #dbg_assign(i1 undef, !148, !DIExpression(), !167, ptr %2, !DIExpression(), !166)
    #dbg_value(i32 11, !143, !DIExpression(), !166)
  call void @llvm.lifetime.start.p0(i64 160000, ptr nonnull %1) #9, !dbg !168
  call void @llvm.lifetime.start.p0(i64 20000, ptr nonnull %2) #9, !dbg !169
    #dbg_value(i8 11, !152, !DIExpression(), !166)
    #dbg_value(i32 0, !158, !DIExpression(), !170)
  br label %3, !dbg !171

3:                                                ; preds = %3, %0
  %4 = phi i64 [ 0, %0 ], [ %22, %3 ], !dbg !172
  %5 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %23, %3 ], !dbg !174
  %6 = add <2 x i32> %5, <i32 2, i32 2>, !dbg !174
  %7 = uitofp <2 x i32> %5 to <2 x double>, !dbg !174
  %8 = uitofp <2 x i32> %6 to <2 x double>, !dbg !174
  %9 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %7, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double 1.100000e+01, double 1.100000e+01>), !dbg !175
  %10 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %8, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double 1.100000e+01, double 1.100000e+01>), !dbg !175
  %11 = getelementptr inbounds [20000 x double], ptr %1, i64 0, i64 %4, !dbg !176
  %12 = getelementptr inbounds i8, ptr %11, i64 16, !dbg !177
  store <2 x double> %9, ptr %11, align 16, !dbg !177, !tbaa !178
  store <2 x double> %10, ptr %12, align 16, !dbg !177, !tbaa !178
  %13 = or disjoint i64 %4, 4, !dbg !172
  %14 = add <2 x i32> %5, <i32 4, i32 4>, !dbg !174
  %15 = add <2 x i32> %5, <i32 6, i32 6>, !dbg !174
  %16 = uitofp <2 x i32> %14 to <2 x double>, !dbg !174
  %17 = uitofp <2 x i32> %15 to <2 x double>, !dbg !174
  %18 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %16, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double 1.100000e+01, double 1.100000e+01>), !dbg !175
  %19 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %17, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double 1.100000e+01, double 1.100000e+01>), !dbg !175
  %20 = getelementptr inbounds [20000 x double], ptr %1, i64 0, i64 %13, !dbg !176
  %21 = getelementptr inbounds i8, ptr %20, i64 16, !dbg !177
  store <2 x double> %18, ptr %20, align 16, !dbg !177, !tbaa !178
  store <2 x double> %19, ptr %21, align 16, !dbg !177, !tbaa !178
  %22 = add nuw nsw i64 %4, 8, !dbg !172
  %23 = add <2 x i32> %5, <i32 8, i32 8>, !dbg !174
  %24 = icmp eq i64 %22, 20000, !dbg !172
  br i1 %24, label %25, label %3, !dbg !172, !llvm.loop !180

25:                                               ; preds = %3, %25
  %26 = phi i64 [ %35, %25 ], [ 0, %3 ], !dbg !184
  %27 = phi <4 x i32> [ %36, %25 ], [ <i32 0, i32 1, i32 2, i32 3>, %3 ], !dbg !186
  %28 = mul <4 x i32> %27, <i32 7919, i32 7919, i32 7919, i32 7919>, !dbg !186
  %29 = mul <4 x i32> %27, <i32 7919, i32 7919, i32 7919, i32 7919>, !dbg !186
  %30 = add <4 x i32> %29, <i32 31676, i32 31676, i32 31676, i32 31676>, !dbg !186
  %31 = urem <4 x i32> %28, <i32 20000, i32 20000, i32 20000, i32 20000>, !dbg !186
  %32 = urem <4 x i32> %30, <i32 20000, i32 20000, i32 20000, i32 20000>, !dbg !186
  %33 = getelementptr inbounds [5000 x i32], ptr %2, i64 0, i64 %26, !dbg !187
  %34 = getelementptr inbounds i8, ptr %33, i64 16, !dbg !188
  store <4 x i32> %31, ptr %33, align 16, !dbg !188, !tbaa !189
  store <4 x i32> %32, ptr %34, align 16, !dbg !188, !tbaa !189
  %35 = add nuw i64 %26, 8, !dbg !184
  %36 = add <4 x i32> %27, <i32 8, i32 8, i32 8, i32 8>, !dbg !186
  %37 = icmp eq i64 %35, 5000, !dbg !184
  br i1 %37, label %40, label %25, !dbg !184, !llvm.loop !191

38:                                               ; preds = %40
  %39 = fadd double %76, 4.400000e+01, !dbg !194
  call void @llvm.lifetime.end.p0(i64 20000, ptr nonnull %2) #9, !dbg !195
  call void @llvm.lifetime.end.p0(i64 160000, ptr nonnull %1) #9, !dbg !195
  ret double %39, !dbg !196

40:                                               ; preds = %25, %40
  %41 = phi i64 [ %77, %40 ], [ 0, %25 ]
  %42 = phi double [ %76, %40 ], [ 0.000000e+00, %25 ]
    #dbg_value(i64 %41, !163, !DIExpression(), !197)
    #dbg_value(double %42, !162, !DIExpression(), !166)
  %43 = getelementptr inbounds [5000 x i32], ptr %2, i64 0, i64 %41, !dbg !198
  %44 = load i32, ptr %43, align 4, !dbg !198, !tbaa !189
  %45 = sext i32 %44 to i64, !dbg !200
  %46 = getelementptr inbounds [20000 x double], ptr %1, i64 0, i64 %45, !dbg !200
  %47 = load double, ptr %46, align 8, !dbg !200, !tbaa !178
  %48 = fadd double %42, %47, !dbg !201
    #dbg_value(double %48, !162, !DIExpression(), !166)
  %49 = add nuw nsw i64 %41, 1, !dbg !202
    #dbg_value(i64 %49, !163, !DIExpression(), !197)
  %50 = getelementptr inbounds [5000 x i32], ptr %2, i64 0, i64 %49, !dbg !198
  %51 = load i32, ptr %50, align 4, !dbg !198, !tbaa !189
  %52 = sext i32 %51 to i64, !dbg !200
  %53 = getelementptr inbounds [20000 x double], ptr %1, i64 0, i64 %52, !dbg !200
  %54 = load double, ptr %53, align 8, !dbg !200, !tbaa !178
  %55 = fadd double %48, %54, !dbg !201
    #dbg_value(double %55, !162, !DIExpression(), !166)
  %56 = add nuw nsw i64 %41, 2, !dbg !202
    #dbg_value(i64 %56, !163, !DIExpression(), !197)
  %57 = getelementptr inbounds [5000 x i32], ptr %2, i64 0, i64 %56, !dbg !198
  %58 = load i32, ptr %57, align 4, !dbg !198, !tbaa !189
  %59 = sext i32 %58 to i64, !dbg !200
  %60 = getelementptr inbounds [20000 x double], ptr %1, i64 0, i64 %59, !dbg !200
  %61 = load double, ptr %60, align 8, !dbg !200, !tbaa !178
  %62 = fadd double %55, %61, !dbg !201
    #dbg_value(double %62, !162, !DIExpression(), !166)
  %63 = add nuw nsw i64 %41, 3, !dbg !202
    #dbg_value(i64 %63, !163, !DIExpression(), !197)
  %64 = getelementptr inbounds [5000 x i32], ptr %2, i64 0, i64 %63, !dbg !198
  %65 = load i32, ptr %64, align 4, !dbg !198, !tbaa !189
  %66 = sext i32 %65 to i64, !dbg !200
  %67 = getelementptr inbounds [20000 x double], ptr %1, i64 0, i64 %66, !dbg !200
  %68 = load double, ptr %67, align 8, !dbg !200, !tbaa !178
  %69 = fadd double %62, %68, !dbg !201
    #dbg_value(double %69, !162, !DIExpression(), !166)
  %70 = add nuw nsw i64 %41, 4, !dbg !202
    #dbg_value(i64 %70, !163, !DIExpression(), !197)
  %71 = getelementptr inbounds [5000 x i32], ptr %2, i64 0, i64 %70, !dbg !198
  %72 = load i32, ptr %71, align 4, !dbg !198, !tbaa !189
  %73 = sext i32 %72 to i64, !dbg !200
  %74 = getelementptr inbounds [20000 x double], ptr %1, i64 0, i64 %73, !dbg !200
  %75 = load double, ptr %74, align 8, !dbg !200, !tbaa !178
  %76 = fadd double %69, %75, !dbg !201
    #dbg_value(double %76, !162, !DIExpression(), !166)
  %77 = add nuw nsw i64 %41, 5, !dbg !202
    #dbg_value(i64 %77, !163, !DIExpression(), !197)
  %78 = icmp eq i64 %77, 5000, !dbg !203
  br i1 %78, label %38, label %40, !dbg !204, !llvm.loop !205
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @rec_big(i32 noundef %0) unnamed_addr #4 !dbg !207 {
  %2 = alloca [8192 x i32], align 16, !DIAssignID !218
    #dbg_assign(i1 undef, !212, !DIExpression(), !218, ptr %2, !DIExpression(), !219)
    #dbg_value(i32 %0, !211, !DIExpression(), !219)
  call void @llvm.lifetime.start.p0(i64 32768, ptr nonnull %2) #9, !dbg !220
    #dbg_value(i32 0, !216, !DIExpression(), !221)
  %3 = insertelement <4 x i32> poison, i32 %0, i64 0, !dbg !222
  %4 = shufflevector <4 x i32> %3, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !222
  br label %5, !dbg !222

5:                                                ; preds = %5, %1
  %6 = phi i64 [ 0, %1 ], [ %20, %5 ], !dbg !223
  %7 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %1 ], [ %21, %5 ], !dbg !225
  %8 = add <4 x i32> %7, <i32 4, i32 4, i32 4, i32 4>, !dbg !225
  %9 = getelementptr inbounds [8192 x i32], ptr %2, i64 0, i64 %6, !dbg !226
  %10 = add <4 x i32> %7, %4, !dbg !225
  %11 = add <4 x i32> %8, %4, !dbg !225
  %12 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !225
  store <4 x i32> %10, ptr %9, align 16, !dbg !225, !tbaa !189
  store <4 x i32> %11, ptr %12, align 16, !dbg !225, !tbaa !189
  %13 = or disjoint i64 %6, 8, !dbg !223
  %14 = add <4 x i32> %7, <i32 8, i32 8, i32 8, i32 8>, !dbg !225
  %15 = add <4 x i32> %7, <i32 12, i32 12, i32 12, i32 12>, !dbg !225
  %16 = getelementptr inbounds [8192 x i32], ptr %2, i64 0, i64 %13, !dbg !226
  %17 = add <4 x i32> %14, %4, !dbg !225
  %18 = add <4 x i32> %15, %4, !dbg !225
  %19 = getelementptr inbounds i8, ptr %16, i64 16, !dbg !225
  store <4 x i32> %17, ptr %16, align 16, !dbg !225, !tbaa !189
  store <4 x i32> %18, ptr %19, align 16, !dbg !225, !tbaa !189
  %20 = add nuw nsw i64 %6, 16, !dbg !223
  %21 = add <4 x i32> %7, <i32 16, i32 16, i32 16, i32 16>, !dbg !225
  %22 = icmp eq i64 %20, 8192, !dbg !223
  br i1 %22, label %23, label %5, !dbg !223, !llvm.loop !227

23:                                               ; preds = %5
  %24 = icmp eq i32 %0, 0, !dbg !229
  br i1 %24, label %25, label %29, !dbg !231

25:                                               ; preds = %23
  %26 = getelementptr inbounds i8, ptr %2, i64 32764, !dbg !232
  %27 = load i32, ptr %26, align 4, !dbg !232, !tbaa !189
  %28 = sext i32 %27 to i64, !dbg !232
  br label %38, !dbg !233

29:                                               ; preds = %23
  %30 = mul nuw nsw i32 %0, 13, !dbg !234
  %31 = zext nneg i32 %30 to i64, !dbg !235
  %32 = getelementptr inbounds [8192 x i32], ptr %2, i64 0, i64 %31, !dbg !235
  %33 = load i32, ptr %32, align 4, !dbg !235, !tbaa !189
  %34 = sext i32 %33 to i64, !dbg !235
  %35 = add nsw i32 %0, -1, !dbg !236
  %36 = tail call fastcc i64 @rec_big(i32 noundef %35), !dbg !237
  %37 = add nsw i64 %36, %34, !dbg !238
  br label %38, !dbg !239

38:                                               ; preds = %29, %25
  %39 = phi i64 [ %28, %25 ], [ %37, %29 ], !dbg !219
  call void @llvm.lifetime.end.p0(i64 32768, ptr nonnull %2) #9, !dbg !240
  ret i64 %39, !dbg !240
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc range(i32 -2147483641, -2147483648) i32 @one_mb() unnamed_addr #3 !dbg !41 {
  %1 = alloca [262144 x i32], align 16, !DIAssignID !241
    #dbg_assign(i1 undef, !46, !DIExpression(), !241, ptr %1, !DIExpression(), !242)
  call void @llvm.lifetime.start.p0(i64 1048576, ptr nonnull %1) #9, !dbg !243
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1048576) %1, i8 0, i64 1048576, i1 false), !dbg !244, !DIAssignID !245
    #dbg_assign(i8 0, !46, !DIExpression(), !245, ptr %1, !DIExpression(), !242)
    #dbg_value(i32 0, !50, !DIExpression(), !246)
  br label %2, !dbg !247

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %19, %2 ]
    #dbg_value(i64 %3, !50, !DIExpression(), !246)
  %4 = lshr exact i64 %3, 12, !dbg !248
  %5 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 %3, !dbg !250
  %6 = trunc nuw nsw i64 %4 to i32, !dbg !251
  store i32 %6, ptr %5, align 16, !dbg !251, !tbaa !189
  %7 = or disjoint i64 %3, 4096, !dbg !252
    #dbg_value(i64 %7, !50, !DIExpression(), !246)
  %8 = lshr exact i64 %7, 12, !dbg !248
  %9 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 %7, !dbg !250
  %10 = trunc nuw nsw i64 %8 to i32, !dbg !251
  store i32 %10, ptr %9, align 16, !dbg !251, !tbaa !189
  %11 = or disjoint i64 %3, 8192, !dbg !252
    #dbg_value(i64 %11, !50, !DIExpression(), !246)
  %12 = lshr exact i64 %11, 12, !dbg !248
  %13 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 %11, !dbg !250
  %14 = trunc nuw nsw i64 %12 to i32, !dbg !251
  store i32 %14, ptr %13, align 16, !dbg !251, !tbaa !189
  %15 = or disjoint i64 %3, 12288, !dbg !252
    #dbg_value(i64 %15, !50, !DIExpression(), !246)
  %16 = lshr exact i64 %15, 12, !dbg !248
  %17 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 %15, !dbg !250
  %18 = trunc nuw nsw i64 %16 to i32, !dbg !251
  store i32 %18, ptr %17, align 16, !dbg !251, !tbaa !189
  %19 = add nuw nsw i64 %3, 16384, !dbg !252
    #dbg_value(i64 %19, !50, !DIExpression(), !246)
  %20 = icmp ult i64 %15, 258048, !dbg !253
  br i1 %20, label %2, label %21, !dbg !247, !llvm.loop !254

21:                                               ; preds = %2, %21
  %22 = phi i64 [ %59, %21 ], [ 0, %2 ]
  %23 = phi <4 x i32> [ %57, %21 ], [ zeroinitializer, %2 ]
  %24 = phi <4 x i32> [ %58, %21 ], [ zeroinitializer, %2 ]
  %25 = shl i64 %22, 12, !dbg !256
  %26 = or disjoint i64 %25, 4096, !dbg !256
  %27 = or disjoint i64 %25, 8192, !dbg !256
  %28 = or disjoint i64 %25, 12288, !dbg !256
  %29 = or disjoint i64 %25, 16384, !dbg !256
  %30 = or disjoint i64 %25, 20480, !dbg !256
  %31 = or disjoint i64 %25, 24576, !dbg !256
  %32 = or disjoint i64 %25, 28672, !dbg !256
  %33 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 %25, !dbg !257
  %34 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 %26, !dbg !257
  %35 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 %27, !dbg !257
  %36 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 %28, !dbg !257
  %37 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 %29, !dbg !257
  %38 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 %30, !dbg !257
  %39 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 %31, !dbg !257
  %40 = getelementptr inbounds [262144 x i32], ptr %1, i64 0, i64 %32, !dbg !257
  %41 = load i32, ptr %33, align 16, !dbg !257, !tbaa !189
  %42 = load i32, ptr %34, align 16, !dbg !257, !tbaa !189
  %43 = load i32, ptr %35, align 16, !dbg !257, !tbaa !189
  %44 = load i32, ptr %36, align 16, !dbg !257, !tbaa !189
  %45 = insertelement <4 x i32> poison, i32 %41, i64 0, !dbg !257
  %46 = insertelement <4 x i32> %45, i32 %42, i64 1, !dbg !257
  %47 = insertelement <4 x i32> %46, i32 %43, i64 2, !dbg !257
  %48 = insertelement <4 x i32> %47, i32 %44, i64 3, !dbg !257
  %49 = load i32, ptr %37, align 16, !dbg !257, !tbaa !189
  %50 = load i32, ptr %38, align 16, !dbg !257, !tbaa !189
  %51 = load i32, ptr %39, align 16, !dbg !257, !tbaa !189
  %52 = load i32, ptr %40, align 16, !dbg !257, !tbaa !189
  %53 = insertelement <4 x i32> poison, i32 %49, i64 0, !dbg !256
  %54 = insertelement <4 x i32> %53, i32 %50, i64 1, !dbg !256
  %55 = insertelement <4 x i32> %54, i32 %51, i64 2, !dbg !256
  %56 = insertelement <4 x i32> %55, i32 %52, i64 3, !dbg !256
  %57 = add <4 x i32> %48, %23, !dbg !256
  %58 = add <4 x i32> %56, %24, !dbg !256
  %59 = add nuw i64 %22, 8
  %60 = icmp eq i64 %59, 64
  br i1 %60, label %61, label %21, !llvm.loop !259

61:                                               ; preds = %21
  %62 = add <4 x i32> %58, %57, !dbg !256
  %63 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %62), !dbg !256
    #dbg_assign(i32 7, !46, !DIExpression(DW_OP_LLVM_fragment, 8388576, 32), !261, ptr %1, !DIExpression(DW_OP_plus_uconst, 1048572), !242)
  %64 = add nsw i32 %63, 7, !dbg !262
  call void @llvm.lifetime.end.p0(i64 1048576, ptr nonnull %1) #9, !dbg !263
  ret i32 %64, !dbg !264
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i32 -339, 427) i32 @many_args_big_frame() unnamed_addr #5 !dbg !265 {
    #dbg_assign(i1 undef, !279, !DIExpression(DW_OP_LLVM_fragment, 0, 24000), !283, ptr undef, !DIExpression(), !284)
    #dbg_assign(i1 undef, !279, !DIExpression(DW_OP_LLVM_fragment, 24008, 775992), !285, ptr undef, !DIExpression(), !284)
    #dbg_assign(i1 undef, !279, !DIExpression(DW_OP_LLVM_fragment, 800008, 799984), !286, ptr undef, !DIExpression(), !284)
    #dbg_value(i32 1, !269, !DIExpression(), !284)
    #dbg_value(i32 2, !270, !DIExpression(), !284)
    #dbg_value(i32 3, !271, !DIExpression(), !284)
    #dbg_value(i32 4, !272, !DIExpression(), !284)
    #dbg_value(i32 5, !273, !DIExpression(), !284)
    #dbg_value(i32 6, !274, !DIExpression(), !284)
    #dbg_value(i32 7, !275, !DIExpression(), !284)
    #dbg_value(i32 8, !276, !DIExpression(), !284)
    #dbg_value(i32 9, !277, !DIExpression(), !284)
    #dbg_value(i32 10, !278, !DIExpression(), !284)
    #dbg_assign(i1 undef, !279, !DIExpression(DW_OP_LLVM_fragment, 0, 24000), !287, ptr undef, !DIExpression(), !284)
    #dbg_assign(i1 undef, !279, !DIExpression(DW_OP_LLVM_fragment, 24008, 775992), !288, ptr undef, !DIExpression(), !284)
    #dbg_value(i8 3, !279, !DIExpression(DW_OP_LLVM_fragment, 800000, 8), !284)
    #dbg_assign(i1 undef, !279, !DIExpression(DW_OP_LLVM_fragment, 800008, 799984), !289, ptr undef, !DIExpression(), !284)
    #dbg_value(i8 4, !279, !DIExpression(DW_OP_LLVM_fragment, 24000, 8), !284)
    #dbg_value(i8 45, !279, !DIExpression(DW_OP_LLVM_fragment, 1599992, 8), !284)
  ret i32 55, !dbg !290
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
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/large_stack_frame.c", directory: ".", checksumkind: CSK_MD5, checksum: "93581012caa913b3085cfa52e0b41d49")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 17)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 13)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 14)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 12)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !24, isLocal: true, isDefinition: true)
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
!40 = distinct !DIGlobalVariable(name: "N", scope: !41, file: !2, line: 29, type: !55, isLocal: true, isDefinition: true)
!41 = distinct !DISubprogram(name: "one_mb", scope: !2, file: !2, line: 28, type: !42, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !45)
!42 = !DISubroutineType(types: !43)
!43 = !{!44}
!44 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!45 = !{!46, !50, !52, !53}
!46 = !DILocalVariable(name: "a", scope: !41, file: !2, line: 30, type: !47)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 8388608, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 262144)
!50 = !DILocalVariable(name: "i", scope: !51, file: !2, line: 32, type: !44)
!51 = distinct !DILexicalBlock(scope: !41, file: !2, line: 32, column: 5)
!52 = !DILocalVariable(name: "s", scope: !41, file: !2, line: 33, type: !44)
!53 = !DILocalVariable(name: "i", scope: !54, file: !2, line: 33, type: !44)
!54 = distinct !DILexicalBlock(scope: !41, file: !2, line: 33, column: 16)
!55 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !44)
!56 = !{i32 7, !"Dwarf Version", i32 5}
!57 = !{i32 2, !"Debug Info Version", i32 3}
!58 = !{i32 1, !"wchar_size", i32 4}
!59 = !{i32 8, !"PIC Level", i32 2}
!60 = !{i32 7, !"PIE Level", i32 2}
!61 = !{i32 7, !"uwtable", i32 2}
!62 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!63 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!64 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 44, type: !42, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !27)
!65 = !DILocation(line: 45, column: 33, scope: !64)
!66 = !DILocation(line: 45, column: 52, scope: !64)
!67 = !DILocation(line: 45, column: 5, scope: !64)
!68 = !DILocation(line: 46, column: 29, scope: !64)
!69 = !DILocation(line: 46, column: 5, scope: !64)
!70 = !DILocation(line: 47, column: 30, scope: !64)
!71 = !DILocation(line: 47, column: 5, scope: !64)
!72 = !DILocation(line: 48, column: 28, scope: !64)
!73 = !DILocation(line: 48, column: 5, scope: !64)
!74 = !DILocation(line: 49, column: 31, scope: !64)
!75 = !DILocation(line: 49, column: 5, scope: !64)
!76 = !DILocation(line: 50, column: 21, scope: !64)
!77 = !DILocation(line: 50, column: 5, scope: !64)
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
!100 = !DILocalVariable(name: "h", scope: !85, file: !2, line: 11, type: !88)
!101 = !DILocalVariable(name: "i", scope: !102, file: !2, line: 11, type: !34)
!102 = distinct !DILexicalBlock(scope: !85, file: !2, line: 11, column: 21)
!103 = distinct !DIAssignID()
!104 = !DILocation(line: 0, scope: !85)
!105 = !DILocation(line: 8, column: 5, scope: !85)
!106 = !DILocation(line: 0, scope: !99)
!107 = !DILocation(line: 9, column: 5, scope: !99)
!108 = !DILocation(line: 10, column: 27, scope: !85)
!109 = !DILocation(line: 10, column: 5, scope: !85)
!110 = !DILocation(line: 10, column: 25, scope: !85)
!111 = !{!112, !112, i64 0}
!112 = !{!"omnipotent char", !113, i64 0}
!113 = !{!"Simple C/C++ TBAA"}
!114 = distinct !DIAssignID()
!115 = !DILocation(line: 0, scope: !102)
!116 = !DILocation(line: 11, column: 21, scope: !102)
!117 = !DILocation(line: 9, column: 70, scope: !118)
!118 = distinct !DILexicalBlock(scope: !99, file: !2, line: 9, column: 5)
!119 = !DILocation(line: 9, column: 58, scope: !118)
!120 = !DILocation(line: 9, column: 49, scope: !118)
!121 = !DILocation(line: 9, column: 56, scope: !118)
!122 = !DILocation(line: 9, column: 26, scope: !118)
!123 = distinct !{!123, !107, !124, !125}
!124 = !DILocation(line: 9, column: 84, scope: !99)
!125 = !{!"llvm.loop.mustprogress"}
!126 = !DILocation(line: 9, column: 42, scope: !118)
!127 = !DILocation(line: 12, column: 16, scope: !85)
!128 = !DILocation(line: 12, column: 14, scope: !85)
!129 = !DILocation(line: 13, column: 1, scope: !85)
!130 = !DILocation(line: 12, column: 5, scope: !85)
!131 = !DILocation(line: 11, column: 71, scope: !132)
!132 = distinct !DILexicalBlock(scope: !102, file: !2, line: 11, column: 21)
!133 = !DILocation(line: 11, column: 78, scope: !132)
!134 = !DILocation(line: 11, column: 76, scope: !132)
!135 = !DILocation(line: 11, column: 42, scope: !132)
!136 = distinct !{!136, !116, !137, !125}
!137 = !DILocation(line: 11, column: 83, scope: !102)
!138 = !DILocation(line: 11, column: 58, scope: !132)
!139 = distinct !DISubprogram(name: "big_frame_mixed", scope: !2, file: !2, line: 14, type: !140, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !142)
!140 = !DISubroutineType(cc: DW_CC_nocall, types: !141)
!141 = !{!37, !44}
!142 = !{!143, !144, !148, !152, !153, !158, !160, !162, !163}
!143 = !DILocalVariable(name: "n", arg: 1, scope: !139, file: !2, line: 14, type: !44)
!144 = !DILocalVariable(name: "d", scope: !139, file: !2, line: 15, type: !145)
!145 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 1280000, elements: !146)
!146 = !{!147}
!147 = !DISubrange(count: 20000)
!148 = !DILocalVariable(name: "idx", scope: !139, file: !2, line: 15, type: !149)
!149 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 160000, elements: !150)
!150 = !{!151}
!151 = !DISubrange(count: 5000)
!152 = !DILocalVariable(name: "small", scope: !139, file: !2, line: 15, type: !4)
!153 = !DILocalVariable(name: "tail", scope: !139, file: !2, line: 15, type: !154)
!154 = !DICompositeType(tag: DW_TAG_array_type, baseType: !155, size: 192, elements: !156)
!155 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!156 = !{!157}
!157 = !DISubrange(count: 3)
!158 = !DILocalVariable(name: "i", scope: !159, file: !2, line: 16, type: !44)
!159 = distinct !DILexicalBlock(scope: !139, file: !2, line: 16, column: 5)
!160 = !DILocalVariable(name: "i", scope: !161, file: !2, line: 17, type: !44)
!161 = distinct !DILexicalBlock(scope: !139, file: !2, line: 17, column: 5)
!162 = !DILocalVariable(name: "s", scope: !139, file: !2, line: 19, type: !37)
!163 = !DILocalVariable(name: "i", scope: !164, file: !2, line: 19, type: !44)
!164 = distinct !DILexicalBlock(scope: !139, file: !2, line: 19, column: 19)
!165 = distinct !DIAssignID()
!166 = !DILocation(line: 0, scope: !139)
!167 = distinct !DIAssignID()
!168 = !DILocation(line: 15, column: 5, scope: !139)
!169 = !DILocation(line: 15, column: 22, scope: !139)
!170 = !DILocation(line: 0, scope: !159)
!171 = !DILocation(line: 16, column: 5, scope: !159)
!172 = !DILocation(line: 16, column: 33, scope: !173)
!173 = distinct !DILexicalBlock(scope: !159, file: !2, line: 16, column: 5)
!174 = !DILocation(line: 16, column: 44, scope: !173)
!175 = !DILocation(line: 16, column: 52, scope: !173)
!176 = !DILocation(line: 16, column: 37, scope: !173)
!177 = !DILocation(line: 16, column: 42, scope: !173)
!178 = !{!179, !179, i64 0}
!179 = !{!"double", !112, i64 0}
!180 = distinct !{!180, !171, !181, !125, !182, !183}
!181 = !DILocation(line: 16, column: 54, scope: !159)
!182 = !{!"llvm.loop.isvectorized", i32 1}
!183 = !{!"llvm.loop.unroll.runtime.disable"}
!184 = !DILocation(line: 17, column: 32, scope: !185)
!185 = distinct !DILexicalBlock(scope: !161, file: !2, line: 17, column: 5)
!186 = !DILocation(line: 17, column: 56, scope: !185)
!187 = !DILocation(line: 17, column: 36, scope: !185)
!188 = !DILocation(line: 17, column: 43, scope: !185)
!189 = !{!190, !190, i64 0}
!190 = !{!"int", !112, i64 0}
!191 = distinct !{!191, !192, !193, !125, !182, !183}
!192 = !DILocation(line: 17, column: 5, scope: !161)
!193 = !DILocation(line: 17, column: 58, scope: !161)
!194 = !DILocation(line: 20, column: 14, scope: !139)
!195 = !DILocation(line: 21, column: 1, scope: !139)
!196 = !DILocation(line: 20, column: 5, scope: !139)
!197 = !DILocation(line: 0, scope: !164)
!198 = !DILocation(line: 19, column: 57, scope: !199)
!199 = distinct !DILexicalBlock(scope: !164, file: !2, line: 19, column: 19)
!200 = !DILocation(line: 19, column: 55, scope: !199)
!201 = !DILocation(line: 19, column: 52, scope: !199)
!202 = !DILocation(line: 19, column: 46, scope: !199)
!203 = !DILocation(line: 19, column: 37, scope: !199)
!204 = !DILocation(line: 19, column: 19, scope: !164)
!205 = distinct !{!205, !204, !206, !125}
!206 = !DILocation(line: 19, column: 63, scope: !164)
!207 = distinct !DISubprogram(name: "rec_big", scope: !2, file: !2, line: 22, type: !208, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !210)
!208 = !DISubroutineType(types: !209)
!209 = !{!155, !44}
!210 = !{!211, !212, !216}
!211 = !DILocalVariable(name: "depth", arg: 1, scope: !207, file: !2, line: 22, type: !44)
!212 = !DILocalVariable(name: "arr", scope: !207, file: !2, line: 23, type: !213)
!213 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 262144, elements: !214)
!214 = !{!215}
!215 = !DISubrange(count: 8192)
!216 = !DILocalVariable(name: "i", scope: !217, file: !2, line: 24, type: !44)
!217 = distinct !DILexicalBlock(scope: !207, file: !2, line: 24, column: 5)
!218 = distinct !DIAssignID()
!219 = !DILocation(line: 0, scope: !207)
!220 = !DILocation(line: 23, column: 5, scope: !207)
!221 = !DILocation(line: 0, scope: !217)
!222 = !DILocation(line: 24, column: 5, scope: !217)
!223 = !DILocation(line: 24, column: 32, scope: !224)
!224 = distinct !DILexicalBlock(scope: !217, file: !2, line: 24, column: 5)
!225 = !DILocation(line: 24, column: 43, scope: !224)
!226 = !DILocation(line: 24, column: 36, scope: !224)
!227 = distinct !{!227, !222, !228, !125, !182, !183}
!228 = !DILocation(line: 24, column: 53, scope: !217)
!229 = !DILocation(line: 25, column: 15, scope: !230)
!230 = distinct !DILexicalBlock(scope: !207, file: !2, line: 25, column: 9)
!231 = !DILocation(line: 25, column: 9, scope: !207)
!232 = !DILocation(line: 25, column: 28, scope: !230)
!233 = !DILocation(line: 25, column: 21, scope: !230)
!234 = !DILocation(line: 26, column: 22, scope: !207)
!235 = !DILocation(line: 26, column: 12, scope: !207)
!236 = !DILocation(line: 26, column: 44, scope: !207)
!237 = !DILocation(line: 26, column: 30, scope: !207)
!238 = !DILocation(line: 26, column: 28, scope: !207)
!239 = !DILocation(line: 26, column: 5, scope: !207)
!240 = !DILocation(line: 27, column: 1, scope: !207)
!241 = distinct !DIAssignID()
!242 = !DILocation(line: 0, scope: !41)
!243 = !DILocation(line: 30, column: 5, scope: !41)
!244 = !DILocation(line: 31, column: 5, scope: !41)
!245 = distinct !DIAssignID()
!246 = !DILocation(line: 0, scope: !51)
!247 = !DILocation(line: 32, column: 5, scope: !51)
!248 = !DILocation(line: 32, column: 48, scope: !249)
!249 = distinct !DILexicalBlock(scope: !51, file: !2, line: 32, column: 5)
!250 = !DILocation(line: 32, column: 39, scope: !249)
!251 = !DILocation(line: 32, column: 44, scope: !249)
!252 = !DILocation(line: 32, column: 30, scope: !249)
!253 = !DILocation(line: 32, column: 23, scope: !249)
!254 = distinct !{!254, !247, !255, !125}
!255 = !DILocation(line: 32, column: 50, scope: !51)
!256 = !DILocation(line: 33, column: 16, scope: !54)
!257 = !DILocation(line: 33, column: 55, scope: !258)
!258 = distinct !DILexicalBlock(scope: !54, file: !2, line: 33, column: 16)
!259 = distinct !{!259, !256, !260, !125, !182, !183}
!260 = !DILocation(line: 33, column: 58, scope: !54)
!261 = distinct !DIAssignID()
!262 = !DILocation(line: 35, column: 14, scope: !41)
!263 = !DILocation(line: 36, column: 1, scope: !41)
!264 = !DILocation(line: 35, column: 5, scope: !41)
!265 = distinct !DISubprogram(name: "many_args_big_frame", scope: !2, file: !2, line: 37, type: !266, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !268)
!266 = !DISubroutineType(cc: DW_CC_nocall, types: !267)
!267 = !{!44, !44, !44, !44, !44, !44, !44, !44, !44, !44, !44}
!268 = !{!269, !270, !271, !272, !273, !274, !275, !276, !277, !278, !279}
!269 = !DILocalVariable(name: "a", arg: 1, scope: !265, file: !2, line: 37, type: !44)
!270 = !DILocalVariable(name: "b", arg: 2, scope: !265, file: !2, line: 37, type: !44)
!271 = !DILocalVariable(name: "c", arg: 3, scope: !265, file: !2, line: 37, type: !44)
!272 = !DILocalVariable(name: "d", arg: 4, scope: !265, file: !2, line: 37, type: !44)
!273 = !DILocalVariable(name: "e", arg: 5, scope: !265, file: !2, line: 37, type: !44)
!274 = !DILocalVariable(name: "f", arg: 6, scope: !265, file: !2, line: 37, type: !44)
!275 = !DILocalVariable(name: "g", arg: 7, scope: !265, file: !2, line: 37, type: !44)
!276 = !DILocalVariable(name: "h", arg: 8, scope: !265, file: !2, line: 37, type: !44)
!277 = !DILocalVariable(name: "i", arg: 9, scope: !265, file: !2, line: 37, type: !44)
!278 = !DILocalVariable(name: "j", arg: 10, scope: !265, file: !2, line: 37, type: !44)
!279 = !DILocalVariable(name: "big", scope: !265, file: !2, line: 38, type: !280)
!280 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 1600000, elements: !281)
!281 = !{!282}
!282 = !DISubrange(count: 200000)
!283 = distinct !DIAssignID()
!284 = !DILocation(line: 0, scope: !265)
!285 = distinct !DIAssignID()
!286 = distinct !DIAssignID()
!287 = distinct !DIAssignID()
!288 = distinct !DIAssignID()
!289 = distinct !DIAssignID()
!290 = !DILocation(line: 41, column: 5, scope: !265)
