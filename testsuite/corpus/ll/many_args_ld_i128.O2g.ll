; ModuleID = 'programs/many_args_ld_i128.c'
source_filename = "programs/many_args_ld_i128.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"f1=%La\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"f2=\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [4 x i8] c"f3=\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [8 x i8] c"f4=%La\0A\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [8 x i8] c"fp=%La\0A\00", align 1, !dbg !16
@.str.5 = private unnamed_addr constant [18 x i8] c"%s%016llx%016llx\0A\00", align 1, !dbg !18

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !40 {
  %1 = alloca x86_fp80, align 16, !DIAssignID !52
    #dbg_assign(i1 undef, !44, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !52, ptr %1, !DIExpression(), !53)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %1), !dbg !54
  store volatile x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, ptr %1, align 16, !dbg !55, !tbaa !56, !DIAssignID !60
    #dbg_assign(x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, !44, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !60, ptr %1, !DIExpression(), !53)
  %2 = load volatile x86_fp80, ptr %1, align 16, !dbg !61, !tbaa !56
  %3 = load volatile x86_fp80, ptr %1, align 16, !dbg !62, !tbaa !56
  %4 = fmul x86_fp80 %3, 0xK40008000000000000000, !dbg !63
  %5 = tail call fastcc x86_fp80 @f1(i32 noundef 1, x86_fp80 noundef %2, i32 noundef 3, x86_fp80 noundef %4, double noundef 5.000000e-01, x86_fp80 noundef 0xK3FDDDBE6FECEBDEDD5BF), !dbg !64
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, x86_fp80 noundef %5), !dbg !65
    #dbg_value(i128 1267650600228229401496703205376, !46, !DIExpression(), !53)
    #dbg_value(ptr @.str.1, !66, !DIExpression(), !75)
    #dbg_value(!DIArgList(i128 0, i64 12344999), !73, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !75)
    #dbg_value(!DIArgList(i128 0, i64 12344999), !74, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !75)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i64 noundef -7, i64 noundef 12344999), !dbg !77
  %8 = tail call fastcc { i64, i64 } @f3(i128 noundef 1267650600228229401496703205377, i64 noundef 6), !dbg !78
  %9 = extractvalue { i64, i64 } %8, 0, !dbg !78
  %10 = extractvalue { i64, i64 } %8, 1, !dbg !78
    #dbg_value(ptr @.str.2, !66, !DIExpression(), !79)
    #dbg_value(!DIArgList(i128 0, i64 %9), !73, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !79)
    #dbg_value(!DIArgList(i128 0, i64 %9), !74, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !79)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i64 noundef %10, i64 noundef %9), !dbg !81
  %12 = load volatile x86_fp80, ptr %1, align 16, !dbg !82, !tbaa !56
  %13 = tail call fastcc x86_fp80 @f4(x86_fp80 noundef %12), !dbg !83
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, x86_fp80 noundef %13), !dbg !84
    #dbg_value(ptr @f1, !47, !DIExpression(), !53)
  %15 = tail call fastcc x86_fp80 @f1(i32 noundef 2, x86_fp80 noundef 0xK3FFE8000000000000000, i32 noundef 4, x86_fp80 noundef 0xK3FFD8000000000000000, double noundef -1.000000e+00, x86_fp80 noundef 0xK4000C000000000000000), !dbg !85
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, x86_fp80 noundef %15), !dbg !86
  %17 = tail call fastcc { i64, i64 } @f3(i128 noundef 6, i64 noundef 7), !dbg !87
  %18 = extractvalue { i64, i64 } %17, 0, !dbg !87
  %19 = trunc i64 %18 to i32, !dbg !88
  %20 = and i32 %19, 127, !dbg !88
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %1), !dbg !89
  ret i32 %20, !dbg !90
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !91 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc x86_fp80 @f1(i32 noundef %0, x86_fp80 noundef %1, i32 noundef %2, x86_fp80 noundef %3, double noundef %4, x86_fp80 noundef %5) unnamed_addr #3 !dbg !96 {
    #dbg_value(i32 %0, !98, !DIExpression(), !104)
    #dbg_value(x86_fp80 %1, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !104)
    #dbg_value(i32 %2, !100, !DIExpression(), !104)
    #dbg_value(x86_fp80 %3, !101, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !104)
    #dbg_value(double %4, !102, !DIExpression(), !104)
    #dbg_value(x86_fp80 %5, !103, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !104)
  %7 = uitofp nneg i32 %0 to x86_fp80, !dbg !105
  %8 = uitofp nneg i32 %2 to x86_fp80, !dbg !106
  %9 = fmul x86_fp80 %8, %1, !dbg !107
  %10 = fadd x86_fp80 %9, %7, !dbg !108
  %11 = fadd x86_fp80 %10, %3, !dbg !109
  %12 = fpext double %4 to x86_fp80, !dbg !110
  %13 = fadd x86_fp80 %11, %12, !dbg !111
  %14 = fsub x86_fp80 %13, %5, !dbg !112
  ret x86_fp80 %14, !dbg !113
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @f3(i128 noundef %0, i64 noundef %1) unnamed_addr #3 !dbg !114 {
    #dbg_value(i64 1, !119, !DIExpression(), !126)
    #dbg_value(i64 2, !120, !DIExpression(), !126)
    #dbg_value(i64 3, !121, !DIExpression(), !126)
    #dbg_value(i64 4, !122, !DIExpression(), !126)
    #dbg_value(i64 5, !123, !DIExpression(), !126)
    #dbg_value(i128 %0, !124, !DIExpression(), !126)
    #dbg_value(i64 %1, !125, !DIExpression(), !126)
  %3 = mul nuw nsw i128 %0, 3, !dbg !127
  %4 = add nuw nsw i128 %3, 15, !dbg !128
  %5 = zext nneg i64 %1 to i128, !dbg !129
  %6 = add nsw i128 %4, %5, !dbg !130
  %7 = trunc i128 %6 to i64, !dbg !131
  %8 = lshr i128 %6, 64, !dbg !131
  %9 = trunc nuw nsw i128 %8 to i64, !dbg !131
  %10 = insertvalue { i64, i64 } poison, i64 %7, 0, !dbg !131
  %11 = insertvalue { i64, i64 } %10, i64 %9, 1, !dbg !131
  ret { i64, i64 } %11, !dbg !131
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc x86_fp80 @f4(x86_fp80 noundef %0) unnamed_addr #3 !dbg !132 {
    #dbg_value(i128 -1267650600228229401496703205376, !136, !DIExpression(), !144)
    #dbg_value(x86_fp80 %0, !137, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !144)
    #dbg_value(i32 2, !138, !DIExpression(), !144)
    #dbg_value(i128 422550200076076467165567735125, !139, !DIExpression(), !144)
    #dbg_value(double 2.500000e-01, !140, !DIExpression(), !144)
    #dbg_value(x86_fp80 0xK4062C9F2C9CD04674EDF, !141, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !144)
    #dbg_value(i8 65, !142, !DIExpression(), !144)
    #dbg_value(i128 -1, !143, !DIExpression(), !144)
  %2 = fadd x86_fp80 %0, 0xKC0638000000000000000, !dbg !145
  %3 = fadd x86_fp80 %2, 0xK40008000000000000000, !dbg !146
  %4 = fadd x86_fp80 %3, 0xK4061AAAAAAAAAAAAAAAB, !dbg !147
  %5 = fadd x86_fp80 %4, 0xK3FFD8000000000000000, !dbg !148
  %6 = fadd x86_fp80 %5, 0xK4062C9F2C9CD04674EDF, !dbg !149
  %7 = fadd x86_fp80 %6, 0xK40058200000000000000, !dbg !150
  %8 = fadd x86_fp80 %7, 0xKBFFF8000000000000000, !dbg !151
  ret x86_fp80 %8, !dbg !152
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!23}
!llvm.module.flags = !{!32, !33, !34, !35, !36, !37, !38}
!llvm.ident = !{!39}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/many_args_ld_i128.c", directory: ".", checksumkind: CSK_MD5, checksum: "c27fe6047f43891365f20c2c49398bef")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 8)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !3, isLocal: true, isDefinition: true)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !3, isLocal: true, isDefinition: true)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 18)
!23 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !24, globals: !31, splitDebugInlining: false, nameTableKind: None)
!24 = !{!25, !27, !28, !29, !30}
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "i128", file: !2, line: 8, baseType: !26)
!26 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!27 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!28 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!29 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!30 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!31 = !{!0, !7, !12, !14, !16, !18}
!32 = !{i32 7, !"Dwarf Version", i32 5}
!33 = !{i32 2, !"Debug Info Version", i32 3}
!34 = !{i32 1, !"wchar_size", i32 4}
!35 = !{i32 8, !"PIC Level", i32 2}
!36 = !{i32 7, !"PIE Level", i32 2}
!37 = !{i32 7, !"uwtable", i32 2}
!38 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!39 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!40 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 15, type: !41, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !23, retainedNodes: !43)
!41 = !DISubroutineType(types: !42)
!42 = !{!27}
!43 = !{!44, !46, !47}
!44 = !DILocalVariable(name: "third", scope: !40, file: !2, line: 16, type: !45)
!45 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !30)
!46 = !DILocalVariable(name: "big", scope: !40, file: !2, line: 18, type: !25)
!47 = !DILocalVariable(name: "fp", scope: !40, file: !2, line: 22, type: !48)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!49 = !DISubroutineType(types: !50)
!50 = !{!30, !27, !30, !27, !30, !51, !30}
!51 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!52 = distinct !DIAssignID()
!53 = !DILocation(line: 0, scope: !40)
!54 = !DILocation(line: 16, column: 5, scope: !40)
!55 = !DILocation(line: 16, column: 26, scope: !40)
!56 = !{!57, !57, i64 0}
!57 = !{!"long double", !58, i64 0}
!58 = !{!"omnipotent char", !59, i64 0}
!59 = !{!"Simple C/C++ TBAA"}
!60 = distinct !DIAssignID()
!61 = !DILocation(line: 17, column: 30, scope: !40)
!62 = !DILocation(line: 17, column: 40, scope: !40)
!63 = !DILocation(line: 17, column: 46, scope: !40)
!64 = !DILocation(line: 17, column: 24, scope: !40)
!65 = !DILocation(line: 17, column: 5, scope: !40)
!66 = !DILocalVariable(name: "t", arg: 1, scope: !67, file: !2, line: 13, type: !70)
!67 = distinct !DISubprogram(name: "p128", scope: !2, file: !2, line: 13, type: !68, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !23, retainedNodes: !72)
!68 = !DISubroutineType(types: !69)
!69 = !{null, !70, !25}
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64)
!71 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!72 = !{!66, !73, !74}
!73 = !DILocalVariable(name: "v", arg: 2, scope: !67, file: !2, line: 13, type: !25)
!74 = !DILocalVariable(name: "u", scope: !67, file: !2, line: 13, type: !28)
!75 = !DILocation(line: 0, scope: !67, inlinedAt: !76)
!76 = distinct !DILocation(line: 19, column: 5, scope: !40)
!77 = !DILocation(line: 13, column: 87, scope: !67, inlinedAt: !76)
!78 = !DILocation(line: 20, column: 17, scope: !40)
!79 = !DILocation(line: 0, scope: !67, inlinedAt: !80)
!80 = distinct !DILocation(line: 20, column: 5, scope: !40)
!81 = !DILocation(line: 13, column: 87, scope: !67, inlinedAt: !80)
!82 = !DILocation(line: 21, column: 33, scope: !40)
!83 = !DILocation(line: 21, column: 24, scope: !40)
!84 = !DILocation(line: 21, column: 5, scope: !40)
!85 = !DILocation(line: 23, column: 24, scope: !40)
!86 = !DILocation(line: 23, column: 5, scope: !40)
!87 = !DILocation(line: 24, column: 18, scope: !40)
!88 = !DILocation(line: 24, column: 12, scope: !40)
!89 = !DILocation(line: 25, column: 1, scope: !40)
!90 = !DILocation(line: 24, column: 5, scope: !40)
!91 = !DISubprogram(name: "printf", scope: !92, file: !92, line: 356, type: !93, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!92 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!93 = !DISubroutineType(types: !94)
!94 = !{!27, !95, null}
!95 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !70)
!96 = distinct !DISubprogram(name: "f1", scope: !2, file: !2, line: 9, type: !49, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !23, retainedNodes: !97)
!97 = !{!98, !99, !100, !101, !102, !103}
!98 = !DILocalVariable(name: "a", arg: 1, scope: !96, file: !2, line: 9, type: !27)
!99 = !DILocalVariable(name: "b", arg: 2, scope: !96, file: !2, line: 9, type: !30)
!100 = !DILocalVariable(name: "c", arg: 3, scope: !96, file: !2, line: 9, type: !27)
!101 = !DILocalVariable(name: "d", arg: 4, scope: !96, file: !2, line: 9, type: !30)
!102 = !DILocalVariable(name: "e", arg: 5, scope: !96, file: !2, line: 9, type: !51)
!103 = !DILocalVariable(name: "f", arg: 6, scope: !96, file: !2, line: 9, type: !30)
!104 = !DILocation(line: 0, scope: !96)
!105 = !DILocation(line: 9, column: 127, scope: !96)
!106 = !DILocation(line: 9, column: 135, scope: !96)
!107 = !DILocation(line: 9, column: 133, scope: !96)
!108 = !DILocation(line: 9, column: 129, scope: !96)
!109 = !DILocation(line: 9, column: 137, scope: !96)
!110 = !DILocation(line: 9, column: 143, scope: !96)
!111 = !DILocation(line: 9, column: 141, scope: !96)
!112 = !DILocation(line: 9, column: 145, scope: !96)
!113 = !DILocation(line: 9, column: 120, scope: !96)
!114 = distinct !DISubprogram(name: "f3", scope: !2, file: !2, line: 11, type: !115, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !23, retainedNodes: !118)
!115 = !DISubroutineType(cc: DW_CC_nocall, types: !116)
!116 = !{!25, !117, !117, !117, !117, !117, !25, !117}
!117 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!118 = !{!119, !120, !121, !122, !123, !124, !125}
!119 = !DILocalVariable(name: "a", arg: 1, scope: !114, file: !2, line: 11, type: !117)
!120 = !DILocalVariable(name: "b", arg: 2, scope: !114, file: !2, line: 11, type: !117)
!121 = !DILocalVariable(name: "c", arg: 3, scope: !114, file: !2, line: 11, type: !117)
!122 = !DILocalVariable(name: "d", arg: 4, scope: !114, file: !2, line: 11, type: !117)
!123 = !DILocalVariable(name: "e", arg: 5, scope: !114, file: !2, line: 11, type: !117)
!124 = !DILocalVariable(name: "f", arg: 6, scope: !114, file: !2, line: 11, type: !25)
!125 = !DILocalVariable(name: "g", arg: 7, scope: !114, file: !2, line: 11, type: !117)
!126 = !DILocation(line: 0, scope: !114)
!127 = !DILocation(line: 11, column: 135, scope: !114)
!128 = !DILocation(line: 11, column: 131, scope: !114)
!129 = !DILocation(line: 11, column: 141, scope: !114)
!130 = !DILocation(line: 11, column: 139, scope: !114)
!131 = !DILocation(line: 11, column: 100, scope: !114)
!132 = distinct !DISubprogram(name: "f4", scope: !2, file: !2, line: 12, type: !133, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !23, retainedNodes: !135)
!133 = !DISubroutineType(cc: DW_CC_nocall, types: !134)
!134 = !{!30, !25, !30, !27, !25, !51, !30, !4, !25}
!135 = !{!136, !137, !138, !139, !140, !141, !142, !143}
!136 = !DILocalVariable(name: "a", arg: 1, scope: !132, file: !2, line: 12, type: !25)
!137 = !DILocalVariable(name: "b", arg: 2, scope: !132, file: !2, line: 12, type: !30)
!138 = !DILocalVariable(name: "c", arg: 3, scope: !132, file: !2, line: 12, type: !27)
!139 = !DILocalVariable(name: "d", arg: 4, scope: !132, file: !2, line: 12, type: !25)
!140 = !DILocalVariable(name: "e", arg: 5, scope: !132, file: !2, line: 12, type: !51)
!141 = !DILocalVariable(name: "f", arg: 6, scope: !132, file: !2, line: 12, type: !30)
!142 = !DILocalVariable(name: "g", arg: 7, scope: !132, file: !2, line: 12, type: !4)
!143 = !DILocalVariable(name: "h", arg: 8, scope: !132, file: !2, line: 12, type: !25)
!144 = !DILocation(line: 0, scope: !132)
!145 = !DILocation(line: 12, column: 152, scope: !132)
!146 = !DILocation(line: 12, column: 156, scope: !132)
!147 = !DILocation(line: 12, column: 160, scope: !132)
!148 = !DILocation(line: 12, column: 177, scope: !132)
!149 = !DILocation(line: 12, column: 181, scope: !132)
!150 = !DILocation(line: 12, column: 185, scope: !132)
!151 = !DILocation(line: 12, column: 189, scope: !132)
!152 = !DILocation(line: 12, column: 130, scope: !132)
