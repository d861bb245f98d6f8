; ModuleID = 'programs/globals_sections_aligned.c'
source_filename = "programs/globals_sections_aligned.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.reg = type { ptr, i32 }

@.str = private unnamed_addr constant [6 x i8] c"alpha\00", align 1, !dbg !0
@reg_alpha = internal constant %struct.reg { ptr @.str, i32 1 }, section "rllc_regs", align 16, !dbg !7
@.str.1 = private unnamed_addr constant [5 x i8] c"beta\00", align 1, !dbg !15
@reg_beta = internal constant %struct.reg { ptr @.str.1, i32 20 }, section "rllc_regs", align 16, !dbg !20
@.str.2 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1, !dbg !30
@reg_gamma = internal constant %struct.reg { ptr @.str.2, i32 300 }, section "rllc_regs", align 16, !dbg !32
@unused_but_kept = internal global i32 42, align 4, !dbg !34
@__start_rllc_regs = external constant [0 x %struct.reg], align 8
@__stop_rllc_regs = external constant [0 x %struct.reg], align 8
@.str.3 = private unnamed_addr constant [37 x i8] c"registered %d entries, value sum %d\0A\00", align 1, !dbg !36
@.str.4 = private unnamed_addr constant [42 x i8] c"alignment ok: %d %d c1=%d a64=%d a256=%d\0A\00", align 1, !dbg !41
@.str.5 = private unnamed_addr constant [25 x i8] c"cv=%d custom=%d kept=%d\0A\00", align 1, !dbg !46
@cv = internal constant i32 77, align 4, !dbg !61
@llvm.compiler.used = appending global [4 x ptr] [ptr @reg_alpha, ptr @reg_beta, ptr @reg_gamma, ptr @unused_but_kept], section "llvm.metadata"

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !73 {
    #dbg_value(i32 0, !77, !DIExpression(), !82)
    #dbg_value(i32 0, !78, !DIExpression(), !82)
    #dbg_value(ptr @__start_rllc_regs, !79, !DIExpression(), !83)
  %1 = icmp ult ptr @__start_rllc_regs, @__stop_rllc_regs, !dbg !84
  br i1 %1, label %2, label %68, !dbg !86

2:                                                ; preds = %0
  %3 = tail call i64 @llvm.umax.i64(i64 ptrtoint (ptr @__stop_rllc_regs to i64), i64 add (i64 ptrtoint (ptr @__start_rllc_regs to i64), i64 16)), !dbg !86
  %4 = add i64 %3, xor (i64 ptrtoint (ptr @__start_rllc_regs to i64), i64 -1), !dbg !86
  %5 = icmp ult i64 %4, 128, !dbg !86
  br i1 %5, label %6, label %10, !dbg !86

6:                                                ; preds = %63, %2
  %7 = phi ptr [ @__start_rllc_regs, %2 ], [ %18, %63 ]
  %8 = phi i32 [ 0, %2 ], [ %65, %63 ]
  %9 = phi i32 [ 0, %2 ], [ %67, %63 ]
  br label %81, !dbg !86

10:                                               ; preds = %2
  %11 = lshr i64 %4, 4, !dbg !86
  %12 = add nuw nsw i64 %11, 1, !dbg !86
  %13 = and i64 %12, 7, !dbg !86
  %14 = icmp eq i64 %13, 0, !dbg !86
  %15 = select i1 %14, i64 8, i64 %13, !dbg !86
  %16 = sub nsw i64 %12, %15, !dbg !86
  %17 = shl i64 %16, 4, !dbg !86
  %18 = getelementptr i8, ptr @__start_rllc_regs, i64 %17, !dbg !86
  br label %19, !dbg !86

19:                                               ; preds = %19, %10
  %20 = phi i64 [ 0, %10 ], [ %61, %19 ]
  %21 = phi <4 x i32> [ zeroinitializer, %10 ], [ %59, %19 ]
  %22 = phi <4 x i32> [ zeroinitializer, %10 ], [ %60, %19 ]
  %23 = phi <4 x i32> [ zeroinitializer, %10 ], [ %33, %19 ]
  %24 = phi <4 x i32> [ zeroinitializer, %10 ], [ %34, %19 ]
  %25 = shl i64 %20, 4, !dbg !86
  %26 = or disjoint i64 %25, 16, !dbg !86
  %27 = or disjoint i64 %25, 32, !dbg !86
  %28 = or disjoint i64 %25, 48, !dbg !86
  %29 = or disjoint i64 %25, 64, !dbg !86
  %30 = or disjoint i64 %25, 80, !dbg !86
  %31 = or disjoint i64 %25, 96, !dbg !86
  %32 = or disjoint i64 %25, 112, !dbg !86
  %33 = add <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>, !dbg !87
  %34 = add <4 x i32> %24, <i32 1, i32 1, i32 1, i32 1>, !dbg !87
  %35 = getelementptr i8, ptr getelementptr (i8, ptr @__start_rllc_regs, i64 8), i64 %25, !dbg !89
  %36 = getelementptr i8, ptr getelementptr (i8, ptr @__start_rllc_regs, i64 8), i64 %26, !dbg !89
  %37 = getelementptr i8, ptr getelementptr (i8, ptr @__start_rllc_regs, i64 8), i64 %27, !dbg !89
  %38 = getelementptr i8, ptr getelementptr (i8, ptr @__start_rllc_regs, i64 8), i64 %28, !dbg !89
  %39 = getelementptr i8, ptr getelementptr (i8, ptr @__start_rllc_regs, i64 8), i64 %29, !dbg !89
  %40 = getelementptr i8, ptr getelementptr (i8, ptr @__start_rllc_regs, i64 8), i64 %30, !dbg !89
  %41 = getelementptr i8, ptr getelementptr (i8, ptr @__start_rllc_regs, i64 8), i64 %31, !dbg !89
  %42 = getelementptr i8, ptr getelementptr (i8, ptr @__start_rllc_regs, i64 8), i64 %32, !dbg !89
  %43 = load i32, ptr %35, align 8, !dbg !89, !tbaa !90
  %44 = load i32, ptr %36, align 8, !dbg !89, !tbaa !90
  %45 = load i32, ptr %37, align 8, !dbg !89, !tbaa !90
  %46 = load i32, ptr %38, align 8, !dbg !89, !tbaa !90
  %47 = insertelement <4 x i32> poison, i32 %43, i64 0, !dbg !89
  %48 = insertelement <4 x i32> %47, i32 %44, i64 1, !dbg !89
  %49 = insertelement <4 x i32> %48, i32 %45, i64 2, !dbg !89
  %50 = insertelement <4 x i32> %49, i32 %46, i64 3, !dbg !89
  %51 = load i32, ptr %39, align 8, !dbg !89, !tbaa !90
  %52 = load i32, ptr %40, align 8, !dbg !89, !tbaa !90
  %53 = load i32, ptr %41, align 8, !dbg !89, !tbaa !90
  %54 = load i32, ptr %42, align 8, !dbg !89, !tbaa !90
  %55 = insertelement <4 x i32> poison, i32 %51, i64 0, !dbg !86
  %56 = insertelement <4 x i32> %55, i32 %52, i64 1, !dbg !86
  %57 = insertelement <4 x i32> %56, i32 %53, i64 2, !dbg !86
  %58 = insertelement <4 x i32> %57, i32 %54, i64 3, !dbg !86
  %59 = add <4 x i32> %50, %21, !dbg !86
  %60 = add <4 x i32> %58, %22, !dbg !86
  %61 = add nuw i64 %20, 8
  %62 = icmp eq i64 %61, %16
  br i1 %62, label %63, label %19, !llvm.loop !96

63:                                               ; preds = %19
  %64 = add <4 x i32> %60, %59, !dbg !86
  %65 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %64), !dbg !86
  %66 = add <4 x i32> %34, %33, !dbg !86
  %67 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %66), !dbg !86
  br label %6, !dbg !86

68:                                               ; preds = %81, %0
  %69 = phi i32 [ 0, %0 ], [ %85, %81 ], !dbg !82
  %70 = phi i32 [ 0, %0 ], [ %88, %81 ], !dbg !82
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %69, i32 noundef %70), !dbg !101
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 2, i32 noundef 3), !dbg !102
  %73 = load volatile i32, ptr @cv, align 4, !dbg !103, !tbaa !104
  %74 = load volatile i32, ptr @cv, align 4, !dbg !105, !tbaa !104
  %75 = tail call fastcc i32 @in_custom_text(i32 noundef %74), !dbg !106
  %76 = load i32, ptr @unused_but_kept, align 4, !dbg !107, !tbaa !104
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %73, i32 noundef %75, i32 noundef %76), !dbg !108
  %78 = mul nuw nsw i32 %69, 10, !dbg !109
  %79 = srem i32 %70, 10, !dbg !110
  %80 = add nsw i32 %79, %78, !dbg !111
  ret i32 %80, !dbg !112

81:                                               ; preds = %6, %81
  %82 = phi ptr [ %89, %81 ], [ %7, %6 ]
  %83 = phi i32 [ %88, %81 ], [ %8, %6 ]
  %84 = phi i32 [ %85, %81 ], [ %9, %6 ]
    #dbg_value(ptr %82, !79, !DIExpression(), !83)
    #dbg_value(i32 %83, !78, !DIExpression(), !82)
    #dbg_value(i32 %84, !77, !DIExpression(), !82)
  %85 = add nuw nsw i32 %84, 1, !dbg !87
    #dbg_value(i32 %85, !77, !DIExpression(), !82)
  %86 = getelementptr inbounds i8, ptr %82, i64 8, !dbg !89
  %87 = load i32, ptr %86, align 8, !dbg !89, !tbaa !90
  %88 = add nsw i32 %87, %83, !dbg !113
    #dbg_value(i32 %88, !78, !DIExpression(), !82)
  %89 = getelementptr inbounds i8, ptr %82, i64 16, !dbg !114
    #dbg_value(ptr %89, !79, !DIExpression(), !83)
  %90 = icmp ult ptr %89, @__stop_rllc_regs, !dbg !84
  br i1 %90, label %81, label %68, !dbg !86, !llvm.loop !115
}

; Function Attrs: nofree nounwind
declare !dbg !116 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -2147483647, -2147483648) i32 @in_custom_text(i32 noundef %0) unnamed_addr #2 section ".text.rllc_custom" !dbg !121 {
    #dbg_value(i32 %0, !125, !DIExpression(), !126)
  %2 = mul nsw i32 %0, 3, !dbg !127
  %3 = add nsw i32 %2, 1, !dbg !128
  ret i32 %3, !dbg !129
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!65, !66, !67, !68, !69, !70, !71}
!llvm.ident = !{!72}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/globals_sections_aligned.c", directory: ".", checksumkind: CSK_MD5, checksum: "fcca512bf2c98bd67c1a561aefac5dbe")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 6)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "reg_alpha", scope: !9, file: !2, line: 10, type: !22, isLocal: true, isDefinition: true, align: 128)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !14, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11}
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !12, line: 90, baseType: !13)
!12 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!13 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!14 = !{!0, !7, !15, !20, !30, !32, !34, !36, !41, !46, !51, !53, !59, !61}
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 5)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "reg_beta", scope: !9, file: !2, line: 11, type: !22, isLocal: true, isDefinition: true, align: 128)
!22 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !23)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "reg", file: !2, line: 8, size: 128, elements: !24)
!24 = !{!25, !28}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !23, file: !2, line: 8, baseType: !26, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !23, file: !2, line: 8, baseType: !29, size: 32, offset: 64)
!29 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !3, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(name: "reg_gamma", scope: !9, file: !2, line: 12, type: !22, isLocal: true, isDefinition: true, align: 128)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(name: "unused_but_kept", scope: !9, file: !2, line: 20, type: !29, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 37)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 336, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 42)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 25)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(name: "aligned64", scope: !9, file: !2, line: 16, type: !4, isLocal: true, isDefinition: true, align: 512)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(name: "aligned256", scope: !9, file: !2, line: 17, type: !55, isLocal: true, isDefinition: true, align: 2048)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !56, size: 48, elements: !57)
!56 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!57 = !{!58}
!58 = !DISubrange(count: 3)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!60 = distinct !DIGlobalVariable(name: "c1", scope: !9, file: !2, line: 15, type: !4, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(name: "cv", scope: !9, file: !2, line: 18, type: !63, isLocal: true, isDefinition: true)
!63 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !64)
!64 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !29)
!65 = !{i32 7, !"Dwarf Version", i32 5}
!66 = !{i32 2, !"Debug Info Version", i32 3}
!67 = !{i32 1, !"wchar_size", i32 4}
!68 = !{i32 8, !"PIC Level", i32 2}
!69 = !{i32 7, !"PIE Level", i32 2}
!70 = !{i32 7, !"uwtable", i32 2}
!71 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!72 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!73 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 22, type: !74, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !76)
!74 = !DISubroutineType(types: !75)
!75 = !{!29}
!76 = !{!77, !78, !79}
!77 = !DILocalVariable(name: "count", scope: !73, file: !2, line: 23, type: !29)
!78 = !DILocalVariable(name: "sum", scope: !73, file: !2, line: 23, type: !29)
!79 = !DILocalVariable(name: "r", scope: !80, file: !2, line: 24, type: !81)
!80 = distinct !DILexicalBlock(scope: !73, file: !2, line: 24, column: 5)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!82 = !DILocation(line: 0, scope: !73)
!83 = !DILocation(line: 0, scope: !80)
!84 = !DILocation(line: 24, column: 53, scope: !85)
!85 = distinct !DILexicalBlock(scope: !80, file: !2, line: 24, column: 5)
!86 = !DILocation(line: 24, column: 5, scope: !80)
!87 = !DILocation(line: 24, column: 85, scope: !88)
!88 = distinct !DILexicalBlock(scope: !85, file: !2, line: 24, column: 78)
!89 = !DILocation(line: 24, column: 99, scope: !88)
!90 = !{!91, !95, i64 8}
!91 = !{!"reg", !92, i64 0, !95, i64 8}
!92 = !{!"any pointer", !93, i64 0}
!93 = !{!"omnipotent char", !94, i64 0}
!94 = !{!"Simple C/C++ TBAA"}
!95 = !{!"int", !93, i64 0}
!96 = distinct !{!96, !86, !97, !98, !99, !100}
!97 = !DILocation(line: 24, column: 106, scope: !80)
!98 = !{!"llvm.loop.mustprogress"}
!99 = !{!"llvm.loop.isvectorized", i32 1}
!100 = !{!"llvm.loop.unroll.runtime.disable"}
!101 = !DILocation(line: 25, column: 5, scope: !73)
!102 = !DILocation(line: 26, column: 5, scope: !73)
!103 = !DILocation(line: 27, column: 41, scope: !73)
!104 = !{!95, !95, i64 0}
!105 = !DILocation(line: 27, column: 60, scope: !73)
!106 = !DILocation(line: 27, column: 45, scope: !73)
!107 = !DILocation(line: 27, column: 65, scope: !73)
!108 = !DILocation(line: 27, column: 5, scope: !73)
!109 = !DILocation(line: 28, column: 18, scope: !73)
!110 = !DILocation(line: 28, column: 29, scope: !73)
!111 = !DILocation(line: 28, column: 23, scope: !73)
!112 = !DILocation(line: 28, column: 5, scope: !73)
!113 = !DILocation(line: 24, column: 93, scope: !88)
!114 = !DILocation(line: 24, column: 74, scope: !85)
!115 = distinct !{!115, !86, !97, !98, !100, !99}
!116 = !DISubprogram(name: "printf", scope: !117, file: !117, line: 356, type: !118, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!117 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!118 = !DISubroutineType(types: !119)
!119 = !{!29, !120, null}
!120 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !26)
!121 = distinct !DISubprogram(name: "in_custom_text", scope: !2, file: !2, line: 19, type: !122, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !124)
!122 = !DISubroutineType(types: !123)
!123 = !{!29, !29}
!124 = !{!125}
!125 = !DILocalVariable(name: "x", arg: 1, scope: !121, file: !2, line: 19, type: !29)
!126 = !DILocation(line: 0, scope: !121)
!127 = !DILocation(line: 19, column: 101, scope: !121)
!128 = !DILocation(line: 19, column: 105, scope: !121)
!129 = !DILocation(line: 19, column: 92, scope: !121)
