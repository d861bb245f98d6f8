; ModuleID = 'programs/constructors_priority.c'
source_filename = "programs/constructors_priority.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@order = internal unnamed_addr global [16 x i32] [i32 101, i32 200, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0], align 16, !dbg !0
@norder = internal unnamed_addr global i32 2, align 4, !dbg !36
@table = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !39
@stdout = external local_unnamed_addr global ptr, align 8
@.str.2 = private unnamed_addr constant [18 x i8] c"constructors ran:\00", align 1, !dbg !16
@.str.3 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !21
@.str.5 = private unnamed_addr constant [15 x i8] c"table sum=%ld\0A\00", align 1, !dbg !31
@llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 300, ptr @init_third, ptr null }, { i32, ptr, ptr } { i32 65535, ptr @init_default, ptr null }]
@llvm.global_dtors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 101, ptr @fini_last, ptr null }, { i32, ptr, ptr } { i32 200, ptr @fini_first, ptr null }]
@str = private unnamed_addr constant [27 x i8] c"destructor 101 (runs last)\00", align 1
@str.8 = private unnamed_addr constant [28 x i8] c"destructor 200 (runs first)\00", align 1
@str.9 = private unnamed_addr constant [9 x i8] c"atexit 1\00", align 1
@str.10 = private unnamed_addr constant [9 x i8] c"atexit 2\00", align 1

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal void @init_third() #0 !dbg !62 {
  %1 = load i32, ptr @norder, align 4, !dbg !68, !tbaa !69
  %2 = add nsw i32 %1, 1, !dbg !68
  store i32 %2, ptr @norder, align 4, !dbg !68, !tbaa !69
  %3 = sext i32 %1 to i64, !dbg !73
  %4 = getelementptr inbounds [16 x i32], ptr @order, i64 0, i64 %3, !dbg !73
  store i32 300, ptr %4, align 4, !dbg !74, !tbaa !69
    #dbg_value(i32 0, !66, !DIExpression(), !75)
  br label %5, !dbg !76

5:                                                ; preds = %5, %0
  %6 = phi i64 [ 0, %0 ], [ %13, %5 ], !dbg !77
  %7 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %0 ], [ %14, %5 ]
  %8 = mul nuw nsw <4 x i64> %7, %7, !dbg !79
  %9 = trunc <4 x i64> %8 to <4 x i16>, !dbg !80
  %10 = urem <4 x i16> %9, <i16 251, i16 251, i16 251, i16 251>, !dbg !80
  %11 = zext nneg <4 x i16> %10 to <4 x i32>, !dbg !80
  %12 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %6, !dbg !81
  store <4 x i32> %11, ptr %12, align 16, !dbg !82, !tbaa !69
  %13 = add nuw i64 %6, 4, !dbg !77
  %14 = add <4 x i64> %7, <i64 4, i64 4, i64 4, i64 4>
  %15 = icmp eq i64 %13, 256, !dbg !77
  br i1 %15, label %16, label %5, !dbg !77, !llvm.loop !83

16:                                               ; preds = %5
  ret void, !dbg !88
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal void @init_default() #1 !dbg !89 {
  %1 = load i32, ptr @norder, align 4, !dbg !90, !tbaa !69
  %2 = add nsw i32 %1, 1, !dbg !90
  store i32 %2, ptr @norder, align 4, !dbg !90, !tbaa !69
  %3 = sext i32 %1 to i64, !dbg !91
  %4 = getelementptr inbounds [16 x i32], ptr @order, i64 0, i64 %3, !dbg !91
  store i32 999, ptr %4, align 4, !dbg !92, !tbaa !69
  ret void, !dbg !93
}

; Function Attrs: nofree nounwind uwtable
define internal void @fini_last() #2 !dbg !94 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !95
  %2 = load ptr, ptr @stdout, align 8, !dbg !96, !tbaa !97
  %3 = tail call i32 @fflush(ptr noundef %2), !dbg !99
  ret void, !dbg !100
}

; Function Attrs: nofree nounwind
declare !dbg !101 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !108 noundef i32 @fflush(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind uwtable
define internal void @fini_first() #2 !dbg !172 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.8), !dbg !173
  ret void, !dbg !174
}

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -2147483647, -2147483648) i32 @main() local_unnamed_addr #2 !dbg !175 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2), !dbg !184
    #dbg_value(i32 0, !179, !DIExpression(), !185)
  %2 = load i32, ptr @norder, align 4, !dbg !186, !tbaa !69
  %3 = icmp sgt i32 %2, 0, !dbg !188
  br i1 %3, label %36, label %4, !dbg !189

4:                                                ; preds = %36, %0
  %5 = tail call i32 @putchar(i32 10), !dbg !190
    #dbg_value(i64 0, !181, !DIExpression(), !191)
    #dbg_value(i32 0, !182, !DIExpression(), !192)
  br label %6, !dbg !193

6:                                                ; preds = %6, %4
  %7 = phi i64 [ 0, %4 ], [ %27, %6 ], !dbg !194
  %8 = phi <2 x i64> [ zeroinitializer, %4 ], [ %25, %6 ]
  %9 = phi <2 x i64> [ zeroinitializer, %4 ], [ %26, %6 ]
  %10 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %7, !dbg !196
  %11 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !196
  %12 = load <2 x i32>, ptr %10, align 16, !dbg !196, !tbaa !69
  %13 = load <2 x i32>, ptr %11, align 8, !dbg !196, !tbaa !69
  %14 = sext <2 x i32> %12 to <2 x i64>, !dbg !196
  %15 = sext <2 x i32> %13 to <2 x i64>, !dbg !196
  %16 = add <2 x i64> %8, %14, !dbg !197
  %17 = add <2 x i64> %9, %15, !dbg !197
  %18 = or disjoint i64 %7, 4, !dbg !194
  %19 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %18, !dbg !196
  %20 = getelementptr inbounds i8, ptr %19, i64 8, !dbg !196
  %21 = load <2 x i32>, ptr %19, align 16, !dbg !196, !tbaa !69
  %22 = load <2 x i32>, ptr %20, align 8, !dbg !196, !tbaa !69
  %23 = sext <2 x i32> %21 to <2 x i64>, !dbg !196
  %24 = sext <2 x i32> %22 to <2 x i64>, !dbg !196
  %25 = add <2 x i64> %16, %23, !dbg !197
  %26 = add <2 x i64> %17, %24, !dbg !197
  %27 = add nuw nsw i64 %7, 8, !dbg !194
  %28 = icmp eq i64 %27, 256, !dbg !194
  br i1 %28, label %29, label %6, !dbg !194, !llvm.loop !198

29:                                               ; preds = %6
  %30 = add <2 x i64> %26, %25, !dbg !193
  %31 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %30), !dbg !193
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %31), !dbg !200
  %33 = tail call i32 @atexit(ptr noundef nonnull @at1) #6, !dbg !201
  %34 = tail call i32 @atexit(ptr noundef nonnull @at2) #6, !dbg !202
  %35 = load i32, ptr @norder, align 4, !dbg !203, !tbaa !69
  ret i32 %35, !dbg !204

36:                                               ; preds = %0, %36
  %37 = phi i64 [ %41, %36 ], [ 0, %0 ]
    #dbg_value(i64 %37, !179, !DIExpression(), !185)
  %38 = getelementptr inbounds [16 x i32], ptr @order, i64 0, i64 %37, !dbg !205
  %39 = load i32, ptr %38, align 4, !dbg !205, !tbaa !69
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %39), !dbg !206
  %41 = add nuw nsw i64 %37, 1, !dbg !207
    #dbg_value(i64 %41, !179, !DIExpression(), !185)
  %42 = load i32, ptr @norder, align 4, !dbg !186, !tbaa !69
  %43 = sext i32 %42 to i64, !dbg !188
  %44 = icmp slt i64 %41, %43, !dbg !188
  br i1 %44, label %36, label %4, !dbg !189, !llvm.loop !208
}

; Function Attrs: nofree nounwind
declare !dbg !210 i32 @atexit(ptr noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind uwtable
define internal void @at1() #2 !dbg !215 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.9), !dbg !216
  ret void, !dbg !217
}

; Function Attrs: nofree nounwind uwtable
define internal void @at2() #2 !dbg !218 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.10), !dbg !219
  ret void, !dbg !220
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #5

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!54, !55, !56, !57, !58, !59, !60}
!llvm.ident = !{!61}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "order", scope: !2, file: !3, line: 6, type: !51, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/constructors_priority.c", directory: ".", checksumkind: CSK_MD5, checksum: "56f939910472528b93644ba55d45b592")
!4 = !{!5, !11, !16, !21, !26, !31, !0, !36, !39, !44, !49}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 12, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 224, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 28)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 13, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 232, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 29)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 144, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 18)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 32, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 4)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 16, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 2)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 19, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 120, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 15)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(name: "norder", scope: !2, file: !3, line: 6, type: !38, isLocal: true, isDefinition: true)
!38 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 7, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !38, size: 8192, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 256)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !3, line: 14, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 80, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 10)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 15, type: !46, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !38, size: 512, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 16)
!54 = !{i32 7, !"Dwarf Version", i32 5}
!55 = !{i32 2, !"Debug Info Version", i32 3}
!56 = !{i32 1, !"wchar_size", i32 4}
!57 = !{i32 8, !"PIC Level", i32 2}
!58 = !{i32 7, !"PIE Level", i32 2}
!59 = !{i32 7, !"uwtable", i32 2}
!60 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!61 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!62 = distinct !DISubprogram(name: "init_third", scope: !3, file: !3, line: 9, type: !63, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !65)
!63 = !DISubroutineType(types: !64)
!64 = !{null}
!65 = !{!66}
!66 = !DILocalVariable(name: "i", scope: !67, file: !3, line: 9, type: !38)
!67 = distinct !DILexicalBlock(scope: !62, file: !3, line: 9, column: 89)
!68 = !DILocation(line: 9, column: 78, scope: !62)
!69 = !{!70, !70, i64 0}
!70 = !{!"int", !71, i64 0}
!71 = !{!"omnipotent char", !72, i64 0}
!72 = !{!"Simple C/C++ TBAA"}
!73 = !DILocation(line: 9, column: 66, scope: !62)
!74 = !DILocation(line: 9, column: 82, scope: !62)
!75 = !DILocation(line: 0, scope: !67)
!76 = !DILocation(line: 9, column: 89, scope: !67)
!77 = !DILocation(line: 9, column: 115, scope: !78)
!78 = distinct !DILexicalBlock(scope: !67, file: !3, line: 9, column: 89)
!79 = !DILocation(line: 9, column: 132, scope: !78)
!80 = !DILocation(line: 9, column: 136, scope: !78)
!81 = !DILocation(line: 9, column: 119, scope: !78)
!82 = !DILocation(line: 9, column: 128, scope: !78)
!83 = distinct !{!83, !76, !84, !85, !86, !87}
!84 = !DILocation(line: 9, column: 138, scope: !67)
!85 = !{!"llvm.loop.mustprogress"}
!86 = !{!"llvm.loop.isvectorized", i32 1}
!87 = !{!"llvm.loop.unroll.runtime.disable"}
!88 = !DILocation(line: 9, column: 143, scope: !62)
!89 = distinct !DISubprogram(name: "init_default", scope: !3, file: !3, line: 11, type: !63, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!90 = !DILocation(line: 11, column: 75, scope: !89)
!91 = !DILocation(line: 11, column: 63, scope: !89)
!92 = !DILocation(line: 11, column: 79, scope: !89)
!93 = !DILocation(line: 11, column: 86, scope: !89)
!94 = distinct !DISubprogram(name: "fini_last", scope: !3, file: !3, line: 12, type: !63, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!95 = !DILocation(line: 12, column: 64, scope: !94)
!96 = !DILocation(line: 12, column: 111, scope: !94)
!97 = !{!98, !98, i64 0}
!98 = !{!"any pointer", !71, i64 0}
!99 = !DILocation(line: 12, column: 104, scope: !94)
!100 = !DILocation(line: 12, column: 120, scope: !94)
!101 = !DISubprogram(name: "printf", scope: !102, file: !102, line: 356, type: !103, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!102 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!103 = !DISubroutineType(types: !104)
!104 = !{!38, !105, null}
!105 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !106)
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
!107 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!108 = !DISubprogram(name: "fflush", scope: !102, file: !102, line: 230, type: !109, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!109 = !DISubroutineType(types: !110)
!110 = !{!38, !111}
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !113, line: 7, baseType: !114)
!113 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!114 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !115, line: 49, size: 1728, elements: !116)
!115 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!116 = !{!117, !118, !120, !121, !122, !123, !124, !125, !126, !127, !128, !129, !130, !133, !135, !136, !137, !141, !143, !145, !149, !152, !154, !157, !160, !161, !163, !167, !168}
!117 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !114, file: !115, line: 51, baseType: !38, size: 32)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !114, file: !115, line: 54, baseType: !119, size: 64, offset: 64)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !114, file: !115, line: 55, baseType: !119, size: 64, offset: 128)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !114, file: !115, line: 56, baseType: !119, size: 64, offset: 192)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !114, file: !115, line: 57, baseType: !119, size: 64, offset: 256)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !114, file: !115, line: 58, baseType: !119, size: 64, offset: 320)
!124 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !114, file: !115, line: 59, baseType: !119, size: 64, offset: 384)
!125 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !114, file: !115, line: 60, baseType: !119, size: 64, offset: 448)
!126 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !114, file: !115, line: 61, baseType: !119, size: 64, offset: 512)
!127 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !114, file: !115, line: 64, baseType: !119, size: 64, offset: 576)
!128 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !114, file: !115, line: 65, baseType: !119, size: 64, offset: 640)
!129 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !114, file: !115, line: 66, baseType: !119, size: 64, offset: 704)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !114, file: !115, line: 68, baseType: !131, size: 64, offset: 768)
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 64)
!132 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !115, line: 36, flags: DIFlagFwdDecl)
!133 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !114, file: !115, line: 70, baseType: !134, size: 64, offset: 832)
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !114, file: !115, line: 72, baseType: !38, size: 32, offset: 896)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !114, file: !115, line: 73, baseType: !38, size: 32, offset: 928)
!137 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !114, file: !115, line: 74, baseType: !138, size: 64, offset: 960)
!138 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !139, line: 152, baseType: !140)
!139 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!140 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!141 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !114, file: !115, line: 77, baseType: !142, size: 16, offset: 1024)
!142 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !114, file: !115, line: 78, baseType: !144, size: 8, offset: 1040)
!144 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!145 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !114, file: !115, line: 79, baseType: !146, size: 8, offset: 1048)
!146 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 8, elements: !147)
!147 = !{!148}
!148 = !DISubrange(count: 1)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !114, file: !115, line: 81, baseType: !150, size: 64, offset: 1088)
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !151, size: 64)
!151 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !115, line: 43, baseType: null)
!152 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !114, file: !115, line: 89, baseType: !153, size: 64, offset: 1152)
!153 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !139, line: 153, baseType: !140)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !114, file: !115, line: 91, baseType: !155, size: 64, offset: 1216)
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !156, size: 64)
!156 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !115, line: 37, flags: DIFlagFwdDecl)
!157 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !114, file: !115, line: 92, baseType: !158, size: 64, offset: 1280)
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !159, size: 64)
!159 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !115, line: 38, flags: DIFlagFwdDecl)
!160 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !114, file: !115, line: 93, baseType: !134, size: 64, offset: 1344)
!161 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !114, file: !115, line: 94, baseType: !162, size: 64, offset: 1408)
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!163 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !114, file: !115, line: 95, baseType: !164, size: 64, offset: 1472)
!164 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !165, line: 18, baseType: !166)
!165 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!166 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!167 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !114, file: !115, line: 96, baseType: !38, size: 32, offset: 1536)
!168 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !114, file: !115, line: 98, baseType: !169, size: 160, offset: 1568)
!169 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 160, elements: !170)
!170 = !{!171}
!171 = !DISubrange(count: 20)
!172 = distinct !DISubprogram(name: "fini_first", scope: !3, file: !3, line: 13, type: !63, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!173 = !DILocation(line: 13, column: 65, scope: !172)
!174 = !DILocation(line: 13, column: 106, scope: !172)
!175 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 17, type: !176, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !178)
!176 = !DISubroutineType(types: !177)
!177 = !{!38}
!178 = !{!179, !181, !182}
!179 = !DILocalVariable(name: "i", scope: !180, file: !3, line: 18, type: !38)
!180 = distinct !DILexicalBlock(scope: !175, file: !3, line: 18, column: 34)
!181 = !DILocalVariable(name: "s", scope: !175, file: !3, line: 19, type: !140)
!182 = !DILocalVariable(name: "i", scope: !183, file: !3, line: 19, type: !38)
!183 = distinct !DILexicalBlock(scope: !175, file: !3, line: 19, column: 17)
!184 = !DILocation(line: 18, column: 5, scope: !175)
!185 = !DILocation(line: 0, scope: !180)
!186 = !DILocation(line: 18, column: 54, scope: !187)
!187 = distinct !DILexicalBlock(scope: !180, file: !3, line: 18, column: 34)
!188 = !DILocation(line: 18, column: 52, scope: !187)
!189 = !DILocation(line: 18, column: 34, scope: !180)
!190 = !DILocation(line: 18, column: 92, scope: !175)
!191 = !DILocation(line: 0, scope: !175)
!192 = !DILocation(line: 0, scope: !183)
!193 = !DILocation(line: 19, column: 17, scope: !183)
!194 = !DILocation(line: 19, column: 43, scope: !195)
!195 = distinct !DILexicalBlock(scope: !183, file: !3, line: 19, column: 17)
!196 = !DILocation(line: 19, column: 52, scope: !195)
!197 = !DILocation(line: 19, column: 49, scope: !195)
!198 = distinct !{!198, !193, !199, !85, !86, !87}
!199 = !DILocation(line: 19, column: 59, scope: !183)
!200 = !DILocation(line: 19, column: 62, scope: !175)
!201 = !DILocation(line: 20, column: 5, scope: !175)
!202 = !DILocation(line: 20, column: 18, scope: !175)
!203 = !DILocation(line: 21, column: 12, scope: !175)
!204 = !DILocation(line: 21, column: 5, scope: !175)
!205 = !DILocation(line: 18, column: 81, scope: !187)
!206 = !DILocation(line: 18, column: 67, scope: !187)
!207 = !DILocation(line: 18, column: 63, scope: !187)
!208 = distinct !{!208, !189, !209, !85}
!209 = !DILocation(line: 18, column: 89, scope: !180)
!210 = !DISubprogram(name: "atexit", scope: !211, file: !211, line: 615, type: !212, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!211 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!212 = !DISubroutineType(types: !213)
!213 = !{!38, !214}
!214 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!215 = distinct !DISubprogram(name: "at1", scope: !3, file: !3, line: 14, type: !63, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!216 = !DILocation(line: 14, column: 25, scope: !215)
!217 = !DILocation(line: 14, column: 47, scope: !215)
!218 = distinct !DISubprogram(name: "at2", scope: !3, file: !3, line: 15, type: !63, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!219 = !DILocation(line: 15, column: 25, scope: !218)
!220 = !DILocation(line: 15, column: 47, scope: !218)
