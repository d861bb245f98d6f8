; test print
; Debug records: #dbg_value (values, constants, poison, DIArgList, empty metadata),
; #dbg_declare, #dbg_assign (with DIAssignID and address expression), #dbg_label, several
; records before one instruction, and records before the terminator.
define void @f(i32 %a, ptr %p) !dbg !5 {
entry:
  %x = alloca i32, align 4, !DIAssignID !20
    #dbg_assign(i32 %a, !10, !DIExpression(), !20, ptr %x, !DIExpression(), !15)
    #dbg_declare(ptr %p, !11, !DIExpression(DW_OP_deref), !15)
  store i32 %a, ptr %x, align 4, !DIAssignID !21
    #dbg_assign(i32 %a, !10, !DIExpression(), !21, ptr %x, !DIExpression(DW_OP_plus_uconst, 0), !15)
    #dbg_value(i32 %a, !10, !DIExpression(), !15)
    #dbg_value(i32 7, !10, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !15)
    #dbg_value(i32 poison, !10, !DIExpression(), !15)
    #dbg_value(!DIArgList(i32 %a, ptr %p), !10, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !15)
    #dbg_value(!{}, !10, !DIExpression(), !15)
    #dbg_label(!12, !15)
  br label %next, !dbg !15

next:
    #dbg_value(ptr %p, !11, !DIExpression(), !16)
  ret void, !dbg !16
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "hand", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2)
!1 = !DIFile(filename: "records.c", directory: "/tmp")
!2 = !{}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !9)
!6 = !DISubroutineType(types: !7)
!7 = !{null, !8, !13}
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10, !11}
!10 = !DILocalVariable(name: "a", arg: 1, scope: !5, file: !1, line: 1, type: !8)
!11 = !DILocalVariable(name: "p", arg: 2, scope: !5, file: !1, line: 1, type: !13)
!12 = !DILabel(scope: !5, name: "L", file: !1, line: 3)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!15 = !DILocation(line: 2, column: 3, scope: !5)
!16 = !DILocation(line: 4, column: 1, scope: !5)
!20 = distinct !DIAssignID()
!21 = distinct !DIAssignID()
; EXPECTED:
; define void @f(i32 %a, ptr %p) !dbg !5 {
; entry:
;   %x = alloca i32, align 4, !DIAssignID !20
;     #dbg_assign(i32 %a, !10, !DIExpression(), !20, ptr %x, !DIExpression(), !15)
;     #dbg_declare(ptr %p, !11, !DIExpression(DW_OP_deref), !15)
;   store i32 %a, ptr %x, align 4, !DIAssignID !21
;     #dbg_assign(i32 %a, !10, !DIExpression(), !21, ptr %x, !DIExpression(DW_OP_plus_uconst, 0), !15)
;     #dbg_value(i32 %a, !10, !DIExpression(), !15)
;     #dbg_value(i32 7, !10, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !15)
;     #dbg_value(i32 poison, !10, !DIExpression(), !15)
;     #dbg_value(!DIArgList(i32 %a, ptr %p), !10, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !15)
;     #dbg_value(!{}, !10, !DIExpression(), !15)
;     #dbg_label(!12, !15)
;   br label %next, !dbg !15
;
; next:
;     #dbg_value(ptr %p, !11, !DIExpression(), !16)
;   ret void, !dbg !16
; }
;
; !llvm.dbg.cu = !{!0}
; !llvm.module.flags = !{!3, !4}
;
; !0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "hand", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2)
; !1 = !DIFile(filename: "records.c", directory: "/tmp")
; !2 = !{}
; !3 = !{i32 2, !"Debug Info Version", i32 3}
; !4 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
; !5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !9)
; !6 = !DISubroutineType(types: !7)
; !7 = !{null, !8, !13}
; !8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
; !9 = !{!10, !11}
; !10 = !DILocalVariable(name: "a", arg: 1, scope: !5, file: !1, line: 1, type: !8)
; !11 = !DILocalVariable(name: "p", arg: 2, scope: !5, file: !1, line: 1, type: !13)
; !12 = !DILabel(scope: !5, name: "L", file: !1, line: 3)
; !13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
; !15 = !DILocation(line: 2, column: 3, scope: !5)
; !16 = !DILocation(line: 4, column: 1, scope: !5)
; !20 = distinct !DIAssignID()
; !21 = distinct !DIAssignID()
