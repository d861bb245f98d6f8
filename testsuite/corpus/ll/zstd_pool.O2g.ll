; ModuleID = 'src/zstd/lib/common/pool.c'
source_filename = "src/zstd/lib/common/pool.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.POOL_ctx_s = type { i32 }
%struct.ZSTD_customMem = type { ptr, ptr, ptr }

@g_poolCtx = internal global %struct.POOL_ctx_s zeroinitializer, align 4, !dbg !0

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef nonnull ptr @POOL_create(i64 noundef %0, i64 noundef %1) local_unnamed_addr #0 !dbg !42 {
    #dbg_value(i64 %0, !47, !DIExpression(), !49)
    #dbg_value(i64 %1, !48, !DIExpression(), !49)
  ret ptr @g_poolCtx, !dbg !50
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef nonnull ptr @POOL_create_advanced(i64 noundef %0, i64 noundef %1, ptr nocapture noundef readnone byval(%struct.ZSTD_customMem) align 8 %2) local_unnamed_addr #0 !dbg !51 {
    #dbg_value(i64 %0, !55, !DIExpression(), !58)
    #dbg_value(i64 %1, !56, !DIExpression(), !58)
    #dbg_declare(ptr %2, !57, !DIExpression(), !59)
  ret ptr @g_poolCtx, !dbg !60
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local void @POOL_free(ptr nocapture noundef readnone %0) local_unnamed_addr #0 !dbg !61 {
    #dbg_value(ptr %0, !65, !DIExpression(), !66)
  ret void, !dbg !67
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local void @POOL_joinJobs(ptr nocapture noundef readnone %0) local_unnamed_addr #0 !dbg !68 {
    #dbg_value(ptr %0, !70, !DIExpression(), !71)
  ret void, !dbg !72
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @POOL_resize(ptr nocapture noundef readnone %0, i64 noundef %1) local_unnamed_addr #0 !dbg !73 {
    #dbg_value(ptr %0, !77, !DIExpression(), !79)
    #dbg_value(i64 %1, !78, !DIExpression(), !79)
  ret i32 0, !dbg !80
}

; Function Attrs: nounwind uwtable
define dso_local void @POOL_add(ptr nocapture noundef readnone %0, ptr nocapture noundef readonly %1, ptr noundef %2) local_unnamed_addr #1 !dbg !81 {
    #dbg_value(ptr %0, !89, !DIExpression(), !92)
    #dbg_value(ptr %1, !90, !DIExpression(), !92)
    #dbg_value(ptr %2, !91, !DIExpression(), !92)
  tail call void %1(ptr noundef %2) #2, !dbg !93
  ret void, !dbg !94
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @POOL_tryAdd(ptr nocapture noundef readnone %0, ptr nocapture noundef readonly %1, ptr noundef %2) local_unnamed_addr #1 !dbg !95 {
    #dbg_value(ptr %0, !99, !DIExpression(), !102)
    #dbg_value(ptr %1, !100, !DIExpression(), !102)
    #dbg_value(ptr %2, !101, !DIExpression(), !102)
  tail call void %1(ptr noundef %2) #2, !dbg !103
  ret i32 1, !dbg !104
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef range(i64 0, 5) i64 @POOL_sizeof(ptr noundef readnone %0) local_unnamed_addr #0 !dbg !105 {
    #dbg_value(ptr %0, !111, !DIExpression(), !112)
  %2 = icmp eq ptr %0, null, !dbg !113
  %3 = select i1 %2, i64 0, i64 4, !dbg !112
  ret i64 %3, !dbg !115
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!34, !35, !36, !37, !38, !39, !40}
!llvm.ident = !{!41}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_poolCtx", scope: !2, file: !3, line: 324, type: !28, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/zstd/lib/common/pool.c", directory: ".", checksumkind: CSK_MD5, checksum: "33de3a080423db01d8617d470cfe0353")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "ZSTD_defaultCMem", scope: !2, file: !9, line: 1880, type: !10, isLocal: true, isDefinition: true)
!9 = !DIFile(filename: "src/zstd/lib/common/../common/../zstd.h", directory: ".", checksumkind: CSK_MD5, checksum: "0885616b65e9f8a4ec3d90c27aa9b289")
!10 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_customMem", file: !9, line: 1870, baseType: !12)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !9, line: 1870, size: 192, elements: !13)
!13 = !{!14, !22, !27}
!14 = !DIDerivedType(tag: DW_TAG_member, name: "customAlloc", scope: !12, file: !9, line: 1870, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_allocFunction", file: !9, line: 1868, baseType: !16)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DISubroutineType(types: !18)
!18 = !{!5, !5, !19}
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !20, line: 18, baseType: !21)
!20 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!21 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "customFree", scope: !12, file: !9, line: 1870, baseType: !23, size: 64, offset: 64)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_freeFunction", file: !9, line: 1869, baseType: !24)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!25 = !DISubroutineType(types: !26)
!26 = !{null, !5, !5}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "opaque", scope: !12, file: !9, line: 1870, baseType: !5, size: 64, offset: 128)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "POOL_ctx", file: !29, line: 19, baseType: !30)
!29 = !DIFile(filename: "src/zstd/lib/common/pool.h", directory: ".", checksumkind: CSK_MD5, checksum: "c118239cad3bf6c4a3d49ef6836a5197")
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "POOL_ctx_s", file: !3, line: 321, size: 32, elements: !31)
!31 = !{!32}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "dummy", scope: !30, file: !3, line: 322, baseType: !33, size: 32)
!33 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!34 = !{i32 7, !"Dwarf Version", i32 5}
!35 = !{i32 2, !"Debug Info Version", i32 3}
!36 = !{i32 1, !"wchar_size", i32 4}
!37 = !{i32 8, !"PIC Level", i32 2}
!38 = !{i32 7, !"PIE Level", i32 2}
!39 = !{i32 7, !"uwtable", i32 2}
!40 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!41 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!42 = distinct !DISubprogram(name: "POOL_create", scope: !3, file: !3, line: 326, type: !43, scopeLine: 326, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !46)
!43 = !DISubroutineType(types: !44)
!44 = !{!45, !19, !19}
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!46 = !{!47, !48}
!47 = !DILocalVariable(name: "numThreads", arg: 1, scope: !42, file: !3, line: 326, type: !19)
!48 = !DILocalVariable(name: "queueSize", arg: 2, scope: !42, file: !3, line: 326, type: !19)
!49 = !DILocation(line: 0, scope: !42)
!50 = !DILocation(line: 327, column: 5, scope: !42)
!51 = distinct !DISubprogram(name: "POOL_create_advanced", scope: !3, file: !3, line: 331, type: !52, scopeLine: 332, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !54)
!52 = !DISubroutineType(types: !53)
!53 = !{!45, !19, !19, !11}
!54 = !{!55, !56, !57}
!55 = !DILocalVariable(name: "numThreads", arg: 1, scope: !51, file: !3, line: 331, type: !19)
!56 = !DILocalVariable(name: "queueSize", arg: 2, scope: !51, file: !3, line: 331, type: !19)
!57 = !DILocalVariable(name: "customMem", arg: 3, scope: !51, file: !3, line: 331, type: !11)
!58 = !DILocation(line: 0, scope: !51)
!59 = !DILocation(line: 331, column: 74, scope: !51)
!60 = !DILocation(line: 336, column: 5, scope: !51)
!61 = distinct !DISubprogram(name: "POOL_free", scope: !3, file: !3, line: 339, type: !62, scopeLine: 339, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !64)
!62 = !DISubroutineType(types: !63)
!63 = !{null, !45}
!64 = !{!65}
!65 = !DILocalVariable(name: "ctx", arg: 1, scope: !61, file: !3, line: 339, type: !45)
!66 = !DILocation(line: 0, scope: !61)
!67 = !DILocation(line: 342, column: 1, scope: !61)
!68 = distinct !DISubprogram(name: "POOL_joinJobs", scope: !3, file: !3, line: 344, type: !62, scopeLine: 344, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !69)
!69 = !{!70}
!70 = !DILocalVariable(name: "ctx", arg: 1, scope: !68, file: !3, line: 344, type: !45)
!71 = !DILocation(line: 0, scope: !68)
!72 = !DILocation(line: 347, column: 1, scope: !68)
!73 = distinct !DISubprogram(name: "POOL_resize", scope: !3, file: !3, line: 349, type: !74, scopeLine: 349, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !76)
!74 = !DISubroutineType(types: !75)
!75 = !{!33, !45, !19}
!76 = !{!77, !78}
!77 = !DILocalVariable(name: "ctx", arg: 1, scope: !73, file: !3, line: 349, type: !45)
!78 = !DILocalVariable(name: "numThreads", arg: 2, scope: !73, file: !3, line: 349, type: !19)
!79 = !DILocation(line: 0, scope: !73)
!80 = !DILocation(line: 351, column: 5, scope: !73)
!81 = distinct !DISubprogram(name: "POOL_add", scope: !3, file: !3, line: 354, type: !82, scopeLine: 354, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !88)
!82 = !DISubroutineType(types: !83)
!83 = !{null, !45, !84, !5}
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "POOL_function", file: !29, line: 63, baseType: !85)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!86 = !DISubroutineType(types: !87)
!87 = !{null, !5}
!88 = !{!89, !90, !91}
!89 = !DILocalVariable(name: "ctx", arg: 1, scope: !81, file: !3, line: 354, type: !45)
!90 = !DILocalVariable(name: "function", arg: 2, scope: !81, file: !3, line: 354, type: !84)
!91 = !DILocalVariable(name: "opaque", arg: 3, scope: !81, file: !3, line: 354, type: !5)
!92 = !DILocation(line: 0, scope: !81)
!93 = !DILocation(line: 356, column: 5, scope: !81)
!94 = !DILocation(line: 357, column: 1, scope: !81)
!95 = distinct !DISubprogram(name: "POOL_tryAdd", scope: !3, file: !3, line: 359, type: !96, scopeLine: 359, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !98)
!96 = !DISubroutineType(types: !97)
!97 = !{!33, !45, !84, !5}
!98 = !{!99, !100, !101}
!99 = !DILocalVariable(name: "ctx", arg: 1, scope: !95, file: !3, line: 359, type: !45)
!100 = !DILocalVariable(name: "function", arg: 2, scope: !95, file: !3, line: 359, type: !84)
!101 = !DILocalVariable(name: "opaque", arg: 3, scope: !95, file: !3, line: 359, type: !5)
!102 = !DILocation(line: 0, scope: !95)
!103 = !DILocation(line: 361, column: 5, scope: !95)
!104 = !DILocation(line: 362, column: 5, scope: !95)
!105 = distinct !DISubprogram(name: "POOL_sizeof", scope: !3, file: !3, line: 365, type: !106, scopeLine: 365, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !110)
!106 = !DISubroutineType(types: !107)
!107 = !{!19, !108}
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !109, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !28)
!110 = !{!111}
!111 = !DILocalVariable(name: "ctx", arg: 1, scope: !105, file: !3, line: 365, type: !108)
!112 = !DILocation(line: 0, scope: !105)
!113 = !DILocation(line: 366, column: 12, scope: !114)
!114 = distinct !DILexicalBlock(scope: !105, file: !3, line: 366, column: 9)
!115 = !DILocation(line: 369, column: 1, scope: !105)
