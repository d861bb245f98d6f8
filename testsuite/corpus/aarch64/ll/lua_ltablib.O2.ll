; ModuleID = 'src/lua/ltablib.c'
source_filename = "src/lua/ltablib.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.luaL_Reg = type { ptr, ptr }
%struct.luaL_Buffer = type { ptr, i64, i64, ptr, %union.anon }
%union.anon = type { double, [1016 x i8] }

@tab_funcs = internal constant [8 x %struct.luaL_Reg] [%struct.luaL_Reg { ptr @.str, ptr @tconcat }, %struct.luaL_Reg { ptr @.str.1, ptr @tinsert }, %struct.luaL_Reg { ptr @.str.2, ptr @tpack }, %struct.luaL_Reg { ptr @.str.3, ptr @tunpack }, %struct.luaL_Reg { ptr @.str.4, ptr @tremove }, %struct.luaL_Reg { ptr @.str.5, ptr @tmove }, %struct.luaL_Reg { ptr @.str.6, ptr @sort }, %struct.luaL_Reg zeroinitializer], align 8
@.str = private unnamed_addr constant [7 x i8] c"concat\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"insert\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"pack\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"unpack\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"remove\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"move\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"sort\00", align 1
@.str.7 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"__index\00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"__newindex\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"__len\00", align 1
@.str.11 = private unnamed_addr constant [53 x i8] c"invalid value (%s) at index %I in table for 'concat'\00", align 1
@.str.12 = private unnamed_addr constant [23 x i8] c"position out of bounds\00", align 1
@.str.13 = private unnamed_addr constant [38 x i8] c"wrong number of arguments to 'insert'\00", align 1
@.str.14 = private unnamed_addr constant [2 x i8] c"n\00", align 1
@.str.15 = private unnamed_addr constant [27 x i8] c"too many results to unpack\00", align 1
@.str.16 = private unnamed_addr constant [26 x i8] c"too many elements to move\00", align 1
@.str.17 = private unnamed_addr constant [24 x i8] c"destination wrap around\00", align 1
@.str.18 = private unnamed_addr constant [14 x i8] c"array too big\00", align 1
@.str.19 = private unnamed_addr constant [35 x i8] c"invalid order function for sorting\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @luaopen_table(ptr noundef %0) local_unnamed_addr #0 {
  tail call void @luaL_checkversion_(ptr noundef %0, double noundef 5.040000e+02, i64 noundef 136) #4
  tail call void @lua_createtable(ptr noundef %0, i32 noundef 0, i32 noundef 7) #4
  tail call void @luaL_setfuncs(ptr noundef %0, ptr noundef nonnull @tab_funcs, i32 noundef 0) #4
  ret i32 1
}

declare void @luaL_checkversion_(ptr noundef, double noundef, i64 noundef) local_unnamed_addr #1

declare void @lua_createtable(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare void @luaL_setfuncs(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal noundef i32 @tconcat(ptr noundef %0) #0 {
  %2 = alloca %struct.luaL_Buffer, align 8
  %3 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 1056, ptr nonnull %2) #4
  tail call fastcc void @checktab(ptr noundef %0, i32 noundef 1, i32 noundef 5)
  %4 = tail call i64 @luaL_len(ptr noundef %0, i32 noundef 1) #4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #4
  %5 = call ptr @luaL_optlstring(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.7, ptr noundef nonnull %3) #4
  %6 = call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 3, i64 noundef 1) #4
  %7 = call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 4, i64 noundef %4) #4
  call void @luaL_buffinit(ptr noundef %0, ptr noundef nonnull %2) #4
  %8 = icmp slt i64 %6, %7
  br i1 %8, label %9, label %22

9:                                                ; preds = %1, %18
  %10 = phi i64 [ %20, %18 ], [ %6, %1 ]
  %11 = call i32 @lua_geti(ptr noundef %0, i32 noundef 1, i64 noundef %10) #4
  %12 = call i32 @lua_isstring(ptr noundef %0, i32 noundef -1) #4
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %18, !prof !6

14:                                               ; preds = %9
  %15 = call i32 @lua_type(ptr noundef %0, i32 noundef -1) #4
  %16 = call ptr @lua_typename(ptr noundef %0, i32 noundef %15) #4
  %17 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.11, ptr noundef %16, i64 noundef %10) #4
  br label %18

18:                                               ; preds = %9, %14
  call void @luaL_addvalue(ptr noundef nonnull %2) #4
  %19 = load i64, ptr %3, align 8, !tbaa !7
  call void @luaL_addlstring(ptr noundef nonnull %2, ptr noundef %5, i64 noundef %19) #4
  %20 = add i64 %10, 1
  %21 = icmp eq i64 %20, %7
  br i1 %21, label %24, label %9, !llvm.loop !11

22:                                               ; preds = %1
  %23 = icmp eq i64 %6, %7
  br i1 %23, label %24, label %33

24:                                               ; preds = %18, %22
  %25 = call i32 @lua_geti(ptr noundef %0, i32 noundef 1, i64 noundef %7) #4
  %26 = call i32 @lua_isstring(ptr noundef %0, i32 noundef -1) #4
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %28, label %32, !prof !6

28:                                               ; preds = %24
  %29 = call i32 @lua_type(ptr noundef %0, i32 noundef -1) #4
  %30 = call ptr @lua_typename(ptr noundef %0, i32 noundef %29) #4
  %31 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.11, ptr noundef %30, i64 noundef %7) #4
  br label %32

32:                                               ; preds = %24, %28
  call void @luaL_addvalue(ptr noundef nonnull %2) #4
  br label %33

33:                                               ; preds = %32, %22
  call void @luaL_pushresult(ptr noundef nonnull %2) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #4
  call void @llvm.lifetime.end.p0(i64 1056, ptr nonnull %2) #4
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal i32 @tinsert(ptr noundef %0) #0 {
  tail call fastcc void @checktab(ptr noundef %0, i32 noundef 1, i32 noundef 7)
  %2 = tail call i64 @luaL_len(ptr noundef %0, i32 noundef 1) #4
  %3 = add i64 %2, 1
  %4 = tail call i32 @lua_gettop(ptr noundef %0) #4
  switch i32 %4, label %18 [
    i32 2, label %20
    i32 3, label %5
  ]

5:                                                ; preds = %1
  %6 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 2) #4
  %7 = add i64 %6, -1
  %8 = icmp ult i64 %7, %3
  br i1 %8, label %11, label %9, !prof !13

9:                                                ; preds = %5
  %10 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.12) #4
  br label %11

11:                                               ; preds = %9, %5
  %12 = icmp sgt i64 %3, %6
  br i1 %12, label %13, label %20

13:                                               ; preds = %11, %13
  %14 = phi i64 [ %15, %13 ], [ %3, %11 ]
  %15 = add nsw i64 %14, -1
  %16 = tail call i32 @lua_geti(ptr noundef %0, i32 noundef 1, i64 noundef %15) #4
  tail call void @lua_seti(ptr noundef %0, i32 noundef 1, i64 noundef %14) #4
  %17 = icmp sgt i64 %15, %6
  br i1 %17, label %13, label %20, !llvm.loop !14

18:                                               ; preds = %1
  %19 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.13) #4
  br label %22

20:                                               ; preds = %13, %11, %1
  %21 = phi i64 [ %3, %1 ], [ %6, %11 ], [ %6, %13 ]
  tail call void @lua_seti(ptr noundef %0, i32 noundef 1, i64 noundef %21) #4
  br label %22

22:                                               ; preds = %20, %18
  %23 = phi i32 [ %19, %18 ], [ 0, %20 ]
  ret i32 %23
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @tpack(ptr noundef %0) #0 {
  %2 = tail call i32 @lua_gettop(ptr noundef %0) #4
  tail call void @lua_createtable(ptr noundef %0, i32 noundef %2, i32 noundef 1) #4
  tail call void @lua_rotate(ptr noundef %0, i32 noundef 1, i32 noundef 1) #4
  %3 = icmp sgt i32 %2, 0
  br i1 %3, label %4, label %10

4:                                                ; preds = %1
  %5 = zext nneg i32 %2 to i64
  br label %6

6:                                                ; preds = %4, %6
  %7 = phi i64 [ %5, %4 ], [ %8, %6 ]
  tail call void @lua_seti(ptr noundef %0, i32 noundef 1, i64 noundef %7) #4
  %8 = add nsw i64 %7, -1
  %9 = icmp ugt i64 %7, 1
  br i1 %9, label %6, label %10, !llvm.loop !15

10:                                               ; preds = %6, %1
  %11 = sext i32 %2 to i64
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %11) #4
  tail call void @lua_setfield(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.14) #4
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal i32 @tunpack(ptr noundef %0) #0 {
  %2 = tail call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 2, i64 noundef 1) #4
  %3 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 3) #4
  %4 = icmp slt i32 %3, 1
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = tail call i64 @luaL_len(ptr noundef %0, i32 noundef 1) #4
  br label %9

7:                                                ; preds = %1
  %8 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 3) #4
  br label %9

9:                                                ; preds = %7, %5
  %10 = phi i64 [ %6, %5 ], [ %8, %7 ]
  %11 = icmp sgt i64 %2, %10
  br i1 %11, label %31, label %12

12:                                               ; preds = %9
  %13 = sub i64 %10, %2
  %14 = icmp ugt i64 %13, 2147483646
  br i1 %14, label %22, label %15, !prof !16

15:                                               ; preds = %12
  %16 = trunc nuw i64 %13 to i32
  %17 = add nuw nsw i32 %16, 1
  %18 = tail call i32 @lua_checkstack(ptr noundef %0, i32 noundef %17) #4
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %22, label %20, !prof !17

20:                                               ; preds = %15
  %21 = icmp slt i64 %2, %10
  br i1 %21, label %24, label %29

22:                                               ; preds = %12, %15
  %23 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.15) #4
  br label %31

24:                                               ; preds = %20, %24
  %25 = phi i64 [ %27, %24 ], [ %2, %20 ]
  %26 = tail call i32 @lua_geti(ptr noundef %0, i32 noundef 1, i64 noundef %25) #4
  %27 = add i64 %25, 1
  %28 = icmp eq i64 %27, %10
  br i1 %28, label %29, label %24, !llvm.loop !18

29:                                               ; preds = %24, %20
  %30 = tail call i32 @lua_geti(ptr noundef %0, i32 noundef 1, i64 noundef %10) #4
  br label %31

31:                                               ; preds = %9, %29, %22
  %32 = phi i32 [ %23, %22 ], [ %17, %29 ], [ 0, %9 ]
  ret i32 %32
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @tremove(ptr noundef %0) #0 {
  tail call fastcc void @checktab(ptr noundef %0, i32 noundef 1, i32 noundef 7)
  %2 = tail call i64 @luaL_len(ptr noundef %0, i32 noundef 1) #4
  %3 = tail call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 2, i64 noundef %2) #4
  %4 = icmp ne i64 %3, %2
  %5 = add i64 %3, -1
  %6 = icmp ugt i64 %5, %2
  %7 = and i1 %4, %6
  br i1 %7, label %8, label %10, !prof !19

8:                                                ; preds = %1
  %9 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.12) #4
  br label %10

10:                                               ; preds = %8, %1
  %11 = tail call i32 @lua_geti(ptr noundef %0, i32 noundef 1, i64 noundef %3) #4
  %12 = icmp slt i64 %3, %2
  br i1 %12, label %13, label %18

13:                                               ; preds = %10, %13
  %14 = phi i64 [ %15, %13 ], [ %3, %10 ]
  %15 = add nsw i64 %14, 1
  %16 = tail call i32 @lua_geti(ptr noundef %0, i32 noundef 1, i64 noundef %15) #4
  tail call void @lua_seti(ptr noundef %0, i32 noundef 1, i64 noundef %14) #4
  %17 = icmp eq i64 %15, %2
  br i1 %17, label %18, label %13, !llvm.loop !20

18:                                               ; preds = %13, %10
  %19 = phi i64 [ %3, %10 ], [ %2, %13 ]
  tail call void @lua_pushnil(ptr noundef %0) #4
  tail call void @lua_seti(ptr noundef %0, i32 noundef 1, i64 noundef %19) #4
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @tmove(ptr noundef %0) #0 {
  %2 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 2) #4
  %3 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 3) #4
  %4 = tail call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef 4) #4
  %5 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 5) #4
  %6 = icmp sgt i32 %5, 0
  %7 = select i1 %6, i32 5, i32 1
  tail call fastcc void @checktab(ptr noundef %0, i32 noundef 1, i32 noundef 1)
  tail call fastcc void @checktab(ptr noundef %0, i32 noundef %7, i32 noundef 2)
  %8 = icmp slt i64 %3, %2
  br i1 %8, label %51, label %9

9:                                                ; preds = %1
  %10 = icmp sgt i64 %2, 0
  %11 = add nsw i64 %2, 9223372036854775807
  %12 = icmp slt i64 %3, %11
  %13 = select i1 %10, i1 true, i1 %12
  br i1 %13, label %16, label %14, !prof !13

14:                                               ; preds = %9
  %15 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 3, ptr noundef nonnull @.str.16) #4
  br label %16

16:                                               ; preds = %14, %9
  %17 = sub nsw i64 %3, %2
  %18 = sub i64 9223372036854775807, %17
  %19 = icmp sgt i64 %4, %18
  br i1 %19, label %20, label %22, !prof !6

20:                                               ; preds = %16
  %21 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 4, ptr noundef nonnull @.str.17) #4
  br label %22

22:                                               ; preds = %20, %16
  %23 = icmp sle i64 %4, %3
  %24 = icmp sgt i64 %4, %2
  %25 = select i1 %23, i1 %24, i1 false
  br i1 %25, label %26, label %30

26:                                               ; preds = %22
  br i1 %6, label %27, label %42

27:                                               ; preds = %26
  %28 = tail call i32 @lua_compare(ptr noundef %0, i32 noundef 1, i32 noundef 5, i32 noundef 0) #4
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %30, label %42

30:                                               ; preds = %27, %22
  %31 = icmp slt i64 %17, 0
  br i1 %31, label %51, label %32

32:                                               ; preds = %30
  %33 = add i64 %3, 1
  %34 = sub i64 %33, %2
  br label %35

35:                                               ; preds = %32, %35
  %36 = phi i64 [ %40, %35 ], [ 0, %32 ]
  %37 = add nsw i64 %36, %2
  %38 = tail call i32 @lua_geti(ptr noundef %0, i32 noundef 1, i64 noundef %37) #4
  %39 = add nsw i64 %36, %4
  tail call void @lua_seti(ptr noundef %0, i32 noundef %7, i64 noundef %39) #4
  %40 = add nuw i64 %36, 1
  %41 = icmp eq i64 %40, %34
  br i1 %41, label %51, label %35, !llvm.loop !21

42:                                               ; preds = %27, %26
  %43 = icmp sgt i64 %17, -1
  br i1 %43, label %44, label %51

44:                                               ; preds = %42, %44
  %45 = phi i64 [ %49, %44 ], [ %17, %42 ]
  %46 = add nsw i64 %45, %2
  %47 = tail call i32 @lua_geti(ptr noundef %0, i32 noundef 1, i64 noundef %46) #4
  %48 = add nsw i64 %45, %4
  tail call void @lua_seti(ptr noundef %0, i32 noundef %7, i64 noundef %48) #4
  %49 = add nsw i64 %45, -1
  %50 = icmp eq i64 %45, 0
  br i1 %50, label %51, label %44, !llvm.loop !22

51:                                               ; preds = %44, %35, %42, %30, %1
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef %7) #4
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @sort(ptr noundef %0) #0 {
  tail call fastcc void @checktab(ptr noundef %0, i32 noundef 1, i32 noundef 7)
  %2 = tail call i64 @luaL_len(ptr noundef %0, i32 noundef 1) #4
  %3 = icmp sgt i64 %2, 1
  br i1 %3, label %4, label %14

4:                                                ; preds = %1
  %5 = icmp ult i64 %2, 2147483647
  br i1 %5, label %8, label %6, !prof !13

6:                                                ; preds = %4
  %7 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.18) #4
  br label %8

8:                                                ; preds = %6, %4
  %9 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 2) #4
  %10 = icmp slt i32 %9, 1
  br i1 %10, label %12, label %11

11:                                               ; preds = %8
  tail call void @luaL_checktype(ptr noundef %0, i32 noundef 2, i32 noundef 6) #4
  br label %12

12:                                               ; preds = %11, %8
  tail call void @lua_settop(ptr noundef %0, i32 noundef 2) #4
  %13 = trunc i64 %2 to i32
  tail call fastcc void @auxsort(ptr noundef %0, i32 noundef 1, i32 noundef %13, i32 noundef 0)
  br label %14

14:                                               ; preds = %12, %1
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind uwtable
define internal fastcc void @checktab(ptr noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #0 {
  %4 = tail call i32 @lua_type(ptr noundef %0, i32 noundef %1) #4
  %5 = icmp eq i32 %4, 5
  br i1 %5, label %40, label %6

6:                                                ; preds = %3
  %7 = tail call i32 @lua_getmetatable(ptr noundef %0, i32 noundef %1) #4
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %39, label %9

9:                                                ; preds = %6
  %10 = and i32 %2, 1
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %16, label %12

12:                                               ; preds = %9
  %13 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.8) #4
  %14 = tail call i32 @lua_rawget(ptr noundef %0, i32 noundef -2) #4
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %39, label %16

16:                                               ; preds = %12, %9
  %17 = phi i32 [ 2, %12 ], [ 1, %9 ]
  %18 = and i32 %2, 2
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %26, label %20

20:                                               ; preds = %16
  %21 = add nuw nsw i32 %17, 1
  %22 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.9) #4
  %23 = xor i32 %17, -1
  %24 = tail call i32 @lua_rawget(ptr noundef %0, i32 noundef %23) #4
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %39, label %26

26:                                               ; preds = %20, %16
  %27 = phi i32 [ %21, %20 ], [ %17, %16 ]
  %28 = and i32 %2, 4
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %36, label %30

30:                                               ; preds = %26
  %31 = add nuw nsw i32 %27, 1
  %32 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.10) #4
  %33 = xor i32 %27, -1
  %34 = tail call i32 @lua_rawget(ptr noundef %0, i32 noundef %33) #4
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %39, label %36

36:                                               ; preds = %30, %26
  %37 = phi i32 [ %31, %30 ], [ %27, %26 ]
  %38 = xor i32 %37, -1
  tail call void @lua_settop(ptr noundef %0, i32 noundef %38) #4
  br label %40

39:                                               ; preds = %30, %20, %12, %6
  tail call void @luaL_checktype(ptr noundef %0, i32 noundef %1, i32 noundef 5) #4
  br label %40

40:                                               ; preds = %36, %39, %3
  ret void
}

declare i64 @luaL_len(ptr noundef, i32 noundef) local_unnamed_addr #1

declare ptr @luaL_optlstring(ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare i64 @luaL_optinteger(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

declare void @luaL_buffinit(ptr noundef, ptr noundef) local_unnamed_addr #1

declare void @luaL_addlstring(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

declare void @luaL_pushresult(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare i32 @lua_type(ptr noundef, i32 noundef) local_unnamed_addr #1

declare i32 @lua_getmetatable(ptr noundef, i32 noundef) local_unnamed_addr #1

declare void @lua_settop(ptr noundef, i32 noundef) local_unnamed_addr #1

declare void @luaL_checktype(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare ptr @lua_pushstring(ptr noundef, ptr noundef) local_unnamed_addr #1

declare i32 @lua_rawget(ptr noundef, i32 noundef) local_unnamed_addr #1

declare i32 @lua_geti(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

declare i32 @lua_isstring(ptr noundef, i32 noundef) local_unnamed_addr #1

declare i32 @luaL_error(ptr noundef, ptr noundef, ...) local_unnamed_addr #1

declare ptr @lua_typename(ptr noundef, i32 noundef) local_unnamed_addr #1

declare void @luaL_addvalue(ptr noundef) local_unnamed_addr #1

declare i32 @lua_gettop(ptr noundef) local_unnamed_addr #1

declare i64 @luaL_checkinteger(ptr noundef, i32 noundef) local_unnamed_addr #1

declare i32 @luaL_argerror(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare void @lua_seti(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

declare void @lua_rotate(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare void @lua_pushinteger(ptr noundef, i64 noundef) local_unnamed_addr #1

declare void @lua_setfield(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare i32 @lua_checkstack(ptr noundef, i32 noundef) local_unnamed_addr #1

declare void @lua_pushnil(ptr noundef) local_unnamed_addr #1

declare i32 @lua_compare(ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare void @lua_pushvalue(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc void @auxsort(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #0 {
  %5 = icmp ult i32 %1, %2
  br i1 %5, label %6, label %131

6:                                                ; preds = %4, %128
  %7 = phi i32 [ %129, %128 ], [ %3, %4 ]
  %8 = phi i32 [ %111, %128 ], [ %2, %4 ]
  %9 = phi i32 [ %110, %128 ], [ %1, %4 ]
  %10 = zext i32 %9 to i64
  %11 = tail call i32 @lua_geti(ptr noundef %0, i32 noundef 1, i64 noundef %10) #4
  %12 = zext i32 %8 to i64
  %13 = tail call i32 @lua_geti(ptr noundef %0, i32 noundef 1, i64 noundef %12) #4
  %14 = tail call fastcc i32 @sort_comp(ptr noundef %0, i32 noundef -1, i32 noundef -2)
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %17, label %16

16:                                               ; preds = %6
  tail call void @lua_seti(ptr noundef %0, i32 noundef 1, i64 noundef %10) #4
  tail call void @lua_seti(ptr noundef %0, i32 noundef 1, i64 noundef %12) #4
  br label %18

17:                                               ; preds = %6
  tail call void @lua_settop(ptr noundef %0, i32 noundef -3) #4
  br label %18

18:                                               ; preds = %17, %16
  %19 = sub i32 %8, %9
  %20 = icmp eq i32 %19, 1
  br i1 %20, label %131, label %21

21:                                               ; preds = %18
  %22 = icmp ult i32 %19, 100
  %23 = icmp eq i32 %7, 0
  %24 = select i1 %22, i1 true, i1 %23
  br i1 %24, label %25, label %28

25:                                               ; preds = %21
  %26 = add i32 %8, %9
  %27 = lshr i32 %26, 1
  br label %34

28:                                               ; preds = %21
  %29 = lshr i32 %19, 2
  %30 = shl nuw nsw i32 %29, 1
  %31 = urem i32 %7, %30
  %32 = add i32 %29, %9
  %33 = add i32 %32, %31
  br label %34

34:                                               ; preds = %28, %25
  %35 = phi i32 [ %27, %25 ], [ %33, %28 ]
  %36 = zext i32 %35 to i64
  %37 = tail call i32 @lua_geti(ptr noundef %0, i32 noundef 1, i64 noundef %36) #4
  %38 = tail call i32 @lua_geti(ptr noundef %0, i32 noundef 1, i64 noundef %10) #4
  %39 = tail call fastcc i32 @sort_comp(ptr noundef %0, i32 noundef -2, i32 noundef -1)
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %42, label %41

41:                                               ; preds = %34
  tail call void @lua_seti(ptr noundef %0, i32 noundef 1, i64 noundef %36) #4
  tail call void @lua_seti(ptr noundef %0, i32 noundef 1, i64 noundef %10) #4
  br label %48

42:                                               ; preds = %34
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #4
  %43 = tail call i32 @lua_geti(ptr noundef %0, i32 noundef 1, i64 noundef %12) #4
  %44 = tail call fastcc i32 @sort_comp(ptr noundef %0, i32 noundef -1, i32 noundef -2)
  %45 = icmp eq i32 %44, 0
  br i1 %45, label %47, label %46

46:                                               ; preds = %42
  tail call void @lua_seti(ptr noundef %0, i32 noundef 1, i64 noundef %36) #4
  tail call void @lua_seti(ptr noundef %0, i32 noundef 1, i64 noundef %12) #4
  br label %48

47:                                               ; preds = %42
  tail call void @lua_settop(ptr noundef %0, i32 noundef -3) #4
  br label %48

48:                                               ; preds = %46, %47, %41
  %49 = icmp eq i32 %19, 2
  br i1 %49, label %131, label %50

50:                                               ; preds = %48
  %51 = tail call i32 @lua_geti(ptr noundef %0, i32 noundef 1, i64 noundef %36) #4
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -1) #4
  %52 = add i32 %8, -1
  %53 = zext i32 %52 to i64
  %54 = tail call i32 @lua_geti(ptr noundef %0, i32 noundef 1, i64 noundef %53) #4
  br label %55

55:                                               ; preds = %95, %50
  %56 = phi i64 [ %36, %50 ], [ %67, %95 ]
  %57 = phi i64 [ %53, %50 ], [ %97, %95 ]
  %58 = phi i32 [ %9, %50 ], [ %66, %95 ]
  %59 = phi i32 [ %52, %50 ], [ %96, %95 ]
  tail call void @lua_seti(ptr noundef %0, i32 noundef 1, i64 noundef %56) #4
  tail call void @lua_seti(ptr noundef %0, i32 noundef 1, i64 noundef %57) #4
  %60 = add i32 %58, 1
  %61 = zext i32 %60 to i64
  %62 = tail call i32 @lua_geti(ptr noundef %0, i32 noundef 1, i64 noundef %61) #4
  %63 = tail call fastcc i32 @sort_comp(ptr noundef %0, i32 noundef -1, i32 noundef -2)
  %64 = icmp eq i32 %63, 0
  br i1 %64, label %65, label %73

65:                                               ; preds = %78, %55
  %66 = phi i32 [ %60, %55 ], [ %79, %78 ]
  %67 = phi i64 [ %61, %55 ], [ %80, %78 ]
  %68 = add i32 %59, -1
  %69 = zext i32 %68 to i64
  %70 = tail call i32 @lua_geti(ptr noundef %0, i32 noundef 1, i64 noundef %69) #4
  %71 = tail call fastcc i32 @sort_comp(ptr noundef %0, i32 noundef -3, i32 noundef -1)
  %72 = icmp eq i32 %71, 0
  br i1 %72, label %95, label %84

73:                                               ; preds = %55, %78
  %74 = phi i32 [ %79, %78 ], [ %60, %55 ]
  %75 = icmp eq i32 %74, %52
  br i1 %75, label %76, label %78, !prof !6

76:                                               ; preds = %73
  %77 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.19) #4
  br label %78

78:                                               ; preds = %76, %73
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #4
  %79 = add i32 %74, 1
  %80 = zext i32 %79 to i64
  %81 = tail call i32 @lua_geti(ptr noundef %0, i32 noundef 1, i64 noundef %80) #4
  %82 = tail call fastcc i32 @sort_comp(ptr noundef %0, i32 noundef -1, i32 noundef -2)
  %83 = icmp eq i32 %82, 0
  br i1 %83, label %65, label %73, !llvm.loop !23

84:                                               ; preds = %65, %89
  %85 = phi i32 [ %90, %89 ], [ %68, %65 ]
  %86 = icmp ult i32 %85, %66
  br i1 %86, label %87, label %89, !prof !6

87:                                               ; preds = %84
  %88 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.19) #4
  br label %89

89:                                               ; preds = %87, %84
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #4
  %90 = add i32 %85, -1
  %91 = zext i32 %90 to i64
  %92 = tail call i32 @lua_geti(ptr noundef %0, i32 noundef 1, i64 noundef %91) #4
  %93 = tail call fastcc i32 @sort_comp(ptr noundef %0, i32 noundef -3, i32 noundef -1)
  %94 = icmp eq i32 %93, 0
  br i1 %94, label %95, label %84, !llvm.loop !24

95:                                               ; preds = %89, %65
  %96 = phi i32 [ %68, %65 ], [ %90, %89 ]
  %97 = phi i64 [ %69, %65 ], [ %91, %89 ]
  %98 = icmp ult i32 %96, %66
  br i1 %98, label %99, label %55

99:                                               ; preds = %95
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #4
  tail call void @lua_seti(ptr noundef %0, i32 noundef 1, i64 noundef %53) #4
  tail call void @lua_seti(ptr noundef %0, i32 noundef 1, i64 noundef %67) #4
  %100 = sub i32 %66, %9
  %101 = sub i32 %8, %66
  %102 = icmp ult i32 %100, %101
  br i1 %102, label %103, label %106

103:                                              ; preds = %99
  %104 = add i32 %66, -1
  tail call fastcc void @auxsort(ptr noundef %0, i32 noundef %9, i32 noundef %104, i32 noundef %7)
  %105 = add i32 %66, 1
  br label %109

106:                                              ; preds = %99
  %107 = add i32 %66, 1
  tail call fastcc void @auxsort(ptr noundef %0, i32 noundef %107, i32 noundef %8, i32 noundef %7)
  %108 = add i32 %66, -1
  br label %109

109:                                              ; preds = %106, %103
  %110 = phi i32 [ %105, %103 ], [ %9, %106 ]
  %111 = phi i32 [ %8, %103 ], [ %108, %106 ]
  %112 = phi i32 [ %100, %103 ], [ %101, %106 ]
  %113 = sub i32 %111, %110
  %114 = lshr i32 %113, 7
  %115 = icmp ugt i32 %114, %112
  br i1 %115, label %116, label %128

116:                                              ; preds = %109
  %117 = tail call i64 @clock() #4
  %118 = tail call i64 @time(ptr noundef null) #4
  %119 = trunc i64 %117 to i32
  %120 = lshr i64 %117, 32
  %121 = trunc nuw i64 %120 to i32
  %122 = add i32 %121, %119
  %123 = trunc i64 %118 to i32
  %124 = add i32 %122, %123
  %125 = lshr i64 %118, 32
  %126 = trunc nuw i64 %125 to i32
  %127 = add i32 %124, %126
  br label %128

128:                                              ; preds = %109, %116
  %129 = phi i32 [ %127, %116 ], [ %7, %109 ]
  %130 = icmp ult i32 %110, %111
  br i1 %130, label %6, label %131

131:                                              ; preds = %128, %18, %48, %4
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc i32 @sort_comp(ptr noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #0 {
  %4 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 2) #4
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %3
  %7 = tail call i32 @lua_compare(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef 1) #4
  br label %12

8:                                                ; preds = %3
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef 2) #4
  %9 = add nsw i32 %1, -1
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef %9) #4
  %10 = add nsw i32 %2, -2
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef %10) #4
  tail call void @lua_callk(ptr noundef %0, i32 noundef 2, i32 noundef 1, i64 noundef 0, ptr noundef null) #4
  %11 = tail call i32 @lua_toboolean(ptr noundef %0, i32 noundef -1) #4
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #4
  br label %12

12:                                               ; preds = %8, %6
  %13 = phi i32 [ %7, %6 ], [ %11, %8 ]
  ret i32 %13
}

declare void @lua_callk(ptr noundef, i32 noundef, i32 noundef, i64 noundef, ptr noundef) local_unnamed_addr #1

declare i32 @lua_toboolean(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare i64 @clock() local_unnamed_addr #3

; Function Attrs: nounwind
declare i64 @time(ptr noundef) local_unnamed_addr #3

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!7 = !{!8, !8, i64 0}
!8 = !{!"long", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = !{!"branch_weights", i32 1073205, i32 2146410443}
!17 = !{!"branch_weights", !"expected", i32 0, i32 -2147483648}
!18 = distinct !{!18, !12}
!19 = !{!"branch_weights", i32 1, i32 4001}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12}
