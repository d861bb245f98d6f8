; ModuleID = 'programs/mandelbrot_ascii.c'
source_filename = "programs/mandelbrot_ascii.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c" .:-=+*#%@\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [45 x i8] c"total iterations=%ld float/double differ=%d\0A\00", align 1, !dbg !7
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -127, 128) i32 @main() local_unnamed_addr #0 !dbg !25 {
    #dbg_value(ptr @.str, !29, !DIExpression(), !48)
    #dbg_value(i64 0, !32, !DIExpression(), !48)
    #dbg_value(i32 0, !34, !DIExpression(), !48)
    #dbg_value(i32 0, !35, !DIExpression(), !49)
  br label %1, !dbg !50

1:                                                ; preds = %0, %13
  %2 = phi i64 [ 0, %0 ], [ %32, %13 ]
  %3 = phi i32 [ 0, %0 ], [ %30, %13 ]
  %4 = phi i32 [ 0, %0 ], [ %16, %13 ]
    #dbg_value(i64 %2, !32, !DIExpression(), !48)
    #dbg_value(i32 %3, !34, !DIExpression(), !48)
    #dbg_value(i32 %4, !35, !DIExpression(), !49)
  %5 = uitofp nneg i32 %4 to double
  %6 = fmul double %5, 0x3FB9999999999999
  %7 = fadd double %6, -1.200000e+00
    #dbg_value(i64 %2, !32, !DIExpression(), !48)
    #dbg_value(i32 %3, !34, !DIExpression(), !48)
    #dbg_value(i32 0, !37, !DIExpression(), !51)
  %8 = fptrunc double %7 to float
  br label %18, !dbg !52

9:                                                ; preds = %13
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %32, i32 noundef %30), !dbg !53
  %11 = srem i64 %32, 128, !dbg !54
  %12 = trunc nsw i64 %11 to i32, !dbg !55
  ret i32 %12, !dbg !56

13:                                               ; preds = %18
    #dbg_value(i32 10, !57, !DIExpression(), !63)
  %14 = load ptr, ptr @stdout, align 8, !dbg !65, !tbaa !66
  %15 = tail call i32 @putc(i32 noundef 10, ptr noundef %14), !dbg !70
  %16 = add nuw nsw i32 %4, 1, !dbg !71
    #dbg_value(i64 %32, !32, !DIExpression(), !48)
    #dbg_value(i32 %30, !34, !DIExpression(), !48)
    #dbg_value(i32 %16, !35, !DIExpression(), !49)
  %17 = icmp eq i32 %16, 24, !dbg !72
  br i1 %17, label %9, label %1, !dbg !50, !llvm.loop !73

18:                                               ; preds = %1, %18
  %19 = phi i64 [ %2, %1 ], [ %32, %18 ]
  %20 = phi i32 [ %3, %1 ], [ %30, %18 ]
  %21 = phi i32 [ 0, %1 ], [ %42, %18 ]
    #dbg_value(i64 %19, !32, !DIExpression(), !48)
    #dbg_value(i32 %20, !34, !DIExpression(), !48)
    #dbg_value(i32 %21, !37, !DIExpression(), !51)
  %22 = uitofp nneg i32 %21 to double, !dbg !76
  %23 = fmul double %22, 0x3FA5555555555555, !dbg !77
  %24 = fadd double %23, -2.200000e+00, !dbg !78
    #dbg_value(double %24, !41, !DIExpression(), !79)
    #dbg_value(double %7, !45, !DIExpression(), !79)
  %25 = tail call fastcc i32 @escape(double noundef %24, double noundef %7), !dbg !80
    #dbg_value(i32 %25, !46, !DIExpression(), !79)
  %26 = fptrunc double %24 to float, !dbg !81
  %27 = tail call fastcc i32 @escapef(float noundef %26, float noundef %8), !dbg !82
    #dbg_value(i32 %27, !47, !DIExpression(), !79)
  %28 = icmp ne i32 %25, %27, !dbg !83
  %29 = zext i1 %28 to i32, !dbg !83
  %30 = add nsw i32 %20, %29, !dbg !84
    #dbg_value(i32 %30, !34, !DIExpression(), !48)
  %31 = sext i32 %25 to i64, !dbg !85
  %32 = add nsw i64 %19, %31, !dbg !86
    #dbg_value(i64 %32, !32, !DIExpression(), !48)
  %33 = icmp eq i32 %25, 200, !dbg !87
  %34 = srem i32 %25, 9, !dbg !88
  %35 = select i1 %33, i32 9, i32 %34, !dbg !88
  %36 = sext i32 %35 to i64, !dbg !89
  %37 = getelementptr inbounds i8, ptr @.str, i64 %36, !dbg !89
  %38 = load i8, ptr %37, align 1, !dbg !89, !tbaa !90
  %39 = sext i8 %38 to i32, !dbg !89
    #dbg_value(i32 %39, !57, !DIExpression(), !91)
  %40 = load ptr, ptr @stdout, align 8, !dbg !93, !tbaa !66
  %41 = tail call i32 @putc(i32 noundef %39, ptr noundef %40), !dbg !94
  %42 = add nuw nsw i32 %21, 1, !dbg !95
    #dbg_value(i32 %42, !37, !DIExpression(), !51)
  %43 = icmp eq i32 %42, 72, !dbg !96
  br i1 %43, label %13, label %18, !dbg !52, !llvm.loop !97
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @escape(double noundef %0, double noundef %1) unnamed_addr #1 !dbg !99 {
    #dbg_value(double %0, !103, !DIExpression(), !114)
    #dbg_value(double %1, !104, !DIExpression(), !114)
    #dbg_value(i32 200, !105, !DIExpression(), !114)
    #dbg_value(double 0.000000e+00, !106, !DIExpression(), !114)
    #dbg_value(double 0.000000e+00, !107, !DIExpression(), !114)
    #dbg_value(i32 0, !108, !DIExpression(), !115)
  br label %3, !dbg !116

3:                                                ; preds = %21, %2
  %4 = phi double [ 0.000000e+00, %2 ], [ %26, %21 ]
  %5 = phi i32 [ 0, %2 ], [ %27, %21 ]
  %6 = phi double [ 0.000000e+00, %2 ], [ %24, %21 ]
    #dbg_value(double %4, !106, !DIExpression(), !114)
    #dbg_value(i32 %5, !108, !DIExpression(), !115)
    #dbg_value(double %6, !107, !DIExpression(), !114)
  %7 = fmul double %4, %4, !dbg !117
    #dbg_value(double %7, !110, !DIExpression(), !118)
  %8 = fmul double %6, %6, !dbg !119
    #dbg_value(double %8, !113, !DIExpression(), !118)
  %9 = fadd double %8, %7, !dbg !120
  %10 = fcmp ule double %9, 4.000000e+00, !dbg !122
  br i1 %10, label %11, label %31, !dbg !123

11:                                               ; preds = %3
  %12 = fmul double %4, 2.000000e+00, !dbg !124
  %13 = fmul double %6, %12, !dbg !125
  %14 = fadd double %13, %1, !dbg !126
    #dbg_value(double %14, !107, !DIExpression(), !114)
  %15 = fsub double %7, %8, !dbg !127
  %16 = fadd double %15, %0, !dbg !128
    #dbg_value(double %16, !106, !DIExpression(), !114)
    #dbg_value(i32 %5, !108, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !115)
  %17 = fmul double %16, %16, !dbg !117
    #dbg_value(double %17, !110, !DIExpression(), !118)
  %18 = fmul double %14, %14, !dbg !119
    #dbg_value(double %18, !113, !DIExpression(), !118)
  %19 = fadd double %18, %17, !dbg !120
  %20 = fcmp ule double %19, 4.000000e+00, !dbg !122
  br i1 %20, label %21, label %29, !dbg !123

21:                                               ; preds = %11
  %22 = fmul double %16, 2.000000e+00, !dbg !124
  %23 = fmul double %14, %22, !dbg !125
  %24 = fadd double %23, %1, !dbg !126
    #dbg_value(double %24, !107, !DIExpression(), !114)
  %25 = fsub double %17, %18, !dbg !127
  %26 = fadd double %25, %0, !dbg !128
    #dbg_value(double %26, !106, !DIExpression(), !114)
  %27 = add nuw nsw i32 %5, 2, !dbg !129
    #dbg_value(i32 %27, !108, !DIExpression(), !115)
  %28 = icmp eq i32 %27, 200, !dbg !130
  br i1 %28, label %31, label %3, !dbg !116, !llvm.loop !131

29:                                               ; preds = %11
  %30 = or disjoint i32 %5, 1
  br label %31, !dbg !133

31:                                               ; preds = %3, %21, %29
  %32 = phi i32 [ %30, %29 ], [ 200, %21 ], [ %5, %3 ]
  ret i32 %32, !dbg !133
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @escapef(float noundef %0, float noundef %1) unnamed_addr #1 !dbg !134 {
    #dbg_value(float %0, !138, !DIExpression(), !149)
    #dbg_value(float %1, !139, !DIExpression(), !149)
    #dbg_value(i32 200, !140, !DIExpression(), !149)
    #dbg_value(float 0.000000e+00, !141, !DIExpression(), !149)
    #dbg_value(float 0.000000e+00, !142, !DIExpression(), !149)
    #dbg_value(i32 0, !143, !DIExpression(), !150)
  br label %3, !dbg !151

3:                                                ; preds = %21, %2
  %4 = phi float [ 0.000000e+00, %2 ], [ %26, %21 ]
  %5 = phi i32 [ 0, %2 ], [ %27, %21 ]
  %6 = phi float [ 0.000000e+00, %2 ], [ %24, %21 ]
    #dbg_value(float %4, !141, !DIExpression(), !149)
    #dbg_value(i32 %5, !143, !DIExpression(), !150)
    #dbg_value(float %6, !142, !DIExpression(), !149)
  %7 = fmul float %4, %4, !dbg !152
    #dbg_value(float %7, !145, !DIExpression(), !153)
  %8 = fmul float %6, %6, !dbg !154
    #dbg_value(float %8, !148, !DIExpression(), !153)
  %9 = fadd float %8, %7, !dbg !155
  %10 = fcmp ule float %9, 4.000000e+00, !dbg !157
  br i1 %10, label %11, label %31, !dbg !158

11:                                               ; preds = %3
  %12 = fmul float %4, 2.000000e+00, !dbg !159
  %13 = fmul float %6, %12, !dbg !160
  %14 = fadd float %13, %1, !dbg !161
    #dbg_value(float %14, !142, !DIExpression(), !149)
  %15 = fsub float %7, %8, !dbg !162
  %16 = fadd float %15, %0, !dbg !163
    #dbg_value(float %16, !141, !DIExpression(), !149)
    #dbg_value(i32 %5, !143, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !150)
  %17 = fmul float %16, %16, !dbg !152
    #dbg_value(float %17, !145, !DIExpression(), !153)
  %18 = fmul float %14, %14, !dbg !154
    #dbg_value(float %18, !148, !DIExpression(), !153)
  %19 = fadd float %18, %17, !dbg !155
  %20 = fcmp ule float %19, 4.000000e+00, !dbg !157
  br i1 %20, label %21, label %29, !dbg !158

21:                                               ; preds = %11
  %22 = fmul float %16, 2.000000e+00, !dbg !159
  %23 = fmul float %14, %22, !dbg !160
  %24 = fadd float %23, %1, !dbg !161
    #dbg_value(float %24, !142, !DIExpression(), !149)
  %25 = fsub float %17, %18, !dbg !162
  %26 = fadd float %25, %0, !dbg !163
    #dbg_value(float %26, !141, !DIExpression(), !149)
  %27 = add nuw nsw i32 %5, 2, !dbg !164
    #dbg_value(i32 %27, !143, !DIExpression(), !150)
  %28 = icmp eq i32 %27, 200, !dbg !165
  br i1 %28, label %31, label %3, !dbg !151, !llvm.loop !166

29:                                               ; preds = %11
  %30 = or disjoint i32 %5, 1
  br label %31, !dbg !168

31:                                               ; preds = %3, %21, %29
  %32 = phi i32 [ %30, %29 ], [ 200, %21 ], [ %5, %3 ]
  ret i32 %32, !dbg !168
}

; Function Attrs: nofree nounwind
declare !dbg !169 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !174 noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!12}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/mandelbrot_ascii.c", directory: ".", checksumkind: CSK_MD5, checksum: "cc1fc339dfb92d027f5e42f52f17b47b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 11)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 360, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 45)
!12 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !13, globals: !16, splitDebugInlining: false, nameTableKind: None)
!13 = !{!14, !15}
!14 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !{!0, !7}
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 8, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 2}
!23 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!24 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!25 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 29, type: !26, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !28)
!26 = !DISubroutineType(types: !27)
!27 = !{!15}
!28 = !{!29, !32, !34, !35, !37, !41, !45, !46, !47}
!29 = !DILocalVariable(name: "shade", scope: !25, file: !2, line: 30, type: !30)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!32 = !DILocalVariable(name: "total", scope: !25, file: !2, line: 31, type: !33)
!33 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!34 = !DILocalVariable(name: "differ", scope: !25, file: !2, line: 31, type: !15)
!35 = !DILocalVariable(name: "y", scope: !36, file: !2, line: 32, type: !15)
!36 = distinct !DILexicalBlock(scope: !25, file: !2, line: 32, column: 5)
!37 = !DILocalVariable(name: "x", scope: !38, file: !2, line: 33, type: !15)
!38 = distinct !DILexicalBlock(scope: !39, file: !2, line: 33, column: 9)
!39 = distinct !DILexicalBlock(scope: !40, file: !2, line: 32, column: 34)
!40 = distinct !DILexicalBlock(scope: !36, file: !2, line: 32, column: 5)
!41 = !DILocalVariable(name: "cr", scope: !42, file: !2, line: 34, type: !44)
!42 = distinct !DILexicalBlock(scope: !43, file: !2, line: 33, column: 38)
!43 = distinct !DILexicalBlock(scope: !38, file: !2, line: 33, column: 9)
!44 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!45 = !DILocalVariable(name: "ci", scope: !42, file: !2, line: 34, type: !44)
!46 = !DILocalVariable(name: "it", scope: !42, file: !2, line: 35, type: !15)
!47 = !DILocalVariable(name: "itf", scope: !42, file: !2, line: 36, type: !15)
!48 = !DILocation(line: 0, scope: !25)
!49 = !DILocation(line: 0, scope: !36)
!50 = !DILocation(line: 32, column: 5, scope: !36)
!51 = !DILocation(line: 0, scope: !38)
!52 = !DILocation(line: 33, column: 9, scope: !38)
!53 = !DILocation(line: 43, column: 5, scope: !25)
!54 = !DILocation(line: 44, column: 24, scope: !25)
!55 = !DILocation(line: 44, column: 12, scope: !25)
!56 = !DILocation(line: 45, column: 1, scope: !25)
!57 = !DILocalVariable(name: "__c", arg: 1, scope: !58, file: !59, line: 82, type: !15)
!58 = distinct !DISubprogram(name: "putchar", scope: !59, file: !59, line: 82, type: !60, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !62)
!59 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!60 = !DISubroutineType(types: !61)
!61 = !{!15, !15}
!62 = !{!57}
!63 = !DILocation(line: 0, scope: !58, inlinedAt: !64)
!64 = distinct !DILocation(line: 41, column: 9, scope: !39)
!65 = !DILocation(line: 84, column: 21, scope: !58, inlinedAt: !64)
!66 = !{!67, !67, i64 0}
!67 = !{!"any pointer", !68, i64 0}
!68 = !{!"omnipotent char", !69, i64 0}
!69 = !{!"Simple C/C++ TBAA"}
!70 = !DILocation(line: 84, column: 10, scope: !58, inlinedAt: !64)
!71 = !DILocation(line: 32, column: 30, scope: !40)
!72 = !DILocation(line: 32, column: 23, scope: !40)
!73 = distinct !{!73, !50, !74, !75}
!74 = !DILocation(line: 42, column: 5, scope: !36)
!75 = !{!"llvm.loop.mustprogress"}
!76 = !DILocation(line: 34, column: 32, scope: !42)
!77 = !DILocation(line: 34, column: 34, scope: !42)
!78 = !DILocation(line: 34, column: 30, scope: !42)
!79 = !DILocation(line: 0, scope: !42)
!80 = !DILocation(line: 35, column: 22, scope: !42)
!81 = !DILocation(line: 36, column: 31, scope: !42)
!82 = !DILocation(line: 36, column: 23, scope: !42)
!83 = !DILocation(line: 37, column: 26, scope: !42)
!84 = !DILocation(line: 37, column: 20, scope: !42)
!85 = !DILocation(line: 38, column: 22, scope: !42)
!86 = !DILocation(line: 38, column: 19, scope: !42)
!87 = !DILocation(line: 39, column: 30, scope: !42)
!88 = !DILocation(line: 39, column: 27, scope: !42)
!89 = !DILocation(line: 39, column: 21, scope: !42)
!90 = !{!68, !68, i64 0}
!91 = !DILocation(line: 0, scope: !58, inlinedAt: !92)
!92 = distinct !DILocation(line: 39, column: 13, scope: !42)
!93 = !DILocation(line: 84, column: 21, scope: !58, inlinedAt: !92)
!94 = !DILocation(line: 84, column: 10, scope: !58, inlinedAt: !92)
!95 = !DILocation(line: 33, column: 34, scope: !43)
!96 = !DILocation(line: 33, column: 27, scope: !43)
!97 = distinct !{!97, !52, !98, !75}
!98 = !DILocation(line: 40, column: 9, scope: !38)
!99 = distinct !DISubprogram(name: "escape", scope: !2, file: !2, line: 8, type: !100, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !102)
!100 = !DISubroutineType(cc: DW_CC_nocall, types: !101)
!101 = !{!15, !44, !44, !15}
!102 = !{!103, !104, !105, !106, !107, !108, !110, !113}
!103 = !DILocalVariable(name: "cr", arg: 1, scope: !99, file: !2, line: 8, type: !44)
!104 = !DILocalVariable(name: "ci", arg: 2, scope: !99, file: !2, line: 8, type: !44)
!105 = !DILocalVariable(name: "maxit", arg: 3, scope: !99, file: !2, line: 8, type: !15)
!106 = !DILocalVariable(name: "zr", scope: !99, file: !2, line: 9, type: !44)
!107 = !DILocalVariable(name: "zi", scope: !99, file: !2, line: 9, type: !44)
!108 = !DILocalVariable(name: "i", scope: !109, file: !2, line: 10, type: !15)
!109 = distinct !DILexicalBlock(scope: !99, file: !2, line: 10, column: 5)
!110 = !DILocalVariable(name: "zr2", scope: !111, file: !2, line: 11, type: !44)
!111 = distinct !DILexicalBlock(scope: !112, file: !2, line: 10, column: 37)
!112 = distinct !DILexicalBlock(scope: !109, file: !2, line: 10, column: 5)
!113 = !DILocalVariable(name: "zi2", scope: !111, file: !2, line: 11, type: !44)
!114 = !DILocation(line: 0, scope: !99)
!115 = !DILocation(line: 0, scope: !109)
!116 = !DILocation(line: 10, column: 5, scope: !109)
!117 = !DILocation(line: 11, column: 25, scope: !111)
!118 = !DILocation(line: 0, scope: !111)
!119 = !DILocation(line: 11, column: 40, scope: !111)
!120 = !DILocation(line: 12, column: 17, scope: !121)
!121 = distinct !DILexicalBlock(scope: !111, file: !2, line: 12, column: 13)
!122 = !DILocation(line: 12, column: 23, scope: !121)
!123 = !DILocation(line: 12, column: 13, scope: !111)
!124 = !DILocation(line: 13, column: 16, scope: !111)
!125 = !DILocation(line: 13, column: 21, scope: !111)
!126 = !DILocation(line: 13, column: 26, scope: !111)
!127 = !DILocation(line: 14, column: 18, scope: !111)
!128 = !DILocation(line: 14, column: 24, scope: !111)
!129 = !DILocation(line: 10, column: 33, scope: !112)
!130 = !DILocation(line: 10, column: 23, scope: !112)
!131 = distinct !{!131, !116, !132, !75}
!132 = !DILocation(line: 15, column: 5, scope: !109)
!133 = !DILocation(line: 17, column: 1, scope: !99)
!134 = distinct !DISubprogram(name: "escapef", scope: !2, file: !2, line: 18, type: !135, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !137)
!135 = !DISubroutineType(cc: DW_CC_nocall, types: !136)
!136 = !{!15, !14, !14, !15}
!137 = !{!138, !139, !140, !141, !142, !143, !145, !148}
!138 = !DILocalVariable(name: "cr", arg: 1, scope: !134, file: !2, line: 18, type: !14)
!139 = !DILocalVariable(name: "ci", arg: 2, scope: !134, file: !2, line: 18, type: !14)
!140 = !DILocalVariable(name: "maxit", arg: 3, scope: !134, file: !2, line: 18, type: !15)
!141 = !DILocalVariable(name: "zr", scope: !134, file: !2, line: 19, type: !14)
!142 = !DILocalVariable(name: "zi", scope: !134, file: !2, line: 19, type: !14)
!143 = !DILocalVariable(name: "i", scope: !144, file: !2, line: 20, type: !15)
!144 = distinct !DILexicalBlock(scope: !134, file: !2, line: 20, column: 5)
!145 = !DILocalVariable(name: "zr2", scope: !146, file: !2, line: 21, type: !14)
!146 = distinct !DILexicalBlock(scope: !147, file: !2, line: 20, column: 37)
!147 = distinct !DILexicalBlock(scope: !144, file: !2, line: 20, column: 5)
!148 = !DILocalVariable(name: "zi2", scope: !146, file: !2, line: 21, type: !14)
!149 = !DILocation(line: 0, scope: !134)
!150 = !DILocation(line: 0, scope: !144)
!151 = !DILocation(line: 20, column: 5, scope: !144)
!152 = !DILocation(line: 21, column: 24, scope: !146)
!153 = !DILocation(line: 0, scope: !146)
!154 = !DILocation(line: 21, column: 39, scope: !146)
!155 = !DILocation(line: 22, column: 17, scope: !156)
!156 = distinct !DILexicalBlock(scope: !146, file: !2, line: 22, column: 13)
!157 = !DILocation(line: 22, column: 23, scope: !156)
!158 = !DILocation(line: 22, column: 13, scope: !146)
!159 = !DILocation(line: 23, column: 16, scope: !146)
!160 = !DILocation(line: 23, column: 21, scope: !146)
!161 = !DILocation(line: 23, column: 26, scope: !146)
!162 = !DILocation(line: 24, column: 18, scope: !146)
!163 = !DILocation(line: 24, column: 24, scope: !146)
!164 = !DILocation(line: 20, column: 33, scope: !147)
!165 = !DILocation(line: 20, column: 23, scope: !147)
!166 = distinct !{!166, !151, !167, !75}
!167 = !DILocation(line: 25, column: 5, scope: !144)
!168 = !DILocation(line: 27, column: 1, scope: !134)
!169 = !DISubprogram(name: "printf", scope: !170, file: !170, line: 356, type: !171, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!170 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!171 = !DISubroutineType(types: !172)
!172 = !{!15, !173, null}
!173 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !30)
!174 = !DISubprogram(name: "putc", scope: !170, file: !170, line: 550, type: !175, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!175 = !DISubroutineType(types: !176)
!176 = !{!15, !15, !177}
!177 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !178, size: 64)
!178 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !179, line: 7, baseType: !180)
!179 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!180 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !181, line: 49, size: 1728, elements: !182)
!181 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!182 = !{!183, !184, !186, !187, !188, !189, !190, !191, !192, !193, !194, !195, !196, !199, !201, !202, !203, !206, !208, !210, !214, !217, !219, !222, !225, !226, !228, !232, !233}
!183 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !180, file: !181, line: 51, baseType: !15, size: 32)
!184 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !180, file: !181, line: 54, baseType: !185, size: 64, offset: 64)
!185 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!186 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !180, file: !181, line: 55, baseType: !185, size: 64, offset: 128)
!187 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !180, file: !181, line: 56, baseType: !185, size: 64, offset: 192)
!188 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !180, file: !181, line: 57, baseType: !185, size: 64, offset: 256)
!189 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !180, file: !181, line: 58, baseType: !185, size: 64, offset: 320)
!190 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !180, file: !181, line: 59, baseType: !185, size: 64, offset: 384)
!191 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !180, file: !181, line: 60, baseType: !185, size: 64, offset: 448)
!192 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !180, file: !181, line: 61, baseType: !185, size: 64, offset: 512)
!193 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !180, file: !181, line: 64, baseType: !185, size: 64, offset: 576)
!194 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !180, file: !181, line: 65, baseType: !185, size: 64, offset: 640)
!195 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !180, file: !181, line: 66, baseType: !185, size: 64, offset: 704)
!196 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !180, file: !181, line: 68, baseType: !197, size: 64, offset: 768)
!197 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !198, size: 64)
!198 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !181, line: 36, flags: DIFlagFwdDecl)
!199 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !180, file: !181, line: 70, baseType: !200, size: 64, offset: 832)
!200 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 64)
!201 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !180, file: !181, line: 72, baseType: !15, size: 32, offset: 896)
!202 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !180, file: !181, line: 73, baseType: !15, size: 32, offset: 928)
!203 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !180, file: !181, line: 74, baseType: !204, size: 64, offset: 960)
!204 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !205, line: 152, baseType: !33)
!205 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!206 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !180, file: !181, line: 77, baseType: !207, size: 16, offset: 1024)
!207 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!208 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !180, file: !181, line: 78, baseType: !209, size: 8, offset: 1040)
!209 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!210 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !180, file: !181, line: 79, baseType: !211, size: 8, offset: 1048)
!211 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !212)
!212 = !{!213}
!213 = !DISubrange(count: 1)
!214 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !180, file: !181, line: 81, baseType: !215, size: 64, offset: 1088)
!215 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !216, size: 64)
!216 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !181, line: 43, baseType: null)
!217 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !180, file: !181, line: 89, baseType: !218, size: 64, offset: 1152)
!218 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !205, line: 153, baseType: !33)
!219 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !180, file: !181, line: 91, baseType: !220, size: 64, offset: 1216)
!220 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !221, size: 64)
!221 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !181, line: 37, flags: DIFlagFwdDecl)
!222 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !180, file: !181, line: 92, baseType: !223, size: 64, offset: 1280)
!223 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !224, size: 64)
!224 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !181, line: 38, flags: DIFlagFwdDecl)
!225 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !180, file: !181, line: 93, baseType: !200, size: 64, offset: 1344)
!226 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !180, file: !181, line: 94, baseType: !227, size: 64, offset: 1408)
!227 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!228 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !180, file: !181, line: 95, baseType: !229, size: 64, offset: 1472)
!229 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !230, line: 18, baseType: !231)
!230 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!231 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!232 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !180, file: !181, line: 96, baseType: !15, size: 32, offset: 1536)
!233 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !180, file: !181, line: 98, baseType: !234, size: 160, offset: 1568)
!234 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !235)
!235 = !{!236}
!236 = !DISubrange(count: 20)
