; ModuleID = 'programs/globals_string_tables.c'
source_filename = "programs/globals_string_tables.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%d=%s \00", align 1, !dbg !0
@months = internal constant [12 x [10 x i8]] [[10 x i8] c"January\00\00\00", [10 x i8] c"February\00\00", [10 x i8] c"March\00\00\00\00\00", [10 x i8] c"April\00\00\00\00\00", [10 x i8] c"May\00\00\00\00\00\00\00", [10 x i8] c"June\00\00\00\00\00\00", [10 x i8] c"July\00\00\00\00\00\00", [10 x i8] c"August\00\00\00\00", [10 x i8] c"September\00", [10 x i8] c"October\00\00\00", [10 x i8] c"November\00\00", [10 x i8] c"December\00\00"], align 16, !dbg !7
@.str.2 = private unnamed_addr constant [7 x i8] c"%.3s%c\00", align 1, !dbg !27
@.str.3 = private unnamed_addr constant [35 x i8] c"month chars=%zu sizeof months=%zu\0A\00", align 1, !dbg !29
@.str.4 = private unnamed_addr constant [47 x i8] c"%s len=%u strlen(desc0)=%zu desc1=%s desc2=%s\0A\00", align 1, !dbg !34
@.str.5 = private unnamed_addr constant [7 x i8] c"(null)\00", align 1, !dbg !39
@.str.6 = private unnamed_addr constant [38 x i8] c"embedded sizeof=%zu strlen=%zu parts:\00", align 1, !dbg !41
@embedded = internal constant [14 x i8] c"one\00two\00three\00", align 1, !dbg !114
@.str.7 = private unnamed_addr constant [4 x i8] c" %s\00", align 1, !dbg !46
@.str.8 = private unnamed_addr constant [15 x i8] c"\0Anested %s %s\0A\00", align 1, !dbg !51
@.str.9 = private unnamed_addr constant [4 x i8] c"red\00", align 1, !dbg !56
@.str.10 = private unnamed_addr constant [6 x i8] c"green\00", align 1, !dbg !58
@.str.11 = private unnamed_addr constant [5 x i8] c"blue\00", align 1, !dbg !63
@.str.12 = private unnamed_addr constant [4 x i8] c"tab\00", align 1, !dbg !76
@.str.14 = private unnamed_addr constant [15 x i8] c"horizontal tab\00", align 1, !dbg !80
@.str.15 = private unnamed_addr constant [4 x i8] c"nul\00", align 1, !dbg !82
@.str.17 = private unnamed_addr constant [13 x i8] c"embedded nul\00", align 1, !dbg !86
@.str.18 = private unnamed_addr constant [2 x i8] c"x\00", align 1, !dbg !91
@.str.19 = private unnamed_addr constant [4 x i8] c"hex\00", align 1, !dbg !93
@.str.21 = private unnamed_addr constant [12 x i8] c"hex escapes\00", align 1, !dbg !97
@.str.22 = private unnamed_addr constant [2 x i8] c"A\00", align 1, !dbg !102

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !134 {
    #dbg_value(i32 0, !138, !DIExpression(), !150)
    #dbg_value(i64 0, !138, !DIExpression(), !150)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, ptr noundef nonnull @.str.9), !dbg !151
    #dbg_value(i64 1, !138, !DIExpression(), !150)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, ptr noundef nonnull @.str.10), !dbg !151
    #dbg_value(i64 2, !138, !DIExpression(), !150)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, ptr noundef nonnull @.str.11), !dbg !151
    #dbg_value(i64 3, !138, !DIExpression(), !150)
  %4 = tail call i32 @putchar(i32 10), !dbg !153
    #dbg_value(i64 0, !140, !DIExpression(), !154)
    #dbg_value(i32 0, !144, !DIExpression(), !155)
    #dbg_value(i64 0, !144, !DIExpression(), !155)
    #dbg_value(i64 0, !140, !DIExpression(), !154)
    #dbg_value(i64 7, !140, !DIExpression(), !154)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @months, i32 noundef 32), !dbg !156
    #dbg_value(i64 1, !144, !DIExpression(), !155)
    #dbg_value(i64 15, !140, !DIExpression(), !154)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull getelementptr inbounds (i8, ptr @months, i64 10), i32 noundef 32), !dbg !156
    #dbg_value(i64 2, !144, !DIExpression(), !155)
    #dbg_value(i64 20, !140, !DIExpression(), !154)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull getelementptr inbounds (i8, ptr @months, i64 20), i32 noundef 32), !dbg !156
    #dbg_value(i64 3, !144, !DIExpression(), !155)
    #dbg_value(i64 25, !140, !DIExpression(), !154)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull getelementptr inbounds (i8, ptr @months, i64 30), i32 noundef 32), !dbg !156
    #dbg_value(i64 4, !144, !DIExpression(), !155)
    #dbg_value(i64 28, !140, !DIExpression(), !154)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull getelementptr inbounds (i8, ptr @months, i64 40), i32 noundef 32), !dbg !156
    #dbg_value(i64 5, !144, !DIExpression(), !155)
    #dbg_value(i64 32, !140, !DIExpression(), !154)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull getelementptr inbounds (i8, ptr @months, i64 50), i32 noundef 32), !dbg !156
    #dbg_value(i64 6, !144, !DIExpression(), !155)
    #dbg_value(i64 36, !140, !DIExpression(), !154)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull getelementptr inbounds (i8, ptr @months, i64 60), i32 noundef 32), !dbg !156
    #dbg_value(i64 7, !144, !DIExpression(), !155)
    #dbg_value(i64 42, !140, !DIExpression(), !154)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull getelementptr inbounds (i8, ptr @months, i64 70), i32 noundef 32), !dbg !156
    #dbg_value(i64 8, !144, !DIExpression(), !155)
    #dbg_value(i64 51, !140, !DIExpression(), !154)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull getelementptr inbounds (i8, ptr @months, i64 80), i32 noundef 32), !dbg !156
    #dbg_value(i64 9, !144, !DIExpression(), !155)
    #dbg_value(i64 58, !140, !DIExpression(), !154)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull getelementptr inbounds (i8, ptr @months, i64 90), i32 noundef 32), !dbg !156
    #dbg_value(i64 10, !144, !DIExpression(), !155)
    #dbg_value(i64 66, !140, !DIExpression(), !154)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull getelementptr inbounds (i8, ptr @months, i64 100), i32 noundef 32), !dbg !156
    #dbg_value(i64 11, !144, !DIExpression(), !155)
    #dbg_value(i64 74, !140, !DIExpression(), !154)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull getelementptr inbounds (i8, ptr @months, i64 110), i32 noundef 10), !dbg !156
    #dbg_value(i64 12, !144, !DIExpression(), !155)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 74, i64 noundef 120), !dbg !159
    #dbg_value(i64 0, !146, !DIExpression(), !160)
    #dbg_value(i64 0, !146, !DIExpression(), !160)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.12, i32 noundef 3, i64 noundef 1, ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.5), !dbg !161
    #dbg_value(i64 1, !146, !DIExpression(), !160)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.15, i32 noundef 3, i64 noundef 1, ptr noundef nonnull @.str.17, ptr noundef nonnull @.str.18), !dbg !161
    #dbg_value(i64 2, !146, !DIExpression(), !160)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.19, i32 noundef 3, i64 noundef 3, ptr noundef nonnull @.str.21, ptr noundef nonnull @.str.22), !dbg !161
    #dbg_value(i64 3, !146, !DIExpression(), !160)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef 14, i64 noundef 3), !dbg !163
    #dbg_value(!DIArgList(ptr @embedded, i64 0), !148, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !164)
  br label %24, !dbg !165

22:                                               ; preds = %24
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.10), !dbg !166
  ret i32 74, !dbg !167

24:                                               ; preds = %0, %24
  %25 = phi i64 [ 0, %0 ], [ %30, %24 ]
    #dbg_value(!DIArgList(ptr @embedded, i64 %25), !148, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !164)
  %26 = getelementptr inbounds i8, ptr @embedded, i64 %25, !dbg !168
    #dbg_value(ptr %26, !148, !DIExpression(), !164)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %26), !dbg !170
  %28 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %26) #4, !dbg !171
  %29 = add nsw i64 %25, 1, !dbg !172
  %30 = add i64 %29, %28, !dbg !173
    #dbg_value(!DIArgList(ptr @embedded, i64 %30), !148, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !164)
  %31 = icmp slt i64 %30, 14, !dbg !168
  br i1 %31, label %24, label %22, !dbg !165, !llvm.loop !174
}

; Function Attrs: nofree nounwind
declare !dbg !177 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !182 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!126, !127, !128, !129, !130, !131, !132}
!llvm.ident = !{!133}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/globals_string_tables.c", directory: ".", checksumkind: CSK_MD5, checksum: "96962c2211922dcd48ae8d814a5920c5")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "months", scope: !9, file: !2, line: 10, type: !123, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !10, retainedTypes: !18, globals: !21, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11}
!11 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "color", file: !2, line: 8, baseType: !12, size: 32, elements: !13)
!12 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!13 = !{!14, !15, !16, !17}
!14 = !DIEnumerator(name: "RED", value: 0)
!15 = !DIEnumerator(name: "GREEN", value: 1)
!16 = !DIEnumerator(name: "BLUE", value: 2)
!17 = !DIEnumerator(name: "N_COLORS", value: 3)
!18 = !{!19, !20}
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!21 = !{!0, !22, !27, !29, !34, !39, !41, !46, !51, !56, !58, !63, !68, !7, !76, !78, !80, !82, !84, !86, !91, !93, !95, !97, !102, !104, !114, !119}
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 2)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !3, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 35)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 376, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 47)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !3, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 38)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 4)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 15)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !48, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 6)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 5)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(name: "color_names", scope: !9, file: !2, line: 9, type: !70, isLocal: true, isDefinition: true)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !71, size: 192, elements: !74)
!71 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !72)
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!74 = !{!75}
!75 = !DISubrange(count: 3)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !48, isLocal: true, isDefinition: true)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !24, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !53, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !48, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !48, isLocal: true, isDefinition: true)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !88, isLocal: true, isDefinition: true)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !89)
!89 = !{!90}
!90 = !DISubrange(count: 13)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !24, isLocal: true, isDefinition: true)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !48, isLocal: true, isDefinition: true)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !48, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !99, isLocal: true, isDefinition: true)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !100)
!100 = !{!101}
!101 = !DISubrange(count: 12)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !24, isLocal: true, isDefinition: true)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(name: "entries", scope: !9, file: !2, line: 11, type: !106, isLocal: true, isDefinition: true)
!106 = !DICompositeType(tag: DW_TAG_array_type, baseType: !107, size: 960, elements: !74)
!107 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !108)
!108 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 11, size: 320, elements: !109)
!109 = !{!110, !111, !112}
!110 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !108, file: !2, line: 11, baseType: !72, size: 64)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !108, file: !2, line: 11, baseType: !12, size: 32, offset: 64)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "desc", scope: !108, file: !2, line: 11, baseType: !113, size: 192, offset: 128)
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !72, size: 192, elements: !74)
!114 = !DIGlobalVariableExpression(var: !115, expr: !DIExpression())
!115 = distinct !DIGlobalVariable(name: "embedded", scope: !9, file: !2, line: 13, type: !116, isLocal: true, isDefinition: true)
!116 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 112, elements: !117)
!117 = !{!118}
!118 = !DISubrange(count: 14)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(name: "nested", scope: !9, file: !2, line: 14, type: !121, isLocal: true, isDefinition: true)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !122, size: 128, elements: !25)
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64)
!123 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 960, elements: !124)
!124 = !{!101, !125}
!125 = !DISubrange(count: 10)
!126 = !{i32 7, !"Dwarf Version", i32 5}
!127 = !{i32 2, !"Debug Info Version", i32 3}
!128 = !{i32 1, !"wchar_size", i32 4}
!129 = !{i32 8, !"PIC Level", i32 2}
!130 = !{i32 7, !"PIE Level", i32 2}
!131 = !{i32 7, !"uwtable", i32 2}
!132 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!133 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!134 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 16, type: !135, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !137)
!135 = !DISubroutineType(types: !136)
!136 = !{!19}
!137 = !{!138, !140, !144, !146, !148}
!138 = !DILocalVariable(name: "c", scope: !139, file: !2, line: 17, type: !19)
!139 = distinct !DILexicalBlock(scope: !134, file: !2, line: 17, column: 5)
!140 = !DILocalVariable(name: "total", scope: !134, file: !2, line: 19, type: !141)
!141 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !142, line: 18, baseType: !143)
!142 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!143 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!144 = !DILocalVariable(name: "m", scope: !145, file: !2, line: 20, type: !19)
!145 = distinct !DILexicalBlock(scope: !134, file: !2, line: 20, column: 5)
!146 = !DILocalVariable(name: "i", scope: !147, file: !2, line: 22, type: !141)
!147 = distinct !DILexicalBlock(scope: !134, file: !2, line: 22, column: 5)
!148 = !DILocalVariable(name: "p", scope: !149, file: !2, line: 25, type: !72)
!149 = distinct !DILexicalBlock(scope: !134, file: !2, line: 25, column: 5)
!150 = !DILocation(line: 0, scope: !139)
!151 = !DILocation(line: 17, column: 40, scope: !152)
!152 = distinct !DILexicalBlock(scope: !139, file: !2, line: 17, column: 5)
!153 = !DILocation(line: 18, column: 5, scope: !134)
!154 = !DILocation(line: 0, scope: !134)
!155 = !DILocation(line: 0, scope: !145)
!156 = !DILocation(line: 20, column: 64, scope: !157)
!157 = distinct !DILexicalBlock(scope: !158, file: !2, line: 20, column: 34)
!158 = distinct !DILexicalBlock(scope: !145, file: !2, line: 20, column: 5)
!159 = !DILocation(line: 21, column: 5, scope: !134)
!160 = !DILocation(line: 0, scope: !147)
!161 = !DILocation(line: 23, column: 9, scope: !162)
!162 = distinct !DILexicalBlock(scope: !147, file: !2, line: 22, column: 5)
!163 = !DILocation(line: 24, column: 5, scope: !134)
!164 = !DILocation(line: 0, scope: !149)
!165 = !DILocation(line: 25, column: 5, scope: !149)
!166 = !DILocation(line: 26, column: 5, scope: !134)
!167 = !DILocation(line: 27, column: 5, scope: !134)
!168 = !DILocation(line: 25, column: 38, scope: !169)
!169 = distinct !DILexicalBlock(scope: !149, file: !2, line: 25, column: 5)
!170 = !DILocation(line: 25, column: 88, scope: !169)
!171 = !DILocation(line: 25, column: 73, scope: !169)
!172 = !DILocation(line: 25, column: 83, scope: !169)
!173 = !DILocation(line: 25, column: 70, scope: !169)
!174 = distinct !{!174, !165, !175, !176}
!175 = !DILocation(line: 25, column: 103, scope: !149)
!176 = !{!"llvm.loop.mustprogress"}
!177 = !DISubprogram(name: "printf", scope: !178, file: !178, line: 356, type: !179, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!178 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!179 = !DISubroutineType(types: !180)
!180 = !{!19, !181, null}
!181 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !72)
!182 = !DISubprogram(name: "strlen", scope: !183, file: !183, line: 407, type: !184, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!183 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!184 = !DISubroutineType(types: !185)
!185 = !{!143, !72}
