; ModuleID = 'src/lua/lstrlib.c'
source_filename = "src/lua/lstrlib.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.luaL_Reg = type { ptr, ptr }
%struct.luaL_Buffer = type { ptr, i64, i64, ptr, %union.anon }
%union.anon = type { double, [1016 x i8] }
%struct.str_Writer = type { i32, %struct.luaL_Buffer }
%struct.MatchState = type { ptr, ptr, ptr, ptr, i32, i8, [32 x %struct.anon] }
%struct.anon = type { ptr, i64 }
%struct.Header = type { ptr, i32, i32 }

@strlib = internal constant [18 x %struct.luaL_Reg] [%struct.luaL_Reg { ptr @.str, ptr @str_byte }, %struct.luaL_Reg { ptr @.str.1, ptr @str_char }, %struct.luaL_Reg { ptr @.str.2, ptr @str_dump }, %struct.luaL_Reg { ptr @.str.3, ptr @str_find }, %struct.luaL_Reg { ptr @.str.4, ptr @str_format }, %struct.luaL_Reg { ptr @.str.5, ptr @gmatch }, %struct.luaL_Reg { ptr @.str.6, ptr @str_gsub }, %struct.luaL_Reg { ptr @.str.7, ptr @str_len }, %struct.luaL_Reg { ptr @.str.8, ptr @str_lower }, %struct.luaL_Reg { ptr @.str.9, ptr @str_match }, %struct.luaL_Reg { ptr @.str.10, ptr @str_rep }, %struct.luaL_Reg { ptr @.str.11, ptr @str_reverse }, %struct.luaL_Reg { ptr @.str.12, ptr @str_sub }, %struct.luaL_Reg { ptr @.str.13, ptr @str_upper }, %struct.luaL_Reg { ptr @.str.14, ptr @str_pack }, %struct.luaL_Reg { ptr @.str.15, ptr @str_packsize }, %struct.luaL_Reg { ptr @.str.16, ptr @str_unpack }, %struct.luaL_Reg zeroinitializer], align 16
@.str = private unnamed_addr constant [5 x i8] c"byte\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"char\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"dump\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"find\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"format\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"gmatch\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"gsub\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"len\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"lower\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"match\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"rep\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"reverse\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"upper\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"pack\00", align 1
@.str.15 = private unnamed_addr constant [9 x i8] c"packsize\00", align 1
@.str.16 = private unnamed_addr constant [7 x i8] c"unpack\00", align 1
@.str.17 = private unnamed_addr constant [22 x i8] c"string slice too long\00", align 1
@.str.18 = private unnamed_addr constant [19 x i8] c"value out of range\00", align 1
@.str.19 = private unnamed_addr constant [30 x i8] c"unable to dump given function\00", align 1
@.str.20 = private unnamed_addr constant [11 x i8] c"^$*+?.([%-\00", align 1
@.str.21 = private unnamed_addr constant [20 x i8] c"pattern too complex\00", align 1
@.str.22 = private unnamed_addr constant [35 x i8] c"missing '[' after '%%f' in pattern\00", align 1
@.str.23 = private unnamed_addr constant [18 x i8] c"too many captures\00", align 1
@.str.24 = private unnamed_addr constant [24 x i8] c"invalid pattern capture\00", align 1
@.str.25 = private unnamed_addr constant [47 x i8] c"malformed pattern (missing arguments to '%%b')\00", align 1
@.str.26 = private unnamed_addr constant [35 x i8] c"malformed pattern (ends with '%%')\00", align 1
@.str.27 = private unnamed_addr constant [32 x i8] c"malformed pattern (missing ']')\00", align 1
@.str.28 = private unnamed_addr constant [27 x i8] c"invalid capture index %%%d\00", align 1
@.str.29 = private unnamed_addr constant [19 x i8] c"unfinished capture\00", align 1
@.str.30 = private unnamed_addr constant [9 x i8] c"no value\00", align 1
@.str.31 = private unnamed_addr constant [2 x i8] c"-\00", align 1
@.str.32 = private unnamed_addr constant [5 x i8] c"-+0 \00", align 1
@.str.33 = private unnamed_addr constant [3 x i8] c"-0\00", align 1
@.str.34 = private unnamed_addr constant [4 x i8] c"-#0\00", align 1
@.str.36 = private unnamed_addr constant [6 x i8] c"-+#0 \00", align 1
@.str.37 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.38 = private unnamed_addr constant [7 x i8] c"(null)\00", align 1
@.str.39 = private unnamed_addr constant [38 x i8] c"specifier '%%q' cannot have modifiers\00", align 1
@.str.40 = private unnamed_addr constant [22 x i8] c"string contains zeros\00", align 1
@.str.41 = private unnamed_addr constant [36 x i8] c"invalid conversion '%s' to 'format'\00", align 1
@.str.42 = private unnamed_addr constant [16 x i8] c"-+#0 123456789.\00", align 1
@.str.43 = private unnamed_addr constant [26 x i8] c"invalid format (too long)\00", align 1
@.str.44 = private unnamed_addr constant [39 x i8] c"invalid conversion specification: '%s'\00", align 1
@.str.45 = private unnamed_addr constant [7 x i8] c"0x%llx\00", align 1
@.str.46 = private unnamed_addr constant [5 x i8] c"%lld\00", align 1
@.str.47 = private unnamed_addr constant [26 x i8] c"value has no literal form\00", align 1
@.str.48 = private unnamed_addr constant [4 x i8] c"\\%d\00", align 1
@.str.49 = private unnamed_addr constant [6 x i8] c"\\%03d\00", align 1
@.str.50 = private unnamed_addr constant [7 x i8] c"1e9999\00", align 1
@.str.51 = private unnamed_addr constant [8 x i8] c"-1e9999\00", align 1
@.str.52 = private unnamed_addr constant [6 x i8] c"(0/0)\00", align 1
@.str.53 = private unnamed_addr constant [3 x i8] c"%a\00", align 1
@.str.54 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@.str.55 = private unnamed_addr constant [22 x i8] c"string/function/table\00", align 1
@.str.56 = private unnamed_addr constant [33 x i8] c"invalid replacement value (a %s)\00", align 1
@.str.57 = private unnamed_addr constant [42 x i8] c"invalid use of '%c' in replacement string\00", align 1
@.str.58 = private unnamed_addr constant [27 x i8] c"resulting string too large\00", align 1
@.str.59 = private unnamed_addr constant [17 x i8] c"integer overflow\00", align 1
@.str.60 = private unnamed_addr constant [18 x i8] c"unsigned overflow\00", align 1
@.str.61 = private unnamed_addr constant [30 x i8] c"string longer than given size\00", align 1
@.str.62 = private unnamed_addr constant [41 x i8] c"string length does not fit in given size\00", align 1
@.str.63 = private unnamed_addr constant [35 x i8] c"invalid next option for option 'X'\00", align 1
@.str.64 = private unnamed_addr constant [41 x i8] c"format asks for alignment not power of 2\00", align 1
@.str.65 = private unnamed_addr constant [35 x i8] c"missing size for format option 'c'\00", align 1
@.str.66 = private unnamed_addr constant [27 x i8] c"invalid format option '%c'\00", align 1
@.str.67 = private unnamed_addr constant [40 x i8] c"integral size (%d) out of limits [1,%d]\00", align 1
@.str.68 = private unnamed_addr constant [23 x i8] c"variable-length format\00", align 1
@.str.69 = private unnamed_addr constant [24 x i8] c"format result too large\00", align 1
@.str.70 = private unnamed_addr constant [31 x i8] c"initial position out of string\00", align 1
@.str.71 = private unnamed_addr constant [22 x i8] c"data string too short\00", align 1
@.str.72 = private unnamed_addr constant [17 x i8] c"too many results\00", align 1
@.str.73 = private unnamed_addr constant [33 x i8] c"unfinished string for format 'z'\00", align 1
@.str.74 = private unnamed_addr constant [46 x i8] c"%d-byte integer does not fit into Lua Integer\00", align 1
@stringmetamethods = internal constant [10 x %struct.luaL_Reg] [%struct.luaL_Reg { ptr @.str.76, ptr @arith_add }, %struct.luaL_Reg { ptr @.str.77, ptr @arith_sub }, %struct.luaL_Reg { ptr @.str.78, ptr @arith_mul }, %struct.luaL_Reg { ptr @.str.79, ptr @arith_mod }, %struct.luaL_Reg { ptr @.str.80, ptr @arith_pow }, %struct.luaL_Reg { ptr @.str.81, ptr @arith_div }, %struct.luaL_Reg { ptr @.str.82, ptr @arith_idiv }, %struct.luaL_Reg { ptr @.str.83, ptr @arith_unm }, %struct.luaL_Reg { ptr @.str.75, ptr null }, %struct.luaL_Reg zeroinitializer], align 16
@.str.75 = private unnamed_addr constant [8 x i8] c"__index\00", align 1
@.str.76 = private unnamed_addr constant [6 x i8] c"__add\00", align 1
@.str.77 = private unnamed_addr constant [6 x i8] c"__sub\00", align 1
@.str.78 = private unnamed_addr constant [6 x i8] c"__mul\00", align 1
@.str.79 = private unnamed_addr constant [6 x i8] c"__mod\00", align 1
@.str.80 = private unnamed_addr constant [6 x i8] c"__pow\00", align 1
@.str.81 = private unnamed_addr constant [6 x i8] c"__div\00", align 1
@.str.82 = private unnamed_addr constant [7 x i8] c"__idiv\00", align 1
@.str.83 = private unnamed_addr constant [6 x i8] c"__unm\00", align 1
@.str.84 = private unnamed_addr constant [33 x i8] c"attempt to %s a '%s' with a '%s'\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @luaopen_string(ptr noundef %0) local_unnamed_addr #0 {
  tail call void @luaL_checkversion_(ptr noundef %0, double noundef 5.040000e+02, i64 noundef 136) #12
  tail call void @lua_createtable(ptr noundef %0, i32 noundef 0, i32 noundef 17) #12
  tail call void @luaL_setfuncs(ptr noundef %0, ptr noundef nonnull @strlib, i32 noundef 0) #12
  tail call void @lua_createtable(ptr noundef %0, i32 noundef 0, i32 noundef 9) #12
  tail call void @luaL_setfuncs(ptr noundef %0, ptr noundef nonnull @stringmetamethods, i32 noundef 0) #12
  %2 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.37) #12
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -2) #12
  %3 = tail call i32 @lua_setmetatable(ptr noundef %0, i32 noundef -2) #12
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #12
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -2) #12
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.75) #12
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #12
  ret i32 1
}

declare void @luaL_checkversion_(ptr noundef, double noundef, i64 noundef) local_unnamed_addr #1

declare void @lua_createtable(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare void @luaL_setfuncs(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal i32 @str_byte(ptr noundef %0) #0 {
  %2 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12
  %3 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %2) #12
  %4 = call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 2, i64 noundef 1) #12
  %5 = load i64, ptr %2, align 8, !tbaa !5
  %6 = icmp sgt i64 %4, 0
  br i1 %6, label %15, label %7

7:                                                ; preds = %1
  %8 = icmp eq i64 %4, 0
  %9 = sub nsw i64 0, %5
  %10 = icmp slt i64 %4, %9
  %11 = select i1 %8, i1 true, i1 %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %7
  %13 = add i64 %5, 1
  %14 = add i64 %13, %4
  br label %15

15:                                               ; preds = %1, %7, %12
  %16 = phi i64 [ %14, %12 ], [ %4, %1 ], [ 1, %7 ]
  %17 = call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 3, i64 noundef %4) #12
  %18 = icmp sgt i64 %17, %5
  br i1 %18, label %27, label %19

19:                                               ; preds = %15
  %20 = icmp sgt i64 %17, -1
  br i1 %20, label %27, label %21

21:                                               ; preds = %19
  %22 = sub nsw i64 0, %5
  %23 = icmp slt i64 %17, %22
  br i1 %23, label %27, label %24

24:                                               ; preds = %21
  %25 = add i64 %5, 1
  %26 = add i64 %25, %17
  br label %27

27:                                               ; preds = %15, %19, %21, %24
  %28 = phi i64 [ %26, %24 ], [ %5, %15 ], [ %17, %19 ], [ 0, %21 ]
  %29 = icmp ugt i64 %16, %28
  br i1 %29, label %47, label %30

30:                                               ; preds = %27
  %31 = sub i64 %28, %16
  %32 = icmp ugt i64 %31, 2147483646
  br i1 %32, label %33, label %35, !prof !9

33:                                               ; preds = %30
  %34 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.17) #12
  br label %47

35:                                               ; preds = %30
  %36 = trunc nuw nsw i64 %31 to i32
  %37 = add nuw nsw i32 %36, 1
  call void @luaL_checkstack(ptr noundef %0, i32 noundef %37, ptr noundef nonnull @.str.17) #12
  %38 = getelementptr i8, ptr %3, i64 %16
  %39 = getelementptr i8, ptr %38, i64 -1
  br label %40

40:                                               ; preds = %35, %40
  %41 = phi i64 [ 0, %35 ], [ %45, %40 ]
  %42 = getelementptr i8, ptr %39, i64 %41
  %43 = load i8, ptr %42, align 1, !tbaa !10
  %44 = zext i8 %43 to i64
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %44) #12
  %45 = add nuw nsw i64 %41, 1
  %46 = icmp eq i64 %41, %31
  br i1 %46, label %47, label %40, !llvm.loop !11

47:                                               ; preds = %40, %27, %33
  %48 = phi i32 [ %34, %33 ], [ 0, %27 ], [ %37, %40 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  ret i32 %48
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @str_char(ptr noundef %0) #0 {
  %2 = alloca %struct.luaL_Buffer, align 8
  %3 = tail call i32 @lua_gettop(ptr noundef %0) #12
  call void @llvm.lifetime.start.p0(i64 1056, ptr nonnull %2) #12
  %4 = sext i32 %3 to i64
  %5 = call ptr @luaL_buffinitsize(ptr noundef %0, ptr noundef nonnull %2, i64 noundef %4) #12
  %6 = getelementptr i8, ptr %5, i64 -1
  %7 = icmp slt i32 %3, 1
  br i1 %7, label %23, label %8

8:                                                ; preds = %1
  %9 = add nuw i32 %3, 1
  %10 = zext i32 %9 to i64
  br label %11

11:                                               ; preds = %8, %18
  %12 = phi i64 [ 1, %8 ], [ %21, %18 ]
  %13 = trunc nuw nsw i64 %12 to i32
  %14 = call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef %13) #12
  %15 = icmp ult i64 %14, 256
  br i1 %15, label %18, label %16, !prof !13

16:                                               ; preds = %11
  %17 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef %13, ptr noundef nonnull @.str.18) #12
  br label %18

18:                                               ; preds = %16, %11
  %19 = trunc i64 %14 to i8
  %20 = getelementptr i8, ptr %6, i64 %12
  store i8 %19, ptr %20, align 1, !tbaa !10
  %21 = add nuw nsw i64 %12, 1
  %22 = icmp eq i64 %21, %10
  br i1 %22, label %23, label %11, !llvm.loop !14

23:                                               ; preds = %18, %1
  call void @luaL_pushresultsize(ptr noundef nonnull %2, i64 noundef %4) #12
  call void @llvm.lifetime.end.p0(i64 1056, ptr nonnull %2) #12
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal i32 @str_dump(ptr noundef %0) #0 {
  %2 = alloca %struct.str_Writer, align 8
  call void @llvm.lifetime.start.p0(i64 1064, ptr nonnull %2) #12
  %3 = tail call i32 @lua_toboolean(ptr noundef %0, i32 noundef 2) #12
  tail call void @luaL_checktype(ptr noundef %0, i32 noundef 1, i32 noundef 6) #12
  tail call void @lua_settop(ptr noundef %0, i32 noundef 1) #12
  store i32 0, ptr %2, align 8, !tbaa !15
  %4 = call i32 @lua_dump(ptr noundef %0, ptr noundef nonnull @writer, ptr noundef nonnull %2, i32 noundef %3) #12
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %8, label %6, !prof !13

6:                                                ; preds = %1
  %7 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.19) #12
  br label %10

8:                                                ; preds = %1
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  call void @luaL_pushresult(ptr noundef nonnull %9) #12
  br label %10

10:                                               ; preds = %8, %6
  %11 = phi i32 [ %7, %6 ], [ 1, %8 ]
  call void @llvm.lifetime.end.p0(i64 1064, ptr nonnull %2) #12
  ret i32 %11
}

; Function Attrs: nounwind uwtable
define internal i32 @str_find(ptr noundef %0) #0 {
  %2 = tail call fastcc i32 @str_find_aux(ptr noundef %0, i32 noundef 1)
  ret i32 %2
}

; Function Attrs: nounwind uwtable
define internal i32 @str_format(ptr noundef %0) #0 {
  %2 = alloca [10 x i8], align 1
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca %struct.luaL_Buffer, align 8
  %6 = alloca [32 x i8], align 16
  %7 = alloca i64, align 8
  %8 = tail call i32 @lua_gettop(ptr noundef %0) #12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #12
  %9 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %4) #12
  %10 = load i64, ptr %4, align 8, !tbaa !5
  %11 = getelementptr inbounds i8, ptr %9, i64 %10
  call void @llvm.lifetime.start.p0(i64 1056, ptr nonnull %5) #12
  call void @luaL_buffinit(ptr noundef %0, ptr noundef nonnull %5) #12
  %12 = icmp sgt i64 %10, 0
  br i1 %12, label %13, label %355

13:                                               ; preds = %1
  %14 = getelementptr inbounds i8, ptr %5, i64 16
  %15 = getelementptr inbounds i8, ptr %5, i64 8
  %16 = getelementptr inbounds i8, ptr %6, i64 1
  %17 = getelementptr inbounds i8, ptr %6, i64 2
  br label %18

18:                                               ; preds = %13, %351
  %19 = phi i32 [ 1, %13 ], [ %353, %351 ]
  %20 = phi ptr [ %9, %13 ], [ %352, %351 ]
  %21 = load i8, ptr %20, align 1, !tbaa !10
  %22 = icmp eq i8 %21, 37
  br i1 %22, label %38, label %23

23:                                               ; preds = %18
  %24 = load i64, ptr %14, align 8, !tbaa !20
  %25 = load i64, ptr %15, align 8, !tbaa !21
  %26 = icmp ult i64 %24, %25
  br i1 %26, label %31, label %27

27:                                               ; preds = %23
  %28 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %5, i64 noundef 1) #12
  %29 = load i8, ptr %20, align 1, !tbaa !10
  %30 = load i64, ptr %14, align 8, !tbaa !20
  br label %31

31:                                               ; preds = %27, %23
  %32 = phi i64 [ %30, %27 ], [ %24, %23 ]
  %33 = phi i8 [ %29, %27 ], [ %21, %23 ]
  %34 = getelementptr inbounds i8, ptr %20, i64 1
  %35 = load ptr, ptr %5, align 8, !tbaa !22
  %36 = add i64 %32, 1
  store i64 %36, ptr %14, align 8, !tbaa !20
  %37 = getelementptr inbounds i8, ptr %35, i64 %32
  store i8 %33, ptr %37, align 1, !tbaa !10
  br label %351

38:                                               ; preds = %18
  %39 = getelementptr inbounds i8, ptr %20, i64 1
  %40 = load i8, ptr %39, align 1, !tbaa !10
  %41 = icmp eq i8 %40, 37
  br i1 %41, label %42, label %57

42:                                               ; preds = %38
  %43 = load i64, ptr %14, align 8, !tbaa !20
  %44 = load i64, ptr %15, align 8, !tbaa !21
  %45 = icmp ult i64 %43, %44
  br i1 %45, label %50, label %46

46:                                               ; preds = %42
  %47 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %5, i64 noundef 1) #12
  %48 = load i8, ptr %39, align 1, !tbaa !10
  %49 = load i64, ptr %14, align 8, !tbaa !20
  br label %50

50:                                               ; preds = %46, %42
  %51 = phi i64 [ %49, %46 ], [ %43, %42 ]
  %52 = phi i8 [ %48, %46 ], [ 37, %42 ]
  %53 = getelementptr inbounds i8, ptr %20, i64 2
  %54 = load ptr, ptr %5, align 8, !tbaa !22
  %55 = add i64 %51, 1
  store i64 %55, ptr %14, align 8, !tbaa !20
  %56 = getelementptr inbounds i8, ptr %54, i64 %51
  store i8 %52, ptr %56, align 1, !tbaa !10
  br label %351

57:                                               ; preds = %38
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #12
  %58 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %5, i64 noundef 120) #12
  %59 = add nsw i32 %19, 1
  %60 = icmp slt i32 %19, %8
  br i1 %60, label %63, label %61

61:                                               ; preds = %57
  %62 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef %59, ptr noundef nonnull @.str.30) #12
  br label %344

63:                                               ; preds = %57
  %64 = call i64 @strspn(ptr noundef nonnull readonly %39, ptr noundef nonnull @.str.42) #13
  %65 = add i64 %64, 1
  %66 = icmp ugt i64 %65, 21
  br i1 %66, label %67, label %69

67:                                               ; preds = %63
  %68 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.43) #12
  br label %69

69:                                               ; preds = %63, %67
  store i8 37, ptr %6, align 16, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %16, ptr nonnull readonly align 1 %39, i64 %65, i1 false)
  %70 = getelementptr inbounds i8, ptr %16, i64 %65
  store i8 0, ptr %70, align 1, !tbaa !10
  %71 = getelementptr inbounds i8, ptr %39, i64 %65
  %72 = getelementptr inbounds i8, ptr %39, i64 %64
  %73 = load i8, ptr %72, align 1, !tbaa !10
  switch i8 %73, label %342 [
    i8 99, label %74
    i8 100, label %113
    i8 105, label %113
    i8 117, label %111
    i8 111, label %112
    i8 120, label %112
    i8 88, label %112
    i8 97, label %123
    i8 65, label %123
    i8 102, label %128
    i8 101, label %130
    i8 69, label %130
    i8 103, label %130
    i8 71, label %130
    i8 112, label %137
    i8 113, label %180
    i8 115, label %320
  ]

74:                                               ; preds = %69
  %75 = call i64 @strspn(ptr noundef nonnull %16, ptr noundef nonnull readonly @.str.31) #13
  %76 = getelementptr inbounds i8, ptr %16, i64 %75
  %77 = load i8, ptr %76, align 1, !tbaa !10
  %78 = icmp eq i8 %77, 48
  %79 = tail call ptr @__ctype_b_loc() #14
  %80 = load ptr, ptr %79, align 8, !tbaa !23
  br i1 %78, label %98, label %81

81:                                               ; preds = %74
  %82 = zext i8 %77 to i64
  %83 = getelementptr inbounds i16, ptr %80, i64 %82
  %84 = load i16, ptr %83, align 2, !tbaa !24
  %85 = and i16 %84, 2048
  %86 = icmp eq i16 %85, 0
  br i1 %86, label %98, label %87

87:                                               ; preds = %81
  %88 = getelementptr inbounds i8, ptr %76, i64 1
  %89 = load i8, ptr %88, align 1, !tbaa !10
  %90 = zext i8 %89 to i64
  %91 = getelementptr inbounds i16, ptr %80, i64 %90
  %92 = load i16, ptr %91, align 2, !tbaa !24
  %93 = and i16 %92, 2048
  %94 = icmp eq i16 %93, 0
  %95 = getelementptr inbounds i8, ptr %76, i64 2
  %96 = select i1 %94, ptr %88, ptr %95
  %97 = load i8, ptr %96, align 1, !tbaa !10
  br label %98

98:                                               ; preds = %81, %87, %74
  %99 = phi i8 [ 48, %74 ], [ %77, %81 ], [ %97, %87 ]
  %100 = zext i8 %99 to i64
  %101 = getelementptr inbounds i16, ptr %80, i64 %100
  %102 = load i16, ptr %101, align 2, !tbaa !24
  %103 = and i16 %102, 1024
  %104 = icmp eq i16 %103, 0
  br i1 %104, label %105, label %107

105:                                              ; preds = %98
  %106 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.44, ptr noundef nonnull %6) #12
  br label %107

107:                                              ; preds = %98, %105
  %108 = call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef %59) #12
  %109 = trunc i64 %108 to i32
  %110 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %58, i64 noundef 120, ptr noundef nonnull %6, i32 noundef %109) #12
  br label %346

111:                                              ; preds = %69
  br label %113

112:                                              ; preds = %69, %69, %69
  br label %113

113:                                              ; preds = %69, %69, %112, %111
  %114 = phi ptr [ @.str.34, %112 ], [ @.str.33, %111 ], [ @.str.32, %69 ], [ @.str.32, %69 ]
  %115 = call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef %59) #12
  call fastcc void @checkformat(ptr noundef %0, ptr noundef nonnull %6, ptr noundef nonnull %114, i32 noundef 1)
  %116 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %6) #13
  %117 = getelementptr i8, ptr %6, i64 %116
  %118 = getelementptr i8, ptr %117, i64 -1
  %119 = load i8, ptr %118, align 1, !tbaa !10
  store i16 27756, ptr %118, align 1
  %120 = getelementptr i8, ptr %117, i64 2
  %121 = getelementptr i8, ptr %117, i64 1
  store i8 %119, ptr %121, align 1, !tbaa !10
  store i8 0, ptr %120, align 1, !tbaa !10
  %122 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %58, i64 noundef 120, ptr noundef nonnull %6, i64 noundef %115) #12
  br label %346

123:                                              ; preds = %69, %69
  call fastcc void @checkformat(ptr noundef %0, ptr noundef nonnull %6, ptr noundef nonnull @.str.36, i32 noundef 1)
  %124 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %6) #13
  %125 = getelementptr i8, ptr %6, i64 %124
  store i8 0, ptr %125, align 1, !tbaa !10
  %126 = call double @luaL_checknumber(ptr noundef %0, i32 noundef %59) #12
  %127 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %58, i64 noundef 120, ptr noundef nonnull %6, double noundef %126) #12
  br label %346

128:                                              ; preds = %69
  %129 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %5, i64 noundef 418) #12
  br label %130

130:                                              ; preds = %69, %69, %69, %69, %128
  %131 = phi i64 [ 120, %69 ], [ 120, %69 ], [ 120, %69 ], [ 120, %69 ], [ 418, %128 ]
  %132 = phi ptr [ %58, %69 ], [ %58, %69 ], [ %58, %69 ], [ %58, %69 ], [ %129, %128 ]
  %133 = call double @luaL_checknumber(ptr noundef %0, i32 noundef %59) #12
  call fastcc void @checkformat(ptr noundef %0, ptr noundef nonnull %6, ptr noundef nonnull @.str.36, i32 noundef 1)
  %134 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %6) #13
  %135 = getelementptr i8, ptr %6, i64 %134
  store i8 0, ptr %135, align 1, !tbaa !10
  %136 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %132, i64 noundef %131, ptr noundef nonnull %6, double noundef %133) #12
  br label %346

137:                                              ; preds = %69
  %138 = call ptr @lua_topointer(ptr noundef %0, i32 noundef %59) #12
  %139 = call i64 @strspn(ptr noundef nonnull %16, ptr noundef nonnull readonly @.str.31) #13
  %140 = getelementptr inbounds i8, ptr %16, i64 %139
  %141 = load i8, ptr %140, align 1, !tbaa !10
  %142 = icmp eq i8 %141, 48
  %143 = tail call ptr @__ctype_b_loc() #14
  %144 = load ptr, ptr %143, align 8, !tbaa !23
  br i1 %142, label %162, label %145

145:                                              ; preds = %137
  %146 = zext i8 %141 to i64
  %147 = getelementptr inbounds i16, ptr %144, i64 %146
  %148 = load i16, ptr %147, align 2, !tbaa !24
  %149 = and i16 %148, 2048
  %150 = icmp eq i16 %149, 0
  br i1 %150, label %162, label %151

151:                                              ; preds = %145
  %152 = getelementptr inbounds i8, ptr %140, i64 1
  %153 = load i8, ptr %152, align 1, !tbaa !10
  %154 = zext i8 %153 to i64
  %155 = getelementptr inbounds i16, ptr %144, i64 %154
  %156 = load i16, ptr %155, align 2, !tbaa !24
  %157 = and i16 %156, 2048
  %158 = icmp eq i16 %157, 0
  %159 = getelementptr inbounds i8, ptr %140, i64 2
  %160 = select i1 %158, ptr %152, ptr %159
  %161 = load i8, ptr %160, align 1, !tbaa !10
  br label %162

162:                                              ; preds = %145, %151, %137
  %163 = phi i8 [ 48, %137 ], [ %141, %145 ], [ %161, %151 ]
  %164 = zext i8 %163 to i64
  %165 = getelementptr inbounds i16, ptr %144, i64 %164
  %166 = load i16, ptr %165, align 2, !tbaa !24
  %167 = and i16 %166, 1024
  %168 = icmp eq i16 %167, 0
  br i1 %168, label %169, label %171

169:                                              ; preds = %162
  %170 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.44, ptr noundef nonnull %6) #12
  br label %171

171:                                              ; preds = %162, %169
  %172 = icmp eq ptr %138, null
  br i1 %172, label %173, label %177

173:                                              ; preds = %171
  %174 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %6) #13
  %175 = add i64 %174, -1
  %176 = getelementptr inbounds [32 x i8], ptr %6, i64 0, i64 %175
  store i8 115, ptr %176, align 1, !tbaa !10
  br label %177

177:                                              ; preds = %173, %171
  %178 = phi ptr [ @.str.38, %173 ], [ %138, %171 ]
  %179 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %58, i64 noundef 120, ptr noundef nonnull %6, ptr noundef nonnull %178) #12
  br label %346

180:                                              ; preds = %69
  %181 = load i8, ptr %17, align 2, !tbaa !10
  %182 = icmp eq i8 %181, 0
  br i1 %182, label %185, label %183

183:                                              ; preds = %180
  %184 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.39) #12
  br label %344

185:                                              ; preds = %180
  %186 = call i32 @lua_type(ptr noundef %0, i32 noundef %59) #12
  switch i32 %186, label %318 [
    i32 4, label %187
    i32 3, label %279
    i32 0, label %316
    i32 1, label %316
  ]

187:                                              ; preds = %185
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #12
  %188 = call ptr @lua_tolstring(ptr noundef %0, i32 noundef %59, ptr noundef nonnull %3) #12
  %189 = load i64, ptr %3, align 8, !tbaa !5
  %190 = load i64, ptr %14, align 8, !tbaa !20
  %191 = load i64, ptr %15, align 8, !tbaa !21
  %192 = icmp ult i64 %190, %191
  br i1 %192, label %196, label %193

193:                                              ; preds = %187
  %194 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %5, i64 noundef 1) #12
  %195 = load i64, ptr %14, align 8, !tbaa !20
  br label %196

196:                                              ; preds = %193, %187
  %197 = phi i64 [ %195, %193 ], [ %190, %187 ]
  %198 = load ptr, ptr %5, align 8, !tbaa !22
  %199 = add i64 %197, 1
  store i64 %199, ptr %14, align 8, !tbaa !20
  %200 = getelementptr inbounds i8, ptr %198, i64 %197
  store i8 34, ptr %200, align 1, !tbaa !10
  %201 = icmp eq i64 %189, 0
  br i1 %201, label %267, label %202

202:                                              ; preds = %196, %264
  %203 = phi i64 [ %205, %264 ], [ %189, %196 ]
  %204 = phi ptr [ %265, %264 ], [ %188, %196 ]
  %205 = add i64 %203, -1
  %206 = load i8, ptr %204, align 1, !tbaa !10
  switch i8 %206, label %231 [
    i8 34, label %207
    i8 92, label %207
    i8 10, label %207
  ]

207:                                              ; preds = %202, %202, %202
  %208 = load i64, ptr %14, align 8, !tbaa !20
  %209 = load i64, ptr %15, align 8, !tbaa !21
  %210 = icmp ult i64 %208, %209
  br i1 %210, label %214, label %211

211:                                              ; preds = %207
  %212 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %5, i64 noundef 1) #12
  %213 = load i64, ptr %14, align 8, !tbaa !20
  br label %214

214:                                              ; preds = %211, %207
  %215 = phi i64 [ %213, %211 ], [ %208, %207 ]
  %216 = load ptr, ptr %5, align 8, !tbaa !22
  %217 = add i64 %215, 1
  store i64 %217, ptr %14, align 8, !tbaa !20
  %218 = getelementptr inbounds i8, ptr %216, i64 %215
  store i8 92, ptr %218, align 1, !tbaa !10
  %219 = load i64, ptr %14, align 8, !tbaa !20
  %220 = load i64, ptr %15, align 8, !tbaa !21
  %221 = icmp ult i64 %219, %220
  br i1 %221, label %225, label %222

222:                                              ; preds = %214
  %223 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %5, i64 noundef 1) #12
  %224 = load i64, ptr %14, align 8, !tbaa !20
  br label %225

225:                                              ; preds = %222, %214
  %226 = phi i64 [ %224, %222 ], [ %219, %214 ]
  %227 = load i8, ptr %204, align 1, !tbaa !10
  %228 = load ptr, ptr %5, align 8, !tbaa !22
  %229 = add i64 %226, 1
  store i64 %229, ptr %14, align 8, !tbaa !20
  %230 = getelementptr inbounds i8, ptr %228, i64 %226
  store i8 %227, ptr %230, align 1, !tbaa !10
  br label %264

231:                                              ; preds = %202
  %232 = tail call ptr @__ctype_b_loc() #14
  %233 = load ptr, ptr %232, align 8, !tbaa !23
  %234 = zext i8 %206 to i64
  %235 = getelementptr inbounds i16, ptr %233, i64 %234
  %236 = load i16, ptr %235, align 2, !tbaa !24
  %237 = and i16 %236, 2
  %238 = icmp eq i16 %237, 0
  br i1 %238, label %250, label %239

239:                                              ; preds = %231
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %2) #12
  %240 = getelementptr inbounds i8, ptr %204, i64 1
  %241 = load i8, ptr %240, align 1, !tbaa !10
  %242 = zext i8 %241 to i64
  %243 = getelementptr inbounds i16, ptr %233, i64 %242
  %244 = load i16, ptr %243, align 2, !tbaa !24
  %245 = and i16 %244, 2048
  %246 = icmp eq i16 %245, 0
  %247 = zext i8 %206 to i32
  %248 = select i1 %246, ptr @.str.48, ptr @.str.49
  %249 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 10, ptr noundef nonnull %248, i32 noundef %247) #12
  call void @luaL_addstring(ptr noundef nonnull %5, ptr noundef nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %2) #12
  br label %264

250:                                              ; preds = %231
  %251 = load i64, ptr %14, align 8, !tbaa !20
  %252 = load i64, ptr %15, align 8, !tbaa !21
  %253 = icmp ult i64 %251, %252
  br i1 %253, label %258, label %254

254:                                              ; preds = %250
  %255 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %5, i64 noundef 1) #12
  %256 = load i8, ptr %204, align 1, !tbaa !10
  %257 = load i64, ptr %14, align 8, !tbaa !20
  br label %258

258:                                              ; preds = %254, %250
  %259 = phi i64 [ %257, %254 ], [ %251, %250 ]
  %260 = phi i8 [ %256, %254 ], [ %206, %250 ]
  %261 = load ptr, ptr %5, align 8, !tbaa !22
  %262 = add i64 %259, 1
  store i64 %262, ptr %14, align 8, !tbaa !20
  %263 = getelementptr inbounds i8, ptr %261, i64 %259
  store i8 %260, ptr %263, align 1, !tbaa !10
  br label %264

264:                                              ; preds = %258, %239, %225
  %265 = getelementptr inbounds i8, ptr %204, i64 1
  %266 = icmp eq i64 %205, 0
  br i1 %266, label %267, label %202, !llvm.loop !26

267:                                              ; preds = %264, %196
  %268 = load i64, ptr %14, align 8, !tbaa !20
  %269 = load i64, ptr %15, align 8, !tbaa !21
  %270 = icmp ult i64 %268, %269
  br i1 %270, label %274, label %271

271:                                              ; preds = %267
  %272 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %5, i64 noundef 1) #12
  %273 = load i64, ptr %14, align 8, !tbaa !20
  br label %274

274:                                              ; preds = %271, %267
  %275 = phi i64 [ %273, %271 ], [ %268, %267 ]
  %276 = load ptr, ptr %5, align 8, !tbaa !22
  %277 = add i64 %275, 1
  store i64 %277, ptr %14, align 8, !tbaa !20
  %278 = getelementptr inbounds i8, ptr %276, i64 %275
  store i8 34, ptr %278, align 1, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12
  br label %346

279:                                              ; preds = %185
  %280 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %5, i64 noundef 120) #12
  %281 = call i32 @lua_isinteger(ptr noundef %0, i32 noundef %59) #12
  %282 = icmp eq i32 %281, 0
  br i1 %282, label %283, label %306

283:                                              ; preds = %279
  %284 = call double @lua_tonumberx(ptr noundef %0, i32 noundef %59, ptr noundef null) #12
  %285 = fcmp oeq double %284, 0x7FF0000000000000
  br i1 %285, label %303, label %286

286:                                              ; preds = %283
  %287 = fcmp oeq double %284, 0xFFF0000000000000
  br i1 %287, label %303, label %288

288:                                              ; preds = %286
  %289 = fcmp uno double %284, 0.000000e+00
  br i1 %289, label %303, label %290

290:                                              ; preds = %288
  %291 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %280, i64 noundef 120, ptr noundef nonnull @.str.53, double noundef %284) #12
  %292 = sext i32 %291 to i64
  %293 = call ptr @memchr(ptr noundef %280, i32 noundef 46, i64 noundef %292) #13
  %294 = icmp eq ptr %293, null
  br i1 %294, label %295, label %311

295:                                              ; preds = %290
  %296 = call ptr @localeconv() #12
  %297 = load ptr, ptr %296, align 8, !tbaa !27
  %298 = load i8, ptr %297, align 1, !tbaa !10
  %299 = sext i8 %298 to i32
  %300 = call ptr @memchr(ptr noundef %280, i32 noundef %299, i64 noundef %292) #13
  %301 = icmp eq ptr %300, null
  br i1 %301, label %311, label %302

302:                                              ; preds = %295
  store i8 46, ptr %300, align 1, !tbaa !10
  br label %311

303:                                              ; preds = %288, %286, %283
  %304 = phi ptr [ @.str.50, %283 ], [ @.str.51, %286 ], [ @.str.52, %288 ]
  %305 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %280, i64 noundef 120, ptr noundef nonnull @.str.54, ptr noundef nonnull %304) #12
  br label %311

306:                                              ; preds = %279
  %307 = call i64 @lua_tointegerx(ptr noundef %0, i32 noundef %59, ptr noundef null) #12
  %308 = icmp eq i64 %307, -9223372036854775808
  %309 = select i1 %308, ptr @.str.45, ptr @.str.46
  %310 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %280, i64 noundef 120, ptr noundef nonnull %309, i64 noundef %307) #12
  br label %311

311:                                              ; preds = %306, %303, %302, %295, %290
  %312 = phi i32 [ %310, %306 ], [ %305, %303 ], [ %291, %295 ], [ %291, %302 ], [ %291, %290 ]
  %313 = sext i32 %312 to i64
  %314 = load i64, ptr %14, align 8, !tbaa !20
  %315 = add i64 %314, %313
  store i64 %315, ptr %14, align 8, !tbaa !20
  br label %346

316:                                              ; preds = %185, %185
  %317 = call ptr @luaL_tolstring(ptr noundef %0, i32 noundef %59, ptr noundef null) #12
  call void @luaL_addvalue(ptr noundef nonnull %5) #12
  br label %346

318:                                              ; preds = %185
  %319 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef %59, ptr noundef nonnull @.str.47) #12
  br label %346

320:                                              ; preds = %69
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #12
  %321 = call ptr @luaL_tolstring(ptr noundef %0, i32 noundef %59, ptr noundef nonnull %7) #12
  %322 = load i8, ptr %17, align 2, !tbaa !10
  %323 = icmp eq i8 %322, 0
  br i1 %323, label %324, label %325

324:                                              ; preds = %320
  call void @luaL_addvalue(ptr noundef nonnull %5) #12
  br label %340

325:                                              ; preds = %320
  %326 = load i64, ptr %7, align 8, !tbaa !5
  %327 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %321) #13
  %328 = icmp eq i64 %326, %327
  br i1 %328, label %331, label %329, !prof !13

329:                                              ; preds = %325
  %330 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef %59, ptr noundef nonnull @.str.40) #12
  br label %331

331:                                              ; preds = %329, %325
  call fastcc void @checkformat(ptr noundef %0, ptr noundef nonnull %6, ptr noundef nonnull @.str.31, i32 noundef 1)
  %332 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %6, i32 noundef 46) #13
  %333 = icmp eq ptr %332, null
  %334 = load i64, ptr %7, align 8
  %335 = icmp ugt i64 %334, 99
  %336 = select i1 %333, i1 %335, i1 false
  br i1 %336, label %337, label %338

337:                                              ; preds = %331
  call void @luaL_addvalue(ptr noundef nonnull %5) #12
  br label %340

338:                                              ; preds = %331
  %339 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %58, i64 noundef 120, ptr noundef nonnull %6, ptr noundef %321) #12
  call void @lua_settop(ptr noundef %0, i32 noundef -2) #12
  br label %340

340:                                              ; preds = %337, %338, %324
  %341 = phi i32 [ 0, %324 ], [ 0, %337 ], [ %339, %338 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #12
  br label %346

342:                                              ; preds = %69
  %343 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.41, ptr noundef nonnull %6) #12
  br label %344

344:                                              ; preds = %61, %342, %183
  %345 = phi i32 [ %184, %183 ], [ %343, %342 ], [ %62, %61 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #12
  br label %356

346:                                              ; preds = %107, %113, %123, %130, %177, %340, %274, %311, %316, %318
  %347 = phi i32 [ %341, %340 ], [ %179, %177 ], [ %136, %130 ], [ %127, %123 ], [ %122, %113 ], [ %110, %107 ], [ 0, %274 ], [ 0, %311 ], [ 0, %316 ], [ 0, %318 ]
  %348 = sext i32 %347 to i64
  %349 = load i64, ptr %14, align 8, !tbaa !20
  %350 = add i64 %349, %348
  store i64 %350, ptr %14, align 8, !tbaa !20
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #12
  br label %351

351:                                              ; preds = %346, %50, %31
  %352 = phi ptr [ %34, %31 ], [ %53, %50 ], [ %71, %346 ]
  %353 = phi i32 [ %19, %31 ], [ %19, %50 ], [ %59, %346 ]
  %354 = icmp ult ptr %352, %11
  br i1 %354, label %18, label %355, !llvm.loop !29

355:                                              ; preds = %351, %1
  call void @luaL_pushresult(ptr noundef nonnull %5) #12
  br label %356

356:                                              ; preds = %344, %355
  %357 = phi i32 [ 1, %355 ], [ %345, %344 ]
  call void @llvm.lifetime.end.p0(i64 1056, ptr nonnull %5) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #12
  ret i32 %357
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @gmatch(ptr noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #12
  %4 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %2) #12
  %5 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 2, ptr noundef nonnull %3) #12
  %6 = call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 3, i64 noundef 1) #12
  %7 = load i64, ptr %2, align 8, !tbaa !5
  %8 = icmp sgt i64 %6, 0
  br i1 %8, label %17, label %9

9:                                                ; preds = %1
  %10 = icmp eq i64 %6, 0
  %11 = sub nsw i64 0, %7
  %12 = icmp slt i64 %6, %11
  %13 = select i1 %10, i1 true, i1 %12
  br i1 %13, label %17, label %14

14:                                               ; preds = %9
  %15 = add nsw i64 %6, 1
  %16 = add i64 %15, %7
  br label %17

17:                                               ; preds = %1, %9, %14
  %18 = phi i64 [ %16, %14 ], [ %6, %1 ], [ 1, %9 ]
  %19 = add i64 %18, -1
  call void @lua_settop(ptr noundef %0, i32 noundef 2) #12
  %20 = call ptr @lua_newuserdatauv(ptr noundef %0, i64 noundef 576, i32 noundef 0) #12
  %21 = load i64, ptr %2, align 8, !tbaa !5
  %22 = icmp ugt i64 %19, %21
  %23 = add i64 %21, 1
  %24 = select i1 %22, i64 %23, i64 %19
  %25 = getelementptr inbounds i8, ptr %20, i64 24
  %26 = load i64, ptr %3, align 8, !tbaa !5
  %27 = getelementptr inbounds i8, ptr %20, i64 48
  store ptr %0, ptr %27, align 8, !tbaa !30
  %28 = getelementptr inbounds i8, ptr %20, i64 56
  store i32 200, ptr %28, align 8, !tbaa !32
  store ptr %4, ptr %25, align 8, !tbaa !33
  %29 = getelementptr inbounds i8, ptr %4, i64 %21
  %30 = getelementptr inbounds i8, ptr %20, i64 32
  store ptr %29, ptr %30, align 8, !tbaa !34
  %31 = getelementptr inbounds i8, ptr %5, i64 %26
  %32 = getelementptr inbounds i8, ptr %20, i64 40
  store ptr %31, ptr %32, align 8, !tbaa !35
  %33 = getelementptr inbounds i8, ptr %4, i64 %24
  store ptr %33, ptr %20, align 8, !tbaa !36
  %34 = getelementptr inbounds i8, ptr %20, i64 8
  store ptr %5, ptr %34, align 8, !tbaa !38
  %35 = getelementptr inbounds i8, ptr %20, i64 16
  store ptr null, ptr %35, align 8, !tbaa !39
  call void @lua_pushcclosure(ptr noundef %0, ptr noundef nonnull @gmatch_aux, i32 noundef 3) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @str_gsub(ptr noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca %struct.MatchState, align 8
  %6 = alloca %struct.luaL_Buffer, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #12
  %7 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %3) #12
  %8 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 2, ptr noundef nonnull %4) #12
  %9 = call i32 @lua_type(ptr noundef %0, i32 noundef 3) #12
  %10 = load i64, ptr %3, align 8, !tbaa !5
  %11 = add i64 %10, 1
  %12 = call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 4, i64 noundef %11) #12
  %13 = load i8, ptr %8, align 1, !tbaa !10
  %14 = icmp eq i8 %13, 94
  call void @llvm.lifetime.start.p0(i64 552, ptr nonnull %5) #12
  call void @llvm.lifetime.start.p0(i64 1056, ptr nonnull %6) #12
  %15 = add i32 %9, -3
  %16 = icmp ult i32 %15, 4
  br i1 %16, label %19, label %17

17:                                               ; preds = %1
  %18 = call i32 @luaL_typeerror(ptr noundef %0, i32 noundef 3, ptr noundef nonnull @.str.55) #12
  br label %19

19:                                               ; preds = %1, %17
  call void @luaL_buffinit(ptr noundef %0, ptr noundef nonnull %6) #12
  %20 = load i64, ptr %4, align 8, !tbaa !5
  br i1 %14, label %21, label %24

21:                                               ; preds = %19
  %22 = getelementptr inbounds i8, ptr %8, i64 1
  %23 = add i64 %20, -1
  store i64 %23, ptr %4, align 8, !tbaa !5
  br label %24

24:                                               ; preds = %21, %19
  %25 = phi i64 [ %23, %21 ], [ %20, %19 ]
  %26 = phi ptr [ %22, %21 ], [ %8, %19 ]
  %27 = load i64, ptr %3, align 8, !tbaa !5
  %28 = getelementptr inbounds i8, ptr %5, i64 24
  store ptr %0, ptr %28, align 8, !tbaa !30
  %29 = getelementptr inbounds i8, ptr %5, i64 32
  store i32 200, ptr %29, align 8, !tbaa !32
  store ptr %7, ptr %5, align 8, !tbaa !33
  %30 = getelementptr inbounds i8, ptr %7, i64 %27
  %31 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %30, ptr %31, align 8, !tbaa !34
  %32 = getelementptr inbounds i8, ptr %26, i64 %25
  %33 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %32, ptr %33, align 8, !tbaa !35
  %34 = getelementptr inbounds i8, ptr %5, i64 36
  %35 = getelementptr inbounds i8, ptr %5, i64 40
  %36 = getelementptr inbounds i8, ptr %5, i64 48
  %37 = getelementptr inbounds i8, ptr %6, i64 16
  %38 = getelementptr inbounds i8, ptr %6, i64 8
  br label %39

39:                                               ; preds = %216, %24
  %40 = phi ptr [ null, %24 ], [ %217, %216 ]
  %41 = phi i64 [ 0, %24 ], [ %218, %216 ]
  %42 = phi i32 [ 0, %24 ], [ %219, %216 ]
  %43 = phi ptr [ %7, %24 ], [ %220, %216 ]
  %44 = icmp slt i64 %41, %12
  br i1 %44, label %45, label %221

45:                                               ; preds = %39
  store i8 0, ptr %34, align 4, !tbaa !40
  %46 = call fastcc ptr @match(ptr noundef nonnull %5, ptr noundef %43, ptr noundef nonnull %26)
  %47 = icmp eq ptr %46, null
  %48 = icmp eq ptr %46, %40
  %49 = select i1 %47, i1 true, i1 %48
  br i1 %49, label %199, label %50

50:                                               ; preds = %45
  %51 = add nsw i64 %41, 1
  %52 = load ptr, ptr %28, align 8, !tbaa !30
  switch i32 %9, label %94 [
    i32 6, label %53
    i32 5, label %67
  ]

53:                                               ; preds = %50
  call void @lua_pushvalue(ptr noundef %52, i32 noundef 3) #12
  %54 = load i8, ptr %34, align 4, !tbaa !40
  %55 = icmp eq i8 %54, 0
  %56 = icmp ne ptr %43, null
  %57 = and i1 %56, %55
  %58 = zext i8 %54 to i32
  %59 = select i1 %57, i32 1, i32 %58
  %60 = load ptr, ptr %28, align 8, !tbaa !30
  call void @luaL_checkstack(ptr noundef %60, i32 noundef %59, ptr noundef nonnull @.str.23) #12
  %61 = icmp eq i32 %59, 0
  br i1 %61, label %66, label %62

62:                                               ; preds = %53, %62
  %63 = phi i32 [ %64, %62 ], [ 0, %53 ]
  call fastcc void @push_onecapture(ptr noundef nonnull readonly %5, i32 noundef %63, ptr noundef %43, ptr noundef %46)
  %64 = add nuw nsw i32 %63, 1
  %65 = icmp eq i32 %64, %59
  br i1 %65, label %66, label %62, !llvm.loop !41

66:                                               ; preds = %62, %53
  call void @lua_callk(ptr noundef %52, i32 noundef %59, i32 noundef 1, i64 noundef 0, ptr noundef null) #12
  br label %181

67:                                               ; preds = %50
  %68 = load i8, ptr %34, align 4, !tbaa !40
  %69 = icmp eq i8 %68, 0
  br i1 %69, label %70, label %75

70:                                               ; preds = %67
  %71 = ptrtoint ptr %46 to i64
  %72 = ptrtoint ptr %43 to i64
  %73 = sub i64 %71, %72
  %74 = icmp eq i64 %73, -2
  br i1 %74, label %92, label %87

75:                                               ; preds = %67
  %76 = load i64, ptr %36, align 8, !tbaa !42
  %77 = load ptr, ptr %35, align 8, !tbaa !44
  switch i64 %76, label %87 [
    i64 -1, label %78
    i64 -2, label %81
  ], !prof !45

78:                                               ; preds = %75
  %79 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %52, ptr noundef nonnull @.str.29) #12
  %80 = load ptr, ptr %28, align 8, !tbaa !30
  br label %87

81:                                               ; preds = %75
  %82 = load ptr, ptr %5, align 8, !tbaa !33
  %83 = ptrtoint ptr %77 to i64
  %84 = ptrtoint ptr %82 to i64
  %85 = add i64 %83, 1
  %86 = sub i64 %85, %84
  call void @lua_pushinteger(ptr noundef %52, i64 noundef %86) #12
  br label %92

87:                                               ; preds = %78, %75, %70
  %88 = phi ptr [ %52, %70 ], [ %80, %78 ], [ %52, %75 ]
  %89 = phi i64 [ %73, %70 ], [ -1, %78 ], [ %76, %75 ]
  %90 = phi ptr [ %43, %70 ], [ %77, %78 ], [ %77, %75 ]
  %91 = call ptr @lua_pushlstring(ptr noundef %88, ptr noundef %90, i64 noundef %89) #12
  br label %92

92:                                               ; preds = %87, %81, %70
  %93 = call i32 @lua_gettable(ptr noundef %52, i32 noundef 3) #12
  br label %181

94:                                               ; preds = %50
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12
  %95 = call ptr @lua_tolstring(ptr noundef %52, i32 noundef 3, ptr noundef nonnull %2) #12
  %96 = load i64, ptr %2, align 8, !tbaa !5
  %97 = call ptr @memchr(ptr noundef %95, i32 noundef 37, i64 noundef %96) #13
  %98 = icmp eq ptr %97, null
  br i1 %98, label %178, label %99

99:                                               ; preds = %94
  %100 = ptrtoint ptr %46 to i64
  %101 = ptrtoint ptr %43 to i64
  %102 = sub i64 %100, %101
  %103 = icmp eq i64 %102, -2
  br label %104

104:                                              ; preds = %170, %99
  %105 = phi ptr [ %97, %99 ], [ %176, %170 ]
  %106 = phi ptr [ %95, %99 ], [ %171, %170 ]
  %107 = ptrtoint ptr %105 to i64
  %108 = ptrtoint ptr %106 to i64
  %109 = sub i64 %107, %108
  call void @luaL_addlstring(ptr noundef nonnull %6, ptr noundef %106, i64 noundef %109) #12
  %110 = getelementptr inbounds i8, ptr %105, i64 1
  %111 = load i8, ptr %110, align 1, !tbaa !10
  switch i8 %111, label %127 [
    i8 37, label %112
    i8 48, label %126
  ]

112:                                              ; preds = %104
  %113 = load i64, ptr %37, align 8, !tbaa !20
  %114 = load i64, ptr %38, align 8, !tbaa !21
  %115 = icmp ult i64 %113, %114
  br i1 %115, label %120, label %116

116:                                              ; preds = %112
  %117 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %6, i64 noundef 1) #12
  %118 = load i8, ptr %110, align 1, !tbaa !10
  %119 = load i64, ptr %37, align 8, !tbaa !20
  br label %120

120:                                              ; preds = %116, %112
  %121 = phi i64 [ %119, %116 ], [ %113, %112 ]
  %122 = phi i8 [ %118, %116 ], [ 37, %112 ]
  %123 = load ptr, ptr %6, align 8, !tbaa !22
  %124 = add i64 %121, 1
  store i64 %124, ptr %37, align 8, !tbaa !20
  %125 = getelementptr inbounds i8, ptr %123, i64 %121
  store i8 %122, ptr %125, align 1, !tbaa !10
  br label %170

126:                                              ; preds = %104
  call void @luaL_addlstring(ptr noundef nonnull %6, ptr noundef %43, i64 noundef %102) #12
  br label %170

127:                                              ; preds = %104
  %128 = tail call ptr @__ctype_b_loc() #14
  %129 = load ptr, ptr %128, align 8, !tbaa !23
  %130 = zext i8 %111 to i64
  %131 = getelementptr inbounds i16, ptr %129, i64 %130
  %132 = load i16, ptr %131, align 2, !tbaa !24
  %133 = and i16 %132, 2048
  %134 = icmp eq i16 %133, 0
  br i1 %134, label %168, label %135

135:                                              ; preds = %127
  %136 = sext i8 %111 to i32
  %137 = add nsw i32 %136, -49
  %138 = load i8, ptr %34, align 4, !tbaa !40
  %139 = zext i8 %138 to i32
  %140 = icmp slt i32 %137, %139
  br i1 %140, label %147, label %141

141:                                              ; preds = %135
  %142 = icmp eq i32 %137, 0
  br i1 %142, label %163, label %143, !prof !13

143:                                              ; preds = %141
  %144 = load ptr, ptr %28, align 8, !tbaa !30
  %145 = add nsw i32 %136, -48
  %146 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %144, ptr noundef nonnull @.str.28, i32 noundef %145) #12
  br label %163

147:                                              ; preds = %135
  %148 = sext i32 %137 to i64
  %149 = getelementptr inbounds [32 x %struct.anon], ptr %35, i64 0, i64 %148
  %150 = getelementptr inbounds i8, ptr %149, i64 8
  %151 = load i64, ptr %150, align 8, !tbaa !42
  %152 = load ptr, ptr %149, align 8, !tbaa !44
  switch i64 %151, label %165 [
    i64 -1, label %153
    i64 -2, label %156
  ], !prof !45

153:                                              ; preds = %147
  %154 = load ptr, ptr %28, align 8, !tbaa !30
  %155 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %154, ptr noundef nonnull @.str.29) #12
  br label %165

156:                                              ; preds = %147
  %157 = load ptr, ptr %28, align 8, !tbaa !30
  %158 = load ptr, ptr %5, align 8, !tbaa !33
  %159 = ptrtoint ptr %152 to i64
  %160 = ptrtoint ptr %158 to i64
  %161 = add i64 %159, 1
  %162 = sub i64 %161, %160
  call void @lua_pushinteger(ptr noundef %157, i64 noundef %162) #12
  br label %164

163:                                              ; preds = %143, %141
  br i1 %103, label %164, label %165

164:                                              ; preds = %163, %156
  call void @luaL_addvalue(ptr noundef nonnull %6) #12
  br label %170

165:                                              ; preds = %163, %153, %147
  %166 = phi i64 [ %102, %163 ], [ -1, %153 ], [ %151, %147 ]
  %167 = phi ptr [ %43, %163 ], [ %152, %153 ], [ %152, %147 ]
  call void @luaL_addlstring(ptr noundef nonnull %6, ptr noundef %167, i64 noundef %166) #12
  br label %170

168:                                              ; preds = %127
  %169 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %52, ptr noundef nonnull @.str.57, i32 noundef 37) #12
  br label %170

170:                                              ; preds = %168, %165, %164, %126, %120
  %171 = getelementptr inbounds i8, ptr %105, i64 2
  %172 = ptrtoint ptr %171 to i64
  %173 = sub i64 %108, %172
  %174 = load i64, ptr %2, align 8, !tbaa !5
  %175 = add i64 %174, %173
  store i64 %175, ptr %2, align 8, !tbaa !5
  %176 = call ptr @memchr(ptr noundef nonnull %171, i32 noundef 37, i64 noundef %175) #13
  %177 = icmp eq ptr %176, null
  br i1 %177, label %178, label %104, !llvm.loop !46

178:                                              ; preds = %170, %94
  %179 = phi ptr [ %95, %94 ], [ %171, %170 ]
  %180 = phi i64 [ %96, %94 ], [ %175, %170 ]
  call void @luaL_addlstring(ptr noundef nonnull %6, ptr noundef %179, i64 noundef %180) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  br label %196

181:                                              ; preds = %92, %66
  %182 = call i32 @lua_toboolean(ptr noundef %52, i32 noundef -1) #12
  %183 = icmp eq i32 %182, 0
  br i1 %183, label %184, label %188

184:                                              ; preds = %181
  call void @lua_settop(ptr noundef %52, i32 noundef -2) #12
  %185 = ptrtoint ptr %46 to i64
  %186 = ptrtoint ptr %43 to i64
  %187 = sub i64 %185, %186
  call void @luaL_addlstring(ptr noundef nonnull %6, ptr noundef %43, i64 noundef %187) #12
  br label %196

188:                                              ; preds = %181
  %189 = call i32 @lua_isstring(ptr noundef %52, i32 noundef -1) #12
  %190 = icmp eq i32 %189, 0
  br i1 %190, label %191, label %195, !prof !9

191:                                              ; preds = %188
  %192 = call i32 @lua_type(ptr noundef %52, i32 noundef -1) #12
  %193 = call ptr @lua_typename(ptr noundef %52, i32 noundef %192) #12
  %194 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %52, ptr noundef nonnull @.str.56, ptr noundef %193) #12
  br label %196

195:                                              ; preds = %188
  call void @luaL_addvalue(ptr noundef nonnull %6) #12
  br label %196

196:                                              ; preds = %178, %184, %191, %195
  %197 = phi i32 [ 1, %178 ], [ %194, %191 ], [ 1, %195 ], [ 0, %184 ]
  %198 = or i32 %197, %42
  br label %216

199:                                              ; preds = %45
  %200 = load ptr, ptr %31, align 8, !tbaa !34
  %201 = icmp ult ptr %43, %200
  br i1 %201, label %202, label %221

202:                                              ; preds = %199
  %203 = load i64, ptr %37, align 8, !tbaa !20
  %204 = load i64, ptr %38, align 8, !tbaa !21
  %205 = icmp ult i64 %203, %204
  br i1 %205, label %209, label %206

206:                                              ; preds = %202
  %207 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %6, i64 noundef 1) #12
  %208 = load i64, ptr %37, align 8, !tbaa !20
  br label %209

209:                                              ; preds = %206, %202
  %210 = phi i64 [ %208, %206 ], [ %203, %202 ]
  %211 = getelementptr inbounds i8, ptr %43, i64 1
  %212 = load i8, ptr %43, align 1, !tbaa !10
  %213 = load ptr, ptr %6, align 8, !tbaa !22
  %214 = add i64 %210, 1
  store i64 %214, ptr %37, align 8, !tbaa !20
  %215 = getelementptr inbounds i8, ptr %213, i64 %210
  store i8 %212, ptr %215, align 1, !tbaa !10
  br label %216

216:                                              ; preds = %209, %196
  %217 = phi ptr [ %46, %196 ], [ %40, %209 ]
  %218 = phi i64 [ %51, %196 ], [ %41, %209 ]
  %219 = phi i32 [ %198, %196 ], [ %42, %209 ]
  %220 = phi ptr [ %46, %196 ], [ %211, %209 ]
  br i1 %14, label %221, label %39

221:                                              ; preds = %216, %199, %39
  %222 = phi i64 [ %41, %39 ], [ %41, %199 ], [ %218, %216 ]
  %223 = phi i32 [ %42, %39 ], [ %42, %199 ], [ %219, %216 ]
  %224 = phi ptr [ %43, %39 ], [ %43, %199 ], [ %220, %216 ]
  %225 = icmp eq i32 %223, 0
  br i1 %225, label %226, label %227

226:                                              ; preds = %221
  call void @lua_pushvalue(ptr noundef %0, i32 noundef 1) #12
  br label %232

227:                                              ; preds = %221
  %228 = load ptr, ptr %31, align 8, !tbaa !34
  %229 = ptrtoint ptr %228 to i64
  %230 = ptrtoint ptr %224 to i64
  %231 = sub i64 %229, %230
  call void @luaL_addlstring(ptr noundef nonnull %6, ptr noundef %224, i64 noundef %231) #12
  call void @luaL_pushresult(ptr noundef nonnull %6) #12
  br label %232

232:                                              ; preds = %227, %226
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %222) #12
  call void @llvm.lifetime.end.p0(i64 1056, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 552, ptr nonnull %5) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12
  ret i32 2
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @str_len(ptr noundef %0) #0 {
  %2 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12
  %3 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %2) #12
  %4 = load i64, ptr %2, align 8, !tbaa !5
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %4) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @str_lower(ptr noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca %struct.luaL_Buffer, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12
  call void @llvm.lifetime.start.p0(i64 1056, ptr nonnull %3) #12
  %4 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %2) #12
  %5 = load i64, ptr %2, align 8, !tbaa !5
  %6 = call ptr @luaL_buffinitsize(ptr noundef %0, ptr noundef nonnull %3, i64 noundef %5) #12
  %7 = load i64, ptr %2, align 8, !tbaa !5
  %8 = icmp eq i64 %7, 0
  br i1 %8, label %24, label %9

9:                                                ; preds = %1
  %10 = tail call ptr @__ctype_tolower_loc() #14
  br label %11

11:                                               ; preds = %9, %11
  %12 = phi i64 [ 0, %9 ], [ %21, %11 ]
  %13 = load ptr, ptr %10, align 8, !tbaa !23
  %14 = getelementptr inbounds i8, ptr %4, i64 %12
  %15 = load i8, ptr %14, align 1, !tbaa !10
  %16 = zext i8 %15 to i64
  %17 = getelementptr inbounds i32, ptr %13, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !47
  %19 = trunc i32 %18 to i8
  %20 = getelementptr inbounds i8, ptr %6, i64 %12
  store i8 %19, ptr %20, align 1, !tbaa !10
  %21 = add nuw i64 %12, 1
  %22 = load i64, ptr %2, align 8, !tbaa !5
  %23 = icmp ult i64 %21, %22
  br i1 %23, label %11, label %24, !llvm.loop !48

24:                                               ; preds = %11, %1
  %25 = phi i64 [ 0, %1 ], [ %22, %11 ]
  call void @luaL_pushresultsize(ptr noundef nonnull %3, i64 noundef %25) #12
  call void @llvm.lifetime.end.p0(i64 1056, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal i32 @str_match(ptr noundef %0) #0 {
  %2 = tail call fastcc i32 @str_find_aux(ptr noundef %0, i32 noundef 0)
  ret i32 %2
}

; Function Attrs: nounwind uwtable
define internal i32 @str_rep(ptr noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca %struct.luaL_Buffer, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #12
  %5 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %2) #12
  %6 = call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 2) #12
  %7 = call ptr @luaL_optlstring(ptr noundef %0, i32 noundef 3, ptr noundef nonnull @.str.37, ptr noundef nonnull %3) #12
  %8 = icmp slt i64 %6, 1
  br i1 %8, label %9, label %11

9:                                                ; preds = %1
  %10 = call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.37) #12
  br label %46

11:                                               ; preds = %1
  %12 = load i64, ptr %2, align 8, !tbaa !5
  %13 = load i64, ptr %3, align 8, !tbaa !5
  %14 = add i64 %13, %12
  %15 = icmp ult i64 %14, %12
  br i1 %15, label %19, label %16

16:                                               ; preds = %11
  %17 = udiv i64 2147483647, %6
  %18 = icmp ugt i64 %14, %17
  br i1 %18, label %19, label %21, !prof !9

19:                                               ; preds = %11, %16
  %20 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.58) #12
  br label %46

21:                                               ; preds = %16
  %22 = mul i64 %12, %6
  %23 = add nsw i64 %6, -1
  %24 = mul i64 %13, %23
  %25 = add i64 %24, %22
  call void @llvm.lifetime.start.p0(i64 1056, ptr nonnull %4) #12
  %26 = call ptr @luaL_buffinitsize(ptr noundef %0, ptr noundef nonnull %4, i64 noundef %25) #12
  %27 = icmp eq i64 %6, 1
  br i1 %27, label %43, label %28

28:                                               ; preds = %21, %40
  %29 = phi i64 [ %31, %40 ], [ %6, %21 ]
  %30 = phi ptr [ %41, %40 ], [ %26, %21 ]
  %31 = add nsw i64 %29, -1
  %32 = load i64, ptr %2, align 8, !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %30, ptr align 1 %5, i64 %32, i1 false)
  %33 = load i64, ptr %2, align 8, !tbaa !5
  %34 = getelementptr inbounds i8, ptr %30, i64 %33
  %35 = load i64, ptr %3, align 8, !tbaa !5
  %36 = icmp eq i64 %35, 0
  br i1 %36, label %40, label %37

37:                                               ; preds = %28
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %34, ptr align 1 %7, i64 %35, i1 false)
  %38 = load i64, ptr %3, align 8, !tbaa !5
  %39 = getelementptr inbounds i8, ptr %34, i64 %38
  br label %40

40:                                               ; preds = %37, %28
  %41 = phi ptr [ %39, %37 ], [ %34, %28 ]
  %42 = icmp ugt i64 %29, 2
  br i1 %42, label %28, label %43, !llvm.loop !49

43:                                               ; preds = %40, %21
  %44 = phi ptr [ %26, %21 ], [ %41, %40 ]
  %45 = load i64, ptr %2, align 8, !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %44, ptr align 1 %5, i64 %45, i1 false)
  call void @luaL_pushresultsize(ptr noundef nonnull %4, i64 noundef %25) #12
  call void @llvm.lifetime.end.p0(i64 1056, ptr nonnull %4) #12
  br label %46

46:                                               ; preds = %9, %43, %19
  %47 = phi i32 [ %20, %19 ], [ 1, %43 ], [ 1, %9 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  ret i32 %47
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @str_reverse(ptr noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca %struct.luaL_Buffer, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12
  call void @llvm.lifetime.start.p0(i64 1056, ptr nonnull %3) #12
  %4 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %2) #12
  %5 = load i64, ptr %2, align 8, !tbaa !5
  %6 = call ptr @luaL_buffinitsize(ptr noundef %0, ptr noundef nonnull %3, i64 noundef %5) #12
  %7 = load i64, ptr %2, align 8, !tbaa !5
  %8 = icmp eq i64 %7, 0
  br i1 %8, label %20, label %9

9:                                                ; preds = %1, %9
  %10 = phi i64 [ %18, %9 ], [ %7, %1 ]
  %11 = phi i64 [ %17, %9 ], [ 0, %1 ]
  %12 = xor i64 %11, -1
  %13 = getelementptr i8, ptr %4, i64 %10
  %14 = getelementptr i8, ptr %13, i64 %12
  %15 = load i8, ptr %14, align 1, !tbaa !10
  %16 = getelementptr inbounds i8, ptr %6, i64 %11
  store i8 %15, ptr %16, align 1, !tbaa !10
  %17 = add nuw i64 %11, 1
  %18 = load i64, ptr %2, align 8, !tbaa !5
  %19 = icmp ult i64 %17, %18
  br i1 %19, label %9, label %20, !llvm.loop !50

20:                                               ; preds = %9, %1
  %21 = phi i64 [ 0, %1 ], [ %18, %9 ]
  call void @luaL_pushresultsize(ptr noundef nonnull %3, i64 noundef %21) #12
  call void @llvm.lifetime.end.p0(i64 1056, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @str_sub(ptr noundef %0) #0 {
  %2 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12
  %3 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %2) #12
  %4 = call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 2) #12
  %5 = load i64, ptr %2, align 8, !tbaa !5
  %6 = icmp sgt i64 %4, 0
  br i1 %6, label %15, label %7

7:                                                ; preds = %1
  %8 = icmp eq i64 %4, 0
  %9 = sub nsw i64 0, %5
  %10 = icmp slt i64 %4, %9
  %11 = select i1 %8, i1 true, i1 %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %7
  %13 = add i64 %5, 1
  %14 = add i64 %13, %4
  br label %15

15:                                               ; preds = %1, %7, %12
  %16 = phi i64 [ %14, %12 ], [ %4, %1 ], [ 1, %7 ]
  %17 = call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 3, i64 noundef -1) #12
  %18 = icmp sgt i64 %17, %5
  br i1 %18, label %27, label %19

19:                                               ; preds = %15
  %20 = icmp sgt i64 %17, -1
  br i1 %20, label %27, label %21

21:                                               ; preds = %19
  %22 = sub nsw i64 0, %5
  %23 = icmp slt i64 %17, %22
  br i1 %23, label %27, label %24

24:                                               ; preds = %21
  %25 = add i64 %5, 1
  %26 = add i64 %25, %17
  br label %27

27:                                               ; preds = %15, %19, %21, %24
  %28 = phi i64 [ %26, %24 ], [ %5, %15 ], [ %17, %19 ], [ 0, %21 ]
  %29 = icmp ugt i64 %16, %28
  br i1 %29, label %36, label %30

30:                                               ; preds = %27
  %31 = getelementptr inbounds i8, ptr %3, i64 %16
  %32 = getelementptr inbounds i8, ptr %31, i64 -1
  %33 = sub i64 %28, %16
  %34 = add i64 %33, 1
  %35 = call ptr @lua_pushlstring(ptr noundef %0, ptr noundef nonnull %32, i64 noundef %34) #12
  br label %38

36:                                               ; preds = %27
  %37 = call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.37) #12
  br label %38

38:                                               ; preds = %36, %30
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @str_upper(ptr noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca %struct.luaL_Buffer, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12
  call void @llvm.lifetime.start.p0(i64 1056, ptr nonnull %3) #12
  %4 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %2) #12
  %5 = load i64, ptr %2, align 8, !tbaa !5
  %6 = call ptr @luaL_buffinitsize(ptr noundef %0, ptr noundef nonnull %3, i64 noundef %5) #12
  %7 = load i64, ptr %2, align 8, !tbaa !5
  %8 = icmp eq i64 %7, 0
  br i1 %8, label %24, label %9

9:                                                ; preds = %1
  %10 = tail call ptr @__ctype_toupper_loc() #14
  br label %11

11:                                               ; preds = %9, %11
  %12 = phi i64 [ 0, %9 ], [ %21, %11 ]
  %13 = load ptr, ptr %10, align 8, !tbaa !23
  %14 = getelementptr inbounds i8, ptr %4, i64 %12
  %15 = load i8, ptr %14, align 1, !tbaa !10
  %16 = zext i8 %15 to i64
  %17 = getelementptr inbounds i32, ptr %13, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !47
  %19 = trunc i32 %18 to i8
  %20 = getelementptr inbounds i8, ptr %6, i64 %12
  store i8 %19, ptr %20, align 1, !tbaa !10
  %21 = add nuw i64 %12, 1
  %22 = load i64, ptr %2, align 8, !tbaa !5
  %23 = icmp ult i64 %21, %22
  br i1 %23, label %11, label %24, !llvm.loop !51

24:                                               ; preds = %11, %1
  %25 = phi i64 [ 0, %1 ], [ %22, %11 ]
  call void @luaL_pushresultsize(ptr noundef nonnull %3, i64 noundef %25) #12
  call void @llvm.lifetime.end.p0(i64 1056, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @str_pack(ptr noundef %0) #0 {
  %2 = alloca %struct.luaL_Buffer, align 8
  %3 = alloca %struct.Header, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 1056, ptr nonnull %2) #12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #12
  %10 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #12
  store ptr %10, ptr %4, align 8, !tbaa !23
  store ptr %0, ptr %3, align 8, !tbaa !52
  %11 = getelementptr inbounds i8, ptr %3, i64 8
  store i32 1, ptr %11, align 8, !tbaa !54
  %12 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 1, ptr %12, align 4, !tbaa !55
  tail call void @lua_pushnil(ptr noundef %0) #12
  call void @luaL_buffinit(ptr noundef %0, ptr noundef nonnull %2) #12
  %13 = load i8, ptr %10, align 1, !tbaa !10
  %14 = icmp eq i8 %13, 0
  br i1 %14, label %450, label %15

15:                                               ; preds = %1
  %16 = getelementptr inbounds i8, ptr %2, i64 16
  %17 = getelementptr inbounds i8, ptr %2, i64 8
  br label %18

18:                                               ; preds = %15, %444
  %19 = phi i32 [ 1, %15 ], [ %446, %444 ]
  %20 = phi i64 [ 0, %15 ], [ %445, %444 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #12
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #12
  %21 = call fastcc i32 @getdetails(ptr noundef nonnull %3, i64 noundef %20, ptr noundef nonnull %4, ptr noundef nonnull %5, ptr noundef nonnull %6)
  %22 = load i32, ptr %6, align 4, !tbaa !47
  %23 = load i32, ptr %5, align 4, !tbaa !47
  %24 = add nsw i32 %23, %22
  %25 = sext i32 %24 to i64
  %26 = add i64 %20, %25
  %27 = icmp sgt i32 %22, 0
  br i1 %27, label %28, label %43

28:                                               ; preds = %18, %37
  %29 = phi i32 [ %30, %37 ], [ %22, %18 ]
  %30 = add nsw i32 %29, -1
  %31 = load i64, ptr %16, align 8, !tbaa !20
  %32 = load i64, ptr %17, align 8, !tbaa !21
  %33 = icmp ult i64 %31, %32
  br i1 %33, label %37, label %34

34:                                               ; preds = %28
  %35 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %2, i64 noundef 1) #12
  %36 = load i64, ptr %16, align 8, !tbaa !20
  br label %37

37:                                               ; preds = %34, %28
  %38 = phi i64 [ %36, %34 ], [ %31, %28 ]
  %39 = load ptr, ptr %2, align 8, !tbaa !22
  %40 = add i64 %38, 1
  store i64 %40, ptr %16, align 8, !tbaa !20
  %41 = getelementptr inbounds i8, ptr %39, i64 %38
  store i8 0, ptr %41, align 1, !tbaa !10
  %42 = icmp sgt i32 %29, 1
  br i1 %42, label %28, label %43, !llvm.loop !56

43:                                               ; preds = %37, %18
  %44 = add nsw i32 %19, 1
  switch i32 %21, label %443 [
    i32 0, label %45
    i32 1, label %159
    i32 2, label %220
    i32 3, label %243
    i32 4, label %277
    i32 5, label %311
    i32 6, label %340
    i32 7, label %407
    i32 8, label %431
    i32 9, label %444
    i32 10, label %444
  ]

45:                                               ; preds = %43
  %46 = call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef %44) #12
  %47 = icmp slt i32 %23, 8
  br i1 %47, label %48, label %59

48:                                               ; preds = %45
  %49 = shl nsw i32 %23, 3
  %50 = add nsw i32 %49, -1
  %51 = zext nneg i32 %50 to i64
  %52 = shl nuw i64 1, %51
  %53 = sub nsw i64 0, %52
  %54 = icmp sge i64 %46, %53
  %55 = icmp slt i64 %46, %52
  %56 = and i1 %54, %55
  br i1 %56, label %59, label %57, !prof !13

57:                                               ; preds = %48
  %58 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef %44, ptr noundef nonnull @.str.59) #12
  br label %59

59:                                               ; preds = %48, %57, %45
  %60 = load i32, ptr %11, align 8, !tbaa !54
  %61 = sext i32 %23 to i64
  %62 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %2, i64 noundef %61) #12
  %63 = trunc i64 %46 to i8
  %64 = icmp eq i32 %60, 0
  %65 = add nsw i32 %23, -1
  %66 = select i1 %64, i32 %65, i32 0
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds i8, ptr %62, i64 %67
  store i8 %63, ptr %68, align 1, !tbaa !10
  %69 = icmp sgt i32 %23, 1
  br i1 %69, label %70, label %156

70:                                               ; preds = %59
  %71 = add nsw i32 %23, -1
  %72 = and i32 %71, 1
  %73 = icmp eq i32 %23, 2
  br i1 %73, label %96, label %74

74:                                               ; preds = %70
  %75 = and i32 %71, -2
  br label %76

76:                                               ; preds = %76, %74
  %77 = phi i32 [ 1, %74 ], [ %93, %76 ]
  %78 = phi i64 [ %46, %74 ], [ %87, %76 ]
  %79 = phi i32 [ 0, %74 ], [ %94, %76 ]
  %80 = lshr i64 %78, 8
  %81 = trunc i64 %80 to i8
  %82 = sub nsw i32 %65, %77
  %83 = select i1 %64, i32 %82, i32 %77
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds i8, ptr %62, i64 %84
  store i8 %81, ptr %85, align 1, !tbaa !10
  %86 = add nuw nsw i32 %77, 1
  %87 = lshr i64 %78, 16
  %88 = trunc i64 %87 to i8
  %89 = sub nsw i32 %65, %86
  %90 = select i1 %64, i32 %89, i32 %86
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds i8, ptr %62, i64 %91
  store i8 %88, ptr %92, align 1, !tbaa !10
  %93 = add nuw nsw i32 %77, 2
  %94 = add nuw i32 %79, 2
  %95 = icmp eq i32 %94, %75
  br i1 %95, label %96, label %76, !llvm.loop !57

96:                                               ; preds = %76, %70
  %97 = phi i32 [ 1, %70 ], [ %93, %76 ]
  %98 = phi i64 [ %46, %70 ], [ %87, %76 ]
  %99 = icmp eq i32 %72, 0
  br i1 %99, label %107, label %100

100:                                              ; preds = %96
  %101 = lshr i64 %98, 8
  %102 = trunc i64 %101 to i8
  %103 = sub nsw i32 %65, %97
  %104 = select i1 %64, i32 %103, i32 %97
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds i8, ptr %62, i64 %105
  store i8 %102, ptr %106, align 1, !tbaa !10
  br label %107

107:                                              ; preds = %96, %100
  %108 = icmp slt i64 %46, 0
  %109 = icmp sgt i32 %23, 8
  %110 = and i1 %109, %108
  br i1 %110, label %111, label %156

111:                                              ; preds = %107
  %112 = add nsw i32 %23, -9
  %113 = and i32 %23, 3
  %114 = icmp ult i32 %112, 3
  br i1 %114, label %143, label %115

115:                                              ; preds = %111
  %116 = and i32 %23, 2147483644
  %117 = add nsw i32 %116, -12
  br label %118

118:                                              ; preds = %118, %115
  %119 = phi i32 [ 8, %115 ], [ %140, %118 ]
  %120 = phi i32 [ 0, %115 ], [ %141, %118 ]
  %121 = sub nsw i32 %65, %119
  %122 = select i1 %64, i32 %121, i32 %119
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds i8, ptr %62, i64 %123
  store i8 -1, ptr %124, align 1, !tbaa !10
  %125 = or disjoint i32 %119, 1
  %126 = sub nsw i32 %65, %125
  %127 = select i1 %64, i32 %126, i32 %125
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds i8, ptr %62, i64 %128
  store i8 -1, ptr %129, align 1, !tbaa !10
  %130 = or disjoint i32 %119, 2
  %131 = sub nsw i32 %65, %130
  %132 = select i1 %64, i32 %131, i32 %130
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds i8, ptr %62, i64 %133
  store i8 -1, ptr %134, align 1, !tbaa !10
  %135 = or disjoint i32 %119, 3
  %136 = sub nsw i32 %65, %135
  %137 = select i1 %64, i32 %136, i32 %135
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds i8, ptr %62, i64 %138
  store i8 -1, ptr %139, align 1, !tbaa !10
  %140 = add nuw nsw i32 %119, 4
  %141 = add i32 %120, 4
  %142 = icmp eq i32 %120, %117
  br i1 %142, label %143, label %118, !llvm.loop !58

143:                                              ; preds = %118, %111
  %144 = phi i32 [ 8, %111 ], [ %140, %118 ]
  %145 = icmp eq i32 %113, 0
  br i1 %145, label %156, label %146

146:                                              ; preds = %143, %146
  %147 = phi i32 [ %153, %146 ], [ %144, %143 ]
  %148 = phi i32 [ %154, %146 ], [ 0, %143 ]
  %149 = sub nsw i32 %65, %147
  %150 = select i1 %64, i32 %149, i32 %147
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds i8, ptr %62, i64 %151
  store i8 -1, ptr %152, align 1, !tbaa !10
  %153 = add nuw nsw i32 %147, 1
  %154 = add i32 %148, 1
  %155 = icmp eq i32 %154, %113
  br i1 %155, label %156, label %146, !llvm.loop !59

156:                                              ; preds = %143, %146, %59, %107
  %157 = load i64, ptr %16, align 8, !tbaa !20
  %158 = add i64 %157, %61
  store i64 %158, ptr %16, align 8, !tbaa !20
  br label %444

159:                                              ; preds = %43
  %160 = call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef %44) #12
  %161 = icmp slt i32 %23, 8
  br i1 %161, label %162, label %169

162:                                              ; preds = %159
  %163 = shl nsw i32 %23, 3
  %164 = zext nneg i32 %163 to i64
  %165 = lshr i64 %160, %164
  %166 = icmp eq i64 %165, 0
  br i1 %166, label %169, label %167, !prof !13

167:                                              ; preds = %162
  %168 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef %44, ptr noundef nonnull @.str.60) #12
  br label %169

169:                                              ; preds = %162, %167, %159
  %170 = load i32, ptr %11, align 8, !tbaa !54
  %171 = sext i32 %23 to i64
  %172 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %2, i64 noundef %171) #12
  %173 = trunc i64 %160 to i8
  %174 = icmp eq i32 %170, 0
  %175 = add nsw i32 %23, -1
  %176 = select i1 %174, i32 %175, i32 0
  %177 = sext i32 %176 to i64
  %178 = getelementptr inbounds i8, ptr %172, i64 %177
  store i8 %173, ptr %178, align 1, !tbaa !10
  %179 = icmp sgt i32 %23, 1
  br i1 %179, label %180, label %217

180:                                              ; preds = %169
  %181 = add nsw i32 %23, -1
  %182 = and i32 %181, 1
  %183 = icmp eq i32 %23, 2
  br i1 %183, label %206, label %184

184:                                              ; preds = %180
  %185 = and i32 %181, -2
  br label %186

186:                                              ; preds = %186, %184
  %187 = phi i32 [ 1, %184 ], [ %203, %186 ]
  %188 = phi i64 [ %160, %184 ], [ %197, %186 ]
  %189 = phi i32 [ 0, %184 ], [ %204, %186 ]
  %190 = lshr i64 %188, 8
  %191 = trunc i64 %190 to i8
  %192 = sub nsw i32 %175, %187
  %193 = select i1 %174, i32 %192, i32 %187
  %194 = sext i32 %193 to i64
  %195 = getelementptr inbounds i8, ptr %172, i64 %194
  store i8 %191, ptr %195, align 1, !tbaa !10
  %196 = add nuw nsw i32 %187, 1
  %197 = lshr i64 %188, 16
  %198 = trunc i64 %197 to i8
  %199 = sub nsw i32 %175, %196
  %200 = select i1 %174, i32 %199, i32 %196
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds i8, ptr %172, i64 %201
  store i8 %198, ptr %202, align 1, !tbaa !10
  %203 = add nuw nsw i32 %187, 2
  %204 = add nuw i32 %189, 2
  %205 = icmp eq i32 %204, %185
  br i1 %205, label %206, label %186, !llvm.loop !57

206:                                              ; preds = %186, %180
  %207 = phi i32 [ 1, %180 ], [ %203, %186 ]
  %208 = phi i64 [ %160, %180 ], [ %197, %186 ]
  %209 = icmp eq i32 %182, 0
  br i1 %209, label %217, label %210

210:                                              ; preds = %206
  %211 = lshr i64 %208, 8
  %212 = trunc i64 %211 to i8
  %213 = sub nsw i32 %175, %207
  %214 = select i1 %174, i32 %213, i32 %207
  %215 = sext i32 %214 to i64
  %216 = getelementptr inbounds i8, ptr %172, i64 %215
  store i8 %212, ptr %216, align 1, !tbaa !10
  br label %217

217:                                              ; preds = %210, %206, %169
  %218 = load i64, ptr %16, align 8, !tbaa !20
  %219 = add i64 %218, %171
  store i64 %219, ptr %16, align 8, !tbaa !20
  br label %444

220:                                              ; preds = %43
  %221 = call double @luaL_checknumber(ptr noundef %0, i32 noundef %44) #12
  %222 = fptrunc double %221 to float
  %223 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %2, i64 noundef 4) #12
  %224 = load i32, ptr %11, align 8, !tbaa !54
  %225 = icmp eq i32 %224, 1
  br i1 %225, label %226, label %227

226:                                              ; preds = %220
  store float %222, ptr %223, align 1
  br label %239

227:                                              ; preds = %220
  %228 = getelementptr i8, ptr %223, i64 3
  %229 = bitcast float %222 to i32
  %230 = trunc i32 %229 to i8
  store i8 %230, ptr %228, align 1, !tbaa !10
  %231 = getelementptr i8, ptr %223, i64 2
  %232 = lshr i32 %229, 8
  %233 = trunc i32 %232 to i8
  store i8 %233, ptr %231, align 1, !tbaa !10
  %234 = getelementptr i8, ptr %223, i64 1
  %235 = lshr i32 %229, 16
  %236 = trunc i32 %235 to i8
  store i8 %236, ptr %234, align 1, !tbaa !10
  %237 = lshr i32 %229, 24
  %238 = trunc nuw i32 %237 to i8
  store i8 %238, ptr %223, align 1, !tbaa !10
  br label %239

239:                                              ; preds = %227, %226
  %240 = sext i32 %23 to i64
  %241 = load i64, ptr %16, align 8, !tbaa !20
  %242 = add i64 %241, %240
  store i64 %242, ptr %16, align 8, !tbaa !20
  br label %444

243:                                              ; preds = %43
  %244 = call double @luaL_checknumber(ptr noundef %0, i32 noundef %44) #12
  %245 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %2, i64 noundef 8) #12
  %246 = load i32, ptr %11, align 8, !tbaa !54
  %247 = icmp eq i32 %246, 1
  br i1 %247, label %248, label %249

248:                                              ; preds = %243
  store double %244, ptr %245, align 1
  br label %273

249:                                              ; preds = %243
  %250 = getelementptr i8, ptr %245, i64 7
  %251 = bitcast double %244 to i64
  %252 = trunc i64 %251 to i8
  store i8 %252, ptr %250, align 1, !tbaa !10
  %253 = getelementptr i8, ptr %245, i64 6
  %254 = lshr i64 %251, 8
  %255 = trunc i64 %254 to i8
  store i8 %255, ptr %253, align 1, !tbaa !10
  %256 = getelementptr i8, ptr %245, i64 5
  %257 = lshr i64 %251, 16
  %258 = trunc i64 %257 to i8
  store i8 %258, ptr %256, align 1, !tbaa !10
  %259 = getelementptr i8, ptr %245, i64 4
  %260 = lshr i64 %251, 24
  %261 = trunc i64 %260 to i8
  store i8 %261, ptr %259, align 1, !tbaa !10
  %262 = getelementptr i8, ptr %245, i64 3
  %263 = lshr i64 %251, 32
  %264 = trunc i64 %263 to i8
  store i8 %264, ptr %262, align 1, !tbaa !10
  %265 = getelementptr i8, ptr %245, i64 2
  %266 = lshr i64 %251, 40
  %267 = trunc i64 %266 to i8
  store i8 %267, ptr %265, align 1, !tbaa !10
  %268 = getelementptr i8, ptr %245, i64 1
  %269 = lshr i64 %251, 48
  %270 = trunc i64 %269 to i8
  store i8 %270, ptr %268, align 1, !tbaa !10
  %271 = lshr i64 %251, 56
  %272 = trunc nuw i64 %271 to i8
  store i8 %272, ptr %245, align 1, !tbaa !10
  br label %273

273:                                              ; preds = %249, %248
  %274 = sext i32 %23 to i64
  %275 = load i64, ptr %16, align 8, !tbaa !20
  %276 = add i64 %275, %274
  store i64 %276, ptr %16, align 8, !tbaa !20
  br label %444

277:                                              ; preds = %43
  %278 = call double @luaL_checknumber(ptr noundef %0, i32 noundef %44) #12
  %279 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %2, i64 noundef 8) #12
  %280 = load i32, ptr %11, align 8, !tbaa !54
  %281 = icmp eq i32 %280, 1
  br i1 %281, label %282, label %283

282:                                              ; preds = %277
  store double %278, ptr %279, align 1
  br label %307

283:                                              ; preds = %277
  %284 = getelementptr i8, ptr %279, i64 7
  %285 = bitcast double %278 to i64
  %286 = trunc i64 %285 to i8
  store i8 %286, ptr %284, align 1, !tbaa !10
  %287 = getelementptr i8, ptr %279, i64 6
  %288 = lshr i64 %285, 8
  %289 = trunc i64 %288 to i8
  store i8 %289, ptr %287, align 1, !tbaa !10
  %290 = getelementptr i8, ptr %279, i64 5
  %291 = lshr i64 %285, 16
  %292 = trunc i64 %291 to i8
  store i8 %292, ptr %290, align 1, !tbaa !10
  %293 = getelementptr i8, ptr %279, i64 4
  %294 = lshr i64 %285, 24
  %295 = trunc i64 %294 to i8
  store i8 %295, ptr %293, align 1, !tbaa !10
  %296 = getelementptr i8, ptr %279, i64 3
  %297 = lshr i64 %285, 32
  %298 = trunc i64 %297 to i8
  store i8 %298, ptr %296, align 1, !tbaa !10
  %299 = getelementptr i8, ptr %279, i64 2
  %300 = lshr i64 %285, 40
  %301 = trunc i64 %300 to i8
  store i8 %301, ptr %299, align 1, !tbaa !10
  %302 = getelementptr i8, ptr %279, i64 1
  %303 = lshr i64 %285, 48
  %304 = trunc i64 %303 to i8
  store i8 %304, ptr %302, align 1, !tbaa !10
  %305 = lshr i64 %285, 56
  %306 = trunc nuw i64 %305 to i8
  store i8 %306, ptr %279, align 1, !tbaa !10
  br label %307

307:                                              ; preds = %283, %282
  %308 = sext i32 %23 to i64
  %309 = load i64, ptr %16, align 8, !tbaa !20
  %310 = add i64 %309, %308
  store i64 %310, ptr %16, align 8, !tbaa !20
  br label %444

311:                                              ; preds = %43
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #12
  %312 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef %44, ptr noundef nonnull %7) #12
  %313 = load i64, ptr %7, align 8, !tbaa !5
  %314 = sext i32 %23 to i64
  %315 = icmp ugt i64 %313, %314
  br i1 %315, label %316, label %319, !prof !9

316:                                              ; preds = %311
  %317 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef %44, ptr noundef nonnull @.str.61) #12
  %318 = load i64, ptr %7, align 8, !tbaa !5
  br label %319

319:                                              ; preds = %316, %311
  %320 = phi i64 [ %318, %316 ], [ %313, %311 ]
  call void @luaL_addlstring(ptr noundef nonnull %2, ptr noundef %312, i64 noundef %320) #12
  %321 = load i64, ptr %7, align 8, !tbaa !5
  %322 = add i64 %321, 1
  store i64 %322, ptr %7, align 8, !tbaa !5
  %323 = icmp ult i64 %321, %314
  br i1 %323, label %324, label %339

324:                                              ; preds = %319, %331
  %325 = load i64, ptr %16, align 8, !tbaa !20
  %326 = load i64, ptr %17, align 8, !tbaa !21
  %327 = icmp ult i64 %325, %326
  br i1 %327, label %331, label %328

328:                                              ; preds = %324
  %329 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %2, i64 noundef 1) #12
  %330 = load i64, ptr %16, align 8, !tbaa !20
  br label %331

331:                                              ; preds = %328, %324
  %332 = phi i64 [ %330, %328 ], [ %325, %324 ]
  %333 = load ptr, ptr %2, align 8, !tbaa !22
  %334 = add i64 %332, 1
  store i64 %334, ptr %16, align 8, !tbaa !20
  %335 = getelementptr inbounds i8, ptr %333, i64 %332
  store i8 0, ptr %335, align 1, !tbaa !10
  %336 = load i64, ptr %7, align 8, !tbaa !5
  %337 = add i64 %336, 1
  store i64 %337, ptr %7, align 8, !tbaa !5
  %338 = icmp ult i64 %336, %314
  br i1 %338, label %324, label %339, !llvm.loop !61

339:                                              ; preds = %331, %319
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #12
  br label %444

340:                                              ; preds = %43
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #12
  %341 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef %44, ptr noundef nonnull %8) #12
  %342 = icmp sgt i32 %23, 7
  %343 = load i64, ptr %8, align 8
  %344 = shl nsw i32 %23, 3
  %345 = zext nneg i32 %344 to i64
  %346 = lshr i64 %343, %345
  %347 = icmp eq i64 %346, 0
  %348 = select i1 %342, i1 true, i1 %347
  br i1 %348, label %352, label %349, !prof !13

349:                                              ; preds = %340
  %350 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef %44, ptr noundef nonnull @.str.62) #12
  %351 = load i64, ptr %8, align 8, !tbaa !5
  br label %352

352:                                              ; preds = %349, %340
  %353 = phi i64 [ %351, %349 ], [ %343, %340 ]
  %354 = load i32, ptr %11, align 8, !tbaa !54
  %355 = sext i32 %23 to i64
  %356 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %2, i64 noundef %355) #12
  %357 = trunc i64 %353 to i8
  %358 = icmp eq i32 %354, 0
  %359 = add nsw i32 %23, -1
  %360 = select i1 %358, i32 %359, i32 0
  %361 = sext i32 %360 to i64
  %362 = getelementptr inbounds i8, ptr %356, i64 %361
  store i8 %357, ptr %362, align 1, !tbaa !10
  %363 = icmp sgt i32 %23, 1
  br i1 %363, label %364, label %401

364:                                              ; preds = %352
  %365 = add nsw i32 %23, -1
  %366 = and i32 %365, 1
  %367 = icmp eq i32 %23, 2
  br i1 %367, label %390, label %368

368:                                              ; preds = %364
  %369 = and i32 %365, -2
  br label %370

370:                                              ; preds = %370, %368
  %371 = phi i32 [ 1, %368 ], [ %387, %370 ]
  %372 = phi i64 [ %353, %368 ], [ %381, %370 ]
  %373 = phi i32 [ 0, %368 ], [ %388, %370 ]
  %374 = lshr i64 %372, 8
  %375 = trunc i64 %374 to i8
  %376 = sub nsw i32 %359, %371
  %377 = select i1 %358, i32 %376, i32 %371
  %378 = sext i32 %377 to i64
  %379 = getelementptr inbounds i8, ptr %356, i64 %378
  store i8 %375, ptr %379, align 1, !tbaa !10
  %380 = add nuw nsw i32 %371, 1
  %381 = lshr i64 %372, 16
  %382 = trunc i64 %381 to i8
  %383 = sub nsw i32 %359, %380
  %384 = select i1 %358, i32 %383, i32 %380
  %385 = sext i32 %384 to i64
  %386 = getelementptr inbounds i8, ptr %356, i64 %385
  store i8 %382, ptr %386, align 1, !tbaa !10
  %387 = add nuw nsw i32 %371, 2
  %388 = add nuw i32 %373, 2
  %389 = icmp eq i32 %388, %369
  br i1 %389, label %390, label %370, !llvm.loop !57

390:                                              ; preds = %370, %364
  %391 = phi i32 [ 1, %364 ], [ %387, %370 ]
  %392 = phi i64 [ %353, %364 ], [ %381, %370 ]
  %393 = icmp eq i32 %366, 0
  br i1 %393, label %401, label %394

394:                                              ; preds = %390
  %395 = lshr i64 %392, 8
  %396 = trunc i64 %395 to i8
  %397 = sub nsw i32 %359, %391
  %398 = select i1 %358, i32 %397, i32 %391
  %399 = sext i32 %398 to i64
  %400 = getelementptr inbounds i8, ptr %356, i64 %399
  store i8 %396, ptr %400, align 1, !tbaa !10
  br label %401

401:                                              ; preds = %394, %390, %352
  %402 = load i64, ptr %16, align 8, !tbaa !20
  %403 = add i64 %402, %355
  store i64 %403, ptr %16, align 8, !tbaa !20
  %404 = load i64, ptr %8, align 8, !tbaa !5
  call void @luaL_addlstring(ptr noundef nonnull %2, ptr noundef %341, i64 noundef %404) #12
  %405 = load i64, ptr %8, align 8, !tbaa !5
  %406 = add i64 %405, %26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #12
  br label %444

407:                                              ; preds = %43
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #12
  %408 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef %44, ptr noundef nonnull %9) #12
  %409 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %408) #13
  %410 = load i64, ptr %9, align 8, !tbaa !5
  %411 = icmp eq i64 %409, %410
  br i1 %411, label %415, label %412, !prof !13

412:                                              ; preds = %407
  %413 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef %44, ptr noundef nonnull @.str.40) #12
  %414 = load i64, ptr %9, align 8, !tbaa !5
  br label %415

415:                                              ; preds = %412, %407
  %416 = phi i64 [ %414, %412 ], [ %409, %407 ]
  call void @luaL_addlstring(ptr noundef nonnull %2, ptr noundef %408, i64 noundef %416) #12
  %417 = load i64, ptr %16, align 8, !tbaa !20
  %418 = load i64, ptr %17, align 8, !tbaa !21
  %419 = icmp ult i64 %417, %418
  br i1 %419, label %423, label %420

420:                                              ; preds = %415
  %421 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %2, i64 noundef 1) #12
  %422 = load i64, ptr %16, align 8, !tbaa !20
  br label %423

423:                                              ; preds = %420, %415
  %424 = phi i64 [ %422, %420 ], [ %417, %415 ]
  %425 = load ptr, ptr %2, align 8, !tbaa !22
  %426 = add i64 %424, 1
  store i64 %426, ptr %16, align 8, !tbaa !20
  %427 = getelementptr inbounds i8, ptr %425, i64 %424
  store i8 0, ptr %427, align 1, !tbaa !10
  %428 = load i64, ptr %9, align 8, !tbaa !5
  %429 = add i64 %26, 1
  %430 = add i64 %429, %428
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #12
  br label %444

431:                                              ; preds = %43
  %432 = load i64, ptr %16, align 8, !tbaa !20
  %433 = load i64, ptr %17, align 8, !tbaa !21
  %434 = icmp ult i64 %432, %433
  br i1 %434, label %438, label %435

435:                                              ; preds = %431
  %436 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %2, i64 noundef 1) #12
  %437 = load i64, ptr %16, align 8, !tbaa !20
  br label %438

438:                                              ; preds = %435, %431
  %439 = phi i64 [ %437, %435 ], [ %432, %431 ]
  %440 = load ptr, ptr %2, align 8, !tbaa !22
  %441 = add i64 %439, 1
  store i64 %441, ptr %16, align 8, !tbaa !20
  %442 = getelementptr inbounds i8, ptr %440, i64 %439
  store i8 0, ptr %442, align 1, !tbaa !10
  br label %444

443:                                              ; preds = %43
  unreachable

444:                                              ; preds = %438, %43, %43, %423, %401, %339, %307, %273, %239, %217, %156
  %445 = phi i64 [ %430, %423 ], [ %406, %401 ], [ %26, %339 ], [ %26, %307 ], [ %26, %273 ], [ %26, %239 ], [ %26, %217 ], [ %26, %156 ], [ %26, %43 ], [ %26, %43 ], [ %26, %438 ]
  %446 = phi i32 [ %44, %423 ], [ %44, %401 ], [ %44, %339 ], [ %44, %307 ], [ %44, %273 ], [ %44, %239 ], [ %44, %217 ], [ %44, %156 ], [ %19, %43 ], [ %19, %43 ], [ %19, %438 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #12
  %447 = load ptr, ptr %4, align 8, !tbaa !23
  %448 = load i8, ptr %447, align 1, !tbaa !10
  %449 = icmp eq i8 %448, 0
  br i1 %449, label %450, label %18, !llvm.loop !62

450:                                              ; preds = %444, %1
  call void @luaL_pushresult(ptr noundef nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 1056, ptr nonnull %2) #12
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @str_packsize(ptr noundef %0) #0 {
  %2 = alloca %struct.Header, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #12
  %6 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #12
  store ptr %6, ptr %3, align 8, !tbaa !23
  store ptr %0, ptr %2, align 8, !tbaa !52
  %7 = getelementptr inbounds i8, ptr %2, i64 8
  store i32 1, ptr %7, align 8, !tbaa !54
  %8 = getelementptr inbounds i8, ptr %2, i64 12
  store i32 1, ptr %8, align 4, !tbaa !55
  %9 = load i8, ptr %6, align 1, !tbaa !10
  %10 = icmp eq i8 %9, 0
  br i1 %10, label %32, label %11

11:                                               ; preds = %1, %27
  %12 = phi i64 [ %28, %27 ], [ 0, %1 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #12
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #12
  %13 = call fastcc i32 @getdetails(ptr noundef nonnull %2, i64 noundef %12, ptr noundef nonnull %3, ptr noundef nonnull %4, ptr noundef nonnull %5)
  %14 = add nsw i32 %13, -8
  %15 = icmp ult i32 %14, -2
  br i1 %15, label %18, label %16, !prof !13

16:                                               ; preds = %11
  %17 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.68) #12
  br label %18

18:                                               ; preds = %16, %11
  %19 = load i32, ptr %5, align 4, !tbaa !47
  %20 = load i32, ptr %4, align 4, !tbaa !47
  %21 = add nsw i32 %20, %19
  %22 = sext i32 %21 to i64
  %23 = sub nsw i64 2147483647, %22
  %24 = icmp ugt i64 %12, %23
  br i1 %24, label %25, label %27, !prof !9

25:                                               ; preds = %18
  %26 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.69) #12
  br label %27

27:                                               ; preds = %25, %18
  %28 = add i64 %12, %22
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #12
  %29 = load ptr, ptr %3, align 8, !tbaa !23
  %30 = load i8, ptr %29, align 1, !tbaa !10
  %31 = icmp eq i8 %30, 0
  br i1 %31, label %32, label %11, !llvm.loop !63

32:                                               ; preds = %27, %1
  %33 = phi i64 [ 0, %1 ], [ %28, %27 ]
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %33) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #12
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal range(i32 -2147483647, -2147483648) i32 @str_unpack(ptr noundef %0) #0 {
  %2 = alloca %struct.Header, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #12
  %7 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #12
  store ptr %7, ptr %3, align 8, !tbaa !23
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #12
  %8 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 2, ptr noundef nonnull %4) #12
  %9 = call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 3, i64 noundef 1) #12
  %10 = load i64, ptr %4, align 8, !tbaa !5
  %11 = icmp sgt i64 %9, 0
  br i1 %11, label %20, label %12

12:                                               ; preds = %1
  %13 = icmp eq i64 %9, 0
  %14 = sub nsw i64 0, %10
  %15 = icmp slt i64 %9, %14
  %16 = select i1 %13, i1 true, i1 %15
  br i1 %16, label %20, label %17

17:                                               ; preds = %12
  %18 = add nsw i64 %9, 1
  %19 = add i64 %18, %10
  br label %20

20:                                               ; preds = %1, %12, %17
  %21 = phi i64 [ %19, %17 ], [ %9, %1 ], [ 1, %12 ]
  %22 = add i64 %21, -1
  %23 = icmp ugt i64 %22, %10
  br i1 %23, label %24, label %26, !prof !9

24:                                               ; preds = %20
  %25 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef 3, ptr noundef nonnull @.str.70) #12
  br label %26

26:                                               ; preds = %24, %20
  store ptr %0, ptr %2, align 8, !tbaa !52
  %27 = getelementptr inbounds i8, ptr %2, i64 8
  store i32 1, ptr %27, align 8, !tbaa !54
  %28 = getelementptr inbounds i8, ptr %2, i64 12
  store i32 1, ptr %28, align 4, !tbaa !55
  %29 = load i8, ptr %7, align 1, !tbaa !10
  %30 = icmp eq i8 %29, 0
  br i1 %30, label %444, label %31

31:                                               ; preds = %26, %434
  %32 = phi i64 [ %437, %434 ], [ %22, %26 ]
  %33 = phi i32 [ %435, %434 ], [ 0, %26 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #12
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #12
  %34 = call fastcc i32 @getdetails(ptr noundef nonnull %2, i64 noundef %32, ptr noundef nonnull %3, ptr noundef nonnull %5, ptr noundef nonnull %6)
  %35 = load i32, ptr %6, align 4, !tbaa !47
  %36 = sext i32 %35 to i64
  %37 = load i32, ptr %5, align 4, !tbaa !47
  %38 = sext i32 %37 to i64
  %39 = add nsw i64 %38, %36
  %40 = load i64, ptr %4, align 8, !tbaa !5
  %41 = sub i64 %40, %32
  %42 = icmp ugt i64 %39, %41
  br i1 %42, label %43, label %45, !prof !9

43:                                               ; preds = %31
  %44 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.71) #12
  br label %45

45:                                               ; preds = %43, %31
  %46 = add i64 %32, %36
  call void @luaL_checkstack(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.72) #12
  %47 = add nsw i32 %33, 1
  switch i32 %34, label %433 [
    i32 0, label %48
    i32 1, label %48
    i32 2, label %176
    i32 3, label %204
    i32 4, label %251
    i32 5, label %298
    i32 6, label %301
    i32 7, label %421
    i32 9, label %434
    i32 8, label %434
    i32 10, label %434
  ]

48:                                               ; preds = %45, %45
  %49 = getelementptr inbounds i8, ptr %8, i64 %46
  %50 = icmp eq i32 %34, 0
  %51 = call i32 @llvm.smin.i32(i32 %37, i32 8)
  %52 = icmp sgt i32 %37, 0
  br i1 %52, label %53, label %144

53:                                               ; preds = %48
  %54 = load i32, ptr %27, align 8, !tbaa !54
  %55 = icmp eq i32 %54, 0
  %56 = add nsw i32 %51, -1
  %57 = sub nsw i32 %37, %51
  %58 = select i1 %55, i32 %57, i32 %56
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i8, ptr %49, i64 %59
  %61 = load i8, ptr %60, align 1, !tbaa !10
  %62 = zext i8 %61 to i64
  %63 = icmp eq i32 %37, 1
  br i1 %63, label %140, label %64, !llvm.loop !64

64:                                               ; preds = %53
  %65 = add nsw i32 %51, -2
  %66 = shl nuw nsw i64 %62, 8
  %67 = sub i32 %37, %56
  %68 = select i1 %55, i32 %67, i32 %65
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds i8, ptr %49, i64 %69
  %71 = load i8, ptr %70, align 1, !tbaa !10
  %72 = zext i8 %71 to i64
  %73 = or disjoint i64 %66, %72
  %74 = icmp sgt i32 %37, 2
  br i1 %74, label %75, label %140, !llvm.loop !64

75:                                               ; preds = %64
  %76 = add nsw i32 %51, -3
  %77 = shl nuw nsw i64 %73, 8
  %78 = sub i32 %37, %65
  %79 = select i1 %55, i32 %78, i32 %76
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds i8, ptr %49, i64 %80
  %82 = load i8, ptr %81, align 1, !tbaa !10
  %83 = zext i8 %82 to i64
  %84 = or disjoint i64 %77, %83
  %85 = icmp eq i32 %37, 3
  br i1 %85, label %140, label %86, !llvm.loop !64

86:                                               ; preds = %75
  %87 = add nsw i32 %51, -4
  %88 = shl nuw nsw i64 %84, 8
  %89 = sub i32 %37, %76
  %90 = select i1 %55, i32 %89, i32 %87
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds i8, ptr %49, i64 %91
  %93 = load i8, ptr %92, align 1, !tbaa !10
  %94 = zext i8 %93 to i64
  %95 = or disjoint i64 %88, %94
  %96 = icmp sgt i32 %37, 4
  br i1 %96, label %97, label %140, !llvm.loop !64

97:                                               ; preds = %86
  %98 = add nsw i32 %51, -5
  %99 = shl i64 %95, 8
  %100 = sub i32 %37, %87
  %101 = select i1 %55, i32 %100, i32 %98
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds i8, ptr %49, i64 %102
  %104 = load i8, ptr %103, align 1, !tbaa !10
  %105 = zext i8 %104 to i64
  %106 = or disjoint i64 %99, %105
  %107 = icmp eq i32 %37, 5
  br i1 %107, label %140, label %108, !llvm.loop !64

108:                                              ; preds = %97
  %109 = add nsw i32 %51, -6
  %110 = shl i64 %106, 8
  %111 = sub i32 %37, %98
  %112 = select i1 %55, i32 %111, i32 %109
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds i8, ptr %49, i64 %113
  %115 = load i8, ptr %114, align 1, !tbaa !10
  %116 = zext i8 %115 to i64
  %117 = or disjoint i64 %110, %116
  %118 = icmp sgt i32 %37, 6
  br i1 %118, label %119, label %140, !llvm.loop !64

119:                                              ; preds = %108
  %120 = add nsw i32 %51, -7
  %121 = shl i64 %117, 8
  %122 = sub i32 %37, %109
  %123 = select i1 %55, i32 %122, i32 %120
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds i8, ptr %49, i64 %124
  %126 = load i8, ptr %125, align 1, !tbaa !10
  %127 = zext i8 %126 to i64
  %128 = or disjoint i64 %121, %127
  %129 = icmp eq i32 %37, 7
  br i1 %129, label %140, label %130, !llvm.loop !64

130:                                              ; preds = %119
  %131 = add nsw i32 %51, -8
  %132 = shl i64 %128, 8
  %133 = sub i32 %37, %120
  %134 = select i1 %55, i32 %133, i32 %131
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds i8, ptr %49, i64 %135
  %137 = load i8, ptr %136, align 1, !tbaa !10
  %138 = zext i8 %137 to i64
  %139 = or disjoint i64 %132, %138
  br label %140

140:                                              ; preds = %130, %119, %108, %97, %86, %75, %64, %53
  %141 = phi i64 [ 0, %53 ], [ %66, %64 ], [ %77, %75 ], [ %88, %86 ], [ %99, %97 ], [ %110, %108 ], [ %121, %119 ], [ %132, %130 ]
  %142 = phi i64 [ %62, %53 ], [ %73, %64 ], [ %84, %75 ], [ %95, %86 ], [ %106, %97 ], [ %117, %108 ], [ %128, %119 ], [ %139, %130 ]
  %143 = icmp slt i32 %37, 8
  br i1 %143, label %144, label %153

144:                                              ; preds = %140, %48
  %145 = phi i64 [ %142, %140 ], [ 0, %48 ]
  br i1 %50, label %146, label %174

146:                                              ; preds = %144
  %147 = shl nsw i32 %37, 3
  %148 = add nsw i32 %147, -1
  %149 = zext nneg i32 %148 to i64
  %150 = shl nuw i64 1, %149
  %151 = xor i64 %145, %150
  %152 = sub i64 %151, %150
  br label %174

153:                                              ; preds = %140
  %154 = icmp eq i32 %37, 8
  br i1 %154, label %174, label %155

155:                                              ; preds = %153
  %156 = icmp slt i64 %141, 0
  %157 = select i1 %50, i1 %156, i1 false
  %158 = select i1 %157, i32 255, i32 0
  br label %159

159:                                              ; preds = %171, %155
  %160 = phi i32 [ %51, %155 ], [ %172, %171 ]
  %161 = xor i32 %160, -1
  %162 = add nsw i32 %37, %161
  %163 = select i1 %55, i32 %162, i32 %160
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds i8, ptr %49, i64 %164
  %166 = load i8, ptr %165, align 1, !tbaa !10
  %167 = zext i8 %166 to i32
  %168 = icmp eq i32 %158, %167
  br i1 %168, label %171, label %169, !prof !13

169:                                              ; preds = %159
  %170 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.74, i32 noundef %37) #12
  br label %171

171:                                              ; preds = %169, %159
  %172 = add nuw nsw i32 %160, 1
  %173 = icmp slt i32 %172, %37
  br i1 %173, label %159, label %174, !llvm.loop !65

174:                                              ; preds = %171, %144, %146, %153
  %175 = phi i64 [ %152, %146 ], [ %145, %144 ], [ %142, %153 ], [ %142, %171 ]
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %175) #12
  br label %434

176:                                              ; preds = %45
  %177 = getelementptr inbounds i8, ptr %8, i64 %46
  %178 = load i32, ptr %27, align 8, !tbaa !54
  %179 = icmp eq i32 %178, 1
  br i1 %179, label %199, label %180

180:                                              ; preds = %176
  %181 = getelementptr inbounds i8, ptr %177, i64 1
  %182 = load i8, ptr %177, align 1, !tbaa !10
  %183 = zext i8 %182 to i32
  %184 = shl nuw i32 %183, 24
  %185 = getelementptr inbounds i8, ptr %177, i64 2
  %186 = load i8, ptr %181, align 1, !tbaa !10
  %187 = zext i8 %186 to i32
  %188 = shl nuw nsw i32 %187, 16
  %189 = or disjoint i32 %184, %188
  %190 = getelementptr inbounds i8, ptr %177, i64 3
  %191 = load i8, ptr %185, align 1, !tbaa !10
  %192 = zext i8 %191 to i32
  %193 = shl nuw nsw i32 %192, 8
  %194 = or disjoint i32 %189, %193
  %195 = load i8, ptr %190, align 1, !tbaa !10
  %196 = zext i8 %195 to i32
  %197 = or disjoint i32 %194, %196
  %198 = bitcast i32 %197 to float
  br label %201

199:                                              ; preds = %176
  %200 = load float, ptr %177, align 1
  br label %201

201:                                              ; preds = %180, %199
  %202 = phi float [ %200, %199 ], [ %198, %180 ]
  %203 = fpext float %202 to double
  call void @lua_pushnumber(ptr noundef %0, double noundef %203) #12
  br label %434

204:                                              ; preds = %45
  %205 = getelementptr inbounds i8, ptr %8, i64 %46
  %206 = load i32, ptr %27, align 8, !tbaa !54
  %207 = icmp eq i32 %206, 1
  br i1 %207, label %247, label %208

208:                                              ; preds = %204
  %209 = getelementptr inbounds i8, ptr %205, i64 1
  %210 = load i8, ptr %205, align 1, !tbaa !10
  %211 = zext i8 %210 to i64
  %212 = shl nuw i64 %211, 56
  %213 = getelementptr inbounds i8, ptr %205, i64 2
  %214 = load i8, ptr %209, align 1, !tbaa !10
  %215 = zext i8 %214 to i64
  %216 = shl nuw nsw i64 %215, 48
  %217 = or disjoint i64 %212, %216
  %218 = getelementptr inbounds i8, ptr %205, i64 3
  %219 = load i8, ptr %213, align 1, !tbaa !10
  %220 = zext i8 %219 to i64
  %221 = shl nuw nsw i64 %220, 40
  %222 = or disjoint i64 %217, %221
  %223 = getelementptr inbounds i8, ptr %205, i64 4
  %224 = load i8, ptr %218, align 1, !tbaa !10
  %225 = zext i8 %224 to i64
  %226 = shl nuw nsw i64 %225, 32
  %227 = or disjoint i64 %222, %226
  %228 = getelementptr inbounds i8, ptr %205, i64 5
  %229 = load i8, ptr %223, align 1, !tbaa !10
  %230 = zext i8 %229 to i64
  %231 = shl nuw nsw i64 %230, 24
  %232 = or disjoint i64 %227, %231
  %233 = getelementptr inbounds i8, ptr %205, i64 6
  %234 = load i8, ptr %228, align 1, !tbaa !10
  %235 = zext i8 %234 to i64
  %236 = shl nuw nsw i64 %235, 16
  %237 = getelementptr inbounds i8, ptr %205, i64 7
  %238 = load i8, ptr %233, align 1, !tbaa !10
  %239 = zext i8 %238 to i64
  %240 = shl nuw nsw i64 %239, 8
  %241 = or disjoint i64 %232, %236
  %242 = load i8, ptr %237, align 1, !tbaa !10
  %243 = zext i8 %242 to i64
  %244 = or i64 %241, %240
  %245 = or i64 %244, %243
  %246 = bitcast i64 %245 to double
  br label %249

247:                                              ; preds = %204
  %248 = load double, ptr %205, align 1
  br label %249

249:                                              ; preds = %208, %247
  %250 = phi double [ %248, %247 ], [ %246, %208 ]
  call void @lua_pushnumber(ptr noundef %0, double noundef %250) #12
  br label %434

251:                                              ; preds = %45
  %252 = getelementptr inbounds i8, ptr %8, i64 %46
  %253 = load i32, ptr %27, align 8, !tbaa !54
  %254 = icmp eq i32 %253, 1
  br i1 %254, label %294, label %255

255:                                              ; preds = %251
  %256 = getelementptr inbounds i8, ptr %252, i64 1
  %257 = load i8, ptr %252, align 1, !tbaa !10
  %258 = zext i8 %257 to i64
  %259 = shl nuw i64 %258, 56
  %260 = getelementptr inbounds i8, ptr %252, i64 2
  %261 = load i8, ptr %256, align 1, !tbaa !10
  %262 = zext i8 %261 to i64
  %263 = shl nuw nsw i64 %262, 48
  %264 = or disjoint i64 %259, %263
  %265 = getelementptr inbounds i8, ptr %252, i64 3
  %266 = load i8, ptr %260, align 1, !tbaa !10
  %267 = zext i8 %266 to i64
  %268 = shl nuw nsw i64 %267, 40
  %269 = or disjoint i64 %264, %268
  %270 = getelementptr inbounds i8, ptr %252, i64 4
  %271 = load i8, ptr %265, align 1, !tbaa !10
  %272 = zext i8 %271 to i64
  %273 = shl nuw nsw i64 %272, 32
  %274 = or disjoint i64 %269, %273
  %275 = getelementptr inbounds i8, ptr %252, i64 5
  %276 = load i8, ptr %270, align 1, !tbaa !10
  %277 = zext i8 %276 to i64
  %278 = shl nuw nsw i64 %277, 24
  %279 = or disjoint i64 %274, %278
  %280 = getelementptr inbounds i8, ptr %252, i64 6
  %281 = load i8, ptr %275, align 1, !tbaa !10
  %282 = zext i8 %281 to i64
  %283 = shl nuw nsw i64 %282, 16
  %284 = getelementptr inbounds i8, ptr %252, i64 7
  %285 = load i8, ptr %280, align 1, !tbaa !10
  %286 = zext i8 %285 to i64
  %287 = shl nuw nsw i64 %286, 8
  %288 = or disjoint i64 %279, %283
  %289 = load i8, ptr %284, align 1, !tbaa !10
  %290 = zext i8 %289 to i64
  %291 = or i64 %288, %287
  %292 = or i64 %291, %290
  %293 = bitcast i64 %292 to double
  br label %296

294:                                              ; preds = %251
  %295 = load double, ptr %252, align 1
  br label %296

296:                                              ; preds = %255, %294
  %297 = phi double [ %295, %294 ], [ %293, %255 ]
  call void @lua_pushnumber(ptr noundef %0, double noundef %297) #12
  br label %434

298:                                              ; preds = %45
  %299 = getelementptr inbounds i8, ptr %8, i64 %46
  %300 = call ptr @lua_pushlstring(ptr noundef %0, ptr noundef %299, i64 noundef %38) #12
  br label %434

301:                                              ; preds = %45
  %302 = getelementptr inbounds i8, ptr %8, i64 %46
  %303 = call i32 @llvm.smin.i32(i32 %37, i32 8)
  %304 = icmp sgt i32 %37, 0
  br i1 %304, label %305, label %416

305:                                              ; preds = %301
  %306 = load i32, ptr %27, align 8, !tbaa !54
  %307 = icmp eq i32 %306, 0
  %308 = add nsw i32 %303, -1
  %309 = sub nsw i32 %37, %303
  %310 = select i1 %307, i32 %309, i32 %308
  %311 = sext i32 %310 to i64
  %312 = getelementptr inbounds i8, ptr %302, i64 %311
  %313 = load i8, ptr %312, align 1, !tbaa !10
  %314 = zext i8 %313 to i64
  %315 = icmp eq i32 %37, 1
  br i1 %315, label %392, label %316, !llvm.loop !64

316:                                              ; preds = %305
  %317 = add nsw i32 %303, -2
  %318 = shl nuw nsw i64 %314, 8
  %319 = sub i32 %37, %308
  %320 = select i1 %307, i32 %319, i32 %317
  %321 = sext i32 %320 to i64
  %322 = getelementptr inbounds i8, ptr %302, i64 %321
  %323 = load i8, ptr %322, align 1, !tbaa !10
  %324 = zext i8 %323 to i64
  %325 = or disjoint i64 %318, %324
  %326 = icmp sgt i32 %37, 2
  br i1 %326, label %327, label %392, !llvm.loop !64

327:                                              ; preds = %316
  %328 = add nsw i32 %303, -3
  %329 = shl nuw nsw i64 %325, 8
  %330 = sub i32 %37, %317
  %331 = select i1 %307, i32 %330, i32 %328
  %332 = sext i32 %331 to i64
  %333 = getelementptr inbounds i8, ptr %302, i64 %332
  %334 = load i8, ptr %333, align 1, !tbaa !10
  %335 = zext i8 %334 to i64
  %336 = or disjoint i64 %329, %335
  %337 = icmp eq i32 %37, 3
  br i1 %337, label %392, label %338, !llvm.loop !64

338:                                              ; preds = %327
  %339 = add nsw i32 %303, -4
  %340 = shl nuw nsw i64 %336, 8
  %341 = sub i32 %37, %328
  %342 = select i1 %307, i32 %341, i32 %339
  %343 = sext i32 %342 to i64
  %344 = getelementptr inbounds i8, ptr %302, i64 %343
  %345 = load i8, ptr %344, align 1, !tbaa !10
  %346 = zext i8 %345 to i64
  %347 = or disjoint i64 %340, %346
  %348 = icmp sgt i32 %37, 4
  br i1 %348, label %349, label %392, !llvm.loop !64

349:                                              ; preds = %338
  %350 = add nsw i32 %303, -5
  %351 = shl i64 %347, 8
  %352 = sub i32 %37, %339
  %353 = select i1 %307, i32 %352, i32 %350
  %354 = sext i32 %353 to i64
  %355 = getelementptr inbounds i8, ptr %302, i64 %354
  %356 = load i8, ptr %355, align 1, !tbaa !10
  %357 = zext i8 %356 to i64
  %358 = or disjoint i64 %351, %357
  %359 = icmp eq i32 %37, 5
  br i1 %359, label %392, label %360, !llvm.loop !64

360:                                              ; preds = %349
  %361 = add nsw i32 %303, -6
  %362 = shl i64 %358, 8
  %363 = sub i32 %37, %350
  %364 = select i1 %307, i32 %363, i32 %361
  %365 = sext i32 %364 to i64
  %366 = getelementptr inbounds i8, ptr %302, i64 %365
  %367 = load i8, ptr %366, align 1, !tbaa !10
  %368 = zext i8 %367 to i64
  %369 = or disjoint i64 %362, %368
  %370 = icmp sgt i32 %37, 6
  br i1 %370, label %371, label %392, !llvm.loop !64

371:                                              ; preds = %360
  %372 = add nsw i32 %303, -7
  %373 = shl i64 %369, 8
  %374 = sub i32 %37, %361
  %375 = select i1 %307, i32 %374, i32 %372
  %376 = sext i32 %375 to i64
  %377 = getelementptr inbounds i8, ptr %302, i64 %376
  %378 = load i8, ptr %377, align 1, !tbaa !10
  %379 = zext i8 %378 to i64
  %380 = or disjoint i64 %373, %379
  %381 = icmp eq i32 %37, 7
  br i1 %381, label %392, label %382, !llvm.loop !64

382:                                              ; preds = %371
  %383 = add nsw i32 %303, -8
  %384 = shl i64 %380, 8
  %385 = sub i32 %37, %372
  %386 = select i1 %307, i32 %385, i32 %383
  %387 = sext i32 %386 to i64
  %388 = getelementptr inbounds i8, ptr %302, i64 %387
  %389 = load i8, ptr %388, align 1, !tbaa !10
  %390 = zext i8 %389 to i64
  %391 = or disjoint i64 %384, %390
  br label %392

392:                                              ; preds = %382, %371, %360, %349, %338, %327, %316, %305
  %393 = phi i64 [ %314, %305 ], [ %325, %316 ], [ %336, %327 ], [ %347, %338 ], [ %358, %349 ], [ %369, %360 ], [ %380, %371 ], [ %391, %382 ]
  %394 = icmp slt i32 %37, 9
  br i1 %394, label %409, label %395

395:                                              ; preds = %392, %406
  %396 = phi i32 [ %407, %406 ], [ %303, %392 ]
  %397 = xor i32 %396, -1
  %398 = add nsw i32 %37, %397
  %399 = select i1 %307, i32 %398, i32 %396
  %400 = sext i32 %399 to i64
  %401 = getelementptr inbounds i8, ptr %302, i64 %400
  %402 = load i8, ptr %401, align 1, !tbaa !10
  %403 = icmp eq i8 %402, 0
  br i1 %403, label %406, label %404, !prof !13

404:                                              ; preds = %395
  %405 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.74, i32 noundef %37) #12
  br label %406

406:                                              ; preds = %404, %395
  %407 = add i32 %396, 1
  %408 = icmp eq i32 %407, %37
  br i1 %408, label %409, label %395, !llvm.loop !65

409:                                              ; preds = %406, %392
  %410 = load i64, ptr %4, align 8, !tbaa !5
  %411 = add i64 %46, %38
  %412 = sub i64 %410, %411
  %413 = icmp ugt i64 %393, %412
  br i1 %413, label %414, label %416, !prof !66

414:                                              ; preds = %409
  %415 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.71) #12
  br label %416

416:                                              ; preds = %301, %414, %409
  %417 = phi i64 [ %393, %414 ], [ %393, %409 ], [ 0, %301 ]
  %418 = getelementptr inbounds i8, ptr %302, i64 %38
  %419 = call ptr @lua_pushlstring(ptr noundef %0, ptr noundef %418, i64 noundef %417) #12
  %420 = add i64 %417, %46
  br label %434

421:                                              ; preds = %45
  %422 = getelementptr inbounds i8, ptr %8, i64 %46
  %423 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %422) #13
  %424 = add i64 %423, %46
  %425 = load i64, ptr %4, align 8, !tbaa !5
  %426 = icmp ult i64 %424, %425
  br i1 %426, label %429, label %427, !prof !13

427:                                              ; preds = %421
  %428 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.73) #12
  br label %429

429:                                              ; preds = %427, %421
  %430 = call ptr @lua_pushlstring(ptr noundef %0, ptr noundef %422, i64 noundef %423) #12
  %431 = add i64 %46, 1
  %432 = add i64 %431, %423
  br label %434

433:                                              ; preds = %45
  unreachable

434:                                              ; preds = %45, %45, %45, %429, %416, %298, %296, %249, %201, %174
  %435 = phi i32 [ %33, %45 ], [ %33, %45 ], [ %33, %45 ], [ %47, %429 ], [ %47, %416 ], [ %47, %298 ], [ %47, %296 ], [ %47, %249 ], [ %47, %201 ], [ %47, %174 ]
  %436 = phi i64 [ %46, %45 ], [ %46, %45 ], [ %46, %45 ], [ %432, %429 ], [ %420, %416 ], [ %46, %298 ], [ %46, %296 ], [ %46, %249 ], [ %46, %201 ], [ %46, %174 ]
  %437 = add i64 %436, %38
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #12
  %438 = load ptr, ptr %3, align 8, !tbaa !23
  %439 = load i8, ptr %438, align 1, !tbaa !10
  %440 = icmp eq i8 %439, 0
  br i1 %440, label %441, label %31, !llvm.loop !67

441:                                              ; preds = %434
  %442 = add i64 %437, 1
  %443 = add nsw i32 %435, 1
  br label %444

444:                                              ; preds = %441, %26
  %445 = phi i32 [ 1, %26 ], [ %443, %441 ]
  %446 = phi i64 [ %21, %26 ], [ %442, %441 ]
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %446) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #12
  ret i32 %445
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

declare ptr @luaL_checklstring(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare i64 @luaL_optinteger(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

declare i32 @luaL_error(ptr noundef, ptr noundef, ...) local_unnamed_addr #1

declare void @luaL_checkstack(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare void @lua_pushinteger(ptr noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare i32 @lua_gettop(ptr noundef) local_unnamed_addr #1

declare ptr @luaL_buffinitsize(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

declare i64 @luaL_checkinteger(ptr noundef, i32 noundef) local_unnamed_addr #1

declare i32 @luaL_argerror(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare void @luaL_pushresultsize(ptr noundef, i64 noundef) local_unnamed_addr #1

declare i32 @lua_toboolean(ptr noundef, i32 noundef) local_unnamed_addr #1

declare void @luaL_checktype(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare void @lua_settop(ptr noundef, i32 noundef) local_unnamed_addr #1

declare i32 @lua_dump(ptr noundef, ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal noundef i32 @writer(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3) #0 {
  %5 = load i32, ptr %3, align 8, !tbaa !15
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %4
  store i32 1, ptr %3, align 8, !tbaa !15
  %8 = getelementptr inbounds i8, ptr %3, i64 8
  tail call void @luaL_buffinit(ptr noundef %0, ptr noundef nonnull %8) #12
  br label %9

9:                                                ; preds = %7, %4
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  tail call void @luaL_addlstring(ptr noundef nonnull %10, ptr noundef %1, i64 noundef %2) #12
  ret i32 0
}

declare void @luaL_pushresult(ptr noundef) local_unnamed_addr #1

declare void @luaL_buffinit(ptr noundef, ptr noundef) local_unnamed_addr #1

declare void @luaL_addlstring(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc i32 @str_find_aux(ptr noundef %0, i32 noundef %1) unnamed_addr #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca %struct.MatchState, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #12
  %6 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %3) #12
  %7 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 2, ptr noundef nonnull %4) #12
  %8 = call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 3, i64 noundef 1) #12
  %9 = load i64, ptr %3, align 8, !tbaa !5
  %10 = icmp sgt i64 %8, 0
  br i1 %10, label %19, label %11

11:                                               ; preds = %2
  %12 = icmp eq i64 %8, 0
  %13 = sub nsw i64 0, %9
  %14 = icmp slt i64 %8, %13
  %15 = select i1 %12, i1 true, i1 %14
  br i1 %15, label %19, label %16

16:                                               ; preds = %11
  %17 = add nsw i64 %8, 1
  %18 = add i64 %17, %9
  br label %19

19:                                               ; preds = %2, %11, %16
  %20 = phi i64 [ %18, %16 ], [ %8, %2 ], [ 1, %11 ]
  %21 = add i64 %20, -1
  %22 = icmp ugt i64 %21, %9
  br i1 %22, label %23, label %24

23:                                               ; preds = %19
  call void @lua_pushnil(ptr noundef %0) #12
  br label %145

24:                                               ; preds = %19
  %25 = icmp eq i32 %1, 0
  br i1 %25, label %26, label %28

26:                                               ; preds = %24
  %27 = load i64, ptr %4, align 8, !tbaa !5
  br label %82

28:                                               ; preds = %24
  %29 = call i32 @lua_toboolean(ptr noundef %0, i32 noundef 4) #12
  %30 = icmp eq i32 %29, 0
  %31 = load i64, ptr %4, align 8, !tbaa !5
  br i1 %30, label %32, label %42

32:                                               ; preds = %28, %37
  %33 = phi i64 [ %40, %37 ], [ 0, %28 ]
  %34 = getelementptr inbounds i8, ptr %7, i64 %33
  %35 = call ptr @strpbrk(ptr noundef readonly %34, ptr noundef nonnull @.str.20) #13
  %36 = icmp eq ptr %35, null
  br i1 %36, label %37, label %82

37:                                               ; preds = %32
  %38 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %34) #13
  %39 = add i64 %33, 1
  %40 = add i64 %39, %38
  %41 = icmp ugt i64 %40, %31
  br i1 %41, label %42, label %32, !llvm.loop !68

42:                                               ; preds = %37, %28
  %43 = getelementptr inbounds i8, ptr %6, i64 %21
  %44 = load i64, ptr %3, align 8, !tbaa !5
  %45 = sub i64 %44, %21
  %46 = icmp eq i64 %31, 0
  br i1 %46, label %72, label %47

47:                                               ; preds = %42
  %48 = icmp ugt i64 %31, %45
  br i1 %48, label %142, label %49

49:                                               ; preds = %47
  %50 = add i64 %31, -1
  %51 = sub i64 %45, %50
  %52 = icmp eq i64 %51, 0
  br i1 %52, label %142, label %53

53:                                               ; preds = %49
  %54 = load i8, ptr %7, align 1, !tbaa !10
  %55 = sext i8 %54 to i32
  %56 = getelementptr inbounds i8, ptr %7, i64 1
  br label %57

57:                                               ; preds = %66, %53
  %58 = phi i64 [ %51, %53 ], [ %70, %66 ]
  %59 = phi ptr [ %43, %53 ], [ %63, %66 ]
  %60 = call ptr @memchr(ptr noundef %59, i32 noundef %55, i64 noundef %58) #13
  %61 = icmp eq ptr %60, null
  br i1 %61, label %142, label %62

62:                                               ; preds = %57
  %63 = getelementptr inbounds i8, ptr %60, i64 1
  %64 = call i32 @bcmp(ptr nonnull %63, ptr nonnull readonly %56, i64 %50)
  %65 = icmp eq i32 %64, 0
  br i1 %65, label %74, label %66

66:                                               ; preds = %62
  %67 = ptrtoint ptr %63 to i64
  %68 = ptrtoint ptr %59 to i64
  %69 = add i64 %58, %68
  %70 = sub i64 %69, %67
  %71 = icmp eq i64 %70, 0
  br i1 %71, label %142, label %57, !llvm.loop !69

72:                                               ; preds = %42
  %73 = icmp eq ptr %6, null
  br i1 %73, label %142, label %74

74:                                               ; preds = %62, %72
  %75 = phi ptr [ %43, %72 ], [ %60, %62 ]
  %76 = ptrtoint ptr %75 to i64
  %77 = ptrtoint ptr %6 to i64
  %78 = sub i64 %76, %77
  %79 = add nsw i64 %78, 1
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %79) #12
  %80 = load i64, ptr %4, align 8, !tbaa !5
  %81 = add i64 %78, %80
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %81) #12
  br label %145

82:                                               ; preds = %32, %26
  %83 = phi i64 [ %27, %26 ], [ %31, %32 ]
  call void @llvm.lifetime.start.p0(i64 552, ptr nonnull %5) #12
  %84 = getelementptr inbounds i8, ptr %6, i64 %21
  %85 = load i8, ptr %7, align 1, !tbaa !10
  %86 = icmp ne i8 %85, 94
  br i1 %86, label %90, label %87

87:                                               ; preds = %82
  %88 = getelementptr inbounds i8, ptr %7, i64 1
  %89 = add i64 %83, -1
  store i64 %89, ptr %4, align 8, !tbaa !5
  br label %90

90:                                               ; preds = %87, %82
  %91 = phi i64 [ %89, %87 ], [ %83, %82 ]
  %92 = phi ptr [ %88, %87 ], [ %7, %82 ]
  %93 = load i64, ptr %3, align 8, !tbaa !5
  %94 = getelementptr inbounds i8, ptr %5, i64 24
  store ptr %0, ptr %94, align 8, !tbaa !30
  %95 = getelementptr inbounds i8, ptr %5, i64 32
  store i32 200, ptr %95, align 8, !tbaa !32
  store ptr %6, ptr %5, align 8, !tbaa !33
  %96 = getelementptr inbounds i8, ptr %6, i64 %93
  %97 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %96, ptr %97, align 8, !tbaa !34
  %98 = getelementptr inbounds i8, ptr %92, i64 %91
  %99 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %98, ptr %99, align 8, !tbaa !35
  %100 = getelementptr inbounds i8, ptr %5, i64 36
  %101 = ptrtoint ptr %6 to i64
  br label %102

102:                                              ; preds = %136, %90
  %103 = phi ptr [ %84, %90 ], [ %137, %136 ]
  store i8 0, ptr %100, align 4, !tbaa !40
  %104 = call fastcc ptr @match(ptr noundef nonnull %5, ptr noundef %103, ptr noundef nonnull %92)
  %105 = icmp eq ptr %104, null
  br i1 %105, label %136, label %106

106:                                              ; preds = %102
  br i1 %25, label %123, label %107

107:                                              ; preds = %106
  %108 = ptrtoint ptr %103 to i64
  %109 = sub i64 %108, %101
  %110 = add i64 %109, 1
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %110) #12
  %111 = ptrtoint ptr %104 to i64
  %112 = sub i64 %111, %101
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %112) #12
  %113 = load i8, ptr %100, align 4, !tbaa !40
  %114 = zext i8 %113 to i32
  %115 = load ptr, ptr %94, align 8, !tbaa !30
  call void @luaL_checkstack(ptr noundef %115, i32 noundef %114, ptr noundef nonnull @.str.23) #12
  %116 = icmp eq i8 %113, 0
  br i1 %116, label %121, label %117

117:                                              ; preds = %107, %117
  %118 = phi i32 [ %119, %117 ], [ 0, %107 ]
  call fastcc void @push_onecapture(ptr noundef nonnull readonly %5, i32 noundef %118, ptr noundef null, ptr noundef null)
  %119 = add nuw nsw i32 %118, 1
  %120 = icmp eq i32 %119, %114
  br i1 %120, label %121, label %117, !llvm.loop !41

121:                                              ; preds = %117, %107
  %122 = add nuw nsw i32 %114, 2
  br label %143

123:                                              ; preds = %106
  %124 = load i8, ptr %100, align 4, !tbaa !40
  %125 = icmp eq i8 %124, 0
  %126 = icmp ne ptr %103, null
  %127 = and i1 %126, %125
  %128 = zext i8 %124 to i32
  %129 = select i1 %127, i32 1, i32 %128
  %130 = load ptr, ptr %94, align 8, !tbaa !30
  call void @luaL_checkstack(ptr noundef %130, i32 noundef %129, ptr noundef nonnull @.str.23) #12
  %131 = icmp eq i32 %129, 0
  br i1 %131, label %143, label %132

132:                                              ; preds = %123, %132
  %133 = phi i32 [ %134, %132 ], [ 0, %123 ]
  call fastcc void @push_onecapture(ptr noundef nonnull readonly %5, i32 noundef %133, ptr noundef %103, ptr noundef nonnull %104)
  %134 = add nuw nsw i32 %133, 1
  %135 = icmp eq i32 %134, %129
  br i1 %135, label %143, label %132, !llvm.loop !41

136:                                              ; preds = %102
  %137 = getelementptr inbounds i8, ptr %103, i64 1
  %138 = load ptr, ptr %97, align 8, !tbaa !34
  %139 = icmp ult ptr %103, %138
  %140 = and i1 %86, %139
  br i1 %140, label %102, label %141, !llvm.loop !70

141:                                              ; preds = %136
  call void @llvm.lifetime.end.p0(i64 552, ptr nonnull %5) #12
  br label %142

142:                                              ; preds = %66, %57, %49, %47, %141, %72
  call void @lua_pushnil(ptr noundef %0) #12
  br label %145

143:                                              ; preds = %132, %121, %123
  %144 = phi i32 [ 0, %123 ], [ %122, %121 ], [ %129, %132 ]
  call void @llvm.lifetime.end.p0(i64 552, ptr nonnull %5) #12
  br label %145

145:                                              ; preds = %74, %143, %142, %23
  %146 = phi i32 [ 1, %23 ], [ 1, %142 ], [ 2, %74 ], [ %144, %143 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12
  ret i32 %146
}

declare void @lua_pushnil(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc ptr @match(ptr noundef %0, ptr noundef %1, ptr noundef %2) unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = load i32, ptr %4, align 8, !tbaa !32
  %6 = add nsw i32 %5, -1
  store i32 %6, ptr %4, align 8, !tbaa !32
  %7 = icmp eq i32 %5, 0
  br i1 %7, label %8, label %12, !prof !9

8:                                                ; preds = %3
  %9 = getelementptr inbounds i8, ptr %0, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !30
  %11 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %10, ptr noundef nonnull @.str.21) #12
  br label %12

12:                                               ; preds = %8, %3
  %13 = getelementptr inbounds i8, ptr %0, i64 16
  %14 = getelementptr inbounds i8, ptr %0, i64 24
  %15 = getelementptr inbounds i8, ptr %0, i64 36
  %16 = getelementptr inbounds i8, ptr %0, i64 40
  %17 = getelementptr inbounds i8, ptr %0, i64 8
  br label %18

18:                                               ; preds = %144, %12
  %19 = phi ptr [ %2, %12 ], [ %145, %144 ]
  %20 = phi ptr [ %1, %12 ], [ %146, %144 ]
  %21 = getelementptr inbounds i8, ptr %20, i64 -1
  %22 = getelementptr inbounds i8, ptr %20, i64 1
  br label %23

23:                                               ; preds = %349, %18
  %24 = phi ptr [ %19, %18 ], [ %350, %349 ]
  br label %25

25:                                               ; preds = %23, %270
  %26 = phi ptr [ %196, %270 ], [ %24, %23 ]
  %27 = load ptr, ptr %13, align 8, !tbaa !35
  %28 = icmp eq ptr %26, %27
  br i1 %28, label %390, label %29

29:                                               ; preds = %25
  %30 = load i8, ptr %26, align 1, !tbaa !10
  %31 = getelementptr inbounds i8, ptr %26, i64 1
  switch i8 %30, label %341 [
    i8 40, label %32
    i8 41, label %68
    i8 36, label %96
    i8 37, label %102
    i8 91, label %314
  ]

32:                                               ; preds = %29
  %33 = load i8, ptr %31, align 1, !tbaa !10
  %34 = icmp eq i8 %33, 41
  br i1 %34, label %35, label %52

35:                                               ; preds = %32
  %36 = getelementptr inbounds i8, ptr %26, i64 2
  %37 = load i8, ptr %15, align 4, !tbaa !40
  %38 = icmp ugt i8 %37, 31
  br i1 %38, label %39, label %42

39:                                               ; preds = %35
  %40 = load ptr, ptr %14, align 8, !tbaa !30
  %41 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %40, ptr noundef nonnull @.str.23) #12
  br label %42

42:                                               ; preds = %39, %35
  %43 = zext i8 %37 to i64
  %44 = getelementptr inbounds [32 x %struct.anon], ptr %16, i64 0, i64 %43
  store ptr %20, ptr %44, align 8, !tbaa !44
  %45 = getelementptr inbounds i8, ptr %44, i64 8
  store i64 -2, ptr %45, align 8, !tbaa !42
  %46 = add i8 %37, 1
  store i8 %46, ptr %15, align 4, !tbaa !40
  %47 = tail call fastcc ptr @match(ptr noundef nonnull %0, ptr noundef %20, ptr noundef nonnull %36)
  %48 = icmp eq ptr %47, null
  br i1 %48, label %49, label %390

49:                                               ; preds = %42
  %50 = load i8, ptr %15, align 4, !tbaa !40
  %51 = add i8 %50, -1
  store i8 %51, ptr %15, align 4, !tbaa !40
  br label %390

52:                                               ; preds = %32
  %53 = load i8, ptr %15, align 4, !tbaa !40
  %54 = icmp ugt i8 %53, 31
  br i1 %54, label %55, label %58

55:                                               ; preds = %52
  %56 = load ptr, ptr %14, align 8, !tbaa !30
  %57 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %56, ptr noundef nonnull @.str.23) #12
  br label %58

58:                                               ; preds = %55, %52
  %59 = zext i8 %53 to i64
  %60 = getelementptr inbounds [32 x %struct.anon], ptr %16, i64 0, i64 %59
  store ptr %20, ptr %60, align 8, !tbaa !44
  %61 = getelementptr inbounds i8, ptr %60, i64 8
  store i64 -1, ptr %61, align 8, !tbaa !42
  %62 = add i8 %53, 1
  store i8 %62, ptr %15, align 4, !tbaa !40
  %63 = tail call fastcc ptr @match(ptr noundef nonnull %0, ptr noundef %20, ptr noundef nonnull %31)
  %64 = icmp eq ptr %63, null
  br i1 %64, label %65, label %390

65:                                               ; preds = %58
  %66 = load i8, ptr %15, align 4, !tbaa !40
  %67 = add i8 %66, -1
  store i8 %67, ptr %15, align 4, !tbaa !40
  br label %390

68:                                               ; preds = %29
  %69 = load i8, ptr %15, align 4, !tbaa !40
  %70 = zext i8 %69 to i64
  br label %71

71:                                               ; preds = %74, %68
  %72 = phi i64 [ %75, %74 ], [ %70, %68 ]
  %73 = icmp sgt i64 %72, 0
  br i1 %73, label %74, label %79

74:                                               ; preds = %71
  %75 = add nsw i64 %72, -1
  %76 = getelementptr inbounds [32 x %struct.anon], ptr %16, i64 0, i64 %75, i32 1
  %77 = load i64, ptr %76, align 8, !tbaa !42
  %78 = icmp eq i64 %77, -1
  br i1 %78, label %82, label %71, !llvm.loop !71

79:                                               ; preds = %71
  %80 = load ptr, ptr %14, align 8, !tbaa !30
  %81 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %80, ptr noundef nonnull @.str.24) #12
  br label %84

82:                                               ; preds = %74
  %83 = trunc nsw i64 %75 to i32
  br label %84

84:                                               ; preds = %79, %82
  %85 = phi i32 [ %81, %79 ], [ %83, %82 ]
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [32 x %struct.anon], ptr %16, i64 0, i64 %86
  %88 = load ptr, ptr %87, align 8, !tbaa !44
  %89 = ptrtoint ptr %20 to i64
  %90 = ptrtoint ptr %88 to i64
  %91 = sub i64 %89, %90
  %92 = getelementptr inbounds i8, ptr %87, i64 8
  store i64 %91, ptr %92, align 8, !tbaa !42
  %93 = tail call fastcc ptr @match(ptr noundef nonnull %0, ptr noundef %20, ptr noundef nonnull %31)
  %94 = icmp eq ptr %93, null
  br i1 %94, label %95, label %390

95:                                               ; preds = %84
  store i64 -1, ptr %92, align 8, !tbaa !42
  br label %390

96:                                               ; preds = %29
  %97 = icmp eq ptr %31, %27
  br i1 %97, label %98, label %341

98:                                               ; preds = %96
  %99 = load ptr, ptr %17, align 8, !tbaa !34
  %100 = icmp eq ptr %20, %99
  %101 = select i1 %100, ptr %20, ptr null
  br label %390

102:                                              ; preds = %29
  %103 = load i8, ptr %31, align 1, !tbaa !10
  switch i8 %103, label %104 [
    i8 98, label %107
    i8 102, label %147
    i8 48, label %272
    i8 49, label %272
    i8 50, label %272
    i8 51, label %272
    i8 52, label %272
    i8 53, label %272
    i8 54, label %272
    i8 55, label %272
    i8 56, label %272
    i8 57, label %272
  ]

104:                                              ; preds = %102
  %105 = getelementptr inbounds i8, ptr %26, i64 1
  %106 = icmp eq ptr %105, %27
  br i1 %106, label %309, label %312, !prof !9

107:                                              ; preds = %102
  %108 = getelementptr inbounds i8, ptr %26, i64 2
  %109 = getelementptr inbounds i8, ptr %27, i64 -1
  %110 = icmp ugt ptr %109, %108
  br i1 %110, label %114, label %111, !prof !13

111:                                              ; preds = %107
  %112 = load ptr, ptr %14, align 8, !tbaa !30
  %113 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %112, ptr noundef nonnull @.str.25) #12
  br label %114

114:                                              ; preds = %111, %107
  %115 = load i8, ptr %20, align 1, !tbaa !10
  %116 = load i8, ptr %108, align 1, !tbaa !10
  %117 = icmp eq i8 %115, %116
  br i1 %117, label %118, label %390

118:                                              ; preds = %114
  %119 = getelementptr inbounds i8, ptr %26, i64 3
  %120 = load i8, ptr %119, align 1, !tbaa !10
  %121 = load ptr, ptr %17, align 8, !tbaa !34
  %122 = getelementptr inbounds i8, ptr %20, i64 1
  %123 = icmp ult ptr %122, %121
  br i1 %123, label %124, label %390

124:                                              ; preds = %118, %137
  %125 = phi ptr [ %139, %137 ], [ %122, %118 ]
  %126 = phi i32 [ %138, %137 ], [ 1, %118 ]
  %127 = phi ptr [ %125, %137 ], [ %20, %118 ]
  %128 = load i8, ptr %125, align 1, !tbaa !10
  %129 = icmp eq i8 %128, %120
  br i1 %129, label %130, label %133

130:                                              ; preds = %124
  %131 = add nsw i32 %126, -1
  %132 = icmp eq i32 %131, 0
  br i1 %132, label %141, label %137

133:                                              ; preds = %124
  %134 = icmp eq i8 %128, %115
  %135 = zext i1 %134 to i32
  %136 = add nsw i32 %126, %135
  br label %137

137:                                              ; preds = %133, %130
  %138 = phi i32 [ %131, %130 ], [ %136, %133 ]
  %139 = getelementptr inbounds i8, ptr %125, i64 1
  %140 = icmp eq ptr %139, %121
  br i1 %140, label %390, label %124, !llvm.loop !72

141:                                              ; preds = %130
  %142 = getelementptr inbounds i8, ptr %127, i64 2
  %143 = getelementptr inbounds i8, ptr %26, i64 4
  br label %144

144:                                              ; preds = %141, %306, %384
  %145 = phi ptr [ %342, %384 ], [ %308, %306 ], [ %143, %141 ]
  %146 = phi ptr [ %385, %384 ], [ %307, %306 ], [ %142, %141 ]
  br label %18

147:                                              ; preds = %102
  %148 = getelementptr inbounds i8, ptr %26, i64 2
  %149 = load i8, ptr %148, align 1, !tbaa !10
  %150 = icmp eq i8 %149, 91
  br i1 %150, label %151, label %153, !prof !13

151:                                              ; preds = %147
  %152 = getelementptr inbounds i8, ptr %26, i64 3
  br label %166

153:                                              ; preds = %147
  %154 = load ptr, ptr %14, align 8, !tbaa !30
  %155 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %154, ptr noundef nonnull @.str.22) #12
  %156 = load i8, ptr %148, align 1, !tbaa !10
  %157 = getelementptr inbounds i8, ptr %26, i64 3
  switch i8 %156, label %194 [
    i8 37, label %158
    i8 91, label %166
  ]

158:                                              ; preds = %153
  %159 = load ptr, ptr %13, align 8, !tbaa !35
  %160 = icmp eq ptr %157, %159
  br i1 %160, label %161, label %164, !prof !9

161:                                              ; preds = %158
  %162 = load ptr, ptr %14, align 8, !tbaa !30
  %163 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %162, ptr noundef nonnull @.str.26) #12
  br label %164

164:                                              ; preds = %161, %158
  %165 = getelementptr inbounds i8, ptr %26, i64 4
  br label %194

166:                                              ; preds = %151, %153
  %167 = phi ptr [ %152, %151 ], [ %157, %153 ]
  %168 = load i8, ptr %167, align 1, !tbaa !10
  %169 = icmp eq i8 %168, 94
  %170 = getelementptr inbounds i8, ptr %26, i64 4
  %171 = select i1 %169, ptr %170, ptr %167
  br label %172

172:                                              ; preds = %188, %166
  %173 = phi ptr [ %171, %166 ], [ %189, %188 ]
  %174 = load ptr, ptr %13, align 8, !tbaa !35
  %175 = icmp eq ptr %173, %174
  br i1 %175, label %176, label %179, !prof !9

176:                                              ; preds = %172
  %177 = load ptr, ptr %14, align 8, !tbaa !30
  %178 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %177, ptr noundef nonnull @.str.27) #12
  br label %179

179:                                              ; preds = %176, %172
  %180 = getelementptr inbounds i8, ptr %173, i64 1
  %181 = load i8, ptr %173, align 1, !tbaa !10
  %182 = icmp eq i8 %181, 37
  br i1 %182, label %183, label %188

183:                                              ; preds = %179
  %184 = load ptr, ptr %13, align 8, !tbaa !35
  %185 = icmp ult ptr %180, %184
  %186 = getelementptr inbounds i8, ptr %173, i64 2
  %187 = select i1 %185, ptr %186, ptr %180
  br label %188

188:                                              ; preds = %183, %179
  %189 = phi ptr [ %180, %179 ], [ %187, %183 ]
  %190 = load i8, ptr %189, align 1, !tbaa !10
  %191 = icmp eq i8 %190, 93
  br i1 %191, label %192, label %172, !llvm.loop !73

192:                                              ; preds = %188
  %193 = getelementptr inbounds i8, ptr %189, i64 1
  br label %194

194:                                              ; preds = %153, %164, %192
  %195 = phi ptr [ %167, %192 ], [ %157, %164 ], [ %157, %153 ]
  %196 = phi ptr [ %193, %192 ], [ %165, %164 ], [ %157, %153 ]
  %197 = load ptr, ptr %0, align 8, !tbaa !33
  %198 = icmp eq ptr %20, %197
  br i1 %198, label %201, label %199

199:                                              ; preds = %194
  %200 = load i8, ptr %21, align 1, !tbaa !10
  br label %201

201:                                              ; preds = %194, %199
  %202 = phi i8 [ %200, %199 ], [ 0, %194 ]
  %203 = zext i8 %202 to i32
  %204 = getelementptr inbounds i8, ptr %196, i64 -1
  %205 = load i8, ptr %195, align 1, !tbaa !10
  %206 = icmp eq i8 %205, 94
  %207 = select i1 %206, ptr %195, ptr %148
  %208 = xor i1 %206, true
  %209 = getelementptr inbounds i8, ptr %207, i64 1
  %210 = icmp ult ptr %209, %204
  br i1 %210, label %211, label %390

211:                                              ; preds = %201, %234
  %212 = phi ptr [ %236, %234 ], [ %209, %201 ]
  %213 = phi ptr [ %235, %234 ], [ %207, %201 ]
  %214 = load i8, ptr %212, align 1, !tbaa !10
  %215 = icmp eq i8 %214, 37
  %216 = getelementptr inbounds i8, ptr %213, i64 2
  %217 = load i8, ptr %216, align 1, !tbaa !10
  br i1 %215, label %218, label %222

218:                                              ; preds = %211
  %219 = zext i8 %217 to i32
  %220 = tail call fastcc i32 @match_class(i32 noundef %203, i32 noundef %219)
  %221 = icmp eq i32 %220, 0
  br i1 %221, label %234, label %238

222:                                              ; preds = %211
  %223 = icmp eq i8 %217, 45
  br i1 %223, label %224, label %232

224:                                              ; preds = %222
  %225 = getelementptr inbounds i8, ptr %213, i64 3
  %226 = icmp ult ptr %225, %204
  br i1 %226, label %227, label %232

227:                                              ; preds = %224
  %228 = icmp ugt i8 %214, %202
  br i1 %228, label %234, label %229

229:                                              ; preds = %227
  %230 = load i8, ptr %225, align 1, !tbaa !10
  %231 = icmp ult i8 %230, %202
  br i1 %231, label %234, label %238

232:                                              ; preds = %224, %222
  %233 = icmp eq i8 %214, %202
  br i1 %233, label %238, label %234

234:                                              ; preds = %232, %229, %227, %218
  %235 = phi ptr [ %216, %218 ], [ %225, %229 ], [ %225, %227 ], [ %212, %232 ]
  %236 = getelementptr inbounds i8, ptr %235, i64 1
  %237 = icmp ult ptr %236, %204
  br i1 %237, label %211, label %238, !llvm.loop !74

238:                                              ; preds = %218, %229, %232, %234
  %239 = phi i1 [ %206, %234 ], [ %208, %232 ], [ %208, %229 ], [ %208, %218 ]
  br i1 %239, label %390, label %240

240:                                              ; preds = %238
  %241 = load i8, ptr %20, align 1, !tbaa !10
  %242 = zext i8 %241 to i32
  br label %243

243:                                              ; preds = %240, %266
  %244 = phi ptr [ %268, %266 ], [ %209, %240 ]
  %245 = phi ptr [ %267, %266 ], [ %207, %240 ]
  %246 = load i8, ptr %244, align 1, !tbaa !10
  %247 = icmp eq i8 %246, 37
  %248 = getelementptr inbounds i8, ptr %245, i64 2
  %249 = load i8, ptr %248, align 1, !tbaa !10
  br i1 %247, label %250, label %254

250:                                              ; preds = %243
  %251 = zext i8 %249 to i32
  %252 = tail call fastcc i32 @match_class(i32 noundef %242, i32 noundef %251)
  %253 = icmp eq i32 %252, 0
  br i1 %253, label %266, label %270

254:                                              ; preds = %243
  %255 = icmp eq i8 %249, 45
  br i1 %255, label %256, label %264

256:                                              ; preds = %254
  %257 = getelementptr inbounds i8, ptr %245, i64 3
  %258 = icmp ult ptr %257, %204
  br i1 %258, label %259, label %264

259:                                              ; preds = %256
  %260 = icmp ugt i8 %246, %241
  br i1 %260, label %266, label %261

261:                                              ; preds = %259
  %262 = load i8, ptr %257, align 1, !tbaa !10
  %263 = icmp ult i8 %262, %241
  br i1 %263, label %266, label %270

264:                                              ; preds = %256, %254
  %265 = icmp eq i8 %246, %241
  br i1 %265, label %270, label %266

266:                                              ; preds = %264, %261, %259, %250
  %267 = phi ptr [ %248, %250 ], [ %257, %261 ], [ %257, %259 ], [ %244, %264 ]
  %268 = getelementptr inbounds i8, ptr %267, i64 1
  %269 = icmp ult ptr %268, %204
  br i1 %269, label %243, label %270, !llvm.loop !74

270:                                              ; preds = %250, %261, %264, %266
  %271 = phi i1 [ %206, %266 ], [ %208, %264 ], [ %208, %261 ], [ %208, %250 ]
  br i1 %271, label %25, label %390

272:                                              ; preds = %102, %102, %102, %102, %102, %102, %102, %102, %102, %102
  %273 = zext nneg i8 %103 to i32
  %274 = add nsw i32 %273, -49
  %275 = icmp ult i8 %103, 49
  br i1 %275, label %285, label %276

276:                                              ; preds = %272
  %277 = load i8, ptr %15, align 4, !tbaa !40
  %278 = zext i8 %277 to i32
  %279 = icmp ult i32 %274, %278
  br i1 %279, label %280, label %285

280:                                              ; preds = %276
  %281 = zext nneg i32 %274 to i64
  %282 = getelementptr inbounds [32 x %struct.anon], ptr %16, i64 0, i64 %281, i32 1
  %283 = load i64, ptr %282, align 8, !tbaa !42
  %284 = icmp eq i64 %283, -1
  br i1 %284, label %285, label %289, !prof !9

285:                                              ; preds = %280, %276, %272
  %286 = load ptr, ptr %14, align 8, !tbaa !30
  %287 = add nsw i32 %273, -48
  %288 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %286, ptr noundef nonnull @.str.28, i32 noundef %287) #12
  br label %289

289:                                              ; preds = %285, %280
  %290 = phi i32 [ %288, %285 ], [ %274, %280 ]
  %291 = sext i32 %290 to i64
  %292 = getelementptr inbounds [32 x %struct.anon], ptr %16, i64 0, i64 %291
  %293 = getelementptr inbounds i8, ptr %292, i64 8
  %294 = load i64, ptr %293, align 8, !tbaa !42
  %295 = load ptr, ptr %17, align 8, !tbaa !34
  %296 = ptrtoint ptr %295 to i64
  %297 = ptrtoint ptr %20 to i64
  %298 = sub i64 %296, %297
  %299 = icmp ult i64 %298, %294
  br i1 %299, label %390, label %300

300:                                              ; preds = %289
  %301 = load ptr, ptr %292, align 8, !tbaa !44
  %302 = tail call i32 @bcmp(ptr %301, ptr %20, i64 %294)
  %303 = icmp ne i32 %302, 0
  %304 = icmp eq ptr %20, null
  %305 = select i1 %303, i1 true, i1 %304
  br i1 %305, label %390, label %306

306:                                              ; preds = %300
  %307 = getelementptr inbounds i8, ptr %20, i64 %294
  %308 = getelementptr inbounds i8, ptr %26, i64 2
  br label %144

309:                                              ; preds = %104
  %310 = load ptr, ptr %14, align 8, !tbaa !30
  %311 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %310, ptr noundef nonnull @.str.26) #12
  br label %312

312:                                              ; preds = %309, %104
  %313 = getelementptr inbounds i8, ptr %26, i64 2
  br label %341

314:                                              ; preds = %29
  %315 = load i8, ptr %31, align 1, !tbaa !10
  %316 = icmp eq i8 %315, 94
  %317 = getelementptr inbounds i8, ptr %26, i64 2
  %318 = select i1 %316, ptr %317, ptr %31
  br label %319

319:                                              ; preds = %335, %314
  %320 = phi ptr [ %318, %314 ], [ %336, %335 ]
  %321 = load ptr, ptr %13, align 8, !tbaa !35
  %322 = icmp eq ptr %320, %321
  br i1 %322, label %323, label %326, !prof !9

323:                                              ; preds = %319
  %324 = load ptr, ptr %14, align 8, !tbaa !30
  %325 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %324, ptr noundef nonnull @.str.27) #12
  br label %326

326:                                              ; preds = %323, %319
  %327 = getelementptr inbounds i8, ptr %320, i64 1
  %328 = load i8, ptr %320, align 1, !tbaa !10
  %329 = icmp eq i8 %328, 37
  br i1 %329, label %330, label %335

330:                                              ; preds = %326
  %331 = load ptr, ptr %13, align 8, !tbaa !35
  %332 = icmp ult ptr %327, %331
  %333 = getelementptr inbounds i8, ptr %320, i64 2
  %334 = select i1 %332, ptr %333, ptr %327
  br label %335

335:                                              ; preds = %330, %326
  %336 = phi ptr [ %327, %326 ], [ %334, %330 ]
  %337 = load i8, ptr %336, align 1, !tbaa !10
  %338 = icmp eq i8 %337, 93
  br i1 %338, label %339, label %319, !llvm.loop !73

339:                                              ; preds = %335
  %340 = getelementptr inbounds i8, ptr %336, i64 1
  br label %341

341:                                              ; preds = %29, %96, %312, %339
  %342 = phi ptr [ %340, %339 ], [ %313, %312 ], [ %31, %96 ], [ %31, %29 ]
  %343 = tail call fastcc i32 @singlematch(ptr noundef nonnull %0, ptr noundef %20, ptr noundef nonnull %26, ptr noundef nonnull %342)
  %344 = icmp eq i32 %343, 0
  %345 = load i8, ptr %342, align 1, !tbaa !10
  br i1 %344, label %346, label %351

346:                                              ; preds = %341
  switch i8 %345, label %390 [
    i8 42, label %347
    i8 63, label %347
    i8 45, label %347
  ]

347:                                              ; preds = %346, %346, %346
  %348 = getelementptr inbounds i8, ptr %342, i64 1
  br label %349

349:                                              ; preds = %347, %386
  %350 = phi ptr [ %387, %386 ], [ %348, %347 ]
  br label %23

351:                                              ; preds = %341
  switch i8 %345, label %384 [
    i8 63, label %386
    i8 43, label %356
    i8 42, label %358
    i8 45, label %352
  ]

352:                                              ; preds = %351
  %353 = getelementptr inbounds i8, ptr %342, i64 1
  %354 = tail call fastcc ptr @match(ptr noundef %0, ptr noundef %20, ptr noundef nonnull %353)
  %355 = icmp eq ptr %354, null
  br i1 %355, label %380, label %390

356:                                              ; preds = %351
  %357 = getelementptr inbounds i8, ptr %20, i64 1
  br label %358

358:                                              ; preds = %351, %356
  %359 = phi ptr [ %357, %356 ], [ %20, %351 ]
  br label %360

360:                                              ; preds = %360, %358
  %361 = phi i64 [ 0, %358 ], [ %365, %360 ]
  %362 = getelementptr inbounds i8, ptr %359, i64 %361
  %363 = tail call fastcc i32 @singlematch(ptr noundef %0, ptr noundef %362, ptr noundef nonnull %26, ptr noundef nonnull %342)
  %364 = icmp eq i32 %363, 0
  %365 = add nuw nsw i64 %361, 1
  br i1 %364, label %366, label %360, !llvm.loop !75

366:                                              ; preds = %360
  %367 = getelementptr inbounds i8, ptr %342, i64 1
  br label %368

368:                                              ; preds = %366, %371
  %369 = phi i64 [ %375, %371 ], [ %361, %366 ]
  %370 = icmp sgt i64 %369, -1
  br i1 %370, label %371, label %390

371:                                              ; preds = %368
  %372 = getelementptr inbounds i8, ptr %359, i64 %369
  %373 = tail call fastcc ptr @match(ptr noundef %0, ptr noundef %372, ptr noundef nonnull %367)
  %374 = icmp eq ptr %373, null
  %375 = add nsw i64 %369, -1
  br i1 %374, label %368, label %390, !llvm.loop !76

376:                                              ; preds = %380
  %377 = getelementptr inbounds i8, ptr %381, i64 1
  %378 = tail call fastcc ptr @match(ptr noundef %0, ptr noundef nonnull %377, ptr noundef nonnull %353)
  %379 = icmp eq ptr %378, null
  br i1 %379, label %380, label %390

380:                                              ; preds = %352, %376
  %381 = phi ptr [ %377, %376 ], [ %20, %352 ]
  %382 = tail call fastcc i32 @singlematch(ptr noundef %0, ptr noundef %381, ptr noundef nonnull %26, ptr noundef nonnull %342)
  %383 = icmp eq i32 %382, 0
  br i1 %383, label %390, label %376

384:                                              ; preds = %351
  %385 = getelementptr inbounds i8, ptr %20, i64 1
  br label %144

386:                                              ; preds = %351
  %387 = getelementptr inbounds i8, ptr %342, i64 1
  %388 = tail call fastcc ptr @match(ptr noundef %0, ptr noundef nonnull %22, ptr noundef nonnull %387)
  %389 = icmp eq ptr %388, null
  br i1 %389, label %349, label %390

390:                                              ; preds = %346, %386, %300, %289, %118, %114, %270, %238, %25, %201, %137, %376, %380, %371, %368, %352, %95, %84, %65, %58, %49, %42, %98
  %391 = phi ptr [ %101, %98 ], [ %47, %42 ], [ null, %49 ], [ %63, %58 ], [ null, %65 ], [ %93, %84 ], [ null, %95 ], [ %354, %352 ], [ %373, %371 ], [ null, %368 ], [ %378, %376 ], [ null, %380 ], [ null, %137 ], [ null, %201 ], [ %20, %25 ], [ null, %238 ], [ null, %270 ], [ null, %346 ], [ %388, %386 ], [ null, %300 ], [ null, %289 ], [ null, %118 ], [ null, %114 ]
  %392 = load i32, ptr %4, align 8, !tbaa !32
  %393 = add nsw i32 %392, 1
  store i32 %393, ptr %4, align 8, !tbaa !32
  ret ptr %391
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare ptr @strpbrk(ptr noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare ptr @memchr(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 32769) i32 @singlematch(ptr nocapture noundef readonly %0, ptr noundef readonly %1, ptr noundef readonly %2, ptr noundef readnone %3) unnamed_addr #4 {
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !34
  %7 = icmp ugt ptr %6, %1
  br i1 %7, label %8, label %59

8:                                                ; preds = %4
  %9 = load i8, ptr %1, align 1, !tbaa !10
  %10 = zext i8 %9 to i32
  %11 = load i8, ptr %2, align 1, !tbaa !10
  switch i8 %11, label %56 [
    i8 46, label %59
    i8 37, label %12
    i8 91, label %17
  ]

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %2, i64 1
  %14 = load i8, ptr %13, align 1, !tbaa !10
  %15 = zext i8 %14 to i32
  %16 = tail call fastcc i32 @match_class(i32 noundef %10, i32 noundef %15)
  br label %59

17:                                               ; preds = %8
  %18 = getelementptr inbounds i8, ptr %3, i64 -1
  %19 = getelementptr inbounds i8, ptr %2, i64 1
  %20 = load i8, ptr %19, align 1, !tbaa !10
  %21 = icmp eq i8 %20, 94
  %22 = select i1 %21, ptr %19, ptr %2
  %23 = xor i1 %21, true
  %24 = getelementptr inbounds i8, ptr %22, i64 1
  %25 = icmp ult ptr %24, %18
  br i1 %25, label %26, label %53

26:                                               ; preds = %17, %49
  %27 = phi ptr [ %51, %49 ], [ %24, %17 ]
  %28 = phi ptr [ %50, %49 ], [ %22, %17 ]
  %29 = load i8, ptr %27, align 1, !tbaa !10
  %30 = icmp eq i8 %29, 37
  %31 = getelementptr inbounds i8, ptr %28, i64 2
  %32 = load i8, ptr %31, align 1, !tbaa !10
  br i1 %30, label %33, label %37

33:                                               ; preds = %26
  %34 = zext i8 %32 to i32
  %35 = tail call fastcc i32 @match_class(i32 noundef %10, i32 noundef %34)
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %49, label %53

37:                                               ; preds = %26
  %38 = icmp eq i8 %32, 45
  br i1 %38, label %39, label %47

39:                                               ; preds = %37
  %40 = getelementptr inbounds i8, ptr %28, i64 3
  %41 = icmp ult ptr %40, %18
  br i1 %41, label %42, label %47

42:                                               ; preds = %39
  %43 = icmp ugt i8 %29, %9
  br i1 %43, label %49, label %44

44:                                               ; preds = %42
  %45 = load i8, ptr %40, align 1, !tbaa !10
  %46 = icmp ult i8 %45, %9
  br i1 %46, label %49, label %53

47:                                               ; preds = %39, %37
  %48 = icmp eq i8 %29, %9
  br i1 %48, label %53, label %49

49:                                               ; preds = %47, %44, %42, %33
  %50 = phi ptr [ %31, %33 ], [ %40, %44 ], [ %40, %42 ], [ %27, %47 ]
  %51 = getelementptr inbounds i8, ptr %50, i64 1
  %52 = icmp ult ptr %51, %18
  br i1 %52, label %26, label %53, !llvm.loop !74

53:                                               ; preds = %33, %44, %47, %49, %17
  %54 = phi i1 [ %21, %17 ], [ %23, %33 ], [ %23, %44 ], [ %23, %47 ], [ %21, %49 ]
  %55 = zext i1 %54 to i32
  br label %59

56:                                               ; preds = %8
  %57 = icmp eq i8 %11, %9
  %58 = zext i1 %57 to i32
  br label %59

59:                                               ; preds = %12, %53, %56, %8, %4
  %60 = phi i32 [ 0, %4 ], [ %58, %56 ], [ %55, %53 ], [ %16, %12 ], [ 1, %8 ]
  ret i32 %60
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 32769) i32 @match_class(i32 noundef %0, i32 noundef %1) unnamed_addr #5 {
  %3 = add i32 %1, 128
  %4 = icmp ult i32 %3, 384
  br i1 %4, label %5, label %11

5:                                                ; preds = %2
  %6 = tail call ptr @__ctype_tolower_loc() #14
  %7 = load ptr, ptr %6, align 8, !tbaa !23
  %8 = sext i32 %1 to i64
  %9 = getelementptr inbounds i32, ptr %7, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !47
  br label %11

11:                                               ; preds = %5, %2
  %12 = phi i32 [ %1, %2 ], [ %10, %5 ]
  switch i32 %12, label %97 [
    i32 97, label %13
    i32 99, label %21
    i32 100, label %29
    i32 103, label %37
    i32 108, label %45
    i32 112, label %53
    i32 115, label %61
    i32 117, label %69
    i32 119, label %77
    i32 120, label %85
    i32 122, label %93
  ]

13:                                               ; preds = %11
  %14 = tail call ptr @__ctype_b_loc() #14
  %15 = load ptr, ptr %14, align 8, !tbaa !23
  %16 = zext nneg i32 %0 to i64
  %17 = getelementptr inbounds i16, ptr %15, i64 %16
  %18 = load i16, ptr %17, align 2, !tbaa !24
  %19 = and i16 %18, 1024
  %20 = zext nneg i16 %19 to i32
  br label %100

21:                                               ; preds = %11
  %22 = tail call ptr @__ctype_b_loc() #14
  %23 = load ptr, ptr %22, align 8, !tbaa !23
  %24 = zext nneg i32 %0 to i64
  %25 = getelementptr inbounds i16, ptr %23, i64 %24
  %26 = load i16, ptr %25, align 2, !tbaa !24
  %27 = and i16 %26, 2
  %28 = zext nneg i16 %27 to i32
  br label %100

29:                                               ; preds = %11
  %30 = tail call ptr @__ctype_b_loc() #14
  %31 = load ptr, ptr %30, align 8, !tbaa !23
  %32 = zext nneg i32 %0 to i64
  %33 = getelementptr inbounds i16, ptr %31, i64 %32
  %34 = load i16, ptr %33, align 2, !tbaa !24
  %35 = and i16 %34, 2048
  %36 = zext nneg i16 %35 to i32
  br label %100

37:                                               ; preds = %11
  %38 = tail call ptr @__ctype_b_loc() #14
  %39 = load ptr, ptr %38, align 8, !tbaa !23
  %40 = zext nneg i32 %0 to i64
  %41 = getelementptr inbounds i16, ptr %39, i64 %40
  %42 = load i16, ptr %41, align 2, !tbaa !24
  %43 = and i16 %42, -32768
  %44 = zext i16 %43 to i32
  br label %100

45:                                               ; preds = %11
  %46 = tail call ptr @__ctype_b_loc() #14
  %47 = load ptr, ptr %46, align 8, !tbaa !23
  %48 = zext nneg i32 %0 to i64
  %49 = getelementptr inbounds i16, ptr %47, i64 %48
  %50 = load i16, ptr %49, align 2, !tbaa !24
  %51 = and i16 %50, 512
  %52 = zext nneg i16 %51 to i32
  br label %100

53:                                               ; preds = %11
  %54 = tail call ptr @__ctype_b_loc() #14
  %55 = load ptr, ptr %54, align 8, !tbaa !23
  %56 = zext nneg i32 %0 to i64
  %57 = getelementptr inbounds i16, ptr %55, i64 %56
  %58 = load i16, ptr %57, align 2, !tbaa !24
  %59 = and i16 %58, 4
  %60 = zext nneg i16 %59 to i32
  br label %100

61:                                               ; preds = %11
  %62 = tail call ptr @__ctype_b_loc() #14
  %63 = load ptr, ptr %62, align 8, !tbaa !23
  %64 = zext nneg i32 %0 to i64
  %65 = getelementptr inbounds i16, ptr %63, i64 %64
  %66 = load i16, ptr %65, align 2, !tbaa !24
  %67 = and i16 %66, 8192
  %68 = zext nneg i16 %67 to i32
  br label %100

69:                                               ; preds = %11
  %70 = tail call ptr @__ctype_b_loc() #14
  %71 = load ptr, ptr %70, align 8, !tbaa !23
  %72 = zext nneg i32 %0 to i64
  %73 = getelementptr inbounds i16, ptr %71, i64 %72
  %74 = load i16, ptr %73, align 2, !tbaa !24
  %75 = and i16 %74, 256
  %76 = zext nneg i16 %75 to i32
  br label %100

77:                                               ; preds = %11
  %78 = tail call ptr @__ctype_b_loc() #14
  %79 = load ptr, ptr %78, align 8, !tbaa !23
  %80 = zext nneg i32 %0 to i64
  %81 = getelementptr inbounds i16, ptr %79, i64 %80
  %82 = load i16, ptr %81, align 2, !tbaa !24
  %83 = and i16 %82, 8
  %84 = zext nneg i16 %83 to i32
  br label %100

85:                                               ; preds = %11
  %86 = tail call ptr @__ctype_b_loc() #14
  %87 = load ptr, ptr %86, align 8, !tbaa !23
  %88 = zext nneg i32 %0 to i64
  %89 = getelementptr inbounds i16, ptr %87, i64 %88
  %90 = load i16, ptr %89, align 2, !tbaa !24
  %91 = and i16 %90, 4096
  %92 = zext nneg i16 %91 to i32
  br label %100

93:                                               ; preds = %11
  %94 = icmp eq i32 %0, 0
  %95 = zext i1 %94 to i32
  %96 = tail call ptr @__ctype_b_loc() #14
  br label %100

97:                                               ; preds = %11
  %98 = icmp eq i32 %1, %0
  %99 = zext i1 %98 to i32
  br label %112

100:                                              ; preds = %93, %85, %77, %69, %61, %53, %45, %37, %29, %21, %13
  %101 = phi ptr [ %96, %93 ], [ %86, %85 ], [ %78, %77 ], [ %70, %69 ], [ %62, %61 ], [ %54, %53 ], [ %46, %45 ], [ %38, %37 ], [ %30, %29 ], [ %22, %21 ], [ %14, %13 ]
  %102 = phi i32 [ %95, %93 ], [ %92, %85 ], [ %84, %77 ], [ %76, %69 ], [ %68, %61 ], [ %60, %53 ], [ %52, %45 ], [ %44, %37 ], [ %36, %29 ], [ %28, %21 ], [ %20, %13 ]
  %103 = load ptr, ptr %101, align 8, !tbaa !23
  %104 = zext nneg i32 %1 to i64
  %105 = getelementptr inbounds i16, ptr %103, i64 %104
  %106 = load i16, ptr %105, align 2, !tbaa !24
  %107 = and i16 %106, 512
  %108 = icmp eq i16 %107, 0
  %109 = icmp eq i32 %102, 0
  %110 = zext i1 %109 to i32
  %111 = select i1 %108, i32 %110, i32 %102
  br label %112

112:                                              ; preds = %100, %97
  %113 = phi i32 [ %99, %97 ], [ %111, %100 ]
  ret i32 %113
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_tolower_loc() local_unnamed_addr #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() local_unnamed_addr #6

; Function Attrs: nounwind uwtable
define internal fastcc void @push_onecapture(ptr nocapture noundef readonly %0, i32 noundef %1, ptr noundef %2, ptr noundef %3) unnamed_addr #0 {
  %5 = getelementptr inbounds i8, ptr %0, i64 36
  %6 = load i8, ptr %5, align 4, !tbaa !40
  %7 = zext i8 %6 to i32
  %8 = icmp sgt i32 %7, %1
  br i1 %8, label %16, label %9

9:                                                ; preds = %4
  %10 = icmp eq i32 %1, 0
  br i1 %10, label %35, label %11, !prof !13

11:                                               ; preds = %9
  %12 = getelementptr inbounds i8, ptr %0, i64 24
  %13 = load ptr, ptr %12, align 8, !tbaa !30
  %14 = add nuw nsw i32 %1, 1
  %15 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %13, ptr noundef nonnull @.str.28, i32 noundef %14) #12
  br label %35

16:                                               ; preds = %4
  %17 = getelementptr inbounds i8, ptr %0, i64 40
  %18 = sext i32 %1 to i64
  %19 = getelementptr inbounds [32 x %struct.anon], ptr %17, i64 0, i64 %18
  %20 = getelementptr inbounds i8, ptr %19, i64 8
  %21 = load i64, ptr %20, align 8, !tbaa !42
  %22 = load ptr, ptr %19, align 8, !tbaa !44
  switch i64 %21, label %40 [
    i64 -1, label %23
    i64 -2, label %27
  ], !prof !45

23:                                               ; preds = %16
  %24 = getelementptr inbounds i8, ptr %0, i64 24
  %25 = load ptr, ptr %24, align 8, !tbaa !30
  %26 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %25, ptr noundef nonnull @.str.29) #12
  br label %40

27:                                               ; preds = %16
  %28 = getelementptr inbounds i8, ptr %0, i64 24
  %29 = load ptr, ptr %28, align 8, !tbaa !30
  %30 = load ptr, ptr %0, align 8, !tbaa !33
  %31 = ptrtoint ptr %22 to i64
  %32 = ptrtoint ptr %30 to i64
  %33 = add i64 %31, 1
  %34 = sub i64 %33, %32
  tail call void @lua_pushinteger(ptr noundef %29, i64 noundef %34) #12
  br label %46

35:                                               ; preds = %9, %11
  %36 = ptrtoint ptr %3 to i64
  %37 = ptrtoint ptr %2 to i64
  %38 = sub i64 %36, %37
  %39 = icmp eq i64 %38, -2
  br i1 %39, label %46, label %40

40:                                               ; preds = %23, %16, %35
  %41 = phi i64 [ %38, %35 ], [ -1, %23 ], [ %21, %16 ]
  %42 = phi ptr [ %2, %35 ], [ %22, %23 ], [ %22, %16 ]
  %43 = getelementptr inbounds i8, ptr %0, i64 24
  %44 = load ptr, ptr %43, align 8, !tbaa !30
  %45 = tail call ptr @lua_pushlstring(ptr noundef %44, ptr noundef %42, i64 noundef %41) #12
  br label %46

46:                                               ; preds = %27, %40, %35
  ret void
}

declare ptr @lua_pushlstring(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

declare ptr @luaL_prepbuffsize(ptr noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc void @checkformat(ptr noundef %0, ptr noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3) unnamed_addr #0 {
  %5 = getelementptr inbounds i8, ptr %1, i64 1
  %6 = tail call i64 @strspn(ptr noundef nonnull %5, ptr noundef %2) #13
  %7 = getelementptr inbounds i8, ptr %5, i64 %6
  %8 = load i8, ptr %7, align 1, !tbaa !10
  %9 = icmp eq i8 %8, 48
  %10 = tail call ptr @__ctype_b_loc() #14
  br i1 %9, label %54, label %11

11:                                               ; preds = %4
  %12 = load ptr, ptr %10, align 8, !tbaa !23
  %13 = zext i8 %8 to i64
  %14 = getelementptr inbounds i16, ptr %12, i64 %13
  %15 = load i16, ptr %14, align 2, !tbaa !24
  %16 = and i16 %15, 2048
  %17 = icmp eq i16 %16, 0
  br i1 %17, label %29, label %18

18:                                               ; preds = %11
  %19 = getelementptr inbounds i8, ptr %7, i64 1
  %20 = load i8, ptr %19, align 1, !tbaa !10
  %21 = zext i8 %20 to i64
  %22 = getelementptr inbounds i16, ptr %12, i64 %21
  %23 = load i16, ptr %22, align 2, !tbaa !24
  %24 = and i16 %23, 2048
  %25 = icmp eq i16 %24, 0
  %26 = getelementptr inbounds i8, ptr %7, i64 2
  %27 = select i1 %25, ptr %19, ptr %26
  %28 = load i8, ptr %27, align 1, !tbaa !10
  br label %29

29:                                               ; preds = %11, %18
  %30 = phi i8 [ %8, %11 ], [ %28, %18 ]
  %31 = phi ptr [ %7, %11 ], [ %27, %18 ]
  %32 = icmp eq i8 %30, 46
  %33 = icmp ne i32 %3, 0
  %34 = and i1 %33, %32
  br i1 %34, label %35, label %54

35:                                               ; preds = %29
  %36 = getelementptr inbounds i8, ptr %31, i64 1
  %37 = load i8, ptr %36, align 1, !tbaa !10
  %38 = zext i8 %37 to i64
  %39 = getelementptr inbounds i16, ptr %12, i64 %38
  %40 = load i16, ptr %39, align 2, !tbaa !24
  %41 = and i16 %40, 2048
  %42 = icmp eq i16 %41, 0
  br i1 %42, label %54, label %43

43:                                               ; preds = %35
  %44 = getelementptr inbounds i8, ptr %31, i64 2
  %45 = load i8, ptr %44, align 1, !tbaa !10
  %46 = zext i8 %45 to i64
  %47 = getelementptr inbounds i16, ptr %12, i64 %46
  %48 = load i16, ptr %47, align 2, !tbaa !24
  %49 = and i16 %48, 2048
  %50 = icmp eq i16 %49, 0
  %51 = getelementptr inbounds i8, ptr %31, i64 3
  %52 = select i1 %50, ptr %44, ptr %51
  %53 = load i8, ptr %52, align 1, !tbaa !10
  br label %54

54:                                               ; preds = %4, %43, %35, %29
  %55 = phi i8 [ %53, %43 ], [ %37, %35 ], [ %30, %29 ], [ 48, %4 ]
  %56 = load ptr, ptr %10, align 8, !tbaa !23
  %57 = zext i8 %55 to i64
  %58 = getelementptr inbounds i16, ptr %56, i64 %57
  %59 = load i16, ptr %58, align 2, !tbaa !24
  %60 = and i16 %59, 1024
  %61 = icmp eq i16 %60, 0
  br i1 %61, label %62, label %64

62:                                               ; preds = %54
  %63 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.44, ptr noundef nonnull %1) #12
  br label %64

64:                                               ; preds = %62, %54
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

declare double @luaL_checknumber(ptr noundef, i32 noundef) local_unnamed_addr #1

declare ptr @lua_topointer(ptr noundef, i32 noundef) local_unnamed_addr #1

declare ptr @luaL_tolstring(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare void @luaL_addvalue(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare ptr @strchr(ptr noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strspn(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

declare i32 @lua_type(ptr noundef, i32 noundef) local_unnamed_addr #1

declare ptr @lua_tolstring(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare i32 @lua_isinteger(ptr noundef, i32 noundef) local_unnamed_addr #1

declare double @lua_tonumberx(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare i64 @lua_tointegerx(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare void @luaL_addstring(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare ptr @localeconv() local_unnamed_addr #9

declare ptr @lua_newuserdatauv(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #1

declare void @lua_pushcclosure(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal noundef i32 @gmatch_aux(ptr noundef %0) #0 {
  %2 = tail call ptr @lua_touserdata(ptr noundef %0, i32 noundef -1001003) #12
  %3 = getelementptr inbounds i8, ptr %2, i64 24
  %4 = getelementptr inbounds i8, ptr %2, i64 48
  store ptr %0, ptr %4, align 8, !tbaa !77
  %5 = load ptr, ptr %2, align 8, !tbaa !36
  %6 = getelementptr inbounds i8, ptr %2, i64 32
  %7 = load ptr, ptr %6, align 8, !tbaa !78
  %8 = icmp ugt ptr %5, %7
  br i1 %8, label %38, label %9

9:                                                ; preds = %1
  %10 = getelementptr inbounds i8, ptr %2, i64 60
  %11 = getelementptr inbounds i8, ptr %2, i64 8
  %12 = getelementptr inbounds i8, ptr %2, i64 16
  br label %13

13:                                               ; preds = %9, %34
  %14 = phi ptr [ %5, %9 ], [ %35, %34 ]
  store i8 0, ptr %10, align 4, !tbaa !40
  %15 = load ptr, ptr %11, align 8, !tbaa !38
  %16 = tail call fastcc ptr @match(ptr noundef nonnull %3, ptr noundef %14, ptr noundef %15)
  %17 = icmp eq ptr %16, null
  br i1 %17, label %34, label %18

18:                                               ; preds = %13
  %19 = load ptr, ptr %12, align 8, !tbaa !39
  %20 = icmp eq ptr %16, %19
  br i1 %20, label %34, label %21

21:                                               ; preds = %18
  store ptr %16, ptr %12, align 8, !tbaa !39
  store ptr %16, ptr %2, align 8, !tbaa !36
  %22 = load i8, ptr %10, align 4, !tbaa !40
  %23 = icmp eq i8 %22, 0
  %24 = icmp ne ptr %14, null
  %25 = and i1 %24, %23
  %26 = zext i8 %22 to i32
  %27 = select i1 %25, i32 1, i32 %26
  %28 = load ptr, ptr %4, align 8, !tbaa !30
  tail call void @luaL_checkstack(ptr noundef %28, i32 noundef %27, ptr noundef nonnull @.str.23) #12
  %29 = icmp eq i32 %27, 0
  br i1 %29, label %38, label %30

30:                                               ; preds = %21, %30
  %31 = phi i32 [ %32, %30 ], [ 0, %21 ]
  tail call fastcc void @push_onecapture(ptr noundef nonnull readonly %3, i32 noundef %31, ptr noundef %14, ptr noundef nonnull %16)
  %32 = add nuw nsw i32 %31, 1
  %33 = icmp eq i32 %32, %27
  br i1 %33, label %38, label %30, !llvm.loop !41

34:                                               ; preds = %18, %13
  %35 = getelementptr inbounds i8, ptr %14, i64 1
  %36 = load ptr, ptr %6, align 8, !tbaa !78
  %37 = icmp ugt ptr %35, %36
  br i1 %37, label %38, label %13, !llvm.loop !79

38:                                               ; preds = %34, %30, %1, %21
  %39 = phi i32 [ 0, %21 ], [ 0, %1 ], [ %27, %30 ], [ 0, %34 ]
  ret i32 %39
}

declare ptr @lua_touserdata(ptr noundef, i32 noundef) local_unnamed_addr #1

declare i32 @luaL_typeerror(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare void @lua_pushvalue(ptr noundef, i32 noundef) local_unnamed_addr #1

declare void @lua_callk(ptr noundef, i32 noundef, i32 noundef, i64 noundef, ptr noundef) local_unnamed_addr #1

declare i32 @lua_gettable(ptr noundef, i32 noundef) local_unnamed_addr #1

declare i32 @lua_isstring(ptr noundef, i32 noundef) local_unnamed_addr #1

declare ptr @lua_typename(ptr noundef, i32 noundef) local_unnamed_addr #1

declare ptr @luaL_optlstring(ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare ptr @lua_pushstring(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_toupper_loc() local_unnamed_addr #6

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 11) i32 @getdetails(ptr nocapture noundef %0, i64 noundef %1, ptr nocapture noundef %2, ptr nocapture noundef %3, ptr nocapture noundef writeonly %4) unnamed_addr #0 {
  %6 = alloca i32, align 4
  %7 = tail call fastcc i32 @getoption(ptr noundef %0, ptr noundef %2, ptr noundef %3)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #12
  %8 = load i32, ptr %3, align 4, !tbaa !47
  store i32 %8, ptr %6, align 4, !tbaa !47
  %9 = icmp eq i32 %7, 9
  br i1 %9, label %10, label %24

10:                                               ; preds = %5
  %11 = load ptr, ptr %2, align 8, !tbaa !23
  %12 = load i8, ptr %11, align 1, !tbaa !10
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %20, label %14

14:                                               ; preds = %10
  %15 = call fastcc i32 @getoption(ptr noundef %0, ptr noundef nonnull %2, ptr noundef nonnull %6)
  %16 = icmp eq i32 %15, 5
  %17 = load i32, ptr %6, align 4
  %18 = icmp eq i32 %17, 0
  %19 = select i1 %16, i1 true, i1 %18
  br i1 %19, label %20, label %24

20:                                               ; preds = %14, %10
  %21 = phi i32 [ %17, %14 ], [ %8, %10 ]
  %22 = load ptr, ptr %0, align 8, !tbaa !52
  %23 = tail call i32 @luaL_argerror(ptr noundef %22, i32 noundef 1, ptr noundef nonnull @.str.63) #12
  br label %24

24:                                               ; preds = %20, %14, %5
  %25 = phi i32 [ %21, %20 ], [ %17, %14 ], [ %8, %5 ]
  %26 = icmp slt i32 %25, 2
  %27 = icmp eq i32 %7, 5
  %28 = or i1 %27, %26
  br i1 %28, label %44, label %29

29:                                               ; preds = %24
  %30 = getelementptr inbounds i8, ptr %0, i64 12
  %31 = load i32, ptr %30, align 4, !tbaa !55
  %32 = tail call i32 @llvm.smin.i32(i32 %25, i32 %31)
  %33 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %32)
  %34 = icmp ult i32 %33, 2
  br i1 %34, label %38, label %35, !prof !13

35:                                               ; preds = %29
  %36 = load ptr, ptr %0, align 8, !tbaa !52
  %37 = tail call i32 @luaL_argerror(ptr noundef %36, i32 noundef 1, ptr noundef nonnull @.str.64) #12
  br label %38

38:                                               ; preds = %35, %29
  %39 = add nsw i32 %32, -1
  %40 = trunc i64 %1 to i32
  %41 = and i32 %39, %40
  %42 = sub nsw i32 %32, %41
  %43 = and i32 %42, %39
  br label %44

44:                                               ; preds = %24, %38
  %45 = phi i32 [ %43, %38 ], [ 0, %24 ]
  store i32 %45, ptr %4, align 4, !tbaa !47
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #12
  ret i32 %7
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 11) i32 @getoption(ptr nocapture noundef %0, ptr nocapture noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #0 {
  %4 = load ptr, ptr %1, align 8, !tbaa !23
  %5 = getelementptr inbounds i8, ptr %4, i64 1
  store ptr %5, ptr %1, align 8, !tbaa !23
  %6 = load i8, ptr %4, align 1, !tbaa !10
  store i32 0, ptr %2, align 4, !tbaa !47
  switch i8 %6, label %166 [
    i8 98, label %7
    i8 66, label %8
    i8 104, label %9
    i8 72, label %10
    i8 108, label %11
    i8 76, label %12
    i8 106, label %13
    i8 74, label %14
    i8 84, label %15
    i8 102, label %16
    i8 110, label %17
    i8 100, label %18
    i8 105, label %19
    i8 73, label %47
    i8 115, label %75
    i8 99, label %103
    i8 122, label %171
    i8 120, label %129
    i8 88, label %130
    i8 32, label %170
    i8 60, label %131
    i8 62, label %133
    i8 61, label %135
    i8 33, label %137
  ]

7:                                                ; preds = %3
  store i32 1, ptr %2, align 4, !tbaa !47
  br label %171

8:                                                ; preds = %3
  store i32 1, ptr %2, align 4, !tbaa !47
  br label %171

9:                                                ; preds = %3
  store i32 2, ptr %2, align 4, !tbaa !47
  br label %171

10:                                               ; preds = %3
  store i32 2, ptr %2, align 4, !tbaa !47
  br label %171

11:                                               ; preds = %3
  store i32 8, ptr %2, align 4, !tbaa !47
  br label %171

12:                                               ; preds = %3
  store i32 8, ptr %2, align 4, !tbaa !47
  br label %171

13:                                               ; preds = %3
  store i32 8, ptr %2, align 4, !tbaa !47
  br label %171

14:                                               ; preds = %3
  store i32 8, ptr %2, align 4, !tbaa !47
  br label %171

15:                                               ; preds = %3
  store i32 8, ptr %2, align 4, !tbaa !47
  br label %171

16:                                               ; preds = %3
  store i32 4, ptr %2, align 4, !tbaa !47
  br label %171

17:                                               ; preds = %3
  store i32 8, ptr %2, align 4, !tbaa !47
  br label %171

18:                                               ; preds = %3
  store i32 8, ptr %2, align 4, !tbaa !47
  br label %171

19:                                               ; preds = %3
  %20 = load i8, ptr %5, align 1, !tbaa !10
  %21 = sext i8 %20 to i32
  %22 = add nsw i32 %21, -58
  %23 = icmp ult i32 %22, -10
  br i1 %23, label %45, label %24

24:                                               ; preds = %19, %24
  %25 = phi ptr [ %28, %24 ], [ %5, %19 ]
  %26 = phi i32 [ %32, %24 ], [ 0, %19 ]
  %27 = mul nsw i32 %26, 10
  %28 = getelementptr inbounds i8, ptr %25, i64 1
  store ptr %28, ptr %1, align 8, !tbaa !23
  %29 = load i8, ptr %25, align 1, !tbaa !10
  %30 = sext i8 %29 to i32
  %31 = add i32 %27, -48
  %32 = add i32 %31, %30
  %33 = load i8, ptr %28, align 1, !tbaa !10
  %34 = sext i8 %33 to i32
  %35 = add nsw i32 %34, -48
  %36 = icmp ult i32 %35, 10
  %37 = icmp slt i32 %32, 214748364
  %38 = select i1 %36, i1 %37, i1 false
  br i1 %38, label %24, label %39, !llvm.loop !80

39:                                               ; preds = %24
  %40 = add i32 %32, -17
  %41 = icmp ult i32 %40, -16
  br i1 %41, label %42, label %45, !prof !81

42:                                               ; preds = %39
  %43 = load ptr, ptr %0, align 8, !tbaa !52
  %44 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %43, ptr noundef nonnull @.str.67, i32 noundef %32, i32 noundef 16) #12
  br label %45

45:                                               ; preds = %19, %39, %42
  %46 = phi i32 [ %44, %42 ], [ %32, %39 ], [ 4, %19 ]
  store i32 %46, ptr %2, align 4, !tbaa !47
  br label %171

47:                                               ; preds = %3
  %48 = load i8, ptr %5, align 1, !tbaa !10
  %49 = sext i8 %48 to i32
  %50 = add nsw i32 %49, -58
  %51 = icmp ult i32 %50, -10
  br i1 %51, label %73, label %52

52:                                               ; preds = %47, %52
  %53 = phi ptr [ %56, %52 ], [ %5, %47 ]
  %54 = phi i32 [ %60, %52 ], [ 0, %47 ]
  %55 = mul nsw i32 %54, 10
  %56 = getelementptr inbounds i8, ptr %53, i64 1
  store ptr %56, ptr %1, align 8, !tbaa !23
  %57 = load i8, ptr %53, align 1, !tbaa !10
  %58 = sext i8 %57 to i32
  %59 = add i32 %55, -48
  %60 = add i32 %59, %58
  %61 = load i8, ptr %56, align 1, !tbaa !10
  %62 = sext i8 %61 to i32
  %63 = add nsw i32 %62, -48
  %64 = icmp ult i32 %63, 10
  %65 = icmp slt i32 %60, 214748364
  %66 = select i1 %64, i1 %65, i1 false
  br i1 %66, label %52, label %67, !llvm.loop !80

67:                                               ; preds = %52
  %68 = add i32 %60, -17
  %69 = icmp ult i32 %68, -16
  br i1 %69, label %70, label %73, !prof !81

70:                                               ; preds = %67
  %71 = load ptr, ptr %0, align 8, !tbaa !52
  %72 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %71, ptr noundef nonnull @.str.67, i32 noundef %60, i32 noundef 16) #12
  br label %73

73:                                               ; preds = %47, %67, %70
  %74 = phi i32 [ %72, %70 ], [ %60, %67 ], [ 4, %47 ]
  store i32 %74, ptr %2, align 4, !tbaa !47
  br label %171

75:                                               ; preds = %3
  %76 = load i8, ptr %5, align 1, !tbaa !10
  %77 = sext i8 %76 to i32
  %78 = add nsw i32 %77, -58
  %79 = icmp ult i32 %78, -10
  br i1 %79, label %101, label %80

80:                                               ; preds = %75, %80
  %81 = phi ptr [ %84, %80 ], [ %5, %75 ]
  %82 = phi i32 [ %88, %80 ], [ 0, %75 ]
  %83 = mul nsw i32 %82, 10
  %84 = getelementptr inbounds i8, ptr %81, i64 1
  store ptr %84, ptr %1, align 8, !tbaa !23
  %85 = load i8, ptr %81, align 1, !tbaa !10
  %86 = sext i8 %85 to i32
  %87 = add i32 %83, -48
  %88 = add i32 %87, %86
  %89 = load i8, ptr %84, align 1, !tbaa !10
  %90 = sext i8 %89 to i32
  %91 = add nsw i32 %90, -48
  %92 = icmp ult i32 %91, 10
  %93 = icmp slt i32 %88, 214748364
  %94 = select i1 %92, i1 %93, i1 false
  br i1 %94, label %80, label %95, !llvm.loop !80

95:                                               ; preds = %80
  %96 = add i32 %88, -17
  %97 = icmp ult i32 %96, -16
  br i1 %97, label %98, label %101, !prof !81

98:                                               ; preds = %95
  %99 = load ptr, ptr %0, align 8, !tbaa !52
  %100 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %99, ptr noundef nonnull @.str.67, i32 noundef %88, i32 noundef 16) #12
  br label %101

101:                                              ; preds = %75, %95, %98
  %102 = phi i32 [ %100, %98 ], [ %88, %95 ], [ 8, %75 ]
  store i32 %102, ptr %2, align 4, !tbaa !47
  br label %171

103:                                              ; preds = %3
  %104 = load i8, ptr %5, align 1, !tbaa !10
  %105 = sext i8 %104 to i32
  %106 = add nsw i32 %105, -58
  %107 = icmp ult i32 %106, -10
  br i1 %107, label %108, label %109

108:                                              ; preds = %103
  store i32 -1, ptr %2, align 4, !tbaa !47
  br label %126

109:                                              ; preds = %103, %109
  %110 = phi ptr [ %113, %109 ], [ %5, %103 ]
  %111 = phi i32 [ %117, %109 ], [ 0, %103 ]
  %112 = mul nsw i32 %111, 10
  %113 = getelementptr inbounds i8, ptr %110, i64 1
  store ptr %113, ptr %1, align 8, !tbaa !23
  %114 = load i8, ptr %110, align 1, !tbaa !10
  %115 = sext i8 %114 to i32
  %116 = add i32 %112, -48
  %117 = add i32 %116, %115
  %118 = load i8, ptr %113, align 1, !tbaa !10
  %119 = sext i8 %118 to i32
  %120 = add nsw i32 %119, -48
  %121 = icmp ult i32 %120, 10
  %122 = icmp slt i32 %117, 214748364
  %123 = select i1 %121, i1 %122, i1 false
  br i1 %123, label %109, label %124, !llvm.loop !80

124:                                              ; preds = %109
  store i32 %117, ptr %2, align 4, !tbaa !47
  %125 = icmp eq i32 %117, -1
  br i1 %125, label %126, label %171, !prof !82

126:                                              ; preds = %108, %124
  %127 = load ptr, ptr %0, align 8, !tbaa !52
  %128 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %127, ptr noundef nonnull @.str.65) #12
  br label %171

129:                                              ; preds = %3
  store i32 1, ptr %2, align 4, !tbaa !47
  br label %171

130:                                              ; preds = %3
  br label %171

131:                                              ; preds = %3
  %132 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 1, ptr %132, align 8, !tbaa !54
  br label %170

133:                                              ; preds = %3
  %134 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 0, ptr %134, align 8, !tbaa !54
  br label %170

135:                                              ; preds = %3
  %136 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 1, ptr %136, align 8, !tbaa !54
  br label %170

137:                                              ; preds = %3
  %138 = load i8, ptr %5, align 1, !tbaa !10
  %139 = sext i8 %138 to i32
  %140 = add nsw i32 %139, -58
  %141 = icmp ult i32 %140, -10
  br i1 %141, label %163, label %142

142:                                              ; preds = %137, %142
  %143 = phi ptr [ %146, %142 ], [ %5, %137 ]
  %144 = phi i32 [ %150, %142 ], [ 0, %137 ]
  %145 = mul nsw i32 %144, 10
  %146 = getelementptr inbounds i8, ptr %143, i64 1
  store ptr %146, ptr %1, align 8, !tbaa !23
  %147 = load i8, ptr %143, align 1, !tbaa !10
  %148 = sext i8 %147 to i32
  %149 = add i32 %145, -48
  %150 = add i32 %149, %148
  %151 = load i8, ptr %146, align 1, !tbaa !10
  %152 = sext i8 %151 to i32
  %153 = add nsw i32 %152, -48
  %154 = icmp ult i32 %153, 10
  %155 = icmp slt i32 %150, 214748364
  %156 = select i1 %154, i1 %155, i1 false
  br i1 %156, label %142, label %157, !llvm.loop !80

157:                                              ; preds = %142
  %158 = add i32 %150, -17
  %159 = icmp ult i32 %158, -16
  br i1 %159, label %160, label %163, !prof !81

160:                                              ; preds = %157
  %161 = load ptr, ptr %0, align 8, !tbaa !52
  %162 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %161, ptr noundef nonnull @.str.67, i32 noundef %150, i32 noundef 16) #12
  br label %163

163:                                              ; preds = %137, %157, %160
  %164 = phi i32 [ %162, %160 ], [ %150, %157 ], [ 8, %137 ]
  %165 = getelementptr inbounds i8, ptr %0, i64 12
  store i32 %164, ptr %165, align 4, !tbaa !55
  br label %170

166:                                              ; preds = %3
  %167 = sext i8 %6 to i32
  %168 = load ptr, ptr %0, align 8, !tbaa !52
  %169 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %168, ptr noundef nonnull @.str.66, i32 noundef %167) #12
  br label %170

170:                                              ; preds = %166, %163, %135, %133, %131, %3
  br label %171

171:                                              ; preds = %3, %124, %126, %170, %130, %129, %101, %73, %45, %18, %17, %16, %15, %14, %13, %12, %11, %10, %9, %8, %7
  %172 = phi i32 [ 10, %170 ], [ 9, %130 ], [ 8, %129 ], [ 6, %101 ], [ 1, %73 ], [ 0, %45 ], [ 4, %18 ], [ 3, %17 ], [ 2, %16 ], [ 1, %15 ], [ 1, %14 ], [ 0, %13 ], [ 1, %12 ], [ 0, %11 ], [ 1, %10 ], [ 0, %9 ], [ 1, %8 ], [ 0, %7 ], [ 5, %126 ], [ 5, %124 ], [ 7, %3 ]
  ret i32 %172
}

declare void @lua_pushnumber(ptr noundef, double noundef) local_unnamed_addr #1

declare i32 @lua_setmetatable(ptr noundef, i32 noundef) local_unnamed_addr #1

declare void @lua_setfield(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal noundef i32 @arith_add(ptr noundef %0) #0 {
  tail call fastcc void @arith(ptr noundef %0, i32 noundef 0, ptr noundef nonnull @.str.76)
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @arith_sub(ptr noundef %0) #0 {
  tail call fastcc void @arith(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.77)
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @arith_mul(ptr noundef %0) #0 {
  tail call fastcc void @arith(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.78)
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @arith_mod(ptr noundef %0) #0 {
  tail call fastcc void @arith(ptr noundef %0, i32 noundef 3, ptr noundef nonnull @.str.79)
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @arith_pow(ptr noundef %0) #0 {
  tail call fastcc void @arith(ptr noundef %0, i32 noundef 4, ptr noundef nonnull @.str.80)
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @arith_div(ptr noundef %0) #0 {
  tail call fastcc void @arith(ptr noundef %0, i32 noundef 5, ptr noundef nonnull @.str.81)
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @arith_idiv(ptr noundef %0) #0 {
  tail call fastcc void @arith(ptr noundef %0, i32 noundef 6, ptr noundef nonnull @.str.82)
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @arith_unm(ptr noundef %0) #0 {
  tail call fastcc void @arith(ptr noundef %0, i32 noundef 12, ptr noundef nonnull @.str.83)
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal fastcc void @arith(ptr noundef %0, i32 noundef %1, ptr noundef %2) unnamed_addr #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #12
  %7 = icmp eq i32 %6, 3
  br i1 %7, label %8, label %9

8:                                                ; preds = %3
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef 1) #12
  br label %18

9:                                                ; preds = %3
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #12
  %10 = call ptr @lua_tolstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %5) #12
  %11 = icmp eq ptr %10, null
  br i1 %11, label %12, label %13

12:                                               ; preds = %9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #12
  br label %32

13:                                               ; preds = %9
  %14 = call i64 @lua_stringtonumber(ptr noundef %0, ptr noundef nonnull %10) #12
  %15 = load i64, ptr %5, align 8, !tbaa !5
  %16 = add i64 %15, 1
  %17 = icmp eq i64 %14, %16
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #12
  br i1 %17, label %18, label %32

18:                                               ; preds = %8, %13
  %19 = call i32 @lua_type(ptr noundef %0, i32 noundef 2) #12
  %20 = icmp eq i32 %19, 3
  br i1 %20, label %21, label %22

21:                                               ; preds = %18
  call void @lua_pushvalue(ptr noundef %0, i32 noundef 2) #12
  br label %31

22:                                               ; preds = %18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #12
  %23 = call ptr @lua_tolstring(ptr noundef %0, i32 noundef 2, ptr noundef nonnull %4) #12
  %24 = icmp eq ptr %23, null
  br i1 %24, label %25, label %26

25:                                               ; preds = %22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #12
  br label %32

26:                                               ; preds = %22
  %27 = call i64 @lua_stringtonumber(ptr noundef %0, ptr noundef nonnull %23) #12
  %28 = load i64, ptr %4, align 8, !tbaa !5
  %29 = add i64 %28, 1
  %30 = icmp eq i64 %27, %29
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #12
  br i1 %30, label %31, label %32

31:                                               ; preds = %21, %26
  call void @lua_arith(ptr noundef %0, i32 noundef %1) #12
  br label %46

32:                                               ; preds = %25, %12, %26, %13
  call void @lua_settop(ptr noundef %0, i32 noundef 2) #12
  %33 = call i32 @lua_type(ptr noundef %0, i32 noundef 2) #12
  %34 = icmp eq i32 %33, 4
  br i1 %34, label %38, label %35

35:                                               ; preds = %32
  %36 = call i32 @luaL_getmetafield(ptr noundef %0, i32 noundef 2, ptr noundef %2) #12
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %38, label %45, !prof !9

38:                                               ; preds = %35, %32
  %39 = getelementptr inbounds i8, ptr %2, i64 2
  %40 = call i32 @lua_type(ptr noundef %0, i32 noundef -2) #12
  %41 = call ptr @lua_typename(ptr noundef %0, i32 noundef %40) #12
  %42 = call i32 @lua_type(ptr noundef %0, i32 noundef -1) #12
  %43 = call ptr @lua_typename(ptr noundef %0, i32 noundef %42) #12
  %44 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.84, ptr noundef nonnull %39, ptr noundef %41, ptr noundef %43) #12
  br label %45

45:                                               ; preds = %35, %38
  call void @lua_rotate(ptr noundef %0, i32 noundef -3, i32 noundef 1) #12
  call void @lua_callk(ptr noundef %0, i32 noundef 2, i32 noundef 1, i64 noundef 0, ptr noundef null) #12
  br label %46

46:                                               ; preds = %45, %31
  ret void
}

declare void @lua_arith(ptr noundef, i32 noundef) local_unnamed_addr #1

declare i64 @lua_stringtonumber(ptr noundef, ptr noundef) local_unnamed_addr #1

declare i32 @luaL_getmetafield(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare void @lua_rotate(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind willreturn memory(argmem: read) }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }
attributes #13 = { nounwind willreturn memory(read) }
attributes #14 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!10 = !{!7, !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!14 = distinct !{!14, !12}
!15 = !{!16, !17, i64 0}
!16 = !{!"str_Writer", !17, i64 0, !18, i64 8}
!17 = !{!"int", !7, i64 0}
!18 = !{!"luaL_Buffer", !19, i64 0, !6, i64 8, !6, i64 16, !19, i64 24, !7, i64 32}
!19 = !{!"any pointer", !7, i64 0}
!20 = !{!18, !6, i64 16}
!21 = !{!18, !6, i64 8}
!22 = !{!18, !19, i64 0}
!23 = !{!19, !19, i64 0}
!24 = !{!25, !25, i64 0}
!25 = !{!"short", !7, i64 0}
!26 = distinct !{!26, !12}
!27 = !{!28, !19, i64 0}
!28 = !{!"lconv", !19, i64 0, !19, i64 8, !19, i64 16, !19, i64 24, !19, i64 32, !19, i64 40, !19, i64 48, !19, i64 56, !19, i64 64, !19, i64 72, !7, i64 80, !7, i64 81, !7, i64 82, !7, i64 83, !7, i64 84, !7, i64 85, !7, i64 86, !7, i64 87, !7, i64 88, !7, i64 89, !7, i64 90, !7, i64 91, !7, i64 92, !7, i64 93}
!29 = distinct !{!29, !12}
!30 = !{!31, !19, i64 24}
!31 = !{!"MatchState", !19, i64 0, !19, i64 8, !19, i64 16, !19, i64 24, !17, i64 32, !7, i64 36, !7, i64 40}
!32 = !{!31, !17, i64 32}
!33 = !{!31, !19, i64 0}
!34 = !{!31, !19, i64 8}
!35 = !{!31, !19, i64 16}
!36 = !{!37, !19, i64 0}
!37 = !{!"GMatchState", !19, i64 0, !19, i64 8, !19, i64 16, !31, i64 24}
!38 = !{!37, !19, i64 8}
!39 = !{!37, !19, i64 16}
!40 = !{!31, !7, i64 36}
!41 = distinct !{!41, !12}
!42 = !{!43, !6, i64 8}
!43 = !{!"", !19, i64 0, !6, i64 8}
!44 = !{!43, !19, i64 0}
!45 = !{!"branch_weights", i32 2000, i32 2, i32 2000}
!46 = distinct !{!46, !12}
!47 = !{!17, !17, i64 0}
!48 = distinct !{!48, !12}
!49 = distinct !{!49, !12}
!50 = distinct !{!50, !12}
!51 = distinct !{!51, !12}
!52 = !{!53, !19, i64 0}
!53 = !{!"Header", !19, i64 0, !17, i64 8, !17, i64 12}
!54 = !{!53, !17, i64 8}
!55 = !{!53, !17, i64 12}
!56 = distinct !{!56, !12}
!57 = distinct !{!57, !12}
!58 = distinct !{!58, !12}
!59 = distinct !{!59, !60}
!60 = !{!"llvm.loop.unroll.disable"}
!61 = distinct !{!61, !12}
!62 = distinct !{!62, !12}
!63 = distinct !{!63, !12}
!64 = distinct !{!64, !12}
!65 = distinct !{!65, !12}
!66 = !{!"branch_weights", !"expected", i32 1717128, i32 2145766520}
!67 = distinct !{!67, !12}
!68 = distinct !{!68, !12}
!69 = distinct !{!69, !12}
!70 = distinct !{!70, !12}
!71 = distinct !{!71, !12}
!72 = distinct !{!72, !12}
!73 = distinct !{!73, !12}
!74 = distinct !{!74, !12}
!75 = distinct !{!75, !12}
!76 = distinct !{!76, !12}
!77 = !{!37, !19, i64 48}
!78 = !{!37, !19, i64 32}
!79 = distinct !{!79, !12}
!80 = distinct !{!80, !12}
!81 = !{!"branch_weights", !"expected", i32 2146410, i32 2145337238}
!82 = !{!"branch_weights", !"expected", i32 0, i32 -2147483648}
