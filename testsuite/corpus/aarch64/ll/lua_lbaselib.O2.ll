; ModuleID = 'src/lua/lbaselib.c'
source_filename = "src/lua/lbaselib.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.luaL_Reg = type { ptr, ptr }

@base_funcs = internal constant [26 x %struct.luaL_Reg] [%struct.luaL_Reg { ptr @.str.3, ptr @luaB_assert }, %struct.luaL_Reg { ptr @.str.4, ptr @luaB_collectgarbage }, %struct.luaL_Reg { ptr @.str.5, ptr @luaB_dofile }, %struct.luaL_Reg { ptr @.str.6, ptr @luaB_error }, %struct.luaL_Reg { ptr @.str.7, ptr @luaB_getmetatable }, %struct.luaL_Reg { ptr @.str.8, ptr @luaB_ipairs }, %struct.luaL_Reg { ptr @.str.9, ptr @luaB_loadfile }, %struct.luaL_Reg { ptr @.str.10, ptr @luaB_load }, %struct.luaL_Reg { ptr @.str.11, ptr @luaB_next }, %struct.luaL_Reg { ptr @.str.12, ptr @luaB_pairs }, %struct.luaL_Reg { ptr @.str.13, ptr @luaB_pcall }, %struct.luaL_Reg { ptr @.str.14, ptr @luaB_print }, %struct.luaL_Reg { ptr @.str.15, ptr @luaB_warn }, %struct.luaL_Reg { ptr @.str.16, ptr @luaB_rawequal }, %struct.luaL_Reg { ptr @.str.17, ptr @luaB_rawlen }, %struct.luaL_Reg { ptr @.str.18, ptr @luaB_rawget }, %struct.luaL_Reg { ptr @.str.19, ptr @luaB_rawset }, %struct.luaL_Reg { ptr @.str.20, ptr @luaB_select }, %struct.luaL_Reg { ptr @.str.21, ptr @luaB_setmetatable }, %struct.luaL_Reg { ptr @.str.22, ptr @luaB_tonumber }, %struct.luaL_Reg { ptr @.str.23, ptr @luaB_tostring }, %struct.luaL_Reg { ptr @.str.24, ptr @luaB_type }, %struct.luaL_Reg { ptr @.str.25, ptr @luaB_xpcall }, %struct.luaL_Reg { ptr @.str, ptr null }, %struct.luaL_Reg { ptr @.str.2, ptr null }, %struct.luaL_Reg zeroinitializer], align 8
@.str = private unnamed_addr constant [3 x i8] c"_G\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"Lua 5.4\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"_VERSION\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"assert\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"collectgarbage\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"dofile\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"error\00", align 1
@.str.7 = private unnamed_addr constant [13 x i8] c"getmetatable\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"ipairs\00", align 1
@.str.9 = private unnamed_addr constant [9 x i8] c"loadfile\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"load\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"next\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"pairs\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"pcall\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"print\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"warn\00", align 1
@.str.16 = private unnamed_addr constant [9 x i8] c"rawequal\00", align 1
@.str.17 = private unnamed_addr constant [7 x i8] c"rawlen\00", align 1
@.str.18 = private unnamed_addr constant [7 x i8] c"rawget\00", align 1
@.str.19 = private unnamed_addr constant [7 x i8] c"rawset\00", align 1
@.str.20 = private unnamed_addr constant [7 x i8] c"select\00", align 1
@.str.21 = private unnamed_addr constant [13 x i8] c"setmetatable\00", align 1
@.str.22 = private unnamed_addr constant [9 x i8] c"tonumber\00", align 1
@.str.23 = private unnamed_addr constant [9 x i8] c"tostring\00", align 1
@.str.24 = private unnamed_addr constant [5 x i8] c"type\00", align 1
@.str.25 = private unnamed_addr constant [7 x i8] c"xpcall\00", align 1
@.str.26 = private unnamed_addr constant [18 x i8] c"assertion failed!\00", align 1
@luaB_collectgarbage.opts = internal constant [11 x ptr] [ptr @.str.27, ptr @.str.28, ptr @.str.29, ptr @.str.30, ptr @.str.31, ptr @.str.32, ptr @.str.33, ptr @.str.34, ptr @.str.35, ptr @.str.36, ptr null], align 8
@.str.27 = private unnamed_addr constant [5 x i8] c"stop\00", align 1
@.str.28 = private unnamed_addr constant [8 x i8] c"restart\00", align 1
@.str.29 = private unnamed_addr constant [8 x i8] c"collect\00", align 1
@.str.30 = private unnamed_addr constant [6 x i8] c"count\00", align 1
@.str.31 = private unnamed_addr constant [5 x i8] c"step\00", align 1
@.str.32 = private unnamed_addr constant [9 x i8] c"setpause\00", align 1
@.str.33 = private unnamed_addr constant [11 x i8] c"setstepmul\00", align 1
@.str.34 = private unnamed_addr constant [10 x i8] c"isrunning\00", align 1
@.str.35 = private unnamed_addr constant [13 x i8] c"generational\00", align 1
@.str.36 = private unnamed_addr constant [12 x i8] c"incremental\00", align 1
@luaB_collectgarbage.optsnum = internal unnamed_addr constant [10 x i32] [i32 0, i32 1, i32 2, i32 3, i32 5, i32 6, i32 7, i32 9, i32 10, i32 11], align 4
@.str.37 = private unnamed_addr constant [12 x i8] c"__metatable\00", align 1
@.str.38 = private unnamed_addr constant [3 x i8] c"bt\00", align 1
@.str.39 = private unnamed_addr constant [8 x i8] c"=(load)\00", align 1
@.str.40 = private unnamed_addr constant [26 x i8] c"too many nested functions\00", align 1
@.str.41 = private unnamed_addr constant [37 x i8] c"reader function must return a string\00", align 1
@.str.42 = private unnamed_addr constant [8 x i8] c"__pairs\00", align 1
@stdout = external local_unnamed_addr global ptr, align 8
@.str.45 = private unnamed_addr constant [16 x i8] c"table or string\00", align 1
@.str.46 = private unnamed_addr constant [19 x i8] c"index out of range\00", align 1
@.str.47 = private unnamed_addr constant [13 x i8] c"nil or table\00", align 1
@.str.48 = private unnamed_addr constant [36 x i8] c"cannot change a protected metatable\00", align 1
@.str.49 = private unnamed_addr constant [18 x i8] c"base out of range\00", align 1
@.str.50 = private unnamed_addr constant [7 x i8] c" \0C\0A\0D\09\0B\00", align 1
@.str.51 = private unnamed_addr constant [15 x i8] c"value expected\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @luaopen_base(ptr noundef %0) local_unnamed_addr #0 {
  %2 = tail call i32 @lua_rawgeti(ptr noundef %0, i32 noundef -1001000, i64 noundef 2) #9
  tail call void @luaL_setfuncs(ptr noundef %0, ptr noundef nonnull @base_funcs, i32 noundef 0) #9
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -1) #9
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str) #9
  %3 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.1) #9
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.2) #9
  ret i32 1
}

declare i32 @lua_rawgeti(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

declare void @luaL_setfuncs(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

declare void @lua_pushvalue(ptr noundef, i32 noundef) local_unnamed_addr #1

declare void @lua_setfield(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare ptr @lua_pushstring(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal i32 @luaB_assert(ptr noundef %0) #0 {
  %2 = tail call i32 @lua_toboolean(ptr noundef %0, i32 noundef 1) #9
  %3 = icmp eq i32 %2, 0
  br i1 %3, label %6, label %4, !prof !6

4:                                                ; preds = %1
  %5 = tail call i32 @lua_gettop(ptr noundef %0) #9
  br label %9

6:                                                ; preds = %1
  tail call void @luaL_checkany(ptr noundef %0, i32 noundef 1) #9
  tail call void @lua_rotate(ptr noundef %0, i32 noundef 1, i32 noundef -1) #9
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #9
  %7 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.26) #9
  tail call void @lua_settop(ptr noundef %0, i32 noundef 1) #9
  %8 = tail call i32 @luaB_error(ptr noundef %0)
  br label %9

9:                                                ; preds = %6, %4
  %10 = phi i32 [ %5, %4 ], [ %8, %6 ]
  ret i32 %10
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @luaB_collectgarbage(ptr noundef %0) #0 {
  %2 = tail call i32 @luaL_checkoption(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.29, ptr noundef nonnull @luaB_collectgarbage.opts) #9
  %3 = sext i32 %2 to i64
  %4 = getelementptr inbounds [10 x i32], ptr @luaB_collectgarbage.optsnum, i64 0, i64 %3
  %5 = load i32, ptr %4, align 4, !tbaa !7
  switch i32 %5, label %58 [
    i32 3, label %6
    i32 5, label %15
    i32 6, label %21
    i32 7, label %21
    i32 9, label %28
    i32 10, label %32
    i32 11, label %44
  ]

6:                                                ; preds = %1
  %7 = tail call i32 (ptr, i32, ...) @lua_gc(ptr noundef %0, i32 noundef 3) #9
  %8 = tail call i32 (ptr, i32, ...) @lua_gc(ptr noundef %0, i32 noundef 4) #9
  %9 = icmp eq i32 %7, -1
  br i1 %9, label %63, label %10

10:                                               ; preds = %6
  %11 = sitofp i32 %7 to double
  %12 = sitofp i32 %8 to double
  %13 = fmul double %12, 0x3F50000000000000
  %14 = fadd double %13, %11
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %14) #9
  br label %64

15:                                               ; preds = %1
  %16 = tail call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 2, i64 noundef 0) #9
  %17 = trunc i64 %16 to i32
  %18 = tail call i32 (ptr, i32, ...) @lua_gc(ptr noundef %0, i32 noundef 5, i32 noundef %17) #9
  %19 = icmp eq i32 %18, -1
  br i1 %19, label %63, label %20

20:                                               ; preds = %15
  tail call void @lua_pushboolean(ptr noundef %0, i32 noundef %18) #9
  br label %64

21:                                               ; preds = %1, %1
  %22 = tail call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 2, i64 noundef 0) #9
  %23 = trunc i64 %22 to i32
  %24 = tail call i32 (ptr, i32, ...) @lua_gc(ptr noundef %0, i32 noundef %5, i32 noundef %23) #9
  %25 = icmp eq i32 %24, -1
  br i1 %25, label %63, label %26

26:                                               ; preds = %21
  %27 = sext i32 %24 to i64
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %27) #9
  br label %64

28:                                               ; preds = %1
  %29 = tail call i32 (ptr, i32, ...) @lua_gc(ptr noundef %0, i32 noundef 9) #9
  %30 = icmp eq i32 %29, -1
  br i1 %30, label %63, label %31

31:                                               ; preds = %28
  tail call void @lua_pushboolean(ptr noundef %0, i32 noundef %29) #9
  br label %64

32:                                               ; preds = %1
  %33 = tail call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 2, i64 noundef 0) #9
  %34 = trunc i64 %33 to i32
  %35 = tail call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 3, i64 noundef 0) #9
  %36 = trunc i64 %35 to i32
  %37 = tail call i32 (ptr, i32, ...) @lua_gc(ptr noundef %0, i32 noundef 10, i32 noundef %34, i32 noundef %36) #9
  %38 = icmp eq i32 %37, -1
  br i1 %38, label %39, label %40

39:                                               ; preds = %32
  tail call void @lua_pushnil(ptr noundef %0) #9
  br label %64

40:                                               ; preds = %32
  %41 = icmp eq i32 %37, 11
  %42 = select i1 %41, ptr @.str.36, ptr @.str.35
  %43 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull %42) #9
  br label %64

44:                                               ; preds = %1
  %45 = tail call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 2, i64 noundef 0) #9
  %46 = trunc i64 %45 to i32
  %47 = tail call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 3, i64 noundef 0) #9
  %48 = trunc i64 %47 to i32
  %49 = tail call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 4, i64 noundef 0) #9
  %50 = trunc i64 %49 to i32
  %51 = tail call i32 (ptr, i32, ...) @lua_gc(ptr noundef %0, i32 noundef 11, i32 noundef %46, i32 noundef %48, i32 noundef %50) #9
  %52 = icmp eq i32 %51, -1
  br i1 %52, label %53, label %54

53:                                               ; preds = %44
  tail call void @lua_pushnil(ptr noundef %0) #9
  br label %64

54:                                               ; preds = %44
  %55 = icmp eq i32 %51, 11
  %56 = select i1 %55, ptr @.str.36, ptr @.str.35
  %57 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull %56) #9
  br label %64

58:                                               ; preds = %1
  %59 = tail call i32 (ptr, i32, ...) @lua_gc(ptr noundef %0, i32 noundef %5) #9
  %60 = icmp eq i32 %59, -1
  br i1 %60, label %63, label %61

61:                                               ; preds = %58
  %62 = sext i32 %59 to i64
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %62) #9
  br label %64

63:                                               ; preds = %58, %28, %21, %15, %6
  tail call void @lua_pushnil(ptr noundef %0) #9
  br label %64

64:                                               ; preds = %54, %53, %40, %39, %61, %31, %26, %20, %10, %63
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal i32 @luaB_dofile(ptr noundef %0) #0 {
  %2 = tail call ptr @luaL_optlstring(ptr noundef %0, i32 noundef 1, ptr noundef null, ptr noundef null) #9
  tail call void @lua_settop(ptr noundef %0, i32 noundef 1) #9
  %3 = tail call i32 @luaL_loadfilex(ptr noundef %0, ptr noundef %2, ptr noundef null) #9
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %7, label %5, !prof !11

5:                                                ; preds = %1
  %6 = tail call i32 @lua_error(ptr noundef %0) #9
  br label %10

7:                                                ; preds = %1
  tail call void @lua_callk(ptr noundef %0, i32 noundef 0, i32 noundef -1, i64 noundef 0, ptr noundef nonnull @dofilecont) #9
  %8 = tail call i32 @lua_gettop(ptr noundef %0) #9
  %9 = add nsw i32 %8, -1
  br label %10

10:                                               ; preds = %7, %5
  %11 = phi i32 [ %6, %5 ], [ %9, %7 ]
  ret i32 %11
}

; Function Attrs: nounwind uwtable
define internal i32 @luaB_error(ptr noundef %0) #0 {
  %2 = tail call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 2, i64 noundef 1) #9
  %3 = trunc i64 %2 to i32
  tail call void @lua_settop(ptr noundef %0, i32 noundef 1) #9
  %4 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #9
  %5 = icmp eq i32 %4, 4
  %6 = icmp sgt i32 %3, 0
  %7 = select i1 %5, i1 %6, i1 false
  br i1 %7, label %8, label %9

8:                                                ; preds = %1
  tail call void @luaL_where(ptr noundef %0, i32 noundef %3) #9
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef 1) #9
  tail call void @lua_concat(ptr noundef %0, i32 noundef 2) #9
  br label %9

9:                                                ; preds = %8, %1
  %10 = tail call i32 @lua_error(ptr noundef %0) #9
  ret i32 %10
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @luaB_getmetatable(ptr noundef %0) #0 {
  tail call void @luaL_checkany(ptr noundef %0, i32 noundef 1) #9
  %2 = tail call i32 @lua_getmetatable(ptr noundef %0, i32 noundef 1) #9
  %3 = icmp eq i32 %2, 0
  br i1 %3, label %4, label %5

4:                                                ; preds = %1
  tail call void @lua_pushnil(ptr noundef %0) #9
  br label %7

5:                                                ; preds = %1
  %6 = tail call i32 @luaL_getmetafield(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.37) #9
  br label %7

7:                                                ; preds = %5, %4
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @luaB_ipairs(ptr noundef %0) #0 {
  tail call void @luaL_checkany(ptr noundef %0, i32 noundef 1) #9
  tail call void @lua_pushcclosure(ptr noundef %0, ptr noundef nonnull @ipairsaux, i32 noundef 0) #9
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef 1) #9
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef 0) #9
  ret i32 3
}

; Function Attrs: nounwind uwtable
define internal range(i32 1, 3) i32 @luaB_loadfile(ptr noundef %0) #0 {
  %2 = tail call ptr @luaL_optlstring(ptr noundef %0, i32 noundef 1, ptr noundef null, ptr noundef null) #9
  %3 = tail call ptr @luaL_optlstring(ptr noundef %0, i32 noundef 2, ptr noundef null, ptr noundef null) #9
  %4 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 3) #9
  %5 = tail call i32 @luaL_loadfilex(ptr noundef %0, ptr noundef %2, ptr noundef %3) #9
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %13, !prof !11

7:                                                ; preds = %1
  %8 = icmp eq i32 %4, -1
  br i1 %8, label %14, label %9

9:                                                ; preds = %7
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef 3) #9
  %10 = tail call ptr @lua_setupvalue(ptr noundef %0, i32 noundef -2, i32 noundef 1) #9
  %11 = icmp eq ptr %10, null
  br i1 %11, label %12, label %14

12:                                               ; preds = %9
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #9
  br label %14

13:                                               ; preds = %1
  tail call void @lua_pushnil(ptr noundef %0) #9
  tail call void @lua_rotate(ptr noundef %0, i32 noundef -2, i32 noundef 1) #9
  br label %14

14:                                               ; preds = %7, %9, %12, %13
  %15 = phi i32 [ 2, %13 ], [ 1, %9 ], [ 1, %12 ], [ 1, %7 ]
  ret i32 %15
}

; Function Attrs: nounwind uwtable
define internal range(i32 1, 3) i32 @luaB_load(ptr noundef %0) #0 {
  %2 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  %3 = call ptr @lua_tolstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %2) #9
  %4 = call ptr @luaL_optlstring(ptr noundef %0, i32 noundef 3, ptr noundef nonnull @.str.38, ptr noundef null) #9
  %5 = call i32 @lua_type(ptr noundef %0, i32 noundef 4) #9
  %6 = icmp eq ptr %3, null
  br i1 %6, label %11, label %7

7:                                                ; preds = %1
  %8 = call ptr @luaL_optlstring(ptr noundef %0, i32 noundef 2, ptr noundef nonnull %3, ptr noundef null) #9
  %9 = load i64, ptr %2, align 8, !tbaa !12
  %10 = call i32 @luaL_loadbufferx(ptr noundef %0, ptr noundef nonnull %3, i64 noundef %9, ptr noundef %8, ptr noundef %4) #9
  br label %14

11:                                               ; preds = %1
  %12 = call ptr @luaL_optlstring(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.39, ptr noundef null) #9
  call void @luaL_checktype(ptr noundef %0, i32 noundef 1, i32 noundef 6) #9
  call void @lua_settop(ptr noundef %0, i32 noundef 5) #9
  %13 = call i32 @lua_load(ptr noundef %0, ptr noundef nonnull @generic_reader, ptr noundef null, ptr noundef %12, ptr noundef %4) #9
  br label %14

14:                                               ; preds = %11, %7
  %15 = phi i32 [ %10, %7 ], [ %13, %11 ]
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %23, !prof !11

17:                                               ; preds = %14
  %18 = icmp eq i32 %5, -1
  br i1 %18, label %24, label %19

19:                                               ; preds = %17
  call void @lua_pushvalue(ptr noundef %0, i32 noundef 4) #9
  %20 = call ptr @lua_setupvalue(ptr noundef %0, i32 noundef -2, i32 noundef 1) #9
  %21 = icmp eq ptr %20, null
  br i1 %21, label %22, label %24

22:                                               ; preds = %19
  call void @lua_settop(ptr noundef %0, i32 noundef -2) #9
  br label %24

23:                                               ; preds = %14
  call void @lua_pushnil(ptr noundef %0) #9
  call void @lua_rotate(ptr noundef %0, i32 noundef -2, i32 noundef 1) #9
  br label %24

24:                                               ; preds = %17, %19, %22, %23
  %25 = phi i32 [ 2, %23 ], [ 1, %19 ], [ 1, %22 ], [ 1, %17 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  ret i32 %25
}

; Function Attrs: nounwind uwtable
define internal range(i32 1, 3) i32 @luaB_next(ptr noundef %0) #0 {
  tail call void @luaL_checktype(ptr noundef %0, i32 noundef 1, i32 noundef 5) #9
  tail call void @lua_settop(ptr noundef %0, i32 noundef 2) #9
  %2 = tail call i32 @lua_next(ptr noundef %0, i32 noundef 1) #9
  %3 = icmp eq i32 %2, 0
  br i1 %3, label %4, label %5

4:                                                ; preds = %1
  tail call void @lua_pushnil(ptr noundef %0) #9
  br label %5

5:                                                ; preds = %1, %4
  %6 = phi i32 [ 1, %4 ], [ 2, %1 ]
  ret i32 %6
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @luaB_pairs(ptr noundef %0) #0 {
  tail call void @luaL_checkany(ptr noundef %0, i32 noundef 1) #9
  %2 = tail call i32 @luaL_getmetafield(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.42) #9
  %3 = icmp eq i32 %2, 0
  br i1 %3, label %4, label %5

4:                                                ; preds = %1
  tail call void @lua_pushcclosure(ptr noundef %0, ptr noundef nonnull @luaB_next, i32 noundef 0) #9
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef 1) #9
  tail call void @lua_pushnil(ptr noundef %0) #9
  br label %6

5:                                                ; preds = %1
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef 1) #9
  tail call void @lua_callk(ptr noundef %0, i32 noundef 1, i32 noundef 3, i64 noundef 0, ptr noundef nonnull @pairscont) #9
  br label %6

6:                                                ; preds = %5, %4
  ret i32 3
}

; Function Attrs: nounwind uwtable
define internal i32 @luaB_pcall(ptr noundef %0) #0 {
  tail call void @luaL_checkany(ptr noundef %0, i32 noundef 1) #9
  tail call void @lua_pushboolean(ptr noundef %0, i32 noundef 1) #9
  tail call void @lua_rotate(ptr noundef %0, i32 noundef 1, i32 noundef 1) #9
  %2 = tail call i32 @lua_gettop(ptr noundef %0) #9
  %3 = add nsw i32 %2, -2
  %4 = tail call i32 @lua_pcallk(ptr noundef %0, i32 noundef %3, i32 noundef -1, i32 noundef 0, i64 noundef 0, ptr noundef nonnull @finishpcall) #9
  %5 = icmp ugt i32 %4, 1
  br i1 %5, label %6, label %7, !prof !6

6:                                                ; preds = %1
  tail call void @lua_pushboolean(ptr noundef %0, i32 noundef 0) #9
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -2) #9
  br label %9

7:                                                ; preds = %1
  %8 = tail call i32 @lua_gettop(ptr noundef %0) #9
  br label %9

9:                                                ; preds = %6, %7
  %10 = phi i32 [ 2, %6 ], [ %8, %7 ]
  ret i32 %10
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @luaB_print(ptr noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = tail call i32 @lua_gettop(ptr noundef %0) #9
  %4 = icmp slt i32 %3, 1
  br i1 %4, label %21, label %5

5:                                                ; preds = %1
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  %6 = call ptr @luaL_tolstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %2) #9
  %7 = load ptr, ptr @stdout, align 8, !tbaa !14
  %8 = load i64, ptr %2, align 8, !tbaa !12
  %9 = call i64 @fwrite(ptr noundef %6, i64 noundef 1, i64 noundef %8, ptr noundef %7)
  call void @lua_settop(ptr noundef %0, i32 noundef -2) #9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  %10 = icmp eq i32 %3, 1
  br i1 %10, label %21, label %11

11:                                               ; preds = %5, %11
  %12 = phi i32 [ %19, %11 ], [ 2, %5 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  %13 = call ptr @luaL_tolstring(ptr noundef %0, i32 noundef %12, ptr noundef nonnull %2) #9
  %14 = load ptr, ptr @stdout, align 8, !tbaa !14
  %15 = call i32 @fputc(i32 9, ptr %14)
  %16 = load i64, ptr %2, align 8, !tbaa !12
  %17 = load ptr, ptr @stdout, align 8, !tbaa !14
  %18 = call i64 @fwrite(ptr noundef %13, i64 noundef 1, i64 noundef %16, ptr noundef %17)
  call void @lua_settop(ptr noundef %0, i32 noundef -2) #9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  %19 = add nuw i32 %12, 1
  %20 = icmp eq i32 %12, %3
  br i1 %20, label %21, label %11, !llvm.loop !16

21:                                               ; preds = %11, %5, %1
  %22 = load ptr, ptr @stdout, align 8, !tbaa !14
  %23 = call i32 @fputc(i32 10, ptr %22)
  %24 = load ptr, ptr @stdout, align 8, !tbaa !14
  %25 = call i32 @fflush(ptr noundef %24)
  ret i32 0
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @luaB_warn(ptr noundef %0) #0 {
  %2 = tail call i32 @lua_gettop(ptr noundef %0) #9
  %3 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #9
  %4 = icmp slt i32 %2, 2
  br i1 %4, label %15, label %5

5:                                                ; preds = %1, %5
  %6 = phi i32 [ %8, %5 ], [ 2, %1 ]
  %7 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef %6, ptr noundef null) #9
  %8 = add nuw i32 %6, 1
  %9 = icmp eq i32 %6, %2
  br i1 %9, label %10, label %5, !llvm.loop !19

10:                                               ; preds = %5, %10
  %11 = phi i32 [ %13, %10 ], [ 1, %5 ]
  %12 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef %11, ptr noundef null) #9
  tail call void @lua_warning(ptr noundef %0, ptr noundef %12, i32 noundef 1) #9
  %13 = add nuw nsw i32 %11, 1
  %14 = icmp eq i32 %13, %2
  br i1 %14, label %15, label %10, !llvm.loop !20

15:                                               ; preds = %10, %1
  %16 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef %2, ptr noundef null) #9
  tail call void @lua_warning(ptr noundef %0, ptr noundef %16, i32 noundef 0) #9
  ret i32 0
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @luaB_rawequal(ptr noundef %0) #0 {
  tail call void @luaL_checkany(ptr noundef %0, i32 noundef 1) #9
  tail call void @luaL_checkany(ptr noundef %0, i32 noundef 2) #9
  %2 = tail call i32 @lua_rawequal(ptr noundef %0, i32 noundef 1, i32 noundef 2) #9
  tail call void @lua_pushboolean(ptr noundef %0, i32 noundef %2) #9
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @luaB_rawlen(ptr noundef %0) #0 {
  %2 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #9
  %3 = and i32 %2, -2
  %4 = icmp eq i32 %3, 4
  br i1 %4, label %7, label %5, !prof !11

5:                                                ; preds = %1
  %6 = tail call i32 @luaL_typeerror(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.45) #9
  br label %7

7:                                                ; preds = %5, %1
  %8 = tail call i64 @lua_rawlen(ptr noundef %0, i32 noundef 1) #9
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %8) #9
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @luaB_rawget(ptr noundef %0) #0 {
  tail call void @luaL_checktype(ptr noundef %0, i32 noundef 1, i32 noundef 5) #9
  tail call void @luaL_checkany(ptr noundef %0, i32 noundef 2) #9
  tail call void @lua_settop(ptr noundef %0, i32 noundef 2) #9
  %2 = tail call i32 @lua_rawget(ptr noundef %0, i32 noundef 1) #9
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @luaB_rawset(ptr noundef %0) #0 {
  tail call void @luaL_checktype(ptr noundef %0, i32 noundef 1, i32 noundef 5) #9
  tail call void @luaL_checkany(ptr noundef %0, i32 noundef 2) #9
  tail call void @luaL_checkany(ptr noundef %0, i32 noundef 3) #9
  tail call void @lua_settop(ptr noundef %0, i32 noundef 3) #9
  tail call void @lua_rawset(ptr noundef %0, i32 noundef 1) #9
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal i32 @luaB_select(ptr noundef %0) #0 {
  %2 = tail call i32 @lua_gettop(ptr noundef %0) #9
  %3 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #9
  %4 = icmp eq i32 %3, 4
  br i1 %4, label %5, label %12

5:                                                ; preds = %1
  %6 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #9
  %7 = load i8, ptr %6, align 1, !tbaa !21
  %8 = icmp eq i8 %7, 35
  br i1 %8, label %9, label %12

9:                                                ; preds = %5
  %10 = add nsw i32 %2, -1
  %11 = sext i32 %10 to i64
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %11) #9
  br label %25

12:                                               ; preds = %5, %1
  %13 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 1) #9
  %14 = icmp slt i64 %13, 0
  %15 = sext i32 %2 to i64
  %16 = add nsw i64 %13, %15
  %17 = tail call i64 @llvm.smin.i64(i64 %13, i64 %15)
  %18 = select i1 %14, i64 %16, i64 %17
  %19 = icmp sgt i64 %18, 0
  br i1 %19, label %22, label %20, !prof !11

20:                                               ; preds = %12
  %21 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.46) #9
  br label %22

22:                                               ; preds = %20, %12
  %23 = trunc i64 %18 to i32
  %24 = sub nsw i32 %2, %23
  br label %25

25:                                               ; preds = %22, %9
  %26 = phi i32 [ 1, %9 ], [ %24, %22 ]
  ret i32 %26
}

; Function Attrs: nounwind uwtable
define internal i32 @luaB_setmetatable(ptr noundef %0) #0 {
  %2 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 2) #9
  tail call void @luaL_checktype(ptr noundef %0, i32 noundef 1, i32 noundef 5) #9
  switch i32 %2, label %3 [
    i32 5, label %5
    i32 0, label %5
  ]

3:                                                ; preds = %1
  %4 = tail call i32 @luaL_typeerror(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.47) #9
  br label %5

5:                                                ; preds = %1, %1, %3
  %6 = tail call i32 @luaL_getmetafield(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.37) #9
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %10, label %8, !prof !11

8:                                                ; preds = %5
  %9 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.48) #9
  br label %12

10:                                               ; preds = %5
  tail call void @lua_settop(ptr noundef %0, i32 noundef 2) #9
  %11 = tail call i32 @lua_setmetatable(ptr noundef %0, i32 noundef 1) #9
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ 1, %10 ]
  ret i32 %13
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @luaB_tonumber(ptr noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 2) #9
  %5 = icmp slt i32 %4, 1
  br i1 %5, label %6, label %20

6:                                                ; preds = %1
  %7 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #9
  %8 = icmp eq i32 %7, 3
  br i1 %8, label %9, label %10

9:                                                ; preds = %6
  tail call void @lua_settop(ptr noundef %0, i32 noundef 1) #9
  br label %93

10:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  %11 = call ptr @lua_tolstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %2) #9
  %12 = icmp eq ptr %11, null
  br i1 %12, label %18, label %13

13:                                               ; preds = %10
  %14 = call i64 @lua_stringtonumber(ptr noundef %0, ptr noundef nonnull %11) #9
  %15 = load i64, ptr %2, align 8, !tbaa !12
  %16 = add i64 %15, 1
  %17 = icmp eq i64 %14, %16
  br i1 %17, label %19, label %18

18:                                               ; preds = %10, %13
  call void @luaL_checkany(ptr noundef %0, i32 noundef 1) #9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  br label %92

19:                                               ; preds = %13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  br label %93

20:                                               ; preds = %1
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #9
  %21 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 2) #9
  tail call void @luaL_checktype(ptr noundef %0, i32 noundef 1, i32 noundef 4) #9
  %22 = call ptr @lua_tolstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %3) #9
  %23 = add i64 %21, -2
  %24 = icmp ult i64 %23, 35
  br i1 %24, label %27, label %25, !prof !11

25:                                               ; preds = %20
  %26 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.49) #9
  br label %27

27:                                               ; preds = %25, %20
  %28 = trunc i64 %21 to i32
  %29 = call i64 @strspn(ptr noundef readonly %22, ptr noundef nonnull @.str.50) #10
  %30 = getelementptr inbounds i8, ptr %22, i64 %29
  %31 = load i8, ptr %30, align 1, !tbaa !21
  %32 = icmp eq i8 %31, 45
  %33 = icmp eq i8 %31, 43
  %34 = or i1 %32, %33
  %35 = zext i1 %34 to i64
  %36 = getelementptr inbounds i8, ptr %30, i64 %35
  %37 = tail call ptr @__ctype_b_loc() #11
  %38 = load ptr, ptr %37, align 8, !tbaa !14
  %39 = load i8, ptr %36, align 1, !tbaa !21
  %40 = zext i8 %39 to i64
  %41 = getelementptr inbounds i16, ptr %38, i64 %40
  %42 = load i16, ptr %41, align 2, !tbaa !22
  %43 = and i16 %42, 8
  %44 = icmp eq i16 %43, 0
  br i1 %44, label %84, label %45

45:                                               ; preds = %27
  %46 = shl i64 %21, 32
  %47 = ashr exact i64 %46, 32
  br label %48

48:                                               ; preds = %68, %45
  %49 = phi i16 [ %76, %68 ], [ %42, %45 ]
  %50 = phi i8 [ %73, %68 ], [ %39, %45 ]
  %51 = phi i64 [ %72, %68 ], [ 0, %45 ]
  %52 = phi ptr [ %69, %68 ], [ %36, %45 ]
  %53 = and i16 %49, 2048
  %54 = icmp eq i16 %53, 0
  br i1 %54, label %58, label %55

55:                                               ; preds = %48
  %56 = zext i8 %50 to i32
  %57 = add nsw i32 %56, -48
  br label %65

58:                                               ; preds = %48
  %59 = zext i8 %50 to i64
  %60 = tail call ptr @__ctype_toupper_loc() #11
  %61 = load ptr, ptr %60, align 8, !tbaa !14
  %62 = getelementptr inbounds i32, ptr %61, i64 %59
  %63 = load i32, ptr %62, align 4, !tbaa !7
  %64 = add nsw i32 %63, -55
  br label %65

65:                                               ; preds = %58, %55
  %66 = phi i32 [ %57, %55 ], [ %64, %58 ]
  %67 = icmp slt i32 %66, %28
  br i1 %67, label %68, label %84

68:                                               ; preds = %65
  %69 = getelementptr inbounds i8, ptr %52, i64 1
  %70 = sext i32 %66 to i64
  %71 = mul i64 %51, %47
  %72 = add i64 %71, %70
  %73 = load i8, ptr %69, align 1, !tbaa !21
  %74 = zext i8 %73 to i64
  %75 = getelementptr inbounds i16, ptr %38, i64 %74
  %76 = load i16, ptr %75, align 2, !tbaa !22
  %77 = and i16 %76, 8
  %78 = icmp eq i16 %77, 0
  br i1 %78, label %79, label %48, !llvm.loop !24

79:                                               ; preds = %68
  %80 = call i64 @strspn(ptr noundef nonnull %69, ptr noundef nonnull @.str.50) #10
  %81 = getelementptr inbounds i8, ptr %69, i64 %80
  %82 = sub i64 0, %72
  %83 = select i1 %32, i64 %82, i64 %72
  br label %84

84:                                               ; preds = %65, %27, %79
  %85 = phi i64 [ 0, %27 ], [ %83, %79 ], [ 0, %65 ]
  %86 = phi ptr [ null, %27 ], [ %81, %79 ], [ null, %65 ]
  %87 = load i64, ptr %3, align 8, !tbaa !12
  %88 = getelementptr inbounds i8, ptr %22, i64 %87
  %89 = icmp eq ptr %86, %88
  br i1 %89, label %91, label %90

90:                                               ; preds = %84
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9
  br label %92

91:                                               ; preds = %84
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %85) #9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9
  br label %93

92:                                               ; preds = %90, %18
  call void @lua_pushnil(ptr noundef %0) #9
  br label %93

93:                                               ; preds = %91, %19, %92, %9
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @luaB_tostring(ptr noundef %0) #0 {
  tail call void @luaL_checkany(ptr noundef %0, i32 noundef 1) #9
  %2 = tail call ptr @luaL_tolstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #9
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @luaB_type(ptr noundef %0) #0 {
  %2 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #9
  %3 = icmp eq i32 %2, -1
  br i1 %3, label %4, label %6, !prof !6

4:                                                ; preds = %1
  %5 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.51) #9
  br label %6

6:                                                ; preds = %4, %1
  %7 = tail call ptr @lua_typename(ptr noundef %0, i32 noundef %2) #9
  %8 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef %7) #9
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal i32 @luaB_xpcall(ptr noundef %0) #0 {
  %2 = tail call i32 @lua_gettop(ptr noundef %0) #9
  tail call void @luaL_checktype(ptr noundef %0, i32 noundef 2, i32 noundef 6) #9
  tail call void @lua_pushboolean(ptr noundef %0, i32 noundef 1) #9
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef 1) #9
  tail call void @lua_rotate(ptr noundef %0, i32 noundef 3, i32 noundef 2) #9
  %3 = add nsw i32 %2, -2
  %4 = tail call i32 @lua_pcallk(ptr noundef %0, i32 noundef %3, i32 noundef -1, i32 noundef 2, i64 noundef 2, ptr noundef nonnull @finishpcall) #9
  %5 = icmp ugt i32 %4, 1
  br i1 %5, label %6, label %7, !prof !6

6:                                                ; preds = %1
  tail call void @lua_pushboolean(ptr noundef %0, i32 noundef 0) #9
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -2) #9
  br label %10

7:                                                ; preds = %1
  %8 = tail call i32 @lua_gettop(ptr noundef %0) #9
  %9 = add nsw i32 %8, -2
  br label %10

10:                                               ; preds = %6, %7
  %11 = phi i32 [ 2, %6 ], [ %9, %7 ]
  ret i32 %11
}

declare i32 @lua_toboolean(ptr noundef, i32 noundef) local_unnamed_addr #1

declare i32 @lua_gettop(ptr noundef) local_unnamed_addr #1

declare void @luaL_checkany(ptr noundef, i32 noundef) local_unnamed_addr #1

declare void @lua_rotate(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare void @lua_settop(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

declare i32 @luaL_checkoption(ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare i32 @lua_gc(ptr noundef, i32 noundef, ...) local_unnamed_addr #1

declare void @lua_pushnumber(ptr noundef, double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare i64 @luaL_optinteger(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

declare void @lua_pushboolean(ptr noundef, i32 noundef) local_unnamed_addr #1

declare void @lua_pushinteger(ptr noundef, i64 noundef) local_unnamed_addr #1

declare void @lua_pushnil(ptr noundef) local_unnamed_addr #1

declare ptr @luaL_optlstring(ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare i32 @luaL_loadfilex(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare i32 @lua_error(ptr noundef) local_unnamed_addr #1

declare void @lua_callk(ptr noundef, i32 noundef, i32 noundef, i64 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal range(i32 -2147483648, 2147483647) i32 @dofilecont(ptr noundef %0, i32 %1, i64 %2) #0 {
  %4 = tail call i32 @lua_gettop(ptr noundef %0) #9
  %5 = add nsw i32 %4, -1
  ret i32 %5
}

declare i32 @lua_type(ptr noundef, i32 noundef) local_unnamed_addr #1

declare void @luaL_where(ptr noundef, i32 noundef) local_unnamed_addr #1

declare void @lua_concat(ptr noundef, i32 noundef) local_unnamed_addr #1

declare i32 @lua_getmetatable(ptr noundef, i32 noundef) local_unnamed_addr #1

declare i32 @luaL_getmetafield(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare void @lua_pushcclosure(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal range(i32 1, 3) i32 @ipairsaux(ptr noundef %0) #0 {
  %2 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 2) #9
  %3 = add i64 %2, 1
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %3) #9
  %4 = tail call i32 @lua_geti(ptr noundef %0, i32 noundef 1, i64 noundef %3) #9
  %5 = icmp eq i32 %4, 0
  %6 = select i1 %5, i32 1, i32 2
  ret i32 %6
}

declare i64 @luaL_checkinteger(ptr noundef, i32 noundef) local_unnamed_addr #1

declare i32 @lua_geti(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

declare ptr @lua_setupvalue(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare ptr @lua_tolstring(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare i32 @luaL_loadbufferx(ptr noundef, ptr noundef, i64 noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare void @luaL_checktype(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare i32 @lua_load(ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal ptr @generic_reader(ptr noundef %0, ptr nocapture readnone %1, ptr noundef %2) #0 {
  tail call void @luaL_checkstack(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.40) #9
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef 1) #9
  tail call void @lua_callk(ptr noundef %0, i32 noundef 0, i32 noundef 1, i64 noundef 0, ptr noundef null) #9
  %4 = tail call i32 @lua_type(ptr noundef %0, i32 noundef -1) #9
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %3
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #9
  store i64 0, ptr %2, align 8, !tbaa !12
  br label %14

7:                                                ; preds = %3
  %8 = tail call i32 @lua_isstring(ptr noundef %0, i32 noundef -1) #9
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %12, !prof !6

10:                                               ; preds = %7
  %11 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.41) #9
  br label %12

12:                                               ; preds = %7, %10
  tail call void @lua_copy(ptr noundef %0, i32 noundef -1, i32 noundef 5) #9
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #9
  %13 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef 5, ptr noundef %2) #9
  br label %14

14:                                               ; preds = %12, %6
  %15 = phi ptr [ null, %6 ], [ %13, %12 ]
  ret ptr %15
}

declare void @luaL_checkstack(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare i32 @lua_isstring(ptr noundef, i32 noundef) local_unnamed_addr #1

declare i32 @luaL_error(ptr noundef, ptr noundef, ...) local_unnamed_addr #1

declare void @lua_copy(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare i32 @lua_next(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef i32 @pairscont(ptr nocapture readnone %0, i32 %1, i64 %2) #3 {
  ret i32 3
}

declare i32 @lua_pcallk(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i64 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal i32 @finishpcall(ptr noundef %0, i32 noundef %1, i64 noundef %2) #0 {
  %4 = icmp ugt i32 %1, 1
  br i1 %4, label %5, label %6, !prof !6

5:                                                ; preds = %3
  tail call void @lua_pushboolean(ptr noundef %0, i32 noundef 0) #9
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -2) #9
  br label %10

6:                                                ; preds = %3
  %7 = tail call i32 @lua_gettop(ptr noundef %0) #9
  %8 = trunc i64 %2 to i32
  %9 = sub nsw i32 %7, %8
  br label %10

10:                                               ; preds = %6, %5
  %11 = phi i32 [ 2, %5 ], [ %9, %6 ]
  ret i32 %11
}

declare ptr @luaL_tolstring(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @fflush(ptr nocapture noundef) local_unnamed_addr #4

declare ptr @luaL_checklstring(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare void @lua_warning(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

declare i32 @lua_rawequal(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare i32 @luaL_typeerror(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare i64 @lua_rawlen(ptr noundef, i32 noundef) local_unnamed_addr #1

declare i32 @lua_rawget(ptr noundef, i32 noundef) local_unnamed_addr #1

declare void @lua_rawset(ptr noundef, i32 noundef) local_unnamed_addr #1

declare i32 @luaL_argerror(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare i32 @lua_setmetatable(ptr noundef, i32 noundef) local_unnamed_addr #1

declare i64 @lua_stringtonumber(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strspn(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() local_unnamed_addr #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_toupper_loc() local_unnamed_addr #6

declare ptr @lua_typename(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @fputc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #8

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(read) }
attributes #11 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !9, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !9, i64 0}
!16 = distinct !{!16, !17, !18}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!"llvm.loop.peeled.count", i32 1}
!19 = distinct !{!19, !17}
!20 = distinct !{!20, !17}
!21 = !{!9, !9, i64 0}
!22 = !{!23, !23, i64 0}
!23 = !{!"short", !9, i64 0}
!24 = distinct !{!24, !17}
