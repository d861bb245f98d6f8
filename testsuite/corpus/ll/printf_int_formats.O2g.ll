; ModuleID = 'programs/printf_int_formats.c'
source_filename = "programs/printf_int_formats.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [37 x i8] c"[%hhd] [%hhu] [%hd] [%hu] [%d] [%u]\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [27 x i8] c"[%ld] [%lu] [%lld] [%llu]\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [31 x i8] c"[%jd] [%ju] [%zd] [%zu] [%td]\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [43 x i8] c"[%d] [%u] [%d] [%u] [%d] [%u] [%ld] [%lu]\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [29 x i8] c"[%x] [%X] [%o] [%#lx] [%lx]\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [43 x i8] c"[%8d|%-8d|%08d|%+d|% d|%.4d|%8.4d|%x|%#o]\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [18 x i8] c"[%d] [%lu] [%ld]\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [5 x i8] c"%lld\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [21 x i8] c"truncated '%s' n=%d\0A\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [8 x i8] c"count%n\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [8 x i8] c" -> %d\0A\00", align 1, !dbg !49

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !89 {
    #dbg_assign(i1 undef, !94, !DIExpression(), !103, ptr poison, !DIExpression(), !104)
  %1 = alloca [8 x i8], align 1, !DIAssignID !105
    #dbg_assign(i1 undef, !100, !DIExpression(), !105, ptr %1, !DIExpression(), !104)
  %2 = alloca i32, align 4, !DIAssignID !106
    #dbg_assign(i1 undef, !102, !DIExpression(), !106, ptr %2, !DIExpression(), !104)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -128, i32 noundef 255, i32 noundef -32768, i32 noundef 65535, i32 noundef -2147483648, i32 noundef -1), !dbg !107
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef -9223372036854775808, i64 noundef -1, i64 noundef -9223372036854775808, i64 noundef -1), !dbg !108
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef -9223372036854775808, i64 noundef -1, i64 noundef -5, i64 noundef -1, i64 noundef 9223372036854775807), !dbg !109
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef -128, i32 noundef 255, i32 noundef -32768, i32 noundef 65535, i32 noundef -2147483648, i32 noundef -1, i64 noundef -9223372036854775808, i64 noundef -1), !dbg !110
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 171, i32 noundef 48879, i32 noundef 511, i64 noundef 244837814094590, i64 noundef 4096), !dbg !111
    #dbg_assign(i1 undef, !94, !DIExpression(), !112, ptr poison, !DIExpression(), !104)
    #dbg_value(i32 0, !98, !DIExpression(), !113)
    #dbg_value(i64 0, !98, !DIExpression(), !113)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !114
    #dbg_value(i64 1, !98, !DIExpression(), !113)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !114
    #dbg_value(i64 2, !98, !DIExpression(), !113)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1), !dbg !114
    #dbg_value(i64 3, !98, !DIExpression(), !113)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42), !dbg !114
    #dbg_value(i64 4, !98, !DIExpression(), !113)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef -42, i32 noundef -42, i32 noundef -42, i32 noundef -42, i32 noundef -42, i32 noundef -42, i32 noundef -42, i32 noundef -42, i32 noundef -42), !dbg !114
    #dbg_value(i64 5, !98, !DIExpression(), !113)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 123456, i32 noundef 123456, i32 noundef 123456, i32 noundef 123456, i32 noundef 123456, i32 noundef 123456, i32 noundef 123456, i32 noundef 123456, i32 noundef 123456), !dbg !114
    #dbg_value(i64 6, !98, !DIExpression(), !113)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647), !dbg !114
    #dbg_value(i64 7, !98, !DIExpression(), !113)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef -7, i64 noundef 7, i64 noundef -1), !dbg !116
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #3, !dbg !117
  %16 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 8, ptr noundef nonnull @.str.7, i64 noundef 9223372036854775807) #3, !dbg !118
    #dbg_value(i32 %16, !101, !DIExpression(), !104)
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %1, i32 noundef %16), !dbg !119
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #3, !dbg !120
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %2), !dbg !121
  %19 = load i32, ptr %2, align 4, !dbg !122, !tbaa !123
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %19), !dbg !127
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #3, !dbg !128
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #3, !dbg !128
  ret i32 0, !dbg !129
}

; Function Attrs: nofree nounwind
declare !dbg !130 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree nounwind
declare !dbg !137 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!51}
!llvm.module.flags = !{!81, !82, !83, !84, !85, !86, !87}
!llvm.ident = !{!88}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/printf_int_formats.c", directory: ".", checksumkind: CSK_MD5, checksum: "05fdc70ccb3a0ae2f313f4f419da7b1c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 37)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 27)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 31)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 344, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 43)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 29)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !19, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 18)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 5)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 21)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 8)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !46, isLocal: true, isDefinition: true)
!51 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !52, globals: !80, splitDebugInlining: false, nameTableKind: None)
!52 = !{!53, !54, !55, !56, !57, !60, !64, !66, !69, !72, !68, !74, !77, !78}
!53 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!54 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!55 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!56 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", file: !58, line: 18, baseType: !59)
!58 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_ptrdiff_t.h", directory: "", checksumkind: CSK_MD5, checksum: "21e0c40f3315797d915cc7ea60040a98")
!59 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !61, line: 24, baseType: !62)
!61 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !63, line: 38, baseType: !54)
!63 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !61, line: 25, baseType: !65)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !63, line: 40, baseType: !56)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !61, line: 26, baseType: !67)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !63, line: 42, baseType: !68)
!68 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !61, line: 27, baseType: !70)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !63, line: 45, baseType: !71)
!71 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !73, line: 90, baseType: !71)
!73 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least16_t", file: !73, line: 44, baseType: !75)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least16_t", file: !63, line: 54, baseType: !76)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !63, line: 39, baseType: !55)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast32_t", file: !73, line: 74, baseType: !71)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "intmax_t", file: !73, line: 101, baseType: !79)
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "__intmax_t", file: !63, line: 72, baseType: !59)
!80 = !{!0, !7, !12, !17, !22, !27, !29, !34, !39, !44, !49}
!81 = !{i32 7, !"Dwarf Version", i32 5}
!82 = !{i32 2, !"Debug Info Version", i32 3}
!83 = !{i32 1, !"wchar_size", i32 4}
!84 = !{i32 8, !"PIC Level", i32 2}
!85 = !{i32 7, !"PIE Level", i32 2}
!86 = !{i32 7, !"uwtable", i32 2}
!87 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!88 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!89 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 9, type: !90, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !93)
!90 = !DISubroutineType(types: !91)
!91 = !{!92}
!92 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!93 = !{!94, !98, !100, !101, !102}
!94 = !DILocalVariable(name: "vals", scope: !89, file: !2, line: 15, type: !95)
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !92, size: 224, elements: !96)
!96 = !{!97}
!97 = !DISubrange(count: 7)
!98 = !DILocalVariable(name: "i", scope: !99, file: !2, line: 16, type: !92)
!99 = distinct !DILexicalBlock(scope: !89, file: !2, line: 16, column: 5)
!100 = !DILocalVariable(name: "buf", scope: !89, file: !2, line: 18, type: !46)
!101 = !DILocalVariable(name: "n", scope: !89, file: !2, line: 18, type: !92)
!102 = !DILocalVariable(name: "cnt", scope: !89, file: !2, line: 19, type: !92)
!103 = distinct !DIAssignID()
!104 = !DILocation(line: 0, scope: !89)
!105 = distinct !DIAssignID()
!106 = distinct !DIAssignID()
!107 = !DILocation(line: 10, column: 5, scope: !89)
!108 = !DILocation(line: 11, column: 5, scope: !89)
!109 = !DILocation(line: 12, column: 5, scope: !89)
!110 = !DILocation(line: 13, column: 5, scope: !89)
!111 = !DILocation(line: 14, column: 5, scope: !89)
!112 = distinct !DIAssignID()
!113 = !DILocation(line: 0, scope: !99)
!114 = !DILocation(line: 16, column: 33, scope: !115)
!115 = distinct !DILexicalBlock(scope: !99, file: !2, line: 16, column: 5)
!116 = !DILocation(line: 17, column: 5, scope: !89)
!117 = !DILocation(line: 18, column: 5, scope: !89)
!118 = !DILocation(line: 18, column: 26, scope: !89)
!119 = !DILocation(line: 18, column: 72, scope: !89)
!120 = !DILocation(line: 19, column: 5, scope: !89)
!121 = !DILocation(line: 19, column: 14, scope: !89)
!122 = !DILocation(line: 19, column: 58, scope: !89)
!123 = !{!124, !124, i64 0}
!124 = !{!"int", !125, i64 0}
!125 = !{!"omnipotent char", !126, i64 0}
!126 = !{!"Simple C/C++ TBAA"}
!127 = !DILocation(line: 19, column: 39, scope: !89)
!128 = !DILocation(line: 21, column: 1, scope: !89)
!129 = !DILocation(line: 20, column: 5, scope: !89)
!130 = !DISubprogram(name: "printf", scope: !131, file: !131, line: 356, type: !132, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!131 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!132 = !DISubroutineType(types: !133)
!133 = !{!92, !134, null}
!134 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !135)
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 64)
!136 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!137 = !DISubprogram(name: "snprintf", scope: !131, file: !131, line: 378, type: !138, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!138 = !DISubroutineType(types: !139)
!139 = !{!92, !140, !142, !134, null}
!140 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !141)
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!142 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !143, line: 18, baseType: !71)
!143 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
