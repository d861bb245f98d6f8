; ModuleID = 'src/lua/lstrlib.c'
source_filename = "src/lua/lstrlib.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.luaL_Reg = type { ptr, ptr }
%struct.luaL_Buffer = type { ptr, i64, i64, ptr, %union.anon }
%union.anon = type { double, [1016 x i8] }
%struct.str_Writer = type { i32, %struct.luaL_Buffer }
%struct.MatchState = type { ptr, ptr, ptr, ptr, i32, i8, [32 x %struct.anon] }
%struct.anon = type { ptr, i64 }
%struct.Header = type { ptr, i32, i32 }

@strlib = internal constant [18 x %struct.luaL_Reg] [%struct.luaL_Reg { ptr @.str, ptr @str_byte }, %struct.luaL_Reg { ptr @.str.1, ptr @str_char }, %struct.luaL_Reg { ptr @.str.2, ptr @str_dump }, %struct.luaL_Reg { ptr @.str.3, ptr @str_find }, %struct.luaL_Reg { ptr @.str.4, ptr @str_format }, %struct.luaL_Reg { ptr @.str.5, ptr @gmatch }, %struct.luaL_Reg { ptr @.str.6, ptr @str_gsub }, %struct.luaL_Reg { ptr @.str.7, ptr @str_len }, %struct.luaL_Reg { ptr @.str.8, ptr @str_lower }, %struct.luaL_Reg { ptr @.str.9, ptr @str_match }, %struct.luaL_Reg { ptr @.str.10, ptr @str_rep }, %struct.luaL_Reg { ptr @.str.11, ptr @str_reverse }, %struct.luaL_Reg { ptr @.str.12, ptr @str_sub }, %struct.luaL_Reg { ptr @.str.13, ptr @str_upper }, %struct.luaL_Reg { ptr @.str.14, ptr @str_pack }, %struct.luaL_Reg { ptr @.str.15, ptr @str_packsize }, %struct.luaL_Reg { ptr @.str.16, ptr @str_unpack }, %struct.luaL_Reg zeroinitializer], align 8
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
@stringmetamethods = internal constant [10 x %struct.luaL_Reg] [%struct.luaL_Reg { ptr @.str.76, ptr @arith_add }, %struct.luaL_Reg { ptr @.str.77, ptr @arith_sub }, %struct.luaL_Reg { ptr @.str.78, ptr @arith_mul }, %struct.luaL_Reg { ptr @.str.79, ptr @arith_mod }, %struct.luaL_Reg { ptr @.str.80, ptr @arith_pow }, %struct.luaL_Reg { ptr @.str.81, ptr @arith_div }, %struct.luaL_Reg { ptr @.str.82, ptr @arith_idiv }, %struct.luaL_Reg { ptr @.str.83, ptr @arith_unm }, %struct.luaL_Reg { ptr @.str.75, ptr null }, %struct.luaL_Reg zeroinitializer], align 8
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
  %5 = load i64, ptr %2, align 8, !tbaa !6
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
  br i1 %32, label %33, label %35, !prof !10

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
  %43 = load i8, ptr %42, align 1, !tbaa !11
  %44 = zext i8 %43 to i64
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %44) #12
  %45 = add nuw nsw i64 %41, 1
  %46 = icmp eq i64 %41, %31
  br i1 %46, label %47, label %40, !llvm.loop !12

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
  br i1 %15, label %18, label %16, !prof !14

16:                                               ; preds = %11
  %17 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef %13, ptr noundef nonnull @.str.18) #12
  br label %18

18:                                               ; preds = %16, %11
  %19 = trunc i64 %14 to i8
  %20 = getelementptr i8, ptr %6, i64 %12
  store i8 %19, ptr %20, align 1, !tbaa !11
  %21 = add nuw nsw i64 %12, 1
  %22 = icmp eq i64 %21, %10
  br i1 %22, label %23, label %11, !llvm.loop !15

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
  store i32 0, ptr %2, align 8, !tbaa !16
  %4 = call i32 @lua_dump(ptr noundef %0, ptr noundef nonnull @writer, ptr noundef nonnull %2, i32 noundef %3) #12
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %8, label %6, !prof !14

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
  %6 = alloca [32 x i8], align 4
  %7 = alloca i64, align 8
  %8 = tail call i32 @lua_gettop(ptr noundef %0) #12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #12
  %9 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef nonnull %4) #12
  %10 = load i64, ptr %4, align 8, !tbaa !6
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
  %21 = load i8, ptr %20, align 1, !tbaa !11
  %22 = icmp eq i8 %21, 37
  br i1 %22, label %38, label %23

23:                                               ; preds = %18
  %24 = load i64, ptr %14, align 8, !tbaa !21
  %25 = load i64, ptr %15, align 8, !tbaa !22
  %26 = icmp ult i64 %24, %25
  br i1 %26, label %31, label %27

27:                                               ; preds = %23
  %28 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %5, i64 noundef 1) #12
  %29 = load i8, ptr %20, align 1, !tbaa !11
  %30 = load i64, ptr %14, align 8, !tbaa !21
  br label %31

31:                                               ; preds = %27, %23
  %32 = phi i64 [ %30, %27 ], [ %24, %23 ]
  %33 = phi i8 [ %29, %27 ], [ %21, %23 ]
  %34 = getelementptr inbounds i8, ptr %20, i64 1
  %35 = load ptr, ptr %5, align 8, !tbaa !23
  %36 = add i64 %32, 1
  store i64 %36, ptr %14, align 8, !tbaa !21
  %37 = getelementptr inbounds i8, ptr %35, i64 %32
  store i8 %33, ptr %37, align 1, !tbaa !11
  br label %351

38:                                               ; preds = %18
  %39 = getelementptr inbounds i8, ptr %20, i64 1
  %40 = load i8, ptr %39, align 1, !tbaa !11
  %41 = icmp eq i8 %40, 37
  br i1 %41, label %42, label %57

42:                                               ; preds = %38
  %43 = load i64, ptr %14, align 8, !tbaa !21
  %44 = load i64, ptr %15, align 8, !tbaa !22
  %45 = icmp ult i64 %43, %44
  br i1 %45, label %50, label %46

46:                                               ; preds = %42
  %47 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %5, i64 noundef 1) #12
  %48 = load i8, ptr %39, align 1, !tbaa !11
  %49 = load i64, ptr %14, align 8, !tbaa !21
  br label %50

50:                                               ; preds = %46, %42
  %51 = phi i64 [ %49, %46 ], [ %43, %42 ]
  %52 = phi i8 [ %48, %46 ], [ 37, %42 ]
  %53 = getelementptr inbounds i8, ptr %20, i64 2
  %54 = load ptr, ptr %5, align 8, !tbaa !23
  %55 = add i64 %51, 1
  store i64 %55, ptr %14, align 8, !tbaa !21
  %56 = getelementptr inbounds i8, ptr %54, i64 %51
  store i8 %52, ptr %56, align 1, !tbaa !11
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
  store i8 37, ptr %6, align 4, !tbaa !11
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %16, ptr nonnull readonly align 1 %39, i64 %65, i1 false)
  %70 = getelementptr inbounds i8, ptr %16, i64 %65
  store i8 0, ptr %70, align 1, !tbaa !11
  %71 = getelementptr inbounds i8, ptr %39, i64 %65
  %72 = getelementptr inbounds i8, ptr %39, i64 %64
  %73 = load i8, ptr %72, align 1, !tbaa !11
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
  %77 = load i8, ptr %76, align 1, !tbaa !11
  %78 = icmp eq i8 %77, 48
  %79 = tail call ptr @__ctype_b_loc() #14
  %80 = load ptr, ptr %79, align 8, !tbaa !24
  br i1 %78, label %98, label %81

81:                                               ; preds = %74
  %82 = zext i8 %77 to i64
  %83 = getelementptr inbounds i16, ptr %80, i64 %82
  %84 = load i16, ptr %83, align 2, !tbaa !25
  %85 = and i16 %84, 2048
  %86 = icmp eq i16 %85, 0
  br i1 %86, label %98, label %87

87:                                               ; preds = %81
  %88 = getelementptr inbounds i8, ptr %76, i64 1
  %89 = load i8, ptr %88, align 1, !tbaa !11
  %90 = zext i8 %89 to i64
  %91 = getelementptr inbounds i16, ptr %80, i64 %90
  %92 = load i16, ptr %91, align 2, !tbaa !25
  %93 = and i16 %92, 2048
  %94 = icmp eq i16 %93, 0
  %95 = getelementptr inbounds i8, ptr %76, i64 2
  %96 = select i1 %94, ptr %88, ptr %95
  %97 = load i8, ptr %96, align 1, !tbaa !11
  br label %98

98:                                               ; preds = %81, %87, %74
  %99 = phi i8 [ 48, %74 ], [ %77, %81 ], [ %97, %87 ]
  %100 = zext i8 %99 to i64
  %101 = getelementptr inbounds i16, ptr %80, i64 %100
  %102 = load i16, ptr %101, align 2, !tbaa !25
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
  %119 = load i8, ptr %118, align 1, !tbaa !11
  store i16 27756, ptr %118, align 1
  %120 = getelementptr i8, ptr %117, i64 2
  %121 = getelementptr i8, ptr %117, i64 1
  store i8 %119, ptr %121, align 1, !tbaa !11
  store i8 0, ptr %120, align 1, !tbaa !11
  %122 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %58, i64 noundef 120, ptr noundef nonnull %6, i64 noundef %115) #12
  br label %346

123:                                              ; preds = %69, %69
  call fastcc void @checkformat(ptr noundef %0, ptr noundef nonnull %6, ptr noundef nonnull @.str.36, i32 noundef 1)
  %124 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %6) #13
  %125 = getelementptr i8, ptr %6, i64 %124
  store i8 0, ptr %125, align 1, !tbaa !11
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
  store i8 0, ptr %135, align 1, !tbaa !11
  %136 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %132, i64 noundef %131, ptr noundef nonnull %6, double noundef %133) #12
  br label %346

137:                                              ; preds = %69
  %138 = call ptr @lua_topointer(ptr noundef %0, i32 noundef %59) #12
  %139 = call i64 @strspn(ptr noundef nonnull %16, ptr noundef nonnull readonly @.str.31) #13
  %140 = getelementptr inbounds i8, ptr %16, i64 %139
  %141 = load i8, ptr %140, align 1, !tbaa !11
  %142 = icmp eq i8 %141, 48
  %143 = tail call ptr @__ctype_b_loc() #14
  %144 = load ptr, ptr %143, align 8, !tbaa !24
  br i1 %142, label %162, label %145

145:                                              ; preds = %137
  %146 = zext i8 %141 to i64
  %147 = getelementptr inbounds i16, ptr %144, i64 %146
  %148 = load i16, ptr %147, align 2, !tbaa !25
  %149 = and i16 %148, 2048
  %150 = icmp eq i16 %149, 0
  br i1 %150, label %162, label %151

151:                                              ; preds = %145
  %152 = getelementptr inbounds i8, ptr %140, i64 1
  %153 = load i8, ptr %152, align 1, !tbaa !11
  %154 = zext i8 %153 to i64
  %155 = getelementptr inbounds i16, ptr %144, i64 %154
  %156 = load i16, ptr %155, align 2, !tbaa !25
  %157 = and i16 %156, 2048
  %158 = icmp eq i16 %157, 0
  %159 = getelementptr inbounds i8, ptr %140, i64 2
  %160 = select i1 %158, ptr %152, ptr %159
  %161 = load i8, ptr %160, align 1, !tbaa !11
  br label %162

162:                                              ; preds = %145, %151, %137
  %163 = phi i8 [ 48, %137 ], [ %141, %145 ], [ %161, %151 ]
  %164 = zext i8 %163 to i64
  %165 = getelementptr inbounds i16, ptr %144, i64 %164
  %166 = load i16, ptr %165, align 2, !tbaa !25
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
  store i8 115, ptr %176, align 1, !tbaa !11
  br label %177

177:                                              ; preds = %173, %171
  %178 = phi ptr [ @.str.38, %173 ], [ %138, %171 ]
  %179 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %58, i64 noundef 120, ptr noundef nonnull %6, ptr noundef nonnull %178) #12
  br label %346

180:                                              ; preds = %69
  %181 = load i8, ptr %17, align 2, !tbaa !11
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
  %189 = load i64, ptr %3, align 8, !tbaa !6
  %190 = load i64, ptr %14, align 8, !tbaa !21
  %191 = load i64, ptr %15, align 8, !tbaa !22
  %192 = icmp ult i64 %190, %191
  br i1 %192, label %196, label %193

193:                                              ; preds = %187
  %194 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %5, i64 noundef 1) #12
  %195 = load i64, ptr %14, align 8, !tbaa !21
  br label %196

196:                                              ; preds = %193, %187
  %197 = phi i64 [ %195, %193 ], [ %190, %187 ]
  %198 = load ptr, ptr %5, align 8, !tbaa !23
  %199 = add i64 %197, 1
  store i64 %199, ptr %14, align 8, !tbaa !21
  %200 = getelementptr inbounds i8, ptr %198, i64 %197
  store i8 34, ptr %200, align 1, !tbaa !11
  %201 = icmp eq i64 %189, 0
  br i1 %201, label %267, label %202

202:                                              ; preds = %196, %264
  %203 = phi i64 [ %205, %264 ], [ %189, %196 ]
  %204 = phi ptr [ %265, %264 ], [ %188, %196 ]
  %205 = add i64 %203, -1
  %206 = load i8, ptr %204, align 1, !tbaa !11
  switch i8 %206, label %231 [
    i8 34, label %207
    i8 92, label %207
    i8 10, label %207
  ]

207:                                              ; preds = %202, %202, %202
  %208 = load i64, ptr %14, align 8, !tbaa !21
  %209 = load i64, ptr %15, align 8, !tbaa !22
  %210 = icmp ult i64 %208, %209
  br i1 %210, label %214, label %211

211:                                              ; preds = %207
  %212 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %5, i64 noundef 1) #12
  %213 = load i64, ptr %14, align 8, !tbaa !21
  br label %214

214:                                              ; preds = %211, %207
  %215 = phi i64 [ %213, %211 ], [ %208, %207 ]
  %216 = load ptr, ptr %5, align 8, !tbaa !23
  %217 = add i64 %215, 1
  store i64 %217, ptr %14, align 8, !tbaa !21
  %218 = getelementptr inbounds i8, ptr %216, i64 %215
  store i8 92, ptr %218, align 1, !tbaa !11
  %219 = load i64, ptr %14, align 8, !tbaa !21
  %220 = load i64, ptr %15, align 8, !tbaa !22
  %221 = icmp ult i64 %219, %220
  br i1 %221, label %225, label %222

222:                                              ; preds = %214
  %223 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %5, i64 noundef 1) #12
  %224 = load i64, ptr %14, align 8, !tbaa !21
  br label %225

225:                                              ; preds = %222, %214
  %226 = phi i64 [ %224, %222 ], [ %219, %214 ]
  %227 = load i8, ptr %204, align 1, !tbaa !11
  %228 = load ptr, ptr %5, align 8, !tbaa !23
  %229 = add i64 %226, 1
  store i64 %229, ptr %14, align 8, !tbaa !21
  %230 = getelementptr inbounds i8, ptr %228, i64 %226
  store i8 %227, ptr %230, align 1, !tbaa !11
  br label %264

231:                                              ; preds = %202
  %232 = tail call ptr @__ctype_b_loc() #14
  %233 = load ptr, ptr %232, align 8, !tbaa !24
  %234 = zext i8 %206 to i64
  %235 = getelementptr inbounds i16, ptr %233, i64 %234
  %236 = load i16, ptr %235, align 2, !tbaa !25
  %237 = and i16 %236, 2
  %238 = icmp eq i16 %237, 0
  br i1 %238, label %250, label %239

239:                                              ; preds = %231
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %2) #12
  %240 = getelementptr inbounds i8, ptr %204, i64 1
  %241 = load i8, ptr %240, align 1, !tbaa !11
  %242 = zext i8 %241 to i64
  %243 = getelementptr inbounds i16, ptr %233, i64 %242
  %244 = load i16, ptr %243, align 2, !tbaa !25
  %245 = and i16 %244, 2048
  %246 = icmp eq i16 %245, 0
  %247 = zext i8 %206 to i32
  %248 = select i1 %246, ptr @.str.48, ptr @.str.49
  %249 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 10, ptr noundef nonnull %248, i32 noundef %247) #12
  call void @luaL_addstring(ptr noundef nonnull %5, ptr noundef nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %2) #12
  br label %264

250:                                              ; preds = %231
  %251 = load i64, ptr %14, align 8, !tbaa !21
  %252 = load i64, ptr %15, align 8, !tbaa !22
  %253 = icmp ult i64 %251, %252
  br i1 %253, label %258, label %254

254:                                              ; preds = %250
  %255 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %5, i64 noundef 1) #12
  %256 = load i8, ptr %204, align 1, !tbaa !11
  %257 = load i64, ptr %14, align 8, !tbaa !21
  br label %258

258:                                              ; preds = %254, %250
  %259 = phi i64 [ %257, %254 ], [ %251, %250 ]
  %260 = phi i8 [ %256, %254 ], [ %206, %250 ]
  %261 = load ptr, ptr %5, align 8, !tbaa !23
  %262 = add i64 %259, 1
  store i64 %262, ptr %14, align 8, !tbaa !21
  %263 = getelementptr inbounds i8, ptr %261, i64 %259
  store i8 %260, ptr %263, align 1, !tbaa !11
  br label %264

264:                                              ; preds = %258, %239, %225
  %265 = getelementptr inbounds i8, ptr %204, i64 1
  %266 = icmp eq i64 %205, 0
  br i1 %266, label %267, label %202, !llvm.loop !27

267:                                              ; preds = %264, %196
  %268 = load i64, ptr %14, align 8, !tbaa !21
  %269 = load i64, ptr %15, align 8, !tbaa !22
  %270 = icmp ult i64 %268, %269
  br i1 %270, label %274, label %271

271:                                              ; preds = %267
  %272 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %5, i64 noundef 1) #12
  %273 = load i64, ptr %14, align 8, !tbaa !21
  br label %274

274:                                              ; preds = %271, %267
  %275 = phi i64 [ %273, %271 ], [ %268, %267 ]
  %276 = load ptr, ptr %5, align 8, !tbaa !23
  %277 = add i64 %275, 1
  store i64 %277, ptr %14, align 8, !tbaa !21
  %278 = getelementptr inbounds i8, ptr %276, i64 %275
  store i8 34, ptr %278, align 1, !tbaa !11
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
  %297 = load ptr, ptr %296, align 8, !tbaa !28
  %298 = load i8, ptr %297, align 1, !tbaa !11
  %299 = zext i8 %298 to i32
  %300 = call ptr @memchr(ptr noundef %280, i32 noundef %299, i64 noundef %292) #13
  %301 = icmp eq ptr %300, null
  br i1 %301, label %311, label %302

302:                                              ; preds = %295
  store i8 46, ptr %300, align 1, !tbaa !11
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
  %314 = load i64, ptr %14, align 8, !tbaa !21
  %315 = add i64 %314, %313
  store i64 %315, ptr %14, align 8, !tbaa !21
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
  %322 = load i8, ptr %17, align 2, !tbaa !11
  %323 = icmp eq i8 %322, 0
  br i1 %323, label %324, label %325

324:                                              ; preds = %320
  call void @luaL_addvalue(ptr noundef nonnull %5) #12
  br label %340

325:                                              ; preds = %320
  %326 = load i64, ptr %7, align 8, !tbaa !6
  %327 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %321) #13
  %328 = icmp eq i64 %326, %327
  br i1 %328, label %331, label %329, !prof !14

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
  %349 = load i64, ptr %14, align 8, !tbaa !21
  %350 = add i64 %349, %348
  store i64 %350, ptr %14, align 8, !tbaa !21
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #12
  br label %351

351:                                              ; preds = %346, %50, %31
  %352 = phi ptr [ %34, %31 ], [ %53, %50 ], [ %71, %346 ]
  %353 = phi i32 [ %19, %31 ], [ %19, %50 ], [ %59, %346 ]
  %354 = icmp ult ptr %352, %11
  br i1 %354, label %18, label %355, !llvm.loop !30

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
  %7 = load i64, ptr %2, align 8, !tbaa !6
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
  %21 = load i64, ptr %2, align 8, !tbaa !6
  %22 = icmp ugt i64 %19, %21
  %23 = add i64 %21, 1
  %24 = select i1 %22, i64 %23, i64 %19
  %25 = getelementptr inbounds i8, ptr %20, i64 24
  %26 = load i64, ptr %3, align 8, !tbaa !6
  %27 = getelementptr inbounds i8, ptr %20, i64 48
  store ptr %0, ptr %27, align 8, !tbaa !31
  %28 = getelementptr inbounds i8, ptr %20, i64 56
  store i32 200, ptr %28, align 8, !tbaa !33
  store ptr %4, ptr %25, align 8, !tbaa !34
  %29 = getelementptr inbounds i8, ptr %4, i64 %21
  %30 = getelementptr inbounds i8, ptr %20, i64 32
  store ptr %29, ptr %30, align 8, !tbaa !35
  %31 = getelementptr inbounds i8, ptr %5, i64 %26
  %32 = getelementptr inbounds i8, ptr %20, i64 40
  store ptr %31, ptr %32, align 8, !tbaa !36
  %33 = getelementptr inbounds i8, ptr %4, i64 %24
  store ptr %33, ptr %20, align 8, !tbaa !37
  %34 = getelementptr inbounds i8, ptr %20, i64 8
  store ptr %5, ptr %34, align 8, !tbaa !39
  %35 = getelementptr inbounds i8, ptr %20, i64 16
  store ptr null, ptr %35, align 8, !tbaa !40
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
  %10 = load i64, ptr %3, align 8, !tbaa !6
  %11 = add i64 %10, 1
  %12 = call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 4, i64 noundef %11) #12
  %13 = load i8, ptr %8, align 1, !tbaa !11
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
  %20 = load i64, ptr %4, align 8, !tbaa !6
  br i1 %14, label %21, label %24

21:                                               ; preds = %19
  %22 = getelementptr inbounds i8, ptr %8, i64 1
  %23 = add i64 %20, -1
  store i64 %23, ptr %4, align 8, !tbaa !6
  br label %24

24:                                               ; preds = %21, %19
  %25 = phi i64 [ %23, %21 ], [ %20, %19 ]
  %26 = phi ptr [ %22, %21 ], [ %8, %19 ]
  %27 = load i64, ptr %3, align 8, !tbaa !6
  %28 = getelementptr inbounds i8, ptr %5, i64 24
  store ptr %0, ptr %28, align 8, !tbaa !31
  %29 = getelementptr inbounds i8, ptr %5, i64 32
  store i32 200, ptr %29, align 8, !tbaa !33
  store ptr %7, ptr %5, align 8, !tbaa !34
  %30 = getelementptr inbounds i8, ptr %7, i64 %27
  %31 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %30, ptr %31, align 8, !tbaa !35
  %32 = getelementptr inbounds i8, ptr %26, i64 %25
  %33 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %32, ptr %33, align 8, !tbaa !36
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
  store i8 0, ptr %34, align 4, !tbaa !41
  %46 = call fastcc ptr @match(ptr noundef nonnull %5, ptr noundef %43, ptr noundef nonnull %26)
  %47 = icmp eq ptr %46, null
  %48 = icmp eq ptr %46, %40
  %49 = select i1 %47, i1 true, i1 %48
  br i1 %49, label %199, label %50

50:                                               ; preds = %45
  %51 = add nsw i64 %41, 1
  %52 = load ptr, ptr %28, align 8, !tbaa !31
  switch i32 %9, label %94 [
    i32 6, label %53
    i32 5, label %67
  ]

53:                                               ; preds = %50
  call void @lua_pushvalue(ptr noundef %52, i32 noundef 3) #12
  %54 = load i8, ptr %34, align 4, !tbaa !41
  %55 = icmp eq i8 %54, 0
  %56 = icmp ne ptr %43, null
  %57 = and i1 %56, %55
  %58 = zext i8 %54 to i32
  %59 = select i1 %57, i32 1, i32 %58
  %60 = load ptr, ptr %28, align 8, !tbaa !31
  call void @luaL_checkstack(ptr noundef %60, i32 noundef %59, ptr noundef nonnull @.str.23) #12
  %61 = icmp eq i32 %59, 0
  br i1 %61, label %66, label %62

62:                                               ; preds = %53, %62
  %63 = phi i32 [ %64, %62 ], [ 0, %53 ]
  call fastcc void @push_onecapture(ptr noundef nonnull readonly %5, i32 noundef %63, ptr noundef %43, ptr noundef %46)
  %64 = add nuw nsw i32 %63, 1
  %65 = icmp eq i32 %64, %59
  br i1 %65, label %66, label %62, !llvm.loop !42

66:                                               ; preds = %62, %53
  call void @lua_callk(ptr noundef %52, i32 noundef %59, i32 noundef 1, i64 noundef 0, ptr noundef null) #12
  br label %181

67:                                               ; preds = %50
  %68 = load i8, ptr %34, align 4, !tbaa !41
  %69 = icmp eq i8 %68, 0
  br i1 %69, label %70, label %75

70:                                               ; preds = %67
  %71 = ptrtoint ptr %46 to i64
  %72 = ptrtoint ptr %43 to i64
  %73 = sub i64 %71, %72
  %74 = icmp eq i64 %73, -2
  br i1 %74, label %92, label %87

75:                                               ; preds = %67
  %76 = load i64, ptr %36, align 8, !tbaa !43
  %77 = load ptr, ptr %35, align 8, !tbaa !45
  switch i64 %76, label %87 [
    i64 -1, label %78
    i64 -2, label %81
  ], !prof !46

78:                                               ; preds = %75
  %79 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %52, ptr noundef nonnull @.str.29) #12
  %80 = load ptr, ptr %28, align 8, !tbaa !31
  br label %87

81:                                               ; preds = %75
  %82 = load ptr, ptr %5, align 8, !tbaa !34
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
  %96 = load i64, ptr %2, align 8, !tbaa !6
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
  %111 = load i8, ptr %110, align 1, !tbaa !11
  switch i8 %111, label %127 [
    i8 37, label %112
    i8 48, label %126
  ]

112:                                              ; preds = %104
  %113 = load i64, ptr %37, align 8, !tbaa !21
  %114 = load i64, ptr %38, align 8, !tbaa !22
  %115 = icmp ult i64 %113, %114
  br i1 %115, label %120, label %116

116:                                              ; preds = %112
  %117 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %6, i64 noundef 1) #12
  %118 = load i8, ptr %110, align 1, !tbaa !11
  %119 = load i64, ptr %37, align 8, !tbaa !21
  br label %120

120:                                              ; preds = %116, %112
  %121 = phi i64 [ %119, %116 ], [ %113, %112 ]
  %122 = phi i8 [ %118, %116 ], [ 37, %112 ]
  %123 = load ptr, ptr %6, align 8, !tbaa !23
  %124 = add i64 %121, 1
  store i64 %124, ptr %37, align 8, !tbaa !21
  %125 = getelementptr inbounds i8, ptr %123, i64 %121
  store i8 %122, ptr %125, align 1, !tbaa !11
  br label %170

126:                                              ; preds = %104
  call void @luaL_addlstring(ptr noundef nonnull %6, ptr noundef %43, i64 noundef %102) #12
  br label %170

127:                                              ; preds = %104
  %128 = tail call ptr @__ctype_b_loc() #14
  %129 = load ptr, ptr %128, align 8, !tbaa !24
  %130 = zext i8 %111 to i64
  %131 = getelementptr inbounds i16, ptr %129, i64 %130
  %132 = load i16, ptr %131, align 2, !tbaa !25
  %133 = and i16 %132, 2048
  %134 = icmp eq i16 %133, 0
  br i1 %134, label %168, label %135

135:                                              ; preds = %127
  %136 = zext i8 %111 to i32
  %137 = add nsw i32 %136, -49
  %138 = load i8, ptr %34, align 4, !tbaa !41
  %139 = zext i8 %138 to i32
  %140 = icmp slt i32 %137, %139
  br i1 %140, label %147, label %141

141:                                              ; preds = %135
  %142 = icmp eq i32 %137, 0
  br i1 %142, label %163, label %143, !prof !14

143:                                              ; preds = %141
  %144 = load ptr, ptr %28, align 8, !tbaa !31
  %145 = add nsw i32 %136, -48
  %146 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %144, ptr noundef nonnull @.str.28, i32 noundef %145) #12
  br label %163

147:                                              ; preds = %135
  %148 = sext i32 %137 to i64
  %149 = getelementptr inbounds [32 x %struct.anon], ptr %35, i64 0, i64 %148
  %150 = getelementptr inbounds i8, ptr %149, i64 8
  %151 = load i64, ptr %150, align 8, !tbaa !43
  %152 = load ptr, ptr %149, align 8, !tbaa !45
  switch i64 %151, label %165 [
    i64 -1, label %153
    i64 -2, label %156
  ], !prof !46

153:                                              ; preds = %147
  %154 = load ptr, ptr %28, align 8, !tbaa !31
  %155 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %154, ptr noundef nonnull @.str.29) #12
  br label %165

156:                                              ; preds = %147
  %157 = load ptr, ptr %28, align 8, !tbaa !31
  %158 = load ptr, ptr %5, align 8, !tbaa !34
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
  %174 = load i64, ptr %2, align 8, !tbaa !6
  %175 = add i64 %174, %173
  store i64 %175, ptr %2, align 8, !tbaa !6
  %176 = call ptr @memchr(ptr noundef nonnull %171, i32 noundef 37, i64 noundef %175) #13
  %177 = icmp eq ptr %176, null
  br i1 %177, label %178, label %104, !llvm.loop !47

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
  br i1 %190, label %191, label %195, !prof !10

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
  %200 = load ptr, ptr %31, align 8, !tbaa !35
  %201 = icmp ult ptr %43, %200
  br i1 %201, label %202, label %221

202:                                              ; preds = %199
  %203 = load i64, ptr %37, align 8, !tbaa !21
  %204 = load i64, ptr %38, align 8, !tbaa !22
  %205 = icmp ult i64 %203, %204
  br i1 %205, label %209, label %206

206:                                              ; preds = %202
  %207 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %6, i64 noundef 1) #12
  %208 = load i64, ptr %37, align 8, !tbaa !21
  br label %209

209:                                              ; preds = %206, %202
  %210 = phi i64 [ %208, %206 ], [ %203, %202 ]
  %211 = getelementptr inbounds i8, ptr %43, i64 1
  %212 = load i8, ptr %43, align 1, !tbaa !11
  %213 = load ptr, ptr %6, align 8, !tbaa !23
  %214 = add i64 %210, 1
  store i64 %214, ptr %37, align 8, !tbaa !21
  %215 = getelementptr inbounds i8, ptr %213, i64 %210
  store i8 %212, ptr %215, align 1, !tbaa !11
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
  %228 = load ptr, ptr %31, align 8, !tbaa !35
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
  %4 = load i64, ptr %2, align 8, !tbaa !6
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
  %5 = load i64, ptr %2, align 8, !tbaa !6
  %6 = call ptr @luaL_buffinitsize(ptr noundef %0, ptr noundef nonnull %3, i64 noundef %5) #12
  %7 = load i64, ptr %2, align 8, !tbaa !6
  %8 = icmp eq i64 %7, 0
  br i1 %8, label %24, label %9

9:                                                ; preds = %1
  %10 = tail call ptr @__ctype_tolower_loc() #14
  br label %11

11:                                               ; preds = %9, %11
  %12 = phi i64 [ 0, %9 ], [ %21, %11 ]
  %13 = load ptr, ptr %10, align 8, !tbaa !24
  %14 = getelementptr inbounds i8, ptr %4, i64 %12
  %15 = load i8, ptr %14, align 1, !tbaa !11
  %16 = zext i8 %15 to i64
  %17 = getelementptr inbounds i32, ptr %13, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !48
  %19 = trunc i32 %18 to i8
  %20 = getelementptr inbounds i8, ptr %6, i64 %12
  store i8 %19, ptr %20, align 1, !tbaa !11
  %21 = add nuw i64 %12, 1
  %22 = load i64, ptr %2, align 8, !tbaa !6
  %23 = icmp ult i64 %21, %22
  br i1 %23, label %11, label %24, !llvm.loop !49

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
  %12 = load i64, ptr %2, align 8, !tbaa !6
  %13 = load i64, ptr %3, align 8, !tbaa !6
  %14 = add i64 %13, %12
  %15 = icmp ult i64 %14, %12
  br i1 %15, label %19, label %16

16:                                               ; preds = %11
  %17 = udiv i64 2147483647, %6
  %18 = icmp ugt i64 %14, %17
  br i1 %18, label %19, label %21, !prof !10

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
  %32 = load i64, ptr %2, align 8, !tbaa !6
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %30, ptr align 1 %5, i64 %32, i1 false)
  %33 = load i64, ptr %2, align 8, !tbaa !6
  %34 = getelementptr inbounds i8, ptr %30, i64 %33
  %35 = load i64, ptr %3, align 8, !tbaa !6
  %36 = icmp eq i64 %35, 0
  br i1 %36, label %40, label %37

37:                                               ; preds = %28
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %34, ptr align 1 %7, i64 %35, i1 false)
  %38 = load i64, ptr %3, align 8, !tbaa !6
  %39 = getelementptr inbounds i8, ptr %34, i64 %38
  br label %40

40:                                               ; preds = %37, %28
  %41 = phi ptr [ %39, %37 ], [ %34, %28 ]
  %42 = icmp ugt i64 %29, 2
  br i1 %42, label %28, label %43, !llvm.loop !50

43:                                               ; preds = %40, %21
  %44 = phi ptr [ %26, %21 ], [ %41, %40 ]
  %45 = load i64, ptr %2, align 8, !tbaa !6
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
  %5 = load i64, ptr %2, align 8, !tbaa !6
  %6 = call ptr @luaL_buffinitsize(ptr noundef %0, ptr noundef nonnull %3, i64 noundef %5) #12
  %7 = load i64, ptr %2, align 8, !tbaa !6
  %8 = icmp eq i64 %7, 0
  br i1 %8, label %20, label %9

9:                                                ; preds = %1, %9
  %10 = phi i64 [ %18, %9 ], [ %7, %1 ]
  %11 = phi i64 [ %17, %9 ], [ 0, %1 ]
  %12 = xor i64 %11, -1
  %13 = getelementptr i8, ptr %4, i64 %10
  %14 = getelementptr i8, ptr %13, i64 %12
  %15 = load i8, ptr %14, align 1, !tbaa !11
  %16 = getelementptr inbounds i8, ptr %6, i64 %11
  store i8 %15, ptr %16, align 1, !tbaa !11
  %17 = add nuw i64 %11, 1
  %18 = load i64, ptr %2, align 8, !tbaa !6
  %19 = icmp ult i64 %17, %18
  br i1 %19, label %9, label %20, !llvm.loop !51

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
  %5 = load i64, ptr %2, align 8, !tbaa !6
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
  %5 = load i64, ptr %2, align 8, !tbaa !6
  %6 = call ptr @luaL_buffinitsize(ptr noundef %0, ptr noundef nonnull %3, i64 noundef %5) #12
  %7 = load i64, ptr %2, align 8, !tbaa !6
  %8 = icmp eq i64 %7, 0
  br i1 %8, label %24, label %9

9:                                                ; preds = %1
  %10 = tail call ptr @__ctype_toupper_loc() #14
  br label %11

11:                                               ; preds = %9, %11
  %12 = phi i64 [ 0, %9 ], [ %21, %11 ]
  %13 = load ptr, ptr %10, align 8, !tbaa !24
  %14 = getelementptr inbounds i8, ptr %4, i64 %12
  %15 = load i8, ptr %14, align 1, !tbaa !11
  %16 = zext i8 %15 to i64
  %17 = getelementptr inbounds i32, ptr %13, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !48
  %19 = trunc i32 %18 to i8
  %20 = getelementptr inbounds i8, ptr %6, i64 %12
  store i8 %19, ptr %20, align 1, !tbaa !11
  %21 = add nuw i64 %12, 1
  %22 = load i64, ptr %2, align 8, !tbaa !6
  %23 = icmp ult i64 %21, %22
  br i1 %23, label %11, label %24, !llvm.loop !52

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
  store ptr %10, ptr %4, align 8, !tbaa !24
  store ptr %0, ptr %3, align 8, !tbaa !53
  %11 = getelementptr inbounds i8, ptr %3, i64 8
  store <2 x i32> <i32 1, i32 1>, ptr %11, align 8, !tbaa !48
  tail call void @lua_pushnil(ptr noundef %0) #12
  call void @luaL_buffinit(ptr noundef %0, ptr noundef nonnull %2) #12
  %12 = load i8, ptr %10, align 1, !tbaa !11
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %358, label %14

14:                                               ; preds = %1
  %15 = getelementptr inbounds i8, ptr %2, i64 16
  %16 = getelementptr inbounds i8, ptr %2, i64 8
  br label %17

17:                                               ; preds = %14, %352
  %18 = phi i32 [ 1, %14 ], [ %354, %352 ]
  %19 = phi i64 [ 0, %14 ], [ %353, %352 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #12
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #12
  %20 = call fastcc i32 @getdetails(ptr noundef nonnull %3, i64 noundef %19, ptr noundef nonnull %4, ptr noundef nonnull %5, ptr noundef nonnull %6)
  %21 = load i32, ptr %6, align 4, !tbaa !48
  %22 = load i32, ptr %5, align 4, !tbaa !48
  %23 = add nsw i32 %22, %21
  %24 = sext i32 %23 to i64
  %25 = add i64 %19, %24
  %26 = icmp sgt i32 %21, 0
  br i1 %26, label %27, label %42

27:                                               ; preds = %17, %36
  %28 = phi i32 [ %29, %36 ], [ %21, %17 ]
  %29 = add nsw i32 %28, -1
  %30 = load i64, ptr %15, align 8, !tbaa !21
  %31 = load i64, ptr %16, align 8, !tbaa !22
  %32 = icmp ult i64 %30, %31
  br i1 %32, label %36, label %33

33:                                               ; preds = %27
  %34 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %2, i64 noundef 1) #12
  %35 = load i64, ptr %15, align 8, !tbaa !21
  br label %36

36:                                               ; preds = %33, %27
  %37 = phi i64 [ %35, %33 ], [ %30, %27 ]
  %38 = load ptr, ptr %2, align 8, !tbaa !23
  %39 = add i64 %37, 1
  store i64 %39, ptr %15, align 8, !tbaa !21
  %40 = getelementptr inbounds i8, ptr %38, i64 %37
  store i8 0, ptr %40, align 1, !tbaa !11
  %41 = icmp sgt i32 %28, 1
  br i1 %41, label %27, label %42, !llvm.loop !55

42:                                               ; preds = %36, %17
  %43 = add nsw i32 %18, 1
  switch i32 %20, label %351 [
    i32 0, label %44
    i32 1, label %119
    i32 2, label %154
    i32 3, label %177
    i32 4, label %211
    i32 5, label %245
    i32 6, label %274
    i32 7, label %315
    i32 8, label %339
    i32 9, label %352
    i32 10, label %352
  ]

44:                                               ; preds = %42
  %45 = call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef %43) #12
  %46 = icmp slt i32 %22, 8
  br i1 %46, label %47, label %58

47:                                               ; preds = %44
  %48 = shl nsw i32 %22, 3
  %49 = add nsw i32 %48, -1
  %50 = zext nneg i32 %49 to i64
  %51 = shl nuw i64 1, %50
  %52 = sub nsw i64 0, %51
  %53 = icmp sge i64 %45, %52
  %54 = icmp slt i64 %45, %51
  %55 = and i1 %53, %54
  br i1 %55, label %58, label %56, !prof !14

56:                                               ; preds = %47
  %57 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef %43, ptr noundef nonnull @.str.59) #12
  br label %58

58:                                               ; preds = %47, %56, %44
  %59 = load i32, ptr %11, align 8, !tbaa !56
  %60 = sext i32 %22 to i64
  %61 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %2, i64 noundef %60) #12
  %62 = trunc i64 %45 to i8
  %63 = icmp eq i32 %59, 0
  %64 = add nsw i32 %22, -1
  %65 = select i1 %63, i32 %64, i32 0
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds i8, ptr %61, i64 %66
  store i8 %62, ptr %67, align 1, !tbaa !11
  %68 = icmp sgt i32 %22, 1
  br i1 %68, label %69, label %116

69:                                               ; preds = %58, %69
  %70 = phi i32 [ %78, %69 ], [ 1, %58 ]
  %71 = phi i64 [ %72, %69 ], [ %45, %58 ]
  %72 = lshr i64 %71, 8
  %73 = trunc i64 %72 to i8
  %74 = sub nsw i32 %64, %70
  %75 = select i1 %63, i32 %74, i32 %70
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds i8, ptr %61, i64 %76
  store i8 %73, ptr %77, align 1, !tbaa !11
  %78 = add nuw nsw i32 %70, 1
  %79 = icmp eq i32 %78, %22
  br i1 %79, label %80, label %69, !llvm.loop !57

80:                                               ; preds = %69
  %81 = icmp slt i64 %45, 0
  %82 = icmp sgt i32 %22, 8
  %83 = and i1 %82, %81
  br i1 %83, label %84, label %116

84:                                               ; preds = %80
  %85 = add nsw i32 %22, -8
  %86 = icmp ult i32 %85, 2
  br i1 %86, label %106, label %87

87:                                               ; preds = %84
  %88 = and i32 %85, -2
  %89 = add i32 %88, 8
  br label %90

90:                                               ; preds = %90, %87
  %91 = phi i32 [ 0, %87 ], [ %102, %90 ]
  %92 = add i32 %91, 8
  %93 = add i32 %91, 9
  %94 = sub nsw i32 %64, %92
  %95 = sub nsw i32 %64, %93
  %96 = select i1 %63, i32 %94, i32 %92
  %97 = select i1 %63, i32 %95, i32 %93
  %98 = sext i32 %96 to i64
  %99 = sext i32 %97 to i64
  %100 = getelementptr inbounds i8, ptr %61, i64 %98
  %101 = getelementptr inbounds i8, ptr %61, i64 %99
  store i8 -1, ptr %100, align 1, !tbaa !11
  store i8 -1, ptr %101, align 1, !tbaa !11
  %102 = add nuw i32 %91, 2
  %103 = icmp eq i32 %102, %88
  br i1 %103, label %104, label %90, !llvm.loop !58

104:                                              ; preds = %90
  %105 = icmp eq i32 %85, %88
  br i1 %105, label %116, label %106

106:                                              ; preds = %104, %84
  %107 = phi i32 [ 8, %84 ], [ %89, %104 ]
  br label %108

108:                                              ; preds = %106, %108
  %109 = phi i32 [ %114, %108 ], [ %107, %106 ]
  %110 = sub nsw i32 %64, %109
  %111 = select i1 %63, i32 %110, i32 %109
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds i8, ptr %61, i64 %112
  store i8 -1, ptr %113, align 1, !tbaa !11
  %114 = add nuw nsw i32 %109, 1
  %115 = icmp eq i32 %114, %22
  br i1 %115, label %116, label %108, !llvm.loop !61

116:                                              ; preds = %108, %104, %58, %80
  %117 = load i64, ptr %15, align 8, !tbaa !21
  %118 = add i64 %117, %60
  store i64 %118, ptr %15, align 8, !tbaa !21
  br label %352

119:                                              ; preds = %42
  %120 = call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef %43) #12
  %121 = icmp slt i32 %22, 8
  br i1 %121, label %122, label %129

122:                                              ; preds = %119
  %123 = shl nsw i32 %22, 3
  %124 = zext nneg i32 %123 to i64
  %125 = lshr i64 %120, %124
  %126 = icmp eq i64 %125, 0
  br i1 %126, label %129, label %127, !prof !14

127:                                              ; preds = %122
  %128 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef %43, ptr noundef nonnull @.str.60) #12
  br label %129

129:                                              ; preds = %122, %127, %119
  %130 = load i32, ptr %11, align 8, !tbaa !56
  %131 = sext i32 %22 to i64
  %132 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %2, i64 noundef %131) #12
  %133 = trunc i64 %120 to i8
  %134 = icmp eq i32 %130, 0
  %135 = add nsw i32 %22, -1
  %136 = select i1 %134, i32 %135, i32 0
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds i8, ptr %132, i64 %137
  store i8 %133, ptr %138, align 1, !tbaa !11
  %139 = icmp sgt i32 %22, 1
  br i1 %139, label %140, label %151

140:                                              ; preds = %129, %140
  %141 = phi i32 [ %149, %140 ], [ 1, %129 ]
  %142 = phi i64 [ %143, %140 ], [ %120, %129 ]
  %143 = lshr i64 %142, 8
  %144 = trunc i64 %143 to i8
  %145 = sub nsw i32 %135, %141
  %146 = select i1 %134, i32 %145, i32 %141
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds i8, ptr %132, i64 %147
  store i8 %144, ptr %148, align 1, !tbaa !11
  %149 = add nuw nsw i32 %141, 1
  %150 = icmp eq i32 %149, %22
  br i1 %150, label %151, label %140, !llvm.loop !57

151:                                              ; preds = %140, %129
  %152 = load i64, ptr %15, align 8, !tbaa !21
  %153 = add i64 %152, %131
  store i64 %153, ptr %15, align 8, !tbaa !21
  br label %352

154:                                              ; preds = %42
  %155 = call double @luaL_checknumber(ptr noundef %0, i32 noundef %43) #12
  %156 = fptrunc double %155 to float
  %157 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %2, i64 noundef 4) #12
  %158 = load i32, ptr %11, align 8, !tbaa !56
  %159 = icmp eq i32 %158, 1
  br i1 %159, label %160, label %161

160:                                              ; preds = %154
  store float %156, ptr %157, align 1
  br label %173

161:                                              ; preds = %154
  %162 = getelementptr i8, ptr %157, i64 3
  %163 = bitcast float %156 to i32
  %164 = trunc i32 %163 to i8
  store i8 %164, ptr %162, align 1, !tbaa !11
  %165 = getelementptr i8, ptr %157, i64 2
  %166 = lshr i32 %163, 8
  %167 = trunc i32 %166 to i8
  store i8 %167, ptr %165, align 1, !tbaa !11
  %168 = getelementptr i8, ptr %157, i64 1
  %169 = lshr i32 %163, 16
  %170 = trunc i32 %169 to i8
  store i8 %170, ptr %168, align 1, !tbaa !11
  %171 = lshr i32 %163, 24
  %172 = trunc nuw i32 %171 to i8
  store i8 %172, ptr %157, align 1, !tbaa !11
  br label %173

173:                                              ; preds = %161, %160
  %174 = sext i32 %22 to i64
  %175 = load i64, ptr %15, align 8, !tbaa !21
  %176 = add i64 %175, %174
  store i64 %176, ptr %15, align 8, !tbaa !21
  br label %352

177:                                              ; preds = %42
  %178 = call double @luaL_checknumber(ptr noundef %0, i32 noundef %43) #12
  %179 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %2, i64 noundef 8) #12
  %180 = load i32, ptr %11, align 8, !tbaa !56
  %181 = icmp eq i32 %180, 1
  br i1 %181, label %182, label %183

182:                                              ; preds = %177
  store double %178, ptr %179, align 1
  br label %207

183:                                              ; preds = %177
  %184 = getelementptr i8, ptr %179, i64 7
  %185 = bitcast double %178 to i64
  %186 = trunc i64 %185 to i8
  store i8 %186, ptr %184, align 1, !tbaa !11
  %187 = getelementptr i8, ptr %179, i64 6
  %188 = lshr i64 %185, 8
  %189 = trunc i64 %188 to i8
  store i8 %189, ptr %187, align 1, !tbaa !11
  %190 = getelementptr i8, ptr %179, i64 5
  %191 = lshr i64 %185, 16
  %192 = trunc i64 %191 to i8
  store i8 %192, ptr %190, align 1, !tbaa !11
  %193 = getelementptr i8, ptr %179, i64 4
  %194 = lshr i64 %185, 24
  %195 = trunc i64 %194 to i8
  store i8 %195, ptr %193, align 1, !tbaa !11
  %196 = getelementptr i8, ptr %179, i64 3
  %197 = lshr i64 %185, 32
  %198 = trunc i64 %197 to i8
  store i8 %198, ptr %196, align 1, !tbaa !11
  %199 = getelementptr i8, ptr %179, i64 2
  %200 = lshr i64 %185, 40
  %201 = trunc i64 %200 to i8
  store i8 %201, ptr %199, align 1, !tbaa !11
  %202 = getelementptr i8, ptr %179, i64 1
  %203 = lshr i64 %185, 48
  %204 = trunc i64 %203 to i8
  store i8 %204, ptr %202, align 1, !tbaa !11
  %205 = lshr i64 %185, 56
  %206 = trunc nuw i64 %205 to i8
  store i8 %206, ptr %179, align 1, !tbaa !11
  br label %207

207:                                              ; preds = %183, %182
  %208 = sext i32 %22 to i64
  %209 = load i64, ptr %15, align 8, !tbaa !21
  %210 = add i64 %209, %208
  store i64 %210, ptr %15, align 8, !tbaa !21
  br label %352

211:                                              ; preds = %42
  %212 = call double @luaL_checknumber(ptr noundef %0, i32 noundef %43) #12
  %213 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %2, i64 noundef 8) #12
  %214 = load i32, ptr %11, align 8, !tbaa !56
  %215 = icmp eq i32 %214, 1
  br i1 %215, label %216, label %217

216:                                              ; preds = %211
  store double %212, ptr %213, align 1
  br label %241

217:                                              ; preds = %211
  %218 = getelementptr i8, ptr %213, i64 7
  %219 = bitcast double %212 to i64
  %220 = trunc i64 %219 to i8
  store i8 %220, ptr %218, align 1, !tbaa !11
  %221 = getelementptr i8, ptr %213, i64 6
  %222 = lshr i64 %219, 8
  %223 = trunc i64 %222 to i8
  store i8 %223, ptr %221, align 1, !tbaa !11
  %224 = getelementptr i8, ptr %213, i64 5
  %225 = lshr i64 %219, 16
  %226 = trunc i64 %225 to i8
  store i8 %226, ptr %224, align 1, !tbaa !11
  %227 = getelementptr i8, ptr %213, i64 4
  %228 = lshr i64 %219, 24
  %229 = trunc i64 %228 to i8
  store i8 %229, ptr %227, align 1, !tbaa !11
  %230 = getelementptr i8, ptr %213, i64 3
  %231 = lshr i64 %219, 32
  %232 = trunc i64 %231 to i8
  store i8 %232, ptr %230, align 1, !tbaa !11
  %233 = getelementptr i8, ptr %213, i64 2
  %234 = lshr i64 %219, 40
  %235 = trunc i64 %234 to i8
  store i8 %235, ptr %233, align 1, !tbaa !11
  %236 = getelementptr i8, ptr %213, i64 1
  %237 = lshr i64 %219, 48
  %238 = trunc i64 %237 to i8
  store i8 %238, ptr %236, align 1, !tbaa !11
  %239 = lshr i64 %219, 56
  %240 = trunc nuw i64 %239 to i8
  store i8 %240, ptr %213, align 1, !tbaa !11
  br label %241

241:                                              ; preds = %217, %216
  %242 = sext i32 %22 to i64
  %243 = load i64, ptr %15, align 8, !tbaa !21
  %244 = add i64 %243, %242
  store i64 %244, ptr %15, align 8, !tbaa !21
  br label %352

245:                                              ; preds = %42
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #12
  %246 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef %43, ptr noundef nonnull %7) #12
  %247 = load i64, ptr %7, align 8, !tbaa !6
  %248 = sext i32 %22 to i64
  %249 = icmp ugt i64 %247, %248
  br i1 %249, label %250, label %253, !prof !10

250:                                              ; preds = %245
  %251 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef %43, ptr noundef nonnull @.str.61) #12
  %252 = load i64, ptr %7, align 8, !tbaa !6
  br label %253

253:                                              ; preds = %250, %245
  %254 = phi i64 [ %252, %250 ], [ %247, %245 ]
  call void @luaL_addlstring(ptr noundef nonnull %2, ptr noundef %246, i64 noundef %254) #12
  %255 = load i64, ptr %7, align 8, !tbaa !6
  %256 = add i64 %255, 1
  store i64 %256, ptr %7, align 8, !tbaa !6
  %257 = icmp ult i64 %255, %248
  br i1 %257, label %258, label %273

258:                                              ; preds = %253, %265
  %259 = load i64, ptr %15, align 8, !tbaa !21
  %260 = load i64, ptr %16, align 8, !tbaa !22
  %261 = icmp ult i64 %259, %260
  br i1 %261, label %265, label %262

262:                                              ; preds = %258
  %263 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %2, i64 noundef 1) #12
  %264 = load i64, ptr %15, align 8, !tbaa !21
  br label %265

265:                                              ; preds = %262, %258
  %266 = phi i64 [ %264, %262 ], [ %259, %258 ]
  %267 = load ptr, ptr %2, align 8, !tbaa !23
  %268 = add i64 %266, 1
  store i64 %268, ptr %15, align 8, !tbaa !21
  %269 = getelementptr inbounds i8, ptr %267, i64 %266
  store i8 0, ptr %269, align 1, !tbaa !11
  %270 = load i64, ptr %7, align 8, !tbaa !6
  %271 = add i64 %270, 1
  store i64 %271, ptr %7, align 8, !tbaa !6
  %272 = icmp ult i64 %270, %248
  br i1 %272, label %258, label %273, !llvm.loop !62

273:                                              ; preds = %265, %253
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #12
  br label %352

274:                                              ; preds = %42
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #12
  %275 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef %43, ptr noundef nonnull %8) #12
  %276 = icmp sgt i32 %22, 7
  %277 = load i64, ptr %8, align 8
  %278 = shl nsw i32 %22, 3
  %279 = zext nneg i32 %278 to i64
  %280 = lshr i64 %277, %279
  %281 = icmp eq i64 %280, 0
  %282 = select i1 %276, i1 true, i1 %281
  br i1 %282, label %286, label %283, !prof !14

283:                                              ; preds = %274
  %284 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef %43, ptr noundef nonnull @.str.62) #12
  %285 = load i64, ptr %8, align 8, !tbaa !6
  br label %286

286:                                              ; preds = %283, %274
  %287 = phi i64 [ %285, %283 ], [ %277, %274 ]
  %288 = load i32, ptr %11, align 8, !tbaa !56
  %289 = sext i32 %22 to i64
  %290 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %2, i64 noundef %289) #12
  %291 = trunc i64 %287 to i8
  %292 = icmp eq i32 %288, 0
  %293 = add nsw i32 %22, -1
  %294 = select i1 %292, i32 %293, i32 0
  %295 = sext i32 %294 to i64
  %296 = getelementptr inbounds i8, ptr %290, i64 %295
  store i8 %291, ptr %296, align 1, !tbaa !11
  %297 = icmp sgt i32 %22, 1
  br i1 %297, label %298, label %309

298:                                              ; preds = %286, %298
  %299 = phi i32 [ %307, %298 ], [ 1, %286 ]
  %300 = phi i64 [ %301, %298 ], [ %287, %286 ]
  %301 = lshr i64 %300, 8
  %302 = trunc i64 %301 to i8
  %303 = sub nsw i32 %293, %299
  %304 = select i1 %292, i32 %303, i32 %299
  %305 = sext i32 %304 to i64
  %306 = getelementptr inbounds i8, ptr %290, i64 %305
  store i8 %302, ptr %306, align 1, !tbaa !11
  %307 = add nuw nsw i32 %299, 1
  %308 = icmp eq i32 %307, %22
  br i1 %308, label %309, label %298, !llvm.loop !57

309:                                              ; preds = %298, %286
  %310 = load i64, ptr %15, align 8, !tbaa !21
  %311 = add i64 %310, %289
  store i64 %311, ptr %15, align 8, !tbaa !21
  %312 = load i64, ptr %8, align 8, !tbaa !6
  call void @luaL_addlstring(ptr noundef nonnull %2, ptr noundef %275, i64 noundef %312) #12
  %313 = load i64, ptr %8, align 8, !tbaa !6
  %314 = add i64 %313, %25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #12
  br label %352

315:                                              ; preds = %42
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #12
  %316 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef %43, ptr noundef nonnull %9) #12
  %317 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %316) #13
  %318 = load i64, ptr %9, align 8, !tbaa !6
  %319 = icmp eq i64 %317, %318
  br i1 %319, label %323, label %320, !prof !14

320:                                              ; preds = %315
  %321 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef %43, ptr noundef nonnull @.str.40) #12
  %322 = load i64, ptr %9, align 8, !tbaa !6
  br label %323

323:                                              ; preds = %320, %315
  %324 = phi i64 [ %322, %320 ], [ %317, %315 ]
  call void @luaL_addlstring(ptr noundef nonnull %2, ptr noundef %316, i64 noundef %324) #12
  %325 = load i64, ptr %15, align 8, !tbaa !21
  %326 = load i64, ptr %16, align 8, !tbaa !22
  %327 = icmp ult i64 %325, %326
  br i1 %327, label %331, label %328

328:                                              ; preds = %323
  %329 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %2, i64 noundef 1) #12
  %330 = load i64, ptr %15, align 8, !tbaa !21
  br label %331

331:                                              ; preds = %328, %323
  %332 = phi i64 [ %330, %328 ], [ %325, %323 ]
  %333 = load ptr, ptr %2, align 8, !tbaa !23
  %334 = add i64 %332, 1
  store i64 %334, ptr %15, align 8, !tbaa !21
  %335 = getelementptr inbounds i8, ptr %333, i64 %332
  store i8 0, ptr %335, align 1, !tbaa !11
  %336 = load i64, ptr %9, align 8, !tbaa !6
  %337 = add i64 %25, 1
  %338 = add i64 %337, %336
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #12
  br label %352

339:                                              ; preds = %42
  %340 = load i64, ptr %15, align 8, !tbaa !21
  %341 = load i64, ptr %16, align 8, !tbaa !22
  %342 = icmp ult i64 %340, %341
  br i1 %342, label %346, label %343

343:                                              ; preds = %339
  %344 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %2, i64 noundef 1) #12
  %345 = load i64, ptr %15, align 8, !tbaa !21
  br label %346

346:                                              ; preds = %343, %339
  %347 = phi i64 [ %345, %343 ], [ %340, %339 ]
  %348 = load ptr, ptr %2, align 8, !tbaa !23
  %349 = add i64 %347, 1
  store i64 %349, ptr %15, align 8, !tbaa !21
  %350 = getelementptr inbounds i8, ptr %348, i64 %347
  store i8 0, ptr %350, align 1, !tbaa !11
  br label %352

351:                                              ; preds = %42
  unreachable

352:                                              ; preds = %346, %42, %42, %331, %309, %273, %241, %207, %173, %151, %116
  %353 = phi i64 [ %338, %331 ], [ %314, %309 ], [ %25, %273 ], [ %25, %241 ], [ %25, %207 ], [ %25, %173 ], [ %25, %151 ], [ %25, %116 ], [ %25, %42 ], [ %25, %42 ], [ %25, %346 ]
  %354 = phi i32 [ %43, %331 ], [ %43, %309 ], [ %43, %273 ], [ %43, %241 ], [ %43, %207 ], [ %43, %173 ], [ %43, %151 ], [ %43, %116 ], [ %18, %42 ], [ %18, %42 ], [ %18, %346 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #12
  %355 = load ptr, ptr %4, align 8, !tbaa !24
  %356 = load i8, ptr %355, align 1, !tbaa !11
  %357 = icmp eq i8 %356, 0
  br i1 %357, label %358, label %17, !llvm.loop !63

358:                                              ; preds = %352, %1
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
  store ptr %6, ptr %3, align 8, !tbaa !24
  store ptr %0, ptr %2, align 8, !tbaa !53
  %7 = getelementptr inbounds i8, ptr %2, i64 8
  store <2 x i32> <i32 1, i32 1>, ptr %7, align 8, !tbaa !48
  %8 = load i8, ptr %6, align 1, !tbaa !11
  %9 = icmp eq i8 %8, 0
  br i1 %9, label %31, label %10

10:                                               ; preds = %1, %26
  %11 = phi i64 [ %27, %26 ], [ 0, %1 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #12
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #12
  %12 = call fastcc i32 @getdetails(ptr noundef nonnull %2, i64 noundef %11, ptr noundef nonnull %3, ptr noundef nonnull %4, ptr noundef nonnull %5)
  %13 = add nsw i32 %12, -8
  %14 = icmp ult i32 %13, -2
  br i1 %14, label %17, label %15, !prof !14

15:                                               ; preds = %10
  %16 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.68) #12
  br label %17

17:                                               ; preds = %15, %10
  %18 = load i32, ptr %5, align 4, !tbaa !48
  %19 = load i32, ptr %4, align 4, !tbaa !48
  %20 = add nsw i32 %19, %18
  %21 = sext i32 %20 to i64
  %22 = sub nsw i64 2147483647, %21
  %23 = icmp ugt i64 %11, %22
  br i1 %23, label %24, label %26, !prof !10

24:                                               ; preds = %17
  %25 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.69) #12
  br label %26

26:                                               ; preds = %24, %17
  %27 = add i64 %11, %21
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #12
  %28 = load ptr, ptr %3, align 8, !tbaa !24
  %29 = load i8, ptr %28, align 1, !tbaa !11
  %30 = icmp eq i8 %29, 0
  br i1 %30, label %31, label %10, !llvm.loop !64

31:                                               ; preds = %26, %1
  %32 = phi i64 [ 0, %1 ], [ %27, %26 ]
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %32) #12
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
  store ptr %7, ptr %3, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #12
  %8 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 2, ptr noundef nonnull %4) #12
  %9 = call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 3, i64 noundef 1) #12
  %10 = load i64, ptr %4, align 8, !tbaa !6
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
  br i1 %23, label %24, label %26, !prof !10

24:                                               ; preds = %20
  %25 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef 3, ptr noundef nonnull @.str.70) #12
  br label %26

26:                                               ; preds = %24, %20
  store ptr %0, ptr %2, align 8, !tbaa !53
  %27 = getelementptr inbounds i8, ptr %2, i64 8
  store <2 x i32> <i32 1, i32 1>, ptr %27, align 8, !tbaa !48
  %28 = load i8, ptr %7, align 1, !tbaa !11
  %29 = icmp eq i8 %28, 0
  br i1 %29, label %443, label %30

30:                                               ; preds = %26, %433
  %31 = phi i64 [ %436, %433 ], [ %22, %26 ]
  %32 = phi i32 [ %434, %433 ], [ 0, %26 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #12
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #12
  %33 = call fastcc i32 @getdetails(ptr noundef nonnull %2, i64 noundef %31, ptr noundef nonnull %3, ptr noundef nonnull %5, ptr noundef nonnull %6)
  %34 = load i32, ptr %6, align 4, !tbaa !48
  %35 = sext i32 %34 to i64
  %36 = load i32, ptr %5, align 4, !tbaa !48
  %37 = sext i32 %36 to i64
  %38 = add nsw i64 %37, %35
  %39 = load i64, ptr %4, align 8, !tbaa !6
  %40 = sub i64 %39, %31
  %41 = icmp ugt i64 %38, %40
  br i1 %41, label %42, label %44, !prof !10

42:                                               ; preds = %30
  %43 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.71) #12
  br label %44

44:                                               ; preds = %42, %30
  %45 = add i64 %31, %35
  call void @luaL_checkstack(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.72) #12
  %46 = add nsw i32 %32, 1
  switch i32 %33, label %432 [
    i32 0, label %47
    i32 1, label %47
    i32 2, label %175
    i32 3, label %203
    i32 4, label %250
    i32 5, label %297
    i32 6, label %300
    i32 7, label %420
    i32 9, label %433
    i32 8, label %433
    i32 10, label %433
  ]

47:                                               ; preds = %44, %44
  %48 = getelementptr inbounds i8, ptr %8, i64 %45
  %49 = icmp eq i32 %33, 0
  %50 = call i32 @llvm.smin.i32(i32 %36, i32 8)
  %51 = icmp sgt i32 %36, 0
  br i1 %51, label %52, label %143

52:                                               ; preds = %47
  %53 = load i32, ptr %27, align 8, !tbaa !56
  %54 = icmp eq i32 %53, 0
  %55 = add nsw i32 %50, -1
  %56 = sub nsw i32 %36, %50
  %57 = select i1 %54, i32 %56, i32 %55
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i8, ptr %48, i64 %58
  %60 = load i8, ptr %59, align 1, !tbaa !11
  %61 = zext i8 %60 to i64
  %62 = icmp eq i32 %36, 1
  br i1 %62, label %139, label %63, !llvm.loop !65

63:                                               ; preds = %52
  %64 = add nsw i32 %50, -2
  %65 = shl nuw nsw i64 %61, 8
  %66 = sub i32 %36, %55
  %67 = select i1 %54, i32 %66, i32 %64
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds i8, ptr %48, i64 %68
  %70 = load i8, ptr %69, align 1, !tbaa !11
  %71 = zext i8 %70 to i64
  %72 = or disjoint i64 %65, %71
  %73 = icmp sgt i32 %36, 2
  br i1 %73, label %74, label %139, !llvm.loop !65

74:                                               ; preds = %63
  %75 = add nsw i32 %50, -3
  %76 = shl nuw nsw i64 %72, 8
  %77 = sub i32 %36, %64
  %78 = select i1 %54, i32 %77, i32 %75
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds i8, ptr %48, i64 %79
  %81 = load i8, ptr %80, align 1, !tbaa !11
  %82 = zext i8 %81 to i64
  %83 = or disjoint i64 %76, %82
  %84 = icmp eq i32 %36, 3
  br i1 %84, label %139, label %85, !llvm.loop !65

85:                                               ; preds = %74
  %86 = add nsw i32 %50, -4
  %87 = shl nuw nsw i64 %83, 8
  %88 = sub i32 %36, %75
  %89 = select i1 %54, i32 %88, i32 %86
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds i8, ptr %48, i64 %90
  %92 = load i8, ptr %91, align 1, !tbaa !11
  %93 = zext i8 %92 to i64
  %94 = or disjoint i64 %87, %93
  %95 = icmp sgt i32 %36, 4
  br i1 %95, label %96, label %139, !llvm.loop !65

96:                                               ; preds = %85
  %97 = add nsw i32 %50, -5
  %98 = shl i64 %94, 8
  %99 = sub i32 %36, %86
  %100 = select i1 %54, i32 %99, i32 %97
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds i8, ptr %48, i64 %101
  %103 = load i8, ptr %102, align 1, !tbaa !11
  %104 = zext i8 %103 to i64
  %105 = or disjoint i64 %98, %104
  %106 = icmp eq i32 %36, 5
  br i1 %106, label %139, label %107, !llvm.loop !65

107:                                              ; preds = %96
  %108 = add nsw i32 %50, -6
  %109 = shl i64 %105, 8
  %110 = sub i32 %36, %97
  %111 = select i1 %54, i32 %110, i32 %108
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds i8, ptr %48, i64 %112
  %114 = load i8, ptr %113, align 1, !tbaa !11
  %115 = zext i8 %114 to i64
  %116 = or disjoint i64 %109, %115
  %117 = icmp sgt i32 %36, 6
  br i1 %117, label %118, label %139, !llvm.loop !65

118:                                              ; preds = %107
  %119 = add nsw i32 %50, -7
  %120 = shl i64 %116, 8
  %121 = sub i32 %36, %108
  %122 = select i1 %54, i32 %121, i32 %119
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds i8, ptr %48, i64 %123
  %125 = load i8, ptr %124, align 1, !tbaa !11
  %126 = zext i8 %125 to i64
  %127 = or disjoint i64 %120, %126
  %128 = icmp eq i32 %36, 7
  br i1 %128, label %139, label %129, !llvm.loop !65

129:                                              ; preds = %118
  %130 = add nsw i32 %50, -8
  %131 = shl i64 %127, 8
  %132 = sub i32 %36, %119
  %133 = select i1 %54, i32 %132, i32 %130
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds i8, ptr %48, i64 %134
  %136 = load i8, ptr %135, align 1, !tbaa !11
  %137 = zext i8 %136 to i64
  %138 = or disjoint i64 %131, %137
  br label %139

139:                                              ; preds = %129, %118, %107, %96, %85, %74, %63, %52
  %140 = phi i64 [ 0, %52 ], [ %65, %63 ], [ %76, %74 ], [ %87, %85 ], [ %98, %96 ], [ %109, %107 ], [ %120, %118 ], [ %131, %129 ]
  %141 = phi i64 [ %61, %52 ], [ %72, %63 ], [ %83, %74 ], [ %94, %85 ], [ %105, %96 ], [ %116, %107 ], [ %127, %118 ], [ %138, %129 ]
  %142 = icmp slt i32 %36, 8
  br i1 %142, label %143, label %152

143:                                              ; preds = %139, %47
  %144 = phi i64 [ %141, %139 ], [ 0, %47 ]
  br i1 %49, label %145, label %173

145:                                              ; preds = %143
  %146 = shl nsw i32 %36, 3
  %147 = add nsw i32 %146, -1
  %148 = zext nneg i32 %147 to i64
  %149 = shl nuw i64 1, %148
  %150 = xor i64 %144, %149
  %151 = sub i64 %150, %149
  br label %173

152:                                              ; preds = %139
  %153 = icmp eq i32 %36, 8
  br i1 %153, label %173, label %154

154:                                              ; preds = %152
  %155 = icmp slt i64 %140, 0
  %156 = select i1 %49, i1 %155, i1 false
  %157 = select i1 %156, i32 255, i32 0
  br label %158

158:                                              ; preds = %170, %154
  %159 = phi i32 [ %50, %154 ], [ %171, %170 ]
  %160 = xor i32 %159, -1
  %161 = add nsw i32 %36, %160
  %162 = select i1 %54, i32 %161, i32 %159
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds i8, ptr %48, i64 %163
  %165 = load i8, ptr %164, align 1, !tbaa !11
  %166 = zext i8 %165 to i32
  %167 = icmp eq i32 %157, %166
  br i1 %167, label %170, label %168, !prof !14

168:                                              ; preds = %158
  %169 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.74, i32 noundef %36) #12
  br label %170

170:                                              ; preds = %168, %158
  %171 = add nuw nsw i32 %159, 1
  %172 = icmp slt i32 %171, %36
  br i1 %172, label %158, label %173, !llvm.loop !66

173:                                              ; preds = %170, %143, %145, %152
  %174 = phi i64 [ %151, %145 ], [ %144, %143 ], [ %141, %152 ], [ %141, %170 ]
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %174) #12
  br label %433

175:                                              ; preds = %44
  %176 = getelementptr inbounds i8, ptr %8, i64 %45
  %177 = load i32, ptr %27, align 8, !tbaa !56
  %178 = icmp eq i32 %177, 1
  br i1 %178, label %198, label %179

179:                                              ; preds = %175
  %180 = getelementptr inbounds i8, ptr %176, i64 1
  %181 = load i8, ptr %176, align 1, !tbaa !11
  %182 = zext i8 %181 to i32
  %183 = shl nuw i32 %182, 24
  %184 = getelementptr inbounds i8, ptr %176, i64 2
  %185 = load i8, ptr %180, align 1, !tbaa !11
  %186 = zext i8 %185 to i32
  %187 = shl nuw nsw i32 %186, 16
  %188 = or disjoint i32 %183, %187
  %189 = getelementptr inbounds i8, ptr %176, i64 3
  %190 = load i8, ptr %184, align 1, !tbaa !11
  %191 = zext i8 %190 to i32
  %192 = shl nuw nsw i32 %191, 8
  %193 = or disjoint i32 %188, %192
  %194 = load i8, ptr %189, align 1, !tbaa !11
  %195 = zext i8 %194 to i32
  %196 = or disjoint i32 %193, %195
  %197 = bitcast i32 %196 to float
  br label %200

198:                                              ; preds = %175
  %199 = load float, ptr %176, align 1
  br label %200

200:                                              ; preds = %179, %198
  %201 = phi float [ %199, %198 ], [ %197, %179 ]
  %202 = fpext float %201 to double
  call void @lua_pushnumber(ptr noundef %0, double noundef %202) #12
  br label %433

203:                                              ; preds = %44
  %204 = getelementptr inbounds i8, ptr %8, i64 %45
  %205 = load i32, ptr %27, align 8, !tbaa !56
  %206 = icmp eq i32 %205, 1
  br i1 %206, label %246, label %207

207:                                              ; preds = %203
  %208 = getelementptr inbounds i8, ptr %204, i64 1
  %209 = load i8, ptr %204, align 1, !tbaa !11
  %210 = zext i8 %209 to i64
  %211 = shl nuw i64 %210, 56
  %212 = getelementptr inbounds i8, ptr %204, i64 2
  %213 = load i8, ptr %208, align 1, !tbaa !11
  %214 = zext i8 %213 to i64
  %215 = shl nuw nsw i64 %214, 48
  %216 = or disjoint i64 %211, %215
  %217 = getelementptr inbounds i8, ptr %204, i64 3
  %218 = load i8, ptr %212, align 1, !tbaa !11
  %219 = zext i8 %218 to i64
  %220 = shl nuw nsw i64 %219, 40
  %221 = or disjoint i64 %216, %220
  %222 = getelementptr inbounds i8, ptr %204, i64 4
  %223 = load i8, ptr %217, align 1, !tbaa !11
  %224 = zext i8 %223 to i64
  %225 = shl nuw nsw i64 %224, 32
  %226 = or disjoint i64 %221, %225
  %227 = getelementptr inbounds i8, ptr %204, i64 5
  %228 = load i8, ptr %222, align 1, !tbaa !11
  %229 = zext i8 %228 to i64
  %230 = shl nuw nsw i64 %229, 24
  %231 = or disjoint i64 %226, %230
  %232 = getelementptr inbounds i8, ptr %204, i64 6
  %233 = load i8, ptr %227, align 1, !tbaa !11
  %234 = zext i8 %233 to i64
  %235 = shl nuw nsw i64 %234, 16
  %236 = getelementptr inbounds i8, ptr %204, i64 7
  %237 = load i8, ptr %232, align 1, !tbaa !11
  %238 = zext i8 %237 to i64
  %239 = shl nuw nsw i64 %238, 8
  %240 = or disjoint i64 %231, %235
  %241 = load i8, ptr %236, align 1, !tbaa !11
  %242 = zext i8 %241 to i64
  %243 = or i64 %240, %239
  %244 = or i64 %243, %242
  %245 = bitcast i64 %244 to double
  br label %248

246:                                              ; preds = %203
  %247 = load double, ptr %204, align 1
  br label %248

248:                                              ; preds = %207, %246
  %249 = phi double [ %247, %246 ], [ %245, %207 ]
  call void @lua_pushnumber(ptr noundef %0, double noundef %249) #12
  br label %433

250:                                              ; preds = %44
  %251 = getelementptr inbounds i8, ptr %8, i64 %45
  %252 = load i32, ptr %27, align 8, !tbaa !56
  %253 = icmp eq i32 %252, 1
  br i1 %253, label %293, label %254

254:                                              ; preds = %250
  %255 = getelementptr inbounds i8, ptr %251, i64 1
  %256 = load i8, ptr %251, align 1, !tbaa !11
  %257 = zext i8 %256 to i64
  %258 = shl nuw i64 %257, 56
  %259 = getelementptr inbounds i8, ptr %251, i64 2
  %260 = load i8, ptr %255, align 1, !tbaa !11
  %261 = zext i8 %260 to i64
  %262 = shl nuw nsw i64 %261, 48
  %263 = or disjoint i64 %258, %262
  %264 = getelementptr inbounds i8, ptr %251, i64 3
  %265 = load i8, ptr %259, align 1, !tbaa !11
  %266 = zext i8 %265 to i64
  %267 = shl nuw nsw i64 %266, 40
  %268 = or disjoint i64 %263, %267
  %269 = getelementptr inbounds i8, ptr %251, i64 4
  %270 = load i8, ptr %264, align 1, !tbaa !11
  %271 = zext i8 %270 to i64
  %272 = shl nuw nsw i64 %271, 32
  %273 = or disjoint i64 %268, %272
  %274 = getelementptr inbounds i8, ptr %251, i64 5
  %275 = load i8, ptr %269, align 1, !tbaa !11
  %276 = zext i8 %275 to i64
  %277 = shl nuw nsw i64 %276, 24
  %278 = or disjoint i64 %273, %277
  %279 = getelementptr inbounds i8, ptr %251, i64 6
  %280 = load i8, ptr %274, align 1, !tbaa !11
  %281 = zext i8 %280 to i64
  %282 = shl nuw nsw i64 %281, 16
  %283 = getelementptr inbounds i8, ptr %251, i64 7
  %284 = load i8, ptr %279, align 1, !tbaa !11
  %285 = zext i8 %284 to i64
  %286 = shl nuw nsw i64 %285, 8
  %287 = or disjoint i64 %278, %282
  %288 = load i8, ptr %283, align 1, !tbaa !11
  %289 = zext i8 %288 to i64
  %290 = or i64 %287, %286
  %291 = or i64 %290, %289
  %292 = bitcast i64 %291 to double
  br label %295

293:                                              ; preds = %250
  %294 = load double, ptr %251, align 1
  br label %295

295:                                              ; preds = %254, %293
  %296 = phi double [ %294, %293 ], [ %292, %254 ]
  call void @lua_pushnumber(ptr noundef %0, double noundef %296) #12
  br label %433

297:                                              ; preds = %44
  %298 = getelementptr inbounds i8, ptr %8, i64 %45
  %299 = call ptr @lua_pushlstring(ptr noundef %0, ptr noundef %298, i64 noundef %37) #12
  br label %433

300:                                              ; preds = %44
  %301 = getelementptr inbounds i8, ptr %8, i64 %45
  %302 = call i32 @llvm.smin.i32(i32 %36, i32 8)
  %303 = icmp sgt i32 %36, 0
  br i1 %303, label %304, label %415

304:                                              ; preds = %300
  %305 = load i32, ptr %27, align 8, !tbaa !56
  %306 = icmp eq i32 %305, 0
  %307 = add nsw i32 %302, -1
  %308 = sub nsw i32 %36, %302
  %309 = select i1 %306, i32 %308, i32 %307
  %310 = sext i32 %309 to i64
  %311 = getelementptr inbounds i8, ptr %301, i64 %310
  %312 = load i8, ptr %311, align 1, !tbaa !11
  %313 = zext i8 %312 to i64
  %314 = icmp eq i32 %36, 1
  br i1 %314, label %391, label %315, !llvm.loop !65

315:                                              ; preds = %304
  %316 = add nsw i32 %302, -2
  %317 = shl nuw nsw i64 %313, 8
  %318 = sub i32 %36, %307
  %319 = select i1 %306, i32 %318, i32 %316
  %320 = sext i32 %319 to i64
  %321 = getelementptr inbounds i8, ptr %301, i64 %320
  %322 = load i8, ptr %321, align 1, !tbaa !11
  %323 = zext i8 %322 to i64
  %324 = or disjoint i64 %317, %323
  %325 = icmp sgt i32 %36, 2
  br i1 %325, label %326, label %391, !llvm.loop !65

326:                                              ; preds = %315
  %327 = add nsw i32 %302, -3
  %328 = shl nuw nsw i64 %324, 8
  %329 = sub i32 %36, %316
  %330 = select i1 %306, i32 %329, i32 %327
  %331 = sext i32 %330 to i64
  %332 = getelementptr inbounds i8, ptr %301, i64 %331
  %333 = load i8, ptr %332, align 1, !tbaa !11
  %334 = zext i8 %333 to i64
  %335 = or disjoint i64 %328, %334
  %336 = icmp eq i32 %36, 3
  br i1 %336, label %391, label %337, !llvm.loop !65

337:                                              ; preds = %326
  %338 = add nsw i32 %302, -4
  %339 = shl nuw nsw i64 %335, 8
  %340 = sub i32 %36, %327
  %341 = select i1 %306, i32 %340, i32 %338
  %342 = sext i32 %341 to i64
  %343 = getelementptr inbounds i8, ptr %301, i64 %342
  %344 = load i8, ptr %343, align 1, !tbaa !11
  %345 = zext i8 %344 to i64
  %346 = or disjoint i64 %339, %345
  %347 = icmp sgt i32 %36, 4
  br i1 %347, label %348, label %391, !llvm.loop !65

348:                                              ; preds = %337
  %349 = add nsw i32 %302, -5
  %350 = shl i64 %346, 8
  %351 = sub i32 %36, %338
  %352 = select i1 %306, i32 %351, i32 %349
  %353 = sext i32 %352 to i64
  %354 = getelementptr inbounds i8, ptr %301, i64 %353
  %355 = load i8, ptr %354, align 1, !tbaa !11
  %356 = zext i8 %355 to i64
  %357 = or disjoint i64 %350, %356
  %358 = icmp eq i32 %36, 5
  br i1 %358, label %391, label %359, !llvm.loop !65

359:                                              ; preds = %348
  %360 = add nsw i32 %302, -6
  %361 = shl i64 %357, 8
  %362 = sub i32 %36, %349
  %363 = select i1 %306, i32 %362, i32 %360
  %364 = sext i32 %363 to i64
  %365 = getelementptr inbounds i8, ptr %301, i64 %364
  %366 = load i8, ptr %365, align 1, !tbaa !11
  %367 = zext i8 %366 to i64
  %368 = or disjoint i64 %361, %367
  %369 = icmp sgt i32 %36, 6
  br i1 %369, label %370, label %391, !llvm.loop !65

370:                                              ; preds = %359
  %371 = add nsw i32 %302, -7
  %372 = shl i64 %368, 8
  %373 = sub i32 %36, %360
  %374 = select i1 %306, i32 %373, i32 %371
  %375 = sext i32 %374 to i64
  %376 = getelementptr inbounds i8, ptr %301, i64 %375
  %377 = load i8, ptr %376, align 1, !tbaa !11
  %378 = zext i8 %377 to i64
  %379 = or disjoint i64 %372, %378
  %380 = icmp eq i32 %36, 7
  br i1 %380, label %391, label %381, !llvm.loop !65

381:                                              ; preds = %370
  %382 = add nsw i32 %302, -8
  %383 = shl i64 %379, 8
  %384 = sub i32 %36, %371
  %385 = select i1 %306, i32 %384, i32 %382
  %386 = sext i32 %385 to i64
  %387 = getelementptr inbounds i8, ptr %301, i64 %386
  %388 = load i8, ptr %387, align 1, !tbaa !11
  %389 = zext i8 %388 to i64
  %390 = or disjoint i64 %383, %389
  br label %391

391:                                              ; preds = %381, %370, %359, %348, %337, %326, %315, %304
  %392 = phi i64 [ %313, %304 ], [ %324, %315 ], [ %335, %326 ], [ %346, %337 ], [ %357, %348 ], [ %368, %359 ], [ %379, %370 ], [ %390, %381 ]
  %393 = icmp slt i32 %36, 9
  br i1 %393, label %408, label %394

394:                                              ; preds = %391, %405
  %395 = phi i32 [ %406, %405 ], [ %302, %391 ]
  %396 = xor i32 %395, -1
  %397 = add nsw i32 %36, %396
  %398 = select i1 %306, i32 %397, i32 %395
  %399 = sext i32 %398 to i64
  %400 = getelementptr inbounds i8, ptr %301, i64 %399
  %401 = load i8, ptr %400, align 1, !tbaa !11
  %402 = icmp eq i8 %401, 0
  br i1 %402, label %405, label %403, !prof !14

403:                                              ; preds = %394
  %404 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.74, i32 noundef %36) #12
  br label %405

405:                                              ; preds = %403, %394
  %406 = add i32 %395, 1
  %407 = icmp eq i32 %406, %36
  br i1 %407, label %408, label %394, !llvm.loop !66

408:                                              ; preds = %405, %391
  %409 = load i64, ptr %4, align 8, !tbaa !6
  %410 = add i64 %45, %37
  %411 = sub i64 %409, %410
  %412 = icmp ugt i64 %392, %411
  br i1 %412, label %413, label %415, !prof !67

413:                                              ; preds = %408
  %414 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.71) #12
  br label %415

415:                                              ; preds = %300, %413, %408
  %416 = phi i64 [ %392, %413 ], [ %392, %408 ], [ 0, %300 ]
  %417 = getelementptr inbounds i8, ptr %301, i64 %37
  %418 = call ptr @lua_pushlstring(ptr noundef %0, ptr noundef %417, i64 noundef %416) #12
  %419 = add i64 %416, %45
  br label %433

420:                                              ; preds = %44
  %421 = getelementptr inbounds i8, ptr %8, i64 %45
  %422 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %421) #13
  %423 = add i64 %422, %45
  %424 = load i64, ptr %4, align 8, !tbaa !6
  %425 = icmp ult i64 %423, %424
  br i1 %425, label %428, label %426, !prof !14

426:                                              ; preds = %420
  %427 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.73) #12
  br label %428

428:                                              ; preds = %426, %420
  %429 = call ptr @lua_pushlstring(ptr noundef %0, ptr noundef %421, i64 noundef %422) #12
  %430 = add i64 %45, 1
  %431 = add i64 %430, %422
  br label %433

432:                                              ; preds = %44
  unreachable

433:                                              ; preds = %44, %44, %44, %428, %415, %297, %295, %248, %200, %173
  %434 = phi i32 [ %32, %44 ], [ %32, %44 ], [ %32, %44 ], [ %46, %428 ], [ %46, %415 ], [ %46, %297 ], [ %46, %295 ], [ %46, %248 ], [ %46, %200 ], [ %46, %173 ]
  %435 = phi i64 [ %45, %44 ], [ %45, %44 ], [ %45, %44 ], [ %431, %428 ], [ %419, %415 ], [ %45, %297 ], [ %45, %295 ], [ %45, %248 ], [ %45, %200 ], [ %45, %173 ]
  %436 = add i64 %435, %37
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #12
  %437 = load ptr, ptr %3, align 8, !tbaa !24
  %438 = load i8, ptr %437, align 1, !tbaa !11
  %439 = icmp eq i8 %438, 0
  br i1 %439, label %440, label %30, !llvm.loop !68

440:                                              ; preds = %433
  %441 = add i64 %436, 1
  %442 = add nsw i32 %434, 1
  br label %443

443:                                              ; preds = %440, %26
  %444 = phi i32 [ 1, %26 ], [ %442, %440 ]
  %445 = phi i64 [ %21, %26 ], [ %441, %440 ]
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %445) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #12
  ret i32 %444
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
  %5 = load i32, ptr %3, align 8, !tbaa !16
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %4
  store i32 1, ptr %3, align 8, !tbaa !16
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
  %9 = load i64, ptr %3, align 8, !tbaa !6
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
  br label %200

24:                                               ; preds = %19
  %25 = icmp eq i32 %1, 0
  br i1 %25, label %26, label %28

26:                                               ; preds = %24
  %27 = load i64, ptr %4, align 8, !tbaa !6
  br label %82

28:                                               ; preds = %24
  %29 = call i32 @lua_toboolean(ptr noundef %0, i32 noundef 4) #12
  %30 = icmp eq i32 %29, 0
  %31 = load i64, ptr %4, align 8, !tbaa !6
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
  br i1 %41, label %42, label %32, !llvm.loop !69

42:                                               ; preds = %37, %28
  %43 = getelementptr inbounds i8, ptr %6, i64 %21
  %44 = load i64, ptr %3, align 8, !tbaa !6
  %45 = sub i64 %44, %21
  %46 = icmp eq i64 %31, 0
  br i1 %46, label %72, label %47

47:                                               ; preds = %42
  %48 = icmp ugt i64 %31, %45
  br i1 %48, label %197, label %49

49:                                               ; preds = %47
  %50 = add i64 %31, -1
  %51 = sub i64 %45, %50
  %52 = icmp eq i64 %51, 0
  br i1 %52, label %197, label %53

53:                                               ; preds = %49
  %54 = load i8, ptr %7, align 1, !tbaa !11
  %55 = zext i8 %54 to i32
  %56 = getelementptr inbounds i8, ptr %7, i64 1
  br label %57

57:                                               ; preds = %66, %53
  %58 = phi i64 [ %51, %53 ], [ %70, %66 ]
  %59 = phi ptr [ %43, %53 ], [ %63, %66 ]
  %60 = call ptr @memchr(ptr noundef %59, i32 noundef %55, i64 noundef %58) #13
  %61 = icmp eq ptr %60, null
  br i1 %61, label %197, label %62

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
  br i1 %71, label %197, label %57, !llvm.loop !70

72:                                               ; preds = %42
  %73 = icmp eq ptr %6, null
  br i1 %73, label %197, label %74

74:                                               ; preds = %62, %72
  %75 = phi ptr [ %43, %72 ], [ %60, %62 ]
  %76 = ptrtoint ptr %75 to i64
  %77 = ptrtoint ptr %6 to i64
  %78 = sub i64 %76, %77
  %79 = add nsw i64 %78, 1
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %79) #12
  %80 = load i64, ptr %4, align 8, !tbaa !6
  %81 = add i64 %78, %80
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %81) #12
  br label %200

82:                                               ; preds = %32, %26
  %83 = phi i64 [ %27, %26 ], [ %31, %32 ]
  call void @llvm.lifetime.start.p0(i64 552, ptr nonnull %5) #12
  %84 = getelementptr inbounds i8, ptr %6, i64 %21
  %85 = load i8, ptr %7, align 1, !tbaa !11
  %86 = icmp ne i8 %85, 94
  br i1 %86, label %90, label %87

87:                                               ; preds = %82
  %88 = getelementptr inbounds i8, ptr %7, i64 1
  %89 = add i64 %83, -1
  store i64 %89, ptr %4, align 8, !tbaa !6
  br label %90

90:                                               ; preds = %87, %82
  %91 = phi i64 [ %89, %87 ], [ %83, %82 ]
  %92 = phi ptr [ %88, %87 ], [ %7, %82 ]
  %93 = load i64, ptr %3, align 8, !tbaa !6
  %94 = getelementptr inbounds i8, ptr %5, i64 24
  store ptr %0, ptr %94, align 8, !tbaa !31
  %95 = getelementptr inbounds i8, ptr %5, i64 32
  store i32 200, ptr %95, align 8, !tbaa !33
  store ptr %6, ptr %5, align 8, !tbaa !34
  %96 = getelementptr inbounds i8, ptr %6, i64 %93
  %97 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %96, ptr %97, align 8, !tbaa !35
  %98 = getelementptr inbounds i8, ptr %92, i64 %91
  %99 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %98, ptr %99, align 8, !tbaa !36
  %100 = getelementptr inbounds i8, ptr %5, i64 36
  %101 = ptrtoint ptr %6 to i64
  %102 = getelementptr inbounds i8, ptr %5, i64 40
  br label %103

103:                                              ; preds = %191, %90
  %104 = phi ptr [ %84, %90 ], [ %192, %191 ]
  store i8 0, ptr %100, align 4, !tbaa !41
  %105 = call fastcc ptr @match(ptr noundef nonnull %5, ptr noundef %104, ptr noundef nonnull %92)
  %106 = icmp eq ptr %105, null
  br i1 %106, label %191, label %107

107:                                              ; preds = %103
  br i1 %25, label %178, label %108

108:                                              ; preds = %107
  %109 = ptrtoint ptr %104 to i64
  %110 = sub i64 %109, %101
  %111 = add i64 %110, 1
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %111) #12
  %112 = ptrtoint ptr %105 to i64
  %113 = sub i64 %112, %101
  call void @lua_pushinteger(ptr noundef %0, i64 noundef %113) #12
  %114 = load i8, ptr %100, align 4, !tbaa !41
  %115 = zext i8 %114 to i32
  %116 = load ptr, ptr %94, align 8, !tbaa !31
  call void @luaL_checkstack(ptr noundef %116, i32 noundef %115, ptr noundef nonnull @.str.23) #12
  %117 = icmp eq i8 %114, 0
  br i1 %117, label %176, label %118

118:                                              ; preds = %108
  %119 = zext i8 %114 to i64
  %120 = load i8, ptr %100, align 4, !tbaa !41
  %121 = icmp eq i8 %120, 0
  br i1 %121, label %136, label %122

122:                                              ; preds = %118
  %123 = getelementptr inbounds i8, ptr %5, i64 48
  %124 = load i64, ptr %123, align 8, !tbaa !43
  %125 = load ptr, ptr %102, align 8, !tbaa !45
  switch i64 %124, label %136 [
    i64 -1, label %133
    i64 -2, label %126
  ], !prof !46

126:                                              ; preds = %122
  %127 = load ptr, ptr %94, align 8, !tbaa !31
  %128 = load ptr, ptr %5, align 8, !tbaa !34
  %129 = ptrtoint ptr %125 to i64
  %130 = ptrtoint ptr %128 to i64
  %131 = add i64 %129, 1
  %132 = sub i64 %131, %130
  call void @lua_pushinteger(ptr noundef %127, i64 noundef %132) #12
  br label %141

133:                                              ; preds = %122
  %134 = load ptr, ptr %94, align 8, !tbaa !31
  %135 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %134, ptr noundef nonnull @.str.29) #12
  br label %136

136:                                              ; preds = %118, %133, %122
  %137 = phi i64 [ -1, %133 ], [ %124, %122 ], [ 0, %118 ]
  %138 = phi ptr [ %125, %133 ], [ %125, %122 ], [ null, %118 ]
  %139 = load ptr, ptr %94, align 8, !tbaa !31
  %140 = call ptr @lua_pushlstring(ptr noundef %139, ptr noundef %138, i64 noundef %137) #12
  br label %141

141:                                              ; preds = %136, %126
  %142 = icmp eq i8 %114, 1
  br i1 %142, label %176, label %143

143:                                              ; preds = %141, %173
  %144 = phi i64 [ %174, %173 ], [ 1, %141 ]
  %145 = load i8, ptr %100, align 4, !tbaa !41
  %146 = zext i8 %145 to i64
  %147 = icmp ult i64 %144, %146
  br i1 %147, label %153, label %148

148:                                              ; preds = %143
  %149 = load ptr, ptr %94, align 8, !tbaa !31
  %150 = trunc i64 %144 to i32
  %151 = add i32 %150, 1
  %152 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %149, ptr noundef nonnull @.str.28, i32 noundef %151) #12
  br label %168

153:                                              ; preds = %143
  %154 = getelementptr inbounds [32 x %struct.anon], ptr %102, i64 0, i64 %144
  %155 = getelementptr inbounds i8, ptr %154, i64 8
  %156 = load i64, ptr %155, align 8, !tbaa !43
  %157 = load ptr, ptr %154, align 8, !tbaa !45
  switch i64 %156, label %168 [
    i64 -1, label %158
    i64 -2, label %161
  ], !prof !46

158:                                              ; preds = %153
  %159 = load ptr, ptr %94, align 8, !tbaa !31
  %160 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %159, ptr noundef nonnull @.str.29) #12
  br label %168

161:                                              ; preds = %153
  %162 = load ptr, ptr %94, align 8, !tbaa !31
  %163 = load ptr, ptr %5, align 8, !tbaa !34
  %164 = ptrtoint ptr %157 to i64
  %165 = ptrtoint ptr %163 to i64
  %166 = add i64 %164, 1
  %167 = sub i64 %166, %165
  call void @lua_pushinteger(ptr noundef %162, i64 noundef %167) #12
  br label %173

168:                                              ; preds = %148, %158, %153
  %169 = phi i64 [ -1, %158 ], [ %156, %153 ], [ 0, %148 ]
  %170 = phi ptr [ %157, %158 ], [ %157, %153 ], [ null, %148 ]
  %171 = load ptr, ptr %94, align 8, !tbaa !31
  %172 = call ptr @lua_pushlstring(ptr noundef %171, ptr noundef %170, i64 noundef %169) #12
  br label %173

173:                                              ; preds = %161, %168
  %174 = add nuw nsw i64 %144, 1
  %175 = icmp eq i64 %174, %119
  br i1 %175, label %176, label %143, !llvm.loop !71

176:                                              ; preds = %173, %141, %108
  %177 = add nuw nsw i32 %115, 2
  br label %198

178:                                              ; preds = %107
  %179 = load i8, ptr %100, align 4, !tbaa !41
  %180 = icmp eq i8 %179, 0
  %181 = icmp ne ptr %104, null
  %182 = and i1 %181, %180
  %183 = zext i8 %179 to i32
  %184 = select i1 %182, i32 1, i32 %183
  %185 = load ptr, ptr %94, align 8, !tbaa !31
  call void @luaL_checkstack(ptr noundef %185, i32 noundef %184, ptr noundef nonnull @.str.23) #12
  %186 = icmp eq i32 %184, 0
  br i1 %186, label %198, label %187

187:                                              ; preds = %178, %187
  %188 = phi i32 [ %189, %187 ], [ 0, %178 ]
  call fastcc void @push_onecapture(ptr noundef nonnull readonly %5, i32 noundef %188, ptr noundef %104, ptr noundef nonnull %105)
  %189 = add nuw nsw i32 %188, 1
  %190 = icmp eq i32 %189, %184
  br i1 %190, label %198, label %187, !llvm.loop !42

191:                                              ; preds = %103
  %192 = getelementptr inbounds i8, ptr %104, i64 1
  %193 = load ptr, ptr %97, align 8, !tbaa !35
  %194 = icmp ult ptr %104, %193
  %195 = and i1 %86, %194
  br i1 %195, label %103, label %196, !llvm.loop !73

196:                                              ; preds = %191
  call void @llvm.lifetime.end.p0(i64 552, ptr nonnull %5) #12
  br label %197

197:                                              ; preds = %66, %57, %49, %47, %196, %72
  call void @lua_pushnil(ptr noundef %0) #12
  br label %200

198:                                              ; preds = %187, %176, %178
  %199 = phi i32 [ 0, %178 ], [ %177, %176 ], [ %184, %187 ]
  call void @llvm.lifetime.end.p0(i64 552, ptr nonnull %5) #12
  br label %200

200:                                              ; preds = %74, %198, %197, %23
  %201 = phi i32 [ 1, %23 ], [ 1, %197 ], [ 2, %74 ], [ %199, %198 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12
  ret i32 %201
}

declare void @lua_pushnil(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc ptr @match(ptr noundef %0, ptr noundef %1, ptr noundef %2) unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = load i32, ptr %4, align 8, !tbaa !33
  %6 = add nsw i32 %5, -1
  store i32 %6, ptr %4, align 8, !tbaa !33
  %7 = icmp eq i32 %5, 0
  br i1 %7, label %8, label %12, !prof !10

8:                                                ; preds = %3
  %9 = getelementptr inbounds i8, ptr %0, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !31
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
  %27 = load ptr, ptr %13, align 8, !tbaa !36
  %28 = icmp eq ptr %26, %27
  br i1 %28, label %390, label %29

29:                                               ; preds = %25
  %30 = load i8, ptr %26, align 1, !tbaa !11
  %31 = getelementptr inbounds i8, ptr %26, i64 1
  switch i8 %30, label %341 [
    i8 40, label %32
    i8 41, label %68
    i8 36, label %96
    i8 37, label %102
    i8 91, label %314
  ]

32:                                               ; preds = %29
  %33 = load i8, ptr %31, align 1, !tbaa !11
  %34 = icmp eq i8 %33, 41
  br i1 %34, label %35, label %52

35:                                               ; preds = %32
  %36 = getelementptr inbounds i8, ptr %26, i64 2
  %37 = load i8, ptr %15, align 4, !tbaa !41
  %38 = icmp ugt i8 %37, 31
  br i1 %38, label %39, label %42

39:                                               ; preds = %35
  %40 = load ptr, ptr %14, align 8, !tbaa !31
  %41 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %40, ptr noundef nonnull @.str.23) #12
  br label %42

42:                                               ; preds = %39, %35
  %43 = zext i8 %37 to i64
  %44 = getelementptr inbounds [32 x %struct.anon], ptr %16, i64 0, i64 %43
  store ptr %20, ptr %44, align 8, !tbaa !45
  %45 = getelementptr inbounds i8, ptr %44, i64 8
  store i64 -2, ptr %45, align 8, !tbaa !43
  %46 = add i8 %37, 1
  store i8 %46, ptr %15, align 4, !tbaa !41
  %47 = tail call fastcc ptr @match(ptr noundef nonnull %0, ptr noundef %20, ptr noundef nonnull %36)
  %48 = icmp eq ptr %47, null
  br i1 %48, label %49, label %390

49:                                               ; preds = %42
  %50 = load i8, ptr %15, align 4, !tbaa !41
  %51 = add i8 %50, -1
  store i8 %51, ptr %15, align 4, !tbaa !41
  br label %390

52:                                               ; preds = %32
  %53 = load i8, ptr %15, align 4, !tbaa !41
  %54 = icmp ugt i8 %53, 31
  br i1 %54, label %55, label %58

55:                                               ; preds = %52
  %56 = load ptr, ptr %14, align 8, !tbaa !31
  %57 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %56, ptr noundef nonnull @.str.23) #12
  br label %58

58:                                               ; preds = %55, %52
  %59 = zext i8 %53 to i64
  %60 = getelementptr inbounds [32 x %struct.anon], ptr %16, i64 0, i64 %59
  store ptr %20, ptr %60, align 8, !tbaa !45
  %61 = getelementptr inbounds i8, ptr %60, i64 8
  store i64 -1, ptr %61, align 8, !tbaa !43
  %62 = add i8 %53, 1
  store i8 %62, ptr %15, align 4, !tbaa !41
  %63 = tail call fastcc ptr @match(ptr noundef nonnull %0, ptr noundef %20, ptr noundef nonnull %31)
  %64 = icmp eq ptr %63, null
  br i1 %64, label %65, label %390

65:                                               ; preds = %58
  %66 = load i8, ptr %15, align 4, !tbaa !41
  %67 = add i8 %66, -1
  store i8 %67, ptr %15, align 4, !tbaa !41
  br label %390

68:                                               ; preds = %29
  %69 = load i8, ptr %15, align 4, !tbaa !41
  %70 = zext i8 %69 to i64
  br label %71

71:                                               ; preds = %74, %68
  %72 = phi i64 [ %75, %74 ], [ %70, %68 ]
  %73 = icmp sgt i64 %72, 0
  br i1 %73, label %74, label %79

74:                                               ; preds = %71
  %75 = add nsw i64 %72, -1
  %76 = getelementptr inbounds [32 x %struct.anon], ptr %16, i64 0, i64 %75, i32 1
  %77 = load i64, ptr %76, align 8, !tbaa !43
  %78 = icmp eq i64 %77, -1
  br i1 %78, label %82, label %71, !llvm.loop !74

79:                                               ; preds = %71
  %80 = load ptr, ptr %14, align 8, !tbaa !31
  %81 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %80, ptr noundef nonnull @.str.24) #12
  br label %84

82:                                               ; preds = %74
  %83 = trunc nsw i64 %75 to i32
  br label %84

84:                                               ; preds = %79, %82
  %85 = phi i32 [ %81, %79 ], [ %83, %82 ]
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [32 x %struct.anon], ptr %16, i64 0, i64 %86
  %88 = load ptr, ptr %87, align 8, !tbaa !45
  %89 = ptrtoint ptr %20 to i64
  %90 = ptrtoint ptr %88 to i64
  %91 = sub i64 %89, %90
  %92 = getelementptr inbounds i8, ptr %87, i64 8
  store i64 %91, ptr %92, align 8, !tbaa !43
  %93 = tail call fastcc ptr @match(ptr noundef nonnull %0, ptr noundef %20, ptr noundef nonnull %31)
  %94 = icmp eq ptr %93, null
  br i1 %94, label %95, label %390

95:                                               ; preds = %84
  store i64 -1, ptr %92, align 8, !tbaa !43
  br label %390

96:                                               ; preds = %29
  %97 = icmp eq ptr %31, %27
  br i1 %97, label %98, label %341

98:                                               ; preds = %96
  %99 = load ptr, ptr %17, align 8, !tbaa !35
  %100 = icmp eq ptr %20, %99
  %101 = select i1 %100, ptr %20, ptr null
  br label %390

102:                                              ; preds = %29
  %103 = load i8, ptr %31, align 1, !tbaa !11
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
  br i1 %106, label %309, label %312, !prof !10

107:                                              ; preds = %102
  %108 = getelementptr inbounds i8, ptr %26, i64 2
  %109 = getelementptr inbounds i8, ptr %27, i64 -1
  %110 = icmp ugt ptr %109, %108
  br i1 %110, label %114, label %111, !prof !14

111:                                              ; preds = %107
  %112 = load ptr, ptr %14, align 8, !tbaa !31
  %113 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %112, ptr noundef nonnull @.str.25) #12
  br label %114

114:                                              ; preds = %111, %107
  %115 = load i8, ptr %20, align 1, !tbaa !11
  %116 = load i8, ptr %108, align 1, !tbaa !11
  %117 = icmp eq i8 %115, %116
  br i1 %117, label %118, label %390

118:                                              ; preds = %114
  %119 = getelementptr inbounds i8, ptr %26, i64 3
  %120 = load i8, ptr %119, align 1, !tbaa !11
  %121 = load ptr, ptr %17, align 8, !tbaa !35
  %122 = getelementptr inbounds i8, ptr %20, i64 1
  %123 = icmp ult ptr %122, %121
  br i1 %123, label %124, label %390

124:                                              ; preds = %118, %137
  %125 = phi ptr [ %139, %137 ], [ %122, %118 ]
  %126 = phi i32 [ %138, %137 ], [ 1, %118 ]
  %127 = phi ptr [ %125, %137 ], [ %20, %118 ]
  %128 = load i8, ptr %125, align 1, !tbaa !11
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
  br i1 %140, label %390, label %124, !llvm.loop !75

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
  %149 = load i8, ptr %148, align 1, !tbaa !11
  %150 = icmp eq i8 %149, 91
  br i1 %150, label %151, label %153, !prof !14

151:                                              ; preds = %147
  %152 = getelementptr inbounds i8, ptr %26, i64 3
  br label %166

153:                                              ; preds = %147
  %154 = load ptr, ptr %14, align 8, !tbaa !31
  %155 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %154, ptr noundef nonnull @.str.22) #12
  %156 = load i8, ptr %148, align 1, !tbaa !11
  %157 = getelementptr inbounds i8, ptr %26, i64 3
  switch i8 %156, label %194 [
    i8 37, label %158
    i8 91, label %166
  ]

158:                                              ; preds = %153
  %159 = load ptr, ptr %13, align 8, !tbaa !36
  %160 = icmp eq ptr %157, %159
  br i1 %160, label %161, label %164, !prof !10

161:                                              ; preds = %158
  %162 = load ptr, ptr %14, align 8, !tbaa !31
  %163 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %162, ptr noundef nonnull @.str.26) #12
  br label %164

164:                                              ; preds = %161, %158
  %165 = getelementptr inbounds i8, ptr %26, i64 4
  br label %194

166:                                              ; preds = %151, %153
  %167 = phi ptr [ %152, %151 ], [ %157, %153 ]
  %168 = load i8, ptr %167, align 1, !tbaa !11
  %169 = icmp eq i8 %168, 94
  %170 = getelementptr inbounds i8, ptr %26, i64 4
  %171 = select i1 %169, ptr %170, ptr %167
  br label %172

172:                                              ; preds = %188, %166
  %173 = phi ptr [ %171, %166 ], [ %189, %188 ]
  %174 = load ptr, ptr %13, align 8, !tbaa !36
  %175 = icmp eq ptr %173, %174
  br i1 %175, label %176, label %179, !prof !10

176:                                              ; preds = %172
  %177 = load ptr, ptr %14, align 8, !tbaa !31
  %178 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %177, ptr noundef nonnull @.str.27) #12
  br label %179

179:                                              ; preds = %176, %172
  %180 = getelementptr inbounds i8, ptr %173, i64 1
  %181 = load i8, ptr %173, align 1, !tbaa !11
  %182 = icmp eq i8 %181, 37
  br i1 %182, label %183, label %188

183:                                              ; preds = %179
  %184 = load ptr, ptr %13, align 8, !tbaa !36
  %185 = icmp ult ptr %180, %184
  %186 = getelementptr inbounds i8, ptr %173, i64 2
  %187 = select i1 %185, ptr %186, ptr %180
  br label %188

188:                                              ; preds = %183, %179
  %189 = phi ptr [ %180, %179 ], [ %187, %183 ]
  %190 = load i8, ptr %189, align 1, !tbaa !11
  %191 = icmp eq i8 %190, 93
  br i1 %191, label %192, label %172, !llvm.loop !76

192:                                              ; preds = %188
  %193 = getelementptr inbounds i8, ptr %189, i64 1
  br label %194

194:                                              ; preds = %153, %164, %192
  %195 = phi ptr [ %167, %192 ], [ %157, %164 ], [ %157, %153 ]
  %196 = phi ptr [ %193, %192 ], [ %165, %164 ], [ %157, %153 ]
  %197 = load ptr, ptr %0, align 8, !tbaa !34
  %198 = icmp eq ptr %20, %197
  br i1 %198, label %201, label %199

199:                                              ; preds = %194
  %200 = load i8, ptr %21, align 1, !tbaa !11
  br label %201

201:                                              ; preds = %194, %199
  %202 = phi i8 [ %200, %199 ], [ 0, %194 ]
  %203 = zext i8 %202 to i32
  %204 = getelementptr inbounds i8, ptr %196, i64 -1
  %205 = load i8, ptr %195, align 1, !tbaa !11
  %206 = icmp eq i8 %205, 94
  %207 = select i1 %206, ptr %195, ptr %148
  %208 = xor i1 %206, true
  %209 = getelementptr inbounds i8, ptr %207, i64 1
  %210 = icmp ult ptr %209, %204
  br i1 %210, label %211, label %390

211:                                              ; preds = %201, %234
  %212 = phi ptr [ %236, %234 ], [ %209, %201 ]
  %213 = phi ptr [ %235, %234 ], [ %207, %201 ]
  %214 = load i8, ptr %212, align 1, !tbaa !11
  %215 = icmp eq i8 %214, 37
  %216 = getelementptr inbounds i8, ptr %213, i64 2
  %217 = load i8, ptr %216, align 1, !tbaa !11
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
  %230 = load i8, ptr %225, align 1, !tbaa !11
  %231 = icmp ult i8 %230, %202
  br i1 %231, label %234, label %238

232:                                              ; preds = %224, %222
  %233 = icmp eq i8 %214, %202
  br i1 %233, label %238, label %234

234:                                              ; preds = %232, %229, %227, %218
  %235 = phi ptr [ %216, %218 ], [ %225, %229 ], [ %225, %227 ], [ %212, %232 ]
  %236 = getelementptr inbounds i8, ptr %235, i64 1
  %237 = icmp ult ptr %236, %204
  br i1 %237, label %211, label %238, !llvm.loop !77

238:                                              ; preds = %218, %229, %232, %234
  %239 = phi i1 [ %206, %234 ], [ %208, %232 ], [ %208, %229 ], [ %208, %218 ]
  br i1 %239, label %390, label %240

240:                                              ; preds = %238
  %241 = load i8, ptr %20, align 1, !tbaa !11
  %242 = zext i8 %241 to i32
  br label %243

243:                                              ; preds = %240, %266
  %244 = phi ptr [ %268, %266 ], [ %209, %240 ]
  %245 = phi ptr [ %267, %266 ], [ %207, %240 ]
  %246 = load i8, ptr %244, align 1, !tbaa !11
  %247 = icmp eq i8 %246, 37
  %248 = getelementptr inbounds i8, ptr %245, i64 2
  %249 = load i8, ptr %248, align 1, !tbaa !11
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
  %262 = load i8, ptr %257, align 1, !tbaa !11
  %263 = icmp ult i8 %262, %241
  br i1 %263, label %266, label %270

264:                                              ; preds = %256, %254
  %265 = icmp eq i8 %246, %241
  br i1 %265, label %270, label %266

266:                                              ; preds = %264, %261, %259, %250
  %267 = phi ptr [ %248, %250 ], [ %257, %261 ], [ %257, %259 ], [ %244, %264 ]
  %268 = getelementptr inbounds i8, ptr %267, i64 1
  %269 = icmp ult ptr %268, %204
  br i1 %269, label %243, label %270, !llvm.loop !77

270:                                              ; preds = %250, %261, %264, %266
  %271 = phi i1 [ %206, %266 ], [ %208, %264 ], [ %208, %261 ], [ %208, %250 ]
  br i1 %271, label %25, label %390

272:                                              ; preds = %102, %102, %102, %102, %102, %102, %102, %102, %102, %102
  %273 = zext nneg i8 %103 to i32
  %274 = add nsw i32 %273, -49
  %275 = icmp ult i8 %103, 49
  br i1 %275, label %285, label %276

276:                                              ; preds = %272
  %277 = load i8, ptr %15, align 4, !tbaa !41
  %278 = zext i8 %277 to i32
  %279 = icmp ult i32 %274, %278
  br i1 %279, label %280, label %285

280:                                              ; preds = %276
  %281 = zext nneg i32 %274 to i64
  %282 = getelementptr inbounds [32 x %struct.anon], ptr %16, i64 0, i64 %281, i32 1
  %283 = load i64, ptr %282, align 8, !tbaa !43
  %284 = icmp eq i64 %283, -1
  br i1 %284, label %285, label %289, !prof !10

285:                                              ; preds = %280, %276, %272
  %286 = load ptr, ptr %14, align 8, !tbaa !31
  %287 = add nsw i32 %273, -48
  %288 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %286, ptr noundef nonnull @.str.28, i32 noundef %287) #12
  br label %289

289:                                              ; preds = %285, %280
  %290 = phi i32 [ %288, %285 ], [ %274, %280 ]
  %291 = sext i32 %290 to i64
  %292 = getelementptr inbounds [32 x %struct.anon], ptr %16, i64 0, i64 %291
  %293 = getelementptr inbounds i8, ptr %292, i64 8
  %294 = load i64, ptr %293, align 8, !tbaa !43
  %295 = load ptr, ptr %17, align 8, !tbaa !35
  %296 = ptrtoint ptr %295 to i64
  %297 = ptrtoint ptr %20 to i64
  %298 = sub i64 %296, %297
  %299 = icmp ult i64 %298, %294
  br i1 %299, label %390, label %300

300:                                              ; preds = %289
  %301 = load ptr, ptr %292, align 8, !tbaa !45
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
  %310 = load ptr, ptr %14, align 8, !tbaa !31
  %311 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %310, ptr noundef nonnull @.str.26) #12
  br label %312

312:                                              ; preds = %309, %104
  %313 = getelementptr inbounds i8, ptr %26, i64 2
  br label %341

314:                                              ; preds = %29
  %315 = load i8, ptr %31, align 1, !tbaa !11
  %316 = icmp eq i8 %315, 94
  %317 = getelementptr inbounds i8, ptr %26, i64 2
  %318 = select i1 %316, ptr %317, ptr %31
  br label %319

319:                                              ; preds = %335, %314
  %320 = phi ptr [ %318, %314 ], [ %336, %335 ]
  %321 = load ptr, ptr %13, align 8, !tbaa !36
  %322 = icmp eq ptr %320, %321
  br i1 %322, label %323, label %326, !prof !10

323:                                              ; preds = %319
  %324 = load ptr, ptr %14, align 8, !tbaa !31
  %325 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %324, ptr noundef nonnull @.str.27) #12
  br label %326

326:                                              ; preds = %323, %319
  %327 = getelementptr inbounds i8, ptr %320, i64 1
  %328 = load i8, ptr %320, align 1, !tbaa !11
  %329 = icmp eq i8 %328, 37
  br i1 %329, label %330, label %335

330:                                              ; preds = %326
  %331 = load ptr, ptr %13, align 8, !tbaa !36
  %332 = icmp ult ptr %327, %331
  %333 = getelementptr inbounds i8, ptr %320, i64 2
  %334 = select i1 %332, ptr %333, ptr %327
  br label %335

335:                                              ; preds = %330, %326
  %336 = phi ptr [ %327, %326 ], [ %334, %330 ]
  %337 = load i8, ptr %336, align 1, !tbaa !11
  %338 = icmp eq i8 %337, 93
  br i1 %338, label %339, label %319, !llvm.loop !76

339:                                              ; preds = %335
  %340 = getelementptr inbounds i8, ptr %336, i64 1
  br label %341

341:                                              ; preds = %29, %96, %312, %339
  %342 = phi ptr [ %340, %339 ], [ %313, %312 ], [ %31, %96 ], [ %31, %29 ]
  %343 = tail call fastcc i32 @singlematch(ptr noundef nonnull %0, ptr noundef %20, ptr noundef nonnull %26, ptr noundef nonnull %342)
  %344 = icmp eq i32 %343, 0
  %345 = load i8, ptr %342, align 1, !tbaa !11
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
  br i1 %364, label %366, label %360, !llvm.loop !78

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
  br i1 %374, label %368, label %390, !llvm.loop !79

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
  %392 = load i32, ptr %4, align 8, !tbaa !33
  %393 = add nsw i32 %392, 1
  store i32 %393, ptr %4, align 8, !tbaa !33
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
  %6 = load ptr, ptr %5, align 8, !tbaa !35
  %7 = icmp ugt ptr %6, %1
  br i1 %7, label %8, label %59

8:                                                ; preds = %4
  %9 = load i8, ptr %1, align 1, !tbaa !11
  %10 = zext i8 %9 to i32
  %11 = load i8, ptr %2, align 1, !tbaa !11
  switch i8 %11, label %56 [
    i8 46, label %59
    i8 37, label %12
    i8 91, label %17
  ]

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %2, i64 1
  %14 = load i8, ptr %13, align 1, !tbaa !11
  %15 = zext i8 %14 to i32
  %16 = tail call fastcc i32 @match_class(i32 noundef %10, i32 noundef %15)
  br label %59

17:                                               ; preds = %8
  %18 = getelementptr inbounds i8, ptr %3, i64 -1
  %19 = getelementptr inbounds i8, ptr %2, i64 1
  %20 = load i8, ptr %19, align 1, !tbaa !11
  %21 = icmp eq i8 %20, 94
  %22 = select i1 %21, ptr %19, ptr %2
  %23 = xor i1 %21, true
  %24 = getelementptr inbounds i8, ptr %22, i64 1
  %25 = icmp ult ptr %24, %18
  br i1 %25, label %26, label %53

26:                                               ; preds = %17, %49
  %27 = phi ptr [ %51, %49 ], [ %24, %17 ]
  %28 = phi ptr [ %50, %49 ], [ %22, %17 ]
  %29 = load i8, ptr %27, align 1, !tbaa !11
  %30 = icmp eq i8 %29, 37
  %31 = getelementptr inbounds i8, ptr %28, i64 2
  %32 = load i8, ptr %31, align 1, !tbaa !11
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
  %45 = load i8, ptr %40, align 1, !tbaa !11
  %46 = icmp ult i8 %45, %9
  br i1 %46, label %49, label %53

47:                                               ; preds = %39, %37
  %48 = icmp eq i8 %29, %9
  br i1 %48, label %53, label %49

49:                                               ; preds = %47, %44, %42, %33
  %50 = phi ptr [ %31, %33 ], [ %40, %44 ], [ %40, %42 ], [ %27, %47 ]
  %51 = getelementptr inbounds i8, ptr %50, i64 1
  %52 = icmp ult ptr %51, %18
  br i1 %52, label %26, label %53, !llvm.loop !77

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
  %7 = load ptr, ptr %6, align 8, !tbaa !24
  %8 = sext i32 %1 to i64
  %9 = getelementptr inbounds i32, ptr %7, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !48
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
  %15 = load ptr, ptr %14, align 8, !tbaa !24
  %16 = zext nneg i32 %0 to i64
  %17 = getelementptr inbounds i16, ptr %15, i64 %16
  %18 = load i16, ptr %17, align 2, !tbaa !25
  %19 = and i16 %18, 1024
  %20 = zext nneg i16 %19 to i32
  br label %100

21:                                               ; preds = %11
  %22 = tail call ptr @__ctype_b_loc() #14
  %23 = load ptr, ptr %22, align 8, !tbaa !24
  %24 = zext nneg i32 %0 to i64
  %25 = getelementptr inbounds i16, ptr %23, i64 %24
  %26 = load i16, ptr %25, align 2, !tbaa !25
  %27 = and i16 %26, 2
  %28 = zext nneg i16 %27 to i32
  br label %100

29:                                               ; preds = %11
  %30 = tail call ptr @__ctype_b_loc() #14
  %31 = load ptr, ptr %30, align 8, !tbaa !24
  %32 = zext nneg i32 %0 to i64
  %33 = getelementptr inbounds i16, ptr %31, i64 %32
  %34 = load i16, ptr %33, align 2, !tbaa !25
  %35 = and i16 %34, 2048
  %36 = zext nneg i16 %35 to i32
  br label %100

37:                                               ; preds = %11
  %38 = tail call ptr @__ctype_b_loc() #14
  %39 = load ptr, ptr %38, align 8, !tbaa !24
  %40 = zext nneg i32 %0 to i64
  %41 = getelementptr inbounds i16, ptr %39, i64 %40
  %42 = load i16, ptr %41, align 2, !tbaa !25
  %43 = and i16 %42, -32768
  %44 = zext i16 %43 to i32
  br label %100

45:                                               ; preds = %11
  %46 = tail call ptr @__ctype_b_loc() #14
  %47 = load ptr, ptr %46, align 8, !tbaa !24
  %48 = zext nneg i32 %0 to i64
  %49 = getelementptr inbounds i16, ptr %47, i64 %48
  %50 = load i16, ptr %49, align 2, !tbaa !25
  %51 = and i16 %50, 512
  %52 = zext nneg i16 %51 to i32
  br label %100

53:                                               ; preds = %11
  %54 = tail call ptr @__ctype_b_loc() #14
  %55 = load ptr, ptr %54, align 8, !tbaa !24
  %56 = zext nneg i32 %0 to i64
  %57 = getelementptr inbounds i16, ptr %55, i64 %56
  %58 = load i16, ptr %57, align 2, !tbaa !25
  %59 = and i16 %58, 4
  %60 = zext nneg i16 %59 to i32
  br label %100

61:                                               ; preds = %11
  %62 = tail call ptr @__ctype_b_loc() #14
  %63 = load ptr, ptr %62, align 8, !tbaa !24
  %64 = zext nneg i32 %0 to i64
  %65 = getelementptr inbounds i16, ptr %63, i64 %64
  %66 = load i16, ptr %65, align 2, !tbaa !25
  %67 = and i16 %66, 8192
  %68 = zext nneg i16 %67 to i32
  br label %100

69:                                               ; preds = %11
  %70 = tail call ptr @__ctype_b_loc() #14
  %71 = load ptr, ptr %70, align 8, !tbaa !24
  %72 = zext nneg i32 %0 to i64
  %73 = getelementptr inbounds i16, ptr %71, i64 %72
  %74 = load i16, ptr %73, align 2, !tbaa !25
  %75 = and i16 %74, 256
  %76 = zext nneg i16 %75 to i32
  br label %100

77:                                               ; preds = %11
  %78 = tail call ptr @__ctype_b_loc() #14
  %79 = load ptr, ptr %78, align 8, !tbaa !24
  %80 = zext nneg i32 %0 to i64
  %81 = getelementptr inbounds i16, ptr %79, i64 %80
  %82 = load i16, ptr %81, align 2, !tbaa !25
  %83 = and i16 %82, 8
  %84 = zext nneg i16 %83 to i32
  br label %100

85:                                               ; preds = %11
  %86 = tail call ptr @__ctype_b_loc() #14
  %87 = load ptr, ptr %86, align 8, !tbaa !24
  %88 = zext nneg i32 %0 to i64
  %89 = getelementptr inbounds i16, ptr %87, i64 %88
  %90 = load i16, ptr %89, align 2, !tbaa !25
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
  %103 = load ptr, ptr %101, align 8, !tbaa !24
  %104 = zext nneg i32 %1 to i64
  %105 = getelementptr inbounds i16, ptr %103, i64 %104
  %106 = load i16, ptr %105, align 2, !tbaa !25
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
  %6 = load i8, ptr %5, align 4, !tbaa !41
  %7 = zext i8 %6 to i32
  %8 = icmp sgt i32 %7, %1
  br i1 %8, label %16, label %9

9:                                                ; preds = %4
  %10 = icmp eq i32 %1, 0
  br i1 %10, label %35, label %11, !prof !14

11:                                               ; preds = %9
  %12 = getelementptr inbounds i8, ptr %0, i64 24
  %13 = load ptr, ptr %12, align 8, !tbaa !31
  %14 = add nuw nsw i32 %1, 1
  %15 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %13, ptr noundef nonnull @.str.28, i32 noundef %14) #12
  br label %35

16:                                               ; preds = %4
  %17 = getelementptr inbounds i8, ptr %0, i64 40
  %18 = sext i32 %1 to i64
  %19 = getelementptr inbounds [32 x %struct.anon], ptr %17, i64 0, i64 %18
  %20 = getelementptr inbounds i8, ptr %19, i64 8
  %21 = load i64, ptr %20, align 8, !tbaa !43
  %22 = load ptr, ptr %19, align 8, !tbaa !45
  switch i64 %21, label %40 [
    i64 -1, label %23
    i64 -2, label %27
  ], !prof !46

23:                                               ; preds = %16
  %24 = getelementptr inbounds i8, ptr %0, i64 24
  %25 = load ptr, ptr %24, align 8, !tbaa !31
  %26 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %25, ptr noundef nonnull @.str.29) #12
  br label %40

27:                                               ; preds = %16
  %28 = getelementptr inbounds i8, ptr %0, i64 24
  %29 = load ptr, ptr %28, align 8, !tbaa !31
  %30 = load ptr, ptr %0, align 8, !tbaa !34
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
  %44 = load ptr, ptr %43, align 8, !tbaa !31
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
  %8 = load i8, ptr %7, align 1, !tbaa !11
  %9 = icmp eq i8 %8, 48
  %10 = tail call ptr @__ctype_b_loc() #14
  br i1 %9, label %54, label %11

11:                                               ; preds = %4
  %12 = load ptr, ptr %10, align 8, !tbaa !24
  %13 = zext i8 %8 to i64
  %14 = getelementptr inbounds i16, ptr %12, i64 %13
  %15 = load i16, ptr %14, align 2, !tbaa !25
  %16 = and i16 %15, 2048
  %17 = icmp eq i16 %16, 0
  br i1 %17, label %29, label %18

18:                                               ; preds = %11
  %19 = getelementptr inbounds i8, ptr %7, i64 1
  %20 = load i8, ptr %19, align 1, !tbaa !11
  %21 = zext i8 %20 to i64
  %22 = getelementptr inbounds i16, ptr %12, i64 %21
  %23 = load i16, ptr %22, align 2, !tbaa !25
  %24 = and i16 %23, 2048
  %25 = icmp eq i16 %24, 0
  %26 = getelementptr inbounds i8, ptr %7, i64 2
  %27 = select i1 %25, ptr %19, ptr %26
  %28 = load i8, ptr %27, align 1, !tbaa !11
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
  %37 = load i8, ptr %36, align 1, !tbaa !11
  %38 = zext i8 %37 to i64
  %39 = getelementptr inbounds i16, ptr %12, i64 %38
  %40 = load i16, ptr %39, align 2, !tbaa !25
  %41 = and i16 %40, 2048
  %42 = icmp eq i16 %41, 0
  br i1 %42, label %54, label %43

43:                                               ; preds = %35
  %44 = getelementptr inbounds i8, ptr %31, i64 2
  %45 = load i8, ptr %44, align 1, !tbaa !11
  %46 = zext i8 %45 to i64
  %47 = getelementptr inbounds i16, ptr %12, i64 %46
  %48 = load i16, ptr %47, align 2, !tbaa !25
  %49 = and i16 %48, 2048
  %50 = icmp eq i16 %49, 0
  %51 = getelementptr inbounds i8, ptr %31, i64 3
  %52 = select i1 %50, ptr %44, ptr %51
  %53 = load i8, ptr %52, align 1, !tbaa !11
  br label %54

54:                                               ; preds = %4, %43, %35, %29
  %55 = phi i8 [ %53, %43 ], [ %37, %35 ], [ %30, %29 ], [ 48, %4 ]
  %56 = load ptr, ptr %10, align 8, !tbaa !24
  %57 = zext i8 %55 to i64
  %58 = getelementptr inbounds i16, ptr %56, i64 %57
  %59 = load i16, ptr %58, align 2, !tbaa !25
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
  store ptr %0, ptr %4, align 8, !tbaa !80
  %5 = load ptr, ptr %2, align 8, !tbaa !37
  %6 = getelementptr inbounds i8, ptr %2, i64 32
  %7 = load ptr, ptr %6, align 8, !tbaa !81
  %8 = icmp ugt ptr %5, %7
  br i1 %8, label %38, label %9

9:                                                ; preds = %1
  %10 = getelementptr inbounds i8, ptr %2, i64 60
  %11 = getelementptr inbounds i8, ptr %2, i64 8
  %12 = getelementptr inbounds i8, ptr %2, i64 16
  br label %13

13:                                               ; preds = %9, %34
  %14 = phi ptr [ %5, %9 ], [ %35, %34 ]
  store i8 0, ptr %10, align 4, !tbaa !41
  %15 = load ptr, ptr %11, align 8, !tbaa !39
  %16 = tail call fastcc ptr @match(ptr noundef nonnull %3, ptr noundef %14, ptr noundef %15)
  %17 = icmp eq ptr %16, null
  br i1 %17, label %34, label %18

18:                                               ; preds = %13
  %19 = load ptr, ptr %12, align 8, !tbaa !40
  %20 = icmp eq ptr %16, %19
  br i1 %20, label %34, label %21

21:                                               ; preds = %18
  store ptr %16, ptr %12, align 8, !tbaa !40
  store ptr %16, ptr %2, align 8, !tbaa !37
  %22 = load i8, ptr %10, align 4, !tbaa !41
  %23 = icmp eq i8 %22, 0
  %24 = icmp ne ptr %14, null
  %25 = and i1 %24, %23
  %26 = zext i8 %22 to i32
  %27 = select i1 %25, i32 1, i32 %26
  %28 = load ptr, ptr %4, align 8, !tbaa !31
  tail call void @luaL_checkstack(ptr noundef %28, i32 noundef %27, ptr noundef nonnull @.str.23) #12
  %29 = icmp eq i32 %27, 0
  br i1 %29, label %38, label %30

30:                                               ; preds = %21, %30
  %31 = phi i32 [ %32, %30 ], [ 0, %21 ]
  tail call fastcc void @push_onecapture(ptr noundef nonnull readonly %3, i32 noundef %31, ptr noundef %14, ptr noundef nonnull %16)
  %32 = add nuw nsw i32 %31, 1
  %33 = icmp eq i32 %32, %27
  br i1 %33, label %38, label %30, !llvm.loop !42

34:                                               ; preds = %18, %13
  %35 = getelementptr inbounds i8, ptr %14, i64 1
  %36 = load ptr, ptr %6, align 8, !tbaa !81
  %37 = icmp ugt ptr %35, %36
  br i1 %37, label %38, label %13, !llvm.loop !82

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
  %8 = load i32, ptr %3, align 4, !tbaa !48
  store i32 %8, ptr %6, align 4, !tbaa !48
  %9 = icmp eq i32 %7, 9
  br i1 %9, label %10, label %24

10:                                               ; preds = %5
  %11 = load ptr, ptr %2, align 8, !tbaa !24
  %12 = load i8, ptr %11, align 1, !tbaa !11
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
  %22 = load ptr, ptr %0, align 8, !tbaa !53
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
  %31 = load i32, ptr %30, align 4, !tbaa !83
  %32 = tail call i32 @llvm.smin.i32(i32 %25, i32 %31)
  %33 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %32)
  %34 = icmp ult i32 %33, 2
  br i1 %34, label %38, label %35, !prof !14

35:                                               ; preds = %29
  %36 = load ptr, ptr %0, align 8, !tbaa !53
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
  store i32 %45, ptr %4, align 4, !tbaa !48
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #12
  ret i32 %7
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 11) i32 @getoption(ptr nocapture noundef %0, ptr nocapture noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #0 {
  %4 = load ptr, ptr %1, align 8, !tbaa !24
  %5 = getelementptr inbounds i8, ptr %4, i64 1
  store ptr %5, ptr %1, align 8, !tbaa !24
  %6 = load i8, ptr %4, align 1, !tbaa !11
  store i32 0, ptr %2, align 4, !tbaa !48
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
  store i32 1, ptr %2, align 4, !tbaa !48
  br label %171

8:                                                ; preds = %3
  store i32 1, ptr %2, align 4, !tbaa !48
  br label %171

9:                                                ; preds = %3
  store i32 2, ptr %2, align 4, !tbaa !48
  br label %171

10:                                               ; preds = %3
  store i32 2, ptr %2, align 4, !tbaa !48
  br label %171

11:                                               ; preds = %3
  store i32 8, ptr %2, align 4, !tbaa !48
  br label %171

12:                                               ; preds = %3
  store i32 8, ptr %2, align 4, !tbaa !48
  br label %171

13:                                               ; preds = %3
  store i32 8, ptr %2, align 4, !tbaa !48
  br label %171

14:                                               ; preds = %3
  store i32 8, ptr %2, align 4, !tbaa !48
  br label %171

15:                                               ; preds = %3
  store i32 8, ptr %2, align 4, !tbaa !48
  br label %171

16:                                               ; preds = %3
  store i32 4, ptr %2, align 4, !tbaa !48
  br label %171

17:                                               ; preds = %3
  store i32 8, ptr %2, align 4, !tbaa !48
  br label %171

18:                                               ; preds = %3
  store i32 8, ptr %2, align 4, !tbaa !48
  br label %171

19:                                               ; preds = %3
  %20 = load i8, ptr %5, align 1, !tbaa !11
  %21 = zext i8 %20 to i32
  %22 = add nsw i32 %21, -58
  %23 = icmp ult i32 %22, -10
  br i1 %23, label %45, label %24

24:                                               ; preds = %19, %24
  %25 = phi ptr [ %28, %24 ], [ %5, %19 ]
  %26 = phi i32 [ %32, %24 ], [ 0, %19 ]
  %27 = mul nsw i32 %26, 10
  %28 = getelementptr inbounds i8, ptr %25, i64 1
  store ptr %28, ptr %1, align 8, !tbaa !24
  %29 = load i8, ptr %25, align 1, !tbaa !11
  %30 = zext i8 %29 to i32
  %31 = add i32 %27, -48
  %32 = add i32 %31, %30
  %33 = load i8, ptr %28, align 1, !tbaa !11
  %34 = zext i8 %33 to i32
  %35 = add nsw i32 %34, -48
  %36 = icmp ult i32 %35, 10
  %37 = icmp slt i32 %32, 214748364
  %38 = select i1 %36, i1 %37, i1 false
  br i1 %38, label %24, label %39, !llvm.loop !84

39:                                               ; preds = %24
  %40 = add i32 %32, -17
  %41 = icmp ult i32 %40, -16
  br i1 %41, label %42, label %45, !prof !85

42:                                               ; preds = %39
  %43 = load ptr, ptr %0, align 8, !tbaa !53
  %44 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %43, ptr noundef nonnull @.str.67, i32 noundef %32, i32 noundef 16) #12
  br label %45

45:                                               ; preds = %19, %39, %42
  %46 = phi i32 [ %44, %42 ], [ %32, %39 ], [ 4, %19 ]
  store i32 %46, ptr %2, align 4, !tbaa !48
  br label %171

47:                                               ; preds = %3
  %48 = load i8, ptr %5, align 1, !tbaa !11
  %49 = zext i8 %48 to i32
  %50 = add nsw i32 %49, -58
  %51 = icmp ult i32 %50, -10
  br i1 %51, label %73, label %52

52:                                               ; preds = %47, %52
  %53 = phi ptr [ %56, %52 ], [ %5, %47 ]
  %54 = phi i32 [ %60, %52 ], [ 0, %47 ]
  %55 = mul nsw i32 %54, 10
  %56 = getelementptr inbounds i8, ptr %53, i64 1
  store ptr %56, ptr %1, align 8, !tbaa !24
  %57 = load i8, ptr %53, align 1, !tbaa !11
  %58 = zext i8 %57 to i32
  %59 = add i32 %55, -48
  %60 = add i32 %59, %58
  %61 = load i8, ptr %56, align 1, !tbaa !11
  %62 = zext i8 %61 to i32
  %63 = add nsw i32 %62, -48
  %64 = icmp ult i32 %63, 10
  %65 = icmp slt i32 %60, 214748364
  %66 = select i1 %64, i1 %65, i1 false
  br i1 %66, label %52, label %67, !llvm.loop !84

67:                                               ; preds = %52
  %68 = add i32 %60, -17
  %69 = icmp ult i32 %68, -16
  br i1 %69, label %70, label %73, !prof !85

70:                                               ; preds = %67
  %71 = load ptr, ptr %0, align 8, !tbaa !53
  %72 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %71, ptr noundef nonnull @.str.67, i32 noundef %60, i32 noundef 16) #12
  br label %73

73:                                               ; preds = %47, %67, %70
  %74 = phi i32 [ %72, %70 ], [ %60, %67 ], [ 4, %47 ]
  store i32 %74, ptr %2, align 4, !tbaa !48
  br label %171

75:                                               ; preds = %3
  %76 = load i8, ptr %5, align 1, !tbaa !11
  %77 = zext i8 %76 to i32
  %78 = add nsw i32 %77, -58
  %79 = icmp ult i32 %78, -10
  br i1 %79, label %101, label %80

80:                                               ; preds = %75, %80
  %81 = phi ptr [ %84, %80 ], [ %5, %75 ]
  %82 = phi i32 [ %88, %80 ], [ 0, %75 ]
  %83 = mul nsw i32 %82, 10
  %84 = getelementptr inbounds i8, ptr %81, i64 1
  store ptr %84, ptr %1, align 8, !tbaa !24
  %85 = load i8, ptr %81, align 1, !tbaa !11
  %86 = zext i8 %85 to i32
  %87 = add i32 %83, -48
  %88 = add i32 %87, %86
  %89 = load i8, ptr %84, align 1, !tbaa !11
  %90 = zext i8 %89 to i32
  %91 = add nsw i32 %90, -48
  %92 = icmp ult i32 %91, 10
  %93 = icmp slt i32 %88, 214748364
  %94 = select i1 %92, i1 %93, i1 false
  br i1 %94, label %80, label %95, !llvm.loop !84

95:                                               ; preds = %80
  %96 = add i32 %88, -17
  %97 = icmp ult i32 %96, -16
  br i1 %97, label %98, label %101, !prof !85

98:                                               ; preds = %95
  %99 = load ptr, ptr %0, align 8, !tbaa !53
  %100 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %99, ptr noundef nonnull @.str.67, i32 noundef %88, i32 noundef 16) #12
  br label %101

101:                                              ; preds = %75, %95, %98
  %102 = phi i32 [ %100, %98 ], [ %88, %95 ], [ 8, %75 ]
  store i32 %102, ptr %2, align 4, !tbaa !48
  br label %171

103:                                              ; preds = %3
  %104 = load i8, ptr %5, align 1, !tbaa !11
  %105 = zext i8 %104 to i32
  %106 = add nsw i32 %105, -58
  %107 = icmp ult i32 %106, -10
  br i1 %107, label %108, label %109

108:                                              ; preds = %103
  store i32 -1, ptr %2, align 4, !tbaa !48
  br label %126

109:                                              ; preds = %103, %109
  %110 = phi ptr [ %113, %109 ], [ %5, %103 ]
  %111 = phi i32 [ %117, %109 ], [ 0, %103 ]
  %112 = mul nsw i32 %111, 10
  %113 = getelementptr inbounds i8, ptr %110, i64 1
  store ptr %113, ptr %1, align 8, !tbaa !24
  %114 = load i8, ptr %110, align 1, !tbaa !11
  %115 = zext i8 %114 to i32
  %116 = add i32 %112, -48
  %117 = add i32 %116, %115
  %118 = load i8, ptr %113, align 1, !tbaa !11
  %119 = zext i8 %118 to i32
  %120 = add nsw i32 %119, -48
  %121 = icmp ult i32 %120, 10
  %122 = icmp slt i32 %117, 214748364
  %123 = select i1 %121, i1 %122, i1 false
  br i1 %123, label %109, label %124, !llvm.loop !84

124:                                              ; preds = %109
  store i32 %117, ptr %2, align 4, !tbaa !48
  %125 = icmp eq i32 %117, -1
  br i1 %125, label %126, label %171, !prof !86

126:                                              ; preds = %108, %124
  %127 = load ptr, ptr %0, align 8, !tbaa !53
  %128 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %127, ptr noundef nonnull @.str.65) #12
  br label %171

129:                                              ; preds = %3
  store i32 1, ptr %2, align 4, !tbaa !48
  br label %171

130:                                              ; preds = %3
  br label %171

131:                                              ; preds = %3
  %132 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 1, ptr %132, align 8, !tbaa !56
  br label %170

133:                                              ; preds = %3
  %134 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 0, ptr %134, align 8, !tbaa !56
  br label %170

135:                                              ; preds = %3
  %136 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 1, ptr %136, align 8, !tbaa !56
  br label %170

137:                                              ; preds = %3
  %138 = load i8, ptr %5, align 1, !tbaa !11
  %139 = zext i8 %138 to i32
  %140 = add nsw i32 %139, -58
  %141 = icmp ult i32 %140, -10
  br i1 %141, label %163, label %142

142:                                              ; preds = %137, %142
  %143 = phi ptr [ %146, %142 ], [ %5, %137 ]
  %144 = phi i32 [ %150, %142 ], [ 0, %137 ]
  %145 = mul nsw i32 %144, 10
  %146 = getelementptr inbounds i8, ptr %143, i64 1
  store ptr %146, ptr %1, align 8, !tbaa !24
  %147 = load i8, ptr %143, align 1, !tbaa !11
  %148 = zext i8 %147 to i32
  %149 = add i32 %145, -48
  %150 = add i32 %149, %148
  %151 = load i8, ptr %146, align 1, !tbaa !11
  %152 = zext i8 %151 to i32
  %153 = add nsw i32 %152, -48
  %154 = icmp ult i32 %153, 10
  %155 = icmp slt i32 %150, 214748364
  %156 = select i1 %154, i1 %155, i1 false
  br i1 %156, label %142, label %157, !llvm.loop !84

157:                                              ; preds = %142
  %158 = add i32 %150, -17
  %159 = icmp ult i32 %158, -16
  br i1 %159, label %160, label %163, !prof !85

160:                                              ; preds = %157
  %161 = load ptr, ptr %0, align 8, !tbaa !53
  %162 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %161, ptr noundef nonnull @.str.67, i32 noundef %150, i32 noundef 16) #12
  br label %163

163:                                              ; preds = %137, %157, %160
  %164 = phi i32 [ %162, %160 ], [ %150, %157 ], [ 8, %137 ]
  %165 = getelementptr inbounds i8, ptr %0, i64 12
  store i32 %164, ptr %165, align 4, !tbaa !83
  br label %170

166:                                              ; preds = %3
  %167 = zext i8 %6 to i32
  %168 = load ptr, ptr %0, align 8, !tbaa !53
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
  %15 = load i64, ptr %5, align 8, !tbaa !6
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
  %28 = load i64, ptr %4, align 8, !tbaa !6
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
  br i1 %37, label %38, label %45, !prof !10

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

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nofree nounwind willreturn memory(argmem: read) }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }
attributes #13 = { nounwind willreturn memory(read) }
attributes #14 = { nounwind willreturn memory(none) }

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
!10 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!11 = !{!8, !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!15 = distinct !{!15, !13}
!16 = !{!17, !18, i64 0}
!17 = !{!"str_Writer", !18, i64 0, !19, i64 8}
!18 = !{!"int", !8, i64 0}
!19 = !{!"luaL_Buffer", !20, i64 0, !7, i64 8, !7, i64 16, !20, i64 24, !8, i64 32}
!20 = !{!"any pointer", !8, i64 0}
!21 = !{!19, !7, i64 16}
!22 = !{!19, !7, i64 8}
!23 = !{!19, !20, i64 0}
!24 = !{!20, !20, i64 0}
!25 = !{!26, !26, i64 0}
!26 = !{!"short", !8, i64 0}
!27 = distinct !{!27, !13}
!28 = !{!29, !20, i64 0}
!29 = !{!"lconv", !20, i64 0, !20, i64 8, !20, i64 16, !20, i64 24, !20, i64 32, !20, i64 40, !20, i64 48, !20, i64 56, !20, i64 64, !20, i64 72, !8, i64 80, !8, i64 81, !8, i64 82, !8, i64 83, !8, i64 84, !8, i64 85, !8, i64 86, !8, i64 87, !8, i64 88, !8, i64 89, !8, i64 90, !8, i64 91, !8, i64 92, !8, i64 93}
!30 = distinct !{!30, !13}
!31 = !{!32, !20, i64 24}
!32 = !{!"MatchState", !20, i64 0, !20, i64 8, !20, i64 16, !20, i64 24, !18, i64 32, !8, i64 36, !8, i64 40}
!33 = !{!32, !18, i64 32}
!34 = !{!32, !20, i64 0}
!35 = !{!32, !20, i64 8}
!36 = !{!32, !20, i64 16}
!37 = !{!38, !20, i64 0}
!38 = !{!"GMatchState", !20, i64 0, !20, i64 8, !20, i64 16, !32, i64 24}
!39 = !{!38, !20, i64 8}
!40 = !{!38, !20, i64 16}
!41 = !{!32, !8, i64 36}
!42 = distinct !{!42, !13}
!43 = !{!44, !7, i64 8}
!44 = !{!"", !20, i64 0, !7, i64 8}
!45 = !{!44, !20, i64 0}
!46 = !{!"branch_weights", i32 2000, i32 2, i32 2000}
!47 = distinct !{!47, !13}
!48 = !{!18, !18, i64 0}
!49 = distinct !{!49, !13}
!50 = distinct !{!50, !13}
!51 = distinct !{!51, !13}
!52 = distinct !{!52, !13}
!53 = !{!54, !20, i64 0}
!54 = !{!"Header", !20, i64 0, !18, i64 8, !18, i64 12}
!55 = distinct !{!55, !13}
!56 = !{!54, !18, i64 8}
!57 = distinct !{!57, !13}
!58 = distinct !{!58, !13, !59, !60}
!59 = !{!"llvm.loop.isvectorized", i32 1}
!60 = !{!"llvm.loop.unroll.runtime.disable"}
!61 = distinct !{!61, !13, !59}
!62 = distinct !{!62, !13}
!63 = distinct !{!63, !13}
!64 = distinct !{!64, !13}
!65 = distinct !{!65, !13}
!66 = distinct !{!66, !13}
!67 = !{!"branch_weights", !"expected", i32 1717128, i32 2145766520}
!68 = distinct !{!68, !13}
!69 = distinct !{!69, !13}
!70 = distinct !{!70, !13}
!71 = distinct !{!71, !13, !72}
!72 = !{!"llvm.loop.peeled.count", i32 1}
!73 = distinct !{!73, !13}
!74 = distinct !{!74, !13}
!75 = distinct !{!75, !13}
!76 = distinct !{!76, !13}
!77 = distinct !{!77, !13}
!78 = distinct !{!78, !13}
!79 = distinct !{!79, !13}
!80 = !{!38, !20, i64 48}
!81 = !{!38, !20, i64 32}
!82 = distinct !{!82, !13}
!83 = !{!54, !18, i64 12}
!84 = distinct !{!84, !13}
!85 = !{!"branch_weights", !"expected", i32 2146410, i32 2145337238}
!86 = !{!"branch_weights", !"expected", i32 0, i32 -2147483648}
