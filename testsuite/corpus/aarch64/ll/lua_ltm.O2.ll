; ModuleID = 'src/lua/ltm.c'
source_filename = "src/lua/ltm.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.TValue = type { %union.Value, i8 }
%union.Value = type { ptr }
%union.StackValue = type { %struct.TValue }

@.str = private unnamed_addr constant [9 x i8] c"no value\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"nil\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"boolean\00", align 1
@udatatypename = internal constant [9 x i8] c"userdata\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"number\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"string\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"table\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"function\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"thread\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"upvalue\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"proto\00", align 1
@luaT_typenames_ = hidden local_unnamed_addr constant [12 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @udatatypename, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @udatatypename, ptr @.str.7, ptr @.str.8, ptr @.str.9], align 8
@luaT_init.luaT_eventname.rel = internal unnamed_addr constant [25 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.10 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.11 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.12 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.13 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.14 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.15 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.16 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.17 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.18 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.19 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.20 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.21 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.22 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.23 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.24 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.25 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.26 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.27 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.28 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.29 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.30 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.31 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.32 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.33 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.34 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32)], align 4
@.str.10 = private unnamed_addr constant [8 x i8] c"__index\00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"__newindex\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"__gc\00", align 1
@.str.13 = private unnamed_addr constant [7 x i8] c"__mode\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"__len\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"__eq\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"__add\00", align 1
@.str.17 = private unnamed_addr constant [6 x i8] c"__sub\00", align 1
@.str.18 = private unnamed_addr constant [6 x i8] c"__mul\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"__mod\00", align 1
@.str.20 = private unnamed_addr constant [6 x i8] c"__pow\00", align 1
@.str.21 = private unnamed_addr constant [6 x i8] c"__div\00", align 1
@.str.22 = private unnamed_addr constant [7 x i8] c"__idiv\00", align 1
@.str.23 = private unnamed_addr constant [7 x i8] c"__band\00", align 1
@.str.24 = private unnamed_addr constant [6 x i8] c"__bor\00", align 1
@.str.25 = private unnamed_addr constant [7 x i8] c"__bxor\00", align 1
@.str.26 = private unnamed_addr constant [6 x i8] c"__shl\00", align 1
@.str.27 = private unnamed_addr constant [6 x i8] c"__shr\00", align 1
@.str.28 = private unnamed_addr constant [6 x i8] c"__unm\00", align 1
@.str.29 = private unnamed_addr constant [7 x i8] c"__bnot\00", align 1
@.str.30 = private unnamed_addr constant [5 x i8] c"__lt\00", align 1
@.str.31 = private unnamed_addr constant [5 x i8] c"__le\00", align 1
@.str.32 = private unnamed_addr constant [9 x i8] c"__concat\00", align 1
@.str.33 = private unnamed_addr constant [7 x i8] c"__call\00", align 1
@.str.34 = private unnamed_addr constant [8 x i8] c"__close\00", align 1
@.str.35 = private unnamed_addr constant [7 x i8] c"__name\00", align 1
@.str.36 = private unnamed_addr constant [29 x i8] c"perform bitwise operation on\00", align 1
@.str.37 = private unnamed_addr constant [22 x i8] c"perform arithmetic on\00", align 1

; Function Attrs: nounwind uwtable
define hidden void @luaT_init(ptr noundef %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  br label %3

3:                                                ; preds = %1, %3
  %4 = phi i64 [ 0, %1 ], [ %15, %3 ]
  %5 = shl i64 %4, 2
  %6 = call ptr @llvm.load.relative.i64(ptr @luaT_init.luaT_eventname.rel, i64 %5)
  %7 = tail call ptr @luaS_new(ptr noundef %0, ptr noundef %6) #6
  %8 = load ptr, ptr %2, align 8, !tbaa !6
  %9 = getelementptr inbounds i8, ptr %8, i64 280
  %10 = getelementptr inbounds [25 x ptr], ptr %9, i64 0, i64 %4
  store ptr %7, ptr %10, align 8, !tbaa !15
  %11 = load ptr, ptr %2, align 8, !tbaa !6
  %12 = getelementptr inbounds i8, ptr %11, i64 280
  %13 = getelementptr inbounds [25 x ptr], ptr %12, i64 0, i64 %4
  %14 = load ptr, ptr %13, align 8, !tbaa !15
  tail call void @luaC_fix(ptr noundef %0, ptr noundef %14) #6
  %15 = add nuw nsw i64 %4, 1
  %16 = icmp eq i64 %15, 25
  br i1 %16, label %17, label %3, !llvm.loop !16

17:                                               ; preds = %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare hidden ptr @luaS_new(ptr noundef, ptr noundef) local_unnamed_addr #2

declare hidden void @luaC_fix(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define hidden ptr @luaT_gettm(ptr noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #0 {
  %4 = tail call ptr @luaH_getshortstr(ptr noundef %0, ptr noundef %2) #6
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  %6 = load i8, ptr %5, align 8, !tbaa !18
  %7 = and i8 %6, 15
  %8 = icmp eq i8 %7, 0
  br i1 %8, label %9, label %15

9:                                                ; preds = %3
  %10 = shl nuw i32 1, %1
  %11 = getelementptr inbounds i8, ptr %0, i64 10
  %12 = load i8, ptr %11, align 2, !tbaa !20
  %13 = trunc i32 %10 to i8
  %14 = or i8 %12, %13
  store i8 %14, ptr %11, align 2, !tbaa !20
  br label %15

15:                                               ; preds = %3, %9
  %16 = phi ptr [ null, %9 ], [ %4, %3 ]
  ret ptr %16
}

declare hidden ptr @luaH_getshortstr(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define hidden ptr @luaT_gettmbyobj(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i8, ptr %4, align 8, !tbaa !18
  %6 = and i8 %5, 15
  switch i8 %6, label %13 [
    i8 5, label %7
    i8 7, label %10
  ]

7:                                                ; preds = %3
  %8 = load ptr, ptr %1, align 8, !tbaa !22
  %9 = getelementptr inbounds i8, ptr %8, i64 40
  br label %19

10:                                               ; preds = %3
  %11 = load ptr, ptr %1, align 8, !tbaa !22
  %12 = getelementptr inbounds i8, ptr %11, i64 24
  br label %19

13:                                               ; preds = %3
  %14 = getelementptr inbounds i8, ptr %0, i64 24
  %15 = load ptr, ptr %14, align 8, !tbaa !6
  %16 = getelementptr inbounds i8, ptr %15, i64 480
  %17 = zext nneg i8 %6 to i64
  %18 = getelementptr inbounds [9 x ptr], ptr %16, i64 0, i64 %17
  br label %19

19:                                               ; preds = %13, %10, %7
  %20 = phi ptr [ %18, %13 ], [ %12, %10 ], [ %9, %7 ]
  %21 = load ptr, ptr %20, align 8, !tbaa !22
  %22 = icmp eq ptr %21, null
  %23 = getelementptr inbounds i8, ptr %0, i64 24
  %24 = load ptr, ptr %23, align 8, !tbaa !6
  br i1 %22, label %31, label %25

25:                                               ; preds = %19
  %26 = getelementptr inbounds i8, ptr %24, i64 280
  %27 = zext i32 %2 to i64
  %28 = getelementptr inbounds [25 x ptr], ptr %26, i64 0, i64 %27
  %29 = load ptr, ptr %28, align 8, !tbaa !15
  %30 = tail call ptr @luaH_getshortstr(ptr noundef nonnull %21, ptr noundef %29) #6
  br label %33

31:                                               ; preds = %19
  %32 = getelementptr inbounds i8, ptr %24, i64 80
  br label %33

33:                                               ; preds = %31, %25
  %34 = phi ptr [ %30, %25 ], [ %32, %31 ]
  ret ptr %34
}

; Function Attrs: nounwind uwtable
define hidden ptr @luaT_objtypename(ptr noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  %4 = load i8, ptr %3, align 8, !tbaa !18
  switch i8 %4, label %28 [
    i8 69, label %5
    i8 71, label %10
  ]

5:                                                ; preds = %2
  %6 = load ptr, ptr %1, align 8, !tbaa !22
  %7 = getelementptr inbounds i8, ptr %6, i64 40
  %8 = load ptr, ptr %7, align 8, !tbaa !22
  %9 = icmp eq ptr %8, null
  br i1 %9, label %28, label %15

10:                                               ; preds = %2
  %11 = load ptr, ptr %1, align 8, !tbaa !22
  %12 = getelementptr inbounds i8, ptr %11, i64 24
  %13 = load ptr, ptr %12, align 8, !tbaa !22
  %14 = icmp eq ptr %13, null
  br i1 %14, label %28, label %15

15:                                               ; preds = %10, %5
  %16 = phi ptr [ %8, %5 ], [ %13, %10 ]
  %17 = tail call ptr @luaS_new(ptr noundef %0, ptr noundef nonnull @.str.35) #6
  %18 = tail call ptr @luaH_getshortstr(ptr noundef nonnull %16, ptr noundef %17) #6
  %19 = getelementptr inbounds i8, ptr %18, i64 8
  %20 = load i8, ptr %19, align 8, !tbaa !18
  %21 = and i8 %20, 15
  %22 = icmp eq i8 %21, 4
  br i1 %22, label %25, label %23

23:                                               ; preds = %15
  %24 = load i8, ptr %3, align 8, !tbaa !18
  br label %28

25:                                               ; preds = %15
  %26 = load ptr, ptr %18, align 8, !tbaa !22
  %27 = getelementptr inbounds i8, ptr %26, i64 24
  br label %35

28:                                               ; preds = %23, %2, %5, %10
  %29 = phi i8 [ %24, %23 ], [ %4, %2 ], [ 69, %5 ], [ 71, %10 ]
  %30 = and i8 %29, 15
  %31 = add nuw nsw i8 %30, 1
  %32 = zext nneg i8 %31 to i64
  %33 = getelementptr inbounds [12 x ptr], ptr @luaT_typenames_, i64 0, i64 %32
  %34 = load ptr, ptr %33, align 8, !tbaa !15
  br label %35

35:                                               ; preds = %25, %28
  %36 = phi ptr [ %34, %28 ], [ %27, %25 ]
  ret ptr %36
}

; Function Attrs: nounwind uwtable
define hidden void @luaT_callTM(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4) local_unnamed_addr #0 {
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !22
  %8 = load i64, ptr %1, align 8, !tbaa !22
  store i64 %8, ptr %7, align 8, !tbaa !22
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  %10 = load i8, ptr %9, align 8, !tbaa !18
  %11 = getelementptr inbounds i8, ptr %7, i64 8
  store i8 %10, ptr %11, align 8, !tbaa !18
  %12 = getelementptr inbounds i8, ptr %7, i64 16
  %13 = load i64, ptr %2, align 8, !tbaa !22
  store i64 %13, ptr %12, align 8, !tbaa !22
  %14 = getelementptr inbounds i8, ptr %2, i64 8
  %15 = load i8, ptr %14, align 8, !tbaa !18
  %16 = getelementptr inbounds i8, ptr %7, i64 24
  store i8 %15, ptr %16, align 8, !tbaa !18
  %17 = getelementptr inbounds i8, ptr %7, i64 32
  %18 = load i64, ptr %3, align 8, !tbaa !22
  store i64 %18, ptr %17, align 8, !tbaa !22
  %19 = getelementptr inbounds i8, ptr %3, i64 8
  %20 = load i8, ptr %19, align 8, !tbaa !18
  %21 = getelementptr inbounds i8, ptr %7, i64 40
  store i8 %20, ptr %21, align 8, !tbaa !18
  %22 = getelementptr inbounds i8, ptr %7, i64 48
  %23 = load i64, ptr %4, align 8, !tbaa !22
  store i64 %23, ptr %22, align 8, !tbaa !22
  %24 = getelementptr inbounds i8, ptr %4, i64 8
  %25 = load i8, ptr %24, align 8, !tbaa !18
  %26 = getelementptr inbounds i8, ptr %7, i64 56
  store i8 %25, ptr %26, align 8, !tbaa !18
  %27 = getelementptr inbounds i8, ptr %7, i64 64
  store ptr %27, ptr %6, align 8, !tbaa !22
  %28 = getelementptr inbounds i8, ptr %0, i64 32
  %29 = load ptr, ptr %28, align 8, !tbaa !23
  %30 = getelementptr inbounds i8, ptr %29, i64 62
  %31 = load i16, ptr %30, align 2, !tbaa !24
  %32 = and i16 %31, 10
  %33 = icmp eq i16 %32, 0
  br i1 %33, label %34, label %35

34:                                               ; preds = %5
  tail call void @luaD_call(ptr noundef nonnull %0, ptr noundef nonnull %7, i32 noundef 0) #6
  br label %36

35:                                               ; preds = %5
  tail call void @luaD_callnoyield(ptr noundef nonnull %0, ptr noundef nonnull %7, i32 noundef 0) #6
  br label %36

36:                                               ; preds = %35, %34
  ret void
}

declare hidden void @luaD_call(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

declare hidden void @luaD_callnoyield(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define hidden void @luaT_callTMres(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr noundef %4) local_unnamed_addr #0 {
  %6 = getelementptr inbounds i8, ptr %0, i64 48
  %7 = load ptr, ptr %6, align 8, !tbaa !22
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = load ptr, ptr %8, align 8, !tbaa !22
  %10 = load i64, ptr %1, align 8, !tbaa !22
  store i64 %10, ptr %9, align 8, !tbaa !22
  %11 = getelementptr inbounds i8, ptr %1, i64 8
  %12 = load i8, ptr %11, align 8, !tbaa !18
  %13 = getelementptr inbounds i8, ptr %9, i64 8
  store i8 %12, ptr %13, align 8, !tbaa !18
  %14 = getelementptr inbounds i8, ptr %9, i64 16
  %15 = load i64, ptr %2, align 8, !tbaa !22
  store i64 %15, ptr %14, align 8, !tbaa !22
  %16 = getelementptr inbounds i8, ptr %2, i64 8
  %17 = load i8, ptr %16, align 8, !tbaa !18
  %18 = getelementptr inbounds i8, ptr %9, i64 24
  store i8 %17, ptr %18, align 8, !tbaa !18
  %19 = getelementptr inbounds i8, ptr %9, i64 32
  %20 = load i64, ptr %3, align 8, !tbaa !22
  store i64 %20, ptr %19, align 8, !tbaa !22
  %21 = getelementptr inbounds i8, ptr %3, i64 8
  %22 = load i8, ptr %21, align 8, !tbaa !18
  %23 = getelementptr inbounds i8, ptr %9, i64 40
  store i8 %22, ptr %23, align 8, !tbaa !18
  %24 = load ptr, ptr %8, align 8, !tbaa !22
  %25 = getelementptr inbounds i8, ptr %24, i64 48
  store ptr %25, ptr %8, align 8, !tbaa !22
  %26 = getelementptr inbounds i8, ptr %0, i64 32
  %27 = load ptr, ptr %26, align 8, !tbaa !23
  %28 = getelementptr inbounds i8, ptr %27, i64 62
  %29 = load i16, ptr %28, align 2, !tbaa !24
  %30 = and i16 %29, 10
  %31 = icmp eq i16 %30, 0
  br i1 %31, label %32, label %33

32:                                               ; preds = %5
  tail call void @luaD_call(ptr noundef nonnull %0, ptr noundef nonnull %9, i32 noundef 1) #6
  br label %34

33:                                               ; preds = %5
  tail call void @luaD_callnoyield(ptr noundef nonnull %0, ptr noundef nonnull %9, i32 noundef 1) #6
  br label %34

34:                                               ; preds = %33, %32
  %35 = ptrtoint ptr %4 to i64
  %36 = ptrtoint ptr %7 to i64
  %37 = sub i64 %35, %36
  %38 = load ptr, ptr %6, align 8, !tbaa !22
  %39 = getelementptr inbounds i8, ptr %38, i64 %37
  %40 = load ptr, ptr %8, align 8, !tbaa !22
  %41 = getelementptr inbounds i8, ptr %40, i64 -16
  store ptr %41, ptr %8, align 8, !tbaa !22
  %42 = load i64, ptr %41, align 8, !tbaa !22
  store i64 %42, ptr %39, align 8, !tbaa !22
  %43 = getelementptr inbounds i8, ptr %40, i64 -8
  %44 = load i8, ptr %43, align 8, !tbaa !18
  %45 = getelementptr inbounds i8, ptr %39, i64 8
  store i8 %44, ptr %45, align 8, !tbaa !18
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @luaT_trybinTM(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call fastcc i32 @callbinTM(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4)
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %22, !prof !25

8:                                                ; preds = %5
  switch i32 %4, label %21 [
    i32 13, label %9
    i32 14, label %9
    i32 15, label %9
    i32 16, label %9
    i32 17, label %9
    i32 19, label %9
  ]

9:                                                ; preds = %8, %8, %8, %8, %8, %8
  %10 = getelementptr inbounds i8, ptr %1, i64 8
  %11 = load i8, ptr %10, align 8, !tbaa !18
  %12 = and i8 %11, 15
  %13 = icmp eq i8 %12, 3
  br i1 %13, label %14, label %20

14:                                               ; preds = %9
  %15 = getelementptr inbounds i8, ptr %2, i64 8
  %16 = load i8, ptr %15, align 8, !tbaa !18
  %17 = and i8 %16, 15
  %18 = icmp eq i8 %17, 3
  br i1 %18, label %19, label %20

19:                                               ; preds = %14
  tail call void @luaG_tointerror(ptr noundef %0, ptr noundef nonnull %1, ptr noundef nonnull %2) #7
  unreachable

20:                                               ; preds = %14, %9
  tail call void @luaG_opinterror(ptr noundef %0, ptr noundef nonnull %1, ptr noundef %2, ptr noundef nonnull @.str.36) #7
  unreachable

21:                                               ; preds = %8
  tail call void @luaG_opinterror(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef nonnull @.str.37) #7
  unreachable

22:                                               ; preds = %5
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 2) i32 @callbinTM(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr noundef %3, i32 noundef %4) unnamed_addr #0 {
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = load i8, ptr %6, align 8, !tbaa !18
  %8 = and i8 %7, 15
  switch i8 %8, label %15 [
    i8 5, label %9
    i8 7, label %12
  ]

9:                                                ; preds = %5
  %10 = load ptr, ptr %1, align 8, !tbaa !22
  %11 = getelementptr inbounds i8, ptr %10, i64 40
  br label %21

12:                                               ; preds = %5
  %13 = load ptr, ptr %1, align 8, !tbaa !22
  %14 = getelementptr inbounds i8, ptr %13, i64 24
  br label %21

15:                                               ; preds = %5
  %16 = getelementptr inbounds i8, ptr %0, i64 24
  %17 = load ptr, ptr %16, align 8, !tbaa !6
  %18 = getelementptr inbounds i8, ptr %17, i64 480
  %19 = zext nneg i8 %8 to i64
  %20 = getelementptr inbounds [9 x ptr], ptr %18, i64 0, i64 %19
  br label %21

21:                                               ; preds = %15, %12, %9
  %22 = phi ptr [ %20, %15 ], [ %14, %12 ], [ %11, %9 ]
  %23 = load ptr, ptr %22, align 8, !tbaa !22
  %24 = icmp eq ptr %23, null
  %25 = getelementptr inbounds i8, ptr %0, i64 24
  %26 = load ptr, ptr %25, align 8, !tbaa !6
  br i1 %24, label %33, label %27

27:                                               ; preds = %21
  %28 = getelementptr inbounds i8, ptr %26, i64 280
  %29 = zext i32 %4 to i64
  %30 = getelementptr inbounds [25 x ptr], ptr %28, i64 0, i64 %29
  %31 = load ptr, ptr %30, align 8, !tbaa !15
  %32 = tail call ptr @luaH_getshortstr(ptr noundef nonnull %23, ptr noundef %31) #6
  br label %35

33:                                               ; preds = %21
  %34 = getelementptr inbounds i8, ptr %26, i64 80
  br label %35

35:                                               ; preds = %27, %33
  %36 = phi ptr [ %32, %27 ], [ %34, %33 ]
  %37 = getelementptr inbounds i8, ptr %36, i64 8
  %38 = load i8, ptr %37, align 8, !tbaa !18
  %39 = and i8 %38, 15
  %40 = icmp eq i8 %39, 0
  br i1 %40, label %41, label %69

41:                                               ; preds = %35
  %42 = getelementptr inbounds i8, ptr %2, i64 8
  %43 = load i8, ptr %42, align 8, !tbaa !18
  %44 = and i8 %43, 15
  switch i8 %44, label %51 [
    i8 5, label %45
    i8 7, label %48
  ]

45:                                               ; preds = %41
  %46 = load ptr, ptr %2, align 8, !tbaa !22
  %47 = getelementptr inbounds i8, ptr %46, i64 40
  br label %56

48:                                               ; preds = %41
  %49 = load ptr, ptr %2, align 8, !tbaa !22
  %50 = getelementptr inbounds i8, ptr %49, i64 24
  br label %56

51:                                               ; preds = %41
  %52 = load ptr, ptr %25, align 8, !tbaa !6
  %53 = getelementptr inbounds i8, ptr %52, i64 480
  %54 = zext nneg i8 %44 to i64
  %55 = getelementptr inbounds [9 x ptr], ptr %53, i64 0, i64 %54
  br label %56

56:                                               ; preds = %51, %48, %45
  %57 = phi ptr [ %55, %51 ], [ %50, %48 ], [ %47, %45 ]
  %58 = load ptr, ptr %57, align 8, !tbaa !22
  %59 = icmp eq ptr %58, null
  %60 = load ptr, ptr %25, align 8, !tbaa !6
  br i1 %59, label %67, label %61

61:                                               ; preds = %56
  %62 = getelementptr inbounds i8, ptr %60, i64 280
  %63 = zext i32 %4 to i64
  %64 = getelementptr inbounds [25 x ptr], ptr %62, i64 0, i64 %63
  %65 = load ptr, ptr %64, align 8, !tbaa !15
  %66 = tail call ptr @luaH_getshortstr(ptr noundef nonnull %58, ptr noundef %65) #6
  br label %69

67:                                               ; preds = %56
  %68 = getelementptr inbounds i8, ptr %60, i64 80
  br label %69

69:                                               ; preds = %67, %61, %35
  %70 = phi ptr [ %36, %35 ], [ %66, %61 ], [ %68, %67 ]
  %71 = getelementptr inbounds i8, ptr %70, i64 8
  %72 = load i8, ptr %71, align 8, !tbaa !18
  %73 = and i8 %72, 15
  %74 = icmp eq i8 %73, 0
  br i1 %74, label %114, label %75

75:                                               ; preds = %69
  %76 = getelementptr inbounds i8, ptr %0, i64 48
  %77 = load ptr, ptr %76, align 8, !tbaa !22
  %78 = getelementptr inbounds i8, ptr %0, i64 16
  %79 = load ptr, ptr %78, align 8, !tbaa !22
  %80 = load i64, ptr %70, align 8, !tbaa !22
  store i64 %80, ptr %79, align 8, !tbaa !22
  %81 = load i8, ptr %71, align 8, !tbaa !18
  %82 = getelementptr inbounds i8, ptr %79, i64 8
  store i8 %81, ptr %82, align 8, !tbaa !18
  %83 = getelementptr inbounds i8, ptr %79, i64 16
  %84 = load i64, ptr %1, align 8, !tbaa !22
  store i64 %84, ptr %83, align 8, !tbaa !22
  %85 = load i8, ptr %6, align 8, !tbaa !18
  %86 = getelementptr inbounds i8, ptr %79, i64 24
  store i8 %85, ptr %86, align 8, !tbaa !18
  %87 = getelementptr inbounds i8, ptr %79, i64 32
  %88 = load i64, ptr %2, align 8, !tbaa !22
  store i64 %88, ptr %87, align 8, !tbaa !22
  %89 = getelementptr inbounds i8, ptr %2, i64 8
  %90 = load i8, ptr %89, align 8, !tbaa !18
  %91 = getelementptr inbounds i8, ptr %79, i64 40
  store i8 %90, ptr %91, align 8, !tbaa !18
  %92 = load ptr, ptr %78, align 8, !tbaa !22
  %93 = getelementptr inbounds i8, ptr %92, i64 48
  store ptr %93, ptr %78, align 8, !tbaa !22
  %94 = getelementptr inbounds i8, ptr %0, i64 32
  %95 = load ptr, ptr %94, align 8, !tbaa !23
  %96 = getelementptr inbounds i8, ptr %95, i64 62
  %97 = load i16, ptr %96, align 2, !tbaa !24
  %98 = and i16 %97, 10
  %99 = icmp eq i16 %98, 0
  br i1 %99, label %100, label %101

100:                                              ; preds = %75
  tail call void @luaD_call(ptr noundef nonnull %0, ptr noundef nonnull %79, i32 noundef 1) #6
  br label %102

101:                                              ; preds = %75
  tail call void @luaD_callnoyield(ptr noundef nonnull %0, ptr noundef nonnull %79, i32 noundef 1) #6
  br label %102

102:                                              ; preds = %100, %101
  %103 = ptrtoint ptr %3 to i64
  %104 = ptrtoint ptr %77 to i64
  %105 = sub i64 %103, %104
  %106 = load ptr, ptr %76, align 8, !tbaa !22
  %107 = getelementptr inbounds i8, ptr %106, i64 %105
  %108 = load ptr, ptr %78, align 8, !tbaa !22
  %109 = getelementptr inbounds i8, ptr %108, i64 -16
  store ptr %109, ptr %78, align 8, !tbaa !22
  %110 = load i64, ptr %109, align 8, !tbaa !22
  store i64 %110, ptr %107, align 8, !tbaa !22
  %111 = getelementptr inbounds i8, ptr %108, i64 -8
  %112 = load i8, ptr %111, align 8, !tbaa !18
  %113 = getelementptr inbounds i8, ptr %107, i64 8
  store i8 %112, ptr %113, align 8, !tbaa !18
  br label %114

114:                                              ; preds = %69, %102
  %115 = phi i32 [ 1, %102 ], [ 0, %69 ]
  ret i32 %115
}

; Function Attrs: noreturn
declare hidden void @luaG_tointerror(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn
declare hidden void @luaG_opinterror(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define hidden void @luaT_tryconcatTM(ptr noundef %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !22
  %4 = getelementptr inbounds i8, ptr %3, i64 -32
  %5 = getelementptr inbounds i8, ptr %3, i64 -16
  %6 = tail call fastcc i32 @callbinTM(ptr noundef %0, ptr noundef nonnull %4, ptr noundef nonnull %5, ptr noundef nonnull %4, i32 noundef 22)
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %9, !prof !25

8:                                                ; preds = %1
  tail call void @luaG_concaterror(ptr noundef nonnull %0, ptr noundef nonnull %4, ptr noundef nonnull %5) #7
  unreachable

9:                                                ; preds = %1
  ret void
}

; Function Attrs: noreturn
declare hidden void @luaG_concaterror(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define hidden void @luaT_trybinassocTM(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = icmp eq i32 %3, 0
  br i1 %7, label %25, label %8

8:                                                ; preds = %6
  %9 = tail call fastcc i32 @callbinTM(ptr noundef %0, ptr noundef %2, ptr noundef %1, ptr noundef %4, i32 noundef %5)
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %42, !prof !25

11:                                               ; preds = %8
  switch i32 %5, label %24 [
    i32 13, label %12
    i32 14, label %12
    i32 15, label %12
    i32 16, label %12
    i32 17, label %12
    i32 19, label %12
  ]

12:                                               ; preds = %11, %11, %11, %11, %11, %11
  %13 = getelementptr inbounds i8, ptr %2, i64 8
  %14 = load i8, ptr %13, align 8, !tbaa !18
  %15 = and i8 %14, 15
  %16 = icmp eq i8 %15, 3
  br i1 %16, label %17, label %23

17:                                               ; preds = %12
  %18 = getelementptr inbounds i8, ptr %1, i64 8
  %19 = load i8, ptr %18, align 8, !tbaa !18
  %20 = and i8 %19, 15
  %21 = icmp eq i8 %20, 3
  br i1 %21, label %22, label %23

22:                                               ; preds = %17
  tail call void @luaG_tointerror(ptr noundef %0, ptr noundef nonnull %2, ptr noundef nonnull %1) #7
  unreachable

23:                                               ; preds = %17, %12
  tail call void @luaG_opinterror(ptr noundef %0, ptr noundef nonnull %2, ptr noundef %1, ptr noundef nonnull @.str.36) #7
  unreachable

24:                                               ; preds = %11
  tail call void @luaG_opinterror(ptr noundef %0, ptr noundef %2, ptr noundef %1, ptr noundef nonnull @.str.37) #7
  unreachable

25:                                               ; preds = %6
  %26 = tail call fastcc i32 @callbinTM(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %4, i32 noundef %5)
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %28, label %42, !prof !25

28:                                               ; preds = %25
  switch i32 %5, label %41 [
    i32 13, label %29
    i32 14, label %29
    i32 15, label %29
    i32 16, label %29
    i32 17, label %29
    i32 19, label %29
  ]

29:                                               ; preds = %28, %28, %28, %28, %28, %28
  %30 = getelementptr inbounds i8, ptr %1, i64 8
  %31 = load i8, ptr %30, align 8, !tbaa !18
  %32 = and i8 %31, 15
  %33 = icmp eq i8 %32, 3
  br i1 %33, label %34, label %40

34:                                               ; preds = %29
  %35 = getelementptr inbounds i8, ptr %2, i64 8
  %36 = load i8, ptr %35, align 8, !tbaa !18
  %37 = and i8 %36, 15
  %38 = icmp eq i8 %37, 3
  br i1 %38, label %39, label %40

39:                                               ; preds = %34
  tail call void @luaG_tointerror(ptr noundef %0, ptr noundef nonnull %1, ptr noundef nonnull %2) #7
  unreachable

40:                                               ; preds = %34, %29
  tail call void @luaG_opinterror(ptr noundef %0, ptr noundef nonnull %1, ptr noundef %2, ptr noundef nonnull @.str.36) #7
  unreachable

41:                                               ; preds = %28
  tail call void @luaG_opinterror(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef nonnull @.str.37) #7
  unreachable

42:                                               ; preds = %25, %8
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @luaT_trybiniTM(ptr noundef %0, ptr noundef %1, i64 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = alloca %struct.TValue, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #6
  store i64 %2, ptr %7, align 8, !tbaa !22
  %8 = getelementptr inbounds i8, ptr %7, i64 8
  store i8 3, ptr %8, align 8, !tbaa !18
  call void @luaT_trybinassocTM(ptr noundef %0, ptr noundef %1, ptr noundef nonnull %7, i32 noundef %3, ptr noundef %4, i32 noundef %5)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #6
  ret void
}

; Function Attrs: nounwind uwtable
define hidden range(i32 0, 2) i32 @luaT_callorderTM(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load ptr, ptr %5, align 8, !tbaa !22
  %7 = tail call fastcc i32 @callbinTM(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %6, i32 noundef %3)
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %17, label %9

9:                                                ; preds = %4
  %10 = load ptr, ptr %5, align 8, !tbaa !22
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  %12 = load i8, ptr %11, align 8, !tbaa !22
  %13 = icmp ne i8 %12, 1
  %14 = and i8 %12, 15
  %15 = icmp ne i8 %14, 0
  %16 = and i1 %13, %15
  br label %41

17:                                               ; preds = %4
  %18 = icmp eq i32 %3, 21
  br i1 %18, label %19, label %40

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 32
  %21 = load ptr, ptr %20, align 8, !tbaa !23
  %22 = getelementptr inbounds i8, ptr %21, i64 62
  %23 = load i16, ptr %22, align 2, !tbaa !24
  %24 = or i16 %23, 8192
  store i16 %24, ptr %22, align 2, !tbaa !24
  %25 = load ptr, ptr %5, align 8, !tbaa !22
  %26 = tail call fastcc i32 @callbinTM(ptr noundef nonnull %0, ptr noundef %2, ptr noundef %1, ptr noundef %25, i32 noundef 20)
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %40, label %28

28:                                               ; preds = %19
  %29 = load ptr, ptr %20, align 8, !tbaa !23
  %30 = getelementptr inbounds i8, ptr %29, i64 62
  %31 = load i16, ptr %30, align 2, !tbaa !24
  %32 = xor i16 %31, 8192
  store i16 %32, ptr %30, align 2, !tbaa !24
  %33 = load ptr, ptr %5, align 8, !tbaa !22
  %34 = getelementptr inbounds i8, ptr %33, i64 8
  %35 = load i8, ptr %34, align 8, !tbaa !22
  %36 = icmp eq i8 %35, 1
  %37 = and i8 %35, 15
  %38 = icmp eq i8 %37, 0
  %39 = or i1 %36, %38
  br label %41

40:                                               ; preds = %17, %19
  tail call void @luaG_ordererror(ptr noundef nonnull %0, ptr noundef %1, ptr noundef %2) #7
  unreachable

41:                                               ; preds = %28, %9
  %42 = phi i1 [ %16, %9 ], [ %39, %28 ]
  %43 = zext i1 %42 to i32
  ret i32 %43
}

; Function Attrs: noreturn
declare hidden void @luaG_ordererror(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define hidden range(i32 0, 2) i32 @luaT_callorderiTM(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = alloca %struct.TValue, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #6
  %8 = icmp eq i32 %4, 0
  %9 = sext i32 %2 to i64
  %10 = bitcast i64 %9 to double
  %11 = sitofp i32 %2 to double
  %12 = select i1 %8, double %10, double %11
  %13 = select i1 %8, i8 3, i8 19
  store double %12, ptr %7, align 8
  %14 = getelementptr inbounds i8, ptr %7, i64 8
  store i8 %13, ptr %14, align 8
  %15 = icmp eq i32 %3, 0
  %16 = select i1 %15, ptr %7, ptr %1
  %17 = select i1 %15, ptr %1, ptr %7
  %18 = call i32 @luaT_callorderTM(ptr noundef %0, ptr noundef %17, ptr noundef %16, i32 noundef %5)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #6
  ret i32 %18
}

; Function Attrs: nounwind uwtable
define hidden void @luaT_adjustvarargs(ptr noundef %0, i32 noundef %1, ptr nocapture noundef %2, ptr nocapture noundef readonly %3) local_unnamed_addr #0 {
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load ptr, ptr %5, align 8, !tbaa !22
  %7 = load ptr, ptr %2, align 8, !tbaa !22
  %8 = ptrtoint ptr %6 to i64
  %9 = ptrtoint ptr %7 to i64
  %10 = sub i64 %8, %9
  %11 = lshr exact i64 %10, 4
  %12 = trunc i64 %11 to i32
  %13 = xor i32 %1, -1
  %14 = add i32 %12, %13
  %15 = getelementptr inbounds i8, ptr %2, i64 44
  store i32 %14, ptr %15, align 4, !tbaa !22
  %16 = getelementptr inbounds i8, ptr %0, i64 40
  %17 = load ptr, ptr %16, align 8, !tbaa !22
  %18 = load ptr, ptr %5, align 8, !tbaa !22
  %19 = ptrtoint ptr %17 to i64
  %20 = ptrtoint ptr %18 to i64
  %21 = sub i64 %19, %20
  %22 = ashr exact i64 %21, 4
  %23 = getelementptr inbounds i8, ptr %3, i64 12
  %24 = load i8, ptr %23, align 4, !tbaa !26
  %25 = zext i8 %24 to i32
  %26 = add nuw nsw i32 %25, 1
  %27 = zext nneg i32 %26 to i64
  %28 = icmp sgt i64 %22, %27
  br i1 %28, label %32, label %29, !prof !28

29:                                               ; preds = %4
  %30 = tail call i32 @luaD_growstack(ptr noundef nonnull %0, i32 noundef %26, i32 noundef 1) #6
  %31 = load ptr, ptr %5, align 8, !tbaa !22
  br label %32

32:                                               ; preds = %4, %29
  %33 = phi ptr [ %18, %4 ], [ %31, %29 ]
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  store ptr %34, ptr %5, align 8, !tbaa !22
  %35 = load ptr, ptr %2, align 8, !tbaa !22
  %36 = load i64, ptr %35, align 8, !tbaa !22
  store i64 %36, ptr %33, align 8, !tbaa !22
  %37 = getelementptr inbounds i8, ptr %35, i64 8
  %38 = load i8, ptr %37, align 8, !tbaa !18
  %39 = getelementptr inbounds i8, ptr %33, i64 8
  store i8 %38, ptr %39, align 8, !tbaa !18
  %40 = icmp slt i32 %1, 1
  br i1 %40, label %58, label %41

41:                                               ; preds = %32
  %42 = add nuw i32 %1, 1
  %43 = zext i32 %42 to i64
  br label %44

44:                                               ; preds = %41, %44
  %45 = phi i64 [ 1, %41 ], [ %56, %44 ]
  %46 = load ptr, ptr %5, align 8, !tbaa !22
  %47 = getelementptr inbounds i8, ptr %46, i64 16
  store ptr %47, ptr %5, align 8, !tbaa !22
  %48 = load ptr, ptr %2, align 8, !tbaa !22
  %49 = getelementptr inbounds %union.StackValue, ptr %48, i64 %45
  %50 = load i64, ptr %49, align 8, !tbaa !22
  store i64 %50, ptr %46, align 8, !tbaa !22
  %51 = getelementptr inbounds i8, ptr %49, i64 8
  %52 = load i8, ptr %51, align 8, !tbaa !18
  %53 = getelementptr inbounds i8, ptr %46, i64 8
  store i8 %52, ptr %53, align 8, !tbaa !18
  %54 = load ptr, ptr %2, align 8, !tbaa !22
  %55 = getelementptr inbounds %union.StackValue, ptr %54, i64 %45, i32 0, i32 1
  store i8 0, ptr %55, align 8, !tbaa !22
  %56 = add nuw nsw i64 %45, 1
  %57 = icmp eq i64 %56, %43
  br i1 %57, label %58, label %44, !llvm.loop !29

58:                                               ; preds = %44, %32
  %59 = load ptr, ptr %2, align 8, !tbaa !22
  %60 = shl i64 %10, 28
  %61 = ashr i64 %60, 32
  %62 = getelementptr inbounds %union.StackValue, ptr %59, i64 %61
  store ptr %62, ptr %2, align 8, !tbaa !22
  %63 = getelementptr inbounds i8, ptr %2, i64 8
  %64 = load ptr, ptr %63, align 8, !tbaa !22
  %65 = getelementptr inbounds %union.StackValue, ptr %64, i64 %61
  store ptr %65, ptr %63, align 8, !tbaa !22
  ret void
}

declare hidden i32 @luaD_growstack(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define hidden void @luaT_getvarargs(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = getelementptr inbounds i8, ptr %1, i64 44
  %6 = load i32, ptr %5, align 4, !tbaa !22
  %7 = freeze i32 %6
  %8 = icmp slt i32 %3, 0
  br i1 %8, label %9, label %39

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %0, i64 40
  %11 = load ptr, ptr %10, align 8, !tbaa !22
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !22
  %14 = ptrtoint ptr %11 to i64
  %15 = ptrtoint ptr %13 to i64
  %16 = sub i64 %14, %15
  %17 = ashr exact i64 %16, 4
  %18 = sext i32 %7 to i64
  %19 = icmp sgt i64 %17, %18
  br i1 %19, label %36, label %20, !prof !28

20:                                               ; preds = %9
  %21 = getelementptr inbounds i8, ptr %0, i64 48
  %22 = load ptr, ptr %21, align 8, !tbaa !22
  %23 = ptrtoint ptr %2 to i64
  %24 = ptrtoint ptr %22 to i64
  %25 = sub i64 %23, %24
  %26 = getelementptr inbounds i8, ptr %0, i64 24
  %27 = load ptr, ptr %26, align 8, !tbaa !6
  %28 = getelementptr inbounds i8, ptr %27, i64 24
  %29 = load i64, ptr %28, align 8, !tbaa !30
  %30 = icmp sgt i64 %29, 0
  br i1 %30, label %31, label %32

31:                                               ; preds = %20
  tail call void @luaC_step(ptr noundef nonnull %0) #6
  br label %32

32:                                               ; preds = %31, %20
  %33 = tail call i32 @luaD_growstack(ptr noundef nonnull %0, i32 noundef %7, i32 noundef 1) #6
  %34 = load ptr, ptr %21, align 8, !tbaa !22
  %35 = getelementptr inbounds i8, ptr %34, i64 %25
  br label %36

36:                                               ; preds = %9, %32
  %37 = phi ptr [ %35, %32 ], [ %2, %9 ]
  %38 = getelementptr inbounds %union.StackValue, ptr %37, i64 %18
  store ptr %38, ptr %12, align 8, !tbaa !22
  br label %39

39:                                               ; preds = %36, %4
  %40 = phi i32 [ %7, %36 ], [ %3, %4 ]
  %41 = phi ptr [ %37, %36 ], [ %2, %4 ]
  %42 = tail call i32 @llvm.smin.i32(i32 %40, i32 %7)
  %43 = icmp sgt i32 %42, 0
  br i1 %43, label %44, label %48

44:                                               ; preds = %39
  %45 = sext i32 %7 to i64
  %46 = sub nsw i64 0, %45
  %47 = zext nneg i32 %42 to i64
  br label %71

48:                                               ; preds = %71, %39
  %49 = phi i32 [ 0, %39 ], [ %42, %71 ]
  %50 = icmp slt i32 %49, %40
  br i1 %50, label %51, label %88

51:                                               ; preds = %48
  %52 = zext nneg i32 %49 to i64
  %53 = zext i32 %40 to i64
  %54 = sub nsw i64 %53, %52
  %55 = icmp ult i64 %54, 2
  br i1 %55, label %56, label %58

56:                                               ; preds = %69, %51
  %57 = phi i64 [ %52, %51 ], [ %60, %69 ]
  br label %83

58:                                               ; preds = %51
  %59 = and i64 %54, -2
  %60 = add nsw i64 %59, %52
  br label %61

61:                                               ; preds = %61, %58
  %62 = phi i64 [ 0, %58 ], [ %67, %61 ]
  %63 = add i64 %62, %52
  %64 = add i64 %63, 1
  %65 = getelementptr inbounds %union.StackValue, ptr %41, i64 %63, i32 0, i32 1
  %66 = getelementptr inbounds %union.StackValue, ptr %41, i64 %64, i32 0, i32 1
  store i8 0, ptr %65, align 8, !tbaa !22
  store i8 0, ptr %66, align 8, !tbaa !22
  %67 = add nuw i64 %62, 2
  %68 = icmp eq i64 %67, %59
  br i1 %68, label %69, label %61, !llvm.loop !33

69:                                               ; preds = %61
  %70 = icmp eq i64 %54, %59
  br i1 %70, label %88, label %56

71:                                               ; preds = %44, %71
  %72 = phi i64 [ 0, %44 ], [ %81, %71 ]
  %73 = getelementptr inbounds %union.StackValue, ptr %41, i64 %72
  %74 = load ptr, ptr %1, align 8, !tbaa !22
  %75 = getelementptr inbounds %union.StackValue, ptr %74, i64 %46
  %76 = getelementptr inbounds %union.StackValue, ptr %75, i64 %72
  %77 = load i64, ptr %76, align 8, !tbaa !22
  store i64 %77, ptr %73, align 8, !tbaa !22
  %78 = getelementptr inbounds i8, ptr %76, i64 8
  %79 = load i8, ptr %78, align 8, !tbaa !18
  %80 = getelementptr inbounds i8, ptr %73, i64 8
  store i8 %79, ptr %80, align 8, !tbaa !18
  %81 = add nuw nsw i64 %72, 1
  %82 = icmp eq i64 %81, %47
  br i1 %82, label %48, label %71, !llvm.loop !36

83:                                               ; preds = %56, %83
  %84 = phi i64 [ %86, %83 ], [ %57, %56 ]
  %85 = getelementptr inbounds %union.StackValue, ptr %41, i64 %84, i32 0, i32 1
  store i8 0, ptr %85, align 8, !tbaa !22
  %86 = add nuw nsw i64 %84, 1
  %87 = icmp eq i64 %86, %53
  br i1 %87, label %88, label %83, !llvm.loop !37

88:                                               ; preds = %83, %69, %48
  ret void
}

declare hidden void @luaC_step(ptr noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #5

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { noreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 24}
!7 = !{!"lua_State", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 10, !9, i64 11, !11, i64 12, !9, i64 16, !8, i64 24, !8, i64 32, !9, i64 40, !9, i64 48, !8, i64 56, !9, i64 64, !8, i64 72, !8, i64 80, !8, i64 88, !12, i64 96, !8, i64 160, !13, i64 168, !14, i64 176, !14, i64 180, !14, i64 184, !14, i64 188, !14, i64 192}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"short", !9, i64 0}
!12 = !{!"CallInfo", !9, i64 0, !9, i64 8, !8, i64 16, !8, i64 24, !9, i64 32, !9, i64 56, !11, i64 60, !11, i64 62}
!13 = !{!"long", !9, i64 0}
!14 = !{!"int", !9, i64 0}
!15 = !{!8, !8, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!19, !9, i64 8}
!19 = !{!"TValue", !9, i64 0, !9, i64 8}
!20 = !{!21, !9, i64 10}
!21 = !{!"Table", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 10, !9, i64 11, !14, i64 12, !8, i64 16, !8, i64 24, !8, i64 32, !8, i64 40, !8, i64 48}
!22 = !{!9, !9, i64 0}
!23 = !{!7, !8, i64 32}
!24 = !{!12, !11, i64 62}
!25 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!26 = !{!27, !9, i64 12}
!27 = !{!"Proto", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 10, !9, i64 11, !9, i64 12, !14, i64 16, !14, i64 20, !14, i64 24, !14, i64 28, !14, i64 32, !14, i64 36, !14, i64 40, !14, i64 44, !14, i64 48, !8, i64 56, !8, i64 64, !8, i64 72, !8, i64 80, !8, i64 88, !8, i64 96, !8, i64 104, !8, i64 112, !8, i64 120}
!28 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!29 = distinct !{!29, !17}
!30 = !{!31, !13, i64 24}
!31 = !{!"global_State", !8, i64 0, !8, i64 8, !13, i64 16, !13, i64 24, !13, i64 32, !13, i64 40, !32, i64 48, !19, i64 64, !19, i64 80, !14, i64 96, !9, i64 100, !9, i64 101, !9, i64 102, !9, i64 103, !9, i64 104, !9, i64 105, !9, i64 106, !9, i64 107, !9, i64 108, !9, i64 109, !9, i64 110, !8, i64 112, !8, i64 120, !8, i64 128, !8, i64 136, !8, i64 144, !8, i64 152, !8, i64 160, !8, i64 168, !8, i64 176, !8, i64 184, !8, i64 192, !8, i64 200, !8, i64 208, !8, i64 216, !8, i64 224, !8, i64 232, !8, i64 240, !8, i64 248, !8, i64 256, !8, i64 264, !8, i64 272, !9, i64 280, !9, i64 480, !9, i64 552, !8, i64 1400, !8, i64 1408}
!32 = !{!"stringtable", !8, i64 0, !14, i64 8, !14, i64 12}
!33 = distinct !{!33, !17, !34, !35}
!34 = !{!"llvm.loop.isvectorized", i32 1}
!35 = !{!"llvm.loop.unroll.runtime.disable"}
!36 = distinct !{!36, !17}
!37 = distinct !{!37, !17, !34}
