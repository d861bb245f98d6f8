; ModuleID = 'programs/float_rounding_arith.c'
source_filename = "programs/float_rounding_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@main.v = internal unnamed_addr global [10000 x double] zeroinitializer, align 16, !dbg !0
@main.fv = internal unnamed_addr global [10000 x float] zeroinitializer, align 16, !dbg !12
@.str = private unnamed_addr constant [36 x i8] c"naive %.17g kahan %.17g float %.9g\0A\00", align 1, !dbg !17
@.str.1 = private unnamed_addr constant [76 x i8] c"x=%.17g round=%g rint=%g nearbyint=%g floor=%g ceil=%g trunc=%g lround=%ld\0A\00", align 1, !dbg !23
@.str.2 = private unnamed_addr constant [29 x i8] c"fmod(%g,%g)=%g remainder=%g\0A\00", align 1, !dbg !28
@.str.3 = private unnamed_addr constant [24 x i8] c"0.1+0.2=%.17g eq0.3=%d\0A\00", align 1, !dbg !33
@.str.4 = private unnamed_addr constant [22 x i8] c"f 0.1+0.2=%.9g eq=%d\0A\00", align 1, !dbg !38
@.str.5 = private unnamed_addr constant [29 x i8] c"1+eps/2==1: %d 1+eps==1: %d\0A\00", align 1, !dbg !43
@.str.6 = private unnamed_addr constant [17 x i8] c"eps halvings %d\0A\00", align 1, !dbg !45
@.str.7 = private unnamed_addr constant [41 x i8] c"sqrt %.17g %.17g cbrt %.17g hypot %.17g\0A\00", align 1, !dbg !50
@.str.8 = private unnamed_addr constant [17 x i8] c"f 2^24+1 = %.1f\0A\00", align 1, !dbg !55
@.str.9 = private unnamed_addr constant [13 x i8] c"25! = %.17g\0A\00", align 1, !dbg !57
@.str.10 = private unnamed_addr constant [17 x i8] c"float div %a %a\0A\00", align 1, !dbg !62

; Function Attrs: nounwind uwtable
define dso_local range(i32 -255, 256) i32 @main() local_unnamed_addr #0 !dbg !2 {
  %1 = alloca double, align 8, !DIAssignID !105
    #dbg_assign(i1 undef, !83, !DIExpression(), !105, ptr %1, !DIExpression(), !106)
  %2 = alloca double, align 8, !DIAssignID !107
    #dbg_assign(i1 undef, !85, !DIExpression(), !107, ptr %2, !DIExpression(), !106)
  %3 = alloca float, align 4, !DIAssignID !108
    #dbg_assign(i1 undef, !86, !DIExpression(), !108, ptr %3, !DIExpression(), !106)
  %4 = alloca float, align 4, !DIAssignID !109
    #dbg_assign(i1 undef, !88, !DIExpression(), !109, ptr %4, !DIExpression(), !106)
  %5 = alloca double, align 8, !DIAssignID !110
    #dbg_assign(i1 undef, !89, !DIExpression(), !110, ptr %5, !DIExpression(), !106)
  %6 = alloca double, align 8
    #dbg_value(i32 0, !65, !DIExpression(), !111)
  br label %7, !dbg !112

7:                                                ; preds = %7, %0
  %8 = phi i64 [ 0, %0 ], [ %17, %7 ], !dbg !113
  %9 = phi <2 x i16> [ <i16 0, i16 1>, %0 ], [ %18, %7 ], !dbg !115
  %10 = urem <2 x i16> %9, <i16 13, i16 13>, !dbg !115
  %11 = add nuw nsw <2 x i16> %10, <i16 1, i16 1>, !dbg !117
  %12 = uitofp nneg <2 x i16> %11 to <2 x double>, !dbg !118
  %13 = fmul <2 x double> %12, <double 1.000000e-01, double 1.000000e-01>, !dbg !119
  %14 = getelementptr inbounds [10000 x double], ptr @main.v, i64 0, i64 %8, !dbg !120
  store <2 x double> %13, ptr %14, align 16, !dbg !121, !tbaa !122
  %15 = fptrunc <2 x double> %13 to <2 x float>, !dbg !126
  %16 = getelementptr inbounds [10000 x float], ptr @main.fv, i64 0, i64 %8, !dbg !127
  store <2 x float> %15, ptr %16, align 8, !dbg !128, !tbaa !129
  %17 = add nuw i64 %8, 2, !dbg !113
  %18 = add <2 x i16> %9, <i16 2, i16 2>, !dbg !115
  %19 = icmp eq i64 %17, 10000, !dbg !113
  br i1 %19, label %20, label %7, !dbg !113, !llvm.loop !131

20:                                               ; preds = %7
  %21 = tail call fastcc double @naive(), !dbg !136
  %22 = tail call fastcc double @kahan(), !dbg !137
  %23 = tail call fastcc float @fsum(), !dbg !138
  %24 = fpext float %23 to double, !dbg !139
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %21, double noundef %22, double noundef %24), !dbg !140
    #dbg_assign(i1 undef, !67, !DIExpression(), !141, ptr poison, !DIExpression(), !106)
    #dbg_value(i64 0, !71, !DIExpression(), !142)
    #dbg_value(double 2.500000e+00, !73, !DIExpression(), !143)
  %26 = tail call i64 @lround(double noundef 2.500000e+00) #8, !dbg !144
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 2.500000e+00, double noundef 3.000000e+00, double noundef 2.000000e+00, double noundef 2.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 2.000000e+00, i64 noundef %26), !dbg !145
    #dbg_value(i64 1, !71, !DIExpression(), !142)
    #dbg_value(double 3.500000e+00, !73, !DIExpression(), !143)
  %28 = tail call i64 @lround(double noundef 3.500000e+00) #8, !dbg !144
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 3.500000e+00, double noundef 4.000000e+00, double noundef 4.000000e+00, double noundef 4.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 3.000000e+00, i64 noundef %28), !dbg !145
    #dbg_value(i64 2, !71, !DIExpression(), !142)
    #dbg_value(double -2.500000e+00, !73, !DIExpression(), !143)
  %30 = tail call i64 @lround(double noundef -2.500000e+00) #8, !dbg !144
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef -2.500000e+00, double noundef -3.000000e+00, double noundef -2.000000e+00, double noundef -2.000000e+00, double noundef -3.000000e+00, double noundef -2.000000e+00, double noundef -2.000000e+00, i64 noundef %30), !dbg !145
    #dbg_value(i64 3, !71, !DIExpression(), !142)
    #dbg_value(double -5.000000e-01, !73, !DIExpression(), !143)
  %32 = tail call i64 @lround(double noundef -5.000000e-01) #8, !dbg !144
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef -5.000000e-01, double noundef -1.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -1.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, i64 noundef %32), !dbg !145
    #dbg_value(i64 4, !71, !DIExpression(), !142)
    #dbg_value(double 5.000000e-01, !73, !DIExpression(), !143)
  %34 = tail call i64 @lround(double noundef 5.000000e-01) #8, !dbg !144
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 5.000000e-01, double noundef 1.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 1.000000e+00, double noundef 0.000000e+00, i64 noundef %34), !dbg !145
    #dbg_value(i64 5, !71, !DIExpression(), !142)
    #dbg_value(double 0x3FF7FFFFFFFFFFFF, !73, !DIExpression(), !143)
  %36 = tail call i64 @lround(double noundef 0x3FF7FFFFFFFFFFFF) #8, !dbg !144
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 0x3FF7FFFFFFFFFFFF, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 1.000000e+00, i64 noundef %36), !dbg !145
    #dbg_value(i64 6, !71, !DIExpression(), !142)
    #dbg_value(double 1.000000e+16, !73, !DIExpression(), !143)
  %38 = tail call i64 @lround(double noundef 1.000000e+16) #8, !dbg !144
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 1.000000e+16, double noundef 1.000000e+16, double noundef 1.000000e+16, double noundef 1.000000e+16, double noundef 1.000000e+16, double noundef 1.000000e+16, double noundef 1.000000e+16, i64 noundef %38), !dbg !145
    #dbg_value(i64 7, !71, !DIExpression(), !142)
    #dbg_value(double -7.250000e+00, !73, !DIExpression(), !143)
  %40 = tail call i64 @lround(double noundef -7.250000e+00) #8, !dbg !144
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef -7.250000e+00, double noundef -7.000000e+00, double noundef -7.000000e+00, double noundef -7.000000e+00, double noundef -8.000000e+00, double noundef -7.000000e+00, double noundef -7.000000e+00, i64 noundef %40), !dbg !145
    #dbg_value(i64 8, !71, !DIExpression(), !142)
    #dbg_value(i64 0, !81, !DIExpression(), !146)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 1.000000e+01, double noundef 3.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00), !dbg !147
    #dbg_value(i64 1, !81, !DIExpression(), !146)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef -1.000000e+01, double noundef 3.000000e+00, double noundef -1.000000e+00, double noundef -1.000000e+00), !dbg !147
    #dbg_value(i64 2, !81, !DIExpression(), !146)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 1.000000e+01, double noundef -3.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00), !dbg !147
    #dbg_value(i64 3, !81, !DIExpression(), !146)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 5.500000e+00, double noundef 2.000000e+00, double noundef 1.500000e+00, double noundef -5.000000e-01), !dbg !147
    #dbg_value(i64 4, !81, !DIExpression(), !146)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef -5.500000e+00, double noundef 2.000000e+00, double noundef -1.500000e+00, double noundef 5.000000e-01), !dbg !147
    #dbg_value(i64 5, !81, !DIExpression(), !146)
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 1.000000e+300, double noundef 3.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00), !dbg !147
    #dbg_value(i64 6, !81, !DIExpression(), !146)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 7.000000e+00, double noundef 5.000000e-01, double noundef 0.000000e+00, double noundef 0.000000e+00), !dbg !147
    #dbg_value(i64 7, !81, !DIExpression(), !146)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1), !dbg !149
  store volatile double 1.000000e-01, ptr %1, align 8, !dbg !150, !tbaa !122, !DIAssignID !151
    #dbg_assign(double 1.000000e-01, !83, !DIExpression(), !151, ptr %1, !DIExpression(), !106)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2), !dbg !149
  store volatile double 2.000000e-01, ptr %2, align 8, !dbg !152, !tbaa !122, !DIAssignID !153
    #dbg_assign(double 2.000000e-01, !85, !DIExpression(), !153, ptr %2, !DIExpression(), !106)
  %49 = load volatile double, ptr %1, align 8, !dbg !154, !tbaa !122
  %50 = load volatile double, ptr %2, align 8, !dbg !155, !tbaa !122
  %51 = fadd double %49, %50, !dbg !156
  %52 = load volatile double, ptr %1, align 8, !dbg !157, !tbaa !122
  %53 = load volatile double, ptr %2, align 8, !dbg !158, !tbaa !122
  %54 = fadd double %52, %53, !dbg !159
  %55 = fcmp oeq double %54, 3.000000e-01, !dbg !160
  %56 = zext i1 %55 to i32, !dbg !160
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %51, i32 noundef %56), !dbg !161
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3), !dbg !162
  store volatile float 0x3FB99999A0000000, ptr %3, align 4, !dbg !163, !tbaa !129, !DIAssignID !164
    #dbg_assign(float 0x3FB99999A0000000, !86, !DIExpression(), !164, ptr %3, !DIExpression(), !106)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4), !dbg !162
  store volatile float 0x3FC99999A0000000, ptr %4, align 4, !dbg !165, !tbaa !129, !DIAssignID !166
    #dbg_assign(float 0x3FC99999A0000000, !88, !DIExpression(), !166, ptr %4, !DIExpression(), !106)
  %58 = load volatile float, ptr %3, align 4, !dbg !167, !tbaa !129
  %59 = load volatile float, ptr %4, align 4, !dbg !168, !tbaa !129
  %60 = fadd float %58, %59, !dbg !169
  %61 = fpext float %60 to double, !dbg !170
  %62 = load volatile float, ptr %3, align 4, !dbg !171, !tbaa !129
  %63 = load volatile float, ptr %4, align 4, !dbg !172, !tbaa !129
  %64 = fadd float %62, %63, !dbg !173
  %65 = fcmp oeq float %64, 0x3FD3333340000000, !dbg !174
  %66 = zext i1 %65 to i32, !dbg !174
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %61, i32 noundef %66), !dbg !175
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5), !dbg !176
  store volatile double 1.000000e+00, ptr %5, align 8, !dbg !177, !tbaa !122, !DIAssignID !178
    #dbg_assign(double 1.000000e+00, !89, !DIExpression(), !178, ptr %5, !DIExpression(), !106)
  %68 = load volatile double, ptr %5, align 8, !dbg !179, !tbaa !122
  %69 = fadd double %68, 0x3CA0000000000000, !dbg !180
  %70 = load volatile double, ptr %5, align 8, !dbg !181, !tbaa !122
  %71 = fcmp oeq double %69, %70, !dbg !182
  %72 = zext i1 %71 to i32, !dbg !182
  %73 = load volatile double, ptr %5, align 8, !dbg !183, !tbaa !122
  %74 = fadd double %73, 0x3CB0000000000000, !dbg !184
  %75 = load volatile double, ptr %5, align 8, !dbg !185, !tbaa !122
  %76 = fcmp oeq double %74, %75, !dbg !186
  %77 = zext i1 %76 to i32, !dbg !186
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %72, i32 noundef %77), !dbg !187
    #dbg_value(i32 poison, !91, !DIExpression(), !106)
    #dbg_value(double poison, !90, !DIExpression(), !106)
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 53), !dbg !188
  store double 2.700000e+01, ptr %6, align 8, !dbg !189, !tbaa !122
  %80 = load volatile double, ptr %6, align 8, !dbg !189, !tbaa !122
  %81 = tail call double @cbrt(double noundef %80) #9, !dbg !190
  %82 = tail call double @hypot(double noundef 3.000000e+200, double noundef 4.000000e+200) #8, !dbg !191
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x3FF6A09E667F3BCD, double noundef 0x1FC1297872D9CBAE, double noundef %81, double noundef %82), !dbg !192
    #dbg_value(float 0x4170000000000000, !92, !DIExpression(), !106)
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef 0x4170000000000000), !dbg !193
    #dbg_value(double 0x4529A940C33F6121, !93, !DIExpression(), !106)
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef 0x4529A940C33F6121), !dbg !194
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef 0x3FD5555560000000, double noundef 0x3FD5555555555555), !dbg !195
  %87 = tail call fastcc double @naive(), !dbg !196
  %88 = tail call double @llvm.round.f64(double %87), !dbg !197
  %89 = fptosi double %88 to i32, !dbg !198
  %90 = srem i32 %89, 256, !dbg !199
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5), !dbg !200
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4), !dbg !200
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3), !dbg !200
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2), !dbg !200
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !200
  ret i32 %90, !dbg !201
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !202 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc double @naive() unnamed_addr #3 !dbg !209 {
    #dbg_value(ptr @main.v, !215, !DIExpression(), !220)
    #dbg_value(i32 10000, !216, !DIExpression(), !220)
    #dbg_value(double 0.000000e+00, !217, !DIExpression(), !220)
    #dbg_value(i32 0, !218, !DIExpression(), !221)
  br label %2, !dbg !222

1:                                                ; preds = %2
  ret double %19, !dbg !223

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %20, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %19, %2 ]
    #dbg_value(i64 %3, !218, !DIExpression(), !221)
    #dbg_value(double %4, !217, !DIExpression(), !220)
  %5 = getelementptr inbounds double, ptr @main.v, i64 %3, !dbg !224
  %6 = load double, ptr %5, align 8, !dbg !224, !tbaa !122
  %7 = fadd double %4, %6, !dbg !226
    #dbg_value(double %7, !217, !DIExpression(), !220)
    #dbg_value(i64 %3, !218, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !221)
  %8 = getelementptr inbounds double, ptr getelementptr inbounds (i8, ptr @main.v, i64 8), i64 %3, !dbg !224
  %9 = load double, ptr %8, align 8, !dbg !224, !tbaa !122
  %10 = fadd double %7, %9, !dbg !226
    #dbg_value(double %10, !217, !DIExpression(), !220)
    #dbg_value(i64 %3, !218, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !221)
  %11 = getelementptr inbounds double, ptr getelementptr inbounds (i8, ptr @main.v, i64 16), i64 %3, !dbg !224
  %12 = load double, ptr %11, align 8, !dbg !224, !tbaa !122
  %13 = fadd double %10, %12, !dbg !226
    #dbg_value(double %13, !217, !DIExpression(), !220)
    #dbg_value(i64 %3, !218, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !221)
  %14 = getelementptr inbounds double, ptr getelementptr inbounds (i8, ptr @main.v, i64 24), i64 %3, !dbg !224
  %15 = load double, ptr %14, align 8, !dbg !224, !tbaa !122
  %16 = fadd double %13, %15, !dbg !226
    #dbg_value(double %16, !217, !DIExpression(), !220)
    #dbg_value(i64 %3, !218, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !221)
  %17 = getelementptr inbounds double, ptr getelementptr inbounds (i8, ptr @main.v, i64 32), i64 %3, !dbg !224
  %18 = load double, ptr %17, align 8, !dbg !224, !tbaa !122
  %19 = fadd double %16, %18, !dbg !226
    #dbg_value(double %19, !217, !DIExpression(), !220)
  %20 = add nuw nsw i64 %3, 5, !dbg !227
    #dbg_value(i64 %20, !218, !DIExpression(), !221)
  %21 = icmp eq i64 %20, 10000, !dbg !228
  br i1 %21, label %1, label %2, !dbg !222, !llvm.loop !229
}

; Function Attrs: nofree noinline norecurse nounwind memory(read, argmem: none, inaccessiblemem: readwrite) uwtable
define internal fastcc double @kahan() unnamed_addr #4 !dbg !231 {
  %1 = alloca double, align 8, !DIAssignID !243
    #dbg_assign(i1 undef, !239, !DIExpression(), !243, ptr %1, !DIExpression(), !244)
  %2 = alloca double, align 8, !DIAssignID !245
    #dbg_assign(i1 undef, !242, !DIExpression(), !245, ptr %2, !DIExpression(), !244)
    #dbg_value(ptr @main.v, !233, !DIExpression(), !246)
    #dbg_value(i32 10000, !234, !DIExpression(), !246)
    #dbg_value(double 0.000000e+00, !235, !DIExpression(), !246)
    #dbg_value(double 0.000000e+00, !236, !DIExpression(), !246)
    #dbg_value(i32 0, !237, !DIExpression(), !247)
  br label %4, !dbg !248

3:                                                ; preds = %4
  ret double %28, !dbg !249

4:                                                ; preds = %4, %0
  %5 = phi i64 [ 0, %0 ], [ %29, %4 ]
  %6 = phi double [ 0.000000e+00, %0 ], [ %27, %4 ]
  %7 = phi double [ 0.000000e+00, %0 ], [ %28, %4 ]
    #dbg_value(i64 %5, !237, !DIExpression(), !247)
    #dbg_value(double %6, !236, !DIExpression(), !246)
    #dbg_value(double %7, !235, !DIExpression(), !246)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1), !dbg !250
  %8 = getelementptr inbounds double, ptr @main.v, i64 %5, !dbg !251
  %9 = load double, ptr %8, align 16, !dbg !251, !tbaa !122
  %10 = fsub double %9, %6, !dbg !252
  store volatile double %10, ptr %1, align 8, !dbg !253, !tbaa !122, !DIAssignID !254
    #dbg_assign(double %10, !239, !DIExpression(), !254, ptr %1, !DIExpression(), !244)
    #dbg_assign(double %21, !239, !DIExpression(), !255, ptr %1, !DIExpression(), !244)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2), !dbg !256
  %11 = load volatile double, ptr %1, align 8, !dbg !257, !tbaa !122
  %12 = fadd double %7, %11, !dbg !258
  store volatile double %12, ptr %2, align 8, !dbg !259, !tbaa !122, !DIAssignID !260
    #dbg_assign(double %12, !242, !DIExpression(), !260, ptr %2, !DIExpression(), !244)
    #dbg_assign(double %23, !242, !DIExpression(), !261, ptr %2, !DIExpression(), !244)
  %13 = load volatile double, ptr %2, align 8, !dbg !262, !tbaa !122
  %14 = fsub double %13, %7, !dbg !263
  %15 = load volatile double, ptr %1, align 8, !dbg !264, !tbaa !122
  %16 = fsub double %14, %15, !dbg !265
    #dbg_value(double %16, !236, !DIExpression(), !246)
  %17 = load volatile double, ptr %2, align 8, !dbg !266, !tbaa !122
    #dbg_value(double %17, !235, !DIExpression(), !246)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2), !dbg !267
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !267
  %18 = or disjoint i64 %5, 1, !dbg !268
    #dbg_value(i64 %18, !237, !DIExpression(), !247)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1), !dbg !250
  %19 = getelementptr inbounds double, ptr @main.v, i64 %18, !dbg !251
  %20 = load double, ptr %19, align 8, !dbg !251, !tbaa !122
  %21 = fsub double %20, %16, !dbg !252
  store volatile double %21, ptr %1, align 8, !dbg !253, !tbaa !122, !DIAssignID !255
    #dbg_assign(double %10, !239, !DIExpression(), !254, ptr %1, !DIExpression(), !244)
    #dbg_assign(double %21, !239, !DIExpression(), !255, ptr %1, !DIExpression(), !244)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2), !dbg !256
  %22 = load volatile double, ptr %1, align 8, !dbg !257, !tbaa !122
  %23 = fadd double %17, %22, !dbg !258
  store volatile double %23, ptr %2, align 8, !dbg !259, !tbaa !122, !DIAssignID !261
    #dbg_assign(double %12, !242, !DIExpression(), !260, ptr %2, !DIExpression(), !244)
    #dbg_assign(double %23, !242, !DIExpression(), !261, ptr %2, !DIExpression(), !244)
  %24 = load volatile double, ptr %2, align 8, !dbg !262, !tbaa !122
  %25 = fsub double %24, %17, !dbg !263
  %26 = load volatile double, ptr %1, align 8, !dbg !264, !tbaa !122
  %27 = fsub double %25, %26, !dbg !265
    #dbg_value(double %27, !236, !DIExpression(), !246)
  %28 = load volatile double, ptr %2, align 8, !dbg !266, !tbaa !122
    #dbg_value(double %28, !235, !DIExpression(), !246)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2), !dbg !267
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !267
  %29 = add nuw nsw i64 %5, 2, !dbg !268
    #dbg_value(i64 %29, !237, !DIExpression(), !247)
  %30 = icmp eq i64 %29, 10000, !dbg !269
  br i1 %30, label %3, label %4, !dbg !248, !llvm.loop !270
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc float @fsum() unnamed_addr #3 !dbg !272 {
    #dbg_value(ptr @main.fv, !278, !DIExpression(), !283)
    #dbg_value(i32 10000, !279, !DIExpression(), !283)
    #dbg_value(float 0.000000e+00, !280, !DIExpression(), !283)
    #dbg_value(i32 0, !281, !DIExpression(), !284)
  br label %2, !dbg !285

1:                                                ; preds = %2
  ret float %19, !dbg !286

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %20, %2 ]
  %4 = phi float [ 0.000000e+00, %0 ], [ %19, %2 ]
    #dbg_value(i64 %3, !281, !DIExpression(), !284)
    #dbg_value(float %4, !280, !DIExpression(), !283)
  %5 = getelementptr inbounds float, ptr @main.fv, i64 %3, !dbg !287
  %6 = load float, ptr %5, align 4, !dbg !287, !tbaa !129
  %7 = fadd float %4, %6, !dbg !289
    #dbg_value(float %7, !280, !DIExpression(), !283)
    #dbg_value(i64 %3, !281, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !284)
  %8 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr @main.fv, i64 4), i64 %3, !dbg !287
  %9 = load float, ptr %8, align 4, !dbg !287, !tbaa !129
  %10 = fadd float %7, %9, !dbg !289
    #dbg_value(float %10, !280, !DIExpression(), !283)
    #dbg_value(i64 %3, !281, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !284)
  %11 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr @main.fv, i64 8), i64 %3, !dbg !287
  %12 = load float, ptr %11, align 4, !dbg !287, !tbaa !129
  %13 = fadd float %10, %12, !dbg !289
    #dbg_value(float %13, !280, !DIExpression(), !283)
    #dbg_value(i64 %3, !281, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !284)
  %14 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr @main.fv, i64 12), i64 %3, !dbg !287
  %15 = load float, ptr %14, align 4, !dbg !287, !tbaa !129
  %16 = fadd float %13, %15, !dbg !289
    #dbg_value(float %16, !280, !DIExpression(), !283)
    #dbg_value(i64 %3, !281, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !284)
  %17 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr @main.fv, i64 16), i64 %3, !dbg !287
  %18 = load float, ptr %17, align 4, !dbg !287, !tbaa !129
  %19 = fadd float %16, %18, !dbg !289
    #dbg_value(float %19, !280, !DIExpression(), !283)
  %20 = add nuw nsw i64 %3, 5, !dbg !290
    #dbg_value(i64 %20, !281, !DIExpression(), !284)
  %21 = icmp eq i64 %20, 10000, !dbg !291
  br i1 %21, label %1, label %2, !dbg !285, !llvm.loop !292
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.round.f64(double) #5

; Function Attrs: nounwind
declare !dbg !294 i64 @lround(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !299 double @cbrt(double noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare !dbg !302 double @hypot(double noundef, double noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nounwind memory(read, argmem: none, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!97, !98, !99, !100, !101, !102, !103}
!llvm.ident = !{!104}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "v", scope: !2, file: !3, line: 16, type: !96, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 15, type: !4, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !64)
!3 = !DIFile(filename: "programs/float_rounding_arith.c", directory: ".", checksumkind: CSK_MD5, checksum: "22fa13074ac5475434e7d9e403ccb5a2")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !11, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !10, !6}
!9 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!10 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!11 = !{!0, !12, !17, !23, !28, !33, !38, !43, !45, !50, !55, !57, !62}
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "fv", scope: !2, file: !3, line: 16, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 320000, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 10000)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 288, elements: !21)
!20 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!21 = !{!22}
!22 = !DISubrange(count: 36)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 22, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 608, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 76)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 232, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 29)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 192, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 24)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 27, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 176, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 22)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !30, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 136, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 17)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !3, line: 30, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 328, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 41)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !47, isLocal: true, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 104, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 13)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !3, line: 33, type: !47, isLocal: true, isDefinition: true)
!64 = !{!65, !67, !71, !73, !76, !81, !83, !85, !86, !88, !89, !90, !91, !92, !93, !94}
!65 = !DILocalVariable(name: "i", scope: !66, file: !3, line: 17, type: !6)
!66 = distinct !DILexicalBlock(scope: !2, file: !3, line: 17, column: 5)
!67 = !DILocalVariable(name: "xs", scope: !2, file: !3, line: 19, type: !68)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 512, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 8)
!71 = !DILocalVariable(name: "i", scope: !72, file: !3, line: 20, type: !6)
!72 = distinct !DILexicalBlock(scope: !2, file: !3, line: 20, column: 5)
!73 = !DILocalVariable(name: "x", scope: !74, file: !3, line: 21, type: !10)
!74 = distinct !DILexicalBlock(scope: !75, file: !3, line: 20, column: 33)
!75 = distinct !DILexicalBlock(scope: !72, file: !3, line: 20, column: 5)
!76 = !DILocalVariable(name: "ys", scope: !2, file: !3, line: 24, type: !77)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 896, elements: !78)
!78 = !{!79, !80}
!79 = !DISubrange(count: 7)
!80 = !DISubrange(count: 2)
!81 = !DILocalVariable(name: "i", scope: !82, file: !3, line: 25, type: !6)
!82 = distinct !DILexicalBlock(scope: !2, file: !3, line: 25, column: 5)
!83 = !DILocalVariable(name: "a", scope: !2, file: !3, line: 26, type: !84)
!84 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !10)
!85 = !DILocalVariable(name: "b", scope: !2, file: !3, line: 26, type: !84)
!86 = !DILocalVariable(name: "fa", scope: !2, file: !3, line: 27, type: !87)
!87 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !9)
!88 = !DILocalVariable(name: "fb", scope: !2, file: !3, line: 27, type: !87)
!89 = !DILocalVariable(name: "one", scope: !2, file: !3, line: 28, type: !84)
!90 = !DILocalVariable(name: "h", scope: !2, file: !3, line: 29, type: !10)
!91 = !DILocalVariable(name: "k", scope: !2, file: !3, line: 29, type: !6)
!92 = !DILocalVariable(name: "fx", scope: !2, file: !3, line: 31, type: !9)
!93 = !DILocalVariable(name: "mulv", scope: !2, file: !3, line: 32, type: !10)
!94 = !DILocalVariable(name: "i", scope: !95, file: !3, line: 32, type: !6)
!95 = distinct !DILexicalBlock(scope: !2, file: !3, line: 32, column: 24)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 640000, elements: !15)
!97 = !{i32 7, !"Dwarf Version", i32 5}
!98 = !{i32 2, !"Debug Info Version", i32 3}
!99 = !{i32 1, !"wchar_size", i32 4}
!100 = !{i32 8, !"PIC Level", i32 2}
!101 = !{i32 7, !"PIE Level", i32 2}
!102 = !{i32 7, !"uwtable", i32 2}
!103 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!104 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!105 = distinct !DIAssignID()
!106 = !DILocation(line: 0, scope: !2)
!107 = distinct !DIAssignID()
!108 = distinct !DIAssignID()
!109 = distinct !DIAssignID()
!110 = distinct !DIAssignID()
!111 = !DILocation(line: 0, scope: !66)
!112 = !DILocation(line: 17, column: 5, scope: !66)
!113 = !DILocation(line: 17, column: 33, scope: !114)
!114 = distinct !DILexicalBlock(scope: !66, file: !3, line: 17, column: 5)
!115 = !DILocation(line: 17, column: 56, scope: !116)
!116 = distinct !DILexicalBlock(scope: !114, file: !3, line: 17, column: 37)
!117 = !DILocation(line: 17, column: 62, scope: !116)
!118 = !DILocation(line: 17, column: 52, scope: !116)
!119 = !DILocation(line: 17, column: 50, scope: !116)
!120 = !DILocation(line: 17, column: 39, scope: !116)
!121 = !DILocation(line: 17, column: 44, scope: !116)
!122 = !{!123, !123, i64 0}
!123 = !{!"double", !124, i64 0}
!124 = !{!"omnipotent char", !125, i64 0}
!125 = !{!"Simple C/C++ TBAA"}
!126 = !DILocation(line: 17, column: 76, scope: !116)
!127 = !DILocation(line: 17, column: 68, scope: !116)
!128 = !DILocation(line: 17, column: 74, scope: !116)
!129 = !{!130, !130, i64 0}
!130 = !{!"float", !124, i64 0}
!131 = distinct !{!131, !112, !132, !133, !134, !135}
!132 = !DILocation(line: 17, column: 89, scope: !66)
!133 = !{!"llvm.loop.mustprogress"}
!134 = !{!"llvm.loop.isvectorized", i32 1}
!135 = !{!"llvm.loop.unroll.runtime.disable"}
!136 = !DILocation(line: 18, column: 52, scope: !2)
!137 = !DILocation(line: 18, column: 69, scope: !2)
!138 = !DILocation(line: 18, column: 94, scope: !2)
!139 = !DILocation(line: 18, column: 86, scope: !2)
!140 = !DILocation(line: 18, column: 5, scope: !2)
!141 = distinct !DIAssignID()
!142 = !DILocation(line: 0, scope: !72)
!143 = !DILocation(line: 0, scope: !74)
!144 = !DILocation(line: 22, column: 161, scope: !74)
!145 = !DILocation(line: 22, column: 9, scope: !74)
!146 = !DILocation(line: 0, scope: !82)
!147 = !DILocation(line: 25, column: 33, scope: !148)
!148 = distinct !DILexicalBlock(scope: !82, file: !3, line: 25, column: 5)
!149 = !DILocation(line: 26, column: 5, scope: !2)
!150 = !DILocation(line: 26, column: 21, scope: !2)
!151 = distinct !DIAssignID()
!152 = !DILocation(line: 26, column: 30, scope: !2)
!153 = distinct !DIAssignID()
!154 = !DILocation(line: 26, column: 74, scope: !2)
!155 = !DILocation(line: 26, column: 78, scope: !2)
!156 = !DILocation(line: 26, column: 76, scope: !2)
!157 = !DILocation(line: 26, column: 81, scope: !2)
!158 = !DILocation(line: 26, column: 85, scope: !2)
!159 = !DILocation(line: 26, column: 83, scope: !2)
!160 = !DILocation(line: 26, column: 87, scope: !2)
!161 = !DILocation(line: 26, column: 39, scope: !2)
!162 = !DILocation(line: 27, column: 5, scope: !2)
!163 = !DILocation(line: 27, column: 20, scope: !2)
!164 = distinct !DIAssignID()
!165 = !DILocation(line: 27, column: 31, scope: !2)
!166 = distinct !DIAssignID()
!167 = !DILocation(line: 27, column: 84, scope: !2)
!168 = !DILocation(line: 27, column: 89, scope: !2)
!169 = !DILocation(line: 27, column: 87, scope: !2)
!170 = !DILocation(line: 27, column: 75, scope: !2)
!171 = !DILocation(line: 27, column: 94, scope: !2)
!172 = !DILocation(line: 27, column: 99, scope: !2)
!173 = !DILocation(line: 27, column: 97, scope: !2)
!174 = !DILocation(line: 27, column: 102, scope: !2)
!175 = !DILocation(line: 27, column: 42, scope: !2)
!176 = !DILocation(line: 28, column: 5, scope: !2)
!177 = !DILocation(line: 28, column: 21, scope: !2)
!178 = distinct !DIAssignID()
!179 = !DILocation(line: 28, column: 72, scope: !2)
!180 = !DILocation(line: 28, column: 76, scope: !2)
!181 = !DILocation(line: 28, column: 97, scope: !2)
!182 = !DILocation(line: 28, column: 94, scope: !2)
!183 = !DILocation(line: 28, column: 102, scope: !2)
!184 = !DILocation(line: 28, column: 106, scope: !2)
!185 = !DILocation(line: 28, column: 123, scope: !2)
!186 = !DILocation(line: 28, column: 120, scope: !2)
!187 = !DILocation(line: 28, column: 32, scope: !2)
!188 = !DILocation(line: 29, column: 91, scope: !2)
!189 = !DILocation(line: 30, column: 87, scope: !2)
!190 = !DILocation(line: 30, column: 82, scope: !2)
!191 = !DILocation(line: 30, column: 113, scope: !2)
!192 = !DILocation(line: 30, column: 5, scope: !2)
!193 = !DILocation(line: 31, column: 41, scope: !2)
!194 = !DILocation(line: 32, column: 65, scope: !2)
!195 = !DILocation(line: 33, column: 5, scope: !2)
!196 = !DILocation(line: 34, column: 23, scope: !2)
!197 = !DILocation(line: 34, column: 17, scope: !2)
!198 = !DILocation(line: 34, column: 12, scope: !2)
!199 = !DILocation(line: 34, column: 40, scope: !2)
!200 = !DILocation(line: 35, column: 1, scope: !2)
!201 = !DILocation(line: 34, column: 5, scope: !2)
!202 = !DISubprogram(name: "printf", scope: !203, file: !203, line: 356, type: !204, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!203 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!204 = !DISubroutineType(types: !205)
!205 = !{!6, !206, null}
!206 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !207)
!207 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !208, size: 64)
!208 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!209 = distinct !DISubprogram(name: "naive", scope: !3, file: !3, line: 13, type: !210, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !214)
!210 = !DISubroutineType(cc: DW_CC_nocall, types: !211)
!211 = !{!10, !212, !6}
!212 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !213, size: 64)
!213 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!214 = !{!215, !216, !217, !218}
!215 = !DILocalVariable(name: "v", arg: 1, scope: !209, file: !3, line: 13, type: !212)
!216 = !DILocalVariable(name: "n", arg: 2, scope: !209, file: !3, line: 13, type: !6)
!217 = !DILocalVariable(name: "s", scope: !209, file: !3, line: 13, type: !10)
!218 = !DILocalVariable(name: "i", scope: !219, file: !3, line: 13, type: !6)
!219 = distinct !DILexicalBlock(scope: !209, file: !3, line: 13, column: 87)
!220 = !DILocation(line: 0, scope: !209)
!221 = !DILocation(line: 0, scope: !219)
!222 = !DILocation(line: 13, column: 87, scope: !219)
!223 = !DILocation(line: 13, column: 126, scope: !209)
!224 = !DILocation(line: 13, column: 120, scope: !225)
!225 = distinct !DILexicalBlock(scope: !219, file: !3, line: 13, column: 87)
!226 = !DILocation(line: 13, column: 117, scope: !225)
!227 = !DILocation(line: 13, column: 111, scope: !225)
!228 = !DILocation(line: 13, column: 105, scope: !225)
!229 = distinct !{!229, !222, !230, !133}
!230 = !DILocation(line: 13, column: 123, scope: !219)
!231 = distinct !DISubprogram(name: "kahan", scope: !3, file: !3, line: 8, type: !210, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !232)
!232 = !{!233, !234, !235, !236, !237, !239, !242}
!233 = !DILocalVariable(name: "v", arg: 1, scope: !231, file: !3, line: 8, type: !212)
!234 = !DILocalVariable(name: "n", arg: 2, scope: !231, file: !3, line: 8, type: !6)
!235 = !DILocalVariable(name: "s", scope: !231, file: !3, line: 9, type: !10)
!236 = !DILocalVariable(name: "c", scope: !231, file: !3, line: 9, type: !10)
!237 = !DILocalVariable(name: "i", scope: !238, file: !3, line: 10, type: !6)
!238 = distinct !DILexicalBlock(scope: !231, file: !3, line: 10, column: 5)
!239 = !DILocalVariable(name: "y", scope: !240, file: !3, line: 10, type: !84)
!240 = distinct !DILexicalBlock(scope: !241, file: !3, line: 10, column: 33)
!241 = distinct !DILexicalBlock(scope: !238, file: !3, line: 10, column: 5)
!242 = !DILocalVariable(name: "t", scope: !240, file: !3, line: 10, type: !84)
!243 = distinct !DIAssignID()
!244 = !DILocation(line: 0, scope: !240)
!245 = distinct !DIAssignID()
!246 = !DILocation(line: 0, scope: !231)
!247 = !DILocation(line: 0, scope: !238)
!248 = !DILocation(line: 10, column: 5, scope: !238)
!249 = !DILocation(line: 11, column: 5, scope: !231)
!250 = !DILocation(line: 10, column: 35, scope: !240)
!251 = !DILocation(line: 10, column: 55, scope: !240)
!252 = !DILocation(line: 10, column: 60, scope: !240)
!253 = !DILocation(line: 10, column: 51, scope: !240)
!254 = distinct !DIAssignID()
!255 = distinct !DIAssignID()
!256 = !DILocation(line: 10, column: 65, scope: !240)
!257 = !DILocation(line: 10, column: 89, scope: !240)
!258 = !DILocation(line: 10, column: 87, scope: !240)
!259 = !DILocation(line: 10, column: 81, scope: !240)
!260 = distinct !DIAssignID()
!261 = distinct !DIAssignID()
!262 = !DILocation(line: 10, column: 97, scope: !240)
!263 = !DILocation(line: 10, column: 99, scope: !240)
!264 = !DILocation(line: 10, column: 106, scope: !240)
!265 = !DILocation(line: 10, column: 104, scope: !240)
!266 = !DILocation(line: 10, column: 113, scope: !240)
!267 = !DILocation(line: 10, column: 116, scope: !241)
!268 = !DILocation(line: 10, column: 29, scope: !241)
!269 = !DILocation(line: 10, column: 23, scope: !241)
!270 = distinct !{!270, !248, !271, !133}
!271 = !DILocation(line: 10, column: 116, scope: !238)
!272 = distinct !DISubprogram(name: "fsum", scope: !3, file: !3, line: 7, type: !273, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !277)
!273 = !DISubroutineType(cc: DW_CC_nocall, types: !274)
!274 = !{!9, !275, !6}
!275 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !276, size: 64)
!276 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!277 = !{!278, !279, !280, !281}
!278 = !DILocalVariable(name: "v", arg: 1, scope: !272, file: !3, line: 7, type: !275)
!279 = !DILocalVariable(name: "n", arg: 2, scope: !272, file: !3, line: 7, type: !6)
!280 = !DILocalVariable(name: "s", scope: !272, file: !3, line: 7, type: !9)
!281 = !DILocalVariable(name: "i", scope: !282, file: !3, line: 7, type: !6)
!282 = distinct !DILexicalBlock(scope: !272, file: !3, line: 7, column: 83)
!283 = !DILocation(line: 0, scope: !272)
!284 = !DILocation(line: 0, scope: !282)
!285 = !DILocation(line: 7, column: 83, scope: !282)
!286 = !DILocation(line: 7, column: 122, scope: !272)
!287 = !DILocation(line: 7, column: 116, scope: !288)
!288 = distinct !DILexicalBlock(scope: !282, file: !3, line: 7, column: 83)
!289 = !DILocation(line: 7, column: 113, scope: !288)
!290 = !DILocation(line: 7, column: 107, scope: !288)
!291 = !DILocation(line: 7, column: 101, scope: !288)
!292 = distinct !{!292, !285, !293, !133}
!293 = !DILocation(line: 7, column: 119, scope: !282)
!294 = !DISubprogram(name: "lround", scope: !295, file: !295, line: 323, type: !296, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!295 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!296 = !DISubroutineType(types: !297)
!297 = !{!298, !10}
!298 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!299 = !DISubprogram(name: "cbrt", scope: !295, file: !295, line: 152, type: !300, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!300 = !DISubroutineType(types: !301)
!301 = !{!10, !10}
!302 = !DISubprogram(name: "hypot", scope: !295, file: !295, line: 147, type: !303, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!303 = !DISubroutineType(types: !304)
!304 = !{!10, !10, !10}
