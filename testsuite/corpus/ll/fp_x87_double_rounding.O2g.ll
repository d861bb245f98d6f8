; ModuleID = 'programs/fp_x87_double_rounding.c'
source_filename = "programs/fp_x87_double_rounding.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [46 x i8] c"a*b/c in double: %g, through long double: %g\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [15 x i8] c"mixed: %.21Lg\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [50 x i8] c"1e16 + 1000 ones: double %.17g long double %.17g\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [21 x i8] c"direct %a via ld %a\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [29 x i8] c"third: ld %La d %a diff %Lg\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [41 x i8] c"LDBL_DIG=%d DBL_DIG=%d LDBL_MANT_DIG=%d\0A\00", align 1, !dbg !27

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !46 {
  %1 = alloca double, align 8, !DIAssignID !58
    #dbg_assign(i1 undef, !50, !DIExpression(), !58, ptr %1, !DIExpression(), !59)
  %2 = alloca double, align 8, !DIAssignID !60
    #dbg_assign(i1 undef, !52, !DIExpression(), !60, ptr %2, !DIExpression(), !59)
  %3 = alloca double, align 8, !DIAssignID !61
    #dbg_assign(i1 undef, !53, !DIExpression(), !61, ptr %3, !DIExpression(), !59)
  %4 = alloca double, align 8, !DIAssignID !62
    #dbg_assign(i1 undef, !54, !DIExpression(), !62, ptr %4, !DIExpression(), !59)
  %5 = alloca double, align 8, !DIAssignID !63
    #dbg_assign(i1 undef, !55, !DIExpression(), !63, ptr %5, !DIExpression(), !59)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1), !dbg !64
  store volatile double 0x6974E718D7D7625A, ptr %1, align 8, !dbg !65, !tbaa !66, !DIAssignID !70
    #dbg_assign(double 0x6974E718D7D7625A, !50, !DIExpression(), !70, ptr %1, !DIExpression(), !59)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2), !dbg !64
  store volatile double 1.000000e+300, ptr %2, align 8, !dbg !71, !tbaa !66, !DIAssignID !72
    #dbg_assign(double 1.000000e+300, !52, !DIExpression(), !72, ptr %2, !DIExpression(), !59)
  %6 = load volatile double, ptr %1, align 8, !dbg !73, !tbaa !66
  %7 = load volatile double, ptr %1, align 8, !dbg !74, !tbaa !66
  %8 = load volatile double, ptr %2, align 8, !dbg !75, !tbaa !66
  %9 = tail call fastcc double @via_d(double noundef %6, double noundef %7, double noundef %8), !dbg !76
  %10 = load volatile double, ptr %1, align 8, !dbg !77, !tbaa !66
  %11 = load volatile double, ptr %1, align 8, !dbg !78, !tbaa !66
  %12 = load volatile double, ptr %2, align 8, !dbg !79, !tbaa !66
  %13 = tail call fastcc double @via_ld(double noundef %10, double noundef %11, double noundef %12), !dbg !80
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %9, double noundef %13), !dbg !81
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, x86_fp80 noundef 0xKBFFA98231C1D41D41C74), !dbg !82
  %16 = tail call fastcc double @ldsum(), !dbg !83
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 1.000000e+16, double noundef %16), !dbg !84
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3), !dbg !85
  store volatile double 1.000000e+00, ptr %3, align 8, !dbg !86, !tbaa !66, !DIAssignID !87
    #dbg_assign(double 1.000000e+00, !53, !DIExpression(), !87, ptr %3, !DIExpression(), !59)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4), !dbg !85
  store volatile double 0x3CA0000000000001, ptr %4, align 8, !dbg !88, !tbaa !66, !DIAssignID !89
    #dbg_assign(double 0x3CA0000000000001, !54, !DIExpression(), !89, ptr %4, !DIExpression(), !59)
  %18 = load volatile double, ptr %3, align 8, !dbg !90, !tbaa !66
  %19 = load volatile double, ptr %4, align 8, !dbg !91, !tbaa !66
  %20 = tail call fastcc double @add_d(double noundef %18, double noundef %19), !dbg !92
  %21 = load volatile double, ptr %3, align 8, !dbg !93, !tbaa !66
  %22 = load volatile double, ptr %4, align 8, !dbg !94, !tbaa !66
  %23 = tail call fastcc double @add_ld_to_d(double noundef %21, double noundef %22), !dbg !95
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %20, double noundef %23), !dbg !96
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5), !dbg !97
  store volatile double 0x3CA0000000000000, ptr %5, align 8, !dbg !98, !tbaa !66, !DIAssignID !99
    #dbg_assign(double 0x3CA0000000000000, !55, !DIExpression(), !99, ptr %5, !DIExpression(), !59)
  %25 = load volatile double, ptr %3, align 8, !dbg !100, !tbaa !66
  %26 = load volatile double, ptr %5, align 8, !dbg !101, !tbaa !66
  %27 = tail call fastcc double @add_d(double noundef %25, double noundef %26), !dbg !102
  %28 = load volatile double, ptr %3, align 8, !dbg !103, !tbaa !66
  %29 = load volatile double, ptr %5, align 8, !dbg !104, !tbaa !66
  %30 = tail call fastcc double @add_ld_to_d(double noundef %28, double noundef %29), !dbg !105
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %27, double noundef %30), !dbg !106
    #dbg_value(x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, !56, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !59)
    #dbg_value(double 0x3FD5555555555555, !57, !DIExpression(), !59)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, x86_fp80 noundef 0xK3FFDAAAAAAAAAAAAAAAB, double noundef 0x3FD5555555555555, x86_fp80 noundef 0xK3FC7AAC0000000000000), !dbg !107
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 18, i32 noundef 15, i32 noundef 64), !dbg !108
  %34 = load volatile double, ptr %1, align 8, !dbg !109, !tbaa !66
  %35 = load volatile double, ptr %1, align 8, !dbg !110, !tbaa !66
  %36 = load volatile double, ptr %2, align 8, !dbg !111, !tbaa !66
  %37 = tail call fastcc double @via_ld(double noundef %34, double noundef %35, double noundef %36), !dbg !112
  %38 = fdiv double %37, 0x5447688BB5394C25, !dbg !113
  %39 = fptosi double %38 to i32, !dbg !114
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5), !dbg !115
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4), !dbg !115
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !dbg !115
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2), !dbg !115
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !115
  ret i32 %39, !dbg !116
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !117 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @via_d(double noundef %0, double noundef %1, double noundef %2) unnamed_addr #3 !dbg !124 {
    #dbg_value(double %0, !128, !DIExpression(), !131)
    #dbg_value(double %1, !129, !DIExpression(), !131)
    #dbg_value(double %2, !130, !DIExpression(), !131)
  %4 = fmul double %0, %1, !dbg !132
  %5 = fdiv double %4, %2, !dbg !133
  ret double %5, !dbg !134
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @via_ld(double noundef %0, double noundef %1, double noundef %2) unnamed_addr #3 !dbg !135 {
    #dbg_value(double %0, !137, !DIExpression(), !140)
    #dbg_value(double %1, !138, !DIExpression(), !140)
    #dbg_value(double %2, !139, !DIExpression(), !140)
  %4 = fpext double %0 to x86_fp80, !dbg !141
  %5 = fpext double %1 to x86_fp80, !dbg !142
  %6 = fmul x86_fp80 %4, %5, !dbg !143
  %7 = fpext double %2 to x86_fp80, !dbg !144
  %8 = fdiv x86_fp80 %6, %7, !dbg !145
  %9 = fptrunc x86_fp80 %8 to double, !dbg !146
  ret double %9, !dbg !147
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc double @ldsum() unnamed_addr #4 !dbg !148 {
    #dbg_value(i32 1000, !152, !DIExpression(), !156)
    #dbg_value(x86_fp80 0xK40348E1BC9BF04000000, !153, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !156)
    #dbg_value(i32 0, !154, !DIExpression(), !157)
  br label %3, !dbg !158

1:                                                ; preds = %3
  %2 = fptrunc x86_fp80 %15 to double, !dbg !159
  ret double %2, !dbg !160

3:                                                ; preds = %3, %0
  %4 = phi i32 [ 0, %0 ], [ %16, %3 ]
  %5 = phi x86_fp80 [ 0xK40348E1BC9BF04000000, %0 ], [ %15, %3 ]
    #dbg_value(i32 %4, !154, !DIExpression(), !157)
    #dbg_value(x86_fp80 %5, !153, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !156)
  %6 = fadd x86_fp80 %5, 0xK3FFF8000000000000000, !dbg !161
    #dbg_value(x86_fp80 %6, !153, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !156)
    #dbg_value(i32 %4, !154, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !157)
  %7 = fadd x86_fp80 %6, 0xK3FFF8000000000000000, !dbg !161
    #dbg_value(x86_fp80 %7, !153, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !156)
    #dbg_value(i32 %4, !154, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !157)
  %8 = fadd x86_fp80 %7, 0xK3FFF8000000000000000, !dbg !161
    #dbg_value(x86_fp80 %8, !153, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !156)
    #dbg_value(i32 %4, !154, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !157)
  %9 = fadd x86_fp80 %8, 0xK3FFF8000000000000000, !dbg !161
    #dbg_value(x86_fp80 %9, !153, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !156)
    #dbg_value(i32 %4, !154, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !157)
  %10 = fadd x86_fp80 %9, 0xK3FFF8000000000000000, !dbg !161
    #dbg_value(x86_fp80 %10, !153, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !156)
    #dbg_value(i32 %4, !154, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !157)
  %11 = fadd x86_fp80 %10, 0xK3FFF8000000000000000, !dbg !161
    #dbg_value(x86_fp80 %11, !153, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !156)
    #dbg_value(i32 %4, !154, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !157)
  %12 = fadd x86_fp80 %11, 0xK3FFF8000000000000000, !dbg !161
    #dbg_value(x86_fp80 %12, !153, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !156)
    #dbg_value(i32 %4, !154, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value), !157)
  %13 = fadd x86_fp80 %12, 0xK3FFF8000000000000000, !dbg !161
    #dbg_value(x86_fp80 %13, !153, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !156)
    #dbg_value(i32 %4, !154, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !157)
  %14 = fadd x86_fp80 %13, 0xK3FFF8000000000000000, !dbg !161
    #dbg_value(x86_fp80 %14, !153, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !156)
    #dbg_value(i32 %4, !154, !DIExpression(DW_OP_plus_uconst, 9, DW_OP_stack_value), !157)
  %15 = fadd x86_fp80 %14, 0xK3FFF8000000000000000, !dbg !161
    #dbg_value(x86_fp80 %15, !153, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !156)
  %16 = add nuw nsw i32 %4, 10, !dbg !163
    #dbg_value(i32 %16, !154, !DIExpression(), !157)
  %17 = icmp eq i32 %16, 1000, !dbg !164
  br i1 %17, label %1, label %3, !dbg !158, !llvm.loop !165
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @add_d(double noundef %0, double noundef %1) unnamed_addr #3 !dbg !168 {
    #dbg_value(double %0, !172, !DIExpression(), !174)
    #dbg_value(double %1, !173, !DIExpression(), !174)
  %3 = fadd double %0, %1, !dbg !175
  ret double %3, !dbg !176
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @add_ld_to_d(double noundef %0, double noundef %1) unnamed_addr #3 !dbg !177 {
    #dbg_value(double %0, !179, !DIExpression(), !181)
    #dbg_value(double %1, !180, !DIExpression(), !181)
  %3 = fpext double %0 to x86_fp80, !dbg !182
  %4 = fpext double %1 to x86_fp80, !dbg !183
  %5 = fadd x86_fp80 %3, %4, !dbg !184
  %6 = fptrunc x86_fp80 %5 to double, !dbg !185
  ret double %6, !dbg !186
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!32}
!llvm.module.flags = !{!38, !39, !40, !41, !42, !43, !44}
!llvm.ident = !{!45}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/fp_x87_double_rounding.c", directory: ".", checksumkind: CSK_MD5, checksum: "135ba2932e334740c930935ffc63c2a2")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 368, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 46)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 15)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 400, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 50)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 29)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 41)
!32 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !33, globals: !37, splitDebugInlining: false, nameTableKind: None)
!33 = !{!34, !35, !36}
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!35 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!36 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!37 = !{!0, !7, !12, !17, !22, !27}
!38 = !{i32 7, !"Dwarf Version", i32 5}
!39 = !{i32 2, !"Debug Info Version", i32 3}
!40 = !{i32 1, !"wchar_size", i32 4}
!41 = !{i32 8, !"PIC Level", i32 2}
!42 = !{i32 7, !"PIE Level", i32 2}
!43 = !{i32 7, !"uwtable", i32 2}
!44 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!45 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!46 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 17, type: !47, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !49)
!47 = !DISubroutineType(types: !48)
!48 = !{!34}
!49 = !{!50, !52, !53, !54, !55, !56, !57}
!50 = !DILocalVariable(name: "big", scope: !46, file: !2, line: 18, type: !51)
!51 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !35)
!52 = !DILocalVariable(name: "c", scope: !46, file: !2, line: 18, type: !51)
!53 = !DILocalVariable(name: "a", scope: !46, file: !2, line: 23, type: !51)
!54 = !DILocalVariable(name: "b", scope: !46, file: !2, line: 23, type: !51)
!55 = !DILocalVariable(name: "b2", scope: !46, file: !2, line: 25, type: !51)
!56 = !DILocalVariable(name: "third", scope: !46, file: !2, line: 27, type: !36)
!57 = !DILocalVariable(name: "dthird", scope: !46, file: !2, line: 28, type: !35)
!58 = distinct !DIAssignID()
!59 = !DILocation(line: 0, scope: !46)
!60 = distinct !DIAssignID()
!61 = distinct !DIAssignID()
!62 = distinct !DIAssignID()
!63 = distinct !DIAssignID()
!64 = !DILocation(line: 18, column: 5, scope: !46)
!65 = !DILocation(line: 18, column: 21, scope: !46)
!66 = !{!67, !67, i64 0}
!67 = !{!"double", !68, i64 0}
!68 = !{!"omnipotent char", !69, i64 0}
!69 = !{!"Simple C/C++ TBAA"}
!70 = distinct !DIAssignID()
!71 = !DILocation(line: 18, column: 34, scope: !46)
!72 = distinct !DIAssignID()
!73 = !DILocation(line: 19, column: 68, scope: !46)
!74 = !DILocation(line: 19, column: 73, scope: !46)
!75 = !DILocation(line: 19, column: 78, scope: !46)
!76 = !DILocation(line: 19, column: 62, scope: !46)
!77 = !DILocation(line: 19, column: 89, scope: !46)
!78 = !DILocation(line: 19, column: 94, scope: !46)
!79 = !DILocation(line: 19, column: 99, scope: !46)
!80 = !DILocation(line: 19, column: 82, scope: !46)
!81 = !DILocation(line: 19, column: 5, scope: !46)
!82 = !DILocation(line: 20, column: 5, scope: !46)
!83 = !DILocation(line: 21, column: 78, scope: !46)
!84 = !DILocation(line: 21, column: 5, scope: !46)
!85 = !DILocation(line: 23, column: 5, scope: !46)
!86 = !DILocation(line: 23, column: 21, scope: !46)
!87 = distinct !DIAssignID()
!88 = !DILocation(line: 23, column: 30, scope: !46)
!89 = distinct !DIAssignID()
!90 = !DILocation(line: 24, column: 43, scope: !46)
!91 = !DILocation(line: 24, column: 46, scope: !46)
!92 = !DILocation(line: 24, column: 37, scope: !46)
!93 = !DILocation(line: 24, column: 62, scope: !46)
!94 = !DILocation(line: 24, column: 65, scope: !46)
!95 = !DILocation(line: 24, column: 50, scope: !46)
!96 = !DILocation(line: 24, column: 5, scope: !46)
!97 = !DILocation(line: 25, column: 5, scope: !46)
!98 = !DILocation(line: 25, column: 21, scope: !46)
!99 = distinct !DIAssignID()
!100 = !DILocation(line: 26, column: 43, scope: !46)
!101 = !DILocation(line: 26, column: 46, scope: !46)
!102 = !DILocation(line: 26, column: 37, scope: !46)
!103 = !DILocation(line: 26, column: 63, scope: !46)
!104 = !DILocation(line: 26, column: 66, scope: !46)
!105 = !DILocation(line: 26, column: 51, scope: !46)
!106 = !DILocation(line: 26, column: 5, scope: !46)
!107 = !DILocation(line: 29, column: 5, scope: !46)
!108 = !DILocation(line: 30, column: 5, scope: !46)
!109 = !DILocation(line: 31, column: 25, scope: !46)
!110 = !DILocation(line: 31, column: 30, scope: !46)
!111 = !DILocation(line: 31, column: 35, scope: !46)
!112 = !DILocation(line: 31, column: 18, scope: !46)
!113 = !DILocation(line: 31, column: 38, scope: !46)
!114 = !DILocation(line: 31, column: 12, scope: !46)
!115 = !DILocation(line: 32, column: 1, scope: !46)
!116 = !DILocation(line: 31, column: 5, scope: !46)
!117 = !DISubprogram(name: "printf", scope: !118, file: !118, line: 356, type: !119, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!118 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!119 = !DISubroutineType(types: !120)
!120 = !{!34, !121, null}
!121 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !122)
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 64)
!123 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!124 = distinct !DISubprogram(name: "via_d", scope: !2, file: !2, line: 10, type: !125, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !127)
!125 = !DISubroutineType(types: !126)
!126 = !{!35, !35, !35, !35}
!127 = !{!128, !129, !130}
!128 = !DILocalVariable(name: "a", arg: 1, scope: !124, file: !2, line: 10, type: !35)
!129 = !DILocalVariable(name: "b", arg: 2, scope: !124, file: !2, line: 10, type: !35)
!130 = !DILocalVariable(name: "c", arg: 3, scope: !124, file: !2, line: 10, type: !35)
!131 = !DILocation(line: 0, scope: !124)
!132 = !DILocation(line: 10, column: 88, scope: !124)
!133 = !DILocation(line: 10, column: 92, scope: !124)
!134 = !DILocation(line: 10, column: 79, scope: !124)
!135 = distinct !DISubprogram(name: "via_ld", scope: !2, file: !2, line: 9, type: !125, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !136)
!136 = !{!137, !138, !139}
!137 = !DILocalVariable(name: "a", arg: 1, scope: !135, file: !2, line: 9, type: !35)
!138 = !DILocalVariable(name: "b", arg: 2, scope: !135, file: !2, line: 9, type: !35)
!139 = !DILocalVariable(name: "c", arg: 3, scope: !135, file: !2, line: 9, type: !35)
!140 = !DILocation(line: 0, scope: !135)
!141 = !DILocation(line: 9, column: 96, scope: !135)
!142 = !DILocation(line: 9, column: 113, scope: !135)
!143 = !DILocation(line: 9, column: 111, scope: !135)
!144 = !DILocation(line: 9, column: 117, scope: !135)
!145 = !DILocation(line: 9, column: 115, scope: !135)
!146 = !DILocation(line: 9, column: 87, scope: !135)
!147 = !DILocation(line: 9, column: 80, scope: !135)
!148 = distinct !DISubprogram(name: "ldsum", scope: !2, file: !2, line: 13, type: !149, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !151)
!149 = !DISubroutineType(cc: DW_CC_nocall, types: !150)
!150 = !{!35, !34}
!151 = !{!152, !153, !154}
!152 = !DILocalVariable(name: "n", arg: 1, scope: !148, file: !2, line: 13, type: !34)
!153 = !DILocalVariable(name: "s", scope: !148, file: !2, line: 13, type: !36)
!154 = !DILocalVariable(name: "i", scope: !155, file: !2, line: 13, type: !34)
!155 = distinct !DILexicalBlock(scope: !148, file: !2, line: 13, column: 79)
!156 = !DILocation(line: 0, scope: !148)
!157 = !DILocation(line: 0, scope: !155)
!158 = !DILocation(line: 13, column: 79, scope: !155)
!159 = !DILocation(line: 13, column: 125, scope: !148)
!160 = !DILocation(line: 13, column: 118, scope: !148)
!161 = !DILocation(line: 13, column: 109, scope: !162)
!162 = distinct !DILexicalBlock(scope: !155, file: !2, line: 13, column: 79)
!163 = !DILocation(line: 13, column: 103, scope: !162)
!164 = !DILocation(line: 13, column: 97, scope: !162)
!165 = distinct !{!165, !158, !166, !167}
!166 = !DILocation(line: 13, column: 112, scope: !155)
!167 = !{!"llvm.loop.mustprogress"}
!168 = distinct !DISubprogram(name: "add_d", scope: !2, file: !2, line: 15, type: !169, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !171)
!169 = !DISubroutineType(types: !170)
!170 = !{!35, !35, !35}
!171 = !{!172, !173}
!172 = !DILocalVariable(name: "a", arg: 1, scope: !168, file: !2, line: 15, type: !35)
!173 = !DILocalVariable(name: "b", arg: 2, scope: !168, file: !2, line: 15, type: !35)
!174 = !DILocation(line: 0, scope: !168)
!175 = !DILocation(line: 15, column: 78, scope: !168)
!176 = !DILocation(line: 15, column: 69, scope: !168)
!177 = distinct !DISubprogram(name: "add_ld_to_d", scope: !2, file: !2, line: 14, type: !169, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !178)
!178 = !{!179, !180}
!179 = !DILocalVariable(name: "a", arg: 1, scope: !177, file: !2, line: 14, type: !35)
!180 = !DILocalVariable(name: "b", arg: 2, scope: !177, file: !2, line: 14, type: !35)
!181 = !DILocation(line: 0, scope: !177)
!182 = !DILocation(line: 14, column: 91, scope: !177)
!183 = !DILocation(line: 14, column: 108, scope: !177)
!184 = !DILocation(line: 14, column: 106, scope: !177)
!185 = !DILocation(line: 14, column: 82, scope: !177)
!186 = !DILocation(line: 14, column: 75, scope: !177)
