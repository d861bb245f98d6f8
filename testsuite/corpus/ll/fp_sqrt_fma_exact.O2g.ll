; ModuleID = 'programs/fp_sqrt_fma_exact.c'
source_filename = "programs/fp_sqrt_fma_exact.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.v = private unnamed_addr constant [12 x double] [double 2.000000e+00, double 3.000000e+00, double 5.000000e-01, double 1.000000e-300, double 4.940660e-324, double 0x7FEFFFFFFFFFFFFF, double 0x3FF0000000000001, double 0x3FEFFFFFFFFFFFFF, double 0x4341C37937E08001, double 0.000000e+00, double -0.000000e+00, double 0x7FF0000000000000], align 16
@.str = private unnamed_addr constant [31 x i8] c"sqrt(%a) = %a builtin %a f %a\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [39 x i8] c"sqrtl(2) = %La, sqrtl(LDBL_MAX) = %La\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [40 x i8] c"err(0.1*10)=%a err(c*c)=%a err(c*d)=%a\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [27 x i8] c"fma(c,c,-1)=%a (c*c-1)=%a\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [18 x i8] c"fmaf=%a fmal=%La\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [20 x i8] c"two_sum: s=%a e=%a\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [8 x i8] c"bad %d\0A\00", align 1, !dbg !32

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !50 {
  %1 = alloca [12 x double], align 16, !DIAssignID !77
    #dbg_assign(i1 undef, !61, !DIExpression(), !77, ptr %1, !DIExpression(), !78)
  %2 = alloca double, align 8, !DIAssignID !79
    #dbg_assign(i1 undef, !71, !DIExpression(), !79, ptr %2, !DIExpression(), !78)
  %3 = alloca double, align 8, !DIAssignID !80
    #dbg_assign(i1 undef, !72, !DIExpression(), !80, ptr %3, !DIExpression(), !78)
  %4 = alloca double, align 8, !DIAssignID !81
    #dbg_assign(i1 undef, !73, !DIExpression(), !81, ptr %4, !DIExpression(), !78)
  %5 = alloca double, align 8, !DIAssignID !82
    #dbg_assign(i1 undef, !74, !DIExpression(), !82, ptr %5, !DIExpression(), !78)
  %6 = alloca double, align 8, !DIAssignID !83
    #dbg_assign(i1 undef, !75, !DIExpression(), !83, ptr %6, !DIExpression(), !78)
  %7 = alloca double, align 8, !DIAssignID !84
    #dbg_assign(i1 undef, !76, !DIExpression(), !84, ptr %7, !DIExpression(), !78)
    #dbg_value(i32 0, !55, !DIExpression(), !78)
    #dbg_value(i32 0, !56, !DIExpression(), !85)
  br label %9, !dbg !86

8:                                                ; preds = %9
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %1) #10, !dbg !87
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr align 16 @__const.main.v, i64 96, i1 true), !dbg !88, !DIAssignID !89
    #dbg_assign(i1 undef, !61, !DIExpression(), !89, ptr %1, !DIExpression(), !78)
    #dbg_value(i32 0, !66, !DIExpression(), !90)
  br label %56, !dbg !91

9:                                                ; preds = %0, %9
  %10 = phi i32 [ 0, %0 ], [ %24, %9 ]
  %11 = phi i32 [ 0, %0 ], [ %25, %9 ]
    #dbg_value(i32 %10, !55, !DIExpression(), !78)
    #dbg_value(i32 %11, !56, !DIExpression(), !85)
  %12 = uitofp nneg i32 %11 to double, !dbg !92
  %13 = mul nuw nsw i32 %11, %11, !dbg !93
  %14 = uitofp nneg i32 %13 to double, !dbg !93
  %15 = tail call fastcc double @sq(double noundef %14), !dbg !94
    #dbg_value(double %15, !58, !DIExpression(), !95)
  %16 = fcmp une double %15, %12, !dbg !96
  %17 = zext i1 %16 to i32, !dbg !98
  %18 = add nsw i32 %10, %17, !dbg !98
    #dbg_value(i32 %18, !55, !DIExpression(), !78)
  %19 = uitofp nneg i32 %13 to float, !dbg !99
  %20 = tail call fastcc float @sqf(float noundef %19), !dbg !101
  %21 = uitofp nneg i32 %11 to float, !dbg !102
  %22 = fcmp une float %20, %21, !dbg !103
  %23 = zext i1 %22 to i32, !dbg !104
  %24 = add nsw i32 %18, %23, !dbg !104
    #dbg_value(i32 %24, !55, !DIExpression(), !78)
  %25 = add nuw nsw i32 %11, 1, !dbg !105
    #dbg_value(i32 %25, !56, !DIExpression(), !85)
  %26 = icmp eq i32 %25, 3001, !dbg !106
  br i1 %26, label %8, label %9, !dbg !86, !llvm.loop !107

27:                                               ; preds = %56
  %28 = tail call x86_fp80 @llvm.sqrt.f80(x86_fp80 0xK40008000000000000000), !dbg !110
  %29 = tail call x86_fp80 @llvm.sqrt.f80(x86_fp80 0xK7FFEFFFFFFFFFFFFFFFF), !dbg !111
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, x86_fp80 noundef %28, x86_fp80 noundef %29), !dbg !112
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2), !dbg !113
  store volatile double 1.000000e-01, ptr %2, align 8, !dbg !114, !tbaa !115, !DIAssignID !119
    #dbg_assign(double 1.000000e-01, !71, !DIExpression(), !119, ptr %2, !DIExpression(), !78)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3), !dbg !113
  store volatile double 1.000000e+01, ptr %3, align 8, !dbg !120, !tbaa !115, !DIAssignID !121
    #dbg_assign(double 1.000000e+01, !72, !DIExpression(), !121, ptr %3, !DIExpression(), !78)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4), !dbg !113
  store volatile double 0x3FF0000000000001, ptr %4, align 8, !dbg !122, !tbaa !115, !DIAssignID !123
    #dbg_assign(double 0x3FF0000000000001, !73, !DIExpression(), !123, ptr %4, !DIExpression(), !78)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5), !dbg !113
  store volatile double 0x3FEFFFFFFFFFFFFF, ptr %5, align 8, !dbg !124, !tbaa !115, !DIAssignID !125
    #dbg_assign(double 0x3FEFFFFFFFFFFFFF, !74, !DIExpression(), !125, ptr %5, !DIExpression(), !78)
  %31 = load volatile double, ptr %2, align 8, !dbg !126, !tbaa !115
  %32 = load volatile double, ptr %3, align 8, !dbg !127, !tbaa !115
  %33 = tail call fastcc double @two_prod_err(double noundef %31, double noundef %32), !dbg !128
  %34 = load volatile double, ptr %4, align 8, !dbg !129, !tbaa !115
  %35 = load volatile double, ptr %4, align 8, !dbg !130, !tbaa !115
  %36 = tail call fastcc double @two_prod_err(double noundef %34, double noundef %35), !dbg !131
  %37 = load volatile double, ptr %4, align 8, !dbg !132, !tbaa !115
  %38 = load volatile double, ptr %5, align 8, !dbg !133, !tbaa !115
  %39 = tail call fastcc double @two_prod_err(double noundef %37, double noundef %38), !dbg !134
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %33, double noundef %36, double noundef %39), !dbg !135
  %41 = load volatile double, ptr %4, align 8, !dbg !136, !tbaa !115
  %42 = load volatile double, ptr %4, align 8, !dbg !137, !tbaa !115
  %43 = tail call double @llvm.fma.f64(double %41, double %42, double -1.000000e+00), !dbg !138
  %44 = load volatile double, ptr %4, align 8, !dbg !139, !tbaa !115
  %45 = load volatile double, ptr %4, align 8, !dbg !140, !tbaa !115
  %46 = fmul double %44, %45, !dbg !141
  %47 = fadd double %46, -1.000000e+00, !dbg !142
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %43, double noundef %47), !dbg !143
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 0xBD10000000000000, x86_fp80 noundef 0xK3FC18000000000000000), !dbg !144
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #10, !dbg !145
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #10, !dbg !145
  %50 = load volatile double, ptr %2, align 8, !dbg !146, !tbaa !115
  %51 = fadd double %50, 1.000000e+00, !dbg !147
  call fastcc void @two_sum(double noundef %51, ptr noundef nonnull %6, ptr noundef nonnull %7), !dbg !148
  %52 = load double, ptr %6, align 8, !dbg !149, !tbaa !115
  %53 = load double, ptr %7, align 8, !dbg !150, !tbaa !115
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %52, double noundef %53), !dbg !151
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %24), !dbg !152
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #10, !dbg !153
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #10, !dbg !153
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5), !dbg !153
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4), !dbg !153
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !dbg !153
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2), !dbg !153
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %1) #10, !dbg !153
  ret i32 %24, !dbg !154

56:                                               ; preds = %8, %56
  %57 = phi i64 [ 0, %8 ], [ %69, %56 ]
    #dbg_value(i64 %57, !66, !DIExpression(), !90)
  %58 = getelementptr inbounds [12 x double], ptr %1, i64 0, i64 %57, !dbg !155
  %59 = load volatile double, ptr %58, align 8, !dbg !155, !tbaa !115
  %60 = tail call fastcc double @sq(double noundef %59), !dbg !156
    #dbg_value(double %60, !68, !DIExpression(), !157)
  %61 = load volatile double, ptr %58, align 8, !dbg !158, !tbaa !115
  %62 = load volatile double, ptr %58, align 8, !dbg !159, !tbaa !115
  %63 = tail call fastcc double @bsq(double noundef %62), !dbg !160
  %64 = load volatile double, ptr %58, align 8, !dbg !161, !tbaa !115
  %65 = fptrunc double %64 to float, !dbg !162
  %66 = tail call fastcc float @sqf(float noundef %65), !dbg !163
  %67 = fpext float %66 to double, !dbg !164
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %61, double noundef %60, double noundef %63, double noundef %67), !dbg !165
  %69 = add nuw nsw i64 %57, 1, !dbg !166
    #dbg_value(i64 %69, !66, !DIExpression(), !90)
  %70 = icmp eq i64 %69, 12, !dbg !167
  br i1 %70, label %27, label %56, !dbg !91, !llvm.loop !168
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write) uwtable
define internal fastcc double @sq(double noundef %0) unnamed_addr #2 !dbg !170 {
    #dbg_value(double %0, !174, !DIExpression(), !175)
  %2 = tail call double @sqrt(double noundef %0) #10, !dbg !176
  ret double %2, !dbg !177
}

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write) uwtable
define internal fastcc float @sqf(float noundef %0) unnamed_addr #2 !dbg !178 {
    #dbg_value(float %0, !182, !DIExpression(), !183)
  %2 = tail call float @sqrtf(float noundef %0) #10, !dbg !184
  ret float %2, !dbg !185
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare !dbg !186 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write) uwtable
define internal fastcc double @bsq(double noundef %0) unnamed_addr #2 !dbg !193 {
    #dbg_value(double %0, !195, !DIExpression(), !196)
  %2 = tail call double @sqrt(double noundef %0) #10, !dbg !197
  ret double %2, !dbg !198
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @two_prod_err(double noundef %0, double noundef %1) unnamed_addr #5 !dbg !199 {
    #dbg_value(double %0, !203, !DIExpression(), !206)
    #dbg_value(double %1, !204, !DIExpression(), !206)
    #dbg_value(double poison, !205, !DIExpression(), !206)
  %3 = fneg double %0, !dbg !207
  %4 = fmul double %3, %1, !dbg !207
  %5 = tail call double @llvm.fma.f64(double %0, double %1, double %4), !dbg !208
  ret double %5, !dbg !209
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #6

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @two_sum(double noundef %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2) unnamed_addr #7 !dbg !210 {
    #dbg_value(double 1.000000e+16, !215, !DIExpression(), !221)
    #dbg_value(double %0, !216, !DIExpression(), !221)
    #dbg_value(ptr %1, !217, !DIExpression(), !221)
    #dbg_value(ptr %2, !218, !DIExpression(), !221)
  %4 = fadd double %0, 1.000000e+16, !dbg !222
    #dbg_value(double %4, !219, !DIExpression(), !221)
  %5 = fadd double %4, -1.000000e+16, !dbg !223
    #dbg_value(double %5, !220, !DIExpression(), !221)
  store double %4, ptr %1, align 8, !dbg !224, !tbaa !115
  %6 = fsub double %5, %4, !dbg !225
  %7 = fadd double %6, 1.000000e+16, !dbg !225
  %8 = fsub double %0, %5, !dbg !226
  %9 = fadd double %8, %7, !dbg !227
  store double %9, ptr %2, align 8, !dbg !228, !tbaa !115
  ret void, !dbg !229
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !230 double @sqrt(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !232 float @sqrtf(float noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.sqrt.f80(x86_fp80) #9

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!37}
!llvm.module.flags = !{!42, !43, !44, !45, !46, !47, !48}
!llvm.ident = !{!49}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/fp_sqrt_fma_exact.c", directory: ".", checksumkind: CSK_MD5, checksum: "cc9b12dd6d8f75c88ca82bc27bd3bff3")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 31)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 312, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 39)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 40)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 27)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 18)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 20)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 8)
!37 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !38, globals: !41, splitDebugInlining: false, nameTableKind: None)
!38 = !{!39, !40}
!39 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!40 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!41 = !{!0, !7, !12, !17, !22, !27, !32}
!42 = !{i32 7, !"Dwarf Version", i32 5}
!43 = !{i32 2, !"Debug Info Version", i32 3}
!44 = !{i32 1, !"wchar_size", i32 4}
!45 = !{i32 8, !"PIC Level", i32 2}
!46 = !{i32 7, !"PIE Level", i32 2}
!47 = !{i32 7, !"uwtable", i32 2}
!48 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!49 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!50 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 15, type: !51, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !54)
!51 = !DISubroutineType(types: !52)
!52 = !{!53}
!53 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!54 = !{!55, !56, !58, !61, !66, !68, !71, !72, !73, !74, !75, !76}
!55 = !DILocalVariable(name: "bad", scope: !50, file: !2, line: 16, type: !53)
!56 = !DILocalVariable(name: "i", scope: !57, file: !2, line: 17, type: !53)
!57 = distinct !DILexicalBlock(scope: !50, file: !2, line: 17, column: 5)
!58 = !DILocalVariable(name: "r", scope: !59, file: !2, line: 18, type: !39)
!59 = distinct !DILexicalBlock(scope: !60, file: !2, line: 17, column: 37)
!60 = distinct !DILexicalBlock(scope: !57, file: !2, line: 17, column: 5)
!61 = !DILocalVariable(name: "v", scope: !50, file: !2, line: 22, type: !62)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 768, elements: !64)
!63 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !39)
!64 = !{!65}
!65 = !DISubrange(count: 12)
!66 = !DILocalVariable(name: "i", scope: !67, file: !2, line: 23, type: !53)
!67 = distinct !DILexicalBlock(scope: !50, file: !2, line: 23, column: 5)
!68 = !DILocalVariable(name: "r", scope: !69, file: !2, line: 24, type: !39)
!69 = distinct !DILexicalBlock(scope: !70, file: !2, line: 23, column: 34)
!70 = distinct !DILexicalBlock(scope: !67, file: !2, line: 23, column: 5)
!71 = !DILocalVariable(name: "a", scope: !50, file: !2, line: 28, type: !63)
!72 = !DILocalVariable(name: "b", scope: !50, file: !2, line: 28, type: !63)
!73 = !DILocalVariable(name: "c", scope: !50, file: !2, line: 28, type: !63)
!74 = !DILocalVariable(name: "d", scope: !50, file: !2, line: 28, type: !63)
!75 = !DILocalVariable(name: "s", scope: !50, file: !2, line: 32, type: !39)
!76 = !DILocalVariable(name: "e", scope: !50, file: !2, line: 32, type: !39)
!77 = distinct !DIAssignID()
!78 = !DILocation(line: 0, scope: !50)
!79 = distinct !DIAssignID()
!80 = distinct !DIAssignID()
!81 = distinct !DIAssignID()
!82 = distinct !DIAssignID()
!83 = distinct !DIAssignID()
!84 = distinct !DIAssignID()
!85 = !DILocation(line: 0, scope: !57)
!86 = !DILocation(line: 17, column: 5, scope: !57)
!87 = !DILocation(line: 22, column: 5, scope: !50)
!88 = !DILocation(line: 22, column: 21, scope: !50)
!89 = distinct !DIAssignID()
!90 = !DILocation(line: 0, scope: !67)
!91 = !DILocation(line: 23, column: 5, scope: !67)
!92 = !DILocation(line: 18, column: 23, scope: !59)
!93 = !DILocation(line: 18, column: 33, scope: !59)
!94 = !DILocation(line: 18, column: 20, scope: !59)
!95 = !DILocation(line: 0, scope: !59)
!96 = !DILocation(line: 19, column: 15, scope: !97)
!97 = distinct !DILexicalBlock(scope: !59, file: !2, line: 19, column: 13)
!98 = !DILocation(line: 19, column: 13, scope: !59)
!99 = !DILocation(line: 20, column: 17, scope: !100)
!100 = distinct !DILexicalBlock(scope: !59, file: !2, line: 20, column: 13)
!101 = !DILocation(line: 20, column: 13, scope: !100)
!102 = !DILocation(line: 20, column: 36, scope: !100)
!103 = !DILocation(line: 20, column: 33, scope: !100)
!104 = !DILocation(line: 20, column: 13, scope: !59)
!105 = !DILocation(line: 17, column: 33, scope: !60)
!106 = !DILocation(line: 17, column: 23, scope: !60)
!107 = distinct !{!107, !86, !108, !109}
!108 = !DILocation(line: 21, column: 5, scope: !57)
!109 = !{!"llvm.loop.mustprogress"}
!110 = !DILocation(line: 27, column: 55, scope: !50)
!111 = !DILocation(line: 27, column: 68, scope: !50)
!112 = !DILocation(line: 27, column: 5, scope: !50)
!113 = !DILocation(line: 28, column: 5, scope: !50)
!114 = !DILocation(line: 28, column: 21, scope: !50)
!115 = !{!116, !116, i64 0}
!116 = !{!"double", !117, i64 0}
!117 = !{!"omnipotent char", !118, i64 0}
!118 = !{!"Simple C/C++ TBAA"}
!119 = distinct !DIAssignID()
!120 = !DILocation(line: 28, column: 30, scope: !50)
!121 = distinct !DIAssignID()
!122 = !DILocation(line: 28, column: 40, scope: !50)
!123 = distinct !DIAssignID()
!124 = !DILocation(line: 28, column: 63, scope: !50)
!125 = distinct !DIAssignID()
!126 = !DILocation(line: 29, column: 69, scope: !50)
!127 = !DILocation(line: 29, column: 72, scope: !50)
!128 = !DILocation(line: 29, column: 56, scope: !50)
!129 = !DILocation(line: 29, column: 89, scope: !50)
!130 = !DILocation(line: 29, column: 92, scope: !50)
!131 = !DILocation(line: 29, column: 76, scope: !50)
!132 = !DILocation(line: 29, column: 109, scope: !50)
!133 = !DILocation(line: 29, column: 112, scope: !50)
!134 = !DILocation(line: 29, column: 96, scope: !50)
!135 = !DILocation(line: 29, column: 5, scope: !50)
!136 = !DILocation(line: 30, column: 47, scope: !50)
!137 = !DILocation(line: 30, column: 50, scope: !50)
!138 = !DILocation(line: 30, column: 43, scope: !50)
!139 = !DILocation(line: 30, column: 60, scope: !50)
!140 = !DILocation(line: 30, column: 64, scope: !50)
!141 = !DILocation(line: 30, column: 62, scope: !50)
!142 = !DILocation(line: 30, column: 66, scope: !50)
!143 = !DILocation(line: 30, column: 5, scope: !50)
!144 = !DILocation(line: 31, column: 5, scope: !50)
!145 = !DILocation(line: 32, column: 5, scope: !50)
!146 = !DILocation(line: 33, column: 25, scope: !50)
!147 = !DILocation(line: 33, column: 23, scope: !50)
!148 = !DILocation(line: 33, column: 5, scope: !50)
!149 = !DILocation(line: 34, column: 36, scope: !50)
!150 = !DILocation(line: 34, column: 39, scope: !50)
!151 = !DILocation(line: 34, column: 5, scope: !50)
!152 = !DILocation(line: 35, column: 5, scope: !50)
!153 = !DILocation(line: 37, column: 1, scope: !50)
!154 = !DILocation(line: 36, column: 5, scope: !50)
!155 = !DILocation(line: 24, column: 23, scope: !69)
!156 = !DILocation(line: 24, column: 20, scope: !69)
!157 = !DILocation(line: 0, scope: !69)
!158 = !DILocation(line: 25, column: 51, scope: !69)
!159 = !DILocation(line: 25, column: 64, scope: !69)
!160 = !DILocation(line: 25, column: 60, scope: !69)
!161 = !DILocation(line: 25, column: 90, scope: !69)
!162 = !DILocation(line: 25, column: 83, scope: !69)
!163 = !DILocation(line: 25, column: 79, scope: !69)
!164 = !DILocation(line: 25, column: 71, scope: !69)
!165 = !DILocation(line: 25, column: 9, scope: !69)
!166 = !DILocation(line: 23, column: 30, scope: !70)
!167 = !DILocation(line: 23, column: 23, scope: !70)
!168 = distinct !{!168, !91, !169, !109}
!169 = !DILocation(line: 26, column: 5, scope: !67)
!170 = distinct !DISubprogram(name: "sq", scope: !2, file: !2, line: 9, type: !171, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !173)
!171 = !DISubroutineType(types: !172)
!172 = !{!39, !39}
!173 = !{!174}
!174 = !DILocalVariable(name: "x", arg: 1, scope: !170, file: !2, line: 9, type: !39)
!175 = !DILocation(line: 0, scope: !170)
!176 = !DILocation(line: 9, column: 63, scope: !170)
!177 = !DILocation(line: 9, column: 56, scope: !170)
!178 = distinct !DISubprogram(name: "sqf", scope: !2, file: !2, line: 10, type: !179, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !181)
!179 = !DISubroutineType(types: !180)
!180 = !{!40, !40}
!181 = !{!182}
!182 = !DILocalVariable(name: "x", arg: 1, scope: !178, file: !2, line: 10, type: !40)
!183 = !DILocation(line: 0, scope: !178)
!184 = !DILocation(line: 10, column: 62, scope: !178)
!185 = !DILocation(line: 10, column: 55, scope: !178)
!186 = !DISubprogram(name: "printf", scope: !187, file: !187, line: 356, type: !188, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!187 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!188 = !DISubroutineType(types: !189)
!189 = !{!53, !190, null}
!190 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !191)
!191 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !192, size: 64)
!192 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!193 = distinct !DISubprogram(name: "bsq", scope: !2, file: !2, line: 11, type: !171, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !194)
!194 = !{!195}
!195 = !DILocalVariable(name: "x", arg: 1, scope: !193, file: !2, line: 11, type: !39)
!196 = !DILocation(line: 0, scope: !193)
!197 = !DILocation(line: 11, column: 64, scope: !193)
!198 = !DILocation(line: 11, column: 57, scope: !193)
!199 = distinct !DISubprogram(name: "two_prod_err", scope: !2, file: !2, line: 12, type: !200, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !202)
!200 = !DISubroutineType(types: !201)
!201 = !{!39, !39, !39}
!202 = !{!203, !204, !205}
!203 = !DILocalVariable(name: "a", arg: 1, scope: !199, file: !2, line: 12, type: !39)
!204 = !DILocalVariable(name: "b", arg: 2, scope: !199, file: !2, line: 12, type: !39)
!205 = !DILocalVariable(name: "p", scope: !199, file: !2, line: 12, type: !39)
!206 = !DILocation(line: 0, scope: !199)
!207 = !DILocation(line: 12, column: 111, scope: !199)
!208 = !DILocation(line: 12, column: 101, scope: !199)
!209 = !DILocation(line: 12, column: 94, scope: !199)
!210 = distinct !DISubprogram(name: "two_sum", scope: !2, file: !2, line: 13, type: !211, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !214)
!211 = !DISubroutineType(cc: DW_CC_nocall, types: !212)
!212 = !{null, !39, !39, !213, !213}
!213 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!214 = !{!215, !216, !217, !218, !219, !220}
!215 = !DILocalVariable(name: "a", arg: 1, scope: !210, file: !2, line: 13, type: !39)
!216 = !DILocalVariable(name: "b", arg: 2, scope: !210, file: !2, line: 13, type: !39)
!217 = !DILocalVariable(name: "s", arg: 3, scope: !210, file: !2, line: 13, type: !213)
!218 = !DILocalVariable(name: "e", arg: 4, scope: !210, file: !2, line: 13, type: !213)
!219 = !DILocalVariable(name: "x", scope: !210, file: !2, line: 13, type: !39)
!220 = !DILocalVariable(name: "z", scope: !210, file: !2, line: 13, type: !39)
!221 = !DILocation(line: 0, scope: !210)
!222 = !DILocation(line: 13, column: 104, scope: !210)
!223 = !DILocation(line: 13, column: 115, scope: !210)
!224 = !DILocation(line: 13, column: 123, scope: !210)
!225 = !DILocation(line: 13, column: 136, scope: !210)
!226 = !DILocation(line: 13, column: 152, scope: !210)
!227 = !DILocation(line: 13, column: 147, scope: !210)
!228 = !DILocation(line: 13, column: 131, scope: !210)
!229 = !DILocation(line: 13, column: 158, scope: !210)
!230 = !DISubprogram(name: "sqrt", scope: !231, file: !231, line: 143, type: !171, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!231 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!232 = !DISubprogram(name: "sqrtf", scope: !231, file: !231, line: 143, type: !179, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
