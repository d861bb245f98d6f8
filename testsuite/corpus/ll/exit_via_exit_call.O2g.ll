; ModuleID = 'programs/exit_via_exit_call.c'
source_filename = "programs/exit_via_exit_call.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str.1 = private unnamed_addr constant [30 x i8] c"atexit handler: depth was %d\0A\00", align 1, !dbg !0
@depth = internal unnamed_addr global i32 0, align 4, !dbg !7
@.str.2 = private unnamed_addr constant [23 x i8] c"exiting from depth %d\0A\00", align 1, !dbg !16
@str = private unnamed_addr constant [6 x i8] c"start\00", align 1
@str.4 = private unnamed_addr constant [6 x i8] c"never\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !32 {
  %1 = tail call i32 @atexit(ptr noundef nonnull @handler) #6, !dbg !35
  %2 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !36
  tail call fastcc void @descend(i32 noundef 0), !dbg !37
  ret i32 0, !dbg !38
}

; Function Attrs: nofree nounwind
declare !dbg !39 i32 @atexit(ptr noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define internal void @handler() #2 !dbg !46 {
  %1 = load i32, ptr @depth, align 4, !dbg !47, !tbaa !48
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %1), !dbg !52
  ret void, !dbg !53
}

; Function Attrs: nofree nounwind
declare !dbg !54 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @descend(i32 noundef %0) unnamed_addr #3 !dbg !61 {
    #dbg_value(i32 %0, !65, !DIExpression(), !66)
  store i32 %0, ptr @depth, align 4, !dbg !67, !tbaa !48
  %2 = icmp eq i32 %0, 7, !dbg !68
  br i1 %2, label %3, label %5, !dbg !70

3:                                                ; preds = %1
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 7), !dbg !71
  tail call void @exit(i32 noundef 49) #7, !dbg !73
  unreachable, !dbg !73

5:                                                ; preds = %1
  %6 = add nuw nsw i32 %0, 1, !dbg !74
  tail call fastcc void @descend(i32 noundef %6), !dbg !75
  %7 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.4), !dbg !76
  ret void, !dbg !77
}

; Function Attrs: noreturn nounwind
declare !dbg !78 void @exit(i32 noundef) local_unnamed_addr #4

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
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/exit_via_exit_call.c", directory: ".", checksumkind: CSK_MD5, checksum: "cb8dd1be7f5cf5221d7435fcfeb61b96")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 30)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "depth", scope: !9, file: !2, line: 6, type: !23, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !10, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !0, !7, !16, !21}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 7)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 23)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !13, isLocal: true, isDefinition: true)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !{i32 7, !"Dwarf Version", i32 5}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 8, !"PIC Level", i32 2}
!28 = !{i32 7, !"PIE Level", i32 2}
!29 = !{i32 7, !"uwtable", i32 2}
!30 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!31 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!32 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 9, type: !33, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9)
!33 = !DISubroutineType(types: !34)
!34 = !{!23}
!35 = !DILocation(line: 9, column: 18, scope: !32)
!36 = !DILocation(line: 9, column: 35, scope: !32)
!37 = !DILocation(line: 9, column: 54, scope: !32)
!38 = !DILocation(line: 9, column: 66, scope: !32)
!39 = !DISubprogram(name: "atexit", scope: !40, file: !40, line: 615, type: !41, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!40 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!41 = !DISubroutineType(types: !42)
!42 = !{!23, !43}
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!44 = !DISubroutineType(types: !45)
!45 = !{null}
!46 = distinct !DISubprogram(name: "handler", scope: !2, file: !2, line: 7, type: !44, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9)
!47 = !DILocation(line: 7, column: 70, scope: !46)
!48 = !{!49, !49, i64 0}
!49 = !{!"int", !50, i64 0}
!50 = !{!"omnipotent char", !51, i64 0}
!51 = !{!"Simple C/C++ TBAA"}
!52 = !DILocation(line: 7, column: 29, scope: !46)
!53 = !DILocation(line: 7, column: 78, scope: !46)
!54 = !DISubprogram(name: "printf", scope: !55, file: !55, line: 356, type: !56, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!55 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!56 = !DISubroutineType(types: !57)
!57 = !{!23, !58, null}
!58 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !59)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!61 = distinct !DISubprogram(name: "descend", scope: !2, file: !2, line: 8, type: !62, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !64)
!62 = !DISubroutineType(types: !63)
!63 = !{null, !23}
!64 = !{!65}
!65 = !DILocalVariable(name: "n", arg: 1, scope: !61, file: !2, line: 8, type: !23)
!66 = !DILocation(line: 0, scope: !61)
!67 = !DILocation(line: 8, column: 62, scope: !61)
!68 = !DILocation(line: 8, column: 73, scope: !69)
!69 = distinct !DILexicalBlock(scope: !61, file: !2, line: 8, column: 71)
!70 = !DILocation(line: 8, column: 71, scope: !61)
!71 = !DILocation(line: 8, column: 81, scope: !72)
!72 = distinct !DILexicalBlock(scope: !69, file: !2, line: 8, column: 79)
!73 = !DILocation(line: 8, column: 119, scope: !72)
!74 = !DILocation(line: 8, column: 145, scope: !61)
!75 = !DILocation(line: 8, column: 135, scope: !61)
!76 = !DILocation(line: 8, column: 151, scope: !61)
!77 = !DILocation(line: 8, column: 170, scope: !61)
!78 = !DISubprogram(name: "exit", scope: !40, file: !40, line: 637, type: !62, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
