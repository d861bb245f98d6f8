; ModuleID = 'programs/fixed_point_math.c'
source_filename = "programs/fixed_point_math.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [44 x i8] c"mul %.5f div %.5f sqrt2 %.5f sqrt(10) %.5f\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [27 x i8] c"deg %3d sin %.4f cos %.4f\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [11 x i8] c" .:-=+*#%@\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [25 x i8] c"q31 0.5^2 = %lld (%.6f)\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [10 x i8] c"total=%d\0A\00", align 1, !dbg !22
@cordic_tab = internal unnamed_addr constant [16 x i32] [i32 51472, i32 30386, i32 16055, i32 8150, i32 4091, i32 2047, i32 1024, i32 512, i32 256, i32 128, i32 64, i32 32, i32 16, i32 8, i32 4, i32 2], align 16, !dbg !27
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -255, 256) i32 @main() local_unnamed_addr #0 !dbg !54 {
    #dbg_value(i32 212992, !58, !DIExpression(), !85)
    #dbg_value(i32 -98304, !59, !DIExpression(), !85)
    #dbg_value(i32 212992, !86, !DIExpression(), !92)
    #dbg_value(i32 -98304, !91, !DIExpression(), !92)
    #dbg_value(i32 -319488, !94, !DIExpression(), !100)
    #dbg_value(i32 -141994, !94, !DIExpression(), !102)
    #dbg_value(i32 92681, !94, !DIExpression(), !104)
    #dbg_value(i32 207243, !94, !DIExpression(), !106)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef -4.875000e+00, double noundef 0xC001555000000000, double noundef 0x3FF6A09000000000, double noundef 0x40094C5800000000), !dbg !108
    #dbg_value(i32 -90, !60, !DIExpression(), !109)
  br label %2, !dbg !110

2:                                                ; preds = %0, %32
  %3 = phi i64 [ -90, %0 ], [ %39, %32 ]
    #dbg_value(i64 %3, !60, !DIExpression(), !109)
  %4 = mul nsw i64 %3, 205887, !dbg !111
  %5 = sdiv i64 %4, 180, !dbg !112
  %6 = trunc i64 %5 to i32, !dbg !113
    #dbg_value(i32 %6, !114, !DIExpression(), !131)
    #dbg_value(ptr undef, !120, !DIExpression(), !131)
    #dbg_value(ptr undef, !121, !DIExpression(), !131)
    #dbg_value(i32 39797, !122, !DIExpression(), !131)
    #dbg_value(i32 0, !123, !DIExpression(), !131)
    #dbg_value(i32 %6, !124, !DIExpression(), !131)
    #dbg_value(i32 0, !125, !DIExpression(), !133)
  br label %7, !dbg !134

7:                                                ; preds = %26, %2
  %8 = phi i64 [ 0, %2 ], [ %30, %26 ]
  %9 = phi i32 [ 39797, %2 ], [ %29, %26 ]
  %10 = phi i32 [ 0, %2 ], [ %28, %26 ]
  %11 = phi i32 [ %6, %2 ], [ %27, %26 ]
    #dbg_value(i32 %9, !122, !DIExpression(), !131)
    #dbg_value(i32 %10, !123, !DIExpression(), !131)
    #dbg_value(i64 %8, !125, !DIExpression(), !133)
    #dbg_value(i32 %11, !124, !DIExpression(), !131)
  %12 = trunc nuw nsw i64 %8 to i32, !dbg !135
  %13 = ashr i32 %10, %12, !dbg !135
    #dbg_value(i32 %13, !127, !DIExpression(), !136)
  %14 = ashr i32 %9, %12, !dbg !137
    #dbg_value(i32 %14, !130, !DIExpression(), !136)
  %15 = icmp sgt i32 %11, -1, !dbg !138
  %16 = getelementptr inbounds [16 x i32], ptr @cordic_tab, i64 0, i64 %8, !dbg !140
  %17 = load i32, ptr %16, align 4, !dbg !140, !tbaa !141
  br i1 %15, label %18, label %22, !dbg !145

18:                                               ; preds = %7
  %19 = sub nsw i32 %9, %13, !dbg !146
    #dbg_value(i32 %19, !122, !DIExpression(), !131)
  %20 = add nsw i32 %14, %10, !dbg !148
    #dbg_value(i32 %20, !123, !DIExpression(), !131)
  %21 = sub nsw i32 %11, %17, !dbg !149
    #dbg_value(i32 %21, !124, !DIExpression(), !131)
  br label %26, !dbg !150

22:                                               ; preds = %7
  %23 = add nsw i32 %13, %9, !dbg !151
    #dbg_value(i32 %23, !122, !DIExpression(), !131)
  %24 = sub nsw i32 %10, %14, !dbg !153
    #dbg_value(i32 %24, !123, !DIExpression(), !131)
  %25 = add nsw i32 %17, %11, !dbg !154
    #dbg_value(i32 %25, !124, !DIExpression(), !131)
  br label %26

26:                                               ; preds = %22, %18
  %27 = phi i32 [ %21, %18 ], [ %25, %22 ], !dbg !140
  %28 = phi i32 [ %20, %18 ], [ %24, %22 ], !dbg !140
  %29 = phi i32 [ %19, %18 ], [ %23, %22 ], !dbg !140
    #dbg_value(i32 %29, !122, !DIExpression(), !131)
    #dbg_value(i32 %28, !123, !DIExpression(), !131)
    #dbg_value(i32 %27, !124, !DIExpression(), !131)
  %30 = add nuw nsw i64 %8, 1, !dbg !155
    #dbg_value(i64 %30, !125, !DIExpression(), !133)
  %31 = icmp eq i64 %30, 16, !dbg !156
  br i1 %31, label %32, label %7, !dbg !134, !llvm.loop !157

32:                                               ; preds = %26
    #dbg_value(i32 %29, !65, !DIExpression(), !160)
    #dbg_value(i32 %28, !62, !DIExpression(), !160)
    #dbg_value(i32 %28, !94, !DIExpression(), !161)
  %33 = sitofp i32 %28 to double, !dbg !163
  %34 = fmul double %33, 0x3EF0000000000000, !dbg !164
    #dbg_value(i32 %29, !94, !DIExpression(), !165)
  %35 = sitofp i32 %29 to double, !dbg !167
  %36 = fmul double %35, 0x3EF0000000000000, !dbg !168
  %37 = trunc nsw i64 %3 to i32, !dbg !169
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %37, double noundef %34, double noundef %36), !dbg !169
  %39 = add nsw i64 %3, 30, !dbg !170
    #dbg_value(i64 %39, !60, !DIExpression(), !109)
  %40 = icmp slt i64 %3, 61, !dbg !171
  br i1 %40, label %2, label %41, !dbg !110, !llvm.loop !172

41:                                               ; preds = %32, %50
  %42 = phi i32 [ %89, %50 ], [ 0, %32 ]
  %43 = phi i32 [ %53, %50 ], [ 0, %32 ]
    #dbg_value(i32 %42, !66, !DIExpression(), !85)
    #dbg_value(i32 %43, !67, !DIExpression(), !174)
  %44 = mul nuw nsw i32 %43, 6553
  %45 = add nsw i32 %44, -78643
    #dbg_value(i32 %42, !66, !DIExpression(), !85)
    #dbg_value(i32 0, !69, !DIExpression(), !175)
  br label %55, !dbg !176

46:                                               ; preds = %50
    #dbg_value(i32 1073741824, !83, !DIExpression(), !85)
    #dbg_value(i64 536870912, !84, !DIExpression(), !85)
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 536870912, double noundef 2.500000e-01), !dbg !177
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %89), !dbg !178
  %49 = srem i32 %89, 256, !dbg !179
  ret i32 %49, !dbg !180

50:                                               ; preds = %87
    #dbg_value(i32 10, !181, !DIExpression(), !187)
  %51 = load ptr, ptr @stdout, align 8, !dbg !189, !tbaa !190
  %52 = tail call i32 @putc(i32 noundef 10, ptr noundef %51), !dbg !192
  %53 = add nuw nsw i32 %43, 1, !dbg !193
    #dbg_value(i32 %89, !66, !DIExpression(), !85)
    #dbg_value(i32 %53, !67, !DIExpression(), !174)
  %54 = icmp eq i32 %53, 24, !dbg !194
  br i1 %54, label %46, label %41, !dbg !195, !llvm.loop !196

55:                                               ; preds = %41, %87
  %56 = phi i32 [ %42, %41 ], [ %89, %87 ]
  %57 = phi i32 [ 0, %41 ], [ %98, %87 ]
    #dbg_value(i32 %56, !66, !DIExpression(), !85)
    #dbg_value(i32 %57, !69, !DIExpression(), !175)
  %58 = mul nuw nsw i32 %57, 3276, !dbg !198
    #dbg_value(i32 poison, !73, !DIExpression(), !199)
    #dbg_value(i32 %45, !76, !DIExpression(), !199)
    #dbg_value(i32 0, !77, !DIExpression(), !199)
    #dbg_value(i32 0, !78, !DIExpression(), !199)
    #dbg_value(i32 0, !79, !DIExpression(), !199)
  %59 = add nsw i32 %58, -144179
  br label %60, !dbg !200

60:                                               ; preds = %55, %76
  %61 = phi i32 [ 0, %55 ], [ %85, %76 ]
  %62 = phi i32 [ 0, %55 ], [ %82, %76 ]
  %63 = phi i32 [ 0, %55 ], [ %84, %76 ]
    #dbg_value(i32 %61, !79, !DIExpression(), !199)
    #dbg_value(i32 %62, !78, !DIExpression(), !199)
    #dbg_value(i32 %63, !77, !DIExpression(), !199)
    #dbg_value(i32 %63, !86, !DIExpression(), !201)
    #dbg_value(i32 %63, !91, !DIExpression(), !201)
  %64 = sext i32 %63 to i64, !dbg !203
  %65 = mul nsw i64 %64, %64, !dbg !204
  %66 = add nuw nsw i64 %65, 32768, !dbg !205
  %67 = lshr i64 %66, 16, !dbg !206
  %68 = trunc i64 %67 to i32, !dbg !207
    #dbg_value(i32 %68, !80, !DIExpression(), !208)
    #dbg_value(i32 %62, !86, !DIExpression(), !209)
    #dbg_value(i32 %62, !91, !DIExpression(), !209)
  %69 = sext i32 %62 to i64, !dbg !211
  %70 = mul nsw i64 %69, %69, !dbg !212
  %71 = add nuw nsw i64 %70, 32768, !dbg !213
  %72 = lshr i64 %71, 16, !dbg !214
  %73 = trunc i64 %72 to i32, !dbg !215
    #dbg_value(i32 %73, !82, !DIExpression(), !208)
  %74 = add nsw i32 %73, %68, !dbg !216
  %75 = icmp sgt i32 %74, 262144, !dbg !218
  br i1 %75, label %87, label %76, !dbg !219

76:                                               ; preds = %60
    #dbg_value(i32 undef, !86, !DIExpression(), !220)
    #dbg_value(i32 undef, !91, !DIExpression(), !220)
  %77 = mul nsw i64 %69, %64, !dbg !222
  %78 = add nsw i64 %77, 32768, !dbg !223
  %79 = lshr i64 %78, 15, !dbg !224
  %80 = trunc i64 %79 to i32, !dbg !224
  %81 = and i32 %80, -2, !dbg !224
  %82 = add nsw i32 %45, %81, !dbg !225
    #dbg_value(i32 %82, !78, !DIExpression(), !199)
  %83 = add i32 %59, %68, !dbg !226
  %84 = sub i32 %83, %73, !dbg !227
    #dbg_value(i32 %84, !77, !DIExpression(), !199)
  %85 = add nuw nsw i32 %61, 1, !dbg !228
    #dbg_value(i32 %85, !79, !DIExpression(), !199)
  %86 = icmp eq i32 %85, 64, !dbg !229
  br i1 %86, label %87, label %60, !dbg !200

87:                                               ; preds = %60, %76
  %88 = phi i32 [ %61, %60 ], [ 64, %76 ], !dbg !230
    #dbg_value(i32 %88, !79, !DIExpression(), !199)
  %89 = add nsw i32 %88, %56, !dbg !231
    #dbg_value(i32 %89, !66, !DIExpression(), !85)
  %90 = mul nuw nsw i32 %88, 9, !dbg !232
  %91 = lshr i32 %90, 6, !dbg !233
  %92 = zext nneg i32 %91 to i64, !dbg !234
  %93 = getelementptr inbounds [11 x i8], ptr @.str.2, i64 0, i64 %92, !dbg !234
  %94 = load i8, ptr %93, align 1, !dbg !234, !tbaa !235
  %95 = sext i8 %94 to i32, !dbg !234
    #dbg_value(i32 %95, !181, !DIExpression(), !236)
  %96 = load ptr, ptr @stdout, align 8, !dbg !238, !tbaa !190
  %97 = tail call i32 @putc(i32 noundef %95, ptr noundef %96), !dbg !239
  %98 = add nuw nsw i32 %57, 1, !dbg !240
    #dbg_value(i32 %98, !69, !DIExpression(), !175)
  %99 = icmp eq i32 %98, 64, !dbg !241
  br i1 %99, label %50, label %55, !dbg !176, !llvm.loop !242
}

; Function Attrs: nofree nounwind
declare !dbg !244 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !251 noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!29}
!llvm.module.flags = !{!46, !47, !48, !49, !50, !51, !52}
!llvm.ident = !{!53}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/fixed_point_math.c", directory: ".", checksumkind: CSK_MD5, checksum: "fa6dfeaa1cf21a50745931fcf724d910")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 44)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 27)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 11)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 25)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 10)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "cordic_tab", scope: !29, file: !2, line: 11, type: !42, isLocal: true, isDefinition: true)
!29 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !30, globals: !41, splitDebugInlining: false, nameTableKind: None)
!30 = !{!31, !37, !40}
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "q16", file: !2, line: 6, baseType: !32)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !33, line: 26, baseType: !34)
!33 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !35, line: 41, baseType: !36)
!35 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !33, line: 27, baseType: !38)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !35, line: 44, baseType: !39)
!39 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!40 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!41 = !{!0, !7, !12, !17, !22, !27}
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 512, elements: !44)
!43 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !32)
!44 = !{!45}
!45 = !DISubrange(count: 16)
!46 = !{i32 7, !"Dwarf Version", i32 5}
!47 = !{i32 2, !"Debug Info Version", i32 3}
!48 = !{i32 1, !"wchar_size", i32 4}
!49 = !{i32 8, !"PIC Level", i32 2}
!50 = !{i32 7, !"PIE Level", i32 2}
!51 = !{i32 7, !"uwtable", i32 2}
!52 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!53 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!54 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 19, type: !55, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !57)
!55 = !DISubroutineType(types: !56)
!56 = !{!36}
!57 = !{!58, !59, !60, !62, !65, !66, !67, !69, !73, !76, !77, !78, !79, !80, !82, !83, !84}
!58 = !DILocalVariable(name: "a", scope: !54, file: !2, line: 20, type: !31)
!59 = !DILocalVariable(name: "b", scope: !54, file: !2, line: 20, type: !31)
!60 = !DILocalVariable(name: "deg", scope: !61, file: !2, line: 22, type: !36)
!61 = distinct !DILexicalBlock(scope: !54, file: !2, line: 22, column: 5)
!62 = !DILocalVariable(name: "s", scope: !63, file: !2, line: 22, type: !31)
!63 = distinct !DILexicalBlock(scope: !64, file: !2, line: 22, column: 47)
!64 = distinct !DILexicalBlock(scope: !61, file: !2, line: 22, column: 5)
!65 = !DILocalVariable(name: "c", scope: !63, file: !2, line: 22, type: !31)
!66 = !DILocalVariable(name: "total", scope: !54, file: !2, line: 23, type: !36)
!67 = !DILocalVariable(name: "py", scope: !68, file: !2, line: 24, type: !36)
!68 = distinct !DILexicalBlock(scope: !54, file: !2, line: 24, column: 5)
!69 = !DILocalVariable(name: "px", scope: !70, file: !2, line: 25, type: !36)
!70 = distinct !DILexicalBlock(scope: !71, file: !2, line: 25, column: 9)
!71 = distinct !DILexicalBlock(scope: !72, file: !2, line: 24, column: 37)
!72 = distinct !DILexicalBlock(scope: !68, file: !2, line: 24, column: 5)
!73 = !DILocalVariable(name: "cx", scope: !74, file: !2, line: 26, type: !31)
!74 = distinct !DILexicalBlock(scope: !75, file: !2, line: 25, column: 41)
!75 = distinct !DILexicalBlock(scope: !70, file: !2, line: 25, column: 9)
!76 = !DILocalVariable(name: "cy", scope: !74, file: !2, line: 26, type: !31)
!77 = !DILocalVariable(name: "zx", scope: !74, file: !2, line: 26, type: !31)
!78 = !DILocalVariable(name: "zy", scope: !74, file: !2, line: 26, type: !31)
!79 = !DILocalVariable(name: "it", scope: !74, file: !2, line: 26, type: !36)
!80 = !DILocalVariable(name: "zx2", scope: !81, file: !2, line: 27, type: !31)
!81 = distinct !DILexicalBlock(scope: !74, file: !2, line: 27, column: 29)
!82 = !DILocalVariable(name: "zy2", scope: !81, file: !2, line: 27, type: !31)
!83 = !DILocalVariable(name: "q31", scope: !54, file: !2, line: 32, type: !32)
!84 = !DILocalVariable(name: "sq", scope: !54, file: !2, line: 32, type: !37)
!85 = !DILocation(line: 0, scope: !54)
!86 = !DILocalVariable(name: "a", arg: 1, scope: !87, file: !2, line: 8, type: !31)
!87 = distinct !DISubprogram(name: "qmul", scope: !2, file: !2, line: 8, type: !88, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !90)
!88 = !DISubroutineType(types: !89)
!89 = !{!31, !31, !31}
!90 = !{!86, !91}
!91 = !DILocalVariable(name: "b", arg: 2, scope: !87, file: !2, line: 8, type: !31)
!92 = !DILocation(line: 0, scope: !87, inlinedAt: !93)
!93 = distinct !DILocation(line: 21, column: 64, scope: !54)
!94 = !DILocalVariable(name: "v", arg: 1, scope: !95, file: !2, line: 17, type: !31)
!95 = distinct !DISubprogram(name: "tod", scope: !2, file: !2, line: 17, type: !96, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !99)
!96 = !DISubroutineType(types: !97)
!97 = !{!98, !31}
!98 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!99 = !{!94}
!100 = !DILocation(line: 0, scope: !95, inlinedAt: !101)
!101 = distinct !DILocation(line: 21, column: 60, scope: !54)
!102 = !DILocation(line: 0, scope: !95, inlinedAt: !103)
!103 = distinct !DILocation(line: 21, column: 77, scope: !54)
!104 = !DILocation(line: 0, scope: !95, inlinedAt: !105)
!105 = distinct !DILocation(line: 21, column: 94, scope: !54)
!106 = !DILocation(line: 0, scope: !95, inlinedAt: !107)
!107 = distinct !DILocation(line: 21, column: 114, scope: !54)
!108 = !DILocation(line: 21, column: 5, scope: !54)
!109 = !DILocation(line: 0, scope: !61)
!110 = !DILocation(line: 22, column: 5, scope: !61)
!111 = !DILocation(line: 22, column: 85, scope: !63)
!112 = !DILocation(line: 22, column: 94, scope: !63)
!113 = !DILocation(line: 22, column: 66, scope: !63)
!114 = !DILocalVariable(name: "theta", arg: 1, scope: !115, file: !2, line: 12, type: !31)
!115 = distinct !DISubprogram(name: "cordic", scope: !2, file: !2, line: 12, type: !116, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !119)
!116 = !DISubroutineType(types: !117)
!117 = !{null, !31, !118, !118}
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!119 = !{!114, !120, !121, !122, !123, !124, !125, !127, !130}
!120 = !DILocalVariable(name: "s", arg: 2, scope: !115, file: !2, line: 12, type: !118)
!121 = !DILocalVariable(name: "c", arg: 3, scope: !115, file: !2, line: 12, type: !118)
!122 = !DILocalVariable(name: "x", scope: !115, file: !2, line: 13, type: !32)
!123 = !DILocalVariable(name: "y", scope: !115, file: !2, line: 13, type: !32)
!124 = !DILocalVariable(name: "z", scope: !115, file: !2, line: 13, type: !32)
!125 = !DILocalVariable(name: "i", scope: !126, file: !2, line: 14, type: !36)
!126 = distinct !DILexicalBlock(scope: !115, file: !2, line: 14, column: 5)
!127 = !DILocalVariable(name: "dx", scope: !128, file: !2, line: 14, type: !32)
!128 = distinct !DILexicalBlock(scope: !129, file: !2, line: 14, column: 34)
!129 = distinct !DILexicalBlock(scope: !126, file: !2, line: 14, column: 5)
!130 = !DILocalVariable(name: "dy", scope: !128, file: !2, line: 14, type: !32)
!131 = !DILocation(line: 0, scope: !115, inlinedAt: !132)
!132 = distinct !DILocation(line: 22, column: 59, scope: !63)
!133 = !DILocation(line: 0, scope: !126, inlinedAt: !132)
!134 = !DILocation(line: 14, column: 5, scope: !126, inlinedAt: !132)
!135 = !DILocation(line: 14, column: 51, scope: !128, inlinedAt: !132)
!136 = !DILocation(line: 0, scope: !128, inlinedAt: !132)
!137 = !DILocation(line: 14, column: 64, scope: !128, inlinedAt: !132)
!138 = !DILocation(line: 14, column: 76, scope: !139, inlinedAt: !132)
!139 = distinct !DILexicalBlock(scope: !128, file: !2, line: 14, column: 74)
!140 = !DILocation(line: 14, scope: !139, inlinedAt: !132)
!141 = !{!142, !142, i64 0}
!142 = !{!"int", !143, i64 0}
!143 = !{!"omnipotent char", !144, i64 0}
!144 = !{!"Simple C/C++ TBAA"}
!145 = !DILocation(line: 14, column: 74, scope: !128, inlinedAt: !132)
!146 = !DILocation(line: 14, column: 86, scope: !147, inlinedAt: !132)
!147 = distinct !DILexicalBlock(scope: !139, file: !2, line: 14, column: 82)
!148 = !DILocation(line: 14, column: 95, scope: !147, inlinedAt: !132)
!149 = !DILocation(line: 14, column: 104, scope: !147, inlinedAt: !132)
!150 = !DILocation(line: 14, column: 122, scope: !147, inlinedAt: !132)
!151 = !DILocation(line: 14, column: 133, scope: !152, inlinedAt: !132)
!152 = distinct !DILexicalBlock(scope: !139, file: !2, line: 14, column: 129)
!153 = !DILocation(line: 14, column: 142, scope: !152, inlinedAt: !132)
!154 = !DILocation(line: 14, column: 151, scope: !152, inlinedAt: !132)
!155 = !DILocation(line: 14, column: 30, scope: !129, inlinedAt: !132)
!156 = !DILocation(line: 14, column: 23, scope: !129, inlinedAt: !132)
!157 = distinct !{!157, !134, !158, !159}
!158 = !DILocation(line: 14, column: 171, scope: !126, inlinedAt: !132)
!159 = !{!"llvm.loop.mustprogress"}
!160 = !DILocation(line: 0, scope: !63)
!161 = !DILocation(line: 0, scope: !95, inlinedAt: !162)
!162 = distinct !DILocation(line: 22, column: 154, scope: !63)
!163 = !DILocation(line: 17, column: 35, scope: !95, inlinedAt: !162)
!164 = !DILocation(line: 17, column: 37, scope: !95, inlinedAt: !162)
!165 = !DILocation(line: 0, scope: !95, inlinedAt: !166)
!166 = distinct !DILocation(line: 22, column: 162, scope: !63)
!167 = !DILocation(line: 17, column: 35, scope: !95, inlinedAt: !166)
!168 = !DILocation(line: 17, column: 37, scope: !95, inlinedAt: !166)
!169 = !DILocation(line: 22, column: 111, scope: !63)
!170 = !DILocation(line: 22, column: 40, scope: !64)
!171 = !DILocation(line: 22, column: 29, scope: !64)
!172 = distinct !{!172, !110, !173, !159}
!173 = !DILocation(line: 22, column: 171, scope: !61)
!174 = !DILocation(line: 0, scope: !68)
!175 = !DILocation(line: 0, scope: !70)
!176 = !DILocation(line: 25, column: 9, scope: !70)
!177 = !DILocation(line: 32, column: 72, scope: !54)
!178 = !DILocation(line: 33, column: 5, scope: !54)
!179 = !DILocation(line: 34, column: 18, scope: !54)
!180 = !DILocation(line: 35, column: 1, scope: !54)
!181 = !DILocalVariable(name: "__c", arg: 1, scope: !182, file: !183, line: 82, type: !36)
!182 = distinct !DISubprogram(name: "putchar", scope: !183, file: !183, line: 82, type: !184, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !186)
!183 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!184 = !DISubroutineType(types: !185)
!185 = !{!36, !36}
!186 = !{!181}
!187 = !DILocation(line: 0, scope: !182, inlinedAt: !188)
!188 = distinct !DILocation(line: 30, column: 9, scope: !71)
!189 = !DILocation(line: 84, column: 21, scope: !182, inlinedAt: !188)
!190 = !{!191, !191, i64 0}
!191 = !{!"any pointer", !143, i64 0}
!192 = !DILocation(line: 84, column: 10, scope: !182, inlinedAt: !188)
!193 = !DILocation(line: 24, column: 33, scope: !72)
!194 = !DILocation(line: 24, column: 25, scope: !72)
!195 = !DILocation(line: 24, column: 5, scope: !68)
!196 = distinct !{!196, !195, !197, !159}
!197 = !DILocation(line: 31, column: 5, scope: !68)
!198 = !DILocation(line: 26, column: 37, scope: !74)
!199 = !DILocation(line: 0, scope: !74)
!200 = !DILocation(line: 27, column: 13, scope: !74)
!201 = !DILocation(line: 0, scope: !87, inlinedAt: !202)
!202 = distinct !DILocation(line: 27, column: 41, scope: !81)
!203 = !DILocation(line: 8, column: 47, scope: !87, inlinedAt: !202)
!204 = !DILocation(line: 8, column: 58, scope: !87, inlinedAt: !202)
!205 = !DILocation(line: 8, column: 62, scope: !87, inlinedAt: !202)
!206 = !DILocation(line: 8, column: 75, scope: !87, inlinedAt: !202)
!207 = !DILocation(line: 8, column: 40, scope: !87, inlinedAt: !202)
!208 = !DILocation(line: 0, scope: !81)
!209 = !DILocation(line: 0, scope: !87, inlinedAt: !210)
!210 = distinct !DILocation(line: 27, column: 61, scope: !81)
!211 = !DILocation(line: 8, column: 47, scope: !87, inlinedAt: !210)
!212 = !DILocation(line: 8, column: 58, scope: !87, inlinedAt: !210)
!213 = !DILocation(line: 8, column: 62, scope: !87, inlinedAt: !210)
!214 = !DILocation(line: 8, column: 75, scope: !87, inlinedAt: !210)
!215 = !DILocation(line: 8, column: 40, scope: !87, inlinedAt: !210)
!216 = !DILocation(line: 27, column: 83, scope: !217)
!217 = distinct !DILexicalBlock(scope: !81, file: !2, line: 27, column: 79)
!218 = !DILocation(line: 27, column: 89, scope: !217)
!219 = !DILocation(line: 27, column: 79, scope: !81)
!220 = !DILocation(line: 0, scope: !87, inlinedAt: !221)
!221 = distinct !DILocation(line: 27, column: 115, scope: !81)
!222 = !DILocation(line: 8, column: 58, scope: !87, inlinedAt: !221)
!223 = !DILocation(line: 8, column: 62, scope: !87, inlinedAt: !221)
!224 = !DILocation(line: 27, column: 113, scope: !81)
!225 = !DILocation(line: 27, column: 128, scope: !81)
!226 = !DILocation(line: 26, column: 32, scope: !74)
!227 = !DILocation(line: 27, column: 149, scope: !81)
!228 = !DILocation(line: 27, column: 157, scope: !81)
!229 = !DILocation(line: 27, column: 23, scope: !74)
!230 = !DILocation(line: 26, column: 115, scope: !74)
!231 = !DILocation(line: 28, column: 19, scope: !74)
!232 = !DILocation(line: 28, column: 50, scope: !74)
!233 = !DILocation(line: 28, column: 54, scope: !74)
!234 = !DILocation(line: 28, column: 34, scope: !74)
!235 = !{!143, !143, i64 0}
!236 = !DILocation(line: 0, scope: !182, inlinedAt: !237)
!237 = distinct !DILocation(line: 28, column: 26, scope: !74)
!238 = !DILocation(line: 84, column: 21, scope: !182, inlinedAt: !237)
!239 = !DILocation(line: 84, column: 10, scope: !182, inlinedAt: !237)
!240 = !DILocation(line: 25, column: 37, scope: !75)
!241 = !DILocation(line: 25, column: 29, scope: !75)
!242 = distinct !{!242, !176, !243, !159}
!243 = !DILocation(line: 29, column: 9, scope: !70)
!244 = !DISubprogram(name: "printf", scope: !245, file: !245, line: 356, type: !246, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!245 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!246 = !DISubroutineType(types: !247)
!247 = !{!36, !248, null}
!248 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !249)
!249 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !250, size: 64)
!250 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!251 = !DISubprogram(name: "putc", scope: !245, file: !245, line: 550, type: !252, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!252 = !DISubroutineType(types: !253)
!253 = !{!36, !36, !254}
!254 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !255, size: 64)
!255 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !256, line: 7, baseType: !257)
!256 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!257 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !258, line: 49, size: 1728, elements: !259)
!258 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!259 = !{!260, !261, !263, !264, !265, !266, !267, !268, !269, !270, !271, !272, !273, !276, !278, !279, !280, !282, !284, !286, !290, !293, !295, !298, !301, !302, !304, !308, !309}
!260 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !257, file: !258, line: 51, baseType: !36, size: 32)
!261 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !257, file: !258, line: 54, baseType: !262, size: 64, offset: 64)
!262 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!263 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !257, file: !258, line: 55, baseType: !262, size: 64, offset: 128)
!264 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !257, file: !258, line: 56, baseType: !262, size: 64, offset: 192)
!265 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !257, file: !258, line: 57, baseType: !262, size: 64, offset: 256)
!266 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !257, file: !258, line: 58, baseType: !262, size: 64, offset: 320)
!267 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !257, file: !258, line: 59, baseType: !262, size: 64, offset: 384)
!268 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !257, file: !258, line: 60, baseType: !262, size: 64, offset: 448)
!269 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !257, file: !258, line: 61, baseType: !262, size: 64, offset: 512)
!270 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !257, file: !258, line: 64, baseType: !262, size: 64, offset: 576)
!271 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !257, file: !258, line: 65, baseType: !262, size: 64, offset: 640)
!272 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !257, file: !258, line: 66, baseType: !262, size: 64, offset: 704)
!273 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !257, file: !258, line: 68, baseType: !274, size: 64, offset: 768)
!274 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !275, size: 64)
!275 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !258, line: 36, flags: DIFlagFwdDecl)
!276 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !257, file: !258, line: 70, baseType: !277, size: 64, offset: 832)
!277 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !257, size: 64)
!278 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !257, file: !258, line: 72, baseType: !36, size: 32, offset: 896)
!279 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !257, file: !258, line: 73, baseType: !36, size: 32, offset: 928)
!280 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !257, file: !258, line: 74, baseType: !281, size: 64, offset: 960)
!281 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !35, line: 152, baseType: !39)
!282 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !257, file: !258, line: 77, baseType: !283, size: 16, offset: 1024)
!283 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!284 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !257, file: !258, line: 78, baseType: !285, size: 8, offset: 1040)
!285 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!286 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !257, file: !258, line: 79, baseType: !287, size: 8, offset: 1048)
!287 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !288)
!288 = !{!289}
!289 = !DISubrange(count: 1)
!290 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !257, file: !258, line: 81, baseType: !291, size: 64, offset: 1088)
!291 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !292, size: 64)
!292 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !258, line: 43, baseType: null)
!293 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !257, file: !258, line: 89, baseType: !294, size: 64, offset: 1152)
!294 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !35, line: 153, baseType: !39)
!295 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !257, file: !258, line: 91, baseType: !296, size: 64, offset: 1216)
!296 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !297, size: 64)
!297 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !258, line: 37, flags: DIFlagFwdDecl)
!298 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !257, file: !258, line: 92, baseType: !299, size: 64, offset: 1280)
!299 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !300, size: 64)
!300 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !258, line: 38, flags: DIFlagFwdDecl)
!301 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !257, file: !258, line: 93, baseType: !277, size: 64, offset: 1344)
!302 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !257, file: !258, line: 94, baseType: !303, size: 64, offset: 1408)
!303 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!304 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !257, file: !258, line: 95, baseType: !305, size: 64, offset: 1472)
!305 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !306, line: 18, baseType: !307)
!306 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!307 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!308 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !257, file: !258, line: 96, baseType: !36, size: 32, offset: 1536)
!309 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !257, file: !258, line: 98, baseType: !310, size: 160, offset: 1568)
!310 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !311)
!311 = !{!312}
!312 = !DISubrange(count: 20)
