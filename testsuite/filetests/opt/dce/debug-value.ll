; test opt
; RUN-PASSES: dce
; A value used only by debug records is dead; the records keep a poison location.

define i32 @f(i32 %a) !dbg !5 {
entry:
  %dead = mul i32 %a, 3, !dbg !10
    #dbg_value(i32 %dead, !9, !DIExpression(), !10)
  %dead2 = add i32 %dead, 7
    #dbg_value(!DIArgList(i32 %dead2, i32 %a), !11, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !10)
  ret i32 %a, !dbg !10
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "t.c", directory: "/tmp")
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{!8, !8}
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DILocalVariable(name: "x", scope: !5, file: !1, line: 1, type: !8)
!10 = !DILocation(line: 1, column: 1, scope: !5)
!11 = !DILocalVariable(name: "y", scope: !5, file: !1, line: 1, type: !8)
; EXPECTED:
; define i32 @f(i32 %a) !dbg !5 {
; entry:
;     #dbg_value(i32 poison, !9, !DIExpression(), !10)
;     #dbg_value(!DIArgList(i32 poison, i32 %a), !11, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !10)
;   ret i32 %a, !dbg !10
; }
;
; !llvm.dbg.cu = !{!0}
; !llvm.module.flags = !{!3, !4}
;
; !0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
; !1 = !DIFile(filename: "t.c", directory: "/tmp")
; !3 = !{i32 7, !"Dwarf Version", i32 5}
; !4 = !{i32 2, !"Debug Info Version", i32 3}
; !5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
; !6 = !DISubroutineType(types: !7)
; !7 = !{!8, !8}
; !8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
; !9 = !DILocalVariable(name: "x", scope: !5, file: !1, line: 1, type: !8)
; !10 = !DILocation(line: 1, column: 1, scope: !5)
; !11 = !DILocalVariable(name: "y", scope: !5, file: !1, line: 1, type: !8)
