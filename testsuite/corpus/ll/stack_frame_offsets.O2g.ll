; ModuleID = 'programs/stack_frame_offsets.c'
source_filename = "programs/stack_frame_offsets.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"r=%ld\0A\00", align 1, !dbg !0

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !20 {
  %1 = tail call fastcc i64 @big_frame(), !dbg !25
    #dbg_value(i64 %1, !24, !DIExpression(), !26)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1), !dbg !27
  %3 = trunc i64 %1 to i32, !dbg !28
  %4 = and i32 %3, 127, !dbg !28
  ret i32 %4, !dbg !29
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nounwind memory(inaccessiblemem: readwrite) uwtable
define internal fastcc i64 @big_frame() unnamed_addr #2 !dbg !30 {
  %1 = alloca i64, align 8, !DIAssignID !65
    #dbg_assign(i1 undef, !42, !DIExpression(), !65, ptr %1, !DIExpression(), !66)
  %2 = alloca i64, align 8, !DIAssignID !67
    #dbg_assign(i1 undef, !48, !DIExpression(), !67, ptr %2, !DIExpression(), !66)
  %3 = alloca [10000 x i32], align 16, !DIAssignID !68
    #dbg_assign(i1 undef, !49, !DIExpression(), !68, ptr %3, !DIExpression(), !66)
  %4 = alloca i64, align 8, !DIAssignID !69
    #dbg_assign(i1 undef, !53, !DIExpression(), !69, ptr %4, !DIExpression(), !66)
  %5 = alloca [16640 x double], align 16, !DIAssignID !70
    #dbg_assign(i1 undef, !54, !DIExpression(), !70, ptr %5, !DIExpression(), !66)
  %6 = alloca i64, align 8, !DIAssignID !71
    #dbg_assign(i1 undef, !59, !DIExpression(), !71, ptr %6, !DIExpression(), !66)
    #dbg_value(i64 1, !34, !DIExpression(), !66)
    #dbg_value(i64 2, !35, !DIExpression(), !66)
    #dbg_value(i64 3, !36, !DIExpression(), !66)
    #dbg_value(i64 4, !37, !DIExpression(), !66)
    #dbg_value(i64 5, !38, !DIExpression(), !66)
    #dbg_value(i64 6, !39, !DIExpression(), !66)
    #dbg_value(i64 7, !40, !DIExpression(), !66)
    #dbg_value(i64 8, !41, !DIExpression(), !66)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !72
  store volatile i64 1, ptr %1, align 8, !dbg !73, !tbaa !74, !DIAssignID !78
    #dbg_assign(i64 1, !42, !DIExpression(), !78, ptr %1, !DIExpression(), !66)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5, !dbg !79
  store volatile i64 2, ptr %2, align 8, !dbg !80, !tbaa !74, !DIAssignID !81
    #dbg_assign(i64 2, !48, !DIExpression(), !81, ptr %2, !DIExpression(), !66)
  call void @llvm.lifetime.start.p0(i64 40000, ptr nonnull %3) #5, !dbg !82
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #5, !dbg !83
  store volatile i64 3, ptr %4, align 8, !dbg !84, !tbaa !74, !DIAssignID !85
    #dbg_assign(i64 3, !53, !DIExpression(), !85, ptr %4, !DIExpression(), !66)
  call void @llvm.lifetime.start.p0(i64 133120, ptr nonnull %5) #5, !dbg !86
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #5, !dbg !87
  store volatile i64 4, ptr %6, align 8, !dbg !88, !tbaa !74, !DIAssignID !89
    #dbg_assign(i64 4, !59, !DIExpression(), !89, ptr %6, !DIExpression(), !66)
    #dbg_value(i8 1, !44, !DIExpression(DW_OP_LLVM_fragment, 39992, 8), !66)
    #dbg_value(i32 0, !60, !DIExpression(), !90)
  br label %7, !dbg !91

7:                                                ; preds = %7, %0
  %8 = phi i64 [ 0, %0 ], [ %18, %7 ], !dbg !92
  %9 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %19, %7 ], !dbg !94
  %10 = add <4 x i32> %9, <i32 4, i32 4, i32 4, i32 4>, !dbg !94
  %11 = getelementptr inbounds [10000 x i32], ptr %3, i64 0, i64 %8, !dbg !95
  %12 = getelementptr inbounds i8, ptr %11, i64 16, !dbg !94
  store <4 x i32> %9, ptr %11, align 16, !dbg !94, !tbaa !96
  store <4 x i32> %10, ptr %12, align 16, !dbg !94, !tbaa !96
  %13 = or disjoint i64 %8, 8, !dbg !92
  %14 = add <4 x i32> %9, <i32 8, i32 8, i32 8, i32 8>, !dbg !94
  %15 = add <4 x i32> %9, <i32 12, i32 12, i32 12, i32 12>, !dbg !94
  %16 = getelementptr inbounds [10000 x i32], ptr %3, i64 0, i64 %13, !dbg !95
  %17 = getelementptr inbounds i8, ptr %16, i64 16, !dbg !94
  store <4 x i32> %14, ptr %16, align 16, !dbg !94, !tbaa !96
  store <4 x i32> %15, ptr %17, align 16, !dbg !94, !tbaa !96
  %18 = add nuw nsw i64 %8, 16, !dbg !92
  %19 = add <4 x i32> %9, <i32 16, i32 16, i32 16, i32 16>, !dbg !94
  %20 = icmp eq i64 %18, 10000, !dbg !92
  br i1 %20, label %21, label %7, !dbg !92, !llvm.loop !98

21:                                               ; preds = %7, %21
  %22 = phi i64 [ %40, %21 ], [ 0, %7 ], !dbg !103
  %23 = phi <2 x i32> [ %41, %21 ], [ <i32 0, i32 1>, %7 ], !dbg !105
  %24 = add <2 x i32> %23, <i32 2, i32 2>, !dbg !105
  %25 = uitofp <2 x i32> %23 to <2 x double>, !dbg !105
  %26 = uitofp <2 x i32> %24 to <2 x double>, !dbg !105
  %27 = fmul <2 x double> %25, <double 5.000000e-01, double 5.000000e-01>, !dbg !106
  %28 = fmul <2 x double> %26, <double 5.000000e-01, double 5.000000e-01>, !dbg !106
  %29 = getelementptr inbounds [16640 x double], ptr %5, i64 0, i64 %22, !dbg !107
  %30 = getelementptr inbounds i8, ptr %29, i64 16, !dbg !108
  store <2 x double> %27, ptr %29, align 16, !dbg !108, !tbaa !109
  store <2 x double> %28, ptr %30, align 16, !dbg !108, !tbaa !109
  %31 = or disjoint i64 %22, 4, !dbg !103
  %32 = add <2 x i32> %23, <i32 4, i32 4>, !dbg !105
  %33 = add <2 x i32> %23, <i32 6, i32 6>, !dbg !105
  %34 = uitofp <2 x i32> %32 to <2 x double>, !dbg !105
  %35 = uitofp <2 x i32> %33 to <2 x double>, !dbg !105
  %36 = fmul <2 x double> %34, <double 5.000000e-01, double 5.000000e-01>, !dbg !106
  %37 = fmul <2 x double> %35, <double 5.000000e-01, double 5.000000e-01>, !dbg !106
  %38 = getelementptr inbounds [16640 x double], ptr %5, i64 0, i64 %31, !dbg !107
  %39 = getelementptr inbounds i8, ptr %38, i64 16, !dbg !108
  store <2 x double> %36, ptr %38, align 16, !dbg !108, !tbaa !109
  store <2 x double> %37, ptr %39, align 16, !dbg !108, !tbaa !109
  %40 = add nuw nsw i64 %22, 8, !dbg !103
  %41 = add <2 x i32> %23, <i32 8, i32 8>, !dbg !105
  %42 = icmp eq i64 %40, 16640, !dbg !103
  br i1 %42, label %43, label %21, !dbg !103, !llvm.loop !111

43:                                               ; preds = %21
  call fastcc void @touch(ptr noundef nonnull %1, i64 noundef 7), !dbg !114
  call fastcc void @touch(ptr noundef nonnull %2, i64 noundef 8), !dbg !115
  call fastcc void @touch(ptr noundef nonnull %4, i64 noundef 5), !dbg !116
  call fastcc void @touch(ptr noundef nonnull %6, i64 noundef 6), !dbg !117
  %44 = load volatile i64, ptr %1, align 8, !dbg !118, !tbaa !74
  %45 = load volatile i64, ptr %2, align 8, !dbg !119, !tbaa !74
  %46 = mul nsw i64 %45, 10, !dbg !120
  %47 = load volatile i64, ptr %4, align 8, !dbg !121, !tbaa !74
  %48 = mul nsw i64 %47, 100, !dbg !122
  %49 = load volatile i64, ptr %6, align 8, !dbg !123, !tbaa !74
  %50 = mul nsw i64 %49, 1000, !dbg !124
    #dbg_value(i64 poison, !64, !DIExpression(), !66)
  %51 = getelementptr inbounds i8, ptr %3, i64 39996, !dbg !125
  %52 = load i32, ptr %51, align 4, !dbg !125, !tbaa !96
  %53 = add nsw i32 %52, 1, !dbg !126
  %54 = sext i32 %53 to i64, !dbg !127
  %55 = getelementptr inbounds i8, ptr %5, i64 133112, !dbg !128
  %56 = load double, ptr %55, align 8, !dbg !128, !tbaa !109
  %57 = fptosi double %56 to i64, !dbg !129
  %58 = add i64 %46, %44, !dbg !130
  %59 = add i64 %58, %48, !dbg !131
  %60 = add i64 %59, %50, !dbg !132
  %61 = add i64 %60, %57, !dbg !133
  %62 = add i64 %61, %54, !dbg !134
    #dbg_value(i64 %62, !64, !DIExpression(), !66)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #5, !dbg !135
  call void @llvm.lifetime.end.p0(i64 133120, ptr nonnull %5) #5, !dbg !135
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #5, !dbg !135
  call void @llvm.lifetime.end.p0(i64 40000, ptr nonnull %3) #5, !dbg !135
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5, !dbg !135
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !135
  ret i64 %62, !dbg !136
}

; Function Attrs: nofree nounwind
declare !dbg !137 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define internal fastcc void @touch(ptr noundef %0, i64 noundef %1) unnamed_addr #4 !dbg !144 {
    #dbg_value(ptr %0, !149, !DIExpression(), !151)
    #dbg_value(i64 %1, !150, !DIExpression(), !151)
  %3 = load volatile i64, ptr %0, align 8, !dbg !152, !tbaa !74
  %4 = add nsw i64 %3, %1, !dbg !152
  store volatile i64 %4, ptr %0, align 8, !dbg !152, !tbaa !74
  ret void, !dbg !153
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nounwind memory(inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/stack_frame_offsets.c", directory: ".", checksumkind: CSK_MD5, checksum: "56ec8db95aedb9a73604c332f345e927")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !11, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !10}
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!11 = !{!0}
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 8, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 2}
!18 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!19 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!20 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 27, type: !21, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !23)
!21 = !DISubroutineType(types: !22)
!22 = !{!9}
!23 = !{!24}
!24 = !DILocalVariable(name: "r", scope: !20, file: !2, line: 28, type: !10)
!25 = !DILocation(line: 28, column: 14, scope: !20)
!26 = !DILocation(line: 0, scope: !20)
!27 = !DILocation(line: 29, column: 5, scope: !20)
!28 = !DILocation(line: 30, column: 12, scope: !20)
!29 = !DILocation(line: 30, column: 5, scope: !20)
!30 = distinct !DISubprogram(name: "big_frame", scope: !2, file: !2, line: 10, type: !31, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !33)
!31 = !DISubroutineType(cc: DW_CC_nocall, types: !32)
!32 = !{!10, !10, !10, !10, !10, !10, !10, !10, !10}
!33 = !{!34, !35, !36, !37, !38, !39, !40, !41, !42, !44, !48, !49, !53, !54, !59, !60, !62, !64}
!34 = !DILocalVariable(name: "a", arg: 1, scope: !30, file: !2, line: 10, type: !10)
!35 = !DILocalVariable(name: "b", arg: 2, scope: !30, file: !2, line: 10, type: !10)
!36 = !DILocalVariable(name: "c", arg: 3, scope: !30, file: !2, line: 10, type: !10)
!37 = !DILocalVariable(name: "d", arg: 4, scope: !30, file: !2, line: 10, type: !10)
!38 = !DILocalVariable(name: "e", arg: 5, scope: !30, file: !2, line: 10, type: !10)
!39 = !DILocalVariable(name: "f", arg: 6, scope: !30, file: !2, line: 10, type: !10)
!40 = !DILocalVariable(name: "g", arg: 7, scope: !30, file: !2, line: 10, type: !10)
!41 = !DILocalVariable(name: "h", arg: 8, scope: !30, file: !2, line: 10, type: !10)
!42 = !DILocalVariable(name: "s1", scope: !30, file: !2, line: 11, type: !43)
!43 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !10)
!44 = !DILocalVariable(name: "small", scope: !30, file: !2, line: 12, type: !45)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40000, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 5000)
!48 = !DILocalVariable(name: "s2", scope: !30, file: !2, line: 13, type: !43)
!49 = !DILocalVariable(name: "mid", scope: !30, file: !2, line: 14, type: !50)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 320000, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 10000)
!53 = !DILocalVariable(name: "s3", scope: !30, file: !2, line: 15, type: !43)
!54 = !DILocalVariable(name: "large", scope: !30, file: !2, line: 16, type: !55)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !56, size: 1064960, elements: !57)
!56 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!57 = !{!58}
!58 = !DISubrange(count: 16640)
!59 = !DILocalVariable(name: "s4", scope: !30, file: !2, line: 17, type: !43)
!60 = !DILocalVariable(name: "i", scope: !61, file: !2, line: 19, type: !9)
!61 = distinct !DILexicalBlock(scope: !30, file: !2, line: 19, column: 5)
!62 = !DILocalVariable(name: "i", scope: !63, file: !2, line: 20, type: !9)
!63 = distinct !DILexicalBlock(scope: !30, file: !2, line: 20, column: 5)
!64 = !DILocalVariable(name: "r", scope: !30, file: !2, line: 22, type: !10)
!65 = distinct !DIAssignID()
!66 = !DILocation(line: 0, scope: !30)
!67 = distinct !DIAssignID()
!68 = distinct !DIAssignID()
!69 = distinct !DIAssignID()
!70 = distinct !DIAssignID()
!71 = distinct !DIAssignID()
!72 = !DILocation(line: 11, column: 5, scope: !30)
!73 = !DILocation(line: 11, column: 19, scope: !30)
!74 = !{!75, !75, i64 0}
!75 = !{!"long", !76, i64 0}
!76 = !{!"omnipotent char", !77, i64 0}
!77 = !{!"Simple C/C++ TBAA"}
!78 = distinct !DIAssignID()
!79 = !DILocation(line: 13, column: 5, scope: !30)
!80 = !DILocation(line: 13, column: 19, scope: !30)
!81 = distinct !DIAssignID()
!82 = !DILocation(line: 14, column: 5, scope: !30)
!83 = !DILocation(line: 15, column: 5, scope: !30)
!84 = !DILocation(line: 15, column: 19, scope: !30)
!85 = distinct !DIAssignID()
!86 = !DILocation(line: 16, column: 5, scope: !30)
!87 = !DILocation(line: 17, column: 5, scope: !30)
!88 = !DILocation(line: 17, column: 19, scope: !30)
!89 = distinct !DIAssignID()
!90 = !DILocation(line: 0, scope: !61)
!91 = !DILocation(line: 19, column: 5, scope: !61)
!92 = !DILocation(line: 19, column: 33, scope: !93)
!93 = distinct !DILexicalBlock(scope: !61, file: !2, line: 19, column: 5)
!94 = !DILocation(line: 19, column: 44, scope: !93)
!95 = !DILocation(line: 19, column: 37, scope: !93)
!96 = !{!97, !97, i64 0}
!97 = !{!"int", !76, i64 0}
!98 = distinct !{!98, !91, !99, !100, !101, !102}
!99 = !DILocation(line: 19, column: 46, scope: !61)
!100 = !{!"llvm.loop.mustprogress"}
!101 = !{!"llvm.loop.isvectorized", i32 1}
!102 = !{!"llvm.loop.unroll.runtime.disable"}
!103 = !DILocation(line: 20, column: 33, scope: !104)
!104 = distinct !DILexicalBlock(scope: !63, file: !2, line: 20, column: 5)
!105 = !DILocation(line: 20, column: 48, scope: !104)
!106 = !DILocation(line: 20, column: 50, scope: !104)
!107 = !DILocation(line: 20, column: 37, scope: !104)
!108 = !DILocation(line: 20, column: 46, scope: !104)
!109 = !{!110, !110, i64 0}
!110 = !{!"double", !76, i64 0}
!111 = distinct !{!111, !112, !113, !100, !101, !102}
!112 = !DILocation(line: 20, column: 5, scope: !63)
!113 = !DILocation(line: 20, column: 52, scope: !63)
!114 = !DILocation(line: 21, column: 5, scope: !30)
!115 = !DILocation(line: 21, column: 20, scope: !30)
!116 = !DILocation(line: 21, column: 35, scope: !30)
!117 = !DILocation(line: 21, column: 50, scope: !30)
!118 = !DILocation(line: 22, column: 14, scope: !30)
!119 = !DILocation(line: 22, column: 19, scope: !30)
!120 = !DILocation(line: 22, column: 22, scope: !30)
!121 = !DILocation(line: 22, column: 29, scope: !30)
!122 = !DILocation(line: 22, column: 32, scope: !30)
!123 = !DILocation(line: 22, column: 40, scope: !30)
!124 = !DILocation(line: 22, column: 43, scope: !30)
!125 = !DILocation(line: 23, column: 24, scope: !30)
!126 = !DILocation(line: 23, column: 22, scope: !30)
!127 = !DILocation(line: 23, column: 10, scope: !30)
!128 = !DILocation(line: 23, column: 42, scope: !30)
!129 = !DILocation(line: 23, column: 36, scope: !30)
!130 = !DILocation(line: 23, column: 34, scope: !30)
!131 = !DILocation(line: 22, column: 17, scope: !30)
!132 = !DILocation(line: 22, column: 27, scope: !30)
!133 = !DILocation(line: 22, column: 38, scope: !30)
!134 = !DILocation(line: 23, column: 7, scope: !30)
!135 = !DILocation(line: 25, column: 1, scope: !30)
!136 = !DILocation(line: 24, column: 5, scope: !30)
!137 = !DISubprogram(name: "printf", scope: !138, file: !138, line: 356, type: !139, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!138 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!139 = !DISubroutineType(types: !140)
!140 = !{!9, !141, null}
!141 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !142)
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !143, size: 64)
!143 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!144 = distinct !DISubprogram(name: "touch", scope: !2, file: !2, line: 9, type: !145, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !148)
!145 = !DISubroutineType(types: !146)
!146 = !{null, !147, !10}
!147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!148 = !{!149, !150}
!149 = !DILocalVariable(name: "p", arg: 1, scope: !144, file: !2, line: 9, type: !147)
!150 = !DILocalVariable(name: "v", arg: 2, scope: !144, file: !2, line: 9, type: !10)
!151 = !DILocation(line: 0, scope: !144)
!152 = !DILocation(line: 9, column: 76, scope: !144)
!153 = !DILocation(line: 9, column: 82, scope: !144)
