; ModuleID = 'programs/fp_int_mixed_compare.c'
source_filename = "programs/fp_int_mixed_compare.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [46 x i8] c"2^53+1 == (double)2^53: %d, 2^53 == 2^53: %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [56 x i8] c"u64 max < 2^64: %d, 2^63 < 2^63: %d, 2^63-1 < 2^63: %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [58 x i8] c"16777217 == 16777216.0f: %d, 16777216 == 16777216.0f: %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [18 x i8] c"int+float: %a %a\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [20 x i8] c"long+double: %a %a\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [21 x i8] c"floor_div: %d %d %d\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [25 x i8] c"exact counts: %d bad %d\0A\00", align 1, !dbg !32

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -127, 128) i32 @main() local_unnamed_addr #0 !dbg !56 {
  %1 = alloca i64, align 8, !DIAssignID !75
    #dbg_assign(i1 undef, !60, !DIExpression(), !75, ptr %1, !DIExpression(), !76)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1), !dbg !77
  store volatile i64 9007199254740992, ptr %1, align 8, !dbg !78, !tbaa !79, !DIAssignID !83
    #dbg_assign(i64 9007199254740992, !60, !DIExpression(), !83, ptr %1, !DIExpression(), !76)
  %2 = load volatile i64, ptr %1, align 8, !dbg !84, !tbaa !79
  %3 = add nsw i64 %2, 1, !dbg !85
  %4 = load volatile i64, ptr %1, align 8, !dbg !86, !tbaa !79
  %5 = sitofp i64 %4 to double, !dbg !87
  %6 = tail call fastcc i32 @eq_i64_d(i64 noundef %3, double noundef %5), !dbg !88
  %7 = load volatile i64, ptr %1, align 8, !dbg !89, !tbaa !79
  %8 = tail call fastcc i32 @eq_i64_d(i64 noundef %7, double noundef 0x4340000000000000), !dbg !90
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %6, i32 noundef %8), !dbg !91
  %10 = tail call fastcc i32 @lt_u64_d(i64 noundef -1, double noundef 0x43F0000000000000), !dbg !92
  %11 = tail call fastcc i32 @lt_u64_d(i64 noundef -9223372036854775808, double noundef 0x43E0000000000000), !dbg !93
  %12 = tail call fastcc i32 @lt_u64_d(i64 noundef 9223372036854775807, double noundef 0x43E0000000000000), !dbg !94
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %10, i32 noundef %11, i32 noundef %12), !dbg !95
  %14 = tail call fastcc i32 @eq_i32_f(i32 noundef 16777217), !dbg !96
  %15 = tail call fastcc i32 @eq_i32_f(i32 noundef 16777216), !dbg !97
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %14, i32 noundef %15), !dbg !98
  %17 = tail call fastcc float @add_i_f(i32 noundef 16777217, float noundef 0.000000e+00), !dbg !99
  %18 = fpext float %17 to double, !dbg !100
  %19 = tail call fastcc float @add_i_f(i32 noundef -3, float noundef 5.000000e-01), !dbg !101
  %20 = fpext float %19 to double, !dbg !102
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %18, double noundef %20), !dbg !103
  %22 = tail call fastcc double @add_l_d(i64 noundef 4611686018427387905, double noundef 0.000000e+00), !dbg !104
  %23 = tail call fastcc double @add_l_d(i64 noundef -1, double noundef 2.500000e-01), !dbg !105
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %22, double noundef %23), !dbg !106
  %25 = tail call fastcc i32 @floor_div(i32 noundef 7, double noundef 2.000000e+00), !dbg !107
  %26 = tail call fastcc i32 @floor_div(i32 noundef -7, double noundef 2.000000e+00), !dbg !108
  %27 = tail call fastcc i32 @floor_div(i32 noundef 1000000, double noundef 3.000000e+00), !dbg !109
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %25, i32 noundef %26, i32 noundef %27), !dbg !110
    #dbg_value(i32 0, !62, !DIExpression(), !76)
    #dbg_value(i32 20, !70, !DIExpression(), !111)
    #dbg_value(i32 28572, !63, !DIExpression(), !76)
  br label %32, !dbg !112

29:                                               ; preds = %32
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %41, i32 noundef 0), !dbg !113
  %31 = and i32 %41, 127, !dbg !114
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !115
  ret i32 %31, !dbg !116

32:                                               ; preds = %43, %0
  %33 = phi i64 [ 20, %0 ], [ %51, %43 ]
  %34 = phi i32 [ 28572, %0 ], [ %50, %43 ]
    #dbg_value(i64 %33, !70, !DIExpression(), !111)
    #dbg_value(i32 %34, !63, !DIExpression(), !76)
    #dbg_value(!DIArgList(i64 1, i64 %33), !72, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shl, DW_OP_stack_value), !117)
  %35 = shl nsw i64 -1, %33, !dbg !118
  %36 = xor i64 %35, -1, !dbg !118
  %37 = uitofp nneg i64 %36 to double, !dbg !120
  %38 = fptosi double %37 to i64, !dbg !121
  %39 = icmp eq i64 %38, %36, !dbg !122
  %40 = zext i1 %39 to i32, !dbg !123
  %41 = add nuw nsw i32 %34, %40, !dbg !123
    #dbg_value(i32 %41, !63, !DIExpression(), !76)
    #dbg_value(i64 %33, !70, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !111)
  %42 = icmp eq i64 %33, 62, !dbg !124
  br i1 %42, label %29, label %43, !dbg !112, !llvm.loop !125

43:                                               ; preds = %32
    #dbg_value(i64 %33, !70, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !111)
    #dbg_value(i64 %33, !70, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !111)
    #dbg_value(i32 %41, !63, !DIExpression(), !76)
    #dbg_value(!DIArgList(i64 1, i64 %33), !72, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_or, DW_OP_shl, DW_OP_stack_value), !117)
  %44 = shl nsw i64 -2, %33, !dbg !118
  %45 = xor i64 %44, -1, !dbg !118
  %46 = uitofp nneg i64 %45 to double, !dbg !120
  %47 = fptosi double %46 to i64, !dbg !121
  %48 = icmp eq i64 %47, %45, !dbg !122
  %49 = zext i1 %48 to i32, !dbg !123
  %50 = add nuw nsw i32 %41, %49, !dbg !123
    #dbg_value(i32 %50, !63, !DIExpression(), !76)
  %51 = add nuw nsw i64 %33, 2, !dbg !128
    #dbg_value(i64 %51, !70, !DIExpression(), !111)
  br label %32
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !129 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @eq_i64_d(i64 noundef %0, double noundef %1) unnamed_addr #3 !dbg !136 {
    #dbg_value(i64 %0, !140, !DIExpression(), !142)
    #dbg_value(double %1, !141, !DIExpression(), !142)
  %3 = sitofp i64 %0 to double, !dbg !143
  %4 = fcmp oeq double %3, %1, !dbg !144
  %5 = zext i1 %4 to i32, !dbg !144
  ret i32 %5, !dbg !145
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @lt_u64_d(i64 noundef %0, double noundef %1) unnamed_addr #3 !dbg !146 {
    #dbg_value(i64 %0, !154, !DIExpression(), !156)
    #dbg_value(double %1, !155, !DIExpression(), !156)
  %3 = uitofp i64 %0 to double, !dbg !157
  %4 = fcmp olt double %3, %1, !dbg !158
  %5 = zext i1 %4 to i32, !dbg !158
  ret i32 %5, !dbg !159
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @eq_i32_f(i32 noundef %0) unnamed_addr #3 !dbg !160 {
    #dbg_value(i32 %0, !166, !DIExpression(), !168)
    #dbg_value(float 0x4170000000000000, !167, !DIExpression(), !168)
  %2 = uitofp nneg i32 %0 to float, !dbg !169
  %3 = fcmp oeq float %2, 0x4170000000000000, !dbg !170
  %4 = zext i1 %3 to i32, !dbg !170
  ret i32 %4, !dbg !171
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @add_i_f(i32 noundef %0, float noundef %1) unnamed_addr #3 !dbg !172 {
    #dbg_value(i32 %0, !176, !DIExpression(), !178)
    #dbg_value(float %1, !177, !DIExpression(), !178)
  %3 = sitofp i32 %0 to float, !dbg !179
  %4 = fadd float %3, %1, !dbg !180
  ret float %4, !dbg !181
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @add_l_d(i64 noundef %0, double noundef %1) unnamed_addr #3 !dbg !182 {
    #dbg_value(i64 %0, !186, !DIExpression(), !188)
    #dbg_value(double %1, !187, !DIExpression(), !188)
  %3 = sitofp i64 %0 to double, !dbg !189
  %4 = fadd double %3, %1, !dbg !190
  ret double %4, !dbg !191
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @floor_div(i32 noundef %0, double noundef %1) unnamed_addr #3 !dbg !192 {
    #dbg_value(i32 %0, !196, !DIExpression(), !198)
    #dbg_value(double %1, !197, !DIExpression(), !198)
  %3 = sitofp i32 %0 to double, !dbg !199
  %4 = fdiv double %3, %1, !dbg !200
  %5 = fptosi double %4 to i32, !dbg !201
  ret i32 %5, !dbg !202
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!37}
!llvm.module.flags = !{!48, !49, !50, !51, !52, !53, !54}
!llvm.ident = !{!55}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/fp_int_mixed_compare.c", directory: ".", checksumkind: CSK_MD5, checksum: "9b75e4fba79036ab69a28ca7939b4728")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 368, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 46)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 448, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 56)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 464, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 58)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 18)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 20)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 21)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 25)
!37 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !38, globals: !47, splitDebugInlining: false, nameTableKind: None)
!38 = !{!39, !40, !41, !46}
!39 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!40 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !42, line: 27, baseType: !43)
!42 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !44, line: 44, baseType: !45)
!44 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!45 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!46 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!47 = !{!0, !7, !12, !17, !22, !27, !32}
!48 = !{i32 7, !"Dwarf Version", i32 5}
!49 = !{i32 2, !"Debug Info Version", i32 3}
!50 = !{i32 1, !"wchar_size", i32 4}
!51 = !{i32 8, !"PIC Level", i32 2}
!52 = !{i32 7, !"PIE Level", i32 2}
!53 = !{i32 7, !"uwtable", i32 2}
!54 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!55 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!56 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 15, type: !57, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !59)
!57 = !DISubroutineType(types: !58)
!58 = !{!46}
!59 = !{!60, !62, !63, !64, !66, !69, !70, !72}
!60 = !DILocalVariable(name: "p53", scope: !56, file: !2, line: 16, type: !61)
!61 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !41)
!62 = !DILocalVariable(name: "bad", scope: !56, file: !2, line: 24, type: !46)
!63 = !DILocalVariable(name: "cnt", scope: !56, file: !2, line: 24, type: !46)
!64 = !DILocalVariable(name: "i", scope: !65, file: !2, line: 25, type: !41)
!65 = distinct !DILexicalBlock(scope: !56, file: !2, line: 25, column: 5)
!66 = !DILocalVariable(name: "d", scope: !67, file: !2, line: 26, type: !39)
!67 = distinct !DILexicalBlock(scope: !68, file: !2, line: 25, column: 52)
!68 = distinct !DILexicalBlock(scope: !65, file: !2, line: 25, column: 5)
!69 = !DILocalVariable(name: "f", scope: !67, file: !2, line: 26, type: !40)
!70 = !DILocalVariable(name: "k", scope: !71, file: !2, line: 30, type: !46)
!71 = distinct !DILexicalBlock(scope: !56, file: !2, line: 30, column: 5)
!72 = !DILocalVariable(name: "v", scope: !73, file: !2, line: 31, type: !41)
!73 = distinct !DILexicalBlock(scope: !74, file: !2, line: 30, column: 35)
!74 = distinct !DILexicalBlock(scope: !71, file: !2, line: 30, column: 5)
!75 = distinct !DIAssignID()
!76 = !DILocation(line: 0, scope: !56)
!77 = !DILocation(line: 16, column: 5, scope: !56)
!78 = !DILocation(line: 16, column: 22, scope: !56)
!79 = !{!80, !80, i64 0}
!80 = !{!"long", !81, i64 0}
!81 = !{!"omnipotent char", !82, i64 0}
!82 = !{!"Simple C/C++ TBAA"}
!83 = distinct !DIAssignID()
!84 = !DILocation(line: 17, column: 71, scope: !56)
!85 = !DILocation(line: 17, column: 75, scope: !56)
!86 = !DILocation(line: 17, column: 88, scope: !56)
!87 = !DILocation(line: 17, column: 80, scope: !56)
!88 = !DILocation(line: 17, column: 62, scope: !56)
!89 = !DILocation(line: 17, column: 103, scope: !56)
!90 = !DILocation(line: 17, column: 94, scope: !56)
!91 = !DILocation(line: 17, column: 5, scope: !56)
!92 = !DILocation(line: 18, column: 72, scope: !56)
!93 = !DILocation(line: 18, column: 118, scope: !56)
!94 = !DILocation(line: 19, column: 12, scope: !56)
!95 = !DILocation(line: 18, column: 5, scope: !56)
!96 = !DILocation(line: 20, column: 74, scope: !56)
!97 = !DILocation(line: 20, column: 107, scope: !56)
!98 = !DILocation(line: 20, column: 5, scope: !56)
!99 = !DILocation(line: 21, column: 42, scope: !56)
!100 = !DILocation(line: 21, column: 34, scope: !56)
!101 = !DILocation(line: 21, column: 75, scope: !56)
!102 = !DILocation(line: 21, column: 67, scope: !56)
!103 = !DILocation(line: 21, column: 5, scope: !56)
!104 = !DILocation(line: 22, column: 36, scope: !56)
!105 = !DILocation(line: 22, column: 66, scope: !56)
!106 = !DILocation(line: 22, column: 5, scope: !56)
!107 = !DILocation(line: 23, column: 37, scope: !56)
!108 = !DILocation(line: 23, column: 56, scope: !56)
!109 = !DILocation(line: 23, column: 76, scope: !56)
!110 = !DILocation(line: 23, column: 5, scope: !56)
!111 = !DILocation(line: 0, scope: !71)
!112 = !DILocation(line: 30, column: 5, scope: !71)
!113 = !DILocation(line: 34, column: 5, scope: !56)
!114 = !DILocation(line: 35, column: 12, scope: !56)
!115 = !DILocation(line: 36, column: 1, scope: !56)
!116 = !DILocation(line: 35, column: 5, scope: !56)
!117 = !DILocation(line: 0, scope: !73)
!118 = !DILocation(line: 32, column: 33, scope: !119)
!119 = distinct !DILexicalBlock(scope: !73, file: !2, line: 32, column: 13)
!120 = !DILocation(line: 32, column: 22, scope: !119)
!121 = !DILocation(line: 32, column: 13, scope: !119)
!122 = !DILocation(line: 32, column: 38, scope: !119)
!123 = !DILocation(line: 32, column: 13, scope: !73)
!124 = !DILocation(line: 30, column: 24, scope: !74)
!125 = distinct !{!125, !112, !126, !127}
!126 = !DILocation(line: 33, column: 5, scope: !71)
!127 = !{!"llvm.loop.mustprogress"}
!128 = !DILocation(line: 30, column: 31, scope: !74)
!129 = !DISubprogram(name: "printf", scope: !130, file: !130, line: 356, type: !131, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!130 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!131 = !DISubroutineType(types: !132)
!132 = !{!46, !133, null}
!133 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !134)
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !135, size: 64)
!135 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!136 = distinct !DISubprogram(name: "eq_i64_d", scope: !2, file: !2, line: 8, type: !137, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !139)
!137 = !DISubroutineType(types: !138)
!138 = !{!46, !41, !39}
!139 = !{!140, !141}
!140 = !DILocalVariable(name: "a", arg: 1, scope: !136, file: !2, line: 8, type: !41)
!141 = !DILocalVariable(name: "b", arg: 2, scope: !136, file: !2, line: 8, type: !39)
!142 = !DILocation(line: 0, scope: !136)
!143 = !DILocation(line: 8, column: 77, scope: !136)
!144 = !DILocation(line: 8, column: 79, scope: !136)
!145 = !DILocation(line: 8, column: 70, scope: !136)
!146 = distinct !DISubprogram(name: "lt_u64_d", scope: !2, file: !2, line: 9, type: !147, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !153)
!147 = !DISubroutineType(types: !148)
!148 = !{!46, !149, !39}
!149 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !150, line: 27, baseType: !151)
!150 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!151 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !44, line: 45, baseType: !152)
!152 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!153 = !{!154, !155}
!154 = !DILocalVariable(name: "a", arg: 1, scope: !146, file: !2, line: 9, type: !149)
!155 = !DILocalVariable(name: "b", arg: 2, scope: !146, file: !2, line: 9, type: !39)
!156 = !DILocation(line: 0, scope: !146)
!157 = !DILocation(line: 9, column: 78, scope: !146)
!158 = !DILocation(line: 9, column: 80, scope: !146)
!159 = !DILocation(line: 9, column: 71, scope: !146)
!160 = distinct !DISubprogram(name: "eq_i32_f", scope: !2, file: !2, line: 10, type: !161, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !165)
!161 = !DISubroutineType(cc: DW_CC_nocall, types: !162)
!162 = !{!46, !163, !40}
!163 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !42, line: 26, baseType: !164)
!164 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !44, line: 41, baseType: !46)
!165 = !{!166, !167}
!166 = !DILocalVariable(name: "a", arg: 1, scope: !160, file: !2, line: 10, type: !163)
!167 = !DILocalVariable(name: "b", arg: 2, scope: !160, file: !2, line: 10, type: !40)
!168 = !DILocation(line: 0, scope: !160)
!169 = !DILocation(line: 10, column: 76, scope: !160)
!170 = !DILocation(line: 10, column: 78, scope: !160)
!171 = !DILocation(line: 10, column: 69, scope: !160)
!172 = distinct !DISubprogram(name: "add_i_f", scope: !2, file: !2, line: 11, type: !173, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !175)
!173 = !DISubroutineType(types: !174)
!174 = !{!40, !46, !40}
!175 = !{!176, !177}
!176 = !DILocalVariable(name: "a", arg: 1, scope: !172, file: !2, line: 11, type: !46)
!177 = !DILocalVariable(name: "b", arg: 2, scope: !172, file: !2, line: 11, type: !40)
!178 = !DILocation(line: 0, scope: !172)
!179 = !DILocation(line: 11, column: 73, scope: !172)
!180 = !DILocation(line: 11, column: 75, scope: !172)
!181 = !DILocation(line: 11, column: 66, scope: !172)
!182 = distinct !DISubprogram(name: "add_l_d", scope: !2, file: !2, line: 12, type: !183, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !185)
!183 = !DISubroutineType(types: !184)
!184 = !{!39, !45, !39}
!185 = !{!186, !187}
!186 = !DILocalVariable(name: "a", arg: 1, scope: !182, file: !2, line: 12, type: !45)
!187 = !DILocalVariable(name: "b", arg: 2, scope: !182, file: !2, line: 12, type: !39)
!188 = !DILocation(line: 0, scope: !182)
!189 = !DILocation(line: 12, column: 76, scope: !182)
!190 = !DILocation(line: 12, column: 78, scope: !182)
!191 = !DILocation(line: 12, column: 69, scope: !182)
!192 = distinct !DISubprogram(name: "floor_div", scope: !2, file: !2, line: 13, type: !193, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !195)
!193 = !DISubroutineType(types: !194)
!194 = !{!46, !46, !39}
!195 = !{!196, !197}
!196 = !DILocalVariable(name: "a", arg: 1, scope: !192, file: !2, line: 13, type: !46)
!197 = !DILocalVariable(name: "b", arg: 2, scope: !192, file: !2, line: 13, type: !39)
!198 = !DILocation(line: 0, scope: !192)
!199 = !DILocation(line: 13, column: 80, scope: !192)
!200 = !DILocation(line: 13, column: 82, scope: !192)
!201 = !DILocation(line: 13, column: 74, scope: !192)
!202 = !DILocation(line: 13, column: 67, scope: !192)
