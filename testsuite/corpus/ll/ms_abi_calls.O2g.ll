; ModuleID = 'programs/ms_abi_calls.c'
source_filename = "programs/ms_abi_calls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.big = type { [4 x i64] }

@.str = private unnamed_addr constant [13 x i8] c"ms_ints=%ld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [13 x i8] c"ms_mixed=%g\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [16 x i8] c"ms_small=%d,%d\0A\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [28 x i8] c"ms_big=%ld ret_big=%ld,%ld\0A\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [11 x i8] c"cross=%ld\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [17 x i8] c"via pointer=%ld\0A\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [24 x i8] c"pressure=%g keep=%g,%g\0A\00", align 1, !dbg !29

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 36, 233) i32 @main() local_unnamed_addr #0 !dbg !47 {
  %1 = alloca %struct.big, align 8, !DIAssignID !72
    #dbg_assign(i1 undef, !56, !DIExpression(), !72, ptr %1, !DIExpression(), !73)
  %2 = alloca double, align 8, !DIAssignID !74
    #dbg_assign(i1 undef, !68, !DIExpression(), !74, ptr %2, !DIExpression(), !73)
  %3 = alloca double, align 8, !DIAssignID !75
    #dbg_assign(i1 undef, !70, !DIExpression(), !75, ptr %3, !DIExpression(), !73)
  %4 = tail call win64cc i64 @ms_ints(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6), !dbg !76
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %4), !dbg !77
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 9.487500e+01), !dbg !78
    #dbg_value(i32 15, !51, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !73)
    #dbg_value(i32 9, !51, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !73)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 15, i32 noundef 9), !dbg !79
  call win64cc void @ms_ret_big(ptr dead_on_unwind nonnull writable sret(%struct.big) align 8 %1), !dbg !80
  %8 = call win64cc i64 @ms_big(ptr noundef nonnull %1), !dbg !81
  %9 = load i64, ptr %1, align 8, !dbg !82, !tbaa !83
  %10 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !87
  %11 = load i64, ptr %10, align 8, !dbg !87, !tbaa !83
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %8, i64 noundef %9, i64 noundef %11), !dbg !88
  %13 = tail call win64cc i64 @ms_calls_sysv(), !dbg !89
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %13), !dbg !90
    #dbg_value(ptr @ms_ints, !64, !DIExpression(), !73)
  %15 = tail call win64cc i64 @ms_ints(i64 noundef 6, i64 noundef 5, i64 noundef 4, i64 noundef 3, i64 noundef 2, i64 noundef 1), !dbg !91
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %15), !dbg !92
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2), !dbg !93
  store volatile double 1.500000e+00, ptr %2, align 8, !dbg !94, !tbaa !95, !DIAssignID !97
    #dbg_assign(double 1.500000e+00, !68, !DIExpression(), !97, ptr %2, !DIExpression(), !73)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3), !dbg !93
  store volatile double 2.500000e+00, ptr %3, align 8, !dbg !98, !tbaa !95, !DIAssignID !99
    #dbg_assign(double 2.500000e+00, !70, !DIExpression(), !99, ptr %3, !DIExpression(), !73)
  %17 = load volatile double, ptr %2, align 8, !dbg !100, !tbaa !95
  %18 = load volatile double, ptr %3, align 8, !dbg !101, !tbaa !95
  %19 = tail call win64cc double @ms_pressure(double noundef %17, double noundef %18), !dbg !102
    #dbg_value(double %19, !71, !DIExpression(), !73)
  %20 = load volatile double, ptr %2, align 8, !dbg !103, !tbaa !95
  %21 = load volatile double, ptr %3, align 8, !dbg !104, !tbaa !95
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %19, double noundef %20, double noundef %21), !dbg !105
  %23 = tail call win64cc i64 @ms_ints(i64 noundef 1, i64 noundef 1, i64 noundef 1, i64 noundef 1, i64 noundef 1, i64 noundef 1), !dbg !106
  %24 = trunc nuw nsw i64 %23 to i32, !dbg !107
  %25 = add nuw nsw i32 %24, 15, !dbg !107
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !dbg !108
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2), !dbg !108
  ret i32 %25, !dbg !109
}

; Function Attrs: nofree nounwind
declare !dbg !110 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal win64cc range(i64 21, 218) i64 @ms_ints(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5) unnamed_addr #2 !dbg !117 {
    #dbg_value(i64 %0, !119, !DIExpression(), !125)
    #dbg_value(i64 %1, !120, !DIExpression(), !125)
    #dbg_value(i64 %2, !121, !DIExpression(), !125)
    #dbg_value(i64 %3, !122, !DIExpression(), !125)
    #dbg_value(i64 %4, !123, !DIExpression(), !125)
    #dbg_value(i64 %5, !124, !DIExpression(), !125)
  %7 = shl nuw nsw i64 %1, 1, !dbg !126
  %8 = add nuw nsw i64 %7, %0, !dbg !127
  %9 = mul nuw nsw i64 %2, 3, !dbg !128
  %10 = add nuw nsw i64 %8, %9, !dbg !129
  %11 = shl nuw nsw i64 %3, 2, !dbg !130
  %12 = add nuw nsw i64 %10, %11, !dbg !131
  %13 = mul nuw nsw i64 %4, 5, !dbg !132
  %14 = add nuw nsw i64 %12, %13, !dbg !133
  %15 = mul nuw nsw i64 %5, 6, !dbg !134
  %16 = add nuw nsw i64 %14, %15, !dbg !135
  ret i64 %16, !dbg !136
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal win64cc void @ms_ret_big(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.big) align 8 %0) unnamed_addr #4 !dbg !137 {
    #dbg_value(ptr %0, !142, !DIExpression(DW_OP_deref), !143)
    #dbg_value(i64 10, !141, !DIExpression(), !143)
  store i64 10, ptr %0, align 8, !dbg !144, !tbaa !83
  %2 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !144
  store i64 20, ptr %2, align 8, !dbg !144, !tbaa !83
  %3 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !144
  store i64 30, ptr %3, align 8, !dbg !144, !tbaa !83
  %4 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !144
  store i64 40, ptr %4, align 8, !dbg !144, !tbaa !83
  ret void, !dbg !145
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal win64cc i64 @ms_big(ptr nocapture noundef readonly %0) unnamed_addr #5 !dbg !146 {
    #dbg_value(ptr %0, !150, !DIExpression(DW_OP_deref), !152)
    #dbg_value(i64 3, !151, !DIExpression(), !152)
  %2 = load i64, ptr %0, align 8, !dbg !153, !tbaa !83
  %3 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !154
  %4 = load i64, ptr %3, align 8, !dbg !154, !tbaa !83
  %5 = add nsw i64 %4, %2, !dbg !155
  %6 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !156
  %7 = load i64, ptr %6, align 8, !dbg !156, !tbaa !83
  %8 = add nsw i64 %5, %7, !dbg !157
  %9 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !158
  %10 = load i64, ptr %9, align 8, !dbg !158, !tbaa !83
  %11 = mul nsw i64 %10, 3, !dbg !159
  %12 = add nsw i64 %8, %11, !dbg !160
  ret i64 %12, !dbg !161
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal win64cc range(i64 42, 435) i64 @ms_calls_sysv() unnamed_addr #2 !dbg !162 {
    #dbg_value(i64 7, !166, !DIExpression(), !167)
  %1 = tail call fastcc i64 @sysv_calls_ms(), !dbg !168
  %2 = shl nuw nsw i64 %1, 1, !dbg !169
  ret i64 %2, !dbg !170
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal win64cc double @ms_pressure(double noundef %0, double noundef %1) unnamed_addr #2 !dbg !171 {
    #dbg_value(double %0, !175, !DIExpression(), !186)
    #dbg_value(double %1, !176, !DIExpression(), !186)
    #dbg_value(i32 0, !181, !DIExpression(), !187)
    #dbg_value(i64 0, !181, !DIExpression(), !187)
  %3 = insertelement <2 x double> poison, double %0, i64 0, !dbg !188
  %4 = shufflevector <2 x double> %3, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !188
  %5 = fmul <2 x double> %4, <double 1.000000e+01, double 0.000000e+00>, !dbg !188
    #dbg_value(double poison, !177, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !186)
    #dbg_value(i64 1, !181, !DIExpression(), !187)
    #dbg_value(double poison, !177, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !186)
    #dbg_value(i64 2, !181, !DIExpression(), !187)
  %6 = fmul <2 x double> %4, <double 3.000000e+00, double 2.000000e+00>, !dbg !188
    #dbg_value(double poison, !177, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !186)
    #dbg_value(i64 3, !181, !DIExpression(), !187)
    #dbg_value(double poison, !177, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !186)
    #dbg_value(i64 4, !181, !DIExpression(), !187)
  %7 = fmul <2 x double> %4, <double 5.000000e+00, double 4.000000e+00>, !dbg !188
    #dbg_value(double poison, !177, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !186)
    #dbg_value(i64 5, !181, !DIExpression(), !187)
    #dbg_value(double poison, !177, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !186)
    #dbg_value(i64 6, !181, !DIExpression(), !187)
  %8 = fmul <2 x double> %4, <double 6.000000e+00, double 7.000000e+00>, !dbg !188
    #dbg_value(double poison, !177, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !186)
    #dbg_value(i64 7, !181, !DIExpression(), !187)
    #dbg_value(double poison, !177, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !186)
    #dbg_value(i64 8, !181, !DIExpression(), !187)
  %9 = fmul <2 x double> %4, <double 8.000000e+00, double 9.000000e+00>, !dbg !188
    #dbg_value(double poison, !177, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !186)
    #dbg_value(i64 9, !181, !DIExpression(), !187)
    #dbg_value(double poison, !177, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !186)
    #dbg_value(i64 10, !181, !DIExpression(), !187)
    #dbg_value(double poison, !177, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !186)
    #dbg_value(i64 11, !181, !DIExpression(), !187)
  %10 = fmul double %0, 1.100000e+01, !dbg !188
  %11 = insertelement <2 x double> poison, double %1, i64 0, !dbg !190
  %12 = shufflevector <2 x double> %11, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !190
  %13 = fadd <2 x double> %5, %12, !dbg !190
  %14 = insertelement <2 x double> %4, double %10, i64 1, !dbg !190
  %15 = fadd <2 x double> %14, %12, !dbg !190
    #dbg_value(double poison, !177, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !186)
    #dbg_value(i64 12, !181, !DIExpression(), !187)
    #dbg_value(i64 0, !184, !DIExpression(), !191)
    #dbg_value(double 0.000000e+00, !183, !DIExpression(), !186)
    #dbg_value(double %18, !183, !DIExpression(), !186)
    #dbg_value(i64 1, !184, !DIExpression(), !191)
  %16 = fmul <2 x double> %13, %15, !dbg !192
  %17 = extractelement <2 x double> %16, i64 1, !dbg !194
  %18 = fadd double %17, 0.000000e+00, !dbg !194
  %19 = extractelement <2 x double> %16, i64 0, !dbg !194
  %20 = fadd double %18, %19, !dbg !194
  %21 = fadd <2 x double> %6, %12, !dbg !190
  %22 = fadd <2 x double> %9, %12, !dbg !190
    #dbg_value(double %20, !183, !DIExpression(), !186)
    #dbg_value(i64 2, !184, !DIExpression(), !191)
    #dbg_value(double %25, !183, !DIExpression(), !186)
    #dbg_value(i64 3, !184, !DIExpression(), !191)
  %23 = fmul <2 x double> %21, %22, !dbg !192
  %24 = extractelement <2 x double> %23, i64 1, !dbg !194
  %25 = fadd double %20, %24, !dbg !194
  %26 = extractelement <2 x double> %23, i64 0, !dbg !194
  %27 = fadd double %25, %26, !dbg !194
  %28 = fadd <2 x double> %7, %12, !dbg !190
  %29 = fadd <2 x double> %8, %12, !dbg !190
    #dbg_value(double %27, !183, !DIExpression(), !186)
    #dbg_value(i64 4, !184, !DIExpression(), !191)
    #dbg_value(double %32, !183, !DIExpression(), !186)
    #dbg_value(i64 5, !184, !DIExpression(), !191)
  %30 = fmul <2 x double> %28, %29, !dbg !192
  %31 = extractelement <2 x double> %30, i64 1, !dbg !194
  %32 = fadd double %27, %31, !dbg !194
  %33 = extractelement <2 x double> %30, i64 0, !dbg !194
  %34 = fadd double %32, %33, !dbg !194
    #dbg_value(double %34, !183, !DIExpression(), !186)
    #dbg_value(i64 6, !184, !DIExpression(), !191)
  %35 = fadd double %34, %33, !dbg !194
    #dbg_value(double %35, !183, !DIExpression(), !186)
    #dbg_value(i64 7, !184, !DIExpression(), !191)
  %36 = fadd double %35, %31, !dbg !194
    #dbg_value(double %36, !183, !DIExpression(), !186)
    #dbg_value(i64 8, !184, !DIExpression(), !191)
  %37 = fadd double %36, %26, !dbg !194
    #dbg_value(double %37, !183, !DIExpression(), !186)
    #dbg_value(i64 9, !184, !DIExpression(), !191)
  %38 = fadd double %37, %24, !dbg !194
    #dbg_value(double %38, !183, !DIExpression(), !186)
    #dbg_value(i64 10, !184, !DIExpression(), !191)
  %39 = fadd double %38, %19, !dbg !194
    #dbg_value(double %39, !183, !DIExpression(), !186)
    #dbg_value(i64 11, !184, !DIExpression(), !191)
  %40 = fadd double %39, %17, !dbg !194
    #dbg_value(double %40, !183, !DIExpression(), !186)
    #dbg_value(i64 12, !184, !DIExpression(), !191)
  ret double %40, !dbg !195
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 21, 218) i64 @sysv_calls_ms() unnamed_addr #2 !dbg !196 {
    #dbg_value(i64 7, !198, !DIExpression(), !199)
  %1 = tail call win64cc i64 @ms_ints(i64 noundef 7, i64 noundef 8, i64 noundef 9, i64 noundef 10, i64 noundef 11, i64 noundef 12), !dbg !200
  ret i64 %1, !dbg !201
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!34}
!llvm.module.flags = !{!39, !40, !41, !42, !43, !44, !45}
!llvm.ident = !{!46}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/ms_abi_calls.c", directory: ".", checksumkind: CSK_MD5, checksum: "d4caa1da88e8ab78e68e03f250df7143")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 13)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 16)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 28)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 11)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 17)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 24)
!34 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !35, globals: !38, splitDebugInlining: false, nameTableKind: None)
!35 = !{!36, !37}
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!38 = !{!0, !7, !9, !14, !19, !24, !29}
!39 = !{i32 7, !"Dwarf Version", i32 5}
!40 = !{i32 2, !"Debug Info Version", i32 3}
!41 = !{i32 1, !"wchar_size", i32 4}
!42 = !{i32 8, !"PIC Level", i32 2}
!43 = !{i32 7, !"PIE Level", i32 2}
!44 = !{i32 7, !"uwtable", i32 2}
!45 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!46 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!47 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 26, type: !48, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !50)
!48 = !DISubroutineType(types: !49)
!49 = !{!36}
!50 = !{!51, !56, !64, !68, !70, !71}
!51 = !DILocalVariable(name: "s", scope: !47, file: !2, line: 29, type: !52)
!52 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "small", file: !2, line: 11, size: 64, elements: !53)
!53 = !{!54, !55}
!54 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !52, file: !2, line: 11, baseType: !36, size: 32)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !52, file: !2, line: 11, baseType: !36, size: 32, offset: 32)
!56 = !DILocalVariable(name: "b", scope: !47, file: !2, line: 31, type: !57)
!57 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "big", file: !2, line: 12, size: 256, elements: !58)
!58 = !{!59}
!59 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !57, file: !2, line: 12, baseType: !60, size: 256)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 256, elements: !62)
!61 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!62 = !{!63}
!63 = !DISubrange(count: 4)
!64 = !DILocalVariable(name: "fp", scope: !47, file: !2, line: 34, type: !65)
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64)
!66 = !DISubroutineType(cc: DW_CC_LLVM_Win64, types: !67)
!67 = !{!61, !61, !61, !61, !61, !61, !61}
!68 = !DILocalVariable(name: "keep1", scope: !47, file: !2, line: 36, type: !69)
!69 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !37)
!70 = !DILocalVariable(name: "keep2", scope: !47, file: !2, line: 36, type: !69)
!71 = !DILocalVariable(name: "r", scope: !47, file: !2, line: 37, type: !37)
!72 = distinct !DIAssignID()
!73 = !DILocation(line: 0, scope: !47)
!74 = distinct !DIAssignID()
!75 = distinct !DIAssignID()
!76 = !DILocation(line: 27, column: 29, scope: !47)
!77 = !DILocation(line: 27, column: 5, scope: !47)
!78 = !DILocation(line: 28, column: 5, scope: !47)
!79 = !DILocation(line: 30, column: 5, scope: !47)
!80 = !DILocation(line: 31, column: 20, scope: !47)
!81 = !DILocation(line: 32, column: 44, scope: !47)
!82 = !DILocation(line: 32, column: 58, scope: !47)
!83 = !{!84, !84, i64 0}
!84 = !{!"long", !85, i64 0}
!85 = !{!"omnipotent char", !86, i64 0}
!86 = !{!"Simple C/C++ TBAA"}
!87 = !DILocation(line: 32, column: 66, scope: !47)
!88 = !DILocation(line: 32, column: 5, scope: !47)
!89 = !DILocation(line: 33, column: 27, scope: !47)
!90 = !DILocation(line: 33, column: 5, scope: !47)
!91 = !DILocation(line: 35, column: 33, scope: !47)
!92 = !DILocation(line: 35, column: 5, scope: !47)
!93 = !DILocation(line: 36, column: 5, scope: !47)
!94 = !DILocation(line: 36, column: 21, scope: !47)
!95 = !{!96, !96, i64 0}
!96 = !{!"double", !85, i64 0}
!97 = distinct !DIAssignID()
!98 = !DILocation(line: 36, column: 34, scope: !47)
!99 = distinct !DIAssignID()
!100 = !DILocation(line: 37, column: 28, scope: !47)
!101 = !DILocation(line: 37, column: 35, scope: !47)
!102 = !DILocation(line: 37, column: 16, scope: !47)
!103 = !DILocation(line: 38, column: 43, scope: !47)
!104 = !DILocation(line: 38, column: 50, scope: !47)
!105 = !DILocation(line: 38, column: 5, scope: !47)
!106 = !DILocation(line: 39, column: 18, scope: !47)
!107 = !DILocation(line: 39, column: 12, scope: !47)
!108 = !DILocation(line: 40, column: 1, scope: !47)
!109 = !DILocation(line: 39, column: 5, scope: !47)
!110 = !DISubprogram(name: "printf", scope: !111, file: !111, line: 356, type: !112, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!111 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!112 = !DISubroutineType(types: !113)
!113 = !{!36, !114, null}
!114 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !115)
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64)
!116 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!117 = distinct !DISubprogram(name: "ms_ints", scope: !2, file: !2, line: 13, type: !66, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !118)
!118 = !{!119, !120, !121, !122, !123, !124}
!119 = !DILocalVariable(name: "a", arg: 1, scope: !117, file: !2, line: 13, type: !61)
!120 = !DILocalVariable(name: "b", arg: 2, scope: !117, file: !2, line: 13, type: !61)
!121 = !DILocalVariable(name: "c", arg: 3, scope: !117, file: !2, line: 13, type: !61)
!122 = !DILocalVariable(name: "d", arg: 4, scope: !117, file: !2, line: 13, type: !61)
!123 = !DILocalVariable(name: "e", arg: 5, scope: !117, file: !2, line: 13, type: !61)
!124 = !DILocalVariable(name: "f", arg: 6, scope: !117, file: !2, line: 13, type: !61)
!125 = !DILocation(line: 0, scope: !117)
!126 = !DILocation(line: 13, column: 118, scope: !117)
!127 = !DILocation(line: 13, column: 114, scope: !117)
!128 = !DILocation(line: 13, column: 126, scope: !117)
!129 = !DILocation(line: 13, column: 122, scope: !117)
!130 = !DILocation(line: 13, column: 134, scope: !117)
!131 = !DILocation(line: 13, column: 130, scope: !117)
!132 = !DILocation(line: 13, column: 142, scope: !117)
!133 = !DILocation(line: 13, column: 138, scope: !117)
!134 = !DILocation(line: 13, column: 150, scope: !117)
!135 = !DILocation(line: 13, column: 146, scope: !117)
!136 = !DILocation(line: 13, column: 105, scope: !117)
!137 = distinct !DISubprogram(name: "ms_ret_big", scope: !2, file: !2, line: 17, type: !138, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !140)
!138 = !DISubroutineType(cc: DW_CC_nocall, types: !139)
!139 = !{!57, !61}
!140 = !{!141, !142}
!141 = !DILocalVariable(name: "k", arg: 1, scope: !137, file: !2, line: 17, type: !61)
!142 = !DILocalVariable(name: "b", scope: !137, file: !2, line: 17, type: !57)
!143 = !DILocation(line: 0, scope: !137)
!144 = !DILocation(line: 17, column: 90, scope: !137)
!145 = !DILocation(line: 17, column: 117, scope: !137)
!146 = distinct !DISubprogram(name: "ms_big", scope: !2, file: !2, line: 16, type: !147, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !149)
!147 = !DISubroutineType(cc: DW_CC_nocall, types: !148)
!148 = !{!61, !57, !61}
!149 = !{!150, !151}
!150 = !DILocalVariable(name: "b", arg: 1, scope: !146, file: !2, line: 16, type: !57)
!151 = !DILocalVariable(name: "k", arg: 2, scope: !146, file: !2, line: 16, type: !61)
!152 = !DILocation(line: 0, scope: !146)
!153 = !DILocation(line: 16, column: 85, scope: !146)
!154 = !DILocation(line: 16, column: 94, scope: !146)
!155 = !DILocation(line: 16, column: 92, scope: !146)
!156 = !DILocation(line: 16, column: 103, scope: !146)
!157 = !DILocation(line: 16, column: 101, scope: !146)
!158 = !DILocation(line: 16, column: 112, scope: !146)
!159 = !DILocation(line: 16, column: 119, scope: !146)
!160 = !DILocation(line: 16, column: 110, scope: !146)
!161 = !DILocation(line: 16, column: 78, scope: !146)
!162 = distinct !DISubprogram(name: "ms_calls_sysv", scope: !2, file: !2, line: 19, type: !163, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !165)
!163 = !DISubroutineType(cc: DW_CC_nocall, types: !164)
!164 = !{!61, !61}
!165 = !{!166}
!166 = !DILocalVariable(name: "x", arg: 1, scope: !162, file: !2, line: 19, type: !61)
!167 = !DILocation(line: 0, scope: !162)
!168 = !DILocation(line: 19, column: 78, scope: !162)
!169 = !DILocation(line: 19, column: 95, scope: !162)
!170 = !DILocation(line: 19, column: 71, scope: !162)
!171 = distinct !DISubprogram(name: "ms_pressure", scope: !2, file: !2, line: 20, type: !172, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !174)
!172 = !DISubroutineType(cc: DW_CC_LLVM_Win64, types: !173)
!173 = !{!37, !37, !37}
!174 = !{!175, !176, !177, !181, !183, !184}
!175 = !DILocalVariable(name: "a", arg: 1, scope: !171, file: !2, line: 20, type: !37)
!176 = !DILocalVariable(name: "b", arg: 2, scope: !171, file: !2, line: 20, type: !37)
!177 = !DILocalVariable(name: "t", scope: !171, file: !2, line: 21, type: !178)
!178 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 768, elements: !179)
!179 = !{!180}
!180 = !DISubrange(count: 12)
!181 = !DILocalVariable(name: "i", scope: !182, file: !2, line: 21, type: !36)
!182 = distinct !DILexicalBlock(scope: !171, file: !2, line: 21, column: 19)
!183 = !DILocalVariable(name: "s", scope: !171, file: !2, line: 22, type: !37)
!184 = !DILocalVariable(name: "i", scope: !185, file: !2, line: 22, type: !36)
!185 = distinct !DILexicalBlock(scope: !171, file: !2, line: 22, column: 19)
!186 = !DILocation(line: 0, scope: !171)
!187 = !DILocation(line: 0, scope: !182)
!188 = !DILocation(line: 21, column: 57, scope: !189)
!189 = distinct !DILexicalBlock(scope: !182, file: !2, line: 21, column: 19)
!190 = !DILocation(line: 21, column: 61, scope: !189)
!191 = !DILocation(line: 0, scope: !185)
!192 = !DILocation(line: 22, column: 58, scope: !193)
!193 = distinct !DILexicalBlock(scope: !185, file: !2, line: 22, column: 19)
!194 = !DILocation(line: 22, column: 50, scope: !193)
!195 = !DILocation(line: 23, column: 5, scope: !171)
!196 = distinct !DISubprogram(name: "sysv_calls_ms", scope: !2, file: !2, line: 18, type: !163, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !197)
!197 = !{!198}
!198 = !DILocalVariable(name: "x", arg: 1, scope: !196, file: !2, line: 18, type: !61)
!199 = !DILocation(line: 0, scope: !196)
!200 = !DILocation(line: 18, column: 80, scope: !196)
!201 = !DILocation(line: 18, column: 73, scope: !196)
