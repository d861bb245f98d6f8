; ModuleID = 'src/lua/loadlib.c'
source_filename = "src/lua/loadlib.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.luaL_Reg = type { ptr, ptr }
%struct.luaL_Buffer = type { ptr, i64, i64, ptr, %union.anon }
%union.anon = type { double, [1016 x i8] }

@pk_funcs = internal constant [8 x %struct.luaL_Reg] [%struct.luaL_Reg { ptr @.str.14, ptr @ll_loadlib }, %struct.luaL_Reg { ptr @.str.15, ptr @ll_searchpath }, %struct.luaL_Reg { ptr @.str.11, ptr null }, %struct.luaL_Reg { ptr @.str.3, ptr null }, %struct.luaL_Reg { ptr @.str, ptr null }, %struct.luaL_Reg { ptr @.str.16, ptr null }, %struct.luaL_Reg { ptr @.str.9, ptr null }, %struct.luaL_Reg zeroinitializer], align 16, !dbg !0
@.str = private unnamed_addr constant [5 x i8] c"path\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [9 x i8] c"LUA_PATH\00", align 1, !dbg !22
@.str.2 = private unnamed_addr constant [151 x i8] c"/usr/local/share/lua/5.4/?.lua;/usr/local/share/lua/5.4/?/init.lua;/usr/local/lib/lua/5.4/?.lua;/usr/local/lib/lua/5.4/?/init.lua;./?.lua;./?/init.lua\00", align 1, !dbg !27
@.str.3 = private unnamed_addr constant [6 x i8] c"cpath\00", align 1, !dbg !32
@.str.4 = private unnamed_addr constant [10 x i8] c"LUA_CPATH\00", align 1, !dbg !37
@.str.5 = private unnamed_addr constant [69 x i8] c"/usr/local/lib/lua/5.4/?.so;/usr/local/lib/lua/5.4/loadall.so;./?.so\00", align 1, !dbg !42
@.str.6 = private unnamed_addr constant [11 x i8] c"/\0A;\0A?\0A!\0A-\0A\00", align 1, !dbg !47
@.str.7 = private unnamed_addr constant [7 x i8] c"config\00", align 1, !dbg !52
@.str.8 = private unnamed_addr constant [8 x i8] c"_LOADED\00", align 1, !dbg !57
@.str.9 = private unnamed_addr constant [7 x i8] c"loaded\00", align 1, !dbg !62
@.str.10 = private unnamed_addr constant [9 x i8] c"_PRELOAD\00", align 1, !dbg !64
@.str.11 = private unnamed_addr constant [8 x i8] c"preload\00", align 1, !dbg !66
@ll_funcs = internal constant [2 x %struct.luaL_Reg] [%struct.luaL_Reg { ptr @.str.39, ptr @ll_require }, %struct.luaL_Reg zeroinitializer], align 16, !dbg !160
@.str.12 = private unnamed_addr constant [7 x i8] c"_CLIBS\00", align 1, !dbg !68
@.str.13 = private unnamed_addr constant [5 x i8] c"__gc\00", align 1, !dbg !75
@.str.14 = private unnamed_addr constant [8 x i8] c"loadlib\00", align 1, !dbg !77
@.str.15 = private unnamed_addr constant [11 x i8] c"searchpath\00", align 1, !dbg !79
@.str.16 = private unnamed_addr constant [10 x i8] c"searchers\00", align 1, !dbg !81
@.str.17 = private unnamed_addr constant [5 x i8] c"open\00", align 1, !dbg !83
@.str.18 = private unnamed_addr constant [5 x i8] c"init\00", align 1, !dbg !85
@.str.19 = private unnamed_addr constant [2 x i8] c".\00", align 1, !dbg !87
@.str.20 = private unnamed_addr constant [2 x i8] c"/\00", align 1, !dbg !92
@.str.21 = private unnamed_addr constant [2 x i8] c"?\00", align 1, !dbg !94
@.str.22 = private unnamed_addr constant [2 x i8] c";\00", align 1, !dbg !96
@.str.23 = private unnamed_addr constant [2 x i8] c"r\00", align 1, !dbg !98
@.str.24 = private unnamed_addr constant [10 x i8] c"no file '\00", align 1, !dbg !100
@.str.25 = private unnamed_addr constant [13 x i8] c"'\0A\09no file '\00", align 1, !dbg !102
@.str.26 = private unnamed_addr constant [2 x i8] c"'\00", align 1, !dbg !107
@.str.27 = private unnamed_addr constant [31 x i8] c"no field package.preload['%s']\00", align 1, !dbg !119
@.str.28 = private unnamed_addr constant [10 x i8] c":preload:\00", align 1, !dbg !124
@.str.29 = private unnamed_addr constant [30 x i8] c"'package.%s' must be a string\00", align 1, !dbg !126
@.str.30 = private unnamed_addr constant [46 x i8] c"error loading module '%s' from file '%s':\0A\09%s\00", align 1, !dbg !131
@.str.31 = private unnamed_addr constant [2 x i8] c"_\00", align 1, !dbg !136
@.str.33 = private unnamed_addr constant [11 x i8] c"luaopen_%s\00", align 1, !dbg !140
@.str.34 = private unnamed_addr constant [28 x i8] c"no module '%s' in file '%s'\00", align 1, !dbg !142
@.str.35 = private unnamed_addr constant [5 x i8] c"%s%s\00", align 1, !dbg !147
@.str.36 = private unnamed_addr constant [5 x i8] c"_5_4\00", align 1, !dbg !149
@.str.37 = private unnamed_addr constant [3 x i8] c";;\00", align 1, !dbg !151
@.str.38 = private unnamed_addr constant [10 x i8] c"LUA_NOENV\00", align 1, !dbg !156
@.str.39 = private unnamed_addr constant [8 x i8] c"require\00", align 1, !dbg !158
@.str.40 = private unnamed_addr constant [36 x i8] c"'package.searchers' must be a table\00", align 1, !dbg !170
@.str.41 = private unnamed_addr constant [3 x i8] c"\0A\09\00", align 1, !dbg !175
@.str.42 = private unnamed_addr constant [25 x i8] c"module '%s' not found:%s\00", align 1, !dbg !177

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @luaopen_package(ptr noundef %0) local_unnamed_addr #0 !dbg !191 {
    #dbg_value(ptr %0, !193, !DIExpression(), !194)
    #dbg_value(ptr %0, !195, !DIExpression(), !198)
  %2 = tail call i32 @luaL_getsubtable(ptr noundef %0, i32 noundef -1001000, ptr noundef nonnull @.str.12) #7, !dbg !200
  tail call void @lua_createtable(ptr noundef %0, i32 noundef 0, i32 noundef 1) #7, !dbg !201
  tail call void @lua_pushcclosure(ptr noundef %0, ptr noundef nonnull @gctm, i32 noundef 0) #7, !dbg !202
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.13) #7, !dbg !203
  %3 = tail call i32 @lua_setmetatable(ptr noundef %0, i32 noundef -2) #7, !dbg !204
  tail call void @luaL_checkversion_(ptr noundef %0, double noundef 5.040000e+02, i64 noundef 136) #7, !dbg !205
  tail call void @lua_createtable(ptr noundef %0, i32 noundef 0, i32 noundef 7) #7, !dbg !205
  tail call void @luaL_setfuncs(ptr noundef %0, ptr noundef nonnull @pk_funcs, i32 noundef 0) #7, !dbg !205
    #dbg_value(ptr %0, !115, !DIExpression(), !206)
  tail call void @lua_createtable(ptr noundef %0, i32 noundef 4, i32 noundef 0) #7, !dbg !208
    #dbg_value(i32 0, !116, !DIExpression(), !206)
    #dbg_value(i64 0, !116, !DIExpression(), !206)
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -2) #7, !dbg !209
  tail call void @lua_pushcclosure(ptr noundef %0, ptr noundef nonnull @searcher_preload, i32 noundef 1) #7, !dbg !213
  tail call void @lua_rawseti(ptr noundef %0, i32 noundef -2, i64 noundef 1) #7, !dbg !214
    #dbg_value(i64 1, !116, !DIExpression(), !206)
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -2) #7, !dbg !209
  tail call void @lua_pushcclosure(ptr noundef %0, ptr noundef nonnull @searcher_Lua, i32 noundef 1) #7, !dbg !213
  tail call void @lua_rawseti(ptr noundef %0, i32 noundef -2, i64 noundef 2) #7, !dbg !214
    #dbg_value(i64 2, !116, !DIExpression(), !206)
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -2) #7, !dbg !209
  tail call void @lua_pushcclosure(ptr noundef %0, ptr noundef nonnull @searcher_C, i32 noundef 1) #7, !dbg !213
  tail call void @lua_rawseti(ptr noundef %0, i32 noundef -2, i64 noundef 3) #7, !dbg !214
    #dbg_value(i64 3, !116, !DIExpression(), !206)
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -2) #7, !dbg !209
  tail call void @lua_pushcclosure(ptr noundef %0, ptr noundef nonnull @searcher_Croot, i32 noundef 1) #7, !dbg !213
  tail call void @lua_rawseti(ptr noundef %0, i32 noundef -2, i64 noundef 4) #7, !dbg !214
    #dbg_value(i64 4, !116, !DIExpression(), !206)
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.16) #7, !dbg !215
  tail call fastcc void @setpath(ptr noundef %0, ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.2), !dbg !216
  tail call fastcc void @setpath(ptr noundef %0, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.5), !dbg !217
  %4 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.6) #7, !dbg !218
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.7) #7, !dbg !219
  %5 = tail call i32 @luaL_getsubtable(ptr noundef %0, i32 noundef -1001000, ptr noundef nonnull @.str.8) #7, !dbg !220
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.9) #7, !dbg !221
  %6 = tail call i32 @luaL_getsubtable(ptr noundef %0, i32 noundef -1001000, ptr noundef nonnull @.str.10) #7, !dbg !222
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.11) #7, !dbg !223
  %7 = tail call i32 @lua_rawgeti(ptr noundef %0, i32 noundef -1001000, i64 noundef 2) #7, !dbg !224
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -2) #7, !dbg !225
  tail call void @luaL_setfuncs(ptr noundef %0, ptr noundef nonnull @ll_funcs, i32 noundef 1) #7, !dbg !226
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #7, !dbg !227
  ret i32 1, !dbg !228
}

declare !dbg !229 void @luaL_checkversion_(ptr noundef, double noundef, i64 noundef) local_unnamed_addr #1

declare !dbg !237 void @lua_createtable(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !240 void @luaL_setfuncs(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc void @setpath(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) unnamed_addr #0 !dbg !244 {
  %5 = alloca %struct.luaL_Buffer, align 8, !DIAssignID !283
    #dbg_assign(i1 undef, !259, !DIExpression(), !283, ptr %5, !DIExpression(), !284)
    #dbg_value(ptr %0, !248, !DIExpression(), !285)
    #dbg_value(ptr %1, !249, !DIExpression(), !285)
    #dbg_value(ptr %2, !250, !DIExpression(), !285)
    #dbg_value(ptr %3, !251, !DIExpression(), !285)
  %6 = tail call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.35, ptr noundef %2, ptr noundef nonnull @.str.36) #7, !dbg !286
    #dbg_value(ptr %6, !253, !DIExpression(), !285)
  %7 = tail call ptr @getenv(ptr noundef %6) #7, !dbg !287
    #dbg_value(ptr %7, !254, !DIExpression(), !285)
  %8 = icmp eq ptr %7, null, !dbg !288
  br i1 %8, label %9, label %12, !dbg !290

9:                                                ; preds = %4
  %10 = tail call ptr @getenv(ptr noundef %2) #7, !dbg !291
    #dbg_value(ptr %10, !254, !DIExpression(), !285)
  %11 = icmp eq ptr %10, null, !dbg !292
  br i1 %11, label %17, label %12, !dbg !293

12:                                               ; preds = %4, %9
  %13 = phi ptr [ %10, %9 ], [ %7, %4 ]
    #dbg_value(ptr %0, !294, !DIExpression(), !298)
  %14 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001000, ptr noundef nonnull @.str.38) #7, !dbg !300
  %15 = tail call i32 @lua_toboolean(ptr noundef %0, i32 noundef -1) #7, !dbg !301
    #dbg_value(i32 %15, !297, !DIExpression(), !298)
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #7, !dbg !302
  %16 = icmp eq i32 %15, 0, !dbg !303
  br i1 %16, label %19, label %17, !dbg !304

17:                                               ; preds = %12, %9
  %18 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef %3) #7, !dbg !305
  br label %67, !dbg !305

19:                                               ; preds = %12
  %20 = tail call ptr @strstr(ptr noundef nonnull dereferenceable(1) %13, ptr noundef nonnull dereferenceable(1) @.str.37) #8, !dbg !306
    #dbg_value(ptr %20, !252, !DIExpression(), !285)
  %21 = icmp eq ptr %20, null, !dbg !307
  br i1 %21, label %22, label %24, !dbg !308

22:                                               ; preds = %19
  %23 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull %13) #7, !dbg !309
  br label %67, !dbg !309

24:                                               ; preds = %19
  %25 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %13) #8, !dbg !310
    #dbg_value(i64 %25, !255, !DIExpression(), !284)
  call void @llvm.lifetime.start.p0(i64 1056, ptr nonnull %5) #7, !dbg !311
  call void @luaL_buffinit(ptr noundef %0, ptr noundef nonnull %5) #7, !dbg !312
  %26 = icmp ult ptr %13, %20, !dbg !313
  br i1 %26, label %27, label %44, !dbg !315

27:                                               ; preds = %24
  %28 = ptrtoint ptr %20 to i64, !dbg !316
  %29 = ptrtoint ptr %13 to i64, !dbg !316
  %30 = sub i64 %28, %29, !dbg !316
  call void @luaL_addlstring(ptr noundef nonnull %5, ptr noundef nonnull %13, i64 noundef %30) #7, !dbg !318
  %31 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !319
  %32 = load i64, ptr %31, align 8, !dbg !319, !tbaa !320
  %33 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !319
  %34 = load i64, ptr %33, align 8, !dbg !319, !tbaa !326
  %35 = icmp ult i64 %32, %34, !dbg !319
  br i1 %35, label %39, label %36, !dbg !319

36:                                               ; preds = %27
  %37 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %5, i64 noundef 1) #7, !dbg !319
  %38 = load i64, ptr %31, align 8, !dbg !319, !tbaa !320
  br label %39, !dbg !319

39:                                               ; preds = %36, %27
  %40 = phi i64 [ %38, %36 ], [ %32, %27 ], !dbg !319
  %41 = load ptr, ptr %5, align 8, !dbg !319, !tbaa !327
  %42 = add i64 %40, 1, !dbg !319
  store i64 %42, ptr %31, align 8, !dbg !319, !tbaa !320, !DIAssignID !328
    #dbg_assign(i64 %42, !259, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !328, ptr %31, !DIExpression(), !284)
  %43 = getelementptr inbounds i8, ptr %41, i64 %40, !dbg !319
  store i8 59, ptr %43, align 1, !dbg !319, !tbaa !329
  br label %44, !dbg !330

44:                                               ; preds = %39, %24
  call void @luaL_addstring(ptr noundef nonnull %5, ptr noundef %3) #7, !dbg !331
  %45 = getelementptr inbounds i8, ptr %13, i64 %25, !dbg !332
  %46 = getelementptr inbounds i8, ptr %45, i64 -2, !dbg !334
  %47 = icmp ult ptr %20, %46, !dbg !335
  br i1 %47, label %48, label %66, !dbg !336

48:                                               ; preds = %44
  %49 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !337
  %50 = load i64, ptr %49, align 8, !dbg !337, !tbaa !320
  %51 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !337
  %52 = load i64, ptr %51, align 8, !dbg !337, !tbaa !326
  %53 = icmp ult i64 %50, %52, !dbg !337
  br i1 %53, label %57, label %54, !dbg !337

54:                                               ; preds = %48
  %55 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %5, i64 noundef 1) #7, !dbg !337
  %56 = load i64, ptr %49, align 8, !dbg !337, !tbaa !320
  br label %57, !dbg !337

57:                                               ; preds = %54, %48
  %58 = phi i64 [ %56, %54 ], [ %50, %48 ], !dbg !337
  %59 = load ptr, ptr %5, align 8, !dbg !337, !tbaa !327
  %60 = add i64 %58, 1, !dbg !337
  store i64 %60, ptr %49, align 8, !dbg !337, !tbaa !320, !DIAssignID !339
    #dbg_assign(i64 %60, !259, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !339, ptr %49, !DIExpression(), !284)
  %61 = getelementptr inbounds i8, ptr %59, i64 %58, !dbg !337
  store i8 59, ptr %61, align 1, !dbg !337, !tbaa !329
  %62 = getelementptr inbounds i8, ptr %20, i64 2, !dbg !340
  %63 = ptrtoint ptr %46 to i64, !dbg !341
  %64 = ptrtoint ptr %20 to i64, !dbg !341
  %65 = sub i64 %63, %64, !dbg !341
  call void @luaL_addlstring(ptr noundef nonnull %5, ptr noundef nonnull %62, i64 noundef %65) #7, !dbg !342
  br label %66, !dbg !343

66:                                               ; preds = %57, %44
  call void @luaL_pushresult(ptr noundef nonnull %5) #7, !dbg !344
  call void @llvm.lifetime.end.p0(i64 1056, ptr nonnull %5) #7, !dbg !345
  br label %67

67:                                               ; preds = %22, %66, %17
  call void @lua_setfield(ptr noundef %0, i32 noundef -3, ptr noundef %1) #7, !dbg !346
  call void @lua_settop(ptr noundef %0, i32 noundef -2) #7, !dbg !347
  ret void, !dbg !348
}

declare !dbg !349 ptr @lua_pushstring(ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !352 void @lua_setfield(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !355 i32 @luaL_getsubtable(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !358 i32 @lua_rawgeti(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

declare !dbg !361 void @lua_pushvalue(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !364 void @lua_settop(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !365 void @lua_pushcclosure(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal noundef i32 @gctm(ptr noundef %0) #0 !dbg !368 {
    #dbg_value(ptr %0, !370, !DIExpression(), !372)
  %2 = tail call i64 @luaL_len(ptr noundef %0, i32 noundef 1) #7, !dbg !373
    #dbg_value(i64 %2, !371, !DIExpression(), !372)
  %3 = icmp sgt i64 %2, 0, !dbg !374
  br i1 %3, label %4, label %11, !dbg !377

4:                                                ; preds = %1, %4
  %5 = phi i64 [ %9, %4 ], [ %2, %1 ]
    #dbg_value(i64 %5, !371, !DIExpression(), !372)
  %6 = tail call i32 @lua_rawgeti(ptr noundef %0, i32 noundef 1, i64 noundef %5) #7, !dbg !378
  %7 = tail call ptr @lua_touserdata(ptr noundef %0, i32 noundef -1) #7, !dbg !380
    #dbg_value(ptr %7, !381, !DIExpression(), !386)
  %8 = tail call i32 @dlclose(ptr noundef %7) #7, !dbg !388
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #7, !dbg !389
  %9 = add nsw i64 %5, -1, !dbg !390
    #dbg_value(i64 %9, !371, !DIExpression(), !372)
  %10 = icmp ugt i64 %5, 1, !dbg !374
  br i1 %10, label %4, label %11, !dbg !377, !llvm.loop !391

11:                                               ; preds = %4, %1
  ret i32 0, !dbg !394
}

declare !dbg !395 i32 @lua_setmetatable(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

declare !dbg !398 i64 @luaL_len(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !401 ptr @lua_touserdata(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !404 i32 @dlclose(ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal range(i32 1, 4) i32 @ll_loadlib(ptr noundef %0) #0 !dbg !408 {
    #dbg_value(ptr %0, !410, !DIExpression(), !414)
  %2 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #7, !dbg !415
    #dbg_value(ptr %2, !411, !DIExpression(), !414)
  %3 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 2, ptr noundef null) #7, !dbg !416
    #dbg_value(ptr %3, !412, !DIExpression(), !414)
  %4 = tail call fastcc i32 @lookforfunc(ptr noundef %0, ptr noundef %2, ptr noundef %3), !dbg !417
    #dbg_value(i32 %4, !413, !DIExpression(), !414)
  %5 = icmp eq i32 %4, 0, !dbg !418
  br i1 %5, label %10, label %6, !dbg !420, !prof !421

6:                                                ; preds = %1
  tail call void @lua_pushnil(ptr noundef %0) #7, !dbg !422
  tail call void @lua_rotate(ptr noundef %0, i32 noundef -2, i32 noundef 1) #7, !dbg !424
  %7 = icmp eq i32 %4, 1, !dbg !425
  %8 = select i1 %7, ptr @.str.17, ptr @.str.18, !dbg !426
  %9 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull %8) #7, !dbg !427
  br label %10, !dbg !428

10:                                               ; preds = %1, %6
  %11 = phi i32 [ 3, %6 ], [ 1, %1 ], !dbg !429
  ret i32 %11, !dbg !430
}

; Function Attrs: nounwind uwtable
define internal range(i32 1, 3) i32 @ll_searchpath(ptr noundef %0) #0 !dbg !431 {
    #dbg_value(ptr %0, !433, !DIExpression(), !435)
  %2 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #7, !dbg !436
  %3 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 2, ptr noundef null) #7, !dbg !437
  %4 = tail call ptr @luaL_optlstring(ptr noundef %0, i32 noundef 3, ptr noundef nonnull @.str.19, ptr noundef null) #7, !dbg !438
  %5 = tail call ptr @luaL_optlstring(ptr noundef %0, i32 noundef 4, ptr noundef nonnull @.str.20, ptr noundef null) #7, !dbg !439
  %6 = tail call fastcc ptr @searchpath(ptr noundef %0, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5), !dbg !440
    #dbg_value(ptr %6, !434, !DIExpression(), !435)
  %7 = icmp eq ptr %6, null, !dbg !441
  br i1 %7, label %8, label %9, !dbg !443

8:                                                ; preds = %1
  tail call void @lua_pushnil(ptr noundef %0) #7, !dbg !444
  tail call void @lua_rotate(ptr noundef %0, i32 noundef -2, i32 noundef 1) #7, !dbg !446
  br label %9, !dbg !447

9:                                                ; preds = %1, %8
  %10 = phi i32 [ 2, %8 ], [ 1, %1 ], !dbg !448
  ret i32 %10, !dbg !449
}

declare !dbg !450 ptr @luaL_checklstring(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 3) i32 @lookforfunc(ptr noundef %0, ptr noundef %1, ptr noundef %2) unnamed_addr #0 !dbg !454 {
    #dbg_value(ptr %0, !458, !DIExpression(), !465)
    #dbg_value(ptr %1, !459, !DIExpression(), !465)
    #dbg_value(ptr %2, !460, !DIExpression(), !465)
    #dbg_value(ptr %0, !466, !DIExpression(), !473)
    #dbg_value(ptr %1, !471, !DIExpression(), !473)
  %4 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001000, ptr noundef nonnull @.str.12) #7, !dbg !475
  %5 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1, ptr noundef %1) #7, !dbg !476
  %6 = tail call ptr @lua_touserdata(ptr noundef %0, i32 noundef -1) #7, !dbg !477
    #dbg_value(ptr %6, !472, !DIExpression(), !473)
  tail call void @lua_settop(ptr noundef %0, i32 noundef -3) #7, !dbg !478
    #dbg_value(ptr %6, !461, !DIExpression(), !465)
  %7 = icmp eq ptr %6, null, !dbg !479
  br i1 %7, label %8, label %21, !dbg !481

8:                                                ; preds = %3
  %9 = load i8, ptr %2, align 1, !dbg !482, !tbaa !329
  %10 = icmp eq i8 %9, 42, !dbg !484
    #dbg_value(ptr %0, !485, !DIExpression(), !493)
    #dbg_value(ptr %1, !490, !DIExpression(), !493)
    #dbg_value(i1 %10, !491, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !493)
  %11 = select i1 %10, i32 258, i32 2, !dbg !495
  %12 = tail call ptr @dlopen(ptr noundef %1, i32 noundef %11) #7, !dbg !496
    #dbg_value(ptr %12, !492, !DIExpression(), !493)
  %13 = icmp eq ptr %12, null, !dbg !497
  br i1 %13, label %14, label %17, !dbg !499, !prof !500

14:                                               ; preds = %8
  %15 = tail call ptr @dlerror() #7, !dbg !501
  %16 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef %15) #7, !dbg !502
    #dbg_value(ptr %12, !461, !DIExpression(), !465)
  br label %33, !dbg !503

17:                                               ; preds = %8
    #dbg_value(ptr %12, !461, !DIExpression(), !465)
    #dbg_value(ptr %0, !504, !DIExpression(), !511)
    #dbg_value(ptr %1, !509, !DIExpression(), !511)
    #dbg_value(ptr %12, !510, !DIExpression(), !511)
  %18 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001000, ptr noundef nonnull @.str.12) #7, !dbg !513
  tail call void @lua_pushlightuserdata(ptr noundef %0, ptr noundef nonnull %12) #7, !dbg !514
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -1) #7, !dbg !515
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -3, ptr noundef %1) #7, !dbg !516
  %19 = tail call i64 @luaL_len(ptr noundef %0, i32 noundef -2) #7, !dbg !517
  %20 = add nsw i64 %19, 1, !dbg !518
  tail call void @lua_rawseti(ptr noundef %0, i32 noundef -2, i64 noundef %20) #7, !dbg !519
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #7, !dbg !520
  br label %21, !dbg !521

21:                                               ; preds = %17, %3
  %22 = phi ptr [ %12, %17 ], [ %6, %3 ], !dbg !465
    #dbg_value(ptr %22, !461, !DIExpression(), !465)
  %23 = load i8, ptr %2, align 1, !dbg !522, !tbaa !329
  %24 = icmp eq i8 %23, 42, !dbg !523
  br i1 %24, label %25, label %26, !dbg !524

25:                                               ; preds = %21
  tail call void @lua_pushboolean(ptr noundef %0, i32 noundef 1) #7, !dbg !525
  br label %33, !dbg !527

26:                                               ; preds = %21
    #dbg_value(ptr %0, !528, !DIExpression(), !536)
    #dbg_value(ptr %22, !533, !DIExpression(), !536)
    #dbg_value(ptr %2, !534, !DIExpression(), !536)
  %27 = tail call ptr @dlsym(ptr noundef nonnull %22, ptr noundef nonnull %2) #7, !dbg !538
    #dbg_value(ptr %27, !535, !DIExpression(), !536)
  %28 = icmp eq ptr %27, null, !dbg !539
  br i1 %28, label %29, label %32, !dbg !541, !prof !500

29:                                               ; preds = %26
  %30 = tail call ptr @dlerror() #7, !dbg !542
  %31 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef %30) #7, !dbg !543
    #dbg_value(ptr %27, !462, !DIExpression(), !544)
  br label %33, !dbg !545

32:                                               ; preds = %26
    #dbg_value(ptr %27, !462, !DIExpression(), !544)
  tail call void @lua_pushcclosure(ptr noundef %0, ptr noundef nonnull %27, i32 noundef 0) #7, !dbg !546
  br label %33, !dbg !547

33:                                               ; preds = %29, %14, %32, %25
  %34 = phi i32 [ 0, %25 ], [ 0, %32 ], [ 1, %14 ], [ 2, %29 ], !dbg !465
  ret i32 %34, !dbg !548
}

declare !dbg !549 void @lua_pushnil(ptr noundef) local_unnamed_addr #1

declare !dbg !550 void @lua_rotate(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !551 void @lua_pushboolean(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !552 i32 @lua_getfield(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !553 ptr @dlopen(ptr noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !556 ptr @dlerror() local_unnamed_addr #3

declare !dbg !559 void @lua_pushlightuserdata(ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !562 void @lua_rawseti(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !565 ptr @dlsym(ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc ptr @searchpath(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4) unnamed_addr #0 !dbg !570 {
  %6 = alloca %struct.luaL_Buffer, align 8, !DIAssignID !583
  %7 = alloca %struct.luaL_Buffer, align 8, !DIAssignID !584
    #dbg_assign(i1 undef, !579, !DIExpression(), !584, ptr %7, !DIExpression(), !585)
    #dbg_value(ptr %0, !574, !DIExpression(), !585)
    #dbg_value(ptr %1, !575, !DIExpression(), !585)
    #dbg_value(ptr %2, !576, !DIExpression(), !585)
    #dbg_value(ptr %3, !577, !DIExpression(), !585)
    #dbg_value(ptr %4, !578, !DIExpression(), !585)
  call void @llvm.lifetime.start.p0(i64 1056, ptr nonnull %7) #7, !dbg !586
  %8 = load i8, ptr %3, align 1, !dbg !587, !tbaa !329
  %9 = icmp eq i8 %8, 0, !dbg !589
  br i1 %9, label %16, label %10, !dbg !590

10:                                               ; preds = %5
  %11 = sext i8 %8 to i32, !dbg !587
  %12 = tail call ptr @strchr(ptr noundef nonnull dereferenceable(1) %1, i32 noundef %11) #8, !dbg !591
  %13 = icmp eq ptr %12, null, !dbg !592
  br i1 %13, label %16, label %14, !dbg !593

14:                                               ; preds = %10
  %15 = tail call ptr @luaL_gsub(ptr noundef %0, ptr noundef %1, ptr noundef nonnull %3, ptr noundef %4) #7, !dbg !594
    #dbg_value(ptr %15, !575, !DIExpression(), !585)
  br label %16, !dbg !595

16:                                               ; preds = %14, %10, %5
  %17 = phi ptr [ %15, %14 ], [ %1, %10 ], [ %1, %5 ]
    #dbg_value(ptr %17, !575, !DIExpression(), !585)
  call void @luaL_buffinit(ptr noundef %0, ptr noundef nonnull %7) #7, !dbg !596
  call void @luaL_addgsub(ptr noundef nonnull %7, ptr noundef %2, ptr noundef nonnull @.str.21, ptr noundef %17) #7, !dbg !597
  %18 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !598
  %19 = load i64, ptr %18, align 8, !dbg !598, !tbaa !320
  %20 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !598
  %21 = load i64, ptr %20, align 8, !dbg !598, !tbaa !326
  %22 = icmp ult i64 %19, %21, !dbg !598
  br i1 %22, label %26, label %23, !dbg !598

23:                                               ; preds = %16
  %24 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %7, i64 noundef 1) #7, !dbg !598
  %25 = load i64, ptr %18, align 8, !dbg !598, !tbaa !320
  br label %26, !dbg !598

26:                                               ; preds = %23, %16
  %27 = phi i64 [ %25, %23 ], [ %19, %16 ], !dbg !598
  %28 = load ptr, ptr %7, align 8, !dbg !598, !tbaa !327
  %29 = add i64 %27, 1, !dbg !598
  store i64 %29, ptr %18, align 8, !dbg !598, !tbaa !320, !DIAssignID !599
    #dbg_assign(i64 %29, !579, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !599, ptr %18, !DIExpression(), !585)
  %30 = getelementptr inbounds i8, ptr %28, i64 %27, !dbg !598
  store i8 0, ptr %30, align 1, !dbg !598, !tbaa !329
  %31 = load ptr, ptr %7, align 8, !dbg !600, !tbaa !327
    #dbg_value(ptr %31, !580, !DIExpression(), !585)
  %32 = load i64, ptr %18, align 8, !dbg !601, !tbaa !320
  %33 = getelementptr inbounds i8, ptr %31, i64 %32, !dbg !602
  %34 = getelementptr inbounds i8, ptr %33, i64 -1, !dbg !603
    #dbg_value(ptr %34, !581, !DIExpression(), !585)
  br label %35, !dbg !604

35:                                               ; preds = %43, %26
  %36 = phi ptr [ %31, %26 ], [ %47, %43 ], !dbg !605
    #dbg_value(ptr %36, !580, !DIExpression(), !585)
    #dbg_value(ptr undef, !606, !DIExpression(), !615)
    #dbg_value(ptr %34, !612, !DIExpression(), !615)
    #dbg_value(ptr %36, !614, !DIExpression(), !615)
  %37 = icmp eq ptr %36, %34, !dbg !617
  br i1 %37, label %53, label %38, !dbg !619

38:                                               ; preds = %35
  %39 = load i8, ptr %36, align 1, !dbg !620, !tbaa !329
  %40 = icmp eq i8 %39, 0, !dbg !622
  br i1 %40, label %41, label %43, !dbg !623

41:                                               ; preds = %38
  store i8 59, ptr %36, align 1, !dbg !624, !tbaa !329
  %42 = getelementptr inbounds i8, ptr %36, i64 1, !dbg !626
    #dbg_value(ptr %42, !614, !DIExpression(), !615)
  br label %43, !dbg !627

43:                                               ; preds = %41, %38
  %44 = phi ptr [ %42, %41 ], [ %36, %38 ], !dbg !615
    #dbg_value(ptr %44, !614, !DIExpression(), !615)
  %45 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %44, i32 noundef 59) #8, !dbg !628
    #dbg_value(ptr %45, !613, !DIExpression(), !615)
  %46 = icmp eq ptr %45, null, !dbg !629
  %47 = select i1 %46, ptr %34, ptr %45, !dbg !631
    #dbg_value(ptr %47, !613, !DIExpression(), !615)
  store i8 0, ptr %47, align 1, !dbg !632, !tbaa !329
    #dbg_value(ptr %47, !580, !DIExpression(), !585)
    #dbg_value(ptr %44, !582, !DIExpression(), !585)
    #dbg_value(ptr %44, !633, !DIExpression(), !694)
  %48 = call noalias ptr @fopen64(ptr noundef nonnull readonly %44, ptr noundef nonnull @.str.23), !dbg !698
    #dbg_value(ptr %48, !638, !DIExpression(), !694)
  %49 = icmp eq ptr %48, null, !dbg !699
  br i1 %49, label %35, label %50, !dbg !701, !llvm.loop !702

50:                                               ; preds = %43
  %51 = call i32 @fclose(ptr noundef nonnull %48), !dbg !704
  %52 = call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull %44) #7, !dbg !705
  br label %55, !dbg !706

53:                                               ; preds = %35
    #dbg_value(ptr poison, !580, !DIExpression(), !585)
    #dbg_value(ptr null, !582, !DIExpression(), !585)
  call void @luaL_pushresult(ptr noundef nonnull %7) #7, !dbg !707
  %54 = call ptr @lua_tolstring(ptr noundef %0, i32 noundef -1, ptr noundef null) #7, !dbg !708
    #dbg_assign(i1 undef, !709, !DIExpression(), !583, ptr %6, !DIExpression(), !716)
    #dbg_value(ptr %0, !714, !DIExpression(), !716)
    #dbg_value(ptr %54, !715, !DIExpression(), !716)
  call void @llvm.lifetime.start.p0(i64 1056, ptr nonnull %6) #7, !dbg !718
  call void @luaL_buffinit(ptr noundef %0, ptr noundef nonnull %6) #7, !dbg !719
  call void @luaL_addstring(ptr noundef nonnull %6, ptr noundef nonnull @.str.24) #7, !dbg !720
  call void @luaL_addgsub(ptr noundef nonnull %6, ptr noundef %54, ptr noundef nonnull @.str.22, ptr noundef nonnull @.str.25) #7, !dbg !721
  call void @luaL_addstring(ptr noundef nonnull %6, ptr noundef nonnull @.str.26) #7, !dbg !722
  call void @luaL_pushresult(ptr noundef nonnull %6) #7, !dbg !723
  call void @llvm.lifetime.end.p0(i64 1056, ptr nonnull %6) #7, !dbg !724
  br label %55, !dbg !725

55:                                               ; preds = %53, %50
  %56 = phi ptr [ %52, %50 ], [ null, %53 ], !dbg !585
  call void @llvm.lifetime.end.p0(i64 1056, ptr nonnull %7) #7, !dbg !726
  ret ptr %56, !dbg !726
}

declare !dbg !727 ptr @luaL_optlstring(ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !730 ptr @strchr(ptr noundef, i32 noundef) local_unnamed_addr #4

declare !dbg !734 ptr @luaL_gsub(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !737 void @luaL_buffinit(ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !741 void @luaL_addgsub(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !744 ptr @luaL_prepbuffsize(ptr noundef, i64 noundef) local_unnamed_addr #1

declare !dbg !747 void @luaL_pushresult(ptr noundef) local_unnamed_addr #1

declare !dbg !750 ptr @lua_tolstring(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !751 noalias noundef ptr @fopen64(ptr nocapture noundef readonly, ptr nocapture noundef readonly) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare !dbg !755 noundef i32 @fclose(ptr nocapture noundef) local_unnamed_addr #5

declare !dbg !758 void @luaL_addstring(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal range(i32 1, 3) i32 @searcher_preload(ptr noundef %0) #0 !dbg !761 {
    #dbg_value(ptr %0, !763, !DIExpression(), !765)
  %2 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #7, !dbg !766
    #dbg_value(ptr %2, !764, !DIExpression(), !765)
  %3 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001000, ptr noundef nonnull @.str.10) #7, !dbg !767
  %4 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1, ptr noundef %2) #7, !dbg !768
  %5 = icmp eq i32 %4, 0, !dbg !770
  br i1 %5, label %6, label %8, !dbg !771

6:                                                ; preds = %1
  %7 = tail call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.27, ptr noundef %2) #7, !dbg !772
  br label %10, !dbg !774

8:                                                ; preds = %1
  %9 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.28) #7, !dbg !775
  br label %10, !dbg !777

10:                                               ; preds = %8, %6
  %11 = phi i32 [ 1, %6 ], [ 2, %8 ], !dbg !778
  ret i32 %11, !dbg !779
}

; Function Attrs: nounwind uwtable
define internal i32 @searcher_Lua(ptr noundef %0) #0 !dbg !780 {
    #dbg_value(ptr %0, !782, !DIExpression(), !785)
  %2 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #7, !dbg !786
    #dbg_value(ptr %2, !784, !DIExpression(), !785)
    #dbg_value(ptr %0, !787, !DIExpression(), !794)
    #dbg_value(ptr %2, !790, !DIExpression(), !794)
    #dbg_value(ptr @.str, !791, !DIExpression(), !794)
    #dbg_value(ptr @.str.20, !792, !DIExpression(), !794)
  %3 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001001, ptr noundef nonnull @.str) #7, !dbg !796
  %4 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef -1, ptr noundef null) #7, !dbg !797
    #dbg_value(ptr %4, !793, !DIExpression(), !794)
  %5 = icmp eq ptr %4, null, !dbg !798
  br i1 %5, label %6, label %8, !dbg !800, !prof !500

6:                                                ; preds = %1
  %7 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.29, ptr noundef nonnull @.str) #7, !dbg !801
  br label %8, !dbg !801

8:                                                ; preds = %1, %6
  %9 = tail call fastcc ptr @searchpath(ptr noundef %0, ptr noundef %2, ptr noundef %4, ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.20), !dbg !802
    #dbg_value(ptr %9, !783, !DIExpression(), !785)
  %10 = icmp eq ptr %9, null, !dbg !803
  br i1 %10, label %20, label %11, !dbg !805

11:                                               ; preds = %8
  %12 = tail call i32 @luaL_loadfilex(ptr noundef %0, ptr noundef nonnull %9, ptr noundef null) #7, !dbg !806
  %13 = icmp eq i32 %12, 0, !dbg !807
    #dbg_value(ptr %0, !808, !DIExpression(), !813)
    #dbg_value(i1 %13, !811, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !813)
    #dbg_value(ptr %9, !812, !DIExpression(), !813)
  br i1 %13, label %14, label %16, !dbg !815, !prof !421

14:                                               ; preds = %11
  %15 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull %9) #7, !dbg !816
  br label %20, !dbg !819

16:                                               ; preds = %11
  %17 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #7, !dbg !820
  %18 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef -1, ptr noundef null) #7, !dbg !821
  %19 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.30, ptr noundef %17, ptr noundef nonnull %9, ptr noundef %18) #7, !dbg !822
  br label %20, !dbg !823

20:                                               ; preds = %16, %14, %8
  %21 = phi i32 [ 1, %8 ], [ 2, %14 ], [ %19, %16 ], !dbg !785
  ret i32 %21, !dbg !824
}

; Function Attrs: nounwind uwtable
define internal i32 @searcher_C(ptr noundef %0) #0 !dbg !825 {
    #dbg_value(ptr %0, !827, !DIExpression(), !830)
  %2 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #7, !dbg !831
    #dbg_value(ptr %2, !828, !DIExpression(), !830)
    #dbg_value(ptr %0, !787, !DIExpression(), !832)
    #dbg_value(ptr %2, !790, !DIExpression(), !832)
    #dbg_value(ptr @.str.3, !791, !DIExpression(), !832)
    #dbg_value(ptr @.str.20, !792, !DIExpression(), !832)
  %3 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001001, ptr noundef nonnull @.str.3) #7, !dbg !834
  %4 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef -1, ptr noundef null) #7, !dbg !835
    #dbg_value(ptr %4, !793, !DIExpression(), !832)
  %5 = icmp eq ptr %4, null, !dbg !836
  br i1 %5, label %6, label %8, !dbg !837, !prof !500

6:                                                ; preds = %1
  %7 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.29, ptr noundef nonnull @.str.3) #7, !dbg !838
  br label %8, !dbg !838

8:                                                ; preds = %1, %6
  %9 = tail call fastcc ptr @searchpath(ptr noundef %0, ptr noundef %2, ptr noundef %4, ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.20), !dbg !839
    #dbg_value(ptr %9, !829, !DIExpression(), !830)
  %10 = icmp eq ptr %9, null, !dbg !840
  br i1 %10, label %20, label %11, !dbg !842

11:                                               ; preds = %8
  %12 = tail call fastcc i32 @loadfunc(ptr noundef %0, ptr noundef nonnull %9, ptr noundef %2), !dbg !843
  %13 = icmp eq i32 %12, 0, !dbg !844
    #dbg_value(ptr %0, !808, !DIExpression(), !845)
    #dbg_value(i1 %13, !811, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !845)
    #dbg_value(ptr %9, !812, !DIExpression(), !845)
  br i1 %13, label %14, label %16, !dbg !847, !prof !421

14:                                               ; preds = %11
  %15 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull %9) #7, !dbg !848
  br label %20, !dbg !849

16:                                               ; preds = %11
  %17 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #7, !dbg !850
  %18 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef -1, ptr noundef null) #7, !dbg !851
  %19 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.30, ptr noundef %17, ptr noundef nonnull %9, ptr noundef %18) #7, !dbg !852
  br label %20, !dbg !853

20:                                               ; preds = %16, %14, %8
  %21 = phi i32 [ 1, %8 ], [ 2, %14 ], [ %19, %16 ], !dbg !830
  ret i32 %21, !dbg !854
}

; Function Attrs: nounwind uwtable
define internal i32 @searcher_Croot(ptr noundef %0) #0 !dbg !855 {
    #dbg_value(ptr %0, !857, !DIExpression(), !862)
  %2 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #7, !dbg !863
    #dbg_value(ptr %2, !859, !DIExpression(), !862)
  %3 = tail call ptr @strchr(ptr noundef nonnull dereferenceable(1) %2, i32 noundef 46) #8, !dbg !864
    #dbg_value(ptr %3, !860, !DIExpression(), !862)
  %4 = icmp eq ptr %3, null, !dbg !865
  br i1 %4, label %29, label %5, !dbg !867

5:                                                ; preds = %1
  %6 = ptrtoint ptr %3 to i64, !dbg !868
  %7 = ptrtoint ptr %2 to i64, !dbg !868
  %8 = sub i64 %6, %7, !dbg !868
  %9 = tail call ptr @lua_pushlstring(ptr noundef %0, ptr noundef %2, i64 noundef %8) #7, !dbg !869
  %10 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef -1, ptr noundef null) #7, !dbg !870
    #dbg_value(ptr %0, !787, !DIExpression(), !871)
    #dbg_value(ptr %10, !790, !DIExpression(), !871)
    #dbg_value(ptr @.str.3, !791, !DIExpression(), !871)
    #dbg_value(ptr @.str.20, !792, !DIExpression(), !871)
  %11 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001001, ptr noundef nonnull @.str.3) #7, !dbg !873
  %12 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef -1, ptr noundef null) #7, !dbg !874
    #dbg_value(ptr %12, !793, !DIExpression(), !871)
  %13 = icmp eq ptr %12, null, !dbg !875
  br i1 %13, label %14, label %16, !dbg !876, !prof !500

14:                                               ; preds = %5
  %15 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.29, ptr noundef nonnull @.str.3) #7, !dbg !877
  br label %16, !dbg !877

16:                                               ; preds = %5, %14
  %17 = tail call fastcc ptr @searchpath(ptr noundef %0, ptr noundef %10, ptr noundef %12, ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.20), !dbg !878
    #dbg_value(ptr %17, !858, !DIExpression(), !862)
  %18 = icmp eq ptr %17, null, !dbg !879
  br i1 %18, label %29, label %19, !dbg !881

19:                                               ; preds = %16
  %20 = tail call fastcc i32 @loadfunc(ptr noundef %0, ptr noundef nonnull %17, ptr noundef %2), !dbg !882
    #dbg_value(i32 %20, !861, !DIExpression(), !862)
  switch i32 %20, label %21 [
    i32 0, label %27
    i32 2, label %25
  ], !dbg !884

21:                                               ; preds = %19
    #dbg_value(ptr %0, !808, !DIExpression(), !885)
    #dbg_value(i32 0, !811, !DIExpression(), !885)
    #dbg_value(ptr %17, !812, !DIExpression(), !885)
  %22 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #7, !dbg !889
  %23 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef -1, ptr noundef null) #7, !dbg !890
  %24 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.30, ptr noundef %22, ptr noundef nonnull %17, ptr noundef %23) #7, !dbg !891
  br label %29, !dbg !892

25:                                               ; preds = %19
  %26 = tail call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.34, ptr noundef %2, ptr noundef nonnull %17) #7, !dbg !893
  br label %29, !dbg !895

27:                                               ; preds = %19
  %28 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull %17) #7, !dbg !896
  br label %29, !dbg !897

29:                                               ; preds = %16, %1, %27, %25, %21
  %30 = phi i32 [ %24, %21 ], [ 1, %25 ], [ 2, %27 ], [ 0, %1 ], [ 1, %16 ], !dbg !862
  ret i32 %30, !dbg !898
}

declare !dbg !899 ptr @lua_pushfstring(ptr noundef, ptr noundef, ...) local_unnamed_addr #1

declare !dbg !902 i32 @luaL_loadfilex(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !903 i32 @luaL_error(ptr noundef, ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 3) i32 @loadfunc(ptr noundef %0, ptr noundef %1, ptr noundef %2) unnamed_addr #0 !dbg !906 {
    #dbg_value(ptr %0, !908, !DIExpression(), !916)
    #dbg_value(ptr %1, !909, !DIExpression(), !916)
    #dbg_value(ptr %2, !910, !DIExpression(), !916)
  %4 = tail call ptr @luaL_gsub(ptr noundef %0, ptr noundef %2, ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.31) #7, !dbg !917
    #dbg_value(ptr %4, !910, !DIExpression(), !916)
  %5 = tail call ptr @strchr(ptr noundef nonnull dereferenceable(1) %4, i32 noundef 45) #8, !dbg !918
    #dbg_value(ptr %5, !912, !DIExpression(), !916)
  %6 = icmp eq ptr %5, null, !dbg !919
  br i1 %6, label %16, label %7, !dbg !920

7:                                                ; preds = %3
  %8 = ptrtoint ptr %5 to i64, !dbg !921
  %9 = ptrtoint ptr %4 to i64, !dbg !921
  %10 = sub i64 %8, %9, !dbg !921
  %11 = tail call ptr @lua_pushlstring(ptr noundef %0, ptr noundef %4, i64 noundef %10) #7, !dbg !922
    #dbg_value(ptr %11, !911, !DIExpression(), !916)
  %12 = tail call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.33, ptr noundef %11) #7, !dbg !923
    #dbg_value(ptr %12, !911, !DIExpression(), !916)
  %13 = tail call fastcc i32 @lookforfunc(ptr noundef %0, ptr noundef %1, ptr noundef %12), !dbg !924
    #dbg_value(i32 %13, !913, !DIExpression(), !925)
  %14 = icmp eq i32 %13, 2, !dbg !926
  %15 = getelementptr inbounds i8, ptr %5, i64 1, !dbg !928
    #dbg_value(ptr poison, !910, !DIExpression(), !916)
  br i1 %14, label %16, label %20

16:                                               ; preds = %7, %3
  %17 = phi ptr [ %15, %7 ], [ %4, %3 ], !dbg !929
    #dbg_value(ptr %17, !910, !DIExpression(), !916)
  %18 = tail call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.33, ptr noundef %17) #7, !dbg !930
    #dbg_value(ptr %18, !911, !DIExpression(), !916)
  %19 = tail call fastcc i32 @lookforfunc(ptr noundef %0, ptr noundef %1, ptr noundef %18), !dbg !931
  br label %20, !dbg !932

20:                                               ; preds = %7, %16
  %21 = phi i32 [ %19, %16 ], [ %13, %7 ], !dbg !916
  ret i32 %21, !dbg !933
}

declare !dbg !934 ptr @lua_pushlstring(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind memory(read)
declare !dbg !937 noundef ptr @getenv(ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !941 ptr @strstr(ptr noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !944 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

declare !dbg !947 void @luaL_addlstring(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

declare !dbg !950 i32 @lua_toboolean(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal range(i32 1, 3) i32 @ll_require(ptr noundef %0) #0 !dbg !951 {
  %2 = alloca %struct.luaL_Buffer, align 8, !DIAssignID !955
    #dbg_value(ptr %0, !953, !DIExpression(), !956)
  %3 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #7, !dbg !957
    #dbg_value(ptr %3, !954, !DIExpression(), !956)
  tail call void @lua_settop(ptr noundef %0, i32 noundef 1) #7, !dbg !958
  %4 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001000, ptr noundef nonnull @.str.8) #7, !dbg !959
  %5 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef 2, ptr noundef %3) #7, !dbg !960
  %6 = tail call i32 @lua_toboolean(ptr noundef %0, i32 noundef -1) #7, !dbg !961
  %7 = icmp eq i32 %6, 0, !dbg !961
  br i1 %7, label %8, label %47, !dbg !963

8:                                                ; preds = %1
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #7, !dbg !964
    #dbg_assign(i1 undef, !965, !DIExpression(), !955, ptr %2, !DIExpression(), !971)
    #dbg_value(ptr %0, !968, !DIExpression(), !971)
    #dbg_value(ptr %3, !969, !DIExpression(), !971)
  call void @llvm.lifetime.start.p0(i64 1056, ptr nonnull %2) #7, !dbg !973
  %9 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001001, ptr noundef nonnull @.str.16) #7, !dbg !974
  %10 = icmp eq i32 %9, 5, !dbg !974
  br i1 %10, label %13, label %11, !dbg !976, !prof !421

11:                                               ; preds = %8
  %12 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.40) #7, !dbg !977
  br label %13, !dbg !977

13:                                               ; preds = %11, %8
  call void @luaL_buffinit(ptr noundef %0, ptr noundef nonnull %2) #7, !dbg !978
    #dbg_value(i32 1, !970, !DIExpression(), !971)
  %14 = getelementptr inbounds i8, ptr %2, i64 16
  br label %15, !dbg !979

15:                                               ; preds = %35, %13
  %16 = phi i64 [ %36, %35 ], [ 1, %13 ], !dbg !981
    #dbg_value(i64 %16, !970, !DIExpression(), !971)
  call void @luaL_addstring(ptr noundef nonnull %2, ptr noundef nonnull @.str.41) #7, !dbg !982
  %17 = call i32 @lua_rawgeti(ptr noundef %0, i32 noundef 3, i64 noundef %16) #7, !dbg !985
  %18 = icmp eq i32 %17, 0, !dbg !985
  br i1 %18, label %19, label %24, !dbg !987, !prof !500

19:                                               ; preds = %15
  call void @lua_settop(ptr noundef %0, i32 noundef -2) #7, !dbg !988
  %20 = load i64, ptr %14, align 8, !dbg !990, !tbaa !320
  %21 = add i64 %20, -2, !dbg !990
  store i64 %21, ptr %14, align 8, !dbg !990, !tbaa !320, !DIAssignID !991
    #dbg_assign(i64 %21, !965, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !991, ptr %14, !DIExpression(), !971)
  call void @luaL_pushresult(ptr noundef nonnull %2) #7, !dbg !992
  %22 = call ptr @lua_tolstring(ptr noundef %0, i32 noundef -1, ptr noundef null) #7, !dbg !993
  %23 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.42, ptr noundef %3, ptr noundef %22) #7, !dbg !994
  br label %24, !dbg !995

24:                                               ; preds = %19, %15
  %25 = call ptr @lua_pushstring(ptr noundef %0, ptr noundef %3) #7, !dbg !996
  call void @lua_callk(ptr noundef %0, i32 noundef 1, i32 noundef 2, i64 noundef 0, ptr noundef null) #7, !dbg !997
  %26 = call i32 @lua_type(ptr noundef %0, i32 noundef -2) #7, !dbg !998
  %27 = icmp eq i32 %26, 6, !dbg !998
  br i1 %27, label %37, label %28, !dbg !1000

28:                                               ; preds = %24
  %29 = call i32 @lua_isstring(ptr noundef %0, i32 noundef -2) #7, !dbg !1001
  %30 = icmp eq i32 %29, 0, !dbg !1001
  br i1 %30, label %32, label %31, !dbg !1003

31:                                               ; preds = %28
  call void @lua_settop(ptr noundef %0, i32 noundef -2) #7, !dbg !1004
  call void @luaL_addvalue(ptr noundef nonnull %2) #7, !dbg !1006
  br label %35, !dbg !1007

32:                                               ; preds = %28
  call void @lua_settop(ptr noundef %0, i32 noundef -3) #7, !dbg !1008
  %33 = load i64, ptr %14, align 8, !dbg !1010, !tbaa !320
  %34 = add i64 %33, -2, !dbg !1010
  store i64 %34, ptr %14, align 8, !dbg !1010, !tbaa !320, !DIAssignID !1011
    #dbg_assign(i64 %34, !965, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1011, ptr %14, !DIExpression(), !971)
  br label %35

35:                                               ; preds = %32, %31
  %36 = add nuw nsw i64 %16, 1, !dbg !1012
    #dbg_value(i64 %36, !970, !DIExpression(), !971)
  br label %15, !dbg !1013, !llvm.loop !1014

37:                                               ; preds = %24
  call void @llvm.lifetime.end.p0(i64 1056, ptr nonnull %2) #7, !dbg !1017
  call void @lua_rotate(ptr noundef %0, i32 noundef -2, i32 noundef 1) #7, !dbg !1018
  call void @lua_pushvalue(ptr noundef %0, i32 noundef 1) #7, !dbg !1019
  call void @lua_pushvalue(ptr noundef %0, i32 noundef -3) #7, !dbg !1020
  call void @lua_callk(ptr noundef %0, i32 noundef 2, i32 noundef 1, i64 noundef 0, ptr noundef null) #7, !dbg !1021
  %38 = call i32 @lua_type(ptr noundef %0, i32 noundef -1) #7, !dbg !1022
  %39 = icmp eq i32 %38, 0, !dbg !1022
  br i1 %39, label %41, label %40, !dbg !1024

40:                                               ; preds = %37
  call void @lua_setfield(ptr noundef %0, i32 noundef 2, ptr noundef %3) #7, !dbg !1025
  br label %42, !dbg !1025

41:                                               ; preds = %37
  call void @lua_settop(ptr noundef %0, i32 noundef -2) #7, !dbg !1026
  br label %42

42:                                               ; preds = %41, %40
  %43 = call i32 @lua_getfield(ptr noundef %0, i32 noundef 2, ptr noundef %3) #7, !dbg !1027
  %44 = icmp eq i32 %43, 0, !dbg !1029
  br i1 %44, label %45, label %46, !dbg !1030

45:                                               ; preds = %42
  call void @lua_pushboolean(ptr noundef %0, i32 noundef 1) #7, !dbg !1031
  call void @lua_copy(ptr noundef %0, i32 noundef -1, i32 noundef -2) #7, !dbg !1033
  call void @lua_setfield(ptr noundef %0, i32 noundef 2, ptr noundef %3) #7, !dbg !1034
  br label %46, !dbg !1035

46:                                               ; preds = %45, %42
  call void @lua_rotate(ptr noundef %0, i32 noundef -2, i32 noundef 1) #7, !dbg !1036
  br label %47, !dbg !1037

47:                                               ; preds = %1, %46
  %48 = phi i32 [ 2, %46 ], [ 1, %1 ], !dbg !956
  ret i32 %48, !dbg !1038
}

declare !dbg !1039 void @lua_callk(ptr noundef, i32 noundef, i32 noundef, i64 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !1049 i32 @lua_type(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !1050 void @lua_copy(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !1051 i32 @lua_isstring(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !1052 void @luaL_addvalue(ptr noundef) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!183, !184, !185, !186, !187, !188, !189}
!llvm.ident = !{!190}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "pk_funcs", scope: !2, file: !3, line: 682, type: !182, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/lua/loadlib.c", directory: ".", checksumkind: CSK_MD5, checksum: "6d1561bf841f72e7ef1428123baf3430")
!4 = !{!5, !6}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_CFunction", file: !7, line: 106, baseType: !8)
!7 = !DIFile(filename: "src/lua/lua.h", directory: ".", checksumkind: CSK_MD5, checksum: "ece01bd891804d6468c3a8128cee43b0")
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DISubroutineType(types: !10)
!10 = !{!11, !12}
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_State", file: !7, line: 57, baseType: !14)
!14 = !DICompositeType(tag: DW_TAG_structure_type, name: "lua_State", file: !7, line: 57, flags: DIFlagFwdDecl)
!15 = !{!16, !22, !27, !32, !37, !42, !47, !52, !57, !62, !64, !66, !68, !70, !75, !77, !79, !81, !0, !83, !85, !87, !92, !94, !96, !98, !100, !102, !107, !109, !119, !124, !126, !131, !136, !138, !140, !142, !147, !149, !151, !156, !158, !160, !170, !175, !177}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 740, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 40, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 5)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 740, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 72, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 9)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 740, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 1208, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 151)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 741, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 48, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 6)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 741, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 80, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 10)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !3, line: 741, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 552, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 69)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 743, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 88, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 11)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !3, line: 745, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 56, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 7)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !3, line: 747, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 64, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 8)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !3, line: 748, type: !54, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !3, line: 750, type: !24, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !3, line: 751, type: !59, isLocal: true, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !3, line: 53, type: !54, isLocal: true, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(name: "CLIBS", scope: !2, file: !3, line: 53, type: !72, isLocal: true, isDefinition: true)
!72 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !73)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64)
!74 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !3, line: 730, type: !18, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !3, line: 683, type: !59, isLocal: true, isDefinition: true)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !3, line: 684, type: !49, isLocal: true, isDefinition: true)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !3, line: 689, type: !39, isLocal: true, isDefinition: true)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !3, line: 411, type: !18, isLocal: true, isDefinition: true)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !3, line: 411, type: !18, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !3, line: 502, type: !89, isLocal: true, isDefinition: true)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 16, elements: !90)
!90 = !{!91}
!91 = !DISubrange(count: 2)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !3, line: 503, type: !89, isLocal: true, isDefinition: true)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !3, line: 485, type: !89, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !3, line: 444, type: !89, isLocal: true, isDefinition: true)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !3, line: 426, type: !89, isLocal: true, isDefinition: true)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(scope: null, file: !3, line: 465, type: !39, isLocal: true, isDefinition: true)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(scope: null, file: !3, line: 466, type: !104, isLocal: true, isDefinition: true)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 104, elements: !105)
!105 = !{!106}
!106 = !DISubrange(count: 13)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(scope: null, file: !3, line: 467, type: !89, isLocal: true, isDefinition: true)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(name: "searchers", scope: !111, file: !3, line: 702, type: !117, isLocal: true, isDefinition: true)
!111 = distinct !DISubprogram(name: "createsearcherstable", scope: !3, file: !3, line: 701, type: !112, scopeLine: 701, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !114)
!112 = !DISubroutineType(types: !113)
!113 = !{null, !12}
!114 = !{!115, !116}
!115 = !DILocalVariable(name: "L", arg: 1, scope: !111, file: !3, line: 701, type: !12)
!116 = !DILocalVariable(name: "i", scope: !111, file: !3, line: 709, type: !11)
!117 = !DICompositeType(tag: DW_TAG_array_type, baseType: !118, size: 320, elements: !20)
!118 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(scope: null, file: !3, line: 605, type: !121, isLocal: true, isDefinition: true)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 248, elements: !122)
!122 = !{!123}
!123 = !DISubrange(count: 31)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !3, line: 609, type: !39, isLocal: true, isDefinition: true)
!126 = !DIGlobalVariableExpression(var: !127, expr: !DIExpression())
!127 = distinct !DIGlobalVariable(scope: null, file: !3, line: 520, type: !128, isLocal: true, isDefinition: true)
!128 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 240, elements: !129)
!129 = !{!130}
!130 = !DISubrange(count: 30)
!131 = !DIGlobalVariableExpression(var: !132, expr: !DIExpression())
!132 = distinct !DIGlobalVariable(scope: null, file: !3, line: 531, type: !133, isLocal: true, isDefinition: true)
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 368, elements: !134)
!134 = !{!135}
!135 = !DISubrange(count: 46)
!136 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression())
!137 = distinct !DIGlobalVariable(scope: null, file: !3, line: 556, type: !89, isLocal: true, isDefinition: true)
!138 = !DIGlobalVariableExpression(var: !139, expr: !DIExpression())
!139 = distinct !DIGlobalVariable(scope: null, file: !3, line: 557, type: !89, isLocal: true, isDefinition: true)
!140 = !DIGlobalVariableExpression(var: !141, expr: !DIExpression())
!141 = distinct !DIGlobalVariable(scope: null, file: !3, line: 561, type: !49, isLocal: true, isDefinition: true)
!142 = !DIGlobalVariableExpression(var: !143, expr: !DIExpression())
!143 = distinct !DIGlobalVariable(scope: null, file: !3, line: 592, type: !144, isLocal: true, isDefinition: true)
!144 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 224, elements: !145)
!145 = !{!146}
!146 = !DISubrange(count: 28)
!147 = !DIGlobalVariableExpression(var: !148, expr: !DIExpression())
!148 = distinct !DIGlobalVariable(scope: null, file: !3, line: 292, type: !18, isLocal: true, isDefinition: true)
!149 = !DIGlobalVariableExpression(var: !150, expr: !DIExpression())
!150 = distinct !DIGlobalVariable(scope: null, file: !3, line: 292, type: !18, isLocal: true, isDefinition: true)
!151 = !DIGlobalVariableExpression(var: !152, expr: !DIExpression())
!152 = distinct !DIGlobalVariable(scope: null, file: !3, line: 298, type: !153, isLocal: true, isDefinition: true)
!153 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 24, elements: !154)
!154 = !{!155}
!155 = !DISubrange(count: 3)
!156 = !DIGlobalVariableExpression(var: !157, expr: !DIExpression())
!157 = distinct !DIGlobalVariable(scope: null, file: !3, line: 278, type: !39, isLocal: true, isDefinition: true)
!158 = !DIGlobalVariableExpression(var: !159, expr: !DIExpression())
!159 = distinct !DIGlobalVariable(scope: null, file: !3, line: 696, type: !59, isLocal: true, isDefinition: true)
!160 = !DIGlobalVariableExpression(var: !161, expr: !DIExpression())
!161 = distinct !DIGlobalVariable(name: "ll_funcs", scope: !2, file: !3, line: 695, type: !162, isLocal: true, isDefinition: true)
!162 = !DICompositeType(tag: DW_TAG_array_type, baseType: !163, size: 256, elements: !90)
!163 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !164)
!164 = !DIDerivedType(tag: DW_TAG_typedef, name: "luaL_Reg", file: !165, line: 41, baseType: !166)
!165 = !DIFile(filename: "src/lua/lauxlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "b087cc8e8fc232f07303fedbce668c17")
!166 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "luaL_Reg", file: !165, line: 38, size: 128, elements: !167)
!167 = !{!168, !169}
!168 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !166, file: !165, line: 39, baseType: !73, size: 64)
!169 = !DIDerivedType(tag: DW_TAG_member, name: "func", scope: !166, file: !165, line: 40, baseType: !6, size: 64, offset: 64)
!170 = !DIGlobalVariableExpression(var: !171, expr: !DIExpression())
!171 = distinct !DIGlobalVariable(scope: null, file: !3, line: 621, type: !172, isLocal: true, isDefinition: true)
!172 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 288, elements: !173)
!173 = !{!174}
!174 = !DISubrange(count: 36)
!175 = !DIGlobalVariableExpression(var: !176, expr: !DIExpression())
!176 = distinct !DIGlobalVariable(scope: null, file: !3, line: 625, type: !153, isLocal: true, isDefinition: true)
!177 = !DIGlobalVariableExpression(var: !178, expr: !DIExpression())
!178 = distinct !DIGlobalVariable(scope: null, file: !3, line: 630, type: !179, isLocal: true, isDefinition: true)
!179 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 200, elements: !180)
!180 = !{!181}
!181 = !DISubrange(count: 25)
!182 = !DICompositeType(tag: DW_TAG_array_type, baseType: !163, size: 1024, elements: !60)
!183 = !{i32 7, !"Dwarf Version", i32 5}
!184 = !{i32 2, !"Debug Info Version", i32 3}
!185 = !{i32 1, !"wchar_size", i32 4}
!186 = !{i32 8, !"PIC Level", i32 2}
!187 = !{i32 7, !"PIE Level", i32 2}
!188 = !{i32 7, !"uwtable", i32 2}
!189 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!190 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!191 = distinct !DISubprogram(name: "luaopen_package", scope: !3, file: !3, line: 735, type: !9, scopeLine: 735, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !192)
!192 = !{!193}
!193 = !DILocalVariable(name: "L", arg: 1, scope: !191, file: !3, line: 735, type: !12)
!194 = !DILocation(line: 0, scope: !191)
!195 = !DILocalVariable(name: "L", arg: 1, scope: !196, file: !3, line: 726, type: !12)
!196 = distinct !DISubprogram(name: "createclibstable", scope: !3, file: !3, line: 726, type: !112, scopeLine: 726, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !197)
!197 = !{!195}
!198 = !DILocation(line: 0, scope: !196, inlinedAt: !199)
!199 = distinct !DILocation(line: 736, column: 3, scope: !191)
!200 = !DILocation(line: 727, column: 3, scope: !196, inlinedAt: !199)
!201 = !DILocation(line: 728, column: 3, scope: !196, inlinedAt: !199)
!202 = !DILocation(line: 729, column: 3, scope: !196, inlinedAt: !199)
!203 = !DILocation(line: 730, column: 3, scope: !196, inlinedAt: !199)
!204 = !DILocation(line: 731, column: 3, scope: !196, inlinedAt: !199)
!205 = !DILocation(line: 737, column: 3, scope: !191)
!206 = !DILocation(line: 0, scope: !111, inlinedAt: !207)
!207 = distinct !DILocation(line: 738, column: 3, scope: !191)
!208 = !DILocation(line: 711, column: 3, scope: !111, inlinedAt: !207)
!209 = !DILocation(line: 714, column: 5, scope: !210, inlinedAt: !207)
!210 = distinct !DILexicalBlock(scope: !211, file: !3, line: 713, column: 40)
!211 = distinct !DILexicalBlock(scope: !212, file: !3, line: 713, column: 3)
!212 = distinct !DILexicalBlock(scope: !111, file: !3, line: 713, column: 3)
!213 = !DILocation(line: 715, column: 5, scope: !210, inlinedAt: !207)
!214 = !DILocation(line: 716, column: 5, scope: !210, inlinedAt: !207)
!215 = !DILocation(line: 718, column: 3, scope: !111, inlinedAt: !207)
!216 = !DILocation(line: 740, column: 3, scope: !191)
!217 = !DILocation(line: 741, column: 3, scope: !191)
!218 = !DILocation(line: 743, column: 3, scope: !191)
!219 = !DILocation(line: 745, column: 3, scope: !191)
!220 = !DILocation(line: 747, column: 3, scope: !191)
!221 = !DILocation(line: 748, column: 3, scope: !191)
!222 = !DILocation(line: 750, column: 3, scope: !191)
!223 = !DILocation(line: 751, column: 3, scope: !191)
!224 = !DILocation(line: 752, column: 3, scope: !191)
!225 = !DILocation(line: 753, column: 3, scope: !191)
!226 = !DILocation(line: 754, column: 3, scope: !191)
!227 = !DILocation(line: 755, column: 3, scope: !191)
!228 = !DILocation(line: 756, column: 3, scope: !191)
!229 = !DISubprogram(name: "luaL_checkversion_", scope: !165, file: !165, line: 46, type: !230, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!230 = !DISubroutineType(types: !231)
!231 = !{null, !12, !232, !234}
!232 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Number", file: !7, line: 90, baseType: !233)
!233 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!234 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !235, line: 18, baseType: !236)
!235 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!236 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!237 = !DISubprogram(name: "lua_createtable", scope: !7, file: !7, line: 269, type: !238, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!238 = !DISubroutineType(types: !239)
!239 = !{null, !12, !11, !11}
!240 = !DISubprogram(name: "luaL_setfuncs", scope: !165, file: !165, line: 110, type: !241, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!241 = !DISubroutineType(types: !242)
!242 = !{null, !12, !243, !11}
!243 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !163, size: 64)
!244 = distinct !DISubprogram(name: "setpath", scope: !3, file: !3, line: 288, type: !245, scopeLine: 290, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !247)
!245 = !DISubroutineType(types: !246)
!246 = !{null, !12, !73, !73, !73}
!247 = !{!248, !249, !250, !251, !252, !253, !254, !255, !259}
!248 = !DILocalVariable(name: "L", arg: 1, scope: !244, file: !3, line: 288, type: !12)
!249 = !DILocalVariable(name: "fieldname", arg: 2, scope: !244, file: !3, line: 288, type: !73)
!250 = !DILocalVariable(name: "envname", arg: 3, scope: !244, file: !3, line: 289, type: !73)
!251 = !DILocalVariable(name: "dft", arg: 4, scope: !244, file: !3, line: 290, type: !73)
!252 = !DILocalVariable(name: "dftmark", scope: !244, file: !3, line: 291, type: !73)
!253 = !DILocalVariable(name: "nver", scope: !244, file: !3, line: 292, type: !73)
!254 = !DILocalVariable(name: "path", scope: !244, file: !3, line: 293, type: !73)
!255 = !DILocalVariable(name: "len", scope: !256, file: !3, line: 301, type: !234)
!256 = distinct !DILexicalBlock(scope: !257, file: !3, line: 300, column: 8)
!257 = distinct !DILexicalBlock(scope: !258, file: !3, line: 298, column: 12)
!258 = distinct !DILexicalBlock(scope: !244, file: !3, line: 296, column: 7)
!259 = !DILocalVariable(name: "b", scope: !256, file: !3, line: 302, type: !260)
!260 = !DIDerivedType(tag: DW_TAG_typedef, name: "luaL_Buffer", file: !165, line: 23, baseType: !261)
!261 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "luaL_Buffer", file: !165, line: 191, size: 8448, elements: !262)
!262 = !{!263, !265, !266, !267, !268}
!263 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !261, file: !165, line: 192, baseType: !264, size: 64)
!264 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!265 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !261, file: !165, line: 193, baseType: !234, size: 64, offset: 64)
!266 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !261, file: !165, line: 194, baseType: !234, size: 64, offset: 128)
!267 = !DIDerivedType(tag: DW_TAG_member, name: "L", scope: !261, file: !165, line: 195, baseType: !12, size: 64, offset: 192)
!268 = !DIDerivedType(tag: DW_TAG_member, name: "init", scope: !261, file: !165, line: 199, baseType: !269, size: 8192, offset: 256)
!269 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !261, file: !165, line: 196, size: 8192, elements: !270)
!270 = !{!271, !272, !273, !274, !277, !279}
!271 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !269, file: !165, line: 197, baseType: !232, size: 64)
!272 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !269, file: !165, line: 197, baseType: !233, size: 64)
!273 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !269, file: !165, line: 197, baseType: !5, size: 64)
!274 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !269, file: !165, line: 197, baseType: !275, size: 64)
!275 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Integer", file: !7, line: 94, baseType: !276)
!276 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!277 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !269, file: !165, line: 197, baseType: !278, size: 64)
!278 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!279 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !269, file: !165, line: 198, baseType: !280, size: 8192)
!280 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 8192, elements: !281)
!281 = !{!282}
!282 = !DISubrange(count: 1024)
!283 = distinct !DIAssignID()
!284 = !DILocation(line: 0, scope: !256)
!285 = !DILocation(line: 0, scope: !244)
!286 = !DILocation(line: 292, column: 22, scope: !244)
!287 = !DILocation(line: 293, column: 22, scope: !244)
!288 = !DILocation(line: 294, column: 12, scope: !289)
!289 = distinct !DILexicalBlock(scope: !244, file: !3, line: 294, column: 7)
!290 = !DILocation(line: 294, column: 7, scope: !244)
!291 = !DILocation(line: 295, column: 12, scope: !289)
!292 = !DILocation(line: 296, column: 12, scope: !258)
!293 = !DILocation(line: 296, column: 20, scope: !258)
!294 = !DILocalVariable(name: "L", arg: 1, scope: !295, file: !3, line: 276, type: !12)
!295 = distinct !DISubprogram(name: "noenv", scope: !3, file: !3, line: 276, type: !9, scopeLine: 276, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !296)
!296 = !{!294, !297}
!297 = !DILocalVariable(name: "b", scope: !295, file: !3, line: 277, type: !11)
!298 = !DILocation(line: 0, scope: !295, inlinedAt: !299)
!299 = distinct !DILocation(line: 296, column: 23, scope: !258)
!300 = !DILocation(line: 278, column: 3, scope: !295, inlinedAt: !299)
!301 = !DILocation(line: 279, column: 7, scope: !295, inlinedAt: !299)
!302 = !DILocation(line: 280, column: 3, scope: !295, inlinedAt: !299)
!303 = !DILocation(line: 296, column: 23, scope: !258)
!304 = !DILocation(line: 296, column: 7, scope: !244)
!305 = !DILocation(line: 297, column: 5, scope: !258)
!306 = !DILocation(line: 298, column: 23, scope: !257)
!307 = !DILocation(line: 298, column: 64, scope: !257)
!308 = !DILocation(line: 298, column: 12, scope: !258)
!309 = !DILocation(line: 299, column: 5, scope: !257)
!310 = !DILocation(line: 301, column: 18, scope: !256)
!311 = !DILocation(line: 302, column: 5, scope: !256)
!312 = !DILocation(line: 303, column: 5, scope: !256)
!313 = !DILocation(line: 304, column: 14, scope: !314)
!314 = distinct !DILexicalBlock(scope: !256, file: !3, line: 304, column: 9)
!315 = !DILocation(line: 304, column: 9, scope: !256)
!316 = !DILocation(line: 305, column: 41, scope: !317)
!317 = distinct !DILexicalBlock(scope: !314, file: !3, line: 304, column: 25)
!318 = !DILocation(line: 305, column: 7, scope: !317)
!319 = !DILocation(line: 306, column: 7, scope: !317)
!320 = !{!321, !325, i64 16}
!321 = !{!"luaL_Buffer", !322, i64 0, !325, i64 8, !325, i64 16, !322, i64 24, !323, i64 32}
!322 = !{!"any pointer", !323, i64 0}
!323 = !{!"omnipotent char", !324, i64 0}
!324 = !{!"Simple C/C++ TBAA"}
!325 = !{!"long", !323, i64 0}
!326 = !{!321, !325, i64 8}
!327 = !{!321, !322, i64 0}
!328 = distinct !DIAssignID()
!329 = !{!323, !323, i64 0}
!330 = !DILocation(line: 307, column: 5, scope: !317)
!331 = !DILocation(line: 308, column: 5, scope: !256)
!332 = !DILocation(line: 309, column: 24, scope: !333)
!333 = distinct !DILexicalBlock(scope: !256, file: !3, line: 309, column: 9)
!334 = !DILocation(line: 309, column: 30, scope: !333)
!335 = !DILocation(line: 309, column: 17, scope: !333)
!336 = !DILocation(line: 309, column: 9, scope: !256)
!337 = !DILocation(line: 310, column: 7, scope: !338)
!338 = distinct !DILexicalBlock(scope: !333, file: !3, line: 309, column: 35)
!339 = distinct !DIAssignID()
!340 = !DILocation(line: 311, column: 35, scope: !338)
!341 = !DILocation(line: 311, column: 57, scope: !338)
!342 = !DILocation(line: 311, column: 7, scope: !338)
!343 = !DILocation(line: 312, column: 5, scope: !338)
!344 = !DILocation(line: 313, column: 5, scope: !256)
!345 = !DILocation(line: 314, column: 3, scope: !257)
!346 = !DILocation(line: 316, column: 3, scope: !244)
!347 = !DILocation(line: 317, column: 3, scope: !244)
!348 = !DILocation(line: 318, column: 1, scope: !244)
!349 = !DISubprogram(name: "lua_pushstring", scope: !7, file: !7, line: 248, type: !350, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!350 = !DISubroutineType(types: !351)
!351 = !{!73, !12, !73}
!352 = !DISubprogram(name: "lua_setfield", scope: !7, file: !7, line: 280, type: !353, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!353 = !DISubroutineType(types: !354)
!354 = !{null, !12, !11, !73}
!355 = !DISubprogram(name: "luaL_getsubtable", scope: !165, file: !165, line: 112, type: !356, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!356 = !DISubroutineType(types: !357)
!357 = !{!11, !12, !11, !73}
!358 = !DISubprogram(name: "lua_rawgeti", scope: !7, file: !7, line: 266, type: !359, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!359 = !DISubroutineType(types: !360)
!360 = !{!11, !12, !11, !275}
!361 = !DISubprogram(name: "lua_pushvalue", scope: !7, file: !7, line: 181, type: !362, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!362 = !DISubroutineType(types: !363)
!363 = !{null, !12, !11}
!364 = !DISubprogram(name: "lua_settop", scope: !7, file: !7, line: 180, type: !362, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!365 = !DISubprogram(name: "lua_pushcclosure", scope: !7, file: !7, line: 252, type: !366, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!366 = !DISubroutineType(types: !367)
!367 = !{null, !12, !6, !11}
!368 = distinct !DISubprogram(name: "gctm", scope: !3, file: !3, line: 354, type: !9, scopeLine: 354, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !369)
!369 = !{!370, !371}
!370 = !DILocalVariable(name: "L", arg: 1, scope: !368, file: !3, line: 354, type: !12)
!371 = !DILocalVariable(name: "n", scope: !368, file: !3, line: 355, type: !275)
!372 = !DILocation(line: 0, scope: !368)
!373 = !DILocation(line: 355, column: 19, scope: !368)
!374 = !DILocation(line: 356, column: 12, scope: !375)
!375 = distinct !DILexicalBlock(scope: !376, file: !3, line: 356, column: 3)
!376 = distinct !DILexicalBlock(scope: !368, file: !3, line: 356, column: 3)
!377 = !DILocation(line: 356, column: 3, scope: !376)
!378 = !DILocation(line: 357, column: 5, scope: !379)
!379 = distinct !DILexicalBlock(scope: !375, file: !3, line: 356, column: 23)
!380 = !DILocation(line: 358, column: 20, scope: !379)
!381 = !DILocalVariable(name: "lib", arg: 1, scope: !382, file: !3, line: 119, type: !5)
!382 = distinct !DISubprogram(name: "lsys_unloadlib", scope: !3, file: !3, line: 119, type: !383, scopeLine: 119, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !385)
!383 = !DISubroutineType(types: !384)
!384 = !{null, !5}
!385 = !{!381}
!386 = !DILocation(line: 0, scope: !382, inlinedAt: !387)
!387 = distinct !DILocation(line: 358, column: 5, scope: !379)
!388 = !DILocation(line: 120, column: 3, scope: !382, inlinedAt: !387)
!389 = !DILocation(line: 359, column: 5, scope: !379)
!390 = !DILocation(line: 356, column: 19, scope: !375)
!391 = distinct !{!391, !377, !392, !393}
!392 = !DILocation(line: 360, column: 3, scope: !376)
!393 = !{!"llvm.loop.mustprogress"}
!394 = !DILocation(line: 361, column: 3, scope: !368)
!395 = !DISubprogram(name: "lua_setmetatable", scope: !7, file: !7, line: 285, type: !396, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!396 = !DISubroutineType(types: !397)
!397 = !{!11, !12, !11}
!398 = !DISubprogram(name: "luaL_len", scope: !165, file: !165, line: 103, type: !399, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!399 = !DISubroutineType(types: !400)
!400 = !{!275, !12, !11}
!401 = !DISubprogram(name: "lua_touserdata", scope: !7, file: !7, line: 207, type: !402, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!402 = !DISubroutineType(types: !403)
!403 = !{!5, !12, !11}
!404 = !DISubprogram(name: "dlclose", scope: !405, file: !405, line: 60, type: !406, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!405 = !DIFile(filename: "/usr/include/dlfcn.h", directory: "", checksumkind: CSK_MD5, checksum: "a85e16914ba758c1e9cd8659eda37533")
!406 = !DISubroutineType(types: !407)
!407 = !{!11, !5}
!408 = distinct !DISubprogram(name: "ll_loadlib", scope: !3, file: !3, line: 402, type: !9, scopeLine: 402, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !409)
!409 = !{!410, !411, !412, !413}
!410 = !DILocalVariable(name: "L", arg: 1, scope: !408, file: !3, line: 402, type: !12)
!411 = !DILocalVariable(name: "path", scope: !408, file: !3, line: 403, type: !73)
!412 = !DILocalVariable(name: "init", scope: !408, file: !3, line: 404, type: !73)
!413 = !DILocalVariable(name: "stat", scope: !408, file: !3, line: 405, type: !11)
!414 = !DILocation(line: 0, scope: !408)
!415 = !DILocation(line: 403, column: 22, scope: !408)
!416 = !DILocation(line: 404, column: 22, scope: !408)
!417 = !DILocation(line: 405, column: 14, scope: !408)
!418 = !DILocation(line: 406, column: 7, scope: !419)
!419 = distinct !DILexicalBlock(scope: !408, file: !3, line: 406, column: 7)
!420 = !DILocation(line: 406, column: 7, scope: !408)
!421 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!422 = !DILocation(line: 409, column: 5, scope: !423)
!423 = distinct !DILexicalBlock(scope: !419, file: !3, line: 408, column: 8)
!424 = !DILocation(line: 410, column: 5, scope: !423)
!425 = !DILocation(line: 411, column: 29, scope: !423)
!426 = !DILocation(line: 411, column: 23, scope: !423)
!427 = !DILocation(line: 411, column: 5, scope: !423)
!428 = !DILocation(line: 412, column: 5, scope: !423)
!429 = !DILocation(line: 0, scope: !419)
!430 = !DILocation(line: 414, column: 1, scope: !408)
!431 = distinct !DISubprogram(name: "ll_searchpath", scope: !3, file: !3, line: 499, type: !9, scopeLine: 499, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !432)
!432 = !{!433, !434}
!433 = !DILocalVariable(name: "L", arg: 1, scope: !431, file: !3, line: 499, type: !12)
!434 = !DILocalVariable(name: "f", scope: !431, file: !3, line: 500, type: !73)
!435 = !DILocation(line: 0, scope: !431)
!436 = !DILocation(line: 500, column: 33, scope: !431)
!437 = !DILocation(line: 501, column: 33, scope: !431)
!438 = !DILocation(line: 502, column: 33, scope: !431)
!439 = !DILocation(line: 503, column: 33, scope: !431)
!440 = !DILocation(line: 500, column: 19, scope: !431)
!441 = !DILocation(line: 504, column: 9, scope: !442)
!442 = distinct !DILexicalBlock(scope: !431, file: !3, line: 504, column: 7)
!443 = !DILocation(line: 504, column: 7, scope: !431)
!444 = !DILocation(line: 506, column: 5, scope: !445)
!445 = distinct !DILexicalBlock(scope: !442, file: !3, line: 505, column: 8)
!446 = !DILocation(line: 507, column: 5, scope: !445)
!447 = !DILocation(line: 508, column: 5, scope: !445)
!448 = !DILocation(line: 0, scope: !442)
!449 = !DILocation(line: 510, column: 1, scope: !431)
!450 = !DISubprogram(name: "luaL_checklstring", scope: !165, file: !165, line: 55, type: !451, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!451 = !DISubroutineType(types: !452)
!452 = !{!73, !12, !11, !453}
!453 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !234, size: 64)
!454 = distinct !DISubprogram(name: "lookforfunc", scope: !3, file: !3, line: 381, type: !455, scopeLine: 381, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !457)
!455 = !DISubroutineType(types: !456)
!456 = !{!11, !12, !73, !73}
!457 = !{!458, !459, !460, !461, !462}
!458 = !DILocalVariable(name: "L", arg: 1, scope: !454, file: !3, line: 381, type: !12)
!459 = !DILocalVariable(name: "path", arg: 2, scope: !454, file: !3, line: 381, type: !73)
!460 = !DILocalVariable(name: "sym", arg: 3, scope: !454, file: !3, line: 381, type: !73)
!461 = !DILocalVariable(name: "reg", scope: !454, file: !3, line: 382, type: !5)
!462 = !DILocalVariable(name: "f", scope: !463, file: !3, line: 393, type: !6)
!463 = distinct !DILexicalBlock(scope: !464, file: !3, line: 392, column: 8)
!464 = distinct !DILexicalBlock(scope: !454, file: !3, line: 388, column: 7)
!465 = !DILocation(line: 0, scope: !454)
!466 = !DILocalVariable(name: "L", arg: 1, scope: !467, file: !3, line: 326, type: !12)
!467 = distinct !DISubprogram(name: "checkclib", scope: !3, file: !3, line: 326, type: !468, scopeLine: 326, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !470)
!468 = !DISubroutineType(types: !469)
!469 = !{!5, !12, !73}
!470 = !{!466, !471, !472}
!471 = !DILocalVariable(name: "path", arg: 2, scope: !467, file: !3, line: 326, type: !73)
!472 = !DILocalVariable(name: "plib", scope: !467, file: !3, line: 327, type: !5)
!473 = !DILocation(line: 0, scope: !467, inlinedAt: !474)
!474 = distinct !DILocation(line: 382, column: 15, scope: !454)
!475 = !DILocation(line: 328, column: 3, scope: !467, inlinedAt: !474)
!476 = !DILocation(line: 329, column: 3, scope: !467, inlinedAt: !474)
!477 = !DILocation(line: 330, column: 10, scope: !467, inlinedAt: !474)
!478 = !DILocation(line: 331, column: 3, scope: !467, inlinedAt: !474)
!479 = !DILocation(line: 383, column: 11, scope: !480)
!480 = distinct !DILexicalBlock(scope: !454, file: !3, line: 383, column: 7)
!481 = !DILocation(line: 383, column: 7, scope: !454)
!482 = !DILocation(line: 384, column: 30, scope: !483)
!483 = distinct !DILexicalBlock(scope: !480, file: !3, line: 383, column: 20)
!484 = !DILocation(line: 384, column: 35, scope: !483)
!485 = !DILocalVariable(name: "L", arg: 1, scope: !486, file: !3, line: 124, type: !12)
!486 = distinct !DISubprogram(name: "lsys_load", scope: !3, file: !3, line: 124, type: !487, scopeLine: 124, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !489)
!487 = !DISubroutineType(types: !488)
!488 = !{!5, !12, !73, !11}
!489 = !{!485, !490, !491, !492}
!490 = !DILocalVariable(name: "path", arg: 2, scope: !486, file: !3, line: 124, type: !73)
!491 = !DILocalVariable(name: "seeglb", arg: 3, scope: !486, file: !3, line: 124, type: !11)
!492 = !DILocalVariable(name: "lib", scope: !486, file: !3, line: 125, type: !5)
!493 = !DILocation(line: 0, scope: !486, inlinedAt: !494)
!494 = distinct !DILocation(line: 384, column: 11, scope: !483)
!495 = !DILocation(line: 125, column: 37, scope: !486, inlinedAt: !494)
!496 = !DILocation(line: 125, column: 15, scope: !486, inlinedAt: !494)
!497 = !DILocation(line: 126, column: 7, scope: !498, inlinedAt: !494)
!498 = distinct !DILexicalBlock(scope: !486, file: !3, line: 126, column: 7)
!499 = !DILocation(line: 126, column: 7, scope: !486, inlinedAt: !494)
!500 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!501 = !DILocation(line: 127, column: 23, scope: !498, inlinedAt: !494)
!502 = !DILocation(line: 127, column: 5, scope: !498, inlinedAt: !494)
!503 = !DILocation(line: 385, column: 9, scope: !483)
!504 = !DILocalVariable(name: "L", arg: 1, scope: !505, file: !3, line: 340, type: !12)
!505 = distinct !DISubprogram(name: "addtoclib", scope: !3, file: !3, line: 340, type: !506, scopeLine: 340, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !508)
!506 = !DISubroutineType(types: !507)
!507 = !{null, !12, !73, !5}
!508 = !{!504, !509, !510}
!509 = !DILocalVariable(name: "path", arg: 2, scope: !505, file: !3, line: 340, type: !73)
!510 = !DILocalVariable(name: "plib", arg: 3, scope: !505, file: !3, line: 340, type: !5)
!511 = !DILocation(line: 0, scope: !505, inlinedAt: !512)
!512 = distinct !DILocation(line: 386, column: 5, scope: !483)
!513 = !DILocation(line: 341, column: 3, scope: !505, inlinedAt: !512)
!514 = !DILocation(line: 342, column: 3, scope: !505, inlinedAt: !512)
!515 = !DILocation(line: 343, column: 3, scope: !505, inlinedAt: !512)
!516 = !DILocation(line: 344, column: 3, scope: !505, inlinedAt: !512)
!517 = !DILocation(line: 345, column: 22, scope: !505, inlinedAt: !512)
!518 = !DILocation(line: 345, column: 38, scope: !505, inlinedAt: !512)
!519 = !DILocation(line: 345, column: 3, scope: !505, inlinedAt: !512)
!520 = !DILocation(line: 346, column: 3, scope: !505, inlinedAt: !512)
!521 = !DILocation(line: 387, column: 3, scope: !483)
!522 = !DILocation(line: 388, column: 7, scope: !464)
!523 = !DILocation(line: 388, column: 12, scope: !464)
!524 = !DILocation(line: 388, column: 7, scope: !454)
!525 = !DILocation(line: 389, column: 5, scope: !526)
!526 = distinct !DILexicalBlock(scope: !464, file: !3, line: 388, column: 20)
!527 = !DILocation(line: 390, column: 5, scope: !526)
!528 = !DILocalVariable(name: "L", arg: 1, scope: !529, file: !3, line: 132, type: !12)
!529 = distinct !DISubprogram(name: "lsys_sym", scope: !3, file: !3, line: 132, type: !530, scopeLine: 132, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !532)
!530 = !DISubroutineType(types: !531)
!531 = !{!6, !12, !5, !73}
!532 = !{!528, !533, !534, !535}
!533 = !DILocalVariable(name: "lib", arg: 2, scope: !529, file: !3, line: 132, type: !5)
!534 = !DILocalVariable(name: "sym", arg: 3, scope: !529, file: !3, line: 132, type: !73)
!535 = !DILocalVariable(name: "f", scope: !529, file: !3, line: 133, type: !6)
!536 = !DILocation(line: 0, scope: !529, inlinedAt: !537)
!537 = distinct !DILocation(line: 393, column: 23, scope: !463)
!538 = !DILocation(line: 133, column: 21, scope: !529, inlinedAt: !537)
!539 = !DILocation(line: 134, column: 7, scope: !540, inlinedAt: !537)
!540 = distinct !DILexicalBlock(scope: !529, file: !3, line: 134, column: 7)
!541 = !DILocation(line: 134, column: 7, scope: !529, inlinedAt: !537)
!542 = !DILocation(line: 135, column: 23, scope: !540, inlinedAt: !537)
!543 = !DILocation(line: 135, column: 5, scope: !540, inlinedAt: !537)
!544 = !DILocation(line: 0, scope: !463)
!545 = !DILocation(line: 394, column: 9, scope: !463)
!546 = !DILocation(line: 396, column: 5, scope: !463)
!547 = !DILocation(line: 397, column: 5, scope: !463)
!548 = !DILocation(line: 399, column: 1, scope: !454)
!549 = !DISubprogram(name: "lua_pushnil", scope: !7, file: !7, line: 244, type: !112, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!550 = !DISubprogram(name: "lua_rotate", scope: !7, file: !7, line: 182, type: !238, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!551 = !DISubprogram(name: "lua_pushboolean", scope: !7, file: !7, line: 253, type: !362, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!552 = !DISubprogram(name: "lua_getfield", scope: !7, file: !7, line: 263, type: !356, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!553 = !DISubprogram(name: "dlopen", scope: !405, file: !405, line: 56, type: !554, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!554 = !DISubroutineType(types: !555)
!555 = !{!5, !73, !11}
!556 = !DISubprogram(name: "dlerror", scope: !405, file: !405, line: 82, type: !557, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!557 = !DISubroutineType(types: !558)
!558 = !{!264}
!559 = !DISubprogram(name: "lua_pushlightuserdata", scope: !7, file: !7, line: 254, type: !560, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!560 = !DISubroutineType(types: !561)
!561 = !{null, !12, !5}
!562 = !DISubprogram(name: "lua_rawseti", scope: !7, file: !7, line: 283, type: !563, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!563 = !DISubroutineType(types: !564)
!564 = !{null, !12, !11, !275}
!565 = !DISubprogram(name: "dlsym", scope: !405, file: !405, line: 64, type: !566, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!566 = !DISubroutineType(types: !567)
!567 = !{!5, !568, !569}
!568 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!569 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !73)
!570 = distinct !DISubprogram(name: "searchpath", scope: !3, file: !3, line: 472, type: !571, scopeLine: 475, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !573)
!571 = !DISubroutineType(types: !572)
!572 = !{!73, !12, !73, !73, !73, !73}
!573 = !{!574, !575, !576, !577, !578, !579, !580, !581, !582}
!574 = !DILocalVariable(name: "L", arg: 1, scope: !570, file: !3, line: 472, type: !12)
!575 = !DILocalVariable(name: "name", arg: 2, scope: !570, file: !3, line: 472, type: !73)
!576 = !DILocalVariable(name: "path", arg: 3, scope: !570, file: !3, line: 473, type: !73)
!577 = !DILocalVariable(name: "sep", arg: 4, scope: !570, file: !3, line: 474, type: !73)
!578 = !DILocalVariable(name: "dirsep", arg: 5, scope: !570, file: !3, line: 475, type: !73)
!579 = !DILocalVariable(name: "buff", scope: !570, file: !3, line: 476, type: !260)
!580 = !DILocalVariable(name: "pathname", scope: !570, file: !3, line: 477, type: !264)
!581 = !DILocalVariable(name: "endpathname", scope: !570, file: !3, line: 478, type: !264)
!582 = !DILocalVariable(name: "filename", scope: !570, file: !3, line: 479, type: !73)
!583 = distinct !DIAssignID()
!584 = distinct !DIAssignID()
!585 = !DILocation(line: 0, scope: !570)
!586 = !DILocation(line: 476, column: 3, scope: !570)
!587 = !DILocation(line: 481, column: 7, scope: !588)
!588 = distinct !DILexicalBlock(scope: !570, file: !3, line: 481, column: 7)
!589 = !DILocation(line: 481, column: 12, scope: !588)
!590 = !DILocation(line: 481, column: 20, scope: !588)
!591 = !DILocation(line: 481, column: 23, scope: !588)
!592 = !DILocation(line: 481, column: 42, scope: !588)
!593 = !DILocation(line: 481, column: 7, scope: !570)
!594 = !DILocation(line: 482, column: 12, scope: !588)
!595 = !DILocation(line: 482, column: 5, scope: !588)
!596 = !DILocation(line: 483, column: 3, scope: !570)
!597 = !DILocation(line: 485, column: 3, scope: !570)
!598 = !DILocation(line: 486, column: 3, scope: !570)
!599 = distinct !DIAssignID()
!600 = !DILocation(line: 487, column: 14, scope: !570)
!601 = !DILocation(line: 488, column: 28, scope: !570)
!602 = !DILocation(line: 488, column: 26, scope: !570)
!603 = !DILocation(line: 488, column: 48, scope: !570)
!604 = !DILocation(line: 489, column: 3, scope: !570)
!605 = !DILocation(line: 487, column: 12, scope: !570)
!606 = !DILocalVariable(name: "path", arg: 1, scope: !607, file: !3, line: 438, type: !610)
!607 = distinct !DISubprogram(name: "getnextfilename", scope: !3, file: !3, line: 438, type: !608, scopeLine: 438, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !611)
!608 = !DISubroutineType(types: !609)
!609 = !{!73, !610, !264}
!610 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !264, size: 64)
!611 = !{!606, !612, !613, !614}
!612 = !DILocalVariable(name: "end", arg: 2, scope: !607, file: !3, line: 438, type: !264)
!613 = !DILocalVariable(name: "sep", scope: !607, file: !3, line: 439, type: !264)
!614 = !DILocalVariable(name: "name", scope: !607, file: !3, line: 440, type: !264)
!615 = !DILocation(line: 0, scope: !607, inlinedAt: !616)
!616 = distinct !DILocation(line: 489, column: 22, scope: !570)
!617 = !DILocation(line: 441, column: 12, scope: !618, inlinedAt: !616)
!618 = distinct !DILexicalBlock(scope: !607, file: !3, line: 441, column: 7)
!619 = !DILocation(line: 441, column: 7, scope: !607, inlinedAt: !616)
!620 = !DILocation(line: 443, column: 12, scope: !621, inlinedAt: !616)
!621 = distinct !DILexicalBlock(scope: !618, file: !3, line: 443, column: 12)
!622 = !DILocation(line: 443, column: 18, scope: !621, inlinedAt: !616)
!623 = !DILocation(line: 443, column: 12, scope: !618, inlinedAt: !616)
!624 = !DILocation(line: 444, column: 11, scope: !625, inlinedAt: !616)
!625 = distinct !DILexicalBlock(scope: !621, file: !3, line: 443, column: 27)
!626 = !DILocation(line: 445, column: 9, scope: !625, inlinedAt: !616)
!627 = !DILocation(line: 446, column: 3, scope: !625, inlinedAt: !616)
!628 = !DILocation(line: 447, column: 9, scope: !607, inlinedAt: !616)
!629 = !DILocation(line: 448, column: 11, scope: !630, inlinedAt: !616)
!630 = distinct !DILexicalBlock(scope: !607, file: !3, line: 448, column: 7)
!631 = !DILocation(line: 448, column: 7, scope: !607, inlinedAt: !616)
!632 = !DILocation(line: 450, column: 8, scope: !607, inlinedAt: !616)
!633 = !DILocalVariable(name: "filename", arg: 1, scope: !634, file: !3, line: 425, type: !73)
!634 = distinct !DISubprogram(name: "readable", scope: !3, file: !3, line: 425, type: !635, scopeLine: 425, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !637)
!635 = !DISubroutineType(types: !636)
!636 = !{!11, !73}
!637 = !{!633, !638}
!638 = !DILocalVariable(name: "f", scope: !634, file: !3, line: 426, type: !639)
!639 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !640, size: 64)
!640 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !641, line: 7, baseType: !642)
!641 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!642 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !643, line: 49, size: 1728, elements: !644)
!643 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!644 = !{!645, !646, !647, !648, !649, !650, !651, !652, !653, !654, !655, !656, !657, !660, !662, !663, !664, !667, !669, !671, !675, !678, !680, !683, !686, !687, !688, !689, !690}
!645 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !642, file: !643, line: 51, baseType: !11, size: 32)
!646 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !642, file: !643, line: 54, baseType: !264, size: 64, offset: 64)
!647 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !642, file: !643, line: 55, baseType: !264, size: 64, offset: 128)
!648 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !642, file: !643, line: 56, baseType: !264, size: 64, offset: 192)
!649 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !642, file: !643, line: 57, baseType: !264, size: 64, offset: 256)
!650 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !642, file: !643, line: 58, baseType: !264, size: 64, offset: 320)
!651 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !642, file: !643, line: 59, baseType: !264, size: 64, offset: 384)
!652 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !642, file: !643, line: 60, baseType: !264, size: 64, offset: 448)
!653 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !642, file: !643, line: 61, baseType: !264, size: 64, offset: 512)
!654 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !642, file: !643, line: 64, baseType: !264, size: 64, offset: 576)
!655 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !642, file: !643, line: 65, baseType: !264, size: 64, offset: 640)
!656 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !642, file: !643, line: 66, baseType: !264, size: 64, offset: 704)
!657 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !642, file: !643, line: 68, baseType: !658, size: 64, offset: 768)
!658 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !659, size: 64)
!659 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !643, line: 36, flags: DIFlagFwdDecl)
!660 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !642, file: !643, line: 70, baseType: !661, size: 64, offset: 832)
!661 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !642, size: 64)
!662 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !642, file: !643, line: 72, baseType: !11, size: 32, offset: 896)
!663 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !642, file: !643, line: 73, baseType: !11, size: 32, offset: 928)
!664 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !642, file: !643, line: 74, baseType: !665, size: 64, offset: 960)
!665 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !666, line: 152, baseType: !278)
!666 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!667 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !642, file: !643, line: 77, baseType: !668, size: 16, offset: 1024)
!668 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!669 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !642, file: !643, line: 78, baseType: !670, size: 8, offset: 1040)
!670 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!671 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !642, file: !643, line: 79, baseType: !672, size: 8, offset: 1048)
!672 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 8, elements: !673)
!673 = !{!674}
!674 = !DISubrange(count: 1)
!675 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !642, file: !643, line: 81, baseType: !676, size: 64, offset: 1088)
!676 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !677, size: 64)
!677 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !643, line: 43, baseType: null)
!678 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !642, file: !643, line: 89, baseType: !679, size: 64, offset: 1152)
!679 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !666, line: 153, baseType: !278)
!680 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !642, file: !643, line: 91, baseType: !681, size: 64, offset: 1216)
!681 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !682, size: 64)
!682 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !643, line: 37, flags: DIFlagFwdDecl)
!683 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !642, file: !643, line: 92, baseType: !684, size: 64, offset: 1280)
!684 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !685, size: 64)
!685 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !643, line: 38, flags: DIFlagFwdDecl)
!686 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !642, file: !643, line: 93, baseType: !661, size: 64, offset: 1344)
!687 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !642, file: !643, line: 94, baseType: !5, size: 64, offset: 1408)
!688 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !642, file: !643, line: 95, baseType: !234, size: 64, offset: 1472)
!689 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !642, file: !643, line: 96, baseType: !11, size: 32, offset: 1536)
!690 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !642, file: !643, line: 98, baseType: !691, size: 160, offset: 1568)
!691 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 160, elements: !692)
!692 = !{!693}
!693 = !DISubrange(count: 20)
!694 = !DILocation(line: 0, scope: !634, inlinedAt: !695)
!695 = distinct !DILocation(line: 490, column: 9, scope: !696)
!696 = distinct !DILexicalBlock(scope: !697, file: !3, line: 490, column: 9)
!697 = distinct !DILexicalBlock(scope: !570, file: !3, line: 489, column: 72)
!698 = !DILocation(line: 426, column: 13, scope: !634, inlinedAt: !695)
!699 = !DILocation(line: 427, column: 9, scope: !700, inlinedAt: !695)
!700 = distinct !DILexicalBlock(scope: !634, file: !3, line: 427, column: 7)
!701 = !DILocation(line: 427, column: 7, scope: !634, inlinedAt: !695)
!702 = distinct !{!702, !604, !703, !393}
!703 = !DILocation(line: 492, column: 3, scope: !570)
!704 = !DILocation(line: 428, column: 3, scope: !634, inlinedAt: !695)
!705 = !DILocation(line: 491, column: 14, scope: !696)
!706 = !DILocation(line: 491, column: 7, scope: !696)
!707 = !DILocation(line: 493, column: 3, scope: !570)
!708 = !DILocation(line: 494, column: 24, scope: !570)
!709 = !DILocalVariable(name: "b", scope: !710, file: !3, line: 463, type: !260)
!710 = distinct !DISubprogram(name: "pusherrornotfound", scope: !3, file: !3, line: 462, type: !711, scopeLine: 462, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !713)
!711 = !DISubroutineType(types: !712)
!712 = !{null, !12, !73}
!713 = !{!714, !715, !709}
!714 = !DILocalVariable(name: "L", arg: 1, scope: !710, file: !3, line: 462, type: !12)
!715 = !DILocalVariable(name: "path", arg: 2, scope: !710, file: !3, line: 462, type: !73)
!716 = !DILocation(line: 0, scope: !710, inlinedAt: !717)
!717 = distinct !DILocation(line: 494, column: 3, scope: !570)
!718 = !DILocation(line: 463, column: 3, scope: !710, inlinedAt: !717)
!719 = !DILocation(line: 464, column: 3, scope: !710, inlinedAt: !717)
!720 = !DILocation(line: 465, column: 3, scope: !710, inlinedAt: !717)
!721 = !DILocation(line: 466, column: 3, scope: !710, inlinedAt: !717)
!722 = !DILocation(line: 467, column: 3, scope: !710, inlinedAt: !717)
!723 = !DILocation(line: 468, column: 3, scope: !710, inlinedAt: !717)
!724 = !DILocation(line: 469, column: 1, scope: !710, inlinedAt: !717)
!725 = !DILocation(line: 495, column: 3, scope: !570)
!726 = !DILocation(line: 496, column: 1, scope: !570)
!727 = !DISubprogram(name: "luaL_optlstring", scope: !165, file: !165, line: 57, type: !728, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!728 = !DISubroutineType(types: !729)
!729 = !{!73, !12, !11, !73, !453}
!730 = !DISubprogram(name: "strchr", scope: !731, file: !731, line: 246, type: !732, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!731 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!732 = !DISubroutineType(types: !733)
!733 = !{!264, !73, !11}
!734 = !DISubprogram(name: "luaL_gsub", scope: !165, file: !165, line: 107, type: !735, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!735 = !DISubroutineType(types: !736)
!736 = !{!73, !12, !73, !73, !73}
!737 = !DISubprogram(name: "luaL_buffinit", scope: !165, file: !165, line: 215, type: !738, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!738 = !DISubroutineType(types: !739)
!739 = !{null, !12, !740}
!740 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !260, size: 64)
!741 = !DISubprogram(name: "luaL_addgsub", scope: !165, file: !165, line: 105, type: !742, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!742 = !DISubroutineType(types: !743)
!743 = !{null, !740, !73, !73, !73}
!744 = !DISubprogram(name: "luaL_prepbuffsize", scope: !165, file: !165, line: 216, type: !745, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!745 = !DISubroutineType(types: !746)
!746 = !{!264, !740, !234}
!747 = !DISubprogram(name: "luaL_pushresult", scope: !165, file: !165, line: 220, type: !748, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!748 = !DISubroutineType(types: !749)
!749 = !{null, !740}
!750 = !DISubprogram(name: "lua_tolstring", scope: !7, file: !7, line: 204, type: !451, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!751 = !DISubprogram(name: "fopen", linkageName: "fopen64", scope: !752, file: !752, line: 270, type: !753, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!752 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!753 = !DISubroutineType(types: !754)
!754 = !{!639, !569, !569}
!755 = !DISubprogram(name: "fclose", scope: !752, file: !752, line: 178, type: !756, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!756 = !DISubroutineType(types: !757)
!757 = !{!11, !639}
!758 = !DISubprogram(name: "luaL_addstring", scope: !165, file: !165, line: 218, type: !759, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!759 = !DISubroutineType(types: !760)
!760 = !{null, !740, !73}
!761 = distinct !DISubprogram(name: "searcher_preload", scope: !3, file: !3, line: 601, type: !9, scopeLine: 601, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !762)
!762 = !{!763, !764}
!763 = !DILocalVariable(name: "L", arg: 1, scope: !761, file: !3, line: 601, type: !12)
!764 = !DILocalVariable(name: "name", scope: !761, file: !3, line: 602, type: !73)
!765 = !DILocation(line: 0, scope: !761)
!766 = !DILocation(line: 602, column: 22, scope: !761)
!767 = !DILocation(line: 603, column: 3, scope: !761)
!768 = !DILocation(line: 604, column: 7, scope: !769)
!769 = distinct !DILexicalBlock(scope: !761, file: !3, line: 604, column: 7)
!770 = !DILocation(line: 604, column: 33, scope: !769)
!771 = !DILocation(line: 604, column: 7, scope: !761)
!772 = !DILocation(line: 605, column: 5, scope: !773)
!773 = distinct !DILexicalBlock(scope: !769, file: !3, line: 604, column: 46)
!774 = !DILocation(line: 606, column: 5, scope: !773)
!775 = !DILocation(line: 609, column: 5, scope: !776)
!776 = distinct !DILexicalBlock(scope: !769, file: !3, line: 608, column: 8)
!777 = !DILocation(line: 610, column: 5, scope: !776)
!778 = !DILocation(line: 0, scope: !769)
!779 = !DILocation(line: 612, column: 1, scope: !761)
!780 = distinct !DISubprogram(name: "searcher_Lua", scope: !3, file: !3, line: 536, type: !9, scopeLine: 536, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !781)
!781 = !{!782, !783, !784}
!782 = !DILocalVariable(name: "L", arg: 1, scope: !780, file: !3, line: 536, type: !12)
!783 = !DILocalVariable(name: "filename", scope: !780, file: !3, line: 537, type: !73)
!784 = !DILocalVariable(name: "name", scope: !780, file: !3, line: 538, type: !73)
!785 = !DILocation(line: 0, scope: !780)
!786 = !DILocation(line: 538, column: 22, scope: !780)
!787 = !DILocalVariable(name: "L", arg: 1, scope: !788, file: !3, line: 513, type: !12)
!788 = distinct !DISubprogram(name: "findfile", scope: !3, file: !3, line: 513, type: !735, scopeLine: 515, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !789)
!789 = !{!787, !790, !791, !792, !793}
!790 = !DILocalVariable(name: "name", arg: 2, scope: !788, file: !3, line: 513, type: !73)
!791 = !DILocalVariable(name: "pname", arg: 3, scope: !788, file: !3, line: 514, type: !73)
!792 = !DILocalVariable(name: "dirsep", arg: 4, scope: !788, file: !3, line: 515, type: !73)
!793 = !DILocalVariable(name: "path", scope: !788, file: !3, line: 516, type: !73)
!794 = !DILocation(line: 0, scope: !788, inlinedAt: !795)
!795 = distinct !DILocation(line: 539, column: 14, scope: !780)
!796 = !DILocation(line: 517, column: 3, scope: !788, inlinedAt: !795)
!797 = !DILocation(line: 518, column: 10, scope: !788, inlinedAt: !795)
!798 = !DILocation(line: 519, column: 7, scope: !799, inlinedAt: !795)
!799 = distinct !DILexicalBlock(scope: !788, file: !3, line: 519, column: 7)
!800 = !DILocation(line: 519, column: 7, scope: !788, inlinedAt: !795)
!801 = !DILocation(line: 520, column: 5, scope: !799, inlinedAt: !795)
!802 = !DILocation(line: 521, column: 10, scope: !788, inlinedAt: !795)
!803 = !DILocation(line: 540, column: 16, scope: !804)
!804 = distinct !DILexicalBlock(scope: !780, file: !3, line: 540, column: 7)
!805 = !DILocation(line: 540, column: 7, scope: !780)
!806 = !DILocation(line: 541, column: 24, scope: !780)
!807 = !DILocation(line: 541, column: 51, scope: !780)
!808 = !DILocalVariable(name: "L", arg: 1, scope: !809, file: !3, line: 525, type: !12)
!809 = distinct !DISubprogram(name: "checkload", scope: !3, file: !3, line: 525, type: !356, scopeLine: 525, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !810)
!810 = !{!808, !811, !812}
!811 = !DILocalVariable(name: "stat", arg: 2, scope: !809, file: !3, line: 525, type: !11)
!812 = !DILocalVariable(name: "filename", arg: 3, scope: !809, file: !3, line: 525, type: !73)
!813 = !DILocation(line: 0, scope: !809, inlinedAt: !814)
!814 = distinct !DILocation(line: 541, column: 10, scope: !780)
!815 = !DILocation(line: 526, column: 7, scope: !809, inlinedAt: !814)
!816 = !DILocation(line: 527, column: 5, scope: !817, inlinedAt: !814)
!817 = distinct !DILexicalBlock(scope: !818, file: !3, line: 526, column: 23)
!818 = distinct !DILexicalBlock(scope: !809, file: !3, line: 526, column: 7)
!819 = !DILocation(line: 528, column: 5, scope: !817, inlinedAt: !814)
!820 = !DILocation(line: 532, column: 27, scope: !818, inlinedAt: !814)
!821 = !DILocation(line: 532, column: 57, scope: !818, inlinedAt: !814)
!822 = !DILocation(line: 531, column: 12, scope: !818, inlinedAt: !814)
!823 = !DILocation(line: 531, column: 5, scope: !818, inlinedAt: !814)
!824 = !DILocation(line: 542, column: 1, scope: !780)
!825 = distinct !DISubprogram(name: "searcher_C", scope: !3, file: !3, line: 571, type: !9, scopeLine: 571, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !826)
!826 = !{!827, !828, !829}
!827 = !DILocalVariable(name: "L", arg: 1, scope: !825, file: !3, line: 571, type: !12)
!828 = !DILocalVariable(name: "name", scope: !825, file: !3, line: 572, type: !73)
!829 = !DILocalVariable(name: "filename", scope: !825, file: !3, line: 573, type: !73)
!830 = !DILocation(line: 0, scope: !825)
!831 = !DILocation(line: 572, column: 22, scope: !825)
!832 = !DILocation(line: 0, scope: !788, inlinedAt: !833)
!833 = distinct !DILocation(line: 573, column: 26, scope: !825)
!834 = !DILocation(line: 517, column: 3, scope: !788, inlinedAt: !833)
!835 = !DILocation(line: 518, column: 10, scope: !788, inlinedAt: !833)
!836 = !DILocation(line: 519, column: 7, scope: !799, inlinedAt: !833)
!837 = !DILocation(line: 519, column: 7, scope: !788, inlinedAt: !833)
!838 = !DILocation(line: 520, column: 5, scope: !799, inlinedAt: !833)
!839 = !DILocation(line: 521, column: 10, scope: !788, inlinedAt: !833)
!840 = !DILocation(line: 574, column: 16, scope: !841)
!841 = distinct !DILexicalBlock(scope: !825, file: !3, line: 574, column: 7)
!842 = !DILocation(line: 574, column: 7, scope: !825)
!843 = !DILocation(line: 575, column: 24, scope: !825)
!844 = !DILocation(line: 575, column: 52, scope: !825)
!845 = !DILocation(line: 0, scope: !809, inlinedAt: !846)
!846 = distinct !DILocation(line: 575, column: 10, scope: !825)
!847 = !DILocation(line: 526, column: 7, scope: !809, inlinedAt: !846)
!848 = !DILocation(line: 527, column: 5, scope: !817, inlinedAt: !846)
!849 = !DILocation(line: 528, column: 5, scope: !817, inlinedAt: !846)
!850 = !DILocation(line: 532, column: 27, scope: !818, inlinedAt: !846)
!851 = !DILocation(line: 532, column: 57, scope: !818, inlinedAt: !846)
!852 = !DILocation(line: 531, column: 12, scope: !818, inlinedAt: !846)
!853 = !DILocation(line: 531, column: 5, scope: !818, inlinedAt: !846)
!854 = !DILocation(line: 576, column: 1, scope: !825)
!855 = distinct !DISubprogram(name: "searcher_Croot", scope: !3, file: !3, line: 579, type: !9, scopeLine: 579, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !856)
!856 = !{!857, !858, !859, !860, !861}
!857 = !DILocalVariable(name: "L", arg: 1, scope: !855, file: !3, line: 579, type: !12)
!858 = !DILocalVariable(name: "filename", scope: !855, file: !3, line: 580, type: !73)
!859 = !DILocalVariable(name: "name", scope: !855, file: !3, line: 581, type: !73)
!860 = !DILocalVariable(name: "p", scope: !855, file: !3, line: 582, type: !73)
!861 = !DILocalVariable(name: "stat", scope: !855, file: !3, line: 583, type: !11)
!862 = !DILocation(line: 0, scope: !855)
!863 = !DILocation(line: 581, column: 22, scope: !855)
!864 = !DILocation(line: 582, column: 19, scope: !855)
!865 = !DILocation(line: 584, column: 9, scope: !866)
!866 = distinct !DILexicalBlock(scope: !855, file: !3, line: 584, column: 7)
!867 = !DILocation(line: 584, column: 7, scope: !855)
!868 = !DILocation(line: 585, column: 30, scope: !855)
!869 = !DILocation(line: 585, column: 3, scope: !855)
!870 = !DILocation(line: 586, column: 26, scope: !855)
!871 = !DILocation(line: 0, scope: !788, inlinedAt: !872)
!872 = distinct !DILocation(line: 586, column: 14, scope: !855)
!873 = !DILocation(line: 517, column: 3, scope: !788, inlinedAt: !872)
!874 = !DILocation(line: 518, column: 10, scope: !788, inlinedAt: !872)
!875 = !DILocation(line: 519, column: 7, scope: !799, inlinedAt: !872)
!876 = !DILocation(line: 519, column: 7, scope: !788, inlinedAt: !872)
!877 = !DILocation(line: 520, column: 5, scope: !799, inlinedAt: !872)
!878 = !DILocation(line: 521, column: 10, scope: !788, inlinedAt: !872)
!879 = !DILocation(line: 587, column: 16, scope: !880)
!880 = distinct !DILexicalBlock(scope: !855, file: !3, line: 587, column: 7)
!881 = !DILocation(line: 587, column: 7, scope: !855)
!882 = !DILocation(line: 588, column: 15, scope: !883)
!883 = distinct !DILexicalBlock(scope: !855, file: !3, line: 588, column: 7)
!884 = !DILocation(line: 588, column: 7, scope: !855)
!885 = !DILocation(line: 0, scope: !809, inlinedAt: !886)
!886 = distinct !DILocation(line: 590, column: 14, scope: !887)
!887 = distinct !DILexicalBlock(scope: !888, file: !3, line: 589, column: 9)
!888 = distinct !DILexicalBlock(scope: !883, file: !3, line: 588, column: 50)
!889 = !DILocation(line: 532, column: 27, scope: !818, inlinedAt: !886)
!890 = !DILocation(line: 532, column: 57, scope: !818, inlinedAt: !886)
!891 = !DILocation(line: 531, column: 12, scope: !818, inlinedAt: !886)
!892 = !DILocation(line: 590, column: 7, scope: !887)
!893 = !DILocation(line: 592, column: 7, scope: !894)
!894 = distinct !DILexicalBlock(scope: !887, file: !3, line: 591, column: 10)
!895 = !DILocation(line: 593, column: 7, scope: !894)
!896 = !DILocation(line: 596, column: 3, scope: !855)
!897 = !DILocation(line: 597, column: 3, scope: !855)
!898 = !DILocation(line: 598, column: 1, scope: !855)
!899 = !DISubprogram(name: "lua_pushfstring", scope: !7, file: !7, line: 251, type: !900, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!900 = !DISubroutineType(types: !901)
!901 = !{!73, !12, !73, null}
!902 = !DISubprogram(name: "luaL_loadfilex", scope: !165, file: !165, line: 92, type: !455, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!903 = !DISubprogram(name: "luaL_error", scope: !165, file: !165, line: 76, type: !904, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!904 = !DISubroutineType(types: !905)
!905 = !{!11, !12, !73, null}
!906 = distinct !DISubprogram(name: "loadfunc", scope: !3, file: !3, line: 553, type: !455, scopeLine: 553, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !907)
!907 = !{!908, !909, !910, !911, !912, !913}
!908 = !DILocalVariable(name: "L", arg: 1, scope: !906, file: !3, line: 553, type: !12)
!909 = !DILocalVariable(name: "filename", arg: 2, scope: !906, file: !3, line: 553, type: !73)
!910 = !DILocalVariable(name: "modname", arg: 3, scope: !906, file: !3, line: 553, type: !73)
!911 = !DILocalVariable(name: "openfunc", scope: !906, file: !3, line: 554, type: !73)
!912 = !DILocalVariable(name: "mark", scope: !906, file: !3, line: 555, type: !73)
!913 = !DILocalVariable(name: "stat", scope: !914, file: !3, line: 559, type: !11)
!914 = distinct !DILexicalBlock(scope: !915, file: !3, line: 558, column: 13)
!915 = distinct !DILexicalBlock(scope: !906, file: !3, line: 558, column: 7)
!916 = !DILocation(line: 0, scope: !906)
!917 = !DILocation(line: 556, column: 13, scope: !906)
!918 = !DILocation(line: 557, column: 10, scope: !906)
!919 = !DILocation(line: 558, column: 7, scope: !915)
!920 = !DILocation(line: 558, column: 7, scope: !906)
!921 = !DILocation(line: 560, column: 49, scope: !914)
!922 = !DILocation(line: 560, column: 16, scope: !914)
!923 = !DILocation(line: 561, column: 16, scope: !914)
!924 = !DILocation(line: 562, column: 12, scope: !914)
!925 = !DILocation(line: 0, scope: !914)
!926 = !DILocation(line: 563, column: 14, scope: !927)
!927 = distinct !DILexicalBlock(scope: !914, file: !3, line: 563, column: 9)
!928 = !DILocation(line: 563, column: 9, scope: !914)
!929 = !DILocation(line: 556, column: 11, scope: !906)
!930 = !DILocation(line: 566, column: 14, scope: !906)
!931 = !DILocation(line: 567, column: 10, scope: !906)
!932 = !DILocation(line: 567, column: 3, scope: !906)
!933 = !DILocation(line: 568, column: 1, scope: !906)
!934 = !DISubprogram(name: "lua_pushlstring", scope: !7, file: !7, line: 247, type: !935, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!935 = !DISubroutineType(types: !936)
!936 = !{!73, !12, !73, !234}
!937 = !DISubprogram(name: "getenv", scope: !938, file: !938, line: 654, type: !939, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!938 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!939 = !DISubroutineType(types: !940)
!940 = !{!264, !73}
!941 = !DISubprogram(name: "strstr", scope: !731, file: !731, line: 350, type: !942, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!942 = !DISubroutineType(types: !943)
!943 = !{!264, !73, !73}
!944 = !DISubprogram(name: "strlen", scope: !731, file: !731, line: 407, type: !945, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!945 = !DISubroutineType(types: !946)
!946 = !{!236, !73}
!947 = !DISubprogram(name: "luaL_addlstring", scope: !165, file: !165, line: 217, type: !948, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!948 = !DISubroutineType(types: !949)
!949 = !{null, !740, !73, !234}
!950 = !DISubprogram(name: "lua_toboolean", scope: !7, file: !7, line: 203, type: !396, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!951 = distinct !DISubprogram(name: "ll_require", scope: !3, file: !3, line: 648, type: !9, scopeLine: 648, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !952)
!952 = !{!953, !954}
!953 = !DILocalVariable(name: "L", arg: 1, scope: !951, file: !3, line: 648, type: !12)
!954 = !DILocalVariable(name: "name", scope: !951, file: !3, line: 649, type: !73)
!955 = distinct !DIAssignID()
!956 = !DILocation(line: 0, scope: !951)
!957 = !DILocation(line: 649, column: 22, scope: !951)
!958 = !DILocation(line: 650, column: 3, scope: !951)
!959 = !DILocation(line: 651, column: 3, scope: !951)
!960 = !DILocation(line: 652, column: 3, scope: !951)
!961 = !DILocation(line: 653, column: 7, scope: !962)
!962 = distinct !DILexicalBlock(scope: !951, file: !3, line: 653, column: 7)
!963 = !DILocation(line: 653, column: 7, scope: !951)
!964 = !DILocation(line: 656, column: 3, scope: !951)
!965 = !DILocalVariable(name: "msg", scope: !966, file: !3, line: 617, type: !260)
!966 = distinct !DISubprogram(name: "findloader", scope: !3, file: !3, line: 615, type: !711, scopeLine: 615, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !967)
!967 = !{!968, !969, !970, !965}
!968 = !DILocalVariable(name: "L", arg: 1, scope: !966, file: !3, line: 615, type: !12)
!969 = !DILocalVariable(name: "name", arg: 2, scope: !966, file: !3, line: 615, type: !73)
!970 = !DILocalVariable(name: "i", scope: !966, file: !3, line: 616, type: !11)
!971 = !DILocation(line: 0, scope: !966, inlinedAt: !972)
!972 = distinct !DILocation(line: 657, column: 3, scope: !951)
!973 = !DILocation(line: 617, column: 3, scope: !966, inlinedAt: !972)
!974 = !DILocation(line: 619, column: 7, scope: !975, inlinedAt: !972)
!975 = distinct !DILexicalBlock(scope: !966, file: !3, line: 619, column: 7)
!976 = !DILocation(line: 619, column: 7, scope: !966, inlinedAt: !972)
!977 = !DILocation(line: 621, column: 5, scope: !975, inlinedAt: !972)
!978 = !DILocation(line: 622, column: 3, scope: !966, inlinedAt: !972)
!979 = !DILocation(line: 624, column: 8, scope: !980, inlinedAt: !972)
!980 = distinct !DILexicalBlock(scope: !966, file: !3, line: 624, column: 3)
!981 = !DILocation(line: 624, scope: !980, inlinedAt: !972)
!982 = !DILocation(line: 625, column: 5, scope: !983, inlinedAt: !972)
!983 = distinct !DILexicalBlock(scope: !984, file: !3, line: 624, column: 22)
!984 = distinct !DILexicalBlock(scope: !980, file: !3, line: 624, column: 3)
!985 = !DILocation(line: 626, column: 9, scope: !986, inlinedAt: !972)
!986 = distinct !DILexicalBlock(scope: !983, file: !3, line: 626, column: 9)
!987 = !DILocation(line: 626, column: 9, scope: !983, inlinedAt: !972)
!988 = !DILocation(line: 627, column: 7, scope: !989, inlinedAt: !972)
!989 = distinct !DILexicalBlock(scope: !986, file: !3, line: 626, column: 55)
!990 = !DILocation(line: 628, column: 7, scope: !989, inlinedAt: !972)
!991 = distinct !DIAssignID()
!992 = !DILocation(line: 629, column: 7, scope: !989, inlinedAt: !972)
!993 = !DILocation(line: 630, column: 55, scope: !989, inlinedAt: !972)
!994 = !DILocation(line: 630, column: 7, scope: !989, inlinedAt: !972)
!995 = !DILocation(line: 631, column: 5, scope: !989, inlinedAt: !972)
!996 = !DILocation(line: 632, column: 5, scope: !983, inlinedAt: !972)
!997 = !DILocation(line: 633, column: 5, scope: !983, inlinedAt: !972)
!998 = !DILocation(line: 634, column: 9, scope: !999, inlinedAt: !972)
!999 = distinct !DILexicalBlock(scope: !983, file: !3, line: 634, column: 9)
!1000 = !DILocation(line: 634, column: 9, scope: !983, inlinedAt: !972)
!1001 = !DILocation(line: 636, column: 14, scope: !1002, inlinedAt: !972)
!1002 = distinct !DILexicalBlock(scope: !999, file: !3, line: 636, column: 14)
!1003 = !DILocation(line: 636, column: 14, scope: !999, inlinedAt: !972)
!1004 = !DILocation(line: 637, column: 7, scope: !1005, inlinedAt: !972)
!1005 = distinct !DILexicalBlock(scope: !1002, file: !3, line: 636, column: 35)
!1006 = !DILocation(line: 638, column: 7, scope: !1005, inlinedAt: !972)
!1007 = !DILocation(line: 639, column: 5, scope: !1005, inlinedAt: !972)
!1008 = !DILocation(line: 641, column: 7, scope: !1009, inlinedAt: !972)
!1009 = distinct !DILexicalBlock(scope: !1002, file: !3, line: 640, column: 10)
!1010 = !DILocation(line: 642, column: 7, scope: !1009, inlinedAt: !972)
!1011 = distinct !DIAssignID()
!1012 = !DILocation(line: 624, column: 18, scope: !984, inlinedAt: !972)
!1013 = !DILocation(line: 624, column: 3, scope: !984, inlinedAt: !972)
!1014 = distinct !{!1014, !1015, !1016}
!1015 = !DILocation(line: 624, column: 3, scope: !980, inlinedAt: !972)
!1016 = !DILocation(line: 644, column: 3, scope: !980, inlinedAt: !972)
!1017 = !DILocation(line: 645, column: 1, scope: !966, inlinedAt: !972)
!1018 = !DILocation(line: 658, column: 3, scope: !951)
!1019 = !DILocation(line: 659, column: 3, scope: !951)
!1020 = !DILocation(line: 660, column: 3, scope: !951)
!1021 = !DILocation(line: 662, column: 3, scope: !951)
!1022 = !DILocation(line: 664, column: 8, scope: !1023)
!1023 = distinct !DILexicalBlock(scope: !951, file: !3, line: 664, column: 7)
!1024 = !DILocation(line: 664, column: 7, scope: !951)
!1025 = !DILocation(line: 665, column: 5, scope: !1023)
!1026 = !DILocation(line: 667, column: 5, scope: !1023)
!1027 = !DILocation(line: 668, column: 7, scope: !1028)
!1028 = distinct !DILexicalBlock(scope: !951, file: !3, line: 668, column: 7)
!1029 = !DILocation(line: 668, column: 32, scope: !1028)
!1030 = !DILocation(line: 668, column: 7, scope: !951)
!1031 = !DILocation(line: 669, column: 5, scope: !1032)
!1032 = distinct !DILexicalBlock(scope: !1028, file: !3, line: 668, column: 45)
!1033 = !DILocation(line: 670, column: 5, scope: !1032)
!1034 = !DILocation(line: 671, column: 5, scope: !1032)
!1035 = !DILocation(line: 672, column: 3, scope: !1032)
!1036 = !DILocation(line: 673, column: 3, scope: !951)
!1037 = !DILocation(line: 674, column: 3, scope: !951)
!1038 = !DILocation(line: 675, column: 1, scope: !951)
!1039 = !DISubprogram(name: "lua_callk", scope: !7, file: !7, line: 292, type: !1040, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1040 = !DISubroutineType(types: !1041)
!1041 = !{null, !12, !11, !11, !1042, !1045}
!1042 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KContext", file: !7, line: 100, baseType: !1043)
!1043 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !1044, line: 87, baseType: !278)
!1044 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!1045 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KFunction", file: !7, line: 111, baseType: !1046)
!1046 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1047, size: 64)
!1047 = !DISubroutineType(types: !1048)
!1048 = !{!11, !12, !11, !1042}
!1049 = !DISubprogram(name: "lua_type", scope: !7, file: !7, line: 198, type: !396, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1050 = !DISubprogram(name: "lua_copy", scope: !7, file: !7, line: 183, type: !238, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1051 = !DISubprogram(name: "lua_isstring", scope: !7, file: !7, line: 194, type: !396, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1052 = !DISubprogram(name: "luaL_addvalue", scope: !165, file: !165, line: 219, type: !748, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
