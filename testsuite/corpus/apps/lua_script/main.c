/* Lua 5.4 driver: runs an embedded script exercising closures, tables, string library,
   integer/float arithmetic, coroutines, metatables, table.sort with a comparator,
   pcall/error, and string.format; prints results. The C side also calls into Lua and
   registers a C function. Usage: lua_script [bench] (bench = larger workload). */
#include <stdio.h>
#include <string.h>
#include "lua.h"
#include "lauxlib.h"
#include "lualib.h"

static int c_mix(lua_State *L) {
    lua_Integer a = luaL_checkinteger(L, 1), b = luaL_checkinteger(L, 2);
    lua_pushinteger(L, (a * 31) ^ b);
    return 1;
}

static const char *script =
    "local N = ...\n"
    "local function fib(n) if n < 2 then return n end return fib(n-1) + fib(n-2) end\n"
    "print('fib', fib(N.fib))\n"
    "local t = {}\n"
    "local seed = 12345\n"
    "local function rnd() seed = (seed * 1103515245 + 12345) % 2147483648; return seed end\n"
    "for i = 1, N.sort do t[i] = rnd() % 100000 end\n"
    "table.sort(t, function(a, b) return a > b end)\n"
    "local ok = true; for i = 2, #t do if t[i-1] < t[i] then ok = false end end\n"
    "print('sorted', #t, ok, t[1], t[#t])\n"
    "local parts = {}\n"
    "for i = 1, N.str do parts[#parts+1] = string.format('%d:%x:%s', i, i*i, string.rep('ab', i % 5)) end\n"
    "local s = table.concat(parts, ',')\n"
    "local count = 0; for w in s:gmatch('%d+:') do count = count + 1 end\n"
    "print('string', #s, count, s:sub(1, 40), s:upper():sub(-20))\n"
    "local words = {}; for w in ('the quick brown fox jumps over the lazy dog the end'):gmatch('%a+') do words[w] = (words[w] or 0) + 1 end\n"
    "local keys = {}; for k in pairs(words) do keys[#keys+1] = k end; table.sort(keys)\n"
    "local out = {}; for _, k in ipairs(keys) do out[#out+1] = k .. '=' .. words[k] end; print('words', table.concat(out, ' '))\n"
    "local function counter() local c = 0; return function() c = c + 1; return c end end\n"
    "local c1, c2 = counter(), counter(); c1(); c1(); c2(); print('closures', c1(), c2())\n"
    "local co = coroutine.wrap(function(a) local s = a; for i = 1, 5 do s = s + coroutine.yield(s) end; return s * 100 end)\n"
    "local r = co(1); for i = 1, 5 do r = co(i) end; print('coroutine', r)\n"
    "local V = {}; V.__index = V; V.__add = function(a, b) return setmetatable({x = a.x + b.x, y = a.y + b.y}, V) end\n"
    "V.__tostring = function(v) return '(' .. v.x .. ',' .. v.y .. ')' end\n"
    "local acc = setmetatable({x = 0, y = 0}, V); for i = 1, 10 do acc = acc + setmetatable({x = i, y = -i * 2}, V) end; print('meta', tostring(acc))\n"
    "local okp, err = pcall(function() error({code = 42}) end); print('pcall', okp, type(err), err.code)\n"
    "local okp2, err2 = pcall(function() local x = nil; return x.field end); print('pcall2', okp2, (err2:gsub('^.-:%d+: ', '')))\n"
    "print('ints', math.maxinteger, math.mininteger, 7 // 2, -7 // 2, 7 % -3, 2^53, 1 << 62, 5 // 0.0, math.type(1), math.type(1.0))\n"
    "print('floats', string.format('%.10f %g %a', math.pi, 1e300 * 10, 0.5), math.floor(-3.5), math.ceil(-3.5), math.fmod(7, 3))\n"
    "print('cmix', cmix(7, 9), cmix(1 << 40, 3))\n"
    "local sum = 0; for i = 1, N.loop do sum = sum + (i % 7) * (i % 11) end; print('loop', sum)\n"
    "local m = {}; for i = 1, N.tab do m['k' .. (i % 1000)] = (m['k' .. (i % 1000)] or 0) + i end; local ms = 0; for k, v in pairs(m) do ms = ms + v end; print('table', ms)\n"
    "return fib(10)\n";

int main(int argc, char **argv) {
    int bench = argc > 1 && strcmp(argv[1], "bench") == 0;
    lua_State *L = luaL_newstate();
    luaL_openlibs(L);
    lua_register(L, "cmix", c_mix);
    if (luaL_loadstring(L, script) != LUA_OK) { printf("load error: %s\n", lua_tostring(L, -1)); return 2; }
    lua_newtable(L);
    lua_pushinteger(L, bench ? 30 : 20); lua_setfield(L, -2, "fib");
    lua_pushinteger(L, bench ? 200000 : 5000); lua_setfield(L, -2, "sort");
    lua_pushinteger(L, bench ? 100000 : 2000); lua_setfield(L, -2, "str");
    lua_pushinteger(L, bench ? 5000000 : 100000); lua_setfield(L, -2, "loop");
    lua_pushinteger(L, bench ? 1000000 : 20000); lua_setfield(L, -2, "tab");
    if (lua_pcall(L, 1, 1, 0) != LUA_OK) { printf("run error: %s\n", lua_tostring(L, -1)); return 3; }
    long long r = (long long)lua_tointeger(L, -1);
    printf("script returned %lld\n", r);
    lua_close(L);
    return r == 55 ? 0 : 1;
}
