; ModuleID = 'programs/struct_fnptr_returns.c'
source_filename = "programs/struct_fnptr_returns.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"acc=%a\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [44 x i8] c"shape %d center=(%g,%g) area=%g bbox=%dx%d\0A\00", align 1, !dbg !7

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !64 {
    #dbg_assign(i1 undef, !110, !DIExpression(), !120, ptr poison, !DIExpression(), !121)
    #dbg_value(ptr poison, !68, !DIExpression(), !121)
    #dbg_value(ptr poison, !76, !DIExpression(), !121)
    #dbg_value(ptr poison, !80, !DIExpression(), !121)
    #dbg_value(ptr poison, !84, !DIExpression(), !121)
    #dbg_value(double 0.000000e+00, !95, !DIExpression(), !121)
    #dbg_value(double 0.000000e+00, !95, !DIExpression(), !121)
    #dbg_value(double 9.700000e+01, !95, !DIExpression(), !121)
    #dbg_value(double 0x4069FEE0BE826D6A, !95, !DIExpression(), !121)
    #dbg_value(double 0x4074CE511DC3A41E, !95, !DIExpression(), !121)
    #dbg_value(double 0x407D7CA23B87483C, !95, !DIExpression(), !121)
    #dbg_value(double 0x40838531DC461187, !95, !DIExpression(), !121)
    #dbg_value(double 0x4088BBCACA691A4A, !95, !DIExpression(), !121)
    #dbg_value(double 0x408E621BE82CBE68, !95, !DIExpression(), !121)
    #dbg_value(double 0x40923C129AC87EF0, !95, !DIExpression(), !121)
    #dbg_value(double 0x40957EF3594AEC59, !95, !DIExpression(), !121)
    #dbg_value(double 0x4098F9B02F9DA770, !95, !DIExpression(), !121)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 0x4098F9B02F9DA770), !dbg !122
    #dbg_assign(i1 undef, !110, !DIExpression(), !123, ptr poison, !DIExpression(), !121)
    #dbg_value(i32 0, !114, !DIExpression(), !124)
    #dbg_value(i64 0, !114, !DIExpression(), !124)
    #dbg_value(double 2.000000e+00, !116, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !125)
    #dbg_value(double 1.500000e+00, !116, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !125)
    #dbg_value(i32 4, !119, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !125)
    #dbg_value(i32 3, !119, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !125)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, double noundef 2.000000e+00, double noundef 1.500000e+00, double noundef 1.200000e+01, i32 noundef 4, i32 noundef 3), !dbg !126
    #dbg_value(i64 1, !114, !DIExpression(), !124)
    #dbg_value(double 4.000000e+00, !116, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !125)
    #dbg_value(double 2.000000e+00, !116, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !125)
    #dbg_value(i32 6, !119, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !125)
    #dbg_value(i32 2, !119, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !125)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, double noundef 4.000000e+00, double noundef 2.000000e+00, double noundef 6.000000e+00, i32 noundef 6, i32 noundef 2), !dbg !126
    #dbg_value(i64 2, !114, !DIExpression(), !124)
    #dbg_value(double -1.250000e+00, !116, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !125)
    #dbg_value(double 6.250000e+00, !116, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !125)
    #dbg_value(i32 2, !119, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !125)
    #dbg_value(i32 3, !119, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !125)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, double noundef -1.250000e+00, double noundef 6.250000e+00, double noundef 3.750000e+00, i32 noundef 2, i32 noundef 3), !dbg !126
    #dbg_value(i64 3, !114, !DIExpression(), !124)
  ret i32 62, !dbg !127
}

; Function Attrs: nofree nounwind
declare !dbg !128 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!12}
!llvm.module.flags = !{!56, !57, !58, !59, !60, !61, !62}
!llvm.ident = !{!63}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/struct_fnptr_returns.c", directory: ".", checksumkind: CSK_MD5, checksum: "e5622518fc8d9098cf2d8b3027d72b20")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 8)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 44)
!12 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !13, globals: !17, splitDebugInlining: false, nameTableKind: None)
!13 = !{!14, !15, !4, !16}
!14 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!17 = !{!0, !7, !18, !54}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "rect_vt", scope: !12, file: !2, line: 25, type: !20, isLocal: true, isDefinition: true)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vtable", file: !2, line: 19, size: 192, elements: !22)
!22 = !{!23, !41, !45}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "center", scope: !21, file: !2, line: 19, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!25 = !DISubroutineType(types: !26)
!26 = !{!27, !32}
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "D2", file: !2, line: 10, baseType: !28)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 10, size: 128, elements: !29)
!29 = !{!30, !31}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !28, file: !2, line: 10, baseType: !14, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !28, file: !2, line: 10, baseType: !14, size: 64, offset: 64)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!34 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "shape", file: !2, line: 20, size: 320, elements: !35)
!35 = !{!36, !38, !39, !40}
!36 = !DIDerivedType(tag: DW_TAG_member, name: "vt", scope: !34, file: !2, line: 20, baseType: !37, size: 64)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "origin", scope: !34, file: !2, line: 20, baseType: !27, size: 128, offset: 64)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !34, file: !2, line: 20, baseType: !14, size: 64, offset: 192)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !34, file: !2, line: 20, baseType: !14, size: 64, offset: 256)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "area", scope: !21, file: !2, line: 19, baseType: !42, size: 64, offset: 64)
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!43 = !DISubroutineType(types: !44)
!44 = !{!14, !32, !27}
!45 = !DIDerivedType(tag: DW_TAG_member, name: "bbox", scope: !21, file: !2, line: 19, baseType: !46, size: 64, offset: 128)
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!47 = !DISubroutineType(types: !48)
!48 = !{!49, !32}
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "I2", file: !2, line: 9, baseType: !50)
!50 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 9, size: 64, elements: !51)
!51 = !{!52, !53}
!52 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !50, file: !2, line: 9, baseType: !15, size: 32)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !50, file: !2, line: 9, baseType: !15, size: 32, offset: 32)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(name: "tri_vt", scope: !12, file: !2, line: 25, type: !20, isLocal: true, isDefinition: true)
!56 = !{i32 7, !"Dwarf Version", i32 5}
!57 = !{i32 2, !"Debug Info Version", i32 3}
!58 = !{i32 1, !"wchar_size", i32 4}
!59 = !{i32 8, !"PIC Level", i32 2}
!60 = !{i32 7, !"PIE Level", i32 2}
!61 = !{i32 7, !"uwtable", i32 2}
!62 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!63 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!64 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 29, type: !65, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !67)
!65 = !DISubroutineType(types: !66)
!66 = !{!15}
!67 = !{!68, !76, !80, !84, !95, !96, !98, !101, !102, !103, !109, !110, !114, !116, !119}
!68 = !DILocalVariable(name: "p1", scope: !64, file: !2, line: 30, type: !69)
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!70 = !DISubroutineType(types: !71)
!71 = !{!72, !15}
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "C1", file: !2, line: 8, baseType: !73)
!73 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 8, size: 8, elements: !74)
!74 = !{!75}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !73, file: !2, line: 8, baseType: !4, size: 8)
!76 = !DILocalVariable(name: "p2", scope: !64, file: !2, line: 30, type: !77)
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!78 = !DISubroutineType(types: !79)
!79 = !{!49, !15}
!80 = !DILocalVariable(name: "p3", scope: !64, file: !2, line: 30, type: !81)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!82 = !DISubroutineType(types: !83)
!83 = !{!27, !15}
!84 = !DILocalVariable(name: "p5", scope: !64, file: !2, line: 30, type: !85)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!86 = !DISubroutineType(types: !87)
!87 = !{!88, !15}
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "L5", file: !2, line: 12, baseType: !89)
!89 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 12, size: 320, elements: !90)
!90 = !{!91}
!91 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !89, file: !2, line: 12, baseType: !92, size: 320)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 320, elements: !93)
!93 = !{!94}
!94 = !DISubrange(count: 5)
!95 = !DILocalVariable(name: "acc", scope: !64, file: !2, line: 31, type: !14)
!96 = !DILocalVariable(name: "k", scope: !97, file: !2, line: 32, type: !15)
!97 = distinct !DILexicalBlock(scope: !64, file: !2, line: 32, column: 5)
!98 = !DILocalVariable(name: "c", scope: !99, file: !2, line: 33, type: !72)
!99 = distinct !DILexicalBlock(scope: !100, file: !2, line: 32, column: 34)
!100 = distinct !DILexicalBlock(scope: !97, file: !2, line: 32, column: 5)
!101 = !DILocalVariable(name: "i", scope: !99, file: !2, line: 33, type: !49)
!102 = !DILocalVariable(name: "d", scope: !99, file: !2, line: 33, type: !27)
!103 = !DILocalVariable(name: "l", scope: !99, file: !2, line: 33, type: !104)
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "LD", file: !2, line: 11, baseType: !105)
!105 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 11, size: 128, elements: !106)
!106 = !{!107, !108}
!107 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !105, file: !2, line: 11, baseType: !16, size: 64)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !105, file: !2, line: 11, baseType: !14, size: 64, offset: 64)
!109 = !DILocalVariable(name: "f", scope: !99, file: !2, line: 33, type: !88)
!110 = !DILocalVariable(name: "shapes", scope: !64, file: !2, line: 37, type: !111)
!111 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 960, elements: !112)
!112 = !{!113}
!113 = !DISubrange(count: 3)
!114 = !DILocalVariable(name: "i", scope: !115, file: !2, line: 38, type: !15)
!115 = distinct !DILexicalBlock(scope: !64, file: !2, line: 38, column: 5)
!116 = !DILocalVariable(name: "c", scope: !117, file: !2, line: 39, type: !27)
!117 = distinct !DILexicalBlock(scope: !118, file: !2, line: 38, column: 33)
!118 = distinct !DILexicalBlock(scope: !115, file: !2, line: 38, column: 5)
!119 = !DILocalVariable(name: "bb", scope: !117, file: !2, line: 40, type: !49)
!120 = distinct !DIAssignID()
!121 = !DILocation(line: 0, scope: !64)
!122 = !DILocation(line: 36, column: 5, scope: !64)
!123 = distinct !DIAssignID()
!124 = !DILocation(line: 0, scope: !115)
!125 = !DILocation(line: 0, scope: !117)
!126 = !DILocation(line: 41, column: 9, scope: !117)
!127 = !DILocation(line: 43, column: 5, scope: !64)
!128 = !DISubprogram(name: "printf", scope: !129, file: !129, line: 356, type: !130, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!129 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!130 = !DISubroutineType(types: !131)
!131 = !{!15, !132, null}
!132 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !133)
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !134, size: 64)
!134 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
