; ModuleID = 'programs/math_functions.c'
source_filename = "programs/math_functions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.xs = private unnamed_addr constant [8 x double] [double 0.000000e+00, double 5.000000e-01, double 1.000000e+00, double 2.000000e+00, double 0x400921FB54442D11, double 1.000000e+01, double -1.500000e+00, double 1.000000e+02], align 16
@.str = private unnamed_addr constant [67 x i8] c"x=%g sin=%.10g cos=%.10g tan=%.10g exp=%.10g atan=%.10g tanh=%.10g\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [45 x i8] c" log=%.10g log10=%.10g log2=%.10g sqrt=%.10g\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [19 x i8] c" pow(x,1.5)=%.10g\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [31 x i8] c"atan2 %.10g %.10g %.10g %.10g\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [23 x i8] c"floats %.6g %.6g %.6g\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [22 x i8] c"pow edge %g %g %g %g\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [31 x i8] c"exp edge %g %g log edge %g %g\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [17 x i8] c"pi approx %.10f\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [16 x i8] c"e approx %.12f\0A\00", align 1, !dbg !39

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !57 {
    #dbg_assign(i1 undef, !61, !DIExpression(), !81, ptr @__const.main.xs, !DIExpression(), !82)
    #dbg_assign(i1 undef, !61, !DIExpression(), !83, ptr @__const.main.xs, !DIExpression(), !82)
    #dbg_value(i32 0, !65, !DIExpression(), !84)
  br label %17, !dbg !85

1:                                                ; preds = %36
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 0x3FE921FB54442D18, double noundef 0xC002D97C7F3321D2, double noundef 0x400921FB54442D18, double noundef 0xC00921FB54442D18), !dbg !86
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 0x3FEAED5480000000, double noundef 0x401D8E64C0000000, double noundef 0x3FF6A09E60000000), !dbg !87
  %4 = tail call double @pow(double noundef -8.000000e+00, double noundef 0x3FD5555555555555) #4, !dbg !88
  %5 = fcmp uno double %4, 0.000000e+00, !dbg !88
  %6 = uitofp i1 %5 to double, !dbg !89
  %7 = tail call double @exp2(double 1.024000e+03) #4, !dbg !90
  %8 = tail call double @exp2(double -1.080000e+03) #4, !dbg !91
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 1.000000e+00, double noundef %6, double noundef %7, double noundef %8), !dbg !92
  %10 = tail call double @exp(double noundef 7.100000e+02) #4, !dbg !93
  %11 = tail call double @exp(double noundef -7.500000e+02) #4, !dbg !94
  %12 = tail call double @log(double noundef 0.000000e+00) #4, !dbg !95
  %13 = tail call double @log(double noundef -1.000000e+00) #4, !dbg !96
  %14 = fcmp uno double %13, 0.000000e+00, !dbg !96
  %15 = select i1 %14, double 1.000000e+00, double 0.000000e+00, !dbg !96
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %10, double noundef %11, double noundef %12, double noundef %15), !dbg !97
    #dbg_value(double 0.000000e+00, !70, !DIExpression(), !82)
    #dbg_value(i32 20000, !71, !DIExpression(), !82)
    #dbg_value(i32 0, !72, !DIExpression(), !98)
  br label %48, !dbg !99

17:                                               ; preds = %0, %36
  %18 = phi i64 [ 0, %0 ], [ %40, %36 ]
    #dbg_value(i64 %18, !65, !DIExpression(), !84)
  %19 = getelementptr inbounds [8 x double], ptr @__const.main.xs, i64 0, i64 %18, !dbg !100
  %20 = load double, ptr %19, align 8, !dbg !100, !tbaa !101
    #dbg_value(double %20, !67, !DIExpression(), !105)
  %21 = tail call double @sin(double noundef %20) #4, !dbg !106
  %22 = tail call double @cos(double noundef %20) #4, !dbg !107
  %23 = tail call double @tan(double noundef %20) #4, !dbg !108
  %24 = tail call double @exp(double noundef %20) #4, !dbg !109
  %25 = tail call double @atan(double noundef %20) #4, !dbg !110
  %26 = tail call double @tanh(double noundef %20) #4, !dbg !111
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %20, double noundef %21, double noundef %22, double noundef %23, double noundef %24, double noundef %25, double noundef %26), !dbg !112
  %28 = trunc nuw nsw i64 %18 to i32, !dbg !113
  switch i32 %28, label %29 [
    i32 6, label %35
    i32 0, label %36
  ], !dbg !113

29:                                               ; preds = %17
  %30 = tail call double @log(double noundef %20) #4, !dbg !114
  %31 = tail call double @log10(double noundef %20) #4, !dbg !116
  %32 = tail call double @log2(double noundef %20) #4, !dbg !117
  %33 = tail call double @sqrt(double noundef %20) #4, !dbg !118
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %30, double noundef %31, double noundef %32, double noundef %33), !dbg !119
  br label %36, !dbg !120

35:                                               ; preds = %17
  br label %36, !dbg !120

36:                                               ; preds = %17, %29, %35
  %37 = phi double [ 3.000000e+00, %35 ], [ 1.500000e+00, %29 ], [ 1.500000e+00, %17 ]
  %38 = tail call double @pow(double noundef %20, double noundef %37) #4, !dbg !121
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %38), !dbg !122
  %40 = add nuw nsw i64 %18, 1, !dbg !123
    #dbg_value(i64 %40, !65, !DIExpression(), !84)
  %41 = icmp eq i64 %40, 8, !dbg !124
  br i1 %41, label %1, label %17, !dbg !85, !llvm.loop !125

42:                                               ; preds = %48
  %43 = fdiv double %63, 2.000000e+04, !dbg !128
    #dbg_value(double %43, !70, !DIExpression(), !82)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %43), !dbg !129
    #dbg_value(double 0.000000e+00, !77, !DIExpression(), !82)
    #dbg_value(double 1.000000e+00, !78, !DIExpression(), !82)
    #dbg_value(double 1.000000e+00, !78, !DIExpression(), !82)
    #dbg_value(double 0.000000e+00, !77, !DIExpression(), !82)
    #dbg_value(double 1.000000e+00, !77, !DIExpression(), !82)
    #dbg_value(double 1.000000e+00, !78, !DIExpression(), !82)
    #dbg_value(double 2.000000e+00, !77, !DIExpression(), !82)
    #dbg_value(double 5.000000e-01, !78, !DIExpression(), !82)
    #dbg_value(double 2.500000e+00, !77, !DIExpression(), !82)
    #dbg_value(double 0x3FC5555555555555, !78, !DIExpression(), !82)
    #dbg_value(double 0x4005555555555555, !77, !DIExpression(), !82)
    #dbg_value(double 0x3FA5555555555555, !78, !DIExpression(), !82)
    #dbg_value(double 0x4005AAAAAAAAAAAA, !77, !DIExpression(), !82)
    #dbg_value(double 0x3F81111111111111, !78, !DIExpression(), !82)
    #dbg_value(double 0x4005BBBBBBBBBBBB, !77, !DIExpression(), !82)
    #dbg_value(double 0x3F56C16C16C16C17, !78, !DIExpression(), !82)
    #dbg_value(double 0x4005BE93E93E93E9, !77, !DIExpression(), !82)
    #dbg_value(double 0x3F2A01A01A01A01A, !78, !DIExpression(), !82)
    #dbg_value(double 0x4005BEFBEFBEFBF0, !77, !DIExpression(), !82)
    #dbg_value(double 0x3EFA01A01A01A01A, !78, !DIExpression(), !82)
    #dbg_value(double 0x4005BF08F08F08F1, !77, !DIExpression(), !82)
    #dbg_value(double 0x3EC71DE3A556C734, !78, !DIExpression(), !82)
    #dbg_value(double 0x4005BF0A626D4346, !77, !DIExpression(), !82)
    #dbg_value(double 0x3E927E4FB7789F5D, !78, !DIExpression(), !82)
    #dbg_value(double 0x4005BF0A8769E2B5, !77, !DIExpression(), !82)
    #dbg_value(double 0x3E5AE64567F544E4, !78, !DIExpression(), !82)
    #dbg_value(double 0x4005BF0A8AC6AB62, !77, !DIExpression(), !82)
    #dbg_value(double 0x3E21EED8EFF8D898, !78, !DIExpression(), !82)
    #dbg_value(double 0x4005BF0A8B0E66C6, !77, !DIExpression(), !82)
    #dbg_value(double 0x3DE6124613A86D0A, !78, !DIExpression(), !82)
    #dbg_value(double 0x4005BF0A8B13EB58, !77, !DIExpression(), !82)
    #dbg_value(double 0x3DA93974A8C07C9E, !78, !DIExpression(), !82)
    #dbg_value(double 0x4005BF0A8B14503E, !77, !DIExpression(), !82)
    #dbg_value(double 0x3D6AE7F3E733B820, !78, !DIExpression(), !82)
    #dbg_value(double 0x4005BF0A8B1456F8, !77, !DIExpression(), !82)
    #dbg_value(double 0x3D2AE7F3E733B820, !78, !DIExpression(), !82)
    #dbg_value(double 0x4005BF0A8B145764, !77, !DIExpression(), !82)
    #dbg_value(double 0x3CE952C77030AD4B, !78, !DIExpression(), !82)
    #dbg_value(double 0x4005BF0A8B14576A, !77, !DIExpression(), !82)
    #dbg_value(double 0x3CA6827863B97D98, !78, !DIExpression(), !82)
    #dbg_value(double 0x4005BF0A8B14576A, !77, !DIExpression(), !82)
    #dbg_value(double 0x3C62F49B46814158, !78, !DIExpression(), !82)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef 0x4005BF0A8B14576A), !dbg !130
  %46 = fmul double %43, 1.000000e+01, !dbg !131
  %47 = fptosi double %46 to i32, !dbg !132
  ret i32 %47, !dbg !133

48:                                               ; preds = %48, %1
  %49 = phi i32 [ 0, %1 ], [ %64, %48 ]
  %50 = phi double [ 0.000000e+00, %1 ], [ %63, %48 ]
    #dbg_value(i32 %49, !72, !DIExpression(), !98)
    #dbg_value(double %50, !70, !DIExpression(), !82)
  %51 = uitofp nneg i32 %49 to double, !dbg !134
  %52 = fadd double %51, 5.000000e-01, !dbg !135
  %53 = fdiv double %52, 2.000000e+04, !dbg !136
    #dbg_value(double %53, !74, !DIExpression(), !137)
  %54 = tail call double @llvm.fmuladd.f64(double %53, double %53, double 1.000000e+00), !dbg !138
  %55 = fdiv double 4.000000e+00, %54, !dbg !139
  %56 = fadd double %50, %55, !dbg !140
    #dbg_value(double %56, !70, !DIExpression(), !82)
  %57 = or disjoint i32 %49, 1, !dbg !141
    #dbg_value(i32 %57, !72, !DIExpression(), !98)
  %58 = uitofp nneg i32 %57 to double, !dbg !134
  %59 = fadd double %58, 5.000000e-01, !dbg !135
  %60 = fdiv double %59, 2.000000e+04, !dbg !136
    #dbg_value(double %60, !74, !DIExpression(), !137)
  %61 = tail call double @llvm.fmuladd.f64(double %60, double %60, double 1.000000e+00), !dbg !138
  %62 = fdiv double 4.000000e+00, %61, !dbg !139
  %63 = fadd double %56, %62, !dbg !140
    #dbg_value(double %63, !70, !DIExpression(), !82)
  %64 = add nuw nsw i32 %49, 2, !dbg !141
    #dbg_value(i32 %64, !72, !DIExpression(), !98)
  %65 = icmp eq i32 %64, 20000, !dbg !142
  br i1 %65, label %42, label %48, !dbg !99, !llvm.loop !143
}

; Function Attrs: nofree nounwind
declare !dbg !145 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !152 double @sin(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !156 double @cos(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !157 double @tan(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !158 double @exp(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !159 double @atan(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !160 double @tanh(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !161 double @log(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !162 double @log10(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !163 double @log2(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !164 double @sqrt(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !165 double @pow(double noundef, double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

declare double @exp2(double) local_unnamed_addr

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!44}
!llvm.module.flags = !{!49, !50, !51, !52, !53, !54, !55}
!llvm.ident = !{!56}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/math_functions.c", directory: ".", checksumkind: CSK_MD5, checksum: "6f6562e489e6981b316ca887e496227a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 536, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 67)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 360, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 45)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 19)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 31)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 23)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 22)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !19, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 17)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 16)
!44 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !45, globals: !48, splitDebugInlining: false, nameTableKind: None)
!45 = !{!46, !47}
!46 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!47 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!48 = !{!0, !7, !12, !17, !22, !27, !32, !34, !39}
!49 = !{i32 7, !"Dwarf Version", i32 5}
!50 = !{i32 2, !"Debug Info Version", i32 3}
!51 = !{i32 1, !"wchar_size", i32 4}
!52 = !{i32 8, !"PIC Level", i32 2}
!53 = !{i32 7, !"PIE Level", i32 2}
!54 = !{i32 7, !"uwtable", i32 2}
!55 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!56 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!57 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 7, type: !58, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !44, retainedNodes: !60)
!58 = !DISubroutineType(types: !59)
!59 = !{!47}
!60 = !{!61, !65, !67, !70, !71, !72, !74, !77, !78, !79}
!61 = !DILocalVariable(name: "xs", scope: !57, file: !2, line: 8, type: !62)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 512, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 8)
!65 = !DILocalVariable(name: "i", scope: !66, file: !2, line: 9, type: !47)
!66 = distinct !DILexicalBlock(scope: !57, file: !2, line: 9, column: 5)
!67 = !DILocalVariable(name: "x", scope: !68, file: !2, line: 10, type: !46)
!68 = distinct !DILexicalBlock(scope: !69, file: !2, line: 9, column: 33)
!69 = distinct !DILexicalBlock(scope: !66, file: !2, line: 9, column: 5)
!70 = !DILocalVariable(name: "integral", scope: !57, file: !2, line: 19, type: !46)
!71 = !DILocalVariable(name: "n", scope: !57, file: !2, line: 19, type: !47)
!72 = !DILocalVariable(name: "i", scope: !73, file: !2, line: 19, type: !47)
!73 = distinct !DILexicalBlock(scope: !57, file: !2, line: 19, column: 41)
!74 = !DILocalVariable(name: "t", scope: !75, file: !2, line: 19, type: !46)
!75 = distinct !DILexicalBlock(scope: !76, file: !2, line: 19, column: 69)
!76 = distinct !DILexicalBlock(scope: !73, file: !2, line: 19, column: 41)
!77 = !DILocalVariable(name: "e", scope: !57, file: !2, line: 21, type: !46)
!78 = !DILocalVariable(name: "term", scope: !57, file: !2, line: 21, type: !46)
!79 = !DILocalVariable(name: "i", scope: !80, file: !2, line: 21, type: !47)
!80 = distinct !DILexicalBlock(scope: !57, file: !2, line: 21, column: 29)
!81 = distinct !DIAssignID()
!82 = !DILocation(line: 0, scope: !57)
!83 = distinct !DIAssignID()
!84 = !DILocation(line: 0, scope: !66)
!85 = !DILocation(line: 9, column: 5, scope: !66)
!86 = !DILocation(line: 15, column: 5, scope: !57)
!87 = !DILocation(line: 16, column: 5, scope: !57)
!88 = !DILocation(line: 17, column: 62, scope: !57)
!89 = !DILocation(line: 17, column: 53, scope: !57)
!90 = !DILocation(line: 17, column: 97, scope: !57)
!91 = !DILocation(line: 17, column: 115, scope: !57)
!92 = !DILocation(line: 17, column: 5, scope: !57)
!93 = !DILocation(line: 18, column: 47, scope: !57)
!94 = !DILocation(line: 18, column: 59, scope: !57)
!95 = !DILocation(line: 18, column: 72, scope: !57)
!96 = !DILocation(line: 18, column: 82, scope: !57)
!97 = !DILocation(line: 18, column: 5, scope: !57)
!98 = !DILocation(line: 0, scope: !73)
!99 = !DILocation(line: 19, column: 41, scope: !73)
!100 = !DILocation(line: 10, column: 23, scope: !68)
!101 = !{!102, !102, i64 0}
!102 = !{!"double", !103, i64 0}
!103 = !{!"omnipotent char", !104, i64 0}
!104 = !{!"Simple C/C++ TBAA"}
!105 = !DILocation(line: 0, scope: !68)
!106 = !DILocation(line: 11, column: 89, scope: !68)
!107 = !DILocation(line: 11, column: 97, scope: !68)
!108 = !DILocation(line: 11, column: 105, scope: !68)
!109 = !DILocation(line: 11, column: 113, scope: !68)
!110 = !DILocation(line: 11, column: 121, scope: !68)
!111 = !DILocation(line: 11, column: 130, scope: !68)
!112 = !DILocation(line: 11, column: 9, scope: !68)
!113 = !DILocation(line: 12, column: 13, scope: !68)
!114 = !DILocation(line: 12, column: 75, scope: !115)
!115 = distinct !DILexicalBlock(scope: !68, file: !2, line: 12, column: 13)
!116 = !DILocation(line: 12, column: 83, scope: !115)
!117 = !DILocation(line: 12, column: 93, scope: !115)
!118 = !DILocation(line: 12, column: 102, scope: !115)
!119 = !DILocation(line: 12, column: 20, scope: !115)
!120 = !DILocation(line: 13, column: 39, scope: !68)
!121 = !DILocation(line: 13, scope: !68)
!122 = !DILocation(line: 13, column: 9, scope: !68)
!123 = !DILocation(line: 9, column: 29, scope: !69)
!124 = !DILocation(line: 9, column: 23, scope: !69)
!125 = distinct !{!125, !85, !126, !127}
!126 = !DILocation(line: 14, column: 5, scope: !66)
!127 = !{!"llvm.loop.mustprogress"}
!128 = !DILocation(line: 19, column: 141, scope: !57)
!129 = !DILocation(line: 20, column: 5, scope: !57)
!130 = !DILocation(line: 21, column: 84, scope: !57)
!131 = !DILocation(line: 22, column: 27, scope: !57)
!132 = !DILocation(line: 22, column: 12, scope: !57)
!133 = !DILocation(line: 22, column: 5, scope: !57)
!134 = !DILocation(line: 19, column: 83, scope: !75)
!135 = !DILocation(line: 19, column: 85, scope: !75)
!136 = !DILocation(line: 19, column: 92, scope: !75)
!137 = !DILocation(line: 0, scope: !75)
!138 = !DILocation(line: 19, column: 120, scope: !75)
!139 = !DILocation(line: 19, column: 113, scope: !75)
!140 = !DILocation(line: 19, column: 106, scope: !75)
!141 = !DILocation(line: 19, column: 65, scope: !76)
!142 = !DILocation(line: 19, column: 59, scope: !76)
!143 = distinct !{!143, !99, !144, !127}
!144 = !DILocation(line: 19, column: 130, scope: !73)
!145 = !DISubprogram(name: "printf", scope: !146, file: !146, line: 356, type: !147, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!146 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!147 = !DISubroutineType(types: !148)
!148 = !{!47, !149, null}
!149 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !150)
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !151, size: 64)
!151 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!152 = !DISubprogram(name: "sin", scope: !153, file: !153, line: 64, type: !154, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!153 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!154 = !DISubroutineType(types: !155)
!155 = !{!46, !46}
!156 = !DISubprogram(name: "cos", scope: !153, file: !153, line: 62, type: !154, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!157 = !DISubprogram(name: "tan", scope: !153, file: !153, line: 66, type: !154, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!158 = !DISubprogram(name: "exp", scope: !153, file: !153, line: 95, type: !154, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!159 = !DISubprogram(name: "atan", scope: !153, file: !153, line: 57, type: !154, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!160 = !DISubprogram(name: "tanh", scope: !153, file: !153, line: 75, type: !154, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!161 = !DISubprogram(name: "log", scope: !153, file: !153, line: 104, type: !154, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!162 = !DISubprogram(name: "log10", scope: !153, file: !153, line: 107, type: !154, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!163 = !DISubprogram(name: "log2", scope: !153, file: !153, line: 133, type: !154, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!164 = !DISubprogram(name: "sqrt", scope: !153, file: !153, line: 143, type: !154, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!165 = !DISubprogram(name: "pow", scope: !153, file: !153, line: 140, type: !166, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!166 = !DISubroutineType(types: !167)
!167 = !{!46, !46, !46}
