; ModuleID = 'programs/nqueens.c'
source_filename = "programs/nqueens.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@found_first = internal unnamed_addr global i1 false, align 4, !dbg !0
@.str = private unnamed_addr constant [28 x i8] c"n=%d solutions=%d agree=%d\0A\00", align 1, !dbg !5
@first = internal unnamed_addr global [16 x i32] zeroinitializer, align 16, !dbg !11
@pos = internal unnamed_addr global [16 x i32] zeroinitializer, align 16, !dbg !18
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -255, 256) i32 @main() local_unnamed_addr #0 !dbg !28 {
    #dbg_value(i32 0, !32, !DIExpression(), !45)
    #dbg_value(i32 1, !33, !DIExpression(), !46)
  br label %3, !dbg !47

1:                                                ; preds = %3
  store i1 false, ptr @found_first, align 4, !dbg !48
  %2 = tail call fastcc i32 @solve_arr(i32 noundef 8, i32 noundef 0), !dbg !49
    #dbg_value(i32 0, !39, !DIExpression(), !50)
  br label %14, !dbg !51

3:                                                ; preds = %0, %3
  %4 = phi i32 [ 0, %0 ], [ %11, %3 ]
  %5 = phi i32 [ 1, %0 ], [ %12, %3 ]
    #dbg_value(i32 %4, !32, !DIExpression(), !45)
    #dbg_value(i32 %5, !33, !DIExpression(), !46)
  %6 = tail call fastcc i32 @count_bits(i32 noundef %5, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !52
    #dbg_value(i32 %6, !35, !DIExpression(), !53)
  store i1 false, ptr @found_first, align 4, !dbg !54
  %7 = tail call fastcc i32 @solve_arr(i32 noundef %5, i32 noundef 0), !dbg !55
    #dbg_value(i32 %7, !38, !DIExpression(), !53)
  %8 = icmp eq i32 %6, %7, !dbg !56
  %9 = zext i1 %8 to i32, !dbg !56
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %5, i32 noundef %6, i32 noundef %9), !dbg !57
  %11 = add nsw i32 %6, %4, !dbg !58
    #dbg_value(i32 %11, !32, !DIExpression(), !45)
  %12 = add nuw nsw i32 %5, 1, !dbg !59
    #dbg_value(i32 %12, !33, !DIExpression(), !46)
  %13 = icmp eq i32 %12, 11, !dbg !60
  br i1 %13, label %1, label %3, !dbg !47, !llvm.loop !61

14:                                               ; preds = %1, %14
  %15 = phi i64 [ 0, %1 ], [ %59, %14 ]
    #dbg_value(i64 %15, !39, !DIExpression(), !50)
  %16 = getelementptr inbounds [16 x i32], ptr @first, i64 0, i64 %15
    #dbg_value(i32 0, !41, !DIExpression(), !64)
    #dbg_value(i32 0, !41, !DIExpression(), !64)
  %17 = load i32, ptr %16, align 4, !dbg !65, !tbaa !67
  %18 = icmp eq i32 %17, 0, !dbg !71
  %19 = select i1 %18, i32 81, i32 46, !dbg !65
    #dbg_value(i32 %19, !72, !DIExpression(), !78)
  %20 = load ptr, ptr @stdout, align 8, !dbg !80, !tbaa !81
  %21 = tail call i32 @putc(i32 noundef %19, ptr noundef %20), !dbg !83
    #dbg_value(i32 1, !41, !DIExpression(), !64)
  %22 = load i32, ptr %16, align 4, !dbg !65, !tbaa !67
  %23 = icmp eq i32 %22, 1, !dbg !71
  %24 = select i1 %23, i32 81, i32 46, !dbg !65
    #dbg_value(i32 %24, !72, !DIExpression(), !78)
  %25 = load ptr, ptr @stdout, align 8, !dbg !80, !tbaa !81
  %26 = tail call i32 @putc(i32 noundef %24, ptr noundef %25), !dbg !83
    #dbg_value(i32 2, !41, !DIExpression(), !64)
  %27 = load i32, ptr %16, align 4, !dbg !65, !tbaa !67
  %28 = icmp eq i32 %27, 2, !dbg !71
  %29 = select i1 %28, i32 81, i32 46, !dbg !65
    #dbg_value(i32 %29, !72, !DIExpression(), !78)
  %30 = load ptr, ptr @stdout, align 8, !dbg !80, !tbaa !81
  %31 = tail call i32 @putc(i32 noundef %29, ptr noundef %30), !dbg !83
    #dbg_value(i32 3, !41, !DIExpression(), !64)
  %32 = load i32, ptr %16, align 4, !dbg !65, !tbaa !67
  %33 = icmp eq i32 %32, 3, !dbg !71
  %34 = select i1 %33, i32 81, i32 46, !dbg !65
    #dbg_value(i32 %34, !72, !DIExpression(), !78)
  %35 = load ptr, ptr @stdout, align 8, !dbg !80, !tbaa !81
  %36 = tail call i32 @putc(i32 noundef %34, ptr noundef %35), !dbg !83
    #dbg_value(i32 4, !41, !DIExpression(), !64)
  %37 = load i32, ptr %16, align 4, !dbg !65, !tbaa !67
  %38 = icmp eq i32 %37, 4, !dbg !71
  %39 = select i1 %38, i32 81, i32 46, !dbg !65
    #dbg_value(i32 %39, !72, !DIExpression(), !78)
  %40 = load ptr, ptr @stdout, align 8, !dbg !80, !tbaa !81
  %41 = tail call i32 @putc(i32 noundef %39, ptr noundef %40), !dbg !83
    #dbg_value(i32 5, !41, !DIExpression(), !64)
  %42 = load i32, ptr %16, align 4, !dbg !65, !tbaa !67
  %43 = icmp eq i32 %42, 5, !dbg !71
  %44 = select i1 %43, i32 81, i32 46, !dbg !65
    #dbg_value(i32 %44, !72, !DIExpression(), !78)
  %45 = load ptr, ptr @stdout, align 8, !dbg !80, !tbaa !81
  %46 = tail call i32 @putc(i32 noundef %44, ptr noundef %45), !dbg !83
    #dbg_value(i32 6, !41, !DIExpression(), !64)
  %47 = load i32, ptr %16, align 4, !dbg !65, !tbaa !67
  %48 = icmp eq i32 %47, 6, !dbg !71
  %49 = select i1 %48, i32 81, i32 46, !dbg !65
    #dbg_value(i32 %49, !72, !DIExpression(), !78)
  %50 = load ptr, ptr @stdout, align 8, !dbg !80, !tbaa !81
  %51 = tail call i32 @putc(i32 noundef %49, ptr noundef %50), !dbg !83
    #dbg_value(i32 7, !41, !DIExpression(), !64)
  %52 = load i32, ptr %16, align 4, !dbg !65, !tbaa !67
  %53 = icmp eq i32 %52, 7, !dbg !71
  %54 = select i1 %53, i32 81, i32 46, !dbg !65
    #dbg_value(i32 %54, !72, !DIExpression(), !78)
  %55 = load ptr, ptr @stdout, align 8, !dbg !80, !tbaa !81
  %56 = tail call i32 @putc(i32 noundef %54, ptr noundef %55), !dbg !83
    #dbg_value(i32 8, !41, !DIExpression(), !64)
    #dbg_value(i32 10, !72, !DIExpression(), !84)
  %57 = load ptr, ptr @stdout, align 8, !dbg !86, !tbaa !81
  %58 = tail call i32 @putc(i32 noundef 10, ptr noundef %57), !dbg !87
  %59 = add nuw nsw i64 %15, 1, !dbg !88
    #dbg_value(i64 %59, !39, !DIExpression(), !50)
  %60 = icmp eq i64 %59, 8, !dbg !89
  br i1 %60, label %61, label %14, !dbg !51, !llvm.loop !90

61:                                               ; preds = %14
  %62 = srem i32 %11, 256, !dbg !92
  ret i32 %62, !dbg !93
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i32 @count_bits(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #1 !dbg !94 {
    #dbg_value(i32 %0, !99, !DIExpression(), !108)
    #dbg_value(i32 %1, !100, !DIExpression(), !108)
    #dbg_value(i32 %2, !101, !DIExpression(), !108)
    #dbg_value(i32 %3, !102, !DIExpression(), !108)
  %5 = shl nsw i32 -1, %0, !dbg !109
  %6 = xor i32 %5, -1, !dbg !109
    #dbg_value(i32 %6, !103, !DIExpression(), !108)
  %7 = icmp eq i32 %6, %1, !dbg !110
  br i1 %7, label %28, label %8, !dbg !112

8:                                                ; preds = %4
    #dbg_value(i32 0, !104, !DIExpression(), !108)
  %9 = or i32 %2, %1, !dbg !113
  %10 = or i32 %9, %3, !dbg !114
  %11 = xor i32 %10, -1, !dbg !115
  %12 = and i32 %11, %6, !dbg !116
    #dbg_value(i32 %12, !105, !DIExpression(), !108)
    #dbg_value(i32 0, !104, !DIExpression(), !108)
  %13 = icmp eq i32 %12, 0, !dbg !117
  br i1 %13, label %28, label %14, !dbg !117

14:                                               ; preds = %8, %14
  %15 = phi i32 [ %19, %14 ], [ %12, %8 ]
  %16 = phi i32 [ %26, %14 ], [ 0, %8 ]
    #dbg_value(i32 %15, !105, !DIExpression(), !108)
    #dbg_value(i32 %16, !104, !DIExpression(), !108)
  %17 = sub i32 0, %15, !dbg !118
  %18 = and i32 %15, %17, !dbg !119
    #dbg_value(i32 %18, !106, !DIExpression(), !120)
  %19 = xor i32 %18, %15, !dbg !121
    #dbg_value(i32 %19, !105, !DIExpression(), !108)
  %20 = or i32 %18, %1, !dbg !122
  %21 = or i32 %18, %2, !dbg !123
  %22 = shl i32 %21, 1, !dbg !124
  %23 = or i32 %18, %3, !dbg !125
  %24 = lshr i32 %23, 1, !dbg !126
  %25 = tail call fastcc i32 @count_bits(i32 noundef %0, i32 noundef %20, i32 noundef %22, i32 noundef %24), !dbg !127
  %26 = add nsw i32 %25, %16, !dbg !128
    #dbg_value(i32 %26, !104, !DIExpression(), !108)
  %27 = icmp eq i32 %18, %15, !dbg !117
  br i1 %27, label %28, label %14, !dbg !117, !llvm.loop !129

28:                                               ; preds = %14, %8, %4
  %29 = phi i32 [ 1, %4 ], [ 0, %8 ], [ %26, %14 ], !dbg !108
  ret i32 %29, !dbg !131
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @solve_arr(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !132 {
    #dbg_value(i32 %0, !136, !DIExpression(), !147)
    #dbg_value(i32 %1, !137, !DIExpression(), !147)
  %3 = icmp eq i32 %1, %0, !dbg !148
  br i1 %3, label %13, label %4, !dbg !149

4:                                                ; preds = %2
    #dbg_value(i32 0, !145, !DIExpression(), !150)
    #dbg_value(i32 0, !144, !DIExpression(), !147)
  %5 = icmp sgt i32 %0, 0, !dbg !151
  br i1 %5, label %6, label %57, !dbg !153

6:                                                ; preds = %4
  %7 = icmp slt i32 %1, 1
  %8 = zext nneg i32 %1 to i64
  %9 = sext i32 %1 to i64
  %10 = getelementptr inbounds [16 x i32], ptr @pos, i64 0, i64 %9
  %11 = add nsw i32 %1, 1
  %12 = sub nsw i32 0, %1
  br label %21, !dbg !153

13:                                               ; preds = %2
  %14 = load i1, ptr @found_first, align 4, !dbg !154
  br i1 %14, label %57, label %15, !dbg !155

15:                                               ; preds = %13
    #dbg_value(i32 0, !138, !DIExpression(), !156)
  %16 = icmp sgt i32 %1, 0, !dbg !157
  br i1 %16, label %17, label %20, !dbg !159

17:                                               ; preds = %15
  %18 = zext nneg i32 %1 to i64, !dbg !159
  %19 = shl nuw nsw i64 %18, 2, !dbg !159
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 @first, ptr nonnull align 16 @pos, i64 %19, i1 false), !dbg !160, !tbaa !67
    #dbg_value(i64 poison, !138, !DIExpression(), !156)
  br label %20, !dbg !161

20:                                               ; preds = %17, %15
  store i1 true, ptr @found_first, align 4, !dbg !161
  br label %57, !dbg !162

21:                                               ; preds = %6, %53
  %22 = phi i32 [ 0, %6 ], [ %55, %53 ]
  %23 = phi i32 [ 0, %6 ], [ %54, %53 ]
    #dbg_value(i32 %22, !145, !DIExpression(), !150)
    #dbg_value(i32 %23, !144, !DIExpression(), !147)
    #dbg_value(i32 %1, !163, !DIExpression(), !169)
    #dbg_value(i32 %22, !166, !DIExpression(), !169)
    #dbg_value(i32 0, !167, !DIExpression(), !172)
  br i1 %7, label %50, label %24, !dbg !173

24:                                               ; preds = %21
    #dbg_value(i64 0, !167, !DIExpression(), !172)
  %25 = load i32, ptr @pos, align 16, !dbg !174, !tbaa !67
  %26 = icmp eq i32 %25, %22, !dbg !177
  br i1 %26, label %53, label %27, !dbg !178

27:                                               ; preds = %24
    #dbg_value(i64 0, !167, !DIExpression(), !172)
  %28 = sub nsw i32 %25, %22, !dbg !179
  %29 = icmp eq i32 %28, %12, !dbg !180
  %30 = icmp eq i32 %28, %1
  %31 = or i1 %29, %30, !dbg !181
  br i1 %31, label %53, label %32, !dbg !181

32:                                               ; preds = %27, %40
  %33 = phi i64 [ %34, %40 ], [ 0, %27 ]
    #dbg_value(i64 %33, !167, !DIExpression(), !172)
  %34 = add nuw nsw i64 %33, 1, !dbg !182
    #dbg_value(i64 %34, !167, !DIExpression(), !172)
  %35 = icmp eq i64 %34, %8, !dbg !183
  br i1 %35, label %48, label %36, !dbg !173, !llvm.loop !184

36:                                               ; preds = %32
    #dbg_value(i64 poison, !167, !DIExpression(), !172)
  %37 = getelementptr inbounds [16 x i32], ptr @pos, i64 0, i64 %34, !dbg !174
  %38 = load i32, ptr %37, align 4, !dbg !174, !tbaa !67
  %39 = icmp eq i32 %38, %22, !dbg !177
  br i1 %39, label %48, label %40, !dbg !178, !llvm.loop !184

40:                                               ; preds = %36
    #dbg_value(i64 %34, !167, !DIExpression(), !172)
  %41 = sub nsw i32 %38, %22, !dbg !179
  %42 = trunc i64 %34 to i32, !dbg !180
  %43 = sub i32 %42, %1, !dbg !180
  %44 = icmp eq i32 %41, %43, !dbg !180
  %45 = sub i32 %1, %42
  %46 = icmp eq i32 %41, %45
  %47 = or i1 %44, %46, !dbg !181
    #dbg_value(i64 %34, !167, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !172)
  br i1 %47, label %48, label %32, !dbg !181, !llvm.loop !184

48:                                               ; preds = %32, %36, %40
  %49 = icmp ult i64 %34, %8
  br i1 %49, label %53, label %50, !dbg !186

50:                                               ; preds = %21, %48
  store i32 %22, ptr %10, align 4, !dbg !187, !tbaa !67
  %51 = tail call fastcc i32 @solve_arr(i32 noundef %0, i32 noundef %11), !dbg !189
  %52 = add nsw i32 %51, %23, !dbg !190
    #dbg_value(i32 %52, !144, !DIExpression(), !147)
  br label %53, !dbg !191

53:                                               ; preds = %27, %24, %48, %50
  %54 = phi i32 [ %52, %50 ], [ %23, %48 ], [ %23, %24 ], [ %23, %27 ], !dbg !192
    #dbg_value(i32 %54, !144, !DIExpression(), !147)
  %55 = add nuw nsw i32 %22, 1, !dbg !193
    #dbg_value(i32 %55, !145, !DIExpression(), !150)
  %56 = icmp eq i32 %55, %0, !dbg !151
  br i1 %56, label %57, label %21, !dbg !153, !llvm.loop !194

57:                                               ; preds = %53, %4, %13, %20
  %58 = phi i32 [ 1, %20 ], [ 1, %13 ], [ 0, %4 ], [ %54, %53 ], !dbg !147
  ret i32 %58, !dbg !196
}

; Function Attrs: nofree nounwind
declare !dbg !197 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !204 noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!20, !21, !22, !23, !24, !25, !26}
!llvm.ident = !{!27}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 1, DW_OP_mul, DW_OP_constu, 0, DW_OP_plus, DW_OP_stack_value))
!1 = distinct !DIGlobalVariable(name: "found_first", scope: !2, file: !3, line: 11, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/nqueens.c", directory: ".", checksumkind: CSK_MD5, checksum: "970e52b59ce4f857f8e1de9daf56fe80")
!4 = !{!5, !11, !17, !18}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 20, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 224, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 28)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "first", scope: !2, file: !3, line: 11, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 512, elements: !15)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{!16}
!16 = !DISubrange(count: 16)
!17 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "pos", scope: !2, file: !3, line: 11, type: !13, isLocal: true, isDefinition: true)
!20 = !{i32 7, !"Dwarf Version", i32 5}
!21 = !{i32 2, !"Debug Info Version", i32 3}
!22 = !{i32 1, !"wchar_size", i32 4}
!23 = !{i32 8, !"PIC Level", i32 2}
!24 = !{i32 7, !"PIE Level", i32 2}
!25 = !{i32 7, !"uwtable", i32 2}
!26 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!27 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!28 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 18, type: !29, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !31)
!29 = !DISubroutineType(types: !30)
!30 = !{!14}
!31 = !{!32, !33, !35, !38, !39, !41}
!32 = !DILocalVariable(name: "total", scope: !28, file: !3, line: 19, type: !14)
!33 = !DILocalVariable(name: "n", scope: !34, file: !3, line: 20, type: !14)
!34 = distinct !DILexicalBlock(scope: !28, file: !3, line: 20, column: 5)
!35 = !DILocalVariable(name: "a", scope: !36, file: !3, line: 20, type: !14)
!36 = distinct !DILexicalBlock(scope: !37, file: !3, line: 20, column: 35)
!37 = distinct !DILexicalBlock(scope: !34, file: !3, line: 20, column: 5)
!38 = !DILocalVariable(name: "b", scope: !36, file: !3, line: 20, type: !14)
!39 = !DILocalVariable(name: "r", scope: !40, file: !3, line: 22, type: !14)
!40 = distinct !DILexicalBlock(scope: !28, file: !3, line: 22, column: 5)
!41 = !DILocalVariable(name: "c", scope: !42, file: !3, line: 22, type: !14)
!42 = distinct !DILexicalBlock(scope: !43, file: !3, line: 22, column: 35)
!43 = distinct !DILexicalBlock(scope: !44, file: !3, line: 22, column: 33)
!44 = distinct !DILexicalBlock(scope: !40, file: !3, line: 22, column: 5)
!45 = !DILocation(line: 0, scope: !28)
!46 = !DILocation(line: 0, scope: !34)
!47 = !DILocation(line: 20, column: 5, scope: !34)
!48 = !DILocation(line: 21, column: 17, scope: !28)
!49 = !DILocation(line: 21, column: 22, scope: !28)
!50 = !DILocation(line: 0, scope: !40)
!51 = !DILocation(line: 22, column: 5, scope: !40)
!52 = !DILocation(line: 20, column: 45, scope: !36)
!53 = !DILocation(line: 0, scope: !36)
!54 = !DILocation(line: 20, column: 81, scope: !36)
!55 = !DILocation(line: 20, column: 94, scope: !36)
!56 = !DILocation(line: 20, column: 158, scope: !36)
!57 = !DILocation(line: 20, column: 111, scope: !36)
!58 = !DILocation(line: 20, column: 171, scope: !36)
!59 = !DILocation(line: 20, column: 31, scope: !37)
!60 = !DILocation(line: 20, column: 23, scope: !37)
!61 = distinct !{!61, !47, !62, !63}
!62 = !DILocation(line: 20, column: 177, scope: !34)
!63 = !{!"llvm.loop.mustprogress"}
!64 = !DILocation(line: 0, scope: !42)
!65 = !DILocation(line: 22, column: 71, scope: !66)
!66 = distinct !DILexicalBlock(scope: !42, file: !3, line: 22, column: 35)
!67 = !{!68, !68, i64 0}
!68 = !{!"int", !69, i64 0}
!69 = !{!"omnipotent char", !70, i64 0}
!70 = !{!"Simple C/C++ TBAA"}
!71 = !DILocation(line: 22, column: 80, scope: !66)
!72 = !DILocalVariable(name: "__c", arg: 1, scope: !73, file: !74, line: 82, type: !14)
!73 = distinct !DISubprogram(name: "putchar", scope: !74, file: !74, line: 82, type: !75, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !77)
!74 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!75 = !DISubroutineType(types: !76)
!76 = !{!14, !14}
!77 = !{!72}
!78 = !DILocation(line: 0, scope: !73, inlinedAt: !79)
!79 = distinct !DILocation(line: 22, column: 63, scope: !66)
!80 = !DILocation(line: 84, column: 21, scope: !73, inlinedAt: !79)
!81 = !{!82, !82, i64 0}
!82 = !{!"any pointer", !69, i64 0}
!83 = !DILocation(line: 84, column: 10, scope: !73, inlinedAt: !79)
!84 = !DILocation(line: 0, scope: !73, inlinedAt: !85)
!85 = distinct !DILocation(line: 22, column: 99, scope: !43)
!86 = !DILocation(line: 84, column: 21, scope: !73, inlinedAt: !85)
!87 = !DILocation(line: 84, column: 10, scope: !73, inlinedAt: !85)
!88 = !DILocation(line: 22, column: 29, scope: !44)
!89 = !DILocation(line: 22, column: 23, scope: !44)
!90 = distinct !{!90, !51, !91, !63}
!91 = !DILocation(line: 22, column: 114, scope: !40)
!92 = !DILocation(line: 23, column: 18, scope: !28)
!93 = !DILocation(line: 24, column: 1, scope: !28)
!94 = distinct !DISubprogram(name: "count_bits", scope: !3, file: !3, line: 5, type: !95, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !98)
!95 = !DISubroutineType(types: !96)
!96 = !{!14, !14, !97, !97, !97}
!97 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!98 = !{!99, !100, !101, !102, !103, !104, !105, !106}
!99 = !DILocalVariable(name: "n", arg: 1, scope: !94, file: !3, line: 5, type: !14)
!100 = !DILocalVariable(name: "cols", arg: 2, scope: !94, file: !3, line: 5, type: !97)
!101 = !DILocalVariable(name: "d1", arg: 3, scope: !94, file: !3, line: 5, type: !97)
!102 = !DILocalVariable(name: "d2", arg: 4, scope: !94, file: !3, line: 5, type: !97)
!103 = !DILocalVariable(name: "full", scope: !94, file: !3, line: 6, type: !97)
!104 = !DILocalVariable(name: "c", scope: !94, file: !3, line: 7, type: !14)
!105 = !DILocalVariable(name: "avail", scope: !94, file: !3, line: 7, type: !97)
!106 = !DILocalVariable(name: "bit", scope: !107, file: !3, line: 8, type: !97)
!107 = distinct !DILexicalBlock(scope: !94, file: !3, line: 8, column: 19)
!108 = !DILocation(line: 0, scope: !94)
!109 = !DILocation(line: 6, column: 31, scope: !94)
!110 = !DILocation(line: 6, column: 45, scope: !111)
!111 = distinct !DILexicalBlock(scope: !94, file: !3, line: 6, column: 40)
!112 = !DILocation(line: 6, column: 40, scope: !94)
!113 = !DILocation(line: 7, column: 47, scope: !94)
!114 = !DILocation(line: 7, column: 52, scope: !94)
!115 = !DILocation(line: 7, column: 40, scope: !94)
!116 = !DILocation(line: 7, column: 38, scope: !94)
!117 = !DILocation(line: 8, column: 5, scope: !94)
!118 = !DILocation(line: 8, column: 48, scope: !107)
!119 = !DILocation(line: 8, column: 42, scope: !107)
!120 = !DILocation(line: 0, scope: !107)
!121 = !DILocation(line: 8, column: 64, scope: !107)
!122 = !DILocation(line: 8, column: 96, scope: !107)
!123 = !DILocation(line: 8, column: 107, scope: !107)
!124 = !DILocation(line: 8, column: 114, scope: !107)
!125 = !DILocation(line: 8, column: 124, scope: !107)
!126 = !DILocation(line: 8, column: 131, scope: !107)
!127 = !DILocation(line: 8, column: 77, scope: !107)
!128 = !DILocation(line: 8, column: 74, scope: !107)
!129 = distinct !{!129, !117, !130, !63}
!130 = !DILocation(line: 8, column: 138, scope: !94)
!131 = !DILocation(line: 10, column: 1, scope: !94)
!132 = distinct !DISubprogram(name: "solve_arr", scope: !3, file: !3, line: 13, type: !133, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !135)
!133 = !DISubroutineType(types: !134)
!134 = !{!14, !14, !14}
!135 = !{!136, !137, !138, !144, !145}
!136 = !DILocalVariable(name: "n", arg: 1, scope: !132, file: !3, line: 13, type: !14)
!137 = !DILocalVariable(name: "r", arg: 2, scope: !132, file: !3, line: 13, type: !14)
!138 = !DILocalVariable(name: "i", scope: !139, file: !3, line: 14, type: !14)
!139 = distinct !DILexicalBlock(scope: !140, file: !3, line: 14, column: 39)
!140 = distinct !DILexicalBlock(scope: !141, file: !3, line: 14, column: 37)
!141 = distinct !DILexicalBlock(scope: !142, file: !3, line: 14, column: 23)
!142 = distinct !DILexicalBlock(scope: !143, file: !3, line: 14, column: 17)
!143 = distinct !DILexicalBlock(scope: !132, file: !3, line: 14, column: 9)
!144 = !DILocalVariable(name: "c", scope: !132, file: !3, line: 15, type: !14)
!145 = !DILocalVariable(name: "col", scope: !146, file: !3, line: 15, type: !14)
!146 = distinct !DILexicalBlock(scope: !132, file: !3, line: 15, column: 16)
!147 = !DILocation(line: 0, scope: !132)
!148 = !DILocation(line: 14, column: 11, scope: !143)
!149 = !DILocation(line: 14, column: 9, scope: !132)
!150 = !DILocation(line: 0, scope: !146)
!151 = !DILocation(line: 15, column: 38, scope: !152)
!152 = distinct !DILexicalBlock(scope: !146, file: !3, line: 15, column: 16)
!153 = !DILocation(line: 15, column: 16, scope: !146)
!154 = !DILocation(line: 14, column: 24, scope: !141)
!155 = !DILocation(line: 14, column: 23, scope: !142)
!156 = !DILocation(line: 0, scope: !139)
!157 = !DILocation(line: 14, column: 57, scope: !158)
!158 = distinct !DILexicalBlock(scope: !139, file: !3, line: 14, column: 39)
!159 = !DILocation(line: 14, column: 39, scope: !139)
!160 = !DILocation(line: 14, column: 76, scope: !158)
!161 = !DILocation(line: 14, column: 98, scope: !140)
!162 = !DILocation(line: 14, column: 103, scope: !140)
!163 = !DILocalVariable(name: "r", arg: 1, scope: !164, file: !3, line: 12, type: !14)
!164 = distinct !DISubprogram(name: "safe", scope: !3, file: !3, line: 12, type: !133, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !165)
!165 = !{!163, !166, !167}
!166 = !DILocalVariable(name: "c", arg: 2, scope: !164, file: !3, line: 12, type: !14)
!167 = !DILocalVariable(name: "i", scope: !168, file: !3, line: 12, type: !14)
!168 = distinct !DILexicalBlock(scope: !164, file: !3, line: 12, column: 33)
!169 = !DILocation(line: 0, scope: !164, inlinedAt: !170)
!170 = distinct !DILocation(line: 15, column: 54, scope: !171)
!171 = distinct !DILexicalBlock(scope: !152, file: !3, line: 15, column: 54)
!172 = !DILocation(line: 0, scope: !168, inlinedAt: !170)
!173 = !DILocation(line: 12, column: 33, scope: !168, inlinedAt: !170)
!174 = !DILocation(line: 12, column: 65, scope: !175, inlinedAt: !170)
!175 = distinct !DILexicalBlock(scope: !176, file: !3, line: 12, column: 65)
!176 = distinct !DILexicalBlock(scope: !168, file: !3, line: 12, column: 33)
!177 = !DILocation(line: 12, column: 72, scope: !175, inlinedAt: !170)
!178 = !DILocation(line: 12, column: 77, scope: !175, inlinedAt: !170)
!179 = !DILocation(line: 12, column: 87, scope: !175, inlinedAt: !170)
!180 = !DILocation(line: 12, column: 91, scope: !175, inlinedAt: !170)
!181 = !DILocation(line: 12, column: 100, scope: !175, inlinedAt: !170)
!182 = !DILocation(line: 12, column: 57, scope: !176, inlinedAt: !170)
!183 = !DILocation(line: 12, column: 51, scope: !176, inlinedAt: !170)
!184 = distinct !{!184, !173, !185, !63}
!185 = !DILocation(line: 12, column: 131, scope: !168, inlinedAt: !170)
!186 = !DILocation(line: 15, column: 54, scope: !152)
!187 = !DILocation(line: 15, column: 77, scope: !188)
!188 = distinct !DILexicalBlock(scope: !171, file: !3, line: 15, column: 68)
!189 = !DILocation(line: 15, column: 89, scope: !188)
!190 = !DILocation(line: 15, column: 86, scope: !188)
!191 = !DILocation(line: 15, column: 110, scope: !188)
!192 = !DILocation(line: 15, scope: !132)
!193 = !DILocation(line: 15, column: 46, scope: !152)
!194 = distinct !{!194, !153, !195, !63}
!195 = !DILocation(line: 15, column: 110, scope: !146)
!196 = !DILocation(line: 16, column: 1, scope: !132)
!197 = !DISubprogram(name: "printf", scope: !198, file: !198, line: 356, type: !199, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!198 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!199 = !DISubroutineType(types: !200)
!200 = !{!14, !201, null}
!201 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !202)
!202 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !203, size: 64)
!203 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!204 = !DISubprogram(name: "putc", scope: !198, file: !198, line: 550, type: !205, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!205 = !DISubroutineType(types: !206)
!206 = !{!14, !14, !207}
!207 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !208, size: 64)
!208 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !209, line: 7, baseType: !210)
!209 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!210 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !211, line: 49, size: 1728, elements: !212)
!211 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!212 = !{!213, !214, !216, !217, !218, !219, !220, !221, !222, !223, !224, !225, !226, !229, !231, !232, !233, !237, !239, !241, !245, !248, !250, !253, !256, !257, !259, !263, !264}
!213 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !210, file: !211, line: 51, baseType: !14, size: 32)
!214 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !210, file: !211, line: 54, baseType: !215, size: 64, offset: 64)
!215 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!216 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !210, file: !211, line: 55, baseType: !215, size: 64, offset: 128)
!217 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !210, file: !211, line: 56, baseType: !215, size: 64, offset: 192)
!218 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !210, file: !211, line: 57, baseType: !215, size: 64, offset: 256)
!219 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !210, file: !211, line: 58, baseType: !215, size: 64, offset: 320)
!220 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !210, file: !211, line: 59, baseType: !215, size: 64, offset: 384)
!221 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !210, file: !211, line: 60, baseType: !215, size: 64, offset: 448)
!222 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !210, file: !211, line: 61, baseType: !215, size: 64, offset: 512)
!223 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !210, file: !211, line: 64, baseType: !215, size: 64, offset: 576)
!224 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !210, file: !211, line: 65, baseType: !215, size: 64, offset: 640)
!225 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !210, file: !211, line: 66, baseType: !215, size: 64, offset: 704)
!226 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !210, file: !211, line: 68, baseType: !227, size: 64, offset: 768)
!227 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !228, size: 64)
!228 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !211, line: 36, flags: DIFlagFwdDecl)
!229 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !210, file: !211, line: 70, baseType: !230, size: 64, offset: 832)
!230 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !210, size: 64)
!231 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !210, file: !211, line: 72, baseType: !14, size: 32, offset: 896)
!232 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !210, file: !211, line: 73, baseType: !14, size: 32, offset: 928)
!233 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !210, file: !211, line: 74, baseType: !234, size: 64, offset: 960)
!234 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !235, line: 152, baseType: !236)
!235 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!236 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!237 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !210, file: !211, line: 77, baseType: !238, size: 16, offset: 1024)
!238 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!239 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !210, file: !211, line: 78, baseType: !240, size: 8, offset: 1040)
!240 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!241 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !210, file: !211, line: 79, baseType: !242, size: 8, offset: 1048)
!242 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 8, elements: !243)
!243 = !{!244}
!244 = !DISubrange(count: 1)
!245 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !210, file: !211, line: 81, baseType: !246, size: 64, offset: 1088)
!246 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !247, size: 64)
!247 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !211, line: 43, baseType: null)
!248 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !210, file: !211, line: 89, baseType: !249, size: 64, offset: 1152)
!249 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !235, line: 153, baseType: !236)
!250 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !210, file: !211, line: 91, baseType: !251, size: 64, offset: 1216)
!251 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !252, size: 64)
!252 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !211, line: 37, flags: DIFlagFwdDecl)
!253 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !210, file: !211, line: 92, baseType: !254, size: 64, offset: 1280)
!254 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !255, size: 64)
!255 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !211, line: 38, flags: DIFlagFwdDecl)
!256 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !210, file: !211, line: 93, baseType: !230, size: 64, offset: 1344)
!257 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !210, file: !211, line: 94, baseType: !258, size: 64, offset: 1408)
!258 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!259 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !210, file: !211, line: 95, baseType: !260, size: 64, offset: 1472)
!260 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !261, line: 18, baseType: !262)
!261 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!262 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!263 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !210, file: !211, line: 96, baseType: !14, size: 32, offset: 1536)
!264 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !210, file: !211, line: 98, baseType: !265, size: 160, offset: 1568)
!265 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 160, elements: !266)
!266 = !{!267}
!267 = !DISubrange(count: 20)
