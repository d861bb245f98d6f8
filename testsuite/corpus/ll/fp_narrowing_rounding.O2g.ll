; ModuleID = 'programs/fp_narrowing_rounding.c'
source_filename = "programs/fp_narrowing_rounding.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.v = private unnamed_addr constant [19 x double] [double 0x3FF0000010000000, double 0x3FF0000010000004, double 0x3FF0000030000000, double 0x3FF0000008000000, double 0x47EFFFFFEFFFFFFF, double 0x47EFFFFFF0000000, double 0x47EFFFFFE8000000, double 0x48078287F49C4A1D, double 0xC8078287F49C4A1D, double 0x3810000000000000, double 0x3800000000000000, double 0x36A0000000000000, double 0x3690000000000000, double 0x3690000000000001, double 0x36A8000000000000, double 1.000000e-50, double -1.000000e-50, double 1.000000e-01, double 0x3FD5555555555555], align 16
@.str = private unnamed_addr constant [29 x i8] c"%-24a -> %-16a (%g) back %a\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [21 x i8] c"ld %La -> f %a d %a\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [8 x i8] c"bad %d\0A\00", align 1, !dbg !12

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !31 {
  %1 = alloca [19 x double], align 16, !DIAssignID !59
    #dbg_assign(i1 undef, !35, !DIExpression(), !59, ptr %1, !DIExpression(), !60)
  %2 = alloca x86_fp80, align 16, !DIAssignID !61
    #dbg_assign(i1 undef, !51, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !61, ptr %2, !DIExpression(), !60)
  %3 = alloca [6 x i8], align 2, !DIAssignID !62
    #dbg_assign(i1 undef, !51, !DIExpression(DW_OP_LLVM_fragment, 80, 48), !62, ptr %3, !DIExpression(), !60)
  %4 = alloca x86_fp80, align 16, !DIAssignID !63
    #dbg_assign(i1 undef, !51, !DIExpression(DW_OP_LLVM_fragment, 128, 80), !63, ptr %4, !DIExpression(), !60)
  %5 = alloca [6 x i8], align 2, !DIAssignID !64
    #dbg_assign(i1 undef, !51, !DIExpression(DW_OP_LLVM_fragment, 208, 48), !64, ptr %5, !DIExpression(), !60)
  %6 = alloca x86_fp80, align 16, !DIAssignID !65
    #dbg_assign(i1 undef, !51, !DIExpression(DW_OP_LLVM_fragment, 256, 80), !65, ptr %6, !DIExpression(), !60)
  %7 = alloca [6 x i8], align 2, !DIAssignID !66
    #dbg_assign(i1 undef, !51, !DIExpression(DW_OP_LLVM_fragment, 336, 48), !66, ptr %7, !DIExpression(), !60)
  %8 = alloca x86_fp80, align 16, !DIAssignID !67
    #dbg_assign(i1 undef, !51, !DIExpression(DW_OP_LLVM_fragment, 384, 80), !67, ptr %8, !DIExpression(), !60)
  %9 = alloca [6 x i8], align 2, !DIAssignID !68
    #dbg_assign(i1 undef, !51, !DIExpression(DW_OP_LLVM_fragment, 464, 48), !68, ptr %9, !DIExpression(), !60)
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %1) #6, !dbg !69
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr align 16 @__const.main.v, i64 152, i1 true), !dbg !70, !DIAssignID !71
    #dbg_assign(i1 undef, !35, !DIExpression(), !71, ptr %1, !DIExpression(), !60)
    #dbg_value(i32 0, !40, !DIExpression(), !72)
  br label %10, !dbg !73

10:                                               ; preds = %0, %10
  %11 = phi i64 [ 0, %0 ], [ %19, %10 ]
    #dbg_value(i64 %11, !40, !DIExpression(), !72)
  %12 = getelementptr inbounds [19 x double], ptr %1, i64 0, i64 %11, !dbg !74
  %13 = load volatile double, ptr %12, align 8, !dbg !74, !tbaa !75
  %14 = tail call fastcc float @d2f(double noundef %13), !dbg !79
    #dbg_value(float %14, !42, !DIExpression(), !80)
  %15 = load volatile double, ptr %12, align 8, !dbg !81, !tbaa !75
  %16 = fpext float %14 to double, !dbg !82
  %17 = tail call fastcc double @f2d(float noundef %14), !dbg !83
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %15, double noundef %16, double noundef %16, double noundef %17), !dbg !84
  %19 = add nuw nsw i64 %11, 1, !dbg !85
    #dbg_value(i64 %19, !40, !DIExpression(), !72)
  %20 = icmp eq i64 %19, 19, !dbg !86
  br i1 %20, label %51, label %10, !dbg !73, !llvm.loop !87

21:                                               ; preds = %51
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %2), !dbg !90
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %3), !dbg !90
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %4), !dbg !90
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %5), !dbg !90
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %6), !dbg !90
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %7), !dbg !90
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %8), !dbg !90
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %9), !dbg !90
  call void @llvm.memset.p0.i64(ptr align 16 %2, i8 0, i64 10, i1 true), !dbg !91, !DIAssignID !92
  call void @llvm.memset.p0.i64(ptr align 2 %3, i8 0, i64 6, i1 true), !dbg !91, !DIAssignID !93
  call void @llvm.memset.p0.i64(ptr align 16 %4, i8 0, i64 10, i1 true), !dbg !91, !DIAssignID !94
  call void @llvm.memset.p0.i64(ptr align 2 %5, i8 0, i64 6, i1 true), !dbg !91, !DIAssignID !95
  call void @llvm.memset.p0.i64(ptr align 16 %6, i8 0, i64 10, i1 true), !dbg !91, !DIAssignID !96
  call void @llvm.memset.p0.i64(ptr align 2 %7, i8 0, i64 6, i1 true), !dbg !91, !DIAssignID !97
  call void @llvm.memset.p0.i64(ptr align 16 %8, i8 0, i64 10, i1 true), !dbg !91, !DIAssignID !98
  call void @llvm.memset.p0.i64(ptr align 2 %9, i8 0, i64 6, i1 true), !dbg !91, !DIAssignID !99
    #dbg_assign(i8 0, !51, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !92, ptr %2, !DIExpression(), !60)
    #dbg_assign(i8 0, !51, !DIExpression(DW_OP_LLVM_fragment, 80, 48), !93, ptr %3, !DIExpression(), !60)
    #dbg_assign(i8 0, !51, !DIExpression(DW_OP_LLVM_fragment, 128, 80), !94, ptr %4, !DIExpression(), !60)
    #dbg_assign(i8 0, !51, !DIExpression(DW_OP_LLVM_fragment, 208, 48), !95, ptr %5, !DIExpression(), !60)
    #dbg_assign(i8 0, !51, !DIExpression(DW_OP_LLVM_fragment, 256, 80), !96, ptr %6, !DIExpression(), !60)
    #dbg_assign(i8 0, !51, !DIExpression(DW_OP_LLVM_fragment, 336, 48), !97, ptr %7, !DIExpression(), !60)
    #dbg_assign(i8 0, !51, !DIExpression(DW_OP_LLVM_fragment, 384, 80), !98, ptr %8, !DIExpression(), !60)
    #dbg_assign(i8 0, !51, !DIExpression(DW_OP_LLVM_fragment, 464, 48), !99, ptr %9, !DIExpression(), !60)
  store volatile x86_fp80 0xK3FFF8000000000000400, ptr %2, align 16, !dbg !91, !DIAssignID !100
    #dbg_assign(x86_fp80 0xK3FFF8000000000000400, !51, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !100, ptr %2, !DIExpression(), !60)
  store volatile x86_fp80 0xK3FFF8000008000000001, ptr %4, align 16, !dbg !91, !DIAssignID !101
    #dbg_assign(x86_fp80 0xK3FFF8000008000000001, !51, !DIExpression(DW_OP_LLVM_fragment, 128, 80), !101, ptr %4, !DIExpression(), !60)
  store volatile x86_fp80 0xK43FF8000000000000000, ptr %6, align 16, !dbg !91, !DIAssignID !102
    #dbg_assign(x86_fp80 0xK43FF8000000000000000, !51, !DIExpression(DW_OP_LLVM_fragment, 256, 80), !102, ptr %6, !DIExpression(), !60)
  store volatile x86_fp80 0xK3BD7FD00B897478238D1, ptr %8, align 16, !dbg !91, !DIAssignID !103
    #dbg_assign(x86_fp80 0xK3BD7FD00B897478238D1, !51, !DIExpression(DW_OP_LLVM_fragment, 384, 80), !103, ptr %8, !DIExpression(), !60)
    #dbg_value(i64 0, !57, !DIExpression(), !104)
  %22 = load volatile x86_fp80, ptr %2, align 16, !dbg !105, !tbaa !107
  %23 = load volatile x86_fp80, ptr %2, align 16, !dbg !109, !tbaa !107
  %24 = tail call fastcc float @ld2f(x86_fp80 noundef %23), !dbg !110
  %25 = fpext float %24 to double, !dbg !111
  %26 = load volatile x86_fp80, ptr %2, align 16, !dbg !112, !tbaa !107
  %27 = tail call fastcc double @ld2d(x86_fp80 noundef %26), !dbg !113
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, x86_fp80 noundef %22, double noundef %25, double noundef %27), !dbg !114
    #dbg_value(i64 1, !57, !DIExpression(), !104)
  %29 = load volatile x86_fp80, ptr %4, align 16, !dbg !105, !tbaa !107
  %30 = load volatile x86_fp80, ptr %4, align 16, !dbg !109, !tbaa !107
  %31 = tail call fastcc float @ld2f(x86_fp80 noundef %30), !dbg !110
  %32 = fpext float %31 to double, !dbg !111
  %33 = load volatile x86_fp80, ptr %4, align 16, !dbg !112, !tbaa !107
  %34 = tail call fastcc double @ld2d(x86_fp80 noundef %33), !dbg !113
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, x86_fp80 noundef %29, double noundef %32, double noundef %34), !dbg !114
    #dbg_value(i64 2, !57, !DIExpression(), !104)
  %36 = load volatile x86_fp80, ptr %6, align 16, !dbg !105, !tbaa !107
  %37 = load volatile x86_fp80, ptr %6, align 16, !dbg !109, !tbaa !107
  %38 = tail call fastcc float @ld2f(x86_fp80 noundef %37), !dbg !110
  %39 = fpext float %38 to double, !dbg !111
  %40 = load volatile x86_fp80, ptr %6, align 16, !dbg !112, !tbaa !107
  %41 = tail call fastcc double @ld2d(x86_fp80 noundef %40), !dbg !113
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, x86_fp80 noundef %36, double noundef %39, double noundef %41), !dbg !114
    #dbg_value(i64 3, !57, !DIExpression(), !104)
  %43 = load volatile x86_fp80, ptr %8, align 16, !dbg !105, !tbaa !107
  %44 = load volatile x86_fp80, ptr %8, align 16, !dbg !109, !tbaa !107
  %45 = tail call fastcc float @ld2f(x86_fp80 noundef %44), !dbg !110
  %46 = fpext float %45 to double, !dbg !111
  %47 = load volatile x86_fp80, ptr %8, align 16, !dbg !112, !tbaa !107
  %48 = tail call fastcc double @ld2d(x86_fp80 noundef %47), !dbg !113
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, x86_fp80 noundef %43, double noundef %46, double noundef %48), !dbg !114
    #dbg_value(i64 4, !57, !DIExpression(), !104)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %64), !dbg !115
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %2), !dbg !116
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %3), !dbg !116
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %4), !dbg !116
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %5), !dbg !116
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %6), !dbg !116
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %7), !dbg !116
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %8), !dbg !116
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %9), !dbg !116
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %1) #6, !dbg !116
  ret i32 %64, !dbg !117

51:                                               ; preds = %10, %51
  %52 = phi i32 [ %65, %51 ], [ -1000, %10 ]
  %53 = phi i32 [ %64, %51 ], [ 0, %10 ]
    #dbg_value(i32 %52, !46, !DIExpression(), !118)
    #dbg_value(i32 %53, !45, !DIExpression(), !60)
  %54 = sitofp i32 %52 to float, !dbg !119
  %55 = fmul float %54, 0x3FB99999A0000000, !dbg !120
    #dbg_value(float %55, !48, !DIExpression(), !121)
  %56 = tail call fastcc double @f2d(float noundef %55), !dbg !122
  %57 = fpext float %55 to double, !dbg !124
  %58 = fcmp une double %56, %57, !dbg !125
  %59 = zext i1 %58 to i32, !dbg !126
  %60 = add nsw i32 %53, %59, !dbg !126
    #dbg_value(i32 %60, !45, !DIExpression(), !60)
  %61 = tail call fastcc float @d2f(double noundef %56), !dbg !127
  %62 = fcmp une float %61, %55, !dbg !129
  %63 = zext i1 %62 to i32, !dbg !130
  %64 = add nsw i32 %60, %63, !dbg !130
    #dbg_value(i32 %64, !45, !DIExpression(), !60)
  %65 = add nsw i32 %52, 1, !dbg !131
    #dbg_value(i32 %65, !46, !DIExpression(), !118)
  %66 = icmp eq i32 %65, 1001, !dbg !132
  br i1 %66, label %21, label %51, !dbg !133, !llvm.loop !134
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @d2f(double noundef %0) unnamed_addr #3 !dbg !136 {
    #dbg_value(double %0, !140, !DIExpression(), !141)
  %2 = fptrunc double %0 to float, !dbg !142
  ret float %2, !dbg !143
}

; Function Attrs: nofree nounwind
declare !dbg !144 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @f2d(float noundef %0) unnamed_addr #3 !dbg !151 {
    #dbg_value(float %0, !155, !DIExpression(), !156)
  %2 = fpext float %0 to double, !dbg !157
  ret double %2, !dbg !158
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @ld2f(x86_fp80 noundef %0) unnamed_addr #3 !dbg !159 {
    #dbg_value(x86_fp80 %0, !163, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !164)
  %2 = fptrunc x86_fp80 %0 to float, !dbg !165
  ret float %2, !dbg !166
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @ld2d(x86_fp80 noundef %0) unnamed_addr #3 !dbg !167 {
    #dbg_value(x86_fp80 %0, !171, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !172)
  %2 = fptrunc x86_fp80 %0 to double, !dbg !173
  ret double %2, !dbg !174
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!17}
!llvm.module.flags = !{!23, !24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/fp_narrowing_rounding.c", directory: ".", checksumkind: CSK_MD5, checksum: "e3ea81d6e1f9c04f968255951161e8b9")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 29)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 21)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 8)
!17 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !18, globals: !22, splitDebugInlining: false, nameTableKind: None)
!18 = !{!19, !20, !21}
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!21 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!22 = !{!0, !7, !12}
!23 = !{i32 7, !"Dwarf Version", i32 5}
!24 = !{i32 2, !"Debug Info Version", i32 3}
!25 = !{i32 1, !"wchar_size", i32 4}
!26 = !{i32 8, !"PIC Level", i32 2}
!27 = !{i32 7, !"PIE Level", i32 2}
!28 = !{i32 7, !"uwtable", i32 2}
!29 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!30 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!31 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 13, type: !32, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !34)
!32 = !DISubroutineType(types: !33)
!33 = !{!19}
!34 = !{!35, !40, !42, !45, !46, !48, !51, !57}
!35 = !DILocalVariable(name: "v", scope: !31, file: !2, line: 14, type: !36)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 1216, elements: !38)
!37 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !20)
!38 = !{!39}
!39 = !DISubrange(count: 19)
!40 = !DILocalVariable(name: "i", scope: !41, file: !2, line: 16, type: !19)
!41 = distinct !DILexicalBlock(scope: !31, file: !2, line: 16, column: 5)
!42 = !DILocalVariable(name: "f", scope: !43, file: !2, line: 17, type: !21)
!43 = distinct !DILexicalBlock(scope: !44, file: !2, line: 16, column: 61)
!44 = distinct !DILexicalBlock(scope: !41, file: !2, line: 16, column: 5)
!45 = !DILocalVariable(name: "bad", scope: !31, file: !2, line: 20, type: !19)
!46 = !DILocalVariable(name: "i", scope: !47, file: !2, line: 21, type: !19)
!47 = distinct !DILexicalBlock(scope: !31, file: !2, line: 21, column: 5)
!48 = !DILocalVariable(name: "f", scope: !49, file: !2, line: 22, type: !21)
!49 = distinct !DILexicalBlock(scope: !50, file: !2, line: 21, column: 41)
!50 = distinct !DILexicalBlock(scope: !47, file: !2, line: 21, column: 5)
!51 = !DILocalVariable(name: "lv", scope: !31, file: !2, line: 26, type: !52)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !53, size: 512, elements: !55)
!53 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !54)
!54 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!55 = !{!56}
!56 = !DISubrange(count: 4)
!57 = !DILocalVariable(name: "i", scope: !58, file: !2, line: 27, type: !19)
!58 = distinct !DILexicalBlock(scope: !31, file: !2, line: 27, column: 5)
!59 = distinct !DIAssignID()
!60 = !DILocation(line: 0, scope: !31)
!61 = distinct !DIAssignID()
!62 = distinct !DIAssignID()
!63 = distinct !DIAssignID()
!64 = distinct !DIAssignID()
!65 = distinct !DIAssignID()
!66 = distinct !DIAssignID()
!67 = distinct !DIAssignID()
!68 = distinct !DIAssignID()
!69 = !DILocation(line: 14, column: 5, scope: !31)
!70 = !DILocation(line: 14, column: 21, scope: !31)
!71 = distinct !DIAssignID()
!72 = !DILocation(line: 0, scope: !41)
!73 = !DILocation(line: 16, column: 5, scope: !41)
!74 = !DILocation(line: 17, column: 23, scope: !43)
!75 = !{!76, !76, i64 0}
!76 = !{!"double", !77, i64 0}
!77 = !{!"omnipotent char", !78, i64 0}
!78 = !{!"Simple C/C++ TBAA"}
!79 = !DILocation(line: 17, column: 19, scope: !43)
!80 = !DILocation(line: 0, scope: !43)
!81 = !DILocation(line: 18, column: 49, scope: !43)
!82 = !DILocation(line: 18, column: 55, scope: !43)
!83 = !DILocation(line: 18, column: 77, scope: !43)
!84 = !DILocation(line: 18, column: 9, scope: !43)
!85 = !DILocation(line: 16, column: 57, scope: !44)
!86 = !DILocation(line: 16, column: 23, scope: !44)
!87 = distinct !{!87, !73, !88, !89}
!88 = !DILocation(line: 19, column: 5, scope: !41)
!89 = !{!"llvm.loop.mustprogress"}
!90 = !DILocation(line: 26, column: 5, scope: !31)
!91 = !DILocation(line: 26, column: 26, scope: !31)
!92 = distinct !DIAssignID()
!93 = distinct !DIAssignID()
!94 = distinct !DIAssignID()
!95 = distinct !DIAssignID()
!96 = distinct !DIAssignID()
!97 = distinct !DIAssignID()
!98 = distinct !DIAssignID()
!99 = distinct !DIAssignID()
!100 = distinct !DIAssignID()
!101 = distinct !DIAssignID()
!102 = distinct !DIAssignID()
!103 = distinct !DIAssignID()
!104 = !DILocation(line: 0, scope: !58)
!105 = !DILocation(line: 27, column: 65, scope: !106)
!106 = distinct !DILexicalBlock(scope: !58, file: !2, line: 27, column: 5)
!107 = !{!108, !108, i64 0}
!108 = !{!"long double", !77, i64 0}
!109 = !DILocation(line: 27, column: 85, scope: !106)
!110 = !DILocation(line: 27, column: 80, scope: !106)
!111 = !DILocation(line: 27, column: 72, scope: !106)
!112 = !DILocation(line: 27, column: 98, scope: !106)
!113 = !DILocation(line: 27, column: 93, scope: !106)
!114 = !DILocation(line: 27, column: 33, scope: !106)
!115 = !DILocation(line: 28, column: 5, scope: !31)
!116 = !DILocation(line: 30, column: 1, scope: !31)
!117 = !DILocation(line: 29, column: 5, scope: !31)
!118 = !DILocation(line: 0, scope: !47)
!119 = !DILocation(line: 22, column: 19, scope: !49)
!120 = !DILocation(line: 22, column: 28, scope: !49)
!121 = !DILocation(line: 0, scope: !49)
!122 = !DILocation(line: 23, column: 13, scope: !123)
!123 = distinct !DILexicalBlock(scope: !49, file: !2, line: 23, column: 13)
!124 = !DILocation(line: 23, column: 23, scope: !123)
!125 = !DILocation(line: 23, column: 20, scope: !123)
!126 = !DILocation(line: 23, column: 13, scope: !49)
!127 = !DILocation(line: 24, column: 13, scope: !128)
!128 = distinct !DILexicalBlock(scope: !49, file: !2, line: 24, column: 13)
!129 = !DILocation(line: 24, column: 25, scope: !128)
!130 = !DILocation(line: 24, column: 13, scope: !49)
!131 = !DILocation(line: 21, column: 37, scope: !50)
!132 = !DILocation(line: 21, column: 27, scope: !50)
!133 = !DILocation(line: 21, column: 5, scope: !47)
!134 = distinct !{!134, !133, !135, !89}
!135 = !DILocation(line: 25, column: 5, scope: !47)
!136 = distinct !DISubprogram(name: "d2f", scope: !2, file: !2, line: 8, type: !137, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !139)
!137 = !DISubroutineType(types: !138)
!138 = !{!21, !20}
!139 = !{!140}
!140 = !DILocalVariable(name: "d", arg: 1, scope: !136, file: !2, line: 8, type: !20)
!141 = !DILocation(line: 0, scope: !136)
!142 = !DILocation(line: 8, column: 63, scope: !136)
!143 = !DILocation(line: 8, column: 56, scope: !136)
!144 = !DISubprogram(name: "printf", scope: !145, file: !145, line: 356, type: !146, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!145 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!146 = !DISubroutineType(types: !147)
!147 = !{!19, !148, null}
!148 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !149)
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !150, size: 64)
!150 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!151 = distinct !DISubprogram(name: "f2d", scope: !2, file: !2, line: 9, type: !152, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !154)
!152 = !DISubroutineType(types: !153)
!153 = !{!20, !21}
!154 = !{!155}
!155 = !DILocalVariable(name: "f", arg: 1, scope: !151, file: !2, line: 9, type: !21)
!156 = !DILocation(line: 0, scope: !151)
!157 = !DILocation(line: 9, column: 63, scope: !151)
!158 = !DILocation(line: 9, column: 56, scope: !151)
!159 = distinct !DISubprogram(name: "ld2f", scope: !2, file: !2, line: 10, type: !160, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !162)
!160 = !DISubroutineType(types: !161)
!161 = !{!21, !54}
!162 = !{!163}
!163 = !DILocalVariable(name: "d", arg: 1, scope: !159, file: !2, line: 10, type: !54)
!164 = !DILocation(line: 0, scope: !159)
!165 = !DILocation(line: 10, column: 69, scope: !159)
!166 = !DILocation(line: 10, column: 62, scope: !159)
!167 = distinct !DISubprogram(name: "ld2d", scope: !2, file: !2, line: 11, type: !168, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !170)
!168 = !DISubroutineType(types: !169)
!169 = !{!20, !54}
!170 = !{!171}
!171 = !DILocalVariable(name: "d", arg: 1, scope: !167, file: !2, line: 11, type: !54)
!172 = !DILocation(line: 0, scope: !167)
!173 = !DILocation(line: 11, column: 70, scope: !167)
!174 = !DILocation(line: 11, column: 63, scope: !167)
