; ModuleID = 'programs/callee_saved_pressure.c'
source_filename = "programs/callee_saved_pressure.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [46 x i8] c"ints %lu %lu %lu %lu %lu %lu %lu %lu %lu %lu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [20 x i8] c"fps %a %a %a %a %a\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [21 x i8] c"total %lu ftotal %a\0A\00", align 1, !dbg !12

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !31 {
  %1 = alloca i64, align 8, !DIAssignID !57
    #dbg_assign(i1 undef, !35, !DIExpression(), !57, ptr %1, !DIExpression(), !58)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1), !dbg !59
  store volatile i64 12345, ptr %1, align 8, !dbg !60, !tbaa !61, !DIAssignID !65
    #dbg_assign(i64 12345, !35, !DIExpression(), !65, ptr %1, !DIExpression(), !58)
  %2 = load volatile i64, ptr %1, align 8, !dbg !66, !tbaa !61
    #dbg_value(i64 %2, !38, !DIExpression(), !58)
  %3 = load volatile i64, ptr %1, align 8, !dbg !67, !tbaa !61
  %4 = shl nsw i64 %3, 1, !dbg !68
    #dbg_value(i64 %4, !39, !DIExpression(), !58)
  %5 = load volatile i64, ptr %1, align 8, !dbg !69, !tbaa !61
  %6 = mul nsw i64 %5, 3, !dbg !70
    #dbg_value(i64 %6, !40, !DIExpression(), !58)
  %7 = load volatile i64, ptr %1, align 8, !dbg !71, !tbaa !61
  %8 = shl nsw i64 %7, 2, !dbg !72
    #dbg_value(i64 %8, !41, !DIExpression(), !58)
  %9 = load volatile i64, ptr %1, align 8, !dbg !73, !tbaa !61
  %10 = mul nsw i64 %9, 5, !dbg !74
    #dbg_value(i64 %10, !42, !DIExpression(), !58)
  %11 = load volatile i64, ptr %1, align 8, !dbg !75, !tbaa !61
  %12 = mul nsw i64 %11, 6, !dbg !76
    #dbg_value(i64 %12, !43, !DIExpression(), !58)
  %13 = load volatile i64, ptr %1, align 8, !dbg !77, !tbaa !61
  %14 = mul nsw i64 %13, 7, !dbg !78
    #dbg_value(i64 %14, !44, !DIExpression(), !58)
  %15 = load volatile i64, ptr %1, align 8, !dbg !79, !tbaa !61
  %16 = shl nsw i64 %15, 3, !dbg !80
    #dbg_value(i64 %16, !45, !DIExpression(), !58)
  %17 = load volatile i64, ptr %1, align 8, !dbg !81, !tbaa !61
  %18 = mul nsw i64 %17, 9, !dbg !82
    #dbg_value(i64 %18, !46, !DIExpression(), !58)
  %19 = load volatile i64, ptr %1, align 8, !dbg !83, !tbaa !61
  %20 = mul nsw i64 %19, 10, !dbg !84
    #dbg_value(i64 %20, !47, !DIExpression(), !58)
  %21 = load volatile i64, ptr %1, align 8, !dbg !85, !tbaa !61
  %22 = sitofp i64 %21 to double, !dbg !86
  %23 = fdiv double %22, 7.000000e+00, !dbg !87
    #dbg_value(double %23, !48, !DIExpression(), !58)
  %24 = fmul double %23, 2.000000e+00, !dbg !88
    #dbg_value(double %24, !49, !DIExpression(), !58)
  %25 = fmul double %23, 3.000000e+00, !dbg !89
    #dbg_value(double %25, !50, !DIExpression(), !58)
  %26 = fmul double %23, 4.000000e+00, !dbg !90
    #dbg_value(double %26, !51, !DIExpression(), !58)
  %27 = fmul double %23, 5.000000e+00, !dbg !91
    #dbg_value(double %27, !52, !DIExpression(), !58)
    #dbg_value(i64 0, !53, !DIExpression(), !58)
    #dbg_value(double 0.000000e+00, !54, !DIExpression(), !58)
    #dbg_value(i32 0, !55, !DIExpression(), !92)
  br label %35, !dbg !93

28:                                               ; preds = %35
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %57, i64 noundef %58, i64 noundef %59, i64 noundef %60, i64 noundef %61, i64 noundef %62, i64 noundef %63, i64 noundef %64, i64 noundef %65, i64 noundef %66), !dbg !94
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %73, double noundef %75, double noundef %77, double noundef %79, double noundef %81), !dbg !95
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %56, double noundef %71), !dbg !96
  %32 = xor i64 %44, %56, !dbg !97
  %33 = trunc i64 %32 to i32, !dbg !98
  %34 = and i32 %33, 127, !dbg !98
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !99
  ret i32 %34, !dbg !100

35:                                               ; preds = %0, %35
  %36 = phi i64 [ 0, %0 ], [ %82, %35 ]
  %37 = phi double [ 0.000000e+00, %0 ], [ %71, %35 ]
  %38 = phi i64 [ 0, %0 ], [ %56, %35 ]
  %39 = phi double [ %27, %0 ], [ %81, %35 ]
  %40 = phi double [ %26, %0 ], [ %79, %35 ]
  %41 = phi double [ %25, %0 ], [ %77, %35 ]
  %42 = phi double [ %24, %0 ], [ %75, %35 ]
  %43 = phi double [ %23, %0 ], [ %73, %35 ]
  %44 = phi i64 [ %20, %0 ], [ %66, %35 ]
  %45 = phi i64 [ %18, %0 ], [ %65, %35 ]
  %46 = phi i64 [ %16, %0 ], [ %64, %35 ]
  %47 = phi i64 [ %14, %0 ], [ %63, %35 ]
  %48 = phi i64 [ %12, %0 ], [ %62, %35 ]
  %49 = phi i64 [ %10, %0 ], [ %61, %35 ]
  %50 = phi i64 [ %8, %0 ], [ %60, %35 ]
  %51 = phi i64 [ %6, %0 ], [ %59, %35 ]
  %52 = phi i64 [ %4, %0 ], [ %58, %35 ]
  %53 = phi i64 [ %2, %0 ], [ %57, %35 ]
    #dbg_value(i64 %36, !55, !DIExpression(), !92)
    #dbg_value(double %37, !54, !DIExpression(), !58)
    #dbg_value(i64 %38, !53, !DIExpression(), !58)
    #dbg_value(double %39, !52, !DIExpression(), !58)
    #dbg_value(double %40, !51, !DIExpression(), !58)
    #dbg_value(double %41, !50, !DIExpression(), !58)
    #dbg_value(double %42, !49, !DIExpression(), !58)
    #dbg_value(double %43, !48, !DIExpression(), !58)
    #dbg_value(i64 %44, !47, !DIExpression(), !58)
    #dbg_value(i64 %45, !46, !DIExpression(), !58)
    #dbg_value(i64 %46, !45, !DIExpression(), !58)
    #dbg_value(i64 %47, !44, !DIExpression(), !58)
    #dbg_value(i64 %48, !43, !DIExpression(), !58)
    #dbg_value(i64 %49, !42, !DIExpression(), !58)
    #dbg_value(i64 %50, !41, !DIExpression(), !58)
    #dbg_value(i64 %51, !40, !DIExpression(), !58)
    #dbg_value(i64 %52, !39, !DIExpression(), !58)
    #dbg_value(i64 %53, !38, !DIExpression(), !58)
  %54 = add i64 %53, %36, !dbg !101
  %55 = tail call fastcc i64 @clobber(i64 noundef %54), !dbg !104
  %56 = add i64 %55, %38, !dbg !105
    #dbg_value(i64 %56, !53, !DIExpression(), !58)
  %57 = add i64 %52, %53, !dbg !106
    #dbg_value(i64 %57, !38, !DIExpression(), !58)
  %58 = xor i64 %51, %52, !dbg !107
    #dbg_value(i64 %58, !39, !DIExpression(), !58)
  %59 = add i64 %50, %51, !dbg !108
    #dbg_value(i64 %59, !40, !DIExpression(), !58)
  %60 = sub i64 %50, %49, !dbg !109
    #dbg_value(i64 %60, !41, !DIExpression(), !58)
  %61 = add i64 %48, %49, !dbg !110
    #dbg_value(i64 %61, !42, !DIExpression(), !58)
  %62 = xor i64 %47, %48, !dbg !111
    #dbg_value(i64 %62, !43, !DIExpression(), !58)
  %63 = add i64 %46, %47, !dbg !112
    #dbg_value(i64 %63, !44, !DIExpression(), !58)
  %64 = sub i64 %46, %45, !dbg !113
    #dbg_value(i64 %64, !45, !DIExpression(), !58)
  %65 = add i64 %44, %45, !dbg !114
    #dbg_value(i64 %65, !46, !DIExpression(), !58)
  %66 = xor i64 %44, %57, !dbg !115
    #dbg_value(i64 %66, !47, !DIExpression(), !58)
  %67 = trunc nuw nsw i64 %36 to i32, !dbg !116
  %68 = uitofp nneg i32 %67 to double, !dbg !116
  %69 = fadd double %43, %68, !dbg !117
  %70 = tail call fastcc double @fclobber(double noundef %69), !dbg !118
  %71 = fadd double %37, %70, !dbg !119
    #dbg_value(double %71, !54, !DIExpression(), !58)
  %72 = fmul double %42, 1.000000e-03, !dbg !120
  %73 = fadd double %43, %72, !dbg !121
    #dbg_value(double %73, !48, !DIExpression(), !58)
  %74 = fmul double %41, 2.000000e-03, !dbg !122
  %75 = fsub double %42, %74, !dbg !123
    #dbg_value(double %75, !49, !DIExpression(), !58)
  %76 = fmul double %40, 3.000000e-03, !dbg !124
  %77 = fadd double %41, %76, !dbg !125
    #dbg_value(double %77, !50, !DIExpression(), !58)
  %78 = fmul double %39, 4.000000e-03, !dbg !126
  %79 = fsub double %40, %78, !dbg !127
    #dbg_value(double %79, !51, !DIExpression(), !58)
  %80 = fmul double %73, 5.000000e-03, !dbg !128
  %81 = fadd double %39, %80, !dbg !129
    #dbg_value(double %81, !52, !DIExpression(), !58)
  %82 = add nuw nsw i64 %36, 1, !dbg !130
    #dbg_value(i64 %82, !55, !DIExpression(), !92)
  %83 = icmp eq i64 %82, 50, !dbg !131
  br i1 %83, label %28, label %35, !dbg !93, !llvm.loop !132
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc i64 @clobber(i64 noundef %0) unnamed_addr #2 !dbg !135 {
    #dbg_value(i64 %0, !139, !DIExpression(), !147)
  %2 = mul i64 %0, 3, !dbg !148
    #dbg_value(i64 %2, !140, !DIExpression(), !147)
  %3 = xor i64 %0, 85, !dbg !149
    #dbg_value(i64 %3, !141, !DIExpression(), !147)
  %4 = add i64 %0, 7, !dbg !150
    #dbg_value(i64 %4, !142, !DIExpression(), !147)
  %5 = mul i64 %0, %0, !dbg !151
    #dbg_value(i64 %5, !143, !DIExpression(), !147)
  %6 = add i64 %0, -100, !dbg !152
    #dbg_value(i64 %6, !144, !DIExpression(), !147)
  %7 = shl i64 %0, 3, !dbg !153
    #dbg_value(i64 %7, !145, !DIExpression(), !147)
  %8 = or i64 %0, 256, !dbg !154
    #dbg_value(i64 %8, !146, !DIExpression(), !147)
  %9 = tail call { i64, i64, i64, i64, i64, i64, i64 } asm sideeffect "", "=r,=r,=r,=r,=r,=r,=r,0,1,2,3,4,5,6,~{dirflag},~{fpsr},~{flags}"(i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) #4, !dbg !155, !srcloc !156
  %10 = extractvalue { i64, i64, i64, i64, i64, i64, i64 } %9, 0, !dbg !155
  %11 = extractvalue { i64, i64, i64, i64, i64, i64, i64 } %9, 1, !dbg !155
  %12 = extractvalue { i64, i64, i64, i64, i64, i64, i64 } %9, 2, !dbg !155
  %13 = extractvalue { i64, i64, i64, i64, i64, i64, i64 } %9, 3, !dbg !155
  %14 = extractvalue { i64, i64, i64, i64, i64, i64, i64 } %9, 4, !dbg !155
  %15 = extractvalue { i64, i64, i64, i64, i64, i64, i64 } %9, 5, !dbg !155
  %16 = extractvalue { i64, i64, i64, i64, i64, i64, i64 } %9, 6, !dbg !155
    #dbg_value(i64 %10, !140, !DIExpression(), !147)
    #dbg_value(i64 %11, !141, !DIExpression(), !147)
    #dbg_value(i64 %12, !142, !DIExpression(), !147)
    #dbg_value(i64 %13, !143, !DIExpression(), !147)
    #dbg_value(i64 %14, !144, !DIExpression(), !147)
    #dbg_value(i64 %15, !145, !DIExpression(), !147)
    #dbg_value(i64 %16, !146, !DIExpression(), !147)
  %17 = add i64 %10, %11, !dbg !157
  %18 = add i64 %17, %12, !dbg !158
  %19 = add i64 %18, %13, !dbg !159
  %20 = add i64 %19, %14, !dbg !160
  %21 = add i64 %20, %15, !dbg !161
  %22 = add i64 %21, %16, !dbg !162
  ret i64 %22, !dbg !163
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc noundef double @fclobber(double noundef %0) unnamed_addr #2 !dbg !164 {
    #dbg_value(double %0, !168, !DIExpression(), !172)
  %2 = fmul double %0, 1.500000e+00, !dbg !173
    #dbg_value(double %2, !169, !DIExpression(), !172)
  %3 = fadd double %0, -2.000000e+00, !dbg !174
    #dbg_value(double %3, !170, !DIExpression(), !172)
  %4 = fdiv double %0, 3.000000e+00, !dbg !175
    #dbg_value(double %4, !171, !DIExpression(), !172)
  tail call void asm sideeffect "", "~{xmm0},~{xmm1},~{xmm2},~{xmm3},~{xmm4},~{xmm5},~{xmm6},~{xmm7},~{dirflag},~{fpsr},~{flags}"() #4, !dbg !176, !srcloc !177
  %5 = fadd double %2, %3, !dbg !178
  %6 = fadd double %4, %5, !dbg !179
  ret double %6, !dbg !180
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !181 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!17}
!llvm.module.flags = !{!23, !24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/callee_saved_pressure.c", directory: ".", checksumkind: CSK_MD5, checksum: "7b87d83561a26d9315d32daccca49b6b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 368, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 46)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 20)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 21)
!17 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !18, globals: !22, splitDebugInlining: false, nameTableKind: None)
!18 = !{!19, !20, !21}
!19 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!20 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !{!0, !7, !12}
!23 = !{i32 7, !"Dwarf Version", i32 5}
!24 = !{i32 2, !"Debug Info Version", i32 3}
!25 = !{i32 1, !"wchar_size", i32 4}
!26 = !{i32 8, !"PIC Level", i32 2}
!27 = !{i32 7, !"PIE Level", i32 2}
!28 = !{i32 7, !"uwtable", i32 2}
!29 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!30 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!31 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 15, type: !32, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !34)
!32 = !DISubroutineType(types: !33)
!33 = !{!21}
!34 = !{!35, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !52, !53, !54, !55}
!35 = !DILocalVariable(name: "seed", scope: !31, file: !2, line: 16, type: !36)
!36 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !37)
!37 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!38 = !DILocalVariable(name: "a", scope: !31, file: !2, line: 17, type: !20)
!39 = !DILocalVariable(name: "b", scope: !31, file: !2, line: 17, type: !20)
!40 = !DILocalVariable(name: "c", scope: !31, file: !2, line: 17, type: !20)
!41 = !DILocalVariable(name: "d", scope: !31, file: !2, line: 17, type: !20)
!42 = !DILocalVariable(name: "e", scope: !31, file: !2, line: 17, type: !20)
!43 = !DILocalVariable(name: "f", scope: !31, file: !2, line: 17, type: !20)
!44 = !DILocalVariable(name: "g", scope: !31, file: !2, line: 17, type: !20)
!45 = !DILocalVariable(name: "h", scope: !31, file: !2, line: 17, type: !20)
!46 = !DILocalVariable(name: "i", scope: !31, file: !2, line: 17, type: !20)
!47 = !DILocalVariable(name: "j", scope: !31, file: !2, line: 17, type: !20)
!48 = !DILocalVariable(name: "x", scope: !31, file: !2, line: 18, type: !19)
!49 = !DILocalVariable(name: "y", scope: !31, file: !2, line: 18, type: !19)
!50 = !DILocalVariable(name: "z", scope: !31, file: !2, line: 18, type: !19)
!51 = !DILocalVariable(name: "w", scope: !31, file: !2, line: 18, type: !19)
!52 = !DILocalVariable(name: "u", scope: !31, file: !2, line: 18, type: !19)
!53 = !DILocalVariable(name: "total", scope: !31, file: !2, line: 19, type: !20)
!54 = !DILocalVariable(name: "ftotal", scope: !31, file: !2, line: 19, type: !19)
!55 = !DILocalVariable(name: "k", scope: !56, file: !2, line: 20, type: !21)
!56 = distinct !DILexicalBlock(scope: !31, file: !2, line: 20, column: 5)
!57 = distinct !DIAssignID()
!58 = !DILocation(line: 0, scope: !31)
!59 = !DILocation(line: 16, column: 5, scope: !31)
!60 = !DILocation(line: 16, column: 19, scope: !31)
!61 = !{!62, !62, i64 0}
!62 = !{!"long", !63, i64 0}
!63 = !{!"omnipotent char", !64, i64 0}
!64 = !{!"Simple C/C++ TBAA"}
!65 = distinct !DIAssignID()
!66 = !DILocation(line: 17, column: 23, scope: !31)
!67 = !DILocation(line: 17, column: 33, scope: !31)
!68 = !DILocation(line: 17, column: 38, scope: !31)
!69 = !DILocation(line: 17, column: 47, scope: !31)
!70 = !DILocation(line: 17, column: 52, scope: !31)
!71 = !DILocation(line: 17, column: 61, scope: !31)
!72 = !DILocation(line: 17, column: 66, scope: !31)
!73 = !DILocation(line: 17, column: 75, scope: !31)
!74 = !DILocation(line: 17, column: 80, scope: !31)
!75 = !DILocation(line: 17, column: 89, scope: !31)
!76 = !DILocation(line: 17, column: 94, scope: !31)
!77 = !DILocation(line: 17, column: 103, scope: !31)
!78 = !DILocation(line: 17, column: 108, scope: !31)
!79 = !DILocation(line: 17, column: 117, scope: !31)
!80 = !DILocation(line: 17, column: 122, scope: !31)
!81 = !DILocation(line: 17, column: 131, scope: !31)
!82 = !DILocation(line: 17, column: 136, scope: !31)
!83 = !DILocation(line: 17, column: 145, scope: !31)
!84 = !DILocation(line: 17, column: 150, scope: !31)
!85 = !DILocation(line: 18, column: 24, scope: !31)
!86 = !DILocation(line: 18, column: 16, scope: !31)
!87 = !DILocation(line: 18, column: 29, scope: !31)
!88 = !DILocation(line: 18, column: 40, scope: !31)
!89 = !DILocation(line: 18, column: 51, scope: !31)
!90 = !DILocation(line: 18, column: 62, scope: !31)
!91 = !DILocation(line: 18, column: 73, scope: !31)
!92 = !DILocation(line: 0, scope: !56)
!93 = !DILocation(line: 20, column: 5, scope: !56)
!94 = !DILocation(line: 26, column: 5, scope: !31)
!95 = !DILocation(line: 27, column: 5, scope: !31)
!96 = !DILocation(line: 28, column: 5, scope: !31)
!97 = !DILocation(line: 29, column: 29, scope: !31)
!98 = !DILocation(line: 29, column: 12, scope: !31)
!99 = !DILocation(line: 30, column: 1, scope: !31)
!100 = !DILocation(line: 29, column: 5, scope: !31)
!101 = !DILocation(line: 21, column: 28, scope: !102)
!102 = distinct !DILexicalBlock(scope: !103, file: !2, line: 20, column: 34)
!103 = distinct !DILexicalBlock(scope: !56, file: !2, line: 20, column: 5)
!104 = !DILocation(line: 21, column: 18, scope: !102)
!105 = !DILocation(line: 21, column: 15, scope: !102)
!106 = !DILocation(line: 22, column: 11, scope: !102)
!107 = !DILocation(line: 22, column: 19, scope: !102)
!108 = !DILocation(line: 22, column: 27, scope: !102)
!109 = !DILocation(line: 22, column: 35, scope: !102)
!110 = !DILocation(line: 22, column: 43, scope: !102)
!111 = !DILocation(line: 22, column: 51, scope: !102)
!112 = !DILocation(line: 22, column: 59, scope: !102)
!113 = !DILocation(line: 22, column: 67, scope: !102)
!114 = !DILocation(line: 22, column: 75, scope: !102)
!115 = !DILocation(line: 22, column: 83, scope: !102)
!116 = !DILocation(line: 23, column: 32, scope: !102)
!117 = !DILocation(line: 23, column: 30, scope: !102)
!118 = !DILocation(line: 23, column: 19, scope: !102)
!119 = !DILocation(line: 23, column: 16, scope: !102)
!120 = !DILocation(line: 24, column: 16, scope: !102)
!121 = !DILocation(line: 24, column: 11, scope: !102)
!122 = !DILocation(line: 24, column: 32, scope: !102)
!123 = !DILocation(line: 24, column: 27, scope: !102)
!124 = !DILocation(line: 24, column: 48, scope: !102)
!125 = !DILocation(line: 24, column: 43, scope: !102)
!126 = !DILocation(line: 24, column: 64, scope: !102)
!127 = !DILocation(line: 24, column: 59, scope: !102)
!128 = !DILocation(line: 24, column: 80, scope: !102)
!129 = !DILocation(line: 24, column: 75, scope: !102)
!130 = !DILocation(line: 20, column: 30, scope: !103)
!131 = !DILocation(line: 20, column: 23, scope: !103)
!132 = distinct !{!132, !93, !133, !134}
!133 = !DILocation(line: 25, column: 5, scope: !56)
!134 = !{!"llvm.loop.mustprogress"}
!135 = distinct !DISubprogram(name: "clobber", scope: !2, file: !2, line: 8, type: !136, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !138)
!136 = !DISubroutineType(types: !137)
!137 = !{!20, !20}
!138 = !{!139, !140, !141, !142, !143, !144, !145, !146}
!139 = !DILocalVariable(name: "x", arg: 1, scope: !135, file: !2, line: 8, type: !20)
!140 = !DILocalVariable(name: "a", scope: !135, file: !2, line: 9, type: !20)
!141 = !DILocalVariable(name: "b", scope: !135, file: !2, line: 9, type: !20)
!142 = !DILocalVariable(name: "c", scope: !135, file: !2, line: 9, type: !20)
!143 = !DILocalVariable(name: "d", scope: !135, file: !2, line: 9, type: !20)
!144 = !DILocalVariable(name: "e", scope: !135, file: !2, line: 9, type: !20)
!145 = !DILocalVariable(name: "f", scope: !135, file: !2, line: 9, type: !20)
!146 = !DILocalVariable(name: "g", scope: !135, file: !2, line: 9, type: !20)
!147 = !DILocation(line: 0, scope: !135)
!148 = !DILocation(line: 9, column: 25, scope: !135)
!149 = !DILocation(line: 9, column: 36, scope: !135)
!150 = !DILocation(line: 9, column: 50, scope: !135)
!151 = !DILocation(line: 9, column: 61, scope: !135)
!152 = !DILocation(line: 9, column: 72, scope: !135)
!153 = !DILocation(line: 9, column: 85, scope: !135)
!154 = !DILocation(line: 9, column: 97, scope: !135)
!155 = !DILocation(line: 10, column: 5, scope: !135)
!156 = !{i64 555}
!157 = !DILocation(line: 11, column: 14, scope: !135)
!158 = !DILocation(line: 11, column: 18, scope: !135)
!159 = !DILocation(line: 11, column: 22, scope: !135)
!160 = !DILocation(line: 11, column: 26, scope: !135)
!161 = !DILocation(line: 11, column: 30, scope: !135)
!162 = !DILocation(line: 11, column: 34, scope: !135)
!163 = !DILocation(line: 11, column: 5, scope: !135)
!164 = distinct !DISubprogram(name: "fclobber", scope: !2, file: !2, line: 13, type: !165, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !167)
!165 = !DISubroutineType(types: !166)
!166 = !{!19, !19}
!167 = !{!168, !169, !170, !171}
!168 = !DILocalVariable(name: "x", arg: 1, scope: !164, file: !2, line: 13, type: !19)
!169 = !DILocalVariable(name: "a", scope: !164, file: !2, line: 13, type: !19)
!170 = !DILocalVariable(name: "b", scope: !164, file: !2, line: 13, type: !19)
!171 = !DILocalVariable(name: "c", scope: !164, file: !2, line: 13, type: !19)
!172 = !DILocation(line: 0, scope: !164)
!173 = !DILocation(line: 13, column: 75, scope: !164)
!174 = !DILocation(line: 13, column: 88, scope: !164)
!175 = !DILocation(line: 13, column: 99, scope: !164)
!176 = !DILocation(line: 13, column: 104, scope: !164)
!177 = !{i64 784}
!178 = !DILocation(line: 13, column: 202, scope: !164)
!179 = !DILocation(line: 13, column: 206, scope: !164)
!180 = !DILocation(line: 13, column: 193, scope: !164)
!181 = !DISubprogram(name: "printf", scope: !182, file: !182, line: 356, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!182 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!183 = !DISubroutineType(types: !184)
!184 = !{!21, !185, null}
!185 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !186)
!186 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !187, size: 64)
!187 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
