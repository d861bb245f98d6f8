; ModuleID = 'programs/fp_frexp_ldexp.c'
source_filename = "programs/fp_frexp_ldexp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.v = private unnamed_addr constant [9 x double] [double 1.000000e+00, double 7.500000e-01, double -1.050000e+01, double 1.000000e+300, double 4.940660e-324, double 0x10000000000000, double 0x7FEFFFFFFFFFFFFF, double 0.000000e+00, double -0.000000e+00], align 16
@.str = private unnamed_addr constant [39 x i8] c"frexp(%a) = %a * 2^%d ilogb=%d logb=%g\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [40 x i8] c" ldexp(m,e)=%a nextafter up=%a down=%a\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [78 x i8] c"ldexp(1,1024)=%g ldexp(1,-1075)=%a ldexp(1,-1074)=%a ldexp(0x1.8p0,-1074)=%a\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [57 x i8] c"scalbn(3,10)=%g scalbnf(1,-149)=%a scalbnl(1,16383)=%La\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [42 x i8] c"frexpf(-96)=%a,%d frexpl(1e-4940)=%La,%d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [74 x i8] c"nexttoward(1.0f, 2.0L)=%a nexttoward(0.0, -1.0L)=%a nextafterl(1, 2)=%La\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [15 x i8] c"modf %g %.17g\0A\00", align 1, !dbg !32

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !49 {
  %1 = alloca [9 x double], align 16, !DIAssignID !74
    #dbg_assign(i1 undef, !54, !DIExpression(), !74, ptr %1, !DIExpression(), !75)
  %2 = alloca i32, align 4, !DIAssignID !76
    #dbg_assign(i1 undef, !61, !DIExpression(), !76, ptr %2, !DIExpression(), !77)
  %3 = alloca i32, align 4, !DIAssignID !78
    #dbg_assign(i1 undef, !67, !DIExpression(), !78, ptr %3, !DIExpression(), !75)
  %4 = alloca i32, align 4, !DIAssignID !79
    #dbg_assign(i1 undef, !70, !DIExpression(), !79, ptr %4, !DIExpression(), !75)
  %5 = alloca double, align 8, !DIAssignID !80
    #dbg_assign(i1 undef, !71, !DIExpression(), !80, ptr %5, !DIExpression(), !75)
  %6 = alloca i32, align 4, !DIAssignID !81
    #dbg_assign(i1 undef, !73, !DIExpression(), !81, ptr %6, !DIExpression(), !75)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %1) #8, !dbg !82
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr align 16 @__const.main.v, i64 72, i1 true), !dbg !83, !DIAssignID !84
    #dbg_assign(i1 undef, !54, !DIExpression(), !84, ptr %1, !DIExpression(), !75)
    #dbg_value(i32 0, !59, !DIExpression(), !85)
  br label %37, !dbg !86

7:                                                ; preds = %56
  %8 = tail call double @ldexp(double noundef 1.000000e+00, i32 noundef 1024) #8, !dbg !87
  %9 = tail call double @ldexp(double noundef 1.000000e+00, i32 noundef -1075) #8, !dbg !88
  %10 = tail call double @ldexp(double noundef 1.000000e+00, i32 noundef -1074) #8, !dbg !89
  %11 = tail call double @ldexp(double noundef 1.500000e+00, i32 noundef -1074) #8, !dbg !90
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %8, double noundef %9, double noundef %10, double noundef %11), !dbg !91
  %13 = tail call double @scalbn(double noundef 3.000000e+00, i32 noundef 10) #8, !dbg !92
  %14 = tail call float @scalbnf(float noundef 1.000000e+00, i32 noundef -149) #8, !dbg !93
  %15 = fpext float %14 to double, !dbg !94
  %16 = tail call x86_fp80 @scalbnl(x86_fp80 noundef 0xK3FFF8000000000000000, i32 noundef 16383) #8, !dbg !95
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %13, double noundef %15, x86_fp80 noundef %16), !dbg !96
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #8, !dbg !97
  %18 = call float @frexpf(float noundef -9.600000e+01, ptr noundef nonnull %3) #8, !dbg !98
    #dbg_value(float %18, !65, !DIExpression(), !75)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #8, !dbg !99
  %19 = call x86_fp80 @frexpl(x86_fp80 noundef 0xK00000000000663278E62, ptr noundef nonnull %4) #8, !dbg !100
    #dbg_value(x86_fp80 %19, !68, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !75)
  %20 = fpext float %18 to double, !dbg !101
  %21 = load i32, ptr %3, align 4, !dbg !102, !tbaa !103
  %22 = load i32, ptr %4, align 4, !dbg !107, !tbaa !103
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %20, i32 noundef %21, x86_fp80 noundef %19, i32 noundef %22), !dbg !108
  %24 = tail call float @nexttowardf(float noundef 1.000000e+00, x86_fp80 noundef 0xK40008000000000000000) #8, !dbg !109
  %25 = fpext float %24 to double, !dbg !110
  %26 = tail call double @nexttoward(double noundef 0.000000e+00, x86_fp80 noundef 0xKBFFF8000000000000000) #8, !dbg !111
  %27 = tail call x86_fp80 @nextafterl(x86_fp80 noundef 0xK3FFF8000000000000000, x86_fp80 noundef 0xK40008000000000000000) #8, !dbg !112
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %25, double noundef %26, x86_fp80 noundef %27), !dbg !113
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #8, !dbg !114
  %29 = call double @modf(double noundef -1.234560e+02, ptr noundef nonnull %5) #8, !dbg !115
    #dbg_value(double %29, !72, !DIExpression(), !75)
  %30 = load double, ptr %5, align 8, !dbg !116, !tbaa !117
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %30, double noundef %29), !dbg !119
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #8, !dbg !120
  %32 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !121
  %33 = load volatile double, ptr %32, align 8, !dbg !121, !tbaa !117
  %34 = call double @frexp(double noundef %33, ptr noundef nonnull %6) #8, !dbg !122
  %35 = load i32, ptr %6, align 4, !dbg !123, !tbaa !103
  %36 = and i32 %35, 127, !dbg !124
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #8, !dbg !125
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #8, !dbg !125
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #8, !dbg !125
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #8, !dbg !125
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %1) #8, !dbg !125
  ret i32 %36, !dbg !126

37:                                               ; preds = %0, %56
  %38 = phi i64 [ 0, %0 ], [ %65, %56 ]
    #dbg_value(i64 %38, !59, !DIExpression(), !85)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #8, !dbg !127
  %39 = getelementptr inbounds [9 x double], ptr %1, i64 0, i64 %38, !dbg !128
  %40 = load volatile double, ptr %39, align 8, !dbg !128, !tbaa !117
  %41 = call double @frexp(double noundef %40, ptr noundef nonnull %2) #8, !dbg !129
    #dbg_value(double %41, !64, !DIExpression(), !77)
  %42 = load volatile double, ptr %39, align 8, !dbg !130, !tbaa !117
  %43 = load i32, ptr %2, align 4, !dbg !131, !tbaa !103
  %44 = load volatile double, ptr %39, align 8, !dbg !132, !tbaa !117
  %45 = fcmp une double %44, 0.000000e+00, !dbg !133
  br i1 %45, label %46, label %49, !dbg !132

46:                                               ; preds = %37
  %47 = load volatile double, ptr %39, align 8, !dbg !134, !tbaa !117
  %48 = tail call i32 @ilogb(double noundef %47) #8, !dbg !135
  br label %49, !dbg !132

49:                                               ; preds = %37, %46
  %50 = phi i32 [ %48, %46 ], [ 0, %37 ], !dbg !132
  %51 = load volatile double, ptr %39, align 8, !dbg !136, !tbaa !117
  %52 = fcmp une double %51, 0.000000e+00, !dbg !137
  br i1 %52, label %53, label %56, !dbg !136

53:                                               ; preds = %49
  %54 = load volatile double, ptr %39, align 8, !dbg !138, !tbaa !117
  %55 = tail call double @logb(double noundef %54) #8, !dbg !139
  br label %56, !dbg !136

56:                                               ; preds = %49, %53
  %57 = phi double [ %55, %53 ], [ 0.000000e+00, %49 ], !dbg !136
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %42, double noundef %41, i32 noundef %43, i32 noundef %50, double noundef %57), !dbg !140
  %59 = tail call double @ldexp(double noundef %41, i32 noundef %43) #8, !dbg !141
  %60 = load volatile double, ptr %39, align 8, !dbg !142, !tbaa !117
  %61 = tail call double @nextafter(double noundef %60, double noundef 0x7FF0000000000000) #8, !dbg !143
  %62 = load volatile double, ptr %39, align 8, !dbg !144, !tbaa !117
  %63 = tail call double @nextafter(double noundef %62, double noundef 0xFFF0000000000000) #8, !dbg !145
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %59, double noundef %61, double noundef %63), !dbg !146
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #8, !dbg !147
  %65 = add nuw nsw i64 %38, 1, !dbg !148
    #dbg_value(i64 %65, !59, !DIExpression(), !85)
  %66 = icmp eq i64 %65, 9, !dbg !149
  br i1 %66, label %7, label %37, !dbg !86, !llvm.loop !150
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare !dbg !153 double @frexp(double noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !158 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !165 i32 @ilogb(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !168 double @logb(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !171 double @ldexp(double noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare !dbg !174 double @nextafter(double noundef, double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !177 double @scalbn(double noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare !dbg !178 float @scalbnf(float noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare !dbg !181 x86_fp80 @scalbnl(x86_fp80 noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare !dbg !184 float @frexpf(float noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare !dbg !187 x86_fp80 @frexpl(x86_fp80 noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !190 float @nexttowardf(float noundef, x86_fp80 noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare !dbg !193 double @nexttoward(double noundef, x86_fp80 noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare !dbg !196 x86_fp80 @nextafterl(x86_fp80 noundef, x86_fp80 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare !dbg !199 double @modf(double noundef, ptr nocapture noundef) local_unnamed_addr #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!37}
!llvm.module.flags = !{!41, !42, !43, !44, !45, !46, !47}
!llvm.ident = !{!48}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/fp_frexp_ldexp.c", directory: ".", checksumkind: CSK_MD5, checksum: "6aeda59dfb1ea2b5280f1cc0dd280949")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 312, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 39)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 40)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 624, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 78)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 456, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 57)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 336, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 42)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 592, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 74)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 15)
!37 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !38, globals: !40, splitDebugInlining: false, nameTableKind: None)
!38 = !{!39}
!39 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!40 = !{!0, !7, !12, !17, !22, !27, !32}
!41 = !{i32 7, !"Dwarf Version", i32 5}
!42 = !{i32 2, !"Debug Info Version", i32 3}
!43 = !{i32 1, !"wchar_size", i32 4}
!44 = !{i32 8, !"PIC Level", i32 2}
!45 = !{i32 7, !"PIE Level", i32 2}
!46 = !{i32 7, !"uwtable", i32 2}
!47 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!48 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!49 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 8, type: !50, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !53)
!50 = !DISubroutineType(types: !51)
!51 = !{!52}
!52 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!53 = !{!54, !59, !61, !64, !65, !67, !68, !70, !71, !72, !73}
!54 = !DILocalVariable(name: "v", scope: !49, file: !2, line: 9, type: !55)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !56, size: 576, elements: !57)
!56 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !39)
!57 = !{!58}
!58 = !DISubrange(count: 9)
!59 = !DILocalVariable(name: "i", scope: !60, file: !2, line: 10, type: !52)
!60 = distinct !DILexicalBlock(scope: !49, file: !2, line: 10, column: 5)
!61 = !DILocalVariable(name: "e", scope: !62, file: !2, line: 11, type: !52)
!62 = distinct !DILexicalBlock(scope: !63, file: !2, line: 10, column: 33)
!63 = distinct !DILexicalBlock(scope: !60, file: !2, line: 10, column: 5)
!64 = !DILocalVariable(name: "m", scope: !62, file: !2, line: 11, type: !39)
!65 = !DILocalVariable(name: "fm", scope: !49, file: !2, line: 17, type: !66)
!66 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!67 = !DILocalVariable(name: "fe", scope: !49, file: !2, line: 17, type: !52)
!68 = !DILocalVariable(name: "lm", scope: !49, file: !2, line: 18, type: !69)
!69 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!70 = !DILocalVariable(name: "le", scope: !49, file: !2, line: 18, type: !52)
!71 = !DILocalVariable(name: "ip", scope: !49, file: !2, line: 21, type: !39)
!72 = !DILocalVariable(name: "fp", scope: !49, file: !2, line: 21, type: !39)
!73 = !DILocalVariable(name: "e", scope: !49, file: !2, line: 23, type: !52)
!74 = distinct !DIAssignID()
!75 = !DILocation(line: 0, scope: !49)
!76 = distinct !DIAssignID()
!77 = !DILocation(line: 0, scope: !62)
!78 = distinct !DIAssignID()
!79 = distinct !DIAssignID()
!80 = distinct !DIAssignID()
!81 = distinct !DIAssignID()
!82 = !DILocation(line: 9, column: 5, scope: !49)
!83 = !DILocation(line: 9, column: 21, scope: !49)
!84 = distinct !DIAssignID()
!85 = !DILocation(line: 0, scope: !60)
!86 = !DILocation(line: 10, column: 5, scope: !60)
!87 = !DILocation(line: 15, column: 94, scope: !49)
!88 = !DILocation(line: 15, column: 112, scope: !49)
!89 = !DILocation(line: 15, column: 131, scope: !49)
!90 = !DILocation(line: 15, column: 150, scope: !49)
!91 = !DILocation(line: 15, column: 5, scope: !49)
!92 = !DILocation(line: 16, column: 73, scope: !49)
!93 = !DILocation(line: 16, column: 98, scope: !49)
!94 = !DILocation(line: 16, column: 90, scope: !49)
!95 = !DILocation(line: 16, column: 119, scope: !49)
!96 = !DILocation(line: 16, column: 5, scope: !49)
!97 = !DILocation(line: 17, column: 15, scope: !49)
!98 = !DILocation(line: 17, column: 28, scope: !49)
!99 = !DILocation(line: 18, column: 21, scope: !49)
!100 = !DILocation(line: 18, column: 34, scope: !49)
!101 = !DILocation(line: 19, column: 58, scope: !49)
!102 = !DILocation(line: 19, column: 70, scope: !49)
!103 = !{!104, !104, i64 0}
!104 = !{!"int", !105, i64 0}
!105 = !{!"omnipotent char", !106, i64 0}
!106 = !{!"Simple C/C++ TBAA"}
!107 = !DILocation(line: 19, column: 78, scope: !49)
!108 = !DILocation(line: 19, column: 5, scope: !49)
!109 = !DILocation(line: 20, column: 98, scope: !49)
!110 = !DILocation(line: 20, column: 90, scope: !49)
!111 = !DILocation(line: 20, column: 123, scope: !49)
!112 = !DILocation(line: 20, column: 147, scope: !49)
!113 = !DILocation(line: 20, column: 5, scope: !49)
!114 = !DILocation(line: 21, column: 5, scope: !49)
!115 = !DILocation(line: 21, column: 28, scope: !49)
!116 = !DILocation(line: 22, column: 31, scope: !49)
!117 = !{!118, !118, i64 0}
!118 = !{!"double", !105, i64 0}
!119 = !DILocation(line: 22, column: 5, scope: !49)
!120 = !DILocation(line: 23, column: 5, scope: !49)
!121 = !DILocation(line: 23, column: 18, scope: !49)
!122 = !DILocation(line: 23, column: 12, scope: !49)
!123 = !DILocation(line: 24, column: 12, scope: !49)
!124 = !DILocation(line: 24, column: 14, scope: !49)
!125 = !DILocation(line: 25, column: 1, scope: !49)
!126 = !DILocation(line: 24, column: 5, scope: !49)
!127 = !DILocation(line: 11, column: 9, scope: !62)
!128 = !DILocation(line: 11, column: 33, scope: !62)
!129 = !DILocation(line: 11, column: 27, scope: !62)
!130 = !DILocation(line: 12, column: 58, scope: !62)
!131 = !DILocation(line: 12, column: 67, scope: !62)
!132 = !DILocation(line: 12, column: 70, scope: !62)
!133 = !DILocation(line: 12, column: 75, scope: !62)
!134 = !DILocation(line: 12, column: 88, scope: !62)
!135 = !DILocation(line: 12, column: 82, scope: !62)
!136 = !DILocation(line: 12, column: 99, scope: !62)
!137 = !DILocation(line: 12, column: 104, scope: !62)
!138 = !DILocation(line: 12, column: 116, scope: !62)
!139 = !DILocation(line: 12, column: 111, scope: !62)
!140 = !DILocation(line: 12, column: 9, scope: !62)
!141 = !DILocation(line: 13, column: 60, scope: !62)
!142 = !DILocation(line: 13, column: 83, scope: !62)
!143 = !DILocation(line: 13, column: 73, scope: !62)
!144 = !DILocation(line: 13, column: 110, scope: !62)
!145 = !DILocation(line: 13, column: 100, scope: !62)
!146 = !DILocation(line: 13, column: 9, scope: !62)
!147 = !DILocation(line: 14, column: 5, scope: !63)
!148 = !DILocation(line: 10, column: 29, scope: !63)
!149 = !DILocation(line: 10, column: 23, scope: !63)
!150 = distinct !{!150, !86, !151, !152}
!151 = !DILocation(line: 14, column: 5, scope: !60)
!152 = !{!"llvm.loop.mustprogress"}
!153 = !DISubprogram(name: "frexp", scope: !154, file: !154, line: 98, type: !155, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!154 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!155 = !DISubroutineType(types: !156)
!156 = !{!39, !39, !157}
!157 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!158 = !DISubprogram(name: "printf", scope: !159, file: !159, line: 356, type: !160, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!159 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!160 = !DISubroutineType(types: !161)
!161 = !{!52, !162, null}
!162 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !163)
!163 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !164, size: 64)
!164 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!165 = !DISubprogram(name: "ilogb", scope: !154, file: !154, line: 283, type: !166, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!166 = !DISubroutineType(types: !167)
!167 = !{!52, !39}
!168 = !DISubprogram(name: "logb", scope: !154, file: !154, line: 125, type: !169, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!169 = !DISubroutineType(types: !170)
!170 = !{!39, !39}
!171 = !DISubprogram(name: "ldexp", scope: !154, file: !154, line: 101, type: !172, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!172 = !DISubroutineType(types: !173)
!173 = !{!39, !39, !52}
!174 = !DISubprogram(name: "nextafter", scope: !154, file: !154, line: 262, type: !175, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!175 = !DISubroutineType(types: !176)
!176 = !{!39, !39, !39}
!177 = !DISubprogram(name: "scalbn", scope: !154, file: !154, line: 279, type: !172, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!178 = !DISubprogram(name: "scalbnf", scope: !154, file: !154, line: 279, type: !179, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!179 = !DISubroutineType(types: !180)
!180 = !{!66, !66, !52}
!181 = !DISubprogram(name: "scalbnl", scope: !154, file: !154, line: 279, type: !182, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!182 = !DISubroutineType(types: !183)
!183 = !{!69, !69, !52}
!184 = !DISubprogram(name: "frexpf", scope: !154, file: !154, line: 98, type: !185, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!185 = !DISubroutineType(types: !186)
!186 = !{!66, !66, !157}
!187 = !DISubprogram(name: "frexpl", scope: !154, file: !154, line: 98, type: !188, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!188 = !DISubroutineType(types: !189)
!189 = !{!69, !69, !157}
!190 = !DISubprogram(name: "nexttowardf", scope: !154, file: !154, line: 264, type: !191, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!191 = !DISubroutineType(types: !192)
!192 = !{!66, !66, !69}
!193 = !DISubprogram(name: "nexttoward", scope: !154, file: !154, line: 264, type: !194, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!194 = !DISubroutineType(types: !195)
!195 = !{!39, !39, !69}
!196 = !DISubprogram(name: "nextafterl", scope: !154, file: !154, line: 262, type: !197, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!197 = !DISubroutineType(types: !198)
!198 = !{!69, !69, !69}
!199 = !DISubprogram(name: "modf", scope: !154, file: !154, line: 110, type: !200, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!200 = !DISubroutineType(types: !201)
!201 = !{!39, !39, !202}
!202 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
