; ModuleID = 'src/lua/lapi.c'
source_filename = "src/lua/lapi.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%union.StackValue = type { %struct.TValue }
%struct.TValue = type { %union.Value, i8 }
%union.Value = type { ptr }
%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }
%union.UValue = type { %struct.TValue }
%struct.CallS = type { ptr, i32 }
%struct.Zio = type { i64, ptr, ptr, ptr, ptr }
%struct.Upvaldesc = type { ptr, i8, i8, i8 }

@lua_ident = dso_local local_unnamed_addr constant [129 x i8] c"$LuaVersion: Lua 5.4.7  Copyright (C) 1994-2024 Lua.org, PUC-Rio $$LuaAuthors: R. Ierusalimschy, L. H. de Figueiredo, W. Celes $\00", align 1
@luaT_typenames_ = external hidden local_unnamed_addr constant [12 x ptr], align 8
@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"?\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"(no name)\00", align 1
@getupvalref.nullup = internal unnamed_addr constant ptr null, align 8

; Function Attrs: nounwind uwtable
define dso_local i32 @lua_checkstack(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  %4 = load ptr, ptr %3, align 8, !tbaa !6
  %5 = getelementptr inbounds i8, ptr %0, i64 40
  %6 = load ptr, ptr %5, align 8, !tbaa !15
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !15
  %9 = ptrtoint ptr %6 to i64
  %10 = ptrtoint ptr %8 to i64
  %11 = sub i64 %9, %10
  %12 = ashr exact i64 %11, 4
  %13 = sext i32 %1 to i64
  %14 = icmp sgt i64 %12, %13
  br i1 %14, label %20, label %15

15:                                               ; preds = %2
  %16 = tail call i32 @luaD_growstack(ptr noundef nonnull %0, i32 noundef %1, i32 noundef 0) #14
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %28, label %18

18:                                               ; preds = %15
  %19 = load ptr, ptr %7, align 8, !tbaa !15
  br label %20

20:                                               ; preds = %18, %2
  %21 = phi ptr [ %19, %18 ], [ %8, %2 ]
  %22 = phi i32 [ %16, %18 ], [ 1, %2 ]
  %23 = getelementptr inbounds i8, ptr %4, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !15
  %25 = getelementptr inbounds %union.StackValue, ptr %21, i64 %13
  %26 = icmp ult ptr %24, %25
  br i1 %26, label %27, label %28

27:                                               ; preds = %20
  store ptr %25, ptr %23, align 8, !tbaa !15
  br label %28

28:                                               ; preds = %27, %20, %15
  %29 = phi i32 [ %22, %27 ], [ %22, %20 ], [ 0, %15 ]
  ret i32 %29
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare hidden i32 @luaD_growstack(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @lua_xmove(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = icmp eq ptr %0, %1
  br i1 %4, label %29, label %5

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !15
  %8 = sext i32 %2 to i64
  %9 = sub nsw i64 0, %8
  %10 = getelementptr inbounds %union.StackValue, ptr %7, i64 %9
  store ptr %10, ptr %6, align 8, !tbaa !15
  %11 = icmp sgt i32 %2, 0
  br i1 %11, label %12, label %29

12:                                               ; preds = %5
  %13 = getelementptr inbounds i8, ptr %1, i64 16
  %14 = zext nneg i32 %2 to i64
  %15 = load ptr, ptr %13, align 8, !tbaa !15
  br label %16

16:                                               ; preds = %12, %16
  %17 = phi ptr [ %15, %12 ], [ %26, %16 ]
  %18 = phi i64 [ 0, %12 ], [ %27, %16 ]
  %19 = load ptr, ptr %6, align 8, !tbaa !15
  %20 = getelementptr inbounds %union.StackValue, ptr %19, i64 %18
  %21 = load i64, ptr %20, align 8, !tbaa !15
  store i64 %21, ptr %17, align 8, !tbaa !15
  %22 = getelementptr inbounds i8, ptr %20, i64 8
  %23 = load i8, ptr %22, align 8, !tbaa !16
  %24 = getelementptr inbounds i8, ptr %17, i64 8
  store i8 %23, ptr %24, align 8, !tbaa !16
  %25 = load ptr, ptr %13, align 8, !tbaa !15
  %26 = getelementptr inbounds i8, ptr %25, i64 16
  store ptr %26, ptr %13, align 8, !tbaa !15
  %27 = add nuw nsw i64 %18, 1
  %28 = icmp eq i64 %27, %14
  br i1 %28, label %29, label %16, !llvm.loop !18

29:                                               ; preds = %16, %5, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local ptr @lua_atpanic(ptr nocapture noundef readonly %0, ptr noundef %1) local_unnamed_addr #5 {
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  %4 = load ptr, ptr %3, align 8, !tbaa !20
  %5 = getelementptr inbounds i8, ptr %4, i64 256
  %6 = load ptr, ptr %5, align 8, !tbaa !21
  store ptr %1, ptr %5, align 8, !tbaa !21
  ret ptr %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @lua_version(ptr nocapture noundef readnone %0) local_unnamed_addr #6 {
  ret double 5.040000e+02
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @lua_absindex(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #7 {
  %3 = add i32 %1, -1
  %4 = icmp ult i32 %3, -1001000
  br i1 %4, label %17, label %5

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !15
  %8 = getelementptr inbounds i8, ptr %0, i64 32
  %9 = load ptr, ptr %8, align 8, !tbaa !6
  %10 = load ptr, ptr %9, align 8, !tbaa !15
  %11 = ptrtoint ptr %7 to i64
  %12 = ptrtoint ptr %10 to i64
  %13 = sub i64 %11, %12
  %14 = lshr exact i64 %13, 4
  %15 = trunc i64 %14 to i32
  %16 = add nsw i32 %15, %1
  br label %17

17:                                               ; preds = %2, %5
  %18 = phi i32 [ %16, %5 ], [ %1, %2 ]
  ret i32 %18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @lua_gettop(ptr nocapture noundef readonly %0) local_unnamed_addr #7 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !15
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = load ptr, ptr %4, align 8, !tbaa !6
  %6 = load ptr, ptr %5, align 8, !tbaa !15
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = ptrtoint ptr %3 to i64
  %9 = ptrtoint ptr %7 to i64
  %10 = sub i64 %8, %9
  %11 = lshr exact i64 %10, 4
  %12 = trunc i64 %11 to i32
  ret i32 %12
}

; Function Attrs: nounwind uwtable
define dso_local void @lua_settop(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, -1
  br i1 %3, label %4, label %28

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 32
  %6 = load ptr, ptr %5, align 8, !tbaa !6
  %7 = load ptr, ptr %6, align 8, !tbaa !15
  %8 = getelementptr inbounds i8, ptr %7, i64 16
  %9 = zext nneg i32 %1 to i64
  %10 = getelementptr inbounds %union.StackValue, ptr %8, i64 %9
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !15
  %13 = ptrtoint ptr %10 to i64
  %14 = ptrtoint ptr %12 to i64
  %15 = sub i64 %13, %14
  %16 = ashr exact i64 %15, 4
  %17 = icmp sgt i64 %16, 0
  br i1 %17, label %18, label %31

18:                                               ; preds = %4, %18
  %19 = phi i64 [ %23, %18 ], [ %16, %4 ]
  %20 = load ptr, ptr %11, align 8, !tbaa !15
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  store ptr %21, ptr %11, align 8, !tbaa !15
  %22 = getelementptr inbounds i8, ptr %20, i64 8
  store i8 0, ptr %22, align 8, !tbaa !15
  %23 = add nsw i64 %19, -1
  %24 = icmp ugt i64 %19, 1
  br i1 %24, label %18, label %25, !llvm.loop !24

25:                                               ; preds = %18
  %26 = getelementptr inbounds i8, ptr %0, i64 16
  %27 = load ptr, ptr %26, align 8, !tbaa !15
  br label %43

28:                                               ; preds = %2
  %29 = add nsw i32 %1, 1
  %30 = sext i32 %29 to i64
  br label %31

31:                                               ; preds = %4, %28
  %32 = phi i64 [ %30, %28 ], [ %16, %4 ]
  %33 = getelementptr inbounds i8, ptr %0, i64 16
  %34 = load ptr, ptr %33, align 8, !tbaa !15
  %35 = getelementptr inbounds %union.StackValue, ptr %34, i64 %32
  %36 = icmp slt i64 %32, 0
  br i1 %36, label %37, label %43

37:                                               ; preds = %31
  %38 = getelementptr inbounds i8, ptr %0, i64 64
  %39 = load ptr, ptr %38, align 8, !tbaa !15
  %40 = icmp ult ptr %39, %35
  br i1 %40, label %43, label %41

41:                                               ; preds = %37
  %42 = tail call ptr @luaF_close(ptr noundef nonnull %0, ptr noundef nonnull %35, i32 noundef -1, i32 noundef 0) #14
  br label %43

43:                                               ; preds = %25, %41, %37, %31
  %44 = phi ptr [ %33, %41 ], [ %33, %37 ], [ %33, %31 ], [ %26, %25 ]
  %45 = phi ptr [ %42, %41 ], [ %35, %37 ], [ %35, %31 ], [ %27, %25 ]
  store ptr %45, ptr %44, align 8, !tbaa !15
  ret void
}

declare hidden ptr @luaF_close(ptr noundef, ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local void @lua_closeslot(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %10

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 32
  %6 = load ptr, ptr %5, align 8, !tbaa !6
  %7 = load ptr, ptr %6, align 8, !tbaa !15
  %8 = zext nneg i32 %1 to i64
  %9 = getelementptr inbounds %union.StackValue, ptr %7, i64 %8
  br label %15

10:                                               ; preds = %2
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !15
  %13 = sext i32 %1 to i64
  %14 = getelementptr inbounds %union.StackValue, ptr %12, i64 %13
  br label %15

15:                                               ; preds = %4, %10
  %16 = phi ptr [ %9, %4 ], [ %14, %10 ]
  %17 = tail call ptr @luaF_close(ptr noundef nonnull %0, ptr noundef %16, i32 noundef -1, i32 noundef 0) #14
  %18 = getelementptr inbounds i8, ptr %17, i64 8
  store i8 0, ptr %18, align 8, !tbaa !15
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @lua_rotate(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !15
  %6 = getelementptr inbounds i8, ptr %5, i64 -16
  %7 = icmp sgt i32 %1, 0
  br i1 %7, label %8, label %14

8:                                                ; preds = %3
  %9 = getelementptr inbounds i8, ptr %0, i64 32
  %10 = load ptr, ptr %9, align 8, !tbaa !6
  %11 = load ptr, ptr %10, align 8, !tbaa !15
  %12 = zext nneg i32 %1 to i64
  %13 = getelementptr inbounds %union.StackValue, ptr %11, i64 %12
  br label %17

14:                                               ; preds = %3
  %15 = sext i32 %1 to i64
  %16 = getelementptr inbounds %union.StackValue, ptr %5, i64 %15
  br label %17

17:                                               ; preds = %8, %14
  %18 = phi ptr [ %13, %8 ], [ %16, %14 ]
  %19 = zext nneg i32 %2 to i64
  %20 = sub nsw i64 0, %19
  %21 = getelementptr inbounds %union.StackValue, ptr %6, i64 %20
  %22 = sext i32 %2 to i64
  %23 = sub nsw i64 0, %22
  %24 = getelementptr inbounds %union.StackValue, ptr %18, i64 %23
  %25 = getelementptr inbounds i8, ptr %24, i64 -16
  %26 = icmp slt i32 %2, 0
  %27 = select i1 %26, ptr %25, ptr %21
  %28 = icmp ult ptr %18, %27
  br i1 %28, label %29, label %41

29:                                               ; preds = %17, %29
  %30 = phi ptr [ %38, %29 ], [ %18, %17 ]
  %31 = phi ptr [ %39, %29 ], [ %27, %17 ]
  %32 = load ptr, ptr %30, align 8, !tbaa !15
  %33 = getelementptr inbounds i8, ptr %30, i64 8
  %34 = load i8, ptr %33, align 8, !tbaa !16
  %35 = load i64, ptr %31, align 8, !tbaa !15
  store i64 %35, ptr %30, align 8, !tbaa !15
  %36 = getelementptr inbounds i8, ptr %31, i64 8
  %37 = load i8, ptr %36, align 8, !tbaa !16
  store i8 %37, ptr %33, align 8, !tbaa !16
  store ptr %32, ptr %31, align 8, !tbaa !15
  store i8 %34, ptr %36, align 8, !tbaa !16
  %38 = getelementptr inbounds i8, ptr %30, i64 16
  %39 = getelementptr inbounds i8, ptr %31, i64 -16
  %40 = icmp ult ptr %38, %39
  br i1 %40, label %29, label %41, !llvm.loop !25

41:                                               ; preds = %29, %17
  %42 = getelementptr inbounds i8, ptr %27, i64 16
  %43 = icmp ult ptr %42, %6
  br i1 %43, label %44, label %56

44:                                               ; preds = %41, %44
  %45 = phi ptr [ %53, %44 ], [ %42, %41 ]
  %46 = phi ptr [ %54, %44 ], [ %6, %41 ]
  %47 = load ptr, ptr %45, align 8, !tbaa !15
  %48 = getelementptr inbounds i8, ptr %45, i64 8
  %49 = load i8, ptr %48, align 8, !tbaa !16
  %50 = load i64, ptr %46, align 8, !tbaa !15
  store i64 %50, ptr %45, align 8, !tbaa !15
  %51 = getelementptr inbounds i8, ptr %46, i64 8
  %52 = load i8, ptr %51, align 8, !tbaa !16
  store i8 %52, ptr %48, align 8, !tbaa !16
  store ptr %47, ptr %46, align 8, !tbaa !15
  store i8 %49, ptr %51, align 8, !tbaa !16
  %53 = getelementptr inbounds i8, ptr %45, i64 16
  %54 = getelementptr inbounds i8, ptr %46, i64 -16
  %55 = icmp ult ptr %53, %54
  br i1 %55, label %44, label %56, !llvm.loop !25

56:                                               ; preds = %44, %41
  %57 = icmp ult ptr %18, %6
  br i1 %57, label %58, label %70

58:                                               ; preds = %56, %58
  %59 = phi ptr [ %67, %58 ], [ %18, %56 ]
  %60 = phi ptr [ %68, %58 ], [ %6, %56 ]
  %61 = load ptr, ptr %59, align 8, !tbaa !15
  %62 = getelementptr inbounds i8, ptr %59, i64 8
  %63 = load i8, ptr %62, align 8, !tbaa !16
  %64 = load i64, ptr %60, align 8, !tbaa !15
  store i64 %64, ptr %59, align 8, !tbaa !15
  %65 = getelementptr inbounds i8, ptr %60, i64 8
  %66 = load i8, ptr %65, align 8, !tbaa !16
  store i8 %66, ptr %62, align 8, !tbaa !16
  store ptr %61, ptr %60, align 8, !tbaa !15
  store i8 %63, ptr %65, align 8, !tbaa !16
  %67 = getelementptr inbounds i8, ptr %59, i64 16
  %68 = getelementptr inbounds i8, ptr %60, i64 -16
  %69 = icmp ult ptr %67, %68
  br i1 %69, label %58, label %70, !llvm.loop !25

70:                                               ; preds = %58, %56
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local void @lua_copy(ptr noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = load ptr, ptr %4, align 8, !tbaa !6
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %18

7:                                                ; preds = %3
  %8 = load ptr, ptr %5, align 8, !tbaa !15
  %9 = zext nneg i32 %1 to i64
  %10 = getelementptr inbounds %union.StackValue, ptr %8, i64 %9
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !15
  %13 = icmp ult ptr %10, %12
  br i1 %13, label %56, label %14

14:                                               ; preds = %7
  %15 = getelementptr inbounds i8, ptr %0, i64 24
  %16 = load ptr, ptr %15, align 8, !tbaa !20
  %17 = getelementptr inbounds i8, ptr %16, i64 80
  br label %56

18:                                               ; preds = %3
  %19 = icmp slt i32 %1, -1000999
  br i1 %19, label %25, label %20

20:                                               ; preds = %18
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load ptr, ptr %21, align 8, !tbaa !15
  %23 = sext i32 %1 to i64
  %24 = getelementptr inbounds %union.StackValue, ptr %22, i64 %23
  br label %56

25:                                               ; preds = %18
  %26 = icmp eq i32 %1, -1001000
  br i1 %26, label %27, label %31

27:                                               ; preds = %25
  %28 = getelementptr inbounds i8, ptr %0, i64 24
  %29 = load ptr, ptr %28, align 8, !tbaa !20
  %30 = getelementptr inbounds i8, ptr %29, i64 64
  br label %56

31:                                               ; preds = %25
  %32 = load ptr, ptr %5, align 8, !tbaa !15
  %33 = getelementptr inbounds i8, ptr %32, i64 8
  %34 = load i8, ptr %33, align 8, !tbaa !15
  %35 = icmp eq i8 %34, 102
  br i1 %35, label %36, label %52

36:                                               ; preds = %31
  %37 = sub nuw nsw i32 -1001000, %1
  %38 = load ptr, ptr %32, align 8, !tbaa !15
  %39 = getelementptr inbounds i8, ptr %38, i64 10
  %40 = load i8, ptr %39, align 2, !tbaa !26
  %41 = zext i8 %40 to i32
  %42 = icmp ugt i32 %37, %41
  br i1 %42, label %48, label %43

43:                                               ; preds = %36
  %44 = getelementptr inbounds i8, ptr %38, i64 32
  %45 = sub nuw nsw i32 -1001001, %1
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds [1 x %struct.TValue], ptr %44, i64 0, i64 %46
  br label %56

48:                                               ; preds = %36
  %49 = getelementptr inbounds i8, ptr %0, i64 24
  %50 = load ptr, ptr %49, align 8, !tbaa !20
  %51 = getelementptr inbounds i8, ptr %50, i64 80
  br label %56

52:                                               ; preds = %31
  %53 = getelementptr inbounds i8, ptr %0, i64 24
  %54 = load ptr, ptr %53, align 8, !tbaa !20
  %55 = getelementptr inbounds i8, ptr %54, i64 80
  br label %56

56:                                               ; preds = %7, %14, %20, %27, %43, %48, %52
  %57 = phi ptr [ %30, %27 ], [ %55, %52 ], [ %24, %20 ], [ %17, %14 ], [ %10, %7 ], [ %47, %43 ], [ %51, %48 ]
  %58 = icmp sgt i32 %2, 0
  br i1 %58, label %59, label %70

59:                                               ; preds = %56
  %60 = load ptr, ptr %5, align 8, !tbaa !15
  %61 = zext nneg i32 %2 to i64
  %62 = getelementptr inbounds %union.StackValue, ptr %60, i64 %61
  %63 = getelementptr inbounds i8, ptr %0, i64 16
  %64 = load ptr, ptr %63, align 8, !tbaa !15
  %65 = icmp ult ptr %62, %64
  br i1 %65, label %108, label %66

66:                                               ; preds = %59
  %67 = getelementptr inbounds i8, ptr %0, i64 24
  %68 = load ptr, ptr %67, align 8, !tbaa !20
  %69 = getelementptr inbounds i8, ptr %68, i64 80
  br label %108

70:                                               ; preds = %56
  %71 = icmp slt i32 %2, -1000999
  br i1 %71, label %77, label %72

72:                                               ; preds = %70
  %73 = getelementptr inbounds i8, ptr %0, i64 16
  %74 = load ptr, ptr %73, align 8, !tbaa !15
  %75 = sext i32 %2 to i64
  %76 = getelementptr inbounds %union.StackValue, ptr %74, i64 %75
  br label %108

77:                                               ; preds = %70
  %78 = icmp eq i32 %2, -1001000
  br i1 %78, label %79, label %83

79:                                               ; preds = %77
  %80 = getelementptr inbounds i8, ptr %0, i64 24
  %81 = load ptr, ptr %80, align 8, !tbaa !20
  %82 = getelementptr inbounds i8, ptr %81, i64 64
  br label %108

83:                                               ; preds = %77
  %84 = load ptr, ptr %5, align 8, !tbaa !15
  %85 = getelementptr inbounds i8, ptr %84, i64 8
  %86 = load i8, ptr %85, align 8, !tbaa !15
  %87 = icmp eq i8 %86, 102
  br i1 %87, label %88, label %104

88:                                               ; preds = %83
  %89 = sub nuw nsw i32 -1001000, %2
  %90 = load ptr, ptr %84, align 8, !tbaa !15
  %91 = getelementptr inbounds i8, ptr %90, i64 10
  %92 = load i8, ptr %91, align 2, !tbaa !26
  %93 = zext i8 %92 to i32
  %94 = icmp ugt i32 %89, %93
  br i1 %94, label %100, label %95

95:                                               ; preds = %88
  %96 = getelementptr inbounds i8, ptr %90, i64 32
  %97 = sub nuw nsw i32 -1001001, %2
  %98 = zext nneg i32 %97 to i64
  %99 = getelementptr inbounds [1 x %struct.TValue], ptr %96, i64 0, i64 %98
  br label %114

100:                                              ; preds = %88
  %101 = getelementptr inbounds i8, ptr %0, i64 24
  %102 = load ptr, ptr %101, align 8, !tbaa !20
  %103 = getelementptr inbounds i8, ptr %102, i64 80
  br label %114

104:                                              ; preds = %83
  %105 = getelementptr inbounds i8, ptr %0, i64 24
  %106 = load ptr, ptr %105, align 8, !tbaa !20
  %107 = getelementptr inbounds i8, ptr %106, i64 80
  br label %114

108:                                              ; preds = %59, %66, %72, %79
  %109 = phi ptr [ %62, %59 ], [ %69, %66 ], [ %76, %72 ], [ %82, %79 ]
  %110 = load i64, ptr %57, align 8, !tbaa !15
  store i64 %110, ptr %109, align 8, !tbaa !15
  %111 = getelementptr inbounds i8, ptr %57, i64 8
  %112 = load i8, ptr %111, align 8, !tbaa !16
  %113 = getelementptr inbounds i8, ptr %109, i64 8
  store i8 %112, ptr %113, align 8, !tbaa !16
  br label %137

114:                                              ; preds = %104, %100, %95
  %115 = phi ptr [ %107, %104 ], [ %99, %95 ], [ %103, %100 ]
  %116 = load i64, ptr %57, align 8, !tbaa !15
  store i64 %116, ptr %115, align 8, !tbaa !15
  %117 = getelementptr inbounds i8, ptr %57, i64 8
  %118 = load i8, ptr %117, align 8, !tbaa !16
  %119 = getelementptr inbounds i8, ptr %115, i64 8
  store i8 %118, ptr %119, align 8, !tbaa !16
  %120 = and i8 %118, 64
  %121 = icmp eq i8 %120, 0
  br i1 %121, label %137, label %122

122:                                              ; preds = %114
  %123 = load ptr, ptr %4, align 8, !tbaa !6
  %124 = load ptr, ptr %123, align 8, !tbaa !15
  %125 = load ptr, ptr %124, align 8, !tbaa !15
  %126 = getelementptr inbounds i8, ptr %125, i64 9
  %127 = load i8, ptr %126, align 1, !tbaa !15
  %128 = and i8 %127, 32
  %129 = icmp eq i8 %128, 0
  br i1 %129, label %137, label %130

130:                                              ; preds = %122
  %131 = load ptr, ptr %57, align 8, !tbaa !15
  %132 = getelementptr inbounds i8, ptr %131, i64 9
  %133 = load i8, ptr %132, align 1, !tbaa !28
  %134 = and i8 %133, 24
  %135 = icmp eq i8 %134, 0
  br i1 %135, label %137, label %136

136:                                              ; preds = %130
  tail call void @luaC_barrier_(ptr noundef nonnull %0, ptr noundef nonnull %125, ptr noundef nonnull %131) #14
  br label %137

137:                                              ; preds = %108, %122, %130, %136, %114
  ret void
}

declare hidden void @luaC_barrier_(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @lua_pushvalue(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #5 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load ptr, ptr %3, align 8, !tbaa !15
  %5 = getelementptr inbounds i8, ptr %0, i64 32
  %6 = load ptr, ptr %5, align 8, !tbaa !6
  %7 = icmp sgt i32 %1, 0
  br i1 %7, label %8, label %17

8:                                                ; preds = %2
  %9 = load ptr, ptr %6, align 8, !tbaa !15
  %10 = zext nneg i32 %1 to i64
  %11 = getelementptr inbounds %union.StackValue, ptr %9, i64 %10
  %12 = icmp ult ptr %11, %4
  br i1 %12, label %53, label %13

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %0, i64 24
  %15 = load ptr, ptr %14, align 8, !tbaa !20
  %16 = getelementptr inbounds i8, ptr %15, i64 80
  br label %53

17:                                               ; preds = %2
  %18 = icmp slt i32 %1, -1000999
  br i1 %18, label %22, label %19

19:                                               ; preds = %17
  %20 = sext i32 %1 to i64
  %21 = getelementptr inbounds %union.StackValue, ptr %4, i64 %20
  br label %53

22:                                               ; preds = %17
  %23 = icmp eq i32 %1, -1001000
  br i1 %23, label %24, label %28

24:                                               ; preds = %22
  %25 = getelementptr inbounds i8, ptr %0, i64 24
  %26 = load ptr, ptr %25, align 8, !tbaa !20
  %27 = getelementptr inbounds i8, ptr %26, i64 64
  br label %53

28:                                               ; preds = %22
  %29 = load ptr, ptr %6, align 8, !tbaa !15
  %30 = getelementptr inbounds i8, ptr %29, i64 8
  %31 = load i8, ptr %30, align 8, !tbaa !15
  %32 = icmp eq i8 %31, 102
  br i1 %32, label %33, label %49

33:                                               ; preds = %28
  %34 = sub nuw nsw i32 -1001000, %1
  %35 = load ptr, ptr %29, align 8, !tbaa !15
  %36 = getelementptr inbounds i8, ptr %35, i64 10
  %37 = load i8, ptr %36, align 2, !tbaa !26
  %38 = zext i8 %37 to i32
  %39 = icmp ugt i32 %34, %38
  br i1 %39, label %45, label %40

40:                                               ; preds = %33
  %41 = getelementptr inbounds i8, ptr %35, i64 32
  %42 = sub nuw nsw i32 -1001001, %1
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds [1 x %struct.TValue], ptr %41, i64 0, i64 %43
  br label %53

45:                                               ; preds = %33
  %46 = getelementptr inbounds i8, ptr %0, i64 24
  %47 = load ptr, ptr %46, align 8, !tbaa !20
  %48 = getelementptr inbounds i8, ptr %47, i64 80
  br label %53

49:                                               ; preds = %28
  %50 = getelementptr inbounds i8, ptr %0, i64 24
  %51 = load ptr, ptr %50, align 8, !tbaa !20
  %52 = getelementptr inbounds i8, ptr %51, i64 80
  br label %53

53:                                               ; preds = %8, %13, %19, %24, %40, %45, %49
  %54 = phi ptr [ %27, %24 ], [ %52, %49 ], [ %21, %19 ], [ %16, %13 ], [ %11, %8 ], [ %44, %40 ], [ %48, %45 ]
  %55 = load i64, ptr %54, align 8, !tbaa !15
  store i64 %55, ptr %4, align 8, !tbaa !15
  %56 = getelementptr inbounds i8, ptr %54, i64 8
  %57 = load i8, ptr %56, align 8, !tbaa !16
  %58 = getelementptr inbounds i8, ptr %4, i64 8
  store i8 %57, ptr %58, align 8, !tbaa !16
  %59 = load ptr, ptr %3, align 8, !tbaa !15
  %60 = getelementptr inbounds i8, ptr %59, i64 16
  store ptr %60, ptr %3, align 8, !tbaa !15
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local range(i32 -1, 16) i32 @lua_type(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #7 {
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  %4 = load ptr, ptr %3, align 8, !tbaa !6
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %17

6:                                                ; preds = %2
  %7 = load ptr, ptr %4, align 8, !tbaa !15
  %8 = zext nneg i32 %1 to i64
  %9 = getelementptr inbounds %union.StackValue, ptr %7, i64 %8
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !15
  %12 = icmp ult ptr %9, %11
  br i1 %12, label %55, label %13

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %0, i64 24
  %15 = load ptr, ptr %14, align 8, !tbaa !20
  %16 = getelementptr inbounds i8, ptr %15, i64 80
  br label %55

17:                                               ; preds = %2
  %18 = icmp slt i32 %1, -1000999
  br i1 %18, label %24, label %19

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !15
  %22 = sext i32 %1 to i64
  %23 = getelementptr inbounds %union.StackValue, ptr %21, i64 %22
  br label %55

24:                                               ; preds = %17
  %25 = icmp eq i32 %1, -1001000
  br i1 %25, label %26, label %30

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %0, i64 24
  %28 = load ptr, ptr %27, align 8, !tbaa !20
  %29 = getelementptr inbounds i8, ptr %28, i64 64
  br label %55

30:                                               ; preds = %24
  %31 = load ptr, ptr %4, align 8, !tbaa !15
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  %33 = load i8, ptr %32, align 8, !tbaa !15
  %34 = icmp eq i8 %33, 102
  br i1 %34, label %35, label %51

35:                                               ; preds = %30
  %36 = sub nuw nsw i32 -1001000, %1
  %37 = load ptr, ptr %31, align 8, !tbaa !15
  %38 = getelementptr inbounds i8, ptr %37, i64 10
  %39 = load i8, ptr %38, align 2, !tbaa !26
  %40 = zext i8 %39 to i32
  %41 = icmp ugt i32 %36, %40
  br i1 %41, label %47, label %42

42:                                               ; preds = %35
  %43 = getelementptr inbounds i8, ptr %37, i64 32
  %44 = sub nuw nsw i32 -1001001, %1
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds [1 x %struct.TValue], ptr %43, i64 0, i64 %45
  br label %55

47:                                               ; preds = %35
  %48 = getelementptr inbounds i8, ptr %0, i64 24
  %49 = load ptr, ptr %48, align 8, !tbaa !20
  %50 = getelementptr inbounds i8, ptr %49, i64 80
  br label %55

51:                                               ; preds = %30
  %52 = getelementptr inbounds i8, ptr %0, i64 24
  %53 = load ptr, ptr %52, align 8, !tbaa !20
  %54 = getelementptr inbounds i8, ptr %53, i64 80
  br label %55

55:                                               ; preds = %6, %13, %19, %26, %42, %47, %51
  %56 = phi ptr [ %29, %26 ], [ %54, %51 ], [ %23, %19 ], [ %16, %13 ], [ %9, %6 ], [ %46, %42 ], [ %50, %47 ]
  %57 = getelementptr inbounds i8, ptr %56, i64 8
  %58 = load i8, ptr %57, align 8, !tbaa !16
  %59 = and i8 %58, 15
  %60 = icmp eq i8 %59, 0
  br i1 %60, label %61, label %66

61:                                               ; preds = %55
  %62 = getelementptr inbounds i8, ptr %0, i64 24
  %63 = load ptr, ptr %62, align 8, !tbaa !20
  %64 = getelementptr inbounds i8, ptr %63, i64 80
  %65 = icmp eq ptr %56, %64
  br i1 %65, label %68, label %66

66:                                               ; preds = %61, %55
  %67 = zext nneg i8 %59 to i32
  br label %68

68:                                               ; preds = %61, %66
  %69 = phi i32 [ %67, %66 ], [ -1, %61 ]
  ret i32 %69
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local ptr @lua_typename(ptr nocapture noundef readnone %0, i32 noundef %1) local_unnamed_addr #6 {
  %3 = add nsw i32 %1, 1
  %4 = sext i32 %3 to i64
  %5 = getelementptr inbounds [12 x ptr], ptr @luaT_typenames_, i64 0, i64 %4
  %6 = load ptr, ptr %5, align 8, !tbaa !30
  ret ptr %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @lua_iscfunction(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #7 {
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  %4 = load ptr, ptr %3, align 8, !tbaa !6
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %17

6:                                                ; preds = %2
  %7 = load ptr, ptr %4, align 8, !tbaa !15
  %8 = zext nneg i32 %1 to i64
  %9 = getelementptr inbounds %union.StackValue, ptr %7, i64 %8
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !15
  %12 = icmp ult ptr %9, %11
  br i1 %12, label %55, label %13

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %0, i64 24
  %15 = load ptr, ptr %14, align 8, !tbaa !20
  %16 = getelementptr inbounds i8, ptr %15, i64 80
  br label %55

17:                                               ; preds = %2
  %18 = icmp slt i32 %1, -1000999
  br i1 %18, label %24, label %19

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !15
  %22 = sext i32 %1 to i64
  %23 = getelementptr inbounds %union.StackValue, ptr %21, i64 %22
  br label %55

24:                                               ; preds = %17
  %25 = icmp eq i32 %1, -1001000
  br i1 %25, label %26, label %30

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %0, i64 24
  %28 = load ptr, ptr %27, align 8, !tbaa !20
  %29 = getelementptr inbounds i8, ptr %28, i64 64
  br label %55

30:                                               ; preds = %24
  %31 = load ptr, ptr %4, align 8, !tbaa !15
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  %33 = load i8, ptr %32, align 8, !tbaa !15
  %34 = icmp eq i8 %33, 102
  br i1 %34, label %35, label %51

35:                                               ; preds = %30
  %36 = sub nuw nsw i32 -1001000, %1
  %37 = load ptr, ptr %31, align 8, !tbaa !15
  %38 = getelementptr inbounds i8, ptr %37, i64 10
  %39 = load i8, ptr %38, align 2, !tbaa !26
  %40 = zext i8 %39 to i32
  %41 = icmp ugt i32 %36, %40
  br i1 %41, label %47, label %42

42:                                               ; preds = %35
  %43 = getelementptr inbounds i8, ptr %37, i64 32
  %44 = sub nuw nsw i32 -1001001, %1
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds [1 x %struct.TValue], ptr %43, i64 0, i64 %45
  br label %55

47:                                               ; preds = %35
  %48 = getelementptr inbounds i8, ptr %0, i64 24
  %49 = load ptr, ptr %48, align 8, !tbaa !20
  %50 = getelementptr inbounds i8, ptr %49, i64 80
  br label %55

51:                                               ; preds = %30
  %52 = getelementptr inbounds i8, ptr %0, i64 24
  %53 = load ptr, ptr %52, align 8, !tbaa !20
  %54 = getelementptr inbounds i8, ptr %53, i64 80
  br label %55

55:                                               ; preds = %6, %13, %19, %26, %42, %47, %51
  %56 = phi ptr [ %29, %26 ], [ %54, %51 ], [ %23, %19 ], [ %16, %13 ], [ %9, %6 ], [ %46, %42 ], [ %50, %47 ]
  %57 = getelementptr inbounds i8, ptr %56, i64 8
  %58 = load i8, ptr %57, align 8, !tbaa !16
  %59 = icmp eq i8 %58, 22
  %60 = icmp eq i8 %58, 102
  %61 = or i1 %59, %60
  %62 = zext i1 %61 to i32
  ret i32 %62
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @lua_isinteger(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #7 {
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  %4 = load ptr, ptr %3, align 8, !tbaa !6
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %17

6:                                                ; preds = %2
  %7 = load ptr, ptr %4, align 8, !tbaa !15
  %8 = zext nneg i32 %1 to i64
  %9 = getelementptr inbounds %union.StackValue, ptr %7, i64 %8
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !15
  %12 = icmp ult ptr %9, %11
  br i1 %12, label %55, label %13

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %0, i64 24
  %15 = load ptr, ptr %14, align 8, !tbaa !20
  %16 = getelementptr inbounds i8, ptr %15, i64 80
  br label %55

17:                                               ; preds = %2
  %18 = icmp slt i32 %1, -1000999
  br i1 %18, label %24, label %19

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !15
  %22 = sext i32 %1 to i64
  %23 = getelementptr inbounds %union.StackValue, ptr %21, i64 %22
  br label %55

24:                                               ; preds = %17
  %25 = icmp eq i32 %1, -1001000
  br i1 %25, label %26, label %30

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %0, i64 24
  %28 = load ptr, ptr %27, align 8, !tbaa !20
  %29 = getelementptr inbounds i8, ptr %28, i64 64
  br label %55

30:                                               ; preds = %24
  %31 = load ptr, ptr %4, align 8, !tbaa !15
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  %33 = load i8, ptr %32, align 8, !tbaa !15
  %34 = icmp eq i8 %33, 102
  br i1 %34, label %35, label %51

35:                                               ; preds = %30
  %36 = sub nuw nsw i32 -1001000, %1
  %37 = load ptr, ptr %31, align 8, !tbaa !15
  %38 = getelementptr inbounds i8, ptr %37, i64 10
  %39 = load i8, ptr %38, align 2, !tbaa !26
  %40 = zext i8 %39 to i32
  %41 = icmp ugt i32 %36, %40
  br i1 %41, label %47, label %42

42:                                               ; preds = %35
  %43 = getelementptr inbounds i8, ptr %37, i64 32
  %44 = sub nuw nsw i32 -1001001, %1
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds [1 x %struct.TValue], ptr %43, i64 0, i64 %45
  br label %55

47:                                               ; preds = %35
  %48 = getelementptr inbounds i8, ptr %0, i64 24
  %49 = load ptr, ptr %48, align 8, !tbaa !20
  %50 = getelementptr inbounds i8, ptr %49, i64 80
  br label %55

51:                                               ; preds = %30
  %52 = getelementptr inbounds i8, ptr %0, i64 24
  %53 = load ptr, ptr %52, align 8, !tbaa !20
  %54 = getelementptr inbounds i8, ptr %53, i64 80
  br label %55

55:                                               ; preds = %6, %13, %19, %26, %42, %47, %51
  %56 = phi ptr [ %29, %26 ], [ %54, %51 ], [ %23, %19 ], [ %16, %13 ], [ %9, %6 ], [ %46, %42 ], [ %50, %47 ]
  %57 = getelementptr inbounds i8, ptr %56, i64 8
  %58 = load i8, ptr %57, align 8, !tbaa !16
  %59 = icmp eq i8 %58, 3
  %60 = zext i1 %59 to i32
  ret i32 %60
}

; Function Attrs: nounwind uwtable
define dso_local i32 @lua_isnumber(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = alloca double, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #14
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = load ptr, ptr %4, align 8, !tbaa !6
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %18

7:                                                ; preds = %2
  %8 = load ptr, ptr %5, align 8, !tbaa !15
  %9 = zext nneg i32 %1 to i64
  %10 = getelementptr inbounds %union.StackValue, ptr %8, i64 %9
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !15
  %13 = icmp ult ptr %10, %12
  br i1 %13, label %56, label %14

14:                                               ; preds = %7
  %15 = getelementptr inbounds i8, ptr %0, i64 24
  %16 = load ptr, ptr %15, align 8, !tbaa !20
  %17 = getelementptr inbounds i8, ptr %16, i64 80
  br label %56

18:                                               ; preds = %2
  %19 = icmp slt i32 %1, -1000999
  br i1 %19, label %25, label %20

20:                                               ; preds = %18
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load ptr, ptr %21, align 8, !tbaa !15
  %23 = sext i32 %1 to i64
  %24 = getelementptr inbounds %union.StackValue, ptr %22, i64 %23
  br label %56

25:                                               ; preds = %18
  %26 = icmp eq i32 %1, -1001000
  br i1 %26, label %27, label %31

27:                                               ; preds = %25
  %28 = getelementptr inbounds i8, ptr %0, i64 24
  %29 = load ptr, ptr %28, align 8, !tbaa !20
  %30 = getelementptr inbounds i8, ptr %29, i64 64
  br label %56

31:                                               ; preds = %25
  %32 = load ptr, ptr %5, align 8, !tbaa !15
  %33 = getelementptr inbounds i8, ptr %32, i64 8
  %34 = load i8, ptr %33, align 8, !tbaa !15
  %35 = icmp eq i8 %34, 102
  br i1 %35, label %36, label %52

36:                                               ; preds = %31
  %37 = sub nuw nsw i32 -1001000, %1
  %38 = load ptr, ptr %32, align 8, !tbaa !15
  %39 = getelementptr inbounds i8, ptr %38, i64 10
  %40 = load i8, ptr %39, align 2, !tbaa !26
  %41 = zext i8 %40 to i32
  %42 = icmp ugt i32 %37, %41
  br i1 %42, label %48, label %43

43:                                               ; preds = %36
  %44 = getelementptr inbounds i8, ptr %38, i64 32
  %45 = sub nuw nsw i32 -1001001, %1
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds [1 x %struct.TValue], ptr %44, i64 0, i64 %46
  br label %56

48:                                               ; preds = %36
  %49 = getelementptr inbounds i8, ptr %0, i64 24
  %50 = load ptr, ptr %49, align 8, !tbaa !20
  %51 = getelementptr inbounds i8, ptr %50, i64 80
  br label %56

52:                                               ; preds = %31
  %53 = getelementptr inbounds i8, ptr %0, i64 24
  %54 = load ptr, ptr %53, align 8, !tbaa !20
  %55 = getelementptr inbounds i8, ptr %54, i64 80
  br label %56

56:                                               ; preds = %7, %14, %20, %27, %43, %48, %52
  %57 = phi ptr [ %30, %27 ], [ %55, %52 ], [ %24, %20 ], [ %17, %14 ], [ %10, %7 ], [ %47, %43 ], [ %51, %48 ]
  %58 = getelementptr inbounds i8, ptr %57, i64 8
  %59 = load i8, ptr %58, align 8, !tbaa !16
  %60 = icmp eq i8 %59, 19
  br i1 %60, label %63, label %61

61:                                               ; preds = %56
  %62 = call i32 @luaV_tonumber_(ptr noundef nonnull %57, ptr noundef nonnull %3) #14
  br label %63

63:                                               ; preds = %56, %61
  %64 = phi i32 [ %62, %61 ], [ 1, %56 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #14
  ret i32 %64
}

declare hidden i32 @luaV_tonumber_(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @lua_isstring(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #7 {
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  %4 = load ptr, ptr %3, align 8, !tbaa !6
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %17

6:                                                ; preds = %2
  %7 = load ptr, ptr %4, align 8, !tbaa !15
  %8 = zext nneg i32 %1 to i64
  %9 = getelementptr inbounds %union.StackValue, ptr %7, i64 %8
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !15
  %12 = icmp ult ptr %9, %11
  br i1 %12, label %55, label %13

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %0, i64 24
  %15 = load ptr, ptr %14, align 8, !tbaa !20
  %16 = getelementptr inbounds i8, ptr %15, i64 80
  br label %55

17:                                               ; preds = %2
  %18 = icmp slt i32 %1, -1000999
  br i1 %18, label %24, label %19

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !15
  %22 = sext i32 %1 to i64
  %23 = getelementptr inbounds %union.StackValue, ptr %21, i64 %22
  br label %55

24:                                               ; preds = %17
  %25 = icmp eq i32 %1, -1001000
  br i1 %25, label %26, label %30

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %0, i64 24
  %28 = load ptr, ptr %27, align 8, !tbaa !20
  %29 = getelementptr inbounds i8, ptr %28, i64 64
  br label %55

30:                                               ; preds = %24
  %31 = load ptr, ptr %4, align 8, !tbaa !15
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  %33 = load i8, ptr %32, align 8, !tbaa !15
  %34 = icmp eq i8 %33, 102
  br i1 %34, label %35, label %51

35:                                               ; preds = %30
  %36 = sub nuw nsw i32 -1001000, %1
  %37 = load ptr, ptr %31, align 8, !tbaa !15
  %38 = getelementptr inbounds i8, ptr %37, i64 10
  %39 = load i8, ptr %38, align 2, !tbaa !26
  %40 = zext i8 %39 to i32
  %41 = icmp ugt i32 %36, %40
  br i1 %41, label %47, label %42

42:                                               ; preds = %35
  %43 = getelementptr inbounds i8, ptr %37, i64 32
  %44 = sub nuw nsw i32 -1001001, %1
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds [1 x %struct.TValue], ptr %43, i64 0, i64 %45
  br label %55

47:                                               ; preds = %35
  %48 = getelementptr inbounds i8, ptr %0, i64 24
  %49 = load ptr, ptr %48, align 8, !tbaa !20
  %50 = getelementptr inbounds i8, ptr %49, i64 80
  br label %55

51:                                               ; preds = %30
  %52 = getelementptr inbounds i8, ptr %0, i64 24
  %53 = load ptr, ptr %52, align 8, !tbaa !20
  %54 = getelementptr inbounds i8, ptr %53, i64 80
  br label %55

55:                                               ; preds = %6, %13, %19, %26, %42, %47, %51
  %56 = phi ptr [ %29, %26 ], [ %54, %51 ], [ %23, %19 ], [ %16, %13 ], [ %9, %6 ], [ %46, %42 ], [ %50, %47 ]
  %57 = getelementptr inbounds i8, ptr %56, i64 8
  %58 = load i8, ptr %57, align 8, !tbaa !16
  %59 = and i8 %58, 15
  %60 = add nsw i8 %59, -3
  %61 = icmp ult i8 %60, 2
  %62 = zext i1 %61 to i32
  ret i32 %62
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @lua_isuserdata(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #7 {
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  %4 = load ptr, ptr %3, align 8, !tbaa !6
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %17

6:                                                ; preds = %2
  %7 = load ptr, ptr %4, align 8, !tbaa !15
  %8 = zext nneg i32 %1 to i64
  %9 = getelementptr inbounds %union.StackValue, ptr %7, i64 %8
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !15
  %12 = icmp ult ptr %9, %11
  br i1 %12, label %55, label %13

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %0, i64 24
  %15 = load ptr, ptr %14, align 8, !tbaa !20
  %16 = getelementptr inbounds i8, ptr %15, i64 80
  br label %55

17:                                               ; preds = %2
  %18 = icmp slt i32 %1, -1000999
  br i1 %18, label %24, label %19

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !15
  %22 = sext i32 %1 to i64
  %23 = getelementptr inbounds %union.StackValue, ptr %21, i64 %22
  br label %55

24:                                               ; preds = %17
  %25 = icmp eq i32 %1, -1001000
  br i1 %25, label %26, label %30

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %0, i64 24
  %28 = load ptr, ptr %27, align 8, !tbaa !20
  %29 = getelementptr inbounds i8, ptr %28, i64 64
  br label %55

30:                                               ; preds = %24
  %31 = load ptr, ptr %4, align 8, !tbaa !15
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  %33 = load i8, ptr %32, align 8, !tbaa !15
  %34 = icmp eq i8 %33, 102
  br i1 %34, label %35, label %51

35:                                               ; preds = %30
  %36 = sub nuw nsw i32 -1001000, %1
  %37 = load ptr, ptr %31, align 8, !tbaa !15
  %38 = getelementptr inbounds i8, ptr %37, i64 10
  %39 = load i8, ptr %38, align 2, !tbaa !26
  %40 = zext i8 %39 to i32
  %41 = icmp ugt i32 %36, %40
  br i1 %41, label %47, label %42

42:                                               ; preds = %35
  %43 = getelementptr inbounds i8, ptr %37, i64 32
  %44 = sub nuw nsw i32 -1001001, %1
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds [1 x %struct.TValue], ptr %43, i64 0, i64 %45
  br label %55

47:                                               ; preds = %35
  %48 = getelementptr inbounds i8, ptr %0, i64 24
  %49 = load ptr, ptr %48, align 8, !tbaa !20
  %50 = getelementptr inbounds i8, ptr %49, i64 80
  br label %55

51:                                               ; preds = %30
  %52 = getelementptr inbounds i8, ptr %0, i64 24
  %53 = load ptr, ptr %52, align 8, !tbaa !20
  %54 = getelementptr inbounds i8, ptr %53, i64 80
  br label %55

55:                                               ; preds = %6, %13, %19, %26, %42, %47, %51
  %56 = phi ptr [ %29, %26 ], [ %54, %51 ], [ %23, %19 ], [ %16, %13 ], [ %9, %6 ], [ %46, %42 ], [ %50, %47 ]
  %57 = getelementptr inbounds i8, ptr %56, i64 8
  %58 = load i8, ptr %57, align 8, !tbaa !16
  %59 = icmp eq i8 %58, 71
  %60 = icmp eq i8 %58, 2
  %61 = or i1 %59, %60
  %62 = zext i1 %61 to i32
  ret i32 %62
}

; Function Attrs: nounwind uwtable
define dso_local i32 @lua_rawequal(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = load ptr, ptr %4, align 8, !tbaa !6
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %18

7:                                                ; preds = %3
  %8 = load ptr, ptr %5, align 8, !tbaa !15
  %9 = zext nneg i32 %1 to i64
  %10 = getelementptr inbounds %union.StackValue, ptr %8, i64 %9
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !15
  %13 = icmp ult ptr %10, %12
  br i1 %13, label %56, label %14

14:                                               ; preds = %7
  %15 = getelementptr inbounds i8, ptr %0, i64 24
  %16 = load ptr, ptr %15, align 8, !tbaa !20
  %17 = getelementptr inbounds i8, ptr %16, i64 80
  br label %56

18:                                               ; preds = %3
  %19 = icmp slt i32 %1, -1000999
  br i1 %19, label %25, label %20

20:                                               ; preds = %18
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load ptr, ptr %21, align 8, !tbaa !15
  %23 = sext i32 %1 to i64
  %24 = getelementptr inbounds %union.StackValue, ptr %22, i64 %23
  br label %56

25:                                               ; preds = %18
  %26 = icmp eq i32 %1, -1001000
  br i1 %26, label %27, label %31

27:                                               ; preds = %25
  %28 = getelementptr inbounds i8, ptr %0, i64 24
  %29 = load ptr, ptr %28, align 8, !tbaa !20
  %30 = getelementptr inbounds i8, ptr %29, i64 64
  br label %56

31:                                               ; preds = %25
  %32 = load ptr, ptr %5, align 8, !tbaa !15
  %33 = getelementptr inbounds i8, ptr %32, i64 8
  %34 = load i8, ptr %33, align 8, !tbaa !15
  %35 = icmp eq i8 %34, 102
  br i1 %35, label %36, label %52

36:                                               ; preds = %31
  %37 = sub nuw nsw i32 -1001000, %1
  %38 = load ptr, ptr %32, align 8, !tbaa !15
  %39 = getelementptr inbounds i8, ptr %38, i64 10
  %40 = load i8, ptr %39, align 2, !tbaa !26
  %41 = zext i8 %40 to i32
  %42 = icmp ugt i32 %37, %41
  br i1 %42, label %48, label %43

43:                                               ; preds = %36
  %44 = getelementptr inbounds i8, ptr %38, i64 32
  %45 = sub nuw nsw i32 -1001001, %1
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds [1 x %struct.TValue], ptr %44, i64 0, i64 %46
  br label %56

48:                                               ; preds = %36
  %49 = getelementptr inbounds i8, ptr %0, i64 24
  %50 = load ptr, ptr %49, align 8, !tbaa !20
  %51 = getelementptr inbounds i8, ptr %50, i64 80
  br label %56

52:                                               ; preds = %31
  %53 = getelementptr inbounds i8, ptr %0, i64 24
  %54 = load ptr, ptr %53, align 8, !tbaa !20
  %55 = getelementptr inbounds i8, ptr %54, i64 80
  br label %56

56:                                               ; preds = %7, %14, %20, %27, %43, %48, %52
  %57 = phi ptr [ %30, %27 ], [ %55, %52 ], [ %24, %20 ], [ %17, %14 ], [ %10, %7 ], [ %47, %43 ], [ %51, %48 ]
  %58 = icmp sgt i32 %2, 0
  br i1 %58, label %59, label %70

59:                                               ; preds = %56
  %60 = load ptr, ptr %5, align 8, !tbaa !15
  %61 = zext nneg i32 %2 to i64
  %62 = getelementptr inbounds %union.StackValue, ptr %60, i64 %61
  %63 = getelementptr inbounds i8, ptr %0, i64 16
  %64 = load ptr, ptr %63, align 8, !tbaa !15
  %65 = icmp ult ptr %62, %64
  br i1 %65, label %108, label %66

66:                                               ; preds = %59
  %67 = getelementptr inbounds i8, ptr %0, i64 24
  %68 = load ptr, ptr %67, align 8, !tbaa !20
  %69 = getelementptr inbounds i8, ptr %68, i64 80
  br label %108

70:                                               ; preds = %56
  %71 = icmp slt i32 %2, -1000999
  br i1 %71, label %77, label %72

72:                                               ; preds = %70
  %73 = getelementptr inbounds i8, ptr %0, i64 16
  %74 = load ptr, ptr %73, align 8, !tbaa !15
  %75 = sext i32 %2 to i64
  %76 = getelementptr inbounds %union.StackValue, ptr %74, i64 %75
  br label %108

77:                                               ; preds = %70
  %78 = icmp eq i32 %2, -1001000
  br i1 %78, label %79, label %83

79:                                               ; preds = %77
  %80 = getelementptr inbounds i8, ptr %0, i64 24
  %81 = load ptr, ptr %80, align 8, !tbaa !20
  %82 = getelementptr inbounds i8, ptr %81, i64 64
  br label %108

83:                                               ; preds = %77
  %84 = load ptr, ptr %5, align 8, !tbaa !15
  %85 = getelementptr inbounds i8, ptr %84, i64 8
  %86 = load i8, ptr %85, align 8, !tbaa !15
  %87 = icmp eq i8 %86, 102
  br i1 %87, label %88, label %104

88:                                               ; preds = %83
  %89 = sub nuw nsw i32 -1001000, %2
  %90 = load ptr, ptr %84, align 8, !tbaa !15
  %91 = getelementptr inbounds i8, ptr %90, i64 10
  %92 = load i8, ptr %91, align 2, !tbaa !26
  %93 = zext i8 %92 to i32
  %94 = icmp ugt i32 %89, %93
  br i1 %94, label %100, label %95

95:                                               ; preds = %88
  %96 = getelementptr inbounds i8, ptr %90, i64 32
  %97 = sub nuw nsw i32 -1001001, %2
  %98 = zext nneg i32 %97 to i64
  %99 = getelementptr inbounds [1 x %struct.TValue], ptr %96, i64 0, i64 %98
  br label %108

100:                                              ; preds = %88
  %101 = getelementptr inbounds i8, ptr %0, i64 24
  %102 = load ptr, ptr %101, align 8, !tbaa !20
  %103 = getelementptr inbounds i8, ptr %102, i64 80
  br label %108

104:                                              ; preds = %83
  %105 = getelementptr inbounds i8, ptr %0, i64 24
  %106 = load ptr, ptr %105, align 8, !tbaa !20
  %107 = getelementptr inbounds i8, ptr %106, i64 80
  br label %108

108:                                              ; preds = %59, %66, %72, %79, %95, %100, %104
  %109 = phi ptr [ %82, %79 ], [ %107, %104 ], [ %76, %72 ], [ %69, %66 ], [ %62, %59 ], [ %99, %95 ], [ %103, %100 ]
  %110 = getelementptr inbounds i8, ptr %57, i64 8
  %111 = load i8, ptr %110, align 8, !tbaa !16
  %112 = and i8 %111, 15
  %113 = icmp eq i8 %112, 0
  br i1 %113, label %114, label %119

114:                                              ; preds = %108
  %115 = getelementptr inbounds i8, ptr %0, i64 24
  %116 = load ptr, ptr %115, align 8, !tbaa !20
  %117 = getelementptr inbounds i8, ptr %116, i64 80
  %118 = icmp eq ptr %57, %117
  br i1 %118, label %131, label %119

119:                                              ; preds = %114, %108
  %120 = getelementptr inbounds i8, ptr %109, i64 8
  %121 = load i8, ptr %120, align 8, !tbaa !16
  %122 = and i8 %121, 15
  %123 = icmp eq i8 %122, 0
  br i1 %123, label %124, label %129

124:                                              ; preds = %119
  %125 = getelementptr inbounds i8, ptr %0, i64 24
  %126 = load ptr, ptr %125, align 8, !tbaa !20
  %127 = getelementptr inbounds i8, ptr %126, i64 80
  %128 = icmp eq ptr %109, %127
  br i1 %128, label %131, label %129

129:                                              ; preds = %124, %119
  %130 = tail call i32 @luaV_equalobj(ptr noundef null, ptr noundef nonnull %57, ptr noundef nonnull %109) #14
  br label %131

131:                                              ; preds = %114, %124, %129
  %132 = phi i32 [ %130, %129 ], [ 0, %124 ], [ 0, %114 ]
  ret i32 %132
}

declare hidden i32 @luaV_equalobj(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local void @lua_arith(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = add i32 %1, -14
  %4 = icmp ult i32 %3, -2
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load ptr, ptr %5, align 8, !tbaa !15
  br i1 %4, label %15, label %7

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %6, i64 -16
  %9 = load i64, ptr %8, align 8, !tbaa !15
  store i64 %9, ptr %6, align 8, !tbaa !15
  %10 = getelementptr inbounds i8, ptr %6, i64 -8
  %11 = load i8, ptr %10, align 8, !tbaa !16
  %12 = getelementptr inbounds i8, ptr %6, i64 8
  store i8 %11, ptr %12, align 8, !tbaa !16
  %13 = load ptr, ptr %5, align 8, !tbaa !15
  %14 = getelementptr inbounds i8, ptr %13, i64 16
  store ptr %14, ptr %5, align 8, !tbaa !15
  br label %15

15:                                               ; preds = %2, %7
  %16 = phi ptr [ %14, %7 ], [ %6, %2 ]
  %17 = getelementptr inbounds i8, ptr %0, i64 16
  %18 = getelementptr inbounds i8, ptr %16, i64 -32
  %19 = getelementptr inbounds i8, ptr %16, i64 -16
  tail call void @luaO_arith(ptr noundef nonnull %0, i32 noundef %1, ptr noundef nonnull %18, ptr noundef nonnull %19, ptr noundef nonnull %18) #14
  %20 = load ptr, ptr %17, align 8, !tbaa !15
  %21 = getelementptr inbounds i8, ptr %20, i64 -16
  store ptr %21, ptr %17, align 8, !tbaa !15
  ret void
}

declare hidden void @luaO_arith(ptr noundef, i32 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @lua_compare(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = getelementptr inbounds i8, ptr %0, i64 32
  %6 = load ptr, ptr %5, align 8, !tbaa !6
  %7 = icmp sgt i32 %1, 0
  br i1 %7, label %8, label %19

8:                                                ; preds = %4
  %9 = load ptr, ptr %6, align 8, !tbaa !15
  %10 = zext nneg i32 %1 to i64
  %11 = getelementptr inbounds %union.StackValue, ptr %9, i64 %10
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !15
  %14 = icmp ult ptr %11, %13
  br i1 %14, label %57, label %15

15:                                               ; preds = %8
  %16 = getelementptr inbounds i8, ptr %0, i64 24
  %17 = load ptr, ptr %16, align 8, !tbaa !20
  %18 = getelementptr inbounds i8, ptr %17, i64 80
  br label %57

19:                                               ; preds = %4
  %20 = icmp slt i32 %1, -1000999
  br i1 %20, label %26, label %21

21:                                               ; preds = %19
  %22 = getelementptr inbounds i8, ptr %0, i64 16
  %23 = load ptr, ptr %22, align 8, !tbaa !15
  %24 = sext i32 %1 to i64
  %25 = getelementptr inbounds %union.StackValue, ptr %23, i64 %24
  br label %57

26:                                               ; preds = %19
  %27 = icmp eq i32 %1, -1001000
  br i1 %27, label %28, label %32

28:                                               ; preds = %26
  %29 = getelementptr inbounds i8, ptr %0, i64 24
  %30 = load ptr, ptr %29, align 8, !tbaa !20
  %31 = getelementptr inbounds i8, ptr %30, i64 64
  br label %57

32:                                               ; preds = %26
  %33 = load ptr, ptr %6, align 8, !tbaa !15
  %34 = getelementptr inbounds i8, ptr %33, i64 8
  %35 = load i8, ptr %34, align 8, !tbaa !15
  %36 = icmp eq i8 %35, 102
  br i1 %36, label %37, label %53

37:                                               ; preds = %32
  %38 = sub nuw nsw i32 -1001000, %1
  %39 = load ptr, ptr %33, align 8, !tbaa !15
  %40 = getelementptr inbounds i8, ptr %39, i64 10
  %41 = load i8, ptr %40, align 2, !tbaa !26
  %42 = zext i8 %41 to i32
  %43 = icmp ugt i32 %38, %42
  br i1 %43, label %49, label %44

44:                                               ; preds = %37
  %45 = getelementptr inbounds i8, ptr %39, i64 32
  %46 = sub nuw nsw i32 -1001001, %1
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds [1 x %struct.TValue], ptr %45, i64 0, i64 %47
  br label %57

49:                                               ; preds = %37
  %50 = getelementptr inbounds i8, ptr %0, i64 24
  %51 = load ptr, ptr %50, align 8, !tbaa !20
  %52 = getelementptr inbounds i8, ptr %51, i64 80
  br label %57

53:                                               ; preds = %32
  %54 = getelementptr inbounds i8, ptr %0, i64 24
  %55 = load ptr, ptr %54, align 8, !tbaa !20
  %56 = getelementptr inbounds i8, ptr %55, i64 80
  br label %57

57:                                               ; preds = %8, %15, %21, %28, %44, %49, %53
  %58 = phi ptr [ %31, %28 ], [ %56, %53 ], [ %25, %21 ], [ %18, %15 ], [ %11, %8 ], [ %48, %44 ], [ %52, %49 ]
  %59 = icmp sgt i32 %2, 0
  br i1 %59, label %60, label %71

60:                                               ; preds = %57
  %61 = load ptr, ptr %6, align 8, !tbaa !15
  %62 = zext nneg i32 %2 to i64
  %63 = getelementptr inbounds %union.StackValue, ptr %61, i64 %62
  %64 = getelementptr inbounds i8, ptr %0, i64 16
  %65 = load ptr, ptr %64, align 8, !tbaa !15
  %66 = icmp ult ptr %63, %65
  br i1 %66, label %109, label %67

67:                                               ; preds = %60
  %68 = getelementptr inbounds i8, ptr %0, i64 24
  %69 = load ptr, ptr %68, align 8, !tbaa !20
  %70 = getelementptr inbounds i8, ptr %69, i64 80
  br label %109

71:                                               ; preds = %57
  %72 = icmp slt i32 %2, -1000999
  br i1 %72, label %78, label %73

73:                                               ; preds = %71
  %74 = getelementptr inbounds i8, ptr %0, i64 16
  %75 = load ptr, ptr %74, align 8, !tbaa !15
  %76 = sext i32 %2 to i64
  %77 = getelementptr inbounds %union.StackValue, ptr %75, i64 %76
  br label %109

78:                                               ; preds = %71
  %79 = icmp eq i32 %2, -1001000
  br i1 %79, label %80, label %84

80:                                               ; preds = %78
  %81 = getelementptr inbounds i8, ptr %0, i64 24
  %82 = load ptr, ptr %81, align 8, !tbaa !20
  %83 = getelementptr inbounds i8, ptr %82, i64 64
  br label %109

84:                                               ; preds = %78
  %85 = load ptr, ptr %6, align 8, !tbaa !15
  %86 = getelementptr inbounds i8, ptr %85, i64 8
  %87 = load i8, ptr %86, align 8, !tbaa !15
  %88 = icmp eq i8 %87, 102
  br i1 %88, label %89, label %105

89:                                               ; preds = %84
  %90 = sub nuw nsw i32 -1001000, %2
  %91 = load ptr, ptr %85, align 8, !tbaa !15
  %92 = getelementptr inbounds i8, ptr %91, i64 10
  %93 = load i8, ptr %92, align 2, !tbaa !26
  %94 = zext i8 %93 to i32
  %95 = icmp ugt i32 %90, %94
  br i1 %95, label %101, label %96

96:                                               ; preds = %89
  %97 = getelementptr inbounds i8, ptr %91, i64 32
  %98 = sub nuw nsw i32 -1001001, %2
  %99 = zext nneg i32 %98 to i64
  %100 = getelementptr inbounds [1 x %struct.TValue], ptr %97, i64 0, i64 %99
  br label %109

101:                                              ; preds = %89
  %102 = getelementptr inbounds i8, ptr %0, i64 24
  %103 = load ptr, ptr %102, align 8, !tbaa !20
  %104 = getelementptr inbounds i8, ptr %103, i64 80
  br label %109

105:                                              ; preds = %84
  %106 = getelementptr inbounds i8, ptr %0, i64 24
  %107 = load ptr, ptr %106, align 8, !tbaa !20
  %108 = getelementptr inbounds i8, ptr %107, i64 80
  br label %109

109:                                              ; preds = %60, %67, %73, %80, %96, %101, %105
  %110 = phi ptr [ %83, %80 ], [ %108, %105 ], [ %77, %73 ], [ %70, %67 ], [ %63, %60 ], [ %100, %96 ], [ %104, %101 ]
  %111 = getelementptr inbounds i8, ptr %58, i64 8
  %112 = load i8, ptr %111, align 8, !tbaa !16
  %113 = and i8 %112, 15
  %114 = icmp eq i8 %113, 0
  br i1 %114, label %115, label %120

115:                                              ; preds = %109
  %116 = getelementptr inbounds i8, ptr %0, i64 24
  %117 = load ptr, ptr %116, align 8, !tbaa !20
  %118 = getelementptr inbounds i8, ptr %117, i64 80
  %119 = icmp eq ptr %58, %118
  br i1 %119, label %137, label %120

120:                                              ; preds = %115, %109
  %121 = getelementptr inbounds i8, ptr %110, i64 8
  %122 = load i8, ptr %121, align 8, !tbaa !16
  %123 = and i8 %122, 15
  %124 = icmp eq i8 %123, 0
  br i1 %124, label %125, label %130

125:                                              ; preds = %120
  %126 = getelementptr inbounds i8, ptr %0, i64 24
  %127 = load ptr, ptr %126, align 8, !tbaa !20
  %128 = getelementptr inbounds i8, ptr %127, i64 80
  %129 = icmp eq ptr %110, %128
  br i1 %129, label %137, label %130

130:                                              ; preds = %125, %120
  switch i32 %3, label %137 [
    i32 0, label %131
    i32 1, label %133
    i32 2, label %135
  ]

131:                                              ; preds = %130
  %132 = tail call i32 @luaV_equalobj(ptr noundef nonnull %0, ptr noundef nonnull %58, ptr noundef nonnull %110) #14
  br label %137

133:                                              ; preds = %130
  %134 = tail call i32 @luaV_lessthan(ptr noundef nonnull %0, ptr noundef nonnull %58, ptr noundef nonnull %110) #14
  br label %137

135:                                              ; preds = %130
  %136 = tail call i32 @luaV_lessequal(ptr noundef nonnull %0, ptr noundef nonnull %58, ptr noundef nonnull %110) #14
  br label %137

137:                                              ; preds = %130, %131, %133, %135, %125, %115
  %138 = phi i32 [ %136, %135 ], [ %134, %133 ], [ %132, %131 ], [ 0, %125 ], [ 0, %115 ], [ 0, %130 ]
  ret i32 %138
}

declare hidden i32 @luaV_lessthan(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare hidden i32 @luaV_lessequal(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i64 @lua_stringtonumber(ptr nocapture noundef %0, ptr noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load ptr, ptr %3, align 8, !tbaa !15
  %5 = tail call i64 @luaO_str2num(ptr noundef %1, ptr noundef %4) #14
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %10, label %7

7:                                                ; preds = %2
  %8 = load ptr, ptr %3, align 8, !tbaa !15
  %9 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr %9, ptr %3, align 8, !tbaa !15
  br label %10

10:                                               ; preds = %7, %2
  ret i64 %5
}

declare hidden i64 @luaO_str2num(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local double @lua_tonumberx(ptr nocapture noundef readonly %0, i32 noundef %1, ptr noundef writeonly %2) local_unnamed_addr #0 {
  %4 = alloca double, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #14
  store double 0.000000e+00, ptr %4, align 8, !tbaa !31
  %5 = getelementptr inbounds i8, ptr %0, i64 32
  %6 = load ptr, ptr %5, align 8, !tbaa !6
  %7 = icmp sgt i32 %1, 0
  br i1 %7, label %8, label %19

8:                                                ; preds = %3
  %9 = load ptr, ptr %6, align 8, !tbaa !15
  %10 = zext nneg i32 %1 to i64
  %11 = getelementptr inbounds %union.StackValue, ptr %9, i64 %10
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !15
  %14 = icmp ult ptr %11, %13
  br i1 %14, label %57, label %15

15:                                               ; preds = %8
  %16 = getelementptr inbounds i8, ptr %0, i64 24
  %17 = load ptr, ptr %16, align 8, !tbaa !20
  %18 = getelementptr inbounds i8, ptr %17, i64 80
  br label %57

19:                                               ; preds = %3
  %20 = icmp slt i32 %1, -1000999
  br i1 %20, label %26, label %21

21:                                               ; preds = %19
  %22 = getelementptr inbounds i8, ptr %0, i64 16
  %23 = load ptr, ptr %22, align 8, !tbaa !15
  %24 = sext i32 %1 to i64
  %25 = getelementptr inbounds %union.StackValue, ptr %23, i64 %24
  br label %57

26:                                               ; preds = %19
  %27 = icmp eq i32 %1, -1001000
  br i1 %27, label %28, label %32

28:                                               ; preds = %26
  %29 = getelementptr inbounds i8, ptr %0, i64 24
  %30 = load ptr, ptr %29, align 8, !tbaa !20
  %31 = getelementptr inbounds i8, ptr %30, i64 64
  br label %57

32:                                               ; preds = %26
  %33 = load ptr, ptr %6, align 8, !tbaa !15
  %34 = getelementptr inbounds i8, ptr %33, i64 8
  %35 = load i8, ptr %34, align 8, !tbaa !15
  %36 = icmp eq i8 %35, 102
  br i1 %36, label %37, label %53

37:                                               ; preds = %32
  %38 = sub nuw nsw i32 -1001000, %1
  %39 = load ptr, ptr %33, align 8, !tbaa !15
  %40 = getelementptr inbounds i8, ptr %39, i64 10
  %41 = load i8, ptr %40, align 2, !tbaa !26
  %42 = zext i8 %41 to i32
  %43 = icmp ugt i32 %38, %42
  br i1 %43, label %49, label %44

44:                                               ; preds = %37
  %45 = getelementptr inbounds i8, ptr %39, i64 32
  %46 = sub nuw nsw i32 -1001001, %1
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds [1 x %struct.TValue], ptr %45, i64 0, i64 %47
  br label %57

49:                                               ; preds = %37
  %50 = getelementptr inbounds i8, ptr %0, i64 24
  %51 = load ptr, ptr %50, align 8, !tbaa !20
  %52 = getelementptr inbounds i8, ptr %51, i64 80
  br label %57

53:                                               ; preds = %32
  %54 = getelementptr inbounds i8, ptr %0, i64 24
  %55 = load ptr, ptr %54, align 8, !tbaa !20
  %56 = getelementptr inbounds i8, ptr %55, i64 80
  br label %57

57:                                               ; preds = %8, %15, %21, %28, %44, %49, %53
  %58 = phi ptr [ %31, %28 ], [ %56, %53 ], [ %25, %21 ], [ %18, %15 ], [ %11, %8 ], [ %48, %44 ], [ %52, %49 ]
  %59 = getelementptr inbounds i8, ptr %58, i64 8
  %60 = load i8, ptr %59, align 8, !tbaa !16
  %61 = icmp eq i8 %60, 19
  br i1 %61, label %62, label %64

62:                                               ; preds = %57
  %63 = load double, ptr %58, align 8, !tbaa !15
  store double %63, ptr %4, align 8, !tbaa !31
  br label %66

64:                                               ; preds = %57
  %65 = call i32 @luaV_tonumber_(ptr noundef nonnull %58, ptr noundef nonnull %4) #14
  br label %66

66:                                               ; preds = %64, %62
  %67 = phi i32 [ 1, %62 ], [ %65, %64 ]
  %68 = icmp eq ptr %2, null
  br i1 %68, label %70, label %69

69:                                               ; preds = %66
  store i32 %67, ptr %2, align 4, !tbaa !33
  br label %70

70:                                               ; preds = %69, %66
  %71 = load double, ptr %4, align 8, !tbaa !31
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #14
  ret double %71
}

; Function Attrs: nounwind uwtable
define dso_local i64 @lua_tointegerx(ptr nocapture noundef readonly %0, i32 noundef %1, ptr noundef writeonly %2) local_unnamed_addr #0 {
  %4 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #14
  store i64 0, ptr %4, align 8, !tbaa !34
  %5 = getelementptr inbounds i8, ptr %0, i64 32
  %6 = load ptr, ptr %5, align 8, !tbaa !6
  %7 = icmp sgt i32 %1, 0
  br i1 %7, label %8, label %19

8:                                                ; preds = %3
  %9 = load ptr, ptr %6, align 8, !tbaa !15
  %10 = zext nneg i32 %1 to i64
  %11 = getelementptr inbounds %union.StackValue, ptr %9, i64 %10
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !15
  %14 = icmp ult ptr %11, %13
  br i1 %14, label %57, label %15

15:                                               ; preds = %8
  %16 = getelementptr inbounds i8, ptr %0, i64 24
  %17 = load ptr, ptr %16, align 8, !tbaa !20
  %18 = getelementptr inbounds i8, ptr %17, i64 80
  br label %57

19:                                               ; preds = %3
  %20 = icmp slt i32 %1, -1000999
  br i1 %20, label %26, label %21

21:                                               ; preds = %19
  %22 = getelementptr inbounds i8, ptr %0, i64 16
  %23 = load ptr, ptr %22, align 8, !tbaa !15
  %24 = sext i32 %1 to i64
  %25 = getelementptr inbounds %union.StackValue, ptr %23, i64 %24
  br label %57

26:                                               ; preds = %19
  %27 = icmp eq i32 %1, -1001000
  br i1 %27, label %28, label %32

28:                                               ; preds = %26
  %29 = getelementptr inbounds i8, ptr %0, i64 24
  %30 = load ptr, ptr %29, align 8, !tbaa !20
  %31 = getelementptr inbounds i8, ptr %30, i64 64
  br label %57

32:                                               ; preds = %26
  %33 = load ptr, ptr %6, align 8, !tbaa !15
  %34 = getelementptr inbounds i8, ptr %33, i64 8
  %35 = load i8, ptr %34, align 8, !tbaa !15
  %36 = icmp eq i8 %35, 102
  br i1 %36, label %37, label %53

37:                                               ; preds = %32
  %38 = sub nuw nsw i32 -1001000, %1
  %39 = load ptr, ptr %33, align 8, !tbaa !15
  %40 = getelementptr inbounds i8, ptr %39, i64 10
  %41 = load i8, ptr %40, align 2, !tbaa !26
  %42 = zext i8 %41 to i32
  %43 = icmp ugt i32 %38, %42
  br i1 %43, label %49, label %44

44:                                               ; preds = %37
  %45 = getelementptr inbounds i8, ptr %39, i64 32
  %46 = sub nuw nsw i32 -1001001, %1
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds [1 x %struct.TValue], ptr %45, i64 0, i64 %47
  br label %57

49:                                               ; preds = %37
  %50 = getelementptr inbounds i8, ptr %0, i64 24
  %51 = load ptr, ptr %50, align 8, !tbaa !20
  %52 = getelementptr inbounds i8, ptr %51, i64 80
  br label %57

53:                                               ; preds = %32
  %54 = getelementptr inbounds i8, ptr %0, i64 24
  %55 = load ptr, ptr %54, align 8, !tbaa !20
  %56 = getelementptr inbounds i8, ptr %55, i64 80
  br label %57

57:                                               ; preds = %8, %15, %21, %28, %44, %49, %53
  %58 = phi ptr [ %31, %28 ], [ %56, %53 ], [ %25, %21 ], [ %18, %15 ], [ %11, %8 ], [ %48, %44 ], [ %52, %49 ]
  %59 = getelementptr inbounds i8, ptr %58, i64 8
  %60 = load i8, ptr %59, align 8, !tbaa !16
  %61 = icmp eq i8 %60, 3
  br i1 %61, label %62, label %64, !prof !36

62:                                               ; preds = %57
  %63 = load i64, ptr %58, align 8, !tbaa !15
  store i64 %63, ptr %4, align 8, !tbaa !34
  br label %66

64:                                               ; preds = %57
  %65 = call i32 @luaV_tointeger(ptr noundef nonnull %58, ptr noundef nonnull %4, i32 noundef 0) #14
  br label %66

66:                                               ; preds = %64, %62
  %67 = phi i32 [ 1, %62 ], [ %65, %64 ]
  %68 = icmp eq ptr %2, null
  br i1 %68, label %70, label %69

69:                                               ; preds = %66
  store i32 %67, ptr %2, align 4, !tbaa !33
  br label %70

70:                                               ; preds = %69, %66
  %71 = load i64, ptr %4, align 8, !tbaa !34
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #14
  ret i64 %71
}

declare hidden i32 @luaV_tointeger(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @lua_toboolean(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #7 {
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  %4 = load ptr, ptr %3, align 8, !tbaa !6
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %17

6:                                                ; preds = %2
  %7 = load ptr, ptr %4, align 8, !tbaa !15
  %8 = zext nneg i32 %1 to i64
  %9 = getelementptr inbounds %union.StackValue, ptr %7, i64 %8
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !15
  %12 = icmp ult ptr %9, %11
  br i1 %12, label %55, label %13

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %0, i64 24
  %15 = load ptr, ptr %14, align 8, !tbaa !20
  %16 = getelementptr inbounds i8, ptr %15, i64 80
  br label %55

17:                                               ; preds = %2
  %18 = icmp slt i32 %1, -1000999
  br i1 %18, label %24, label %19

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !15
  %22 = sext i32 %1 to i64
  %23 = getelementptr inbounds %union.StackValue, ptr %21, i64 %22
  br label %55

24:                                               ; preds = %17
  %25 = icmp eq i32 %1, -1001000
  br i1 %25, label %26, label %30

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %0, i64 24
  %28 = load ptr, ptr %27, align 8, !tbaa !20
  %29 = getelementptr inbounds i8, ptr %28, i64 64
  br label %55

30:                                               ; preds = %24
  %31 = load ptr, ptr %4, align 8, !tbaa !15
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  %33 = load i8, ptr %32, align 8, !tbaa !15
  %34 = icmp eq i8 %33, 102
  br i1 %34, label %35, label %51

35:                                               ; preds = %30
  %36 = sub nuw nsw i32 -1001000, %1
  %37 = load ptr, ptr %31, align 8, !tbaa !15
  %38 = getelementptr inbounds i8, ptr %37, i64 10
  %39 = load i8, ptr %38, align 2, !tbaa !26
  %40 = zext i8 %39 to i32
  %41 = icmp ugt i32 %36, %40
  br i1 %41, label %47, label %42

42:                                               ; preds = %35
  %43 = getelementptr inbounds i8, ptr %37, i64 32
  %44 = sub nuw nsw i32 -1001001, %1
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds [1 x %struct.TValue], ptr %43, i64 0, i64 %45
  br label %55

47:                                               ; preds = %35
  %48 = getelementptr inbounds i8, ptr %0, i64 24
  %49 = load ptr, ptr %48, align 8, !tbaa !20
  %50 = getelementptr inbounds i8, ptr %49, i64 80
  br label %55

51:                                               ; preds = %30
  %52 = getelementptr inbounds i8, ptr %0, i64 24
  %53 = load ptr, ptr %52, align 8, !tbaa !20
  %54 = getelementptr inbounds i8, ptr %53, i64 80
  br label %55

55:                                               ; preds = %6, %13, %19, %26, %42, %47, %51
  %56 = phi ptr [ %29, %26 ], [ %54, %51 ], [ %23, %19 ], [ %16, %13 ], [ %9, %6 ], [ %46, %42 ], [ %50, %47 ]
  %57 = getelementptr inbounds i8, ptr %56, i64 8
  %58 = load i8, ptr %57, align 8, !tbaa !16
  %59 = icmp ne i8 %58, 1
  %60 = and i8 %58, 15
  %61 = icmp ne i8 %60, 0
  %62 = and i1 %59, %61
  %63 = zext i1 %62 to i32
  ret i32 %63
}

; Function Attrs: nounwind uwtable
define dso_local ptr @lua_tolstring(ptr noundef %0, i32 noundef %1, ptr noundef writeonly %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = load ptr, ptr %4, align 8, !tbaa !6
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %18

7:                                                ; preds = %3
  %8 = load ptr, ptr %5, align 8, !tbaa !15
  %9 = zext nneg i32 %1 to i64
  %10 = getelementptr inbounds %union.StackValue, ptr %8, i64 %9
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !15
  %13 = icmp ult ptr %10, %12
  br i1 %13, label %56, label %14

14:                                               ; preds = %7
  %15 = getelementptr inbounds i8, ptr %0, i64 24
  %16 = load ptr, ptr %15, align 8, !tbaa !20
  %17 = getelementptr inbounds i8, ptr %16, i64 80
  br label %56

18:                                               ; preds = %3
  %19 = icmp slt i32 %1, -1000999
  br i1 %19, label %25, label %20

20:                                               ; preds = %18
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load ptr, ptr %21, align 8, !tbaa !15
  %23 = sext i32 %1 to i64
  %24 = getelementptr inbounds %union.StackValue, ptr %22, i64 %23
  br label %56

25:                                               ; preds = %18
  %26 = icmp eq i32 %1, -1001000
  br i1 %26, label %27, label %31

27:                                               ; preds = %25
  %28 = getelementptr inbounds i8, ptr %0, i64 24
  %29 = load ptr, ptr %28, align 8, !tbaa !20
  %30 = getelementptr inbounds i8, ptr %29, i64 64
  br label %56

31:                                               ; preds = %25
  %32 = load ptr, ptr %5, align 8, !tbaa !15
  %33 = getelementptr inbounds i8, ptr %32, i64 8
  %34 = load i8, ptr %33, align 8, !tbaa !15
  %35 = icmp eq i8 %34, 102
  br i1 %35, label %36, label %52

36:                                               ; preds = %31
  %37 = sub nuw nsw i32 -1001000, %1
  %38 = load ptr, ptr %32, align 8, !tbaa !15
  %39 = getelementptr inbounds i8, ptr %38, i64 10
  %40 = load i8, ptr %39, align 2, !tbaa !26
  %41 = zext i8 %40 to i32
  %42 = icmp ugt i32 %37, %41
  br i1 %42, label %48, label %43

43:                                               ; preds = %36
  %44 = getelementptr inbounds i8, ptr %38, i64 32
  %45 = sub nuw nsw i32 -1001001, %1
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds [1 x %struct.TValue], ptr %44, i64 0, i64 %46
  br label %56

48:                                               ; preds = %36
  %49 = getelementptr inbounds i8, ptr %0, i64 24
  %50 = load ptr, ptr %49, align 8, !tbaa !20
  %51 = getelementptr inbounds i8, ptr %50, i64 80
  br label %56

52:                                               ; preds = %31
  %53 = getelementptr inbounds i8, ptr %0, i64 24
  %54 = load ptr, ptr %53, align 8, !tbaa !20
  %55 = getelementptr inbounds i8, ptr %54, i64 80
  br label %56

56:                                               ; preds = %7, %14, %20, %27, %43, %48, %52
  %57 = phi ptr [ %30, %27 ], [ %55, %52 ], [ %24, %20 ], [ %17, %14 ], [ %10, %7 ], [ %47, %43 ], [ %51, %48 ]
  %58 = getelementptr inbounds i8, ptr %57, i64 8
  %59 = load i8, ptr %58, align 8, !tbaa !16
  %60 = and i8 %59, 15
  switch i8 %60, label %61 [
    i8 4, label %118
    i8 3, label %64
  ]

61:                                               ; preds = %56
  %62 = icmp eq ptr %2, null
  br i1 %62, label %136, label %63

63:                                               ; preds = %61
  store i64 0, ptr %2, align 8, !tbaa !37
  br label %136

64:                                               ; preds = %56
  tail call void @luaO_tostring(ptr noundef nonnull %0, ptr noundef nonnull %57) #14
  %65 = getelementptr inbounds i8, ptr %0, i64 24
  %66 = load ptr, ptr %65, align 8, !tbaa !20
  %67 = getelementptr inbounds i8, ptr %66, i64 24
  %68 = load i64, ptr %67, align 8, !tbaa !38
  %69 = icmp sgt i64 %68, 0
  br i1 %69, label %70, label %71

70:                                               ; preds = %64
  tail call void @luaC_step(ptr noundef nonnull %0) #14
  br label %71

71:                                               ; preds = %70, %64
  %72 = load ptr, ptr %4, align 8, !tbaa !6
  br i1 %6, label %73, label %83

73:                                               ; preds = %71
  %74 = load ptr, ptr %72, align 8, !tbaa !15
  %75 = zext nneg i32 %1 to i64
  %76 = getelementptr inbounds %union.StackValue, ptr %74, i64 %75
  %77 = getelementptr inbounds i8, ptr %0, i64 16
  %78 = load ptr, ptr %77, align 8, !tbaa !15
  %79 = icmp ult ptr %76, %78
  br i1 %79, label %118, label %80

80:                                               ; preds = %73
  %81 = load ptr, ptr %65, align 8, !tbaa !20
  %82 = getelementptr inbounds i8, ptr %81, i64 80
  br label %118

83:                                               ; preds = %71
  %84 = icmp slt i32 %1, -1000999
  br i1 %84, label %90, label %85

85:                                               ; preds = %83
  %86 = getelementptr inbounds i8, ptr %0, i64 16
  %87 = load ptr, ptr %86, align 8, !tbaa !15
  %88 = sext i32 %1 to i64
  %89 = getelementptr inbounds %union.StackValue, ptr %87, i64 %88
  br label %118

90:                                               ; preds = %83
  %91 = icmp eq i32 %1, -1001000
  br i1 %91, label %92, label %95

92:                                               ; preds = %90
  %93 = load ptr, ptr %65, align 8, !tbaa !20
  %94 = getelementptr inbounds i8, ptr %93, i64 64
  br label %118

95:                                               ; preds = %90
  %96 = load ptr, ptr %72, align 8, !tbaa !15
  %97 = getelementptr inbounds i8, ptr %96, i64 8
  %98 = load i8, ptr %97, align 8, !tbaa !15
  %99 = icmp eq i8 %98, 102
  br i1 %99, label %100, label %115

100:                                              ; preds = %95
  %101 = sub nuw nsw i32 -1001000, %1
  %102 = load ptr, ptr %96, align 8, !tbaa !15
  %103 = getelementptr inbounds i8, ptr %102, i64 10
  %104 = load i8, ptr %103, align 2, !tbaa !26
  %105 = zext i8 %104 to i32
  %106 = icmp ugt i32 %101, %105
  br i1 %106, label %112, label %107

107:                                              ; preds = %100
  %108 = getelementptr inbounds i8, ptr %102, i64 32
  %109 = sub nuw nsw i32 -1001001, %1
  %110 = zext nneg i32 %109 to i64
  %111 = getelementptr inbounds [1 x %struct.TValue], ptr %108, i64 0, i64 %110
  br label %118

112:                                              ; preds = %100
  %113 = load ptr, ptr %65, align 8, !tbaa !20
  %114 = getelementptr inbounds i8, ptr %113, i64 80
  br label %118

115:                                              ; preds = %95
  %116 = load ptr, ptr %65, align 8, !tbaa !20
  %117 = getelementptr inbounds i8, ptr %116, i64 80
  br label %118

118:                                              ; preds = %115, %112, %107, %92, %85, %80, %73, %56
  %119 = phi ptr [ %57, %56 ], [ %94, %92 ], [ %117, %115 ], [ %89, %85 ], [ %82, %80 ], [ %76, %73 ], [ %111, %107 ], [ %114, %112 ]
  %120 = icmp eq ptr %2, null
  br i1 %120, label %133, label %121

121:                                              ; preds = %118
  %122 = load ptr, ptr %119, align 8, !tbaa !15
  %123 = getelementptr inbounds i8, ptr %122, i64 11
  %124 = load i8, ptr %123, align 1, !tbaa !15
  %125 = icmp eq i8 %124, -1
  br i1 %125, label %128, label %126

126:                                              ; preds = %121
  %127 = zext i8 %124 to i64
  br label %131

128:                                              ; preds = %121
  %129 = getelementptr inbounds i8, ptr %122, i64 16
  %130 = load i64, ptr %129, align 8, !tbaa !15
  br label %131

131:                                              ; preds = %128, %126
  %132 = phi i64 [ %127, %126 ], [ %130, %128 ]
  store i64 %132, ptr %2, align 8, !tbaa !37
  br label %133

133:                                              ; preds = %131, %118
  %134 = load ptr, ptr %119, align 8, !tbaa !15
  %135 = getelementptr inbounds i8, ptr %134, i64 24
  br label %136

136:                                              ; preds = %61, %63, %133
  %137 = phi ptr [ %135, %133 ], [ null, %63 ], [ null, %61 ]
  ret ptr %137
}

declare hidden void @luaO_tostring(ptr noundef, ptr noundef) local_unnamed_addr #2

declare hidden void @luaC_step(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i64 @lua_rawlen(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  %4 = load ptr, ptr %3, align 8, !tbaa !6
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %17

6:                                                ; preds = %2
  %7 = load ptr, ptr %4, align 8, !tbaa !15
  %8 = zext nneg i32 %1 to i64
  %9 = getelementptr inbounds %union.StackValue, ptr %7, i64 %8
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !15
  %12 = icmp ult ptr %9, %11
  br i1 %12, label %55, label %13

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %0, i64 24
  %15 = load ptr, ptr %14, align 8, !tbaa !20
  %16 = getelementptr inbounds i8, ptr %15, i64 80
  br label %55

17:                                               ; preds = %2
  %18 = icmp slt i32 %1, -1000999
  br i1 %18, label %24, label %19

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !15
  %22 = sext i32 %1 to i64
  %23 = getelementptr inbounds %union.StackValue, ptr %21, i64 %22
  br label %55

24:                                               ; preds = %17
  %25 = icmp eq i32 %1, -1001000
  br i1 %25, label %26, label %30

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %0, i64 24
  %28 = load ptr, ptr %27, align 8, !tbaa !20
  %29 = getelementptr inbounds i8, ptr %28, i64 64
  br label %55

30:                                               ; preds = %24
  %31 = load ptr, ptr %4, align 8, !tbaa !15
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  %33 = load i8, ptr %32, align 8, !tbaa !15
  %34 = icmp eq i8 %33, 102
  br i1 %34, label %35, label %51

35:                                               ; preds = %30
  %36 = sub nuw nsw i32 -1001000, %1
  %37 = load ptr, ptr %31, align 8, !tbaa !15
  %38 = getelementptr inbounds i8, ptr %37, i64 10
  %39 = load i8, ptr %38, align 2, !tbaa !26
  %40 = zext i8 %39 to i32
  %41 = icmp ugt i32 %36, %40
  br i1 %41, label %47, label %42

42:                                               ; preds = %35
  %43 = getelementptr inbounds i8, ptr %37, i64 32
  %44 = sub nuw nsw i32 -1001001, %1
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds [1 x %struct.TValue], ptr %43, i64 0, i64 %45
  br label %55

47:                                               ; preds = %35
  %48 = getelementptr inbounds i8, ptr %0, i64 24
  %49 = load ptr, ptr %48, align 8, !tbaa !20
  %50 = getelementptr inbounds i8, ptr %49, i64 80
  br label %55

51:                                               ; preds = %30
  %52 = getelementptr inbounds i8, ptr %0, i64 24
  %53 = load ptr, ptr %52, align 8, !tbaa !20
  %54 = getelementptr inbounds i8, ptr %53, i64 80
  br label %55

55:                                               ; preds = %6, %13, %19, %26, %42, %47, %51
  %56 = phi ptr [ %29, %26 ], [ %54, %51 ], [ %23, %19 ], [ %16, %13 ], [ %9, %6 ], [ %46, %42 ], [ %50, %47 ]
  %57 = getelementptr inbounds i8, ptr %56, i64 8
  %58 = load i8, ptr %57, align 8, !tbaa !16
  %59 = and i8 %58, 63
  switch i8 %59, label %76 [
    i8 4, label %60
    i8 20, label %65
    i8 7, label %69
    i8 5, label %73
  ]

60:                                               ; preds = %55
  %61 = load ptr, ptr %56, align 8, !tbaa !15
  %62 = getelementptr inbounds i8, ptr %61, i64 11
  %63 = load i8, ptr %62, align 1, !tbaa !15
  %64 = zext i8 %63 to i64
  br label %76

65:                                               ; preds = %55
  %66 = load ptr, ptr %56, align 8, !tbaa !15
  %67 = getelementptr inbounds i8, ptr %66, i64 16
  %68 = load i64, ptr %67, align 8, !tbaa !15
  br label %76

69:                                               ; preds = %55
  %70 = load ptr, ptr %56, align 8, !tbaa !15
  %71 = getelementptr inbounds i8, ptr %70, i64 16
  %72 = load i64, ptr %71, align 8, !tbaa !15
  br label %76

73:                                               ; preds = %55
  %74 = load ptr, ptr %56, align 8, !tbaa !15
  %75 = tail call i64 @luaH_getn(ptr noundef %74) #14
  br label %76

76:                                               ; preds = %55, %73, %69, %65, %60
  %77 = phi i64 [ %75, %73 ], [ %72, %69 ], [ %68, %65 ], [ %64, %60 ], [ 0, %55 ]
  ret i64 %77
}

declare hidden i64 @luaH_getn(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local ptr @lua_tocfunction(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #7 {
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  %4 = load ptr, ptr %3, align 8, !tbaa !6
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %17

6:                                                ; preds = %2
  %7 = load ptr, ptr %4, align 8, !tbaa !15
  %8 = zext nneg i32 %1 to i64
  %9 = getelementptr inbounds %union.StackValue, ptr %7, i64 %8
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !15
  %12 = icmp ult ptr %9, %11
  br i1 %12, label %55, label %13

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %0, i64 24
  %15 = load ptr, ptr %14, align 8, !tbaa !20
  %16 = getelementptr inbounds i8, ptr %15, i64 80
  br label %55

17:                                               ; preds = %2
  %18 = icmp slt i32 %1, -1000999
  br i1 %18, label %24, label %19

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !15
  %22 = sext i32 %1 to i64
  %23 = getelementptr inbounds %union.StackValue, ptr %21, i64 %22
  br label %55

24:                                               ; preds = %17
  %25 = icmp eq i32 %1, -1001000
  br i1 %25, label %26, label %30

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %0, i64 24
  %28 = load ptr, ptr %27, align 8, !tbaa !20
  %29 = getelementptr inbounds i8, ptr %28, i64 64
  br label %55

30:                                               ; preds = %24
  %31 = load ptr, ptr %4, align 8, !tbaa !15
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  %33 = load i8, ptr %32, align 8, !tbaa !15
  %34 = icmp eq i8 %33, 102
  br i1 %34, label %35, label %51

35:                                               ; preds = %30
  %36 = sub nuw nsw i32 -1001000, %1
  %37 = load ptr, ptr %31, align 8, !tbaa !15
  %38 = getelementptr inbounds i8, ptr %37, i64 10
  %39 = load i8, ptr %38, align 2, !tbaa !26
  %40 = zext i8 %39 to i32
  %41 = icmp ugt i32 %36, %40
  br i1 %41, label %47, label %42

42:                                               ; preds = %35
  %43 = getelementptr inbounds i8, ptr %37, i64 32
  %44 = sub nuw nsw i32 -1001001, %1
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds [1 x %struct.TValue], ptr %43, i64 0, i64 %45
  br label %55

47:                                               ; preds = %35
  %48 = getelementptr inbounds i8, ptr %0, i64 24
  %49 = load ptr, ptr %48, align 8, !tbaa !20
  %50 = getelementptr inbounds i8, ptr %49, i64 80
  br label %55

51:                                               ; preds = %30
  %52 = getelementptr inbounds i8, ptr %0, i64 24
  %53 = load ptr, ptr %52, align 8, !tbaa !20
  %54 = getelementptr inbounds i8, ptr %53, i64 80
  br label %55

55:                                               ; preds = %6, %13, %19, %26, %42, %47, %51
  %56 = phi ptr [ %29, %26 ], [ %54, %51 ], [ %23, %19 ], [ %16, %13 ], [ %9, %6 ], [ %46, %42 ], [ %50, %47 ]
  %57 = getelementptr inbounds i8, ptr %56, i64 8
  %58 = load i8, ptr %57, align 8, !tbaa !16
  switch i8 %58, label %65 [
    i8 22, label %62
    i8 102, label %59
  ]

59:                                               ; preds = %55
  %60 = load ptr, ptr %56, align 8, !tbaa !15
  %61 = getelementptr inbounds i8, ptr %60, i64 24
  br label %62

62:                                               ; preds = %55, %59
  %63 = phi ptr [ %61, %59 ], [ %56, %55 ]
  %64 = load ptr, ptr %63, align 8, !tbaa !15
  br label %65

65:                                               ; preds = %62, %55
  %66 = phi ptr [ null, %55 ], [ %64, %62 ]
  ret ptr %66
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local ptr @lua_touserdata(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #7 {
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  %4 = load ptr, ptr %3, align 8, !tbaa !6
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %17

6:                                                ; preds = %2
  %7 = load ptr, ptr %4, align 8, !tbaa !15
  %8 = zext nneg i32 %1 to i64
  %9 = getelementptr inbounds %union.StackValue, ptr %7, i64 %8
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !15
  %12 = icmp ult ptr %9, %11
  br i1 %12, label %55, label %13

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %0, i64 24
  %15 = load ptr, ptr %14, align 8, !tbaa !20
  %16 = getelementptr inbounds i8, ptr %15, i64 80
  br label %55

17:                                               ; preds = %2
  %18 = icmp slt i32 %1, -1000999
  br i1 %18, label %24, label %19

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !15
  %22 = sext i32 %1 to i64
  %23 = getelementptr inbounds %union.StackValue, ptr %21, i64 %22
  br label %55

24:                                               ; preds = %17
  %25 = icmp eq i32 %1, -1001000
  br i1 %25, label %26, label %30

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %0, i64 24
  %28 = load ptr, ptr %27, align 8, !tbaa !20
  %29 = getelementptr inbounds i8, ptr %28, i64 64
  br label %55

30:                                               ; preds = %24
  %31 = load ptr, ptr %4, align 8, !tbaa !15
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  %33 = load i8, ptr %32, align 8, !tbaa !15
  %34 = icmp eq i8 %33, 102
  br i1 %34, label %35, label %51

35:                                               ; preds = %30
  %36 = sub nuw nsw i32 -1001000, %1
  %37 = load ptr, ptr %31, align 8, !tbaa !15
  %38 = getelementptr inbounds i8, ptr %37, i64 10
  %39 = load i8, ptr %38, align 2, !tbaa !26
  %40 = zext i8 %39 to i32
  %41 = icmp ugt i32 %36, %40
  br i1 %41, label %47, label %42

42:                                               ; preds = %35
  %43 = getelementptr inbounds i8, ptr %37, i64 32
  %44 = sub nuw nsw i32 -1001001, %1
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds [1 x %struct.TValue], ptr %43, i64 0, i64 %45
  br label %55

47:                                               ; preds = %35
  %48 = getelementptr inbounds i8, ptr %0, i64 24
  %49 = load ptr, ptr %48, align 8, !tbaa !20
  %50 = getelementptr inbounds i8, ptr %49, i64 80
  br label %55

51:                                               ; preds = %30
  %52 = getelementptr inbounds i8, ptr %0, i64 24
  %53 = load ptr, ptr %52, align 8, !tbaa !20
  %54 = getelementptr inbounds i8, ptr %53, i64 80
  br label %55

55:                                               ; preds = %6, %13, %19, %26, %42, %47, %51
  %56 = phi ptr [ %29, %26 ], [ %54, %51 ], [ %23, %19 ], [ %16, %13 ], [ %9, %6 ], [ %46, %42 ], [ %50, %47 ]
  %57 = getelementptr inbounds i8, ptr %56, i64 8
  %58 = load i8, ptr %57, align 8, !tbaa !16
  %59 = and i8 %58, 15
  switch i8 %59, label %72 [
    i8 7, label %60
    i8 2, label %70
  ]

60:                                               ; preds = %55
  %61 = load ptr, ptr %56, align 8, !tbaa !15
  %62 = getelementptr inbounds i8, ptr %61, i64 10
  %63 = load i16, ptr %62, align 2, !tbaa !15
  %64 = icmp eq i16 %63, 0
  %65 = zext i16 %63 to i64
  %66 = shl nuw nsw i64 %65, 4
  %67 = add nuw nsw i64 %66, 40
  %68 = select i1 %64, i64 32, i64 %67
  %69 = getelementptr inbounds i8, ptr %61, i64 %68
  br label %72

70:                                               ; preds = %55
  %71 = load ptr, ptr %56, align 8, !tbaa !15
  br label %72

72:                                               ; preds = %55, %60, %70
  %73 = phi ptr [ %71, %70 ], [ %69, %60 ], [ null, %55 ]
  ret ptr %73
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local ptr @lua_tothread(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #7 {
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  %4 = load ptr, ptr %3, align 8, !tbaa !6
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %17

6:                                                ; preds = %2
  %7 = load ptr, ptr %4, align 8, !tbaa !15
  %8 = zext nneg i32 %1 to i64
  %9 = getelementptr inbounds %union.StackValue, ptr %7, i64 %8
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !15
  %12 = icmp ult ptr %9, %11
  br i1 %12, label %55, label %13

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %0, i64 24
  %15 = load ptr, ptr %14, align 8, !tbaa !20
  %16 = getelementptr inbounds i8, ptr %15, i64 80
  br label %55

17:                                               ; preds = %2
  %18 = icmp slt i32 %1, -1000999
  br i1 %18, label %24, label %19

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !15
  %22 = sext i32 %1 to i64
  %23 = getelementptr inbounds %union.StackValue, ptr %21, i64 %22
  br label %55

24:                                               ; preds = %17
  %25 = icmp eq i32 %1, -1001000
  br i1 %25, label %26, label %30

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %0, i64 24
  %28 = load ptr, ptr %27, align 8, !tbaa !20
  %29 = getelementptr inbounds i8, ptr %28, i64 64
  br label %55

30:                                               ; preds = %24
  %31 = load ptr, ptr %4, align 8, !tbaa !15
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  %33 = load i8, ptr %32, align 8, !tbaa !15
  %34 = icmp eq i8 %33, 102
  br i1 %34, label %35, label %51

35:                                               ; preds = %30
  %36 = sub nuw nsw i32 -1001000, %1
  %37 = load ptr, ptr %31, align 8, !tbaa !15
  %38 = getelementptr inbounds i8, ptr %37, i64 10
  %39 = load i8, ptr %38, align 2, !tbaa !26
  %40 = zext i8 %39 to i32
  %41 = icmp ugt i32 %36, %40
  br i1 %41, label %47, label %42

42:                                               ; preds = %35
  %43 = getelementptr inbounds i8, ptr %37, i64 32
  %44 = sub nuw nsw i32 -1001001, %1
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds [1 x %struct.TValue], ptr %43, i64 0, i64 %45
  br label %55

47:                                               ; preds = %35
  %48 = getelementptr inbounds i8, ptr %0, i64 24
  %49 = load ptr, ptr %48, align 8, !tbaa !20
  %50 = getelementptr inbounds i8, ptr %49, i64 80
  br label %55

51:                                               ; preds = %30
  %52 = getelementptr inbounds i8, ptr %0, i64 24
  %53 = load ptr, ptr %52, align 8, !tbaa !20
  %54 = getelementptr inbounds i8, ptr %53, i64 80
  br label %55

55:                                               ; preds = %6, %13, %19, %26, %42, %47, %51
  %56 = phi ptr [ %29, %26 ], [ %54, %51 ], [ %23, %19 ], [ %16, %13 ], [ %9, %6 ], [ %46, %42 ], [ %50, %47 ]
  %57 = getelementptr inbounds i8, ptr %56, i64 8
  %58 = load i8, ptr %57, align 8, !tbaa !16
  %59 = icmp eq i8 %58, 72
  br i1 %59, label %60, label %62

60:                                               ; preds = %55
  %61 = load ptr, ptr %56, align 8, !tbaa !15
  br label %62

62:                                               ; preds = %55, %60
  %63 = phi ptr [ %61, %60 ], [ null, %55 ]
  ret ptr %63
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local ptr @lua_topointer(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #7 {
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  %4 = load ptr, ptr %3, align 8, !tbaa !6
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %17

6:                                                ; preds = %2
  %7 = load ptr, ptr %4, align 8, !tbaa !15
  %8 = zext nneg i32 %1 to i64
  %9 = getelementptr inbounds %union.StackValue, ptr %7, i64 %8
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !15
  %12 = icmp ult ptr %9, %11
  br i1 %12, label %55, label %13

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %0, i64 24
  %15 = load ptr, ptr %14, align 8, !tbaa !20
  %16 = getelementptr inbounds i8, ptr %15, i64 80
  br label %55

17:                                               ; preds = %2
  %18 = icmp slt i32 %1, -1000999
  br i1 %18, label %24, label %19

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !15
  %22 = sext i32 %1 to i64
  %23 = getelementptr inbounds %union.StackValue, ptr %21, i64 %22
  br label %55

24:                                               ; preds = %17
  %25 = icmp eq i32 %1, -1001000
  br i1 %25, label %26, label %30

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %0, i64 24
  %28 = load ptr, ptr %27, align 8, !tbaa !20
  %29 = getelementptr inbounds i8, ptr %28, i64 64
  br label %55

30:                                               ; preds = %24
  %31 = load ptr, ptr %4, align 8, !tbaa !15
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  %33 = load i8, ptr %32, align 8, !tbaa !15
  %34 = icmp eq i8 %33, 102
  br i1 %34, label %35, label %51

35:                                               ; preds = %30
  %36 = sub nuw nsw i32 -1001000, %1
  %37 = load ptr, ptr %31, align 8, !tbaa !15
  %38 = getelementptr inbounds i8, ptr %37, i64 10
  %39 = load i8, ptr %38, align 2, !tbaa !26
  %40 = zext i8 %39 to i32
  %41 = icmp ugt i32 %36, %40
  br i1 %41, label %47, label %42

42:                                               ; preds = %35
  %43 = getelementptr inbounds i8, ptr %37, i64 32
  %44 = sub nuw nsw i32 -1001001, %1
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds [1 x %struct.TValue], ptr %43, i64 0, i64 %45
  br label %55

47:                                               ; preds = %35
  %48 = getelementptr inbounds i8, ptr %0, i64 24
  %49 = load ptr, ptr %48, align 8, !tbaa !20
  %50 = getelementptr inbounds i8, ptr %49, i64 80
  br label %55

51:                                               ; preds = %30
  %52 = getelementptr inbounds i8, ptr %0, i64 24
  %53 = load ptr, ptr %52, align 8, !tbaa !20
  %54 = getelementptr inbounds i8, ptr %53, i64 80
  br label %55

55:                                               ; preds = %6, %13, %19, %26, %42, %47, %51
  %56 = phi ptr [ %29, %26 ], [ %54, %51 ], [ %23, %19 ], [ %16, %13 ], [ %9, %6 ], [ %46, %42 ], [ %50, %47 ]
  %57 = getelementptr inbounds i8, ptr %56, i64 8
  %58 = load i8, ptr %57, align 8, !tbaa !16
  %59 = zext i8 %58 to i32
  %60 = and i32 %59, 63
  switch i32 %60, label %77 [
    i32 22, label %61
    i32 7, label %63
    i32 2, label %63
  ]

61:                                               ; preds = %55
  %62 = load ptr, ptr %56, align 8, !tbaa !15
  br label %82

63:                                               ; preds = %55, %55
  %64 = and i8 %58, 15
  switch i8 %64, label %82 [
    i8 7, label %65
    i8 2, label %75
  ]

65:                                               ; preds = %63
  %66 = load ptr, ptr %56, align 8, !tbaa !15
  %67 = getelementptr inbounds i8, ptr %66, i64 10
  %68 = load i16, ptr %67, align 2, !tbaa !15
  %69 = icmp eq i16 %68, 0
  %70 = zext i16 %68 to i64
  %71 = shl nuw nsw i64 %70, 4
  %72 = add nuw nsw i64 %71, 40
  %73 = select i1 %69, i64 32, i64 %72
  %74 = getelementptr inbounds i8, ptr %66, i64 %73
  br label %82

75:                                               ; preds = %63
  %76 = load ptr, ptr %56, align 8, !tbaa !15
  br label %82

77:                                               ; preds = %55
  %78 = and i32 %59, 64
  %79 = icmp eq i32 %78, 0
  br i1 %79, label %82, label %80

80:                                               ; preds = %77
  %81 = load ptr, ptr %56, align 8, !tbaa !15
  br label %82

82:                                               ; preds = %75, %65, %63, %77, %80, %61
  %83 = phi ptr [ %81, %80 ], [ %62, %61 ], [ null, %77 ], [ %76, %75 ], [ %74, %65 ], [ null, %63 ]
  ret ptr %83
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local void @lua_pushnil(ptr nocapture noundef %0) local_unnamed_addr #8 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !15
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  store i8 0, ptr %4, align 8, !tbaa !15
  %5 = load ptr, ptr %2, align 8, !tbaa !15
  %6 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %6, ptr %2, align 8, !tbaa !15
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local void @lua_pushnumber(ptr nocapture noundef %0, double noundef %1) local_unnamed_addr #8 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load ptr, ptr %3, align 8, !tbaa !15
  store double %1, ptr %4, align 8, !tbaa !15
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  store i8 19, ptr %5, align 8, !tbaa !16
  %6 = load ptr, ptr %3, align 8, !tbaa !15
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  store ptr %7, ptr %3, align 8, !tbaa !15
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local void @lua_pushinteger(ptr nocapture noundef %0, i64 noundef %1) local_unnamed_addr #8 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load ptr, ptr %3, align 8, !tbaa !15
  store i64 %1, ptr %4, align 8, !tbaa !15
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  store i8 3, ptr %5, align 8, !tbaa !16
  %6 = load ptr, ptr %3, align 8, !tbaa !15
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  store ptr %7, ptr %3, align 8, !tbaa !15
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local nonnull ptr @lua_pushlstring(ptr noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = icmp eq i64 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = tail call ptr @luaS_new(ptr noundef %0, ptr noundef nonnull @.str) #14
  br label %9

7:                                                ; preds = %3
  %8 = tail call ptr @luaS_newlstr(ptr noundef %0, ptr noundef %1, i64 noundef %2) #14
  br label %9

9:                                                ; preds = %7, %5
  %10 = phi ptr [ %6, %5 ], [ %8, %7 ]
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !15
  store ptr %10, ptr %12, align 8, !tbaa !15
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr %13, align 8, !tbaa !39
  %15 = or i8 %14, 64
  %16 = getelementptr inbounds i8, ptr %12, i64 8
  store i8 %15, ptr %16, align 8, !tbaa !16
  %17 = load ptr, ptr %11, align 8, !tbaa !15
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  store ptr %18, ptr %11, align 8, !tbaa !15
  %19 = getelementptr inbounds i8, ptr %0, i64 24
  %20 = load ptr, ptr %19, align 8, !tbaa !20
  %21 = getelementptr inbounds i8, ptr %20, i64 24
  %22 = load i64, ptr %21, align 8, !tbaa !38
  %23 = icmp sgt i64 %22, 0
  br i1 %23, label %24, label %25

24:                                               ; preds = %9
  tail call void @luaC_step(ptr noundef nonnull %0) #14
  br label %25

25:                                               ; preds = %24, %9
  %26 = getelementptr inbounds i8, ptr %10, i64 24
  ret ptr %26
}

declare hidden ptr @luaS_new(ptr noundef, ptr noundef) local_unnamed_addr #2

declare hidden ptr @luaS_newlstr(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local ptr @lua_pushstring(ptr noundef %0, ptr noundef %1) local_unnamed_addr #0 {
  %3 = icmp eq ptr %1, null
  br i1 %3, label %4, label %8

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load ptr, ptr %5, align 8, !tbaa !15
  %7 = getelementptr inbounds i8, ptr %6, i64 8
  store i8 0, ptr %7, align 8, !tbaa !15
  br label %17

8:                                                ; preds = %2
  %9 = tail call ptr @luaS_new(ptr noundef %0, ptr noundef nonnull %1) #14
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !15
  store ptr %9, ptr %11, align 8, !tbaa !15
  %12 = getelementptr inbounds i8, ptr %9, i64 8
  %13 = load i8, ptr %12, align 8, !tbaa !39
  %14 = or i8 %13, 64
  %15 = getelementptr inbounds i8, ptr %11, i64 8
  store i8 %14, ptr %15, align 8, !tbaa !16
  %16 = getelementptr inbounds i8, ptr %9, i64 24
  br label %17

17:                                               ; preds = %8, %4
  %18 = phi ptr [ null, %4 ], [ %16, %8 ]
  %19 = getelementptr inbounds i8, ptr %0, i64 16
  %20 = load ptr, ptr %19, align 8, !tbaa !15
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  store ptr %21, ptr %19, align 8, !tbaa !15
  %22 = getelementptr inbounds i8, ptr %0, i64 24
  %23 = load ptr, ptr %22, align 8, !tbaa !20
  %24 = getelementptr inbounds i8, ptr %23, i64 24
  %25 = load i64, ptr %24, align 8, !tbaa !38
  %26 = icmp sgt i64 %25, 0
  br i1 %26, label %27, label %28

27:                                               ; preds = %17
  tail call void @luaC_step(ptr noundef nonnull %0) #14
  br label %28

28:                                               ; preds = %27, %17
  ret ptr %18
}

; Function Attrs: nounwind uwtable
define dso_local ptr @lua_pushvfstring(ptr noundef %0, ptr noundef %1, ptr nocapture noundef readonly %2) local_unnamed_addr #0 {
  %4 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false), !tbaa.struct !41
  %5 = call ptr @luaO_pushvfstring(ptr noundef %0, ptr noundef %1, ptr noundef nonnull %4) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #14
  %6 = getelementptr inbounds i8, ptr %0, i64 24
  %7 = load ptr, ptr %6, align 8, !tbaa !20
  %8 = getelementptr inbounds i8, ptr %7, i64 24
  %9 = load i64, ptr %8, align 8, !tbaa !38
  %10 = icmp sgt i64 %9, 0
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  call void @luaC_step(ptr noundef nonnull %0) #14
  br label %12

12:                                               ; preds = %11, %3
  ret ptr %5
}

declare hidden ptr @luaO_pushvfstring(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local ptr @lua_pushfstring(ptr noundef %0, ptr noundef %1, ...) local_unnamed_addr #0 {
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #14
  call void @llvm.va_start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull align 8 dereferenceable(32) %3, i64 32, i1 false), !tbaa.struct !41
  %5 = call ptr @luaO_pushvfstring(ptr noundef %0, ptr noundef %1, ptr noundef nonnull %4) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #14
  call void @llvm.va_end.p0(ptr nonnull %3)
  %6 = getelementptr inbounds i8, ptr %0, i64 24
  %7 = load ptr, ptr %6, align 8, !tbaa !20
  %8 = getelementptr inbounds i8, ptr %7, i64 24
  %9 = load i64, ptr %8, align 8, !tbaa !38
  %10 = icmp sgt i64 %9, 0
  br i1 %10, label %11, label %12

11:                                               ; preds = %2
  call void @luaC_step(ptr noundef nonnull %0) #14
  br label %12

12:                                               ; preds = %11, %2
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #14
  ret ptr %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #9

; Function Attrs: nounwind uwtable
define dso_local void @lua_pushcclosure(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp eq i32 %2, 0
  br i1 %4, label %5, label %11

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !15
  store ptr %1, ptr %7, align 8, !tbaa !15
  %8 = getelementptr inbounds i8, ptr %7, i64 8
  store i8 22, ptr %8, align 8, !tbaa !16
  %9 = load ptr, ptr %6, align 8, !tbaa !15
  %10 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %10, ptr %6, align 8, !tbaa !15
  br label %42

11:                                               ; preds = %3
  %12 = tail call ptr @luaF_newCclosure(ptr noundef %0, i32 noundef %2) #14
  %13 = getelementptr inbounds i8, ptr %12, i64 24
  store ptr %1, ptr %13, align 8, !tbaa !42
  %14 = getelementptr inbounds i8, ptr %0, i64 16
  %15 = load ptr, ptr %14, align 8, !tbaa !15
  %16 = sext i32 %2 to i64
  %17 = sub nsw i64 0, %16
  %18 = getelementptr inbounds %union.StackValue, ptr %15, i64 %17
  store ptr %18, ptr %14, align 8, !tbaa !15
  %19 = getelementptr inbounds i8, ptr %12, i64 32
  br label %20

20:                                               ; preds = %11, %20
  %21 = phi i64 [ %16, %11 ], [ %22, %20 ]
  %22 = add nsw i64 %21, -1
  %23 = getelementptr inbounds [1 x %struct.TValue], ptr %19, i64 0, i64 %22
  %24 = load ptr, ptr %14, align 8, !tbaa !15
  %25 = getelementptr inbounds %union.StackValue, ptr %24, i64 %22
  %26 = load i64, ptr %25, align 8, !tbaa !15
  store i64 %26, ptr %23, align 8, !tbaa !15
  %27 = getelementptr inbounds i8, ptr %25, i64 8
  %28 = load i8, ptr %27, align 8, !tbaa !16
  %29 = getelementptr inbounds i8, ptr %23, i64 8
  store i8 %28, ptr %29, align 8, !tbaa !16
  %30 = icmp eq i64 %22, 0
  br i1 %30, label %31, label %20, !llvm.loop !43

31:                                               ; preds = %20
  %32 = load ptr, ptr %14, align 8, !tbaa !15
  store ptr %12, ptr %32, align 8, !tbaa !15
  %33 = getelementptr inbounds i8, ptr %32, i64 8
  store i8 102, ptr %33, align 8, !tbaa !16
  %34 = load ptr, ptr %14, align 8, !tbaa !15
  %35 = getelementptr inbounds i8, ptr %34, i64 16
  store ptr %35, ptr %14, align 8, !tbaa !15
  %36 = getelementptr inbounds i8, ptr %0, i64 24
  %37 = load ptr, ptr %36, align 8, !tbaa !20
  %38 = getelementptr inbounds i8, ptr %37, i64 24
  %39 = load i64, ptr %38, align 8, !tbaa !38
  %40 = icmp sgt i64 %39, 0
  br i1 %40, label %41, label %42

41:                                               ; preds = %31
  tail call void @luaC_step(ptr noundef nonnull %0) #14
  br label %42

42:                                               ; preds = %31, %41, %5
  ret void
}

declare hidden ptr @luaF_newCclosure(ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local void @lua_pushboolean(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #8 {
  %3 = icmp eq i32 %1, 0
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !15
  %6 = getelementptr inbounds i8, ptr %5, i64 8
  %7 = select i1 %3, i8 1, i8 17
  store i8 %7, ptr %6, align 8, !tbaa !15
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = load ptr, ptr %8, align 8, !tbaa !15
  %10 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %10, ptr %8, align 8, !tbaa !15
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local void @lua_pushlightuserdata(ptr nocapture noundef %0, ptr noundef %1) local_unnamed_addr #8 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load ptr, ptr %3, align 8, !tbaa !15
  store ptr %1, ptr %4, align 8, !tbaa !15
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  store i8 2, ptr %5, align 8, !tbaa !16
  %6 = load ptr, ptr %3, align 8, !tbaa !15
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  store ptr %7, ptr %3, align 8, !tbaa !15
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @lua_pushthread(ptr noundef %0) local_unnamed_addr #5 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !15
  store ptr %0, ptr %3, align 8, !tbaa !15
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  store i8 72, ptr %4, align 8, !tbaa !16
  %5 = load ptr, ptr %2, align 8, !tbaa !15
  %6 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %6, ptr %2, align 8, !tbaa !15
  %7 = getelementptr inbounds i8, ptr %0, i64 24
  %8 = load ptr, ptr %7, align 8, !tbaa !20
  %9 = getelementptr inbounds i8, ptr %8, i64 264
  %10 = load ptr, ptr %9, align 8, !tbaa !44
  %11 = icmp eq ptr %10, %0
  %12 = zext i1 %11 to i32
  ret i32 %12
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 16) i32 @lua_getglobal(ptr noundef %0, ptr noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  %4 = load ptr, ptr %3, align 8, !tbaa !20
  %5 = getelementptr inbounds i8, ptr %4, i64 64
  %6 = load ptr, ptr %5, align 8, !tbaa !15
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !15
  %9 = getelementptr inbounds i8, ptr %8, i64 16
  %10 = tail call ptr @luaS_new(ptr noundef %0, ptr noundef %1) #14
  %11 = getelementptr inbounds i8, ptr %8, i64 24
  %12 = load i8, ptr %11, align 8, !tbaa !16
  %13 = icmp eq i8 %12, 69
  br i1 %13, label %14, label %29

14:                                               ; preds = %2
  %15 = load ptr, ptr %9, align 8, !tbaa !15
  %16 = tail call ptr @luaH_getstr(ptr noundef %15, ptr noundef %10) #14
  %17 = getelementptr inbounds i8, ptr %16, i64 8
  %18 = load i8, ptr %17, align 8, !tbaa !16
  %19 = and i8 %18, 15
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %29, label %21

21:                                               ; preds = %14
  %22 = getelementptr inbounds i8, ptr %0, i64 16
  %23 = load ptr, ptr %22, align 8, !tbaa !15
  %24 = load i64, ptr %16, align 8, !tbaa !15
  store i64 %24, ptr %23, align 8, !tbaa !15
  %25 = load i8, ptr %17, align 8, !tbaa !16
  %26 = getelementptr inbounds i8, ptr %23, i64 8
  store i8 %25, ptr %26, align 8, !tbaa !16
  %27 = load ptr, ptr %22, align 8, !tbaa !15
  %28 = getelementptr inbounds i8, ptr %27, i64 16
  store ptr %28, ptr %22, align 8, !tbaa !15
  br label %40

29:                                               ; preds = %14, %2
  %30 = phi ptr [ %16, %14 ], [ null, %2 ]
  %31 = getelementptr inbounds i8, ptr %0, i64 16
  %32 = load ptr, ptr %31, align 8, !tbaa !15
  store ptr %10, ptr %32, align 8, !tbaa !15
  %33 = getelementptr inbounds i8, ptr %10, i64 8
  %34 = load i8, ptr %33, align 8, !tbaa !39
  %35 = or i8 %34, 64
  %36 = getelementptr inbounds i8, ptr %32, i64 8
  store i8 %35, ptr %36, align 8, !tbaa !16
  %37 = load ptr, ptr %31, align 8, !tbaa !15
  %38 = getelementptr inbounds i8, ptr %37, i64 16
  store ptr %38, ptr %31, align 8, !tbaa !15
  tail call void @luaV_finishget(ptr noundef nonnull %0, ptr noundef nonnull %9, ptr noundef %37, ptr noundef %37, ptr noundef %30) #14
  %39 = load ptr, ptr %31, align 8, !tbaa !15
  br label %40

40:                                               ; preds = %21, %29
  %41 = phi ptr [ %39, %29 ], [ %28, %21 ]
  %42 = getelementptr inbounds i8, ptr %41, i64 -8
  %43 = load i8, ptr %42, align 8, !tbaa !15
  %44 = and i8 %43, 15
  %45 = zext nneg i8 %44 to i32
  ret i32 %45
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 16) i32 @lua_gettable(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  %4 = load ptr, ptr %3, align 8, !tbaa !6
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %17

6:                                                ; preds = %2
  %7 = load ptr, ptr %4, align 8, !tbaa !15
  %8 = zext nneg i32 %1 to i64
  %9 = getelementptr inbounds %union.StackValue, ptr %7, i64 %8
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !15
  %12 = icmp ult ptr %9, %11
  br i1 %12, label %55, label %13

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %0, i64 24
  %15 = load ptr, ptr %14, align 8, !tbaa !20
  %16 = getelementptr inbounds i8, ptr %15, i64 80
  br label %55

17:                                               ; preds = %2
  %18 = icmp slt i32 %1, -1000999
  br i1 %18, label %24, label %19

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !15
  %22 = sext i32 %1 to i64
  %23 = getelementptr inbounds %union.StackValue, ptr %21, i64 %22
  br label %55

24:                                               ; preds = %17
  %25 = icmp eq i32 %1, -1001000
  br i1 %25, label %26, label %30

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %0, i64 24
  %28 = load ptr, ptr %27, align 8, !tbaa !20
  %29 = getelementptr inbounds i8, ptr %28, i64 64
  br label %55

30:                                               ; preds = %24
  %31 = load ptr, ptr %4, align 8, !tbaa !15
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  %33 = load i8, ptr %32, align 8, !tbaa !15
  %34 = icmp eq i8 %33, 102
  br i1 %34, label %35, label %51

35:                                               ; preds = %30
  %36 = sub nuw nsw i32 -1001000, %1
  %37 = load ptr, ptr %31, align 8, !tbaa !15
  %38 = getelementptr inbounds i8, ptr %37, i64 10
  %39 = load i8, ptr %38, align 2, !tbaa !26
  %40 = zext i8 %39 to i32
  %41 = icmp ugt i32 %36, %40
  br i1 %41, label %47, label %42

42:                                               ; preds = %35
  %43 = getelementptr inbounds i8, ptr %37, i64 32
  %44 = sub nuw nsw i32 -1001001, %1
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds [1 x %struct.TValue], ptr %43, i64 0, i64 %45
  br label %55

47:                                               ; preds = %35
  %48 = getelementptr inbounds i8, ptr %0, i64 24
  %49 = load ptr, ptr %48, align 8, !tbaa !20
  %50 = getelementptr inbounds i8, ptr %49, i64 80
  br label %55

51:                                               ; preds = %30
  %52 = getelementptr inbounds i8, ptr %0, i64 24
  %53 = load ptr, ptr %52, align 8, !tbaa !20
  %54 = getelementptr inbounds i8, ptr %53, i64 80
  br label %55

55:                                               ; preds = %6, %13, %19, %26, %42, %47, %51
  %56 = phi ptr [ %29, %26 ], [ %54, %51 ], [ %23, %19 ], [ %16, %13 ], [ %9, %6 ], [ %46, %42 ], [ %50, %47 ]
  %57 = getelementptr inbounds i8, ptr %56, i64 8
  %58 = load i8, ptr %57, align 8, !tbaa !16
  %59 = icmp eq i8 %58, 69
  br i1 %59, label %60, label %76

60:                                               ; preds = %55
  %61 = load ptr, ptr %56, align 8, !tbaa !15
  %62 = getelementptr inbounds i8, ptr %0, i64 16
  %63 = load ptr, ptr %62, align 8, !tbaa !15
  %64 = getelementptr inbounds i8, ptr %63, i64 -16
  %65 = tail call ptr @luaH_get(ptr noundef %61, ptr noundef nonnull %64) #14
  %66 = getelementptr inbounds i8, ptr %65, i64 8
  %67 = load i8, ptr %66, align 8, !tbaa !16
  %68 = and i8 %67, 15
  %69 = icmp eq i8 %68, 0
  br i1 %69, label %76, label %70

70:                                               ; preds = %60
  %71 = load ptr, ptr %62, align 8, !tbaa !15
  %72 = getelementptr inbounds i8, ptr %71, i64 -16
  %73 = load i64, ptr %65, align 8, !tbaa !15
  store i64 %73, ptr %72, align 8, !tbaa !15
  %74 = load i8, ptr %66, align 8, !tbaa !16
  %75 = getelementptr inbounds i8, ptr %71, i64 -8
  store i8 %74, ptr %75, align 8, !tbaa !16
  br label %81

76:                                               ; preds = %55, %60
  %77 = phi ptr [ %65, %60 ], [ null, %55 ]
  %78 = getelementptr inbounds i8, ptr %0, i64 16
  %79 = load ptr, ptr %78, align 8, !tbaa !15
  %80 = getelementptr inbounds i8, ptr %79, i64 -16
  tail call void @luaV_finishget(ptr noundef nonnull %0, ptr noundef nonnull %56, ptr noundef nonnull %80, ptr noundef nonnull %80, ptr noundef %77) #14
  br label %81

81:                                               ; preds = %76, %70
  %82 = getelementptr inbounds i8, ptr %0, i64 16
  %83 = load ptr, ptr %82, align 8, !tbaa !15
  %84 = getelementptr inbounds i8, ptr %83, i64 -8
  %85 = load i8, ptr %84, align 8, !tbaa !15
  %86 = and i8 %85, 15
  %87 = zext nneg i8 %86 to i32
  ret i32 %87
}

declare hidden ptr @luaH_get(ptr noundef, ptr noundef) local_unnamed_addr #2

declare hidden void @luaV_finishget(ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 16) i32 @lua_getfield(ptr noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = load ptr, ptr %4, align 8, !tbaa !6
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %18

7:                                                ; preds = %3
  %8 = load ptr, ptr %5, align 8, !tbaa !15
  %9 = zext nneg i32 %1 to i64
  %10 = getelementptr inbounds %union.StackValue, ptr %8, i64 %9
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !15
  %13 = icmp ult ptr %10, %12
  br i1 %13, label %56, label %14

14:                                               ; preds = %7
  %15 = getelementptr inbounds i8, ptr %0, i64 24
  %16 = load ptr, ptr %15, align 8, !tbaa !20
  %17 = getelementptr inbounds i8, ptr %16, i64 80
  br label %56

18:                                               ; preds = %3
  %19 = icmp slt i32 %1, -1000999
  br i1 %19, label %25, label %20

20:                                               ; preds = %18
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load ptr, ptr %21, align 8, !tbaa !15
  %23 = sext i32 %1 to i64
  %24 = getelementptr inbounds %union.StackValue, ptr %22, i64 %23
  br label %56

25:                                               ; preds = %18
  %26 = icmp eq i32 %1, -1001000
  br i1 %26, label %27, label %31

27:                                               ; preds = %25
  %28 = getelementptr inbounds i8, ptr %0, i64 24
  %29 = load ptr, ptr %28, align 8, !tbaa !20
  %30 = getelementptr inbounds i8, ptr %29, i64 64
  br label %56

31:                                               ; preds = %25
  %32 = load ptr, ptr %5, align 8, !tbaa !15
  %33 = getelementptr inbounds i8, ptr %32, i64 8
  %34 = load i8, ptr %33, align 8, !tbaa !15
  %35 = icmp eq i8 %34, 102
  br i1 %35, label %36, label %52

36:                                               ; preds = %31
  %37 = sub nuw nsw i32 -1001000, %1
  %38 = load ptr, ptr %32, align 8, !tbaa !15
  %39 = getelementptr inbounds i8, ptr %38, i64 10
  %40 = load i8, ptr %39, align 2, !tbaa !26
  %41 = zext i8 %40 to i32
  %42 = icmp ugt i32 %37, %41
  br i1 %42, label %48, label %43

43:                                               ; preds = %36
  %44 = getelementptr inbounds i8, ptr %38, i64 32
  %45 = sub nuw nsw i32 -1001001, %1
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds [1 x %struct.TValue], ptr %44, i64 0, i64 %46
  br label %56

48:                                               ; preds = %36
  %49 = getelementptr inbounds i8, ptr %0, i64 24
  %50 = load ptr, ptr %49, align 8, !tbaa !20
  %51 = getelementptr inbounds i8, ptr %50, i64 80
  br label %56

52:                                               ; preds = %31
  %53 = getelementptr inbounds i8, ptr %0, i64 24
  %54 = load ptr, ptr %53, align 8, !tbaa !20
  %55 = getelementptr inbounds i8, ptr %54, i64 80
  br label %56

56:                                               ; preds = %7, %14, %20, %27, %43, %48, %52
  %57 = phi ptr [ %30, %27 ], [ %55, %52 ], [ %24, %20 ], [ %17, %14 ], [ %10, %7 ], [ %47, %43 ], [ %51, %48 ]
  %58 = tail call ptr @luaS_new(ptr noundef nonnull %0, ptr noundef %2) #14
  %59 = getelementptr inbounds i8, ptr %57, i64 8
  %60 = load i8, ptr %59, align 8, !tbaa !16
  %61 = icmp eq i8 %60, 69
  br i1 %61, label %62, label %77

62:                                               ; preds = %56
  %63 = load ptr, ptr %57, align 8, !tbaa !15
  %64 = tail call ptr @luaH_getstr(ptr noundef %63, ptr noundef %58) #14
  %65 = getelementptr inbounds i8, ptr %64, i64 8
  %66 = load i8, ptr %65, align 8, !tbaa !16
  %67 = and i8 %66, 15
  %68 = icmp eq i8 %67, 0
  br i1 %68, label %77, label %69

69:                                               ; preds = %62
  %70 = getelementptr inbounds i8, ptr %0, i64 16
  %71 = load ptr, ptr %70, align 8, !tbaa !15
  %72 = load i64, ptr %64, align 8, !tbaa !15
  store i64 %72, ptr %71, align 8, !tbaa !15
  %73 = load i8, ptr %65, align 8, !tbaa !16
  %74 = getelementptr inbounds i8, ptr %71, i64 8
  store i8 %73, ptr %74, align 8, !tbaa !16
  %75 = load ptr, ptr %70, align 8, !tbaa !15
  %76 = getelementptr inbounds i8, ptr %75, i64 16
  store ptr %76, ptr %70, align 8, !tbaa !15
  br label %88

77:                                               ; preds = %62, %56
  %78 = phi ptr [ %64, %62 ], [ null, %56 ]
  %79 = getelementptr inbounds i8, ptr %0, i64 16
  %80 = load ptr, ptr %79, align 8, !tbaa !15
  store ptr %58, ptr %80, align 8, !tbaa !15
  %81 = getelementptr inbounds i8, ptr %58, i64 8
  %82 = load i8, ptr %81, align 8, !tbaa !39
  %83 = or i8 %82, 64
  %84 = getelementptr inbounds i8, ptr %80, i64 8
  store i8 %83, ptr %84, align 8, !tbaa !16
  %85 = load ptr, ptr %79, align 8, !tbaa !15
  %86 = getelementptr inbounds i8, ptr %85, i64 16
  store ptr %86, ptr %79, align 8, !tbaa !15
  tail call void @luaV_finishget(ptr noundef nonnull %0, ptr noundef nonnull %57, ptr noundef %85, ptr noundef %85, ptr noundef %78) #14
  %87 = load ptr, ptr %79, align 8, !tbaa !15
  br label %88

88:                                               ; preds = %69, %77
  %89 = phi ptr [ %87, %77 ], [ %76, %69 ]
  %90 = getelementptr inbounds i8, ptr %89, i64 -8
  %91 = load i8, ptr %90, align 8, !tbaa !15
  %92 = and i8 %91, 15
  %93 = zext nneg i8 %92 to i32
  ret i32 %93
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 16) i32 @lua_geti(ptr noundef %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = alloca %struct.TValue, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 32
  %6 = load ptr, ptr %5, align 8, !tbaa !6
  %7 = icmp sgt i32 %1, 0
  br i1 %7, label %8, label %19

8:                                                ; preds = %3
  %9 = load ptr, ptr %6, align 8, !tbaa !15
  %10 = zext nneg i32 %1 to i64
  %11 = getelementptr inbounds %union.StackValue, ptr %9, i64 %10
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !15
  %14 = icmp ult ptr %11, %13
  br i1 %14, label %57, label %15

15:                                               ; preds = %8
  %16 = getelementptr inbounds i8, ptr %0, i64 24
  %17 = load ptr, ptr %16, align 8, !tbaa !20
  %18 = getelementptr inbounds i8, ptr %17, i64 80
  br label %57

19:                                               ; preds = %3
  %20 = icmp slt i32 %1, -1000999
  br i1 %20, label %26, label %21

21:                                               ; preds = %19
  %22 = getelementptr inbounds i8, ptr %0, i64 16
  %23 = load ptr, ptr %22, align 8, !tbaa !15
  %24 = sext i32 %1 to i64
  %25 = getelementptr inbounds %union.StackValue, ptr %23, i64 %24
  br label %57

26:                                               ; preds = %19
  %27 = icmp eq i32 %1, -1001000
  br i1 %27, label %28, label %32

28:                                               ; preds = %26
  %29 = getelementptr inbounds i8, ptr %0, i64 24
  %30 = load ptr, ptr %29, align 8, !tbaa !20
  %31 = getelementptr inbounds i8, ptr %30, i64 64
  br label %57

32:                                               ; preds = %26
  %33 = load ptr, ptr %6, align 8, !tbaa !15
  %34 = getelementptr inbounds i8, ptr %33, i64 8
  %35 = load i8, ptr %34, align 8, !tbaa !15
  %36 = icmp eq i8 %35, 102
  br i1 %36, label %37, label %53

37:                                               ; preds = %32
  %38 = sub nuw nsw i32 -1001000, %1
  %39 = load ptr, ptr %33, align 8, !tbaa !15
  %40 = getelementptr inbounds i8, ptr %39, i64 10
  %41 = load i8, ptr %40, align 2, !tbaa !26
  %42 = zext i8 %41 to i32
  %43 = icmp ugt i32 %38, %42
  br i1 %43, label %49, label %44

44:                                               ; preds = %37
  %45 = getelementptr inbounds i8, ptr %39, i64 32
  %46 = sub nuw nsw i32 -1001001, %1
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds [1 x %struct.TValue], ptr %45, i64 0, i64 %47
  br label %57

49:                                               ; preds = %37
  %50 = getelementptr inbounds i8, ptr %0, i64 24
  %51 = load ptr, ptr %50, align 8, !tbaa !20
  %52 = getelementptr inbounds i8, ptr %51, i64 80
  br label %57

53:                                               ; preds = %32
  %54 = getelementptr inbounds i8, ptr %0, i64 24
  %55 = load ptr, ptr %54, align 8, !tbaa !20
  %56 = getelementptr inbounds i8, ptr %55, i64 80
  br label %57

57:                                               ; preds = %8, %15, %21, %28, %44, %49, %53
  %58 = phi ptr [ %31, %28 ], [ %56, %53 ], [ %25, %21 ], [ %18, %15 ], [ %11, %8 ], [ %48, %44 ], [ %52, %49 ]
  %59 = getelementptr inbounds i8, ptr %58, i64 8
  %60 = load i8, ptr %59, align 8, !tbaa !16
  %61 = icmp eq i8 %60, 69
  br i1 %61, label %62, label %87

62:                                               ; preds = %57
  %63 = add i64 %2, -1
  %64 = load ptr, ptr %58, align 8, !tbaa !15
  %65 = getelementptr inbounds i8, ptr %64, i64 12
  %66 = load i32, ptr %65, align 4, !tbaa !15
  %67 = zext i32 %66 to i64
  %68 = icmp ult i64 %63, %67
  br i1 %68, label %69, label %73

69:                                               ; preds = %62
  %70 = getelementptr inbounds i8, ptr %64, i64 16
  %71 = load ptr, ptr %70, align 8, !tbaa !15
  %72 = getelementptr inbounds %struct.TValue, ptr %71, i64 %63
  br label %75

73:                                               ; preds = %62
  %74 = tail call ptr @luaH_getint(ptr noundef nonnull %64, i64 noundef %2) #14
  br label %75

75:                                               ; preds = %73, %69
  %76 = phi ptr [ %72, %69 ], [ %74, %73 ]
  %77 = getelementptr inbounds i8, ptr %76, i64 8
  %78 = load i8, ptr %77, align 8, !tbaa !16
  %79 = and i8 %78, 15
  %80 = icmp eq i8 %79, 0
  br i1 %80, label %87, label %81

81:                                               ; preds = %75
  %82 = getelementptr inbounds i8, ptr %0, i64 16
  %83 = load ptr, ptr %82, align 8, !tbaa !15
  %84 = load i64, ptr %76, align 8, !tbaa !15
  store i64 %84, ptr %83, align 8, !tbaa !15
  %85 = load i8, ptr %77, align 8, !tbaa !16
  %86 = getelementptr inbounds i8, ptr %83, i64 8
  store i8 %85, ptr %86, align 8, !tbaa !16
  br label %92

87:                                               ; preds = %57, %75
  %88 = phi ptr [ %76, %75 ], [ null, %57 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #14
  store i64 %2, ptr %4, align 8, !tbaa !15
  %89 = getelementptr inbounds i8, ptr %4, i64 8
  store i8 3, ptr %89, align 8, !tbaa !16
  %90 = getelementptr inbounds i8, ptr %0, i64 16
  %91 = load ptr, ptr %90, align 8, !tbaa !15
  call void @luaV_finishget(ptr noundef nonnull %0, ptr noundef nonnull %58, ptr noundef nonnull %4, ptr noundef %91, ptr noundef %88) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #14
  br label %92

92:                                               ; preds = %87, %81
  %93 = getelementptr inbounds i8, ptr %0, i64 16
  %94 = load ptr, ptr %93, align 8, !tbaa !15
  %95 = getelementptr inbounds i8, ptr %94, i64 16
  store ptr %95, ptr %93, align 8, !tbaa !15
  %96 = getelementptr inbounds i8, ptr %94, i64 8
  %97 = load i8, ptr %96, align 8, !tbaa !15
  %98 = and i8 %97, 15
  %99 = zext nneg i8 %98 to i32
  ret i32 %99
}

declare hidden ptr @luaH_getint(ptr noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 16) i32 @lua_rawget(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  %4 = load ptr, ptr %3, align 8, !tbaa !6
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %17

6:                                                ; preds = %2
  %7 = load ptr, ptr %4, align 8, !tbaa !15
  %8 = zext nneg i32 %1 to i64
  %9 = getelementptr inbounds %union.StackValue, ptr %7, i64 %8
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !15
  %12 = icmp ult ptr %9, %11
  br i1 %12, label %55, label %13

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %0, i64 24
  %15 = load ptr, ptr %14, align 8, !tbaa !20
  %16 = getelementptr inbounds i8, ptr %15, i64 80
  br label %55

17:                                               ; preds = %2
  %18 = icmp slt i32 %1, -1000999
  br i1 %18, label %24, label %19

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !15
  %22 = sext i32 %1 to i64
  %23 = getelementptr inbounds %union.StackValue, ptr %21, i64 %22
  br label %55

24:                                               ; preds = %17
  %25 = icmp eq i32 %1, -1001000
  br i1 %25, label %26, label %30

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %0, i64 24
  %28 = load ptr, ptr %27, align 8, !tbaa !20
  %29 = getelementptr inbounds i8, ptr %28, i64 64
  br label %55

30:                                               ; preds = %24
  %31 = load ptr, ptr %4, align 8, !tbaa !15
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  %33 = load i8, ptr %32, align 8, !tbaa !15
  %34 = icmp eq i8 %33, 102
  br i1 %34, label %35, label %51

35:                                               ; preds = %30
  %36 = sub nuw nsw i32 -1001000, %1
  %37 = load ptr, ptr %31, align 8, !tbaa !15
  %38 = getelementptr inbounds i8, ptr %37, i64 10
  %39 = load i8, ptr %38, align 2, !tbaa !26
  %40 = zext i8 %39 to i32
  %41 = icmp ugt i32 %36, %40
  br i1 %41, label %47, label %42

42:                                               ; preds = %35
  %43 = getelementptr inbounds i8, ptr %37, i64 32
  %44 = sub nuw nsw i32 -1001001, %1
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds [1 x %struct.TValue], ptr %43, i64 0, i64 %45
  br label %55

47:                                               ; preds = %35
  %48 = getelementptr inbounds i8, ptr %0, i64 24
  %49 = load ptr, ptr %48, align 8, !tbaa !20
  %50 = getelementptr inbounds i8, ptr %49, i64 80
  br label %55

51:                                               ; preds = %30
  %52 = getelementptr inbounds i8, ptr %0, i64 24
  %53 = load ptr, ptr %52, align 8, !tbaa !20
  %54 = getelementptr inbounds i8, ptr %53, i64 80
  br label %55

55:                                               ; preds = %6, %13, %19, %26, %42, %47, %51
  %56 = phi ptr [ %29, %26 ], [ %54, %51 ], [ %23, %19 ], [ %16, %13 ], [ %9, %6 ], [ %46, %42 ], [ %50, %47 ]
  %57 = load ptr, ptr %56, align 8, !tbaa !15
  %58 = getelementptr inbounds i8, ptr %0, i64 16
  %59 = load ptr, ptr %58, align 8, !tbaa !15
  %60 = getelementptr inbounds i8, ptr %59, i64 -16
  %61 = tail call ptr @luaH_get(ptr noundef %57, ptr noundef nonnull %60) #14
  %62 = load ptr, ptr %58, align 8, !tbaa !15
  %63 = getelementptr inbounds i8, ptr %62, i64 -16
  store ptr %63, ptr %58, align 8, !tbaa !15
  %64 = getelementptr inbounds i8, ptr %61, i64 8
  %65 = load i8, ptr %64, align 8, !tbaa !16
  %66 = and i8 %65, 15
  %67 = icmp eq i8 %66, 0
  br i1 %67, label %71, label %68

68:                                               ; preds = %55
  %69 = load i64, ptr %61, align 8, !tbaa !15
  store i64 %69, ptr %63, align 8, !tbaa !15
  %70 = load i8, ptr %64, align 8, !tbaa !16
  br label %71

71:                                               ; preds = %55, %68
  %72 = phi i8 [ %70, %68 ], [ 0, %55 ]
  %73 = getelementptr inbounds i8, ptr %62, i64 -8
  store i8 %72, ptr %73, align 8, !tbaa !15
  %74 = load ptr, ptr %58, align 8, !tbaa !15
  %75 = getelementptr inbounds i8, ptr %74, i64 16
  store ptr %75, ptr %58, align 8, !tbaa !15
  %76 = getelementptr inbounds i8, ptr %74, i64 8
  %77 = load i8, ptr %76, align 8, !tbaa !15
  %78 = and i8 %77, 15
  %79 = zext nneg i8 %78 to i32
  ret i32 %79
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 16) i32 @lua_rawgeti(ptr nocapture noundef %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = load ptr, ptr %4, align 8, !tbaa !6
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %18

7:                                                ; preds = %3
  %8 = load ptr, ptr %5, align 8, !tbaa !15
  %9 = zext nneg i32 %1 to i64
  %10 = getelementptr inbounds %union.StackValue, ptr %8, i64 %9
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !15
  %13 = icmp ult ptr %10, %12
  br i1 %13, label %56, label %14

14:                                               ; preds = %7
  %15 = getelementptr inbounds i8, ptr %0, i64 24
  %16 = load ptr, ptr %15, align 8, !tbaa !20
  %17 = getelementptr inbounds i8, ptr %16, i64 80
  br label %56

18:                                               ; preds = %3
  %19 = icmp slt i32 %1, -1000999
  br i1 %19, label %25, label %20

20:                                               ; preds = %18
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load ptr, ptr %21, align 8, !tbaa !15
  %23 = sext i32 %1 to i64
  %24 = getelementptr inbounds %union.StackValue, ptr %22, i64 %23
  br label %56

25:                                               ; preds = %18
  %26 = icmp eq i32 %1, -1001000
  br i1 %26, label %27, label %31

27:                                               ; preds = %25
  %28 = getelementptr inbounds i8, ptr %0, i64 24
  %29 = load ptr, ptr %28, align 8, !tbaa !20
  %30 = getelementptr inbounds i8, ptr %29, i64 64
  br label %56

31:                                               ; preds = %25
  %32 = load ptr, ptr %5, align 8, !tbaa !15
  %33 = getelementptr inbounds i8, ptr %32, i64 8
  %34 = load i8, ptr %33, align 8, !tbaa !15
  %35 = icmp eq i8 %34, 102
  br i1 %35, label %36, label %52

36:                                               ; preds = %31
  %37 = sub nuw nsw i32 -1001000, %1
  %38 = load ptr, ptr %32, align 8, !tbaa !15
  %39 = getelementptr inbounds i8, ptr %38, i64 10
  %40 = load i8, ptr %39, align 2, !tbaa !26
  %41 = zext i8 %40 to i32
  %42 = icmp ugt i32 %37, %41
  br i1 %42, label %48, label %43

43:                                               ; preds = %36
  %44 = getelementptr inbounds i8, ptr %38, i64 32
  %45 = sub nuw nsw i32 -1001001, %1
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds [1 x %struct.TValue], ptr %44, i64 0, i64 %46
  br label %56

48:                                               ; preds = %36
  %49 = getelementptr inbounds i8, ptr %0, i64 24
  %50 = load ptr, ptr %49, align 8, !tbaa !20
  %51 = getelementptr inbounds i8, ptr %50, i64 80
  br label %56

52:                                               ; preds = %31
  %53 = getelementptr inbounds i8, ptr %0, i64 24
  %54 = load ptr, ptr %53, align 8, !tbaa !20
  %55 = getelementptr inbounds i8, ptr %54, i64 80
  br label %56

56:                                               ; preds = %7, %14, %20, %27, %43, %48, %52
  %57 = phi ptr [ %30, %27 ], [ %55, %52 ], [ %24, %20 ], [ %17, %14 ], [ %10, %7 ], [ %47, %43 ], [ %51, %48 ]
  %58 = load ptr, ptr %57, align 8, !tbaa !15
  %59 = tail call ptr @luaH_getint(ptr noundef %58, i64 noundef %2) #14
  %60 = getelementptr inbounds i8, ptr %59, i64 8
  %61 = load i8, ptr %60, align 8, !tbaa !16
  %62 = and i8 %61, 15
  %63 = icmp eq i8 %62, 0
  %64 = getelementptr inbounds i8, ptr %0, i64 16
  %65 = load ptr, ptr %64, align 8, !tbaa !15
  br i1 %63, label %69, label %66

66:                                               ; preds = %56
  %67 = load i64, ptr %59, align 8, !tbaa !15
  store i64 %67, ptr %65, align 8, !tbaa !15
  %68 = load i8, ptr %60, align 8, !tbaa !16
  br label %69

69:                                               ; preds = %56, %66
  %70 = phi i8 [ %68, %66 ], [ 0, %56 ]
  %71 = getelementptr inbounds i8, ptr %65, i64 8
  store i8 %70, ptr %71, align 8, !tbaa !15
  %72 = load ptr, ptr %64, align 8, !tbaa !15
  %73 = getelementptr inbounds i8, ptr %72, i64 16
  store ptr %73, ptr %64, align 8, !tbaa !15
  %74 = getelementptr inbounds i8, ptr %72, i64 8
  %75 = load i8, ptr %74, align 8, !tbaa !15
  %76 = and i8 %75, 15
  %77 = zext nneg i8 %76 to i32
  ret i32 %77
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 16) i32 @lua_rawgetp(ptr nocapture noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #0 {
  %4 = alloca %struct.TValue, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #14
  %5 = getelementptr inbounds i8, ptr %0, i64 32
  %6 = load ptr, ptr %5, align 8, !tbaa !6
  %7 = icmp sgt i32 %1, 0
  br i1 %7, label %8, label %19

8:                                                ; preds = %3
  %9 = load ptr, ptr %6, align 8, !tbaa !15
  %10 = zext nneg i32 %1 to i64
  %11 = getelementptr inbounds %union.StackValue, ptr %9, i64 %10
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !15
  %14 = icmp ult ptr %11, %13
  br i1 %14, label %57, label %15

15:                                               ; preds = %8
  %16 = getelementptr inbounds i8, ptr %0, i64 24
  %17 = load ptr, ptr %16, align 8, !tbaa !20
  %18 = getelementptr inbounds i8, ptr %17, i64 80
  br label %57

19:                                               ; preds = %3
  %20 = icmp slt i32 %1, -1000999
  br i1 %20, label %26, label %21

21:                                               ; preds = %19
  %22 = getelementptr inbounds i8, ptr %0, i64 16
  %23 = load ptr, ptr %22, align 8, !tbaa !15
  %24 = sext i32 %1 to i64
  %25 = getelementptr inbounds %union.StackValue, ptr %23, i64 %24
  br label %57

26:                                               ; preds = %19
  %27 = icmp eq i32 %1, -1001000
  br i1 %27, label %28, label %32

28:                                               ; preds = %26
  %29 = getelementptr inbounds i8, ptr %0, i64 24
  %30 = load ptr, ptr %29, align 8, !tbaa !20
  %31 = getelementptr inbounds i8, ptr %30, i64 64
  br label %57

32:                                               ; preds = %26
  %33 = load ptr, ptr %6, align 8, !tbaa !15
  %34 = getelementptr inbounds i8, ptr %33, i64 8
  %35 = load i8, ptr %34, align 8, !tbaa !15
  %36 = icmp eq i8 %35, 102
  br i1 %36, label %37, label %53

37:                                               ; preds = %32
  %38 = sub nuw nsw i32 -1001000, %1
  %39 = load ptr, ptr %33, align 8, !tbaa !15
  %40 = getelementptr inbounds i8, ptr %39, i64 10
  %41 = load i8, ptr %40, align 2, !tbaa !26
  %42 = zext i8 %41 to i32
  %43 = icmp ugt i32 %38, %42
  br i1 %43, label %49, label %44

44:                                               ; preds = %37
  %45 = getelementptr inbounds i8, ptr %39, i64 32
  %46 = sub nuw nsw i32 -1001001, %1
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds [1 x %struct.TValue], ptr %45, i64 0, i64 %47
  br label %57

49:                                               ; preds = %37
  %50 = getelementptr inbounds i8, ptr %0, i64 24
  %51 = load ptr, ptr %50, align 8, !tbaa !20
  %52 = getelementptr inbounds i8, ptr %51, i64 80
  br label %57

53:                                               ; preds = %32
  %54 = getelementptr inbounds i8, ptr %0, i64 24
  %55 = load ptr, ptr %54, align 8, !tbaa !20
  %56 = getelementptr inbounds i8, ptr %55, i64 80
  br label %57

57:                                               ; preds = %8, %15, %21, %28, %44, %49, %53
  %58 = phi ptr [ %31, %28 ], [ %56, %53 ], [ %25, %21 ], [ %18, %15 ], [ %11, %8 ], [ %48, %44 ], [ %52, %49 ]
  %59 = load ptr, ptr %58, align 8, !tbaa !15
  store ptr %2, ptr %4, align 8, !tbaa !15
  %60 = getelementptr inbounds i8, ptr %4, i64 8
  store i8 2, ptr %60, align 8, !tbaa !16
  %61 = call ptr @luaH_get(ptr noundef %59, ptr noundef nonnull %4) #14
  %62 = getelementptr inbounds i8, ptr %61, i64 8
  %63 = load i8, ptr %62, align 8, !tbaa !16
  %64 = and i8 %63, 15
  %65 = icmp eq i8 %64, 0
  %66 = getelementptr inbounds i8, ptr %0, i64 16
  %67 = load ptr, ptr %66, align 8, !tbaa !15
  br i1 %65, label %71, label %68

68:                                               ; preds = %57
  %69 = load i64, ptr %61, align 8, !tbaa !15
  store i64 %69, ptr %67, align 8, !tbaa !15
  %70 = load i8, ptr %62, align 8, !tbaa !16
  br label %71

71:                                               ; preds = %57, %68
  %72 = phi i8 [ %70, %68 ], [ 0, %57 ]
  %73 = getelementptr inbounds i8, ptr %67, i64 8
  store i8 %72, ptr %73, align 8, !tbaa !15
  %74 = load ptr, ptr %66, align 8, !tbaa !15
  %75 = getelementptr inbounds i8, ptr %74, i64 16
  store ptr %75, ptr %66, align 8, !tbaa !15
  %76 = getelementptr inbounds i8, ptr %74, i64 8
  %77 = load i8, ptr %76, align 8, !tbaa !15
  %78 = and i8 %77, 15
  %79 = zext nneg i8 %78 to i32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #14
  ret i32 %79
}

; Function Attrs: nounwind uwtable
define dso_local void @lua_createtable(ptr noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call ptr @luaH_new(ptr noundef %0) #14
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load ptr, ptr %5, align 8, !tbaa !15
  store ptr %4, ptr %6, align 8, !tbaa !15
  %7 = getelementptr inbounds i8, ptr %6, i64 8
  store i8 69, ptr %7, align 8, !tbaa !16
  %8 = load ptr, ptr %5, align 8, !tbaa !15
  %9 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr %9, ptr %5, align 8, !tbaa !15
  %10 = icmp sgt i32 %1, 0
  %11 = icmp sgt i32 %2, 0
  %12 = or i1 %10, %11
  br i1 %12, label %13, label %14

13:                                               ; preds = %3
  tail call void @luaH_resize(ptr noundef nonnull %0, ptr noundef %4, i32 noundef %1, i32 noundef %2) #14
  br label %14

14:                                               ; preds = %3, %13
  %15 = getelementptr inbounds i8, ptr %0, i64 24
  %16 = load ptr, ptr %15, align 8, !tbaa !20
  %17 = getelementptr inbounds i8, ptr %16, i64 24
  %18 = load i64, ptr %17, align 8, !tbaa !38
  %19 = icmp sgt i64 %18, 0
  br i1 %19, label %20, label %21

20:                                               ; preds = %14
  tail call void @luaC_step(ptr noundef nonnull %0) #14
  br label %21

21:                                               ; preds = %20, %14
  ret void
}

declare hidden ptr @luaH_new(ptr noundef) local_unnamed_addr #2

declare hidden void @luaH_resize(ptr noundef, ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @lua_getmetatable(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #5 {
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  %4 = load ptr, ptr %3, align 8, !tbaa !6
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %17

6:                                                ; preds = %2
  %7 = load ptr, ptr %4, align 8, !tbaa !15
  %8 = zext nneg i32 %1 to i64
  %9 = getelementptr inbounds %union.StackValue, ptr %7, i64 %8
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !15
  %12 = icmp ult ptr %9, %11
  br i1 %12, label %55, label %13

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %0, i64 24
  %15 = load ptr, ptr %14, align 8, !tbaa !20
  %16 = getelementptr inbounds i8, ptr %15, i64 80
  br label %55

17:                                               ; preds = %2
  %18 = icmp slt i32 %1, -1000999
  br i1 %18, label %24, label %19

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !15
  %22 = sext i32 %1 to i64
  %23 = getelementptr inbounds %union.StackValue, ptr %21, i64 %22
  br label %55

24:                                               ; preds = %17
  %25 = icmp eq i32 %1, -1001000
  br i1 %25, label %26, label %30

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %0, i64 24
  %28 = load ptr, ptr %27, align 8, !tbaa !20
  %29 = getelementptr inbounds i8, ptr %28, i64 64
  br label %55

30:                                               ; preds = %24
  %31 = load ptr, ptr %4, align 8, !tbaa !15
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  %33 = load i8, ptr %32, align 8, !tbaa !15
  %34 = icmp eq i8 %33, 102
  br i1 %34, label %35, label %51

35:                                               ; preds = %30
  %36 = sub nuw nsw i32 -1001000, %1
  %37 = load ptr, ptr %31, align 8, !tbaa !15
  %38 = getelementptr inbounds i8, ptr %37, i64 10
  %39 = load i8, ptr %38, align 2, !tbaa !26
  %40 = zext i8 %39 to i32
  %41 = icmp ugt i32 %36, %40
  br i1 %41, label %47, label %42

42:                                               ; preds = %35
  %43 = getelementptr inbounds i8, ptr %37, i64 32
  %44 = sub nuw nsw i32 -1001001, %1
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds [1 x %struct.TValue], ptr %43, i64 0, i64 %45
  br label %55

47:                                               ; preds = %35
  %48 = getelementptr inbounds i8, ptr %0, i64 24
  %49 = load ptr, ptr %48, align 8, !tbaa !20
  %50 = getelementptr inbounds i8, ptr %49, i64 80
  br label %55

51:                                               ; preds = %30
  %52 = getelementptr inbounds i8, ptr %0, i64 24
  %53 = load ptr, ptr %52, align 8, !tbaa !20
  %54 = getelementptr inbounds i8, ptr %53, i64 80
  br label %55

55:                                               ; preds = %6, %13, %19, %26, %42, %47, %51
  %56 = phi ptr [ %29, %26 ], [ %54, %51 ], [ %23, %19 ], [ %16, %13 ], [ %9, %6 ], [ %46, %42 ], [ %50, %47 ]
  %57 = getelementptr inbounds i8, ptr %56, i64 8
  %58 = load i8, ptr %57, align 8, !tbaa !16
  %59 = and i8 %58, 15
  switch i8 %59, label %66 [
    i8 5, label %60
    i8 7, label %63
  ]

60:                                               ; preds = %55
  %61 = load ptr, ptr %56, align 8, !tbaa !15
  %62 = getelementptr inbounds i8, ptr %61, i64 40
  br label %72

63:                                               ; preds = %55
  %64 = load ptr, ptr %56, align 8, !tbaa !15
  %65 = getelementptr inbounds i8, ptr %64, i64 24
  br label %72

66:                                               ; preds = %55
  %67 = getelementptr inbounds i8, ptr %0, i64 24
  %68 = load ptr, ptr %67, align 8, !tbaa !20
  %69 = getelementptr inbounds i8, ptr %68, i64 480
  %70 = zext nneg i8 %59 to i64
  %71 = getelementptr inbounds [9 x ptr], ptr %69, i64 0, i64 %70
  br label %72

72:                                               ; preds = %66, %63, %60
  %73 = phi ptr [ %71, %66 ], [ %65, %63 ], [ %62, %60 ]
  %74 = load ptr, ptr %73, align 8, !tbaa !15
  %75 = icmp eq ptr %74, null
  br i1 %75, label %82, label %76

76:                                               ; preds = %72
  %77 = getelementptr inbounds i8, ptr %0, i64 16
  %78 = load ptr, ptr %77, align 8, !tbaa !15
  store ptr %74, ptr %78, align 8, !tbaa !15
  %79 = getelementptr inbounds i8, ptr %78, i64 8
  store i8 69, ptr %79, align 8, !tbaa !16
  %80 = load ptr, ptr %77, align 8, !tbaa !15
  %81 = getelementptr inbounds i8, ptr %80, i64 16
  store ptr %81, ptr %77, align 8, !tbaa !15
  br label %82

82:                                               ; preds = %76, %72
  %83 = phi i32 [ 1, %76 ], [ 0, %72 ]
  ret i32 %83
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 -1, 16) i32 @lua_getiuservalue(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #5 {
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = load ptr, ptr %4, align 8, !tbaa !6
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %18

7:                                                ; preds = %3
  %8 = load ptr, ptr %5, align 8, !tbaa !15
  %9 = zext nneg i32 %1 to i64
  %10 = getelementptr inbounds %union.StackValue, ptr %8, i64 %9
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !15
  %13 = icmp ult ptr %10, %12
  br i1 %13, label %56, label %14

14:                                               ; preds = %7
  %15 = getelementptr inbounds i8, ptr %0, i64 24
  %16 = load ptr, ptr %15, align 8, !tbaa !20
  %17 = getelementptr inbounds i8, ptr %16, i64 80
  br label %56

18:                                               ; preds = %3
  %19 = icmp slt i32 %1, -1000999
  br i1 %19, label %25, label %20

20:                                               ; preds = %18
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load ptr, ptr %21, align 8, !tbaa !15
  %23 = sext i32 %1 to i64
  %24 = getelementptr inbounds %union.StackValue, ptr %22, i64 %23
  br label %56

25:                                               ; preds = %18
  %26 = icmp eq i32 %1, -1001000
  br i1 %26, label %27, label %31

27:                                               ; preds = %25
  %28 = getelementptr inbounds i8, ptr %0, i64 24
  %29 = load ptr, ptr %28, align 8, !tbaa !20
  %30 = getelementptr inbounds i8, ptr %29, i64 64
  br label %56

31:                                               ; preds = %25
  %32 = load ptr, ptr %5, align 8, !tbaa !15
  %33 = getelementptr inbounds i8, ptr %32, i64 8
  %34 = load i8, ptr %33, align 8, !tbaa !15
  %35 = icmp eq i8 %34, 102
  br i1 %35, label %36, label %52

36:                                               ; preds = %31
  %37 = sub nuw nsw i32 -1001000, %1
  %38 = load ptr, ptr %32, align 8, !tbaa !15
  %39 = getelementptr inbounds i8, ptr %38, i64 10
  %40 = load i8, ptr %39, align 2, !tbaa !26
  %41 = zext i8 %40 to i32
  %42 = icmp ugt i32 %37, %41
  br i1 %42, label %48, label %43

43:                                               ; preds = %36
  %44 = getelementptr inbounds i8, ptr %38, i64 32
  %45 = sub nuw nsw i32 -1001001, %1
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds [1 x %struct.TValue], ptr %44, i64 0, i64 %46
  br label %56

48:                                               ; preds = %36
  %49 = getelementptr inbounds i8, ptr %0, i64 24
  %50 = load ptr, ptr %49, align 8, !tbaa !20
  %51 = getelementptr inbounds i8, ptr %50, i64 80
  br label %56

52:                                               ; preds = %31
  %53 = getelementptr inbounds i8, ptr %0, i64 24
  %54 = load ptr, ptr %53, align 8, !tbaa !20
  %55 = getelementptr inbounds i8, ptr %54, i64 80
  br label %56

56:                                               ; preds = %7, %14, %20, %27, %43, %48, %52
  %57 = phi ptr [ %30, %27 ], [ %55, %52 ], [ %24, %20 ], [ %17, %14 ], [ %10, %7 ], [ %47, %43 ], [ %51, %48 ]
  %58 = icmp slt i32 %2, 1
  br i1 %58, label %65, label %59

59:                                               ; preds = %56
  %60 = load ptr, ptr %57, align 8, !tbaa !15
  %61 = getelementptr inbounds i8, ptr %60, i64 10
  %62 = load i16, ptr %61, align 2, !tbaa !15
  %63 = zext i16 %62 to i32
  %64 = icmp ult i32 %63, %2
  br i1 %64, label %65, label %70

65:                                               ; preds = %59, %56
  %66 = getelementptr inbounds i8, ptr %0, i64 16
  %67 = load ptr, ptr %66, align 8, !tbaa !15
  %68 = getelementptr inbounds i8, ptr %67, i64 8
  store i8 0, ptr %68, align 8, !tbaa !15
  %69 = load ptr, ptr %66, align 8, !tbaa !15
  br label %86

70:                                               ; preds = %59
  %71 = getelementptr inbounds i8, ptr %0, i64 16
  %72 = load ptr, ptr %71, align 8, !tbaa !15
  %73 = getelementptr inbounds i8, ptr %60, i64 40
  %74 = add nsw i32 %2, -1
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds [1 x %union.UValue], ptr %73, i64 0, i64 %75
  %77 = load i64, ptr %76, align 8, !tbaa !15
  store i64 %77, ptr %72, align 8, !tbaa !15
  %78 = getelementptr inbounds i8, ptr %76, i64 8
  %79 = load i8, ptr %78, align 8, !tbaa !16
  %80 = getelementptr inbounds i8, ptr %72, i64 8
  store i8 %79, ptr %80, align 8, !tbaa !16
  %81 = load ptr, ptr %71, align 8, !tbaa !15
  %82 = getelementptr inbounds i8, ptr %81, i64 8
  %83 = load i8, ptr %82, align 8, !tbaa !15
  %84 = and i8 %83, 15
  %85 = zext nneg i8 %84 to i32
  br label %86

86:                                               ; preds = %70, %65
  %87 = phi ptr [ %69, %65 ], [ %81, %70 ]
  %88 = phi i32 [ -1, %65 ], [ %85, %70 ]
  %89 = getelementptr inbounds i8, ptr %0, i64 16
  %90 = getelementptr inbounds i8, ptr %87, i64 16
  store ptr %90, ptr %89, align 8, !tbaa !15
  ret i32 %88
}

; Function Attrs: nounwind uwtable
define dso_local void @lua_setglobal(ptr noundef %0, ptr noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  %4 = load ptr, ptr %3, align 8, !tbaa !20
  %5 = getelementptr inbounds i8, ptr %4, i64 64
  %6 = load ptr, ptr %5, align 8, !tbaa !15
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !15
  %9 = getelementptr inbounds i8, ptr %8, i64 16
  tail call fastcc void @auxsetstr(ptr noundef %0, ptr noundef nonnull %9, ptr noundef %1)
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc void @auxsetstr(ptr noundef %0, ptr noundef %1, ptr noundef %2) unnamed_addr #0 {
  %4 = tail call ptr @luaS_new(ptr noundef %0, ptr noundef %2) #14
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load i8, ptr %5, align 8, !tbaa !16
  %7 = icmp eq i8 %6, 69
  br i1 %7, label %8, label %45

8:                                                ; preds = %3
  %9 = load ptr, ptr %1, align 8, !tbaa !15
  %10 = tail call ptr @luaH_getstr(ptr noundef %9, ptr noundef %4) #14
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  %12 = load i8, ptr %11, align 8, !tbaa !16
  %13 = and i8 %12, 15
  %14 = icmp eq i8 %13, 0
  br i1 %14, label %45, label %15

15:                                               ; preds = %8
  %16 = getelementptr inbounds i8, ptr %0, i64 16
  %17 = load ptr, ptr %16, align 8, !tbaa !15
  %18 = getelementptr inbounds i8, ptr %17, i64 -16
  %19 = load i64, ptr %18, align 8, !tbaa !15
  store i64 %19, ptr %10, align 8, !tbaa !15
  %20 = getelementptr inbounds i8, ptr %17, i64 -8
  %21 = load i8, ptr %20, align 8, !tbaa !16
  store i8 %21, ptr %11, align 8, !tbaa !16
  %22 = load ptr, ptr %16, align 8, !tbaa !15
  %23 = getelementptr inbounds i8, ptr %22, i64 -16
  %24 = getelementptr inbounds i8, ptr %22, i64 -8
  %25 = load i8, ptr %24, align 8, !tbaa !15
  %26 = and i8 %25, 64
  %27 = icmp eq i8 %26, 0
  br i1 %27, label %42, label %28

28:                                               ; preds = %15
  %29 = load ptr, ptr %1, align 8, !tbaa !15
  %30 = getelementptr inbounds i8, ptr %29, i64 9
  %31 = load i8, ptr %30, align 1, !tbaa !28
  %32 = and i8 %31, 32
  %33 = icmp eq i8 %32, 0
  br i1 %33, label %42, label %34

34:                                               ; preds = %28
  %35 = load ptr, ptr %23, align 8, !tbaa !15
  %36 = getelementptr inbounds i8, ptr %35, i64 9
  %37 = load i8, ptr %36, align 1, !tbaa !28
  %38 = and i8 %37, 24
  %39 = icmp eq i8 %38, 0
  br i1 %39, label %42, label %40

40:                                               ; preds = %34
  tail call void @luaC_barrierback_(ptr noundef nonnull %0, ptr noundef nonnull %29) #14
  %41 = load ptr, ptr %16, align 8, !tbaa !15
  br label %42

42:                                               ; preds = %15, %40, %34, %28
  %43 = phi ptr [ %22, %15 ], [ %41, %40 ], [ %22, %34 ], [ %22, %28 ]
  %44 = getelementptr inbounds i8, ptr %43, i64 -16
  store ptr %44, ptr %16, align 8, !tbaa !15
  br label %58

45:                                               ; preds = %3, %8
  %46 = phi ptr [ %10, %8 ], [ null, %3 ]
  %47 = getelementptr inbounds i8, ptr %0, i64 16
  %48 = load ptr, ptr %47, align 8, !tbaa !15
  store ptr %4, ptr %48, align 8, !tbaa !15
  %49 = getelementptr inbounds i8, ptr %4, i64 8
  %50 = load i8, ptr %49, align 8, !tbaa !39
  %51 = or i8 %50, 64
  %52 = getelementptr inbounds i8, ptr %48, i64 8
  store i8 %51, ptr %52, align 8, !tbaa !16
  %53 = load ptr, ptr %47, align 8, !tbaa !15
  %54 = getelementptr inbounds i8, ptr %53, i64 16
  store ptr %54, ptr %47, align 8, !tbaa !15
  %55 = getelementptr inbounds i8, ptr %53, i64 -16
  tail call void @luaV_finishset(ptr noundef %0, ptr noundef nonnull %1, ptr noundef %53, ptr noundef nonnull %55, ptr noundef %46) #14
  %56 = load ptr, ptr %47, align 8, !tbaa !15
  %57 = getelementptr inbounds i8, ptr %56, i64 -32
  store ptr %57, ptr %47, align 8, !tbaa !15
  br label %58

58:                                               ; preds = %45, %42
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local void @lua_settable(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  %4 = load ptr, ptr %3, align 8, !tbaa !6
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %17

6:                                                ; preds = %2
  %7 = load ptr, ptr %4, align 8, !tbaa !15
  %8 = zext nneg i32 %1 to i64
  %9 = getelementptr inbounds %union.StackValue, ptr %7, i64 %8
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !15
  %12 = icmp ult ptr %9, %11
  br i1 %12, label %55, label %13

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %0, i64 24
  %15 = load ptr, ptr %14, align 8, !tbaa !20
  %16 = getelementptr inbounds i8, ptr %15, i64 80
  br label %55

17:                                               ; preds = %2
  %18 = icmp slt i32 %1, -1000999
  br i1 %18, label %24, label %19

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !15
  %22 = sext i32 %1 to i64
  %23 = getelementptr inbounds %union.StackValue, ptr %21, i64 %22
  br label %55

24:                                               ; preds = %17
  %25 = icmp eq i32 %1, -1001000
  br i1 %25, label %26, label %30

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %0, i64 24
  %28 = load ptr, ptr %27, align 8, !tbaa !20
  %29 = getelementptr inbounds i8, ptr %28, i64 64
  br label %55

30:                                               ; preds = %24
  %31 = load ptr, ptr %4, align 8, !tbaa !15
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  %33 = load i8, ptr %32, align 8, !tbaa !15
  %34 = icmp eq i8 %33, 102
  br i1 %34, label %35, label %51

35:                                               ; preds = %30
  %36 = sub nuw nsw i32 -1001000, %1
  %37 = load ptr, ptr %31, align 8, !tbaa !15
  %38 = getelementptr inbounds i8, ptr %37, i64 10
  %39 = load i8, ptr %38, align 2, !tbaa !26
  %40 = zext i8 %39 to i32
  %41 = icmp ugt i32 %36, %40
  br i1 %41, label %47, label %42

42:                                               ; preds = %35
  %43 = getelementptr inbounds i8, ptr %37, i64 32
  %44 = sub nuw nsw i32 -1001001, %1
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds [1 x %struct.TValue], ptr %43, i64 0, i64 %45
  br label %55

47:                                               ; preds = %35
  %48 = getelementptr inbounds i8, ptr %0, i64 24
  %49 = load ptr, ptr %48, align 8, !tbaa !20
  %50 = getelementptr inbounds i8, ptr %49, i64 80
  br label %55

51:                                               ; preds = %30
  %52 = getelementptr inbounds i8, ptr %0, i64 24
  %53 = load ptr, ptr %52, align 8, !tbaa !20
  %54 = getelementptr inbounds i8, ptr %53, i64 80
  br label %55

55:                                               ; preds = %6, %13, %19, %26, %42, %47, %51
  %56 = phi ptr [ %29, %26 ], [ %54, %51 ], [ %23, %19 ], [ %16, %13 ], [ %9, %6 ], [ %46, %42 ], [ %50, %47 ]
  %57 = getelementptr inbounds i8, ptr %56, i64 8
  %58 = load i8, ptr %57, align 8, !tbaa !16
  %59 = icmp eq i8 %58, 69
  br i1 %59, label %60, label %95

60:                                               ; preds = %55
  %61 = load ptr, ptr %56, align 8, !tbaa !15
  %62 = getelementptr inbounds i8, ptr %0, i64 16
  %63 = load ptr, ptr %62, align 8, !tbaa !15
  %64 = getelementptr inbounds i8, ptr %63, i64 -32
  %65 = tail call ptr @luaH_get(ptr noundef %61, ptr noundef nonnull %64) #14
  %66 = getelementptr inbounds i8, ptr %65, i64 8
  %67 = load i8, ptr %66, align 8, !tbaa !16
  %68 = and i8 %67, 15
  %69 = icmp eq i8 %68, 0
  br i1 %69, label %95, label %70

70:                                               ; preds = %60
  %71 = load ptr, ptr %62, align 8, !tbaa !15
  %72 = getelementptr inbounds i8, ptr %71, i64 -16
  %73 = load i64, ptr %72, align 8, !tbaa !15
  store i64 %73, ptr %65, align 8, !tbaa !15
  %74 = getelementptr inbounds i8, ptr %71, i64 -8
  %75 = load i8, ptr %74, align 8, !tbaa !16
  store i8 %75, ptr %66, align 8, !tbaa !16
  %76 = load ptr, ptr %62, align 8, !tbaa !15
  %77 = getelementptr inbounds i8, ptr %76, i64 -16
  %78 = getelementptr inbounds i8, ptr %76, i64 -8
  %79 = load i8, ptr %78, align 8, !tbaa !15
  %80 = and i8 %79, 64
  %81 = icmp eq i8 %80, 0
  br i1 %81, label %101, label %82

82:                                               ; preds = %70
  %83 = load ptr, ptr %56, align 8, !tbaa !15
  %84 = getelementptr inbounds i8, ptr %83, i64 9
  %85 = load i8, ptr %84, align 1, !tbaa !28
  %86 = and i8 %85, 32
  %87 = icmp eq i8 %86, 0
  br i1 %87, label %101, label %88

88:                                               ; preds = %82
  %89 = load ptr, ptr %77, align 8, !tbaa !15
  %90 = getelementptr inbounds i8, ptr %89, i64 9
  %91 = load i8, ptr %90, align 1, !tbaa !28
  %92 = and i8 %91, 24
  %93 = icmp eq i8 %92, 0
  br i1 %93, label %101, label %94

94:                                               ; preds = %88
  tail call void @luaC_barrierback_(ptr noundef nonnull %0, ptr noundef nonnull %83) #14
  br label %101

95:                                               ; preds = %55, %60
  %96 = phi ptr [ %65, %60 ], [ null, %55 ]
  %97 = getelementptr inbounds i8, ptr %0, i64 16
  %98 = load ptr, ptr %97, align 8, !tbaa !15
  %99 = getelementptr inbounds i8, ptr %98, i64 -32
  %100 = getelementptr inbounds i8, ptr %98, i64 -16
  tail call void @luaV_finishset(ptr noundef nonnull %0, ptr noundef nonnull %56, ptr noundef nonnull %99, ptr noundef nonnull %100, ptr noundef %96) #14
  br label %101

101:                                              ; preds = %82, %88, %94, %70, %95
  %102 = getelementptr inbounds i8, ptr %0, i64 16
  %103 = load ptr, ptr %102, align 8, !tbaa !15
  %104 = getelementptr inbounds i8, ptr %103, i64 -32
  store ptr %104, ptr %102, align 8, !tbaa !15
  ret void
}

declare hidden void @luaC_barrierback_(ptr noundef, ptr noundef) local_unnamed_addr #2

declare hidden void @luaV_finishset(ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local void @lua_setfield(ptr noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = load ptr, ptr %4, align 8, !tbaa !6
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %18

7:                                                ; preds = %3
  %8 = load ptr, ptr %5, align 8, !tbaa !15
  %9 = zext nneg i32 %1 to i64
  %10 = getelementptr inbounds %union.StackValue, ptr %8, i64 %9
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !15
  %13 = icmp ult ptr %10, %12
  br i1 %13, label %56, label %14

14:                                               ; preds = %7
  %15 = getelementptr inbounds i8, ptr %0, i64 24
  %16 = load ptr, ptr %15, align 8, !tbaa !20
  %17 = getelementptr inbounds i8, ptr %16, i64 80
  br label %56

18:                                               ; preds = %3
  %19 = icmp slt i32 %1, -1000999
  br i1 %19, label %25, label %20

20:                                               ; preds = %18
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load ptr, ptr %21, align 8, !tbaa !15
  %23 = sext i32 %1 to i64
  %24 = getelementptr inbounds %union.StackValue, ptr %22, i64 %23
  br label %56

25:                                               ; preds = %18
  %26 = icmp eq i32 %1, -1001000
  br i1 %26, label %27, label %31

27:                                               ; preds = %25
  %28 = getelementptr inbounds i8, ptr %0, i64 24
  %29 = load ptr, ptr %28, align 8, !tbaa !20
  %30 = getelementptr inbounds i8, ptr %29, i64 64
  br label %56

31:                                               ; preds = %25
  %32 = load ptr, ptr %5, align 8, !tbaa !15
  %33 = getelementptr inbounds i8, ptr %32, i64 8
  %34 = load i8, ptr %33, align 8, !tbaa !15
  %35 = icmp eq i8 %34, 102
  br i1 %35, label %36, label %52

36:                                               ; preds = %31
  %37 = sub nuw nsw i32 -1001000, %1
  %38 = load ptr, ptr %32, align 8, !tbaa !15
  %39 = getelementptr inbounds i8, ptr %38, i64 10
  %40 = load i8, ptr %39, align 2, !tbaa !26
  %41 = zext i8 %40 to i32
  %42 = icmp ugt i32 %37, %41
  br i1 %42, label %48, label %43

43:                                               ; preds = %36
  %44 = getelementptr inbounds i8, ptr %38, i64 32
  %45 = sub nuw nsw i32 -1001001, %1
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds [1 x %struct.TValue], ptr %44, i64 0, i64 %46
  br label %56

48:                                               ; preds = %36
  %49 = getelementptr inbounds i8, ptr %0, i64 24
  %50 = load ptr, ptr %49, align 8, !tbaa !20
  %51 = getelementptr inbounds i8, ptr %50, i64 80
  br label %56

52:                                               ; preds = %31
  %53 = getelementptr inbounds i8, ptr %0, i64 24
  %54 = load ptr, ptr %53, align 8, !tbaa !20
  %55 = getelementptr inbounds i8, ptr %54, i64 80
  br label %56

56:                                               ; preds = %7, %14, %20, %27, %43, %48, %52
  %57 = phi ptr [ %30, %27 ], [ %55, %52 ], [ %24, %20 ], [ %17, %14 ], [ %10, %7 ], [ %47, %43 ], [ %51, %48 ]
  tail call fastcc void @auxsetstr(ptr noundef nonnull %0, ptr noundef %57, ptr noundef %2)
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local void @lua_seti(ptr noundef %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = alloca %struct.TValue, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 32
  %6 = load ptr, ptr %5, align 8, !tbaa !6
  %7 = icmp sgt i32 %1, 0
  br i1 %7, label %8, label %19

8:                                                ; preds = %3
  %9 = load ptr, ptr %6, align 8, !tbaa !15
  %10 = zext nneg i32 %1 to i64
  %11 = getelementptr inbounds %union.StackValue, ptr %9, i64 %10
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !15
  %14 = icmp ult ptr %11, %13
  br i1 %14, label %57, label %15

15:                                               ; preds = %8
  %16 = getelementptr inbounds i8, ptr %0, i64 24
  %17 = load ptr, ptr %16, align 8, !tbaa !20
  %18 = getelementptr inbounds i8, ptr %17, i64 80
  br label %57

19:                                               ; preds = %3
  %20 = icmp slt i32 %1, -1000999
  br i1 %20, label %26, label %21

21:                                               ; preds = %19
  %22 = getelementptr inbounds i8, ptr %0, i64 16
  %23 = load ptr, ptr %22, align 8, !tbaa !15
  %24 = sext i32 %1 to i64
  %25 = getelementptr inbounds %union.StackValue, ptr %23, i64 %24
  br label %57

26:                                               ; preds = %19
  %27 = icmp eq i32 %1, -1001000
  br i1 %27, label %28, label %32

28:                                               ; preds = %26
  %29 = getelementptr inbounds i8, ptr %0, i64 24
  %30 = load ptr, ptr %29, align 8, !tbaa !20
  %31 = getelementptr inbounds i8, ptr %30, i64 64
  br label %57

32:                                               ; preds = %26
  %33 = load ptr, ptr %6, align 8, !tbaa !15
  %34 = getelementptr inbounds i8, ptr %33, i64 8
  %35 = load i8, ptr %34, align 8, !tbaa !15
  %36 = icmp eq i8 %35, 102
  br i1 %36, label %37, label %53

37:                                               ; preds = %32
  %38 = sub nuw nsw i32 -1001000, %1
  %39 = load ptr, ptr %33, align 8, !tbaa !15
  %40 = getelementptr inbounds i8, ptr %39, i64 10
  %41 = load i8, ptr %40, align 2, !tbaa !26
  %42 = zext i8 %41 to i32
  %43 = icmp ugt i32 %38, %42
  br i1 %43, label %49, label %44

44:                                               ; preds = %37
  %45 = getelementptr inbounds i8, ptr %39, i64 32
  %46 = sub nuw nsw i32 -1001001, %1
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds [1 x %struct.TValue], ptr %45, i64 0, i64 %47
  br label %57

49:                                               ; preds = %37
  %50 = getelementptr inbounds i8, ptr %0, i64 24
  %51 = load ptr, ptr %50, align 8, !tbaa !20
  %52 = getelementptr inbounds i8, ptr %51, i64 80
  br label %57

53:                                               ; preds = %32
  %54 = getelementptr inbounds i8, ptr %0, i64 24
  %55 = load ptr, ptr %54, align 8, !tbaa !20
  %56 = getelementptr inbounds i8, ptr %55, i64 80
  br label %57

57:                                               ; preds = %8, %15, %21, %28, %44, %49, %53
  %58 = phi ptr [ %31, %28 ], [ %56, %53 ], [ %25, %21 ], [ %18, %15 ], [ %11, %8 ], [ %48, %44 ], [ %52, %49 ]
  %59 = getelementptr inbounds i8, ptr %58, i64 8
  %60 = load i8, ptr %59, align 8, !tbaa !16
  %61 = icmp eq i8 %60, 69
  br i1 %61, label %62, label %107

62:                                               ; preds = %57
  %63 = add i64 %2, -1
  %64 = load ptr, ptr %58, align 8, !tbaa !15
  %65 = getelementptr inbounds i8, ptr %64, i64 12
  %66 = load i32, ptr %65, align 4, !tbaa !15
  %67 = zext i32 %66 to i64
  %68 = icmp ult i64 %63, %67
  br i1 %68, label %69, label %73

69:                                               ; preds = %62
  %70 = getelementptr inbounds i8, ptr %64, i64 16
  %71 = load ptr, ptr %70, align 8, !tbaa !15
  %72 = getelementptr inbounds %struct.TValue, ptr %71, i64 %63
  br label %75

73:                                               ; preds = %62
  %74 = tail call ptr @luaH_getint(ptr noundef nonnull %64, i64 noundef %2) #14
  br label %75

75:                                               ; preds = %73, %69
  %76 = phi ptr [ %72, %69 ], [ %74, %73 ]
  %77 = getelementptr inbounds i8, ptr %76, i64 8
  %78 = load i8, ptr %77, align 8, !tbaa !16
  %79 = and i8 %78, 15
  %80 = icmp eq i8 %79, 0
  br i1 %80, label %107, label %81

81:                                               ; preds = %75
  %82 = getelementptr inbounds i8, ptr %0, i64 16
  %83 = load ptr, ptr %82, align 8, !tbaa !15
  %84 = getelementptr inbounds i8, ptr %83, i64 -16
  %85 = load i64, ptr %84, align 8, !tbaa !15
  store i64 %85, ptr %76, align 8, !tbaa !15
  %86 = getelementptr inbounds i8, ptr %83, i64 -8
  %87 = load i8, ptr %86, align 8, !tbaa !16
  store i8 %87, ptr %77, align 8, !tbaa !16
  %88 = load ptr, ptr %82, align 8, !tbaa !15
  %89 = getelementptr inbounds i8, ptr %88, i64 -16
  %90 = getelementptr inbounds i8, ptr %88, i64 -8
  %91 = load i8, ptr %90, align 8, !tbaa !15
  %92 = and i8 %91, 64
  %93 = icmp eq i8 %92, 0
  br i1 %93, label %113, label %94

94:                                               ; preds = %81
  %95 = load ptr, ptr %58, align 8, !tbaa !15
  %96 = getelementptr inbounds i8, ptr %95, i64 9
  %97 = load i8, ptr %96, align 1, !tbaa !28
  %98 = and i8 %97, 32
  %99 = icmp eq i8 %98, 0
  br i1 %99, label %113, label %100

100:                                              ; preds = %94
  %101 = load ptr, ptr %89, align 8, !tbaa !15
  %102 = getelementptr inbounds i8, ptr %101, i64 9
  %103 = load i8, ptr %102, align 1, !tbaa !28
  %104 = and i8 %103, 24
  %105 = icmp eq i8 %104, 0
  br i1 %105, label %113, label %106

106:                                              ; preds = %100
  tail call void @luaC_barrierback_(ptr noundef nonnull %0, ptr noundef nonnull %95) #14
  br label %113

107:                                              ; preds = %57, %75
  %108 = phi ptr [ %76, %75 ], [ null, %57 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #14
  store i64 %2, ptr %4, align 8, !tbaa !15
  %109 = getelementptr inbounds i8, ptr %4, i64 8
  store i8 3, ptr %109, align 8, !tbaa !16
  %110 = getelementptr inbounds i8, ptr %0, i64 16
  %111 = load ptr, ptr %110, align 8, !tbaa !15
  %112 = getelementptr inbounds i8, ptr %111, i64 -16
  call void @luaV_finishset(ptr noundef nonnull %0, ptr noundef nonnull %58, ptr noundef nonnull %4, ptr noundef nonnull %112, ptr noundef %108) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #14
  br label %113

113:                                              ; preds = %94, %100, %106, %81, %107
  %114 = getelementptr inbounds i8, ptr %0, i64 16
  %115 = load ptr, ptr %114, align 8, !tbaa !15
  %116 = getelementptr inbounds i8, ptr %115, i64 -16
  store ptr %116, ptr %114, align 8, !tbaa !15
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local void @lua_rawset(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load ptr, ptr %3, align 8, !tbaa !15
  %5 = getelementptr inbounds i8, ptr %4, i64 -32
  tail call fastcc void @aux_rawset(ptr noundef %0, i32 noundef %1, ptr noundef nonnull %5, i32 noundef 2)
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc void @aux_rawset(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3) unnamed_addr #0 {
  %5 = getelementptr inbounds i8, ptr %0, i64 32
  %6 = load ptr, ptr %5, align 8, !tbaa !6
  %7 = icmp sgt i32 %1, 0
  br i1 %7, label %8, label %19

8:                                                ; preds = %4
  %9 = load ptr, ptr %6, align 8, !tbaa !15
  %10 = zext nneg i32 %1 to i64
  %11 = getelementptr inbounds %union.StackValue, ptr %9, i64 %10
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !15
  %14 = icmp ult ptr %11, %13
  br i1 %14, label %57, label %15

15:                                               ; preds = %8
  %16 = getelementptr inbounds i8, ptr %0, i64 24
  %17 = load ptr, ptr %16, align 8, !tbaa !20
  %18 = getelementptr inbounds i8, ptr %17, i64 80
  br label %57

19:                                               ; preds = %4
  %20 = icmp slt i32 %1, -1000999
  br i1 %20, label %26, label %21

21:                                               ; preds = %19
  %22 = getelementptr inbounds i8, ptr %0, i64 16
  %23 = load ptr, ptr %22, align 8, !tbaa !15
  %24 = sext i32 %1 to i64
  %25 = getelementptr inbounds %union.StackValue, ptr %23, i64 %24
  br label %57

26:                                               ; preds = %19
  %27 = icmp eq i32 %1, -1001000
  br i1 %27, label %28, label %32

28:                                               ; preds = %26
  %29 = getelementptr inbounds i8, ptr %0, i64 24
  %30 = load ptr, ptr %29, align 8, !tbaa !20
  %31 = getelementptr inbounds i8, ptr %30, i64 64
  br label %57

32:                                               ; preds = %26
  %33 = load ptr, ptr %6, align 8, !tbaa !15
  %34 = getelementptr inbounds i8, ptr %33, i64 8
  %35 = load i8, ptr %34, align 8, !tbaa !15
  %36 = icmp eq i8 %35, 102
  br i1 %36, label %37, label %53

37:                                               ; preds = %32
  %38 = sub nuw nsw i32 -1001000, %1
  %39 = load ptr, ptr %33, align 8, !tbaa !15
  %40 = getelementptr inbounds i8, ptr %39, i64 10
  %41 = load i8, ptr %40, align 2, !tbaa !26
  %42 = zext i8 %41 to i32
  %43 = icmp ugt i32 %38, %42
  br i1 %43, label %49, label %44

44:                                               ; preds = %37
  %45 = getelementptr inbounds i8, ptr %39, i64 32
  %46 = sub nuw nsw i32 -1001001, %1
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds [1 x %struct.TValue], ptr %45, i64 0, i64 %47
  br label %57

49:                                               ; preds = %37
  %50 = getelementptr inbounds i8, ptr %0, i64 24
  %51 = load ptr, ptr %50, align 8, !tbaa !20
  %52 = getelementptr inbounds i8, ptr %51, i64 80
  br label %57

53:                                               ; preds = %32
  %54 = getelementptr inbounds i8, ptr %0, i64 24
  %55 = load ptr, ptr %54, align 8, !tbaa !20
  %56 = getelementptr inbounds i8, ptr %55, i64 80
  br label %57

57:                                               ; preds = %8, %15, %21, %28, %44, %49, %53
  %58 = phi ptr [ %31, %28 ], [ %56, %53 ], [ %25, %21 ], [ %18, %15 ], [ %11, %8 ], [ %48, %44 ], [ %52, %49 ]
  %59 = load ptr, ptr %58, align 8, !tbaa !15
  %60 = getelementptr inbounds i8, ptr %0, i64 16
  %61 = load ptr, ptr %60, align 8, !tbaa !15
  %62 = getelementptr inbounds i8, ptr %61, i64 -16
  tail call void @luaH_set(ptr noundef nonnull %0, ptr noundef %59, ptr noundef %2, ptr noundef nonnull %62) #14
  %63 = getelementptr inbounds i8, ptr %59, i64 10
  %64 = load i8, ptr %63, align 2, !tbaa !45
  %65 = and i8 %64, -64
  store i8 %65, ptr %63, align 2, !tbaa !45
  %66 = load ptr, ptr %60, align 8, !tbaa !15
  %67 = getelementptr inbounds i8, ptr %66, i64 -16
  %68 = getelementptr inbounds i8, ptr %66, i64 -8
  %69 = load i8, ptr %68, align 8, !tbaa !15
  %70 = and i8 %69, 64
  %71 = icmp eq i8 %70, 0
  br i1 %71, label %85, label %72

72:                                               ; preds = %57
  %73 = getelementptr inbounds i8, ptr %59, i64 9
  %74 = load i8, ptr %73, align 1, !tbaa !15
  %75 = and i8 %74, 32
  %76 = icmp eq i8 %75, 0
  br i1 %76, label %85, label %77

77:                                               ; preds = %72
  %78 = load ptr, ptr %67, align 8, !tbaa !15
  %79 = getelementptr inbounds i8, ptr %78, i64 9
  %80 = load i8, ptr %79, align 1, !tbaa !28
  %81 = and i8 %80, 24
  %82 = icmp eq i8 %81, 0
  br i1 %82, label %85, label %83

83:                                               ; preds = %77
  tail call void @luaC_barrierback_(ptr noundef nonnull %0, ptr noundef nonnull %59) #14
  %84 = load ptr, ptr %60, align 8, !tbaa !15
  br label %85

85:                                               ; preds = %57, %83, %77, %72
  %86 = phi ptr [ %66, %57 ], [ %84, %83 ], [ %66, %77 ], [ %66, %72 ]
  %87 = zext nneg i32 %3 to i64
  %88 = sub nsw i64 0, %87
  %89 = getelementptr inbounds %union.StackValue, ptr %86, i64 %88
  store ptr %89, ptr %60, align 8, !tbaa !15
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local void @lua_rawsetp(ptr noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #0 {
  %4 = alloca %struct.TValue, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #14
  store ptr %2, ptr %4, align 8, !tbaa !15
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  store i8 2, ptr %5, align 8, !tbaa !16
  call fastcc void @aux_rawset(ptr noundef %0, i32 noundef %1, ptr noundef nonnull %4, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #14
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local void @lua_rawseti(ptr noundef %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = load ptr, ptr %4, align 8, !tbaa !6
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %18

7:                                                ; preds = %3
  %8 = load ptr, ptr %5, align 8, !tbaa !15
  %9 = zext nneg i32 %1 to i64
  %10 = getelementptr inbounds %union.StackValue, ptr %8, i64 %9
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !15
  %13 = icmp ult ptr %10, %12
  br i1 %13, label %56, label %14

14:                                               ; preds = %7
  %15 = getelementptr inbounds i8, ptr %0, i64 24
  %16 = load ptr, ptr %15, align 8, !tbaa !20
  %17 = getelementptr inbounds i8, ptr %16, i64 80
  br label %56

18:                                               ; preds = %3
  %19 = icmp slt i32 %1, -1000999
  br i1 %19, label %25, label %20

20:                                               ; preds = %18
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load ptr, ptr %21, align 8, !tbaa !15
  %23 = sext i32 %1 to i64
  %24 = getelementptr inbounds %union.StackValue, ptr %22, i64 %23
  br label %56

25:                                               ; preds = %18
  %26 = icmp eq i32 %1, -1001000
  br i1 %26, label %27, label %31

27:                                               ; preds = %25
  %28 = getelementptr inbounds i8, ptr %0, i64 24
  %29 = load ptr, ptr %28, align 8, !tbaa !20
  %30 = getelementptr inbounds i8, ptr %29, i64 64
  br label %56

31:                                               ; preds = %25
  %32 = load ptr, ptr %5, align 8, !tbaa !15
  %33 = getelementptr inbounds i8, ptr %32, i64 8
  %34 = load i8, ptr %33, align 8, !tbaa !15
  %35 = icmp eq i8 %34, 102
  br i1 %35, label %36, label %52

36:                                               ; preds = %31
  %37 = sub nuw nsw i32 -1001000, %1
  %38 = load ptr, ptr %32, align 8, !tbaa !15
  %39 = getelementptr inbounds i8, ptr %38, i64 10
  %40 = load i8, ptr %39, align 2, !tbaa !26
  %41 = zext i8 %40 to i32
  %42 = icmp ugt i32 %37, %41
  br i1 %42, label %48, label %43

43:                                               ; preds = %36
  %44 = getelementptr inbounds i8, ptr %38, i64 32
  %45 = sub nuw nsw i32 -1001001, %1
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds [1 x %struct.TValue], ptr %44, i64 0, i64 %46
  br label %56

48:                                               ; preds = %36
  %49 = getelementptr inbounds i8, ptr %0, i64 24
  %50 = load ptr, ptr %49, align 8, !tbaa !20
  %51 = getelementptr inbounds i8, ptr %50, i64 80
  br label %56

52:                                               ; preds = %31
  %53 = getelementptr inbounds i8, ptr %0, i64 24
  %54 = load ptr, ptr %53, align 8, !tbaa !20
  %55 = getelementptr inbounds i8, ptr %54, i64 80
  br label %56

56:                                               ; preds = %7, %14, %20, %27, %43, %48, %52
  %57 = phi ptr [ %30, %27 ], [ %55, %52 ], [ %24, %20 ], [ %17, %14 ], [ %10, %7 ], [ %47, %43 ], [ %51, %48 ]
  %58 = load ptr, ptr %57, align 8, !tbaa !15
  %59 = getelementptr inbounds i8, ptr %0, i64 16
  %60 = load ptr, ptr %59, align 8, !tbaa !15
  %61 = getelementptr inbounds i8, ptr %60, i64 -16
  tail call void @luaH_setint(ptr noundef nonnull %0, ptr noundef %58, i64 noundef %2, ptr noundef nonnull %61) #14
  %62 = load ptr, ptr %59, align 8, !tbaa !15
  %63 = getelementptr inbounds i8, ptr %62, i64 -16
  %64 = getelementptr inbounds i8, ptr %62, i64 -8
  %65 = load i8, ptr %64, align 8, !tbaa !15
  %66 = and i8 %65, 64
  %67 = icmp eq i8 %66, 0
  br i1 %67, label %81, label %68

68:                                               ; preds = %56
  %69 = getelementptr inbounds i8, ptr %58, i64 9
  %70 = load i8, ptr %69, align 1, !tbaa !15
  %71 = and i8 %70, 32
  %72 = icmp eq i8 %71, 0
  br i1 %72, label %81, label %73

73:                                               ; preds = %68
  %74 = load ptr, ptr %63, align 8, !tbaa !15
  %75 = getelementptr inbounds i8, ptr %74, i64 9
  %76 = load i8, ptr %75, align 1, !tbaa !28
  %77 = and i8 %76, 24
  %78 = icmp eq i8 %77, 0
  br i1 %78, label %81, label %79

79:                                               ; preds = %73
  tail call void @luaC_barrierback_(ptr noundef nonnull %0, ptr noundef nonnull %58) #14
  %80 = load ptr, ptr %59, align 8, !tbaa !15
  br label %81

81:                                               ; preds = %56, %79, %73, %68
  %82 = phi ptr [ %62, %56 ], [ %80, %79 ], [ %62, %73 ], [ %62, %68 ]
  %83 = getelementptr inbounds i8, ptr %82, i64 -16
  store ptr %83, ptr %59, align 8, !tbaa !15
  ret void
}

declare hidden void @luaH_setint(ptr noundef, ptr noundef, i64 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @lua_setmetatable(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  %4 = load ptr, ptr %3, align 8, !tbaa !6
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %17

6:                                                ; preds = %2
  %7 = load ptr, ptr %4, align 8, !tbaa !15
  %8 = zext nneg i32 %1 to i64
  %9 = getelementptr inbounds %union.StackValue, ptr %7, i64 %8
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !15
  %12 = icmp ult ptr %9, %11
  br i1 %12, label %55, label %13

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %0, i64 24
  %15 = load ptr, ptr %14, align 8, !tbaa !20
  %16 = getelementptr inbounds i8, ptr %15, i64 80
  br label %55

17:                                               ; preds = %2
  %18 = icmp slt i32 %1, -1000999
  br i1 %18, label %24, label %19

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !15
  %22 = sext i32 %1 to i64
  %23 = getelementptr inbounds %union.StackValue, ptr %21, i64 %22
  br label %55

24:                                               ; preds = %17
  %25 = icmp eq i32 %1, -1001000
  br i1 %25, label %26, label %30

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %0, i64 24
  %28 = load ptr, ptr %27, align 8, !tbaa !20
  %29 = getelementptr inbounds i8, ptr %28, i64 64
  br label %55

30:                                               ; preds = %24
  %31 = load ptr, ptr %4, align 8, !tbaa !15
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  %33 = load i8, ptr %32, align 8, !tbaa !15
  %34 = icmp eq i8 %33, 102
  br i1 %34, label %35, label %51

35:                                               ; preds = %30
  %36 = sub nuw nsw i32 -1001000, %1
  %37 = load ptr, ptr %31, align 8, !tbaa !15
  %38 = getelementptr inbounds i8, ptr %37, i64 10
  %39 = load i8, ptr %38, align 2, !tbaa !26
  %40 = zext i8 %39 to i32
  %41 = icmp ugt i32 %36, %40
  br i1 %41, label %47, label %42

42:                                               ; preds = %35
  %43 = getelementptr inbounds i8, ptr %37, i64 32
  %44 = sub nuw nsw i32 -1001001, %1
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds [1 x %struct.TValue], ptr %43, i64 0, i64 %45
  br label %55

47:                                               ; preds = %35
  %48 = getelementptr inbounds i8, ptr %0, i64 24
  %49 = load ptr, ptr %48, align 8, !tbaa !20
  %50 = getelementptr inbounds i8, ptr %49, i64 80
  br label %55

51:                                               ; preds = %30
  %52 = getelementptr inbounds i8, ptr %0, i64 24
  %53 = load ptr, ptr %52, align 8, !tbaa !20
  %54 = getelementptr inbounds i8, ptr %53, i64 80
  br label %55

55:                                               ; preds = %6, %13, %19, %26, %42, %47, %51
  %56 = phi ptr [ %29, %26 ], [ %54, %51 ], [ %23, %19 ], [ %16, %13 ], [ %9, %6 ], [ %46, %42 ], [ %50, %47 ]
  %57 = getelementptr inbounds i8, ptr %0, i64 16
  %58 = load ptr, ptr %57, align 8, !tbaa !15
  %59 = getelementptr inbounds i8, ptr %58, i64 -8
  %60 = load i8, ptr %59, align 8, !tbaa !15
  %61 = and i8 %60, 15
  %62 = icmp eq i8 %61, 0
  br i1 %62, label %66, label %63

63:                                               ; preds = %55
  %64 = getelementptr inbounds i8, ptr %58, i64 -16
  %65 = load ptr, ptr %64, align 8, !tbaa !15
  br label %66

66:                                               ; preds = %55, %63
  %67 = phi ptr [ %65, %63 ], [ null, %55 ]
  %68 = getelementptr inbounds i8, ptr %56, i64 8
  %69 = load i8, ptr %68, align 8, !tbaa !16
  %70 = and i8 %69, 15
  switch i8 %70, label %109 [
    i8 5, label %71
    i8 7, label %90
  ]

71:                                               ; preds = %66
  %72 = load ptr, ptr %56, align 8, !tbaa !15
  %73 = getelementptr inbounds i8, ptr %72, i64 40
  store ptr %67, ptr %73, align 8, !tbaa !15
  %74 = icmp eq ptr %67, null
  br i1 %74, label %115, label %75

75:                                               ; preds = %71
  %76 = load ptr, ptr %56, align 8, !tbaa !15
  %77 = getelementptr inbounds i8, ptr %76, i64 9
  %78 = load i8, ptr %77, align 1, !tbaa !28
  %79 = and i8 %78, 32
  %80 = icmp eq i8 %79, 0
  br i1 %80, label %88, label %81

81:                                               ; preds = %75
  %82 = getelementptr inbounds i8, ptr %67, i64 9
  %83 = load i8, ptr %82, align 1, !tbaa !47
  %84 = and i8 %83, 24
  %85 = icmp eq i8 %84, 0
  br i1 %85, label %88, label %86

86:                                               ; preds = %81
  tail call void @luaC_barrier_(ptr noundef nonnull %0, ptr noundef nonnull %76, ptr noundef nonnull %67) #14
  %87 = load ptr, ptr %56, align 8, !tbaa !15
  br label %88

88:                                               ; preds = %75, %81, %86
  %89 = phi ptr [ %76, %75 ], [ %76, %81 ], [ %87, %86 ]
  tail call void @luaC_checkfinalizer(ptr noundef nonnull %0, ptr noundef %89, ptr noundef nonnull %67) #14
  br label %115

90:                                               ; preds = %66
  %91 = load ptr, ptr %56, align 8, !tbaa !15
  %92 = getelementptr inbounds i8, ptr %91, i64 24
  store ptr %67, ptr %92, align 8, !tbaa !15
  %93 = icmp eq ptr %67, null
  br i1 %93, label %115, label %94

94:                                               ; preds = %90
  %95 = load ptr, ptr %56, align 8, !tbaa !15
  %96 = getelementptr inbounds i8, ptr %95, i64 9
  %97 = load i8, ptr %96, align 1, !tbaa !15
  %98 = and i8 %97, 32
  %99 = icmp eq i8 %98, 0
  br i1 %99, label %107, label %100

100:                                              ; preds = %94
  %101 = getelementptr inbounds i8, ptr %67, i64 9
  %102 = load i8, ptr %101, align 1, !tbaa !47
  %103 = and i8 %102, 24
  %104 = icmp eq i8 %103, 0
  br i1 %104, label %107, label %105

105:                                              ; preds = %100
  tail call void @luaC_barrier_(ptr noundef nonnull %0, ptr noundef nonnull %95, ptr noundef nonnull %67) #14
  %106 = load ptr, ptr %56, align 8, !tbaa !15
  br label %107

107:                                              ; preds = %94, %100, %105
  %108 = phi ptr [ %95, %94 ], [ %95, %100 ], [ %106, %105 ]
  tail call void @luaC_checkfinalizer(ptr noundef nonnull %0, ptr noundef %108, ptr noundef nonnull %67) #14
  br label %115

109:                                              ; preds = %66
  %110 = getelementptr inbounds i8, ptr %0, i64 24
  %111 = load ptr, ptr %110, align 8, !tbaa !20
  %112 = getelementptr inbounds i8, ptr %111, i64 480
  %113 = zext nneg i8 %70 to i64
  %114 = getelementptr inbounds [9 x ptr], ptr %112, i64 0, i64 %113
  store ptr %67, ptr %114, align 8, !tbaa !30
  br label %115

115:                                              ; preds = %90, %107, %71, %88, %109
  %116 = load ptr, ptr %57, align 8, !tbaa !15
  %117 = getelementptr inbounds i8, ptr %116, i64 -16
  store ptr %117, ptr %57, align 8, !tbaa !15
  ret i32 1
}

declare hidden void @luaC_checkfinalizer(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @lua_setiuservalue(ptr noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = load ptr, ptr %4, align 8, !tbaa !6
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %18

7:                                                ; preds = %3
  %8 = load ptr, ptr %5, align 8, !tbaa !15
  %9 = zext nneg i32 %1 to i64
  %10 = getelementptr inbounds %union.StackValue, ptr %8, i64 %9
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !15
  %13 = icmp ult ptr %10, %12
  br i1 %13, label %56, label %14

14:                                               ; preds = %7
  %15 = getelementptr inbounds i8, ptr %0, i64 24
  %16 = load ptr, ptr %15, align 8, !tbaa !20
  %17 = getelementptr inbounds i8, ptr %16, i64 80
  br label %56

18:                                               ; preds = %3
  %19 = icmp slt i32 %1, -1000999
  br i1 %19, label %25, label %20

20:                                               ; preds = %18
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load ptr, ptr %21, align 8, !tbaa !15
  %23 = sext i32 %1 to i64
  %24 = getelementptr inbounds %union.StackValue, ptr %22, i64 %23
  br label %56

25:                                               ; preds = %18
  %26 = icmp eq i32 %1, -1001000
  br i1 %26, label %27, label %31

27:                                               ; preds = %25
  %28 = getelementptr inbounds i8, ptr %0, i64 24
  %29 = load ptr, ptr %28, align 8, !tbaa !20
  %30 = getelementptr inbounds i8, ptr %29, i64 64
  br label %56

31:                                               ; preds = %25
  %32 = load ptr, ptr %5, align 8, !tbaa !15
  %33 = getelementptr inbounds i8, ptr %32, i64 8
  %34 = load i8, ptr %33, align 8, !tbaa !15
  %35 = icmp eq i8 %34, 102
  br i1 %35, label %36, label %52

36:                                               ; preds = %31
  %37 = sub nuw nsw i32 -1001000, %1
  %38 = load ptr, ptr %32, align 8, !tbaa !15
  %39 = getelementptr inbounds i8, ptr %38, i64 10
  %40 = load i8, ptr %39, align 2, !tbaa !26
  %41 = zext i8 %40 to i32
  %42 = icmp ugt i32 %37, %41
  br i1 %42, label %48, label %43

43:                                               ; preds = %36
  %44 = getelementptr inbounds i8, ptr %38, i64 32
  %45 = sub nuw nsw i32 -1001001, %1
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds [1 x %struct.TValue], ptr %44, i64 0, i64 %46
  br label %56

48:                                               ; preds = %36
  %49 = getelementptr inbounds i8, ptr %0, i64 24
  %50 = load ptr, ptr %49, align 8, !tbaa !20
  %51 = getelementptr inbounds i8, ptr %50, i64 80
  br label %56

52:                                               ; preds = %31
  %53 = getelementptr inbounds i8, ptr %0, i64 24
  %54 = load ptr, ptr %53, align 8, !tbaa !20
  %55 = getelementptr inbounds i8, ptr %54, i64 80
  br label %56

56:                                               ; preds = %7, %14, %20, %27, %43, %48, %52
  %57 = phi ptr [ %30, %27 ], [ %55, %52 ], [ %24, %20 ], [ %17, %14 ], [ %10, %7 ], [ %47, %43 ], [ %51, %48 ]
  %58 = add i32 %2, -1
  %59 = load ptr, ptr %57, align 8, !tbaa !15
  %60 = getelementptr inbounds i8, ptr %59, i64 10
  %61 = load i16, ptr %60, align 2, !tbaa !15
  %62 = zext i16 %61 to i32
  %63 = icmp ult i32 %58, %62
  br i1 %63, label %64, label %94

64:                                               ; preds = %56
  %65 = getelementptr inbounds i8, ptr %59, i64 40
  %66 = zext nneg i32 %58 to i64
  %67 = getelementptr inbounds [1 x %union.UValue], ptr %65, i64 0, i64 %66
  %68 = getelementptr inbounds i8, ptr %0, i64 16
  %69 = load ptr, ptr %68, align 8, !tbaa !15
  %70 = getelementptr inbounds i8, ptr %69, i64 -16
  %71 = load i64, ptr %70, align 8, !tbaa !15
  store i64 %71, ptr %67, align 8, !tbaa !15
  %72 = getelementptr inbounds i8, ptr %69, i64 -8
  %73 = load i8, ptr %72, align 8, !tbaa !16
  %74 = getelementptr inbounds i8, ptr %67, i64 8
  store i8 %73, ptr %74, align 8, !tbaa !16
  %75 = load ptr, ptr %68, align 8, !tbaa !15
  %76 = getelementptr inbounds i8, ptr %75, i64 -16
  %77 = getelementptr inbounds i8, ptr %75, i64 -8
  %78 = load i8, ptr %77, align 8, !tbaa !15
  %79 = and i8 %78, 64
  %80 = icmp eq i8 %79, 0
  br i1 %80, label %94, label %81

81:                                               ; preds = %64
  %82 = load ptr, ptr %57, align 8, !tbaa !15
  %83 = getelementptr inbounds i8, ptr %82, i64 9
  %84 = load i8, ptr %83, align 1, !tbaa !28
  %85 = and i8 %84, 32
  %86 = icmp eq i8 %85, 0
  br i1 %86, label %94, label %87

87:                                               ; preds = %81
  %88 = load ptr, ptr %76, align 8, !tbaa !15
  %89 = getelementptr inbounds i8, ptr %88, i64 9
  %90 = load i8, ptr %89, align 1, !tbaa !28
  %91 = and i8 %90, 24
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %94, label %93

93:                                               ; preds = %87
  tail call void @luaC_barrierback_(ptr noundef nonnull %0, ptr noundef nonnull %82) #14
  br label %94

94:                                               ; preds = %81, %87, %93, %64, %56
  %95 = phi i32 [ 0, %56 ], [ 1, %64 ], [ 1, %93 ], [ 1, %87 ], [ 1, %81 ]
  %96 = getelementptr inbounds i8, ptr %0, i64 16
  %97 = load ptr, ptr %96, align 8, !tbaa !15
  %98 = getelementptr inbounds i8, ptr %97, i64 -16
  store ptr %98, ptr %96, align 8, !tbaa !15
  ret i32 %95
}

; Function Attrs: nounwind uwtable
define dso_local void @lua_callk(ptr noundef %0, i32 noundef %1, i32 noundef %2, i64 noundef %3, ptr noundef %4) local_unnamed_addr #0 {
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !15
  %8 = xor i32 %1, -1
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds %union.StackValue, ptr %7, i64 %9
  %11 = icmp eq ptr %4, null
  br i1 %11, label %22, label %12

12:                                               ; preds = %5
  %13 = getelementptr inbounds i8, ptr %0, i64 176
  %14 = load i32, ptr %13, align 8, !tbaa !48
  %15 = icmp ult i32 %14, 65536
  br i1 %15, label %16, label %22

16:                                               ; preds = %12
  %17 = getelementptr inbounds i8, ptr %0, i64 32
  %18 = load ptr, ptr %17, align 8, !tbaa !6
  %19 = getelementptr inbounds i8, ptr %18, i64 32
  store ptr %4, ptr %19, align 8, !tbaa !15
  %20 = load ptr, ptr %17, align 8, !tbaa !6
  %21 = getelementptr inbounds i8, ptr %20, i64 48
  store i64 %3, ptr %21, align 8, !tbaa !15
  tail call void @luaD_call(ptr noundef nonnull %0, ptr noundef %10, i32 noundef %2) #14
  br label %23

22:                                               ; preds = %12, %5
  tail call void @luaD_callnoyield(ptr noundef nonnull %0, ptr noundef %10, i32 noundef %2) #14
  br label %23

23:                                               ; preds = %22, %16
  %24 = icmp slt i32 %2, 0
  br i1 %24, label %25, label %33

25:                                               ; preds = %23
  %26 = getelementptr inbounds i8, ptr %0, i64 32
  %27 = load ptr, ptr %26, align 8, !tbaa !6
  %28 = getelementptr inbounds i8, ptr %27, i64 8
  %29 = load ptr, ptr %28, align 8, !tbaa !15
  %30 = load ptr, ptr %6, align 8, !tbaa !15
  %31 = icmp ult ptr %29, %30
  br i1 %31, label %32, label %33

32:                                               ; preds = %25
  store ptr %30, ptr %28, align 8, !tbaa !15
  br label %33

33:                                               ; preds = %32, %25, %23
  ret void
}

declare hidden void @luaD_call(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

declare hidden void @luaD_callnoyield(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @lua_pcallk(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i64 noundef %4, ptr noundef %5) local_unnamed_addr #0 {
  %7 = alloca %struct.CallS, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #14
  %8 = icmp eq i32 %3, 0
  br i1 %8, label %29, label %9

9:                                                ; preds = %6
  %10 = icmp sgt i32 %3, 0
  br i1 %10, label %11, label %17

11:                                               ; preds = %9
  %12 = getelementptr inbounds i8, ptr %0, i64 32
  %13 = load ptr, ptr %12, align 8, !tbaa !6
  %14 = load ptr, ptr %13, align 8, !tbaa !15
  %15 = zext nneg i32 %3 to i64
  %16 = getelementptr inbounds %union.StackValue, ptr %14, i64 %15
  br label %22

17:                                               ; preds = %9
  %18 = getelementptr inbounds i8, ptr %0, i64 16
  %19 = load ptr, ptr %18, align 8, !tbaa !15
  %20 = sext i32 %3 to i64
  %21 = getelementptr inbounds %union.StackValue, ptr %19, i64 %20
  br label %22

22:                                               ; preds = %11, %17
  %23 = phi ptr [ %16, %11 ], [ %21, %17 ]
  %24 = getelementptr inbounds i8, ptr %0, i64 48
  %25 = load ptr, ptr %24, align 8, !tbaa !15
  %26 = ptrtoint ptr %23 to i64
  %27 = ptrtoint ptr %25 to i64
  %28 = sub i64 %26, %27
  br label %29

29:                                               ; preds = %6, %22
  %30 = phi i64 [ %28, %22 ], [ 0, %6 ]
  %31 = getelementptr inbounds i8, ptr %0, i64 16
  %32 = load ptr, ptr %31, align 8, !tbaa !15
  %33 = xor i32 %1, -1
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds %union.StackValue, ptr %32, i64 %34
  store ptr %35, ptr %7, align 8, !tbaa !49
  %36 = icmp eq ptr %5, null
  br i1 %36, label %41, label %37

37:                                               ; preds = %29
  %38 = getelementptr inbounds i8, ptr %0, i64 176
  %39 = load i32, ptr %38, align 8, !tbaa !48
  %40 = icmp ult i32 %39, 65536
  br i1 %40, label %49, label %41

41:                                               ; preds = %37, %29
  %42 = getelementptr inbounds i8, ptr %7, i64 8
  store i32 %2, ptr %42, align 8, !tbaa !51
  %43 = getelementptr inbounds i8, ptr %0, i64 48
  %44 = load ptr, ptr %43, align 8, !tbaa !15
  %45 = ptrtoint ptr %35 to i64
  %46 = ptrtoint ptr %44 to i64
  %47 = sub i64 %45, %46
  %48 = call i32 @luaD_pcall(ptr noundef nonnull %0, ptr noundef nonnull @f_call, ptr noundef nonnull %7, i64 noundef %47, i64 noundef %30) #14
  br label %75

49:                                               ; preds = %37
  %50 = getelementptr inbounds i8, ptr %0, i64 32
  %51 = load ptr, ptr %50, align 8, !tbaa !6
  %52 = getelementptr inbounds i8, ptr %51, i64 32
  store ptr %5, ptr %52, align 8, !tbaa !15
  %53 = getelementptr inbounds i8, ptr %51, i64 48
  store i64 %4, ptr %53, align 8, !tbaa !15
  %54 = getelementptr inbounds i8, ptr %0, i64 48
  %55 = load ptr, ptr %54, align 8, !tbaa !15
  %56 = ptrtoint ptr %35 to i64
  %57 = ptrtoint ptr %55 to i64
  %58 = sub i64 %56, %57
  %59 = trunc i64 %58 to i32
  %60 = getelementptr inbounds i8, ptr %51, i64 56
  store i32 %59, ptr %60, align 8, !tbaa !15
  %61 = getelementptr inbounds i8, ptr %0, i64 168
  %62 = load i64, ptr %61, align 8, !tbaa !52
  %63 = getelementptr inbounds i8, ptr %51, i64 40
  store i64 %62, ptr %63, align 8, !tbaa !15
  store i64 %30, ptr %61, align 8, !tbaa !52
  %64 = getelementptr inbounds i8, ptr %51, i64 62
  %65 = load i16, ptr %64, align 2, !tbaa !53
  %66 = and i16 %65, -18
  %67 = getelementptr inbounds i8, ptr %0, i64 11
  %68 = load i8, ptr %67, align 1, !tbaa !54
  %69 = zext i8 %68 to i16
  %70 = or i16 %66, %69
  %71 = or i16 %70, 16
  store i16 %71, ptr %64, align 2, !tbaa !53
  tail call void @luaD_call(ptr noundef nonnull %0, ptr noundef %35, i32 noundef %2) #14
  %72 = load i16, ptr %64, align 2, !tbaa !53
  %73 = and i16 %72, -17
  store i16 %73, ptr %64, align 2, !tbaa !53
  %74 = load i64, ptr %63, align 8, !tbaa !15
  store i64 %74, ptr %61, align 8, !tbaa !52
  br label %75

75:                                               ; preds = %49, %41
  %76 = phi i32 [ %48, %41 ], [ 0, %49 ]
  %77 = icmp slt i32 %2, 0
  br i1 %77, label %78, label %86

78:                                               ; preds = %75
  %79 = getelementptr inbounds i8, ptr %0, i64 32
  %80 = load ptr, ptr %79, align 8, !tbaa !6
  %81 = getelementptr inbounds i8, ptr %80, i64 8
  %82 = load ptr, ptr %81, align 8, !tbaa !15
  %83 = load ptr, ptr %31, align 8, !tbaa !15
  %84 = icmp ult ptr %82, %83
  br i1 %84, label %85, label %86

85:                                               ; preds = %78
  store ptr %83, ptr %81, align 8, !tbaa !15
  br label %86

86:                                               ; preds = %85, %78, %75
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #14
  ret i32 %76
}

declare hidden i32 @luaD_pcall(ptr noundef, ptr noundef, ptr noundef, i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal void @f_call(ptr noundef %0, ptr nocapture noundef readonly %1) #0 {
  %3 = load ptr, ptr %1, align 8, !tbaa !49
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i32, ptr %4, align 8, !tbaa !51
  tail call void @luaD_callnoyield(ptr noundef %0, ptr noundef %3, i32 noundef %5) #14
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i32 @lua_load(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4) local_unnamed_addr #0 {
  %6 = alloca %struct.Zio, align 8
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #14
  %7 = icmp eq ptr %3, null
  %8 = select i1 %7, ptr @.str.1, ptr %3
  call void @luaZ_init(ptr noundef %0, ptr noundef nonnull %6, ptr noundef %1, ptr noundef %2) #14
  %9 = call i32 @luaD_protectedparser(ptr noundef %0, ptr noundef nonnull %6, ptr noundef nonnull %8, ptr noundef %4) #14
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %50

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !15
  %14 = getelementptr inbounds i8, ptr %13, i64 -16
  %15 = load ptr, ptr %14, align 8, !tbaa !15
  %16 = getelementptr inbounds i8, ptr %15, i64 10
  %17 = load i8, ptr %16, align 2, !tbaa !55
  %18 = icmp eq i8 %17, 0
  br i1 %18, label %50, label %19

19:                                               ; preds = %11
  %20 = getelementptr inbounds i8, ptr %0, i64 24
  %21 = load ptr, ptr %20, align 8, !tbaa !20
  %22 = getelementptr inbounds i8, ptr %21, i64 64
  %23 = load ptr, ptr %22, align 8, !tbaa !15
  %24 = getelementptr inbounds i8, ptr %23, i64 16
  %25 = load ptr, ptr %24, align 8, !tbaa !15
  %26 = getelementptr inbounds i8, ptr %25, i64 16
  %27 = getelementptr inbounds i8, ptr %15, i64 32
  %28 = load ptr, ptr %27, align 8, !tbaa !30
  %29 = getelementptr inbounds i8, ptr %28, i64 16
  %30 = load ptr, ptr %29, align 8, !tbaa !15
  %31 = load i64, ptr %26, align 8, !tbaa !15
  store i64 %31, ptr %30, align 8, !tbaa !15
  %32 = getelementptr inbounds i8, ptr %25, i64 24
  %33 = load i8, ptr %32, align 8, !tbaa !16
  %34 = getelementptr inbounds i8, ptr %30, i64 8
  store i8 %33, ptr %34, align 8, !tbaa !16
  %35 = and i8 %33, 64
  %36 = icmp eq i8 %35, 0
  br i1 %36, label %50, label %37

37:                                               ; preds = %19
  %38 = load ptr, ptr %27, align 8, !tbaa !30
  %39 = getelementptr inbounds i8, ptr %38, i64 9
  %40 = load i8, ptr %39, align 1, !tbaa !57
  %41 = and i8 %40, 32
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %50, label %43

43:                                               ; preds = %37
  %44 = load ptr, ptr %26, align 8, !tbaa !15
  %45 = getelementptr inbounds i8, ptr %44, i64 9
  %46 = load i8, ptr %45, align 1, !tbaa !28
  %47 = and i8 %46, 24
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %50, label %49

49:                                               ; preds = %43
  call void @luaC_barrier_(ptr noundef nonnull %0, ptr noundef nonnull %38, ptr noundef nonnull %44) #14
  br label %50

50:                                               ; preds = %11, %19, %49, %43, %37, %5
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #14
  ret i32 %9
}

declare hidden void @luaZ_init(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare hidden i32 @luaD_protectedparser(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @lua_dump(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load ptr, ptr %5, align 8, !tbaa !15
  %7 = getelementptr inbounds i8, ptr %6, i64 -8
  %8 = load i8, ptr %7, align 8, !tbaa !16
  %9 = icmp eq i8 %8, 70
  br i1 %9, label %10, label %16

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8, ptr %6, i64 -16
  %12 = load ptr, ptr %11, align 8, !tbaa !15
  %13 = getelementptr inbounds i8, ptr %12, i64 24
  %14 = load ptr, ptr %13, align 8, !tbaa !15
  %15 = tail call i32 @luaU_dump(ptr noundef nonnull %0, ptr noundef %14, ptr noundef %1, ptr noundef %2, i32 noundef %3) #14
  br label %16

16:                                               ; preds = %4, %10
  %17 = phi i32 [ %15, %10 ], [ 1, %4 ]
  ret i32 %17
}

declare hidden i32 @luaU_dump(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 0, 256) i32 @lua_status(ptr nocapture noundef readonly %0) local_unnamed_addr #10 {
  %2 = getelementptr inbounds i8, ptr %0, i64 10
  %3 = load i8, ptr %2, align 2, !tbaa !59
  %4 = zext i8 %3 to i32
  ret i32 %4
}

; Function Attrs: nounwind uwtable
define dso_local i32 @lua_gc(ptr noundef %0, i32 noundef %1, ...) local_unnamed_addr #0 {
  %3 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #14
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  %5 = load ptr, ptr %4, align 8, !tbaa !20
  %6 = getelementptr inbounds i8, ptr %5, i64 106
  %7 = load i8, ptr %6, align 2, !tbaa !60
  %8 = and i8 %7, 2
  %9 = icmp eq i8 %8, 0
  br i1 %9, label %10, label %256

10:                                               ; preds = %2
  call void @llvm.va_start.p0(ptr nonnull %3)
  switch i32 %1, label %254 [
    i32 0, label %11
    i32 1, label %12
    i32 2, label %13
    i32 3, label %14
    i32 4, label %22
    i32 5, label %30
    i32 6, label %69
    i32 7, label %93
    i32 9, label %117
    i32 10, label %121
    i32 11, label %176
  ]

11:                                               ; preds = %10
  store i8 1, ptr %6, align 2, !tbaa !60
  br label %254

12:                                               ; preds = %10
  call void @luaE_setdebt(ptr noundef nonnull %5, i64 noundef 0) #14
  store i8 0, ptr %6, align 2, !tbaa !60
  br label %254

13:                                               ; preds = %10
  call void @luaC_fullgc(ptr noundef nonnull %0, i32 noundef 0) #14
  br label %254

14:                                               ; preds = %10
  %15 = getelementptr inbounds i8, ptr %5, i64 16
  %16 = load i64, ptr %15, align 8, !tbaa !61
  %17 = getelementptr inbounds i8, ptr %5, i64 24
  %18 = load i64, ptr %17, align 8, !tbaa !38
  %19 = add nsw i64 %18, %16
  %20 = lshr i64 %19, 10
  %21 = trunc i64 %20 to i32
  br label %254

22:                                               ; preds = %10
  %23 = getelementptr inbounds i8, ptr %5, i64 16
  %24 = load i64, ptr %23, align 8, !tbaa !61
  %25 = getelementptr inbounds i8, ptr %5, i64 24
  %26 = load i64, ptr %25, align 8, !tbaa !38
  %27 = add nsw i64 %26, %24
  %28 = trunc i64 %27 to i32
  %29 = and i32 %28, 1023
  br label %254

30:                                               ; preds = %10
  %31 = getelementptr inbounds i8, ptr %3, i64 24
  %32 = load i32, ptr %31, align 8
  %33 = icmp sgt i32 %32, -1
  br i1 %33, label %42, label %34

34:                                               ; preds = %30
  %35 = add nsw i32 %32, 8
  store i32 %35, ptr %31, align 8
  %36 = icmp ult i32 %32, -7
  br i1 %36, label %37, label %42

37:                                               ; preds = %34
  %38 = getelementptr inbounds i8, ptr %3, i64 8
  %39 = load ptr, ptr %38, align 8
  %40 = sext i32 %32 to i64
  %41 = getelementptr inbounds i8, ptr %39, i64 %40
  br label %45

42:                                               ; preds = %34, %30
  %43 = load ptr, ptr %3, align 8
  %44 = getelementptr inbounds i8, ptr %43, i64 8
  store ptr %44, ptr %3, align 8
  br label %45

45:                                               ; preds = %42, %37
  %46 = phi ptr [ %41, %37 ], [ %43, %42 ]
  %47 = load i32, ptr %46, align 8, !tbaa !33
  %48 = load i8, ptr %6, align 2, !tbaa !60
  store i8 0, ptr %6, align 2, !tbaa !60
  %49 = icmp eq i32 %47, 0
  br i1 %49, label %50, label %51

50:                                               ; preds = %45
  call void @luaE_setdebt(ptr noundef nonnull %5, i64 noundef 0) #14
  call void @luaC_step(ptr noundef nonnull %0) #14
  store i8 %48, ptr %6, align 2, !tbaa !60
  br label %64

51:                                               ; preds = %45
  %52 = sext i32 %47 to i64
  %53 = shl nsw i64 %52, 10
  %54 = getelementptr inbounds i8, ptr %5, i64 24
  %55 = load i64, ptr %54, align 8, !tbaa !38
  %56 = add nsw i64 %55, %53
  call void @luaE_setdebt(ptr noundef nonnull %5, i64 noundef %56) #14
  %57 = load ptr, ptr %4, align 8, !tbaa !20
  %58 = getelementptr inbounds i8, ptr %57, i64 24
  %59 = load i64, ptr %58, align 8, !tbaa !38
  %60 = icmp sgt i64 %59, 0
  br i1 %60, label %61, label %62

61:                                               ; preds = %51
  call void @luaC_step(ptr noundef nonnull %0) #14
  br label %62

62:                                               ; preds = %51, %61
  store i8 %48, ptr %6, align 2, !tbaa !60
  %63 = icmp sgt i64 %56, 0
  br i1 %63, label %64, label %254

64:                                               ; preds = %50, %62
  %65 = getelementptr inbounds i8, ptr %5, i64 101
  %66 = load i8, ptr %65, align 1, !tbaa !62
  %67 = icmp eq i8 %66, 8
  %68 = zext i1 %67 to i32
  br label %254

69:                                               ; preds = %10
  %70 = getelementptr inbounds i8, ptr %3, i64 24
  %71 = load i32, ptr %70, align 8
  %72 = icmp sgt i32 %71, -1
  br i1 %72, label %81, label %73

73:                                               ; preds = %69
  %74 = add nsw i32 %71, 8
  store i32 %74, ptr %70, align 8
  %75 = icmp ult i32 %71, -7
  br i1 %75, label %76, label %81

76:                                               ; preds = %73
  %77 = getelementptr inbounds i8, ptr %3, i64 8
  %78 = load ptr, ptr %77, align 8
  %79 = sext i32 %71 to i64
  %80 = getelementptr inbounds i8, ptr %78, i64 %79
  br label %84

81:                                               ; preds = %73, %69
  %82 = load ptr, ptr %3, align 8
  %83 = getelementptr inbounds i8, ptr %82, i64 8
  store ptr %83, ptr %3, align 8
  br label %84

84:                                               ; preds = %81, %76
  %85 = phi ptr [ %80, %76 ], [ %82, %81 ]
  %86 = load i32, ptr %85, align 8, !tbaa !33
  %87 = getelementptr inbounds i8, ptr %5, i64 108
  %88 = load i8, ptr %87, align 4, !tbaa !63
  %89 = zext i8 %88 to i32
  %90 = shl nuw nsw i32 %89, 2
  %91 = sdiv i32 %86, 4
  %92 = trunc i32 %91 to i8
  store i8 %92, ptr %87, align 4, !tbaa !63
  br label %254

93:                                               ; preds = %10
  %94 = getelementptr inbounds i8, ptr %3, i64 24
  %95 = load i32, ptr %94, align 8
  %96 = icmp sgt i32 %95, -1
  br i1 %96, label %105, label %97

97:                                               ; preds = %93
  %98 = add nsw i32 %95, 8
  store i32 %98, ptr %94, align 8
  %99 = icmp ult i32 %95, -7
  br i1 %99, label %100, label %105

100:                                              ; preds = %97
  %101 = getelementptr inbounds i8, ptr %3, i64 8
  %102 = load ptr, ptr %101, align 8
  %103 = sext i32 %95 to i64
  %104 = getelementptr inbounds i8, ptr %102, i64 %103
  br label %108

105:                                              ; preds = %97, %93
  %106 = load ptr, ptr %3, align 8
  %107 = getelementptr inbounds i8, ptr %106, i64 8
  store ptr %107, ptr %3, align 8
  br label %108

108:                                              ; preds = %105, %100
  %109 = phi ptr [ %104, %100 ], [ %106, %105 ]
  %110 = load i32, ptr %109, align 8, !tbaa !33
  %111 = getelementptr inbounds i8, ptr %5, i64 109
  %112 = load i8, ptr %111, align 1, !tbaa !64
  %113 = zext i8 %112 to i32
  %114 = shl nuw nsw i32 %113, 2
  %115 = sdiv i32 %110, 4
  %116 = trunc i32 %115 to i8
  store i8 %116, ptr %111, align 1, !tbaa !64
  br label %254

117:                                              ; preds = %10
  %118 = load i8, ptr %6, align 2, !tbaa !60
  %119 = icmp eq i8 %118, 0
  %120 = zext i1 %119 to i32
  br label %254

121:                                              ; preds = %10
  %122 = getelementptr inbounds i8, ptr %3, i64 24
  %123 = load i32, ptr %122, align 8
  %124 = icmp sgt i32 %123, -1
  br i1 %124, label %128, label %125

125:                                              ; preds = %121
  %126 = add nsw i32 %123, 8
  store i32 %126, ptr %122, align 8
  %127 = icmp ult i32 %123, -7
  br i1 %127, label %132, label %128

128:                                              ; preds = %121, %125
  %129 = load ptr, ptr %3, align 8
  %130 = getelementptr inbounds i8, ptr %129, i64 8
  store ptr %130, ptr %3, align 8
  %131 = load i32, ptr %129, align 8, !tbaa !33
  br label %147

132:                                              ; preds = %125
  %133 = getelementptr inbounds i8, ptr %3, i64 8
  %134 = load ptr, ptr %133, align 8
  %135 = sext i32 %123 to i64
  %136 = getelementptr inbounds i8, ptr %134, i64 %135
  %137 = load i32, ptr %136, align 8, !tbaa !33
  %138 = icmp sgt i32 %123, -9
  br i1 %138, label %147, label %139

139:                                              ; preds = %132
  %140 = add nsw i32 %123, 16
  store i32 %140, ptr %122, align 8
  %141 = icmp ult i32 %126, -7
  br i1 %141, label %142, label %147

142:                                              ; preds = %139
  %143 = getelementptr inbounds i8, ptr %3, i64 8
  %144 = load ptr, ptr %143, align 8
  %145 = sext i32 %126 to i64
  %146 = getelementptr inbounds i8, ptr %144, i64 %145
  br label %151

147:                                              ; preds = %128, %139, %132
  %148 = phi i32 [ %131, %128 ], [ %137, %139 ], [ %137, %132 ]
  %149 = load ptr, ptr %3, align 8
  %150 = getelementptr inbounds i8, ptr %149, i64 8
  store ptr %150, ptr %3, align 8
  br label %151

151:                                              ; preds = %147, %142
  %152 = phi i32 [ %137, %142 ], [ %148, %147 ]
  %153 = phi ptr [ %146, %142 ], [ %149, %147 ]
  %154 = load i32, ptr %153, align 8, !tbaa !33
  %155 = getelementptr inbounds i8, ptr %5, i64 102
  %156 = load i8, ptr %155, align 2, !tbaa !65
  %157 = icmp eq i8 %156, 1
  br i1 %157, label %163, label %158

158:                                              ; preds = %151
  %159 = getelementptr inbounds i8, ptr %5, i64 40
  %160 = load i64, ptr %159, align 8, !tbaa !66
  %161 = icmp eq i64 %160, 0
  %162 = select i1 %161, i32 11, i32 10
  br label %163

163:                                              ; preds = %158, %151
  %164 = phi i32 [ 10, %151 ], [ %162, %158 ]
  %165 = icmp eq i32 %152, 0
  br i1 %165, label %169, label %166

166:                                              ; preds = %163
  %167 = trunc i32 %152 to i8
  %168 = getelementptr inbounds i8, ptr %5, i64 104
  store i8 %167, ptr %168, align 8, !tbaa !67
  br label %169

169:                                              ; preds = %166, %163
  %170 = icmp eq i32 %154, 0
  br i1 %170, label %175, label %171

171:                                              ; preds = %169
  %172 = sdiv i32 %154, 4
  %173 = trunc i32 %172 to i8
  %174 = getelementptr inbounds i8, ptr %5, i64 105
  store i8 %173, ptr %174, align 1, !tbaa !68
  br label %175

175:                                              ; preds = %171, %169
  call void @luaC_changemode(ptr noundef nonnull %0, i32 noundef 1) #14
  br label %254

176:                                              ; preds = %10
  %177 = getelementptr inbounds i8, ptr %3, i64 24
  %178 = load i32, ptr %177, align 8
  %179 = icmp sgt i32 %178, -1
  br i1 %179, label %183, label %180

180:                                              ; preds = %176
  %181 = add nsw i32 %178, 8
  store i32 %181, ptr %177, align 8
  %182 = icmp ult i32 %178, -7
  br i1 %182, label %187, label %183

183:                                              ; preds = %176, %180
  %184 = load ptr, ptr %3, align 8
  %185 = getelementptr inbounds i8, ptr %184, i64 8
  store ptr %185, ptr %3, align 8
  %186 = load i32, ptr %184, align 8, !tbaa !33
  br label %197

187:                                              ; preds = %180
  %188 = getelementptr inbounds i8, ptr %3, i64 8
  %189 = load ptr, ptr %188, align 8
  %190 = sext i32 %178 to i64
  %191 = getelementptr inbounds i8, ptr %189, i64 %190
  %192 = load i32, ptr %191, align 8, !tbaa !33
  %193 = icmp sgt i32 %178, -9
  br i1 %193, label %197, label %194

194:                                              ; preds = %187
  %195 = add nsw i32 %178, 16
  store i32 %195, ptr %177, align 8
  %196 = icmp ult i32 %181, -7
  br i1 %196, label %202, label %197

197:                                              ; preds = %187, %194, %183
  %198 = phi i32 [ %192, %194 ], [ %192, %187 ], [ %186, %183 ]
  %199 = load ptr, ptr %3, align 8
  %200 = getelementptr inbounds i8, ptr %199, i64 8
  store ptr %200, ptr %3, align 8
  %201 = load i32, ptr %199, align 8, !tbaa !33
  br label %217

202:                                              ; preds = %194
  %203 = getelementptr inbounds i8, ptr %3, i64 8
  %204 = load ptr, ptr %203, align 8
  %205 = sext i32 %181 to i64
  %206 = getelementptr inbounds i8, ptr %204, i64 %205
  %207 = load i32, ptr %206, align 8, !tbaa !33
  %208 = icmp sgt i32 %178, -17
  br i1 %208, label %217, label %209

209:                                              ; preds = %202
  %210 = add nsw i32 %178, 24
  store i32 %210, ptr %177, align 8
  %211 = icmp ult i32 %195, -7
  br i1 %211, label %212, label %217

212:                                              ; preds = %209
  %213 = getelementptr inbounds i8, ptr %3, i64 8
  %214 = load ptr, ptr %213, align 8
  %215 = sext i32 %195 to i64
  %216 = getelementptr inbounds i8, ptr %214, i64 %215
  br label %222

217:                                              ; preds = %197, %209, %202
  %218 = phi i32 [ %201, %197 ], [ %207, %209 ], [ %207, %202 ]
  %219 = phi i32 [ %198, %197 ], [ %192, %209 ], [ %192, %202 ]
  %220 = load ptr, ptr %3, align 8
  %221 = getelementptr inbounds i8, ptr %220, i64 8
  store ptr %221, ptr %3, align 8
  br label %222

222:                                              ; preds = %217, %212
  %223 = phi i32 [ %207, %212 ], [ %218, %217 ]
  %224 = phi i32 [ %192, %212 ], [ %219, %217 ]
  %225 = phi ptr [ %216, %212 ], [ %220, %217 ]
  %226 = load i32, ptr %225, align 8, !tbaa !33
  %227 = getelementptr inbounds i8, ptr %5, i64 102
  %228 = load i8, ptr %227, align 2, !tbaa !65
  %229 = icmp eq i8 %228, 1
  br i1 %229, label %235, label %230

230:                                              ; preds = %222
  %231 = getelementptr inbounds i8, ptr %5, i64 40
  %232 = load i64, ptr %231, align 8, !tbaa !66
  %233 = icmp eq i64 %232, 0
  %234 = select i1 %233, i32 11, i32 10
  br label %235

235:                                              ; preds = %230, %222
  %236 = phi i32 [ 10, %222 ], [ %234, %230 ]
  %237 = icmp eq i32 %224, 0
  br i1 %237, label %242, label %238

238:                                              ; preds = %235
  %239 = sdiv i32 %224, 4
  %240 = trunc i32 %239 to i8
  %241 = getelementptr inbounds i8, ptr %5, i64 108
  store i8 %240, ptr %241, align 4, !tbaa !63
  br label %242

242:                                              ; preds = %238, %235
  %243 = icmp eq i32 %223, 0
  br i1 %243, label %248, label %244

244:                                              ; preds = %242
  %245 = sdiv i32 %223, 4
  %246 = trunc i32 %245 to i8
  %247 = getelementptr inbounds i8, ptr %5, i64 109
  store i8 %246, ptr %247, align 1, !tbaa !64
  br label %248

248:                                              ; preds = %244, %242
  %249 = icmp eq i32 %226, 0
  br i1 %249, label %253, label %250

250:                                              ; preds = %248
  %251 = trunc i32 %226 to i8
  %252 = getelementptr inbounds i8, ptr %5, i64 110
  store i8 %251, ptr %252, align 2, !tbaa !69
  br label %253

253:                                              ; preds = %250, %248
  call void @luaC_changemode(ptr noundef nonnull %0, i32 noundef 0) #14
  br label %254

254:                                              ; preds = %64, %10, %62, %253, %175, %117, %108, %84, %22, %14, %13, %12, %11
  %255 = phi i32 [ %236, %253 ], [ %164, %175 ], [ %120, %117 ], [ %114, %108 ], [ %90, %84 ], [ %29, %22 ], [ %21, %14 ], [ 0, %13 ], [ 0, %12 ], [ 0, %11 ], [ 0, %62 ], [ %68, %64 ], [ -1, %10 ]
  call void @llvm.va_end.p0(ptr nonnull %3)
  br label %256

256:                                              ; preds = %2, %254
  %257 = phi i32 [ %255, %254 ], [ -1, %2 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #14
  ret i32 %257
}

declare hidden void @luaE_setdebt(ptr noundef, i64 noundef) local_unnamed_addr #2

declare hidden void @luaC_fullgc(ptr noundef, i32 noundef) local_unnamed_addr #2

declare hidden void @luaC_changemode(ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @lua_error(ptr noundef %0) local_unnamed_addr #11 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !15
  %4 = getelementptr inbounds i8, ptr %3, i64 -8
  %5 = load i8, ptr %4, align 8, !tbaa !16
  %6 = icmp eq i8 %5, 68
  br i1 %6, label %7, label %16

7:                                                ; preds = %1
  %8 = getelementptr inbounds i8, ptr %3, i64 -16
  %9 = load ptr, ptr %8, align 8, !tbaa !15
  %10 = getelementptr inbounds i8, ptr %0, i64 24
  %11 = load ptr, ptr %10, align 8, !tbaa !20
  %12 = getelementptr inbounds i8, ptr %11, i64 272
  %13 = load ptr, ptr %12, align 8, !tbaa !70
  %14 = icmp eq ptr %9, %13
  br i1 %14, label %15, label %16

15:                                               ; preds = %7
  tail call void @luaD_throw(ptr noundef nonnull %0, i32 noundef 4) #15
  unreachable

16:                                               ; preds = %7, %1
  tail call void @luaG_errormsg(ptr noundef nonnull %0) #15
  unreachable
}

; Function Attrs: noreturn
declare hidden void @luaD_throw(ptr noundef, i32 noundef) local_unnamed_addr #12

; Function Attrs: noreturn
declare hidden void @luaG_errormsg(ptr noundef) local_unnamed_addr #12

; Function Attrs: nounwind uwtable
define dso_local i32 @lua_next(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  %4 = load ptr, ptr %3, align 8, !tbaa !6
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %17

6:                                                ; preds = %2
  %7 = load ptr, ptr %4, align 8, !tbaa !15
  %8 = zext nneg i32 %1 to i64
  %9 = getelementptr inbounds %union.StackValue, ptr %7, i64 %8
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !15
  %12 = icmp ult ptr %9, %11
  br i1 %12, label %55, label %13

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %0, i64 24
  %15 = load ptr, ptr %14, align 8, !tbaa !20
  %16 = getelementptr inbounds i8, ptr %15, i64 80
  br label %55

17:                                               ; preds = %2
  %18 = icmp slt i32 %1, -1000999
  br i1 %18, label %24, label %19

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !15
  %22 = sext i32 %1 to i64
  %23 = getelementptr inbounds %union.StackValue, ptr %21, i64 %22
  br label %55

24:                                               ; preds = %17
  %25 = icmp eq i32 %1, -1001000
  br i1 %25, label %26, label %30

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %0, i64 24
  %28 = load ptr, ptr %27, align 8, !tbaa !20
  %29 = getelementptr inbounds i8, ptr %28, i64 64
  br label %55

30:                                               ; preds = %24
  %31 = load ptr, ptr %4, align 8, !tbaa !15
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  %33 = load i8, ptr %32, align 8, !tbaa !15
  %34 = icmp eq i8 %33, 102
  br i1 %34, label %35, label %51

35:                                               ; preds = %30
  %36 = sub nuw nsw i32 -1001000, %1
  %37 = load ptr, ptr %31, align 8, !tbaa !15
  %38 = getelementptr inbounds i8, ptr %37, i64 10
  %39 = load i8, ptr %38, align 2, !tbaa !26
  %40 = zext i8 %39 to i32
  %41 = icmp ugt i32 %36, %40
  br i1 %41, label %47, label %42

42:                                               ; preds = %35
  %43 = getelementptr inbounds i8, ptr %37, i64 32
  %44 = sub nuw nsw i32 -1001001, %1
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds [1 x %struct.TValue], ptr %43, i64 0, i64 %45
  br label %55

47:                                               ; preds = %35
  %48 = getelementptr inbounds i8, ptr %0, i64 24
  %49 = load ptr, ptr %48, align 8, !tbaa !20
  %50 = getelementptr inbounds i8, ptr %49, i64 80
  br label %55

51:                                               ; preds = %30
  %52 = getelementptr inbounds i8, ptr %0, i64 24
  %53 = load ptr, ptr %52, align 8, !tbaa !20
  %54 = getelementptr inbounds i8, ptr %53, i64 80
  br label %55

55:                                               ; preds = %6, %13, %19, %26, %42, %47, %51
  %56 = phi ptr [ %29, %26 ], [ %54, %51 ], [ %23, %19 ], [ %16, %13 ], [ %9, %6 ], [ %46, %42 ], [ %50, %47 ]
  %57 = load ptr, ptr %56, align 8, !tbaa !15
  %58 = getelementptr inbounds i8, ptr %0, i64 16
  %59 = load ptr, ptr %58, align 8, !tbaa !15
  %60 = getelementptr inbounds i8, ptr %59, i64 -16
  %61 = tail call i32 @luaH_next(ptr noundef nonnull %0, ptr noundef %57, ptr noundef nonnull %60) #14
  %62 = icmp eq i32 %61, 0
  %63 = load ptr, ptr %58, align 8, !tbaa !15
  %64 = select i1 %62, i64 -16, i64 16
  %65 = getelementptr inbounds i8, ptr %63, i64 %64
  store ptr %65, ptr %58, align 8, !tbaa !15
  ret i32 %61
}

declare hidden i32 @luaH_next(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local void @lua_toclose(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %10

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 32
  %6 = load ptr, ptr %5, align 8, !tbaa !6
  %7 = load ptr, ptr %6, align 8, !tbaa !15
  %8 = zext nneg i32 %1 to i64
  %9 = getelementptr inbounds %union.StackValue, ptr %7, i64 %8
  br label %17

10:                                               ; preds = %2
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !15
  %13 = sext i32 %1 to i64
  %14 = getelementptr inbounds %union.StackValue, ptr %12, i64 %13
  %15 = getelementptr inbounds i8, ptr %0, i64 32
  %16 = load ptr, ptr %15, align 8, !tbaa !6
  br label %17

17:                                               ; preds = %4, %10
  %18 = phi ptr [ %6, %4 ], [ %16, %10 ]
  %19 = phi ptr [ %9, %4 ], [ %14, %10 ]
  %20 = getelementptr inbounds i8, ptr %18, i64 60
  %21 = load i16, ptr %20, align 4, !tbaa !71
  tail call void @luaF_newtbcupval(ptr noundef nonnull %0, ptr noundef %19) #14
  %22 = icmp slt i16 %21, -1
  br i1 %22, label %28, label %23

23:                                               ; preds = %17
  %24 = getelementptr inbounds i8, ptr %0, i64 32
  %25 = sub i16 -3, %21
  %26 = load ptr, ptr %24, align 8, !tbaa !6
  %27 = getelementptr inbounds i8, ptr %26, i64 60
  store i16 %25, ptr %27, align 4, !tbaa !71
  br label %28

28:                                               ; preds = %23, %17
  ret void
}

declare hidden void @luaF_newtbcupval(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local void @lua_concat(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %5

4:                                                ; preds = %2
  tail call void @luaV_concat(ptr noundef %0, i32 noundef %1) #14
  br label %15

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !15
  %8 = tail call ptr @luaS_newlstr(ptr noundef %0, ptr noundef nonnull @.str, i64 noundef 0) #14
  store ptr %8, ptr %7, align 8, !tbaa !15
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  %10 = load i8, ptr %9, align 8, !tbaa !39
  %11 = or i8 %10, 64
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store i8 %11, ptr %12, align 8, !tbaa !16
  %13 = load ptr, ptr %6, align 8, !tbaa !15
  %14 = getelementptr inbounds i8, ptr %13, i64 16
  store ptr %14, ptr %6, align 8, !tbaa !15
  br label %15

15:                                               ; preds = %5, %4
  %16 = getelementptr inbounds i8, ptr %0, i64 24
  %17 = load ptr, ptr %16, align 8, !tbaa !20
  %18 = getelementptr inbounds i8, ptr %17, i64 24
  %19 = load i64, ptr %18, align 8, !tbaa !38
  %20 = icmp sgt i64 %19, 0
  br i1 %20, label %21, label %22

21:                                               ; preds = %15
  tail call void @luaC_step(ptr noundef nonnull %0) #14
  br label %22

22:                                               ; preds = %21, %15
  ret void
}

declare hidden void @luaV_concat(ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local void @lua_len(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  %4 = load ptr, ptr %3, align 8, !tbaa !6
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %17

6:                                                ; preds = %2
  %7 = load ptr, ptr %4, align 8, !tbaa !15
  %8 = zext nneg i32 %1 to i64
  %9 = getelementptr inbounds %union.StackValue, ptr %7, i64 %8
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !15
  %12 = icmp ult ptr %9, %11
  br i1 %12, label %55, label %13

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %0, i64 24
  %15 = load ptr, ptr %14, align 8, !tbaa !20
  %16 = getelementptr inbounds i8, ptr %15, i64 80
  br label %55

17:                                               ; preds = %2
  %18 = icmp slt i32 %1, -1000999
  br i1 %18, label %24, label %19

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !15
  %22 = sext i32 %1 to i64
  %23 = getelementptr inbounds %union.StackValue, ptr %21, i64 %22
  br label %55

24:                                               ; preds = %17
  %25 = icmp eq i32 %1, -1001000
  br i1 %25, label %26, label %30

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %0, i64 24
  %28 = load ptr, ptr %27, align 8, !tbaa !20
  %29 = getelementptr inbounds i8, ptr %28, i64 64
  br label %55

30:                                               ; preds = %24
  %31 = load ptr, ptr %4, align 8, !tbaa !15
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  %33 = load i8, ptr %32, align 8, !tbaa !15
  %34 = icmp eq i8 %33, 102
  br i1 %34, label %35, label %51

35:                                               ; preds = %30
  %36 = sub nuw nsw i32 -1001000, %1
  %37 = load ptr, ptr %31, align 8, !tbaa !15
  %38 = getelementptr inbounds i8, ptr %37, i64 10
  %39 = load i8, ptr %38, align 2, !tbaa !26
  %40 = zext i8 %39 to i32
  %41 = icmp ugt i32 %36, %40
  br i1 %41, label %47, label %42

42:                                               ; preds = %35
  %43 = getelementptr inbounds i8, ptr %37, i64 32
  %44 = sub nuw nsw i32 -1001001, %1
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds [1 x %struct.TValue], ptr %43, i64 0, i64 %45
  br label %55

47:                                               ; preds = %35
  %48 = getelementptr inbounds i8, ptr %0, i64 24
  %49 = load ptr, ptr %48, align 8, !tbaa !20
  %50 = getelementptr inbounds i8, ptr %49, i64 80
  br label %55

51:                                               ; preds = %30
  %52 = getelementptr inbounds i8, ptr %0, i64 24
  %53 = load ptr, ptr %52, align 8, !tbaa !20
  %54 = getelementptr inbounds i8, ptr %53, i64 80
  br label %55

55:                                               ; preds = %6, %13, %19, %26, %42, %47, %51
  %56 = phi ptr [ %29, %26 ], [ %54, %51 ], [ %23, %19 ], [ %16, %13 ], [ %9, %6 ], [ %46, %42 ], [ %50, %47 ]
  %57 = getelementptr inbounds i8, ptr %0, i64 16
  %58 = load ptr, ptr %57, align 8, !tbaa !15
  tail call void @luaV_objlen(ptr noundef nonnull %0, ptr noundef %58, ptr noundef %56) #14
  %59 = load ptr, ptr %57, align 8, !tbaa !15
  %60 = getelementptr inbounds i8, ptr %59, i64 16
  store ptr %60, ptr %57, align 8, !tbaa !15
  ret void
}

declare hidden void @luaV_objlen(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local ptr @lua_getallocf(ptr nocapture noundef readonly %0, ptr noundef writeonly %1) local_unnamed_addr #13 {
  %3 = icmp eq ptr %1, null
  br i1 %3, label %9, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 24
  %6 = load ptr, ptr %5, align 8, !tbaa !20
  %7 = getelementptr inbounds i8, ptr %6, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !72
  store ptr %8, ptr %1, align 8, !tbaa !30
  br label %9

9:                                                ; preds = %4, %2
  %10 = getelementptr inbounds i8, ptr %0, i64 24
  %11 = load ptr, ptr %10, align 8, !tbaa !20
  %12 = load ptr, ptr %11, align 8, !tbaa !73
  ret ptr %12
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local void @lua_setallocf(ptr nocapture noundef readonly %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #8 {
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  %5 = load ptr, ptr %4, align 8, !tbaa !20
  %6 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %2, ptr %6, align 8, !tbaa !72
  store ptr %1, ptr %5, align 8, !tbaa !73
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local void @lua_setwarnf(ptr nocapture noundef readonly %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #8 {
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  %5 = load ptr, ptr %4, align 8, !tbaa !20
  %6 = getelementptr inbounds i8, ptr %5, i64 1408
  store ptr %2, ptr %6, align 8, !tbaa !74
  %7 = getelementptr inbounds i8, ptr %5, i64 1400
  store ptr %1, ptr %7, align 8, !tbaa !75
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local void @lua_warning(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  tail call void @luaE_warning(ptr noundef %0, ptr noundef %1, i32 noundef %2) #14
  ret void
}

declare hidden void @luaE_warning(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local nonnull ptr @lua_newuserdatauv(ptr noundef %0, i64 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call ptr @luaS_newudata(ptr noundef %0, i64 noundef %1, i32 noundef %2) #14
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load ptr, ptr %5, align 8, !tbaa !15
  store ptr %4, ptr %6, align 8, !tbaa !15
  %7 = getelementptr inbounds i8, ptr %6, i64 8
  store i8 71, ptr %7, align 8, !tbaa !16
  %8 = load ptr, ptr %5, align 8, !tbaa !15
  %9 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr %9, ptr %5, align 8, !tbaa !15
  %10 = getelementptr inbounds i8, ptr %0, i64 24
  %11 = load ptr, ptr %10, align 8, !tbaa !20
  %12 = getelementptr inbounds i8, ptr %11, i64 24
  %13 = load i64, ptr %12, align 8, !tbaa !38
  %14 = icmp sgt i64 %13, 0
  br i1 %14, label %15, label %16

15:                                               ; preds = %3
  tail call void @luaC_step(ptr noundef nonnull %0) #14
  br label %16

16:                                               ; preds = %15, %3
  %17 = getelementptr inbounds i8, ptr %4, i64 10
  %18 = load i16, ptr %17, align 2, !tbaa !76
  %19 = icmp eq i16 %18, 0
  %20 = zext i16 %18 to i64
  %21 = shl nuw nsw i64 %20, 4
  %22 = add nuw nsw i64 %21, 40
  %23 = select i1 %19, i64 32, i64 %22
  %24 = getelementptr inbounds i8, ptr %4, i64 %23
  ret ptr %24
}

declare hidden ptr @luaS_newudata(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local ptr @lua_getupvalue(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #5 {
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = load ptr, ptr %4, align 8, !tbaa !6
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %18

7:                                                ; preds = %3
  %8 = load ptr, ptr %5, align 8, !tbaa !15
  %9 = zext nneg i32 %1 to i64
  %10 = getelementptr inbounds %union.StackValue, ptr %8, i64 %9
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !15
  %13 = icmp ult ptr %10, %12
  br i1 %13, label %56, label %14

14:                                               ; preds = %7
  %15 = getelementptr inbounds i8, ptr %0, i64 24
  %16 = load ptr, ptr %15, align 8, !tbaa !20
  %17 = getelementptr inbounds i8, ptr %16, i64 80
  br label %56

18:                                               ; preds = %3
  %19 = icmp slt i32 %1, -1000999
  br i1 %19, label %25, label %20

20:                                               ; preds = %18
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load ptr, ptr %21, align 8, !tbaa !15
  %23 = sext i32 %1 to i64
  %24 = getelementptr inbounds %union.StackValue, ptr %22, i64 %23
  br label %56

25:                                               ; preds = %18
  %26 = icmp eq i32 %1, -1001000
  br i1 %26, label %27, label %31

27:                                               ; preds = %25
  %28 = getelementptr inbounds i8, ptr %0, i64 24
  %29 = load ptr, ptr %28, align 8, !tbaa !20
  %30 = getelementptr inbounds i8, ptr %29, i64 64
  br label %56

31:                                               ; preds = %25
  %32 = load ptr, ptr %5, align 8, !tbaa !15
  %33 = getelementptr inbounds i8, ptr %32, i64 8
  %34 = load i8, ptr %33, align 8, !tbaa !15
  %35 = icmp eq i8 %34, 102
  br i1 %35, label %36, label %52

36:                                               ; preds = %31
  %37 = sub nuw nsw i32 -1001000, %1
  %38 = load ptr, ptr %32, align 8, !tbaa !15
  %39 = getelementptr inbounds i8, ptr %38, i64 10
  %40 = load i8, ptr %39, align 2, !tbaa !26
  %41 = zext i8 %40 to i32
  %42 = icmp ugt i32 %37, %41
  br i1 %42, label %48, label %43

43:                                               ; preds = %36
  %44 = getelementptr inbounds i8, ptr %38, i64 32
  %45 = sub nuw nsw i32 -1001001, %1
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds [1 x %struct.TValue], ptr %44, i64 0, i64 %46
  br label %56

48:                                               ; preds = %36
  %49 = getelementptr inbounds i8, ptr %0, i64 24
  %50 = load ptr, ptr %49, align 8, !tbaa !20
  %51 = getelementptr inbounds i8, ptr %50, i64 80
  br label %56

52:                                               ; preds = %31
  %53 = getelementptr inbounds i8, ptr %0, i64 24
  %54 = load ptr, ptr %53, align 8, !tbaa !20
  %55 = getelementptr inbounds i8, ptr %54, i64 80
  br label %56

56:                                               ; preds = %7, %14, %20, %27, %43, %48, %52
  %57 = phi ptr [ %30, %27 ], [ %55, %52 ], [ %24, %20 ], [ %17, %14 ], [ %10, %7 ], [ %47, %43 ], [ %51, %48 ]
  %58 = getelementptr inbounds i8, ptr %57, i64 8
  %59 = load i8, ptr %58, align 8, !tbaa !16
  %60 = and i8 %59, 63
  switch i8 %60, label %105 [
    i8 38, label %61
    i8 6, label %72
  ]

61:                                               ; preds = %56
  %62 = load ptr, ptr %57, align 8, !tbaa !15
  %63 = add i32 %2, -1
  %64 = getelementptr inbounds i8, ptr %62, i64 10
  %65 = load i8, ptr %64, align 2, !tbaa !26
  %66 = zext i8 %65 to i32
  %67 = icmp ult i32 %63, %66
  br i1 %67, label %68, label %105

68:                                               ; preds = %61
  %69 = getelementptr inbounds i8, ptr %62, i64 32
  %70 = zext nneg i32 %63 to i64
  %71 = getelementptr inbounds [1 x %struct.TValue], ptr %69, i64 0, i64 %70
  br label %94

72:                                               ; preds = %56
  %73 = load ptr, ptr %57, align 8, !tbaa !15
  %74 = getelementptr inbounds i8, ptr %73, i64 24
  %75 = load ptr, ptr %74, align 8, !tbaa !78
  %76 = add i32 %2, -1
  %77 = getelementptr inbounds i8, ptr %75, i64 16
  %78 = load i32, ptr %77, align 8, !tbaa !79
  %79 = icmp ult i32 %76, %78
  br i1 %79, label %80, label %105

80:                                               ; preds = %72
  %81 = getelementptr inbounds i8, ptr %73, i64 32
  %82 = sext i32 %76 to i64
  %83 = getelementptr inbounds [1 x ptr], ptr %81, i64 0, i64 %82
  %84 = load ptr, ptr %83, align 8, !tbaa !30
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load ptr, ptr %85, align 8, !tbaa !15
  %87 = getelementptr inbounds i8, ptr %75, i64 80
  %88 = load ptr, ptr %87, align 8, !tbaa !81
  %89 = getelementptr inbounds %struct.Upvaldesc, ptr %88, i64 %82
  %90 = load ptr, ptr %89, align 8, !tbaa !82
  %91 = icmp eq ptr %90, null
  %92 = getelementptr inbounds i8, ptr %90, i64 24
  %93 = select i1 %91, ptr @.str.2, ptr %92
  br label %94

94:                                               ; preds = %80, %68
  %95 = phi ptr [ %86, %80 ], [ %71, %68 ]
  %96 = phi ptr [ %93, %80 ], [ @.str, %68 ]
  %97 = getelementptr inbounds i8, ptr %0, i64 16
  %98 = load ptr, ptr %97, align 8, !tbaa !15
  %99 = load i64, ptr %95, align 8, !tbaa !15
  store i64 %99, ptr %98, align 8, !tbaa !15
  %100 = getelementptr inbounds i8, ptr %95, i64 8
  %101 = load i8, ptr %100, align 8, !tbaa !16
  %102 = getelementptr inbounds i8, ptr %98, i64 8
  store i8 %101, ptr %102, align 8, !tbaa !16
  %103 = load ptr, ptr %97, align 8, !tbaa !15
  %104 = getelementptr inbounds i8, ptr %103, i64 16
  store ptr %104, ptr %97, align 8, !tbaa !15
  br label %105

105:                                              ; preds = %56, %72, %61, %94
  %106 = phi ptr [ %96, %94 ], [ null, %61 ], [ null, %72 ], [ null, %56 ]
  ret ptr %106
}

; Function Attrs: nounwind uwtable
define dso_local ptr @lua_setupvalue(ptr noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = load ptr, ptr %4, align 8, !tbaa !6
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %18

7:                                                ; preds = %3
  %8 = load ptr, ptr %5, align 8, !tbaa !15
  %9 = zext nneg i32 %1 to i64
  %10 = getelementptr inbounds %union.StackValue, ptr %8, i64 %9
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !15
  %13 = icmp ult ptr %10, %12
  br i1 %13, label %56, label %14

14:                                               ; preds = %7
  %15 = getelementptr inbounds i8, ptr %0, i64 24
  %16 = load ptr, ptr %15, align 8, !tbaa !20
  %17 = getelementptr inbounds i8, ptr %16, i64 80
  br label %56

18:                                               ; preds = %3
  %19 = icmp slt i32 %1, -1000999
  br i1 %19, label %25, label %20

20:                                               ; preds = %18
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load ptr, ptr %21, align 8, !tbaa !15
  %23 = sext i32 %1 to i64
  %24 = getelementptr inbounds %union.StackValue, ptr %22, i64 %23
  br label %56

25:                                               ; preds = %18
  %26 = icmp eq i32 %1, -1001000
  br i1 %26, label %27, label %31

27:                                               ; preds = %25
  %28 = getelementptr inbounds i8, ptr %0, i64 24
  %29 = load ptr, ptr %28, align 8, !tbaa !20
  %30 = getelementptr inbounds i8, ptr %29, i64 64
  br label %56

31:                                               ; preds = %25
  %32 = load ptr, ptr %5, align 8, !tbaa !15
  %33 = getelementptr inbounds i8, ptr %32, i64 8
  %34 = load i8, ptr %33, align 8, !tbaa !15
  %35 = icmp eq i8 %34, 102
  br i1 %35, label %36, label %52

36:                                               ; preds = %31
  %37 = sub nuw nsw i32 -1001000, %1
  %38 = load ptr, ptr %32, align 8, !tbaa !15
  %39 = getelementptr inbounds i8, ptr %38, i64 10
  %40 = load i8, ptr %39, align 2, !tbaa !26
  %41 = zext i8 %40 to i32
  %42 = icmp ugt i32 %37, %41
  br i1 %42, label %48, label %43

43:                                               ; preds = %36
  %44 = getelementptr inbounds i8, ptr %38, i64 32
  %45 = sub nuw nsw i32 -1001001, %1
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds [1 x %struct.TValue], ptr %44, i64 0, i64 %46
  br label %56

48:                                               ; preds = %36
  %49 = getelementptr inbounds i8, ptr %0, i64 24
  %50 = load ptr, ptr %49, align 8, !tbaa !20
  %51 = getelementptr inbounds i8, ptr %50, i64 80
  br label %56

52:                                               ; preds = %31
  %53 = getelementptr inbounds i8, ptr %0, i64 24
  %54 = load ptr, ptr %53, align 8, !tbaa !20
  %55 = getelementptr inbounds i8, ptr %54, i64 80
  br label %56

56:                                               ; preds = %7, %14, %20, %27, %43, %48, %52
  %57 = phi ptr [ %30, %27 ], [ %55, %52 ], [ %24, %20 ], [ %17, %14 ], [ %10, %7 ], [ %47, %43 ], [ %51, %48 ]
  %58 = getelementptr inbounds i8, ptr %57, i64 8
  %59 = load i8, ptr %58, align 8, !tbaa !16
  %60 = and i8 %59, 63
  switch i8 %60, label %119 [
    i8 38, label %61
    i8 6, label %72
  ]

61:                                               ; preds = %56
  %62 = load ptr, ptr %57, align 8, !tbaa !15
  %63 = add i32 %2, -1
  %64 = getelementptr inbounds i8, ptr %62, i64 10
  %65 = load i8, ptr %64, align 2, !tbaa !26
  %66 = zext i8 %65 to i32
  %67 = icmp ult i32 %63, %66
  br i1 %67, label %68, label %119

68:                                               ; preds = %61
  %69 = getelementptr inbounds i8, ptr %62, i64 32
  %70 = zext nneg i32 %63 to i64
  %71 = getelementptr inbounds [1 x %struct.TValue], ptr %69, i64 0, i64 %70
  br label %94

72:                                               ; preds = %56
  %73 = load ptr, ptr %57, align 8, !tbaa !15
  %74 = getelementptr inbounds i8, ptr %73, i64 24
  %75 = load ptr, ptr %74, align 8, !tbaa !78
  %76 = add i32 %2, -1
  %77 = getelementptr inbounds i8, ptr %75, i64 16
  %78 = load i32, ptr %77, align 8, !tbaa !79
  %79 = icmp ult i32 %76, %78
  br i1 %79, label %80, label %119

80:                                               ; preds = %72
  %81 = getelementptr inbounds i8, ptr %73, i64 32
  %82 = sext i32 %76 to i64
  %83 = getelementptr inbounds [1 x ptr], ptr %81, i64 0, i64 %82
  %84 = load ptr, ptr %83, align 8, !tbaa !30
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load ptr, ptr %85, align 8, !tbaa !15
  %87 = getelementptr inbounds i8, ptr %75, i64 80
  %88 = load ptr, ptr %87, align 8, !tbaa !81
  %89 = getelementptr inbounds %struct.Upvaldesc, ptr %88, i64 %82
  %90 = load ptr, ptr %89, align 8, !tbaa !82
  %91 = icmp eq ptr %90, null
  %92 = getelementptr inbounds i8, ptr %90, i64 24
  %93 = select i1 %91, ptr @.str.2, ptr %92
  br label %94

94:                                               ; preds = %80, %68
  %95 = phi ptr [ %86, %80 ], [ %71, %68 ]
  %96 = phi ptr [ %84, %80 ], [ %62, %68 ]
  %97 = phi ptr [ %93, %80 ], [ @.str, %68 ]
  %98 = getelementptr inbounds i8, ptr %0, i64 16
  %99 = load ptr, ptr %98, align 8, !tbaa !15
  %100 = getelementptr inbounds i8, ptr %99, i64 -16
  store ptr %100, ptr %98, align 8, !tbaa !15
  %101 = load i64, ptr %100, align 8, !tbaa !15
  store i64 %101, ptr %95, align 8, !tbaa !15
  %102 = getelementptr inbounds i8, ptr %99, i64 -8
  %103 = load i8, ptr %102, align 8, !tbaa !16
  %104 = getelementptr inbounds i8, ptr %95, i64 8
  store i8 %103, ptr %104, align 8, !tbaa !16
  %105 = and i8 %103, 64
  %106 = icmp eq i8 %105, 0
  %107 = inttoptr i64 %101 to ptr
  br i1 %106, label %119, label %108

108:                                              ; preds = %94
  %109 = getelementptr inbounds i8, ptr %96, i64 9
  %110 = load i8, ptr %109, align 1, !tbaa !28
  %111 = and i8 %110, 32
  %112 = icmp eq i8 %111, 0
  br i1 %112, label %119, label %113

113:                                              ; preds = %108
  %114 = getelementptr inbounds i8, ptr %107, i64 9
  %115 = load i8, ptr %114, align 1, !tbaa !28
  %116 = and i8 %115, 24
  %117 = icmp eq i8 %116, 0
  br i1 %117, label %119, label %118

118:                                              ; preds = %113
  tail call void @luaC_barrier_(ptr noundef nonnull %0, ptr noundef nonnull %96, ptr noundef nonnull %107) #14
  br label %119

119:                                              ; preds = %56, %72, %61, %108, %113, %118, %94
  %120 = phi ptr [ %97, %108 ], [ %97, %113 ], [ %97, %118 ], [ %97, %94 ], [ null, %61 ], [ null, %72 ], [ null, %56 ]
  ret ptr %120
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local ptr @lua_upvalueid(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #7 {
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = load ptr, ptr %4, align 8, !tbaa !6
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %18

7:                                                ; preds = %3
  %8 = load ptr, ptr %5, align 8, !tbaa !15
  %9 = zext nneg i32 %1 to i64
  %10 = getelementptr inbounds %union.StackValue, ptr %8, i64 %9
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !15
  %13 = icmp ult ptr %10, %12
  br i1 %13, label %56, label %14

14:                                               ; preds = %7
  %15 = getelementptr inbounds i8, ptr %0, i64 24
  %16 = load ptr, ptr %15, align 8, !tbaa !20
  %17 = getelementptr inbounds i8, ptr %16, i64 80
  br label %56

18:                                               ; preds = %3
  %19 = icmp slt i32 %1, -1000999
  br i1 %19, label %25, label %20

20:                                               ; preds = %18
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load ptr, ptr %21, align 8, !tbaa !15
  %23 = sext i32 %1 to i64
  %24 = getelementptr inbounds %union.StackValue, ptr %22, i64 %23
  br label %56

25:                                               ; preds = %18
  %26 = icmp eq i32 %1, -1001000
  br i1 %26, label %27, label %31

27:                                               ; preds = %25
  %28 = getelementptr inbounds i8, ptr %0, i64 24
  %29 = load ptr, ptr %28, align 8, !tbaa !20
  %30 = getelementptr inbounds i8, ptr %29, i64 64
  br label %56

31:                                               ; preds = %25
  %32 = load ptr, ptr %5, align 8, !tbaa !15
  %33 = getelementptr inbounds i8, ptr %32, i64 8
  %34 = load i8, ptr %33, align 8, !tbaa !15
  %35 = icmp eq i8 %34, 102
  br i1 %35, label %36, label %52

36:                                               ; preds = %31
  %37 = sub nuw nsw i32 -1001000, %1
  %38 = load ptr, ptr %32, align 8, !tbaa !15
  %39 = getelementptr inbounds i8, ptr %38, i64 10
  %40 = load i8, ptr %39, align 2, !tbaa !26
  %41 = zext i8 %40 to i32
  %42 = icmp ugt i32 %37, %41
  br i1 %42, label %48, label %43

43:                                               ; preds = %36
  %44 = getelementptr inbounds i8, ptr %38, i64 32
  %45 = sub nuw nsw i32 -1001001, %1
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds [1 x %struct.TValue], ptr %44, i64 0, i64 %46
  br label %56

48:                                               ; preds = %36
  %49 = getelementptr inbounds i8, ptr %0, i64 24
  %50 = load ptr, ptr %49, align 8, !tbaa !20
  %51 = getelementptr inbounds i8, ptr %50, i64 80
  br label %56

52:                                               ; preds = %31
  %53 = getelementptr inbounds i8, ptr %0, i64 24
  %54 = load ptr, ptr %53, align 8, !tbaa !20
  %55 = getelementptr inbounds i8, ptr %54, i64 80
  br label %56

56:                                               ; preds = %7, %14, %20, %27, %43, %48, %52
  %57 = phi ptr [ %30, %27 ], [ %55, %52 ], [ %24, %20 ], [ %17, %14 ], [ %10, %7 ], [ %47, %43 ], [ %51, %48 ]
  %58 = getelementptr inbounds i8, ptr %57, i64 8
  %59 = load i8, ptr %58, align 8, !tbaa !16
  %60 = and i8 %59, 63
  switch i8 %60, label %142 [
    i8 6, label %61
    i8 38, label %129
  ]

61:                                               ; preds = %56
  br i1 %6, label %62, label %73

62:                                               ; preds = %61
  %63 = load ptr, ptr %5, align 8, !tbaa !15
  %64 = zext nneg i32 %1 to i64
  %65 = getelementptr inbounds %union.StackValue, ptr %63, i64 %64
  %66 = getelementptr inbounds i8, ptr %0, i64 16
  %67 = load ptr, ptr %66, align 8, !tbaa !15
  %68 = icmp ult ptr %65, %67
  br i1 %68, label %111, label %69

69:                                               ; preds = %62
  %70 = getelementptr inbounds i8, ptr %0, i64 24
  %71 = load ptr, ptr %70, align 8, !tbaa !20
  %72 = getelementptr inbounds i8, ptr %71, i64 80
  br label %111

73:                                               ; preds = %61
  %74 = icmp slt i32 %1, -1000999
  br i1 %74, label %80, label %75

75:                                               ; preds = %73
  %76 = getelementptr inbounds i8, ptr %0, i64 16
  %77 = load ptr, ptr %76, align 8, !tbaa !15
  %78 = sext i32 %1 to i64
  %79 = getelementptr inbounds %union.StackValue, ptr %77, i64 %78
  br label %111

80:                                               ; preds = %73
  %81 = icmp eq i32 %1, -1001000
  br i1 %81, label %82, label %86

82:                                               ; preds = %80
  %83 = getelementptr inbounds i8, ptr %0, i64 24
  %84 = load ptr, ptr %83, align 8, !tbaa !20
  %85 = getelementptr inbounds i8, ptr %84, i64 64
  br label %111

86:                                               ; preds = %80
  %87 = load ptr, ptr %5, align 8, !tbaa !15
  %88 = getelementptr inbounds i8, ptr %87, i64 8
  %89 = load i8, ptr %88, align 8, !tbaa !15
  %90 = icmp eq i8 %89, 102
  br i1 %90, label %91, label %107

91:                                               ; preds = %86
  %92 = sub nuw nsw i32 -1001000, %1
  %93 = load ptr, ptr %87, align 8, !tbaa !15
  %94 = getelementptr inbounds i8, ptr %93, i64 10
  %95 = load i8, ptr %94, align 2, !tbaa !26
  %96 = zext i8 %95 to i32
  %97 = icmp ugt i32 %92, %96
  br i1 %97, label %103, label %98

98:                                               ; preds = %91
  %99 = getelementptr inbounds i8, ptr %93, i64 32
  %100 = sub nuw nsw i32 -1001001, %1
  %101 = zext nneg i32 %100 to i64
  %102 = getelementptr inbounds [1 x %struct.TValue], ptr %99, i64 0, i64 %101
  br label %111

103:                                              ; preds = %91
  %104 = getelementptr inbounds i8, ptr %0, i64 24
  %105 = load ptr, ptr %104, align 8, !tbaa !20
  %106 = getelementptr inbounds i8, ptr %105, i64 80
  br label %111

107:                                              ; preds = %86
  %108 = getelementptr inbounds i8, ptr %0, i64 24
  %109 = load ptr, ptr %108, align 8, !tbaa !20
  %110 = getelementptr inbounds i8, ptr %109, i64 80
  br label %111

111:                                              ; preds = %107, %103, %98, %82, %75, %69, %62
  %112 = phi ptr [ %85, %82 ], [ %110, %107 ], [ %79, %75 ], [ %72, %69 ], [ %65, %62 ], [ %102, %98 ], [ %106, %103 ]
  %113 = load ptr, ptr %112, align 8, !tbaa !15
  %114 = icmp sgt i32 %2, 0
  br i1 %114, label %115, label %126

115:                                              ; preds = %111
  %116 = getelementptr inbounds i8, ptr %113, i64 24
  %117 = load ptr, ptr %116, align 8, !tbaa !78
  %118 = getelementptr inbounds i8, ptr %117, i64 16
  %119 = load i32, ptr %118, align 8, !tbaa !79
  %120 = icmp slt i32 %119, %2
  br i1 %120, label %126, label %121

121:                                              ; preds = %115
  %122 = getelementptr inbounds i8, ptr %113, i64 32
  %123 = add nsw i32 %2, -1
  %124 = zext nneg i32 %123 to i64
  %125 = getelementptr inbounds [1 x ptr], ptr %122, i64 0, i64 %124
  br label %126

126:                                              ; preds = %111, %115, %121
  %127 = phi ptr [ %125, %121 ], [ @getupvalref.nullup, %115 ], [ @getupvalref.nullup, %111 ]
  %128 = load ptr, ptr %127, align 8, !tbaa !30
  br label %142

129:                                              ; preds = %56
  %130 = load ptr, ptr %57, align 8, !tbaa !15
  %131 = icmp sgt i32 %2, 0
  br i1 %131, label %132, label %142

132:                                              ; preds = %129
  %133 = getelementptr inbounds i8, ptr %130, i64 10
  %134 = load i8, ptr %133, align 2, !tbaa !26
  %135 = zext i8 %134 to i32
  %136 = icmp ult i32 %135, %2
  br i1 %136, label %142, label %137

137:                                              ; preds = %132
  %138 = getelementptr inbounds i8, ptr %130, i64 32
  %139 = add nsw i32 %2, -1
  %140 = zext nneg i32 %139 to i64
  %141 = getelementptr inbounds [1 x %struct.TValue], ptr %138, i64 0, i64 %140
  br label %142

142:                                              ; preds = %129, %132, %137, %56, %126
  %143 = phi ptr [ %141, %137 ], [ %128, %126 ], [ null, %56 ], [ null, %132 ], [ null, %129 ]
  ret ptr %143
}

; Function Attrs: nounwind uwtable
define dso_local void @lua_upvaluejoin(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = getelementptr inbounds i8, ptr %0, i64 32
  %7 = load ptr, ptr %6, align 8, !tbaa !6
  %8 = icmp sgt i32 %1, 0
  br i1 %8, label %9, label %20

9:                                                ; preds = %5
  %10 = load ptr, ptr %7, align 8, !tbaa !15
  %11 = zext nneg i32 %1 to i64
  %12 = getelementptr inbounds %union.StackValue, ptr %10, i64 %11
  %13 = getelementptr inbounds i8, ptr %0, i64 16
  %14 = load ptr, ptr %13, align 8, !tbaa !15
  %15 = icmp ult ptr %12, %14
  br i1 %15, label %58, label %16

16:                                               ; preds = %9
  %17 = getelementptr inbounds i8, ptr %0, i64 24
  %18 = load ptr, ptr %17, align 8, !tbaa !20
  %19 = getelementptr inbounds i8, ptr %18, i64 80
  br label %58

20:                                               ; preds = %5
  %21 = icmp slt i32 %1, -1000999
  br i1 %21, label %27, label %22

22:                                               ; preds = %20
  %23 = getelementptr inbounds i8, ptr %0, i64 16
  %24 = load ptr, ptr %23, align 8, !tbaa !15
  %25 = sext i32 %1 to i64
  %26 = getelementptr inbounds %union.StackValue, ptr %24, i64 %25
  br label %58

27:                                               ; preds = %20
  %28 = icmp eq i32 %1, -1001000
  br i1 %28, label %29, label %33

29:                                               ; preds = %27
  %30 = getelementptr inbounds i8, ptr %0, i64 24
  %31 = load ptr, ptr %30, align 8, !tbaa !20
  %32 = getelementptr inbounds i8, ptr %31, i64 64
  br label %58

33:                                               ; preds = %27
  %34 = load ptr, ptr %7, align 8, !tbaa !15
  %35 = getelementptr inbounds i8, ptr %34, i64 8
  %36 = load i8, ptr %35, align 8, !tbaa !15
  %37 = icmp eq i8 %36, 102
  br i1 %37, label %38, label %54

38:                                               ; preds = %33
  %39 = sub nuw nsw i32 -1001000, %1
  %40 = load ptr, ptr %34, align 8, !tbaa !15
  %41 = getelementptr inbounds i8, ptr %40, i64 10
  %42 = load i8, ptr %41, align 2, !tbaa !26
  %43 = zext i8 %42 to i32
  %44 = icmp ugt i32 %39, %43
  br i1 %44, label %50, label %45

45:                                               ; preds = %38
  %46 = getelementptr inbounds i8, ptr %40, i64 32
  %47 = sub nuw nsw i32 -1001001, %1
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr inbounds [1 x %struct.TValue], ptr %46, i64 0, i64 %48
  br label %58

50:                                               ; preds = %38
  %51 = getelementptr inbounds i8, ptr %0, i64 24
  %52 = load ptr, ptr %51, align 8, !tbaa !20
  %53 = getelementptr inbounds i8, ptr %52, i64 80
  br label %58

54:                                               ; preds = %33
  %55 = getelementptr inbounds i8, ptr %0, i64 24
  %56 = load ptr, ptr %55, align 8, !tbaa !20
  %57 = getelementptr inbounds i8, ptr %56, i64 80
  br label %58

58:                                               ; preds = %54, %50, %45, %29, %22, %16, %9
  %59 = phi ptr [ %32, %29 ], [ %57, %54 ], [ %26, %22 ], [ %19, %16 ], [ %12, %9 ], [ %49, %45 ], [ %53, %50 ]
  %60 = load ptr, ptr %59, align 8, !tbaa !15
  %61 = icmp sgt i32 %2, 0
  br i1 %61, label %62, label %73

62:                                               ; preds = %58
  %63 = getelementptr inbounds i8, ptr %60, i64 24
  %64 = load ptr, ptr %63, align 8, !tbaa !78
  %65 = getelementptr inbounds i8, ptr %64, i64 16
  %66 = load i32, ptr %65, align 8, !tbaa !79
  %67 = icmp slt i32 %66, %2
  br i1 %67, label %73, label %68

68:                                               ; preds = %62
  %69 = getelementptr inbounds i8, ptr %60, i64 32
  %70 = add nsw i32 %2, -1
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr inbounds [1 x ptr], ptr %69, i64 0, i64 %71
  br label %73

73:                                               ; preds = %58, %62, %68
  %74 = phi ptr [ %72, %68 ], [ @getupvalref.nullup, %62 ], [ @getupvalref.nullup, %58 ]
  %75 = icmp sgt i32 %3, 0
  br i1 %75, label %76, label %87

76:                                               ; preds = %73
  %77 = load ptr, ptr %7, align 8, !tbaa !15
  %78 = zext nneg i32 %3 to i64
  %79 = getelementptr inbounds %union.StackValue, ptr %77, i64 %78
  %80 = getelementptr inbounds i8, ptr %0, i64 16
  %81 = load ptr, ptr %80, align 8, !tbaa !15
  %82 = icmp ult ptr %79, %81
  br i1 %82, label %125, label %83

83:                                               ; preds = %76
  %84 = getelementptr inbounds i8, ptr %0, i64 24
  %85 = load ptr, ptr %84, align 8, !tbaa !20
  %86 = getelementptr inbounds i8, ptr %85, i64 80
  br label %125

87:                                               ; preds = %73
  %88 = icmp slt i32 %3, -1000999
  br i1 %88, label %94, label %89

89:                                               ; preds = %87
  %90 = getelementptr inbounds i8, ptr %0, i64 16
  %91 = load ptr, ptr %90, align 8, !tbaa !15
  %92 = sext i32 %3 to i64
  %93 = getelementptr inbounds %union.StackValue, ptr %91, i64 %92
  br label %125

94:                                               ; preds = %87
  %95 = icmp eq i32 %3, -1001000
  br i1 %95, label %96, label %100

96:                                               ; preds = %94
  %97 = getelementptr inbounds i8, ptr %0, i64 24
  %98 = load ptr, ptr %97, align 8, !tbaa !20
  %99 = getelementptr inbounds i8, ptr %98, i64 64
  br label %125

100:                                              ; preds = %94
  %101 = load ptr, ptr %7, align 8, !tbaa !15
  %102 = getelementptr inbounds i8, ptr %101, i64 8
  %103 = load i8, ptr %102, align 8, !tbaa !15
  %104 = icmp eq i8 %103, 102
  br i1 %104, label %105, label %121

105:                                              ; preds = %100
  %106 = sub nuw nsw i32 -1001000, %3
  %107 = load ptr, ptr %101, align 8, !tbaa !15
  %108 = getelementptr inbounds i8, ptr %107, i64 10
  %109 = load i8, ptr %108, align 2, !tbaa !26
  %110 = zext i8 %109 to i32
  %111 = icmp ugt i32 %106, %110
  br i1 %111, label %117, label %112

112:                                              ; preds = %105
  %113 = getelementptr inbounds i8, ptr %107, i64 32
  %114 = sub nuw nsw i32 -1001001, %3
  %115 = zext nneg i32 %114 to i64
  %116 = getelementptr inbounds [1 x %struct.TValue], ptr %113, i64 0, i64 %115
  br label %125

117:                                              ; preds = %105
  %118 = getelementptr inbounds i8, ptr %0, i64 24
  %119 = load ptr, ptr %118, align 8, !tbaa !20
  %120 = getelementptr inbounds i8, ptr %119, i64 80
  br label %125

121:                                              ; preds = %100
  %122 = getelementptr inbounds i8, ptr %0, i64 24
  %123 = load ptr, ptr %122, align 8, !tbaa !20
  %124 = getelementptr inbounds i8, ptr %123, i64 80
  br label %125

125:                                              ; preds = %121, %117, %112, %96, %89, %83, %76
  %126 = phi ptr [ %99, %96 ], [ %124, %121 ], [ %93, %89 ], [ %86, %83 ], [ %79, %76 ], [ %116, %112 ], [ %120, %117 ]
  %127 = load ptr, ptr %126, align 8, !tbaa !15
  %128 = icmp sgt i32 %4, 0
  br i1 %128, label %129, label %140

129:                                              ; preds = %125
  %130 = getelementptr inbounds i8, ptr %127, i64 24
  %131 = load ptr, ptr %130, align 8, !tbaa !78
  %132 = getelementptr inbounds i8, ptr %131, i64 16
  %133 = load i32, ptr %132, align 8, !tbaa !79
  %134 = icmp slt i32 %133, %4
  br i1 %134, label %140, label %135

135:                                              ; preds = %129
  %136 = getelementptr inbounds i8, ptr %127, i64 32
  %137 = add nsw i32 %4, -1
  %138 = zext nneg i32 %137 to i64
  %139 = getelementptr inbounds [1 x ptr], ptr %136, i64 0, i64 %138
  br label %140

140:                                              ; preds = %125, %129, %135
  %141 = phi ptr [ %139, %135 ], [ @getupvalref.nullup, %129 ], [ @getupvalref.nullup, %125 ]
  %142 = load ptr, ptr %141, align 8, !tbaa !30
  store ptr %142, ptr %74, align 8, !tbaa !30
  %143 = getelementptr inbounds i8, ptr %60, i64 9
  %144 = load i8, ptr %143, align 1, !tbaa !84
  %145 = and i8 %144, 32
  %146 = icmp eq i8 %145, 0
  br i1 %146, label %153, label %147

147:                                              ; preds = %140
  %148 = getelementptr inbounds i8, ptr %142, i64 9
  %149 = load i8, ptr %148, align 1, !tbaa !57
  %150 = and i8 %149, 24
  %151 = icmp eq i8 %150, 0
  br i1 %151, label %153, label %152

152:                                              ; preds = %147
  tail call void @luaC_barrier_(ptr noundef nonnull %0, ptr noundef nonnull %60, ptr noundef nonnull %142) #14
  br label %153

153:                                              ; preds = %140, %147, %152
  ret void
}

declare hidden ptr @luaH_getstr(ptr noundef, ptr noundef) local_unnamed_addr #2

declare hidden void @luaH_set(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #10 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #12 = { noreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #13 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #14 = { nounwind }
attributes #15 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 32}
!7 = !{!"lua_State", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 10, !9, i64 11, !11, i64 12, !9, i64 16, !8, i64 24, !8, i64 32, !9, i64 40, !9, i64 48, !8, i64 56, !9, i64 64, !8, i64 72, !8, i64 80, !8, i64 88, !12, i64 96, !8, i64 160, !13, i64 168, !14, i64 176, !14, i64 180, !14, i64 184, !14, i64 188, !14, i64 192}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"short", !9, i64 0}
!12 = !{!"CallInfo", !9, i64 0, !9, i64 8, !8, i64 16, !8, i64 24, !9, i64 32, !9, i64 56, !11, i64 60, !11, i64 62}
!13 = !{!"long", !9, i64 0}
!14 = !{!"int", !9, i64 0}
!15 = !{!9, !9, i64 0}
!16 = !{!17, !9, i64 8}
!17 = !{!"TValue", !9, i64 0, !9, i64 8}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = !{!7, !8, i64 24}
!21 = !{!22, !8, i64 256}
!22 = !{!"global_State", !8, i64 0, !8, i64 8, !13, i64 16, !13, i64 24, !13, i64 32, !13, i64 40, !23, i64 48, !17, i64 64, !17, i64 80, !14, i64 96, !9, i64 100, !9, i64 101, !9, i64 102, !9, i64 103, !9, i64 104, !9, i64 105, !9, i64 106, !9, i64 107, !9, i64 108, !9, i64 109, !9, i64 110, !8, i64 112, !8, i64 120, !8, i64 128, !8, i64 136, !8, i64 144, !8, i64 152, !8, i64 160, !8, i64 168, !8, i64 176, !8, i64 184, !8, i64 192, !8, i64 200, !8, i64 208, !8, i64 216, !8, i64 224, !8, i64 232, !8, i64 240, !8, i64 248, !8, i64 256, !8, i64 264, !8, i64 272, !9, i64 280, !9, i64 480, !9, i64 552, !8, i64 1400, !8, i64 1408}
!23 = !{!"stringtable", !8, i64 0, !14, i64 8, !14, i64 12}
!24 = distinct !{!24, !19}
!25 = distinct !{!25, !19}
!26 = !{!27, !9, i64 10}
!27 = !{!"CClosure", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 10, !8, i64 16, !8, i64 24, !9, i64 32}
!28 = !{!29, !9, i64 9}
!29 = !{!"GCObject", !8, i64 0, !9, i64 8, !9, i64 9}
!30 = !{!8, !8, i64 0}
!31 = !{!32, !32, i64 0}
!32 = !{!"double", !9, i64 0}
!33 = !{!14, !14, i64 0}
!34 = !{!35, !35, i64 0}
!35 = !{!"long long", !9, i64 0}
!36 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!37 = !{!13, !13, i64 0}
!38 = !{!22, !13, i64 24}
!39 = !{!40, !9, i64 8}
!40 = !{!"TString", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 10, !9, i64 11, !14, i64 12, !9, i64 16, !9, i64 24}
!41 = !{i64 0, i64 8, !30, i64 8, i64 8, !30, i64 16, i64 8, !30, i64 24, i64 4, !33, i64 28, i64 4, !33}
!42 = !{!27, !8, i64 24}
!43 = distinct !{!43, !19}
!44 = !{!22, !8, i64 264}
!45 = !{!46, !9, i64 10}
!46 = !{!"Table", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 10, !9, i64 11, !14, i64 12, !8, i64 16, !8, i64 24, !8, i64 32, !8, i64 40, !8, i64 48}
!47 = !{!46, !9, i64 9}
!48 = !{!7, !14, i64 176}
!49 = !{!50, !8, i64 0}
!50 = !{!"CallS", !8, i64 0, !14, i64 8}
!51 = !{!50, !14, i64 8}
!52 = !{!7, !13, i64 168}
!53 = !{!12, !11, i64 62}
!54 = !{!7, !9, i64 11}
!55 = !{!56, !9, i64 10}
!56 = !{!"LClosure", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 10, !8, i64 16, !8, i64 24, !9, i64 32}
!57 = !{!58, !9, i64 9}
!58 = !{!"UpVal", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 16, !9, i64 24}
!59 = !{!7, !9, i64 10}
!60 = !{!22, !9, i64 106}
!61 = !{!22, !13, i64 16}
!62 = !{!22, !9, i64 101}
!63 = !{!22, !9, i64 108}
!64 = !{!22, !9, i64 109}
!65 = !{!22, !9, i64 102}
!66 = !{!22, !13, i64 40}
!67 = !{!22, !9, i64 104}
!68 = !{!22, !9, i64 105}
!69 = !{!22, !9, i64 110}
!70 = !{!22, !8, i64 272}
!71 = !{!12, !11, i64 60}
!72 = !{!22, !8, i64 8}
!73 = !{!22, !8, i64 0}
!74 = !{!22, !8, i64 1408}
!75 = !{!22, !8, i64 1400}
!76 = !{!77, !11, i64 10}
!77 = !{!"Udata", !8, i64 0, !9, i64 8, !9, i64 9, !11, i64 10, !13, i64 16, !8, i64 24, !8, i64 32, !9, i64 40}
!78 = !{!56, !8, i64 24}
!79 = !{!80, !14, i64 16}
!80 = !{!"Proto", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 10, !9, i64 11, !9, i64 12, !14, i64 16, !14, i64 20, !14, i64 24, !14, i64 28, !14, i64 32, !14, i64 36, !14, i64 40, !14, i64 44, !14, i64 48, !8, i64 56, !8, i64 64, !8, i64 72, !8, i64 80, !8, i64 88, !8, i64 96, !8, i64 104, !8, i64 112, !8, i64 120}
!81 = !{!80, !8, i64 80}
!82 = !{!83, !8, i64 0}
!83 = !{!"Upvaldesc", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 10}
!84 = !{!56, !9, i64 9}
