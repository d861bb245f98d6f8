; ModuleID = 'src/lua/loslib.c'
source_filename = "src/lua/loslib.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.luaL_Reg = type { ptr, ptr }
%struct.tm = type { i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, ptr }
%struct.luaL_Buffer = type { ptr, i64, i64, ptr, %union.anon }
%union.anon = type { double, [1016 x i8] }

@syslib = internal constant [12 x %struct.luaL_Reg] [%struct.luaL_Reg { ptr @.str, ptr @os_clock }, %struct.luaL_Reg { ptr @.str.1, ptr @os_date }, %struct.luaL_Reg { ptr @.str.2, ptr @os_difftime }, %struct.luaL_Reg { ptr @.str.3, ptr @os_execute }, %struct.luaL_Reg { ptr @.str.4, ptr @os_exit }, %struct.luaL_Reg { ptr @.str.5, ptr @os_getenv }, %struct.luaL_Reg { ptr @.str.6, ptr @os_remove }, %struct.luaL_Reg { ptr @.str.7, ptr @os_rename }, %struct.luaL_Reg { ptr @.str.8, ptr @os_setlocale }, %struct.luaL_Reg { ptr @.str.9, ptr @os_time }, %struct.luaL_Reg { ptr @.str.10, ptr @os_tmpname }, %struct.luaL_Reg zeroinitializer], align 8
@.str = private unnamed_addr constant [6 x i8] c"clock\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"date\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"difftime\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"execute\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"exit\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"getenv\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"remove\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"rename\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"setlocale\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"time\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"tmpname\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"%c\00", align 1
@.str.12 = private unnamed_addr constant [55 x i8] c"date result cannot be represented in this installation\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"year\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"month\00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c"day\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"hour\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c"min\00", align 1
@.str.20 = private unnamed_addr constant [4 x i8] c"sec\00", align 1
@.str.21 = private unnamed_addr constant [5 x i8] c"yday\00", align 1
@.str.22 = private unnamed_addr constant [5 x i8] c"wday\00", align 1
@.str.23 = private unnamed_addr constant [6 x i8] c"isdst\00", align 1
@.str.24 = private unnamed_addr constant [78 x i8] c"aAbBcCdDeFgGhHIjmMnprRStTuUVwWxXyYzZ%||EcECExEXEyEYOdOeOHOIOmOMOSOuOUOVOwOWOy\00", align 1
@.str.25 = private unnamed_addr constant [36 x i8] c"invalid conversion specifier '%%%s'\00", align 1
@os_setlocale.cat = internal unnamed_addr constant [6 x i32] [i32 6, i32 3, i32 0, i32 4, i32 1, i32 2], align 4
@os_setlocale.catnames = internal constant [7 x ptr] [ptr @.str.26, ptr @.str.27, ptr @.str.28, ptr @.str.29, ptr @.str.30, ptr @.str.9, ptr null], align 8
@.str.26 = private unnamed_addr constant [4 x i8] c"all\00", align 1
@.str.27 = private unnamed_addr constant [8 x i8] c"collate\00", align 1
@.str.28 = private unnamed_addr constant [6 x i8] c"ctype\00", align 1
@.str.29 = private unnamed_addr constant [9 x i8] c"monetary\00", align 1
@.str.30 = private unnamed_addr constant [8 x i8] c"numeric\00", align 1
@.str.31 = private unnamed_addr constant [55 x i8] c"time result cannot be represented in this installation\00", align 1
@.str.32 = private unnamed_addr constant [29 x i8] c"field '%s' is not an integer\00", align 1
@.str.33 = private unnamed_addr constant [33 x i8] c"field '%s' missing in date table\00", align 1
@.str.34 = private unnamed_addr constant [27 x i8] c"field '%s' is out-of-bound\00", align 1
@.str.35 = private unnamed_addr constant [16 x i8] c"/tmp/lua_XXXXXX\00", align 1
@.str.36 = private unnamed_addr constant [37 x i8] c"unable to generate a unique filename\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @luaopen_os(ptr noundef %0) local_unnamed_addr #0 {
  tail call void @luaL_checkversion_(ptr noundef %0, double noundef 5.040000e+02, i64 noundef 136) #12
  tail call void @lua_createtable(ptr noundef %0, i32 noundef 0, i32 noundef 11) #12
  tail call void @luaL_setfuncs(ptr noundef %0, ptr noundef nonnull @syslib, i32 noundef 0) #12
  ret i32 1
}

declare void @luaL_checkversion_(ptr noundef, double noundef, i64 noundef) local_unnamed_addr #1

declare void @lua_createtable(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare void @luaL_setfuncs(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal noundef i32 @os_clock(ptr noundef %0) #0 {
  %2 = tail call i64 @clock() #12
  %3 = sitofp i64 %2 to double
  %4 = fdiv double %3, 1.000000e+06
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %4) #12
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal i32 @os_date(ptr noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca %struct.tm, align 8
  %5 = alloca [4 x i8], align 4
  %6 = alloca %struct.luaL_Buffer, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12
  %7 = call ptr @luaL_optlstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.11, ptr noundef nonnull %2) #12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #12
  %8 = call i32 @lua_type(ptr noundef %0, i32 noundef 2) #12
  %9 = icmp slt i32 %8, 1
  br i1 %9, label %10, label %12

10:                                               ; preds = %1
  %11 = call i64 @time(ptr noundef null) #12
  br label %14

12:                                               ; preds = %1
  %13 = call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 2) #12
  br label %14

14:                                               ; preds = %12, %10
  %15 = phi i64 [ %11, %10 ], [ %13, %12 ]
  store i64 %15, ptr %3, align 8, !tbaa !6
  %16 = load i64, ptr %2, align 8, !tbaa !6
  %17 = getelementptr inbounds i8, ptr %7, i64 %16
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %4) #12
  %18 = load i8, ptr %7, align 1, !tbaa !10
  %19 = icmp eq i8 %18, 33
  br i1 %19, label %20, label %23

20:                                               ; preds = %14
  %21 = call ptr @gmtime_r(ptr noundef nonnull %3, ptr noundef nonnull %4) #12
  %22 = getelementptr inbounds i8, ptr %7, i64 1
  br label %25

23:                                               ; preds = %14
  %24 = call ptr @localtime_r(ptr noundef nonnull %3, ptr noundef nonnull %4) #12
  br label %25

25:                                               ; preds = %23, %20
  %26 = phi ptr [ %21, %20 ], [ %24, %23 ]
  %27 = phi ptr [ %22, %20 ], [ %7, %23 ]
  %28 = icmp eq ptr %26, null
  br i1 %28, label %29, label %31

29:                                               ; preds = %25
  %30 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.12) #12
  br label %109

31:                                               ; preds = %25
  %32 = load i8, ptr %27, align 1
  %33 = icmp eq i8 %32, 42
  br i1 %33, label %34, label %43

34:                                               ; preds = %31
  %35 = getelementptr inbounds i8, ptr %27, i64 1
  %36 = load i8, ptr %35, align 1
  %37 = icmp eq i8 %36, 116
  br i1 %37, label %38, label %43

38:                                               ; preds = %34
  %39 = getelementptr inbounds i8, ptr %27, i64 2
  %40 = load i8, ptr %39, align 1
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %42, label %43

42:                                               ; preds = %38
  call void @lua_createtable(ptr noundef %0, i32 noundef 0, i32 noundef 9) #12
  call fastcc void @setallfields(ptr noundef %0, ptr noundef nonnull %26)
  br label %109

43:                                               ; preds = %34, %31, %38
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #12
  call void @llvm.lifetime.start.p0(i64 1056, ptr nonnull %6) #12
  store i8 37, ptr %5, align 4, !tbaa !10
  call void @luaL_buffinit(ptr noundef %0, ptr noundef nonnull %6) #12
  %44 = icmp ult ptr %27, %17
  br i1 %44, label %45, label %108

45:                                               ; preds = %43
  %46 = getelementptr inbounds i8, ptr %6, i64 16
  %47 = getelementptr inbounds i8, ptr %6, i64 8
  %48 = ptrtoint ptr %17 to i64
  %49 = getelementptr inbounds i8, ptr %5, i64 1
  br label %50

50:                                               ; preds = %45, %105
  %51 = phi ptr [ %27, %45 ], [ %106, %105 ]
  %52 = load i8, ptr %51, align 1, !tbaa !10
  %53 = icmp eq i8 %52, 37
  br i1 %53, label %69, label %54

54:                                               ; preds = %50
  %55 = load i64, ptr %46, align 8, !tbaa !11
  %56 = load i64, ptr %47, align 8, !tbaa !14
  %57 = icmp ult i64 %55, %56
  br i1 %57, label %62, label %58

58:                                               ; preds = %54
  %59 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %6, i64 noundef 1) #12
  %60 = load i8, ptr %51, align 1, !tbaa !10
  %61 = load i64, ptr %46, align 8, !tbaa !11
  br label %62

62:                                               ; preds = %58, %54
  %63 = phi i64 [ %61, %58 ], [ %55, %54 ]
  %64 = phi i8 [ %60, %58 ], [ %52, %54 ]
  %65 = getelementptr inbounds i8, ptr %51, i64 1
  %66 = load ptr, ptr %6, align 8, !tbaa !15
  %67 = add i64 %63, 1
  store i64 %67, ptr %46, align 8, !tbaa !11
  %68 = getelementptr inbounds i8, ptr %66, i64 %63
  store i8 %64, ptr %68, align 1, !tbaa !10
  br label %105

69:                                               ; preds = %50
  %70 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %6, i64 noundef 250) #12
  %71 = getelementptr inbounds i8, ptr %51, i64 1
  %72 = ptrtoint ptr %71 to i64
  %73 = sub i64 %48, %72
  %74 = icmp sgt i64 %73, 0
  br i1 %74, label %75, label %97

75:                                               ; preds = %69, %89
  %76 = phi i64 [ %91, %89 ], [ 1, %69 ]
  %77 = phi i8 [ %93, %89 ], [ 97, %69 ]
  %78 = phi i32 [ %90, %89 ], [ 1, %69 ]
  %79 = phi ptr [ %92, %89 ], [ @.str.24, %69 ]
  %80 = icmp eq i8 %77, 124
  br i1 %80, label %81, label %83

81:                                               ; preds = %75
  %82 = add nsw i32 %78, 1
  br label %89

83:                                               ; preds = %75
  %84 = call i32 @bcmp(ptr nonnull %71, ptr nonnull %79, i64 %76)
  %85 = icmp eq i32 %84, 0
  br i1 %85, label %86, label %89

86:                                               ; preds = %83
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %49, ptr nonnull align 1 %71, i64 %76, i1 false)
  %87 = getelementptr inbounds i8, ptr %49, i64 %76
  store i8 0, ptr %87, align 1, !tbaa !10
  %88 = getelementptr inbounds i8, ptr %71, i64 %76
  br label %100

89:                                               ; preds = %83, %81
  %90 = phi i32 [ %82, %81 ], [ %78, %83 ]
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds i8, ptr %79, i64 %91
  %93 = load i8, ptr %92, align 1, !tbaa !10
  %94 = icmp ne i8 %93, 0
  %95 = icmp sge i64 %73, %91
  %96 = and i1 %94, %95
  br i1 %96, label %75, label %97, !llvm.loop !16

97:                                               ; preds = %89, %69
  %98 = call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.25, ptr noundef nonnull %71) #12
  %99 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef 1, ptr noundef %98) #12
  br label %100

100:                                              ; preds = %86, %97
  %101 = phi ptr [ %88, %86 ], [ %71, %97 ]
  %102 = call i64 @strftime(ptr noundef %70, i64 noundef 250, ptr noundef nonnull %5, ptr noundef nonnull %26) #12
  %103 = load i64, ptr %46, align 8, !tbaa !11
  %104 = add i64 %103, %102
  store i64 %104, ptr %46, align 8, !tbaa !11
  br label %105

105:                                              ; preds = %100, %62
  %106 = phi ptr [ %65, %62 ], [ %101, %100 ]
  %107 = icmp ult ptr %106, %17
  br i1 %107, label %50, label %108, !llvm.loop !18

108:                                              ; preds = %105, %43
  call void @luaL_pushresult(ptr noundef nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 1056, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #12
  br label %109

109:                                              ; preds = %42, %108, %29
  %110 = phi i32 [ %30, %29 ], [ 1, %108 ], [ 1, %42 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  ret i32 %110
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @os_difftime(ptr noundef %0) #0 {
  %2 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 1) #12
  %3 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 2) #12
  %4 = tail call double @difftime(i64 noundef %2, i64 noundef %3) #13
  tail call void @lua_pushnumber(ptr noundef %0, double noundef %4) #12
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal i32 @os_execute(ptr noundef %0) #0 {
  %2 = tail call ptr @luaL_optlstring(ptr noundef %0, i32 noundef 1, ptr noundef null, ptr noundef null) #12
  %3 = tail call ptr @__errno_location() #13
  store i32 0, ptr %3, align 4, !tbaa !19
  %4 = tail call i32 @system(ptr noundef %2) #12
  %5 = icmp eq ptr %2, null
  br i1 %5, label %8, label %6

6:                                                ; preds = %1
  %7 = tail call i32 @luaL_execresult(ptr noundef %0, i32 noundef %4) #12
  br label %9

8:                                                ; preds = %1
  tail call void @lua_pushboolean(ptr noundef %0, i32 noundef %4) #12
  br label %9

9:                                                ; preds = %8, %6
  %10 = phi i32 [ %7, %6 ], [ 1, %8 ]
  ret i32 %10
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @os_exit(ptr noundef %0) #0 {
  %2 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #12
  %3 = icmp eq i32 %2, 1
  br i1 %3, label %4, label %8

4:                                                ; preds = %1
  %5 = tail call i32 @lua_toboolean(ptr noundef %0, i32 noundef 1) #12
  %6 = icmp eq i32 %5, 0
  %7 = zext i1 %6 to i32
  br label %11

8:                                                ; preds = %1
  %9 = tail call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 1, i64 noundef 0) #12
  %10 = trunc i64 %9 to i32
  br label %11

11:                                               ; preds = %8, %4
  %12 = phi i32 [ %7, %4 ], [ %10, %8 ]
  %13 = tail call i32 @lua_toboolean(ptr noundef %0, i32 noundef 2) #12
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %16, label %15

15:                                               ; preds = %11
  tail call void @lua_close(ptr noundef %0) #12
  br label %16

16:                                               ; preds = %15, %11
  %17 = icmp eq ptr %0, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %16
  tail call void @exit(i32 noundef %12) #14
  unreachable

19:                                               ; preds = %16
  ret i32 0
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @os_getenv(ptr noundef %0) #0 {
  %2 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #12
  %3 = tail call ptr @getenv(ptr noundef %2) #12
  %4 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef %3) #12
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal i32 @os_remove(ptr noundef %0) #0 {
  %2 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #12
  %3 = tail call ptr @__errno_location() #13
  store i32 0, ptr %3, align 4, !tbaa !19
  %4 = tail call i32 @remove(ptr noundef %2) #12
  %5 = icmp eq i32 %4, 0
  %6 = zext i1 %5 to i32
  %7 = tail call i32 @luaL_fileresult(ptr noundef %0, i32 noundef %6, ptr noundef %2) #12
  ret i32 %7
}

; Function Attrs: nounwind uwtable
define internal i32 @os_rename(ptr noundef %0) #0 {
  %2 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #12
  %3 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 2, ptr noundef null) #12
  %4 = tail call ptr @__errno_location() #13
  store i32 0, ptr %4, align 4, !tbaa !19
  %5 = tail call i32 @rename(ptr noundef %2, ptr noundef %3) #12
  %6 = icmp eq i32 %5, 0
  %7 = zext i1 %6 to i32
  %8 = tail call i32 @luaL_fileresult(ptr noundef %0, i32 noundef %7, ptr noundef null) #12
  ret i32 %8
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @os_setlocale(ptr noundef %0) #0 {
  %2 = tail call ptr @luaL_optlstring(ptr noundef %0, i32 noundef 1, ptr noundef null, ptr noundef null) #12
  %3 = tail call i32 @luaL_checkoption(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.26, ptr noundef nonnull @os_setlocale.catnames) #12
  %4 = sext i32 %3 to i64
  %5 = getelementptr inbounds [6 x i32], ptr @os_setlocale.cat, i64 0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !19
  %7 = tail call ptr @setlocale(i32 noundef %6, ptr noundef %2) #12
  %8 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef %7) #12
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal i32 @os_time(ptr noundef %0) #0 {
  %2 = alloca %struct.tm, align 8
  %3 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #12
  %4 = icmp slt i32 %3, 1
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = tail call i64 @time(ptr noundef null) #12
  br label %27

7:                                                ; preds = %1
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %2) #12
  tail call void @luaL_checktype(ptr noundef %0, i32 noundef 1, i32 noundef 5) #12
  tail call void @lua_settop(ptr noundef %0, i32 noundef 1) #12
  %8 = tail call fastcc i32 @getfield(ptr noundef %0, ptr noundef nonnull @.str.15, i32 noundef -1, i32 noundef 1900)
  %9 = getelementptr inbounds i8, ptr %2, i64 20
  store i32 %8, ptr %9, align 4, !tbaa !21
  %10 = tail call fastcc i32 @getfield(ptr noundef %0, ptr noundef nonnull @.str.16, i32 noundef -1, i32 noundef 1)
  %11 = getelementptr inbounds i8, ptr %2, i64 16
  store i32 %10, ptr %11, align 8, !tbaa !23
  %12 = tail call fastcc i32 @getfield(ptr noundef %0, ptr noundef nonnull @.str.17, i32 noundef -1, i32 noundef 0)
  %13 = getelementptr inbounds i8, ptr %2, i64 12
  store i32 %12, ptr %13, align 4, !tbaa !24
  %14 = tail call fastcc i32 @getfield(ptr noundef %0, ptr noundef nonnull @.str.18, i32 noundef 12, i32 noundef 0)
  %15 = getelementptr inbounds i8, ptr %2, i64 8
  store i32 %14, ptr %15, align 8, !tbaa !25
  %16 = tail call fastcc i32 @getfield(ptr noundef %0, ptr noundef nonnull @.str.19, i32 noundef 0, i32 noundef 0)
  %17 = getelementptr inbounds i8, ptr %2, i64 4
  store i32 %16, ptr %17, align 4, !tbaa !26
  %18 = tail call fastcc i32 @getfield(ptr noundef %0, ptr noundef nonnull @.str.20, i32 noundef 0, i32 noundef 0)
  store i32 %18, ptr %2, align 8, !tbaa !27
  %19 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1, ptr noundef nonnull @.str.23) #12
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %7
  %22 = tail call i32 @lua_toboolean(ptr noundef %0, i32 noundef -1) #12
  br label %23

23:                                               ; preds = %7, %21
  %24 = phi i32 [ %22, %21 ], [ -1, %7 ]
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #12
  %25 = getelementptr inbounds i8, ptr %2, i64 32
  store i32 %24, ptr %25, align 8, !tbaa !28
  %26 = call i64 @mktime(ptr noundef nonnull %2) #12
  call fastcc void @setallfields(ptr noundef %0, ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %2) #12
  br label %27

27:                                               ; preds = %23, %5
  %28 = phi i64 [ %6, %5 ], [ %26, %23 ]
  %29 = icmp eq i64 %28, -1
  br i1 %29, label %30, label %32

30:                                               ; preds = %27
  %31 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.31) #12
  br label %33

32:                                               ; preds = %27
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %28) #12
  br label %33

33:                                               ; preds = %32, %30
  %34 = phi i32 [ %31, %30 ], [ 1, %32 ]
  ret i32 %34
}

; Function Attrs: nounwind uwtable
define internal i32 @os_tmpname(ptr noundef %0) #0 {
  %2 = alloca [32 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %2, ptr noundef nonnull align 1 dereferenceable(16) @.str.35, i64 16, i1 false) #12
  %3 = call i32 @mkstemp64(ptr noundef nonnull %2) #12
  %4 = icmp eq i32 %3, -1
  br i1 %4, label %8, label %5, !prof !29

5:                                                ; preds = %1
  %6 = call i32 @close(i32 noundef %3) #12
  %7 = call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull %2) #12
  br label %10

8:                                                ; preds = %1
  %9 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.36) #12
  br label %10

10:                                               ; preds = %5, %8
  %11 = phi i32 [ %9, %8 ], [ 1, %5 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #12
  ret i32 %11
}

declare void @lua_pushnumber(ptr noundef, double noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare i64 @clock() local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

declare ptr @luaL_optlstring(ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare i32 @lua_type(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare i64 @time(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare ptr @gmtime_r(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare ptr @localtime_r(ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @luaL_error(ptr noundef, ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc void @setallfields(ptr noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 20
  %4 = load i32, ptr %3, align 4, !tbaa !21
  %5 = sext i32 %4 to i64
  %6 = add nsw i64 %5, 1900
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %6) #12
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.15) #12
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load i32, ptr %7, align 8, !tbaa !23
  %9 = sext i32 %8 to i64
  %10 = add nsw i64 %9, 1
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %10) #12
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.16) #12
  %11 = getelementptr inbounds i8, ptr %1, i64 12
  %12 = load i32, ptr %11, align 4, !tbaa !24
  %13 = sext i32 %12 to i64
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %13) #12
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.17) #12
  %14 = getelementptr inbounds i8, ptr %1, i64 8
  %15 = load i32, ptr %14, align 8, !tbaa !25
  %16 = sext i32 %15 to i64
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %16) #12
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.18) #12
  %17 = getelementptr inbounds i8, ptr %1, i64 4
  %18 = load i32, ptr %17, align 4, !tbaa !26
  %19 = sext i32 %18 to i64
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %19) #12
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.19) #12
  %20 = load i32, ptr %1, align 8, !tbaa !27
  %21 = sext i32 %20 to i64
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %21) #12
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.20) #12
  %22 = getelementptr inbounds i8, ptr %1, i64 28
  %23 = load i32, ptr %22, align 4, !tbaa !30
  %24 = sext i32 %23 to i64
  %25 = add nsw i64 %24, 1
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %25) #12
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.21) #12
  %26 = getelementptr inbounds i8, ptr %1, i64 24
  %27 = load i32, ptr %26, align 8, !tbaa !31
  %28 = sext i32 %27 to i64
  %29 = add nsw i64 %28, 1
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %29) #12
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.22) #12
  %30 = getelementptr inbounds i8, ptr %1, i64 32
  %31 = load i32, ptr %30, align 8, !tbaa !28
  %32 = icmp slt i32 %31, 0
  br i1 %32, label %34, label %33

33:                                               ; preds = %2
  tail call void @lua_pushboolean(ptr noundef %0, i32 noundef %31) #12
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.23) #12
  br label %34

34:                                               ; preds = %2, %33
  ret void
}

declare void @luaL_buffinit(ptr noundef, ptr noundef) local_unnamed_addr #1

declare ptr @luaL_prepbuffsize(ptr noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare i64 @strftime(ptr noundef, i64 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

declare void @luaL_pushresult(ptr noundef) local_unnamed_addr #1

declare i64 @luaL_checkinteger(ptr noundef, i32 noundef) local_unnamed_addr #1

declare i32 @luaL_argerror(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare void @lua_pushinteger(ptr noundef, i64 noundef) local_unnamed_addr #1

declare void @lua_setfield(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare void @lua_pushboolean(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

declare ptr @lua_pushfstring(ptr noundef, ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @difftime(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__errno_location() local_unnamed_addr #5

; Function Attrs: nofree
declare noundef i32 @system(ptr nocapture noundef readonly) local_unnamed_addr #6

declare i32 @luaL_execresult(ptr noundef, i32 noundef) local_unnamed_addr #1

declare i32 @lua_toboolean(ptr noundef, i32 noundef) local_unnamed_addr #1

declare i64 @luaL_optinteger(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

declare void @lua_close(ptr noundef) local_unnamed_addr #1

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #7

declare ptr @lua_pushstring(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind memory(read)
declare noundef ptr @getenv(ptr nocapture noundef) local_unnamed_addr #8

declare ptr @luaL_checklstring(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare i32 @luaL_fileresult(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @remove(ptr nocapture noundef readonly) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @rename(ptr nocapture noundef readonly, ptr nocapture noundef readonly) local_unnamed_addr #9

declare i32 @luaL_checkoption(ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare ptr @setlocale(i32 noundef, ptr noundef) local_unnamed_addr #2

declare void @luaL_checktype(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare void @lua_settop(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc i32 @getfield(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #0 {
  %5 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #12
  %6 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1, ptr noundef %1) #12
  %7 = call i64 @lua_tointegerx(ptr noundef %0, i32 noundef -1, ptr noundef nonnull %5) #12
  %8 = load i32, ptr %5, align 4, !tbaa !19
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %18

10:                                               ; preds = %4
  %11 = icmp eq i32 %6, 0
  br i1 %11, label %14, label %12, !prof !32

12:                                               ; preds = %10
  %13 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.32, ptr noundef %1) #12
  br label %35

14:                                               ; preds = %10
  %15 = icmp slt i32 %2, 0
  br i1 %15, label %16, label %33, !prof !33

16:                                               ; preds = %14
  %17 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.33, ptr noundef %1) #12
  br label %35

18:                                               ; preds = %4
  %19 = icmp sgt i64 %7, -1
  br i1 %19, label %20, label %24

20:                                               ; preds = %18
  %21 = zext nneg i32 %3 to i64
  %22 = sub nsw i64 %7, %21
  %23 = icmp slt i64 %22, 2147483648
  br i1 %23, label %30, label %28

24:                                               ; preds = %18
  %25 = or i32 %3, -2147483648
  %26 = sext i32 %25 to i64
  %27 = icmp ult i64 %7, %26
  br i1 %27, label %28, label %30

28:                                               ; preds = %24, %20
  %29 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.34, ptr noundef %1) #12
  br label %35

30:                                               ; preds = %24, %20
  %31 = trunc i64 %7 to i32
  %32 = sub i32 %31, %3
  br label %33

33:                                               ; preds = %14, %30
  %34 = phi i32 [ %32, %30 ], [ %2, %14 ]
  call void @lua_settop(ptr noundef %0, i32 noundef -2) #12
  br label %35

35:                                               ; preds = %33, %28, %16, %12
  %36 = phi i32 [ %34, %33 ], [ %29, %28 ], [ %13, %12 ], [ %17, %16 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #12
  ret i32 %36
}

; Function Attrs: mustprogress nofree nounwind willreturn
declare noundef i64 @mktime(ptr nocapture noundef) local_unnamed_addr #10

declare i32 @lua_getfield(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare i64 @lua_tointegerx(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare i32 @mkstemp64(ptr noundef) local_unnamed_addr #1

declare i32 @close(i32 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #11

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { noreturn nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { mustprogress nofree nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { nofree nounwind willreturn memory(argmem: read) }
attributes #12 = { nounwind }
attributes #13 = { nounwind willreturn memory(none) }
attributes #14 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = !{!12, !7, i64 16}
!12 = !{!"luaL_Buffer", !13, i64 0, !7, i64 8, !7, i64 16, !13, i64 24, !8, i64 32}
!13 = !{!"any pointer", !8, i64 0}
!14 = !{!12, !7, i64 8}
!15 = !{!12, !13, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !17}
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !8, i64 0}
!21 = !{!22, !20, i64 20}
!22 = !{!"tm", !20, i64 0, !20, i64 4, !20, i64 8, !20, i64 12, !20, i64 16, !20, i64 20, !20, i64 24, !20, i64 28, !20, i64 32, !7, i64 40, !13, i64 48}
!23 = !{!22, !20, i64 16}
!24 = !{!22, !20, i64 12}
!25 = !{!22, !20, i64 8}
!26 = !{!22, !20, i64 4}
!27 = !{!22, !20, i64 0}
!28 = !{!22, !20, i64 32}
!29 = !{!"branch_weights", i32 1, i32 1}
!30 = !{!22, !20, i64 28}
!31 = !{!22, !20, i64 24}
!32 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!33 = !{!"branch_weights", !"expected", i32 1, i32 2000}
