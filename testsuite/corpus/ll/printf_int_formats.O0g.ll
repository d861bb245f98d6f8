; ModuleID = 'programs/printf_int_formats.c'
source_filename = "programs/printf_int_formats.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [37 x i8] c"[%hhd] [%hhu] [%hd] [%hu] [%d] [%u]\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [27 x i8] c"[%ld] [%lu] [%lld] [%llu]\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [31 x i8] c"[%jd] [%ju] [%zd] [%zu] [%td]\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [43 x i8] c"[%d] [%u] [%d] [%u] [%d] [%u] [%ld] [%lu]\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [29 x i8] c"[%x] [%X] [%o] [%#lx] [%lx]\0A\00", align 1, !dbg !22
@__const.main.vals = private unnamed_addr constant [7 x i32] [i32 0, i32 1, i32 -1, i32 42, i32 -42, i32 123456, i32 2147483647], align 16
@.str.5 = private unnamed_addr constant [43 x i8] c"[%8d|%-8d|%08d|%+d|% d|%.4d|%8.4d|%x|%#o]\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [18 x i8] c"[%d] [%lu] [%ld]\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [5 x i8] c"%lld\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [21 x i8] c"truncated '%s' n=%d\0A\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [8 x i8] c"count%n\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [8 x i8] c" -> %d\0A\00", align 1, !dbg !49

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !89 {
  %1 = alloca i32, align 4
  %2 = alloca [7 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca [8 x i8], align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef -128, i32 noundef 255, i32 noundef -32768, i32 noundef 65535, i32 noundef -2147483648, i32 noundef -1), !dbg !94
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef -9223372036854775808, i64 noundef -1, i64 noundef -9223372036854775808, i64 noundef -1), !dbg !95
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef -9223372036854775808, i64 noundef -1, i64 noundef -5, i64 noundef -1, i64 noundef 9223372036854775807), !dbg !96
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef -128, i32 noundef 255, i32 noundef -32768, i32 noundef 65535, i32 noundef -2147483648, i32 noundef -1, i64 noundef -9223372036854775808, i64 noundef -1), !dbg !97
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef 171, i32 noundef 48879, i32 noundef 511, i64 noundef 244837814094590, i64 noundef 4096), !dbg !98
    #dbg_declare(ptr %2, !99, !DIExpression(), !103)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.vals, i64 28, i1 false), !dbg !103
    #dbg_declare(ptr %3, !104, !DIExpression(), !106)
  store i32 0, ptr %3, align 4, !dbg !106
  br label %12, !dbg !107

12:                                               ; preds = %53, %0
  %13 = load i32, ptr %3, align 4, !dbg !108
  %14 = icmp slt i32 %13, 7, !dbg !110
  br i1 %14, label %15, label %56, !dbg !111

15:                                               ; preds = %12
  %16 = load i32, ptr %3, align 4, !dbg !112
  %17 = sext i32 %16 to i64, !dbg !113
  %18 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %17, !dbg !113
  %19 = load i32, ptr %18, align 4, !dbg !113
  %20 = load i32, ptr %3, align 4, !dbg !114
  %21 = sext i32 %20 to i64, !dbg !115
  %22 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %21, !dbg !115
  %23 = load i32, ptr %22, align 4, !dbg !115
  %24 = load i32, ptr %3, align 4, !dbg !116
  %25 = sext i32 %24 to i64, !dbg !117
  %26 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %25, !dbg !117
  %27 = load i32, ptr %26, align 4, !dbg !117
  %28 = load i32, ptr %3, align 4, !dbg !118
  %29 = sext i32 %28 to i64, !dbg !119
  %30 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %29, !dbg !119
  %31 = load i32, ptr %30, align 4, !dbg !119
  %32 = load i32, ptr %3, align 4, !dbg !120
  %33 = sext i32 %32 to i64, !dbg !121
  %34 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %33, !dbg !121
  %35 = load i32, ptr %34, align 4, !dbg !121
  %36 = load i32, ptr %3, align 4, !dbg !122
  %37 = sext i32 %36 to i64, !dbg !123
  %38 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %37, !dbg !123
  %39 = load i32, ptr %38, align 4, !dbg !123
  %40 = load i32, ptr %3, align 4, !dbg !124
  %41 = sext i32 %40 to i64, !dbg !125
  %42 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %41, !dbg !125
  %43 = load i32, ptr %42, align 4, !dbg !125
  %44 = load i32, ptr %3, align 4, !dbg !126
  %45 = sext i32 %44 to i64, !dbg !127
  %46 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %45, !dbg !127
  %47 = load i32, ptr %46, align 4, !dbg !127
  %48 = load i32, ptr %3, align 4, !dbg !128
  %49 = sext i32 %48 to i64, !dbg !129
  %50 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %49, !dbg !129
  %51 = load i32, ptr %50, align 4, !dbg !129
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %19, i32 noundef %23, i32 noundef %27, i32 noundef %31, i32 noundef %35, i32 noundef %39, i32 noundef %43, i32 noundef %47, i32 noundef %51), !dbg !130
  br label %53, !dbg !130

53:                                               ; preds = %15
  %54 = load i32, ptr %3, align 4, !dbg !131
  %55 = add nsw i32 %54, 1, !dbg !131
  store i32 %55, ptr %3, align 4, !dbg !131
  br label %12, !dbg !132, !llvm.loop !133

56:                                               ; preds = %12
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef -7, i64 noundef 7, i64 noundef -1), !dbg !136
    #dbg_declare(ptr %4, !137, !DIExpression(), !138)
    #dbg_declare(ptr %5, !139, !DIExpression(), !140)
  %58 = getelementptr inbounds [8 x i8], ptr %4, i64 0, i64 0, !dbg !141
  %59 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %58, i64 noundef 8, ptr noundef @.str.7, i64 noundef 9223372036854775807) #4, !dbg !142
  store i32 %59, ptr %5, align 4, !dbg !140
  %60 = getelementptr inbounds [8 x i8], ptr %4, i64 0, i64 0, !dbg !143
  %61 = load i32, ptr %5, align 4, !dbg !144
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %60, i32 noundef %61), !dbg !145
    #dbg_declare(ptr %6, !146, !DIExpression(), !147)
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %6), !dbg !148
  %64 = load i32, ptr %6, align 4, !dbg !149
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %64), !dbg !150
  ret i32 0, !dbg !151
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!51}
!llvm.module.flags = !{!81, !82, !83, !84, !85, !86, !87}
!llvm.ident = !{!88}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/printf_int_formats.c", directory: ".", checksumkind: CSK_MD5, checksum: "05fdc70ccb3a0ae2f313f4f419da7b1c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 37)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 27)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 31)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 344, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 43)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 29)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !19, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 18)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 5)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 21)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 8)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !46, isLocal: true, isDefinition: true)
!51 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !52, globals: !80, splitDebugInlining: false, nameTableKind: None)
!52 = !{!53, !54, !55, !56, !57, !60, !64, !66, !69, !72, !68, !74, !77, !78}
!53 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!54 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!55 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!56 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", file: !58, line: 18, baseType: !59)
!58 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_ptrdiff_t.h", directory: "", checksumkind: CSK_MD5, checksum: "21e0c40f3315797d915cc7ea60040a98")
!59 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !61, line: 24, baseType: !62)
!61 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !63, line: 38, baseType: !54)
!63 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !61, line: 25, baseType: !65)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !63, line: 40, baseType: !56)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !61, line: 26, baseType: !67)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !63, line: 42, baseType: !68)
!68 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !61, line: 27, baseType: !70)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !63, line: 45, baseType: !71)
!71 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !73, line: 90, baseType: !71)
!73 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least16_t", file: !73, line: 44, baseType: !75)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least16_t", file: !63, line: 54, baseType: !76)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !63, line: 39, baseType: !55)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast32_t", file: !73, line: 74, baseType: !71)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "intmax_t", file: !73, line: 101, baseType: !79)
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "__intmax_t", file: !63, line: 72, baseType: !59)
!80 = !{!0, !7, !12, !17, !22, !27, !29, !34, !39, !44, !49}
!81 = !{i32 7, !"Dwarf Version", i32 5}
!82 = !{i32 2, !"Debug Info Version", i32 3}
!83 = !{i32 1, !"wchar_size", i32 4}
!84 = !{i32 8, !"PIC Level", i32 2}
!85 = !{i32 7, !"PIE Level", i32 2}
!86 = !{i32 7, !"uwtable", i32 2}
!87 = !{i32 7, !"frame-pointer", i32 2}
!88 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!89 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 9, type: !90, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !51, retainedNodes: !93)
!90 = !DISubroutineType(types: !91)
!91 = !{!92}
!92 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!93 = !{}
!94 = !DILocation(line: 10, column: 5, scope: !89)
!95 = !DILocation(line: 11, column: 5, scope: !89)
!96 = !DILocation(line: 12, column: 5, scope: !89)
!97 = !DILocation(line: 13, column: 5, scope: !89)
!98 = !DILocation(line: 14, column: 5, scope: !89)
!99 = !DILocalVariable(name: "vals", scope: !89, file: !2, line: 15, type: !100)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !92, size: 224, elements: !101)
!101 = !{!102}
!102 = !DISubrange(count: 7)
!103 = !DILocation(line: 15, column: 9, scope: !89)
!104 = !DILocalVariable(name: "i", scope: !105, file: !2, line: 16, type: !92)
!105 = distinct !DILexicalBlock(scope: !89, file: !2, line: 16, column: 5)
!106 = !DILocation(line: 16, column: 14, scope: !105)
!107 = !DILocation(line: 16, column: 10, scope: !105)
!108 = !DILocation(line: 16, column: 21, scope: !109)
!109 = distinct !DILexicalBlock(scope: !105, file: !2, line: 16, column: 5)
!110 = !DILocation(line: 16, column: 23, scope: !109)
!111 = !DILocation(line: 16, column: 5, scope: !105)
!112 = !DILocation(line: 16, column: 92, scope: !109)
!113 = !DILocation(line: 16, column: 87, scope: !109)
!114 = !DILocation(line: 16, column: 101, scope: !109)
!115 = !DILocation(line: 16, column: 96, scope: !109)
!116 = !DILocation(line: 16, column: 110, scope: !109)
!117 = !DILocation(line: 16, column: 105, scope: !109)
!118 = !DILocation(line: 16, column: 119, scope: !109)
!119 = !DILocation(line: 16, column: 114, scope: !109)
!120 = !DILocation(line: 16, column: 128, scope: !109)
!121 = !DILocation(line: 16, column: 123, scope: !109)
!122 = !DILocation(line: 16, column: 137, scope: !109)
!123 = !DILocation(line: 16, column: 132, scope: !109)
!124 = !DILocation(line: 16, column: 146, scope: !109)
!125 = !DILocation(line: 16, column: 141, scope: !109)
!126 = !DILocation(line: 16, column: 165, scope: !109)
!127 = !DILocation(line: 16, column: 160, scope: !109)
!128 = !DILocation(line: 16, column: 184, scope: !109)
!129 = !DILocation(line: 16, column: 179, scope: !109)
!130 = !DILocation(line: 16, column: 33, scope: !109)
!131 = !DILocation(line: 16, column: 29, scope: !109)
!132 = !DILocation(line: 16, column: 5, scope: !109)
!133 = distinct !{!133, !111, !134, !135}
!134 = !DILocation(line: 16, column: 186, scope: !105)
!135 = !{!"llvm.loop.mustprogress"}
!136 = !DILocation(line: 17, column: 5, scope: !89)
!137 = !DILocalVariable(name: "buf", scope: !89, file: !2, line: 18, type: !46)
!138 = !DILocation(line: 18, column: 10, scope: !89)
!139 = !DILocalVariable(name: "n", scope: !89, file: !2, line: 18, type: !92)
!140 = !DILocation(line: 18, column: 22, scope: !89)
!141 = !DILocation(line: 18, column: 35, scope: !89)
!142 = !DILocation(line: 18, column: 26, scope: !89)
!143 = !DILocation(line: 18, column: 104, scope: !89)
!144 = !DILocation(line: 18, column: 109, scope: !89)
!145 = !DILocation(line: 18, column: 72, scope: !89)
!146 = !DILocalVariable(name: "cnt", scope: !89, file: !2, line: 19, type: !92)
!147 = !DILocation(line: 19, column: 9, scope: !89)
!148 = !DILocation(line: 19, column: 14, scope: !89)
!149 = !DILocation(line: 19, column: 58, scope: !89)
!150 = !DILocation(line: 19, column: 39, scope: !89)
!151 = !DILocation(line: 20, column: 5, scope: !89)
