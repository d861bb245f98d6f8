; ModuleID = 'programs/linkage_visibility.c'
source_filename = "programs/linkage_visibility.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@hidden_var = hidden local_unnamed_addr global i32 10, align 4, !dbg !0
@protected_var = protected local_unnamed_addr global i32 20, align 4, !dbg !5
@default_var = dso_local local_unnamed_addr global i32 30, align 4, !dbg !8
@defined_below = dso_local local_unnamed_addr global i32 1234, align 4, !dbg !21
@.str = private unnamed_addr constant [68 x i8] c"hidden=%d protected=%d default=%d later=%d inl=%d sinl=%d below=%d\0A\00", align 1, !dbg !10
@.str.1 = private unnamed_addr constant [26 x i8] c"r=%d s=%d after=%d %d %d\0A\00", align 1, !dbg !16

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define hidden i32 @hidden_fn(i32 noundef %0) local_unnamed_addr #0 !dbg !31 {
    #dbg_value(i32 %0, !35, !DIExpression(), !36)
  %2 = load i32, ptr @hidden_var, align 4, !dbg !37, !tbaa !38
  %3 = add nsw i32 %2, %0, !dbg !42
  ret i32 %3, !dbg !43
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define protected i32 @protected_fn(i32 noundef %0) local_unnamed_addr #0 !dbg !44 {
    #dbg_value(i32 %0, !46, !DIExpression(), !47)
  %2 = load i32, ptr @protected_var, align 4, !dbg !48, !tbaa !38
  %3 = mul nsw i32 %2, %0, !dbg !49
  ret i32 %3, !dbg !50
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @default_fn(i32 noundef %0) local_unnamed_addr #0 !dbg !51 {
    #dbg_value(i32 %0, !53, !DIExpression(), !54)
  %2 = load i32, ptr @default_var, align 4, !dbg !55, !tbaa !38
  %3 = sub nsw i32 %0, %2, !dbg !56
  ret i32 %3, !dbg !57
}

; Function Attrs: inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -2147483647, -2147483648) i32 @inl(i32 noundef %0) local_unnamed_addr #1 !dbg !58 {
    #dbg_value(i32 %0, !60, !DIExpression(), !61)
  %2 = shl nsw i32 %0, 1, !dbg !62
  %3 = or disjoint i32 %2, 1, !dbg !63
  ret i32 %3, !dbg !64
}

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #2 !dbg !65 {
    #dbg_assign(i1 undef, !70, !DIExpression(), !78, ptr poison, !DIExpression(), !79)
  %1 = tail call i32 @hidden_fn(i32 noundef 1), !dbg !80
  %2 = tail call i32 @protected_fn(i32 noundef 2), !dbg !81
  %3 = tail call i32 @default_fn(i32 noundef 3), !dbg !82
  %4 = load i32, ptr @defined_below, align 4, !dbg !83, !tbaa !38
    #dbg_value(!DIArgList(i32 %1, i32 %4, i32 11, i32 64, i32 %3, i32 %2), !69, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus_uconst, 18, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !79)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef 64, i32 noundef 11, i32 noundef 18, i32 noundef %4), !dbg !84
    #dbg_assign(i1 undef, !70, !DIExpression(), !85, ptr poison, !DIExpression(), !79)
    #dbg_value(i32 0, !75, !DIExpression(), !79)
    #dbg_value(i32 0, !76, !DIExpression(), !86)
    #dbg_value(i64 0, !76, !DIExpression(), !86)
    #dbg_value(i32 0, !75, !DIExpression(), !79)
  %6 = tail call i32 @hidden_fn(i32 noundef 0) #4, !dbg !87
    #dbg_value(i32 %6, !75, !DIExpression(), !79)
    #dbg_value(i64 1, !76, !DIExpression(), !86)
  %7 = tail call i32 @protected_fn(i32 noundef 1) #4, !dbg !87
    #dbg_value(i32 poison, !75, !DIExpression(), !79)
    #dbg_value(i64 2, !76, !DIExpression(), !86)
  %8 = tail call i32 @default_fn(i32 noundef 2) #4, !dbg !87
    #dbg_value(i32 poison, !75, !DIExpression(), !79)
    #dbg_value(i64 3, !76, !DIExpression(), !86)
    #dbg_value(i32 poison, !75, !DIExpression(DW_OP_plus_uconst, 48, DW_OP_stack_value), !79)
    #dbg_value(i64 4, !76, !DIExpression(), !86)
  %9 = add i32 %6, 57, !dbg !89
  %10 = add i32 %9, %7, !dbg !89
  %11 = add i32 %10, %8, !dbg !89
    #dbg_value(i32 %11, !75, !DIExpression(), !79)
    #dbg_value(i64 5, !76, !DIExpression(), !86)
    #dbg_value(!DIArgList(i32 %14, i32 %4), !69, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !79)
  %12 = add i32 %1, 93, !dbg !90
  %13 = add i32 %12, %2, !dbg !91
  %14 = add i32 %13, %3, !dbg !92
  %15 = add nsw i32 %14, %4, !dbg !93
    #dbg_value(i32 %15, !69, !DIExpression(), !79)
  %16 = load i32, ptr @hidden_var, align 4, !dbg !94, !tbaa !38
  %17 = add nsw i32 %16, 1, !dbg !94
  store i32 %17, ptr @hidden_var, align 4, !dbg !94, !tbaa !38
  %18 = load i32, ptr @protected_var, align 4, !dbg !95, !tbaa !38
  %19 = add nsw i32 %18, 1, !dbg !95
  store i32 %19, ptr @protected_var, align 4, !dbg !95, !tbaa !38
  %20 = load i32, ptr @default_var, align 4, !dbg !96, !tbaa !38
  %21 = add nsw i32 %20, 1, !dbg !96
  store i32 %21, ptr @default_var, align 4, !dbg !96, !tbaa !38
  %22 = tail call i32 @hidden_fn(i32 noundef 0), !dbg !97
  %23 = tail call i32 @protected_fn(i32 noundef 1), !dbg !98
  %24 = tail call i32 @default_fn(i32 noundef 0), !dbg !99
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %15, i32 noundef %11, i32 noundef %22, i32 noundef %23, i32 noundef %24), !dbg !100
  %26 = add nsw i32 %11, %15, !dbg !101
  %27 = and i32 %26, 127, !dbg !102
  ret i32 %27, !dbg !103
}

; Function Attrs: nofree nounwind
declare !dbg !104 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!23, !24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "hidden_var", scope: !2, file: !3, line: 7, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/linkage_visibility.c", directory: ".", checksumkind: CSK_MD5, checksum: "930bda068f7487580c6f310c68448a2c")
!4 = !{!0, !5, !8, !10, !16, !21}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "protected_var", scope: !2, file: !3, line: 8, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "default_var", scope: !2, file: !3, line: 9, type: !7, isLocal: false, isDefinition: true)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !12, isLocal: true, isDefinition: true)
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 544, elements: !14)
!13 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!14 = !{!15}
!15 = !DISubrange(count: 68)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 208, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 26)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "defined_below", scope: !2, file: !3, line: 29, type: !7, isLocal: false, isDefinition: true)
!23 = !{i32 7, !"Dwarf Version", i32 5}
!24 = !{i32 2, !"Debug Info Version", i32 3}
!25 = !{i32 1, !"wchar_size", i32 4}
!26 = !{i32 8, !"PIC Level", i32 2}
!27 = !{i32 7, !"PIE Level", i32 2}
!28 = !{i32 7, !"uwtable", i32 2}
!29 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!30 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!31 = distinct !DISubprogram(name: "hidden_fn", scope: !3, file: !3, line: 10, type: !32, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !34)
!32 = !DISubroutineType(types: !33)
!33 = !{!7, !7}
!34 = !{!35}
!35 = !DILocalVariable(name: "x", arg: 1, scope: !31, file: !3, line: 10, type: !7)
!36 = !DILocation(line: 0, scope: !31)
!37 = !DILocation(line: 10, column: 83, scope: !31)
!38 = !{!39, !39, i64 0}
!39 = !{!"int", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C/C++ TBAA"}
!42 = !DILocation(line: 10, column: 81, scope: !31)
!43 = !DILocation(line: 10, column: 72, scope: !31)
!44 = distinct !DISubprogram(name: "protected_fn", scope: !3, file: !3, line: 11, type: !32, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !45)
!45 = !{!46}
!46 = !DILocalVariable(name: "x", arg: 1, scope: !44, file: !3, line: 11, type: !7)
!47 = !DILocation(line: 0, scope: !44)
!48 = !DILocation(line: 11, column: 89, scope: !44)
!49 = !DILocation(line: 11, column: 87, scope: !44)
!50 = !DILocation(line: 11, column: 78, scope: !44)
!51 = distinct !DISubprogram(name: "default_fn", scope: !3, file: !3, line: 12, type: !32, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !52)
!52 = !{!53}
!53 = !DILocalVariable(name: "x", arg: 1, scope: !51, file: !3, line: 12, type: !7)
!54 = !DILocation(line: 0, scope: !51)
!55 = !DILocation(line: 12, column: 62, scope: !51)
!56 = !DILocation(line: 12, column: 60, scope: !51)
!57 = !DILocation(line: 12, column: 51, scope: !51)
!58 = distinct !DISubprogram(name: "inl", scope: !3, file: !3, line: 14, type: !32, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !59)
!59 = !{!60}
!60 = !DILocalVariable(name: "x", arg: 1, scope: !58, file: !3, line: 14, type: !7)
!61 = !DILocation(line: 0, scope: !58)
!62 = !DILocation(line: 14, column: 34, scope: !58)
!63 = !DILocation(line: 14, column: 38, scope: !58)
!64 = !DILocation(line: 14, column: 25, scope: !58)
!65 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 18, type: !66, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !68)
!66 = !DISubroutineType(types: !67)
!67 = !{!7}
!68 = !{!69, !70, !75, !76}
!69 = !DILocalVariable(name: "r", scope: !65, file: !3, line: 20, type: !7)
!70 = !DILocalVariable(name: "fps", scope: !65, file: !3, line: 22, type: !71)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !72, size: 320, elements: !73)
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!73 = !{!74}
!74 = !DISubrange(count: 5)
!75 = !DILocalVariable(name: "s", scope: !65, file: !3, line: 23, type: !7)
!76 = !DILocalVariable(name: "i", scope: !77, file: !3, line: 24, type: !7)
!77 = distinct !DILexicalBlock(scope: !65, file: !3, line: 24, column: 5)
!78 = distinct !DIAssignID()
!79 = !DILocation(line: 0, scope: !65)
!80 = !DILocation(line: 20, column: 13, scope: !65)
!81 = !DILocation(line: 20, column: 28, scope: !65)
!82 = !DILocation(line: 20, column: 46, scope: !65)
!83 = !DILocation(line: 20, column: 92, scope: !65)
!84 = !DILocation(line: 21, column: 5, scope: !65)
!85 = distinct !DIAssignID()
!86 = !DILocation(line: 0, scope: !77)
!87 = !DILocation(line: 24, column: 38, scope: !88)
!88 = distinct !DILexicalBlock(scope: !77, file: !3, line: 24, column: 5)
!89 = !DILocation(line: 24, column: 35, scope: !88)
!90 = !DILocation(line: 20, column: 26, scope: !65)
!91 = !DILocation(line: 20, column: 44, scope: !65)
!92 = !DILocation(line: 20, column: 80, scope: !65)
!93 = !DILocation(line: 20, column: 90, scope: !65)
!94 = !DILocation(line: 25, column: 15, scope: !65)
!95 = !DILocation(line: 25, column: 32, scope: !65)
!96 = !DILocation(line: 25, column: 47, scope: !65)
!97 = !DILocation(line: 26, column: 48, scope: !65)
!98 = !DILocation(line: 26, column: 62, scope: !65)
!99 = !DILocation(line: 26, column: 79, scope: !65)
!100 = !DILocation(line: 26, column: 5, scope: !65)
!101 = !DILocation(line: 27, column: 15, scope: !65)
!102 = !DILocation(line: 27, column: 20, scope: !65)
!103 = !DILocation(line: 27, column: 5, scope: !65)
!104 = !DISubprogram(name: "printf", scope: !105, file: !105, line: 356, type: !106, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!105 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!106 = !DISubroutineType(types: !107)
!107 = !{!7, !108, null}
!108 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !109)
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !110, size: 64)
!110 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
