; ModuleID = 'programs/float_denormals.c'
source_filename = "programs/float_denormals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [26 x i8] c"d step %2d: %a %g sub=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [35 x i8] c"double halvings below DBL_MIN: %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [19 x i8] c"f step %2d: %a %g\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [34 x i8] c"float halvings below FLT_MIN: %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [32 x i8] c"true_min %a *3=%a /3=%a sum=%a\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [18 x i8] c"min-sub diff: %a\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [31 x i8] c"exact subnormal sub: %a eq=%d\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [22 x i8] c"d2f %g -> %a back=%a\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [13 x i8] c"frexp %g %d\0A\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [16 x i8] c"ldexp %a %a %a\0A\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [13 x i8] c"ilogb %d %d\0A\00", align 1, !dbg !52
@.str.11 = private unnamed_addr constant [12 x i8] c"sub*big %g\0A\00", align 1, !dbg !54
@.str.12 = private unnamed_addr constant [8 x i8] c"acc %a\0A\00", align 1, !dbg !59
@.str.13 = private unnamed_addr constant [14 x i8] c"bits %016llx\0A\00", align 1, !dbg !64

; Function Attrs: nounwind uwtable
define dso_local range(i32 -2147483648, 2147482648) i32 @main() local_unnamed_addr #0 !dbg !83 {
  %1 = alloca double, align 8, !DIAssignID !117
    #dbg_assign(i1 undef, !92, !DIExpression(), !117, ptr %1, !DIExpression(), !118)
  %2 = alloca i32, align 4, !DIAssignID !119
    #dbg_assign(i1 undef, !104, !DIExpression(), !119, ptr %2, !DIExpression(), !118)
    #dbg_value(double 0x10000000000000, !88, !DIExpression(), !118)
    #dbg_value(i32 0, !89, !DIExpression(), !118)
  br label %3, !dbg !120

3:                                                ; preds = %0, %12
  %4 = phi double [ 0x10000000000000, %0 ], [ %13, %12 ]
  %5 = phi i32 [ 0, %0 ], [ %14, %12 ]
    #dbg_value(double %4, !88, !DIExpression(), !118)
    #dbg_value(i32 %5, !89, !DIExpression(), !118)
  %6 = and i32 %5, 7, !dbg !121
  %7 = icmp eq i32 %6, 0, !dbg !124
  br i1 %7, label %8, label %12, !dbg !125

8:                                                ; preds = %3
  %9 = tail call i1 @llvm.is.fpclass.f64(double %4, i32 128), !dbg !126
  %10 = zext i1 %9 to i32, !dbg !126
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %5, double noundef %4, double noundef %4, i32 noundef %10), !dbg !127
  br label %12, !dbg !127

12:                                               ; preds = %8, %3
  %13 = tail call fastcc double @halve(double noundef %4), !dbg !128
    #dbg_value(double %13, !88, !DIExpression(), !118)
  %14 = add nuw nsw i32 %5, 1, !dbg !129
    #dbg_value(i32 %14, !89, !DIExpression(), !118)
  %15 = fcmp ogt double %13, 0.000000e+00, !dbg !130
  br i1 %15, label %3, label %16, !dbg !120, !llvm.loop !131

16:                                               ; preds = %12
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %14), !dbg !134
    #dbg_value(float 0x3810000000000000, !90, !DIExpression(), !118)
    #dbg_value(i32 0, !91, !DIExpression(), !118)
  br label %18, !dbg !135

18:                                               ; preds = %16, %26
  %19 = phi float [ 0x3810000000000000, %16 ], [ %27, %26 ]
  %20 = phi i32 [ 0, %16 ], [ %28, %26 ]
    #dbg_value(float %19, !90, !DIExpression(), !118)
    #dbg_value(i32 %20, !91, !DIExpression(), !118)
  %21 = urem i32 %20, 6, !dbg !136
  %22 = icmp eq i32 %21, 0, !dbg !139
  br i1 %22, label %23, label %26, !dbg !140

23:                                               ; preds = %18
  %24 = fpext float %19 to double, !dbg !141
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %20, double noundef %24, double noundef %24), !dbg !142
  br label %26, !dbg !142

26:                                               ; preds = %23, %18
  %27 = tail call fastcc float @halvef(float noundef %19), !dbg !143
    #dbg_value(float %27, !90, !DIExpression(), !118)
  %28 = add nuw nsw i32 %20, 1, !dbg !144
    #dbg_value(i32 %28, !91, !DIExpression(), !118)
  %29 = fcmp ogt float %27, 0.000000e+00, !dbg !145
  br i1 %29, label %18, label %30, !dbg !135, !llvm.loop !146

30:                                               ; preds = %26
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %28), !dbg !148
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1), !dbg !149
  store volatile double 4.940660e-324, ptr %1, align 8, !dbg !150, !tbaa !151, !DIAssignID !155
    #dbg_assign(double 4.940660e-324, !92, !DIExpression(), !155, ptr %1, !DIExpression(), !118)
  %32 = load volatile double, ptr %1, align 8, !dbg !156, !tbaa !151
  %33 = load volatile double, ptr %1, align 8, !dbg !157, !tbaa !151
  %34 = fmul double %33, 3.000000e+00, !dbg !158
  %35 = load volatile double, ptr %1, align 8, !dbg !159, !tbaa !151
  %36 = fdiv double %35, 3.000000e+00, !dbg !160
  %37 = fmul double %36, 3.000000e+00, !dbg !161
  %38 = load volatile double, ptr %1, align 8, !dbg !162, !tbaa !151
  %39 = load volatile double, ptr %1, align 8, !dbg !163, !tbaa !151
  %40 = fadd double %38, %39, !dbg !164
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %32, double noundef %34, double noundef %37, double noundef %40), !dbg !165
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 0xFFFFFFFFFFFFF), !dbg !166
    #dbg_value(double 1.482200e-323, !94, !DIExpression(), !118)
    #dbg_value(double 9.881310e-324, !95, !DIExpression(), !118)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 4.940660e-324, i32 noundef 1), !dbg !167
    #dbg_assign(i1 undef, !96, !DIExpression(), !168, ptr poison, !DIExpression(), !118)
    #dbg_value(i64 0, !98, !DIExpression(), !169)
  %44 = tail call fastcc float @d2f(double noundef 0x380B38FB9DAA78E4), !dbg !170
    #dbg_value(float %44, !100, !DIExpression(), !171)
  %45 = fpext float %44 to double, !dbg !172
  %46 = tail call fastcc double @f2d(float noundef %44), !dbg !173
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x380B38FB9DAA78E4, double noundef %45, double noundef %46), !dbg !174
    #dbg_value(i64 1, !98, !DIExpression(), !169)
  %48 = tail call fastcc float @d2f(double noundef 0x37A16C262777579C), !dbg !170
    #dbg_value(float %48, !100, !DIExpression(), !171)
  %49 = fpext float %48 to double, !dbg !172
  %50 = tail call fastcc double @f2d(float noundef %48), !dbg !173
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x37A16C262777579C, double noundef %49, double noundef %50), !dbg !174
    #dbg_value(i64 2, !98, !DIExpression(), !169)
  %52 = tail call fastcc float @d2f(double noundef 0x3696D601AD376AB9), !dbg !170
    #dbg_value(float %52, !100, !DIExpression(), !171)
  %53 = fpext float %52 to double, !dbg !172
  %54 = tail call fastcc double @f2d(float noundef %52), !dbg !173
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x3696D601AD376AB9, double noundef %53, double noundef %54), !dbg !174
    #dbg_value(i64 3, !98, !DIExpression(), !169)
  %56 = tail call fastcc float @d2f(double noundef 7.000000e-46), !dbg !170
    #dbg_value(float %56, !100, !DIExpression(), !171)
  %57 = fpext float %56 to double, !dbg !172
  %58 = tail call fastcc double @f2d(float noundef %56), !dbg !173
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 7.000000e-46, double noundef %57, double noundef %58), !dbg !174
    #dbg_value(i64 4, !98, !DIExpression(), !169)
  %60 = tail call fastcc float @d2f(double noundef 1.000000e-46), !dbg !170
    #dbg_value(float %60, !100, !DIExpression(), !171)
  %61 = fpext float %60 to double, !dbg !172
  %62 = tail call fastcc double @f2d(float noundef %60), !dbg !173
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 1.000000e-46, double noundef %61, double noundef %62), !dbg !174
    #dbg_value(i64 5, !98, !DIExpression(), !169)
  %64 = tail call fastcc float @d2f(double noundef 1.400000e-45), !dbg !170
    #dbg_value(float %64, !100, !DIExpression(), !171)
  %65 = fpext float %64 to double, !dbg !172
  %66 = tail call fastcc double @f2d(float noundef %64), !dbg !173
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 1.400000e-45, double noundef %65, double noundef %66), !dbg !174
    #dbg_value(i64 6, !98, !DIExpression(), !169)
  %68 = tail call fastcc float @d2f(double noundef 2.800000e-45), !dbg !170
    #dbg_value(float %68, !100, !DIExpression(), !171)
  %69 = fpext float %68 to double, !dbg !172
  %70 = tail call fastcc double @f2d(float noundef %68), !dbg !173
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 2.800000e-45, double noundef %69, double noundef %70), !dbg !174
    #dbg_value(i64 7, !98, !DIExpression(), !169)
  %72 = tail call fastcc float @d2f(double noundef 0x3808000000000000), !dbg !170
    #dbg_value(float %72, !100, !DIExpression(), !171)
  %73 = fpext float %72 to double, !dbg !172
  %74 = tail call fastcc double @f2d(float noundef %72), !dbg !173
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x3808000000000000, double noundef %73, double noundef %74), !dbg !174
    #dbg_value(i64 8, !98, !DIExpression(), !169)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #9, !dbg !175
  %76 = call double @frexp(double noundef 4.940660e-324, ptr noundef nonnull %2) #9, !dbg !176
    #dbg_value(double %76, !103, !DIExpression(), !118)
  %77 = load i32, ptr %2, align 4, !dbg !177, !tbaa !178
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %76, i32 noundef %77), !dbg !180
  %79 = tail call double @ldexp(double noundef 1.000000e+00, i32 noundef -1074) #9, !dbg !181
  %80 = tail call double @ldexp(double noundef 1.000000e+00, i32 noundef -1075) #9, !dbg !182
  %81 = tail call double @ldexp(double noundef 1.500000e+00, i32 noundef -1074) #9, !dbg !183
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %79, double noundef %80, double noundef %81), !dbg !184
  %83 = tail call i32 @ilogb(double noundef 4.940660e-324) #9, !dbg !185
  %84 = tail call i32 @ilogb(double noundef 0x10000000000000) #9, !dbg !186
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %83, i32 noundef %84), !dbg !187
    #dbg_value(float 0x37A16C2000000000, !105, !DIExpression(), !118)
    #dbg_value(float 0x3BC79C98C0000000, !106, !DIExpression(), !118)
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef 0x3BC79C98C0000000), !dbg !188
    #dbg_value(double 0.000000e+00, !107, !DIExpression(), !118)
    #dbg_value(i32 0, !108, !DIExpression(), !189)
  br label %91, !dbg !190

87:                                               ; preds = %91
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef %102), !dbg !191
    #dbg_value(double 6.099240e-320, !116, !DIExpression(), !118)
    #dbg_value(i64 12345, !110, !DIExpression(), !118)
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef 12345), !dbg !192
  %90 = add nsw i32 %5, -999, !dbg !193
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #9, !dbg !194
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !194
  ret i32 %90, !dbg !195

91:                                               ; preds = %91, %30
  %92 = phi i32 [ 0, %30 ], [ %103, %91 ]
  %93 = phi double [ 0.000000e+00, %30 ], [ %102, %91 ]
    #dbg_value(i32 %92, !108, !DIExpression(), !189)
    #dbg_value(double %93, !107, !DIExpression(), !118)
  %94 = trunc nuw i32 %92 to i16, !dbg !196
  %95 = urem i16 %94, 7, !dbg !196
  %96 = uitofp nneg i16 %95 to double, !dbg !198
  %97 = tail call double @llvm.fmuladd.f64(double %96, double 4.940660e-324, double %93), !dbg !199
    #dbg_value(double %97, !107, !DIExpression(), !118)
    #dbg_value(i32 %92, !108, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !189)
  %98 = trunc i32 %92 to i16, !dbg !196
  %99 = or disjoint i16 %98, 1, !dbg !196
  %100 = urem i16 %99, 7, !dbg !196
  %101 = uitofp nneg i16 %100 to double, !dbg !198
  %102 = tail call double @llvm.fmuladd.f64(double %101, double 4.940660e-324, double %97), !dbg !199
    #dbg_value(double %102, !107, !DIExpression(), !118)
  %103 = add nuw nsw i32 %92, 2, !dbg !200
    #dbg_value(i32 %103, !108, !DIExpression(), !189)
  %104 = icmp eq i32 %103, 1000, !dbg !201
  br i1 %104, label %87, label %91, !dbg !190, !llvm.loop !202
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !204 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @halve(double noundef %0) unnamed_addr #3 !dbg !211 {
    #dbg_value(double %0, !215, !DIExpression(), !216)
  %2 = fmul double %0, 5.000000e-01, !dbg !217
  ret double %2, !dbg !218
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @halvef(float noundef %0) unnamed_addr #3 !dbg !219 {
    #dbg_value(float %0, !223, !DIExpression(), !224)
  %2 = fmul float %0, 5.000000e-01, !dbg !225
  ret float %2, !dbg !226
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @d2f(double noundef %0) unnamed_addr #3 !dbg !227 {
    #dbg_value(double %0, !231, !DIExpression(), !232)
  %2 = fptrunc double %0 to float, !dbg !233
  ret float %2, !dbg !234
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @f2d(float noundef %0) unnamed_addr #3 !dbg !235 {
    #dbg_value(float %0, !239, !DIExpression(), !240)
  %2 = fpext float %0 to double, !dbg !241
  ret double %2, !dbg !242
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare !dbg !243 double @frexp(double noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !248 double @ldexp(double noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare !dbg !251 i32 @ilogb(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!69}
!llvm.module.flags = !{!75, !76, !77, !78, !79, !80, !81}
!llvm.ident = !{!82}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/float_denormals.c", directory: ".", checksumkind: CSK_MD5, checksum: "9fc593b84e69a189d08484e1cbc6b5a5")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 26)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 35)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 19)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 34)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 32)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 18)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 31)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 22)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 13)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 16)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !44, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 12)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 8)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 14)
!69 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !70, globals: !74, splitDebugInlining: false, nameTableKind: None)
!70 = !{!71, !72, !73}
!71 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!72 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!73 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!74 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !47, !52, !54, !59, !64}
!75 = !{i32 7, !"Dwarf Version", i32 5}
!76 = !{i32 2, !"Debug Info Version", i32 3}
!77 = !{i32 1, !"wchar_size", i32 4}
!78 = !{i32 8, !"PIC Level", i32 2}
!79 = !{i32 7, !"PIE Level", i32 2}
!80 = !{i32 7, !"uwtable", i32 2}
!81 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!82 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!83 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 13, type: !84, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !87)
!84 = !DISubroutineType(types: !85)
!85 = !{!86}
!86 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!87 = !{!88, !89, !90, !91, !92, !94, !95, !96, !98, !100, !103, !104, !105, !106, !107, !108, !110, !116}
!88 = !DILocalVariable(name: "d", scope: !83, file: !2, line: 14, type: !71)
!89 = !DILocalVariable(name: "steps", scope: !83, file: !2, line: 14, type: !86)
!90 = !DILocalVariable(name: "f", scope: !83, file: !2, line: 17, type: !73)
!91 = !DILocalVariable(name: "fsteps", scope: !83, file: !2, line: 17, type: !86)
!92 = !DILocalVariable(name: "tm", scope: !83, file: !2, line: 20, type: !93)
!93 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !71)
!94 = !DILocalVariable(name: "a", scope: !83, file: !2, line: 23, type: !71)
!95 = !DILocalVariable(name: "b", scope: !83, file: !2, line: 23, type: !71)
!96 = !DILocalVariable(name: "sv", scope: !83, file: !2, line: 26, type: !97)
!97 = !DICompositeType(tag: DW_TAG_array_type, baseType: !71, size: 512, elements: !62)
!98 = !DILocalVariable(name: "i", scope: !99, file: !2, line: 27, type: !86)
!99 = distinct !DILexicalBlock(scope: !83, file: !2, line: 27, column: 5)
!100 = !DILocalVariable(name: "r", scope: !101, file: !2, line: 27, type: !73)
!101 = distinct !DILexicalBlock(scope: !102, file: !2, line: 27, column: 33)
!102 = distinct !DILexicalBlock(scope: !99, file: !2, line: 27, column: 5)
!103 = !DILocalVariable(name: "frac", scope: !83, file: !2, line: 28, type: !71)
!104 = !DILocalVariable(name: "ex", scope: !83, file: !2, line: 28, type: !86)
!105 = !DILocalVariable(name: "fs", scope: !83, file: !2, line: 32, type: !73)
!106 = !DILocalVariable(name: "prod", scope: !83, file: !2, line: 32, type: !73)
!107 = !DILocalVariable(name: "acc", scope: !83, file: !2, line: 33, type: !71)
!108 = !DILocalVariable(name: "i", scope: !109, file: !2, line: 33, type: !86)
!109 = distinct !DILexicalBlock(scope: !83, file: !2, line: 33, column: 21)
!110 = !DILocalVariable(name: "u", scope: !83, file: !2, line: 34, type: !111)
!111 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !112, line: 27, baseType: !113)
!112 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!113 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !114, line: 45, baseType: !115)
!114 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!115 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!116 = !DILocalVariable(name: "one_sub", scope: !83, file: !2, line: 34, type: !71)
!117 = distinct !DIAssignID()
!118 = !DILocation(line: 0, scope: !83)
!119 = distinct !DIAssignID()
!120 = !DILocation(line: 15, column: 5, scope: !83)
!121 = !DILocation(line: 15, column: 31, scope: !122)
!122 = distinct !DILexicalBlock(scope: !123, file: !2, line: 15, column: 25)
!123 = distinct !DILexicalBlock(scope: !83, file: !2, line: 15, column: 19)
!124 = !DILocation(line: 15, column: 35, scope: !122)
!125 = !DILocation(line: 15, column: 25, scope: !123)
!126 = !DILocation(line: 15, column: 105, scope: !122)
!127 = !DILocation(line: 15, column: 41, scope: !122)
!128 = !DILocation(line: 15, column: 127, scope: !123)
!129 = !DILocation(line: 15, column: 142, scope: !123)
!130 = !DILocation(line: 15, column: 14, scope: !83)
!131 = distinct !{!131, !120, !132, !133}
!132 = !DILocation(line: 15, column: 146, scope: !83)
!133 = !{!"llvm.loop.mustprogress"}
!134 = !DILocation(line: 16, column: 5, scope: !83)
!135 = !DILocation(line: 18, column: 5, scope: !83)
!136 = !DILocation(line: 18, column: 32, scope: !137)
!137 = distinct !DILexicalBlock(scope: !138, file: !2, line: 18, column: 25)
!138 = distinct !DILexicalBlock(scope: !83, file: !2, line: 18, column: 19)
!139 = !DILocation(line: 18, column: 36, scope: !137)
!140 = !DILocation(line: 18, column: 25, scope: !138)
!141 = !DILocation(line: 18, column: 80, scope: !137)
!142 = !DILocation(line: 18, column: 42, scope: !137)
!143 = !DILocation(line: 18, column: 107, scope: !138)
!144 = !DILocation(line: 18, column: 124, scope: !138)
!145 = !DILocation(line: 18, column: 14, scope: !83)
!146 = distinct !{!146, !135, !147, !133}
!147 = !DILocation(line: 18, column: 128, scope: !83)
!148 = !DILocation(line: 19, column: 5, scope: !83)
!149 = !DILocation(line: 20, column: 5, scope: !83)
!150 = !DILocation(line: 20, column: 21, scope: !83)
!151 = !{!152, !152, i64 0}
!152 = !{!"double", !153, i64 0}
!153 = !{!"omnipotent char", !154, i64 0}
!154 = !{!"Simple C/C++ TBAA"}
!155 = distinct !DIAssignID()
!156 = !DILocation(line: 21, column: 48, scope: !83)
!157 = !DILocation(line: 21, column: 52, scope: !83)
!158 = !DILocation(line: 21, column: 55, scope: !83)
!159 = !DILocation(line: 21, column: 60, scope: !83)
!160 = !DILocation(line: 21, column: 63, scope: !83)
!161 = !DILocation(line: 21, column: 67, scope: !83)
!162 = !DILocation(line: 21, column: 72, scope: !83)
!163 = !DILocation(line: 21, column: 77, scope: !83)
!164 = !DILocation(line: 21, column: 75, scope: !83)
!165 = !DILocation(line: 21, column: 5, scope: !83)
!166 = !DILocation(line: 22, column: 5, scope: !83)
!167 = !DILocation(line: 24, column: 5, scope: !83)
!168 = distinct !DIAssignID()
!169 = !DILocation(line: 0, scope: !99)
!170 = !DILocation(line: 27, column: 45, scope: !101)
!171 = !DILocation(line: 0, scope: !101)
!172 = !DILocation(line: 27, column: 97, scope: !101)
!173 = !DILocation(line: 27, column: 108, scope: !101)
!174 = !DILocation(line: 27, column: 57, scope: !101)
!175 = !DILocation(line: 28, column: 18, scope: !83)
!176 = !DILocation(line: 29, column: 12, scope: !83)
!177 = !DILocation(line: 29, column: 68, scope: !83)
!178 = !{!179, !179, i64 0}
!179 = !{!"int", !153, i64 0}
!180 = !DILocation(line: 29, column: 38, scope: !83)
!181 = !DILocation(line: 30, column: 32, scope: !83)
!182 = !DILocation(line: 30, column: 51, scope: !83)
!183 = !DILocation(line: 30, column: 70, scope: !83)
!184 = !DILocation(line: 30, column: 5, scope: !83)
!185 = !DILocation(line: 31, column: 29, scope: !83)
!186 = !DILocation(line: 31, column: 50, scope: !83)
!187 = !DILocation(line: 31, column: 5, scope: !83)
!188 = !DILocation(line: 32, column: 49, scope: !83)
!189 = !DILocation(line: 0, scope: !109)
!190 = !DILocation(line: 33, column: 21, scope: !109)
!191 = !DILocation(line: 33, column: 83, scope: !83)
!192 = !DILocation(line: 34, column: 81, scope: !83)
!193 = !DILocation(line: 35, column: 18, scope: !83)
!194 = !DILocation(line: 36, column: 1, scope: !83)
!195 = !DILocation(line: 35, column: 5, scope: !83)
!196 = !DILocation(line: 33, column: 77, scope: !197)
!197 = distinct !DILexicalBlock(scope: !109, file: !2, line: 33, column: 21)
!198 = !DILocation(line: 33, column: 74, scope: !197)
!199 = !DILocation(line: 33, column: 56, scope: !197)
!200 = !DILocation(line: 33, column: 48, scope: !197)
!201 = !DILocation(line: 33, column: 39, scope: !197)
!202 = distinct !{!202, !190, !203, !133}
!203 = !DILocation(line: 33, column: 80, scope: !109)
!204 = !DISubprogram(name: "printf", scope: !205, file: !205, line: 356, type: !206, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!205 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!206 = !DISubroutineType(types: !207)
!207 = !{!86, !208, null}
!208 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !209)
!209 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !210, size: 64)
!210 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!211 = distinct !DISubprogram(name: "halve", scope: !2, file: !2, line: 8, type: !212, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !214)
!212 = !DISubroutineType(types: !213)
!213 = !{!71, !71}
!214 = !{!215}
!215 = !DILocalVariable(name: "x", arg: 1, scope: !211, file: !2, line: 8, type: !71)
!216 = !DILocation(line: 0, scope: !211)
!217 = !DILocation(line: 8, column: 68, scope: !211)
!218 = !DILocation(line: 8, column: 59, scope: !211)
!219 = distinct !DISubprogram(name: "halvef", scope: !2, file: !2, line: 9, type: !220, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !222)
!220 = !DISubroutineType(types: !221)
!221 = !{!73, !73}
!222 = !{!223}
!223 = !DILocalVariable(name: "x", arg: 1, scope: !219, file: !2, line: 9, type: !73)
!224 = !DILocation(line: 0, scope: !219)
!225 = !DILocation(line: 9, column: 67, scope: !219)
!226 = !DILocation(line: 9, column: 58, scope: !219)
!227 = distinct !DISubprogram(name: "d2f", scope: !2, file: !2, line: 10, type: !228, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !230)
!228 = !DISubroutineType(types: !229)
!229 = !{!73, !71}
!230 = !{!231}
!231 = !DILocalVariable(name: "x", arg: 1, scope: !227, file: !2, line: 10, type: !71)
!232 = !DILocation(line: 0, scope: !227)
!233 = !DILocation(line: 10, column: 63, scope: !227)
!234 = !DILocation(line: 10, column: 56, scope: !227)
!235 = distinct !DISubprogram(name: "f2d", scope: !2, file: !2, line: 11, type: !236, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !238)
!236 = !DISubroutineType(types: !237)
!237 = !{!71, !73}
!238 = !{!239}
!239 = !DILocalVariable(name: "x", arg: 1, scope: !235, file: !2, line: 11, type: !73)
!240 = !DILocation(line: 0, scope: !235)
!241 = !DILocation(line: 11, column: 63, scope: !235)
!242 = !DILocation(line: 11, column: 56, scope: !235)
!243 = !DISubprogram(name: "frexp", scope: !244, file: !244, line: 98, type: !245, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!244 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!245 = !DISubroutineType(types: !246)
!246 = !{!71, !71, !247}
!247 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!248 = !DISubprogram(name: "ldexp", scope: !244, file: !244, line: 101, type: !249, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!249 = !DISubroutineType(types: !250)
!250 = !{!71, !71, !86}
!251 = !DISubprogram(name: "ilogb", scope: !244, file: !244, line: 283, type: !252, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!252 = !DISubroutineType(types: !253)
!253 = !{!86, !71}
