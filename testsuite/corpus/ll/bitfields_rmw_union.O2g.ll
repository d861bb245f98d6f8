; ModuleID = 'programs/bitfields_rmw_union.c'
source_filename = "programs/bitfields_rmw_union.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.counters = type { i32 }

@.str = private unnamed_addr constant [12 x i8] c"en -> %08x\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [14 x i8] c"mode -> %08x\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [13 x i8] c"div -> %08x\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [14 x i8] c"offs -> %08x\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [14 x i8] c"rsvd -> %08x\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [25 x i8] c"div+=100 -> %08x div=%u\0A\00", align 1, !dbg !21
@.str.6 = private unnamed_addr constant [26 x i8] c"offs-=30 -> %08x offs=%d\0A\00", align 1, !dbg !26
@.str.7 = private unnamed_addr constant [49 x i8] c"from word: en=%u mode=%u div=%u offs=%d rsvd=%x\0A\00", align 1, !dbg !31
@.str.8 = private unnamed_addr constant [35 x i8] c"counters a=%u b=%u c=%u d=%u e=%u\0A\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [30 x i8] c"promoted=%d wide=%lld cmp=%d\0A\00", align 1, !dbg !41

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !59 {
  %1 = alloca %struct.counters, align 4, !DIAssignID !92
    #dbg_assign(i1 undef, !79, !DIExpression(), !92, ptr %1, !DIExpression(), !93)
    #dbg_value(i32 0, !63, !DIExpression(), !93)
    #dbg_value(i32 1, !63, !DIExpression(), !93)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1), !dbg !94
    #dbg_value(i32 11, !63, !DIExpression(), !93)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 11), !dbg !95
    #dbg_value(i32 3211, !63, !DIExpression(), !93)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3211), !dbg !96
    #dbg_value(i32 253067, !63, !DIExpression(), !93)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 253067), !dbg !97
    #dbg_value(i32 -9077, !63, !DIExpression(), !93)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -9077), !dbg !98
    #dbg_value(i32 -11573, !63, !DIExpression(), !93)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef -11573, i32 noundef 44), !dbg !99
    #dbg_value(i32 -134453, !63, !DIExpression(), !93)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef -134453, i32 noundef 31), !dbg !100
    #dbg_value(i32 -559038737, !63, !DIExpression(), !93)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1, i32 noundef 7, i32 noundef 238, i32 noundef 27, i32 noundef 14251), !dbg !101
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #4, !dbg !102
  store i32 0, ptr %1, align 4, !dbg !103, !DIAssignID !104
    #dbg_assign(i32 0, !79, !DIExpression(), !104, ptr %1, !DIExpression(), !93)
    #dbg_value(i32 0, !87, !DIExpression(), !105)
  br label %27, !dbg !106

10:                                               ; preds = %27
  %11 = load i32, ptr %1, align 4, !dbg !107
  %12 = and i32 %11, 15, !dbg !107
  %13 = lshr i32 %11, 4, !dbg !108
  %14 = and i32 %13, 15, !dbg !108
  %15 = lshr i32 %11, 8, !dbg !109
  %16 = and i32 %15, 15, !dbg !109
  %17 = lshr i32 %11, 12, !dbg !110
  %18 = and i32 %17, 15, !dbg !110
  %19 = lshr i32 %11, 16, !dbg !111
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %12, i32 noundef %14, i32 noundef %16, i32 noundef %18, i32 noundef %19), !dbg !112
  %21 = add nuw nsw i32 %12, -20, !dbg !113
    #dbg_value(i32 %21, !89, !DIExpression(), !93)
  %22 = mul nuw nsw i32 %19, 10000, !dbg !114
  %23 = zext nneg i32 %22 to i64, !dbg !115
    #dbg_value(i64 %23, !90, !DIExpression(), !93)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %21, i64 noundef %23, i32 noundef 1), !dbg !116
  %25 = add nuw nsw i32 %19, 110, !dbg !117
  %26 = and i32 %25, 127, !dbg !118
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #4, !dbg !119
  ret i32 %26, !dbg !120

27:                                               ; preds = %0, %27
  %28 = phi i32 [ 0, %0 ], [ %29, %27 ]
    #dbg_value(i32 %28, !87, !DIExpression(), !105)
  call fastcc void @tick(ptr noundef nonnull %1, i32 noundef %28), !dbg !121
  %29 = add nuw nsw i32 %28, 1, !dbg !123
    #dbg_value(i32 %29, !87, !DIExpression(), !105)
  %30 = icmp eq i32 %29, 100, !dbg !124
  br i1 %30, label %10, label %27, !dbg !106, !llvm.loop !125
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !128 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @tick(ptr nocapture noundef %0, i32 noundef %1) unnamed_addr #3 !dbg !135 {
    #dbg_value(ptr %0, !140, !DIExpression(), !142)
    #dbg_value(i32 %1, !141, !DIExpression(), !142)
  %3 = load i32, ptr %0, align 4, !dbg !143
  %4 = add i32 %3, 1, !dbg !143
  %5 = and i32 %4, 15, !dbg !143
  %6 = and i32 %3, -16, !dbg !143
  %7 = or disjoint i32 %5, %6, !dbg !143
  %8 = srem i32 %1, 3, !dbg !144
  %9 = icmp eq i32 %8, 0, !dbg !146
  %10 = add i32 %3, 48, !dbg !147
  %11 = and i32 %10, 240, !dbg !147
  %12 = and i32 %7, -241, !dbg !147
  %13 = or disjoint i32 %12, %11, !dbg !147
  %14 = select i1 %9, i32 %13, i32 %7, !dbg !147
  %15 = srem i32 %1, 5, !dbg !148
  %16 = icmp eq i32 %15, 0, !dbg !150
  %17 = add i32 %14, 3840, !dbg !151
  %18 = and i32 %17, 3840, !dbg !151
  %19 = and i32 %14, -3841, !dbg !151
  %20 = or disjoint i32 %18, %19, !dbg !151
  %21 = select i1 %16, i32 %20, i32 %14, !dbg !151
  %22 = shl i32 %1, 12, !dbg !152
  %23 = xor i32 %21, %22, !dbg !152
  %24 = mul i32 %1, 458752, !dbg !153
  %25 = add i32 %21, %24, !dbg !153
  %26 = and i32 %25, -65536, !dbg !153
  %27 = and i32 %23, 65535, !dbg !153
  %28 = or disjoint i32 %27, %26, !dbg !153
  store i32 %28, ptr %0, align 4, !dbg !153
  ret void, !dbg !154
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!46}
!llvm.module.flags = !{!51, !52, !53, !54, !55, !56, !57}
!llvm.ident = !{!58}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/bitfields_rmw_union.c", directory: ".", checksumkind: CSK_MD5, checksum: "6e00c379a22e26bede32a27072cb5f50")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 12)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 14)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 13)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !9, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !9, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 25)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 26)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 392, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 49)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 35)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 30)
!46 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !47, globals: !50, splitDebugInlining: false, nameTableKind: None)
!47 = !{!48, !49}
!48 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!49 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!50 = !{!0, !7, !12, !17, !19, !21, !26, !31, !36, !41}
!51 = !{i32 7, !"Dwarf Version", i32 5}
!52 = !{i32 2, !"Debug Info Version", i32 3}
!53 = !{i32 1, !"wchar_size", i32 4}
!54 = !{i32 8, !"PIC Level", i32 2}
!55 = !{i32 7, !"PIE Level", i32 2}
!56 = !{i32 7, !"uwtable", i32 2}
!57 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!58 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!59 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 20, type: !60, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !62)
!60 = !DISubroutineType(types: !61)
!61 = !{!48}
!62 = !{!63, !79, !87, !89, !90}
!63 = !DILocalVariable(name: "r", scope: !59, file: !2, line: 21, type: !64)
!64 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "reg", file: !2, line: 9, size: 32, elements: !65)
!65 = !{!66, !71}
!66 = !DIDerivedType(tag: DW_TAG_member, name: "word", scope: !64, file: !2, line: 9, baseType: !67, size: 32)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !68, line: 26, baseType: !69)
!68 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !70, line: 42, baseType: !49)
!70 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!71 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !64, file: !2, line: 9, baseType: !72, size: 32)
!72 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !64, file: !2, line: 9, size: 32, elements: !73)
!73 = !{!74, !75, !76, !77, !78}
!74 = !DIDerivedType(tag: DW_TAG_member, name: "en", scope: !72, file: !2, line: 9, baseType: !49, size: 1, flags: DIFlagBitField, extraData: i64 0)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "mode", scope: !72, file: !2, line: 9, baseType: !49, size: 3, offset: 1, flags: DIFlagBitField, extraData: i64 0)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "div", scope: !72, file: !2, line: 9, baseType: !49, size: 8, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "offs", scope: !72, file: !2, line: 9, baseType: !48, size: 6, offset: 12, flags: DIFlagBitField, extraData: i64 0)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "rsvd", scope: !72, file: !2, line: 9, baseType: !49, size: 14, offset: 18, flags: DIFlagBitField, extraData: i64 0)
!79 = !DILocalVariable(name: "c", scope: !59, file: !2, line: 31, type: !80)
!80 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "counters", file: !2, line: 10, size: 32, elements: !81)
!81 = !{!82, !83, !84, !85, !86}
!82 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !80, file: !2, line: 10, baseType: !49, size: 4, flags: DIFlagBitField, extraData: i64 0)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !80, file: !2, line: 10, baseType: !49, size: 4, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !80, file: !2, line: 10, baseType: !49, size: 4, offset: 8, flags: DIFlagBitField, extraData: i64 0)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !80, file: !2, line: 10, baseType: !49, size: 4, offset: 12, flags: DIFlagBitField, extraData: i64 0)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "e", scope: !80, file: !2, line: 10, baseType: !49, size: 16, offset: 16, flags: DIFlagBitField, extraData: i64 0)
!87 = !DILocalVariable(name: "i", scope: !88, file: !2, line: 32, type: !48)
!88 = distinct !DILexicalBlock(scope: !59, file: !2, line: 32, column: 5)
!89 = !DILocalVariable(name: "promoted", scope: !59, file: !2, line: 34, type: !48)
!90 = !DILocalVariable(name: "wide", scope: !59, file: !2, line: 35, type: !91)
!91 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!92 = distinct !DIAssignID()
!93 = !DILocation(line: 0, scope: !59)
!94 = !DILocation(line: 22, column: 17, scope: !59)
!95 = !DILocation(line: 23, column: 19, scope: !59)
!96 = !DILocation(line: 24, column: 20, scope: !59)
!97 = !DILocation(line: 25, column: 20, scope: !59)
!98 = !DILocation(line: 26, column: 24, scope: !59)
!99 = !DILocation(line: 27, column: 21, scope: !59)
!100 = !DILocation(line: 28, column: 21, scope: !59)
!101 = !DILocation(line: 30, column: 5, scope: !59)
!102 = !DILocation(line: 31, column: 5, scope: !59)
!103 = !DILocation(line: 31, column: 21, scope: !59)
!104 = distinct !DIAssignID()
!105 = !DILocation(line: 0, scope: !88)
!106 = !DILocation(line: 32, column: 5, scope: !88)
!107 = !DILocation(line: 33, column: 53, scope: !59)
!108 = !DILocation(line: 33, column: 58, scope: !59)
!109 = !DILocation(line: 33, column: 63, scope: !59)
!110 = !DILocation(line: 33, column: 68, scope: !59)
!111 = !DILocation(line: 33, column: 73, scope: !59)
!112 = !DILocation(line: 33, column: 5, scope: !59)
!113 = !DILocation(line: 34, column: 24, scope: !59)
!114 = !DILocation(line: 35, column: 26, scope: !59)
!115 = !DILocation(line: 35, column: 22, scope: !59)
!116 = !DILocation(line: 36, column: 5, scope: !59)
!117 = !DILocation(line: 37, column: 26, scope: !59)
!118 = !DILocation(line: 37, column: 33, scope: !59)
!119 = !DILocation(line: 38, column: 1, scope: !59)
!120 = !DILocation(line: 37, column: 5, scope: !59)
!121 = !DILocation(line: 32, column: 35, scope: !122)
!122 = distinct !DILexicalBlock(scope: !88, file: !2, line: 32, column: 5)
!123 = !DILocation(line: 32, column: 31, scope: !122)
!124 = !DILocation(line: 32, column: 23, scope: !122)
!125 = distinct !{!125, !106, !126, !127}
!126 = !DILocation(line: 32, column: 45, scope: !88)
!127 = !{!"llvm.loop.mustprogress"}
!128 = !DISubprogram(name: "printf", scope: !129, file: !129, line: 356, type: !130, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!129 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!130 = !DISubroutineType(types: !131)
!131 = !{!48, !132, null}
!132 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !133)
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !134, size: 64)
!134 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!135 = distinct !DISubprogram(name: "tick", scope: !2, file: !2, line: 12, type: !136, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !139)
!136 = !DISubroutineType(types: !137)
!137 = !{null, !138, !48}
!138 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!139 = !{!140, !141}
!140 = !DILocalVariable(name: "c", arg: 1, scope: !135, file: !2, line: 12, type: !138)
!141 = !DILocalVariable(name: "i", arg: 2, scope: !135, file: !2, line: 12, type: !48)
!142 = !DILocation(line: 0, scope: !135)
!143 = !DILocation(line: 13, column: 9, scope: !135)
!144 = !DILocation(line: 14, column: 11, scope: !145)
!145 = distinct !DILexicalBlock(scope: !135, file: !2, line: 14, column: 9)
!146 = !DILocation(line: 14, column: 15, scope: !145)
!147 = !DILocation(line: 14, column: 9, scope: !135)
!148 = !DILocation(line: 15, column: 11, scope: !149)
!149 = distinct !DILexicalBlock(scope: !135, file: !2, line: 15, column: 9)
!150 = !DILocation(line: 15, column: 15, scope: !149)
!151 = !DILocation(line: 15, column: 9, scope: !135)
!152 = !DILocation(line: 16, column: 10, scope: !135)
!153 = !DILocation(line: 17, column: 10, scope: !135)
!154 = !DILocation(line: 18, column: 1, scope: !135)
