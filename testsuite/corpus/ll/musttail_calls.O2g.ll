; ModuleID = 'programs/musttail_calls.c'
source_filename = "programs/musttail_calls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"ping %ld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [14 x i8] c"step %ld %ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"fsum %a %a\0A\00", align 1, !dbg !12
@next_step = internal global ptr @step_b, align 8, !dbg !17

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !37 {
    #dbg_value(i64 10000000, !41, !DIExpression(), !47)
    #dbg_value(i64 1, !46, !DIExpression(), !47)
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 1, %0 ], [ %27, %1 ]
  %3 = phi i64 [ 10000000, %0 ], [ %26, %1 ]
    #dbg_value(i64 %2, !46, !DIExpression(), !47)
    #dbg_value(i64 %3, !41, !DIExpression(), !47)
  %4 = xor i64 %3, %2, !dbg !49
    #dbg_value(i64 %3, !50, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !54)
    #dbg_value(i64 %4, !53, !DIExpression(), !54)
  %5 = add nsw i64 %3, -2, !dbg !56
  %6 = add nsw i64 %4, 3, !dbg !57
    #dbg_value(i64 %6, !46, !DIExpression(), !47)
    #dbg_value(i64 %5, !41, !DIExpression(), !47)
  %7 = xor i64 %5, %6, !dbg !49
    #dbg_value(i64 %5, !50, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !54)
    #dbg_value(i64 %7, !53, !DIExpression(), !54)
  %8 = add nsw i64 %3, -4, !dbg !56
  %9 = add nsw i64 %7, 3, !dbg !57
    #dbg_value(i64 %9, !46, !DIExpression(), !47)
    #dbg_value(i64 %8, !41, !DIExpression(), !47)
  %10 = xor i64 %8, %9, !dbg !49
    #dbg_value(i64 %8, !50, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !54)
    #dbg_value(i64 %10, !53, !DIExpression(), !54)
  %11 = add nsw i64 %3, -6, !dbg !56
  %12 = add nsw i64 %10, 3, !dbg !57
    #dbg_value(i64 %12, !46, !DIExpression(), !47)
    #dbg_value(i64 %11, !41, !DIExpression(), !47)
  %13 = xor i64 %11, %12, !dbg !49
    #dbg_value(i64 %11, !50, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !54)
    #dbg_value(i64 %13, !53, !DIExpression(), !54)
  %14 = add nsw i64 %3, -8, !dbg !56
  %15 = add nsw i64 %13, 3, !dbg !57
    #dbg_value(i64 %15, !46, !DIExpression(), !47)
    #dbg_value(i64 %14, !41, !DIExpression(), !47)
  %16 = xor i64 %14, %15, !dbg !49
    #dbg_value(i64 %14, !50, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !54)
    #dbg_value(i64 %16, !53, !DIExpression(), !54)
  %17 = add nsw i64 %3, -10, !dbg !56
  %18 = add nsw i64 %16, 3, !dbg !57
    #dbg_value(i64 %18, !46, !DIExpression(), !47)
    #dbg_value(i64 %17, !41, !DIExpression(), !47)
  %19 = xor i64 %17, %18, !dbg !49
    #dbg_value(i64 %17, !50, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !54)
    #dbg_value(i64 %19, !53, !DIExpression(), !54)
  %20 = add nsw i64 %3, -12, !dbg !56
  %21 = add nsw i64 %19, 3, !dbg !57
    #dbg_value(i64 %21, !46, !DIExpression(), !47)
    #dbg_value(i64 %20, !41, !DIExpression(), !47)
  %22 = xor i64 %20, %21, !dbg !49
    #dbg_value(i64 %20, !50, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !54)
    #dbg_value(i64 %22, !53, !DIExpression(), !54)
  %23 = add nsw i64 %3, -14, !dbg !56
  %24 = add nsw i64 %22, 3, !dbg !57
    #dbg_value(i64 %24, !46, !DIExpression(), !47)
    #dbg_value(i64 %23, !41, !DIExpression(), !47)
  %25 = xor i64 %23, %24, !dbg !49
    #dbg_value(i64 %23, !50, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !54)
    #dbg_value(i64 %25, !53, !DIExpression(), !54)
  %26 = add nsw i64 %3, -16, !dbg !56
  %27 = add nsw i64 %25, 3, !dbg !57
    #dbg_value(i64 %26, !41, !DIExpression(), !47)
    #dbg_value(i64 %27, !46, !DIExpression(), !47)
  %28 = icmp eq i64 %26, 0, !dbg !58
  br i1 %28, label %29, label %1, !dbg !60

29:                                               ; preds = %1
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %27), !dbg !61
    #dbg_value(i64 1, !62, !DIExpression(), !73)
    #dbg_value(i64 2, !65, !DIExpression(), !73)
    #dbg_value(i64 3, !66, !DIExpression(), !73)
    #dbg_value(i64 4, !67, !DIExpression(), !73)
    #dbg_value(i64 5, !68, !DIExpression(), !73)
    #dbg_value(i64 6, !69, !DIExpression(), !73)
    #dbg_value(i64 7, !70, !DIExpression(), !73)
    #dbg_value(i64 8, !71, !DIExpression(), !73)
    #dbg_value(i64 9, !72, !DIExpression(), !73)
  %31 = load volatile ptr, ptr @next_step, align 8, !dbg !75, !tbaa !76
  %32 = tail call i64 %31(i64 noundef 8, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 8, i64 noundef 8) #3, !dbg !75
    #dbg_value(i64 1, !62, !DIExpression(), !80)
    #dbg_value(i64 2, !65, !DIExpression(), !80)
    #dbg_value(i64 3, !66, !DIExpression(), !80)
    #dbg_value(i64 4, !67, !DIExpression(), !80)
    #dbg_value(i64 5, !68, !DIExpression(), !80)
    #dbg_value(i64 6, !69, !DIExpression(), !80)
    #dbg_value(i64 7, !70, !DIExpression(), !80)
    #dbg_value(i64 8, !71, !DIExpression(), !80)
    #dbg_value(i64 1000001, !72, !DIExpression(), !80)
  %33 = load volatile ptr, ptr @next_step, align 8, !dbg !82, !tbaa !76
  %34 = tail call i64 %33(i64 noundef 8, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 8, i64 noundef 1000000) #3, !dbg !82
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %32, i64 noundef %34), !dbg !83
    #dbg_value(i32 1, !84, !DIExpression(), !94)
    #dbg_value(x86_fp80 0xK3FFCBDA12F684BDA12F5, !93, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !94)
    #dbg_value(float 5.312500e-01, !92, !DIExpression(), !94)
    #dbg_value(double 4.500000e+00, !91, !DIExpression(), !94)
    #dbg_value(double 3.250000e+00, !96, !DIExpression(), !102)
    #dbg_value(float 7.812500e-01, !99, !DIExpression(), !102)
    #dbg_value(x86_fp80 poison, !100, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !102)
    #dbg_value(i32 1, !101, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !102)
    #dbg_value(double 5.000000e-01, !91, !DIExpression(), !104)
    #dbg_value(float 1.000000e+00, !92, !DIExpression(), !104)
    #dbg_value(x86_fp80 0xK4002A000000000000000, !93, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !104)
    #dbg_value(i32 100000, !84, !DIExpression(), !104)
  br label %36

36:                                               ; preds = %36, %29
  %37 = phi i32 [ 100000, %29 ], [ %55, %36 ]
  %38 = phi x86_fp80 [ 0xK4002A000000000000000, %29 ], [ %54, %36 ]
  %39 = phi float [ 1.000000e+00, %29 ], [ %53, %36 ]
  %40 = phi double [ 5.000000e-01, %29 ], [ %52, %36 ]
    #dbg_value(i32 %37, !84, !DIExpression(), !104)
    #dbg_value(x86_fp80 %38, !93, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !104)
    #dbg_value(float %39, !92, !DIExpression(), !104)
    #dbg_value(double %40, !91, !DIExpression(), !104)
  %41 = tail call double @llvm.fmuladd.f64(double %40, double 5.000000e-01, double 1.000000e+00), !dbg !106
  %42 = fadd float %39, 2.500000e-01, !dbg !107
    #dbg_value(double %41, !96, !DIExpression(), !108)
    #dbg_value(float %42, !99, !DIExpression(), !108)
    #dbg_value(x86_fp80 poison, !100, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !108)
    #dbg_value(i32 %37, !101, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !108)
  %43 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %38, x86_fp80 0xK40008000000000000000, x86_fp80 0xKBFFF8000000000000000), !dbg !110
    #dbg_value(x86_fp80 %43, !100, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !108)
  %44 = fpext float %42 to double, !dbg !111
  %45 = fadd double %41, %44, !dbg !112
  %46 = fmul float %42, 5.000000e-01, !dbg !113
  %47 = fdiv x86_fp80 %43, 0xK4000C000000000000000, !dbg !114
    #dbg_value(i32 %37, !84, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !104)
    #dbg_value(x86_fp80 %47, !93, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !104)
    #dbg_value(float %46, !92, !DIExpression(), !104)
    #dbg_value(double %45, !91, !DIExpression(), !104)
  %48 = tail call double @llvm.fmuladd.f64(double %45, double 5.000000e-01, double 1.000000e+00), !dbg !106
  %49 = fadd float %46, 2.500000e-01, !dbg !107
    #dbg_value(double %48, !96, !DIExpression(), !108)
    #dbg_value(float %49, !99, !DIExpression(), !108)
    #dbg_value(x86_fp80 poison, !100, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !108)
    #dbg_value(i32 %37, !101, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !108)
  %50 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %47, x86_fp80 0xK40008000000000000000, x86_fp80 0xKBFFF8000000000000000), !dbg !110
    #dbg_value(x86_fp80 %50, !100, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !108)
  %51 = fpext float %49 to double, !dbg !111
  %52 = fadd double %48, %51, !dbg !112
  %53 = fmul float %49, 5.000000e-01, !dbg !113
  %54 = fdiv x86_fp80 %50, 0xK4000C000000000000000, !dbg !114
  %55 = add nsw i32 %37, -4, !dbg !115
    #dbg_value(double %52, !91, !DIExpression(), !104)
    #dbg_value(float %53, !92, !DIExpression(), !104)
    #dbg_value(x86_fp80 %54, !93, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !104)
    #dbg_value(i32 %55, !84, !DIExpression(), !104)
  %56 = icmp eq i32 %55, 0, !dbg !116
  br i1 %56, label %57, label %36, !dbg !118

57:                                               ; preds = %36
  %58 = fpext float %53 to double, !dbg !119
  %59 = fadd double %52, %58, !dbg !120
  %60 = fptrunc x86_fp80 %54 to double, !dbg !121
  %61 = fadd double %59, %60, !dbg !122
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 2.468750e+00, double noundef %61), !dbg !123
  ret i32 0, !dbg !124
}

; Function Attrs: nofree nounwind
declare !dbg !125 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal i64 @step_b(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8) #0 !dbg !132 {
    #dbg_value(i64 %0, !134, !DIExpression(), !143)
    #dbg_value(i64 %1, !135, !DIExpression(), !143)
    #dbg_value(i64 %2, !136, !DIExpression(), !143)
    #dbg_value(i64 %3, !137, !DIExpression(), !143)
    #dbg_value(i64 %4, !138, !DIExpression(), !143)
    #dbg_value(i64 %5, !139, !DIExpression(), !143)
    #dbg_value(i64 %6, !140, !DIExpression(), !143)
    #dbg_value(i64 %7, !141, !DIExpression(), !143)
    #dbg_value(i64 %8, !142, !DIExpression(), !143)
  %10 = icmp eq i64 %8, 0, !dbg !144
  br i1 %10, label %13, label %21, !dbg !146

11:                                               ; preds = %30, %13
  %12 = phi i64 [ %20, %13 ], [ %44, %30 ]
  ret i64 %12, !dbg !143

13:                                               ; preds = %9
  %14 = add i64 %0, %2, !dbg !147
  %15 = add i64 %1, %3, !dbg !147
  %16 = add i64 %14, %4, !dbg !148
  %17 = add i64 %15, %5, !dbg !148
  %18 = add i64 %16, %6, !dbg !147
  %19 = add i64 %17, %7, !dbg !147
  %20 = sub i64 %18, %19, !dbg !147
  br label %11, !dbg !149

21:                                               ; preds = %9
  %22 = mul nsw i64 %0, 3, !dbg !150
  %23 = srem i64 %22, 1009, !dbg !151
    #dbg_value(i64 %1, !62, !DIExpression(), !152)
    #dbg_value(i64 %2, !65, !DIExpression(), !152)
    #dbg_value(i64 %3, !66, !DIExpression(), !152)
    #dbg_value(i64 %4, !67, !DIExpression(), !152)
    #dbg_value(i64 %5, !68, !DIExpression(), !152)
    #dbg_value(i64 %6, !69, !DIExpression(), !152)
    #dbg_value(i64 %7, !70, !DIExpression(), !152)
    #dbg_value(i64 %23, !71, !DIExpression(), !152)
    #dbg_value(i64 %8, !72, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !152)
  %24 = icmp eq i64 %8, 1, !dbg !154
  br i1 %24, label %30, label %25, !dbg !156

25:                                               ; preds = %21
  %26 = load volatile ptr, ptr @next_step, align 8, !dbg !157, !tbaa !76
  %27 = add nsw i64 %7, 1, !dbg !158
  %28 = add nsw i64 %8, -2, !dbg !159
  %29 = musttail call i64 %26(i64 noundef %23, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %27, i64 noundef %28) #3, !dbg !157
  ret i64 %29, !dbg !157

30:                                               ; preds = %21
  %31 = shl nsw i64 %2, 1, !dbg !160
  %32 = add nsw i64 %31, %1, !dbg !161
  %33 = mul nsw i64 %3, 3, !dbg !162
  %34 = mul nsw i64 %4, 5, !dbg !163
  %35 = mul nsw i64 %5, 7, !dbg !164
  %36 = mul nsw i64 %6, 11, !dbg !165
  %37 = mul nsw i64 %7, 13, !dbg !166
  %38 = mul nsw i64 %23, 17, !dbg !167
  %39 = add i64 %32, %38, !dbg !168
  %40 = add i64 %39, %33, !dbg !169
  %41 = add i64 %40, %34, !dbg !170
  %42 = add i64 %41, %35, !dbg !171
  %43 = add i64 %42, %36, !dbg !172
  %44 = add i64 %43, %37, !dbg !173
  br label %11, !dbg !174
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fmuladd.f80(x86_fp80, x86_fp80, x86_fp80) #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!29, !30, !31, !32, !33, !34, !35}
!llvm.ident = !{!36}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/musttail_calls.c", directory: ".", checksumkind: CSK_MD5, checksum: "f187fefadba516791f430ef62ace93e5")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 14)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "next_step", scope: !19, file: !2, line: 23, type: !23, isLocal: true, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !20, globals: !22, splitDebugInlining: false, nameTableKind: None)
!20 = !{!21}
!21 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!22 = !{!0, !7, !12, !17}
!23 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !24)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "step_fn", file: !2, line: 21, baseType: !25)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DISubroutineType(types: !27)
!27 = !{!28, !28, !28, !28, !28, !28, !28, !28, !28, !28}
!28 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!29 = !{i32 7, !"Dwarf Version", i32 5}
!30 = !{i32 2, !"Debug Info Version", i32 3}
!31 = !{i32 1, !"wchar_size", i32 4}
!32 = !{i32 8, !"PIC Level", i32 2}
!33 = !{i32 7, !"PIE Level", i32 2}
!34 = !{i32 7, !"uwtable", i32 2}
!35 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!36 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!37 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 45, type: !38, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !19)
!38 = !DISubroutineType(types: !39)
!39 = !{!40}
!40 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!41 = !DILocalVariable(name: "n", arg: 1, scope: !42, file: !2, line: 16, type: !28)
!42 = distinct !DISubprogram(name: "ping", scope: !2, file: !2, line: 16, type: !43, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !45)
!43 = !DISubroutineType(types: !44)
!44 = !{!28, !28, !28}
!45 = !{!41, !46}
!46 = !DILocalVariable(name: "acc", arg: 2, scope: !42, file: !2, line: 16, type: !28)
!47 = !DILocation(line: 0, scope: !42, inlinedAt: !48)
!48 = distinct !DILocation(line: 46, column: 24, scope: !37)
!49 = !DILocation(line: 18, column: 35, scope: !42, inlinedAt: !48)
!50 = !DILocalVariable(name: "n", arg: 1, scope: !51, file: !2, line: 12, type: !28)
!51 = distinct !DISubprogram(name: "pong", scope: !2, file: !2, line: 12, type: !43, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !52)
!52 = !{!50, !53}
!53 = !DILocalVariable(name: "acc", arg: 2, scope: !51, file: !2, line: 12, type: !28)
!54 = !DILocation(line: 0, scope: !51, inlinedAt: !55)
!55 = distinct !DILocation(line: 18, column: 19, scope: !42, inlinedAt: !48)
!56 = !DILocation(line: 14, column: 26, scope: !51, inlinedAt: !55)
!57 = !DILocation(line: 14, column: 35, scope: !51, inlinedAt: !55)
!58 = !DILocation(line: 17, column: 9, scope: !59, inlinedAt: !48)
!59 = distinct !DILexicalBlock(scope: !42, file: !2, line: 17, column: 7)
!60 = !DILocation(line: 17, column: 7, scope: !42, inlinedAt: !48)
!61 = !DILocation(line: 46, column: 3, scope: !37)
!62 = !DILocalVariable(name: "a", arg: 1, scope: !63, file: !2, line: 24, type: !28)
!63 = distinct !DISubprogram(name: "step_a", scope: !2, file: !2, line: 24, type: !26, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !64)
!64 = !{!62, !65, !66, !67, !68, !69, !70, !71, !72}
!65 = !DILocalVariable(name: "b", arg: 2, scope: !63, file: !2, line: 24, type: !28)
!66 = !DILocalVariable(name: "c", arg: 3, scope: !63, file: !2, line: 24, type: !28)
!67 = !DILocalVariable(name: "d", arg: 4, scope: !63, file: !2, line: 24, type: !28)
!68 = !DILocalVariable(name: "e", arg: 5, scope: !63, file: !2, line: 24, type: !28)
!69 = !DILocalVariable(name: "f", arg: 6, scope: !63, file: !2, line: 24, type: !28)
!70 = !DILocalVariable(name: "g", arg: 7, scope: !63, file: !2, line: 24, type: !28)
!71 = !DILocalVariable(name: "h", arg: 8, scope: !63, file: !2, line: 24, type: !28)
!72 = !DILocalVariable(name: "n", arg: 9, scope: !63, file: !2, line: 24, type: !28)
!73 = !DILocation(line: 0, scope: !63, inlinedAt: !74)
!74 = distinct !DILocation(line: 47, column: 28, scope: !37)
!75 = !DILocation(line: 27, column: 19, scope: !63, inlinedAt: !74)
!76 = !{!77, !77, i64 0}
!77 = !{!"any pointer", !78, i64 0}
!78 = !{!"omnipotent char", !79, i64 0}
!79 = !{!"Simple C/C++ TBAA"}
!80 = !DILocation(line: 0, scope: !63, inlinedAt: !81)
!81 = distinct !DILocation(line: 47, column: 63, scope: !37)
!82 = !DILocation(line: 27, column: 19, scope: !63, inlinedAt: !81)
!83 = !DILocation(line: 47, column: 3, scope: !37)
!84 = !DILocalVariable(name: "n", arg: 4, scope: !85, file: !2, line: 35, type: !40)
!85 = distinct !DISubprogram(name: "fsum_a", scope: !2, file: !2, line: 35, type: !86, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !90)
!86 = !DISubroutineType(types: !87)
!87 = !{!21, !21, !88, !89, !40}
!88 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!89 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!90 = !{!91, !92, !93, !84}
!91 = !DILocalVariable(name: "a", arg: 1, scope: !85, file: !2, line: 35, type: !21)
!92 = !DILocalVariable(name: "b", arg: 2, scope: !85, file: !2, line: 35, type: !88)
!93 = !DILocalVariable(name: "c", arg: 3, scope: !85, file: !2, line: 35, type: !89)
!94 = !DILocation(line: 0, scope: !85, inlinedAt: !95)
!95 = distinct !DILocation(line: 48, column: 26, scope: !37)
!96 = !DILocalVariable(name: "a", arg: 1, scope: !97, file: !2, line: 39, type: !21)
!97 = distinct !DISubprogram(name: "fsum_b", scope: !2, file: !2, line: 39, type: !86, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !98)
!98 = !{!96, !99, !100, !101}
!99 = !DILocalVariable(name: "b", arg: 2, scope: !97, file: !2, line: 39, type: !88)
!100 = !DILocalVariable(name: "c", arg: 3, scope: !97, file: !2, line: 39, type: !89)
!101 = !DILocalVariable(name: "n", arg: 4, scope: !97, file: !2, line: 39, type: !40)
!102 = !DILocation(line: 0, scope: !97, inlinedAt: !103)
!103 = distinct !DILocation(line: 37, column: 19, scope: !85, inlinedAt: !95)
!104 = !DILocation(line: 0, scope: !85, inlinedAt: !105)
!105 = distinct !DILocation(line: 48, column: 54, scope: !37)
!106 = !DILocation(line: 37, column: 34, scope: !85, inlinedAt: !105)
!107 = !DILocation(line: 37, column: 41, scope: !85, inlinedAt: !105)
!108 = !DILocation(line: 0, scope: !97, inlinedAt: !109)
!109 = distinct !DILocation(line: 37, column: 19, scope: !85, inlinedAt: !105)
!110 = !DILocation(line: 37, column: 56, scope: !85, inlinedAt: !105)
!111 = !DILocation(line: 41, column: 30, scope: !97, inlinedAt: !109)
!112 = !DILocation(line: 41, column: 28, scope: !97, inlinedAt: !109)
!113 = !DILocation(line: 41, column: 35, scope: !97, inlinedAt: !109)
!114 = !DILocation(line: 41, column: 45, scope: !97, inlinedAt: !109)
!115 = !DILocation(line: 41, column: 52, scope: !97, inlinedAt: !109)
!116 = !DILocation(line: 36, column: 9, scope: !117, inlinedAt: !105)
!117 = distinct !DILexicalBlock(scope: !85, file: !2, line: 36, column: 7)
!118 = !DILocation(line: 36, column: 7, scope: !85, inlinedAt: !105)
!119 = !DILocation(line: 36, column: 26, scope: !117, inlinedAt: !105)
!120 = !DILocation(line: 36, column: 24, scope: !117, inlinedAt: !105)
!121 = !DILocation(line: 36, column: 30, scope: !117, inlinedAt: !105)
!122 = !DILocation(line: 36, column: 28, scope: !117, inlinedAt: !105)
!123 = !DILocation(line: 48, column: 3, scope: !37)
!124 = !DILocation(line: 49, column: 3, scope: !37)
!125 = !DISubprogram(name: "printf", scope: !126, file: !126, line: 356, type: !127, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!126 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!127 = !DISubroutineType(types: !128)
!128 = !{!40, !129, null}
!129 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !130)
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !131, size: 64)
!131 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!132 = distinct !DISubprogram(name: "step_b", scope: !2, file: !2, line: 29, type: !26, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !133)
!133 = !{!134, !135, !136, !137, !138, !139, !140, !141, !142}
!134 = !DILocalVariable(name: "a", arg: 1, scope: !132, file: !2, line: 29, type: !28)
!135 = !DILocalVariable(name: "b", arg: 2, scope: !132, file: !2, line: 29, type: !28)
!136 = !DILocalVariable(name: "c", arg: 3, scope: !132, file: !2, line: 29, type: !28)
!137 = !DILocalVariable(name: "d", arg: 4, scope: !132, file: !2, line: 29, type: !28)
!138 = !DILocalVariable(name: "e", arg: 5, scope: !132, file: !2, line: 29, type: !28)
!139 = !DILocalVariable(name: "f", arg: 6, scope: !132, file: !2, line: 29, type: !28)
!140 = !DILocalVariable(name: "g", arg: 7, scope: !132, file: !2, line: 29, type: !28)
!141 = !DILocalVariable(name: "h", arg: 8, scope: !132, file: !2, line: 29, type: !28)
!142 = !DILocalVariable(name: "n", arg: 9, scope: !132, file: !2, line: 29, type: !28)
!143 = !DILocation(line: 0, scope: !132)
!144 = !DILocation(line: 30, column: 9, scope: !145)
!145 = distinct !DILexicalBlock(scope: !132, file: !2, line: 30, column: 7)
!146 = !DILocation(line: 30, column: 7, scope: !132)
!147 = !DILocation(line: 30, column: 48, scope: !145)
!148 = !DILocation(line: 30, column: 40, scope: !145)
!149 = !DILocation(line: 32, column: 1, scope: !132)
!150 = !DILocation(line: 31, column: 49, scope: !132)
!151 = !DILocation(line: 31, column: 53, scope: !132)
!152 = !DILocation(line: 0, scope: !63, inlinedAt: !153)
!153 = distinct !DILocation(line: 31, column: 19, scope: !132)
!154 = !DILocation(line: 25, column: 9, scope: !155, inlinedAt: !153)
!155 = distinct !DILexicalBlock(scope: !63, file: !2, line: 25, column: 7)
!156 = !DILocation(line: 25, column: 7, scope: !63, inlinedAt: !153)
!157 = !DILocation(line: 27, column: 19, scope: !63, inlinedAt: !153)
!158 = !DILocation(line: 27, column: 52, scope: !63, inlinedAt: !153)
!159 = !DILocation(line: 27, column: 59, scope: !63, inlinedAt: !153)
!160 = !DILocation(line: 25, column: 28, scope: !155, inlinedAt: !153)
!161 = !DILocation(line: 25, column: 24, scope: !155, inlinedAt: !153)
!162 = !DILocation(line: 25, column: 36, scope: !155, inlinedAt: !153)
!163 = !DILocation(line: 25, column: 44, scope: !155, inlinedAt: !153)
!164 = !DILocation(line: 25, column: 52, scope: !155, inlinedAt: !153)
!165 = !DILocation(line: 25, column: 61, scope: !155, inlinedAt: !153)
!166 = !DILocation(line: 25, column: 70, scope: !155, inlinedAt: !153)
!167 = !DILocation(line: 25, column: 79, scope: !155, inlinedAt: !153)
!168 = !DILocation(line: 25, column: 32, scope: !155, inlinedAt: !153)
!169 = !DILocation(line: 25, column: 40, scope: !155, inlinedAt: !153)
!170 = !DILocation(line: 25, column: 48, scope: !155, inlinedAt: !153)
!171 = !DILocation(line: 25, column: 56, scope: !155, inlinedAt: !153)
!172 = !DILocation(line: 25, column: 65, scope: !155, inlinedAt: !153)
!173 = !DILocation(line: 25, column: 74, scope: !155, inlinedAt: !153)
!174 = !DILocation(line: 31, column: 19, scope: !132)
