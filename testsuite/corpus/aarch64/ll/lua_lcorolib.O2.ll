; ModuleID = 'src/lua/lcorolib.c'
source_filename = "src/lua/lcorolib.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.luaL_Reg = type { ptr, ptr }
%struct.lua_Debug = type { i32, ptr, ptr, ptr, ptr, i64, i32, i32, i32, i8, i8, i8, i8, i16, i16, [60 x i8], ptr }

@co_funcs = internal constant [9 x %struct.luaL_Reg] [%struct.luaL_Reg { ptr @.str, ptr @luaB_cocreate }, %struct.luaL_Reg { ptr @.str.1, ptr @luaB_coresume }, %struct.luaL_Reg { ptr @.str.2, ptr @luaB_corunning }, %struct.luaL_Reg { ptr @.str.3, ptr @luaB_costatus }, %struct.luaL_Reg { ptr @.str.4, ptr @luaB_cowrap }, %struct.luaL_Reg { ptr @.str.5, ptr @luaB_yield }, %struct.luaL_Reg { ptr @.str.6, ptr @luaB_yieldable }, %struct.luaL_Reg { ptr @.str.7, ptr @luaB_close }, %struct.luaL_Reg zeroinitializer], align 8
@.str = private unnamed_addr constant [7 x i8] c"create\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"resume\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"running\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"status\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"wrap\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"yield\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"isyieldable\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"close\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"thread\00", align 1
@.str.9 = private unnamed_addr constant [29 x i8] c"too many arguments to resume\00", align 1
@.str.10 = private unnamed_addr constant [27 x i8] c"too many results to resume\00", align 1
@statname = internal unnamed_addr constant [4 x ptr] [ptr @.str.2, ptr @.str.11, ptr @.str.12, ptr @.str.13], align 8
@.str.11 = private unnamed_addr constant [5 x i8] c"dead\00", align 1
@.str.12 = private unnamed_addr constant [10 x i8] c"suspended\00", align 1
@.str.13 = private unnamed_addr constant [7 x i8] c"normal\00", align 1
@.str.14 = private unnamed_addr constant [28 x i8] c"cannot close a %s coroutine\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @luaopen_coroutine(ptr noundef %0) local_unnamed_addr #0 {
  tail call void @luaL_checkversion_(ptr noundef %0, double noundef 5.040000e+02, i64 noundef 136) #3
  tail call void @lua_createtable(ptr noundef %0, i32 noundef 0, i32 noundef 8) #3
  tail call void @luaL_setfuncs(ptr noundef %0, ptr noundef nonnull @co_funcs, i32 noundef 0) #3
  ret i32 1
}

declare void @luaL_checkversion_(ptr noundef, double noundef, i64 noundef) local_unnamed_addr #1

declare void @lua_createtable(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare void @luaL_setfuncs(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal noundef i32 @luaB_cocreate(ptr noundef %0) #0 {
  tail call void @luaL_checktype(ptr noundef %0, i32 noundef 1, i32 noundef 6) #3
  %2 = tail call ptr @lua_newthread(ptr noundef %0) #3
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef 1) #3
  tail call void @lua_xmove(ptr noundef %0, ptr noundef %2, i32 noundef 1) #3
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal range(i32 1, -2147483648) i32 @luaB_coresume(ptr noundef %0) #0 {
  %2 = tail call ptr @lua_tothread(ptr noundef %0, i32 noundef 1) #3
  %3 = icmp eq ptr %2, null
  br i1 %3, label %4, label %6, !prof !6

4:                                                ; preds = %1
  %5 = tail call i32 @luaL_typeerror(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.8) #3
  br label %6

6:                                                ; preds = %1, %4
  %7 = tail call i32 @lua_gettop(ptr noundef %0) #3
  %8 = add nsw i32 %7, -1
  %9 = tail call fastcc i32 @auxresume(ptr noundef %0, ptr noundef %2, i32 noundef %8)
  %10 = icmp slt i32 %9, 0
  br i1 %10, label %11, label %12, !prof !6

11:                                               ; preds = %6
  tail call void @lua_pushboolean(ptr noundef %0, i32 noundef 0) #3
  br label %15

12:                                               ; preds = %6
  tail call void @lua_pushboolean(ptr noundef %0, i32 noundef 1) #3
  %13 = add nuw nsw i32 %9, 1
  %14 = xor i32 %9, -1
  br label %15

15:                                               ; preds = %12, %11
  %16 = phi i32 [ %14, %12 ], [ -2, %11 ]
  %17 = phi i32 [ %13, %12 ], [ 2, %11 ]
  tail call void @lua_rotate(ptr noundef %0, i32 noundef %16, i32 noundef 1) #3
  ret i32 %17
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @luaB_corunning(ptr noundef %0) #0 {
  %2 = tail call i32 @lua_pushthread(ptr noundef %0) #3
  tail call void @lua_pushboolean(ptr noundef %0, i32 noundef %2) #3
  ret i32 2
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @luaB_costatus(ptr noundef %0) #0 {
  %2 = alloca %struct.lua_Debug, align 8
  %3 = tail call ptr @lua_tothread(ptr noundef %0, i32 noundef 1) #3
  %4 = icmp eq ptr %3, null
  br i1 %4, label %5, label %7, !prof !6

5:                                                ; preds = %1
  %6 = tail call i32 @luaL_typeerror(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.8) #3
  br label %7

7:                                                ; preds = %1, %5
  %8 = icmp eq ptr %3, %0
  br i1 %8, label %21, label %9

9:                                                ; preds = %7
  %10 = tail call i32 @lua_status(ptr noundef %3) #3
  switch i32 %10, label %20 [
    i32 1, label %21
    i32 0, label %11
  ]

11:                                               ; preds = %9
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %2) #3
  %12 = call i32 @lua_getstack(ptr noundef %3, i32 noundef 0, ptr noundef nonnull %2) #3
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %18

14:                                               ; preds = %11
  %15 = call i32 @lua_gettop(ptr noundef %3) #3
  %16 = icmp eq i32 %15, 0
  %17 = select i1 %16, i64 1, i64 2
  br label %18

18:                                               ; preds = %14, %11
  %19 = phi i64 [ 3, %11 ], [ %17, %14 ]
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %2) #3
  br label %21

20:                                               ; preds = %9
  br label %21

21:                                               ; preds = %7, %9, %18, %20
  %22 = phi i64 [ 1, %20 ], [ %19, %18 ], [ 0, %7 ], [ 2, %9 ]
  %23 = getelementptr inbounds [4 x ptr], ptr @statname, i64 0, i64 %22
  %24 = load ptr, ptr %23, align 8, !tbaa !7
  %25 = call ptr @lua_pushstring(ptr noundef %0, ptr noundef %24) #3
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @luaB_cowrap(ptr noundef %0) #0 {
  tail call void @luaL_checktype(ptr noundef %0, i32 noundef 1, i32 noundef 6) #3
  %2 = tail call ptr @lua_newthread(ptr noundef %0) #3
  tail call void @lua_pushvalue(ptr noundef %0, i32 noundef 1) #3
  tail call void @lua_xmove(ptr noundef %0, ptr noundef %2, i32 noundef 1) #3
  tail call void @lua_pushcclosure(ptr noundef %0, ptr noundef nonnull @luaB_auxwrap, i32 noundef 1) #3
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal i32 @luaB_yield(ptr noundef %0) #0 {
  %2 = tail call i32 @lua_gettop(ptr noundef %0) #3
  %3 = tail call i32 @lua_yieldk(ptr noundef %0, i32 noundef %2, i64 noundef 0, ptr noundef null) #3
  ret i32 %3
}

; Function Attrs: nounwind uwtable
define internal noundef i32 @luaB_yieldable(ptr noundef %0) #0 {
  %2 = tail call i32 @lua_type(ptr noundef %0, i32 noundef 1) #3
  %3 = icmp eq i32 %2, -1
  br i1 %3, label %9, label %4

4:                                                ; preds = %1
  %5 = tail call ptr @lua_tothread(ptr noundef %0, i32 noundef 1) #3
  %6 = icmp eq ptr %5, null
  br i1 %6, label %7, label %9, !prof !6

7:                                                ; preds = %4
  %8 = tail call i32 @luaL_typeerror(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.8) #3
  br label %9

9:                                                ; preds = %7, %4, %1
  %10 = phi ptr [ %0, %1 ], [ %5, %4 ], [ null, %7 ]
  %11 = tail call i32 @lua_isyieldable(ptr noundef %10) #3
  tail call void @lua_pushboolean(ptr noundef %0, i32 noundef %11) #3
  ret i32 1
}

; Function Attrs: nounwind uwtable
define internal i32 @luaB_close(ptr noundef %0) #0 {
  %2 = alloca %struct.lua_Debug, align 8
  %3 = tail call ptr @lua_tothread(ptr noundef %0, i32 noundef 1) #3
  %4 = icmp eq ptr %3, null
  br i1 %4, label %5, label %7, !prof !6

5:                                                ; preds = %1
  %6 = tail call i32 @luaL_typeerror(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.8) #3
  br label %7

7:                                                ; preds = %1, %5
  %8 = icmp eq ptr %3, %0
  br i1 %8, label %23, label %9

9:                                                ; preds = %7
  %10 = tail call i32 @lua_status(ptr noundef %3) #3
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %18

12:                                               ; preds = %9
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %2) #3
  %13 = call i32 @lua_getstack(ptr noundef %3, i32 noundef 0, ptr noundef nonnull %2) #3
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %16, label %15

15:                                               ; preds = %12
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %2) #3
  br label %23

16:                                               ; preds = %12
  %17 = call i32 @lua_gettop(ptr noundef %3) #3
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %2) #3
  br label %18

18:                                               ; preds = %16, %9
  %19 = call i32 @lua_closethread(ptr noundef %3, ptr noundef %0) #3
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %21, label %22

21:                                               ; preds = %18
  call void @lua_pushboolean(ptr noundef %0, i32 noundef 1) #3
  br label %28

22:                                               ; preds = %18
  call void @lua_pushboolean(ptr noundef %0, i32 noundef 0) #3
  call void @lua_xmove(ptr noundef %3, ptr noundef %0, i32 noundef 1) #3
  br label %28

23:                                               ; preds = %7, %15
  %24 = phi i64 [ 3, %15 ], [ 0, %7 ]
  %25 = getelementptr inbounds [4 x ptr], ptr @statname, i64 0, i64 %24
  %26 = load ptr, ptr %25, align 8, !tbaa !7
  %27 = call i32 (ptr, ptr, ...) @luaL_error(ptr noundef %0, ptr noundef nonnull @.str.14, ptr noundef %26) #3
  br label %28

28:                                               ; preds = %23, %22, %21
  %29 = phi i32 [ %27, %23 ], [ 1, %21 ], [ 2, %22 ]
  ret i32 %29
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

declare void @luaL_checktype(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare ptr @lua_newthread(ptr noundef) local_unnamed_addr #1

declare void @lua_pushvalue(ptr noundef, i32 noundef) local_unnamed_addr #1

declare void @lua_xmove(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind uwtable
define internal fastcc i32 @auxresume(ptr noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 {
  %4 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #3
  %5 = tail call i32 @lua_checkstack(ptr noundef %1, i32 noundef %2) #3
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %9, !prof !6

7:                                                ; preds = %3
  %8 = tail call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.9) #3
  br label %24

9:                                                ; preds = %3
  tail call void @lua_xmove(ptr noundef %0, ptr noundef %1, i32 noundef %2) #3
  %10 = call i32 @lua_resume(ptr noundef %1, ptr noundef %0, i32 noundef %2, ptr noundef nonnull %4) #3
  %11 = icmp ult i32 %10, 2
  br i1 %11, label %12, label %23, !prof !11

12:                                               ; preds = %9
  %13 = load i32, ptr %4, align 4, !tbaa !12
  %14 = add nsw i32 %13, 1
  %15 = call i32 @lua_checkstack(ptr noundef %0, i32 noundef %14) #3
  %16 = icmp eq i32 %15, 0
  %17 = load i32, ptr %4, align 4, !tbaa !12
  br i1 %16, label %18, label %21, !prof !6

18:                                               ; preds = %12
  %19 = xor i32 %17, -1
  call void @lua_settop(ptr noundef %1, i32 noundef %19) #3
  %20 = call ptr @lua_pushstring(ptr noundef %0, ptr noundef nonnull @.str.10) #3
  br label %24

21:                                               ; preds = %12
  call void @lua_xmove(ptr noundef %1, ptr noundef %0, i32 noundef %17) #3
  %22 = load i32, ptr %4, align 4, !tbaa !12
  br label %24

23:                                               ; preds = %9
  call void @lua_xmove(ptr noundef %1, ptr noundef %0, i32 noundef 1) #3
  br label %24

24:                                               ; preds = %23, %21, %18, %7
  %25 = phi i32 [ -1, %7 ], [ -1, %18 ], [ %22, %21 ], [ -1, %23 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #3
  ret i32 %25
}

declare i32 @lua_gettop(ptr noundef) local_unnamed_addr #1

declare void @lua_pushboolean(ptr noundef, i32 noundef) local_unnamed_addr #1

declare void @lua_rotate(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare ptr @lua_tothread(ptr noundef, i32 noundef) local_unnamed_addr #1

declare i32 @luaL_typeerror(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare i32 @lua_checkstack(ptr noundef, i32 noundef) local_unnamed_addr #1

declare ptr @lua_pushstring(ptr noundef, ptr noundef) local_unnamed_addr #1

declare i32 @lua_resume(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare void @lua_settop(ptr noundef, i32 noundef) local_unnamed_addr #1

declare i32 @lua_pushthread(ptr noundef) local_unnamed_addr #1

declare i32 @lua_status(ptr noundef) local_unnamed_addr #1

declare i32 @lua_getstack(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare void @lua_pushcclosure(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal i32 @luaB_auxwrap(ptr noundef %0) #0 {
  %2 = tail call ptr @lua_tothread(ptr noundef %0, i32 noundef -1001001) #3
  %3 = tail call i32 @lua_gettop(ptr noundef %0) #3
  %4 = tail call fastcc i32 @auxresume(ptr noundef %0, ptr noundef %2, i32 noundef %3)
  %5 = icmp slt i32 %4, 0
  br i1 %5, label %6, label %18, !prof !6

6:                                                ; preds = %1
  %7 = tail call i32 @lua_status(ptr noundef %2) #3
  %8 = icmp ugt i32 %7, 1
  br i1 %8, label %9, label %12

9:                                                ; preds = %6
  %10 = tail call i32 @lua_closethread(ptr noundef %2, ptr noundef %0) #3
  tail call void @lua_xmove(ptr noundef %2, ptr noundef %0, i32 noundef 1) #3
  %11 = icmp eq i32 %10, 4
  br i1 %11, label %16, label %12

12:                                               ; preds = %6, %9
  %13 = tail call i32 @lua_type(ptr noundef %0, i32 noundef -1) #3
  %14 = icmp eq i32 %13, 4
  br i1 %14, label %15, label %16

15:                                               ; preds = %12
  tail call void @luaL_where(ptr noundef %0, i32 noundef 1) #3
  tail call void @lua_rotate(ptr noundef %0, i32 noundef -2, i32 noundef 1) #3
  tail call void @lua_concat(ptr noundef %0, i32 noundef 2) #3
  br label %16

16:                                               ; preds = %15, %12, %9
  %17 = tail call i32 @lua_error(ptr noundef %0) #3
  br label %18

18:                                               ; preds = %1, %16
  %19 = phi i32 [ %17, %16 ], [ %4, %1 ]
  ret i32 %19
}

declare i32 @lua_closethread(ptr noundef, ptr noundef) local_unnamed_addr #1

declare i32 @lua_type(ptr noundef, i32 noundef) local_unnamed_addr #1

declare void @luaL_where(ptr noundef, i32 noundef) local_unnamed_addr #1

declare void @lua_concat(ptr noundef, i32 noundef) local_unnamed_addr #1

declare i32 @lua_error(ptr noundef) local_unnamed_addr #1

declare i32 @lua_yieldk(ptr noundef, i32 noundef, i64 noundef, ptr noundef) local_unnamed_addr #1

declare i32 @lua_isyieldable(ptr noundef) local_unnamed_addr #1

declare i32 @luaL_error(ptr noundef, ptr noundef, ...) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind }

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
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !9, i64 0}
