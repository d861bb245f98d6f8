; ModuleID = 'programs/enum_ops.c'
source_filename = "programs/enum_ops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [34 x i8] c"colors %d %d %d %d %d sizeof=%zu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [25 x i8] c"big %d %d sizes %zu %zu\0A\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [4 x i8] c"%s \00", align 1, !dbg !12
@state_names.rel = internal unnamed_addr constant [4 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.7 to i64), i64 ptrtoint (ptr @state_names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.8 to i64), i64 ptrtoint (ptr @state_names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.9 to i64), i64 ptrtoint (ptr @state_names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.10 to i64), i64 ptrtoint (ptr @state_names.rel to i64)) to i32)], align 4
@.str.4 = private unnamed_addr constant [7 x i8] c"%s=%d \00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [13 x i8] c"c=%d cmp=%d\0A\00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [8 x i8] c"%c%c%c \00", align 1, !dbg !27
@.str.7 = private unnamed_addr constant [5 x i8] c"idle\00", align 1, !dbg !32
@.str.8 = private unnamed_addr constant [4 x i8] c"run\00", align 1, !dbg !37
@.str.9 = private unnamed_addr constant [5 x i8] c"wait\00", align 1, !dbg !39
@.str.10 = private unnamed_addr constant [5 x i8] c"done\00", align 1, !dbg !41

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !92 {
    #dbg_assign(i1 undef, !98, !DIExpression(), !109, ptr poison, !DIExpression(), !110)
  %1 = alloca [4 x i32], align 16, !DIAssignID !111
    #dbg_assign(i1 undef, !102, !DIExpression(), !111, ptr %1, !DIExpression(), !110)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i32 noundef 5, i32 noundef 6, i32 noundef -3, i32 noundef -2, i64 noundef 4), !dbg !112
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2147483647, i32 noundef -2147483648, i64 noundef 4, i64 noundef 4), !dbg !113
    #dbg_value(i32 0, !96, !DIExpression(), !114)
    #dbg_value(i32 0, !96, !DIExpression(), !114)
    #dbg_value(i32 0, !115, !DIExpression(), !120)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 45, i32 noundef 45, i32 noundef 45), !dbg !123
    #dbg_value(i32 1, !96, !DIExpression(), !114)
    #dbg_value(i32 1, !115, !DIExpression(), !120)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 114, i32 noundef 45, i32 noundef 45), !dbg !123
    #dbg_value(i32 2, !96, !DIExpression(), !114)
    #dbg_value(i32 2, !115, !DIExpression(), !120)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 45, i32 noundef 119, i32 noundef 45), !dbg !123
    #dbg_value(i32 3, !96, !DIExpression(), !114)
    #dbg_value(i32 3, !115, !DIExpression(), !120)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 114, i32 noundef 119, i32 noundef 45), !dbg !123
    #dbg_value(i32 4, !96, !DIExpression(), !114)
    #dbg_value(i32 4, !115, !DIExpression(), !120)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 45, i32 noundef 45, i32 noundef 120), !dbg !123
    #dbg_value(i32 5, !96, !DIExpression(), !114)
    #dbg_value(i32 5, !115, !DIExpression(), !120)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 114, i32 noundef 45, i32 noundef 120), !dbg !123
    #dbg_value(i32 6, !96, !DIExpression(), !114)
    #dbg_value(i32 6, !115, !DIExpression(), !120)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 45, i32 noundef 119, i32 noundef 120), !dbg !123
    #dbg_value(i32 7, !96, !DIExpression(), !114)
    #dbg_value(i32 7, !115, !DIExpression(), !120)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 114, i32 noundef 119, i32 noundef 120), !dbg !123
    #dbg_value(i32 8, !96, !DIExpression(), !114)
  %12 = tail call i32 @putchar(i32 10), !dbg !124
    #dbg_assign(i1 undef, !98, !DIExpression(), !125, ptr poison, !DIExpression(), !110)
    #dbg_value(i32 0, !100, !DIExpression(), !110)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #6, !dbg !126
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %1, i8 0, i64 16, i1 false), !dbg !127, !DIAssignID !128
    #dbg_assign(i8 0, !102, !DIExpression(), !128, ptr %1, !DIExpression(), !110)
    #dbg_value(i32 0, !104, !DIExpression(), !129)
  br label %28, !dbg !130

13:                                               ; preds = %46
  %14 = tail call i32 @putchar(i32 10), !dbg !131
    #dbg_value(i32 0, !106, !DIExpression(), !132)
    #dbg_value(i64 0, !106, !DIExpression(), !132)
  %15 = load i32, ptr %1, align 16, !dbg !133, !tbaa !135
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.7, i32 noundef %15), !dbg !139
    #dbg_value(i64 1, !106, !DIExpression(), !132)
  %17 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !133
  %18 = load i32, ptr %17, align 4, !dbg !133, !tbaa !135
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.8, i32 noundef %18), !dbg !139
    #dbg_value(i64 2, !106, !DIExpression(), !132)
  %20 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !133
  %21 = load i32, ptr %20, align 8, !dbg !133, !tbaa !135
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.9, i32 noundef %21), !dbg !139
    #dbg_value(i64 3, !106, !DIExpression(), !132)
  %23 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !133
  %24 = load i32, ptr %23, align 4, !dbg !133, !tbaa !135
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.10, i32 noundef %24), !dbg !139
    #dbg_value(i64 4, !106, !DIExpression(), !132)
  %26 = tail call i32 @putchar(i32 10), !dbg !140
    #dbg_value(i32 7, !108, !DIExpression(), !110)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 7, i32 noundef 1), !dbg !141
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #6, !dbg !142
  ret i32 %47, !dbg !143

28:                                               ; preds = %0, %46
  %29 = phi i64 [ 0, %0 ], [ %55, %46 ]
  %30 = phi i32 [ 0, %0 ], [ %47, %46 ]
    #dbg_value(i64 %29, !104, !DIExpression(), !129)
    #dbg_value(i32 %30, !100, !DIExpression(), !110)
    #dbg_value(i32 %30, !144, !DIExpression(), !150)
    #dbg_value(i32 poison, !149, !DIExpression(), !150)
  switch i32 %30, label %46 [
    i32 0, label %31
    i32 1, label %34
    i32 2, label %41
  ], !dbg !154

31:                                               ; preds = %28
    #dbg_value(i32 poison, !149, !DIExpression(), !150)
  %32 = icmp ne i64 %29, 0, !dbg !155
  %33 = zext i1 %32 to i32, !dbg !155
  br label %46, !dbg !157

34:                                               ; preds = %28
  %35 = trunc i64 %29 to i32, !dbg !158
  %36 = add i32 %35, -3, !dbg !158
  %37 = icmp ult i32 %36, 2, !dbg !158
  %38 = icmp eq i64 %29, 6, !dbg !159
  %39 = select i1 %38, i32 3, i32 1, !dbg !159
  %40 = select i1 %37, i32 2, i32 %39, !dbg !159
  br label %46, !dbg !160

41:                                               ; preds = %28
  %42 = lshr i64 166, %29, !dbg !161
  %43 = and i64 %42, 1, !dbg !161
  %44 = icmp eq i64 %43, 0, !dbg !161
  %45 = select i1 %44, i32 2, i32 1, !dbg !162
  br label %46, !dbg !163

46:                                               ; preds = %28, %31, %34, %41
  %47 = phi i32 [ %45, %41 ], [ %40, %34 ], [ %33, %31 ], [ 3, %28 ], !dbg !150
    #dbg_value(i32 %47, !100, !DIExpression(), !110)
  %48 = zext nneg i32 %47 to i64, !dbg !164
  %49 = getelementptr inbounds [4 x i32], ptr %1, i64 0, i64 %48, !dbg !164
  %50 = load i32, ptr %49, align 4, !dbg !165, !tbaa !135
  %51 = add nsw i32 %50, 1, !dbg !165
  store i32 %51, ptr %49, align 4, !dbg !165, !tbaa !135
  %52 = shl i64 %48, 2, !dbg !166
  %53 = call ptr @llvm.load.relative.i64(ptr @state_names.rel, i64 %52), !dbg !166
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %53), !dbg !167
  %55 = add nuw nsw i64 %29, 1, !dbg !168
    #dbg_value(i64 %55, !104, !DIExpression(), !129)
  %56 = icmp eq i64 %55, 8, !dbg !169
  br i1 %56, label %13, label %28, !dbg !130, !llvm.loop !170
}

; Function Attrs: nofree nounwind
declare !dbg !173 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!43}
!llvm.module.flags = !{!84, !85, !86, !87, !88, !89, !90}
!llvm.ident = !{!91}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/enum_ops.c", directory: ".", checksumkind: CSK_MD5, checksum: "c2cf9bc8b633495922ea812df669e085")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 34)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 25)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 7)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 13)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 8)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 5)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !14, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !34, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !34, isLocal: true, isDefinition: true)
!43 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !44, retainedTypes: !71, globals: !72, splitDebugInlining: false, nameTableKind: None)
!44 = !{!45, !53, !57, !64}
!45 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "color", file: !2, line: 5, baseType: !46, size: 32, elements: !47)
!46 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!47 = !{!48, !49, !50, !51, !52}
!48 = !DIEnumerator(name: "RED", value: 0)
!49 = !DIEnumerator(name: "GREEN", value: 5)
!50 = !DIEnumerator(name: "BLUE", value: 6)
!51 = !DIEnumerator(name: "ALPHA", value: -3)
!52 = !DIEnumerator(name: "BETA", value: -2)
!53 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "big", file: !2, line: 7, baseType: !46, size: 32, elements: !54)
!54 = !{!55, !56}
!55 = !DIEnumerator(name: "BIG_A", value: 2147483647)
!56 = !DIEnumerator(name: "BIG_B", value: -2147483648)
!57 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "flags", file: !2, line: 6, baseType: !58, size: 32, elements: !59)
!58 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!59 = !{!60, !61, !62, !63}
!60 = !DIEnumerator(name: "F_READ", value: 1)
!61 = !DIEnumerator(name: "F_WRITE", value: 2)
!62 = !DIEnumerator(name: "F_EXEC", value: 4)
!63 = !DIEnumerator(name: "F_ALL", value: 7)
!64 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !2, line: 9, baseType: !58, size: 32, elements: !65)
!65 = !{!66, !67, !68, !69, !70}
!66 = !DIEnumerator(name: "ST_IDLE", value: 0)
!67 = !DIEnumerator(name: "ST_RUN", value: 1)
!68 = !DIEnumerator(name: "ST_WAIT", value: 2)
!69 = !DIEnumerator(name: "ST_DONE", value: 3)
!70 = !DIEnumerator(name: "ST_COUNT", value: 4)
!71 = !{!57, !45}
!72 = !{!0, !7, !73, !12, !17, !22, !27, !32, !37, !39, !41, !78}
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !75, isLocal: true, isDefinition: true)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 2)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(name: "state_names", scope: !43, file: !2, line: 10, type: !80, isLocal: true, isDefinition: true)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !81, size: 256, elements: !15)
!81 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !82)
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 64)
!83 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!84 = !{i32 7, !"Dwarf Version", i32 5}
!85 = !{i32 2, !"Debug Info Version", i32 3}
!86 = !{i32 1, !"wchar_size", i32 4}
!87 = !{i32 8, !"PIC Level", i32 2}
!88 = !{i32 7, !"PIE Level", i32 2}
!89 = !{i32 7, !"uwtable", i32 2}
!90 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!91 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!92 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 22, type: !93, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !95)
!93 = !DISubroutineType(types: !94)
!94 = !{!46}
!95 = !{!96, !98, !100, !102, !104, !106, !108}
!96 = !DILocalVariable(name: "f", scope: !97, file: !2, line: 25, type: !46)
!97 = distinct !DILexicalBlock(scope: !92, file: !2, line: 25, column: 5)
!98 = !DILocalVariable(name: "events", scope: !92, file: !2, line: 26, type: !99)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 256, elements: !30)
!100 = !DILocalVariable(name: "s", scope: !92, file: !2, line: 26, type: !101)
!101 = !DIDerivedType(tag: DW_TAG_typedef, name: "state_t", file: !2, line: 9, baseType: !64)
!102 = !DILocalVariable(name: "counts", scope: !92, file: !2, line: 26, type: !103)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 128, elements: !15)
!104 = !DILocalVariable(name: "i", scope: !105, file: !2, line: 27, type: !46)
!105 = distinct !DILexicalBlock(scope: !92, file: !2, line: 27, column: 5)
!106 = !DILocalVariable(name: "t", scope: !107, file: !2, line: 28, type: !101)
!107 = distinct !DILexicalBlock(scope: !92, file: !2, line: 28, column: 5)
!108 = !DILocalVariable(name: "c", scope: !92, file: !2, line: 29, type: !45)
!109 = distinct !DIAssignID()
!110 = !DILocation(line: 0, scope: !92)
!111 = distinct !DIAssignID()
!112 = !DILocation(line: 23, column: 5, scope: !92)
!113 = !DILocation(line: 24, column: 5, scope: !92)
!114 = !DILocation(line: 0, scope: !97)
!115 = !DILocalVariable(name: "f", arg: 1, scope: !116, file: !2, line: 20, type: !57)
!116 = distinct !DISubprogram(name: "show_flags", scope: !2, file: !2, line: 20, type: !117, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !119)
!117 = !DISubroutineType(types: !118)
!118 = !{null, !57}
!119 = !{!115}
!120 = !DILocation(line: 0, scope: !116, inlinedAt: !121)
!121 = distinct !DILocation(line: 25, column: 38, scope: !122)
!122 = distinct !DILexicalBlock(scope: !97, file: !2, line: 25, column: 5)
!123 = !DILocation(line: 20, column: 40, scope: !116, inlinedAt: !121)
!124 = !DILocation(line: 25, column: 65, scope: !92)
!125 = distinct !DIAssignID()
!126 = !DILocation(line: 26, column: 69, scope: !92)
!127 = !DILocation(line: 26, column: 73, scope: !92)
!128 = distinct !DIAssignID()
!129 = !DILocation(line: 0, scope: !105)
!130 = !DILocation(line: 27, column: 5, scope: !105)
!131 = !DILocation(line: 27, column: 105, scope: !92)
!132 = !DILocation(line: 0, scope: !107)
!133 = !DILocation(line: 28, column: 83, scope: !134)
!134 = distinct !DILexicalBlock(scope: !107, file: !2, line: 28, column: 5)
!135 = !{!136, !136, i64 0}
!136 = !{!"int", !137, i64 0}
!137 = !{!"omnipotent char", !138, i64 0}
!138 = !{!"Simple C/C++ TBAA"}
!139 = !DILocation(line: 28, column: 50, scope: !134)
!140 = !DILocation(line: 28, column: 95, scope: !92)
!141 = !DILocation(line: 29, column: 51, scope: !92)
!142 = !DILocation(line: 31, column: 1, scope: !92)
!143 = !DILocation(line: 30, column: 5, scope: !92)
!144 = !DILocalVariable(name: "s", arg: 1, scope: !145, file: !2, line: 11, type: !101)
!145 = distinct !DISubprogram(name: "next", scope: !2, file: !2, line: 11, type: !146, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !148)
!146 = !DISubroutineType(types: !147)
!147 = !{!101, !101, !46}
!148 = !{!144, !149}
!149 = !DILocalVariable(name: "ev", arg: 2, scope: !145, file: !2, line: 11, type: !46)
!150 = !DILocation(line: 0, scope: !145, inlinedAt: !151)
!151 = distinct !DILocation(line: 27, column: 39, scope: !152)
!152 = distinct !DILexicalBlock(scope: !153, file: !2, line: 27, column: 33)
!153 = distinct !DILexicalBlock(scope: !105, file: !2, line: 27, column: 5)
!154 = !DILocation(line: 12, column: 5, scope: !145, inlinedAt: !151)
!155 = !DILocation(line: 13, column: 26, scope: !156, inlinedAt: !151)
!156 = distinct !DILexicalBlock(scope: !145, file: !2, line: 12, column: 16)
!157 = !DILocation(line: 13, column: 19, scope: !156, inlinedAt: !151)
!158 = !DILocation(line: 14, column: 28, scope: !156, inlinedAt: !151)
!159 = !DILocation(line: 14, column: 25, scope: !156, inlinedAt: !151)
!160 = !DILocation(line: 14, column: 18, scope: !156, inlinedAt: !151)
!161 = !DILocation(line: 15, column: 29, scope: !156, inlinedAt: !151)
!162 = !DILocation(line: 15, column: 26, scope: !156, inlinedAt: !151)
!163 = !DILocation(line: 15, column: 19, scope: !156, inlinedAt: !151)
!164 = !DILocation(line: 27, column: 59, scope: !152)
!165 = !DILocation(line: 27, column: 68, scope: !152)
!166 = !DILocation(line: 27, column: 86, scope: !152)
!167 = !DILocation(line: 27, column: 72, scope: !152)
!168 = !DILocation(line: 27, column: 29, scope: !153)
!169 = !DILocation(line: 27, column: 23, scope: !153)
!170 = distinct !{!170, !130, !171, !172}
!171 = !DILocation(line: 27, column: 103, scope: !105)
!172 = !{!"llvm.loop.mustprogress"}
!173 = !DISubprogram(name: "printf", scope: !174, file: !174, line: 356, type: !175, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!174 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!175 = !DISubroutineType(types: !176)
!176 = !{!46, !177, null}
!177 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !82)
