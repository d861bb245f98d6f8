; ModuleID = 'programs/vector_abi_passing.c'
source_filename = "programs/vector_abi_passing.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.withvec = type { i32, <4 x i32> }

@.str = private unnamed_addr constant [50 x i8] c"a=%d,%d b=%d,%d,%d c=%g,%g d=%d,%d,%d,%d e=%g,%g\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [59 x i8] c"f=%d,%d,%d g=%lld,%lld,%lld,%lld h=%g,%g s=%d,%d,%d,%d,%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [11 x i8] c"many=%lld\0A\00", align 1, !dbg !12

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !35 {
  %1 = alloca <4 x i64>, align 32
  %2 = alloca <4 x i64>, align 32
  %3 = alloca <16 x float>, align 64
  %4 = alloca %struct.withvec, align 16, !DIAssignID !88
    #dbg_assign(i1 undef, !82, !DIExpression(), !88, ptr %4, !DIExpression(), !89)
  %5 = alloca %struct.withvec, align 16
    #dbg_value(<2 x i32> <i32 16, i32 -23>, !40, !DIExpression(), !89)
    #dbg_value(<8 x i8> <i8 9, i8 18, i8 27, i8 36, i8 45, i8 54, i8 63, i8 120>, !47, !DIExpression(), !89)
  %6 = tail call fastcc double @f2sf(), !dbg !90
  %7 = bitcast double %6 to <2 x float>, !dbg !90
    #dbg_value(<2 x float> %7, !55, !DIExpression(), !89)
    #dbg_value(<4 x i32> <i32 244, i32 230, i32 46, i32 44>, !59, !DIExpression(), !89)
    #dbg_value(<2 x double> <double 5.000000e-01, double -2.500000e-01>, !64, !DIExpression(), !89)
    #dbg_value(<16 x i8> <i8 2, i8 4, i8 6, i8 8, i8 10, i8 12, i8 14, i8 16, i8 18, i8 20, i8 22, i8 24, i8 26, i8 28, i8 0, i8 -2>, !67, !DIExpression(), !89)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #9, !dbg !91
  store <4 x i64> <i64 1, i64 -2, i64 1099511627776, i64 -7>, ptr %1, align 32, !dbg !91, !tbaa !92
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #9, !dbg !91
  store <4 x i64> <i64 3, i64 3, i64 3, i64 3>, ptr %2, align 32, !dbg !91, !tbaa !92
  %8 = tail call fastcc <4 x i64> @f4di(ptr noundef nonnull byval(<4 x i64>) align 32 %1, ptr noundef nonnull byval(<4 x i64>) align 32 %2), !dbg !91
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #9, !dbg !91
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #9, !dbg !91
    #dbg_value(<4 x i64> %8, !76, !DIExpression(), !89)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #9, !dbg !95
  store <16 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.000000e+00, float 6.000000e+00, float 7.000000e+00, float 8.000000e+00, float 9.000000e+00, float 1.000000e+01, float 1.100000e+01, float 1.200000e+01, float 1.300000e+01, float 1.400000e+01, float 1.500000e+01, float 1.600000e+01>, ptr %3, align 64, !dbg !95, !tbaa !92
  %9 = tail call fastcc <16 x float> @f16sf(ptr noundef nonnull byval(<16 x float>) align 64 %3), !dbg !95
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #9, !dbg !95
    #dbg_value(<16 x float> %9, !79, !DIExpression(), !89)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #9, !dbg !96
  store i32 7, ptr %5, align 16, !dbg !97, !tbaa !98
  %10 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !97
  store <4 x i32> <i32 1, i32 -1, i32 1073741824, i32 3>, ptr %10, align 16, !dbg !97, !tbaa !92
  call fastcc void @fsv(ptr dead_on_unwind nonnull writable sret(%struct.withvec) align 16 %4, ptr noundef nonnull byval(%struct.withvec) align 16 %5), !dbg !101
  %11 = extractelement <2 x float> %7, i64 0, !dbg !102
  %12 = fpext float %11 to double, !dbg !103
  %13 = extractelement <2 x float> %7, i64 1, !dbg !104
  %14 = fpext float %13 to double, !dbg !105
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 16, i32 noundef -23, i32 noundef 9, i32 noundef 63, i32 noundef 120, double noundef %12, double noundef %14, i32 noundef 244, i32 noundef 230, i32 noundef 46, i32 noundef 44, double noundef 5.000000e-01, double noundef -2.500000e-01), !dbg !106
  %16 = extractelement <4 x i64> %8, i64 0, !dbg !107
  %17 = extractelement <4 x i64> %8, i64 1, !dbg !108
  %18 = extractelement <4 x i64> %8, i64 2, !dbg !109
  %19 = extractelement <4 x i64> %8, i64 3, !dbg !110
  %20 = extractelement <16 x float> %9, i64 0, !dbg !111
  %21 = fpext float %20 to double, !dbg !112
  %22 = extractelement <16 x float> %9, i64 15, !dbg !113
  %23 = fpext float %22 to double, !dbg !114
  %24 = load i32, ptr %4, align 16, !dbg !115, !tbaa !98
  %25 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !116
  %26 = load i32, ptr %25, align 16, !dbg !116
  %27 = getelementptr inbounds i8, ptr %4, i64 20, !dbg !117
  %28 = load i32, ptr %27, align 4, !dbg !117
  %29 = getelementptr inbounds i8, ptr %4, i64 24, !dbg !118
  %30 = load i32, ptr %29, align 8, !dbg !118
  %31 = getelementptr inbounds i8, ptr %4, i64 28, !dbg !119
  %32 = load i32, ptr %31, align 4, !dbg !119
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, i32 noundef 0, i32 noundef 254, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, double noundef %21, double noundef %23, i32 noundef %24, i32 noundef %26, i32 noundef %28, i32 noundef %30, i32 noundef %32), !dbg !120
    #dbg_value(<4 x i32> <i32 1, i32 1, i32 1, i32 1>, !87, !DIExpression(), !89)
  %34 = tail call fastcc i64 @many(), !dbg !121
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %34), !dbg !122
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #9, !dbg !123
  ret i32 116, !dbg !124
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @f2sf() unnamed_addr #2 !dbg !125 {
    #dbg_value(<2 x float> <float 1.500000e+00, float -2.500000e-01>, !129, !DIExpression(), !131)
    #dbg_value(float 4.000000e+00, !130, !DIExpression(), !131)
  ret double 0xBF80000040C00000, !dbg !132
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc <4 x i64> @f4di(ptr nocapture noundef readonly byval(<4 x i64>) align 32 %0, ptr nocapture noundef readonly byval(<4 x i64>) align 32 %1) unnamed_addr #3 !dbg !133 {
  %3 = load <4 x i64>, ptr %0, align 32, !tbaa !92
  %4 = load <4 x i64>, ptr %1, align 32, !tbaa !92
    #dbg_value(<4 x i64> %3, !137, !DIExpression(), !139)
    #dbg_value(<4 x i64> %4, !138, !DIExpression(), !139)
  %5 = mul <4 x i64> %4, %3, !dbg !140
  %6 = ashr <4 x i64> %3, <i64 2, i64 2, i64 2, i64 2>, !dbg !141
  %7 = sub <4 x i64> %5, %6, !dbg !142
  ret <4 x i64> %7, !dbg !143
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc <16 x float> @f16sf(ptr nocapture noundef readonly byval(<16 x float>) align 64 %0) unnamed_addr #4 !dbg !144 {
  %2 = load <16 x float>, ptr %0, align 64, !tbaa !92
    #dbg_value(<16 x float> %2, !148, !DIExpression(), !149)
  %3 = fmul <16 x float> %2, %2, !dbg !150
  ret <16 x float> %3, !dbg !151
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @fsv(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.withvec) align 16 %0, ptr nocapture noundef byval(%struct.withvec) align 16 %1) unnamed_addr #5 !dbg !152 {
    #dbg_declare(ptr %1, !156, !DIExpression(), !157)
  %3 = load i32, ptr %1, align 16, !dbg !158, !tbaa !98
  %4 = add nsw i32 %3, 1, !dbg !158
  store i32 %4, ptr %1, align 16, !dbg !158, !tbaa !98
  %5 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !159
  %6 = load <4 x i32>, ptr %5, align 16, !dbg !159, !tbaa !92
  %7 = shl <4 x i32> %6, <i32 1, i32 1, i32 1, i32 1>, !dbg !160
  store <4 x i32> %7, ptr %5, align 16, !dbg !161, !tbaa !92
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %0, ptr noundef nonnull align 16 dereferenceable(32) %1, i64 32, i1 false), !dbg !162, !tbaa.struct !163
  ret void, !dbg !165
}

; Function Attrs: nofree nounwind
declare !dbg !166 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 -8589934493, 8589934688) i64 @many() unnamed_addr #7 !dbg !173 {
    #dbg_value(<4 x i32> <i32 1, i32 1, i32 1, i32 1>, !177, !DIExpression(), !189)
    #dbg_value(<4 x i32> <i32 1, i32 1, i32 1, i32 1>, !178, !DIExpression(), !189)
    #dbg_value(<4 x i32> <i32 1, i32 1, i32 1, i32 1>, !179, !DIExpression(), !189)
    #dbg_value(<4 x i32> <i32 1, i32 1, i32 1, i32 1>, !180, !DIExpression(), !189)
    #dbg_value(<4 x i32> <i32 1, i32 1, i32 1, i32 1>, !181, !DIExpression(), !189)
    #dbg_value(<4 x i32> <i32 1, i32 1, i32 1, i32 1>, !182, !DIExpression(), !189)
    #dbg_value(<4 x i32> <i32 1, i32 1, i32 1, i32 1>, !183, !DIExpression(), !189)
    #dbg_value(<4 x i32> <i32 1, i32 1, i32 1, i32 1>, !184, !DIExpression(), !189)
    #dbg_value(<4 x i32> <i32 1, i32 2, i32 3, i32 4>, !185, !DIExpression(), !189)
    #dbg_value(<4 x i32> <i32 5, i32 6, i32 7, i32 8>, !186, !DIExpression(), !189)
    #dbg_value(i32 99, !187, !DIExpression(), !189)
    #dbg_value(<4 x i32> <i32 25, i32 30, i32 35, i32 40>, !188, !DIExpression(), !189)
  ret i64 43924, !dbg !190
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="512" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="512" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!17}
!llvm.module.flags = !{!27, !28, !29, !30, !31, !32, !33}
!llvm.ident = !{!34}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/vector_abi_passing.c", directory: ".", checksumkind: CSK_MD5, checksum: "02773a12c23ce956e2f6f1bc2f146868")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 400, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 50)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 472, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 59)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 11)
!17 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !18, globals: !26, splitDebugInlining: false, nameTableKind: None)
!18 = !{!19, !20, !21}
!19 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!20 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !22, line: 27, baseType: !23)
!22 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !24, line: 44, baseType: !25)
!24 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!25 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!26 = !{!0, !7, !12}
!27 = !{i32 7, !"Dwarf Version", i32 5}
!28 = !{i32 2, !"Debug Info Version", i32 3}
!29 = !{i32 1, !"wchar_size", i32 4}
!30 = !{i32 8, !"PIC Level", i32 2}
!31 = !{i32 7, !"PIE Level", i32 2}
!32 = !{i32 7, !"uwtable", i32 2}
!33 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!34 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!35 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 34, type: !36, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !39)
!36 = !DISubroutineType(types: !37)
!37 = !{!38}
!38 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!39 = !{!40, !47, !55, !59, !64, !67, !76, !79, !82, !87}
!40 = !DILocalVariable(name: "a", scope: !35, file: !2, line: 35, type: !41)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "v2si", file: !2, line: 10, baseType: !42)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 64, flags: DIFlagVector, elements: !45)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !22, line: 26, baseType: !44)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !24, line: 41, baseType: !38)
!45 = !{!46}
!46 = !DISubrange(count: 2)
!47 = !DILocalVariable(name: "b", scope: !35, file: !2, line: 36, type: !48)
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "v8qi", file: !2, line: 11, baseType: !49)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !50, size: 64, flags: DIFlagVector, elements: !53)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !22, line: 24, baseType: !51)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !24, line: 37, baseType: !52)
!52 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!53 = !{!54}
!54 = !DISubrange(count: 8)
!55 = !DILocalVariable(name: "c", scope: !35, file: !2, line: 37, type: !56)
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "v2sf", file: !2, line: 12, baseType: !57)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !58, size: 64, flags: DIFlagVector, elements: !45)
!58 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!59 = !DILocalVariable(name: "d", scope: !35, file: !2, line: 38, type: !60)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4si", file: !2, line: 13, baseType: !61)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 128, flags: DIFlagVector, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 4)
!64 = !DILocalVariable(name: "e", scope: !35, file: !2, line: 39, type: !65)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "v2df", file: !2, line: 14, baseType: !66)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 128, flags: DIFlagVector, elements: !45)
!67 = !DILocalVariable(name: "f", scope: !35, file: !2, line: 40, type: !68)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "v16qu", file: !2, line: 15, baseType: !69)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !70, size: 128, flags: DIFlagVector, elements: !74)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !71, line: 24, baseType: !72)
!71 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !24, line: 38, baseType: !73)
!73 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!74 = !{!75}
!75 = !DISubrange(count: 16)
!76 = !DILocalVariable(name: "g", scope: !35, file: !2, line: 41, type: !77)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4di", file: !2, line: 16, baseType: !78)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 256, flags: DIFlagVector, elements: !62)
!79 = !DILocalVariable(name: "h", scope: !35, file: !2, line: 42, type: !80)
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "v16sf", file: !2, line: 17, baseType: !81)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !58, size: 512, flags: DIFlagVector, elements: !74)
!82 = !DILocalVariable(name: "s", scope: !35, file: !2, line: 43, type: !83)
!83 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "withvec", file: !2, line: 18, size: 256, elements: !84)
!84 = !{!85, !86}
!85 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !83, file: !2, line: 18, baseType: !38, size: 32)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !83, file: !2, line: 18, baseType: !60, size: 128, offset: 128)
!87 = !DILocalVariable(name: "one", scope: !35, file: !2, line: 46, type: !60)
!88 = distinct !DIAssignID()
!89 = !DILocation(line: 0, scope: !35)
!90 = !DILocation(line: 37, column: 14, scope: !35)
!91 = !DILocation(line: 41, column: 14, scope: !35)
!92 = !{!93, !93, i64 0}
!93 = !{!"omnipotent char", !94, i64 0}
!94 = !{!"Simple C/C++ TBAA"}
!95 = !DILocation(line: 42, column: 15, scope: !35)
!96 = !DILocation(line: 43, column: 5, scope: !35)
!97 = !DILocation(line: 43, column: 44, scope: !35)
!98 = !{!99, !100, i64 0}
!99 = !{!"withvec", !100, i64 0, !93, i64 16}
!100 = !{!"int", !93, i64 0}
!101 = !DILocation(line: 43, column: 24, scope: !35)
!102 = !DILocation(line: 44, column: 104, scope: !35)
!103 = !DILocation(line: 44, column: 96, scope: !35)
!104 = !DILocation(line: 44, column: 118, scope: !35)
!105 = !DILocation(line: 44, column: 110, scope: !35)
!106 = !DILocation(line: 44, column: 5, scope: !35)
!107 = !DILocation(line: 45, column: 106, scope: !35)
!108 = !DILocation(line: 45, column: 123, scope: !35)
!109 = !DILocation(line: 45, column: 140, scope: !35)
!110 = !DILocation(line: 45, column: 157, scope: !35)
!111 = !DILocation(line: 45, column: 171, scope: !35)
!112 = !DILocation(line: 45, column: 163, scope: !35)
!113 = !DILocation(line: 45, column: 185, scope: !35)
!114 = !DILocation(line: 45, column: 177, scope: !35)
!115 = !DILocation(line: 45, column: 194, scope: !35)
!116 = !DILocation(line: 45, column: 201, scope: !35)
!117 = !DILocation(line: 45, column: 209, scope: !35)
!118 = !DILocation(line: 45, column: 217, scope: !35)
!119 = !DILocation(line: 45, column: 225, scope: !35)
!120 = !DILocation(line: 45, column: 5, scope: !35)
!121 = !DILocation(line: 47, column: 38, scope: !35)
!122 = !DILocation(line: 47, column: 5, scope: !35)
!123 = !DILocation(line: 49, column: 1, scope: !35)
!124 = !DILocation(line: 48, column: 5, scope: !35)
!125 = distinct !DISubprogram(name: "f2sf", scope: !2, file: !2, line: 22, type: !126, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !128)
!126 = !DISubroutineType(cc: DW_CC_nocall, types: !127)
!127 = !{!56, !56, !58}
!128 = !{!129, !130}
!129 = !DILocalVariable(name: "a", arg: 1, scope: !125, file: !2, line: 22, type: !56)
!130 = !DILocalVariable(name: "k", arg: 2, scope: !125, file: !2, line: 22, type: !58)
!131 = !DILocation(line: 0, scope: !125)
!132 = !DILocation(line: 22, column: 63, scope: !125)
!133 = distinct !DISubprogram(name: "f4di", scope: !2, file: !2, line: 26, type: !134, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !136)
!134 = !DISubroutineType(types: !135)
!135 = !{!77, !77, !77}
!136 = !{!137, !138}
!137 = !DILocalVariable(name: "a", arg: 1, scope: !133, file: !2, line: 26, type: !77)
!138 = !DILocalVariable(name: "b", arg: 2, scope: !133, file: !2, line: 26, type: !77)
!139 = !DILocation(line: 0, scope: !133)
!140 = !DILocation(line: 26, column: 71, scope: !133)
!141 = !DILocation(line: 26, column: 80, scope: !133)
!142 = !DILocation(line: 26, column: 75, scope: !133)
!143 = !DILocation(line: 26, column: 62, scope: !133)
!144 = distinct !DISubprogram(name: "f16sf", scope: !2, file: !2, line: 27, type: !145, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !147)
!145 = !DISubroutineType(types: !146)
!146 = !{!80, !80}
!147 = !{!148}
!148 = !DILocalVariable(name: "a", arg: 1, scope: !144, file: !2, line: 27, type: !80)
!149 = !DILocation(line: 0, scope: !144)
!150 = !DILocation(line: 27, column: 66, scope: !144)
!151 = !DILocation(line: 27, column: 57, scope: !144)
!152 = distinct !DISubprogram(name: "fsv", scope: !2, file: !2, line: 28, type: !153, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !155)
!153 = !DISubroutineType(types: !154)
!154 = !{!83, !83}
!155 = !{!156}
!156 = !DILocalVariable(name: "s", arg: 1, scope: !152, file: !2, line: 28, type: !83)
!157 = !DILocation(line: 28, column: 68, scope: !152)
!158 = !DILocation(line: 28, column: 78, scope: !152)
!159 = !DILocation(line: 28, column: 90, scope: !152)
!160 = !DILocation(line: 28, column: 92, scope: !152)
!161 = !DILocation(line: 28, column: 86, scope: !152)
!162 = !DILocation(line: 28, column: 105, scope: !152)
!163 = !{i64 0, i64 4, !164, i64 16, i64 16, !92}
!164 = !{!100, !100, i64 0}
!165 = !DILocation(line: 28, column: 98, scope: !152)
!166 = !DISubprogram(name: "printf", scope: !167, file: !167, line: 356, type: !168, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!167 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!168 = !DISubroutineType(types: !169)
!169 = !{!38, !170, null}
!170 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !171)
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !172, size: 64)
!172 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!173 = distinct !DISubprogram(name: "many", scope: !2, file: !2, line: 29, type: !174, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !176)
!174 = !DISubroutineType(cc: DW_CC_nocall, types: !175)
!175 = !{!21, !60, !60, !60, !60, !60, !60, !60, !60, !60, !60, !38}
!176 = !{!177, !178, !179, !180, !181, !182, !183, !184, !185, !186, !187, !188}
!177 = !DILocalVariable(name: "a", arg: 1, scope: !173, file: !2, line: 29, type: !60)
!178 = !DILocalVariable(name: "b", arg: 2, scope: !173, file: !2, line: 29, type: !60)
!179 = !DILocalVariable(name: "c", arg: 3, scope: !173, file: !2, line: 29, type: !60)
!180 = !DILocalVariable(name: "d", arg: 4, scope: !173, file: !2, line: 29, type: !60)
!181 = !DILocalVariable(name: "e", arg: 5, scope: !173, file: !2, line: 29, type: !60)
!182 = !DILocalVariable(name: "f", arg: 6, scope: !173, file: !2, line: 29, type: !60)
!183 = !DILocalVariable(name: "g", arg: 7, scope: !173, file: !2, line: 29, type: !60)
!184 = !DILocalVariable(name: "h", arg: 8, scope: !173, file: !2, line: 29, type: !60)
!185 = !DILocalVariable(name: "i", arg: 9, scope: !173, file: !2, line: 29, type: !60)
!186 = !DILocalVariable(name: "j", arg: 10, scope: !173, file: !2, line: 29, type: !60)
!187 = !DILocalVariable(name: "k", arg: 11, scope: !173, file: !2, line: 29, type: !38)
!188 = !DILocalVariable(name: "s", scope: !173, file: !2, line: 30, type: !60)
!189 = !DILocation(line: 0, scope: !173)
!190 = !DILocation(line: 31, column: 5, scope: !173)
