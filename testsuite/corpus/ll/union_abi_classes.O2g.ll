; ModuleID = 'programs/union_abi_classes.c'
source_filename = "programs/union_abi_classes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.UCF = type { float, [8 x i8] }
%union.ULD = type { x86_fp80 }
%union.UBIG = type { [6 x i32] }

@constinit = private unnamed_addr constant [6 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6], align 8
@.str.1 = private unnamed_addr constant [49 x i8] c"a.f=%g a.i=%08x b.d=%a b.l=%lx c.d=%a c.f=%g,%g\0A\00", align 1, !dbg !0
@.str.2 = private unnamed_addr constant [63 x i8] c"d.f=%g d.c[4..11]=%.7s e.ld=%Lg f.u=%08x g.v=%d..%d g.c[4]=%d\0A\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [35 x i8] c"many=%a sizes %zu %zu %zu %zu %zu\0A\00", align 1, !dbg !12

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !37 {
    #dbg_assign(i1 undef, !55, !DIExpression(), !104, ptr undef, !DIExpression(), !105)
  %1 = alloca %union.UCF, align 8, !DIAssignID !106
    #dbg_assign(i1 undef, !64, !DIExpression(), !106, ptr %1, !DIExpression(), !105)
  %2 = alloca %union.ULD, align 16, !DIAssignID !107
    #dbg_assign(i1 undef, !70, !DIExpression(), !107, ptr %2, !DIExpression(), !105)
  %3 = alloca %union.ULD, align 16
  %4 = alloca %union.UBIG, align 8, !DIAssignID !108
    #dbg_assign(i1 undef, !92, !DIExpression(), !108, ptr %4, !DIExpression(), !105)
    #dbg_value(float -2.500000e+00, !41, !DIExpression(), !105)
    #dbg_value(double 0x3FF0000000000001, !48, !DIExpression(), !105)
  %5 = tail call fastcc double @fd_swap(double 0x400000003F800000), !dbg !109
    #dbg_assign(double %5, !55, !DIExpression(), !110, ptr undef, !DIExpression(), !105)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %1) #8, !dbg !111
  store i64 7523094287584591872, ptr %1, align 8, !dbg !112, !DIAssignID !113
  %6 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !112
  store i32 560687721, ptr %6, align 8, !dbg !112, !DIAssignID !114
    #dbg_assign(i64 7523094287584591872, !64, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !113, ptr %1, !DIExpression(), !105)
    #dbg_assign(i32 560687721, !64, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !114, ptr %6, !DIExpression(), !105)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #8, !dbg !115
  store x86_fp80 0xK4000C000000000000000, ptr %3, align 16, !dbg !116, !tbaa !117
  call fastcc void @ld_half(ptr dead_on_unwind nonnull writable sret(%union.ULD) align 16 %2, ptr noundef nonnull byval(%union.ULD) align 16 %3), !dbg !120
    #dbg_value(i32 305463294, !77, !DIExpression(), !105)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #8, !dbg !121
  call fastcc void @big_rev(ptr dead_on_unwind nonnull writable sret(%union.UBIG) align 4 %4, ptr noundef nonnull byval(%union.UBIG) align 8 @constinit), !dbg !122
  %7 = bitcast double %5 to i64, !dbg !123
  %8 = trunc i64 %7 to i32, !dbg !123
  %9 = bitcast i32 %8 to float, !dbg !123
  %10 = fpext float %9 to double, !dbg !124
  %11 = lshr i64 %7, 32, !dbg !125
  %12 = trunc nuw i64 %11 to i32, !dbg !125
  %13 = bitcast i32 %12 to float, !dbg !125
  %14 = fpext float %13 to double, !dbg !126
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef -2.500000e+00, i32 noundef -1071644672, double noundef 0x3FF0000000000001, i64 noundef 4607182418800017409, double noundef %5, double noundef %10, double noundef %14), !dbg !127
  %16 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !128
  %17 = load x86_fp80, ptr %2, align 16, !dbg !129, !tbaa !117
  %18 = load i32, ptr %4, align 8, !dbg !130, !tbaa !117
  %19 = getelementptr inbounds i8, ptr %4, i64 20, !dbg !131
  %20 = load i32, ptr %19, align 4, !dbg !131, !tbaa !117
  %21 = getelementptr inbounds i8, ptr %4, i64 4, !dbg !132
  %22 = load i8, ptr %21, align 4, !dbg !132, !tbaa !117
  %23 = sext i8 %22 to i32, !dbg !132
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 7.500000e-01, ptr noundef nonnull %16, x86_fp80 noundef %17, i32 noundef 305463294, i32 noundef %18, i32 noundef %20, i32 noundef %23), !dbg !133
  %25 = load i64, ptr %1, align 8, !dbg !134
  %26 = call fastcc double @many(double %5, i64 %25, ptr noundef nonnull byval(%union.ULD) align 16 %2, ptr noundef nonnull byval(%union.UBIG) align 8 %4), !dbg !134
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %26, i64 noundef 8, i64 noundef 12, i64 noundef 16, i64 noundef 4, i64 noundef 24), !dbg !135
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #8, !dbg !136
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #8, !dbg !136
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %1) #8, !dbg !136
  ret i32 126, !dbg !137
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc double @fd_swap(double %0) unnamed_addr #2 !dbg !138 {
    #dbg_assign(double %0, !142, !DIExpression(), !144, ptr undef, !DIExpression(), !145)
  %2 = bitcast double %0 to i64, !dbg !146
    #dbg_value(i64 %2, !143, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !145)
    #dbg_value(i64 %2, !142, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !145)
  %3 = tail call i64 @llvm.fshl.i64(i64 %2, i64 %2, i64 32), !dbg !147
  %4 = bitcast i64 %3 to double, !dbg !147
    #dbg_value(double %4, !142, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !145)
  ret double %4, !dbg !148
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @ld_half(ptr dead_on_unwind noalias nocapture writable writeonly sret(%union.ULD) align 16 %0, ptr nocapture noundef byval(%union.ULD) align 16 %1) unnamed_addr #4 !dbg !149 {
    #dbg_declare(ptr %1, !153, !DIExpression(), !154)
  %3 = load x86_fp80, ptr %1, align 16, !dbg !155, !tbaa !117
  %4 = fmul x86_fp80 %3, 0xK3FFE8000000000000000, !dbg !155
  store x86_fp80 %4, ptr %1, align 16, !dbg !155, !tbaa !117
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %0, ptr noundef nonnull align 16 dereferenceable(16) %1, i64 16, i1 false), !dbg !156, !tbaa.struct !157
  ret void, !dbg !158
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @big_rev(ptr dead_on_unwind noalias nocapture writable writeonly sret(%union.UBIG) align 4 %0, ptr nocapture noundef readonly byval(%union.UBIG) align 8 %1) unnamed_addr #4 !dbg !159 {
    #dbg_declare(ptr %1, !163, !DIExpression(), !167)
    #dbg_declare(ptr %0, !164, !DIExpression(), !168)
    #dbg_value(i32 0, !165, !DIExpression(), !169)
    #dbg_value(i64 0, !165, !DIExpression(), !169)
    #dbg_value(i64 1, !165, !DIExpression(), !169)
    #dbg_value(i64 2, !165, !DIExpression(), !169)
    #dbg_value(i64 3, !165, !DIExpression(), !169)
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !170
  %4 = load <4 x i32>, ptr %3, align 8, !dbg !170, !tbaa !117
  %5 = shufflevector <4 x i32> %4, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !172
  store <4 x i32> %5, ptr %0, align 4, !dbg !172, !tbaa !117
    #dbg_value(i64 4, !165, !DIExpression(), !169)
  %6 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !173
    #dbg_value(i64 5, !165, !DIExpression(), !169)
  %7 = load <2 x i32>, ptr %1, align 8, !dbg !170, !tbaa !117
  %8 = shufflevector <2 x i32> %7, <2 x i32> poison, <2 x i32> <i32 1, i32 0>, !dbg !172
  store <2 x i32> %8, ptr %6, align 4, !dbg !172, !tbaa !117
    #dbg_value(i64 6, !165, !DIExpression(), !169)
  ret void, !dbg !174
}

; Function Attrs: nofree nounwind
declare !dbg !175 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc double @many(double %0, i64 %1, ptr nocapture noundef readonly byval(%union.ULD) align 16 %2, ptr nocapture noundef readonly byval(%union.UBIG) align 8 %3) unnamed_addr #6 !dbg !182 {
    #dbg_value(float -2.500000e+00, !186, !DIExpression(), !194)
    #dbg_value(i64 5, !187, !DIExpression(), !194)
    #dbg_value(double %0, !188, !DIExpression(), !194)
  %5 = trunc i64 %1 to i32
  %6 = bitcast i32 %5 to float
    #dbg_value(float %6, !189, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !194)
    #dbg_value(i64 %1, !189, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !194)
    #dbg_value(i32 poison, !189, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !194)
    #dbg_value(i32 305463294, !191, !DIExpression(), !194)
    #dbg_declare(ptr %2, !190, !DIExpression(), !195)
    #dbg_declare(ptr %3, !192, !DIExpression(), !196)
    #dbg_value(i32 7, !193, !DIExpression(), !194)
  %7 = fadd double %0, 2.500000e+00, !dbg !197
  %8 = fpext float %6 to double, !dbg !198
  %9 = fadd double %7, %8, !dbg !199
  %10 = load x86_fp80, ptr %2, align 16, !dbg !200, !tbaa !117
  %11 = fptrunc x86_fp80 %10 to double, !dbg !201
  %12 = fadd double %9, %11, !dbg !202
  %13 = fadd double %12, 0x41B234FFFE000000, !dbg !203
  %14 = load i32, ptr %3, align 8, !dbg !204, !tbaa !117
  %15 = sitofp i32 %14 to double, !dbg !204
  %16 = fadd double %13, %15, !dbg !205
  %17 = fadd double %16, 7.000000e+00, !dbg !206
  ret double %17, !dbg !207
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!17}
!llvm.module.flags = !{!29, !30, !31, !32, !33, !34, !35}
!llvm.ident = !{!36}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/union_abi_classes.c", directory: ".", checksumkind: CSK_MD5, checksum: "996b3cda26448345aa8f4b233dafd361")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 392, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 49)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 504, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 63)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 35)
!17 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !18, globals: !23, splitDebugInlining: false, nameTableKind: None)
!18 = !{!19, !20, !21, !22}
!19 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!20 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!21 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !{!24, !0, !7, !12}
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 12)
!29 = !{i32 7, !"Dwarf Version", i32 5}
!30 = !{i32 2, !"Debug Info Version", i32 3}
!31 = !{i32 1, !"wchar_size", i32 4}
!32 = !{i32 8, !"PIC Level", i32 2}
!33 = !{i32 7, !"PIE Level", i32 2}
!34 = !{i32 7, !"uwtable", i32 2}
!35 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!36 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!37 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 25, type: !38, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !40)
!38 = !DISubroutineType(types: !39)
!39 = !{!22}
!40 = !{!41, !48, !55, !64, !70, !77, !92}
!41 = !DILocalVariable(name: "a", scope: !37, file: !2, line: 26, type: !42)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "UFI", file: !2, line: 8, baseType: !43)
!43 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !2, line: 8, size: 32, elements: !44)
!44 = !{!45, !47}
!45 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !43, file: !2, line: 8, baseType: !46, size: 32)
!46 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !43, file: !2, line: 8, baseType: !22, size: 32)
!48 = !DILocalVariable(name: "b", scope: !37, file: !2, line: 27, type: !49)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "UDL", file: !2, line: 9, baseType: !50)
!50 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !2, line: 9, size: 64, elements: !51)
!51 = !{!52, !53}
!52 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !50, file: !2, line: 9, baseType: !19, size: 64)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !50, file: !2, line: 9, baseType: !54, size: 64)
!54 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!55 = !DILocalVariable(name: "c", scope: !37, file: !2, line: 28, type: !56)
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "UFD", file: !2, line: 10, baseType: !57)
!57 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !2, line: 10, size: 64, elements: !58)
!58 = !{!59, !63}
!59 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !57, file: !2, line: 10, baseType: !60, size: 64)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 64, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 2)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !57, file: !2, line: 10, baseType: !19, size: 64)
!64 = !DILocalVariable(name: "d", scope: !37, file: !2, line: 29, type: !65)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "UCF", file: !2, line: 11, baseType: !66)
!66 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !2, line: 11, size: 96, elements: !67)
!67 = !{!68, !69}
!68 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !66, file: !2, line: 11, baseType: !26, size: 96)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !66, file: !2, line: 11, baseType: !46, size: 32)
!70 = !DILocalVariable(name: "e", scope: !37, file: !2, line: 30, type: !71)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "ULD", file: !2, line: 12, baseType: !72)
!72 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !2, line: 12, size: 128, elements: !73)
!73 = !{!74, !76}
!74 = !DIDerivedType(tag: DW_TAG_member, name: "ld", scope: !72, file: !2, line: 12, baseType: !75, size: 128)
!75 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !72, file: !2, line: 12, baseType: !22, size: 32)
!77 = !DILocalVariable(name: "f", scope: !37, file: !2, line: 31, type: !78)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "USS", file: !2, line: 13, baseType: !79)
!79 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !2, line: 13, size: 32, elements: !80)
!80 = !{!81, !87}
!81 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !79, file: !2, line: 13, baseType: !82, size: 32)
!82 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !79, file: !2, line: 13, size: 32, elements: !83)
!83 = !{!84, !86}
!84 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !82, file: !2, line: 13, baseType: !85, size: 16)
!85 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !82, file: !2, line: 13, baseType: !85, size: 16, offset: 16)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !79, file: !2, line: 13, baseType: !88, size: 32)
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !89, line: 26, baseType: !90)
!89 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !91, line: 42, baseType: !20)
!91 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!92 = !DILocalVariable(name: "g", scope: !37, file: !2, line: 32, type: !93)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "UBIG", file: !2, line: 14, baseType: !94)
!94 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !2, line: 14, size: 192, elements: !95)
!95 = !{!96, !100}
!96 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !94, file: !2, line: 14, baseType: !97, size: 192)
!97 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 192, elements: !98)
!98 = !{!99}
!99 = !DISubrange(count: 6)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !94, file: !2, line: 14, baseType: !101, size: 192)
!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !102)
!102 = !{!103}
!103 = !DISubrange(count: 24)
!104 = distinct !DIAssignID()
!105 = !DILocation(line: 0, scope: !37)
!106 = distinct !DIAssignID()
!107 = distinct !DIAssignID()
!108 = distinct !DIAssignID()
!109 = !DILocation(line: 28, column: 13, scope: !37)
!110 = distinct !DIAssignID()
!111 = !DILocation(line: 29, column: 5, scope: !37)
!112 = !DILocation(line: 29, column: 13, scope: !37)
!113 = distinct !DIAssignID()
!114 = distinct !DIAssignID()
!115 = !DILocation(line: 30, column: 5, scope: !37)
!116 = !DILocation(line: 30, column: 26, scope: !37)
!117 = !{!118, !118, i64 0}
!118 = !{!"omnipotent char", !119, i64 0}
!119 = !{!"Simple C/C++ TBAA"}
!120 = !DILocation(line: 30, column: 13, scope: !37)
!121 = !DILocation(line: 32, column: 5, scope: !37)
!122 = !DILocation(line: 32, column: 14, scope: !37)
!123 = !DILocation(line: 33, column: 131, scope: !37)
!124 = !DILocation(line: 33, column: 123, scope: !37)
!125 = !DILocation(line: 33, column: 147, scope: !37)
!126 = !DILocation(line: 33, column: 139, scope: !37)
!127 = !DILocation(line: 33, column: 5, scope: !37)
!128 = !DILocation(line: 34, column: 96, scope: !37)
!129 = !DILocation(line: 34, column: 103, scope: !37)
!130 = !DILocation(line: 34, column: 112, scope: !37)
!131 = !DILocation(line: 34, column: 120, scope: !37)
!132 = !DILocation(line: 34, column: 128, scope: !37)
!133 = !DILocation(line: 34, column: 5, scope: !37)
!134 = !DILocation(line: 35, column: 51, scope: !37)
!135 = !DILocation(line: 35, column: 5, scope: !37)
!136 = !DILocation(line: 37, column: 1, scope: !37)
!137 = !DILocation(line: 36, column: 5, scope: !37)
!138 = distinct !DISubprogram(name: "fd_swap", scope: !2, file: !2, line: 18, type: !139, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !141)
!139 = !DISubroutineType(types: !140)
!140 = !{!56, !56}
!141 = !{!142, !143}
!142 = !DILocalVariable(name: "x", arg: 1, scope: !138, file: !2, line: 18, type: !56)
!143 = !DILocalVariable(name: "t", scope: !138, file: !2, line: 18, type: !46)
!144 = distinct !DIAssignID()
!145 = !DILocation(line: 0, scope: !138)
!146 = !DILocation(line: 18, column: 65, scope: !138)
!147 = !DILocation(line: 18, column: 97, scope: !138)
!148 = !DILocation(line: 18, column: 112, scope: !138)
!149 = distinct !DISubprogram(name: "ld_half", scope: !2, file: !2, line: 20, type: !150, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !152)
!150 = !DISubroutineType(types: !151)
!151 = !{!71, !71}
!152 = !{!153}
!153 = !DILocalVariable(name: "x", arg: 1, scope: !149, file: !2, line: 20, type: !71)
!154 = !DILocation(line: 20, column: 50, scope: !149)
!155 = !DILocation(line: 20, column: 60, scope: !149)
!156 = !DILocation(line: 20, column: 73, scope: !149)
!157 = !{i64 0, i64 16, !117}
!158 = !DILocation(line: 20, column: 66, scope: !149)
!159 = distinct !DISubprogram(name: "big_rev", scope: !2, file: !2, line: 22, type: !160, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !162)
!160 = !DISubroutineType(types: !161)
!161 = !{!93, !93}
!162 = !{!163, !164, !165}
!163 = !DILocalVariable(name: "x", arg: 1, scope: !159, file: !2, line: 22, type: !93)
!164 = !DILocalVariable(name: "r", scope: !159, file: !2, line: 22, type: !93)
!165 = !DILocalVariable(name: "i", scope: !166, file: !2, line: 22, type: !22)
!166 = distinct !DILexicalBlock(scope: !159, file: !2, line: 22, column: 65)
!167 = !DILocation(line: 22, column: 52, scope: !159)
!168 = !DILocation(line: 22, column: 62, scope: !159)
!169 = !DILocation(line: 0, scope: !166)
!170 = !DILocation(line: 22, column: 102, scope: !171)
!171 = distinct !DILexicalBlock(scope: !166, file: !2, line: 22, column: 65)
!172 = !DILocation(line: 22, column: 100, scope: !171)
!173 = !DILocation(line: 22, column: 93, scope: !171)
!174 = !DILocation(line: 22, column: 114, scope: !159)
!175 = !DISubprogram(name: "printf", scope: !176, file: !176, line: 356, type: !177, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!176 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!177 = !DISubroutineType(types: !178)
!178 = !{!22, !179, null}
!179 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !180)
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !181, size: 64)
!181 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!182 = distinct !DISubprogram(name: "many", scope: !2, file: !2, line: 23, type: !183, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !185)
!183 = !DISubroutineType(cc: DW_CC_nocall, types: !184)
!184 = !{!19, !42, !49, !56, !65, !71, !78, !93, !22}
!185 = !{!186, !187, !188, !189, !190, !191, !192, !193}
!186 = !DILocalVariable(name: "a", arg: 1, scope: !182, file: !2, line: 23, type: !42)
!187 = !DILocalVariable(name: "b", arg: 2, scope: !182, file: !2, line: 23, type: !49)
!188 = !DILocalVariable(name: "c", arg: 3, scope: !182, file: !2, line: 23, type: !56)
!189 = !DILocalVariable(name: "d", arg: 4, scope: !182, file: !2, line: 23, type: !65)
!190 = !DILocalVariable(name: "e", arg: 5, scope: !182, file: !2, line: 23, type: !71)
!191 = !DILocalVariable(name: "f", arg: 6, scope: !182, file: !2, line: 23, type: !78)
!192 = !DILocalVariable(name: "g", arg: 7, scope: !182, file: !2, line: 23, type: !93)
!193 = !DILocalVariable(name: "h", arg: 8, scope: !182, file: !2, line: 23, type: !22)
!194 = !DILocation(line: 0, scope: !182)
!195 = !DILocation(line: 23, column: 78, scope: !182)
!196 = !DILocation(line: 23, column: 93, scope: !182)
!197 = !DILocation(line: 23, column: 130, scope: !182)
!198 = !DILocation(line: 23, column: 138, scope: !182)
!199 = !DILocation(line: 23, column: 136, scope: !182)
!200 = !DILocation(line: 23, column: 154, scope: !182)
!201 = !DILocation(line: 23, column: 144, scope: !182)
!202 = !DILocation(line: 23, column: 142, scope: !182)
!203 = !DILocation(line: 23, column: 157, scope: !182)
!204 = !DILocation(line: 23, column: 165, scope: !182)
!205 = !DILocation(line: 23, column: 163, scope: !182)
!206 = !DILocation(line: 23, column: 172, scope: !182)
!207 = !DILocation(line: 23, column: 105, scope: !182)
