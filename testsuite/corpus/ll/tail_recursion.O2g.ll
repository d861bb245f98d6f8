; ModuleID = 'programs/tail_recursion.c'
source_filename = "programs/tail_recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"fact(20)=%llu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [19 x i8] c"sum_to(20000)=%ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [8 x i8] c"gcd=%d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [10 x i8] c"st=%d %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [12 x i8] c"axbyxxyyzxy\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [10 x i8] c"xyxyxyxyx\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [13 x i8] c"sibling=%ld\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [26 x i8] c"collatz max len=%u at %u\0A\00", align 1, !dbg !34

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 !dbg !57 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 2432902008176640000), !dbg !71
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 200010000), !dbg !72
    #dbg_value(i32 1234567890, !73, !DIExpression(), !79)
    #dbg_value(i32 987654321, !78, !DIExpression(), !79)
  br label %3

3:                                                ; preds = %3, %0
  %4 = phi i32 [ %6, %3 ], [ 987654321, %0 ]
  %5 = phi i32 [ %4, %3 ], [ 1234567890, %0 ]
    #dbg_value(i32 %4, !78, !DIExpression(), !79)
    #dbg_value(i32 %5, !73, !DIExpression(), !79)
  %6 = urem i32 %5, %4, !dbg !81
    #dbg_value(i32 %4, !73, !DIExpression(), !79)
    #dbg_value(i32 %6, !78, !DIExpression(), !79)
  %7 = icmp eq i32 %6, 0, !dbg !82
  br i1 %7, label %8, label %3, !dbg !83

8:                                                ; preds = %3
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %4), !dbg !84
  br label %10

10:                                               ; preds = %20, %8
  %11 = phi ptr [ @.str.4, %8 ], [ %21, %20 ]
    #dbg_value(ptr %11, !85, !DIExpression(), !93)
    #dbg_value(i32 1, !92, !DIExpression(), !93)
  %12 = load i8, ptr %11, align 1, !dbg !95, !tbaa !97
  switch i8 %12, label %20 [
    i8 0, label %22
    i8 120, label %13
  ], !dbg !100

13:                                               ; preds = %10, %13
  %14 = phi ptr [ %15, %13 ], [ %11, %10 ]
  %15 = getelementptr inbounds i8, ptr %14, i64 1, !dbg !101
    #dbg_value(ptr %15, !102, !DIExpression(), !106)
    #dbg_value(i32 2, !105, !DIExpression(), !106)
  %16 = load i8, ptr %15, align 1, !dbg !108, !tbaa !97
  switch i8 %16, label %13 [
    i8 0, label %22
    i8 121, label %17
  ], !dbg !110

17:                                               ; preds = %13
  %18 = getelementptr inbounds i8, ptr %14, i64 2, !dbg !111
  %19 = tail call fastcc i32 @st_a(ptr noundef nonnull %18, i32 noundef 4) #4, !dbg !112
  br label %22, !dbg !113

20:                                               ; preds = %10
  %21 = getelementptr inbounds i8, ptr %11, i64 1, !dbg !114
  br label %10, !dbg !115

22:                                               ; preds = %10, %13, %17
  %23 = phi i32 [ %19, %17 ], [ -2, %13 ], [ 1, %10 ], !dbg !101
    #dbg_value(ptr @.str.5, !85, !DIExpression(), !116)
    #dbg_value(i32 1, !92, !DIExpression(), !116)
    #dbg_value(ptr poison, !102, !DIExpression(), !118)
    #dbg_value(i32 2, !105, !DIExpression(), !118)
  %24 = tail call fastcc i32 @st_a(ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.5, i64 2), i32 noundef 4) #4, !dbg !120
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %23, i32 noundef %24), !dbg !121
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef 437), !dbg !122
    #dbg_value(i32 0, !61, !DIExpression(), !123)
    #dbg_value(i32 0, !62, !DIExpression(), !123)
    #dbg_value(i64 1, !63, !DIExpression(), !124)
  br label %30, !dbg !125

27:                                               ; preds = %46
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %51, i32 noundef %50), !dbg !126
  %29 = and i32 %51, 255, !dbg !127
  ret i32 %29, !dbg !128

30:                                               ; preds = %22, %46
  %31 = phi i32 [ 0, %22 ], [ %51, %46 ]
  %32 = phi i64 [ 1, %22 ], [ %52, %46 ]
  %33 = phi i32 [ 0, %22 ], [ %50, %46 ]
    #dbg_value(i32 %31, !61, !DIExpression(), !123)
    #dbg_value(i64 %32, !63, !DIExpression(), !124)
    #dbg_value(i32 %33, !62, !DIExpression(), !123)
    #dbg_value(i64 %32, !129, !DIExpression(), !135)
    #dbg_value(i32 0, !134, !DIExpression(), !135)
  %34 = icmp eq i64 %32, 1, !dbg !137
  br i1 %34, label %46, label %35, !dbg !138

35:                                               ; preds = %30, %35
  %36 = phi i32 [ %44, %35 ], [ 0, %30 ]
  %37 = phi i64 [ %43, %35 ], [ %32, %30 ]
    #dbg_value(i32 %36, !134, !DIExpression(), !135)
    #dbg_value(i64 %37, !129, !DIExpression(), !135)
  %38 = and i64 %37, 1, !dbg !139
  %39 = icmp eq i64 %38, 0, !dbg !139
  %40 = mul i64 %37, 3, !dbg !140
  %41 = add i64 %40, 1, !dbg !140
  %42 = lshr exact i64 %37, 1, !dbg !140
  %43 = select i1 %39, i64 %42, i64 %41, !dbg !140
  %44 = add i32 %36, 1, !dbg !141
    #dbg_value(i64 %43, !129, !DIExpression(), !135)
    #dbg_value(i32 %44, !134, !DIExpression(), !135)
  %45 = icmp eq i64 %43, 1, !dbg !137
  br i1 %45, label %46, label %35, !dbg !138

46:                                               ; preds = %35, %30
  %47 = phi i32 [ 0, %30 ], [ %44, %35 ]
    #dbg_value(i32 %47, !68, !DIExpression(), !142)
  %48 = icmp ugt i32 %47, %31, !dbg !143
  %49 = trunc nuw nsw i64 %32 to i32
  %50 = select i1 %48, i32 %49, i32 %33, !dbg !145
  %51 = tail call i32 @llvm.umax.i32(i32 %47, i32 %31), !dbg !145
    #dbg_value(i32 %51, !61, !DIExpression(), !123)
    #dbg_value(i32 %50, !62, !DIExpression(), !123)
  %52 = add nuw nsw i64 %32, 1, !dbg !146
    #dbg_value(i64 %52, !63, !DIExpression(), !124)
  %53 = icmp eq i64 %52, 30000, !dbg !147
  br i1 %53, label %27, label %30, !dbg !125, !llvm.loop !148
}

; Function Attrs: nofree nounwind
declare !dbg !151 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @st_a(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #2 !dbg !86 {
  br label %3

3:                                                ; preds = %10, %2
  %4 = phi ptr [ %0, %2 ], [ %11, %10 ]
    #dbg_value(ptr %4, !85, !DIExpression(), !156)
    #dbg_value(i32 %1, !92, !DIExpression(), !156)
  %5 = load i8, ptr %4, align 1, !dbg !157, !tbaa !97
  switch i8 %5, label %10 [
    i8 0, label %12
    i8 120, label %6
  ], !dbg !158

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %4, i64 1, !dbg !159
  %8 = add nsw i32 %1, 1, !dbg !160
  %9 = tail call fastcc i32 @st_b(ptr noundef nonnull %7, i32 noundef %8), !dbg !161
  br label %12, !dbg !162

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %4, i64 1, !dbg !163
  br label %3, !dbg !164

12:                                               ; preds = %3, %6
  %13 = phi i32 [ %9, %6 ], [ %1, %3 ], !dbg !165
  ret i32 %13, !dbg !166
}

; Function Attrs: nofree nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @st_b(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #2 !dbg !103 {
  br label %3

3:                                                ; preds = %12, %2
  %4 = phi ptr [ %0, %2 ], [ %13, %12 ]
    #dbg_value(ptr %4, !102, !DIExpression(), !167)
    #dbg_value(i32 %1, !105, !DIExpression(), !167)
  %5 = load i8, ptr %4, align 1, !dbg !168, !tbaa !97
  switch i8 %5, label %12 [
    i8 0, label %6
    i8 121, label %8
  ], !dbg !169

6:                                                ; preds = %3
  %7 = sub nsw i32 0, %1, !dbg !170
  br label %14, !dbg !171

8:                                                ; preds = %3
  %9 = getelementptr inbounds i8, ptr %4, i64 1, !dbg !172
  %10 = shl nsw i32 %1, 1, !dbg !173
  %11 = tail call fastcc i32 @st_a(ptr noundef nonnull %9, i32 noundef %10), !dbg !174
  br label %14, !dbg !175

12:                                               ; preds = %3
  %13 = getelementptr inbounds i8, ptr %4, i64 1, !dbg !176
  br label %3, !dbg !177

14:                                               ; preds = %8, %6
  %15 = phi i32 [ %7, %6 ], [ %11, %8 ], !dbg !178
  ret i32 %15, !dbg !179
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { noinline "function-inline-cost-multiplier"="4" }

!llvm.dbg.cu = !{!39}
!llvm.module.flags = !{!49, !50, !51, !52, !53, !54, !55}
!llvm.ident = !{!56}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/tail_recursion.c", directory: ".", checksumkind: CSK_MD5, checksum: "cb8dcda724159c8af3dd24d40e363ed1")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 15)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 19)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 8)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 10)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 12)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !19, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 13)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 26)
!39 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !40, globals: !48, splitDebugInlining: false, nameTableKind: None)
!40 = !{!41, !42, !47}
!41 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !43, line: 26, baseType: !44)
!43 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !45, line: 42, baseType: !46)
!45 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!46 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!47 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!48 = !{!0, !7, !12, !17, !22, !27, !29, !34}
!49 = !{i32 7, !"Dwarf Version", i32 5}
!50 = !{i32 2, !"Debug Info Version", i32 3}
!51 = !{i32 1, !"wchar_size", i32 4}
!52 = !{i32 8, !"PIC Level", i32 2}
!53 = !{i32 7, !"PIE Level", i32 2}
!54 = !{i32 7, !"uwtable", i32 2}
!55 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!56 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!57 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 16, type: !58, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !60)
!58 = !DISubroutineType(types: !59)
!59 = !{!47}
!60 = !{!61, !62, !63, !68}
!61 = !DILocalVariable(name: "best", scope: !57, file: !2, line: 22, type: !42)
!62 = !DILocalVariable(name: "arg", scope: !57, file: !2, line: 22, type: !42)
!63 = !DILocalVariable(name: "n", scope: !64, file: !2, line: 22, type: !65)
!64 = distinct !DILexicalBlock(scope: !57, file: !2, line: 22, column: 33)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !43, line: 27, baseType: !66)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !45, line: 45, baseType: !67)
!67 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!68 = !DILocalVariable(name: "l", scope: !69, file: !2, line: 22, type: !42)
!69 = distinct !DILexicalBlock(scope: !70, file: !2, line: 22, column: 70)
!70 = distinct !DILexicalBlock(scope: !64, file: !2, line: 22, column: 33)
!71 = !DILocation(line: 17, column: 5, scope: !57)
!72 = !DILocation(line: 18, column: 5, scope: !57)
!73 = !DILocalVariable(name: "a", arg: 1, scope: !74, file: !2, line: 8, type: !47)
!74 = distinct !DISubprogram(name: "gcd_t", scope: !2, file: !2, line: 8, type: !75, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !77)
!75 = !DISubroutineType(types: !76)
!76 = !{!47, !47, !47}
!77 = !{!73, !78}
!78 = !DILocalVariable(name: "b", arg: 2, scope: !74, file: !2, line: 8, type: !47)
!79 = !DILocation(line: 0, scope: !74, inlinedAt: !80)
!80 = distinct !DILocation(line: 19, column: 24, scope: !57)
!81 = !DILocation(line: 8, column: 65, scope: !74, inlinedAt: !80)
!82 = !DILocation(line: 8, column: 43, scope: !74, inlinedAt: !80)
!83 = !DILocation(line: 8, column: 41, scope: !74, inlinedAt: !80)
!84 = !DILocation(line: 19, column: 5, scope: !57)
!85 = !DILocalVariable(name: "s", arg: 1, scope: !86, file: !2, line: 10, type: !89)
!86 = distinct !DISubprogram(name: "st_a", scope: !2, file: !2, line: 10, type: !87, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !91)
!87 = !DISubroutineType(types: !88)
!88 = !{!47, !89, !47}
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!90 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!91 = !{!85, !92}
!92 = !DILocalVariable(name: "n", arg: 2, scope: !86, file: !2, line: 10, type: !47)
!93 = !DILocation(line: 0, scope: !86, inlinedAt: !94)
!94 = distinct !DILocation(line: 20, column: 26, scope: !57)
!95 = !DILocation(line: 10, column: 46, scope: !96, inlinedAt: !94)
!96 = distinct !DILexicalBlock(scope: !86, file: !2, line: 10, column: 45)
!97 = !{!98, !98, i64 0}
!98 = !{!"omnipotent char", !99, i64 0}
!99 = !{!"Simple C/C++ TBAA"}
!100 = !DILocation(line: 10, column: 45, scope: !86, inlinedAt: !94)
!101 = !DILocation(line: 10, scope: !86, inlinedAt: !94)
!102 = !DILocalVariable(name: "s", arg: 1, scope: !103, file: !2, line: 11, type: !89)
!103 = distinct !DISubprogram(name: "st_b", scope: !2, file: !2, line: 11, type: !87, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !104)
!104 = !{!102, !105}
!105 = !DILocalVariable(name: "n", arg: 2, scope: !103, file: !2, line: 11, type: !47)
!106 = !DILocation(line: 0, scope: !103, inlinedAt: !107)
!107 = distinct !DILocation(line: 10, column: 79, scope: !86, inlinedAt: !94)
!108 = !DILocation(line: 11, column: 46, scope: !109, inlinedAt: !107)
!109 = distinct !DILexicalBlock(scope: !103, file: !2, line: 11, column: 45)
!110 = !DILocation(line: 11, column: 45, scope: !103, inlinedAt: !107)
!111 = !DILocation(line: 11, column: 87, scope: !103, inlinedAt: !107)
!112 = !DILocation(line: 11, column: 80, scope: !103, inlinedAt: !107)
!113 = !DILocation(line: 11, column: 68, scope: !103, inlinedAt: !107)
!114 = !DILocation(line: 10, column: 107, scope: !86, inlinedAt: !94)
!115 = !DILocation(line: 10, column: 100, scope: !86, inlinedAt: !94)
!116 = !DILocation(line: 0, scope: !86, inlinedAt: !117)
!117 = distinct !DILocation(line: 20, column: 50, scope: !57)
!118 = !DILocation(line: 0, scope: !103, inlinedAt: !119)
!119 = distinct !DILocation(line: 10, column: 79, scope: !86, inlinedAt: !117)
!120 = !DILocation(line: 11, column: 80, scope: !103, inlinedAt: !119)
!121 = !DILocation(line: 20, column: 5, scope: !57)
!122 = !DILocation(line: 21, column: 5, scope: !57)
!123 = !DILocation(line: 0, scope: !57)
!124 = !DILocation(line: 0, scope: !64)
!125 = !DILocation(line: 22, column: 33, scope: !64)
!126 = !DILocation(line: 22, column: 153, scope: !57)
!127 = !DILocation(line: 23, column: 23, scope: !57)
!128 = !DILocation(line: 23, column: 5, scope: !57)
!129 = !DILocalVariable(name: "n", arg: 1, scope: !130, file: !2, line: 14, type: !65)
!130 = distinct !DISubprogram(name: "collatz_len", scope: !2, file: !2, line: 14, type: !131, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !133)
!131 = !DISubroutineType(types: !132)
!132 = !{!42, !65, !42}
!133 = !{!129, !134}
!134 = !DILocalVariable(name: "acc", arg: 2, scope: !130, file: !2, line: 14, type: !42)
!135 = !DILocation(line: 0, scope: !130, inlinedAt: !136)
!136 = distinct !DILocation(line: 22, column: 85, scope: !69)
!137 = !DILocation(line: 14, column: 66, scope: !130, inlinedAt: !136)
!138 = !DILocation(line: 14, column: 64, scope: !130, inlinedAt: !136)
!139 = !DILocation(line: 14, column: 93, scope: !130, inlinedAt: !136)
!140 = !DILocation(line: 14, column: 91, scope: !130, inlinedAt: !136)
!141 = !DILocation(line: 14, column: 122, scope: !130, inlinedAt: !136)
!142 = !DILocation(line: 0, scope: !69)
!143 = !DILocation(line: 22, column: 110, scope: !144)
!144 = distinct !DILexicalBlock(scope: !69, file: !2, line: 22, column: 108)
!145 = !DILocation(line: 22, column: 108, scope: !69)
!146 = !DILocation(line: 22, column: 66, scope: !70)
!147 = !DILocation(line: 22, column: 56, scope: !70)
!148 = distinct !{!148, !125, !149, !150}
!149 = !DILocation(line: 22, column: 151, scope: !64)
!150 = !{!"llvm.loop.mustprogress"}
!151 = !DISubprogram(name: "printf", scope: !152, file: !152, line: 356, type: !153, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!152 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!153 = !DISubroutineType(types: !154)
!154 = !{!47, !155, null}
!155 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !89)
!156 = !DILocation(line: 0, scope: !86)
!157 = !DILocation(line: 10, column: 46, scope: !96)
!158 = !DILocation(line: 10, column: 45, scope: !86)
!159 = !DILocation(line: 10, column: 86, scope: !86)
!160 = !DILocation(line: 10, column: 93, scope: !86)
!161 = !DILocation(line: 10, column: 79, scope: !86)
!162 = !DILocation(line: 10, column: 67, scope: !86)
!163 = !DILocation(line: 10, column: 107, scope: !86)
!164 = !DILocation(line: 10, column: 100, scope: !86)
!165 = !DILocation(line: 10, scope: !86)
!166 = !DILocation(line: 10, column: 116, scope: !86)
!167 = !DILocation(line: 0, scope: !103)
!168 = !DILocation(line: 11, column: 46, scope: !109)
!169 = !DILocation(line: 11, column: 45, scope: !103)
!170 = !DILocation(line: 11, column: 57, scope: !109)
!171 = !DILocation(line: 11, column: 50, scope: !109)
!172 = !DILocation(line: 11, column: 87, scope: !103)
!173 = !DILocation(line: 11, column: 94, scope: !103)
!174 = !DILocation(line: 11, column: 80, scope: !103)
!175 = !DILocation(line: 11, column: 68, scope: !103)
!176 = !DILocation(line: 11, column: 108, scope: !103)
!177 = !DILocation(line: 11, column: 101, scope: !103)
!178 = !DILocation(line: 11, scope: !103)
!179 = !DILocation(line: 11, column: 117, scope: !103)
