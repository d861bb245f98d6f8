; ModuleID = 'programs/inline_asm_x87_math.c'
source_filename = "programs/inline_asm_x87_math.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [25 x i8] c"sqrt: %.17g %.9g %.21Lg\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [21 x i8] c"fabs/rint: %g %g %g\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [21 x i8] c"log2: %.21Lg %.21Lg\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [14 x i8] c"scale: %g %g\0A\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [20 x i8] c"atan2: %.17g %.17g\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [26 x i8] c"sincos(0.5): %.17g %.17g\0A\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [30 x i8] c"pi: %.21Lg fmod: %.17g %.17g\0A\00", align 1, !dbg !29

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !47 {
  %1 = alloca double, align 8, !DIAssignID !53
    #dbg_assign(i1 undef, !51, !DIExpression(), !53, ptr %1, !DIExpression(), !54)
  %2 = alloca double, align 8, !DIAssignID !55
    #dbg_assign(i1 undef, !52, !DIExpression(), !55, ptr %2, !DIExpression(), !54)
  %3 = tail call fastcc double @x87_sqrt(double noundef 2.000000e+00), !dbg !56
  %4 = tail call fastcc float @x87_sqrtf(), !dbg !57
  %5 = fpext float %4 to double, !dbg !58
  %6 = tail call fastcc x86_fp80 @x87_sqrtl(), !dbg !59
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %3, double noundef %5, x86_fp80 noundef %6), !dbg !60
  %8 = tail call fastcc double @x87_fabs(), !dbg !61
  %9 = tail call fastcc double @x87_rint(double noundef 2.500000e+00), !dbg !62
  %10 = tail call fastcc double @x87_rint(double noundef -3.700000e+00), !dbg !63
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %8, double noundef %9, double noundef %10), !dbg !64
  %12 = tail call fastcc x86_fp80 @x87_log2l(x86_fp80 noundef 0xK40028000000000000000), !dbg !65
  %13 = tail call fastcc x86_fp80 @x87_log2l(x86_fp80 noundef 0xK4002A000000000000000), !dbg !66
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, x86_fp80 noundef %12, x86_fp80 noundef %13), !dbg !67
  %15 = tail call fastcc double @x87_scale(double noundef 3.000000e+00, double noundef 4.000000e+00), !dbg !68
  %16 = tail call fastcc double @x87_scale(double noundef 1.000000e+00, double noundef -2.000000e+00), !dbg !69
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %15, double noundef %16), !dbg !70
  %18 = tail call fastcc double @x87_atan2(double noundef 1.000000e+00, double noundef 1.000000e+00), !dbg !71
  %19 = tail call fastcc double @x87_atan2(double noundef -1.000000e+00, double noundef -2.000000e+00), !dbg !72
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %18, double noundef %19), !dbg !73
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !74
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5, !dbg !74
  call fastcc void @x87_sincos(ptr noundef nonnull %1, ptr noundef nonnull %2), !dbg !75
  %21 = load double, ptr %1, align 8, !dbg !76, !tbaa !77
  %22 = load double, ptr %2, align 8, !dbg !81, !tbaa !77
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %21, double noundef %22), !dbg !82
  %24 = tail call fastcc x86_fp80 @x87_pi(), !dbg !83
  %25 = tail call fastcc double @x87_fmod(double noundef 1.000000e+01, double noundef 3.000000e+00), !dbg !84
  %26 = tail call fastcc double @x87_fmod(double noundef -7.500000e+00, double noundef 2.000000e+00), !dbg !85
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, x86_fp80 noundef %24, double noundef %25, double noundef %26), !dbg !86
  %28 = tail call fastcc double @x87_sqrt(double noundef 1.600000e+03), !dbg !87
  %29 = fptosi double %28 to i32, !dbg !88
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5, !dbg !89
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !89
  ret i32 %29, !dbg !90
}

; Function Attrs: nofree nounwind
declare !dbg !91 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc double @x87_sqrt(double noundef %0) unnamed_addr #2 !dbg !98 {
    #dbg_value(double %0, !102, !DIExpression(), !104)
  %2 = tail call double asm "fsqrt", "={st},0,~{dirflag},~{fpsr},~{flags}"(double %0) #6, !dbg !105, !srcloc !106
    #dbg_value(double %2, !103, !DIExpression(), !104)
  ret double %2, !dbg !107
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc float @x87_sqrtf() unnamed_addr #2 !dbg !108 {
    #dbg_value(float 3.000000e+00, !113, !DIExpression(), !115)
  %1 = tail call float asm "fsqrt", "={st},0,~{dirflag},~{fpsr},~{flags}"(float 3.000000e+00) #6, !dbg !116, !srcloc !117
    #dbg_value(float %1, !114, !DIExpression(), !115)
  ret float %1, !dbg !118
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc x86_fp80 @x87_sqrtl() unnamed_addr #2 !dbg !119 {
    #dbg_value(x86_fp80 0xK4001A000000000000000, !124, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !126)
  %1 = tail call x86_fp80 asm "fsqrt", "={st},0,~{dirflag},~{fpsr},~{flags}"(x86_fp80 0xK4001A000000000000000) #6, !dbg !127, !srcloc !128
    #dbg_value(x86_fp80 %1, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !126)
  ret x86_fp80 %1, !dbg !129
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc double @x87_fabs() unnamed_addr #2 !dbg !130 {
    #dbg_value(double -4.250000e+00, !133, !DIExpression(), !134)
  %1 = tail call double asm "fabs", "={st},0,~{dirflag},~{fpsr},~{flags}"(double -4.250000e+00) #6, !dbg !135, !srcloc !136
    #dbg_value(double %1, !133, !DIExpression(), !134)
  ret double %1, !dbg !137
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc double @x87_rint(double noundef %0) unnamed_addr #2 !dbg !138 {
    #dbg_value(double %0, !140, !DIExpression(), !142)
  %2 = tail call double asm "frndint", "={st},0,~{dirflag},~{fpsr},~{flags}"(double %0) #6, !dbg !143, !srcloc !144
    #dbg_value(double %2, !141, !DIExpression(), !142)
  ret double %2, !dbg !145
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc x86_fp80 @x87_log2l(x86_fp80 noundef %0) unnamed_addr #2 !dbg !146 {
    #dbg_value(x86_fp80 %0, !149, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !151)
  %2 = tail call x86_fp80 asm "fld1\0A\09fxch\0A\09fyl2x", "={st},0,~{dirflag},~{fpsr},~{flags}"(x86_fp80 %0) #6, !dbg !152, !srcloc !153
    #dbg_value(x86_fp80 %2, !150, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !151)
  ret x86_fp80 %2, !dbg !154
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc double @x87_scale(double noundef %0, double noundef %1) unnamed_addr #2 !dbg !155 {
    #dbg_value(double %0, !159, !DIExpression(), !162)
    #dbg_value(double %1, !160, !DIExpression(), !162)
  %3 = tail call double asm "fscale", "={st},0,{st(1)},~{dirflag},~{fpsr},~{flags}"(double %0, double %1) #6, !dbg !163, !srcloc !164
    #dbg_value(double %3, !161, !DIExpression(), !162)
  ret double %3, !dbg !165
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc double @x87_atan2(double noundef %0, double noundef %1) unnamed_addr #2 !dbg !166 {
    #dbg_value(double %0, !168, !DIExpression(), !171)
    #dbg_value(double %1, !169, !DIExpression(), !171)
  %3 = tail call double asm "fpatan", "={st},0,{st(1)},~{st(1)},~{dirflag},~{fpsr},~{flags}"(double %1, double %0) #6, !dbg !172, !srcloc !173
    #dbg_value(double %3, !170, !DIExpression(), !171)
  ret double %3, !dbg !174
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: noinline nounwind memory(argmem: write) uwtable
define internal fastcc void @x87_sincos(ptr nocapture noundef writeonly %0, ptr nocapture noundef writeonly %1) unnamed_addr #4 !dbg !175 {
    #dbg_value(double 5.000000e-01, !180, !DIExpression(), !185)
    #dbg_value(ptr %0, !181, !DIExpression(), !185)
    #dbg_value(ptr %1, !182, !DIExpression(), !185)
  %3 = tail call { double, double } asm "fsincos", "={st},={st(1)},0,~{dirflag},~{fpsr},~{flags}"(double 5.000000e-01) #6, !dbg !186, !srcloc !187
  %4 = extractvalue { double, double } %3, 0, !dbg !186
  %5 = extractvalue { double, double } %3, 1, !dbg !186
    #dbg_value(double %4, !183, !DIExpression(), !185)
    #dbg_value(double %5, !184, !DIExpression(), !185)
  store double %5, ptr %0, align 8, !dbg !188, !tbaa !77
  store double %4, ptr %1, align 8, !dbg !189, !tbaa !77
  ret void, !dbg !190
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc x86_fp80 @x87_pi() unnamed_addr #2 !dbg !191 {
  %1 = tail call x86_fp80 asm "fldpi", "={st},~{dirflag},~{fpsr},~{flags}"() #6, !dbg !196, !srcloc !197
    #dbg_value(x86_fp80 %1, !195, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !198)
  ret x86_fp80 %1, !dbg !199
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc double @x87_fmod(double noundef %0, double noundef %1) unnamed_addr #2 !dbg !200 {
    #dbg_value(double %0, !202, !DIExpression(), !205)
    #dbg_value(double %1, !203, !DIExpression(), !205)
  %3 = tail call double asm "1:\0A\09fprem\0A\09fnstsw %ax\0A\09testw $$0x400, %ax\0A\09jnz 1b", "={st},0,{st(1)},~{ax},~{cc},~{dirflag},~{fpsr},~{flags}"(double %0, double %1) #6, !dbg !206, !srcloc !207
    #dbg_value(double %3, !204, !DIExpression(), !205)
  ret double %3, !dbg !208
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noinline nounwind memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind memory(none) }

!llvm.dbg.cu = !{!34}
!llvm.module.flags = !{!39, !40, !41, !42, !43, !44, !45}
!llvm.ident = !{!46}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/inline_asm_x87_math.c", directory: ".", checksumkind: CSK_MD5, checksum: "0c300f70724713af642047b2dff6c16b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 25)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 21)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 14)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 20)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 26)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 30)
!34 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !35, globals: !38, splitDebugInlining: false, nameTableKind: None)
!35 = !{!36, !37}
!36 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!37 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!38 = !{!0, !7, !12, !14, !19, !24, !29}
!39 = !{i32 7, !"Dwarf Version", i32 5}
!40 = !{i32 2, !"Debug Info Version", i32 3}
!41 = !{i32 1, !"wchar_size", i32 4}
!42 = !{i32 8, !"PIC Level", i32 2}
!43 = !{i32 7, !"PIE Level", i32 2}
!44 = !{i32 7, !"uwtable", i32 2}
!45 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!46 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!47 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 41, type: !48, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !50)
!48 = !DISubroutineType(types: !49)
!49 = !{!37}
!50 = !{!51, !52}
!51 = !DILocalVariable(name: "s", scope: !47, file: !2, line: 47, type: !36)
!52 = !DILocalVariable(name: "c", scope: !47, file: !2, line: 47, type: !36)
!53 = distinct !DIAssignID()
!54 = !DILocation(line: 0, scope: !47)
!55 = distinct !DIAssignID()
!56 = !DILocation(line: 42, column: 41, scope: !47)
!57 = !DILocation(line: 42, column: 64, scope: !47)
!58 = !DILocation(line: 42, column: 56, scope: !47)
!59 = !DILocation(line: 42, column: 81, scope: !47)
!60 = !DILocation(line: 42, column: 5, scope: !47)
!61 = !DILocation(line: 43, column: 37, scope: !47)
!62 = !DILocation(line: 43, column: 54, scope: !47)
!63 = !DILocation(line: 43, column: 69, scope: !47)
!64 = !DILocation(line: 43, column: 5, scope: !47)
!65 = !DILocation(line: 44, column: 37, scope: !47)
!66 = !DILocation(line: 44, column: 54, scope: !47)
!67 = !DILocation(line: 44, column: 5, scope: !47)
!68 = !DILocation(line: 45, column: 30, scope: !47)
!69 = !DILocation(line: 45, column: 51, scope: !47)
!70 = !DILocation(line: 45, column: 5, scope: !47)
!71 = !DILocation(line: 46, column: 36, scope: !47)
!72 = !DILocation(line: 46, column: 57, scope: !47)
!73 = !DILocation(line: 46, column: 5, scope: !47)
!74 = !DILocation(line: 47, column: 5, scope: !47)
!75 = !DILocation(line: 48, column: 5, scope: !47)
!76 = !DILocation(line: 49, column: 42, scope: !47)
!77 = !{!78, !78, i64 0}
!78 = !{!"double", !79, i64 0}
!79 = !{!"omnipotent char", !80, i64 0}
!80 = !{!"Simple C/C++ TBAA"}
!81 = !DILocation(line: 49, column: 45, scope: !47)
!82 = !DILocation(line: 49, column: 5, scope: !47)
!83 = !DILocation(line: 50, column: 46, scope: !47)
!84 = !DILocation(line: 50, column: 56, scope: !47)
!85 = !DILocation(line: 50, column: 77, scope: !47)
!86 = !DILocation(line: 50, column: 5, scope: !47)
!87 = !DILocation(line: 51, column: 17, scope: !47)
!88 = !DILocation(line: 51, column: 12, scope: !47)
!89 = !DILocation(line: 52, column: 1, scope: !47)
!90 = !DILocation(line: 51, column: 5, scope: !47)
!91 = !DISubprogram(name: "printf", scope: !92, file: !92, line: 356, type: !93, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!92 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!93 = !DISubroutineType(types: !94)
!94 = !{!37, !95, null}
!95 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !96)
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!97 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!98 = distinct !DISubprogram(name: "x87_sqrt", scope: !2, file: !2, line: 7, type: !99, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !101)
!99 = !DISubroutineType(types: !100)
!100 = !{!36, !36}
!101 = !{!102, !103}
!102 = !DILocalVariable(name: "x", arg: 1, scope: !98, file: !2, line: 7, type: !36)
!103 = !DILocalVariable(name: "r", scope: !98, file: !2, line: 7, type: !36)
!104 = !DILocation(line: 0, scope: !98)
!105 = !DILocation(line: 7, column: 72, scope: !98)
!106 = !{i64 447}
!107 = !DILocation(line: 7, column: 109, scope: !98)
!108 = distinct !DISubprogram(name: "x87_sqrtf", scope: !2, file: !2, line: 8, type: !109, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !112)
!109 = !DISubroutineType(cc: DW_CC_nocall, types: !110)
!110 = !{!111, !111}
!111 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!112 = !{!113, !114}
!113 = !DILocalVariable(name: "x", arg: 1, scope: !108, file: !2, line: 8, type: !111)
!114 = !DILocalVariable(name: "r", scope: !108, file: !2, line: 8, type: !111)
!115 = !DILocation(line: 0, scope: !108)
!116 = !DILocation(line: 8, column: 70, scope: !108)
!117 = !{i64 565}
!118 = !DILocation(line: 8, column: 107, scope: !108)
!119 = distinct !DISubprogram(name: "x87_sqrtl", scope: !2, file: !2, line: 9, type: !120, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !123)
!120 = !DISubroutineType(cc: DW_CC_nocall, types: !121)
!121 = !{!122, !122}
!122 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!123 = !{!124, !125}
!124 = !DILocalVariable(name: "x", arg: 1, scope: !119, file: !2, line: 9, type: !122)
!125 = !DILocalVariable(name: "r", scope: !119, file: !2, line: 9, type: !122)
!126 = !DILocation(line: 0, scope: !119)
!127 = !DILocation(line: 9, column: 88, scope: !119)
!128 = !{i64 701}
!129 = !DILocation(line: 9, column: 125, scope: !119)
!130 = distinct !DISubprogram(name: "x87_fabs", scope: !2, file: !2, line: 10, type: !131, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !132)
!131 = !DISubroutineType(cc: DW_CC_nocall, types: !100)
!132 = !{!133}
!133 = !DILocalVariable(name: "x", arg: 1, scope: !130, file: !2, line: 10, type: !36)
!134 = !DILocation(line: 0, scope: !130)
!135 = !DILocation(line: 10, column: 62, scope: !130)
!136 = !{i64 811}
!137 = !DILocation(line: 10, column: 89, scope: !130)
!138 = distinct !DISubprogram(name: "x87_rint", scope: !2, file: !2, line: 11, type: !99, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !139)
!139 = !{!140, !141}
!140 = !DILocalVariable(name: "x", arg: 1, scope: !138, file: !2, line: 11, type: !36)
!141 = !DILocalVariable(name: "r", scope: !138, file: !2, line: 11, type: !36)
!142 = !DILocation(line: 0, scope: !138)
!143 = !DILocation(line: 11, column: 72, scope: !138)
!144 = !{i64 921}
!145 = !DILocation(line: 11, column: 111, scope: !138)
!146 = distinct !DISubprogram(name: "x87_log2l", scope: !2, file: !2, line: 13, type: !147, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !148)
!147 = !DISubroutineType(types: !121)
!148 = !{!149, !150}
!149 = !DILocalVariable(name: "x", arg: 1, scope: !146, file: !2, line: 13, type: !122)
!150 = !DILocalVariable(name: "r", scope: !146, file: !2, line: 14, type: !122)
!151 = !DILocation(line: 0, scope: !146)
!152 = !DILocation(line: 15, column: 5, scope: !146)
!153 = !{i64 1141, i64 1148, i64 1156}
!154 = !DILocation(line: 16, column: 5, scope: !146)
!155 = distinct !DISubprogram(name: "x87_scale", scope: !2, file: !2, line: 18, type: !156, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !158)
!156 = !DISubroutineType(types: !157)
!157 = !{!36, !36, !36}
!158 = !{!159, !160, !161}
!159 = !DILocalVariable(name: "x", arg: 1, scope: !155, file: !2, line: 18, type: !36)
!160 = !DILocalVariable(name: "e", arg: 2, scope: !155, file: !2, line: 18, type: !36)
!161 = !DILocalVariable(name: "r", scope: !155, file: !2, line: 19, type: !36)
!162 = !DILocation(line: 0, scope: !155)
!163 = !DILocation(line: 20, column: 5, scope: !155)
!164 = !{i64 1300}
!165 = !DILocation(line: 21, column: 5, scope: !155)
!166 = distinct !DISubprogram(name: "x87_atan2", scope: !2, file: !2, line: 23, type: !156, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !167)
!167 = !{!168, !169, !170}
!168 = !DILocalVariable(name: "y", arg: 1, scope: !166, file: !2, line: 23, type: !36)
!169 = !DILocalVariable(name: "x", arg: 2, scope: !166, file: !2, line: 23, type: !36)
!170 = !DILocalVariable(name: "r", scope: !166, file: !2, line: 24, type: !36)
!171 = !DILocation(line: 0, scope: !166)
!172 = !DILocation(line: 25, column: 5, scope: !166)
!173 = !{i64 1452}
!174 = !DILocation(line: 26, column: 5, scope: !166)
!175 = distinct !DISubprogram(name: "x87_sincos", scope: !2, file: !2, line: 28, type: !176, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !179)
!176 = !DISubroutineType(cc: DW_CC_nocall, types: !177)
!177 = !{null, !36, !178, !178}
!178 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!179 = !{!180, !181, !182, !183, !184}
!180 = !DILocalVariable(name: "x", arg: 1, scope: !175, file: !2, line: 28, type: !36)
!181 = !DILocalVariable(name: "s", arg: 2, scope: !175, file: !2, line: 28, type: !178)
!182 = !DILocalVariable(name: "c", arg: 3, scope: !175, file: !2, line: 28, type: !178)
!183 = !DILocalVariable(name: "cs", scope: !175, file: !2, line: 29, type: !36)
!184 = !DILocalVariable(name: "sn", scope: !175, file: !2, line: 29, type: !36)
!185 = !DILocation(line: 0, scope: !175)
!186 = !DILocation(line: 30, column: 5, scope: !175)
!187 = !{i64 1630}
!188 = !DILocation(line: 31, column: 8, scope: !175)
!189 = !DILocation(line: 32, column: 8, scope: !175)
!190 = !DILocation(line: 33, column: 1, scope: !175)
!191 = distinct !DISubprogram(name: "x87_pi", scope: !2, file: !2, line: 34, type: !192, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !194)
!192 = !DISubroutineType(types: !193)
!193 = !{!122}
!194 = !{!195}
!195 = !DILocalVariable(name: "p", scope: !191, file: !2, line: 34, type: !122)
!196 = !DILocation(line: 34, column: 76, scope: !191)
!197 = !{i64 1783}
!198 = !DILocation(line: 0, scope: !191)
!199 = !DILocation(line: 34, column: 104, scope: !191)
!200 = distinct !DISubprogram(name: "x87_fmod", scope: !2, file: !2, line: 35, type: !156, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !201)
!201 = !{!202, !203, !204}
!202 = !DILocalVariable(name: "x", arg: 1, scope: !200, file: !2, line: 35, type: !36)
!203 = !DILocalVariable(name: "y", arg: 2, scope: !200, file: !2, line: 35, type: !36)
!204 = !DILocalVariable(name: "r", scope: !200, file: !2, line: 36, type: !36)
!205 = !DILocation(line: 0, scope: !200)
!206 = !DILocation(line: 37, column: 5, scope: !200)
!207 = !{i64 1912, i64 1917, i64 1926, i64 1941, i64 1963}
!208 = !DILocation(line: 38, column: 5, scope: !200)
