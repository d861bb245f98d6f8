; ModuleID = 'src/lua/lstate.c'
source_filename = "src/lua/lstate.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %4 = load i64, ptr %3, align 8, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %0, i64 24
  %6 = load i64, ptr %5, align 8, !tbaa !14
  %7 = add nsw i64 %6, %4
  %8 = add nsw i64 %7, -9223372036854775807
  %9 = tail call i64 @llvm.smax.i64(i64 %8, i64 %1)
  %10 = sub nsw i64 %7, %9
  store i64 %10, ptr %3, align 8, !tbaa !5
  store i64 %9, ptr %5, align 8, !tbaa !14
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
  %4 = load ptr, ptr %3, align 8, !tbaa !15
  %5 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %2, ptr %5, align 8, !tbaa !19
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  store ptr %4, ptr %6, align 8, !tbaa !20
  %7 = getelementptr inbounds i8, ptr %2, i64 24
  store ptr null, ptr %7, align 8, !tbaa !19
  %8 = getelementptr inbounds i8, ptr %2, i64 40
  store volatile i32 0, ptr %8, align 8, !tbaa !21
  %9 = getelementptr inbounds i8, ptr %0, i64 12
  %10 = load i16, ptr %9, align 4, !tbaa !22
  %11 = add i16 %10, 1
  store i16 %11, ptr %9, align 4, !tbaa !22
  ret ptr %2
}

declare hidden ptr @luaM_malloc_(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define hidden void @luaE_shrinkCI(ptr noundef %0) local_unnamed_addr #3 {
  %2 = getelementptr inbounds i8, ptr %0, i64 32
  %3 = load ptr, ptr %2, align 8, !tbaa !15
  %4 = getelementptr inbounds i8, ptr %3, i64 24
  %5 = load ptr, ptr %4, align 8, !tbaa !19
  %6 = icmp eq ptr %5, null
  br i1 %6, label %27, label %7

7:                                                ; preds = %1
  %8 = getelementptr inbounds i8, ptr %5, i64 24
  %9 = load ptr, ptr %8, align 8, !tbaa !19
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
  %18 = load ptr, ptr %17, align 8, !tbaa !19
  store ptr %18, ptr %15, align 8, !tbaa !19
  %19 = load i16, ptr %12, align 4, !tbaa !22
  %20 = add i16 %19, -1
  store i16 %20, ptr %12, align 4, !tbaa !22
  tail call void @luaM_free_(ptr noundef nonnull %0, ptr noundef nonnull %14, i64 noundef 64) #9
  %21 = icmp eq ptr %18, null
  br i1 %21, label %27, label %22

22:                                               ; preds = %13
  %23 = getelementptr inbounds i8, ptr %18, i64 16
  store ptr %16, ptr %23, align 8, !tbaa !20
  %24 = getelementptr inbounds i8, ptr %18, i64 24
  %25 = load ptr, ptr %24, align 8, !tbaa !19
  %26 = icmp eq ptr %25, null
  br i1 %26, label %27, label %13

27:                                               ; preds = %22, %13, %7, %1
  ret void
}

declare hidden void @luaM_free_(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define hidden void @luaE_checkcstack(ptr noundef %0) local_unnamed_addr #3 {
  %2 = getelementptr inbounds i8, ptr %0, i64 176
  %3 = load i32, ptr %2, align 8, !tbaa !23
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
  %3 = load i32, ptr %2, align 8, !tbaa !23
  %4 = add i32 %3, 1
  store i32 %4, ptr %2, align 8, !tbaa !23
  %5 = and i32 %4, 65528
  %6 = icmp ugt i32 %5, 199
  br i1 %6, label %7, label %8, !prof !24

7:                                                ; preds = %1
  tail call void @luaE_checkcstack(ptr noundef nonnull %0)
  br label %8

8:                                                ; preds = %7, %1
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local ptr @lua_newthread(ptr noundef %0) local_unnamed_addr #3 {
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !tbaa !25
  %4 = getelementptr inbounds i8, ptr %3, i64 24
  %5 = load i64, ptr %4, align 8, !tbaa !14
  %6 = icmp sgt i64 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %1
  tail call void @luaC_step(ptr noundef nonnull %0) #9
  br label %8

8:                                                ; preds = %7, %1
  %9 = tail call ptr @luaC_newobjdt(ptr noundef nonnull %0, i32 noundef 8, i64 noundef 208, i64 noundef 8) #9
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !21
  store ptr %9, ptr %11, align 8, !tbaa !21
  %12 = getelementptr inbounds i8, ptr %11, i64 8
  store i8 72, ptr %12, align 8, !tbaa !26
  %13 = load ptr, ptr %10, align 8, !tbaa !21
  %14 = getelementptr inbounds i8, ptr %13, i64 16
  store ptr %14, ptr %10, align 8, !tbaa !21
  %15 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %3, ptr %15, align 8, !tbaa !25
  %16 = getelementptr inbounds i8, ptr %9, i64 48
  store ptr null, ptr %16, align 8, !tbaa !21
  %17 = getelementptr inbounds i8, ptr %9, i64 32
  store ptr null, ptr %17, align 8, !tbaa !15
  %18 = getelementptr inbounds i8, ptr %9, i64 12
  store i16 0, ptr %18, align 4, !tbaa !22
  %19 = getelementptr inbounds i8, ptr %9, i64 80
  store ptr %9, ptr %19, align 8, !tbaa !27
  %20 = getelementptr inbounds i8, ptr %9, i64 176
  store i32 0, ptr %20, align 8, !tbaa !23
  %21 = getelementptr inbounds i8, ptr %9, i64 88
  store ptr null, ptr %21, align 8, !tbaa !28
  %22 = getelementptr inbounds i8, ptr %9, i64 160
  store volatile ptr null, ptr %22, align 8, !tbaa !29
  %23 = getelementptr inbounds i8, ptr %9, i64 192
  store volatile i32 0, ptr %23, align 8, !tbaa !30
  %24 = getelementptr inbounds i8, ptr %9, i64 184
  store i32 0, ptr %24, align 8, !tbaa !31
  %25 = getelementptr inbounds i8, ptr %9, i64 11
  store i8 1, ptr %25, align 1, !tbaa !32
  %26 = getelementptr inbounds i8, ptr %9, i64 188
  %27 = getelementptr inbounds i8, ptr %9, i64 56
  store ptr null, ptr %27, align 8, !tbaa !33
  %28 = getelementptr inbounds i8, ptr %9, i64 10
  store i8 0, ptr %28, align 2, !tbaa !34
  %29 = getelementptr inbounds i8, ptr %9, i64 168
  store i64 0, ptr %29, align 8, !tbaa !35
  %30 = getelementptr inbounds i8, ptr %9, i64 180
  store i32 0, ptr %30, align 4, !tbaa !36
  %31 = getelementptr inbounds i8, ptr %0, i64 192
  %32 = load volatile i32, ptr %31, align 8, !tbaa !30
  store volatile i32 %32, ptr %23, align 8, !tbaa !30
  %33 = getelementptr inbounds i8, ptr %0, i64 184
  %34 = load i32, ptr %33, align 8, !tbaa !31
  store i32 %34, ptr %24, align 8, !tbaa !31
  %35 = getelementptr inbounds i8, ptr %0, i64 160
  %36 = load volatile ptr, ptr %35, align 8, !tbaa !29
  store volatile ptr %36, ptr %22, align 8, !tbaa !29
  store i32 %34, ptr %26, align 4, !tbaa !37
  %37 = getelementptr inbounds i8, ptr %9, i64 -8
  %38 = getelementptr inbounds i8, ptr %3, i64 264
  %39 = load ptr, ptr %38, align 8, !tbaa !38
  %40 = getelementptr inbounds i8, ptr %39, i64 -8
  %41 = load i64, ptr %40, align 1
  store i64 %41, ptr %37, align 1
  %42 = tail call ptr @luaM_malloc_(ptr noundef nonnull %0, i64 noundef 720, i32 noundef 0) #9
  store ptr %42, ptr %16, align 8, !tbaa !21
  %43 = getelementptr inbounds i8, ptr %9, i64 64
  store ptr %42, ptr %43, align 8, !tbaa !21
  br label %44

44:                                               ; preds = %44, %8
  %45 = phi i64 [ 0, %8 ], [ %60, %44 ]
  %46 = load ptr, ptr %16, align 8, !tbaa !21
  %47 = getelementptr inbounds %union.StackValue, ptr %46, i64 %45, i32 0, i32 1
  store i8 0, ptr %47, align 8, !tbaa !21
  %48 = add nuw nsw i64 %45, 1
  %49 = load ptr, ptr %16, align 8, !tbaa !21
  %50 = getelementptr inbounds %union.StackValue, ptr %49, i64 %48, i32 0, i32 1
  store i8 0, ptr %50, align 8, !tbaa !21
  %51 = add nuw nsw i64 %45, 2
  %52 = load ptr, ptr %16, align 8, !tbaa !21
  %53 = getelementptr inbounds %union.StackValue, ptr %52, i64 %51, i32 0, i32 1
  store i8 0, ptr %53, align 8, !tbaa !21
  %54 = add nuw nsw i64 %45, 3
  %55 = load ptr, ptr %16, align 8, !tbaa !21
  %56 = getelementptr inbounds %union.StackValue, ptr %55, i64 %54, i32 0, i32 1
  store i8 0, ptr %56, align 8, !tbaa !21
  %57 = add nuw nsw i64 %45, 4
  %58 = load ptr, ptr %16, align 8, !tbaa !21
  %59 = getelementptr inbounds %union.StackValue, ptr %58, i64 %57, i32 0, i32 1
  store i8 0, ptr %59, align 8, !tbaa !21
  %60 = add nuw nsw i64 %45, 5
  %61 = icmp eq i64 %60, 45
  br i1 %61, label %62, label %44, !llvm.loop !39

62:                                               ; preds = %44
  %63 = load ptr, ptr %16, align 8, !tbaa !21
  %64 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %63, ptr %64, align 8, !tbaa !21
  %65 = getelementptr inbounds i8, ptr %63, i64 640
  %66 = getelementptr inbounds i8, ptr %9, i64 40
  store ptr %65, ptr %66, align 8, !tbaa !21
  %67 = getelementptr inbounds i8, ptr %9, i64 96
  %68 = getelementptr inbounds i8, ptr %9, i64 112
  %69 = getelementptr inbounds i8, ptr %9, i64 158
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %68, i8 0, i64 16, i1 false)
  store i16 2, ptr %69, align 2, !tbaa !41
  store ptr %63, ptr %67, align 8, !tbaa !21
  %70 = getelementptr inbounds i8, ptr %9, i64 128
  store ptr null, ptr %70, align 8, !tbaa !21
  %71 = getelementptr inbounds i8, ptr %9, i64 156
  store i16 0, ptr %71, align 4, !tbaa !42
  %72 = getelementptr inbounds i8, ptr %63, i64 8
  store i8 0, ptr %72, align 8, !tbaa !21
  %73 = load ptr, ptr %64, align 8, !tbaa !21
  %74 = getelementptr inbounds i8, ptr %73, i64 16
  store ptr %74, ptr %64, align 8, !tbaa !21
  %75 = getelementptr inbounds i8, ptr %73, i64 336
  %76 = getelementptr inbounds i8, ptr %9, i64 104
  store ptr %75, ptr %76, align 8, !tbaa !21
  store ptr %67, ptr %17, align 8, !tbaa !15
  ret ptr %9
}

declare hidden void @luaC_step(ptr noundef) local_unnamed_addr #4

declare hidden ptr @luaC_newobjdt(ptr noundef, i32 noundef, i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define hidden void @luaE_freethread(ptr noundef %0, ptr noundef %1) local_unnamed_addr #3 {
  %3 = getelementptr inbounds i8, ptr %1, i64 48
  %4 = load ptr, ptr %3, align 8, !tbaa !21
  tail call void @luaF_closeupval(ptr noundef %1, ptr noundef %4) #9
  %5 = load ptr, ptr %3, align 8, !tbaa !21
  %6 = icmp eq ptr %5, null
  br i1 %6, label %35, label %7

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %1, i64 96
  %9 = getelementptr inbounds i8, ptr %1, i64 32
  store ptr %8, ptr %9, align 8, !tbaa !15
  %10 = getelementptr inbounds i8, ptr %1, i64 120
  %11 = load ptr, ptr %10, align 8, !tbaa !19
  store ptr null, ptr %10, align 8, !tbaa !19
  %12 = icmp eq ptr %11, null
  br i1 %12, label %24, label %13

13:                                               ; preds = %7
  %14 = getelementptr inbounds i8, ptr %1, i64 12
  br label %15

15:                                               ; preds = %15, %13
  %16 = phi ptr [ %11, %13 ], [ %18, %15 ]
  %17 = getelementptr inbounds i8, ptr %16, i64 24
  %18 = load ptr, ptr %17, align 8, !tbaa !19
  tail call void @luaM_free_(ptr noundef nonnull %1, ptr noundef nonnull %16, i64 noundef 64) #9
  %19 = load i16, ptr %14, align 4, !tbaa !22
  %20 = add i16 %19, -1
  store i16 %20, ptr %14, align 4, !tbaa !22
  %21 = icmp eq ptr %18, null
  br i1 %21, label %22, label %15, !llvm.loop !43

22:                                               ; preds = %15
  %23 = load ptr, ptr %3, align 8, !tbaa !21
  br label %24

24:                                               ; preds = %22, %7
  %25 = phi ptr [ %23, %22 ], [ %5, %7 ]
  %26 = getelementptr inbounds i8, ptr %1, i64 40
  %27 = load ptr, ptr %26, align 8, !tbaa !21
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
  store ptr %3, ptr %4, align 8, !tbaa !15
  %5 = getelementptr inbounds i8, ptr %0, i64 48
  %6 = load ptr, ptr %5, align 8, !tbaa !21
  %7 = getelementptr inbounds i8, ptr %6, i64 8
  store i8 0, ptr %7, align 8, !tbaa !21
  %8 = load ptr, ptr %5, align 8, !tbaa !21
  store ptr %8, ptr %3, align 8, !tbaa !21
  %9 = getelementptr inbounds i8, ptr %0, i64 158
  store i16 2, ptr %9, align 2, !tbaa !41
  %10 = icmp eq i32 %1, 1
  %11 = select i1 %10, i32 0, i32 %1
  %12 = getelementptr inbounds i8, ptr %0, i64 10
  store i8 0, ptr %12, align 2, !tbaa !34
  %13 = tail call i32 @luaD_closeprotected(ptr noundef %0, i64 noundef 1, i32 noundef %11) #9
  %14 = icmp eq i32 %13, 0
  %15 = load ptr, ptr %5, align 8, !tbaa !21
  %16 = getelementptr inbounds i8, ptr %15, i64 16
  br i1 %14, label %21, label %17

17:                                               ; preds = %2
  tail call void @luaD_seterrorobj(ptr noundef nonnull %0, i32 noundef %13, ptr noundef nonnull %16) #9
  %18 = getelementptr inbounds i8, ptr %0, i64 16
  %19 = load ptr, ptr %18, align 8, !tbaa !21
  %20 = load ptr, ptr %5, align 8, !tbaa !21
  br label %23

21:                                               ; preds = %2
  %22 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %16, ptr %22, align 8, !tbaa !21
  br label %23

23:                                               ; preds = %21, %17
  %24 = phi ptr [ %15, %21 ], [ %20, %17 ]
  %25 = phi ptr [ %16, %21 ], [ %19, %17 ]
  %26 = getelementptr inbounds i8, ptr %25, i64 320
  %27 = getelementptr inbounds i8, ptr %0, i64 104
  store ptr %26, ptr %27, align 8, !tbaa !21
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
  %6 = load i32, ptr %5, align 8, !tbaa !23
  %7 = and i32 %6, 65535
  br label %8

8:                                                ; preds = %2, %4
  %9 = phi i32 [ %7, %4 ], [ 0, %2 ]
  %10 = getelementptr inbounds i8, ptr %0, i64 176
  store i32 %9, ptr %10, align 8, !tbaa !23
  %11 = getelementptr inbounds i8, ptr %0, i64 10
  %12 = load i8, ptr %11, align 2, !tbaa !34
  %13 = getelementptr inbounds i8, ptr %0, i64 96
  %14 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr %13, ptr %14, align 8, !tbaa !15
  %15 = getelementptr inbounds i8, ptr %0, i64 48
  %16 = load ptr, ptr %15, align 8, !tbaa !21
  %17 = getelementptr inbounds i8, ptr %16, i64 8
  store i8 0, ptr %17, align 8, !tbaa !21
  %18 = load ptr, ptr %15, align 8, !tbaa !21
  store ptr %18, ptr %13, align 8, !tbaa !21
  %19 = getelementptr inbounds i8, ptr %0, i64 158
  store i16 2, ptr %19, align 2, !tbaa !41
  %20 = icmp eq i8 %12, 1
  %21 = select i1 %20, i8 0, i8 %12
  %22 = zext i8 %21 to i32
  store i8 0, ptr %11, align 2, !tbaa !34
  %23 = tail call i32 @luaD_closeprotected(ptr noundef %0, i64 noundef 1, i32 noundef %22) #9
  %24 = icmp eq i32 %23, 0
  %25 = load ptr, ptr %15, align 8, !tbaa !21
  %26 = getelementptr inbounds i8, ptr %25, i64 16
  br i1 %24, label %31, label %27

27:                                               ; preds = %8
  tail call void @luaD_seterrorobj(ptr noundef nonnull %0, i32 noundef %23, ptr noundef nonnull %26) #9
  %28 = getelementptr inbounds i8, ptr %0, i64 16
  %29 = load ptr, ptr %28, align 8, !tbaa !21
  %30 = load ptr, ptr %15, align 8, !tbaa !21
  br label %33

31:                                               ; preds = %8
  %32 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %26, ptr %32, align 8, !tbaa !21
  br label %33

33:                                               ; preds = %27, %31
  %34 = phi ptr [ %25, %31 ], [ %30, %27 ]
  %35 = phi ptr [ %26, %31 ], [ %29, %27 ]
  %36 = getelementptr inbounds i8, ptr %35, i64 320
  %37 = getelementptr inbounds i8, ptr %0, i64 104
  store ptr %36, ptr %37, align 8, !tbaa !21
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
  store i32 0, ptr %2, align 8, !tbaa !23
  %3 = getelementptr inbounds i8, ptr %0, i64 10
  %4 = load i8, ptr %3, align 2, !tbaa !34
  %5 = getelementptr inbounds i8, ptr %0, i64 96
  %6 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr %5, ptr %6, align 8, !tbaa !15
  %7 = getelementptr inbounds i8, ptr %0, i64 48
  %8 = load ptr, ptr %7, align 8, !tbaa !21
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  store i8 0, ptr %9, align 8, !tbaa !21
  %10 = load ptr, ptr %7, align 8, !tbaa !21
  store ptr %10, ptr %5, align 8, !tbaa !21
  %11 = getelementptr inbounds i8, ptr %0, i64 158
  store i16 2, ptr %11, align 2, !tbaa !41
  %12 = icmp eq i8 %4, 1
  %13 = select i1 %12, i8 0, i8 %4
  %14 = zext i8 %13 to i32
  store i8 0, ptr %3, align 2, !tbaa !34
  %15 = tail call i32 @luaD_closeprotected(ptr noundef %0, i64 noundef 1, i32 noundef %14) #9
  %16 = icmp eq i32 %15, 0
  %17 = load ptr, ptr %7, align 8, !tbaa !21
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  br i1 %16, label %23, label %19

19:                                               ; preds = %1
  tail call void @luaD_seterrorobj(ptr noundef nonnull %0, i32 noundef %15, ptr noundef nonnull %18) #9
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !21
  %22 = load ptr, ptr %7, align 8, !tbaa !21
  br label %25

23:                                               ; preds = %1
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %18, ptr %24, align 8, !tbaa !21
  br label %25

25:                                               ; preds = %19, %23
  %26 = phi ptr [ %17, %23 ], [ %22, %19 ]
  %27 = phi ptr [ %18, %23 ], [ %21, %19 ]
  %28 = getelementptr inbounds i8, ptr %27, i64 320
  %29 = getelementptr inbounds i8, ptr %0, i64 104
  store ptr %28, ptr %29, align 8, !tbaa !21
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
  %3 = alloca [24 x i8], align 16
  %4 = alloca i32, align 4
  %5 = tail call ptr %0(ptr noundef %1, ptr noundef null, i64 noundef 8, i64 noundef 1624) #9
  %6 = icmp eq ptr %5, null
  br i1 %6, label %57, label %7

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %5, i64 8
  %9 = getelementptr inbounds i8, ptr %5, i64 208
  %10 = getelementptr inbounds i8, ptr %5, i64 16
  store i8 8, ptr %10, align 8, !tbaa !44
  %11 = getelementptr inbounds i8, ptr %5, i64 308
  store i8 8, ptr %11, align 4, !tbaa !45
  %12 = getelementptr inbounds i8, ptr %5, i64 17
  store i8 8, ptr %12, align 1, !tbaa !46
  %13 = getelementptr inbounds i8, ptr %5, i64 32
  store ptr %9, ptr %13, align 8, !tbaa !25
  %14 = getelementptr inbounds i8, ptr %5, i64 56
  store ptr null, ptr %14, align 8, !tbaa !21
  %15 = getelementptr inbounds i8, ptr %5, i64 40
  store ptr null, ptr %15, align 8, !tbaa !15
  %16 = getelementptr inbounds i8, ptr %5, i64 20
  store i16 0, ptr %16, align 4, !tbaa !22
  %17 = getelementptr inbounds i8, ptr %5, i64 88
  store ptr %8, ptr %17, align 8, !tbaa !27
  %18 = getelementptr inbounds i8, ptr %5, i64 184
  %19 = getelementptr inbounds i8, ptr %5, i64 96
  store ptr null, ptr %19, align 8, !tbaa !28
  %20 = getelementptr inbounds i8, ptr %5, i64 168
  store volatile ptr null, ptr %20, align 8, !tbaa !29
  %21 = getelementptr inbounds i8, ptr %5, i64 200
  store volatile i32 0, ptr %21, align 8, !tbaa !30
  %22 = getelementptr inbounds i8, ptr %5, i64 192
  store i32 0, ptr %22, align 8, !tbaa !31
  %23 = getelementptr inbounds i8, ptr %5, i64 19
  store i8 1, ptr %23, align 1, !tbaa !32
  %24 = getelementptr inbounds i8, ptr %5, i64 196
  store i32 0, ptr %24, align 4, !tbaa !37
  %25 = getelementptr inbounds i8, ptr %5, i64 64
  store ptr null, ptr %25, align 8, !tbaa !33
  %26 = getelementptr inbounds i8, ptr %5, i64 18
  store i8 0, ptr %26, align 2, !tbaa !34
  %27 = getelementptr inbounds i8, ptr %5, i64 176
  store i64 0, ptr %27, align 8, !tbaa !35
  %28 = getelementptr inbounds i8, ptr %5, i64 188
  store i32 0, ptr %28, align 4, !tbaa !36
  %29 = getelementptr inbounds i8, ptr %5, i64 320
  store ptr %8, ptr %29, align 8, !tbaa !47
  store ptr null, ptr %8, align 8, !tbaa !48
  store i32 65536, ptr %18, align 8, !tbaa !23
  store ptr %0, ptr %9, align 8, !tbaa !49
  %30 = getelementptr inbounds i8, ptr %5, i64 216
  store ptr %1, ptr %30, align 8, !tbaa !50
  %31 = getelementptr inbounds i8, ptr %5, i64 1608
  %32 = getelementptr inbounds i8, ptr %5, i64 472
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %31, i8 0, i64 16, i1 false)
  store ptr %8, ptr %32, align 8, !tbaa !38
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #9
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #9
  %33 = tail call i64 @time(ptr noundef null) #9
  %34 = trunc i64 %33 to i32
  store i32 %34, ptr %4, align 4, !tbaa !51
  %35 = ptrtoint ptr %8 to i64
  store i64 %35, ptr %3, align 16
  %36 = ptrtoint ptr %4 to i64
  %37 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 %36, ptr %37, align 8
  %38 = getelementptr inbounds i8, ptr %3, i64 16
  store i64 ptrtoint (ptr @lua_newstate to i64), ptr %38, align 16
  %39 = call i32 @luaS_hash(ptr noundef nonnull %3, i64 noundef 24, i32 noundef %34) #9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #9
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #9
  %40 = getelementptr inbounds i8, ptr %5, i64 304
  store i32 %39, ptr %40, align 8, !tbaa !52
  %41 = getelementptr inbounds i8, ptr %5, i64 256
  %42 = getelementptr inbounds i8, ptr %5, i64 280
  store i8 0, ptr %42, align 8, !tbaa !53
  %43 = getelementptr inbounds i8, ptr %5, i64 464
  store ptr null, ptr %43, align 8, !tbaa !54
  %44 = getelementptr inbounds i8, ptr %5, i64 309
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %41, i8 0, i64 16, i1 false)
  %45 = getelementptr inbounds i8, ptr %5, i64 328
  %46 = getelementptr inbounds i8, ptr %5, i64 224
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(136) %45, i8 0, i64 136, i1 false)
  store i64 1624, ptr %46, align 8, !tbaa !5
  %47 = getelementptr inbounds i8, ptr %5, i64 232
  store i64 0, ptr %47, align 8, !tbaa !14
  %48 = getelementptr inbounds i8, ptr %5, i64 248
  store i64 0, ptr %48, align 8, !tbaa !55
  %49 = getelementptr inbounds i8, ptr %5, i64 288
  store i64 0, ptr %49, align 8, !tbaa !21
  %50 = getelementptr inbounds i8, ptr %5, i64 296
  store i8 3, ptr %50, align 8, !tbaa !26
  %51 = getelementptr inbounds i8, ptr %5, i64 317
  store i8 25, ptr %51, align 1, !tbaa !56
  %52 = getelementptr inbounds i8, ptr %5, i64 318
  store i8 13, ptr %52, align 2, !tbaa !57
  store <8 x i8> <i8 8, i8 0, i8 0, i8 20, i8 25, i8 2, i8 0, i8 50>, ptr %44, align 1, !tbaa !21
  %53 = getelementptr inbounds i8, ptr %5, i64 688
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %53, i8 0, i64 72, i1 false), !tbaa !58
  %54 = call i32 @luaD_rawrunprotected(ptr noundef nonnull %8, ptr noundef nonnull @f_luaopen, ptr noundef null) #9
  %55 = icmp eq i32 %54, 0
  br i1 %55, label %57, label %56

56:                                               ; preds = %7
  call fastcc void @close_state(ptr noundef nonnull %8)
  br label %57

57:                                               ; preds = %7, %56, %2
  %58 = phi ptr [ null, %2 ], [ null, %56 ], [ %8, %7 ]
  ret ptr %58
}

declare hidden i32 @luaD_rawrunprotected(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal void @f_luaopen(ptr noundef %0, ptr nocapture readnone %1) #3 {
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  %4 = load ptr, ptr %3, align 8, !tbaa !25
  %5 = tail call ptr @luaM_malloc_(ptr noundef %0, i64 noundef 720, i32 noundef 0) #9
  %6 = getelementptr inbounds i8, ptr %0, i64 48
  store ptr %5, ptr %6, align 8, !tbaa !21
  %7 = getelementptr inbounds i8, ptr %0, i64 64
  store ptr %5, ptr %7, align 8, !tbaa !21
  br label %8

8:                                                ; preds = %8, %2
  %9 = phi i64 [ 0, %2 ], [ %24, %8 ]
  %10 = load ptr, ptr %6, align 8, !tbaa !21
  %11 = getelementptr inbounds %union.StackValue, ptr %10, i64 %9, i32 0, i32 1
  store i8 0, ptr %11, align 8, !tbaa !21
  %12 = add nuw nsw i64 %9, 1
  %13 = load ptr, ptr %6, align 8, !tbaa !21
  %14 = getelementptr inbounds %union.StackValue, ptr %13, i64 %12, i32 0, i32 1
  store i8 0, ptr %14, align 8, !tbaa !21
  %15 = add nuw nsw i64 %9, 2
  %16 = load ptr, ptr %6, align 8, !tbaa !21
  %17 = getelementptr inbounds %union.StackValue, ptr %16, i64 %15, i32 0, i32 1
  store i8 0, ptr %17, align 8, !tbaa !21
  %18 = add nuw nsw i64 %9, 3
  %19 = load ptr, ptr %6, align 8, !tbaa !21
  %20 = getelementptr inbounds %union.StackValue, ptr %19, i64 %18, i32 0, i32 1
  store i8 0, ptr %20, align 8, !tbaa !21
  %21 = add nuw nsw i64 %9, 4
  %22 = load ptr, ptr %6, align 8, !tbaa !21
  %23 = getelementptr inbounds %union.StackValue, ptr %22, i64 %21, i32 0, i32 1
  store i8 0, ptr %23, align 8, !tbaa !21
  %24 = add nuw nsw i64 %9, 5
  %25 = icmp eq i64 %24, 45
  br i1 %25, label %26, label %8, !llvm.loop !39

26:                                               ; preds = %8
  %27 = load ptr, ptr %6, align 8, !tbaa !21
  %28 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %27, ptr %28, align 8, !tbaa !21
  %29 = getelementptr inbounds i8, ptr %27, i64 640
  %30 = getelementptr inbounds i8, ptr %0, i64 40
  store ptr %29, ptr %30, align 8, !tbaa !21
  %31 = getelementptr inbounds i8, ptr %0, i64 96
  %32 = getelementptr inbounds i8, ptr %0, i64 112
  %33 = getelementptr inbounds i8, ptr %0, i64 158
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %32, i8 0, i64 16, i1 false)
  store i16 2, ptr %33, align 2, !tbaa !41
  store ptr %27, ptr %31, align 8, !tbaa !21
  %34 = getelementptr inbounds i8, ptr %0, i64 128
  store ptr null, ptr %34, align 8, !tbaa !21
  %35 = getelementptr inbounds i8, ptr %0, i64 156
  store i16 0, ptr %35, align 4, !tbaa !42
  %36 = getelementptr inbounds i8, ptr %27, i64 8
  store i8 0, ptr %36, align 8, !tbaa !21
  %37 = load ptr, ptr %28, align 8, !tbaa !21
  %38 = getelementptr inbounds i8, ptr %37, i64 16
  store ptr %38, ptr %28, align 8, !tbaa !21
  %39 = getelementptr inbounds i8, ptr %37, i64 336
  %40 = getelementptr inbounds i8, ptr %0, i64 104
  store ptr %39, ptr %40, align 8, !tbaa !21
  %41 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr %31, ptr %41, align 8, !tbaa !15
  %42 = tail call ptr @luaH_new(ptr noundef nonnull %0) #9
  %43 = getelementptr inbounds i8, ptr %4, i64 64
  store ptr %42, ptr %43, align 8, !tbaa !21
  %44 = getelementptr inbounds i8, ptr %4, i64 72
  store i8 69, ptr %44, align 8, !tbaa !26
  tail call void @luaH_resize(ptr noundef nonnull %0, ptr noundef %42, i32 noundef 2, i32 noundef 0) #9
  %45 = getelementptr inbounds i8, ptr %42, i64 16
  %46 = load ptr, ptr %45, align 8, !tbaa !59
  store ptr %0, ptr %46, align 8, !tbaa !21
  %47 = getelementptr inbounds i8, ptr %46, i64 8
  store i8 72, ptr %47, align 8, !tbaa !26
  %48 = load ptr, ptr %45, align 8, !tbaa !59
  %49 = getelementptr inbounds i8, ptr %48, i64 16
  %50 = tail call ptr @luaH_new(ptr noundef nonnull %0) #9
  store ptr %50, ptr %49, align 8, !tbaa !21
  %51 = getelementptr inbounds i8, ptr %48, i64 24
  store i8 69, ptr %51, align 8, !tbaa !26
  tail call void @luaS_init(ptr noundef nonnull %0) #9
  tail call void @luaT_init(ptr noundef nonnull %0) #9
  tail call void @luaX_init(ptr noundef nonnull %0) #9
  %52 = getelementptr inbounds i8, ptr %4, i64 106
  store i8 0, ptr %52, align 2, !tbaa !61
  %53 = getelementptr inbounds i8, ptr %4, i64 88
  store i8 0, ptr %53, align 8, !tbaa !62
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc void @close_state(ptr noundef %0) unnamed_addr #3 {
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !tbaa !25
  %4 = getelementptr inbounds i8, ptr %3, i64 88
  %5 = load i8, ptr %4, align 8, !tbaa !62
  %6 = and i8 %5, 15
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %8, label %12

8:                                                ; preds = %1
  %9 = getelementptr inbounds i8, ptr %0, i64 96
  %10 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr %9, ptr %10, align 8, !tbaa !15
  %11 = tail call i32 @luaD_closeprotected(ptr noundef nonnull %0, i64 noundef 1, i32 noundef 0) #9
  br label %12

12:                                               ; preds = %1, %8
  tail call void @luaC_freeallobjects(ptr noundef nonnull %0) #9
  %13 = load ptr, ptr %2, align 8, !tbaa !25
  %14 = getelementptr inbounds i8, ptr %13, i64 48
  %15 = load ptr, ptr %14, align 8, !tbaa !63
  %16 = getelementptr inbounds i8, ptr %13, i64 60
  %17 = load i32, ptr %16, align 4, !tbaa !64
  %18 = sext i32 %17 to i64
  %19 = shl nsw i64 %18, 3
  tail call void @luaM_free_(ptr noundef nonnull %0, ptr noundef %15, i64 noundef %19) #9
  %20 = getelementptr inbounds i8, ptr %0, i64 48
  %21 = load ptr, ptr %20, align 8, !tbaa !21
  %22 = icmp eq ptr %21, null
  br i1 %22, label %51, label %23

23:                                               ; preds = %12
  %24 = getelementptr inbounds i8, ptr %0, i64 96
  %25 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr %24, ptr %25, align 8, !tbaa !15
  %26 = getelementptr inbounds i8, ptr %0, i64 120
  %27 = load ptr, ptr %26, align 8, !tbaa !19
  store ptr null, ptr %26, align 8, !tbaa !19
  %28 = icmp eq ptr %27, null
  br i1 %28, label %40, label %29

29:                                               ; preds = %23
  %30 = getelementptr inbounds i8, ptr %0, i64 12
  br label %31

31:                                               ; preds = %31, %29
  %32 = phi ptr [ %27, %29 ], [ %34, %31 ]
  %33 = getelementptr inbounds i8, ptr %32, i64 24
  %34 = load ptr, ptr %33, align 8, !tbaa !19
  tail call void @luaM_free_(ptr noundef nonnull %0, ptr noundef nonnull %32, i64 noundef 64) #9
  %35 = load i16, ptr %30, align 4, !tbaa !22
  %36 = add i16 %35, -1
  store i16 %36, ptr %30, align 4, !tbaa !22
  %37 = icmp eq ptr %34, null
  br i1 %37, label %38, label %31, !llvm.loop !43

38:                                               ; preds = %31
  %39 = load ptr, ptr %20, align 8, !tbaa !21
  br label %40

40:                                               ; preds = %38, %23
  %41 = phi ptr [ %39, %38 ], [ %21, %23 ]
  %42 = getelementptr inbounds i8, ptr %0, i64 40
  %43 = load ptr, ptr %42, align 8, !tbaa !21
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
  %52 = load ptr, ptr %3, align 8, !tbaa !49
  %53 = getelementptr inbounds i8, ptr %3, i64 8
  %54 = load ptr, ptr %53, align 8, !tbaa !50
  %55 = getelementptr inbounds i8, ptr %0, i64 -8
  %56 = tail call ptr %52(ptr noundef %54, ptr noundef nonnull %55, i64 noundef 1624, i64 noundef 0) #9
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local void @lua_close(ptr nocapture noundef readonly %0) local_unnamed_addr #3 {
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !tbaa !25
  %4 = getelementptr inbounds i8, ptr %3, i64 264
  %5 = load ptr, ptr %4, align 8, !tbaa !38
  tail call fastcc void @close_state(ptr noundef %5)
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @luaE_warning(ptr nocapture noundef readonly %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  %5 = load ptr, ptr %4, align 8, !tbaa !25
  %6 = getelementptr inbounds i8, ptr %5, i64 1400
  %7 = load ptr, ptr %6, align 8, !tbaa !65
  %8 = icmp eq ptr %7, null
  br i1 %8, label %12, label %9

9:                                                ; preds = %3
  %10 = getelementptr inbounds i8, ptr %5, i64 1408
  %11 = load ptr, ptr %10, align 8, !tbaa !66
  tail call void %7(ptr noundef %11, ptr noundef %1, i32 noundef %2) #9
  br label %12

12:                                               ; preds = %9, %3
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @luaE_warnerror(ptr nocapture noundef readonly %0, ptr noundef %1) local_unnamed_addr #3 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load ptr, ptr %3, align 8, !tbaa !21
  %5 = getelementptr inbounds i8, ptr %4, i64 -8
  %6 = load i8, ptr %5, align 8, !tbaa !26
  %7 = and i8 %6, 15
  %8 = icmp eq i8 %7, 4
  br i1 %8, label %9, label %13

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %4, i64 -16
  %11 = load ptr, ptr %10, align 8, !tbaa !21
  %12 = getelementptr inbounds i8, ptr %11, i64 24
  br label %13

13:                                               ; preds = %2, %9
  %14 = phi ptr [ %12, %9 ], [ @.str.1, %2 ]
  %15 = getelementptr inbounds i8, ptr %0, i64 24
  %16 = load ptr, ptr %15, align 8, !tbaa !25
  %17 = getelementptr inbounds i8, ptr %16, i64 1400
  %18 = load ptr, ptr %17, align 8, !tbaa !65
  %19 = icmp eq ptr %18, null
  br i1 %19, label %51, label %20

20:                                               ; preds = %13
  %21 = getelementptr inbounds i8, ptr %16, i64 1408
  %22 = load ptr, ptr %21, align 8, !tbaa !66
  tail call void %18(ptr noundef %22, ptr noundef nonnull @.str.2, i32 noundef 1) #9
  %23 = load ptr, ptr %15, align 8, !tbaa !25
  %24 = getelementptr inbounds i8, ptr %23, i64 1400
  %25 = load ptr, ptr %24, align 8, !tbaa !65
  %26 = icmp eq ptr %25, null
  br i1 %26, label %51, label %27

27:                                               ; preds = %20
  %28 = getelementptr inbounds i8, ptr %23, i64 1408
  %29 = load ptr, ptr %28, align 8, !tbaa !66
  tail call void %25(ptr noundef %29, ptr noundef %1, i32 noundef 1) #9
  %30 = load ptr, ptr %15, align 8, !tbaa !25
  %31 = getelementptr inbounds i8, ptr %30, i64 1400
  %32 = load ptr, ptr %31, align 8, !tbaa !65
  %33 = icmp eq ptr %32, null
  br i1 %33, label %51, label %34

34:                                               ; preds = %27
  %35 = getelementptr inbounds i8, ptr %30, i64 1408
  %36 = load ptr, ptr %35, align 8, !tbaa !66
  tail call void %32(ptr noundef %36, ptr noundef nonnull @.str.3, i32 noundef 1) #9
  %37 = load ptr, ptr %15, align 8, !tbaa !25
  %38 = getelementptr inbounds i8, ptr %37, i64 1400
  %39 = load ptr, ptr %38, align 8, !tbaa !65
  %40 = icmp eq ptr %39, null
  br i1 %40, label %51, label %41

41:                                               ; preds = %34
  %42 = getelementptr inbounds i8, ptr %37, i64 1408
  %43 = load ptr, ptr %42, align 8, !tbaa !66
  tail call void %39(ptr noundef %43, ptr noundef nonnull %14, i32 noundef 1) #9
  %44 = load ptr, ptr %15, align 8, !tbaa !25
  %45 = getelementptr inbounds i8, ptr %44, i64 1400
  %46 = load ptr, ptr %45, align 8, !tbaa !65
  %47 = icmp eq ptr %46, null
  br i1 %47, label %51, label %48

48:                                               ; preds = %41
  %49 = getelementptr inbounds i8, ptr %44, i64 1408
  %50 = load ptr, ptr %49, align 8, !tbaa !66
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

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nounwind }
attributes #10 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !10, i64 16}
!6 = !{!"global_State", !7, i64 0, !7, i64 8, !10, i64 16, !10, i64 24, !10, i64 32, !10, i64 40, !11, i64 48, !13, i64 64, !13, i64 80, !12, i64 96, !8, i64 100, !8, i64 101, !8, i64 102, !8, i64 103, !8, i64 104, !8, i64 105, !8, i64 106, !8, i64 107, !8, i64 108, !8, i64 109, !8, i64 110, !7, i64 112, !7, i64 120, !7, i64 128, !7, i64 136, !7, i64 144, !7, i64 152, !7, i64 160, !7, i64 168, !7, i64 176, !7, i64 184, !7, i64 192, !7, i64 200, !7, i64 208, !7, i64 216, !7, i64 224, !7, i64 232, !7, i64 240, !7, i64 248, !7, i64 256, !7, i64 264, !7, i64 272, !8, i64 280, !8, i64 480, !8, i64 552, !7, i64 1400, !7, i64 1408}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"long", !8, i64 0}
!11 = !{!"stringtable", !7, i64 0, !12, i64 8, !12, i64 12}
!12 = !{!"int", !8, i64 0}
!13 = !{!"TValue", !8, i64 0, !8, i64 8}
!14 = !{!6, !10, i64 24}
!15 = !{!16, !7, i64 32}
!16 = !{!"lua_State", !7, i64 0, !8, i64 8, !8, i64 9, !8, i64 10, !8, i64 11, !17, i64 12, !8, i64 16, !7, i64 24, !7, i64 32, !8, i64 40, !8, i64 48, !7, i64 56, !8, i64 64, !7, i64 72, !7, i64 80, !7, i64 88, !18, i64 96, !7, i64 160, !10, i64 168, !12, i64 176, !12, i64 180, !12, i64 184, !12, i64 188, !12, i64 192}
!17 = !{!"short", !8, i64 0}
!18 = !{!"CallInfo", !8, i64 0, !8, i64 8, !7, i64 16, !7, i64 24, !8, i64 32, !8, i64 56, !17, i64 60, !17, i64 62}
!19 = !{!18, !7, i64 24}
!20 = !{!18, !7, i64 16}
!21 = !{!8, !8, i64 0}
!22 = !{!16, !17, i64 12}
!23 = !{!16, !12, i64 176}
!24 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!25 = !{!16, !7, i64 24}
!26 = !{!13, !8, i64 8}
!27 = !{!16, !7, i64 80}
!28 = !{!16, !7, i64 88}
!29 = !{!16, !7, i64 160}
!30 = !{!16, !12, i64 192}
!31 = !{!16, !12, i64 184}
!32 = !{!16, !8, i64 11}
!33 = !{!16, !7, i64 56}
!34 = !{!16, !8, i64 10}
!35 = !{!16, !10, i64 168}
!36 = !{!16, !12, i64 180}
!37 = !{!16, !12, i64 188}
!38 = !{!6, !7, i64 264}
!39 = distinct !{!39, !40}
!40 = !{!"llvm.loop.mustprogress"}
!41 = !{!18, !17, i64 62}
!42 = !{!18, !17, i64 60}
!43 = distinct !{!43, !40}
!44 = !{!16, !8, i64 8}
!45 = !{!6, !8, i64 100}
!46 = !{!16, !8, i64 9}
!47 = !{!6, !7, i64 112}
!48 = !{!16, !7, i64 0}
!49 = !{!6, !7, i64 0}
!50 = !{!6, !7, i64 8}
!51 = !{!12, !12, i64 0}
!52 = !{!6, !12, i64 96}
!53 = !{!6, !8, i64 72}
!54 = !{!6, !7, i64 256}
!55 = !{!6, !10, i64 40}
!56 = !{!6, !8, i64 109}
!57 = !{!6, !8, i64 110}
!58 = !{!7, !7, i64 0}
!59 = !{!60, !7, i64 16}
!60 = !{!"Table", !7, i64 0, !8, i64 8, !8, i64 9, !8, i64 10, !8, i64 11, !12, i64 12, !7, i64 16, !7, i64 24, !7, i64 32, !7, i64 40, !7, i64 48}
!61 = !{!6, !8, i64 106}
!62 = !{!6, !8, i64 88}
!63 = !{!6, !7, i64 48}
!64 = !{!6, !12, i64 60}
!65 = !{!6, !7, i64 1400}
!66 = !{!6, !7, i64 1408}
