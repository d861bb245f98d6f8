; ModuleID = 'programs/fp_accumulation_loops.c'
source_filename = "programs/fp_accumulation_loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@fa = internal global [4096 x float] zeroinitializer, align 16, !dbg !0
@fb = internal global [4096 x float] zeroinitializer, align 16, !dbg !42
@da = internal global [4096 x double] zeroinitializer, align 16, !dbg !47
@db = internal unnamed_addr global [4096 x double] zeroinitializer, align 16, !dbg !50
@.str = private unnamed_addr constant [26 x i8] c"sumf=%a kahan=%a wide=%a\0A\00", align 1, !dbg !9
@.str.1 = private unnamed_addr constant [15 x i8] c"harmonic f=%a\0A\00", align 1, !dbg !15
@.str.2 = private unnamed_addr constant [21 x i8] c"sumd=%a pairwise=%a\0A\00", align 1, !dbg !20
@.str.3 = private unnamed_addr constant [17 x i8] c"dotf=%a dotd=%a\0A\00", align 1, !dbg !25
@.str.4 = private unnamed_addr constant [9 x i8] c"prod=%a\0A\00", align 1, !dbg !30
@.str.5 = private unnamed_addr constant [15 x i8] c"leibniz=%.17g\0A\00", align 1, !dbg !35
@.str.6 = private unnamed_addr constant [32 x i8] c"2^24 + 100 ones in float: %.1f\0A\00", align 1, !dbg !37

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -127, 128) i32 @main() local_unnamed_addr #0 !dbg !60 {
    #dbg_value(i32 12345, !64, !DIExpression(), !72)
    #dbg_value(i32 0, !66, !DIExpression(), !73)
  br label %27, !dbg !74

1:                                                ; preds = %27
  %2 = tail call fastcc float @sumf(ptr noundef nonnull @fa), !dbg !75
  %3 = fpext float %2 to double, !dbg !76
  %4 = tail call fastcc float @kahan(), !dbg !77
  %5 = fpext float %4 to double, !dbg !78
  %6 = tail call fastcc double @wide_sum(), !dbg !79
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %3, double noundef %5, double noundef %6), !dbg !80
  %8 = tail call fastcc float @sumf(ptr noundef nonnull @fb), !dbg !81
  %9 = fpext float %8 to double, !dbg !82
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %9), !dbg !83
  %11 = tail call fastcc double @sumd(), !dbg !84
  %12 = tail call fastcc double @pairwise(ptr noundef nonnull @da, i32 noundef 4096), !dbg !85
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %11, double noundef %12), !dbg !86
  %14 = tail call fastcc float @dotf(), !dbg !87
  %15 = fpext float %14 to double, !dbg !88
  %16 = tail call fastcc double @dotd(), !dbg !89
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %15, double noundef %16), !dbg !90
  %18 = tail call fastcc double @prod(), !dbg !91
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %18), !dbg !92
  %20 = tail call fastcc double @leibniz(i32 noundef 100000), !dbg !93
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %20), !dbg !94
    #dbg_value(float 0x4170000000000000, !68, !DIExpression(), !72)
    #dbg_value(float 0x4170000000000000, !69, !DIExpression(), !72)
    #dbg_value(float 0x4170000000000000, !69, !DIExpression(), !72)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 0x4170000000000000), !dbg !95
  %23 = tail call fastcc double @leibniz(i32 noundef 1000), !dbg !96
  %24 = fmul double %23, 1.000000e+01, !dbg !97
  %25 = fptosi double %24 to i32, !dbg !98
  %26 = srem i32 %25, 128, !dbg !99
  ret i32 %26, !dbg !100

27:                                               ; preds = %0, %27
  %28 = phi i64 [ 0, %0 ], [ %37, %27 ]
  %29 = phi i32 [ 12345, %0 ], [ %31, %27 ]
    #dbg_value(i32 %29, !64, !DIExpression(), !72)
    #dbg_value(i64 %28, !66, !DIExpression(), !73)
  %30 = mul i32 %29, 1103515245, !dbg !101
  %31 = add i32 %30, 12345, !dbg !104
    #dbg_value(i32 %31, !64, !DIExpression(), !72)
  %32 = lshr i32 %31, 8, !dbg !105
  %33 = uitofp nneg i32 %32 to float, !dbg !106
  %34 = fmul float %33, 0x3E70000000000000, !dbg !107
  %35 = fadd float %34, -5.000000e-01, !dbg !108
  %36 = getelementptr inbounds [4096 x float], ptr @fa, i64 0, i64 %28, !dbg !109
  store float %35, ptr %36, align 4, !dbg !110, !tbaa !111
  %37 = add nuw nsw i64 %28, 1, !dbg !115
  %38 = trunc nuw nsw i64 %37 to i32, !dbg !116
  %39 = uitofp nneg i32 %38 to float, !dbg !116
  %40 = fdiv float 1.000000e+00, %39, !dbg !117
  %41 = getelementptr inbounds [4096 x float], ptr @fb, i64 0, i64 %28, !dbg !118
  store float %40, ptr %41, align 4, !dbg !119, !tbaa !111
  %42 = fpext float %35 to double, !dbg !120
  %43 = fmul double %42, 1.000000e+03, !dbg !121
  %44 = trunc nuw nsw i64 %28 to i32, !dbg !122
  %45 = uitofp nneg i32 %44 to double, !dbg !122
  %46 = fmul double %45, 1.000000e-03, !dbg !123
  %47 = fadd double %46, %43, !dbg !124
  %48 = getelementptr inbounds [4096 x double], ptr @da, i64 0, i64 %28, !dbg !125
  store double %47, ptr %48, align 8, !dbg !126, !tbaa !127
  %49 = trunc i64 %28 to i16, !dbg !129
  %50 = urem i16 %49, 7, !dbg !129
  %51 = uitofp nneg i16 %50 to double, !dbg !130
  %52 = fmul double %51, 1.000000e-04, !dbg !131
  %53 = fadd double %52, 1.000000e+00, !dbg !132
  %54 = getelementptr inbounds [4096 x double], ptr @db, i64 0, i64 %28, !dbg !133
  store double %53, ptr %54, align 8, !dbg !134, !tbaa !127
    #dbg_value(i64 %37, !66, !DIExpression(), !73)
  %55 = icmp eq i64 %37, 4096, !dbg !135
  br i1 %55, label %1, label %27, !dbg !74, !llvm.loop !136
}

; Function Attrs: nofree nounwind
declare !dbg !139 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc float @sumf(ptr nocapture noundef readonly %0) unnamed_addr #2 !dbg !146 {
    #dbg_value(ptr %0, !152, !DIExpression(), !157)
    #dbg_value(i32 4096, !153, !DIExpression(), !157)
    #dbg_value(float 0.000000e+00, !154, !DIExpression(), !157)
    #dbg_value(i32 0, !155, !DIExpression(), !158)
  br label %3, !dbg !159

2:                                                ; preds = %3
  ret float %36, !dbg !160

3:                                                ; preds = %3, %1
  %4 = phi i64 [ 0, %1 ], [ %37, %3 ]
  %5 = phi float [ 0.000000e+00, %1 ], [ %36, %3 ]
    #dbg_value(i64 %4, !155, !DIExpression(), !158)
    #dbg_value(float %5, !154, !DIExpression(), !157)
  %6 = getelementptr inbounds float, ptr %0, i64 %4, !dbg !161
  %7 = load float, ptr %6, align 4, !dbg !161, !tbaa !111
  %8 = fadd float %5, %7, !dbg !163
    #dbg_value(float %8, !154, !DIExpression(), !157)
  %9 = or disjoint i64 %4, 1, !dbg !164
    #dbg_value(i64 %9, !155, !DIExpression(), !158)
  %10 = getelementptr inbounds float, ptr %0, i64 %9, !dbg !161
  %11 = load float, ptr %10, align 4, !dbg !161, !tbaa !111
  %12 = fadd float %8, %11, !dbg !163
    #dbg_value(float %12, !154, !DIExpression(), !157)
  %13 = or disjoint i64 %4, 2, !dbg !164
    #dbg_value(i64 %13, !155, !DIExpression(), !158)
  %14 = getelementptr inbounds float, ptr %0, i64 %13, !dbg !161
  %15 = load float, ptr %14, align 4, !dbg !161, !tbaa !111
  %16 = fadd float %12, %15, !dbg !163
    #dbg_value(float %16, !154, !DIExpression(), !157)
  %17 = or disjoint i64 %4, 3, !dbg !164
    #dbg_value(i64 %17, !155, !DIExpression(), !158)
  %18 = getelementptr inbounds float, ptr %0, i64 %17, !dbg !161
  %19 = load float, ptr %18, align 4, !dbg !161, !tbaa !111
  %20 = fadd float %16, %19, !dbg !163
    #dbg_value(float %20, !154, !DIExpression(), !157)
  %21 = or disjoint i64 %4, 4, !dbg !164
    #dbg_value(i64 %21, !155, !DIExpression(), !158)
  %22 = getelementptr inbounds float, ptr %0, i64 %21, !dbg !161
  %23 = load float, ptr %22, align 4, !dbg !161, !tbaa !111
  %24 = fadd float %20, %23, !dbg !163
    #dbg_value(float %24, !154, !DIExpression(), !157)
  %25 = or disjoint i64 %4, 5, !dbg !164
    #dbg_value(i64 %25, !155, !DIExpression(), !158)
  %26 = getelementptr inbounds float, ptr %0, i64 %25, !dbg !161
  %27 = load float, ptr %26, align 4, !dbg !161, !tbaa !111
  %28 = fadd float %24, %27, !dbg !163
    #dbg_value(float %28, !154, !DIExpression(), !157)
  %29 = or disjoint i64 %4, 6, !dbg !164
    #dbg_value(i64 %29, !155, !DIExpression(), !158)
  %30 = getelementptr inbounds float, ptr %0, i64 %29, !dbg !161
  %31 = load float, ptr %30, align 4, !dbg !161, !tbaa !111
  %32 = fadd float %28, %31, !dbg !163
    #dbg_value(float %32, !154, !DIExpression(), !157)
  %33 = or disjoint i64 %4, 7, !dbg !164
    #dbg_value(i64 %33, !155, !DIExpression(), !158)
  %34 = getelementptr inbounds float, ptr %0, i64 %33, !dbg !161
  %35 = load float, ptr %34, align 4, !dbg !161, !tbaa !111
  %36 = fadd float %32, %35, !dbg !163
    #dbg_value(float %36, !154, !DIExpression(), !157)
  %37 = add nuw nsw i64 %4, 8, !dbg !164
    #dbg_value(i64 %37, !155, !DIExpression(), !158)
  %38 = icmp eq i64 %37, 4096, !dbg !165
  br i1 %38, label %2, label %3, !dbg !159, !llvm.loop !166
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc float @kahan() unnamed_addr #3 !dbg !168 {
    #dbg_value(ptr @fa, !170, !DIExpression(), !180)
    #dbg_value(i32 4096, !171, !DIExpression(), !180)
    #dbg_value(float 0.000000e+00, !172, !DIExpression(), !180)
    #dbg_value(float 0.000000e+00, !173, !DIExpression(), !180)
    #dbg_value(i32 0, !174, !DIExpression(), !181)
  br label %2, !dbg !182

1:                                                ; preds = %2
  ret float %16, !dbg !183

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %19, %2 ]
  %4 = phi float [ 0.000000e+00, %0 ], [ %16, %2 ]
  %5 = phi float [ 0.000000e+00, %0 ], [ %18, %2 ]
    #dbg_value(float %4, !172, !DIExpression(), !180)
    #dbg_value(float %5, !173, !DIExpression(), !180)
    #dbg_value(i64 %3, !174, !DIExpression(), !181)
  %6 = getelementptr inbounds float, ptr @fa, i64 %3, !dbg !184
  %7 = load float, ptr %6, align 8, !dbg !184, !tbaa !111
  %8 = fsub float %7, %5, !dbg !185
    #dbg_value(float %8, !176, !DIExpression(), !186)
  %9 = fadd float %4, %8, !dbg !187
    #dbg_value(float %9, !179, !DIExpression(), !186)
  %10 = fsub float %9, %4, !dbg !188
  %11 = fsub float %10, %8, !dbg !189
    #dbg_value(float %11, !173, !DIExpression(), !180)
    #dbg_value(float %9, !172, !DIExpression(), !180)
  %12 = or disjoint i64 %3, 1, !dbg !190
    #dbg_value(i64 %12, !174, !DIExpression(), !181)
  %13 = getelementptr inbounds float, ptr @fa, i64 %12, !dbg !184
  %14 = load float, ptr %13, align 4, !dbg !184, !tbaa !111
  %15 = fsub float %14, %11, !dbg !185
    #dbg_value(float %15, !176, !DIExpression(), !186)
  %16 = fadd float %9, %15, !dbg !187
    #dbg_value(float %16, !179, !DIExpression(), !186)
  %17 = fsub float %16, %9, !dbg !188
  %18 = fsub float %17, %15, !dbg !189
    #dbg_value(float %18, !173, !DIExpression(), !180)
    #dbg_value(float %16, !172, !DIExpression(), !180)
  %19 = add nuw nsw i64 %3, 2, !dbg !190
    #dbg_value(i64 %19, !174, !DIExpression(), !181)
  %20 = icmp eq i64 %19, 4096, !dbg !191
  br i1 %20, label %1, label %2, !dbg !182, !llvm.loop !192
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc double @wide_sum() unnamed_addr #3 !dbg !194 {
    #dbg_value(ptr @fa, !198, !DIExpression(), !203)
    #dbg_value(i32 4096, !199, !DIExpression(), !203)
    #dbg_value(double 0.000000e+00, !200, !DIExpression(), !203)
    #dbg_value(i32 0, !201, !DIExpression(), !204)
  br label %2, !dbg !205

1:                                                ; preds = %2
  ret double %23, !dbg !206

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %24, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %23, %2 ]
    #dbg_value(i64 %3, !201, !DIExpression(), !204)
    #dbg_value(double %4, !200, !DIExpression(), !203)
  %5 = getelementptr inbounds float, ptr @fa, i64 %3, !dbg !207
  %6 = load float, ptr %5, align 16, !dbg !207, !tbaa !111
  %7 = fpext float %6 to double, !dbg !207
  %8 = fadd double %4, %7, !dbg !209
    #dbg_value(double %8, !200, !DIExpression(), !203)
  %9 = or disjoint i64 %3, 1, !dbg !210
    #dbg_value(i64 %9, !201, !DIExpression(), !204)
  %10 = getelementptr inbounds float, ptr @fa, i64 %9, !dbg !207
  %11 = load float, ptr %10, align 4, !dbg !207, !tbaa !111
  %12 = fpext float %11 to double, !dbg !207
  %13 = fadd double %8, %12, !dbg !209
    #dbg_value(double %13, !200, !DIExpression(), !203)
  %14 = or disjoint i64 %3, 2, !dbg !210
    #dbg_value(i64 %14, !201, !DIExpression(), !204)
  %15 = getelementptr inbounds float, ptr @fa, i64 %14, !dbg !207
  %16 = load float, ptr %15, align 8, !dbg !207, !tbaa !111
  %17 = fpext float %16 to double, !dbg !207
  %18 = fadd double %13, %17, !dbg !209
    #dbg_value(double %18, !200, !DIExpression(), !203)
  %19 = or disjoint i64 %3, 3, !dbg !210
    #dbg_value(i64 %19, !201, !DIExpression(), !204)
  %20 = getelementptr inbounds float, ptr @fa, i64 %19, !dbg !207
  %21 = load float, ptr %20, align 4, !dbg !207, !tbaa !111
  %22 = fpext float %21 to double, !dbg !207
  %23 = fadd double %18, %22, !dbg !209
    #dbg_value(double %23, !200, !DIExpression(), !203)
  %24 = add nuw nsw i64 %3, 4, !dbg !210
    #dbg_value(i64 %24, !201, !DIExpression(), !204)
  %25 = icmp eq i64 %24, 4096, !dbg !211
  br i1 %25, label %1, label %2, !dbg !205, !llvm.loop !212
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc double @sumd() unnamed_addr #3 !dbg !214 {
    #dbg_value(ptr @da, !220, !DIExpression(), !225)
    #dbg_value(i32 4096, !221, !DIExpression(), !225)
    #dbg_value(double 0.000000e+00, !222, !DIExpression(), !225)
    #dbg_value(i32 0, !223, !DIExpression(), !226)
  br label %2, !dbg !227

1:                                                ; preds = %2
  ret double %19, !dbg !228

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %20, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %19, %2 ]
    #dbg_value(i64 %3, !223, !DIExpression(), !226)
    #dbg_value(double %4, !222, !DIExpression(), !225)
  %5 = getelementptr inbounds double, ptr @da, i64 %3, !dbg !229
  %6 = load double, ptr %5, align 16, !dbg !229, !tbaa !127
  %7 = fadd double %4, %6, !dbg !231
    #dbg_value(double %7, !222, !DIExpression(), !225)
  %8 = or disjoint i64 %3, 1, !dbg !232
    #dbg_value(i64 %8, !223, !DIExpression(), !226)
  %9 = getelementptr inbounds double, ptr @da, i64 %8, !dbg !229
  %10 = load double, ptr %9, align 8, !dbg !229, !tbaa !127
  %11 = fadd double %7, %10, !dbg !231
    #dbg_value(double %11, !222, !DIExpression(), !225)
  %12 = or disjoint i64 %3, 2, !dbg !232
    #dbg_value(i64 %12, !223, !DIExpression(), !226)
  %13 = getelementptr inbounds double, ptr @da, i64 %12, !dbg !229
  %14 = load double, ptr %13, align 16, !dbg !229, !tbaa !127
  %15 = fadd double %11, %14, !dbg !231
    #dbg_value(double %15, !222, !DIExpression(), !225)
  %16 = or disjoint i64 %3, 3, !dbg !232
    #dbg_value(i64 %16, !223, !DIExpression(), !226)
  %17 = getelementptr inbounds double, ptr @da, i64 %16, !dbg !229
  %18 = load double, ptr %17, align 8, !dbg !229, !tbaa !127
  %19 = fadd double %15, %18, !dbg !231
    #dbg_value(double %19, !222, !DIExpression(), !225)
  %20 = add nuw nsw i64 %3, 4, !dbg !232
    #dbg_value(i64 %20, !223, !DIExpression(), !226)
  %21 = icmp eq i64 %20, 4096, !dbg !233
  br i1 %21, label %1, label %2, !dbg !227, !llvm.loop !234
}

; Function Attrs: nofree nosync nounwind memory(argmem: read) uwtable
define internal fastcc double @pairwise(ptr noundef %0, i32 noundef %1) unnamed_addr #4 !dbg !236 {
    #dbg_value(ptr %0, !239, !DIExpression(), !246)
    #dbg_value(i32 %1, !240, !DIExpression(), !246)
  %3 = icmp slt i32 %1, 9, !dbg !247
  br i1 %3, label %4, label %46, !dbg !248

4:                                                ; preds = %2
    #dbg_value(i32 0, !244, !DIExpression(), !249)
    #dbg_value(double 0.000000e+00, !241, !DIExpression(), !250)
  %5 = icmp sgt i32 %1, 0, !dbg !251
  br i1 %5, label %6, label %44, !dbg !253

6:                                                ; preds = %4
    #dbg_value(i64 0, !244, !DIExpression(), !249)
    #dbg_value(double 0.000000e+00, !241, !DIExpression(), !250)
  %7 = load double, ptr %0, align 8, !dbg !254, !tbaa !127
  %8 = fadd double %7, 0.000000e+00, !dbg !255
    #dbg_value(double %8, !241, !DIExpression(), !250)
    #dbg_value(i64 1, !244, !DIExpression(), !249)
  %9 = icmp eq i32 %1, 1, !dbg !251
  br i1 %9, label %44, label %10, !dbg !253, !llvm.loop !256

10:                                               ; preds = %6
    #dbg_value(i64 1, !244, !DIExpression(), !249)
    #dbg_value(double %8, !241, !DIExpression(), !250)
  %11 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !254
  %12 = load double, ptr %11, align 8, !dbg !254, !tbaa !127
  %13 = fadd double %8, %12, !dbg !255
    #dbg_value(double %13, !241, !DIExpression(), !250)
    #dbg_value(i64 2, !244, !DIExpression(), !249)
  %14 = icmp eq i32 %1, 2, !dbg !251
  br i1 %14, label %44, label %15, !dbg !253, !llvm.loop !256

15:                                               ; preds = %10
    #dbg_value(i64 2, !244, !DIExpression(), !249)
    #dbg_value(double %13, !241, !DIExpression(), !250)
  %16 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !254
  %17 = load double, ptr %16, align 8, !dbg !254, !tbaa !127
  %18 = fadd double %13, %17, !dbg !255
    #dbg_value(double %18, !241, !DIExpression(), !250)
    #dbg_value(i64 3, !244, !DIExpression(), !249)
  %19 = icmp eq i32 %1, 3, !dbg !251
  br i1 %19, label %44, label %20, !dbg !253, !llvm.loop !256

20:                                               ; preds = %15
    #dbg_value(i64 3, !244, !DIExpression(), !249)
    #dbg_value(double %18, !241, !DIExpression(), !250)
  %21 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !254
  %22 = load double, ptr %21, align 8, !dbg !254, !tbaa !127
  %23 = fadd double %18, %22, !dbg !255
    #dbg_value(double %23, !241, !DIExpression(), !250)
    #dbg_value(i64 4, !244, !DIExpression(), !249)
  %24 = icmp eq i32 %1, 4, !dbg !251
  br i1 %24, label %44, label %25, !dbg !253, !llvm.loop !256

25:                                               ; preds = %20
    #dbg_value(i64 4, !244, !DIExpression(), !249)
    #dbg_value(double %23, !241, !DIExpression(), !250)
  %26 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !254
  %27 = load double, ptr %26, align 8, !dbg !254, !tbaa !127
  %28 = fadd double %23, %27, !dbg !255
    #dbg_value(double %28, !241, !DIExpression(), !250)
    #dbg_value(i64 5, !244, !DIExpression(), !249)
  %29 = icmp eq i32 %1, 5, !dbg !251
  br i1 %29, label %44, label %30, !dbg !253, !llvm.loop !256

30:                                               ; preds = %25
    #dbg_value(i64 5, !244, !DIExpression(), !249)
    #dbg_value(double %28, !241, !DIExpression(), !250)
  %31 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !254
  %32 = load double, ptr %31, align 8, !dbg !254, !tbaa !127
  %33 = fadd double %28, %32, !dbg !255
    #dbg_value(double %33, !241, !DIExpression(), !250)
    #dbg_value(i64 6, !244, !DIExpression(), !249)
  %34 = icmp eq i32 %1, 6, !dbg !251
  br i1 %34, label %44, label %35, !dbg !253, !llvm.loop !256

35:                                               ; preds = %30
    #dbg_value(i64 6, !244, !DIExpression(), !249)
    #dbg_value(double %33, !241, !DIExpression(), !250)
  %36 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !254
  %37 = load double, ptr %36, align 8, !dbg !254, !tbaa !127
  %38 = fadd double %33, %37, !dbg !255
    #dbg_value(double %38, !241, !DIExpression(), !250)
    #dbg_value(i64 7, !244, !DIExpression(), !249)
  %39 = icmp eq i32 %1, 7, !dbg !251
  br i1 %39, label %44, label %40, !dbg !253, !llvm.loop !256

40:                                               ; preds = %35
    #dbg_value(i64 7, !244, !DIExpression(), !249)
    #dbg_value(double %38, !241, !DIExpression(), !250)
  %41 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !254
  %42 = load double, ptr %41, align 8, !dbg !254, !tbaa !127
  %43 = fadd double %38, %42, !dbg !255
    #dbg_value(double %43, !241, !DIExpression(), !250)
    #dbg_value(i64 8, !244, !DIExpression(), !249)
  br label %44

44:                                               ; preds = %4, %40, %35, %30, %25, %20, %15, %10, %6, %46
  %45 = phi double [ %53, %46 ], [ 0.000000e+00, %4 ], [ %8, %6 ], [ %13, %10 ], [ %18, %15 ], [ %23, %20 ], [ %28, %25 ], [ %33, %30 ], [ %38, %35 ], [ %43, %40 ]
  ret double %45, !dbg !258

46:                                               ; preds = %2
  %47 = lshr i32 %1, 1, !dbg !259
  %48 = tail call fastcc double @pairwise(ptr noundef %0, i32 noundef %47), !dbg !260
  %49 = zext nneg i32 %47 to i64, !dbg !261
  %50 = getelementptr inbounds double, ptr %0, i64 %49, !dbg !261
  %51 = sub nsw i32 %1, %47, !dbg !262
  %52 = tail call fastcc double @pairwise(ptr noundef %50, i32 noundef %51), !dbg !263
  %53 = fadd double %48, %52, !dbg !264
  br label %44, !dbg !258
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc float @dotf() unnamed_addr #3 !dbg !265 {
    #dbg_value(ptr @fa, !269, !DIExpression(), !275)
    #dbg_value(ptr @fb, !270, !DIExpression(), !275)
    #dbg_value(i32 4096, !271, !DIExpression(), !275)
    #dbg_value(float 0.000000e+00, !272, !DIExpression(), !275)
    #dbg_value(i32 0, !273, !DIExpression(), !276)
  br label %2, !dbg !277

1:                                                ; preds = %2
  ret float %17, !dbg !278

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %18, %2 ]
  %4 = phi float [ 0.000000e+00, %0 ], [ %17, %2 ]
    #dbg_value(i64 %3, !273, !DIExpression(), !276)
    #dbg_value(float %4, !272, !DIExpression(), !275)
  %5 = getelementptr inbounds float, ptr @fa, i64 %3, !dbg !279
  %6 = load float, ptr %5, align 8, !dbg !279, !tbaa !111
  %7 = getelementptr inbounds float, ptr @fb, i64 %3, !dbg !281
  %8 = load float, ptr %7, align 8, !dbg !281, !tbaa !111
  %9 = fmul float %6, %8, !dbg !282
  %10 = fadd float %4, %9, !dbg !283
    #dbg_value(float %10, !272, !DIExpression(), !275)
  %11 = or disjoint i64 %3, 1, !dbg !284
    #dbg_value(i64 %11, !273, !DIExpression(), !276)
  %12 = getelementptr inbounds float, ptr @fa, i64 %11, !dbg !279
  %13 = load float, ptr %12, align 4, !dbg !279, !tbaa !111
  %14 = getelementptr inbounds float, ptr @fb, i64 %11, !dbg !281
  %15 = load float, ptr %14, align 4, !dbg !281, !tbaa !111
  %16 = fmul float %13, %15, !dbg !282
  %17 = fadd float %10, %16, !dbg !283
    #dbg_value(float %17, !272, !DIExpression(), !275)
  %18 = add nuw nsw i64 %3, 2, !dbg !284
    #dbg_value(i64 %18, !273, !DIExpression(), !276)
  %19 = icmp eq i64 %18, 4096, !dbg !285
  br i1 %19, label %1, label %2, !dbg !277, !llvm.loop !286
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc double @dotd() unnamed_addr #3 !dbg !288 {
    #dbg_value(ptr @da, !292, !DIExpression(), !298)
    #dbg_value(ptr @db, !293, !DIExpression(), !298)
    #dbg_value(i32 4096, !294, !DIExpression(), !298)
    #dbg_value(double 0.000000e+00, !295, !DIExpression(), !298)
    #dbg_value(i32 0, !296, !DIExpression(), !299)
  br label %2, !dbg !300

1:                                                ; preds = %2
  ret double %17, !dbg !301

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %18, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %17, %2 ]
    #dbg_value(i64 %3, !296, !DIExpression(), !299)
    #dbg_value(double %4, !295, !DIExpression(), !298)
  %5 = getelementptr inbounds double, ptr @da, i64 %3, !dbg !302
  %6 = load double, ptr %5, align 16, !dbg !302, !tbaa !127
  %7 = getelementptr inbounds double, ptr @db, i64 %3, !dbg !304
  %8 = load double, ptr %7, align 16, !dbg !304, !tbaa !127
  %9 = fmul double %6, %8, !dbg !305
  %10 = fadd double %4, %9, !dbg !306
    #dbg_value(double %10, !295, !DIExpression(), !298)
  %11 = or disjoint i64 %3, 1, !dbg !307
    #dbg_value(i64 %11, !296, !DIExpression(), !299)
  %12 = getelementptr inbounds double, ptr @da, i64 %11, !dbg !302
  %13 = load double, ptr %12, align 8, !dbg !302, !tbaa !127
  %14 = getelementptr inbounds double, ptr @db, i64 %11, !dbg !304
  %15 = load double, ptr %14, align 8, !dbg !304, !tbaa !127
  %16 = fmul double %13, %15, !dbg !305
  %17 = fadd double %10, %16, !dbg !306
    #dbg_value(double %17, !295, !DIExpression(), !298)
  %18 = add nuw nsw i64 %3, 2, !dbg !307
    #dbg_value(i64 %18, !296, !DIExpression(), !299)
  %19 = icmp eq i64 %18, 4096, !dbg !308
  br i1 %19, label %1, label %2, !dbg !300, !llvm.loop !309
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc double @prod() unnamed_addr #3 !dbg !311 {
    #dbg_value(ptr @db, !313, !DIExpression(), !318)
    #dbg_value(i32 4096, !314, !DIExpression(), !318)
    #dbg_value(double 1.000000e+00, !315, !DIExpression(), !318)
    #dbg_value(i32 0, !316, !DIExpression(), !319)
  br label %2, !dbg !320

1:                                                ; preds = %2
  ret double %19, !dbg !321

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %20, %2 ]
  %4 = phi double [ 1.000000e+00, %0 ], [ %19, %2 ]
    #dbg_value(i64 %3, !316, !DIExpression(), !319)
    #dbg_value(double %4, !315, !DIExpression(), !318)
  %5 = getelementptr inbounds double, ptr @db, i64 %3, !dbg !322
  %6 = load double, ptr %5, align 16, !dbg !322, !tbaa !127
  %7 = fmul double %4, %6, !dbg !324
    #dbg_value(double %7, !315, !DIExpression(), !318)
  %8 = or disjoint i64 %3, 1, !dbg !325
    #dbg_value(i64 %8, !316, !DIExpression(), !319)
  %9 = getelementptr inbounds double, ptr @db, i64 %8, !dbg !322
  %10 = load double, ptr %9, align 8, !dbg !322, !tbaa !127
  %11 = fmul double %7, %10, !dbg !324
    #dbg_value(double %11, !315, !DIExpression(), !318)
  %12 = or disjoint i64 %3, 2, !dbg !325
    #dbg_value(i64 %12, !316, !DIExpression(), !319)
  %13 = getelementptr inbounds double, ptr @db, i64 %12, !dbg !322
  %14 = load double, ptr %13, align 16, !dbg !322, !tbaa !127
  %15 = fmul double %11, %14, !dbg !324
    #dbg_value(double %15, !315, !DIExpression(), !318)
  %16 = or disjoint i64 %3, 3, !dbg !325
    #dbg_value(i64 %16, !316, !DIExpression(), !319)
  %17 = getelementptr inbounds double, ptr @db, i64 %16, !dbg !322
  %18 = load double, ptr %17, align 8, !dbg !322, !tbaa !127
  %19 = fmul double %15, %18, !dbg !324
    #dbg_value(double %19, !315, !DIExpression(), !318)
  %20 = add nuw nsw i64 %3, 4, !dbg !325
    #dbg_value(i64 %20, !316, !DIExpression(), !319)
  %21 = icmp eq i64 %20, 4096, !dbg !326
  br i1 %21, label %1, label %2, !dbg !320, !llvm.loop !327
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc double @leibniz(i32 noundef %0) unnamed_addr #5 !dbg !329 {
    #dbg_value(i32 %0, !333, !DIExpression(), !337)
    #dbg_value(double 0.000000e+00, !334, !DIExpression(), !337)
    #dbg_value(i32 0, !335, !DIExpression(), !338)
  %2 = icmp sgt i32 %0, 0, !dbg !339
  br i1 %2, label %3, label %22, !dbg !341

3:                                                ; preds = %1
  %4 = and i32 %0, 1, !dbg !341
  %5 = icmp eq i32 %0, 1, !dbg !341
  br i1 %5, label %8, label %6, !dbg !341

6:                                                ; preds = %3
  %7 = and i32 %0, 2147483646, !dbg !341
  br label %24, !dbg !341

8:                                                ; preds = %24, %3
  %9 = phi double [ poison, %3 ], [ %37, %24 ]
  %10 = phi i32 [ 0, %3 ], [ %38, %24 ]
  %11 = phi double [ 0.000000e+00, %3 ], [ %37, %24 ]
  %12 = icmp eq i32 %4, 0, !dbg !341
  br i1 %12, label %22, label %13, !dbg !341

13:                                               ; preds = %8
    #dbg_value(i32 %10, !335, !DIExpression(), !338)
    #dbg_value(double %11, !334, !DIExpression(), !337)
  %14 = and i32 %10, 1, !dbg !342
  %15 = icmp eq i32 %14, 0, !dbg !343
  %16 = select i1 %15, double 4.000000e+00, double -4.000000e+00, !dbg !343
  %17 = shl nuw nsw i32 %10, 1, !dbg !344
  %18 = or disjoint i32 %17, 1, !dbg !345
  %19 = uitofp nneg i32 %18 to double, !dbg !346
  %20 = fdiv double %16, %19, !dbg !347
  %21 = fadd double %11, %20, !dbg !348
    #dbg_value(double %21, !334, !DIExpression(), !337)
    #dbg_value(i32 %10, !335, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !338)
  br label %22, !dbg !349

22:                                               ; preds = %13, %8, %1
  %23 = phi double [ 0.000000e+00, %1 ], [ %9, %8 ], [ %21, %13 ], !dbg !350
  ret double %23, !dbg !349

24:                                               ; preds = %24, %6
  %25 = phi i32 [ 0, %6 ], [ %38, %24 ]
  %26 = phi double [ 0.000000e+00, %6 ], [ %37, %24 ]
  %27 = phi i32 [ 0, %6 ], [ %39, %24 ]
    #dbg_value(i32 %25, !335, !DIExpression(), !338)
    #dbg_value(double %26, !334, !DIExpression(), !337)
  %28 = shl nuw nsw i32 %25, 1, !dbg !344
  %29 = or disjoint i32 %28, 1, !dbg !345
  %30 = uitofp nneg i32 %29 to double, !dbg !346
  %31 = fdiv double 4.000000e+00, %30, !dbg !347
  %32 = fadd double %26, %31, !dbg !348
    #dbg_value(double %32, !334, !DIExpression(), !337)
    #dbg_value(i32 %25, !335, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !338)
  %33 = shl nuw i32 %25, 1, !dbg !344
  %34 = or disjoint i32 %33, 3, !dbg !345
  %35 = uitofp nneg i32 %34 to double, !dbg !346
  %36 = fdiv double -4.000000e+00, %35, !dbg !347
  %37 = fadd double %32, %36, !dbg !348
    #dbg_value(double %37, !334, !DIExpression(), !337)
  %38 = add nuw nsw i32 %25, 2, !dbg !351
    #dbg_value(i32 %38, !335, !DIExpression(), !338)
  %39 = add i32 %27, 2, !dbg !341
  %40 = icmp eq i32 %39, %7, !dbg !341
  br i1 %40, label %8, label %24, !dbg !341, !llvm.loop !352
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!52, !53, !54, !55, !56, !57, !58}
!llvm.ident = !{!59}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "fa", scope: !2, file: !3, line: 9, type: !44, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/fp_accumulation_loops.c", directory: ".", checksumkind: CSK_MD5, checksum: "fae10d8279486b3db0114946279c2e39")
!4 = !{!5, !6, !7}
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{!9, !15, !20, !25, !30, !35, !37, !0, !42, !47, !50}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !3, line: 35, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 208, elements: !13)
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!13 = !{!14}
!14 = !DISubrange(count: 26)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 36, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 120, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 15)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 37, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 168, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 21)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !3, line: 38, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 136, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 17)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 72, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 9)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 40, type: !17, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 43, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 256, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 32)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(name: "fb", scope: !2, file: !3, line: 9, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 131072, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 4096)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(name: "da", scope: !2, file: !3, line: 10, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 262144, elements: !45)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(name: "db", scope: !2, file: !3, line: 10, type: !49, isLocal: true, isDefinition: true)
!52 = !{i32 7, !"Dwarf Version", i32 5}
!53 = !{i32 2, !"Debug Info Version", i32 3}
!54 = !{i32 1, !"wchar_size", i32 4}
!55 = !{i32 8, !"PIC Level", i32 2}
!56 = !{i32 7, !"PIE Level", i32 2}
!57 = !{i32 7, !"uwtable", i32 2}
!58 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!59 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!60 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 26, type: !61, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !63)
!61 = !DISubroutineType(types: !62)
!62 = !{!7}
!63 = !{!64, !66, !68, !69, !70}
!64 = !DILocalVariable(name: "x", scope: !60, file: !3, line: 27, type: !65)
!65 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!66 = !DILocalVariable(name: "i", scope: !67, file: !3, line: 28, type: !7)
!67 = distinct !DILexicalBlock(scope: !60, file: !3, line: 28, column: 5)
!68 = !DILocalVariable(name: "big", scope: !60, file: !3, line: 41, type: !5)
!69 = !DILocalVariable(name: "s", scope: !60, file: !3, line: 41, type: !5)
!70 = !DILocalVariable(name: "i", scope: !71, file: !3, line: 42, type: !7)
!71 = distinct !DILexicalBlock(scope: !60, file: !3, line: 42, column: 5)
!72 = !DILocation(line: 0, scope: !60)
!73 = !DILocation(line: 0, scope: !67)
!74 = !DILocation(line: 28, column: 5, scope: !67)
!75 = !DILocation(line: 35, column: 50, scope: !60)
!76 = !DILocation(line: 35, column: 42, scope: !60)
!77 = !DILocation(line: 35, column: 71, scope: !60)
!78 = !DILocation(line: 35, column: 63, scope: !60)
!79 = !DILocation(line: 35, column: 85, scope: !60)
!80 = !DILocation(line: 35, column: 5, scope: !60)
!81 = !DILocation(line: 36, column: 39, scope: !60)
!82 = !DILocation(line: 36, column: 31, scope: !60)
!83 = !DILocation(line: 36, column: 5, scope: !60)
!84 = !DILocation(line: 37, column: 37, scope: !60)
!85 = !DILocation(line: 37, column: 50, scope: !60)
!86 = !DILocation(line: 37, column: 5, scope: !60)
!87 = !DILocation(line: 38, column: 41, scope: !60)
!88 = !DILocation(line: 38, column: 33, scope: !60)
!89 = !DILocation(line: 38, column: 58, scope: !60)
!90 = !DILocation(line: 38, column: 5, scope: !60)
!91 = !DILocation(line: 39, column: 25, scope: !60)
!92 = !DILocation(line: 39, column: 5, scope: !60)
!93 = !DILocation(line: 40, column: 31, scope: !60)
!94 = !DILocation(line: 40, column: 5, scope: !60)
!95 = !DILocation(line: 43, column: 5, scope: !60)
!96 = !DILocation(line: 44, column: 18, scope: !60)
!97 = !DILocation(line: 44, column: 32, scope: !60)
!98 = !DILocation(line: 44, column: 12, scope: !60)
!99 = !DILocation(line: 44, column: 38, scope: !60)
!100 = !DILocation(line: 44, column: 5, scope: !60)
!101 = !DILocation(line: 29, column: 15, scope: !102)
!102 = distinct !DILexicalBlock(scope: !103, file: !3, line: 28, column: 33)
!103 = distinct !DILexicalBlock(scope: !67, file: !3, line: 28, column: 5)
!104 = !DILocation(line: 29, column: 29, scope: !102)
!105 = !DILocation(line: 30, column: 27, scope: !102)
!106 = !DILocation(line: 30, column: 17, scope: !102)
!107 = !DILocation(line: 30, column: 33, scope: !102)
!108 = !DILocation(line: 30, column: 47, scope: !102)
!109 = !DILocation(line: 30, column: 9, scope: !102)
!110 = !DILocation(line: 30, column: 15, scope: !102)
!111 = !{!112, !112, i64 0}
!112 = !{!"float", !113, i64 0}
!113 = !{!"omnipotent char", !114, i64 0}
!114 = !{!"Simple C/C++ TBAA"}
!115 = !DILocation(line: 31, column: 34, scope: !102)
!116 = !DILocation(line: 31, column: 24, scope: !102)
!117 = !DILocation(line: 31, column: 22, scope: !102)
!118 = !DILocation(line: 31, column: 9, scope: !102)
!119 = !DILocation(line: 31, column: 15, scope: !102)
!120 = !DILocation(line: 32, column: 17, scope: !102)
!121 = !DILocation(line: 32, column: 31, scope: !102)
!122 = !DILocation(line: 32, column: 46, scope: !102)
!123 = !DILocation(line: 32, column: 44, scope: !102)
!124 = !DILocation(line: 32, column: 37, scope: !102)
!125 = !DILocation(line: 32, column: 9, scope: !102)
!126 = !DILocation(line: 32, column: 15, scope: !102)
!127 = !{!128, !128, i64 0}
!128 = !{!"double", !113, i64 0}
!129 = !DILocation(line: 33, column: 34, scope: !102)
!130 = !DILocation(line: 33, column: 23, scope: !102)
!131 = !DILocation(line: 33, column: 39, scope: !102)
!132 = !DILocation(line: 33, column: 21, scope: !102)
!133 = !DILocation(line: 33, column: 9, scope: !102)
!134 = !DILocation(line: 33, column: 15, scope: !102)
!135 = !DILocation(line: 28, column: 23, scope: !103)
!136 = distinct !{!136, !74, !137, !138}
!137 = !DILocation(line: 34, column: 5, scope: !67)
!138 = !{!"llvm.loop.mustprogress"}
!139 = !DISubprogram(name: "printf", scope: !140, file: !140, line: 356, type: !141, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!140 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!141 = !DISubroutineType(types: !142)
!142 = !{!7, !143, null}
!143 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !144)
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !145, size: 64)
!145 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!146 = distinct !DISubprogram(name: "sumf", scope: !3, file: !3, line: 12, type: !147, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !151)
!147 = !DISubroutineType(cc: DW_CC_nocall, types: !148)
!148 = !{!5, !149, !7}
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !150, size: 64)
!150 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!151 = !{!152, !153, !154, !155}
!152 = !DILocalVariable(name: "a", arg: 1, scope: !146, file: !3, line: 12, type: !149)
!153 = !DILocalVariable(name: "n", arg: 2, scope: !146, file: !3, line: 12, type: !7)
!154 = !DILocalVariable(name: "s", scope: !146, file: !3, line: 12, type: !5)
!155 = !DILocalVariable(name: "i", scope: !156, file: !3, line: 12, type: !7)
!156 = distinct !DILexicalBlock(scope: !146, file: !3, line: 12, column: 83)
!157 = !DILocation(line: 0, scope: !146)
!158 = !DILocation(line: 0, scope: !156)
!159 = !DILocation(line: 12, column: 83, scope: !156)
!160 = !DILocation(line: 12, column: 122, scope: !146)
!161 = !DILocation(line: 12, column: 116, scope: !162)
!162 = distinct !DILexicalBlock(scope: !156, file: !3, line: 12, column: 83)
!163 = !DILocation(line: 12, column: 113, scope: !162)
!164 = !DILocation(line: 12, column: 107, scope: !162)
!165 = !DILocation(line: 12, column: 101, scope: !162)
!166 = distinct !{!166, !159, !167, !138}
!167 = !DILocation(line: 12, column: 119, scope: !156)
!168 = distinct !DISubprogram(name: "kahan", scope: !3, file: !3, line: 16, type: !147, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !169)
!169 = !{!170, !171, !172, !173, !174, !176, !179}
!170 = !DILocalVariable(name: "a", arg: 1, scope: !168, file: !3, line: 16, type: !149)
!171 = !DILocalVariable(name: "n", arg: 2, scope: !168, file: !3, line: 16, type: !7)
!172 = !DILocalVariable(name: "s", scope: !168, file: !3, line: 17, type: !5)
!173 = !DILocalVariable(name: "c", scope: !168, file: !3, line: 17, type: !5)
!174 = !DILocalVariable(name: "i", scope: !175, file: !3, line: 18, type: !7)
!175 = distinct !DILexicalBlock(scope: !168, file: !3, line: 18, column: 5)
!176 = !DILocalVariable(name: "y", scope: !177, file: !3, line: 18, type: !5)
!177 = distinct !DILexicalBlock(scope: !178, file: !3, line: 18, column: 33)
!178 = distinct !DILexicalBlock(scope: !175, file: !3, line: 18, column: 5)
!179 = !DILocalVariable(name: "t", scope: !177, file: !3, line: 18, type: !5)
!180 = !DILocation(line: 0, scope: !168)
!181 = !DILocation(line: 0, scope: !175)
!182 = !DILocation(line: 18, column: 5, scope: !175)
!183 = !DILocation(line: 19, column: 5, scope: !168)
!184 = !DILocation(line: 18, column: 45, scope: !177)
!185 = !DILocation(line: 18, column: 50, scope: !177)
!186 = !DILocation(line: 0, scope: !177)
!187 = !DILocation(line: 18, column: 67, scope: !177)
!188 = !DILocation(line: 18, column: 79, scope: !177)
!189 = !DILocation(line: 18, column: 84, scope: !177)
!190 = !DILocation(line: 18, column: 29, scope: !178)
!191 = !DILocation(line: 18, column: 23, scope: !178)
!192 = distinct !{!192, !182, !193, !138}
!193 = !DILocation(line: 18, column: 96, scope: !175)
!194 = distinct !DISubprogram(name: "wide_sum", scope: !3, file: !3, line: 22, type: !195, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !197)
!195 = !DISubroutineType(cc: DW_CC_nocall, types: !196)
!196 = !{!6, !149, !7}
!197 = !{!198, !199, !200, !201}
!198 = !DILocalVariable(name: "a", arg: 1, scope: !194, file: !3, line: 22, type: !149)
!199 = !DILocalVariable(name: "n", arg: 2, scope: !194, file: !3, line: 22, type: !7)
!200 = !DILocalVariable(name: "s", scope: !194, file: !3, line: 22, type: !6)
!201 = !DILocalVariable(name: "i", scope: !202, file: !3, line: 22, type: !7)
!202 = distinct !DILexicalBlock(scope: !194, file: !3, line: 22, column: 89)
!203 = !DILocation(line: 0, scope: !194)
!204 = !DILocation(line: 0, scope: !202)
!205 = !DILocation(line: 22, column: 89, scope: !202)
!206 = !DILocation(line: 22, column: 128, scope: !194)
!207 = !DILocation(line: 22, column: 122, scope: !208)
!208 = distinct !DILexicalBlock(scope: !202, file: !3, line: 22, column: 89)
!209 = !DILocation(line: 22, column: 119, scope: !208)
!210 = !DILocation(line: 22, column: 113, scope: !208)
!211 = !DILocation(line: 22, column: 107, scope: !208)
!212 = distinct !{!212, !205, !213, !138}
!213 = !DILocation(line: 22, column: 125, scope: !202)
!214 = distinct !DISubprogram(name: "sumd", scope: !3, file: !3, line: 13, type: !215, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !219)
!215 = !DISubroutineType(cc: DW_CC_nocall, types: !216)
!216 = !{!6, !217, !7}
!217 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !218, size: 64)
!218 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!219 = !{!220, !221, !222, !223}
!220 = !DILocalVariable(name: "a", arg: 1, scope: !214, file: !3, line: 13, type: !217)
!221 = !DILocalVariable(name: "n", arg: 2, scope: !214, file: !3, line: 13, type: !7)
!222 = !DILocalVariable(name: "s", scope: !214, file: !3, line: 13, type: !6)
!223 = !DILocalVariable(name: "i", scope: !224, file: !3, line: 13, type: !7)
!224 = distinct !DILexicalBlock(scope: !214, file: !3, line: 13, column: 86)
!225 = !DILocation(line: 0, scope: !214)
!226 = !DILocation(line: 0, scope: !224)
!227 = !DILocation(line: 13, column: 86, scope: !224)
!228 = !DILocation(line: 13, column: 125, scope: !214)
!229 = !DILocation(line: 13, column: 119, scope: !230)
!230 = distinct !DILexicalBlock(scope: !224, file: !3, line: 13, column: 86)
!231 = !DILocation(line: 13, column: 116, scope: !230)
!232 = !DILocation(line: 13, column: 110, scope: !230)
!233 = !DILocation(line: 13, column: 104, scope: !230)
!234 = distinct !{!234, !227, !235, !138}
!235 = !DILocation(line: 13, column: 122, scope: !224)
!236 = distinct !DISubprogram(name: "pairwise", scope: !3, file: !3, line: 21, type: !237, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !238)
!237 = !DISubroutineType(types: !216)
!238 = !{!239, !240, !241, !244}
!239 = !DILocalVariable(name: "a", arg: 1, scope: !236, file: !3, line: 21, type: !217)
!240 = !DILocalVariable(name: "n", arg: 2, scope: !236, file: !3, line: 21, type: !7)
!241 = !DILocalVariable(name: "s", scope: !242, file: !3, line: 21, type: !6)
!242 = distinct !DILexicalBlock(scope: !243, file: !3, line: 21, column: 62)
!243 = distinct !DILexicalBlock(scope: !236, file: !3, line: 21, column: 54)
!244 = !DILocalVariable(name: "i", scope: !245, file: !3, line: 21, type: !7)
!245 = distinct !DILexicalBlock(scope: !242, file: !3, line: 21, column: 78)
!246 = !DILocation(line: 0, scope: !236)
!247 = !DILocation(line: 21, column: 56, scope: !243)
!248 = !DILocation(line: 21, column: 54, scope: !236)
!249 = !DILocation(line: 0, scope: !245)
!250 = !DILocation(line: 0, scope: !242)
!251 = !DILocation(line: 21, column: 96, scope: !252)
!252 = distinct !DILexicalBlock(scope: !245, file: !3, line: 21, column: 78)
!253 = !DILocation(line: 21, column: 78, scope: !245)
!254 = !DILocation(line: 21, column: 111, scope: !252)
!255 = !DILocation(line: 21, column: 108, scope: !252)
!256 = distinct !{!256, !253, !257, !138}
!257 = !DILocation(line: 21, column: 114, scope: !245)
!258 = !DILocation(line: 21, column: 189, scope: !236)
!259 = !DILocation(line: 21, column: 150, scope: !236)
!260 = !DILocation(line: 21, column: 136, scope: !236)
!261 = !DILocation(line: 21, column: 168, scope: !236)
!262 = !DILocation(line: 21, column: 179, scope: !236)
!263 = !DILocation(line: 21, column: 157, scope: !236)
!264 = !DILocation(line: 21, column: 155, scope: !236)
!265 = distinct !DISubprogram(name: "dotf", scope: !3, file: !3, line: 14, type: !266, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !268)
!266 = !DISubroutineType(cc: DW_CC_nocall, types: !267)
!267 = !{!5, !149, !149, !7}
!268 = !{!269, !270, !271, !272, !273}
!269 = !DILocalVariable(name: "a", arg: 1, scope: !265, file: !3, line: 14, type: !149)
!270 = !DILocalVariable(name: "b", arg: 2, scope: !265, file: !3, line: 14, type: !149)
!271 = !DILocalVariable(name: "n", arg: 3, scope: !265, file: !3, line: 14, type: !7)
!272 = !DILocalVariable(name: "s", scope: !265, file: !3, line: 14, type: !5)
!273 = !DILocalVariable(name: "i", scope: !274, file: !3, line: 14, type: !7)
!274 = distinct !DILexicalBlock(scope: !265, file: !3, line: 14, column: 99)
!275 = !DILocation(line: 0, scope: !265)
!276 = !DILocation(line: 0, scope: !274)
!277 = !DILocation(line: 14, column: 99, scope: !274)
!278 = !DILocation(line: 14, column: 145, scope: !265)
!279 = !DILocation(line: 14, column: 132, scope: !280)
!280 = distinct !DILexicalBlock(scope: !274, file: !3, line: 14, column: 99)
!281 = !DILocation(line: 14, column: 139, scope: !280)
!282 = !DILocation(line: 14, column: 137, scope: !280)
!283 = !DILocation(line: 14, column: 129, scope: !280)
!284 = !DILocation(line: 14, column: 123, scope: !280)
!285 = !DILocation(line: 14, column: 117, scope: !280)
!286 = distinct !{!286, !277, !287, !138}
!287 = !DILocation(line: 14, column: 142, scope: !274)
!288 = distinct !DISubprogram(name: "dotd", scope: !3, file: !3, line: 15, type: !289, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !291)
!289 = !DISubroutineType(cc: DW_CC_nocall, types: !290)
!290 = !{!6, !217, !217, !7}
!291 = !{!292, !293, !294, !295, !296}
!292 = !DILocalVariable(name: "a", arg: 1, scope: !288, file: !3, line: 15, type: !217)
!293 = !DILocalVariable(name: "b", arg: 2, scope: !288, file: !3, line: 15, type: !217)
!294 = !DILocalVariable(name: "n", arg: 3, scope: !288, file: !3, line: 15, type: !7)
!295 = !DILocalVariable(name: "s", scope: !288, file: !3, line: 15, type: !6)
!296 = !DILocalVariable(name: "i", scope: !297, file: !3, line: 15, type: !7)
!297 = distinct !DILexicalBlock(scope: !288, file: !3, line: 15, column: 103)
!298 = !DILocation(line: 0, scope: !288)
!299 = !DILocation(line: 0, scope: !297)
!300 = !DILocation(line: 15, column: 103, scope: !297)
!301 = !DILocation(line: 15, column: 149, scope: !288)
!302 = !DILocation(line: 15, column: 136, scope: !303)
!303 = distinct !DILexicalBlock(scope: !297, file: !3, line: 15, column: 103)
!304 = !DILocation(line: 15, column: 143, scope: !303)
!305 = !DILocation(line: 15, column: 141, scope: !303)
!306 = !DILocation(line: 15, column: 133, scope: !303)
!307 = !DILocation(line: 15, column: 127, scope: !303)
!308 = !DILocation(line: 15, column: 121, scope: !303)
!309 = distinct !{!309, !300, !310, !138}
!310 = !DILocation(line: 15, column: 146, scope: !297)
!311 = distinct !DISubprogram(name: "prod", scope: !3, file: !3, line: 23, type: !215, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !312)
!312 = !{!313, !314, !315, !316}
!313 = !DILocalVariable(name: "a", arg: 1, scope: !311, file: !3, line: 23, type: !217)
!314 = !DILocalVariable(name: "n", arg: 2, scope: !311, file: !3, line: 23, type: !7)
!315 = !DILocalVariable(name: "p", scope: !311, file: !3, line: 23, type: !6)
!316 = !DILocalVariable(name: "i", scope: !317, file: !3, line: 23, type: !7)
!317 = distinct !DILexicalBlock(scope: !311, file: !3, line: 23, column: 86)
!318 = !DILocation(line: 0, scope: !311)
!319 = !DILocation(line: 0, scope: !317)
!320 = !DILocation(line: 23, column: 86, scope: !317)
!321 = !DILocation(line: 23, column: 125, scope: !311)
!322 = !DILocation(line: 23, column: 119, scope: !323)
!323 = distinct !DILexicalBlock(scope: !317, file: !3, line: 23, column: 86)
!324 = !DILocation(line: 23, column: 116, scope: !323)
!325 = !DILocation(line: 23, column: 110, scope: !323)
!326 = !DILocation(line: 23, column: 104, scope: !323)
!327 = distinct !{!327, !320, !328, !138}
!328 = !DILocation(line: 23, column: 122, scope: !317)
!329 = distinct !DISubprogram(name: "leibniz", scope: !3, file: !3, line: 24, type: !330, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !332)
!330 = !DISubroutineType(types: !331)
!331 = !{!6, !7}
!332 = !{!333, !334, !335}
!333 = !DILocalVariable(name: "n", arg: 1, scope: !329, file: !3, line: 24, type: !7)
!334 = !DILocalVariable(name: "s", scope: !329, file: !3, line: 24, type: !6)
!335 = !DILocalVariable(name: "k", scope: !336, file: !3, line: 24, type: !7)
!336 = distinct !DILexicalBlock(scope: !329, file: !3, line: 24, column: 72)
!337 = !DILocation(line: 0, scope: !329)
!338 = !DILocation(line: 0, scope: !336)
!339 = !DILocation(line: 24, column: 90, scope: !340)
!340 = distinct !DILexicalBlock(scope: !336, file: !3, line: 24, column: 72)
!341 = !DILocation(line: 24, column: 72, scope: !336)
!342 = !DILocation(line: 24, column: 108, scope: !340)
!343 = !DILocation(line: 24, column: 106, scope: !340)
!344 = !DILocation(line: 24, column: 131, scope: !340)
!345 = !DILocation(line: 24, column: 135, scope: !340)
!346 = !DILocation(line: 24, column: 128, scope: !340)
!347 = !DILocation(line: 24, column: 126, scope: !340)
!348 = !DILocation(line: 24, column: 102, scope: !340)
!349 = !DILocation(line: 24, column: 141, scope: !329)
!350 = !DILocation(line: 24, scope: !329)
!351 = !DILocation(line: 24, column: 96, scope: !340)
!352 = distinct !{!352, !341, !353, !138}
!353 = !DILocation(line: 24, column: 138, scope: !336)
