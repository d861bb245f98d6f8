; ModuleID = 'programs/exit_from_nested_calls.c'
source_filename = "programs/exit_from_nested_calls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str.1 = private unnamed_addr constant [34 x i8] c"atexit: depth=%d accumulated=%ld\0A\00", align 1, !dbg !0
@depth_reached = internal unnamed_addr global i32 0, align 4, !dbg !7
@accumulated = internal unnamed_addr global i64 0, align 8, !dbg !16
@.str.3 = private unnamed_addr constant [21 x i8] c"exiting at depth %d\0A\00", align 1, !dbg !24
@str = private unnamed_addr constant [55 x i8] c"start (this line stays in the stdio buffer until exit)\00", align 1
@str.5 = private unnamed_addr constant [27 x i8] c"atexit second (runs first)\00", align 1
@str.6 = private unnamed_addr constant [14 x i8] c"never printed\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !43 {
  %1 = tail call i32 @atexit(ptr noundef nonnull @report) #6, !dbg !46
  %2 = tail call i32 @atexit(ptr noundef nonnull @second) #6, !dbg !47
  %3 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !48
  tail call fastcc void @descend(i32 noundef 1), !dbg !49
  ret i32 0, !dbg !50
}

; Function Attrs: nofree nounwind
declare !dbg !51 i32 @atexit(ptr noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define internal void @report() #2 !dbg !58 {
  %1 = load i32, ptr @depth_reached, align 4, !dbg !59, !tbaa !60
  %2 = load i64, ptr @accumulated, align 8, !dbg !64, !tbaa !65
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %1, i64 noundef %2), !dbg !67
  ret void, !dbg !68
}

; Function Attrs: nofree nounwind uwtable
define internal void @second() #2 !dbg !69 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.5), !dbg !70
  ret void, !dbg !71
}

; Function Attrs: nofree nounwind
declare !dbg !72 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @descend(i32 noundef %0) unnamed_addr #3 !dbg !79 {
    #dbg_value(i32 %0, !83, !DIExpression(), !84)
  store i32 %0, ptr @depth_reached, align 4, !dbg !85, !tbaa !60
  %2 = mul nsw i32 %0, %0, !dbg !86
  %3 = zext nneg i32 %2 to i64, !dbg !87
  %4 = load i64, ptr @accumulated, align 8, !dbg !88, !tbaa !65
  %5 = add nsw i64 %4, %3, !dbg !88
  store i64 %5, ptr @accumulated, align 8, !dbg !88, !tbaa !65
  %6 = icmp eq i32 %0, 50, !dbg !89
  br i1 %6, label %7, label %9, !dbg !91

7:                                                ; preds = %1
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 50), !dbg !92
  tail call void @exit(i32 noundef 300) #7, !dbg !94
  unreachable, !dbg !94

9:                                                ; preds = %1
  %10 = add nsw i32 %0, 1, !dbg !95
  tail call fastcc void @descend(i32 noundef %10), !dbg !96
  %11 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.6), !dbg !97
  ret void, !dbg !98
}

; Function Attrs: noreturn nounwind
declare !dbg !99 void @exit(i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!35, !36, !37, !38, !39, !40, !41}
!llvm.ident = !{!42}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/exit_from_nested_calls.c", directory: ".", checksumkind: CSK_MD5, checksum: "bd8381b494dcf5b64445325df6ca76b4")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 34)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "depth_reached", scope: !9, file: !2, line: 8, type: !34, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !10, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !0, !7, !16, !19, !24, !29}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 448, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 56)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "accumulated", scope: !9, file: !2, line: 9, type: !18, isLocal: true, isDefinition: true)
!18 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 28)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 21)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 15)
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!35 = !{i32 7, !"Dwarf Version", i32 5}
!36 = !{i32 2, !"Debug Info Version", i32 3}
!37 = !{i32 1, !"wchar_size", i32 4}
!38 = !{i32 8, !"PIC Level", i32 2}
!39 = !{i32 7, !"PIE Level", i32 2}
!40 = !{i32 7, !"uwtable", i32 2}
!41 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!42 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!43 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 20, type: !44, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9)
!44 = !DISubroutineType(types: !45)
!45 = !{!34}
!46 = !DILocation(line: 21, column: 5, scope: !43)
!47 = !DILocation(line: 22, column: 5, scope: !43)
!48 = !DILocation(line: 23, column: 5, scope: !43)
!49 = !DILocation(line: 24, column: 5, scope: !43)
!50 = !DILocation(line: 25, column: 5, scope: !43)
!51 = !DISubprogram(name: "atexit", scope: !52, file: !52, line: 615, type: !53, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!52 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!53 = !DISubroutineType(types: !54)
!54 = !{!34, !55}
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!56 = !DISubroutineType(types: !57)
!57 = !{null}
!58 = distinct !DISubprogram(name: "report", scope: !2, file: !2, line: 10, type: !56, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9)
!59 = !DILocation(line: 10, column: 73, scope: !58)
!60 = !{!61, !61, i64 0}
!61 = !{!"int", !62, i64 0}
!62 = !{!"omnipotent char", !63, i64 0}
!63 = !{!"Simple C/C++ TBAA"}
!64 = !DILocation(line: 10, column: 88, scope: !58)
!65 = !{!66, !66, i64 0}
!66 = !{!"long", !62, i64 0}
!67 = !DILocation(line: 10, column: 28, scope: !58)
!68 = !DILocation(line: 10, column: 102, scope: !58)
!69 = distinct !DISubprogram(name: "second", scope: !2, file: !2, line: 11, type: !56, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9)
!70 = !DILocation(line: 11, column: 28, scope: !69)
!71 = !DILocation(line: 11, column: 68, scope: !69)
!72 = !DISubprogram(name: "printf", scope: !73, file: !73, line: 356, type: !74, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!73 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!74 = !DISubroutineType(types: !75)
!75 = !{!34, !76, null}
!76 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !77)
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!78 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!79 = distinct !DISubprogram(name: "descend", scope: !2, file: !2, line: 12, type: !80, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !82)
!80 = !DISubroutineType(types: !81)
!81 = !{null, !34}
!82 = !{!83}
!83 = !DILocalVariable(name: "d", arg: 1, scope: !79, file: !2, line: 12, type: !34)
!84 = !DILocation(line: 0, scope: !79)
!85 = !DILocation(line: 13, column: 19, scope: !79)
!86 = !DILocation(line: 14, column: 22, scope: !79)
!87 = !DILocation(line: 14, column: 20, scope: !79)
!88 = !DILocation(line: 14, column: 17, scope: !79)
!89 = !DILocation(line: 15, column: 11, scope: !90)
!90 = distinct !DILexicalBlock(scope: !79, file: !2, line: 15, column: 9)
!91 = !DILocation(line: 15, column: 9, scope: !79)
!92 = !DILocation(line: 15, column: 20, scope: !93)
!93 = distinct !DILexicalBlock(scope: !90, file: !2, line: 15, column: 18)
!94 = !DILocation(line: 15, column: 56, scope: !93)
!95 = !DILocation(line: 16, column: 15, scope: !79)
!96 = !DILocation(line: 16, column: 5, scope: !79)
!97 = !DILocation(line: 17, column: 5, scope: !79)
!98 = !DILocation(line: 18, column: 1, scope: !79)
!99 = !DISubprogram(name: "exit", scope: !52, file: !52, line: 637, type: !80, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
