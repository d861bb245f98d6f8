; ModuleID = 'src/zstd/lib/common/zstd_common.c'
source_filename = "src/zstd/lib/common/zstd_common.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"1.5.7\00", align 1, !dbg !0

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @ZSTD_versionNumber() local_unnamed_addr #0 !dbg !65 {
  ret i32 10507, !dbg !68
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef nonnull ptr @ZSTD_versionString() local_unnamed_addr #0 !dbg !69 {
  ret ptr @.str, !dbg !74
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 2) i32 @ZSTD_isError(i64 noundef %0) local_unnamed_addr #0 !dbg !75 {
    #dbg_value(i64 %0, !79, !DIExpression(), !80)
    #dbg_value(i64 %0, !81, !DIExpression(), !84)
  %2 = icmp ugt i64 %0, -120, !dbg !86
  %3 = zext i1 %2 to i32, !dbg !86
  ret i32 %3, !dbg !87
}

; Function Attrs: nounwind uwtable
define dso_local ptr @ZSTD_getErrorName(i64 noundef %0) local_unnamed_addr #1 !dbg !88 {
    #dbg_value(i64 %0, !92, !DIExpression(), !93)
    #dbg_value(i64 %0, !94, !DIExpression(), !97)
    #dbg_value(i64 %0, !99, !DIExpression(), !104)
    #dbg_value(i64 %0, !81, !DIExpression(), !106)
  %2 = icmp ult i64 %0, -119, !dbg !109
  %3 = trunc i64 %0 to i32, !dbg !110
  %4 = sub i32 0, %3, !dbg !110
  %5 = select i1 %2, i32 0, i32 %4, !dbg !110
  %6 = tail call ptr @ERR_getErrorString(i32 noundef %5) #3, !dbg !111
  ret ptr %6, !dbg !112
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @ZSTD_getErrorCode(i64 noundef %0) local_unnamed_addr #0 !dbg !113 {
    #dbg_value(i64 %0, !117, !DIExpression(), !118)
    #dbg_value(i64 %0, !99, !DIExpression(), !119)
    #dbg_value(i64 %0, !81, !DIExpression(), !121)
  %2 = icmp ult i64 %0, -119, !dbg !123
  %3 = trunc i64 %0 to i32, !dbg !124
  %4 = sub i32 0, %3, !dbg !124
  %5 = select i1 %2, i32 0, i32 %4, !dbg !124
  ret i32 %5, !dbg !125
}

; Function Attrs: nounwind uwtable
define dso_local ptr @ZSTD_getErrorString(i32 noundef %0) local_unnamed_addr #1 !dbg !126 {
    #dbg_value(i32 %0, !130, !DIExpression(), !131)
  %2 = tail call ptr @ERR_getErrorString(i32 noundef %0) #3, !dbg !132
  ret ptr %2, !dbg !133
}

declare !dbg !134 ptr @ERR_getErrorString(i32 noundef) local_unnamed_addr #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!57, !58, !59, !60, !61, !62, !63}
!llvm.ident = !{!64}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "src/zstd/lib/common/zstd_common.c", directory: ".", checksumkind: CSK_MD5, checksum: "7931dec85ce784072ba15048469bfa14")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 6)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !8, retainedTypes: !49, globals: !56, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !10, line: 60, baseType: !11, size: 32, elements: !12)
!10 = !DIFile(filename: "src/zstd/lib/common/../zstd_errors.h", directory: ".", checksumkind: CSK_MD5, checksum: "c41245e70dc8b3520adab14d208c8b46")
!11 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!12 = !{!13, !14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48}
!13 = !DIEnumerator(name: "ZSTD_error_no_error", value: 0)
!14 = !DIEnumerator(name: "ZSTD_error_GENERIC", value: 1)
!15 = !DIEnumerator(name: "ZSTD_error_prefix_unknown", value: 10)
!16 = !DIEnumerator(name: "ZSTD_error_version_unsupported", value: 12)
!17 = !DIEnumerator(name: "ZSTD_error_frameParameter_unsupported", value: 14)
!18 = !DIEnumerator(name: "ZSTD_error_frameParameter_windowTooLarge", value: 16)
!19 = !DIEnumerator(name: "ZSTD_error_corruption_detected", value: 20)
!20 = !DIEnumerator(name: "ZSTD_error_checksum_wrong", value: 22)
!21 = !DIEnumerator(name: "ZSTD_error_literals_headerWrong", value: 24)
!22 = !DIEnumerator(name: "ZSTD_error_dictionary_corrupted", value: 30)
!23 = !DIEnumerator(name: "ZSTD_error_dictionary_wrong", value: 32)
!24 = !DIEnumerator(name: "ZSTD_error_dictionaryCreation_failed", value: 34)
!25 = !DIEnumerator(name: "ZSTD_error_parameter_unsupported", value: 40)
!26 = !DIEnumerator(name: "ZSTD_error_parameter_combination_unsupported", value: 41)
!27 = !DIEnumerator(name: "ZSTD_error_parameter_outOfBound", value: 42)
!28 = !DIEnumerator(name: "ZSTD_error_tableLog_tooLarge", value: 44)
!29 = !DIEnumerator(name: "ZSTD_error_maxSymbolValue_tooLarge", value: 46)
!30 = !DIEnumerator(name: "ZSTD_error_maxSymbolValue_tooSmall", value: 48)
!31 = !DIEnumerator(name: "ZSTD_error_cannotProduce_uncompressedBlock", value: 49)
!32 = !DIEnumerator(name: "ZSTD_error_stabilityCondition_notRespected", value: 50)
!33 = !DIEnumerator(name: "ZSTD_error_stage_wrong", value: 60)
!34 = !DIEnumerator(name: "ZSTD_error_init_missing", value: 62)
!35 = !DIEnumerator(name: "ZSTD_error_memory_allocation", value: 64)
!36 = !DIEnumerator(name: "ZSTD_error_workSpace_tooSmall", value: 66)
!37 = !DIEnumerator(name: "ZSTD_error_dstSize_tooSmall", value: 70)
!38 = !DIEnumerator(name: "ZSTD_error_srcSize_wrong", value: 72)
!39 = !DIEnumerator(name: "ZSTD_error_dstBuffer_null", value: 74)
!40 = !DIEnumerator(name: "ZSTD_error_noForwardProgress_destFull", value: 80)
!41 = !DIEnumerator(name: "ZSTD_error_noForwardProgress_inputEmpty", value: 82)
!42 = !DIEnumerator(name: "ZSTD_error_frameIndex_tooLarge", value: 100)
!43 = !DIEnumerator(name: "ZSTD_error_seekableIO", value: 102)
!44 = !DIEnumerator(name: "ZSTD_error_dstBuffer_wrong", value: 104)
!45 = !DIEnumerator(name: "ZSTD_error_srcBuffer_wrong", value: 105)
!46 = !DIEnumerator(name: "ZSTD_error_sequenceProducer_failed", value: 106)
!47 = !DIEnumerator(name: "ZSTD_error_externalSequences_invalid", value: 107)
!48 = !DIEnumerator(name: "ZSTD_error_maxCode", value: 120)
!49 = !{!50, !53}
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !51, line: 18, baseType: !52)
!51 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!52 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "ERR_enum", file: !54, line: 41, baseType: !55)
!54 = !DIFile(filename: "src/zstd/lib/common/error_private.h", directory: ".", checksumkind: CSK_MD5, checksum: "1d0cef8a5e98eb2b775855dfe9cf1dbf")
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_ErrorCode", file: !10, line: 98, baseType: !9)
!56 = !{!0}
!57 = !{i32 7, !"Dwarf Version", i32 5}
!58 = !{i32 2, !"Debug Info Version", i32 3}
!59 = !{i32 1, !"wchar_size", i32 4}
!60 = !{i32 8, !"PIC Level", i32 2}
!61 = !{i32 7, !"PIE Level", i32 2}
!62 = !{i32 7, !"uwtable", i32 2}
!63 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!64 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!65 = distinct !DISubprogram(name: "ZSTD_versionNumber", scope: !2, file: !2, line: 24, type: !66, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7)
!66 = !DISubroutineType(types: !67)
!67 = !{!11}
!68 = !DILocation(line: 24, column: 37, scope: !65)
!69 = distinct !DISubprogram(name: "ZSTD_versionString", scope: !2, file: !2, line: 26, type: !70, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7)
!70 = !DISubroutineType(types: !71)
!71 = !{!72}
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!74 = !DILocation(line: 26, column: 40, scope: !69)
!75 = distinct !DISubprogram(name: "ZSTD_isError", scope: !2, file: !2, line: 36, type: !76, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !78)
!76 = !DISubroutineType(types: !77)
!77 = !{!11, !50}
!78 = !{!79}
!79 = !DILocalVariable(name: "code", arg: 1, scope: !75, file: !2, line: 36, type: !50)
!80 = !DILocation(line: 0, scope: !75)
!81 = !DILocalVariable(name: "code", arg: 1, scope: !82, file: !54, line: 52, type: !50)
!82 = distinct !DISubprogram(name: "ERR_isError", scope: !54, file: !54, line: 52, type: !76, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !83)
!83 = !{!81}
!84 = !DILocation(line: 0, scope: !82, inlinedAt: !85)
!85 = distinct !DILocation(line: 36, column: 45, scope: !75)
!86 = !DILocation(line: 52, column: 61, scope: !82, inlinedAt: !85)
!87 = !DILocation(line: 36, column: 38, scope: !75)
!88 = distinct !DISubprogram(name: "ZSTD_getErrorName", scope: !2, file: !2, line: 40, type: !89, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !91)
!89 = !DISubroutineType(types: !90)
!90 = !{!72, !50}
!91 = !{!92}
!92 = !DILocalVariable(name: "code", arg: 1, scope: !88, file: !2, line: 40, type: !50)
!93 = !DILocation(line: 0, scope: !88)
!94 = !DILocalVariable(name: "code", arg: 1, scope: !95, file: !54, line: 72, type: !50)
!95 = distinct !DISubprogram(name: "ERR_getErrorName", scope: !54, file: !54, line: 72, type: !89, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !96)
!96 = !{!94}
!97 = !DILocation(line: 0, scope: !95, inlinedAt: !98)
!98 = distinct !DILocation(line: 40, column: 53, scope: !88)
!99 = !DILocalVariable(name: "code", arg: 1, scope: !100, file: !54, line: 54, type: !50)
!100 = distinct !DISubprogram(name: "ERR_getErrorCode", scope: !54, file: !54, line: 54, type: !101, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !103)
!101 = !DISubroutineType(types: !102)
!102 = !{!53, !50}
!103 = !{!99}
!104 = !DILocation(line: 0, scope: !100, inlinedAt: !105)
!105 = distinct !DILocation(line: 74, column: 31, scope: !95, inlinedAt: !98)
!106 = !DILocation(line: 0, scope: !82, inlinedAt: !107)
!107 = distinct !DILocation(line: 54, column: 58, scope: !108, inlinedAt: !105)
!108 = distinct !DILexicalBlock(scope: !100, file: !54, line: 54, column: 57)
!109 = !DILocation(line: 52, column: 61, scope: !82, inlinedAt: !107)
!110 = !DILocation(line: 54, column: 57, scope: !100, inlinedAt: !105)
!111 = !DILocation(line: 74, column: 12, scope: !95, inlinedAt: !98)
!112 = !DILocation(line: 40, column: 46, scope: !88)
!113 = distinct !DISubprogram(name: "ZSTD_getErrorCode", scope: !2, file: !2, line: 44, type: !114, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !116)
!114 = !DISubroutineType(types: !115)
!115 = !{!55, !50}
!116 = !{!117}
!117 = !DILocalVariable(name: "code", arg: 1, scope: !113, file: !2, line: 44, type: !50)
!118 = !DILocation(line: 0, scope: !113)
!119 = !DILocation(line: 0, scope: !100, inlinedAt: !120)
!120 = distinct !DILocation(line: 44, column: 56, scope: !113)
!121 = !DILocation(line: 0, scope: !82, inlinedAt: !122)
!122 = distinct !DILocation(line: 54, column: 58, scope: !108, inlinedAt: !120)
!123 = !DILocation(line: 52, column: 61, scope: !82, inlinedAt: !122)
!124 = !DILocation(line: 54, column: 57, scope: !100, inlinedAt: !120)
!125 = !DILocation(line: 44, column: 49, scope: !113)
!126 = distinct !DISubprogram(name: "ZSTD_getErrorString", scope: !2, file: !2, line: 48, type: !127, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !129)
!127 = !DISubroutineType(types: !128)
!128 = !{!72, !55}
!129 = !{!130}
!130 = !DILocalVariable(name: "code", arg: 1, scope: !126, file: !2, line: 48, type: !55)
!131 = !DILocation(line: 0, scope: !126)
!132 = !DILocation(line: 48, column: 63, scope: !126)
!133 = !DILocation(line: 48, column: 56, scope: !126)
!134 = !DISubprogram(name: "ERR_getErrorString", scope: !54, file: !54, line: 70, type: !135, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!135 = !DISubroutineType(types: !136)
!136 = !{!72, !53}
