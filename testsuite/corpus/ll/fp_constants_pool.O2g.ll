; ModuleID = 'programs/fp_constants_pool.c'
source_filename = "programs/fp_constants_pool.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"d%-2d %a\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [10 x i8] c"f%-2d %a\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [11 x i8] c"l%-2d %La\0A\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [22 x i8] c"0.1: f=%a d=%a l=%La\0A\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [26 x i8] c"poly(0.5)=%a poly(-1)=%a\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [37 x i8] c"nan const: %d, huge_val %g, inff %g\0A\00", align 1, !dbg !24
@fconst.t = internal unnamed_addr constant [9 x float] [float 0.000000e+00, float -0.000000e+00, float 1.000000e+00, float 0x3FB99999A0000000, float 0x47EFFFFFE0000000, float 0x36A0000000000000, float 0x4170000000000000, float 0x400921FB60000000, float 0xB8146ABCC0000000], align 16, !dbg !29
@lconst.t = internal unnamed_addr constant [6 x x86_fp80] [x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80 0xK7FFED72CB2A95C7EF6CD, x86_fp80 0xK00000000000000000003, x86_fp80 0xK4000C90FDAA22168C235, x86_fp80 0xK80000000000000000000, x86_fp80 0xK7FFEFFFFFFFFFFFFFFFF], align 16, !dbg !40
@switch.table.dconst = private unnamed_addr constant [11 x double] [double 0.000000e+00, double -0.000000e+00, double 1.000000e+00, double 1.000000e-01, double 0x3FC123456789ABCD, double 4.940660e-324, double 0x7FEFFFFFFFFFFFFF, double 0x8010000000000000, double 0x7FF0000000000000, double 1.000000e+22, double 3.000000e-05], align 8

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !66 {
    #dbg_value(i32 0, !70, !DIExpression(), !76)
    #dbg_value(i32 0, !70, !DIExpression(), !76)
  %1 = tail call fastcc double @dconst(i32 noundef 0), !dbg !77
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, double noundef %1), !dbg !79
    #dbg_value(i32 1, !70, !DIExpression(), !76)
  %3 = tail call fastcc double @dconst(i32 noundef 1), !dbg !77
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, double noundef %3), !dbg !79
    #dbg_value(i32 2, !70, !DIExpression(), !76)
  %5 = tail call fastcc double @dconst(i32 noundef 2), !dbg !77
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, double noundef %5), !dbg !79
    #dbg_value(i32 3, !70, !DIExpression(), !76)
  %7 = tail call fastcc double @dconst(i32 noundef 3), !dbg !77
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, double noundef %7), !dbg !79
    #dbg_value(i32 4, !70, !DIExpression(), !76)
  %9 = tail call fastcc double @dconst(i32 noundef 4), !dbg !77
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, double noundef %9), !dbg !79
    #dbg_value(i32 5, !70, !DIExpression(), !76)
  %11 = tail call fastcc double @dconst(i32 noundef 5), !dbg !77
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 5, double noundef %11), !dbg !79
    #dbg_value(i32 6, !70, !DIExpression(), !76)
  %13 = tail call fastcc double @dconst(i32 noundef 6), !dbg !77
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 6, double noundef %13), !dbg !79
    #dbg_value(i32 7, !70, !DIExpression(), !76)
  %15 = tail call fastcc double @dconst(i32 noundef 7), !dbg !77
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 7, double noundef %15), !dbg !79
    #dbg_value(i32 8, !70, !DIExpression(), !76)
  %17 = tail call fastcc double @dconst(i32 noundef 8), !dbg !77
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 8, double noundef %17), !dbg !79
    #dbg_value(i32 9, !70, !DIExpression(), !76)
  %19 = tail call fastcc double @dconst(i32 noundef 9), !dbg !77
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 9, double noundef %19), !dbg !79
    #dbg_value(i32 10, !70, !DIExpression(), !76)
  %21 = tail call fastcc double @dconst(i32 noundef 10), !dbg !77
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 10, double noundef %21), !dbg !79
    #dbg_value(i32 11, !70, !DIExpression(), !76)
  %23 = tail call fastcc double @dconst(i32 noundef 11), !dbg !77
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 11, double noundef %23), !dbg !79
    #dbg_value(i32 12, !70, !DIExpression(), !76)
    #dbg_value(i32 0, !72, !DIExpression(), !80)
  %25 = tail call fastcc float @fconst(i32 noundef 0), !dbg !81
  %26 = fpext float %25 to double, !dbg !83
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, double noundef %26), !dbg !84
    #dbg_value(i32 1, !72, !DIExpression(), !80)
  %28 = tail call fastcc float @fconst(i32 noundef 1), !dbg !81
  %29 = fpext float %28 to double, !dbg !83
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, double noundef %29), !dbg !84
    #dbg_value(i32 2, !72, !DIExpression(), !80)
  %31 = tail call fastcc float @fconst(i32 noundef 2), !dbg !81
  %32 = fpext float %31 to double, !dbg !83
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, double noundef %32), !dbg !84
    #dbg_value(i32 3, !72, !DIExpression(), !80)
  %34 = tail call fastcc float @fconst(i32 noundef 3), !dbg !81
  %35 = fpext float %34 to double, !dbg !83
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3, double noundef %35), !dbg !84
    #dbg_value(i32 4, !72, !DIExpression(), !80)
  %37 = tail call fastcc float @fconst(i32 noundef 4), !dbg !81
  %38 = fpext float %37 to double, !dbg !83
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 4, double noundef %38), !dbg !84
    #dbg_value(i32 5, !72, !DIExpression(), !80)
  %40 = tail call fastcc float @fconst(i32 noundef 5), !dbg !81
  %41 = fpext float %40 to double, !dbg !83
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 5, double noundef %41), !dbg !84
    #dbg_value(i32 6, !72, !DIExpression(), !80)
  %43 = tail call fastcc float @fconst(i32 noundef 6), !dbg !81
  %44 = fpext float %43 to double, !dbg !83
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 6, double noundef %44), !dbg !84
    #dbg_value(i32 7, !72, !DIExpression(), !80)
  %46 = tail call fastcc float @fconst(i32 noundef 7), !dbg !81
  %47 = fpext float %46 to double, !dbg !83
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 7, double noundef %47), !dbg !84
    #dbg_value(i32 8, !72, !DIExpression(), !80)
  %49 = tail call fastcc float @fconst(i32 noundef 8), !dbg !81
  %50 = fpext float %49 to double, !dbg !83
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 8, double noundef %50), !dbg !84
    #dbg_value(i32 9, !72, !DIExpression(), !80)
    #dbg_value(i32 0, !74, !DIExpression(), !85)
  %52 = tail call fastcc x86_fp80 @lconst(i32 noundef 0), !dbg !86
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, x86_fp80 noundef %52), !dbg !88
    #dbg_value(i32 1, !74, !DIExpression(), !85)
  %54 = tail call fastcc x86_fp80 @lconst(i32 noundef 1), !dbg !86
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1, x86_fp80 noundef %54), !dbg !88
    #dbg_value(i32 2, !74, !DIExpression(), !85)
  %56 = tail call fastcc x86_fp80 @lconst(i32 noundef 2), !dbg !86
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2, x86_fp80 noundef %56), !dbg !88
    #dbg_value(i32 3, !74, !DIExpression(), !85)
  %58 = tail call fastcc x86_fp80 @lconst(i32 noundef 3), !dbg !86
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3, x86_fp80 noundef %58), !dbg !88
    #dbg_value(i32 4, !74, !DIExpression(), !85)
  %60 = tail call fastcc x86_fp80 @lconst(i32 noundef 4), !dbg !86
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4, x86_fp80 noundef %60), !dbg !88
    #dbg_value(i32 5, !74, !DIExpression(), !85)
  %62 = tail call fastcc x86_fp80 @lconst(i32 noundef 5), !dbg !86
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 5, x86_fp80 noundef %62), !dbg !88
    #dbg_value(i32 6, !74, !DIExpression(), !85)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 0x3FB99999A0000000, double noundef 1.000000e-01, x86_fp80 noundef 0xK3FFBCCCCCCCCCCCCCCCD), !dbg !89
  %65 = tail call fastcc double @poly(double noundef 5.000000e-01), !dbg !90
  %66 = tail call fastcc double @poly(double noundef -1.000000e+00), !dbg !91
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %65, double noundef %66), !dbg !92
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1, double noundef 0x7FF0000000000000, double noundef 0x7FF0000000000000), !dbg !93
  %69 = fdiv double %19, 1.000000e+20, !dbg !94
  %70 = fptosi double %69 to i32, !dbg !95
  ret i32 %70, !dbg !96
}

; Function Attrs: nofree nounwind
declare !dbg !97 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @dconst(i32 noundef %0) unnamed_addr #2 !dbg !104 {
    #dbg_value(i32 %0, !107, !DIExpression(), !108)
  %2 = icmp ult i32 %0, 11, !dbg !109
  br i1 %2, label %3, label %7, !dbg !109

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !109
  %5 = getelementptr inbounds [11 x double], ptr @switch.table.dconst, i64 0, i64 %4, !dbg !109
  %6 = load double, ptr %5, align 8, !dbg !109
  br label %7, !dbg !109

7:                                                ; preds = %1, %3
  %8 = phi double [ %6, %3 ], [ -1.234500e+03, %1 ], !dbg !110
  ret double %8, !dbg !112
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc float @fconst(i32 noundef %0) unnamed_addr #2 !dbg !31 {
    #dbg_value(i32 %0, !53, !DIExpression(), !113)
  %2 = srem i32 %0, 9, !dbg !114
  %3 = sext i32 %2 to i64, !dbg !115
  %4 = getelementptr inbounds [9 x float], ptr @fconst.t, i64 0, i64 %3, !dbg !115
  %5 = load float, ptr %4, align 4, !dbg !115, !tbaa !116
  ret float %5, !dbg !120
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc x86_fp80 @lconst(i32 noundef %0) unnamed_addr #2 !dbg !42 {
    #dbg_value(i32 %0, !47, !DIExpression(), !121)
  %2 = srem i32 %0, 6, !dbg !122
  %3 = sext i32 %2 to i64, !dbg !123
  %4 = getelementptr inbounds [6 x x86_fp80], ptr @lconst.t, i64 0, i64 %3, !dbg !123
  %5 = load x86_fp80, ptr %4, align 16, !dbg !123, !tbaa !124
  ret x86_fp80 %5, !dbg !126
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc double @poly(double noundef %0) unnamed_addr #2 !dbg !127 {
    #dbg_value(double %0, !131, !DIExpression(), !132)
  %2 = fmul double %0, 0x3F81111111111111, !dbg !133
  %3 = fadd double %2, 0x3FA5555555555555, !dbg !134
  %4 = fmul double %3, %0, !dbg !135
  %5 = fadd double %4, 0x3FC5555555555555, !dbg !136
  %6 = fmul double %5, %0, !dbg !137
  %7 = fadd double %6, 5.000000e-01, !dbg !138
  %8 = fmul double %7, %0, !dbg !139
  %9 = fadd double %8, 1.000000e+00, !dbg !140
  ret double %9, !dbg !141
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!36}
!llvm.module.flags = !{!58, !59, !60, !61, !62, !63, !64}
!llvm.ident = !{!65}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/fp_constants_pool.c", directory: ".", checksumkind: CSK_MD5, checksum: "0abd720007e2685b9dea7c3b08afcf20")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 11)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 22)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 26)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 37)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(name: "t", scope: !31, file: !2, line: 27, type: !54, isLocal: true, isDefinition: true)
!31 = distinct !DISubprogram(name: "fconst", scope: !2, file: !2, line: 26, type: !32, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !52)
!32 = !DISubroutineType(types: !33)
!33 = !{!34, !35}
!34 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!35 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!36 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !37, globals: !39, splitDebugInlining: false, nameTableKind: None)
!37 = !{!38, !35}
!38 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!39 = !{!0, !7, !9, !14, !19, !24, !29, !40}
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(name: "t", scope: !42, file: !2, line: 31, type: !48, isLocal: true, isDefinition: true)
!42 = distinct !DISubprogram(name: "lconst", scope: !2, file: !2, line: 30, type: !43, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !46)
!43 = !DISubroutineType(types: !44)
!44 = !{!45, !35}
!45 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!46 = !{!47}
!47 = !DILocalVariable(name: "i", arg: 1, scope: !42, file: !2, line: 30, type: !35)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 768, elements: !50)
!49 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !45)
!50 = !{!51}
!51 = !DISubrange(count: 6)
!52 = !{!53}
!53 = !DILocalVariable(name: "i", arg: 1, scope: !31, file: !2, line: 26, type: !35)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !55, size: 288, elements: !56)
!55 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!56 = !{!57}
!57 = !DISubrange(count: 9)
!58 = !{i32 7, !"Dwarf Version", i32 5}
!59 = !{i32 2, !"Debug Info Version", i32 3}
!60 = !{i32 1, !"wchar_size", i32 4}
!61 = !{i32 8, !"PIC Level", i32 2}
!62 = !{i32 7, !"PIE Level", i32 2}
!63 = !{i32 7, !"uwtable", i32 2}
!64 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!65 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!66 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 37, type: !67, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !69)
!67 = !DISubroutineType(types: !68)
!68 = !{!35}
!69 = !{!70, !72, !74}
!70 = !DILocalVariable(name: "i", scope: !71, file: !2, line: 38, type: !35)
!71 = distinct !DILexicalBlock(scope: !66, file: !2, line: 38, column: 5)
!72 = !DILocalVariable(name: "i", scope: !73, file: !2, line: 39, type: !35)
!73 = distinct !DILexicalBlock(scope: !66, file: !2, line: 39, column: 5)
!74 = !DILocalVariable(name: "i", scope: !75, file: !2, line: 40, type: !35)
!75 = distinct !DILexicalBlock(scope: !66, file: !2, line: 40, column: 5)
!76 = !DILocation(line: 0, scope: !71)
!77 = !DILocation(line: 38, column: 58, scope: !78)
!78 = distinct !DILexicalBlock(scope: !71, file: !2, line: 38, column: 5)
!79 = !DILocation(line: 38, column: 34, scope: !78)
!80 = !DILocation(line: 0, scope: !73)
!81 = !DILocation(line: 39, column: 65, scope: !82)
!82 = distinct !DILexicalBlock(scope: !73, file: !2, line: 39, column: 5)
!83 = !DILocation(line: 39, column: 57, scope: !82)
!84 = !DILocation(line: 39, column: 33, scope: !82)
!85 = !DILocation(line: 0, scope: !75)
!86 = !DILocation(line: 40, column: 58, scope: !87)
!87 = distinct !DILexicalBlock(scope: !75, file: !2, line: 40, column: 5)
!88 = !DILocation(line: 40, column: 33, scope: !87)
!89 = !DILocation(line: 41, column: 5, scope: !66)
!90 = !DILocation(line: 42, column: 42, scope: !66)
!91 = !DILocation(line: 42, column: 53, scope: !66)
!92 = !DILocation(line: 42, column: 5, scope: !66)
!93 = !DILocation(line: 43, column: 5, scope: !66)
!94 = !DILocation(line: 44, column: 28, scope: !66)
!95 = !DILocation(line: 44, column: 12, scope: !66)
!96 = !DILocation(line: 44, column: 5, scope: !66)
!97 = !DISubprogram(name: "printf", scope: !98, file: !98, line: 356, type: !99, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!98 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!99 = !DISubroutineType(types: !100)
!100 = !{!35, !101, null}
!101 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !102)
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !103, size: 64)
!103 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!104 = distinct !DISubprogram(name: "dconst", scope: !2, file: !2, line: 10, type: !105, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !106)
!105 = !DISubroutineType(types: !37)
!106 = !{!107}
!107 = !DILocalVariable(name: "i", arg: 1, scope: !104, file: !2, line: 10, type: !35)
!108 = !DILocation(line: 0, scope: !104)
!109 = !DILocation(line: 11, column: 5, scope: !104)
!110 = !DILocation(line: 0, scope: !111)
!111 = distinct !DILexicalBlock(scope: !104, file: !2, line: 11, column: 16)
!112 = !DILocation(line: 25, column: 1, scope: !104)
!113 = !DILocation(line: 0, scope: !31)
!114 = !DILocation(line: 28, column: 16, scope: !31)
!115 = !DILocation(line: 28, column: 12, scope: !31)
!116 = !{!117, !117, i64 0}
!117 = !{!"float", !118, i64 0}
!118 = !{!"omnipotent char", !119, i64 0}
!119 = !{!"Simple C/C++ TBAA"}
!120 = !DILocation(line: 28, column: 5, scope: !31)
!121 = !DILocation(line: 0, scope: !42)
!122 = !DILocation(line: 32, column: 16, scope: !42)
!123 = !DILocation(line: 32, column: 12, scope: !42)
!124 = !{!125, !125, i64 0}
!125 = !{!"long double", !118, i64 0}
!126 = !DILocation(line: 32, column: 5, scope: !42)
!127 = distinct !DISubprogram(name: "poly", scope: !2, file: !2, line: 34, type: !128, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !130)
!128 = !DISubroutineType(types: !129)
!129 = !{!38, !38}
!130 = !{!131}
!131 = !DILocalVariable(name: "x", arg: 1, scope: !127, file: !2, line: 34, type: !38)
!132 = !DILocation(line: 0, scope: !127)
!133 = !DILocation(line: 34, column: 139, scope: !127)
!134 = !DILocation(line: 34, column: 135, scope: !127)
!135 = !DILocation(line: 34, column: 111, scope: !127)
!136 = !DILocation(line: 34, column: 107, scope: !127)
!137 = !DILocation(line: 34, column: 84, scope: !127)
!138 = !DILocation(line: 34, column: 80, scope: !127)
!139 = !DILocation(line: 34, column: 73, scope: !127)
!140 = !DILocation(line: 34, column: 69, scope: !127)
!141 = !DILocation(line: 34, column: 58, scope: !127)
