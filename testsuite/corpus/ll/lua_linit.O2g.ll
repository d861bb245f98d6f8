; ModuleID = 'src/lua/linit.c'
source_filename = "src/lua/linit.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [3 x i8] c"_G\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [8 x i8] c"package\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [10 x i8] c"coroutine\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [6 x i8] c"table\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [3 x i8] c"io\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [3 x i8] c"os\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [7 x i8] c"string\00", align 1, !dbg !26
@.str.7 = private unnamed_addr constant [5 x i8] c"math\00", align 1, !dbg !31
@.str.8 = private unnamed_addr constant [5 x i8] c"utf8\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [6 x i8] c"debug\00", align 1, !dbg !38

; Function Attrs: nounwind uwtable
define dso_local void @luaL_openlibs(ptr noundef %0) local_unnamed_addr #0 !dbg !75 {
    #dbg_value(ptr %0, !79, !DIExpression(), !82)
    #dbg_value(ptr poison, !80, !DIExpression(), !82)
    #dbg_value(ptr poison, !80, !DIExpression(), !82)
  tail call void @luaL_requiref(ptr noundef %0, ptr noundef nonnull @.str, ptr noundef nonnull @luaopen_base, i32 noundef 1) #2, !dbg !83
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #2, !dbg !87
    #dbg_value(ptr poison, !80, !DIExpression(), !82)
  tail call void @luaL_requiref(ptr noundef %0, ptr noundef nonnull @.str.1, ptr noundef nonnull @luaopen_package, i32 noundef 1) #2, !dbg !83
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #2, !dbg !87
    #dbg_value(ptr poison, !80, !DIExpression(), !82)
  tail call void @luaL_requiref(ptr noundef %0, ptr noundef nonnull @.str.2, ptr noundef nonnull @luaopen_coroutine, i32 noundef 1) #2, !dbg !83
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #2, !dbg !87
    #dbg_value(ptr poison, !80, !DIExpression(), !82)
  tail call void @luaL_requiref(ptr noundef %0, ptr noundef nonnull @.str.3, ptr noundef nonnull @luaopen_table, i32 noundef 1) #2, !dbg !83
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #2, !dbg !87
    #dbg_value(ptr poison, !80, !DIExpression(), !82)
  tail call void @luaL_requiref(ptr noundef %0, ptr noundef nonnull @.str.4, ptr noundef nonnull @luaopen_io, i32 noundef 1) #2, !dbg !83
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #2, !dbg !87
    #dbg_value(ptr poison, !80, !DIExpression(), !82)
  tail call void @luaL_requiref(ptr noundef %0, ptr noundef nonnull @.str.5, ptr noundef nonnull @luaopen_os, i32 noundef 1) #2, !dbg !83
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #2, !dbg !87
    #dbg_value(ptr poison, !80, !DIExpression(), !82)
  tail call void @luaL_requiref(ptr noundef %0, ptr noundef nonnull @.str.6, ptr noundef nonnull @luaopen_string, i32 noundef 1) #2, !dbg !83
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #2, !dbg !87
    #dbg_value(ptr poison, !80, !DIExpression(), !82)
  tail call void @luaL_requiref(ptr noundef %0, ptr noundef nonnull @.str.7, ptr noundef nonnull @luaopen_math, i32 noundef 1) #2, !dbg !83
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #2, !dbg !87
    #dbg_value(ptr poison, !80, !DIExpression(), !82)
  tail call void @luaL_requiref(ptr noundef %0, ptr noundef nonnull @.str.8, ptr noundef nonnull @luaopen_utf8, i32 noundef 1) #2, !dbg !83
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #2, !dbg !87
    #dbg_value(ptr poison, !80, !DIExpression(), !82)
  tail call void @luaL_requiref(ptr noundef %0, ptr noundef nonnull @.str.9, ptr noundef nonnull @luaopen_debug, i32 noundef 1) #2, !dbg !83
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #2, !dbg !87
    #dbg_value(ptr poison, !80, !DIExpression(), !82)
  ret void, !dbg !88
}

declare !dbg !89 void @luaL_requiref(ptr noundef, ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !92 void @lua_settop(ptr noundef, i32 noundef) local_unnamed_addr #1

declare i32 @luaopen_base(ptr noundef) #1

declare i32 @luaopen_package(ptr noundef) #1

declare i32 @luaopen_coroutine(ptr noundef) #1

declare i32 @luaopen_table(ptr noundef) #1

declare i32 @luaopen_io(ptr noundef) #1

declare i32 @luaopen_os(ptr noundef) #1

declare i32 @luaopen_string(ptr noundef) #1

declare i32 @luaopen_math(ptr noundef) #1

declare i32 @luaopen_utf8(ptr noundef) #1

declare i32 @luaopen_debug(ptr noundef) #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!40}
!llvm.module.flags = !{!67, !68, !69, !70, !71, !72, !73}
!llvm.ident = !{!74}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "src/lua/linit.c", directory: ".", checksumkind: CSK_MD5, checksum: "db04fcd55233e996bd594b6d41352af7")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 3)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 8)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 10)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 6)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !3, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !3, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 7)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 5)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !33, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !19, isLocal: true, isDefinition: true)
!40 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !41, globals: !43, splitDebugInlining: false, nameTableKind: None)
!41 = !{!42}
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!43 = !{!0, !7, !12, !17, !22, !24, !26, !31, !36, !38, !44}
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(name: "loadedlibs", scope: !40, file: !2, line: 42, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 1408, elements: !65)
!47 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !48)
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "luaL_Reg", file: !49, line: 41, baseType: !50)
!49 = !DIFile(filename: "src/lua/lauxlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "b087cc8e8fc232f07303fedbce668c17")
!50 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "luaL_Reg", file: !49, line: 38, size: 128, elements: !51)
!51 = !{!52, !55}
!52 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !50, file: !49, line: 39, baseType: !53, size: 64)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!54 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "func", scope: !50, file: !49, line: 40, baseType: !56, size: 64, offset: 64)
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_CFunction", file: !57, line: 106, baseType: !58)
!57 = !DIFile(filename: "src/lua/lua.h", directory: ".", checksumkind: CSK_MD5, checksum: "ece01bd891804d6468c3a8128cee43b0")
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!59 = !DISubroutineType(types: !60)
!60 = !{!61, !62}
!61 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_State", file: !57, line: 57, baseType: !64)
!64 = !DICompositeType(tag: DW_TAG_structure_type, name: "lua_State", file: !57, line: 57, flags: DIFlagFwdDecl)
!65 = !{!66}
!66 = !DISubrange(count: 11)
!67 = !{i32 7, !"Dwarf Version", i32 5}
!68 = !{i32 2, !"Debug Info Version", i32 3}
!69 = !{i32 1, !"wchar_size", i32 4}
!70 = !{i32 8, !"PIC Level", i32 2}
!71 = !{i32 7, !"PIE Level", i32 2}
!72 = !{i32 7, !"uwtable", i32 2}
!73 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!74 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!75 = distinct !DISubprogram(name: "luaL_openlibs", scope: !2, file: !2, line: 57, type: !76, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !78)
!76 = !DISubroutineType(types: !77)
!77 = !{null, !62}
!78 = !{!79, !80}
!79 = !DILocalVariable(name: "L", arg: 1, scope: !75, file: !2, line: 57, type: !62)
!80 = !DILocalVariable(name: "lib", scope: !75, file: !2, line: 58, type: !81)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!82 = !DILocation(line: 0, scope: !75)
!83 = !DILocation(line: 61, column: 5, scope: !84)
!84 = distinct !DILexicalBlock(scope: !85, file: !2, line: 60, column: 44)
!85 = distinct !DILexicalBlock(scope: !86, file: !2, line: 60, column: 3)
!86 = distinct !DILexicalBlock(scope: !75, file: !2, line: 60, column: 3)
!87 = !DILocation(line: 62, column: 5, scope: !84)
!88 = !DILocation(line: 64, column: 1, scope: !75)
!89 = !DISubprogram(name: "luaL_requiref", scope: !49, file: !49, line: 117, type: !90, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!90 = !DISubroutineType(types: !91)
!91 = !{null, !62, !53, !56, !61}
!92 = !DISubprogram(name: "lua_settop", scope: !57, file: !57, line: 180, type: !93, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!93 = !DISubroutineType(types: !94)
!94 = !{null, !62, !61}
