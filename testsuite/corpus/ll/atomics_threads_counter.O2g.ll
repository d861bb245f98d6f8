; ModuleID = 'programs/atomics_threads_counter.c'
source_filename = "programs/atomics_threads_counter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@log_len = internal unnamed_addr global i32 0, align 4, !dbg !0
@log_ = internal unnamed_addr global [100 x i32] zeroinitializer, align 16, !dbg !35
@.str = private unnamed_addr constant [63 x i8] c"counter=%d sum=%lld log_len=%d first=%d,%d last=%d check=%llu\0A\00", align 1, !dbg !21
@counter = internal global i32 0, align 4, !dbg !27
@sum = internal global i64 0, align 8, !dbg !31
@turn = internal unnamed_addr global i32 0, align 4, !dbg !40

; Function Attrs: nounwind uwtable
define dso_local range(i32 -127, 128) i32 @main() local_unnamed_addr #0 !dbg !50 {
  %1 = alloca i64, align 8, !DIAssignID !65
    #dbg_assign(i1 undef, !54, !DIExpression(), !65, ptr %1, !DIExpression(), !66)
  %2 = alloca i64, align 8, !DIAssignID !67
    #dbg_assign(i1 undef, !58, !DIExpression(), !67, ptr %2, !DIExpression(), !66)
  %3 = alloca i32, align 4, !DIAssignID !68
    #dbg_assign(i1 undef, !59, !DIExpression(), !68, ptr %3, !DIExpression(), !66)
  %4 = alloca i32, align 4, !DIAssignID !69
    #dbg_assign(i1 undef, !60, !DIExpression(), !69, ptr %4, !DIExpression(), !66)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !70
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5, !dbg !70
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #5, !dbg !71
  store i32 0, ptr %3, align 4, !dbg !72, !tbaa !73, !DIAssignID !77
    #dbg_assign(i32 0, !59, !DIExpression(), !77, ptr %3, !DIExpression(), !66)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #5, !dbg !71
  store i32 1, ptr %4, align 4, !dbg !78, !tbaa !73, !DIAssignID !79
    #dbg_assign(i32 1, !60, !DIExpression(), !79, ptr %4, !DIExpression(), !66)
  %5 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull %3) #5, !dbg !80
  %6 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull %4) #5, !dbg !81
  %7 = load i64, ptr %1, align 8, !dbg !82, !tbaa !83
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #5, !dbg !85
  %9 = load i64, ptr %2, align 8, !dbg !86, !tbaa !83
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #5, !dbg !87
    #dbg_value(i64 0, !61, !DIExpression(), !66)
    #dbg_value(i32 0, !63, !DIExpression(), !88)
  %11 = load i32, ptr @log_len, align 4, !tbaa !73
    #dbg_value(i64 0, !61, !DIExpression(), !66)
    #dbg_value(i32 0, !63, !DIExpression(), !88)
  %12 = icmp sgt i32 %11, 0, !dbg !89
  br i1 %12, label %13, label %36, !dbg !91

13:                                               ; preds = %0
  %14 = zext nneg i32 %11 to i64, !dbg !89
  %15 = and i64 %14, 3, !dbg !91
  %16 = icmp ult i32 %11, 4, !dbg !91
  br i1 %16, label %19, label %17, !dbg !91

17:                                               ; preds = %13
  %18 = and i64 %14, 2147483644, !dbg !91
  br label %50, !dbg !91

19:                                               ; preds = %50, %13
  %20 = phi i64 [ poison, %13 ], [ %76, %50 ]
  %21 = phi i64 [ 0, %13 ], [ %77, %50 ]
  %22 = phi i64 [ 0, %13 ], [ %76, %50 ]
  %23 = icmp eq i64 %15, 0, !dbg !91
  br i1 %23, label %36, label %24, !dbg !91

24:                                               ; preds = %19, %24
  %25 = phi i64 [ %33, %24 ], [ %21, %19 ]
  %26 = phi i64 [ %32, %24 ], [ %22, %19 ]
  %27 = phi i64 [ %34, %24 ], [ 0, %19 ]
    #dbg_value(i64 %26, !61, !DIExpression(), !66)
    #dbg_value(i64 %25, !63, !DIExpression(), !88)
  %28 = mul i64 %26, 3, !dbg !92
  %29 = getelementptr inbounds [100 x i32], ptr @log_, i64 0, i64 %25, !dbg !93
  %30 = load i32, ptr %29, align 4, !dbg !93, !tbaa !73
  %31 = zext i32 %30 to i64, !dbg !94
  %32 = add i64 %28, %31, !dbg !95
    #dbg_value(i64 %32, !61, !DIExpression(), !66)
  %33 = add nuw nsw i64 %25, 1, !dbg !96
    #dbg_value(i64 %33, !63, !DIExpression(), !88)
  %34 = add i64 %27, 1, !dbg !91
  %35 = icmp eq i64 %34, %15, !dbg !91
  br i1 %35, label %36, label %24, !dbg !91, !llvm.loop !97

36:                                               ; preds = %19, %24, %0
  %37 = phi i64 [ 0, %0 ], [ %20, %19 ], [ %32, %24 ], !dbg !66
  %38 = load atomic i32, ptr @counter seq_cst, align 4, !dbg !99
  %39 = load atomic i64, ptr @sum seq_cst, align 8, !dbg !100
  %40 = load i32, ptr @log_len, align 4, !dbg !101, !tbaa !73
  %41 = load i32, ptr @log_, align 16, !dbg !102, !tbaa !73
  %42 = load i32, ptr getelementptr inbounds (i8, ptr @log_, i64 4), align 4, !dbg !103, !tbaa !73
  %43 = add nsw i32 %40, -1, !dbg !104
  %44 = sext i32 %43 to i64, !dbg !105
  %45 = getelementptr inbounds [100 x i32], ptr @log_, i64 0, i64 %44, !dbg !105
  %46 = load i32, ptr %45, align 4, !dbg !105, !tbaa !73
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %38, i64 noundef %39, i32 noundef %40, i32 noundef %41, i32 noundef %42, i32 noundef %46, i64 noundef %37), !dbg !106
  %48 = load i32, ptr @log_len, align 4, !dbg !107, !tbaa !73
  %49 = srem i32 %48, 128, !dbg !108
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #5, !dbg !109
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #5, !dbg !109
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5, !dbg !109
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !109
  ret i32 %49, !dbg !110

50:                                               ; preds = %50, %17
  %51 = phi i64 [ 0, %17 ], [ %77, %50 ]
  %52 = phi i64 [ 0, %17 ], [ %76, %50 ]
  %53 = phi i64 [ 0, %17 ], [ %78, %50 ]
    #dbg_value(i64 %52, !61, !DIExpression(), !66)
    #dbg_value(i64 %51, !63, !DIExpression(), !88)
  %54 = mul i64 %52, 3, !dbg !92
  %55 = getelementptr inbounds [100 x i32], ptr @log_, i64 0, i64 %51, !dbg !93
  %56 = load i32, ptr %55, align 16, !dbg !93, !tbaa !73
  %57 = zext i32 %56 to i64, !dbg !94
  %58 = add i64 %54, %57, !dbg !95
    #dbg_value(i64 %58, !61, !DIExpression(), !66)
  %59 = or disjoint i64 %51, 1, !dbg !96
    #dbg_value(i64 %59, !63, !DIExpression(), !88)
  %60 = mul i64 %58, 3, !dbg !92
  %61 = getelementptr inbounds [100 x i32], ptr @log_, i64 0, i64 %59, !dbg !93
  %62 = load i32, ptr %61, align 4, !dbg !93, !tbaa !73
  %63 = zext i32 %62 to i64, !dbg !94
  %64 = add i64 %60, %63, !dbg !95
    #dbg_value(i64 %64, !61, !DIExpression(), !66)
  %65 = or disjoint i64 %51, 2, !dbg !96
    #dbg_value(i64 %65, !63, !DIExpression(), !88)
  %66 = mul i64 %64, 3, !dbg !92
  %67 = getelementptr inbounds [100 x i32], ptr @log_, i64 0, i64 %65, !dbg !93
  %68 = load i32, ptr %67, align 8, !dbg !93, !tbaa !73
  %69 = zext i32 %68 to i64, !dbg !94
  %70 = add i64 %66, %69, !dbg !95
    #dbg_value(i64 %70, !61, !DIExpression(), !66)
  %71 = or disjoint i64 %51, 3, !dbg !96
    #dbg_value(i64 %71, !63, !DIExpression(), !88)
  %72 = mul i64 %70, 3, !dbg !92
  %73 = getelementptr inbounds [100 x i32], ptr @log_, i64 0, i64 %71, !dbg !93
  %74 = load i32, ptr %73, align 4, !dbg !93, !tbaa !73
  %75 = zext i32 %74 to i64, !dbg !94
  %76 = add i64 %72, %75, !dbg !95
    #dbg_value(i64 %76, !61, !DIExpression(), !66)
  %77 = add nuw nsw i64 %51, 4, !dbg !96
    #dbg_value(i64 %77, !63, !DIExpression(), !88)
  %78 = add i64 %53, 4, !dbg !91
  %79 = icmp eq i64 %78, %18, !dbg !91
  br i1 %79, label %19, label %50, !dbg !91, !llvm.loop !111
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !114 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal noalias noundef ptr @worker(ptr nocapture noundef readonly %0) #0 !dbg !136 {
    #dbg_value(ptr %0, !138, !DIExpression(), !144)
  %2 = load i32, ptr %0, align 4, !dbg !145, !tbaa !73
    #dbg_value(i32 %2, !139, !DIExpression(), !144)
    #dbg_value(i32 0, !140, !DIExpression(), !146)
  %3 = add nsw i32 %2, 1
  %4 = sext i32 %3 to i64
    #dbg_value(i32 0, !140, !DIExpression(), !146)
  br label %8, !dbg !147

5:                                                ; preds = %8
    #dbg_value(i32 0, !142, !DIExpression(), !148)
  %6 = mul nuw nsw i32 %2, 1000
  %7 = sub nuw nsw i32 1, %2
  br label %31, !dbg !149

8:                                                ; preds = %8, %1
  %9 = phi i64 [ 0, %1 ], [ %29, %8 ]
    #dbg_value(i64 %9, !140, !DIExpression(), !146)
  %10 = atomicrmw add ptr @counter, i32 1 monotonic, align 4, !dbg !150
  %11 = mul nsw i64 %9, %4, !dbg !153
  %12 = atomicrmw add ptr @sum, i64 %11 seq_cst, align 8, !dbg !153
  %13 = add nuw nsw i64 %9, 1, !dbg !154
    #dbg_value(i64 %13, !140, !DIExpression(), !146)
  %14 = atomicrmw add ptr @counter, i32 1 monotonic, align 4, !dbg !150
  %15 = mul nsw i64 %13, %4, !dbg !153
  %16 = atomicrmw add ptr @sum, i64 %15 seq_cst, align 8, !dbg !153
  %17 = add nuw nsw i64 %9, 2, !dbg !154
    #dbg_value(i64 %17, !140, !DIExpression(), !146)
  %18 = atomicrmw add ptr @counter, i32 1 monotonic, align 4, !dbg !150
  %19 = mul nsw i64 %17, %4, !dbg !153
  %20 = atomicrmw add ptr @sum, i64 %19 seq_cst, align 8, !dbg !153
  %21 = add nuw nsw i64 %9, 3, !dbg !154
    #dbg_value(i64 %21, !140, !DIExpression(), !146)
  %22 = atomicrmw add ptr @counter, i32 1 monotonic, align 4, !dbg !150
  %23 = mul nsw i64 %21, %4, !dbg !153
  %24 = atomicrmw add ptr @sum, i64 %23 seq_cst, align 8, !dbg !153
  %25 = add nuw nsw i64 %9, 4, !dbg !154
    #dbg_value(i64 %25, !140, !DIExpression(), !146)
  %26 = atomicrmw add ptr @counter, i32 1 monotonic, align 4, !dbg !150
  %27 = mul nsw i64 %25, %4, !dbg !153
  %28 = atomicrmw add ptr @sum, i64 %27 seq_cst, align 8, !dbg !153
  %29 = add nuw nsw i64 %9, 5, !dbg !154
    #dbg_value(i64 %29, !140, !DIExpression(), !146)
  %30 = icmp eq i64 %29, 10000, !dbg !155
  br i1 %30, label %5, label %8, !dbg !147, !llvm.loop !156

31:                                               ; preds = %5, %40
  %32 = phi i32 [ 0, %5 ], [ %46, %40 ]
    #dbg_value(i32 %32, !142, !DIExpression(), !148)
  %33 = load atomic i32, ptr @turn acquire, align 4, !dbg !158
  %34 = icmp eq i32 %33, %2, !dbg !161
  br i1 %34, label %40, label %36, !dbg !162

35:                                               ; preds = %40
  ret ptr null, !dbg !163

36:                                               ; preds = %31, %36
  %37 = tail call i32 @sched_yield() #5, !dbg !164
  %38 = load atomic i32, ptr @turn acquire, align 4, !dbg !158
  %39 = icmp eq i32 %38, %2, !dbg !161
  br i1 %39, label %40, label %36, !dbg !162, !llvm.loop !165

40:                                               ; preds = %36, %31
  %41 = add nsw i32 %32, %6, !dbg !167
  %42 = load i32, ptr @log_len, align 4, !dbg !168, !tbaa !73
  %43 = add nsw i32 %42, 1, !dbg !168
  store i32 %43, ptr @log_len, align 4, !dbg !168, !tbaa !73
  %44 = sext i32 %42 to i64, !dbg !169
  %45 = getelementptr inbounds [100 x i32], ptr @log_, i64 0, i64 %44, !dbg !169
  store i32 %41, ptr %45, align 4, !dbg !170, !tbaa !73
  store atomic i32 %7, ptr @turn release, align 4, !dbg !171
  %46 = add nuw nsw i32 %32, 1, !dbg !172
    #dbg_value(i32 %46, !142, !DIExpression(), !148)
  %47 = icmp eq i32 %46, 50, !dbg !173
  br i1 %47, label %35, label %31, !dbg !149, !llvm.loop !174
}

declare !dbg !176 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !180 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !187 i32 @sched_yield() local_unnamed_addr #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!42, !43, !44, !45, !46, !47, !48}
!llvm.ident = !{!49}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "log_len", scope: !2, file: !3, line: 15, type: !17, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !20, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/atomics_threads_counter.c", directory: ".", checksumkind: CSK_MD5, checksum: "d4eb34122c24bed0de2bf1cddbe3674f")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !6, line: 68, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14}
!9 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!10 = !DIEnumerator(name: "memory_order_consume", value: 1)
!11 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!12 = !DIEnumerator(name: "memory_order_release", value: 3)
!13 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!14 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!15 = !{!7, !16, !18, !19}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!20 = !{!21, !27, !31, !35, !0, !40}
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 37, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 504, elements: !25)
!24 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!25 = !{!26}
!26 = !DISubrange(count: 63)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 10, type: !29, isLocal: true, isDefinition: true)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !30)
!30 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !17)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(name: "sum", scope: !2, file: !3, line: 11, type: !33, isLocal: true, isDefinition: true)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_llong", file: !6, line: 108, baseType: !34)
!34 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !18)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(name: "log_", scope: !2, file: !3, line: 14, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 3200, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 100)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(name: "turn", scope: !2, file: !3, line: 12, type: !29, isLocal: true, isDefinition: true)
!42 = !{i32 7, !"Dwarf Version", i32 5}
!43 = !{i32 2, !"Debug Info Version", i32 3}
!44 = !{i32 1, !"wchar_size", i32 4}
!45 = !{i32 8, !"PIC Level", i32 2}
!46 = !{i32 7, !"PIE Level", i32 2}
!47 = !{i32 7, !"uwtable", i32 2}
!48 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!49 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!50 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 28, type: !51, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !53)
!51 = !DISubroutineType(types: !52)
!52 = !{!17}
!53 = !{!54, !58, !59, !60, !61, !63}
!54 = !DILocalVariable(name: "a", scope: !50, file: !3, line: 29, type: !55)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !56, line: 27, baseType: !57)
!56 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!57 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!58 = !DILocalVariable(name: "b", scope: !50, file: !3, line: 29, type: !55)
!59 = !DILocalVariable(name: "ida", scope: !50, file: !3, line: 30, type: !17)
!60 = !DILocalVariable(name: "idb", scope: !50, file: !3, line: 30, type: !17)
!61 = !DILocalVariable(name: "check", scope: !50, file: !3, line: 35, type: !62)
!62 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!63 = !DILocalVariable(name: "i", scope: !64, file: !3, line: 36, type: !17)
!64 = distinct !DILexicalBlock(scope: !50, file: !3, line: 36, column: 5)
!65 = distinct !DIAssignID()
!66 = !DILocation(line: 0, scope: !50)
!67 = distinct !DIAssignID()
!68 = distinct !DIAssignID()
!69 = distinct !DIAssignID()
!70 = !DILocation(line: 29, column: 5, scope: !50)
!71 = !DILocation(line: 30, column: 5, scope: !50)
!72 = !DILocation(line: 30, column: 9, scope: !50)
!73 = !{!74, !74, i64 0}
!74 = !{!"int", !75, i64 0}
!75 = !{!"omnipotent char", !76, i64 0}
!76 = !{!"Simple C/C++ TBAA"}
!77 = distinct !DIAssignID()
!78 = !DILocation(line: 30, column: 18, scope: !50)
!79 = distinct !DIAssignID()
!80 = !DILocation(line: 31, column: 5, scope: !50)
!81 = !DILocation(line: 32, column: 5, scope: !50)
!82 = !DILocation(line: 33, column: 18, scope: !50)
!83 = !{!84, !84, i64 0}
!84 = !{!"long", !75, i64 0}
!85 = !DILocation(line: 33, column: 5, scope: !50)
!86 = !DILocation(line: 34, column: 18, scope: !50)
!87 = !DILocation(line: 34, column: 5, scope: !50)
!88 = !DILocation(line: 0, scope: !64)
!89 = !DILocation(line: 36, column: 23, scope: !90)
!90 = distinct !DILexicalBlock(scope: !64, file: !3, line: 36, column: 5)
!91 = !DILocation(line: 36, column: 5, scope: !64)
!92 = !DILocation(line: 36, column: 53, scope: !90)
!93 = !DILocation(line: 36, column: 69, scope: !90)
!94 = !DILocation(line: 36, column: 59, scope: !90)
!95 = !DILocation(line: 36, column: 57, scope: !90)
!96 = !DILocation(line: 36, column: 35, scope: !90)
!97 = distinct !{!97, !98}
!98 = !{!"llvm.loop.unroll.disable"}
!99 = !DILocation(line: 37, column: 79, scope: !50)
!100 = !DILocation(line: 37, column: 102, scope: !50)
!101 = !DILocation(line: 37, column: 121, scope: !50)
!102 = !DILocation(line: 37, column: 130, scope: !50)
!103 = !DILocation(line: 37, column: 139, scope: !50)
!104 = !DILocation(line: 37, column: 161, scope: !50)
!105 = !DILocation(line: 37, column: 148, scope: !50)
!106 = !DILocation(line: 37, column: 5, scope: !50)
!107 = !DILocation(line: 38, column: 12, scope: !50)
!108 = !DILocation(line: 38, column: 20, scope: !50)
!109 = !DILocation(line: 39, column: 1, scope: !50)
!110 = !DILocation(line: 38, column: 5, scope: !50)
!111 = distinct !{!111, !91, !112, !113}
!112 = !DILocation(line: 36, column: 75, scope: !64)
!113 = !{!"llvm.loop.mustprogress"}
!114 = !DISubprogram(name: "pthread_create", scope: !115, file: !115, line: 202, type: !116, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!115 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!116 = !DISubroutineType(types: !117)
!117 = !{!17, !118, !120, !132, !135}
!118 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !119)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !121)
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !122, size: 64)
!122 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !123)
!123 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !56, line: 62, baseType: !124)
!124 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !56, line: 56, size: 448, elements: !125)
!125 = !{!126, !130}
!126 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !124, file: !56, line: 58, baseType: !127, size: 448)
!127 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 448, elements: !128)
!128 = !{!129}
!129 = !DISubrange(count: 56)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !124, file: !56, line: 59, baseType: !131, size: 64)
!131 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64)
!133 = !DISubroutineType(types: !134)
!134 = !{!19, !19}
!135 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !19)
!136 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 17, type: !133, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !137)
!137 = !{!138, !139, !140, !142}
!138 = !DILocalVariable(name: "arg", arg: 1, scope: !136, file: !3, line: 17, type: !19)
!139 = !DILocalVariable(name: "id", scope: !136, file: !3, line: 18, type: !17)
!140 = !DILocalVariable(name: "i", scope: !141, file: !3, line: 19, type: !17)
!141 = distinct !DILexicalBlock(scope: !136, file: !3, line: 19, column: 5)
!142 = !DILocalVariable(name: "r", scope: !143, file: !3, line: 20, type: !17)
!143 = distinct !DILexicalBlock(scope: !136, file: !3, line: 20, column: 5)
!144 = !DILocation(line: 0, scope: !136)
!145 = !DILocation(line: 18, column: 14, scope: !136)
!146 = !DILocation(line: 0, scope: !141)
!147 = !DILocation(line: 19, column: 5, scope: !141)
!148 = !DILocation(line: 0, scope: !143)
!149 = !DILocation(line: 20, column: 5, scope: !143)
!150 = !DILocation(line: 19, column: 39, scope: !151)
!151 = distinct !DILexicalBlock(scope: !152, file: !3, line: 19, column: 37)
!152 = distinct !DILexicalBlock(scope: !141, file: !3, line: 19, column: 5)
!153 = !DILocation(line: 19, column: 101, scope: !151)
!154 = !DILocation(line: 19, column: 33, scope: !152)
!155 = !DILocation(line: 19, column: 23, scope: !152)
!156 = distinct !{!156, !147, !157, !113}
!157 = !DILocation(line: 19, column: 150, scope: !141)
!158 = !DILocation(line: 21, column: 16, scope: !159)
!159 = distinct !DILexicalBlock(scope: !160, file: !3, line: 20, column: 38)
!160 = distinct !DILexicalBlock(scope: !143, file: !3, line: 20, column: 5)
!161 = !DILocation(line: 21, column: 66, scope: !159)
!162 = !DILocation(line: 21, column: 9, scope: !159)
!163 = !DILocation(line: 25, column: 5, scope: !136)
!164 = !DILocation(line: 21, column: 73, scope: !159)
!165 = distinct !{!165, !162, !166, !113}
!166 = !DILocation(line: 21, column: 85, scope: !159)
!167 = !DILocation(line: 22, column: 37, scope: !159)
!168 = !DILocation(line: 22, column: 21, scope: !159)
!169 = !DILocation(line: 22, column: 9, scope: !159)
!170 = !DILocation(line: 22, column: 25, scope: !159)
!171 = !DILocation(line: 23, column: 9, scope: !159)
!172 = !DILocation(line: 20, column: 34, scope: !160)
!173 = !DILocation(line: 20, column: 23, scope: !160)
!174 = distinct !{!174, !149, !175, !113}
!175 = !DILocation(line: 24, column: 5, scope: !143)
!176 = !DISubprogram(name: "pthread_join", scope: !115, file: !115, line: 219, type: !177, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!177 = !DISubroutineType(types: !178)
!178 = !{!17, !55, !179}
!179 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!180 = !DISubprogram(name: "printf", scope: !181, file: !181, line: 356, type: !182, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!181 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!182 = !DISubroutineType(types: !183)
!183 = !{!17, !184, null}
!184 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !185)
!185 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !186, size: 64)
!186 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !24)
!187 = !DISubprogram(name: "sched_yield", scope: !188, file: !188, line: 68, type: !51, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!188 = !DIFile(filename: "/usr/include/sched.h", directory: "", checksumkind: CSK_MD5, checksum: "52ea601aba54a9937a50019367077a72")
