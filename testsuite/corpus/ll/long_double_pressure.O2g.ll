; ModuleID = 'programs/long_double_pressure.c'
source_filename = "programs/long_double_pressure.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [49 x i8] c"%La %La %La %La\0A%La %La %La %La\0A%La %La %La %La\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [17 x i8] c"acc=%La dacc=%a\0A\00", align 1, !dbg !7

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !26 {
  %1 = alloca x86_fp80, align 16, !DIAssignID !53
    #dbg_assign(i1 undef, !30, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !53, ptr %1, !DIExpression(), !54)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %1), !dbg !55
  store volatile x86_fp80 0xK3FFC9249249249249249, ptr %1, align 16, !dbg !56, !tbaa !57, !DIAssignID !61
    #dbg_assign(x86_fp80 0xK3FFC9249249249249249, !30, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !61, ptr %1, !DIExpression(), !54)
  %2 = load volatile x86_fp80, ptr %1, align 16, !dbg !62, !tbaa !57
    #dbg_value(x86_fp80 %2, !32, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !54)
  %3 = fmul x86_fp80 %2, 0xK40008000000000000000, !dbg !63
    #dbg_value(x86_fp80 %3, !33, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !54)
  %4 = fmul x86_fp80 %2, 0xK4000C000000000000000, !dbg !64
    #dbg_value(x86_fp80 %4, !34, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !54)
  %5 = fmul x86_fp80 %2, 0xK40018000000000000000, !dbg !65
    #dbg_value(x86_fp80 %5, !35, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !54)
  %6 = fmul x86_fp80 %2, 0xK4001A000000000000000, !dbg !66
    #dbg_value(x86_fp80 %6, !36, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !54)
  %7 = fmul x86_fp80 %2, 0xK4001C000000000000000, !dbg !67
    #dbg_value(x86_fp80 %7, !37, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !54)
  %8 = fmul x86_fp80 %2, 0xK4001E000000000000000, !dbg !68
    #dbg_value(x86_fp80 %8, !38, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !54)
  %9 = fmul x86_fp80 %2, 0xK40028000000000000000, !dbg !69
    #dbg_value(x86_fp80 %9, !39, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !54)
  %10 = fmul x86_fp80 %2, 0xK40029000000000000000, !dbg !70
    #dbg_value(x86_fp80 %10, !40, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !54)
  %11 = fmul x86_fp80 %2, 0xK4002A000000000000000, !dbg !71
    #dbg_value(x86_fp80 %11, !41, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !54)
  %12 = fmul x86_fp80 %2, 0xK4002B000000000000000, !dbg !72
    #dbg_value(x86_fp80 %12, !42, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !54)
  %13 = fmul x86_fp80 %2, 0xK4002C000000000000000, !dbg !73
    #dbg_value(x86_fp80 %13, !43, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !54)
    #dbg_value(i32 0, !44, !DIExpression(), !74)
  br label %16, !dbg !75

14:                                               ; preds = %16
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, x86_fp80 noundef %18, x86_fp80 noundef %19, x86_fp80 noundef %22, x86_fp80 noundef %24, x86_fp80 noundef %26, x86_fp80 noundef %28, x86_fp80 noundef %29, x86_fp80 noundef %27, x86_fp80 noundef %25, x86_fp80 noundef %23, x86_fp80 noundef %21, x86_fp80 noundef %50), !dbg !76
    #dbg_value(x86_fp80 0xK00000000000000000000, !49, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !54)
    #dbg_value(double 0.000000e+00, !50, !DIExpression(), !54)
    #dbg_value(i32 1, !51, !DIExpression(), !77)
  br label %58, !dbg !78

16:                                               ; preds = %0, %16
  %17 = phi x86_fp80 [ %2, %0 ], [ %18, %16 ]
  %18 = phi x86_fp80 [ %3, %0 ], [ %19, %16 ]
  %19 = phi x86_fp80 [ %4, %0 ], [ %22, %16 ]
  %20 = phi i32 [ 0, %0 ], [ %51, %16 ]
  %21 = phi x86_fp80 [ %13, %0 ], [ %50, %16 ]
  %22 = phi x86_fp80 [ %5, %0 ], [ %24, %16 ]
  %23 = phi x86_fp80 [ %12, %0 ], [ %21, %16 ]
  %24 = phi x86_fp80 [ %6, %0 ], [ %26, %16 ]
  %25 = phi x86_fp80 [ %11, %0 ], [ %23, %16 ]
  %26 = phi x86_fp80 [ %7, %0 ], [ %28, %16 ]
  %27 = phi x86_fp80 [ %10, %0 ], [ %25, %16 ]
  %28 = phi x86_fp80 [ %8, %0 ], [ %29, %16 ]
  %29 = phi x86_fp80 [ %9, %0 ], [ %27, %16 ]
    #dbg_value(x86_fp80 %17, !32, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !54)
    #dbg_value(x86_fp80 %18, !33, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !54)
    #dbg_value(x86_fp80 %19, !34, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !54)
    #dbg_value(i32 %20, !44, !DIExpression(), !74)
    #dbg_value(x86_fp80 %21, !43, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !54)
    #dbg_value(x86_fp80 %22, !35, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !54)
    #dbg_value(x86_fp80 %23, !42, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !54)
    #dbg_value(x86_fp80 %24, !36, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !54)
    #dbg_value(x86_fp80 %25, !41, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !54)
    #dbg_value(x86_fp80 %26, !37, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !54)
    #dbg_value(x86_fp80 %27, !40, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !54)
    #dbg_value(x86_fp80 %28, !38, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !54)
    #dbg_value(x86_fp80 %29, !39, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !54)
  %30 = fmul x86_fp80 %18, 0xK3FFE8000000000000000, !dbg !79
  %31 = fadd x86_fp80 %17, %30, !dbg !80
  %32 = fdiv x86_fp80 %19, 0xK4000C000000000000000, !dbg !81
  %33 = fsub x86_fp80 %31, %32, !dbg !82
  %34 = fmul x86_fp80 %24, %22, !dbg !83
  %35 = fdiv x86_fp80 %34, 0xK4001E000000000000000, !dbg !84
  %36 = fadd x86_fp80 %35, %33, !dbg !85
  %37 = fsub x86_fp80 %36, %26, !dbg !86
  %38 = fdiv x86_fp80 %28, 0xK4002B000000000000000, !dbg !87
  %39 = fadd x86_fp80 %38, %37, !dbg !88
  %40 = fmul x86_fp80 %29, 0xK3FFC8000000000000000, !dbg !89
  %41 = fadd x86_fp80 %40, %39, !dbg !90
  %42 = fdiv x86_fp80 %27, 0xK4002D000000000000000, !dbg !91
  %43 = fsub x86_fp80 %41, %42, !dbg !92
  %44 = fmul x86_fp80 %25, %23, !dbg !93
  %45 = fdiv x86_fp80 %44, 0xK40038800000000000000, !dbg !94
  %46 = fadd x86_fp80 %45, %43, !dbg !95
  %47 = fdiv x86_fp80 %21, 0xK40039800000000000000, !dbg !96
  %48 = fsub x86_fp80 %46, %47, !dbg !97
    #dbg_value(x86_fp80 %48, !46, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !98)
    #dbg_value(x86_fp80 %18, !32, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !54)
    #dbg_value(x86_fp80 %19, !33, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !54)
    #dbg_value(x86_fp80 %22, !34, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !54)
    #dbg_value(x86_fp80 %24, !35, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !54)
    #dbg_value(x86_fp80 %26, !36, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !54)
    #dbg_value(x86_fp80 %28, !37, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !54)
    #dbg_value(x86_fp80 %29, !38, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !54)
    #dbg_value(x86_fp80 %27, !39, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !54)
    #dbg_value(x86_fp80 %25, !40, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !54)
    #dbg_value(x86_fp80 %23, !41, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !54)
    #dbg_value(x86_fp80 %21, !42, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !54)
  %49 = tail call fastcc x86_fp80 @mix3(x86_fp80 noundef %48, x86_fp80 noundef %18, x86_fp80 noundef %21), !dbg !99
  %50 = fmul x86_fp80 %49, 0xK3FFE8000000000000000, !dbg !100
    #dbg_value(x86_fp80 %50, !43, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !54)
  %51 = add nuw nsw i32 %20, 1, !dbg !101
    #dbg_value(i32 %51, !44, !DIExpression(), !74)
  %52 = icmp eq i32 %51, 40, !dbg !102
  br i1 %52, label %14, label %16, !dbg !75, !llvm.loop !103

53:                                               ; preds = %58
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, x86_fp80 noundef %66, double noundef %70), !dbg !106
  %55 = fdiv x86_fp80 %66, 0xK4002A000000000000000, !dbg !107
  %56 = fptosi x86_fp80 %55 to i32, !dbg !108
  %57 = and i32 %56, 127, !dbg !109
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %1), !dbg !110
  ret i32 %57, !dbg !111

58:                                               ; preds = %14, %58
  %59 = phi i32 [ 1, %14 ], [ %71, %58 ]
  %60 = phi double [ 0.000000e+00, %14 ], [ %70, %58 ]
  %61 = phi x86_fp80 [ 0xK00000000000000000000, %14 ], [ %66, %58 ]
    #dbg_value(i32 %59, !51, !DIExpression(), !77)
    #dbg_value(double %60, !50, !DIExpression(), !54)
    #dbg_value(x86_fp80 %61, !49, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !54)
  %62 = uitofp nneg i32 %59 to x86_fp80, !dbg !112
  %63 = fdiv x86_fp80 0xK3FFF8000000000000000, %62, !dbg !115
  %64 = fdiv x86_fp80 %61, 0xK4008FA00000000000000, !dbg !116
  %65 = tail call fastcc x86_fp80 @mix3(x86_fp80 noundef %63, x86_fp80 noundef %62, x86_fp80 noundef %64), !dbg !117
  %66 = fadd x86_fp80 %61, %65, !dbg !118
    #dbg_value(x86_fp80 %66, !49, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !54)
  %67 = fptrunc x86_fp80 %66 to double, !dbg !119
  %68 = uitofp nneg i32 %59 to double, !dbg !120
  %69 = fdiv double %67, %68, !dbg !121
  %70 = fadd double %60, %69, !dbg !122
    #dbg_value(double %70, !50, !DIExpression(), !54)
  %71 = add nuw nsw i32 %59, 1, !dbg !123
    #dbg_value(i32 %71, !51, !DIExpression(), !77)
  %72 = icmp eq i32 %71, 101, !dbg !124
  br i1 %72, label %53, label %58, !dbg !78, !llvm.loop !125
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef x86_fp80 @mix3(x86_fp80 noundef %0, x86_fp80 noundef %1, x86_fp80 noundef %2) unnamed_addr #2 !dbg !127 {
    #dbg_value(x86_fp80 %0, !131, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !134)
    #dbg_value(x86_fp80 %1, !132, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !134)
    #dbg_value(x86_fp80 %2, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !134)
  %4 = fmul x86_fp80 %0, 0xK3FFE8000000000000000, !dbg !135
  %5 = fmul x86_fp80 %1, 0xK3FFD8000000000000000, !dbg !136
  %6 = fadd x86_fp80 %4, %5, !dbg !137
  %7 = fmul x86_fp80 %2, 0xK3FFC8000000000000000, !dbg !138
  %8 = fsub x86_fp80 %6, %7, !dbg !139
  ret x86_fp80 %8, !dbg !140
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !141 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!12}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23, !24}
!llvm.ident = !{!25}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/long_double_pressure.c", directory: ".", checksumkind: CSK_MD5, checksum: "867d0a1d0d0191c037a159484dea6cf4")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 392, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 49)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 17)
!12 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !13, globals: !17, splitDebugInlining: false, nameTableKind: None)
!13 = !{!14, !15, !16}
!14 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!15 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{!0, !7}
!18 = !{i32 7, !"Dwarf Version", i32 5}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 8, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 2}
!24 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!25 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!26 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 10, type: !27, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !29)
!27 = !DISubroutineType(types: !28)
!28 = !{!16}
!29 = !{!30, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !46, !49, !50, !51}
!30 = !DILocalVariable(name: "seed", scope: !26, file: !2, line: 11, type: !31)
!31 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !14)
!32 = !DILocalVariable(name: "a", scope: !26, file: !2, line: 12, type: !14)
!33 = !DILocalVariable(name: "b", scope: !26, file: !2, line: 12, type: !14)
!34 = !DILocalVariable(name: "c", scope: !26, file: !2, line: 12, type: !14)
!35 = !DILocalVariable(name: "d", scope: !26, file: !2, line: 12, type: !14)
!36 = !DILocalVariable(name: "e", scope: !26, file: !2, line: 12, type: !14)
!37 = !DILocalVariable(name: "f", scope: !26, file: !2, line: 12, type: !14)
!38 = !DILocalVariable(name: "g", scope: !26, file: !2, line: 12, type: !14)
!39 = !DILocalVariable(name: "h", scope: !26, file: !2, line: 12, type: !14)
!40 = !DILocalVariable(name: "i", scope: !26, file: !2, line: 12, type: !14)
!41 = !DILocalVariable(name: "j", scope: !26, file: !2, line: 12, type: !14)
!42 = !DILocalVariable(name: "k", scope: !26, file: !2, line: 12, type: !14)
!43 = !DILocalVariable(name: "l", scope: !26, file: !2, line: 12, type: !14)
!44 = !DILocalVariable(name: "n", scope: !45, file: !2, line: 13, type: !16)
!45 = distinct !DILexicalBlock(scope: !26, file: !2, line: 13, column: 5)
!46 = !DILocalVariable(name: "t", scope: !47, file: !2, line: 14, type: !14)
!47 = distinct !DILexicalBlock(scope: !48, file: !2, line: 13, column: 34)
!48 = distinct !DILexicalBlock(scope: !45, file: !2, line: 13, column: 5)
!49 = !DILocalVariable(name: "acc", scope: !26, file: !2, line: 19, type: !14)
!50 = !DILocalVariable(name: "dacc", scope: !26, file: !2, line: 19, type: !15)
!51 = !DILocalVariable(name: "n", scope: !52, file: !2, line: 20, type: !16)
!52 = distinct !DILexicalBlock(scope: !26, file: !2, line: 20, column: 5)
!53 = distinct !DIAssignID()
!54 = !DILocation(line: 0, scope: !26)
!55 = !DILocation(line: 11, column: 5, scope: !26)
!56 = !DILocation(line: 11, column: 26, scope: !26)
!57 = !{!58, !58, i64 0}
!58 = !{!"long double", !59, i64 0}
!59 = !{!"omnipotent char", !60, i64 0}
!60 = !{!"Simple C/C++ TBAA"}
!61 = distinct !DIAssignID()
!62 = !DILocation(line: 12, column: 21, scope: !26)
!63 = !DILocation(line: 12, column: 33, scope: !26)
!64 = !DILocation(line: 12, column: 44, scope: !26)
!65 = !DILocation(line: 12, column: 55, scope: !26)
!66 = !DILocation(line: 12, column: 66, scope: !26)
!67 = !DILocation(line: 12, column: 77, scope: !26)
!68 = !DILocation(line: 12, column: 88, scope: !26)
!69 = !DILocation(line: 12, column: 99, scope: !26)
!70 = !DILocation(line: 12, column: 110, scope: !26)
!71 = !DILocation(line: 12, column: 121, scope: !26)
!72 = !DILocation(line: 12, column: 133, scope: !26)
!73 = !DILocation(line: 12, column: 145, scope: !26)
!74 = !DILocation(line: 0, scope: !45)
!75 = !DILocation(line: 13, column: 5, scope: !45)
!76 = !DILocation(line: 18, column: 5, scope: !26)
!77 = !DILocation(line: 0, scope: !52)
!78 = !DILocation(line: 20, column: 5, scope: !52)
!79 = !DILocation(line: 14, column: 31, scope: !47)
!80 = !DILocation(line: 14, column: 27, scope: !47)
!81 = !DILocation(line: 14, column: 42, scope: !47)
!82 = !DILocation(line: 14, column: 38, scope: !47)
!83 = !DILocation(line: 14, column: 50, scope: !47)
!84 = !DILocation(line: 14, column: 54, scope: !47)
!85 = !DILocation(line: 14, column: 46, scope: !47)
!86 = !DILocation(line: 14, column: 58, scope: !47)
!87 = !DILocation(line: 14, column: 66, scope: !47)
!88 = !DILocation(line: 14, column: 62, scope: !47)
!89 = !DILocation(line: 14, column: 75, scope: !47)
!90 = !DILocation(line: 14, column: 71, scope: !47)
!91 = !DILocation(line: 14, column: 88, scope: !47)
!92 = !DILocation(line: 14, column: 84, scope: !47)
!93 = !DILocation(line: 14, column: 97, scope: !47)
!94 = !DILocation(line: 14, column: 101, scope: !47)
!95 = !DILocation(line: 14, column: 93, scope: !47)
!96 = !DILocation(line: 14, column: 110, scope: !47)
!97 = !DILocation(line: 14, column: 106, scope: !47)
!98 = !DILocation(line: 0, scope: !47)
!99 = !DILocation(line: 16, column: 13, scope: !47)
!100 = !DILocation(line: 16, column: 27, scope: !47)
!101 = !DILocation(line: 13, column: 30, scope: !48)
!102 = !DILocation(line: 13, column: 23, scope: !48)
!103 = distinct !{!103, !75, !104, !105}
!104 = !DILocation(line: 17, column: 5, scope: !45)
!105 = !{!"llvm.loop.mustprogress"}
!106 = !DILocation(line: 21, column: 5, scope: !26)
!107 = !DILocation(line: 22, column: 22, scope: !26)
!108 = !DILocation(line: 22, column: 12, scope: !26)
!109 = !DILocation(line: 22, column: 28, scope: !26)
!110 = !DILocation(line: 23, column: 1, scope: !26)
!111 = !DILocation(line: 22, column: 5, scope: !26)
!112 = !DILocation(line: 20, column: 57, scope: !113)
!113 = distinct !DILexicalBlock(scope: !114, file: !2, line: 20, column: 36)
!114 = distinct !DILexicalBlock(scope: !52, file: !2, line: 20, column: 5)
!115 = !DILocation(line: 20, column: 55, scope: !113)
!116 = !DILocation(line: 20, column: 80, scope: !113)
!117 = !DILocation(line: 20, column: 45, scope: !113)
!118 = !DILocation(line: 20, column: 42, scope: !113)
!119 = !DILocation(line: 20, column: 97, scope: !113)
!120 = !DILocation(line: 20, column: 111, scope: !113)
!121 = !DILocation(line: 20, column: 109, scope: !113)
!122 = !DILocation(line: 20, column: 94, scope: !113)
!123 = !DILocation(line: 20, column: 32, scope: !114)
!124 = !DILocation(line: 20, column: 23, scope: !114)
!125 = distinct !{!125, !78, !126, !105}
!126 = !DILocation(line: 20, column: 114, scope: !52)
!127 = distinct !DISubprogram(name: "mix3", scope: !2, file: !2, line: 8, type: !128, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !130)
!128 = !DISubroutineType(types: !129)
!129 = !{!14, !14, !14, !14}
!130 = !{!131, !132, !133}
!131 = !DILocalVariable(name: "a", arg: 1, scope: !127, file: !2, line: 8, type: !14)
!132 = !DILocalVariable(name: "b", arg: 2, scope: !127, file: !2, line: 8, type: !14)
!133 = !DILocalVariable(name: "c", arg: 3, scope: !127, file: !2, line: 8, type: !14)
!134 = !DILocation(line: 0, scope: !127)
!135 = !DILocation(line: 8, column: 107, scope: !127)
!136 = !DILocation(line: 8, column: 118, scope: !127)
!137 = !DILocation(line: 8, column: 114, scope: !127)
!138 = !DILocation(line: 8, column: 130, scope: !127)
!139 = !DILocation(line: 8, column: 126, scope: !127)
!140 = !DILocation(line: 8, column: 98, scope: !127)
!141 = !DISubprogram(name: "printf", scope: !142, file: !142, line: 356, type: !143, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!142 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!143 = !DISubroutineType(types: !144)
!144 = !{!16, !145, null}
!145 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !146)
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !147, size: 64)
!147 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
