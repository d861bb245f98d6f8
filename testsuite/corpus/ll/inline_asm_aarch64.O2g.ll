; ModuleID = 'programs/inline_asm_aarch64.c'
source_filename = "programs/inline_asm_aarch64.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.anon = type { i64, i64, i32, i16, i8, i8, [4 x i8] }

@.str = private unnamed_addr constant [12 x i8] c"triple %ld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [27 x i8] c"table %ld %ld %d %d %d %s\0A\00", align 1, !dbg !7
@asm_table = internal constant %struct.anon { i64 11, i64 22, i32 33, i16 44, i8 55, i8 0, [4 x i8] c"asm\00" }, align 8, !dbg !12
@.str.2 = private unnamed_addr constant [14 x i8] c"atomic %d %d\0A\00", align 1, !dbg !18
@.str.3 = private unnamed_addr constant [13 x i8] c"shifted %ld\0A\00", align 1, !dbg !23
@.str.4 = private unnamed_addr constant [11 x i8] c"clz %u %u\0A\00", align 1, !dbg !28
@.str.5 = private unnamed_addr constant [17 x i8] c"pair %d slot %d\0A\00", align 1, !dbg !33
@.str.6 = private unnamed_addr constant [9 x i8] c"imm %ld\0A\00", align 1, !dbg !38
@.str.7 = private unnamed_addr constant [9 x i8] c"rev %lx\0A\00", align 1, !dbg !43
@.str.8 = private unnamed_addr constant [8 x i8] c"fma %g\0A\00", align 1, !dbg !45
@.str.9 = private unnamed_addr constant [13 x i8] c"min %ld %ld\0A\00", align 1, !dbg !50
@.str.10 = private unnamed_addr constant [9 x i8] c"x19 %ld\0A\00", align 1, !dbg !52
@.str.11 = private unnamed_addr constant [14 x i8] c"clobbers %ld\0A\00", align 1, !dbg !54
@.str.12 = private unnamed_addr constant [12 x i8] c"zero %d %d\0A\00", align 1, !dbg !56
@.str.13 = private unnamed_addr constant [10 x i8] c"fpcr %lu\0A\00", align 1, !dbg !58
@.str.14 = private unnamed_addr constant [20 x i8] c"counter %s freq %s\0A\00", align 1, !dbg !63
@.str.15 = private unnamed_addr constant [3 x i8] c"ok\00", align 1, !dbg !68
@.str.16 = private unnamed_addr constant [10 x i8] c"backwards\00", align 1, !dbg !73
@counter_value = internal unnamed_addr global i64 0, align 8, !dbg !80

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @asm_triple(i64 noundef %0) local_unnamed_addr #0 !dbg !110 {
    #dbg_value(i64 %0, !114, !DIExpression(), !115)
  %2 = mul nsw i64 %0, 3, !dbg !116
  ret i64 %2, !dbg !117
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !118 {
  %1 = load i64, ptr @counter_value, align 8, !dbg !132, !tbaa !137
  %2 = add i64 %1, 1, !dbg !132
  store i64 %2, ptr @counter_value, align 8, !dbg !132, !tbaa !137
    #dbg_value(i64 %2, !121, !DIExpression(), !141)
    #dbg_value(i32 40, !122, !DIExpression(), !141)
    #dbg_value(i64 100, !123, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !141)
    #dbg_value(i64 23, !123, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !141)
    #dbg_value(i32 0, !127, !DIExpression(), !141)
    #dbg_value(i32 0, !128, !DIExpression(), !141)
    #dbg_value(i32 poison, !128, !DIExpression(), !141)
    #dbg_value(i32 poison, !122, !DIExpression(), !141)
    #dbg_value(i32 1234, !127, !DIExpression(), !141)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 42), !dbg !142
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 11, i64 noundef 22, i32 noundef 33, i32 noundef 44, i32 noundef 55, ptr noundef nonnull getelementptr inbounds (i8, ptr @asm_table, i64 24)), !dbg !143
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 50, i32 noundef 210), !dbg !144
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 29), !dbg !145
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 63, i32 noundef 32), !dbg !146
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 123, i32 noundef 1234), !dbg !147
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef 3999), !dbg !148
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef 578437695752307201), !dbg !149
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef 3.250000e+00), !dbg !150
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef -4, i64 noundef -7), !dbg !151
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef 42), !dbg !152
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef 116), !dbg !153
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 1, i32 noundef 0), !dbg !154
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef 0), !dbg !155
  %17 = load i64, ptr @counter_value, align 8, !dbg !156, !tbaa !137
  %18 = add i64 %17, 1, !dbg !156
  store i64 %18, ptr @counter_value, align 8, !dbg !156, !tbaa !137
    #dbg_value(i64 %18, !131, !DIExpression(), !141)
  %19 = icmp ult i64 %18, %2, !dbg !158
  %20 = select i1 %19, ptr @.str.16, ptr @.str.15, !dbg !159
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull %20, ptr noundef nonnull @.str.15), !dbg !160
  ret i32 0, !dbg !161
}

; Function Attrs: nofree nounwind
declare !dbg !162 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!14}
!llvm.module.flags = !{!102, !103, !104, !105, !106, !107, !108}
!llvm.ident = !{!109}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 159, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/inline_asm_aarch64.c", directory: ".", checksumkind: CSK_MD5, checksum: "09ae3ab5b6971c1e6b99f470d15d6d52")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 12)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 160, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 27)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "asm_table", scope: !14, file: !2, line: 126, type: !87, isLocal: true, isDefinition: true)
!14 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !15, globals: !17, splitDebugInlining: false, nameTableKind: None)
!15 = !{!16}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{!0, !7, !18, !23, !28, !33, !38, !43, !45, !50, !52, !54, !56, !58, !63, !68, !73, !75, !80, !12}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 162, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 14)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 163, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 13)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 164, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 11)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 165, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 17)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 166, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 9)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 167, type: !40, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 168, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 8)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 169, type: !25, isLocal: true, isDefinition: true)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 170, type: !40, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 171, type: !20, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 172, type: !3, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 173, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 10)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 175, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 20)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 175, type: !70, isLocal: true, isDefinition: true)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 3)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 175, type: !60, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 176, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 5)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(name: "counter_value", scope: !14, file: !2, line: 128, type: !82, isLocal: true, isDefinition: true)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !83, line: 27, baseType: !84)
!83 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !85, line: 45, baseType: !86)
!85 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!86 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!87 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !88)
!88 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 126, size: 256, elements: !89)
!89 = !{!90, !92, !93, !94, !96, !97, !98}
!90 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !88, file: !2, line: 126, baseType: !91, size: 64)
!91 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !88, file: !2, line: 126, baseType: !91, size: 64, offset: 64)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !88, file: !2, line: 126, baseType: !16, size: 32, offset: 128)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !88, file: !2, line: 126, baseType: !95, size: 16, offset: 160)
!95 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "e", scope: !88, file: !2, line: 126, baseType: !4, size: 8, offset: 176)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !88, file: !2, line: 126, baseType: !4, size: 8, offset: 184)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !88, file: !2, line: 126, baseType: !99, size: 32, offset: 192)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !100)
!100 = !{!101}
!101 = !DISubrange(count: 4)
!102 = !{i32 7, !"Dwarf Version", i32 5}
!103 = !{i32 2, !"Debug Info Version", i32 3}
!104 = !{i32 1, !"wchar_size", i32 4}
!105 = !{i32 8, !"PIC Level", i32 2}
!106 = !{i32 7, !"PIE Level", i32 2}
!107 = !{i32 7, !"uwtable", i32 2}
!108 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!109 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!110 = distinct !DISubprogram(name: "asm_triple", scope: !2, file: !2, line: 125, type: !111, scopeLine: 125, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !113)
!111 = !DISubroutineType(types: !112)
!112 = !{!91, !91}
!113 = !{!114}
!114 = !DILocalVariable(name: "x", arg: 1, scope: !110, file: !2, line: 125, type: !91)
!115 = !DILocation(line: 0, scope: !110)
!116 = !DILocation(line: 125, column: 36, scope: !110)
!117 = !DILocation(line: 125, column: 27, scope: !110)
!118 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 150, type: !119, scopeLine: 150, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !120)
!119 = !DISubroutineType(types: !15)
!120 = !{!121, !122, !123, !127, !128, !129, !131}
!121 = !DILocalVariable(name: "t0", scope: !118, file: !2, line: 151, type: !82)
!122 = !DILocalVariable(name: "shared", scope: !118, file: !2, line: 152, type: !16)
!123 = !DILocalVariable(name: "pair", scope: !118, file: !2, line: 153, type: !124)
!124 = !DICompositeType(tag: DW_TAG_array_type, baseType: !91, size: 128, elements: !125)
!125 = !{!126}
!126 = !DISubrange(count: 2)
!127 = !DILocalVariable(name: "slot", scope: !118, file: !2, line: 154, type: !16)
!128 = !DILocalVariable(name: "total", scope: !118, file: !2, line: 155, type: !16)
!129 = !DILocalVariable(name: "i", scope: !130, file: !2, line: 156, type: !16)
!130 = distinct !DILexicalBlock(scope: !118, file: !2, line: 156, column: 3)
!131 = !DILocalVariable(name: "t1", scope: !118, file: !2, line: 174, type: !82)
!132 = !DILocation(line: 129, column: 40, scope: !133, inlinedAt: !136)
!133 = distinct !DISubprogram(name: "counter", scope: !2, file: !2, line: 129, type: !134, scopeLine: 129, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14)
!134 = !DISubroutineType(types: !135)
!135 = !{!82}
!136 = distinct !DILocation(line: 151, column: 17, scope: !118)
!137 = !{!138, !138, i64 0}
!138 = !{!"long", !139, i64 0}
!139 = !{!"omnipotent char", !140, i64 0}
!140 = !{!"Simple C/C++ TBAA"}
!141 = !DILocation(line: 0, scope: !118)
!142 = !DILocation(line: 159, column: 3, scope: !118)
!143 = !DILocation(line: 160, column: 3, scope: !118)
!144 = !DILocation(line: 162, column: 3, scope: !118)
!145 = !DILocation(line: 163, column: 3, scope: !118)
!146 = !DILocation(line: 164, column: 3, scope: !118)
!147 = !DILocation(line: 165, column: 3, scope: !118)
!148 = !DILocation(line: 166, column: 3, scope: !118)
!149 = !DILocation(line: 167, column: 3, scope: !118)
!150 = !DILocation(line: 168, column: 3, scope: !118)
!151 = !DILocation(line: 169, column: 3, scope: !118)
!152 = !DILocation(line: 170, column: 3, scope: !118)
!153 = !DILocation(line: 171, column: 3, scope: !118)
!154 = !DILocation(line: 172, column: 3, scope: !118)
!155 = !DILocation(line: 173, column: 3, scope: !118)
!156 = !DILocation(line: 129, column: 40, scope: !133, inlinedAt: !157)
!157 = distinct !DILocation(line: 174, column: 17, scope: !118)
!158 = !DILocation(line: 175, column: 37, scope: !118)
!159 = !DILocation(line: 175, column: 34, scope: !118)
!160 = !DILocation(line: 175, column: 3, scope: !118)
!161 = !DILocation(line: 177, column: 3, scope: !118)
!162 = !DISubprogram(name: "printf", scope: !163, file: !163, line: 356, type: !164, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!163 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!164 = !DISubroutineType(types: !165)
!165 = !{!16, !166, null}
!166 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !167)
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !168, size: 64)
!168 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
