; ModuleID = 'programs/atomics_builtins_float.c'
source_filename = "programs/atomics_builtins_float.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.atomic_flag = type { i8 }
%struct.pair = type { i32, i32 }

@.str = private unnamed_addr constant [13 x i8] c"af=%a ad=%a\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [15 x i8] c"flag %d %d %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [38 x i8] c"__atomic: %d %d %d %d %d exp=%d x=%d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [43 x i8] c"__sync: %ld %ld %ld %d %ld y=%ld uc=%d/%d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [41 x i8] c"struct pair ok=%d fin=%d,%d lockfree=%d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [13 x i8] c"u16 wrap=%d\0A\00", align 1, !dbg !27

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !53 {
  %1 = alloca float, align 4, !DIAssignID !111
    #dbg_assign(i1 undef, !57, !DIExpression(), !111, ptr %1, !DIExpression(), !112)
  %2 = alloca double, align 8, !DIAssignID !113
    #dbg_assign(i1 undef, !60, !DIExpression(), !113, ptr %2, !DIExpression(), !112)
  %3 = alloca %struct.atomic_flag, align 1, !DIAssignID !114
    #dbg_assign(i1 undef, !64, !DIExpression(), !114, ptr %3, !DIExpression(), !112)
  %4 = alloca i32, align 4, !DIAssignID !115
    #dbg_assign(i1 undef, !75, !DIExpression(), !115, ptr %4, !DIExpression(), !112)
  %5 = alloca i64, align 8, !DIAssignID !116
    #dbg_assign(i1 undef, !82, !DIExpression(), !116, ptr %5, !DIExpression(), !112)
  %6 = alloca i8, align 1, !DIAssignID !117
    #dbg_assign(i1 undef, !89, !DIExpression(), !117, ptr %6, !DIExpression(), !112)
  %7 = alloca %struct.pair, align 8, !DIAssignID !118
    #dbg_assign(i1 undef, !92, !DIExpression(), !118, ptr %7, !DIExpression(), !112)
  %8 = alloca i16, align 2, !DIAssignID !119
    #dbg_assign(i1 undef, !106, !DIExpression(), !119, ptr %8, !DIExpression(), !112)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #3, !dbg !120
  store float 5.000000e-01, ptr %1, align 4, !dbg !121, !tbaa !122, !DIAssignID !125
    #dbg_assign(float 5.000000e-01, !57, !DIExpression(), !125, ptr %1, !DIExpression(), !112)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #3, !dbg !126
  store double 1.000000e+00, ptr %2, align 8, !dbg !127, !tbaa !122, !DIAssignID !128
    #dbg_assign(double 1.000000e+00, !60, !DIExpression(), !128, ptr %2, !DIExpression(), !112)
    #dbg_value(i32 0, !62, !DIExpression(), !129)
  br label %11, !dbg !130

9:                                                ; preds = %34
  %10 = load atomic float, ptr %1 seq_cst, align 4, !dbg !131, !tbaa !122
  br label %37, !dbg !131

11:                                               ; preds = %0, %34
  %12 = phi i32 [ 0, %0 ], [ %35, %34 ]
    #dbg_value(i32 %12, !62, !DIExpression(), !129)
  %13 = load atomic float, ptr %1 seq_cst, align 4, !dbg !132, !tbaa !122
  br label %14, !dbg !132

14:                                               ; preds = %14, %11
  %15 = phi float [ %13, %11 ], [ %22, %14 ], !dbg !132
  %16 = fadd float %15, 2.500000e-01, !dbg !132
  %17 = bitcast float %15 to i32, !dbg !132
  %18 = bitcast float %16 to i32, !dbg !132
  %19 = cmpxchg ptr %1, i32 %17, i32 %18 seq_cst seq_cst, align 4, !dbg !132
  %20 = extractvalue { i32, i1 } %19, 0, !dbg !132
  %21 = extractvalue { i32, i1 } %19, 1, !dbg !132
  %22 = bitcast i32 %20 to float, !dbg !132
  br i1 %21, label %23, label %14, !dbg !132

23:                                               ; preds = %14
  %24 = load atomic double, ptr %2 seq_cst, align 8, !dbg !135, !tbaa !122
  br label %25, !dbg !135

25:                                               ; preds = %25, %23
  %26 = phi double [ %24, %23 ], [ %33, %25 ], !dbg !135
  %27 = fmul double %26, 1.500000e+00, !dbg !135
  %28 = bitcast double %26 to i64, !dbg !135
  %29 = bitcast double %27 to i64, !dbg !135
  %30 = cmpxchg ptr %2, i64 %28, i64 %29 seq_cst seq_cst, align 8, !dbg !135
  %31 = extractvalue { i64, i1 } %30, 0, !dbg !135
  %32 = extractvalue { i64, i1 } %30, 1, !dbg !135
  %33 = bitcast i64 %31 to double, !dbg !135
  br i1 %32, label %34, label %25, !dbg !135

34:                                               ; preds = %25
  %35 = add nuw nsw i32 %12, 1, !dbg !136
    #dbg_value(i32 %35, !62, !DIExpression(), !129)
  %36 = icmp eq i32 %35, 10, !dbg !137
  br i1 %36, label %9, label %11, !dbg !130, !llvm.loop !138

37:                                               ; preds = %37, %9
  %38 = phi float [ %10, %9 ], [ %45, %37 ], !dbg !131
  %39 = fadd float %38, -1.000000e+00, !dbg !131
  %40 = bitcast float %38 to i32, !dbg !131
  %41 = bitcast float %39 to i32, !dbg !131
  %42 = cmpxchg ptr %1, i32 %40, i32 %41 seq_cst seq_cst, align 4, !dbg !131
  %43 = extractvalue { i32, i1 } %42, 0, !dbg !131
  %44 = extractvalue { i32, i1 } %42, 1, !dbg !131
  %45 = bitcast i32 %43 to float, !dbg !131
  br i1 %44, label %46, label %37, !dbg !131

46:                                               ; preds = %37
  %47 = load atomic float, ptr %1 seq_cst, align 4, !dbg !141, !tbaa !122
  %48 = fpext float %47 to double, !dbg !142
  %49 = load atomic double, ptr %2 seq_cst, align 8, !dbg !143, !tbaa !122
  %50 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %48, double noundef %49), !dbg !144
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %3) #3, !dbg !145
  store i8 0, ptr %3, align 1, !dbg !146, !DIAssignID !147
    #dbg_assign(i8 0, !64, !DIExpression(), !147, ptr %3, !DIExpression(), !112)
  %51 = atomicrmw xchg ptr %3, i8 1 seq_cst, align 1, !dbg !148
  %52 = and i8 %51, 1, !dbg !148
  %53 = zext nneg i8 %52 to i32, !dbg !148
    #dbg_value(i32 %53, !72, !DIExpression(), !112)
  %54 = atomicrmw xchg ptr %3, i8 1 seq_cst, align 1, !dbg !149
  %55 = and i8 %54, 1, !dbg !149
  %56 = zext nneg i8 %55 to i32, !dbg !149
    #dbg_value(i32 %56, !73, !DIExpression(), !112)
  store atomic i8 0, ptr %3 seq_cst, align 1, !dbg !150, !DIAssignID !151
    #dbg_assign(i8 0, !64, !DIExpression(), !151, ptr %3, !DIExpression(), !112)
  %57 = atomicrmw xchg ptr %3, i8 1 acquire, align 1, !dbg !152
  %58 = and i8 %57, 1, !dbg !152
  %59 = zext nneg i8 %58 to i32, !dbg !152
    #dbg_value(i32 %59, !74, !DIExpression(), !112)
  %60 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %53, i32 noundef %56, i32 noundef %59), !dbg !153
  fence seq_cst, !dbg !154
  fence syncscope("singlethread") acq_rel, !dbg !155
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #3, !dbg !156
  store i32 10, ptr %4, align 4, !dbg !157, !tbaa !158, !DIAssignID !160
    #dbg_assign(i32 10, !75, !DIExpression(), !160, ptr %4, !DIExpression(), !112)
  %61 = atomicrmw add ptr %4, i32 5 seq_cst, align 4, !dbg !161
  %62 = add i32 %61, 5, !dbg !161
    #dbg_value(i32 %62, !76, !DIExpression(), !112)
  %63 = atomicrmw nand ptr %4, i32 255 monotonic, align 4, !dbg !162
    #dbg_value(i32 %63, !77, !DIExpression(), !112)
  %64 = atomicrmw xchg ptr %4, i32 77 acq_rel, align 4, !dbg !163
    #dbg_value(i32 %64, !78, !DIExpression(), !112)
    #dbg_value(i32 77, !79, !DIExpression(), !112)
  %65 = cmpxchg ptr %4, i32 77, i32 88 seq_cst seq_cst, align 4, !dbg !164
  %66 = extractvalue { i32, i1 } %65, 1, !dbg !164
  %67 = extractvalue { i32, i1 } %65, 0
    #dbg_value(i32 %67, !79, !DIExpression(), !112)
  %68 = zext i1 %66 to i32, !dbg !164
    #dbg_value(i32 %68, !80, !DIExpression(), !112)
  %69 = cmpxchg weak ptr %4, i32 %67, i32 99 seq_cst monotonic, align 4, !dbg !165
  %70 = extractvalue { i32, i1 } %69, 1, !dbg !165
  %71 = extractvalue { i32, i1 } %69, 0, !dbg !165
    #dbg_value(i32 %71, !79, !DIExpression(), !112)
  %72 = zext i1 %70 to i32, !dbg !165
    #dbg_value(i32 %72, !81, !DIExpression(), !112)
  %73 = load atomic i32, ptr %4 acquire, align 4, !dbg !166
  %74 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %62, i32 noundef %63, i32 noundef %64, i32 noundef %68, i32 noundef %72, i32 noundef %71, i32 noundef %73), !dbg !167
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #3, !dbg !168
  store i64 100, ptr %5, align 8, !dbg !169, !tbaa !170, !DIAssignID !172
    #dbg_assign(i64 100, !82, !DIExpression(), !172, ptr %5, !DIExpression(), !112)
  %75 = atomicrmw add ptr %5, i64 11 seq_cst, align 8, !dbg !173
    #dbg_value(i64 %75, !84, !DIExpression(), !112)
  %76 = atomicrmw sub ptr %5, i64 1 seq_cst, align 8, !dbg !174
  %77 = add i64 %76, -1, !dbg !174
    #dbg_value(i64 %77, !85, !DIExpression(), !112)
  %78 = cmpxchg ptr %5, i64 110, i64 500 seq_cst seq_cst, align 8, !dbg !175
  %79 = extractvalue { i64, i1 } %78, 0, !dbg !175
    #dbg_value(i64 %79, !86, !DIExpression(), !112)
  %80 = cmpxchg ptr %5, i64 1, i64 2 seq_cst seq_cst, align 8, !dbg !176
  %81 = extractvalue { i64, i1 } %80, 1, !dbg !176
  %82 = zext i1 %81 to i32, !dbg !176
    #dbg_value(i32 %82, !87, !DIExpression(), !112)
  %83 = atomicrmw xchg ptr %5, i64 3 seq_cst, align 8, !dbg !177
    #dbg_value(i64 %83, !88, !DIExpression(), !112)
  store atomic i64 0, ptr %5 release, align 8, !dbg !178, !DIAssignID !179
    #dbg_assign(i64 0, !82, !DIExpression(), !179, ptr %5, !DIExpression(), !112)
  fence seq_cst, !dbg !180
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %6) #3, !dbg !181
  store i8 -16, ptr %6, align 1, !dbg !182, !tbaa !122, !DIAssignID !183
    #dbg_assign(i8 -16, !89, !DIExpression(), !183, ptr %6, !DIExpression(), !112)
  %84 = atomicrmw xor ptr %6, i8 -1 seq_cst, align 1, !dbg !184
    #dbg_value(i8 %84, !91, !DIExpression(), !112)
  %85 = load i64, ptr %5, align 8, !dbg !185, !tbaa !170
  %86 = zext i8 %84 to i32, !dbg !186
  %87 = load i8, ptr %6, align 1, !dbg !187, !tbaa !122
  %88 = zext i8 %87 to i32, !dbg !187
  %89 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %75, i64 noundef %77, i64 noundef %79, i32 noundef %82, i64 noundef %83, i64 noundef %85, i32 noundef %86, i32 noundef %88), !dbg !188
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #3, !dbg !189
  store i32 1, ptr %7, align 8, !dbg !190, !tbaa !191, !DIAssignID !193
    #dbg_assign(i32 1, !92, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !193, ptr %7, !DIExpression(), !112)
  %90 = getelementptr inbounds i8, ptr %7, i64 4, !dbg !190
  store i32 2, ptr %90, align 4, !dbg !190, !tbaa !194, !DIAssignID !195
    #dbg_assign(i32 2, !92, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !195, ptr %90, !DIExpression(), !112)
  %91 = load atomic i64, ptr %7 seq_cst, align 8, !dbg !196
  %92 = lshr i64 %91, 32, !dbg !196
    #dbg_value(i64 %91, !102, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !112)
    #dbg_value(i64 %92, !102, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !112)
  %93 = add i64 %91, 10, !dbg !197
    #dbg_value(i64 %91, !103, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 10, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !112)
    #dbg_value(i64 %92, !103, !DIExpression(DW_OP_constu, 10, DW_OP_mul, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !112)
  %94 = mul i64 %92, 42949672960, !dbg !198
  %95 = and i64 %93, 4294967295, !dbg !198
  %96 = or disjoint i64 %94, %95, !dbg !198
  %97 = cmpxchg ptr %7, i64 %91, i64 %96 seq_cst seq_cst, align 8, !dbg !198
  %98 = extractvalue { i64, i1 } %97, 1, !dbg !198
  %99 = zext i1 %98 to i32, !dbg !198
    #dbg_value(i32 %99, !104, !DIExpression(), !112)
  %100 = load atomic i64, ptr %7 seq_cst, align 8, !dbg !199
  %101 = trunc i64 %100 to i32, !dbg !199
  %102 = lshr i64 %100, 32, !dbg !199
  %103 = trunc nuw i64 %102 to i32, !dbg !199
    #dbg_value(i32 %101, !105, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !112)
    #dbg_value(i32 %103, !105, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !112)
  %104 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %99, i32 noundef %101, i32 noundef %103, i32 noundef 1), !dbg !200
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %8) #3, !dbg !201
  store i16 -1, ptr %8, align 2, !dbg !202, !tbaa !203, !DIAssignID !205
    #dbg_assign(i16 -1, !106, !DIExpression(), !205, ptr %8, !DIExpression(), !112)
  %105 = atomicrmw add ptr %8, i16 2 monotonic, align 2, !dbg !206
  %106 = load i16, ptr %8, align 2, !dbg !207, !tbaa !203
  %107 = zext i16 %106 to i32, !dbg !207
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %107), !dbg !208
  %109 = load i64, ptr %5, align 8, !dbg !209, !tbaa !170
  %110 = trunc i64 %109 to i32, !dbg !210
  %111 = add nsw i32 %110, %101, !dbg !211
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %8) #3, !dbg !212
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #3, !dbg !212
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #3, !dbg !212
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #3, !dbg !212
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #3, !dbg !212
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #3, !dbg !212
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #3, !dbg !212
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #3, !dbg !212
  ret i32 %111, !dbg !213
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !214 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!29}
!llvm.module.flags = !{!45, !46, !47, !48, !49, !50, !51}
!llvm.ident = !{!52}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/atomics_builtins_float.c", directory: ".", checksumkind: CSK_MD5, checksum: "6f7c61f028db524503c603d1389e84ed")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 13)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 15)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 38)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 344, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 43)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 41)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !3, isLocal: true, isDefinition: true)
!29 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !30, retainedTypes: !41, globals: !44, splitDebugInlining: false, nameTableKind: None)
!30 = !{!31}
!31 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !32, line: 68, baseType: !33, size: 32, elements: !34)
!32 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!33 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!34 = !{!35, !36, !37, !38, !39, !40}
!35 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!36 = !DIEnumerator(name: "memory_order_consume", value: 1)
!37 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!38 = !DIEnumerator(name: "memory_order_release", value: 3)
!39 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!40 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!41 = !{!42, !43}
!42 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!43 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!44 = !{!0, !7, !12, !17, !22, !27}
!45 = !{i32 7, !"Dwarf Version", i32 5}
!46 = !{i32 2, !"Debug Info Version", i32 3}
!47 = !{i32 1, !"wchar_size", i32 4}
!48 = !{i32 8, !"PIC Level", i32 2}
!49 = !{i32 7, !"PIE Level", i32 2}
!50 = !{i32 7, !"uwtable", i32 2}
!51 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!52 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!53 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 13, type: !54, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !56)
!54 = !DISubroutineType(types: !55)
!55 = !{!43}
!56 = !{!57, !60, !62, !64, !72, !73, !74, !75, !76, !77, !78, !79, !80, !81, !82, !84, !85, !86, !87, !88, !89, !91, !92, !102, !103, !104, !105, !106}
!57 = !DILocalVariable(name: "af", scope: !53, file: !2, line: 14, type: !58)
!58 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !59)
!59 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!60 = !DILocalVariable(name: "ad", scope: !53, file: !2, line: 15, type: !61)
!61 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !42)
!62 = !DILocalVariable(name: "i", scope: !63, file: !2, line: 16, type: !43)
!63 = distinct !DILexicalBlock(scope: !53, file: !2, line: 16, column: 5)
!64 = !DILocalVariable(name: "fl", scope: !53, file: !2, line: 19, type: !65)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_flag", file: !32, line: 173, baseType: !66)
!66 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "atomic_flag", file: !32, line: 173, size: 8, elements: !67)
!67 = !{!68}
!68 = !DIDerivedType(tag: DW_TAG_member, name: "_Value", scope: !66, file: !32, line: 173, baseType: !69, size: 8)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_bool", file: !32, line: 97, baseType: !70)
!70 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !71)
!71 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!72 = !DILocalVariable(name: "t1", scope: !53, file: !2, line: 20, type: !43)
!73 = !DILocalVariable(name: "t2", scope: !53, file: !2, line: 20, type: !43)
!74 = !DILocalVariable(name: "t3", scope: !53, file: !2, line: 22, type: !43)
!75 = !DILocalVariable(name: "x", scope: !53, file: !2, line: 26, type: !43)
!76 = !DILocalVariable(name: "r1", scope: !53, file: !2, line: 27, type: !43)
!77 = !DILocalVariable(name: "r2", scope: !53, file: !2, line: 28, type: !43)
!78 = !DILocalVariable(name: "r3", scope: !53, file: !2, line: 29, type: !43)
!79 = !DILocalVariable(name: "exp", scope: !53, file: !2, line: 30, type: !43)
!80 = !DILocalVariable(name: "r4", scope: !53, file: !2, line: 31, type: !43)
!81 = !DILocalVariable(name: "r5", scope: !53, file: !2, line: 32, type: !43)
!82 = !DILocalVariable(name: "y", scope: !53, file: !2, line: 34, type: !83)
!83 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!84 = !DILocalVariable(name: "s1", scope: !53, file: !2, line: 35, type: !83)
!85 = !DILocalVariable(name: "s2", scope: !53, file: !2, line: 35, type: !83)
!86 = !DILocalVariable(name: "s3", scope: !53, file: !2, line: 36, type: !83)
!87 = !DILocalVariable(name: "s4", scope: !53, file: !2, line: 37, type: !43)
!88 = !DILocalVariable(name: "s5", scope: !53, file: !2, line: 38, type: !83)
!89 = !DILocalVariable(name: "uc", scope: !53, file: !2, line: 41, type: !90)
!90 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!91 = !DILocalVariable(name: "s6", scope: !53, file: !2, line: 42, type: !90)
!92 = !DILocalVariable(name: "ap", scope: !53, file: !2, line: 44, type: !93)
!93 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !94)
!94 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pair", file: !2, line: 11, size: 64, elements: !95)
!95 = !{!96, !101}
!96 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !94, file: !2, line: 11, baseType: !97, size: 32)
!97 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !98, line: 26, baseType: !99)
!98 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!99 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !100, line: 41, baseType: !43)
!100 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!101 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !94, file: !2, line: 11, baseType: !97, size: 32, offset: 32)
!102 = !DILocalVariable(name: "cur", scope: !53, file: !2, line: 46, type: !94)
!103 = !DILocalVariable(name: "nv", scope: !53, file: !2, line: 46, type: !94)
!104 = !DILocalVariable(name: "ok", scope: !53, file: !2, line: 47, type: !43)
!105 = !DILocalVariable(name: "fin", scope: !53, file: !2, line: 48, type: !94)
!106 = !DILocalVariable(name: "u16", scope: !53, file: !2, line: 50, type: !107)
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !108, line: 25, baseType: !109)
!108 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!109 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !100, line: 40, baseType: !110)
!110 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!111 = distinct !DIAssignID()
!112 = !DILocation(line: 0, scope: !53)
!113 = distinct !DIAssignID()
!114 = distinct !DIAssignID()
!115 = distinct !DIAssignID()
!116 = distinct !DIAssignID()
!117 = distinct !DIAssignID()
!118 = distinct !DIAssignID()
!119 = distinct !DIAssignID()
!120 = !DILocation(line: 14, column: 5, scope: !53)
!121 = !DILocation(line: 14, column: 19, scope: !53)
!122 = !{!123, !123, i64 0}
!123 = !{!"omnipotent char", !124, i64 0}
!124 = !{!"Simple C/C++ TBAA"}
!125 = distinct !DIAssignID()
!126 = !DILocation(line: 15, column: 5, scope: !53)
!127 = !DILocation(line: 15, column: 20, scope: !53)
!128 = distinct !DIAssignID()
!129 = !DILocation(line: 0, scope: !63)
!130 = !DILocation(line: 16, column: 5, scope: !63)
!131 = !DILocation(line: 17, column: 8, scope: !53)
!132 = !DILocation(line: 16, column: 39, scope: !133)
!133 = distinct !DILexicalBlock(scope: !134, file: !2, line: 16, column: 34)
!134 = distinct !DILexicalBlock(scope: !63, file: !2, line: 16, column: 5)
!135 = !DILocation(line: 16, column: 52, scope: !133)
!136 = !DILocation(line: 16, column: 30, scope: !134)
!137 = !DILocation(line: 16, column: 23, scope: !134)
!138 = distinct !{!138, !130, !139, !140}
!139 = !DILocation(line: 16, column: 60, scope: !63)
!140 = !{!"llvm.loop.mustprogress"}
!141 = !DILocation(line: 18, column: 37, scope: !53)
!142 = !DILocation(line: 18, column: 29, scope: !53)
!143 = !DILocation(line: 18, column: 49, scope: !53)
!144 = !DILocation(line: 18, column: 5, scope: !53)
!145 = !DILocation(line: 19, column: 5, scope: !53)
!146 = !DILocation(line: 19, column: 17, scope: !53)
!147 = distinct !DIAssignID()
!148 = !DILocation(line: 20, column: 14, scope: !53)
!149 = !DILocation(line: 20, column: 50, scope: !53)
!150 = !DILocation(line: 21, column: 5, scope: !53)
!151 = distinct !DIAssignID()
!152 = !DILocation(line: 22, column: 14, scope: !53)
!153 = !DILocation(line: 23, column: 5, scope: !53)
!154 = !DILocation(line: 24, column: 5, scope: !53)
!155 = !DILocation(line: 25, column: 5, scope: !53)
!156 = !DILocation(line: 26, column: 5, scope: !53)
!157 = !DILocation(line: 26, column: 9, scope: !53)
!158 = !{!159, !159, i64 0}
!159 = !{!"int", !123, i64 0}
!160 = distinct !DIAssignID()
!161 = !DILocation(line: 27, column: 14, scope: !53)
!162 = !DILocation(line: 28, column: 14, scope: !53)
!163 = !DILocation(line: 29, column: 14, scope: !53)
!164 = !DILocation(line: 31, column: 14, scope: !53)
!165 = !DILocation(line: 32, column: 14, scope: !53)
!166 = !DILocation(line: 33, column: 79, scope: !53)
!167 = !DILocation(line: 33, column: 5, scope: !53)
!168 = !DILocation(line: 34, column: 5, scope: !53)
!169 = !DILocation(line: 34, column: 10, scope: !53)
!170 = !{!171, !171, i64 0}
!171 = !{!"long", !123, i64 0}
!172 = distinct !DIAssignID()
!173 = !DILocation(line: 35, column: 15, scope: !53)
!174 = !DILocation(line: 35, column: 50, scope: !53)
!175 = !DILocation(line: 36, column: 15, scope: !53)
!176 = !DILocation(line: 37, column: 14, scope: !53)
!177 = !DILocation(line: 38, column: 15, scope: !53)
!178 = !DILocation(line: 39, column: 5, scope: !53)
!179 = distinct !DIAssignID()
!180 = !DILocation(line: 40, column: 5, scope: !53)
!181 = !DILocation(line: 41, column: 5, scope: !53)
!182 = !DILocation(line: 41, column: 19, scope: !53)
!183 = distinct !DIAssignID()
!184 = !DILocation(line: 42, column: 24, scope: !53)
!185 = !DILocation(line: 43, column: 79, scope: !53)
!186 = !DILocation(line: 43, column: 82, scope: !53)
!187 = !DILocation(line: 43, column: 86, scope: !53)
!188 = !DILocation(line: 43, column: 5, scope: !53)
!189 = !DILocation(line: 44, column: 5, scope: !53)
!190 = !DILocation(line: 45, column: 36, scope: !53)
!191 = !{!192, !159, i64 0}
!192 = !{!"pair", !159, i64 0, !159, i64 4}
!193 = distinct !DIAssignID()
!194 = !{!192, !159, i64 4}
!195 = distinct !DIAssignID()
!196 = !DILocation(line: 46, column: 23, scope: !53)
!197 = !DILocation(line: 46, column: 53, scope: !53)
!198 = !DILocation(line: 47, column: 14, scope: !53)
!199 = !DILocation(line: 48, column: 23, scope: !53)
!200 = !DILocation(line: 49, column: 5, scope: !53)
!201 = !DILocation(line: 50, column: 5, scope: !53)
!202 = !DILocation(line: 50, column: 14, scope: !53)
!203 = !{!204, !204, i64 0}
!204 = !{!"short", !123, i64 0}
!205 = distinct !DIAssignID()
!206 = !DILocation(line: 51, column: 5, scope: !53)
!207 = !DILocation(line: 52, column: 29, scope: !53)
!208 = !DILocation(line: 52, column: 5, scope: !53)
!209 = !DILocation(line: 53, column: 17, scope: !53)
!210 = !DILocation(line: 53, column: 12, scope: !53)
!211 = !DILocation(line: 53, column: 19, scope: !53)
!212 = !DILocation(line: 54, column: 1, scope: !53)
!213 = !DILocation(line: 53, column: 5, scope: !53)
!214 = !DISubprogram(name: "printf", scope: !215, file: !215, line: 356, type: !216, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!215 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!216 = !DISubroutineType(types: !217)
!217 = !{!43, !218, null}
!218 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !219)
!219 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !220, size: 64)
!220 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
