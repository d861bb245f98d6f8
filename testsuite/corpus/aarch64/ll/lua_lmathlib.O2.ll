; ModuleID = 'src/lua/lmathlib.c'
source_filename = "src/lua/lmathlib.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.luaL_Reg = type { ptr, ptr }

@mathlib = internal constant [36 x %struct.luaL_Reg] [%struct.luaL_Reg { ptr @.str.4, ptr @math_abs }, %struct.luaL_Reg { ptr @.str.5, ptr @math_acos }, %struct.luaL_Reg { ptr @.str.6, ptr @math_asin }, %struct.luaL_Reg { ptr @.str.7, ptr @math_atan }, %struct.luaL_Reg { ptr @.str.8, ptr @math_ceil }, %struct.luaL_Reg { ptr @.str.9, ptr @math_cos }, %struct.luaL_Reg { ptr @.str.10, ptr @math_deg }, %struct.luaL_Reg { ptr @.str.11, ptr @math_exp }, %struct.luaL_Reg { ptr @.str.12, ptr @math_toint }, %struct.luaL_Reg { ptr @.str.13, ptr @math_floor }, %struct.luaL_Reg { ptr @.str.14, ptr @math_fmod }, %struct.luaL_Reg { ptr @.str.15, ptr @math_ult }, %struct.luaL_Reg { ptr @.str.16, ptr @math_log }, %struct.luaL_Reg { ptr @.str.17, ptr @math_max }, %struct.luaL_Reg { ptr @.str.18, ptr @math_min }, %struct.luaL_Reg { ptr @.str.19, ptr @math_modf }, %struct.luaL_Reg { ptr @.str.20, ptr @math_rad }, %struct.luaL_Reg { ptr @.str.21, ptr @math_sin }, %struct.luaL_Reg { ptr @.str.22, ptr @math_sqrt }, %struct.luaL_Reg { ptr @.str.23, ptr @math_tan }, %struct.luaL_Reg { ptr @.str.24, ptr @math_type }, %struct.luaL_Reg { ptr @.str.25, ptr @math_atan }, %struct.luaL_Reg { ptr @.str.26, ptr @math_cosh }, %struct.luaL_Reg { ptr @.str.27, ptr @math_sinh }, %struct.luaL_Reg { ptr @.str.28, ptr @math_tanh }, %struct.luaL_Reg { ptr @.str.29, ptr @math_pow }, %struct.luaL_Reg { ptr @.str.30, ptr @math_frexp }, %struct.luaL_Reg { ptr @.str.31, ptr @math_ldexp }, %struct.luaL_Reg { ptr @.str.32, ptr @math_log10 }, %struct.luaL_Reg { ptr @.str.33, ptr null }, %struct.luaL_Reg { ptr @.str.34, ptr null }, %struct.luaL_Reg { ptr @.str, ptr null }, %struct.luaL_Reg { ptr @.str.1, ptr null }, %struct.luaL_Reg { ptr @.str.2, ptr null }, %struct.luaL_Reg { ptr @.str.3, ptr null }, %struct.luaL_Reg zeroinitializer], align 8
@.str = private unnamed_addr constant [3 x i8] c"pi\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"huge\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"maxinteger\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"mininteger\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"abs\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"acos\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"asin\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"atan\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"ceil\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"cos\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"deg\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"exp\00", align 1
@.str.12 = private unnamed_addr constant [10 x i8] c"tointeger\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"floor\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"fmod\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"ult\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"log\00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c"max\00", align 1
@.str.18 = private unnamed_addr constant [4 x i8] c"min\00", align 1
@.str.19 = private unnamed_addr constant [5 x i8] c"modf\00", align 1
@.str.20 = private unnamed_addr constant [4 x i8] c"rad\00", align 1
@.str.21 = private unnamed_addr constant [4 x i8] c"sin\00", align 1
@.str.22 = private unnamed_addr constant [5 x i8] c"sqrt\00", align 1
@.str.23 = private unnamed_addr constant [4 x i8] c"tan\00", align 1
@.str.24 = private unnamed_addr constant [5 x i8] c"type\00", align 1
@.str.25 = private unnamed_addr constant [6 x i8] c"atan2\00", align 1
@.str.26 = private unnamed_addr constant [5 x i8] c"cosh\00", align 1
@.str.27 = private unnamed_addr constant [5 x i8] c"sinh\00", align 1
@.str.28 = private unnamed_addr constant [5 x i8] c"tanh\00", align 1
@.str.29 = private unnamed_addr constant [4 x i8] c"pow\00", align 1
@.str.30 = private unnamed_addr constant [6 x i8] c"frexp\00", align 1
@.str.31 = private unnamed_addr constant [6 x i8] c"ldexp\00", align 1
@.str.32 = private unnamed_addr constant [6 x i8] c"log10\00", align 1
@.str.33 = private unnamed_addr constant [7 x i8] c"random\00", align 1
@.str.34 = private unnamed_addr constant [11 x i8] c"randomseed\00", align 1
@.str.35 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.36 = private unnamed_addr constant [15 x i8] c"value expected\00", align 1
@.str.37 = private unnamed_addr constant [8 x i8] c"integer\00", align 1
@.str.38 = private unnamed_addr constant [6 x i8] c"float\00", align 1
@randfuncs = internal constant [3 x %struct.luaL_Reg] [%struct.luaL_Reg { ptr @.str.33, ptr @math_random }, %struct.luaL_Reg { ptr @.str.34, ptr @math_randomseed }, %struct.luaL_Reg zeroinitializer], align 8
@.str.39 = private unnamed_addr constant [26 x i8] c"wrong number of arguments\00", align 1
@.str.40 = private unnamed_addr constant [18 x i8] c"interval is empty\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @luaopen_math(ptr noundef %0) local_unnamed_addr #0 {
  tail call void @luaL_checkversion_(ptr noundef %0, double noundef 5.040000e+02, i64 noundef 136) #9
  tail call void @lua_createtable(ptr noundef %0, i32 noundef 0, i32 noundef 35) #9
  tail call void @luaL_setfuncs(ptr noundef %0, ptr noundef nonnull @mathlib, i32 noundef 0) #9
  tail call void @lua_pushnumber(ptr noundef %0, double noundef 0x400921FB54442D18) #9
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str) #9
  tail call void @lua_pushnumber(ptr noundef %0, double noundef 0x7FF0000000000000) #9
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.1) #9
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef 9223372036854775807) #9
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.2) #9
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef -9223372036854775808) #9
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.3) #9
  %2 = tail call ptr @lua_newuserdatauv(ptr noundef %0, i64 noundef 32, i32 noundef 0) #9
  %3 = tail call i64 @time(ptr noundef null) #9
  %4 = ptrtoint ptr %0 to i64
  tail call fastcc void @setseed(ptr noundef %0, ptr noundef %2, i64 noundef %3, i64 noundef %4)
  tail call void @lua_settop(ptr noundef %0, i32 noundef -3) #9
  tail call void @luaL_setfuncs(ptr noundef %0, ptr noundef nonnull @randfuncs, i32 noundef 1) #9
  ret i32 1
}

declare void @luaL_checkversion_(ptr noundef, double noundef, i64 noundef) local_unnamed_addr #1

declare void @lua_createtable(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare void @luaL_setfuncs(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

declare void @lua_pushnumber(ptr noundef, double noundef) local_unnamed_addr #1

declare void @lua_setfield(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare void @lua_pushinteger(ptr noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_abs(ptr noundef %0) #0 {
  %2 = tail call i32 @lua_isinteger(ptr noundef %0, i32 noundef 1) #9
  %3 = icmp eq i32 %2, 0
  br i1 %3, label %7, label %4

4:                                                ; preds = %1
  %5 = tail call i64 @lua_tointegerx(ptr noundef %0, i32 noundef 1, ptr noundef null) #9
  %6 = tail call i64 @llvm.abs.i64(i64 %5, i1 false)
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %6) #9
  br label %10

7:                                                ; preds = %1
  %8 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9
  %9 = tail call double @llvm.fabs.f64(double %8)
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %9) #9
  br label %10

10:                                               ; preds = %7, %4
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_acos(ptr noundef %0) #0 {
  %2 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9
  %3 = tail call double @acos(double noundef %2) #9
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %3) #9
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_asin(ptr noundef %0) #0 {
  %2 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9
  %3 = tail call double @asin(double noundef %2) #9
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %3) #9
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_atan(ptr noundef %0) #0 {
  %2 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9
  %3 = tail call double @luaL_optnumber(ptr noundef %0, i32 noundef 2, double noundef 1.000000e+00) #9
  %4 = tail call double @atan2(double noundef %2, double noundef %3) #9
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %4) #9
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_ceil(ptr noundef %0) #0 {
  %2 = tail call i32 @lua_isinteger(ptr noundef %0, i32 noundef 1) #9
  %3 = icmp eq i32 %2, 0
  br i1 %3, label %5, label %4

4:                                                ; preds = %1
  tail call void @lua_settop(ptr noundef %0, i32 noundef 1) #9
  br label %14

5:                                                ; preds = %1
  %6 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9
  %7 = tail call double @llvm.ceil.f64(double %6)
  %8 = fcmp oge double %7, 0xC3E0000000000000
  %9 = fcmp olt double %7, 0x43E0000000000000
  %10 = and i1 %8, %9
  br i1 %10, label %11, label %13

11:                                               ; preds = %5
  %12 = fptosi double %7 to i64
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %12) #9
  br label %14

13:                                               ; preds = %5
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %7) #9
  br label %14

14:                                               ; preds = %13, %11, %4
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_cos(ptr noundef %0) #0 {
  %2 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9
  %3 = tail call double @cos(double noundef %2) #9
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %3) #9
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_deg(ptr noundef %0) #0 {
  %2 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9
  %3 = fmul double %2, 0x404CA5DC1A63C1F8
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %3) #9
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_exp(ptr noundef %0) #0 {
  %2 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9
  %3 = tail call double @exp(double noundef %2) #9
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %3) #9
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_toint(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #9
  %3 = call i64 @lua_tointegerx(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %2) #9
  %4 = load i32, ptr %2, align 4, !tbaa !6
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %7, label %6, !prof !10

6:                                                ; preds = %1
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %3) #9
  br label %8

7:                                                ; preds = %1
  call void @luaL_checkany(ptr noundef %0, i32 noundef 1) #9
  call void @lua_pushnil(ptr noundef %0) #9
  br label %8

8:                                                ; preds = %7, %6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #9
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_floor(ptr noundef %0) #0 {
  %2 = tail call i32 @lua_isinteger(ptr noundef %0, i32 noundef 1) #9
  %3 = icmp eq i32 %2, 0
  br i1 %3, label %5, label %4

4:                                                ; preds = %1
  tail call void @lua_settop(ptr noundef %0, i32 noundef 1) #9
  br label %14

5:                                                ; preds = %1
  %6 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9
  %7 = tail call double @llvm.floor.f64(double %6)
  %8 = fcmp oge double %7, 0xC3E0000000000000
  %9 = fcmp olt double %7, 0x43E0000000000000
  %10 = and i1 %8, %9
  br i1 %10, label %11, label %13

11:                                               ; preds = %5
  %12 = fptosi double %7 to i64
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %12) #9
  br label %14

13:                                               ; preds = %5
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %7) #9
  br label %14

14:                                               ; preds = %13, %11, %4
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_fmod(ptr noundef %0) #0 {
  %2 = tail call i32 @lua_isinteger(ptr noundef %0, i32 noundef 1) #9
  %3 = icmp eq i32 %2, 0
  br i1 %3, label %19, label %4

4:                                                ; preds = %1
  %5 = tail call i32 @lua_isinteger(ptr noundef %0, i32 noundef 2) #9
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %19, label %7

7:                                                ; preds = %4
  %8 = tail call i64 @lua_tointegerx(ptr noundef %0, i32 noundef 2, ptr noundef null) #9
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, 2
  br i1 %10, label %11, label %16

11:                                               ; preds = %7
  %12 = icmp eq i64 %8, 0
  br i1 %12, label %13, label %15, !prof !10

13:                                               ; preds = %11
  %14 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.35) #9
  br label %15

15:                                               ; preds = %13, %11
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef 0) #9
  br label %23

16:                                               ; preds = %7
  %17 = tail call i64 @lua_tointegerx(ptr noundef %0, i32 noundef 1, ptr noundef null) #9
  %18 = srem i64 %17, %8
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %18) #9
  br label %23

19:                                               ; preds = %4, %1
  %20 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9
  %21 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 2) #9
  %22 = tail call double @fmod(double noundef %20, double noundef %21) #9
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %22) #9
  br label %23

23:                                               ; preds = %15, %16, %19
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_ult(ptr noundef %0) #0 {
  %2 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 1) #9
  %3 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 2) #9
  %4 = icmp ult i64 %2, %3
  %5 = zext i1 %4 to i32
  tail call void @lua_pushboolean(ptr noundef %0, i32 noundef %5) #9
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_log(ptr noundef %0) #0 {
  %2 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9
  %3 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 2) #9
  %4 = icmp slt i32 %3, 1
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = tail call double @log(double noundef %2) #9
  br label %20

7:                                                ; preds = %1
  %8 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 2) #9
  %9 = fcmp oeq double %8, 2.000000e+00
  br i1 %9, label %10, label %12

10:                                               ; preds = %7
  %11 = tail call double @log2(double noundef %2) #9
  br label %20

12:                                               ; preds = %7
  %13 = fcmp oeq double %8, 1.000000e+01
  br i1 %13, label %14, label %16

14:                                               ; preds = %12
  %15 = tail call double @log10(double noundef %2) #9
  br label %20

16:                                               ; preds = %12
  %17 = tail call double @log(double noundef %2) #9
  %18 = tail call double @log(double noundef %8) #9
  %19 = fdiv double %17, %18
  br label %20

20:                                               ; preds = %10, %16, %14, %5
  %21 = phi double [ %6, %5 ], [ %11, %10 ], [ %15, %14 ], [ %19, %16 ]
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %21) #9
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_max(ptr noundef %0) #0 {
  %2 = tail call i32 @lua_gettop(ptr noundef %0) #9
  %3 = icmp sgt i32 %2, 0
  br i1 %3, label %6, label %4, !prof !11

4:                                                ; preds = %1
  %5 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.36) #9
  br label %16

6:                                                ; preds = %1
  %7 = icmp eq i32 %2, 1
  br i1 %7, label %16, label %8

8:                                                ; preds = %6, %8
  %9 = phi i32 [ %14, %8 ], [ 2, %6 ]
  %10 = phi i32 [ %13, %8 ], [ 1, %6 ]
  %11 = tail call i32 @lua_compare(ptr noundef %0, i32 noundef %10, i32 noundef %9, i32 noundef 1) #9
  %12 = icmp eq i32 %11, 0
  %13 = select i1 %12, i32 %10, i32 %9
  %14 = add nuw i32 %9, 1
  %15 = icmp eq i32 %9, %2
  br i1 %15, label %16, label %8, !llvm.loop !12

16:                                               ; preds = %8, %4, %6
  %17 = phi i32 [ 1, %6 ], [ 1, %4 ], [ %13, %8 ]
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef %17) #9
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_min(ptr noundef %0) #0 {
  %2 = tail call i32 @lua_gettop(ptr noundef %0) #9
  %3 = icmp sgt i32 %2, 0
  br i1 %3, label %6, label %4, !prof !11

4:                                                ; preds = %1
  %5 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.36) #9
  br label %16

6:                                                ; preds = %1
  %7 = icmp eq i32 %2, 1
  br i1 %7, label %16, label %8

8:                                                ; preds = %6, %8
  %9 = phi i32 [ %14, %8 ], [ 2, %6 ]
  %10 = phi i32 [ %13, %8 ], [ 1, %6 ]
  %11 = tail call i32 @lua_compare(ptr noundef %0, i32 noundef %9, i32 noundef %10, i32 noundef 1) #9
  %12 = icmp eq i32 %11, 0
  %13 = select i1 %12, i32 %10, i32 %9
  %14 = add nuw i32 %9, 1
  %15 = icmp eq i32 %9, %2
  br i1 %15, label %16, label %8, !llvm.loop !14

16:                                               ; preds = %8, %4, %6
  %17 = phi i32 [ 1, %6 ], [ 1, %4 ], [ %13, %8 ]
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef %17) #9
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_modf(ptr noundef %0) #0 {
  %2 = tail call i32 @lua_isinteger(ptr noundef %0, i32 noundef 1) #9
  %3 = icmp eq i32 %2, 0
  br i1 %3, label %5, label %4

4:                                                ; preds = %1
  tail call void @lua_settop(ptr noundef %0, i32 noundef 1) #9
  br label %21

5:                                                ; preds = %1
  %6 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9
  %7 = fcmp olt double %6, 0.000000e+00
  %8 = tail call double @llvm.ceil.f64(double %6)
  %9 = tail call double @llvm.floor.f64(double %6)
  %10 = select i1 %7, double %8, double %9
  %11 = fcmp oge double %10, 0xC3E0000000000000
  %12 = fcmp olt double %10, 0x43E0000000000000
  %13 = and i1 %11, %12
  br i1 %13, label %14, label %16

14:                                               ; preds = %5
  %15 = fptosi double %10 to i64
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %15) #9
  br label %17

16:                                               ; preds = %5
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %10) #9
  br label %17

17:                                               ; preds = %14, %16
  %18 = fcmp oeq double %6, %10
  %19 = fsub double %6, %10
  %20 = select i1 %18, double 0.000000e+00, double %19
  br label %21

21:                                               ; preds = %17, %4
  %22 = phi double [ %20, %17 ], [ 0.000000e+00, %4 ]
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %22) #9
  ret i32 2
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_rad(ptr noundef %0) #0 {
  %2 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9
  %3 = fmul double %2, 0x3F91DF46A2529D39
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %3) #9
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_sin(ptr noundef %0) #0 {
  %2 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9
  %3 = tail call double @sin(double noundef %2) #9
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %3) #9
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_sqrt(ptr noundef %0) #0 {
  %2 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9
  %3 = tail call double @sqrt(double noundef %2) #9
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %3) #9
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_tan(ptr noundef %0) #0 {
  %2 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9
  %3 = tail call double @tan(double noundef %2) #9
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %3) #9
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_type(ptr noundef %0) #0 {
  %2 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #9
  %3 = icmp eq i32 %2, 3
  br i1 %3, label %4, label %9

4:                                                ; preds = %1
  %5 = tail call i32 @lua_isinteger(ptr noundef %0, i32 noundef 1) #9
  %6 = icmp eq i32 %5, 0
  %7 = select i1 %6, ptr @.str.38, ptr @.str.37
  %8 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull %7) #9
  br label %10

9:                                                ; preds = %1
  tail call void @luaL_checkany(ptr noundef %0, i32 noundef 1) #9
  tail call void @lua_pushnil(ptr noundef %0) #9
  br label %10

10:                                               ; preds = %9, %4
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_cosh(ptr noundef %0) #0 {
  %2 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9
  %3 = tail call double @cosh(double noundef %2) #9
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %3) #9
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_sinh(ptr noundef %0) #0 {
  %2 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9
  %3 = tail call double @sinh(double noundef %2) #9
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %3) #9
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_tanh(ptr noundef %0) #0 {
  %2 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9
  %3 = tail call double @tanh(double noundef %2) #9
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %3) #9
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_pow(ptr noundef %0) #0 {
  %2 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9
  %3 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 2) #9
  %4 = tail call double @pow(double noundef %2, double noundef %3) #9
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %4) #9
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_frexp(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #9
  %3 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9
  %4 = call double @frexp(double noundef %3, ptr noundef nonnull %2) #9
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %4) #9
  %5 = load i32, ptr %2, align 4, !tbaa !6
  %6 = sext i32 %5 to i64
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %6) #9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #9
  ret i32 2
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_ldexp(ptr noundef %0) #0 {
  %2 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9
  %3 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 2) #9
  %4 = trunc i64 %3 to i32
  %5 = tail call double @ldexp(double noundef %2, i32 noundef %4) #9
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %5) #9
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_log10(ptr noundef %0) #0 {
  %2 = tail call double @luaL_checknumber(ptr noundef %0, i32 noundef 1) #9
  %3 = tail call double @log10(double noundef %2) #9
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %3) #9
  ret i32 1
}

declare i32 @lua_isinteger(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

declare i64 @lua_tointegerx(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare double @luaL_checknumber(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @acos(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @asin(double noundef) local_unnamed_addr #4

declare double @luaL_optnumber(ptr noundef, i32 noundef, double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @atan2(double noundef, double noundef) local_unnamed_addr #4

declare void @lua_settop(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ceil.f64(double) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #4

declare void @luaL_checkany(ptr noundef, i32 noundef) local_unnamed_addr #1

declare void @lua_pushnil(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #3

declare i32 @luaL_argerror(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @fmod(double noundef, double noundef) local_unnamed_addr #4

declare i64 @luaL_checkinteger(ptr noundef, i32 noundef) local_unnamed_addr #1

declare void @lua_pushboolean(ptr noundef, i32 noundef) local_unnamed_addr #1

declare i32 @lua_type(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log2(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log10(double noundef) local_unnamed_addr #4

declare i32 @lua_gettop(ptr noundef) local_unnamed_addr #1

declare i32 @lua_compare(ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare void @lua_pushvalue(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tan(double noundef) local_unnamed_addr #4

declare ptr @lua_pushstring(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cosh(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sinh(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tanh(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @pow(double noundef, double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare double @frexp(double noundef, ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @ldexp(double noundef, i32 noundef) local_unnamed_addr #6

declare ptr @lua_newuserdatauv(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare i64 @time(ptr noundef) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define internal fastcc void @setseed(ptr noundef %0, ptr nocapture noundef writeonly %1, i64 noundef %2, i64 noundef %3) unnamed_addr #0 {
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = getelementptr inbounds i8, ptr %1, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 24
  %8 = xor i64 %3, %2
  %9 = xor i64 %8, 8972014882652415
  %10 = xor i64 %2, 33423360
  %11 = shl i64 %8, 17
  %12 = tail call i64 @llvm.fshl.i64(i64 %9, i64 %9, i64 45)
  %13 = xor i64 %12, %10
  %14 = xor i64 %13, %3
  %15 = xor i64 %14, 8972014882652160
  %16 = xor i64 %11, %10
  %17 = xor i64 %16, 8972014882652415
  %18 = shl i64 %3, 17
  %19 = tail call i64 @llvm.fshl.i64(i64 %13, i64 %13, i64 45)
  %20 = xor i64 %18, %15
  %21 = xor i64 %20, 8976395749294335
  %22 = xor i64 %19, %17
  %23 = xor i64 %22, %15
  %24 = xor i64 %21, %17
  %25 = shl i64 %17, 17
  %26 = xor i64 %21, %25
  %27 = tail call i64 @llvm.fshl.i64(i64 %22, i64 %22, i64 45)
  %28 = xor i64 %26, %23
  %29 = xor i64 %27, %24
  %30 = xor i64 %29, %23
  %31 = xor i64 %28, %24
  %32 = shl i64 %24, 17
  %33 = xor i64 %28, %32
  %34 = tail call i64 @llvm.fshl.i64(i64 %29, i64 %29, i64 45)
  %35 = xor i64 %33, %30
  %36 = xor i64 %34, %31
  %37 = xor i64 %36, %30
  %38 = xor i64 %35, %31
  %39 = shl i64 %31, 17
  %40 = xor i64 %35, %39
  %41 = tail call i64 @llvm.fshl.i64(i64 %36, i64 %36, i64 45)
  %42 = xor i64 %40, %37
  %43 = xor i64 %41, %38
  %44 = xor i64 %43, %37
  %45 = xor i64 %42, %38
  %46 = shl i64 %38, 17
  %47 = xor i64 %42, %46
  %48 = tail call i64 @llvm.fshl.i64(i64 %43, i64 %43, i64 45)
  %49 = xor i64 %47, %44
  %50 = xor i64 %48, %45
  %51 = xor i64 %50, %44
  %52 = xor i64 %49, %45
  %53 = shl i64 %45, 17
  %54 = xor i64 %49, %53
  %55 = tail call i64 @llvm.fshl.i64(i64 %50, i64 %50, i64 45)
  %56 = xor i64 %54, %51
  %57 = xor i64 %55, %52
  %58 = xor i64 %57, %51
  %59 = xor i64 %56, %52
  %60 = shl i64 %52, 17
  %61 = xor i64 %56, %60
  %62 = tail call i64 @llvm.fshl.i64(i64 %57, i64 %57, i64 45)
  %63 = xor i64 %61, %58
  %64 = xor i64 %62, %59
  %65 = xor i64 %64, %58
  %66 = xor i64 %63, %59
  %67 = shl i64 %59, 17
  %68 = xor i64 %63, %67
  %69 = tail call i64 @llvm.fshl.i64(i64 %64, i64 %64, i64 45)
  %70 = xor i64 %68, %65
  %71 = xor i64 %69, %66
  %72 = xor i64 %71, %65
  %73 = xor i64 %70, %66
  %74 = shl i64 %66, 17
  %75 = xor i64 %70, %74
  %76 = tail call i64 @llvm.fshl.i64(i64 %71, i64 %71, i64 45)
  %77 = xor i64 %75, %72
  %78 = xor i64 %76, %73
  %79 = xor i64 %78, %72
  %80 = xor i64 %77, %73
  %81 = shl i64 %73, 17
  %82 = xor i64 %77, %81
  %83 = tail call i64 @llvm.fshl.i64(i64 %78, i64 %78, i64 45)
  %84 = xor i64 %82, %79
  %85 = xor i64 %83, %80
  %86 = xor i64 %85, %79
  %87 = xor i64 %84, %80
  %88 = shl i64 %80, 17
  %89 = xor i64 %84, %88
  %90 = tail call i64 @llvm.fshl.i64(i64 %85, i64 %85, i64 45)
  %91 = xor i64 %89, %86
  %92 = xor i64 %90, %87
  %93 = xor i64 %92, %86
  %94 = xor i64 %91, %87
  %95 = shl i64 %87, 17
  %96 = xor i64 %91, %95
  %97 = tail call i64 @llvm.fshl.i64(i64 %92, i64 %92, i64 45)
  %98 = xor i64 %96, %93
  %99 = xor i64 %97, %94
  %100 = xor i64 %99, %93
  %101 = xor i64 %98, %94
  %102 = shl i64 %94, 17
  %103 = xor i64 %98, %102
  %104 = tail call i64 @llvm.fshl.i64(i64 %99, i64 %99, i64 45)
  %105 = xor i64 %103, %100
  %106 = xor i64 %104, %101
  %107 = xor i64 %106, %100
  %108 = xor i64 %105, %101
  %109 = shl i64 %101, 17
  %110 = xor i64 %105, %109
  %111 = tail call i64 @llvm.fshl.i64(i64 %106, i64 %106, i64 45)
  store i64 %107, ptr %1, align 8, !tbaa !15
  store i64 %108, ptr %5, align 8, !tbaa !15
  store i64 %110, ptr %6, align 8, !tbaa !15
  store i64 %111, ptr %7, align 8, !tbaa !15
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %2) #9
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %3) #9
  ret void
}

; Function Attrs: nounwind uwtable
define internal i32 @math_random(ptr noundef %0) #0 {
  %2 = tail call ptr @lua_touserdata(ptr noundef %0, i32 noundef -1001001) #9
  %3 = load i64, ptr %2, align 8, !tbaa !15
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !15
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load i64, ptr %6, align 8, !tbaa !15
  %8 = xor i64 %7, %3
  %9 = getelementptr inbounds i8, ptr %2, i64 24
  %10 = load i64, ptr %9, align 8, !tbaa !15
  %11 = xor i64 %10, %5
  %12 = mul i64 %5, 5
  %13 = mul i64 %5, 640
  %14 = lshr i64 %12, 57
  %15 = or disjoint i64 %14, %13
  %16 = mul i64 %15, 9
  %17 = xor i64 %11, %3
  store i64 %17, ptr %2, align 8, !tbaa !15
  %18 = xor i64 %8, %5
  store i64 %18, ptr %4, align 8, !tbaa !15
  %19 = shl i64 %5, 17
  %20 = xor i64 %8, %19
  store i64 %20, ptr %6, align 8, !tbaa !15
  %21 = tail call i64 @llvm.fshl.i64(i64 %11, i64 %11, i64 45)
  store i64 %21, ptr %9, align 8, !tbaa !15
  %22 = tail call i32 @lua_gettop(ptr noundef %0) #9
  switch i32 %22, label %34 [
    i32 0, label %23
    i32 1, label %27
    i32 2, label %31
  ]

23:                                               ; preds = %1
  %24 = lshr i64 %16, 11
  %25 = uitofp nneg i64 %24 to double
  %26 = fmul double %25, 0x3CA0000000000000
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %26) #9
  br label %92

27:                                               ; preds = %1
  %28 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 1) #9
  %29 = icmp eq i64 %28, 0
  br i1 %29, label %30, label %36

30:                                               ; preds = %27
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %16) #9
  br label %92

31:                                               ; preds = %1
  %32 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 1) #9
  %33 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 2) #9
  br label %36

34:                                               ; preds = %1
  %35 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.39) #9
  br label %92

36:                                               ; preds = %27, %31
  %37 = phi i64 [ %33, %31 ], [ %28, %27 ]
  %38 = phi i64 [ %32, %31 ], [ 1, %27 ]
  %39 = icmp sgt i64 %38, %37
  br i1 %39, label %40, label %42, !prof !10

40:                                               ; preds = %36
  %41 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.40) #9
  br label %42

42:                                               ; preds = %40, %36
  %43 = sub i64 %37, %38
  %44 = add i64 %43, 1
  %45 = and i64 %44, %43
  %46 = icmp eq i64 %45, 0
  br i1 %46, label %47, label %49

47:                                               ; preds = %42
  %48 = and i64 %43, %16
  br label %89

49:                                               ; preds = %42
  %50 = lshr i64 %43, 1
  %51 = or i64 %50, %43
  %52 = lshr i64 %51, 2
  %53 = or i64 %52, %51
  %54 = lshr i64 %53, 4
  %55 = or i64 %54, %53
  %56 = lshr i64 %55, 8
  %57 = or i64 %56, %55
  %58 = lshr i64 %57, 16
  %59 = or i64 %58, %57
  %60 = lshr i64 %59, 32
  %61 = or i64 %60, %59
  %62 = and i64 %61, %16
  %63 = icmp ugt i64 %62, %43
  br i1 %63, label %64, label %89

64:                                               ; preds = %49
  %65 = load i64, ptr %2, align 8, !tbaa !15
  %66 = load i64, ptr %4, align 8, !tbaa !15
  %67 = load i64, ptr %6, align 8, !tbaa !15
  %68 = load i64, ptr %9, align 8, !tbaa !15
  br label %69

69:                                               ; preds = %69, %64
  %70 = phi i64 [ %68, %64 ], [ %85, %69 ]
  %71 = phi i64 [ %67, %64 ], [ %84, %69 ]
  %72 = phi i64 [ %66, %64 ], [ %82, %69 ]
  %73 = phi i64 [ %65, %64 ], [ %81, %69 ]
  %74 = xor i64 %73, %71
  %75 = xor i64 %72, %70
  %76 = mul i64 %72, 5
  %77 = mul i64 %72, 640
  %78 = lshr i64 %76, 57
  %79 = or disjoint i64 %78, %77
  %80 = mul i64 %79, 9
  %81 = xor i64 %75, %73
  %82 = xor i64 %74, %72
  %83 = shl i64 %72, 17
  %84 = xor i64 %74, %83
  %85 = tail call i64 @llvm.fshl.i64(i64 %75, i64 %75, i64 45)
  %86 = and i64 %80, %61
  %87 = icmp ugt i64 %86, %43
  br i1 %87, label %69, label %88, !llvm.loop !17

88:                                               ; preds = %69
  store i64 %81, ptr %2, align 8, !tbaa !15
  store i64 %82, ptr %4, align 8, !tbaa !15
  store i64 %84, ptr %6, align 8, !tbaa !15
  store i64 %85, ptr %9, align 8, !tbaa !15
  br label %89

89:                                               ; preds = %47, %49, %88
  %90 = phi i64 [ %48, %47 ], [ %86, %88 ], [ %62, %49 ]
  %91 = add i64 %90, %38
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %91) #9
  br label %92

92:                                               ; preds = %89, %34, %30, %23
  %93 = phi i32 [ %35, %34 ], [ 1, %89 ], [ 1, %30 ], [ 1, %23 ]
  ret i32 %93
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @math_randomseed(ptr noundef %0) #0 {
  %2 = tail call ptr @lua_touserdata(ptr noundef %0, i32 noundef -1001001) #9
  %3 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #9
  %4 = icmp eq i32 %3, -1
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = tail call i64 @time(ptr noundef null) #9
  %7 = ptrtoint ptr %0 to i64
  tail call fastcc void @setseed(ptr noundef %0, ptr noundef %2, i64 noundef %6, i64 noundef %7)
  br label %11

8:                                                ; preds = %1
  %9 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 1) #9
  %10 = tail call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 2, i64 noundef 0) #9
  tail call fastcc void @setseed(ptr noundef %0, ptr noundef %2, i64 noundef %9, i64 noundef %10)
  br label %11

11:                                               ; preds = %8, %5
  ret i32 2
}

declare ptr @lua_touserdata(ptr noundef, i32 noundef) local_unnamed_addr #1

declare i32 @luaL_error(ptr noundef, ptr noundef, ...) local_unnamed_addr #1

declare i64 @luaL_optinteger(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #8

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!11 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = !{!16, !16, i64 0}
!16 = !{!"long", !8, i64 0}
!17 = distinct !{!17, !13}
