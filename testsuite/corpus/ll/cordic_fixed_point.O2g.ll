; ModuleID = 'programs/cordic_fixed_point.c'
source_filename = "programs/cordic_fixed_point.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [48 x i8] c"%4d deg: sin=%11d cos=%11d (x1e6: %7lld %7lld)\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [42 x i8] c"atan2(1,1)=%d (deg x1000: %lld) mag=%lld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [43 x i8] c"atan2(-3,1)=%d (deg x1000: %lld) mag=%lld\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [17 x i8] c"isqrt: %u %u %u\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [22 x i8] c"radius error sum=%ld\0A\00", align 1, !dbg !22
@atan_tab = internal unnamed_addr constant [30 x i32] [i32 421657428, i32 248918915, i32 131521918, i32 66762579, i32 33510843, i32 16771758, i32 8387925, i32 4194219, i32 2097141, i32 1048575, i32 524288, i32 262144, i32 131072, i32 65536, i32 32768, i32 16384, i32 8192, i32 4096, i32 2048, i32 1024, i32 512, i32 256, i32 128, i32 64, i32 32, i32 16, i32 8, i32 4, i32 2, i32 1], align 16, !dbg !27

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !57 {
    #dbg_value(i64 0, !61, !DIExpression(), !73)
    #dbg_value(i32 -180, !62, !DIExpression(), !74)
  br label %67, !dbg !75

1:                                                ; preds = %104, %19
  %2 = phi i64 [ %23, %19 ], [ 0, %104 ]
  %3 = phi i32 [ %22, %19 ], [ 0, %104 ]
  %4 = phi i64 [ %21, %19 ], [ 268435456, %104 ]
  %5 = phi i64 [ %20, %19 ], [ 268435456, %104 ]
    #dbg_value(i32 %3, !76, !DIExpression(), !93)
    #dbg_value(i64 %4, !85, !DIExpression(), !93)
    #dbg_value(i64 %2, !87, !DIExpression(), !95)
    #dbg_value(i64 %5, !86, !DIExpression(), !93)
  %6 = ashr i64 %4, %2, !dbg !96
    #dbg_value(i64 %6, !89, !DIExpression(), !97)
  %7 = ashr i64 %5, %2, !dbg !98
    #dbg_value(i64 %7, !92, !DIExpression(), !97)
  %8 = icmp sgt i64 %5, 0, !dbg !99
  %9 = getelementptr inbounds [30 x i32], ptr @atan_tab, i64 0, i64 %2, !dbg !101
  %10 = load i32, ptr %9, align 4, !dbg !101, !tbaa !102
  br i1 %8, label %11, label %15, !dbg !106

11:                                               ; preds = %1
  %12 = add nsw i64 %7, %4, !dbg !107
    #dbg_value(i64 %12, !85, !DIExpression(), !93)
  %13 = sub nsw i64 %5, %6, !dbg !109
    #dbg_value(i64 %13, !86, !DIExpression(), !93)
  %14 = add nsw i32 %10, %3, !dbg !110
    #dbg_value(i32 %14, !76, !DIExpression(), !93)
  br label %19, !dbg !111

15:                                               ; preds = %1
  %16 = sub nsw i64 %4, %7, !dbg !112
    #dbg_value(i64 %16, !85, !DIExpression(), !93)
  %17 = add nsw i64 %6, %5, !dbg !114
    #dbg_value(i64 %17, !86, !DIExpression(), !93)
  %18 = sub nsw i32 %3, %10, !dbg !115
    #dbg_value(i32 %18, !76, !DIExpression(), !93)
  br label %19

19:                                               ; preds = %15, %11
  %20 = phi i64 [ %13, %11 ], [ %17, %15 ], !dbg !101
  %21 = phi i64 [ %12, %11 ], [ %16, %15 ], !dbg !101
  %22 = phi i32 [ %14, %11 ], [ %18, %15 ], !dbg !101
    #dbg_value(i32 %22, !76, !DIExpression(), !93)
    #dbg_value(i64 %21, !85, !DIExpression(), !93)
    #dbg_value(i64 %20, !86, !DIExpression(), !93)
  %23 = add nuw nsw i64 %2, 1, !dbg !116
    #dbg_value(i64 %23, !87, !DIExpression(), !95)
  %24 = icmp eq i64 %23, 30, !dbg !117
  br i1 %24, label %25, label %1, !dbg !118, !llvm.loop !119

25:                                               ; preds = %19
  %26 = mul nsw i64 %21, 326016437, !dbg !122
  %27 = ashr i64 %26, 29, !dbg !123
    #dbg_value(i64 %27, !71, !DIExpression(), !73)
    #dbg_value(i32 %22, !72, !DIExpression(), !73)
  %28 = sext i32 %22 to i64, !dbg !124
  %29 = mul nsw i64 %28, 180000, !dbg !125
  %30 = sdiv i64 %29, 1686629713, !dbg !126
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %22, i64 noundef %30, i64 noundef %27), !dbg !127
    #dbg_value(i32 -402653184, !82, !DIExpression(), !128)
    #dbg_value(i32 134217728, !83, !DIExpression(), !128)
    #dbg_value(ptr undef, !84, !DIExpression(), !128)
    #dbg_value(i32 0, !76, !DIExpression(), !128)
    #dbg_value(i64 134217728, !85, !DIExpression(), !128)
    #dbg_value(i64 -402653184, !86, !DIExpression(), !128)
    #dbg_value(i32 0, !87, !DIExpression(), !130)
  br label %32, !dbg !131

32:                                               ; preds = %50, %25
  %33 = phi i64 [ 0, %25 ], [ %54, %50 ]
  %34 = phi i32 [ 0, %25 ], [ %53, %50 ]
  %35 = phi i64 [ 134217728, %25 ], [ %52, %50 ]
  %36 = phi i64 [ -402653184, %25 ], [ %51, %50 ]
    #dbg_value(i32 %34, !76, !DIExpression(), !128)
    #dbg_value(i64 %35, !85, !DIExpression(), !128)
    #dbg_value(i64 %33, !87, !DIExpression(), !130)
    #dbg_value(i64 %36, !86, !DIExpression(), !128)
  %37 = ashr i64 %35, %33, !dbg !132
    #dbg_value(i64 %37, !89, !DIExpression(), !133)
  %38 = ashr i64 %36, %33, !dbg !134
    #dbg_value(i64 %38, !92, !DIExpression(), !133)
  %39 = icmp sgt i64 %36, 0, !dbg !135
  %40 = getelementptr inbounds [30 x i32], ptr @atan_tab, i64 0, i64 %33, !dbg !136
  %41 = load i32, ptr %40, align 4, !dbg !136, !tbaa !102
  br i1 %39, label %42, label %46, !dbg !137

42:                                               ; preds = %32
  %43 = add nsw i64 %38, %35, !dbg !138
    #dbg_value(i64 %43, !85, !DIExpression(), !128)
  %44 = sub nsw i64 %36, %37, !dbg !139
    #dbg_value(i64 %44, !86, !DIExpression(), !128)
  %45 = add nsw i32 %41, %34, !dbg !140
    #dbg_value(i32 %45, !76, !DIExpression(), !128)
  br label %50, !dbg !141

46:                                               ; preds = %32
  %47 = sub nsw i64 %35, %38, !dbg !142
    #dbg_value(i64 %47, !85, !DIExpression(), !128)
  %48 = add nsw i64 %37, %36, !dbg !143
    #dbg_value(i64 %48, !86, !DIExpression(), !128)
  %49 = sub nsw i32 %34, %41, !dbg !144
    #dbg_value(i32 %49, !76, !DIExpression(), !128)
  br label %50

50:                                               ; preds = %46, %42
  %51 = phi i64 [ %44, %42 ], [ %48, %46 ], !dbg !136
  %52 = phi i64 [ %43, %42 ], [ %47, %46 ], !dbg !136
  %53 = phi i32 [ %45, %42 ], [ %49, %46 ], !dbg !136
    #dbg_value(i32 %53, !76, !DIExpression(), !128)
    #dbg_value(i64 %52, !85, !DIExpression(), !128)
    #dbg_value(i64 %51, !86, !DIExpression(), !128)
  %54 = add nuw nsw i64 %33, 1, !dbg !145
    #dbg_value(i64 %54, !87, !DIExpression(), !130)
  %55 = icmp eq i64 %54, 30, !dbg !146
  br i1 %55, label %56, label %32, !dbg !131, !llvm.loop !147

56:                                               ; preds = %50
  %57 = mul nsw i64 %52, 326016437, !dbg !149
  %58 = ashr i64 %57, 29, !dbg !150
    #dbg_value(i64 %58, !71, !DIExpression(), !73)
    #dbg_value(i32 %53, !72, !DIExpression(), !73)
  %59 = sext i32 %53 to i64, !dbg !151
  %60 = mul nsw i64 %59, 180000, !dbg !152
  %61 = sdiv i64 %60, 1686629713, !dbg !153
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %53, i64 noundef %61, i64 noundef %58), !dbg !154
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 759250124, i32 noundef 1000000007, i32 noundef -1), !dbg !155
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %121), !dbg !156
  %65 = trunc i64 %121 to i32, !dbg !157
  %66 = and i32 %65, 127, !dbg !157
  ret i32 %66, !dbg !158

67:                                               ; preds = %0, %104
  %68 = phi i64 [ -180, %0 ], [ %128, %104 ]
  %69 = phi i64 [ 0, %0 ], [ %121, %104 ]
    #dbg_value(i64 %69, !61, !DIExpression(), !73)
    #dbg_value(i64 %68, !62, !DIExpression(), !74)
  %70 = mul nsw i64 %68, 1686629713, !dbg !159
  %71 = sdiv i64 %70, 180, !dbg !160
  %72 = trunc i64 %71 to i32, !dbg !161
    #dbg_value(i32 %72, !64, !DIExpression(), !162)
    #dbg_value(i32 %72, !163, !DIExpression(), !181)
    #dbg_value(ptr undef, !169, !DIExpression(), !181)
    #dbg_value(ptr undef, !170, !DIExpression(), !181)
    #dbg_value(i32 0, !171, !DIExpression(), !181)
  %73 = icmp slt i32 %72, 843314857, !dbg !183
  %74 = add nsw i32 %72, -1686629713, !dbg !185
  %75 = icmp sgt i32 %72, -843314857, !dbg !185
  %76 = add nsw i32 %72, 1686629713, !dbg !185
  %77 = select i1 %75, i32 %72, i32 %76, !dbg !185
  %78 = select i1 %73, i32 %77, i32 %74, !dbg !185
    #dbg_value(i32 %78, !163, !DIExpression(), !181)
    #dbg_value(i32 poison, !171, !DIExpression(), !181)
    #dbg_value(i32 326016437, !172, !DIExpression(), !181)
    #dbg_value(i32 0, !173, !DIExpression(), !181)
    #dbg_value(i32 %78, !174, !DIExpression(), !181)
    #dbg_value(i32 0, !175, !DIExpression(), !186)
  br label %79, !dbg !187

79:                                               ; preds = %98, %67
  %80 = phi i64 [ 0, %67 ], [ %102, %98 ]
  %81 = phi i32 [ %78, %67 ], [ %101, %98 ]
  %82 = phi i32 [ 0, %67 ], [ %100, %98 ]
  %83 = phi i32 [ 326016437, %67 ], [ %99, %98 ]
    #dbg_value(i64 %80, !175, !DIExpression(), !186)
    #dbg_value(i32 %81, !174, !DIExpression(), !181)
    #dbg_value(i32 %82, !173, !DIExpression(), !181)
    #dbg_value(i32 %83, !172, !DIExpression(), !181)
  %84 = trunc nuw nsw i64 %80 to i32, !dbg !188
  %85 = ashr i32 %83, %84, !dbg !188
    #dbg_value(i32 %85, !177, !DIExpression(), !189)
  %86 = ashr i32 %82, %84, !dbg !190
    #dbg_value(i32 %86, !180, !DIExpression(), !189)
  %87 = icmp sgt i32 %81, -1, !dbg !191
  %88 = getelementptr inbounds [30 x i32], ptr @atan_tab, i64 0, i64 %80, !dbg !193
  %89 = load i32, ptr %88, align 4, !dbg !193, !tbaa !102
  br i1 %87, label %90, label %94, !dbg !194

90:                                               ; preds = %79
  %91 = sub nsw i32 %83, %86, !dbg !195
    #dbg_value(i32 %91, !172, !DIExpression(), !181)
  %92 = add nsw i32 %85, %82, !dbg !197
    #dbg_value(i32 %92, !173, !DIExpression(), !181)
  %93 = sub nsw i32 %81, %89, !dbg !198
    #dbg_value(i32 %93, !174, !DIExpression(), !181)
  br label %98, !dbg !199

94:                                               ; preds = %79
  %95 = add nsw i32 %86, %83, !dbg !200
    #dbg_value(i32 %95, !172, !DIExpression(), !181)
  %96 = sub nsw i32 %82, %85, !dbg !202
    #dbg_value(i32 %96, !173, !DIExpression(), !181)
  %97 = add nsw i32 %89, %81, !dbg !203
    #dbg_value(i32 %97, !174, !DIExpression(), !181)
  br label %98

98:                                               ; preds = %94, %90
  %99 = phi i32 [ %91, %90 ], [ %95, %94 ], !dbg !193
  %100 = phi i32 [ %92, %90 ], [ %96, %94 ], !dbg !193
  %101 = phi i32 [ %93, %90 ], [ %97, %94 ], !dbg !193
    #dbg_value(i32 %101, !174, !DIExpression(), !181)
    #dbg_value(i32 %100, !173, !DIExpression(), !181)
    #dbg_value(i32 %99, !172, !DIExpression(), !181)
  %102 = add nuw nsw i64 %80, 1, !dbg !204
    #dbg_value(i64 %102, !175, !DIExpression(), !186)
  %103 = icmp eq i64 %102, 30, !dbg !205
  br i1 %103, label %104, label %79, !dbg !187, !llvm.loop !206

104:                                              ; preds = %98
  %105 = add i32 %72, 843314856, !dbg !185
  %106 = icmp ult i32 %105, 1686629713, !dbg !185
  %107 = sub nsw i32 0, %99, !dbg !208
  %108 = select i1 %106, i32 %99, i32 %107, !dbg !208
    #dbg_value(i32 %108, !68, !DIExpression(), !162)
  %109 = sub nsw i32 0, %100, !dbg !209
  %110 = select i1 %106, i32 %100, i32 %109, !dbg !209
    #dbg_value(i32 %110, !67, !DIExpression(), !162)
  %111 = sext i32 %110 to i64, !dbg !210
  %112 = mul nsw i64 %111, %111, !dbg !211
  %113 = sext i32 %108 to i64, !dbg !212
  %114 = mul nsw i64 %113, %113, !dbg !213
  %115 = add nuw nsw i64 %112, %114, !dbg !214
    #dbg_value(i64 %115, !69, !DIExpression(), !162)
  %116 = lshr i64 %115, 29, !dbg !215
  %117 = add nsw i64 %116, -536870912, !dbg !216
    #dbg_value(i64 %117, !70, !DIExpression(), !162)
  %118 = icmp ult i64 %115, 288230376151711744, !dbg !217
  %119 = sub nsw i64 536870912, %116, !dbg !218
  %120 = select i1 %118, i64 %119, i64 %117, !dbg !218
  %121 = add nsw i64 %120, %69, !dbg !219
    #dbg_value(i64 %121, !61, !DIExpression(), !73)
  %122 = mul nsw i64 %111, 1000000, !dbg !220
  %123 = sdiv i64 %122, 536870912, !dbg !221
  %124 = mul nsw i64 %113, 1000000, !dbg !222
  %125 = sdiv i64 %124, 536870912, !dbg !223
  %126 = trunc nsw i64 %68 to i32, !dbg !224
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %126, i32 noundef %110, i32 noundef %108, i64 noundef %123, i64 noundef %125), !dbg !224
  %128 = add nsw i64 %68, 15, !dbg !225
    #dbg_value(i64 %128, !62, !DIExpression(), !74)
  %129 = icmp slt i64 %68, 166, !dbg !226
  br i1 %129, label %67, label %1, !dbg !75, !llvm.loop !227
}

; Function Attrs: nofree nounwind
declare !dbg !229 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!29}
!llvm.module.flags = !{!49, !50, !51, !52, !53, !54, !55}
!llvm.ident = !{!56}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/cordic_fixed_point.c", directory: ".", checksumkind: CSK_MD5, checksum: "f7e39bd0c8f576fb8388e470e7839dad")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 384, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 48)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 336, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 42)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 344, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 43)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 17)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 22)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "atan_tab", scope: !29, file: !2, line: 10, type: !45, isLocal: true, isDefinition: true)
!29 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !30, globals: !44, splitDebugInlining: false, nameTableKind: None)
!30 = !{!31, !36, !38, !39, !35, !40}
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !32, line: 26, baseType: !33)
!32 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !34, line: 41, baseType: !35)
!34 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!35 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !32, line: 27, baseType: !37)
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !34, line: 44, baseType: !38)
!38 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!39 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !41, line: 26, baseType: !42)
!41 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !34, line: 42, baseType: !43)
!43 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!44 = !{!0, !7, !12, !17, !22, !27}
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 960, elements: !47)
!46 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !31)
!47 = !{!48}
!48 = !DISubrange(count: 30)
!49 = !{i32 7, !"Dwarf Version", i32 5}
!50 = !{i32 2, !"Debug Info Version", i32 3}
!51 = !{i32 1, !"wchar_size", i32 4}
!52 = !{i32 8, !"PIC Level", i32 2}
!53 = !{i32 7, !"PIE Level", i32 2}
!54 = !{i32 7, !"uwtable", i32 2}
!55 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!56 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!57 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 34, type: !58, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !60)
!58 = !DISubroutineType(types: !59)
!59 = !{!35}
!60 = !{!61, !62, !64, !67, !68, !69, !70, !71, !72}
!61 = !DILocalVariable(name: "err_sum", scope: !57, file: !2, line: 35, type: !38)
!62 = !DILocalVariable(name: "deg", scope: !63, file: !2, line: 36, type: !35)
!63 = distinct !DILexicalBlock(scope: !57, file: !2, line: 36, column: 5)
!64 = !DILocalVariable(name: "ang", scope: !65, file: !2, line: 37, type: !31)
!65 = distinct !DILexicalBlock(scope: !66, file: !2, line: 36, column: 49)
!66 = distinct !DILexicalBlock(scope: !63, file: !2, line: 36, column: 5)
!67 = !DILocalVariable(name: "s", scope: !65, file: !2, line: 37, type: !31)
!68 = !DILocalVariable(name: "c", scope: !65, file: !2, line: 37, type: !31)
!69 = !DILocalVariable(name: "r2", scope: !65, file: !2, line: 39, type: !36)
!70 = !DILocalVariable(name: "err", scope: !65, file: !2, line: 40, type: !38)
!71 = !DILocalVariable(name: "mag", scope: !57, file: !2, line: 44, type: !36)
!72 = !DILocalVariable(name: "a", scope: !57, file: !2, line: 45, type: !31)
!73 = !DILocation(line: 0, scope: !57)
!74 = !DILocation(line: 0, scope: !63)
!75 = !DILocation(line: 36, column: 5, scope: !63)
!76 = !DILocalVariable(name: "z", scope: !77, file: !2, line: 25, type: !31)
!77 = distinct !DISubprogram(name: "atan2_q", scope: !2, file: !2, line: 24, type: !78, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !81)
!78 = !DISubroutineType(types: !79)
!79 = !{!31, !31, !31, !80}
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!81 = !{!82, !83, !84, !76, !85, !86, !87, !89, !92}
!82 = !DILocalVariable(name: "y", arg: 1, scope: !77, file: !2, line: 24, type: !31)
!83 = !DILocalVariable(name: "x", arg: 2, scope: !77, file: !2, line: 24, type: !31)
!84 = !DILocalVariable(name: "mag", arg: 3, scope: !77, file: !2, line: 24, type: !80)
!85 = !DILocalVariable(name: "X", scope: !77, file: !2, line: 26, type: !36)
!86 = !DILocalVariable(name: "Y", scope: !77, file: !2, line: 26, type: !36)
!87 = !DILocalVariable(name: "i", scope: !88, file: !2, line: 28, type: !35)
!88 = distinct !DILexicalBlock(scope: !77, file: !2, line: 28, column: 5)
!89 = !DILocalVariable(name: "dx", scope: !90, file: !2, line: 28, type: !36)
!90 = distinct !DILexicalBlock(scope: !91, file: !2, line: 28, column: 34)
!91 = distinct !DILexicalBlock(scope: !88, file: !2, line: 28, column: 5)
!92 = !DILocalVariable(name: "dy", scope: !90, file: !2, line: 28, type: !36)
!93 = !DILocation(line: 0, scope: !77, inlinedAt: !94)
!94 = distinct !DILocation(line: 45, column: 17, scope: !57)
!95 = !DILocation(line: 0, scope: !88, inlinedAt: !94)
!96 = !DILocation(line: 28, column: 51, scope: !90, inlinedAt: !94)
!97 = !DILocation(line: 0, scope: !90, inlinedAt: !94)
!98 = !DILocation(line: 28, column: 64, scope: !90, inlinedAt: !94)
!99 = !DILocation(line: 28, column: 76, scope: !100, inlinedAt: !94)
!100 = distinct !DILexicalBlock(scope: !90, file: !2, line: 28, column: 74)
!101 = !DILocation(line: 28, scope: !100, inlinedAt: !94)
!102 = !{!103, !103, i64 0}
!103 = !{!"int", !104, i64 0}
!104 = !{!"omnipotent char", !105, i64 0}
!105 = !{!"Simple C/C++ TBAA"}
!106 = !DILocation(line: 28, column: 74, scope: !90, inlinedAt: !94)
!107 = !DILocation(line: 28, column: 85, scope: !108, inlinedAt: !94)
!108 = distinct !DILexicalBlock(scope: !100, file: !2, line: 28, column: 81)
!109 = !DILocation(line: 28, column: 94, scope: !108, inlinedAt: !94)
!110 = !DILocation(line: 28, column: 103, scope: !108, inlinedAt: !94)
!111 = !DILocation(line: 28, column: 119, scope: !108, inlinedAt: !94)
!112 = !DILocation(line: 28, column: 130, scope: !113, inlinedAt: !94)
!113 = distinct !DILexicalBlock(scope: !100, file: !2, line: 28, column: 126)
!114 = !DILocation(line: 28, column: 139, scope: !113, inlinedAt: !94)
!115 = !DILocation(line: 28, column: 148, scope: !113, inlinedAt: !94)
!116 = !DILocation(line: 28, column: 30, scope: !91, inlinedAt: !94)
!117 = !DILocation(line: 28, column: 23, scope: !91, inlinedAt: !94)
!118 = !DILocation(line: 28, column: 5, scope: !88, inlinedAt: !94)
!119 = distinct !{!119, !118, !120, !121}
!120 = !DILocation(line: 28, column: 166, scope: !88, inlinedAt: !94)
!121 = !{!"llvm.loop.mustprogress"}
!122 = !DILocation(line: 29, column: 14, scope: !77, inlinedAt: !94)
!123 = !DILocation(line: 29, column: 22, scope: !77, inlinedAt: !94)
!124 = !DILocation(line: 46, column: 61, scope: !57)
!125 = !DILocation(line: 46, column: 74, scope: !57)
!126 = !DILocation(line: 46, column: 83, scope: !57)
!127 = !DILocation(line: 46, column: 5, scope: !57)
!128 = !DILocation(line: 0, scope: !77, inlinedAt: !129)
!129 = distinct !DILocation(line: 47, column: 9, scope: !57)
!130 = !DILocation(line: 0, scope: !88, inlinedAt: !129)
!131 = !DILocation(line: 28, column: 5, scope: !88, inlinedAt: !129)
!132 = !DILocation(line: 28, column: 51, scope: !90, inlinedAt: !129)
!133 = !DILocation(line: 0, scope: !90, inlinedAt: !129)
!134 = !DILocation(line: 28, column: 64, scope: !90, inlinedAt: !129)
!135 = !DILocation(line: 28, column: 76, scope: !100, inlinedAt: !129)
!136 = !DILocation(line: 28, scope: !100, inlinedAt: !129)
!137 = !DILocation(line: 28, column: 74, scope: !90, inlinedAt: !129)
!138 = !DILocation(line: 28, column: 85, scope: !108, inlinedAt: !129)
!139 = !DILocation(line: 28, column: 94, scope: !108, inlinedAt: !129)
!140 = !DILocation(line: 28, column: 103, scope: !108, inlinedAt: !129)
!141 = !DILocation(line: 28, column: 119, scope: !108, inlinedAt: !129)
!142 = !DILocation(line: 28, column: 130, scope: !113, inlinedAt: !129)
!143 = !DILocation(line: 28, column: 139, scope: !113, inlinedAt: !129)
!144 = !DILocation(line: 28, column: 148, scope: !113, inlinedAt: !129)
!145 = !DILocation(line: 28, column: 30, scope: !91, inlinedAt: !129)
!146 = !DILocation(line: 28, column: 23, scope: !91, inlinedAt: !129)
!147 = distinct !{!147, !131, !148, !121}
!148 = !DILocation(line: 28, column: 166, scope: !88, inlinedAt: !129)
!149 = !DILocation(line: 29, column: 14, scope: !77, inlinedAt: !129)
!150 = !DILocation(line: 29, column: 22, scope: !77, inlinedAt: !129)
!151 = !DILocation(line: 48, column: 62, scope: !57)
!152 = !DILocation(line: 48, column: 75, scope: !57)
!153 = !DILocation(line: 48, column: 84, scope: !57)
!154 = !DILocation(line: 48, column: 5, scope: !57)
!155 = !DILocation(line: 49, column: 5, scope: !57)
!156 = !DILocation(line: 50, column: 5, scope: !57)
!157 = !DILocation(line: 51, column: 12, scope: !57)
!158 = !DILocation(line: 51, column: 5, scope: !57)
!159 = !DILocation(line: 37, column: 47, scope: !65)
!160 = !DILocation(line: 37, column: 53, scope: !65)
!161 = !DILocation(line: 37, column: 23, scope: !65)
!162 = !DILocation(line: 0, scope: !65)
!163 = !DILocalVariable(name: "ang", arg: 1, scope: !164, file: !2, line: 14, type: !31)
!164 = distinct !DISubprogram(name: "sincos_q", scope: !2, file: !2, line: 14, type: !165, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !168)
!165 = !DISubroutineType(types: !166)
!166 = !{null, !31, !167, !167}
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!168 = !{!163, !169, !170, !171, !172, !173, !174, !175, !177, !180}
!169 = !DILocalVariable(name: "s", arg: 2, scope: !164, file: !2, line: 14, type: !167)
!170 = !DILocalVariable(name: "c", arg: 3, scope: !164, file: !2, line: 14, type: !167)
!171 = !DILocalVariable(name: "neg", scope: !164, file: !2, line: 15, type: !35)
!172 = !DILocalVariable(name: "x", scope: !164, file: !2, line: 17, type: !31)
!173 = !DILocalVariable(name: "y", scope: !164, file: !2, line: 17, type: !31)
!174 = !DILocalVariable(name: "z", scope: !164, file: !2, line: 17, type: !31)
!175 = !DILocalVariable(name: "i", scope: !176, file: !2, line: 18, type: !35)
!176 = distinct !DILexicalBlock(scope: !164, file: !2, line: 18, column: 5)
!177 = !DILocalVariable(name: "dx", scope: !178, file: !2, line: 19, type: !31)
!178 = distinct !DILexicalBlock(scope: !179, file: !2, line: 18, column: 34)
!179 = distinct !DILexicalBlock(scope: !176, file: !2, line: 18, column: 5)
!180 = !DILocalVariable(name: "dy", scope: !178, file: !2, line: 19, type: !31)
!181 = !DILocation(line: 0, scope: !164, inlinedAt: !182)
!182 = distinct !DILocation(line: 38, column: 9, scope: !65)
!183 = !DILocation(line: 16, column: 13, scope: !184, inlinedAt: !182)
!184 = distinct !DILexicalBlock(scope: !164, file: !2, line: 16, column: 9)
!185 = !DILocation(line: 16, column: 9, scope: !164, inlinedAt: !182)
!186 = !DILocation(line: 0, scope: !176, inlinedAt: !182)
!187 = !DILocation(line: 18, column: 5, scope: !176, inlinedAt: !182)
!188 = !DILocation(line: 19, column: 24, scope: !178, inlinedAt: !182)
!189 = !DILocation(line: 0, scope: !178, inlinedAt: !182)
!190 = !DILocation(line: 19, column: 37, scope: !178, inlinedAt: !182)
!191 = !DILocation(line: 20, column: 15, scope: !192, inlinedAt: !182)
!192 = distinct !DILexicalBlock(scope: !178, file: !2, line: 20, column: 13)
!193 = !DILocation(line: 20, scope: !192, inlinedAt: !182)
!194 = !DILocation(line: 20, column: 13, scope: !178, inlinedAt: !182)
!195 = !DILocation(line: 20, column: 25, scope: !196, inlinedAt: !182)
!196 = distinct !DILexicalBlock(scope: !192, file: !2, line: 20, column: 21)
!197 = !DILocation(line: 20, column: 34, scope: !196, inlinedAt: !182)
!198 = !DILocation(line: 20, column: 43, scope: !196, inlinedAt: !182)
!199 = !DILocation(line: 20, column: 59, scope: !196, inlinedAt: !182)
!200 = !DILocation(line: 20, column: 70, scope: !201, inlinedAt: !182)
!201 = distinct !DILexicalBlock(scope: !192, file: !2, line: 20, column: 66)
!202 = !DILocation(line: 20, column: 79, scope: !201, inlinedAt: !182)
!203 = !DILocation(line: 20, column: 88, scope: !201, inlinedAt: !182)
!204 = !DILocation(line: 18, column: 30, scope: !179, inlinedAt: !182)
!205 = !DILocation(line: 18, column: 23, scope: !179, inlinedAt: !182)
!206 = distinct !{!206, !187, !207, !121}
!207 = !DILocation(line: 21, column: 5, scope: !176, inlinedAt: !182)
!208 = !DILocation(line: 22, column: 10, scope: !164, inlinedAt: !182)
!209 = !DILocation(line: 22, column: 29, scope: !164, inlinedAt: !182)
!210 = !DILocation(line: 39, column: 22, scope: !65)
!211 = !DILocation(line: 39, column: 33, scope: !65)
!212 = !DILocation(line: 39, column: 39, scope: !65)
!213 = !DILocation(line: 39, column: 50, scope: !65)
!214 = !DILocation(line: 39, column: 37, scope: !65)
!215 = !DILocation(line: 40, column: 31, scope: !65)
!216 = !DILocation(line: 40, column: 40, scope: !65)
!217 = !DILocation(line: 41, column: 24, scope: !65)
!218 = !DILocation(line: 41, column: 20, scope: !65)
!219 = !DILocation(line: 41, column: 17, scope: !65)
!220 = !DILocation(line: 42, column: 92, scope: !65)
!221 = !DILocation(line: 42, column: 102, scope: !65)
!222 = !DILocation(line: 42, column: 122, scope: !65)
!223 = !DILocation(line: 42, column: 132, scope: !65)
!224 = !DILocation(line: 42, column: 9, scope: !65)
!225 = !DILocation(line: 36, column: 42, scope: !66)
!226 = !DILocation(line: 36, column: 30, scope: !66)
!227 = distinct !{!227, !75, !228, !121}
!228 = !DILocation(line: 43, column: 5, scope: !63)
!229 = !DISubprogram(name: "printf", scope: !230, file: !230, line: 356, type: !231, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!230 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!231 = !DISubroutineType(types: !232)
!232 = !{!35, !233, null}
!233 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !234)
!234 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !235, size: 64)
!235 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
