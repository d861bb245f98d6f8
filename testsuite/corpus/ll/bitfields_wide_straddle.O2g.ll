; ModuleID = 'programs/bitfields_wide_straddle.c'
source_filename = "programs/bitfields_wide_straddle.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.wide = type { i64, i64, i64 }
%struct.straddle = type { i64, [3 x i8], i8, i16 }
%struct.mixed = type { i8, i8, [2 x i8], i8, i64 }

@.str = private unnamed_addr constant [40 x i8] c"sizeof wide=%zu straddle=%zu mixed=%zu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [32 x i8] c"wide a=%llx b=%llx c=%llx d=%u\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [35 x i8] c"straddle x=%x y=%x z=%x c=%c w=%x\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [50 x i8] c"mixed tag=%c flag=%d m=%d n=%u after=%u big=%lld\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1, !dbg !22

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !54 {
  %1 = alloca %struct.wide, align 8, !DIAssignID !86
    #dbg_assign(i1 undef, !58, !DIExpression(), !86, ptr %1, !DIExpression(), !87)
  %2 = alloca %struct.wide, align 8
  %3 = alloca %struct.straddle, align 8, !DIAssignID !88
    #dbg_assign(i1 undef, !67, !DIExpression(), !88, ptr %3, !DIExpression(), !87)
  %4 = alloca %struct.mixed, align 8, !DIAssignID !89
    #dbg_assign(i1 undef, !76, !DIExpression(), !89, ptr %4, !DIExpression(), !87)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 24, i64 noundef 16, i64 noundef 16), !dbg !90
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #7, !dbg !91
    #dbg_assign(i8 0, !58, !DIExpression(), !92, ptr %1, !DIExpression(), !87)
  store i64 8589934591, ptr %1, align 8, !dbg !93, !DIAssignID !94
    #dbg_assign(i64 8589934591, !58, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !94, ptr %1, !DIExpression(), !87)
  %6 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !95
  store i64 549755813887, ptr %6, align 8, !dbg !96, !DIAssignID !97
    #dbg_assign(i64 549755813887, !58, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !97, ptr %6, !DIExpression(), !87)
  %7 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !98
    #dbg_assign(i64 poison, !58, !DIExpression(DW_OP_constu, 9223372036854775808, DW_OP_and, DW_OP_constu, 9223372036854775807, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 64), !99, ptr %7, !DIExpression(), !87)
  store i64 9223372036854775807, ptr %7, align 8, !dbg !100, !DIAssignID !101
    #dbg_assign(i64 9223372036854775807, !58, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !101, ptr %7, !DIExpression(), !87)
    #dbg_value(i32 0, !65, !DIExpression(), !102)
    #dbg_value(i32 0, !65, !DIExpression(), !102)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7, !dbg !103
  call fastcc void @wide_op(ptr dead_on_unwind nonnull writable sret(%struct.wide) align 8 %2, ptr noundef nonnull byval(%struct.wide) align 8 %1), !dbg !103
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false), !dbg !103, !tbaa.struct !105, !DIAssignID !109
    #dbg_assign(i1 undef, !58, !DIExpression(), !109, ptr %1, !DIExpression(), !87)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7, !dbg !103
    #dbg_value(i32 1, !65, !DIExpression(), !102)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7, !dbg !103
  call fastcc void @wide_op(ptr dead_on_unwind nonnull writable sret(%struct.wide) align 8 %2, ptr noundef nonnull byval(%struct.wide) align 8 %1), !dbg !103
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false), !dbg !103, !tbaa.struct !105, !DIAssignID !109
    #dbg_assign(i1 undef, !58, !DIExpression(), !109, ptr %1, !DIExpression(), !87)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7, !dbg !103
    #dbg_value(i32 2, !65, !DIExpression(), !102)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7, !dbg !103
  call fastcc void @wide_op(ptr dead_on_unwind nonnull writable sret(%struct.wide) align 8 %2, ptr noundef nonnull byval(%struct.wide) align 8 %1), !dbg !103
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false), !dbg !103, !tbaa.struct !105, !DIAssignID !109
    #dbg_assign(i1 undef, !58, !DIExpression(), !109, ptr %1, !DIExpression(), !87)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7, !dbg !103
    #dbg_value(i32 3, !65, !DIExpression(), !102)
  %8 = load i64, ptr %1, align 8, !dbg !110
  %9 = and i64 %8, 8589934591, !dbg !110
  %10 = load i64, ptr %6, align 8, !dbg !111
  %11 = and i64 %10, 1099511627775, !dbg !111
  %12 = load i64, ptr %7, align 8, !dbg !112
  %13 = and i64 %12, 9223372036854775807, !dbg !112
  %14 = lshr i64 %12, 63, !dbg !113
  %15 = trunc nuw nsw i64 %14 to i32, !dbg !114
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %9, i64 noundef %11, i64 noundef %13, i32 noundef %15), !dbg !115
  call fastcc void @dump(ptr noundef nonnull %1, i64 noundef 24), !dbg !116
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #7, !dbg !117
  %17 = getelementptr inbounds i8, ptr %3, i64 12, !dbg !118
  store i32 0, ptr %17, align 4, !dbg !118, !DIAssignID !119
    #dbg_assign(i32 0, !67, !DIExpression(), !119, ptr %3, !DIExpression(), !87)
    #dbg_assign(i8 0, !67, !DIExpression(DW_OP_LLVM_fragment, 0, 96), !120, ptr undef, !DIExpression(), !87)
    #dbg_assign(i64 703710, !67, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !121, ptr %3, !DIExpression(), !87)
    #dbg_assign(i64 320254237129950, !67, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !122, ptr %3, !DIExpression(), !87)
  %18 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !123
  store i24 -74566, ptr %18, align 8, !dbg !124, !DIAssignID !125
    #dbg_assign(i24 -74566, !67, !DIExpression(DW_OP_LLVM_fragment, 64, 24), !125, ptr %18, !DIExpression(), !87)
  %19 = getelementptr inbounds i8, ptr %3, i64 11, !dbg !126
  store i8 99, ptr %19, align 1, !dbg !127, !tbaa !128, !DIAssignID !132
    #dbg_assign(i8 99, !67, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !132, ptr %19, !DIExpression(), !87)
  %20 = getelementptr inbounds i8, ptr %3, i64 12, !dbg !133
    #dbg_assign(i16 0, !67, !DIExpression(DW_OP_constu, 511, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 16), !134, ptr %20, !DIExpression(), !87)
  store i64 321353748757726, ptr %3, align 8, !dbg !135, !DIAssignID !136
    #dbg_assign(i64 321353748757726, !67, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !136, ptr %3, !DIExpression(), !87)
  store i16 341, ptr %20, align 4, !dbg !137, !DIAssignID !138
    #dbg_assign(i16 341, !67, !DIExpression(DW_OP_LLVM_fragment, 96, 16), !138, ptr %20, !DIExpression(), !87)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 703710, i32 noundef 74821, i32 noundef 16702650, i32 noundef 99, i32 noundef 341), !dbg !139
  call fastcc void @dump(ptr noundef nonnull %3, i64 noundef 16), !dbg !140
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #7, !dbg !141
  store i64 0, ptr %4, align 8, !dbg !142, !DIAssignID !143
    #dbg_assign(i64 0, !76, !DIExpression(), !143, ptr %4, !DIExpression(), !87)
    #dbg_assign(i8 0, !76, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !144, ptr undef, !DIExpression(), !87)
  store i8 84, ptr %4, align 8, !dbg !145, !tbaa !146, !DIAssignID !150
    #dbg_assign(i8 84, !76, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !150, ptr %4, !DIExpression(), !87)
  %22 = getelementptr inbounds i8, ptr %4, i64 1, !dbg !151
    #dbg_assign(i8 poison, !76, !DIExpression(DW_OP_constu, 18446744073709551614, DW_OP_and, DW_OP_constu, 1, DW_OP_or, DW_OP_constu, 18446744073709551609, DW_OP_and, DW_OP_constu, 6, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !152, ptr %22, !DIExpression(), !87)
    #dbg_assign(i8 -1, !76, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !153, ptr %22, !DIExpression(), !87)
  %23 = getelementptr inbounds i8, ptr %4, i64 4, !dbg !154
  store i8 6, ptr %23, align 4, !dbg !155, !DIAssignID !156
    #dbg_assign(i8 6, !76, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !156, ptr %23, !DIExpression(), !87)
  %24 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !157
  store i64 26388279078969, ptr %24, align 8, !dbg !158, !DIAssignID !159
    #dbg_assign(i64 0, !76, !DIExpression(DW_OP_constu, 26388279078969, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !159, ptr %24, !DIExpression(), !87)
    #dbg_assign(!DIArgList(i8 -1, i8 0), !76, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 7, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !160, ptr %22, !DIExpression(), !87)
  store i8 1, ptr %22, align 1, !dbg !161, !DIAssignID !162
    #dbg_assign(!DIArgList(i8 poison, i8 poison, i8 poison), !76, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1, DW_OP_and, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !162, ptr %22, !DIExpression(), !87)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 84, i32 noundef 1, i32 noundef 0, i32 noundef 0, i32 noundef 6, i64 noundef -8796093009863), !dbg !163
  call fastcc void @dump(ptr noundef nonnull %4, i64 noundef 16), !dbg !164
  %26 = trunc i64 %8 to i32, !dbg !165
  %27 = and i32 %26, 127, !dbg !165
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #7, !dbg !166
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #7, !dbg !166
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #7, !dbg !166
  ret i32 %27, !dbg !167
}

; Function Attrs: nofree nounwind
declare !dbg !168 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @wide_op(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.wide) align 8 %0, ptr nocapture noundef byval(%struct.wide) align 8 %1) unnamed_addr #3 !dbg !175 {
    #dbg_declare(ptr %1, !179, !DIExpression(), !180)
  %3 = load <2 x i64>, ptr %1, align 8, !dbg !181
  %4 = extractelement <2 x i64> %3, i64 1, !dbg !182
  %5 = mul i64 %4, 3, !dbg !182
  %6 = insertelement <2 x i64> %3, i64 %5, i64 1, !dbg !181
  %7 = add <2 x i64> %6, <i64 1, i64 1>, !dbg !181
  %8 = and <2 x i64> %7, <i64 8589934591, i64 1099511627775>, !dbg !181
  %9 = and <2 x i64> %3, <i64 -8589934592, i64 -1099511627776>, !dbg !181
  %10 = or disjoint <2 x i64> %8, %9, !dbg !181
  store <2 x i64> %10, ptr %1, align 8, !dbg !181
  %11 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !183
  %12 = load i64, ptr %11, align 8, !dbg !184
  %13 = xor i64 %12, -3074457345618258603, !dbg !185
  store i64 %13, ptr %11, align 8, !dbg !185
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %1, i64 24, i1 false), !dbg !186, !tbaa.struct !105
  ret void, !dbg !187
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @dump(ptr nocapture noundef readonly %0, i64 noundef %1) unnamed_addr #5 !dbg !188 {
    #dbg_value(ptr %0, !197, !DIExpression(), !205)
    #dbg_value(i64 %1, !198, !DIExpression(), !205)
    #dbg_value(ptr %0, !199, !DIExpression(), !205)
    #dbg_value(i64 0, !203, !DIExpression(), !206)
  %3 = icmp eq i64 %1, 0, !dbg !207
  br i1 %3, label %4, label %6, !dbg !209

4:                                                ; preds = %6, %2
  %5 = tail call i32 @putchar(i32 10), !dbg !210
  ret void, !dbg !211

6:                                                ; preds = %2, %6
  %7 = phi i64 [ %12, %6 ], [ 0, %2 ]
    #dbg_value(i64 %7, !203, !DIExpression(), !206)
  %8 = getelementptr inbounds i8, ptr %0, i64 %7, !dbg !212
  %9 = load i8, ptr %8, align 1, !dbg !212, !tbaa !106
  %10 = zext i8 %9 to i32, !dbg !212
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %10), !dbg !213
  %12 = add nuw i64 %7, 1, !dbg !214
    #dbg_value(i64 %12, !203, !DIExpression(), !206)
  %13 = icmp eq i64 %12, %1, !dbg !207
  br i1 %13, label %4, label %6, !dbg !209, !llvm.loop !215
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!27}
!llvm.module.flags = !{!46, !47, !48, !49, !50, !51, !52}
!llvm.ident = !{!53}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/bitfields_wide_straddle.c", directory: ".", checksumkind: CSK_MD5, checksum: "c88d3743a560423b1c19c1b5e8b9ae7f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 40)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 32)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 35)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 400, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 50)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 5)
!27 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !28, retainedTypes: !36, globals: !40, splitDebugInlining: false, nameTableKind: None)
!28 = !{!29}
!29 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "mode", file: !2, line: 9, baseType: !30, size: 32, elements: !31)
!30 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!31 = !{!32, !33, !34, !35}
!32 = !DIEnumerator(name: "M_OFF", value: 0)
!33 = !DIEnumerator(name: "M_LOW", value: 1)
!34 = !DIEnumerator(name: "M_HIGH", value: 2)
!35 = !DIEnumerator(name: "M_AUTO", value: 3)
!36 = !{!37, !30, !29, !38, !39}
!37 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!38 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!39 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!40 = !{!0, !7, !12, !17, !22, !41}
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 2)
!46 = !{i32 7, !"Dwarf Version", i32 5}
!47 = !{i32 2, !"Debug Info Version", i32 3}
!48 = !{i32 1, !"wchar_size", i32 4}
!49 = !{i32 8, !"PIC Level", i32 2}
!50 = !{i32 7, !"PIE Level", i32 2}
!51 = !{i32 7, !"uwtable", i32 2}
!52 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!53 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!54 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 17, type: !55, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !57)
!55 = !DISubroutineType(types: !56)
!56 = !{!39}
!57 = !{!58, !65, !67, !76}
!58 = !DILocalVariable(name: "w", scope: !54, file: !2, line: 19, type: !59)
!59 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "wide", file: !2, line: 10, size: 192, elements: !60)
!60 = !{!61, !62, !63, !64}
!61 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !59, file: !2, line: 10, baseType: !37, size: 33, flags: DIFlagBitField, extraData: i64 0)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !59, file: !2, line: 10, baseType: !37, size: 40, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !59, file: !2, line: 10, baseType: !37, size: 63, offset: 128, flags: DIFlagBitField, extraData: i64 128)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !59, file: !2, line: 10, baseType: !37, size: 1, offset: 191, flags: DIFlagBitField, extraData: i64 128)
!65 = !DILocalVariable(name: "i", scope: !66, file: !2, line: 22, type: !39)
!66 = distinct !DILexicalBlock(scope: !54, file: !2, line: 22, column: 5)
!67 = !DILocalVariable(name: "s", scope: !54, file: !2, line: 25, type: !68)
!68 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "straddle", file: !2, line: 11, size: 128, elements: !69)
!69 = !{!70, !71, !72, !73, !74}
!70 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !68, file: !2, line: 11, baseType: !30, size: 20, flags: DIFlagBitField, extraData: i64 0)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !68, file: !2, line: 11, baseType: !30, size: 20, offset: 32, flags: DIFlagBitField, extraData: i64 0)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !68, file: !2, line: 11, baseType: !30, size: 24, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !68, file: !2, line: 11, baseType: !4, size: 8, offset: 88)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !68, file: !2, line: 11, baseType: !75, size: 9, offset: 96, flags: DIFlagBitField, extraData: i64 96)
!75 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!76 = !DILocalVariable(name: "m", scope: !54, file: !2, line: 31, type: !77)
!77 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "mixed", file: !2, line: 12, size: 128, elements: !78)
!78 = !{!79, !80, !82, !83, !84, !85}
!79 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !77, file: !2, line: 12, baseType: !4, size: 8)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "flag", scope: !77, file: !2, line: 12, baseType: !81, size: 1, offset: 8, flags: DIFlagBitField, extraData: i64 8)
!81 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !77, file: !2, line: 12, baseType: !29, size: 2, offset: 9, flags: DIFlagBitField, extraData: i64 8)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !77, file: !2, line: 12, baseType: !30, size: 5, offset: 11, flags: DIFlagBitField, extraData: i64 8)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "after", scope: !77, file: !2, line: 12, baseType: !30, size: 3, offset: 32, flags: DIFlagBitField, extraData: i64 32)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "big", scope: !77, file: !2, line: 12, baseType: !38, size: 45, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!86 = distinct !DIAssignID()
!87 = !DILocation(line: 0, scope: !54)
!88 = distinct !DIAssignID()
!89 = distinct !DIAssignID()
!90 = !DILocation(line: 18, column: 5, scope: !54)
!91 = !DILocation(line: 19, column: 5, scope: !54)
!92 = distinct !DIAssignID()
!93 = !DILocation(line: 21, column: 9, scope: !54)
!94 = distinct !DIAssignID()
!95 = !DILocation(line: 21, column: 29, scope: !54)
!96 = !DILocation(line: 21, column: 31, scope: !54)
!97 = distinct !DIAssignID()
!98 = !DILocation(line: 21, column: 57, scope: !54)
!99 = distinct !DIAssignID()
!100 = !DILocation(line: 21, column: 88, scope: !54)
!101 = distinct !DIAssignID()
!102 = !DILocation(line: 0, scope: !66)
!103 = !DILocation(line: 22, column: 37, scope: !104)
!104 = distinct !DILexicalBlock(scope: !66, file: !2, line: 22, column: 5)
!105 = !{i64 0, i64 8, !106, i64 8, i64 8, !106, i64 16, i64 8, !106}
!106 = !{!107, !107, i64 0}
!107 = !{!"omnipotent char", !108, i64 0}
!108 = !{!"Simple C/C++ TBAA"}
!109 = distinct !DIAssignID()
!110 = !DILocation(line: 23, column: 70, scope: !54)
!111 = !DILocation(line: 23, column: 95, scope: !54)
!112 = !DILocation(line: 23, column: 120, scope: !54)
!113 = !DILocation(line: 23, column: 135, scope: !54)
!114 = !DILocation(line: 23, column: 123, scope: !54)
!115 = !DILocation(line: 23, column: 5, scope: !54)
!116 = !DILocation(line: 24, column: 5, scope: !54)
!117 = !DILocation(line: 25, column: 5, scope: !54)
!118 = !DILocation(line: 26, column: 5, scope: !54)
!119 = distinct !DIAssignID()
!120 = distinct !DIAssignID()
!121 = distinct !DIAssignID()
!122 = distinct !DIAssignID()
!123 = !DILocation(line: 27, column: 37, scope: !54)
!124 = !DILocation(line: 27, column: 39, scope: !54)
!125 = distinct !DIAssignID()
!126 = !DILocation(line: 27, column: 53, scope: !54)
!127 = !DILocation(line: 27, column: 55, scope: !54)
!128 = !{!129, !107, i64 11}
!129 = !{!"straddle", !130, i64 0, !130, i64 4, !130, i64 8, !107, i64 11, !131, i64 12}
!130 = !{!"int", !107, i64 0}
!131 = !{!"short", !107, i64 0}
!132 = distinct !DIAssignID()
!133 = !DILocation(line: 27, column: 64, scope: !54)
!134 = distinct !DIAssignID()
!135 = !DILocation(line: 28, column: 9, scope: !54)
!136 = distinct !DIAssignID()
!137 = !DILocation(line: 28, column: 23, scope: !54)
!138 = distinct !DIAssignID()
!139 = !DILocation(line: 29, column: 5, scope: !54)
!140 = !DILocation(line: 30, column: 5, scope: !54)
!141 = !DILocation(line: 31, column: 5, scope: !54)
!142 = !DILocation(line: 32, column: 5, scope: !54)
!143 = distinct !DIAssignID()
!144 = distinct !DIAssignID()
!145 = !DILocation(line: 33, column: 11, scope: !54)
!146 = !{!147, !107, i64 0}
!147 = !{!"mixed", !107, i64 0, !148, i64 1, !130, i64 1, !130, i64 1, !130, i64 4, !149, i64 8}
!148 = !{!"_Bool", !107, i64 0}
!149 = !{!"long long", !107, i64 0}
!150 = distinct !DIAssignID()
!151 = !DILocation(line: 33, column: 20, scope: !54)
!152 = distinct !DIAssignID()
!153 = distinct !DIAssignID()
!154 = !DILocation(line: 33, column: 56, scope: !54)
!155 = !DILocation(line: 33, column: 62, scope: !54)
!156 = distinct !DIAssignID()
!157 = !DILocation(line: 33, column: 69, scope: !54)
!158 = !DILocation(line: 33, column: 73, scope: !54)
!159 = distinct !DIAssignID()
!160 = distinct !DIAssignID()
!161 = !DILocation(line: 34, column: 16, scope: !54)
!162 = distinct !DIAssignID()
!163 = !DILocation(line: 35, column: 5, scope: !54)
!164 = !DILocation(line: 36, column: 5, scope: !54)
!165 = !DILocation(line: 37, column: 12, scope: !54)
!166 = !DILocation(line: 38, column: 1, scope: !54)
!167 = !DILocation(line: 37, column: 5, scope: !54)
!168 = !DISubprogram(name: "printf", scope: !169, file: !169, line: 356, type: !170, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!169 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!170 = !DISubroutineType(types: !171)
!171 = !{!39, !172, null}
!172 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !173)
!173 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !174, size: 64)
!174 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!175 = distinct !DISubprogram(name: "wide_op", scope: !2, file: !2, line: 14, type: !176, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !178)
!176 = !DISubroutineType(types: !177)
!177 = !{!59, !59}
!178 = !{!179}
!179 = !DILocalVariable(name: "w", arg: 1, scope: !175, file: !2, line: 14, type: !59)
!180 = !DILocation(line: 14, column: 66, scope: !175)
!181 = !DILocation(line: 14, column: 75, scope: !175)
!182 = !DILocation(line: 14, column: 91, scope: !175)
!183 = !DILocation(line: 14, column: 102, scope: !175)
!184 = !DILocation(line: 14, column: 104, scope: !175)
!185 = !DILocation(line: 14, column: 134, scope: !175)
!186 = !DILocation(line: 14, column: 149, scope: !175)
!187 = !DILocation(line: 14, column: 142, scope: !175)
!188 = distinct !DISubprogram(name: "dump", scope: !2, file: !2, line: 15, type: !189, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !196)
!189 = !DISubroutineType(types: !190)
!190 = !{null, !191, !193}
!191 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !192, size: 64)
!192 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!193 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !194, line: 18, baseType: !195)
!194 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!195 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!196 = !{!197, !198, !199, !203}
!197 = !DILocalVariable(name: "p", arg: 1, scope: !188, file: !2, line: 15, type: !191)
!198 = !DILocalVariable(name: "n", arg: 2, scope: !188, file: !2, line: 15, type: !193)
!199 = !DILocalVariable(name: "b", scope: !188, file: !2, line: 15, type: !200)
!200 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !201, size: 64)
!201 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !202)
!202 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!203 = !DILocalVariable(name: "i", scope: !204, file: !2, line: 15, type: !193)
!204 = distinct !DILexicalBlock(scope: !188, file: !2, line: 15, column: 99)
!205 = !DILocation(line: 0, scope: !188)
!206 = !DILocation(line: 0, scope: !204)
!207 = !DILocation(line: 15, column: 120, scope: !208)
!208 = distinct !DILexicalBlock(scope: !204, file: !2, line: 15, column: 99)
!209 = !DILocation(line: 15, column: 99, scope: !204)
!210 = !DILocation(line: 15, column: 152, scope: !188)
!211 = !DILocation(line: 15, column: 166, scope: !188)
!212 = !DILocation(line: 15, column: 145, scope: !208)
!213 = !DILocation(line: 15, column: 130, scope: !208)
!214 = !DILocation(line: 15, column: 126, scope: !208)
!215 = distinct !{!215, !209, !216, !217}
!216 = !DILocation(line: 15, column: 149, scope: !204)
!217 = !{!"llvm.loop.mustprogress"}
