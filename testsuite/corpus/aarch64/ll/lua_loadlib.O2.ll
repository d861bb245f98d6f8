; ModuleID = 'src/lua/loadlib.c'
source_filename = "src/lua/loadlib.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.luaL_Reg = type { ptr, ptr }
%struct.luaL_Buffer = type { ptr, i64, i64, ptr, %union.anon }
%union.anon = type { double, [1016 x i8] }

@pk_funcs = internal constant [8 x %struct.luaL_Reg] [%struct.luaL_Reg { ptr @.str.14, ptr @ll_loadlib }, %struct.luaL_Reg { ptr @.str.15, ptr @ll_searchpath }, %struct.luaL_Reg { ptr @.str.11, ptr null }, %struct.luaL_Reg { ptr @.str.3, ptr null }, %struct.luaL_Reg { ptr @.str, ptr null }, %struct.luaL_Reg { ptr @.str.16, ptr null }, %struct.luaL_Reg { ptr @.str.9, ptr null }, %struct.luaL_Reg zeroinitializer], align 8
@.str = private unnamed_addr constant [5 x i8] c"path\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"LUA_PATH\00", align 1
@.str.2 = private unnamed_addr constant [151 x i8] c"/usr/local/share/lua/5.4/?.lua;/usr/local/share/lua/5.4/?/init.lua;/usr/local/lib/lua/5.4/?.lua;/usr/local/lib/lua/5.4/?/init.lua;./?.lua;./?/init.lua\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"cpath\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"LUA_CPATH\00", align 1
@.str.5 = private unnamed_addr constant [69 x i8] c"/usr/local/lib/lua/5.4/?.so;/usr/local/lib/lua/5.4/loadall.so;./?.so\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"/\0A;\0A?\0A!\0A-\0A\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"config\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"_LOADED\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"loaded\00", align 1
@.str.10 = private unnamed_addr constant [9 x i8] c"_PRELOAD\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"preload\00", align 1
@ll_funcs = internal constant [2 x %struct.luaL_Reg] [%struct.luaL_Reg { ptr @.str.39, ptr @ll_require }, %struct.luaL_Reg zeroinitializer], align 8
@.str.12 = private unnamed_addr constant [7 x i8] c"_CLIBS\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"__gc\00", align 1
@.str.14 = private unnamed_addr constant [8 x i8] c"loadlib\00", align 1
@.str.15 = private unnamed_addr constant [11 x i8] c"searchpath\00", align 1
@.str.16 = private unnamed_addr constant [10 x i8] c"searchers\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"open\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"init\00", align 1
@.str.19 = private unnamed_addr constant [2 x i8] c".\00", align 1
@.str.20 = private unnamed_addr constant [2 x i8] c"/\00", align 1
@.str.21 = private unnamed_addr constant [2 x i8] c"?\00", align 1
@.str.22 = private unnamed_addr constant [2 x i8] c";\00", align 1
@.str.23 = private unnamed_addr constant [2 x i8] c"r\00", align 1
@.str.24 = private unnamed_addr constant [10 x i8] c"no file '\00", align 1
@.str.25 = private unnamed_addr constant [13 x i8] c"'\0A\09no file '\00", align 1
@.str.26 = private unnamed_addr constant [2 x i8] c"'\00", align 1
@.str.27 = private unnamed_addr constant [31 x i8] c"no field package.preload['%s']\00", align 1
@.str.28 = private unnamed_addr constant [10 x i8] c":preload:\00", align 1
@.str.29 = private unnamed_addr constant [30 x i8] c"'package.%s' must be a string\00", align 1
@.str.30 = private unnamed_addr constant [46 x i8] c"error loading module '%s' from file '%s':\0A\09%s\00", align 1
@.str.31 = private unnamed_addr constant [2 x i8] c"_\00", align 1
@.str.33 = private unnamed_addr constant [11 x i8] c"luaopen_%s\00", align 1
@.str.34 = private unnamed_addr constant [28 x i8] c"no module '%s' in file '%s'\00", align 1
@.str.35 = private unnamed_addr constant [5 x i8] c"%s%s\00", align 1
@.str.36 = private unnamed_addr constant [5 x i8] c"_5_4\00", align 1
@.str.37 = private unnamed_addr constant [3 x i8] c";;\00", align 1
@.str.38 = private unnamed_addr constant [10 x i8] c"LUA_NOENV\00", align 1
@.str.39 = private unnamed_addr constant [8 x i8] c"require\00", align 1
@.str.40 = private unnamed_addr constant [36 x i8] c"'package.searchers' must be a table\00", align 1
@.str.41 = private unnamed_addr constant [3 x i8] c"\0A\09\00", align 1
@.str.42 = private unnamed_addr constant [25 x i8] c"module '%s' not found:%s\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @luaopen_package(ptr noundef %0) local_unnamed_addr #0 {
  %2 = tail call i32 @luaL_getsubtable(ptr noundef %0, i32 noundef -1001000, ptr noundef nonnull @.str.12) #7
  tail call void @lua_createtable(ptr noundef %0, i32 noundef 0, i32 noundef 1) #7
  tail call void @lua_pushcclosure(ptr noundef %0, ptr noundef nonnull @gctm, i32 noundef 0) #7
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.13) #7
  %3 = tail call i32 @lua_setmetatable(ptr noundef %0, i32 noundef -2) #7
  tail call void @luaL_checkversion_(ptr noundef %0, double noundef 5.040000e+02, i64 noundef 136) #7
  tail call void @lua_createtable(ptr noundef %0, i32 noundef 0, i32 noundef 7) #7
  tail call void @luaL_setfuncs(ptr noundef %0, ptr noundef nonnull @pk_funcs, i32 noundef 0) #7
  tail call void @lua_createtable(ptr noundef %0, i32 noundef 4, i32 noundef 0) #7
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -2) #7
  tail call void @lua_pushcclosure(ptr noundef %0, ptr noundef nonnull @searcher_preload, i32 noundef 1) #7
  tail call void @lua_rawseti(ptr noundef %0, i32 noundef -2, i64 noundef 1) #7
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -2) #7
  tail call void @lua_pushcclosure(ptr noundef %0, ptr noundef nonnull @searcher_Lua, i32 noundef 1) #7
  tail call void @lua_rawseti(ptr noundef %0, i32 noundef -2, i64 noundef 2) #7
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -2) #7
  tail call void @lua_pushcclosure(ptr noundef %0, ptr noundef nonnull @searcher_C, i32 noundef 1) #7
  tail call void @lua_rawseti(ptr noundef %0, i32 noundef -2, i64 noundef 3) #7
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -2) #7
  tail call void @lua_pushcclosure(ptr noundef %0, ptr noundef nonnull @searcher_Croot, i32 noundef 1) #7
  tail call void @lua_rawseti(ptr noundef %0, i32 noundef -2, i64 noundef 4) #7
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.16) #7
  tail call fastcc void @setpath(ptr noundef %0, ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.2)
  tail call fastcc void @setpath(ptr noundef %0, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.5)
  %4 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.6) #7
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.7) #7
  %5 = tail call i32 @luaL_getsubtable(ptr noundef %0, i32 noundef -1001000, ptr noundef nonnull @.str.8) #7
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.9) #7
  %6 = tail call i32 @luaL_getsubtable(ptr noundef %0, i32 noundef -1001000, ptr noundef nonnull @.str.10) #7
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.11) #7
  %7 = tail call i32 @lua_rawgeti(ptr noundef %0, i32 noundef -1001000, i64 noundef 2) #7
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -2) #7
  tail call void @luaL_setfuncs(ptr noundef %0, ptr noundef nonnull @ll_funcs, i32 noundef 1) #7
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #7
  ret i32 1
}

declare void @luaL_checkversion_(ptr noundef, double noundef, i64 noundef) local_unnamed_addr #1

declare void @lua_createtable(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare void @luaL_setfuncs(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc void @setpath(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) unnamed_addr #0 {
  %5 = alloca %struct.luaL_Buffer, align 8
  %6 = tail call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.35, ptr noundef %2, ptr noundef nonnull @.str.36) #7
  %7 = tail call ptr @getenv(ptr noundef %6) #7
  %8 = icmp eq ptr %7, null
  br i1 %8, label %9, label %12

9:                                                ; preds = %4
  %10 = tail call ptr @getenv(ptr noundef %2) #7
  %11 = icmp eq ptr %10, null
  br i1 %11, label %17, label %12

12:                                               ; preds = %4, %9
  %13 = phi ptr [ %10, %9 ], [ %7, %4 ]
  %14 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001000, ptr noundef nonnull @.str.38) #7
  %15 = tail call i32 @lua_toboolean(ptr noundef %0, i32 noundef -1) #7
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #7
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %19, label %17

17:                                               ; preds = %12, %9
  %18 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef %3) #7
  br label %67

19:                                               ; preds = %12
  %20 = tail call ptr @strstr(ptr noundef nonnull dereferenceable(1) %13, ptr noundef nonnull dereferenceable(1) @.str.37) #8
  %21 = icmp eq ptr %20, null
  br i1 %21, label %22, label %24

22:                                               ; preds = %19
  %23 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull %13) #7
  br label %67

24:                                               ; preds = %19
  %25 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %13) #8
  call void @llvm.lifetime.start.p0(i64 1056, ptr nonnull %5) #7
  call void @luaL_buffinit(ptr noundef %0, ptr noundef nonnull %5) #7
  %26 = icmp ult ptr %13, %20
  br i1 %26, label %27, label %44

27:                                               ; preds = %24
  %28 = ptrtoint ptr %20 to i64
  %29 = ptrtoint ptr %13 to i64
  %30 = sub i64 %28, %29
  call void @luaL_addlstring(ptr noundef nonnull %5, ptr noundef nonnull %13, i64 noundef %30) #7
  %31 = getelementptr inbounds i8, ptr %5, i64 16
  %32 = load i64, ptr %31, align 8, !tbaa !6
  %33 = getelementptr inbounds i8, ptr %5, i64 8
  %34 = load i64, ptr %33, align 8, !tbaa !12
  %35 = icmp ult i64 %32, %34
  br i1 %35, label %39, label %36

36:                                               ; preds = %27
  %37 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %5, i64 noundef 1) #7
  %38 = load i64, ptr %31, align 8, !tbaa !6
  br label %39

39:                                               ; preds = %36, %27
  %40 = phi i64 [ %38, %36 ], [ %32, %27 ]
  %41 = load ptr, ptr %5, align 8, !tbaa !13
  %42 = add i64 %40, 1
  store i64 %42, ptr %31, align 8, !tbaa !6
  %43 = getelementptr inbounds i8, ptr %41, i64 %40
  store i8 59, ptr %43, align 1, !tbaa !14
  br label %44

44:                                               ; preds = %39, %24
  call void @luaL_addstring(ptr noundef nonnull %5, ptr noundef %3) #7
  %45 = getelementptr inbounds i8, ptr %13, i64 %25
  %46 = getelementptr inbounds i8, ptr %45, i64 -2
  %47 = icmp ult ptr %20, %46
  br i1 %47, label %48, label %66

48:                                               ; preds = %44
  %49 = getelementptr inbounds i8, ptr %5, i64 16
  %50 = load i64, ptr %49, align 8, !tbaa !6
  %51 = getelementptr inbounds i8, ptr %5, i64 8
  %52 = load i64, ptr %51, align 8, !tbaa !12
  %53 = icmp ult i64 %50, %52
  br i1 %53, label %57, label %54

54:                                               ; preds = %48
  %55 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %5, i64 noundef 1) #7
  %56 = load i64, ptr %49, align 8, !tbaa !6
  br label %57

57:                                               ; preds = %54, %48
  %58 = phi i64 [ %56, %54 ], [ %50, %48 ]
  %59 = load ptr, ptr %5, align 8, !tbaa !13
  %60 = add i64 %58, 1
  store i64 %60, ptr %49, align 8, !tbaa !6
  %61 = getelementptr inbounds i8, ptr %59, i64 %58
  store i8 59, ptr %61, align 1, !tbaa !14
  %62 = getelementptr inbounds i8, ptr %20, i64 2
  %63 = ptrtoint ptr %46 to i64
  %64 = ptrtoint ptr %20 to i64
  %65 = sub i64 %63, %64
  call void @luaL_addlstring(ptr noundef nonnull %5, ptr noundef nonnull %62, i64 noundef %65) #7
  br label %66

66:                                               ; preds = %57, %44
  call void @luaL_pushresult(ptr noundef nonnull %5) #7
  call void @llvm.lifetime.end.p0(i64 1056, ptr nonnull %5) #7
  br label %67

67:                                               ; preds = %22, %66, %17
  call void @lua_setfield(ptr noundef %0, i32 noundef -3, ptr noundef %1) #7
  call void @lua_settop(ptr noundef %0, i32 noundef -2) #7
  ret void
}

declare ptr @lua_pushstring(ptr noundef, ptr noundef) local_unnamed_addr #1

declare void @lua_setfield(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare i32 @luaL_getsubtable(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare i32 @lua_rawgeti(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

declare void @lua_pushvalue(ptr noundef, i32 noundef) local_unnamed_addr #1

declare void @lua_settop(ptr noundef, i32 noundef) local_unnamed_addr #1

declare void @lua_pushcclosure(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal noundef i32 @gctm(ptr noundef %0) #0 {
  %2 = tail call i64 @luaL_len(ptr noundef %0, i32 noundef 1) #7
  %3 = icmp sgt i64 %2, 0
  br i1 %3, label %4, label %11

4:                                                ; preds = %1, %4
  %5 = phi i64 [ %9, %4 ], [ %2, %1 ]
  %6 = tail call i32 @lua_rawgeti(ptr noundef %0, i32 noundef 1, i64 noundef %5) #7
  %7 = tail call ptr @lua_touserdata(ptr noundef %0, i32 noundef -1) #7
  %8 = tail call i32 @dlclose(ptr noundef %7) #7
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #7
  %9 = add nsw i64 %5, -1
  %10 = icmp ugt i64 %5, 1
  br i1 %10, label %4, label %11, !llvm.loop !15

11:                                               ; preds = %4, %1
  ret i32 0
}

declare i32 @lua_setmetatable(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

declare i64 @luaL_len(ptr noundef, i32 noundef) local_unnamed_addr #1

declare ptr @lua_touserdata(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare i32 @dlclose(ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal range(i32 1, 4) i32 @ll_loadlib(ptr noundef %0) #0 {
  %2 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #7
  %3 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 2, ptr noundef null) #7
  %4 = tail call fastcc i32 @lookforfunc(ptr noundef %0, ptr noundef %2, ptr noundef %3)
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %10, label %6, !prof !17

6:                                                ; preds = %1
  tail call void @lua_pushnil(ptr noundef %0) #7
  tail call void @lua_rotate(ptr noundef %0, i32 noundef -2, i32 noundef 1) #7
  %7 = icmp eq i32 %4, 1
  %8 = select i1 %7, ptr @.str.17, ptr @.str.18
  %9 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull %8) #7
  br label %10

10:                                               ; preds = %1, %6
  %11 = phi i32 [ 3, %6 ], [ 1, %1 ]
  ret i32 %11
}

; Function Attrs: nounwind uwtable
define internal range(i32 1, 3) i32 @ll_searchpath(ptr noundef %0) #0 {
  %2 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #7
  %3 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 2, ptr noundef null) #7
  %4 = tail call ptr @luaL_optlstring(ptr noundef %0, i32 noundef 3, ptr noundef nonnull @.str.19, ptr noundef null) #7
  %5 = tail call ptr @luaL_optlstring(ptr noundef %0, i32 noundef 4, ptr noundef nonnull @.str.20, ptr noundef null) #7
  %6 = tail call fastcc ptr @searchpath(ptr noundef %0, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5)
  %7 = icmp eq ptr %6, null
  br i1 %7, label %8, label %9

8:                                                ; preds = %1
  tail call void @lua_pushnil(ptr noundef %0) #7
  tail call void @lua_rotate(ptr noundef %0, i32 noundef -2, i32 noundef 1) #7
  br label %9

9:                                                ; preds = %1, %8
  %10 = phi i32 [ 2, %8 ], [ 1, %1 ]
  ret i32 %10
}

declare ptr @luaL_checklstring(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 3) i32 @lookforfunc(ptr noundef %0, ptr noundef %1, ptr noundef %2) unnamed_addr #0 {
  %4 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001000, ptr noundef nonnull @.str.12) #7
  %5 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1, ptr noundef %1) #7
  %6 = tail call ptr @lua_touserdata(ptr noundef %0, i32 noundef -1) #7
  tail call void @lua_settop(ptr noundef %0, i32 noundef -3) #7
  %7 = icmp eq ptr %6, null
  br i1 %7, label %8, label %21

8:                                                ; preds = %3
  %9 = load i8, ptr %2, align 1, !tbaa !14
  %10 = icmp eq i8 %9, 42
  %11 = select i1 %10, i32 258, i32 2
  %12 = tail call ptr @dlopen(ptr noundef %1, i32 noundef %11) #7
  %13 = icmp eq ptr %12, null
  br i1 %13, label %14, label %17, !prof !18

14:                                               ; preds = %8
  %15 = tail call ptr @dlerror() #7
  %16 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef %15) #7
  br label %33

17:                                               ; preds = %8
  %18 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001000, ptr noundef nonnull @.str.12) #7
  tail call void @lua_pushlightuserdata(ptr noundef %0, ptr noundef nonnull %12) #7
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -1) #7
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -3, ptr noundef %1) #7
  %19 = tail call i64 @luaL_len(ptr noundef %0, i32 noundef -2) #7
  %20 = add nsw i64 %19, 1
  tail call void @lua_rawseti(ptr noundef %0, i32 noundef -2, i64 noundef %20) #7
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #7
  br label %21

21:                                               ; preds = %17, %3
  %22 = phi ptr [ %12, %17 ], [ %6, %3 ]
  %23 = load i8, ptr %2, align 1, !tbaa !14
  %24 = icmp eq i8 %23, 42
  br i1 %24, label %25, label %26

25:                                               ; preds = %21
  tail call void @lua_pushboolean(ptr noundef %0, i32 noundef 1) #7
  br label %33

26:                                               ; preds = %21
  %27 = tail call ptr @dlsym(ptr noundef nonnull %22, ptr noundef nonnull %2) #7
  %28 = icmp eq ptr %27, null
  br i1 %28, label %29, label %32, !prof !18

29:                                               ; preds = %26
  %30 = tail call ptr @dlerror() #7
  %31 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef %30) #7
  br label %33

32:                                               ; preds = %26
  tail call void @lua_pushcclosure(ptr noundef %0, ptr noundef nonnull %27, i32 noundef 0) #7
  br label %33

33:                                               ; preds = %29, %14, %32, %25
  %34 = phi i32 [ 0, %25 ], [ 0, %32 ], [ 1, %14 ], [ 2, %29 ]
  ret i32 %34
}

declare void @lua_pushnil(ptr noundef) local_unnamed_addr #1

declare void @lua_rotate(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare void @lua_pushboolean(ptr noundef, i32 noundef) local_unnamed_addr #1

declare i32 @lua_getfield(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare ptr @dlopen(ptr noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare ptr @dlerror() local_unnamed_addr #3

declare void @lua_pushlightuserdata(ptr noundef, ptr noundef) local_unnamed_addr #1

declare void @lua_rawseti(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare ptr @dlsym(ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc ptr @searchpath(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4) unnamed_addr #0 {
  %6 = alloca %struct.luaL_Buffer, align 8
  %7 = alloca %struct.luaL_Buffer, align 8
  call void @llvm.lifetime.start.p0(i64 1056, ptr nonnull %7) #7
  %8 = load i8, ptr %3, align 1, !tbaa !14
  %9 = icmp eq i8 %8, 0
  br i1 %9, label %16, label %10

10:                                               ; preds = %5
  %11 = zext i8 %8 to i32
  %12 = tail call ptr @strchr(ptr noundef nonnull dereferenceable(1) %1, i32 noundef %11) #8
  %13 = icmp eq ptr %12, null
  br i1 %13, label %16, label %14

14:                                               ; preds = %10
  %15 = tail call ptr @luaL_gsub(ptr noundef %0, ptr noundef %1, ptr noundef nonnull %3, ptr noundef %4) #7
  br label %16

16:                                               ; preds = %14, %10, %5
  %17 = phi ptr [ %15, %14 ], [ %1, %10 ], [ %1, %5 ]
  call void @luaL_buffinit(ptr noundef %0, ptr noundef nonnull %7) #7
  call void @luaL_addgsub(ptr noundef nonnull %7, ptr noundef %2, ptr noundef nonnull @.str.21, ptr noundef %17) #7
  %18 = getelementptr inbounds i8, ptr %7, i64 16
  %19 = load i64, ptr %18, align 8, !tbaa !6
  %20 = getelementptr inbounds i8, ptr %7, i64 8
  %21 = load i64, ptr %20, align 8, !tbaa !12
  %22 = icmp ult i64 %19, %21
  br i1 %22, label %26, label %23

23:                                               ; preds = %16
  %24 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %7, i64 noundef 1) #7
  %25 = load i64, ptr %18, align 8, !tbaa !6
  br label %26

26:                                               ; preds = %23, %16
  %27 = phi i64 [ %25, %23 ], [ %19, %16 ]
  %28 = load ptr, ptr %7, align 8, !tbaa !13
  %29 = add i64 %27, 1
  store i64 %29, ptr %18, align 8, !tbaa !6
  %30 = getelementptr inbounds i8, ptr %28, i64 %27
  store i8 0, ptr %30, align 1, !tbaa !14
  %31 = load ptr, ptr %7, align 8, !tbaa !13
  %32 = load i64, ptr %18, align 8, !tbaa !6
  %33 = getelementptr inbounds i8, ptr %31, i64 %32
  %34 = getelementptr inbounds i8, ptr %33, i64 -1
  br label %35

35:                                               ; preds = %43, %26
  %36 = phi ptr [ %31, %26 ], [ %47, %43 ]
  %37 = icmp eq ptr %36, %34
  br i1 %37, label %53, label %38

38:                                               ; preds = %35
  %39 = load i8, ptr %36, align 1, !tbaa !14
  %40 = icmp eq i8 %39, 0
  br i1 %40, label %41, label %43

41:                                               ; preds = %38
  store i8 59, ptr %36, align 1, !tbaa !14
  %42 = getelementptr inbounds i8, ptr %36, i64 1
  br label %43

43:                                               ; preds = %41, %38
  %44 = phi ptr [ %42, %41 ], [ %36, %38 ]
  %45 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %44, i32 noundef 59) #8
  %46 = icmp eq ptr %45, null
  %47 = select i1 %46, ptr %34, ptr %45
  store i8 0, ptr %47, align 1, !tbaa !14
  %48 = call noalias ptr @fopen64(ptr noundef nonnull readonly %44, ptr noundef nonnull @.str.23)
  %49 = icmp eq ptr %48, null
  br i1 %49, label %35, label %50, !llvm.loop !19

50:                                               ; preds = %43
  %51 = call i32 @fclose(ptr noundef nonnull %48)
  %52 = call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull %44) #7
  br label %55

53:                                               ; preds = %35
  call void @luaL_pushresult(ptr noundef nonnull %7) #7
  %54 = call ptr @lua_tolstring(ptr noundef %0, i32 noundef -1, ptr noundef null) #7
  call void @llvm.lifetime.start.p0(i64 1056, ptr nonnull %6) #7
  call void @luaL_buffinit(ptr noundef %0, ptr noundef nonnull %6) #7
  call void @luaL_addstring(ptr noundef nonnull %6, ptr noundef nonnull @.str.24) #7
  call void @luaL_addgsub(ptr noundef nonnull %6, ptr noundef %54, ptr noundef nonnull @.str.22, ptr noundef nonnull @.str.25) #7
  call void @luaL_addstring(ptr noundef nonnull %6, ptr noundef nonnull @.str.26) #7
  call void @luaL_pushresult(ptr noundef nonnull %6) #7
  call void @llvm.lifetime.end.p0(i64 1056, ptr nonnull %6) #7
  br label %55

55:                                               ; preds = %53, %50
  %56 = phi ptr [ %52, %50 ], [ null, %53 ]
  call void @llvm.lifetime.end.p0(i64 1056, ptr nonnull %7) #7
  ret ptr %56
}

declare ptr @luaL_optlstring(ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare ptr @strchr(ptr noundef, i32 noundef) local_unnamed_addr #4

declare ptr @luaL_gsub(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare void @luaL_buffinit(ptr noundef, ptr noundef) local_unnamed_addr #1

declare void @luaL_addgsub(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare ptr @luaL_prepbuffsize(ptr noundef, i64 noundef) local_unnamed_addr #1

declare void @luaL_pushresult(ptr noundef) local_unnamed_addr #1

declare ptr @lua_tolstring(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noalias noundef ptr @fopen64(ptr nocapture noundef readonly, ptr nocapture noundef readonly) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @fclose(ptr nocapture noundef) local_unnamed_addr #5

declare void @luaL_addstring(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal range(i32 1, 3) i32 @searcher_preload(ptr noundef %0) #0 {
  %2 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #7
  %3 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001000, ptr noundef nonnull @.str.10) #7
  %4 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1, ptr noundef %2) #7
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %1
  %7 = tail call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.27, ptr noundef %2) #7
  br label %10

8:                                                ; preds = %1
  %9 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.28) #7
  br label %10

10:                                               ; preds = %8, %6
  %11 = phi i32 [ 1, %6 ], [ 2, %8 ]
  ret i32 %11
}

; Function Attrs: nounwind uwtable
define internal i32 @searcher_Lua(ptr noundef %0) #0 {
  %2 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #7
  %3 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001001, ptr noundef nonnull @.str) #7
  %4 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef -1, ptr noundef null) #7
  %5 = icmp eq ptr %4, null
  br i1 %5, label %6, label %8, !prof !18

6:                                                ; preds = %1
  %7 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.29, ptr noundef nonnull @.str) #7
  br label %8

8:                                                ; preds = %1, %6
  %9 = tail call fastcc ptr @searchpath(ptr noundef %0, ptr noundef %2, ptr noundef %4, ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.20)
  %10 = icmp eq ptr %9, null
  br i1 %10, label %20, label %11

11:                                               ; preds = %8
  %12 = tail call i32 @luaL_loadfilex(ptr noundef %0, ptr noundef nonnull %9, ptr noundef null) #7
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %16, !prof !17

14:                                               ; preds = %11
  %15 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull %9) #7
  br label %20

16:                                               ; preds = %11
  %17 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #7
  %18 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef -1, ptr noundef null) #7
  %19 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.30, ptr noundef %17, ptr noundef nonnull %9, ptr noundef %18) #7
  br label %20

20:                                               ; preds = %16, %14, %8
  %21 = phi i32 [ 1, %8 ], [ 2, %14 ], [ %19, %16 ]
  ret i32 %21
}

; Function Attrs: nounwind uwtable
define internal i32 @searcher_C(ptr noundef %0) #0 {
  %2 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #7
  %3 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001001, ptr noundef nonnull @.str.3) #7
  %4 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef -1, ptr noundef null) #7
  %5 = icmp eq ptr %4, null
  br i1 %5, label %6, label %8, !prof !18

6:                                                ; preds = %1
  %7 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.29, ptr noundef nonnull @.str.3) #7
  br label %8

8:                                                ; preds = %1, %6
  %9 = tail call fastcc ptr @searchpath(ptr noundef %0, ptr noundef %2, ptr noundef %4, ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.20)
  %10 = icmp eq ptr %9, null
  br i1 %10, label %20, label %11

11:                                               ; preds = %8
  %12 = tail call fastcc i32 @loadfunc(ptr noundef %0, ptr noundef nonnull %9, ptr noundef %2)
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %16, !prof !17

14:                                               ; preds = %11
  %15 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull %9) #7
  br label %20

16:                                               ; preds = %11
  %17 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #7
  %18 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef -1, ptr noundef null) #7
  %19 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.30, ptr noundef %17, ptr noundef nonnull %9, ptr noundef %18) #7
  br label %20

20:                                               ; preds = %16, %14, %8
  %21 = phi i32 [ 1, %8 ], [ 2, %14 ], [ %19, %16 ]
  ret i32 %21
}

; Function Attrs: nounwind uwtable
define internal i32 @searcher_Croot(ptr noundef %0) #0 {
  %2 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #7
  %3 = tail call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef 46) #8
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = ptrtoint ptr %3 to i64
  %7 = ptrtoint ptr %2 to i64
  %8 = sub i64 %6, %7
  %9 = tail call ptr @lua_pushlstring(ptr noundef %0, ptr noundef %2, i64 noundef %8) #7
  %10 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef -1, ptr noundef null) #7
  %11 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001001, ptr noundef nonnull @.str.3) #7
  %12 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef -1, ptr noundef null) #7
  %13 = icmp eq ptr %12, null
  br i1 %13, label %14, label %16, !prof !18

14:                                               ; preds = %5
  %15 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.29, ptr noundef nonnull @.str.3) #7
  br label %16

16:                                               ; preds = %5, %14
  %17 = tail call fastcc ptr @searchpath(ptr noundef %0, ptr noundef %10, ptr noundef %12, ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.20)
  %18 = icmp eq ptr %17, null
  br i1 %18, label %29, label %19

19:                                               ; preds = %16
  %20 = tail call fastcc i32 @loadfunc(ptr noundef %0, ptr noundef nonnull %17, ptr noundef %2)
  switch i32 %20, label %21 [
    i32 0, label %27
    i32 2, label %25
  ]

21:                                               ; preds = %19
  %22 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #7
  %23 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef -1, ptr noundef null) #7
  %24 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.30, ptr noundef %22, ptr noundef nonnull %17, ptr noundef %23) #7
  br label %29

25:                                               ; preds = %19
  %26 = tail call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.34, ptr noundef %2, ptr noundef nonnull %17) #7
  br label %29

27:                                               ; preds = %19
  %28 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull %17) #7
  br label %29

29:                                               ; preds = %16, %1, %27, %25, %21
  %30 = phi i32 [ %24, %21 ], [ 1, %25 ], [ 2, %27 ], [ 0, %1 ], [ 1, %16 ]
  ret i32 %30
}

declare ptr @lua_pushfstring(ptr noundef, ptr noundef, ...) local_unnamed_addr #1

declare i32 @luaL_loadfilex(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare i32 @luaL_error(ptr noundef, ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 3) i32 @loadfunc(ptr noundef %0, ptr noundef %1, ptr noundef %2) unnamed_addr #0 {
  %4 = tail call ptr @luaL_gsub(ptr noundef %0, ptr noundef %2, ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.31) #7
  %5 = tail call ptr @strchr(ptr noundef nonnull dereferenceable(1) %4, i32 noundef 45) #8
  %6 = icmp eq ptr %5, null
  br i1 %6, label %16, label %7

7:                                                ; preds = %3
  %8 = ptrtoint ptr %5 to i64
  %9 = ptrtoint ptr %4 to i64
  %10 = sub i64 %8, %9
  %11 = tail call ptr @lua_pushlstring(ptr noundef %0, ptr noundef %4, i64 noundef %10) #7
  %12 = tail call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.33, ptr noundef %11) #7
  %13 = tail call fastcc i32 @lookforfunc(ptr noundef %0, ptr noundef %1, ptr noundef %12)
  %14 = icmp eq i32 %13, 2
  %15 = getelementptr inbounds i8, ptr %5, i64 1
  br i1 %14, label %16, label %20

16:                                               ; preds = %7, %3
  %17 = phi ptr [ %15, %7 ], [ %4, %3 ]
  %18 = tail call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.33, ptr noundef %17) #7
  %19 = tail call fastcc i32 @lookforfunc(ptr noundef %0, ptr noundef %1, ptr noundef %18)
  br label %20

20:                                               ; preds = %7, %16
  %21 = phi i32 [ %19, %16 ], [ %13, %7 ]
  ret i32 %21
}

declare ptr @lua_pushlstring(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind memory(read)
declare noundef ptr @getenv(ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare ptr @strstr(ptr noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

declare void @luaL_addlstring(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

declare i32 @lua_toboolean(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal range(i32 1, 3) i32 @ll_require(ptr noundef %0) #0 {
  %2 = alloca %struct.luaL_Buffer, align 8
  %3 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #7
  tail call void @lua_settop(ptr noundef %0, i32 noundef 1) #7
  %4 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001000, ptr noundef nonnull @.str.8) #7
  %5 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef 2, ptr noundef %3) #7
  %6 = tail call i32 @lua_toboolean(ptr noundef %0, i32 noundef -1) #7
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %47

8:                                                ; preds = %1
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #7
  call void @llvm.lifetime.start.p0(i64 1056, ptr nonnull %2) #7
  %9 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001001, ptr noundef nonnull @.str.16) #7
  %10 = icmp eq i32 %9, 5
  br i1 %10, label %13, label %11, !prof !17

11:                                               ; preds = %8
  %12 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.40) #7
  br label %13

13:                                               ; preds = %11, %8
  call void @luaL_buffinit(ptr noundef %0, ptr noundef nonnull %2) #7
  %14 = getelementptr inbounds i8, ptr %2, i64 16
  br label %15

15:                                               ; preds = %35, %13
  %16 = phi i64 [ %36, %35 ], [ 1, %13 ]
  call void @luaL_addstring(ptr noundef nonnull %2, ptr noundef nonnull @.str.41) #7
  %17 = call i32 @lua_rawgeti(ptr noundef %0, i32 noundef 3, i64 noundef %16) #7
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %19, label %24, !prof !18

19:                                               ; preds = %15
  call void @lua_settop(ptr noundef %0, i32 noundef -2) #7
  %20 = load i64, ptr %14, align 8, !tbaa !6
  %21 = add i64 %20, -2
  store i64 %21, ptr %14, align 8, !tbaa !6
  call void @luaL_pushresult(ptr noundef nonnull %2) #7
  %22 = call ptr @lua_tolstring(ptr noundef %0, i32 noundef -1, ptr noundef null) #7
  %23 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.42, ptr noundef %3, ptr noundef %22) #7
  br label %24

24:                                               ; preds = %19, %15
  %25 = call ptr @lua_pushstring(ptr noundef %0, ptr noundef %3) #7
  call void @lua_callk(ptr noundef %0, i32 noundef 1, i32 noundef 2, i64 noundef 0, ptr noundef null) #7
  %26 = call i32 @lua_type(ptr noundef %0, i32 noundef -2) #7
  %27 = icmp eq i32 %26, 6
  br i1 %27, label %37, label %28

28:                                               ; preds = %24
  %29 = call i32 @lua_isstring(ptr noundef %0, i32 noundef -2) #7
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %32, label %31

31:                                               ; preds = %28
  call void @lua_settop(ptr noundef %0, i32 noundef -2) #7
  call void @luaL_addvalue(ptr noundef nonnull %2) #7
  br label %35

32:                                               ; preds = %28
  call void @lua_settop(ptr noundef %0, i32 noundef -3) #7
  %33 = load i64, ptr %14, align 8, !tbaa !6
  %34 = add i64 %33, -2
  store i64 %34, ptr %14, align 8, !tbaa !6
  br label %35

35:                                               ; preds = %32, %31
  %36 = add nuw nsw i64 %16, 1
  br label %15

37:                                               ; preds = %24
  call void @llvm.lifetime.end.p0(i64 1056, ptr nonnull %2) #7
  call void @lua_rotate(ptr noundef %0, i32 noundef -2, i32 noundef 1) #7
  call void @lua_pushvalue(ptr noundef %0, i32 noundef 1) #7
  call void @lua_pushvalue(ptr noundef %0, i32 noundef -3) #7
  call void @lua_callk(ptr noundef %0, i32 noundef 2, i32 noundef 1, i64 noundef 0, ptr noundef null) #7
  %38 = call i32 @lua_type(ptr noundef %0, i32 noundef -1) #7
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %41, label %40

40:                                               ; preds = %37
  call void @lua_setfield(ptr noundef %0, i32 noundef 2, ptr noundef %3) #7
  br label %42

41:                                               ; preds = %37
  call void @lua_settop(ptr noundef %0, i32 noundef -2) #7
  br label %42

42:                                               ; preds = %41, %40
  %43 = call i32 @lua_getfield(ptr noundef %0, i32 noundef 2, ptr noundef %3) #7
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %45, label %46

45:                                               ; preds = %42
  call void @lua_pushboolean(ptr noundef %0, i32 noundef 1) #7
  call void @lua_copy(ptr noundef %0, i32 noundef -1, i32 noundef -2) #7
  call void @lua_setfield(ptr noundef %0, i32 noundef 2, ptr noundef %3) #7
  br label %46

46:                                               ; preds = %45, %42
  call void @lua_rotate(ptr noundef %0, i32 noundef -2, i32 noundef 1) #7
  br label %47

47:                                               ; preds = %1, %46
  %48 = phi i32 [ 2, %46 ], [ 1, %1 ]
  ret i32 %48
}

declare void @lua_callk(ptr noundef, i32 noundef, i32 noundef, i64 noundef, ptr noundef) local_unnamed_addr #1

declare i32 @lua_type(ptr noundef, i32 noundef) local_unnamed_addr #1

declare void @lua_copy(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare i32 @lua_isstring(ptr noundef, i32 noundef) local_unnamed_addr #1

declare void @luaL_addvalue(ptr noundef) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !11, i64 16}
!7 = !{!"luaL_Buffer", !8, i64 0, !11, i64 8, !11, i64 16, !8, i64 24, !9, i64 32}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"long", !9, i64 0}
!12 = !{!7, !11, i64 8}
!13 = !{!7, !8, i64 0}
!14 = !{!9, !9, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!18 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!19 = distinct !{!19, !16}
