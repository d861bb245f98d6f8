; ModuleID = 'apps/lua_script/main.c'
source_filename = "apps/lua_script/main.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"bench\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [5 x i8] c"cmix\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [16 x i8] c"load error: %s\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"fib\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [5 x i8] c"sort\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [4 x i8] c"str\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [5 x i8] c"loop\00", align 1, !dbg !26
@.str.7 = private unnamed_addr constant [4 x i8] c"tab\00", align 1, !dbg !28
@.str.8 = private unnamed_addr constant [15 x i8] c"run error: %s\0A\00", align 1, !dbg !30
@.str.9 = private unnamed_addr constant [22 x i8] c"script returned %lld\0A\00", align 1, !dbg !35
@.str.10 = private unnamed_addr constant [2546 x i8] c"local N = ...\0Alocal function fib(n) if n < 2 then return n end return fib(n-1) + fib(n-2) end\0Aprint('fib', fib(N.fib))\0Alocal t = {}\0Alocal seed = 12345\0Alocal function rnd() seed = (seed * 1103515245 + 12345) % 2147483648; return seed end\0Afor i = 1, N.sort do t[i] = rnd() % 100000 end\0Atable.sort(t, function(a, b) return a > b end)\0Alocal ok = true; for i = 2, #t do if t[i-1] < t[i] then ok = false end end\0Aprint('sorted', #t, ok, t[1], t[#t])\0Alocal parts = {}\0Afor i = 1, N.str do parts[#parts+1] = string.format('%d:%x:%s', i, i*i, string.rep('ab', i % 5)) end\0Alocal s = table.concat(parts, ',')\0Alocal count = 0; for w in s:gmatch('%d+:') do count = count + 1 end\0Aprint('string', #s, count, s:sub(1, 40), s:upper():sub(-20))\0Alocal words = {}; for w in ('the quick brown fox jumps over the lazy dog the end'):gmatch('%a+') do words[w] = (words[w] or 0) + 1 end\0Alocal keys = {}; for k in pairs(words) do keys[#keys+1] = k end; table.sort(keys)\0Alocal out = {}; for _, k in ipairs(keys) do out[#out+1] = k .. '=' .. words[k] end; print('words', table.concat(out, ' '))\0Alocal function counter() local c = 0; return function() c = c + 1; return c end end\0Alocal c1, c2 = counter(), counter(); c1(); c1(); c2(); print('closures', c1(), c2())\0Alocal co = coroutine.wrap(function(a) local s = a; for i = 1, 5 do s = s + coroutine.yield(s) end; return s * 100 end)\0Alocal r = co(1); for i = 1, 5 do r = co(i) end; print('coroutine', r)\0Alocal V = {}; V.__index = V; V.__add = function(a, b) return setmetatable({x = a.x + b.x, y = a.y + b.y}, V) end\0AV.__tostring = function(v) return '(' .. v.x .. ',' .. v.y .. ')' end\0Alocal acc = setmetatable({x = 0, y = 0}, V); for i = 1, 10 do acc = acc + setmetatable({x = i, y = -i * 2}, V) end; print('meta', tostring(acc))\0Alocal okp, err = pcall(function() error({code = 42}) end); print('pcall', okp, type(err), err.code)\0Alocal okp2, err2 = pcall(function() local x = nil; return x.field end); print('pcall2', okp2, (err2:gsub('^.-:%d+: ', '')))\0Aprint('ints', math.maxinteger, math.mininteger, 7 // 2, -7 // 2, 7 % -3, 2^53, 1 << 62, 5 // 0.0, math.type(1), math.type(1.0))\0Aprint('floats', string.format('%.10f %g %a', math.pi, 1e300 * 10, 0.5), math.floor(-3.5), math.ceil(-3.5), math.fmod(7, 3))\0Aprint('cmix', cmix(7, 9), cmix(1 << 40, 3))\0Alocal sum = 0; for i = 1, N.loop do sum = sum + (i % 7) * (i % 11) end; print('loop', sum)\0Alocal m = {}; for i = 1, N.tab do m['k' .. (i % 1000)] = (m['k' .. (i % 1000)] or 0) + i end; local ms = 0; for k, v in pairs(m) do ms = ms + v end; print('table', ms)\0Areturn fib(10)\0A\00", align 1, !dbg !40

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 4) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !61 {
    #dbg_value(i32 %0, !68, !DIExpression(), !77)
    #dbg_value(ptr %1, !69, !DIExpression(), !77)
  %3 = icmp sgt i32 %0, 1, !dbg !78
  br i1 %3, label %4, label %9, !dbg !79

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !80
  %6 = load ptr, ptr %5, align 8, !dbg !80, !tbaa !81
  %7 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %6, ptr noundef nonnull dereferenceable(6) @.str) #4, !dbg !85
  %8 = icmp eq i32 %7, 0, !dbg !86
  br label %9

9:                                                ; preds = %4, %2
  %10 = phi i1 [ false, %2 ], [ %8, %4 ], !dbg !77
    #dbg_value(i1 %10, !70, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !77)
  %11 = tail call ptr @luaL_newstate() #5, !dbg !87
    #dbg_value(ptr %11, !71, !DIExpression(), !77)
  tail call void @luaL_openlibs(ptr noundef %11) #5, !dbg !88
  tail call void @lua_pushcclosure(ptr noundef %11, ptr noundef nonnull @c_mix, i32 noundef 0) #5, !dbg !89
  tail call void @lua_setglobal(ptr noundef %11, ptr noundef nonnull @.str.1) #5, !dbg !89
  %12 = tail call i32 @luaL_loadstring(ptr noundef %11, ptr noundef nonnull @.str.10) #5, !dbg !90
  %13 = icmp eq i32 %12, 0, !dbg !92
  br i1 %13, label %17, label %14, !dbg !93

14:                                               ; preds = %9
  %15 = tail call ptr @lua_tolstring(ptr noundef %11, i32 noundef -1, ptr noundef null) #5, !dbg !94
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef %15), !dbg !96
  br label %33, !dbg !97

17:                                               ; preds = %9
  tail call void @lua_createtable(ptr noundef %11, i32 noundef 0, i32 noundef 0) #5, !dbg !98
  %18 = select i1 %10, i64 30, i64 20, !dbg !99
  tail call void @lua_pushinteger(ptr noundef %11, i64 noundef %18) #5, !dbg !100
  tail call void @lua_setfield(ptr noundef %11, i32 noundef -2, ptr noundef nonnull @.str.3) #5, !dbg !101
  %19 = select i1 %10, i64 200000, i64 5000, !dbg !102
  tail call void @lua_pushinteger(ptr noundef %11, i64 noundef %19) #5, !dbg !103
  tail call void @lua_setfield(ptr noundef %11, i32 noundef -2, ptr noundef nonnull @.str.4) #5, !dbg !104
  %20 = select i1 %10, i64 100000, i64 2000, !dbg !105
  tail call void @lua_pushinteger(ptr noundef %11, i64 noundef %20) #5, !dbg !106
  tail call void @lua_setfield(ptr noundef %11, i32 noundef -2, ptr noundef nonnull @.str.5) #5, !dbg !107
  %21 = select i1 %10, i64 5000000, i64 100000, !dbg !108
  tail call void @lua_pushinteger(ptr noundef %11, i64 noundef %21) #5, !dbg !109
  tail call void @lua_setfield(ptr noundef %11, i32 noundef -2, ptr noundef nonnull @.str.6) #5, !dbg !110
  %22 = select i1 %10, i64 1000000, i64 20000, !dbg !111
  tail call void @lua_pushinteger(ptr noundef %11, i64 noundef %22) #5, !dbg !112
  tail call void @lua_setfield(ptr noundef %11, i32 noundef -2, ptr noundef nonnull @.str.7) #5, !dbg !113
  %23 = tail call i32 @lua_pcallk(ptr noundef %11, i32 noundef 1, i32 noundef 1, i32 noundef 0, i64 noundef 0, ptr noundef null) #5, !dbg !114
  %24 = icmp eq i32 %23, 0, !dbg !116
  br i1 %24, label %28, label %25, !dbg !117

25:                                               ; preds = %17
  %26 = tail call ptr @lua_tolstring(ptr noundef %11, i32 noundef -1, ptr noundef null) #5, !dbg !118
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %26), !dbg !120
  br label %33, !dbg !121

28:                                               ; preds = %17
  %29 = tail call i64 @lua_tointegerx(ptr noundef %11, i32 noundef -1, ptr noundef null) #5, !dbg !122
    #dbg_value(i64 %29, !76, !DIExpression(), !77)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %29), !dbg !123
  tail call void @lua_close(ptr noundef %11) #5, !dbg !124
  %31 = icmp ne i64 %29, 55, !dbg !125
  %32 = zext i1 %31 to i32, !dbg !126
  br label %33

33:                                               ; preds = %28, %25, %14
  %34 = phi i32 [ 2, %14 ], [ 3, %25 ], [ %32, %28 ], !dbg !77
  ret i32 %34, !dbg !127
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !128 i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #1

declare !dbg !132 ptr @luaL_newstate() local_unnamed_addr #2

declare !dbg !136 void @luaL_openlibs(ptr noundef) local_unnamed_addr #2

declare !dbg !140 void @lua_pushcclosure(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal noundef i32 @c_mix(ptr noundef %0) #0 !dbg !147 {
    #dbg_value(ptr %0, !149, !DIExpression(), !153)
  %2 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 1) #5, !dbg !154
    #dbg_value(i64 %2, !150, !DIExpression(), !153)
  %3 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 2) #5, !dbg !155
    #dbg_value(i64 %3, !152, !DIExpression(), !153)
  %4 = mul nsw i64 %2, 31, !dbg !156
  %5 = xor i64 %4, %3, !dbg !157
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %5) #5, !dbg !158
  ret i32 1, !dbg !159
}

declare !dbg !160 void @lua_setglobal(ptr noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !163 i32 @luaL_loadstring(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !166 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

declare !dbg !171 ptr @lua_tolstring(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !178 void @lua_createtable(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !181 void @lua_pushinteger(ptr noundef, i64 noundef) local_unnamed_addr #2

declare !dbg !184 void @lua_setfield(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !187 i32 @lua_pcallk(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i64 noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !198 i64 @lua_tointegerx(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !202 void @lua_close(ptr noundef) local_unnamed_addr #2

declare !dbg !203 i64 @luaL_checkinteger(ptr noundef, i32 noundef) local_unnamed_addr #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!45}
!llvm.module.flags = !{!53, !54, !55, !56, !57, !58, !59}
!llvm.ident = !{!60}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "apps/lua_script/main.c", directory: ".", checksumkind: CSK_MD5, checksum: "7563fda32836d648ee4c3d3bc8e1616d")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 6)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 5)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 16)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 4)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !9, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !19, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !9, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !19, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 15)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 22)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 20368, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 2546)
!45 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !46, globals: !48, splitDebugInlining: false, nameTableKind: None)
!46 = !{!47}
!47 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!48 = !{!0, !7, !12, !17, !22, !24, !26, !28, !30, !35, !40, !49}
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(name: "script", scope: !45, file: !2, line: 17, type: !51, isLocal: true, isDefinition: true)
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!53 = !{i32 7, !"Dwarf Version", i32 5}
!54 = !{i32 2, !"Debug Info Version", i32 3}
!55 = !{i32 1, !"wchar_size", i32 4}
!56 = !{i32 8, !"PIC Level", i32 2}
!57 = !{i32 7, !"PIE Level", i32 2}
!58 = !{i32 7, !"uwtable", i32 2}
!59 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!60 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!61 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 52, type: !62, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !45, retainedNodes: !67)
!62 = !DISubroutineType(types: !63)
!63 = !{!64, !64, !65}
!64 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64)
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!67 = !{!68, !69, !70, !71, !76}
!68 = !DILocalVariable(name: "argc", arg: 1, scope: !61, file: !2, line: 52, type: !64)
!69 = !DILocalVariable(name: "argv", arg: 2, scope: !61, file: !2, line: 52, type: !65)
!70 = !DILocalVariable(name: "bench", scope: !61, file: !2, line: 53, type: !64)
!71 = !DILocalVariable(name: "L", scope: !61, file: !2, line: 54, type: !72)
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_State", file: !74, line: 57, baseType: !75)
!74 = !DIFile(filename: "src/lua/lua.h", directory: ".", checksumkind: CSK_MD5, checksum: "ece01bd891804d6468c3a8128cee43b0")
!75 = !DICompositeType(tag: DW_TAG_structure_type, name: "lua_State", file: !74, line: 57, flags: DIFlagFwdDecl)
!76 = !DILocalVariable(name: "r", scope: !61, file: !2, line: 65, type: !47)
!77 = !DILocation(line: 0, scope: !61)
!78 = !DILocation(line: 53, column: 22, scope: !61)
!79 = !DILocation(line: 53, column: 26, scope: !61)
!80 = !DILocation(line: 53, column: 36, scope: !61)
!81 = !{!82, !82, i64 0}
!82 = !{!"any pointer", !83, i64 0}
!83 = !{!"omnipotent char", !84, i64 0}
!84 = !{!"Simple C/C++ TBAA"}
!85 = !DILocation(line: 53, column: 29, scope: !61)
!86 = !DILocation(line: 53, column: 54, scope: !61)
!87 = !DILocation(line: 54, column: 20, scope: !61)
!88 = !DILocation(line: 55, column: 5, scope: !61)
!89 = !DILocation(line: 56, column: 5, scope: !61)
!90 = !DILocation(line: 57, column: 9, scope: !91)
!91 = distinct !DILexicalBlock(scope: !61, file: !2, line: 57, column: 9)
!92 = !DILocation(line: 57, column: 36, scope: !91)
!93 = !DILocation(line: 57, column: 9, scope: !61)
!94 = !DILocation(line: 57, column: 76, scope: !95)
!95 = distinct !DILexicalBlock(scope: !91, file: !2, line: 57, column: 47)
!96 = !DILocation(line: 57, column: 49, scope: !95)
!97 = !DILocation(line: 57, column: 98, scope: !95)
!98 = !DILocation(line: 58, column: 5, scope: !61)
!99 = !DILocation(line: 59, column: 24, scope: !61)
!100 = !DILocation(line: 59, column: 5, scope: !61)
!101 = !DILocation(line: 59, column: 42, scope: !61)
!102 = !DILocation(line: 60, column: 24, scope: !61)
!103 = !DILocation(line: 60, column: 5, scope: !61)
!104 = !DILocation(line: 60, column: 48, scope: !61)
!105 = !DILocation(line: 61, column: 24, scope: !61)
!106 = !DILocation(line: 61, column: 5, scope: !61)
!107 = !DILocation(line: 61, column: 48, scope: !61)
!108 = !DILocation(line: 62, column: 24, scope: !61)
!109 = !DILocation(line: 62, column: 5, scope: !61)
!110 = !DILocation(line: 62, column: 51, scope: !61)
!111 = !DILocation(line: 63, column: 24, scope: !61)
!112 = !DILocation(line: 63, column: 5, scope: !61)
!113 = !DILocation(line: 63, column: 50, scope: !61)
!114 = !DILocation(line: 64, column: 9, scope: !115)
!115 = distinct !DILexicalBlock(scope: !61, file: !2, line: 64, column: 9)
!116 = !DILocation(line: 64, column: 31, scope: !115)
!117 = !DILocation(line: 64, column: 9, scope: !61)
!118 = !DILocation(line: 64, column: 70, scope: !119)
!119 = distinct !DILexicalBlock(scope: !115, file: !2, line: 64, column: 42)
!120 = !DILocation(line: 64, column: 44, scope: !119)
!121 = !DILocation(line: 64, column: 92, scope: !119)
!122 = !DILocation(line: 65, column: 30, scope: !61)
!123 = !DILocation(line: 66, column: 5, scope: !61)
!124 = !DILocation(line: 67, column: 5, scope: !61)
!125 = !DILocation(line: 68, column: 14, scope: !61)
!126 = !DILocation(line: 68, column: 12, scope: !61)
!127 = !DILocation(line: 69, column: 1, scope: !61)
!128 = !DISubprogram(name: "strcmp", scope: !129, file: !129, line: 156, type: !130, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!129 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!130 = !DISubroutineType(types: !131)
!131 = !{!64, !51, !51}
!132 = !DISubprogram(name: "luaL_newstate", scope: !133, file: !133, line: 101, type: !134, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!133 = !DIFile(filename: "src/lua/lauxlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "b087cc8e8fc232f07303fedbce668c17")
!134 = !DISubroutineType(types: !135)
!135 = !{!72}
!136 = !DISubprogram(name: "luaL_openlibs", scope: !137, file: !137, line: 49, type: !138, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!137 = !DIFile(filename: "src/lua/lualib.h", directory: ".", checksumkind: CSK_MD5, checksum: "7204915f29415ee9152d3bd3958cd233")
!138 = !DISubroutineType(types: !139)
!139 = !{null, !72}
!140 = !DISubprogram(name: "lua_pushcclosure", scope: !74, file: !74, line: 252, type: !141, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!141 = !DISubroutineType(types: !142)
!142 = !{null, !72, !143, !64}
!143 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_CFunction", file: !74, line: 106, baseType: !144)
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !145, size: 64)
!145 = !DISubroutineType(types: !146)
!146 = !{!64, !72}
!147 = distinct !DISubprogram(name: "c_mix", scope: !2, file: !2, line: 11, type: !145, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !45, retainedNodes: !148)
!148 = !{!149, !150, !152}
!149 = !DILocalVariable(name: "L", arg: 1, scope: !147, file: !2, line: 11, type: !72)
!150 = !DILocalVariable(name: "a", scope: !147, file: !2, line: 12, type: !151)
!151 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Integer", file: !74, line: 94, baseType: !47)
!152 = !DILocalVariable(name: "b", scope: !147, file: !2, line: 12, type: !151)
!153 = !DILocation(line: 0, scope: !147)
!154 = !DILocation(line: 12, column: 21, scope: !147)
!155 = !DILocation(line: 12, column: 50, scope: !147)
!156 = !DILocation(line: 13, column: 27, scope: !147)
!157 = !DILocation(line: 13, column: 33, scope: !147)
!158 = !DILocation(line: 13, column: 5, scope: !147)
!159 = !DILocation(line: 14, column: 5, scope: !147)
!160 = !DISubprogram(name: "lua_setglobal", scope: !74, file: !74, line: 278, type: !161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!161 = !DISubroutineType(types: !162)
!162 = !{null, !72, !51}
!163 = !DISubprogram(name: "luaL_loadstring", scope: !133, file: !133, line: 99, type: !164, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!164 = !DISubroutineType(types: !165)
!165 = !{!64, !72, !51}
!166 = !DISubprogram(name: "printf", scope: !167, file: !167, line: 356, type: !168, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!167 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!168 = !DISubroutineType(types: !169)
!169 = !{!64, !170, null}
!170 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !51)
!171 = !DISubprogram(name: "lua_tolstring", scope: !74, file: !74, line: 204, type: !172, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!172 = !DISubroutineType(types: !173)
!173 = !{!51, !72, !64, !174}
!174 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !175, size: 64)
!175 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !176, line: 18, baseType: !177)
!176 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!177 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!178 = !DISubprogram(name: "lua_createtable", scope: !74, file: !74, line: 269, type: !179, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!179 = !DISubroutineType(types: !180)
!180 = !{null, !72, !64, !64}
!181 = !DISubprogram(name: "lua_pushinteger", scope: !74, file: !74, line: 246, type: !182, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!182 = !DISubroutineType(types: !183)
!183 = !{null, !72, !151}
!184 = !DISubprogram(name: "lua_setfield", scope: !74, file: !74, line: 280, type: !185, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!185 = !DISubroutineType(types: !186)
!186 = !{null, !72, !64, !51}
!187 = !DISubprogram(name: "lua_pcallk", scope: !74, file: !74, line: 296, type: !188, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!188 = !DISubroutineType(types: !189)
!189 = !{!64, !72, !64, !64, !64, !190, !194}
!190 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KContext", file: !74, line: 100, baseType: !191)
!191 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !192, line: 87, baseType: !193)
!192 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!193 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!194 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KFunction", file: !74, line: 111, baseType: !195)
!195 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !196, size: 64)
!196 = !DISubroutineType(types: !197)
!197 = !{!64, !72, !64, !190}
!198 = !DISubprogram(name: "lua_tointegerx", scope: !74, file: !74, line: 202, type: !199, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!199 = !DISubroutineType(types: !200)
!200 = !{!151, !72, !64, !201}
!201 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!202 = !DISubprogram(name: "lua_close", scope: !74, file: !74, line: 164, type: !138, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!203 = !DISubprogram(name: "luaL_checkinteger", scope: !133, file: !133, line: 62, type: !204, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!204 = !DISubroutineType(types: !205)
!205 = !{!151, !72, !64}
