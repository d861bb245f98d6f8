; ModuleID = 'programs/char_signedness.c'
source_filename = "programs/char_signedness.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [35 x i8] c"CHAR_MIN=%d CHAR_MAX=%d signed=%d\0A\00", align 1, !dbg !0
@.str.2 = private unnamed_addr constant [10 x i8] c"%d/%d/%d \00", align 1, !dbg !7
@.str.4 = private unnamed_addr constant [17 x i8] c"ret %d %d %d %d\0A\00", align 1, !dbg !12
@.str.5 = private unnamed_addr constant [15 x i8] c"hist %d %d %d\0A\00", align 1, !dbg !17
@.str.6 = private unnamed_addr constant [11 x i8] c"cmp %d %d\0A\00", align 1, !dbg !22
@.str.7 = private unnamed_addr constant [8 x i8] c"sum=%d\0A\00", align 1, !dbg !27
@.str.8 = private unnamed_addr constant [17 x i8] c"wrap u=%u sc=%d\0A\00", align 1, !dbg !32
@.str.9 = private unnamed_addr constant [10 x i8] c"upper %c\0A\00", align 1, !dbg !34

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 256) i32 @main() local_unnamed_addr #0 !dbg !59 {
    #dbg_assign(i1 undef, !69, !DIExpression(DW_OP_LLVM_fragment, 0, 1024), !85, ptr undef, !DIExpression(), !86)
    #dbg_assign(i1 undef, !69, !DIExpression(DW_OP_LLVM_fragment, 1056, 1024), !87, ptr undef, !DIExpression(), !86)
    #dbg_assign(i1 undef, !69, !DIExpression(DW_OP_LLVM_fragment, 2112, 1792), !88, ptr undef, !DIExpression(), !86)
    #dbg_assign(i1 undef, !69, !DIExpression(DW_OP_LLVM_fragment, 3936, 128), !89, ptr undef, !DIExpression(), !86)
    #dbg_assign(i1 undef, !69, !DIExpression(DW_OP_LLVM_fragment, 4128, 4032), !90, ptr undef, !DIExpression(), !86)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -128, i32 noundef 127, i32 noundef 1), !dbg !91
    #dbg_value(ptr poison, !64, !DIExpression(), !86)
    #dbg_value(ptr poison, !67, !DIExpression(), !92)
    #dbg_value(ptr poison, !67, !DIExpression(), !92)
  %2 = tail call fastcc i32 @widen_c(i8 noundef signext 65), !dbg !93
  %3 = tail call fastcc i32 @widen_sc(i8 noundef signext 65), !dbg !95
  %4 = tail call fastcc i32 @widen_uc(i8 noundef zeroext 65), !dbg !96
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %2, i32 noundef %3, i32 noundef %4), !dbg !97
    #dbg_value(ptr poison, !67, !DIExpression(), !92)
  %6 = tail call fastcc i32 @widen_c(i8 noundef signext -128), !dbg !93
  %7 = tail call fastcc i32 @widen_sc(i8 noundef signext -128), !dbg !95
  %8 = tail call fastcc i32 @widen_uc(i8 noundef zeroext -128), !dbg !96
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %6, i32 noundef %7, i32 noundef %8), !dbg !97
    #dbg_value(ptr poison, !67, !DIExpression(), !92)
  %10 = tail call fastcc i32 @widen_c(i8 noundef signext -1), !dbg !93
  %11 = tail call fastcc i32 @widen_sc(i8 noundef signext -1), !dbg !95
  %12 = tail call fastcc i32 @widen_uc(i8 noundef zeroext -1), !dbg !96
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %10, i32 noundef %11, i32 noundef %12), !dbg !97
    #dbg_value(ptr poison, !67, !DIExpression(), !92)
  %14 = tail call fastcc i32 @widen_c(i8 noundef signext 127), !dbg !93
  %15 = tail call fastcc i32 @widen_sc(i8 noundef signext 127), !dbg !95
  %16 = tail call fastcc i32 @widen_uc(i8 noundef zeroext 127), !dbg !96
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %14, i32 noundef %15, i32 noundef %16), !dbg !97
    #dbg_value(ptr poison, !67, !DIExpression(), !92)
  %18 = tail call fastcc i32 @widen_c(i8 noundef signext 32), !dbg !93
  %19 = tail call fastcc i32 @widen_sc(i8 noundef signext 32), !dbg !95
  %20 = tail call fastcc i32 @widen_uc(i8 noundef zeroext 32), !dbg !96
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %18, i32 noundef %19, i32 noundef %20), !dbg !97
    #dbg_value(ptr poison, !67, !DIExpression(), !92)
  %22 = tail call fastcc i32 @widen_c(i8 noundef signext 122), !dbg !93
  %23 = tail call fastcc i32 @widen_sc(i8 noundef signext 122), !dbg !95
  %24 = tail call fastcc i32 @widen_uc(i8 noundef zeroext 122), !dbg !96
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %22, i32 noundef %23, i32 noundef %24), !dbg !97
    #dbg_value(ptr poison, !67, !DIExpression(), !92)
  %26 = tail call i32 @putchar(i32 10), !dbg !98
  %27 = tail call fastcc signext i8 @ret_c(i32 noundef 200), !dbg !99
  %28 = sext i8 %27 to i32, !dbg !99
  %29 = tail call fastcc signext i8 @ret_c(i32 noundef -129), !dbg !100
  %30 = sext i8 %29 to i32, !dbg !100
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %28, i32 noundef 255, i32 noundef -1, i32 noundef %30), !dbg !101
    #dbg_assign(i8 0, !69, !DIExpression(DW_OP_LLVM_fragment, 0, 1024), !102, ptr undef, !DIExpression(), !86)
    #dbg_value(i32 0, !69, !DIExpression(DW_OP_LLVM_fragment, 1024, 32), !86)
    #dbg_assign(i8 0, !69, !DIExpression(DW_OP_LLVM_fragment, 1056, 1024), !103, ptr undef, !DIExpression(), !86)
    #dbg_value(i32 0, !69, !DIExpression(DW_OP_LLVM_fragment, 2080, 32), !86)
    #dbg_assign(i8 0, !69, !DIExpression(DW_OP_LLVM_fragment, 2112, 1792), !104, ptr undef, !DIExpression(), !86)
    #dbg_value(i32 0, !69, !DIExpression(DW_OP_LLVM_fragment, 3904, 32), !86)
    #dbg_assign(i8 0, !69, !DIExpression(DW_OP_LLVM_fragment, 3936, 128), !105, ptr undef, !DIExpression(), !86)
    #dbg_value(i32 0, !69, !DIExpression(DW_OP_LLVM_fragment, 4064, 32), !86)
    #dbg_value(i32 0, !69, !DIExpression(DW_OP_LLVM_fragment, 4096, 32), !86)
    #dbg_assign(i8 0, !69, !DIExpression(DW_OP_LLVM_fragment, 4128, 4032), !106, ptr undef, !DIExpression(), !86)
    #dbg_value(i32 0, !69, !DIExpression(DW_OP_LLVM_fragment, 8160, 32), !86)
    #dbg_value(i32 1, !69, !DIExpression(DW_OP_LLVM_fragment, 2080, 32), !86)
    #dbg_value(i32 1, !69, !DIExpression(DW_OP_LLVM_fragment, 4096, 32), !86)
    #dbg_value(i32 1, !69, !DIExpression(DW_OP_LLVM_fragment, 8160, 32), !86)
    #dbg_value(i32 0, !69, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 4064, 32), !86)
    #dbg_value(i32 0, !69, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 1024, 32), !86)
    #dbg_value(i32 0, !69, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 3904, 32), !86)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !107
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1, i32 noundef 1), !dbg !108
    #dbg_assign(i1 undef, !75, !DIExpression(), !109, ptr poison, !DIExpression(), !86)
    #dbg_value(i32 0, !79, !DIExpression(), !86)
    #dbg_value(i32 poison, !79, !DIExpression(), !86)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef -111), !dbg !110
    #dbg_value(i8 4, !82, !DIExpression(), !86)
    #dbg_value(i8 -126, !83, !DIExpression(), !86)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 4, i32 noundef -126), !dbg !111
    #dbg_value(i8 65, !84, !DIExpression(), !86)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 65), !dbg !112
  ret i32 145, !dbg !113
}

; Function Attrs: nofree nounwind
declare !dbg !114 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -128, 128) i32 @widen_c(i8 noundef signext %0) unnamed_addr #2 !dbg !119 {
    #dbg_value(i8 %0, !123, !DIExpression(), !124)
  %2 = sext i8 %0 to i32, !dbg !125
  ret i32 %2, !dbg !126
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -128, 128) i32 @widen_sc(i8 noundef signext %0) unnamed_addr #2 !dbg !127 {
    #dbg_value(i8 %0, !131, !DIExpression(), !132)
  %2 = sext i8 %0 to i32, !dbg !133
  ret i32 %2, !dbg !134
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 256) i32 @widen_uc(i8 noundef zeroext %0) unnamed_addr #2 !dbg !135 {
    #dbg_value(i8 %0, !139, !DIExpression(), !140)
  %2 = zext i8 %0 to i32, !dbg !141
  ret i32 %2, !dbg !142
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @ret_c(i32 noundef %0) unnamed_addr #2 !dbg !143 {
    #dbg_value(i32 %0, !147, !DIExpression(), !148)
  %2 = trunc i32 %0 to i8, !dbg !149
  ret i8 %2, !dbg !150
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }

!llvm.dbg.cu = !{!36}
!llvm.module.flags = !{!51, !52, !53, !54, !55, !56, !57}
!llvm.ident = !{!58}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/char_signedness.c", directory: ".", checksumkind: CSK_MD5, checksum: "178157d6d64163bffc8df4ed16654eb2")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 35)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 10)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 17)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 11)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 8)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !14, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !9, isLocal: true, isDefinition: true)
!36 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !37, globals: !40, splitDebugInlining: false, nameTableKind: None)
!37 = !{!4, !38, !39}
!38 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!39 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!40 = !{!0, !41, !7, !46, !12, !17, !22, !27, !32, !34}
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 7)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 2)
!51 = !{i32 7, !"Dwarf Version", i32 5}
!52 = !{i32 2, !"Debug Info Version", i32 3}
!53 = !{i32 1, !"wchar_size", i32 4}
!54 = !{i32 8, !"PIC Level", i32 2}
!55 = !{i32 7, !"PIE Level", i32 2}
!56 = !{i32 7, !"uwtable", i32 2}
!57 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!58 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!59 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 14, type: !60, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !63)
!60 = !DISubroutineType(types: !61)
!61 = !{!62}
!62 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!63 = !{!64, !67, !69, !73, !75, !79, !80, !82, !83, !84}
!64 = !DILocalVariable(name: "s", scope: !59, file: !2, line: 16, type: !65)
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64)
!66 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!67 = !DILocalVariable(name: "p", scope: !68, file: !2, line: 17, type: !65)
!68 = distinct !DILexicalBlock(scope: !59, file: !2, line: 17, column: 5)
!69 = !DILocalVariable(name: "hist", scope: !59, file: !2, line: 19, type: !70)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !62, size: 8192, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 256)
!73 = !DILocalVariable(name: "p", scope: !74, file: !2, line: 19, type: !65)
!74 = distinct !DILexicalBlock(scope: !59, file: !2, line: 19, column: 28)
!75 = !DILocalVariable(name: "arr", scope: !59, file: !2, line: 21, type: !76)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 4)
!79 = !DILocalVariable(name: "sum", scope: !59, file: !2, line: 21, type: !62)
!80 = !DILocalVariable(name: "i", scope: !81, file: !2, line: 21, type: !62)
!81 = distinct !DILexicalBlock(scope: !59, file: !2, line: 21, column: 72)
!82 = !DILocalVariable(name: "u", scope: !59, file: !2, line: 22, type: !39)
!83 = !DILocalVariable(name: "sc", scope: !59, file: !2, line: 22, type: !38)
!84 = !DILocalVariable(name: "c", scope: !59, file: !2, line: 23, type: !4)
!85 = distinct !DIAssignID()
!86 = !DILocation(line: 0, scope: !59)
!87 = distinct !DIAssignID()
!88 = distinct !DIAssignID()
!89 = distinct !DIAssignID()
!90 = distinct !DIAssignID()
!91 = !DILocation(line: 15, column: 5, scope: !59)
!92 = !DILocation(line: 0, scope: !68)
!93 = !DILocation(line: 17, column: 58, scope: !94)
!94 = distinct !DILexicalBlock(scope: !68, file: !2, line: 17, column: 5)
!95 = !DILocation(line: 17, column: 71, scope: !94)
!96 = !DILocation(line: 17, column: 98, scope: !94)
!97 = !DILocation(line: 17, column: 38, scope: !94)
!98 = !DILocation(line: 17, column: 128, scope: !59)
!99 = !DILocation(line: 18, column: 33, scope: !59)
!100 = !DILocation(line: 18, column: 70, scope: !59)
!101 = !DILocation(line: 18, column: 5, scope: !59)
!102 = distinct !DIAssignID()
!103 = distinct !DIAssignID()
!104 = distinct !DIAssignID()
!105 = distinct !DIAssignID()
!106 = distinct !DIAssignID()
!107 = !DILocation(line: 19, column: 88, scope: !59)
!108 = !DILocation(line: 20, column: 5, scope: !59)
!109 = distinct !DIAssignID()
!110 = !DILocation(line: 21, column: 115, scope: !59)
!111 = !DILocation(line: 22, column: 88, scope: !59)
!112 = !DILocation(line: 23, column: 35, scope: !59)
!113 = !DILocation(line: 24, column: 5, scope: !59)
!114 = !DISubprogram(name: "printf", scope: !115, file: !115, line: 356, type: !116, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!115 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!116 = !DISubroutineType(types: !117)
!117 = !{!62, !118, null}
!118 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !65)
!119 = distinct !DISubprogram(name: "widen_c", scope: !2, file: !2, line: 7, type: !120, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !122)
!120 = !DISubroutineType(types: !121)
!121 = !{!62, !4}
!122 = !{!123}
!123 = !DILocalVariable(name: "c", arg: 1, scope: !119, file: !2, line: 7, type: !4)
!124 = !DILocation(line: 0, scope: !119)
!125 = !DILocation(line: 7, column: 63, scope: !119)
!126 = !DILocation(line: 7, column: 56, scope: !119)
!127 = distinct !DISubprogram(name: "widen_sc", scope: !2, file: !2, line: 8, type: !128, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !130)
!128 = !DISubroutineType(types: !129)
!129 = !{!62, !38}
!130 = !{!131}
!131 = !DILocalVariable(name: "c", arg: 1, scope: !127, file: !2, line: 8, type: !38)
!132 = !DILocation(line: 0, scope: !127)
!133 = !DILocation(line: 8, column: 71, scope: !127)
!134 = !DILocation(line: 8, column: 64, scope: !127)
!135 = distinct !DISubprogram(name: "widen_uc", scope: !2, file: !2, line: 9, type: !136, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !138)
!136 = !DISubroutineType(types: !137)
!137 = !{!62, !39}
!138 = !{!139}
!139 = !DILocalVariable(name: "c", arg: 1, scope: !135, file: !2, line: 9, type: !39)
!140 = !DILocation(line: 0, scope: !135)
!141 = !DILocation(line: 9, column: 73, scope: !135)
!142 = !DILocation(line: 9, column: 66, scope: !135)
!143 = distinct !DISubprogram(name: "ret_c", scope: !2, file: !2, line: 10, type: !144, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !146)
!144 = !DISubroutineType(types: !145)
!145 = !{!4, !62}
!146 = !{!147}
!147 = !DILocalVariable(name: "v", arg: 1, scope: !143, file: !2, line: 10, type: !62)
!148 = !DILocation(line: 0, scope: !143)
!149 = !DILocation(line: 10, column: 61, scope: !143)
!150 = !DILocation(line: 10, column: 54, scope: !143)
