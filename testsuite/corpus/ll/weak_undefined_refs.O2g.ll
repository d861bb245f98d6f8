; ModuleID = 'programs/weak_undefined_refs.c'
source_filename = "programs/weak_undefined_refs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@weak_counter = weak dso_local local_unnamed_addr global i32 5, align 4, !dbg !0
@.str = private unnamed_addr constant [42 x i8] c"missing_function %s, missing_variable %s\0A\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [8 x i8] c"present\00", align 1, !dbg !11
@.str.2 = private unnamed_addr constant [5 x i8] c"null\00", align 1, !dbg !16
@missing_variable = extern_weak global i32, align 4
@.str.3 = private unnamed_addr constant [16 x i8] c"guarded: %d %d\0A\00", align 1, !dbg !21
@.str.4 = private unnamed_addr constant [55 x i8] c"present_function: %d (via ptr %d, missing via ptr %d)\0A\00", align 1, !dbg !26
@.str.5 = private unnamed_addr constant [36 x i8] c"hook=%d weak_counter=%d aliased=%d\0A\00", align 1, !dbg !31
@.str.6 = private unnamed_addr constant [21 x i8] c"weak_counter now %d\0A\00", align 1, !dbg !36

; Function Attrs: nounwind uwtable
define weak dso_local i32 @present_function(i32 noundef %0) local_unnamed_addr #0 !dbg !50 {
    #dbg_value(i32 %0, !54, !DIExpression(), !55)
  %2 = mul nsw i32 %0, 7, !dbg !56
  ret i32 %2, !dbg !57
}

; Function Attrs: nounwind uwtable
define weak dso_local i32 @hook(i32 noundef %0) local_unnamed_addr #0 !dbg !58 {
    #dbg_value(i32 %0, !60, !DIExpression(), !61)
  %2 = add nsw i32 %0, 1000, !dbg !62
  ret i32 %2, !dbg !63
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @aliased(i32 noundef %0) local_unnamed_addr #1 !dbg !64 {
    #dbg_value(i32 %0, !66, !DIExpression(), !67)
  %2 = mul nsw i32 %0, %0, !dbg !68
  ret i32 %2, !dbg !69
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !70 {
  %1 = icmp eq ptr @missing_function, null, !dbg !76
  %2 = select i1 %1, ptr @.str.2, ptr @.str.1, !dbg !76
  %3 = icmp eq ptr @missing_variable, null, !dbg !77
  %4 = select i1 %3, ptr @.str.2, ptr @.str.1, !dbg !77
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull %2, ptr noundef nonnull %4), !dbg !78
  br i1 %1, label %8, label %6, !dbg !79

6:                                                ; preds = %0
  %7 = tail call i32 @missing_function(i32 noundef 3) #5, !dbg !80
  br label %8, !dbg !79

8:                                                ; preds = %0, %6
  %9 = phi i32 [ %7, %6 ], [ -3, %0 ], !dbg !79
    #dbg_value(i32 %9, !74, !DIExpression(), !81)
  br i1 %3, label %12, label %10, !dbg !82

10:                                               ; preds = %8
  %11 = load i32, ptr @missing_variable, align 4, !dbg !83, !tbaa !84
  br label %12, !dbg !82

12:                                               ; preds = %8, %10
  %13 = phi i32 [ %11, %10 ], [ -4, %8 ], !dbg !82
    #dbg_value(i32 %13, !75, !DIExpression(), !81)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %9, i32 noundef %13), !dbg !88
  %15 = tail call i32 @present_function(i32 noundef 6), !dbg !89
  %16 = tail call fastcc i32 @call_if_present.specialized.1(), !dbg !90
  %17 = tail call fastcc i32 @call_if_present(ptr noundef @missing_function), !dbg !91
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %15, i32 noundef %16, i32 noundef %17), !dbg !92
  %19 = tail call i32 @hook(i32 noundef 1), !dbg !93
  %20 = load i32, ptr @weak_counter, align 4, !dbg !94, !tbaa !84
  %21 = add nsw i32 %20, 1, !dbg !94
  store i32 %21, ptr @weak_counter, align 4, !dbg !94, !tbaa !84
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %19, i32 noundef %20, i32 noundef 81), !dbg !95
  %23 = load i32, ptr @weak_counter, align 4, !dbg !96, !tbaa !84
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %23), !dbg !97
  %25 = tail call i32 @hook(i32 noundef 0), !dbg !98
  %26 = srem i32 %25, 100, !dbg !99
  %27 = load i32, ptr @weak_counter, align 4, !dbg !100, !tbaa !84
  %28 = add nsw i32 %26, %27, !dbg !101
  ret i32 %28, !dbg !102
}

; Function Attrs: nofree nounwind
declare !dbg !103 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare !dbg !110 extern_weak i32 @missing_function(i32 noundef) #3

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @call_if_present(ptr noundef readonly %0) unnamed_addr #4 !dbg !111 {
    #dbg_value(ptr %0, !116, !DIExpression(), !118)
    #dbg_value(i32 2, !117, !DIExpression(), !118)
  %2 = icmp eq ptr %0, null, !dbg !119
  br i1 %2, label %5, label %3, !dbg !119

3:                                                ; preds = %1
  %4 = tail call i32 %0(i32 noundef 2) #5, !dbg !120, !callees !121
  br label %5, !dbg !119

5:                                                ; preds = %1, %3
  %6 = phi i32 [ %4, %3 ], [ -1, %1 ], !dbg !119
  ret i32 %6, !dbg !122
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @call_if_present.specialized.1() unnamed_addr #4 !dbg !123 {
    #dbg_value(ptr @present_function, !125, !DIExpression(), !127)
    #dbg_value(i32 2, !126, !DIExpression(), !127)
  %1 = tail call i32 @present_function(i32 noundef 2), !dbg !128
  ret i32 %1, !dbg !129
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!42, !43, !44, !45, !46, !47, !48}
!llvm.ident = !{!49}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "weak_counter", scope: !2, file: !3, line: 12, type: !41, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/weak_undefined_refs.c", directory: ".", checksumkind: CSK_MD5, checksum: "eab80a67372a709b97449bd60b15782d")
!4 = !{!0, !5, !11, !16, !21, !26, !31, !36}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 336, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 42)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 64, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 8)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 40, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 5)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 16)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 22, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 440, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 55)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 23, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 288, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 36)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 168, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 21)
!41 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!42 = !{i32 7, !"Dwarf Version", i32 5}
!43 = !{i32 2, !"Debug Info Version", i32 3}
!44 = !{i32 1, !"wchar_size", i32 4}
!45 = !{i32 8, !"PIC Level", i32 2}
!46 = !{i32 7, !"PIE Level", i32 2}
!47 = !{i32 7, !"uwtable", i32 2}
!48 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!49 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!50 = distinct !DISubprogram(name: "present_function", scope: !3, file: !3, line: 10, type: !51, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !53)
!51 = !DISubroutineType(types: !52)
!52 = !{!41, !41}
!53 = !{!54}
!54 = !DILocalVariable(name: "x", arg: 1, scope: !50, file: !3, line: 10, type: !41)
!55 = !DILocation(line: 0, scope: !50)
!56 = !DILocation(line: 10, column: 40, scope: !50)
!57 = !DILocation(line: 10, column: 31, scope: !50)
!58 = distinct !DISubprogram(name: "hook", scope: !3, file: !3, line: 11, type: !51, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !59)
!59 = !{!60}
!60 = !DILocalVariable(name: "x", arg: 1, scope: !58, file: !3, line: 11, type: !41)
!61 = !DILocation(line: 0, scope: !58)
!62 = !DILocation(line: 11, column: 50, scope: !58)
!63 = !DILocation(line: 11, column: 41, scope: !58)
!64 = distinct !DISubprogram(name: "real_impl", scope: !3, file: !3, line: 13, type: !51, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !65)
!65 = !{!66}
!66 = !DILocalVariable(name: "x", arg: 1, scope: !64, file: !3, line: 13, type: !41)
!67 = !DILocation(line: 0, scope: !64)
!68 = !DILocation(line: 13, column: 40, scope: !64)
!69 = !DILocation(line: 13, column: 31, scope: !64)
!70 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 17, type: !71, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !73)
!71 = !DISubroutineType(types: !72)
!72 = !{!41}
!73 = !{!74, !75}
!74 = !DILocalVariable(name: "a", scope: !70, file: !3, line: 19, type: !41)
!75 = !DILocalVariable(name: "b", scope: !70, file: !3, line: 20, type: !41)
!76 = !DILocation(line: 18, column: 58, scope: !70)
!77 = !DILocation(line: 18, column: 97, scope: !70)
!78 = !DILocation(line: 18, column: 5, scope: !70)
!79 = !DILocation(line: 19, column: 13, scope: !70)
!80 = !DILocation(line: 19, column: 32, scope: !70)
!81 = !DILocation(line: 0, scope: !70)
!82 = !DILocation(line: 20, column: 13, scope: !70)
!83 = !DILocation(line: 20, column: 33, scope: !70)
!84 = !{!85, !85, i64 0}
!85 = !{!"int", !86, i64 0}
!86 = !{!"omnipotent char", !87, i64 0}
!87 = !{!"Simple C/C++ TBAA"}
!88 = !DILocation(line: 21, column: 5, scope: !70)
!89 = !DILocation(line: 22, column: 71, scope: !70)
!90 = !DILocation(line: 22, column: 92, scope: !70)
!91 = !DILocation(line: 22, column: 130, scope: !70)
!92 = !DILocation(line: 22, column: 5, scope: !70)
!93 = !DILocation(line: 23, column: 52, scope: !70)
!94 = !DILocation(line: 23, column: 73, scope: !70)
!95 = !DILocation(line: 23, column: 5, scope: !70)
!96 = !DILocation(line: 24, column: 37, scope: !70)
!97 = !DILocation(line: 24, column: 5, scope: !70)
!98 = !DILocation(line: 25, column: 12, scope: !70)
!99 = !DILocation(line: 25, column: 20, scope: !70)
!100 = !DILocation(line: 25, column: 28, scope: !70)
!101 = !DILocation(line: 25, column: 26, scope: !70)
!102 = !DILocation(line: 25, column: 5, scope: !70)
!103 = !DISubprogram(name: "printf", scope: !104, file: !104, line: 356, type: !105, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!104 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!105 = !DISubroutineType(types: !106)
!106 = !{!41, !107, null}
!107 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !108)
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !109, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!110 = !DISubprogram(name: "missing_function", scope: !3, file: !3, line: 7, type: !51, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!111 = distinct !DISubprogram(name: "call_if_present", scope: !3, file: !3, line: 15, type: !112, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !115)
!112 = !DISubroutineType(cc: DW_CC_nocall, types: !113)
!113 = !{!41, !114, !41}
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!115 = !{!116, !117}
!116 = !DILocalVariable(name: "fn", arg: 1, scope: !111, file: !3, line: 15, type: !114)
!117 = !DILocalVariable(name: "x", arg: 2, scope: !111, file: !3, line: 15, type: !41)
!118 = !DILocation(line: 0, scope: !111)
!119 = !DILocation(line: 15, column: 86, scope: !111)
!120 = !DILocation(line: 15, column: 91, scope: !111)
!121 = !{ptr @missing_function}
!122 = !DILocation(line: 15, column: 79, scope: !111)
!123 = distinct !DISubprogram(name: "call_if_present", scope: !3, file: !3, line: 15, type: !112, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !124)
!124 = !{!125, !126}
!125 = !DILocalVariable(name: "fn", arg: 1, scope: !123, file: !3, line: 15, type: !114)
!126 = !DILocalVariable(name: "x", arg: 2, scope: !123, file: !3, line: 15, type: !41)
!127 = !DILocation(line: 0, scope: !123)
!128 = !DILocation(line: 15, column: 91, scope: !123)
!129 = !DILocation(line: 15, column: 79, scope: !123)
