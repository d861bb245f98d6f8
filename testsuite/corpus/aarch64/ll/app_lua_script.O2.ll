; ModuleID = 'apps/lua_script/main.c'
source_filename = "apps/lua_script/main.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"bench\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"cmix\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"load error: %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"fib\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"sort\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"loop\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"tab\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"run error: %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [22 x i8] c"script returned %lld\0A\00", align 1
@.str.10 = private unnamed_addr constant [2546 x i8] c"local N = ...\0Alocal function fib(n) if n < 2 then return n end return fib(n-1) + fib(n-2) end\0Aprint('fib', fib(N.fib))\0Alocal t = {}\0Alocal seed = 12345\0Alocal function rnd() seed = (seed * 1103515245 + 12345) % 2147483648; return seed end\0Afor i = 1, N.sort do t[i] = rnd() % 100000 end\0Atable.sort(t, function(a, b) return a > b end)\0Alocal ok = true; for i = 2, #t do if t[i-1] < t[i] then ok = false end end\0Aprint('sorted', #t, ok, t[1], t[#t])\0Alocal parts = {}\0Afor i = 1, N.str do parts[#parts+1] = string.format('%d:%x:%s', i, i*i, string.rep('ab', i % 5)) end\0Alocal s = table.concat(parts, ',')\0Alocal count = 0; for w in s:gmatch('%d+:') do count = count + 1 end\0Aprint('string', #s, count, s:sub(1, 40), s:upper():sub(-20))\0Alocal words = {}; for w in ('the quick brown fox jumps over the lazy dog the end'):gmatch('%a+') do words[w] = (words[w] or 0) + 1 end\0Alocal keys = {}; for k in pairs(words) do keys[#keys+1] = k end; table.sort(keys)\0Alocal out = {}; for _, k in ipairs(keys) do out[#out+1] = k .. '=' .. words[k] end; print('words', table.concat(out, ' '))\0Alocal function counter() local c = 0; return function() c = c + 1; return c end end\0Alocal c1, c2 = counter(), counter(); c1(); c1(); c2(); print('closures', c1(), c2())\0Alocal co = coroutine.wrap(function(a) local s = a; for i = 1, 5 do s = s + coroutine.yield(s) end; return s * 100 end)\0Alocal r = co(1); for i = 1, 5 do r = co(i) end; print('coroutine', r)\0Alocal V = {}; V.__index = V; V.__add = function(a, b) return setmetatable({x = a.x + b.x, y = a.y + b.y}, V) end\0AV.__tostring = function(v) return '(' .. v.x .. ',' .. v.y .. ')' end\0Alocal acc = setmetatable({x = 0, y = 0}, V); for i = 1, 10 do acc = acc + setmetatable({x = i, y = -i * 2}, V) end; print('meta', tostring(acc))\0Alocal okp, err = pcall(function() error({code = 42}) end); print('pcall', okp, type(err), err.code)\0Alocal okp2, err2 = pcall(function() local x = nil; return x.field end); print('pcall2', okp2, (err2:gsub('^.-:%d+: ', '')))\0Aprint('ints', math.maxinteger, math.mininteger, 7 // 2, -7 // 2, 7 % -3, 2^53, 1 << 62, 5 // 0.0, math.type(1), math.type(1.0))\0Aprint('floats', string.format('%.10f %g %a', math.pi, 1e300 * 10, 0.5), math.floor(-3.5), math.ceil(-3.5), math.fmod(7, 3))\0Aprint('cmix', cmix(7, 9), cmix(1 << 40, 3))\0Alocal sum = 0; for i = 1, N.loop do sum = sum + (i % 7) * (i % 11) end; print('loop', sum)\0Alocal m = {}; for i = 1, N.tab do m['k' .. (i % 1000)] = (m['k' .. (i % 1000)] or 0) + i end; local ms = 0; for k, v in pairs(m) do ms = ms + v end; print('table', ms)\0Areturn fib(10)\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 4) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 1
  br i1 %3, label %4, label %9

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !6
  %7 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %6, ptr noundef nonnull dereferenceable(6) @.str) #4
  %8 = icmp eq i32 %7, 0
  br label %9

9:                                                ; preds = %4, %2
  %10 = phi i1 [ false, %2 ], [ %8, %4 ]
  %11 = tail call ptr @luaL_newstate() #5
  tail call void @luaL_openlibs(ptr noundef %11) #5
  tail call void @lua_pushcclosure(ptr noundef %11, ptr noundef nonnull @c_mix, i32 noundef 0) #5
  tail call void @lua_setglobal(ptr noundef %11, ptr noundef nonnull @.str.1) #5
  %12 = tail call i32 @luaL_loadstring(ptr noundef %11, ptr noundef nonnull @.str.10) #5
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %17, label %14

14:                                               ; preds = %9
  %15 = tail call ptr @lua_tolstring(ptr noundef %11, i32 noundef -1, ptr noundef null) #5
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef %15)
  br label %33

17:                                               ; preds = %9
  tail call void @lua_createtable(ptr noundef %11, i32 noundef 0, i32 noundef 0) #5
  %18 = select i1 %10, i64 30, i64 20
  tail call void @lua_pushinteger(ptr noundef %11, i64 noundef %18) #5
  tail call void @lua_setfield(ptr noundef %11, i32 noundef -2, ptr noundef nonnull @.str.3) #5
  %19 = select i1 %10, i64 200000, i64 5000
  tail call void @lua_pushinteger(ptr noundef %11, i64 noundef %19) #5
  tail call void @lua_setfield(ptr noundef %11, i32 noundef -2, ptr noundef nonnull @.str.4) #5
  %20 = select i1 %10, i64 100000, i64 2000
  tail call void @lua_pushinteger(ptr noundef %11, i64 noundef %20) #5
  tail call void @lua_setfield(ptr noundef %11, i32 noundef -2, ptr noundef nonnull @.str.5) #5
  %21 = select i1 %10, i64 5000000, i64 100000
  tail call void @lua_pushinteger(ptr noundef %11, i64 noundef %21) #5
  tail call void @lua_setfield(ptr noundef %11, i32 noundef -2, ptr noundef nonnull @.str.6) #5
  %22 = select i1 %10, i64 1000000, i64 20000
  tail call void @lua_pushinteger(ptr noundef %11, i64 noundef %22) #5
  tail call void @lua_setfield(ptr noundef %11, i32 noundef -2, ptr noundef nonnull @.str.7) #5
  %23 = tail call i32 @lua_pcallk(ptr noundef %11, i32 noundef 1, i32 noundef 1, i32 noundef 0, i64 noundef 0, ptr noundef null) #5
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %28, label %25

25:                                               ; preds = %17
  %26 = tail call ptr @lua_tolstring(ptr noundef %11, i32 noundef -1, ptr noundef null) #5
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %26)
  br label %33

28:                                               ; preds = %17
  %29 = tail call i64 @lua_tointegerx(ptr noundef %11, i32 noundef -1, ptr noundef null) #5
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %29)
  tail call void @lua_close(ptr noundef %11) #5
  %31 = icmp ne i64 %29, 55
  %32 = zext i1 %31 to i32
  br label %33

33:                                               ; preds = %28, %25, %14
  %34 = phi i32 [ 2, %14 ], [ 3, %25 ], [ %32, %28 ]
  ret i32 %34
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #1

declare ptr @luaL_newstate() local_unnamed_addr #2

declare void @luaL_openlibs(ptr noundef) local_unnamed_addr #2

declare void @lua_pushcclosure(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal noundef i32 @c_mix(ptr noundef %0) #0 {
  %2 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 1) #5
  %3 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 2) #5
  %4 = mul nsw i64 %2, 31
  %5 = xor i64 %4, %3
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %5) #5
  ret i32 1
}

declare void @lua_setglobal(ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @luaL_loadstring(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

declare ptr @lua_tolstring(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

declare void @lua_createtable(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

declare void @lua_pushinteger(ptr noundef, i64 noundef) local_unnamed_addr #2

declare void @lua_setfield(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @lua_pcallk(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i64 noundef, ptr noundef) local_unnamed_addr #2

declare i64 @lua_tointegerx(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

declare void @lua_close(ptr noundef) local_unnamed_addr #2

declare i64 @luaL_checkinteger(ptr noundef, i32 noundef) local_unnamed_addr #2

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind willreturn memory(read) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
