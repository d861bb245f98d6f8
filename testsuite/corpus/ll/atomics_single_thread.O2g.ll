; ModuleID = 'programs/atomics_single_thread.c'
source_filename = "programs/atomics_single_thread.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@a8 = internal global i8 0, align 1, !dbg !0
@a16 = internal global i16 0, align 2, !dbg !62
@a32 = internal global i32 0, align 4, !dbg !64
@a64 = internal global i64 0, align 8, !dbg !68
@.str = private unnamed_addr constant [26 x i8] c"after add: %u %u %u %llu\0A\00", align 1, !dbg !17
@.str.1 = private unnamed_addr constant [37 x i8] c"or/and/xor: %08x %08x %08x now=%08x\0A\00", align 1, !dbg !23
@.str.2 = private unnamed_addr constant [28 x i8] c"exchange old=%llu new=%llu\0A\00", align 1, !dbg !28
@.str.3 = private unnamed_addr constant [43 x i8] c"cas fail ok=%d expected now=%llu val=%llu\0A\00", align 1, !dbg !33
@.str.4 = private unnamed_addr constant [20 x i8] c"cas ok=%d val=%llu\0A\00", align 1, !dbg !38
@.str.5 = private unnamed_addr constant [22 x i8] c"weak cas loop a16=%u\0A\00", align 1, !dbg !43
@lock = internal global i32 0, align 4, !dbg !73
@.str.6 = private unnamed_addr constant [16 x i8] c"sync: %d %d %u\0A\00", align 1, !dbg !48
@.str.7 = private unnamed_addr constant [19 x i8] c"bool cas %d a8=%u\0A\00", align 1, !dbg !53
@.str.8 = private unnamed_addr constant [26 x i8] c"counter=%ld lockfree8=%d\0A\00", align 1, !dbg !58
@.str.9 = private unnamed_addr constant [20 x i8] c"test_and_set %d %d\0A\00", align 1, !dbg !60

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 -255, 256) i32 @main() local_unnamed_addr #0 !dbg !83 {
  %1 = alloca i8, align 1, !DIAssignID !109
    #dbg_assign(i1 undef, !105, !DIExpression(), !109, ptr %1, !DIExpression(), !110)
    #dbg_value(i32 0, !87, !DIExpression(), !111)
  br label %31, !dbg !112

2:                                                ; preds = %31
  %3 = load i8, ptr @a8, align 1, !dbg !113, !tbaa !114
  %4 = zext i8 %3 to i32, !dbg !113
  %5 = load i16, ptr @a16, align 2, !dbg !117, !tbaa !118
  %6 = zext i16 %5 to i32, !dbg !117
  %7 = load i32, ptr @a32, align 4, !dbg !120, !tbaa !121
  %8 = load i64, ptr @a64, align 8, !dbg !123, !tbaa !124
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %4, i32 noundef %6, i32 noundef %7, i64 noundef %8), !dbg !126
  %10 = atomicrmw or ptr @a32, i32 255 seq_cst, align 4, !dbg !127
    #dbg_value(i32 %10, !89, !DIExpression(), !110)
  %11 = atomicrmw and ptr @a32, i32 -252645136 seq_cst, align 4, !dbg !128
    #dbg_value(i32 %11, !90, !DIExpression(), !110)
  %12 = atomicrmw xor ptr @a32, i32 305419896 seq_cst, align 4, !dbg !129
  %13 = xor i32 %12, 305419896, !dbg !129
    #dbg_value(i32 %13, !91, !DIExpression(), !110)
  %14 = load atomic i32, ptr @a32 acquire, align 4, !dbg !130
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %10, i32 noundef %11, i32 noundef %13, i32 noundef %14), !dbg !131
  %16 = atomicrmw xchg ptr @a64, i64 42 seq_cst, align 8, !dbg !132
    #dbg_value(i64 %16, !92, !DIExpression(), !110)
  %17 = load i64, ptr @a64, align 8, !dbg !133, !tbaa !124
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %16, i64 noundef %17), !dbg !134
    #dbg_value(i64 41, !93, !DIExpression(), !110)
  %19 = cmpxchg ptr @a64, i64 41, i64 100 seq_cst seq_cst, align 8, !dbg !135
  %20 = extractvalue { i64, i1 } %19, 1, !dbg !135
  %21 = extractvalue { i64, i1 } %19, 0
    #dbg_value(i64 %21, !93, !DIExpression(), !110)
  %22 = zext i1 %20 to i32, !dbg !135
    #dbg_value(i32 %22, !94, !DIExpression(), !110)
  %23 = load i64, ptr @a64, align 8, !dbg !136, !tbaa !124
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %22, i64 noundef %21, i64 noundef %23), !dbg !137
  %25 = cmpxchg ptr @a64, i64 %21, i64 100 seq_cst monotonic, align 8, !dbg !138
  %26 = extractvalue { i64, i1 } %25, 1, !dbg !138
  %27 = zext i1 %26 to i32, !dbg !138
    #dbg_value(i32 %27, !95, !DIExpression(), !110)
  %28 = load i64, ptr @a64, align 8, !dbg !139, !tbaa !124
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %27, i64 noundef %28), !dbg !140
  %30 = load i16, ptr @a16, align 2, !dbg !141, !tbaa !118
    #dbg_value(i16 %30, !96, !DIExpression(), !110)
  br label %55, !dbg !142

31:                                               ; preds = %31, %0
  %32 = phi i32 [ 0, %0 ], [ %53, %31 ]
    #dbg_value(i32 %32, !87, !DIExpression(), !111)
  %33 = atomicrmw add ptr @a8, i8 3 monotonic, align 1, !dbg !143
  %34 = atomicrmw add ptr @a16, i16 257 seq_cst, align 2, !dbg !146
  %35 = atomicrmw sub ptr @a32, i32 7 acq_rel, align 4, !dbg !147
  %36 = atomicrmw add ptr @a64, i64 4294967297 seq_cst, align 8, !dbg !148
    #dbg_value(i32 %32, !87, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !111)
  %37 = atomicrmw add ptr @a8, i8 3 monotonic, align 1, !dbg !143
  %38 = atomicrmw add ptr @a16, i16 257 seq_cst, align 2, !dbg !146
  %39 = atomicrmw sub ptr @a32, i32 7 acq_rel, align 4, !dbg !147
  %40 = atomicrmw add ptr @a64, i64 4294967297 seq_cst, align 8, !dbg !148
    #dbg_value(i32 %32, !87, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !111)
  %41 = atomicrmw add ptr @a8, i8 3 monotonic, align 1, !dbg !143
  %42 = atomicrmw add ptr @a16, i16 257 seq_cst, align 2, !dbg !146
  %43 = atomicrmw sub ptr @a32, i32 7 acq_rel, align 4, !dbg !147
  %44 = atomicrmw add ptr @a64, i64 4294967297 seq_cst, align 8, !dbg !148
    #dbg_value(i32 %32, !87, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !111)
  %45 = atomicrmw add ptr @a8, i8 3 monotonic, align 1, !dbg !143
  %46 = atomicrmw add ptr @a16, i16 257 seq_cst, align 2, !dbg !146
  %47 = atomicrmw sub ptr @a32, i32 7 acq_rel, align 4, !dbg !147
  %48 = atomicrmw add ptr @a64, i64 4294967297 seq_cst, align 8, !dbg !148
    #dbg_value(i32 %32, !87, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !111)
  %49 = atomicrmw add ptr @a8, i8 3 monotonic, align 1, !dbg !143
  %50 = atomicrmw add ptr @a16, i16 257 seq_cst, align 2, !dbg !146
  %51 = atomicrmw sub ptr @a32, i32 7 acq_rel, align 4, !dbg !147
  %52 = atomicrmw add ptr @a64, i64 4294967297 seq_cst, align 8, !dbg !148
  %53 = add nuw nsw i32 %32, 5, !dbg !149
    #dbg_value(i32 %53, !87, !DIExpression(), !111)
  %54 = icmp eq i32 %53, 300, !dbg !150
  br i1 %54, label %2, label %31, !dbg !112, !llvm.loop !151

55:                                               ; preds = %55, %2
  %56 = phi i16 [ %30, %2 ], [ %60, %55 ], !dbg !154
    #dbg_value(i16 %56, !96, !DIExpression(), !110)
  %57 = mul i16 %56, 3, !dbg !155
  %58 = cmpxchg weak ptr @a16, i16 %56, i16 %57 acq_rel acquire, align 2, !dbg !156
  %59 = extractvalue { i16, i1 } %58, 1, !dbg !156
  %60 = extractvalue { i16, i1 } %58, 0
    #dbg_value(i16 poison, !96, !DIExpression(), !110)
  br i1 %59, label %61, label %55, !dbg !142, !llvm.loop !157

61:                                               ; preds = %55
  %62 = load i16, ptr @a16, align 2, !dbg !159, !tbaa !118
  %63 = zext i16 %62 to i32, !dbg !159
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %63), !dbg !160
  %65 = atomicrmw add ptr @lock, i32 5 seq_cst, align 4, !dbg !161
    #dbg_value(i32 %65, !97, !DIExpression(), !110)
  %66 = atomicrmw add ptr @lock, i32 5 seq_cst, align 4, !dbg !162
  %67 = add i32 %66, 5, !dbg !162
    #dbg_value(i32 %67, !98, !DIExpression(), !110)
  %68 = load i8, ptr @a8, align 1, !dbg !163, !tbaa !114
  %69 = cmpxchg ptr @a8, i8 %68, i8 7 seq_cst seq_cst, align 1, !dbg !164
  %70 = extractvalue { i8, i1 } %69, 0, !dbg !164
  %71 = zext i8 %70 to i32, !dbg !165
    #dbg_value(i32 %71, !99, !DIExpression(), !110)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %65, i32 noundef %67, i32 noundef %71), !dbg !166
  store i32 0, ptr @lock, align 4, !dbg !167, !tbaa !121
  %73 = cmpxchg ptr @a8, i8 7, i8 9 seq_cst seq_cst, align 1, !dbg !168
  %74 = extractvalue { i8, i1 } %73, 1, !dbg !168
  %75 = zext i1 %74 to i32, !dbg !168
    #dbg_value(i32 %75, !100, !DIExpression(), !110)
  %76 = load i8, ptr @a8, align 1, !dbg !169, !tbaa !114
  %77 = zext i8 %76 to i32, !dbg !169
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %75, i32 noundef %77), !dbg !170
    #dbg_value(i64 0, !101, !DIExpression(), !110)
    #dbg_value(i32 0, !103, !DIExpression(), !171)
  br label %79, !dbg !172

79:                                               ; preds = %105, %61
  %80 = phi i64 [ 0, %61 ], [ %106, %105 ]
    #dbg_value(i64 %80, !103, !DIExpression(), !171)
    #dbg_value(i64 poison, !101, !DIExpression(), !110)
  br label %90, !dbg !173

81:                                               ; preds = %105
  fence seq_cst, !dbg !183
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef 499500, i32 noundef 1), !dbg !184
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %1) #3, !dbg !185
  store i8 0, ptr %1, align 1, !dbg !186, !tbaa !187, !DIAssignID !189
    #dbg_assign(i8 0, !105, !DIExpression(), !189, ptr %1, !DIExpression(), !110)
  %83 = atomicrmw xchg ptr %1, i8 1 seq_cst, align 1, !dbg !190
  %84 = icmp ne i8 %83, 0, !dbg !190
  %85 = zext i1 %84 to i32, !dbg !190
    #dbg_value(i32 %85, !107, !DIExpression(), !110)
  %86 = atomicrmw xchg ptr %1, i8 1 seq_cst, align 1, !dbg !191
  %87 = icmp ne i8 %86, 0, !dbg !191
  %88 = zext i1 %87 to i32, !dbg !191
    #dbg_value(i32 %88, !108, !DIExpression(), !110)
  %89 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %85, i32 noundef %88), !dbg !192
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %1) #3, !dbg !193
  ret i32 44, !dbg !194

90:                                               ; preds = %79, %90
  %91 = atomicrmw xchg ptr @lock, i32 1 acquire, align 4, !dbg !195
  %92 = icmp eq i32 %91, 0, !dbg !173
  br i1 %92, label %93, label %90, !dbg !173, !llvm.loop !196

93:                                               ; preds = %90
    #dbg_value(!DIArgList(i64 poison, i64 %80), !101, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !110)
    #dbg_value(ptr @lock, !198, !DIExpression(), !201)
  store atomic i32 0, ptr @lock release, align 4, !dbg !203
    #dbg_value(i64 %80, !103, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !171)
    #dbg_value(i64 poison, !101, !DIExpression(), !110)
  br label %94, !dbg !173

94:                                               ; preds = %94, %93
  %95 = atomicrmw xchg ptr @lock, i32 1 acquire, align 4, !dbg !195
  %96 = icmp eq i32 %95, 0, !dbg !173
  br i1 %96, label %97, label %94, !dbg !173, !llvm.loop !196

97:                                               ; preds = %94
    #dbg_value(!DIArgList(i64 poison, i64 %80), !101, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 1, DW_OP_plus, DW_OP_stack_value), !110)
    #dbg_value(ptr @lock, !198, !DIExpression(), !201)
  store atomic i32 0, ptr @lock release, align 4, !dbg !203
    #dbg_value(i64 %80, !103, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !171)
    #dbg_value(i64 poison, !101, !DIExpression(), !110)
  br label %98, !dbg !173

98:                                               ; preds = %98, %97
  %99 = atomicrmw xchg ptr @lock, i32 1 acquire, align 4, !dbg !195
  %100 = icmp eq i32 %99, 0, !dbg !173
  br i1 %100, label %101, label %98, !dbg !173, !llvm.loop !196

101:                                              ; preds = %98
    #dbg_value(!DIArgList(i64 poison, i64 %80), !101, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 2, DW_OP_plus, DW_OP_stack_value), !110)
    #dbg_value(ptr @lock, !198, !DIExpression(), !201)
  store atomic i32 0, ptr @lock release, align 4, !dbg !203
    #dbg_value(i64 %80, !103, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !171)
    #dbg_value(i64 poison, !101, !DIExpression(), !110)
  br label %102, !dbg !173

102:                                              ; preds = %102, %101
  %103 = atomicrmw xchg ptr @lock, i32 1 acquire, align 4, !dbg !195
  %104 = icmp eq i32 %103, 0, !dbg !173
  br i1 %104, label %105, label %102, !dbg !173, !llvm.loop !196

105:                                              ; preds = %102
    #dbg_value(!DIArgList(i64 poison, i64 %80), !101, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 3, DW_OP_plus, DW_OP_stack_value), !110)
    #dbg_value(ptr @lock, !198, !DIExpression(), !201)
  store atomic i32 0, ptr @lock release, align 4, !dbg !203
  %106 = add nuw nsw i64 %80, 4, !dbg !204
    #dbg_value(i64 %106, !103, !DIExpression(), !171)
  %107 = icmp eq i64 %106, 1000, !dbg !205
  br i1 %107, label %81, label %79, !dbg !172, !llvm.loop !206
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !208 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!75, !76, !77, !78, !79, !80, !81}
!llvm.ident = !{!82}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a8", scope: !2, file: !3, line: 7, type: !12, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !16, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/atomics_single_thread.c", directory: ".", checksumkind: CSK_MD5, checksum: "83493fcb6bd525504610957265f63358")
!4 = !{!5, !6, !11, !12, !15}
!5 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !7, line: 25, baseType: !8)
!7 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !9, line: 40, baseType: !10)
!9 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!10 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!11 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !7, line: 24, baseType: !13)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !9, line: 38, baseType: !14)
!14 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !{!17, !23, !28, !33, !38, !43, !48, !53, !58, !60, !0, !62, !64, !68, !73}
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !3, line: 13, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 208, elements: !21)
!20 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!21 = !{!22}
!22 = !DISubrange(count: 26)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 15, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 296, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 37)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 224, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 28)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 344, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 43)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 19, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 160, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 20)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 20, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 176, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 22)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 128, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 16)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !3, line: 22, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 152, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 19)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !19, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !40, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(name: "a16", scope: !2, file: !3, line: 7, type: !6, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(name: "a32", scope: !2, file: !3, line: 7, type: !66, isLocal: true, isDefinition: true)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !7, line: 26, baseType: !67)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !9, line: 42, baseType: !11)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(name: "a64", scope: !2, file: !3, line: 7, type: !70, isLocal: true, isDefinition: true)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !7, line: 27, baseType: !71)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !9, line: 45, baseType: !72)
!72 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 7, type: !15, isLocal: true, isDefinition: true)
!75 = !{i32 7, !"Dwarf Version", i32 5}
!76 = !{i32 2, !"Debug Info Version", i32 3}
!77 = !{i32 1, !"wchar_size", i32 4}
!78 = !{i32 8, !"PIC Level", i32 2}
!79 = !{i32 7, !"PIE Level", i32 2}
!80 = !{i32 7, !"uwtable", i32 2}
!81 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!82 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!83 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 11, type: !84, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !86)
!84 = !DISubroutineType(types: !85)
!85 = !{!15}
!86 = !{!87, !89, !90, !91, !92, !93, !94, !95, !96, !97, !98, !99, !100, !101, !103, !105, !107, !108}
!87 = !DILocalVariable(name: "i", scope: !88, file: !3, line: 12, type: !15)
!88 = distinct !DILexicalBlock(scope: !83, file: !3, line: 12, column: 5)
!89 = !DILocalVariable(name: "old", scope: !83, file: !3, line: 14, type: !66)
!90 = !DILocalVariable(name: "o2", scope: !83, file: !3, line: 14, type: !66)
!91 = !DILocalVariable(name: "o3", scope: !83, file: !3, line: 14, type: !66)
!92 = !DILocalVariable(name: "ex", scope: !83, file: !3, line: 16, type: !70)
!93 = !DILocalVariable(name: "expected", scope: !83, file: !3, line: 17, type: !70)
!94 = !DILocalVariable(name: "ok1", scope: !83, file: !3, line: 17, type: !15)
!95 = !DILocalVariable(name: "ok2", scope: !83, file: !3, line: 19, type: !15)
!96 = !DILocalVariable(name: "e16", scope: !83, file: !3, line: 20, type: !6)
!97 = !DILocalVariable(name: "sy1", scope: !83, file: !3, line: 21, type: !15)
!98 = !DILocalVariable(name: "sy2", scope: !83, file: !3, line: 21, type: !15)
!99 = !DILocalVariable(name: "sy3", scope: !83, file: !3, line: 21, type: !11)
!100 = !DILocalVariable(name: "bc", scope: !83, file: !3, line: 22, type: !15)
!101 = !DILocalVariable(name: "counter", scope: !83, file: !3, line: 23, type: !102)
!102 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!103 = !DILocalVariable(name: "i", scope: !104, file: !3, line: 23, type: !15)
!104 = distinct !DILexicalBlock(scope: !83, file: !3, line: 23, column: 23)
!105 = !DILocalVariable(name: "flag", scope: !83, file: !3, line: 26, type: !106)
!106 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!107 = !DILocalVariable(name: "t1", scope: !83, file: !3, line: 26, type: !15)
!108 = !DILocalVariable(name: "t2", scope: !83, file: !3, line: 26, type: !15)
!109 = distinct !DIAssignID()
!110 = !DILocation(line: 0, scope: !83)
!111 = !DILocation(line: 0, scope: !88)
!112 = !DILocation(line: 12, column: 5, scope: !88)
!113 = !DILocation(line: 13, column: 42, scope: !83)
!114 = !{!115, !115, i64 0}
!115 = !{!"omnipotent char", !116, i64 0}
!116 = !{!"Simple C/C++ TBAA"}
!117 = !DILocation(line: 13, column: 46, scope: !83)
!118 = !{!119, !119, i64 0}
!119 = !{!"short", !115, i64 0}
!120 = !DILocation(line: 13, column: 51, scope: !83)
!121 = !{!122, !122, i64 0}
!122 = !{!"int", !115, i64 0}
!123 = !DILocation(line: 13, column: 76, scope: !83)
!124 = !{!125, !125, i64 0}
!125 = !{!"long", !115, i64 0}
!126 = !DILocation(line: 13, column: 5, scope: !83)
!127 = !DILocation(line: 14, column: 20, scope: !83)
!128 = !DILocation(line: 14, column: 83, scope: !83)
!129 = !DILocation(line: 14, column: 154, scope: !83)
!130 = !DILocation(line: 15, column: 66, scope: !83)
!131 = !DILocation(line: 15, column: 5, scope: !83)
!132 = !DILocation(line: 16, column: 19, scope: !83)
!133 = !DILocation(line: 16, column: 151, scope: !83)
!134 = !DILocation(line: 16, column: 68, scope: !83)
!135 = !DILocation(line: 17, column: 39, scope: !83)
!136 = !DILocation(line: 18, column: 114, scope: !83)
!137 = !DILocation(line: 18, column: 5, scope: !83)
!138 = !DILocation(line: 19, column: 15, scope: !83)
!139 = !DILocation(line: 19, column: 161, scope: !83)
!140 = !DILocation(line: 19, column: 105, scope: !83)
!141 = !DILocation(line: 20, column: 20, scope: !83)
!142 = !DILocation(line: 20, column: 25, scope: !83)
!143 = !DILocation(line: 12, column: 37, scope: !144)
!144 = distinct !DILexicalBlock(scope: !145, file: !3, line: 12, column: 35)
!145 = distinct !DILexicalBlock(scope: !88, file: !3, line: 12, column: 5)
!146 = !DILocation(line: 12, column: 83, scope: !144)
!147 = !DILocation(line: 12, column: 132, scope: !144)
!148 = !DILocation(line: 12, column: 179, scope: !144)
!149 = !DILocation(line: 12, column: 31, scope: !145)
!150 = !DILocation(line: 12, column: 23, scope: !145)
!151 = distinct !{!151, !112, !152, !153}
!152 = !DILocation(line: 12, column: 239, scope: !88)
!153 = !{!"llvm.loop.mustprogress"}
!154 = !DILocation(line: 20, column: 14, scope: !83)
!155 = !DILocation(line: 20, column: 88, scope: !83)
!156 = !DILocation(line: 20, column: 33, scope: !83)
!157 = distinct !{!157, !142, !158, !153}
!158 = !DILocation(line: 20, column: 136, scope: !83)
!159 = !DILocation(line: 20, column: 171, scope: !83)
!160 = !DILocation(line: 20, column: 138, scope: !83)
!161 = !DILocation(line: 21, column: 15, scope: !83)
!162 = !DILocation(line: 21, column: 57, scope: !83)
!163 = !DILocation(line: 21, column: 147, scope: !83)
!164 = !DILocation(line: 21, column: 114, scope: !83)
!165 = !DILocation(line: 21, column: 104, scope: !83)
!166 = !DILocation(line: 21, column: 164, scope: !83)
!167 = !DILocation(line: 21, column: 212, scope: !83)
!168 = !DILocation(line: 22, column: 14, scope: !83)
!169 = !DILocation(line: 22, column: 89, scope: !83)
!170 = !DILocation(line: 22, column: 55, scope: !83)
!171 = !DILocation(line: 0, scope: !104)
!172 = !DILocation(line: 23, column: 23, scope: !104)
!173 = !DILocation(line: 8, column: 33, scope: !174, inlinedAt: !180)
!174 = distinct !DISubprogram(name: "spin_lock", scope: !3, file: !3, line: 8, type: !175, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !178)
!175 = !DISubroutineType(types: !176)
!176 = !{null, !177}
!177 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!178 = !{!179}
!179 = !DILocalVariable(name: "l", arg: 1, scope: !174, file: !3, line: 8, type: !177)
!180 = distinct !DILocation(line: 23, column: 56, scope: !181)
!181 = distinct !DILexicalBlock(scope: !182, file: !3, line: 23, column: 54)
!182 = distinct !DILexicalBlock(scope: !104, file: !3, line: 23, column: 23)
!183 = !DILocation(line: 24, column: 46, scope: !83)
!184 = !DILocation(line: 25, column: 5, scope: !83)
!185 = !DILocation(line: 26, column: 5, scope: !83)
!186 = !DILocation(line: 26, column: 11, scope: !83)
!187 = !{!188, !188, i64 0}
!188 = !{!"_Bool", !115, i64 0}
!189 = distinct !DIAssignID()
!190 = !DILocation(line: 26, column: 30, scope: !83)
!191 = !DILocation(line: 26, column: 87, scope: !83)
!192 = !DILocation(line: 26, column: 135, scope: !83)
!193 = !DILocation(line: 28, column: 1, scope: !83)
!194 = !DILocation(line: 27, column: 5, scope: !83)
!195 = !DILocation(line: 8, column: 40, scope: !174, inlinedAt: !180)
!196 = distinct !{!196, !173, !197, !153}
!197 = !DILocation(line: 8, column: 87, scope: !174, inlinedAt: !180)
!198 = !DILocalVariable(name: "l", arg: 1, scope: !199, file: !3, line: 9, type: !177)
!199 = distinct !DISubprogram(name: "spin_unlock", scope: !3, file: !3, line: 9, type: !175, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !200)
!200 = !{!198}
!201 = !DILocation(line: 0, scope: !199, inlinedAt: !202)
!202 = distinct !DILocation(line: 23, column: 88, scope: !181)
!203 = !DILocation(line: 9, column: 35, scope: !199, inlinedAt: !202)
!204 = !DILocation(line: 23, column: 50, scope: !182)
!205 = !DILocation(line: 23, column: 41, scope: !182)
!206 = distinct !{!206, !172, !207, !153}
!207 = !DILocation(line: 23, column: 108, scope: !104)
!208 = !DISubprogram(name: "printf", scope: !209, file: !209, line: 356, type: !210, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!209 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!210 = !DISubroutineType(types: !211)
!211 = !{!15, !212, null}
!212 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !213)
!213 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !214, size: 64)
!214 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
