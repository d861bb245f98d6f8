; ModuleID = 'programs/tls_variables.c'
source_filename = "programs/tls_variables.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.anon = type { i32, [8 x i8] }

@tls_counter = dso_local thread_local global i32 5, align 4, !dbg !0
@tls_array = dso_local thread_local global <{ i64, i64, i64, [13 x i64] }> <{ i64 1, i64 2, i64 3, [13 x i64] zeroinitializer }>, align 16, !dbg !5
@tls_ptr = dso_local thread_local local_unnamed_addr global ptr null, align 8, !dbg !22
@.str = private unnamed_addr constant [54 x i8] c"counter=%d sum=%ld d=%g struct=%d,%s ptr=%ld same=%d\0A\00", align 1, !dbg !11
@tls_d = internal thread_local unnamed_addr global double 1.500000e+00, align 8, !dbg !25
@tls_struct = internal thread_local global %struct.anon { i32 7, [8 x i8] c"tls\00\00\00\00\00" }, align 4, !dbg !28
@.str.1 = private unnamed_addr constant [10 x i8] c"calls=%d\0A\00", align 1, !dbg !17
@count_calls.calls = internal thread_local unnamed_addr global i32 0, align 4, !dbg !38

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 !dbg !51 {
    #dbg_value(i32 0, !53, !DIExpression(), !62)
    #dbg_value(i32 0, !53, !DIExpression(), !62)
  tail call fastcc void @bump(i32 noundef 0), !dbg !63
    #dbg_value(i32 1, !53, !DIExpression(), !62)
  tail call fastcc void @bump(i32 noundef 1), !dbg !63
    #dbg_value(i32 2, !53, !DIExpression(), !62)
  tail call fastcc void @bump(i32 noundef 2), !dbg !63
    #dbg_value(i32 3, !53, !DIExpression(), !62)
  tail call fastcc void @bump(i32 noundef 3), !dbg !63
    #dbg_value(i32 4, !53, !DIExpression(), !62)
  tail call fastcc void @bump(i32 noundef 4), !dbg !63
    #dbg_value(i32 5, !53, !DIExpression(), !62)
  tail call fastcc void @bump(i32 noundef 5), !dbg !63
    #dbg_value(i32 6, !53, !DIExpression(), !62)
  tail call fastcc void @bump(i32 noundef 6), !dbg !63
    #dbg_value(i32 7, !53, !DIExpression(), !62)
  tail call fastcc void @bump(i32 noundef 7), !dbg !63
    #dbg_value(i32 8, !53, !DIExpression(), !62)
  tail call fastcc void @bump(i32 noundef 8), !dbg !63
    #dbg_value(i32 9, !53, !DIExpression(), !62)
  tail call fastcc void @bump(i32 noundef 9), !dbg !63
    #dbg_value(i32 10, !53, !DIExpression(), !62)
  tail call fastcc void @bump(i32 noundef 10), !dbg !63
    #dbg_value(i32 11, !53, !DIExpression(), !62)
  tail call fastcc void @bump(i32 noundef 11), !dbg !63
    #dbg_value(i32 12, !53, !DIExpression(), !62)
  tail call fastcc void @bump(i32 noundef 12), !dbg !63
    #dbg_value(i32 13, !53, !DIExpression(), !62)
  tail call fastcc void @bump(i32 noundef 13), !dbg !63
    #dbg_value(i32 14, !53, !DIExpression(), !62)
  tail call fastcc void @bump(i32 noundef 14), !dbg !63
    #dbg_value(i32 15, !53, !DIExpression(), !62)
  tail call fastcc void @bump(i32 noundef 15), !dbg !63
    #dbg_value(i32 16, !53, !DIExpression(), !62)
  tail call fastcc void @bump(i32 noundef 16), !dbg !63
    #dbg_value(i32 17, !53, !DIExpression(), !62)
  tail call fastcc void @bump(i32 noundef 17), !dbg !63
    #dbg_value(i32 18, !53, !DIExpression(), !62)
  tail call fastcc void @bump(i32 noundef 18), !dbg !63
    #dbg_value(i32 19, !53, !DIExpression(), !62)
  tail call fastcc void @bump(i32 noundef 19), !dbg !63
    #dbg_value(i32 20, !53, !DIExpression(), !62)
  %1 = tail call fastcc ptr @addr_counter(), !dbg !65
    #dbg_value(ptr %1, !55, !DIExpression(), !66)
  %2 = load i32, ptr %1, align 4, !dbg !67, !tbaa !68
  %3 = add nsw i32 %2, 100, !dbg !67
  store i32 %3, ptr %1, align 4, !dbg !67, !tbaa !68
  %4 = tail call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @tls_array), !dbg !72
  %5 = getelementptr inbounds i8, ptr %4, i64 40, !dbg !72
  %6 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_ptr), !dbg !73
  store ptr %5, ptr %6, align 8, !dbg !74, !tbaa !75
    #dbg_value(i64 0, !57, !DIExpression(), !66)
    #dbg_value(i32 0, !58, !DIExpression(), !77)
    #dbg_value(i64 0, !58, !DIExpression(), !77)
    #dbg_value(i64 0, !57, !DIExpression(), !66)
    #dbg_value(i64 poison, !57, !DIExpression(), !66)
    #dbg_value(i64 1, !58, !DIExpression(), !77)
    #dbg_value(i64 poison, !57, !DIExpression(), !66)
    #dbg_value(i64 2, !58, !DIExpression(), !77)
    #dbg_value(i64 poison, !57, !DIExpression(), !66)
    #dbg_value(i64 3, !58, !DIExpression(), !77)
    #dbg_value(i64 poison, !57, !DIExpression(), !66)
    #dbg_value(i64 4, !58, !DIExpression(), !77)
    #dbg_value(i64 poison, !57, !DIExpression(), !66)
    #dbg_value(i64 5, !58, !DIExpression(), !77)
    #dbg_value(i64 poison, !57, !DIExpression(), !66)
    #dbg_value(i64 6, !58, !DIExpression(), !77)
    #dbg_value(i64 poison, !57, !DIExpression(), !66)
    #dbg_value(i64 7, !58, !DIExpression(), !77)
    #dbg_value(i64 poison, !57, !DIExpression(), !66)
    #dbg_value(i64 8, !58, !DIExpression(), !77)
    #dbg_value(i64 poison, !57, !DIExpression(), !66)
    #dbg_value(i64 9, !58, !DIExpression(), !77)
    #dbg_value(i64 poison, !57, !DIExpression(), !66)
    #dbg_value(i64 10, !58, !DIExpression(), !77)
    #dbg_value(i64 poison, !57, !DIExpression(), !66)
    #dbg_value(i64 11, !58, !DIExpression(), !77)
    #dbg_value(i64 poison, !57, !DIExpression(), !66)
    #dbg_value(i64 12, !58, !DIExpression(), !77)
    #dbg_value(i64 poison, !57, !DIExpression(), !66)
    #dbg_value(i64 13, !58, !DIExpression(), !77)
    #dbg_value(i64 poison, !57, !DIExpression(), !66)
    #dbg_value(i64 14, !58, !DIExpression(), !77)
    #dbg_value(i64 poison, !57, !DIExpression(), !66)
    #dbg_value(i64 15, !58, !DIExpression(), !77)
  %7 = load <16 x i64>, ptr %4, align 16, !dbg !78, !tbaa !80
  %8 = tail call i64 @llvm.vector.reduce.add.v16i64(<16 x i64> %7), !dbg !82
    #dbg_value(i64 %8, !57, !DIExpression(), !66)
    #dbg_value(i64 16, !58, !DIExpression(), !77)
  %9 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter), !dbg !83
  %10 = load i32, ptr %9, align 4, !dbg !83, !tbaa !68
  %11 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_d), !dbg !84
  %12 = load double, ptr %11, align 8, !dbg !84, !tbaa !85
  %13 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_struct), !dbg !87
  %14 = load i32, ptr %13, align 4, !dbg !88, !tbaa !89
  %15 = getelementptr inbounds i8, ptr %13, i64 4, !dbg !91
  %16 = icmp eq ptr %1, %9, !dbg !92
  %17 = zext i1 %16 to i32, !dbg !92
  %18 = extractelement <16 x i64> %7, i64 5, !dbg !93
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %10, i64 noundef %8, double noundef %12, i32 noundef %14, ptr noundef nonnull %15, i64 noundef %18, i32 noundef %17), !dbg !93
  %20 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @count_calls.calls)
  %21 = load i32, ptr %20, align 4, !tbaa !68
  %22 = add i32 %21, 4, !dbg !94
  store i32 %22, ptr %20, align 4, !dbg !94, !tbaa !68
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %22), !dbg !96
  %24 = load i32, ptr %9, align 4, !dbg !97, !tbaa !68
  %25 = and i32 %24, 255, !dbg !98
  ret i32 %25, !dbg !99
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @bump(i32 noundef %0) unnamed_addr #1 !dbg !100 {
    #dbg_value(i32 %0, !104, !DIExpression(), !105)
  %2 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter), !dbg !106
  %3 = load i32, ptr %2, align 4, !dbg !107, !tbaa !68
  %4 = add nsw i32 %3, %0, !dbg !107
  store i32 %4, ptr %2, align 4, !dbg !107, !tbaa !68
  %5 = sext i32 %0 to i64, !dbg !108
  %6 = tail call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @tls_array), !dbg !109
  %7 = srem i32 %0, 16, !dbg !110
  %8 = sext i32 %7 to i64, !dbg !109
  %9 = getelementptr inbounds [16 x i64], ptr %6, i64 0, i64 %8, !dbg !109
  %10 = load i64, ptr %9, align 8, !dbg !111, !tbaa !80
  %11 = add nsw i64 %10, %5, !dbg !111
  store i64 %11, ptr %9, align 8, !dbg !111, !tbaa !80
  %12 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_d), !dbg !112
  %13 = load double, ptr %12, align 8, !dbg !113, !tbaa !85
  %14 = fmul double %13, 2.000000e+00, !dbg !113
  store double %14, ptr %12, align 8, !dbg !113, !tbaa !85
  ret void, !dbg !114
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc nonnull ptr @addr_counter() unnamed_addr #2 !dbg !115 {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter), !dbg !118
  ret ptr %1, !dbg !119
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #3

; Function Attrs: nofree nounwind
declare !dbg !120 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v16i64(<16 x i64>) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!43, !44, !45, !46, !47, !48, !49}
!llvm.ident = !{!50}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "tls_counter", scope: !2, file: !3, line: 6, type: !33, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/tls_variables.c", directory: ".", checksumkind: CSK_MD5, checksum: "a6f6727f5a60f3d73d247141fc71ecae")
!4 = !{!0, !5, !11, !17, !22, !25, !28, !38}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "tls_array", scope: !2, file: !3, line: 7, type: !7, isLocal: false, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 1024, elements: !9)
!8 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!9 = !{!10}
!10 = !DISubrange(count: 16)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 432, elements: !15)
!14 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!15 = !{!16}
!16 = !DISubrange(count: 54)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !3, line: 23, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 80, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 10)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "tls_ptr", scope: !2, file: !3, line: 10, type: !24, isLocal: false, isDefinition: true)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "tls_d", scope: !2, file: !3, line: 8, type: !27, isLocal: true, isDefinition: true)
!27 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(name: "tls_struct", scope: !2, file: !3, line: 9, type: !30, isLocal: true, isDefinition: true)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 9, size: 96, elements: !31)
!31 = !{!32, !34}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !30, file: !3, line: 9, baseType: !33, size: 32)
!33 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !30, file: !3, line: 9, baseType: !35, size: 64, offset: 32)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 64, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 8)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(name: "calls", scope: !40, file: !3, line: 14, type: !33, isLocal: true, isDefinition: true)
!40 = distinct !DISubprogram(name: "count_calls", scope: !3, file: !3, line: 14, type: !41, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!41 = !DISubroutineType(types: !42)
!42 = !{!33}
!43 = !{i32 7, !"Dwarf Version", i32 5}
!44 = !{i32 2, !"Debug Info Version", i32 3}
!45 = !{i32 1, !"wchar_size", i32 4}
!46 = !{i32 8, !"PIC Level", i32 2}
!47 = !{i32 7, !"PIE Level", i32 2}
!48 = !{i32 7, !"uwtable", i32 2}
!49 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!50 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!51 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 16, type: !41, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !52)
!52 = !{!53, !55, !57, !58, !60}
!53 = !DILocalVariable(name: "k", scope: !54, file: !3, line: 17, type: !33)
!54 = distinct !DILexicalBlock(scope: !51, file: !3, line: 17, column: 5)
!55 = !DILocalVariable(name: "p", scope: !51, file: !3, line: 18, type: !56)
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!57 = !DILocalVariable(name: "s", scope: !51, file: !3, line: 20, type: !8)
!58 = !DILocalVariable(name: "i", scope: !59, file: !3, line: 20, type: !33)
!59 = distinct !DILexicalBlock(scope: !51, file: !3, line: 20, column: 17)
!60 = !DILocalVariable(name: "i", scope: !61, file: !3, line: 22, type: !33)
!61 = distinct !DILexicalBlock(scope: !51, file: !3, line: 22, column: 5)
!62 = !DILocation(line: 0, scope: !54)
!63 = !DILocation(line: 17, column: 34, scope: !64)
!64 = distinct !DILexicalBlock(scope: !54, file: !3, line: 17, column: 5)
!65 = !DILocation(line: 18, column: 14, scope: !51)
!66 = !DILocation(line: 0, scope: !51)
!67 = !DILocation(line: 18, column: 33, scope: !51)
!68 = !{!69, !69, i64 0}
!69 = !{!"int", !70, i64 0}
!70 = !{!"omnipotent char", !71, i64 0}
!71 = !{!"Simple C/C++ TBAA"}
!72 = !DILocation(line: 19, column: 16, scope: !51)
!73 = !DILocation(line: 19, column: 5, scope: !51)
!74 = !DILocation(line: 19, column: 13, scope: !51)
!75 = !{!76, !76, i64 0}
!76 = !{!"any pointer", !70, i64 0}
!77 = !DILocation(line: 0, scope: !59)
!78 = !DILocation(line: 20, column: 51, scope: !79)
!79 = distinct !DILexicalBlock(scope: !59, file: !3, line: 20, column: 17)
!80 = !{!81, !81, i64 0}
!81 = !{!"long", !70, i64 0}
!82 = !DILocation(line: 20, column: 48, scope: !79)
!83 = !DILocation(line: 21, column: 70, scope: !51)
!84 = !DILocation(line: 21, column: 86, scope: !51)
!85 = !{!86, !86, i64 0}
!86 = !{!"double", !70, i64 0}
!87 = !DILocation(line: 21, column: 93, scope: !51)
!88 = !DILocation(line: 21, column: 104, scope: !51)
!89 = !{!90, !69, i64 0}
!90 = !{!"", !69, i64 0, !70, i64 4}
!91 = !DILocation(line: 21, column: 118, scope: !51)
!92 = !DILocation(line: 21, column: 136, scope: !51)
!93 = !DILocation(line: 21, column: 5, scope: !51)
!94 = !DILocation(line: 14, column: 71, scope: !40, inlinedAt: !95)
!95 = distinct !DILocation(line: 23, column: 26, scope: !51)
!96 = !DILocation(line: 23, column: 5, scope: !51)
!97 = !DILocation(line: 24, column: 12, scope: !51)
!98 = !DILocation(line: 24, column: 24, scope: !51)
!99 = !DILocation(line: 24, column: 5, scope: !51)
!100 = distinct !DISubprogram(name: "bump", scope: !3, file: !3, line: 13, type: !101, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !103)
!101 = !DISubroutineType(types: !102)
!102 = !{null, !33}
!103 = !{!104}
!104 = !DILocalVariable(name: "k", arg: 1, scope: !100, file: !3, line: 13, type: !33)
!105 = !DILocation(line: 0, scope: !100)
!106 = !DILocation(line: 13, column: 53, scope: !100)
!107 = !DILocation(line: 13, column: 65, scope: !100)
!108 = !DILocation(line: 13, column: 92, scope: !100)
!109 = !DILocation(line: 13, column: 71, scope: !100)
!110 = !DILocation(line: 13, column: 83, scope: !100)
!111 = !DILocation(line: 13, column: 89, scope: !100)
!112 = !DILocation(line: 13, column: 95, scope: !100)
!113 = !DILocation(line: 13, column: 101, scope: !100)
!114 = !DILocation(line: 13, column: 107, scope: !100)
!115 = distinct !DISubprogram(name: "addr_counter", scope: !3, file: !3, line: 12, type: !116, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!116 = !DISubroutineType(types: !117)
!117 = !{!56}
!118 = !DILocation(line: 12, column: 68, scope: !115)
!119 = !DILocation(line: 12, column: 60, scope: !115)
!120 = !DISubprogram(name: "printf", scope: !121, file: !121, line: 356, type: !122, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!121 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!122 = !DISubroutineType(types: !123)
!123 = !{!33, !124, null}
!124 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !125)
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
