; ModuleID = 'programs/globals_pointer_init.c'
source_filename = "programs/globals_pointer_init.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.anon = type { i64, double, [8 x i8], [3 x i32] }

@.str = private unnamed_addr constant [32 x i8] c"*p5=%d p5-arr=%td pend-arr=%td\0A\00", align 1, !dbg !0
@arr = internal unnamed_addr global [20 x i32] [i32 0, i32 1, i32 4, i32 9, i32 16, i32 25, i32 36, i32 49, i32 64, i32 81, i32 100, i32 121, i32 144, i32 169, i32 196, i32 225, i32 256, i32 289, i32 324, i32 361], align 64, !dbg !7
@.str.1 = private unnamed_addr constant [27 x i8] c"*pb=%g pname=%s *ptail=%d\0A\00", align 1, !dbg !17
@.str.2 = private unnamed_addr constant [40 x i8] c"*cp=%d **pp=%d **prow=%d rows[3][2]=%d\0A\00", align 1, !dbg !22
@.str.3 = private unnamed_addr constant [11 x i8] c"%s(%d)=%d \00", align 1, !dbg !27
@.str.4 = private unnamed_addr constant [27 x i8] c"\0Awords: %s %s %s %s wp=%s\0A\00", align 1, !dbg !32
@.str.5 = private unnamed_addr constant [47 x i8] c"sum=%ld arr[5]=%d arr[6]=%d offsetof tail=%zu\0A\00", align 1, !dbg !34
@rec = internal global %struct.anon { i64 7, double 2.500000e+00, [8 x i8] c"record\00\00", [3 x i32] [i32 1, i32 2, i32 3] }, align 8, !dbg !45
@.str.6 = private unnamed_addr constant [3 x i8] c"sq\00", align 1, !dbg !80
@.str.7 = private unnamed_addr constant [4 x i8] c"neg\00", align 1, !dbg !83
@.str.8 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1, !dbg !97
@.str.9 = private unnamed_addr constant [5 x i8] c"beta\00", align 1, !dbg !102
@.str.10 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1, !dbg !107
@.str.11 = private unnamed_addr constant [6 x i8] c"delta\00", align 1, !dbg !109
@.str.12 = private unnamed_addr constant [16 x i8] c"literal pointer\00", align 1, !dbg !115

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !133 {
  %1 = load i32, ptr getelementptr inbounds (i8, ptr @arr, i64 20), align 4, !dbg !141, !tbaa !142
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1, i64 noundef 5, i64 noundef 20), !dbg !146
  %3 = load double, ptr getelementptr inbounds (i8, ptr @rec, i64 8), align 8, !dbg !147, !tbaa !148
  %4 = load i32, ptr getelementptr inbounds (i8, ptr @rec, i64 32), align 8, !dbg !150, !tbaa !142
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %3, ptr noundef nonnull getelementptr inbounds (i8, ptr @rec, i64 18), i32 noundef %4), !dbg !151
  %6 = load i8, ptr getelementptr inbounds (i8, ptr @arr, i64 13), align 1, !dbg !152, !tbaa !153
  %7 = sext i8 %6 to i32, !dbg !152
  %8 = load i32, ptr getelementptr inbounds (i8, ptr @arr, i64 20), align 4, !dbg !154, !tbaa !142
  %9 = load i32, ptr getelementptr inbounds (i8, ptr @arr, i64 40), align 8, !dbg !155, !tbaa !142
  %10 = load i32, ptr getelementptr inbounds (i8, ptr @arr, i64 68), align 4, !dbg !156, !tbaa !142
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10), !dbg !157
    #dbg_value(i32 0, !136, !DIExpression(), !158)
    #dbg_value(i64 0, !136, !DIExpression(), !158)
  %12 = load i32, ptr getelementptr inbounds (i8, ptr @arr, i64 12), align 4, !dbg !159, !tbaa !142
    #dbg_value(i32 %12, !161, !DIExpression(), !164)
  %13 = mul nsw i32 %12, %12, !dbg !166
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.6, i32 noundef %12, i32 noundef %13), !dbg !167
    #dbg_value(i64 1, !136, !DIExpression(), !158)
  %15 = load i32, ptr getelementptr inbounds (i8, ptr @arr, i64 28), align 4, !dbg !159, !tbaa !142
    #dbg_value(i32 %15, !168, !DIExpression(), !171)
  %16 = sub nsw i32 0, %15, !dbg !173
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.7, i32 noundef %15, i32 noundef %16), !dbg !167
    #dbg_value(i64 2, !136, !DIExpression(), !158)
  %18 = load i32, ptr getelementptr inbounds (i8, ptr @arr, i64 76), align 4, !dbg !159, !tbaa !142
    #dbg_value(i32 %18, !161, !DIExpression(), !174)
  %19 = mul nsw i32 %18, %18, !dbg !176
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.6, i32 noundef %18, i32 noundef %19), !dbg !167
    #dbg_value(i64 3, !136, !DIExpression(), !158)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.10, i64 2), ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.11, i64 1), ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.12, i64 8)), !dbg !177
    #dbg_value(i64 0, !138, !DIExpression(), !178)
    #dbg_value(!DIArgList(ptr @arr, i64 0), !139, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !179)
    #dbg_value(!DIArgList(ptr @arr, i64 0), !139, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !179)
    #dbg_value(i64 0, !138, !DIExpression(), !178)
    #dbg_value(ptr @arr, !139, !DIExpression(), !179)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !178)
    #dbg_value(!DIArgList(ptr @arr, i64 4), !139, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !179)
    #dbg_value(ptr poison, !139, !DIExpression(), !179)
    #dbg_value(i64 poison, !138, !DIExpression(), !178)
    #dbg_value(!DIArgList(ptr @arr, i64 8), !139, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !179)
    #dbg_value(ptr poison, !139, !DIExpression(), !179)
    #dbg_value(i64 poison, !138, !DIExpression(), !178)
    #dbg_value(!DIArgList(ptr @arr, i64 12), !139, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !179)
    #dbg_value(ptr getelementptr inbounds (i8, ptr @arr, i64 12), !139, !DIExpression(), !179)
    #dbg_value(i64 poison, !138, !DIExpression(), !178)
    #dbg_value(!DIArgList(ptr @arr, i64 16), !139, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !179)
    #dbg_value(ptr poison, !139, !DIExpression(), !179)
    #dbg_value(i64 poison, !138, !DIExpression(), !178)
    #dbg_value(!DIArgList(ptr @arr, i64 20), !139, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !179)
    #dbg_value(ptr getelementptr inbounds (i8, ptr @arr, i64 20), !139, !DIExpression(), !179)
    #dbg_value(i64 poison, !138, !DIExpression(), !178)
    #dbg_value(!DIArgList(ptr @arr, i64 24), !139, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !179)
    #dbg_value(ptr getelementptr inbounds (i8, ptr @arr, i64 24), !139, !DIExpression(), !179)
    #dbg_value(i64 poison, !138, !DIExpression(), !178)
    #dbg_value(!DIArgList(ptr @arr, i64 28), !139, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !179)
    #dbg_value(ptr getelementptr inbounds (i8, ptr @arr, i64 28), !139, !DIExpression(), !179)
    #dbg_value(i64 poison, !138, !DIExpression(), !178)
    #dbg_value(!DIArgList(ptr @arr, i64 32), !139, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !179)
    #dbg_value(ptr poison, !139, !DIExpression(), !179)
    #dbg_value(i64 poison, !138, !DIExpression(), !178)
    #dbg_value(!DIArgList(ptr @arr, i64 36), !139, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !179)
    #dbg_value(ptr poison, !139, !DIExpression(), !179)
    #dbg_value(i64 poison, !138, !DIExpression(), !178)
    #dbg_value(!DIArgList(ptr @arr, i64 40), !139, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !179)
    #dbg_value(ptr getelementptr inbounds (i8, ptr @arr, i64 40), !139, !DIExpression(), !179)
    #dbg_value(i64 poison, !138, !DIExpression(), !178)
    #dbg_value(!DIArgList(ptr @arr, i64 44), !139, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !179)
    #dbg_value(ptr poison, !139, !DIExpression(), !179)
    #dbg_value(i64 poison, !138, !DIExpression(), !178)
    #dbg_value(!DIArgList(ptr @arr, i64 48), !139, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !179)
    #dbg_value(ptr poison, !139, !DIExpression(), !179)
    #dbg_value(i64 poison, !138, !DIExpression(), !178)
    #dbg_value(!DIArgList(ptr @arr, i64 52), !139, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !179)
    #dbg_value(ptr poison, !139, !DIExpression(), !179)
    #dbg_value(i64 poison, !138, !DIExpression(), !178)
    #dbg_value(!DIArgList(ptr @arr, i64 56), !139, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !179)
    #dbg_value(ptr poison, !139, !DIExpression(), !179)
    #dbg_value(i64 poison, !138, !DIExpression(), !178)
    #dbg_value(!DIArgList(ptr @arr, i64 60), !139, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !179)
    #dbg_value(ptr poison, !139, !DIExpression(), !179)
  %22 = load <16 x i32>, ptr @arr, align 64, !dbg !180, !tbaa !142
  %23 = sext <16 x i32> %22 to <16 x i64>, !dbg !180
    #dbg_value(i64 poison, !138, !DIExpression(), !178)
    #dbg_value(!DIArgList(ptr @arr, i64 64), !139, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !179)
    #dbg_value(ptr getelementptr inbounds (i8, ptr @arr, i64 64), !139, !DIExpression(), !179)
  %24 = load i32, ptr getelementptr inbounds (i8, ptr @arr, i64 64), align 64, !dbg !180, !tbaa !142
  %25 = sext i32 %24 to i64, !dbg !180
    #dbg_value(i64 poison, !138, !DIExpression(), !178)
    #dbg_value(!DIArgList(ptr @arr, i64 68), !139, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !179)
    #dbg_value(ptr getelementptr inbounds (i8, ptr @arr, i64 68), !139, !DIExpression(), !179)
  %26 = load i32, ptr getelementptr inbounds (i8, ptr @arr, i64 68), align 4, !dbg !180, !tbaa !142
  %27 = sext i32 %26 to i64, !dbg !180
    #dbg_value(i64 poison, !138, !DIExpression(), !178)
    #dbg_value(!DIArgList(ptr @arr, i64 72), !139, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !179)
    #dbg_value(ptr getelementptr inbounds (i8, ptr @arr, i64 72), !139, !DIExpression(), !179)
  %28 = load i32, ptr getelementptr inbounds (i8, ptr @arr, i64 72), align 8, !dbg !180, !tbaa !142
  %29 = sext i32 %28 to i64, !dbg !180
    #dbg_value(i64 poison, !138, !DIExpression(), !178)
    #dbg_value(!DIArgList(ptr @arr, i64 76), !139, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !179)
    #dbg_value(ptr getelementptr inbounds (i8, ptr @arr, i64 76), !139, !DIExpression(), !179)
  %30 = load i32, ptr getelementptr inbounds (i8, ptr @arr, i64 76), align 4, !dbg !180, !tbaa !142
  %31 = sext i32 %30 to i64, !dbg !180
  %32 = tail call i64 @llvm.vector.reduce.add.v16i64(<16 x i64> %23), !dbg !182
  %33 = add i64 %32, %25, !dbg !182
  %34 = add nsw i64 %27, %29, !dbg !182
  %35 = add i64 %33, %34, !dbg !182
  %36 = add i64 %35, %31, !dbg !182
    #dbg_value(i64 %36, !138, !DIExpression(), !178)
    #dbg_value(!DIArgList(ptr @arr, i64 80), !139, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !179)
  store i32 1000, ptr getelementptr inbounds (i8, ptr @arr, i64 20), align 4, !dbg !183, !tbaa !142
  store i32 2000, ptr getelementptr inbounds (i8, ptr @arr, i64 24), align 8, !dbg !184, !tbaa !142
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %36, i32 noundef 1000, i32 noundef 2000, i64 noundef 24), !dbg !185
  %38 = trunc i64 %36 to i32, !dbg !186
  %39 = and i32 %38, 127, !dbg !186
  ret i32 %39, !dbg !187
}

; Function Attrs: nofree nounwind
declare !dbg !188 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v16i64(<16 x i64>) #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!125, !126, !127, !128, !129, !130, !131}
!llvm.ident = !{!132}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/globals_pointer_init.c", directory: ".", checksumkind: CSK_MD5, checksum: "fb1c595b504f909af57a32526d9260db")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 32)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "arr", scope: !9, file: !2, line: 8, type: !122, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !12, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11}
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !{!0, !13, !17, !22, !27, !32, !34, !39, !7, !41, !45, !60, !63, !65, !69, !72, !75, !80, !83, !86, !97, !102, !107, !109, !111, !115, !120}
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "pend", scope: !9, file: !2, line: 10, type: !15, isLocal: true, isDefinition: true)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 27)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 40)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 11)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !19, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 376, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 47)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(name: "p5", scope: !9, file: !2, line: 9, type: !16, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "pb", scope: !9, file: !2, line: 12, type: !43, isLocal: true, isDefinition: true)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!44 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(name: "rec", scope: !9, file: !2, line: 11, type: !47, isLocal: true, isDefinition: true)
!47 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 11, size: 320, elements: !48)
!48 = !{!49, !51, !52, !56}
!49 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !47, file: !2, line: 11, baseType: !50, size: 64)
!50 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !47, file: !2, line: 11, baseType: !44, size: 64, offset: 64)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !47, file: !2, line: 11, baseType: !53, size: 64, offset: 128)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 8)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "tail", scope: !47, file: !2, line: 11, baseType: !57, size: 96, offset: 192)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 96, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 3)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(name: "pname", scope: !9, file: !2, line: 13, type: !62, isLocal: true, isDefinition: true)
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(name: "ptail", scope: !9, file: !2, line: 14, type: !16, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(name: "cp", scope: !9, file: !2, line: 15, type: !67, isLocal: true, isDefinition: true)
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!68 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(name: "pp", scope: !9, file: !2, line: 16, type: !71, isLocal: true, isDefinition: true)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(name: "prow", scope: !9, file: !2, line: 18, type: !74, isLocal: true, isDefinition: true)
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(name: "rows", scope: !9, file: !2, line: 17, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 256, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 4)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !58)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !85, isLocal: true, isDefinition: true)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !78)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(name: "ops", scope: !9, file: !2, line: 21, type: !88, isLocal: true, isDefinition: true)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !89, size: 576, elements: !58)
!89 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "op", file: !2, line: 21, size: 192, elements: !90)
!90 = !{!91, !92, !96}
!91 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !89, file: !2, line: 21, baseType: !67, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "fn", scope: !89, file: !2, line: 21, baseType: !93, size: 64, offset: 64)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64)
!94 = !DISubroutineType(types: !95)
!95 = !{!11, !11}
!96 = !DIDerivedType(tag: DW_TAG_member, name: "arg", scope: !89, file: !2, line: 21, baseType: !16, size: 64, offset: 128)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !99, isLocal: true, isDefinition: true)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !100)
!100 = !{!101}
!101 = !DISubrange(count: 6)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !104, isLocal: true, isDefinition: true)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !105)
!105 = !{!106}
!106 = !DISubrange(count: 5)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !99, isLocal: true, isDefinition: true)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !99, isLocal: true, isDefinition: true)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(name: "words", scope: !9, file: !2, line: 22, type: !113, isLocal: true, isDefinition: true)
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !114, size: 256, elements: !78)
!114 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !67)
!115 = !DIGlobalVariableExpression(var: !116, expr: !DIExpression())
!116 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !117, isLocal: true, isDefinition: true)
!117 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !118)
!118 = !{!119}
!119 = !DISubrange(count: 16)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(name: "wp", scope: !9, file: !2, line: 23, type: !67, isLocal: true, isDefinition: true)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 640, elements: !123)
!123 = !{!124}
!124 = !DISubrange(count: 20)
!125 = !{i32 7, !"Dwarf Version", i32 5}
!126 = !{i32 2, !"Debug Info Version", i32 3}
!127 = !{i32 1, !"wchar_size", i32 4}
!128 = !{i32 8, !"PIC Level", i32 2}
!129 = !{i32 7, !"PIE Level", i32 2}
!130 = !{i32 7, !"uwtable", i32 2}
!131 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!132 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!133 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 25, type: !134, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !135)
!134 = !DISubroutineType(types: !10)
!135 = !{!136, !138, !139}
!136 = !DILocalVariable(name: "i", scope: !137, file: !2, line: 29, type: !11)
!137 = distinct !DILexicalBlock(scope: !133, file: !2, line: 29, column: 5)
!138 = !DILocalVariable(name: "s", scope: !133, file: !2, line: 31, type: !50)
!139 = !DILocalVariable(name: "p", scope: !140, file: !2, line: 32, type: !16)
!140 = distinct !DILexicalBlock(scope: !133, file: !2, line: 32, column: 5)
!141 = !DILocation(line: 26, column: 48, scope: !133)
!142 = !{!143, !143, i64 0}
!143 = !{!"int", !144, i64 0}
!144 = !{!"omnipotent char", !145, i64 0}
!145 = !{!"Simple C/C++ TBAA"}
!146 = !DILocation(line: 26, column: 5, scope: !133)
!147 = !DILocation(line: 27, column: 43, scope: !133)
!148 = !{!149, !149, i64 0}
!149 = !{!"double", !144, i64 0}
!150 = !DILocation(line: 27, column: 55, scope: !133)
!151 = !DILocation(line: 27, column: 5, scope: !133)
!152 = !DILocation(line: 28, column: 56, scope: !133)
!153 = !{!144, !144, i64 0}
!154 = !DILocation(line: 28, column: 61, scope: !133)
!155 = !DILocation(line: 28, column: 67, scope: !133)
!156 = !DILocation(line: 28, column: 75, scope: !133)
!157 = !DILocation(line: 28, column: 5, scope: !133)
!158 = !DILocation(line: 0, scope: !137)
!159 = !DILocation(line: 29, column: 67, scope: !160)
!160 = distinct !DILexicalBlock(scope: !137, file: !2, line: 29, column: 5)
!161 = !DILocalVariable(name: "x", arg: 1, scope: !162, file: !2, line: 19, type: !11)
!162 = distinct !DISubprogram(name: "sq", scope: !2, file: !2, line: 19, type: !94, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !163)
!163 = !{!161}
!164 = !DILocation(line: 0, scope: !162, inlinedAt: !165)
!165 = distinct !DILocation(line: 29, column: 80, scope: !160)
!166 = !DILocation(line: 19, column: 33, scope: !162, inlinedAt: !165)
!167 = !DILocation(line: 29, column: 33, scope: !160)
!168 = !DILocalVariable(name: "x", arg: 1, scope: !169, file: !2, line: 20, type: !11)
!169 = distinct !DISubprogram(name: "neg", scope: !2, file: !2, line: 20, type: !94, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !170)
!170 = !{!168}
!171 = !DILocation(line: 0, scope: !169, inlinedAt: !172)
!172 = distinct !DILocation(line: 29, column: 80, scope: !160)
!173 = !DILocation(line: 20, column: 32, scope: !169, inlinedAt: !172)
!174 = !DILocation(line: 0, scope: !162, inlinedAt: !175)
!175 = distinct !DILocation(line: 29, column: 80, scope: !160)
!176 = !DILocation(line: 19, column: 33, scope: !162, inlinedAt: !175)
!177 = !DILocation(line: 30, column: 5, scope: !133)
!178 = !DILocation(line: 0, scope: !133)
!179 = !DILocation(line: 0, scope: !140)
!180 = !DILocation(line: 32, column: 45, scope: !181)
!181 = distinct !DILexicalBlock(scope: !140, file: !2, line: 32, column: 5)
!182 = !DILocation(line: 32, column: 42, scope: !181)
!183 = !DILocation(line: 33, column: 9, scope: !133)
!184 = !DILocation(line: 33, column: 28, scope: !133)
!185 = !DILocation(line: 34, column: 5, scope: !133)
!186 = !DILocation(line: 35, column: 12, scope: !133)
!187 = !DILocation(line: 35, column: 5, scope: !133)
!188 = !DISubprogram(name: "printf", scope: !189, file: !189, line: 356, type: !190, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!189 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!190 = !DISubroutineType(types: !191)
!191 = !{!11, !192, null}
!192 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !67)
