; ModuleID = 'programs/enum_underlying_types.c'
source_filename = "programs/enum_underlying_types.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [76 x i8] c"sizes small=%zu neg=%zu big_u=%zu big_l=%zu tiny=%zu tiny_s=%zu holder=%zu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [3 x i8] c"%s\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [24 x i8] c"\0Aclassify: %d %d %d %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [28 x i8] c"widen=%ld %ld uwiden=%u %u\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [30 x i8] c"tiny=%d tiny_s=%d compare=%d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [27 x i8] c"holder s=%d n=%d other=%u\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [34 x i8] c"arith=%d less=%d unsigned_cmp=%d\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [2 x i8] c"A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [2 x i8] c"B\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [2 x i8] c"C\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [2 x i8] c"D\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [2 x i8] c"?\00", align 1, !dbg !48
@switch.table.name.rel = private unnamed_addr constant [7 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.7 to i64), i64 ptrtoint (ptr @switch.table.name.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.8 to i64), i64 ptrtoint (ptr @switch.table.name.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.11 to i64), i64 ptrtoint (ptr @switch.table.name.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.11 to i64), i64 ptrtoint (ptr @switch.table.name.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.11 to i64), i64 ptrtoint (ptr @switch.table.name.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.9 to i64), i64 ptrtoint (ptr @switch.table.name.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.10 to i64), i64 ptrtoint (ptr @switch.table.name.rel to i64)) to i32)], align 4

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 -2147483648, 2147483646) i32 @main() local_unnamed_addr #0 !dbg !95 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 4, i64 noundef 4, i64 noundef 4, i64 noundef 8, i64 noundef 1, i64 noundef 1, i64 noundef 4), !dbg !112
    #dbg_value(i32 0, !99, !DIExpression(), !113)
    #dbg_value(i32 0, !99, !DIExpression(), !113)
  %2 = tail call fastcc ptr @name(i32 noundef 0), !dbg !114
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %2), !dbg !116
    #dbg_value(i32 1, !99, !DIExpression(), !113)
  %4 = tail call fastcc ptr @name(i32 noundef 1), !dbg !114
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %4), !dbg !116
    #dbg_value(i32 2, !99, !DIExpression(), !113)
  %6 = tail call fastcc ptr @name(i32 noundef 2), !dbg !114
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %6), !dbg !116
    #dbg_value(i32 3, !99, !DIExpression(), !113)
  %8 = tail call fastcc ptr @name(i32 noundef 3), !dbg !114
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %8), !dbg !116
    #dbg_value(i32 4, !99, !DIExpression(), !113)
  %10 = tail call fastcc ptr @name(i32 noundef 4), !dbg !114
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %10), !dbg !116
    #dbg_value(i32 5, !99, !DIExpression(), !113)
  %12 = tail call fastcc ptr @name(i32 noundef 5), !dbg !114
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %12), !dbg !116
    #dbg_value(i32 6, !99, !DIExpression(), !113)
  %14 = tail call fastcc ptr @name(i32 noundef 6), !dbg !114
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %14), !dbg !116
    #dbg_value(i32 7, !99, !DIExpression(), !113)
  %16 = tail call fastcc ptr @name(i32 noundef 7), !dbg !114
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %16), !dbg !116
    #dbg_value(i32 8, !99, !DIExpression(), !113)
  %18 = tail call fastcc i32 @classify(i32 noundef -3), !dbg !117
  %19 = tail call fastcc i32 @classify(i32 noundef 0), !dbg !118
  %20 = tail call fastcc i32 @classify(i32 noundef 3), !dbg !119
  %21 = tail call fastcc i32 @classify(i32 noundef 2), !dbg !120
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %18, i32 noundef %19, i32 noundef %20, i32 noundef %21), !dbg !121
  %23 = tail call fastcc i64 @widen(i64 noundef 4294967296), !dbg !122
  %24 = tail call fastcc i64 @widen(i64 noundef -1), !dbg !123
  %25 = tail call fastcc i32 @uwiden(i32 noundef -2147483648), !dbg !124
  %26 = tail call fastcc i32 @uwiden(i32 noundef 1), !dbg !125
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %23, i64 noundef %24, i32 noundef %25, i32 noundef %26), !dbg !126
    #dbg_value(i8 -56, !101, !DIExpression(), !127)
    #dbg_value(i8 -100, !102, !DIExpression(), !127)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 200, i32 noundef -100, i32 noundef 1), !dbg !128
    #dbg_value(i16 poison, !103, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !127)
    #dbg_value(i16 -27034, !103, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !127)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 6, i32 noundef -2, i32 noundef 300), !dbg !129
    #dbg_value(i32 0, !109, !DIExpression(), !127)
    #dbg_value(i32 poison, !109, !DIExpression(), !127)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 6, i32 noundef 1, i32 noundef 1), !dbg !130
  ret i32 4, !dbg !131
}

; Function Attrs: nofree nounwind
declare !dbg !132 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef nonnull ptr @name(i32 noundef %0) unnamed_addr #2 !dbg !139 {
    #dbg_value(i32 %0, !143, !DIExpression(), !144)
  %2 = icmp ult i32 %0, 7, !dbg !145
  br i1 %2, label %3, label %7, !dbg !145

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !145
  %5 = shl i64 %4, 2, !dbg !145
  %6 = call ptr @llvm.load.relative.i64(ptr @switch.table.name.rel, i64 %5), !dbg !145
  br label %7, !dbg !145

7:                                                ; preds = %1, %3
  %8 = phi ptr [ %6, %3 ], [ @.str.11, %1 ], !dbg !144
  ret ptr %8, !dbg !146
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -30, 31) i32 @classify(i32 noundef %0) unnamed_addr #2 !dbg !147 {
    #dbg_value(i32 %0, !151, !DIExpression(), !152)
  switch i32 %0, label %3 [
    i32 -3, label %4
    i32 3, label %2
  ], !dbg !153

2:                                                ; preds = %1
  br label %4, !dbg !154

3:                                                ; preds = %1
  br label %4, !dbg !156

4:                                                ; preds = %1, %3, %2
  %5 = phi i32 [ %0, %3 ], [ 30, %2 ], [ -30, %1 ], !dbg !157
  ret i32 %5, !dbg !158
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -2, 8589934593) i64 @widen(i64 noundef %0) unnamed_addr #2 !dbg !159 {
    #dbg_value(i64 %0, !163, !DIExpression(), !164)
  %2 = shl nsw i64 %0, 1, !dbg !165
  ret i64 %2, !dbg !166
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i32 0, 2) i32 @uwiden(i32 noundef %0) unnamed_addr #2 !dbg !167 {
    #dbg_value(i32 %0, !171, !DIExpression(), !172)
  %2 = lshr i32 %0, 31, !dbg !173
  ret i32 %2, !dbg !174
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }

!llvm.dbg.cu = !{!50}
!llvm.module.flags = !{!87, !88, !89, !90, !91, !92, !93}
!llvm.ident = !{!94}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/enum_underlying_types.c", directory: ".", checksumkind: CSK_MD5, checksum: "33b7472492e654249473995067227aff")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 608, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 76)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 3)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 24)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 28)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 30)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 27)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 34)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 2)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !39, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !39, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !39, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !39, isLocal: true, isDefinition: true)
!50 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !51, retainedTypes: !85, globals: !86, splitDebugInlining: false, nameTableKind: None)
!51 = !{!52, !59, !65, !70, !74, !80}
!52 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "small", file: !2, line: 8, baseType: !53, size: 32, elements: !54)
!53 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!54 = !{!55, !56, !57, !58}
!55 = !DIEnumerator(name: "S_A", value: 0)
!56 = !DIEnumerator(name: "S_B", value: 1)
!57 = !DIEnumerator(name: "S_C", value: 5)
!58 = !DIEnumerator(name: "S_D", value: 6)
!59 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "neg", file: !2, line: 9, baseType: !60, size: 32, elements: !61)
!60 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!61 = !{!62, !63, !64}
!62 = !DIEnumerator(name: "N_MIN", value: -3)
!63 = !DIEnumerator(name: "N_ZERO", value: 0)
!64 = !DIEnumerator(name: "N_MAX", value: 3)
!65 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "big_l", file: !2, line: 11, baseType: !66, size: 64, elements: !67)
!66 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!67 = !{!68, !69}
!68 = !DIEnumerator(name: "BL_NEG", value: -1)
!69 = !DIEnumerator(name: "BL_HUGE", value: 4294967296)
!70 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "big_u", file: !2, line: 10, baseType: !53, size: 32, elements: !71)
!71 = !{!72, !73}
!72 = !DIEnumerator(name: "BU_LOW", value: 1)
!73 = !DIEnumerator(name: "BU_HIGH", value: 2147483648, isUnsigned: true)
!74 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "tiny", file: !2, line: 12, baseType: !75, size: 8, elements: !76)
!75 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!76 = !{!77, !78, !79}
!77 = !DIEnumerator(name: "T_X", value: 0)
!78 = !DIEnumerator(name: "T_Y", value: 1)
!79 = !DIEnumerator(name: "T_Z", value: 200)
!80 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "tiny_s", file: !2, line: 13, baseType: !81, size: 8, elements: !82)
!81 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!82 = !{!83, !84}
!83 = !DIEnumerator(name: "TS_NEG", value: -100)
!84 = !DIEnumerator(name: "TS_POS", value: 100)
!85 = !{!52, !59, !60, !66, !53}
!86 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !44, !46, !48}
!87 = !{i32 7, !"Dwarf Version", i32 5}
!88 = !{i32 2, !"Debug Info Version", i32 3}
!89 = !{i32 1, !"wchar_size", i32 4}
!90 = !{i32 8, !"PIC Level", i32 2}
!91 = !{i32 7, !"PIE Level", i32 2}
!92 = !{i32 7, !"uwtable", i32 2}
!93 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!94 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!95 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 24, type: !96, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !98)
!96 = !DISubroutineType(types: !97)
!97 = !{!60}
!98 = !{!99, !101, !102, !103, !109, !110}
!99 = !DILocalVariable(name: "i", scope: !100, file: !2, line: 26, type: !60)
!100 = distinct !DILexicalBlock(scope: !95, file: !2, line: 26, column: 5)
!101 = !DILocalVariable(name: "t", scope: !95, file: !2, line: 29, type: !74)
!102 = !DILocalVariable(name: "ts", scope: !95, file: !2, line: 29, type: !80)
!103 = !DILocalVariable(name: "h", scope: !95, file: !2, line: 31, type: !104)
!104 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "holder", file: !2, line: 14, size: 32, elements: !105)
!105 = !{!106, !107, !108}
!106 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !104, file: !2, line: 14, baseType: !52, size: 4, flags: DIFlagBitField, extraData: i64 0)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !104, file: !2, line: 14, baseType: !59, size: 3, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "other", scope: !104, file: !2, line: 14, baseType: !53, size: 9, offset: 7, flags: DIFlagBitField, extraData: i64 0)
!109 = !DILocalVariable(name: "e", scope: !95, file: !2, line: 34, type: !52)
!110 = !DILocalVariable(name: "i", scope: !111, file: !2, line: 35, type: !60)
!111 = distinct !DILexicalBlock(scope: !95, file: !2, line: 35, column: 5)
!112 = !DILocation(line: 25, column: 5, scope: !95)
!113 = !DILocation(line: 0, scope: !100)
!114 = !DILocation(line: 26, column: 46, scope: !115)
!115 = distinct !DILexicalBlock(scope: !100, file: !2, line: 26, column: 5)
!116 = !DILocation(line: 26, column: 33, scope: !115)
!117 = !DILocation(line: 27, column: 41, scope: !95)
!118 = !DILocation(line: 27, column: 58, scope: !95)
!119 = !DILocation(line: 27, column: 76, scope: !95)
!120 = !DILocation(line: 27, column: 93, scope: !95)
!121 = !DILocation(line: 27, column: 5, scope: !95)
!122 = !DILocation(line: 28, column: 44, scope: !95)
!123 = !DILocation(line: 28, column: 60, scope: !95)
!124 = !DILocation(line: 28, column: 75, scope: !95)
!125 = !DILocation(line: 28, column: 92, scope: !95)
!126 = !DILocation(line: 28, column: 5, scope: !95)
!127 = !DILocation(line: 0, scope: !95)
!128 = !DILocation(line: 30, column: 5, scope: !95)
!129 = !DILocation(line: 33, column: 5, scope: !95)
!130 = !DILocation(line: 36, column: 5, scope: !95)
!131 = !DILocation(line: 37, column: 5, scope: !95)
!132 = !DISubprogram(name: "printf", scope: !133, file: !133, line: 356, type: !134, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!133 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!134 = !DISubroutineType(types: !135)
!135 = !{!60, !136, null}
!136 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !137)
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !138, size: 64)
!138 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!139 = distinct !DISubprogram(name: "name", scope: !2, file: !2, line: 16, type: !140, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !142)
!140 = !DISubroutineType(types: !141)
!141 = !{!137, !52}
!142 = !{!143}
!143 = !DILocalVariable(name: "s", arg: 1, scope: !139, file: !2, line: 16, type: !52)
!144 = !DILocation(line: 0, scope: !139)
!145 = !DILocation(line: 17, column: 5, scope: !139)
!146 = !DILocation(line: 19, column: 1, scope: !139)
!147 = distinct !DISubprogram(name: "classify", scope: !2, file: !2, line: 20, type: !148, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !150)
!148 = !DISubroutineType(types: !149)
!149 = !{!60, !59}
!150 = !{!151}
!151 = !DILocalVariable(name: "n", arg: 1, scope: !147, file: !2, line: 20, type: !59)
!152 = !DILocation(line: 0, scope: !147)
!153 = !DILocation(line: 20, column: 61, scope: !147)
!154 = !DILocation(line: 20, column: 110, scope: !155)
!155 = distinct !DILexicalBlock(scope: !147, file: !2, line: 20, column: 72)
!156 = !DILocation(line: 20, column: 130, scope: !155)
!157 = !DILocation(line: 20, scope: !155)
!158 = !DILocation(line: 20, column: 147, scope: !147)
!159 = distinct !DISubprogram(name: "widen", scope: !2, file: !2, line: 21, type: !160, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !162)
!160 = !DISubroutineType(types: !161)
!161 = !{!66, !65}
!162 = !{!163}
!163 = !DILocalVariable(name: "v", arg: 1, scope: !159, file: !2, line: 21, type: !65)
!164 = !DILocation(line: 0, scope: !159)
!165 = !DILocation(line: 21, column: 76, scope: !159)
!166 = !DILocation(line: 21, column: 61, scope: !159)
!167 = distinct !DISubprogram(name: "uwiden", scope: !2, file: !2, line: 22, type: !168, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !170)
!168 = !DISubroutineType(types: !169)
!169 = !{!53, !70}
!170 = !{!171}
!171 = !DILocalVariable(name: "v", arg: 1, scope: !167, file: !2, line: 22, type: !70)
!172 = !DILocation(line: 0, scope: !167)
!173 = !DILocation(line: 22, column: 85, scope: !167)
!174 = !DILocation(line: 22, column: 66, scope: !167)
