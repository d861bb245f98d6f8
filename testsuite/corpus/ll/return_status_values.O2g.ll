; ModuleID = 'programs/return_status_values.c'
source_filename = "programs/return_status_values.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [31 x i8] c"computed %d -> exit status %d\0A\00", align 1, !dbg !0

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 -2147483641, -2147483648) i32 @main() local_unnamed_addr #0 !dbg !17 {
  %1 = tail call fastcc i32 @compute(), !dbg !23
  %2 = add nsw i32 %1, 7, !dbg !24
    #dbg_value(i32 %2, !22, !DIExpression(), !25)
  %3 = and i32 %2, 255, !dbg !26
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2, i32 noundef %3), !dbg !27
  ret i32 %2, !dbg !28
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @compute() unnamed_addr #1 !dbg !29 {
    #dbg_value(i32 100, !33, !DIExpression(), !37)
    #dbg_value(i32 0, !34, !DIExpression(), !37)
    #dbg_value(i32 poison, !34, !DIExpression(), !37)
  ret i32 297, !dbg !38
}

; Function Attrs: nofree nounwind
declare !dbg !39 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 5, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/return_status_values.c", directory: ".", checksumkind: CSK_MD5, checksum: "1875d62d4b4a0aeb4bc391f43f294c9d")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 31)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!0}
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 2}
!15 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!16 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 5, type: !18, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !21)
!18 = !DISubroutineType(types: !19)
!19 = !{!20}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !{!22}
!22 = !DILocalVariable(name: "v", scope: !17, file: !2, line: 5, type: !20)
!23 = !DILocation(line: 5, column: 26, scope: !17)
!24 = !DILocation(line: 5, column: 39, scope: !17)
!25 = !DILocation(line: 0, scope: !17)
!26 = !DILocation(line: 5, column: 91, scope: !17)
!27 = !DILocation(line: 5, column: 44, scope: !17)
!28 = !DILocation(line: 5, column: 100, scope: !17)
!29 = distinct !DISubprogram(name: "compute", scope: !2, file: !2, line: 4, type: !30, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !32)
!30 = !DISubroutineType(cc: DW_CC_nocall, types: !31)
!31 = !{!20, !20}
!32 = !{!33, !34, !35}
!33 = !DILocalVariable(name: "n", arg: 1, scope: !29, file: !2, line: 4, type: !20)
!34 = !DILocalVariable(name: "s", scope: !29, file: !2, line: 4, type: !20)
!35 = !DILocalVariable(name: "i", scope: !36, file: !2, line: 4, type: !20)
!36 = distinct !DILexicalBlock(scope: !29, file: !2, line: 4, column: 66)
!37 = !DILocation(line: 0, scope: !29)
!38 = !DILocation(line: 4, column: 107, scope: !29)
!39 = !DISubprogram(name: "printf", scope: !40, file: !40, line: 356, type: !41, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!40 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!41 = !DISubroutineType(types: !42)
!42 = !{!20, !43, null}
!43 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !44)
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!45 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
