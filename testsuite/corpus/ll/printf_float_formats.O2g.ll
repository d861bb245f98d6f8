; ModuleID = 'programs/printf_float_formats.c'
source_filename = "programs/printf_float_formats.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.dv = private unnamed_addr constant [20 x double] [double 0.000000e+00, double -0.000000e+00, double 1.000000e+00, double -1.500000e+00, double 1.000000e-01, double 0x3FD5555555555555, double 0x419D6F3454000000, double 1.000000e-05, double 1.000000e-300, double 1.000000e+300, double 0x7FEFFFFFFFFFFFFF, double 0x10000000000000, double 4.940660e-324, double 0x7FF0000000000000, double 0xFFF0000000000000, double 0x7FF8000000000000, double 2.500000e+00, double 1.250000e-01, double 0x412E847F00000000, double 1.000000e+21], align 16
@.str = private unnamed_addr constant [117 x i8] c"[%a] [%A] [%.3a] [%e] [%.0e] [%f] [%.10f] [%g] [%.17g] [%G] [%10.3g] [%-12.4e|] [%+f] [% g] [%#g] [%#.0f] [%012.3f]\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [36 x i8] c"[%La] [%Le] [%.25Lg] [%Lg] [%.3Lf]\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [15 x i8] c"f: %a %.9g %e\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [17 x i8] c"%*.*f|%-*d|%.*e\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [9 x i8] c"%5.1f%%\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [6 x i8] c"%.20g\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [11 x i8] c"%s len=%d\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [3 x i8] c"%f\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [21 x i8] c"trunc '%s' would=%d\0A\00", align 1, !dbg !42

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !59 {
  %1 = alloca [64 x i8], align 16, !DIAssignID !99
    #dbg_assign(i1 undef, !89, !DIExpression(), !99, ptr %1, !DIExpression(), !100)
  %2 = alloca i64, align 8, !DIAssignID !101
    #dbg_assign(i1 undef, !94, !DIExpression(), !101, ptr %2, !DIExpression(), !100)
    #dbg_value(i32 0, !68, !DIExpression(), !102)
  br label %3, !dbg !103

3:                                                ; preds = %0, %3
  %4 = phi i64 [ 0, %0 ], [ %21, %3 ]
    #dbg_value(i64 %4, !68, !DIExpression(), !102)
  %5 = getelementptr inbounds [20 x double], ptr @__const.main.dv, i64 0, i64 %4, !dbg !104
  %6 = load double, ptr %5, align 8, !dbg !104, !tbaa !105
    #dbg_value(double %6, !71, !DIExpression(), !109)
  %7 = tail call double @llvm.fabs.f64(double %6), !dbg !110
  %8 = fcmp olt double %7, 1.000000e+30, !dbg !111
  %9 = fcmp ueq double %7, 0x7FF0000000000000
  %10 = or i1 %8, %9, !dbg !112
  %11 = select i1 %10, double %6, double 0.000000e+00, !dbg !112
  %12 = fcmp olt double %7, 1.000000e+10, !dbg !113
  %13 = or i1 %12, %9, !dbg !114
  %14 = select i1 %13, double %6, double 0.000000e+00, !dbg !114
  %15 = fcmp olt double %7, 1.000000e+20, !dbg !115
  %16 = or i1 %15, %9, !dbg !116
  %17 = select i1 %16, double %6, double 1.000000e+00, !dbg !116
  %18 = select i1 %16, double %6, double 2.000000e+00, !dbg !117
  %19 = select i1 %16, double %6, double 3.000000e+00, !dbg !118
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %6, double noundef %6, double noundef %6, double noundef %6, double noundef %6, double noundef %11, double noundef %14, double noundef %6, double noundef %6, double noundef %6, double noundef %6, double noundef %6, double noundef %17, double noundef %6, double noundef %6, double noundef %18, double noundef %19), !dbg !119
  %21 = add nuw nsw i64 %4, 1, !dbg !120
    #dbg_value(i64 %21, !68, !DIExpression(), !102)
  %22 = icmp eq i64 %21, 20, !dbg !121
  br i1 %22, label %23, label %3, !dbg !103, !llvm.loop !122

23:                                               ; preds = %3
    #dbg_value(i64 0, !77, !DIExpression(), !125)
    #dbg_value(x86_fp80 0xK00000000000000000000, !79, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !126)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, x86_fp80 noundef 0xK00000000000000000000, x86_fp80 noundef 0xK00000000000000000000, x86_fp80 noundef 0xK00000000000000000000, x86_fp80 noundef 0xK00000000000000000000, x86_fp80 noundef 0xK00000000000000000000), !dbg !127
    #dbg_value(i64 1, !77, !DIExpression(), !125)
    #dbg_value(x86_fp80 0xK3FFF8000000000000000, !79, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !126)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, x86_fp80 noundef 0xK3FFF8000000000000000, x86_fp80 noundef 0xK3FFF8000000000000000, x86_fp80 noundef 0xK3FFF8000000000000000, x86_fp80 noundef 0xK3FFF8000000000000000, x86_fp80 noundef 0xK3FFF8000000000000000), !dbg !127
    #dbg_value(i64 2, !77, !DIExpression(), !125)
    #dbg_value(x86_fp80 0xKBFFDAAAAAAAAAAAAAAAB, !79, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !126)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, x86_fp80 noundef 0xKBFFDAAAAAAAAAAAAAAAB, x86_fp80 noundef 0xKBFFDAAAAAAAAAAAAAAAB, x86_fp80 noundef 0xKBFFDAAAAAAAAAAAAAAAB, x86_fp80 noundef 0xKBFFDAAAAAAAAAAAAAAAB, x86_fp80 noundef 0xKBFFDAAAAAAAAAAAAAAAB), !dbg !127
    #dbg_value(i64 3, !77, !DIExpression(), !125)
    #dbg_value(x86_fp80 0xK7FFEFFFFFFFFFFFFFFFF, !79, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !126)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, x86_fp80 noundef 0xK7FFEFFFFFFFFFFFFFFFF, x86_fp80 noundef 0xK7FFEFFFFFFFFFFFFFFFF, x86_fp80 noundef 0xK7FFEFFFFFFFFFFFFFFFF, x86_fp80 noundef 0xK7FFEFFFFFFFFFFFFFFFF, x86_fp80 noundef 0xK00000000000000000000), !dbg !127
    #dbg_value(i64 4, !77, !DIExpression(), !125)
    #dbg_value(x86_fp80 0xK00018000000000000000, !79, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !126)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, x86_fp80 noundef 0xK00018000000000000000, x86_fp80 noundef 0xK00018000000000000000, x86_fp80 noundef 0xK00018000000000000000, x86_fp80 noundef 0xK00018000000000000000, x86_fp80 noundef 0xK00018000000000000000), !dbg !127
    #dbg_value(i64 5, !77, !DIExpression(), !125)
    #dbg_value(x86_fp80 0xK3FC08000000000000000, !79, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !126)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, x86_fp80 noundef 0xK3FC08000000000000000, x86_fp80 noundef 0xK3FC08000000000000000, x86_fp80 noundef 0xK3FC08000000000000000, x86_fp80 noundef 0xK3FC08000000000000000, x86_fp80 noundef 0xK3FC08000000000000000), !dbg !127
    #dbg_value(i64 6, !77, !DIExpression(), !125)
    #dbg_value(x86_fp80 0xK73E6D1BA8323FE558C61, !79, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !126)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, x86_fp80 noundef 0xK73E6D1BA8323FE558C61, x86_fp80 noundef 0xK73E6D1BA8323FE558C61, x86_fp80 noundef 0xK73E6D1BA8323FE558C61, x86_fp80 noundef 0xK73E6D1BA8323FE558C61, x86_fp80 noundef 0xK00000000000000000000), !dbg !127
    #dbg_value(i64 7, !77, !DIExpression(), !125)
    #dbg_value(x86_fp80 0xK4000C90FDAA22168C235, !79, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !126)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, x86_fp80 noundef 0xK4000C90FDAA22168C235, x86_fp80 noundef 0xK4000C90FDAA22168C235, x86_fp80 noundef 0xK4000C90FDAA22168C235, x86_fp80 noundef 0xK4000C90FDAA22168C235, x86_fp80 noundef 0xK4000C90FDAA22168C235), !dbg !127
    #dbg_value(i64 8, !77, !DIExpression(), !125)
    #dbg_value(x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, !79, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !126)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, x86_fp80 noundef 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80 noundef 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80 noundef 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80 noundef 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80 noundef 0xK3FFBCCCCCCCCCCCCCCCD), !dbg !127
    #dbg_value(i64 9, !77, !DIExpression(), !125)
    #dbg_value(i64 0, !87, !DIExpression(), !128)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0x3FB99999A0000000, double noundef 0x3FB99999A0000000, double noundef 0x3FB99999A0000000), !dbg !129
    #dbg_value(i64 1, !87, !DIExpression(), !128)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0x4170000000000000, double noundef 0x4170000000000000, double noundef 0x4170000000000000), !dbg !129
    #dbg_value(i64 2, !87, !DIExpression(), !128)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0x47EFFFFFE0000000, double noundef 0x47EFFFFFE0000000, double noundef 0x47EFFFFFE0000000), !dbg !129
    #dbg_value(i64 3, !87, !DIExpression(), !128)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0x3810000000000000, double noundef 0x3810000000000000, double noundef 0x3810000000000000), !dbg !129
    #dbg_value(i64 4, !87, !DIExpression(), !128)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0x36A0000000000000, double noundef 0x36A0000000000000, double noundef 0x36A0000000000000), !dbg !129
    #dbg_value(i64 5, !87, !DIExpression(), !128)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 12, i32 noundef 4, double noundef 3.141590e+00, i32 noundef 6, i32 noundef 42, i32 noundef 2, double noundef 0x44DFE185CA57C517), !dbg !131
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 9.995000e+01), !dbg !132
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #4, !dbg !133
  %40 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 64, ptr noundef nonnull @.str.5, double noundef 1.000000e-01) #4, !dbg !134
    #dbg_value(i32 %40, !93, !DIExpression(), !100)
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %1, i32 noundef %40), !dbg !135
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2), !dbg !136
  store volatile i64 8, ptr %2, align 8, !dbg !137, !tbaa !138, !DIAssignID !140
    #dbg_assign(i64 8, !94, !DIExpression(), !140, ptr %2, !DIExpression(), !100)
  %42 = load volatile i64, ptr %2, align 8, !dbg !141, !tbaa !138
  %43 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %1, i64 noundef %42, ptr noundef nonnull @.str.7, double noundef 0x4132D687E4189375) #4, !dbg !142
    #dbg_value(i32 %43, !93, !DIExpression(), !100)
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %1, i32 noundef %43), !dbg !143
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2), !dbg !144
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #4, !dbg !144
  ret i32 0, !dbg !145
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !146 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !153 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!47}
!llvm.module.flags = !{!51, !52, !53, !54, !55, !56, !57}
!llvm.ident = !{!58}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/printf_float_formats.c", directory: ".", checksumkind: CSK_MD5, checksum: "f3958193fdfaf8bebcbc8189cf8d5259")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 936, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 117)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 36)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 15)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 17)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 9)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 6)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 11)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 3)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 21)
!47 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !48, globals: !50, splitDebugInlining: false, nameTableKind: None)
!48 = !{!49}
!49 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!50 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42}
!51 = !{i32 7, !"Dwarf Version", i32 5}
!52 = !{i32 2, !"Debug Info Version", i32 3}
!53 = !{i32 1, !"wchar_size", i32 4}
!54 = !{i32 8, !"PIC Level", i32 2}
!55 = !{i32 7, !"PIE Level", i32 2}
!56 = !{i32 7, !"uwtable", i32 2}
!57 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!58 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!59 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 6, type: !60, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !63)
!60 = !DISubroutineType(types: !61)
!61 = !{!62}
!62 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!63 = !{!64, !68, !71, !74, !77, !79, !82, !87, !89, !93, !94}
!64 = !DILocalVariable(name: "dv", scope: !59, file: !2, line: 7, type: !65)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 1280, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 20)
!68 = !DILocalVariable(name: "i", scope: !69, file: !2, line: 8, type: !70)
!69 = distinct !DILexicalBlock(scope: !59, file: !2, line: 8, column: 5)
!70 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!71 = !DILocalVariable(name: "d", scope: !72, file: !2, line: 9, type: !49)
!72 = distinct !DILexicalBlock(scope: !73, file: !2, line: 8, column: 61)
!73 = distinct !DILexicalBlock(scope: !69, file: !2, line: 8, column: 5)
!74 = !DILocalVariable(name: "lv", scope: !59, file: !2, line: 13, type: !75)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !76, size: 1152, elements: !25)
!76 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!77 = !DILocalVariable(name: "i", scope: !78, file: !2, line: 14, type: !70)
!78 = distinct !DILexicalBlock(scope: !59, file: !2, line: 14, column: 5)
!79 = !DILocalVariable(name: "l", scope: !80, file: !2, line: 15, type: !76)
!80 = distinct !DILexicalBlock(scope: !81, file: !2, line: 14, column: 61)
!81 = distinct !DILexicalBlock(scope: !78, file: !2, line: 14, column: 5)
!82 = !DILocalVariable(name: "fv", scope: !59, file: !2, line: 18, type: !83)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !84, size: 160, elements: !85)
!84 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!85 = !{!86}
!86 = !DISubrange(count: 5)
!87 = !DILocalVariable(name: "i", scope: !88, file: !2, line: 19, type: !62)
!88 = distinct !DILexicalBlock(scope: !59, file: !2, line: 19, column: 5)
!89 = !DILocalVariable(name: "buf", scope: !59, file: !2, line: 22, type: !90)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !91)
!91 = !{!92}
!92 = !DISubrange(count: 64)
!93 = !DILocalVariable(name: "n", scope: !59, file: !2, line: 22, type: !62)
!94 = !DILocalVariable(name: "lim", scope: !59, file: !2, line: 23, type: !95)
!95 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !96)
!96 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !97, line: 18, baseType: !98)
!97 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!98 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!99 = distinct !DIAssignID()
!100 = !DILocation(line: 0, scope: !59)
!101 = distinct !DIAssignID()
!102 = !DILocation(line: 0, scope: !69)
!103 = !DILocation(line: 8, column: 5, scope: !69)
!104 = !DILocation(line: 9, column: 20, scope: !72)
!105 = !{!106, !106, i64 0}
!106 = !{!"double", !107, i64 0}
!107 = !{!"omnipotent char", !108, i64 0}
!108 = !{!"Simple C/C++ TBAA"}
!109 = !DILocation(line: 0, scope: !72)
!110 = !DILocation(line: 11, column: 32, scope: !72)
!111 = !DILocation(line: 11, column: 40, scope: !72)
!112 = !DILocation(line: 11, column: 47, scope: !72)
!113 = !DILocation(line: 11, column: 84, scope: !72)
!114 = !DILocation(line: 11, column: 91, scope: !72)
!115 = !DILocation(line: 11, column: 143, scope: !72)
!116 = !DILocation(line: 11, column: 150, scope: !72)
!117 = !DILocation(line: 11, column: 200, scope: !72)
!118 = !DILocation(line: 11, column: 244, scope: !72)
!119 = !DILocation(line: 10, column: 9, scope: !72)
!120 = !DILocation(line: 8, column: 57, scope: !73)
!121 = !DILocation(line: 8, column: 28, scope: !73)
!122 = distinct !{!122, !103, !123, !124}
!123 = !DILocation(line: 12, column: 5, scope: !69)
!124 = !{!"llvm.loop.mustprogress"}
!125 = !DILocation(line: 0, scope: !78)
!126 = !DILocation(line: 0, scope: !80)
!127 = !DILocation(line: 16, column: 9, scope: !80)
!128 = !DILocation(line: 0, scope: !88)
!129 = !DILocation(line: 19, column: 33, scope: !130)
!130 = distinct !DILexicalBlock(scope: !88, file: !2, line: 19, column: 5)
!131 = !DILocation(line: 20, column: 5, scope: !59)
!132 = !DILocation(line: 21, column: 5, scope: !59)
!133 = !DILocation(line: 22, column: 5, scope: !59)
!134 = !DILocation(line: 22, column: 27, scope: !59)
!135 = !DILocation(line: 22, column: 68, scope: !59)
!136 = !DILocation(line: 23, column: 5, scope: !59)
!137 = !DILocation(line: 23, column: 21, scope: !59)
!138 = !{!139, !139, i64 0}
!139 = !{!"long", !107, i64 0}
!140 = distinct !DIAssignID()
!141 = !DILocation(line: 23, column: 48, scope: !59)
!142 = !DILocation(line: 23, column: 34, scope: !59)
!143 = !DILocation(line: 23, column: 73, scope: !59)
!144 = !DILocation(line: 25, column: 1, scope: !59)
!145 = !DILocation(line: 24, column: 5, scope: !59)
!146 = !DISubprogram(name: "printf", scope: !147, file: !147, line: 356, type: !148, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!147 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!148 = !DISubroutineType(types: !149)
!149 = !{!62, !150, null}
!150 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !151)
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !152, size: 64)
!152 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!153 = !DISubprogram(name: "snprintf", scope: !147, file: !147, line: 378, type: !154, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!154 = !DISubroutineType(types: !155)
!155 = !{!62, !156, !96, !150, null}
!156 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !157)
!157 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
