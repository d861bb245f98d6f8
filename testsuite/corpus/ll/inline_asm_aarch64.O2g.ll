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
@.str.13 = private unnamed_addr constant [20 x i8] c"goto %ld %ld %g %g\0A\00", align 1, !dbg !58
@.str.14 = private unnamed_addr constant [10 x i8] c"fpcr %lu\0A\00", align 1, !dbg !63
@.str.15 = private unnamed_addr constant [20 x i8] c"counter %s freq %s\0A\00", align 1, !dbg !68
@.str.16 = private unnamed_addr constant [3 x i8] c"ok\00", align 1, !dbg !70
@.str.17 = private unnamed_addr constant [10 x i8] c"backwards\00", align 1, !dbg !75
@counter_value = internal unnamed_addr global i64 0, align 8, !dbg !82

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @asm_triple(i64 noundef %0) local_unnamed_addr #0 !dbg !112 {
    #dbg_value(i64 %0, !116, !DIExpression(), !117)
  %2 = mul nsw i64 %0, 3, !dbg !118
  ret i64 %2, !dbg !119
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !120 {
  %1 = load i64, ptr @counter_value, align 8, !dbg !134, !tbaa !139
  %2 = add i64 %1, 1, !dbg !134
  store i64 %2, ptr @counter_value, align 8, !dbg !134, !tbaa !139
    #dbg_value(i64 %2, !123, !DIExpression(), !143)
    #dbg_value(i32 40, !124, !DIExpression(), !143)
    #dbg_value(i64 100, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !143)
    #dbg_value(i64 23, !125, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !143)
    #dbg_value(i32 0, !129, !DIExpression(), !143)
    #dbg_value(i32 0, !130, !DIExpression(), !143)
    #dbg_value(i32 poison, !130, !DIExpression(), !143)
    #dbg_value(i32 poison, !124, !DIExpression(), !143)
    #dbg_value(i32 1234, !129, !DIExpression(), !143)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 42), !dbg !144
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 11, i64 noundef 22, i32 noundef 33, i32 noundef 44, i32 noundef 55, ptr noundef nonnull getelementptr inbounds (i8, ptr @asm_table, i64 24)), !dbg !145
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 50, i32 noundef 210), !dbg !146
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 29), !dbg !147
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 63, i32 noundef 32), !dbg !148
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 123, i32 noundef 1234), !dbg !149
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef 3999), !dbg !150
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef 578437695752307201), !dbg !151
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef 3.250000e+00), !dbg !152
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef -4, i64 noundef -7), !dbg !153
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef 42), !dbg !154
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef 116), !dbg !155
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 1, i32 noundef 0), !dbg !156
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef 7, i64 noundef -993, double noundef 2.500000e+00, double noundef 1.500000e+00), !dbg !157
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef 0), !dbg !158
  %18 = load i64, ptr @counter_value, align 8, !dbg !159, !tbaa !139
  %19 = add i64 %18, 1, !dbg !159
  store i64 %19, ptr @counter_value, align 8, !dbg !159, !tbaa !139
    #dbg_value(i64 %19, !133, !DIExpression(), !143)
  %20 = icmp ult i64 %19, %2, !dbg !161
  %21 = select i1 %20, ptr @.str.17, ptr @.str.16, !dbg !162
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %21, ptr noundef nonnull @.str.16), !dbg !163
  ret i32 0, !dbg !164
}

; Function Attrs: nofree nounwind
declare !dbg !165 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!14}
!llvm.module.flags = !{!104, !105, !106, !107, !108, !109, !110}
!llvm.ident = !{!111}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 186, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/inline_asm_aarch64.c", directory: ".", checksumkind: CSK_MD5, checksum: "a7276b218808a3da81b77e6148360609")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 12)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 187, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 27)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "asm_table", scope: !14, file: !2, line: 151, type: !89, isLocal: true, isDefinition: true)
!14 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !15, globals: !17, splitDebugInlining: false, nameTableKind: None)
!15 = !{!16}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{!0, !7, !18, !23, !28, !33, !38, !43, !45, !50, !52, !54, !56, !58, !63, !68, !70, !75, !77, !82, !12}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 189, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 14)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 190, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 13)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 191, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 11)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 192, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 17)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 193, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 9)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 194, type: !40, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 195, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 8)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 196, type: !25, isLocal: true, isDefinition: true)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 197, type: !40, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 198, type: !20, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 199, type: !3, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 200, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 20)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 202, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 10)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 204, type: !60, isLocal: true, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 204, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 3)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 204, type: !65, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 205, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 5)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(name: "counter_value", scope: !14, file: !2, line: 153, type: !84, isLocal: true, isDefinition: true)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !85, line: 27, baseType: !86)
!85 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!86 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !87, line: 45, baseType: !88)
!87 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!88 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!89 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !90)
!90 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 151, size: 256, elements: !91)
!91 = !{!92, !94, !95, !96, !98, !99, !100}
!92 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !90, file: !2, line: 151, baseType: !93, size: 64)
!93 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !90, file: !2, line: 151, baseType: !93, size: 64, offset: 64)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !90, file: !2, line: 151, baseType: !16, size: 32, offset: 128)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !90, file: !2, line: 151, baseType: !97, size: 16, offset: 160)
!97 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "e", scope: !90, file: !2, line: 151, baseType: !4, size: 8, offset: 176)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !90, file: !2, line: 151, baseType: !4, size: 8, offset: 184)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !90, file: !2, line: 151, baseType: !101, size: 32, offset: 192)
!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !102)
!102 = !{!103}
!103 = !DISubrange(count: 4)
!104 = !{i32 7, !"Dwarf Version", i32 5}
!105 = !{i32 2, !"Debug Info Version", i32 3}
!106 = !{i32 1, !"wchar_size", i32 4}
!107 = !{i32 8, !"PIC Level", i32 2}
!108 = !{i32 7, !"PIE Level", i32 2}
!109 = !{i32 7, !"uwtable", i32 2}
!110 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!111 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!112 = distinct !DISubprogram(name: "asm_triple", scope: !2, file: !2, line: 150, type: !113, scopeLine: 150, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !115)
!113 = !DISubroutineType(types: !114)
!114 = !{!93, !93}
!115 = !{!116}
!116 = !DILocalVariable(name: "x", arg: 1, scope: !112, file: !2, line: 150, type: !93)
!117 = !DILocation(line: 0, scope: !112)
!118 = !DILocation(line: 150, column: 36, scope: !112)
!119 = !DILocation(line: 150, column: 27, scope: !112)
!120 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 177, type: !121, scopeLine: 177, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !122)
!121 = !DISubroutineType(types: !15)
!122 = !{!123, !124, !125, !129, !130, !131, !133}
!123 = !DILocalVariable(name: "t0", scope: !120, file: !2, line: 178, type: !84)
!124 = !DILocalVariable(name: "shared", scope: !120, file: !2, line: 179, type: !16)
!125 = !DILocalVariable(name: "pair", scope: !120, file: !2, line: 180, type: !126)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !93, size: 128, elements: !127)
!127 = !{!128}
!128 = !DISubrange(count: 2)
!129 = !DILocalVariable(name: "slot", scope: !120, file: !2, line: 181, type: !16)
!130 = !DILocalVariable(name: "total", scope: !120, file: !2, line: 182, type: !16)
!131 = !DILocalVariable(name: "i", scope: !132, file: !2, line: 183, type: !16)
!132 = distinct !DILexicalBlock(scope: !120, file: !2, line: 183, column: 3)
!133 = !DILocalVariable(name: "t1", scope: !120, file: !2, line: 203, type: !84)
!134 = !DILocation(line: 154, column: 40, scope: !135, inlinedAt: !138)
!135 = distinct !DISubprogram(name: "counter", scope: !2, file: !2, line: 154, type: !136, scopeLine: 154, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14)
!136 = !DISubroutineType(types: !137)
!137 = !{!84}
!138 = distinct !DILocation(line: 178, column: 17, scope: !120)
!139 = !{!140, !140, i64 0}
!140 = !{!"long", !141, i64 0}
!141 = !{!"omnipotent char", !142, i64 0}
!142 = !{!"Simple C/C++ TBAA"}
!143 = !DILocation(line: 0, scope: !120)
!144 = !DILocation(line: 186, column: 3, scope: !120)
!145 = !DILocation(line: 187, column: 3, scope: !120)
!146 = !DILocation(line: 189, column: 3, scope: !120)
!147 = !DILocation(line: 190, column: 3, scope: !120)
!148 = !DILocation(line: 191, column: 3, scope: !120)
!149 = !DILocation(line: 192, column: 3, scope: !120)
!150 = !DILocation(line: 193, column: 3, scope: !120)
!151 = !DILocation(line: 194, column: 3, scope: !120)
!152 = !DILocation(line: 195, column: 3, scope: !120)
!153 = !DILocation(line: 196, column: 3, scope: !120)
!154 = !DILocation(line: 197, column: 3, scope: !120)
!155 = !DILocation(line: 198, column: 3, scope: !120)
!156 = !DILocation(line: 199, column: 3, scope: !120)
!157 = !DILocation(line: 200, column: 3, scope: !120)
!158 = !DILocation(line: 202, column: 3, scope: !120)
!159 = !DILocation(line: 154, column: 40, scope: !135, inlinedAt: !160)
!160 = distinct !DILocation(line: 203, column: 17, scope: !120)
!161 = !DILocation(line: 204, column: 37, scope: !120)
!162 = !DILocation(line: 204, column: 34, scope: !120)
!163 = !DILocation(line: 204, column: 3, scope: !120)
!164 = !DILocation(line: 206, column: 3, scope: !120)
!165 = !DISubprogram(name: "printf", scope: !166, file: !166, line: 356, type: !167, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!166 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!167 = !DISubroutineType(types: !168)
!168 = !{!16, !169, null}
!169 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !170)
!170 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !171, size: 64)
!171 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
