; ModuleID = 'programs/struct_abi_regs_exhausted.c'
source_filename = "programs/struct_abi_regs_exhausted.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.LL = type { i64, i64 }
%struct.DD = type { double, double }
%struct.LD = type { i64, double }

@__const.main.s = private unnamed_addr constant %struct.LL { i64 11, i64 13 }, align 8
@__const.main.d = private unnamed_addr constant %struct.DD { double 5.000000e-01, double 2.500000e-01 }, align 8
@__const.main.m = private unnamed_addr constant %struct.LD { i64 7, double 1.500000e+00 }, align 8
@.str = private unnamed_addr constant [40 x i8] c"r1=%ld r2=%ld r3=%a r4=%a r5=%a r6=%ld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [17 x i8] c"via pointer %ld\0A\00", align 1, !dbg !7

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !27 {
    #dbg_assign(i1 undef, !31, !DIExpression(), !60, ptr @__const.main.s, !DIExpression(), !61)
    #dbg_assign(i1 undef, !37, !DIExpression(), !62, ptr @__const.main.d, !DIExpression(), !61)
    #dbg_assign(i1 undef, !43, !DIExpression(), !63, ptr @__const.main.m, !DIExpression(), !61)
  %1 = alloca %struct.LL, align 8
    #dbg_assign(i1 undef, !31, !DIExpression(), !64, ptr @__const.main.s, !DIExpression(), !61)
    #dbg_assign(i1 undef, !37, !DIExpression(), !65, ptr @__const.main.d, !DIExpression(), !61)
    #dbg_assign(i1 undef, !43, !DIExpression(), !66, ptr @__const.main.m, !DIExpression(), !61)
    #dbg_value(i128 55340232221128654853, !49, !DIExpression(), !61)
  %2 = tail call fastcc i64 @ll_after5(i64 noundef 1, i64 noundef 2, i64 noundef 4, i64 noundef 5, ptr noundef nonnull byval(%struct.LL) align 8 @__const.main.s, i64 noundef 17), !dbg !67
    #dbg_value(i64 %2, !50, !DIExpression(), !61)
    #dbg_value(i64 9545, !51, !DIExpression(), !61)
  %3 = tail call fastcc double @dd_after7(ptr noundef nonnull byval(%struct.DD) align 8 @__const.main.d), !dbg !68
    #dbg_value(double %3, !52, !DIExpression(), !61)
  %4 = tail call fastcc double @ld_mixed(i64 7, double 1.500000e+00), !dbg !69
    #dbg_value(double %4, !53, !DIExpression(), !61)
  %5 = tail call fastcc double @ld_sse_out(ptr noundef nonnull byval(%struct.LD) align 8 @__const.main.m), !dbg !70
    #dbg_value(double %5, !54, !DIExpression(), !61)
  %6 = tail call fastcc i64 @order(ptr noundef nonnull byval(%struct.LL) align 8 @__const.main.s), !dbg !71
    #dbg_value(i64 %6, !55, !DIExpression(), !61)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %2, i64 noundef 9545, double noundef %3, double noundef %4, double noundef %5, i64 noundef %6), !dbg !72
    #dbg_value(ptr poison, !56, !DIExpression(), !61)
  store i64 -1, ptr %1, align 8, !dbg !73, !tbaa !74
  %8 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !73
  store i64 -2, ptr %8, align 8, !dbg !73, !tbaa !79
  %9 = tail call fastcc i64 @ll_after5(i64 noundef 5, i64 noundef 4, i64 noundef 2, i64 noundef 1, ptr noundef nonnull byval(%struct.LL) align 8 %1, i64 noundef 100), !dbg !80
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %9), !dbg !81
  %11 = add i64 %2, 73, !dbg !82
  %12 = add i64 %11, %6, !dbg !83
  %13 = trunc i64 %12 to i32, !dbg !84
  %14 = and i32 %13, 127, !dbg !84
  ret i32 %14, !dbg !85
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc range(i64 -9223372036854775672, -9223372036854775808) i64 @ll_after5(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, ptr nocapture noundef readonly byval(%struct.LL) align 8 %4, i64 noundef %5) unnamed_addr #1 !dbg !86 {
    #dbg_value(i64 %0, !89, !DIExpression(), !96)
    #dbg_value(i64 %1, !90, !DIExpression(), !96)
    #dbg_value(i64 3, !91, !DIExpression(), !96)
    #dbg_value(i64 %2, !92, !DIExpression(), !96)
    #dbg_value(i64 %3, !93, !DIExpression(), !96)
    #dbg_declare(ptr %4, !94, !DIExpression(), !97)
    #dbg_value(i64 %5, !95, !DIExpression(), !96)
  %7 = shl nuw nsw i64 %1, 1, !dbg !98
  %8 = shl nuw nsw i64 %2, 2, !dbg !99
  %9 = mul nuw nsw i64 %3, 5, !dbg !100
  %10 = load i64, ptr %4, align 8, !dbg !101, !tbaa !74
  %11 = mul nsw i64 %10, 6, !dbg !102
  %12 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !103
  %13 = load i64, ptr %12, align 8, !dbg !103, !tbaa !79
  %14 = mul nsw i64 %13, 7, !dbg !104
  %15 = shl nuw nsw i64 %5, 3, !dbg !105
  %16 = add i64 %0, 9, !dbg !106
  %17 = add i64 %16, %7, !dbg !107
  %18 = add i64 %17, %8, !dbg !108
  %19 = add i64 %18, %9, !dbg !109
  %20 = add i64 %19, %15, !dbg !110
  %21 = add i64 %20, %11, !dbg !111
  %22 = add i64 %21, %14, !dbg !112
  ret i64 %22, !dbg !113
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc double @dd_after7(ptr nocapture noundef readonly byval(%struct.DD) align 8 %0) unnamed_addr #1 !dbg !114 {
    #dbg_value(double 1.000000e+00, !118, !DIExpression(), !127)
    #dbg_value(double 2.000000e+00, !119, !DIExpression(), !127)
    #dbg_value(double 3.000000e+00, !120, !DIExpression(), !127)
    #dbg_value(double 4.000000e+00, !121, !DIExpression(), !127)
    #dbg_value(double 5.000000e+00, !122, !DIExpression(), !127)
    #dbg_value(double 6.000000e+00, !123, !DIExpression(), !127)
    #dbg_value(double 7.000000e+00, !124, !DIExpression(), !127)
    #dbg_declare(ptr %0, !125, !DIExpression(), !128)
    #dbg_value(double 1.250000e-01, !126, !DIExpression(), !127)
  %2 = load <2 x double>, ptr %0, align 8, !dbg !129, !tbaa !130
  %3 = fmul <2 x double> %2, <double 1.000000e+01, double 1.000000e+02>, !dbg !132
  %4 = extractelement <2 x double> %3, i64 0, !dbg !133
  %5 = fadd double %4, 2.800000e+01, !dbg !133
  %6 = extractelement <2 x double> %3, i64 1, !dbg !134
  %7 = fadd double %5, %6, !dbg !134
  %8 = fadd double %7, 1.250000e+02, !dbg !135
  ret double %8, !dbg !136
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc double @ld_mixed(i64 %0, double %1) unnamed_addr #2 !dbg !137 {
    #dbg_value(i64 %0, !146, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !151)
    #dbg_value(double %1, !146, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !151)
    #dbg_value(i64 1, !141, !DIExpression(), !151)
    #dbg_value(i64 2, !142, !DIExpression(), !151)
    #dbg_value(i64 3, !143, !DIExpression(), !151)
    #dbg_value(i64 4, !144, !DIExpression(), !151)
    #dbg_value(i64 5, !145, !DIExpression(), !151)
    #dbg_value(double 5.000000e-01, !147, !DIExpression(), !151)
    #dbg_value(double 2.500000e-01, !148, !DIExpression(), !151)
    #dbg_value(double 1.250000e-01, !149, !DIExpression(), !151)
    #dbg_value(i64 6, !150, !DIExpression(), !151)
  %3 = sitofp i64 %0 to double, !dbg !152
  %4 = fmul double %3, 2.000000e+00, !dbg !153
  %5 = fadd double %4, 2.100000e+01, !dbg !154
  %6 = fmul double %1, 3.000000e+00, !dbg !155
  %7 = fadd double %6, %5, !dbg !156
  %8 = fadd double %7, 5.000000e-01, !dbg !157
  %9 = fadd double %8, 2.500000e-01, !dbg !158
  %10 = fadd double %9, 1.250000e-01, !dbg !159
  ret double %10, !dbg !160
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc double @ld_sse_out(ptr nocapture noundef readonly byval(%struct.LD) align 8 %0) unnamed_addr #1 !dbg !161 {
    #dbg_value(double 1.000000e+00, !165, !DIExpression(), !175)
    #dbg_value(double 2.000000e+00, !166, !DIExpression(), !175)
    #dbg_value(double 3.000000e+00, !167, !DIExpression(), !175)
    #dbg_value(double 4.000000e+00, !168, !DIExpression(), !175)
    #dbg_value(double 5.000000e+00, !169, !DIExpression(), !175)
    #dbg_value(double 6.000000e+00, !170, !DIExpression(), !175)
    #dbg_value(double 7.000000e+00, !171, !DIExpression(), !175)
    #dbg_value(double 8.000000e+00, !172, !DIExpression(), !175)
    #dbg_declare(ptr %0, !173, !DIExpression(), !176)
    #dbg_value(i64 9, !174, !DIExpression(), !175)
  %2 = load i64, ptr %0, align 8, !dbg !177, !tbaa !178
  %3 = sitofp i64 %2 to double, !dbg !180
  %4 = fadd double %3, 3.600000e+01, !dbg !181
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !182
  %6 = load double, ptr %5, align 8, !dbg !182, !tbaa !183
  %7 = fmul double %6, 5.000000e-01, !dbg !184
  %8 = fadd double %4, %7, !dbg !185
  %9 = fadd double %8, 9.000000e+00, !dbg !186
  ret double %9, !dbg !187
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc range(i64 -9223372036854775806, -9223372036854775808) i64 @order(ptr nocapture noundef readonly byval(%struct.LL) align 8 %0) unnamed_addr #1 !dbg !188 {
    #dbg_value(i32 1, !192, !DIExpression(), !204)
    #dbg_value(i32 2, !193, !DIExpression(), !204)
    #dbg_value(i32 0, !194, !DIExpression(), !204)
    #dbg_value(i32 1, !195, !DIExpression(), !204)
    #dbg_value(i32 2, !196, !DIExpression(), !204)
    #dbg_value(i32 0, !197, !DIExpression(), !204)
    #dbg_value(i32 1, !198, !DIExpression(), !204)
    #dbg_value(i32 2, !199, !DIExpression(), !204)
    #dbg_value(i32 0, !200, !DIExpression(), !204)
    #dbg_value(i32 1, !201, !DIExpression(), !204)
    #dbg_declare(ptr %0, !202, !DIExpression(), !205)
    #dbg_value(i32 2, !203, !DIExpression(), !204)
  %2 = load i64, ptr %0, align 8, !dbg !206, !tbaa !74
  %3 = mul nsw i64 %2, 100, !dbg !207
  %4 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !208
  %5 = load i64, ptr %4, align 8, !dbg !208, !tbaa !79
  %6 = mul nsw i64 %5, 10, !dbg !209
  %7 = add i64 %3, 34066002, !dbg !210
  %8 = add i64 %7, %6, !dbg !211
  ret i64 %8, !dbg !212
}

; Function Attrs: nofree nounwind
declare !dbg !213 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!12}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/struct_abi_regs_exhausted.c", directory: ".", checksumkind: CSK_MD5, checksum: "c426e552f67f5b6d166cb062b47e2338")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 40)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 17)
!12 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !13, globals: !18, splitDebugInlining: false, nameTableKind: None)
!13 = !{!14, !15, !16, !17}
!14 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!17 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!18 = !{!0, !7}
!19 = !{i32 7, !"Dwarf Version", i32 5}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 8, !"PIC Level", i32 2}
!23 = !{i32 7, !"PIE Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 2}
!25 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!26 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!27 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 21, type: !28, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !30)
!28 = !DISubroutineType(types: !29)
!29 = !{!15}
!30 = !{!31, !37, !43, !49, !50, !51, !52, !53, !54, !55, !56}
!31 = !DILocalVariable(name: "s", scope: !27, file: !2, line: 22, type: !32)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "LL", file: !2, line: 8, baseType: !33)
!33 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 8, size: 128, elements: !34)
!34 = !{!35, !36}
!35 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !33, file: !2, line: 8, baseType: !16, size: 64)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !33, file: !2, line: 8, baseType: !16, size: 64, offset: 64)
!37 = !DILocalVariable(name: "d", scope: !27, file: !2, line: 23, type: !38)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "DD", file: !2, line: 9, baseType: !39)
!39 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 9, size: 128, elements: !40)
!40 = !{!41, !42}
!41 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !39, file: !2, line: 9, baseType: !17, size: 64)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !39, file: !2, line: 9, baseType: !17, size: 64, offset: 64)
!43 = !DILocalVariable(name: "m", scope: !27, file: !2, line: 24, type: !44)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "LD", file: !2, line: 10, baseType: !45)
!45 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 10, size: 128, elements: !46)
!46 = !{!47, !48}
!47 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !45, file: !2, line: 10, baseType: !16, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !45, file: !2, line: 10, baseType: !17, size: 64, offset: 64)
!49 = !DILocalVariable(name: "w", scope: !27, file: !2, line: 25, type: !14)
!50 = !DILocalVariable(name: "r1", scope: !27, file: !2, line: 26, type: !16)
!51 = !DILocalVariable(name: "r2", scope: !27, file: !2, line: 27, type: !16)
!52 = !DILocalVariable(name: "r3", scope: !27, file: !2, line: 28, type: !17)
!53 = !DILocalVariable(name: "r4", scope: !27, file: !2, line: 29, type: !17)
!54 = !DILocalVariable(name: "r5", scope: !27, file: !2, line: 30, type: !17)
!55 = !DILocalVariable(name: "r6", scope: !27, file: !2, line: 31, type: !16)
!56 = !DILocalVariable(name: "fp", scope: !27, file: !2, line: 33, type: !57)
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!58 = !DISubroutineType(types: !59)
!59 = !{!16, !16, !16, !16, !16, !16, !32, !16}
!60 = distinct !DIAssignID()
!61 = !DILocation(line: 0, scope: !27)
!62 = distinct !DIAssignID()
!63 = distinct !DIAssignID()
!64 = distinct !DIAssignID()
!65 = distinct !DIAssignID()
!66 = distinct !DIAssignID()
!67 = !DILocation(line: 26, column: 15, scope: !27)
!68 = !DILocation(line: 28, column: 17, scope: !27)
!69 = !DILocation(line: 29, column: 17, scope: !27)
!70 = !DILocation(line: 30, column: 17, scope: !27)
!71 = !DILocation(line: 31, column: 15, scope: !27)
!72 = !DILocation(line: 32, column: 5, scope: !27)
!73 = !DILocation(line: 34, column: 55, scope: !27)
!74 = !{!75, !76, i64 0}
!75 = !{!"", !76, i64 0, !76, i64 8}
!76 = !{!"long", !77, i64 0}
!77 = !{!"omnipotent char", !78, i64 0}
!78 = !{!"Simple C/C++ TBAA"}
!79 = !{!75, !76, i64 8}
!80 = !DILocation(line: 34, column: 33, scope: !27)
!81 = !DILocation(line: 34, column: 5, scope: !27)
!82 = !DILocation(line: 35, column: 22, scope: !27)
!83 = !DILocation(line: 35, column: 27, scope: !27)
!84 = !DILocation(line: 35, column: 12, scope: !27)
!85 = !DILocation(line: 35, column: 5, scope: !27)
!86 = distinct !DISubprogram(name: "ll_after5", scope: !2, file: !2, line: 12, type: !87, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !88)
!87 = !DISubroutineType(cc: DW_CC_nocall, types: !59)
!88 = !{!89, !90, !91, !92, !93, !94, !95}
!89 = !DILocalVariable(name: "a", arg: 1, scope: !86, file: !2, line: 12, type: !16)
!90 = !DILocalVariable(name: "b", arg: 2, scope: !86, file: !2, line: 12, type: !16)
!91 = !DILocalVariable(name: "c", arg: 3, scope: !86, file: !2, line: 12, type: !16)
!92 = !DILocalVariable(name: "d", arg: 4, scope: !86, file: !2, line: 12, type: !16)
!93 = !DILocalVariable(name: "e", arg: 5, scope: !86, file: !2, line: 12, type: !16)
!94 = !DILocalVariable(name: "s", arg: 6, scope: !86, file: !2, line: 12, type: !32)
!95 = !DILocalVariable(name: "f", arg: 7, scope: !86, file: !2, line: 12, type: !16)
!96 = !DILocation(line: 0, scope: !86)
!97 = !DILocation(line: 12, column: 92, scope: !86)
!98 = !DILocation(line: 12, column: 118, scope: !86)
!99 = !DILocation(line: 12, column: 134, scope: !86)
!100 = !DILocation(line: 12, column: 142, scope: !86)
!101 = !DILocation(line: 12, column: 150, scope: !86)
!102 = !DILocation(line: 12, column: 152, scope: !86)
!103 = !DILocation(line: 12, column: 160, scope: !86)
!104 = !DILocation(line: 12, column: 162, scope: !86)
!105 = !DILocation(line: 12, column: 170, scope: !86)
!106 = !DILocation(line: 12, column: 114, scope: !86)
!107 = !DILocation(line: 12, column: 122, scope: !86)
!108 = !DILocation(line: 12, column: 130, scope: !86)
!109 = !DILocation(line: 12, column: 138, scope: !86)
!110 = !DILocation(line: 12, column: 146, scope: !86)
!111 = !DILocation(line: 12, column: 156, scope: !86)
!112 = !DILocation(line: 12, column: 166, scope: !86)
!113 = !DILocation(line: 12, column: 105, scope: !86)
!114 = distinct !DISubprogram(name: "dd_after7", scope: !2, file: !2, line: 14, type: !115, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !117)
!115 = !DISubroutineType(cc: DW_CC_nocall, types: !116)
!116 = !{!17, !17, !17, !17, !17, !17, !17, !17, !38, !17}
!117 = !{!118, !119, !120, !121, !122, !123, !124, !125, !126}
!118 = !DILocalVariable(name: "a", arg: 1, scope: !114, file: !2, line: 14, type: !17)
!119 = !DILocalVariable(name: "b", arg: 2, scope: !114, file: !2, line: 14, type: !17)
!120 = !DILocalVariable(name: "c", arg: 3, scope: !114, file: !2, line: 14, type: !17)
!121 = !DILocalVariable(name: "d", arg: 4, scope: !114, file: !2, line: 14, type: !17)
!122 = !DILocalVariable(name: "e", arg: 5, scope: !114, file: !2, line: 14, type: !17)
!123 = !DILocalVariable(name: "f", arg: 6, scope: !114, file: !2, line: 14, type: !17)
!124 = !DILocalVariable(name: "g", arg: 7, scope: !114, file: !2, line: 14, type: !17)
!125 = !DILocalVariable(name: "s", arg: 8, scope: !114, file: !2, line: 14, type: !38)
!126 = !DILocalVariable(name: "h", arg: 9, scope: !114, file: !2, line: 14, type: !17)
!127 = !DILocation(line: 0, scope: !114)
!128 = !DILocation(line: 14, column: 124, scope: !114)
!129 = !DILocation(line: 14, column: 176, scope: !114)
!130 = !{!131, !131, i64 0}
!131 = !{!"double", !77, i64 0}
!132 = !DILocation(line: 14, column: 178, scope: !114)
!133 = !DILocation(line: 14, column: 172, scope: !114)
!134 = !DILocation(line: 14, column: 183, scope: !114)
!135 = !DILocation(line: 14, column: 195, scope: !114)
!136 = !DILocation(line: 14, column: 139, scope: !114)
!137 = distinct !DISubprogram(name: "ld_mixed", scope: !2, file: !2, line: 15, type: !138, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !140)
!138 = !DISubroutineType(cc: DW_CC_nocall, types: !139)
!139 = !{!17, !16, !16, !16, !16, !16, !44, !17, !17, !17, !16}
!140 = !{!141, !142, !143, !144, !145, !146, !147, !148, !149, !150}
!141 = !DILocalVariable(name: "a", arg: 1, scope: !137, file: !2, line: 15, type: !16)
!142 = !DILocalVariable(name: "b", arg: 2, scope: !137, file: !2, line: 15, type: !16)
!143 = !DILocalVariable(name: "c", arg: 3, scope: !137, file: !2, line: 15, type: !16)
!144 = !DILocalVariable(name: "d", arg: 4, scope: !137, file: !2, line: 15, type: !16)
!145 = !DILocalVariable(name: "e", arg: 5, scope: !137, file: !2, line: 15, type: !16)
!146 = !DILocalVariable(name: "s", arg: 6, scope: !137, file: !2, line: 15, type: !44)
!147 = !DILocalVariable(name: "x", arg: 7, scope: !137, file: !2, line: 15, type: !17)
!148 = !DILocalVariable(name: "y", arg: 8, scope: !137, file: !2, line: 15, type: !17)
!149 = !DILocalVariable(name: "z", arg: 9, scope: !137, file: !2, line: 15, type: !17)
!150 = !DILocalVariable(name: "f", arg: 10, scope: !137, file: !2, line: 15, type: !16)
!151 = !DILocation(line: 0, scope: !137)
!152 = !DILocation(line: 15, column: 177, scope: !137)
!153 = !DILocation(line: 15, column: 181, scope: !137)
!154 = !DILocation(line: 15, column: 175, scope: !137)
!155 = !DILocation(line: 15, column: 193, scope: !137)
!156 = !DILocation(line: 15, column: 187, scope: !137)
!157 = !DILocation(line: 15, column: 197, scope: !137)
!158 = !DILocation(line: 15, column: 201, scope: !137)
!159 = !DILocation(line: 15, column: 205, scope: !137)
!160 = !DILocation(line: 15, column: 136, scope: !137)
!161 = distinct !DISubprogram(name: "ld_sse_out", scope: !2, file: !2, line: 16, type: !162, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !164)
!162 = !DISubroutineType(cc: DW_CC_nocall, types: !163)
!163 = !{!17, !17, !17, !17, !17, !17, !17, !17, !17, !44, !16}
!164 = !{!165, !166, !167, !168, !169, !170, !171, !172, !173, !174}
!165 = !DILocalVariable(name: "a", arg: 1, scope: !161, file: !2, line: 16, type: !17)
!166 = !DILocalVariable(name: "b", arg: 2, scope: !161, file: !2, line: 16, type: !17)
!167 = !DILocalVariable(name: "c", arg: 3, scope: !161, file: !2, line: 16, type: !17)
!168 = !DILocalVariable(name: "d", arg: 4, scope: !161, file: !2, line: 16, type: !17)
!169 = !DILocalVariable(name: "e", arg: 5, scope: !161, file: !2, line: 16, type: !17)
!170 = !DILocalVariable(name: "f", arg: 6, scope: !161, file: !2, line: 16, type: !17)
!171 = !DILocalVariable(name: "g", arg: 7, scope: !161, file: !2, line: 16, type: !17)
!172 = !DILocalVariable(name: "h", arg: 8, scope: !161, file: !2, line: 16, type: !17)
!173 = !DILocalVariable(name: "s", arg: 9, scope: !161, file: !2, line: 16, type: !44)
!174 = !DILocalVariable(name: "i", arg: 10, scope: !161, file: !2, line: 16, type: !16)
!175 = !DILocation(line: 0, scope: !161)
!176 = !DILocation(line: 16, column: 135, scope: !161)
!177 = !DILocation(line: 16, column: 197, scope: !161)
!178 = !{!179, !76, i64 0}
!179 = !{!"", !76, i64 0, !131, i64 8}
!180 = !DILocation(line: 16, column: 187, scope: !161)
!181 = !DILocation(line: 16, column: 185, scope: !161)
!182 = !DILocation(line: 16, column: 203, scope: !161)
!183 = !{!179, !131, i64 8}
!184 = !DILocation(line: 16, column: 205, scope: !161)
!185 = !DILocation(line: 16, column: 199, scope: !161)
!186 = !DILocation(line: 16, column: 211, scope: !161)
!187 = !DILocation(line: 16, column: 148, scope: !161)
!188 = distinct !DISubprogram(name: "order", scope: !2, file: !2, line: 17, type: !189, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !191)
!189 = !DISubroutineType(cc: DW_CC_nocall, types: !190)
!190 = !{!16, !15, !15, !15, !15, !15, !15, !15, !15, !15, !15, !32, !15}
!191 = !{!192, !193, !194, !195, !196, !197, !198, !199, !200, !201, !202, !203}
!192 = !DILocalVariable(name: "a1", arg: 1, scope: !188, file: !2, line: 17, type: !15)
!193 = !DILocalVariable(name: "a2", arg: 2, scope: !188, file: !2, line: 17, type: !15)
!194 = !DILocalVariable(name: "a3", arg: 3, scope: !188, file: !2, line: 17, type: !15)
!195 = !DILocalVariable(name: "a4", arg: 4, scope: !188, file: !2, line: 17, type: !15)
!196 = !DILocalVariable(name: "a5", arg: 5, scope: !188, file: !2, line: 17, type: !15)
!197 = !DILocalVariable(name: "a6", arg: 6, scope: !188, file: !2, line: 17, type: !15)
!198 = !DILocalVariable(name: "a7", arg: 7, scope: !188, file: !2, line: 17, type: !15)
!199 = !DILocalVariable(name: "a8", arg: 8, scope: !188, file: !2, line: 17, type: !15)
!200 = !DILocalVariable(name: "a9", arg: 9, scope: !188, file: !2, line: 17, type: !15)
!201 = !DILocalVariable(name: "a10", arg: 10, scope: !188, file: !2, line: 17, type: !15)
!202 = !DILocalVariable(name: "s11", arg: 11, scope: !188, file: !2, line: 17, type: !32)
!203 = !DILocalVariable(name: "a12", arg: 12, scope: !188, file: !2, line: 17, type: !15)
!204 = !DILocation(line: 0, scope: !188)
!205 = !DILocation(line: 17, column: 129, scope: !188)
!206 = !DILocation(line: 18, column: 129, scope: !188)
!207 = !DILocation(line: 18, column: 131, scope: !188)
!208 = !DILocation(line: 18, column: 143, scope: !188)
!209 = !DILocation(line: 18, column: 145, scope: !188)
!210 = !DILocation(line: 18, column: 137, scope: !188)
!211 = !DILocation(line: 18, column: 150, scope: !188)
!212 = !DILocation(line: 18, column: 5, scope: !188)
!213 = !DISubprogram(name: "printf", scope: !214, file: !214, line: 356, type: !215, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!214 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!215 = !DISubroutineType(types: !216)
!216 = !{!15, !217, null}
!217 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !218)
!218 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !219, size: 64)
!219 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
