; ModuleID = 'programs/short_circuit_effects.c'
source_filename = "programs/short_circuit_effects.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [17 x i8] c"x=%d y=%d calls:\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !7
@calls = internal unnamed_addr global [8 x i32] zeroinitializer, align 16, !dbg !12
@.str.3 = private unnamed_addr constant [17 x i8] c"comma r=%d n=%d\0A\00", align 1, !dbg !21
@.str.4 = private unnamed_addr constant [26 x i8] c"lvalue ternary p=%d q=%d\0A\00", align 1, !dbg !23
@.str.5 = private unnamed_addr constant [23 x i8] c"ternary v=%d evals=%d\0A\00", align 1, !dbg !28
@.str.6 = private unnamed_addr constant [35 x i8] c"ptr logic %d %d fp logic %d %d %d\0A\00", align 1, !dbg !33
@.str.7 = private unnamed_addr constant [8 x i8] c"cnt=%d\0A\00", align 1, !dbg !38

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !53 {
    #dbg_value(i32 0, !57, !DIExpression(), !89)
    #dbg_value(i32 0, !58, !DIExpression(), !89)
    #dbg_value(i32 0, !59, !DIExpression(), !90)
  br label %61, !dbg !91

1:                                                ; preds = %86
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %79, i32 noundef %89), !dbg !92
    #dbg_value(i64 0, !67, !DIExpression(), !93)
  %3 = load i32, ptr @calls, align 16, !dbg !94, !tbaa !96
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %3), !dbg !100
    #dbg_value(i64 1, !67, !DIExpression(), !93)
  %5 = load i32, ptr getelementptr inbounds (i8, ptr @calls, i64 4), align 4, !dbg !94, !tbaa !96
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %5), !dbg !100
    #dbg_value(i64 2, !67, !DIExpression(), !93)
  %7 = load i32, ptr getelementptr inbounds (i8, ptr @calls, i64 8), align 8, !dbg !94, !tbaa !96
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %7), !dbg !100
    #dbg_value(i64 3, !67, !DIExpression(), !93)
  %9 = load i32, ptr getelementptr inbounds (i8, ptr @calls, i64 12), align 4, !dbg !94, !tbaa !96
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %9), !dbg !100
    #dbg_value(i64 4, !67, !DIExpression(), !93)
  %11 = load i32, ptr getelementptr inbounds (i8, ptr @calls, i64 16), align 16, !dbg !94, !tbaa !96
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %11), !dbg !100
    #dbg_value(i64 5, !67, !DIExpression(), !93)
  %13 = load i32, ptr getelementptr inbounds (i8, ptr @calls, i64 20), align 4, !dbg !94, !tbaa !96
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %13), !dbg !100
    #dbg_value(i64 6, !67, !DIExpression(), !93)
  %15 = load i32, ptr getelementptr inbounds (i8, ptr @calls, i64 24), align 8, !dbg !94, !tbaa !96
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %15), !dbg !100
    #dbg_value(i64 7, !67, !DIExpression(), !93)
  %17 = load i32, ptr getelementptr inbounds (i8, ptr @calls, i64 28), align 4, !dbg !94, !tbaa !96
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %17), !dbg !100
    #dbg_value(i64 8, !67, !DIExpression(), !93)
  %19 = tail call i32 @putchar(i32 10), !dbg !101
    #dbg_value(i32 2, !69, !DIExpression(), !89)
    #dbg_value(i32 20, !70, !DIExpression(), !89)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 20, i32 noundef 2), !dbg !102
    #dbg_value(i32 undef, !71, !DIExpression(), !89)
    #dbg_value(i32 undef, !72, !DIExpression(), !89)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 27, i32 noundef 18), !dbg !103
    #dbg_value(i32 1, !75, !DIExpression(), !89)
    #dbg_value(i32 100, !76, !DIExpression(), !89)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 100, i32 noundef 1), !dbg !104
    #dbg_value(ptr null, !77, !DIExpression(), !89)
    #dbg_value(i32 5, !79, !DIExpression(), !89)
    #dbg_value(ptr undef, !80, !DIExpression(), !89)
    #dbg_value(i32 0, !81, !DIExpression(), !89)
    #dbg_value(i32 1, !82, !DIExpression(), !89)
    #dbg_value(double 0.000000e+00, !83, !DIExpression(), !89)
    #dbg_value(double -5.000000e-01, !85, !DIExpression(), !89)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0, i32 noundef 1, i32 noundef 0, i32 noundef 1, i32 noundef 1), !dbg !105
    #dbg_value(i32 0, !86, !DIExpression(), !89)
    #dbg_value(i32 0, !87, !DIExpression(), !106)
  br label %24, !dbg !107

24:                                               ; preds = %24, %1
  %25 = phi i32 [ 0, %1 ], [ %49, %24 ], !dbg !108
  %26 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %1 ], [ %50, %24 ]
  %27 = phi <4 x i32> [ zeroinitializer, %1 ], [ %46, %24 ]
  %28 = phi <4 x i32> [ zeroinitializer, %1 ], [ %48, %24 ]
  %29 = phi <4 x i8> [ <i8 0, i8 1, i8 2, i8 3>, %1 ], [ %51, %24 ], !dbg !110
  %30 = add <4 x i8> %29, <i8 4, i8 4, i8 4, i8 4>, !dbg !110
  %31 = and <4 x i32> %26, <i32 1, i32 1, i32 1, i32 1>, !dbg !112
  %32 = and <4 x i32> %26, <i32 1, i32 1, i32 1, i32 1>, !dbg !112
  %33 = icmp eq <4 x i32> %31, zeroinitializer, !dbg !113
  %34 = icmp eq <4 x i32> %32, zeroinitializer, !dbg !113
  %35 = urem <4 x i8> %29, <i8 3, i8 3, i8 3, i8 3>, !dbg !110
  %36 = urem <4 x i8> %30, <i8 3, i8 3, i8 3, i8 3>, !dbg !110
  %37 = urem <4 x i8> %29, <i8 5, i8 5, i8 5, i8 5>
  %38 = urem <4 x i8> %30, <i8 5, i8 5, i8 5, i8 5>
  %39 = or <4 x i8> %35, %37, !dbg !114
  %40 = or <4 x i8> %36, %38, !dbg !114
  %41 = icmp eq <4 x i8> %39, zeroinitializer, !dbg !114
  %42 = icmp eq <4 x i8> %40, zeroinitializer, !dbg !114
  %43 = select <4 x i1> %41, <4 x i32> <i32 1001, i32 1001, i32 1001, i32 1001>, <4 x i32> <i32 1, i32 1, i32 1, i32 1>, !dbg !114
  %44 = select <4 x i1> %42, <4 x i32> <i32 1001, i32 1001, i32 1001, i32 1001>, <4 x i32> <i32 1, i32 1, i32 1, i32 1>, !dbg !114
  %45 = select <4 x i1> %33, <4 x i32> %43, <4 x i32> zeroinitializer, !dbg !89
  %46 = add <4 x i32> %27, %45, !dbg !89
  %47 = select <4 x i1> %34, <4 x i32> %44, <4 x i32> zeroinitializer, !dbg !89
  %48 = add <4 x i32> %28, %47, !dbg !89
  %49 = add nuw i32 %25, 8, !dbg !108
  %50 = add <4 x i32> %26, <i32 8, i32 8, i32 8, i32 8>
  %51 = add <4 x i8> %29, <i8 8, i8 8, i8 8, i8 8>, !dbg !110
  %52 = icmp eq i32 %49, 96, !dbg !108
  br i1 %52, label %53, label %24, !dbg !108, !llvm.loop !115

53:                                               ; preds = %24
  %54 = add <4 x i32> %48, %46, !dbg !107
  %55 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %54), !dbg !107
    #dbg_value(i32 96, !87, !DIExpression(), !106)
    #dbg_value(i32 %55, !86, !DIExpression(), !89)
    #dbg_value(i32 %55, !86, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !89)
  %56 = add nsw i32 %55, 2, !dbg !114
    #dbg_value(i32 %56, !86, !DIExpression(), !89)
    #dbg_value(i32 97, !87, !DIExpression(), !106)
    #dbg_value(i32 %56, !86, !DIExpression(), !89)
    #dbg_value(i32 98, !87, !DIExpression(), !106)
    #dbg_value(i32 %56, !86, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !89)
    #dbg_value(i32 %56, !86, !DIExpression(), !89)
    #dbg_value(i32 99, !87, !DIExpression(), !106)
    #dbg_value(i32 %56, !86, !DIExpression(), !89)
    #dbg_value(i32 100, !87, !DIExpression(), !106)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %56), !dbg !120
  %58 = add nsw i32 %79, %89, !dbg !121
  %59 = add nsw i32 %58, %56, !dbg !122
  %60 = and i32 %59, 127, !dbg !123
  ret i32 %60, !dbg !124

61:                                               ; preds = %0, %86
  %62 = phi i32 [ 0, %0 ], [ %79, %86 ]
  %63 = phi i32 [ 0, %0 ], [ %89, %86 ]
  %64 = phi i32 [ 0, %0 ], [ %90, %86 ]
    #dbg_value(i32 %62, !57, !DIExpression(), !89)
    #dbg_value(i32 %63, !58, !DIExpression(), !89)
    #dbg_value(i32 %64, !59, !DIExpression(), !90)
  %65 = and i32 %64, 1, !dbg !125
    #dbg_value(i32 %65, !61, !DIExpression(), !126)
  %66 = and i32 %64, 2, !dbg !127
    #dbg_value(i32 %66, !64, !DIExpression(), !126)
  %67 = and i32 %64, 4, !dbg !128
    #dbg_value(i32 %67, !65, !DIExpression(), !126)
  %68 = and i32 %64, 8, !dbg !129
    #dbg_value(i32 %68, !66, !DIExpression(), !126)
  tail call fastcc void @t(i32 noundef 0), !dbg !130
  %69 = icmp eq i32 %65, 0, !dbg !130
  br i1 %69, label %72, label %70, !dbg !132

70:                                               ; preds = %61
  tail call fastcc void @t(i32 noundef 1), !dbg !133
  %71 = icmp eq i32 %66, 0, !dbg !133
  br i1 %71, label %72, label %76, !dbg !134

72:                                               ; preds = %70, %61
  tail call fastcc void @t(i32 noundef 2), !dbg !135
  %73 = icmp eq i32 %67, 0, !dbg !135
  br i1 %73, label %78, label %74, !dbg !136

74:                                               ; preds = %72
  tail call fastcc void @t(i32 noundef 3), !dbg !137
  %75 = icmp eq i32 %68, 0, !dbg !137
  br i1 %75, label %78, label %76, !dbg !138

76:                                               ; preds = %74, %70
  %77 = add nsw i32 %62, 1, !dbg !139
    #dbg_value(i32 %77, !57, !DIExpression(), !89)
  br label %78, !dbg !140

78:                                               ; preds = %76, %74, %72
  %79 = phi i32 [ %77, %76 ], [ %62, %74 ], [ %62, %72 ], !dbg !89
    #dbg_value(i32 %79, !57, !DIExpression(), !89)
  tail call fastcc void @t(i32 noundef 4), !dbg !141
  br i1 %69, label %80, label %86, !dbg !142

80:                                               ; preds = %78
  tail call fastcc void @t(i32 noundef 5), !dbg !143
  %81 = icmp eq i32 %66, 0, !dbg !143
  br i1 %81, label %82, label %86, !dbg !144

82:                                               ; preds = %80
  tail call fastcc void @t(i32 noundef 6), !dbg !145
  %83 = icmp eq i32 %67, 0, !dbg !145
  br i1 %83, label %84, label %86, !dbg !146

84:                                               ; preds = %82
  tail call fastcc void @t(i32 noundef 7), !dbg !147
  %85 = icmp ne i32 %68, 0, !dbg !146
  br label %86, !dbg !146

86:                                               ; preds = %84, %82, %80, %78
  %87 = phi i1 [ true, %82 ], [ true, %80 ], [ true, %78 ], [ %85, %84 ]
  %88 = zext i1 %87 to i32, !dbg !146
  %89 = add nuw nsw i32 %63, %88, !dbg !148
    #dbg_value(i32 %89, !58, !DIExpression(), !89)
  %90 = add nuw nsw i32 %64, 1, !dbg !149
    #dbg_value(i32 %79, !57, !DIExpression(), !89)
    #dbg_value(i32 %90, !59, !DIExpression(), !90)
  %91 = icmp eq i32 %90, 16, !dbg !150
  br i1 %91, label %1, label %61, !dbg !91, !llvm.loop !151
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @t(i32 noundef %0) unnamed_addr #1 !dbg !153 {
    #dbg_value(i32 %0, !157, !DIExpression(), !159)
    #dbg_value(i32 poison, !158, !DIExpression(), !159)
  %2 = zext nneg i32 %0 to i64, !dbg !160
  %3 = getelementptr inbounds [8 x i32], ptr @calls, i64 0, i64 %2, !dbg !160
  %4 = load i32, ptr %3, align 4, !dbg !161, !tbaa !96
  %5 = add nsw i32 %4, 1, !dbg !161
  store i32 %5, ptr %3, align 4, !dbg !161, !tbaa !96
  ret void, !dbg !162
}

; Function Attrs: nofree nounwind
declare !dbg !163 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!14}
!llvm.module.flags = !{!45, !46, !47, !48, !49, !50, !51}
!llvm.ident = !{!52}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/short_circuit_effects.c", directory: ".", checksumkind: CSK_MD5, checksum: "8b292fd84a416b1ec129a76ca8c3dd81")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 17)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "calls", scope: !14, file: !2, line: 7, type: !43, isLocal: true, isDefinition: true)
!14 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !15, splitDebugInlining: false, nameTableKind: None)
!15 = !{!0, !7, !16, !21, !23, !28, !33, !38, !12}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 2)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !3, isLocal: true, isDefinition: true)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 26)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 23)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 35)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 8)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 256, elements: !41)
!44 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!45 = !{i32 7, !"Dwarf Version", i32 5}
!46 = !{i32 2, !"Debug Info Version", i32 3}
!47 = !{i32 1, !"wchar_size", i32 4}
!48 = !{i32 8, !"PIC Level", i32 2}
!49 = !{i32 7, !"PIE Level", i32 2}
!50 = !{i32 7, !"uwtable", i32 2}
!51 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!52 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!53 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 10, type: !54, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !56)
!54 = !DISubroutineType(types: !55)
!55 = !{!44}
!56 = !{!57, !58, !59, !61, !64, !65, !66, !67, !69, !70, !71, !72, !73, !75, !76, !77, !79, !80, !81, !82, !83, !85, !86, !87}
!57 = !DILocalVariable(name: "x", scope: !53, file: !2, line: 11, type: !44)
!58 = !DILocalVariable(name: "y", scope: !53, file: !2, line: 11, type: !44)
!59 = !DILocalVariable(name: "i", scope: !60, file: !2, line: 12, type: !44)
!60 = distinct !DILexicalBlock(scope: !53, file: !2, line: 12, column: 5)
!61 = !DILocalVariable(name: "a", scope: !62, file: !2, line: 13, type: !44)
!62 = distinct !DILexicalBlock(scope: !63, file: !2, line: 12, column: 34)
!63 = distinct !DILexicalBlock(scope: !60, file: !2, line: 12, column: 5)
!64 = !DILocalVariable(name: "b", scope: !62, file: !2, line: 13, type: !44)
!65 = !DILocalVariable(name: "c", scope: !62, file: !2, line: 13, type: !44)
!66 = !DILocalVariable(name: "d", scope: !62, file: !2, line: 13, type: !44)
!67 = !DILocalVariable(name: "i", scope: !68, file: !2, line: 18, type: !44)
!68 = distinct !DILexicalBlock(scope: !53, file: !2, line: 18, column: 5)
!69 = !DILocalVariable(name: "n", scope: !53, file: !2, line: 20, type: !44)
!70 = !DILocalVariable(name: "r", scope: !53, file: !2, line: 21, type: !44)
!71 = !DILocalVariable(name: "p", scope: !53, file: !2, line: 23, type: !44)
!72 = !DILocalVariable(name: "q", scope: !53, file: !2, line: 23, type: !44)
!73 = !DILocalVariable(name: "i", scope: !74, file: !2, line: 24, type: !44)
!74 = distinct !DILexicalBlock(scope: !53, file: !2, line: 24, column: 5)
!75 = !DILocalVariable(name: "evals", scope: !53, file: !2, line: 26, type: !44)
!76 = !DILocalVariable(name: "v", scope: !53, file: !2, line: 27, type: !44)
!77 = !DILocalVariable(name: "np", scope: !53, file: !2, line: 29, type: !78)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!79 = !DILocalVariable(name: "k", scope: !53, file: !2, line: 29, type: !44)
!80 = !DILocalVariable(name: "kp", scope: !53, file: !2, line: 29, type: !78)
!81 = !DILocalVariable(name: "safe", scope: !53, file: !2, line: 30, type: !44)
!82 = !DILocalVariable(name: "safe2", scope: !53, file: !2, line: 31, type: !44)
!83 = !DILocalVariable(name: "z", scope: !53, file: !2, line: 32, type: !84)
!84 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!85 = !DILocalVariable(name: "nz", scope: !53, file: !2, line: 32, type: !84)
!86 = !DILocalVariable(name: "cnt", scope: !53, file: !2, line: 34, type: !44)
!87 = !DILocalVariable(name: "i", scope: !88, file: !2, line: 35, type: !44)
!88 = distinct !DILexicalBlock(scope: !53, file: !2, line: 35, column: 5)
!89 = !DILocation(line: 0, scope: !53)
!90 = !DILocation(line: 0, scope: !60)
!91 = !DILocation(line: 12, column: 5, scope: !60)
!92 = !DILocation(line: 17, column: 5, scope: !53)
!93 = !DILocation(line: 0, scope: !68)
!94 = !DILocation(line: 18, column: 47, scope: !95)
!95 = distinct !DILexicalBlock(scope: !68, file: !2, line: 18, column: 5)
!96 = !{!97, !97, i64 0}
!97 = !{!"int", !98, i64 0}
!98 = !{!"omnipotent char", !99, i64 0}
!99 = !{!"Simple C/C++ TBAA"}
!100 = !DILocation(line: 18, column: 33, scope: !95)
!101 = !DILocation(line: 19, column: 5, scope: !53)
!102 = !DILocation(line: 22, column: 5, scope: !53)
!103 = !DILocation(line: 25, column: 5, scope: !53)
!104 = !DILocation(line: 28, column: 5, scope: !53)
!105 = !DILocation(line: 33, column: 5, scope: !53)
!106 = !DILocation(line: 0, scope: !88)
!107 = !DILocation(line: 35, column: 5, scope: !88)
!108 = !DILocation(line: 35, column: 31, scope: !109)
!109 = distinct !DILexicalBlock(scope: !88, file: !2, line: 35, column: 5)
!110 = !DILocation(line: 35, column: 63, scope: !111)
!111 = distinct !DILexicalBlock(scope: !109, file: !2, line: 35, column: 39)
!112 = !DILocation(line: 35, column: 41, scope: !111)
!113 = !DILocation(line: 35, column: 45, scope: !111)
!114 = !DILocation(line: 35, column: 73, scope: !111)
!115 = distinct !{!115, !107, !116, !117, !118, !119}
!116 = !DILocation(line: 35, column: 95, scope: !88)
!117 = !{!"llvm.loop.mustprogress"}
!118 = !{!"llvm.loop.isvectorized", i32 1}
!119 = !{!"llvm.loop.unroll.runtime.disable"}
!120 = !DILocation(line: 36, column: 5, scope: !53)
!121 = !DILocation(line: 37, column: 15, scope: !53)
!122 = !DILocation(line: 37, column: 19, scope: !53)
!123 = !DILocation(line: 37, column: 26, scope: !53)
!124 = !DILocation(line: 37, column: 5, scope: !53)
!125 = !DILocation(line: 13, column: 19, scope: !62)
!126 = !DILocation(line: 0, scope: !62)
!127 = !DILocation(line: 13, column: 30, scope: !62)
!128 = !DILocation(line: 13, column: 41, scope: !62)
!129 = !DILocation(line: 13, column: 52, scope: !62)
!130 = !DILocation(line: 14, column: 14, scope: !131)
!131 = distinct !DILexicalBlock(scope: !62, file: !2, line: 14, column: 13)
!132 = !DILocation(line: 14, column: 22, scope: !131)
!133 = !DILocation(line: 14, column: 25, scope: !131)
!134 = !DILocation(line: 14, column: 34, scope: !131)
!135 = !DILocation(line: 14, column: 38, scope: !131)
!136 = !DILocation(line: 14, column: 46, scope: !131)
!137 = !DILocation(line: 14, column: 49, scope: !131)
!138 = !DILocation(line: 14, column: 13, scope: !62)
!139 = !DILocation(line: 14, column: 60, scope: !131)
!140 = !DILocation(line: 14, column: 59, scope: !131)
!141 = !DILocation(line: 15, column: 14, scope: !62)
!142 = !DILocation(line: 15, column: 22, scope: !62)
!143 = !DILocation(line: 15, column: 25, scope: !62)
!144 = !DILocation(line: 15, column: 33, scope: !62)
!145 = !DILocation(line: 15, column: 36, scope: !62)
!146 = !DILocation(line: 15, column: 44, scope: !62)
!147 = !DILocation(line: 15, column: 47, scope: !62)
!148 = !DILocation(line: 15, column: 11, scope: !62)
!149 = !DILocation(line: 12, column: 30, scope: !63)
!150 = !DILocation(line: 12, column: 23, scope: !63)
!151 = distinct !{!151, !91, !152, !117}
!152 = !DILocation(line: 16, column: 5, scope: !60)
!153 = distinct !DISubprogram(name: "t", scope: !2, file: !2, line: 8, type: !154, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !156)
!154 = !DISubroutineType(cc: DW_CC_nocall, types: !155)
!155 = !{!44, !44, !44}
!156 = !{!157, !158}
!157 = !DILocalVariable(name: "i", arg: 1, scope: !153, file: !2, line: 8, type: !44)
!158 = !DILocalVariable(name: "v", arg: 2, scope: !153, file: !2, line: 8, type: !44)
!159 = !DILocation(line: 0, scope: !153)
!160 = !DILocation(line: 8, column: 56, scope: !153)
!161 = !DILocation(line: 8, column: 64, scope: !153)
!162 = !DILocation(line: 8, column: 68, scope: !153)
!163 = !DISubprogram(name: "printf", scope: !164, file: !164, line: 356, type: !165, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!164 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!165 = !DISubroutineType(types: !166)
!166 = !{!44, !167, null}
!167 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !168)
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !169, size: 64)
!169 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
