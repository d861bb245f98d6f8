; ModuleID = 'programs/struct_overaligned.c'
source_filename = "programs/struct_overaligned.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.holder = type { i8, [15 x i8], i64, [8 x i8], %struct.A32 }
%struct.A32 = type { [3 x i32], [20 x i8] }
%struct.A64 = type { double, i8, [55 x i8] }

@.str = private unnamed_addr constant [56 x i8] c"sizeof A32=%zu A64=%zu holder=%zu offsetof l=%zu a=%zu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [20 x i8] c"a=%d,%d,%d b=%g,%c\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [18 x i8] c"deep=%d va=%d,%d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [24 x i8] c"bad=%d values %d %d %d\0A\00", align 1, !dbg !17

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 10) i32 @main() local_unnamed_addr #0 !dbg !59 {
  %1 = alloca %struct.holder, align 32, !DIAssignID !81
    #dbg_assign(i1 undef, !68, !DIExpression(), !81, ptr %1, !DIExpression(), !82)
  %2 = alloca %struct.A32, align 32, !DIAssignID !83
    #dbg_assign(i1 undef, !79, !DIExpression(), !83, ptr %2, !DIExpression(), !82)
  %3 = alloca %struct.A64, align 64, !DIAssignID !84
    #dbg_assign(i1 undef, !80, !DIExpression(), !84, ptr %3, !DIExpression(), !82)
  %4 = alloca %struct.A64, align 64
  %5 = alloca %struct.A64, align 64
    #dbg_value(i8 1, !63, !DIExpression(), !82)
    #dbg_value(i16 2, !64, !DIExpression(), !82)
    #dbg_value(i32 3, !66, !DIExpression(), !82)
    #dbg_value(i32 0, !67, !DIExpression(), !82)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #9, !dbg !85
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(64) %1, i8 0, i64 64, i1 false), !dbg !86, !DIAssignID !87
    #dbg_assign(i8 0, !68, !DIExpression(), !87, ptr %1, !DIExpression(), !82)
  store i8 104, ptr %1, align 32, !dbg !86, !DIAssignID !88
    #dbg_assign(i8 104, !68, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !88, ptr %1, !DIExpression(), !82)
  %6 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !86
  store i64 5, ptr %6, align 16, !dbg !86, !DIAssignID !89
    #dbg_assign(i64 5, !68, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !89, ptr %6, !DIExpression(), !82)
  %7 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !86
  store i32 1, ptr %7, align 32, !dbg !86, !DIAssignID !90
    #dbg_assign(i32 1, !68, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !90, ptr %7, !DIExpression(), !82)
  %8 = getelementptr inbounds i8, ptr %1, i64 36, !dbg !86
  store i32 2, ptr %8, align 4, !dbg !86, !DIAssignID !91
    #dbg_assign(i32 2, !68, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !91, ptr %8, !DIExpression(), !82)
  %9 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !86
  store i32 3, ptr %9, align 8, !dbg !86, !DIAssignID !92
    #dbg_assign(i32 3, !68, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !92, ptr %9, !DIExpression(), !82)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 32, i64 noundef 64, i64 noundef 64, i64 noundef 16, i64 noundef 32), !dbg !93
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #9, !dbg !94
  call fastcc void @a32_f(ptr dead_on_unwind nonnull writable sret(%struct.A32) align 32 %2, ptr noundef nonnull byval(%struct.A32) align 32 %7), !dbg !95
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #9, !dbg !96
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(64) %5, i8 0, i64 64, i1 false), !dbg !97
  store double 1.500000e+00, ptr %5, align 64, !dbg !98, !tbaa !99
  %11 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !98
  store i8 97, ptr %11, align 8, !dbg !98, !tbaa !104
  call fastcc void @a64_f(ptr dead_on_unwind nonnull writable sret(%struct.A64) align 64 %4, ptr noundef nonnull byval(%struct.A64) align 64 %5), !dbg !105
  call fastcc void @a64_f(ptr dead_on_unwind nonnull writable sret(%struct.A64) align 64 %3, ptr noundef nonnull byval(%struct.A64) align 64 %4), !dbg !106
  %12 = load i32, ptr %2, align 32, !dbg !107, !tbaa !108
  %13 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !110
  %14 = load i32, ptr %13, align 4, !dbg !110, !tbaa !108
  %15 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !111
  %16 = load i32, ptr %15, align 8, !dbg !111, !tbaa !108
  %17 = load double, ptr %3, align 64, !dbg !112, !tbaa !99
  %18 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !113
  %19 = load i8, ptr %18, align 8, !dbg !113, !tbaa !104
  %20 = sext i8 %19 to i32, !dbg !114
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %12, i32 noundef %14, i32 noundef %16, double noundef %17, i32 noundef %20), !dbg !115
  %22 = tail call fastcc i32 @deep(i32 noundef 10), !dbg !116
  %23 = tail call fastcc i32 @va(), !dbg !117
  %24 = tail call fastcc i32 @va(), !dbg !118
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %22, i32 noundef %23, i32 noundef %24), !dbg !119
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, i32 noundef 1, i32 noundef 2, i32 noundef 3), !dbg !120
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #9, !dbg !121
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #9, !dbg !121
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #9, !dbg !121
  ret i32 0, !dbg !122
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !123 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @a32_f(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.A32) align 32 %0, ptr nocapture noundef byval(%struct.A32) align 32 %1) unnamed_addr #4 !dbg !130 {
    #dbg_declare(ptr %1, !134, !DIExpression(), !142)
    #dbg_value(i32 3, !135, !DIExpression(), !143)
    #dbg_value(i32 0, !136, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !143)
    #dbg_value(i32 3, !136, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !143)
    #dbg_value(i32 6, !136, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !143)
    #dbg_value(i32 9, !136, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !143)
    #dbg_value(i32 12, !136, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !143)
    #dbg_value(i32 15, !136, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !143)
    #dbg_value(i32 18, !136, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !143)
    #dbg_value(i32 21, !136, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !143)
  %3 = load i32, ptr %1, align 32, !dbg !144, !tbaa !108
  %4 = add nsw i32 %3, 21, !dbg !144
  store i32 %4, ptr %1, align 32, !dbg !144, !tbaa !108
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !145
  store i32 0, ptr %5, align 8, !dbg !146, !tbaa !108
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 32 dereferenceable(32) %0, ptr noundef nonnull align 32 dereferenceable(32) %1, i64 32, i1 false), !dbg !147, !tbaa.struct !148
  ret void, !dbg !150
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @a64_f(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.A64) align 64 %0, ptr nocapture noundef byval(%struct.A64) align 64 %1) unnamed_addr #4 !dbg !151 {
    #dbg_declare(ptr %1, !155, !DIExpression(), !156)
  %3 = load double, ptr %1, align 64, !dbg !157, !tbaa !99
  %4 = fmul double %3, 2.000000e+00, !dbg !157
  store double %4, ptr %1, align 64, !dbg !157, !tbaa !99
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !158
  %6 = load i8, ptr %5, align 8, !dbg !159, !tbaa !104
  %7 = add i8 %6, 1, !dbg !159
  store i8 %7, ptr %5, align 8, !dbg !159, !tbaa !104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 64 dereferenceable(64) %0, ptr noundef nonnull align 64 dereferenceable(64) %1, i64 64, i1 false), !dbg !160, !tbaa.struct !161
  ret void, !dbg !163
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @deep(i32 noundef %0) unnamed_addr #5 !dbg !164 {
    #dbg_value(i32 %0, !168, !DIExpression(), !173)
  %2 = icmp eq i32 %0, 0, !dbg !174
  br i1 %2, label %41, label %3, !dbg !174

3:                                                ; preds = %1
  %4 = icmp ult i32 %0, 8, !dbg !174
  br i1 %4, label %30, label %5, !dbg !174

5:                                                ; preds = %3
  %6 = and i32 %0, -8, !dbg !174
  %7 = and i32 %0, 7, !dbg !174
  %8 = insertelement <4 x i32> poison, i32 %0, i64 0, !dbg !174
  %9 = shufflevector <4 x i32> %8, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !174
  %10 = add <4 x i32> %9, <i32 0, i32 -1, i32 -2, i32 -3>, !dbg !174
  br label %11, !dbg !174

11:                                               ; preds = %11, %5
  %12 = phi i32 [ 0, %5 ], [ %23, %11 ]
  %13 = phi <4 x i32> [ %10, %5 ], [ %24, %11 ]
  %14 = phi <4 x i32> [ zeroinitializer, %5 ], [ %21, %11 ]
  %15 = phi <4 x i32> [ zeroinitializer, %5 ], [ %22, %11 ]
  %16 = shl <4 x i32> %13, <i32 24, i32 24, i32 24, i32 24>, !dbg !175
  %17 = shl <4 x i32> %13, <i32 24, i32 24, i32 24, i32 24>, !dbg !175
  %18 = add <4 x i32> %17, <i32 -67108864, i32 -67108864, i32 -67108864, i32 -67108864>, !dbg !175
  %19 = ashr exact <4 x i32> %16, <i32 24, i32 24, i32 24, i32 24>, !dbg !175
  %20 = ashr exact <4 x i32> %18, <i32 24, i32 24, i32 24, i32 24>, !dbg !175
  %21 = add <4 x i32> %19, %14, !dbg !176
  %22 = add <4 x i32> %20, %15, !dbg !176
  %23 = add nuw i32 %12, 8
  %24 = add <4 x i32> %13, <i32 -8, i32 -8, i32 -8, i32 -8>
  %25 = icmp eq i32 %23, %6
  br i1 %25, label %26, label %11, !llvm.loop !177

26:                                               ; preds = %11
  %27 = add <4 x i32> %22, %21, !dbg !174
  %28 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %27), !dbg !174
  %29 = icmp eq i32 %6, %0, !dbg !174
  br i1 %29, label %41, label %30, !dbg !174

30:                                               ; preds = %26, %3
  %31 = phi i32 [ %0, %3 ], [ %7, %26 ]
  %32 = phi i32 [ 0, %3 ], [ %28, %26 ]
  br label %33, !dbg !174

33:                                               ; preds = %30, %33
  %34 = phi i32 [ %36, %33 ], [ %31, %30 ]
  %35 = phi i32 [ %39, %33 ], [ %32, %30 ]
    #dbg_value(i32 %34, !168, !DIExpression(), !173)
  %36 = add nsw i32 %34, -1, !dbg !180
  %37 = shl i32 %34, 24, !dbg !175
  %38 = ashr exact i32 %37, 24, !dbg !175
  %39 = add nsw i32 %38, %35, !dbg !176
    #dbg_assign(i1 poison, !169, !DIExpression(), !181, ptr undef, !DIExpression(), !173)
    #dbg_value(i32 %36, !168, !DIExpression(), !173)
    #dbg_assign(i8 poison, !169, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !182, ptr undef, !DIExpression(), !173)
  %40 = icmp eq i32 %36, 0, !dbg !174
  br i1 %40, label %41, label %33, !dbg !174, !llvm.loop !183

41:                                               ; preds = %33, %26, %1
  %42 = phi i32 [ 0, %1 ], [ %28, %26 ], [ %39, %33 ]
  ret i32 %42, !dbg !184
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i32 0, 2) i32 @va() unnamed_addr #6 !dbg !185 {
    #dbg_value(i32 poison, !188, !DIExpression(), !191)
    #dbg_value(ptr poison, !189, !DIExpression(), !191)
  ret i32 0, !dbg !192
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!22}
!llvm.module.flags = !{!51, !52, !53, !54, !55, !56, !57}
!llvm.ident = !{!58}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/struct_overaligned.c", directory: ".", checksumkind: CSK_MD5, checksum: "b11b7c9718d000c141e0e72ee6e0dfff")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 448, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 56)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 20)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 18)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 24)
!22 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !23, globals: !29, splitDebugInlining: false, nameTableKind: None)
!23 = !{!24, !4, !27}
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !25, line: 90, baseType: !26)
!25 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!26 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !28, line: 18, baseType: !26)
!28 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!29 = !{!0, !7, !12, !17, !30, !35, !45}
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(name: "gbuf", scope: !22, file: !2, line: 12, type: !32, isLocal: true, isDefinition: true, align: 512)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 800, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 100)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(name: "garr", scope: !22, file: !2, line: 13, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !38, size: 1536, align: 512, elements: !43)
!38 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "A64", file: !2, line: 10, size: 512, align: 512, elements: !39)
!39 = !{!40, !42}
!40 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !38, file: !2, line: 10, baseType: !41, size: 64)
!41 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !38, file: !2, line: 10, baseType: !4, size: 8, offset: 64)
!43 = !{!44}
!44 = !DISubrange(count: 3)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(name: "page_aligned", scope: !22, file: !2, line: 14, type: !47, isLocal: true, isDefinition: true, align: 32768)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !48, size: 320, elements: !49)
!48 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!49 = !{!50}
!50 = !DISubrange(count: 10)
!51 = !{i32 7, !"Dwarf Version", i32 5}
!52 = !{i32 2, !"Debug Info Version", i32 3}
!53 = !{i32 1, !"wchar_size", i32 4}
!54 = !{i32 8, !"PIC Level", i32 2}
!55 = !{i32 7, !"PIE Level", i32 2}
!56 = !{i32 7, !"uwtable", i32 2}
!57 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!58 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!59 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 27, type: !60, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !62)
!60 = !DISubroutineType(types: !61)
!61 = !{!48}
!62 = !{!63, !64, !66, !67, !68, !79, !80}
!63 = !DILocalVariable(name: "c16", scope: !59, file: !2, line: 28, type: !4, align: 128)
!64 = !DILocalVariable(name: "s32", scope: !59, file: !2, line: 28, type: !65, align: 256)
!65 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!66 = !DILocalVariable(name: "i64", scope: !59, file: !2, line: 28, type: !48, align: 512)
!67 = !DILocalVariable(name: "bad", scope: !59, file: !2, line: 30, type: !48)
!68 = !DILocalVariable(name: "h", scope: !59, file: !2, line: 31, type: !69)
!69 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "holder", file: !2, line: 11, size: 512, elements: !70)
!70 = !{!71, !72, !74}
!71 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !69, file: !2, line: 11, baseType: !4, size: 8)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !69, file: !2, line: 11, baseType: !73, size: 64, align: 128, offset: 128)
!73 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !69, file: !2, line: 11, baseType: !75, size: 256, align: 256, offset: 256)
!75 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "A32", file: !2, line: 9, size: 256, align: 256, elements: !76)
!76 = !{!77}
!77 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !75, file: !2, line: 9, baseType: !78, size: 96)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !48, size: 96, elements: !43)
!79 = !DILocalVariable(name: "a", scope: !59, file: !2, line: 34, type: !75)
!80 = !DILocalVariable(name: "b", scope: !59, file: !2, line: 35, type: !38)
!81 = distinct !DIAssignID()
!82 = !DILocation(line: 0, scope: !59)
!83 = distinct !DIAssignID()
!84 = distinct !DIAssignID()
!85 = !DILocation(line: 31, column: 5, scope: !59)
!86 = !DILocation(line: 31, column: 19, scope: !59)
!87 = distinct !DIAssignID()
!88 = distinct !DIAssignID()
!89 = distinct !DIAssignID()
!90 = distinct !DIAssignID()
!91 = distinct !DIAssignID()
!92 = distinct !DIAssignID()
!93 = !DILocation(line: 33, column: 5, scope: !59)
!94 = !DILocation(line: 34, column: 5, scope: !59)
!95 = !DILocation(line: 34, column: 20, scope: !59)
!96 = !DILocation(line: 35, column: 5, scope: !59)
!97 = !DILocation(line: 35, column: 32, scope: !59)
!98 = !DILocation(line: 35, column: 44, scope: !59)
!99 = !{!100, !101, i64 0}
!100 = !{!"A64", !101, i64 0, !102, i64 8}
!101 = !{!"double", !102, i64 0}
!102 = !{!"omnipotent char", !103, i64 0}
!103 = !{!"Simple C/C++ TBAA"}
!104 = !{!100, !102, i64 8}
!105 = !DILocation(line: 35, column: 26, scope: !59)
!106 = !DILocation(line: 35, column: 20, scope: !59)
!107 = !DILocation(line: 36, column: 36, scope: !59)
!108 = !{!109, !109, i64 0}
!109 = !{!"int", !102, i64 0}
!110 = !DILocation(line: 36, column: 44, scope: !59)
!111 = !DILocation(line: 36, column: 52, scope: !59)
!112 = !DILocation(line: 36, column: 62, scope: !59)
!113 = !DILocation(line: 36, column: 67, scope: !59)
!114 = !DILocation(line: 36, column: 65, scope: !59)
!115 = !DILocation(line: 36, column: 5, scope: !59)
!116 = !DILocation(line: 37, column: 34, scope: !59)
!117 = !DILocation(line: 37, column: 44, scope: !59)
!118 = !DILocation(line: 37, column: 52, scope: !59)
!119 = !DILocation(line: 37, column: 5, scope: !59)
!120 = !DILocation(line: 38, column: 5, scope: !59)
!121 = !DILocation(line: 40, column: 1, scope: !59)
!122 = !DILocation(line: 39, column: 5, scope: !59)
!123 = !DISubprogram(name: "printf", scope: !124, file: !124, line: 356, type: !125, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!124 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!125 = !DISubroutineType(types: !126)
!126 = !{!48, !127, null}
!127 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !128)
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !129, size: 64)
!129 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!130 = distinct !DISubprogram(name: "a32_f", scope: !2, file: !2, line: 17, type: !131, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !133)
!131 = !DISubroutineType(cc: DW_CC_nocall, types: !132)
!132 = !{!75, !75, !48}
!133 = !{!134, !135, !136, !140}
!134 = !DILocalVariable(name: "x", arg: 1, scope: !130, file: !2, line: 17, type: !75)
!135 = !DILocalVariable(name: "k", arg: 2, scope: !130, file: !2, line: 17, type: !48)
!136 = !DILocalVariable(name: "local", scope: !130, file: !2, line: 17, type: !137, align: 256)
!137 = !DICompositeType(tag: DW_TAG_array_type, baseType: !48, size: 256, elements: !138)
!138 = !{!139}
!139 = !DISubrange(count: 8)
!140 = !DILocalVariable(name: "i", scope: !141, file: !2, line: 17, type: !48)
!141 = distinct !DILexicalBlock(scope: !130, file: !2, line: 17, column: 101)
!142 = !DILocation(line: 17, column: 62, scope: !130)
!143 = !DILocation(line: 0, scope: !130)
!144 = !DILocation(line: 17, column: 154, scope: !130)
!145 = !DILocation(line: 17, column: 167, scope: !130)
!146 = !DILocation(line: 17, column: 174, scope: !130)
!147 = !DILocation(line: 17, column: 206, scope: !130)
!148 = !{i64 0, i64 12, !149}
!149 = !{!102, !102, i64 0}
!150 = !DILocation(line: 17, column: 209, scope: !130)
!151 = distinct !DISubprogram(name: "a64_f", scope: !2, file: !2, line: 18, type: !152, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !154)
!152 = !DISubroutineType(types: !153)
!153 = !{!38, !38}
!154 = !{!155}
!155 = !DILocalVariable(name: "x", arg: 1, scope: !151, file: !2, line: 18, type: !38)
!156 = !DILocation(line: 18, column: 62, scope: !151)
!157 = !DILocation(line: 18, column: 71, scope: !151)
!158 = !DILocation(line: 18, column: 79, scope: !151)
!159 = !DILocation(line: 18, column: 80, scope: !151)
!160 = !DILocation(line: 18, column: 91, scope: !151)
!161 = !{i64 0, i64 8, !162, i64 8, i64 1, !149}
!162 = !{!101, !101, i64 0}
!163 = !DILocation(line: 18, column: 84, scope: !151)
!164 = distinct !DISubprogram(name: "deep", scope: !2, file: !2, line: 19, type: !165, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !167)
!165 = !DISubroutineType(types: !166)
!166 = !{!48, !48}
!167 = !{!168, !169}
!168 = !DILocalVariable(name: "n", arg: 1, scope: !164, file: !2, line: 19, type: !48)
!169 = !DILocalVariable(name: "buf", scope: !164, file: !2, line: 20, type: !170, align: 512)
!170 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !171)
!171 = !{!172}
!172 = !DISubrange(count: 64)
!173 = !DILocation(line: 0, scope: !164)
!174 = !DILocation(line: 23, column: 12, scope: !164)
!175 = !DILocation(line: 23, column: 30, scope: !164)
!176 = !DILocation(line: 23, column: 28, scope: !164)
!177 = distinct !{!177, !178, !179}
!178 = !{!"llvm.loop.isvectorized", i32 1}
!179 = !{!"llvm.loop.unroll.runtime.disable"}
!180 = !DILocation(line: 23, column: 23, scope: !164)
!181 = distinct !DIAssignID()
!182 = distinct !DIAssignID()
!183 = distinct !{!183, !179, !178}
!184 = !DILocation(line: 24, column: 1, scope: !164)
!185 = distinct !DISubprogram(name: "va", scope: !2, file: !2, line: 25, type: !186, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !187)
!186 = !DISubroutineType(cc: DW_CC_nocall, types: !166)
!187 = !{!188, !189}
!188 = !DILocalVariable(name: "n", arg: 1, scope: !185, file: !2, line: 25, type: !48)
!189 = !DILocalVariable(name: "p", scope: !185, file: !2, line: 25, type: !190)
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!191 = !DILocation(line: 0, scope: !185)
!192 = !DILocation(line: 25, column: 115, scope: !185)
