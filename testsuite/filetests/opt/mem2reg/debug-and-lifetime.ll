; test opt
; RUN-PASSES: mem2reg
; Lifetime markers and debug declarations of a promoted slot are removed with it; a debug
; record that named a promoted load follows the value that replaced it and moves to the
; next instruction that stays.

declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr)

define i32 @f(i32 %a) !dbg !5 {
entry:
  %x = alloca i32, align 4
  %y = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr %x)
    #dbg_declare(ptr %x, !9, !DIExpression(), !10)
    #dbg_declare(ptr %y, !11, !DIExpression(), !10)
  store i32 %a, ptr %x, align 4
  store i32 %a, ptr %y, align 4
  %v = load i32, ptr %x, align 4, !dbg !10
    #dbg_value(i32 %v, !9, !DIExpression(), !10)
  %w = load i32, ptr %y, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %x)
  %r = add i32 %v, %w, !dbg !10
  ret i32 %r, !dbg !10
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
; declare void @llvm.lifetime.start.p0(i64, ptr)
;
; declare void @llvm.lifetime.end.p0(i64, ptr)
;
; define i32 @f(i32 %a) !dbg !5 {
; entry:
;     #dbg_value(i32 %a, !9, !DIExpression(), !10)
;   %r = add i32 %a, %a, !dbg !10
;   ret i32 %r, !dbg !10
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
