; test opt
; RUN-PASSES: dce
; Old-style debug intrinsics: a value they alone use is dead, and they get poison.

declare void @llvm.dbg.value(metadata, metadata, metadata)

define i32 @f(i32 %a) !dbg !5 {
entry:
  %dead = add i32 %a, 7
  call void @llvm.dbg.value(metadata i32 %dead, metadata !9, metadata !DIExpression()), !dbg !10
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
; declare void @llvm.dbg.value(metadata, metadata, metadata)
;
; define i32 @f(i32 %a) !dbg !5 {
; entry:
;   call void @llvm.dbg.value(metadata i32 poison, metadata !9, metadata !DIExpression()), !dbg !10
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
