; ModuleID = 'programs/float_compare_branches.c'
source_filename = "programs/float_compare_branches.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [53 x i8] c"%4g %4g: r=%02x nr=%02x fr=%d sel=%g,%g,%g,%g,%g,%g\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [16 x i8] c"cnt=%d cnt2=%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [16 x i8] c"mx=%g total=%d\0A\00", align 1, !dbg !12

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 !dbg !26 {
  %1 = alloca [7 x double], align 16, !DIAssignID !63
    #dbg_assign(i1 undef, !31, !DIExpression(), !63, ptr %1, !DIExpression(), !64)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %1) #5, !dbg !65
  %2 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !66
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %2, i8 0, i64 16, i1 false), !dbg !66, !DIAssignID !67
    #dbg_assign(i8 0, !31, !DIExpression(), !67, ptr %1, !DIExpression(), !64)
    #dbg_assign(i8 0, !31, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !68, ptr undef, !DIExpression(), !64)
    #dbg_assign(i8 0, !31, !DIExpression(DW_OP_LLVM_fragment, 256, 192), !69, ptr undef, !DIExpression(), !64)
    #dbg_assign(double 0xFFF0000000000000, !31, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !70, ptr %1, !DIExpression(), !64)
  store <2 x double> <double 0xFFF0000000000000, double -1.000000e+00>, ptr %1, align 16, !dbg !66, !DIAssignID !70
    #dbg_assign(double -1.000000e+00, !31, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !70, ptr %1, !DIExpression(DW_OP_plus_uconst, 8), !64)
  %3 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !66
  store double -0.000000e+00, ptr %3, align 16, !dbg !66, !DIAssignID !71
    #dbg_assign(double -0.000000e+00, !31, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !71, ptr %3, !DIExpression(), !64)
  %4 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !66
    #dbg_assign(double 1.000000e+00, !31, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !72, ptr %4, !DIExpression(), !64)
  store <2 x double> <double 1.000000e+00, double 0x7FF0000000000000>, ptr %4, align 16, !dbg !66, !DIAssignID !72
    #dbg_assign(double 0x7FF0000000000000, !31, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !72, ptr %1, !DIExpression(DW_OP_plus_uconst, 40), !64)
  %5 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !66
  store double 0x7FF8000000000000, ptr %5, align 16, !dbg !66, !DIAssignID !73
    #dbg_assign(double 0x7FF8000000000000, !31, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !73, ptr %5, !DIExpression(), !64)
    #dbg_value(i32 0, !36, !DIExpression(), !64)
    #dbg_value(i32 0, !37, !DIExpression(), !74)
  br label %6, !dbg !75

6:                                                ; preds = %0, %12
  %7 = phi i64 [ 0, %0 ], [ %13, %12 ]
  %8 = phi i32 [ 0, %0 ], [ %71, %12 ]
    #dbg_value(i32 %8, !36, !DIExpression(), !64)
    #dbg_value(i64 %7, !37, !DIExpression(), !74)
  %9 = getelementptr inbounds [7 x double], ptr %1, i64 0, i64 %7
  %10 = load double, ptr %9, align 8, !tbaa !76
  %11 = fptrunc double %10 to float
    #dbg_value(i32 0, !39, !DIExpression(), !80)
  br label %15, !dbg !81

12:                                               ; preds = %15
  %13 = add nuw nsw i64 %7, 1, !dbg !82
    #dbg_value(i32 %71, !36, !DIExpression(), !64)
    #dbg_value(i64 %13, !37, !DIExpression(), !74)
  %14 = icmp eq i64 %13, 7, !dbg !83
  br i1 %14, label %74, label %6, !dbg !75, !llvm.loop !84

15:                                               ; preds = %6, %15
  %16 = phi i64 [ 0, %6 ], [ %72, %15 ]
  %17 = phi i32 [ %8, %6 ], [ %71, %15 ]
    #dbg_value(i32 %17, !36, !DIExpression(), !64)
    #dbg_value(i64 %16, !39, !DIExpression(), !80)
    #dbg_value(double %10, !43, !DIExpression(), !87)
  %18 = getelementptr inbounds [7 x double], ptr %1, i64 0, i64 %16, !dbg !88
  %19 = load double, ptr %18, align 8, !dbg !88, !tbaa !76
    #dbg_value(double %19, !46, !DIExpression(), !87)
  %20 = tail call fastcc i32 @br_lt(double noundef %10, double noundef %19), !dbg !89
  %21 = tail call fastcc i32 @br_le(double noundef %10, double noundef %19), !dbg !90
  %22 = shl nuw nsw i32 %21, 1, !dbg !91
  %23 = or disjoint i32 %22, %20, !dbg !92
  %24 = tail call fastcc i32 @br_gt(double noundef %10, double noundef %19), !dbg !93
  %25 = shl nuw nsw i32 %24, 2, !dbg !94
  %26 = or disjoint i32 %23, %25, !dbg !95
  %27 = tail call fastcc i32 @br_ge(double noundef %10, double noundef %19), !dbg !96
  %28 = shl nuw nsw i32 %27, 3, !dbg !97
  %29 = or disjoint i32 %26, %28, !dbg !98
  %30 = tail call fastcc i32 @br_eq(double noundef %10, double noundef %19), !dbg !99
  %31 = shl nuw nsw i32 %30, 4, !dbg !100
  %32 = or disjoint i32 %29, %31, !dbg !101
  %33 = tail call fastcc i32 @br_ne(double noundef %10, double noundef %19), !dbg !102
  %34 = shl nuw nsw i32 %33, 5, !dbg !103
  %35 = or disjoint i32 %32, %34, !dbg !104
    #dbg_value(i32 %35, !47, !DIExpression(), !87)
  %36 = tail call fastcc i32 @nbr_lt(double noundef %10, double noundef %19), !dbg !105
  %37 = tail call fastcc i32 @nbr_le(double noundef %10, double noundef %19), !dbg !106
  %38 = shl nuw nsw i32 %37, 1, !dbg !107
  %39 = or disjoint i32 %38, %36, !dbg !108
  %40 = tail call fastcc i32 @nbr_gt(double noundef %10, double noundef %19), !dbg !109
  %41 = shl nuw nsw i32 %40, 2, !dbg !110
  %42 = or disjoint i32 %39, %41, !dbg !111
  %43 = tail call fastcc i32 @nbr_ge(double noundef %10, double noundef %19), !dbg !112
  %44 = shl nuw nsw i32 %43, 3, !dbg !113
  %45 = or disjoint i32 %42, %44, !dbg !114
  %46 = tail call fastcc i32 @nbr_eq(double noundef %10, double noundef %19), !dbg !115
  %47 = shl nuw nsw i32 %46, 4, !dbg !116
  %48 = or disjoint i32 %45, %47, !dbg !117
  %49 = tail call fastcc i32 @nbr_ne(double noundef %10, double noundef %19), !dbg !118
  %50 = shl nuw nsw i32 %49, 5, !dbg !119
  %51 = or disjoint i32 %48, %50, !dbg !120
    #dbg_value(i32 %51, !48, !DIExpression(), !87)
  %52 = fptrunc double %19 to float, !dbg !121
  %53 = tail call fastcc i32 @fbr_lt(float noundef %11, float noundef %52), !dbg !122
  %54 = tail call fastcc i32 @fbr_le(float noundef %11, float noundef %52), !dbg !123
  %55 = mul nuw nsw i32 %54, 10, !dbg !124
  %56 = add nuw nsw i32 %55, %53, !dbg !125
  %57 = tail call fastcc i32 @fbr_eq(float noundef %11, float noundef %52), !dbg !126
  %58 = mul nuw nsw i32 %57, 100, !dbg !127
  %59 = add nuw nsw i32 %56, %58, !dbg !128
  %60 = tail call fastcc i32 @fbr_ne(float noundef %11, float noundef %52), !dbg !129
  %61 = mul nuw nsw i32 %60, 1000, !dbg !130
  %62 = add nuw nsw i32 %59, %61, !dbg !131
    #dbg_value(i32 %62, !49, !DIExpression(), !87)
  %63 = tail call fastcc double @sel_lt(double noundef %10, double noundef %19), !dbg !132
  %64 = tail call fastcc double @sel_le(double noundef %10, double noundef %19), !dbg !133
  %65 = tail call fastcc double @sel_gt(double noundef %10, double noundef %19), !dbg !134
  %66 = tail call fastcc double @sel_ge(double noundef %10, double noundef %19), !dbg !135
  %67 = tail call fastcc double @sel_eq(double noundef %10, double noundef %19), !dbg !136
  %68 = tail call fastcc double @sel_ne(double noundef %10, double noundef %19), !dbg !137
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %10, double noundef %19, i32 noundef %35, i32 noundef %51, i32 noundef %62, double noundef %63, double noundef %64, double noundef %65, double noundef %66, double noundef %67, double noundef %68), !dbg !138
  %70 = add i32 %35, %17, !dbg !139
  %71 = add i32 %70, %51, !dbg !140
    #dbg_value(i32 %71, !36, !DIExpression(), !64)
  %72 = add nuw nsw i64 %16, 1, !dbg !141
    #dbg_value(i64 %72, !39, !DIExpression(), !80)
  %73 = icmp eq i64 %72, 7, !dbg !142
  br i1 %73, label %12, label %15, !dbg !81, !llvm.loop !143

74:                                               ; preds = %12
    #dbg_value(i32 poison, !50, !DIExpression(), !64)
    #dbg_value(i32 poison, !53, !DIExpression(), !64)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 10, i32 noundef 24), !dbg !145
    #dbg_value(double 3.000000e+00, !56, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !64)
    #dbg_value(double 0x7FF8000000000000, !56, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !64)
    #dbg_value(double 9.000000e+00, !56, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !64)
    #dbg_value(double -2.000000e+00, !56, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !64)
    #dbg_value(double 0x7FF8000000000000, !56, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !64)
    #dbg_value(double 4.000000e+00, !56, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !64)
    #dbg_value(double 9.000000e+00, !60, !DIExpression(), !64)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 9.000000e+00, i32 noundef %71), !dbg !146
  %77 = and i32 %71, 255, !dbg !147
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %1) #5, !dbg !148
  ret i32 %77, !dbg !148
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @br_lt(double noundef %0, double noundef %1) unnamed_addr #3 !dbg !149 {
    #dbg_value(double %0, !153, !DIExpression(), !155)
    #dbg_value(double %1, !154, !DIExpression(), !155)
  %3 = fcmp olt double %0, %1, !dbg !156
  %4 = zext i1 %3 to i32, !dbg !158
  ret i32 %4, !dbg !158
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @br_le(double noundef %0, double noundef %1) unnamed_addr #3 !dbg !159 {
    #dbg_value(double %0, !161, !DIExpression(), !163)
    #dbg_value(double %1, !162, !DIExpression(), !163)
  %3 = fcmp ole double %0, %1, !dbg !164
  %4 = zext i1 %3 to i32, !dbg !166
  ret i32 %4, !dbg !166
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @br_gt(double noundef %0, double noundef %1) unnamed_addr #3 !dbg !167 {
    #dbg_value(double %0, !169, !DIExpression(), !171)
    #dbg_value(double %1, !170, !DIExpression(), !171)
  %3 = fcmp ogt double %0, %1, !dbg !172
  %4 = zext i1 %3 to i32, !dbg !174
  ret i32 %4, !dbg !174
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @br_ge(double noundef %0, double noundef %1) unnamed_addr #3 !dbg !175 {
    #dbg_value(double %0, !177, !DIExpression(), !179)
    #dbg_value(double %1, !178, !DIExpression(), !179)
  %3 = fcmp oge double %0, %1, !dbg !180
  %4 = zext i1 %3 to i32, !dbg !182
  ret i32 %4, !dbg !182
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @br_eq(double noundef %0, double noundef %1) unnamed_addr #3 !dbg !183 {
    #dbg_value(double %0, !185, !DIExpression(), !187)
    #dbg_value(double %1, !186, !DIExpression(), !187)
  %3 = fcmp oeq double %0, %1, !dbg !188
  %4 = zext i1 %3 to i32, !dbg !190
  ret i32 %4, !dbg !190
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @br_ne(double noundef %0, double noundef %1) unnamed_addr #3 !dbg !191 {
    #dbg_value(double %0, !193, !DIExpression(), !195)
    #dbg_value(double %1, !194, !DIExpression(), !195)
  %3 = fcmp une double %0, %1, !dbg !196
  %4 = zext i1 %3 to i32, !dbg !198
  ret i32 %4, !dbg !198
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @nbr_lt(double noundef %0, double noundef %1) unnamed_addr #3 !dbg !199 {
    #dbg_value(double %0, !201, !DIExpression(), !203)
    #dbg_value(double %1, !202, !DIExpression(), !203)
  %3 = fcmp uge double %0, %1, !dbg !204
  %4 = zext i1 %3 to i32, !dbg !206
  ret i32 %4, !dbg !206
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @nbr_le(double noundef %0, double noundef %1) unnamed_addr #3 !dbg !207 {
    #dbg_value(double %0, !209, !DIExpression(), !211)
    #dbg_value(double %1, !210, !DIExpression(), !211)
  %3 = fcmp ugt double %0, %1, !dbg !212
  %4 = zext i1 %3 to i32, !dbg !214
  ret i32 %4, !dbg !214
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @nbr_gt(double noundef %0, double noundef %1) unnamed_addr #3 !dbg !215 {
    #dbg_value(double %0, !217, !DIExpression(), !219)
    #dbg_value(double %1, !218, !DIExpression(), !219)
  %3 = fcmp ule double %0, %1, !dbg !220
  %4 = zext i1 %3 to i32, !dbg !222
  ret i32 %4, !dbg !222
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @nbr_ge(double noundef %0, double noundef %1) unnamed_addr #3 !dbg !223 {
    #dbg_value(double %0, !225, !DIExpression(), !227)
    #dbg_value(double %1, !226, !DIExpression(), !227)
  %3 = fcmp ult double %0, %1, !dbg !228
  %4 = zext i1 %3 to i32, !dbg !230
  ret i32 %4, !dbg !230
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @nbr_eq(double noundef %0, double noundef %1) unnamed_addr #3 !dbg !231 {
    #dbg_value(double %0, !233, !DIExpression(), !235)
    #dbg_value(double %1, !234, !DIExpression(), !235)
  %3 = fcmp une double %0, %1, !dbg !236
  %4 = zext i1 %3 to i32, !dbg !238
  ret i32 %4, !dbg !238
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @nbr_ne(double noundef %0, double noundef %1) unnamed_addr #3 !dbg !239 {
    #dbg_value(double %0, !241, !DIExpression(), !243)
    #dbg_value(double %1, !242, !DIExpression(), !243)
  %3 = fcmp oeq double %0, %1, !dbg !244
  %4 = zext i1 %3 to i32, !dbg !246
  ret i32 %4, !dbg !246
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i32 3, 8) i32 @fbr_lt(float noundef %0, float noundef %1) unnamed_addr #3 !dbg !247 {
    #dbg_value(float %0, !251, !DIExpression(), !253)
    #dbg_value(float %1, !252, !DIExpression(), !253)
  %3 = fcmp olt float %0, %1, !dbg !254
  %4 = select i1 %3, i32 7, i32 3, !dbg !254
  ret i32 %4, !dbg !254
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i32 3, 8) i32 @fbr_le(float noundef %0, float noundef %1) unnamed_addr #3 !dbg !255 {
    #dbg_value(float %0, !257, !DIExpression(), !259)
    #dbg_value(float %1, !258, !DIExpression(), !259)
  %3 = fcmp ole float %0, %1, !dbg !260
  %4 = select i1 %3, i32 7, i32 3, !dbg !260
  ret i32 %4, !dbg !260
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i32 3, 8) i32 @fbr_eq(float noundef %0, float noundef %1) unnamed_addr #3 !dbg !261 {
    #dbg_value(float %0, !263, !DIExpression(), !265)
    #dbg_value(float %1, !264, !DIExpression(), !265)
  %3 = fcmp oeq float %0, %1, !dbg !266
  %4 = select i1 %3, i32 7, i32 3, !dbg !266
  ret i32 %4, !dbg !266
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i32 3, 8) i32 @fbr_ne(float noundef %0, float noundef %1) unnamed_addr #3 !dbg !267 {
    #dbg_value(float %0, !269, !DIExpression(), !271)
    #dbg_value(float %1, !270, !DIExpression(), !271)
  %3 = fcmp une float %0, %1, !dbg !272
  %4 = select i1 %3, i32 7, i32 3, !dbg !272
  ret i32 %4, !dbg !272
}

; Function Attrs: nofree nounwind
declare !dbg !273 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @sel_lt(double noundef %0, double noundef %1) unnamed_addr #3 !dbg !280 {
    #dbg_value(double %0, !284, !DIExpression(), !286)
    #dbg_value(double %1, !285, !DIExpression(), !286)
  %3 = fcmp olt double %0, %1, !dbg !287
  %4 = select i1 %3, double %0, double %1, !dbg !287
  ret double %4, !dbg !287
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @sel_le(double noundef %0, double noundef %1) unnamed_addr #3 !dbg !288 {
    #dbg_value(double %0, !290, !DIExpression(), !292)
    #dbg_value(double %1, !291, !DIExpression(), !292)
  %3 = fcmp ole double %0, %1, !dbg !293
  %4 = select i1 %3, double %0, double %1, !dbg !293
  ret double %4, !dbg !293
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @sel_gt(double noundef %0, double noundef %1) unnamed_addr #3 !dbg !294 {
    #dbg_value(double %0, !296, !DIExpression(), !298)
    #dbg_value(double %1, !297, !DIExpression(), !298)
  %3 = fcmp ogt double %0, %1, !dbg !299
  %4 = select i1 %3, double %0, double %1, !dbg !299
  ret double %4, !dbg !299
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @sel_ge(double noundef %0, double noundef %1) unnamed_addr #3 !dbg !300 {
    #dbg_value(double %0, !302, !DIExpression(), !304)
    #dbg_value(double %1, !303, !DIExpression(), !304)
  %3 = fcmp oge double %0, %1, !dbg !305
  %4 = select i1 %3, double %0, double %1, !dbg !305
  ret double %4, !dbg !305
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @sel_eq(double noundef %0, double noundef %1) unnamed_addr #3 !dbg !306 {
    #dbg_value(double %0, !308, !DIExpression(), !310)
    #dbg_value(double %1, !309, !DIExpression(), !310)
  %3 = fcmp oeq double %0, %1, !dbg !311
  %4 = select i1 %3, double %0, double %1, !dbg !311
  ret double %4, !dbg !311
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @sel_ne(double noundef %0, double noundef %1) unnamed_addr #3 !dbg !312 {
    #dbg_value(double %0, !314, !DIExpression(), !316)
    #dbg_value(double %1, !315, !DIExpression(), !316)
  %3 = fcmp oeq double %0, %1, !dbg !317
  %4 = select i1 %3, double %1, double %0, !dbg !317
  ret double %4, !dbg !317
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!14}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23, !24}
!llvm.ident = !{!25}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/float_compare_branches.c", directory: ".", checksumkind: CSK_MD5, checksum: "0e11c4d01812674f06a9db946d0dea15")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 424, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 53)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 16)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !9, isLocal: true, isDefinition: true)
!14 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !15, globals: !17, splitDebugInlining: false, nameTableKind: None)
!15 = !{!16}
!16 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!17 = !{!0, !7, !12}
!18 = !{i32 7, !"Dwarf Version", i32 5}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 8, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 2}
!24 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!25 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!26 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 13, type: !27, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !30)
!27 = !DISubroutineType(types: !28)
!28 = !{!29}
!29 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!30 = !{!31, !36, !37, !39, !43, !46, !47, !48, !49, !50, !51, !53, !54, !56, !60, !61}
!31 = !DILocalVariable(name: "v", scope: !26, file: !2, line: 14, type: !32)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 448, elements: !34)
!33 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!34 = !{!35}
!35 = !DISubrange(count: 7)
!36 = !DILocalVariable(name: "total", scope: !26, file: !2, line: 15, type: !29)
!37 = !DILocalVariable(name: "i", scope: !38, file: !2, line: 16, type: !29)
!38 = distinct !DILexicalBlock(scope: !26, file: !2, line: 16, column: 5)
!39 = !DILocalVariable(name: "j", scope: !40, file: !2, line: 17, type: !29)
!40 = distinct !DILexicalBlock(scope: !41, file: !2, line: 17, column: 9)
!41 = distinct !DILexicalBlock(scope: !42, file: !2, line: 16, column: 33)
!42 = distinct !DILexicalBlock(scope: !38, file: !2, line: 16, column: 5)
!43 = !DILocalVariable(name: "a", scope: !44, file: !2, line: 18, type: !33)
!44 = distinct !DILexicalBlock(scope: !45, file: !2, line: 17, column: 37)
!45 = distinct !DILexicalBlock(scope: !40, file: !2, line: 17, column: 9)
!46 = !DILocalVariable(name: "b", scope: !44, file: !2, line: 18, type: !33)
!47 = !DILocalVariable(name: "r", scope: !44, file: !2, line: 19, type: !29)
!48 = !DILocalVariable(name: "nr", scope: !44, file: !2, line: 20, type: !29)
!49 = !DILocalVariable(name: "fr", scope: !44, file: !2, line: 21, type: !29)
!50 = !DILocalVariable(name: "cnt", scope: !26, file: !2, line: 27, type: !29)
!51 = !DILocalVariable(name: "x", scope: !52, file: !2, line: 27, type: !16)
!52 = distinct !DILexicalBlock(scope: !26, file: !2, line: 27, column: 18)
!53 = !DILocalVariable(name: "cnt2", scope: !26, file: !2, line: 28, type: !29)
!54 = !DILocalVariable(name: "x", scope: !55, file: !2, line: 28, type: !33)
!55 = distinct !DILexicalBlock(scope: !26, file: !2, line: 28, column: 19)
!56 = !DILocalVariable(name: "arr", scope: !26, file: !2, line: 31, type: !57)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 384, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 6)
!60 = !DILocalVariable(name: "mx", scope: !26, file: !2, line: 31, type: !33)
!61 = !DILocalVariable(name: "i", scope: !62, file: !2, line: 32, type: !29)
!62 = distinct !DILexicalBlock(scope: !26, file: !2, line: 32, column: 5)
!63 = distinct !DIAssignID()
!64 = !DILocation(line: 0, scope: !26)
!65 = !DILocation(line: 14, column: 5, scope: !26)
!66 = !DILocation(line: 14, column: 12, scope: !26)
!67 = distinct !DIAssignID()
!68 = distinct !DIAssignID()
!69 = distinct !DIAssignID()
!70 = distinct !DIAssignID()
!71 = distinct !DIAssignID()
!72 = distinct !DIAssignID()
!73 = distinct !DIAssignID()
!74 = !DILocation(line: 0, scope: !38)
!75 = !DILocation(line: 16, column: 5, scope: !38)
!76 = !{!77, !77, i64 0}
!77 = !{!"double", !78, i64 0}
!78 = !{!"omnipotent char", !79, i64 0}
!79 = !{!"Simple C/C++ TBAA"}
!80 = !DILocation(line: 0, scope: !40)
!81 = !DILocation(line: 17, column: 9, scope: !40)
!82 = !DILocation(line: 16, column: 29, scope: !42)
!83 = !DILocation(line: 16, column: 23, scope: !42)
!84 = distinct !{!84, !75, !85, !86}
!85 = !DILocation(line: 25, column: 5, scope: !38)
!86 = !{!"llvm.loop.mustprogress"}
!87 = !DILocation(line: 0, scope: !44)
!88 = !DILocation(line: 18, column: 34, scope: !44)
!89 = !DILocation(line: 19, column: 21, scope: !44)
!90 = !DILocation(line: 19, column: 35, scope: !44)
!91 = !DILocation(line: 19, column: 47, scope: !44)
!92 = !DILocation(line: 19, column: 33, scope: !44)
!93 = !DILocation(line: 19, column: 54, scope: !44)
!94 = !DILocation(line: 19, column: 66, scope: !44)
!95 = !DILocation(line: 19, column: 52, scope: !44)
!96 = !DILocation(line: 19, column: 73, scope: !44)
!97 = !DILocation(line: 19, column: 85, scope: !44)
!98 = !DILocation(line: 19, column: 71, scope: !44)
!99 = !DILocation(line: 19, column: 92, scope: !44)
!100 = !DILocation(line: 19, column: 104, scope: !44)
!101 = !DILocation(line: 19, column: 90, scope: !44)
!102 = !DILocation(line: 19, column: 111, scope: !44)
!103 = !DILocation(line: 19, column: 123, scope: !44)
!104 = !DILocation(line: 19, column: 109, scope: !44)
!105 = !DILocation(line: 20, column: 22, scope: !44)
!106 = !DILocation(line: 20, column: 37, scope: !44)
!107 = !DILocation(line: 20, column: 50, scope: !44)
!108 = !DILocation(line: 20, column: 35, scope: !44)
!109 = !DILocation(line: 20, column: 57, scope: !44)
!110 = !DILocation(line: 20, column: 70, scope: !44)
!111 = !DILocation(line: 20, column: 55, scope: !44)
!112 = !DILocation(line: 20, column: 77, scope: !44)
!113 = !DILocation(line: 20, column: 90, scope: !44)
!114 = !DILocation(line: 20, column: 75, scope: !44)
!115 = !DILocation(line: 20, column: 97, scope: !44)
!116 = !DILocation(line: 20, column: 110, scope: !44)
!117 = !DILocation(line: 20, column: 95, scope: !44)
!118 = !DILocation(line: 20, column: 117, scope: !44)
!119 = !DILocation(line: 20, column: 130, scope: !44)
!120 = !DILocation(line: 20, column: 115, scope: !44)
!121 = !DILocation(line: 21, column: 39, scope: !44)
!122 = !DILocation(line: 21, column: 22, scope: !44)
!123 = !DILocation(line: 21, column: 51, scope: !44)
!124 = !DILocation(line: 21, column: 78, scope: !44)
!125 = !DILocation(line: 21, column: 49, scope: !44)
!126 = !DILocation(line: 21, column: 85, scope: !44)
!127 = !DILocation(line: 21, column: 112, scope: !44)
!128 = !DILocation(line: 21, column: 83, scope: !44)
!129 = !DILocation(line: 21, column: 120, scope: !44)
!130 = !DILocation(line: 21, column: 147, scope: !44)
!131 = !DILocation(line: 21, column: 118, scope: !44)
!132 = !DILocation(line: 22, column: 94, scope: !44)
!133 = !DILocation(line: 22, column: 108, scope: !44)
!134 = !DILocation(line: 22, column: 122, scope: !44)
!135 = !DILocation(line: 22, column: 136, scope: !44)
!136 = !DILocation(line: 22, column: 150, scope: !44)
!137 = !DILocation(line: 22, column: 164, scope: !44)
!138 = !DILocation(line: 22, column: 13, scope: !44)
!139 = !DILocation(line: 23, column: 24, scope: !44)
!140 = !DILocation(line: 23, column: 19, scope: !44)
!141 = !DILocation(line: 17, column: 33, scope: !45)
!142 = !DILocation(line: 17, column: 27, scope: !45)
!143 = distinct !{!143, !81, !144, !86}
!144 = !DILocation(line: 24, column: 9, scope: !40)
!145 = !DILocation(line: 29, column: 5, scope: !26)
!146 = !DILocation(line: 33, column: 5, scope: !26)
!147 = !DILocation(line: 34, column: 18, scope: !26)
!148 = !DILocation(line: 35, column: 1, scope: !26)
!149 = distinct !DISubprogram(name: "br_lt", scope: !2, file: !2, line: 11, type: !150, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !152)
!150 = !DISubroutineType(types: !151)
!151 = !{!29, !33, !33}
!152 = !{!153, !154}
!153 = !DILocalVariable(name: "a", arg: 1, scope: !149, file: !2, line: 11, type: !33)
!154 = !DILocalVariable(name: "b", arg: 2, scope: !149, file: !2, line: 11, type: !33)
!155 = !DILocation(line: 0, scope: !149)
!156 = !DILocation(line: 11, column: 1, scope: !157)
!157 = distinct !DILexicalBlock(scope: !149, file: !2, line: 11, column: 1)
!158 = !DILocation(line: 11, column: 1, scope: !149)
!159 = distinct !DISubprogram(name: "br_le", scope: !2, file: !2, line: 11, type: !150, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !160)
!160 = !{!161, !162}
!161 = !DILocalVariable(name: "a", arg: 1, scope: !159, file: !2, line: 11, type: !33)
!162 = !DILocalVariable(name: "b", arg: 2, scope: !159, file: !2, line: 11, type: !33)
!163 = !DILocation(line: 0, scope: !159)
!164 = !DILocation(line: 11, column: 12, scope: !165)
!165 = distinct !DILexicalBlock(scope: !159, file: !2, line: 11, column: 12)
!166 = !DILocation(line: 11, column: 12, scope: !159)
!167 = distinct !DISubprogram(name: "br_gt", scope: !2, file: !2, line: 11, type: !150, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !168)
!168 = !{!169, !170}
!169 = !DILocalVariable(name: "a", arg: 1, scope: !167, file: !2, line: 11, type: !33)
!170 = !DILocalVariable(name: "b", arg: 2, scope: !167, file: !2, line: 11, type: !33)
!171 = !DILocation(line: 0, scope: !167)
!172 = !DILocation(line: 11, column: 24, scope: !173)
!173 = distinct !DILexicalBlock(scope: !167, file: !2, line: 11, column: 24)
!174 = !DILocation(line: 11, column: 24, scope: !167)
!175 = distinct !DISubprogram(name: "br_ge", scope: !2, file: !2, line: 11, type: !150, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !176)
!176 = !{!177, !178}
!177 = !DILocalVariable(name: "a", arg: 1, scope: !175, file: !2, line: 11, type: !33)
!178 = !DILocalVariable(name: "b", arg: 2, scope: !175, file: !2, line: 11, type: !33)
!179 = !DILocation(line: 0, scope: !175)
!180 = !DILocation(line: 11, column: 35, scope: !181)
!181 = distinct !DILexicalBlock(scope: !175, file: !2, line: 11, column: 35)
!182 = !DILocation(line: 11, column: 35, scope: !175)
!183 = distinct !DISubprogram(name: "br_eq", scope: !2, file: !2, line: 11, type: !150, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !184)
!184 = !{!185, !186}
!185 = !DILocalVariable(name: "a", arg: 1, scope: !183, file: !2, line: 11, type: !33)
!186 = !DILocalVariable(name: "b", arg: 2, scope: !183, file: !2, line: 11, type: !33)
!187 = !DILocation(line: 0, scope: !183)
!188 = !DILocation(line: 11, column: 47, scope: !189)
!189 = distinct !DILexicalBlock(scope: !183, file: !2, line: 11, column: 47)
!190 = !DILocation(line: 11, column: 47, scope: !183)
!191 = distinct !DISubprogram(name: "br_ne", scope: !2, file: !2, line: 11, type: !150, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !192)
!192 = !{!193, !194}
!193 = !DILocalVariable(name: "a", arg: 1, scope: !191, file: !2, line: 11, type: !33)
!194 = !DILocalVariable(name: "b", arg: 2, scope: !191, file: !2, line: 11, type: !33)
!195 = !DILocation(line: 0, scope: !191)
!196 = !DILocation(line: 11, column: 59, scope: !197)
!197 = distinct !DILexicalBlock(scope: !191, file: !2, line: 11, column: 59)
!198 = !DILocation(line: 11, column: 59, scope: !191)
!199 = distinct !DISubprogram(name: "nbr_lt", scope: !2, file: !2, line: 11, type: !150, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !200)
!200 = !{!201, !202}
!201 = !DILocalVariable(name: "a", arg: 1, scope: !199, file: !2, line: 11, type: !33)
!202 = !DILocalVariable(name: "b", arg: 2, scope: !199, file: !2, line: 11, type: !33)
!203 = !DILocation(line: 0, scope: !199)
!204 = !DILocation(line: 11, column: 1, scope: !205)
!205 = distinct !DILexicalBlock(scope: !199, file: !2, line: 11, column: 1)
!206 = !DILocation(line: 11, column: 1, scope: !199)
!207 = distinct !DISubprogram(name: "nbr_le", scope: !2, file: !2, line: 11, type: !150, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !208)
!208 = !{!209, !210}
!209 = !DILocalVariable(name: "a", arg: 1, scope: !207, file: !2, line: 11, type: !33)
!210 = !DILocalVariable(name: "b", arg: 2, scope: !207, file: !2, line: 11, type: !33)
!211 = !DILocation(line: 0, scope: !207)
!212 = !DILocation(line: 11, column: 12, scope: !213)
!213 = distinct !DILexicalBlock(scope: !207, file: !2, line: 11, column: 12)
!214 = !DILocation(line: 11, column: 12, scope: !207)
!215 = distinct !DISubprogram(name: "nbr_gt", scope: !2, file: !2, line: 11, type: !150, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !216)
!216 = !{!217, !218}
!217 = !DILocalVariable(name: "a", arg: 1, scope: !215, file: !2, line: 11, type: !33)
!218 = !DILocalVariable(name: "b", arg: 2, scope: !215, file: !2, line: 11, type: !33)
!219 = !DILocation(line: 0, scope: !215)
!220 = !DILocation(line: 11, column: 24, scope: !221)
!221 = distinct !DILexicalBlock(scope: !215, file: !2, line: 11, column: 24)
!222 = !DILocation(line: 11, column: 24, scope: !215)
!223 = distinct !DISubprogram(name: "nbr_ge", scope: !2, file: !2, line: 11, type: !150, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !224)
!224 = !{!225, !226}
!225 = !DILocalVariable(name: "a", arg: 1, scope: !223, file: !2, line: 11, type: !33)
!226 = !DILocalVariable(name: "b", arg: 2, scope: !223, file: !2, line: 11, type: !33)
!227 = !DILocation(line: 0, scope: !223)
!228 = !DILocation(line: 11, column: 35, scope: !229)
!229 = distinct !DILexicalBlock(scope: !223, file: !2, line: 11, column: 35)
!230 = !DILocation(line: 11, column: 35, scope: !223)
!231 = distinct !DISubprogram(name: "nbr_eq", scope: !2, file: !2, line: 11, type: !150, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !232)
!232 = !{!233, !234}
!233 = !DILocalVariable(name: "a", arg: 1, scope: !231, file: !2, line: 11, type: !33)
!234 = !DILocalVariable(name: "b", arg: 2, scope: !231, file: !2, line: 11, type: !33)
!235 = !DILocation(line: 0, scope: !231)
!236 = !DILocation(line: 11, column: 47, scope: !237)
!237 = distinct !DILexicalBlock(scope: !231, file: !2, line: 11, column: 47)
!238 = !DILocation(line: 11, column: 47, scope: !231)
!239 = distinct !DISubprogram(name: "nbr_ne", scope: !2, file: !2, line: 11, type: !150, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !240)
!240 = !{!241, !242}
!241 = !DILocalVariable(name: "a", arg: 1, scope: !239, file: !2, line: 11, type: !33)
!242 = !DILocalVariable(name: "b", arg: 2, scope: !239, file: !2, line: 11, type: !33)
!243 = !DILocation(line: 0, scope: !239)
!244 = !DILocation(line: 11, column: 59, scope: !245)
!245 = distinct !DILexicalBlock(scope: !239, file: !2, line: 11, column: 59)
!246 = !DILocation(line: 11, column: 59, scope: !239)
!247 = distinct !DISubprogram(name: "fbr_lt", scope: !2, file: !2, line: 11, type: !248, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !250)
!248 = !DISubroutineType(types: !249)
!249 = !{!29, !16, !16}
!250 = !{!251, !252}
!251 = !DILocalVariable(name: "a", arg: 1, scope: !247, file: !2, line: 11, type: !16)
!252 = !DILocalVariable(name: "b", arg: 2, scope: !247, file: !2, line: 11, type: !16)
!253 = !DILocation(line: 0, scope: !247)
!254 = !DILocation(line: 11, column: 1, scope: !247)
!255 = distinct !DISubprogram(name: "fbr_le", scope: !2, file: !2, line: 11, type: !248, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !256)
!256 = !{!257, !258}
!257 = !DILocalVariable(name: "a", arg: 1, scope: !255, file: !2, line: 11, type: !16)
!258 = !DILocalVariable(name: "b", arg: 2, scope: !255, file: !2, line: 11, type: !16)
!259 = !DILocation(line: 0, scope: !255)
!260 = !DILocation(line: 11, column: 12, scope: !255)
!261 = distinct !DISubprogram(name: "fbr_eq", scope: !2, file: !2, line: 11, type: !248, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !262)
!262 = !{!263, !264}
!263 = !DILocalVariable(name: "a", arg: 1, scope: !261, file: !2, line: 11, type: !16)
!264 = !DILocalVariable(name: "b", arg: 2, scope: !261, file: !2, line: 11, type: !16)
!265 = !DILocation(line: 0, scope: !261)
!266 = !DILocation(line: 11, column: 47, scope: !261)
!267 = distinct !DISubprogram(name: "fbr_ne", scope: !2, file: !2, line: 11, type: !248, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !268)
!268 = !{!269, !270}
!269 = !DILocalVariable(name: "a", arg: 1, scope: !267, file: !2, line: 11, type: !16)
!270 = !DILocalVariable(name: "b", arg: 2, scope: !267, file: !2, line: 11, type: !16)
!271 = !DILocation(line: 0, scope: !267)
!272 = !DILocation(line: 11, column: 59, scope: !267)
!273 = !DISubprogram(name: "printf", scope: !274, file: !274, line: 356, type: !275, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!274 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!275 = !DISubroutineType(types: !276)
!276 = !{!29, !277, null}
!277 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !278)
!278 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !279, size: 64)
!279 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!280 = distinct !DISubprogram(name: "sel_lt", scope: !2, file: !2, line: 11, type: !281, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !283)
!281 = !DISubroutineType(types: !282)
!282 = !{!33, !33, !33}
!283 = !{!284, !285}
!284 = !DILocalVariable(name: "a", arg: 1, scope: !280, file: !2, line: 11, type: !33)
!285 = !DILocalVariable(name: "b", arg: 2, scope: !280, file: !2, line: 11, type: !33)
!286 = !DILocation(line: 0, scope: !280)
!287 = !DILocation(line: 11, column: 1, scope: !280)
!288 = distinct !DISubprogram(name: "sel_le", scope: !2, file: !2, line: 11, type: !281, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !289)
!289 = !{!290, !291}
!290 = !DILocalVariable(name: "a", arg: 1, scope: !288, file: !2, line: 11, type: !33)
!291 = !DILocalVariable(name: "b", arg: 2, scope: !288, file: !2, line: 11, type: !33)
!292 = !DILocation(line: 0, scope: !288)
!293 = !DILocation(line: 11, column: 12, scope: !288)
!294 = distinct !DISubprogram(name: "sel_gt", scope: !2, file: !2, line: 11, type: !281, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !295)
!295 = !{!296, !297}
!296 = !DILocalVariable(name: "a", arg: 1, scope: !294, file: !2, line: 11, type: !33)
!297 = !DILocalVariable(name: "b", arg: 2, scope: !294, file: !2, line: 11, type: !33)
!298 = !DILocation(line: 0, scope: !294)
!299 = !DILocation(line: 11, column: 24, scope: !294)
!300 = distinct !DISubprogram(name: "sel_ge", scope: !2, file: !2, line: 11, type: !281, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !301)
!301 = !{!302, !303}
!302 = !DILocalVariable(name: "a", arg: 1, scope: !300, file: !2, line: 11, type: !33)
!303 = !DILocalVariable(name: "b", arg: 2, scope: !300, file: !2, line: 11, type: !33)
!304 = !DILocation(line: 0, scope: !300)
!305 = !DILocation(line: 11, column: 35, scope: !300)
!306 = distinct !DISubprogram(name: "sel_eq", scope: !2, file: !2, line: 11, type: !281, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !307)
!307 = !{!308, !309}
!308 = !DILocalVariable(name: "a", arg: 1, scope: !306, file: !2, line: 11, type: !33)
!309 = !DILocalVariable(name: "b", arg: 2, scope: !306, file: !2, line: 11, type: !33)
!310 = !DILocation(line: 0, scope: !306)
!311 = !DILocation(line: 11, column: 47, scope: !306)
!312 = distinct !DISubprogram(name: "sel_ne", scope: !2, file: !2, line: 11, type: !281, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !313)
!313 = !{!314, !315}
!314 = !DILocalVariable(name: "a", arg: 1, scope: !312, file: !2, line: 11, type: !33)
!315 = !DILocalVariable(name: "b", arg: 2, scope: !312, file: !2, line: 11, type: !33)
!316 = !DILocation(line: 0, scope: !312)
!317 = !DILocation(line: 11, column: 59, scope: !312)
