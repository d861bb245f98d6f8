; ModuleID = 'programs/int_promotions.c'
source_filename = "programs/int_promotions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [24 x i8] c"uc+sc=%d type_size=%zu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [17 x i8] c"us*2=%d ss*2=%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [32 x i8] c"si<ui: %d (si converted to %u)\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [11 x i8] c"sl<ul: %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [44 x i8] c"-1 < 1u: %d; -1L < 1u: %d; -1LL < 1ULL: %d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [26 x i8] c"sc < uc: %d; ss < us: %d\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [35 x i8] c"ui+si=%u ull+sll=%llu sll*ui=%lld\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [22 x i8] c"~uc=%d ~us=%d -uc=%d\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [11 x i8] c"uc<<24=%u\0A\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [24 x i8] c"char arithmetic: %d %d\0A\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [25 x i8] c"sizeof: %zu %zu %zu %zu\0A\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [9 x i8] c"prod=%u\0A\00", align 1, !dbg !51
@.str.12 = private unnamed_addr constant [10 x i8] c"mix=%lld\0A\00", align 1, !dbg !56
@.str.13 = private unnamed_addr constant [13 x i8] c"u32 wrap=%u\0A\00", align 1, !dbg !61
@.str.14 = private unnamed_addr constant [9 x i8] c"cond=%d\0A\00", align 1, !dbg !66
@.str.15 = private unnamed_addr constant [10 x i8] c"ld=%.3Lf\0A\00", align 1, !dbg !68
@.str.16 = private unnamed_addr constant [13 x i8] c"fl=%g dd=%g\0A\00", align 1, !dbg !70
@.str.17 = private unnamed_addr constant [8 x i8] c"tot=%d\0A\00", align 1, !dbg !72

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !93 {
    #dbg_assign(i1 undef, !124, !DIExpression(), !131, ptr poison, !DIExpression(), !132)
    #dbg_value(i8 -56, !98, !DIExpression(), !132)
    #dbg_value(i8 -100, !99, !DIExpression(), !132)
    #dbg_value(i16 -5536, !100, !DIExpression(), !132)
    #dbg_value(i16 -30000, !102, !DIExpression(), !132)
    #dbg_value(i32 -294967296, !104, !DIExpression(), !132)
    #dbg_value(i32 -5, !105, !DIExpression(), !132)
    #dbg_value(i64 1, !106, !DIExpression(), !132)
    #dbg_value(i64 -1, !108, !DIExpression(), !132)
    #dbg_value(i64 10, !109, !DIExpression(), !132)
    #dbg_value(i64 -10, !111, !DIExpression(), !132)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 100, i64 noundef 4), !dbg !133
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 120000, i32 noundef -60000), !dbg !134
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef -5), !dbg !135
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1), !dbg !136
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, i32 noundef 1, i32 noundef 0), !dbg !137
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1, i32 noundef 1), !dbg !138
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef -294967301, i64 noundef 0, i64 noundef -40000000000), !dbg !139
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef -201, i32 noundef -60001, i32 noundef -200), !dbg !140
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef -939524096), !dbg !141
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef -44, i32 noundef 88), !dbg !142
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef 1, i64 noundef 4, i64 noundef 8, i64 noundef 8), !dbg !143
    #dbg_value(i16 -1, !112, !DIExpression(), !132)
    #dbg_value(i16 -1, !113, !DIExpression(), !132)
    #dbg_value(i32 -131071, !114, !DIExpression(), !132)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef -131071), !dbg !144
    #dbg_value(i64 -20000000000, !115, !DIExpression(), !132)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef -20000000000), !dbg !145
    #dbg_value(i32 0, !116, !DIExpression(), !132)
    #dbg_value(i32 -1, !116, !DIExpression(), !132)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef -1), !dbg !146
    #dbg_value(i32 1, !117, !DIExpression(), !132)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 1), !dbg !147
    #dbg_value(x86_fp80 0xK401EEE6B27F600000000, !118, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !132)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, x86_fp80 noundef 0xK401EEE6B27F600000000), !dbg !148
    #dbg_value(float 1.000000e+01, !120, !DIExpression(), !132)
    #dbg_value(double -1.000000e+00, !122, !DIExpression(), !132)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, double noundef 1.000000e+01, double noundef -1.000000e+00), !dbg !149
    #dbg_assign(i1 undef, !124, !DIExpression(), !150, ptr poison, !DIExpression(), !132)
    #dbg_value(i32 0, !128, !DIExpression(), !132)
    #dbg_value(i32 poison, !128, !DIExpression(), !132)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -128), !dbg !151
  ret i32 100, !dbg !152
}

; Function Attrs: nofree nounwind
declare !dbg !153 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!77}
!llvm.module.flags = !{!85, !86, !87, !88, !89, !90, !91}
!llvm.ident = !{!92}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/int_promotions.c", directory: ".", checksumkind: CSK_MD5, checksum: "0982835e8d7cf2060aecdf2dd39f15d1")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 24)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 17)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 32)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 11)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 44)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 26)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 35)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 22)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !19, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !3, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 25)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 9)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 10)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 13)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !53, isLocal: true, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !58, isLocal: true, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !63, isLocal: true, isDefinition: true)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !74, isLocal: true, isDefinition: true)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !75)
!75 = !{!76}
!76 = !DISubrange(count: 8)
!77 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !78, globals: !84, splitDebugInlining: false, nameTableKind: None)
!78 = !{!79, !80, !4, !81, !82, !83}
!79 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!80 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!81 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!82 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!83 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!84 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !44, !46, !51, !56, !61, !66, !68, !70, !72}
!85 = !{i32 7, !"Dwarf Version", i32 5}
!86 = !{i32 2, !"Debug Info Version", i32 3}
!87 = !{i32 1, !"wchar_size", i32 4}
!88 = !{i32 8, !"PIC Level", i32 2}
!89 = !{i32 7, !"PIE Level", i32 2}
!90 = !{i32 7, !"uwtable", i32 2}
!91 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!92 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!93 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 7, type: !94, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !77, retainedNodes: !97)
!94 = !DISubroutineType(types: !95)
!95 = !{!96}
!96 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!97 = !{!98, !99, !100, !102, !104, !105, !106, !108, !109, !111, !112, !113, !114, !115, !116, !117, !118, !120, !122, !124, !128, !129}
!98 = !DILocalVariable(name: "uc", scope: !93, file: !2, line: 8, type: !81)
!99 = !DILocalVariable(name: "sc", scope: !93, file: !2, line: 8, type: !83)
!100 = !DILocalVariable(name: "us", scope: !93, file: !2, line: 8, type: !101)
!101 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!102 = !DILocalVariable(name: "ss", scope: !93, file: !2, line: 8, type: !103)
!103 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!104 = !DILocalVariable(name: "ui", scope: !93, file: !2, line: 9, type: !79)
!105 = !DILocalVariable(name: "si", scope: !93, file: !2, line: 9, type: !96)
!106 = !DILocalVariable(name: "ul", scope: !93, file: !2, line: 9, type: !107)
!107 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!108 = !DILocalVariable(name: "sl", scope: !93, file: !2, line: 9, type: !80)
!109 = !DILocalVariable(name: "ull", scope: !93, file: !2, line: 9, type: !110)
!110 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!111 = !DILocalVariable(name: "sll", scope: !93, file: !2, line: 9, type: !82)
!112 = !DILocalVariable(name: "a", scope: !93, file: !2, line: 21, type: !101)
!113 = !DILocalVariable(name: "b", scope: !93, file: !2, line: 21, type: !101)
!114 = !DILocalVariable(name: "prod", scope: !93, file: !2, line: 22, type: !79)
!115 = !DILocalVariable(name: "mix", scope: !93, file: !2, line: 24, type: !82)
!116 = !DILocalVariable(name: "u32", scope: !93, file: !2, line: 25, type: !79)
!117 = !DILocalVariable(name: "cond", scope: !93, file: !2, line: 26, type: !96)
!118 = !DILocalVariable(name: "ld", scope: !93, file: !2, line: 27, type: !119)
!119 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!120 = !DILocalVariable(name: "fl", scope: !93, file: !2, line: 28, type: !121)
!121 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!122 = !DILocalVariable(name: "dd", scope: !93, file: !2, line: 28, type: !123)
!123 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!124 = !DILocalVariable(name: "arr", scope: !93, file: !2, line: 29, type: !125)
!125 = !DICompositeType(tag: DW_TAG_array_type, baseType: !81, size: 32, elements: !126)
!126 = !{!127}
!127 = !DISubrange(count: 4)
!128 = !DILocalVariable(name: "tot", scope: !93, file: !2, line: 29, type: !96)
!129 = !DILocalVariable(name: "i", scope: !130, file: !2, line: 29, type: !96)
!130 = distinct !DILexicalBlock(scope: !93, file: !2, line: 29, column: 61)
!131 = distinct !DIAssignID()
!132 = !DILocation(line: 0, scope: !93)
!133 = !DILocation(line: 10, column: 5, scope: !93)
!134 = !DILocation(line: 11, column: 5, scope: !93)
!135 = !DILocation(line: 12, column: 5, scope: !93)
!136 = !DILocation(line: 13, column: 5, scope: !93)
!137 = !DILocation(line: 14, column: 5, scope: !93)
!138 = !DILocation(line: 15, column: 5, scope: !93)
!139 = !DILocation(line: 16, column: 5, scope: !93)
!140 = !DILocation(line: 17, column: 5, scope: !93)
!141 = !DILocation(line: 18, column: 5, scope: !93)
!142 = !DILocation(line: 19, column: 5, scope: !93)
!143 = !DILocation(line: 20, column: 5, scope: !93)
!144 = !DILocation(line: 23, column: 5, scope: !93)
!145 = !DILocation(line: 24, column: 41, scope: !93)
!146 = !DILocation(line: 25, column: 30, scope: !93)
!147 = !DILocation(line: 26, column: 40, scope: !93)
!148 = !DILocation(line: 27, column: 39, scope: !93)
!149 = !DILocation(line: 28, column: 37, scope: !93)
!150 = distinct !DIAssignID()
!151 = !DILocation(line: 30, column: 5, scope: !93)
!152 = !DILocation(line: 31, column: 5, scope: !93)
!153 = !DISubprogram(name: "printf", scope: !154, file: !154, line: 356, type: !155, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!154 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!155 = !DISubroutineType(types: !156)
!156 = !{!96, !157, null}
!157 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !158)
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !159, size: 64)
!159 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
