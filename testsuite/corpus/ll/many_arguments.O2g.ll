; ModuleID = 'programs/many_arguments.c'
source_filename = "programs/many_arguments.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.P = type { i32, i32 }

@.str = private unnamed_addr constant [15 x i8] c"many_ints=%ld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [19 x i8] c"many_ints_neg=%ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [17 x i8] c"many_doubles=%g\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [16 x i8] c"interleaved=%g\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [15 x i8] c"with_ptrs=%ld\0A\00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [16 x i8] c"small_types=%d\0A\00", align 1, !dbg !24
@.str.7 = private unnamed_addr constant [13 x i8] c"via ptr=%ld\0A\00", align 1, !dbg !26

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 !dbg !51 {
  %1 = alloca i32, align 4, !DIAssignID !72
    #dbg_assign(i1 undef, !55, !DIExpression(), !72, ptr %1, !DIExpression(), !73)
  %2 = alloca i64, align 8, !DIAssignID !74
    #dbg_assign(i1 undef, !56, !DIExpression(), !74, ptr %2, !DIExpression(), !73)
  %3 = alloca double, align 8, !DIAssignID !75
    #dbg_assign(i1 undef, !57, !DIExpression(), !75, ptr %3, !DIExpression(), !73)
  %4 = alloca %struct.P, align 8, !DIAssignID !76
    #dbg_assign(i1 undef, !63, !DIExpression(), !76, ptr %4, !DIExpression(), !73)
  %5 = alloca ptr, align 8, !DIAssignID !77
    #dbg_assign(i1 undef, !70, !DIExpression(), !77, ptr %5, !DIExpression(), !73)
  %6 = tail call i64 @many_ints(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10, i32 noundef 11, i32 noundef 12), !dbg !78
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %6), !dbg !79
  %8 = tail call i64 @many_ints(i32 noundef -1, i32 noundef -2, i32 noundef -3, i32 noundef -4, i32 noundef -5, i32 noundef -6, i32 noundef -7, i32 noundef -8, i32 noundef -9, i32 noundef -10, i32 noundef -11, i32 noundef -2147483647), !dbg !80
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %8), !dbg !81
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 7.500000e-01), !dbg !82
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 4.773750e+02), !dbg !83
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #5, !dbg !84
  store i32 10, ptr %1, align 4, !dbg !85, !tbaa !86, !DIAssignID !90
    #dbg_assign(i32 10, !55, !DIExpression(), !90, ptr %1, !DIExpression(), !73)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5, !dbg !91
  store i64 20, ptr %2, align 8, !dbg !92, !tbaa !93, !DIAssignID !95
    #dbg_assign(i64 20, !56, !DIExpression(), !95, ptr %2, !DIExpression(), !73)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #5, !dbg !96
  store double 3.090000e+01, ptr %3, align 8, !dbg !97, !tbaa !98, !DIAssignID !100
    #dbg_assign(double 3.090000e+01, !57, !DIExpression(), !100, ptr %3, !DIExpression(), !73)
    #dbg_value(i64 17179869187, !58, !DIExpression(), !73)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #5, !dbg !101
  store i64 25769803781, ptr %4, align 8, !dbg !102, !DIAssignID !103
    #dbg_assign(i1 undef, !63, !DIExpression(), !103, ptr %4, !DIExpression(), !73)
    #dbg_value(i64 34359738375, !64, !DIExpression(), !73)
  %12 = call fastcc i64 @with_ptrs(ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3, ptr noundef nonnull %4), !dbg !104
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %12), !dbg !105
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 98449), !dbg !106
    #dbg_value(ptr @many_ints, !65, !DIExpression(), !73)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5), !dbg !107
  store volatile ptr @many_ints, ptr %5, align 8, !dbg !108, !tbaa !109, !DIAssignID !111
    #dbg_assign(ptr @many_ints, !70, !DIExpression(), !111, ptr %5, !DIExpression(), !73)
  %15 = load volatile ptr, ptr %5, align 8, !dbg !112, !tbaa !109
  %16 = tail call i64 %15(i32 noundef 12, i32 noundef 11, i32 noundef 10, i32 noundef 9, i32 noundef 8, i32 noundef 7, i32 noundef 6, i32 noundef 5, i32 noundef 4, i32 noundef 3, i32 noundef 2, i32 noundef 1) #5, !dbg !112
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %16), !dbg !113
  %18 = tail call i64 @many_ints(i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !114
  %19 = trunc i64 %18 to i32, !dbg !115
  %20 = and i32 %19, 255, !dbg !115
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5), !dbg !116
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #5, !dbg !116
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #5, !dbg !116
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5, !dbg !116
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #5, !dbg !116
  ret i32 %20, !dbg !117
}

; Function Attrs: nofree nounwind
declare !dbg !118 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal range(i64 -167503724544, 167503724467) i64 @many_ints(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11) #2 !dbg !125 {
    #dbg_value(i32 %0, !127, !DIExpression(), !139)
    #dbg_value(i32 %1, !128, !DIExpression(), !139)
    #dbg_value(i32 %2, !129, !DIExpression(), !139)
    #dbg_value(i32 %3, !130, !DIExpression(), !139)
    #dbg_value(i32 %4, !131, !DIExpression(), !139)
    #dbg_value(i32 %5, !132, !DIExpression(), !139)
    #dbg_value(i32 %6, !133, !DIExpression(), !139)
    #dbg_value(i32 %7, !134, !DIExpression(), !139)
    #dbg_value(i32 %8, !135, !DIExpression(), !139)
    #dbg_value(i32 %9, !136, !DIExpression(), !139)
    #dbg_value(i32 %10, !137, !DIExpression(), !139)
    #dbg_value(i32 %11, !138, !DIExpression(), !139)
  %13 = sext i32 %0 to i64, !dbg !140
  %14 = sext i32 %1 to i64, !dbg !141
  %15 = shl nsw i64 %14, 1, !dbg !142
  %16 = add nsw i64 %15, %13, !dbg !143
  %17 = sext i32 %2 to i64, !dbg !144
  %18 = mul nsw i64 %17, 3, !dbg !145
  %19 = add nsw i64 %16, %18, !dbg !146
  %20 = sext i32 %3 to i64, !dbg !147
  %21 = shl nsw i64 %20, 2, !dbg !148
  %22 = add nsw i64 %19, %21, !dbg !149
  %23 = sext i32 %4 to i64, !dbg !150
  %24 = mul nsw i64 %23, 5, !dbg !151
  %25 = add nsw i64 %22, %24, !dbg !152
  %26 = sext i32 %5 to i64, !dbg !153
  %27 = mul nsw i64 %26, 6, !dbg !154
  %28 = add nsw i64 %25, %27, !dbg !155
  %29 = sext i32 %6 to i64, !dbg !156
  %30 = mul nsw i64 %29, 7, !dbg !157
  %31 = add nsw i64 %28, %30, !dbg !158
  %32 = sext i32 %7 to i64, !dbg !159
  %33 = shl nsw i64 %32, 3, !dbg !160
  %34 = add nsw i64 %31, %33, !dbg !161
  %35 = sext i32 %8 to i64, !dbg !162
  %36 = mul nsw i64 %35, 9, !dbg !163
  %37 = add nsw i64 %34, %36, !dbg !164
  %38 = sext i32 %9 to i64, !dbg !165
  %39 = mul nsw i64 %38, 10, !dbg !166
  %40 = add nsw i64 %37, %39, !dbg !167
  %41 = sext i32 %10 to i64, !dbg !168
  %42 = mul nsw i64 %41, 11, !dbg !169
  %43 = add nsw i64 %40, %42, !dbg !170
  %44 = sext i32 %11 to i64, !dbg !171
  %45 = mul nsw i64 %44, 12, !dbg !172
  %46 = add nsw i64 %43, %45, !dbg !173
  ret i64 %46, !dbg !174
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc range(i64 -9223372036854775500, -9223372036854775808) i64 @with_ptrs(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3) unnamed_addr #4 !dbg !175 {
    #dbg_value(i32 3, !187, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !192)
    #dbg_value(i32 4, !187, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !192)
    #dbg_value(i64 34359738375, !191, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !192)
    #dbg_value(i32 8, !191, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !192)
    #dbg_value(ptr %0, !183, !DIExpression(), !192)
    #dbg_value(ptr %1, !184, !DIExpression(), !192)
    #dbg_value(ptr poison, !185, !DIExpression(), !192)
    #dbg_value(ptr %2, !186, !DIExpression(), !192)
    #dbg_value(ptr %3, !188, !DIExpression(), !192)
    #dbg_value(i32 100, !189, !DIExpression(), !192)
    #dbg_value(i32 200, !190, !DIExpression(), !192)
  %5 = load i32, ptr %0, align 4, !dbg !193, !tbaa !86
  %6 = sext i32 %5 to i64, !dbg !193
  %7 = load i64, ptr %1, align 8, !dbg !194, !tbaa !93
  %8 = load double, ptr %2, align 8, !dbg !195, !tbaa !98
  %9 = fptosi double %8 to i64, !dbg !196
  %10 = load i32, ptr %3, align 4, !dbg !197, !tbaa !198
  %11 = sext i32 %10 to i64, !dbg !200
  %12 = add nsw i64 %6, 441, !dbg !201
  %13 = add i64 %12, %7, !dbg !202
  %14 = add i64 %13, %9, !dbg !203
  %15 = add i64 %14, %11, !dbg !204
  ret i64 %15, !dbg !205
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!31}
!llvm.module.flags = !{!43, !44, !45, !46, !47, !48, !49}
!llvm.ident = !{!50}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/many_arguments.c", directory: ".", checksumkind: CSK_MD5, checksum: "9eeccf84ada949bab6abf3eddcdf1d5c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 15)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 19)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 17)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 16)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !3, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !19, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 13)
!31 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !32, globals: !37, splitDebugInlining: false, nameTableKind: None)
!32 = !{!33, !34, !35, !36}
!33 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!35 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!36 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!37 = !{!0, !7, !12, !17, !22, !38, !24, !26}
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 4)
!43 = !{i32 7, !"Dwarf Version", i32 5}
!44 = !{i32 2, !"Debug Info Version", i32 3}
!45 = !{i32 1, !"wchar_size", i32 4}
!46 = !{i32 8, !"PIC Level", i32 2}
!47 = !{i32 7, !"PIE Level", i32 2}
!48 = !{i32 7, !"uwtable", i32 2}
!49 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!50 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!51 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 15, type: !52, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !31, retainedNodes: !54)
!52 = !DISubroutineType(types: !53)
!53 = !{!34}
!54 = !{!55, !56, !57, !58, !63, !64, !65, !70}
!55 = !DILocalVariable(name: "a", scope: !51, file: !2, line: 20, type: !34)
!56 = !DILocalVariable(name: "b", scope: !51, file: !2, line: 20, type: !36)
!57 = !DILocalVariable(name: "d", scope: !51, file: !2, line: 20, type: !35)
!58 = !DILocalVariable(name: "p1", scope: !51, file: !2, line: 20, type: !59)
!59 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "P", file: !2, line: 5, size: 64, elements: !60)
!60 = !{!61, !62}
!61 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !59, file: !2, line: 5, baseType: !34, size: 32)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !59, file: !2, line: 5, baseType: !34, size: 32, offset: 32)
!63 = !DILocalVariable(name: "p2", scope: !51, file: !2, line: 20, type: !59)
!64 = !DILocalVariable(name: "p3", scope: !51, file: !2, line: 20, type: !59)
!65 = !DILocalVariable(name: "f", scope: !51, file: !2, line: 23, type: !66)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "fp12", file: !2, line: 13, baseType: !67)
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!68 = !DISubroutineType(types: !69)
!69 = !{!36, !34, !34, !34, !34, !34, !34, !34, !34, !34, !34, !34, !34}
!70 = !DILocalVariable(name: "vf", scope: !51, file: !2, line: 23, type: !71)
!71 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !66)
!72 = distinct !DIAssignID()
!73 = !DILocation(line: 0, scope: !51)
!74 = distinct !DIAssignID()
!75 = distinct !DIAssignID()
!76 = distinct !DIAssignID()
!77 = distinct !DIAssignID()
!78 = !DILocation(line: 16, column: 31, scope: !51)
!79 = !DILocation(line: 16, column: 5, scope: !51)
!80 = !DILocation(line: 17, column: 35, scope: !51)
!81 = !DILocation(line: 17, column: 5, scope: !51)
!82 = !DILocation(line: 18, column: 5, scope: !51)
!83 = !DILocation(line: 19, column: 5, scope: !51)
!84 = !DILocation(line: 20, column: 5, scope: !51)
!85 = !DILocation(line: 20, column: 9, scope: !51)
!86 = !{!87, !87, i64 0}
!87 = !{!"int", !88, i64 0}
!88 = !{!"omnipotent char", !89, i64 0}
!89 = !{!"Simple C/C++ TBAA"}
!90 = distinct !DIAssignID()
!91 = !DILocation(line: 20, column: 17, scope: !51)
!92 = !DILocation(line: 20, column: 22, scope: !51)
!93 = !{!94, !94, i64 0}
!94 = !{!"long", !88, i64 0}
!95 = distinct !DIAssignID()
!96 = !DILocation(line: 20, column: 30, scope: !51)
!97 = !DILocation(line: 20, column: 37, scope: !51)
!98 = !{!99, !99, i64 0}
!99 = !{!"double", !88, i64 0}
!100 = distinct !DIAssignID()
!101 = !DILocation(line: 20, column: 47, scope: !51)
!102 = !DILocation(line: 20, column: 71, scope: !51)
!103 = distinct !DIAssignID()
!104 = !DILocation(line: 21, column: 31, scope: !51)
!105 = !DILocation(line: 21, column: 5, scope: !51)
!106 = !DILocation(line: 22, column: 5, scope: !51)
!107 = !DILocation(line: 23, column: 25, scope: !51)
!108 = !DILocation(line: 23, column: 39, scope: !51)
!109 = !{!110, !110, i64 0}
!110 = !{!"any pointer", !88, i64 0}
!111 = distinct !DIAssignID()
!112 = !DILocation(line: 23, column: 71, scope: !51)
!113 = !DILocation(line: 23, column: 47, scope: !51)
!114 = !DILocation(line: 24, column: 18, scope: !51)
!115 = !DILocation(line: 24, column: 12, scope: !51)
!116 = !DILocation(line: 25, column: 1, scope: !51)
!117 = !DILocation(line: 24, column: 5, scope: !51)
!118 = !DISubprogram(name: "printf", scope: !119, file: !119, line: 356, type: !120, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!119 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!120 = !DISubroutineType(types: !121)
!121 = !{!34, !122, null}
!122 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !123)
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!124 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!125 = distinct !DISubprogram(name: "many_ints", scope: !2, file: !2, line: 6, type: !68, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !31, retainedNodes: !126)
!126 = !{!127, !128, !129, !130, !131, !132, !133, !134, !135, !136, !137, !138}
!127 = !DILocalVariable(name: "a", arg: 1, scope: !125, file: !2, line: 6, type: !34)
!128 = !DILocalVariable(name: "b", arg: 2, scope: !125, file: !2, line: 6, type: !34)
!129 = !DILocalVariable(name: "c", arg: 3, scope: !125, file: !2, line: 6, type: !34)
!130 = !DILocalVariable(name: "d", arg: 4, scope: !125, file: !2, line: 6, type: !34)
!131 = !DILocalVariable(name: "e", arg: 5, scope: !125, file: !2, line: 6, type: !34)
!132 = !DILocalVariable(name: "f", arg: 6, scope: !125, file: !2, line: 6, type: !34)
!133 = !DILocalVariable(name: "g", arg: 7, scope: !125, file: !2, line: 6, type: !34)
!134 = !DILocalVariable(name: "h", arg: 8, scope: !125, file: !2, line: 6, type: !34)
!135 = !DILocalVariable(name: "i", arg: 9, scope: !125, file: !2, line: 6, type: !34)
!136 = !DILocalVariable(name: "j", arg: 10, scope: !125, file: !2, line: 6, type: !34)
!137 = !DILocalVariable(name: "k", arg: 11, scope: !125, file: !2, line: 6, type: !34)
!138 = !DILocalVariable(name: "l", arg: 12, scope: !125, file: !2, line: 6, type: !34)
!139 = !DILocation(line: 0, scope: !125)
!140 = !DILocation(line: 6, column: 142, scope: !125)
!141 = !DILocation(line: 6, column: 151, scope: !125)
!142 = !DILocation(line: 6, column: 149, scope: !125)
!143 = !DILocation(line: 6, column: 144, scope: !125)
!144 = !DILocation(line: 6, column: 160, scope: !125)
!145 = !DILocation(line: 6, column: 158, scope: !125)
!146 = !DILocation(line: 6, column: 153, scope: !125)
!147 = !DILocation(line: 6, column: 169, scope: !125)
!148 = !DILocation(line: 6, column: 167, scope: !125)
!149 = !DILocation(line: 6, column: 162, scope: !125)
!150 = !DILocation(line: 6, column: 178, scope: !125)
!151 = !DILocation(line: 6, column: 176, scope: !125)
!152 = !DILocation(line: 6, column: 171, scope: !125)
!153 = !DILocation(line: 6, column: 187, scope: !125)
!154 = !DILocation(line: 6, column: 185, scope: !125)
!155 = !DILocation(line: 6, column: 180, scope: !125)
!156 = !DILocation(line: 6, column: 196, scope: !125)
!157 = !DILocation(line: 6, column: 194, scope: !125)
!158 = !DILocation(line: 6, column: 189, scope: !125)
!159 = !DILocation(line: 6, column: 205, scope: !125)
!160 = !DILocation(line: 6, column: 203, scope: !125)
!161 = !DILocation(line: 6, column: 198, scope: !125)
!162 = !DILocation(line: 6, column: 214, scope: !125)
!163 = !DILocation(line: 6, column: 212, scope: !125)
!164 = !DILocation(line: 6, column: 207, scope: !125)
!165 = !DILocation(line: 6, column: 224, scope: !125)
!166 = !DILocation(line: 6, column: 222, scope: !125)
!167 = !DILocation(line: 6, column: 216, scope: !125)
!168 = !DILocation(line: 6, column: 234, scope: !125)
!169 = !DILocation(line: 6, column: 232, scope: !125)
!170 = !DILocation(line: 6, column: 226, scope: !125)
!171 = !DILocation(line: 6, column: 244, scope: !125)
!172 = !DILocation(line: 6, column: 242, scope: !125)
!173 = !DILocation(line: 6, column: 236, scope: !125)
!174 = !DILocation(line: 6, column: 135, scope: !125)
!175 = distinct !DISubprogram(name: "with_ptrs", scope: !2, file: !2, line: 11, type: !176, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !31, retainedNodes: !182)
!176 = !DISubroutineType(cc: DW_CC_nocall, types: !177)
!177 = !{!36, !178, !179, !123, !180, !59, !181, !34, !34, !59}
!178 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!179 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!181 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!182 = !{!183, !184, !185, !186, !187, !188, !189, !190, !191}
!183 = !DILocalVariable(name: "a", arg: 1, scope: !175, file: !2, line: 11, type: !178)
!184 = !DILocalVariable(name: "b", arg: 2, scope: !175, file: !2, line: 11, type: !179)
!185 = !DILocalVariable(name: "c", arg: 3, scope: !175, file: !2, line: 11, type: !123)
!186 = !DILocalVariable(name: "d", arg: 4, scope: !175, file: !2, line: 11, type: !180)
!187 = !DILocalVariable(name: "e", arg: 5, scope: !175, file: !2, line: 11, type: !59)
!188 = !DILocalVariable(name: "f", arg: 6, scope: !175, file: !2, line: 11, type: !181)
!189 = !DILocalVariable(name: "g", arg: 7, scope: !175, file: !2, line: 11, type: !34)
!190 = !DILocalVariable(name: "h", arg: 8, scope: !175, file: !2, line: 11, type: !34)
!191 = !DILocalVariable(name: "i", arg: 9, scope: !175, file: !2, line: 11, type: !59)
!192 = !DILocation(line: 0, scope: !175)
!193 = !DILocation(line: 11, column: 152, scope: !175)
!194 = !DILocation(line: 11, column: 157, scope: !175)
!195 = !DILocation(line: 11, column: 175, scope: !175)
!196 = !DILocation(line: 11, column: 169, scope: !175)
!197 = !DILocation(line: 11, column: 195, scope: !175)
!198 = !{!199, !87, i64 0}
!199 = !{!"P", !87, i64 0, !87, i64 4}
!200 = !DILocation(line: 11, column: 192, scope: !175)
!201 = !DILocation(line: 11, column: 167, scope: !175)
!202 = !DILocation(line: 11, column: 178, scope: !175)
!203 = !DILocation(line: 11, column: 190, scope: !175)
!204 = !DILocation(line: 11, column: 205, scope: !175)
!205 = !DILocation(line: 11, column: 145, scope: !175)
