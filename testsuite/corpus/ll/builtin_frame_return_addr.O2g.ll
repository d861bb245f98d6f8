; ModuleID = 'programs/builtin_frame_return_addr.c'
source_filename = "programs/builtin_frame_return_addr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [45 x i8] c"frames decreasing=%d aligned=%d non-null=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [48 x i8] c"return address non-null=%d after main start=%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [35 x i8] c"callee locals below main frame=%d\0A\00", align 1, !dbg !12

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 12) i32 @main() #0 !dbg !32 {
  %1 = alloca [8 x i64], align 16, !DIAssignID !50
    #dbg_assign(i1 undef, !37, !DIExpression(), !50, ptr %1, !DIExpression(), !51)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #6, !dbg !52
  %2 = call fastcc i64 @frame_at(i32 noundef 7, ptr noundef nonnull %1, i32 noundef 0), !dbg !53
    #dbg_value(i32 1, !41, !DIExpression(), !51)
    #dbg_value(i32 1, !42, !DIExpression(), !51)
    #dbg_value(i32 1, !43, !DIExpression(), !54)
    #dbg_value(i32 1, !41, !DIExpression(), !51)
    #dbg_value(i64 1, !43, !DIExpression(), !54)
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !55
  %4 = load i64, ptr %3, align 8, !dbg !55, !tbaa !57
  %5 = load i64, ptr %1, align 16, !dbg !61, !tbaa !57
  %6 = icmp ult i64 %4, %5, !dbg !62
    #dbg_value(i1 %6, !41, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !51)
    #dbg_value(i64 2, !43, !DIExpression(), !54)
  %7 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !55
  %8 = load i64, ptr %7, align 16, !dbg !55, !tbaa !57
  %9 = icmp ult i64 %8, %4, !dbg !62
    #dbg_value(i1 poison, !41, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !51)
    #dbg_value(i64 3, !43, !DIExpression(), !54)
  %10 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !55
  %11 = load i64, ptr %10, align 8, !dbg !55, !tbaa !57
  %12 = icmp ult i64 %11, %8, !dbg !62
    #dbg_value(i1 poison, !41, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !51)
    #dbg_value(i64 4, !43, !DIExpression(), !54)
  %13 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !55
  %14 = load i64, ptr %13, align 16, !dbg !55, !tbaa !57
  %15 = icmp ult i64 %14, %11, !dbg !62
    #dbg_value(i1 poison, !41, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !51)
    #dbg_value(i64 5, !43, !DIExpression(), !54)
  %16 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !55
  %17 = load i64, ptr %16, align 8, !dbg !55, !tbaa !57
  %18 = icmp ult i64 %17, %14, !dbg !62
    #dbg_value(i1 poison, !41, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !51)
    #dbg_value(i64 6, !43, !DIExpression(), !54)
  %19 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !55
  %20 = load i64, ptr %19, align 16, !dbg !55, !tbaa !57
  %21 = icmp ult i64 %20, %17, !dbg !62
    #dbg_value(i1 poison, !41, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !51)
    #dbg_value(i64 7, !43, !DIExpression(), !54)
  %22 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !55
  %23 = load i64, ptr %22, align 8, !dbg !55, !tbaa !57
  %24 = icmp ult i64 %23, %20, !dbg !62
    #dbg_value(i32 %55, !41, !DIExpression(), !51)
    #dbg_value(i64 8, !43, !DIExpression(), !54)
    #dbg_value(i32 1, !42, !DIExpression(), !51)
    #dbg_value(i32 0, !45, !DIExpression(), !63)
    #dbg_value(i32 1, !42, !DIExpression(), !51)
    #dbg_value(i64 0, !45, !DIExpression(), !63)
  %25 = and i64 %5, 15, !dbg !64
  %26 = icmp eq i64 %25, 0, !dbg !66
    #dbg_value(i1 %26, !42, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !51)
    #dbg_value(i64 1, !45, !DIExpression(), !63)
  %27 = and i64 %4, 15, !dbg !64
  %28 = icmp eq i64 %27, 0, !dbg !66
    #dbg_value(i1 poison, !42, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !51)
    #dbg_value(i64 2, !45, !DIExpression(), !63)
  %29 = and i64 %8, 15, !dbg !64
  %30 = icmp eq i64 %29, 0, !dbg !66
    #dbg_value(i1 poison, !42, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !51)
    #dbg_value(i64 3, !45, !DIExpression(), !63)
  %31 = and i64 %11, 15, !dbg !64
  %32 = icmp eq i64 %31, 0, !dbg !66
    #dbg_value(i1 poison, !42, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !51)
    #dbg_value(i64 4, !45, !DIExpression(), !63)
  %33 = and i64 %14, 15, !dbg !64
  %34 = icmp eq i64 %33, 0, !dbg !66
    #dbg_value(i1 poison, !42, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !51)
    #dbg_value(i64 5, !45, !DIExpression(), !63)
  %35 = and i64 %17, 15, !dbg !64
  %36 = icmp eq i64 %35, 0, !dbg !66
    #dbg_value(i1 poison, !42, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !51)
    #dbg_value(i64 6, !45, !DIExpression(), !63)
  %37 = and i64 %20, 15, !dbg !64
  %38 = icmp eq i64 %37, 0, !dbg !66
    #dbg_value(i1 poison, !42, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !51)
    #dbg_value(i64 7, !45, !DIExpression(), !63)
  %39 = and i64 %23, 15, !dbg !64
  %40 = icmp eq i64 %39, 0, !dbg !66
  %41 = select i1 %40, i1 %38, i1 false, !dbg !67
  %42 = select i1 %41, i1 %36, i1 false, !dbg !67
  %43 = select i1 %42, i1 %34, i1 false, !dbg !67
  %44 = select i1 %43, i1 %32, i1 false, !dbg !67
  %45 = select i1 %44, i1 %30, i1 false, !dbg !67
  %46 = select i1 %45, i1 %28, i1 false, !dbg !67
  %47 = select i1 %46, i1 %26, i1 false, !dbg !67
  %48 = zext i1 %47 to i32, !dbg !67
    #dbg_value(i32 %48, !42, !DIExpression(), !51)
    #dbg_value(i64 8, !45, !DIExpression(), !63)
  %49 = select i1 %24, i1 %21, i1 false, !dbg !68
  %50 = select i1 %49, i1 %18, i1 false, !dbg !68
  %51 = select i1 %50, i1 %15, i1 false, !dbg !68
  %52 = select i1 %51, i1 %12, i1 false, !dbg !68
  %53 = select i1 %52, i1 %9, i1 false, !dbg !68
  %54 = select i1 %53, i1 %6, i1 false, !dbg !68
  %55 = zext i1 %54 to i32, !dbg !68
  %56 = icmp ne i64 %23, 0, !dbg !69
  %57 = zext i1 %56 to i32, !dbg !69
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %55, i32 noundef %48, i32 noundef %57), !dbg !70
  %59 = tail call fastcc ptr @ret_addr(), !dbg !71
    #dbg_value(ptr %59, !47, !DIExpression(), !51)
    #dbg_value(ptr @main, !48, !DIExpression(), !51)
  %60 = icmp ne ptr %59, null, !dbg !72
  %61 = zext i1 %60 to i32, !dbg !72
  %62 = icmp ugt ptr %59, @main, !dbg !73
  %63 = zext i1 %62 to i32, !dbg !73
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %61, i32 noundef %63), !dbg !74
  %65 = tail call ptr @llvm.frameaddress.p0(i32 0), !dbg !75
  %66 = ptrtoint ptr %65 to i64, !dbg !76
    #dbg_value(i64 %66, !49, !DIExpression(), !51)
  %67 = tail call fastcc i32 @local_below_caller(i64 noundef %66), !dbg !77
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %67), !dbg !78
  %69 = select i1 %54, i32 10, i32 0, !dbg !79
  %70 = or disjoint i32 %69, %48, !dbg !80
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #6, !dbg !81
  ret i32 %70, !dbg !82
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nounwind memory(argmem: write, inaccessiblemem: readwrite) uwtable
define internal fastcc i64 @frame_at(i32 noundef %0, ptr nocapture noundef writeonly %1, i32 noundef %2) unnamed_addr #2 !dbg !83 {
  %4 = alloca i8, align 16, !DIAssignID !94
    #dbg_assign(i1 undef, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !94, ptr %4, !DIExpression(), !95)
    #dbg_assign(i1 undef, !91, !DIExpression(DW_OP_LLVM_fragment, 8, 376), !96, ptr undef, !DIExpression(), !95)
    #dbg_value(i32 %0, !88, !DIExpression(), !95)
    #dbg_value(ptr %1, !89, !DIExpression(), !95)
    #dbg_value(i32 %2, !90, !DIExpression(), !95)
  %5 = tail call ptr @llvm.frameaddress.p0(i32 0), !dbg !97
  %6 = ptrtoint ptr %5 to i64, !dbg !98
  %7 = sext i32 %2 to i64, !dbg !99
  %8 = getelementptr inbounds i64, ptr %1, i64 %7, !dbg !99
  store i64 %6, ptr %8, align 8, !dbg !100, !tbaa !57
  %9 = icmp eq i32 %0, 0, !dbg !101
  br i1 %9, label %10, label %12, !dbg !103

10:                                               ; preds = %3, %12
  %11 = phi i64 [ %18, %12 ], [ %6, %3 ]
  ret i64 %11, !dbg !104

12:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %4), !dbg !105
  store volatile i8 0, ptr %4, align 16, !dbg !106, !tbaa !107, !DIAssignID !108
    #dbg_assign(i8 0, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !108, ptr %4, !DIExpression(), !95)
  %13 = add nsw i32 %0, -1, !dbg !109
  %14 = add nsw i32 %2, 1, !dbg !110
  %15 = tail call fastcc i64 @frame_at(i32 noundef %13, ptr noundef nonnull %1, i32 noundef %14), !dbg !111
  %16 = load volatile i8, ptr %4, align 16, !dbg !112, !tbaa !107
  %17 = sext i8 %16 to i64, !dbg !112
  %18 = add i64 %15, %17, !dbg !113
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %4), !dbg !104
  br label %10, !dbg !104
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !114 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc ptr @ret_addr() unnamed_addr #4 !dbg !121 {
  %1 = tail call ptr @llvm.returnaddress(i32 0), !dbg !124
  ret ptr %1, !dbg !125
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @local_below_caller(i64 noundef %0) unnamed_addr #4 !dbg !126 {
  %2 = alloca i32, align 4, !DIAssignID !132
    #dbg_assign(i1 undef, !131, !DIExpression(), !132, ptr %2, !DIExpression(), !133)
    #dbg_value(i64 %0, !130, !DIExpression(), !133)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #6, !dbg !134
    #dbg_assign(i32 0, !131, !DIExpression(), !135, ptr %2, !DIExpression(), !133)
  %3 = ptrtoint ptr %2 to i64, !dbg !136
  %4 = icmp ult i64 %3, %0, !dbg !137
  %5 = zext i1 %4 to i32, !dbg !137
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #6, !dbg !138
  ret i32 %5, !dbg !139
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.returnaddress(i32 immarg) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline nounwind memory(argmem: write, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!17}
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/builtin_frame_return_addr.c", directory: ".", checksumkind: CSK_MD5, checksum: "573fd8c0dab9261597db6b269666189b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 360, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 45)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 384, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 48)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 35)
!17 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !18, globals: !23, splitDebugInlining: false, nameTableKind: None)
!18 = !{!19, !20}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !21, line: 90, baseType: !22)
!21 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!22 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!23 = !{!0, !7, !12}
!24 = !{i32 7, !"Dwarf Version", i32 5}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 8, !"PIC Level", i32 2}
!28 = !{i32 7, !"PIE Level", i32 2}
!29 = !{i32 7, !"uwtable", i32 2}
!30 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!31 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!32 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 18, type: !33, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !36)
!33 = !DISubroutineType(types: !34)
!34 = !{!35}
!35 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!36 = !{!37, !41, !42, !43, !45, !47, !48, !49}
!37 = !DILocalVariable(name: "frames", scope: !32, file: !2, line: 19, type: !38)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 512, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 8)
!41 = !DILocalVariable(name: "decreasing", scope: !32, file: !2, line: 21, type: !35)
!42 = !DILocalVariable(name: "aligned", scope: !32, file: !2, line: 21, type: !35)
!43 = !DILocalVariable(name: "i", scope: !44, file: !2, line: 22, type: !35)
!44 = distinct !DILexicalBlock(scope: !32, file: !2, line: 22, column: 5)
!45 = !DILocalVariable(name: "i", scope: !46, file: !2, line: 23, type: !35)
!46 = distinct !DILexicalBlock(scope: !32, file: !2, line: 23, column: 5)
!47 = !DILocalVariable(name: "r1", scope: !32, file: !2, line: 25, type: !19)
!48 = !DILocalVariable(name: "lo", scope: !32, file: !2, line: 26, type: !19)
!49 = !DILocalVariable(name: "me", scope: !32, file: !2, line: 28, type: !20)
!50 = distinct !DIAssignID()
!51 = !DILocation(line: 0, scope: !32)
!52 = !DILocation(line: 19, column: 5, scope: !32)
!53 = !DILocation(line: 20, column: 5, scope: !32)
!54 = !DILocation(line: 0, scope: !44)
!55 = !DILocation(line: 22, column: 47, scope: !56)
!56 = distinct !DILexicalBlock(scope: !44, file: !2, line: 22, column: 5)
!57 = !{!58, !58, i64 0}
!58 = !{!"long", !59, i64 0}
!59 = !{!"omnipotent char", !60, i64 0}
!60 = !{!"Simple C/C++ TBAA"}
!61 = !DILocation(line: 22, column: 59, scope: !56)
!62 = !DILocation(line: 22, column: 57, scope: !56)
!63 = !DILocation(line: 0, scope: !46)
!64 = !DILocation(line: 23, column: 54, scope: !65)
!65 = distinct !DILexicalBlock(scope: !46, file: !2, line: 23, column: 5)
!66 = !DILocation(line: 23, column: 59, scope: !65)
!67 = !DILocation(line: 23, column: 41, scope: !65)
!68 = !DILocation(line: 22, column: 44, scope: !56)
!69 = !DILocation(line: 24, column: 92, scope: !32)
!70 = !DILocation(line: 24, column: 5, scope: !32)
!71 = !DILocation(line: 25, column: 16, scope: !32)
!72 = !DILocation(line: 27, column: 67, scope: !32)
!73 = !DILocation(line: 27, column: 87, scope: !32)
!74 = !DILocation(line: 27, column: 5, scope: !32)
!75 = !DILocation(line: 28, column: 31, scope: !32)
!76 = !DILocation(line: 28, column: 20, scope: !32)
!77 = !DILocation(line: 29, column: 51, scope: !32)
!78 = !DILocation(line: 29, column: 5, scope: !32)
!79 = !DILocation(line: 30, column: 23, scope: !32)
!80 = !DILocation(line: 30, column: 28, scope: !32)
!81 = !DILocation(line: 31, column: 1, scope: !32)
!82 = !DILocation(line: 30, column: 5, scope: !32)
!83 = distinct !DISubprogram(name: "frame_at", scope: !2, file: !2, line: 8, type: !84, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !87)
!84 = !DISubroutineType(types: !85)
!85 = !{!20, !35, !86, !35}
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!87 = !{!88, !89, !90, !91}
!88 = !DILocalVariable(name: "depth", arg: 1, scope: !83, file: !2, line: 8, type: !35)
!89 = !DILocalVariable(name: "out", arg: 2, scope: !83, file: !2, line: 8, type: !86)
!90 = !DILocalVariable(name: "i", arg: 3, scope: !83, file: !2, line: 8, type: !35)
!91 = !DILocalVariable(name: "pad", scope: !83, file: !2, line: 11, type: !92)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !93, size: 384, elements: !10)
!93 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !4)
!94 = distinct !DIAssignID()
!95 = !DILocation(line: 0, scope: !83)
!96 = distinct !DIAssignID()
!97 = !DILocation(line: 9, column: 25, scope: !83)
!98 = !DILocation(line: 9, column: 14, scope: !83)
!99 = !DILocation(line: 9, column: 5, scope: !83)
!100 = !DILocation(line: 9, column: 12, scope: !83)
!101 = !DILocation(line: 10, column: 15, scope: !102)
!102 = distinct !DILexicalBlock(scope: !83, file: !2, line: 10, column: 9)
!103 = !DILocation(line: 10, column: 9, scope: !83)
!104 = !DILocation(line: 14, column: 1, scope: !83)
!105 = !DILocation(line: 11, column: 5, scope: !83)
!106 = !DILocation(line: 12, column: 12, scope: !83)
!107 = !{!59, !59, i64 0}
!108 = distinct !DIAssignID()
!109 = !DILocation(line: 13, column: 27, scope: !83)
!110 = !DILocation(line: 13, column: 39, scope: !83)
!111 = !DILocation(line: 13, column: 12, scope: !83)
!112 = !DILocation(line: 13, column: 46, scope: !83)
!113 = !DILocation(line: 13, column: 44, scope: !83)
!114 = !DISubprogram(name: "printf", scope: !115, file: !115, line: 356, type: !116, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!115 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!116 = !DISubroutineType(types: !117)
!117 = !{!35, !118, null}
!118 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !119)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!121 = distinct !DISubprogram(name: "ret_addr", scope: !2, file: !2, line: 15, type: !122, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17)
!122 = !DISubroutineType(types: !123)
!123 = !{!19}
!124 = !DILocation(line: 15, column: 64, scope: !121)
!125 = !DILocation(line: 15, column: 57, scope: !121)
!126 = distinct !DISubprogram(name: "local_below_caller", scope: !2, file: !2, line: 16, type: !127, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !129)
!127 = !DISubroutineType(types: !128)
!128 = !{!35, !20}
!129 = !{!130, !131}
!130 = !DILocalVariable(name: "caller_frame", arg: 1, scope: !126, file: !2, line: 16, type: !20)
!131 = !DILocalVariable(name: "local", scope: !126, file: !2, line: 16, type: !35)
!132 = distinct !DIAssignID()
!133 = !DILocation(line: 0, scope: !126)
!134 = !DILocation(line: 16, column: 83, scope: !126)
!135 = distinct !DIAssignID()
!136 = !DILocation(line: 16, column: 105, scope: !126)
!137 = !DILocation(line: 16, column: 123, scope: !126)
!138 = !DILocation(line: 16, column: 139, scope: !126)
!139 = !DILocation(line: 16, column: 98, scope: !126)
