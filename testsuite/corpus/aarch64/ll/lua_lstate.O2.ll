; ModuleID = 'src/lua/lstate.c'
source_filename = "src/lua/lstate.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%union.StackValue = type { %struct.TValue }
%struct.TValue = type { %union.Value, i8 }
%union.Value = type { ptr }

@.str = private unnamed_addr constant [17 x i8] c"C stack overflow\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"error object is not a string\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"error in \00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c" (\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c")\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define hidden void @luaE_setdebt(ptr nocapture noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load i64, ptr %3, align 8, !tbaa !6
  %5 = getelementptr inbounds i8, ptr %0, i64 24
  %6 = load i64, ptr %5, align 8, !tbaa !15
  %7 = add nsw i64 %6, %4
  %8 = add nsw i64 %7, -9223372036854775807
  %9 = tail call i64 @llvm.smax.i64(i64 %8, i64 %1)
  %10 = sub nsw i64 %7, %9
  store i64 %10, ptr %3, align 8, !tbaa !6
  store i64 %9, ptr %5, align 8, !tbaa !15
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @lua_setcstacklimit(ptr nocapture noundef readnone %0, i32 noundef %1) local_unnamed_addr #2 {
  ret i32 200
}

; Function Attrs: nounwind uwtable
define hidden ptr @luaE_extendCI(ptr noundef %0) local_unnamed_addr #3 {
  %2 = tail call ptr @luaM_malloc_(ptr noundef %0, i64 noundef 64, i32 noundef 0) #9
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  %4 = load ptr, ptr %3, align 8, !tbaa !16
  %5 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %2, ptr %5, align 8, !tbaa !20
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  store ptr %4, ptr %6, align 8, !tbaa !21
  %7 = getelementptr inbounds i8, ptr %2, i64 24
  store ptr null, ptr %7, align 8, !tbaa !20
  %8 = getelementptr inbounds i8, ptr %2, i64 40
  store volatile i32 0, ptr %8, align 8, !tbaa !22
  %9 = getelementptr inbounds i8, ptr %0, i64 12
  %10 = load i16, ptr %9, align 4, !tbaa !23
  %11 = add i16 %10, 1
  store i16 %11, ptr %9, align 4, !tbaa !23
  ret ptr %2
}

declare hidden ptr @luaM_malloc_(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define hidden void @luaE_shrinkCI(ptr noundef %0) local_unnamed_addr #3 {
  %2 = getelementptr inbounds i8, ptr %0, i64 32
  %3 = load ptr, ptr %2, align 8, !tbaa !16
  %4 = getelementptr inbounds i8, ptr %3, i64 24
  %5 = load ptr, ptr %4, align 8, !tbaa !20
  %6 = icmp eq ptr %5, null
  br i1 %6, label %27, label %7

7:                                                ; preds = %1
  %8 = getelementptr inbounds i8, ptr %5, i64 24
  %9 = load ptr, ptr %8, align 8, !tbaa !20
  %10 = icmp eq ptr %9, null
  br i1 %10, label %27, label %11

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 12
  br label %13

13:                                               ; preds = %11, %22
  %14 = phi ptr [ %9, %11 ], [ %25, %22 ]
  %15 = phi ptr [ %8, %11 ], [ %24, %22 ]
  %16 = phi ptr [ %5, %11 ], [ %18, %22 ]
  %17 = getelementptr inbounds i8, ptr %14, i64 24
  %18 = load ptr, ptr %17, align 8, !tbaa !20
  store ptr %18, ptr %15, align 8, !tbaa !20
  %19 = load i16, ptr %12, align 4, !tbaa !23
  %20 = add i16 %19, -1
  store i16 %20, ptr %12, align 4, !tbaa !23
  tail call void @luaM_free_(ptr noundef nonnull %0, ptr noundef nonnull %14, i64 noundef 64) #9
  %21 = icmp eq ptr %18, null
  br i1 %21, label %27, label %22

22:                                               ; preds = %13
  %23 = getelementptr inbounds i8, ptr %18, i64 16
  store ptr %16, ptr %23, align 8, !tbaa !21
  %24 = getelementptr inbounds i8, ptr %18, i64 24
  %25 = load ptr, ptr %24, align 8, !tbaa !20
  %26 = icmp eq ptr %25, null
  br i1 %26, label %27, label %13

27:                                               ; preds = %22, %13, %7, %1
  ret void
}

declare hidden void @luaM_free_(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define hidden void @luaE_checkcstack(ptr noundef %0) local_unnamed_addr #3 {
  %2 = getelementptr inbounds i8, ptr %0, i64 176
  %3 = load i32, ptr %2, align 8, !tbaa !24
  %4 = and i32 %3, 65535
  %5 = icmp eq i32 %4, 200
  br i1 %5, label %6, label %7

6:                                                ; preds = %1
  tail call void (ptr, ptr, ...) @luaG_runerror(ptr noundef nonnull %0, ptr noundef nonnull @.str) #10
  unreachable

7:                                                ; preds = %1
  %8 = icmp ugt i32 %4, 219
  br i1 %8, label %9, label %10

9:                                                ; preds = %7
  tail call void @luaD_throw(ptr noundef nonnull %0, i32 noundef 5) #10
  unreachable

10:                                               ; preds = %7
  ret void
}

; Function Attrs: noreturn
declare hidden void @luaG_runerror(ptr noundef, ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: noreturn
declare hidden void @luaD_throw(ptr noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define hidden void @luaE_incCstack(ptr noundef %0) local_unnamed_addr #3 {
  %2 = getelementptr inbounds i8, ptr %0, i64 176
  %3 = load i32, ptr %2, align 8, !tbaa !24
  %4 = add i32 %3, 1
  store i32 %4, ptr %2, align 8, !tbaa !24
  %5 = and i32 %4, 65528
  %6 = icmp ugt i32 %5, 199
  br i1 %6, label %7, label %8, !prof !25

7:                                                ; preds = %1
  tail call void @luaE_checkcstack(ptr noundef nonnull %0)
  br label %8

8:                                                ; preds = %7, %1
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local ptr @lua_newthread(ptr noundef %0) local_unnamed_addr #3 {
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !tbaa !26
  %4 = getelementptr inbounds i8, ptr %3, i64 24
  %5 = load i64, ptr %4, align 8, !tbaa !15
  %6 = icmp sgt i64 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %1
  tail call void @luaC_step(ptr noundef nonnull %0) #9
  br label %8

8:                                                ; preds = %7, %1
  %9 = tail call ptr @luaC_newobjdt(ptr noundef nonnull %0, i32 noundef 8, i64 noundef 208, i64 noundef 8) #9
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !22
  store ptr %9, ptr %11, align 8, !tbaa !22
  %12 = getelementptr inbounds i8, ptr %11, i64 8
  store i8 72, ptr %12, align 8, !tbaa !27
  %13 = load ptr, ptr %10, align 8, !tbaa !22
  %14 = getelementptr inbounds i8, ptr %13, i64 16
  store ptr %14, ptr %10, align 8, !tbaa !22
  %15 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %3, ptr %15, align 8, !tbaa !26
  %16 = getelementptr inbounds i8, ptr %9, i64 48
  store ptr null, ptr %16, align 8, !tbaa !22
  %17 = getelementptr inbounds i8, ptr %9, i64 32
  store ptr null, ptr %17, align 8, !tbaa !16
  %18 = getelementptr inbounds i8, ptr %9, i64 12
  store i16 0, ptr %18, align 4, !tbaa !23
  %19 = getelementptr inbounds i8, ptr %9, i64 80
  store ptr %9, ptr %19, align 8, !tbaa !28
  %20 = getelementptr inbounds i8, ptr %9, i64 176
  store i32 0, ptr %20, align 8, !tbaa !24
  %21 = getelementptr inbounds i8, ptr %9, i64 88
  store ptr null, ptr %21, align 8, !tbaa !29
  %22 = getelementptr inbounds i8, ptr %9, i64 160
  store volatile ptr null, ptr %22, align 8, !tbaa !30
  %23 = getelementptr inbounds i8, ptr %9, i64 192
  store volatile i32 0, ptr %23, align 8, !tbaa !31
  %24 = getelementptr inbounds i8, ptr %9, i64 184
  store i32 0, ptr %24, align 8, !tbaa !32
  %25 = getelementptr inbounds i8, ptr %9, i64 11
  store i8 1, ptr %25, align 1, !tbaa !33
  %26 = getelementptr inbounds i8, ptr %9, i64 188
  %27 = getelementptr inbounds i8, ptr %9, i64 56
  store ptr null, ptr %27, align 8, !tbaa !34
  %28 = getelementptr inbounds i8, ptr %9, i64 10
  store i8 0, ptr %28, align 2, !tbaa !35
  %29 = getelementptr inbounds i8, ptr %9, i64 168
  store i64 0, ptr %29, align 8, !tbaa !36
  %30 = getelementptr inbounds i8, ptr %9, i64 180
  store i32 0, ptr %30, align 4, !tbaa !37
  %31 = getelementptr inbounds i8, ptr %0, i64 192
  %32 = load volatile i32, ptr %31, align 8, !tbaa !31
  store volatile i32 %32, ptr %23, align 8, !tbaa !31
  %33 = getelementptr inbounds i8, ptr %0, i64 184
  %34 = load i32, ptr %33, align 8, !tbaa !32
  store i32 %34, ptr %24, align 8, !tbaa !32
  %35 = getelementptr inbounds i8, ptr %0, i64 160
  %36 = load volatile ptr, ptr %35, align 8, !tbaa !30
  store volatile ptr %36, ptr %22, align 8, !tbaa !30
  store i32 %34, ptr %26, align 4, !tbaa !38
  %37 = getelementptr inbounds i8, ptr %9, i64 -8
  %38 = getelementptr inbounds i8, ptr %3, i64 264
  %39 = load ptr, ptr %38, align 8, !tbaa !39
  %40 = getelementptr inbounds i8, ptr %39, i64 -8
  %41 = load i64, ptr %40, align 1
  store i64 %41, ptr %37, align 1
  %42 = tail call ptr @luaM_malloc_(ptr noundef nonnull %0, i64 noundef 720, i32 noundef 0) #9
  store ptr %42, ptr %16, align 8, !tbaa !22
  %43 = getelementptr inbounds i8, ptr %9, i64 64
  store ptr %42, ptr %43, align 8, !tbaa !22
  br label %44

44:                                               ; preds = %44, %8
  %45 = phi i64 [ 0, %8 ], [ %48, %44 ]
  %46 = load ptr, ptr %16, align 8, !tbaa !22
  %47 = getelementptr inbounds %union.StackValue, ptr %46, i64 %45, i32 0, i32 1
  store i8 0, ptr %47, align 8, !tbaa !22
  %48 = add nuw nsw i64 %45, 1
  %49 = icmp eq i64 %48, 45
  br i1 %49, label %50, label %44, !llvm.loop !40

50:                                               ; preds = %44
  %51 = load ptr, ptr %16, align 8, !tbaa !22
  %52 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %51, ptr %52, align 8, !tbaa !22
  %53 = getelementptr inbounds i8, ptr %51, i64 640
  %54 = getelementptr inbounds i8, ptr %9, i64 40
  store ptr %53, ptr %54, align 8, !tbaa !22
  %55 = getelementptr inbounds i8, ptr %9, i64 96
  %56 = getelementptr inbounds i8, ptr %9, i64 112
  %57 = getelementptr inbounds i8, ptr %9, i64 158
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %56, i8 0, i64 16, i1 false)
  store i16 2, ptr %57, align 2, !tbaa !42
  store ptr %51, ptr %55, align 8, !tbaa !22
  %58 = getelementptr inbounds i8, ptr %9, i64 128
  store ptr null, ptr %58, align 8, !tbaa !22
  %59 = getelementptr inbounds i8, ptr %9, i64 156
  store i16 0, ptr %59, align 4, !tbaa !43
  %60 = getelementptr inbounds i8, ptr %51, i64 8
  store i8 0, ptr %60, align 8, !tbaa !22
  %61 = load ptr, ptr %52, align 8, !tbaa !22
  %62 = getelementptr inbounds i8, ptr %61, i64 16
  store ptr %62, ptr %52, align 8, !tbaa !22
  %63 = getelementptr inbounds i8, ptr %61, i64 336
  %64 = getelementptr inbounds i8, ptr %9, i64 104
  store ptr %63, ptr %64, align 8, !tbaa !22
  store ptr %55, ptr %17, align 8, !tbaa !16
  ret ptr %9
}

declare hidden void @luaC_step(ptr noundef) local_unnamed_addr #4

declare hidden ptr @luaC_newobjdt(ptr noundef, i32 noundef, i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define hidden void @luaE_freethread(ptr noundef %0, ptr noundef %1) local_unnamed_addr #3 {
  %3 = getelementptr inbounds i8, ptr %1, i64 48
  %4 = load ptr, ptr %3, align 8, !tbaa !22
  tail call void @luaF_closeupval(ptr noundef %1, ptr noundef %4) #9
  %5 = load ptr, ptr %3, align 8, !tbaa !22
  %6 = icmp eq ptr %5, null
  br i1 %6, label %35, label %7

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %1, i64 96
  %9 = getelementptr inbounds i8, ptr %1, i64 32
  store ptr %8, ptr %9, align 8, !tbaa !16
  %10 = getelementptr inbounds i8, ptr %1, i64 120
  %11 = load ptr, ptr %10, align 8, !tbaa !20
  store ptr null, ptr %10, align 8, !tbaa !20
  %12 = icmp eq ptr %11, null
  br i1 %12, label %24, label %13

13:                                               ; preds = %7
  %14 = getelementptr inbounds i8, ptr %1, i64 12
  br label %15

15:                                               ; preds = %15, %13
  %16 = phi ptr [ %11, %13 ], [ %18, %15 ]
  %17 = getelementptr inbounds i8, ptr %16, i64 24
  %18 = load ptr, ptr %17, align 8, !tbaa !20
  tail call void @luaM_free_(ptr noundef nonnull %1, ptr noundef nonnull %16, i64 noundef 64) #9
  %19 = load i16, ptr %14, align 4, !tbaa !23
  %20 = add i16 %19, -1
  store i16 %20, ptr %14, align 4, !tbaa !23
  %21 = icmp eq ptr %18, null
  br i1 %21, label %22, label %15, !llvm.loop !44

22:                                               ; preds = %15
  %23 = load ptr, ptr %3, align 8, !tbaa !22
  br label %24

24:                                               ; preds = %22, %7
  %25 = phi ptr [ %23, %22 ], [ %5, %7 ]
  %26 = getelementptr inbounds i8, ptr %1, i64 40
  %27 = load ptr, ptr %26, align 8, !tbaa !22
  %28 = ptrtoint ptr %27 to i64
  %29 = ptrtoint ptr %25 to i64
  %30 = sub i64 %28, %29
  %31 = shl i64 %30, 28
  %32 = add i64 %31, 21474836480
  %33 = ashr exact i64 %32, 28
  %34 = and i64 %33, -16
  tail call void @luaM_free_(ptr noundef nonnull %1, ptr noundef %25, i64 noundef %34) #9
  br label %35

35:                                               ; preds = %2, %24
  %36 = getelementptr inbounds i8, ptr %1, i64 -8
  tail call void @luaM_free_(ptr noundef %0, ptr noundef nonnull %36, i64 noundef 208) #9
  ret void
}

declare hidden void @luaF_closeupval(ptr noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define hidden i32 @luaE_resetthread(ptr noundef %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = getelementptr inbounds i8, ptr %0, i64 96
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr %3, ptr %4, align 8, !tbaa !16
  %5 = getelementptr inbounds i8, ptr %0, i64 48
  %6 = load ptr, ptr %5, align 8, !tbaa !22
  %7 = getelementptr inbounds i8, ptr %6, i64 8
  store i8 0, ptr %7, align 8, !tbaa !22
  %8 = load ptr, ptr %5, align 8, !tbaa !22
  store ptr %8, ptr %3, align 8, !tbaa !22
  %9 = getelementptr inbounds i8, ptr %0, i64 158
  store i16 2, ptr %9, align 2, !tbaa !42
  %10 = icmp eq i32 %1, 1
  %11 = select i1 %10, i32 0, i32 %1
  %12 = getelementptr inbounds i8, ptr %0, i64 10
  store i8 0, ptr %12, align 2, !tbaa !35
  %13 = tail call i32 @luaD_closeprotected(ptr noundef %0, i64 noundef 1, i32 noundef %11) #9
  %14 = icmp eq i32 %13, 0
  %15 = load ptr, ptr %5, align 8, !tbaa !22
  %16 = getelementptr inbounds i8, ptr %15, i64 16
  br i1 %14, label %21, label %17

17:                                               ; preds = %2
  tail call void @luaD_seterrorobj(ptr noundef nonnull %0, i32 noundef %13, ptr noundef nonnull %16) #9
  %18 = getelementptr inbounds i8, ptr %0, i64 16
  %19 = load ptr, ptr %18, align 8, !tbaa !22
  %20 = load ptr, ptr %5, align 8, !tbaa !22
  br label %23

21:                                               ; preds = %2
  %22 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %16, ptr %22, align 8, !tbaa !22
  br label %23

23:                                               ; preds = %21, %17
  %24 = phi ptr [ %15, %21 ], [ %20, %17 ]
  %25 = phi ptr [ %16, %21 ], [ %19, %17 ]
  %26 = getelementptr inbounds i8, ptr %25, i64 320
  %27 = getelementptr inbounds i8, ptr %0, i64 104
  store ptr %26, ptr %27, align 8, !tbaa !22
  %28 = ptrtoint ptr %26 to i64
  %29 = ptrtoint ptr %24 to i64
  %30 = sub i64 %28, %29
  %31 = lshr exact i64 %30, 4
  %32 = trunc i64 %31 to i32
  %33 = tail call i32 @luaD_reallocstack(ptr noundef nonnull %0, i32 noundef %32, i32 noundef 0) #9
  ret i32 %13
}

declare hidden i32 @luaD_closeprotected(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #4

declare hidden void @luaD_seterrorobj(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

declare hidden i32 @luaD_reallocstack(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define dso_local i32 @lua_closethread(ptr noundef %0, ptr noundef readonly %1) local_unnamed_addr #3 {
  %3 = icmp eq ptr %1, null
  br i1 %3, label %8, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 176
  %6 = load i32, ptr %5, align 8, !tbaa !24
  %7 = and i32 %6, 65535
  br label %8

8:                                                ; preds = %2, %4
  %9 = phi i32 [ %7, %4 ], [ 0, %2 ]
  %10 = getelementptr inbounds i8, ptr %0, i64 176
  store i32 %9, ptr %10, align 8, !tbaa !24
  %11 = getelementptr inbounds i8, ptr %0, i64 10
  %12 = load i8, ptr %11, align 2, !tbaa !35
  %13 = getelementptr inbounds i8, ptr %0, i64 96
  %14 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr %13, ptr %14, align 8, !tbaa !16
  %15 = getelementptr inbounds i8, ptr %0, i64 48
  %16 = load ptr, ptr %15, align 8, !tbaa !22
  %17 = getelementptr inbounds i8, ptr %16, i64 8
  store i8 0, ptr %17, align 8, !tbaa !22
  %18 = load ptr, ptr %15, align 8, !tbaa !22
  store ptr %18, ptr %13, align 8, !tbaa !22
  %19 = getelementptr inbounds i8, ptr %0, i64 158
  store i16 2, ptr %19, align 2, !tbaa !42
  %20 = icmp eq i8 %12, 1
  %21 = select i1 %20, i8 0, i8 %12
  %22 = zext i8 %21 to i32
  store i8 0, ptr %11, align 2, !tbaa !35
  %23 = tail call i32 @luaD_closeprotected(ptr noundef %0, i64 noundef 1, i32 noundef %22) #9
  %24 = icmp eq i32 %23, 0
  %25 = load ptr, ptr %15, align 8, !tbaa !22
  %26 = getelementptr inbounds i8, ptr %25, i64 16
  br i1 %24, label %31, label %27

27:                                               ; preds = %8
  tail call void @luaD_seterrorobj(ptr noundef nonnull %0, i32 noundef %23, ptr noundef nonnull %26) #9
  %28 = getelementptr inbounds i8, ptr %0, i64 16
  %29 = load ptr, ptr %28, align 8, !tbaa !22
  %30 = load ptr, ptr %15, align 8, !tbaa !22
  br label %33

31:                                               ; preds = %8
  %32 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %26, ptr %32, align 8, !tbaa !22
  br label %33

33:                                               ; preds = %27, %31
  %34 = phi ptr [ %25, %31 ], [ %30, %27 ]
  %35 = phi ptr [ %26, %31 ], [ %29, %27 ]
  %36 = getelementptr inbounds i8, ptr %35, i64 320
  %37 = getelementptr inbounds i8, ptr %0, i64 104
  store ptr %36, ptr %37, align 8, !tbaa !22
  %38 = ptrtoint ptr %36 to i64
  %39 = ptrtoint ptr %34 to i64
  %40 = sub i64 %38, %39
  %41 = lshr exact i64 %40, 4
  %42 = trunc i64 %41 to i32
  %43 = tail call i32 @luaD_reallocstack(ptr noundef nonnull %0, i32 noundef %42, i32 noundef 0) #9
  ret i32 %23
}

; Function Attrs: nounwind uwtable
define dso_local i32 @lua_resetthread(ptr noundef %0) local_unnamed_addr #3 {
  %2 = getelementptr inbounds i8, ptr %0, i64 176
  store i32 0, ptr %2, align 8, !tbaa !24
  %3 = getelementptr inbounds i8, ptr %0, i64 10
  %4 = load i8, ptr %3, align 2, !tbaa !35
  %5 = getelementptr inbounds i8, ptr %0, i64 96
  %6 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr %5, ptr %6, align 8, !tbaa !16
  %7 = getelementptr inbounds i8, ptr %0, i64 48
  %8 = load ptr, ptr %7, align 8, !tbaa !22
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  store i8 0, ptr %9, align 8, !tbaa !22
  %10 = load ptr, ptr %7, align 8, !tbaa !22
  store ptr %10, ptr %5, align 8, !tbaa !22
  %11 = getelementptr inbounds i8, ptr %0, i64 158
  store i16 2, ptr %11, align 2, !tbaa !42
  %12 = icmp eq i8 %4, 1
  %13 = select i1 %12, i8 0, i8 %4
  %14 = zext i8 %13 to i32
  store i8 0, ptr %3, align 2, !tbaa !35
  %15 = tail call i32 @luaD_closeprotected(ptr noundef %0, i64 noundef 1, i32 noundef %14) #9
  %16 = icmp eq i32 %15, 0
  %17 = load ptr, ptr %7, align 8, !tbaa !22
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  br i1 %16, label %23, label %19

19:                                               ; preds = %1
  tail call void @luaD_seterrorobj(ptr noundef nonnull %0, i32 noundef %15, ptr noundef nonnull %18) #9
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !22
  %22 = load ptr, ptr %7, align 8, !tbaa !22
  br label %25

23:                                               ; preds = %1
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %18, ptr %24, align 8, !tbaa !22
  br label %25

25:                                               ; preds = %19, %23
  %26 = phi ptr [ %17, %23 ], [ %22, %19 ]
  %27 = phi ptr [ %18, %23 ], [ %21, %19 ]
  %28 = getelementptr inbounds i8, ptr %27, i64 320
  %29 = getelementptr inbounds i8, ptr %0, i64 104
  store ptr %28, ptr %29, align 8, !tbaa !22
  %30 = ptrtoint ptr %28 to i64
  %31 = ptrtoint ptr %26 to i64
  %32 = sub i64 %30, %31
  %33 = lshr exact i64 %32, 4
  %34 = trunc i64 %33 to i32
  %35 = tail call i32 @luaD_reallocstack(ptr noundef nonnull %0, i32 noundef %34, i32 noundef 0) #9
  ret i32 %15
}

; Function Attrs: nounwind uwtable
define dso_local ptr @lua_newstate(ptr noundef %0, ptr noundef %1) #3 {
  %3 = alloca [24 x i8], align 8
  %4 = alloca i32, align 4
  %5 = tail call ptr %0(ptr noundef %1, ptr noundef null, i64 noundef 8, i64 noundef 1624) #9
  %6 = icmp eq ptr %5, null
  br i1 %6, label %55, label %7

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %5, i64 8
  %9 = getelementptr inbounds i8, ptr %5, i64 208
  %10 = getelementptr inbounds i8, ptr %5, i64 16
  store i8 8, ptr %10, align 8, !tbaa !45
  %11 = getelementptr inbounds i8, ptr %5, i64 308
  store i8 8, ptr %11, align 4, !tbaa !46
  %12 = getelementptr inbounds i8, ptr %5, i64 17
  store i8 8, ptr %12, align 1, !tbaa !47
  %13 = getelementptr inbounds i8, ptr %5, i64 32
  store ptr %9, ptr %13, align 8, !tbaa !26
  %14 = getelementptr inbounds i8, ptr %5, i64 56
  store ptr null, ptr %14, align 8, !tbaa !22
  %15 = getelementptr inbounds i8, ptr %5, i64 40
  store ptr null, ptr %15, align 8, !tbaa !16
  %16 = getelementptr inbounds i8, ptr %5, i64 20
  store i16 0, ptr %16, align 4, !tbaa !23
  %17 = getelementptr inbounds i8, ptr %5, i64 88
  store ptr %8, ptr %17, align 8, !tbaa !28
  %18 = getelementptr inbounds i8, ptr %5, i64 184
  %19 = getelementptr inbounds i8, ptr %5, i64 96
  store ptr null, ptr %19, align 8, !tbaa !29
  %20 = getelementptr inbounds i8, ptr %5, i64 168
  store volatile ptr null, ptr %20, align 8, !tbaa !30
  %21 = getelementptr inbounds i8, ptr %5, i64 200
  store volatile i32 0, ptr %21, align 8, !tbaa !31
  %22 = getelementptr inbounds i8, ptr %5, i64 192
  store i32 0, ptr %22, align 8, !tbaa !32
  %23 = getelementptr inbounds i8, ptr %5, i64 19
  store i8 1, ptr %23, align 1, !tbaa !33
  %24 = getelementptr inbounds i8, ptr %5, i64 196
  store i32 0, ptr %24, align 4, !tbaa !38
  %25 = getelementptr inbounds i8, ptr %5, i64 64
  store ptr null, ptr %25, align 8, !tbaa !34
  %26 = getelementptr inbounds i8, ptr %5, i64 18
  store i8 0, ptr %26, align 2, !tbaa !35
  %27 = getelementptr inbounds i8, ptr %5, i64 176
  store i64 0, ptr %27, align 8, !tbaa !36
  %28 = getelementptr inbounds i8, ptr %5, i64 320
  store ptr %8, ptr %28, align 8, !tbaa !48
  store ptr null, ptr %8, align 8, !tbaa !49
  store <2 x i32> <i32 65536, i32 0>, ptr %18, align 8, !tbaa !50
  store ptr %0, ptr %9, align 8, !tbaa !51
  %29 = getelementptr inbounds i8, ptr %5, i64 216
  store ptr %1, ptr %29, align 8, !tbaa !52
  %30 = getelementptr inbounds i8, ptr %5, i64 1608
  %31 = getelementptr inbounds i8, ptr %5, i64 472
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %30, i8 0, i64 16, i1 false)
  store ptr %8, ptr %31, align 8, !tbaa !39
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #9
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #9
  %32 = tail call i64 @time(ptr noundef null) #9
  %33 = trunc i64 %32 to i32
  store i32 %33, ptr %4, align 4, !tbaa !50
  %34 = ptrtoint ptr %8 to i64
  store i64 %34, ptr %3, align 8
  %35 = ptrtoint ptr %4 to i64
  %36 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 %35, ptr %36, align 8
  %37 = getelementptr inbounds i8, ptr %3, i64 16
  store i64 ptrtoint (ptr @lua_newstate to i64), ptr %37, align 8
  %38 = call i32 @luaS_hash(ptr noundef nonnull %3, i64 noundef 24, i32 noundef %33) #9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #9
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #9
  %39 = getelementptr inbounds i8, ptr %5, i64 304
  store i32 %38, ptr %39, align 8, !tbaa !53
  %40 = getelementptr inbounds i8, ptr %5, i64 256
  %41 = getelementptr inbounds i8, ptr %5, i64 280
  store i8 0, ptr %41, align 8, !tbaa !54
  %42 = getelementptr inbounds i8, ptr %5, i64 464
  store ptr null, ptr %42, align 8, !tbaa !55
  %43 = getelementptr inbounds i8, ptr %5, i64 309
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %40, i8 0, i64 16, i1 false)
  %44 = getelementptr inbounds i8, ptr %5, i64 328
  %45 = getelementptr inbounds i8, ptr %5, i64 224
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(136) %44, i8 0, i64 136, i1 false)
  store <2 x i64> <i64 1624, i64 0>, ptr %45, align 8, !tbaa !56
  %46 = getelementptr inbounds i8, ptr %5, i64 248
  store i64 0, ptr %46, align 8, !tbaa !57
  %47 = getelementptr inbounds i8, ptr %5, i64 288
  store i64 0, ptr %47, align 8, !tbaa !22
  %48 = getelementptr inbounds i8, ptr %5, i64 296
  store i8 3, ptr %48, align 8, !tbaa !27
  %49 = getelementptr inbounds i8, ptr %5, i64 317
  store i8 25, ptr %49, align 1, !tbaa !58
  %50 = getelementptr inbounds i8, ptr %5, i64 318
  store i8 13, ptr %50, align 2, !tbaa !59
  store <8 x i8> <i8 8, i8 0, i8 0, i8 20, i8 25, i8 2, i8 0, i8 50>, ptr %43, align 1, !tbaa !22
  %51 = getelementptr inbounds i8, ptr %5, i64 688
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %51, i8 0, i64 72, i1 false), !tbaa !60
  %52 = call i32 @luaD_rawrunprotected(ptr noundef nonnull %8, ptr noundef nonnull @f_luaopen, ptr noundef null) #9
  %53 = icmp eq i32 %52, 0
  br i1 %53, label %55, label %54

54:                                               ; preds = %7
  call fastcc void @close_state(ptr noundef nonnull %8)
  br label %55

55:                                               ; preds = %7, %54, %2
  %56 = phi ptr [ null, %2 ], [ null, %54 ], [ %8, %7 ]
  ret ptr %56
}

declare hidden i32 @luaD_rawrunprotected(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal void @f_luaopen(ptr noundef %0, ptr nocapture readnone %1) #3 {
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  %4 = load ptr, ptr %3, align 8, !tbaa !26
  %5 = tail call ptr @luaM_malloc_(ptr noundef %0, i64 noundef 720, i32 noundef 0) #9
  %6 = getelementptr inbounds i8, ptr %0, i64 48
  store ptr %5, ptr %6, align 8, !tbaa !22
  %7 = getelementptr inbounds i8, ptr %0, i64 64
  store ptr %5, ptr %7, align 8, !tbaa !22
  br label %8

8:                                                ; preds = %8, %2
  %9 = phi i64 [ 0, %2 ], [ %12, %8 ]
  %10 = load ptr, ptr %6, align 8, !tbaa !22
  %11 = getelementptr inbounds %union.StackValue, ptr %10, i64 %9, i32 0, i32 1
  store i8 0, ptr %11, align 8, !tbaa !22
  %12 = add nuw nsw i64 %9, 1
  %13 = icmp eq i64 %12, 45
  br i1 %13, label %14, label %8, !llvm.loop !40

14:                                               ; preds = %8
  %15 = load ptr, ptr %6, align 8, !tbaa !22
  %16 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %15, ptr %16, align 8, !tbaa !22
  %17 = getelementptr inbounds i8, ptr %15, i64 640
  %18 = getelementptr inbounds i8, ptr %0, i64 40
  store ptr %17, ptr %18, align 8, !tbaa !22
  %19 = getelementptr inbounds i8, ptr %0, i64 96
  %20 = getelementptr inbounds i8, ptr %0, i64 112
  %21 = getelementptr inbounds i8, ptr %0, i64 158
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %20, i8 0, i64 16, i1 false)
  store i16 2, ptr %21, align 2, !tbaa !42
  store ptr %15, ptr %19, align 8, !tbaa !22
  %22 = getelementptr inbounds i8, ptr %0, i64 128
  store ptr null, ptr %22, align 8, !tbaa !22
  %23 = getelementptr inbounds i8, ptr %0, i64 156
  store i16 0, ptr %23, align 4, !tbaa !43
  %24 = getelementptr inbounds i8, ptr %15, i64 8
  store i8 0, ptr %24, align 8, !tbaa !22
  %25 = load ptr, ptr %16, align 8, !tbaa !22
  %26 = getelementptr inbounds i8, ptr %25, i64 16
  store ptr %26, ptr %16, align 8, !tbaa !22
  %27 = getelementptr inbounds i8, ptr %25, i64 336
  %28 = getelementptr inbounds i8, ptr %0, i64 104
  store ptr %27, ptr %28, align 8, !tbaa !22
  %29 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr %19, ptr %29, align 8, !tbaa !16
  %30 = tail call ptr @luaH_new(ptr noundef nonnull %0) #9
  %31 = getelementptr inbounds i8, ptr %4, i64 64
  store ptr %30, ptr %31, align 8, !tbaa !22
  %32 = getelementptr inbounds i8, ptr %4, i64 72
  store i8 69, ptr %32, align 8, !tbaa !27
  tail call void @luaH_resize(ptr noundef nonnull %0, ptr noundef %30, i32 noundef 2, i32 noundef 0) #9
  %33 = getelementptr inbounds i8, ptr %30, i64 16
  %34 = load ptr, ptr %33, align 8, !tbaa !61
  store ptr %0, ptr %34, align 8, !tbaa !22
  %35 = getelementptr inbounds i8, ptr %34, i64 8
  store i8 72, ptr %35, align 8, !tbaa !27
  %36 = load ptr, ptr %33, align 8, !tbaa !61
  %37 = getelementptr inbounds i8, ptr %36, i64 16
  %38 = tail call ptr @luaH_new(ptr noundef nonnull %0) #9
  store ptr %38, ptr %37, align 8, !tbaa !22
  %39 = getelementptr inbounds i8, ptr %36, i64 24
  store i8 69, ptr %39, align 8, !tbaa !27
  tail call void @luaS_init(ptr noundef nonnull %0) #9
  tail call void @luaT_init(ptr noundef nonnull %0) #9
  tail call void @luaX_init(ptr noundef nonnull %0) #9
  %40 = getelementptr inbounds i8, ptr %4, i64 106
  store i8 0, ptr %40, align 2, !tbaa !63
  %41 = getelementptr inbounds i8, ptr %4, i64 88
  store i8 0, ptr %41, align 8, !tbaa !64
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc void @close_state(ptr noundef %0) unnamed_addr #3 {
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !tbaa !26
  %4 = getelementptr inbounds i8, ptr %3, i64 88
  %5 = load i8, ptr %4, align 8, !tbaa !64
  %6 = and i8 %5, 15
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %8, label %12

8:                                                ; preds = %1
  %9 = getelementptr inbounds i8, ptr %0, i64 96
  %10 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr %9, ptr %10, align 8, !tbaa !16
  %11 = tail call i32 @luaD_closeprotected(ptr noundef nonnull %0, i64 noundef 1, i32 noundef 0) #9
  br label %12

12:                                               ; preds = %1, %8
  tail call void @luaC_freeallobjects(ptr noundef nonnull %0) #9
  %13 = load ptr, ptr %2, align 8, !tbaa !26
  %14 = getelementptr inbounds i8, ptr %13, i64 48
  %15 = load ptr, ptr %14, align 8, !tbaa !65
  %16 = getelementptr inbounds i8, ptr %13, i64 60
  %17 = load i32, ptr %16, align 4, !tbaa !66
  %18 = sext i32 %17 to i64
  %19 = shl nsw i64 %18, 3
  tail call void @luaM_free_(ptr noundef nonnull %0, ptr noundef %15, i64 noundef %19) #9
  %20 = getelementptr inbounds i8, ptr %0, i64 48
  %21 = load ptr, ptr %20, align 8, !tbaa !22
  %22 = icmp eq ptr %21, null
  br i1 %22, label %51, label %23

23:                                               ; preds = %12
  %24 = getelementptr inbounds i8, ptr %0, i64 96
  %25 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr %24, ptr %25, align 8, !tbaa !16
  %26 = getelementptr inbounds i8, ptr %0, i64 120
  %27 = load ptr, ptr %26, align 8, !tbaa !20
  store ptr null, ptr %26, align 8, !tbaa !20
  %28 = icmp eq ptr %27, null
  br i1 %28, label %40, label %29

29:                                               ; preds = %23
  %30 = getelementptr inbounds i8, ptr %0, i64 12
  br label %31

31:                                               ; preds = %31, %29
  %32 = phi ptr [ %27, %29 ], [ %34, %31 ]
  %33 = getelementptr inbounds i8, ptr %32, i64 24
  %34 = load ptr, ptr %33, align 8, !tbaa !20
  tail call void @luaM_free_(ptr noundef nonnull %0, ptr noundef nonnull %32, i64 noundef 64) #9
  %35 = load i16, ptr %30, align 4, !tbaa !23
  %36 = add i16 %35, -1
  store i16 %36, ptr %30, align 4, !tbaa !23
  %37 = icmp eq ptr %34, null
  br i1 %37, label %38, label %31, !llvm.loop !44

38:                                               ; preds = %31
  %39 = load ptr, ptr %20, align 8, !tbaa !22
  br label %40

40:                                               ; preds = %38, %23
  %41 = phi ptr [ %39, %38 ], [ %21, %23 ]
  %42 = getelementptr inbounds i8, ptr %0, i64 40
  %43 = load ptr, ptr %42, align 8, !tbaa !22
  %44 = ptrtoint ptr %43 to i64
  %45 = ptrtoint ptr %41 to i64
  %46 = sub i64 %44, %45
  %47 = shl i64 %46, 28
  %48 = add i64 %47, 21474836480
  %49 = ashr exact i64 %48, 28
  %50 = and i64 %49, -16
  tail call void @luaM_free_(ptr noundef nonnull %0, ptr noundef %41, i64 noundef %50) #9
  br label %51

51:                                               ; preds = %12, %40
  %52 = load ptr, ptr %3, align 8, !tbaa !51
  %53 = getelementptr inbounds i8, ptr %3, i64 8
  %54 = load ptr, ptr %53, align 8, !tbaa !52
  %55 = getelementptr inbounds i8, ptr %0, i64 -8
  %56 = tail call ptr %52(ptr noundef %54, ptr noundef nonnull %55, i64 noundef 1624, i64 noundef 0) #9
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local void @lua_close(ptr nocapture noundef readonly %0) local_unnamed_addr #3 {
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !tbaa !26
  %4 = getelementptr inbounds i8, ptr %3, i64 264
  %5 = load ptr, ptr %4, align 8, !tbaa !39
  tail call fastcc void @close_state(ptr noundef %5)
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @luaE_warning(ptr nocapture noundef readonly %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  %5 = load ptr, ptr %4, align 8, !tbaa !26
  %6 = getelementptr inbounds i8, ptr %5, i64 1400
  %7 = load ptr, ptr %6, align 8, !tbaa !67
  %8 = icmp eq ptr %7, null
  br i1 %8, label %12, label %9

9:                                                ; preds = %3
  %10 = getelementptr inbounds i8, ptr %5, i64 1408
  %11 = load ptr, ptr %10, align 8, !tbaa !68
  tail call void %7(ptr noundef %11, ptr noundef %1, i32 noundef %2) #9
  br label %12

12:                                               ; preds = %9, %3
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @luaE_warnerror(ptr nocapture noundef readonly %0, ptr noundef %1) local_unnamed_addr #3 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load ptr, ptr %3, align 8, !tbaa !22
  %5 = getelementptr inbounds i8, ptr %4, i64 -8
  %6 = load i8, ptr %5, align 8, !tbaa !27
  %7 = and i8 %6, 15
  %8 = icmp eq i8 %7, 4
  br i1 %8, label %9, label %13

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %4, i64 -16
  %11 = load ptr, ptr %10, align 8, !tbaa !22
  %12 = getelementptr inbounds i8, ptr %11, i64 24
  br label %13

13:                                               ; preds = %2, %9
  %14 = phi ptr [ %12, %9 ], [ @.str.1, %2 ]
  %15 = getelementptr inbounds i8, ptr %0, i64 24
  %16 = load ptr, ptr %15, align 8, !tbaa !26
  %17 = getelementptr inbounds i8, ptr %16, i64 1400
  %18 = load ptr, ptr %17, align 8, !tbaa !67
  %19 = icmp eq ptr %18, null
  br i1 %19, label %51, label %20

20:                                               ; preds = %13
  %21 = getelementptr inbounds i8, ptr %16, i64 1408
  %22 = load ptr, ptr %21, align 8, !tbaa !68
  tail call void %18(ptr noundef %22, ptr noundef nonnull @.str.2, i32 noundef 1) #9
  %23 = load ptr, ptr %15, align 8, !tbaa !26
  %24 = getelementptr inbounds i8, ptr %23, i64 1400
  %25 = load ptr, ptr %24, align 8, !tbaa !67
  %26 = icmp eq ptr %25, null
  br i1 %26, label %51, label %27

27:                                               ; preds = %20
  %28 = getelementptr inbounds i8, ptr %23, i64 1408
  %29 = load ptr, ptr %28, align 8, !tbaa !68
  tail call void %25(ptr noundef %29, ptr noundef %1, i32 noundef 1) #9
  %30 = load ptr, ptr %15, align 8, !tbaa !26
  %31 = getelementptr inbounds i8, ptr %30, i64 1400
  %32 = load ptr, ptr %31, align 8, !tbaa !67
  %33 = icmp eq ptr %32, null
  br i1 %33, label %51, label %34

34:                                               ; preds = %27
  %35 = getelementptr inbounds i8, ptr %30, i64 1408
  %36 = load ptr, ptr %35, align 8, !tbaa !68
  tail call void %32(ptr noundef %36, ptr noundef nonnull @.str.3, i32 noundef 1) #9
  %37 = load ptr, ptr %15, align 8, !tbaa !26
  %38 = getelementptr inbounds i8, ptr %37, i64 1400
  %39 = load ptr, ptr %38, align 8, !tbaa !67
  %40 = icmp eq ptr %39, null
  br i1 %40, label %51, label %41

41:                                               ; preds = %34
  %42 = getelementptr inbounds i8, ptr %37, i64 1408
  %43 = load ptr, ptr %42, align 8, !tbaa !68
  tail call void %39(ptr noundef %43, ptr noundef nonnull %14, i32 noundef 1) #9
  %44 = load ptr, ptr %15, align 8, !tbaa !26
  %45 = getelementptr inbounds i8, ptr %44, i64 1400
  %46 = load ptr, ptr %45, align 8, !tbaa !67
  %47 = icmp eq ptr %46, null
  br i1 %47, label %51, label %48

48:                                               ; preds = %41
  %49 = getelementptr inbounds i8, ptr %44, i64 1408
  %50 = load ptr, ptr %49, align 8, !tbaa !68
  tail call void %46(ptr noundef %50, ptr noundef nonnull @.str.4, i32 noundef 0) #9
  br label %51

51:                                               ; preds = %13, %20, %27, %34, %41, %48
  ret void
}

; Function Attrs: nounwind
declare i64 @time(ptr noundef) local_unnamed_addr #6

declare hidden i32 @luaS_hash(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #4

declare hidden void @luaS_init(ptr noundef) local_unnamed_addr #4

declare hidden void @luaT_init(ptr noundef) local_unnamed_addr #4

declare hidden void @luaX_init(ptr noundef) local_unnamed_addr #4

declare hidden ptr @luaH_new(ptr noundef) local_unnamed_addr #4

declare hidden void @luaH_resize(ptr noundef, ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #4

declare hidden void @luaC_freeallobjects(ptr noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #7

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { noreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nounwind }
attributes #10 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !11, i64 16}
!7 = !{!"global_State", !8, i64 0, !8, i64 8, !11, i64 16, !11, i64 24, !11, i64 32, !11, i64 40, !12, i64 48, !14, i64 64, !14, i64 80, !13, i64 96, !9, i64 100, !9, i64 101, !9, i64 102, !9, i64 103, !9, i64 104, !9, i64 105, !9, i64 106, !9, i64 107, !9, i64 108, !9, i64 109, !9, i64 110, !8, i64 112, !8, i64 120, !8, i64 128, !8, i64 136, !8, i64 144, !8, i64 152, !8, i64 160, !8, i64 168, !8, i64 176, !8, i64 184, !8, i64 192, !8, i64 200, !8, i64 208, !8, i64 216, !8, i64 224, !8, i64 232, !8, i64 240, !8, i64 248, !8, i64 256, !8, i64 264, !8, i64 272, !9, i64 280, !9, i64 480, !9, i64 552, !8, i64 1400, !8, i64 1408}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"long", !9, i64 0}
!12 = !{!"stringtable", !8, i64 0, !13, i64 8, !13, i64 12}
!13 = !{!"int", !9, i64 0}
!14 = !{!"TValue", !9, i64 0, !9, i64 8}
!15 = !{!7, !11, i64 24}
!16 = !{!17, !8, i64 32}
!17 = !{!"lua_State", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 10, !9, i64 11, !18, i64 12, !9, i64 16, !8, i64 24, !8, i64 32, !9, i64 40, !9, i64 48, !8, i64 56, !9, i64 64, !8, i64 72, !8, i64 80, !8, i64 88, !19, i64 96, !8, i64 160, !11, i64 168, !13, i64 176, !13, i64 180, !13, i64 184, !13, i64 188, !13, i64 192}
!18 = !{!"short", !9, i64 0}
!19 = !{!"CallInfo", !9, i64 0, !9, i64 8, !8, i64 16, !8, i64 24, !9, i64 32, !9, i64 56, !18, i64 60, !18, i64 62}
!20 = !{!19, !8, i64 24}
!21 = !{!19, !8, i64 16}
!22 = !{!9, !9, i64 0}
!23 = !{!17, !18, i64 12}
!24 = !{!17, !13, i64 176}
!25 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!26 = !{!17, !8, i64 24}
!27 = !{!14, !9, i64 8}
!28 = !{!17, !8, i64 80}
!29 = !{!17, !8, i64 88}
!30 = !{!17, !8, i64 160}
!31 = !{!17, !13, i64 192}
!32 = !{!17, !13, i64 184}
!33 = !{!17, !9, i64 11}
!34 = !{!17, !8, i64 56}
!35 = !{!17, !9, i64 10}
!36 = !{!17, !11, i64 168}
!37 = !{!17, !13, i64 180}
!38 = !{!17, !13, i64 188}
!39 = !{!7, !8, i64 264}
!40 = distinct !{!40, !41}
!41 = !{!"llvm.loop.mustprogress"}
!42 = !{!19, !18, i64 62}
!43 = !{!19, !18, i64 60}
!44 = distinct !{!44, !41}
!45 = !{!17, !9, i64 8}
!46 = !{!7, !9, i64 100}
!47 = !{!17, !9, i64 9}
!48 = !{!7, !8, i64 112}
!49 = !{!17, !8, i64 0}
!50 = !{!13, !13, i64 0}
!51 = !{!7, !8, i64 0}
!52 = !{!7, !8, i64 8}
!53 = !{!7, !13, i64 96}
!54 = !{!7, !9, i64 72}
!55 = !{!7, !8, i64 256}
!56 = !{!11, !11, i64 0}
!57 = !{!7, !11, i64 40}
!58 = !{!7, !9, i64 109}
!59 = !{!7, !9, i64 110}
!60 = !{!8, !8, i64 0}
!61 = !{!62, !8, i64 16}
!62 = !{!"Table", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 10, !9, i64 11, !13, i64 12, !8, i64 16, !8, i64 24, !8, i64 32, !8, i64 40, !8, i64 48}
!63 = !{!7, !9, i64 106}
!64 = !{!7, !9, i64 88}
!65 = !{!7, !8, i64 48}
!66 = !{!7, !13, i64 60}
!67 = !{!7, !8, i64 1400}
!68 = !{!7, !8, i64 1408}
