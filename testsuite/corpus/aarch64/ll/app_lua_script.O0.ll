; ModuleID = 'apps/lua_script/main.c'
source_filename = "apps/lua_script/main.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"bench\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"cmix\00", align 1
@script = internal global ptr @.str.10, align 8
@.str.2 = private unnamed_addr constant [16 x i8] c"load error: %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"fib\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"sort\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"loop\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"tab\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"run error: %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [22 x i8] c"script returned %lld\0A\00", align 1
@.str.10 = private unnamed_addr constant [2546 x i8] c"local N = ...\0Alocal function fib(n) if n < 2 then return n end return fib(n-1) + fib(n-2) end\0Aprint('fib', fib(N.fib))\0Alocal t = {}\0Alocal seed = 12345\0Alocal function rnd() seed = (seed * 1103515245 + 12345) % 2147483648; return seed end\0Afor i = 1, N.sort do t[i] = rnd() % 100000 end\0Atable.sort(t, function(a, b) return a > b end)\0Alocal ok = true; for i = 2, #t do if t[i-1] < t[i] then ok = false end end\0Aprint('sorted', #t, ok, t[1], t[#t])\0Alocal parts = {}\0Afor i = 1, N.str do parts[#parts+1] = string.format('%d:%x:%s', i, i*i, string.rep('ab', i % 5)) end\0Alocal s = table.concat(parts, ',')\0Alocal count = 0; for w in s:gmatch('%d+:') do count = count + 1 end\0Aprint('string', #s, count, s:sub(1, 40), s:upper():sub(-20))\0Alocal words = {}; for w in ('the quick brown fox jumps over the lazy dog the end'):gmatch('%a+') do words[w] = (words[w] or 0) + 1 end\0Alocal keys = {}; for k in pairs(words) do keys[#keys+1] = k end; table.sort(keys)\0Alocal out = {}; for _, k in ipairs(keys) do out[#out+1] = k .. '=' .. words[k] end; print('words', table.concat(out, ' '))\0Alocal function counter() local c = 0; return function() c = c + 1; return c end end\0Alocal c1, c2 = counter(), counter(); c1(); c1(); c2(); print('closures', c1(), c2())\0Alocal co = coroutine.wrap(function(a) local s = a; for i = 1, 5 do s = s + coroutine.yield(s) end; return s * 100 end)\0Alocal r = co(1); for i = 1, 5 do r = co(i) end; print('coroutine', r)\0Alocal V = {}; V.__index = V; V.__add = function(a, b) return setmetatable({x = a.x + b.x, y = a.y + b.y}, V) end\0AV.__tostring = function(v) return '(' .. v.x .. ',' .. v.y .. ')' end\0Alocal acc = setmetatable({x = 0, y = 0}, V); for i = 1, 10 do acc = acc + setmetatable({x = i, y = -i * 2}, V) end; print('meta', tostring(acc))\0Alocal okp, err = pcall(function() error({code = 42}) end); print('pcall', okp, type(err), err.code)\0Alocal okp2, err2 = pcall(function() local x = nil; return x.field end); print('pcall2', okp2, (err2:gsub('^.-:%d+: ', '')))\0Aprint('ints', math.maxinteger, math.mininteger, 7 // 2, -7 // 2, 7 % -3, 2^53, 1 << 62, 5 // 0.0, math.type(1), math.type(1.0))\0Aprint('floats', string.format('%.10f %g %a', math.pi, 1e300 * 10, 0.5), math.floor(-3.5), math.ceil(-3.5), math.fmod(7, 3))\0Aprint('cmix', cmix(7, 9), cmix(1 << 40, 3))\0Alocal sum = 0; for i = 1, N.loop do sum = sum + (i % 7) * (i % 11) end; print('loop', sum)\0Alocal m = {}; for i = 1, N.tab do m['k' .. (i % 1000)] = (m['k' .. (i % 1000)] or 0) + i end; local ms = 0; for k, v in pairs(m) do ms = ms + v end; print('table', ms)\0Areturn fib(10)\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  %9 = load i32, ptr %4, align 4
  %10 = icmp sgt i32 %9, 1
  br i1 %10, label %11, label %17

11:                                               ; preds = %2
  %12 = load ptr, ptr %5, align 8
  %13 = getelementptr inbounds ptr, ptr %12, i64 1
  %14 = load ptr, ptr %13, align 8
  %15 = call i32 @strcmp(ptr noundef %14, ptr noundef @.str) #3
  %16 = icmp eq i32 %15, 0
  br label %17

17:                                               ; preds = %11, %2
  %18 = phi i1 [ false, %2 ], [ %16, %11 ]
  %19 = zext i1 %18 to i32
  store i32 %19, ptr %6, align 4
  %20 = call ptr @luaL_newstate()
  store ptr %20, ptr %7, align 8
  %21 = load ptr, ptr %7, align 8
  call void @luaL_openlibs(ptr noundef %21)
  %22 = load ptr, ptr %7, align 8
  call void @lua_pushcclosure(ptr noundef %22, ptr noundef @c_mix, i32 noundef 0)
  %23 = load ptr, ptr %7, align 8
  call void @lua_setglobal(ptr noundef %23, ptr noundef @.str.1)
  %24 = load ptr, ptr %7, align 8
  %25 = load ptr, ptr @script, align 8
  %26 = call i32 @luaL_loadstring(ptr noundef %24, ptr noundef %25)
  %27 = icmp ne i32 %26, 0
  br i1 %27, label %28, label %32

28:                                               ; preds = %17
  %29 = load ptr, ptr %7, align 8
  %30 = call ptr @lua_tolstring(ptr noundef %29, i32 noundef -1, ptr noundef null)
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %30)
  store i32 2, ptr %3, align 4
  br label %86

32:                                               ; preds = %17
  %33 = load ptr, ptr %7, align 8
  call void @lua_createtable(ptr noundef %33, i32 noundef 0, i32 noundef 0)
  %34 = load ptr, ptr %7, align 8
  %35 = load i32, ptr %6, align 4
  %36 = icmp ne i32 %35, 0
  %37 = zext i1 %36 to i64
  %38 = select i1 %36, i32 30, i32 20
  %39 = sext i32 %38 to i64
  call void @lua_pushinteger(ptr noundef %34, i64 noundef %39)
  %40 = load ptr, ptr %7, align 8
  call void @lua_setfield(ptr noundef %40, i32 noundef -2, ptr noundef @.str.3)
  %41 = load ptr, ptr %7, align 8
  %42 = load i32, ptr %6, align 4
  %43 = icmp ne i32 %42, 0
  %44 = zext i1 %43 to i64
  %45 = select i1 %43, i32 200000, i32 5000
  %46 = sext i32 %45 to i64
  call void @lua_pushinteger(ptr noundef %41, i64 noundef %46)
  %47 = load ptr, ptr %7, align 8
  call void @lua_setfield(ptr noundef %47, i32 noundef -2, ptr noundef @.str.4)
  %48 = load ptr, ptr %7, align 8
  %49 = load i32, ptr %6, align 4
  %50 = icmp ne i32 %49, 0
  %51 = zext i1 %50 to i64
  %52 = select i1 %50, i32 100000, i32 2000
  %53 = sext i32 %52 to i64
  call void @lua_pushinteger(ptr noundef %48, i64 noundef %53)
  %54 = load ptr, ptr %7, align 8
  call void @lua_setfield(ptr noundef %54, i32 noundef -2, ptr noundef @.str.5)
  %55 = load ptr, ptr %7, align 8
  %56 = load i32, ptr %6, align 4
  %57 = icmp ne i32 %56, 0
  %58 = zext i1 %57 to i64
  %59 = select i1 %57, i32 5000000, i32 100000
  %60 = sext i32 %59 to i64
  call void @lua_pushinteger(ptr noundef %55, i64 noundef %60)
  %61 = load ptr, ptr %7, align 8
  call void @lua_setfield(ptr noundef %61, i32 noundef -2, ptr noundef @.str.6)
  %62 = load ptr, ptr %7, align 8
  %63 = load i32, ptr %6, align 4
  %64 = icmp ne i32 %63, 0
  %65 = zext i1 %64 to i64
  %66 = select i1 %64, i32 1000000, i32 20000
  %67 = sext i32 %66 to i64
  call void @lua_pushinteger(ptr noundef %62, i64 noundef %67)
  %68 = load ptr, ptr %7, align 8
  call void @lua_setfield(ptr noundef %68, i32 noundef -2, ptr noundef @.str.7)
  %69 = load ptr, ptr %7, align 8
  %70 = call i32 @lua_pcallk(ptr noundef %69, i32 noundef 1, i32 noundef 1, i32 noundef 0, i64 noundef 0, ptr noundef null)
  %71 = icmp ne i32 %70, 0
  br i1 %71, label %72, label %76

72:                                               ; preds = %32
  %73 = load ptr, ptr %7, align 8
  %74 = call ptr @lua_tolstring(ptr noundef %73, i32 noundef -1, ptr noundef null)
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %74)
  store i32 3, ptr %3, align 4
  br label %86

76:                                               ; preds = %32
  %77 = load ptr, ptr %7, align 8
  %78 = call i64 @lua_tointegerx(ptr noundef %77, i32 noundef -1, ptr noundef null)
  store i64 %78, ptr %8, align 8
  %79 = load i64, ptr %8, align 8
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %79)
  %81 = load ptr, ptr %7, align 8
  call void @lua_close(ptr noundef %81)
  %82 = load i64, ptr %8, align 8
  %83 = icmp eq i64 %82, 55
  %84 = zext i1 %83 to i64
  %85 = select i1 %83, i32 0, i32 1
  store i32 %85, ptr %3, align 4
  br label %86

86:                                               ; preds = %76, %72, %28
  %87 = load i32, ptr %3, align 4
  ret i32 %87
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #1

declare ptr @luaL_newstate() #2

declare void @luaL_openlibs(ptr noundef) #2

declare void @lua_pushcclosure(ptr noundef, ptr noundef, i32 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @c_mix(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = call i64 @luaL_checkinteger(ptr noundef %5, i32 noundef 1)
  store i64 %6, ptr %3, align 8
  %7 = load ptr, ptr %2, align 8
  %8 = call i64 @luaL_checkinteger(ptr noundef %7, i32 noundef 2)
  store i64 %8, ptr %4, align 8
  %9 = load ptr, ptr %2, align 8
  %10 = load i64, ptr %3, align 8
  %11 = mul nsw i64 %10, 31
  %12 = load i64, ptr %4, align 8
  %13 = xor i64 %11, %12
  call void @lua_pushinteger(ptr noundef %9, i64 noundef %13)
  ret i32 1
}

declare void @lua_setglobal(ptr noundef, ptr noundef) #2

declare i32 @luaL_loadstring(ptr noundef, ptr noundef) #2

declare i32 @printf(ptr noundef, ...) #2

declare ptr @lua_tolstring(ptr noundef, i32 noundef, ptr noundef) #2

declare void @lua_createtable(ptr noundef, i32 noundef, i32 noundef) #2

declare void @lua_pushinteger(ptr noundef, i64 noundef) #2

declare void @lua_setfield(ptr noundef, i32 noundef, ptr noundef) #2

declare i32 @lua_pcallk(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i64 noundef, ptr noundef) #2

declare i64 @lua_tointegerx(ptr noundef, i32 noundef, ptr noundef) #2

declare void @lua_close(ptr noundef) #2

declare i64 @luaL_checkinteger(ptr noundef, i32 noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
