; test print
; Debug-info type nodes: DIBasicType (encodings, flags), DIDerivedType (every common tag,
; address space, ptrauth), DICompositeType (struct, class, union, enum, array, vector,
; variant part with discriminator, Fortran dataLocation/associated/allocated/rank, with
; identifier and templates), DISubrange and
; DIGenericSubrange in every form, DIEnumerator, DISubroutineType, DIStringType,
; DITemplateTypeParameter and DITemplateValueParameter.
@g = global i32 0, !dbg !30

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!40, !41}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "hand", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !29)
!1 = !DIFile(filename: "types.cpp", directory: "/tmp")
!2 = !{!3, !4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15, !16, !18, !19, !20, !24, !25, !27, !28, !33, !36, !37, !38, !39, !42, !45}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !DIBasicType(name: "double", size: 64, align: 64, encoding: DW_ATE_float, flags: DIFlagLittleEndian)
!6 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "decltype(nullptr)")
!7 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!9 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!10 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !3)
!11 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !3, size: 64)
!12 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !3, size: 64)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "myint", file: !1, line: 3, baseType: !3)
!14 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !8)
!15 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !3, size: 64, extraData: !16)
!16 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !1, line: 5, size: 64, flags: DIFlagTypePassByValue, elements: !17, identifier: "_ZTS1S")
!17 = !{!18, !19}
!18 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !16, file: !1, line: 6, baseType: !3, size: 32)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !16, file: !1, line: 7, baseType: !3, size: 3, offset: 32, flags: DIFlagBitField, extraData: i64 32)
!20 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "C", file: !1, line: 9, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !{}, templateParams: !21, identifier: "_ZTS1CIiLi3EE")
!21 = !{!22, !23}
!22 = !DITemplateTypeParameter(name: "T", type: !3)
!23 = !DITemplateValueParameter(name: "N", type: !3, value: i32 3)
!24 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U", file: !1, line: 12, size: 64, elements: !{})
!25 = distinct !DICompositeType(tag: DW_TAG_enumeration_type, name: "E", file: !1, line: 14, baseType: !3, size: 32, flags: DIFlagEnumClass, elements: !26)
!26 = !{!DIEnumerator(name: "A", value: 0), !DIEnumerator(name: "B", value: -1), !DIEnumerator(name: "C", value: 18446744073709551615, isUnsigned: true)}
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 320, elements: !{!DISubrange(count: 10), !DISubrange(count: -1), !DISubrange(lowerBound: 1, upperBound: 5, stride: 2), !DIGenericSubrange(lowerBound: !DIExpression(DW_OP_constu, 1), upperBound: !DIExpression(DW_OP_constu, 8), stride: !DIExpression(DW_OP_constu, 4))})
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 128, flags: DIFlagVector, elements: !{!DISubrange(count: 16)})
!29 = !{!30}
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(name: "g", scope: !0, file: !1, line: 1, type: !32, isLocal: false, isDefinition: true)
!32 = !DISubroutineType(flags: DIFlagPrototyped, types: !{!3, !8, null})
!33 = !DIStringType(name: "character(*)", stringLength: !34, stringLengthExpression: !DIExpression(), size: 32)
!34 = !DILocalVariable(name: "len", scope: !35, file: !1, type: !3, flags: DIFlagArtificial)
!35 = distinct !DISubprogram(name: "fn", scope: !1, file: !1, line: 20, type: !32, spFlags: DISPFlagDefinition, unit: !0)
!36 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !20, baseType: !16, flags: DIFlagPublic, extraData: i32 0)
!37 = !DIDerivedType(tag: DW_TAG_friend, scope: !20, baseType: !16)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "static_member", scope: !20, baseType: !3, flags: DIFlagStaticMember, extraData: i32 42)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, ptrAuthKey: 2, ptrAuthIsAddressDiscriminated: true, ptrAuthExtraDiscriminator: 1234)
!40 = !{i32 7, !"Dwarf Version", i32 5}
!42 = distinct !DICompositeType(tag: DW_TAG_variant_part, scope: !16, file: !1, size: 64, discriminator: !43, elements: !{!44})
!43 = !DIDerivedType(tag: DW_TAG_member, scope: !42, file: !1, baseType: !7, size: 8, flags: DIFlagArtificial)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "V", scope: !42, file: !1, baseType: !3, size: 32, extraData: i8 1)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, elements: !{!DISubrange(count: !34, lowerBound: -1)}, dataLocation: !DIExpression(DW_OP_push_object_address, DW_OP_deref), associated: !DIExpression(DW_OP_push_object_address, DW_OP_deref, DW_OP_constu, 0, DW_OP_ne), allocated: !DIExpression(DW_OP_push_object_address), rank: !DIExpression(DW_OP_constu, 1))
!41 = !{i32 2, !"Debug Info Version", i32 3}
; EXPECTED:
; @g = global i32 0, !dbg !30
;
; !llvm.dbg.cu = !{!0}
; !llvm.module.flags = !{!40, !41}
;
; !0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "hand", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !29)
; !1 = !DIFile(filename: "types.cpp", directory: "/tmp")
; !2 = !{!3, !4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15, !16, !18, !19, !20, !24, !25, !27, !28, !33, !36, !37, !38, !39, !42, !45}
; !3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
; !4 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
; !5 = !DIBasicType(name: "double", size: 64, align: 64, encoding: DW_ATE_float, flags: DIFlagLittleEndian)
; !6 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "decltype(nullptr)")
; !7 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
; !8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
; !9 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
; !10 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !3)
; !11 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !3, size: 64)
; !12 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !3, size: 64)
; !13 = !DIDerivedType(tag: DW_TAG_typedef, name: "myint", file: !1, line: 3, baseType: !3)
; !14 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !8)
; !15 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !3, size: 64, extraData: !16)
; !16 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !1, line: 5, size: 64, flags: DIFlagTypePassByValue, elements: !17, identifier: "_ZTS1S")
; !17 = !{!18, !19}
; !18 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !16, file: !1, line: 6, baseType: !3, size: 32)
; !19 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !16, file: !1, line: 7, baseType: !3, size: 3, offset: 32, flags: DIFlagBitField, extraData: i64 32)
; !20 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "C", file: !1, line: 9, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !{}, templateParams: !21, identifier: "_ZTS1CIiLi3EE")
; !21 = !{!22, !23}
; !22 = !DITemplateTypeParameter(name: "T", type: !3)
; !23 = !DITemplateValueParameter(name: "N", type: !3, value: i32 3)
; !24 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U", file: !1, line: 12, size: 64, elements: !{})
; !25 = distinct !DICompositeType(tag: DW_TAG_enumeration_type, name: "E", file: !1, line: 14, baseType: !3, size: 32, flags: DIFlagEnumClass, elements: !26)
; !26 = !{!DIEnumerator(name: "A", value: 0), !DIEnumerator(name: "B", value: -1), !DIEnumerator(name: "C", value: 18446744073709551615, isUnsigned: true)}
; !27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 320, elements: !{!DISubrange(count: 10), !DISubrange(count: -1), !DISubrange(lowerBound: 1, upperBound: 5, stride: 2), !DIGenericSubrange(lowerBound: !DIExpression(DW_OP_constu, 1), upperBound: !DIExpression(DW_OP_constu, 8), stride: !DIExpression(DW_OP_constu, 4))})
; !28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 128, flags: DIFlagVector, elements: !{!DISubrange(count: 16)})
; !29 = !{!30}
; !30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
; !31 = distinct !DIGlobalVariable(name: "g", scope: !0, file: !1, line: 1, type: !32, isLocal: false, isDefinition: true)
; !32 = !DISubroutineType(flags: DIFlagPrototyped, types: !{!3, !8, null})
; !33 = !DIStringType(name: "character(*)", stringLength: !34, stringLengthExpression: !DIExpression(), size: 32)
; !34 = !DILocalVariable(name: "len", scope: !35, file: !1, type: !3, flags: DIFlagArtificial)
; !35 = distinct !DISubprogram(name: "fn", scope: !1, file: !1, line: 20, type: !32, spFlags: DISPFlagDefinition, unit: !0)
; !36 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !20, baseType: !16, flags: DIFlagPublic, extraData: i32 0)
; !37 = !DIDerivedType(tag: DW_TAG_friend, scope: !20, baseType: !16)
; !38 = !DIDerivedType(tag: DW_TAG_member, name: "static_member", scope: !20, baseType: !3, flags: DIFlagStaticMember, extraData: i32 42)
; !39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, ptrAuthKey: 2, ptrAuthIsAddressDiscriminated: true, ptrAuthExtraDiscriminator: 1234)
; !40 = !{i32 7, !"Dwarf Version", i32 5}
; !42 = distinct !DICompositeType(tag: DW_TAG_variant_part, scope: !16, file: !1, size: 64, discriminator: !43, elements: !{!44})
; !43 = !DIDerivedType(tag: DW_TAG_member, scope: !42, file: !1, baseType: !7, size: 8, flags: DIFlagArtificial)
; !44 = !DIDerivedType(tag: DW_TAG_member, name: "V", scope: !42, file: !1, baseType: !3, size: 32, extraData: i8 1)
; !45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, elements: !{!DISubrange(count: !34, lowerBound: -1)}, dataLocation: !DIExpression(DW_OP_push_object_address, DW_OP_deref), associated: !DIExpression(DW_OP_push_object_address, DW_OP_deref, DW_OP_constu, 0, DW_OP_ne), allocated: !DIExpression(DW_OP_push_object_address), rank: !DIExpression(DW_OP_constu, 1))
; !41 = !{i32 2, !"Debug Info Version", i32 3}
