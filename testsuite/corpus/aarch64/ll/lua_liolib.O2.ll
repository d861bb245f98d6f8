; ModuleID = 'src/lua/liolib.c'
source_filename = "src/lua/liolib.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.luaL_Reg = type { ptr, ptr }
%struct.luaL_Buffer = type { ptr, i64, i64, ptr, %union.anon }
%union.anon = type { double, [1016 x i8] }
%struct.RN = type { ptr, i32, i32, [201 x i8] }

@iolib = internal constant [12 x %struct.luaL_Reg] [%struct.luaL_Reg { ptr @.str.5, ptr @io_close }, %struct.luaL_Reg { ptr @.str.6, ptr @io_flush }, %struct.luaL_Reg { ptr @.str.7, ptr @io_input }, %struct.luaL_Reg { ptr @.str.8, ptr @io_lines }, %struct.luaL_Reg { ptr @.str.9, ptr @io_open }, %struct.luaL_Reg { ptr @.str.10, ptr @io_output }, %struct.luaL_Reg { ptr @.str.11, ptr @io_popen }, %struct.luaL_Reg { ptr @.str.12, ptr @io_read }, %struct.luaL_Reg { ptr @.str.13, ptr @io_tmpfile }, %struct.luaL_Reg { ptr @.str.14, ptr @io_type }, %struct.luaL_Reg { ptr @.str.15, ptr @io_write }, %struct.luaL_Reg zeroinitializer], align 8
@stdin = external local_unnamed_addr global ptr, align 8
@.str = private unnamed_addr constant [10 x i8] c"_IO_input\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"stdin\00", align 1
@stdout = external local_unnamed_addr global ptr, align 8
@.str.2 = private unnamed_addr constant [11 x i8] c"_IO_output\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"stdout\00", align 1
@stderr = external local_unnamed_addr global ptr, align 8
@.str.4 = private unnamed_addr constant [7 x i8] c"stderr\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"close\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"flush\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"input\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"lines\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"open\00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c"output\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"popen\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"read\00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"tmpfile\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"type\00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"write\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"FILE*\00", align 1
@.str.17 = private unnamed_addr constant [29 x i8] c"attempt to use a closed file\00", align 1
@.str.18 = private unnamed_addr constant [26 x i8] c"default %s file is closed\00", align 1
@.str.19 = private unnamed_addr constant [2 x i8] c"r\00", align 1
@.str.20 = private unnamed_addr constant [27 x i8] c"cannot open file '%s' (%s)\00", align 1
@.str.21 = private unnamed_addr constant [19 x i8] c"too many arguments\00", align 1
@.str.22 = private unnamed_addr constant [23 x i8] c"file is already closed\00", align 1
@.str.23 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@.str.24 = private unnamed_addr constant [15 x i8] c"invalid format\00", align 1
@.str.25 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.29 = private unnamed_addr constant [3 x i8] c"pP\00", align 1
@.str.30 = private unnamed_addr constant [3 x i8] c"eE\00", align 1
@.str.31 = private unnamed_addr constant [13 x i8] c"invalid mode\00", align 1
@.str.32 = private unnamed_addr constant [4 x i8] c"rwa\00", align 1
@.str.33 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@.str.34 = private unnamed_addr constant [2 x i8] c"w\00", align 1
@.str.35 = private unnamed_addr constant [12 x i8] c"closed file\00", align 1
@.str.36 = private unnamed_addr constant [5 x i8] c"file\00", align 1
@.str.37 = private unnamed_addr constant [5 x i8] c"%lld\00", align 1
@.str.38 = private unnamed_addr constant [6 x i8] c"%.14g\00", align 1
@metameth = internal constant [5 x %struct.luaL_Reg] [%struct.luaL_Reg { ptr @.str.39, ptr null }, %struct.luaL_Reg { ptr @.str.40, ptr @f_gc }, %struct.luaL_Reg { ptr @.str.41, ptr @f_gc }, %struct.luaL_Reg { ptr @.str.42, ptr @f_tostring }, %struct.luaL_Reg zeroinitializer], align 8
@meth = internal constant [8 x %struct.luaL_Reg] [%struct.luaL_Reg { ptr @.str.12, ptr @f_read }, %struct.luaL_Reg { ptr @.str.15, ptr @f_write }, %struct.luaL_Reg { ptr @.str.8, ptr @f_lines }, %struct.luaL_Reg { ptr @.str.6, ptr @f_flush }, %struct.luaL_Reg { ptr @.str.45, ptr @f_seek }, %struct.luaL_Reg { ptr @.str.5, ptr @f_close }, %struct.luaL_Reg { ptr @.str.46, ptr @f_setvbuf }, %struct.luaL_Reg zeroinitializer], align 8
@.str.39 = private unnamed_addr constant [8 x i8] c"__index\00", align 1
@.str.40 = private unnamed_addr constant [5 x i8] c"__gc\00", align 1
@.str.41 = private unnamed_addr constant [8 x i8] c"__close\00", align 1
@.str.42 = private unnamed_addr constant [11 x i8] c"__tostring\00", align 1
@.str.43 = private unnamed_addr constant [14 x i8] c"file (closed)\00", align 1
@.str.44 = private unnamed_addr constant [10 x i8] c"file (%p)\00", align 1
@.str.45 = private unnamed_addr constant [5 x i8] c"seek\00", align 1
@.str.46 = private unnamed_addr constant [8 x i8] c"setvbuf\00", align 1
@f_seek.mode = internal unnamed_addr constant [3 x i32] [i32 0, i32 1, i32 2], align 4
@f_seek.modenames = internal constant [4 x ptr] [ptr @.str.47, ptr @.str.48, ptr @.str.49, ptr null], align 8
@.str.47 = private unnamed_addr constant [4 x i8] c"set\00", align 1
@.str.48 = private unnamed_addr constant [4 x i8] c"cur\00", align 1
@.str.49 = private unnamed_addr constant [4 x i8] c"end\00", align 1
@f_setvbuf.mode = internal unnamed_addr constant [3 x i32] [i32 2, i32 0, i32 1], align 4
@f_setvbuf.modenames = internal constant [4 x ptr] [ptr @.str.51, ptr @.str.52, ptr @.str.53, ptr null], align 8
@.str.51 = private unnamed_addr constant [3 x i8] c"no\00", align 1
@.str.52 = private unnamed_addr constant [5 x i8] c"full\00", align 1
@.str.53 = private unnamed_addr constant [5 x i8] c"line\00", align 1
@.str.54 = private unnamed_addr constant [27 x i8] c"cannot close standard file\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @luaopen_io(ptr noundef %0) local_unnamed_addr #0 {
  tail call void @luaL_checkversion_(ptr noundef %0, double noundef 5.040000e+02, i64 noundef 136) #9
  tail call void @lua_createtable(ptr noundef %0, i32 noundef 0, i32 noundef 11) #9
  tail call void @luaL_setfuncs(ptr noundef %0, ptr noundef nonnull @iolib, i32 noundef 0) #9
  %2 = tail call i32 @luaL_newmetatable(ptr noundef %0, ptr noundef nonnull @.str.16) #9
  tail call void @luaL_setfuncs(ptr noundef %0, ptr noundef nonnull @metameth, i32 noundef 0) #9
  tail call void @lua_createtable(ptr noundef %0, i32 noundef 0, i32 noundef 7) #9
  tail call void @luaL_setfuncs(ptr noundef %0, ptr noundef nonnull @meth, i32 noundef 0) #9
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.39) #9
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #9
  %3 = load ptr, ptr @stdin, align 8, !tbaa !6
  %4 = tail call ptr @lua_newuserdatauv(ptr noundef %0, i64 noundef 16, i32 noundef 0) #9
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr null, ptr %5, align 8, !tbaa !10
  tail call void @luaL_setmetatable(ptr noundef %0, ptr noundef nonnull @.str.16) #9
  store ptr %3, ptr %4, align 8, !tbaa !12
  store ptr @io_noclose, ptr %5, align 8, !tbaa !10
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -1) #9
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -1001000, ptr noundef nonnull @.str) #9
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.1) #9
  %6 = load ptr, ptr @stdout, align 8, !tbaa !6
  %7 = tail call ptr @lua_newuserdatauv(ptr noundef %0, i64 noundef 16, i32 noundef 0) #9
  %8 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr null, ptr %8, align 8, !tbaa !10
  tail call void @luaL_setmetatable(ptr noundef %0, ptr noundef nonnull @.str.16) #9
  store ptr %6, ptr %7, align 8, !tbaa !12
  store ptr @io_noclose, ptr %8, align 8, !tbaa !10
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -1) #9
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -1001000, ptr noundef nonnull @.str.2) #9
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.3) #9
  %9 = load ptr, ptr @stderr, align 8, !tbaa !6
  %10 = tail call ptr @lua_newuserdatauv(ptr noundef %0, i64 noundef 16, i32 noundef 0) #9
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr null, ptr %11, align 8, !tbaa !10
  tail call void @luaL_setmetatable(ptr noundef %0, ptr noundef nonnull @.str.16) #9
  store ptr %9, ptr %10, align 8, !tbaa !12
  store ptr @io_noclose, ptr %11, align 8, !tbaa !10
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -2, ptr noundef nonnull @.str.4) #9
  ret i32 1
}

declare void @luaL_checkversion_(ptr noundef, double noundef, i64 noundef) local_unnamed_addr #1

declare void @lua_createtable(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare void @luaL_setfuncs(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal i32 @io_close(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #9
  %4 = icmp eq i32 %3, -1
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001000, ptr noundef nonnull @.str.2) #9
  br label %7

7:                                                ; preds = %5, %1
  %8 = tail call ptr @luaL_checkudata(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.16) #9
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !10
  %11 = icmp eq ptr %10, null
  br i1 %11, label %12, label %14, !prof !13

12:                                               ; preds = %7
  %13 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.17) #9
  br label %14

14:                                               ; preds = %7, %12
  %15 = tail call ptr @luaL_checkudata(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.16) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  %16 = getelementptr inbounds i8, ptr %15, i64 8
  %17 = load ptr, ptr %16, align 8, !tbaa !10
  store volatile ptr %17, ptr %2, align 8, !tbaa !6
  store ptr null, ptr %16, align 8, !tbaa !10
  %18 = load volatile ptr, ptr %2, align 8, !tbaa !6
  %19 = tail call i32 %18(ptr noundef %0) #9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  ret i32 %19
}

; Function Attrs: nounwind uwtable
define internal i32 @io_flush(ptr noundef %0) #0 {
  %2 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001000, ptr noundef nonnull @.str.2) #9
  %3 = tail call ptr @lua_touserdata(ptr noundef %0, i32 noundef -1) #9
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !10
  %6 = icmp eq ptr %5, null
  br i1 %6, label %7, label %9, !prof !13

7:                                                ; preds = %1
  %8 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.18, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.2, i64 4)) #9
  br label %9

9:                                                ; preds = %1, %7
  %10 = load ptr, ptr %3, align 8, !tbaa !12
  %11 = tail call ptr @__errno_location() #10
  store i32 0, ptr %11, align 4, !tbaa !14
  %12 = tail call i32 @fflush(ptr noundef %10)
  %13 = icmp eq i32 %12, 0
  %14 = zext i1 %13 to i32
  %15 = tail call i32 @luaL_fileresult(ptr noundef %0, i32 noundef %14, ptr noundef null) #9
  ret i32 %15
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @io_input(ptr noundef %0) #0 {
  tail call fastcc void @g_iofile(ptr noundef %0, ptr noundef nonnull @.str, ptr noundef nonnull @.str.19)
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal range(i32 1, 5) i32 @io_lines(ptr noundef %0) #0 {
  %2 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #9
  %3 = icmp eq i32 %2, -1
  br i1 %3, label %4, label %5

4:                                                ; preds = %1
  tail call void @lua_pushnil(ptr noundef %0) #9
  br label %5

5:                                                ; preds = %4, %1
  %6 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #9
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %17

8:                                                ; preds = %5
  %9 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001000, ptr noundef nonnull @.str) #9
  tail call void @lua_copy(ptr noundef %0, i32 noundef -1, i32 noundef 1) #9
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #9
  %10 = tail call ptr @luaL_checkudata(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.16) #9
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !10
  %13 = icmp eq ptr %12, null
  br i1 %13, label %14, label %16, !prof !13

14:                                               ; preds = %8
  %15 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.17) #9
  br label %16

16:                                               ; preds = %14, %8
  tail call fastcc void @aux_lines(ptr noundef %0, i32 noundef 0)
  br label %19

17:                                               ; preds = %5
  %18 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #9
  tail call fastcc void @opencheck(ptr noundef %0, ptr noundef %18, ptr noundef nonnull @.str.19)
  tail call void @lua_copy(ptr noundef %0, i32 noundef -1, i32 noundef 1) #9
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #9
  tail call fastcc void @aux_lines(ptr noundef %0, i32 noundef 1)
  tail call void @lua_pushnil(ptr noundef %0) #9
  tail call void @lua_pushnil(ptr noundef %0) #9
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef 1) #9
  br label %19

19:                                               ; preds = %16, %17
  %20 = phi i32 [ 4, %17 ], [ 1, %16 ]
  ret i32 %20
}

; Function Attrs: nounwind uwtable
define internal i32 @io_open(ptr noundef %0) #0 {
  %2 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #9
  %3 = tail call ptr @luaL_optlstring(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.19, ptr noundef null) #9
  %4 = tail call ptr @lua_newuserdatauv(ptr noundef %0, i64 noundef 16, i32 noundef 0) #9
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr null, ptr %5, align 8, !tbaa !10
  tail call void @luaL_setmetatable(ptr noundef %0, ptr noundef nonnull @.str.16) #9
  store ptr null, ptr %4, align 8, !tbaa !12
  store ptr @io_fclose, ptr %5, align 8, !tbaa !10
  %6 = load i8, ptr %3, align 1, !tbaa !16
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %21, label %8

8:                                                ; preds = %1
  %9 = zext i8 %6 to i32
  %10 = tail call ptr @memchr(ptr noundef nonnull dereferenceable(1) @.str.32, i32 %9, i64 4)
  %11 = icmp eq ptr %10, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %3, i64 1
  %14 = load i8, ptr %13, align 1, !tbaa !16
  %15 = icmp eq i8 %14, 43
  %16 = getelementptr inbounds i8, ptr %3, i64 2
  %17 = select i1 %15, ptr %16, ptr %13
  %18 = tail call i64 @strspn(ptr noundef nonnull %17, ptr noundef nonnull @.str.33) #11
  %19 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %17) #11
  %20 = icmp eq i64 %18, %19
  br i1 %20, label %23, label %21, !prof !17

21:                                               ; preds = %1, %8, %12
  %22 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.31) #9
  br label %23

23:                                               ; preds = %21, %12
  %24 = tail call ptr @__errno_location() #10
  store i32 0, ptr %24, align 4, !tbaa !14
  %25 = tail call noalias ptr @fopen64(ptr noundef %2, ptr noundef nonnull %3)
  store ptr %25, ptr %4, align 8, !tbaa !12
  %26 = icmp eq ptr %25, null
  br i1 %26, label %27, label %29

27:                                               ; preds = %23
  %28 = tail call i32 @luaL_fileresult(ptr noundef %0, i32 noundef 0, ptr noundef %2) #9
  br label %29

29:                                               ; preds = %23, %27
  %30 = phi i32 [ %28, %27 ], [ 1, %23 ]
  ret i32 %30
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @io_output(ptr noundef %0) #0 {
  tail call fastcc void @g_iofile(ptr noundef %0, ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.34)
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal i32 @io_popen(ptr noundef %0) #0 {
  %2 = tail call ptr @luaL_checklstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #9
  %3 = tail call ptr @luaL_optlstring(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.19, ptr noundef null) #9
  %4 = tail call ptr @lua_newuserdatauv(ptr noundef %0, i64 noundef 16, i32 noundef 0) #9
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr null, ptr %5, align 8, !tbaa !10
  tail call void @luaL_setmetatable(ptr noundef %0, ptr noundef nonnull @.str.16) #9
  %6 = load i8, ptr %3, align 1, !tbaa !16
  switch i8 %6, label %11 [
    i8 114, label %7
    i8 119, label %7
  ]

7:                                                ; preds = %1, %1
  %8 = getelementptr inbounds i8, ptr %3, i64 1
  %9 = load i8, ptr %8, align 1, !tbaa !16
  %10 = icmp eq i8 %9, 0
  br i1 %10, label %13, label %11, !prof !18

11:                                               ; preds = %1, %7
  %12 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.31) #9
  br label %13

13:                                               ; preds = %11, %7
  %14 = tail call ptr @__errno_location() #10
  store i32 0, ptr %14, align 4, !tbaa !14
  %15 = tail call i32 @fflush(ptr noundef null)
  %16 = tail call noalias ptr @popen(ptr noundef %2, ptr noundef nonnull %3)
  store ptr %16, ptr %4, align 8, !tbaa !12
  store ptr @io_pclose, ptr %5, align 8, !tbaa !10
  %17 = icmp eq ptr %16, null
  br i1 %17, label %18, label %20

18:                                               ; preds = %13
  %19 = tail call i32 @luaL_fileresult(ptr noundef %0, i32 noundef 0, ptr noundef %2) #9
  br label %20

20:                                               ; preds = %13, %18
  %21 = phi i32 [ %19, %18 ], [ 1, %13 ]
  ret i32 %21
}

; Function Attrs: nounwind uwtable
define internal i32 @io_read(ptr noundef %0) #0 {
  %2 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001000, ptr noundef nonnull @.str) #9
  %3 = tail call ptr @lua_touserdata(ptr noundef %0, i32 noundef -1) #9
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !10
  %6 = icmp eq ptr %5, null
  br i1 %6, label %7, label %9, !prof !13

7:                                                ; preds = %1
  %8 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.18, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str, i64 4)) #9
  br label %9

9:                                                ; preds = %1, %7
  %10 = load ptr, ptr %3, align 8, !tbaa !12
  %11 = tail call fastcc i32 @g_read(ptr noundef %0, ptr noundef %10, i32 noundef 1)
  ret i32 %11
}

; Function Attrs: nounwind uwtable
define internal i32 @io_tmpfile(ptr noundef %0) #0 {
  %2 = tail call ptr @lua_newuserdatauv(ptr noundef %0, i64 noundef 16, i32 noundef 0) #9
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  store ptr null, ptr %3, align 8, !tbaa !10
  tail call void @luaL_setmetatable(ptr noundef %0, ptr noundef nonnull @.str.16) #9
  store ptr null, ptr %2, align 8, !tbaa !12
  store ptr @io_fclose, ptr %3, align 8, !tbaa !10
  %4 = tail call ptr @__errno_location() #10
  store i32 0, ptr %4, align 4, !tbaa !14
  %5 = tail call noalias ptr @tmpfile64()
  store ptr %5, ptr %2, align 8, !tbaa !12
  %6 = icmp eq ptr %5, null
  br i1 %6, label %7, label %9

7:                                                ; preds = %1
  %8 = tail call i32 @luaL_fileresult(ptr noundef %0, i32 noundef 0, ptr noundef null) #9
  br label %9

9:                                                ; preds = %1, %7
  %10 = phi i32 [ %8, %7 ], [ 1, %1 ]
  ret i32 %10
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @io_type(ptr noundef %0) #0 {
  tail call void @luaL_checkany(ptr noundef %0, i32 noundef 1) #9
  %2 = tail call ptr @luaL_testudata(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.16) #9
  %3 = icmp eq ptr %2, null
  br i1 %3, label %4, label %5

4:                                                ; preds = %1
  tail call void @lua_pushnil(ptr noundef %0) #9
  br label %13

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !10
  %8 = icmp eq ptr %7, null
  br i1 %8, label %9, label %11

9:                                                ; preds = %5
  %10 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.35) #9
  br label %13

11:                                               ; preds = %5
  %12 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.36) #9
  br label %13

13:                                               ; preds = %9, %11, %4
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal i32 @io_write(ptr noundef %0) #0 {
  %2 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001000, ptr noundef nonnull @.str.2) #9
  %3 = tail call ptr @lua_touserdata(ptr noundef %0, i32 noundef -1) #9
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !10
  %6 = icmp eq ptr %5, null
  br i1 %6, label %7, label %9, !prof !13

7:                                                ; preds = %1
  %8 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.18, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.2, i64 4)) #9
  br label %9

9:                                                ; preds = %1, %7
  %10 = load ptr, ptr %3, align 8, !tbaa !12
  %11 = tail call fastcc i32 @g_write(ptr noundef %0, ptr noundef %10, i32 noundef 1)
  ret i32 %11
}

declare i32 @lua_type(ptr noundef, i32 noundef) local_unnamed_addr #1

declare i32 @lua_getfield(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal i32 @f_close(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = tail call ptr @luaL_checkudata(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.16) #9
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !10
  %6 = icmp eq ptr %5, null
  br i1 %6, label %7, label %9, !prof !13

7:                                                ; preds = %1
  %8 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.17) #9
  br label %9

9:                                                ; preds = %1, %7
  %10 = tail call ptr @luaL_checkudata(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.16) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !10
  store volatile ptr %12, ptr %2, align 8, !tbaa !6
  store ptr null, ptr %11, align 8, !tbaa !10
  %13 = load volatile ptr, ptr %2, align 8, !tbaa !6
  %14 = tail call i32 %13(ptr noundef %0) #9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  ret i32 %14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

declare ptr @luaL_checkudata(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare i32 @luaL_error(ptr noundef, ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__errno_location() local_unnamed_addr #3

declare i32 @luaL_fileresult(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @fflush(ptr nocapture noundef) local_unnamed_addr #4

declare ptr @lua_touserdata(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc void @g_iofile(ptr noundef %0, ptr noundef %1, ptr nocapture noundef readonly %2) unnamed_addr #0 {
  %4 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #9
  %5 = icmp slt i32 %4, 1
  br i1 %5, label %19, label %6

6:                                                ; preds = %3
  %7 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef 1, ptr noundef null) #9
  %8 = icmp eq ptr %7, null
  br i1 %8, label %10, label %9

9:                                                ; preds = %6
  tail call fastcc void @opencheck(ptr noundef %0, ptr noundef nonnull %7, ptr noundef %2)
  br label %18

10:                                               ; preds = %6
  %11 = tail call ptr @luaL_checkudata(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.16) #9
  %12 = getelementptr inbounds i8, ptr %11, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !10
  %14 = icmp eq ptr %13, null
  br i1 %14, label %15, label %17, !prof !13

15:                                               ; preds = %10
  %16 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.17) #9
  br label %17

17:                                               ; preds = %10, %15
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef 1) #9
  br label %18

18:                                               ; preds = %17, %9
  tail call void @lua_setfield(ptr noundef %0, i32 noundef -1001000, ptr noundef %1) #9
  br label %19

19:                                               ; preds = %18, %3
  %20 = tail call i32 @lua_getfield(ptr noundef %0, i32 noundef -1001000, ptr noundef %1) #9
  ret void
}

declare ptr @lua_tolstring(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc void @opencheck(ptr noundef %0, ptr noundef %1, ptr nocapture noundef readonly %2) unnamed_addr #0 {
  %4 = tail call ptr @lua_newuserdatauv(ptr noundef %0, i64 noundef 16, i32 noundef 0) #9
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr null, ptr %5, align 8, !tbaa !10
  tail call void @luaL_setmetatable(ptr noundef %0, ptr noundef nonnull @.str.16) #9
  store ptr null, ptr %4, align 8, !tbaa !12
  store ptr @io_fclose, ptr %5, align 8, !tbaa !10
  %6 = tail call noalias ptr @fopen64(ptr noundef %1, ptr noundef %2)
  store ptr %6, ptr %4, align 8, !tbaa !12
  %7 = icmp eq ptr %6, null
  br i1 %7, label %8, label %13, !prof !13

8:                                                ; preds = %3
  %9 = tail call ptr @__errno_location() #10
  %10 = load i32, ptr %9, align 4, !tbaa !14
  %11 = tail call ptr @strerror(i32 noundef %10) #9
  %12 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.20, ptr noundef %1, ptr noundef %11) #9
  br label %13

13:                                               ; preds = %8, %3
  ret void
}

declare void @lua_pushvalue(ptr noundef, i32 noundef) local_unnamed_addr #1

declare void @lua_setfield(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noalias noundef ptr @fopen64(ptr nocapture noundef readonly, ptr nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: nounwind
declare ptr @strerror(i32 noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define internal i32 @io_fclose(ptr noundef %0) #0 {
  %2 = tail call ptr @luaL_checkudata(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.16) #9
  %3 = tail call ptr @__errno_location() #10
  store i32 0, ptr %3, align 4, !tbaa !14
  %4 = load ptr, ptr %2, align 8, !tbaa !12
  %5 = tail call i32 @fclose(ptr noundef %4)
  %6 = icmp eq i32 %5, 0
  %7 = zext i1 %6 to i32
  %8 = tail call i32 @luaL_fileresult(ptr noundef %0, i32 noundef %7, ptr noundef null) #9
  ret i32 %8
}

declare ptr @lua_newuserdatauv(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #1

declare void @luaL_setmetatable(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @fclose(ptr nocapture noundef) local_unnamed_addr #4

declare void @lua_pushnil(ptr noundef) local_unnamed_addr #1

declare void @lua_copy(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare void @lua_settop(ptr noundef, i32 noundef) local_unnamed_addr #1

declare ptr @luaL_checklstring(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc void @aux_lines(ptr noundef %0, i32 noundef %1) unnamed_addr #0 {
  %3 = tail call i32 @lua_gettop(ptr noundef %0) #9
  %4 = icmp slt i32 %3, 252
  br i1 %4, label %7, label %5, !prof !18

5:                                                ; preds = %2
  %6 = tail call i32 @luaL_argerror(ptr noundef %0, i32 noundef 252, ptr noundef nonnull @.str.21) #9
  br label %7

7:                                                ; preds = %5, %2
  %8 = add nsw i32 %3, -1
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef 1) #9
  %9 = sext i32 %8 to i64
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %9) #9
  tail call void @lua_pushboolean(ptr noundef %0, i32 noundef %1) #9
  tail call void @lua_rotate(ptr noundef %0, i32 noundef 2, i32 noundef 3) #9
  %10 = add nsw i32 %3, 2
  tail call void @lua_pushcclosure(ptr noundef %0, ptr noundef nonnull @io_readline, i32 noundef %10) #9
  ret void
}

declare i32 @lua_gettop(ptr noundef) local_unnamed_addr #1

declare i32 @luaL_argerror(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare void @lua_pushinteger(ptr noundef, i64 noundef) local_unnamed_addr #1

declare void @lua_pushboolean(ptr noundef, i32 noundef) local_unnamed_addr #1

declare void @lua_rotate(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare void @lua_pushcclosure(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal i32 @io_readline(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = tail call ptr @lua_touserdata(ptr noundef %0, i32 noundef -1001001) #9
  %4 = tail call i64 @lua_tointegerx(ptr noundef %0, i32 noundef -1001002, ptr noundef null) #9
  %5 = trunc i64 %4 to i32
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !10
  %8 = icmp eq ptr %7, null
  br i1 %8, label %9, label %11

9:                                                ; preds = %1
  %10 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.22) #9
  br label %39

11:                                               ; preds = %1
  tail call void @lua_settop(ptr noundef %0, i32 noundef 1) #9
  tail call void @luaL_checkstack(ptr noundef %0, i32 noundef %5, ptr noundef nonnull @.str.21) #9
  %12 = icmp slt i32 %5, 1
  br i1 %12, label %18, label %13

13:                                               ; preds = %11, %13
  %14 = phi i32 [ %16, %13 ], [ 1, %11 ]
  %15 = sub nuw nsw i32 -1001003, %14
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef %15) #9
  %16 = add nuw i32 %14, 1
  %17 = icmp eq i32 %14, %5
  br i1 %17, label %18, label %13, !llvm.loop !19

18:                                               ; preds = %13, %11
  %19 = load ptr, ptr %3, align 8, !tbaa !12
  %20 = tail call fastcc i32 @g_read(ptr noundef %0, ptr noundef %19, i32 noundef 2)
  %21 = sub nsw i32 0, %20
  %22 = tail call i32 @lua_toboolean(ptr noundef %0, i32 noundef %21) #9
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %24, label %39

24:                                               ; preds = %18
  %25 = icmp sgt i32 %20, 1
  br i1 %25, label %26, label %30

26:                                               ; preds = %24
  %27 = sub nsw i32 1, %20
  %28 = tail call ptr @lua_tolstring(ptr noundef %0, i32 noundef %27, ptr noundef null) #9
  %29 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.23, ptr noundef %28) #9
  br label %39

30:                                               ; preds = %24
  %31 = tail call i32 @lua_toboolean(ptr noundef %0, i32 noundef -1001003) #9
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %39, label %33

33:                                               ; preds = %30
  tail call void @lua_settop(ptr noundef %0, i32 noundef 0) #9
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef -1001001) #9
  %34 = tail call ptr @luaL_checkudata(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.16) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  %35 = getelementptr inbounds i8, ptr %34, i64 8
  %36 = load ptr, ptr %35, align 8, !tbaa !10
  store volatile ptr %36, ptr %2, align 8, !tbaa !6
  store ptr null, ptr %35, align 8, !tbaa !10
  %37 = load volatile ptr, ptr %2, align 8, !tbaa !6
  %38 = tail call i32 %37(ptr noundef %0) #9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br label %39

39:                                               ; preds = %30, %33, %18, %26, %9
  %40 = phi i32 [ %10, %9 ], [ %29, %26 ], [ %20, %18 ], [ 0, %33 ], [ 0, %30 ]
  ret i32 %40
}

declare i64 @lua_tointegerx(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare void @luaL_checkstack(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc i32 @g_read(ptr noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 {
  %4 = alloca %struct.luaL_Buffer, align 8
  %5 = alloca %struct.RN, align 8
  %6 = alloca %struct.luaL_Buffer, align 8
  %7 = tail call i32 @lua_gettop(ptr noundef %0) #9
  tail call void @clearerr(ptr noundef %1) #9
  %8 = tail call ptr @__errno_location() #10
  store i32 0, ptr %8, align 4, !tbaa !14
  %9 = icmp eq i32 %7, 1
  br i1 %9, label %10, label %13

10:                                               ; preds = %3
  %11 = tail call fastcc i32 @read_line(ptr noundef %0, ptr noundef %1, i32 noundef 1)
  %12 = add nuw nsw i32 %2, 1
  br label %372

13:                                               ; preds = %3
  %14 = add nsw i32 %7, 19
  tail call void @luaL_checkstack(ptr noundef %0, i32 noundef %14, ptr noundef nonnull @.str.21) #9
  %15 = add nsw i32 %7, -2
  %16 = getelementptr inbounds i8, ptr %4, i64 16
  %17 = getelementptr inbounds i8, ptr %5, i64 12
  %18 = getelementptr inbounds i8, ptr %1, i64 8
  %19 = getelementptr inbounds i8, ptr %1, i64 16
  %20 = getelementptr inbounds i8, ptr %5, i64 8
  %21 = getelementptr inbounds i8, ptr %5, i64 16
  %22 = getelementptr inbounds i8, ptr %6, i64 16
  br label %23

23:                                               ; preds = %13, %365
  %24 = phi i32 [ %15, %13 ], [ %368, %365 ]
  %25 = phi i32 [ %2, %13 ], [ %367, %365 ]
  %26 = call i32 @lua_type(ptr noundef %0, i32 noundef %25) #9
  %27 = icmp eq i32 %26, 3
  br i1 %27, label %28, label %44

28:                                               ; preds = %23
  %29 = call i64 @luaL_checkinteger(ptr noundef %0, i32 noundef %25) #9
  %30 = icmp eq i64 %29, 0
  br i1 %30, label %31, label %37

31:                                               ; preds = %28
  %32 = call i32 @getc(ptr noundef %1)
  %33 = call i32 @ungetc(i32 noundef %32, ptr noundef %1)
  %34 = call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.25) #9
  %35 = icmp ne i32 %32, -1
  %36 = zext i1 %35 to i32
  br label %365

37:                                               ; preds = %28
  call void @llvm.lifetime.start.p0(i64 1056, ptr nonnull %6) #9
  call void @luaL_buffinit(ptr noundef %0, ptr noundef nonnull %6) #9
  %38 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %6, i64 noundef %29) #9
  %39 = call i64 @fread(ptr noundef %38, i64 noundef 1, i64 noundef %29, ptr noundef %1)
  %40 = load i64, ptr %22, align 8, !tbaa !21
  %41 = add i64 %40, %39
  store i64 %41, ptr %22, align 8, !tbaa !21
  call void @luaL_pushresult(ptr noundef nonnull %6) #9
  %42 = icmp ne i64 %39, 0
  %43 = zext i1 %42 to i32
  call void @llvm.lifetime.end.p0(i64 1056, ptr nonnull %6) #9
  br label %365

44:                                               ; preds = %23
  %45 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef %25, ptr noundef null) #9
  %46 = load i8, ptr %45, align 1, !tbaa !16
  %47 = icmp eq i8 %46, 42
  %48 = zext i1 %47 to i64
  %49 = getelementptr inbounds i8, ptr %45, i64 %48
  %50 = load i8, ptr %49, align 1, !tbaa !16
  switch i8 %50, label %363 [
    i8 110, label %51
    i8 108, label %351
    i8 76, label %353
    i8 97, label %355
  ]

51:                                               ; preds = %44
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %5) #9
  store ptr %1, ptr %5, align 8, !tbaa !24
  store i32 0, ptr %17, align 4, !tbaa !26
  %52 = call ptr @localeconv() #9
  %53 = load ptr, ptr %52, align 8, !tbaa !27
  %54 = load i8, ptr %53, align 1, !tbaa !16
  call void @flockfile(ptr noundef %1) #9
  br label %55

55:                                               ; preds = %65, %51
  %56 = load ptr, ptr %18, align 8, !tbaa !29
  %57 = load ptr, ptr %19, align 8, !tbaa !32
  %58 = icmp ult ptr %56, %57
  br i1 %58, label %61, label %59, !prof !18

59:                                               ; preds = %55
  %60 = call i32 @__uflow(ptr noundef nonnull %1) #9
  br label %65

61:                                               ; preds = %55
  %62 = getelementptr inbounds i8, ptr %56, i64 1
  store ptr %62, ptr %18, align 8, !tbaa !29
  %63 = load i8, ptr %56, align 1, !tbaa !16
  %64 = zext i8 %63 to i32
  br label %65

65:                                               ; preds = %61, %59
  %66 = phi i32 [ %60, %59 ], [ %64, %61 ]
  store i32 %66, ptr %20, align 8, !tbaa !33
  %67 = tail call ptr @__ctype_b_loc() #10
  %68 = load ptr, ptr %67, align 8, !tbaa !6
  %69 = sext i32 %66 to i64
  %70 = getelementptr inbounds i16, ptr %68, i64 %69
  %71 = load i16, ptr %70, align 2, !tbaa !34
  %72 = and i16 %71, 8192
  %73 = icmp eq i16 %72, 0
  br i1 %73, label %74, label %55, !llvm.loop !35

74:                                               ; preds = %65
  switch i32 %66, label %88 [
    i32 45, label %75
    i32 43, label %75
  ]

75:                                               ; preds = %74, %74
  %76 = trunc i32 %66 to i8
  store i32 1, ptr %17, align 4, !tbaa !26
  store i8 %76, ptr %21, align 8, !tbaa !16
  %77 = load ptr, ptr %18, align 8, !tbaa !29
  %78 = load ptr, ptr %19, align 8, !tbaa !32
  %79 = icmp ult ptr %77, %78
  br i1 %79, label %82, label %80, !prof !18

80:                                               ; preds = %75
  %81 = call i32 @__uflow(ptr noundef nonnull %1) #9
  br label %86

82:                                               ; preds = %75
  %83 = getelementptr inbounds i8, ptr %77, i64 1
  store ptr %83, ptr %18, align 8, !tbaa !29
  %84 = load i8, ptr %77, align 1, !tbaa !16
  %85 = zext i8 %84 to i32
  br label %86

86:                                               ; preds = %82, %80
  %87 = phi i32 [ %81, %80 ], [ %85, %82 ]
  store i32 %87, ptr %20, align 8, !tbaa !33
  br label %88

88:                                               ; preds = %86, %74
  %89 = phi i32 [ 1, %86 ], [ 0, %74 ]
  %90 = phi i32 [ %87, %86 ], [ %66, %74 ]
  %91 = icmp eq i32 %90, 48
  br i1 %91, label %92, label %123

92:                                               ; preds = %88
  %93 = add nuw nsw i32 %89, 1
  store i32 %93, ptr %17, align 4, !tbaa !26
  %94 = zext nneg i32 %89 to i64
  %95 = getelementptr inbounds [201 x i8], ptr %21, i64 0, i64 %94
  store i8 48, ptr %95, align 1, !tbaa !16
  %96 = load ptr, ptr %18, align 8, !tbaa !29
  %97 = load ptr, ptr %19, align 8, !tbaa !32
  %98 = icmp ult ptr %96, %97
  br i1 %98, label %101, label %99, !prof !18

99:                                               ; preds = %92
  %100 = call i32 @__uflow(ptr noundef nonnull %1) #9
  br label %105

101:                                              ; preds = %92
  %102 = getelementptr inbounds i8, ptr %96, i64 1
  store ptr %102, ptr %18, align 8, !tbaa !29
  %103 = load i8, ptr %96, align 1, !tbaa !16
  %104 = zext i8 %103 to i32
  br label %105

105:                                              ; preds = %101, %99
  %106 = phi i32 [ %100, %99 ], [ %104, %101 ]
  store i32 %106, ptr %20, align 8, !tbaa !33
  switch i32 %106, label %123 [
    i32 120, label %107
    i32 88, label %107
  ]

107:                                              ; preds = %105, %105
  %108 = trunc i32 %106 to i8
  %109 = or disjoint i32 %89, 2
  store i32 %109, ptr %17, align 4, !tbaa !26
  %110 = zext nneg i32 %93 to i64
  %111 = getelementptr inbounds [201 x i8], ptr %21, i64 0, i64 %110
  store i8 %108, ptr %111, align 1, !tbaa !16
  %112 = load ptr, ptr %18, align 8, !tbaa !29
  %113 = load ptr, ptr %19, align 8, !tbaa !32
  %114 = icmp ult ptr %112, %113
  br i1 %114, label %117, label %115, !prof !18

115:                                              ; preds = %107
  %116 = call i32 @__uflow(ptr noundef nonnull %1) #9
  br label %121

117:                                              ; preds = %107
  %118 = getelementptr inbounds i8, ptr %112, i64 1
  store ptr %118, ptr %18, align 8, !tbaa !29
  %119 = load i8, ptr %112, align 1, !tbaa !16
  %120 = zext i8 %119 to i32
  br label %121

121:                                              ; preds = %117, %115
  %122 = phi i32 [ %116, %115 ], [ %120, %117 ]
  store i32 %122, ptr %20, align 8, !tbaa !33
  br label %123

123:                                              ; preds = %121, %105, %88
  %124 = phi i32 [ %90, %88 ], [ %122, %121 ], [ %106, %105 ]
  %125 = phi i32 [ 0, %88 ], [ 0, %121 ], [ 1, %105 ]
  %126 = phi ptr [ @.str.30, %88 ], [ @.str.29, %121 ], [ @.str.30, %105 ]
  %127 = phi i1 [ true, %88 ], [ false, %121 ], [ true, %105 ]
  br label %128

128:                                              ; preds = %163, %123
  %129 = phi ptr [ %151, %163 ], [ %1, %123 ]
  %130 = phi i32 [ %164, %163 ], [ %124, %123 ]
  %131 = phi i32 [ %165, %163 ], [ 0, %123 ]
  %132 = load ptr, ptr %67, align 8, !tbaa !6
  %133 = sext i32 %130 to i64
  %134 = getelementptr inbounds i16, ptr %132, i64 %133
  %135 = load i16, ptr %134, align 2, !tbaa !34
  br i1 %127, label %139, label %136

136:                                              ; preds = %128
  %137 = and i16 %135, 4096
  %138 = icmp eq i16 %137, 0
  br i1 %138, label %166, label %142

139:                                              ; preds = %128
  %140 = and i16 %135, 2048
  %141 = icmp eq i16 %140, 0
  br i1 %141, label %166, label %142

142:                                              ; preds = %139, %136
  %143 = load i32, ptr %17, align 4, !tbaa !26
  %144 = icmp sgt i32 %143, 199
  br i1 %144, label %145, label %146, !prof !13

145:                                              ; preds = %142
  store i8 0, ptr %21, align 8, !tbaa !16
  br label %166

146:                                              ; preds = %142
  %147 = trunc i32 %130 to i8
  %148 = add nsw i32 %143, 1
  store i32 %148, ptr %17, align 4, !tbaa !26
  %149 = sext i32 %143 to i64
  %150 = getelementptr inbounds [201 x i8], ptr %21, i64 0, i64 %149
  store i8 %147, ptr %150, align 1, !tbaa !16
  %151 = load ptr, ptr %5, align 8, !tbaa !24
  %152 = getelementptr inbounds i8, ptr %151, i64 8
  %153 = load ptr, ptr %152, align 8, !tbaa !29
  %154 = getelementptr inbounds i8, ptr %151, i64 16
  %155 = load ptr, ptr %154, align 8, !tbaa !32
  %156 = icmp ult ptr %153, %155
  br i1 %156, label %159, label %157, !prof !18

157:                                              ; preds = %146
  %158 = call i32 @__uflow(ptr noundef nonnull %151) #9
  br label %163

159:                                              ; preds = %146
  %160 = getelementptr inbounds i8, ptr %153, i64 1
  store ptr %160, ptr %152, align 8, !tbaa !29
  %161 = load i8, ptr %153, align 1, !tbaa !16
  %162 = zext i8 %161 to i32
  br label %163

163:                                              ; preds = %159, %157
  %164 = phi i32 [ %158, %157 ], [ %162, %159 ]
  store i32 %164, ptr %20, align 8, !tbaa !33
  %165 = add nuw nsw i32 %131, 1
  br label %128, !llvm.loop !36

166:                                              ; preds = %139, %136, %145
  %167 = add nuw nsw i32 %131, %125
  %168 = zext i8 %54 to i32
  %169 = icmp eq i32 %130, %168
  %170 = icmp eq i32 %130, 46
  %171 = or i1 %169, %170
  br i1 %171, label %172, label %235

172:                                              ; preds = %166
  %173 = load i32, ptr %17, align 4, !tbaa !26
  %174 = icmp sgt i32 %173, 199
  br i1 %174, label %175, label %176, !prof !13

175:                                              ; preds = %172
  store i8 0, ptr %21, align 8, !tbaa !16
  br label %235

176:                                              ; preds = %172
  %177 = trunc i32 %130 to i8
  %178 = add nsw i32 %173, 1
  store i32 %178, ptr %17, align 4, !tbaa !26
  %179 = sext i32 %173 to i64
  %180 = getelementptr inbounds [201 x i8], ptr %21, i64 0, i64 %179
  store i8 %177, ptr %180, align 1, !tbaa !16
  %181 = load ptr, ptr %5, align 8, !tbaa !24
  %182 = getelementptr inbounds i8, ptr %181, i64 8
  %183 = load ptr, ptr %182, align 8, !tbaa !29
  %184 = getelementptr inbounds i8, ptr %181, i64 16
  %185 = load ptr, ptr %184, align 8, !tbaa !32
  %186 = icmp ult ptr %183, %185
  br i1 %186, label %189, label %187, !prof !18

187:                                              ; preds = %176
  %188 = call i32 @__uflow(ptr noundef nonnull %181) #9
  br label %193

189:                                              ; preds = %176
  %190 = getelementptr inbounds i8, ptr %183, i64 1
  store ptr %190, ptr %182, align 8, !tbaa !29
  %191 = load i8, ptr %183, align 1, !tbaa !16
  %192 = zext i8 %191 to i32
  br label %193

193:                                              ; preds = %189, %187
  %194 = phi i32 [ %188, %187 ], [ %192, %189 ]
  store i32 %194, ptr %20, align 8, !tbaa !33
  br label %195

195:                                              ; preds = %230, %193
  %196 = phi ptr [ %181, %193 ], [ %218, %230 ]
  %197 = phi i32 [ %194, %193 ], [ %231, %230 ]
  %198 = phi i32 [ 0, %193 ], [ %232, %230 ]
  %199 = load ptr, ptr %67, align 8, !tbaa !6
  %200 = sext i32 %197 to i64
  %201 = getelementptr inbounds i16, ptr %199, i64 %200
  %202 = load i16, ptr %201, align 2, !tbaa !34
  br i1 %127, label %206, label %203

203:                                              ; preds = %195
  %204 = and i16 %202, 4096
  %205 = icmp eq i16 %204, 0
  br i1 %205, label %233, label %209

206:                                              ; preds = %195
  %207 = and i16 %202, 2048
  %208 = icmp eq i16 %207, 0
  br i1 %208, label %233, label %209

209:                                              ; preds = %206, %203
  %210 = load i32, ptr %17, align 4, !tbaa !26
  %211 = icmp sgt i32 %210, 199
  br i1 %211, label %212, label %213, !prof !13

212:                                              ; preds = %209
  store i8 0, ptr %21, align 8, !tbaa !16
  br label %233

213:                                              ; preds = %209
  %214 = trunc i32 %197 to i8
  %215 = add nsw i32 %210, 1
  store i32 %215, ptr %17, align 4, !tbaa !26
  %216 = sext i32 %210 to i64
  %217 = getelementptr inbounds [201 x i8], ptr %21, i64 0, i64 %216
  store i8 %214, ptr %217, align 1, !tbaa !16
  %218 = load ptr, ptr %5, align 8, !tbaa !24
  %219 = getelementptr inbounds i8, ptr %218, i64 8
  %220 = load ptr, ptr %219, align 8, !tbaa !29
  %221 = getelementptr inbounds i8, ptr %218, i64 16
  %222 = load ptr, ptr %221, align 8, !tbaa !32
  %223 = icmp ult ptr %220, %222
  br i1 %223, label %226, label %224, !prof !18

224:                                              ; preds = %213
  %225 = call i32 @__uflow(ptr noundef nonnull %218) #9
  br label %230

226:                                              ; preds = %213
  %227 = getelementptr inbounds i8, ptr %220, i64 1
  store ptr %227, ptr %219, align 8, !tbaa !29
  %228 = load i8, ptr %220, align 1, !tbaa !16
  %229 = zext i8 %228 to i32
  br label %230

230:                                              ; preds = %226, %224
  %231 = phi i32 [ %225, %224 ], [ %229, %226 ]
  store i32 %231, ptr %20, align 8, !tbaa !33
  %232 = add nuw nsw i32 %198, 1
  br label %195, !llvm.loop !36

233:                                              ; preds = %206, %203, %212
  %234 = add nuw nsw i32 %198, %167
  br label %235

235:                                              ; preds = %233, %175, %166
  %236 = phi ptr [ %196, %233 ], [ %129, %175 ], [ %129, %166 ]
  %237 = phi i32 [ %197, %233 ], [ %130, %175 ], [ %130, %166 ]
  %238 = phi i32 [ %234, %233 ], [ %167, %175 ], [ %167, %166 ]
  %239 = icmp sgt i32 %238, 0
  br i1 %239, label %240, label %339

240:                                              ; preds = %235
  %241 = load i8, ptr %126, align 1, !tbaa !16
  %242 = zext i8 %241 to i32
  %243 = icmp eq i32 %237, %242
  br i1 %243, label %249, label %244

244:                                              ; preds = %240
  %245 = getelementptr inbounds i8, ptr %126, i64 1
  %246 = load i8, ptr %245, align 1, !tbaa !16
  %247 = zext i8 %246 to i32
  %248 = icmp eq i32 %237, %247
  br i1 %248, label %249, label %339

249:                                              ; preds = %244, %240
  %250 = load i32, ptr %17, align 4, !tbaa !26
  %251 = icmp sgt i32 %250, 199
  br i1 %251, label %336, label %252, !prof !13

252:                                              ; preds = %249
  %253 = trunc i32 %237 to i8
  %254 = add nsw i32 %250, 1
  store i32 %254, ptr %17, align 4, !tbaa !26
  %255 = sext i32 %250 to i64
  %256 = getelementptr inbounds [201 x i8], ptr %21, i64 0, i64 %255
  store i8 %253, ptr %256, align 1, !tbaa !16
  %257 = load ptr, ptr %5, align 8, !tbaa !24
  %258 = getelementptr inbounds i8, ptr %257, i64 8
  %259 = load ptr, ptr %258, align 8, !tbaa !29
  %260 = getelementptr inbounds i8, ptr %257, i64 16
  %261 = load ptr, ptr %260, align 8, !tbaa !32
  %262 = icmp ult ptr %259, %261
  br i1 %262, label %265, label %263, !prof !18

263:                                              ; preds = %252
  %264 = call i32 @__uflow(ptr noundef nonnull %257) #9
  br label %269

265:                                              ; preds = %252
  %266 = getelementptr inbounds i8, ptr %259, i64 1
  store ptr %266, ptr %258, align 8, !tbaa !29
  %267 = load i8, ptr %259, align 1, !tbaa !16
  %268 = zext i8 %267 to i32
  br label %269

269:                                              ; preds = %265, %263
  %270 = phi i32 [ %264, %263 ], [ %268, %265 ]
  store i32 %270, ptr %20, align 8, !tbaa !33
  switch i32 %270, label %294 [
    i32 45, label %271
    i32 43, label %271
  ]

271:                                              ; preds = %269, %269
  %272 = load i32, ptr %17, align 4, !tbaa !26
  %273 = icmp sgt i32 %272, 199
  br i1 %273, label %274, label %275, !prof !13

274:                                              ; preds = %271
  store i8 0, ptr %21, align 8, !tbaa !16
  br label %294

275:                                              ; preds = %271
  %276 = trunc i32 %270 to i8
  %277 = add nsw i32 %272, 1
  store i32 %277, ptr %17, align 4, !tbaa !26
  %278 = sext i32 %272 to i64
  %279 = getelementptr inbounds [201 x i8], ptr %21, i64 0, i64 %278
  store i8 %276, ptr %279, align 1, !tbaa !16
  %280 = load ptr, ptr %5, align 8, !tbaa !24
  %281 = getelementptr inbounds i8, ptr %280, i64 8
  %282 = load ptr, ptr %281, align 8, !tbaa !29
  %283 = getelementptr inbounds i8, ptr %280, i64 16
  %284 = load ptr, ptr %283, align 8, !tbaa !32
  %285 = icmp ult ptr %282, %284
  br i1 %285, label %288, label %286, !prof !18

286:                                              ; preds = %275
  %287 = call i32 @__uflow(ptr noundef nonnull %280) #9
  br label %292

288:                                              ; preds = %275
  %289 = getelementptr inbounds i8, ptr %282, i64 1
  store ptr %289, ptr %281, align 8, !tbaa !29
  %290 = load i8, ptr %282, align 1, !tbaa !16
  %291 = zext i8 %290 to i32
  br label %292

292:                                              ; preds = %288, %286
  %293 = phi i32 [ %287, %286 ], [ %291, %288 ]
  store i32 %293, ptr %20, align 8, !tbaa !33
  br label %294

294:                                              ; preds = %292, %274, %269
  %295 = phi ptr [ %257, %269 ], [ %257, %274 ], [ %280, %292 ]
  %296 = phi i32 [ %270, %269 ], [ %270, %274 ], [ %293, %292 ]
  %297 = load ptr, ptr %67, align 8, !tbaa !6
  %298 = sext i32 %296 to i64
  %299 = getelementptr inbounds i16, ptr %297, i64 %298
  %300 = load i16, ptr %299, align 2, !tbaa !34
  %301 = and i16 %300, 2048
  %302 = icmp eq i16 %301, 0
  br i1 %302, label %339, label %303

303:                                              ; preds = %294
  %304 = load i32, ptr %17, align 4, !tbaa !26
  %305 = icmp sgt i32 %304, 199
  br i1 %305, label %336, label %309, !prof !37

306:                                              ; preds = %328
  %307 = load i32, ptr %17, align 4, !tbaa !26
  %308 = icmp sgt i32 %307, 199
  br i1 %308, label %336, label %309, !prof !38, !llvm.loop !36

309:                                              ; preds = %303, %306
  %310 = phi i32 [ %307, %306 ], [ %304, %303 ]
  %311 = phi i32 [ %329, %306 ], [ %296, %303 ]
  %312 = trunc i32 %311 to i8
  %313 = add nsw i32 %310, 1
  store i32 %313, ptr %17, align 4, !tbaa !26
  %314 = sext i32 %310 to i64
  %315 = getelementptr inbounds [201 x i8], ptr %21, i64 0, i64 %314
  store i8 %312, ptr %315, align 1, !tbaa !16
  %316 = load ptr, ptr %5, align 8, !tbaa !24
  %317 = getelementptr inbounds i8, ptr %316, i64 8
  %318 = load ptr, ptr %317, align 8, !tbaa !29
  %319 = getelementptr inbounds i8, ptr %316, i64 16
  %320 = load ptr, ptr %319, align 8, !tbaa !32
  %321 = icmp ult ptr %318, %320
  br i1 %321, label %324, label %322, !prof !18

322:                                              ; preds = %309
  %323 = call i32 @__uflow(ptr noundef nonnull %316) #9
  br label %328

324:                                              ; preds = %309
  %325 = getelementptr inbounds i8, ptr %318, i64 1
  store ptr %325, ptr %317, align 8, !tbaa !29
  %326 = load i8, ptr %318, align 1, !tbaa !16
  %327 = zext i8 %326 to i32
  br label %328

328:                                              ; preds = %324, %322
  %329 = phi i32 [ %323, %322 ], [ %327, %324 ]
  store i32 %329, ptr %20, align 8, !tbaa !33
  %330 = load ptr, ptr %67, align 8, !tbaa !6
  %331 = sext i32 %329 to i64
  %332 = getelementptr inbounds i16, ptr %330, i64 %331
  %333 = load i16, ptr %332, align 2, !tbaa !34
  %334 = and i16 %333, 2048
  %335 = icmp eq i16 %334, 0
  br i1 %335, label %339, label %306, !llvm.loop !36

336:                                              ; preds = %306, %303, %249
  %337 = phi ptr [ %236, %249 ], [ %295, %303 ], [ %316, %306 ]
  %338 = phi i32 [ %237, %249 ], [ %296, %303 ], [ %329, %306 ]
  store i8 0, ptr %21, align 8, !tbaa !16
  br label %339

339:                                              ; preds = %328, %336, %294, %244, %235
  %340 = phi ptr [ %295, %294 ], [ %236, %244 ], [ %236, %235 ], [ %337, %336 ], [ %316, %328 ]
  %341 = phi i32 [ %296, %294 ], [ %237, %244 ], [ %237, %235 ], [ %338, %336 ], [ %329, %328 ]
  %342 = call i32 @ungetc(i32 noundef %341, ptr noundef nonnull %340)
  call void @funlockfile(ptr noundef nonnull %340) #9
  %343 = load i32, ptr %17, align 4, !tbaa !26
  %344 = sext i32 %343 to i64
  %345 = getelementptr inbounds [201 x i8], ptr %21, i64 0, i64 %344
  store i8 0, ptr %345, align 1, !tbaa !16
  %346 = call i64 @lua_stringtonumber(ptr noundef %0, ptr noundef nonnull %21) #9
  %347 = icmp eq i64 %346, 0
  br i1 %347, label %348, label %349, !prof !13

348:                                              ; preds = %339
  call void @lua_pushnil(ptr noundef %0) #9
  br label %349

349:                                              ; preds = %339, %348
  %350 = phi i32 [ 0, %348 ], [ 1, %339 ]
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %5) #9
  br label %365

351:                                              ; preds = %44
  %352 = call fastcc i32 @read_line(ptr noundef %0, ptr noundef %1, i32 noundef 1)
  br label %365

353:                                              ; preds = %44
  %354 = call fastcc i32 @read_line(ptr noundef %0, ptr noundef %1, i32 noundef 0)
  br label %365

355:                                              ; preds = %44
  call void @llvm.lifetime.start.p0(i64 1056, ptr nonnull %4) #9
  call void @luaL_buffinit(ptr noundef %0, ptr noundef nonnull %4) #9
  br label %356

356:                                              ; preds = %356, %355
  %357 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %4, i64 noundef 1024) #9
  %358 = call i64 @fread(ptr noundef %357, i64 noundef 1, i64 noundef 1024, ptr noundef %1)
  %359 = load i64, ptr %16, align 8, !tbaa !21
  %360 = add i64 %359, %358
  store i64 %360, ptr %16, align 8, !tbaa !21
  %361 = icmp eq i64 %358, 1024
  br i1 %361, label %356, label %362, !llvm.loop !39

362:                                              ; preds = %356
  call void @luaL_pushresult(ptr noundef nonnull %4) #9
  call void @llvm.lifetime.end.p0(i64 1056, ptr nonnull %4) #9
  br label %365

363:                                              ; preds = %44
  %364 = call i32 @luaL_argerror(ptr noundef %0, i32 noundef %25, ptr noundef nonnull @.str.24) #9
  br label %384

365:                                              ; preds = %349, %351, %353, %362, %31, %37
  %366 = phi i32 [ %36, %31 ], [ %43, %37 ], [ %350, %349 ], [ %352, %351 ], [ %354, %353 ], [ 1, %362 ]
  %367 = add nsw i32 %25, 1
  %368 = add nsw i32 %24, -1
  %369 = icmp ne i32 %24, 0
  %370 = icmp ne i32 %366, 0
  %371 = select i1 %369, i1 %370, i1 false
  br i1 %371, label %23, label %372, !llvm.loop !40

372:                                              ; preds = %365, %10
  %373 = phi i32 [ %12, %10 ], [ %367, %365 ]
  %374 = phi i32 [ %11, %10 ], [ %366, %365 ]
  %375 = call i32 @ferror(ptr noundef %1) #9
  %376 = icmp eq i32 %375, 0
  br i1 %376, label %379, label %377

377:                                              ; preds = %372
  %378 = call i32 @luaL_fileresult(ptr noundef %0, i32 noundef 0, ptr noundef null) #9
  br label %384

379:                                              ; preds = %372
  %380 = icmp eq i32 %374, 0
  br i1 %380, label %381, label %382

381:                                              ; preds = %379
  call void @lua_settop(ptr noundef %0, i32 noundef -2) #9
  call void @lua_pushnil(ptr noundef %0) #9
  br label %382

382:                                              ; preds = %381, %379
  %383 = sub nsw i32 %373, %2
  br label %384

384:                                              ; preds = %363, %382, %377
  %385 = phi i32 [ %378, %377 ], [ %383, %382 ], [ %364, %363 ]
  ret i32 %385
}

declare i32 @lua_toboolean(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare void @clearerr(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 2) i32 @read_line(ptr noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 {
  %4 = alloca %struct.luaL_Buffer, align 8
  call void @llvm.lifetime.start.p0(i64 1056, ptr nonnull %4) #9
  call void @luaL_buffinit(ptr noundef %0, ptr noundef nonnull %4) #9
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = getelementptr inbounds i8, ptr %1, i64 16
  %7 = getelementptr inbounds i8, ptr %4, i64 16
  br label %8

8:                                                ; preds = %28, %3
  %9 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %4, i64 noundef 1024) #9
  call void @flockfile(ptr noundef %1) #9
  br label %10

10:                                               ; preds = %8, %23
  %11 = phi i64 [ 0, %8 ], [ %25, %23 ]
  %12 = load ptr, ptr %5, align 8, !tbaa !29
  %13 = load ptr, ptr %6, align 8, !tbaa !32
  %14 = icmp ult ptr %12, %13
  br i1 %14, label %17, label %15, !prof !18

15:                                               ; preds = %10
  %16 = call i32 @__uflow(ptr noundef nonnull %1) #9
  br label %21

17:                                               ; preds = %10
  %18 = getelementptr inbounds i8, ptr %12, i64 1
  store ptr %18, ptr %5, align 8, !tbaa !29
  %19 = load i8, ptr %12, align 1, !tbaa !16
  %20 = zext i8 %19 to i32
  br label %21

21:                                               ; preds = %15, %17
  %22 = phi i32 [ %16, %15 ], [ %20, %17 ]
  switch i32 %22, label %23 [
    i32 -1, label %28
    i32 10, label %28
  ]

23:                                               ; preds = %21
  %24 = trunc i32 %22 to i8
  %25 = add nuw nsw i64 %11, 1
  %26 = getelementptr inbounds i8, ptr %9, i64 %11
  store i8 %24, ptr %26, align 1, !tbaa !16
  %27 = icmp eq i64 %25, 1024
  br i1 %27, label %28, label %10, !llvm.loop !41

28:                                               ; preds = %21, %21, %23
  %29 = phi i64 [ %11, %21 ], [ %11, %21 ], [ 1024, %23 ]
  call void @funlockfile(ptr noundef nonnull %1) #9
  %30 = and i64 %29, 4294967295
  %31 = load i64, ptr %7, align 8, !tbaa !21
  %32 = add i64 %31, %30
  store i64 %32, ptr %7, align 8, !tbaa !21
  switch i32 %22, label %8 [
    i32 -1, label %33
    i32 10, label %33
  ]

33:                                               ; preds = %28, %28
  %34 = icmp eq i32 %2, 0
  %35 = icmp eq i32 %22, 10
  %36 = and i1 %34, %35
  br i1 %36, label %37, label %49

37:                                               ; preds = %33
  %38 = getelementptr inbounds i8, ptr %4, i64 8
  %39 = load i64, ptr %38, align 8, !tbaa !42
  %40 = icmp ult i64 %32, %39
  br i1 %40, label %44, label %41

41:                                               ; preds = %37
  %42 = call ptr @luaL_prepbuffsize(ptr noundef nonnull %4, i64 noundef 1) #9
  %43 = load i64, ptr %7, align 8, !tbaa !21
  br label %44

44:                                               ; preds = %37, %41
  %45 = phi i64 [ %32, %37 ], [ %43, %41 ]
  %46 = load ptr, ptr %4, align 8, !tbaa !43
  %47 = add i64 %45, 1
  store i64 %47, ptr %7, align 8, !tbaa !21
  %48 = getelementptr inbounds i8, ptr %46, i64 %45
  store i8 10, ptr %48, align 1, !tbaa !16
  call void @luaL_pushresult(ptr noundef nonnull %4) #9
  br label %54

49:                                               ; preds = %33
  call void @luaL_pushresult(ptr noundef nonnull %4) #9
  br i1 %35, label %54, label %50

50:                                               ; preds = %49
  %51 = call i64 @lua_rawlen(ptr noundef %0, i32 noundef -1) #9
  %52 = icmp ne i64 %51, 0
  %53 = zext i1 %52 to i32
  br label %54

54:                                               ; preds = %44, %50, %49
  %55 = phi i32 [ 1, %49 ], [ %53, %50 ], [ 1, %44 ]
  call void @llvm.lifetime.end.p0(i64 1056, ptr nonnull %4) #9
  ret i32 %55
}

declare i64 @luaL_checkinteger(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind memory(read)
declare noundef i32 @ferror(ptr nocapture noundef) local_unnamed_addr #6

declare void @luaL_buffinit(ptr noundef, ptr noundef) local_unnamed_addr #1

declare ptr @luaL_prepbuffsize(ptr noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare void @flockfile(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare void @funlockfile(ptr nocapture noundef) local_unnamed_addr #4

declare void @luaL_pushresult(ptr noundef) local_unnamed_addr #1

declare i64 @lua_rawlen(ptr noundef, i32 noundef) local_unnamed_addr #1

declare i32 @__uflow(ptr noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @getc(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @ungetc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #4

declare ptr @lua_pushstring(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i64 @fread(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare ptr @localeconv() local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() local_unnamed_addr #3

declare i64 @lua_stringtonumber(ptr noundef, ptr noundef) local_unnamed_addr #1

declare ptr @luaL_optlstring(ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strspn(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noalias noundef ptr @popen(ptr nocapture noundef readonly, ptr nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal i32 @io_pclose(ptr noundef %0) #0 {
  %2 = tail call ptr @luaL_checkudata(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.16) #9
  %3 = tail call ptr @__errno_location() #10
  store i32 0, ptr %3, align 4, !tbaa !14
  %4 = load ptr, ptr %2, align 8, !tbaa !12
  %5 = tail call i32 @pclose(ptr noundef %4)
  %6 = tail call i32 @luaL_execresult(ptr noundef %0, i32 noundef %5) #9
  ret i32 %6
}

declare i32 @luaL_execresult(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @pclose(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noalias noundef ptr @tmpfile64() local_unnamed_addr #4

declare void @luaL_checkany(ptr noundef, i32 noundef) local_unnamed_addr #1

declare ptr @luaL_testudata(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc i32 @g_write(ptr noundef %0, ptr nocapture noundef %1, i32 noundef %2) unnamed_addr #0 {
  %4 = alloca i64, align 8
  %5 = tail call i32 @lua_gettop(ptr noundef %0) #9
  %6 = tail call ptr @__errno_location() #10
  store i32 0, ptr %6, align 4, !tbaa !14
  %7 = icmp eq i32 %5, %2
  br i1 %7, label %50, label %8

8:                                                ; preds = %3
  %9 = xor i32 %2, -1
  %10 = add i32 %5, %9
  br label %11

11:                                               ; preds = %8, %41
  %12 = phi i32 [ %45, %41 ], [ %10, %8 ]
  %13 = phi i32 [ %44, %41 ], [ %2, %8 ]
  %14 = phi i32 [ %43, %41 ], [ 1, %8 ]
  %15 = call i32 @lua_type(ptr noundef %0, i32 noundef %13) #9
  %16 = icmp eq i32 %15, 3
  br i1 %16, label %17, label %31

17:                                               ; preds = %11
  %18 = call i32 @lua_isinteger(ptr noundef %0, i32 noundef %13) #9
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %23, label %20

20:                                               ; preds = %17
  %21 = call i64 @lua_tointegerx(ptr noundef %0, i32 noundef %13, ptr noundef null) #9
  %22 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %1, ptr noundef nonnull @.str.37, i64 noundef %21) #9
  br label %26

23:                                               ; preds = %17
  %24 = call double @lua_tonumberx(ptr noundef %0, i32 noundef %13, ptr noundef null) #9
  %25 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %1, ptr noundef nonnull @.str.38, double noundef %24) #9
  br label %26

26:                                               ; preds = %23, %20
  %27 = phi i32 [ %22, %20 ], [ %25, %23 ]
  %28 = icmp ne i32 %14, 0
  %29 = icmp sgt i32 %27, 0
  %30 = and i1 %28, %29
  br label %41

31:                                               ; preds = %11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #9
  %32 = call ptr @luaL_checklstring(ptr noundef %0, i32 noundef %13, ptr noundef nonnull %4) #9
  %33 = icmp eq i32 %14, 0
  br i1 %33, label %39, label %34

34:                                               ; preds = %31
  %35 = load i64, ptr %4, align 8, !tbaa !44
  %36 = call i64 @fwrite(ptr noundef %32, i64 noundef 1, i64 noundef %35, ptr noundef %1)
  %37 = load i64, ptr %4, align 8, !tbaa !44
  %38 = icmp eq i64 %36, %37
  br label %39

39:                                               ; preds = %34, %31
  %40 = phi i1 [ false, %31 ], [ %38, %34 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #9
  br label %41

41:                                               ; preds = %26, %39
  %42 = phi i1 [ %30, %26 ], [ %40, %39 ]
  %43 = zext i1 %42 to i32
  %44 = add nsw i32 %13, 1
  %45 = add nsw i32 %12, -1
  %46 = icmp eq i32 %12, 0
  br i1 %46, label %47, label %11, !llvm.loop !45

47:                                               ; preds = %41
  br i1 %42, label %50, label %48, !prof !46

48:                                               ; preds = %47
  %49 = call i32 @luaL_fileresult(ptr noundef %0, i32 noundef 0, ptr noundef null) #9
  br label %50

50:                                               ; preds = %3, %47, %48
  %51 = phi i32 [ %49, %48 ], [ 1, %47 ], [ 1, %3 ]
  ret i32 %51
}

declare i32 @lua_isinteger(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

declare double @lua_tonumberx(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #4

declare i32 @luaL_newmetatable(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal noundef i32 @f_gc(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = tail call ptr @luaL_checkudata(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.16) #9
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !10
  %6 = icmp eq ptr %5, null
  br i1 %6, label %16, label %7

7:                                                ; preds = %1
  %8 = load ptr, ptr %3, align 8, !tbaa !12
  %9 = icmp eq ptr %8, null
  br i1 %9, label %16, label %10

10:                                               ; preds = %7
  %11 = tail call ptr @luaL_checkudata(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.16) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  %12 = getelementptr inbounds i8, ptr %11, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !10
  store volatile ptr %13, ptr %2, align 8, !tbaa !6
  store ptr null, ptr %12, align 8, !tbaa !10
  %14 = load volatile ptr, ptr %2, align 8, !tbaa !6
  %15 = tail call i32 %14(ptr noundef %0) #9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br label %16

16:                                               ; preds = %10, %7, %1
  ret i32 0
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @f_tostring(ptr noundef %0) #0 {
  %2 = tail call ptr @luaL_checkudata(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.16) #9
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !10
  %5 = icmp eq ptr %4, null
  br i1 %5, label %6, label %8

6:                                                ; preds = %1
  %7 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.43) #9
  br label %11

8:                                                ; preds = %1
  %9 = load ptr, ptr %2, align 8, !tbaa !12
  %10 = tail call ptr (ptr, ptr, ...) @lua_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.44, ptr noundef %9) #9
  br label %11

11:                                               ; preds = %8, %6
  ret i32 1
}

declare ptr @lua_pushfstring(ptr noundef, ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal i32 @f_read(ptr noundef %0) #0 {
  %2 = tail call ptr @luaL_checkudata(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.16) #9
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !10
  %5 = icmp eq ptr %4, null
  br i1 %5, label %6, label %8, !prof !13

6:                                                ; preds = %1
  %7 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.17) #9
  br label %8

8:                                                ; preds = %1, %6
  %9 = load ptr, ptr %2, align 8, !tbaa !12
  %10 = tail call fastcc i32 @g_read(ptr noundef %0, ptr noundef %9, i32 noundef 2)
  ret i32 %10
}

; Function Attrs: nounwind uwtable
define internal i32 @f_write(ptr noundef %0) #0 {
  %2 = tail call ptr @luaL_checkudata(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.16) #9
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !10
  %5 = icmp eq ptr %4, null
  br i1 %5, label %6, label %8, !prof !13

6:                                                ; preds = %1
  %7 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.17) #9
  br label %8

8:                                                ; preds = %1, %6
  %9 = load ptr, ptr %2, align 8, !tbaa !12
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef 1) #9
  %10 = tail call fastcc i32 @g_write(ptr noundef %0, ptr noundef %9, i32 noundef 2)
  ret i32 %10
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @f_lines(ptr noundef %0) #0 {
  %2 = tail call ptr @luaL_checkudata(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.16) #9
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !10
  %5 = icmp eq ptr %4, null
  br i1 %5, label %6, label %8, !prof !13

6:                                                ; preds = %1
  %7 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.17) #9
  br label %8

8:                                                ; preds = %1, %6
  tail call fastcc void @aux_lines(ptr noundef %0, i32 noundef 0)
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal i32 @f_flush(ptr noundef %0) #0 {
  %2 = tail call ptr @luaL_checkudata(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.16) #9
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !10
  %5 = icmp eq ptr %4, null
  br i1 %5, label %6, label %8, !prof !13

6:                                                ; preds = %1
  %7 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.17) #9
  br label %8

8:                                                ; preds = %1, %6
  %9 = load ptr, ptr %2, align 8, !tbaa !12
  %10 = tail call ptr @__errno_location() #10
  store i32 0, ptr %10, align 4, !tbaa !14
  %11 = tail call i32 @fflush(ptr noundef %9)
  %12 = icmp eq i32 %11, 0
  %13 = zext i1 %12 to i32
  %14 = tail call i32 @luaL_fileresult(ptr noundef %0, i32 noundef %13, ptr noundef null) #9
  ret i32 %14
}

; Function Attrs: nounwind uwtable
define internal i32 @f_seek(ptr noundef %0) #0 {
  %2 = tail call ptr @luaL_checkudata(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.16) #9
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !10
  %5 = icmp eq ptr %4, null
  br i1 %5, label %6, label %8, !prof !13

6:                                                ; preds = %1
  %7 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.17) #9
  br label %8

8:                                                ; preds = %1, %6
  %9 = load ptr, ptr %2, align 8, !tbaa !12
  %10 = tail call i32 @luaL_checkoption(ptr noundef %0, i32 noundef 2, ptr noundef nonnull @.str.48, ptr noundef nonnull @f_seek.modenames) #9
  %11 = tail call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 3, i64 noundef 0) #9
  %12 = tail call ptr @__errno_location() #10
  store i32 0, ptr %12, align 4, !tbaa !14
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds [3 x i32], ptr @f_seek.mode, i64 0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !14
  %16 = tail call i32 @fseeko64(ptr noundef %9, i64 noundef %11, i32 noundef %15)
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %20, label %18, !prof !18

18:                                               ; preds = %8
  %19 = tail call i32 @luaL_fileresult(ptr noundef %0, i32 noundef 0, ptr noundef null) #9
  br label %22

20:                                               ; preds = %8
  %21 = tail call i64 @ftello64(ptr noundef %9)
  tail call void @lua_pushinteger(ptr noundef %0, i64 noundef %21) #9
  br label %22

22:                                               ; preds = %20, %18
  %23 = phi i32 [ %19, %18 ], [ 1, %20 ]
  ret i32 %23
}

; Function Attrs: nounwind uwtable
define internal i32 @f_setvbuf(ptr noundef %0) #0 {
  %2 = tail call ptr @luaL_checkudata(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.16) #9
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !10
  %5 = icmp eq ptr %4, null
  br i1 %5, label %6, label %8, !prof !13

6:                                                ; preds = %1
  %7 = tail call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.17) #9
  br label %8

8:                                                ; preds = %1, %6
  %9 = load ptr, ptr %2, align 8, !tbaa !12
  %10 = tail call i32 @luaL_checkoption(ptr noundef %0, i32 noundef 2, ptr noundef null, ptr noundef nonnull @f_setvbuf.modenames) #9
  %11 = tail call i64 @luaL_optinteger(ptr noundef %0, i32 noundef 3, i64 noundef 1024) #9
  %12 = tail call ptr @__errno_location() #10
  store i32 0, ptr %12, align 4, !tbaa !14
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds [3 x i32], ptr @f_setvbuf.mode, i64 0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !14
  %16 = tail call i32 @setvbuf(ptr noundef %9, ptr noundef null, i32 noundef %15, i64 noundef %11) #9
  %17 = icmp eq i32 %16, 0
  %18 = zext i1 %17 to i32
  %19 = tail call i32 @luaL_fileresult(ptr noundef %0, i32 noundef %18, ptr noundef null) #9
  ret i32 %19
}

declare i32 @luaL_checkoption(ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare i64 @luaL_optinteger(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @fseeko64(ptr nocapture noundef, i64 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i64 @ftello64(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @setvbuf(ptr nocapture noundef, ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal noundef i32 @io_noclose(ptr noundef %0) #0 {
  %2 = tail call ptr @luaL_checkudata(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.16) #9
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  store ptr @io_noclose, ptr %3, align 8, !tbaa !10
  tail call void @lua_pushnil(ptr noundef %0) #9
  %4 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.54) #9
  ret i32 2
}

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare ptr @memchr(ptr, i32, i64) local_unnamed_addr #8

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind willreturn memory(argmem: read) }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(none) }
attributes #11 = { nounwind willreturn memory(read) }

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
!10 = !{!11, !7, i64 8}
!11 = !{!"luaL_Stream", !7, i64 0, !7, i64 8}
!12 = !{!11, !7, i64 0}
!13 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !8, i64 0}
!16 = !{!8, !8, i64 0}
!17 = !{!"branch_weights", !"expected", i32 -2147483648, i32 0}
!18 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!22, !23, i64 16}
!22 = !{!"luaL_Buffer", !7, i64 0, !23, i64 8, !23, i64 16, !7, i64 24, !8, i64 32}
!23 = !{!"long", !8, i64 0}
!24 = !{!25, !7, i64 0}
!25 = !{!"", !7, i64 0, !15, i64 8, !15, i64 12, !8, i64 16}
!26 = !{!25, !15, i64 12}
!27 = !{!28, !7, i64 0}
!28 = !{!"lconv", !7, i64 0, !7, i64 8, !7, i64 16, !7, i64 24, !7, i64 32, !7, i64 40, !7, i64 48, !7, i64 56, !7, i64 64, !7, i64 72, !8, i64 80, !8, i64 81, !8, i64 82, !8, i64 83, !8, i64 84, !8, i64 85, !8, i64 86, !8, i64 87, !8, i64 88, !8, i64 89, !8, i64 90, !8, i64 91, !8, i64 92, !8, i64 93}
!29 = !{!30, !7, i64 8}
!30 = !{!"_IO_FILE", !15, i64 0, !7, i64 8, !7, i64 16, !7, i64 24, !7, i64 32, !7, i64 40, !7, i64 48, !7, i64 56, !7, i64 64, !7, i64 72, !7, i64 80, !7, i64 88, !7, i64 96, !7, i64 104, !15, i64 112, !15, i64 116, !23, i64 120, !31, i64 128, !8, i64 130, !8, i64 131, !7, i64 136, !23, i64 144, !7, i64 152, !7, i64 160, !7, i64 168, !7, i64 176, !23, i64 184, !15, i64 192, !8, i64 196}
!31 = !{!"short", !8, i64 0}
!32 = !{!30, !7, i64 16}
!33 = !{!25, !15, i64 8}
!34 = !{!31, !31, i64 0}
!35 = distinct !{!35, !20}
!36 = distinct !{!36, !20}
!37 = !{!"branch_weights", i32 1, i32 127}
!38 = !{!"branch_weights", i32 127, i32 255873}
!39 = distinct !{!39, !20}
!40 = distinct !{!40, !20}
!41 = distinct !{!41, !20}
!42 = !{!22, !23, i64 8}
!43 = !{!22, !7, i64 0}
!44 = !{!23, !23, i64 0}
!45 = distinct !{!45, !20}
!46 = !{!"branch_weights", !"expected", i32 2145337238, i32 2146410}
