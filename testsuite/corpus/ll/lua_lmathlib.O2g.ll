; ModuleID = 'src/lua/lmathlib.c'
source_filename = "src/lua/lmathlib.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.luaL_Reg = type { ptr, ptr }

@mathlib = internal constant [36 x %struct.luaL_Reg] [%struct.luaL_Reg { ptr @.str.4, ptr @math_abs }, %struct.luaL_Reg { ptr @.str.5, ptr @math_acos }, %struct.luaL_Reg { ptr @.str.6, ptr @math_asin }, %struct.luaL_Reg { ptr @.str.7, ptr @math_atan }, %struct.luaL_Reg { ptr @.str.8, ptr @math_ceil }, %struct.luaL_Reg { ptr @.str.9, ptr @math_cos }, %struct.luaL_Reg { ptr @.str.10, ptr @math_deg }, %struct.luaL_Reg { ptr @.str.11, ptr @math_exp }, %struct.luaL_Reg { ptr @.str.12, ptr @math_toint }, %struct.luaL_Reg { ptr @.str.13, ptr @math_floor }, %struct.luaL_Reg { ptr @.str.14, ptr @math_fmod }, %struct.luaL_Reg { ptr @.str.15, ptr @math_ult }, %struct.luaL_Reg { ptr @.str.16, ptr @math_log }, %struct.luaL_Reg { ptr @.str.17, ptr @math_max }, %struct.luaL_Reg { ptr @.str.18, ptr @math_min }, %struct.luaL_Reg { ptr @.str.19, ptr @math_modf }, %struct.luaL_Reg { ptr @.str.20, ptr @math_rad }, %struct.luaL_Reg { ptr @.str.21, ptr @math_sin }, %struct.luaL_Reg { ptr @.str.22, ptr @math_sqrt }, %struct.luaL_Reg { ptr @.str.23, ptr @math_tan }, %struct.luaL_Reg { ptr @.str.24, ptr @math_type }, %struct.luaL_Reg { ptr @.str.25, ptr @math_atan }, %struct.luaL_Reg { ptr @.str.26, ptr @math_cosh }, %struct.luaL_Reg { ptr @.str.27, ptr @math_sinh }, %struct.luaL_Reg { ptr @.str.28, ptr @math_tanh }, %struct.luaL_Reg { ptr @.str.29, ptr @math_pow }, %struct.luaL_Reg { ptr @.str.30, ptr @math_frexp }, %struct.luaL_Reg { ptr @.str.31, ptr @math_ldexp }, %struct.luaL_Reg { ptr @.str.32, ptr @math_log10 }, %struct.luaL_Reg { ptr @.str.33, ptr null }, %struct.luaL_Reg { ptr @.str.34, ptr null }, %struct.luaL_Reg { ptr @.str, ptr null }, %struct.luaL_Reg { ptr @.str.1, ptr null }, %struct.luaL_Reg { ptr @.str.2, ptr null }, %struct.luaL_Reg { ptr @.str.3, ptr null }, %struct.luaL_Reg zeroinitializer], align 16, !dbg !0
@.str = private unnamed_addr constant [3 x i8] c"pi\00", align 1, !dbg !27
@.str.1 = private unnamed_addr constant [5 x i8] c"huge\00", align 1, !dbg !33
@.str.2 = private unnamed_addr constant [11 x i8] c"maxinteger\00", align 1, !dbg !38
@.str.3 = private unnamed_addr constant [11 x i8] c"mininteger\00", align 1, !dbg !43
@.str.4 = private unnamed_addr constant [4 x i8] c"abs\00", align 1, !dbg !45
@.str.5 = private unnamed_addr constant [5 x i8] c"acos\00", align 1, !dbg !48
@.str.6 = private unnamed_addr constant [5 x i8] c"asin\00", align 1, !dbg !50
@.str.7 = private unnamed_addr constant [5 x i8] c"atan\00", align 1, !dbg !52
@.str.8 = private unnamed_addr constant [5 x i8] c"ceil\00", align 1, !dbg !54
@.str.9 = private unnamed_addr constant [4 x i8] c"cos\00", align 1, !dbg !56
@.str.10 = private unnamed_addr constant [4 x i8] c"deg\00", align 1, !dbg !58
@.str.11 = private unnamed_addr constant [4 x i8] c"exp\00", align 1, !dbg !60
@.str.12 = private unnamed_addr constant [10 x i8] c"tointeger\00", align 1, !dbg !62
@.str.13 = private unnamed_addr constant [6 x i8] c"floor\00", align 1, !dbg !67
@.str.14 = private unnamed_addr constant [5 x i8] c"fmod\00", align 1, !dbg !72
@.str.15 = private unnamed_addr constant [4 x i8] c"ult\00", align 1, !dbg !74
@.str.16 = private unnamed_addr constant [4 x i8] c"log\00", align 1, !dbg !76
@.str.17 = private unnamed_addr constant [4 x i8] c"max\00", align 1, !dbg !78
@.str.18 = private unnamed_addr constant [4 x i8] c"min\00", align 1, !dbg !80
@.str.19 = private unnamed_addr constant [5 x i8] c"modf\00", align 1, !dbg !82
@.str.20 = private unnamed_addr constant [4 x i8] c"rad\00", align 1, !dbg !84
@.str.21 = private unnamed_addr constant [4 x i8] c"sin\00", align 1, !dbg !86
@.str.22 = private unnamed_addr constant [5 x i8] c"sqrt\00", align 1, !dbg !88
@.str.23 = private unnamed_addr constant [4 x i8] c"tan\00", align 1, !dbg !90
@.str.24 = private unnamed_addr constant [5 x i8] c"type\00", align 1, !dbg !92
@.str.25 = private unnamed_addr constant [6 x i8] c"atan2\00", align 1, !dbg !94
@.str.26 = private unnamed_addr constant [5 x i8] c"cosh\00", align 1, !dbg !96
@.str.27 = private unnamed_addr constant [5 x i8] c"sinh\00", align 1, !dbg !98
@.str.28 = private unnamed_addr constant [5 x i8] c"tanh\00", align 1, !dbg !100
@.str.29 = private unnamed_addr constant [4 x i8] c"pow\00", align 1, !dbg !102
@.str.30 = private unnamed_addr constant [6 x i8] c"frexp\00", align 1, !dbg !104
@.str.31 = private unnamed_addr constant [6 x i8] c"ldexp\00", align 1, !dbg !106
@.str.32 = private unnamed_addr constant [6 x i8] c"log10\00", align 1, !dbg !108
@.str.33 = private unnamed_addr constant [7 x i8] c"random\00", align 1, !dbg !110
@.str.34 = private unnamed_addr constant [11 x i8] c"randomseed\00", align 1, !dbg !115
@.str.35 = private unnamed_addr constant [5 x i8] c"zero\00", align 1, !dbg !117
@.str.36 = private unnamed_addr constant [15 x i8] c"value expected\00", align 1, !dbg !119
@.str.37 = private unnamed_addr constant [8 x i8] c"integer\00", align 1, !dbg !124
@.str.38 = private unnamed_addr constant [6 x i8] c"float\00", align 1, !dbg !129
@randfuncs = internal constant [3 x %struct.luaL_Reg] [%struct.luaL_Reg { ptr @.str.33, ptr @math_random }, %struct.luaL_Reg { ptr @.str.34, ptr @math_randomseed }, %struct.luaL_Reg zeroinitializer], align 16, !dbg !131
@.str.39 = private unnamed_addr constant [26 x i8] c"wrong number of arguments\00", align 1, !dbg !150
@.str.40 = private unnamed_addr constant [18 x i8] c"interval is empty\00", align 1, !dbg !155

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @luaopen_math(ptr noundef %0) local_unnamed_addr #0 !dbg !171 {
    #dbg_value(ptr %0, !173, !DIExpression(), !174)
  tail call void @luaL_checkversion_(ptr noundef %0, double noundef 5.040000e+02, i64 noundef 136) #9, !dbg !175
  tail call void @lua_createtable(ptr noundef %0, i32 noundef 0, i32 noundef 35) #9, !dbg !175
  tail call void @luaL_setfuncs(ptr noundef %0, ptr noundef nonnull @mathlib, i32 noundef 0) #9, !dbg !175
  tail call void @lua_pushnumber(ptr noundef %0, double noundef 0x400921FB54442D18) #9, !dbg !176
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str) #9, !dbg !177
  tail call void @lua_pushnumber(ptr noundef %0, double noundef 0x7FF0000000000000) #9, !dbg !178
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.1) #9, !dbg !179
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef 9223372036854775807) #9, !dbg !180
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.2) #9, !dbg !181
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef -9223372036854775808) #9, !dbg !182
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.3) #9, !dbg !183
    #dbg_value(ptr %0, !184, !DIExpression(), !190)
  %2 = tail call ptr @lua_newuserdatauv(ptr noundef %0, i64 noundef 32, i32 noundef 0) #9, !dbg !192
    #dbg_value(ptr %2, !189, !DIExpression(), !190)
    #dbg_value(ptr %0, !193, !DIExpression(), !201)
    #dbg_value(ptr %2, !198, !DIExpression(), !201)
  %3 = tail call i64 @time(ptr noundef null) #9, !dbg !203
    #dbg_value(i64 %3, !199, !DIExpression(), !201)
  %4 = ptrtoint ptr %0 to i64, !dbg !204
    #dbg_value(i64 %4, !200, !DIExpression(), !201)
  tail call fastcc void @setseed(ptr noundef %0, ptr noundef %2, i64 noundef %3, i64 noundef %4), !dbg !205
  tail call void @lua_settop(ptr noundef %0, i32 noundef -3) #9, !dbg !206
  tail call void @luaL_setfuncs(ptr noundef %0, ptr noundef nonnull @randfuncs, i32 noundef 1) #9, !dbg !207
  ret i32 1, !dbg !208
}

declare !dbg !209 void @luaL_checkversion_(ptr noundef, double noundef, i64 noundef) local_unnamed_addr #1

declare !dbg !212 void @lua_createtable(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !215 void @luaL_setfuncs(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !219 void @lua_pushnumber(ptr noundef, double noundef) local_unnamed_addr #1

declare !dbg !222 void @lua_setfield(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !225 void @lua_pushinteger(ptr noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_abs(ptr noundef %0) #0 !dbg !228 {
    #dbg_value(ptr %0, !230, !DIExpression(), !234)
  %2 = tail call i32 @lua_isinteger(ptr noundef %0, i32 noundef 1) #9, !dbg !235
  %3 = icmp eq i32 %2, 0, !dbg !235
  br i1 %3, label %7, label %4, !dbg !236

4:                                                ; preds = %1
  %5 = tail call i64 @lua_tointegerx(ptr noundef %0, i32 noundef 1, ptr noundef null) #9, !dbg !237
    #dbg_value(i64 %5, !231, !DIExpression(), !238)
  %6 = tail call i64 @llvm.abs.i64(i64 %5, i1 false), !dbg !239
    #dbg_value(i64 %6, !231, !DIExpression(), !238)
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %6) #9, !dbg !240
  br label %10, !dbg !241

7:                                                ; preds = %1
  %8 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9, !dbg !242
  %9 = tail call double @llvm.fabs.f64(double %8), !dbg !243
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %9) #9, !dbg !244
  br label %10

10:                                               ; preds = %7, %4
  ret i32 1, !dbg !245
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_acos(ptr noundef %0) #0 !dbg !246 {
    #dbg_value(ptr %0, !248, !DIExpression(), !249)
  %2 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9, !dbg !250
  %3 = tail call double @acos(double noundef %2) #9, !dbg !251
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %3) #9, !dbg !252
  ret i32 1, !dbg !253
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_asin(ptr noundef %0) #0 !dbg !254 {
    #dbg_value(ptr %0, !256, !DIExpression(), !257)
  %2 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9, !dbg !258
  %3 = tail call double @asin(double noundef %2) #9, !dbg !259
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %3) #9, !dbg !260
  ret i32 1, !dbg !261
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_atan(ptr noundef %0) #0 !dbg !262 {
    #dbg_value(ptr %0, !264, !DIExpression(), !267)
  %2 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9, !dbg !268
    #dbg_value(double %2, !265, !DIExpression(), !267)
  %3 = tail call double @luaL_optnumber(ptr noundef %0, i32 noundef 2, double noundef 1.000000e+00) #9, !dbg !269
    #dbg_value(double %3, !266, !DIExpression(), !267)
  %4 = tail call double @atan2(double noundef %2, double noundef %3) #9, !dbg !270
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %4) #9, !dbg !271
  ret i32 1, !dbg !272
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_ceil(ptr noundef %0) #0 !dbg !273 {
    #dbg_value(ptr %0, !275, !DIExpression(), !279)
  %2 = tail call i32 @lua_isinteger(ptr noundef %0, i32 noundef 1) #9, !dbg !280
  %3 = icmp eq i32 %2, 0, !dbg !280
  br i1 %3, label %5, label %4, !dbg !281

4:                                                ; preds = %1
  tail call void @lua_settop(ptr noundef %0, i32 noundef 1) #9, !dbg !282
  br label %14, !dbg !282

5:                                                ; preds = %1
  %6 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9, !dbg !283
  %7 = tail call double @llvm.ceil.f64(double %6), !dbg !284
    #dbg_value(double %7, !276, !DIExpression(), !285)
    #dbg_value(ptr %0, !286, !DIExpression(), !291)
    #dbg_value(double %7, !289, !DIExpression(), !291)
  %8 = fcmp oge double %7, 0xC3E0000000000000, !dbg !293
  %9 = fcmp olt double %7, 0x43E0000000000000, !dbg !293
  %10 = and i1 %8, %9, !dbg !293
  br i1 %10, label %11, label %13, !dbg !293

11:                                               ; preds = %5
  %12 = fptosi double %7 to i64, !dbg !293
    #dbg_value(i64 %12, !290, !DIExpression(), !291)
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %12) #9, !dbg !295
  br label %14, !dbg !295

13:                                               ; preds = %5
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %7) #9, !dbg !296
  br label %14

14:                                               ; preds = %13, %11, %4
  ret i32 1, !dbg !297
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_cos(ptr noundef %0) #0 !dbg !298 {
    #dbg_value(ptr %0, !300, !DIExpression(), !301)
  %2 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9, !dbg !302
  %3 = tail call double @cos(double noundef %2) #9, !dbg !303
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %3) #9, !dbg !304
  ret i32 1, !dbg !305
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_deg(ptr noundef %0) #0 !dbg !306 {
    #dbg_value(ptr %0, !308, !DIExpression(), !309)
  %2 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9, !dbg !310
  %3 = fmul double %2, 0x404CA5DC1A63C1F8, !dbg !311
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %3) #9, !dbg !312
  ret i32 1, !dbg !313
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_exp(ptr noundef %0) #0 !dbg !314 {
    #dbg_value(ptr %0, !316, !DIExpression(), !317)
  %2 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9, !dbg !318
  %3 = tail call double @exp(double noundef %2) #9, !dbg !319
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %3) #9, !dbg !320
  ret i32 1, !dbg !321
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_toint(ptr noundef %0) #0 !dbg !322 {
  %2 = alloca i32, align 4, !DIAssignID !327
    #dbg_assign(i1 undef, !325, !DIExpression(), !327, ptr %2, !DIExpression(), !328)
    #dbg_value(ptr %0, !324, !DIExpression(), !328)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #9, !dbg !329
  %3 = call i64 @lua_tointegerx(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %2) #9, !dbg !330
    #dbg_value(i64 %3, !326, !DIExpression(), !328)
  %4 = load i32, ptr %2, align 4, !dbg !331, !tbaa !333
  %5 = icmp eq i32 %4, 0, !dbg !331
  br i1 %5, label %7, label %6, !dbg !337, !prof !338

6:                                                ; preds = %1
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %3) #9, !dbg !339
  br label %8, !dbg !339

7:                                                ; preds = %1
  call void @luaL_checkany(ptr noundef %0, i32 noundef 1) #9, !dbg !340
  call void @lua_pushnil(ptr noundef %0) #9, !dbg !342
  br label %8

8:                                                ; preds = %7, %6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #9, !dbg !343
  ret i32 1, !dbg !344
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_floor(ptr noundef %0) #0 !dbg !345 {
    #dbg_value(ptr %0, !347, !DIExpression(), !351)
  %2 = tail call i32 @lua_isinteger(ptr noundef %0, i32 noundef 1) #9, !dbg !352
  %3 = icmp eq i32 %2, 0, !dbg !352
  br i1 %3, label %5, label %4, !dbg !353

4:                                                ; preds = %1
  tail call void @lua_settop(ptr noundef %0, i32 noundef 1) #9, !dbg !354
  br label %14, !dbg !354

5:                                                ; preds = %1
  %6 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9, !dbg !355
  %7 = tail call double @llvm.floor.f64(double %6), !dbg !356
    #dbg_value(double %7, !348, !DIExpression(), !357)
    #dbg_value(ptr %0, !286, !DIExpression(), !358)
    #dbg_value(double %7, !289, !DIExpression(), !358)
  %8 = fcmp oge double %7, 0xC3E0000000000000, !dbg !360
  %9 = fcmp olt double %7, 0x43E0000000000000, !dbg !360
  %10 = and i1 %8, %9, !dbg !360
  br i1 %10, label %11, label %13, !dbg !360

11:                                               ; preds = %5
  %12 = fptosi double %7 to i64, !dbg !360
    #dbg_value(i64 %12, !290, !DIExpression(), !358)
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %12) #9, !dbg !361
  br label %14, !dbg !361

13:                                               ; preds = %5
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %7) #9, !dbg !362
  br label %14

14:                                               ; preds = %13, %11, %4
  ret i32 1, !dbg !363
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_fmod(ptr noundef %0) #0 !dbg !364 {
    #dbg_value(ptr %0, !366, !DIExpression(), !370)
  %2 = tail call i32 @lua_isinteger(ptr noundef %0, i32 noundef 1) #9, !dbg !371
  %3 = icmp eq i32 %2, 0, !dbg !371
  br i1 %3, label %19, label %4, !dbg !372

4:                                                ; preds = %1
  %5 = tail call i32 @lua_isinteger(ptr noundef %0, i32 noundef 2) #9, !dbg !373
  %6 = icmp eq i32 %5, 0, !dbg !373
  br i1 %6, label %19, label %7, !dbg !374

7:                                                ; preds = %4
  %8 = tail call i64 @lua_tointegerx(ptr noundef %0, i32 noundef 2, ptr noundef null) #9, !dbg !375
    #dbg_value(i64 %8, !367, !DIExpression(), !376)
  %9 = add i64 %8, 1, !dbg !377
  %10 = icmp ult i64 %9, 2, !dbg !379
  br i1 %10, label %11, label %16, !dbg !380

11:                                               ; preds = %7
  %12 = icmp eq i64 %8, 0, !dbg !381
  br i1 %12, label %13, label %15, !dbg !381, !prof !338

13:                                               ; preds = %11
  %14 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.35) #9, !dbg !381
  br label %15, !dbg !381

15:                                               ; preds = %13, %11
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef 0) #9, !dbg !383
  br label %23, !dbg !384

16:                                               ; preds = %7
  %17 = tail call i64 @lua_tointegerx(ptr noundef %0, i32 noundef 1, ptr noundef null) #9, !dbg !385
  %18 = srem i64 %17, %8, !dbg !386
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %18) #9, !dbg !387
  br label %23

19:                                               ; preds = %4, %1
  %20 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9, !dbg !388
  %21 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 2) #9, !dbg !389
  %22 = tail call double @fmod(double noundef %20, double noundef %21) #9, !dbg !390
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %22) #9, !dbg !391
  br label %23

23:                                               ; preds = %15, %16, %19
  ret i32 1, !dbg !392
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_ult(ptr noundef %0) #0 !dbg !393 {
    #dbg_value(ptr %0, !395, !DIExpression(), !398)
  %2 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 1) #9, !dbg !399
    #dbg_value(i64 %2, !396, !DIExpression(), !398)
  %3 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 2) #9, !dbg !400
    #dbg_value(i64 %3, !397, !DIExpression(), !398)
  %4 = icmp ult i64 %2, %3, !dbg !401
  %5 = zext i1 %4 to i32, !dbg !401
  tail call void @lua_pushboolean(ptr noundef %0, i32 noundef %5) #9, !dbg !402
  ret i32 1, !dbg !403
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_log(ptr noundef %0) #0 !dbg !404 {
    #dbg_value(ptr %0, !406, !DIExpression(), !412)
  %2 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9, !dbg !413
    #dbg_value(double %2, !407, !DIExpression(), !412)
  %3 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 2) #9, !dbg !414
  %4 = icmp slt i32 %3, 1, !dbg !414
  br i1 %4, label %5, label %7, !dbg !415

5:                                                ; preds = %1
  %6 = tail call double @log(double noundef %2) #9, !dbg !416
    #dbg_value(double %6, !408, !DIExpression(), !412)
  br label %20, !dbg !417

7:                                                ; preds = %1
  %8 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 2) #9, !dbg !418
    #dbg_value(double %8, !409, !DIExpression(), !419)
  %9 = fcmp oeq double %8, 2.000000e+00, !dbg !420
  br i1 %9, label %10, label %12, !dbg !422

10:                                               ; preds = %7
  %11 = tail call double @log2(double noundef %2) #9, !dbg !423
    #dbg_value(double %11, !408, !DIExpression(), !412)
  br label %20, !dbg !424

12:                                               ; preds = %7
  %13 = fcmp oeq double %8, 1.000000e+01, !dbg !425
  br i1 %13, label %14, label %16, !dbg !427

14:                                               ; preds = %12
  %15 = tail call double @log10(double noundef %2) #9, !dbg !428
    #dbg_value(double %15, !408, !DIExpression(), !412)
  br label %20, !dbg !429

16:                                               ; preds = %12
  %17 = tail call double @log(double noundef %2) #9, !dbg !430
  %18 = tail call double @log(double noundef %8) #9, !dbg !431
  %19 = fdiv double %17, %18, !dbg !432
    #dbg_value(double %19, !408, !DIExpression(), !412)
  br label %20

20:                                               ; preds = %10, %16, %14, %5
  %21 = phi double [ %6, %5 ], [ %11, %10 ], [ %15, %14 ], [ %19, %16 ], !dbg !433
    #dbg_value(double %21, !408, !DIExpression(), !412)
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %21) #9, !dbg !434
  ret i32 1, !dbg !435
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_max(ptr noundef %0) #0 !dbg !436 {
    #dbg_value(ptr %0, !438, !DIExpression(), !442)
  %2 = tail call i32 @lua_gettop(ptr noundef %0) #9, !dbg !443
    #dbg_value(i32 %2, !439, !DIExpression(), !442)
    #dbg_value(i32 1, !440, !DIExpression(), !442)
  %3 = icmp sgt i32 %2, 0, !dbg !444
  br i1 %3, label %6, label %4, !dbg !444, !prof !445

4:                                                ; preds = %1
  %5 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.36) #9, !dbg !444
    #dbg_value(i32 2, !441, !DIExpression(), !442)
    #dbg_value(i32 1, !440, !DIExpression(), !442)
  br label %16, !dbg !446

6:                                                ; preds = %1
    #dbg_value(i32 2, !441, !DIExpression(), !442)
    #dbg_value(i32 1, !440, !DIExpression(), !442)
  %7 = icmp eq i32 %2, 1, !dbg !448
  br i1 %7, label %16, label %8, !dbg !446

8:                                                ; preds = %6, %8
  %9 = phi i32 [ %14, %8 ], [ 2, %6 ]
  %10 = phi i32 [ %13, %8 ], [ 1, %6 ]
    #dbg_value(i32 %9, !441, !DIExpression(), !442)
    #dbg_value(i32 %10, !440, !DIExpression(), !442)
  %11 = tail call i32 @lua_compare(ptr noundef %0, i32 noundef %10, i32 noundef %9, i32 noundef 1) #9, !dbg !450
  %12 = icmp eq i32 %11, 0, !dbg !450
  %13 = select i1 %12, i32 %10, i32 %9, !dbg !453
    #dbg_value(i32 %13, !440, !DIExpression(), !442)
  %14 = add nuw i32 %9, 1, !dbg !454
    #dbg_value(i32 %14, !441, !DIExpression(), !442)
  %15 = icmp eq i32 %9, %2, !dbg !448
  br i1 %15, label %16, label %8, !dbg !446, !llvm.loop !455

16:                                               ; preds = %8, %4, %6
  %17 = phi i32 [ 1, %6 ], [ 1, %4 ], [ %13, %8 ], !dbg !442
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef %17) #9, !dbg !458
  ret i32 1, !dbg !459
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_min(ptr noundef %0) #0 !dbg !460 {
    #dbg_value(ptr %0, !462, !DIExpression(), !466)
  %2 = tail call i32 @lua_gettop(ptr noundef %0) #9, !dbg !467
    #dbg_value(i32 %2, !463, !DIExpression(), !466)
    #dbg_value(i32 1, !464, !DIExpression(), !466)
  %3 = icmp sgt i32 %2, 0, !dbg !468
  br i1 %3, label %6, label %4, !dbg !468, !prof !445

4:                                                ; preds = %1
  %5 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.36) #9, !dbg !468
    #dbg_value(i32 2, !465, !DIExpression(), !466)
    #dbg_value(i32 1, !464, !DIExpression(), !466)
  br label %16, !dbg !469

6:                                                ; preds = %1
    #dbg_value(i32 2, !465, !DIExpression(), !466)
    #dbg_value(i32 1, !464, !DIExpression(), !466)
  %7 = icmp eq i32 %2, 1, !dbg !471
  br i1 %7, label %16, label %8, !dbg !469

8:                                                ; preds = %6, %8
  %9 = phi i32 [ %14, %8 ], [ 2, %6 ]
  %10 = phi i32 [ %13, %8 ], [ 1, %6 ]
    #dbg_value(i32 %9, !465, !DIExpression(), !466)
    #dbg_value(i32 %10, !464, !DIExpression(), !466)
  %11 = tail call i32 @lua_compare(ptr noundef %0, i32 noundef %9, i32 noundef %10, i32 noundef 1) #9, !dbg !473
  %12 = icmp eq i32 %11, 0, !dbg !473
  %13 = select i1 %12, i32 %10, i32 %9, !dbg !476
    #dbg_value(i32 %13, !464, !DIExpression(), !466)
  %14 = add nuw i32 %9, 1, !dbg !477
    #dbg_value(i32 %14, !465, !DIExpression(), !466)
  %15 = icmp eq i32 %9, %2, !dbg !471
  br i1 %15, label %16, label %8, !dbg !469, !llvm.loop !478

16:                                               ; preds = %8, %4, %6
  %17 = phi i32 [ 1, %6 ], [ 1, %4 ], [ %13, %8 ], !dbg !466
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef %17) #9, !dbg !480
  ret i32 1, !dbg !481
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_modf(ptr noundef %0) #0 !dbg !482 {
    #dbg_value(ptr %0, !484, !DIExpression(), !489)
  %2 = tail call i32 @lua_isinteger(ptr noundef %0, i32 noundef 1) #9, !dbg !490
  %3 = icmp eq i32 %2, 0, !dbg !490
  br i1 %3, label %5, label %4, !dbg !491

4:                                                ; preds = %1
  tail call void @lua_settop(ptr noundef %0, i32 noundef 1) #9, !dbg !492
  br label %24, !dbg !494

5:                                                ; preds = %1
  %6 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9, !dbg !495
    #dbg_value(double %6, !485, !DIExpression(), !496)
  %7 = fcmp olt double %6, 0.000000e+00, !dbg !497
  br i1 %7, label %8, label %10, !dbg !498

8:                                                ; preds = %5
  %9 = tail call double @llvm.ceil.f64(double %6), !dbg !499
  br label %12, !dbg !498

10:                                               ; preds = %5
  %11 = tail call double @llvm.floor.f64(double %6), !dbg !500
  br label %12, !dbg !498

12:                                               ; preds = %10, %8
  %13 = phi double [ %9, %8 ], [ %11, %10 ], !dbg !498
    #dbg_value(double %13, !488, !DIExpression(), !496)
    #dbg_value(ptr %0, !286, !DIExpression(), !501)
    #dbg_value(double %13, !289, !DIExpression(), !501)
  %14 = fcmp oge double %13, 0xC3E0000000000000, !dbg !503
  %15 = fcmp olt double %13, 0x43E0000000000000, !dbg !503
  %16 = and i1 %14, %15, !dbg !503
  br i1 %16, label %17, label %19, !dbg !503

17:                                               ; preds = %12
  %18 = fptosi double %13 to i64, !dbg !503
    #dbg_value(i64 %18, !290, !DIExpression(), !501)
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %18) #9, !dbg !504
  br label %20, !dbg !504

19:                                               ; preds = %12
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %13) #9, !dbg !505
  br label %20

20:                                               ; preds = %17, %19
  %21 = fcmp oeq double %6, %13, !dbg !506
  %22 = fsub double %6, %13, !dbg !507
  %23 = select i1 %21, double 0.000000e+00, double %22, !dbg !507
  br label %24

24:                                               ; preds = %20, %4
  %25 = phi double [ %23, %20 ], [ 0.000000e+00, %4 ]
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %25) #9, !dbg !508
  ret i32 2, !dbg !509
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_rad(ptr noundef %0) #0 !dbg !510 {
    #dbg_value(ptr %0, !512, !DIExpression(), !513)
  %2 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9, !dbg !514
  %3 = fmul double %2, 0x3F91DF46A2529D39, !dbg !515
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %3) #9, !dbg !516
  ret i32 1, !dbg !517
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_sin(ptr noundef %0) #0 !dbg !518 {
    #dbg_value(ptr %0, !520, !DIExpression(), !521)
  %2 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9, !dbg !522
  %3 = tail call double @sin(double noundef %2) #9, !dbg !523
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %3) #9, !dbg !524
  ret i32 1, !dbg !525
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_sqrt(ptr noundef %0) #0 !dbg !526 {
    #dbg_value(ptr %0, !528, !DIExpression(), !529)
  %2 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9, !dbg !530
  %3 = tail call double @sqrt(double noundef %2) #9, !dbg !531
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %3) #9, !dbg !532
  ret i32 1, !dbg !533
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_tan(ptr noundef %0) #0 !dbg !534 {
    #dbg_value(ptr %0, !536, !DIExpression(), !537)
  %2 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9, !dbg !538
  %3 = tail call double @tan(double noundef %2) #9, !dbg !539
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %3) #9, !dbg !540
  ret i32 1, !dbg !541
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_type(ptr noundef %0) #0 !dbg !542 {
    #dbg_value(ptr %0, !544, !DIExpression(), !545)
  %2 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #9, !dbg !546
  %3 = icmp eq i32 %2, 3, !dbg !548
  br i1 %3, label %4, label %9, !dbg !549

4:                                                ; preds = %1
  %5 = tail call i32 @lua_isinteger(ptr noundef %0, i32 noundef 1) #9, !dbg !550
  %6 = icmp eq i32 %5, 0, !dbg !551
  %7 = select i1 %6, ptr @.str.38, ptr @.str.37, !dbg !551
  %8 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull %7) #9, !dbg !552
  br label %10, !dbg !552

9:                                                ; preds = %1
  tail call void @luaL_checkany(ptr noundef %0, i32 noundef 1) #9, !dbg !553
  tail call void @lua_pushnil(ptr noundef %0) #9, !dbg !555
  br label %10

10:                                               ; preds = %9, %4
  ret i32 1, !dbg !556
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_cosh(ptr noundef %0) #0 !dbg !557 {
    #dbg_value(ptr %0, !559, !DIExpression(), !560)
  %2 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9, !dbg !561
  %3 = tail call double @cosh(double noundef %2) #9, !dbg !562
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %3) #9, !dbg !563
  ret i32 1, !dbg !564
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_sinh(ptr noundef %0) #0 !dbg !565 {
    #dbg_value(ptr %0, !567, !DIExpression(), !568)
  %2 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9, !dbg !569
  %3 = tail call double @sinh(double noundef %2) #9, !dbg !570
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %3) #9, !dbg !571
  ret i32 1, !dbg !572
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_tanh(ptr noundef %0) #0 !dbg !573 {
    #dbg_value(ptr %0, !575, !DIExpression(), !576)
  %2 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9, !dbg !577
  %3 = tail call double @tanh(double noundef %2) #9, !dbg !578
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %3) #9, !dbg !579
  ret i32 1, !dbg !580
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_pow(ptr noundef %0) #0 !dbg !581 {
    #dbg_value(ptr %0, !583, !DIExpression(), !586)
  %2 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9, !dbg !587
    #dbg_value(double %2, !584, !DIExpression(), !586)
  %3 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 2) #9, !dbg !588
    #dbg_value(double %3, !585, !DIExpression(), !586)
  %4 = tail call double @pow(double noundef %2, double noundef %3) #9, !dbg !589
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %4) #9, !dbg !590
  ret i32 1, !dbg !591
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_frexp(ptr noundef %0) #0 !dbg !592 {
  %2 = alloca i32, align 4, !DIAssignID !596
    #dbg_assign(i1 undef, !595, !DIExpression(), !596, ptr %2, !DIExpression(), !597)
    #dbg_value(ptr %0, !594, !DIExpression(), !597)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #9, !dbg !598
  %3 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9, !dbg !599
  %4 = call double @frexp(double noundef %3, ptr noundef nonnull %2) #9, !dbg !600
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %4) #9, !dbg !601
  %5 = load i32, ptr %2, align 4, !dbg !602, !tbaa !333
  %6 = sext i32 %5 to i64, !dbg !602
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %6) #9, !dbg !603
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #9, !dbg !604
  ret i32 2, !dbg !605
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_ldexp(ptr noundef %0) #0 !dbg !606 {
    #dbg_value(ptr %0, !608, !DIExpression(), !611)
  %2 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9, !dbg !612
    #dbg_value(double %2, !609, !DIExpression(), !611)
  %3 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 2) #9, !dbg !613
  %4 = trunc i64 %3 to i32, !dbg !614
    #dbg_value(i32 %4, !610, !DIExpression(), !611)
  %5 = tail call double @ldexp(double noundef %2, i32 noundef %4) #9, !dbg !615
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %5) #9, !dbg !616
  ret i32 1, !dbg !617
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_log10(ptr noundef %0) #0 !dbg !618 {
    #dbg_value(ptr %0, !620, !DIExpression(), !621)
  %2 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9, !dbg !622
  %3 = tail call double @log10(double noundef %2) #9, !dbg !623
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %3) #9, !dbg !624
  ret i32 1, !dbg !625
}

declare !dbg !626 i32 @lua_isinteger(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

declare !dbg !629 i64 @lua_tointegerx(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare !dbg !633 double @luaL_checknumber(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !636 double @acos(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !640 double @asin(double noundef) local_unnamed_addr #4

declare !dbg !641 double @luaL_optnumber(ptr noundef, i32 noundef, double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !644 double @atan2(double noundef, double noundef) local_unnamed_addr #4

declare !dbg !647 void @lua_settop(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ceil.f64(double) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !650 double @cos(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !651 double @exp(double noundef) local_unnamed_addr #4

declare !dbg !652 void @luaL_checkany(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !653 void @lua_pushnil(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #3

declare !dbg !654 i32 @luaL_argerror(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !657 double @fmod(double noundef, double noundef) local_unnamed_addr #4

declare !dbg !658 i64 @luaL_checkinteger(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !661 void @lua_pushboolean(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !662 i32 @lua_type(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !663 double @log(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !664 double @log2(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !665 double @log10(double noundef) local_unnamed_addr #4

declare !dbg !666 i32 @lua_gettop(ptr noundef) local_unnamed_addr #1

declare !dbg !667 i32 @lua_compare(ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !670 void @lua_pushvalue(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !671 double @sin(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !672 double @sqrt(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !673 double @tan(double noundef) local_unnamed_addr #4

declare !dbg !674 ptr @lua_pushstring(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !677 double @cosh(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !678 double @sinh(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !679 double @tanh(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !680 double @pow(double noundef, double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare !dbg !681 double @frexp(double noundef, ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !684 double @ldexp(double noundef, i32 noundef) local_unnamed_addr #6

declare !dbg !687 ptr @lua_newuserdatauv(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !690 i64 @time(ptr noundef) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define internal fastcc void @setseed(ptr noundef %0, ptr nocapture noundef writeonly %1, i64 noundef %2, i64 noundef %3) unnamed_addr #0 !dbg !699 {
    #dbg_value(ptr %0, !704, !DIExpression(), !709)
    #dbg_value(ptr %1, !705, !DIExpression(), !709)
    #dbg_value(i64 %2, !706, !DIExpression(), !709)
    #dbg_value(i64 %3, !707, !DIExpression(), !709)
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !710
  %6 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !711
  %7 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !712
    #dbg_value(i32 0, !708, !DIExpression(), !709)
    #dbg_value(i32 0, !708, !DIExpression(), !709)
    #dbg_value(i32 0, !708, !DIExpression(), !709)
    #dbg_value(ptr %1, !713, !DIExpression(), !723)
    #dbg_value(i64 %2, !718, !DIExpression(), !723)
    #dbg_value(i64 255, !719, !DIExpression(), !723)
  %8 = xor i64 %3, %2, !dbg !727
    #dbg_value(i64 %8, !720, !DIExpression(), !723)
    #dbg_value(i64 255, !721, !DIExpression(), !723)
    #dbg_value(i64 255, !728, !DIExpression(DW_OP_constu, 5, DW_OP_mul, DW_OP_stack_value), !734)
    #dbg_value(i32 7, !733, !DIExpression(), !734)
    #dbg_value(!DIArgList(i64 255, i64 255), !722, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 5, DW_OP_mul, DW_OP_constu, 57, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 640, DW_OP_mul, DW_OP_or, DW_OP_constu, 9, DW_OP_mul, DW_OP_stack_value), !723)
    #dbg_value(i64 255, !728, !DIExpression(), !736)
    #dbg_value(i32 45, !733, !DIExpression(), !736)
    #dbg_value(i32 1, !708, !DIExpression(), !709)
    #dbg_value(i64 %2, !718, !DIExpression(DW_OP_constu, 255, DW_OP_xor, DW_OP_stack_value), !723)
    #dbg_value(i64 %8, !719, !DIExpression(DW_OP_constu, 255, DW_OP_xor, DW_OP_stack_value), !723)
    #dbg_value(i64 %3, !720, !DIExpression(DW_OP_constu, 33423615, DW_OP_xor, DW_OP_stack_value), !723)
  %9 = xor i64 %8, 8972014882652415, !dbg !738
    #dbg_value(i64 %9, !721, !DIExpression(), !723)
    #dbg_value(i64 %8, !728, !DIExpression(DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 5, DW_OP_mul, DW_OP_stack_value), !734)
    #dbg_value(!DIArgList(i64 %8, i64 %8), !722, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 5, DW_OP_mul, DW_OP_constu, 57, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 255, DW_OP_xor, DW_OP_constu, 640, DW_OP_mul, DW_OP_or, DW_OP_constu, 9, DW_OP_mul, DW_OP_stack_value), !723)
  %10 = xor i64 %2, 33423360, !dbg !739
  %11 = shl i64 %8, 17, !dbg !740
    #dbg_value(i64 %9, !728, !DIExpression(), !736)
  %12 = tail call i64 @llvm.fshl.i64(i64 %9, i64 %9, i64 45), !dbg !741
    #dbg_value(i32 2, !708, !DIExpression(), !709)
    #dbg_value(i64 %3, !718, !DIExpression(DW_OP_constu, 8972014882652160, DW_OP_xor, DW_OP_stack_value), !723)
    #dbg_value(i64 %10, !719, !DIExpression(), !723)
    #dbg_value(i64 %11, !720, !DIExpression(DW_OP_constu, 8972014882652415, DW_OP_xor, DW_OP_stack_value), !723)
  %13 = xor i64 %12, %10, !dbg !738
    #dbg_value(i64 %13, !721, !DIExpression(), !723)
    #dbg_value(i64 %10, !728, !DIExpression(DW_OP_constu, 5, DW_OP_mul, DW_OP_stack_value), !734)
    #dbg_value(!DIArgList(i64 %10, i64 %10), !722, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 5, DW_OP_mul, DW_OP_constu, 57, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 640, DW_OP_mul, DW_OP_or, DW_OP_constu, 9, DW_OP_mul, DW_OP_stack_value), !723)
  %14 = xor i64 %13, %3, !dbg !742
  %15 = xor i64 %14, 8972014882652160, !dbg !742
  %16 = xor i64 %11, %10, !dbg !739
  %17 = xor i64 %16, 8972014882652415, !dbg !739
  %18 = shl i64 %3, 17, !dbg !743
    #dbg_value(i64 %13, !728, !DIExpression(), !736)
  %19 = tail call i64 @llvm.fshl.i64(i64 %13, i64 %13, i64 45), !dbg !741
    #dbg_value(i32 3, !708, !DIExpression(), !709)
    #dbg_value(i64 %15, !718, !DIExpression(), !723)
    #dbg_value(i64 %17, !719, !DIExpression(), !723)
  %20 = xor i64 %18, %15, !dbg !727
  %21 = xor i64 %20, 8976395749294335, !dbg !727
    #dbg_value(i64 %21, !720, !DIExpression(), !723)
  %22 = xor i64 %19, %17, !dbg !738
    #dbg_value(i64 %22, !721, !DIExpression(), !723)
    #dbg_value(i64 %17, !728, !DIExpression(DW_OP_constu, 5, DW_OP_mul, DW_OP_stack_value), !734)
    #dbg_value(!DIArgList(i64 %17, i64 %17), !722, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 5, DW_OP_mul, DW_OP_constu, 57, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 640, DW_OP_mul, DW_OP_or, DW_OP_constu, 9, DW_OP_mul, DW_OP_stack_value), !723)
  %23 = xor i64 %22, %15, !dbg !742
  %24 = xor i64 %21, %17, !dbg !739
  %25 = shl i64 %17, 17, !dbg !740
  %26 = xor i64 %21, %25, !dbg !743
    #dbg_value(i64 %22, !728, !DIExpression(), !736)
  %27 = tail call i64 @llvm.fshl.i64(i64 %22, i64 %22, i64 45), !dbg !741
    #dbg_value(i32 4, !708, !DIExpression(), !709)
    #dbg_value(i64 %23, !718, !DIExpression(), !723)
    #dbg_value(i64 %24, !719, !DIExpression(), !723)
  %28 = xor i64 %26, %23, !dbg !727
    #dbg_value(i64 %28, !720, !DIExpression(), !723)
  %29 = xor i64 %27, %24, !dbg !738
    #dbg_value(i64 %29, !721, !DIExpression(), !723)
    #dbg_value(i64 %24, !728, !DIExpression(DW_OP_constu, 5, DW_OP_mul, DW_OP_stack_value), !734)
    #dbg_value(!DIArgList(i64 %24, i64 %24), !722, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 5, DW_OP_mul, DW_OP_constu, 57, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 640, DW_OP_mul, DW_OP_or, DW_OP_constu, 9, DW_OP_mul, DW_OP_stack_value), !723)
  %30 = xor i64 %29, %23, !dbg !742
  %31 = xor i64 %28, %24, !dbg !739
  %32 = shl i64 %24, 17, !dbg !740
  %33 = xor i64 %28, %32, !dbg !743
    #dbg_value(i64 %29, !728, !DIExpression(), !736)
  %34 = tail call i64 @llvm.fshl.i64(i64 %29, i64 %29, i64 45), !dbg !741
    #dbg_value(i32 5, !708, !DIExpression(), !709)
    #dbg_value(i64 %30, !718, !DIExpression(), !723)
    #dbg_value(i64 %31, !719, !DIExpression(), !723)
  %35 = xor i64 %33, %30, !dbg !727
    #dbg_value(i64 %35, !720, !DIExpression(), !723)
  %36 = xor i64 %34, %31, !dbg !738
    #dbg_value(i64 %36, !721, !DIExpression(), !723)
    #dbg_value(i64 %31, !728, !DIExpression(DW_OP_constu, 5, DW_OP_mul, DW_OP_stack_value), !734)
    #dbg_value(!DIArgList(i64 %31, i64 %31), !722, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 5, DW_OP_mul, DW_OP_constu, 57, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 640, DW_OP_mul, DW_OP_or, DW_OP_constu, 9, DW_OP_mul, DW_OP_stack_value), !723)
  %37 = xor i64 %36, %30, !dbg !742
  %38 = xor i64 %35, %31, !dbg !739
  %39 = shl i64 %31, 17, !dbg !740
  %40 = xor i64 %35, %39, !dbg !743
    #dbg_value(i64 %36, !728, !DIExpression(), !736)
  %41 = tail call i64 @llvm.fshl.i64(i64 %36, i64 %36, i64 45), !dbg !741
    #dbg_value(i32 6, !708, !DIExpression(), !709)
    #dbg_value(i64 %37, !718, !DIExpression(), !723)
    #dbg_value(i64 %38, !719, !DIExpression(), !723)
  %42 = xor i64 %40, %37, !dbg !727
    #dbg_value(i64 %42, !720, !DIExpression(), !723)
  %43 = xor i64 %41, %38, !dbg !738
    #dbg_value(i64 %43, !721, !DIExpression(), !723)
    #dbg_value(i64 %38, !728, !DIExpression(DW_OP_constu, 5, DW_OP_mul, DW_OP_stack_value), !734)
    #dbg_value(!DIArgList(i64 %38, i64 %38), !722, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 5, DW_OP_mul, DW_OP_constu, 57, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 640, DW_OP_mul, DW_OP_or, DW_OP_constu, 9, DW_OP_mul, DW_OP_stack_value), !723)
  %44 = xor i64 %43, %37, !dbg !742
  %45 = xor i64 %42, %38, !dbg !739
  %46 = shl i64 %38, 17, !dbg !740
  %47 = xor i64 %42, %46, !dbg !743
    #dbg_value(i64 %43, !728, !DIExpression(), !736)
  %48 = tail call i64 @llvm.fshl.i64(i64 %43, i64 %43, i64 45), !dbg !741
    #dbg_value(i32 7, !708, !DIExpression(), !709)
    #dbg_value(i64 %44, !718, !DIExpression(), !723)
    #dbg_value(i64 %45, !719, !DIExpression(), !723)
  %49 = xor i64 %47, %44, !dbg !727
    #dbg_value(i64 %49, !720, !DIExpression(), !723)
  %50 = xor i64 %48, %45, !dbg !738
    #dbg_value(i64 %50, !721, !DIExpression(), !723)
    #dbg_value(i64 %45, !728, !DIExpression(DW_OP_constu, 5, DW_OP_mul, DW_OP_stack_value), !734)
    #dbg_value(!DIArgList(i64 %45, i64 %45), !722, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 5, DW_OP_mul, DW_OP_constu, 57, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 640, DW_OP_mul, DW_OP_or, DW_OP_constu, 9, DW_OP_mul, DW_OP_stack_value), !723)
  %51 = xor i64 %50, %44, !dbg !742
  %52 = xor i64 %49, %45, !dbg !739
  %53 = shl i64 %45, 17, !dbg !740
  %54 = xor i64 %49, %53, !dbg !743
    #dbg_value(i64 %50, !728, !DIExpression(), !736)
  %55 = tail call i64 @llvm.fshl.i64(i64 %50, i64 %50, i64 45), !dbg !741
    #dbg_value(i32 8, !708, !DIExpression(), !709)
    #dbg_value(i64 %51, !718, !DIExpression(), !723)
    #dbg_value(i64 %52, !719, !DIExpression(), !723)
  %56 = xor i64 %54, %51, !dbg !727
    #dbg_value(i64 %56, !720, !DIExpression(), !723)
  %57 = xor i64 %55, %52, !dbg !738
    #dbg_value(i64 %57, !721, !DIExpression(), !723)
    #dbg_value(i64 %52, !728, !DIExpression(DW_OP_constu, 5, DW_OP_mul, DW_OP_stack_value), !734)
    #dbg_value(!DIArgList(i64 %52, i64 %52), !722, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 5, DW_OP_mul, DW_OP_constu, 57, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 640, DW_OP_mul, DW_OP_or, DW_OP_constu, 9, DW_OP_mul, DW_OP_stack_value), !723)
  %58 = xor i64 %57, %51, !dbg !742
  %59 = xor i64 %56, %52, !dbg !739
  %60 = shl i64 %52, 17, !dbg !740
  %61 = xor i64 %56, %60, !dbg !743
    #dbg_value(i64 %57, !728, !DIExpression(), !736)
  %62 = tail call i64 @llvm.fshl.i64(i64 %57, i64 %57, i64 45), !dbg !741
    #dbg_value(i32 9, !708, !DIExpression(), !709)
    #dbg_value(i64 %58, !718, !DIExpression(), !723)
    #dbg_value(i64 %59, !719, !DIExpression(), !723)
  %63 = xor i64 %61, %58, !dbg !727
    #dbg_value(i64 %63, !720, !DIExpression(), !723)
  %64 = xor i64 %62, %59, !dbg !738
    #dbg_value(i64 %64, !721, !DIExpression(), !723)
    #dbg_value(i64 %59, !728, !DIExpression(DW_OP_constu, 5, DW_OP_mul, DW_OP_stack_value), !734)
    #dbg_value(!DIArgList(i64 %59, i64 %59), !722, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 5, DW_OP_mul, DW_OP_constu, 57, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 640, DW_OP_mul, DW_OP_or, DW_OP_constu, 9, DW_OP_mul, DW_OP_stack_value), !723)
  %65 = xor i64 %64, %58, !dbg !742
  %66 = xor i64 %63, %59, !dbg !739
  %67 = shl i64 %59, 17, !dbg !740
  %68 = xor i64 %63, %67, !dbg !743
    #dbg_value(i64 %64, !728, !DIExpression(), !736)
  %69 = tail call i64 @llvm.fshl.i64(i64 %64, i64 %64, i64 45), !dbg !741
    #dbg_value(i32 10, !708, !DIExpression(), !709)
    #dbg_value(i64 %65, !718, !DIExpression(), !723)
    #dbg_value(i64 %66, !719, !DIExpression(), !723)
  %70 = xor i64 %68, %65, !dbg !727
    #dbg_value(i64 %70, !720, !DIExpression(), !723)
  %71 = xor i64 %69, %66, !dbg !738
    #dbg_value(i64 %71, !721, !DIExpression(), !723)
    #dbg_value(i64 %66, !728, !DIExpression(DW_OP_constu, 5, DW_OP_mul, DW_OP_stack_value), !734)
    #dbg_value(!DIArgList(i64 %66, i64 %66), !722, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 5, DW_OP_mul, DW_OP_constu, 57, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 640, DW_OP_mul, DW_OP_or, DW_OP_constu, 9, DW_OP_mul, DW_OP_stack_value), !723)
  %72 = xor i64 %71, %65, !dbg !742
  %73 = xor i64 %70, %66, !dbg !739
  %74 = shl i64 %66, 17, !dbg !740
  %75 = xor i64 %70, %74, !dbg !743
    #dbg_value(i64 %71, !728, !DIExpression(), !736)
  %76 = tail call i64 @llvm.fshl.i64(i64 %71, i64 %71, i64 45), !dbg !741
    #dbg_value(i32 11, !708, !DIExpression(), !709)
    #dbg_value(i64 %72, !718, !DIExpression(), !723)
    #dbg_value(i64 %73, !719, !DIExpression(), !723)
  %77 = xor i64 %75, %72, !dbg !727
    #dbg_value(i64 %77, !720, !DIExpression(), !723)
  %78 = xor i64 %76, %73, !dbg !738
    #dbg_value(i64 %78, !721, !DIExpression(), !723)
    #dbg_value(i64 %73, !728, !DIExpression(DW_OP_constu, 5, DW_OP_mul, DW_OP_stack_value), !734)
    #dbg_value(!DIArgList(i64 %73, i64 %73), !722, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 5, DW_OP_mul, DW_OP_constu, 57, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 640, DW_OP_mul, DW_OP_or, DW_OP_constu, 9, DW_OP_mul, DW_OP_stack_value), !723)
  %79 = xor i64 %78, %72, !dbg !742
  %80 = xor i64 %77, %73, !dbg !739
  %81 = shl i64 %73, 17, !dbg !740
  %82 = xor i64 %77, %81, !dbg !743
    #dbg_value(i64 %78, !728, !DIExpression(), !736)
  %83 = tail call i64 @llvm.fshl.i64(i64 %78, i64 %78, i64 45), !dbg !741
    #dbg_value(i32 12, !708, !DIExpression(), !709)
    #dbg_value(i64 %79, !718, !DIExpression(), !723)
    #dbg_value(i64 %80, !719, !DIExpression(), !723)
  %84 = xor i64 %82, %79, !dbg !727
    #dbg_value(i64 %84, !720, !DIExpression(), !723)
  %85 = xor i64 %83, %80, !dbg !738
    #dbg_value(i64 %85, !721, !DIExpression(), !723)
    #dbg_value(i64 %80, !728, !DIExpression(DW_OP_constu, 5, DW_OP_mul, DW_OP_stack_value), !734)
    #dbg_value(!DIArgList(i64 %80, i64 %80), !722, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 5, DW_OP_mul, DW_OP_constu, 57, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 640, DW_OP_mul, DW_OP_or, DW_OP_constu, 9, DW_OP_mul, DW_OP_stack_value), !723)
  %86 = xor i64 %85, %79, !dbg !742
  %87 = xor i64 %84, %80, !dbg !739
  %88 = shl i64 %80, 17, !dbg !740
  %89 = xor i64 %84, %88, !dbg !743
    #dbg_value(i64 %85, !728, !DIExpression(), !736)
  %90 = tail call i64 @llvm.fshl.i64(i64 %85, i64 %85, i64 45), !dbg !741
    #dbg_value(i32 13, !708, !DIExpression(), !709)
    #dbg_value(i64 %86, !718, !DIExpression(), !723)
    #dbg_value(i64 %87, !719, !DIExpression(), !723)
  %91 = xor i64 %89, %86, !dbg !727
    #dbg_value(i64 %91, !720, !DIExpression(), !723)
  %92 = xor i64 %90, %87, !dbg !738
    #dbg_value(i64 %92, !721, !DIExpression(), !723)
    #dbg_value(i64 %87, !728, !DIExpression(DW_OP_constu, 5, DW_OP_mul, DW_OP_stack_value), !734)
    #dbg_value(!DIArgList(i64 %87, i64 %87), !722, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 5, DW_OP_mul, DW_OP_constu, 57, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 640, DW_OP_mul, DW_OP_or, DW_OP_constu, 9, DW_OP_mul, DW_OP_stack_value), !723)
  %93 = xor i64 %92, %86, !dbg !742
  %94 = xor i64 %91, %87, !dbg !739
  %95 = shl i64 %87, 17, !dbg !740
  %96 = xor i64 %91, %95, !dbg !743
    #dbg_value(i64 %92, !728, !DIExpression(), !736)
  %97 = tail call i64 @llvm.fshl.i64(i64 %92, i64 %92, i64 45), !dbg !741
    #dbg_value(i32 14, !708, !DIExpression(), !709)
    #dbg_value(i64 %93, !718, !DIExpression(), !723)
    #dbg_value(i64 %94, !719, !DIExpression(), !723)
  %98 = xor i64 %96, %93, !dbg !727
    #dbg_value(i64 %98, !720, !DIExpression(), !723)
  %99 = xor i64 %97, %94, !dbg !738
    #dbg_value(i64 %99, !721, !DIExpression(), !723)
    #dbg_value(i64 %94, !728, !DIExpression(DW_OP_constu, 5, DW_OP_mul, DW_OP_stack_value), !734)
    #dbg_value(!DIArgList(i64 %94, i64 %94), !722, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 5, DW_OP_mul, DW_OP_constu, 57, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 640, DW_OP_mul, DW_OP_or, DW_OP_constu, 9, DW_OP_mul, DW_OP_stack_value), !723)
  %100 = xor i64 %99, %93, !dbg !742
  %101 = xor i64 %98, %94, !dbg !739
  %102 = shl i64 %94, 17, !dbg !740
  %103 = xor i64 %98, %102, !dbg !743
    #dbg_value(i64 %99, !728, !DIExpression(), !736)
  %104 = tail call i64 @llvm.fshl.i64(i64 %99, i64 %99, i64 45), !dbg !741
    #dbg_value(i32 15, !708, !DIExpression(), !709)
    #dbg_value(i64 %100, !718, !DIExpression(), !723)
    #dbg_value(i64 %101, !719, !DIExpression(), !723)
  %105 = xor i64 %103, %100, !dbg !727
    #dbg_value(i64 %105, !720, !DIExpression(), !723)
  %106 = xor i64 %104, %101, !dbg !738
    #dbg_value(i64 %106, !721, !DIExpression(), !723)
    #dbg_value(i64 %101, !728, !DIExpression(DW_OP_constu, 5, DW_OP_mul, DW_OP_stack_value), !734)
    #dbg_value(!DIArgList(i64 %101, i64 %101), !722, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 5, DW_OP_mul, DW_OP_constu, 57, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 640, DW_OP_mul, DW_OP_or, DW_OP_constu, 9, DW_OP_mul, DW_OP_stack_value), !723)
  %107 = xor i64 %106, %100, !dbg !742
  %108 = xor i64 %105, %101, !dbg !739
  %109 = shl i64 %101, 17, !dbg !740
  %110 = xor i64 %105, %109, !dbg !743
    #dbg_value(i64 %106, !728, !DIExpression(), !736)
  %111 = tail call i64 @llvm.fshl.i64(i64 %106, i64 %106, i64 45), !dbg !741
    #dbg_value(i32 16, !708, !DIExpression(), !709)
  store i64 %107, ptr %1, align 8, !dbg !723, !tbaa !744
  store i64 %108, ptr %5, align 8, !dbg !723, !tbaa !744
  store i64 %110, ptr %6, align 8, !dbg !723, !tbaa !744
  store i64 %111, ptr %7, align 8, !dbg !723, !tbaa !744
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %2) #9, !dbg !746
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %3) #9, !dbg !747
  ret void, !dbg !748
}

; Function Attrs: nounwind uwtable
define internal i32 @math_random(ptr noundef %0) #0 !dbg !749 {
    #dbg_value(ptr %0, !751, !DIExpression(), !757)
  %2 = tail call ptr @lua_touserdata(ptr noundef %0, i32 noundef -1001001) #9, !dbg !758
    #dbg_value(ptr %2, !755, !DIExpression(), !757)
    #dbg_value(ptr %2, !713, !DIExpression(), !759)
  %3 = load i64, ptr %2, align 8, !dbg !761, !tbaa !744
    #dbg_value(i64 %3, !718, !DIExpression(), !759)
  %4 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !762
  %5 = load i64, ptr %4, align 8, !dbg !762, !tbaa !744
    #dbg_value(i64 %5, !719, !DIExpression(), !759)
  %6 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !763
  %7 = load i64, ptr %6, align 8, !dbg !763, !tbaa !744
  %8 = xor i64 %7, %3, !dbg !764
    #dbg_value(i64 %8, !720, !DIExpression(), !759)
  %9 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !765
  %10 = load i64, ptr %9, align 8, !dbg !765, !tbaa !744
  %11 = xor i64 %10, %5, !dbg !766
    #dbg_value(i64 %11, !721, !DIExpression(), !759)
  %12 = mul i64 %5, 5, !dbg !767
    #dbg_value(i64 %12, !728, !DIExpression(), !768)
    #dbg_value(i32 7, !733, !DIExpression(), !768)
  %13 = mul i64 %5, 640, !dbg !770
  %14 = lshr i64 %12, 57, !dbg !771
  %15 = or disjoint i64 %14, %13, !dbg !772
  %16 = mul i64 %15, 9, !dbg !773
    #dbg_value(i64 %16, !722, !DIExpression(), !759)
  %17 = xor i64 %11, %3, !dbg !774
  store i64 %17, ptr %2, align 8, !dbg !775, !tbaa !744
  %18 = xor i64 %8, %5, !dbg !776
  store i64 %18, ptr %4, align 8, !dbg !777, !tbaa !744
  %19 = shl i64 %5, 17, !dbg !778
  %20 = xor i64 %8, %19, !dbg !779
  store i64 %20, ptr %6, align 8, !dbg !780, !tbaa !744
    #dbg_value(i64 %11, !728, !DIExpression(), !781)
    #dbg_value(i32 45, !733, !DIExpression(), !781)
  %21 = tail call i64 @llvm.fshl.i64(i64 %11, i64 %11, i64 45), !dbg !783
  store i64 %21, ptr %9, align 8, !dbg !784, !tbaa !744
    #dbg_value(i64 %16, !756, !DIExpression(), !757)
  %22 = tail call i32 @lua_gettop(ptr noundef %0) #9, !dbg !785
  switch i32 %22, label %34 [
    i32 0, label %23
    i32 1, label %27
    i32 2, label %31
  ], !dbg !786

23:                                               ; preds = %1
    #dbg_value(i64 %16, !787, !DIExpression(), !794)
    #dbg_value(i64 %16, !792, !DIExpression(DW_OP_constu, 11, DW_OP_shr, DW_OP_stack_value), !794)
    #dbg_value(double poison, !793, !DIExpression(), !794)
  %24 = lshr i64 %16, 11, !dbg !798
    #dbg_value(i64 %24, !792, !DIExpression(), !794)
  %25 = uitofp nneg i64 %24 to double, !dbg !799
  %26 = fmul double %25, 0x3CA0000000000000, !dbg !800
    #dbg_value(double %26, !793, !DIExpression(), !794)
    #dbg_value(double %26, !793, !DIExpression(), !794)
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %26) #9, !dbg !801
  br label %92, !dbg !802

27:                                               ; preds = %1
    #dbg_value(i64 1, !752, !DIExpression(), !757)
  %28 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 1) #9, !dbg !803
    #dbg_value(i64 %28, !753, !DIExpression(), !757)
  %29 = icmp eq i64 %28, 0, !dbg !805
  br i1 %29, label %30, label %36, !dbg !807

30:                                               ; preds = %27
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %16) #9, !dbg !808
  br label %92, !dbg !810

31:                                               ; preds = %1
  %32 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 1) #9, !dbg !811
    #dbg_value(i64 %32, !752, !DIExpression(), !757)
  %33 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 2) #9, !dbg !813
    #dbg_value(i64 %33, !753, !DIExpression(), !757)
  br label %36, !dbg !814

34:                                               ; preds = %1
  %35 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.39) #9, !dbg !815
  br label %92, !dbg !816

36:                                               ; preds = %27, %31
  %37 = phi i64 [ %33, %31 ], [ %28, %27 ], !dbg !817
  %38 = phi i64 [ %32, %31 ], [ 1, %27 ], !dbg !817
    #dbg_value(i64 %38, !752, !DIExpression(), !757)
    #dbg_value(i64 %37, !753, !DIExpression(), !757)
  %39 = icmp sgt i64 %38, %37, !dbg !818
  br i1 %39, label %40, label %42, !dbg !818, !prof !338

40:                                               ; preds = %36
  %41 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.40) #9, !dbg !818
  br label %42, !dbg !818

42:                                               ; preds = %40, %36
  %43 = sub i64 %37, %38, !dbg !819
    #dbg_value(i64 %16, !820, !DIExpression(), !830)
    #dbg_value(i64 %43, !825, !DIExpression(), !830)
    #dbg_value(ptr %2, !826, !DIExpression(), !830)
  %44 = add i64 %43, 1, !dbg !832
  %45 = and i64 %44, %43, !dbg !833
  %46 = icmp eq i64 %45, 0, !dbg !834
  br i1 %46, label %47, label %49, !dbg !835

47:                                               ; preds = %42
  %48 = and i64 %43, %16, !dbg !836
  br label %89, !dbg !837

49:                                               ; preds = %42
    #dbg_value(i64 %43, !827, !DIExpression(), !838)
  %50 = lshr i64 %43, 1, !dbg !839
  %51 = or i64 %50, %43, !dbg !840
    #dbg_value(i64 %51, !827, !DIExpression(), !838)
  %52 = lshr i64 %51, 2, !dbg !841
  %53 = or i64 %52, %51, !dbg !842
    #dbg_value(i64 %53, !827, !DIExpression(), !838)
  %54 = lshr i64 %53, 4, !dbg !843
  %55 = or i64 %54, %53, !dbg !844
    #dbg_value(i64 %55, !827, !DIExpression(), !838)
  %56 = lshr i64 %55, 8, !dbg !845
  %57 = or i64 %56, %55, !dbg !846
    #dbg_value(i64 %57, !827, !DIExpression(), !838)
  %58 = lshr i64 %57, 16, !dbg !847
  %59 = or i64 %58, %57, !dbg !848
    #dbg_value(i64 %59, !827, !DIExpression(), !838)
  %60 = lshr i64 %59, 32, !dbg !849
  %61 = or i64 %60, %59, !dbg !850
    #dbg_value(i64 %61, !827, !DIExpression(), !838)
    #dbg_value(i64 %16, !820, !DIExpression(), !830)
  %62 = and i64 %61, %16, !dbg !851
  %63 = icmp ugt i64 %62, %43, !dbg !852
  br i1 %63, label %64, label %89, !dbg !853

64:                                               ; preds = %49
  %65 = load i64, ptr %2, align 8, !tbaa !744
  %66 = load i64, ptr %4, align 8, !tbaa !744
  %67 = load i64, ptr %6, align 8, !tbaa !744
  %68 = load i64, ptr %9, align 8, !tbaa !744
  br label %69, !dbg !853

69:                                               ; preds = %69, %64
  %70 = phi i64 [ %68, %64 ], [ %85, %69 ], !dbg !854
  %71 = phi i64 [ %67, %64 ], [ %84, %69 ], !dbg !856
  %72 = phi i64 [ %66, %64 ], [ %82, %69 ], !dbg !857
  %73 = phi i64 [ %65, %64 ], [ %81, %69 ], !dbg !858
    #dbg_value(ptr %2, !713, !DIExpression(), !859)
    #dbg_value(i64 %73, !718, !DIExpression(), !859)
    #dbg_value(i64 %72, !719, !DIExpression(), !859)
  %74 = xor i64 %73, %71, !dbg !854
    #dbg_value(i64 %74, !720, !DIExpression(), !859)
  %75 = xor i64 %72, %70, !dbg !860
    #dbg_value(i64 %75, !721, !DIExpression(), !859)
  %76 = mul i64 %72, 5, !dbg !861
    #dbg_value(i64 %76, !728, !DIExpression(), !862)
    #dbg_value(i32 7, !733, !DIExpression(), !862)
  %77 = mul i64 %72, 640, !dbg !864
  %78 = lshr i64 %76, 57, !dbg !865
  %79 = or disjoint i64 %78, %77, !dbg !866
  %80 = mul i64 %79, 9, !dbg !867
    #dbg_value(i64 %80, !722, !DIExpression(), !859)
  %81 = xor i64 %75, %73, !dbg !868
  %82 = xor i64 %74, %72, !dbg !869
  %83 = shl i64 %72, 17, !dbg !870
  %84 = xor i64 %74, %83, !dbg !871
    #dbg_value(i64 %75, !728, !DIExpression(), !872)
    #dbg_value(i32 45, !733, !DIExpression(), !872)
  %85 = tail call i64 @llvm.fshl.i64(i64 %75, i64 %75, i64 45), !dbg !874
    #dbg_value(i64 %80, !820, !DIExpression(), !830)
  %86 = and i64 %80, %61, !dbg !851
    #dbg_value(i64 %86, !820, !DIExpression(), !830)
  %87 = icmp ugt i64 %86, %43, !dbg !852
  br i1 %87, label %69, label %88, !dbg !853, !llvm.loop !875

88:                                               ; preds = %69
  store i64 %81, ptr %2, align 8, !dbg !859, !tbaa !744
  store i64 %82, ptr %4, align 8, !dbg !859, !tbaa !744
  store i64 %84, ptr %6, align 8, !dbg !859, !tbaa !744
  store i64 %85, ptr %9, align 8, !dbg !859, !tbaa !744
  br label %89, !dbg !853

89:                                               ; preds = %47, %49, %88
  %90 = phi i64 [ %48, %47 ], [ %86, %88 ], [ %62, %49 ], !dbg !877
    #dbg_value(i64 %90, !754, !DIExpression(), !757)
  %91 = add i64 %90, %38, !dbg !878
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %91) #9, !dbg !879
  br label %92, !dbg !880

92:                                               ; preds = %89, %34, %30, %23
  %93 = phi i32 [ %35, %34 ], [ 1, %89 ], [ 1, %30 ], [ 1, %23 ], !dbg !757
  ret i32 %93, !dbg !881
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_randomseed(ptr noundef %0) #0 !dbg !882 {
    #dbg_value(ptr %0, !884, !DIExpression(), !890)
  %2 = tail call ptr @lua_touserdata(ptr noundef %0, i32 noundef -1001001) #9, !dbg !891
    #dbg_value(ptr %2, !885, !DIExpression(), !890)
  %3 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #9, !dbg !892
  %4 = icmp eq i32 %3, -1, !dbg !892
  br i1 %4, label %5, label %8, !dbg !893

5:                                                ; preds = %1
    #dbg_value(ptr %0, !193, !DIExpression(), !894)
    #dbg_value(ptr %2, !198, !DIExpression(), !894)
  %6 = tail call i64 @time(ptr noundef null) #9, !dbg !897
    #dbg_value(i64 %6, !199, !DIExpression(), !894)
  %7 = ptrtoint ptr %0 to i64, !dbg !898
    #dbg_value(i64 %7, !200, !DIExpression(), !894)
  tail call fastcc void @setseed(ptr noundef %0, ptr noundef %2, i64 noundef %6, i64 noundef %7), !dbg !899
  br label %11, !dbg !900

8:                                                ; preds = %1
  %9 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 1) #9, !dbg !901
    #dbg_value(i64 %9, !886, !DIExpression(), !902)
  %10 = tail call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 2, i64 noundef 0) #9, !dbg !903
    #dbg_value(i64 %10, !889, !DIExpression(), !902)
  tail call fastcc void @setseed(ptr noundef %0, ptr noundef %2, i64 noundef %9, i64 noundef %10), !dbg !904
  br label %11

11:                                               ; preds = %8, %5
  ret i32 2, !dbg !905
}

declare !dbg !906 ptr @lua_touserdata(ptr noundef, i32 noundef) local_unnamed_addr #1

declare !dbg !909 i32 @luaL_error(ptr noundef, ptr noundef, ...) local_unnamed_addr #1

declare !dbg !912 i64 @luaL_optinteger(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!163, !164, !165, !166, !167, !168, !169}
!llvm.ident = !{!170}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "mathlib", scope: !2, file: !3, line: 722, type: !160, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !26, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/lua/lmathlib.c", directory: ".", checksumkind: CSK_MD5, checksum: "444d2b0e6ffc6faf1057c14b4db28f98")
!4 = !{!5, !8, !9, !11, !7, !10, !13, !14, !23, !20, !25}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Number", file: !6, line: 90, baseType: !7)
!6 = !DIFile(filename: "src/lua/lua.h", directory: ".", checksumkind: CSK_MD5, checksum: "ece01bd891804d6468c3a8128cee43b0")
!7 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Integer", file: !6, line: 94, baseType: !10)
!10 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Unsigned", file: !6, line: 97, baseType: !12)
!12 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "RanState", file: !3, line: 536, baseType: !16)
!16 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 534, size: 256, elements: !17)
!17 = !{!18}
!18 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !16, file: !3, line: 535, baseType: !19, size: 256)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 256, elements: !21)
!20 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!21 = !{!22}
!22 = !DISubrange(count: 4)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !24, line: 18, baseType: !20)
!24 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!25 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!26 = !{!27, !33, !38, !43, !45, !48, !50, !52, !54, !56, !58, !60, !62, !67, !72, !74, !76, !78, !80, !82, !84, !86, !88, !90, !92, !94, !96, !98, !100, !102, !104, !106, !108, !110, !115, !0, !117, !119, !124, !129, !131, !150, !155}
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 771, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 24, elements: !31)
!30 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!31 = !{!32}
!32 = !DISubrange(count: 3)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 773, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 40, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 5)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 775, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 88, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 11)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 777, type: !40, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 723, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 32, elements: !21)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !3, line: 724, type: !35, isLocal: true, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !3, line: 725, type: !35, isLocal: true, isDefinition: true)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !3, line: 726, type: !35, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !3, line: 727, type: !35, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !3, line: 728, type: !47, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !3, line: 729, type: !47, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 730, type: !47, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !3, line: 731, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 80, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 10)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !3, line: 732, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 48, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 6)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !3, line: 733, type: !35, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !3, line: 734, type: !47, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !3, line: 735, type: !47, isLocal: true, isDefinition: true)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !3, line: 736, type: !47, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !3, line: 737, type: !47, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !3, line: 738, type: !35, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !3, line: 739, type: !47, isLocal: true, isDefinition: true)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !3, line: 740, type: !47, isLocal: true, isDefinition: true)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !3, line: 741, type: !35, isLocal: true, isDefinition: true)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !3, line: 742, type: !47, isLocal: true, isDefinition: true)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !3, line: 743, type: !35, isLocal: true, isDefinition: true)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !3, line: 745, type: !69, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !3, line: 746, type: !35, isLocal: true, isDefinition: true)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !3, line: 747, type: !35, isLocal: true, isDefinition: true)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(scope: null, file: !3, line: 748, type: !35, isLocal: true, isDefinition: true)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(scope: null, file: !3, line: 749, type: !47, isLocal: true, isDefinition: true)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(scope: null, file: !3, line: 750, type: !69, isLocal: true, isDefinition: true)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(scope: null, file: !3, line: 751, type: !69, isLocal: true, isDefinition: true)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(scope: null, file: !3, line: 752, type: !69, isLocal: true, isDefinition: true)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(scope: null, file: !3, line: 755, type: !112, isLocal: true, isDefinition: true)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 56, elements: !113)
!113 = !{!114}
!114 = !DISubrange(count: 7)
!115 = !DIGlobalVariableExpression(var: !116, expr: !DIExpression())
!116 = distinct !DIGlobalVariable(scope: null, file: !3, line: 756, type: !40, isLocal: true, isDefinition: true)
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(scope: null, file: !3, line: 121, type: !35, isLocal: true, isDefinition: true)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(scope: null, file: !3, line: 224, type: !121, isLocal: true, isDefinition: true)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 120, elements: !122)
!122 = !{!123}
!123 = !DISubrange(count: 15)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !3, line: 236, type: !126, isLocal: true, isDefinition: true)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 64, elements: !127)
!127 = !{!128}
!128 = !DISubrange(count: 8)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(scope: null, file: !3, line: 236, type: !69, isLocal: true, isDefinition: true)
!131 = !DIGlobalVariableExpression(var: !132, expr: !DIExpression())
!132 = distinct !DIGlobalVariable(name: "randfuncs", scope: !2, file: !3, line: 649, type: !133, isLocal: true, isDefinition: true)
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !134, size: 384, elements: !31)
!134 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !135)
!135 = !DIDerivedType(tag: DW_TAG_typedef, name: "luaL_Reg", file: !136, line: 41, baseType: !137)
!136 = !DIFile(filename: "src/lua/lauxlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "b087cc8e8fc232f07303fedbce668c17")
!137 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "luaL_Reg", file: !136, line: 38, size: 128, elements: !138)
!138 = !{!139, !142}
!139 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !137, file: !136, line: 39, baseType: !140, size: 64)
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64)
!141 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !30)
!142 = !DIDerivedType(tag: DW_TAG_member, name: "func", scope: !137, file: !136, line: 40, baseType: !143, size: 64, offset: 64)
!143 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_CFunction", file: !6, line: 106, baseType: !144)
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !145, size: 64)
!145 = !DISubroutineType(types: !146)
!146 = !{!13, !147}
!147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !148, size: 64)
!148 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_State", file: !6, line: 57, baseType: !149)
!149 = !DICompositeType(tag: DW_TAG_structure_type, name: "lua_State", file: !6, line: 57, flags: DIFlagFwdDecl)
!150 = !DIGlobalVariableExpression(var: !151, expr: !DIExpression())
!151 = distinct !DIGlobalVariable(scope: null, file: !3, line: 598, type: !152, isLocal: true, isDefinition: true)
!152 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 208, elements: !153)
!153 = !{!154}
!154 = !DISubrange(count: 26)
!155 = !DIGlobalVariableExpression(var: !156, expr: !DIExpression())
!156 = distinct !DIGlobalVariable(scope: null, file: !3, line: 601, type: !157, isLocal: true, isDefinition: true)
!157 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 144, elements: !158)
!158 = !{!159}
!159 = !DISubrange(count: 18)
!160 = !DICompositeType(tag: DW_TAG_array_type, baseType: !134, size: 4608, elements: !161)
!161 = !{!162}
!162 = !DISubrange(count: 36)
!163 = !{i32 7, !"Dwarf Version", i32 5}
!164 = !{i32 2, !"Debug Info Version", i32 3}
!165 = !{i32 1, !"wchar_size", i32 4}
!166 = !{i32 8, !"PIC Level", i32 2}
!167 = !{i32 7, !"PIE Level", i32 2}
!168 = !{i32 7, !"uwtable", i32 2}
!169 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!170 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!171 = distinct !DISubprogram(name: "luaopen_math", scope: !3, file: !3, line: 768, type: !145, scopeLine: 768, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !172)
!172 = !{!173}
!173 = !DILocalVariable(name: "L", arg: 1, scope: !171, file: !3, line: 768, type: !147)
!174 = !DILocation(line: 0, scope: !171)
!175 = !DILocation(line: 769, column: 3, scope: !171)
!176 = !DILocation(line: 770, column: 3, scope: !171)
!177 = !DILocation(line: 771, column: 3, scope: !171)
!178 = !DILocation(line: 772, column: 3, scope: !171)
!179 = !DILocation(line: 773, column: 3, scope: !171)
!180 = !DILocation(line: 774, column: 3, scope: !171)
!181 = !DILocation(line: 775, column: 3, scope: !171)
!182 = !DILocation(line: 776, column: 3, scope: !171)
!183 = !DILocation(line: 777, column: 3, scope: !171)
!184 = !DILocalVariable(name: "L", arg: 1, scope: !185, file: !3, line: 659, type: !147)
!185 = distinct !DISubprogram(name: "setrandfunc", scope: !3, file: !3, line: 659, type: !186, scopeLine: 659, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !188)
!186 = !DISubroutineType(types: !187)
!187 = !{null, !147}
!188 = !{!184, !189}
!189 = !DILocalVariable(name: "state", scope: !185, file: !3, line: 660, type: !14)
!190 = !DILocation(line: 0, scope: !185, inlinedAt: !191)
!191 = distinct !DILocation(line: 778, column: 3, scope: !171)
!192 = !DILocation(line: 660, column: 33, scope: !185, inlinedAt: !191)
!193 = !DILocalVariable(name: "L", arg: 1, scope: !194, file: !3, line: 628, type: !147)
!194 = distinct !DISubprogram(name: "randseed", scope: !3, file: !3, line: 628, type: !195, scopeLine: 628, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !197)
!195 = !DISubroutineType(types: !196)
!196 = !{null, !147, !14}
!197 = !{!193, !198, !199, !200}
!198 = !DILocalVariable(name: "state", arg: 2, scope: !194, file: !3, line: 628, type: !14)
!199 = !DILocalVariable(name: "seed1", scope: !194, file: !3, line: 629, type: !11)
!200 = !DILocalVariable(name: "seed2", scope: !194, file: !3, line: 630, type: !11)
!201 = !DILocation(line: 0, scope: !194, inlinedAt: !202)
!202 = distinct !DILocation(line: 661, column: 3, scope: !185, inlinedAt: !191)
!203 = !DILocation(line: 629, column: 38, scope: !194, inlinedAt: !202)
!204 = !DILocation(line: 630, column: 38, scope: !194, inlinedAt: !202)
!205 = !DILocation(line: 631, column: 3, scope: !194, inlinedAt: !202)
!206 = !DILocation(line: 662, column: 3, scope: !185, inlinedAt: !191)
!207 = !DILocation(line: 663, column: 3, scope: !185, inlinedAt: !191)
!208 = !DILocation(line: 779, column: 3, scope: !171)
!209 = !DISubprogram(name: "luaL_checkversion_", scope: !136, file: !136, line: 46, type: !210, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!210 = !DISubroutineType(types: !211)
!211 = !{null, !147, !5, !23}
!212 = !DISubprogram(name: "lua_createtable", scope: !6, file: !6, line: 269, type: !213, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!213 = !DISubroutineType(types: !214)
!214 = !{null, !147, !13, !13}
!215 = !DISubprogram(name: "luaL_setfuncs", scope: !136, file: !136, line: 110, type: !216, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!216 = !DISubroutineType(types: !217)
!217 = !{null, !147, !218, !13}
!218 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !134, size: 64)
!219 = !DISubprogram(name: "lua_pushnumber", scope: !6, file: !6, line: 245, type: !220, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!220 = !DISubroutineType(types: !221)
!221 = !{null, !147, !5}
!222 = !DISubprogram(name: "lua_setfield", scope: !6, file: !6, line: 280, type: !223, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!223 = !DISubroutineType(types: !224)
!224 = !{null, !147, !13, !140}
!225 = !DISubprogram(name: "lua_pushinteger", scope: !6, file: !6, line: 246, type: !226, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!226 = !DISubroutineType(types: !227)
!227 = !{null, !147, !9}
!228 = distinct !DISubprogram(name: "math_abs", scope: !3, file: !3, line: 29, type: !145, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !229)
!229 = !{!230, !231}
!230 = !DILocalVariable(name: "L", arg: 1, scope: !228, file: !3, line: 29, type: !147)
!231 = !DILocalVariable(name: "n", scope: !232, file: !3, line: 31, type: !9)
!232 = distinct !DILexicalBlock(scope: !233, file: !3, line: 30, column: 28)
!233 = distinct !DILexicalBlock(scope: !228, file: !3, line: 30, column: 7)
!234 = !DILocation(line: 0, scope: !228)
!235 = !DILocation(line: 30, column: 7, scope: !233)
!236 = !DILocation(line: 30, column: 7, scope: !228)
!237 = !DILocation(line: 31, column: 21, scope: !232)
!238 = !DILocation(line: 0, scope: !232)
!239 = !DILocation(line: 32, column: 9, scope: !232)
!240 = !DILocation(line: 33, column: 5, scope: !232)
!241 = !DILocation(line: 34, column: 3, scope: !232)
!242 = !DILocation(line: 36, column: 38, scope: !233)
!243 = !DILocation(line: 36, column: 23, scope: !233)
!244 = !DILocation(line: 36, column: 5, scope: !233)
!245 = !DILocation(line: 37, column: 3, scope: !228)
!246 = distinct !DISubprogram(name: "math_acos", scope: !3, file: !3, line: 60, type: !145, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !247)
!247 = !{!248}
!248 = !DILocalVariable(name: "L", arg: 1, scope: !246, file: !3, line: 60, type: !147)
!249 = !DILocation(line: 0, scope: !246)
!250 = !DILocation(line: 61, column: 36, scope: !246)
!251 = !DILocation(line: 61, column: 21, scope: !246)
!252 = !DILocation(line: 61, column: 3, scope: !246)
!253 = !DILocation(line: 62, column: 3, scope: !246)
!254 = distinct !DISubprogram(name: "math_asin", scope: !3, file: !3, line: 55, type: !145, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !255)
!255 = !{!256}
!256 = !DILocalVariable(name: "L", arg: 1, scope: !254, file: !3, line: 55, type: !147)
!257 = !DILocation(line: 0, scope: !254)
!258 = !DILocation(line: 56, column: 36, scope: !254)
!259 = !DILocation(line: 56, column: 21, scope: !254)
!260 = !DILocation(line: 56, column: 3, scope: !254)
!261 = !DILocation(line: 57, column: 3, scope: !254)
!262 = distinct !DISubprogram(name: "math_atan", scope: !3, file: !3, line: 65, type: !145, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !263)
!263 = !{!264, !265, !266}
!264 = !DILocalVariable(name: "L", arg: 1, scope: !262, file: !3, line: 65, type: !147)
!265 = !DILocalVariable(name: "y", scope: !262, file: !3, line: 66, type: !5)
!266 = !DILocalVariable(name: "x", scope: !262, file: !3, line: 67, type: !5)
!267 = !DILocation(line: 0, scope: !262)
!268 = !DILocation(line: 66, column: 18, scope: !262)
!269 = !DILocation(line: 67, column: 18, scope: !262)
!270 = !DILocation(line: 68, column: 21, scope: !262)
!271 = !DILocation(line: 68, column: 3, scope: !262)
!272 = !DILocation(line: 69, column: 3, scope: !262)
!273 = distinct !DISubprogram(name: "math_ceil", scope: !3, file: !3, line: 106, type: !145, scopeLine: 106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !274)
!274 = !{!275, !276}
!275 = !DILocalVariable(name: "L", arg: 1, scope: !273, file: !3, line: 106, type: !147)
!276 = !DILocalVariable(name: "d", scope: !277, file: !3, line: 110, type: !5)
!277 = distinct !DILexicalBlock(scope: !278, file: !3, line: 109, column: 8)
!278 = distinct !DILexicalBlock(scope: !273, file: !3, line: 107, column: 7)
!279 = !DILocation(line: 0, scope: !273)
!280 = !DILocation(line: 107, column: 7, scope: !278)
!281 = !DILocation(line: 107, column: 7, scope: !273)
!282 = !DILocation(line: 108, column: 5, scope: !278)
!283 = !DILocation(line: 110, column: 35, scope: !277)
!284 = !DILocation(line: 110, column: 20, scope: !277)
!285 = !DILocation(line: 0, scope: !277)
!286 = !DILocalVariable(name: "L", arg: 1, scope: !287, file: !3, line: 86, type: !147)
!287 = distinct !DISubprogram(name: "pushnumint", scope: !3, file: !3, line: 86, type: !220, scopeLine: 86, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !288)
!288 = !{!286, !289, !290}
!289 = !DILocalVariable(name: "d", arg: 2, scope: !287, file: !3, line: 86, type: !5)
!290 = !DILocalVariable(name: "n", scope: !287, file: !3, line: 87, type: !9)
!291 = !DILocation(line: 0, scope: !287, inlinedAt: !292)
!292 = distinct !DILocation(line: 111, column: 5, scope: !277)
!293 = !DILocation(line: 88, column: 7, scope: !294, inlinedAt: !292)
!294 = distinct !DILexicalBlock(scope: !287, file: !3, line: 88, column: 7)
!295 = !DILocation(line: 89, column: 5, scope: !294, inlinedAt: !292)
!296 = !DILocation(line: 91, column: 5, scope: !294, inlinedAt: !292)
!297 = !DILocation(line: 113, column: 3, scope: !273)
!298 = distinct !DISubprogram(name: "math_cos", scope: !3, file: !3, line: 45, type: !145, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !299)
!299 = !{!300}
!300 = !DILocalVariable(name: "L", arg: 1, scope: !298, file: !3, line: 45, type: !147)
!301 = !DILocation(line: 0, scope: !298)
!302 = !DILocation(line: 46, column: 35, scope: !298)
!303 = !DILocation(line: 46, column: 21, scope: !298)
!304 = !DILocation(line: 46, column: 3, scope: !298)
!305 = !DILocation(line: 47, column: 3, scope: !298)
!306 = distinct !DISubprogram(name: "math_deg", scope: !3, file: !3, line: 195, type: !145, scopeLine: 195, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !307)
!307 = !{!308}
!308 = !DILocalVariable(name: "L", arg: 1, scope: !306, file: !3, line: 195, type: !147)
!309 = !DILocation(line: 0, scope: !306)
!310 = !DILocation(line: 196, column: 21, scope: !306)
!311 = !DILocation(line: 196, column: 44, scope: !306)
!312 = !DILocation(line: 196, column: 3, scope: !306)
!313 = !DILocation(line: 197, column: 3, scope: !306)
!314 = distinct !DISubprogram(name: "math_exp", scope: !3, file: !3, line: 190, type: !145, scopeLine: 190, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !315)
!315 = !{!316}
!316 = !DILocalVariable(name: "L", arg: 1, scope: !314, file: !3, line: 190, type: !147)
!317 = !DILocation(line: 0, scope: !314)
!318 = !DILocation(line: 191, column: 35, scope: !314)
!319 = !DILocation(line: 191, column: 21, scope: !314)
!320 = !DILocation(line: 191, column: 3, scope: !314)
!321 = !DILocation(line: 192, column: 3, scope: !314)
!322 = distinct !DISubprogram(name: "math_toint", scope: !3, file: !3, line: 73, type: !145, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !323)
!323 = !{!324, !325, !326}
!324 = !DILocalVariable(name: "L", arg: 1, scope: !322, file: !3, line: 73, type: !147)
!325 = !DILocalVariable(name: "valid", scope: !322, file: !3, line: 74, type: !13)
!326 = !DILocalVariable(name: "n", scope: !322, file: !3, line: 75, type: !9)
!327 = distinct !DIAssignID()
!328 = !DILocation(line: 0, scope: !322)
!329 = !DILocation(line: 74, column: 3, scope: !322)
!330 = !DILocation(line: 75, column: 19, scope: !322)
!331 = !DILocation(line: 76, column: 7, scope: !332)
!332 = distinct !DILexicalBlock(scope: !322, file: !3, line: 76, column: 7)
!333 = !{!334, !334, i64 0}
!334 = !{!"int", !335, i64 0}
!335 = !{!"omnipotent char", !336, i64 0}
!336 = !{!"Simple C/C++ TBAA"}
!337 = !DILocation(line: 76, column: 7, scope: !322)
!338 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!339 = !DILocation(line: 77, column: 5, scope: !332)
!340 = !DILocation(line: 79, column: 5, scope: !341)
!341 = distinct !DILexicalBlock(scope: !332, file: !3, line: 78, column: 8)
!342 = !DILocation(line: 80, column: 5, scope: !341)
!343 = !DILocation(line: 83, column: 1, scope: !322)
!344 = !DILocation(line: 82, column: 3, scope: !322)
!345 = distinct !DISubprogram(name: "math_floor", scope: !3, file: !3, line: 95, type: !145, scopeLine: 95, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !346)
!346 = !{!347, !348}
!347 = !DILocalVariable(name: "L", arg: 1, scope: !345, file: !3, line: 95, type: !147)
!348 = !DILocalVariable(name: "d", scope: !349, file: !3, line: 99, type: !5)
!349 = distinct !DILexicalBlock(scope: !350, file: !3, line: 98, column: 8)
!350 = distinct !DILexicalBlock(scope: !345, file: !3, line: 96, column: 7)
!351 = !DILocation(line: 0, scope: !345)
!352 = !DILocation(line: 96, column: 7, scope: !350)
!353 = !DILocation(line: 96, column: 7, scope: !345)
!354 = !DILocation(line: 97, column: 5, scope: !350)
!355 = !DILocation(line: 99, column: 36, scope: !349)
!356 = !DILocation(line: 99, column: 20, scope: !349)
!357 = !DILocation(line: 0, scope: !349)
!358 = !DILocation(line: 0, scope: !287, inlinedAt: !359)
!359 = distinct !DILocation(line: 100, column: 5, scope: !349)
!360 = !DILocation(line: 88, column: 7, scope: !294, inlinedAt: !359)
!361 = !DILocation(line: 89, column: 5, scope: !294, inlinedAt: !359)
!362 = !DILocation(line: 91, column: 5, scope: !294, inlinedAt: !359)
!363 = !DILocation(line: 102, column: 3, scope: !345)
!364 = distinct !DISubprogram(name: "math_fmod", scope: !3, file: !3, line: 117, type: !145, scopeLine: 117, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !365)
!365 = !{!366, !367}
!366 = !DILocalVariable(name: "L", arg: 1, scope: !364, file: !3, line: 117, type: !147)
!367 = !DILocalVariable(name: "d", scope: !368, file: !3, line: 119, type: !9)
!368 = distinct !DILexicalBlock(scope: !369, file: !3, line: 118, column: 51)
!369 = distinct !DILexicalBlock(scope: !364, file: !3, line: 118, column: 7)
!370 = !DILocation(line: 0, scope: !364)
!371 = !DILocation(line: 118, column: 7, scope: !369)
!372 = !DILocation(line: 118, column: 27, scope: !369)
!373 = !DILocation(line: 118, column: 30, scope: !369)
!374 = !DILocation(line: 118, column: 7, scope: !364)
!375 = !DILocation(line: 119, column: 21, scope: !368)
!376 = !DILocation(line: 0, scope: !368)
!377 = !DILocation(line: 120, column: 25, scope: !378)
!378 = distinct !DILexicalBlock(scope: !368, file: !3, line: 120, column: 9)
!379 = !DILocation(line: 120, column: 30, scope: !378)
!380 = !DILocation(line: 120, column: 9, scope: !368)
!381 = !DILocation(line: 121, column: 7, scope: !382)
!382 = distinct !DILexicalBlock(scope: !378, file: !3, line: 120, column: 37)
!383 = !DILocation(line: 122, column: 7, scope: !382)
!384 = !DILocation(line: 123, column: 5, scope: !382)
!385 = !DILocation(line: 125, column: 26, scope: !378)
!386 = !DILocation(line: 125, column: 46, scope: !378)
!387 = !DILocation(line: 125, column: 7, scope: !378)
!388 = !DILocation(line: 128, column: 38, scope: !369)
!389 = !DILocation(line: 129, column: 38, scope: !369)
!390 = !DILocation(line: 128, column: 23, scope: !369)
!391 = !DILocation(line: 128, column: 5, scope: !369)
!392 = !DILocation(line: 130, column: 3, scope: !364)
!393 = distinct !DISubprogram(name: "math_ult", scope: !3, file: !3, line: 162, type: !145, scopeLine: 162, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !394)
!394 = !{!395, !396, !397}
!395 = !DILocalVariable(name: "L", arg: 1, scope: !393, file: !3, line: 162, type: !147)
!396 = !DILocalVariable(name: "a", scope: !393, file: !3, line: 163, type: !9)
!397 = !DILocalVariable(name: "b", scope: !393, file: !3, line: 164, type: !9)
!398 = !DILocation(line: 0, scope: !393)
!399 = !DILocation(line: 163, column: 19, scope: !393)
!400 = !DILocation(line: 164, column: 19, scope: !393)
!401 = !DILocation(line: 165, column: 38, scope: !393)
!402 = !DILocation(line: 165, column: 3, scope: !393)
!403 = !DILocation(line: 166, column: 3, scope: !393)
!404 = distinct !DISubprogram(name: "math_log", scope: !3, file: !3, line: 169, type: !145, scopeLine: 169, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !405)
!405 = !{!406, !407, !408, !409}
!406 = !DILocalVariable(name: "L", arg: 1, scope: !404, file: !3, line: 169, type: !147)
!407 = !DILocalVariable(name: "x", scope: !404, file: !3, line: 170, type: !5)
!408 = !DILocalVariable(name: "res", scope: !404, file: !3, line: 171, type: !5)
!409 = !DILocalVariable(name: "base", scope: !410, file: !3, line: 175, type: !5)
!410 = distinct !DILexicalBlock(scope: !411, file: !3, line: 174, column: 8)
!411 = distinct !DILexicalBlock(scope: !404, file: !3, line: 172, column: 7)
!412 = !DILocation(line: 0, scope: !404)
!413 = !DILocation(line: 170, column: 18, scope: !404)
!414 = !DILocation(line: 172, column: 7, scope: !411)
!415 = !DILocation(line: 172, column: 7, scope: !404)
!416 = !DILocation(line: 173, column: 11, scope: !411)
!417 = !DILocation(line: 173, column: 5, scope: !411)
!418 = !DILocation(line: 175, column: 23, scope: !410)
!419 = !DILocation(line: 0, scope: !410)
!420 = !DILocation(line: 177, column: 14, scope: !421)
!421 = distinct !DILexicalBlock(scope: !410, file: !3, line: 177, column: 9)
!422 = !DILocation(line: 177, column: 9, scope: !410)
!423 = !DILocation(line: 178, column: 13, scope: !421)
!424 = !DILocation(line: 178, column: 7, scope: !421)
!425 = !DILocation(line: 181, column: 14, scope: !426)
!426 = distinct !DILexicalBlock(scope: !421, file: !3, line: 181, column: 9)
!427 = !DILocation(line: 181, column: 9, scope: !421)
!428 = !DILocation(line: 182, column: 13, scope: !426)
!429 = !DILocation(line: 182, column: 7, scope: !426)
!430 = !DILocation(line: 184, column: 13, scope: !426)
!431 = !DILocation(line: 184, column: 30, scope: !426)
!432 = !DILocation(line: 184, column: 29, scope: !426)
!433 = !DILocation(line: 0, scope: !411)
!434 = !DILocation(line: 186, column: 3, scope: !404)
!435 = !DILocation(line: 187, column: 3, scope: !404)
!436 = distinct !DISubprogram(name: "math_max", scope: !3, file: !3, line: 220, type: !145, scopeLine: 220, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !437)
!437 = !{!438, !439, !440, !441}
!438 = !DILocalVariable(name: "L", arg: 1, scope: !436, file: !3, line: 220, type: !147)
!439 = !DILocalVariable(name: "n", scope: !436, file: !3, line: 221, type: !13)
!440 = !DILocalVariable(name: "imax", scope: !436, file: !3, line: 222, type: !13)
!441 = !DILocalVariable(name: "i", scope: !436, file: !3, line: 223, type: !13)
!442 = !DILocation(line: 0, scope: !436)
!443 = !DILocation(line: 221, column: 11, scope: !436)
!444 = !DILocation(line: 224, column: 3, scope: !436)
!445 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!446 = !DILocation(line: 225, column: 3, scope: !447)
!447 = distinct !DILexicalBlock(scope: !436, file: !3, line: 225, column: 3)
!448 = !DILocation(line: 225, column: 17, scope: !449)
!449 = distinct !DILexicalBlock(scope: !447, file: !3, line: 225, column: 3)
!450 = !DILocation(line: 226, column: 9, scope: !451)
!451 = distinct !DILexicalBlock(scope: !452, file: !3, line: 226, column: 9)
!452 = distinct !DILexicalBlock(scope: !449, file: !3, line: 225, column: 28)
!453 = !DILocation(line: 226, column: 9, scope: !452)
!454 = !DILocation(line: 225, column: 24, scope: !449)
!455 = distinct !{!455, !446, !456, !457}
!456 = !DILocation(line: 228, column: 3, scope: !447)
!457 = !{!"llvm.loop.mustprogress"}
!458 = !DILocation(line: 229, column: 3, scope: !436)
!459 = !DILocation(line: 230, column: 3, scope: !436)
!460 = distinct !DISubprogram(name: "math_min", scope: !3, file: !3, line: 206, type: !145, scopeLine: 206, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !461)
!461 = !{!462, !463, !464, !465}
!462 = !DILocalVariable(name: "L", arg: 1, scope: !460, file: !3, line: 206, type: !147)
!463 = !DILocalVariable(name: "n", scope: !460, file: !3, line: 207, type: !13)
!464 = !DILocalVariable(name: "imin", scope: !460, file: !3, line: 208, type: !13)
!465 = !DILocalVariable(name: "i", scope: !460, file: !3, line: 209, type: !13)
!466 = !DILocation(line: 0, scope: !460)
!467 = !DILocation(line: 207, column: 11, scope: !460)
!468 = !DILocation(line: 210, column: 3, scope: !460)
!469 = !DILocation(line: 211, column: 3, scope: !470)
!470 = distinct !DILexicalBlock(scope: !460, file: !3, line: 211, column: 3)
!471 = !DILocation(line: 211, column: 17, scope: !472)
!472 = distinct !DILexicalBlock(scope: !470, file: !3, line: 211, column: 3)
!473 = !DILocation(line: 212, column: 9, scope: !474)
!474 = distinct !DILexicalBlock(scope: !475, file: !3, line: 212, column: 9)
!475 = distinct !DILexicalBlock(scope: !472, file: !3, line: 211, column: 28)
!476 = !DILocation(line: 212, column: 9, scope: !475)
!477 = !DILocation(line: 211, column: 24, scope: !472)
!478 = distinct !{!478, !469, !479, !457}
!479 = !DILocation(line: 214, column: 3, scope: !470)
!480 = !DILocation(line: 215, column: 3, scope: !460)
!481 = !DILocation(line: 216, column: 3, scope: !460)
!482 = distinct !DISubprogram(name: "math_modf", scope: !3, file: !3, line: 139, type: !145, scopeLine: 139, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !483)
!483 = !{!484, !485, !488}
!484 = !DILocalVariable(name: "L", arg: 1, scope: !482, file: !3, line: 139, type: !147)
!485 = !DILocalVariable(name: "n", scope: !486, file: !3, line: 145, type: !5)
!486 = distinct !DILexicalBlock(scope: !487, file: !3, line: 144, column: 8)
!487 = distinct !DILexicalBlock(scope: !482, file: !3, line: 140, column: 7)
!488 = !DILocalVariable(name: "ip", scope: !486, file: !3, line: 147, type: !5)
!489 = !DILocation(line: 0, scope: !482)
!490 = !DILocation(line: 140, column: 7, scope: !487)
!491 = !DILocation(line: 140, column: 7, scope: !482)
!492 = !DILocation(line: 141, column: 5, scope: !493)
!493 = distinct !DILexicalBlock(scope: !487, file: !3, line: 140, column: 28)
!494 = !DILocation(line: 143, column: 3, scope: !493)
!495 = !DILocation(line: 145, column: 20, scope: !486)
!496 = !DILocation(line: 0, scope: !486)
!497 = !DILocation(line: 147, column: 24, scope: !486)
!498 = !DILocation(line: 147, column: 21, scope: !486)
!499 = !DILocation(line: 147, column: 31, scope: !486)
!500 = !DILocation(line: 147, column: 51, scope: !486)
!501 = !DILocation(line: 0, scope: !287, inlinedAt: !502)
!502 = distinct !DILocation(line: 148, column: 5, scope: !486)
!503 = !DILocation(line: 88, column: 7, scope: !294, inlinedAt: !502)
!504 = !DILocation(line: 89, column: 5, scope: !294, inlinedAt: !502)
!505 = !DILocation(line: 91, column: 5, scope: !294, inlinedAt: !502)
!506 = !DILocation(line: 150, column: 26, scope: !486)
!507 = !DILocation(line: 150, column: 23, scope: !486)
!508 = !DILocation(line: 0, scope: !487)
!509 = !DILocation(line: 152, column: 3, scope: !482)
!510 = distinct !DISubprogram(name: "math_rad", scope: !3, file: !3, line: 200, type: !145, scopeLine: 200, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !511)
!511 = !{!512}
!512 = !DILocalVariable(name: "L", arg: 1, scope: !510, file: !3, line: 200, type: !147)
!513 = !DILocation(line: 0, scope: !510)
!514 = !DILocation(line: 201, column: 21, scope: !510)
!515 = !DILocation(line: 201, column: 44, scope: !510)
!516 = !DILocation(line: 201, column: 3, scope: !510)
!517 = !DILocation(line: 202, column: 3, scope: !510)
!518 = distinct !DISubprogram(name: "math_sin", scope: !3, file: !3, line: 40, type: !145, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !519)
!519 = !{!520}
!520 = !DILocalVariable(name: "L", arg: 1, scope: !518, file: !3, line: 40, type: !147)
!521 = !DILocation(line: 0, scope: !518)
!522 = !DILocation(line: 41, column: 35, scope: !518)
!523 = !DILocation(line: 41, column: 21, scope: !518)
!524 = !DILocation(line: 41, column: 3, scope: !518)
!525 = !DILocation(line: 42, column: 3, scope: !518)
!526 = distinct !DISubprogram(name: "math_sqrt", scope: !3, file: !3, line: 156, type: !145, scopeLine: 156, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !527)
!527 = !{!528}
!528 = !DILocalVariable(name: "L", arg: 1, scope: !526, file: !3, line: 156, type: !147)
!529 = !DILocation(line: 0, scope: !526)
!530 = !DILocation(line: 157, column: 36, scope: !526)
!531 = !DILocation(line: 157, column: 21, scope: !526)
!532 = !DILocation(line: 157, column: 3, scope: !526)
!533 = !DILocation(line: 158, column: 3, scope: !526)
!534 = distinct !DISubprogram(name: "math_tan", scope: !3, file: !3, line: 50, type: !145, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !535)
!535 = !{!536}
!536 = !DILocalVariable(name: "L", arg: 1, scope: !534, file: !3, line: 50, type: !147)
!537 = !DILocation(line: 0, scope: !534)
!538 = !DILocation(line: 51, column: 35, scope: !534)
!539 = !DILocation(line: 51, column: 21, scope: !534)
!540 = !DILocation(line: 51, column: 3, scope: !534)
!541 = !DILocation(line: 52, column: 3, scope: !534)
!542 = distinct !DISubprogram(name: "math_type", scope: !3, file: !3, line: 234, type: !145, scopeLine: 234, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !543)
!543 = !{!544}
!544 = !DILocalVariable(name: "L", arg: 1, scope: !542, file: !3, line: 234, type: !147)
!545 = !DILocation(line: 0, scope: !542)
!546 = !DILocation(line: 235, column: 7, scope: !547)
!547 = distinct !DILexicalBlock(scope: !542, file: !3, line: 235, column: 7)
!548 = !DILocation(line: 235, column: 22, scope: !547)
!549 = !DILocation(line: 235, column: 7, scope: !542)
!550 = !DILocation(line: 236, column: 24, scope: !547)
!551 = !DILocation(line: 236, column: 23, scope: !547)
!552 = !DILocation(line: 236, column: 5, scope: !547)
!553 = !DILocation(line: 238, column: 5, scope: !554)
!554 = distinct !DILexicalBlock(scope: !547, file: !3, line: 237, column: 8)
!555 = !DILocation(line: 239, column: 5, scope: !554)
!556 = !DILocation(line: 241, column: 3, scope: !542)
!557 = distinct !DISubprogram(name: "math_cosh", scope: !3, file: !3, line: 676, type: !145, scopeLine: 676, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !558)
!558 = !{!559}
!559 = !DILocalVariable(name: "L", arg: 1, scope: !557, file: !3, line: 676, type: !147)
!560 = !DILocation(line: 0, scope: !557)
!561 = !DILocation(line: 677, column: 36, scope: !557)
!562 = !DILocation(line: 677, column: 21, scope: !557)
!563 = !DILocation(line: 677, column: 3, scope: !557)
!564 = !DILocation(line: 678, column: 3, scope: !557)
!565 = distinct !DISubprogram(name: "math_sinh", scope: !3, file: !3, line: 681, type: !145, scopeLine: 681, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !566)
!566 = !{!567}
!567 = !DILocalVariable(name: "L", arg: 1, scope: !565, file: !3, line: 681, type: !147)
!568 = !DILocation(line: 0, scope: !565)
!569 = !DILocation(line: 682, column: 36, scope: !565)
!570 = !DILocation(line: 682, column: 21, scope: !565)
!571 = !DILocation(line: 682, column: 3, scope: !565)
!572 = !DILocation(line: 683, column: 3, scope: !565)
!573 = distinct !DISubprogram(name: "math_tanh", scope: !3, file: !3, line: 686, type: !145, scopeLine: 686, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !574)
!574 = !{!575}
!575 = !DILocalVariable(name: "L", arg: 1, scope: !573, file: !3, line: 686, type: !147)
!576 = !DILocation(line: 0, scope: !573)
!577 = !DILocation(line: 687, column: 36, scope: !573)
!578 = !DILocation(line: 687, column: 21, scope: !573)
!579 = !DILocation(line: 687, column: 3, scope: !573)
!580 = !DILocation(line: 688, column: 3, scope: !573)
!581 = distinct !DISubprogram(name: "math_pow", scope: !3, file: !3, line: 691, type: !145, scopeLine: 691, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !582)
!582 = !{!583, !584, !585}
!583 = !DILocalVariable(name: "L", arg: 1, scope: !581, file: !3, line: 691, type: !147)
!584 = !DILocalVariable(name: "x", scope: !581, file: !3, line: 692, type: !5)
!585 = !DILocalVariable(name: "y", scope: !581, file: !3, line: 693, type: !5)
!586 = !DILocation(line: 0, scope: !581)
!587 = !DILocation(line: 692, column: 18, scope: !581)
!588 = !DILocation(line: 693, column: 18, scope: !581)
!589 = !DILocation(line: 694, column: 21, scope: !581)
!590 = !DILocation(line: 694, column: 3, scope: !581)
!591 = !DILocation(line: 695, column: 3, scope: !581)
!592 = distinct !DISubprogram(name: "math_frexp", scope: !3, file: !3, line: 698, type: !145, scopeLine: 698, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !593)
!593 = !{!594, !595}
!594 = !DILocalVariable(name: "L", arg: 1, scope: !592, file: !3, line: 698, type: !147)
!595 = !DILocalVariable(name: "e", scope: !592, file: !3, line: 699, type: !13)
!596 = distinct !DIAssignID()
!597 = !DILocation(line: 0, scope: !592)
!598 = !DILocation(line: 699, column: 3, scope: !592)
!599 = !DILocation(line: 700, column: 37, scope: !592)
!600 = !DILocation(line: 700, column: 21, scope: !592)
!601 = !DILocation(line: 700, column: 3, scope: !592)
!602 = !DILocation(line: 701, column: 22, scope: !592)
!603 = !DILocation(line: 701, column: 3, scope: !592)
!604 = !DILocation(line: 703, column: 1, scope: !592)
!605 = !DILocation(line: 702, column: 3, scope: !592)
!606 = distinct !DISubprogram(name: "math_ldexp", scope: !3, file: !3, line: 705, type: !145, scopeLine: 705, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !607)
!607 = !{!608, !609, !610}
!608 = !DILocalVariable(name: "L", arg: 1, scope: !606, file: !3, line: 705, type: !147)
!609 = !DILocalVariable(name: "x", scope: !606, file: !3, line: 706, type: !5)
!610 = !DILocalVariable(name: "ep", scope: !606, file: !3, line: 707, type: !13)
!611 = !DILocation(line: 0, scope: !606)
!612 = !DILocation(line: 706, column: 18, scope: !606)
!613 = !DILocation(line: 707, column: 17, scope: !606)
!614 = !DILocation(line: 707, column: 12, scope: !606)
!615 = !DILocation(line: 708, column: 21, scope: !606)
!616 = !DILocation(line: 708, column: 3, scope: !606)
!617 = !DILocation(line: 709, column: 3, scope: !606)
!618 = distinct !DISubprogram(name: "math_log10", scope: !3, file: !3, line: 712, type: !145, scopeLine: 712, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !619)
!619 = !{!620}
!620 = !DILocalVariable(name: "L", arg: 1, scope: !618, file: !3, line: 712, type: !147)
!621 = !DILocation(line: 0, scope: !618)
!622 = !DILocation(line: 713, column: 37, scope: !618)
!623 = !DILocation(line: 713, column: 21, scope: !618)
!624 = !DILocation(line: 713, column: 3, scope: !618)
!625 = !DILocation(line: 714, column: 3, scope: !618)
!626 = !DISubprogram(name: "lua_isinteger", scope: !6, file: !6, line: 196, type: !627, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!627 = !DISubroutineType(types: !628)
!628 = !{!13, !147, !13}
!629 = !DISubprogram(name: "lua_tointegerx", scope: !6, file: !6, line: 202, type: !630, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!630 = !DISubroutineType(types: !631)
!631 = !{!9, !147, !13, !632}
!632 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!633 = !DISubprogram(name: "luaL_checknumber", scope: !136, file: !136, line: 59, type: !634, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!634 = !DISubroutineType(types: !635)
!635 = !{!5, !147, !13}
!636 = !DISubprogram(name: "acos", scope: !637, file: !637, line: 53, type: !638, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!637 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!638 = !DISubroutineType(types: !639)
!639 = !{!7, !7}
!640 = !DISubprogram(name: "asin", scope: !637, file: !637, line: 55, type: !638, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!641 = !DISubprogram(name: "luaL_optnumber", scope: !136, file: !136, line: 60, type: !642, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!642 = !DISubroutineType(types: !643)
!643 = !{!5, !147, !13, !5}
!644 = !DISubprogram(name: "atan2", scope: !637, file: !637, line: 59, type: !645, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!645 = !DISubroutineType(types: !646)
!646 = !{!7, !7, !7}
!647 = !DISubprogram(name: "lua_settop", scope: !6, file: !6, line: 180, type: !648, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!648 = !DISubroutineType(types: !649)
!649 = !{null, !147, !13}
!650 = !DISubprogram(name: "cos", scope: !637, file: !637, line: 62, type: !638, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!651 = !DISubprogram(name: "exp", scope: !637, file: !637, line: 95, type: !638, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!652 = !DISubprogram(name: "luaL_checkany", scope: !136, file: !136, line: 68, type: !648, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!653 = !DISubprogram(name: "lua_pushnil", scope: !6, file: !6, line: 244, type: !186, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!654 = !DISubprogram(name: "luaL_argerror", scope: !136, file: !136, line: 53, type: !655, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!655 = !DISubroutineType(types: !656)
!656 = !{!13, !147, !13, !140}
!657 = !DISubprogram(name: "fmod", scope: !637, file: !637, line: 168, type: !645, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!658 = !DISubprogram(name: "luaL_checkinteger", scope: !136, file: !136, line: 62, type: !659, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!659 = !DISubroutineType(types: !660)
!660 = !{!9, !147, !13}
!661 = !DISubprogram(name: "lua_pushboolean", scope: !6, file: !6, line: 253, type: !648, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!662 = !DISubprogram(name: "lua_type", scope: !6, file: !6, line: 198, type: !627, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!663 = !DISubprogram(name: "log", scope: !637, file: !637, line: 104, type: !638, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!664 = !DISubprogram(name: "log2", scope: !637, file: !637, line: 133, type: !638, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!665 = !DISubprogram(name: "log10", scope: !637, file: !637, line: 107, type: !638, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!666 = !DISubprogram(name: "lua_gettop", scope: !6, file: !6, line: 179, type: !145, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!667 = !DISubprogram(name: "lua_compare", scope: !6, file: !6, line: 238, type: !668, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!668 = !DISubroutineType(types: !669)
!669 = !{!13, !147, !13, !13, !13}
!670 = !DISubprogram(name: "lua_pushvalue", scope: !6, file: !6, line: 181, type: !648, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!671 = !DISubprogram(name: "sin", scope: !637, file: !637, line: 64, type: !638, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!672 = !DISubprogram(name: "sqrt", scope: !637, file: !637, line: 143, type: !638, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!673 = !DISubprogram(name: "tan", scope: !637, file: !637, line: 66, type: !638, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!674 = !DISubprogram(name: "lua_pushstring", scope: !6, file: !6, line: 248, type: !675, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!675 = !DISubroutineType(types: !676)
!676 = !{!140, !147, !140}
!677 = !DISubprogram(name: "cosh", scope: !637, file: !637, line: 71, type: !638, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!678 = !DISubprogram(name: "sinh", scope: !637, file: !637, line: 73, type: !638, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!679 = !DISubprogram(name: "tanh", scope: !637, file: !637, line: 75, type: !638, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!680 = !DISubprogram(name: "pow", scope: !637, file: !637, line: 140, type: !645, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!681 = !DISubprogram(name: "frexp", scope: !637, file: !637, line: 98, type: !682, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!682 = !DISubroutineType(types: !683)
!683 = !{!7, !7, !632}
!684 = !DISubprogram(name: "ldexp", scope: !637, file: !637, line: 101, type: !685, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!685 = !DISubroutineType(types: !686)
!686 = !{!7, !7, !13}
!687 = !DISubprogram(name: "lua_newuserdatauv", scope: !6, file: !6, line: 270, type: !688, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!688 = !DISubroutineType(types: !689)
!689 = !{!8, !147, !23, !13}
!690 = !DISubprogram(name: "time", scope: !691, file: !691, line: 76, type: !692, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!691 = !DIFile(filename: "/usr/include/time.h", directory: "", checksumkind: CSK_MD5, checksum: "2680dca3d5ba26e957b6fd37deaada6c")
!692 = !DISubroutineType(types: !693)
!693 = !{!694, !698}
!694 = !DIDerivedType(tag: DW_TAG_typedef, name: "time_t", file: !695, line: 10, baseType: !696)
!695 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/time_t.h", directory: "", checksumkind: CSK_MD5, checksum: "5c299a4954617c88bb03645c7864e1b1")
!696 = !DIDerivedType(tag: DW_TAG_typedef, name: "__time_t", file: !697, line: 160, baseType: !25)
!697 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!698 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !694, size: 64)
!699 = distinct !DISubprogram(name: "setseed", scope: !3, file: !3, line: 609, type: !700, scopeLine: 610, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !703)
!700 = !DISubroutineType(types: !701)
!701 = !{null, !147, !702, !11, !11}
!702 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!703 = !{!704, !705, !706, !707, !708}
!704 = !DILocalVariable(name: "L", arg: 1, scope: !699, file: !3, line: 609, type: !147)
!705 = !DILocalVariable(name: "state", arg: 2, scope: !699, file: !3, line: 609, type: !702)
!706 = !DILocalVariable(name: "n1", arg: 3, scope: !699, file: !3, line: 610, type: !11)
!707 = !DILocalVariable(name: "n2", arg: 4, scope: !699, file: !3, line: 610, type: !11)
!708 = !DILocalVariable(name: "i", scope: !699, file: !3, line: 611, type: !13)
!709 = !DILocation(line: 0, scope: !699)
!710 = !DILocation(line: 613, column: 3, scope: !699)
!711 = !DILocation(line: 614, column: 3, scope: !699)
!712 = !DILocation(line: 615, column: 3, scope: !699)
!713 = !DILocalVariable(name: "state", arg: 1, scope: !714, file: !3, line: 320, type: !702)
!714 = distinct !DISubprogram(name: "nextrand", scope: !3, file: !3, line: 320, type: !715, scopeLine: 320, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !717)
!715 = !DISubroutineType(types: !716)
!716 = !{!20, !702}
!717 = !{!713, !718, !719, !720, !721, !722}
!718 = !DILocalVariable(name: "state0", scope: !714, file: !3, line: 321, type: !20)
!719 = !DILocalVariable(name: "state1", scope: !714, file: !3, line: 322, type: !20)
!720 = !DILocalVariable(name: "state2", scope: !714, file: !3, line: 323, type: !20)
!721 = !DILocalVariable(name: "state3", scope: !714, file: !3, line: 324, type: !20)
!722 = !DILocalVariable(name: "res", scope: !714, file: !3, line: 325, type: !20)
!723 = !DILocation(line: 0, scope: !714, inlinedAt: !724)
!724 = distinct !DILocation(line: 617, column: 5, scope: !725)
!725 = distinct !DILexicalBlock(scope: !726, file: !3, line: 616, column: 3)
!726 = distinct !DILexicalBlock(scope: !699, file: !3, line: 616, column: 3)
!727 = !DILocation(line: 323, column: 28, scope: !714, inlinedAt: !724)
!728 = !DILocalVariable(name: "x", arg: 1, scope: !729, file: !3, line: 316, type: !20)
!729 = distinct !DISubprogram(name: "rotl", scope: !3, file: !3, line: 316, type: !730, scopeLine: 316, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !732)
!730 = !DISubroutineType(types: !731)
!731 = !{!20, !20, !13}
!732 = !{!728, !733}
!733 = !DILocalVariable(name: "n", arg: 2, scope: !729, file: !3, line: 316, type: !13)
!734 = !DILocation(line: 0, scope: !729, inlinedAt: !735)
!735 = distinct !DILocation(line: 325, column: 16, scope: !714, inlinedAt: !724)
!736 = !DILocation(line: 0, scope: !729, inlinedAt: !737)
!737 = distinct !DILocation(line: 329, column: 14, scope: !714, inlinedAt: !724)
!738 = !DILocation(line: 324, column: 28, scope: !714, inlinedAt: !724)
!739 = !DILocation(line: 327, column: 21, scope: !714, inlinedAt: !724)
!740 = !DILocation(line: 328, column: 31, scope: !714, inlinedAt: !724)
!741 = !DILocation(line: 317, column: 19, scope: !729, inlinedAt: !737)
!742 = !DILocation(line: 326, column: 21, scope: !714, inlinedAt: !724)
!743 = !DILocation(line: 328, column: 21, scope: !714, inlinedAt: !724)
!744 = !{!745, !745, i64 0}
!745 = !{!"long", !335, i64 0}
!746 = !DILocation(line: 618, column: 3, scope: !699)
!747 = !DILocation(line: 619, column: 3, scope: !699)
!748 = !DILocation(line: 620, column: 1, scope: !699)
!749 = distinct !DISubprogram(name: "math_random", scope: !3, file: !3, line: 574, type: !145, scopeLine: 574, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !750)
!750 = !{!751, !752, !753, !754, !755, !756}
!751 = !DILocalVariable(name: "L", arg: 1, scope: !749, file: !3, line: 574, type: !147)
!752 = !DILocalVariable(name: "low", scope: !749, file: !3, line: 575, type: !9)
!753 = !DILocalVariable(name: "up", scope: !749, file: !3, line: 575, type: !9)
!754 = !DILocalVariable(name: "p", scope: !749, file: !3, line: 576, type: !11)
!755 = !DILocalVariable(name: "state", scope: !749, file: !3, line: 577, type: !14)
!756 = !DILocalVariable(name: "rv", scope: !749, file: !3, line: 578, type: !20)
!757 = !DILocation(line: 0, scope: !749)
!758 = !DILocation(line: 577, column: 33, scope: !749)
!759 = !DILocation(line: 0, scope: !714, inlinedAt: !760)
!760 = distinct !DILocation(line: 578, column: 15, scope: !749)
!761 = !DILocation(line: 321, column: 19, scope: !714, inlinedAt: !760)
!762 = !DILocation(line: 322, column: 19, scope: !714, inlinedAt: !760)
!763 = !DILocation(line: 323, column: 19, scope: !714, inlinedAt: !760)
!764 = !DILocation(line: 323, column: 28, scope: !714, inlinedAt: !760)
!765 = !DILocation(line: 324, column: 19, scope: !714, inlinedAt: !760)
!766 = !DILocation(line: 324, column: 28, scope: !714, inlinedAt: !760)
!767 = !DILocation(line: 325, column: 28, scope: !714, inlinedAt: !760)
!768 = !DILocation(line: 0, scope: !729, inlinedAt: !769)
!769 = distinct !DILocation(line: 325, column: 16, scope: !714, inlinedAt: !760)
!770 = !DILocation(line: 317, column: 13, scope: !729, inlinedAt: !769)
!771 = !DILocation(line: 317, column: 32, scope: !729, inlinedAt: !769)
!772 = !DILocation(line: 317, column: 19, scope: !729, inlinedAt: !769)
!773 = !DILocation(line: 325, column: 36, scope: !714, inlinedAt: !760)
!774 = !DILocation(line: 326, column: 21, scope: !714, inlinedAt: !760)
!775 = !DILocation(line: 326, column: 12, scope: !714, inlinedAt: !760)
!776 = !DILocation(line: 327, column: 21, scope: !714, inlinedAt: !760)
!777 = !DILocation(line: 327, column: 12, scope: !714, inlinedAt: !760)
!778 = !DILocation(line: 328, column: 31, scope: !714, inlinedAt: !760)
!779 = !DILocation(line: 328, column: 21, scope: !714, inlinedAt: !760)
!780 = !DILocation(line: 328, column: 12, scope: !714, inlinedAt: !760)
!781 = !DILocation(line: 0, scope: !729, inlinedAt: !782)
!782 = distinct !DILocation(line: 329, column: 14, scope: !714, inlinedAt: !760)
!783 = !DILocation(line: 317, column: 19, scope: !729, inlinedAt: !782)
!784 = !DILocation(line: 329, column: 12, scope: !714, inlinedAt: !760)
!785 = !DILocation(line: 579, column: 11, scope: !749)
!786 = !DILocation(line: 579, column: 3, scope: !749)
!787 = !DILocalVariable(name: "x", arg: 1, scope: !788, file: !3, line: 351, type: !20)
!788 = distinct !DISubprogram(name: "I2d", scope: !3, file: !3, line: 351, type: !789, scopeLine: 351, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !791)
!789 = !DISubroutineType(types: !790)
!790 = !{!5, !20}
!791 = !{!787, !792, !793}
!792 = !DILocalVariable(name: "sx", scope: !788, file: !3, line: 352, type: !25)
!793 = !DILocalVariable(name: "res", scope: !788, file: !3, line: 353, type: !5)
!794 = !DILocation(line: 0, scope: !788, inlinedAt: !795)
!795 = distinct !DILocation(line: 581, column: 25, scope: !796)
!796 = distinct !DILexicalBlock(scope: !797, file: !3, line: 580, column: 13)
!797 = distinct !DILexicalBlock(scope: !749, file: !3, line: 579, column: 26)
!798 = !DILocation(line: 352, column: 36, scope: !788, inlinedAt: !795)
!799 = !DILocation(line: 353, column: 20, scope: !788, inlinedAt: !795)
!800 = !DILocation(line: 353, column: 37, scope: !788, inlinedAt: !795)
!801 = !DILocation(line: 581, column: 7, scope: !796)
!802 = !DILocation(line: 582, column: 7, scope: !796)
!803 = !DILocation(line: 586, column: 12, scope: !804)
!804 = distinct !DILexicalBlock(scope: !797, file: !3, line: 584, column: 13)
!805 = !DILocation(line: 587, column: 14, scope: !806)
!806 = distinct !DILexicalBlock(scope: !804, file: !3, line: 587, column: 11)
!807 = !DILocation(line: 587, column: 11, scope: !804)
!808 = !DILocation(line: 588, column: 9, scope: !809)
!809 = distinct !DILexicalBlock(scope: !806, file: !3, line: 587, column: 20)
!810 = !DILocation(line: 589, column: 9, scope: !809)
!811 = !DILocation(line: 594, column: 13, scope: !812)
!812 = distinct !DILexicalBlock(scope: !797, file: !3, line: 593, column: 13)
!813 = !DILocation(line: 595, column: 12, scope: !812)
!814 = !DILocation(line: 596, column: 7, scope: !812)
!815 = !DILocation(line: 598, column: 21, scope: !797)
!816 = !DILocation(line: 598, column: 14, scope: !797)
!817 = !DILocation(line: 0, scope: !797)
!818 = !DILocation(line: 601, column: 3, scope: !749)
!819 = !DILocation(line: 603, column: 44, scope: !749)
!820 = !DILocalVariable(name: "ran", arg: 1, scope: !821, file: !3, line: 549, type: !11)
!821 = distinct !DISubprogram(name: "project", scope: !3, file: !3, line: 549, type: !822, scopeLine: 550, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !824)
!822 = !DISubroutineType(types: !823)
!823 = !{!11, !11, !11, !14}
!824 = !{!820, !825, !826, !827}
!825 = !DILocalVariable(name: "n", arg: 2, scope: !821, file: !3, line: 549, type: !11)
!826 = !DILocalVariable(name: "state", arg: 3, scope: !821, file: !3, line: 550, type: !14)
!827 = !DILocalVariable(name: "lim", scope: !828, file: !3, line: 554, type: !11)
!828 = distinct !DILexicalBlock(scope: !829, file: !3, line: 553, column: 8)
!829 = distinct !DILexicalBlock(scope: !821, file: !3, line: 551, column: 7)
!830 = !DILocation(line: 0, scope: !821, inlinedAt: !831)
!831 = distinct !DILocation(line: 603, column: 7, scope: !749)
!832 = !DILocation(line: 551, column: 15, scope: !829, inlinedAt: !831)
!833 = !DILocation(line: 551, column: 10, scope: !829, inlinedAt: !831)
!834 = !DILocation(line: 551, column: 21, scope: !829, inlinedAt: !831)
!835 = !DILocation(line: 551, column: 7, scope: !821, inlinedAt: !831)
!836 = !DILocation(line: 552, column: 16, scope: !829, inlinedAt: !831)
!837 = !DILocation(line: 552, column: 5, scope: !829, inlinedAt: !831)
!838 = !DILocation(line: 0, scope: !828, inlinedAt: !831)
!839 = !DILocation(line: 556, column: 17, scope: !828, inlinedAt: !831)
!840 = !DILocation(line: 556, column: 9, scope: !828, inlinedAt: !831)
!841 = !DILocation(line: 557, column: 17, scope: !828, inlinedAt: !831)
!842 = !DILocation(line: 557, column: 9, scope: !828, inlinedAt: !831)
!843 = !DILocation(line: 558, column: 17, scope: !828, inlinedAt: !831)
!844 = !DILocation(line: 558, column: 9, scope: !828, inlinedAt: !831)
!845 = !DILocation(line: 559, column: 17, scope: !828, inlinedAt: !831)
!846 = !DILocation(line: 559, column: 9, scope: !828, inlinedAt: !831)
!847 = !DILocation(line: 560, column: 17, scope: !828, inlinedAt: !831)
!848 = !DILocation(line: 560, column: 9, scope: !828, inlinedAt: !831)
!849 = !DILocation(line: 562, column: 17, scope: !828, inlinedAt: !831)
!850 = !DILocation(line: 562, column: 9, scope: !828, inlinedAt: !831)
!851 = !DILocation(line: 567, column: 17, scope: !828, inlinedAt: !831)
!852 = !DILocation(line: 567, column: 25, scope: !828, inlinedAt: !831)
!853 = !DILocation(line: 567, column: 5, scope: !828, inlinedAt: !831)
!854 = !DILocation(line: 323, column: 28, scope: !714, inlinedAt: !855)
!855 = distinct !DILocation(line: 568, column: 13, scope: !828, inlinedAt: !831)
!856 = !DILocation(line: 323, column: 19, scope: !714, inlinedAt: !855)
!857 = !DILocation(line: 322, column: 19, scope: !714, inlinedAt: !855)
!858 = !DILocation(line: 321, column: 19, scope: !714, inlinedAt: !855)
!859 = !DILocation(line: 0, scope: !714, inlinedAt: !855)
!860 = !DILocation(line: 324, column: 28, scope: !714, inlinedAt: !855)
!861 = !DILocation(line: 325, column: 28, scope: !714, inlinedAt: !855)
!862 = !DILocation(line: 0, scope: !729, inlinedAt: !863)
!863 = distinct !DILocation(line: 325, column: 16, scope: !714, inlinedAt: !855)
!864 = !DILocation(line: 317, column: 13, scope: !729, inlinedAt: !863)
!865 = !DILocation(line: 317, column: 32, scope: !729, inlinedAt: !863)
!866 = !DILocation(line: 317, column: 19, scope: !729, inlinedAt: !863)
!867 = !DILocation(line: 325, column: 36, scope: !714, inlinedAt: !855)
!868 = !DILocation(line: 326, column: 21, scope: !714, inlinedAt: !855)
!869 = !DILocation(line: 327, column: 21, scope: !714, inlinedAt: !855)
!870 = !DILocation(line: 328, column: 31, scope: !714, inlinedAt: !855)
!871 = !DILocation(line: 328, column: 21, scope: !714, inlinedAt: !855)
!872 = !DILocation(line: 0, scope: !729, inlinedAt: !873)
!873 = distinct !DILocation(line: 329, column: 14, scope: !714, inlinedAt: !855)
!874 = !DILocation(line: 317, column: 19, scope: !729, inlinedAt: !873)
!875 = distinct !{!875, !853, !876, !457}
!876 = !DILocation(line: 568, column: 13, scope: !828, inlinedAt: !831)
!877 = !DILocation(line: 0, scope: !829, inlinedAt: !831)
!878 = !DILocation(line: 604, column: 24, scope: !749)
!879 = !DILocation(line: 604, column: 3, scope: !749)
!880 = !DILocation(line: 605, column: 3, scope: !749)
!881 = !DILocation(line: 606, column: 1, scope: !749)
!882 = distinct !DISubprogram(name: "math_randomseed", scope: !3, file: !3, line: 635, type: !145, scopeLine: 635, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !883)
!883 = !{!884, !885, !886, !889}
!884 = !DILocalVariable(name: "L", arg: 1, scope: !882, file: !3, line: 635, type: !147)
!885 = !DILocalVariable(name: "state", scope: !882, file: !3, line: 636, type: !14)
!886 = !DILocalVariable(name: "n1", scope: !887, file: !3, line: 641, type: !9)
!887 = distinct !DILexicalBlock(scope: !888, file: !3, line: 640, column: 8)
!888 = distinct !DILexicalBlock(scope: !882, file: !3, line: 637, column: 7)
!889 = !DILocalVariable(name: "n2", scope: !887, file: !3, line: 642, type: !9)
!890 = !DILocation(line: 0, scope: !882)
!891 = !DILocation(line: 636, column: 33, scope: !882)
!892 = !DILocation(line: 637, column: 7, scope: !888)
!893 = !DILocation(line: 637, column: 7, scope: !882)
!894 = !DILocation(line: 0, scope: !194, inlinedAt: !895)
!895 = distinct !DILocation(line: 638, column: 5, scope: !896)
!896 = distinct !DILexicalBlock(scope: !888, file: !3, line: 637, column: 25)
!897 = !DILocation(line: 629, column: 38, scope: !194, inlinedAt: !895)
!898 = !DILocation(line: 630, column: 38, scope: !194, inlinedAt: !895)
!899 = !DILocation(line: 631, column: 3, scope: !194, inlinedAt: !895)
!900 = !DILocation(line: 639, column: 3, scope: !896)
!901 = !DILocation(line: 641, column: 22, scope: !887)
!902 = !DILocation(line: 0, scope: !887)
!903 = !DILocation(line: 642, column: 22, scope: !887)
!904 = !DILocation(line: 643, column: 5, scope: !887)
!905 = !DILocation(line: 645, column: 3, scope: !882)
!906 = !DISubprogram(name: "lua_touserdata", scope: !6, file: !6, line: 207, type: !907, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!907 = !DISubroutineType(types: !908)
!908 = !{!8, !147, !13}
!909 = !DISubprogram(name: "luaL_error", scope: !136, file: !136, line: 76, type: !910, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!910 = !DISubroutineType(types: !911)
!911 = !{!13, !147, !140, null}
!912 = !DISubprogram(name: "luaL_optinteger", scope: !136, file: !136, line: 63, type: !913, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!913 = !DISubroutineType(types: !914)
!914 = !{!9, !147, !13, !9}
