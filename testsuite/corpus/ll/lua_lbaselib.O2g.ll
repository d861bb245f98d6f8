; ModuleID = 'src/lua/lbaselib.c'
source_filename = "src/lua/lbaselib.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.luaL_Reg = type { ptr, ptr }

@base_funcs = internal constant [26 x %struct.luaL_Reg] [%struct.luaL_Reg { ptr @.str.3, ptr @luaB_assert }, %struct.luaL_Reg { ptr @.str.4, ptr @luaB_collectgarbage }, %struct.luaL_Reg { ptr @.str.5, ptr @luaB_dofile }, %struct.luaL_Reg { ptr @.str.6, ptr @luaB_error }, %struct.luaL_Reg { ptr @.str.7, ptr @luaB_getmetatable }, %struct.luaL_Reg { ptr @.str.8, ptr @luaB_ipairs }, %struct.luaL_Reg { ptr @.str.9, ptr @luaB_loadfile }, %struct.luaL_Reg { ptr @.str.10, ptr @luaB_load }, %struct.luaL_Reg { ptr @.str.11, ptr @luaB_next }, %struct.luaL_Reg { ptr @.str.12, ptr @luaB_pairs }, %struct.luaL_Reg { ptr @.str.13, ptr @luaB_pcall }, %struct.luaL_Reg { ptr @.str.14, ptr @luaB_print }, %struct.luaL_Reg { ptr @.str.15, ptr @luaB_warn }, %struct.luaL_Reg { ptr @.str.16, ptr @luaB_rawequal }, %struct.luaL_Reg { ptr @.str.17, ptr @luaB_rawlen }, %struct.luaL_Reg { ptr @.str.18, ptr @luaB_rawget }, %struct.luaL_Reg { ptr @.str.19, ptr @luaB_rawset }, %struct.luaL_Reg { ptr @.str.20, ptr @luaB_select }, %struct.luaL_Reg { ptr @.str.21, ptr @luaB_setmetatable }, %struct.luaL_Reg { ptr @.str.22, ptr @luaB_tonumber }, %struct.luaL_Reg { ptr @.str.23, ptr @luaB_tostring }, %struct.luaL_Reg { ptr @.str.24, ptr @luaB_type }, %struct.luaL_Reg { ptr @.str.25, ptr @luaB_xpcall }, %struct.luaL_Reg { ptr @.str, ptr null }, %struct.luaL_Reg { ptr @.str.2, ptr null }, %struct.luaL_Reg zeroinitializer], align 16, !dbg !0
@.str = private unnamed_addr constant [3 x i8] c"_G\00", align 1, !dbg !34
@.str.1 = private unnamed_addr constant [8 x i8] c"Lua 5.4\00", align 1, !dbg !40
@.str.2 = private unnamed_addr constant [9 x i8] c"_VERSION\00", align 1, !dbg !45
@.str.3 = private unnamed_addr constant [7 x i8] c"assert\00", align 1, !dbg !50
@.str.4 = private unnamed_addr constant [15 x i8] c"collectgarbage\00", align 1, !dbg !55
@.str.5 = private unnamed_addr constant [7 x i8] c"dofile\00", align 1, !dbg !60
@.str.6 = private unnamed_addr constant [6 x i8] c"error\00", align 1, !dbg !62
@.str.7 = private unnamed_addr constant [13 x i8] c"getmetatable\00", align 1, !dbg !67
@.str.8 = private unnamed_addr constant [7 x i8] c"ipairs\00", align 1, !dbg !72
@.str.9 = private unnamed_addr constant [9 x i8] c"loadfile\00", align 1, !dbg !74
@.str.10 = private unnamed_addr constant [5 x i8] c"load\00", align 1, !dbg !76
@.str.11 = private unnamed_addr constant [5 x i8] c"next\00", align 1, !dbg !81
@.str.12 = private unnamed_addr constant [6 x i8] c"pairs\00", align 1, !dbg !83
@.str.13 = private unnamed_addr constant [6 x i8] c"pcall\00", align 1, !dbg !85
@.str.14 = private unnamed_addr constant [6 x i8] c"print\00", align 1, !dbg !87
@.str.15 = private unnamed_addr constant [5 x i8] c"warn\00", align 1, !dbg !89
@.str.16 = private unnamed_addr constant [9 x i8] c"rawequal\00", align 1, !dbg !91
@.str.17 = private unnamed_addr constant [7 x i8] c"rawlen\00", align 1, !dbg !93
@.str.18 = private unnamed_addr constant [7 x i8] c"rawget\00", align 1, !dbg !95
@.str.19 = private unnamed_addr constant [7 x i8] c"rawset\00", align 1, !dbg !97
@.str.20 = private unnamed_addr constant [7 x i8] c"select\00", align 1, !dbg !99
@.str.21 = private unnamed_addr constant [13 x i8] c"setmetatable\00", align 1, !dbg !101
@.str.22 = private unnamed_addr constant [9 x i8] c"tonumber\00", align 1, !dbg !103
@.str.23 = private unnamed_addr constant [9 x i8] c"tostring\00", align 1, !dbg !105
@.str.24 = private unnamed_addr constant [5 x i8] c"type\00", align 1, !dbg !107
@.str.25 = private unnamed_addr constant [7 x i8] c"xpcall\00", align 1, !dbg !109
@.str.26 = private unnamed_addr constant [18 x i8] c"assertion failed!\00", align 1, !dbg !111
@luaB_collectgarbage.opts = internal constant [11 x ptr] [ptr @.str.27, ptr @.str.28, ptr @.str.29, ptr @.str.30, ptr @.str.31, ptr @.str.32, ptr @.str.33, ptr @.str.34, ptr @.str.35, ptr @.str.36, ptr null], align 16, !dbg !145
@.str.27 = private unnamed_addr constant [5 x i8] c"stop\00", align 1, !dbg !116
@.str.28 = private unnamed_addr constant [8 x i8] c"restart\00", align 1, !dbg !118
@.str.29 = private unnamed_addr constant [8 x i8] c"collect\00", align 1, !dbg !120
@.str.30 = private unnamed_addr constant [6 x i8] c"count\00", align 1, !dbg !122
@.str.31 = private unnamed_addr constant [5 x i8] c"step\00", align 1, !dbg !124
@.str.32 = private unnamed_addr constant [9 x i8] c"setpause\00", align 1, !dbg !126
@.str.33 = private unnamed_addr constant [11 x i8] c"setstepmul\00", align 1, !dbg !128
@.str.34 = private unnamed_addr constant [10 x i8] c"isrunning\00", align 1, !dbg !133
@.str.35 = private unnamed_addr constant [13 x i8] c"generational\00", align 1, !dbg !138
@.str.36 = private unnamed_addr constant [12 x i8] c"incremental\00", align 1, !dbg !140
@luaB_collectgarbage.optsnum = internal unnamed_addr constant [10 x i32] [i32 0, i32 1, i32 2, i32 3, i32 5, i32 6, i32 7, i32 9, i32 10, i32 11], align 16, !dbg !181
@.str.37 = private unnamed_addr constant [12 x i8] c"__metatable\00", align 1, !dbg !185
@.str.38 = private unnamed_addr constant [3 x i8] c"bt\00", align 1, !dbg !187
@.str.39 = private unnamed_addr constant [8 x i8] c"=(load)\00", align 1, !dbg !189
@.str.40 = private unnamed_addr constant [26 x i8] c"too many nested functions\00", align 1, !dbg !191
@.str.41 = private unnamed_addr constant [37 x i8] c"reader function must return a string\00", align 1, !dbg !196
@.str.42 = private unnamed_addr constant [8 x i8] c"__pairs\00", align 1, !dbg !201
@stdout = external local_unnamed_addr global ptr, align 8
@.str.45 = private unnamed_addr constant [16 x i8] c"table or string\00", align 1, !dbg !210
@.str.46 = private unnamed_addr constant [19 x i8] c"index out of range\00", align 1, !dbg !215
@.str.47 = private unnamed_addr constant [13 x i8] c"nil or table\00", align 1, !dbg !220
@.str.48 = private unnamed_addr constant [36 x i8] c"cannot change a protected metatable\00", align 1, !dbg !222
@.str.49 = private unnamed_addr constant [18 x i8] c"base out of range\00", align 1, !dbg !227
@.str.50 = private unnamed_addr constant [7 x i8] c" \0C\0A\0D\09\0B\00", align 1, !dbg !229
@.str.51 = private unnamed_addr constant [15 x i8] c"value expected\00", align 1, !dbg !231

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @luaopen_base(ptr noundef %0) local_unnamed_addr #0 !dbg !251 {
    #dbg_value(ptr %0, !253, !DIExpression(), !254)
  %2 = tail call i32 @lua_rawgeti(ptr noundef %0, i32 noundef -1001000, i64 noundef 2) #9, !dbg !255
  tail call void @luaL_setfuncs(ptr noundef %0, ptr noundef nonnull @base_funcs, i32 noundef 0) #9, !dbg !256
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -1) #9, !dbg !257
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str) #9, !dbg !258
  %3 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.1) #9, !dbg !259
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.2) #9, !dbg !260
  ret i32 1, !dbg !261
}

declare !dbg !262 i32 @lua_rawgeti(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

declare !dbg !265 void @luaL_setfuncs(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !269 void @lua_pushvalue(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !272 void @lua_setfield(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !275 ptr @lua_pushstring(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal i32 @luaB_assert(ptr noundef %0) #0 !dbg !278 {
    #dbg_value(ptr %0, !280, !DIExpression(), !281)
  %2 = tail call i32 @lua_toboolean(ptr noundef %0, i32 noundef 1) #9, !dbg !282
  %3 = icmp eq i32 %2, 0, !dbg !282
  br i1 %3, label %6, label %4, !dbg !284, !prof !285

4:                                                ; preds = %1
  %5 = tail call i32 @lua_gettop(ptr noundef %0) #9, !dbg !286
  br label %9, !dbg !287

6:                                                ; preds = %1
  tail call void @luaL_checkany(ptr noundef %0, i32 noundef 1) #9, !dbg !288
  tail call void @lua_rotate(ptr noundef %0, i32 noundef 1, i32 noundef -1) #9, !dbg !290
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #9, !dbg !290
  %7 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.26) #9, !dbg !291
  tail call void @lua_settop(ptr noundef %0, i32 noundef 1) #9, !dbg !292
  %8 = tail call i32 @luaB_error(ptr noundef %0), !dbg !293
  br label %9, !dbg !294

9:                                                ; preds = %6, %4
  %10 = phi i32 [ %5, %4 ], [ %8, %6 ], !dbg !295
  ret i32 %10, !dbg !296
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @luaB_collectgarbage(ptr noundef %0) #0 !dbg !147 {
    #dbg_value(ptr %0, !154, !DIExpression(), !297)
  %2 = tail call i32 @luaL_checkoption(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.29, ptr noundef nonnull @luaB_collectgarbage.opts) #9, !dbg !298
  %3 = sext i32 %2 to i64, !dbg !299
  %4 = getelementptr inbounds [10 x i32], ptr @luaB_collectgarbage.optsnum, i64 0, i64 %3, !dbg !299
  %5 = load i32, ptr %4, align 4, !dbg !299, !tbaa !300
    #dbg_value(i32 %5, !155, !DIExpression(), !297)
  switch i32 %5, label %58 [
    i32 3, label %6
    i32 5, label %15
    i32 6, label %21
    i32 7, label %21
    i32 9, label %28
    i32 10, label %32
    i32 11, label %44
  ], !dbg !304

6:                                                ; preds = %1
  %7 = tail call i32 (ptr, i32, ...) @lua_gc(ptr noundef %0, i32 noundef 3) #9, !dbg !305
    #dbg_value(i32 %7, !156, !DIExpression(), !306)
  %8 = tail call i32 (ptr, i32, ...) @lua_gc(ptr noundef %0, i32 noundef 4) #9, !dbg !307
    #dbg_value(i32 %8, !159, !DIExpression(), !306)
  %9 = icmp eq i32 %7, -1, !dbg !308
  br i1 %9, label %63, label %10, !dbg !311

10:                                               ; preds = %6
  %11 = sitofp i32 %7 to double, !dbg !312
  %12 = sitofp i32 %8 to double, !dbg !313
  %13 = fmul double %12, 0x3F50000000000000, !dbg !314
  %14 = fadd double %13, %11, !dbg !315
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %14) #9, !dbg !316
  br label %64

15:                                               ; preds = %1
  %16 = tail call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 2, i64 noundef 0) #9, !dbg !317
  %17 = trunc i64 %16 to i32, !dbg !318
    #dbg_value(i32 %17, !160, !DIExpression(), !319)
  %18 = tail call i32 (ptr, i32, ...) @lua_gc(ptr noundef %0, i32 noundef 5, i32 noundef %17) #9, !dbg !320
    #dbg_value(i32 %18, !162, !DIExpression(), !319)
  %19 = icmp eq i32 %18, -1, !dbg !321
  br i1 %19, label %63, label %20, !dbg !324

20:                                               ; preds = %15
  tail call void @lua_pushboolean(ptr noundef %0, i32 noundef %18) #9, !dbg !325
  br label %64

21:                                               ; preds = %1, %1
  %22 = tail call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 2, i64 noundef 0) #9, !dbg !326
  %23 = trunc i64 %22 to i32, !dbg !327
    #dbg_value(i32 %23, !163, !DIExpression(), !328)
  %24 = tail call i32 (ptr, i32, ...) @lua_gc(ptr noundef %0, i32 noundef %5, i32 noundef %23) #9, !dbg !329
    #dbg_value(i32 %24, !165, !DIExpression(), !328)
  %25 = icmp eq i32 %24, -1, !dbg !330
  br i1 %25, label %63, label %26, !dbg !333

26:                                               ; preds = %21
  %27 = sext i32 %24 to i64, !dbg !334
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %27) #9, !dbg !335
  br label %64

28:                                               ; preds = %1
  %29 = tail call i32 (ptr, i32, ...) @lua_gc(ptr noundef %0, i32 noundef 9) #9, !dbg !336
    #dbg_value(i32 %29, !166, !DIExpression(), !337)
  %30 = icmp eq i32 %29, -1, !dbg !338
  br i1 %30, label %63, label %31, !dbg !341

31:                                               ; preds = %28
  tail call void @lua_pushboolean(ptr noundef %0, i32 noundef %29) #9, !dbg !342
  br label %64

32:                                               ; preds = %1
  %33 = tail call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 2, i64 noundef 0) #9, !dbg !343
  %34 = trunc i64 %33 to i32, !dbg !344
    #dbg_value(i32 %34, !168, !DIExpression(), !345)
  %35 = tail call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 3, i64 noundef 0) #9, !dbg !346
  %36 = trunc i64 %35 to i32, !dbg !347
    #dbg_value(i32 %36, !170, !DIExpression(), !345)
  %37 = tail call i32 (ptr, i32, ...) @lua_gc(ptr noundef %0, i32 noundef 10, i32 noundef %34, i32 noundef %36) #9, !dbg !348
    #dbg_value(ptr %0, !349, !DIExpression(), !355)
    #dbg_value(i32 %37, !354, !DIExpression(), !355)
  %38 = icmp eq i32 %37, -1, !dbg !357
  br i1 %38, label %39, label %40, !dbg !359

39:                                               ; preds = %32
  tail call void @lua_pushnil(ptr noundef %0) #9, !dbg !360
  br label %64, !dbg !360

40:                                               ; preds = %32
  %41 = icmp eq i32 %37, 11, !dbg !361
  %42 = select i1 %41, ptr @.str.36, ptr @.str.35, !dbg !362
  %43 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull %42) #9, !dbg !363
  br label %64

44:                                               ; preds = %1
  %45 = tail call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 2, i64 noundef 0) #9, !dbg !364
  %46 = trunc i64 %45 to i32, !dbg !365
    #dbg_value(i32 %46, !171, !DIExpression(), !366)
  %47 = tail call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 3, i64 noundef 0) #9, !dbg !367
  %48 = trunc i64 %47 to i32, !dbg !368
    #dbg_value(i32 %48, !173, !DIExpression(), !366)
  %49 = tail call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 4, i64 noundef 0) #9, !dbg !369
  %50 = trunc i64 %49 to i32, !dbg !370
    #dbg_value(i32 %50, !174, !DIExpression(), !366)
  %51 = tail call i32 (ptr, i32, ...) @lua_gc(ptr noundef %0, i32 noundef 11, i32 noundef %46, i32 noundef %48, i32 noundef %50) #9, !dbg !371
    #dbg_value(ptr %0, !349, !DIExpression(), !372)
    #dbg_value(i32 %51, !354, !DIExpression(), !372)
  %52 = icmp eq i32 %51, -1, !dbg !374
  br i1 %52, label %53, label %54, !dbg !375

53:                                               ; preds = %44
  tail call void @lua_pushnil(ptr noundef %0) #9, !dbg !376
  br label %64, !dbg !376

54:                                               ; preds = %44
  %55 = icmp eq i32 %51, 11, !dbg !377
  %56 = select i1 %55, ptr @.str.36, ptr @.str.35, !dbg !378
  %57 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull %56) #9, !dbg !379
  br label %64

58:                                               ; preds = %1
  %59 = tail call i32 (ptr, i32, ...) @lua_gc(ptr noundef %0, i32 noundef %5) #9, !dbg !380
    #dbg_value(i32 %59, !175, !DIExpression(), !381)
  %60 = icmp eq i32 %59, -1, !dbg !382
  br i1 %60, label %63, label %61, !dbg !385

61:                                               ; preds = %58
  %62 = sext i32 %59 to i64, !dbg !386
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %62) #9, !dbg !387
  br label %64

63:                                               ; preds = %58, %28, %21, %15, %6
  tail call void @lua_pushnil(ptr noundef %0) #9, !dbg !388
  br label %64, !dbg !389

64:                                               ; preds = %54, %53, %40, %39, %61, %31, %26, %20, %10, %63
  ret i32 1, !dbg !390
}

; Function Attrs: nounwind uwtable
define internal i32 @luaB_dofile(ptr noundef %0) #0 !dbg !391 {
    #dbg_value(ptr %0, !393, !DIExpression(), !395)
  %2 = tail call ptr @luaL_optlstring(ptr noundef %0, i32 noundef 1, ptr noundef null, ptr noundef null) #9, !dbg !396
    #dbg_value(ptr %2, !394, !DIExpression(), !395)
  tail call void @lua_settop(ptr noundef %0, i32 noundef 1) #9, !dbg !397
  %3 = tail call i32 @luaL_loadfilex(ptr noundef %0, ptr noundef %2, ptr noundef null) #9, !dbg !398
  %4 = icmp eq i32 %3, 0, !dbg !398
  br i1 %4, label %7, label %5, !dbg !400, !prof !401

5:                                                ; preds = %1
  %6 = tail call i32 @lua_error(ptr noundef %0) #9, !dbg !402
  br label %10, !dbg !403

7:                                                ; preds = %1
  tail call void @lua_callk(ptr noundef %0, i32 noundef 0, i32 noundef -1, i64 noundef 0, ptr noundef nonnull @dofilecont) #9, !dbg !404
    #dbg_value(ptr %0, !405, !DIExpression(), !416)
    #dbg_value(i32 0, !414, !DIExpression(), !416)
    #dbg_value(i64 0, !415, !DIExpression(), !416)
  %8 = tail call i32 @lua_gettop(ptr noundef %0) #9, !dbg !418
  %9 = add nsw i32 %8, -1, !dbg !419
  br label %10, !dbg !420

10:                                               ; preds = %7, %5
  %11 = phi i32 [ %6, %5 ], [ %9, %7 ], !dbg !395
  ret i32 %11, !dbg !421
}

; Function Attrs: nounwind uwtable
define internal i32 @luaB_error(ptr noundef %0) #0 !dbg !422 {
    #dbg_value(ptr %0, !424, !DIExpression(), !426)
  %2 = tail call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 2, i64 noundef 1) #9, !dbg !427
  %3 = trunc i64 %2 to i32, !dbg !428
    #dbg_value(i32 %3, !425, !DIExpression(), !426)
  tail call void @lua_settop(ptr noundef %0, i32 noundef 1) #9, !dbg !429
  %4 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #9, !dbg !430
  %5 = icmp eq i32 %4, 4, !dbg !432
  %6 = icmp sgt i32 %3, 0
  %7 = select i1 %5, i1 %6, i1 false, !dbg !433
  br i1 %7, label %8, label %9, !dbg !433

8:                                                ; preds = %1
  tail call void @luaL_where(ptr noundef %0, i32 noundef %3) #9, !dbg !434
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef 1) #9, !dbg !436
  tail call void @lua_concat(ptr noundef %0, i32 noundef 2) #9, !dbg !437
  br label %9, !dbg !438

9:                                                ; preds = %8, %1
  %10 = tail call i32 @lua_error(ptr noundef %0) #9, !dbg !439
  ret i32 %10, !dbg !440
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @luaB_getmetatable(ptr noundef %0) #0 !dbg !441 {
    #dbg_value(ptr %0, !443, !DIExpression(), !444)
  tail call void @luaL_checkany(ptr noundef %0, i32 noundef 1) #9, !dbg !445
  %2 = tail call i32 @lua_getmetatable(ptr noundef %0, i32 noundef 1) #9, !dbg !446
  %3 = icmp eq i32 %2, 0, !dbg !446
  br i1 %3, label %4, label %5, !dbg !448

4:                                                ; preds = %1
  tail call void @lua_pushnil(ptr noundef %0) #9, !dbg !449
  br label %7, !dbg !451

5:                                                ; preds = %1
  %6 = tail call i32 @luaL_getmetafield(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.37) #9, !dbg !452
  br label %7, !dbg !453

7:                                                ; preds = %5, %4
  ret i32 1, !dbg !454
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @luaB_ipairs(ptr noundef %0) #0 !dbg !455 {
    #dbg_value(ptr %0, !457, !DIExpression(), !458)
  tail call void @luaL_checkany(ptr noundef %0, i32 noundef 1) #9, !dbg !459
  tail call void @lua_pushcclosure(ptr noundef %0, ptr noundef nonnull @ipairsaux, i32 noundef 0) #9, !dbg !460
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef 1) #9, !dbg !461
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef 0) #9, !dbg !462
  ret i32 3, !dbg !463
}

; Function Attrs: nounwind uwtable
define internal range(i32 1, 3) i32 @luaB_loadfile(ptr noundef %0) #0 !dbg !464 {
    #dbg_value(ptr %0, !466, !DIExpression(), !471)
  %2 = tail call ptr @luaL_optlstring(ptr noundef %0, i32 noundef 1, ptr noundef null, ptr noundef null) #9, !dbg !472
    #dbg_value(ptr %2, !467, !DIExpression(), !471)
  %3 = tail call ptr @luaL_optlstring(ptr noundef %0, i32 noundef 2, ptr noundef null, ptr noundef null) #9, !dbg !473
    #dbg_value(ptr %3, !468, !DIExpression(), !471)
  %4 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 3) #9, !dbg !474
    #dbg_value(i32 undef, !469, !DIExpression(), !471)
  %5 = tail call i32 @luaL_loadfilex(ptr noundef %0, ptr noundef %2, ptr noundef %3) #9, !dbg !475
    #dbg_value(i32 %5, !470, !DIExpression(), !471)
    #dbg_value(ptr %0, !476, !DIExpression(), !483)
    #dbg_value(i32 %5, !481, !DIExpression(), !483)
    #dbg_value(i32 undef, !482, !DIExpression(), !483)
  %6 = icmp eq i32 %5, 0, !dbg !485
  br i1 %6, label %7, label %13, !dbg !487, !prof !401

7:                                                ; preds = %1
  %8 = icmp eq i32 %4, -1, !dbg !474
  br i1 %8, label %14, label %9, !dbg !488

9:                                                ; preds = %7
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef 3) #9, !dbg !490
  %10 = tail call ptr @lua_setupvalue(ptr noundef %0, i32 noundef -2, i32 noundef 1) #9, !dbg !493
  %11 = icmp eq ptr %10, null, !dbg !493
  br i1 %11, label %12, label %14, !dbg !495

12:                                               ; preds = %9
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #9, !dbg !496
  br label %14, !dbg !496

13:                                               ; preds = %1
  tail call void @lua_pushnil(ptr noundef %0) #9, !dbg !497
  tail call void @lua_rotate(ptr noundef %0, i32 noundef -2, i32 noundef 1) #9, !dbg !499
  br label %14, !dbg !500

14:                                               ; preds = %7, %9, %12, %13
  %15 = phi i32 [ 2, %13 ], [ 1, %9 ], [ 1, %12 ], [ 1, %7 ], !dbg !501
  ret i32 %15, !dbg !502
}

; Function Attrs: nounwind uwtable
define internal range(i32 1, 3) i32 @luaB_load(ptr noundef %0) #0 !dbg !503 {
  %2 = alloca i64, align 8, !DIAssignID !519
    #dbg_assign(i1 undef, !507, !DIExpression(), !519, ptr %2, !DIExpression(), !520)
    #dbg_value(ptr %0, !505, !DIExpression(), !520)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9, !dbg !521
  %3 = call ptr @lua_tolstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %2) #9, !dbg !522
    #dbg_value(ptr %3, !511, !DIExpression(), !520)
  %4 = call ptr @luaL_optlstring(ptr noundef %0, i32 noundef 3, ptr noundef nonnull @.str.38, ptr noundef null) #9, !dbg !523
    #dbg_value(ptr %4, !512, !DIExpression(), !520)
  %5 = call i32 @lua_type(ptr noundef %0, i32 noundef 4) #9, !dbg !524
    #dbg_value(i32 poison, !513, !DIExpression(), !520)
  %6 = icmp eq ptr %3, null, !dbg !525
  br i1 %6, label %11, label %7, !dbg !526

7:                                                ; preds = %1
  %8 = call ptr @luaL_optlstring(ptr noundef %0, i32 noundef 2, ptr noundef nonnull %3, ptr noundef null) #9, !dbg !527
    #dbg_value(ptr %8, !514, !DIExpression(), !528)
  %9 = load i64, ptr %2, align 8, !dbg !529, !tbaa !530
  %10 = call i32 @luaL_loadbufferx(ptr noundef %0, ptr noundef nonnull %3, i64 noundef %9, ptr noundef %8, ptr noundef %4) #9, !dbg !532
    #dbg_value(i32 %10, !506, !DIExpression(), !520)
  br label %14, !dbg !533

11:                                               ; preds = %1
  %12 = call ptr @luaL_optlstring(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.39, ptr noundef null) #9, !dbg !534
    #dbg_value(ptr %12, !517, !DIExpression(), !535)
  call void @luaL_checktype(ptr noundef %0, i32 noundef 1, i32 noundef 6) #9, !dbg !536
  call void @lua_settop(ptr noundef %0, i32 noundef 5) #9, !dbg !537
  %13 = call i32 @lua_load(ptr noundef %0, ptr noundef nonnull @generic_reader, ptr noundef null, ptr noundef %12, ptr noundef %4) #9, !dbg !538
    #dbg_value(i32 %13, !506, !DIExpression(), !520)
  br label %14

14:                                               ; preds = %11, %7
  %15 = phi i32 [ %10, %7 ], [ %13, %11 ], !dbg !539
    #dbg_value(i32 undef, !513, !DIExpression(), !520)
    #dbg_value(i32 %15, !506, !DIExpression(), !520)
    #dbg_value(ptr %0, !476, !DIExpression(), !540)
    #dbg_value(i32 %15, !481, !DIExpression(), !540)
    #dbg_value(i32 undef, !482, !DIExpression(), !540)
  %16 = icmp eq i32 %15, 0, !dbg !542
  br i1 %16, label %17, label %23, !dbg !543, !prof !401

17:                                               ; preds = %14
  %18 = icmp eq i32 %5, -1, !dbg !524
  br i1 %18, label %24, label %19, !dbg !544

19:                                               ; preds = %17
  call void @lua_pushvalue(ptr noundef %0, i32 noundef 4) #9, !dbg !545
  %20 = call ptr @lua_setupvalue(ptr noundef %0, i32 noundef -2, i32 noundef 1) #9, !dbg !546
  %21 = icmp eq ptr %20, null, !dbg !546
  br i1 %21, label %22, label %24, !dbg !547

22:                                               ; preds = %19
  call void @lua_settop(ptr noundef %0, i32 noundef -2) #9, !dbg !548
  br label %24, !dbg !548

23:                                               ; preds = %14
  call void @lua_pushnil(ptr noundef %0) #9, !dbg !549
  call void @lua_rotate(ptr noundef %0, i32 noundef -2, i32 noundef 1) #9, !dbg !550
  br label %24, !dbg !551

24:                                               ; preds = %17, %19, %22, %23
  %25 = phi i32 [ 2, %23 ], [ 1, %19 ], [ 1, %22 ], [ 1, %17 ], !dbg !552
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9, !dbg !553
  ret i32 %25, !dbg !554
}

; Function Attrs: nounwind uwtable
define internal range(i32 1, 3) i32 @luaB_next(ptr noundef %0) #0 !dbg !555 {
    #dbg_value(ptr %0, !557, !DIExpression(), !558)
  tail call void @luaL_checktype(ptr noundef %0, i32 noundef 1, i32 noundef 5) #9, !dbg !559
  tail call void @lua_settop(ptr noundef %0, i32 noundef 2) #9, !dbg !560
  %2 = tail call i32 @lua_next(ptr noundef %0, i32 noundef 1) #9, !dbg !561
  %3 = icmp eq i32 %2, 0, !dbg !561
  br i1 %3, label %4, label %5, !dbg !563

4:                                                ; preds = %1
  tail call void @lua_pushnil(ptr noundef %0) #9, !dbg !564
  br label %5, !dbg !566

5:                                                ; preds = %1, %4
  %6 = phi i32 [ 1, %4 ], [ 2, %1 ], !dbg !567
  ret i32 %6, !dbg !568
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @luaB_pairs(ptr noundef %0) #0 !dbg !569 {
    #dbg_value(ptr %0, !571, !DIExpression(), !572)
  tail call void @luaL_checkany(ptr noundef %0, i32 noundef 1) #9, !dbg !573
  %2 = tail call i32 @luaL_getmetafield(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.42) #9, !dbg !574
  %3 = icmp eq i32 %2, 0, !dbg !576
  br i1 %3, label %4, label %5, !dbg !577

4:                                                ; preds = %1
  tail call void @lua_pushcclosure(ptr noundef %0, ptr noundef nonnull @luaB_next, i32 noundef 0) #9, !dbg !578
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef 1) #9, !dbg !580
  tail call void @lua_pushnil(ptr noundef %0) #9, !dbg !581
  br label %6, !dbg !582

5:                                                ; preds = %1
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef 1) #9, !dbg !583
  tail call void @lua_callk(ptr noundef %0, i32 noundef 1, i32 noundef 3, i64 noundef 0, ptr noundef nonnull @pairscont) #9, !dbg !585
  br label %6

6:                                                ; preds = %5, %4
  ret i32 3, !dbg !586
}

; Function Attrs: nounwind uwtable
define internal i32 @luaB_pcall(ptr noundef %0) #0 !dbg !587 {
    #dbg_value(ptr %0, !589, !DIExpression(), !591)
  tail call void @luaL_checkany(ptr noundef %0, i32 noundef 1) #9, !dbg !592
  tail call void @lua_pushboolean(ptr noundef %0, i32 noundef 1) #9, !dbg !593
  tail call void @lua_rotate(ptr noundef %0, i32 noundef 1, i32 noundef 1) #9, !dbg !594
  %2 = tail call i32 @lua_gettop(ptr noundef %0) #9, !dbg !595
  %3 = add nsw i32 %2, -2, !dbg !596
  %4 = tail call i32 @lua_pcallk(ptr noundef %0, i32 noundef %3, i32 noundef -1, i32 noundef 0, i64 noundef 0, ptr noundef nonnull @finishpcall) #9, !dbg !597
    #dbg_value(i32 %4, !590, !DIExpression(), !591)
    #dbg_value(ptr %0, !598, !DIExpression(), !603)
    #dbg_value(i32 %4, !601, !DIExpression(), !603)
    #dbg_value(i64 0, !602, !DIExpression(), !603)
  %5 = icmp ugt i32 %4, 1, !dbg !605
  br i1 %5, label %6, label %7, !dbg !607, !prof !285

6:                                                ; preds = %1
  tail call void @lua_pushboolean(ptr noundef %0, i32 noundef 0) #9, !dbg !608
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -2) #9, !dbg !610
  br label %9, !dbg !611

7:                                                ; preds = %1
  %8 = tail call i32 @lua_gettop(ptr noundef %0) #9, !dbg !612
  br label %9, !dbg !613

9:                                                ; preds = %6, %7
  %10 = phi i32 [ 2, %6 ], [ %8, %7 ], !dbg !614
  ret i32 %10, !dbg !615
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @luaB_print(ptr noundef %0) #0 !dbg !616 {
  %2 = alloca i64, align 8, !DIAssignID !626
    #dbg_assign(i1 undef, !621, !DIExpression(), !626, ptr %2, !DIExpression(), !627)
    #dbg_value(ptr %0, !618, !DIExpression(), !628)
  %3 = tail call i32 @lua_gettop(ptr noundef %0) #9, !dbg !629
    #dbg_value(i32 %3, !619, !DIExpression(), !628)
    #dbg_value(i32 1, !620, !DIExpression(), !628)
  %4 = icmp slt i32 %3, 1, !dbg !630
  br i1 %4, label %21, label %5, !dbg !631

5:                                                ; preds = %1
    #dbg_value(i32 1, !620, !DIExpression(), !628)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9, !dbg !632
  %6 = call ptr @luaL_tolstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %2) #9, !dbg !633
    #dbg_value(ptr %6, !625, !DIExpression(), !627)
  %7 = load ptr, ptr @stdout, align 8, !dbg !634, !tbaa !635
  %8 = load i64, ptr %2, align 8, !dbg !634, !tbaa !530
  %9 = call i64 @fwrite(ptr noundef %6, i64 noundef 1, i64 noundef %8, ptr noundef %7), !dbg !634
  call void @lua_settop(ptr noundef %0, i32 noundef -2) #9, !dbg !637
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9, !dbg !638
    #dbg_value(i32 2, !620, !DIExpression(), !628)
  %10 = icmp eq i32 %3, 1, !dbg !630
  br i1 %10, label %21, label %11, !dbg !631

11:                                               ; preds = %5, %11
  %12 = phi i32 [ %19, %11 ], [ 2, %5 ]
    #dbg_value(i32 %12, !620, !DIExpression(), !628)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9, !dbg !632
  %13 = call ptr @luaL_tolstring(ptr noundef %0, i32 noundef %12, ptr noundef nonnull %2) #9, !dbg !633
    #dbg_value(ptr %13, !625, !DIExpression(), !627)
  %14 = load ptr, ptr @stdout, align 8, !dbg !639, !tbaa !635
  %15 = call i32 @fputc(i32 9, ptr %14), !dbg !639
  %16 = load i64, ptr %2, align 8, !dbg !634, !tbaa !530
  %17 = load ptr, ptr @stdout, align 8, !dbg !634, !tbaa !635
  %18 = call i64 @fwrite(ptr noundef %13, i64 noundef 1, i64 noundef %16, ptr noundef %17), !dbg !634
  call void @lua_settop(ptr noundef %0, i32 noundef -2) #9, !dbg !637
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9, !dbg !638
  %19 = add nuw i32 %12, 1, !dbg !641
    #dbg_value(i32 %19, !620, !DIExpression(), !628)
  %20 = icmp eq i32 %12, %3, !dbg !630
  br i1 %20, label %21, label %11, !dbg !631, !llvm.loop !642

21:                                               ; preds = %11, %5, %1
  %22 = load ptr, ptr @stdout, align 8, !dbg !646, !tbaa !635
  %23 = call i32 @fputc(i32 10, ptr %22), !dbg !646
  %24 = load ptr, ptr @stdout, align 8, !dbg !646, !tbaa !635
  %25 = call i32 @fflush(ptr noundef %24), !dbg !646
  ret i32 0, !dbg !647
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @luaB_warn(ptr noundef %0) #0 !dbg !648 {
    #dbg_value(ptr %0, !650, !DIExpression(), !653)
  %2 = tail call i32 @lua_gettop(ptr noundef %0) #9, !dbg !654
    #dbg_value(i32 %2, !651, !DIExpression(), !653)
  %3 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #9, !dbg !655
    #dbg_value(i32 2, !652, !DIExpression(), !653)
  %4 = icmp slt i32 %2, 2, !dbg !656
  br i1 %4, label %15, label %5, !dbg !659

5:                                                ; preds = %1, %5
  %6 = phi i32 [ %8, %5 ], [ 2, %1 ]
    #dbg_value(i32 %6, !652, !DIExpression(), !653)
  %7 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef %6, ptr noundef null) #9, !dbg !660
  %8 = add nuw i32 %6, 1, !dbg !661
    #dbg_value(i32 %8, !652, !DIExpression(), !653)
  %9 = icmp eq i32 %6, %2, !dbg !656
  br i1 %9, label %10, label %5, !dbg !659, !llvm.loop !662

10:                                               ; preds = %5, %10
  %11 = phi i32 [ %13, %10 ], [ 1, %5 ]
    #dbg_value(i32 %11, !652, !DIExpression(), !653)
  %12 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef %11, ptr noundef null) #9, !dbg !664
  tail call void @lua_warning(ptr noundef %0, ptr noundef %12, i32 noundef 1) #9, !dbg !667
  %13 = add nuw nsw i32 %11, 1, !dbg !668
    #dbg_value(i32 %13, !652, !DIExpression(), !653)
  %14 = icmp eq i32 %13, %2, !dbg !669
  br i1 %14, label %15, label %10, !dbg !670, !llvm.loop !671

15:                                               ; preds = %10, %1
  %16 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef %2, ptr noundef null) #9, !dbg !673
  tail call void @lua_warning(ptr noundef %0, ptr noundef %16, i32 noundef 0) #9, !dbg !674
  ret i32 0, !dbg !675
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @luaB_rawequal(ptr noundef %0) #0 !dbg !676 {
    #dbg_value(ptr %0, !678, !DIExpression(), !679)
  tail call void @luaL_checkany(ptr noundef %0, i32 noundef 1) #9, !dbg !680
  tail call void @luaL_checkany(ptr noundef %0, i32 noundef 2) #9, !dbg !681
  %2 = tail call i32 @lua_rawequal(ptr noundef %0, i32 noundef 1, i32 noundef 2) #9, !dbg !682
  tail call void @lua_pushboolean(ptr noundef %0, i32 noundef %2) #9, !dbg !683
  ret i32 1, !dbg !684
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @luaB_rawlen(ptr noundef %0) #0 !dbg !685 {
    #dbg_value(ptr %0, !687, !DIExpression(), !689)
  %2 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #9, !dbg !690
    #dbg_value(i32 %2, !688, !DIExpression(), !689)
  %3 = and i32 %2, -2, !dbg !691
  %4 = icmp eq i32 %3, 4, !dbg !691
  br i1 %4, label %7, label %5, !dbg !691, !prof !401

5:                                                ; preds = %1
  %6 = tail call i32 @luaL_typeerror(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.45) #9, !dbg !691
  br label %7, !dbg !691

7:                                                ; preds = %5, %1
  %8 = tail call i64 @lua_rawlen(ptr noundef %0, i32 noundef 1) #9, !dbg !692
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %8) #9, !dbg !693
  ret i32 1, !dbg !694
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @luaB_rawget(ptr noundef %0) #0 !dbg !695 {
    #dbg_value(ptr %0, !697, !DIExpression(), !698)
  tail call void @luaL_checktype(ptr noundef %0, i32 noundef 1, i32 noundef 5) #9, !dbg !699
  tail call void @luaL_checkany(ptr noundef %0, i32 noundef 2) #9, !dbg !700
  tail call void @lua_settop(ptr noundef %0, i32 noundef 2) #9, !dbg !701
  %2 = tail call i32 @lua_rawget(ptr noundef %0, i32 noundef 1) #9, !dbg !702
  ret i32 1, !dbg !703
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @luaB_rawset(ptr noundef %0) #0 !dbg !704 {
    #dbg_value(ptr %0, !706, !DIExpression(), !707)
  tail call void @luaL_checktype(ptr noundef %0, i32 noundef 1, i32 noundef 5) #9, !dbg !708
  tail call void @luaL_checkany(ptr noundef %0, i32 noundef 2) #9, !dbg !709
  tail call void @luaL_checkany(ptr noundef %0, i32 noundef 3) #9, !dbg !710
  tail call void @lua_settop(ptr noundef %0, i32 noundef 3) #9, !dbg !711
  tail call void @lua_rawset(ptr noundef %0, i32 noundef 1) #9, !dbg !712
  ret i32 1, !dbg !713
}

; Function Attrs: nounwind uwtable
define internal i32 @luaB_select(ptr noundef %0) #0 !dbg !714 {
    #dbg_value(ptr %0, !716, !DIExpression(), !721)
  %2 = tail call i32 @lua_gettop(ptr noundef %0) #9, !dbg !722
    #dbg_value(i32 %2, !717, !DIExpression(), !721)
  %3 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #9, !dbg !723
  %4 = icmp eq i32 %3, 4, !dbg !724
  br i1 %4, label %5, label %12, !dbg !725

5:                                                ; preds = %1
  %6 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #9, !dbg !726
  %7 = load i8, ptr %6, align 1, !dbg !727, !tbaa !728
  %8 = icmp eq i8 %7, 35, !dbg !729
  br i1 %8, label %9, label %12, !dbg !730

9:                                                ; preds = %5
  %10 = add nsw i32 %2, -1, !dbg !731
  %11 = sext i32 %10 to i64, !dbg !733
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %11) #9, !dbg !734
  br label %25, !dbg !735

12:                                               ; preds = %5, %1
  %13 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 1) #9, !dbg !736
    #dbg_value(i64 %13, !718, !DIExpression(), !737)
  %14 = icmp slt i64 %13, 0, !dbg !738
  %15 = sext i32 %2 to i64, !dbg !740
  %16 = add nsw i64 %13, %15, !dbg !741
  %17 = tail call i64 @llvm.smin.i64(i64 %13, i64 %15), !dbg !741
  %18 = select i1 %14, i64 %16, i64 %17, !dbg !741
    #dbg_value(i64 %18, !718, !DIExpression(), !737)
  %19 = icmp sgt i64 %18, 0, !dbg !742
  br i1 %19, label %22, label %20, !dbg !742, !prof !401

20:                                               ; preds = %12
  %21 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.46) #9, !dbg !742
  br label %22, !dbg !742

22:                                               ; preds = %20, %12
  %23 = trunc i64 %18 to i32, !dbg !743
  %24 = sub nsw i32 %2, %23, !dbg !744
  br label %25

25:                                               ; preds = %22, %9
  %26 = phi i32 [ 1, %9 ], [ %24, %22 ], !dbg !745
  ret i32 %26, !dbg !746
}

; Function Attrs: nounwind uwtable
define internal i32 @luaB_setmetatable(ptr noundef %0) #0 !dbg !747 {
    #dbg_value(ptr %0, !749, !DIExpression(), !751)
  %2 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 2) #9, !dbg !752
    #dbg_value(i32 %2, !750, !DIExpression(), !751)
  tail call void @luaL_checktype(ptr noundef %0, i32 noundef 1, i32 noundef 5) #9, !dbg !753
  switch i32 %2, label %3 [
    i32 5, label %5
    i32 0, label %5
  ], !dbg !754

3:                                                ; preds = %1
  %4 = tail call i32 @luaL_typeerror(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.47) #9, !dbg !754
  br label %5, !dbg !754

5:                                                ; preds = %1, %1, %3
  %6 = tail call i32 @luaL_getmetafield(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.37) #9, !dbg !755
  %7 = icmp eq i32 %6, 0, !dbg !755
  br i1 %7, label %10, label %8, !dbg !757, !prof !401

8:                                                ; preds = %5
  %9 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.48) #9, !dbg !758
  br label %12, !dbg !759

10:                                               ; preds = %5
  tail call void @lua_settop(ptr noundef %0, i32 noundef 2) #9, !dbg !760
  %11 = tail call i32 @lua_setmetatable(ptr noundef %0, i32 noundef 1) #9, !dbg !761
  br label %12, !dbg !762

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ 1, %10 ], !dbg !751
  ret i32 %13, !dbg !763
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @luaB_tonumber(ptr noundef %0) #0 !dbg !764 {
  %2 = alloca i64, align 8, !DIAssignID !778
    #dbg_assign(i1 undef, !767, !DIExpression(), !778, ptr %2, !DIExpression(), !779)
  %3 = alloca i64, align 8, !DIAssignID !780
    #dbg_assign(i1 undef, !773, !DIExpression(), !780, ptr %3, !DIExpression(), !781)
    #dbg_value(ptr %0, !766, !DIExpression(), !782)
  %4 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 2) #9, !dbg !783
  %5 = icmp slt i32 %4, 1, !dbg !783
  br i1 %5, label %6, label %20, !dbg !784

6:                                                ; preds = %1
  %7 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #9, !dbg !785
  %8 = icmp eq i32 %7, 3, !dbg !786
  br i1 %8, label %9, label %10, !dbg !787

9:                                                ; preds = %6
  tail call void @lua_settop(ptr noundef %0, i32 noundef 1) #9, !dbg !788
  br label %93, !dbg !790

10:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9, !dbg !791
  %11 = call ptr @lua_tolstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %2) #9, !dbg !792
    #dbg_value(ptr %11, !772, !DIExpression(), !779)
  %12 = icmp eq ptr %11, null, !dbg !793
  br i1 %12, label %18, label %13, !dbg !795

13:                                               ; preds = %10
  %14 = call i64 @lua_stringtonumber(ptr noundef %0, ptr noundef nonnull %11) #9, !dbg !796
  %15 = load i64, ptr %2, align 8, !dbg !797, !tbaa !530
  %16 = add i64 %15, 1, !dbg !798
  %17 = icmp eq i64 %14, %16, !dbg !799
  br i1 %17, label %19, label %18, !dbg !800

18:                                               ; preds = %10, %13
  call void @luaL_checkany(ptr noundef %0, i32 noundef 1) #9, !dbg !801
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9, !dbg !802
  br label %92

19:                                               ; preds = %13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9, !dbg !802
  br label %93

20:                                               ; preds = %1
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #9, !dbg !803
    #dbg_value(i64 0, !776, !DIExpression(), !781)
  %21 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 2) #9, !dbg !804
    #dbg_value(i64 %21, !777, !DIExpression(), !781)
  tail call void @luaL_checktype(ptr noundef %0, i32 noundef 1, i32 noundef 4) #9, !dbg !805
  %22 = call ptr @lua_tolstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %3) #9, !dbg !806
    #dbg_value(ptr %22, !775, !DIExpression(), !781)
  %23 = add i64 %21, -2, !dbg !807
  %24 = icmp ult i64 %23, 35, !dbg !807
  br i1 %24, label %27, label %25, !dbg !807, !prof !401

25:                                               ; preds = %20
  %26 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.49) #9, !dbg !807
  br label %27, !dbg !807

27:                                               ; preds = %25, %20
  %28 = trunc i64 %21 to i32, !dbg !808
    #dbg_value(ptr %22, !810, !DIExpression(), !824)
    #dbg_value(i32 %28, !816, !DIExpression(), !824)
    #dbg_value(ptr undef, !817, !DIExpression(), !824)
    #dbg_value(i64 0, !818, !DIExpression(), !824)
    #dbg_value(i32 0, !819, !DIExpression(), !824)
  %29 = call i64 @strspn(ptr noundef readonly %22, ptr noundef nonnull @.str.50) #10, !dbg !826
  %30 = getelementptr inbounds i8, ptr %22, i64 %29, !dbg !827
    #dbg_value(ptr %30, !810, !DIExpression(), !824)
  %31 = load i8, ptr %30, align 1, !dbg !828, !tbaa !728
  %32 = icmp eq i8 %31, 45, !dbg !830
  %33 = icmp eq i8 %31, 43, !dbg !831
  %34 = or i1 %32, %33, !dbg !831
  %35 = zext i1 %34 to i64, !dbg !831
  %36 = getelementptr inbounds i8, ptr %30, i64 %35, !dbg !831
    #dbg_value(ptr %36, !810, !DIExpression(), !824)
    #dbg_value(i32 poison, !819, !DIExpression(), !824)
  %37 = tail call ptr @__ctype_b_loc() #11, !dbg !832
  %38 = load ptr, ptr %37, align 8, !dbg !832, !tbaa !635
  %39 = load i8, ptr %36, align 1, !dbg !832, !tbaa !728
  %40 = zext i8 %39 to i64, !dbg !832
  %41 = getelementptr inbounds i16, ptr %38, i64 %40, !dbg !832
  %42 = load i16, ptr %41, align 2, !dbg !832, !tbaa !834
  %43 = and i16 %42, 8, !dbg !832
  %44 = icmp eq i16 %43, 0, !dbg !832
  br i1 %44, label %84, label %45, !dbg !836

45:                                               ; preds = %27
  %46 = shl i64 %21, 32
  %47 = ashr exact i64 %46, 32
  br label %48, !dbg !837

48:                                               ; preds = %68, %45
  %49 = phi i16 [ %76, %68 ], [ %42, %45 ], !dbg !838
  %50 = phi i8 [ %73, %68 ], [ %39, %45 ], !dbg !838
  %51 = phi i64 [ %71, %68 ], [ 0, %45 ], !dbg !839
  %52 = phi ptr [ %72, %68 ], [ %36, %45 ], !dbg !840
    #dbg_value(ptr %52, !810, !DIExpression(), !824)
    #dbg_value(i64 %51, !818, !DIExpression(), !824)
  %53 = and i16 %49, 2048, !dbg !838
  %54 = icmp eq i16 %53, 0, !dbg !838
  br i1 %54, label %58, label %55, !dbg !842

55:                                               ; preds = %48
  %56 = sext i8 %50 to i32, !dbg !843
  %57 = add nsw i32 %56, -48, !dbg !844
  br label %65, !dbg !842

58:                                               ; preds = %48
  %59 = zext i8 %50 to i64, !dbg !838
  %60 = tail call ptr @__ctype_toupper_loc() #11, !dbg !845
  %61 = load ptr, ptr %60, align 8, !dbg !845, !tbaa !635
  %62 = getelementptr inbounds i32, ptr %61, i64 %59, !dbg !845
  %63 = load i32, ptr %62, align 4, !dbg !845, !tbaa !300
    #dbg_value(i32 %63, !822, !DIExpression(), !847)
  %64 = add nsw i32 %63, -55, !dbg !848
  br label %65, !dbg !842

65:                                               ; preds = %58, %55
  %66 = phi i32 [ %57, %55 ], [ %64, %58 ], !dbg !842
    #dbg_value(i32 %66, !820, !DIExpression(), !849)
  %67 = icmp slt i32 %66, %28, !dbg !850
  br i1 %67, label %68, label %84, !dbg !852

68:                                               ; preds = %65
  %69 = mul i64 %51, %47, !dbg !853
  %70 = sext i32 %66 to i64, !dbg !854
  %71 = add i64 %69, %70, !dbg !855
    #dbg_value(i64 %71, !818, !DIExpression(), !824)
  %72 = getelementptr inbounds i8, ptr %52, i64 1, !dbg !856
    #dbg_value(ptr %72, !810, !DIExpression(), !824)
  %73 = load i8, ptr %72, align 1, !dbg !857, !tbaa !728
  %74 = zext i8 %73 to i64, !dbg !857
  %75 = getelementptr inbounds i16, ptr %38, i64 %74, !dbg !857
  %76 = load i16, ptr %75, align 2, !dbg !857, !tbaa !834
  %77 = and i16 %76, 8, !dbg !857
  %78 = icmp eq i16 %77, 0, !dbg !858
  br i1 %78, label %79, label %48, !dbg !858, !llvm.loop !859

79:                                               ; preds = %68
  %80 = call i64 @strspn(ptr noundef nonnull %72, ptr noundef nonnull @.str.50) #10, !dbg !861
  %81 = getelementptr inbounds i8, ptr %72, i64 %80, !dbg !862
    #dbg_value(ptr %81, !810, !DIExpression(), !824)
  %82 = sub i64 0, %71, !dbg !863
  %83 = select i1 %32, i64 %82, i64 %71, !dbg !863
    #dbg_value(i64 %83, !776, !DIExpression(), !781)
  br label %84, !dbg !864

84:                                               ; preds = %65, %27, %79
  %85 = phi i64 [ 0, %27 ], [ %83, %79 ], [ 0, %65 ], !dbg !781
  %86 = phi ptr [ null, %27 ], [ %81, %79 ], [ null, %65 ], !dbg !824
    #dbg_value(i64 %85, !776, !DIExpression(), !781)
  %87 = load i64, ptr %3, align 8, !dbg !865, !tbaa !530
  %88 = getelementptr inbounds i8, ptr %22, i64 %87, !dbg !866
  %89 = icmp eq ptr %86, %88, !dbg !867
  br i1 %89, label %91, label %90, !dbg !868

90:                                               ; preds = %84
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9, !dbg !869
  br label %92

91:                                               ; preds = %84
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %85) #9, !dbg !870
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9, !dbg !869
  br label %93

92:                                               ; preds = %90, %18
  call void @lua_pushnil(ptr noundef %0) #9, !dbg !872
  br label %93, !dbg !873

93:                                               ; preds = %91, %19, %92, %9
  ret i32 1, !dbg !874
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @luaB_tostring(ptr noundef %0) #0 !dbg !875 {
    #dbg_value(ptr %0, !877, !DIExpression(), !878)
  tail call void @luaL_checkany(ptr noundef %0, i32 noundef 1) #9, !dbg !879
  %2 = tail call ptr @luaL_tolstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #9, !dbg !880
  ret i32 1, !dbg !881
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @luaB_type(ptr noundef %0) #0 !dbg !882 {
    #dbg_value(ptr %0, !884, !DIExpression(), !886)
  %2 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #9, !dbg !887
    #dbg_value(i32 %2, !885, !DIExpression(), !886)
  %3 = icmp eq i32 %2, -1, !dbg !888
  br i1 %3, label %4, label %6, !dbg !888, !prof !285

4:                                                ; preds = %1
  %5 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.51) #9, !dbg !888
  br label %6, !dbg !888

6:                                                ; preds = %4, %1
  %7 = tail call ptr @lua_typename(ptr noundef %0, i32 noundef %2) #9, !dbg !889
  %8 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef %7) #9, !dbg !890
  ret i32 1, !dbg !891
}

; Function Attrs: nounwind uwtable
define internal i32 @luaB_xpcall(ptr noundef %0) #0 !dbg !892 {
    #dbg_value(ptr %0, !894, !DIExpression(), !897)
  %2 = tail call i32 @lua_gettop(ptr noundef %0) #9, !dbg !898
    #dbg_value(i32 %2, !896, !DIExpression(), !897)
  tail call void @luaL_checktype(ptr noundef %0, i32 noundef 2, i32 noundef 6) #9, !dbg !899
  tail call void @lua_pushboolean(ptr noundef %0, i32 noundef 1) #9, !dbg !900
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef 1) #9, !dbg !901
  tail call void @lua_rotate(ptr noundef %0, i32 noundef 3, i32 noundef 2) #9, !dbg !902
  %3 = add nsw i32 %2, -2, !dbg !903
  %4 = tail call i32 @lua_pcallk(ptr noundef %0, i32 noundef %3, i32 noundef -1, i32 noundef 2, i64 noundef 2, ptr noundef nonnull @finishpcall) #9, !dbg !904
    #dbg_value(i32 %4, !895, !DIExpression(), !897)
    #dbg_value(ptr %0, !598, !DIExpression(), !905)
    #dbg_value(i32 %4, !601, !DIExpression(), !905)
    #dbg_value(i64 2, !602, !DIExpression(), !905)
  %5 = icmp ugt i32 %4, 1, !dbg !907
  br i1 %5, label %6, label %7, !dbg !908, !prof !285

6:                                                ; preds = %1
  tail call void @lua_pushboolean(ptr noundef %0, i32 noundef 0) #9, !dbg !909
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -2) #9, !dbg !910
  br label %10, !dbg !911

7:                                                ; preds = %1
  %8 = tail call i32 @lua_gettop(ptr noundef %0) #9, !dbg !912
  %9 = add nsw i32 %8, -2, !dbg !913
  br label %10, !dbg !914

10:                                               ; preds = %6, %7
  %11 = phi i32 [ 2, %6 ], [ %9, %7 ], !dbg !915
  ret i32 %11, !dbg !916
}

declare !dbg !917 i32 @lua_toboolean(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !918 i32 @lua_gettop(ptr noundef) local_unnamed_addr #1

declare !dbg !919 void @luaL_checkany(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !920 void @lua_rotate(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !923 void @lua_settop(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

declare !dbg !924 i32 @luaL_checkoption(ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !928 i32 @lua_gc(ptr noundef, i32 noundef, ...) local_unnamed_addr #1

declare !dbg !931 void @lua_pushnumber(ptr noundef, double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare !dbg !934 i64 @luaL_optinteger(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

declare !dbg !937 void @lua_pushboolean(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !938 void @lua_pushinteger(ptr noundef, i64 noundef) local_unnamed_addr #1

declare !dbg !941 void @lua_pushnil(ptr noundef) local_unnamed_addr #1

declare !dbg !944 ptr @luaL_optlstring(ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !948 i32 @luaL_loadfilex(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !951 i32 @lua_error(ptr noundef) local_unnamed_addr #1

declare !dbg !952 void @lua_callk(ptr noundef, i32 noundef, i32 noundef, i64 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal range(i32 -2147483648, 2147483647) i32 @dofilecont(ptr noundef %0, i32 %1, i64 %2) #0 !dbg !406 {
    #dbg_value(ptr %0, !405, !DIExpression(), !957)
    #dbg_value(i32 poison, !414, !DIExpression(), !957)
    #dbg_value(i64 poison, !415, !DIExpression(), !957)
  %4 = tail call i32 @lua_gettop(ptr noundef %0) #9, !dbg !958
  %5 = add nsw i32 %4, -1, !dbg !959
  ret i32 %5, !dbg !960
}

declare !dbg !961 i32 @lua_type(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !962 void @luaL_where(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !963 void @lua_concat(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !964 i32 @lua_getmetatable(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !965 i32 @luaL_getmetafield(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !968 void @lua_pushcclosure(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal range(i32 1, 3) i32 @ipairsaux(ptr noundef %0) #0 !dbg !971 {
    #dbg_value(ptr %0, !973, !DIExpression(), !975)
  %2 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 2) #9, !dbg !976
    #dbg_value(i64 %2, !974, !DIExpression(), !975)
  %3 = add i64 %2, 1, !dbg !977
    #dbg_value(i64 %3, !974, !DIExpression(), !975)
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %3) #9, !dbg !978
  %4 = tail call i32 @lua_geti(ptr noundef %0, i32 noundef 1, i64 noundef %3) #9, !dbg !979
  %5 = icmp eq i32 %4, 0, !dbg !980
  %6 = select i1 %5, i32 1, i32 2, !dbg !981
  ret i32 %6, !dbg !982
}

declare !dbg !983 i64 @luaL_checkinteger(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !986 i32 @lua_geti(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

declare !dbg !987 ptr @lua_setupvalue(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !990 ptr @lua_tolstring(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !993 i32 @luaL_loadbufferx(ptr noundef, ptr noundef, i64 noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !996 void @luaL_checktype(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !997 i32 @lua_load(ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal ptr @generic_reader(ptr noundef %0, ptr nocapture readnone %1, ptr noundef %2) #0 !dbg !1004 {
    #dbg_value(ptr %0, !1006, !DIExpression(), !1009)
    #dbg_value(ptr poison, !1007, !DIExpression(), !1009)
    #dbg_value(ptr %2, !1008, !DIExpression(), !1009)
  tail call void @luaL_checkstack(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.40) #9, !dbg !1010
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef 1) #9, !dbg !1011
  tail call void @lua_callk(ptr noundef %0, i32 noundef 0, i32 noundef 1, i64 noundef 0, ptr noundef null) #9, !dbg !1012
  %4 = tail call i32 @lua_type(ptr noundef %0, i32 noundef -1) #9, !dbg !1013
  %5 = icmp eq i32 %4, 0, !dbg !1013
  br i1 %5, label %6, label %7, !dbg !1015

6:                                                ; preds = %3
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #9, !dbg !1016
  store i64 0, ptr %2, align 8, !dbg !1018, !tbaa !530
  br label %14, !dbg !1019

7:                                                ; preds = %3
  %8 = tail call i32 @lua_isstring(ptr noundef %0, i32 noundef -1) #9, !dbg !1020
  %9 = icmp eq i32 %8, 0, !dbg !1020
  br i1 %9, label %10, label %12, !dbg !1022, !prof !285

10:                                               ; preds = %7
  %11 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.41) #9, !dbg !1023
  br label %12, !dbg !1023

12:                                               ; preds = %7, %10
  tail call void @lua_copy(ptr noundef %0, i32 noundef -1, i32 noundef 5) #9, !dbg !1024
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #9, !dbg !1024
  %13 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef 5, ptr noundef %2) #9, !dbg !1025
  br label %14, !dbg !1026

14:                                               ; preds = %12, %6
  %15 = phi ptr [ null, %6 ], [ %13, %12 ], !dbg !1009
  ret ptr %15, !dbg !1027
}

declare !dbg !1028 void @luaL_checkstack(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !1029 i32 @lua_isstring(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !1030 i32 @luaL_error(ptr noundef, ptr noundef, ...) local_unnamed_addr #1

declare !dbg !1033 void @lua_copy(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !1034 i32 @lua_next(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef i32 @pairscont(ptr nocapture readnone %0, i32 %1, i64 %2) #3 !dbg !1035 {
    #dbg_value(ptr poison, !1037, !DIExpression(), !1040)
    #dbg_value(i32 poison, !1038, !DIExpression(), !1040)
    #dbg_value(i64 poison, !1039, !DIExpression(), !1040)
  ret i32 3, !dbg !1041
}

declare !dbg !1042 i32 @lua_pcallk(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i64 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal i32 @finishpcall(ptr noundef %0, i32 noundef %1, i64 noundef %2) #0 !dbg !599 {
    #dbg_value(ptr %0, !598, !DIExpression(), !1045)
    #dbg_value(i32 %1, !601, !DIExpression(), !1045)
    #dbg_value(i64 %2, !602, !DIExpression(), !1045)
  %4 = icmp ugt i32 %1, 1, !dbg !1046
  br i1 %4, label %5, label %6, !dbg !1047, !prof !285

5:                                                ; preds = %3
  tail call void @lua_pushboolean(ptr noundef %0, i32 noundef 0) #9, !dbg !1048
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -2) #9, !dbg !1049
  br label %10, !dbg !1050

6:                                                ; preds = %3
  %7 = tail call i32 @lua_gettop(ptr noundef %0) #9, !dbg !1051
  %8 = trunc i64 %2 to i32, !dbg !1052
  %9 = sub nsw i32 %7, %8, !dbg !1053
  br label %10, !dbg !1054

10:                                               ; preds = %6, %5
  %11 = phi i32 [ 2, %5 ], [ %9, %6 ], !dbg !1055
  ret i32 %11, !dbg !1056
}

declare !dbg !1057 ptr @luaL_tolstring(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !1058 noundef i64 @fwrite(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !1121 noundef i32 @fflush(ptr nocapture noundef) local_unnamed_addr #4

declare !dbg !1124 ptr @luaL_checklstring(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !1125 void @lua_warning(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !1128 i32 @lua_rawequal(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !1129 i32 @luaL_typeerror(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !1130 i64 @lua_rawlen(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !1133 i32 @lua_rawget(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !1134 void @lua_rawset(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !1135 i32 @luaL_argerror(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !1136 i32 @lua_setmetatable(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !1137 i64 @lua_stringtonumber(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !1140 i64 @strspn(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !1144 ptr @__ctype_b_loc() local_unnamed_addr #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !1150 ptr @__ctype_toupper_loc() local_unnamed_addr #6

declare !dbg !1157 ptr @lua_typename(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @fputc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(read) }
attributes #11 = { nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!243, !244, !245, !246, !247, !248, !249}
!llvm.ident = !{!250}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "base_funcs", scope: !2, file: !3, line: 506, type: !233, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !21, globals: !33, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/lua/lbaselib.c", directory: ".", checksumkind: CSK_MD5, checksum: "f66b60e0ccdb64516da2e17392cc610a")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 46, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !19, !20}
!9 = !DIEnumerator(name: "_ISupper", value: 256)
!10 = !DIEnumerator(name: "_ISlower", value: 512)
!11 = !DIEnumerator(name: "_ISalpha", value: 1024)
!12 = !DIEnumerator(name: "_ISdigit", value: 2048)
!13 = !DIEnumerator(name: "_ISxdigit", value: 4096)
!14 = !DIEnumerator(name: "_ISspace", value: 8192)
!15 = !DIEnumerator(name: "_ISprint", value: 16384)
!16 = !DIEnumerator(name: "_ISgraph", value: 32768)
!17 = !DIEnumerator(name: "_ISblank", value: 1)
!18 = !DIEnumerator(name: "_IScntrl", value: 2)
!19 = !DIEnumerator(name: "_ISpunct", value: 4)
!20 = !DIEnumerator(name: "_ISalnum", value: 8)
!21 = !{!22, !23, !26, !27, !29, !31, !32}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Number", file: !24, line: 90, baseType: !25)
!24 = !DIFile(filename: "src/lua/lua.h", directory: ".", checksumkind: CSK_MD5, checksum: "ece01bd891804d6468c3a8128cee43b0")
!25 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!26 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Integer", file: !24, line: 94, baseType: !28)
!28 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Unsigned", file: !24, line: 97, baseType: !30)
!30 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!31 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!32 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!33 = !{!34, !40, !45, !50, !55, !60, !62, !67, !72, !74, !76, !81, !83, !85, !87, !89, !91, !93, !95, !97, !99, !101, !103, !105, !107, !109, !0, !111, !116, !118, !120, !122, !124, !126, !128, !133, !138, !140, !145, !181, !185, !187, !189, !191, !196, !201, !203, !208, !210, !215, !220, !222, !227, !229, !231}
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 543, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 24, elements: !38)
!37 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!38 = !{!39}
!39 = !DISubrange(count: 3)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 545, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 64, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 8)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 546, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 72, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 9)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !3, line: 507, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 56, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 7)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !3, line: 508, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 120, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 15)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 509, type: !52, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !3, line: 510, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 48, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 6)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !3, line: 511, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 104, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 13)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !3, line: 512, type: !52, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !3, line: 513, type: !47, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !3, line: 514, type: !78, isLocal: true, isDefinition: true)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 40, elements: !79)
!79 = !{!80}
!80 = !DISubrange(count: 5)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !3, line: 515, type: !78, isLocal: true, isDefinition: true)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !3, line: 516, type: !64, isLocal: true, isDefinition: true)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !3, line: 517, type: !64, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !3, line: 518, type: !64, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !3, line: 519, type: !78, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !3, line: 520, type: !47, isLocal: true, isDefinition: true)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !3, line: 521, type: !52, isLocal: true, isDefinition: true)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !3, line: 522, type: !52, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !3, line: 523, type: !52, isLocal: true, isDefinition: true)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !3, line: 524, type: !52, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !3, line: 525, type: !69, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !3, line: 526, type: !47, isLocal: true, isDefinition: true)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(scope: null, file: !3, line: 527, type: !47, isLocal: true, isDefinition: true)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(scope: null, file: !3, line: 528, type: !78, isLocal: true, isDefinition: true)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(scope: null, file: !3, line: 529, type: !52, isLocal: true, isDefinition: true)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(scope: null, file: !3, line: 431, type: !113, isLocal: true, isDefinition: true)
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 144, elements: !114)
!114 = !{!115}
!115 = !DISubrange(count: 18)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(scope: null, file: !3, line: 200, type: !78, isLocal: true, isDefinition: true)
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression())
!119 = distinct !DIGlobalVariable(scope: null, file: !3, line: 200, type: !42, isLocal: true, isDefinition: true)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(scope: null, file: !3, line: 200, type: !42, isLocal: true, isDefinition: true)
!122 = !DIGlobalVariableExpression(var: !123, expr: !DIExpression())
!123 = distinct !DIGlobalVariable(scope: null, file: !3, line: 201, type: !64, isLocal: true, isDefinition: true)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !3, line: 201, type: !78, isLocal: true, isDefinition: true)
!126 = !DIGlobalVariableExpression(var: !127, expr: !DIExpression())
!127 = distinct !DIGlobalVariable(scope: null, file: !3, line: 201, type: !47, isLocal: true, isDefinition: true)
!128 = !DIGlobalVariableExpression(var: !129, expr: !DIExpression())
!129 = distinct !DIGlobalVariable(scope: null, file: !3, line: 201, type: !130, isLocal: true, isDefinition: true)
!130 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 88, elements: !131)
!131 = !{!132}
!132 = !DISubrange(count: 11)
!133 = !DIGlobalVariableExpression(var: !134, expr: !DIExpression())
!134 = distinct !DIGlobalVariable(scope: null, file: !3, line: 202, type: !135, isLocal: true, isDefinition: true)
!135 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 80, elements: !136)
!136 = !{!137}
!137 = !DISubrange(count: 10)
!138 = !DIGlobalVariableExpression(var: !139, expr: !DIExpression())
!139 = distinct !DIGlobalVariable(scope: null, file: !3, line: 202, type: !69, isLocal: true, isDefinition: true)
!140 = !DIGlobalVariableExpression(var: !141, expr: !DIExpression())
!141 = distinct !DIGlobalVariable(scope: null, file: !3, line: 202, type: !142, isLocal: true, isDefinition: true)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 96, elements: !143)
!143 = !{!144}
!144 = !DISubrange(count: 12)
!145 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression())
!146 = distinct !DIGlobalVariable(name: "opts", scope: !147, file: !3, line: 200, type: !177, isLocal: true, isDefinition: true)
!147 = distinct !DISubprogram(name: "luaB_collectgarbage", scope: !3, file: !3, line: 199, type: !148, scopeLine: 199, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !153)
!148 = !DISubroutineType(types: !149)
!149 = !{!26, !150}
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !151, size: 64)
!151 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_State", file: !24, line: 57, baseType: !152)
!152 = !DICompositeType(tag: DW_TAG_structure_type, name: "lua_State", file: !24, line: 57, flags: DIFlagFwdDecl)
!153 = !{!154, !155, !156, !159, !160, !162, !163, !165, !166, !168, !170, !171, !173, !174, !175}
!154 = !DILocalVariable(name: "L", arg: 1, scope: !147, file: !3, line: 199, type: !150)
!155 = !DILocalVariable(name: "o", scope: !147, file: !3, line: 206, type: !26)
!156 = !DILocalVariable(name: "k", scope: !157, file: !3, line: 209, type: !26)
!157 = distinct !DILexicalBlock(scope: !158, file: !3, line: 208, column: 23)
!158 = distinct !DILexicalBlock(scope: !147, file: !3, line: 207, column: 14)
!159 = !DILocalVariable(name: "b", scope: !157, file: !3, line: 210, type: !26)
!160 = !DILocalVariable(name: "step", scope: !161, file: !3, line: 216, type: !26)
!161 = distinct !DILexicalBlock(scope: !158, file: !3, line: 215, column: 22)
!162 = !DILocalVariable(name: "res", scope: !161, file: !3, line: 217, type: !26)
!163 = !DILocalVariable(name: "p", scope: !164, file: !3, line: 224, type: !26)
!164 = distinct !DILexicalBlock(scope: !158, file: !3, line: 223, column: 28)
!165 = !DILocalVariable(name: "previous", scope: !164, file: !3, line: 225, type: !26)
!166 = !DILocalVariable(name: "res", scope: !167, file: !3, line: 231, type: !26)
!167 = distinct !DILexicalBlock(scope: !158, file: !3, line: 230, column: 27)
!168 = !DILocalVariable(name: "minormul", scope: !169, file: !3, line: 237, type: !26)
!169 = distinct !DILexicalBlock(scope: !158, file: !3, line: 236, column: 21)
!170 = !DILocalVariable(name: "majormul", scope: !169, file: !3, line: 238, type: !26)
!171 = !DILocalVariable(name: "pause", scope: !172, file: !3, line: 242, type: !26)
!172 = distinct !DILexicalBlock(scope: !158, file: !3, line: 241, column: 21)
!173 = !DILocalVariable(name: "stepmul", scope: !172, file: !3, line: 243, type: !26)
!174 = !DILocalVariable(name: "stepsize", scope: !172, file: !3, line: 244, type: !26)
!175 = !DILocalVariable(name: "res", scope: !176, file: !3, line: 248, type: !26)
!176 = distinct !DILexicalBlock(scope: !158, file: !3, line: 247, column: 14)
!177 = !DICompositeType(tag: DW_TAG_array_type, baseType: !178, size: 704, elements: !131)
!178 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !179)
!179 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 64)
!180 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !37)
!181 = !DIGlobalVariableExpression(var: !182, expr: !DIExpression())
!182 = distinct !DIGlobalVariable(name: "optsnum", scope: !147, file: !3, line: 203, type: !183, isLocal: true, isDefinition: true)
!183 = !DICompositeType(tag: DW_TAG_array_type, baseType: !184, size: 320, elements: !136)
!184 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !26)
!185 = !DIGlobalVariableExpression(var: !186, expr: !DIExpression())
!186 = distinct !DIGlobalVariable(scope: null, file: !3, line: 132, type: !142, isLocal: true, isDefinition: true)
!187 = !DIGlobalVariableExpression(var: !188, expr: !DIExpression())
!188 = distinct !DIGlobalVariable(scope: null, file: !3, line: 391, type: !36, isLocal: true, isDefinition: true)
!189 = !DIGlobalVariableExpression(var: !190, expr: !DIExpression())
!190 = distinct !DIGlobalVariable(scope: null, file: !3, line: 398, type: !42, isLocal: true, isDefinition: true)
!191 = !DIGlobalVariableExpression(var: !192, expr: !DIExpression())
!192 = distinct !DIGlobalVariable(scope: null, file: !3, line: 372, type: !193, isLocal: true, isDefinition: true)
!193 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 208, elements: !194)
!194 = !{!195}
!195 = !DISubrange(count: 26)
!196 = !DIGlobalVariableExpression(var: !197, expr: !DIExpression())
!197 = distinct !DIGlobalVariable(scope: null, file: !3, line: 381, type: !198, isLocal: true, isDefinition: true)
!198 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 296, elements: !199)
!199 = !{!200}
!200 = !DISubrange(count: 37)
!201 = !DIGlobalVariableExpression(var: !202, expr: !DIExpression())
!202 = distinct !DIGlobalVariable(scope: null, file: !3, line: 286, type: !42, isLocal: true, isDefinition: true)
!203 = !DIGlobalVariableExpression(var: !204, expr: !DIExpression())
!204 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !205, isLocal: true, isDefinition: true)
!205 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 16, elements: !206)
!206 = !{!207}
!207 = !DISubrange(count: 2)
!208 = !DIGlobalVariableExpression(var: !209, expr: !DIExpression())
!209 = distinct !DIGlobalVariable(scope: null, file: !3, line: 35, type: !205, isLocal: true, isDefinition: true)
!210 = !DIGlobalVariableExpression(var: !211, expr: !DIExpression())
!211 = distinct !DIGlobalVariable(scope: null, file: !3, line: 159, type: !212, isLocal: true, isDefinition: true)
!212 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 128, elements: !213)
!213 = !{!214}
!214 = !DISubrange(count: 16)
!215 = !DIGlobalVariableExpression(var: !216, expr: !DIExpression())
!216 = distinct !DIGlobalVariable(scope: null, file: !3, line: 448, type: !217, isLocal: true, isDefinition: true)
!217 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 152, elements: !218)
!218 = !{!219}
!219 = !DISubrange(count: 19)
!220 = !DIGlobalVariableExpression(var: !221, expr: !DIExpression())
!221 = distinct !DIGlobalVariable(scope: null, file: !3, line: 140, type: !69, isLocal: true, isDefinition: true)
!222 = !DIGlobalVariableExpression(var: !223, expr: !DIExpression())
!223 = distinct !DIGlobalVariable(scope: null, file: !3, line: 142, type: !224, isLocal: true, isDefinition: true)
!224 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 288, elements: !225)
!225 = !{!226}
!226 = !DISubrange(count: 36)
!227 = !DIGlobalVariableExpression(var: !228, expr: !DIExpression())
!228 = distinct !DIGlobalVariable(scope: null, file: !3, line: 103, type: !113, isLocal: true, isDefinition: true)
!229 = !DIGlobalVariableExpression(var: !230, expr: !DIExpression())
!230 = distinct !DIGlobalVariable(scope: null, file: !3, line: 63, type: !52, isLocal: true, isDefinition: true)
!231 = !DIGlobalVariableExpression(var: !232, expr: !DIExpression())
!232 = distinct !DIGlobalVariable(scope: null, file: !3, line: 261, type: !57, isLocal: true, isDefinition: true)
!233 = !DICompositeType(tag: DW_TAG_array_type, baseType: !234, size: 3328, elements: !194)
!234 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !235)
!235 = !DIDerivedType(tag: DW_TAG_typedef, name: "luaL_Reg", file: !236, line: 41, baseType: !237)
!236 = !DIFile(filename: "src/lua/lauxlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "b087cc8e8fc232f07303fedbce668c17")
!237 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "luaL_Reg", file: !236, line: 38, size: 128, elements: !238)
!238 = !{!239, !240}
!239 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !237, file: !236, line: 39, baseType: !179, size: 64)
!240 = !DIDerivedType(tag: DW_TAG_member, name: "func", scope: !237, file: !236, line: 40, baseType: !241, size: 64, offset: 64)
!241 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_CFunction", file: !24, line: 106, baseType: !242)
!242 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !148, size: 64)
!243 = !{i32 7, !"Dwarf Version", i32 5}
!244 = !{i32 2, !"Debug Info Version", i32 3}
!245 = !{i32 1, !"wchar_size", i32 4}
!246 = !{i32 8, !"PIC Level", i32 2}
!247 = !{i32 7, !"PIE Level", i32 2}
!248 = !{i32 7, !"uwtable", i32 2}
!249 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!250 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!251 = distinct !DISubprogram(name: "luaopen_base", scope: !3, file: !3, line: 537, type: !148, scopeLine: 537, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !252)
!252 = !{!253}
!253 = !DILocalVariable(name: "L", arg: 1, scope: !251, file: !3, line: 537, type: !150)
!254 = !DILocation(line: 0, scope: !251)
!255 = !DILocation(line: 539, column: 3, scope: !251)
!256 = !DILocation(line: 540, column: 3, scope: !251)
!257 = !DILocation(line: 542, column: 3, scope: !251)
!258 = !DILocation(line: 543, column: 3, scope: !251)
!259 = !DILocation(line: 545, column: 3, scope: !251)
!260 = !DILocation(line: 546, column: 3, scope: !251)
!261 = !DILocation(line: 547, column: 3, scope: !251)
!262 = !DISubprogram(name: "lua_rawgeti", scope: !24, file: !24, line: 266, type: !263, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!263 = !DISubroutineType(types: !264)
!264 = !{!26, !150, !26, !27}
!265 = !DISubprogram(name: "luaL_setfuncs", scope: !236, file: !236, line: 110, type: !266, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!266 = !DISubroutineType(types: !267)
!267 = !{null, !150, !268, !26}
!268 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !234, size: 64)
!269 = !DISubprogram(name: "lua_pushvalue", scope: !24, file: !24, line: 181, type: !270, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!270 = !DISubroutineType(types: !271)
!271 = !{null, !150, !26}
!272 = !DISubprogram(name: "lua_setfield", scope: !24, file: !24, line: 280, type: !273, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!273 = !DISubroutineType(types: !274)
!274 = !{null, !150, !26, !179}
!275 = !DISubprogram(name: "lua_pushstring", scope: !24, file: !24, line: 248, type: !276, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!276 = !DISubroutineType(types: !277)
!277 = !{!179, !150, !179}
!278 = distinct !DISubprogram(name: "luaB_assert", scope: !3, file: !3, line: 425, type: !148, scopeLine: 425, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !279)
!279 = !{!280}
!280 = !DILocalVariable(name: "L", arg: 1, scope: !278, file: !3, line: 425, type: !150)
!281 = !DILocation(line: 0, scope: !278)
!282 = !DILocation(line: 426, column: 7, scope: !283)
!283 = distinct !DILexicalBlock(scope: !278, file: !3, line: 426, column: 7)
!284 = !DILocation(line: 426, column: 7, scope: !278)
!285 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!286 = !DILocation(line: 427, column: 12, scope: !283)
!287 = !DILocation(line: 427, column: 5, scope: !283)
!288 = !DILocation(line: 429, column: 5, scope: !289)
!289 = distinct !DILexicalBlock(scope: !283, file: !3, line: 428, column: 8)
!290 = !DILocation(line: 430, column: 5, scope: !289)
!291 = !DILocation(line: 431, column: 5, scope: !289)
!292 = !DILocation(line: 432, column: 5, scope: !289)
!293 = !DILocation(line: 433, column: 12, scope: !289)
!294 = !DILocation(line: 433, column: 5, scope: !289)
!295 = !DILocation(line: 0, scope: !283)
!296 = !DILocation(line: 435, column: 1, scope: !278)
!297 = !DILocation(line: 0, scope: !147)
!298 = !DILocation(line: 206, column: 19, scope: !147)
!299 = !DILocation(line: 206, column: 11, scope: !147)
!300 = !{!301, !301, i64 0}
!301 = !{!"int", !302, i64 0}
!302 = !{!"omnipotent char", !303, i64 0}
!303 = !{!"Simple C/C++ TBAA"}
!304 = !DILocation(line: 207, column: 3, scope: !147)
!305 = !DILocation(line: 209, column: 15, scope: !157)
!306 = !DILocation(line: 0, scope: !157)
!307 = !DILocation(line: 210, column: 15, scope: !157)
!308 = !DILocation(line: 211, column: 7, scope: !309)
!309 = distinct !DILexicalBlock(scope: !310, file: !3, line: 211, column: 7)
!310 = distinct !DILexicalBlock(scope: !157, file: !3, line: 211, column: 7)
!311 = !DILocation(line: 211, column: 7, scope: !310)
!312 = !DILocation(line: 212, column: 25, scope: !157)
!313 = !DILocation(line: 212, column: 42, scope: !157)
!314 = !DILocation(line: 212, column: 55, scope: !157)
!315 = !DILocation(line: 212, column: 39, scope: !157)
!316 = !DILocation(line: 212, column: 7, scope: !157)
!317 = !DILocation(line: 216, column: 23, scope: !161)
!318 = !DILocation(line: 216, column: 18, scope: !161)
!319 = !DILocation(line: 0, scope: !161)
!320 = !DILocation(line: 217, column: 17, scope: !161)
!321 = !DILocation(line: 218, column: 7, scope: !322)
!322 = distinct !DILexicalBlock(scope: !323, file: !3, line: 218, column: 7)
!323 = distinct !DILexicalBlock(scope: !161, file: !3, line: 218, column: 7)
!324 = !DILocation(line: 218, column: 7, scope: !323)
!325 = !DILocation(line: 219, column: 7, scope: !161)
!326 = !DILocation(line: 224, column: 20, scope: !164)
!327 = !DILocation(line: 224, column: 15, scope: !164)
!328 = !DILocation(line: 0, scope: !164)
!329 = !DILocation(line: 225, column: 22, scope: !164)
!330 = !DILocation(line: 226, column: 7, scope: !331)
!331 = distinct !DILexicalBlock(scope: !332, file: !3, line: 226, column: 7)
!332 = distinct !DILexicalBlock(scope: !164, file: !3, line: 226, column: 7)
!333 = !DILocation(line: 226, column: 7, scope: !332)
!334 = !DILocation(line: 227, column: 26, scope: !164)
!335 = !DILocation(line: 227, column: 7, scope: !164)
!336 = !DILocation(line: 231, column: 17, scope: !167)
!337 = !DILocation(line: 0, scope: !167)
!338 = !DILocation(line: 232, column: 7, scope: !339)
!339 = distinct !DILexicalBlock(scope: !340, file: !3, line: 232, column: 7)
!340 = distinct !DILexicalBlock(scope: !167, file: !3, line: 232, column: 7)
!341 = !DILocation(line: 232, column: 7, scope: !340)
!342 = !DILocation(line: 233, column: 7, scope: !167)
!343 = !DILocation(line: 237, column: 27, scope: !169)
!344 = !DILocation(line: 237, column: 22, scope: !169)
!345 = !DILocation(line: 0, scope: !169)
!346 = !DILocation(line: 238, column: 27, scope: !169)
!347 = !DILocation(line: 238, column: 22, scope: !169)
!348 = !DILocation(line: 239, column: 26, scope: !169)
!349 = !DILocalVariable(name: "L", arg: 1, scope: !350, file: !3, line: 184, type: !150)
!350 = distinct !DISubprogram(name: "pushmode", scope: !3, file: !3, line: 184, type: !351, scopeLine: 184, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !353)
!351 = !DISubroutineType(types: !352)
!352 = !{!26, !150, !26}
!353 = !{!349, !354}
!354 = !DILocalVariable(name: "oldmode", arg: 2, scope: !350, file: !3, line: 184, type: !26)
!355 = !DILocation(line: 0, scope: !350, inlinedAt: !356)
!356 = distinct !DILocation(line: 239, column: 14, scope: !169)
!357 = !DILocation(line: 185, column: 15, scope: !358, inlinedAt: !356)
!358 = distinct !DILexicalBlock(scope: !350, file: !3, line: 185, column: 7)
!359 = !DILocation(line: 185, column: 7, scope: !350, inlinedAt: !356)
!360 = !DILocation(line: 186, column: 5, scope: !358, inlinedAt: !356)
!361 = !DILocation(line: 188, column: 32, scope: !358, inlinedAt: !356)
!362 = !DILocation(line: 188, column: 23, scope: !358, inlinedAt: !356)
!363 = !DILocation(line: 188, column: 5, scope: !358, inlinedAt: !356)
!364 = !DILocation(line: 242, column: 24, scope: !172)
!365 = !DILocation(line: 242, column: 19, scope: !172)
!366 = !DILocation(line: 0, scope: !172)
!367 = !DILocation(line: 243, column: 26, scope: !172)
!368 = !DILocation(line: 243, column: 21, scope: !172)
!369 = !DILocation(line: 244, column: 27, scope: !172)
!370 = !DILocation(line: 244, column: 22, scope: !172)
!371 = !DILocation(line: 245, column: 26, scope: !172)
!372 = !DILocation(line: 0, scope: !350, inlinedAt: !373)
!373 = distinct !DILocation(line: 245, column: 14, scope: !172)
!374 = !DILocation(line: 185, column: 15, scope: !358, inlinedAt: !373)
!375 = !DILocation(line: 185, column: 7, scope: !350, inlinedAt: !373)
!376 = !DILocation(line: 186, column: 5, scope: !358, inlinedAt: !373)
!377 = !DILocation(line: 188, column: 32, scope: !358, inlinedAt: !373)
!378 = !DILocation(line: 188, column: 23, scope: !358, inlinedAt: !373)
!379 = !DILocation(line: 188, column: 5, scope: !358, inlinedAt: !373)
!380 = !DILocation(line: 248, column: 17, scope: !176)
!381 = !DILocation(line: 0, scope: !176)
!382 = !DILocation(line: 249, column: 7, scope: !383)
!383 = distinct !DILexicalBlock(scope: !384, file: !3, line: 249, column: 7)
!384 = distinct !DILexicalBlock(scope: !176, file: !3, line: 249, column: 7)
!385 = !DILocation(line: 249, column: 7, scope: !384)
!386 = !DILocation(line: 250, column: 26, scope: !176)
!387 = !DILocation(line: 250, column: 7, scope: !176)
!388 = !DILocation(line: 254, column: 3, scope: !147)
!389 = !DILocation(line: 255, column: 3, scope: !147)
!390 = !DILocation(line: 256, column: 1, scope: !147)
!391 = distinct !DISubprogram(name: "luaB_dofile", scope: !3, file: !3, line: 415, type: !148, scopeLine: 415, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !392)
!392 = !{!393, !394}
!393 = !DILocalVariable(name: "L", arg: 1, scope: !391, file: !3, line: 415, type: !150)
!394 = !DILocalVariable(name: "fname", scope: !391, file: !3, line: 416, type: !179)
!395 = !DILocation(line: 0, scope: !391)
!396 = !DILocation(line: 416, column: 23, scope: !391)
!397 = !DILocation(line: 417, column: 3, scope: !391)
!398 = !DILocation(line: 418, column: 7, scope: !399)
!399 = distinct !DILexicalBlock(scope: !391, file: !3, line: 418, column: 7)
!400 = !DILocation(line: 418, column: 7, scope: !391)
!401 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!402 = !DILocation(line: 419, column: 12, scope: !399)
!403 = !DILocation(line: 419, column: 5, scope: !399)
!404 = !DILocation(line: 420, column: 3, scope: !391)
!405 = !DILocalVariable(name: "L", arg: 1, scope: !406, file: !3, line: 409, type: !150)
!406 = distinct !DISubprogram(name: "dofilecont", scope: !3, file: !3, line: 409, type: !407, scopeLine: 409, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !413)
!407 = !DISubroutineType(types: !408)
!408 = !{!26, !150, !26, !409}
!409 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KContext", file: !24, line: 100, baseType: !410)
!410 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !411, line: 87, baseType: !412)
!411 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!412 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!413 = !{!405, !414, !415}
!414 = !DILocalVariable(name: "d1", arg: 2, scope: !406, file: !3, line: 409, type: !26)
!415 = !DILocalVariable(name: "d2", arg: 3, scope: !406, file: !3, line: 409, type: !409)
!416 = !DILocation(line: 0, scope: !406, inlinedAt: !417)
!417 = distinct !DILocation(line: 421, column: 10, scope: !391)
!418 = !DILocation(line: 411, column: 10, scope: !406, inlinedAt: !417)
!419 = !DILocation(line: 411, column: 24, scope: !406, inlinedAt: !417)
!420 = !DILocation(line: 421, column: 3, scope: !391)
!421 = !DILocation(line: 422, column: 1, scope: !391)
!422 = distinct !DISubprogram(name: "luaB_error", scope: !3, file: !3, line: 114, type: !148, scopeLine: 114, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !423)
!423 = !{!424, !425}
!424 = !DILocalVariable(name: "L", arg: 1, scope: !422, file: !3, line: 114, type: !150)
!425 = !DILocalVariable(name: "level", scope: !422, file: !3, line: 115, type: !26)
!426 = !DILocation(line: 0, scope: !422)
!427 = !DILocation(line: 115, column: 20, scope: !422)
!428 = !DILocation(line: 115, column: 15, scope: !422)
!429 = !DILocation(line: 116, column: 3, scope: !422)
!430 = !DILocation(line: 117, column: 7, scope: !431)
!431 = distinct !DILexicalBlock(scope: !422, file: !3, line: 117, column: 7)
!432 = !DILocation(line: 117, column: 22, scope: !431)
!433 = !DILocation(line: 117, column: 37, scope: !431)
!434 = !DILocation(line: 118, column: 5, scope: !435)
!435 = distinct !DILexicalBlock(scope: !431, file: !3, line: 117, column: 51)
!436 = !DILocation(line: 119, column: 5, scope: !435)
!437 = !DILocation(line: 120, column: 5, scope: !435)
!438 = !DILocation(line: 121, column: 3, scope: !435)
!439 = !DILocation(line: 122, column: 10, scope: !422)
!440 = !DILocation(line: 122, column: 3, scope: !422)
!441 = distinct !DISubprogram(name: "luaB_getmetatable", scope: !3, file: !3, line: 126, type: !148, scopeLine: 126, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !442)
!442 = !{!443}
!443 = !DILocalVariable(name: "L", arg: 1, scope: !441, file: !3, line: 126, type: !150)
!444 = !DILocation(line: 0, scope: !441)
!445 = !DILocation(line: 127, column: 3, scope: !441)
!446 = !DILocation(line: 128, column: 8, scope: !447)
!447 = distinct !DILexicalBlock(scope: !441, file: !3, line: 128, column: 7)
!448 = !DILocation(line: 128, column: 7, scope: !441)
!449 = !DILocation(line: 129, column: 5, scope: !450)
!450 = distinct !DILexicalBlock(scope: !447, file: !3, line: 128, column: 32)
!451 = !DILocation(line: 130, column: 5, scope: !450)
!452 = !DILocation(line: 132, column: 3, scope: !441)
!453 = !DILocation(line: 133, column: 3, scope: !441)
!454 = !DILocation(line: 134, column: 1, scope: !441)
!455 = distinct !DISubprogram(name: "luaB_ipairs", scope: !3, file: !3, line: 314, type: !148, scopeLine: 314, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !456)
!456 = !{!457}
!457 = !DILocalVariable(name: "L", arg: 1, scope: !455, file: !3, line: 314, type: !150)
!458 = !DILocation(line: 0, scope: !455)
!459 = !DILocation(line: 315, column: 3, scope: !455)
!460 = !DILocation(line: 316, column: 3, scope: !455)
!461 = !DILocation(line: 317, column: 3, scope: !455)
!462 = !DILocation(line: 318, column: 3, scope: !455)
!463 = !DILocation(line: 319, column: 3, scope: !455)
!464 = distinct !DISubprogram(name: "luaB_loadfile", scope: !3, file: !3, line: 340, type: !148, scopeLine: 340, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !465)
!465 = !{!466, !467, !468, !469, !470}
!466 = !DILocalVariable(name: "L", arg: 1, scope: !464, file: !3, line: 340, type: !150)
!467 = !DILocalVariable(name: "fname", scope: !464, file: !3, line: 341, type: !179)
!468 = !DILocalVariable(name: "mode", scope: !464, file: !3, line: 342, type: !179)
!469 = !DILocalVariable(name: "env", scope: !464, file: !3, line: 343, type: !26)
!470 = !DILocalVariable(name: "status", scope: !464, file: !3, line: 344, type: !26)
!471 = !DILocation(line: 0, scope: !464)
!472 = !DILocation(line: 341, column: 23, scope: !464)
!473 = !DILocation(line: 342, column: 22, scope: !464)
!474 = !DILocation(line: 343, column: 15, scope: !464)
!475 = !DILocation(line: 344, column: 16, scope: !464)
!476 = !DILocalVariable(name: "L", arg: 1, scope: !477, file: !3, line: 323, type: !150)
!477 = distinct !DISubprogram(name: "load_aux", scope: !3, file: !3, line: 323, type: !478, scopeLine: 323, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !480)
!478 = !DISubroutineType(types: !479)
!479 = !{!26, !150, !26, !26}
!480 = !{!476, !481, !482}
!481 = !DILocalVariable(name: "status", arg: 2, scope: !477, file: !3, line: 323, type: !26)
!482 = !DILocalVariable(name: "envidx", arg: 3, scope: !477, file: !3, line: 323, type: !26)
!483 = !DILocation(line: 0, scope: !477, inlinedAt: !484)
!484 = distinct !DILocation(line: 345, column: 10, scope: !464)
!485 = !DILocation(line: 324, column: 7, scope: !486, inlinedAt: !484)
!486 = distinct !DILexicalBlock(scope: !477, file: !3, line: 324, column: 7)
!487 = !DILocation(line: 324, column: 7, scope: !477, inlinedAt: !484)
!488 = !DILocation(line: 325, column: 9, scope: !489, inlinedAt: !484)
!489 = distinct !DILexicalBlock(scope: !486, file: !3, line: 324, column: 35)
!490 = !DILocation(line: 326, column: 7, scope: !491, inlinedAt: !484)
!491 = distinct !DILexicalBlock(scope: !492, file: !3, line: 325, column: 22)
!492 = distinct !DILexicalBlock(scope: !489, file: !3, line: 325, column: 9)
!493 = !DILocation(line: 327, column: 12, scope: !494, inlinedAt: !484)
!494 = distinct !DILexicalBlock(scope: !491, file: !3, line: 327, column: 11)
!495 = !DILocation(line: 327, column: 11, scope: !491, inlinedAt: !484)
!496 = !DILocation(line: 328, column: 9, scope: !494, inlinedAt: !484)
!497 = !DILocation(line: 333, column: 5, scope: !498, inlinedAt: !484)
!498 = distinct !DILexicalBlock(scope: !486, file: !3, line: 332, column: 8)
!499 = !DILocation(line: 334, column: 5, scope: !498, inlinedAt: !484)
!500 = !DILocation(line: 335, column: 5, scope: !498, inlinedAt: !484)
!501 = !DILocation(line: 0, scope: !486, inlinedAt: !484)
!502 = !DILocation(line: 345, column: 3, scope: !464)
!503 = distinct !DISubprogram(name: "luaB_load", scope: !3, file: !3, line: 387, type: !148, scopeLine: 387, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !504)
!504 = !{!505, !506, !507, !511, !512, !513, !514, !517}
!505 = !DILocalVariable(name: "L", arg: 1, scope: !503, file: !3, line: 387, type: !150)
!506 = !DILocalVariable(name: "status", scope: !503, file: !3, line: 388, type: !26)
!507 = !DILocalVariable(name: "l", scope: !503, file: !3, line: 389, type: !508)
!508 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !509, line: 18, baseType: !510)
!509 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!510 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!511 = !DILocalVariable(name: "s", scope: !503, file: !3, line: 390, type: !179)
!512 = !DILocalVariable(name: "mode", scope: !503, file: !3, line: 391, type: !179)
!513 = !DILocalVariable(name: "env", scope: !503, file: !3, line: 392, type: !26)
!514 = !DILocalVariable(name: "chunkname", scope: !515, file: !3, line: 394, type: !179)
!515 = distinct !DILexicalBlock(scope: !516, file: !3, line: 393, column: 18)
!516 = distinct !DILexicalBlock(scope: !503, file: !3, line: 393, column: 7)
!517 = !DILocalVariable(name: "chunkname", scope: !518, file: !3, line: 398, type: !179)
!518 = distinct !DILexicalBlock(scope: !516, file: !3, line: 397, column: 8)
!519 = distinct !DIAssignID()
!520 = !DILocation(line: 0, scope: !503)
!521 = !DILocation(line: 389, column: 3, scope: !503)
!522 = !DILocation(line: 390, column: 19, scope: !503)
!523 = !DILocation(line: 391, column: 22, scope: !503)
!524 = !DILocation(line: 392, column: 15, scope: !503)
!525 = !DILocation(line: 393, column: 9, scope: !516)
!526 = !DILocation(line: 393, column: 7, scope: !503)
!527 = !DILocation(line: 394, column: 29, scope: !515)
!528 = !DILocation(line: 0, scope: !515)
!529 = !DILocation(line: 395, column: 37, scope: !515)
!530 = !{!531, !531, i64 0}
!531 = !{!"long", !302, i64 0}
!532 = !DILocation(line: 395, column: 14, scope: !515)
!533 = !DILocation(line: 396, column: 3, scope: !515)
!534 = !DILocation(line: 398, column: 29, scope: !518)
!535 = !DILocation(line: 0, scope: !518)
!536 = !DILocation(line: 399, column: 5, scope: !518)
!537 = !DILocation(line: 400, column: 5, scope: !518)
!538 = !DILocation(line: 401, column: 14, scope: !518)
!539 = !DILocation(line: 0, scope: !516)
!540 = !DILocation(line: 0, scope: !477, inlinedAt: !541)
!541 = distinct !DILocation(line: 403, column: 10, scope: !503)
!542 = !DILocation(line: 324, column: 7, scope: !486, inlinedAt: !541)
!543 = !DILocation(line: 324, column: 7, scope: !477, inlinedAt: !541)
!544 = !DILocation(line: 325, column: 9, scope: !489, inlinedAt: !541)
!545 = !DILocation(line: 326, column: 7, scope: !491, inlinedAt: !541)
!546 = !DILocation(line: 327, column: 12, scope: !494, inlinedAt: !541)
!547 = !DILocation(line: 327, column: 11, scope: !491, inlinedAt: !541)
!548 = !DILocation(line: 328, column: 9, scope: !494, inlinedAt: !541)
!549 = !DILocation(line: 333, column: 5, scope: !498, inlinedAt: !541)
!550 = !DILocation(line: 334, column: 5, scope: !498, inlinedAt: !541)
!551 = !DILocation(line: 335, column: 5, scope: !498, inlinedAt: !541)
!552 = !DILocation(line: 0, scope: !486, inlinedAt: !541)
!553 = !DILocation(line: 404, column: 1, scope: !503)
!554 = !DILocation(line: 403, column: 3, scope: !503)
!555 = distinct !DISubprogram(name: "luaB_next", scope: !3, file: !3, line: 267, type: !148, scopeLine: 267, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !556)
!556 = !{!557}
!557 = !DILocalVariable(name: "L", arg: 1, scope: !555, file: !3, line: 267, type: !150)
!558 = !DILocation(line: 0, scope: !555)
!559 = !DILocation(line: 268, column: 3, scope: !555)
!560 = !DILocation(line: 269, column: 3, scope: !555)
!561 = !DILocation(line: 270, column: 7, scope: !562)
!562 = distinct !DILexicalBlock(scope: !555, file: !3, line: 270, column: 7)
!563 = !DILocation(line: 270, column: 7, scope: !555)
!564 = !DILocation(line: 273, column: 5, scope: !565)
!565 = distinct !DILexicalBlock(scope: !562, file: !3, line: 272, column: 8)
!566 = !DILocation(line: 274, column: 5, scope: !565)
!567 = !DILocation(line: 0, scope: !562)
!568 = !DILocation(line: 276, column: 1, scope: !555)
!569 = distinct !DISubprogram(name: "luaB_pairs", scope: !3, file: !3, line: 284, type: !148, scopeLine: 284, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !570)
!570 = !{!571}
!571 = !DILocalVariable(name: "L", arg: 1, scope: !569, file: !3, line: 284, type: !150)
!572 = !DILocation(line: 0, scope: !569)
!573 = !DILocation(line: 285, column: 3, scope: !569)
!574 = !DILocation(line: 286, column: 7, scope: !575)
!575 = distinct !DILexicalBlock(scope: !569, file: !3, line: 286, column: 7)
!576 = !DILocation(line: 286, column: 42, scope: !575)
!577 = !DILocation(line: 286, column: 7, scope: !569)
!578 = !DILocation(line: 287, column: 5, scope: !579)
!579 = distinct !DILexicalBlock(scope: !575, file: !3, line: 286, column: 55)
!580 = !DILocation(line: 288, column: 5, scope: !579)
!581 = !DILocation(line: 289, column: 5, scope: !579)
!582 = !DILocation(line: 290, column: 3, scope: !579)
!583 = !DILocation(line: 292, column: 5, scope: !584)
!584 = distinct !DILexicalBlock(scope: !575, file: !3, line: 291, column: 8)
!585 = !DILocation(line: 293, column: 5, scope: !584)
!586 = !DILocation(line: 295, column: 3, scope: !569)
!587 = distinct !DISubprogram(name: "luaB_pcall", scope: !3, file: !3, line: 472, type: !148, scopeLine: 472, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !588)
!588 = !{!589, !590}
!589 = !DILocalVariable(name: "L", arg: 1, scope: !587, file: !3, line: 472, type: !150)
!590 = !DILocalVariable(name: "status", scope: !587, file: !3, line: 473, type: !26)
!591 = !DILocation(line: 0, scope: !587)
!592 = !DILocation(line: 474, column: 3, scope: !587)
!593 = !DILocation(line: 475, column: 3, scope: !587)
!594 = !DILocation(line: 476, column: 3, scope: !587)
!595 = !DILocation(line: 477, column: 26, scope: !587)
!596 = !DILocation(line: 477, column: 40, scope: !587)
!597 = !DILocation(line: 477, column: 12, scope: !587)
!598 = !DILocalVariable(name: "L", arg: 1, scope: !599, file: !3, line: 461, type: !150)
!599 = distinct !DISubprogram(name: "finishpcall", scope: !3, file: !3, line: 461, type: !407, scopeLine: 461, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !600)
!600 = !{!598, !601, !602}
!601 = !DILocalVariable(name: "status", arg: 2, scope: !599, file: !3, line: 461, type: !26)
!602 = !DILocalVariable(name: "extra", arg: 3, scope: !599, file: !3, line: 461, type: !409)
!603 = !DILocation(line: 0, scope: !599, inlinedAt: !604)
!604 = distinct !DILocation(line: 478, column: 10, scope: !587)
!605 = !DILocation(line: 462, column: 7, scope: !606, inlinedAt: !604)
!606 = distinct !DILexicalBlock(scope: !599, file: !3, line: 462, column: 7)
!607 = !DILocation(line: 462, column: 7, scope: !599, inlinedAt: !604)
!608 = !DILocation(line: 463, column: 5, scope: !609, inlinedAt: !604)
!609 = distinct !DILexicalBlock(scope: !606, file: !3, line: 462, column: 60)
!610 = !DILocation(line: 464, column: 5, scope: !609, inlinedAt: !604)
!611 = !DILocation(line: 465, column: 5, scope: !609, inlinedAt: !604)
!612 = !DILocation(line: 468, column: 12, scope: !606, inlinedAt: !604)
!613 = !DILocation(line: 468, column: 5, scope: !606, inlinedAt: !604)
!614 = !DILocation(line: 0, scope: !606, inlinedAt: !604)
!615 = !DILocation(line: 478, column: 3, scope: !587)
!616 = distinct !DISubprogram(name: "luaB_print", scope: !3, file: !3, line: 24, type: !148, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !617)
!617 = !{!618, !619, !620, !621, !625}
!618 = !DILocalVariable(name: "L", arg: 1, scope: !616, file: !3, line: 24, type: !150)
!619 = !DILocalVariable(name: "n", scope: !616, file: !3, line: 25, type: !26)
!620 = !DILocalVariable(name: "i", scope: !616, file: !3, line: 26, type: !26)
!621 = !DILocalVariable(name: "l", scope: !622, file: !3, line: 28, type: !508)
!622 = distinct !DILexicalBlock(scope: !623, file: !3, line: 27, column: 28)
!623 = distinct !DILexicalBlock(scope: !624, file: !3, line: 27, column: 3)
!624 = distinct !DILexicalBlock(scope: !616, file: !3, line: 27, column: 3)
!625 = !DILocalVariable(name: "s", scope: !622, file: !3, line: 29, type: !179)
!626 = distinct !DIAssignID()
!627 = !DILocation(line: 0, scope: !622)
!628 = !DILocation(line: 0, scope: !616)
!629 = !DILocation(line: 25, column: 11, scope: !616)
!630 = !DILocation(line: 27, column: 17, scope: !623)
!631 = !DILocation(line: 27, column: 3, scope: !624)
!632 = !DILocation(line: 28, column: 5, scope: !622)
!633 = !DILocation(line: 29, column: 21, scope: !622)
!634 = !DILocation(line: 32, column: 5, scope: !622)
!635 = !{!636, !636, i64 0}
!636 = !{!"any pointer", !302, i64 0}
!637 = !DILocation(line: 33, column: 5, scope: !622)
!638 = !DILocation(line: 34, column: 3, scope: !623)
!639 = !DILocation(line: 31, column: 7, scope: !640)
!640 = distinct !DILexicalBlock(scope: !622, file: !3, line: 30, column: 9)
!641 = !DILocation(line: 27, column: 24, scope: !623)
!642 = distinct !{!642, !631, !643, !644, !645}
!643 = !DILocation(line: 34, column: 3, scope: !624)
!644 = !{!"llvm.loop.mustprogress"}
!645 = !{!"llvm.loop.peeled.count", i32 1}
!646 = !DILocation(line: 35, column: 3, scope: !616)
!647 = !DILocation(line: 36, column: 3, scope: !616)
!648 = distinct !DISubprogram(name: "luaB_warn", scope: !3, file: !3, line: 45, type: !148, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !649)
!649 = !{!650, !651, !652}
!650 = !DILocalVariable(name: "L", arg: 1, scope: !648, file: !3, line: 45, type: !150)
!651 = !DILocalVariable(name: "n", scope: !648, file: !3, line: 46, type: !26)
!652 = !DILocalVariable(name: "i", scope: !648, file: !3, line: 47, type: !26)
!653 = !DILocation(line: 0, scope: !648)
!654 = !DILocation(line: 46, column: 11, scope: !648)
!655 = !DILocation(line: 48, column: 3, scope: !648)
!656 = !DILocation(line: 49, column: 17, scope: !657)
!657 = distinct !DILexicalBlock(scope: !658, file: !3, line: 49, column: 3)
!658 = distinct !DILexicalBlock(scope: !648, file: !3, line: 49, column: 3)
!659 = !DILocation(line: 49, column: 3, scope: !658)
!660 = !DILocation(line: 50, column: 5, scope: !657)
!661 = !DILocation(line: 49, column: 24, scope: !657)
!662 = distinct !{!662, !659, !663, !644}
!663 = !DILocation(line: 50, column: 5, scope: !658)
!664 = !DILocation(line: 52, column: 20, scope: !665)
!665 = distinct !DILexicalBlock(scope: !666, file: !3, line: 51, column: 3)
!666 = distinct !DILexicalBlock(scope: !648, file: !3, line: 51, column: 3)
!667 = !DILocation(line: 52, column: 5, scope: !665)
!668 = !DILocation(line: 51, column: 23, scope: !665)
!669 = !DILocation(line: 51, column: 17, scope: !665)
!670 = !DILocation(line: 51, column: 3, scope: !666)
!671 = distinct !{!671, !670, !672, !644}
!672 = !DILocation(line: 52, column: 41, scope: !666)
!673 = !DILocation(line: 53, column: 18, scope: !648)
!674 = !DILocation(line: 53, column: 3, scope: !648)
!675 = !DILocation(line: 54, column: 3, scope: !648)
!676 = distinct !DISubprogram(name: "luaB_rawequal", scope: !3, file: !3, line: 149, type: !148, scopeLine: 149, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !677)
!677 = !{!678}
!678 = !DILocalVariable(name: "L", arg: 1, scope: !676, file: !3, line: 149, type: !150)
!679 = !DILocation(line: 0, scope: !676)
!680 = !DILocation(line: 150, column: 3, scope: !676)
!681 = !DILocation(line: 151, column: 3, scope: !676)
!682 = !DILocation(line: 152, column: 22, scope: !676)
!683 = !DILocation(line: 152, column: 3, scope: !676)
!684 = !DILocation(line: 153, column: 3, scope: !676)
!685 = distinct !DISubprogram(name: "luaB_rawlen", scope: !3, file: !3, line: 157, type: !148, scopeLine: 157, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !686)
!686 = !{!687, !688}
!687 = !DILocalVariable(name: "L", arg: 1, scope: !685, file: !3, line: 157, type: !150)
!688 = !DILocalVariable(name: "t", scope: !685, file: !3, line: 158, type: !26)
!689 = !DILocation(line: 0, scope: !685)
!690 = !DILocation(line: 158, column: 11, scope: !685)
!691 = !DILocation(line: 159, column: 3, scope: !685)
!692 = !DILocation(line: 161, column: 22, scope: !685)
!693 = !DILocation(line: 161, column: 3, scope: !685)
!694 = !DILocation(line: 162, column: 3, scope: !685)
!695 = distinct !DISubprogram(name: "luaB_rawget", scope: !3, file: !3, line: 166, type: !148, scopeLine: 166, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !696)
!696 = !{!697}
!697 = !DILocalVariable(name: "L", arg: 1, scope: !695, file: !3, line: 166, type: !150)
!698 = !DILocation(line: 0, scope: !695)
!699 = !DILocation(line: 167, column: 3, scope: !695)
!700 = !DILocation(line: 168, column: 3, scope: !695)
!701 = !DILocation(line: 169, column: 3, scope: !695)
!702 = !DILocation(line: 170, column: 3, scope: !695)
!703 = !DILocation(line: 171, column: 3, scope: !695)
!704 = distinct !DISubprogram(name: "luaB_rawset", scope: !3, file: !3, line: 174, type: !148, scopeLine: 174, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !705)
!705 = !{!706}
!706 = !DILocalVariable(name: "L", arg: 1, scope: !704, file: !3, line: 174, type: !150)
!707 = !DILocation(line: 0, scope: !704)
!708 = !DILocation(line: 175, column: 3, scope: !704)
!709 = !DILocation(line: 176, column: 3, scope: !704)
!710 = !DILocation(line: 177, column: 3, scope: !704)
!711 = !DILocation(line: 178, column: 3, scope: !704)
!712 = !DILocation(line: 179, column: 3, scope: !704)
!713 = !DILocation(line: 180, column: 3, scope: !704)
!714 = distinct !DISubprogram(name: "luaB_select", scope: !3, file: !3, line: 438, type: !148, scopeLine: 438, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !715)
!715 = !{!716, !717, !718}
!716 = !DILocalVariable(name: "L", arg: 1, scope: !714, file: !3, line: 438, type: !150)
!717 = !DILocalVariable(name: "n", scope: !714, file: !3, line: 439, type: !26)
!718 = !DILocalVariable(name: "i", scope: !719, file: !3, line: 445, type: !27)
!719 = distinct !DILexicalBlock(scope: !720, file: !3, line: 444, column: 8)
!720 = distinct !DILexicalBlock(scope: !714, file: !3, line: 440, column: 7)
!721 = !DILocation(line: 0, scope: !714)
!722 = !DILocation(line: 439, column: 11, scope: !714)
!723 = !DILocation(line: 440, column: 7, scope: !720)
!724 = !DILocation(line: 440, column: 22, scope: !720)
!725 = !DILocation(line: 440, column: 37, scope: !720)
!726 = !DILocation(line: 440, column: 41, scope: !720)
!727 = !DILocation(line: 440, column: 40, scope: !720)
!728 = !{!302, !302, i64 0}
!729 = !DILocation(line: 440, column: 60, scope: !720)
!730 = !DILocation(line: 440, column: 7, scope: !714)
!731 = !DILocation(line: 441, column: 25, scope: !732)
!732 = distinct !DILexicalBlock(scope: !720, file: !3, line: 440, column: 68)
!733 = !DILocation(line: 441, column: 24, scope: !732)
!734 = !DILocation(line: 441, column: 5, scope: !732)
!735 = !DILocation(line: 442, column: 5, scope: !732)
!736 = !DILocation(line: 445, column: 21, scope: !719)
!737 = !DILocation(line: 0, scope: !719)
!738 = !DILocation(line: 446, column: 11, scope: !739)
!739 = distinct !DILexicalBlock(scope: !719, file: !3, line: 446, column: 9)
!740 = !DILocation(line: 0, scope: !739)
!741 = !DILocation(line: 446, column: 9, scope: !719)
!742 = !DILocation(line: 448, column: 5, scope: !719)
!743 = !DILocation(line: 449, column: 16, scope: !719)
!744 = !DILocation(line: 449, column: 14, scope: !719)
!745 = !DILocation(line: 0, scope: !720)
!746 = !DILocation(line: 451, column: 1, scope: !714)
!747 = distinct !DISubprogram(name: "luaB_setmetatable", scope: !3, file: !3, line: 137, type: !148, scopeLine: 137, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !748)
!748 = !{!749, !750}
!749 = !DILocalVariable(name: "L", arg: 1, scope: !747, file: !3, line: 137, type: !150)
!750 = !DILocalVariable(name: "t", scope: !747, file: !3, line: 138, type: !26)
!751 = !DILocation(line: 0, scope: !747)
!752 = !DILocation(line: 138, column: 11, scope: !747)
!753 = !DILocation(line: 139, column: 3, scope: !747)
!754 = !DILocation(line: 140, column: 3, scope: !747)
!755 = !DILocation(line: 141, column: 7, scope: !756)
!756 = distinct !DILexicalBlock(scope: !747, file: !3, line: 141, column: 7)
!757 = !DILocation(line: 141, column: 7, scope: !747)
!758 = !DILocation(line: 142, column: 12, scope: !756)
!759 = !DILocation(line: 142, column: 5, scope: !756)
!760 = !DILocation(line: 143, column: 3, scope: !747)
!761 = !DILocation(line: 144, column: 3, scope: !747)
!762 = !DILocation(line: 145, column: 3, scope: !747)
!763 = !DILocation(line: 146, column: 1, scope: !747)
!764 = distinct !DISubprogram(name: "luaB_tonumber", scope: !3, file: !3, line: 81, type: !148, scopeLine: 81, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !765)
!765 = !{!766, !767, !772, !773, !775, !776, !777}
!766 = !DILocalVariable(name: "L", arg: 1, scope: !764, file: !3, line: 81, type: !150)
!767 = !DILocalVariable(name: "l", scope: !768, file: !3, line: 88, type: !508)
!768 = distinct !DILexicalBlock(scope: !769, file: !3, line: 87, column: 10)
!769 = distinct !DILexicalBlock(scope: !770, file: !3, line: 83, column: 9)
!770 = distinct !DILexicalBlock(scope: !771, file: !3, line: 82, column: 30)
!771 = distinct !DILexicalBlock(scope: !764, file: !3, line: 82, column: 7)
!772 = !DILocalVariable(name: "s", scope: !768, file: !3, line: 89, type: !179)
!773 = !DILocalVariable(name: "l", scope: !774, file: !3, line: 97, type: !508)
!774 = distinct !DILexicalBlock(scope: !771, file: !3, line: 96, column: 8)
!775 = !DILocalVariable(name: "s", scope: !774, file: !3, line: 98, type: !179)
!776 = !DILocalVariable(name: "n", scope: !774, file: !3, line: 99, type: !27)
!777 = !DILocalVariable(name: "base", scope: !774, file: !3, line: 100, type: !27)
!778 = distinct !DIAssignID()
!779 = !DILocation(line: 0, scope: !768)
!780 = distinct !DIAssignID()
!781 = !DILocation(line: 0, scope: !774)
!782 = !DILocation(line: 0, scope: !764)
!783 = !DILocation(line: 82, column: 7, scope: !771)
!784 = !DILocation(line: 82, column: 7, scope: !764)
!785 = !DILocation(line: 83, column: 9, scope: !769)
!786 = !DILocation(line: 83, column: 24, scope: !769)
!787 = !DILocation(line: 83, column: 9, scope: !770)
!788 = !DILocation(line: 84, column: 7, scope: !789)
!789 = distinct !DILexicalBlock(scope: !769, file: !3, line: 83, column: 40)
!790 = !DILocation(line: 85, column: 7, scope: !789)
!791 = !DILocation(line: 88, column: 7, scope: !768)
!792 = !DILocation(line: 89, column: 23, scope: !768)
!793 = !DILocation(line: 90, column: 13, scope: !794)
!794 = distinct !DILexicalBlock(scope: !768, file: !3, line: 90, column: 11)
!795 = !DILocation(line: 90, column: 21, scope: !794)
!796 = !DILocation(line: 90, column: 24, scope: !794)
!797 = !DILocation(line: 90, column: 52, scope: !794)
!798 = !DILocation(line: 90, column: 54, scope: !794)
!799 = !DILocation(line: 90, column: 49, scope: !794)
!800 = !DILocation(line: 90, column: 11, scope: !768)
!801 = !DILocation(line: 93, column: 7, scope: !768)
!802 = !DILocation(line: 94, column: 5, scope: !769)
!803 = !DILocation(line: 97, column: 5, scope: !774)
!804 = !DILocation(line: 100, column: 24, scope: !774)
!805 = !DILocation(line: 101, column: 5, scope: !774)
!806 = !DILocation(line: 102, column: 9, scope: !774)
!807 = !DILocation(line: 103, column: 5, scope: !774)
!808 = !DILocation(line: 104, column: 22, scope: !809)
!809 = distinct !DILexicalBlock(scope: !774, file: !3, line: 104, column: 9)
!810 = !DILocalVariable(name: "s", arg: 1, scope: !811, file: !3, line: 60, type: !179)
!811 = distinct !DISubprogram(name: "b_str2int", scope: !3, file: !3, line: 60, type: !812, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !815)
!812 = !DISubroutineType(types: !813)
!813 = !{!179, !179, !26, !814}
!814 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!815 = !{!810, !816, !817, !818, !819, !820, !822}
!816 = !DILocalVariable(name: "base", arg: 2, scope: !811, file: !3, line: 60, type: !26)
!817 = !DILocalVariable(name: "pn", arg: 3, scope: !811, file: !3, line: 60, type: !814)
!818 = !DILocalVariable(name: "n", scope: !811, file: !3, line: 61, type: !29)
!819 = !DILocalVariable(name: "neg", scope: !811, file: !3, line: 62, type: !26)
!820 = !DILocalVariable(name: "digit", scope: !821, file: !3, line: 69, type: !26)
!821 = distinct !DILexicalBlock(scope: !811, file: !3, line: 68, column: 6)
!822 = !DILocalVariable(name: "__res", scope: !823, file: !3, line: 70, type: !26)
!823 = distinct !DILexicalBlock(scope: !821, file: !3, line: 70, column: 23)
!824 = !DILocation(line: 0, scope: !811, inlinedAt: !825)
!825 = distinct !DILocation(line: 104, column: 9, scope: !809)
!826 = !DILocation(line: 63, column: 8, scope: !811, inlinedAt: !825)
!827 = !DILocation(line: 63, column: 5, scope: !811, inlinedAt: !825)
!828 = !DILocation(line: 64, column: 7, scope: !829, inlinedAt: !825)
!829 = distinct !DILexicalBlock(scope: !811, file: !3, line: 64, column: 7)
!830 = !DILocation(line: 64, column: 10, scope: !829, inlinedAt: !825)
!831 = !DILocation(line: 64, column: 7, scope: !811, inlinedAt: !825)
!832 = !DILocation(line: 66, column: 8, scope: !833, inlinedAt: !825)
!833 = distinct !DILexicalBlock(scope: !811, file: !3, line: 66, column: 7)
!834 = !{!835, !835, i64 0}
!835 = !{!"short", !302, i64 0}
!836 = !DILocation(line: 66, column: 7, scope: !811, inlinedAt: !825)
!837 = !DILocation(line: 68, column: 3, scope: !811, inlinedAt: !825)
!838 = !DILocation(line: 69, column: 18, scope: !821, inlinedAt: !825)
!839 = !DILocation(line: 61, column: 16, scope: !811, inlinedAt: !825)
!840 = !DILocation(line: 64, column: 21, scope: !841, inlinedAt: !825)
!841 = distinct !DILexicalBlock(scope: !829, file: !3, line: 64, column: 18)
!842 = !DILocation(line: 69, column: 17, scope: !821, inlinedAt: !825)
!843 = !DILocation(line: 69, column: 48, scope: !821, inlinedAt: !825)
!844 = !DILocation(line: 69, column: 51, scope: !821, inlinedAt: !825)
!845 = !DILocation(line: 70, column: 23, scope: !846, inlinedAt: !825)
!846 = distinct !DILexicalBlock(scope: !823, file: !3, line: 70, column: 23)
!847 = !DILocation(line: 0, scope: !823, inlinedAt: !825)
!848 = !DILocation(line: 70, column: 57, scope: !821, inlinedAt: !825)
!849 = !DILocation(line: 0, scope: !821, inlinedAt: !825)
!850 = !DILocation(line: 71, column: 15, scope: !851, inlinedAt: !825)
!851 = distinct !DILexicalBlock(scope: !821, file: !3, line: 71, column: 9)
!852 = !DILocation(line: 71, column: 9, scope: !821, inlinedAt: !825)
!853 = !DILocation(line: 72, column: 11, scope: !821, inlinedAt: !825)
!854 = !DILocation(line: 72, column: 20, scope: !821, inlinedAt: !825)
!855 = !DILocation(line: 72, column: 18, scope: !821, inlinedAt: !825)
!856 = !DILocation(line: 73, column: 6, scope: !821, inlinedAt: !825)
!857 = !DILocation(line: 74, column: 12, scope: !811, inlinedAt: !825)
!858 = !DILocation(line: 74, column: 3, scope: !821, inlinedAt: !825)
!859 = distinct !{!859, !837, !860, !644}
!860 = !DILocation(line: 74, column: 38, scope: !811, inlinedAt: !825)
!861 = !DILocation(line: 75, column: 8, scope: !811, inlinedAt: !825)
!862 = !DILocation(line: 75, column: 5, scope: !811, inlinedAt: !825)
!863 = !DILocation(line: 76, column: 23, scope: !811, inlinedAt: !825)
!864 = !DILocation(line: 77, column: 3, scope: !811, inlinedAt: !825)
!865 = !DILocation(line: 104, column: 44, scope: !809)
!866 = !DILocation(line: 104, column: 42, scope: !809)
!867 = !DILocation(line: 104, column: 37, scope: !809)
!868 = !DILocation(line: 104, column: 9, scope: !774)
!869 = !DILocation(line: 108, column: 3, scope: !771)
!870 = !DILocation(line: 105, column: 7, scope: !871)
!871 = distinct !DILexicalBlock(scope: !809, file: !3, line: 104, column: 47)
!872 = !DILocation(line: 109, column: 3, scope: !764)
!873 = !DILocation(line: 110, column: 3, scope: !764)
!874 = !DILocation(line: 111, column: 1, scope: !764)
!875 = distinct !DISubprogram(name: "luaB_tostring", scope: !3, file: !3, line: 499, type: !148, scopeLine: 499, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !876)
!876 = !{!877}
!877 = !DILocalVariable(name: "L", arg: 1, scope: !875, file: !3, line: 499, type: !150)
!878 = !DILocation(line: 0, scope: !875)
!879 = !DILocation(line: 500, column: 3, scope: !875)
!880 = !DILocation(line: 501, column: 3, scope: !875)
!881 = !DILocation(line: 502, column: 3, scope: !875)
!882 = distinct !DISubprogram(name: "luaB_type", scope: !3, file: !3, line: 259, type: !148, scopeLine: 259, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !883)
!883 = !{!884, !885}
!884 = !DILocalVariable(name: "L", arg: 1, scope: !882, file: !3, line: 259, type: !150)
!885 = !DILocalVariable(name: "t", scope: !882, file: !3, line: 260, type: !26)
!886 = !DILocation(line: 0, scope: !882)
!887 = !DILocation(line: 260, column: 11, scope: !882)
!888 = !DILocation(line: 261, column: 3, scope: !882)
!889 = !DILocation(line: 262, column: 21, scope: !882)
!890 = !DILocation(line: 262, column: 3, scope: !882)
!891 = !DILocation(line: 263, column: 3, scope: !882)
!892 = distinct !DISubprogram(name: "luaB_xpcall", scope: !3, file: !3, line: 487, type: !148, scopeLine: 487, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !893)
!893 = !{!894, !895, !896}
!894 = !DILocalVariable(name: "L", arg: 1, scope: !892, file: !3, line: 487, type: !150)
!895 = !DILocalVariable(name: "status", scope: !892, file: !3, line: 488, type: !26)
!896 = !DILocalVariable(name: "n", scope: !892, file: !3, line: 489, type: !26)
!897 = !DILocation(line: 0, scope: !892)
!898 = !DILocation(line: 489, column: 11, scope: !892)
!899 = !DILocation(line: 490, column: 3, scope: !892)
!900 = !DILocation(line: 491, column: 3, scope: !892)
!901 = !DILocation(line: 492, column: 3, scope: !892)
!902 = !DILocation(line: 493, column: 3, scope: !892)
!903 = !DILocation(line: 494, column: 28, scope: !892)
!904 = !DILocation(line: 494, column: 12, scope: !892)
!905 = !DILocation(line: 0, scope: !599, inlinedAt: !906)
!906 = distinct !DILocation(line: 495, column: 10, scope: !892)
!907 = !DILocation(line: 462, column: 7, scope: !606, inlinedAt: !906)
!908 = !DILocation(line: 462, column: 7, scope: !599, inlinedAt: !906)
!909 = !DILocation(line: 463, column: 5, scope: !609, inlinedAt: !906)
!910 = !DILocation(line: 464, column: 5, scope: !609, inlinedAt: !906)
!911 = !DILocation(line: 465, column: 5, scope: !609, inlinedAt: !906)
!912 = !DILocation(line: 468, column: 12, scope: !606, inlinedAt: !906)
!913 = !DILocation(line: 468, column: 26, scope: !606, inlinedAt: !906)
!914 = !DILocation(line: 468, column: 5, scope: !606, inlinedAt: !906)
!915 = !DILocation(line: 0, scope: !606, inlinedAt: !906)
!916 = !DILocation(line: 495, column: 3, scope: !892)
!917 = !DISubprogram(name: "lua_toboolean", scope: !24, file: !24, line: 203, type: !351, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!918 = !DISubprogram(name: "lua_gettop", scope: !24, file: !24, line: 179, type: !148, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!919 = !DISubprogram(name: "luaL_checkany", scope: !236, file: !236, line: 68, type: !270, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!920 = !DISubprogram(name: "lua_rotate", scope: !24, file: !24, line: 182, type: !921, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!921 = !DISubroutineType(types: !922)
!922 = !{null, !150, !26, !26}
!923 = !DISubprogram(name: "lua_settop", scope: !24, file: !24, line: 180, type: !270, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!924 = !DISubprogram(name: "luaL_checkoption", scope: !236, file: !236, line: 78, type: !925, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!925 = !DISubroutineType(types: !926)
!926 = !{!26, !150, !26, !179, !927}
!927 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !178, size: 64)
!928 = !DISubprogram(name: "lua_gc", scope: !24, file: !24, line: 342, type: !929, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!929 = !DISubroutineType(types: !930)
!930 = !{!26, !150, !26, null}
!931 = !DISubprogram(name: "lua_pushnumber", scope: !24, file: !24, line: 245, type: !932, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!932 = !DISubroutineType(types: !933)
!933 = !{null, !150, !23}
!934 = !DISubprogram(name: "luaL_optinteger", scope: !236, file: !236, line: 63, type: !935, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!935 = !DISubroutineType(types: !936)
!936 = !{!27, !150, !26, !27}
!937 = !DISubprogram(name: "lua_pushboolean", scope: !24, file: !24, line: 253, type: !270, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!938 = !DISubprogram(name: "lua_pushinteger", scope: !24, file: !24, line: 246, type: !939, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!939 = !DISubroutineType(types: !940)
!940 = !{null, !150, !27}
!941 = !DISubprogram(name: "lua_pushnil", scope: !24, file: !24, line: 244, type: !942, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!942 = !DISubroutineType(types: !943)
!943 = !{null, !150}
!944 = !DISubprogram(name: "luaL_optlstring", scope: !236, file: !236, line: 57, type: !945, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!945 = !DISubroutineType(types: !946)
!946 = !{!179, !150, !26, !179, !947}
!947 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !508, size: 64)
!948 = !DISubprogram(name: "luaL_loadfilex", scope: !236, file: !236, line: 92, type: !949, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!949 = !DISubroutineType(types: !950)
!950 = !{!26, !150, !179, !179}
!951 = !DISubprogram(name: "lua_error", scope: !24, file: !24, line: 349, type: !148, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!952 = !DISubprogram(name: "lua_callk", scope: !24, file: !24, line: 292, type: !953, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!953 = !DISubroutineType(types: !954)
!954 = !{null, !150, !26, !26, !409, !955}
!955 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KFunction", file: !24, line: 111, baseType: !956)
!956 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !407, size: 64)
!957 = !DILocation(line: 0, scope: !406)
!958 = !DILocation(line: 411, column: 10, scope: !406)
!959 = !DILocation(line: 411, column: 24, scope: !406)
!960 = !DILocation(line: 411, column: 3, scope: !406)
!961 = !DISubprogram(name: "lua_type", scope: !24, file: !24, line: 198, type: !351, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!962 = !DISubprogram(name: "luaL_where", scope: !236, file: !236, line: 75, type: !270, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!963 = !DISubprogram(name: "lua_concat", scope: !24, file: !24, line: 353, type: !270, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!964 = !DISubprogram(name: "lua_getmetatable", scope: !24, file: !24, line: 271, type: !351, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!965 = !DISubprogram(name: "luaL_getmetafield", scope: !236, file: !236, line: 50, type: !966, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!966 = !DISubroutineType(types: !967)
!967 = !{!26, !150, !26, !179}
!968 = !DISubprogram(name: "lua_pushcclosure", scope: !24, file: !24, line: 252, type: !969, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!969 = !DISubroutineType(types: !970)
!970 = !{null, !150, !241, !26}
!971 = distinct !DISubprogram(name: "ipairsaux", scope: !3, file: !3, line: 302, type: !148, scopeLine: 302, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !972)
!972 = !{!973, !974}
!973 = !DILocalVariable(name: "L", arg: 1, scope: !971, file: !3, line: 302, type: !150)
!974 = !DILocalVariable(name: "i", scope: !971, file: !3, line: 303, type: !27)
!975 = !DILocation(line: 0, scope: !971)
!976 = !DILocation(line: 303, column: 19, scope: !971)
!977 = !DILocation(line: 304, column: 7, scope: !971)
!978 = !DILocation(line: 305, column: 3, scope: !971)
!979 = !DILocation(line: 306, column: 11, scope: !971)
!980 = !DILocation(line: 306, column: 29, scope: !971)
!981 = !DILocation(line: 306, column: 10, scope: !971)
!982 = !DILocation(line: 306, column: 3, scope: !971)
!983 = !DISubprogram(name: "luaL_checkinteger", scope: !236, file: !236, line: 62, type: !984, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!984 = !DISubroutineType(types: !985)
!985 = !{!27, !150, !26}
!986 = !DISubprogram(name: "lua_geti", scope: !24, file: !24, line: 264, type: !263, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!987 = !DISubprogram(name: "lua_setupvalue", scope: !24, file: !24, line: 462, type: !988, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!988 = !DISubroutineType(types: !989)
!989 = !{!179, !150, !26, !26}
!990 = !DISubprogram(name: "lua_tolstring", scope: !24, file: !24, line: 204, type: !991, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!991 = !DISubroutineType(types: !992)
!992 = !{!179, !150, !26, !947}
!993 = !DISubprogram(name: "luaL_loadbufferx", scope: !236, file: !236, line: 97, type: !994, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!994 = !DISubroutineType(types: !995)
!995 = !{!26, !150, !179, !508, !179, !179}
!996 = !DISubprogram(name: "luaL_checktype", scope: !236, file: !236, line: 67, type: !921, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!997 = !DISubprogram(name: "lua_load", scope: !24, file: !24, line: 300, type: !998, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!998 = !DISubroutineType(types: !999)
!999 = !{!26, !150, !1000, !22, !179, !179}
!1000 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Reader", file: !24, line: 117, baseType: !1001)
!1001 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1002, size: 64)
!1002 = !DISubroutineType(types: !1003)
!1003 = !{!179, !150, !22, !947}
!1004 = distinct !DISubprogram(name: "generic_reader", scope: !3, file: !3, line: 370, type: !1002, scopeLine: 370, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1005)
!1005 = !{!1006, !1007, !1008}
!1006 = !DILocalVariable(name: "L", arg: 1, scope: !1004, file: !3, line: 370, type: !150)
!1007 = !DILocalVariable(name: "ud", arg: 2, scope: !1004, file: !3, line: 370, type: !22)
!1008 = !DILocalVariable(name: "size", arg: 3, scope: !1004, file: !3, line: 370, type: !947)
!1009 = !DILocation(line: 0, scope: !1004)
!1010 = !DILocation(line: 372, column: 3, scope: !1004)
!1011 = !DILocation(line: 373, column: 3, scope: !1004)
!1012 = !DILocation(line: 374, column: 3, scope: !1004)
!1013 = !DILocation(line: 375, column: 7, scope: !1014)
!1014 = distinct !DILexicalBlock(scope: !1004, file: !3, line: 375, column: 7)
!1015 = !DILocation(line: 375, column: 7, scope: !1004)
!1016 = !DILocation(line: 376, column: 5, scope: !1017)
!1017 = distinct !DILexicalBlock(scope: !1014, file: !3, line: 375, column: 25)
!1018 = !DILocation(line: 377, column: 11, scope: !1017)
!1019 = !DILocation(line: 378, column: 5, scope: !1017)
!1020 = !DILocation(line: 380, column: 12, scope: !1021)
!1021 = distinct !DILexicalBlock(scope: !1014, file: !3, line: 380, column: 12)
!1022 = !DILocation(line: 380, column: 12, scope: !1014)
!1023 = !DILocation(line: 381, column: 5, scope: !1021)
!1024 = !DILocation(line: 382, column: 3, scope: !1004)
!1025 = !DILocation(line: 383, column: 10, scope: !1004)
!1026 = !DILocation(line: 383, column: 3, scope: !1004)
!1027 = !DILocation(line: 384, column: 1, scope: !1004)
!1028 = !DISubprogram(name: "luaL_checkstack", scope: !236, file: !236, line: 66, type: !273, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1029 = !DISubprogram(name: "lua_isstring", scope: !24, file: !24, line: 194, type: !351, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1030 = !DISubprogram(name: "luaL_error", scope: !236, file: !236, line: 76, type: !1031, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1031 = !DISubroutineType(types: !1032)
!1032 = !{!26, !150, !179, null}
!1033 = !DISubprogram(name: "lua_copy", scope: !24, file: !24, line: 183, type: !921, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1034 = !DISubprogram(name: "lua_next", scope: !24, file: !24, line: 351, type: !351, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1035 = distinct !DISubprogram(name: "pairscont", scope: !3, file: !3, line: 279, type: !407, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1036)
!1036 = !{!1037, !1038, !1039}
!1037 = !DILocalVariable(name: "L", arg: 1, scope: !1035, file: !3, line: 279, type: !150)
!1038 = !DILocalVariable(name: "status", arg: 2, scope: !1035, file: !3, line: 279, type: !26)
!1039 = !DILocalVariable(name: "k", arg: 3, scope: !1035, file: !3, line: 279, type: !409)
!1040 = !DILocation(line: 0, scope: !1035)
!1041 = !DILocation(line: 281, column: 3, scope: !1035)
!1042 = !DISubprogram(name: "lua_pcallk", scope: !24, file: !24, line: 296, type: !1043, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1043 = !DISubroutineType(types: !1044)
!1044 = !{!26, !150, !26, !26, !26, !409, !955}
!1045 = !DILocation(line: 0, scope: !599)
!1046 = !DILocation(line: 462, column: 7, scope: !606)
!1047 = !DILocation(line: 462, column: 7, scope: !599)
!1048 = !DILocation(line: 463, column: 5, scope: !609)
!1049 = !DILocation(line: 464, column: 5, scope: !609)
!1050 = !DILocation(line: 465, column: 5, scope: !609)
!1051 = !DILocation(line: 468, column: 12, scope: !606)
!1052 = !DILocation(line: 468, column: 28, scope: !606)
!1053 = !DILocation(line: 468, column: 26, scope: !606)
!1054 = !DILocation(line: 468, column: 5, scope: !606)
!1055 = !DILocation(line: 0, scope: !606)
!1056 = !DILocation(line: 469, column: 1, scope: !599)
!1057 = !DISubprogram(name: "luaL_tolstring", scope: !236, file: !236, line: 52, type: !991, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1058 = !DISubprogram(name: "fwrite", scope: !1059, file: !1059, line: 681, type: !1060, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1059 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!1060 = !DISubroutineType(types: !1061)
!1061 = !{!510, !1062, !508, !508, !1065}
!1062 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1063)
!1063 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1064, size: 64)
!1064 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!1065 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1066)
!1066 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1067, size: 64)
!1067 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !1068, line: 7, baseType: !1069)
!1068 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!1069 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !1070, line: 49, size: 1728, elements: !1071)
!1070 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!1071 = !{!1072, !1073, !1075, !1076, !1077, !1078, !1079, !1080, !1081, !1082, !1083, !1084, !1085, !1088, !1090, !1091, !1092, !1095, !1096, !1098, !1102, !1105, !1107, !1110, !1113, !1114, !1115, !1116, !1117}
!1072 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !1069, file: !1070, line: 51, baseType: !26, size: 32)
!1073 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !1069, file: !1070, line: 54, baseType: !1074, size: 64, offset: 64)
!1074 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!1075 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !1069, file: !1070, line: 55, baseType: !1074, size: 64, offset: 128)
!1076 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !1069, file: !1070, line: 56, baseType: !1074, size: 64, offset: 192)
!1077 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !1069, file: !1070, line: 57, baseType: !1074, size: 64, offset: 256)
!1078 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !1069, file: !1070, line: 58, baseType: !1074, size: 64, offset: 320)
!1079 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !1069, file: !1070, line: 59, baseType: !1074, size: 64, offset: 384)
!1080 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !1069, file: !1070, line: 60, baseType: !1074, size: 64, offset: 448)
!1081 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !1069, file: !1070, line: 61, baseType: !1074, size: 64, offset: 512)
!1082 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !1069, file: !1070, line: 64, baseType: !1074, size: 64, offset: 576)
!1083 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !1069, file: !1070, line: 65, baseType: !1074, size: 64, offset: 640)
!1084 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !1069, file: !1070, line: 66, baseType: !1074, size: 64, offset: 704)
!1085 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !1069, file: !1070, line: 68, baseType: !1086, size: 64, offset: 768)
!1086 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1087, size: 64)
!1087 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !1070, line: 36, flags: DIFlagFwdDecl)
!1088 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !1069, file: !1070, line: 70, baseType: !1089, size: 64, offset: 832)
!1089 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1069, size: 64)
!1090 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !1069, file: !1070, line: 72, baseType: !26, size: 32, offset: 896)
!1091 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !1069, file: !1070, line: 73, baseType: !26, size: 32, offset: 928)
!1092 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !1069, file: !1070, line: 74, baseType: !1093, size: 64, offset: 960)
!1093 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !1094, line: 152, baseType: !412)
!1094 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!1095 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !1069, file: !1070, line: 77, baseType: !32, size: 16, offset: 1024)
!1096 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !1069, file: !1070, line: 78, baseType: !1097, size: 8, offset: 1040)
!1097 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!1098 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !1069, file: !1070, line: 79, baseType: !1099, size: 8, offset: 1048)
!1099 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 8, elements: !1100)
!1100 = !{!1101}
!1101 = !DISubrange(count: 1)
!1102 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !1069, file: !1070, line: 81, baseType: !1103, size: 64, offset: 1088)
!1103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1104, size: 64)
!1104 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !1070, line: 43, baseType: null)
!1105 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !1069, file: !1070, line: 89, baseType: !1106, size: 64, offset: 1152)
!1106 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !1094, line: 153, baseType: !412)
!1107 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !1069, file: !1070, line: 91, baseType: !1108, size: 64, offset: 1216)
!1108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1109, size: 64)
!1109 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !1070, line: 37, flags: DIFlagFwdDecl)
!1110 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !1069, file: !1070, line: 92, baseType: !1111, size: 64, offset: 1280)
!1111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1112, size: 64)
!1112 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !1070, line: 38, flags: DIFlagFwdDecl)
!1113 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !1069, file: !1070, line: 93, baseType: !1089, size: 64, offset: 1344)
!1114 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !1069, file: !1070, line: 94, baseType: !22, size: 64, offset: 1408)
!1115 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !1069, file: !1070, line: 95, baseType: !508, size: 64, offset: 1472)
!1116 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !1069, file: !1070, line: 96, baseType: !26, size: 32, offset: 1536)
!1117 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !1069, file: !1070, line: 98, baseType: !1118, size: 160, offset: 1568)
!1118 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 160, elements: !1119)
!1119 = !{!1120}
!1120 = !DISubrange(count: 20)
!1121 = !DISubprogram(name: "fflush", scope: !1059, file: !1059, line: 230, type: !1122, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1122 = !DISubroutineType(types: !1123)
!1123 = !{!26, !1066}
!1124 = !DISubprogram(name: "luaL_checklstring", scope: !236, file: !236, line: 55, type: !991, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1125 = !DISubprogram(name: "lua_warning", scope: !24, file: !24, line: 323, type: !1126, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1126 = !DISubroutineType(types: !1127)
!1127 = !{null, !150, !179, !26}
!1128 = !DISubprogram(name: "lua_rawequal", scope: !24, file: !24, line: 237, type: !478, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1129 = !DISubprogram(name: "luaL_typeerror", scope: !236, file: !236, line: 54, type: !966, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1130 = !DISubprogram(name: "lua_rawlen", scope: !24, file: !24, line: 205, type: !1131, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1131 = !DISubroutineType(types: !1132)
!1132 = !{!29, !150, !26}
!1133 = !DISubprogram(name: "lua_rawget", scope: !24, file: !24, line: 265, type: !351, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1134 = !DISubprogram(name: "lua_rawset", scope: !24, file: !24, line: 282, type: !270, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1135 = !DISubprogram(name: "luaL_argerror", scope: !236, file: !236, line: 53, type: !966, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1136 = !DISubprogram(name: "lua_setmetatable", scope: !24, file: !24, line: 285, type: !351, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1137 = !DISubprogram(name: "lua_stringtonumber", scope: !24, file: !24, line: 356, type: !1138, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1138 = !DISubroutineType(types: !1139)
!1139 = !{!508, !150, !179}
!1140 = !DISubprogram(name: "strspn", scope: !1141, file: !1141, line: 297, type: !1142, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1141 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!1142 = !DISubroutineType(types: !1143)
!1143 = !{!510, !179, !179}
!1144 = !DISubprogram(name: "__ctype_b_loc", scope: !6, file: !6, line: 79, type: !1145, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1145 = !DISubroutineType(types: !1146)
!1146 = !{!1147}
!1147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1148, size: 64)
!1148 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1149, size: 64)
!1149 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !32)
!1150 = !DISubprogram(name: "__ctype_toupper_loc", scope: !6, file: !6, line: 83, type: !1151, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1151 = !DISubroutineType(types: !1152)
!1152 = !{!1153}
!1153 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1154, size: 64)
!1154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1155, size: 64)
!1155 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1156)
!1156 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !1094, line: 41, baseType: !26)
!1157 = !DISubprogram(name: "lua_typename", scope: !24, file: !24, line: 199, type: !1158, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1158 = !DISubroutineType(types: !1159)
!1159 = !{!179, !150, !26}
