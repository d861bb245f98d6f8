; test print
; Debug-info scope nodes: DICompileUnit with every field, DIFile with checksums and source,
; DISubprogram (declaration and definition, virtuality, flags, template params, thrown
; types, retained nodes, annotations), DILexicalBlock, DILexicalBlockFile, DINamespace,
; DIModule, DICommonBlock, DILocation with inlinedAt and discriminators, DILabel.
define void @f() !dbg !10 {
entry:
  ret void, !dbg !20
}

define void @g() !dbg !30 {
  ret void, !dbg !31
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!40, !41}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang version 19", isOptimized: true, flags: "-O2 -g", runtimeVersion: 0, splitDebugFilename: "out.dwo", emissionKind: FullDebug, enums: !2, retainedTypes: !2, globals: !2, imports: !2, macros: !2, dwoId: 1234, splitDebugInlining: false, debugInfoForProfiling: true, nameTableKind: None, rangesBaseAddress: true, sysroot: "/", sdk: "MacOSX.sdk")
!1 = !DIFile(filename: "scopes.c", directory: "/src", checksumkind: CSK_MD5, checksum: "00112233445566778899aabbccddeeff")
!2 = !{}
!3 = !DIFile(filename: "other.c", directory: "/src", checksumkind: CSK_SHA1, checksum: "0011223344556677889900112233445566778899", source: "int x;\0A")
!4 = !DIFile(filename: "sha.c", directory: "/src", checksumkind: CSK_SHA256, checksum: "0011223344556677889900112233445566778899001122334455667788990011")
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DINamespace(name: "ns", scope: null, exportSymbols: true)
!8 = !DIModule(scope: null, name: "Mod", configMacros: "-DX=1", includePath: "/inc", apinotes: "m.apinotes", file: !1, line: 3, isDecl: true)
!9 = !DISubprogram(name: "decl", linkageName: "_ZN2ns4declEv", scope: !7, file: !1, line: 4, type: !5, scopeLine: 4, containingType: null, virtualIndex: 2, thisAdjustment: 8, virtuality: DW_VIRTUALITY_pure_virtual, flags: DIFlagPrototyped | DIFlagArtificial, spFlags: DISPFlagPureVirtual | DISPFlagOptimized, templateParams: !2, thrownTypes: !2, annotations: !{!{!"btf_decl_tag", !"x"}}, targetFuncName: "target")
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 10, type: !5, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized | DISPFlagLocalToUnit | DISPFlagMainSubprogram, unit: !0, declaration: null, retainedNodes: !11)
!11 = !{!12, !16}
!12 = !DILocalVariable(name: "x", scope: !13, file: !1, line: 12, type: !17, align: 32)
!13 = distinct !DILexicalBlock(scope: !10, file: !1, line: 12, column: 3)
!14 = !DILexicalBlockFile(scope: !13, file: !3, discriminator: 2)
!15 = distinct !DILexicalBlock(scope: !14, file: !3, line: 1)
!16 = !DILabel(scope: !10, name: "lbl", file: !1, line: 13)
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DICommonBlock(scope: !10, declaration: null, name: "blk", file: !1, line: 14)
!19 = distinct !DILocation(line: 5, column: 6, scope: !10)
!20 = !DILocation(line: 15, column: 1, scope: !15, inlinedAt: !19, isImplicitCode: true)
!21 = !DILocation(line: 0, scope: !10)
!22 = !DILocation(line: 16, column: 2, scope: !14)
!30 = distinct !DISubprogram(name: "g", scope: !1, file: !4, line: 30, type: !5, spFlags: DISPFlagDefinition, unit: !0)
!31 = !DILocation(line: 31, column: 1, scope: !30)
!40 = !{i32 7, !"Dwarf Version", i32 5}
!41 = !{i32 2, !"Debug Info Version", i32 3}
; EXPECTED:
; define void @f() !dbg !10 {
; entry:
;   ret void, !dbg !20
; }
;
; define void @g() !dbg !30 {
;   ret void, !dbg !31
; }
;
; !llvm.dbg.cu = !{!0}
; !llvm.module.flags = !{!40, !41}
;
; !0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang version 19", isOptimized: true, flags: "-O2 -g", runtimeVersion: 0, splitDebugFilename: "out.dwo", emissionKind: FullDebug, enums: !2, retainedTypes: !2, globals: !2, imports: !2, macros: !2, dwoId: 1234, splitDebugInlining: false, debugInfoForProfiling: true, nameTableKind: None, rangesBaseAddress: true, sysroot: "/", sdk: "MacOSX.sdk")
; !1 = !DIFile(filename: "scopes.c", directory: "/src", checksumkind: CSK_MD5, checksum: "00112233445566778899aabbccddeeff")
; !2 = !{}
; !3 = !DIFile(filename: "other.c", directory: "/src", checksumkind: CSK_SHA1, checksum: "0011223344556677889900112233445566778899", source: "int x;\0A")
; !4 = !DIFile(filename: "sha.c", directory: "/src", checksumkind: CSK_SHA256, checksum: "0011223344556677889900112233445566778899001122334455667788990011")
; !5 = !DISubroutineType(types: !6)
; !6 = !{null}
; !7 = !DINamespace(name: "ns", scope: null, exportSymbols: true)
; !8 = !DIModule(scope: null, name: "Mod", configMacros: "-DX=1", includePath: "/inc", apinotes: "m.apinotes", file: !1, line: 3, isDecl: true)
; !9 = !DISubprogram(name: "decl", linkageName: "_ZN2ns4declEv", scope: !7, file: !1, line: 4, type: !5, scopeLine: 4, containingType: null, virtualIndex: 2, thisAdjustment: 8, virtuality: DW_VIRTUALITY_pure_virtual, flags: DIFlagPrototyped | DIFlagArtificial, spFlags: DISPFlagPureVirtual | DISPFlagOptimized, templateParams: !2, thrownTypes: !2, annotations: !{!{!"btf_decl_tag", !"x"}}, targetFuncName: "target")
; !10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 10, type: !5, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized | DISPFlagLocalToUnit | DISPFlagMainSubprogram, unit: !0, declaration: null, retainedNodes: !11)
; !11 = !{!12, !16}
; !12 = !DILocalVariable(name: "x", scope: !13, file: !1, line: 12, type: !17, align: 32)
; !13 = distinct !DILexicalBlock(scope: !10, file: !1, line: 12, column: 3)
; !14 = !DILexicalBlockFile(scope: !13, file: !3, discriminator: 2)
; !15 = distinct !DILexicalBlock(scope: !14, file: !3, line: 1)
; !16 = !DILabel(scope: !10, name: "lbl", file: !1, line: 13)
; !17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
; !18 = !DICommonBlock(scope: !10, declaration: null, name: "blk", file: !1, line: 14)
; !19 = distinct !DILocation(line: 5, column: 6, scope: !10)
; !20 = !DILocation(line: 15, column: 1, scope: !15, inlinedAt: !19, isImplicitCode: true)
; !21 = !DILocation(line: 0, scope: !10)
; !22 = !DILocation(line: 16, column: 2, scope: !14)
; !30 = distinct !DISubprogram(name: "g", scope: !1, file: !4, line: 30, type: !5, spFlags: DISPFlagDefinition, unit: !0)
; !31 = !DILocation(line: 31, column: 1, scope: !30)
; !40 = !{i32 7, !"Dwarf Version", i32 5}
; !41 = !{i32 2, !"Debug Info Version", i32 3}
