; ModuleID = 'programs/vector_shuffle_convert.c'
source_filename = "programs/vector_shuffle_convert.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [74 x i8] c"rev %d %d %d %d | il %d %d %d %d | bc %d | concat[5]=%d | hi %d %d %d %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [19 x i8] c"byte_rev %d %d %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [17 x i8] c"i2f %a %a %a %a\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [33 x i8] c"f2i %d %d %d %d f2d %a %a %a %a\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [74 x i8] c"widen16 %d %d %d %d widen8u %d %d %d %d narrow %d %d %d %d w64 %lld %lld\0A\00", align 1, !dbg !22

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !37 {
  %1 = alloca <8 x i32>, align 32
    #dbg_value(<4 x i32> <i32 1, i32 -2, i32 3, i32 -4>, !42, !DIExpression(), !92)
    #dbg_value(<4 x i32> <i32 100, i32 200, i32 300, i32 400>, !51, !DIExpression(), !92)
  %2 = tail call fastcc <4 x i32> @rev(), !dbg !93
    #dbg_value(<4 x i32> %2, !52, !DIExpression(), !92)
  %3 = tail call fastcc <4 x i32> @interleave_lo(), !dbg !94
    #dbg_value(<4 x i32> %3, !53, !DIExpression(), !92)
  %4 = tail call fastcc <4 x i32> @bcast(), !dbg !95
    #dbg_value(<4 x i32> %4, !54, !DIExpression(), !92)
  %5 = tail call fastcc <8 x i32> @concat(), !dbg !96
    #dbg_value(<8 x i32> %5, !55, !DIExpression(), !92)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #6, !dbg !97
  store <8 x i32> %5, ptr %1, align 32, !dbg !97, !tbaa !98
  %6 = tail call fastcc <4 x i32> @hi_half(ptr noundef nonnull byval(<8 x i32>) align 32 %1), !dbg !97
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #6, !dbg !97
    #dbg_value(<4 x i32> %6, !60, !DIExpression(), !92)
  %7 = extractelement <4 x i32> %2, i64 0, !dbg !101
  %8 = extractelement <4 x i32> %2, i64 1, !dbg !102
  %9 = extractelement <4 x i32> %2, i64 2, !dbg !103
  %10 = extractelement <4 x i32> %2, i64 3, !dbg !104
  %11 = extractelement <4 x i32> %3, i64 0, !dbg !105
  %12 = extractelement <4 x i32> %3, i64 1, !dbg !106
  %13 = extractelement <4 x i32> %3, i64 2, !dbg !107
  %14 = extractelement <4 x i32> %3, i64 3, !dbg !108
  %15 = extractelement <4 x i32> %4, i64 3, !dbg !109
  %16 = extractelement <8 x i32> %5, i64 5, !dbg !110
  %17 = extractelement <4 x i32> %6, i64 0, !dbg !111
  %18 = extractelement <4 x i32> %6, i64 1, !dbg !112
  %19 = extractelement <4 x i32> %6, i64 2, !dbg !113
  %20 = extractelement <4 x i32> %6, i64 3, !dbg !114
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11, i32 noundef %12, i32 noundef %13, i32 noundef %14, i32 noundef %15, i32 noundef %16, i32 noundef %17, i32 noundef %18, i32 noundef %19, i32 noundef %20), !dbg !115
  %22 = tail call fastcc <16 x i8> @byte_rev(), !dbg !116
    #dbg_value(<16 x i8> %22, !61, !DIExpression(), !92)
  %23 = extractelement <16 x i8> %22, i64 0, !dbg !117
  %24 = zext i8 %23 to i32, !dbg !117
  %25 = extractelement <16 x i8> %22, i64 7, !dbg !118
  %26 = zext i8 %25 to i32, !dbg !118
  %27 = extractelement <16 x i8> %22, i64 15, !dbg !119
  %28 = zext i8 %27 to i32, !dbg !119
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %24, i32 noundef %26, i32 noundef %28), !dbg !120
    #dbg_value(<4 x float> <float 0x4170000000000000, float -3.000000e+00, float 0x41E0000000000000, float 0.000000e+00>, !70, !DIExpression(), !92)
    #dbg_value(<4 x i32> <i32 1, i32 -1, i32 1000000000, i32 -2147483648>, !74, !DIExpression(), !92)
    #dbg_value(<4 x double> <double 0x3FB99999A0000000, double -2.500000e+00, double 0x47D2CED320000000, double 0x36A0000000000000>, !75, !DIExpression(), !92)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0x4170000000000000, double noundef -3.000000e+00, double noundef 0x41E0000000000000, double noundef 0.000000e+00), !dbg !121
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1, i32 noundef -1, i32 noundef 1000000000, i32 noundef -2147483648, double noundef 0x3FB99999A0000000, double noundef -2.500000e+00, double noundef 0x47D2CED320000000, double noundef 0x36A0000000000000), !dbg !122
    #dbg_value(<4 x i32> <i32 -32768, i32 -1, i32 1, i32 32767>, !78, !DIExpression(), !92)
    #dbg_value(<4 x i32> <i32 0, i32 128, i32 255, i32 7>, !79, !DIExpression(), !92)
    #dbg_value(<4 x i16> <i16 4464, i16 -4464, i16 -1, i16 -1>, !80, !DIExpression(), !92)
    #dbg_value(<4 x i64> <i64 -2147483648, i64 -1, i64 0, i64 2147483647>, !86, !DIExpression(), !92)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -32768, i32 noundef -1, i32 noundef 1, i32 noundef 32767, i32 noundef 0, i32 noundef 128, i32 noundef 255, i32 noundef 7, i32 noundef 4464, i32 noundef -4464, i32 noundef -1, i32 noundef -1, i64 noundef -2147483648, i64 noundef 2147483647), !dbg !123
  %33 = add i32 %16, 127, !dbg !124
  %34 = and i32 %33, 127, !dbg !125
  ret i32 %34, !dbg !126
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef <4 x i32> @rev() unnamed_addr #2 !dbg !127 {
    #dbg_value(<4 x i32> <i32 1, i32 -2, i32 3, i32 -4>, !131, !DIExpression(), !132)
  ret <4 x i32> <i32 -4, i32 3, i32 -2, i32 1>, !dbg !133
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef <4 x i32> @interleave_lo() unnamed_addr #2 !dbg !134 {
    #dbg_value(<4 x i32> <i32 1, i32 -2, i32 3, i32 -4>, !138, !DIExpression(), !140)
    #dbg_value(<4 x i32> <i32 100, i32 200, i32 300, i32 400>, !139, !DIExpression(), !140)
  ret <4 x i32> <i32 1, i32 100, i32 -2, i32 200>, !dbg !141
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef <4 x i32> @bcast() unnamed_addr #2 !dbg !142 {
    #dbg_value(<4 x i32> <i32 100, i32 200, i32 300, i32 400>, !144, !DIExpression(), !145)
  ret <4 x i32> <i32 300, i32 300, i32 300, i32 300>, !dbg !146
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef <8 x i32> @concat() unnamed_addr #3 !dbg !147 {
    #dbg_value(<4 x i32> <i32 1, i32 -2, i32 3, i32 -4>, !151, !DIExpression(), !153)
    #dbg_value(<4 x i32> <i32 100, i32 200, i32 300, i32 400>, !152, !DIExpression(), !153)
  ret <8 x i32> <i32 1, i32 -2, i32 3, i32 -4, i32 100, i32 200, i32 300, i32 400>, !dbg !154
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc <4 x i32> @hi_half(ptr nocapture noundef readonly byval(<8 x i32>) align 32 %0) unnamed_addr #4 !dbg !155 {
  %2 = load <8 x i32>, ptr %0, align 32, !tbaa !98
    #dbg_value(<8 x i32> %2, !159, !DIExpression(), !160)
  %3 = shufflevector <8 x i32> %2, <8 x i32> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !161
  ret <4 x i32> %3, !dbg !162
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !163 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef <16 x i8> @byte_rev() unnamed_addr #2 !dbg !170 {
    #dbg_value(<16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, !174, !DIExpression(), !175)
  ret <16 x i8> <i8 15, i8 14, i8 13, i8 12, i8 11, i8 10, i8 9, i8 8, i8 7, i8 6, i8 5, i8 4, i8 3, i8 2, i8 1, i8 0>, !dbg !176
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!24}
!llvm.module.flags = !{!29, !30, !31, !32, !33, !34, !35}
!llvm.ident = !{!36}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/vector_shuffle_convert.c", directory: ".", checksumkind: CSK_MD5, checksum: "cc1db42f86b5ddf1fc22ca412b7c9e19")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 592, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 74)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 19)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 17)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 33)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !3, isLocal: true, isDefinition: true)
!24 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !25, globals: !28, splitDebugInlining: false, nameTableKind: None)
!25 = !{!26, !27}
!26 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!27 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!28 = !{!0, !7, !12, !17, !22}
!29 = !{i32 7, !"Dwarf Version", i32 5}
!30 = !{i32 2, !"Debug Info Version", i32 3}
!31 = !{i32 1, !"wchar_size", i32 4}
!32 = !{i32 8, !"PIC Level", i32 2}
!33 = !{i32 7, !"PIE Level", i32 2}
!34 = !{i32 7, !"uwtable", i32 2}
!35 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!36 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!37 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 33, type: !38, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !41)
!38 = !DISubroutineType(types: !39)
!39 = !{!40}
!40 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!41 = !{!42, !51, !52, !53, !54, !55, !60, !61, !70, !74, !75, !78, !79, !80, !86}
!42 = !DILocalVariable(name: "a", scope: !37, file: !2, line: 34, type: !43)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4i32", file: !2, line: 10, baseType: !44)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !45, size: 128, flags: DIFlagVector, elements: !49)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !46, line: 26, baseType: !47)
!46 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !48, line: 41, baseType: !40)
!48 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!49 = !{!50}
!50 = !DISubrange(count: 4)
!51 = !DILocalVariable(name: "b", scope: !37, file: !2, line: 34, type: !43)
!52 = !DILocalVariable(name: "r", scope: !37, file: !2, line: 35, type: !43)
!53 = !DILocalVariable(name: "il", scope: !37, file: !2, line: 35, type: !43)
!54 = !DILocalVariable(name: "bc", scope: !37, file: !2, line: 35, type: !43)
!55 = !DILocalVariable(name: "c", scope: !37, file: !2, line: 36, type: !56)
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "v8i32", file: !2, line: 11, baseType: !57)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !45, size: 256, flags: DIFlagVector, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 8)
!60 = !DILocalVariable(name: "hh", scope: !37, file: !2, line: 37, type: !43)
!61 = !DILocalVariable(name: "by", scope: !37, file: !2, line: 39, type: !62)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "v16u8", file: !2, line: 17, baseType: !63)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !64, size: 128, flags: DIFlagVector, elements: !68)
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !65, line: 24, baseType: !66)
!65 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !48, line: 38, baseType: !67)
!67 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!68 = !{!69}
!69 = !DISubrange(count: 16)
!70 = !DILocalVariable(name: "f", scope: !37, file: !2, line: 41, type: !71)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4f32", file: !2, line: 12, baseType: !72)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 128, flags: DIFlagVector, elements: !49)
!73 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!74 = !DILocalVariable(name: "back", scope: !37, file: !2, line: 42, type: !43)
!75 = !DILocalVariable(name: "d", scope: !37, file: !2, line: 43, type: !76)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4f64", file: !2, line: 13, baseType: !77)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 256, flags: DIFlagVector, elements: !49)
!78 = !DILocalVariable(name: "w16", scope: !37, file: !2, line: 46, type: !43)
!79 = !DILocalVariable(name: "w8", scope: !37, file: !2, line: 46, type: !43)
!80 = !DILocalVariable(name: "n", scope: !37, file: !2, line: 47, type: !81)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4i16", file: !2, line: 14, baseType: !82)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !83, size: 64, flags: DIFlagVector, elements: !49)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !46, line: 25, baseType: !84)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !48, line: 39, baseType: !85)
!85 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!86 = !DILocalVariable(name: "w64", scope: !37, file: !2, line: 48, type: !87)
!87 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4i64", file: !2, line: 16, baseType: !88)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !89, size: 256, flags: DIFlagVector, elements: !49)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !46, line: 27, baseType: !90)
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !48, line: 44, baseType: !91)
!91 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!92 = !DILocation(line: 0, scope: !37)
!93 = !DILocation(line: 35, column: 15, scope: !37)
!94 = !DILocation(line: 35, column: 28, scope: !37)
!95 = !DILocation(line: 35, column: 54, scope: !37)
!96 = !DILocation(line: 36, column: 15, scope: !37)
!97 = !DILocation(line: 37, column: 16, scope: !37)
!98 = !{!99, !99, i64 0}
!99 = !{!"omnipotent char", !100, i64 0}
!100 = !{!"Simple C/C++ TBAA"}
!101 = !DILocation(line: 38, column: 90, scope: !37)
!102 = !DILocation(line: 38, column: 96, scope: !37)
!103 = !DILocation(line: 38, column: 102, scope: !37)
!104 = !DILocation(line: 38, column: 108, scope: !37)
!105 = !DILocation(line: 38, column: 114, scope: !37)
!106 = !DILocation(line: 38, column: 121, scope: !37)
!107 = !DILocation(line: 38, column: 128, scope: !37)
!108 = !DILocation(line: 38, column: 135, scope: !37)
!109 = !DILocation(line: 38, column: 142, scope: !37)
!110 = !DILocation(line: 38, column: 149, scope: !37)
!111 = !DILocation(line: 38, column: 155, scope: !37)
!112 = !DILocation(line: 38, column: 162, scope: !37)
!113 = !DILocation(line: 38, column: 169, scope: !37)
!114 = !DILocation(line: 38, column: 176, scope: !37)
!115 = !DILocation(line: 38, column: 5, scope: !37)
!116 = !DILocation(line: 39, column: 16, scope: !37)
!117 = !DILocation(line: 40, column: 35, scope: !37)
!118 = !DILocation(line: 40, column: 42, scope: !37)
!119 = !DILocation(line: 40, column: 49, scope: !37)
!120 = !DILocation(line: 40, column: 5, scope: !37)
!121 = !DILocation(line: 44, column: 5, scope: !37)
!122 = !DILocation(line: 45, column: 5, scope: !37)
!123 = !DILocation(line: 49, column: 5, scope: !37)
!124 = !DILocation(line: 50, column: 18, scope: !37)
!125 = !DILocation(line: 50, column: 26, scope: !37)
!126 = !DILocation(line: 50, column: 5, scope: !37)
!127 = distinct !DISubprogram(name: "rev", scope: !2, file: !2, line: 19, type: !128, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !130)
!128 = !DISubroutineType(cc: DW_CC_nocall, types: !129)
!129 = !{!43, !43}
!130 = !{!131}
!131 = !DILocalVariable(name: "a", arg: 1, scope: !127, file: !2, line: 19, type: !43)
!132 = !DILocation(line: 0, scope: !127)
!133 = !DILocation(line: 19, column: 55, scope: !127)
!134 = distinct !DISubprogram(name: "interleave_lo", scope: !2, file: !2, line: 20, type: !135, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !137)
!135 = !DISubroutineType(cc: DW_CC_nocall, types: !136)
!136 = !{!43, !43, !43}
!137 = !{!138, !139}
!138 = !DILocalVariable(name: "a", arg: 1, scope: !134, file: !2, line: 20, type: !43)
!139 = !DILocalVariable(name: "b", arg: 2, scope: !134, file: !2, line: 20, type: !43)
!140 = !DILocation(line: 0, scope: !134)
!141 = !DILocation(line: 20, column: 74, scope: !134)
!142 = distinct !DISubprogram(name: "bcast", scope: !2, file: !2, line: 21, type: !128, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !143)
!143 = !{!144}
!144 = !DILocalVariable(name: "a", arg: 1, scope: !142, file: !2, line: 21, type: !43)
!145 = !DILocation(line: 0, scope: !142)
!146 = !DILocation(line: 21, column: 57, scope: !142)
!147 = distinct !DISubprogram(name: "concat", scope: !2, file: !2, line: 22, type: !148, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !150)
!148 = !DISubroutineType(cc: DW_CC_nocall, types: !149)
!149 = !{!56, !43, !43}
!150 = !{!151, !152}
!151 = !DILocalVariable(name: "a", arg: 1, scope: !147, file: !2, line: 22, type: !43)
!152 = !DILocalVariable(name: "b", arg: 2, scope: !147, file: !2, line: 22, type: !43)
!153 = !DILocation(line: 0, scope: !147)
!154 = !DILocation(line: 22, column: 67, scope: !147)
!155 = distinct !DISubprogram(name: "hi_half", scope: !2, file: !2, line: 23, type: !156, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !158)
!156 = !DISubroutineType(types: !157)
!157 = !{!43, !56}
!158 = !{!159}
!159 = !DILocalVariable(name: "a", arg: 1, scope: !155, file: !2, line: 23, type: !56)
!160 = !DILocation(line: 0, scope: !155)
!161 = !DILocation(line: 23, column: 66, scope: !155)
!162 = !DILocation(line: 23, column: 59, scope: !155)
!163 = !DISubprogram(name: "printf", scope: !164, file: !164, line: 356, type: !165, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!164 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!165 = !DISubroutineType(types: !166)
!166 = !{!40, !167, null}
!167 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !168)
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !169, size: 64)
!169 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!170 = distinct !DISubprogram(name: "byte_rev", scope: !2, file: !2, line: 24, type: !171, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !173)
!171 = !DISubroutineType(cc: DW_CC_nocall, types: !172)
!172 = !{!62, !62}
!173 = !{!174}
!174 = !DILocalVariable(name: "a", arg: 1, scope: !170, file: !2, line: 24, type: !62)
!175 = !DILocation(line: 0, scope: !170)
!176 = !DILocation(line: 24, column: 60, scope: !170)
