; ModuleID = 'src/zstd/lib/common/error_private.c'
source_filename = "src/zstd/lib/common/error_private.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [23 x i8] c"Unspecified error code\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [18 x i8] c"No error detected\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [16 x i8] c"Error (generic)\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [25 x i8] c"Unknown frame descriptor\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [22 x i8] c"Version not supported\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [28 x i8] c"Unsupported frame parameter\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [44 x i8] c"Frame requires too much memory for decoding\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [25 x i8] c"Data corruption detected\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [37 x i8] c"Restored data doesn't match checksum\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [63 x i8] c"Header of Literals' block doesn't respect format specification\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [22 x i8] c"Unsupported parameter\00", align 1, !dbg !49
@.str.11 = private unnamed_addr constant [38 x i8] c"Unsupported combination of parameters\00", align 1, !dbg !51
@.str.12 = private unnamed_addr constant [26 x i8] c"Parameter is out of bound\00", align 1, !dbg !56
@.str.13 = private unnamed_addr constant [29 x i8] c"Context should be init first\00", align 1, !dbg !61
@.str.14 = private unnamed_addr constant [37 x i8] c"Allocation error : not enough memory\00", align 1, !dbg !66
@.str.15 = private unnamed_addr constant [37 x i8] c"workSpace buffer is not large enough\00", align 1, !dbg !68
@.str.16 = private unnamed_addr constant [53 x i8] c"Operation not authorized at current processing stage\00", align 1, !dbg !70
@.str.17 = private unnamed_addr constant [48 x i8] c"tableLog requires too much memory : unsupported\00", align 1, !dbg !75
@.str.18 = private unnamed_addr constant [41 x i8] c"Unsupported max Symbol Value : too large\00", align 1, !dbg !80
@.str.19 = private unnamed_addr constant [38 x i8] c"Specified maxSymbolValue is too small\00", align 1, !dbg !85
@.str.20 = private unnamed_addr constant [48 x i8] c"This mode cannot generate an uncompressed block\00", align 1, !dbg !87
@.str.21 = private unnamed_addr constant [52 x i8] c"pledged buffer stability condition is not respected\00", align 1, !dbg !89
@.str.22 = private unnamed_addr constant [24 x i8] c"Dictionary is corrupted\00", align 1, !dbg !94
@.str.23 = private unnamed_addr constant [20 x i8] c"Dictionary mismatch\00", align 1, !dbg !99
@.str.24 = private unnamed_addr constant [47 x i8] c"Cannot create Dictionary from provided samples\00", align 1, !dbg !104
@.str.25 = private unnamed_addr constant [32 x i8] c"Destination buffer is too small\00", align 1, !dbg !109
@.str.26 = private unnamed_addr constant [22 x i8] c"Src size is incorrect\00", align 1, !dbg !114
@.str.27 = private unnamed_addr constant [37 x i8] c"Operation on NULL destination buffer\00", align 1, !dbg !116
@.str.28 = private unnamed_addr constant [80 x i8] c"Operation made no progress over multiple calls, due to output buffer being full\00", align 1, !dbg !118
@.str.29 = private unnamed_addr constant [73 x i8] c"Operation made no progress over multiple calls, due to input being empty\00", align 1, !dbg !123
@.str.30 = private unnamed_addr constant [25 x i8] c"Frame index is too large\00", align 1, !dbg !128
@.str.31 = private unnamed_addr constant [43 x i8] c"An I/O error occurred when reading/seeking\00", align 1, !dbg !130
@.str.32 = private unnamed_addr constant [28 x i8] c"Destination buffer is wrong\00", align 1, !dbg !135
@.str.33 = private unnamed_addr constant [23 x i8] c"Source buffer is wrong\00", align 1, !dbg !137
@.str.34 = private unnamed_addr constant [62 x i8] c"Block-level external sequence producer returned an error code\00", align 1, !dbg !139
@.str.35 = private unnamed_addr constant [33 x i8] c"External sequences are not valid\00", align 1, !dbg !144

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef nonnull ptr @ERR_getErrorString(i32 noundef %0) local_unnamed_addr #0 !dbg !194 {
    #dbg_value(i32 %0, !203, !DIExpression(), !213)
  switch i32 %0, label %36 [
    i32 0, label %37
    i32 1, label %2
    i32 10, label %3
    i32 12, label %4
    i32 14, label %5
    i32 16, label %6
    i32 20, label %7
    i32 22, label %8
    i32 24, label %9
    i32 40, label %10
    i32 41, label %11
    i32 42, label %12
    i32 62, label %13
    i32 64, label %14
    i32 66, label %15
    i32 60, label %16
    i32 44, label %17
    i32 46, label %18
    i32 48, label %19
    i32 49, label %20
    i32 50, label %21
    i32 30, label %22
    i32 32, label %23
    i32 34, label %24
    i32 70, label %25
    i32 72, label %26
    i32 74, label %27
    i32 80, label %28
    i32 82, label %29
    i32 100, label %30
    i32 102, label %31
    i32 104, label %32
    i32 105, label %33
    i32 106, label %34
    i32 107, label %35
  ], !dbg !214

2:                                                ; preds = %1
  br label %37, !dbg !215

3:                                                ; preds = %1
  br label %37, !dbg !217

4:                                                ; preds = %1
  br label %37, !dbg !218

5:                                                ; preds = %1
  br label %37, !dbg !219

6:                                                ; preds = %1
  br label %37, !dbg !220

7:                                                ; preds = %1
  br label %37, !dbg !221

8:                                                ; preds = %1
  br label %37, !dbg !222

9:                                                ; preds = %1
  br label %37, !dbg !223

10:                                               ; preds = %1
  br label %37, !dbg !224

11:                                               ; preds = %1
  br label %37, !dbg !225

12:                                               ; preds = %1
  br label %37, !dbg !226

13:                                               ; preds = %1
  br label %37, !dbg !227

14:                                               ; preds = %1
  br label %37, !dbg !228

15:                                               ; preds = %1
  br label %37, !dbg !229

16:                                               ; preds = %1
  br label %37, !dbg !230

17:                                               ; preds = %1
  br label %37, !dbg !231

18:                                               ; preds = %1
  br label %37, !dbg !232

19:                                               ; preds = %1
  br label %37, !dbg !233

20:                                               ; preds = %1
  br label %37, !dbg !234

21:                                               ; preds = %1
  br label %37, !dbg !235

22:                                               ; preds = %1
  br label %37, !dbg !236

23:                                               ; preds = %1
  br label %37, !dbg !237

24:                                               ; preds = %1
  br label %37, !dbg !238

25:                                               ; preds = %1
  br label %37, !dbg !239

26:                                               ; preds = %1
  br label %37, !dbg !240

27:                                               ; preds = %1
  br label %37, !dbg !241

28:                                               ; preds = %1
  br label %37, !dbg !242

29:                                               ; preds = %1
  br label %37, !dbg !243

30:                                               ; preds = %1
  br label %37, !dbg !244

31:                                               ; preds = %1
  br label %37, !dbg !245

32:                                               ; preds = %1
  br label %37, !dbg !246

33:                                               ; preds = %1
  br label %37, !dbg !247

34:                                               ; preds = %1
  br label %37, !dbg !248

35:                                               ; preds = %1
  br label %37, !dbg !249

36:                                               ; preds = %1
  br label %37, !dbg !250

37:                                               ; preds = %1, %36, %35, %34, %33, %32, %31, %30, %29, %28, %27, %26, %25, %24, %23, %22, %21, %20, %19, %18, %17, %16, %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5, %4, %3, %2
  %38 = phi ptr [ @.str, %36 ], [ @.str.35, %35 ], [ @.str.34, %34 ], [ @.str.33, %33 ], [ @.str.32, %32 ], [ @.str.31, %31 ], [ @.str.30, %30 ], [ @.str.29, %29 ], [ @.str.28, %28 ], [ @.str.27, %27 ], [ @.str.26, %26 ], [ @.str.25, %25 ], [ @.str.24, %24 ], [ @.str.23, %23 ], [ @.str.22, %22 ], [ @.str.21, %21 ], [ @.str.20, %20 ], [ @.str.19, %19 ], [ @.str.18, %18 ], [ @.str.17, %17 ], [ @.str.16, %16 ], [ @.str.15, %15 ], [ @.str.14, %14 ], [ @.str.13, %13 ], [ @.str.12, %12 ], [ @.str.11, %11 ], [ @.str.10, %10 ], [ @.str.9, %9 ], [ @.str.8, %8 ], [ @.str.7, %7 ], [ @.str.6, %6 ], [ @.str.5, %5 ], [ @.str.4, %4 ], [ @.str.3, %3 ], [ @.str.2, %2 ], [ @.str.1, %1 ], !dbg !251
  ret ptr %38, !dbg !252
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!149}
!llvm.module.flags = !{!205, !206, !207, !208, !209, !210, !211}
!llvm.ident = !{!212}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "src/zstd/lib/common/error_private.c", directory: ".", checksumkind: CSK_MD5, checksum: "2e798bb571371c6fa37c8aa5fcf74453")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 23)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 18)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 16)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 25)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 22)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 28)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 44)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !19, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 37)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 504, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 63)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !24, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 38)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 26)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 29)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !41, isLocal: true, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !41, isLocal: true, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 424, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 53)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 384, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 48)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 41)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !53, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !77, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !91, isLocal: true, isDefinition: true)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 416, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 52)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !96, isLocal: true, isDefinition: true)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 24)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !101, isLocal: true, isDefinition: true)
!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !102)
!102 = !{!103}
!103 = !DISubrange(count: 20)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !106, isLocal: true, isDefinition: true)
!106 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 376, elements: !107)
!107 = !{!108}
!108 = !DISubrange(count: 47)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !111, isLocal: true, isDefinition: true)
!111 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !112)
!112 = !{!113}
!113 = !DISubrange(count: 32)
!114 = !DIGlobalVariableExpression(var: !115, expr: !DIExpression())
!115 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !24, isLocal: true, isDefinition: true)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !41, isLocal: true, isDefinition: true)
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression())
!119 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !120, isLocal: true, isDefinition: true)
!120 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 640, elements: !121)
!121 = !{!122}
!122 = !DISubrange(count: 80)
!123 = !DIGlobalVariableExpression(var: !124, expr: !DIExpression())
!124 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !125, isLocal: true, isDefinition: true)
!125 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 584, elements: !126)
!126 = !{!127}
!127 = !DISubrange(count: 73)
!128 = !DIGlobalVariableExpression(var: !129, expr: !DIExpression())
!129 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !19, isLocal: true, isDefinition: true)
!130 = !DIGlobalVariableExpression(var: !131, expr: !DIExpression())
!131 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !132, isLocal: true, isDefinition: true)
!132 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 344, elements: !133)
!133 = !{!134}
!134 = !DISubrange(count: 43)
!135 = !DIGlobalVariableExpression(var: !136, expr: !DIExpression())
!136 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !29, isLocal: true, isDefinition: true)
!137 = !DIGlobalVariableExpression(var: !138, expr: !DIExpression())
!138 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !3, isLocal: true, isDefinition: true)
!139 = !DIGlobalVariableExpression(var: !140, expr: !DIExpression())
!140 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !141, isLocal: true, isDefinition: true)
!141 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 496, elements: !142)
!142 = !{!143}
!143 = !DISubrange(count: 62)
!144 = !DIGlobalVariableExpression(var: !145, expr: !DIExpression())
!145 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !146, isLocal: true, isDefinition: true)
!146 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !147)
!147 = !{!148}
!148 = !DISubrange(count: 33)
!149 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !150, globals: !191, splitDebugInlining: false, nameTableKind: None)
!150 = !{!151}
!151 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !152, line: 60, baseType: !153, size: 32, elements: !154)
!152 = !DIFile(filename: "src/zstd/lib/common/../zstd_errors.h", directory: ".", checksumkind: CSK_MD5, checksum: "c41245e70dc8b3520adab14d208c8b46")
!153 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!154 = !{!155, !156, !157, !158, !159, !160, !161, !162, !163, !164, !165, !166, !167, !168, !169, !170, !171, !172, !173, !174, !175, !176, !177, !178, !179, !180, !181, !182, !183, !184, !185, !186, !187, !188, !189, !190}
!155 = !DIEnumerator(name: "ZSTD_error_no_error", value: 0)
!156 = !DIEnumerator(name: "ZSTD_error_GENERIC", value: 1)
!157 = !DIEnumerator(name: "ZSTD_error_prefix_unknown", value: 10)
!158 = !DIEnumerator(name: "ZSTD_error_version_unsupported", value: 12)
!159 = !DIEnumerator(name: "ZSTD_error_frameParameter_unsupported", value: 14)
!160 = !DIEnumerator(name: "ZSTD_error_frameParameter_windowTooLarge", value: 16)
!161 = !DIEnumerator(name: "ZSTD_error_corruption_detected", value: 20)
!162 = !DIEnumerator(name: "ZSTD_error_checksum_wrong", value: 22)
!163 = !DIEnumerator(name: "ZSTD_error_literals_headerWrong", value: 24)
!164 = !DIEnumerator(name: "ZSTD_error_dictionary_corrupted", value: 30)
!165 = !DIEnumerator(name: "ZSTD_error_dictionary_wrong", value: 32)
!166 = !DIEnumerator(name: "ZSTD_error_dictionaryCreation_failed", value: 34)
!167 = !DIEnumerator(name: "ZSTD_error_parameter_unsupported", value: 40)
!168 = !DIEnumerator(name: "ZSTD_error_parameter_combination_unsupported", value: 41)
!169 = !DIEnumerator(name: "ZSTD_error_parameter_outOfBound", value: 42)
!170 = !DIEnumerator(name: "ZSTD_error_tableLog_tooLarge", value: 44)
!171 = !DIEnumerator(name: "ZSTD_error_maxSymbolValue_tooLarge", value: 46)
!172 = !DIEnumerator(name: "ZSTD_error_maxSymbolValue_tooSmall", value: 48)
!173 = !DIEnumerator(name: "ZSTD_error_cannotProduce_uncompressedBlock", value: 49)
!174 = !DIEnumerator(name: "ZSTD_error_stabilityCondition_notRespected", value: 50)
!175 = !DIEnumerator(name: "ZSTD_error_stage_wrong", value: 60)
!176 = !DIEnumerator(name: "ZSTD_error_init_missing", value: 62)
!177 = !DIEnumerator(name: "ZSTD_error_memory_allocation", value: 64)
!178 = !DIEnumerator(name: "ZSTD_error_workSpace_tooSmall", value: 66)
!179 = !DIEnumerator(name: "ZSTD_error_dstSize_tooSmall", value: 70)
!180 = !DIEnumerator(name: "ZSTD_error_srcSize_wrong", value: 72)
!181 = !DIEnumerator(name: "ZSTD_error_dstBuffer_null", value: 74)
!182 = !DIEnumerator(name: "ZSTD_error_noForwardProgress_destFull", value: 80)
!183 = !DIEnumerator(name: "ZSTD_error_noForwardProgress_inputEmpty", value: 82)
!184 = !DIEnumerator(name: "ZSTD_error_frameIndex_tooLarge", value: 100)
!185 = !DIEnumerator(name: "ZSTD_error_seekableIO", value: 102)
!186 = !DIEnumerator(name: "ZSTD_error_dstBuffer_wrong", value: 104)
!187 = !DIEnumerator(name: "ZSTD_error_srcBuffer_wrong", value: 105)
!188 = !DIEnumerator(name: "ZSTD_error_sequenceProducer_failed", value: 106)
!189 = !DIEnumerator(name: "ZSTD_error_externalSequences_invalid", value: 107)
!190 = !DIEnumerator(name: "ZSTD_error_maxCode", value: 120)
!191 = !{!0, !192, !7, !12, !17, !22, !27, !32, !37, !39, !44, !49, !51, !56, !61, !66, !68, !70, !75, !80, !85, !87, !89, !94, !99, !104, !109, !114, !116, !118, !123, !128, !130, !135, !137, !139, !144}
!192 = !DIGlobalVariableExpression(var: !193, expr: !DIExpression())
!193 = distinct !DIGlobalVariable(name: "notErrorCode", scope: !194, file: !2, line: 21, type: !204, isLocal: true, isDefinition: true)
!194 = distinct !DISubprogram(name: "ERR_getErrorString", scope: !2, file: !2, line: 15, type: !195, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !149, retainedNodes: !202)
!195 = !DISubroutineType(types: !196)
!196 = !{!197, !199}
!197 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !198, size: 64)
!198 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!199 = !DIDerivedType(tag: DW_TAG_typedef, name: "ERR_enum", file: !200, line: 41, baseType: !201)
!200 = !DIFile(filename: "src/zstd/lib/common/error_private.h", directory: ".", checksumkind: CSK_MD5, checksum: "1d0cef8a5e98eb2b775855dfe9cf1dbf")
!201 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_ErrorCode", file: !152, line: 98, baseType: !151)
!202 = !{!203}
!203 = !DILocalVariable(name: "code", arg: 1, scope: !194, file: !2, line: 15, type: !199)
!204 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !197)
!205 = !{i32 7, !"Dwarf Version", i32 5}
!206 = !{i32 2, !"Debug Info Version", i32 3}
!207 = !{i32 1, !"wchar_size", i32 4}
!208 = !{i32 8, !"PIC Level", i32 2}
!209 = !{i32 7, !"PIE Level", i32 2}
!210 = !{i32 7, !"uwtable", i32 2}
!211 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!212 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!213 = !DILocation(line: 0, scope: !194)
!214 = !DILocation(line: 22, column: 5, scope: !194)
!215 = !DILocation(line: 25, column: 28, scope: !216)
!216 = distinct !DILexicalBlock(scope: !194, file: !2, line: 23, column: 5)
!217 = !DILocation(line: 26, column: 34, scope: !216)
!218 = !DILocation(line: 27, column: 39, scope: !216)
!219 = !DILocation(line: 28, column: 46, scope: !216)
!220 = !DILocation(line: 29, column: 49, scope: !216)
!221 = !DILocation(line: 30, column: 39, scope: !216)
!222 = !DILocation(line: 31, column: 34, scope: !216)
!223 = !DILocation(line: 32, column: 40, scope: !216)
!224 = !DILocation(line: 33, column: 41, scope: !216)
!225 = !DILocation(line: 34, column: 53, scope: !216)
!226 = !DILocation(line: 35, column: 40, scope: !216)
!227 = !DILocation(line: 36, column: 32, scope: !216)
!228 = !DILocation(line: 37, column: 37, scope: !216)
!229 = !DILocation(line: 38, column: 38, scope: !216)
!230 = !DILocation(line: 39, column: 31, scope: !216)
!231 = !DILocation(line: 40, column: 37, scope: !216)
!232 = !DILocation(line: 41, column: 43, scope: !216)
!233 = !DILocation(line: 42, column: 43, scope: !216)
!234 = !DILocation(line: 43, column: 51, scope: !216)
!235 = !DILocation(line: 44, column: 51, scope: !216)
!236 = !DILocation(line: 45, column: 40, scope: !216)
!237 = !DILocation(line: 46, column: 36, scope: !216)
!238 = !DILocation(line: 47, column: 45, scope: !216)
!239 = !DILocation(line: 48, column: 36, scope: !216)
!240 = !DILocation(line: 49, column: 33, scope: !216)
!241 = !DILocation(line: 50, column: 34, scope: !216)
!242 = !DILocation(line: 51, column: 46, scope: !216)
!243 = !DILocation(line: 52, column: 48, scope: !216)
!244 = !DILocation(line: 54, column: 39, scope: !216)
!245 = !DILocation(line: 55, column: 30, scope: !216)
!246 = !DILocation(line: 56, column: 35, scope: !216)
!247 = !DILocation(line: 57, column: 35, scope: !216)
!248 = !DILocation(line: 58, column: 43, scope: !216)
!249 = !DILocation(line: 59, column: 45, scope: !216)
!250 = !DILocation(line: 61, column: 14, scope: !216)
!251 = !DILocation(line: 0, scope: !216)
!252 = !DILocation(line: 64, column: 1, scope: !194)
