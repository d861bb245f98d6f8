; ModuleID = 'programs/return_narrow_types.c'
source_filename = "programs/return_narrow_types.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [72 x i8] c"x=%3d i8=%4d u8=%3u i16=%6d u16=%5u b=%d c=%4d u32=%10u f=%a ld=%La %s\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [7 x i8] c"s=%ld\0A\00", align 1, !dbg !7
@r_ptr.names.rel = internal unnamed_addr constant [3 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.2 to i64), i64 ptrtoint (ptr @r_ptr.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @r_ptr.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.4 to i64), i64 ptrtoint (ptr @r_ptr.names.rel to i64)) to i32)], align 4
@.str.2 = private unnamed_addr constant [5 x i8] c"zero\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"one\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [4 x i8] c"two\00", align 1, !dbg !22

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !70 {
    #dbg_value(ptr @r_i8, !74, !DIExpression(), !88)
    #dbg_value(ptr @r_u16, !78, !DIExpression(), !88)
    #dbg_value(i64 0, !82, !DIExpression(), !88)
    #dbg_value(i32 -20, !83, !DIExpression(), !89)
  br label %5, !dbg !90

1:                                                ; preds = %5
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %32), !dbg !91
  %3 = trunc i64 %32 to i32, !dbg !92
  %4 = and i32 %3, 127, !dbg !92
  ret i32 %4, !dbg !93

5:                                                ; preds = %0, %5
  %6 = phi i64 [ 0, %0 ], [ %32, %5 ]
  %7 = phi i32 [ -20, %0 ], [ %45, %5 ]
    #dbg_value(i64 %6, !82, !DIExpression(), !88)
    #dbg_value(i32 %7, !83, !DIExpression(), !89)
  %8 = tail call fastcc signext i8 @r_i8(i32 noundef %7), !dbg !94
  %9 = sext i8 %8 to i64, !dbg !95
  %10 = mul nsw i64 %9, 1000000, !dbg !96
  %11 = tail call fastcc zeroext i8 @r_u8(i32 noundef %7), !dbg !97
  %12 = zext i8 %11 to i64, !dbg !98
  %13 = mul nuw nsw i64 %12, 1000, !dbg !99
  %14 = tail call fastcc signext i16 @r_i16(i32 noundef %7), !dbg !100
  %15 = sext i16 %14 to i64, !dbg !100
  %16 = tail call fastcc zeroext i16 @r_u16(i32 noundef %7), !dbg !101
  %17 = zext i16 %16 to i64, !dbg !101
  %18 = tail call fastcc zeroext i1 @r_bool(i32 noundef %7), !dbg !102
  %19 = zext i1 %18 to i64, !dbg !102
  %20 = tail call fastcc signext i8 @r_char(i32 noundef %7), !dbg !103
  %21 = sext i8 %20 to i64, !dbg !103
  %22 = tail call fastcc i32 @r_u32(i32 noundef %7), !dbg !104
  %23 = zext i32 %22 to i64, !dbg !105
    #dbg_value(i64 poison, !85, !DIExpression(), !106)
  %24 = shl nuw nsw i64 %17, 1
  %25 = add i64 %6, %9, !dbg !107
  %26 = add i64 %25, %10, !dbg !108
  %27 = add i64 %26, %13, !dbg !109
  %28 = add i64 %27, %15, !dbg !110
  %29 = add i64 %28, %19, !dbg !111
  %30 = add i64 %29, %24, !dbg !112
  %31 = add i64 %30, %21, !dbg !113
  %32 = add i64 %31, %23, !dbg !114
    #dbg_value(i64 %32, !82, !DIExpression(), !88)
  %33 = sext i8 %8 to i32, !dbg !115
  %34 = zext i8 %11 to i32, !dbg !116
  %35 = sext i16 %14 to i32, !dbg !117
  %36 = zext i16 %16 to i32, !dbg !118
  %37 = zext i1 %18 to i32, !dbg !119
  %38 = sext i8 %20 to i32, !dbg !120
  %39 = tail call fastcc float @r_float(i32 noundef %7), !dbg !121
  %40 = fpext float %39 to double, !dbg !122
  %41 = tail call fastcc x86_fp80 @r_ld(i32 noundef %7), !dbg !123
  %42 = add nsw i32 %7, 30, !dbg !124
  %43 = tail call fastcc ptr @r_ptr(i32 noundef %42), !dbg !125
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %7, i32 noundef %33, i32 noundef %34, i32 noundef %35, i32 noundef %36, i32 noundef %37, i32 noundef %38, i32 noundef %22, double noundef %40, x86_fp80 noundef %41, ptr noundef %43), !dbg !126
  %45 = add nsw i32 %7, 3, !dbg !127
    #dbg_value(i32 %45, !83, !DIExpression(), !89)
  %46 = icmp slt i32 %7, 18, !dbg !128
  br i1 %46, label %5, label %1, !dbg !90, !llvm.loop !129
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @r_i8(i32 noundef %0) unnamed_addr #1 !dbg !132 {
    #dbg_value(i32 %0, !134, !DIExpression(), !135)
  %2 = trunc i32 %0 to i8, !dbg !136
  %3 = mul i8 %2, 37, !dbg !136
  ret i8 %3, !dbg !137
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i16 @r_u16(i32 noundef %0) unnamed_addr #1 !dbg !138 {
    #dbg_value(i32 %0, !140, !DIExpression(), !141)
  %2 = trunc i32 %0 to i16, !dbg !142
  %3 = mul i16 %2, 3701, !dbg !142
  ret i16 %3, !dbg !143
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i8 @r_u8(i32 noundef %0) unnamed_addr #1 !dbg !144 {
    #dbg_value(i32 %0, !148, !DIExpression(), !149)
  %2 = trunc i32 %0 to i8, !dbg !150
  %3 = mul i8 %2, 37, !dbg !150
  ret i8 %3, !dbg !151
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i16 @r_i16(i32 noundef %0) unnamed_addr #1 !dbg !152 {
    #dbg_value(i32 %0, !156, !DIExpression(), !157)
  %2 = trunc i32 %0 to i16, !dbg !158
  %3 = mul i16 %2, 3701, !dbg !158
  ret i16 %3, !dbg !159
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i1 @r_bool(i32 noundef %0) unnamed_addr #1 !dbg !160 {
    #dbg_value(i32 %0, !165, !DIExpression(), !166)
  %2 = srem i32 %0, 3, !dbg !167
  %3 = icmp eq i32 %2, 0, !dbg !168
  ret i1 %3, !dbg !169
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @r_char(i32 noundef %0) unnamed_addr #1 !dbg !170 {
    #dbg_value(i32 %0, !174, !DIExpression(), !175)
  %2 = trunc i32 %0 to i8, !dbg !176
  %3 = mul i8 %2, 50, !dbg !176
  ret i8 %3, !dbg !177
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @r_u32(i32 noundef %0) unnamed_addr #1 !dbg !178 {
    #dbg_value(i32 %0, !182, !DIExpression(), !183)
  %2 = mul i32 %0, -1640531527, !dbg !184
  ret i32 %2, !dbg !185
}

; Function Attrs: nofree nounwind
declare !dbg !186 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @r_float(i32 noundef %0) unnamed_addr #1 !dbg !191 {
    #dbg_value(i32 %0, !195, !DIExpression(), !196)
  %2 = sitofp i32 %0 to float, !dbg !197
  %3 = fdiv float %2, 3.000000e+00, !dbg !198
  ret float %3, !dbg !199
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef x86_fp80 @r_ld(i32 noundef %0) unnamed_addr #1 !dbg !200 {
    #dbg_value(i32 %0, !204, !DIExpression(), !205)
  %2 = sitofp i32 %0 to x86_fp80, !dbg !206
  %3 = fdiv x86_fp80 %2, 0xK4000C000000000000000, !dbg !207
  ret x86_fp80 %3, !dbg !208
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc ptr @r_ptr(i32 noundef %0) unnamed_addr #1 !dbg !52 {
    #dbg_value(i32 %0, !58, !DIExpression(), !209)
  %2 = srem i32 %0, 3, !dbg !210
  %3 = sext i32 %2 to i64, !dbg !211
  %4 = shl i64 %3, 2, !dbg !211
  %5 = call ptr @llvm.load.relative.i64(ptr @r_ptr.names.rel, i64 %4), !dbg !211
  ret ptr %5, !dbg !212
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }

!llvm.dbg.cu = !{!24}
!llvm.module.flags = !{!62, !63, !64, !65, !66, !67, !68}
!llvm.ident = !{!69}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/return_narrow_types.c", directory: ".", checksumkind: CSK_MD5, checksum: "9f0ed75e3708fa19bf2e48ba0a822931")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 576, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 72)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 7)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 5)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 4)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !19, isLocal: true, isDefinition: true)
!24 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !25, globals: !49, splitDebugInlining: false, nameTableKind: None)
!25 = !{!26, !27, !28, !29, !34, !38, !41, !4, !44, !47, !48}
!26 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!27 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!28 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !30, line: 24, baseType: !31)
!30 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !32, line: 37, baseType: !33)
!32 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!33 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !35, line: 25, baseType: !36)
!35 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !32, line: 40, baseType: !37)
!37 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !35, line: 24, baseType: !39)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !32, line: 38, baseType: !40)
!40 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !30, line: 25, baseType: !42)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !32, line: 39, baseType: !43)
!43 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !35, line: 26, baseType: !45)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !32, line: 42, baseType: !46)
!46 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!47 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!48 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!49 = !{!0, !7, !12, !17, !22, !50}
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(name: "names", scope: !52, file: !2, line: 17, type: !59, isLocal: true, isDefinition: true)
!52 = distinct !DISubprogram(name: "r_ptr", scope: !2, file: !2, line: 17, type: !53, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !57)
!53 = !DISubroutineType(types: !54)
!54 = !{!55, !28}
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!56 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!57 = !{!58}
!58 = !DILocalVariable(name: "x", arg: 1, scope: !52, file: !2, line: 17, type: !28)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !55, size: 192, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 3)
!62 = !{i32 7, !"Dwarf Version", i32 5}
!63 = !{i32 2, !"Debug Info Version", i32 3}
!64 = !{i32 1, !"wchar_size", i32 4}
!65 = !{i32 8, !"PIC Level", i32 2}
!66 = !{i32 7, !"PIE Level", i32 2}
!67 = !{i32 7, !"uwtable", i32 2}
!68 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!69 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!70 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 20, type: !71, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !73)
!71 = !DISubroutineType(types: !72)
!72 = !{!28}
!73 = !{!74, !78, !82, !83, !85}
!74 = !DILocalVariable(name: "fi8", scope: !70, file: !2, line: 21, type: !75)
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 64)
!76 = !DISubroutineType(types: !77)
!77 = !{!29, !28}
!78 = !DILocalVariable(name: "fu16", scope: !70, file: !2, line: 21, type: !79)
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!80 = !DISubroutineType(types: !81)
!81 = !{!34, !28}
!82 = !DILocalVariable(name: "s", scope: !70, file: !2, line: 22, type: !26)
!83 = !DILocalVariable(name: "x", scope: !84, file: !2, line: 23, type: !28)
!84 = distinct !DILexicalBlock(scope: !70, file: !2, line: 23, column: 5)
!85 = !DILocalVariable(name: "v", scope: !86, file: !2, line: 24, type: !26)
!86 = distinct !DILexicalBlock(scope: !87, file: !2, line: 23, column: 40)
!87 = distinct !DILexicalBlock(scope: !84, file: !2, line: 23, column: 5)
!88 = !DILocation(line: 0, scope: !70)
!89 = !DILocation(line: 0, scope: !84)
!90 = !DILocation(line: 23, column: 5, scope: !84)
!91 = !DILocation(line: 29, column: 5, scope: !70)
!92 = !DILocation(line: 30, column: 12, scope: !70)
!93 = !DILocation(line: 30, column: 5, scope: !70)
!94 = !DILocation(line: 24, column: 24, scope: !86)
!95 = !DILocation(line: 24, column: 18, scope: !86)
!96 = !DILocation(line: 24, column: 32, scope: !86)
!97 = !DILocation(line: 24, column: 50, scope: !86)
!98 = !DILocation(line: 24, column: 44, scope: !86)
!99 = !DILocation(line: 24, column: 58, scope: !86)
!100 = !DILocation(line: 24, column: 67, scope: !86)
!101 = !DILocation(line: 24, column: 78, scope: !86)
!102 = !DILocation(line: 24, column: 89, scope: !86)
!103 = !DILocation(line: 24, column: 101, scope: !86)
!104 = !DILocation(line: 24, column: 119, scope: !86)
!105 = !DILocation(line: 24, column: 113, scope: !86)
!106 = !DILocation(line: 0, scope: !86)
!107 = !DILocation(line: 24, column: 65, scope: !86)
!108 = !DILocation(line: 24, column: 76, scope: !86)
!109 = !DILocation(line: 24, column: 87, scope: !86)
!110 = !DILocation(line: 24, column: 99, scope: !86)
!111 = !DILocation(line: 24, column: 111, scope: !86)
!112 = !DILocation(line: 25, column: 16, scope: !86)
!113 = !DILocation(line: 25, column: 25, scope: !86)
!114 = !DILocation(line: 25, column: 11, scope: !86)
!115 = !DILocation(line: 26, column: 95, scope: !86)
!116 = !DILocation(line: 26, column: 104, scope: !86)
!117 = !DILocation(line: 26, column: 113, scope: !86)
!118 = !DILocation(line: 26, column: 123, scope: !86)
!119 = !DILocation(line: 26, column: 133, scope: !86)
!120 = !DILocation(line: 26, column: 144, scope: !86)
!121 = !DILocation(line: 27, column: 24, scope: !86)
!122 = !DILocation(line: 27, column: 16, scope: !86)
!123 = !DILocation(line: 27, column: 36, scope: !86)
!124 = !DILocation(line: 27, column: 53, scope: !86)
!125 = !DILocation(line: 27, column: 45, scope: !86)
!126 = !DILocation(line: 26, column: 9, scope: !86)
!127 = !DILocation(line: 23, column: 34, scope: !87)
!128 = !DILocation(line: 23, column: 25, scope: !87)
!129 = distinct !{!129, !90, !130, !131}
!130 = !DILocation(line: 28, column: 5, scope: !84)
!131 = !{!"llvm.loop.mustprogress"}
!132 = distinct !DISubprogram(name: "r_i8", scope: !2, file: !2, line: 9, type: !76, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !133)
!133 = !{!134}
!134 = !DILocalVariable(name: "x", arg: 1, scope: !132, file: !2, line: 9, type: !28)
!135 = !DILocation(line: 0, scope: !132)
!136 = !DILocation(line: 9, column: 62, scope: !132)
!137 = !DILocation(line: 9, column: 55, scope: !132)
!138 = distinct !DISubprogram(name: "r_u16", scope: !2, file: !2, line: 12, type: !80, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !139)
!139 = !{!140}
!140 = !DILocalVariable(name: "x", arg: 1, scope: !138, file: !2, line: 12, type: !28)
!141 = !DILocation(line: 0, scope: !138)
!142 = !DILocation(line: 12, column: 65, scope: !138)
!143 = !DILocation(line: 12, column: 58, scope: !138)
!144 = distinct !DISubprogram(name: "r_u8", scope: !2, file: !2, line: 10, type: !145, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !147)
!145 = !DISubroutineType(types: !146)
!146 = !{!38, !28}
!147 = !{!148}
!148 = !DILocalVariable(name: "x", arg: 1, scope: !144, file: !2, line: 10, type: !28)
!149 = !DILocation(line: 0, scope: !144)
!150 = !DILocation(line: 10, column: 63, scope: !144)
!151 = !DILocation(line: 10, column: 56, scope: !144)
!152 = distinct !DISubprogram(name: "r_i16", scope: !2, file: !2, line: 11, type: !153, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !155)
!153 = !DISubroutineType(types: !154)
!154 = !{!41, !28}
!155 = !{!156}
!156 = !DILocalVariable(name: "x", arg: 1, scope: !152, file: !2, line: 11, type: !28)
!157 = !DILocation(line: 0, scope: !152)
!158 = !DILocation(line: 11, column: 64, scope: !152)
!159 = !DILocation(line: 11, column: 57, scope: !152)
!160 = distinct !DISubprogram(name: "r_bool", scope: !2, file: !2, line: 13, type: !161, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !164)
!161 = !DISubroutineType(types: !162)
!162 = !{!163, !28}
!163 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!164 = !{!165}
!165 = !DILocalVariable(name: "x", arg: 1, scope: !160, file: !2, line: 13, type: !28)
!166 = !DILocation(line: 0, scope: !160)
!167 = !DILocation(line: 13, column: 64, scope: !160)
!168 = !DILocation(line: 13, column: 68, scope: !160)
!169 = !DILocation(line: 13, column: 55, scope: !160)
!170 = distinct !DISubprogram(name: "r_char", scope: !2, file: !2, line: 14, type: !171, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !173)
!171 = !DISubroutineType(types: !172)
!172 = !{!4, !28}
!173 = !{!174}
!174 = !DILocalVariable(name: "x", arg: 1, scope: !170, file: !2, line: 14, type: !28)
!175 = !DILocation(line: 0, scope: !170)
!176 = !DILocation(line: 14, column: 62, scope: !170)
!177 = !DILocation(line: 14, column: 55, scope: !170)
!178 = distinct !DISubprogram(name: "r_u32", scope: !2, file: !2, line: 18, type: !179, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !181)
!179 = !DISubroutineType(types: !180)
!180 = !{!44, !28}
!181 = !{!182}
!182 = !DILocalVariable(name: "x", arg: 1, scope: !178, file: !2, line: 18, type: !28)
!183 = !DILocation(line: 0, scope: !178)
!184 = !DILocation(line: 18, column: 77, scope: !178)
!185 = !DILocation(line: 18, column: 58, scope: !178)
!186 = !DISubprogram(name: "printf", scope: !187, file: !187, line: 356, type: !188, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!187 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!188 = !DISubroutineType(types: !189)
!189 = !{!28, !190, null}
!190 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !55)
!191 = distinct !DISubprogram(name: "r_float", scope: !2, file: !2, line: 15, type: !192, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !194)
!192 = !DISubroutineType(types: !193)
!193 = !{!47, !28}
!194 = !{!195}
!195 = !DILocalVariable(name: "x", arg: 1, scope: !191, file: !2, line: 15, type: !28)
!196 = !DILocation(line: 0, scope: !191)
!197 = !DILocation(line: 15, column: 64, scope: !191)
!198 = !DILocation(line: 15, column: 73, scope: !191)
!199 = !DILocation(line: 15, column: 57, scope: !191)
!200 = distinct !DISubprogram(name: "r_ld", scope: !2, file: !2, line: 16, type: !201, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !203)
!201 = !DISubroutineType(types: !202)
!202 = !{!48, !28}
!203 = !{!204}
!204 = !DILocalVariable(name: "x", arg: 1, scope: !200, file: !2, line: 16, type: !28)
!205 = !DILocation(line: 0, scope: !200)
!206 = !DILocation(line: 16, column: 67, scope: !200)
!207 = !DILocation(line: 16, column: 82, scope: !200)
!208 = !DILocation(line: 16, column: 60, scope: !200)
!209 = !DILocation(line: 0, scope: !52)
!210 = !DILocation(line: 17, column: 129, scope: !52)
!211 = !DILocation(line: 17, column: 121, scope: !52)
!212 = !DILocation(line: 17, column: 114, scope: !52)
