; ModuleID = 'programs/loops_unusual_shapes.c'
source_filename = "programs/loops_unusual_shapes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [20 x i8] c"down unsigned: %lu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [27 x i8] c"uint8 wrap iterations: %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [26 x i8] c"step 7 near UINT_MAX: %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [25 x i8] c"step 4 near INT_MAX: %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [27 x i8] c"first square > 5000 at %d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [22 x i8] c"do-while k=%d odd=%d\0A\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [27 x i8] c"switch loop i=%d stops=%d\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [15 x i8] c"two IVs a=%ld\0A\00", align 1, !dbg !31
@.str.8 = private unnamed_addr constant [26 x i8] c"triangular break grid=%d\0A\00", align 1, !dbg !36

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !52 {
    #dbg_value(i64 poison, !56, !DIExpression(), !90)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 250959), !dbg !91
    #dbg_value(i32 poison, !60, !DIExpression(), !90)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 11), !dbg !92
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 15), !dbg !93
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 12), !dbg !94
    #dbg_value(i32 71, !72, !DIExpression(), !90)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 71), !dbg !95
    #dbg_value(i32 poison, !76, !DIExpression(), !90)
    #dbg_value(i32 undef, !75, !DIExpression(), !90)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 15, i32 noundef 8), !dbg !96
    #dbg_value(i32 0, !77, !DIExpression(), !90)
    #dbg_value(i32 0, !78, !DIExpression(), !90)
  br label %7, !dbg !97

7:                                                ; preds = %24, %0
  %8 = phi i32 [ 0, %0 ], [ %27, %24 ]
  %9 = phi i32 [ 0, %0 ], [ %26, %24 ]
    #dbg_value(i32 %8, !78, !DIExpression(), !90)
    #dbg_value(i32 %9, !77, !DIExpression(), !90)
  %10 = trunc nuw i32 %8 to i8, !dbg !99
  %11 = urem i8 %10, 7, !dbg !99
  switch i8 %11, label %14 [
    i8 3, label %15
    i8 6, label %12
  ], !dbg !102

12:                                               ; preds = %7
  %13 = icmp ugt i32 %8, 30, !dbg !103
  br i1 %13, label %29, label %14, !dbg !106

14:                                               ; preds = %7, %12
    #dbg_value(i32 %17, !77, !DIExpression(), !90)
  br label %15, !dbg !107

15:                                               ; preds = %7, %14
  %16 = phi i32 [ 2, %14 ], [ 1, %7 ]
  %17 = add nuw nsw i32 %9, %16, !dbg !108
    #dbg_value(i32 %17, !77, !DIExpression(), !90)
  %18 = or disjoint i32 %8, 1, !dbg !109
    #dbg_value(i32 %18, !78, !DIExpression(), !90)
  %19 = trunc nuw i32 %18 to i8, !dbg !99
  %20 = urem i8 %19, 7, !dbg !99
  switch i8 %20, label %23 [
    i8 3, label %24
    i8 6, label %21
  ], !dbg !102

21:                                               ; preds = %15
  %22 = icmp ugt i32 %8, 29, !dbg !103
  br i1 %22, label %29, label %23, !dbg !106

23:                                               ; preds = %21, %15
    #dbg_value(i32 %26, !77, !DIExpression(), !90)
  br label %24, !dbg !107

24:                                               ; preds = %23, %15
  %25 = phi i32 [ 2, %23 ], [ 1, %15 ]
  %26 = add nuw nsw i32 %17, %25, !dbg !108
    #dbg_value(i32 %26, !77, !DIExpression(), !90)
  %27 = add nuw nsw i32 %8, 2, !dbg !109
    #dbg_value(i32 %27, !78, !DIExpression(), !90)
  %28 = icmp eq i32 %27, 50, !dbg !110
  br i1 %28, label %29, label %7, !dbg !97, !llvm.loop !111

29:                                               ; preds = %24, %21, %12
  %30 = phi i32 [ %9, %12 ], [ %17, %21 ], [ %26, %24 ], !dbg !90
  %31 = phi i32 [ %8, %12 ], [ %18, %21 ], [ 50, %24 ], !dbg !114
    #dbg_label(!79, !115)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %31, i32 noundef %30), !dbg !116
    #dbg_value(i64 poison, !80, !DIExpression(), !90)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef 42180), !dbg !117
    #dbg_value(i32 392, !84, !DIExpression(), !90)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 392), !dbg !118
  ret i32 27, !dbg !119
}

; Function Attrs: nofree nounwind
declare !dbg !120 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!38}
!llvm.module.flags = !{!44, !45, !46, !47, !48, !49, !50}
!llvm.ident = !{!51}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/loops_unusual_shapes.c", directory: ".", checksumkind: CSK_MD5, checksum: "f435d8aa699b0d73374abddcb66a068c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 20)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 27)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 26)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 25)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !9, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 22)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !9, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 15)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !14, isLocal: true, isDefinition: true)
!38 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !39, globals: !43, splitDebugInlining: false, nameTableKind: None)
!39 = !{!40, !41, !42}
!40 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!41 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!42 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!43 = !{!0, !7, !12, !17, !22, !24, !29, !31, !36}
!44 = !{i32 7, !"Dwarf Version", i32 5}
!45 = !{i32 2, !"Debug Info Version", i32 3}
!46 = !{i32 1, !"wchar_size", i32 4}
!47 = !{i32 8, !"PIC Level", i32 2}
!48 = !{i32 7, !"PIE Level", i32 2}
!49 = !{i32 7, !"uwtable", i32 2}
!50 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!51 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!52 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 9, type: !53, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !38, retainedNodes: !55)
!53 = !DISubroutineType(types: !54)
!54 = !{!41}
!55 = !{!56, !57, !60, !61, !68, !70, !72, !73, !75, !76, !77, !78, !79, !80, !81, !83, !84, !85, !87}
!56 = !DILocalVariable(name: "s", scope: !52, file: !2, line: 10, type: !42)
!57 = !DILocalVariable(name: "i", scope: !58, file: !2, line: 11, type: !59)
!58 = distinct !DILexicalBlock(scope: !52, file: !2, line: 11, column: 5)
!59 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!60 = !DILocalVariable(name: "n", scope: !52, file: !2, line: 13, type: !41)
!61 = !DILocalVariable(name: "c", scope: !62, file: !2, line: 14, type: !63)
!62 = distinct !DILexicalBlock(scope: !52, file: !2, line: 14, column: 5)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !64, line: 24, baseType: !65)
!64 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !66, line: 38, baseType: !67)
!66 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!67 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!68 = !DILocalVariable(name: "i", scope: !69, file: !2, line: 17, type: !59)
!69 = distinct !DILexicalBlock(scope: !52, file: !2, line: 17, column: 5)
!70 = !DILocalVariable(name: "i", scope: !71, file: !2, line: 20, type: !41)
!71 = distinct !DILexicalBlock(scope: !52, file: !2, line: 20, column: 5)
!72 = !DILocalVariable(name: "found", scope: !52, file: !2, line: 22, type: !41)
!73 = !DILocalVariable(name: "i", scope: !74, file: !2, line: 23, type: !41)
!74 = distinct !DILexicalBlock(scope: !52, file: !2, line: 23, column: 5)
!75 = !DILocalVariable(name: "k", scope: !52, file: !2, line: 28, type: !41)
!76 = !DILocalVariable(name: "odd", scope: !52, file: !2, line: 28, type: !41)
!77 = !DILocalVariable(name: "stops", scope: !52, file: !2, line: 31, type: !41)
!78 = !DILocalVariable(name: "i", scope: !52, file: !2, line: 31, type: !41)
!79 = !DILabel(scope: !52, name: "after", file: !2, line: 40)
!80 = !DILocalVariable(name: "a", scope: !52, file: !2, line: 42, type: !40)
!81 = !DILocalVariable(name: "p", scope: !82, file: !2, line: 43, type: !41)
!82 = distinct !DILexicalBlock(scope: !52, file: !2, line: 43, column: 5)
!83 = !DILocalVariable(name: "q", scope: !82, file: !2, line: 43, type: !41)
!84 = !DILocalVariable(name: "grid", scope: !52, file: !2, line: 45, type: !41)
!85 = !DILocalVariable(name: "r", scope: !86, file: !2, line: 46, type: !41)
!86 = distinct !DILexicalBlock(scope: !52, file: !2, line: 46, column: 5)
!87 = !DILocalVariable(name: "c", scope: !88, file: !2, line: 47, type: !41)
!88 = distinct !DILexicalBlock(scope: !89, file: !2, line: 47, column: 9)
!89 = distinct !DILexicalBlock(scope: !86, file: !2, line: 46, column: 5)
!90 = !DILocation(line: 0, scope: !52)
!91 = !DILocation(line: 12, column: 5, scope: !52)
!92 = !DILocation(line: 15, column: 5, scope: !52)
!93 = !DILocation(line: 18, column: 5, scope: !52)
!94 = !DILocation(line: 21, column: 5, scope: !52)
!95 = !DILocation(line: 27, column: 5, scope: !52)
!96 = !DILocation(line: 30, column: 5, scope: !52)
!97 = !DILocation(line: 32, column: 5, scope: !98)
!98 = distinct !DILexicalBlock(scope: !52, file: !2, line: 32, column: 5)
!99 = !DILocation(line: 33, column: 19, scope: !100)
!100 = distinct !DILexicalBlock(scope: !101, file: !2, line: 32, column: 30)
!101 = distinct !DILexicalBlock(scope: !98, file: !2, line: 32, column: 5)
!102 = !DILocation(line: 33, column: 9, scope: !100)
!103 = !DILocation(line: 35, column: 23, scope: !104)
!104 = distinct !DILexicalBlock(scope: !105, file: !2, line: 35, column: 21)
!105 = distinct !DILexicalBlock(scope: !100, file: !2, line: 33, column: 24)
!106 = !DILocation(line: 35, column: 21, scope: !105)
!107 = !DILocation(line: 39, column: 5, scope: !100)
!108 = !DILocation(line: 0, scope: !100)
!109 = !DILocation(line: 32, column: 26, scope: !101)
!110 = !DILocation(line: 32, column: 19, scope: !101)
!111 = distinct !{!111, !97, !112, !113}
!112 = !DILocation(line: 39, column: 5, scope: !98)
!113 = !{!"llvm.loop.mustprogress"}
!114 = !DILocation(line: 32, scope: !98)
!115 = !DILocation(line: 40, column: 1, scope: !52)
!116 = !DILocation(line: 41, column: 5, scope: !52)
!117 = !DILocation(line: 44, column: 5, scope: !52)
!118 = !DILocation(line: 51, column: 5, scope: !52)
!119 = !DILocation(line: 53, column: 1, scope: !52)
!120 = !DISubprogram(name: "printf", scope: !121, file: !121, line: 356, type: !122, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!121 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!122 = !DISubroutineType(types: !123)
!123 = !{!41, !124, null}
!124 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !125)
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
