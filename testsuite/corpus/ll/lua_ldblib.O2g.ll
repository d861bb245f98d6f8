; ModuleID = 'src/lua/ldblib.c'
source_filename = "src/lua/ldblib.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.luaL_Reg = type { ptr, ptr }
%struct.lua_Debug = type { i32, ptr, ptr, ptr, ptr, i64, i32, i32, i32, i8, i8, i8, i8, i16, i16, [60 x i8], ptr }

@dblib = internal constant [18 x %struct.luaL_Reg] [%struct.luaL_Reg { ptr @.str, ptr @db_debug }, %struct.luaL_Reg { ptr @.str.1, ptr @db_getuservalue }, %struct.luaL_Reg { ptr @.str.2, ptr @db_gethook }, %struct.luaL_Reg { ptr @.str.3, ptr @db_getinfo }, %struct.luaL_Reg { ptr @.str.4, ptr @db_getlocal }, %struct.luaL_Reg { ptr @.str.5, ptr @db_getregistry }, %struct.luaL_Reg { ptr @.str.6, ptr @db_getmetatable }, %struct.luaL_Reg { ptr @.str.7, ptr @db_getupvalue }, %struct.luaL_Reg { ptr @.str.8, ptr @db_upvaluejoin }, %struct.luaL_Reg { ptr @.str.9, ptr @db_upvalueid }, %struct.luaL_Reg { ptr @.str.10, ptr @db_setuservalue }, %struct.luaL_Reg { ptr @.str.11, ptr @db_sethook }, %struct.luaL_Reg { ptr @.str.12, ptr @db_setlocal }, %struct.luaL_Reg { ptr @.str.13, ptr @db_setmetatable }, %struct.luaL_Reg { ptr @.str.14, ptr @db_setupvalue }, %struct.luaL_Reg { ptr @.str.15, ptr @db_traceback }, %struct.luaL_Reg { ptr @.str.16, ptr @db_setcstacklimit }, %struct.luaL_Reg zeroinitializer], align 16, !dbg !0
@.str = private unnamed_addr constant [6 x i8] c"debug\00", align 1, !dbg !8
@.str.1 = private unnamed_addr constant [13 x i8] c"getuservalue\00", align 1, !dbg !14
@.str.2 = private unnamed_addr constant [8 x i8] c"gethook\00", align 1, !dbg !19
@.str.3 = private unnamed_addr constant [8 x i8] c"getinfo\00", align 1, !dbg !24
@.str.4 = private unnamed_addr constant [9 x i8] c"getlocal\00", align 1, !dbg !26
@.str.5 = private unnamed_addr constant [12 x i8] c"getregistry\00", align 1, !dbg !31
@.str.6 = private unnamed_addr constant [13 x i8] c"getmetatable\00", align 1, !dbg !36
@.str.7 = private unnamed_addr constant [11 x i8] c"getupvalue\00", align 1, !dbg !38
@.str.8 = private unnamed_addr constant [12 x i8] c"upvaluejoin\00", align 1, !dbg !43
@.str.9 = private unnamed_addr constant [10 x i8] c"upvalueid\00", align 1, !dbg !45
@.str.10 = private unnamed_addr constant [13 x i8] c"setuservalue\00", align 1, !dbg !50
@.str.11 = private unnamed_addr constant [8 x i8] c"sethook\00", align 1, !dbg !52
@.str.12 = private unnamed_addr constant [9 x i8] c"setlocal\00", align 1, !dbg !54
@.str.13 = private unnamed_addr constant [13 x i8] c"setmetatable\00", align 1, !dbg !56
@.str.14 = private unnamed_addr constant [11 x i8] c"setupvalue\00", align 1, !dbg !58
@.str.15 = private unnamed_addr constant [10 x i8] c"traceback\00", align 1, !dbg !60
@.str.16 = private unnamed_addr constant [15 x i8] c"setcstacklimit\00", align 1, !dbg !62
@stderr = external local_unnamed_addr global ptr, align 8
@.str.18 = private unnamed_addr constant [12 x i8] c"lua_debug> \00", align 1, !dbg !72
@stdin = external local_unnamed_addr global ptr, align 8
@.str.19 = private unnamed_addr constant [6 x i8] c"cont\0A\00", align 1, !dbg !74
@.str.20 = private unnamed_addr constant [17 x i8] c"=(debug command)\00", align 1, !dbg !76
@.str.21 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1, !dbg !81
@.str.22 = private unnamed_addr constant [14 x i8] c"external hook\00", align 1, !dbg !86
@.str.23 = private unnamed_addr constant [9 x i8] c"_HOOKKEY\00", align 1, !dbg !91
@hookf.hooknames.rel = internal unnamed_addr constant [5 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.24 to i64), i64 ptrtoint (ptr @hookf.hooknames.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.25 to i64), i64 ptrtoint (ptr @hookf.hooknames.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.26 to i64), i64 ptrtoint (ptr @hookf.hooknames.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.27 to i64), i64 ptrtoint (ptr @hookf.hooknames.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.28 to i64), i64 ptrtoint (ptr @hookf.hooknames.rel to i64)) to i32)], align 4
@.str.24 = private unnamed_addr constant [5 x i8] c"call\00", align 1, !dbg !98
@.str.25 = private unnamed_addr constant [7 x i8] c"return\00", align 1, !dbg !103
@.str.26 = private unnamed_addr constant [5 x i8] c"line\00", align 1, !dbg !108
@.str.27 = private unnamed_addr constant [6 x i8] c"count\00", align 1, !dbg !110
@.str.28 = private unnamed_addr constant [10 x i8] c"tail call\00", align 1, !dbg !112
@.str.29 = private unnamed_addr constant [15 x i8] c"stack overflow\00", align 1, !dbg !158
@.str.30 = private unnamed_addr constant [8 x i8] c"flnSrtu\00", align 1, !dbg !160
@.str.31 = private unnamed_addr constant [19 x i8] c"invalid option '>'\00", align 1, !dbg !162
@.str.32 = private unnamed_addr constant [4 x i8] c">%s\00", align 1, !dbg !167
@.str.33 = private unnamed_addr constant [15 x i8] c"invalid option\00", align 1, !dbg !169
@.str.34 = private unnamed_addr constant [7 x i8] c"source\00", align 1, !dbg !171
@.str.35 = private unnamed_addr constant [10 x i8] c"short_src\00", align 1, !dbg !173
@.str.36 = private unnamed_addr constant [12 x i8] c"linedefined\00", align 1, !dbg !175
@.str.37 = private unnamed_addr constant [16 x i8] c"lastlinedefined\00", align 1, !dbg !177
@.str.38 = private unnamed_addr constant [5 x i8] c"what\00", align 1, !dbg !182
@.str.39 = private unnamed_addr constant [12 x i8] c"currentline\00", align 1, !dbg !184
@.str.40 = private unnamed_addr constant [5 x i8] c"nups\00", align 1, !dbg !186
@.str.41 = private unnamed_addr constant [8 x i8] c"nparams\00", align 1, !dbg !188
@.str.42 = private unnamed_addr constant [9 x i8] c"isvararg\00", align 1, !dbg !190
@.str.43 = private unnamed_addr constant [5 x i8] c"name\00", align 1, !dbg !192
@.str.44 = private unnamed_addr constant [9 x i8] c"namewhat\00", align 1, !dbg !194
@.str.45 = private unnamed_addr constant [10 x i8] c"ftransfer\00", align 1, !dbg !196
@.str.46 = private unnamed_addr constant [10 x i8] c"ntransfer\00", align 1, !dbg !198
@.str.47 = private unnamed_addr constant [11 x i8] c"istailcall\00", align 1, !dbg !200
@.str.48 = private unnamed_addr constant [12 x i8] c"activelines\00", align 1, !dbg !202
@.str.49 = private unnamed_addr constant [5 x i8] c"func\00", align 1, !dbg !204
@.str.50 = private unnamed_addr constant [19 x i8] c"level out of range\00", align 1, !dbg !206
@.str.51 = private unnamed_addr constant [22 x i8] c"Lua function expected\00", align 1, !dbg !208
@.str.52 = private unnamed_addr constant [22 x i8] c"invalid upvalue index\00", align 1, !dbg !213
@.str.53 = private unnamed_addr constant [2 x i8] c"k\00", align 1, !dbg !215
@.str.54 = private unnamed_addr constant [7 x i8] c"__mode\00", align 1, !dbg !220
@.str.55 = private unnamed_addr constant [13 x i8] c"nil or table\00", align 1, !dbg !222

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @luaopen_debug(ptr noundef %0) local_unnamed_addr #0 !dbg !246 {
    #dbg_value(ptr %0, !248, !DIExpression(), !249)
  tail call void @luaL_checkversion_(ptr noundef %0, double noundef 5.040000e+02, i64 noundef 136) #8, !dbg !250
  tail call void @lua_createtable(ptr noundef %0, i32 noundef 0, i32 noundef 17) #8, !dbg !250
  tail call void @luaL_setfuncs(ptr noundef %0, ptr noundef nonnull @dblib, i32 noundef 0) #8, !dbg !250
  ret i32 1, !dbg !251
}

declare !dbg !252 void @luaL_checkversion_(ptr noundef, double noundef, i64 noundef) local_unnamed_addr #1

declare !dbg !257 void @lua_createtable(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !260 void @luaL_setfuncs(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal noundef i32 @db_debug(ptr noundef %0) #0 !dbg !264 {
  %2 = alloca [250 x i8], align 16, !DIAssignID !274
    #dbg_assign(i1 undef, !267, !DIExpression(), !274, ptr %2, !DIExpression(), !275)
    #dbg_value(ptr %0, !266, !DIExpression(), !276)
  call void @llvm.lifetime.start.p0(i64 250, ptr nonnull %2) #8, !dbg !277
  %3 = load ptr, ptr @stderr, align 8, !dbg !278, !tbaa !279
  %4 = tail call i64 @fwrite(ptr nonnull @.str.18, i64 11, i64 1, ptr %3) #9, !dbg !278
  %5 = load ptr, ptr @stderr, align 8, !dbg !278, !tbaa !279
  %6 = tail call i32 @fflush(ptr noundef %5), !dbg !278
  %7 = load ptr, ptr @stdin, align 8, !dbg !283, !tbaa !279
  %8 = call ptr @fgets(ptr noundef nonnull %2, i32 noundef 250, ptr noundef %7), !dbg !285
  %9 = icmp eq ptr %8, null, !dbg !286
  br i1 %9, label %34, label %10, !dbg !287

10:                                               ; preds = %1, %26
  %11 = call i32 @bcmp(ptr noundef nonnull dereferenceable(6) %2, ptr noundef nonnull dereferenceable(6) @.str.19, i64 6), !dbg !288
  %12 = icmp eq i32 %11, 0, !dbg !289
  br i1 %12, label %34, label %13, !dbg !290

13:                                               ; preds = %10
  %14 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #10, !dbg !291
  %15 = call i32 @luaL_loadbufferx(ptr noundef %0, ptr noundef nonnull %2, i64 noundef %14, ptr noundef nonnull @.str.20, ptr noundef null) #8, !dbg !291
  %16 = icmp eq i32 %15, 0, !dbg !291
  br i1 %16, label %17, label %20, !dbg !293

17:                                               ; preds = %13
  %18 = call i32 @lua_pcallk(ptr noundef %0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i64 noundef 0, ptr noundef null) #8, !dbg !294
  %19 = icmp eq i32 %18, 0, !dbg !294
  br i1 %19, label %26, label %20, !dbg !295

20:                                               ; preds = %17, %13
  %21 = load ptr, ptr @stderr, align 8, !dbg !296, !tbaa !279
  %22 = call ptr @luaL_tolstring(ptr noundef %0, i32 noundef -1, ptr noundef null) #8, !dbg !296
  %23 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %21, ptr noundef nonnull @.str.21, ptr noundef %22) #11, !dbg !296
  %24 = load ptr, ptr @stderr, align 8, !dbg !296, !tbaa !279
  %25 = call i32 @fflush(ptr noundef %24), !dbg !296
  br label %26, !dbg !296

26:                                               ; preds = %17, %20
  call void @lua_settop(ptr noundef %0, i32 noundef 0) #8, !dbg !297
  call void @llvm.lifetime.end.p0(i64 250, ptr nonnull %2) #8, !dbg !298
  call void @llvm.lifetime.start.p0(i64 250, ptr nonnull %2) #8, !dbg !277
  %27 = load ptr, ptr @stderr, align 8, !dbg !278, !tbaa !279
  %28 = call i64 @fwrite(ptr nonnull @.str.18, i64 11, i64 1, ptr %27) #9, !dbg !278
  %29 = load ptr, ptr @stderr, align 8, !dbg !278, !tbaa !279
  %30 = call i32 @fflush(ptr noundef %29), !dbg !278
  %31 = load ptr, ptr @stdin, align 8, !dbg !283, !tbaa !279
  %32 = call ptr @fgets(ptr noundef nonnull %2, i32 noundef 250, ptr noundef %31), !dbg !285
  %33 = icmp eq ptr %32, null, !dbg !286
  br i1 %33, label %34, label %10, !dbg !287

34:                                               ; preds = %26, %10, %1
  call void @llvm.lifetime.end.p0(i64 250, ptr nonnull %2) #8, !dbg !298
  ret i32 0, !dbg !299
}

; Function Attrs: nounwind uwtable
define internal range(i32 1, 3) i32 @db_getuservalue(ptr noundef %0) #0 !dbg !300 {
    #dbg_value(ptr %0, !302, !DIExpression(), !304)
  %2 = tail call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 2, i64 noundef 1) #8, !dbg !305
    #dbg_value(i64 %2, !303, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !304)
  %3 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #8, !dbg !306
  %4 = icmp eq i32 %3, 7, !dbg !308
  br i1 %4, label %6, label %5, !dbg !309

5:                                                ; preds = %1
  tail call void @lua_pushnil(ptr noundef %0) #8, !dbg !310
  br label %11, !dbg !310

6:                                                ; preds = %1
  %7 = trunc i64 %2 to i32, !dbg !311
    #dbg_value(i32 %7, !303, !DIExpression(), !304)
  %8 = tail call i32 @lua_getiuservalue(ptr noundef %0, i32 noundef 1, i32 noundef %7) #8, !dbg !312
  %9 = icmp eq i32 %8, -1, !dbg !314
  br i1 %9, label %11, label %10, !dbg !315

10:                                               ; preds = %6
  tail call void @lua_pushboolean(ptr noundef %0, i32 noundef 1) #8, !dbg !316
  br label %11, !dbg !318

11:                                               ; preds = %5, %6, %10
  %12 = phi i32 [ 2, %10 ], [ 1, %6 ], [ 1, %5 ], !dbg !304
  ret i32 %12, !dbg !319
}

; Function Attrs: nounwind uwtable
define internal range(i32 1, 4) i32 @db_gethook(ptr noundef %0) #0 !dbg !320 {
  %2 = alloca [5 x i8], align 1, !DIAssignID !330
    #dbg_assign(i1 undef, !325, !DIExpression(), !330, ptr %2, !DIExpression(), !331)
    #dbg_value(ptr %0, !322, !DIExpression(), !331)
    #dbg_value(ptr %0, !332, !DIExpression(), !339)
    #dbg_value(ptr undef, !338, !DIExpression(), !339)
  %3 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #8, !dbg !341
  %4 = icmp eq i32 %3, 8, !dbg !341
  br i1 %4, label %5, label %7, !dbg !343

5:                                                ; preds = %1
    #dbg_value(i32 1, !323, !DIExpression(), !331)
  %6 = tail call ptr @lua_tothread(ptr noundef %0, i32 noundef 1) #8, !dbg !344
  br label %7, !dbg !346

7:                                                ; preds = %1, %5
  %8 = phi ptr [ %6, %5 ], [ %0, %1 ], !dbg !347
    #dbg_value(ptr %8, !324, !DIExpression(), !331)
  call void @llvm.lifetime.start.p0(i64 5, ptr nonnull %2) #8, !dbg !348
  %9 = tail call i32 @lua_gethookmask(ptr noundef %8) #8, !dbg !349
    #dbg_value(i32 %9, !326, !DIExpression(), !331)
  %10 = tail call ptr @lua_gethook(ptr noundef %8) #8, !dbg !350
    #dbg_value(ptr %10, !327, !DIExpression(), !331)
  %11 = icmp eq ptr %10, null, !dbg !351
  br i1 %11, label %12, label %13, !dbg !353

12:                                               ; preds = %7
  tail call void @lua_pushnil(ptr noundef %0) #8, !dbg !354
  br label %55, !dbg !356

13:                                               ; preds = %7
  %14 = icmp eq ptr %10, @hookf, !dbg !357
  br i1 %14, label %17, label %15, !dbg !359

15:                                               ; preds = %13
  %16 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.22) #8, !dbg !360
  br label %28, !dbg !360

17:                                               ; preds = %13
  %18 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001000, ptr noundef nonnull @.str.23) #8, !dbg !361
    #dbg_value(ptr %0, !363, !DIExpression(), !370)
    #dbg_value(ptr %8, !368, !DIExpression(), !370)
    #dbg_value(i32 1, !369, !DIExpression(), !370)
  %19 = icmp eq ptr %8, %0, !dbg !372
  br i1 %19, label %25, label %20, !dbg !372

20:                                               ; preds = %17
  %21 = tail call i32 @lua_checkstack(ptr noundef %8, i32 noundef 1) #8, !dbg !372
  %22 = icmp eq i32 %21, 0, !dbg !372
  br i1 %22, label %23, label %25, !dbg !374, !prof !375

23:                                               ; preds = %20
  %24 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.29) #8, !dbg !376
  br label %25, !dbg !376

25:                                               ; preds = %17, %20, %23
  %26 = tail call i32 @lua_pushthread(ptr noundef %8) #8, !dbg !377
  tail call void @lua_xmove(ptr noundef %8, ptr noundef %0, i32 noundef 1) #8, !dbg !378
  %27 = tail call i32 @lua_rawget(ptr noundef %0, i32 noundef -2) #8, !dbg !379
  tail call void @lua_rotate(ptr noundef %0, i32 noundef -2, i32 noundef -1) #8, !dbg !380
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #8, !dbg !380
  br label %28

28:                                               ; preds = %15, %25
    #dbg_value(i32 %9, !381, !DIExpression(), !389)
    #dbg_value(ptr %2, !387, !DIExpression(), !389)
    #dbg_value(i32 0, !388, !DIExpression(), !389)
  %29 = and i32 %9, 1, !dbg !391
  %30 = icmp eq i32 %29, 0, !dbg !391
  br i1 %30, label %32, label %31, !dbg !393

31:                                               ; preds = %28
    #dbg_value(i32 1, !388, !DIExpression(), !389)
  store i8 99, ptr %2, align 1, !dbg !394, !tbaa !395, !DIAssignID !396
    #dbg_assign(i8 99, !325, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !396, ptr %2, !DIExpression(), !331)
  br label %32, !dbg !397

32:                                               ; preds = %31, %28
  %33 = phi i32 [ 1, %31 ], [ 0, %28 ], !dbg !389
    #dbg_value(i32 %33, !388, !DIExpression(), !389)
  %34 = and i32 %9, 2, !dbg !398
  %35 = icmp eq i32 %34, 0, !dbg !398
  br i1 %35, label %40, label %36, !dbg !400

36:                                               ; preds = %32
  %37 = add nuw nsw i32 %33, 1, !dbg !401
    #dbg_value(i32 %37, !388, !DIExpression(), !389)
  %38 = zext nneg i32 %33 to i64, !dbg !402
  %39 = getelementptr inbounds i8, ptr %2, i64 %38, !dbg !402
  store i8 114, ptr %39, align 1, !dbg !403, !tbaa !395
  br label %40, !dbg !402

40:                                               ; preds = %36, %32
  %41 = phi i32 [ %37, %36 ], [ %33, %32 ], !dbg !389
    #dbg_value(i32 %41, !388, !DIExpression(), !389)
  %42 = and i32 %9, 4, !dbg !404
  %43 = icmp eq i32 %42, 0, !dbg !404
  br i1 %43, label %48, label %44, !dbg !406

44:                                               ; preds = %40
  %45 = add nuw nsw i32 %41, 1, !dbg !407
    #dbg_value(i32 %45, !388, !DIExpression(), !389)
  %46 = zext nneg i32 %41 to i64, !dbg !408
  %47 = getelementptr inbounds i8, ptr %2, i64 %46, !dbg !408
  store i8 108, ptr %47, align 1, !dbg !409, !tbaa !395
  br label %48, !dbg !408

48:                                               ; preds = %40, %44
  %49 = phi i32 [ %45, %44 ], [ %41, %40 ], !dbg !389
    #dbg_value(i32 %49, !388, !DIExpression(), !389)
  %50 = zext nneg i32 %49 to i64, !dbg !410
  %51 = getelementptr inbounds i8, ptr %2, i64 %50, !dbg !410
  store i8 0, ptr %51, align 1, !dbg !411, !tbaa !395
  %52 = call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull %2) #8, !dbg !412
  %53 = call i32 @lua_gethookcount(ptr noundef %8) #8, !dbg !413
  %54 = sext i32 %53 to i64, !dbg !413
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %54) #8, !dbg !414
  br label %55, !dbg !415

55:                                               ; preds = %48, %12
  %56 = phi i32 [ 1, %12 ], [ 3, %48 ], !dbg !331
  call void @llvm.lifetime.end.p0(i64 5, ptr nonnull %2) #8, !dbg !416
  ret i32 %56, !dbg !416
}

; Function Attrs: nounwind uwtable
define internal i32 @db_getinfo(ptr noundef %0) #0 !dbg !417 {
  %2 = alloca %struct.lua_Debug, align 8, !DIAssignID !424
    #dbg_assign(i1 undef, !420, !DIExpression(), !424, ptr %2, !DIExpression(), !425)
    #dbg_value(ptr %0, !419, !DIExpression(), !425)
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %2) #8, !dbg !426
    #dbg_value(ptr %0, !332, !DIExpression(), !427)
    #dbg_value(ptr undef, !338, !DIExpression(), !427)
  %3 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #8, !dbg !429
  %4 = icmp eq i32 %3, 8, !dbg !429
  br i1 %4, label %7, label %5, !dbg !430

5:                                                ; preds = %1
    #dbg_value(i32 0, !421, !DIExpression(), !425)
    #dbg_value(ptr %0, !422, !DIExpression(), !425)
  %6 = tail call ptr @luaL_optlstring(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.30, ptr noundef null) #8, !dbg !431
    #dbg_value(ptr %6, !423, !DIExpression(), !425)
    #dbg_value(ptr %0, !363, !DIExpression(), !432)
    #dbg_value(ptr %0, !368, !DIExpression(), !432)
    #dbg_value(i32 3, !369, !DIExpression(), !432)
  br label %16, !dbg !434

7:                                                ; preds = %1
    #dbg_value(i32 1, !421, !DIExpression(), !425)
  %8 = tail call ptr @lua_tothread(ptr noundef %0, i32 noundef 1) #8, !dbg !435
    #dbg_value(ptr %8, !422, !DIExpression(), !425)
  %9 = tail call ptr @luaL_optlstring(ptr noundef %0, i32 noundef 3, ptr noundef nonnull @.str.30, ptr noundef null) #8, !dbg !431
    #dbg_value(ptr %9, !423, !DIExpression(), !425)
    #dbg_value(ptr %0, !363, !DIExpression(), !432)
    #dbg_value(ptr %8, !368, !DIExpression(), !432)
    #dbg_value(i32 3, !369, !DIExpression(), !432)
  %10 = icmp eq ptr %8, %0, !dbg !434
  br i1 %10, label %16, label %11, !dbg !434

11:                                               ; preds = %7
  %12 = tail call i32 @lua_checkstack(ptr noundef %8, i32 noundef 3) #8, !dbg !434
  %13 = icmp eq i32 %12, 0, !dbg !434
  br i1 %13, label %14, label %16, !dbg !436, !prof !375

14:                                               ; preds = %11
  %15 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.29) #8, !dbg !437
  br label %16, !dbg !437

16:                                               ; preds = %5, %7, %11, %14
  %17 = phi i1 [ true, %5 ], [ true, %7 ], [ false, %11 ], [ false, %14 ]
  %18 = phi ptr [ %6, %5 ], [ %9, %7 ], [ %9, %11 ], [ %9, %14 ]
  %19 = phi i32 [ 2, %5 ], [ 3, %7 ], [ 3, %11 ], [ 3, %14 ]
  %20 = phi ptr [ %0, %5 ], [ %8, %7 ], [ %8, %11 ], [ %8, %14 ]
  %21 = phi i32 [ 1, %5 ], [ 2, %7 ], [ 2, %11 ], [ 2, %14 ]
  %22 = load i8, ptr %18, align 1, !dbg !438, !tbaa !395
  %23 = icmp eq i8 %22, 62, !dbg !438
  br i1 %23, label %24, label %26, !dbg !438, !prof !375

24:                                               ; preds = %16
  %25 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef %19, ptr noundef nonnull @.str.31) #8, !dbg !438
  br label %26, !dbg !438

26:                                               ; preds = %24, %16
  %27 = tail call i32 @lua_type(ptr noundef %0, i32 noundef %21) #8, !dbg !439
  %28 = icmp eq i32 %27, 6, !dbg !439
  br i1 %28, label %29, label %31, !dbg !441

29:                                               ; preds = %26
  %30 = tail call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.32, ptr noundef nonnull %18) #8, !dbg !442
    #dbg_value(ptr %30, !423, !DIExpression(), !425)
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef %21) #8, !dbg !444
  tail call void @lua_xmove(ptr noundef %0, ptr noundef %20, i32 noundef 1) #8, !dbg !445
  br label %37, !dbg !446

31:                                               ; preds = %26
  %32 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef %21) #8, !dbg !447
  %33 = trunc i64 %32 to i32, !dbg !450
  %34 = call i32 @lua_getstack(ptr noundef %20, i32 noundef %33, ptr noundef nonnull %2) #8, !dbg !451
  %35 = icmp eq i32 %34, 0, !dbg !451
  br i1 %35, label %36, label %37, !dbg !452

36:                                               ; preds = %31
  call void @lua_pushnil(ptr noundef %0) #8, !dbg !453
  br label %124, !dbg !455

37:                                               ; preds = %31, %29
  %38 = phi ptr [ %30, %29 ], [ %18, %31 ], !dbg !425
    #dbg_value(ptr %38, !423, !DIExpression(), !425)
  %39 = call i32 @lua_getinfo(ptr noundef %20, ptr noundef %38, ptr noundef nonnull %2) #8, !dbg !456
  %40 = icmp eq i32 %39, 0, !dbg !456
  br i1 %40, label %41, label %43, !dbg !458

41:                                               ; preds = %37
  %42 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef %19, ptr noundef nonnull @.str.33) #8, !dbg !459
  br label %124, !dbg !460

43:                                               ; preds = %37
  call void @lua_createtable(ptr noundef %0, i32 noundef 0, i32 noundef 0) #8, !dbg !461
  %44 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %38, i32 noundef 83) #10, !dbg !462
  %45 = icmp eq ptr %44, null, !dbg !462
  br i1 %45, label %63, label %46, !dbg !464

46:                                               ; preds = %43
  %47 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !465
  %48 = load ptr, ptr %47, align 8, !dbg !465, !tbaa !467
  %49 = getelementptr inbounds i8, ptr %2, i64 40, !dbg !472
  %50 = load i64, ptr %49, align 8, !dbg !472, !tbaa !473
  %51 = call ptr @lua_pushlstring(ptr noundef %0, ptr noundef %48, i64 noundef %50) #8, !dbg !474
  call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.34) #8, !dbg !475
  %52 = getelementptr inbounds i8, ptr %2, i64 68, !dbg !476
    #dbg_value(ptr %0, !477, !DIExpression(), !484)
    #dbg_value(ptr @.str.35, !482, !DIExpression(), !484)
    #dbg_value(ptr %52, !483, !DIExpression(), !484)
  %53 = call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull %52) #8, !dbg !486
  call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.35) #8, !dbg !487
  %54 = getelementptr inbounds i8, ptr %2, i64 52, !dbg !488
  %55 = load i32, ptr %54, align 4, !dbg !488, !tbaa !489
    #dbg_value(ptr %0, !490, !DIExpression(), !497)
    #dbg_value(ptr @.str.36, !495, !DIExpression(), !497)
    #dbg_value(i32 %55, !496, !DIExpression(), !497)
  %56 = sext i32 %55 to i64, !dbg !499
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %56) #8, !dbg !500
  call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.36) #8, !dbg !501
  %57 = getelementptr inbounds i8, ptr %2, i64 56, !dbg !502
  %58 = load i32, ptr %57, align 8, !dbg !502, !tbaa !503
    #dbg_value(ptr %0, !490, !DIExpression(), !504)
    #dbg_value(ptr @.str.37, !495, !DIExpression(), !504)
    #dbg_value(i32 %58, !496, !DIExpression(), !504)
  %59 = sext i32 %58 to i64, !dbg !506
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %59) #8, !dbg !507
  call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.37) #8, !dbg !508
  %60 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !509
  %61 = load ptr, ptr %60, align 8, !dbg !509, !tbaa !510
    #dbg_value(ptr %0, !477, !DIExpression(), !511)
    #dbg_value(ptr @.str.38, !482, !DIExpression(), !511)
    #dbg_value(ptr %61, !483, !DIExpression(), !511)
  %62 = call ptr @lua_pushstring(ptr noundef %0, ptr noundef %61) #8, !dbg !513
  call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.38) #8, !dbg !514
  br label %63, !dbg !515

63:                                               ; preds = %46, %43
  %64 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %38, i32 noundef 108) #10, !dbg !516
  %65 = icmp eq ptr %64, null, !dbg !516
  br i1 %65, label %70, label %66, !dbg !518

66:                                               ; preds = %63
  %67 = getelementptr inbounds i8, ptr %2, i64 48, !dbg !519
  %68 = load i32, ptr %67, align 8, !dbg !519, !tbaa !520
    #dbg_value(ptr %0, !490, !DIExpression(), !521)
    #dbg_value(ptr @.str.39, !495, !DIExpression(), !521)
    #dbg_value(i32 %68, !496, !DIExpression(), !521)
  %69 = sext i32 %68 to i64, !dbg !523
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %69) #8, !dbg !524
  call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.39) #8, !dbg !525
  br label %70, !dbg !526

70:                                               ; preds = %66, %63
  %71 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %38, i32 noundef 117) #10, !dbg !527
  %72 = icmp eq ptr %71, null, !dbg !527
  br i1 %72, label %83, label %73, !dbg !529

73:                                               ; preds = %70
  %74 = getelementptr inbounds i8, ptr %2, i64 60, !dbg !530
  %75 = load i8, ptr %74, align 4, !dbg !530, !tbaa !532
    #dbg_value(ptr %0, !490, !DIExpression(), !533)
    #dbg_value(ptr @.str.40, !495, !DIExpression(), !533)
  %76 = zext i8 %75 to i64, !dbg !535
    #dbg_value(i64 %76, !496, !DIExpression(), !533)
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %76) #8, !dbg !536
  call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.40) #8, !dbg !537
  %77 = getelementptr inbounds i8, ptr %2, i64 61, !dbg !538
  %78 = load i8, ptr %77, align 1, !dbg !538, !tbaa !539
    #dbg_value(ptr %0, !490, !DIExpression(), !540)
    #dbg_value(ptr @.str.41, !495, !DIExpression(), !540)
  %79 = zext i8 %78 to i64, !dbg !542
    #dbg_value(i64 %79, !496, !DIExpression(), !540)
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %79) #8, !dbg !543
  call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.41) #8, !dbg !544
  %80 = getelementptr inbounds i8, ptr %2, i64 62, !dbg !545
  %81 = load i8, ptr %80, align 2, !dbg !545, !tbaa !546
  %82 = sext i8 %81 to i32, !dbg !547
    #dbg_value(ptr %0, !548, !DIExpression(), !553)
    #dbg_value(ptr @.str.42, !551, !DIExpression(), !553)
    #dbg_value(i32 %82, !552, !DIExpression(), !553)
  call void @lua_pushboolean(ptr noundef %0, i32 noundef %82) #8, !dbg !555
  call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.42) #8, !dbg !556
  br label %83, !dbg !557

83:                                               ; preds = %73, %70
  %84 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %38, i32 noundef 110) #10, !dbg !558
  %85 = icmp eq ptr %84, null, !dbg !558
  br i1 %85, label %93, label %86, !dbg !560

86:                                               ; preds = %83
  %87 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !561
  %88 = load ptr, ptr %87, align 8, !dbg !561, !tbaa !563
    #dbg_value(ptr %0, !477, !DIExpression(), !564)
    #dbg_value(ptr @.str.43, !482, !DIExpression(), !564)
    #dbg_value(ptr %88, !483, !DIExpression(), !564)
  %89 = call ptr @lua_pushstring(ptr noundef %0, ptr noundef %88) #8, !dbg !566
  call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.43) #8, !dbg !567
  %90 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !568
  %91 = load ptr, ptr %90, align 8, !dbg !568, !tbaa !569
    #dbg_value(ptr %0, !477, !DIExpression(), !570)
    #dbg_value(ptr @.str.44, !482, !DIExpression(), !570)
    #dbg_value(ptr %91, !483, !DIExpression(), !570)
  %92 = call ptr @lua_pushstring(ptr noundef %0, ptr noundef %91) #8, !dbg !572
  call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.44) #8, !dbg !573
  br label %93, !dbg !574

93:                                               ; preds = %86, %83
  %94 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %38, i32 noundef 114) #10, !dbg !575
  %95 = icmp eq ptr %94, null, !dbg !575
  br i1 %95, label %103, label %96, !dbg !577

96:                                               ; preds = %93
  %97 = getelementptr inbounds i8, ptr %2, i64 64, !dbg !578
  %98 = load i16, ptr %97, align 8, !dbg !578, !tbaa !580
    #dbg_value(ptr %0, !490, !DIExpression(), !581)
    #dbg_value(ptr @.str.45, !495, !DIExpression(), !581)
  %99 = zext i16 %98 to i64, !dbg !583
    #dbg_value(i64 %99, !496, !DIExpression(), !581)
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %99) #8, !dbg !584
  call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.45) #8, !dbg !585
  %100 = getelementptr inbounds i8, ptr %2, i64 66, !dbg !586
  %101 = load i16, ptr %100, align 2, !dbg !586, !tbaa !587
    #dbg_value(ptr %0, !490, !DIExpression(), !588)
    #dbg_value(ptr @.str.46, !495, !DIExpression(), !588)
  %102 = zext i16 %101 to i64, !dbg !590
    #dbg_value(i64 %102, !496, !DIExpression(), !588)
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %102) #8, !dbg !591
  call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.46) #8, !dbg !592
  br label %103, !dbg !593

103:                                              ; preds = %96, %93
  %104 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %38, i32 noundef 116) #10, !dbg !594
  %105 = icmp eq ptr %104, null, !dbg !594
  br i1 %105, label %110, label %106, !dbg !596

106:                                              ; preds = %103
  %107 = getelementptr inbounds i8, ptr %2, i64 63, !dbg !597
  %108 = load i8, ptr %107, align 1, !dbg !597, !tbaa !598
  %109 = sext i8 %108 to i32, !dbg !599
    #dbg_value(ptr %0, !548, !DIExpression(), !600)
    #dbg_value(ptr @.str.47, !551, !DIExpression(), !600)
    #dbg_value(i32 %109, !552, !DIExpression(), !600)
  call void @lua_pushboolean(ptr noundef %0, i32 noundef %109) #8, !dbg !602
  call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.47) #8, !dbg !603
  br label %110, !dbg !604

110:                                              ; preds = %106, %103
  %111 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %38, i32 noundef 76) #10, !dbg !605
  %112 = icmp eq ptr %111, null, !dbg !605
  br i1 %112, label %117, label %113, !dbg !607

113:                                              ; preds = %110
    #dbg_value(ptr %0, !608, !DIExpression(), !615)
    #dbg_value(ptr %20, !613, !DIExpression(), !615)
    #dbg_value(ptr @.str.48, !614, !DIExpression(), !615)
  br i1 %17, label %114, label %115, !dbg !617

114:                                              ; preds = %113
  call void @lua_rotate(ptr noundef %0, i32 noundef -2, i32 noundef 1) #8, !dbg !618
  br label %116, !dbg !618

115:                                              ; preds = %113
  call void @lua_xmove(ptr noundef %20, ptr noundef %0, i32 noundef 1) #8, !dbg !620
  br label %116

116:                                              ; preds = %114, %115
  call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.48) #8, !dbg !621
  br label %117, !dbg !622

117:                                              ; preds = %116, %110
  %118 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %38, i32 noundef 102) #10, !dbg !623
  %119 = icmp eq ptr %118, null, !dbg !623
  br i1 %119, label %124, label %120, !dbg !625

120:                                              ; preds = %117
    #dbg_value(ptr %0, !608, !DIExpression(), !626)
    #dbg_value(ptr %20, !613, !DIExpression(), !626)
    #dbg_value(ptr @.str.49, !614, !DIExpression(), !626)
  br i1 %17, label %121, label %122, !dbg !628

121:                                              ; preds = %120
  call void @lua_rotate(ptr noundef %0, i32 noundef -2, i32 noundef 1) #8, !dbg !629
  br label %123, !dbg !629

122:                                              ; preds = %120
  call void @lua_xmove(ptr noundef %20, ptr noundef %0, i32 noundef 1) #8, !dbg !630
  br label %123

123:                                              ; preds = %121, %122
  call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.49) #8, !dbg !631
  br label %124, !dbg !632

124:                                              ; preds = %117, %123, %41, %36
  %125 = phi i32 [ %42, %41 ], [ 1, %36 ], [ 1, %123 ], [ 1, %117 ], !dbg !425
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %2) #8, !dbg !633
  ret i32 %125, !dbg !633
}

; Function Attrs: nounwind uwtable
define internal i32 @db_getlocal(ptr noundef %0) #0 !dbg !634 {
  %2 = alloca %struct.lua_Debug, align 8, !DIAssignID !645
    #dbg_assign(i1 undef, !640, !DIExpression(), !645, ptr %2, !DIExpression(), !646)
    #dbg_value(ptr %0, !636, !DIExpression(), !647)
    #dbg_value(ptr %0, !332, !DIExpression(), !648)
    #dbg_value(ptr undef, !338, !DIExpression(), !648)
  %3 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #8, !dbg !650
  %4 = icmp eq i32 %3, 8, !dbg !650
  br i1 %4, label %5, label %7, !dbg !651

5:                                                ; preds = %1
    #dbg_value(i32 1, !637, !DIExpression(), !647)
  %6 = tail call ptr @lua_tothread(ptr noundef %0, i32 noundef 1) #8, !dbg !652
  br label %7, !dbg !653

7:                                                ; preds = %1, %5
  %8 = phi i32 [ 1, %5 ], [ 0, %1 ], !dbg !654
  %9 = phi ptr [ %6, %5 ], [ %0, %1 ], !dbg !654
    #dbg_value(i32 %8, !637, !DIExpression(), !647)
    #dbg_value(ptr %9, !638, !DIExpression(), !647)
  %10 = or disjoint i32 %8, 2, !dbg !655
  %11 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef %10) #8, !dbg !656
  %12 = trunc i64 %11 to i32, !dbg !657
    #dbg_value(i32 %12, !639, !DIExpression(), !647)
  %13 = add nuw nsw i32 %8, 1, !dbg !658
  %14 = tail call i32 @lua_type(ptr noundef %0, i32 noundef %13) #8, !dbg !658
  %15 = icmp eq i32 %14, 6, !dbg !658
  br i1 %15, label %16, label %19, !dbg !659

16:                                               ; preds = %7
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef %13) #8, !dbg !660
  %17 = tail call ptr @lua_getlocal(ptr noundef %0, ptr noundef null, i32 noundef %12) #8, !dbg !662
  %18 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef %17) #8, !dbg !663
  br label %41, !dbg !664

19:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %2) #8, !dbg !665
  %20 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef %13) #8, !dbg !666
  %21 = trunc i64 %20 to i32, !dbg !667
    #dbg_value(i32 %21, !644, !DIExpression(), !646)
  %22 = call i32 @lua_getstack(ptr noundef %9, i32 noundef %21, ptr noundef nonnull %2) #8, !dbg !668
  %23 = icmp eq i32 %22, 0, !dbg !668
  br i1 %23, label %24, label %26, !dbg !670, !prof !375

24:                                               ; preds = %19
  %25 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef %13, ptr noundef nonnull @.str.50) #8, !dbg !671
  br label %39, !dbg !672

26:                                               ; preds = %19
    #dbg_value(ptr %0, !363, !DIExpression(), !673)
    #dbg_value(ptr %9, !368, !DIExpression(), !673)
    #dbg_value(i32 1, !369, !DIExpression(), !673)
  %27 = icmp eq ptr %9, %0, !dbg !675
  br i1 %27, label %33, label %28, !dbg !675

28:                                               ; preds = %26
  %29 = call i32 @lua_checkstack(ptr noundef %9, i32 noundef 1) #8, !dbg !675
  %30 = icmp eq i32 %29, 0, !dbg !675
  br i1 %30, label %31, label %33, !dbg !676, !prof !375

31:                                               ; preds = %28
  %32 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.29) #8, !dbg !677
  br label %33, !dbg !677

33:                                               ; preds = %26, %28, %31
  %34 = call ptr @lua_getlocal(ptr noundef %9, ptr noundef nonnull %2, i32 noundef %12) #8, !dbg !678
    #dbg_value(ptr %34, !643, !DIExpression(), !646)
  %35 = icmp eq ptr %34, null, !dbg !679
  br i1 %35, label %38, label %36, !dbg !681

36:                                               ; preds = %33
  call void @lua_xmove(ptr noundef %9, ptr noundef %0, i32 noundef 1) #8, !dbg !682
  %37 = call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull %34) #8, !dbg !684
  call void @lua_rotate(ptr noundef %0, i32 noundef -2, i32 noundef 1) #8, !dbg !685
  br label %39, !dbg !686

38:                                               ; preds = %33
  call void @lua_pushnil(ptr noundef %0) #8, !dbg !687
  br label %39, !dbg !689

39:                                               ; preds = %38, %36, %24
  %40 = phi i32 [ %25, %24 ], [ 2, %36 ], [ 1, %38 ], !dbg !646
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %2) #8, !dbg !690
  br label %41

41:                                               ; preds = %39, %16
  %42 = phi i32 [ 1, %16 ], [ %40, %39 ], !dbg !691
  ret i32 %42, !dbg !692
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @db_getregistry(ptr noundef %0) #0 !dbg !693 {
    #dbg_value(ptr %0, !695, !DIExpression(), !696)
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -1001000) #8, !dbg !697
  ret i32 1, !dbg !698
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @db_getmetatable(ptr noundef %0) #0 !dbg !699 {
    #dbg_value(ptr %0, !701, !DIExpression(), !702)
  tail call void @luaL_checkany(ptr noundef %0, i32 noundef 1) #8, !dbg !703
  %2 = tail call i32 @lua_getmetatable(ptr noundef %0, i32 noundef 1) #8, !dbg !704
  %3 = icmp eq i32 %2, 0, !dbg !704
  br i1 %3, label %4, label %5, !dbg !706

4:                                                ; preds = %1
  tail call void @lua_pushnil(ptr noundef %0) #8, !dbg !707
  br label %5, !dbg !709

5:                                                ; preds = %4, %1
  ret i32 1, !dbg !710
}

; Function Attrs: nounwind uwtable
define internal range(i32 0, 3) i32 @db_getupvalue(ptr noundef %0) #0 !dbg !711 {
    #dbg_value(ptr %0, !713, !DIExpression(), !714)
    #dbg_value(ptr %0, !715, !DIExpression(), !723)
    #dbg_value(i32 1, !720, !DIExpression(), !723)
  %2 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 2) #8, !dbg !725
  %3 = trunc i64 %2 to i32, !dbg !726
    #dbg_value(i32 %3, !722, !DIExpression(), !723)
  tail call void @luaL_checktype(ptr noundef %0, i32 noundef 1, i32 noundef 6) #8, !dbg !727
  %4 = tail call ptr @lua_getupvalue(ptr noundef %0, i32 noundef 1, i32 noundef %3) #8, !dbg !728
    #dbg_value(ptr %4, !721, !DIExpression(), !723)
  %5 = icmp eq ptr %4, null, !dbg !729
  br i1 %5, label %8, label %6, !dbg !731

6:                                                ; preds = %1
  %7 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull %4) #8, !dbg !732
  tail call void @lua_rotate(ptr noundef %0, i32 noundef -2, i32 noundef 1) #8, !dbg !733
  br label %8, !dbg !734

8:                                                ; preds = %1, %6
  %9 = phi i32 [ 2, %6 ], [ 0, %1 ], !dbg !723
  ret i32 %9, !dbg !735
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @db_upvaluejoin(ptr noundef %0) #0 !dbg !736 {
    #dbg_value(ptr %0, !738, !DIExpression(), !741)
    #dbg_value(ptr %0, !742, !DIExpression(), !752)
    #dbg_value(i32 1, !747, !DIExpression(), !752)
    #dbg_value(i32 2, !748, !DIExpression(), !752)
    #dbg_value(ptr undef, !749, !DIExpression(), !752)
  %2 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 2) #8, !dbg !754
  %3 = trunc i64 %2 to i32, !dbg !755
    #dbg_value(i32 %3, !751, !DIExpression(), !752)
  tail call void @luaL_checktype(ptr noundef %0, i32 noundef 1, i32 noundef 6) #8, !dbg !756
  %4 = tail call ptr @lua_upvalueid(ptr noundef %0, i32 noundef 1, i32 noundef %3) #8, !dbg !757
    #dbg_value(ptr %4, !750, !DIExpression(), !752)
  %5 = icmp eq ptr %4, null, !dbg !758
  br i1 %5, label %6, label %8, !dbg !758, !prof !375

6:                                                ; preds = %1
  %7 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.52) #8, !dbg !758
  br label %8, !dbg !758

8:                                                ; preds = %1, %6
    #dbg_value(i32 %3, !739, !DIExpression(), !741)
    #dbg_value(ptr %0, !742, !DIExpression(), !761)
    #dbg_value(i32 3, !747, !DIExpression(), !761)
    #dbg_value(i32 4, !748, !DIExpression(), !761)
    #dbg_value(ptr undef, !749, !DIExpression(), !761)
  %9 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 4) #8, !dbg !763
  %10 = trunc i64 %9 to i32, !dbg !764
    #dbg_value(i32 %10, !751, !DIExpression(), !761)
  tail call void @luaL_checktype(ptr noundef %0, i32 noundef 3, i32 noundef 6) #8, !dbg !765
  %11 = tail call ptr @lua_upvalueid(ptr noundef %0, i32 noundef 3, i32 noundef %10) #8, !dbg !766
    #dbg_value(ptr %11, !750, !DIExpression(), !761)
  %12 = icmp eq ptr %11, null, !dbg !767
  br i1 %12, label %13, label %15, !dbg !767, !prof !375

13:                                               ; preds = %8
  %14 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 4, ptr noundef nonnull @.str.52) #8, !dbg !767
  br label %15, !dbg !767

15:                                               ; preds = %8, %13
    #dbg_value(i32 %10, !740, !DIExpression(), !741)
  %16 = tail call i32 @lua_iscfunction(ptr noundef %0, i32 noundef 1) #8, !dbg !768
  %17 = icmp eq i32 %16, 0, !dbg !768
  br i1 %17, label %20, label %18, !dbg !768, !prof !769

18:                                               ; preds = %15
  %19 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.51) #8, !dbg !768
  br label %20, !dbg !768

20:                                               ; preds = %18, %15
  %21 = tail call i32 @lua_iscfunction(ptr noundef %0, i32 noundef 3) #8, !dbg !770
  %22 = icmp eq i32 %21, 0, !dbg !770
  br i1 %22, label %25, label %23, !dbg !770, !prof !769

23:                                               ; preds = %20
  %24 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 3, ptr noundef nonnull @.str.51) #8, !dbg !770
  br label %25, !dbg !770

25:                                               ; preds = %23, %20
  tail call void @lua_upvaluejoin(ptr noundef %0, i32 noundef 1, i32 noundef %3, i32 noundef 3, i32 noundef %10) #8, !dbg !771
  ret i32 0, !dbg !772
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @db_upvalueid(ptr noundef %0) #0 !dbg !773 {
    #dbg_value(ptr %0, !775, !DIExpression(), !777)
    #dbg_value(ptr %0, !742, !DIExpression(), !778)
    #dbg_value(i32 1, !747, !DIExpression(), !778)
    #dbg_value(i32 2, !748, !DIExpression(), !778)
    #dbg_value(ptr null, !749, !DIExpression(), !778)
  %2 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 2) #8, !dbg !780
  %3 = trunc i64 %2 to i32, !dbg !781
    #dbg_value(i32 %3, !751, !DIExpression(), !778)
  tail call void @luaL_checktype(ptr noundef %0, i32 noundef 1, i32 noundef 6) #8, !dbg !782
  %4 = tail call ptr @lua_upvalueid(ptr noundef %0, i32 noundef 1, i32 noundef %3) #8, !dbg !783
    #dbg_value(ptr %4, !750, !DIExpression(), !778)
    #dbg_value(ptr %4, !776, !DIExpression(), !777)
  %5 = icmp eq ptr %4, null, !dbg !784
  br i1 %5, label %7, label %6, !dbg !786

6:                                                ; preds = %1
  tail call void @lua_pushlightuserdata(ptr noundef %0, ptr noundef nonnull %4) #8, !dbg !787
  br label %8, !dbg !787

7:                                                ; preds = %1
  tail call void @lua_pushnil(ptr noundef %0) #8, !dbg !788
  br label %8

8:                                                ; preds = %7, %6
  ret i32 1, !dbg !789
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @db_setuservalue(ptr noundef %0) #0 !dbg !790 {
    #dbg_value(ptr %0, !792, !DIExpression(), !794)
  %2 = tail call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 3, i64 noundef 1) #8, !dbg !795
  %3 = trunc i64 %2 to i32, !dbg !796
    #dbg_value(i32 %3, !793, !DIExpression(), !794)
  tail call void @luaL_checktype(ptr noundef %0, i32 noundef 1, i32 noundef 7) #8, !dbg !797
  tail call void @luaL_checkany(ptr noundef %0, i32 noundef 2) #8, !dbg !798
  tail call void @lua_settop(ptr noundef %0, i32 noundef 2) #8, !dbg !799
  %4 = tail call i32 @lua_setiuservalue(ptr noundef %0, i32 noundef 1, i32 noundef %3) #8, !dbg !800
  %5 = icmp eq i32 %4, 0, !dbg !800
  br i1 %5, label %6, label %7, !dbg !802

6:                                                ; preds = %1
  tail call void @lua_pushnil(ptr noundef %0) #8, !dbg !803
  br label %7, !dbg !803

7:                                                ; preds = %6, %1
  ret i32 1, !dbg !804
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @db_sethook(ptr noundef %0) #0 !dbg !805 {
    #dbg_value(ptr %0, !807, !DIExpression(), !816)
    #dbg_value(ptr %0, !332, !DIExpression(), !817)
    #dbg_value(ptr undef, !338, !DIExpression(), !817)
  %2 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #8, !dbg !819
  %3 = icmp eq i32 %2, 8, !dbg !819
  br i1 %3, label %4, label %6, !dbg !820

4:                                                ; preds = %1
    #dbg_value(i32 1, !808, !DIExpression(), !816)
  %5 = tail call ptr @lua_tothread(ptr noundef %0, i32 noundef 1) #8, !dbg !821
  br label %6, !dbg !822

6:                                                ; preds = %1, %4
  %7 = phi i32 [ 1, %4 ], [ 0, %1 ], !dbg !823
  %8 = phi ptr [ %5, %4 ], [ %0, %1 ], !dbg !823
    #dbg_value(i32 %7, !808, !DIExpression(), !816)
    #dbg_value(ptr %8, !812, !DIExpression(), !816)
  %9 = add nuw nsw i32 %7, 1, !dbg !824
  %10 = tail call i32 @lua_type(ptr noundef %0, i32 noundef %9) #8, !dbg !824
  %11 = icmp slt i32 %10, 1, !dbg !824
  br i1 %11, label %12, label %13, !dbg !825

12:                                               ; preds = %6
  tail call void @lua_settop(ptr noundef %0, i32 noundef %9) #8, !dbg !826
    #dbg_value(ptr null, !811, !DIExpression(), !816)
    #dbg_value(i32 0, !809, !DIExpression(), !816)
    #dbg_value(i32 0, !810, !DIExpression(), !816)
  br label %33, !dbg !828

13:                                               ; preds = %6
  %14 = or disjoint i32 %7, 2, !dbg !829
  %15 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef %14, ptr noundef null) #8, !dbg !829
    #dbg_value(ptr %15, !813, !DIExpression(), !830)
  tail call void @luaL_checktype(ptr noundef %0, i32 noundef %9, i32 noundef 6) #8, !dbg !831
  %16 = add nuw nsw i32 %7, 3, !dbg !832
  %17 = tail call i64 @luaL_optinteger(ptr noundef %0, i32 noundef %16, i64 noundef 0) #8, !dbg !833
  %18 = trunc i64 %17 to i32, !dbg !834
    #dbg_value(i32 %18, !810, !DIExpression(), !816)
    #dbg_value(ptr @hookf, !811, !DIExpression(), !816)
    #dbg_value(ptr %15, !835, !DIExpression(), !842)
    #dbg_value(i32 %18, !840, !DIExpression(), !842)
    #dbg_value(i32 0, !841, !DIExpression(), !842)
  %19 = tail call ptr @strchr(ptr noundef nonnull readonly dereferenceable(1) %15, i32 noundef 99) #10, !dbg !844
  %20 = icmp ne ptr %19, null, !dbg !844
  %21 = zext i1 %20 to i32, !dbg !846
    #dbg_value(i32 %21, !841, !DIExpression(), !842)
  %22 = tail call ptr @strchr(ptr noundef nonnull readonly dereferenceable(1) %15, i32 noundef 114) #10, !dbg !847
  %23 = icmp eq ptr %22, null, !dbg !847
  %24 = or disjoint i32 %21, 2, !dbg !849
  %25 = select i1 %23, i32 %21, i32 %24, !dbg !849
    #dbg_value(i32 %25, !841, !DIExpression(), !842)
  %26 = tail call ptr @strchr(ptr noundef nonnull readonly dereferenceable(1) %15, i32 noundef 108) #10, !dbg !850
  %27 = icmp eq ptr %26, null, !dbg !850
  %28 = or disjoint i32 %25, 4, !dbg !852
  %29 = select i1 %27, i32 %25, i32 %28, !dbg !852
    #dbg_value(i32 %29, !841, !DIExpression(), !842)
  %30 = icmp sgt i32 %18, 0, !dbg !853
  %31 = or disjoint i32 %29, 8, !dbg !855
  %32 = select i1 %30, i32 %31, i32 %29, !dbg !855
    #dbg_value(i32 %32, !841, !DIExpression(), !842)
    #dbg_value(i32 %32, !809, !DIExpression(), !816)
  br label %33

33:                                               ; preds = %13, %12
  %34 = phi ptr [ null, %12 ], [ @hookf, %13 ], !dbg !856
  %35 = phi i32 [ 0, %12 ], [ %18, %13 ], !dbg !856
  %36 = phi i32 [ 0, %12 ], [ %32, %13 ], !dbg !856
    #dbg_value(i32 %36, !809, !DIExpression(), !816)
    #dbg_value(i32 %35, !810, !DIExpression(), !816)
    #dbg_value(ptr %34, !811, !DIExpression(), !816)
  %37 = tail call i32 @luaL_getsubtable(ptr noundef %0, i32 noundef -1001000, ptr noundef nonnull @.str.23) #8, !dbg !857
  %38 = icmp eq i32 %37, 0, !dbg !857
  br i1 %38, label %39, label %42, !dbg !859

39:                                               ; preds = %33
  %40 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.53) #8, !dbg !860
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.54) #8, !dbg !862
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -1) #8, !dbg !863
  %41 = tail call i32 @lua_setmetatable(ptr noundef %0, i32 noundef -2) #8, !dbg !864
  br label %42, !dbg !865

42:                                               ; preds = %39, %33
    #dbg_value(ptr %0, !363, !DIExpression(), !866)
    #dbg_value(ptr %8, !368, !DIExpression(), !866)
    #dbg_value(i32 1, !369, !DIExpression(), !866)
  %43 = icmp eq ptr %8, %0, !dbg !868
  br i1 %43, label %49, label %44, !dbg !868

44:                                               ; preds = %42
  %45 = tail call i32 @lua_checkstack(ptr noundef %8, i32 noundef 1) #8, !dbg !868
  %46 = icmp eq i32 %45, 0, !dbg !868
  br i1 %46, label %47, label %49, !dbg !869, !prof !375

47:                                               ; preds = %44
  %48 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.29) #8, !dbg !870
  br label %49, !dbg !870

49:                                               ; preds = %42, %44, %47
  %50 = tail call i32 @lua_pushthread(ptr noundef %8) #8, !dbg !871
  tail call void @lua_xmove(ptr noundef %8, ptr noundef %0, i32 noundef 1) #8, !dbg !872
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef %9) #8, !dbg !873
  tail call void @lua_rawset(ptr noundef %0, i32 noundef -3) #8, !dbg !874
  tail call void @lua_sethook(ptr noundef %8, ptr noundef %34, i32 noundef %36, i32 noundef %35) #8, !dbg !875
  ret i32 0, !dbg !876
}

; Function Attrs: nounwind uwtable
define internal i32 @db_setlocal(ptr noundef %0) #0 !dbg !877 {
  %2 = alloca %struct.lua_Debug, align 8, !DIAssignID !886
    #dbg_assign(i1 undef, !883, !DIExpression(), !886, ptr %2, !DIExpression(), !887)
    #dbg_value(ptr %0, !879, !DIExpression(), !887)
    #dbg_value(ptr %0, !332, !DIExpression(), !888)
    #dbg_value(ptr undef, !338, !DIExpression(), !888)
  %3 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #8, !dbg !890
  %4 = icmp eq i32 %3, 8, !dbg !890
  br i1 %4, label %5, label %7, !dbg !891

5:                                                ; preds = %1
    #dbg_value(i32 1, !880, !DIExpression(), !887)
  %6 = tail call ptr @lua_tothread(ptr noundef %0, i32 noundef 1) #8, !dbg !892
  br label %7, !dbg !893

7:                                                ; preds = %1, %5
  %8 = phi i32 [ 1, %5 ], [ 0, %1 ], !dbg !894
  %9 = phi ptr [ %6, %5 ], [ %0, %1 ], !dbg !894
    #dbg_value(i32 %8, !880, !DIExpression(), !887)
    #dbg_value(ptr %9, !882, !DIExpression(), !887)
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %2) #8, !dbg !895
  %10 = add nuw nsw i32 %8, 1, !dbg !896
  %11 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef %10) #8, !dbg !897
  %12 = trunc i64 %11 to i32, !dbg !898
    #dbg_value(i32 %12, !884, !DIExpression(), !887)
  %13 = or disjoint i32 %8, 2, !dbg !899
  %14 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef %13) #8, !dbg !900
    #dbg_value(i64 %14, !885, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !887)
  %15 = call i32 @lua_getstack(ptr noundef %9, i32 noundef %12, ptr noundef nonnull %2) #8, !dbg !901
  %16 = icmp eq i32 %15, 0, !dbg !901
  br i1 %16, label %17, label %19, !dbg !903, !prof !375

17:                                               ; preds = %7
  %18 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef %10, ptr noundef nonnull @.str.50) #8, !dbg !904
  br label %34, !dbg !905

19:                                               ; preds = %7
  %20 = trunc i64 %14 to i32, !dbg !906
    #dbg_value(i32 %20, !885, !DIExpression(), !887)
  %21 = add nuw nsw i32 %8, 3, !dbg !907
  call void @luaL_checkany(ptr noundef %0, i32 noundef %21) #8, !dbg !908
  call void @lua_settop(ptr noundef %0, i32 noundef %21) #8, !dbg !909
    #dbg_value(ptr %0, !363, !DIExpression(), !910)
    #dbg_value(ptr %9, !368, !DIExpression(), !910)
    #dbg_value(i32 1, !369, !DIExpression(), !910)
  %22 = icmp eq ptr %9, %0, !dbg !912
  br i1 %22, label %28, label %23, !dbg !912

23:                                               ; preds = %19
  %24 = call i32 @lua_checkstack(ptr noundef %9, i32 noundef 1) #8, !dbg !912
  %25 = icmp eq i32 %24, 0, !dbg !912
  br i1 %25, label %26, label %28, !dbg !913, !prof !375

26:                                               ; preds = %23
  %27 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.29) #8, !dbg !914
  br label %28, !dbg !914

28:                                               ; preds = %19, %23, %26
  call void @lua_xmove(ptr noundef %0, ptr noundef %9, i32 noundef 1) #8, !dbg !915
  %29 = call ptr @lua_setlocal(ptr noundef %9, ptr noundef nonnull %2, i32 noundef %20) #8, !dbg !916
    #dbg_value(ptr %29, !881, !DIExpression(), !887)
  %30 = icmp eq ptr %29, null, !dbg !917
  br i1 %30, label %31, label %32, !dbg !919

31:                                               ; preds = %28
  call void @lua_settop(ptr noundef %9, i32 noundef -2) #8, !dbg !920
  br label %32, !dbg !920

32:                                               ; preds = %31, %28
  %33 = call ptr @lua_pushstring(ptr noundef %0, ptr noundef %29) #8, !dbg !921
  br label %34, !dbg !922

34:                                               ; preds = %32, %17
  %35 = phi i32 [ %18, %17 ], [ 1, %32 ], !dbg !887
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %2) #8, !dbg !923
  ret i32 %35, !dbg !923
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @db_setmetatable(ptr noundef %0) #0 !dbg !924 {
    #dbg_value(ptr %0, !926, !DIExpression(), !928)
  %2 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 2) #8, !dbg !929
    #dbg_value(i32 %2, !927, !DIExpression(), !928)
  switch i32 %2, label %3 [
    i32 5, label %5
    i32 0, label %5
  ], !dbg !930

3:                                                ; preds = %1
  %4 = tail call i32 @luaL_typeerror(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.55) #8, !dbg !930
  br label %5, !dbg !930

5:                                                ; preds = %1, %1, %3
  tail call void @lua_settop(ptr noundef %0, i32 noundef 2) #8, !dbg !931
  %6 = tail call i32 @lua_setmetatable(ptr noundef %0, i32 noundef 1) #8, !dbg !932
  ret i32 1, !dbg !933
}

; Function Attrs: nounwind uwtable
define internal range(i32 0, 3) i32 @db_setupvalue(ptr noundef %0) #0 !dbg !934 {
    #dbg_value(ptr %0, !936, !DIExpression(), !937)
  tail call void @luaL_checkany(ptr noundef %0, i32 noundef 3) #8, !dbg !938
    #dbg_value(ptr %0, !715, !DIExpression(), !939)
    #dbg_value(i32 0, !720, !DIExpression(), !939)
  %2 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 2) #8, !dbg !941
  %3 = trunc i64 %2 to i32, !dbg !942
    #dbg_value(i32 %3, !722, !DIExpression(), !939)
  tail call void @luaL_checktype(ptr noundef %0, i32 noundef 1, i32 noundef 6) #8, !dbg !943
  %4 = tail call ptr @lua_setupvalue(ptr noundef %0, i32 noundef 1, i32 noundef %3) #8, !dbg !944
    #dbg_value(ptr %4, !721, !DIExpression(), !939)
  %5 = icmp eq ptr %4, null, !dbg !945
  br i1 %5, label %8, label %6, !dbg !946

6:                                                ; preds = %1
  %7 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull %4) #8, !dbg !947
  tail call void @lua_rotate(ptr noundef %0, i32 noundef -1, i32 noundef 1) #8, !dbg !948
  br label %8, !dbg !949

8:                                                ; preds = %1, %6
  %9 = phi i32 [ 1, %6 ], [ 0, %1 ], !dbg !939
  ret i32 %9, !dbg !950
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @db_traceback(ptr noundef %0) #0 !dbg !951 {
    #dbg_value(ptr %0, !953, !DIExpression(), !960)
    #dbg_value(ptr %0, !332, !DIExpression(), !961)
    #dbg_value(ptr undef, !338, !DIExpression(), !961)
  %2 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #8, !dbg !963
  %3 = icmp eq i32 %2, 8, !dbg !963
  br i1 %3, label %4, label %6, !dbg !964

4:                                                ; preds = %1
    #dbg_value(i32 1, !954, !DIExpression(), !960)
  %5 = tail call ptr @lua_tothread(ptr noundef %0, i32 noundef 1) #8, !dbg !965
  br label %6, !dbg !966

6:                                                ; preds = %1, %4
  %7 = phi i32 [ 1, %4 ], [ 0, %1 ], !dbg !967
  %8 = phi ptr [ %5, %4 ], [ %0, %1 ], !dbg !967
    #dbg_value(i32 %7, !954, !DIExpression(), !960)
    #dbg_value(ptr %8, !955, !DIExpression(), !960)
  %9 = add nuw nsw i32 %7, 1, !dbg !968
  %10 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef %9, ptr noundef null) #8, !dbg !968
    #dbg_value(ptr %10, !956, !DIExpression(), !960)
  %11 = icmp eq ptr %10, null, !dbg !969
  br i1 %11, label %12, label %16, !dbg !970

12:                                               ; preds = %6
  %13 = tail call i32 @lua_type(ptr noundef %0, i32 noundef %9) #8, !dbg !971
  %14 = icmp slt i32 %13, 1, !dbg !971
  br i1 %14, label %16, label %15, !dbg !972

15:                                               ; preds = %12
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef %9) #8, !dbg !973
  br label %22, !dbg !973

16:                                               ; preds = %12, %6
  %17 = or disjoint i32 %7, 2, !dbg !974
  %18 = icmp eq ptr %8, %0, !dbg !975
  %19 = zext i1 %18 to i64, !dbg !976
  %20 = tail call i64 @luaL_optinteger(ptr noundef %0, i32 noundef %17, i64 noundef %19) #8, !dbg !977
  %21 = trunc i64 %20 to i32, !dbg !978
    #dbg_value(i32 %21, !957, !DIExpression(), !979)
  tail call void @luaL_traceback(ptr noundef %0, ptr noundef %8, ptr noundef %10, i32 noundef %21) #8, !dbg !980
  br label %22

22:                                               ; preds = %16, %15
  ret i32 1, !dbg !981
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @db_setcstacklimit(ptr noundef %0) #0 !dbg !982 {
    #dbg_value(ptr %0, !984, !DIExpression(), !987)
  %2 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 1) #8, !dbg !988
  %3 = trunc i64 %2 to i32, !dbg !989
    #dbg_value(i32 %3, !985, !DIExpression(), !987)
  %4 = tail call i32 @lua_setcstacklimit(ptr noundef %0, i32 noundef %3) #8, !dbg !990
    #dbg_value(i32 %4, !986, !DIExpression(), !987)
  %5 = sext i32 %4 to i64, !dbg !991
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %5) #8, !dbg !992
  ret i32 1, !dbg !993
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree nounwind
declare !dbg !994 noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !1055 noundef i32 @fflush(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !1058 noundef ptr @fgets(ptr noundef, i32 noundef, ptr nocapture noundef) local_unnamed_addr #3

declare !dbg !1062 i32 @luaL_loadbufferx(ptr noundef, ptr noundef, i64 noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !1065 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

declare !dbg !1069 i32 @lua_pcallk(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i64 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !1079 ptr @luaL_tolstring(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !1083 void @lua_settop(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare !dbg !1086 i64 @luaL_optinteger(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

declare !dbg !1091 i32 @lua_type(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !1092 void @lua_pushnil(ptr noundef) local_unnamed_addr #1

declare !dbg !1095 i32 @lua_getiuservalue(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !1098 void @lua_pushboolean(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !1099 i32 @lua_gethookmask(ptr noundef) local_unnamed_addr #1

declare !dbg !1100 ptr @lua_gethook(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal void @hookf(ptr noundef %0, ptr nocapture noundef readonly %1) #0 !dbg !116 {
    #dbg_value(ptr %0, !155, !DIExpression(), !1103)
    #dbg_value(ptr %1, !156, !DIExpression(), !1103)
  %3 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001000, ptr noundef nonnull @.str.23) #8, !dbg !1104
  %4 = tail call i32 @lua_pushthread(ptr noundef %0) #8, !dbg !1105
  %5 = tail call i32 @lua_rawget(ptr noundef %0, i32 noundef -2) #8, !dbg !1106
  %6 = icmp eq i32 %5, 6, !dbg !1108
  br i1 %6, label %7, label %20, !dbg !1109

7:                                                ; preds = %2
  %8 = load i32, ptr %1, align 8, !dbg !1110, !tbaa !1112
  %9 = sext i32 %8 to i64, !dbg !1113
  %10 = shl i64 %9, 2, !dbg !1113
  %11 = call ptr @llvm.load.relative.i64(ptr @hookf.hooknames.rel, i64 %10), !dbg !1113
  %12 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef %11) #8, !dbg !1114
  %13 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !1115
  %14 = load i32, ptr %13, align 8, !dbg !1115, !tbaa !520
  %15 = icmp sgt i32 %14, -1, !dbg !1117
  br i1 %15, label %16, label %18, !dbg !1118

16:                                               ; preds = %7
  %17 = zext nneg i32 %14 to i64, !dbg !1119
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %17) #8, !dbg !1120
  br label %19, !dbg !1120

18:                                               ; preds = %7
  tail call void @lua_pushnil(ptr noundef %0) #8, !dbg !1121
  br label %19

19:                                               ; preds = %18, %16
  tail call void @lua_callk(ptr noundef %0, i32 noundef 2, i32 noundef 0, i64 noundef 0, ptr noundef null) #8, !dbg !1122
  br label %20, !dbg !1123

20:                                               ; preds = %19, %2
  ret void, !dbg !1124
}

declare !dbg !1125 ptr @lua_pushstring(ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !1128 i32 @lua_getfield(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !1131 i32 @lua_pushthread(ptr noundef) local_unnamed_addr #1

declare !dbg !1132 void @lua_xmove(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !1133 i32 @lua_rawget(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !1134 void @lua_rotate(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !1135 void @lua_pushinteger(ptr noundef, i64 noundef) local_unnamed_addr #1

declare !dbg !1138 i32 @lua_gethookcount(ptr noundef) local_unnamed_addr #1

declare !dbg !1139 ptr @lua_tothread(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !1142 void @lua_callk(ptr noundef, i32 noundef, i32 noundef, i64 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !1145 i32 @lua_checkstack(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !1146 i32 @luaL_error(ptr noundef, ptr noundef, ...) local_unnamed_addr #1

declare !dbg !1149 ptr @luaL_optlstring(ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !1152 i32 @luaL_argerror(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !1153 ptr @lua_pushfstring(ptr noundef, ptr noundef, ...) local_unnamed_addr #1

declare !dbg !1156 void @lua_pushvalue(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !1157 i32 @lua_getstack(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !1160 i64 @luaL_checkinteger(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !1163 i32 @lua_getinfo(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !1166 ptr @strchr(ptr noundef, i32 noundef) local_unnamed_addr #4

declare !dbg !1169 ptr @lua_pushlstring(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

declare !dbg !1172 void @lua_setfield(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !1175 ptr @lua_getlocal(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !1180 void @luaL_checkany(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !1181 i32 @lua_getmetatable(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !1182 void @luaL_checktype(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !1183 ptr @lua_getupvalue(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !1186 ptr @lua_setupvalue(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !1187 i32 @lua_iscfunction(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !1188 void @lua_upvaluejoin(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !1191 ptr @lua_upvalueid(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !1194 void @lua_pushlightuserdata(ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !1197 i32 @lua_setiuservalue(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !1198 ptr @luaL_checklstring(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !1199 i32 @luaL_getsubtable(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !1200 i32 @lua_setmetatable(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !1201 void @lua_rawset(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !1202 void @lua_sethook(ptr noundef, ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !1205 ptr @lua_setlocal(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !1206 i32 @luaL_typeerror(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !1207 ptr @lua_tolstring(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !1208 void @luaL_traceback(ptr noundef, ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !1211 i32 @lua_setcstacklimit(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nofree nounwind willreturn memory(argmem: read) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #8 = { nounwind }
attributes #9 = { cold }
attributes #10 = { nounwind willreturn memory(read) }
attributes #11 = { cold nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!238, !239, !240, !241, !242, !243, !244}
!llvm.ident = !{!245}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "dblib", scope: !2, file: !3, line: 457, type: !224, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/lua/ldblib.c", directory: ".", checksumkind: CSK_MD5, checksum: "3d5dc5533f3bca51f49d5304ef972be2")
!4 = !{!5, !6}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{!8, !14, !19, !24, !26, !31, !36, !38, !43, !45, !50, !52, !54, !56, !58, !60, !62, !0, !67, !72, !74, !76, !81, !86, !91, !93, !98, !103, !108, !110, !112, !114, !158, !160, !162, !167, !169, !171, !173, !175, !177, !182, !184, !186, !188, !190, !192, !194, !196, !198, !200, !202, !204, !206, !208, !213, !215, !220, !222}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !3, line: 458, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 48, elements: !12)
!11 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!12 = !{!13}
!13 = !DISubrange(count: 6)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !3, line: 459, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 104, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 13)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !3, line: 460, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 64, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 8)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 461, type: !21, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 462, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 72, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 9)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 463, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 96, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 12)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 464, type: !16, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 465, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 88, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 11)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 466, type: !33, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 467, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 80, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 10)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !3, line: 468, type: !16, isLocal: true, isDefinition: true)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !3, line: 469, type: !21, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !3, line: 470, type: !28, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !3, line: 471, type: !16, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !3, line: 472, type: !40, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 473, type: !47, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !3, line: 474, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 120, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 15)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !3, line: 423, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 24, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 3)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !3, line: 423, type: !33, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !3, line: 425, type: !10, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !3, line: 427, type: !78, isLocal: true, isDefinition: true)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 136, elements: !79)
!79 = !{!80}
!80 = !DISubrange(count: 17)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !3, line: 429, type: !83, isLocal: true, isDefinition: true)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 32, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 4)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !3, line: 406, type: !88, isLocal: true, isDefinition: true)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 112, elements: !89)
!89 = !{!90}
!90 = !DISubrange(count: 14)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !3, line: 27, type: !28, isLocal: true, isDefinition: true)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(name: "HOOKKEY", scope: !2, file: !3, line: 27, type: !95, isLocal: true, isDefinition: true)
!95 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !96)
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!97 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !3, line: 325, type: !100, isLocal: true, isDefinition: true)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 40, elements: !101)
!101 = !{!102}
!102 = !DISubrange(count: 5)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !3, line: 325, type: !105, isLocal: true, isDefinition: true)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 56, elements: !106)
!106 = !{!107}
!107 = !DISubrange(count: 7)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(scope: null, file: !3, line: 325, type: !100, isLocal: true, isDefinition: true)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(scope: null, file: !3, line: 325, type: !10, isLocal: true, isDefinition: true)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(scope: null, file: !3, line: 325, type: !47, isLocal: true, isDefinition: true)
!114 = !DIGlobalVariableExpression(var: !115, expr: !DIExpression())
!115 = distinct !DIGlobalVariable(name: "hooknames", scope: !116, file: !3, line: 324, type: !157, isLocal: true, isDefinition: true)
!116 = distinct !DISubprogram(name: "hookf", scope: !3, file: !3, line: 323, type: !117, scopeLine: 323, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !154)
!117 = !DISubroutineType(types: !118)
!118 = !{null, !119, !123}
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_State", file: !121, line: 57, baseType: !122)
!121 = !DIFile(filename: "src/lua/lua.h", directory: ".", checksumkind: CSK_MD5, checksum: "ece01bd891804d6468c3a8128cee43b0")
!122 = !DICompositeType(tag: DW_TAG_structure_type, name: "lua_State", file: !121, line: 57, flags: DIFlagFwdDecl)
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!124 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Debug", file: !121, line: 137, baseType: !125)
!125 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lua_Debug", file: !121, line: 475, size: 1088, elements: !126)
!126 = !{!127, !128, !129, !130, !131, !132, !136, !137, !138, !139, !141, !142, !143, !144, !146, !147, !151}
!127 = !DIDerivedType(tag: DW_TAG_member, name: "event", scope: !125, file: !121, line: 476, baseType: !6, size: 32)
!128 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !125, file: !121, line: 477, baseType: !96, size: 64, offset: 64)
!129 = !DIDerivedType(tag: DW_TAG_member, name: "namewhat", scope: !125, file: !121, line: 478, baseType: !96, size: 64, offset: 128)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !125, file: !121, line: 479, baseType: !96, size: 64, offset: 192)
!131 = !DIDerivedType(tag: DW_TAG_member, name: "source", scope: !125, file: !121, line: 480, baseType: !96, size: 64, offset: 256)
!132 = !DIDerivedType(tag: DW_TAG_member, name: "srclen", scope: !125, file: !121, line: 481, baseType: !133, size: 64, offset: 320)
!133 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !134, line: 18, baseType: !135)
!134 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!135 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "currentline", scope: !125, file: !121, line: 482, baseType: !6, size: 32, offset: 384)
!137 = !DIDerivedType(tag: DW_TAG_member, name: "linedefined", scope: !125, file: !121, line: 483, baseType: !6, size: 32, offset: 416)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "lastlinedefined", scope: !125, file: !121, line: 484, baseType: !6, size: 32, offset: 448)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "nups", scope: !125, file: !121, line: 485, baseType: !140, size: 8, offset: 480)
!140 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!141 = !DIDerivedType(tag: DW_TAG_member, name: "nparams", scope: !125, file: !121, line: 486, baseType: !140, size: 8, offset: 488)
!142 = !DIDerivedType(tag: DW_TAG_member, name: "isvararg", scope: !125, file: !121, line: 487, baseType: !11, size: 8, offset: 496)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "istailcall", scope: !125, file: !121, line: 488, baseType: !11, size: 8, offset: 504)
!144 = !DIDerivedType(tag: DW_TAG_member, name: "ftransfer", scope: !125, file: !121, line: 489, baseType: !145, size: 16, offset: 512)
!145 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!146 = !DIDerivedType(tag: DW_TAG_member, name: "ntransfer", scope: !125, file: !121, line: 490, baseType: !145, size: 16, offset: 528)
!147 = !DIDerivedType(tag: DW_TAG_member, name: "short_src", scope: !125, file: !121, line: 491, baseType: !148, size: 480, offset: 544)
!148 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 480, elements: !149)
!149 = !{!150}
!150 = !DISubrange(count: 60)
!151 = !DIDerivedType(tag: DW_TAG_member, name: "i_ci", scope: !125, file: !121, line: 493, baseType: !152, size: 64, offset: 1024)
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !153, size: 64)
!153 = !DICompositeType(tag: DW_TAG_structure_type, name: "CallInfo", file: !121, line: 493, flags: DIFlagFwdDecl)
!154 = !{!155, !156}
!155 = !DILocalVariable(name: "L", arg: 1, scope: !116, file: !3, line: 323, type: !119)
!156 = !DILocalVariable(name: "ar", arg: 2, scope: !116, file: !3, line: 323, type: !123)
!157 = !DICompositeType(tag: DW_TAG_array_type, baseType: !95, size: 320, elements: !101)
!158 = !DIGlobalVariableExpression(var: !159, expr: !DIExpression())
!159 = distinct !DIGlobalVariable(scope: null, file: !3, line: 37, type: !64, isLocal: true, isDefinition: true)
!160 = !DIGlobalVariableExpression(var: !161, expr: !DIExpression())
!161 = distinct !DIGlobalVariable(scope: null, file: !3, line: 153, type: !21, isLocal: true, isDefinition: true)
!162 = !DIGlobalVariableExpression(var: !163, expr: !DIExpression())
!163 = distinct !DIGlobalVariable(scope: null, file: !3, line: 155, type: !164, isLocal: true, isDefinition: true)
!164 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 152, elements: !165)
!165 = !{!166}
!166 = !DISubrange(count: 19)
!167 = !DIGlobalVariableExpression(var: !168, expr: !DIExpression())
!168 = distinct !DIGlobalVariable(scope: null, file: !3, line: 157, type: !83, isLocal: true, isDefinition: true)
!169 = !DIGlobalVariableExpression(var: !170, expr: !DIExpression())
!170 = distinct !DIGlobalVariable(scope: null, file: !3, line: 168, type: !64, isLocal: true, isDefinition: true)
!171 = !DIGlobalVariableExpression(var: !172, expr: !DIExpression())
!172 = distinct !DIGlobalVariable(scope: null, file: !3, line: 172, type: !105, isLocal: true, isDefinition: true)
!173 = !DIGlobalVariableExpression(var: !174, expr: !DIExpression())
!174 = distinct !DIGlobalVariable(scope: null, file: !3, line: 173, type: !47, isLocal: true, isDefinition: true)
!175 = !DIGlobalVariableExpression(var: !176, expr: !DIExpression())
!176 = distinct !DIGlobalVariable(scope: null, file: !3, line: 174, type: !33, isLocal: true, isDefinition: true)
!177 = !DIGlobalVariableExpression(var: !178, expr: !DIExpression())
!178 = distinct !DIGlobalVariable(scope: null, file: !3, line: 175, type: !179, isLocal: true, isDefinition: true)
!179 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 128, elements: !180)
!180 = !{!181}
!181 = !DISubrange(count: 16)
!182 = !DIGlobalVariableExpression(var: !183, expr: !DIExpression())
!183 = distinct !DIGlobalVariable(scope: null, file: !3, line: 176, type: !100, isLocal: true, isDefinition: true)
!184 = !DIGlobalVariableExpression(var: !185, expr: !DIExpression())
!185 = distinct !DIGlobalVariable(scope: null, file: !3, line: 179, type: !33, isLocal: true, isDefinition: true)
!186 = !DIGlobalVariableExpression(var: !187, expr: !DIExpression())
!187 = distinct !DIGlobalVariable(scope: null, file: !3, line: 181, type: !100, isLocal: true, isDefinition: true)
!188 = !DIGlobalVariableExpression(var: !189, expr: !DIExpression())
!189 = distinct !DIGlobalVariable(scope: null, file: !3, line: 182, type: !21, isLocal: true, isDefinition: true)
!190 = !DIGlobalVariableExpression(var: !191, expr: !DIExpression())
!191 = distinct !DIGlobalVariable(scope: null, file: !3, line: 183, type: !28, isLocal: true, isDefinition: true)
!192 = !DIGlobalVariableExpression(var: !193, expr: !DIExpression())
!193 = distinct !DIGlobalVariable(scope: null, file: !3, line: 186, type: !100, isLocal: true, isDefinition: true)
!194 = !DIGlobalVariableExpression(var: !195, expr: !DIExpression())
!195 = distinct !DIGlobalVariable(scope: null, file: !3, line: 187, type: !28, isLocal: true, isDefinition: true)
!196 = !DIGlobalVariableExpression(var: !197, expr: !DIExpression())
!197 = distinct !DIGlobalVariable(scope: null, file: !3, line: 190, type: !47, isLocal: true, isDefinition: true)
!198 = !DIGlobalVariableExpression(var: !199, expr: !DIExpression())
!199 = distinct !DIGlobalVariable(scope: null, file: !3, line: 191, type: !47, isLocal: true, isDefinition: true)
!200 = !DIGlobalVariableExpression(var: !201, expr: !DIExpression())
!201 = distinct !DIGlobalVariable(scope: null, file: !3, line: 194, type: !40, isLocal: true, isDefinition: true)
!202 = !DIGlobalVariableExpression(var: !203, expr: !DIExpression())
!203 = distinct !DIGlobalVariable(scope: null, file: !3, line: 196, type: !33, isLocal: true, isDefinition: true)
!204 = !DIGlobalVariableExpression(var: !205, expr: !DIExpression())
!205 = distinct !DIGlobalVariable(scope: null, file: !3, line: 198, type: !100, isLocal: true, isDefinition: true)
!206 = !DIGlobalVariableExpression(var: !207, expr: !DIExpression())
!207 = distinct !DIGlobalVariable(scope: null, file: !3, line: 217, type: !164, isLocal: true, isDefinition: true)
!208 = !DIGlobalVariableExpression(var: !209, expr: !DIExpression())
!209 = distinct !DIGlobalVariable(scope: null, file: !3, line: 312, type: !210, isLocal: true, isDefinition: true)
!210 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 176, elements: !211)
!211 = !{!212}
!212 = !DISubrange(count: 22)
!213 = !DIGlobalVariableExpression(var: !214, expr: !DIExpression())
!214 = distinct !DIGlobalVariable(scope: null, file: !3, line: 291, type: !210, isLocal: true, isDefinition: true)
!215 = !DIGlobalVariableExpression(var: !216, expr: !DIExpression())
!216 = distinct !DIGlobalVariable(scope: null, file: !3, line: 381, type: !217, isLocal: true, isDefinition: true)
!217 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 16, elements: !218)
!218 = !{!219}
!219 = !DISubrange(count: 2)
!220 = !DIGlobalVariableExpression(var: !221, expr: !DIExpression())
!221 = distinct !DIGlobalVariable(scope: null, file: !3, line: 382, type: !105, isLocal: true, isDefinition: true)
!222 = !DIGlobalVariableExpression(var: !223, expr: !DIExpression())
!223 = distinct !DIGlobalVariable(scope: null, file: !3, line: 58, type: !16, isLocal: true, isDefinition: true)
!224 = !DICompositeType(tag: DW_TAG_array_type, baseType: !225, size: 2304, elements: !236)
!225 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !226)
!226 = !DIDerivedType(tag: DW_TAG_typedef, name: "luaL_Reg", file: !227, line: 41, baseType: !228)
!227 = !DIFile(filename: "src/lua/lauxlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "b087cc8e8fc232f07303fedbce668c17")
!228 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "luaL_Reg", file: !227, line: 38, size: 128, elements: !229)
!229 = !{!230, !231}
!230 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !228, file: !227, line: 39, baseType: !96, size: 64)
!231 = !DIDerivedType(tag: DW_TAG_member, name: "func", scope: !228, file: !227, line: 40, baseType: !232, size: 64, offset: 64)
!232 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_CFunction", file: !121, line: 106, baseType: !233)
!233 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !234, size: 64)
!234 = !DISubroutineType(types: !235)
!235 = !{!6, !119}
!236 = !{!237}
!237 = !DISubrange(count: 18)
!238 = !{i32 7, !"Dwarf Version", i32 5}
!239 = !{i32 2, !"Debug Info Version", i32 3}
!240 = !{i32 1, !"wchar_size", i32 4}
!241 = !{i32 8, !"PIC Level", i32 2}
!242 = !{i32 7, !"PIE Level", i32 2}
!243 = !{i32 7, !"uwtable", i32 2}
!244 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!245 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!246 = distinct !DISubprogram(name: "luaopen_debug", scope: !3, file: !3, line: 479, type: !234, scopeLine: 479, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !247)
!247 = !{!248}
!248 = !DILocalVariable(name: "L", arg: 1, scope: !246, file: !3, line: 479, type: !119)
!249 = !DILocation(line: 0, scope: !246)
!250 = !DILocation(line: 480, column: 3, scope: !246)
!251 = !DILocation(line: 481, column: 3, scope: !246)
!252 = !DISubprogram(name: "luaL_checkversion_", scope: !227, file: !227, line: 46, type: !253, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!253 = !DISubroutineType(types: !254)
!254 = !{null, !119, !255, !133}
!255 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Number", file: !121, line: 90, baseType: !256)
!256 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!257 = !DISubprogram(name: "lua_createtable", scope: !121, file: !121, line: 269, type: !258, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!258 = !DISubroutineType(types: !259)
!259 = !{null, !119, !6, !6}
!260 = !DISubprogram(name: "luaL_setfuncs", scope: !227, file: !227, line: 110, type: !261, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!261 = !DISubroutineType(types: !262)
!262 = !{null, !119, !263, !6}
!263 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !225, size: 64)
!264 = distinct !DISubprogram(name: "db_debug", scope: !3, file: !3, line: 420, type: !234, scopeLine: 420, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !265)
!265 = !{!266, !267}
!266 = !DILocalVariable(name: "L", arg: 1, scope: !264, file: !3, line: 420, type: !119)
!267 = !DILocalVariable(name: "buffer", scope: !268, file: !3, line: 422, type: !271)
!268 = distinct !DILexicalBlock(scope: !269, file: !3, line: 421, column: 12)
!269 = distinct !DILexicalBlock(scope: !270, file: !3, line: 421, column: 3)
!270 = distinct !DILexicalBlock(scope: !264, file: !3, line: 421, column: 3)
!271 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 2000, elements: !272)
!272 = !{!273}
!273 = !DISubrange(count: 250)
!274 = distinct !DIAssignID()
!275 = !DILocation(line: 0, scope: !268)
!276 = !DILocation(line: 0, scope: !264)
!277 = !DILocation(line: 422, column: 5, scope: !268)
!278 = !DILocation(line: 423, column: 5, scope: !268)
!279 = !{!280, !280, i64 0}
!280 = !{!"any pointer", !281, i64 0}
!281 = !{!"omnipotent char", !282, i64 0}
!282 = !{!"Simple C/C++ TBAA"}
!283 = !DILocation(line: 424, column: 39, scope: !284)
!284 = distinct !DILexicalBlock(scope: !268, file: !3, line: 424, column: 9)
!285 = !DILocation(line: 424, column: 9, scope: !284)
!286 = !DILocation(line: 424, column: 46, scope: !284)
!287 = !DILocation(line: 424, column: 54, scope: !284)
!288 = !DILocation(line: 425, column: 9, scope: !284)
!289 = !DILocation(line: 425, column: 34, scope: !284)
!290 = !DILocation(line: 424, column: 9, scope: !268)
!291 = !DILocation(line: 427, column: 9, scope: !292)
!292 = distinct !DILexicalBlock(scope: !268, file: !3, line: 427, column: 9)
!293 = !DILocation(line: 427, column: 72, scope: !292)
!294 = !DILocation(line: 428, column: 9, scope: !292)
!295 = !DILocation(line: 427, column: 9, scope: !268)
!296 = !DILocation(line: 429, column: 7, scope: !292)
!297 = !DILocation(line: 430, column: 5, scope: !268)
!298 = !DILocation(line: 431, column: 3, scope: !269)
!299 = !DILocation(line: 432, column: 1, scope: !264)
!300 = distinct !DISubprogram(name: "db_getuservalue", scope: !3, file: !3, line: 65, type: !234, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !301)
!301 = !{!302, !303}
!302 = !DILocalVariable(name: "L", arg: 1, scope: !300, file: !3, line: 65, type: !119)
!303 = !DILocalVariable(name: "n", scope: !300, file: !3, line: 66, type: !6)
!304 = !DILocation(line: 0, scope: !300)
!305 = !DILocation(line: 66, column: 16, scope: !300)
!306 = !DILocation(line: 67, column: 7, scope: !307)
!307 = distinct !DILexicalBlock(scope: !300, file: !3, line: 67, column: 7)
!308 = !DILocation(line: 67, column: 22, scope: !307)
!309 = !DILocation(line: 67, column: 7, scope: !300)
!310 = !DILocation(line: 68, column: 5, scope: !307)
!311 = !DILocation(line: 66, column: 11, scope: !300)
!312 = !DILocation(line: 69, column: 12, scope: !313)
!313 = distinct !DILexicalBlock(scope: !307, file: !3, line: 69, column: 12)
!314 = !DILocation(line: 69, column: 39, scope: !313)
!315 = !DILocation(line: 69, column: 12, scope: !307)
!316 = !DILocation(line: 70, column: 5, scope: !317)
!317 = distinct !DILexicalBlock(scope: !313, file: !3, line: 69, column: 53)
!318 = !DILocation(line: 71, column: 5, scope: !317)
!319 = !DILocation(line: 74, column: 1, scope: !300)
!320 = distinct !DISubprogram(name: "db_gethook", scope: !3, file: !3, line: 395, type: !234, scopeLine: 395, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !321)
!321 = !{!322, !323, !324, !325, !326, !327}
!322 = !DILocalVariable(name: "L", arg: 1, scope: !320, file: !3, line: 395, type: !119)
!323 = !DILocalVariable(name: "arg", scope: !320, file: !3, line: 396, type: !6)
!324 = !DILocalVariable(name: "L1", scope: !320, file: !3, line: 397, type: !119)
!325 = !DILocalVariable(name: "buff", scope: !320, file: !3, line: 398, type: !100)
!326 = !DILocalVariable(name: "mask", scope: !320, file: !3, line: 399, type: !6)
!327 = !DILocalVariable(name: "hook", scope: !320, file: !3, line: 400, type: !328)
!328 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Hook", file: !121, line: 143, baseType: !329)
!329 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!330 = distinct !DIAssignID()
!331 = !DILocation(line: 0, scope: !320)
!332 = !DILocalVariable(name: "L", arg: 1, scope: !333, file: !3, line: 94, type: !119)
!333 = distinct !DISubprogram(name: "getthread", scope: !3, file: !3, line: 94, type: !334, scopeLine: 94, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !337)
!334 = !DISubroutineType(types: !335)
!335 = !{!119, !119, !336}
!336 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!337 = !{!332, !338}
!338 = !DILocalVariable(name: "arg", arg: 2, scope: !333, file: !3, line: 94, type: !336)
!339 = !DILocation(line: 0, scope: !333, inlinedAt: !340)
!340 = distinct !DILocation(line: 397, column: 19, scope: !320)
!341 = !DILocation(line: 95, column: 7, scope: !342, inlinedAt: !340)
!342 = distinct !DILexicalBlock(scope: !333, file: !3, line: 95, column: 7)
!343 = !DILocation(line: 95, column: 7, scope: !333, inlinedAt: !340)
!344 = !DILocation(line: 97, column: 12, scope: !345, inlinedAt: !340)
!345 = distinct !DILexicalBlock(scope: !342, file: !3, line: 95, column: 27)
!346 = !DILocation(line: 97, column: 5, scope: !345, inlinedAt: !340)
!347 = !DILocation(line: 0, scope: !342, inlinedAt: !340)
!348 = !DILocation(line: 398, column: 3, scope: !320)
!349 = !DILocation(line: 399, column: 14, scope: !320)
!350 = !DILocation(line: 400, column: 19, scope: !320)
!351 = !DILocation(line: 401, column: 12, scope: !352)
!352 = distinct !DILexicalBlock(scope: !320, file: !3, line: 401, column: 7)
!353 = !DILocation(line: 401, column: 7, scope: !320)
!354 = !DILocation(line: 402, column: 5, scope: !355)
!355 = distinct !DILexicalBlock(scope: !352, file: !3, line: 401, column: 21)
!356 = !DILocation(line: 403, column: 5, scope: !355)
!357 = !DILocation(line: 405, column: 17, scope: !358)
!358 = distinct !DILexicalBlock(scope: !352, file: !3, line: 405, column: 12)
!359 = !DILocation(line: 405, column: 12, scope: !352)
!360 = !DILocation(line: 406, column: 5, scope: !358)
!361 = !DILocation(line: 408, column: 5, scope: !362)
!362 = distinct !DILexicalBlock(scope: !358, file: !3, line: 407, column: 8)
!363 = !DILocalVariable(name: "L", arg: 1, scope: !364, file: !3, line: 35, type: !119)
!364 = distinct !DISubprogram(name: "checkstack", scope: !3, file: !3, line: 35, type: !365, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !367)
!365 = !DISubroutineType(types: !366)
!366 = !{null, !119, !119, !6}
!367 = !{!363, !368, !369}
!368 = !DILocalVariable(name: "L1", arg: 2, scope: !364, file: !3, line: 35, type: !119)
!369 = !DILocalVariable(name: "n", arg: 3, scope: !364, file: !3, line: 35, type: !6)
!370 = !DILocation(line: 0, scope: !364, inlinedAt: !371)
!371 = distinct !DILocation(line: 409, column: 5, scope: !362)
!372 = !DILocation(line: 36, column: 7, scope: !373, inlinedAt: !371)
!373 = distinct !DILexicalBlock(scope: !364, file: !3, line: 36, column: 7)
!374 = !DILocation(line: 36, column: 7, scope: !364, inlinedAt: !371)
!375 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!376 = !DILocation(line: 37, column: 5, scope: !373, inlinedAt: !371)
!377 = !DILocation(line: 410, column: 5, scope: !362)
!378 = !DILocation(line: 410, column: 25, scope: !362)
!379 = !DILocation(line: 411, column: 5, scope: !362)
!380 = !DILocation(line: 412, column: 5, scope: !362)
!381 = !DILocalVariable(name: "mask", arg: 1, scope: !382, file: !3, line: 355, type: !6)
!382 = distinct !DISubprogram(name: "unmakemask", scope: !3, file: !3, line: 355, type: !383, scopeLine: 355, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !386)
!383 = !DISubroutineType(types: !384)
!384 = !{!385, !6, !385}
!385 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!386 = !{!381, !387, !388}
!387 = !DILocalVariable(name: "smask", arg: 2, scope: !382, file: !3, line: 355, type: !385)
!388 = !DILocalVariable(name: "i", scope: !382, file: !3, line: 356, type: !6)
!389 = !DILocation(line: 0, scope: !382, inlinedAt: !390)
!390 = distinct !DILocation(line: 414, column: 21, scope: !320)
!391 = !DILocation(line: 357, column: 12, scope: !392, inlinedAt: !390)
!392 = distinct !DILexicalBlock(scope: !382, file: !3, line: 357, column: 7)
!393 = !DILocation(line: 357, column: 7, scope: !382, inlinedAt: !390)
!394 = !DILocation(line: 357, column: 39, scope: !392, inlinedAt: !390)
!395 = !{!281, !281, i64 0}
!396 = distinct !DIAssignID()
!397 = !DILocation(line: 357, column: 28, scope: !392, inlinedAt: !390)
!398 = !DILocation(line: 358, column: 12, scope: !399, inlinedAt: !390)
!399 = distinct !DILexicalBlock(scope: !382, file: !3, line: 358, column: 7)
!400 = !DILocation(line: 358, column: 7, scope: !382, inlinedAt: !390)
!401 = !DILocation(line: 358, column: 34, scope: !399, inlinedAt: !390)
!402 = !DILocation(line: 358, column: 27, scope: !399, inlinedAt: !390)
!403 = !DILocation(line: 358, column: 38, scope: !399, inlinedAt: !390)
!404 = !DILocation(line: 359, column: 12, scope: !405, inlinedAt: !390)
!405 = distinct !DILexicalBlock(scope: !382, file: !3, line: 359, column: 7)
!406 = !DILocation(line: 359, column: 7, scope: !382, inlinedAt: !390)
!407 = !DILocation(line: 359, column: 35, scope: !405, inlinedAt: !390)
!408 = !DILocation(line: 359, column: 28, scope: !405, inlinedAt: !390)
!409 = !DILocation(line: 359, column: 39, scope: !405, inlinedAt: !390)
!410 = !DILocation(line: 360, column: 3, scope: !382, inlinedAt: !390)
!411 = !DILocation(line: 360, column: 12, scope: !382, inlinedAt: !390)
!412 = !DILocation(line: 414, column: 3, scope: !320)
!413 = !DILocation(line: 415, column: 22, scope: !320)
!414 = !DILocation(line: 415, column: 3, scope: !320)
!415 = !DILocation(line: 416, column: 3, scope: !320)
!416 = !DILocation(line: 417, column: 1, scope: !320)
!417 = distinct !DISubprogram(name: "db_getinfo", scope: !3, file: !3, line: 149, type: !234, scopeLine: 149, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !418)
!418 = !{!419, !420, !421, !422, !423}
!419 = !DILocalVariable(name: "L", arg: 1, scope: !417, file: !3, line: 149, type: !119)
!420 = !DILocalVariable(name: "ar", scope: !417, file: !3, line: 150, type: !124)
!421 = !DILocalVariable(name: "arg", scope: !417, file: !3, line: 151, type: !6)
!422 = !DILocalVariable(name: "L1", scope: !417, file: !3, line: 152, type: !119)
!423 = !DILocalVariable(name: "options", scope: !417, file: !3, line: 153, type: !96)
!424 = distinct !DIAssignID()
!425 = !DILocation(line: 0, scope: !417)
!426 = !DILocation(line: 150, column: 3, scope: !417)
!427 = !DILocation(line: 0, scope: !333, inlinedAt: !428)
!428 = distinct !DILocation(line: 152, column: 19, scope: !417)
!429 = !DILocation(line: 95, column: 7, scope: !342, inlinedAt: !428)
!430 = !DILocation(line: 95, column: 7, scope: !333, inlinedAt: !428)
!431 = !DILocation(line: 153, column: 25, scope: !417)
!432 = !DILocation(line: 0, scope: !364, inlinedAt: !433)
!433 = distinct !DILocation(line: 154, column: 3, scope: !417)
!434 = !DILocation(line: 36, column: 7, scope: !373, inlinedAt: !433)
!435 = !DILocation(line: 97, column: 12, scope: !345, inlinedAt: !428)
!436 = !DILocation(line: 36, column: 7, scope: !364, inlinedAt: !433)
!437 = !DILocation(line: 37, column: 5, scope: !373, inlinedAt: !433)
!438 = !DILocation(line: 155, column: 3, scope: !417)
!439 = !DILocation(line: 156, column: 7, scope: !440)
!440 = distinct !DILexicalBlock(scope: !417, file: !3, line: 156, column: 7)
!441 = !DILocation(line: 156, column: 7, scope: !417)
!442 = !DILocation(line: 157, column: 15, scope: !443)
!443 = distinct !DILexicalBlock(scope: !440, file: !3, line: 156, column: 35)
!444 = !DILocation(line: 158, column: 5, scope: !443)
!445 = !DILocation(line: 159, column: 5, scope: !443)
!446 = !DILocation(line: 160, column: 3, scope: !443)
!447 = !DILocation(line: 162, column: 32, scope: !448)
!448 = distinct !DILexicalBlock(scope: !449, file: !3, line: 162, column: 9)
!449 = distinct !DILexicalBlock(scope: !440, file: !3, line: 161, column: 8)
!450 = !DILocation(line: 162, column: 27, scope: !448)
!451 = !DILocation(line: 162, column: 10, scope: !448)
!452 = !DILocation(line: 162, column: 9, scope: !449)
!453 = !DILocation(line: 163, column: 7, scope: !454)
!454 = distinct !DILexicalBlock(scope: !448, file: !3, line: 162, column: 69)
!455 = !DILocation(line: 164, column: 7, scope: !454)
!456 = !DILocation(line: 167, column: 8, scope: !457)
!457 = distinct !DILexicalBlock(scope: !417, file: !3, line: 167, column: 7)
!458 = !DILocation(line: 167, column: 7, scope: !417)
!459 = !DILocation(line: 168, column: 12, scope: !457)
!460 = !DILocation(line: 168, column: 5, scope: !457)
!461 = !DILocation(line: 169, column: 3, scope: !417)
!462 = !DILocation(line: 170, column: 7, scope: !463)
!463 = distinct !DILexicalBlock(scope: !417, file: !3, line: 170, column: 7)
!464 = !DILocation(line: 170, column: 7, scope: !417)
!465 = !DILocation(line: 171, column: 27, scope: !466)
!466 = distinct !DILexicalBlock(scope: !463, file: !3, line: 170, column: 29)
!467 = !{!468, !280, i64 32}
!468 = !{!"lua_Debug", !469, i64 0, !280, i64 8, !280, i64 16, !280, i64 24, !280, i64 32, !470, i64 40, !469, i64 48, !469, i64 52, !469, i64 56, !281, i64 60, !281, i64 61, !281, i64 62, !281, i64 63, !471, i64 64, !471, i64 66, !281, i64 68, !280, i64 128}
!469 = !{!"int", !281, i64 0}
!470 = !{!"long", !281, i64 0}
!471 = !{!"short", !281, i64 0}
!472 = !DILocation(line: 171, column: 38, scope: !466)
!473 = !{!468, !470, i64 40}
!474 = !DILocation(line: 171, column: 5, scope: !466)
!475 = !DILocation(line: 172, column: 5, scope: !466)
!476 = !DILocation(line: 173, column: 33, scope: !466)
!477 = !DILocalVariable(name: "L", arg: 1, scope: !478, file: !3, line: 111, type: !119)
!478 = distinct !DISubprogram(name: "settabss", scope: !3, file: !3, line: 111, type: !479, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !481)
!479 = !DISubroutineType(types: !480)
!480 = !{null, !119, !96, !96}
!481 = !{!477, !482, !483}
!482 = !DILocalVariable(name: "k", arg: 2, scope: !478, file: !3, line: 111, type: !96)
!483 = !DILocalVariable(name: "v", arg: 3, scope: !478, file: !3, line: 111, type: !96)
!484 = !DILocation(line: 0, scope: !478, inlinedAt: !485)
!485 = distinct !DILocation(line: 173, column: 5, scope: !466)
!486 = !DILocation(line: 112, column: 3, scope: !478, inlinedAt: !485)
!487 = !DILocation(line: 113, column: 3, scope: !478, inlinedAt: !485)
!488 = !DILocation(line: 174, column: 35, scope: !466)
!489 = !{!468, !469, i64 52}
!490 = !DILocalVariable(name: "L", arg: 1, scope: !491, file: !3, line: 116, type: !119)
!491 = distinct !DISubprogram(name: "settabsi", scope: !3, file: !3, line: 116, type: !492, scopeLine: 116, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !494)
!492 = !DISubroutineType(types: !493)
!493 = !{null, !119, !96, !6}
!494 = !{!490, !495, !496}
!495 = !DILocalVariable(name: "k", arg: 2, scope: !491, file: !3, line: 116, type: !96)
!496 = !DILocalVariable(name: "v", arg: 3, scope: !491, file: !3, line: 116, type: !6)
!497 = !DILocation(line: 0, scope: !491, inlinedAt: !498)
!498 = distinct !DILocation(line: 174, column: 5, scope: !466)
!499 = !DILocation(line: 117, column: 22, scope: !491, inlinedAt: !498)
!500 = !DILocation(line: 117, column: 3, scope: !491, inlinedAt: !498)
!501 = !DILocation(line: 118, column: 3, scope: !491, inlinedAt: !498)
!502 = !DILocation(line: 175, column: 39, scope: !466)
!503 = !{!468, !469, i64 56}
!504 = !DILocation(line: 0, scope: !491, inlinedAt: !505)
!505 = distinct !DILocation(line: 175, column: 5, scope: !466)
!506 = !DILocation(line: 117, column: 22, scope: !491, inlinedAt: !505)
!507 = !DILocation(line: 117, column: 3, scope: !491, inlinedAt: !505)
!508 = !DILocation(line: 118, column: 3, scope: !491, inlinedAt: !505)
!509 = !DILocation(line: 176, column: 28, scope: !466)
!510 = !{!468, !280, i64 24}
!511 = !DILocation(line: 0, scope: !478, inlinedAt: !512)
!512 = distinct !DILocation(line: 176, column: 5, scope: !466)
!513 = !DILocation(line: 112, column: 3, scope: !478, inlinedAt: !512)
!514 = !DILocation(line: 113, column: 3, scope: !478, inlinedAt: !512)
!515 = !DILocation(line: 177, column: 3, scope: !466)
!516 = !DILocation(line: 178, column: 7, scope: !517)
!517 = distinct !DILexicalBlock(scope: !417, file: !3, line: 178, column: 7)
!518 = !DILocation(line: 178, column: 7, scope: !417)
!519 = !DILocation(line: 179, column: 35, scope: !517)
!520 = !{!468, !469, i64 48}
!521 = !DILocation(line: 0, scope: !491, inlinedAt: !522)
!522 = distinct !DILocation(line: 179, column: 5, scope: !517)
!523 = !DILocation(line: 117, column: 22, scope: !491, inlinedAt: !522)
!524 = !DILocation(line: 117, column: 3, scope: !491, inlinedAt: !522)
!525 = !DILocation(line: 118, column: 3, scope: !491, inlinedAt: !522)
!526 = !DILocation(line: 179, column: 5, scope: !517)
!527 = !DILocation(line: 180, column: 7, scope: !528)
!528 = distinct !DILexicalBlock(scope: !417, file: !3, line: 180, column: 7)
!529 = !DILocation(line: 180, column: 7, scope: !417)
!530 = !DILocation(line: 181, column: 28, scope: !531)
!531 = distinct !DILexicalBlock(scope: !528, file: !3, line: 180, column: 29)
!532 = !{!468, !281, i64 60}
!533 = !DILocation(line: 0, scope: !491, inlinedAt: !534)
!534 = distinct !DILocation(line: 181, column: 5, scope: !531)
!535 = !DILocation(line: 117, column: 22, scope: !491, inlinedAt: !534)
!536 = !DILocation(line: 117, column: 3, scope: !491, inlinedAt: !534)
!537 = !DILocation(line: 118, column: 3, scope: !491, inlinedAt: !534)
!538 = !DILocation(line: 182, column: 31, scope: !531)
!539 = !{!468, !281, i64 61}
!540 = !DILocation(line: 0, scope: !491, inlinedAt: !541)
!541 = distinct !DILocation(line: 182, column: 5, scope: !531)
!542 = !DILocation(line: 117, column: 22, scope: !491, inlinedAt: !541)
!543 = !DILocation(line: 117, column: 3, scope: !491, inlinedAt: !541)
!544 = !DILocation(line: 118, column: 3, scope: !491, inlinedAt: !541)
!545 = !DILocation(line: 183, column: 32, scope: !531)
!546 = !{!468, !281, i64 62}
!547 = !DILocation(line: 183, column: 29, scope: !531)
!548 = !DILocalVariable(name: "L", arg: 1, scope: !549, file: !3, line: 121, type: !119)
!549 = distinct !DISubprogram(name: "settabsb", scope: !3, file: !3, line: 121, type: !492, scopeLine: 121, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !550)
!550 = !{!548, !551, !552}
!551 = !DILocalVariable(name: "k", arg: 2, scope: !549, file: !3, line: 121, type: !96)
!552 = !DILocalVariable(name: "v", arg: 3, scope: !549, file: !3, line: 121, type: !6)
!553 = !DILocation(line: 0, scope: !549, inlinedAt: !554)
!554 = distinct !DILocation(line: 183, column: 5, scope: !531)
!555 = !DILocation(line: 122, column: 3, scope: !549, inlinedAt: !554)
!556 = !DILocation(line: 123, column: 3, scope: !549, inlinedAt: !554)
!557 = !DILocation(line: 184, column: 3, scope: !531)
!558 = !DILocation(line: 185, column: 7, scope: !559)
!559 = distinct !DILexicalBlock(scope: !417, file: !3, line: 185, column: 7)
!560 = !DILocation(line: 185, column: 7, scope: !417)
!561 = !DILocation(line: 186, column: 28, scope: !562)
!562 = distinct !DILexicalBlock(scope: !559, file: !3, line: 185, column: 29)
!563 = !{!468, !280, i64 8}
!564 = !DILocation(line: 0, scope: !478, inlinedAt: !565)
!565 = distinct !DILocation(line: 186, column: 5, scope: !562)
!566 = !DILocation(line: 112, column: 3, scope: !478, inlinedAt: !565)
!567 = !DILocation(line: 113, column: 3, scope: !478, inlinedAt: !565)
!568 = !DILocation(line: 187, column: 32, scope: !562)
!569 = !{!468, !280, i64 16}
!570 = !DILocation(line: 0, scope: !478, inlinedAt: !571)
!571 = distinct !DILocation(line: 187, column: 5, scope: !562)
!572 = !DILocation(line: 112, column: 3, scope: !478, inlinedAt: !571)
!573 = !DILocation(line: 113, column: 3, scope: !478, inlinedAt: !571)
!574 = !DILocation(line: 188, column: 3, scope: !562)
!575 = !DILocation(line: 189, column: 7, scope: !576)
!576 = distinct !DILexicalBlock(scope: !417, file: !3, line: 189, column: 7)
!577 = !DILocation(line: 189, column: 7, scope: !417)
!578 = !DILocation(line: 190, column: 33, scope: !579)
!579 = distinct !DILexicalBlock(scope: !576, file: !3, line: 189, column: 29)
!580 = !{!468, !471, i64 64}
!581 = !DILocation(line: 0, scope: !491, inlinedAt: !582)
!582 = distinct !DILocation(line: 190, column: 5, scope: !579)
!583 = !DILocation(line: 117, column: 22, scope: !491, inlinedAt: !582)
!584 = !DILocation(line: 117, column: 3, scope: !491, inlinedAt: !582)
!585 = !DILocation(line: 118, column: 3, scope: !491, inlinedAt: !582)
!586 = !DILocation(line: 191, column: 33, scope: !579)
!587 = !{!468, !471, i64 66}
!588 = !DILocation(line: 0, scope: !491, inlinedAt: !589)
!589 = distinct !DILocation(line: 191, column: 5, scope: !579)
!590 = !DILocation(line: 117, column: 22, scope: !491, inlinedAt: !589)
!591 = !DILocation(line: 117, column: 3, scope: !491, inlinedAt: !589)
!592 = !DILocation(line: 118, column: 3, scope: !491, inlinedAt: !589)
!593 = !DILocation(line: 192, column: 3, scope: !579)
!594 = !DILocation(line: 193, column: 7, scope: !595)
!595 = distinct !DILexicalBlock(scope: !417, file: !3, line: 193, column: 7)
!596 = !DILocation(line: 193, column: 7, scope: !417)
!597 = !DILocation(line: 194, column: 34, scope: !595)
!598 = !{!468, !281, i64 63}
!599 = !DILocation(line: 194, column: 31, scope: !595)
!600 = !DILocation(line: 0, scope: !549, inlinedAt: !601)
!601 = distinct !DILocation(line: 194, column: 5, scope: !595)
!602 = !DILocation(line: 122, column: 3, scope: !549, inlinedAt: !601)
!603 = !DILocation(line: 123, column: 3, scope: !549, inlinedAt: !601)
!604 = !DILocation(line: 194, column: 5, scope: !595)
!605 = !DILocation(line: 195, column: 7, scope: !606)
!606 = distinct !DILexicalBlock(scope: !417, file: !3, line: 195, column: 7)
!607 = !DILocation(line: 195, column: 7, scope: !417)
!608 = !DILocalVariable(name: "L", arg: 1, scope: !609, file: !3, line: 134, type: !119)
!609 = distinct !DISubprogram(name: "treatstackoption", scope: !3, file: !3, line: 134, type: !610, scopeLine: 134, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !612)
!610 = !DISubroutineType(types: !611)
!611 = !{null, !119, !119, !96}
!612 = !{!608, !613, !614}
!613 = !DILocalVariable(name: "L1", arg: 2, scope: !609, file: !3, line: 134, type: !119)
!614 = !DILocalVariable(name: "fname", arg: 3, scope: !609, file: !3, line: 134, type: !96)
!615 = !DILocation(line: 0, scope: !609, inlinedAt: !616)
!616 = distinct !DILocation(line: 196, column: 5, scope: !606)
!617 = !DILocation(line: 135, column: 7, scope: !609, inlinedAt: !616)
!618 = !DILocation(line: 136, column: 5, scope: !619, inlinedAt: !616)
!619 = distinct !DILexicalBlock(scope: !609, file: !3, line: 135, column: 7)
!620 = !DILocation(line: 138, column: 5, scope: !619, inlinedAt: !616)
!621 = !DILocation(line: 139, column: 3, scope: !609, inlinedAt: !616)
!622 = !DILocation(line: 196, column: 5, scope: !606)
!623 = !DILocation(line: 197, column: 7, scope: !624)
!624 = distinct !DILexicalBlock(scope: !417, file: !3, line: 197, column: 7)
!625 = !DILocation(line: 197, column: 7, scope: !417)
!626 = !DILocation(line: 0, scope: !609, inlinedAt: !627)
!627 = distinct !DILocation(line: 198, column: 5, scope: !624)
!628 = !DILocation(line: 135, column: 7, scope: !609, inlinedAt: !627)
!629 = !DILocation(line: 136, column: 5, scope: !619, inlinedAt: !627)
!630 = !DILocation(line: 138, column: 5, scope: !619, inlinedAt: !627)
!631 = !DILocation(line: 139, column: 3, scope: !609, inlinedAt: !627)
!632 = !DILocation(line: 198, column: 5, scope: !624)
!633 = !DILocation(line: 200, column: 1, scope: !417)
!634 = distinct !DISubprogram(name: "db_getlocal", scope: !3, file: !3, line: 203, type: !234, scopeLine: 203, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !635)
!635 = !{!636, !637, !638, !639, !640, !643, !644}
!636 = !DILocalVariable(name: "L", arg: 1, scope: !634, file: !3, line: 203, type: !119)
!637 = !DILocalVariable(name: "arg", scope: !634, file: !3, line: 204, type: !6)
!638 = !DILocalVariable(name: "L1", scope: !634, file: !3, line: 205, type: !119)
!639 = !DILocalVariable(name: "nvar", scope: !634, file: !3, line: 206, type: !6)
!640 = !DILocalVariable(name: "ar", scope: !641, file: !3, line: 213, type: !124)
!641 = distinct !DILexicalBlock(scope: !642, file: !3, line: 212, column: 8)
!642 = distinct !DILexicalBlock(scope: !634, file: !3, line: 207, column: 7)
!643 = !DILocalVariable(name: "name", scope: !641, file: !3, line: 214, type: !96)
!644 = !DILocalVariable(name: "level", scope: !641, file: !3, line: 215, type: !6)
!645 = distinct !DIAssignID()
!646 = !DILocation(line: 0, scope: !641)
!647 = !DILocation(line: 0, scope: !634)
!648 = !DILocation(line: 0, scope: !333, inlinedAt: !649)
!649 = distinct !DILocation(line: 205, column: 19, scope: !634)
!650 = !DILocation(line: 95, column: 7, scope: !342, inlinedAt: !649)
!651 = !DILocation(line: 95, column: 7, scope: !333, inlinedAt: !649)
!652 = !DILocation(line: 97, column: 12, scope: !345, inlinedAt: !649)
!653 = !DILocation(line: 97, column: 5, scope: !345, inlinedAt: !649)
!654 = !DILocation(line: 0, scope: !342, inlinedAt: !649)
!655 = !DILocation(line: 206, column: 44, scope: !634)
!656 = !DILocation(line: 206, column: 19, scope: !634)
!657 = !DILocation(line: 206, column: 14, scope: !634)
!658 = !DILocation(line: 207, column: 7, scope: !642)
!659 = !DILocation(line: 207, column: 7, scope: !634)
!660 = !DILocation(line: 208, column: 5, scope: !661)
!661 = distinct !DILexicalBlock(scope: !642, file: !3, line: 207, column: 35)
!662 = !DILocation(line: 209, column: 23, scope: !661)
!663 = !DILocation(line: 209, column: 5, scope: !661)
!664 = !DILocation(line: 210, column: 5, scope: !661)
!665 = !DILocation(line: 213, column: 5, scope: !641)
!666 = !DILocation(line: 215, column: 22, scope: !641)
!667 = !DILocation(line: 215, column: 17, scope: !641)
!668 = !DILocation(line: 216, column: 9, scope: !669)
!669 = distinct !DILexicalBlock(scope: !641, file: !3, line: 216, column: 9)
!670 = !DILocation(line: 216, column: 9, scope: !641)
!671 = !DILocation(line: 217, column: 14, scope: !669)
!672 = !DILocation(line: 217, column: 7, scope: !669)
!673 = !DILocation(line: 0, scope: !364, inlinedAt: !674)
!674 = distinct !DILocation(line: 218, column: 5, scope: !641)
!675 = !DILocation(line: 36, column: 7, scope: !373, inlinedAt: !674)
!676 = !DILocation(line: 36, column: 7, scope: !364, inlinedAt: !674)
!677 = !DILocation(line: 37, column: 5, scope: !373, inlinedAt: !674)
!678 = !DILocation(line: 219, column: 12, scope: !641)
!679 = !DILocation(line: 220, column: 9, scope: !680)
!680 = distinct !DILexicalBlock(scope: !641, file: !3, line: 220, column: 9)
!681 = !DILocation(line: 220, column: 9, scope: !641)
!682 = !DILocation(line: 221, column: 7, scope: !683)
!683 = distinct !DILexicalBlock(scope: !680, file: !3, line: 220, column: 15)
!684 = !DILocation(line: 222, column: 7, scope: !683)
!685 = !DILocation(line: 223, column: 7, scope: !683)
!686 = !DILocation(line: 224, column: 7, scope: !683)
!687 = !DILocation(line: 227, column: 7, scope: !688)
!688 = distinct !DILexicalBlock(scope: !680, file: !3, line: 226, column: 10)
!689 = !DILocation(line: 228, column: 7, scope: !688)
!690 = !DILocation(line: 230, column: 3, scope: !642)
!691 = !DILocation(line: 0, scope: !642)
!692 = !DILocation(line: 231, column: 1, scope: !634)
!693 = distinct !DISubprogram(name: "db_getregistry", scope: !3, file: !3, line: 41, type: !234, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !694)
!694 = !{!695}
!695 = !DILocalVariable(name: "L", arg: 1, scope: !693, file: !3, line: 41, type: !119)
!696 = !DILocation(line: 0, scope: !693)
!697 = !DILocation(line: 42, column: 3, scope: !693)
!698 = !DILocation(line: 43, column: 3, scope: !693)
!699 = distinct !DISubprogram(name: "db_getmetatable", scope: !3, file: !3, line: 47, type: !234, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !700)
!700 = !{!701}
!701 = !DILocalVariable(name: "L", arg: 1, scope: !699, file: !3, line: 47, type: !119)
!702 = !DILocation(line: 0, scope: !699)
!703 = !DILocation(line: 48, column: 3, scope: !699)
!704 = !DILocation(line: 49, column: 8, scope: !705)
!705 = distinct !DILexicalBlock(scope: !699, file: !3, line: 49, column: 7)
!706 = !DILocation(line: 49, column: 7, scope: !699)
!707 = !DILocation(line: 50, column: 5, scope: !708)
!708 = distinct !DILexicalBlock(scope: !705, file: !3, line: 49, column: 32)
!709 = !DILocation(line: 51, column: 3, scope: !708)
!710 = !DILocation(line: 52, column: 3, scope: !699)
!711 = distinct !DISubprogram(name: "db_getupvalue", scope: !3, file: !3, line: 270, type: !234, scopeLine: 270, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !712)
!712 = !{!713}
!713 = !DILocalVariable(name: "L", arg: 1, scope: !711, file: !3, line: 270, type: !119)
!714 = !DILocation(line: 0, scope: !711)
!715 = !DILocalVariable(name: "L", arg: 1, scope: !716, file: !3, line: 258, type: !119)
!716 = distinct !DISubprogram(name: "auxupvalue", scope: !3, file: !3, line: 258, type: !717, scopeLine: 258, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !719)
!717 = !DISubroutineType(types: !718)
!718 = !{!6, !119, !6}
!719 = !{!715, !720, !721, !722}
!720 = !DILocalVariable(name: "get", arg: 2, scope: !716, file: !3, line: 258, type: !6)
!721 = !DILocalVariable(name: "name", scope: !716, file: !3, line: 259, type: !96)
!722 = !DILocalVariable(name: "n", scope: !716, file: !3, line: 260, type: !6)
!723 = !DILocation(line: 0, scope: !716, inlinedAt: !724)
!724 = distinct !DILocation(line: 271, column: 10, scope: !711)
!725 = !DILocation(line: 260, column: 16, scope: !716, inlinedAt: !724)
!726 = !DILocation(line: 260, column: 11, scope: !716, inlinedAt: !724)
!727 = !DILocation(line: 261, column: 3, scope: !716, inlinedAt: !724)
!728 = !DILocation(line: 262, column: 16, scope: !716, inlinedAt: !724)
!729 = !DILocation(line: 263, column: 12, scope: !730, inlinedAt: !724)
!730 = distinct !DILexicalBlock(scope: !716, file: !3, line: 263, column: 7)
!731 = !DILocation(line: 263, column: 7, scope: !716, inlinedAt: !724)
!732 = !DILocation(line: 264, column: 3, scope: !716, inlinedAt: !724)
!733 = !DILocation(line: 265, column: 3, scope: !716, inlinedAt: !724)
!734 = !DILocation(line: 266, column: 3, scope: !716, inlinedAt: !724)
!735 = !DILocation(line: 271, column: 3, scope: !711)
!736 = distinct !DISubprogram(name: "db_upvaluejoin", scope: !3, file: !3, line: 308, type: !234, scopeLine: 308, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !737)
!737 = !{!738, !739, !740}
!738 = !DILocalVariable(name: "L", arg: 1, scope: !736, file: !3, line: 308, type: !119)
!739 = !DILocalVariable(name: "n1", scope: !736, file: !3, line: 309, type: !6)
!740 = !DILocalVariable(name: "n2", scope: !736, file: !3, line: 309, type: !6)
!741 = !DILocation(line: 0, scope: !736)
!742 = !DILocalVariable(name: "L", arg: 1, scope: !743, file: !3, line: 285, type: !119)
!743 = distinct !DISubprogram(name: "checkupval", scope: !3, file: !3, line: 285, type: !744, scopeLine: 285, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !746)
!744 = !DISubroutineType(types: !745)
!745 = !{!5, !119, !6, !6, !336}
!746 = !{!742, !747, !748, !749, !750, !751}
!747 = !DILocalVariable(name: "argf", arg: 2, scope: !743, file: !3, line: 285, type: !6)
!748 = !DILocalVariable(name: "argnup", arg: 3, scope: !743, file: !3, line: 285, type: !6)
!749 = !DILocalVariable(name: "pnup", arg: 4, scope: !743, file: !3, line: 285, type: !336)
!750 = !DILocalVariable(name: "id", scope: !743, file: !3, line: 286, type: !5)
!751 = !DILocalVariable(name: "nup", scope: !743, file: !3, line: 287, type: !6)
!752 = !DILocation(line: 0, scope: !743, inlinedAt: !753)
!753 = distinct !DILocation(line: 310, column: 3, scope: !736)
!754 = !DILocation(line: 287, column: 18, scope: !743, inlinedAt: !753)
!755 = !DILocation(line: 287, column: 13, scope: !743, inlinedAt: !753)
!756 = !DILocation(line: 288, column: 3, scope: !743, inlinedAt: !753)
!757 = !DILocation(line: 289, column: 8, scope: !743, inlinedAt: !753)
!758 = !DILocation(line: 291, column: 5, scope: !759, inlinedAt: !753)
!759 = distinct !DILexicalBlock(scope: !760, file: !3, line: 290, column: 13)
!760 = distinct !DILexicalBlock(scope: !743, file: !3, line: 290, column: 7)
!761 = !DILocation(line: 0, scope: !743, inlinedAt: !762)
!762 = distinct !DILocation(line: 311, column: 3, scope: !736)
!763 = !DILocation(line: 287, column: 18, scope: !743, inlinedAt: !762)
!764 = !DILocation(line: 287, column: 13, scope: !743, inlinedAt: !762)
!765 = !DILocation(line: 288, column: 3, scope: !743, inlinedAt: !762)
!766 = !DILocation(line: 289, column: 8, scope: !743, inlinedAt: !762)
!767 = !DILocation(line: 291, column: 5, scope: !759, inlinedAt: !762)
!768 = !DILocation(line: 312, column: 3, scope: !736)
!769 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!770 = !DILocation(line: 313, column: 3, scope: !736)
!771 = !DILocation(line: 314, column: 3, scope: !736)
!772 = !DILocation(line: 315, column: 3, scope: !736)
!773 = distinct !DISubprogram(name: "db_upvalueid", scope: !3, file: !3, line: 298, type: !234, scopeLine: 298, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !774)
!774 = !{!775, !776}
!775 = !DILocalVariable(name: "L", arg: 1, scope: !773, file: !3, line: 298, type: !119)
!776 = !DILocalVariable(name: "id", scope: !773, file: !3, line: 299, type: !5)
!777 = !DILocation(line: 0, scope: !773)
!778 = !DILocation(line: 0, scope: !743, inlinedAt: !779)
!779 = distinct !DILocation(line: 299, column: 14, scope: !773)
!780 = !DILocation(line: 287, column: 18, scope: !743, inlinedAt: !779)
!781 = !DILocation(line: 287, column: 13, scope: !743, inlinedAt: !779)
!782 = !DILocation(line: 288, column: 3, scope: !743, inlinedAt: !779)
!783 = !DILocation(line: 289, column: 8, scope: !743, inlinedAt: !779)
!784 = !DILocation(line: 300, column: 10, scope: !785)
!785 = distinct !DILexicalBlock(scope: !773, file: !3, line: 300, column: 7)
!786 = !DILocation(line: 300, column: 7, scope: !773)
!787 = !DILocation(line: 301, column: 5, scope: !785)
!788 = !DILocation(line: 303, column: 5, scope: !785)
!789 = !DILocation(line: 304, column: 3, scope: !773)
!790 = distinct !DISubprogram(name: "db_setuservalue", scope: !3, file: !3, line: 77, type: !234, scopeLine: 77, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !791)
!791 = !{!792, !793}
!792 = !DILocalVariable(name: "L", arg: 1, scope: !790, file: !3, line: 77, type: !119)
!793 = !DILocalVariable(name: "n", scope: !790, file: !3, line: 78, type: !6)
!794 = !DILocation(line: 0, scope: !790)
!795 = !DILocation(line: 78, column: 16, scope: !790)
!796 = !DILocation(line: 78, column: 11, scope: !790)
!797 = !DILocation(line: 79, column: 3, scope: !790)
!798 = !DILocation(line: 80, column: 3, scope: !790)
!799 = !DILocation(line: 81, column: 3, scope: !790)
!800 = !DILocation(line: 82, column: 8, scope: !801)
!801 = distinct !DILexicalBlock(scope: !790, file: !3, line: 82, column: 7)
!802 = !DILocation(line: 82, column: 7, scope: !790)
!803 = !DILocation(line: 83, column: 5, scope: !801)
!804 = !DILocation(line: 84, column: 3, scope: !790)
!805 = distinct !DISubprogram(name: "db_sethook", scope: !3, file: !3, line: 365, type: !234, scopeLine: 365, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !806)
!806 = !{!807, !808, !809, !810, !811, !812, !813}
!807 = !DILocalVariable(name: "L", arg: 1, scope: !805, file: !3, line: 365, type: !119)
!808 = !DILocalVariable(name: "arg", scope: !805, file: !3, line: 366, type: !6)
!809 = !DILocalVariable(name: "mask", scope: !805, file: !3, line: 366, type: !6)
!810 = !DILocalVariable(name: "count", scope: !805, file: !3, line: 366, type: !6)
!811 = !DILocalVariable(name: "func", scope: !805, file: !3, line: 367, type: !328)
!812 = !DILocalVariable(name: "L1", scope: !805, file: !3, line: 368, type: !119)
!813 = !DILocalVariable(name: "smask", scope: !814, file: !3, line: 374, type: !96)
!814 = distinct !DILexicalBlock(scope: !815, file: !3, line: 373, column: 8)
!815 = distinct !DILexicalBlock(scope: !805, file: !3, line: 369, column: 7)
!816 = !DILocation(line: 0, scope: !805)
!817 = !DILocation(line: 0, scope: !333, inlinedAt: !818)
!818 = distinct !DILocation(line: 368, column: 19, scope: !805)
!819 = !DILocation(line: 95, column: 7, scope: !342, inlinedAt: !818)
!820 = !DILocation(line: 95, column: 7, scope: !333, inlinedAt: !818)
!821 = !DILocation(line: 97, column: 12, scope: !345, inlinedAt: !818)
!822 = !DILocation(line: 97, column: 5, scope: !345, inlinedAt: !818)
!823 = !DILocation(line: 0, scope: !342, inlinedAt: !818)
!824 = !DILocation(line: 369, column: 7, scope: !815)
!825 = !DILocation(line: 369, column: 7, scope: !805)
!826 = !DILocation(line: 370, column: 5, scope: !827)
!827 = distinct !DILexicalBlock(scope: !815, file: !3, line: 369, column: 34)
!828 = !DILocation(line: 372, column: 3, scope: !827)
!829 = !DILocation(line: 374, column: 25, scope: !814)
!830 = !DILocation(line: 0, scope: !814)
!831 = !DILocation(line: 375, column: 5, scope: !814)
!832 = !DILocation(line: 376, column: 41, scope: !814)
!833 = !DILocation(line: 376, column: 18, scope: !814)
!834 = !DILocation(line: 376, column: 13, scope: !814)
!835 = !DILocalVariable(name: "smask", arg: 1, scope: !836, file: !3, line: 342, type: !96)
!836 = distinct !DISubprogram(name: "makemask", scope: !3, file: !3, line: 342, type: !837, scopeLine: 342, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !839)
!837 = !DISubroutineType(types: !838)
!838 = !{!6, !96, !6}
!839 = !{!835, !840, !841}
!840 = !DILocalVariable(name: "count", arg: 2, scope: !836, file: !3, line: 342, type: !6)
!841 = !DILocalVariable(name: "mask", scope: !836, file: !3, line: 343, type: !6)
!842 = !DILocation(line: 0, scope: !836, inlinedAt: !843)
!843 = distinct !DILocation(line: 377, column: 26, scope: !814)
!844 = !DILocation(line: 344, column: 7, scope: !845, inlinedAt: !843)
!845 = distinct !DILexicalBlock(scope: !836, file: !3, line: 344, column: 7)
!846 = !DILocation(line: 344, column: 7, scope: !836, inlinedAt: !843)
!847 = !DILocation(line: 345, column: 7, scope: !848, inlinedAt: !843)
!848 = distinct !DILexicalBlock(scope: !836, file: !3, line: 345, column: 7)
!849 = !DILocation(line: 345, column: 7, scope: !836, inlinedAt: !843)
!850 = !DILocation(line: 346, column: 7, scope: !851, inlinedAt: !843)
!851 = distinct !DILexicalBlock(scope: !836, file: !3, line: 346, column: 7)
!852 = !DILocation(line: 346, column: 7, scope: !836, inlinedAt: !843)
!853 = !DILocation(line: 347, column: 13, scope: !854, inlinedAt: !843)
!854 = distinct !DILexicalBlock(scope: !836, file: !3, line: 347, column: 7)
!855 = !DILocation(line: 347, column: 7, scope: !836, inlinedAt: !843)
!856 = !DILocation(line: 0, scope: !815)
!857 = !DILocation(line: 379, column: 8, scope: !858)
!858 = distinct !DILexicalBlock(scope: !805, file: !3, line: 379, column: 7)
!859 = !DILocation(line: 379, column: 7, scope: !805)
!860 = !DILocation(line: 381, column: 5, scope: !861)
!861 = distinct !DILexicalBlock(scope: !858, file: !3, line: 379, column: 57)
!862 = !DILocation(line: 382, column: 5, scope: !861)
!863 = !DILocation(line: 383, column: 5, scope: !861)
!864 = !DILocation(line: 384, column: 5, scope: !861)
!865 = !DILocation(line: 385, column: 3, scope: !861)
!866 = !DILocation(line: 0, scope: !364, inlinedAt: !867)
!867 = distinct !DILocation(line: 386, column: 3, scope: !805)
!868 = !DILocation(line: 36, column: 7, scope: !373, inlinedAt: !867)
!869 = !DILocation(line: 36, column: 7, scope: !364, inlinedAt: !867)
!870 = !DILocation(line: 37, column: 5, scope: !373, inlinedAt: !867)
!871 = !DILocation(line: 387, column: 3, scope: !805)
!872 = !DILocation(line: 387, column: 23, scope: !805)
!873 = !DILocation(line: 388, column: 3, scope: !805)
!874 = !DILocation(line: 389, column: 3, scope: !805)
!875 = !DILocation(line: 390, column: 3, scope: !805)
!876 = !DILocation(line: 391, column: 3, scope: !805)
!877 = distinct !DISubprogram(name: "db_setlocal", scope: !3, file: !3, line: 234, type: !234, scopeLine: 234, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !878)
!878 = !{!879, !880, !881, !882, !883, !884, !885}
!879 = !DILocalVariable(name: "L", arg: 1, scope: !877, file: !3, line: 234, type: !119)
!880 = !DILocalVariable(name: "arg", scope: !877, file: !3, line: 235, type: !6)
!881 = !DILocalVariable(name: "name", scope: !877, file: !3, line: 236, type: !96)
!882 = !DILocalVariable(name: "L1", scope: !877, file: !3, line: 237, type: !119)
!883 = !DILocalVariable(name: "ar", scope: !877, file: !3, line: 238, type: !124)
!884 = !DILocalVariable(name: "level", scope: !877, file: !3, line: 239, type: !6)
!885 = !DILocalVariable(name: "nvar", scope: !877, file: !3, line: 240, type: !6)
!886 = distinct !DIAssignID()
!887 = !DILocation(line: 0, scope: !877)
!888 = !DILocation(line: 0, scope: !333, inlinedAt: !889)
!889 = distinct !DILocation(line: 237, column: 19, scope: !877)
!890 = !DILocation(line: 95, column: 7, scope: !342, inlinedAt: !889)
!891 = !DILocation(line: 95, column: 7, scope: !333, inlinedAt: !889)
!892 = !DILocation(line: 97, column: 12, scope: !345, inlinedAt: !889)
!893 = !DILocation(line: 97, column: 5, scope: !345, inlinedAt: !889)
!894 = !DILocation(line: 0, scope: !342, inlinedAt: !889)
!895 = !DILocation(line: 238, column: 3, scope: !877)
!896 = !DILocation(line: 239, column: 45, scope: !877)
!897 = !DILocation(line: 239, column: 20, scope: !877)
!898 = !DILocation(line: 239, column: 15, scope: !877)
!899 = !DILocation(line: 240, column: 44, scope: !877)
!900 = !DILocation(line: 240, column: 19, scope: !877)
!901 = !DILocation(line: 241, column: 7, scope: !902)
!902 = distinct !DILexicalBlock(scope: !877, file: !3, line: 241, column: 7)
!903 = !DILocation(line: 241, column: 7, scope: !877)
!904 = !DILocation(line: 242, column: 12, scope: !902)
!905 = !DILocation(line: 242, column: 5, scope: !902)
!906 = !DILocation(line: 240, column: 14, scope: !877)
!907 = !DILocation(line: 243, column: 23, scope: !877)
!908 = !DILocation(line: 243, column: 3, scope: !877)
!909 = !DILocation(line: 244, column: 3, scope: !877)
!910 = !DILocation(line: 0, scope: !364, inlinedAt: !911)
!911 = distinct !DILocation(line: 245, column: 3, scope: !877)
!912 = !DILocation(line: 36, column: 7, scope: !373, inlinedAt: !911)
!913 = !DILocation(line: 36, column: 7, scope: !364, inlinedAt: !911)
!914 = !DILocation(line: 37, column: 5, scope: !373, inlinedAt: !911)
!915 = !DILocation(line: 246, column: 3, scope: !877)
!916 = !DILocation(line: 247, column: 10, scope: !877)
!917 = !DILocation(line: 248, column: 12, scope: !918)
!918 = distinct !DILexicalBlock(scope: !877, file: !3, line: 248, column: 7)
!919 = !DILocation(line: 248, column: 7, scope: !877)
!920 = !DILocation(line: 249, column: 5, scope: !918)
!921 = !DILocation(line: 250, column: 3, scope: !877)
!922 = !DILocation(line: 251, column: 3, scope: !877)
!923 = !DILocation(line: 252, column: 1, scope: !877)
!924 = distinct !DISubprogram(name: "db_setmetatable", scope: !3, file: !3, line: 56, type: !234, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !925)
!925 = !{!926, !927}
!926 = !DILocalVariable(name: "L", arg: 1, scope: !924, file: !3, line: 56, type: !119)
!927 = !DILocalVariable(name: "t", scope: !924, file: !3, line: 57, type: !6)
!928 = !DILocation(line: 0, scope: !924)
!929 = !DILocation(line: 57, column: 11, scope: !924)
!930 = !DILocation(line: 58, column: 3, scope: !924)
!931 = !DILocation(line: 59, column: 3, scope: !924)
!932 = !DILocation(line: 60, column: 3, scope: !924)
!933 = !DILocation(line: 61, column: 3, scope: !924)
!934 = distinct !DISubprogram(name: "db_setupvalue", scope: !3, file: !3, line: 275, type: !234, scopeLine: 275, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !935)
!935 = !{!936}
!936 = !DILocalVariable(name: "L", arg: 1, scope: !934, file: !3, line: 275, type: !119)
!937 = !DILocation(line: 0, scope: !934)
!938 = !DILocation(line: 276, column: 3, scope: !934)
!939 = !DILocation(line: 0, scope: !716, inlinedAt: !940)
!940 = distinct !DILocation(line: 277, column: 10, scope: !934)
!941 = !DILocation(line: 260, column: 16, scope: !716, inlinedAt: !940)
!942 = !DILocation(line: 260, column: 11, scope: !716, inlinedAt: !940)
!943 = !DILocation(line: 261, column: 3, scope: !716, inlinedAt: !940)
!944 = !DILocation(line: 262, column: 42, scope: !716, inlinedAt: !940)
!945 = !DILocation(line: 263, column: 12, scope: !730, inlinedAt: !940)
!946 = !DILocation(line: 263, column: 7, scope: !716, inlinedAt: !940)
!947 = !DILocation(line: 264, column: 3, scope: !716, inlinedAt: !940)
!948 = !DILocation(line: 265, column: 3, scope: !716, inlinedAt: !940)
!949 = !DILocation(line: 266, column: 3, scope: !716, inlinedAt: !940)
!950 = !DILocation(line: 277, column: 3, scope: !934)
!951 = distinct !DISubprogram(name: "db_traceback", scope: !3, file: !3, line: 435, type: !234, scopeLine: 435, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !952)
!952 = !{!953, !954, !955, !956, !957}
!953 = !DILocalVariable(name: "L", arg: 1, scope: !951, file: !3, line: 435, type: !119)
!954 = !DILocalVariable(name: "arg", scope: !951, file: !3, line: 436, type: !6)
!955 = !DILocalVariable(name: "L1", scope: !951, file: !3, line: 437, type: !119)
!956 = !DILocalVariable(name: "msg", scope: !951, file: !3, line: 438, type: !96)
!957 = !DILocalVariable(name: "level", scope: !958, file: !3, line: 442, type: !6)
!958 = distinct !DILexicalBlock(scope: !959, file: !3, line: 441, column: 8)
!959 = distinct !DILexicalBlock(scope: !951, file: !3, line: 439, column: 7)
!960 = !DILocation(line: 0, scope: !951)
!961 = !DILocation(line: 0, scope: !333, inlinedAt: !962)
!962 = distinct !DILocation(line: 437, column: 19, scope: !951)
!963 = !DILocation(line: 95, column: 7, scope: !342, inlinedAt: !962)
!964 = !DILocation(line: 95, column: 7, scope: !333, inlinedAt: !962)
!965 = !DILocation(line: 97, column: 12, scope: !345, inlinedAt: !962)
!966 = !DILocation(line: 97, column: 5, scope: !345, inlinedAt: !962)
!967 = !DILocation(line: 0, scope: !342, inlinedAt: !962)
!968 = !DILocation(line: 438, column: 21, scope: !951)
!969 = !DILocation(line: 439, column: 11, scope: !959)
!970 = !DILocation(line: 439, column: 19, scope: !959)
!971 = !DILocation(line: 439, column: 23, scope: !959)
!972 = !DILocation(line: 439, column: 7, scope: !951)
!973 = !DILocation(line: 440, column: 5, scope: !959)
!974 = !DILocation(line: 442, column: 45, scope: !958)
!975 = !DILocation(line: 442, column: 53, scope: !958)
!976 = !DILocation(line: 442, column: 50, scope: !958)
!977 = !DILocation(line: 442, column: 22, scope: !958)
!978 = !DILocation(line: 442, column: 17, scope: !958)
!979 = !DILocation(line: 0, scope: !958)
!980 = !DILocation(line: 443, column: 5, scope: !958)
!981 = !DILocation(line: 445, column: 3, scope: !951)
!982 = distinct !DISubprogram(name: "db_setcstacklimit", scope: !3, file: !3, line: 449, type: !234, scopeLine: 449, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !983)
!983 = !{!984, !985, !986}
!984 = !DILocalVariable(name: "L", arg: 1, scope: !982, file: !3, line: 449, type: !119)
!985 = !DILocalVariable(name: "limit", scope: !982, file: !3, line: 450, type: !6)
!986 = !DILocalVariable(name: "res", scope: !982, file: !3, line: 451, type: !6)
!987 = !DILocation(line: 0, scope: !982)
!988 = !DILocation(line: 450, column: 20, scope: !982)
!989 = !DILocation(line: 450, column: 15, scope: !982)
!990 = !DILocation(line: 451, column: 13, scope: !982)
!991 = !DILocation(line: 452, column: 22, scope: !982)
!992 = !DILocation(line: 452, column: 3, scope: !982)
!993 = !DILocation(line: 453, column: 3, scope: !982)
!994 = !DISubprogram(name: "fprintf", scope: !995, file: !995, line: 350, type: !996, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!995 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!996 = !DISubroutineType(types: !997)
!997 = !{!6, !998, !1054, null}
!998 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !999)
!999 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1000, size: 64)
!1000 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !1001, line: 7, baseType: !1002)
!1001 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!1002 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !1003, line: 49, size: 1728, elements: !1004)
!1003 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!1004 = !{!1005, !1006, !1007, !1008, !1009, !1010, !1011, !1012, !1013, !1014, !1015, !1016, !1017, !1020, !1022, !1023, !1024, !1028, !1029, !1031, !1035, !1038, !1040, !1043, !1046, !1047, !1048, !1049, !1050}
!1005 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !1002, file: !1003, line: 51, baseType: !6, size: 32)
!1006 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !1002, file: !1003, line: 54, baseType: !385, size: 64, offset: 64)
!1007 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !1002, file: !1003, line: 55, baseType: !385, size: 64, offset: 128)
!1008 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !1002, file: !1003, line: 56, baseType: !385, size: 64, offset: 192)
!1009 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !1002, file: !1003, line: 57, baseType: !385, size: 64, offset: 256)
!1010 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !1002, file: !1003, line: 58, baseType: !385, size: 64, offset: 320)
!1011 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !1002, file: !1003, line: 59, baseType: !385, size: 64, offset: 384)
!1012 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !1002, file: !1003, line: 60, baseType: !385, size: 64, offset: 448)
!1013 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !1002, file: !1003, line: 61, baseType: !385, size: 64, offset: 512)
!1014 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !1002, file: !1003, line: 64, baseType: !385, size: 64, offset: 576)
!1015 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !1002, file: !1003, line: 65, baseType: !385, size: 64, offset: 640)
!1016 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !1002, file: !1003, line: 66, baseType: !385, size: 64, offset: 704)
!1017 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !1002, file: !1003, line: 68, baseType: !1018, size: 64, offset: 768)
!1018 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1019, size: 64)
!1019 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !1003, line: 36, flags: DIFlagFwdDecl)
!1020 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !1002, file: !1003, line: 70, baseType: !1021, size: 64, offset: 832)
!1021 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1002, size: 64)
!1022 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !1002, file: !1003, line: 72, baseType: !6, size: 32, offset: 896)
!1023 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !1002, file: !1003, line: 73, baseType: !6, size: 32, offset: 928)
!1024 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !1002, file: !1003, line: 74, baseType: !1025, size: 64, offset: 960)
!1025 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !1026, line: 152, baseType: !1027)
!1026 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!1027 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!1028 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !1002, file: !1003, line: 77, baseType: !145, size: 16, offset: 1024)
!1029 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !1002, file: !1003, line: 78, baseType: !1030, size: 8, offset: 1040)
!1030 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!1031 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !1002, file: !1003, line: 79, baseType: !1032, size: 8, offset: 1048)
!1032 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 8, elements: !1033)
!1033 = !{!1034}
!1034 = !DISubrange(count: 1)
!1035 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !1002, file: !1003, line: 81, baseType: !1036, size: 64, offset: 1088)
!1036 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1037, size: 64)
!1037 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !1003, line: 43, baseType: null)
!1038 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !1002, file: !1003, line: 89, baseType: !1039, size: 64, offset: 1152)
!1039 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !1026, line: 153, baseType: !1027)
!1040 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !1002, file: !1003, line: 91, baseType: !1041, size: 64, offset: 1216)
!1041 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1042, size: 64)
!1042 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !1003, line: 37, flags: DIFlagFwdDecl)
!1043 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !1002, file: !1003, line: 92, baseType: !1044, size: 64, offset: 1280)
!1044 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1045, size: 64)
!1045 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !1003, line: 38, flags: DIFlagFwdDecl)
!1046 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !1002, file: !1003, line: 93, baseType: !1021, size: 64, offset: 1344)
!1047 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !1002, file: !1003, line: 94, baseType: !5, size: 64, offset: 1408)
!1048 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !1002, file: !1003, line: 95, baseType: !133, size: 64, offset: 1472)
!1049 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !1002, file: !1003, line: 96, baseType: !6, size: 32, offset: 1536)
!1050 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !1002, file: !1003, line: 98, baseType: !1051, size: 160, offset: 1568)
!1051 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 160, elements: !1052)
!1052 = !{!1053}
!1053 = !DISubrange(count: 20)
!1054 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !96)
!1055 = !DISubprogram(name: "fflush", scope: !995, file: !995, line: 230, type: !1056, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1056 = !DISubroutineType(types: !1057)
!1057 = !{!6, !999}
!1058 = !DISubprogram(name: "fgets", scope: !995, file: !995, line: 592, type: !1059, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1059 = !DISubroutineType(types: !1060)
!1060 = !{!385, !1061, !6, !998}
!1061 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !385)
!1062 = !DISubprogram(name: "luaL_loadbufferx", scope: !227, file: !227, line: 97, type: !1063, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1063 = !DISubroutineType(types: !1064)
!1064 = !{!6, !119, !96, !133, !96, !96}
!1065 = !DISubprogram(name: "strlen", scope: !1066, file: !1066, line: 407, type: !1067, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1066 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!1067 = !DISubroutineType(types: !1068)
!1068 = !{!135, !96}
!1069 = !DISubprogram(name: "lua_pcallk", scope: !121, file: !121, line: 296, type: !1070, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1070 = !DISubroutineType(types: !1071)
!1071 = !{!6, !119, !6, !6, !6, !1072, !1075}
!1072 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KContext", file: !121, line: 100, baseType: !1073)
!1073 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !1074, line: 87, baseType: !1027)
!1074 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!1075 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KFunction", file: !121, line: 111, baseType: !1076)
!1076 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1077, size: 64)
!1077 = !DISubroutineType(types: !1078)
!1078 = !{!6, !119, !6, !1072}
!1079 = !DISubprogram(name: "luaL_tolstring", scope: !227, file: !227, line: 52, type: !1080, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1080 = !DISubroutineType(types: !1081)
!1081 = !{!96, !119, !6, !1082}
!1082 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64)
!1083 = !DISubprogram(name: "lua_settop", scope: !121, file: !121, line: 180, type: !1084, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1084 = !DISubroutineType(types: !1085)
!1085 = !{null, !119, !6}
!1086 = !DISubprogram(name: "luaL_optinteger", scope: !227, file: !227, line: 63, type: !1087, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1087 = !DISubroutineType(types: !1088)
!1088 = !{!1089, !119, !6, !1089}
!1089 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Integer", file: !121, line: 94, baseType: !1090)
!1090 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!1091 = !DISubprogram(name: "lua_type", scope: !121, file: !121, line: 198, type: !717, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1092 = !DISubprogram(name: "lua_pushnil", scope: !121, file: !121, line: 244, type: !1093, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1093 = !DISubroutineType(types: !1094)
!1094 = !{null, !119}
!1095 = !DISubprogram(name: "lua_getiuservalue", scope: !121, file: !121, line: 272, type: !1096, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1096 = !DISubroutineType(types: !1097)
!1097 = !{!6, !119, !6, !6}
!1098 = !DISubprogram(name: "lua_pushboolean", scope: !121, file: !121, line: 253, type: !1084, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1099 = !DISubprogram(name: "lua_gethookmask", scope: !121, file: !121, line: 470, type: !234, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1100 = !DISubprogram(name: "lua_gethook", scope: !121, file: !121, line: 469, type: !1101, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1101 = !DISubroutineType(types: !1102)
!1102 = !{!328, !119}
!1103 = !DILocation(line: 0, scope: !116)
!1104 = !DILocation(line: 326, column: 3, scope: !116)
!1105 = !DILocation(line: 327, column: 3, scope: !116)
!1106 = !DILocation(line: 328, column: 7, scope: !1107)
!1107 = distinct !DILexicalBlock(scope: !116, file: !3, line: 328, column: 7)
!1108 = !DILocation(line: 328, column: 25, scope: !1107)
!1109 = !DILocation(line: 328, column: 7, scope: !116)
!1110 = !DILocation(line: 329, column: 42, scope: !1111)
!1111 = distinct !DILexicalBlock(scope: !1107, file: !3, line: 328, column: 43)
!1112 = !{!468, !469, i64 0}
!1113 = !DILocation(line: 329, column: 23, scope: !1111)
!1114 = !DILocation(line: 329, column: 5, scope: !1111)
!1115 = !DILocation(line: 330, column: 13, scope: !1116)
!1116 = distinct !DILexicalBlock(scope: !1111, file: !3, line: 330, column: 9)
!1117 = !DILocation(line: 330, column: 25, scope: !1116)
!1118 = !DILocation(line: 330, column: 9, scope: !1111)
!1119 = !DILocation(line: 331, column: 26, scope: !1116)
!1120 = !DILocation(line: 331, column: 7, scope: !1116)
!1121 = !DILocation(line: 332, column: 10, scope: !1116)
!1122 = !DILocation(line: 334, column: 5, scope: !1111)
!1123 = !DILocation(line: 335, column: 3, scope: !1111)
!1124 = !DILocation(line: 336, column: 1, scope: !116)
!1125 = !DISubprogram(name: "lua_pushstring", scope: !121, file: !121, line: 248, type: !1126, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1126 = !DISubroutineType(types: !1127)
!1127 = !{!96, !119, !96}
!1128 = !DISubprogram(name: "lua_getfield", scope: !121, file: !121, line: 263, type: !1129, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1129 = !DISubroutineType(types: !1130)
!1130 = !{!6, !119, !6, !96}
!1131 = !DISubprogram(name: "lua_pushthread", scope: !121, file: !121, line: 255, type: !234, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1132 = !DISubprogram(name: "lua_xmove", scope: !121, file: !121, line: 186, type: !365, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1133 = !DISubprogram(name: "lua_rawget", scope: !121, file: !121, line: 265, type: !717, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1134 = !DISubprogram(name: "lua_rotate", scope: !121, file: !121, line: 182, type: !258, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1135 = !DISubprogram(name: "lua_pushinteger", scope: !121, file: !121, line: 246, type: !1136, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1136 = !DISubroutineType(types: !1137)
!1137 = !{null, !119, !1089}
!1138 = !DISubprogram(name: "lua_gethookcount", scope: !121, file: !121, line: 471, type: !234, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1139 = !DISubprogram(name: "lua_tothread", scope: !121, file: !121, line: 208, type: !1140, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1140 = !DISubroutineType(types: !1141)
!1141 = !{!119, !119, !6}
!1142 = !DISubprogram(name: "lua_callk", scope: !121, file: !121, line: 292, type: !1143, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1143 = !DISubroutineType(types: !1144)
!1144 = !{null, !119, !6, !6, !1072, !1075}
!1145 = !DISubprogram(name: "lua_checkstack", scope: !121, file: !121, line: 184, type: !717, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1146 = !DISubprogram(name: "luaL_error", scope: !227, file: !227, line: 76, type: !1147, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1147 = !DISubroutineType(types: !1148)
!1148 = !{!6, !119, !96, null}
!1149 = !DISubprogram(name: "luaL_optlstring", scope: !227, file: !227, line: 57, type: !1150, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1150 = !DISubroutineType(types: !1151)
!1151 = !{!96, !119, !6, !96, !1082}
!1152 = !DISubprogram(name: "luaL_argerror", scope: !227, file: !227, line: 53, type: !1129, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1153 = !DISubprogram(name: "lua_pushfstring", scope: !121, file: !121, line: 251, type: !1154, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1154 = !DISubroutineType(types: !1155)
!1155 = !{!96, !119, !96, null}
!1156 = !DISubprogram(name: "lua_pushvalue", scope: !121, file: !121, line: 181, type: !1084, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1157 = !DISubprogram(name: "lua_getstack", scope: !121, file: !121, line: 457, type: !1158, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1158 = !DISubroutineType(types: !1159)
!1159 = !{!6, !119, !6, !123}
!1160 = !DISubprogram(name: "luaL_checkinteger", scope: !227, file: !227, line: 62, type: !1161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1161 = !DISubroutineType(types: !1162)
!1162 = !{!1089, !119, !6}
!1163 = !DISubprogram(name: "lua_getinfo", scope: !121, file: !121, line: 458, type: !1164, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1164 = !DISubroutineType(types: !1165)
!1165 = !{!6, !119, !96, !123}
!1166 = !DISubprogram(name: "strchr", scope: !1066, file: !1066, line: 246, type: !1167, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1167 = !DISubroutineType(types: !1168)
!1168 = !{!385, !96, !6}
!1169 = !DISubprogram(name: "lua_pushlstring", scope: !121, file: !121, line: 247, type: !1170, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1170 = !DISubroutineType(types: !1171)
!1171 = !{!96, !119, !96, !133}
!1172 = !DISubprogram(name: "lua_setfield", scope: !121, file: !121, line: 280, type: !1173, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1173 = !DISubroutineType(types: !1174)
!1174 = !{null, !119, !6, !96}
!1175 = !DISubprogram(name: "lua_getlocal", scope: !121, file: !121, line: 459, type: !1176, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1176 = !DISubroutineType(types: !1177)
!1177 = !{!96, !119, !1178, !6}
!1178 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1179, size: 64)
!1179 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !124)
!1180 = !DISubprogram(name: "luaL_checkany", scope: !227, file: !227, line: 68, type: !1084, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1181 = !DISubprogram(name: "lua_getmetatable", scope: !121, file: !121, line: 271, type: !717, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1182 = !DISubprogram(name: "luaL_checktype", scope: !227, file: !227, line: 67, type: !258, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1183 = !DISubprogram(name: "lua_getupvalue", scope: !121, file: !121, line: 461, type: !1184, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1184 = !DISubroutineType(types: !1185)
!1185 = !{!96, !119, !6, !6}
!1186 = !DISubprogram(name: "lua_setupvalue", scope: !121, file: !121, line: 462, type: !1184, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1187 = !DISubprogram(name: "lua_iscfunction", scope: !121, file: !121, line: 195, type: !717, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1188 = !DISubprogram(name: "lua_upvaluejoin", scope: !121, file: !121, line: 465, type: !1189, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1189 = !DISubroutineType(types: !1190)
!1190 = !{null, !119, !6, !6, !6, !6}
!1191 = !DISubprogram(name: "lua_upvalueid", scope: !121, file: !121, line: 464, type: !1192, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1192 = !DISubroutineType(types: !1193)
!1193 = !{!5, !119, !6, !6}
!1194 = !DISubprogram(name: "lua_pushlightuserdata", scope: !121, file: !121, line: 254, type: !1195, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1195 = !DISubroutineType(types: !1196)
!1196 = !{null, !119, !5}
!1197 = !DISubprogram(name: "lua_setiuservalue", scope: !121, file: !121, line: 286, type: !1096, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1198 = !DISubprogram(name: "luaL_checklstring", scope: !227, file: !227, line: 55, type: !1080, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1199 = !DISubprogram(name: "luaL_getsubtable", scope: !227, file: !227, line: 112, type: !1129, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1200 = !DISubprogram(name: "lua_setmetatable", scope: !121, file: !121, line: 285, type: !717, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1201 = !DISubprogram(name: "lua_rawset", scope: !121, file: !121, line: 282, type: !1084, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1202 = !DISubprogram(name: "lua_sethook", scope: !121, file: !121, line: 468, type: !1203, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1203 = !DISubroutineType(types: !1204)
!1204 = !{null, !119, !328, !6, !6}
!1205 = !DISubprogram(name: "lua_setlocal", scope: !121, file: !121, line: 460, type: !1176, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1206 = !DISubprogram(name: "luaL_typeerror", scope: !227, file: !227, line: 54, type: !1129, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1207 = !DISubprogram(name: "lua_tolstring", scope: !121, file: !121, line: 204, type: !1080, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1208 = !DISubprogram(name: "luaL_traceback", scope: !227, file: !227, line: 114, type: !1209, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1209 = !DISubroutineType(types: !1210)
!1210 = !{null, !119, !119, !96, !6}
!1211 = !DISubprogram(name: "lua_setcstacklimit", scope: !121, file: !121, line: 473, type: !1212, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1212 = !DISubroutineType(types: !1213)
!1213 = !{!6, !119, !1214}
!1214 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
