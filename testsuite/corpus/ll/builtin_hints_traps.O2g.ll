; ModuleID = 'programs/builtin_hints_traps.c'
source_filename = "programs/builtin_hints_traps.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"s=%ld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [17 x i8] c"division by zero\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [11 x i8] c"fatal: %s\0A\00", align 1, !dbg !12

; Function Attrs: nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !30 {
  %1 = alloca i32, align 4, !DIAssignID !39
    #dbg_assign(i1 undef, !38, !DIExpression(), !39, ptr %1, !DIExpression(), !40)
    #dbg_value(i64 0, !34, !DIExpression(), !40)
    #dbg_value(i32 1, !36, !DIExpression(), !41)
  br label %9, !dbg !42

2:                                                ; preds = %9
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #12, !dbg !43
  store i32 41, ptr %1, align 4, !dbg !44, !tbaa !45, !DIAssignID !49
    #dbg_assign(i32 41, !38, !DIExpression(), !49, ptr %1, !DIExpression(), !40)
  %3 = call fastcc i32 @guarded(ptr noundef nonnull %1), !dbg !50
  %4 = sext i32 %3 to i64, !dbg !50
  %5 = add nsw i64 %23, %4, !dbg !51
    #dbg_value(i64 %5, !34, !DIExpression(), !40)
  %6 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %5), !dbg !52
  %7 = trunc i64 %5 to i32, !dbg !53
  %8 = and i32 %7, 127, !dbg !53
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #12, !dbg !54
  ret i32 %8, !dbg !55

9:                                                ; preds = %0, %9
  %10 = phi i32 [ 1, %0 ], [ %24, %9 ]
  %11 = phi i64 [ 0, %0 ], [ %23, %9 ]
    #dbg_value(i32 %10, !36, !DIExpression(), !41)
    #dbg_value(i64 %11, !34, !DIExpression(), !40)
  %12 = tail call fastcc i32 @checked_div(i32 noundef %10), !dbg !56
  %13 = tail call fastcc i32 @kind(i32 noundef %10), !dbg !59
  %14 = tail call fastcc i32 @assume_positive(i32 noundef %10), !dbg !60
  %15 = tail call fastcc i32 @hot_path(i32 noundef %10) #13, !dbg !61
  %16 = mul nuw nsw i32 %10, 7, !dbg !62
  %17 = tail call fastcc i32 @prob(i32 noundef %16), !dbg !63
    #dbg_value(!DIArgList(i64 %11, i32 %12, i32 %17, i32 %15, i32 %14, i32 %13), !34, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_stack_value), !40)
  %18 = add nsw i32 %13, %12, !dbg !64
    #dbg_value(!DIArgList(i64 %11, i32 %18, i32 %17, i32 %15, i32 %14), !34, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_stack_value), !40)
  %19 = add nsw i32 %18, %14, !dbg !65
    #dbg_value(!DIArgList(i64 %11, i32 %19, i32 %17, i32 %15), !34, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_stack_value), !40)
  %20 = add nsw i32 %19, %15, !dbg !66
    #dbg_value(!DIArgList(i64 %11, i32 %20, i32 %17), !34, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_stack_value), !40)
  %21 = add nsw i32 %20, %17, !dbg !67
    #dbg_value(!DIArgList(i64 %11, i32 %21), !34, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_stack_value), !40)
  %22 = sext i32 %21 to i64, !dbg !56
    #dbg_value(!DIArgList(i64 %11, i64 %22), !34, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !40)
  %23 = add nsw i64 %11, %22, !dbg !68
    #dbg_value(i64 %23, !34, !DIExpression(), !40)
  %24 = add nuw nsw i32 %10, 1, !dbg !69
    #dbg_value(i32 %24, !36, !DIExpression(), !41)
  %25 = icmp eq i32 %24, 200, !dbg !70
  br i1 %25, label %2, label %9, !dbg !42, !llvm.loop !71
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc noundef range(i32 -1000, 1001) i32 @checked_div(i32 noundef %0) unnamed_addr #2 !dbg !74 {
    #dbg_value(i32 1000, !78, !DIExpression(), !80)
    #dbg_value(i32 %0, !79, !DIExpression(), !80)
  %2 = icmp eq i32 %0, 0, !dbg !81
  br i1 %2, label %3, label %4, !dbg !83, !prof !84

3:                                                ; preds = %1
  tail call fastcc void @fatal() #14, !dbg !85
  unreachable, !dbg !85

4:                                                ; preds = %1
  %5 = sdiv i32 1000, %0, !dbg !86
  ret i32 %5, !dbg !87
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 10, 41) i32 @kind(i32 noundef %0) unnamed_addr #3 !dbg !88 {
    #dbg_value(i32 %0, !92, !DIExpression(), !93)
  %2 = and i32 %0, 3, !dbg !94
  %3 = mul nuw nsw i32 %2, 10, !dbg !95
  %4 = add nuw nsw i32 %3, 10, !dbg !95
  ret i32 %4, !dbg !96
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(inaccessiblemem: write) uwtable
define internal fastcc range(i32 1, 101) i32 @assume_positive(i32 noundef %0) unnamed_addr #4 !dbg !97 {
    #dbg_value(i32 %0, !101, !DIExpression(), !102)
  %2 = icmp sgt i32 %0, 0, !dbg !103
  tail call void @llvm.assume(i1 %2), !dbg !104
  %3 = lshr i32 %0, 1, !dbg !105
  %4 = add nuw nsw i32 %3, 1, !dbg !106
  ret i32 %4, !dbg !107
}

; Function Attrs: hot mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -2147483647, 400) i32 @hot_path(i32 noundef %0) unnamed_addr #5 !dbg !108 {
    #dbg_value(i32 %0, !110, !DIExpression(), !111)
  %2 = shl nsw i32 %0, 1, !dbg !112
  %3 = or disjoint i32 %2, 1, !dbg !113
  ret i32 %3, !dbg !114
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @prob(i32 noundef %0) unnamed_addr #3 !dbg !115 {
    #dbg_value(i32 %0, !117, !DIExpression(), !118)
  %2 = icmp sgt i32 %0, 1000, !dbg !119
  br i1 %2, label %3, label %5, !dbg !121, !prof !122

3:                                                ; preds = %1
  %4 = sub nsw i32 0, %0, !dbg !123
  br label %12, !dbg !124

5:                                                ; preds = %1
  %6 = and i32 %0, 1, !dbg !125
  %7 = icmp eq i32 %6, 0, !dbg !127
  br i1 %7, label %10, label %8, !dbg !128, !unpredictable !129

8:                                                ; preds = %5
  %9 = mul nsw i32 %0, 3, !dbg !130
  br label %12, !dbg !131

10:                                               ; preds = %5
  %11 = ashr exact i32 %0, 1, !dbg !132
  br label %12, !dbg !133

12:                                               ; preds = %10, %8, %3
  %13 = phi i32 [ %4, %3 ], [ %9, %8 ], [ %11, %10 ], !dbg !118
  ret i32 %13, !dbg !134
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind memory(argmem: read, inaccessiblemem: write) uwtable
define internal fastcc range(i32 -2147483647, -2147483648) i32 @guarded(ptr noundef readonly %0) unnamed_addr #6 !dbg !135 {
    #dbg_value(ptr %0, !140, !DIExpression(), !141)
  %2 = icmp eq ptr %0, null, !dbg !142
  br i1 %2, label %3, label %4, !dbg !144

3:                                                ; preds = %1
  tail call void @llvm.trap(), !dbg !145
  unreachable, !dbg !145

4:                                                ; preds = %1
  %5 = load i32, ptr %0, align 4, !dbg !146, !tbaa !45
  %6 = add nsw i32 %5, 1, !dbg !147
  ret i32 %6, !dbg !148
}

; Function Attrs: nofree nounwind
declare !dbg !149 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: cold noinline noreturn nounwind optsize uwtable
define internal fastcc void @fatal() unnamed_addr #8 !dbg !156 {
    #dbg_value(ptr @.str.1, !160, !DIExpression(), !161)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.1), !dbg !162
  tail call void @exit(i32 noundef 3) #15, !dbg !163
  unreachable, !dbg !163
}

; Function Attrs: noreturn nounwind
declare !dbg !164 void @exit(i32 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #10

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { hot mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline nounwind memory(argmem: read, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { cold noinline noreturn nounwind optsize uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #11 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #12 = { nounwind }
attributes #13 = { hot }
attributes #14 = { cold noreturn }
attributes #15 = { noreturn nounwind }

!llvm.dbg.cu = !{!17}
!llvm.module.flags = !{!22, !23, !24, !25, !26, !27, !28}
!llvm.ident = !{!29}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/builtin_hints_traps.c", directory: ".", checksumkind: CSK_MD5, checksum: "c4ed66743e7a7e3817923434426e8901")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 17)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 11)
!17 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !18, globals: !21, splitDebugInlining: false, nameTableKind: None)
!18 = !{!19, !20}
!19 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !{!0, !7, !12}
!22 = !{i32 7, !"Dwarf Version", i32 5}
!23 = !{i32 2, !"Debug Info Version", i32 3}
!24 = !{i32 1, !"wchar_size", i32 4}
!25 = !{i32 8, !"PIC Level", i32 2}
!26 = !{i32 7, !"PIE Level", i32 2}
!27 = !{i32 7, !"uwtable", i32 2}
!28 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!29 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!30 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 39, type: !31, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !33)
!31 = !DISubroutineType(types: !32)
!32 = !{!20}
!33 = !{!34, !36, !38}
!34 = !DILocalVariable(name: "s", scope: !30, file: !2, line: 40, type: !35)
!35 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!36 = !DILocalVariable(name: "i", scope: !37, file: !2, line: 41, type: !20)
!37 = distinct !DILexicalBlock(scope: !30, file: !2, line: 41, column: 5)
!38 = !DILocalVariable(name: "v", scope: !30, file: !2, line: 45, type: !20)
!39 = distinct !DIAssignID()
!40 = !DILocation(line: 0, scope: !30)
!41 = !DILocation(line: 0, scope: !37)
!42 = !DILocation(line: 41, column: 5, scope: !37)
!43 = !DILocation(line: 45, column: 5, scope: !30)
!44 = !DILocation(line: 45, column: 9, scope: !30)
!45 = !{!46, !46, i64 0}
!46 = !{!"int", !47, i64 0}
!47 = !{!"omnipotent char", !48, i64 0}
!48 = !{!"Simple C/C++ TBAA"}
!49 = distinct !DIAssignID()
!50 = !DILocation(line: 46, column: 10, scope: !30)
!51 = !DILocation(line: 46, column: 7, scope: !30)
!52 = !DILocation(line: 47, column: 5, scope: !30)
!53 = !DILocation(line: 48, column: 12, scope: !30)
!54 = !DILocation(line: 49, column: 1, scope: !30)
!55 = !DILocation(line: 48, column: 5, scope: !30)
!56 = !DILocation(line: 42, column: 14, scope: !57)
!57 = distinct !DILexicalBlock(scope: !58, file: !2, line: 41, column: 35)
!58 = distinct !DILexicalBlock(scope: !37, file: !2, line: 41, column: 5)
!59 = !DILocation(line: 42, column: 37, scope: !57)
!60 = !DILocation(line: 42, column: 57, scope: !57)
!61 = !DILocation(line: 42, column: 78, scope: !57)
!62 = !DILocation(line: 42, column: 99, scope: !57)
!63 = !DILocation(line: 42, column: 92, scope: !57)
!64 = !DILocation(line: 42, column: 35, scope: !57)
!65 = !DILocation(line: 42, column: 55, scope: !57)
!66 = !DILocation(line: 42, column: 76, scope: !57)
!67 = !DILocation(line: 42, column: 90, scope: !57)
!68 = !DILocation(line: 42, column: 11, scope: !57)
!69 = !DILocation(line: 41, column: 31, scope: !58)
!70 = !DILocation(line: 41, column: 23, scope: !58)
!71 = distinct !{!71, !42, !72, !73}
!72 = !DILocation(line: 44, column: 5, scope: !37)
!73 = !{!"llvm.loop.mustprogress"}
!74 = distinct !DISubprogram(name: "checked_div", scope: !2, file: !2, line: 12, type: !75, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !77)
!75 = !DISubroutineType(cc: DW_CC_nocall, types: !76)
!76 = !{!20, !20, !20}
!77 = !{!78, !79}
!78 = !DILocalVariable(name: "a", arg: 1, scope: !74, file: !2, line: 12, type: !20)
!79 = !DILocalVariable(name: "b", arg: 2, scope: !74, file: !2, line: 12, type: !20)
!80 = !DILocation(line: 0, scope: !74)
!81 = !DILocation(line: 13, column: 28, scope: !82)
!82 = distinct !DILexicalBlock(scope: !74, file: !2, line: 13, column: 9)
!83 = !DILocation(line: 13, column: 9, scope: !74)
!84 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!85 = !DILocation(line: 13, column: 38, scope: !82)
!86 = !DILocation(line: 14, column: 14, scope: !74)
!87 = !DILocation(line: 14, column: 5, scope: !74)
!88 = distinct !DISubprogram(name: "kind", scope: !2, file: !2, line: 16, type: !89, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !91)
!89 = !DISubroutineType(types: !90)
!90 = !{!20, !19}
!91 = !{!92}
!92 = !DILocalVariable(name: "x", arg: 1, scope: !88, file: !2, line: 16, type: !19)
!93 = !DILocation(line: 0, scope: !88)
!94 = !DILocation(line: 17, column: 15, scope: !88)
!95 = !DILocation(line: 17, column: 5, scope: !88)
!96 = !DILocation(line: 24, column: 1, scope: !88)
!97 = distinct !DISubprogram(name: "assume_positive", scope: !2, file: !2, line: 25, type: !98, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !100)
!98 = !DISubroutineType(types: !99)
!99 = !{!20, !20}
!100 = !{!101}
!101 = !DILocalVariable(name: "x", arg: 1, scope: !97, file: !2, line: 25, type: !20)
!102 = !DILocation(line: 0, scope: !97)
!103 = !DILocation(line: 26, column: 24, scope: !97)
!104 = !DILocation(line: 26, column: 5, scope: !97)
!105 = !DILocation(line: 27, column: 14, scope: !97)
!106 = !DILocation(line: 27, column: 18, scope: !97)
!107 = !DILocation(line: 27, column: 5, scope: !97)
!108 = distinct !DISubprogram(name: "hot_path", scope: !2, file: !2, line: 11, type: !98, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !109)
!109 = !{!110}
!110 = !DILocalVariable(name: "x", arg: 1, scope: !108, file: !2, line: 11, type: !20)
!111 = !DILocation(line: 0, scope: !108)
!112 = !DILocation(line: 11, column: 70, scope: !108)
!113 = !DILocation(line: 11, column: 74, scope: !108)
!114 = !DILocation(line: 11, column: 61, scope: !108)
!115 = distinct !DISubprogram(name: "prob", scope: !2, file: !2, line: 33, type: !98, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !116)
!116 = !{!117}
!117 = !DILocalVariable(name: "x", arg: 1, scope: !115, file: !2, line: 33, type: !20)
!118 = !DILocation(line: 0, scope: !115)
!119 = !DILocation(line: 34, column: 45, scope: !120)
!120 = distinct !DILexicalBlock(scope: !115, file: !2, line: 34, column: 9)
!121 = !DILocation(line: 34, column: 9, scope: !115)
!122 = !{!"branch_weights", !"expected", i32 107374184, i32 2040109465}
!123 = !DILocation(line: 34, column: 70, scope: !120)
!124 = !DILocation(line: 34, column: 63, scope: !120)
!125 = !DILocation(line: 35, column: 35, scope: !126)
!126 = distinct !DILexicalBlock(scope: !115, file: !2, line: 35, column: 9)
!127 = !DILocation(line: 35, column: 9, scope: !126)
!128 = !DILocation(line: 35, column: 9, scope: !115)
!129 = !{}
!130 = !DILocation(line: 35, column: 50, scope: !126)
!131 = !DILocation(line: 35, column: 41, scope: !126)
!132 = !DILocation(line: 36, column: 14, scope: !115)
!133 = !DILocation(line: 36, column: 5, scope: !115)
!134 = !DILocation(line: 37, column: 1, scope: !115)
!135 = distinct !DISubprogram(name: "guarded", scope: !2, file: !2, line: 29, type: !136, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !139)
!136 = !DISubroutineType(types: !137)
!137 = !{!20, !138}
!138 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!139 = !{!140}
!140 = !DILocalVariable(name: "p", arg: 1, scope: !135, file: !2, line: 29, type: !138)
!141 = !DILocation(line: 0, scope: !135)
!142 = !DILocation(line: 30, column: 10, scope: !143)
!143 = distinct !DILexicalBlock(scope: !135, file: !2, line: 30, column: 9)
!144 = !DILocation(line: 30, column: 9, scope: !135)
!145 = !DILocation(line: 30, column: 13, scope: !143)
!146 = !DILocation(line: 31, column: 12, scope: !135)
!147 = !DILocation(line: 31, column: 15, scope: !135)
!148 = !DILocation(line: 31, column: 5, scope: !135)
!149 = !DISubprogram(name: "printf", scope: !150, file: !150, line: 356, type: !151, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!150 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!151 = !DISubroutineType(types: !152)
!152 = !{!20, !153, null}
!153 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !154)
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !155, size: 64)
!155 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!156 = distinct !DISubprogram(name: "fatal", scope: !2, file: !2, line: 10, type: !157, scopeLine: 10, flags: DIFlagPrototyped | DIFlagNoReturn | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !159)
!157 = !DISubroutineType(cc: DW_CC_nocall, types: !158)
!158 = !{null, !154}
!159 = !{!160}
!160 = !DILocalVariable(name: "msg", arg: 1, scope: !156, file: !2, line: 10, type: !154)
!161 = !DILocation(line: 0, scope: !156)
!162 = !DILocation(line: 10, column: 80, scope: !156)
!163 = !DILocation(line: 10, column: 108, scope: !156)
!164 = !DISubprogram(name: "exit", scope: !165, file: !165, line: 637, type: !166, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!165 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!166 = !DISubroutineType(types: !167)
!167 = !{null, !20}
