; ModuleID = 'programs/tls_threads.c'
source_filename = "programs/tls_threads.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.result = type { i32, i32, i64, [16 x i8], ptr }

@tl_counter = dso_local thread_local global i32 100, align 4, !dbg !0
@tl_name = dso_local thread_local global [16 x i8] c"initial\00\00\00\00\00\00\00\00\00", align 16, !dbg !7
@main_addr = internal unnamed_addr global ptr null, align 8, !dbg !26
@.str = private unnamed_addr constant [51 x i8] c"thread %d: counter=%d acc=%ld name=%s own_copy=%d\0A\00", align 1, !dbg !13
@differs = internal unnamed_addr global [4 x i32] zeroinitializer, align 16, !dbg !30
@.str.1 = private unnamed_addr constant [34 x i8] c"main: counter=%d name=%s acc=%ld\0A\00", align 1, !dbg !18
@tl_acc = internal thread_local unnamed_addr global i64 0, align 8, !dbg !23
@.str.2 = private unnamed_addr constant [10 x i8] c"worker-%d\00", align 1, !dbg !35
@.str.3 = private unnamed_addr constant [3 x i8] c"%s\00", align 1, !dbg !40

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !53 {
  %1 = alloca [4 x i64], align 16, !DIAssignID !77
    #dbg_assign(i1 undef, !57, !DIExpression(), !77, ptr %1, !DIExpression(), !78)
  %2 = alloca [4 x %struct.result], align 16, !DIAssignID !79
    #dbg_assign(i1 undef, !62, !DIExpression(), !79, ptr %2, !DIExpression(), !78)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #7, !dbg !80
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %2) #7, !dbg !81
  %3 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_counter), !dbg !82
  store ptr %3, ptr @main_addr, align 8, !dbg !83, !tbaa !84
  store i32 5, ptr %3, align 4, !dbg !88, !tbaa !89
    #dbg_value(i32 0, !71, !DIExpression(), !91)
    #dbg_value(i64 0, !71, !DIExpression(), !91)
  store i32 0, ptr %2, align 16, !dbg !92, !tbaa !95
  %4 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull %2) #7, !dbg !98
    #dbg_value(i64 1, !71, !DIExpression(), !91)
  %5 = getelementptr inbounds i8, ptr %2, i64 40, !dbg !99
  store i32 1, ptr %5, align 8, !dbg !92, !tbaa !95
  %6 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !100
  %7 = call i32 @pthread_create(ptr noundef nonnull %6, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull %5) #7, !dbg !98
    #dbg_value(i64 2, !71, !DIExpression(), !91)
  %8 = getelementptr inbounds i8, ptr %2, i64 80, !dbg !99
  store i32 2, ptr %8, align 16, !dbg !92, !tbaa !95
  %9 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !100
  %10 = call i32 @pthread_create(ptr noundef nonnull %9, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull %8) #7, !dbg !98
    #dbg_value(i64 3, !71, !DIExpression(), !91)
  %11 = getelementptr inbounds i8, ptr %2, i64 120, !dbg !99
  store i32 3, ptr %11, align 8, !dbg !92, !tbaa !95
  %12 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !100
  %13 = call i32 @pthread_create(ptr noundef nonnull %12, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull %11) #7, !dbg !98
    #dbg_value(i64 4, !71, !DIExpression(), !91)
    #dbg_value(i64 0, !73, !DIExpression(), !101)
  %14 = load i64, ptr %1, align 16, !dbg !102, !tbaa !104
  %15 = call i32 @pthread_join(i64 noundef %14, ptr noundef null) #7, !dbg !105
    #dbg_value(i64 1, !73, !DIExpression(), !101)
  %16 = load i64, ptr %6, align 8, !dbg !102, !tbaa !104
  %17 = call i32 @pthread_join(i64 noundef %16, ptr noundef null) #7, !dbg !105
    #dbg_value(i64 2, !73, !DIExpression(), !101)
  %18 = load i64, ptr %9, align 16, !dbg !102, !tbaa !104
  %19 = call i32 @pthread_join(i64 noundef %18, ptr noundef null) #7, !dbg !105
    #dbg_value(i64 3, !73, !DIExpression(), !101)
  %20 = load i64, ptr %12, align 8, !dbg !102, !tbaa !104
  %21 = call i32 @pthread_join(i64 noundef %20, ptr noundef null) #7, !dbg !105
    #dbg_value(i64 4, !73, !DIExpression(), !101)
    #dbg_value(i64 0, !75, !DIExpression(), !106)
  %22 = load i32, ptr %2, align 16, !dbg !107, !tbaa !95
  %23 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !109
  %24 = load i32, ptr %23, align 4, !dbg !109, !tbaa !110
  %25 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !111
  %26 = load i64, ptr %25, align 8, !dbg !111, !tbaa !112
  %27 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !113
  %28 = load i32, ptr @differs, align 16, !dbg !114, !tbaa !89
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %22, i32 noundef %24, i64 noundef %26, ptr noundef nonnull %27, i32 noundef %28), !dbg !115
    #dbg_value(i64 1, !75, !DIExpression(), !106)
  %30 = load i32, ptr %5, align 8, !dbg !107, !tbaa !95
  %31 = getelementptr inbounds i8, ptr %2, i64 44, !dbg !109
  %32 = load i32, ptr %31, align 4, !dbg !109, !tbaa !110
  %33 = getelementptr inbounds i8, ptr %2, i64 48, !dbg !111
  %34 = load i64, ptr %33, align 16, !dbg !111, !tbaa !112
  %35 = getelementptr inbounds i8, ptr %2, i64 56, !dbg !113
  %36 = load i32, ptr getelementptr inbounds (i8, ptr @differs, i64 4), align 4, !dbg !114, !tbaa !89
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %30, i32 noundef %32, i64 noundef %34, ptr noundef nonnull %35, i32 noundef %36), !dbg !115
    #dbg_value(i64 2, !75, !DIExpression(), !106)
  %38 = load i32, ptr %8, align 16, !dbg !107, !tbaa !95
  %39 = getelementptr inbounds i8, ptr %2, i64 84, !dbg !109
  %40 = load i32, ptr %39, align 4, !dbg !109, !tbaa !110
  %41 = getelementptr inbounds i8, ptr %2, i64 88, !dbg !111
  %42 = load i64, ptr %41, align 8, !dbg !111, !tbaa !112
  %43 = getelementptr inbounds i8, ptr %2, i64 96, !dbg !113
  %44 = load i32, ptr getelementptr inbounds (i8, ptr @differs, i64 8), align 8, !dbg !114, !tbaa !89
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %38, i32 noundef %40, i64 noundef %42, ptr noundef nonnull %43, i32 noundef %44), !dbg !115
    #dbg_value(i64 3, !75, !DIExpression(), !106)
  %46 = load i32, ptr %11, align 8, !dbg !107, !tbaa !95
  %47 = getelementptr inbounds i8, ptr %2, i64 124, !dbg !109
  %48 = load i32, ptr %47, align 4, !dbg !109, !tbaa !110
  %49 = getelementptr inbounds i8, ptr %2, i64 128, !dbg !111
  %50 = load i64, ptr %49, align 16, !dbg !111, !tbaa !112
  %51 = getelementptr inbounds i8, ptr %2, i64 136, !dbg !113
  %52 = load i32, ptr getelementptr inbounds (i8, ptr @differs, i64 12), align 4, !dbg !114, !tbaa !89
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %46, i32 noundef %48, i64 noundef %50, ptr noundef nonnull %51, i32 noundef %52), !dbg !115
    #dbg_value(i64 4, !75, !DIExpression(), !106)
  %54 = load i32, ptr %3, align 4, !dbg !116, !tbaa !89
  %55 = call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @tl_name), !dbg !117
  %56 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tl_acc), !dbg !118
  %57 = load i64, ptr %56, align 8, !dbg !118, !tbaa !104
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %54, ptr noundef nonnull %55, i64 noundef %57), !dbg !119
  %59 = load i32, ptr %3, align 4, !dbg !120, !tbaa !89
  %60 = getelementptr inbounds i8, ptr %2, i64 124, !dbg !121
  %61 = load i32, ptr %60, align 4, !dbg !121, !tbaa !110
  %62 = srem i32 %61, 100, !dbg !122
  %63 = add nsw i32 %62, %59, !dbg !123
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %2) #7, !dbg !124
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #7, !dbg !124
  ret i32 %63, !dbg !125
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #2

; Function Attrs: nounwind
declare !dbg !126 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind uwtable
define internal noalias noundef ptr @worker(ptr nocapture noundef %0) #4 !dbg !147 {
    #dbg_value(ptr %0, !149, !DIExpression(), !154)
    #dbg_value(ptr %0, !150, !DIExpression(), !154)
    #dbg_value(i32 0, !152, !DIExpression(), !155)
  %2 = load i32, ptr %0, align 8, !dbg !156, !tbaa !95
  %3 = icmp slt i32 %2, 0, !dbg !158
  %4 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_counter)
  %5 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tl_acc)
  br i1 %3, label %10, label %6, !dbg !159

6:                                                ; preds = %1
  %7 = load i64, ptr %5, align 8, !tbaa !104
  %8 = load i32, ptr %4, align 4, !dbg !160, !tbaa !89
  br label %26, !dbg !159

9:                                                ; preds = %26
  store i64 %31, ptr %5, align 8, !dbg !162, !tbaa !104
  br label %10, !dbg !159

10:                                               ; preds = %1, %9
  %11 = phi i32 [ %33, %9 ], [ %2, %1 ], !dbg !156
  %12 = tail call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @tl_name), !dbg !163
  %13 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %12, i64 noundef 16, ptr noundef nonnull @.str.2, i32 noundef %11) #7, !dbg !164
  %14 = load i32, ptr %4, align 4, !dbg !165, !tbaa !89
  %15 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !166
  store i32 %14, ptr %15, align 4, !dbg !167, !tbaa !110
  %16 = load i64, ptr %5, align 8, !dbg !168, !tbaa !104
  %17 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !169
  store i64 %16, ptr %17, align 8, !dbg !170, !tbaa !112
  %18 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !171
  %19 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %18, i64 noundef 16, ptr noundef nonnull @.str.3, ptr noundef nonnull %12) #7, !dbg !172
  %20 = load ptr, ptr @main_addr, align 8, !dbg !173, !tbaa !84
  %21 = icmp ne ptr %4, %20, !dbg !174
  %22 = zext i1 %21 to i32, !dbg !174
  %23 = load i32, ptr %0, align 8, !dbg !175, !tbaa !95
  %24 = sext i32 %23 to i64, !dbg !176
  %25 = getelementptr inbounds [4 x i32], ptr @differs, i64 0, i64 %24, !dbg !176
  store i32 %22, ptr %25, align 4, !dbg !177, !tbaa !89
  ret ptr null, !dbg !178

26:                                               ; preds = %6, %26
  %27 = phi i32 [ %8, %6 ], [ %30, %26 ], !dbg !160
  %28 = phi i64 [ 0, %6 ], [ %32, %26 ], !dbg !160
  %29 = phi i64 [ %7, %6 ], [ %31, %26 ], !dbg !160
    #dbg_value(i64 %28, !152, !DIExpression(), !155)
  %30 = add nsw i32 %27, 1, !dbg !160
  store i32 %30, ptr %4, align 4, !dbg !160, !tbaa !89
  %31 = add nsw i64 %29, %28, !dbg !162
  %32 = add nuw nsw i64 %28, 1, !dbg !179
    #dbg_value(i64 %32, !152, !DIExpression(), !155)
  %33 = load i32, ptr %0, align 8, !dbg !156, !tbaa !95
  %34 = mul nsw i32 %33, 10, !dbg !180
  %35 = sext i32 %34 to i64, !dbg !158
  %36 = icmp slt i64 %28, %35, !dbg !158
  br i1 %36, label %26, label %9, !dbg !159, !llvm.loop !181
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare !dbg !184 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare !dbg !188 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare !dbg !195 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!45, !46, !47, !48, !49, !50, !51}
!llvm.ident = !{!52}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "tl_counter", scope: !2, file: !3, line: 8, type: !29, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/tls_threads.c", directory: ".", checksumkind: CSK_MD5, checksum: "f4d682fc471744aaec2b6b3983607f9d")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7, !13, !18, !23, !26, !30, !35, !40}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "tl_name", scope: !2, file: !3, line: 9, type: !9, isLocal: false, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 128, elements: !11)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !{!12}
!12 = !DISubrange(count: 16)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 33, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 408, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 51)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 34, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 272, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 34)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "tl_acc", scope: !2, file: !3, line: 10, type: !25, isLocal: true, isDefinition: true)
!25 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "main_addr", scope: !2, file: !3, line: 12, type: !28, isLocal: true, isDefinition: true)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(name: "differs", scope: !2, file: !3, line: 13, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 128, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 4)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 80, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 10)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 24, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 3)
!45 = !{i32 7, !"Dwarf Version", i32 5}
!46 = !{i32 2, !"Debug Info Version", i32 3}
!47 = !{i32 1, !"wchar_size", i32 4}
!48 = !{i32 8, !"PIC Level", i32 2}
!49 = !{i32 7, !"PIE Level", i32 2}
!50 = !{i32 7, !"uwtable", i32 2}
!51 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!52 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!53 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 26, type: !54, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !56)
!54 = !DISubroutineType(types: !55)
!55 = !{!29}
!56 = !{!57, !62, !71, !73, !75}
!57 = !DILocalVariable(name: "th", scope: !53, file: !3, line: 27, type: !58)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !59, size: 256, elements: !33)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !60, line: 27, baseType: !61)
!60 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!61 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!62 = !DILocalVariable(name: "res", scope: !53, file: !3, line: 28, type: !63)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !64, size: 1280, elements: !33)
!64 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "result", file: !3, line: 11, size: 320, elements: !65)
!65 = !{!66, !67, !68, !69, !70}
!66 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !64, file: !3, line: 11, baseType: !29, size: 32)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "counter", scope: !64, file: !3, line: 11, baseType: !29, size: 32, offset: 32)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "acc", scope: !64, file: !3, line: 11, baseType: !25, size: 64, offset: 64)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !64, file: !3, line: 11, baseType: !9, size: 128, offset: 128)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "addr_differs", scope: !64, file: !3, line: 11, baseType: !28, size: 64, offset: 256)
!71 = !DILocalVariable(name: "i", scope: !72, file: !3, line: 31, type: !29)
!72 = distinct !DILexicalBlock(scope: !53, file: !3, line: 31, column: 5)
!73 = !DILocalVariable(name: "i", scope: !74, file: !3, line: 32, type: !29)
!74 = distinct !DILexicalBlock(scope: !53, file: !3, line: 32, column: 5)
!75 = !DILocalVariable(name: "i", scope: !76, file: !3, line: 33, type: !29)
!76 = distinct !DILexicalBlock(scope: !53, file: !3, line: 33, column: 5)
!77 = distinct !DIAssignID()
!78 = !DILocation(line: 0, scope: !53)
!79 = distinct !DIAssignID()
!80 = !DILocation(line: 27, column: 5, scope: !53)
!81 = !DILocation(line: 28, column: 5, scope: !53)
!82 = !DILocation(line: 29, column: 18, scope: !53)
!83 = !DILocation(line: 29, column: 15, scope: !53)
!84 = !{!85, !85, i64 0}
!85 = !{!"any pointer", !86, i64 0}
!86 = !{!"omnipotent char", !87, i64 0}
!87 = !{!"Simple C/C++ TBAA"}
!88 = !DILocation(line: 30, column: 16, scope: !53)
!89 = !{!90, !90, i64 0}
!90 = !{!"int", !86, i64 0}
!91 = !DILocation(line: 0, scope: !72)
!92 = !DILocation(line: 31, column: 45, scope: !93)
!93 = distinct !DILexicalBlock(scope: !94, file: !3, line: 31, column: 33)
!94 = distinct !DILexicalBlock(scope: !72, file: !3, line: 31, column: 5)
!95 = !{!96, !90, i64 0}
!96 = !{!"result", !90, i64 0, !90, i64 4, !97, i64 8, !86, i64 16, !85, i64 32}
!97 = !{!"long", !86, i64 0}
!98 = !DILocation(line: 31, column: 50, scope: !93)
!99 = !DILocation(line: 31, column: 35, scope: !93)
!100 = !DILocation(line: 31, column: 66, scope: !93)
!101 = !DILocation(line: 0, scope: !74)
!102 = !DILocation(line: 32, column: 46, scope: !103)
!103 = distinct !DILexicalBlock(scope: !74, file: !3, line: 32, column: 5)
!104 = !{!97, !97, i64 0}
!105 = !DILocation(line: 32, column: 33, scope: !103)
!106 = !DILocation(line: 0, scope: !76)
!107 = !DILocation(line: 33, column: 102, scope: !108)
!108 = distinct !DILexicalBlock(scope: !76, file: !3, line: 33, column: 5)
!109 = !DILocation(line: 33, column: 113, scope: !108)
!110 = !{!96, !90, i64 4}
!111 = !DILocation(line: 33, column: 129, scope: !108)
!112 = !{!96, !97, i64 8}
!113 = !DILocation(line: 33, column: 141, scope: !108)
!114 = !DILocation(line: 33, column: 147, scope: !108)
!115 = !DILocation(line: 33, column: 33, scope: !108)
!116 = !DILocation(line: 34, column: 50, scope: !53)
!117 = !DILocation(line: 34, column: 62, scope: !53)
!118 = !DILocation(line: 34, column: 71, scope: !53)
!119 = !DILocation(line: 34, column: 5, scope: !53)
!120 = !DILocation(line: 35, column: 12, scope: !53)
!121 = !DILocation(line: 35, column: 32, scope: !53)
!122 = !DILocation(line: 35, column: 40, scope: !53)
!123 = !DILocation(line: 35, column: 23, scope: !53)
!124 = !DILocation(line: 36, column: 1, scope: !53)
!125 = !DILocation(line: 35, column: 5, scope: !53)
!126 = !DISubprogram(name: "pthread_create", scope: !127, file: !127, line: 202, type: !128, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!127 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!128 = !DISubroutineType(types: !129)
!129 = !{!29, !130, !132, !143, !146}
!130 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !131)
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!132 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !133)
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !134, size: 64)
!134 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !135)
!135 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !60, line: 62, baseType: !136)
!136 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !60, line: 56, size: 448, elements: !137)
!137 = !{!138, !142}
!138 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !136, file: !60, line: 58, baseType: !139, size: 448)
!139 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 448, elements: !140)
!140 = !{!141}
!141 = !DISubrange(count: 56)
!142 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !136, file: !60, line: 59, baseType: !25, size: 64)
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!144 = !DISubroutineType(types: !145)
!145 = !{!5, !5}
!146 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!147 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 15, type: !144, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !148)
!148 = !{!149, !150, !152}
!149 = !DILocalVariable(name: "arg", arg: 1, scope: !147, file: !3, line: 15, type: !5)
!150 = !DILocalVariable(name: "r", scope: !147, file: !3, line: 16, type: !151)
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!152 = !DILocalVariable(name: "i", scope: !153, file: !3, line: 17, type: !29)
!153 = distinct !DILexicalBlock(scope: !147, file: !3, line: 17, column: 5)
!154 = !DILocation(line: 0, scope: !147)
!155 = !DILocation(line: 0, scope: !153)
!156 = !DILocation(line: 17, column: 29, scope: !157)
!157 = distinct !DILexicalBlock(scope: !153, file: !3, line: 17, column: 5)
!158 = !DILocation(line: 17, column: 23, scope: !157)
!159 = !DILocation(line: 17, column: 5, scope: !153)
!160 = !DILocation(line: 17, column: 55, scope: !161)
!161 = distinct !DILexicalBlock(scope: !157, file: !3, line: 17, column: 43)
!162 = !DILocation(line: 17, column: 66, scope: !161)
!163 = !DILocation(line: 18, column: 14, scope: !147)
!164 = !DILocation(line: 18, column: 5, scope: !147)
!165 = !DILocation(line: 19, column: 18, scope: !147)
!166 = !DILocation(line: 19, column: 8, scope: !147)
!167 = !DILocation(line: 19, column: 16, scope: !147)
!168 = !DILocation(line: 20, column: 14, scope: !147)
!169 = !DILocation(line: 20, column: 8, scope: !147)
!170 = !DILocation(line: 20, column: 12, scope: !147)
!171 = !DILocation(line: 21, column: 17, scope: !147)
!172 = !DILocation(line: 21, column: 5, scope: !147)
!173 = !DILocation(line: 22, column: 37, scope: !147)
!174 = !DILocation(line: 22, column: 34, scope: !147)
!175 = !DILocation(line: 22, column: 16, scope: !147)
!176 = !DILocation(line: 22, column: 5, scope: !147)
!177 = !DILocation(line: 22, column: 20, scope: !147)
!178 = !DILocation(line: 23, column: 5, scope: !147)
!179 = !DILocation(line: 17, column: 39, scope: !157)
!180 = !DILocation(line: 17, column: 32, scope: !157)
!181 = distinct !{!181, !159, !182, !183}
!182 = !DILocation(line: 17, column: 72, scope: !153)
!183 = !{!"llvm.loop.mustprogress"}
!184 = !DISubprogram(name: "pthread_join", scope: !127, file: !127, line: 219, type: !185, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!185 = !DISubroutineType(types: !186)
!186 = !{!29, !59, !187}
!187 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!188 = !DISubprogram(name: "printf", scope: !189, file: !189, line: 356, type: !190, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!189 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!190 = !DISubroutineType(types: !191)
!191 = !{!29, !192, null}
!192 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !193)
!193 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !194, size: 64)
!194 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!195 = !DISubprogram(name: "snprintf", scope: !189, file: !189, line: 378, type: !196, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!196 = !DISubroutineType(types: !197)
!197 = !{!29, !198, !200, !192, null}
!198 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !199)
!199 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!200 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !201, line: 18, baseType: !61)
!201 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
