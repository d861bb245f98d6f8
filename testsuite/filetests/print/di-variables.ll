; test print
; Debug-info variable and miscellaneous nodes: DIGlobalVariable (every field),
; DIGlobalVariableExpression, DILocalVariable (arguments, flags, annotations), DIExpression
; with many DW_OP and DW_OP_LLVM operations, DIArgList, DIImportedEntity (module and declaration),
; DIMacro and DIMacroFile, DIObjCProperty, DIAssignID, !llvm.dbg.declare-free records.
@gv = global i32 0, !dbg !50
@gv2 = global i64 0, !dbg !52

define i32 @f(i32 %a, i32 %b) !dbg !10 {
entry:
  %s = add i32 %a, %b
    #dbg_value(i32 %a, !12, !DIExpression(), !20)
    #dbg_value(!DIArgList(i32 %a, i32 %b), !13, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !20)
  ret i32 %s, !dbg !20
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!40, !41}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "hand", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !49, imports: !30, macros: !35)
!1 = !DIFile(filename: "vars.cpp", directory: "/tmp")
!2 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!3 = !DISubroutineType(types: !4)
!4 = !{!2, !2, !2}
!5 = !DINamespace(name: "std", scope: null)
!10 = distinct !DISubprogram(name: "f", linkageName: "_Z1fii", scope: !1, file: !1, line: 1, type: !3, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !11)
!11 = !{!12, !13, !14}
!12 = !DILocalVariable(name: "a", arg: 1, scope: !10, file: !1, line: 1, type: !2)
!13 = !DILocalVariable(name: "sum", scope: !10, file: !1, line: 2, type: !2, flags: DIFlagArtificial | DIFlagObjectPointer)
!14 = !DILocalVariable(name: "b", arg: 2, scope: !10, file: !1, line: 1, type: !2, annotations: !{!{!"btf_decl_tag", !"tag"}})
!20 = !DILocation(line: 2, column: 3, scope: !10)
!21 = !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 8, DW_OP_constu, 4, DW_OP_minus, DW_OP_LLVM_fragment, 0, 32)
!22 = !DIExpression(DW_OP_consts, 18446744073709551615, DW_OP_mul, DW_OP_div, DW_OP_mod, DW_OP_or, DW_OP_and, DW_OP_xor, DW_OP_shl, DW_OP_shr, DW_OP_shra, DW_OP_not, DW_OP_neg, DW_OP_abs)
!23 = !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_tag_offset, 1, DW_OP_LLVM_entry_value, 1, DW_OP_LLVM_implicit_pointer)
!24 = !DIExpression(DW_OP_dup, DW_OP_swap, DW_OP_over, DW_OP_pick, 1, DW_OP_rot, DW_OP_drop, DW_OP_lit0, DW_OP_lit31, DW_OP_breg0, 8, DW_OP_bregx, 17, 16, DW_OP_regx, 3, DW_OP_push_object_address, DW_OP_deref_size, 4, DW_OP_xderef, DW_OP_deref_type, 4, 0)
!25 = !DIExpression(DW_OP_eq, DW_OP_ne, DW_OP_lt, DW_OP_gt, DW_OP_le, DW_OP_ge, DW_OP_implicit_value, 4, 1, DW_OP_stack_value)
!26 = !DIExpression(DW_OP_LLVM_extract_bits_zext, 0, 8, DW_OP_LLVM_extract_bits_sext, 8, 8)
!30 = !{!31, !32, !33, !34}
!31 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !0, entity: !5, file: !1, line: 3)
!32 = !DIImportedEntity(tag: DW_TAG_imported_declaration, name: "renamed", scope: !0, entity: !10, file: !1, line: 4, elements: !{})
!33 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !51, file: !1, line: 5)
!34 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !10, entity: !5)
!35 = !{!36, !37}
!36 = !DIMacro(type: DW_MACINFO_define, line: 1, name: "X", value: "1")
!37 = !DIMacroFile(line: 2, file: !1, nodes: !38)
!38 = !{!39, !DIMacro(type: DW_MACINFO_undef, line: 3, name: "X")}
!39 = !DIMacro(type: DW_MACINFO_define, line: 0, name: "__STDC__")
!40 = !{i32 7, !"Dwarf Version", i32 5}
!41 = !{i32 2, !"Debug Info Version", i32 3}
!42 = !DIObjCProperty(name: "prop", file: !1, line: 9, setter: "setProp:", getter: "prop", attributes: 2316, type: !2)
!43 = distinct !DIAssignID()
!49 = !{!50, !52}
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(name: "gv", linkageName: "_ZL2gv", scope: !5, file: !1, line: 5, type: !2, isLocal: true, isDefinition: true, declaration: null, templateParams: null, align: 32, annotations: !{!{!"btf_decl_tag", !"g"}})
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression(DW_OP_constu, 7, DW_OP_stack_value))
!53 = distinct !DIGlobalVariable(name: "gv2", scope: !0, file: !1, line: 6, type: !2, isLocal: false, isDefinition: true)
; EXPECTED:
; @gv = global i32 0, !dbg !50
; @gv2 = global i64 0, !dbg !52
;
; define i32 @f(i32 %a, i32 %b) !dbg !10 {
; entry:
;   %s = add i32 %a, %b
;     #dbg_value(i32 %a, !12, !DIExpression(), !20)
;     #dbg_value(!DIArgList(i32 %a, i32 %b), !13, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !20)
;   ret i32 %s, !dbg !20
; }
;
; !llvm.dbg.cu = !{!0}
; !llvm.module.flags = !{!40, !41}
;
; !0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "hand", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !49, imports: !30, macros: !35)
; !1 = !DIFile(filename: "vars.cpp", directory: "/tmp")
; !2 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
; !3 = !DISubroutineType(types: !4)
; !4 = !{!2, !2, !2}
; !5 = !DINamespace(name: "std", scope: null)
; !10 = distinct !DISubprogram(name: "f", linkageName: "_Z1fii", scope: !1, file: !1, line: 1, type: !3, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !11)
; !11 = !{!12, !13, !14}
; !12 = !DILocalVariable(name: "a", arg: 1, scope: !10, file: !1, line: 1, type: !2)
; !13 = !DILocalVariable(name: "sum", scope: !10, file: !1, line: 2, type: !2, flags: DIFlagArtificial | DIFlagObjectPointer)
; !14 = !DILocalVariable(name: "b", arg: 2, scope: !10, file: !1, line: 1, type: !2, annotations: !{!{!"btf_decl_tag", !"tag"}})
; !20 = !DILocation(line: 2, column: 3, scope: !10)
; !21 = !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 8, DW_OP_constu, 4, DW_OP_minus, DW_OP_LLVM_fragment, 0, 32)
; !22 = !DIExpression(DW_OP_consts, 18446744073709551615, DW_OP_mul, DW_OP_div, DW_OP_mod, DW_OP_or, DW_OP_and, DW_OP_xor, DW_OP_shl, DW_OP_shr, DW_OP_shra, DW_OP_not, DW_OP_neg, DW_OP_abs)
; !23 = !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_tag_offset, 1, DW_OP_LLVM_entry_value, 1, DW_OP_LLVM_implicit_pointer)
; !24 = !DIExpression(DW_OP_dup, DW_OP_swap, DW_OP_over, DW_OP_pick, 1, DW_OP_rot, DW_OP_drop, DW_OP_lit0, DW_OP_lit31, DW_OP_breg0, 8, DW_OP_bregx, 17, 16, DW_OP_regx, 3, DW_OP_push_object_address, DW_OP_deref_size, 4, DW_OP_xderef, DW_OP_deref_type, 4, 0)
; !25 = !DIExpression(DW_OP_eq, DW_OP_ne, DW_OP_lt, DW_OP_gt, DW_OP_le, DW_OP_ge, DW_OP_implicit_value, 4, 1, DW_OP_stack_value)
; !26 = !DIExpression(DW_OP_LLVM_extract_bits_zext, 0, 8, DW_OP_LLVM_extract_bits_sext, 8, 8)
; !30 = !{!31, !32, !33, !34}
; !31 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !0, entity: !5, file: !1, line: 3)
; !32 = !DIImportedEntity(tag: DW_TAG_imported_declaration, name: "renamed", scope: !0, entity: !10, file: !1, line: 4, elements: !{})
; !33 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !51, file: !1, line: 5)
; !34 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !10, entity: !5)
; !35 = !{!36, !37}
; !36 = !DIMacro(type: DW_MACINFO_define, line: 1, name: "X", value: "1")
; !37 = !DIMacroFile(line: 2, file: !1, nodes: !38)
; !38 = !{!39, !DIMacro(type: DW_MACINFO_undef, line: 3, name: "X")}
; !39 = !DIMacro(type: DW_MACINFO_define, line: 0, name: "__STDC__")
; !40 = !{i32 7, !"Dwarf Version", i32 5}
; !41 = !{i32 2, !"Debug Info Version", i32 3}
; !42 = !DIObjCProperty(name: "prop", file: !1, line: 9, setter: "setProp:", getter: "prop", attributes: 2316, type: !2)
; !43 = distinct !DIAssignID()
; !49 = !{!50, !52}
; !50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
; !51 = distinct !DIGlobalVariable(name: "gv", linkageName: "_ZL2gv", scope: !5, file: !1, line: 5, type: !2, isLocal: true, isDefinition: true, declaration: null, templateParams: null, align: 32, annotations: !{!{!"btf_decl_tag", !"g"}})
; !52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression(DW_OP_constu, 7, DW_OP_stack_value))
; !53 = distinct !DIGlobalVariable(name: "gv2", scope: !0, file: !1, line: 6, type: !2, isLocal: false, isDefinition: true)
