; ModuleID = 'src/lua/ldblib.c'
source_filename = "src/lua/ldblib.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.luaL_Reg = type { ptr, ptr }
%struct.lua_Debug = type { i32, ptr, ptr, ptr, ptr, i64, i32, i32, i32, i8, i8, i8, i8, i16, i16, [60 x i8], ptr }

@dblib = internal constant [18 x %struct.luaL_Reg] [%struct.luaL_Reg { ptr @.str, ptr @db_debug }, %struct.luaL_Reg { ptr @.str.1, ptr @db_getuservalue }, %struct.luaL_Reg { ptr @.str.2, ptr @db_gethook }, %struct.luaL_Reg { ptr @.str.3, ptr @db_getinfo }, %struct.luaL_Reg { ptr @.str.4, ptr @db_getlocal }, %struct.luaL_Reg { ptr @.str.5, ptr @db_getregistry }, %struct.luaL_Reg { ptr @.str.6, ptr @db_getmetatable }, %struct.luaL_Reg { ptr @.str.7, ptr @db_getupvalue }, %struct.luaL_Reg { ptr @.str.8, ptr @db_upvaluejoin }, %struct.luaL_Reg { ptr @.str.9, ptr @db_upvalueid }, %struct.luaL_Reg { ptr @.str.10, ptr @db_setuservalue }, %struct.luaL_Reg { ptr @.str.11, ptr @db_sethook }, %struct.luaL_Reg { ptr @.str.12, ptr @db_setlocal }, %struct.luaL_Reg { ptr @.str.13, ptr @db_setmetatable }, %struct.luaL_Reg { ptr @.str.14, ptr @db_setupvalue }, %struct.luaL_Reg { ptr @.str.15, ptr @db_traceback }, %struct.luaL_Reg { ptr @.str.16, ptr @db_setcstacklimit }, %struct.luaL_Reg zeroinitializer], align 8
@.str = private unnamed_addr constant [6 x i8] c"debug\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"getuservalue\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"gethook\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"getinfo\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"getlocal\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"getregistry\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"getmetatable\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"getupvalue\00", align 1
@.str.8 = private unnamed_addr constant [12 x i8] c"upvaluejoin\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"upvalueid\00", align 1
@.str.10 = private unnamed_addr constant [13 x i8] c"setuservalue\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"sethook\00", align 1
@.str.12 = private unnamed_addr constant [9 x i8] c"setlocal\00", align 1
@.str.13 = private unnamed_addr constant [13 x i8] c"setmetatable\00", align 1
@.str.14 = private unnamed_addr constant [11 x i8] c"setupvalue\00", align 1
@.str.15 = private unnamed_addr constant [10 x i8] c"traceback\00", align 1
@.str.16 = private unnamed_addr constant [15 x i8] c"setcstacklimit\00", align 1
@stderr = external local_unnamed_addr global ptr, align 8
@.str.18 = private unnamed_addr constant [12 x i8] c"lua_debug> \00", align 1
@stdin = external local_unnamed_addr global ptr, align 8
@.str.19 = private unnamed_addr constant [6 x i8] c"cont\0A\00", align 1
@.str.20 = private unnamed_addr constant [17 x i8] c"=(debug command)\00", align 1
@.str.21 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@.str.22 = private unnamed_addr constant [14 x i8] c"external hook\00", align 1
@.str.23 = private unnamed_addr constant [9 x i8] c"_HOOKKEY\00", align 1
@hookf.hooknames.rel = internal unnamed_addr constant [5 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.24 to i64), i64 ptrtoint (ptr @hookf.hooknames.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.25 to i64), i64 ptrtoint (ptr @hookf.hooknames.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.26 to i64), i64 ptrtoint (ptr @hookf.hooknames.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.27 to i64), i64 ptrtoint (ptr @hookf.hooknames.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.28 to i64), i64 ptrtoint (ptr @hookf.hooknames.rel to i64)) to i32)], align 4
@.str.24 = private unnamed_addr constant [5 x i8] c"call\00", align 1
@.str.25 = private unnamed_addr constant [7 x i8] c"return\00", align 1
@.str.26 = private unnamed_addr constant [5 x i8] c"line\00", align 1
@.str.27 = private unnamed_addr constant [6 x i8] c"count\00", align 1
@.str.28 = private unnamed_addr constant [10 x i8] c"tail call\00", align 1
@.str.29 = private unnamed_addr constant [15 x i8] c"stack overflow\00", align 1
@.str.30 = private unnamed_addr constant [8 x i8] c"flnSrtu\00", align 1
@.str.31 = private unnamed_addr constant [19 x i8] c"invalid option '>'\00", align 1
@.str.32 = private unnamed_addr constant [4 x i8] c">%s\00", align 1
@.str.33 = private unnamed_addr constant [15 x i8] c"invalid option\00", align 1
@.str.34 = private unnamed_addr constant [7 x i8] c"source\00", align 1
@.str.35 = private unnamed_addr constant [10 x i8] c"short_src\00", align 1
@.str.36 = private unnamed_addr constant [12 x i8] c"linedefined\00", align 1
@.str.37 = private unnamed_addr constant [16 x i8] c"lastlinedefined\00", align 1
@.str.38 = private unnamed_addr constant [5 x i8] c"what\00", align 1
@.str.39 = private unnamed_addr constant [12 x i8] c"currentline\00", align 1
@.str.40 = private unnamed_addr constant [5 x i8] c"nups\00", align 1
@.str.41 = private unnamed_addr constant [8 x i8] c"nparams\00", align 1
@.str.42 = private unnamed_addr constant [9 x i8] c"isvararg\00", align 1
@.str.43 = private unnamed_addr constant [5 x i8] c"name\00", align 1
@.str.44 = private unnamed_addr constant [9 x i8] c"namewhat\00", align 1
@.str.45 = private unnamed_addr constant [10 x i8] c"ftransfer\00", align 1
@.str.46 = private unnamed_addr constant [10 x i8] c"ntransfer\00", align 1
@.str.47 = private unnamed_addr constant [11 x i8] c"istailcall\00", align 1
@.str.48 = private unnamed_addr constant [12 x i8] c"activelines\00", align 1
@.str.49 = private unnamed_addr constant [5 x i8] c"func\00", align 1
@.str.50 = private unnamed_addr constant [19 x i8] c"level out of range\00", align 1
@.str.51 = private unnamed_addr constant [22 x i8] c"Lua function expected\00", align 1
@.str.52 = private unnamed_addr constant [22 x i8] c"invalid upvalue index\00", align 1
@.str.53 = private unnamed_addr constant [2 x i8] c"k\00", align 1
@.str.54 = private unnamed_addr constant [7 x i8] c"__mode\00", align 1
@.str.55 = private unnamed_addr constant [13 x i8] c"nil or table\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @luaopen_debug(ptr noundef %0) local_unnamed_addr #0 {
  tail call void @luaL_checkversion_(ptr noundef %0, double noundef 5.040000e+02, i64 noundef 136) #8
  tail call void @lua_createtable(ptr noundef %0, i32 noundef 0, i32 noundef 17) #8
  tail call void @luaL_setfuncs(ptr noundef %0, ptr noundef nonnull @dblib, i32 noundef 0) #8
  ret i32 1
}

declare void @luaL_checkversion_(ptr noundef, double noundef, i64 noundef) local_unnamed_addr #1

declare void @lua_createtable(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare void @luaL_setfuncs(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal noundef i32 @db_debug(ptr noundef %0) #0 {
  %2 = alloca [250 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 250, ptr nonnull %2) #8
  %3 = load ptr, ptr @stderr, align 8, !tbaa !6
  %4 = tail call i64 @fwrite(ptr nonnull @.str.18, i64 11, i64 1, ptr %3) #9
  %5 = load ptr, ptr @stderr, align 8, !tbaa !6
  %6 = tail call i32 @fflush(ptr noundef %5)
  %7 = load ptr, ptr @stdin, align 8, !tbaa !6
  %8 = call ptr @fgets(ptr noundef nonnull %2, i32 noundef 250, ptr noundef %7)
  %9 = icmp eq ptr %8, null
  br i1 %9, label %34, label %10

10:                                               ; preds = %1, %26
  %11 = call i32 @bcmp(ptr noundef nonnull dereferenceable(6) %2, ptr noundef nonnull dereferenceable(6) @.str.19, i64 6)
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %34, label %13

13:                                               ; preds = %10
  %14 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #10
  %15 = call i32 @luaL_loadbufferx(ptr noundef %0, ptr noundef nonnull %2, i64 noundef %14, ptr noundef nonnull @.str.20, ptr noundef null) #8
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %20

17:                                               ; preds = %13
  %18 = call i32 @lua_pcallk(ptr noundef %0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i64 noundef 0, ptr noundef null) #8
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %26, label %20

20:                                               ; preds = %17, %13
  %21 = load ptr, ptr @stderr, align 8, !tbaa !6
  %22 = call ptr @luaL_tolstring(ptr noundef %0, i32 noundef -1, ptr noundef null) #8
  %23 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %21, ptr noundef nonnull @.str.21, ptr noundef %22) #11
  %24 = load ptr, ptr @stderr, align 8, !tbaa !6
  %25 = call i32 @fflush(ptr noundef %24)
  br label %26

26:                                               ; preds = %17, %20
  call void @lua_settop(ptr noundef %0, i32 noundef 0) #8
  call void @llvm.lifetime.end.p0(i64 250, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 250, ptr nonnull %2) #8
  %27 = load ptr, ptr @stderr, align 8, !tbaa !6
  %28 = call i64 @fwrite(ptr nonnull @.str.18, i64 11, i64 1, ptr %27) #9
  %29 = load ptr, ptr @stderr, align 8, !tbaa !6
  %30 = call i32 @fflush(ptr noundef %29)
  %31 = load ptr, ptr @stdin, align 8, !tbaa !6
  %32 = call ptr @fgets(ptr noundef nonnull %2, i32 noundef 250, ptr noundef %31)
  %33 = icmp eq ptr %32, null
  br i1 %33, label %34, label %10

34:                                               ; preds = %26, %10, %1
  call void @llvm.lifetime.end.p0(i64 250, ptr nonnull %2) #8
  ret i32 0
}

; Function Attrs: nounwind uwtable
define internal range(i32 1, 3) i32 @db_getuservalue(ptr noundef %0) #0 {
  %2 = tail call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 2, i64 noundef 1) #8
  %3 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #8
  %4 = icmp eq i32 %3, 7
  br i1 %4, label %6, label %5

5:                                                ; preds = %1
  tail call void @lua_pushnil(ptr noundef %0) #8
  br label %11

6:                                                ; preds = %1
  %7 = trunc i64 %2 to i32
  %8 = tail call i32 @lua_getiuservalue(ptr noundef %0, i32 noundef 1, i32 noundef %7) #8
  %9 = icmp eq i32 %8, -1
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @lua_pushboolean(ptr noundef %0, i32 noundef 1) #8
  br label %11

11:                                               ; preds = %5, %6, %10
  %12 = phi i32 [ 2, %10 ], [ 1, %6 ], [ 1, %5 ]
  ret i32 %12
}

; Function Attrs: nounwind uwtable
define internal range(i32 1, 4) i32 @db_gethook(ptr noundef %0) #0 {
  %2 = alloca [5 x i8], align 4
  %3 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #8
  %4 = icmp eq i32 %3, 8
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = tail call ptr @lua_tothread(ptr noundef %0, i32 noundef 1) #8
  br label %7

7:                                                ; preds = %1, %5
  %8 = phi ptr [ %6, %5 ], [ %0, %1 ]
  call void @llvm.lifetime.start.p0(i64 5, ptr nonnull %2) #8
  %9 = tail call i32 @lua_gethookmask(ptr noundef %8) #8
  %10 = tail call ptr @lua_gethook(ptr noundef %8) #8
  %11 = icmp eq ptr %10, null
  br i1 %11, label %12, label %13

12:                                               ; preds = %7
  tail call void @lua_pushnil(ptr noundef %0) #8
  br label %55

13:                                               ; preds = %7
  %14 = icmp eq ptr %10, @hookf
  br i1 %14, label %17, label %15

15:                                               ; preds = %13
  %16 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.22) #8
  br label %28

17:                                               ; preds = %13
  %18 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001000, ptr noundef nonnull @.str.23) #8
  %19 = icmp eq ptr %8, %0
  br i1 %19, label %25, label %20

20:                                               ; preds = %17
  %21 = tail call i32 @lua_checkstack(ptr noundef %8, i32 noundef 1) #8
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %23, label %25, !prof !10

23:                                               ; preds = %20
  %24 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.29) #8
  br label %25

25:                                               ; preds = %17, %20, %23
  %26 = tail call i32 @lua_pushthread(ptr noundef %8) #8
  tail call void @lua_xmove(ptr noundef %8, ptr noundef %0, i32 noundef 1) #8
  %27 = tail call i32 @lua_rawget(ptr noundef %0, i32 noundef -2) #8
  tail call void @lua_rotate(ptr noundef %0, i32 noundef -2, i32 noundef -1) #8
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #8
  br label %28

28:                                               ; preds = %15, %25
  %29 = and i32 %9, 1
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %32, label %31

31:                                               ; preds = %28
  store i8 99, ptr %2, align 4, !tbaa !11
  br label %32

32:                                               ; preds = %31, %28
  %33 = phi i32 [ 1, %31 ], [ 0, %28 ]
  %34 = and i32 %9, 2
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %40, label %36

36:                                               ; preds = %32
  %37 = add nuw nsw i32 %33, 1
  %38 = zext nneg i32 %33 to i64
  %39 = getelementptr inbounds i8, ptr %2, i64 %38
  store i8 114, ptr %39, align 1, !tbaa !11
  br label %40

40:                                               ; preds = %36, %32
  %41 = phi i32 [ %37, %36 ], [ %33, %32 ]
  %42 = and i32 %9, 4
  %43 = icmp eq i32 %42, 0
  br i1 %43, label %48, label %44

44:                                               ; preds = %40
  %45 = add nuw nsw i32 %41, 1
  %46 = zext nneg i32 %41 to i64
  %47 = getelementptr inbounds i8, ptr %2, i64 %46
  store i8 108, ptr %47, align 1, !tbaa !11
  br label %48

48:                                               ; preds = %40, %44
  %49 = phi i32 [ %45, %44 ], [ %41, %40 ]
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds i8, ptr %2, i64 %50
  store i8 0, ptr %51, align 1, !tbaa !11
  %52 = call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull %2) #8
  %53 = call i32 @lua_gethookcount(ptr noundef %8) #8
  %54 = sext i32 %53 to i64
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %54) #8
  br label %55

55:                                               ; preds = %48, %12
  %56 = phi i32 [ 1, %12 ], [ 3, %48 ]
  call void @llvm.lifetime.end.p0(i64 5, ptr nonnull %2) #8
  ret i32 %56
}

; Function Attrs: nounwind uwtable
define internal i32 @db_getinfo(ptr noundef %0) #0 {
  %2 = alloca %struct.lua_Debug, align 8
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %2) #8
  %3 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #8
  %4 = icmp eq i32 %3, 8
  br i1 %4, label %7, label %5

5:                                                ; preds = %1
  %6 = tail call ptr @luaL_optlstring(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.30, ptr noundef null) #8
  br label %16

7:                                                ; preds = %1
  %8 = tail call ptr @lua_tothread(ptr noundef %0, i32 noundef 1) #8
  %9 = tail call ptr @luaL_optlstring(ptr noundef %0, i32 noundef 3, ptr noundef nonnull @.str.30, ptr noundef null) #8
  %10 = icmp eq ptr %8, %0
  br i1 %10, label %16, label %11

11:                                               ; preds = %7
  %12 = tail call i32 @lua_checkstack(ptr noundef %8, i32 noundef 3) #8
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %16, !prof !10

14:                                               ; preds = %11
  %15 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.29) #8
  br label %16

16:                                               ; preds = %5, %7, %11, %14
  %17 = phi i1 [ true, %5 ], [ true, %7 ], [ false, %11 ], [ false, %14 ]
  %18 = phi ptr [ %6, %5 ], [ %9, %7 ], [ %9, %11 ], [ %9, %14 ]
  %19 = phi i32 [ 2, %5 ], [ 3, %7 ], [ 3, %11 ], [ 3, %14 ]
  %20 = phi ptr [ %0, %5 ], [ %8, %7 ], [ %8, %11 ], [ %8, %14 ]
  %21 = phi i32 [ 1, %5 ], [ 2, %7 ], [ 2, %11 ], [ 2, %14 ]
  %22 = load i8, ptr %18, align 1, !tbaa !11
  %23 = icmp eq i8 %22, 62
  br i1 %23, label %24, label %26, !prof !10

24:                                               ; preds = %16
  %25 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef %19, ptr noundef nonnull @.str.31) #8
  br label %26

26:                                               ; preds = %24, %16
  %27 = tail call i32 @lua_type(ptr noundef %0, i32 noundef %21) #8
  %28 = icmp eq i32 %27, 6
  br i1 %28, label %29, label %31

29:                                               ; preds = %26
  %30 = tail call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.32, ptr noundef nonnull %18) #8
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef %21) #8
  tail call void @lua_xmove(ptr noundef %0, ptr noundef %20, i32 noundef 1) #8
  br label %37

31:                                               ; preds = %26
  %32 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef %21) #8
  %33 = trunc i64 %32 to i32
  %34 = call i32 @lua_getstack(ptr noundef %20, i32 noundef %33, ptr noundef nonnull %2) #8
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %36, label %37

36:                                               ; preds = %31
  call void @lua_pushnil(ptr noundef %0) #8
  br label %124

37:                                               ; preds = %31, %29
  %38 = phi ptr [ %30, %29 ], [ %18, %31 ]
  %39 = call i32 @lua_getinfo(ptr noundef %20, ptr noundef %38, ptr noundef nonnull %2) #8
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %41, label %43

41:                                               ; preds = %37
  %42 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef %19, ptr noundef nonnull @.str.33) #8
  br label %124

43:                                               ; preds = %37
  call void @lua_createtable(ptr noundef %0, i32 noundef 0, i32 noundef 0) #8
  %44 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %38, i32 noundef 83) #10
  %45 = icmp eq ptr %44, null
  br i1 %45, label %63, label %46

46:                                               ; preds = %43
  %47 = getelementptr inbounds i8, ptr %2, i64 32
  %48 = load ptr, ptr %47, align 8, !tbaa !12
  %49 = getelementptr inbounds i8, ptr %2, i64 40
  %50 = load i64, ptr %49, align 8, !tbaa !17
  %51 = call ptr @lua_pushlstring(ptr noundef %0, ptr noundef %48, i64 noundef %50) #8
  call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.34) #8
  %52 = getelementptr inbounds i8, ptr %2, i64 68
  %53 = call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull %52) #8
  call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.35) #8
  %54 = getelementptr inbounds i8, ptr %2, i64 52
  %55 = load i32, ptr %54, align 4, !tbaa !18
  %56 = sext i32 %55 to i64
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %56) #8
  call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.36) #8
  %57 = getelementptr inbounds i8, ptr %2, i64 56
  %58 = load i32, ptr %57, align 8, !tbaa !19
  %59 = sext i32 %58 to i64
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %59) #8
  call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.37) #8
  %60 = getelementptr inbounds i8, ptr %2, i64 24
  %61 = load ptr, ptr %60, align 8, !tbaa !20
  %62 = call ptr @lua_pushstring(ptr noundef %0, ptr noundef %61) #8
  call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.38) #8
  br label %63

63:                                               ; preds = %46, %43
  %64 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %38, i32 noundef 108) #10
  %65 = icmp eq ptr %64, null
  br i1 %65, label %70, label %66

66:                                               ; preds = %63
  %67 = getelementptr inbounds i8, ptr %2, i64 48
  %68 = load i32, ptr %67, align 8, !tbaa !21
  %69 = sext i32 %68 to i64
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %69) #8
  call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.39) #8
  br label %70

70:                                               ; preds = %66, %63
  %71 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %38, i32 noundef 117) #10
  %72 = icmp eq ptr %71, null
  br i1 %72, label %83, label %73

73:                                               ; preds = %70
  %74 = getelementptr inbounds i8, ptr %2, i64 60
  %75 = load i8, ptr %74, align 4, !tbaa !22
  %76 = zext i8 %75 to i64
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %76) #8
  call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.40) #8
  %77 = getelementptr inbounds i8, ptr %2, i64 61
  %78 = load i8, ptr %77, align 1, !tbaa !23
  %79 = zext i8 %78 to i64
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %79) #8
  call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.41) #8
  %80 = getelementptr inbounds i8, ptr %2, i64 62
  %81 = load i8, ptr %80, align 2, !tbaa !24
  %82 = zext i8 %81 to i32
  call void @lua_pushboolean(ptr noundef %0, i32 noundef %82) #8
  call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.42) #8
  br label %83

83:                                               ; preds = %73, %70
  %84 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %38, i32 noundef 110) #10
  %85 = icmp eq ptr %84, null
  br i1 %85, label %93, label %86

86:                                               ; preds = %83
  %87 = getelementptr inbounds i8, ptr %2, i64 8
  %88 = load ptr, ptr %87, align 8, !tbaa !25
  %89 = call ptr @lua_pushstring(ptr noundef %0, ptr noundef %88) #8
  call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.43) #8
  %90 = getelementptr inbounds i8, ptr %2, i64 16
  %91 = load ptr, ptr %90, align 8, !tbaa !26
  %92 = call ptr @lua_pushstring(ptr noundef %0, ptr noundef %91) #8
  call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.44) #8
  br label %93

93:                                               ; preds = %86, %83
  %94 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %38, i32 noundef 114) #10
  %95 = icmp eq ptr %94, null
  br i1 %95, label %103, label %96

96:                                               ; preds = %93
  %97 = getelementptr inbounds i8, ptr %2, i64 64
  %98 = load i16, ptr %97, align 8, !tbaa !27
  %99 = zext i16 %98 to i64
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %99) #8
  call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.45) #8
  %100 = getelementptr inbounds i8, ptr %2, i64 66
  %101 = load i16, ptr %100, align 2, !tbaa !28
  %102 = zext i16 %101 to i64
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %102) #8
  call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.46) #8
  br label %103

103:                                              ; preds = %96, %93
  %104 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %38, i32 noundef 116) #10
  %105 = icmp eq ptr %104, null
  br i1 %105, label %110, label %106

106:                                              ; preds = %103
  %107 = getelementptr inbounds i8, ptr %2, i64 63
  %108 = load i8, ptr %107, align 1, !tbaa !29
  %109 = zext i8 %108 to i32
  call void @lua_pushboolean(ptr noundef %0, i32 noundef %109) #8
  call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.47) #8
  br label %110

110:                                              ; preds = %106, %103
  %111 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %38, i32 noundef 76) #10
  %112 = icmp eq ptr %111, null
  br i1 %112, label %117, label %113

113:                                              ; preds = %110
  br i1 %17, label %114, label %115

114:                                              ; preds = %113
  call void @lua_rotate(ptr noundef %0, i32 noundef -2, i32 noundef 1) #8
  br label %116

115:                                              ; preds = %113
  call void @lua_xmove(ptr noundef %20, ptr noundef %0, i32 noundef 1) #8
  br label %116

116:                                              ; preds = %114, %115
  call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.48) #8
  br label %117

117:                                              ; preds = %116, %110
  %118 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %38, i32 noundef 102) #10
  %119 = icmp eq ptr %118, null
  br i1 %119, label %124, label %120

120:                                              ; preds = %117
  br i1 %17, label %121, label %122

121:                                              ; preds = %120
  call void @lua_rotate(ptr noundef %0, i32 noundef -2, i32 noundef 1) #8
  br label %123

122:                                              ; preds = %120
  call void @lua_xmove(ptr noundef %20, ptr noundef %0, i32 noundef 1) #8
  br label %123

123:                                              ; preds = %121, %122
  call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.49) #8
  br label %124

124:                                              ; preds = %117, %123, %41, %36
  %125 = phi i32 [ %42, %41 ], [ 1, %36 ], [ 1, %123 ], [ 1, %117 ]
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %2) #8
  ret i32 %125
}

; Function Attrs: nounwind uwtable
define internal i32 @db_getlocal(ptr noundef %0) #0 {
  %2 = alloca %struct.lua_Debug, align 8
  %3 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #8
  %4 = icmp eq i32 %3, 8
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = tail call ptr @lua_tothread(ptr noundef %0, i32 noundef 1) #8
  br label %7

7:                                                ; preds = %1, %5
  %8 = phi i32 [ 1, %5 ], [ 0, %1 ]
  %9 = phi ptr [ %6, %5 ], [ %0, %1 ]
  %10 = or disjoint i32 %8, 2
  %11 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef %10) #8
  %12 = trunc i64 %11 to i32
  %13 = add nuw nsw i32 %8, 1
  %14 = tail call i32 @lua_type(ptr noundef %0, i32 noundef %13) #8
  %15 = icmp eq i32 %14, 6
  br i1 %15, label %16, label %19

16:                                               ; preds = %7
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef %13) #8
  %17 = tail call ptr @lua_getlocal(ptr noundef %0, ptr noundef null, i32 noundef %12) #8
  %18 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef %17) #8
  br label %41

19:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %2) #8
  %20 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef %13) #8
  %21 = trunc i64 %20 to i32
  %22 = call i32 @lua_getstack(ptr noundef %9, i32 noundef %21, ptr noundef nonnull %2) #8
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %24, label %26, !prof !10

24:                                               ; preds = %19
  %25 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef %13, ptr noundef nonnull @.str.50) #8
  br label %39

26:                                               ; preds = %19
  %27 = icmp eq ptr %9, %0
  br i1 %27, label %33, label %28

28:                                               ; preds = %26
  %29 = call i32 @lua_checkstack(ptr noundef %9, i32 noundef 1) #8
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %31, label %33, !prof !10

31:                                               ; preds = %28
  %32 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.29) #8
  br label %33

33:                                               ; preds = %26, %28, %31
  %34 = call ptr @lua_getlocal(ptr noundef %9, ptr noundef nonnull %2, i32 noundef %12) #8
  %35 = icmp eq ptr %34, null
  br i1 %35, label %38, label %36

36:                                               ; preds = %33
  call void @lua_xmove(ptr noundef %9, ptr noundef %0, i32 noundef 1) #8
  %37 = call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull %34) #8
  call void @lua_rotate(ptr noundef %0, i32 noundef -2, i32 noundef 1) #8
  br label %39

38:                                               ; preds = %33
  call void @lua_pushnil(ptr noundef %0) #8
  br label %39

39:                                               ; preds = %38, %36, %24
  %40 = phi i32 [ %25, %24 ], [ 2, %36 ], [ 1, %38 ]
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %2) #8
  br label %41

41:                                               ; preds = %39, %16
  %42 = phi i32 [ 1, %16 ], [ %40, %39 ]
  ret i32 %42
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @db_getregistry(ptr noundef %0) #0 {
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -1001000) #8
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @db_getmetatable(ptr noundef %0) #0 {
  tail call void @luaL_checkany(ptr noundef %0, i32 noundef 1) #8
  %2 = tail call i32 @lua_getmetatable(ptr noundef %0, i32 noundef 1) #8
  %3 = icmp eq i32 %2, 0
  br i1 %3, label %4, label %5

4:                                                ; preds = %1
  tail call void @lua_pushnil(ptr noundef %0) #8
  br label %5

5:                                                ; preds = %4, %1
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal range(i32 0, 3) i32 @db_getupvalue(ptr noundef %0) #0 {
  %2 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 2) #8
  %3 = trunc i64 %2 to i32
  tail call void @luaL_checktype(ptr noundef %0, i32 noundef 1, i32 noundef 6) #8
  %4 = tail call ptr @lua_getupvalue(ptr noundef %0, i32 noundef 1, i32 noundef %3) #8
  %5 = icmp eq ptr %4, null
  br i1 %5, label %8, label %6

6:                                                ; preds = %1
  %7 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull %4) #8
  tail call void @lua_rotate(ptr noundef %0, i32 noundef -2, i32 noundef 1) #8
  br label %8

8:                                                ; preds = %1, %6
  %9 = phi i32 [ 2, %6 ], [ 0, %1 ]
  ret i32 %9
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @db_upvaluejoin(ptr noundef %0) #0 {
  %2 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 2) #8
  %3 = trunc i64 %2 to i32
  tail call void @luaL_checktype(ptr noundef %0, i32 noundef 1, i32 noundef 6) #8
  %4 = tail call ptr @lua_upvalueid(ptr noundef %0, i32 noundef 1, i32 noundef %3) #8
  %5 = icmp eq ptr %4, null
  br i1 %5, label %6, label %8, !prof !10

6:                                                ; preds = %1
  %7 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.52) #8
  br label %8

8:                                                ; preds = %1, %6
  %9 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 4) #8
  %10 = trunc i64 %9 to i32
  tail call void @luaL_checktype(ptr noundef %0, i32 noundef 3, i32 noundef 6) #8
  %11 = tail call ptr @lua_upvalueid(ptr noundef %0, i32 noundef 3, i32 noundef %10) #8
  %12 = icmp eq ptr %11, null
  br i1 %12, label %13, label %15, !prof !10

13:                                               ; preds = %8
  %14 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 4, ptr noundef nonnull @.str.52) #8
  br label %15

15:                                               ; preds = %8, %13
  %16 = tail call i32 @lua_iscfunction(ptr noundef %0, i32 noundef 1) #8
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %20, label %18, !prof !30

18:                                               ; preds = %15
  %19 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.51) #8
  br label %20

20:                                               ; preds = %18, %15
  %21 = tail call i32 @lua_iscfunction(ptr noundef %0, i32 noundef 3) #8
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %25, label %23, !prof !30

23:                                               ; preds = %20
  %24 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 3, ptr noundef nonnull @.str.51) #8
  br label %25

25:                                               ; preds = %23, %20
  tail call void @lua_upvaluejoin(ptr noundef %0, i32 noundef 1, i32 noundef %3, i32 noundef 3, i32 noundef %10) #8
  ret i32 0
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @db_upvalueid(ptr noundef %0) #0 {
  %2 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 2) #8
  %3 = trunc i64 %2 to i32
  tail call void @luaL_checktype(ptr noundef %0, i32 noundef 1, i32 noundef 6) #8
  %4 = tail call ptr @lua_upvalueid(ptr noundef %0, i32 noundef 1, i32 noundef %3) #8
  %5 = icmp eq ptr %4, null
  br i1 %5, label %7, label %6

6:                                                ; preds = %1
  tail call void @lua_pushlightuserdata(ptr noundef %0, ptr noundef nonnull %4) #8
  br label %8

7:                                                ; preds = %1
  tail call void @lua_pushnil(ptr noundef %0) #8
  br label %8

8:                                                ; preds = %7, %6
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @db_setuservalue(ptr noundef %0) #0 {
  %2 = tail call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 3, i64 noundef 1) #8
  %3 = trunc i64 %2 to i32
  tail call void @luaL_checktype(ptr noundef %0, i32 noundef 1, i32 noundef 7) #8
  tail call void @luaL_checkany(ptr noundef %0, i32 noundef 2) #8
  tail call void @lua_settop(ptr noundef %0, i32 noundef 2) #8
  %4 = tail call i32 @lua_setiuservalue(ptr noundef %0, i32 noundef 1, i32 noundef %3) #8
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %1
  tail call void @lua_pushnil(ptr noundef %0) #8
  br label %7

7:                                                ; preds = %6, %1
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @db_sethook(ptr noundef %0) #0 {
  %2 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #8
  %3 = icmp eq i32 %2, 8
  br i1 %3, label %4, label %6

4:                                                ; preds = %1
  %5 = tail call ptr @lua_tothread(ptr noundef %0, i32 noundef 1) #8
  br label %6

6:                                                ; preds = %1, %4
  %7 = phi i32 [ 1, %4 ], [ 0, %1 ]
  %8 = phi ptr [ %5, %4 ], [ %0, %1 ]
  %9 = add nuw nsw i32 %7, 1
  %10 = tail call i32 @lua_type(ptr noundef %0, i32 noundef %9) #8
  %11 = icmp slt i32 %10, 1
  br i1 %11, label %12, label %13

12:                                               ; preds = %6
  tail call void @lua_settop(ptr noundef %0, i32 noundef %9) #8
  br label %33

13:                                               ; preds = %6
  %14 = or disjoint i32 %7, 2
  %15 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef %14, ptr noundef null) #8
  tail call void @luaL_checktype(ptr noundef %0, i32 noundef %9, i32 noundef 6) #8
  %16 = add nuw nsw i32 %7, 3
  %17 = tail call i64 @luaL_optinteger(ptr noundef %0, i32 noundef %16, i64 noundef 0) #8
  %18 = trunc i64 %17 to i32
  %19 = tail call ptr @strchr(ptr noundef nonnull readonly dereferenceable(1) %15, i32 noundef 99) #10
  %20 = icmp ne ptr %19, null
  %21 = zext i1 %20 to i32
  %22 = tail call ptr @strchr(ptr noundef nonnull readonly dereferenceable(1) %15, i32 noundef 114) #10
  %23 = icmp eq ptr %22, null
  %24 = or disjoint i32 %21, 2
  %25 = select i1 %23, i32 %21, i32 %24
  %26 = tail call ptr @strchr(ptr noundef nonnull readonly dereferenceable(1) %15, i32 noundef 108) #10
  %27 = icmp eq ptr %26, null
  %28 = or disjoint i32 %25, 4
  %29 = select i1 %27, i32 %25, i32 %28
  %30 = icmp sgt i32 %18, 0
  %31 = or disjoint i32 %29, 8
  %32 = select i1 %30, i32 %31, i32 %29
  br label %33

33:                                               ; preds = %13, %12
  %34 = phi ptr [ null, %12 ], [ @hookf, %13 ]
  %35 = phi i32 [ 0, %12 ], [ %18, %13 ]
  %36 = phi i32 [ 0, %12 ], [ %32, %13 ]
  %37 = tail call i32 @luaL_getsubtable(ptr noundef %0, i32 noundef -1001000, ptr noundef nonnull @.str.23) #8
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %39, label %42

39:                                               ; preds = %33
  %40 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.53) #8
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.54) #8
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -1) #8
  %41 = tail call i32 @lua_setmetatable(ptr noundef %0, i32 noundef -2) #8
  br label %42

42:                                               ; preds = %39, %33
  %43 = icmp eq ptr %8, %0
  br i1 %43, label %49, label %44

44:                                               ; preds = %42
  %45 = tail call i32 @lua_checkstack(ptr noundef %8, i32 noundef 1) #8
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %47, label %49, !prof !10

47:                                               ; preds = %44
  %48 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.29) #8
  br label %49

49:                                               ; preds = %42, %44, %47
  %50 = tail call i32 @lua_pushthread(ptr noundef %8) #8
  tail call void @lua_xmove(ptr noundef %8, ptr noundef %0, i32 noundef 1) #8
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef %9) #8
  tail call void @lua_rawset(ptr noundef %0, i32 noundef -3) #8
  tail call void @lua_sethook(ptr noundef %8, ptr noundef %34, i32 noundef %36, i32 noundef %35) #8
  ret i32 0
}

; Function Attrs: nounwind uwtable
define internal i32 @db_setlocal(ptr noundef %0) #0 {
  %2 = alloca %struct.lua_Debug, align 8
  %3 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #8
  %4 = icmp eq i32 %3, 8
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = tail call ptr @lua_tothread(ptr noundef %0, i32 noundef 1) #8
  br label %7

7:                                                ; preds = %1, %5
  %8 = phi i32 [ 1, %5 ], [ 0, %1 ]
  %9 = phi ptr [ %6, %5 ], [ %0, %1 ]
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %2) #8
  %10 = add nuw nsw i32 %8, 1
  %11 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef %10) #8
  %12 = trunc i64 %11 to i32
  %13 = or disjoint i32 %8, 2
  %14 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef %13) #8
  %15 = call i32 @lua_getstack(ptr noundef %9, i32 noundef %12, ptr noundef nonnull %2) #8
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %19, !prof !10

17:                                               ; preds = %7
  %18 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef %10, ptr noundef nonnull @.str.50) #8
  br label %34

19:                                               ; preds = %7
  %20 = trunc i64 %14 to i32
  %21 = add nuw nsw i32 %8, 3
  call void @luaL_checkany(ptr noundef %0, i32 noundef %21) #8
  call void @lua_settop(ptr noundef %0, i32 noundef %21) #8
  %22 = icmp eq ptr %9, %0
  br i1 %22, label %28, label %23

23:                                               ; preds = %19
  %24 = call i32 @lua_checkstack(ptr noundef %9, i32 noundef 1) #8
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %26, label %28, !prof !10

26:                                               ; preds = %23
  %27 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.29) #8
  br label %28

28:                                               ; preds = %19, %23, %26
  call void @lua_xmove(ptr noundef %0, ptr noundef %9, i32 noundef 1) #8
  %29 = call ptr @lua_setlocal(ptr noundef %9, ptr noundef nonnull %2, i32 noundef %20) #8
  %30 = icmp eq ptr %29, null
  br i1 %30, label %31, label %32

31:                                               ; preds = %28
  call void @lua_settop(ptr noundef %9, i32 noundef -2) #8
  br label %32

32:                                               ; preds = %31, %28
  %33 = call ptr @lua_pushstring(ptr noundef %0, ptr noundef %29) #8
  br label %34

34:                                               ; preds = %32, %17
  %35 = phi i32 [ %18, %17 ], [ 1, %32 ]
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %2) #8
  ret i32 %35
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @db_setmetatable(ptr noundef %0) #0 {
  %2 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 2) #8
  switch i32 %2, label %3 [
    i32 5, label %5
    i32 0, label %5
  ]

3:                                                ; preds = %1
  %4 = tail call i32 @luaL_typeerror(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.55) #8
  br label %5

5:                                                ; preds = %1, %1, %3
  tail call void @lua_settop(ptr noundef %0, i32 noundef 2) #8
  %6 = tail call i32 @lua_setmetatable(ptr noundef %0, i32 noundef 1) #8
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal range(i32 0, 3) i32 @db_setupvalue(ptr noundef %0) #0 {
  tail call void @luaL_checkany(ptr noundef %0, i32 noundef 3) #8
  %2 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 2) #8
  %3 = trunc i64 %2 to i32
  tail call void @luaL_checktype(ptr noundef %0, i32 noundef 1, i32 noundef 6) #8
  %4 = tail call ptr @lua_setupvalue(ptr noundef %0, i32 noundef 1, i32 noundef %3) #8
  %5 = icmp eq ptr %4, null
  br i1 %5, label %8, label %6

6:                                                ; preds = %1
  %7 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull %4) #8
  tail call void @lua_rotate(ptr noundef %0, i32 noundef -1, i32 noundef 1) #8
  br label %8

8:                                                ; preds = %1, %6
  %9 = phi i32 [ 1, %6 ], [ 0, %1 ]
  ret i32 %9
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @db_traceback(ptr noundef %0) #0 {
  %2 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #8
  %3 = icmp eq i32 %2, 8
  br i1 %3, label %4, label %6

4:                                                ; preds = %1
  %5 = tail call ptr @lua_tothread(ptr noundef %0, i32 noundef 1) #8
  br label %6

6:                                                ; preds = %1, %4
  %7 = phi i32 [ 1, %4 ], [ 0, %1 ]
  %8 = phi ptr [ %5, %4 ], [ %0, %1 ]
  %9 = add nuw nsw i32 %7, 1
  %10 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef %9, ptr noundef null) #8
  %11 = icmp eq ptr %10, null
  br i1 %11, label %12, label %16

12:                                               ; preds = %6
  %13 = tail call i32 @lua_type(ptr noundef %0, i32 noundef %9) #8
  %14 = icmp slt i32 %13, 1
  br i1 %14, label %16, label %15

15:                                               ; preds = %12
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef %9) #8
  br label %22

16:                                               ; preds = %12, %6
  %17 = or disjoint i32 %7, 2
  %18 = icmp eq ptr %8, %0
  %19 = zext i1 %18 to i64
  %20 = tail call i64 @luaL_optinteger(ptr noundef %0, i32 noundef %17, i64 noundef %19) #8
  %21 = trunc i64 %20 to i32
  tail call void @luaL_traceback(ptr noundef %0, ptr noundef %8, ptr noundef %10, i32 noundef %21) #8
  br label %22

22:                                               ; preds = %16, %15
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @db_setcstacklimit(ptr noundef %0) #0 {
  %2 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 1) #8
  %3 = trunc i64 %2 to i32
  %4 = tail call i32 @lua_setcstacklimit(ptr noundef %0, i32 noundef %3) #8
  %5 = sext i32 %4 to i64
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %5) #8
  ret i32 1
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @fflush(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef ptr @fgets(ptr noundef, i32 noundef, ptr nocapture noundef) local_unnamed_addr #3

declare i32 @luaL_loadbufferx(ptr noundef, ptr noundef, i64 noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

declare i32 @lua_pcallk(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i64 noundef, ptr noundef) local_unnamed_addr #1

declare ptr @luaL_tolstring(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare void @lua_settop(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare i64 @luaL_optinteger(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

declare i32 @lua_type(ptr noundef, i32 noundef) local_unnamed_addr #1

declare void @lua_pushnil(ptr noundef) local_unnamed_addr #1

declare i32 @lua_getiuservalue(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare void @lua_pushboolean(ptr noundef, i32 noundef) local_unnamed_addr #1

declare i32 @lua_gethookmask(ptr noundef) local_unnamed_addr #1

declare ptr @lua_gethook(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal void @hookf(ptr noundef %0, ptr nocapture noundef readonly %1) #0 {
  %3 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001000, ptr noundef nonnull @.str.23) #8
  %4 = tail call i32 @lua_pushthread(ptr noundef %0) #8
  %5 = tail call i32 @lua_rawget(ptr noundef %0, i32 noundef -2) #8
  %6 = icmp eq i32 %5, 6
  br i1 %6, label %7, label %20

7:                                                ; preds = %2
  %8 = load i32, ptr %1, align 8, !tbaa !31
  %9 = sext i32 %8 to i64
  %10 = shl i64 %9, 2
  %11 = call ptr @llvm.load.relative.i64(ptr @hookf.hooknames.rel, i64 %10)
  %12 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef %11) #8
  %13 = getelementptr inbounds i8, ptr %1, i64 48
  %14 = load i32, ptr %13, align 8, !tbaa !21
  %15 = icmp sgt i32 %14, -1
  br i1 %15, label %16, label %18

16:                                               ; preds = %7
  %17 = zext nneg i32 %14 to i64
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %17) #8
  br label %19

18:                                               ; preds = %7
  tail call void @lua_pushnil(ptr noundef %0) #8
  br label %19

19:                                               ; preds = %18, %16
  tail call void @lua_callk(ptr noundef %0, i32 noundef 2, i32 noundef 0, i64 noundef 0, ptr noundef null) #8
  br label %20

20:                                               ; preds = %19, %2
  ret void
}

declare ptr @lua_pushstring(ptr noundef, ptr noundef) local_unnamed_addr #1

declare i32 @lua_getfield(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare i32 @lua_pushthread(ptr noundef) local_unnamed_addr #1

declare void @lua_xmove(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

declare i32 @lua_rawget(ptr noundef, i32 noundef) local_unnamed_addr #1

declare void @lua_rotate(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare void @lua_pushinteger(ptr noundef, i64 noundef) local_unnamed_addr #1

declare i32 @lua_gethookcount(ptr noundef) local_unnamed_addr #1

declare ptr @lua_tothread(ptr noundef, i32 noundef) local_unnamed_addr #1

declare void @lua_callk(ptr noundef, i32 noundef, i32 noundef, i64 noundef, ptr noundef) local_unnamed_addr #1

declare i32 @lua_checkstack(ptr noundef, i32 noundef) local_unnamed_addr #1

declare i32 @luaL_error(ptr noundef, ptr noundef, ...) local_unnamed_addr #1

declare ptr @luaL_optlstring(ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare i32 @luaL_argerror(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare ptr @lua_pushfstring(ptr noundef, ptr noundef, ...) local_unnamed_addr #1

declare void @lua_pushvalue(ptr noundef, i32 noundef) local_unnamed_addr #1

declare i32 @lua_getstack(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare i64 @luaL_checkinteger(ptr noundef, i32 noundef) local_unnamed_addr #1

declare i32 @lua_getinfo(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare ptr @strchr(ptr noundef, i32 noundef) local_unnamed_addr #4

declare ptr @lua_pushlstring(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

declare void @lua_setfield(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare ptr @lua_getlocal(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

declare void @luaL_checkany(ptr noundef, i32 noundef) local_unnamed_addr #1

declare i32 @lua_getmetatable(ptr noundef, i32 noundef) local_unnamed_addr #1

declare void @luaL_checktype(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare ptr @lua_getupvalue(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare ptr @lua_setupvalue(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare i32 @lua_iscfunction(ptr noundef, i32 noundef) local_unnamed_addr #1

declare void @lua_upvaluejoin(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare ptr @lua_upvalueid(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare void @lua_pushlightuserdata(ptr noundef, ptr noundef) local_unnamed_addr #1

declare i32 @lua_setiuservalue(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare ptr @luaL_checklstring(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare i32 @luaL_getsubtable(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare i32 @lua_setmetatable(ptr noundef, i32 noundef) local_unnamed_addr #1

declare void @lua_rawset(ptr noundef, i32 noundef) local_unnamed_addr #1

declare void @lua_sethook(ptr noundef, ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare ptr @lua_setlocal(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

declare i32 @luaL_typeerror(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare ptr @lua_tolstring(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare void @luaL_traceback(ptr noundef, ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

declare i32 @lua_setcstacklimit(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #7

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind }
attributes #6 = { nofree nounwind willreturn memory(argmem: read) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #8 = { nounwind }
attributes #9 = { cold }
attributes #10 = { nounwind willreturn memory(read) }
attributes #11 = { cold nounwind }

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
!10 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!11 = !{!8, !8, i64 0}
!12 = !{!13, !7, i64 32}
!13 = !{!"lua_Debug", !14, i64 0, !7, i64 8, !7, i64 16, !7, i64 24, !7, i64 32, !15, i64 40, !14, i64 48, !14, i64 52, !14, i64 56, !8, i64 60, !8, i64 61, !8, i64 62, !8, i64 63, !16, i64 64, !16, i64 66, !8, i64 68, !7, i64 128}
!14 = !{!"int", !8, i64 0}
!15 = !{!"long", !8, i64 0}
!16 = !{!"short", !8, i64 0}
!17 = !{!13, !15, i64 40}
!18 = !{!13, !14, i64 52}
!19 = !{!13, !14, i64 56}
!20 = !{!13, !7, i64 24}
!21 = !{!13, !14, i64 48}
!22 = !{!13, !8, i64 60}
!23 = !{!13, !8, i64 61}
!24 = !{!13, !8, i64 62}
!25 = !{!13, !7, i64 8}
!26 = !{!13, !7, i64 16}
!27 = !{!13, !16, i64 64}
!28 = !{!13, !16, i64 66}
!29 = !{!13, !8, i64 63}
!30 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!31 = !{!13, !14, i64 0}
