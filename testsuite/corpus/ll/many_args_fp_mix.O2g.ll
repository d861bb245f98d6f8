; ModuleID = 'programs/many_args_fp_mix.c'
source_filename = "programs/many_args_fp_mix.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [31 x i8] c"r1=%a r2=%a r3=%a r4=%a r5=%a\0A\00", align 1, !dbg !0

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !21 {
  %1 = alloca double, align 8, !DIAssignID !36
    #dbg_assign(i1 undef, !25, !DIExpression(), !36, ptr %1, !DIExpression(), !37)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1), !dbg !38
  store volatile double 1.000000e-01, ptr %1, align 8, !dbg !39, !tbaa !40, !DIAssignID !44
    #dbg_assign(double 1.000000e-01, !25, !DIExpression(), !44, ptr %1, !DIExpression(), !37)
  %2 = load volatile double, ptr %1, align 8, !dbg !45, !tbaa !40
  %3 = load volatile double, ptr %1, align 8, !dbg !46, !tbaa !40
  %4 = fmul double %3, 2.000000e+00, !dbg !47
  %5 = load volatile double, ptr %1, align 8, !dbg !48, !tbaa !40
  %6 = fmul double %5, 3.000000e+00, !dbg !49
  %7 = load volatile double, ptr %1, align 8, !dbg !50, !tbaa !40
  %8 = fmul double %7, 4.000000e+00, !dbg !51
  %9 = load volatile double, ptr %1, align 8, !dbg !52, !tbaa !40
  %10 = fmul double %9, 5.000000e+00, !dbg !53
  %11 = load volatile double, ptr %1, align 8, !dbg !54, !tbaa !40
  %12 = fmul double %11, 6.000000e+00, !dbg !55
  %13 = load volatile double, ptr %1, align 8, !dbg !56, !tbaa !40
  %14 = fmul double %13, 7.000000e+00, !dbg !57
  %15 = load volatile double, ptr %1, align 8, !dbg !58, !tbaa !40
  %16 = fmul double %15, 8.000000e+00, !dbg !59
  %17 = load volatile double, ptr %1, align 8, !dbg !60, !tbaa !40
  %18 = fmul double %17, 9.000000e+00, !dbg !61
  %19 = load volatile double, ptr %1, align 8, !dbg !62, !tbaa !40
  %20 = fmul double %19, 1.000000e+01, !dbg !63
  %21 = load volatile double, ptr %1, align 8, !dbg !64, !tbaa !40
  %22 = fmul double %21, 1.100000e+01, !dbg !65
  %23 = load volatile double, ptr %1, align 8, !dbg !66, !tbaa !40
  %24 = fmul double %23, 1.200000e+01, !dbg !67
  %25 = tail call fastcc double @d12(double noundef %2, double noundef %4, double noundef %6, double noundef %8, double noundef %10, double noundef %12, double noundef %14, double noundef %16, double noundef %18, double noundef %20, double noundef %22, double noundef %24), !dbg !68
    #dbg_value(double %25, !27, !DIExpression(), !37)
  %26 = load volatile double, ptr %1, align 8, !dbg !69, !tbaa !40
  %27 = fptrunc double %26 to float, !dbg !70
  %28 = tail call fastcc float @f16(float noundef %27), !dbg !71
    #dbg_value(float %28, !28, !DIExpression(), !37)
    #dbg_value(double 0x42702540D6B85E0E, !29, !DIExpression(), !37)
    #dbg_value(float 0x403D333340000000, !30, !DIExpression(), !37)
    #dbg_value(ptr @d12, !31, !DIExpression(), !37)
  %29 = load volatile double, ptr %1, align 8, !dbg !72, !tbaa !40
  %30 = tail call fastcc double @d12(double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef %29), !dbg !73
    #dbg_value(double %30, !35, !DIExpression(), !37)
  %31 = fpext float %28 to double, !dbg !74
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %25, double noundef %31, double noundef 0x42702540D6B85E0E, double noundef 0x403D333340000000, double noundef %30), !dbg !75
  %33 = fptosi double %30 to i32, !dbg !76
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !77
  ret i32 %33, !dbg !78
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc double @d12(double noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4, double noundef %5, double noundef %6, double noundef %7, double noundef %8, double noundef %9, double noundef %10, double noundef %11) unnamed_addr #2 !dbg !79 {
    #dbg_value(double %0, !81, !DIExpression(), !93)
    #dbg_value(double %1, !82, !DIExpression(), !93)
    #dbg_value(double %2, !83, !DIExpression(), !93)
    #dbg_value(double %3, !84, !DIExpression(), !93)
    #dbg_value(double %4, !85, !DIExpression(), !93)
    #dbg_value(double %5, !86, !DIExpression(), !93)
    #dbg_value(double %6, !87, !DIExpression(), !93)
    #dbg_value(double %7, !88, !DIExpression(), !93)
    #dbg_value(double %8, !89, !DIExpression(), !93)
    #dbg_value(double %9, !90, !DIExpression(), !93)
    #dbg_value(double %10, !91, !DIExpression(), !93)
    #dbg_value(double %11, !92, !DIExpression(), !93)
  %13 = fmul double %1, 2.000000e+00, !dbg !94
  %14 = fadd double %13, %0, !dbg !95
  %15 = fmul double %2, 3.000000e+00, !dbg !96
  %16 = fadd double %14, %15, !dbg !97
  %17 = fmul double %3, 4.000000e+00, !dbg !98
  %18 = fadd double %16, %17, !dbg !99
  %19 = fmul double %4, 5.000000e+00, !dbg !100
  %20 = fadd double %18, %19, !dbg !101
  %21 = fmul double %5, 6.000000e+00, !dbg !102
  %22 = fadd double %20, %21, !dbg !103
  %23 = fmul double %6, 7.000000e+00, !dbg !104
  %24 = fadd double %22, %23, !dbg !105
  %25 = fmul double %7, 8.000000e+00, !dbg !106
  %26 = fadd double %24, %25, !dbg !107
  %27 = fmul double %8, 9.000000e+00, !dbg !108
  %28 = fadd double %26, %27, !dbg !109
  %29 = fmul double %9, 1.000000e+01, !dbg !110
  %30 = fadd double %28, %29, !dbg !111
  %31 = fmul double %10, 1.100000e+01, !dbg !112
  %32 = fadd double %30, %31, !dbg !113
  %33 = fmul double %11, 1.200000e+01, !dbg !114
  %34 = fadd double %32, %33, !dbg !115
  ret double %34, !dbg !116
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @f16(float noundef %0) unnamed_addr #2 !dbg !117 {
    #dbg_value(float 1.500000e+00, !121, !DIExpression(), !137)
    #dbg_value(float 2.250000e+00, !122, !DIExpression(), !137)
    #dbg_value(float 3.125000e+00, !123, !DIExpression(), !137)
    #dbg_value(float 4.062500e+00, !124, !DIExpression(), !137)
    #dbg_value(float 5.000000e+00, !125, !DIExpression(), !137)
    #dbg_value(float 6.000000e+00, !126, !DIExpression(), !137)
    #dbg_value(float 7.000000e+00, !127, !DIExpression(), !137)
    #dbg_value(float 8.000000e+00, !128, !DIExpression(), !137)
    #dbg_value(float 9.000000e+00, !129, !DIExpression(), !137)
    #dbg_value(float 1.000000e+01, !130, !DIExpression(), !137)
    #dbg_value(float 1.100000e+01, !131, !DIExpression(), !137)
    #dbg_value(float 1.200000e+01, !132, !DIExpression(), !137)
    #dbg_value(float 1.300000e+01, !133, !DIExpression(), !137)
    #dbg_value(float 1.400000e+01, !134, !DIExpression(), !137)
    #dbg_value(float 5.000000e-01, !135, !DIExpression(), !137)
    #dbg_value(float %0, !136, !DIExpression(), !137)
  %2 = fmul float %0, 5.000000e-01, !dbg !138
  %3 = fadd float %2, -6.687500e+00, !dbg !139
  ret float %3, !dbg !140
}

; Function Attrs: nofree nounwind
declare !dbg !141 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/many_args_fp_mix.c", directory: ".", checksumkind: CSK_MD5, checksum: "574f4d019dec08fcd615b8d98a3f5878")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 31)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !12, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !10, !11}
!9 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!10 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !{!0}
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 8, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"uwtable", i32 2}
!19 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!20 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!21 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 22, type: !22, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !24)
!22 = !DISubroutineType(types: !23)
!23 = !{!11}
!24 = !{!25, !27, !28, !29, !30, !31, !35}
!25 = !DILocalVariable(name: "v", scope: !21, file: !2, line: 23, type: !26)
!26 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !10)
!27 = !DILocalVariable(name: "r1", scope: !21, file: !2, line: 24, type: !10)
!28 = !DILocalVariable(name: "r2", scope: !21, file: !2, line: 25, type: !9)
!29 = !DILocalVariable(name: "r3", scope: !21, file: !2, line: 26, type: !10)
!30 = !DILocalVariable(name: "r4", scope: !21, file: !2, line: 27, type: !9)
!31 = !DILocalVariable(name: "fp", scope: !21, file: !2, line: 28, type: !32)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!33 = !DISubroutineType(types: !34)
!34 = !{!10, !10, !10, !10, !10, !10, !10, !10, !10, !10, !10, !10, !10}
!35 = !DILocalVariable(name: "r5", scope: !21, file: !2, line: 29, type: !10)
!36 = distinct !DIAssignID()
!37 = !DILocation(line: 0, scope: !21)
!38 = !DILocation(line: 23, column: 5, scope: !21)
!39 = !DILocation(line: 23, column: 21, scope: !21)
!40 = !{!41, !41, i64 0}
!41 = !{!"double", !42, i64 0}
!42 = !{!"omnipotent char", !43, i64 0}
!43 = !{!"Simple C/C++ TBAA"}
!44 = distinct !DIAssignID()
!45 = !DILocation(line: 24, column: 21, scope: !21)
!46 = !DILocation(line: 24, column: 24, scope: !21)
!47 = !DILocation(line: 24, column: 26, scope: !21)
!48 = !DILocation(line: 24, column: 31, scope: !21)
!49 = !DILocation(line: 24, column: 33, scope: !21)
!50 = !DILocation(line: 24, column: 38, scope: !21)
!51 = !DILocation(line: 24, column: 40, scope: !21)
!52 = !DILocation(line: 24, column: 45, scope: !21)
!53 = !DILocation(line: 24, column: 47, scope: !21)
!54 = !DILocation(line: 24, column: 52, scope: !21)
!55 = !DILocation(line: 24, column: 54, scope: !21)
!56 = !DILocation(line: 24, column: 59, scope: !21)
!57 = !DILocation(line: 24, column: 61, scope: !21)
!58 = !DILocation(line: 24, column: 66, scope: !21)
!59 = !DILocation(line: 24, column: 68, scope: !21)
!60 = !DILocation(line: 24, column: 73, scope: !21)
!61 = !DILocation(line: 24, column: 75, scope: !21)
!62 = !DILocation(line: 24, column: 80, scope: !21)
!63 = !DILocation(line: 24, column: 82, scope: !21)
!64 = !DILocation(line: 24, column: 88, scope: !21)
!65 = !DILocation(line: 24, column: 90, scope: !21)
!66 = !DILocation(line: 24, column: 96, scope: !21)
!67 = !DILocation(line: 24, column: 98, scope: !21)
!68 = !DILocation(line: 24, column: 17, scope: !21)
!69 = !DILocation(line: 25, column: 98, scope: !21)
!70 = !DILocation(line: 25, column: 91, scope: !21)
!71 = !DILocation(line: 25, column: 16, scope: !21)
!72 = !DILocation(line: 29, column: 53, scope: !21)
!73 = !DILocation(line: 29, column: 17, scope: !21)
!74 = !DILocation(line: 30, column: 51, scope: !21)
!75 = !DILocation(line: 30, column: 5, scope: !21)
!76 = !DILocation(line: 31, column: 12, scope: !21)
!77 = !DILocation(line: 32, column: 1, scope: !21)
!78 = !DILocation(line: 31, column: 5, scope: !21)
!79 = distinct !DISubprogram(name: "d12", scope: !2, file: !2, line: 8, type: !33, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !80)
!80 = !{!81, !82, !83, !84, !85, !86, !87, !88, !89, !90, !91, !92}
!81 = !DILocalVariable(name: "a", arg: 1, scope: !79, file: !2, line: 8, type: !10)
!82 = !DILocalVariable(name: "b", arg: 2, scope: !79, file: !2, line: 8, type: !10)
!83 = !DILocalVariable(name: "c", arg: 3, scope: !79, file: !2, line: 8, type: !10)
!84 = !DILocalVariable(name: "d", arg: 4, scope: !79, file: !2, line: 8, type: !10)
!85 = !DILocalVariable(name: "e", arg: 5, scope: !79, file: !2, line: 8, type: !10)
!86 = !DILocalVariable(name: "f", arg: 6, scope: !79, file: !2, line: 8, type: !10)
!87 = !DILocalVariable(name: "g", arg: 7, scope: !79, file: !2, line: 8, type: !10)
!88 = !DILocalVariable(name: "h", arg: 8, scope: !79, file: !2, line: 8, type: !10)
!89 = !DILocalVariable(name: "i", arg: 9, scope: !79, file: !2, line: 8, type: !10)
!90 = !DILocalVariable(name: "j", arg: 10, scope: !79, file: !2, line: 8, type: !10)
!91 = !DILocalVariable(name: "k", arg: 11, scope: !79, file: !2, line: 8, type: !10)
!92 = !DILocalVariable(name: "l", arg: 12, scope: !79, file: !2, line: 8, type: !10)
!93 = !DILocation(line: 0, scope: !79)
!94 = !DILocation(line: 9, column: 18, scope: !79)
!95 = !DILocation(line: 9, column: 14, scope: !79)
!96 = !DILocation(line: 9, column: 26, scope: !79)
!97 = !DILocation(line: 9, column: 22, scope: !79)
!98 = !DILocation(line: 9, column: 34, scope: !79)
!99 = !DILocation(line: 9, column: 30, scope: !79)
!100 = !DILocation(line: 9, column: 42, scope: !79)
!101 = !DILocation(line: 9, column: 38, scope: !79)
!102 = !DILocation(line: 9, column: 50, scope: !79)
!103 = !DILocation(line: 9, column: 46, scope: !79)
!104 = !DILocation(line: 9, column: 58, scope: !79)
!105 = !DILocation(line: 9, column: 54, scope: !79)
!106 = !DILocation(line: 9, column: 66, scope: !79)
!107 = !DILocation(line: 9, column: 62, scope: !79)
!108 = !DILocation(line: 9, column: 74, scope: !79)
!109 = !DILocation(line: 9, column: 70, scope: !79)
!110 = !DILocation(line: 9, column: 83, scope: !79)
!111 = !DILocation(line: 9, column: 78, scope: !79)
!112 = !DILocation(line: 9, column: 92, scope: !79)
!113 = !DILocation(line: 9, column: 87, scope: !79)
!114 = !DILocation(line: 9, column: 101, scope: !79)
!115 = !DILocation(line: 9, column: 96, scope: !79)
!116 = !DILocation(line: 9, column: 5, scope: !79)
!117 = distinct !DISubprogram(name: "f16", scope: !2, file: !2, line: 11, type: !118, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !120)
!118 = !DISubroutineType(cc: DW_CC_nocall, types: !119)
!119 = !{!9, !9, !9, !9, !9, !9, !9, !9, !9, !9, !9, !9, !9, !9, !9, !9, !9}
!120 = !{!121, !122, !123, !124, !125, !126, !127, !128, !129, !130, !131, !132, !133, !134, !135, !136}
!121 = !DILocalVariable(name: "a", arg: 1, scope: !117, file: !2, line: 11, type: !9)
!122 = !DILocalVariable(name: "b", arg: 2, scope: !117, file: !2, line: 11, type: !9)
!123 = !DILocalVariable(name: "c", arg: 3, scope: !117, file: !2, line: 11, type: !9)
!124 = !DILocalVariable(name: "d", arg: 4, scope: !117, file: !2, line: 11, type: !9)
!125 = !DILocalVariable(name: "e", arg: 5, scope: !117, file: !2, line: 11, type: !9)
!126 = !DILocalVariable(name: "f", arg: 6, scope: !117, file: !2, line: 11, type: !9)
!127 = !DILocalVariable(name: "g", arg: 7, scope: !117, file: !2, line: 11, type: !9)
!128 = !DILocalVariable(name: "h", arg: 8, scope: !117, file: !2, line: 11, type: !9)
!129 = !DILocalVariable(name: "i", arg: 9, scope: !117, file: !2, line: 11, type: !9)
!130 = !DILocalVariable(name: "j", arg: 10, scope: !117, file: !2, line: 11, type: !9)
!131 = !DILocalVariable(name: "k", arg: 11, scope: !117, file: !2, line: 11, type: !9)
!132 = !DILocalVariable(name: "l", arg: 12, scope: !117, file: !2, line: 11, type: !9)
!133 = !DILocalVariable(name: "m", arg: 13, scope: !117, file: !2, line: 11, type: !9)
!134 = !DILocalVariable(name: "n", arg: 14, scope: !117, file: !2, line: 11, type: !9)
!135 = !DILocalVariable(name: "o", arg: 15, scope: !117, file: !2, line: 11, type: !9)
!136 = !DILocalVariable(name: "p", arg: 16, scope: !117, file: !2, line: 11, type: !9)
!137 = !DILocation(line: 0, scope: !117)
!138 = !DILocation(line: 12, column: 70, scope: !117)
!139 = !DILocation(line: 12, column: 66, scope: !117)
!140 = !DILocation(line: 12, column: 5, scope: !117)
!141 = !DISubprogram(name: "printf", scope: !142, file: !142, line: 356, type: !143, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!142 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!143 = !DISubroutineType(types: !144)
!144 = !{!11, !145, null}
!145 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !146)
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !147, size: 64)
!147 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
