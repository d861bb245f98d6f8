; ModuleID = 'src/zlib/gzclose.c'
source_filename = "src/zlib/gzclose.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local i32 @gzclose(ptr noundef %0) local_unnamed_addr #0 !dbg !92 {
    #dbg_value(ptr %0, !98, !DIExpression(), !100)
  %2 = icmp eq ptr %0, null, !dbg !101
  br i1 %2, label %11, label %3, !dbg !103

3:                                                ; preds = %1
    #dbg_value(ptr %0, !99, !DIExpression(), !100)
  %4 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !104
  %5 = load i32, ptr %4, align 8, !dbg !104, !tbaa !105
  %6 = icmp eq i32 %5, 7247, !dbg !114
  br i1 %6, label %7, label %9, !dbg !115

7:                                                ; preds = %3
  %8 = tail call i32 @gzclose_r(ptr noundef nonnull %0) #2, !dbg !116
  br label %11, !dbg !115

9:                                                ; preds = %3
  %10 = tail call i32 @gzclose_w(ptr noundef nonnull %0) #2, !dbg !117
  br label %11, !dbg !115

11:                                               ; preds = %7, %9, %1
  %12 = phi i32 [ -2, %1 ], [ %8, %7 ], [ %10, %9 ], !dbg !100
  ret i32 %12, !dbg !118
}

declare !dbg !119 i32 @gzclose_r(ptr noundef) local_unnamed_addr #1

declare !dbg !120 i32 @gzclose_w(ptr noundef) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!84, !85, !86, !87, !88, !89, !90}
!llvm.ident = !{!91}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/zlib/gzclose.c", directory: ".", checksumkind: CSK_MD5, checksum: "83049e4eaab1319f7ed94f15e7de5c4c")
!2 = !{!3, !4}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!4 = !DIDerivedType(tag: DW_TAG_typedef, name: "gz_statep", file: !5, line: 204, baseType: !6)
!5 = !DIFile(filename: "src/zlib/gzguts.h", directory: ".", checksumkind: CSK_MD5, checksum: "225159533d12a8007b918ac74a1bc549")
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "gz_state", file: !5, line: 203, baseType: !8)
!8 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !5, line: 170, size: 1984, elements: !9)
!9 = !{!10, !25, !27, !28, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48}
!10 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !8, file: !5, line: 172, baseType: !11, size: 192)
!11 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "gzFile_s", file: !12, line: 1956, size: 192, elements: !13)
!12 = !DIFile(filename: "src/zlib/zlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "068c260be35209fb8458428c461dc536")
!13 = !{!14, !16, !19}
!14 = !DIDerivedType(tag: DW_TAG_member, name: "have", scope: !11, file: !12, line: 1957, baseType: !15, size: 32)
!15 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!16 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !11, file: !12, line: 1958, baseType: !17, size: 64, offset: 64)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !11, file: !12, line: 1959, baseType: !20, size: 64, offset: 128)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "off64_t", file: !21, line: 70, baseType: !22)
!21 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !23, line: 153, baseType: !24)
!23 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!24 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "mode", scope: !8, file: !5, line: 177, baseType: !26, size: 32, offset: 192)
!26 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "fd", scope: !8, file: !5, line: 178, baseType: !26, size: 32, offset: 224)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "path", scope: !8, file: !5, line: 179, baseType: !29, size: 64, offset: 256)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !8, file: !5, line: 180, baseType: !15, size: 32, offset: 320)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "want", scope: !8, file: !5, line: 181, baseType: !15, size: 32, offset: 352)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "in", scope: !8, file: !5, line: 182, baseType: !17, size: 64, offset: 384)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "out", scope: !8, file: !5, line: 183, baseType: !17, size: 64, offset: 448)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "direct", scope: !8, file: !5, line: 184, baseType: !26, size: 32, offset: 512)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "junk", scope: !8, file: !5, line: 186, baseType: !26, size: 32, offset: 544)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "how", scope: !8, file: !5, line: 187, baseType: !26, size: 32, offset: 576)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "again", scope: !8, file: !5, line: 188, baseType: !26, size: 32, offset: 608)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !8, file: !5, line: 189, baseType: !20, size: 64, offset: 640)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "eof", scope: !8, file: !5, line: 190, baseType: !26, size: 32, offset: 704)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "past", scope: !8, file: !5, line: 191, baseType: !26, size: 32, offset: 736)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "level", scope: !8, file: !5, line: 193, baseType: !26, size: 32, offset: 768)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "strategy", scope: !8, file: !5, line: 194, baseType: !26, size: 32, offset: 800)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "reset", scope: !8, file: !5, line: 195, baseType: !26, size: 32, offset: 832)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "skip", scope: !8, file: !5, line: 197, baseType: !20, size: 64, offset: 896)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "err", scope: !8, file: !5, line: 199, baseType: !26, size: 32, offset: 960)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "msg", scope: !8, file: !5, line: 200, baseType: !29, size: 64, offset: 1024)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "strm", scope: !8, file: !5, line: 202, baseType: !49, size: 896, offset: 1088)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "z_stream", file: !12, line: 110, baseType: !50)
!50 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "z_stream_s", file: !12, line: 90, size: 896, elements: !51)
!51 = !{!52, !57, !59, !62, !63, !64, !65, !66, !69, !75, !80, !81, !82, !83}
!52 = !DIDerivedType(tag: DW_TAG_member, name: "next_in", scope: !50, file: !12, line: 91, baseType: !53, size: 64)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "Bytef", file: !55, line: 412, baseType: !56)
!55 = !DIFile(filename: "src/zlib/zconf.h", directory: ".", checksumkind: CSK_MD5, checksum: "fece7a941eb804d37ef0f6e3e74c1415")
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "Byte", file: !55, line: 403, baseType: !18)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "avail_in", scope: !50, file: !12, line: 92, baseType: !58, size: 32, offset: 64)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "uInt", file: !55, line: 405, baseType: !15)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "total_in", scope: !50, file: !12, line: 93, baseType: !60, size: 64, offset: 128)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "uLong", file: !55, line: 406, baseType: !61)
!61 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "next_out", scope: !50, file: !12, line: 95, baseType: !53, size: 64, offset: 192)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "avail_out", scope: !50, file: !12, line: 96, baseType: !58, size: 32, offset: 256)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "total_out", scope: !50, file: !12, line: 97, baseType: !60, size: 64, offset: 320)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "msg", scope: !50, file: !12, line: 99, baseType: !29, size: 64, offset: 384)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "state", scope: !50, file: !12, line: 100, baseType: !67, size: 64, offset: 448)
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!68 = !DICompositeType(tag: DW_TAG_structure_type, name: "internal_state", file: !12, line: 88, flags: DIFlagFwdDecl)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "zalloc", scope: !50, file: !12, line: 102, baseType: !70, size: 64, offset: 512)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "alloc_func", file: !12, line: 85, baseType: !71)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!72 = !DISubroutineType(types: !73)
!73 = !{!74, !74, !58, !58}
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "voidpf", file: !55, line: 421, baseType: !3)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "zfree", scope: !50, file: !12, line: 103, baseType: !76, size: 64, offset: 576)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "free_func", file: !12, line: 86, baseType: !77)
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!78 = !DISubroutineType(types: !79)
!79 = !{null, !74, !74}
!80 = !DIDerivedType(tag: DW_TAG_member, name: "opaque", scope: !50, file: !12, line: 104, baseType: !74, size: 64, offset: 640)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "data_type", scope: !50, file: !12, line: 106, baseType: !26, size: 32, offset: 704)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "adler", scope: !50, file: !12, line: 108, baseType: !60, size: 64, offset: 768)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "reserved", scope: !50, file: !12, line: 109, baseType: !60, size: 64, offset: 832)
!84 = !{i32 7, !"Dwarf Version", i32 5}
!85 = !{i32 2, !"Debug Info Version", i32 3}
!86 = !{i32 1, !"wchar_size", i32 4}
!87 = !{i32 8, !"PIC Level", i32 2}
!88 = !{i32 7, !"PIE Level", i32 2}
!89 = !{i32 7, !"uwtable", i32 2}
!90 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!91 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!92 = distinct !DISubprogram(name: "gzclose", scope: !1, file: !1, line: 11, type: !93, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !97)
!93 = !DISubroutineType(types: !94)
!94 = !{!26, !95}
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "gzFile", file: !12, line: 1354, baseType: !96)
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!97 = !{!98, !99}
!98 = !DILocalVariable(name: "file", arg: 1, scope: !92, file: !1, line: 11, type: !95)
!99 = !DILocalVariable(name: "state", scope: !92, file: !1, line: 13, type: !4)
!100 = !DILocation(line: 0, scope: !92)
!101 = !DILocation(line: 15, column: 14, scope: !102)
!102 = distinct !DILexicalBlock(scope: !92, file: !1, line: 15, column: 9)
!103 = !DILocation(line: 15, column: 9, scope: !92)
!104 = !DILocation(line: 19, column: 19, scope: !92)
!105 = !{!106, !108, i64 24}
!106 = !{!"", !107, i64 0, !108, i64 24, !108, i64 28, !111, i64 32, !108, i64 40, !108, i64 44, !111, i64 48, !111, i64 56, !108, i64 64, !108, i64 68, !108, i64 72, !108, i64 76, !112, i64 80, !108, i64 88, !108, i64 92, !108, i64 96, !108, i64 100, !108, i64 104, !112, i64 112, !108, i64 120, !111, i64 128, !113, i64 136}
!107 = !{!"gzFile_s", !108, i64 0, !111, i64 8, !112, i64 16}
!108 = !{!"int", !109, i64 0}
!109 = !{!"omnipotent char", !110, i64 0}
!110 = !{!"Simple C/C++ TBAA"}
!111 = !{!"any pointer", !109, i64 0}
!112 = !{!"long", !109, i64 0}
!113 = !{!"z_stream_s", !111, i64 0, !108, i64 8, !112, i64 16, !111, i64 24, !108, i64 32, !112, i64 40, !111, i64 48, !111, i64 56, !111, i64 64, !111, i64 72, !111, i64 80, !108, i64 88, !112, i64 96, !112, i64 104}
!114 = !DILocation(line: 19, column: 24, scope: !92)
!115 = !DILocation(line: 19, column: 12, scope: !92)
!116 = !DILocation(line: 19, column: 37, scope: !92)
!117 = !DILocation(line: 19, column: 55, scope: !92)
!118 = !DILocation(line: 23, column: 1, scope: !92)
!119 = !DISubprogram(name: "gzclose_r", scope: !12, file: !12, line: 1763, type: !93, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!120 = !DISubprogram(name: "gzclose_w", scope: !12, file: !12, line: 1764, type: !93, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
