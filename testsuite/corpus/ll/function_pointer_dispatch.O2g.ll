; ModuleID = 'programs/function_pointer_dispatch.c'
source_filename = "programs/function_pointer_dispatch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [16 x i8] c"op%d(%d,%d)=%d\0A\00", align 1, !dbg !0
@.str.2 = private unnamed_addr constant [18 x i8] c"pick(%c)(9,4)=%d \00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [40 x i8] c"\0Areturns_fp(6)(3,4)=%d same=%d diff=%d\0A\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [6 x i8] c"d=%g\0A\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [10 x i8] c"pt=%d,%d\0A\00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [5 x i8] c"rect\00", align 1, !dbg !27
@.str.7 = private unnamed_addr constant [4 x i8] c"tri\00", align 1, !dbg !32
@.str.8 = private unnamed_addr constant [4 x i8] c"big\00", align 1, !dbg !37
@.str.9 = private unnamed_addr constant [12 x i8] c"%s area %d\0A\00", align 1, !dbg !39
@.str.10 = private unnamed_addr constant [24 x i8] c"sum=%ld max=%d acc=%ld\0A\00", align 1, !dbg !44

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !97 {
    #dbg_assign(i1 undef, !121, !DIExpression(), !140, ptr poison, !DIExpression(), !141)
    #dbg_value(i64 0, !104, !DIExpression(), !141)
    #dbg_value(i64 0, !105, !DIExpression(), !142)
    #dbg_value(i32 12, !107, !DIExpression(), !143)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i32 noundef 5, i32 noundef 7, i32 noundef 12), !dbg !144
    #dbg_value(i64 12, !104, !DIExpression(), !141)
    #dbg_value(i64 1, !105, !DIExpression(), !142)
    #dbg_value(i32 42, !107, !DIExpression(), !143)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, i32 noundef 6, i32 noundef 7, i32 noundef 42), !dbg !144
    #dbg_value(i64 54, !104, !DIExpression(), !141)
    #dbg_value(i64 2, !105, !DIExpression(), !142)
    #dbg_value(i32 -7, !107, !DIExpression(), !143)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef 3, i32 noundef 10, i32 noundef -7), !dbg !144
    #dbg_value(i64 47, !104, !DIExpression(), !141)
    #dbg_value(i64 3, !105, !DIExpression(), !142)
    #dbg_value(i32 -4, !107, !DIExpression(), !143)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, i32 noundef -4, i32 noundef -9, i32 noundef -4), !dbg !144
    #dbg_value(i64 43, !104, !DIExpression(), !141)
    #dbg_value(i64 4, !105, !DIExpression(), !142)
    #dbg_value(i32 -1000, !107, !DIExpression(), !143)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, i32 noundef -8, i32 noundef 125, i32 noundef -1000), !dbg !144
    #dbg_value(i64 -957, !104, !DIExpression(), !141)
    #dbg_value(i64 5, !105, !DIExpression(), !142)
    #dbg_value(i64 0, !113, !DIExpression(), !145)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 43, i32 noundef 13), !dbg !146
    #dbg_value(i64 1, !113, !DIExpression(), !145)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 45, i32 noundef 5), !dbg !146
    #dbg_value(i64 2, !113, !DIExpression(), !145)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 42, i32 noundef 36), !dbg !146
    #dbg_value(i64 3, !113, !DIExpression(), !145)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 109, i32 noundef 9), !dbg !146
    #dbg_value(i64 4, !113, !DIExpression(), !145)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 12, i32 noundef 1, i32 noundef 0), !dbg !148
    #dbg_value(double 1.000000e+01, !115, !DIExpression(), !141)
    #dbg_value(double 5.000000e+00, !115, !DIExpression(), !141)
    #dbg_value(double 2.500000e+01, !115, !DIExpression(), !141)
    #dbg_value(double 1.250000e+01, !115, !DIExpression(), !141)
    #dbg_value(double 1.562500e+02, !115, !DIExpression(), !141)
    #dbg_value(double 7.812500e+01, !115, !DIExpression(), !141)
    #dbg_value(double 0x40B7D78400000000, !115, !DIExpression(), !141)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 0x40B7D78400000000), !dbg !149
    #dbg_value(i32 poison, !118, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !141)
    #dbg_value(i32 poison, !118, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !141)
    #dbg_value(i32 poison, !118, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !141)
    #dbg_value(i32 poison, !118, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !141)
    #dbg_value(i32 poison, !118, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !141)
    #dbg_value(i32 poison, !118, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !141)
    #dbg_value(i64 -17179869171, !118, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !141)
    #dbg_value(i64 4294967292, !118, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !141)
    #dbg_value(i32 13, !118, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !141)
    #dbg_value(i32 -4, !118, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !141)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 13, i32 noundef -4), !dbg !150
    #dbg_assign(i1 undef, !121, !DIExpression(), !151, ptr poison, !DIExpression(), !141)
    #dbg_value(i64 0, !134, !DIExpression(), !152)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, i32 noundef 12), !dbg !153
    #dbg_value(i64 1, !134, !DIExpression(), !152)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.7, i32 noundef 15), !dbg !153
    #dbg_value(i64 2, !134, !DIExpression(), !152)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.8, i32 noundef 10000), !dbg !153
    #dbg_value(i64 3, !134, !DIExpression(), !152)
    #dbg_value(i32 17, !139, !DIExpression(), !141)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef 31, i32 noundef 17, i64 noundef -957), !dbg !155
  ret i32 115, !dbg !156
}

; Function Attrs: nofree nounwind
declare !dbg !157 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!49}
!llvm.module.flags = !{!89, !90, !91, !92, !93, !94, !95}
!llvm.ident = !{!96}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/function_pointer_dispatch.c", directory: ".", checksumkind: CSK_MD5, checksum: "afe8e66cce99bf753fc4f7449714917a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 16)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 18)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 40)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 6)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 10)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 5)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 4)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !34, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 12)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 24)
!49 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !50, globals: !54, splitDebugInlining: false, nameTableKind: None)
!50 = !{!51, !52}
!51 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!53 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!54 = !{!0, !55, !7, !12, !17, !22, !27, !32, !37, !39, !44, !57, !65, !75}
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !29, isLocal: true, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(name: "table", scope: !49, file: !2, line: 22, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 256, elements: !35)
!60 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !61)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "binop", file: !2, line: 8, baseType: !62)
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!63 = !DISubroutineType(types: !64)
!64 = !{!51, !51, !51}
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(name: "dtable", scope: !49, file: !2, line: 23, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !68, size: 128, elements: !73)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "dfun", file: !2, line: 9, baseType: !69)
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!70 = !DISubroutineType(types: !71)
!71 = !{!72, !72}
!72 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!73 = !{!74}
!74 = !DISubrange(count: 2)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(name: "ptable", scope: !49, file: !2, line: 24, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 192, elements: !87)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptfun", file: !2, line: 11, baseType: !79)
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!80 = !DISubroutineType(types: !81)
!81 = !{!82, !82, !51}
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "pt", file: !2, line: 10, baseType: !83)
!83 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 10, size: 64, elements: !84)
!84 = !{!85, !86}
!85 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !83, file: !2, line: 10, baseType: !51, size: 32)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !83, file: !2, line: 10, baseType: !51, size: 32, offset: 32)
!87 = !{!88}
!88 = !DISubrange(count: 3)
!89 = !{i32 7, !"Dwarf Version", i32 5}
!90 = !{i32 2, !"Debug Info Version", i32 3}
!91 = !{i32 1, !"wchar_size", i32 4}
!92 = !{i32 8, !"PIC Level", i32 2}
!93 = !{i32 7, !"PIE Level", i32 2}
!94 = !{i32 7, !"uwtable", i32 2}
!95 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!96 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!97 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 33, type: !98, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !49, retainedNodes: !100)
!98 = !DISubroutineType(types: !99)
!99 = !{!51}
!100 = !{!101, !104, !105, !107, !110, !113, !115, !116, !118, !119, !121, !134, !136, !138, !139}
!101 = !DILocalVariable(name: "prog", scope: !97, file: !2, line: 34, type: !102)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 480, elements: !103)
!103 = !{!31, !88}
!104 = !DILocalVariable(name: "acc", scope: !97, file: !2, line: 35, type: !53)
!105 = !DILocalVariable(name: "i", scope: !106, file: !2, line: 36, type: !51)
!106 = distinct !DILexicalBlock(scope: !97, file: !2, line: 36, column: 5)
!107 = !DILocalVariable(name: "r", scope: !108, file: !2, line: 36, type: !51)
!108 = distinct !DILexicalBlock(scope: !109, file: !2, line: 36, column: 33)
!109 = distinct !DILexicalBlock(scope: !106, file: !2, line: 36, column: 5)
!110 = !DILocalVariable(name: "ops", scope: !97, file: !2, line: 37, type: !111)
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!113 = !DILocalVariable(name: "i", scope: !114, file: !2, line: 38, type: !51)
!114 = distinct !DILexicalBlock(scope: !97, file: !2, line: 38, column: 5)
!115 = !DILocalVariable(name: "d", scope: !97, file: !2, line: 40, type: !72)
!116 = !DILocalVariable(name: "i", scope: !117, file: !2, line: 41, type: !51)
!117 = distinct !DILexicalBlock(scope: !97, file: !2, line: 41, column: 5)
!118 = !DILocalVariable(name: "p", scope: !97, file: !2, line: 43, type: !82)
!119 = !DILocalVariable(name: "i", scope: !120, file: !2, line: 44, type: !51)
!120 = distinct !DILexicalBlock(scope: !97, file: !2, line: 44, column: 5)
!121 = !DILocalVariable(name: "objs", scope: !97, file: !2, line: 46, type: !122)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 576, elements: !87)
!123 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "obj", file: !2, line: 25, size: 192, elements: !124)
!124 = !{!125, !126, !132, !133}
!125 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !123, file: !2, line: 25, baseType: !111, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_member, name: "area", scope: !123, file: !2, line: 25, baseType: !127, size: 64, offset: 64)
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !128, size: 64)
!128 = !DISubroutineType(types: !129)
!129 = !{!51, !130}
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !131, size: 64)
!131 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !123)
!132 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !123, file: !2, line: 25, baseType: !51, size: 32, offset: 128)
!133 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !123, file: !2, line: 25, baseType: !51, size: 32, offset: 160)
!134 = !DILocalVariable(name: "i", scope: !135, file: !2, line: 47, type: !51)
!135 = distinct !DILexicalBlock(scope: !97, file: !2, line: 47, column: 5)
!136 = !DILocalVariable(name: "data", scope: !97, file: !2, line: 48, type: !137)
!137 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 160, elements: !30)
!138 = !DILocalVariable(name: "s", scope: !97, file: !2, line: 49, type: !53)
!139 = !DILocalVariable(name: "m", scope: !97, file: !2, line: 49, type: !51)
!140 = distinct !DIAssignID()
!141 = !DILocation(line: 0, scope: !97)
!142 = !DILocation(line: 0, scope: !106)
!143 = !DILocation(line: 0, scope: !108)
!144 = !DILocation(line: 36, column: 86, scope: !108)
!145 = !DILocation(line: 0, scope: !114)
!146 = !DILocation(line: 38, column: 33, scope: !147)
!147 = distinct !DILexicalBlock(scope: !114, file: !2, line: 38, column: 5)
!148 = !DILocation(line: 39, column: 5, scope: !97)
!149 = !DILocation(line: 42, column: 5, scope: !97)
!150 = !DILocation(line: 45, column: 5, scope: !97)
!151 = distinct !DIAssignID()
!152 = !DILocation(line: 0, scope: !135)
!153 = !DILocation(line: 47, column: 33, scope: !154)
!154 = distinct !DILexicalBlock(scope: !135, file: !2, line: 47, column: 5)
!155 = !DILocation(line: 52, column: 5, scope: !97)
!156 = !DILocation(line: 53, column: 5, scope: !97)
!157 = !DISubprogram(name: "printf", scope: !158, file: !158, line: 356, type: !159, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!158 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!159 = !DISubroutineType(types: !160)
!160 = !{!51, !161, null}
!161 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !111)
