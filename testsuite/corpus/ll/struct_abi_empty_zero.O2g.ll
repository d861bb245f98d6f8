; ModuleID = 'programs/struct_abi_empty_zero.c'
source_filename = "programs/struct_abi_empty_zero.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.anon = type { %struct.zla, [20 x i8] }
%struct.zla = type { i32, [0 x i32] }

@.str = private unnamed_addr constant [58 x i8] c"sizeof empty=%zu with_empty=%zu nest=%zu zla=%zu one=%zu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [22 x i8] c"pass_empty=%d cnt=%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [10 x i8] c"we=%d,%d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [8 x i8] c"one=%g\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [9 x i8] c"nest=%c\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [12 x i8] c"zla sum=%d\0A\00", align 1, !dbg !27

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !44 {
    #dbg_assign(i1 undef, !48, !DIExpression(), !91, ptr undef, !DIExpression(), !92)
  %1 = alloca i32, align 4, !DIAssignID !93
    #dbg_assign(i1 undef, !51, !DIExpression(), !93, ptr %1, !DIExpression(), !92)
  %2 = alloca %union.anon, align 16, !DIAssignID !94
    #dbg_assign(i1 undef, !74, !DIExpression(), !94, ptr %2, !DIExpression(), !92)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #6, !dbg !95
  store i32 0, ptr %1, align 4, !dbg !96, !tbaa !97, !DIAssignID !101
    #dbg_assign(i32 0, !51, !DIExpression(), !101, ptr %1, !DIExpression(), !92)
    #dbg_value(i32 0, !52, !DIExpression(), !102)
    #dbg_value(i32 0, !52, !DIExpression(), !102)
  call fastcc void @ret_empty(ptr noundef nonnull %1), !dbg !103
    #dbg_assign(i1 undef, !48, !DIExpression(), !105, ptr undef, !DIExpression(), !92)
    #dbg_value(i32 1, !52, !DIExpression(), !102)
  call fastcc void @ret_empty(ptr noundef nonnull %1), !dbg !103
    #dbg_value(i32 2, !52, !DIExpression(), !102)
  call fastcc void @ret_empty(ptr noundef nonnull %1), !dbg !103
    #dbg_value(i32 3, !52, !DIExpression(), !102)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 0, i64 noundef 8, i64 noundef 1, i64 noundef 4, i64 noundef 8), !dbg !106
  %4 = load i32, ptr %1, align 4, !dbg !107, !tbaa !97
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 123, i32 noundef %4), !dbg !108
    #dbg_value(i32 11, !54, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !92)
    #dbg_value(i32 6, !54, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !92)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 11, i32 noundef 6), !dbg !109
    #dbg_value(double 1.000000e+01, !60, !DIExpression(), !92)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 1.000000e+01), !dbg !110
    #dbg_value(i8 110, !68, !DIExpression(), !92)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 110), !dbg !111
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #6, !dbg !112
    #dbg_assign(i8 0, !74, !DIExpression(), !113, ptr %2, !DIExpression(), !92)
    #dbg_assign(i32 5, !74, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !114, ptr %2, !DIExpression(), !92)
    #dbg_value(i32 0, !89, !DIExpression(), !115)
    #dbg_value(i64 0, !89, !DIExpression(), !115)
    #dbg_value(i64 1, !89, !DIExpression(), !115)
    #dbg_value(i64 2, !89, !DIExpression(), !115)
  store <4 x i32> <i32 5, i32 0, i32 1, i32 4>, ptr %2, align 16, !dbg !116, !tbaa !117, !DIAssignID !114
    #dbg_value(i64 3, !89, !DIExpression(), !115)
  %9 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !118
  store i32 9, ptr %9, align 16, !dbg !120, !tbaa !117
    #dbg_value(i64 4, !89, !DIExpression(), !115)
  %10 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !118
  store i32 16, ptr %10, align 4, !dbg !120, !tbaa !117
    #dbg_value(i64 5, !89, !DIExpression(), !115)
  %11 = call fastcc i32 @zla_sum(ptr noundef nonnull %2), !dbg !121
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %11), !dbg !122
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #6, !dbg !123
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #6, !dbg !123
  ret i32 123, !dbg !124
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @ret_empty(ptr nocapture noundef %0) unnamed_addr #2 !dbg !125 {
    #dbg_value(ptr %0, !130, !DIExpression(), !132)
  %2 = load i32, ptr %0, align 4, !dbg !133, !tbaa !97
  %3 = add nsw i32 %2, 1, !dbg !133
  store i32 %3, ptr %0, align 4, !dbg !133, !tbaa !97
    #dbg_declare(ptr undef, !131, !DIExpression(), !134)
  ret void, !dbg !135
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !136 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @zla_sum(ptr nocapture noundef readonly %0) unnamed_addr #4 !dbg !143 {
    #dbg_value(ptr %0, !149, !DIExpression(), !153)
    #dbg_value(i32 0, !150, !DIExpression(), !153)
    #dbg_value(i32 0, !151, !DIExpression(), !154)
  %2 = load i32, ptr %0, align 4, !tbaa !155
  %3 = icmp sgt i32 %2, 0, !dbg !157
  br i1 %3, label %4, label %29, !dbg !159

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 4
  %6 = zext nneg i32 %2 to i64, !dbg !157
  %7 = icmp ult i32 %2, 8, !dbg !159
  br i1 %7, label %8, label %11, !dbg !159

8:                                                ; preds = %25, %4
  %9 = phi i64 [ 0, %4 ], [ %12, %25 ]
  %10 = phi i32 [ 0, %4 ], [ %27, %25 ]
  br label %31, !dbg !159

11:                                               ; preds = %4
  %12 = and i64 %6, 2147483640, !dbg !159
  br label %13, !dbg !159

13:                                               ; preds = %13, %11
  %14 = phi i64 [ 0, %11 ], [ %23, %13 ], !dbg !160
  %15 = phi <4 x i32> [ zeroinitializer, %11 ], [ %21, %13 ]
  %16 = phi <4 x i32> [ zeroinitializer, %11 ], [ %22, %13 ]
  %17 = getelementptr inbounds [0 x i32], ptr %5, i64 0, i64 %14, !dbg !161
  %18 = getelementptr inbounds i8, ptr %17, i64 16, !dbg !161
  %19 = load <4 x i32>, ptr %17, align 4, !dbg !161, !tbaa !97
  %20 = load <4 x i32>, ptr %18, align 4, !dbg !161, !tbaa !97
  %21 = add <4 x i32> %19, %15, !dbg !162
  %22 = add <4 x i32> %20, %16, !dbg !162
  %23 = add nuw i64 %14, 8, !dbg !160
  %24 = icmp eq i64 %23, %12, !dbg !160
  br i1 %24, label %25, label %13, !dbg !160, !llvm.loop !163

25:                                               ; preds = %13
  %26 = add <4 x i32> %22, %21, !dbg !159
  %27 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %26), !dbg !159
  %28 = icmp eq i64 %12, %6, !dbg !159
  br i1 %28, label %29, label %8, !dbg !159

29:                                               ; preds = %31, %25, %1
  %30 = phi i32 [ 0, %1 ], [ %27, %25 ], [ %36, %31 ], !dbg !168
  ret i32 %30, !dbg !169

31:                                               ; preds = %8, %31
  %32 = phi i64 [ %37, %31 ], [ %9, %8 ]
  %33 = phi i32 [ %36, %31 ], [ %10, %8 ]
    #dbg_value(i64 %32, !151, !DIExpression(), !154)
    #dbg_value(i32 %33, !150, !DIExpression(), !153)
  %34 = getelementptr inbounds [0 x i32], ptr %5, i64 0, i64 %32, !dbg !161
  %35 = load i32, ptr %34, align 4, !dbg !161, !tbaa !97
  %36 = add nsw i32 %35, %33, !dbg !162
    #dbg_value(i32 %36, !150, !DIExpression(), !153)
  %37 = add nuw nsw i64 %32, 1, !dbg !160
    #dbg_value(i64 %37, !151, !DIExpression(), !154)
  %38 = icmp eq i64 %37, %6, !dbg !157
  br i1 %38, label %29, label %31, !dbg !159, !llvm.loop !170
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!32}
!llvm.module.flags = !{!36, !37, !38, !39, !40, !41, !42}
!llvm.ident = !{!43}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/struct_abi_empty_zero.c", directory: ".", checksumkind: CSK_MD5, checksum: "040976592cf6c5f9cb9db4b780da674f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 464, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 58)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 22)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 10)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 8)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 9)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 12)
!32 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !33, globals: !35, splitDebugInlining: false, nameTableKind: None)
!33 = !{!34, !4}
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!35 = !{!0, !7, !12, !17, !22, !27}
!36 = !{i32 7, !"Dwarf Version", i32 5}
!37 = !{i32 2, !"Debug Info Version", i32 3}
!38 = !{i32 1, !"wchar_size", i32 4}
!39 = !{i32 8, !"PIC Level", i32 2}
!40 = !{i32 7, !"PIE Level", i32 2}
!41 = !{i32 7, !"uwtable", i32 2}
!42 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!43 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!44 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 23, type: !45, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !47)
!45 = !DISubroutineType(types: !46)
!46 = !{!34}
!47 = !{!48, !51, !52, !54, !60, !68, !74, !89}
!48 = !DILocalVariable(name: "e", scope: !44, file: !2, line: 24, type: !49)
!49 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "empty", file: !2, line: 10, elements: !50)
!50 = !{}
!51 = !DILocalVariable(name: "cnt", scope: !44, file: !2, line: 25, type: !34)
!52 = !DILocalVariable(name: "i", scope: !53, file: !2, line: 26, type: !34)
!53 = distinct !DILexicalBlock(scope: !44, file: !2, line: 26, column: 5)
!54 = !DILocalVariable(name: "w", scope: !44, file: !2, line: 29, type: !55)
!55 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "with_empty", file: !2, line: 11, size: 64, elements: !56)
!56 = !{!57, !58, !59}
!57 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !55, file: !2, line: 11, baseType: !34, size: 32)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "e", scope: !55, file: !2, line: 11, baseType: !49, offset: 32)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !55, file: !2, line: 11, baseType: !34, size: 32, offset: 32)
!60 = !DILocalVariable(name: "o", scope: !44, file: !2, line: 31, type: !61)
!61 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "one", file: !2, line: 13, size: 64, elements: !62)
!62 = !{!63}
!63 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !61, file: !2, line: 13, baseType: !64, size: 64)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !65, size: 64, elements: !66)
!65 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!66 = !{!67}
!67 = !DISubrange(count: 1)
!68 = !DILocalVariable(name: "n", scope: !44, file: !2, line: 33, type: !69)
!69 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "nest", file: !2, line: 14, size: 8, elements: !70)
!70 = !{!71, !72, !73}
!71 = !DIDerivedType(tag: DW_TAG_member, name: "e1", scope: !69, file: !2, line: 14, baseType: !49)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !69, file: !2, line: 14, baseType: !4, size: 8)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "e2", scope: !69, file: !2, line: 14, baseType: !49, offset: 8)
!74 = !DILocalVariable(name: "u", scope: !44, file: !2, line: 35, type: !75)
!75 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !44, file: !2, line: 35, size: 192, elements: !76)
!76 = !{!77, !85}
!77 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !75, file: !2, line: 35, baseType: !78, size: 32)
!78 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "zla", file: !2, line: 12, size: 32, elements: !79)
!79 = !{!80, !81}
!80 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !78, file: !2, line: 12, baseType: !34, size: 32)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !78, file: !2, line: 12, baseType: !82, offset: 32)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 0)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !75, file: !2, line: 35, baseType: !86, size: 192)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 24)
!89 = !DILocalVariable(name: "i", scope: !90, file: !2, line: 38, type: !34)
!90 = distinct !DILexicalBlock(scope: !44, file: !2, line: 38, column: 5)
!91 = distinct !DIAssignID()
!92 = !DILocation(line: 0, scope: !44)
!93 = distinct !DIAssignID()
!94 = distinct !DIAssignID()
!95 = !DILocation(line: 25, column: 5, scope: !44)
!96 = !DILocation(line: 25, column: 9, scope: !44)
!97 = !{!98, !98, i64 0}
!98 = !{!"int", !99, i64 0}
!99 = !{!"omnipotent char", !100, i64 0}
!100 = !{!"Simple C/C++ TBAA"}
!101 = distinct !DIAssignID()
!102 = !DILocation(line: 0, scope: !53)
!103 = !DILocation(line: 26, column: 37, scope: !104)
!104 = distinct !DILexicalBlock(scope: !53, file: !2, line: 26, column: 5)
!105 = distinct !DIAssignID()
!106 = !DILocation(line: 27, column: 5, scope: !44)
!107 = !DILocation(line: 28, column: 67, scope: !44)
!108 = !DILocation(line: 28, column: 5, scope: !44)
!109 = !DILocation(line: 30, column: 5, scope: !44)
!110 = !DILocation(line: 32, column: 5, scope: !44)
!111 = !DILocation(line: 34, column: 5, scope: !44)
!112 = !DILocation(line: 35, column: 5, scope: !44)
!113 = distinct !DIAssignID()
!114 = distinct !DIAssignID()
!115 = !DILocation(line: 0, scope: !90)
!116 = !DILocation(line: 37, column: 11, scope: !44)
!117 = !{!99, !99, i64 0}
!118 = !DILocation(line: 38, column: 33, scope: !119)
!119 = distinct !DILexicalBlock(scope: !90, file: !2, line: 38, column: 5)
!120 = !DILocation(line: 38, column: 45, scope: !119)
!121 = !DILocation(line: 39, column: 28, scope: !44)
!122 = !DILocation(line: 39, column: 5, scope: !44)
!123 = !DILocation(line: 41, column: 1, scope: !44)
!124 = !DILocation(line: 40, column: 5, scope: !44)
!125 = distinct !DISubprogram(name: "ret_empty", scope: !2, file: !2, line: 17, type: !126, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !129)
!126 = !DISubroutineType(types: !127)
!127 = !{!49, !128}
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!129 = !{!130, !131}
!130 = !DILocalVariable(name: "counter", arg: 1, scope: !125, file: !2, line: 17, type: !128)
!131 = !DILocalVariable(name: "e", scope: !125, file: !2, line: 17, type: !49)
!132 = !DILocation(line: 0, scope: !125)
!133 = !DILocation(line: 17, column: 83, scope: !125)
!134 = !DILocation(line: 17, column: 100, scope: !125)
!135 = !DILocation(line: 17, column: 103, scope: !125)
!136 = !DISubprogram(name: "printf", scope: !137, file: !137, line: 356, type: !138, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!137 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!138 = !DISubroutineType(types: !139)
!139 = !{!34, !140, null}
!140 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !141)
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !142, size: 64)
!142 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!143 = distinct !DISubprogram(name: "zla_sum", scope: !2, file: !2, line: 21, type: !144, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !148)
!144 = !DISubroutineType(types: !145)
!145 = !{!34, !146}
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !147, size: 64)
!147 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !78)
!148 = !{!149, !150, !151}
!149 = !DILocalVariable(name: "z", arg: 1, scope: !143, file: !2, line: 21, type: !146)
!150 = !DILocalVariable(name: "s", scope: !143, file: !2, line: 21, type: !34)
!151 = !DILocalVariable(name: "i", scope: !152, file: !2, line: 21, type: !34)
!152 = distinct !DILexicalBlock(scope: !143, file: !2, line: 21, column: 80)
!153 = !DILocation(line: 0, scope: !143)
!154 = !DILocation(line: 0, scope: !152)
!155 = !{!156, !98, i64 0}
!156 = !{!"zla", !98, i64 0, !99, i64 4}
!157 = !DILocation(line: 21, column: 98, scope: !158)
!158 = distinct !DILexicalBlock(scope: !152, file: !2, line: 21, column: 80)
!159 = !DILocation(line: 21, column: 80, scope: !152)
!160 = !DILocation(line: 21, column: 107, scope: !158)
!161 = !DILocation(line: 21, column: 116, scope: !158)
!162 = !DILocation(line: 21, column: 113, scope: !158)
!163 = distinct !{!163, !159, !164, !165, !166, !167}
!164 = !DILocation(line: 21, column: 125, scope: !152)
!165 = !{!"llvm.loop.mustprogress"}
!166 = !{!"llvm.loop.isvectorized", i32 1}
!167 = !{!"llvm.loop.unroll.runtime.disable"}
!168 = !DILocation(line: 21, scope: !143)
!169 = !DILocation(line: 21, column: 128, scope: !143)
!170 = distinct !{!170, !159, !164, !165, !167, !166}
