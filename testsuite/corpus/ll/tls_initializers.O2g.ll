; ModuleID = 'programs/tls_initializers.c'
source_filename = "programs/tls_initializers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.anon = type { [12 x i8], i32 }

@tl_int = dso_local thread_local global i32 42, align 4, !dbg !0
@tl_arr = dso_local thread_local local_unnamed_addr global [8 x double] [double 1.500000e+00, double 2.500000e+00, double 3.500000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00], align 16, !dbg !14
@tl_rec = dso_local thread_local global %struct.anon { [12 x i8] c"thread-rec\00\00", i32 3 }, align 4, !dbg !20
@tl_extern = dso_local thread_local local_unnamed_addr global i32 -7, align 4, !dbg !31
@.str = private unnamed_addr constant [73 x i8] c"tl_int=%d tl_zero=%ld tl_arr=%g,%g,%g,%g rec=%s/%d *tl_ptr=%d extern=%d\0A\00", align 1, !dbg !33
@tl_zero = dso_local thread_local local_unnamed_addr global i64 0, align 8, !dbg !61
@tl_ptr = internal thread_local unnamed_addr global ptr @global_target, align 8, !dbg !69
@.str.1 = private unnamed_addr constant [32 x i8] c"via pointer: tl_int=%d same=%d\0A\00", align 1, !dbg !38
@.str.2 = private unnamed_addr constant [9 x i8] c"bump=%d \00", align 1, !dbg !43
@tl_big = internal thread_local unnamed_addr global [1000 x i64] zeroinitializer, align 16, !dbg !64
@.str.5 = private unnamed_addr constant [41 x i8] c"sum=%llu tl_int=%d rec=%s/%d aligned=%d\0A\00", align 1, !dbg !56
@global_target = internal global i32 99, align 4, !dbg !72
@bump.n = internal thread_local unnamed_addr global i32 10, align 4, !dbg !74

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !87 {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_int), !dbg !95
  %2 = load i32, ptr %1, align 4, !dbg !95, !tbaa !96
  %3 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tl_zero), !dbg !100
  %4 = load i64, ptr %3, align 8, !dbg !100, !tbaa !101
  %5 = tail call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @tl_arr), !dbg !103
  %6 = load double, ptr %5, align 16, !dbg !103, !tbaa !104
  %7 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !106
  %8 = load double, ptr %7, align 8, !dbg !106, !tbaa !104
  %9 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !107
  %10 = load double, ptr %9, align 16, !dbg !107, !tbaa !104
  %11 = getelementptr inbounds i8, ptr %5, i64 24, !dbg !108
  %12 = load double, ptr %11, align 8, !dbg !108, !tbaa !104
  %13 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_rec), !dbg !109
  %14 = getelementptr inbounds i8, ptr %13, i64 12, !dbg !110
  %15 = load i32, ptr %14, align 4, !dbg !110, !tbaa !111
  %16 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tl_ptr), !dbg !113
  %17 = load ptr, ptr %16, align 8, !dbg !113, !tbaa !114
  %18 = load i32, ptr %17, align 4, !dbg !116, !tbaa !96
  %19 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_extern), !dbg !117
  %20 = load i32, ptr %19, align 4, !dbg !117, !tbaa !96
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2, i64 noundef %4, double noundef %6, double noundef %8, double noundef %10, double noundef %12, ptr noundef nonnull %13, i32 noundef %15, i32 noundef %18, i32 noundef %20), !dbg !118
  %22 = tail call fastcc ptr @addr_of_int(), !dbg !119
    #dbg_value(ptr %22, !89, !DIExpression(), !120)
  %23 = load i32, ptr %22, align 4, !dbg !121, !tbaa !96
  %24 = add nsw i32 %23, 8, !dbg !121
  store i32 %24, ptr %22, align 4, !dbg !121, !tbaa !96
  %25 = load i32, ptr %1, align 4, !dbg !122, !tbaa !96
  %26 = icmp eq ptr %22, %1, !dbg !123
  %27 = zext i1 %26 to i32, !dbg !123
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %25, i32 noundef %27), !dbg !124
    #dbg_value(i32 0, !90, !DIExpression(), !125)
  %29 = tail call fastcc i32 @bump(), !dbg !126
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %29), !dbg !128
    #dbg_value(i32 1, !90, !DIExpression(), !125)
  %31 = tail call fastcc i32 @bump(), !dbg !126
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %31), !dbg !128
    #dbg_value(i32 2, !90, !DIExpression(), !125)
  %33 = tail call fastcc i32 @bump(), !dbg !126
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %33), !dbg !128
    #dbg_value(i32 3, !90, !DIExpression(), !125)
  %35 = tail call fastcc i32 @bump(), !dbg !126
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %35), !dbg !128
    #dbg_value(i32 4, !90, !DIExpression(), !125)
  %37 = tail call i32 @putchar(i32 10), !dbg !129
  tail call fastcc void @fill(), !dbg !130
    #dbg_value(i64 0, !92, !DIExpression(), !120)
    #dbg_value(i32 0, !93, !DIExpression(), !131)
  %38 = tail call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @tl_big)
  br label %39, !dbg !132

39:                                               ; preds = %39, %0
  %40 = phi i64 [ 0, %0 ], [ %77, %39 ], !dbg !133
  %41 = phi <2 x i64> [ zeroinitializer, %0 ], [ %75, %39 ]
  %42 = phi <2 x i64> [ zeroinitializer, %0 ], [ %76, %39 ]
  %43 = getelementptr inbounds [1000 x i64], ptr %38, i64 0, i64 %40, !dbg !135
  %44 = getelementptr inbounds i8, ptr %43, i64 16, !dbg !135
  %45 = load <2 x i64>, ptr %43, align 16, !dbg !135, !tbaa !101
  %46 = load <2 x i64>, ptr %44, align 16, !dbg !135, !tbaa !101
  %47 = add <2 x i64> %45, %41, !dbg !136
  %48 = add <2 x i64> %46, %42, !dbg !136
  %49 = add nuw nsw i64 %40, 4, !dbg !133
  %50 = getelementptr inbounds [1000 x i64], ptr %38, i64 0, i64 %49, !dbg !135
  %51 = getelementptr inbounds i8, ptr %50, i64 16, !dbg !135
  %52 = load <2 x i64>, ptr %50, align 16, !dbg !135, !tbaa !101
  %53 = load <2 x i64>, ptr %51, align 16, !dbg !135, !tbaa !101
  %54 = add <2 x i64> %52, %47, !dbg !136
  %55 = add <2 x i64> %53, %48, !dbg !136
  %56 = add nuw nsw i64 %40, 8, !dbg !133
  %57 = getelementptr inbounds [1000 x i64], ptr %38, i64 0, i64 %56, !dbg !135
  %58 = getelementptr inbounds i8, ptr %57, i64 16, !dbg !135
  %59 = load <2 x i64>, ptr %57, align 16, !dbg !135, !tbaa !101
  %60 = load <2 x i64>, ptr %58, align 16, !dbg !135, !tbaa !101
  %61 = add <2 x i64> %59, %54, !dbg !136
  %62 = add <2 x i64> %60, %55, !dbg !136
  %63 = add nuw nsw i64 %40, 12, !dbg !133
  %64 = getelementptr inbounds [1000 x i64], ptr %38, i64 0, i64 %63, !dbg !135
  %65 = getelementptr inbounds i8, ptr %64, i64 16, !dbg !135
  %66 = load <2 x i64>, ptr %64, align 16, !dbg !135, !tbaa !101
  %67 = load <2 x i64>, ptr %65, align 16, !dbg !135, !tbaa !101
  %68 = add <2 x i64> %66, %61, !dbg !136
  %69 = add <2 x i64> %67, %62, !dbg !136
  %70 = add nuw nsw i64 %40, 16, !dbg !133
  %71 = getelementptr inbounds [1000 x i64], ptr %38, i64 0, i64 %70, !dbg !135
  %72 = getelementptr inbounds i8, ptr %71, i64 16, !dbg !135
  %73 = load <2 x i64>, ptr %71, align 16, !dbg !135, !tbaa !101
  %74 = load <2 x i64>, ptr %72, align 16, !dbg !135, !tbaa !101
  %75 = add <2 x i64> %73, %68, !dbg !136
  %76 = add <2 x i64> %74, %69, !dbg !136
  %77 = add nuw nsw i64 %40, 20, !dbg !133
  %78 = icmp eq i64 %77, 1000, !dbg !133
  br i1 %78, label %79, label %39, !dbg !133, !llvm.loop !137

79:                                               ; preds = %39
  %80 = add <2 x i64> %76, %75, !dbg !132
  %81 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %80), !dbg !132
  store ptr %1, ptr %16, align 8, !dbg !142, !tbaa !114
  %82 = load i32, ptr %1, align 4, !dbg !143, !tbaa !96
  %83 = shl nsw i32 %82, 1, !dbg !143
  store i32 %83, ptr %1, align 4, !dbg !143, !tbaa !96
  store i64 28258992578979939, ptr %13, align 4, !dbg !144
  %84 = load i32, ptr %14, align 4, !dbg !145, !tbaa !111
  %85 = add nsw i32 %84, 100, !dbg !145
  store i32 %85, ptr %14, align 4, !dbg !145, !tbaa !111
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %81, i32 noundef %83, ptr noundef nonnull %13, i32 noundef %85, i32 noundef 1), !dbg !146
  %87 = load i32, ptr %1, align 4, !dbg !147, !tbaa !96
  ret i32 %87, !dbg !148
}

; Function Attrs: nofree nounwind
declare !dbg !149 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc nonnull ptr @addr_of_int() unnamed_addr #3 !dbg !156 {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_int), !dbg !159
  ret ptr %1, !dbg !160
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @bump() unnamed_addr #4 !dbg !76 {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @bump.n), !dbg !161
  %2 = load i32, ptr %1, align 4, !dbg !162, !tbaa !96
  %3 = add nsw i32 %2, 1, !dbg !162
  store i32 %3, ptr %1, align 4, !dbg !162, !tbaa !96
  ret i32 %2, !dbg !163
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(write, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @fill() unnamed_addr #5 !dbg !164 {
    #dbg_value(i32 0, !168, !DIExpression(), !170)
  %1 = tail call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @tl_big)
    #dbg_value(i32 0, !168, !DIExpression(), !170)
  br label %3, !dbg !171

2:                                                ; preds = %3
  ret void, !dbg !172

3:                                                ; preds = %3, %0
  %4 = phi i64 [ 0, %0 ], [ %19, %3 ]
    #dbg_value(i64 %4, !168, !DIExpression(), !170)
  %5 = mul nuw nsw i64 %4, %4, !dbg !173
  %6 = getelementptr inbounds [1000 x i64], ptr %1, i64 0, i64 %4, !dbg !175
  store i64 %5, ptr %6, align 8, !dbg !176, !tbaa !101
  %7 = add nuw nsw i64 %4, 1, !dbg !177
    #dbg_value(i64 %7, !168, !DIExpression(), !170)
  %8 = mul nuw nsw i64 %7, %7, !dbg !173
  %9 = getelementptr inbounds [1000 x i64], ptr %1, i64 0, i64 %7, !dbg !175
  store i64 %8, ptr %9, align 8, !dbg !176, !tbaa !101
  %10 = add nuw nsw i64 %4, 2, !dbg !177
    #dbg_value(i64 %10, !168, !DIExpression(), !170)
  %11 = mul nuw nsw i64 %10, %10, !dbg !173
  %12 = getelementptr inbounds [1000 x i64], ptr %1, i64 0, i64 %10, !dbg !175
  store i64 %11, ptr %12, align 8, !dbg !176, !tbaa !101
  %13 = add nuw nsw i64 %4, 3, !dbg !177
    #dbg_value(i64 %13, !168, !DIExpression(), !170)
  %14 = mul nuw nsw i64 %13, %13, !dbg !173
  %15 = getelementptr inbounds [1000 x i64], ptr %1, i64 0, i64 %13, !dbg !175
  store i64 %14, ptr %15, align 8, !dbg !176, !tbaa !101
  %16 = add nuw nsw i64 %4, 4, !dbg !177
    #dbg_value(i64 %16, !168, !DIExpression(), !170)
  %17 = mul nuw nsw i64 %16, %16, !dbg !173
  %18 = getelementptr inbounds [1000 x i64], ptr %1, i64 0, i64 %16, !dbg !175
  store i64 %17, ptr %18, align 8, !dbg !176, !tbaa !101
  %19 = add nuw nsw i64 %4, 5, !dbg !177
    #dbg_value(i64 %19, !168, !DIExpression(), !170)
  %20 = icmp eq i64 %19, 1000, !dbg !178
  br i1 %20, label %2, label %3, !dbg !171, !llvm.loop !179
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(write, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!79, !80, !81, !82, !83, !84, !85}
!llvm.ident = !{!86}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "tl_int", scope: !2, file: !3, line: 9, type: !30, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !13, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/tls_initializers.c", directory: ".", checksumkind: CSK_MD5, checksum: "b3dc8f968c17a38a33894be58dfea325")
!4 = !{!5, !6, !9}
!5 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !7, line: 90, baseType: !8)
!7 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!8 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !10, line: 27, baseType: !11)
!10 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !12, line: 45, baseType: !8)
!12 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!13 = !{!0, !14, !20, !31, !33, !38, !43, !48, !53, !56, !61, !64, !69, !72, !74}
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "tl_arr", scope: !2, file: !3, line: 11, type: !16, isLocal: false, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 512, elements: !18)
!17 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!18 = !{!19}
!19 = !DISubrange(count: 8)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "tl_rec", scope: !2, file: !3, line: 12, type: !22, isLocal: false, isDefinition: true)
!22 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 12, size: 128, elements: !23)
!23 = !{!24, !29}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !22, file: !3, line: 12, baseType: !25, size: 96)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 96, elements: !27)
!26 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!27 = !{!28}
!28 = !DISubrange(count: 12)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !22, file: !3, line: 12, baseType: !30, size: 32, offset: 96)
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(name: "tl_extern", scope: !2, file: !3, line: 17, type: !30, isLocal: false, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 584, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 73)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 27, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 256, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 32)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 72, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 9)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 16, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 2)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !3, line: 35, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 64, elements: !18)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !3, line: 37, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 328, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 41)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(name: "tl_zero", scope: !2, file: !3, line: 10, type: !63, isLocal: false, isDefinition: true)
!63 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(name: "tl_big", scope: !2, file: !3, line: 13, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 64000, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 1000)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(name: "tl_ptr", scope: !2, file: !3, line: 15, type: !71, isLocal: true, isDefinition: true)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(name: "global_target", scope: !2, file: !3, line: 14, type: !30, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(name: "n", scope: !76, file: !3, line: 19, type: !30, isLocal: true, isDefinition: true)
!76 = distinct !DISubprogram(name: "bump", scope: !3, file: !3, line: 19, type: !77, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!77 = !DISubroutineType(types: !78)
!78 = !{!30}
!79 = !{i32 7, !"Dwarf Version", i32 5}
!80 = !{i32 2, !"Debug Info Version", i32 3}
!81 = !{i32 1, !"wchar_size", i32 4}
!82 = !{i32 8, !"PIC Level", i32 2}
!83 = !{i32 7, !"PIE Level", i32 2}
!84 = !{i32 7, !"uwtable", i32 2}
!85 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!86 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!87 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 23, type: !77, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !88)
!88 = !{!89, !90, !92, !93}
!89 = !DILocalVariable(name: "p", scope: !87, file: !3, line: 25, type: !71)
!90 = !DILocalVariable(name: "i", scope: !91, file: !3, line: 28, type: !30)
!91 = distinct !DILexicalBlock(scope: !87, file: !3, line: 28, column: 5)
!92 = !DILocalVariable(name: "s", scope: !87, file: !3, line: 31, type: !9)
!93 = !DILocalVariable(name: "i", scope: !94, file: !3, line: 32, type: !30)
!94 = distinct !DILexicalBlock(scope: !87, file: !3, line: 32, column: 5)
!95 = !DILocation(line: 24, column: 89, scope: !87)
!96 = !{!97, !97, i64 0}
!97 = !{!"int", !98, i64 0}
!98 = !{!"omnipotent char", !99, i64 0}
!99 = !{!"Simple C/C++ TBAA"}
!100 = !DILocation(line: 24, column: 97, scope: !87)
!101 = !{!102, !102, i64 0}
!102 = !{!"long", !98, i64 0}
!103 = !DILocation(line: 24, column: 106, scope: !87)
!104 = !{!105, !105, i64 0}
!105 = !{!"double", !98, i64 0}
!106 = !DILocation(line: 24, column: 117, scope: !87)
!107 = !DILocation(line: 24, column: 128, scope: !87)
!108 = !DILocation(line: 24, column: 139, scope: !87)
!109 = !DILocation(line: 24, column: 150, scope: !87)
!110 = !DILocation(line: 24, column: 170, scope: !87)
!111 = !{!112, !97, i64 12}
!112 = !{!"", !98, i64 0, !97, i64 12}
!113 = !DILocation(line: 24, column: 178, scope: !87)
!114 = !{!115, !115, i64 0}
!115 = !{!"any pointer", !98, i64 0}
!116 = !DILocation(line: 24, column: 177, scope: !87)
!117 = !DILocation(line: 24, column: 186, scope: !87)
!118 = !DILocation(line: 24, column: 5, scope: !87)
!119 = !DILocation(line: 25, column: 14, scope: !87)
!120 = !DILocation(line: 0, scope: !87)
!121 = !DILocation(line: 26, column: 8, scope: !87)
!122 = !DILocation(line: 27, column: 48, scope: !87)
!123 = !DILocation(line: 27, column: 58, scope: !87)
!124 = !DILocation(line: 27, column: 5, scope: !87)
!125 = !DILocation(line: 0, scope: !91)
!126 = !DILocation(line: 28, column: 52, scope: !127)
!127 = distinct !DILexicalBlock(scope: !91, file: !3, line: 28, column: 5)
!128 = !DILocation(line: 28, column: 33, scope: !127)
!129 = !DILocation(line: 29, column: 5, scope: !87)
!130 = !DILocation(line: 30, column: 5, scope: !87)
!131 = !DILocation(line: 0, scope: !94)
!132 = !DILocation(line: 32, column: 5, scope: !94)
!133 = !DILocation(line: 32, column: 32, scope: !134)
!134 = distinct !DILexicalBlock(scope: !94, file: !3, line: 32, column: 5)
!135 = !DILocation(line: 32, column: 41, scope: !134)
!136 = !DILocation(line: 32, column: 38, scope: !134)
!137 = distinct !{!137, !132, !138, !139, !140, !141}
!138 = !DILocation(line: 32, column: 49, scope: !94)
!139 = !{!"llvm.loop.mustprogress"}
!140 = !{!"llvm.loop.isvectorized", i32 1}
!141 = !{!"llvm.loop.unroll.runtime.disable"}
!142 = !DILocation(line: 33, column: 12, scope: !87)
!143 = !DILocation(line: 34, column: 13, scope: !87)
!144 = !DILocation(line: 35, column: 5, scope: !87)
!145 = !DILocation(line: 36, column: 18, scope: !87)
!146 = !DILocation(line: 37, column: 5, scope: !87)
!147 = !DILocation(line: 38, column: 12, scope: !87)
!148 = !DILocation(line: 38, column: 5, scope: !87)
!149 = !DISubprogram(name: "printf", scope: !150, file: !150, line: 356, type: !151, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!150 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!151 = !DISubroutineType(types: !152)
!152 = !{!30, !153, null}
!153 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !154)
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !155, size: 64)
!155 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !26)
!156 = distinct !DISubprogram(name: "addr_of_int", scope: !3, file: !3, line: 20, type: !157, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!157 = !DISubroutineType(types: !158)
!158 = !{!71}
!159 = !DILocation(line: 20, column: 67, scope: !156)
!160 = !DILocation(line: 20, column: 59, scope: !156)
!161 = !DILocation(line: 19, column: 91, scope: !76)
!162 = !DILocation(line: 19, column: 92, scope: !76)
!163 = !DILocation(line: 19, column: 84, scope: !76)
!164 = distinct !DISubprogram(name: "fill", scope: !3, file: !3, line: 21, type: !165, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !167)
!165 = !DISubroutineType(types: !166)
!166 = !{null}
!167 = !{!168}
!168 = !DILocalVariable(name: "i", scope: !169, file: !3, line: 21, type: !30)
!169 = distinct !DILexicalBlock(scope: !164, file: !3, line: 21, column: 52)
!170 = !DILocation(line: 0, scope: !169)
!171 = !DILocation(line: 21, column: 52, scope: !169)
!172 = !DILocation(line: 21, column: 112, scope: !164)
!173 = !DILocation(line: 21, column: 107, scope: !174)
!174 = distinct !DILexicalBlock(scope: !169, file: !3, line: 21, column: 52)
!175 = !DILocation(line: 21, column: 83, scope: !174)
!176 = !DILocation(line: 21, column: 93, scope: !174)
!177 = !DILocation(line: 21, column: 79, scope: !174)
!178 = !DILocation(line: 21, column: 70, scope: !174)
!179 = distinct !{!179, !171, !180, !139}
!180 = !DILocation(line: 21, column: 109, scope: !169)
