; ModuleID = 'programs/pointer_integer_casts.c'
source_filename = "programs/pointer_integer_casts.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [34 x i8] c"tagged sum=%d tags=%u aligned=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [34 x i8] c"align_up: offset ok=%d within=%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [22 x i8] c"ptrdiff: %td %td %td\0A\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [38 x i8] c"negative index: %d %d compare: %d %d\0A\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [20 x i8] c"intptr offset: %td\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [28 x i8] c"roundtrip same=%d value=%d\0A\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [34 x i8] c"void* roundtrip value=%d null=%d\0A\00", align 1, !dbg !29

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !55 {
    #dbg_assign(i1 undef, !59, !DIExpression(DW_OP_LLVM_fragment, 32, 96), !97, ptr undef, !DIExpression(), !98)
    #dbg_assign(i1 undef, !59, !DIExpression(DW_OP_LLVM_fragment, 160, 96), !99, ptr undef, !DIExpression(), !98)
    #dbg_assign(i1 undef, !59, !DIExpression(DW_OP_LLVM_fragment, 288, 96), !100, ptr undef, !DIExpression(), !98)
    #dbg_assign(i1 undef, !59, !DIExpression(DW_OP_LLVM_fragment, 416, 96), !101, ptr undef, !DIExpression(), !98)
  %1 = alloca [100 x i8], align 16, !DIAssignID !102
    #dbg_assign(i1 undef, !71, !DIExpression(), !102, ptr %1, !DIExpression(), !98)
    #dbg_assign(i8 0, !59, !DIExpression(DW_OP_LLVM_fragment, 32, 96), !103, ptr undef, !DIExpression(), !98)
    #dbg_assign(i8 0, !59, !DIExpression(DW_OP_LLVM_fragment, 160, 96), !104, ptr undef, !DIExpression(), !98)
    #dbg_assign(i8 0, !59, !DIExpression(DW_OP_LLVM_fragment, 288, 96), !105, ptr undef, !DIExpression(), !98)
    #dbg_assign(i8 0, !59, !DIExpression(DW_OP_LLVM_fragment, 416, 96), !106, ptr undef, !DIExpression(), !98)
    #dbg_value(i32 10, !59, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !98)
    #dbg_value(i32 20, !59, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !98)
    #dbg_value(i32 30, !59, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !98)
    #dbg_value(i32 40, !59, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !98)
    #dbg_value(ptr undef, !63, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !98)
    #dbg_value(ptr undef, !63, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !98)
    #dbg_value(ptr undef, !63, !DIExpression(DW_OP_constu, 2, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 64), !98)
    #dbg_value(ptr undef, !63, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64), !98)
    #dbg_value(i32 10, !67, !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value), !98)
    #dbg_value(i32 6, !68, !DIExpression(), !98)
    #dbg_value(i64 3, !69, !DIExpression(), !107)
    #dbg_value(i32 100, !67, !DIExpression(), !98)
    #dbg_value(i32 27, !68, !DIExpression(), !98)
    #dbg_value(i64 4, !69, !DIExpression(), !107)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 100, i32 noundef 27, i32 noundef 1), !dbg !108
  call void @llvm.lifetime.start.p0(i64 100, ptr nonnull %1) #4, !dbg !109
  %3 = getelementptr inbounds i8, ptr %1, i64 3, !dbg !110
    #dbg_value(ptr %3, !75, !DIExpression(), !98)
  %4 = call fastcc ptr @align_up(ptr noundef nonnull %3), !dbg !111
    #dbg_value(ptr %4, !76, !DIExpression(), !98)
  %5 = ptrtoint ptr %4 to i64, !dbg !112
  %6 = and i64 %5, 15, !dbg !113
  %7 = icmp eq i64 %6, 0, !dbg !114
  %8 = zext i1 %7 to i32, !dbg !114
  %9 = ptrtoint ptr %3 to i64, !dbg !115
  %10 = sub i64 %5, %9, !dbg !115
  %11 = icmp slt i64 %10, 16, !dbg !116
  %12 = icmp uge ptr %4, %3, !dbg !117
  %13 = and i1 %12, %11, !dbg !117
  %14 = zext i1 %13 to i32, !dbg !117
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %8, i32 noundef %14), !dbg !118
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 7, i64 noundef -6, i64 noundef 40), !dbg !119
    #dbg_value(ptr poison, !87, !DIExpression(), !98)
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 2, i32 noundef 0, i32 noundef 1, i32 noundef 0), !dbg !120
    #dbg_value(i64 -16, !88, !DIExpression(), !98)
    #dbg_value(ptr %1, !91, !DIExpression(DW_OP_plus_uconst, 50, DW_OP_stack_value), !98)
    #dbg_value(ptr %1, !92, !DIExpression(DW_OP_plus_uconst, 50, DW_OP_constu, 16, DW_OP_minus, DW_OP_stack_value), !98)
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 34), !dbg !121
    #dbg_value(ptr poison, !93, !DIExpression(), !98)
    #dbg_value(ptr poison, !94, !DIExpression(), !98)
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1, i32 noundef 4), !dbg !122
    #dbg_value(ptr undef, !95, !DIExpression(), !98)
    #dbg_value(ptr undef, !96, !DIExpression(), !98)
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 30, i32 noundef 1), !dbg !123
  call void @llvm.lifetime.end.p0(i64 100, ptr nonnull %1) #4, !dbg !124
  ret i32 100, !dbg !125
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !126 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef ptr @align_up(ptr noundef %0) unnamed_addr #3 !dbg !133 {
    #dbg_value(ptr %0, !137, !DIExpression(), !139)
    #dbg_value(i64 16, !138, !DIExpression(), !139)
  %2 = ptrtoint ptr %0 to i64, !dbg !140
  %3 = add i64 %2, 15, !dbg !141
  %4 = and i64 %3, -16, !dbg !142
  %5 = inttoptr i64 %4 to ptr, !dbg !143
  ret ptr %5, !dbg !144
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!31}
!llvm.module.flags = !{!47, !48, !49, !50, !51, !52, !53}
!llvm.ident = !{!54}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/pointer_integer_casts.c", directory: ".", checksumkind: CSK_MD5, checksum: "d0bf306d206741b578ae9244bd43d643")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 34)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 22)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 38)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 20)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 28)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !3, isLocal: true, isDefinition: true)
!31 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !32, globals: !46, splitDebugInlining: false, nameTableKind: None)
!32 = !{!33, !34, !37, !38, !40, !41}
!33 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !35, line: 90, baseType: !36)
!35 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!36 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!39 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!42 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !2, line: 9, size: 128, elements: !43)
!43 = !{!44, !45}
!44 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !42, file: !2, line: 9, baseType: !39, size: 32)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !42, file: !2, line: 9, baseType: !41, size: 64, offset: 64)
!46 = !{!0, !7, !9, !14, !19, !24, !29}
!47 = !{i32 7, !"Dwarf Version", i32 5}
!48 = !{i32 2, !"Debug Info Version", i32 3}
!49 = !{i32 1, !"wchar_size", i32 4}
!50 = !{i32 8, !"PIC Level", i32 2}
!51 = !{i32 7, !"PIE Level", i32 2}
!52 = !{i32 7, !"uwtable", i32 2}
!53 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!54 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!55 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 15, type: !56, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !31, retainedNodes: !58)
!56 = !DISubroutineType(types: !57)
!57 = !{!39}
!58 = !{!59, !63, !65, !67, !68, !69, !71, !75, !76, !77, !82, !85, !87, !88, !91, !92, !93, !94, !95, !96}
!59 = !DILocalVariable(name: "nodes", scope: !55, file: !2, line: 16, type: !60)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, size: 512, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 4)
!63 = !DILocalVariable(name: "tagged", scope: !55, file: !2, line: 17, type: !64)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 256, elements: !61)
!65 = !DILocalVariable(name: "i", scope: !66, file: !2, line: 18, type: !39)
!66 = distinct !DILexicalBlock(scope: !55, file: !2, line: 18, column: 5)
!67 = !DILocalVariable(name: "sum", scope: !55, file: !2, line: 19, type: !39)
!68 = !DILocalVariable(name: "tags", scope: !55, file: !2, line: 19, type: !33)
!69 = !DILocalVariable(name: "i", scope: !70, file: !2, line: 20, type: !39)
!70 = distinct !DILexicalBlock(scope: !55, file: !2, line: 20, column: 5)
!71 = !DILocalVariable(name: "buf", scope: !55, file: !2, line: 22, type: !72)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 800, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 100)
!75 = !DILocalVariable(name: "p", scope: !55, file: !2, line: 23, type: !37)
!76 = !DILocalVariable(name: "a16", scope: !55, file: !2, line: 24, type: !37)
!77 = !DILocalVariable(name: "d", scope: !55, file: !2, line: 26, type: !78)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !79, size: 640, elements: !80)
!79 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!80 = !{!81}
!81 = !DISubrange(count: 10)
!82 = !DILocalVariable(name: "sh", scope: !55, file: !2, line: 26, type: !83)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !84, size: 160, elements: !80)
!84 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!85 = !DILocalVariable(name: "arr", scope: !55, file: !2, line: 28, type: !86)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 320, elements: !80)
!87 = !DILocalVariable(name: "mid", scope: !55, file: !2, line: 29, type: !38)
!88 = !DILocalVariable(name: "off", scope: !55, file: !2, line: 31, type: !89)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !35, line: 87, baseType: !90)
!90 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!91 = !DILocalVariable(name: "q", scope: !55, file: !2, line: 32, type: !37)
!92 = !DILocalVariable(name: "r", scope: !55, file: !2, line: 33, type: !37)
!93 = !DILocalVariable(name: "u", scope: !55, file: !2, line: 35, type: !34)
!94 = !DILocalVariable(name: "back", scope: !55, file: !2, line: 36, type: !38)
!95 = !DILocalVariable(name: "vp", scope: !55, file: !2, line: 38, type: !40)
!96 = !DILocalVariable(name: "np", scope: !55, file: !2, line: 39, type: !41)
!97 = distinct !DIAssignID()
!98 = !DILocation(line: 0, scope: !55)
!99 = distinct !DIAssignID()
!100 = distinct !DIAssignID()
!101 = distinct !DIAssignID()
!102 = distinct !DIAssignID()
!103 = distinct !DIAssignID()
!104 = distinct !DIAssignID()
!105 = distinct !DIAssignID()
!106 = distinct !DIAssignID()
!107 = !DILocation(line: 0, scope: !70)
!108 = !DILocation(line: 21, column: 5, scope: !55)
!109 = !DILocation(line: 22, column: 5, scope: !55)
!110 = !DILocation(line: 23, column: 19, scope: !55)
!111 = !DILocation(line: 24, column: 17, scope: !55)
!112 = !DILocation(line: 25, column: 50, scope: !55)
!113 = !DILocation(line: 25, column: 65, scope: !55)
!114 = !DILocation(line: 25, column: 70, scope: !55)
!115 = !DILocation(line: 25, column: 80, scope: !55)
!116 = !DILocation(line: 25, column: 84, scope: !55)
!117 = !DILocation(line: 25, column: 89, scope: !55)
!118 = !DILocation(line: 25, column: 5, scope: !55)
!119 = !DILocation(line: 27, column: 5, scope: !55)
!120 = !DILocation(line: 30, column: 5, scope: !55)
!121 = !DILocation(line: 34, column: 5, scope: !55)
!122 = !DILocation(line: 37, column: 5, scope: !55)
!123 = !DILocation(line: 40, column: 5, scope: !55)
!124 = !DILocation(line: 42, column: 1, scope: !55)
!125 = !DILocation(line: 41, column: 5, scope: !55)
!126 = !DISubprogram(name: "printf", scope: !127, file: !127, line: 356, type: !128, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!127 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!128 = !DISubroutineType(types: !129)
!129 = !{!39, !130, null}
!130 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !131)
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 64)
!132 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!133 = distinct !DISubprogram(name: "align_up", scope: !2, file: !2, line: 13, type: !134, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !31, retainedNodes: !136)
!134 = !DISubroutineType(cc: DW_CC_nocall, types: !135)
!135 = !{!40, !40, !34}
!136 = !{!137, !138}
!137 = !DILocalVariable(name: "p", arg: 1, scope: !133, file: !2, line: 13, type: !40)
!138 = !DILocalVariable(name: "a", arg: 2, scope: !133, file: !2, line: 13, type: !34)
!139 = !DILocation(line: 0, scope: !133)
!140 = !DILocation(line: 13, column: 90, scope: !133)
!141 = !DILocation(line: 13, column: 107, scope: !133)
!142 = !DILocation(line: 13, column: 112, scope: !133)
!143 = !DILocation(line: 13, column: 80, scope: !133)
!144 = !DILocation(line: 13, column: 73, scope: !133)
