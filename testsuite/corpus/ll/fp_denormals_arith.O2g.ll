; ModuleID = 'programs/fp_denormals_arith.c'
source_filename = "programs/fp_denormals_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [16 x i8] c"DBL_MIN/2 = %a\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [19 x i8] c"DBL_MIN/2^52 = %a\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [19 x i8] c"DBL_MIN/2^53 = %a\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [53 x i8] c"TRUE_MIN*0.5 = %a, *0.75 = %a, *1.5 = %a, *2.5 = %a\0A\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [38 x i8] c"3*TRUE_MIN * 0.5 = %a (ties to even)\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [51 x i8] c"TRUE_MIN + TRUE_MIN = %a, DBL_MIN - TRUE_MIN = %a\0A\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [32 x i8] c"halvings of 1.0 until zero: %d\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [50 x i8] c"first subnormal after %d steps: %a fpclassify=%d\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [51 x i8] c"FLT_MIN/8 = %a, FLT_TRUE_MIN*0.5 = %a, *0.51 = %a\0A\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [25 x i8] c"float subnormal sum: %a\0A\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [82 x i8] c"f2d(FLT_TRUE_MIN) = %a, d2f(DBL_MIN) = %a, d2f(1e-40) = %a, d2f(1.5*2^-149) = %a\0A\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [47 x i8] c"d2f(0x1p-150) = %a, d2f(0x1.000001p-150) = %a\0A\00", align 1, !dbg !51
@.str.12 = private unnamed_addr constant [39 x i8] c"sum of i*TRUE_MIN = %a (= %.0f units)\0A\00", align 1, !dbg !56
@.str.13 = private unnamed_addr constant [22 x i8] c"compare: %d %d %d %d\0A\00", align 1, !dbg !61
@.str.14 = private unnamed_addr constant [20 x i8] c"isnormal: %d %d %d\0A\00", align 1, !dbg !66

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !84 {
  %1 = alloca double, align 8, !DIAssignID !100
    #dbg_assign(i1 undef, !89, !DIExpression(), !100, ptr %1, !DIExpression(), !101)
  %2 = alloca double, align 8, !DIAssignID !102
    #dbg_assign(i1 undef, !91, !DIExpression(), !102, ptr %2, !DIExpression(), !101)
  %3 = alloca float, align 4, !DIAssignID !103
    #dbg_assign(i1 undef, !92, !DIExpression(), !103, ptr %3, !DIExpression(), !101)
  %4 = alloca float, align 4, !DIAssignID !104
    #dbg_assign(i1 undef, !94, !DIExpression(), !104, ptr %4, !DIExpression(), !101)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1), !dbg !105
  store volatile double 0x10000000000000, ptr %1, align 8, !dbg !106, !tbaa !107, !DIAssignID !111
    #dbg_assign(double 0x10000000000000, !89, !DIExpression(), !111, ptr %1, !DIExpression(), !101)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2), !dbg !105
  store volatile double 4.940660e-324, ptr %2, align 8, !dbg !112, !tbaa !107, !DIAssignID !113
    #dbg_assign(double 4.940660e-324, !91, !DIExpression(), !113, ptr %2, !DIExpression(), !101)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3), !dbg !114
  store volatile float 0x3810000000000000, ptr %3, align 4, !dbg !115, !tbaa !116, !DIAssignID !118
    #dbg_assign(float 0x3810000000000000, !92, !DIExpression(), !118, ptr %3, !DIExpression(), !101)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4), !dbg !114
  store volatile float 0x36A0000000000000, ptr %4, align 4, !dbg !119, !tbaa !116, !DIAssignID !120
    #dbg_assign(float 0x36A0000000000000, !94, !DIExpression(), !120, ptr %4, !DIExpression(), !101)
  %5 = load volatile double, ptr %1, align 8, !dbg !121, !tbaa !107
  %6 = tail call fastcc double @dv(double noundef %5, double noundef 2.000000e+00), !dbg !122
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %6), !dbg !123
  %8 = load volatile double, ptr %1, align 8, !dbg !124, !tbaa !107
  %9 = tail call fastcc double @dv(double noundef %8, double noundef 0x4330000000000000), !dbg !125
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %9), !dbg !126
  %11 = load volatile double, ptr %1, align 8, !dbg !127, !tbaa !107
  %12 = tail call fastcc double @dv(double noundef %11, double noundef 0x4340000000000000), !dbg !128
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %12), !dbg !129
  %14 = load volatile double, ptr %2, align 8, !dbg !130, !tbaa !107
  %15 = tail call fastcc double @mul(double noundef %14, double noundef 5.000000e-01), !dbg !131
  %16 = load volatile double, ptr %2, align 8, !dbg !132, !tbaa !107
  %17 = tail call fastcc double @mul(double noundef %16, double noundef 7.500000e-01), !dbg !133
  %18 = load volatile double, ptr %2, align 8, !dbg !134, !tbaa !107
  %19 = tail call fastcc double @mul(double noundef %18, double noundef 1.500000e+00), !dbg !135
  %20 = load volatile double, ptr %2, align 8, !dbg !136, !tbaa !107
  %21 = tail call fastcc double @mul(double noundef %20, double noundef 2.500000e+00), !dbg !137
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %15, double noundef %17, double noundef %19, double noundef %21), !dbg !138
  %23 = load volatile double, ptr %2, align 8, !dbg !139, !tbaa !107
  %24 = fmul double %23, 3.000000e+00, !dbg !140
  %25 = tail call fastcc double @mul(double noundef %24, double noundef 5.000000e-01), !dbg !141
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %25), !dbg !142
  %27 = load volatile double, ptr %2, align 8, !dbg !143, !tbaa !107
  %28 = load volatile double, ptr %2, align 8, !dbg !144, !tbaa !107
  %29 = tail call fastcc double @add(double noundef %27, double noundef %28), !dbg !145
  %30 = load volatile double, ptr %1, align 8, !dbg !146, !tbaa !107
  %31 = load volatile double, ptr %2, align 8, !dbg !147, !tbaa !107
  %32 = fneg double %31, !dbg !148
  %33 = tail call fastcc double @add(double noundef %30, double noundef %32), !dbg !149
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %29, double noundef %33), !dbg !150
    #dbg_value(double 1.000000e+00, !95, !DIExpression(), !101)
    #dbg_value(i32 0, !96, !DIExpression(), !101)
  br label %35, !dbg !151

35:                                               ; preds = %0, %35
  %36 = phi i32 [ 0, %0 ], [ %39, %35 ]
  %37 = phi double [ 1.000000e+00, %0 ], [ %38, %35 ]
    #dbg_value(i32 %36, !96, !DIExpression(), !101)
    #dbg_value(double %37, !95, !DIExpression(), !101)
  %38 = tail call fastcc double @mul(double noundef %37, double noundef 5.000000e-01), !dbg !152
    #dbg_value(double %38, !95, !DIExpression(), !101)
  %39 = add nuw nsw i32 %36, 1, !dbg !154
    #dbg_value(i32 %39, !96, !DIExpression(), !101)
  %40 = fcmp ogt double %38, 0.000000e+00, !dbg !155
  br i1 %40, label %35, label %41, !dbg !151, !llvm.loop !156

41:                                               ; preds = %35
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %39), !dbg !159
    #dbg_value(double 1.000000e+00, !95, !DIExpression(), !101)
    #dbg_value(i32 0, !96, !DIExpression(), !101)
  br label %43, !dbg !160

43:                                               ; preds = %41, %43
  %44 = phi i32 [ 0, %41 ], [ %47, %43 ]
  %45 = phi double [ 1.000000e+00, %41 ], [ %46, %43 ]
    #dbg_value(i32 %44, !96, !DIExpression(), !101)
    #dbg_value(double %45, !95, !DIExpression(), !101)
  %46 = tail call fastcc double @mul(double noundef %45, double noundef 0x3FE6666666666666), !dbg !161
    #dbg_value(double %46, !95, !DIExpression(), !101)
  %47 = add nuw nsw i32 %44, 1, !dbg !163
    #dbg_value(i32 %47, !96, !DIExpression(), !101)
  %48 = fcmp ult double %46, 0x10000000000000, !dbg !164
  br i1 %48, label %49, label %43, !dbg !160, !llvm.loop !165

49:                                               ; preds = %43
  %50 = fcmp ueq double %46, 0.000000e+00, !dbg !167
  br i1 %50, label %51, label %117, !dbg !167

51:                                               ; preds = %120, %117, %49
  %52 = phi i32 [ 0, %49 ], [ 0, %117 ], [ %122, %120 ], !dbg !167
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %47, double noundef %46, i32 noundef %52), !dbg !168
  %54 = load volatile float, ptr %3, align 4, !dbg !169, !tbaa !116
  %55 = tail call fastcc float @mulf(float noundef %54, float noundef 1.250000e-01), !dbg !170
  %56 = fpext float %55 to double, !dbg !171
  %57 = load volatile float, ptr %4, align 4, !dbg !172, !tbaa !116
  %58 = tail call fastcc float @mulf(float noundef %57, float noundef 5.000000e-01), !dbg !173
  %59 = fpext float %58 to double, !dbg !174
  %60 = load volatile float, ptr %4, align 4, !dbg !175, !tbaa !116
  %61 = tail call fastcc float @mulf(float noundef %60, float noundef 0x3FE051EB80000000), !dbg !176
  %62 = fpext float %61 to double, !dbg !177
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %56, double noundef %59, double noundef %62), !dbg !178
  %64 = load volatile float, ptr %4, align 4, !dbg !179, !tbaa !116
  %65 = load volatile float, ptr %3, align 4, !dbg !180, !tbaa !116
  %66 = tail call fastcc float @mulf(float noundef %65, float noundef 5.000000e-01), !dbg !181
  %67 = tail call fastcc float @addf(float noundef %64, float noundef %66), !dbg !182
  %68 = fpext float %67 to double, !dbg !183
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %68), !dbg !184
  %70 = load volatile float, ptr %4, align 4, !dbg !185, !tbaa !116
  %71 = tail call fastcc double @f2d(float noundef %70), !dbg !186
  %72 = load volatile double, ptr %1, align 8, !dbg !187, !tbaa !107
  %73 = tail call fastcc float @d2f(double noundef %72), !dbg !188
  %74 = fpext float %73 to double, !dbg !189
  %75 = tail call fastcc float @d2f(double noundef 0x37A16C262777579C), !dbg !190
  %76 = fpext float %75 to double, !dbg !191
  %77 = tail call fastcc float @d2f(double noundef 0x36A8000000000000), !dbg !192
  %78 = fpext float %77 to double, !dbg !193
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %71, double noundef %74, double noundef %76, double noundef %78), !dbg !194
  %80 = tail call fastcc float @d2f(double noundef 0x3690000000000000), !dbg !195
  %81 = fpext float %80 to double, !dbg !196
  %82 = tail call fastcc float @d2f(double noundef 0x3690000010000000), !dbg !197
  %83 = fpext float %82 to double, !dbg !198
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef %81, double noundef %83), !dbg !199
    #dbg_value(double 0.000000e+00, !97, !DIExpression(), !101)
    #dbg_value(i32 1, !98, !DIExpression(), !200)
  br label %123, !dbg !201

85:                                               ; preds = %123
  %86 = load volatile double, ptr %2, align 8, !dbg !202, !tbaa !107
  %87 = fdiv double %129, %86, !dbg !203
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef %129, double noundef %87), !dbg !204
  %89 = load volatile double, ptr %2, align 8, !dbg !205, !tbaa !107
  %90 = fcmp ogt double %89, 0.000000e+00, !dbg !206
  %91 = zext i1 %90 to i32, !dbg !206
  %92 = load volatile double, ptr %2, align 8, !dbg !207, !tbaa !107
  %93 = fcmp ogt double %92, 0.000000e+00, !dbg !208
  %94 = zext i1 %93 to i32, !dbg !208
  %95 = load volatile double, ptr %2, align 8, !dbg !209, !tbaa !107
  %96 = load volatile double, ptr %2, align 8, !dbg !210, !tbaa !107
  %97 = tail call fastcc double @mul(double noundef %96, double noundef 1.000000e+00), !dbg !211
  %98 = fcmp oeq double %95, %97, !dbg !212
  %99 = zext i1 %98 to i32, !dbg !212
  %100 = load volatile double, ptr %2, align 8, !dbg !213, !tbaa !107
  %101 = tail call fastcc double @dv(double noundef %100, double noundef 2.000000e+00), !dbg !214
  %102 = fcmp oeq double %101, 0.000000e+00, !dbg !215
  %103 = zext i1 %102 to i32, !dbg !215
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %91, i32 noundef %94, i32 noundef %99, i32 noundef %103), !dbg !216
  %105 = load volatile double, ptr %1, align 8, !dbg !217, !tbaa !107
  %106 = tail call i1 @llvm.is.fpclass.f64(double %105, i32 264), !dbg !217
  %107 = zext i1 %106 to i32, !dbg !217
  %108 = load volatile double, ptr %1, align 8, !dbg !218, !tbaa !107
  %109 = tail call fastcc double @dv(double noundef %108, double noundef 2.000000e+00), !dbg !218
  %110 = tail call i1 @llvm.is.fpclass.f64(double %109, i32 264), !dbg !218
  %111 = zext i1 %110 to i32, !dbg !218
  %112 = load volatile double, ptr %1, align 8, !dbg !219, !tbaa !107
  %113 = fmul double %112, 0.000000e+00, !dbg !219
  %114 = tail call i1 @llvm.is.fpclass.f64(double %113, i32 264), !dbg !219
  %115 = zext i1 %114 to i32, !dbg !219
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %107, i32 noundef %111, i32 noundef %115), !dbg !220
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4), !dbg !221
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3), !dbg !221
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2), !dbg !221
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !221
  ret i32 %47, !dbg !222

117:                                              ; preds = %49
  %118 = tail call double @llvm.fabs.f64(double %46) #5, !dbg !167
  %119 = fcmp oeq double %118, 0x7FF0000000000000, !dbg !167
  br i1 %119, label %51, label %120, !dbg !167

120:                                              ; preds = %117
  %121 = fcmp olt double %118, 0x10000000000000, !dbg !167
  %122 = zext i1 %121 to i32, !dbg !223
  br label %51, !dbg !167

123:                                              ; preds = %51, %123
  %124 = phi i32 [ 1, %51 ], [ %130, %123 ]
  %125 = phi double [ 0.000000e+00, %51 ], [ %129, %123 ]
    #dbg_value(i32 %124, !98, !DIExpression(), !200)
    #dbg_value(double %125, !97, !DIExpression(), !101)
  %126 = load volatile double, ptr %2, align 8, !dbg !224, !tbaa !107
  %127 = uitofp nneg i32 %124 to double, !dbg !226
  %128 = tail call fastcc double @mul(double noundef %126, double noundef %127), !dbg !227
  %129 = tail call fastcc double @add(double noundef %125, double noundef %128), !dbg !228
    #dbg_value(double %129, !97, !DIExpression(), !101)
  %130 = add nuw nsw i32 %124, 1, !dbg !229
    #dbg_value(i32 %130, !98, !DIExpression(), !200)
  %131 = icmp eq i32 %130, 1001, !dbg !230
  br i1 %131, label %85, label %123, !dbg !201, !llvm.loop !231
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !233 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @dv(double noundef %0, double noundef %1) unnamed_addr #3 !dbg !240 {
    #dbg_value(double %0, !244, !DIExpression(), !246)
    #dbg_value(double %1, !245, !DIExpression(), !246)
  %3 = fdiv double %0, %1, !dbg !247
  ret double %3, !dbg !248
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @mul(double noundef %0, double noundef %1) unnamed_addr #3 !dbg !249 {
    #dbg_value(double %0, !251, !DIExpression(), !253)
    #dbg_value(double %1, !252, !DIExpression(), !253)
  %3 = fmul double %0, %1, !dbg !254
  ret double %3, !dbg !255
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @add(double noundef %0, double noundef %1) unnamed_addr #3 !dbg !256 {
    #dbg_value(double %0, !258, !DIExpression(), !260)
    #dbg_value(double %1, !259, !DIExpression(), !260)
  %3 = fadd double %0, %1, !dbg !261
  ret double %3, !dbg !262
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @mulf(float noundef %0, float noundef %1) unnamed_addr #3 !dbg !263 {
    #dbg_value(float %0, !267, !DIExpression(), !269)
    #dbg_value(float %1, !268, !DIExpression(), !269)
  %3 = fmul float %0, %1, !dbg !270
  ret float %3, !dbg !271
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @addf(float noundef %0, float noundef %1) unnamed_addr #3 !dbg !272 {
    #dbg_value(float %0, !274, !DIExpression(), !276)
    #dbg_value(float %1, !275, !DIExpression(), !276)
  %3 = fadd float %0, %1, !dbg !277
  ret float %3, !dbg !278
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @f2d(float noundef %0) unnamed_addr #3 !dbg !279 {
    #dbg_value(float %0, !282, !DIExpression(), !283)
  %2 = fpext float %0 to double, !dbg !284
  ret double %2, !dbg !285
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @d2f(double noundef %0) unnamed_addr #3 !dbg !286 {
    #dbg_value(double %0, !290, !DIExpression(), !291)
  %2 = fptrunc double %0 to float, !dbg !292
  ret float %2, !dbg !293
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { memory(none) }

!llvm.dbg.cu = !{!71}
!llvm.module.flags = !{!76, !77, !78, !79, !80, !81, !82}
!llvm.ident = !{!83}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/fp_denormals_arith.c", directory: ".", checksumkind: CSK_MD5, checksum: "0609b9fc0a921f5e0f1c4742a1cfa9f7")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 16)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 19)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 424, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 53)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 38)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 408, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 51)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 32)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 400, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 50)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !26, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 25)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 656, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 82)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 376, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 47)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 312, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 39)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 22)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 20)
!71 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !72, globals: !75, splitDebugInlining: false, nameTableKind: None)
!72 = !{!73, !74}
!73 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!74 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!75 = !{!0, !7, !12, !14, !19, !24, !29, !34, !39, !41, !46, !51, !56, !61, !66}
!76 = !{i32 7, !"Dwarf Version", i32 5}
!77 = !{i32 2, !"Debug Info Version", i32 3}
!78 = !{i32 1, !"wchar_size", i32 4}
!79 = !{i32 8, !"PIC Level", i32 2}
!80 = !{i32 7, !"PIE Level", i32 2}
!81 = !{i32 7, !"uwtable", i32 2}
!82 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!83 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!84 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 18, type: !85, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !88)
!85 = !DISubroutineType(types: !86)
!86 = !{!87}
!87 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!88 = !{!89, !91, !92, !94, !95, !96, !97, !98}
!89 = !DILocalVariable(name: "dmin", scope: !84, file: !2, line: 19, type: !90)
!90 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !73)
!91 = !DILocalVariable(name: "dtm", scope: !84, file: !2, line: 19, type: !90)
!92 = !DILocalVariable(name: "fmin_", scope: !84, file: !2, line: 20, type: !93)
!93 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !74)
!94 = !DILocalVariable(name: "ftm", scope: !84, file: !2, line: 20, type: !93)
!95 = !DILocalVariable(name: "x", scope: !84, file: !2, line: 27, type: !73)
!96 = !DILocalVariable(name: "steps", scope: !84, file: !2, line: 27, type: !87)
!97 = !DILocalVariable(name: "s", scope: !84, file: !2, line: 37, type: !73)
!98 = !DILocalVariable(name: "i", scope: !99, file: !2, line: 37, type: !87)
!99 = distinct !DILexicalBlock(scope: !84, file: !2, line: 37, column: 19)
!100 = distinct !DIAssignID()
!101 = !DILocation(line: 0, scope: !84)
!102 = distinct !DIAssignID()
!103 = distinct !DIAssignID()
!104 = distinct !DIAssignID()
!105 = !DILocation(line: 19, column: 5, scope: !84)
!106 = !DILocation(line: 19, column: 21, scope: !84)
!107 = !{!108, !108, i64 0}
!108 = !{!"double", !109, i64 0}
!109 = !{!"omnipotent char", !110, i64 0}
!110 = !{!"Simple C/C++ TBAA"}
!111 = distinct !DIAssignID()
!112 = !DILocation(line: 19, column: 37, scope: !84)
!113 = distinct !DIAssignID()
!114 = !DILocation(line: 20, column: 5, scope: !84)
!115 = !DILocation(line: 20, column: 20, scope: !84)
!116 = !{!117, !117, i64 0}
!117 = !{!"float", !109, i64 0}
!118 = distinct !DIAssignID()
!119 = !DILocation(line: 20, column: 37, scope: !84)
!120 = distinct !DIAssignID()
!121 = !DILocation(line: 21, column: 35, scope: !84)
!122 = !DILocation(line: 21, column: 32, scope: !84)
!123 = !DILocation(line: 21, column: 5, scope: !84)
!124 = !DILocation(line: 22, column: 38, scope: !84)
!125 = !DILocation(line: 22, column: 35, scope: !84)
!126 = !DILocation(line: 22, column: 5, scope: !84)
!127 = !DILocation(line: 23, column: 38, scope: !84)
!128 = !DILocation(line: 23, column: 35, scope: !84)
!129 = !DILocation(line: 23, column: 5, scope: !84)
!130 = !DILocation(line: 24, column: 73, scope: !84)
!131 = !DILocation(line: 24, column: 69, scope: !84)
!132 = !DILocation(line: 24, column: 88, scope: !84)
!133 = !DILocation(line: 24, column: 84, scope: !84)
!134 = !DILocation(line: 24, column: 104, scope: !84)
!135 = !DILocation(line: 24, column: 100, scope: !84)
!136 = !DILocation(line: 24, column: 119, scope: !84)
!137 = !DILocation(line: 24, column: 115, scope: !84)
!138 = !DILocation(line: 24, column: 5, scope: !84)
!139 = !DILocation(line: 25, column: 62, scope: !84)
!140 = !DILocation(line: 25, column: 60, scope: !84)
!141 = !DILocation(line: 25, column: 54, scope: !84)
!142 = !DILocation(line: 25, column: 5, scope: !84)
!143 = !DILocation(line: 26, column: 71, scope: !84)
!144 = !DILocation(line: 26, column: 76, scope: !84)
!145 = !DILocation(line: 26, column: 67, scope: !84)
!146 = !DILocation(line: 26, column: 86, scope: !84)
!147 = !DILocation(line: 26, column: 93, scope: !84)
!148 = !DILocation(line: 26, column: 92, scope: !84)
!149 = !DILocation(line: 26, column: 82, scope: !84)
!150 = !DILocation(line: 26, column: 5, scope: !84)
!151 = !DILocation(line: 28, column: 5, scope: !84)
!152 = !DILocation(line: 28, column: 25, scope: !153)
!153 = distinct !DILexicalBlock(scope: !84, file: !2, line: 28, column: 19)
!154 = !DILocation(line: 28, column: 43, scope: !153)
!155 = !DILocation(line: 28, column: 14, scope: !84)
!156 = distinct !{!156, !151, !157, !158}
!157 = !DILocation(line: 28, column: 47, scope: !84)
!158 = !{!"llvm.loop.mustprogress"}
!159 = !DILocation(line: 29, column: 5, scope: !84)
!160 = !DILocation(line: 31, column: 5, scope: !84)
!161 = !DILocation(line: 31, column: 32, scope: !162)
!162 = distinct !DILexicalBlock(scope: !84, file: !2, line: 31, column: 26)
!163 = !DILocation(line: 31, column: 50, scope: !162)
!164 = !DILocation(line: 31, column: 14, scope: !84)
!165 = distinct !{!165, !160, !166, !158}
!166 = !DILocation(line: 31, column: 54, scope: !84)
!167 = !DILocation(line: 32, column: 76, scope: !84)
!168 = !DILocation(line: 32, column: 5, scope: !84)
!169 = !DILocation(line: 33, column: 80, scope: !84)
!170 = !DILocation(line: 33, column: 75, scope: !84)
!171 = !DILocation(line: 33, column: 67, scope: !84)
!172 = !DILocation(line: 33, column: 109, scope: !84)
!173 = !DILocation(line: 33, column: 104, scope: !84)
!174 = !DILocation(line: 33, column: 96, scope: !84)
!175 = !DILocation(line: 33, column: 134, scope: !84)
!176 = !DILocation(line: 33, column: 129, scope: !84)
!177 = !DILocation(line: 33, column: 121, scope: !84)
!178 = !DILocation(line: 33, column: 5, scope: !84)
!179 = !DILocation(line: 34, column: 54, scope: !84)
!180 = !DILocation(line: 34, column: 64, scope: !84)
!181 = !DILocation(line: 34, column: 59, scope: !84)
!182 = !DILocation(line: 34, column: 49, scope: !84)
!183 = !DILocation(line: 34, column: 41, scope: !84)
!184 = !DILocation(line: 34, column: 5, scope: !84)
!185 = !DILocation(line: 35, column: 102, scope: !84)
!186 = !DILocation(line: 35, column: 98, scope: !84)
!187 = !DILocation(line: 35, column: 120, scope: !84)
!188 = !DILocation(line: 35, column: 116, scope: !84)
!189 = !DILocation(line: 35, column: 108, scope: !84)
!190 = !DILocation(line: 35, column: 135, scope: !84)
!191 = !DILocation(line: 35, column: 127, scope: !84)
!192 = !DILocation(line: 35, column: 155, scope: !84)
!193 = !DILocation(line: 35, column: 147, scope: !84)
!194 = !DILocation(line: 35, column: 5, scope: !84)
!195 = !DILocation(line: 36, column: 71, scope: !84)
!196 = !DILocation(line: 36, column: 63, scope: !84)
!197 = !DILocation(line: 36, column: 94, scope: !84)
!198 = !DILocation(line: 36, column: 86, scope: !84)
!199 = !DILocation(line: 36, column: 5, scope: !84)
!200 = !DILocation(line: 0, scope: !99)
!201 = !DILocation(line: 37, column: 19, scope: !99)
!202 = !DILocation(line: 38, column: 62, scope: !84)
!203 = !DILocation(line: 38, column: 60, scope: !84)
!204 = !DILocation(line: 38, column: 5, scope: !84)
!205 = !DILocation(line: 39, column: 38, scope: !84)
!206 = !DILocation(line: 39, column: 42, scope: !84)
!207 = !DILocation(line: 39, column: 48, scope: !84)
!208 = !DILocation(line: 39, column: 52, scope: !84)
!209 = !DILocation(line: 39, column: 57, scope: !84)
!210 = !DILocation(line: 39, column: 68, scope: !84)
!211 = !DILocation(line: 39, column: 64, scope: !84)
!212 = !DILocation(line: 39, column: 61, scope: !84)
!213 = !DILocation(line: 39, column: 82, scope: !84)
!214 = !DILocation(line: 39, column: 79, scope: !84)
!215 = !DILocation(line: 39, column: 92, scope: !84)
!216 = !DILocation(line: 39, column: 5, scope: !84)
!217 = !DILocation(line: 40, column: 36, scope: !84)
!218 = !DILocation(line: 40, column: 52, scope: !84)
!219 = !DILocation(line: 40, column: 77, scope: !84)
!220 = !DILocation(line: 40, column: 5, scope: !84)
!221 = !DILocation(line: 42, column: 1, scope: !84)
!222 = !DILocation(line: 41, column: 5, scope: !84)
!223 = !DILocation(line: 32, column: 90, scope: !84)
!224 = !DILocation(line: 37, column: 66, scope: !225)
!225 = distinct !DILexicalBlock(scope: !99, file: !2, line: 37, column: 19)
!226 = !DILocation(line: 37, column: 71, scope: !225)
!227 = !DILocation(line: 37, column: 62, scope: !225)
!228 = !DILocation(line: 37, column: 55, scope: !225)
!229 = !DILocation(line: 37, column: 47, scope: !225)
!230 = !DILocation(line: 37, column: 37, scope: !225)
!231 = distinct !{!231, !201, !232, !158}
!232 = !DILocation(line: 37, column: 81, scope: !99)
!233 = !DISubprogram(name: "printf", scope: !234, file: !234, line: 356, type: !235, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!234 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!235 = !DISubroutineType(types: !236)
!236 = !{!87, !237, null}
!237 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !238)
!238 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !239, size: 64)
!239 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!240 = distinct !DISubprogram(name: "dv", scope: !2, file: !2, line: 11, type: !241, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !243)
!241 = !DISubroutineType(types: !242)
!242 = !{!73, !73, !73}
!243 = !{!244, !245}
!244 = !DILocalVariable(name: "a", arg: 1, scope: !240, file: !2, line: 11, type: !73)
!245 = !DILocalVariable(name: "b", arg: 2, scope: !240, file: !2, line: 11, type: !73)
!246 = !DILocation(line: 0, scope: !240)
!247 = !DILocation(line: 11, column: 75, scope: !240)
!248 = !DILocation(line: 11, column: 66, scope: !240)
!249 = distinct !DISubprogram(name: "mul", scope: !2, file: !2, line: 10, type: !241, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !250)
!250 = !{!251, !252}
!251 = !DILocalVariable(name: "a", arg: 1, scope: !249, file: !2, line: 10, type: !73)
!252 = !DILocalVariable(name: "b", arg: 2, scope: !249, file: !2, line: 10, type: !73)
!253 = !DILocation(line: 0, scope: !249)
!254 = !DILocation(line: 10, column: 76, scope: !249)
!255 = !DILocation(line: 10, column: 67, scope: !249)
!256 = distinct !DISubprogram(name: "add", scope: !2, file: !2, line: 12, type: !241, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !257)
!257 = !{!258, !259}
!258 = !DILocalVariable(name: "a", arg: 1, scope: !256, file: !2, line: 12, type: !73)
!259 = !DILocalVariable(name: "b", arg: 2, scope: !256, file: !2, line: 12, type: !73)
!260 = !DILocation(line: 0, scope: !256)
!261 = !DILocation(line: 12, column: 76, scope: !256)
!262 = !DILocation(line: 12, column: 67, scope: !256)
!263 = distinct !DISubprogram(name: "mulf", scope: !2, file: !2, line: 13, type: !264, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !266)
!264 = !DISubroutineType(types: !265)
!265 = !{!74, !74, !74}
!266 = !{!267, !268}
!267 = !DILocalVariable(name: "a", arg: 1, scope: !263, file: !2, line: 13, type: !74)
!268 = !DILocalVariable(name: "b", arg: 2, scope: !263, file: !2, line: 13, type: !74)
!269 = !DILocation(line: 0, scope: !263)
!270 = !DILocation(line: 13, column: 74, scope: !263)
!271 = !DILocation(line: 13, column: 65, scope: !263)
!272 = distinct !DISubprogram(name: "addf", scope: !2, file: !2, line: 14, type: !264, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !273)
!273 = !{!274, !275}
!274 = !DILocalVariable(name: "a", arg: 1, scope: !272, file: !2, line: 14, type: !74)
!275 = !DILocalVariable(name: "b", arg: 2, scope: !272, file: !2, line: 14, type: !74)
!276 = !DILocation(line: 0, scope: !272)
!277 = !DILocation(line: 14, column: 74, scope: !272)
!278 = !DILocation(line: 14, column: 65, scope: !272)
!279 = distinct !DISubprogram(name: "f2d", scope: !2, file: !2, line: 16, type: !280, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !281)
!280 = !DISubroutineType(types: !72)
!281 = !{!282}
!282 = !DILocalVariable(name: "f", arg: 1, scope: !279, file: !2, line: 16, type: !74)
!283 = !DILocation(line: 0, scope: !279)
!284 = !DILocation(line: 16, column: 63, scope: !279)
!285 = !DILocation(line: 16, column: 56, scope: !279)
!286 = distinct !DISubprogram(name: "d2f", scope: !2, file: !2, line: 15, type: !287, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !289)
!287 = !DISubroutineType(types: !288)
!288 = !{!74, !73}
!289 = !{!290}
!290 = !DILocalVariable(name: "d", arg: 1, scope: !286, file: !2, line: 15, type: !73)
!291 = !DILocation(line: 0, scope: !286)
!292 = !DILocation(line: 15, column: 63, scope: !286)
!293 = !DILocation(line: 15, column: 56, scope: !286)
