; ModuleID = 'src/zlib/zutil.c'
source_filename = "src/zlib/zutil.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [16 x i8] c"need dictionary\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [11 x i8] c"stream end\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !12
@.str.3 = private unnamed_addr constant [11 x i8] c"file error\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [13 x i8] c"stream error\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [11 x i8] c"data error\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [20 x i8] c"insufficient memory\00", align 1, !dbg !26
@.str.7 = private unnamed_addr constant [13 x i8] c"buffer error\00", align 1, !dbg !31
@.str.8 = private unnamed_addr constant [21 x i8] c"incompatible version\00", align 1, !dbg !33
@z_errmsg = dso_local local_unnamed_addr constant [10 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.2], align 16, !dbg !38
@.str.9 = private unnamed_addr constant [6 x i8] c"1.3.2\00", align 1, !dbg !47

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef nonnull ptr @zlibVersion() local_unnamed_addr #0 !dbg !64 {
  ret ptr @.str.9, !dbg !69
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i64 @zlibCompileFlags() local_unnamed_addr #0 !dbg !70 {
    #dbg_value(i64 0, !76, !DIExpression(), !77)
    #dbg_value(i64 1, !76, !DIExpression(), !77)
    #dbg_value(i64 9, !76, !DIExpression(), !77)
    #dbg_value(i64 41, !76, !DIExpression(), !77)
    #dbg_value(i64 169, !76, !DIExpression(), !77)
  ret i64 169, !dbg !78
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local ptr @zError(i32 noundef %0) local_unnamed_addr #0 !dbg !79 {
    #dbg_value(i32 %0, !84, !DIExpression(), !85)
  %2 = add i32 %0, -3, !dbg !86
  %3 = icmp ult i32 %2, -9, !dbg !86
  %4 = sub nsw i32 2, %0, !dbg !86
  %5 = select i1 %3, i32 9, i32 %4, !dbg !86
  %6 = sext i32 %5 to i64, !dbg !86
  %7 = getelementptr inbounds [10 x ptr], ptr @z_errmsg, i64 0, i64 %6, !dbg !86
  %8 = load ptr, ptr %7, align 8, !dbg !86, !tbaa !87
  ret ptr %8, !dbg !91
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(inaccessiblemem: readwrite) uwtable
define dso_local noalias noundef ptr @zcalloc(ptr nocapture noundef readnone %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 !dbg !92 {
    #dbg_value(ptr %0, !97, !DIExpression(), !100)
    #dbg_value(i32 %1, !98, !DIExpression(), !100)
    #dbg_value(i32 %2, !99, !DIExpression(), !100)
  %4 = mul i32 %2, %1, !dbg !101
  %5 = zext i32 %4 to i64, !dbg !102
  %6 = tail call noalias ptr @malloc(i64 noundef %5) #5, !dbg !103
  ret ptr %6, !dbg !104
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !105 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local void @zcfree(ptr nocapture noundef readnone %0, ptr nocapture noundef %1) local_unnamed_addr #3 !dbg !111 {
    #dbg_value(ptr %0, !115, !DIExpression(), !117)
    #dbg_value(ptr %1, !116, !DIExpression(), !117)
  tail call void @free(ptr noundef %1) #6, !dbg !118
  ret void, !dbg !119
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !120 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn memory(inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!40}
!llvm.module.flags = !{!56, !57, !58, !59, !60, !61, !62}
!llvm.ident = !{!63}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "src/zlib/zutil.c", directory: ".", checksumkind: CSK_MD5, checksum: "6d531ef669b2b99e0a575a944f694f72")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 16)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 11)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 1)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !9, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 13)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !9, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 20)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !21, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 21)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(name: "z_errmsg", scope: !40, file: !2, line: 13, type: !52, isLocal: false, isDefinition: true)
!40 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !41, globals: !46, splitDebugInlining: false, nameTableKind: None)
!41 = !{!42, !43}
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "voidpf", file: !44, line: 421, baseType: !45)
!44 = !DIFile(filename: "src/zlib/zconf.h", directory: ".", checksumkind: CSK_MD5, checksum: "fece7a941eb804d37ef0f6e3e74c1415")
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!46 = !{!0, !7, !12, !17, !19, !24, !26, !31, !33, !38, !47}
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 6)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !53, size: 640, elements: !54)
!53 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !42)
!54 = !{!55}
!55 = !DISubrange(count: 10)
!56 = !{i32 7, !"Dwarf Version", i32 5}
!57 = !{i32 2, !"Debug Info Version", i32 3}
!58 = !{i32 1, !"wchar_size", i32 4}
!59 = !{i32 8, !"PIC Level", i32 2}
!60 = !{i32 7, !"PIE Level", i32 2}
!61 = !{i32 7, !"uwtable", i32 2}
!62 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!63 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!64 = distinct !DISubprogram(name: "zlibVersion", scope: !2, file: !2, line: 27, type: !65, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !40)
!65 = !DISubroutineType(types: !66)
!66 = !{!67}
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!68 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!69 = !DILocation(line: 28, column: 5, scope: !64)
!70 = distinct !DISubprogram(name: "zlibCompileFlags", scope: !2, file: !2, line: 31, type: !71, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !75)
!71 = !DISubroutineType(types: !72)
!72 = !{!73}
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "uLong", file: !44, line: 406, baseType: !74)
!74 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!75 = !{!76}
!76 = !DILocalVariable(name: "flags", scope: !70, file: !2, line: 32, type: !73)
!77 = !DILocation(line: 0, scope: !70)
!78 = !DILocation(line: 120, column: 5, scope: !70)
!79 = distinct !DISubprogram(name: "zError", scope: !2, file: !2, line: 139, type: !80, scopeLine: 139, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !83)
!80 = !DISubroutineType(types: !81)
!81 = !{!67, !82}
!82 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!83 = !{!84}
!84 = !DILocalVariable(name: "err", arg: 1, scope: !79, file: !2, line: 139, type: !82)
!85 = !DILocation(line: 0, scope: !79)
!86 = !DILocation(line: 140, column: 12, scope: !79)
!87 = !{!88, !88, i64 0}
!88 = !{!"any pointer", !89, i64 0}
!89 = !{!"omnipotent char", !90, i64 0}
!90 = !{!"Simple C/C++ TBAA"}
!91 = !DILocation(line: 140, column: 5, scope: !79)
!92 = distinct !DISubprogram(name: "zcalloc", scope: !2, file: !2, line: 300, type: !93, scopeLine: 300, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !96)
!93 = !DISubroutineType(types: !94)
!94 = !{!43, !43, !95, !95}
!95 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!96 = !{!97, !98, !99}
!97 = !DILocalVariable(name: "opaque", arg: 1, scope: !92, file: !2, line: 300, type: !43)
!98 = !DILocalVariable(name: "items", arg: 2, scope: !92, file: !2, line: 300, type: !95)
!99 = !DILocalVariable(name: "size", arg: 3, scope: !92, file: !2, line: 300, type: !95)
!100 = !DILocation(line: 0, scope: !92)
!101 = !DILocation(line: 302, column: 52, scope: !92)
!102 = !DILocation(line: 302, column: 46, scope: !92)
!103 = !DILocation(line: 302, column: 39, scope: !92)
!104 = !DILocation(line: 302, column: 5, scope: !92)
!105 = !DISubprogram(name: "malloc", scope: !106, file: !106, line: 553, type: !107, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!106 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!107 = !DISubroutineType(types: !108)
!108 = !{!45, !109}
!109 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !110, line: 18, baseType: !74)
!110 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!111 = distinct !DISubprogram(name: "zcfree", scope: !2, file: !2, line: 306, type: !112, scopeLine: 306, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !114)
!112 = !DISubroutineType(types: !113)
!113 = !{null, !43, !43}
!114 = !{!115, !116}
!115 = !DILocalVariable(name: "opaque", arg: 1, scope: !111, file: !2, line: 306, type: !43)
!116 = !DILocalVariable(name: "ptr", arg: 2, scope: !111, file: !2, line: 306, type: !43)
!117 = !DILocation(line: 0, scope: !111)
!118 = !DILocation(line: 308, column: 5, scope: !111)
!119 = !DILocation(line: 309, column: 1, scope: !111)
!120 = !DISubprogram(name: "free", scope: !106, file: !106, line: 568, type: !121, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!121 = !DISubroutineType(types: !122)
!122 = !{null, !45}
