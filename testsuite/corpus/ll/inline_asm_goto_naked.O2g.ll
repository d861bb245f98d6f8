; ModuleID = 'programs/inline_asm_goto_naked.c'
source_filename = "programs/inline_asm_goto_naked.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [19 x i8] c"is_zero: %d %d %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [20 x i8] c"classify: %d %d %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [27 x i8] c"add_or_overflow: %d %d %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [31 x i8] c"naked_add3=%ld popcount=%u %u\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [17 x i8] c"side_effects=%d\0A\00", align 1, !dbg !22
@side_effects = internal unnamed_addr global i32 0, align 4, !dbg !27

; Function Attrs: nounwind uwtable
define dso_local range(i32 -2147483628, -2147483648) i32 @main() local_unnamed_addr #0 !dbg !40 {
  %1 = tail call fastcc i32 @is_zero(i64 noundef 0), !dbg !46
  %2 = tail call fastcc i32 @is_zero(i64 noundef 5), !dbg !47
  %3 = tail call fastcc i32 @is_zero(i64 noundef -1), !dbg !48
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1, i32 noundef %2, i32 noundef %3), !dbg !49
  %5 = tail call fastcc i32 @classify(i32 noundef -7), !dbg !50
  %6 = tail call fastcc i32 @classify(i32 noundef 0), !dbg !51
  %7 = tail call fastcc i32 @classify(i32 noundef 7), !dbg !52
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %5, i32 noundef %6, i32 noundef %7), !dbg !53
  %9 = tail call fastcc i32 @add_or_overflow(i32 noundef 1, i32 noundef 2), !dbg !54
  %10 = tail call fastcc i32 @add_or_overflow(i32 noundef 2147483647, i32 noundef 1), !dbg !55
  %11 = tail call fastcc i32 @add_or_overflow(i32 noundef -5, i32 noundef -2147483645), !dbg !56
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %9, i32 noundef %10, i32 noundef %11), !dbg !57
  %13 = tail call i64 @naked_add3(i64 noundef 1, i64 noundef 20, i64 noundef 300), !dbg !58
  %14 = tail call i32 @naked_popcount_loop(i32 noundef -16711935), !dbg !59
  %15 = tail call i32 @naked_popcount_loop(i32 noundef 0), !dbg !60
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %13, i32 noundef %14, i32 noundef %15), !dbg !61
    #dbg_value(i32 0, !44, !DIExpression(), !62)
    #dbg_value(i32 0, !44, !DIExpression(), !62)
  tail call fastcc void @barrier_count(), !dbg !63
    #dbg_value(i32 1, !44, !DIExpression(), !62)
  tail call fastcc void @barrier_count(), !dbg !63
    #dbg_value(i32 2, !44, !DIExpression(), !62)
  tail call fastcc void @barrier_count(), !dbg !63
    #dbg_value(i32 3, !44, !DIExpression(), !62)
  tail call fastcc void @barrier_count(), !dbg !63
    #dbg_value(i32 4, !44, !DIExpression(), !62)
  tail call fastcc void @barrier_count(), !dbg !63
    #dbg_value(i32 5, !44, !DIExpression(), !62)
  tail call fastcc void @barrier_count(), !dbg !63
    #dbg_value(i32 6, !44, !DIExpression(), !62)
  tail call fastcc void @barrier_count(), !dbg !63
    #dbg_value(i32 7, !44, !DIExpression(), !62)
  %17 = load i32, ptr @side_effects, align 4, !dbg !65, !tbaa !66
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %17), !dbg !70
  %19 = load i32, ptr @side_effects, align 4, !dbg !71, !tbaa !66
  %20 = tail call fastcc i32 @classify(i32 noundef -3), !dbg !72
  %21 = mul nsw i32 %20, 10, !dbg !73
  %22 = add i32 %19, 20, !dbg !74
  %23 = add i32 %22, %21, !dbg !75
  ret i32 %23, !dbg !76
}

; Function Attrs: nofree nounwind
declare !dbg !77 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc range(i32 0, 2) i32 @is_zero(i64 noundef %0) unnamed_addr #2 !dbg !84 {
    #dbg_value(i64 %0, !89, !DIExpression(), !91)
  callbr void asm sideeffect "testq $0, $0\0A\09jz ${1:l}", "r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i64 %0) #5
          to label %3 [label %2], !dbg !92, !srcloc !93

2:                                                ; preds = %1
    #dbg_label(!90, !94)
  br label %3, !dbg !95

3:                                                ; preds = %1, %2
  %4 = phi i32 [ 1, %2 ], [ 0, %1 ], !dbg !91
  ret i32 %4, !dbg !96
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc range(i32 -1, 2) i32 @classify(i32 noundef %0) unnamed_addr #2 !dbg !97 {
    #dbg_value(i32 %0, !101, !DIExpression(), !104)
  callbr void asm sideeffect "cmpl $$0, $0\0A\09jl ${1:l}\0A\09je ${2:l}", "r,!i,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %0) #5
          to label %4 [label %2, label %3], !dbg !105, !srcloc !106

2:                                                ; preds = %1
    #dbg_label(!102, !107)
  br label %4, !dbg !108

3:                                                ; preds = %1
    #dbg_label(!103, !109)
  br label %4, !dbg !110

4:                                                ; preds = %1, %3, %2
  %5 = phi i32 [ 0, %3 ], [ -1, %2 ], [ 1, %1 ], !dbg !104
  ret i32 %5, !dbg !111
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i32 @add_or_overflow(i32 noundef %0, i32 noundef %1) unnamed_addr #3 !dbg !112 {
    #dbg_value(i32 %0, !116, !DIExpression(), !120)
    #dbg_value(i32 %1, !117, !DIExpression(), !120)
    #dbg_value(i32 %0, !118, !DIExpression(), !120)
  %3 = callbr i32 asm "addl $1, $0\0A\09jo ${3:l}", "=r,r,0,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %1, i32 %0) #6
          to label %5 [label %4], !dbg !121, !srcloc !122

4:                                                ; preds = %2
    #dbg_value(i32 %3, !118, !DIExpression(), !120)
    #dbg_label(!119, !123)
  br label %5, !dbg !124

5:                                                ; preds = %2, %4
  %6 = phi i32 [ -999, %4 ], [ %3, %2 ], !dbg !120
  ret i32 %6, !dbg !125
}

; Function Attrs: naked noinline nounwind uwtable
define internal i64 @naked_add3(i64 noundef %0, i64 noundef %1, i64 noundef %2) #4 !dbg !126 {
  tail call void asm sideeffect "leaq (%rdi,%rsi), %rax\0A\09addq %rdx, %rax\0A\09ret", "~{dirflag},~{fpsr},~{flags}"() #5, !dbg !129, !srcloc !130
  unreachable, !dbg !131
}

; Function Attrs: naked noinline nounwind uwtable
define internal i32 @naked_popcount_loop(i32 noundef %0) #4 !dbg !132 {
  tail call void asm sideeffect "xorl %eax, %eax\0A1:\0A\09testl %edi, %edi\0A\09jz 2f\0A\09leal -1(%rdi), %ecx\0A\09andl %ecx, %edi\0A\09incl %eax\0A\09jmp 1b\0A2:\0A\09ret", "~{dirflag},~{fpsr},~{flags}"() #5, !dbg !140, !srcloc !141
  unreachable, !dbg !142
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @barrier_count() unnamed_addr #2 !dbg !143 {
  tail call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #5, !dbg !146, !srcloc !147
  %1 = load i32, ptr @side_effects, align 4, !dbg !148, !tbaa !66
  %2 = add nsw i32 %1, 1, !dbg !148
  store i32 %2, ptr @side_effects, align 4, !dbg !148, !tbaa !66
  tail call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #5, !dbg !149, !srcloc !150
  ret void, !dbg !151
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { naked noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind memory(none) }

!llvm.dbg.cu = !{!29}
!llvm.module.flags = !{!32, !33, !34, !35, !36, !37, !38}
!llvm.ident = !{!39}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/inline_asm_goto_naked.c", directory: ".", checksumkind: CSK_MD5, checksum: "b63db6b1faf5ae3672bd911866dd9eb9")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 19)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 20)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 27)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 31)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 17)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "side_effects", scope: !29, file: !2, line: 36, type: !31, isLocal: true, isDefinition: true)
!29 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !30, splitDebugInlining: false, nameTableKind: None)
!30 = !{!0, !7, !12, !17, !22, !27}
!31 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!32 = !{i32 7, !"Dwarf Version", i32 5}
!33 = !{i32 2, !"Debug Info Version", i32 3}
!34 = !{i32 1, !"wchar_size", i32 4}
!35 = !{i32 8, !"PIC Level", i32 2}
!36 = !{i32 7, !"PIE Level", i32 2}
!37 = !{i32 7, !"uwtable", i32 2}
!38 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!39 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!40 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 39, type: !41, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !43)
!41 = !DISubroutineType(types: !42)
!42 = !{!31}
!43 = !{!44}
!44 = !DILocalVariable(name: "i", scope: !45, file: !2, line: 44, type: !31)
!45 = distinct !DILexicalBlock(scope: !40, file: !2, line: 44, column: 5)
!46 = !DILocation(line: 40, column: 35, scope: !40)
!47 = !DILocation(line: 40, column: 47, scope: !40)
!48 = !DILocation(line: 40, column: 59, scope: !40)
!49 = !DILocation(line: 40, column: 5, scope: !40)
!50 = !DILocation(line: 41, column: 36, scope: !40)
!51 = !DILocation(line: 41, column: 50, scope: !40)
!52 = !DILocation(line: 41, column: 63, scope: !40)
!53 = !DILocation(line: 41, column: 5, scope: !40)
!54 = !DILocation(line: 42, column: 43, scope: !40)
!55 = !DILocation(line: 42, column: 66, scope: !40)
!56 = !DILocation(line: 42, column: 98, scope: !40)
!57 = !DILocation(line: 42, column: 5, scope: !40)
!58 = !DILocation(line: 43, column: 47, scope: !40)
!59 = !DILocation(line: 43, column: 71, scope: !40)
!60 = !DILocation(line: 43, column: 105, scope: !40)
!61 = !DILocation(line: 43, column: 5, scope: !40)
!62 = !DILocation(line: 0, scope: !45)
!63 = !DILocation(line: 44, column: 33, scope: !64)
!64 = distinct !DILexicalBlock(scope: !45, file: !2, line: 44, column: 5)
!65 = !DILocation(line: 45, column: 33, scope: !40)
!66 = !{!67, !67, i64 0}
!67 = !{!"int", !68, i64 0}
!68 = !{!"omnipotent char", !69, i64 0}
!69 = !{!"Simple C/C++ TBAA"}
!70 = !DILocation(line: 45, column: 5, scope: !40)
!71 = !DILocation(line: 46, column: 12, scope: !40)
!72 = !DILocation(line: 46, column: 27, scope: !40)
!73 = !DILocation(line: 46, column: 40, scope: !40)
!74 = !DILocation(line: 46, column: 25, scope: !40)
!75 = !DILocation(line: 46, column: 45, scope: !40)
!76 = !DILocation(line: 46, column: 5, scope: !40)
!77 = !DISubprogram(name: "printf", scope: !78, file: !78, line: 356, type: !79, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!78 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!79 = !DISubroutineType(types: !80)
!80 = !{!31, !81, null}
!81 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !82)
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 64)
!83 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!84 = distinct !DISubprogram(name: "is_zero", scope: !2, file: !2, line: 7, type: !85, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !88)
!85 = !DISubroutineType(types: !86)
!86 = !{!31, !87}
!87 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!88 = !{!89, !90}
!89 = !DILocalVariable(name: "x", arg: 1, scope: !84, file: !2, line: 7, type: !87)
!90 = !DILabel(scope: !84, name: "zero", file: !2, line: 10)
!91 = !DILocation(line: 0, scope: !84)
!92 = !DILocation(line: 8, column: 5, scope: !84)
!93 = !{i64 374, i64 389}
!94 = !DILocation(line: 10, column: 1, scope: !84)
!95 = !DILocation(line: 11, column: 5, scope: !84)
!96 = !DILocation(line: 12, column: 1, scope: !84)
!97 = distinct !DISubprogram(name: "classify", scope: !2, file: !2, line: 13, type: !98, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !100)
!98 = !DISubroutineType(types: !99)
!99 = !{!31, !31}
!100 = !{!101, !102, !103}
!101 = !DILocalVariable(name: "x", arg: 1, scope: !97, file: !2, line: 13, type: !31)
!102 = !DILabel(scope: !97, name: "negative", file: !2, line: 16)
!103 = !DILabel(scope: !97, name: "zero", file: !2, line: 18)
!104 = !DILocation(line: 0, scope: !97)
!105 = !DILocation(line: 14, column: 5, scope: !97)
!106 = !{i64 530, i64 544, i64 554}
!107 = !DILocation(line: 16, column: 1, scope: !97)
!108 = !DILocation(line: 17, column: 5, scope: !97)
!109 = !DILocation(line: 18, column: 1, scope: !97)
!110 = !DILocation(line: 19, column: 5, scope: !97)
!111 = !DILocation(line: 20, column: 1, scope: !97)
!112 = distinct !DISubprogram(name: "add_or_overflow", scope: !2, file: !2, line: 21, type: !113, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !115)
!113 = !DISubroutineType(types: !114)
!114 = !{!31, !31, !31}
!115 = !{!116, !117, !118, !119}
!116 = !DILocalVariable(name: "a", arg: 1, scope: !112, file: !2, line: 21, type: !31)
!117 = !DILocalVariable(name: "b", arg: 2, scope: !112, file: !2, line: 21, type: !31)
!118 = !DILocalVariable(name: "r", scope: !112, file: !2, line: 22, type: !31)
!119 = !DILabel(scope: !112, name: "ovf", file: !2, line: 25)
!120 = !DILocation(line: 0, scope: !112)
!121 = !DILocation(line: 23, column: 5, scope: !112)
!122 = !{i64 759, i64 773}
!123 = !DILocation(line: 25, column: 1, scope: !112)
!124 = !DILocation(line: 26, column: 5, scope: !112)
!125 = !DILocation(line: 27, column: 1, scope: !112)
!126 = distinct !DISubprogram(name: "naked_add3", scope: !2, file: !2, line: 28, type: !127, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29)
!127 = !DISubroutineType(types: !128)
!128 = !{!87, !87, !87, !87}
!129 = !DILocation(line: 29, column: 5, scope: !126)
!130 = !{i64 953, i64 978, i64 997}
!131 = !DILocation(line: 30, column: 1, scope: !126)
!132 = distinct !DISubprogram(name: "naked_popcount_loop", scope: !2, file: !2, line: 31, type: !133, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29)
!133 = !DISubroutineType(types: !134)
!134 = !{!135, !135}
!135 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !136, line: 26, baseType: !137)
!136 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!137 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !138, line: 42, baseType: !139)
!138 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!139 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!140 = !DILocation(line: 32, column: 5, scope: !132)
!141 = !{i64 1103, i64 1136, i64 1140, i64 1160, i64 1169, i64 1192, i64 1211, i64 1224, i64 1249, i64 1253}
!142 = !DILocation(line: 35, column: 1, scope: !132)
!143 = distinct !DISubprogram(name: "barrier_count", scope: !2, file: !2, line: 37, type: !144, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29)
!144 = !DISubroutineType(types: !145)
!145 = !{null}
!146 = !DILocation(line: 37, column: 61, scope: !143)
!147 = !{i64 1366}
!148 = !DILocation(line: 37, column: 108, scope: !143)
!149 = !DILocation(line: 37, column: 112, scope: !143)
!150 = !{i64 1417}
!151 = !DILocation(line: 37, column: 147, scope: !143)
