; ModuleID = 'programs/weak_alias_symbols.c'
source_filename = "programs/weak_alias_symbols.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@weak_value = weak dso_local local_unnamed_addr global i32 17, align 4, !dbg !0
@hidden_counter = hidden local_unnamed_addr global i32 3, align 4, !dbg !5
@used_but_unreferenced = internal global i32 99, align 4, !dbg !8
@in_custom_section = dso_local local_unnamed_addr global i32 1234, section ".data.custom_section", align 4, !dbg !10
@.str = private unnamed_addr constant [66 x i8] c"weak_value=%d weak_func=%d alias=%d real=%d hidden=%d section=%d\0A\00", align 1, !dbg !12
@.str.1 = private unnamed_addr constant [26 x i8] c"missing weak is null: %d\0A\00", align 1, !dbg !18
@.str.2 = private unnamed_addr constant [18 x i8] c"not_optimized %d\0A\00", align 1, !dbg !23
@.str.3 = private unnamed_addr constant [14 x i8] c"cold path %d\0A\00", align 1, !dbg !28
@llvm.compiler.used = appending global [1 x ptr] [ptr @used_but_unreferenced], section "llvm.metadata"

@alias_impl = dso_local alias i32 (i32), ptr @real_impl

; Function Attrs: nounwind uwtable
define weak dso_local i32 @weak_func(i32 noundef %0) local_unnamed_addr #0 !dbg !41 {
    #dbg_value(i32 %0, !45, !DIExpression(), !46)
  %2 = shl nsw i32 %0, 1, !dbg !47
  ret i32 %2, !dbg !48
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -2147483548, -2147483648) i32 @real_impl(i32 noundef %0) #1 !dbg !49 {
    #dbg_value(i32 %0, !51, !DIExpression(), !52)
  %2 = add nsw i32 %0, 100, !dbg !53
  ret i32 %2, !dbg !54
}

; Function Attrs: nounwind uwtable
define dso_local noundef range(i32 0, 256) i32 @main() local_unnamed_addr #0 !dbg !55 {
  %1 = load i32, ptr @weak_value, align 4, !dbg !62, !tbaa !63
  %2 = tail call i32 @weak_func(i32 noundef 21), !dbg !67
  %3 = load i32, ptr @hidden_counter, align 4, !dbg !68, !tbaa !63
  %4 = load i32, ptr @in_custom_section, align 4, !dbg !69, !tbaa !63
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1, i32 noundef %2, i32 noundef 101, i32 noundef 102, i32 noundef %3, i32 noundef %4), !dbg !70
    #dbg_value(i32 8, !60, !DIExpression(), !71)
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison), !59, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_LLVM_arg, 5, DW_OP_LLVM_arg, 6, DW_OP_LLVM_arg, 7, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !72)
  %6 = tail call fastcc i32 @hot_path(i32 noundef 8) #7, !dbg !73
  %7 = tail call fastcc i32 @hot_path(i32 noundef 7) #7, !dbg !73
  %8 = tail call fastcc i32 @hot_path(i32 noundef 6) #7, !dbg !73
  %9 = tail call fastcc i32 @hot_path(i32 noundef 5) #7, !dbg !73
  %10 = tail call fastcc i32 @hot_path(i32 noundef 4) #7, !dbg !73
  %11 = tail call fastcc i32 @hot_path(i32 noundef 3) #7, !dbg !73
  %12 = tail call fastcc i32 @hot_path(i32 noundef 2) #7, !dbg !73
  %13 = tail call fastcc i32 @hot_path(i32 noundef 1) #7, !dbg !73
  %14 = tail call fastcc i32 @hot_path(i32 noundef 0) #7, !dbg !73
    #dbg_value(!DIArgList(i32 %6, i32 %7, i32 %8, i32 %9, i32 %10, i32 %11, i32 %12, i32 %13, i32 %14), !59, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_LLVM_arg, 5, DW_OP_LLVM_arg, 6, DW_OP_LLVM_arg, 7, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !72)
  %15 = add nsw i32 %13, %14, !dbg !76
    #dbg_value(!DIArgList(i32 %6, i32 %7, i32 %8, i32 %9, i32 %10, i32 %11, i32 %12, i32 %15), !59, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_LLVM_arg, 5, DW_OP_LLVM_arg, 6, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !72)
  %16 = add nsw i32 %12, %15, !dbg !76
    #dbg_value(!DIArgList(i32 %6, i32 %7, i32 %8, i32 %9, i32 %10, i32 %11, i32 %16), !59, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_LLVM_arg, 5, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !72)
  %17 = add nsw i32 %11, %16, !dbg !76
    #dbg_value(!DIArgList(i32 %6, i32 %7, i32 %8, i32 %9, i32 %10, i32 %17), !59, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !72)
  %18 = add nsw i32 %10, %17, !dbg !76
    #dbg_value(!DIArgList(i32 %6, i32 %7, i32 %8, i32 %9, i32 %18), !59, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !72)
  %19 = add nsw i32 %9, %18, !dbg !76
    #dbg_value(!DIArgList(i32 %6, i32 %7, i32 %8, i32 %19), !59, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !72)
  %20 = add nsw i32 %8, %19, !dbg !76
    #dbg_value(!DIArgList(i32 %6, i32 %7, i32 %20), !59, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !72)
  %21 = add nsw i32 %7, %20, !dbg !76
    #dbg_value(!DIArgList(i32 %6, i32 %21), !59, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !72)
  %22 = add nsw i32 %6, %21, !dbg !76
    #dbg_value(i32 9, !60, !DIExpression(), !71)
    #dbg_value(i32 %22, !59, !DIExpression(), !72)
  %23 = tail call fastcc i32 @hot_path(i32 noundef 9) #7, !dbg !73
  %24 = add nsw i32 %23, %22, !dbg !76
    #dbg_value(i32 %24, !59, !DIExpression(), !72)
  tail call fastcc void @cold_path(i32 noundef %24) #8, !dbg !77
    #dbg_value(i32 10, !60, !DIExpression(), !71)
  %25 = icmp eq ptr @extern_weak_missing, null, !dbg !79
  %26 = zext i1 %25 to i32, !dbg !79
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %26), !dbg !80
  %28 = tail call fastcc i32 @not_optimized(), !dbg !81
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %28), !dbg !82
  %30 = and i32 %24, 255, !dbg !83
  ret i32 %30, !dbg !84
}

; Function Attrs: nofree nounwind
declare !dbg !85 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: hot mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @hot_path(i32 noundef %0) unnamed_addr #3 !dbg !92 {
    #dbg_value(i32 %0, !94, !DIExpression(), !95)
  %2 = mul nsw i32 %0, %0, !dbg !96
  ret i32 %2, !dbg !97
}

; Function Attrs: cold nofree noinline nounwind optsize uwtable
define internal fastcc void @cold_path(i32 noundef %0) unnamed_addr #4 !dbg !98 {
    #dbg_value(i32 %0, !102, !DIExpression(), !103)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %0), !dbg !104
  ret void, !dbg !105
}

declare extern_weak i32 @extern_weak_missing() #5

; Function Attrs: noinline nounwind optnone uwtable
define internal fastcc range(i32 -2147483647, -2147483648) i32 @not_optimized() unnamed_addr #6 !dbg !106 {
  %1 = alloca i32, align 4
  store i32 41, ptr %1, align 4, !tbaa !63
    #dbg_declare(ptr %1, !109, !DIExpression(), !110)
  %2 = load i32, ptr %1, align 4, !dbg !111, !tbaa !63
  %3 = add nsw i32 %2, 1, !dbg !112
  ret i32 %3, !dbg !113
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { hot mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { cold nofree noinline nounwind optsize uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { hot }
attributes #8 = { cold }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!33, !34, !35, !36, !37, !38, !39}
!llvm.ident = !{!40}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "weak_value", scope: !2, file: !3, line: 5, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/weak_alias_symbols.c", directory: ".", checksumkind: CSK_MD5, checksum: "83dc73bef4fc77aea8c0979ed3a74428")
!4 = !{!0, !5, !8, !10, !12, !18, !23, !28}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "hidden_counter", scope: !2, file: !3, line: 9, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "used_but_unreferenced", scope: !2, file: !3, line: 10, type: !7, isLocal: true, isDefinition: true)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(name: "in_custom_section", scope: !2, file: !3, line: 13, type: !7, isLocal: false, isDefinition: true)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 528, elements: !16)
!15 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!16 = !{!17}
!17 = !DISubrange(count: 66)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 20, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 208, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 26)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 144, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 18)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 112, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 14)
!33 = !{i32 7, !"Dwarf Version", i32 5}
!34 = !{i32 2, !"Debug Info Version", i32 3}
!35 = !{i32 1, !"wchar_size", i32 4}
!36 = !{i32 8, !"PIC Level", i32 2}
!37 = !{i32 7, !"PIE Level", i32 2}
!38 = !{i32 7, !"uwtable", i32 2}
!39 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!40 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!41 = distinct !DISubprogram(name: "weak_func", scope: !3, file: !3, line: 6, type: !42, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !44)
!42 = !DISubroutineType(types: !43)
!43 = !{!7, !7}
!44 = !{!45}
!45 = !DILocalVariable(name: "x", arg: 1, scope: !41, file: !3, line: 6, type: !7)
!46 = !DILocation(line: 0, scope: !41)
!47 = !DILocation(line: 6, column: 55, scope: !41)
!48 = !DILocation(line: 6, column: 46, scope: !41)
!49 = distinct !DISubprogram(name: "real_impl", scope: !3, file: !3, line: 7, type: !42, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !50)
!50 = !{!51}
!51 = !DILocalVariable(name: "x", arg: 1, scope: !49, file: !3, line: 7, type: !7)
!52 = !DILocation(line: 0, scope: !49)
!53 = !DILocation(line: 7, column: 33, scope: !49)
!54 = !DILocation(line: 7, column: 24, scope: !49)
!55 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 17, type: !56, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !58)
!56 = !DISubroutineType(types: !57)
!57 = !{!7}
!58 = !{!59, !60}
!59 = !DILocalVariable(name: "s", scope: !55, file: !3, line: 19, type: !7)
!60 = !DILocalVariable(name: "i", scope: !61, file: !3, line: 19, type: !7)
!61 = distinct !DILexicalBlock(scope: !55, file: !3, line: 19, column: 16)
!62 = !DILocation(line: 18, column: 82, scope: !55)
!63 = !{!64, !64, i64 0}
!64 = !{!"int", !65, i64 0}
!65 = !{!"omnipotent char", !66, i64 0}
!66 = !{!"Simple C/C++ TBAA"}
!67 = !DILocation(line: 18, column: 94, scope: !55)
!68 = !DILocation(line: 18, column: 138, scope: !55)
!69 = !DILocation(line: 18, column: 154, scope: !55)
!70 = !DILocation(line: 18, column: 5, scope: !55)
!71 = !DILocation(line: 0, scope: !61)
!72 = !DILocation(line: 0, scope: !55)
!73 = !DILocation(line: 19, column: 52, scope: !74)
!74 = distinct !DILexicalBlock(scope: !75, file: !3, line: 19, column: 45)
!75 = distinct !DILexicalBlock(scope: !61, file: !3, line: 19, column: 16)
!76 = !DILocation(line: 19, column: 49, scope: !74)
!77 = !DILocation(line: 19, column: 77, scope: !78)
!78 = distinct !DILexicalBlock(scope: !74, file: !3, line: 19, column: 69)
!79 = !DILocation(line: 20, column: 62, scope: !55)
!80 = !DILocation(line: 20, column: 5, scope: !55)
!81 = !DILocation(line: 21, column: 34, scope: !55)
!82 = !DILocation(line: 21, column: 5, scope: !55)
!83 = !DILocation(line: 22, column: 14, scope: !55)
!84 = !DILocation(line: 22, column: 5, scope: !55)
!85 = !DISubprogram(name: "printf", scope: !86, file: !86, line: 356, type: !87, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!86 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!87 = !DISubroutineType(types: !88)
!88 = !{!7, !89, null}
!89 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !90)
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!92 = distinct !DISubprogram(name: "hot_path", scope: !3, file: !3, line: 12, type: !42, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !93)
!93 = !{!94}
!94 = !DILocalVariable(name: "v", arg: 1, scope: !92, file: !3, line: 12, type: !7)
!95 = !DILocation(line: 0, scope: !92)
!96 = !DILocation(line: 12, column: 70, scope: !92)
!97 = !DILocation(line: 12, column: 61, scope: !92)
!98 = distinct !DISubprogram(name: "cold_path", scope: !3, file: !3, line: 11, type: !99, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !101)
!99 = !DISubroutineType(types: !100)
!100 = !{null, !7}
!101 = !{!102}
!102 = !DILocalVariable(name: "v", arg: 1, scope: !98, file: !3, line: 11, type: !7)
!103 = !DILocation(line: 0, scope: !98)
!104 = !DILocation(line: 11, column: 64, scope: !98)
!105 = !DILocation(line: 11, column: 93, scope: !98)
!106 = distinct !DISubprogram(name: "not_optimized", scope: !3, file: !3, line: 14, type: !107, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !108)
!107 = !DISubroutineType(cc: DW_CC_nocall, types: !43)
!108 = !{!109}
!109 = !DILocalVariable(name: "v", arg: 1, scope: !106, file: !3, line: 14, type: !7)
!110 = !DILocation(line: 14, column: 65, scope: !106)
!111 = !DILocation(line: 14, column: 77, scope: !106)
!112 = !DILocation(line: 14, column: 79, scope: !106)
!113 = !DILocation(line: 14, column: 70, scope: !106)
