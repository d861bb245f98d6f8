; ModuleID = 'src/lua/ldebug.c'
source_filename = "src/lua/ldebug.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.AbsLineInfo = type { i32, i32 }
%union.StackValue = type { %struct.TValue }
%struct.TValue = type { %union.Value, i8 }
%union.Value = type { ptr }
%struct.Upvaldesc = type { ptr, i8, i8, i8 }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [12 x i8] c"(temporary)\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"(C temporary)\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"call\00", align 1
@.str.3 = private unnamed_addr constant [39 x i8] c"bad 'for' %s (number expected, got %s)\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"concatenate\00", align 1
@.str.5 = private unnamed_addr constant [39 x i8] c"number%s has no integer representation\00", align 1
@.str.6 = private unnamed_addr constant [33 x i8] c"attempt to compare two %s values\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"attempt to compare %s with %s\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"%s:%d: %s\00", align 1
@luaP_opmodes = external hidden local_unnamed_addr constant [83 x i8], align 16
@.str.9 = private unnamed_addr constant [9 x i8] c"(vararg)\00", align 1
@.str.10 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"=[C]\00", align 1
@.str.12 = private unnamed_addr constant [2 x i8] c"C\00", align 1
@.str.13 = private unnamed_addr constant [3 x i8] c"=?\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"main\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"Lua\00", align 1
@.str.16 = private unnamed_addr constant [27 x i8] c"attempt to %s a %s value%s\00", align 1
@.str.17 = private unnamed_addr constant [8 x i8] c"upvalue\00", align 1
@.str.18 = private unnamed_addr constant [2 x i8] c"?\00", align 1
@.str.19 = private unnamed_addr constant [14 x i8] c"integer index\00", align 1
@.str.20 = private unnamed_addr constant [6 x i8] c"field\00", align 1
@.str.21 = private unnamed_addr constant [7 x i8] c"method\00", align 1
@.str.22 = private unnamed_addr constant [6 x i8] c"local\00", align 1
@.str.23 = private unnamed_addr constant [9 x i8] c"constant\00", align 1
@.str.24 = private unnamed_addr constant [5 x i8] c"_ENV\00", align 1
@.str.25 = private unnamed_addr constant [7 x i8] c"global\00", align 1
@.str.26 = private unnamed_addr constant [5 x i8] c"hook\00", align 1
@.str.27 = private unnamed_addr constant [5 x i8] c"__gc\00", align 1
@.str.28 = private unnamed_addr constant [11 x i8] c"metamethod\00", align 1
@.str.29 = private unnamed_addr constant [13 x i8] c"for iterator\00", align 1
@.str.30 = private unnamed_addr constant [11 x i8] c" (%s '%s')\00", align 1

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define hidden i32 @luaG_getfuncline(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 88
  %4 = load ptr, ptr %3, align 8, !tbaa !5
  %5 = icmp eq ptr %4, null
  br i1 %5, label %84, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %0, i64 40
  %8 = load i32, ptr %7, align 8, !tbaa !11
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %15, label %10

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %0, i64 96
  %12 = load ptr, ptr %11, align 8, !tbaa !12
  %13 = load i32, ptr %12, align 4, !tbaa !13
  %14 = icmp sgt i32 %13, %1
  br i1 %14, label %15, label %17

15:                                               ; preds = %10, %6
  %16 = getelementptr inbounds i8, ptr %0, i64 44
  br label %38

17:                                               ; preds = %10
  %18 = lshr i32 %1, 7
  %19 = zext nneg i32 %18 to i64
  %20 = add nsw i64 %19, -1
  %21 = tail call i32 @llvm.smax.i32(i32 %8, i32 %18)
  %22 = add nsw i32 %21, -1
  br label %23

23:                                               ; preds = %27, %17
  %24 = phi i64 [ %28, %27 ], [ %20, %17 ]
  %25 = trunc i64 %24 to i32
  %26 = icmp eq i32 %22, %25
  br i1 %26, label %32, label %27

27:                                               ; preds = %23
  %28 = add nsw i64 %24, 1
  %29 = getelementptr inbounds %struct.AbsLineInfo, ptr %12, i64 %28
  %30 = load i32, ptr %29, align 4, !tbaa !13
  %31 = icmp sgt i32 %30, %1
  br i1 %31, label %32, label %23, !llvm.loop !15

32:                                               ; preds = %27, %23
  %33 = phi i32 [ %22, %23 ], [ %25, %27 ]
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds %struct.AbsLineInfo, ptr %12, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !13
  %37 = getelementptr inbounds %struct.AbsLineInfo, ptr %12, i64 %34, i32 1
  br label %38

38:                                               ; preds = %15, %32
  %39 = phi i32 [ -1, %15 ], [ %36, %32 ]
  %40 = phi ptr [ %16, %15 ], [ %37, %32 ]
  %41 = load i32, ptr %40, align 4, !tbaa !17
  %42 = icmp slt i32 %39, %1
  br i1 %42, label %43, label %84

43:                                               ; preds = %38
  %44 = sext i32 %39 to i64
  %45 = sext i32 %1 to i64
  %46 = sub nsw i64 %45, %44
  %47 = icmp ult i64 %46, 8
  br i1 %47, label %72, label %48

48:                                               ; preds = %43
  %49 = and i64 %46, -8
  %50 = add nsw i64 %49, %44
  %51 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %41, i64 0
  %52 = getelementptr i8, ptr %4, i64 %44
  br label %53

53:                                               ; preds = %53, %48
  %54 = phi i64 [ 0, %48 ], [ %66, %53 ]
  %55 = phi <4 x i32> [ %51, %48 ], [ %64, %53 ]
  %56 = phi <4 x i32> [ zeroinitializer, %48 ], [ %65, %53 ]
  %57 = getelementptr i8, ptr %52, i64 %54
  %58 = getelementptr i8, ptr %57, i64 1
  %59 = getelementptr i8, ptr %57, i64 5
  %60 = load <4 x i8>, ptr %58, align 1, !tbaa !18
  %61 = load <4 x i8>, ptr %59, align 1, !tbaa !18
  %62 = sext <4 x i8> %60 to <4 x i32>
  %63 = sext <4 x i8> %61 to <4 x i32>
  %64 = add <4 x i32> %55, %62
  %65 = add <4 x i32> %56, %63
  %66 = add nuw i64 %54, 8
  %67 = icmp eq i64 %66, %49
  br i1 %67, label %68, label %53, !llvm.loop !19

68:                                               ; preds = %53
  %69 = add <4 x i32> %65, %64
  %70 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %69)
  %71 = icmp eq i64 %46, %49
  br i1 %71, label %84, label %72

72:                                               ; preds = %68, %43
  %73 = phi i64 [ %44, %43 ], [ %50, %68 ]
  %74 = phi i32 [ %41, %43 ], [ %70, %68 ]
  br label %75

75:                                               ; preds = %72, %75
  %76 = phi i64 [ %78, %75 ], [ %73, %72 ]
  %77 = phi i32 [ %82, %75 ], [ %74, %72 ]
  %78 = add nsw i64 %76, 1
  %79 = getelementptr inbounds i8, ptr %4, i64 %78
  %80 = load i8, ptr %79, align 1, !tbaa !18
  %81 = sext i8 %80 to i32
  %82 = add nsw i32 %77, %81
  %83 = icmp eq i64 %78, %45
  br i1 %83, label %84, label %75, !llvm.loop !22

84:                                               ; preds = %75, %68, %38, %2
  %85 = phi i32 [ -1, %2 ], [ %41, %38 ], [ %70, %68 ], [ %82, %75 ]
  ret i32 %85
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local void @lua_sethook(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = icmp eq ptr %1, null
  %6 = icmp eq i32 %2, 0
  %7 = select i1 %5, i32 0, i32 %2
  %8 = select i1 %6, ptr null, ptr %1
  %9 = getelementptr inbounds i8, ptr %0, i64 160
  store volatile ptr %8, ptr %9, align 8, !tbaa !23
  %10 = getelementptr inbounds i8, ptr %0, i64 184
  store i32 %3, ptr %10, align 8, !tbaa !28
  %11 = getelementptr inbounds i8, ptr %0, i64 188
  store i32 %3, ptr %11, align 4, !tbaa !29
  %12 = and i32 %7, 255
  %13 = getelementptr inbounds i8, ptr %0, i64 192
  store volatile i32 %12, ptr %13, align 8, !tbaa !30
  %14 = icmp eq i32 %7, 0
  br i1 %14, label %31, label %15

15:                                               ; preds = %4
  %16 = getelementptr inbounds i8, ptr %0, i64 32
  %17 = load ptr, ptr %16, align 8, !tbaa !31
  %18 = icmp eq ptr %17, null
  br i1 %18, label %31, label %19

19:                                               ; preds = %15, %27
  %20 = phi ptr [ %29, %27 ], [ %17, %15 ]
  %21 = getelementptr inbounds i8, ptr %20, i64 62
  %22 = load i16, ptr %21, align 2, !tbaa !32
  %23 = and i16 %22, 2
  %24 = icmp eq i16 %23, 0
  br i1 %24, label %25, label %27

25:                                               ; preds = %19
  %26 = getelementptr inbounds i8, ptr %20, i64 40
  store volatile i32 1, ptr %26, align 8, !tbaa !18
  br label %27

27:                                               ; preds = %25, %19
  %28 = getelementptr inbounds i8, ptr %20, i64 16
  %29 = load ptr, ptr %28, align 8, !tbaa !33
  %30 = icmp eq ptr %29, null
  br i1 %30, label %31, label %19, !llvm.loop !34

31:                                               ; preds = %27, %15, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local ptr @lua_gethook(ptr noundef %0) local_unnamed_addr #3 {
  %2 = getelementptr inbounds i8, ptr %0, i64 160
  %3 = load volatile ptr, ptr %2, align 8, !tbaa !23
  ret ptr %3
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local i32 @lua_gethookmask(ptr noundef %0) local_unnamed_addr #3 {
  %2 = getelementptr inbounds i8, ptr %0, i64 192
  %3 = load volatile i32, ptr %2, align 8, !tbaa !30
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @lua_gethookcount(ptr nocapture noundef readonly %0) local_unnamed_addr #4 {
  %2 = getelementptr inbounds i8, ptr %0, i64 184
  %3 = load i32, ptr %2, align 8, !tbaa !28
  ret i32 %3
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @lua_getstack(ptr noundef readonly %0, i32 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #5 {
  %4 = icmp slt i32 %1, 0
  br i1 %4, label %29, label %5

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 32
  %7 = getelementptr inbounds i8, ptr %0, i64 96
  %8 = load ptr, ptr %6, align 8, !tbaa !35
  %9 = icmp ne i32 %1, 0
  %10 = icmp ne ptr %8, %7
  %11 = select i1 %9, i1 %10, i1 false
  br i1 %11, label %12, label %21

12:                                               ; preds = %5, %12
  %13 = phi ptr [ %17, %12 ], [ %8, %5 ]
  %14 = phi i32 [ %15, %12 ], [ %1, %5 ]
  %15 = add nsw i32 %14, -1
  %16 = getelementptr inbounds i8, ptr %13, i64 16
  %17 = load ptr, ptr %16, align 8, !tbaa !35
  %18 = icmp ne i32 %15, 0
  %19 = icmp ne ptr %17, %7
  %20 = select i1 %18, i1 %19, i1 false
  br i1 %20, label %12, label %21, !llvm.loop !36

21:                                               ; preds = %12, %5
  %22 = phi i32 [ %1, %5 ], [ %15, %12 ]
  %23 = phi ptr [ %8, %5 ], [ %17, %12 ]
  %24 = phi i1 [ %10, %5 ], [ %19, %12 ]
  %25 = icmp eq i32 %22, 0
  %26 = select i1 %25, i1 %24, i1 false
  br i1 %26, label %27, label %29

27:                                               ; preds = %21
  %28 = getelementptr inbounds i8, ptr %2, i64 128
  store ptr %23, ptr %28, align 8, !tbaa !37
  br label %29

29:                                               ; preds = %27, %21, %3
  %30 = phi i32 [ 0, %3 ], [ 1, %27 ], [ 0, %21 ]
  ret i32 %30
}

; Function Attrs: nounwind uwtable
define hidden ptr @luaG_findlocal(ptr nocapture noundef readonly %0, ptr noundef readonly %1, i32 noundef %2, ptr noundef writeonly %3) local_unnamed_addr #6 {
  %5 = load ptr, ptr %1, align 8, !tbaa !18
  %6 = getelementptr inbounds i8, ptr %5, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 62
  %8 = load i16, ptr %7, align 2, !tbaa !32
  %9 = and i16 %8, 2
  %10 = icmp eq i16 %9, 0
  br i1 %10, label %11, label %45

11:                                               ; preds = %4
  %12 = icmp slt i32 %2, 0
  %13 = load ptr, ptr %5, align 8, !tbaa !18
  %14 = getelementptr inbounds i8, ptr %13, i64 24
  %15 = load ptr, ptr %14, align 8, !tbaa !18
  br i1 %12, label %16, label %32

16:                                               ; preds = %11
  %17 = getelementptr inbounds i8, ptr %15, i64 11
  %18 = load i8, ptr %17, align 1, !tbaa !39
  %19 = icmp eq i8 %18, 0
  br i1 %19, label %80, label %20

20:                                               ; preds = %16
  %21 = getelementptr inbounds i8, ptr %1, i64 44
  %22 = load i32, ptr %21, align 4, !tbaa !18
  %23 = sub nsw i32 0, %22
  %24 = icmp sgt i32 %23, %2
  br i1 %24, label %80, label %25

25:                                               ; preds = %20
  %26 = sext i32 %22 to i64
  %27 = sub nsw i64 0, %26
  %28 = getelementptr inbounds %union.StackValue, ptr %5, i64 %27
  %29 = xor i32 %2, -1
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds %union.StackValue, ptr %28, i64 %30
  br label %77

32:                                               ; preds = %11
  %33 = getelementptr inbounds i8, ptr %1, i64 32
  %34 = load ptr, ptr %33, align 8, !tbaa !18
  %35 = getelementptr inbounds i8, ptr %15, i64 64
  %36 = load ptr, ptr %35, align 8, !tbaa !40
  %37 = ptrtoint ptr %34 to i64
  %38 = ptrtoint ptr %36 to i64
  %39 = sub i64 %37, %38
  %40 = lshr exact i64 %39, 2
  %41 = trunc i64 %40 to i32
  %42 = add nsw i32 %41, -1
  %43 = tail call ptr @luaF_getlocalname(ptr noundef %15, i32 noundef %2, i32 noundef %42) #13
  %44 = icmp eq ptr %43, null
  br i1 %44, label %45, label %70

45:                                               ; preds = %4, %32
  %46 = getelementptr inbounds i8, ptr %0, i64 32
  %47 = load ptr, ptr %46, align 8, !tbaa !31
  %48 = icmp eq ptr %47, %1
  br i1 %48, label %49, label %51

49:                                               ; preds = %45
  %50 = getelementptr inbounds i8, ptr %0, i64 16
  br label %54

51:                                               ; preds = %45
  %52 = getelementptr inbounds i8, ptr %1, i64 24
  %53 = load ptr, ptr %52, align 8, !tbaa !41
  br label %54

54:                                               ; preds = %51, %49
  %55 = phi ptr [ %50, %49 ], [ %53, %51 ]
  %56 = load ptr, ptr %55, align 8, !tbaa !18
  %57 = ptrtoint ptr %56 to i64
  %58 = ptrtoint ptr %6 to i64
  %59 = sub i64 %57, %58
  %60 = ashr exact i64 %59, 4
  %61 = sext i32 %2 to i64
  %62 = icmp sge i64 %60, %61
  %63 = icmp sgt i32 %2, 0
  %64 = and i1 %63, %62
  br i1 %64, label %65, label %80

65:                                               ; preds = %54
  %66 = load i16, ptr %7, align 2, !tbaa !32
  %67 = and i16 %66, 2
  %68 = icmp eq i16 %67, 0
  %69 = select i1 %68, ptr @.str, ptr @.str.1
  br label %70

70:                                               ; preds = %65, %32
  %71 = phi ptr [ %43, %32 ], [ %69, %65 ]
  %72 = icmp eq ptr %3, null
  br i1 %72, label %80, label %73

73:                                               ; preds = %70
  %74 = zext nneg i32 %2 to i64
  %75 = getelementptr %union.StackValue, ptr %6, i64 %74
  %76 = getelementptr i8, ptr %75, i64 -16
  br label %77

77:                                               ; preds = %73, %25
  %78 = phi ptr [ %31, %25 ], [ %76, %73 ]
  %79 = phi ptr [ @.str.9, %25 ], [ %71, %73 ]
  store ptr %78, ptr %3, align 8, !tbaa !35
  br label %80

80:                                               ; preds = %77, %54, %20, %16, %70
  %81 = phi ptr [ %71, %70 ], [ null, %16 ], [ null, %20 ], [ null, %54 ], [ %79, %77 ]
  ret ptr %81
}

declare hidden ptr @luaF_getlocalname(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define dso_local ptr @lua_getlocal(ptr nocapture noundef %0, ptr noundef readonly %1, i32 noundef %2) local_unnamed_addr #6 {
  %4 = icmp eq ptr %1, null
  br i1 %4, label %5, label %17

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !18
  %8 = getelementptr inbounds i8, ptr %7, i64 -8
  %9 = load i8, ptr %8, align 8, !tbaa !18
  %10 = icmp eq i8 %9, 70
  br i1 %10, label %11, label %101

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8, ptr %7, i64 -16
  %13 = load ptr, ptr %12, align 8, !tbaa !18
  %14 = getelementptr inbounds i8, ptr %13, i64 24
  %15 = load ptr, ptr %14, align 8, !tbaa !18
  %16 = tail call ptr @luaF_getlocalname(ptr noundef %15, i32 noundef %2, i32 noundef 0) #13
  br label %101

17:                                               ; preds = %3
  %18 = getelementptr inbounds i8, ptr %1, i64 128
  %19 = load ptr, ptr %18, align 8, !tbaa !37
  %20 = load ptr, ptr %19, align 8, !tbaa !18
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = getelementptr inbounds i8, ptr %19, i64 62
  %23 = load i16, ptr %22, align 2, !tbaa !32
  %24 = and i16 %23, 2
  %25 = icmp eq i16 %24, 0
  br i1 %25, label %26, label %60

26:                                               ; preds = %17
  %27 = icmp slt i32 %2, 0
  %28 = load ptr, ptr %20, align 8, !tbaa !18
  %29 = getelementptr inbounds i8, ptr %28, i64 24
  %30 = load ptr, ptr %29, align 8, !tbaa !18
  br i1 %27, label %31, label %47

31:                                               ; preds = %26
  %32 = getelementptr inbounds i8, ptr %30, i64 11
  %33 = load i8, ptr %32, align 1, !tbaa !39
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %101, label %35

35:                                               ; preds = %31
  %36 = getelementptr inbounds i8, ptr %19, i64 44
  %37 = load i32, ptr %36, align 4, !tbaa !18
  %38 = sub nsw i32 0, %37
  %39 = icmp sgt i32 %38, %2
  br i1 %39, label %101, label %40

40:                                               ; preds = %35
  %41 = sext i32 %37 to i64
  %42 = sub nsw i64 0, %41
  %43 = getelementptr inbounds %union.StackValue, ptr %20, i64 %42
  %44 = xor i32 %2, -1
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds %union.StackValue, ptr %43, i64 %45
  br label %90

47:                                               ; preds = %26
  %48 = getelementptr inbounds i8, ptr %19, i64 32
  %49 = load ptr, ptr %48, align 8, !tbaa !18
  %50 = getelementptr inbounds i8, ptr %30, i64 64
  %51 = load ptr, ptr %50, align 8, !tbaa !40
  %52 = ptrtoint ptr %49 to i64
  %53 = ptrtoint ptr %51 to i64
  %54 = sub i64 %52, %53
  %55 = lshr exact i64 %54, 2
  %56 = trunc i64 %55 to i32
  %57 = add nsw i32 %56, -1
  %58 = tail call ptr @luaF_getlocalname(ptr noundef %30, i32 noundef %2, i32 noundef %57) #13
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %85

60:                                               ; preds = %47, %17
  %61 = getelementptr inbounds i8, ptr %0, i64 32
  %62 = load ptr, ptr %61, align 8, !tbaa !31
  %63 = icmp eq ptr %62, %19
  br i1 %63, label %64, label %66

64:                                               ; preds = %60
  %65 = getelementptr inbounds i8, ptr %0, i64 16
  br label %69

66:                                               ; preds = %60
  %67 = getelementptr inbounds i8, ptr %19, i64 24
  %68 = load ptr, ptr %67, align 8, !tbaa !41
  br label %69

69:                                               ; preds = %66, %64
  %70 = phi ptr [ %65, %64 ], [ %68, %66 ]
  %71 = load ptr, ptr %70, align 8, !tbaa !18
  %72 = ptrtoint ptr %71 to i64
  %73 = ptrtoint ptr %21 to i64
  %74 = sub i64 %72, %73
  %75 = ashr exact i64 %74, 4
  %76 = sext i32 %2 to i64
  %77 = icmp sge i64 %75, %76
  %78 = icmp sgt i32 %2, 0
  %79 = and i1 %78, %77
  br i1 %79, label %80, label %101

80:                                               ; preds = %69
  %81 = load i16, ptr %22, align 2, !tbaa !32
  %82 = and i16 %81, 2
  %83 = icmp eq i16 %82, 0
  %84 = select i1 %83, ptr @.str, ptr @.str.1
  br label %85

85:                                               ; preds = %80, %47
  %86 = phi ptr [ %58, %47 ], [ %84, %80 ]
  %87 = zext nneg i32 %2 to i64
  %88 = getelementptr %union.StackValue, ptr %21, i64 %87
  %89 = getelementptr i8, ptr %88, i64 -16
  br label %90

90:                                               ; preds = %85, %40
  %91 = phi ptr [ %46, %40 ], [ %89, %85 ]
  %92 = phi ptr [ @.str.9, %40 ], [ %86, %85 ]
  %93 = getelementptr inbounds i8, ptr %0, i64 16
  %94 = load ptr, ptr %93, align 8, !tbaa !18
  %95 = load i64, ptr %91, align 8, !tbaa !18
  store i64 %95, ptr %94, align 8, !tbaa !18
  %96 = getelementptr inbounds i8, ptr %91, i64 8
  %97 = load i8, ptr %96, align 8, !tbaa !42
  %98 = getelementptr inbounds i8, ptr %94, i64 8
  store i8 %97, ptr %98, align 8, !tbaa !42
  %99 = load ptr, ptr %93, align 8, !tbaa !18
  %100 = getelementptr inbounds i8, ptr %99, i64 16
  store ptr %100, ptr %93, align 8, !tbaa !18
  br label %101

101:                                              ; preds = %69, %35, %31, %90, %5, %11
  %102 = phi ptr [ %16, %11 ], [ null, %5 ], [ %92, %90 ], [ null, %31 ], [ null, %35 ], [ null, %69 ]
  ret ptr %102
}

; Function Attrs: nounwind uwtable
define dso_local ptr @lua_setlocal(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #6 {
  %4 = getelementptr inbounds i8, ptr %1, i64 128
  %5 = load ptr, ptr %4, align 8, !tbaa !37
  %6 = load ptr, ptr %5, align 8, !tbaa !18
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %5, i64 62
  %9 = load i16, ptr %8, align 2, !tbaa !32
  %10 = and i16 %9, 2
  %11 = icmp eq i16 %10, 0
  br i1 %11, label %12, label %46

12:                                               ; preds = %3
  %13 = icmp slt i32 %2, 0
  %14 = load ptr, ptr %6, align 8, !tbaa !18
  %15 = getelementptr inbounds i8, ptr %14, i64 24
  %16 = load ptr, ptr %15, align 8, !tbaa !18
  br i1 %13, label %17, label %33

17:                                               ; preds = %12
  %18 = getelementptr inbounds i8, ptr %16, i64 11
  %19 = load i8, ptr %18, align 1, !tbaa !39
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %88, label %21

21:                                               ; preds = %17
  %22 = getelementptr inbounds i8, ptr %5, i64 44
  %23 = load i32, ptr %22, align 4, !tbaa !18
  %24 = sub nsw i32 0, %23
  %25 = icmp sgt i32 %24, %2
  br i1 %25, label %88, label %26

26:                                               ; preds = %21
  %27 = sext i32 %23 to i64
  %28 = sub nsw i64 0, %27
  %29 = getelementptr inbounds %union.StackValue, ptr %6, i64 %28
  %30 = xor i32 %2, -1
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds %union.StackValue, ptr %29, i64 %31
  br label %76

33:                                               ; preds = %12
  %34 = getelementptr inbounds i8, ptr %5, i64 32
  %35 = load ptr, ptr %34, align 8, !tbaa !18
  %36 = getelementptr inbounds i8, ptr %16, i64 64
  %37 = load ptr, ptr %36, align 8, !tbaa !40
  %38 = ptrtoint ptr %35 to i64
  %39 = ptrtoint ptr %37 to i64
  %40 = sub i64 %38, %39
  %41 = lshr exact i64 %40, 2
  %42 = trunc i64 %41 to i32
  %43 = add nsw i32 %42, -1
  %44 = tail call ptr @luaF_getlocalname(ptr noundef %16, i32 noundef %2, i32 noundef %43) #13
  %45 = icmp eq ptr %44, null
  br i1 %45, label %46, label %71

46:                                               ; preds = %33, %3
  %47 = getelementptr inbounds i8, ptr %0, i64 32
  %48 = load ptr, ptr %47, align 8, !tbaa !31
  %49 = icmp eq ptr %48, %5
  br i1 %49, label %50, label %52

50:                                               ; preds = %46
  %51 = getelementptr inbounds i8, ptr %0, i64 16
  br label %55

52:                                               ; preds = %46
  %53 = getelementptr inbounds i8, ptr %5, i64 24
  %54 = load ptr, ptr %53, align 8, !tbaa !41
  br label %55

55:                                               ; preds = %52, %50
  %56 = phi ptr [ %51, %50 ], [ %54, %52 ]
  %57 = load ptr, ptr %56, align 8, !tbaa !18
  %58 = ptrtoint ptr %57 to i64
  %59 = ptrtoint ptr %7 to i64
  %60 = sub i64 %58, %59
  %61 = ashr exact i64 %60, 4
  %62 = sext i32 %2 to i64
  %63 = icmp sge i64 %61, %62
  %64 = icmp sgt i32 %2, 0
  %65 = and i1 %64, %63
  br i1 %65, label %66, label %88

66:                                               ; preds = %55
  %67 = load i16, ptr %8, align 2, !tbaa !32
  %68 = and i16 %67, 2
  %69 = icmp eq i16 %68, 0
  %70 = select i1 %69, ptr @.str, ptr @.str.1
  br label %71

71:                                               ; preds = %66, %33
  %72 = phi ptr [ %44, %33 ], [ %70, %66 ]
  %73 = zext nneg i32 %2 to i64
  %74 = getelementptr %union.StackValue, ptr %7, i64 %73
  %75 = getelementptr i8, ptr %74, i64 -16
  br label %76

76:                                               ; preds = %71, %26
  %77 = phi ptr [ %32, %26 ], [ %75, %71 ]
  %78 = phi ptr [ @.str.9, %26 ], [ %72, %71 ]
  %79 = getelementptr inbounds i8, ptr %0, i64 16
  %80 = load ptr, ptr %79, align 8, !tbaa !18
  %81 = getelementptr inbounds i8, ptr %80, i64 -16
  %82 = load i64, ptr %81, align 8, !tbaa !18
  store i64 %82, ptr %77, align 8, !tbaa !18
  %83 = getelementptr inbounds i8, ptr %80, i64 -8
  %84 = load i8, ptr %83, align 8, !tbaa !42
  %85 = getelementptr inbounds i8, ptr %77, i64 8
  store i8 %84, ptr %85, align 8, !tbaa !42
  %86 = load ptr, ptr %79, align 8, !tbaa !18
  %87 = getelementptr inbounds i8, ptr %86, i64 -16
  store ptr %87, ptr %79, align 8, !tbaa !18
  br label %88

88:                                               ; preds = %55, %21, %17, %76
  %89 = phi ptr [ %78, %76 ], [ null, %17 ], [ null, %21 ], [ null, %55 ]
  ret ptr %89
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @lua_getinfo(ptr noundef %0, ptr noundef readonly %1, ptr noundef %2) local_unnamed_addr #6 {
  %4 = alloca %struct.TValue, align 8
  %5 = load i8, ptr %1, align 1, !tbaa !18
  %6 = icmp eq i8 %5, 62
  br i1 %6, label %7, label %12

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = load ptr, ptr %8, align 8, !tbaa !18
  %10 = getelementptr inbounds i8, ptr %9, i64 -16
  %11 = getelementptr inbounds i8, ptr %1, i64 1
  store ptr %10, ptr %8, align 8, !tbaa !18
  br label %16

12:                                               ; preds = %3
  %13 = getelementptr inbounds i8, ptr %2, i64 128
  %14 = load ptr, ptr %13, align 8, !tbaa !37
  %15 = load ptr, ptr %14, align 8, !tbaa !18
  br label %16

16:                                               ; preds = %12, %7
  %17 = phi ptr [ %10, %7 ], [ %15, %12 ]
  %18 = phi ptr [ null, %7 ], [ %14, %12 ]
  %19 = phi ptr [ %11, %7 ], [ %1, %12 ]
  %20 = getelementptr inbounds i8, ptr %17, i64 8
  %21 = load i8, ptr %20, align 8, !tbaa !42
  switch i8 %21, label %24 [
    i8 70, label %22
    i8 102, label %22
  ]

22:                                               ; preds = %16, %16
  %23 = load ptr, ptr %17, align 8, !tbaa !18
  br label %24

24:                                               ; preds = %16, %22
  %25 = phi ptr [ %23, %22 ], [ null, %16 ]
  %26 = icmp eq ptr %18, null
  %27 = getelementptr inbounds i8, ptr %18, i64 62
  %28 = getelementptr inbounds i8, ptr %18, i64 56
  %29 = getelementptr inbounds i8, ptr %2, i64 64
  %30 = getelementptr inbounds i8, ptr %18, i64 58
  %31 = getelementptr inbounds i8, ptr %2, i64 66
  %32 = getelementptr inbounds i8, ptr %2, i64 8
  %33 = getelementptr inbounds i8, ptr %18, i64 16
  %34 = getelementptr inbounds i8, ptr %2, i64 16
  %35 = getelementptr inbounds i8, ptr %2, i64 63
  %36 = icmp eq ptr %25, null
  %37 = getelementptr inbounds i8, ptr %25, i64 10
  %38 = getelementptr inbounds i8, ptr %2, i64 60
  %39 = getelementptr inbounds i8, ptr %25, i64 8
  %40 = getelementptr inbounds i8, ptr %25, i64 24
  %41 = getelementptr inbounds i8, ptr %2, i64 62
  %42 = getelementptr inbounds i8, ptr %2, i64 61
  %43 = getelementptr inbounds i8, ptr %18, i64 32
  %44 = getelementptr inbounds i8, ptr %2, i64 48
  %45 = getelementptr inbounds i8, ptr %2, i64 32
  %46 = getelementptr inbounds i8, ptr %2, i64 40
  %47 = getelementptr inbounds i8, ptr %2, i64 52
  %48 = getelementptr inbounds i8, ptr %2, i64 56
  %49 = getelementptr inbounds i8, ptr %2, i64 24
  %50 = getelementptr inbounds i8, ptr %2, i64 68
  br label %51

51:                                               ; preds = %231, %24
  %52 = phi ptr [ %19, %24 ], [ %233, %231 ]
  %53 = phi i32 [ 1, %24 ], [ %232, %231 ]
  %54 = load i8, ptr %52, align 1, !tbaa !18
  switch i8 %54, label %230 [
    i8 0, label %234
    i8 83, label %55
    i8 108, label %88
    i8 117, label %190
    i8 116, label %204
    i8 110, label %211
    i8 114, label %221
    i8 76, label %231
    i8 102, label %231
  ]

55:                                               ; preds = %51
  br i1 %36, label %59, label %56

56:                                               ; preds = %55
  %57 = load i8, ptr %39, align 8, !tbaa !18
  %58 = icmp eq i8 %57, 6
  br i1 %58, label %60, label %59

59:                                               ; preds = %56, %55
  store ptr @.str.11, ptr %45, align 8, !tbaa !44
  store i64 4, ptr %46, align 8, !tbaa !45
  store i32 -1, ptr %47, align 4, !tbaa !46
  store i32 -1, ptr %48, align 8, !tbaa !47
  br label %84

60:                                               ; preds = %56
  %61 = load ptr, ptr %40, align 8, !tbaa !18
  %62 = getelementptr inbounds i8, ptr %61, i64 112
  %63 = load ptr, ptr %62, align 8, !tbaa !48
  %64 = icmp eq ptr %63, null
  br i1 %64, label %75, label %65

65:                                               ; preds = %60
  %66 = getelementptr inbounds i8, ptr %63, i64 24
  store ptr %66, ptr %45, align 8, !tbaa !44
  %67 = getelementptr inbounds i8, ptr %63, i64 11
  %68 = load i8, ptr %67, align 1, !tbaa !49
  %69 = icmp eq i8 %68, -1
  br i1 %69, label %72, label %70

70:                                               ; preds = %65
  %71 = zext i8 %68 to i64
  br label %76

72:                                               ; preds = %65
  %73 = getelementptr inbounds i8, ptr %63, i64 16
  %74 = load i64, ptr %73, align 8, !tbaa !18
  br label %76

75:                                               ; preds = %60
  store ptr @.str.13, ptr %45, align 8, !tbaa !44
  br label %76

76:                                               ; preds = %75, %72, %70
  %77 = phi i64 [ 2, %75 ], [ %71, %70 ], [ %74, %72 ]
  %78 = phi ptr [ @.str.13, %75 ], [ %66, %70 ], [ %66, %72 ]
  store i64 %77, ptr %46, align 8, !tbaa !45
  %79 = getelementptr inbounds i8, ptr %61, i64 44
  %80 = load <2 x i32>, ptr %79, align 4, !tbaa !17
  store <2 x i32> %80, ptr %47, align 4, !tbaa !17
  %81 = extractelement <2 x i32> %80, i64 0
  %82 = icmp eq i32 %81, 0
  %83 = select i1 %82, ptr @.str.14, ptr @.str.15
  br label %84

84:                                               ; preds = %76, %59
  %85 = phi ptr [ %83, %76 ], [ @.str.12, %59 ]
  %86 = phi i64 [ %77, %76 ], [ 4, %59 ]
  %87 = phi ptr [ %78, %76 ], [ @.str.11, %59 ]
  store ptr %85, ptr %49, align 8, !tbaa !51
  tail call void @luaO_chunkid(ptr noundef nonnull %50, ptr noundef %87, i64 noundef %86) #13
  br label %231

88:                                               ; preds = %51
  br i1 %26, label %188, label %89

89:                                               ; preds = %88
  %90 = load i16, ptr %27, align 2, !tbaa !32
  %91 = and i16 %90, 2
  %92 = icmp eq i16 %91, 0
  br i1 %92, label %93, label %188

93:                                               ; preds = %89
  %94 = load ptr, ptr %18, align 8, !tbaa !18
  %95 = load ptr, ptr %94, align 8, !tbaa !18
  %96 = getelementptr inbounds i8, ptr %95, i64 24
  %97 = load ptr, ptr %96, align 8, !tbaa !18
  %98 = load ptr, ptr %43, align 8, !tbaa !18
  %99 = getelementptr inbounds i8, ptr %97, i64 64
  %100 = load ptr, ptr %99, align 8, !tbaa !40
  %101 = ptrtoint ptr %98 to i64
  %102 = ptrtoint ptr %100 to i64
  %103 = sub i64 %101, %102
  %104 = lshr exact i64 %103, 2
  %105 = trunc i64 %104 to i32
  %106 = add nsw i32 %105, -1
  %107 = getelementptr inbounds i8, ptr %97, i64 88
  %108 = load ptr, ptr %107, align 8, !tbaa !5
  %109 = icmp eq ptr %108, null
  br i1 %109, label %188, label %110

110:                                              ; preds = %93
  %111 = getelementptr inbounds i8, ptr %97, i64 40
  %112 = load i32, ptr %111, align 8, !tbaa !11
  %113 = icmp eq i32 %112, 0
  br i1 %113, label %119, label %114

114:                                              ; preds = %110
  %115 = getelementptr inbounds i8, ptr %97, i64 96
  %116 = load ptr, ptr %115, align 8, !tbaa !12
  %117 = load i32, ptr %116, align 4, !tbaa !13
  %118 = icmp slt i32 %117, %105
  br i1 %118, label %121, label %119

119:                                              ; preds = %114, %110
  %120 = getelementptr inbounds i8, ptr %97, i64 44
  br label %142

121:                                              ; preds = %114
  %122 = lshr i32 %106, 7
  %123 = zext nneg i32 %122 to i64
  %124 = add nsw i64 %123, -1
  %125 = tail call i32 @llvm.smax.i32(i32 %112, i32 %122)
  %126 = add nsw i32 %125, -1
  br label %127

127:                                              ; preds = %131, %121
  %128 = phi i64 [ %132, %131 ], [ %124, %121 ]
  %129 = trunc i64 %128 to i32
  %130 = icmp eq i32 %126, %129
  br i1 %130, label %136, label %131

131:                                              ; preds = %127
  %132 = add nsw i64 %128, 1
  %133 = getelementptr inbounds %struct.AbsLineInfo, ptr %116, i64 %132
  %134 = load i32, ptr %133, align 4, !tbaa !13
  %135 = icmp slt i32 %134, %105
  br i1 %135, label %127, label %136, !llvm.loop !15

136:                                              ; preds = %131, %127
  %137 = phi i32 [ %126, %127 ], [ %129, %131 ]
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds %struct.AbsLineInfo, ptr %116, i64 %138
  %140 = load i32, ptr %139, align 4, !tbaa !13
  %141 = getelementptr inbounds %struct.AbsLineInfo, ptr %116, i64 %138, i32 1
  br label %142

142:                                              ; preds = %136, %119
  %143 = phi i32 [ -1, %119 ], [ %140, %136 ]
  %144 = phi ptr [ %120, %119 ], [ %141, %136 ]
  %145 = load i32, ptr %144, align 4, !tbaa !17
  %146 = icmp slt i32 %143, %106
  br i1 %146, label %147, label %188

147:                                              ; preds = %142
  %148 = sext i32 %143 to i64
  %149 = sext i32 %106 to i64
  %150 = sub nsw i64 %149, %148
  %151 = icmp ult i64 %150, 8
  br i1 %151, label %176, label %152

152:                                              ; preds = %147
  %153 = and i64 %150, -8
  %154 = add nsw i64 %153, %148
  %155 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %145, i64 0
  %156 = getelementptr i8, ptr %108, i64 %148
  br label %157

157:                                              ; preds = %157, %152
  %158 = phi i64 [ 0, %152 ], [ %170, %157 ]
  %159 = phi <4 x i32> [ %155, %152 ], [ %168, %157 ]
  %160 = phi <4 x i32> [ zeroinitializer, %152 ], [ %169, %157 ]
  %161 = getelementptr i8, ptr %156, i64 %158
  %162 = getelementptr i8, ptr %161, i64 1
  %163 = getelementptr i8, ptr %161, i64 5
  %164 = load <4 x i8>, ptr %162, align 1, !tbaa !18
  %165 = load <4 x i8>, ptr %163, align 1, !tbaa !18
  %166 = sext <4 x i8> %164 to <4 x i32>
  %167 = sext <4 x i8> %165 to <4 x i32>
  %168 = add <4 x i32> %159, %166
  %169 = add <4 x i32> %160, %167
  %170 = add nuw i64 %158, 8
  %171 = icmp eq i64 %170, %153
  br i1 %171, label %172, label %157, !llvm.loop !52

172:                                              ; preds = %157
  %173 = add <4 x i32> %169, %168
  %174 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %173)
  %175 = icmp eq i64 %150, %153
  br i1 %175, label %188, label %176

176:                                              ; preds = %172, %147
  %177 = phi i64 [ %148, %147 ], [ %154, %172 ]
  %178 = phi i32 [ %145, %147 ], [ %174, %172 ]
  br label %179

179:                                              ; preds = %176, %179
  %180 = phi i64 [ %182, %179 ], [ %177, %176 ]
  %181 = phi i32 [ %186, %179 ], [ %178, %176 ]
  %182 = add nsw i64 %180, 1
  %183 = getelementptr inbounds i8, ptr %108, i64 %182
  %184 = load i8, ptr %183, align 1, !tbaa !18
  %185 = sext i8 %184 to i32
  %186 = add nsw i32 %181, %185
  %187 = icmp eq i64 %182, %149
  br i1 %187, label %188, label %179, !llvm.loop !53

188:                                              ; preds = %179, %172, %142, %93, %89, %88
  %189 = phi i32 [ -1, %89 ], [ -1, %88 ], [ -1, %93 ], [ %145, %142 ], [ %174, %172 ], [ %186, %179 ]
  store i32 %189, ptr %44, align 8, !tbaa !54
  br label %231

190:                                              ; preds = %51
  br i1 %36, label %191, label %192

191:                                              ; preds = %190
  store i8 0, ptr %38, align 4, !tbaa !55
  br label %196

192:                                              ; preds = %190
  %193 = load i8, ptr %37, align 2, !tbaa !18
  store i8 %193, ptr %38, align 4, !tbaa !55
  %194 = load i8, ptr %39, align 8, !tbaa !18
  %195 = icmp eq i8 %194, 6
  br i1 %195, label %197, label %196

196:                                              ; preds = %192, %191
  store i8 1, ptr %41, align 2, !tbaa !56
  store i8 0, ptr %42, align 1, !tbaa !57
  br label %231

197:                                              ; preds = %192
  %198 = load ptr, ptr %40, align 8, !tbaa !18
  %199 = getelementptr inbounds i8, ptr %198, i64 11
  %200 = load i8, ptr %199, align 1, !tbaa !39
  store i8 %200, ptr %41, align 2, !tbaa !56
  %201 = load ptr, ptr %40, align 8, !tbaa !18
  %202 = getelementptr inbounds i8, ptr %201, i64 10
  %203 = load i8, ptr %202, align 2, !tbaa !58
  store i8 %203, ptr %42, align 1, !tbaa !57
  br label %231

204:                                              ; preds = %51
  br i1 %26, label %209, label %205

205:                                              ; preds = %204
  %206 = load i16, ptr %27, align 2, !tbaa !32
  %207 = trunc i16 %206 to i8
  %208 = and i8 %207, 32
  br label %209

209:                                              ; preds = %205, %204
  %210 = phi i8 [ %208, %205 ], [ 0, %204 ]
  store i8 %210, ptr %35, align 1, !tbaa !59
  br label %231

211:                                              ; preds = %51
  br i1 %26, label %220, label %212

212:                                              ; preds = %211
  %213 = load i16, ptr %27, align 2, !tbaa !32
  %214 = and i16 %213, 32
  %215 = icmp eq i16 %214, 0
  br i1 %215, label %216, label %220

216:                                              ; preds = %212
  %217 = load ptr, ptr %33, align 8, !tbaa !33
  %218 = tail call fastcc ptr @funcnamefromcall(ptr noundef readonly %0, ptr noundef %217, ptr noundef nonnull %32)
  store ptr %218, ptr %34, align 8, !tbaa !60
  %219 = icmp eq ptr %218, null
  br i1 %219, label %220, label %231

220:                                              ; preds = %216, %212, %211
  store ptr @.str.10, ptr %34, align 8, !tbaa !60
  store ptr null, ptr %32, align 8, !tbaa !61
  br label %231

221:                                              ; preds = %51
  br i1 %26, label %226, label %222

222:                                              ; preds = %221
  %223 = load i16, ptr %27, align 2, !tbaa !32
  %224 = and i16 %223, 256
  %225 = icmp eq i16 %224, 0
  br i1 %225, label %226, label %227

226:                                              ; preds = %222, %221
  store i16 0, ptr %31, align 2, !tbaa !62
  store i16 0, ptr %29, align 8, !tbaa !63
  br label %231

227:                                              ; preds = %222
  %228 = load i16, ptr %28, align 8, !tbaa !18
  store i16 %228, ptr %29, align 8, !tbaa !63
  %229 = load i16, ptr %30, align 2, !tbaa !18
  store i16 %229, ptr %31, align 2, !tbaa !62
  br label %231

230:                                              ; preds = %51
  br label %231

231:                                              ; preds = %230, %227, %226, %220, %216, %209, %197, %196, %188, %84, %51, %51
  %232 = phi i32 [ 0, %230 ], [ %53, %226 ], [ %53, %227 ], [ %53, %220 ], [ %53, %216 ], [ %53, %209 ], [ %53, %197 ], [ %53, %196 ], [ %53, %188 ], [ %53, %84 ], [ %53, %51 ], [ %53, %51 ]
  %233 = getelementptr inbounds i8, ptr %52, i64 1
  br label %51, !llvm.loop !64

234:                                              ; preds = %51
  %235 = tail call ptr @strchr(ptr noundef nonnull dereferenceable(1) %19, i32 noundef 102) #14
  %236 = icmp eq ptr %235, null
  br i1 %236, label %245, label %237

237:                                              ; preds = %234
  %238 = getelementptr inbounds i8, ptr %0, i64 16
  %239 = load ptr, ptr %238, align 8, !tbaa !18
  %240 = load i64, ptr %17, align 8, !tbaa !18
  store i64 %240, ptr %239, align 8, !tbaa !18
  %241 = load i8, ptr %20, align 8, !tbaa !42
  %242 = getelementptr inbounds i8, ptr %239, i64 8
  store i8 %241, ptr %242, align 8, !tbaa !42
  %243 = load ptr, ptr %238, align 8, !tbaa !18
  %244 = getelementptr inbounds i8, ptr %243, i64 16
  store ptr %244, ptr %238, align 8, !tbaa !18
  br label %245

245:                                              ; preds = %237, %234
  %246 = tail call ptr @strchr(ptr noundef nonnull dereferenceable(1) %19, i32 noundef 76) #14
  %247 = icmp eq ptr %246, null
  br i1 %247, label %461, label %248

248:                                              ; preds = %245
  br i1 %36, label %252, label %249

249:                                              ; preds = %248
  %250 = load i8, ptr %39, align 8, !tbaa !18
  %251 = icmp eq i8 %250, 6
  br i1 %251, label %258, label %252

252:                                              ; preds = %249, %248
  %253 = getelementptr inbounds i8, ptr %0, i64 16
  %254 = load ptr, ptr %253, align 8, !tbaa !18
  %255 = getelementptr inbounds i8, ptr %254, i64 8
  store i8 0, ptr %255, align 8, !tbaa !18
  %256 = load ptr, ptr %253, align 8, !tbaa !18
  %257 = getelementptr inbounds i8, ptr %256, i64 16
  store ptr %257, ptr %253, align 8, !tbaa !18
  br label %461

258:                                              ; preds = %249
  %259 = load ptr, ptr %40, align 8, !tbaa !18
  %260 = getelementptr inbounds i8, ptr %259, i64 44
  %261 = load i32, ptr %260, align 4, !tbaa !65
  %262 = tail call ptr @luaH_new(ptr noundef %0) #13
  %263 = getelementptr inbounds i8, ptr %0, i64 16
  %264 = load ptr, ptr %263, align 8, !tbaa !18
  store ptr %262, ptr %264, align 8, !tbaa !18
  %265 = getelementptr inbounds i8, ptr %264, i64 8
  store i8 69, ptr %265, align 8, !tbaa !42
  %266 = load ptr, ptr %263, align 8, !tbaa !18
  %267 = getelementptr inbounds i8, ptr %266, i64 16
  store ptr %267, ptr %263, align 8, !tbaa !18
  %268 = getelementptr inbounds i8, ptr %259, i64 88
  %269 = load ptr, ptr %268, align 8, !tbaa !5
  %270 = icmp eq ptr %269, null
  br i1 %270, label %461, label %271

271:                                              ; preds = %258
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #13
  %272 = getelementptr inbounds i8, ptr %4, i64 8
  store i8 17, ptr %272, align 8, !tbaa !42
  %273 = getelementptr inbounds i8, ptr %259, i64 11
  %274 = load i8, ptr %273, align 1, !tbaa !39
  %275 = icmp eq i8 %274, 0
  br i1 %275, label %357, label %276

276:                                              ; preds = %271
  %277 = load i8, ptr %269, align 1, !tbaa !18
  %278 = icmp eq i8 %277, -128
  br i1 %278, label %282, label %279

279:                                              ; preds = %276
  %280 = sext i8 %277 to i32
  %281 = add nsw i32 %261, %280
  br label %357

282:                                              ; preds = %276
  %283 = getelementptr inbounds i8, ptr %259, i64 40
  %284 = load i32, ptr %283, align 8, !tbaa !11
  %285 = icmp eq i32 %284, 0
  br i1 %285, label %306, label %286

286:                                              ; preds = %282
  %287 = getelementptr inbounds i8, ptr %259, i64 96
  %288 = load ptr, ptr %287, align 8, !tbaa !12
  %289 = load i32, ptr %288, align 4, !tbaa !13
  %290 = icmp sgt i32 %289, 0
  br i1 %290, label %306, label %291

291:                                              ; preds = %286
  %292 = tail call i32 @llvm.smax.i32(i32 %284, i32 0)
  %293 = add nsw i32 %292, -1
  %294 = sext i32 %293 to i64
  br label %295

295:                                              ; preds = %298, %291
  %296 = phi i64 [ %299, %298 ], [ -1, %291 ]
  %297 = icmp eq i64 %296, %294
  br i1 %297, label %308, label %298

298:                                              ; preds = %295
  %299 = add nsw i64 %296, 1
  %300 = getelementptr inbounds %struct.AbsLineInfo, ptr %288, i64 %299
  %301 = load i32, ptr %300, align 4, !tbaa !13
  %302 = icmp sgt i32 %301, 0
  br i1 %302, label %303, label %295, !llvm.loop !15

303:                                              ; preds = %298
  %304 = shl i64 %296, 32
  %305 = ashr exact i64 %304, 32
  br label %308

306:                                              ; preds = %286, %282
  %307 = load i32, ptr %260, align 4, !tbaa !17
  br label %315

308:                                              ; preds = %295, %303
  %309 = phi i64 [ %305, %303 ], [ %294, %295 ]
  %310 = getelementptr inbounds %struct.AbsLineInfo, ptr %288, i64 %309
  %311 = load i32, ptr %310, align 4, !tbaa !13
  %312 = getelementptr inbounds %struct.AbsLineInfo, ptr %288, i64 %309, i32 1
  %313 = load i32, ptr %312, align 4, !tbaa !17
  %314 = icmp slt i32 %311, 0
  br i1 %314, label %315, label %357

315:                                              ; preds = %308, %306
  %316 = phi i32 [ %307, %306 ], [ %313, %308 ]
  %317 = phi i32 [ -1, %306 ], [ %311, %308 ]
  %318 = sext i32 %317 to i64
  %319 = sub nsw i64 0, %318
  %320 = icmp ult i64 %319, 8
  br i1 %320, label %345, label %321

321:                                              ; preds = %315
  %322 = and i64 %319, 4294967288
  %323 = add nsw i64 %322, %318
  %324 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %316, i64 0
  %325 = getelementptr i8, ptr %269, i64 %318
  br label %326

326:                                              ; preds = %326, %321
  %327 = phi i64 [ 0, %321 ], [ %339, %326 ]
  %328 = phi <4 x i32> [ %324, %321 ], [ %337, %326 ]
  %329 = phi <4 x i32> [ zeroinitializer, %321 ], [ %338, %326 ]
  %330 = getelementptr i8, ptr %325, i64 %327
  %331 = getelementptr i8, ptr %330, i64 1
  %332 = getelementptr i8, ptr %330, i64 5
  %333 = load <4 x i8>, ptr %331, align 1, !tbaa !18
  %334 = load <4 x i8>, ptr %332, align 1, !tbaa !18
  %335 = sext <4 x i8> %333 to <4 x i32>
  %336 = sext <4 x i8> %334 to <4 x i32>
  %337 = add <4 x i32> %328, %335
  %338 = add <4 x i32> %329, %336
  %339 = add nuw i64 %327, 8
  %340 = icmp eq i64 %339, %322
  br i1 %340, label %341, label %326, !llvm.loop !66

341:                                              ; preds = %326
  %342 = add <4 x i32> %338, %337
  %343 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %342)
  %344 = icmp eq i64 %322, %319
  br i1 %344, label %357, label %345

345:                                              ; preds = %341, %315
  %346 = phi i64 [ %318, %315 ], [ %323, %341 ]
  %347 = phi i32 [ %316, %315 ], [ %343, %341 ]
  br label %348

348:                                              ; preds = %345, %348
  %349 = phi i64 [ %351, %348 ], [ %346, %345 ]
  %350 = phi i32 [ %355, %348 ], [ %347, %345 ]
  %351 = add nsw i64 %349, 1
  %352 = getelementptr inbounds i8, ptr %269, i64 %351
  %353 = load i8, ptr %352, align 1, !tbaa !18
  %354 = sext i8 %353 to i32
  %355 = add nsw i32 %350, %354
  %356 = icmp eq i64 %351, 0
  br i1 %356, label %357, label %348, !llvm.loop !67

357:                                              ; preds = %348, %341, %308, %279, %271
  %358 = phi i32 [ %261, %271 ], [ %281, %279 ], [ %313, %308 ], [ %343, %341 ], [ %355, %348 ]
  %359 = phi i32 [ 0, %271 ], [ 1, %279 ], [ 1, %308 ], [ 1, %341 ], [ 1, %348 ]
  %360 = getelementptr inbounds i8, ptr %259, i64 28
  %361 = load i32, ptr %360, align 4, !tbaa !68
  %362 = icmp slt i32 %359, %361
  br i1 %362, label %363, label %460

363:                                              ; preds = %357
  %364 = getelementptr inbounds i8, ptr %259, i64 40
  %365 = getelementptr inbounds i8, ptr %259, i64 96
  %366 = zext nneg i32 %359 to i64
  br label %367

367:                                              ; preds = %453, %363
  %368 = phi i64 [ %366, %363 ], [ %456, %453 ]
  %369 = phi i32 [ %358, %363 ], [ %454, %453 ]
  %370 = load ptr, ptr %268, align 8, !tbaa !5
  %371 = getelementptr inbounds i8, ptr %370, i64 %368
  %372 = load i8, ptr %371, align 1, !tbaa !18
  %373 = icmp eq i8 %372, -128
  br i1 %373, label %377, label %374

374:                                              ; preds = %367
  %375 = sext i8 %372 to i32
  %376 = add nsw i32 %369, %375
  br label %453

377:                                              ; preds = %367
  %378 = load i32, ptr %364, align 8, !tbaa !11
  %379 = icmp eq i32 %378, 0
  br i1 %379, label %408, label %380

380:                                              ; preds = %377
  %381 = load ptr, ptr %365, align 8, !tbaa !12
  %382 = load i32, ptr %381, align 4, !tbaa !13
  %383 = sext i32 %382 to i64
  %384 = icmp slt i64 %368, %383
  br i1 %384, label %408, label %385

385:                                              ; preds = %380
  %386 = trunc nuw nsw i64 %368 to i32
  %387 = lshr i32 %386, 7
  %388 = zext nneg i32 %387 to i64
  %389 = add nsw i64 %388, -1
  %390 = call i32 @llvm.smax.i32(i32 %378, i32 %387)
  %391 = add nsw i32 %390, -1
  br label %392

392:                                              ; preds = %396, %385
  %393 = phi i64 [ %397, %396 ], [ %389, %385 ]
  %394 = trunc i64 %393 to i32
  %395 = icmp eq i32 %391, %394
  br i1 %395, label %402, label %396

396:                                              ; preds = %392
  %397 = add nsw i64 %393, 1
  %398 = getelementptr inbounds %struct.AbsLineInfo, ptr %381, i64 %397
  %399 = load i32, ptr %398, align 4, !tbaa !13
  %400 = sext i32 %399 to i64
  %401 = icmp slt i64 %368, %400
  br i1 %401, label %402, label %392, !llvm.loop !15

402:                                              ; preds = %396, %392
  %403 = phi i32 [ %391, %392 ], [ %394, %396 ]
  %404 = sext i32 %403 to i64
  %405 = getelementptr inbounds %struct.AbsLineInfo, ptr %381, i64 %404
  %406 = load i32, ptr %405, align 4, !tbaa !13
  %407 = getelementptr inbounds %struct.AbsLineInfo, ptr %381, i64 %404, i32 1
  br label %408

408:                                              ; preds = %402, %380, %377
  %409 = phi i32 [ %406, %402 ], [ -1, %380 ], [ -1, %377 ]
  %410 = phi ptr [ %407, %402 ], [ %260, %380 ], [ %260, %377 ]
  %411 = load i32, ptr %410, align 4, !tbaa !17
  %412 = sext i32 %409 to i64
  %413 = icmp sgt i64 %368, %412
  br i1 %413, label %414, label %453

414:                                              ; preds = %408
  %415 = sub i64 %368, %412
  %416 = icmp ult i64 %415, 8
  br i1 %416, label %441, label %417

417:                                              ; preds = %414
  %418 = and i64 %415, -8
  %419 = add i64 %418, %412
  %420 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %411, i64 0
  %421 = getelementptr i8, ptr %370, i64 %412
  br label %422

422:                                              ; preds = %422, %417
  %423 = phi i64 [ 0, %417 ], [ %435, %422 ]
  %424 = phi <4 x i32> [ %420, %417 ], [ %433, %422 ]
  %425 = phi <4 x i32> [ zeroinitializer, %417 ], [ %434, %422 ]
  %426 = getelementptr i8, ptr %421, i64 %423
  %427 = getelementptr i8, ptr %426, i64 1
  %428 = getelementptr i8, ptr %426, i64 5
  %429 = load <4 x i8>, ptr %427, align 1, !tbaa !18
  %430 = load <4 x i8>, ptr %428, align 1, !tbaa !18
  %431 = sext <4 x i8> %429 to <4 x i32>
  %432 = sext <4 x i8> %430 to <4 x i32>
  %433 = add <4 x i32> %424, %431
  %434 = add <4 x i32> %425, %432
  %435 = add nuw i64 %423, 8
  %436 = icmp eq i64 %435, %418
  br i1 %436, label %437, label %422, !llvm.loop !69

437:                                              ; preds = %422
  %438 = add <4 x i32> %434, %433
  %439 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %438)
  %440 = icmp eq i64 %415, %418
  br i1 %440, label %453, label %441

441:                                              ; preds = %437, %414
  %442 = phi i64 [ %412, %414 ], [ %419, %437 ]
  %443 = phi i32 [ %411, %414 ], [ %439, %437 ]
  br label %444

444:                                              ; preds = %441, %444
  %445 = phi i64 [ %447, %444 ], [ %442, %441 ]
  %446 = phi i32 [ %451, %444 ], [ %443, %441 ]
  %447 = add nsw i64 %445, 1
  %448 = getelementptr inbounds i8, ptr %370, i64 %447
  %449 = load i8, ptr %448, align 1, !tbaa !18
  %450 = sext i8 %449 to i32
  %451 = add nsw i32 %446, %450
  %452 = icmp eq i64 %447, %368
  br i1 %452, label %453, label %444, !llvm.loop !70

453:                                              ; preds = %444, %437, %408, %374
  %454 = phi i32 [ %376, %374 ], [ %411, %408 ], [ %439, %437 ], [ %451, %444 ]
  %455 = sext i32 %454 to i64
  call void @luaH_setint(ptr noundef %0, ptr noundef %262, i64 noundef %455, ptr noundef nonnull %4) #13
  %456 = add nuw nsw i64 %368, 1
  %457 = load i32, ptr %360, align 4, !tbaa !68
  %458 = trunc nuw i64 %456 to i32
  %459 = icmp sgt i32 %457, %458
  br i1 %459, label %367, label %460, !llvm.loop !71

460:                                              ; preds = %453, %357
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #13
  br label %461

461:                                              ; preds = %460, %258, %252, %245
  ret i32 %53
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare ptr @strchr(ptr noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: noreturn nounwind uwtable
define hidden void @luaG_typeerror(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #9 {
  %4 = tail call fastcc ptr @varinfo(ptr noundef %0, ptr noundef %1)
  tail call fastcc void @typeerror(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %4) #15
  unreachable
}

; Function Attrs: noreturn nounwind uwtable
define internal fastcc void @typeerror(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) unnamed_addr #9 {
  %5 = tail call ptr @luaT_objtypename(ptr noundef %0, ptr noundef %1) #13
  tail call void (ptr, ptr, ...) @luaG_runerror(ptr noundef %0, ptr noundef nonnull @.str.16, ptr noundef %2, ptr noundef %5, ptr noundef %3) #15
  unreachable
}

; Function Attrs: nounwind uwtable
define internal fastcc ptr @varinfo(ptr noundef %0, ptr noundef readnone %1) unnamed_addr #6 {
  %3 = alloca ptr, align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = load ptr, ptr %4, align 8, !tbaa !31
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #13
  store ptr null, ptr %3, align 8, !tbaa !35
  %6 = getelementptr inbounds i8, ptr %5, i64 62
  %7 = load i16, ptr %6, align 2, !tbaa !32
  %8 = and i16 %7, 2
  %9 = icmp eq i16 %8, 0
  br i1 %9, label %10, label %74

10:                                               ; preds = %2
  %11 = load ptr, ptr %5, align 8, !tbaa !18
  %12 = load ptr, ptr %11, align 8, !tbaa !18
  %13 = getelementptr inbounds i8, ptr %12, i64 10
  %14 = load i8, ptr %13, align 2, !tbaa !72
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %40, label %16

16:                                               ; preds = %10
  %17 = getelementptr inbounds i8, ptr %12, i64 32
  %18 = zext i8 %14 to i64
  br label %19

19:                                               ; preds = %26, %16
  %20 = phi i64 [ 0, %16 ], [ %27, %26 ]
  %21 = getelementptr inbounds [1 x ptr], ptr %17, i64 0, i64 %20
  %22 = load ptr, ptr %21, align 8, !tbaa !35
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  %24 = load ptr, ptr %23, align 8, !tbaa !18
  %25 = icmp eq ptr %24, %1
  br i1 %25, label %29, label %26

26:                                               ; preds = %19
  %27 = add nuw nsw i64 %20, 1
  %28 = icmp eq i64 %27, %18
  br i1 %28, label %40, label %19, !llvm.loop !74

29:                                               ; preds = %19
  %30 = getelementptr inbounds i8, ptr %12, i64 24
  %31 = load ptr, ptr %30, align 8, !tbaa !75
  %32 = getelementptr inbounds i8, ptr %31, i64 80
  %33 = load ptr, ptr %32, align 8, !tbaa !76
  %34 = and i64 %20, 4294967295
  %35 = getelementptr inbounds %struct.Upvaldesc, ptr %33, i64 %34
  %36 = load ptr, ptr %35, align 8, !tbaa !77
  %37 = icmp eq ptr %36, null
  %38 = getelementptr inbounds i8, ptr %36, i64 24
  %39 = select i1 %37, ptr @.str.18, ptr %38
  br label %70

40:                                               ; preds = %26, %10
  %41 = getelementptr inbounds i8, ptr %11, i64 16
  %42 = getelementptr inbounds i8, ptr %5, i64 8
  %43 = load ptr, ptr %42, align 8, !tbaa !18
  %44 = icmp ult ptr %41, %43
  br i1 %44, label %45, label %74

45:                                               ; preds = %40, %49
  %46 = phi i64 [ %50, %49 ], [ 0, %40 ]
  %47 = getelementptr inbounds %union.StackValue, ptr %41, i64 %46
  %48 = icmp eq ptr %47, %1
  br i1 %48, label %53, label %49

49:                                               ; preds = %45
  %50 = add nuw nsw i64 %46, 1
  %51 = getelementptr inbounds %union.StackValue, ptr %41, i64 %50
  %52 = icmp ult ptr %51, %43
  br i1 %52, label %45, label %74, !llvm.loop !79

53:                                               ; preds = %45
  %54 = trunc nuw nsw i64 %46 to i32
  %55 = getelementptr inbounds i8, ptr %12, i64 24
  %56 = load ptr, ptr %55, align 8, !tbaa !18
  %57 = getelementptr inbounds i8, ptr %5, i64 32
  %58 = load ptr, ptr %57, align 8, !tbaa !18
  %59 = getelementptr inbounds i8, ptr %56, i64 64
  %60 = load ptr, ptr %59, align 8, !tbaa !40
  %61 = ptrtoint ptr %58 to i64
  %62 = ptrtoint ptr %60 to i64
  %63 = sub i64 %61, %62
  %64 = lshr exact i64 %63, 2
  %65 = trunc i64 %64 to i32
  %66 = add nsw i32 %65, -1
  %67 = call fastcc ptr @getobjname(ptr noundef %56, i32 noundef %66, i32 noundef %54, ptr noundef nonnull %3)
  %68 = load ptr, ptr %3, align 8, !tbaa !35
  %69 = icmp eq ptr %67, null
  br i1 %69, label %74, label %70

70:                                               ; preds = %29, %53
  %71 = phi ptr [ %39, %29 ], [ %68, %53 ]
  %72 = phi ptr [ @.str.17, %29 ], [ %67, %53 ]
  %73 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.30, ptr noundef nonnull %72, ptr noundef %71) #13
  br label %74

74:                                               ; preds = %49, %40, %2, %53, %70
  %75 = phi ptr [ %73, %70 ], [ @.str.10, %53 ], [ @.str.10, %2 ], [ @.str.10, %40 ], [ @.str.10, %49 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #13
  ret ptr %75
}

; Function Attrs: noreturn nounwind uwtable
define hidden void @luaG_callerror(ptr noundef %0, ptr noundef %1) local_unnamed_addr #9 {
  %3 = alloca ptr, align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = load ptr, ptr %4, align 8, !tbaa !31
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #13
  store ptr null, ptr %3, align 8, !tbaa !35
  %6 = call fastcc ptr @funcnamefromcall(ptr noundef %0, ptr noundef %5, ptr noundef nonnull %3)
  %7 = icmp eq ptr %6, null
  br i1 %7, label %11, label %8

8:                                                ; preds = %2
  %9 = load ptr, ptr %3, align 8, !tbaa !35
  %10 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef nonnull %0, ptr noundef nonnull @.str.30, ptr noundef nonnull %6, ptr noundef %9) #13
  br label %13

11:                                               ; preds = %2
  %12 = tail call fastcc ptr @varinfo(ptr noundef nonnull %0, ptr noundef %1)
  br label %13

13:                                               ; preds = %11, %8
  %14 = phi ptr [ %10, %8 ], [ %12, %11 ]
  tail call fastcc void @typeerror(ptr noundef nonnull %0, ptr noundef %1, ptr noundef nonnull @.str.2, ptr noundef %14) #15
  unreachable
}

; Function Attrs: nounwind uwtable
define internal fastcc ptr @funcnamefromcall(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2) unnamed_addr #6 {
  %4 = getelementptr inbounds i8, ptr %1, i64 62
  %5 = load i16, ptr %4, align 2, !tbaa !32
  %6 = zext i16 %5 to i32
  %7 = and i32 %6, 8
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %3
  store ptr @.str.18, ptr %2, align 8, !tbaa !35
  br label %61

10:                                               ; preds = %3
  %11 = and i32 %6, 128
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %14, label %13

13:                                               ; preds = %10
  store ptr @.str.27, ptr %2, align 8, !tbaa !35
  br label %61

14:                                               ; preds = %10
  %15 = and i32 %6, 2
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %61

17:                                               ; preds = %14
  %18 = load ptr, ptr %1, align 8, !tbaa !18
  %19 = load ptr, ptr %18, align 8, !tbaa !18
  %20 = getelementptr inbounds i8, ptr %19, i64 24
  %21 = load ptr, ptr %20, align 8, !tbaa !18
  %22 = getelementptr inbounds i8, ptr %1, i64 32
  %23 = load ptr, ptr %22, align 8, !tbaa !18
  %24 = getelementptr inbounds i8, ptr %21, i64 64
  %25 = load ptr, ptr %24, align 8, !tbaa !40
  %26 = ptrtoint ptr %23 to i64
  %27 = ptrtoint ptr %25 to i64
  %28 = sub i64 %26, %27
  %29 = lshr exact i64 %28, 2
  %30 = trunc i64 %29 to i32
  %31 = add nsw i32 %30, -1
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr %25, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !17
  %35 = and i32 %34, 127
  switch i32 %35, label %61 [
    i32 68, label %36
    i32 69, label %36
    i32 76, label %40
    i32 20, label %53
    i32 11, label %53
    i32 12, label %53
    i32 13, label %53
    i32 14, label %53
    i32 15, label %41
    i32 16, label %41
    i32 17, label %41
    i32 18, label %41
    i32 46, label %42
    i32 47, label %42
    i32 48, label %42
    i32 49, label %45
    i32 50, label %46
    i32 52, label %47
    i32 53, label %48
    i32 57, label %49
    i32 58, label %50
    i32 62, label %50
    i32 64, label %50
    i32 59, label %51
    i32 63, label %51
    i32 65, label %51
    i32 54, label %52
    i32 70, label %52
  ]

36:                                               ; preds = %17, %17
  %37 = lshr i32 %34, 7
  %38 = and i32 %37, 255
  %39 = tail call fastcc ptr @getobjname(ptr noundef nonnull %21, i32 noundef %31, i32 noundef %38, ptr noundef %2)
  br label %61

40:                                               ; preds = %17
  store ptr @.str.29, ptr %2, align 8, !tbaa !35
  br label %61

41:                                               ; preds = %17, %17, %17, %17
  br label %53

42:                                               ; preds = %17, %17, %17
  %43 = lshr i32 %34, 24
  %44 = zext nneg i32 %43 to i64
  br label %53

45:                                               ; preds = %17
  br label %53

46:                                               ; preds = %17
  br label %53

47:                                               ; preds = %17
  br label %53

48:                                               ; preds = %17
  br label %53

49:                                               ; preds = %17
  br label %53

50:                                               ; preds = %17, %17, %17
  br label %53

51:                                               ; preds = %17, %17, %17
  br label %53

52:                                               ; preds = %17, %17
  br label %53

53:                                               ; preds = %52, %51, %50, %49, %48, %47, %46, %45, %42, %41, %17, %17, %17, %17, %17
  %54 = phi i64 [ 24, %52 ], [ 21, %51 ], [ 20, %50 ], [ 5, %49 ], [ 22, %48 ], [ 4, %47 ], [ 19, %46 ], [ 18, %45 ], [ %44, %42 ], [ 1, %41 ], [ 0, %17 ], [ 0, %17 ], [ 0, %17 ], [ 0, %17 ], [ 0, %17 ]
  %55 = getelementptr inbounds i8, ptr %0, i64 24
  %56 = load ptr, ptr %55, align 8, !tbaa !80
  %57 = getelementptr inbounds i8, ptr %56, i64 280
  %58 = getelementptr inbounds [25 x ptr], ptr %57, i64 0, i64 %54
  %59 = load ptr, ptr %58, align 8, !tbaa !35
  %60 = getelementptr inbounds i8, ptr %59, i64 26
  store ptr %60, ptr %2, align 8, !tbaa !35
  br label %61

61:                                               ; preds = %53, %40, %36, %17, %14, %13, %9
  %62 = phi ptr [ @.str.26, %9 ], [ @.str.28, %13 ], [ null, %14 ], [ @.str.28, %53 ], [ @.str.29, %40 ], [ %39, %36 ], [ null, %17 ]
  ret ptr %62
}

; Function Attrs: noreturn nounwind uwtable
define hidden void @luaG_forerror(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #9 {
  %4 = tail call ptr @luaT_objtypename(ptr noundef %0, ptr noundef %1) #13
  tail call void (ptr, ptr, ...) @luaG_runerror(ptr noundef %0, ptr noundef nonnull @.str.3, ptr noundef %2, ptr noundef %4) #15
  unreachable
}

; Function Attrs: noreturn nounwind uwtable
define hidden void @luaG_runerror(ptr noundef %0, ptr noundef %1, ...) local_unnamed_addr #9 {
  %3 = alloca [60 x i8], align 16
  %4 = alloca [1 x %struct.__va_list_tag], align 16
  %5 = getelementptr inbounds i8, ptr %0, i64 32
  %6 = load ptr, ptr %5, align 8, !tbaa !31
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #13
  %7 = getelementptr inbounds i8, ptr %0, i64 24
  %8 = load ptr, ptr %7, align 8, !tbaa !80
  %9 = getelementptr inbounds i8, ptr %8, i64 24
  %10 = load i64, ptr %9, align 8, !tbaa !81
  %11 = icmp sgt i64 %10, 0
  br i1 %11, label %12, label %13

12:                                               ; preds = %2
  tail call void @luaC_step(ptr noundef nonnull %0) #13
  br label %13

13:                                               ; preds = %12, %2
  call void @llvm.va_start.p0(ptr nonnull %4)
  %14 = call ptr @luaO_pushvfstring(ptr noundef nonnull %0, ptr noundef %1, ptr noundef nonnull %4) #13
  call void @llvm.va_end.p0(ptr nonnull %4)
  %15 = getelementptr inbounds i8, ptr %6, i64 62
  %16 = load i16, ptr %15, align 2, !tbaa !32
  %17 = and i16 %16, 2
  %18 = icmp eq i16 %17, 0
  br i1 %18, label %19, label %146

19:                                               ; preds = %13
  %20 = load ptr, ptr %6, align 8, !tbaa !18
  %21 = load ptr, ptr %20, align 8, !tbaa !18
  %22 = getelementptr inbounds i8, ptr %21, i64 24
  %23 = load ptr, ptr %22, align 8, !tbaa !18
  %24 = getelementptr inbounds i8, ptr %23, i64 112
  %25 = load ptr, ptr %24, align 8, !tbaa !48
  %26 = getelementptr inbounds i8, ptr %6, i64 32
  %27 = load ptr, ptr %26, align 8, !tbaa !18
  %28 = getelementptr inbounds i8, ptr %23, i64 64
  %29 = load ptr, ptr %28, align 8, !tbaa !40
  %30 = ptrtoint ptr %27 to i64
  %31 = ptrtoint ptr %29 to i64
  %32 = sub i64 %30, %31
  %33 = lshr exact i64 %32, 2
  %34 = trunc i64 %33 to i32
  %35 = add nsw i32 %34, -1
  %36 = getelementptr inbounds i8, ptr %23, i64 88
  %37 = load ptr, ptr %36, align 8, !tbaa !5
  %38 = icmp eq ptr %37, null
  br i1 %38, label %117, label %39

39:                                               ; preds = %19
  %40 = getelementptr inbounds i8, ptr %23, i64 40
  %41 = load i32, ptr %40, align 8, !tbaa !11
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %48, label %43

43:                                               ; preds = %39
  %44 = getelementptr inbounds i8, ptr %23, i64 96
  %45 = load ptr, ptr %44, align 8, !tbaa !12
  %46 = load i32, ptr %45, align 4, !tbaa !13
  %47 = icmp slt i32 %46, %34
  br i1 %47, label %50, label %48

48:                                               ; preds = %43, %39
  %49 = getelementptr inbounds i8, ptr %23, i64 44
  br label %71

50:                                               ; preds = %43
  %51 = lshr i32 %35, 7
  %52 = zext nneg i32 %51 to i64
  %53 = add nsw i64 %52, -1
  %54 = call i32 @llvm.smax.i32(i32 %41, i32 %51)
  %55 = add nsw i32 %54, -1
  br label %56

56:                                               ; preds = %60, %50
  %57 = phi i64 [ %61, %60 ], [ %53, %50 ]
  %58 = trunc i64 %57 to i32
  %59 = icmp eq i32 %55, %58
  br i1 %59, label %65, label %60

60:                                               ; preds = %56
  %61 = add nsw i64 %57, 1
  %62 = getelementptr inbounds %struct.AbsLineInfo, ptr %45, i64 %61
  %63 = load i32, ptr %62, align 4, !tbaa !13
  %64 = icmp slt i32 %63, %34
  br i1 %64, label %56, label %65, !llvm.loop !15

65:                                               ; preds = %60, %56
  %66 = phi i32 [ %55, %56 ], [ %58, %60 ]
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds %struct.AbsLineInfo, ptr %45, i64 %67
  %69 = load i32, ptr %68, align 4, !tbaa !13
  %70 = getelementptr inbounds %struct.AbsLineInfo, ptr %45, i64 %67, i32 1
  br label %71

71:                                               ; preds = %65, %48
  %72 = phi i32 [ -1, %48 ], [ %69, %65 ]
  %73 = phi ptr [ %49, %48 ], [ %70, %65 ]
  %74 = load i32, ptr %73, align 4, !tbaa !17
  %75 = icmp slt i32 %72, %35
  br i1 %75, label %76, label %117

76:                                               ; preds = %71
  %77 = sext i32 %72 to i64
  %78 = sext i32 %35 to i64
  %79 = sub nsw i64 %78, %77
  %80 = icmp ult i64 %79, 8
  br i1 %80, label %105, label %81

81:                                               ; preds = %76
  %82 = and i64 %79, -8
  %83 = add nsw i64 %82, %77
  %84 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %74, i64 0
  %85 = getelementptr i8, ptr %37, i64 %77
  br label %86

86:                                               ; preds = %86, %81
  %87 = phi i64 [ 0, %81 ], [ %99, %86 ]
  %88 = phi <4 x i32> [ %84, %81 ], [ %97, %86 ]
  %89 = phi <4 x i32> [ zeroinitializer, %81 ], [ %98, %86 ]
  %90 = getelementptr i8, ptr %85, i64 %87
  %91 = getelementptr i8, ptr %90, i64 1
  %92 = getelementptr i8, ptr %90, i64 5
  %93 = load <4 x i8>, ptr %91, align 1, !tbaa !18
  %94 = load <4 x i8>, ptr %92, align 1, !tbaa !18
  %95 = sext <4 x i8> %93 to <4 x i32>
  %96 = sext <4 x i8> %94 to <4 x i32>
  %97 = add <4 x i32> %88, %95
  %98 = add <4 x i32> %89, %96
  %99 = add nuw i64 %87, 8
  %100 = icmp eq i64 %99, %82
  br i1 %100, label %101, label %86, !llvm.loop !84

101:                                              ; preds = %86
  %102 = add <4 x i32> %98, %97
  %103 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %102)
  %104 = icmp eq i64 %79, %82
  br i1 %104, label %117, label %105

105:                                              ; preds = %101, %76
  %106 = phi i64 [ %77, %76 ], [ %83, %101 ]
  %107 = phi i32 [ %74, %76 ], [ %103, %101 ]
  br label %108

108:                                              ; preds = %105, %108
  %109 = phi i64 [ %111, %108 ], [ %106, %105 ]
  %110 = phi i32 [ %115, %108 ], [ %107, %105 ]
  %111 = add nsw i64 %109, 1
  %112 = getelementptr inbounds i8, ptr %37, i64 %111
  %113 = load i8, ptr %112, align 1, !tbaa !18
  %114 = sext i8 %113 to i32
  %115 = add nsw i32 %110, %114
  %116 = icmp eq i64 %111, %78
  br i1 %116, label %117, label %108, !llvm.loop !85

117:                                              ; preds = %108, %101, %19, %71
  %118 = phi i32 [ -1, %19 ], [ %74, %71 ], [ %103, %101 ], [ %115, %108 ]
  call void @llvm.lifetime.start.p0(i64 60, ptr nonnull %3) #13
  %119 = icmp eq ptr %25, null
  br i1 %119, label %132, label %120

120:                                              ; preds = %117
  %121 = getelementptr inbounds i8, ptr %25, i64 24
  %122 = getelementptr inbounds i8, ptr %25, i64 11
  %123 = load i8, ptr %122, align 1, !tbaa !49
  %124 = icmp eq i8 %123, -1
  br i1 %124, label %127, label %125

125:                                              ; preds = %120
  %126 = zext i8 %123 to i64
  br label %130

127:                                              ; preds = %120
  %128 = getelementptr inbounds i8, ptr %25, i64 16
  %129 = load i64, ptr %128, align 8, !tbaa !18
  br label %130

130:                                              ; preds = %127, %125
  %131 = phi i64 [ %126, %125 ], [ %129, %127 ]
  call void @luaO_chunkid(ptr noundef nonnull %3, ptr noundef nonnull %121, i64 noundef %131) #13
  br label %134

132:                                              ; preds = %117
  store i8 63, ptr %3, align 16, !tbaa !18
  %133 = getelementptr inbounds i8, ptr %3, i64 1
  store i8 0, ptr %133, align 1, !tbaa !18
  br label %134

134:                                              ; preds = %130, %132
  %135 = call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.8, ptr noundef nonnull %3, i32 noundef %118, ptr noundef %14) #13
  call void @llvm.lifetime.end.p0(i64 60, ptr nonnull %3) #13
  %136 = getelementptr inbounds i8, ptr %0, i64 16
  %137 = load ptr, ptr %136, align 8, !tbaa !18
  %138 = getelementptr inbounds i8, ptr %137, i64 -32
  %139 = getelementptr inbounds i8, ptr %137, i64 -16
  %140 = load i64, ptr %139, align 8, !tbaa !18
  store i64 %140, ptr %138, align 8, !tbaa !18
  %141 = getelementptr inbounds i8, ptr %137, i64 -8
  %142 = load i8, ptr %141, align 8, !tbaa !42
  %143 = getelementptr inbounds i8, ptr %137, i64 -24
  store i8 %142, ptr %143, align 8, !tbaa !42
  %144 = load ptr, ptr %136, align 8, !tbaa !18
  %145 = getelementptr inbounds i8, ptr %144, i64 -16
  store ptr %145, ptr %136, align 8, !tbaa !18
  br label %146

146:                                              ; preds = %134, %13
  call void @luaG_errormsg(ptr noundef nonnull %0) #15
  unreachable
}

declare hidden ptr @luaT_objtypename(ptr noundef, ptr noundef) local_unnamed_addr #7

; Function Attrs: noreturn nounwind uwtable
define hidden void @luaG_concaterror(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #9 {
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i8, ptr %4, align 8, !tbaa !42
  %6 = and i8 %5, 15
  %7 = add nsw i8 %6, -3
  %8 = icmp ult i8 %7, 2
  %9 = select i1 %8, ptr %2, ptr %1
  tail call void @luaG_typeerror(ptr noundef %0, ptr noundef %9, ptr noundef nonnull @.str.4) #15
  unreachable
}

; Function Attrs: noreturn nounwind uwtable
define hidden void @luaG_opinterror(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) local_unnamed_addr #9 {
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load i8, ptr %5, align 8, !tbaa !42
  %7 = and i8 %6, 15
  %8 = icmp eq i8 %7, 3
  %9 = select i1 %8, ptr %2, ptr %1
  tail call void @luaG_typeerror(ptr noundef %0, ptr noundef %9, ptr noundef %3) #15
  unreachable
}

; Function Attrs: noreturn nounwind uwtable
define hidden void @luaG_tointerror(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #9 {
  %4 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #13
  %5 = call i32 @luaV_tointegerns(ptr noundef %1, ptr noundef nonnull %4, i32 noundef 0) #13
  %6 = icmp eq i32 %5, 0
  %7 = select i1 %6, ptr %1, ptr %2
  %8 = call fastcc ptr @varinfo(ptr noundef %0, ptr noundef %7)
  call void (ptr, ptr, ...) @luaG_runerror(ptr noundef %0, ptr noundef nonnull @.str.5, ptr noundef %8) #15
  unreachable
}

declare hidden i32 @luaV_tointegerns(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: noreturn nounwind uwtable
define hidden void @luaG_ordererror(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #9 {
  %4 = tail call ptr @luaT_objtypename(ptr noundef %0, ptr noundef %1) #13
  %5 = tail call ptr @luaT_objtypename(ptr noundef %0, ptr noundef %2) #13
  %6 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %4, ptr noundef nonnull dereferenceable(1) %5) #14
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %3
  tail call void (ptr, ptr, ...) @luaG_runerror(ptr noundef %0, ptr noundef nonnull @.str.6, ptr noundef %4) #15
  unreachable

9:                                                ; preds = %3
  tail call void (ptr, ptr, ...) @luaG_runerror(ptr noundef %0, ptr noundef nonnull @.str.7, ptr noundef %4, ptr noundef %5) #15
  unreachable
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: nounwind uwtable
define hidden ptr @luaG_addinfo(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #6 {
  %5 = alloca [60 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 60, ptr nonnull %5) #13
  %6 = icmp eq ptr %2, null
  br i1 %6, label %19, label %7

7:                                                ; preds = %4
  %8 = getelementptr inbounds i8, ptr %2, i64 24
  %9 = getelementptr inbounds i8, ptr %2, i64 11
  %10 = load i8, ptr %9, align 1, !tbaa !49
  %11 = icmp eq i8 %10, -1
  br i1 %11, label %14, label %12

12:                                               ; preds = %7
  %13 = zext i8 %10 to i64
  br label %17

14:                                               ; preds = %7
  %15 = getelementptr inbounds i8, ptr %2, i64 16
  %16 = load i64, ptr %15, align 8, !tbaa !18
  br label %17

17:                                               ; preds = %14, %12
  %18 = phi i64 [ %13, %12 ], [ %16, %14 ]
  call void @luaO_chunkid(ptr noundef nonnull %5, ptr noundef nonnull %8, i64 noundef %18) #13
  br label %21

19:                                               ; preds = %4
  store i8 63, ptr %5, align 16, !tbaa !18
  %20 = getelementptr inbounds i8, ptr %5, i64 1
  store i8 0, ptr %20, align 1, !tbaa !18
  br label %21

21:                                               ; preds = %19, %17
  %22 = call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.8, ptr noundef nonnull %5, i32 noundef %3, ptr noundef %1) #13
  call void @llvm.lifetime.end.p0(i64 60, ptr nonnull %5) #13
  ret ptr %22
}

declare hidden void @luaO_chunkid(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #7

declare hidden ptr @luaO_pushfstring(ptr noundef, ptr noundef, ...) local_unnamed_addr #7

; Function Attrs: noreturn nounwind uwtable
define hidden void @luaG_errormsg(ptr noundef %0) local_unnamed_addr #9 {
  %2 = getelementptr inbounds i8, ptr %0, i64 168
  %3 = load i64, ptr %2, align 8, !tbaa !86
  %4 = icmp eq i64 %3, 0
  br i1 %4, label %25, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 48
  %7 = load ptr, ptr %6, align 8, !tbaa !18
  %8 = getelementptr inbounds i8, ptr %7, i64 %3
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  %10 = load ptr, ptr %9, align 8, !tbaa !18
  %11 = getelementptr inbounds i8, ptr %10, i64 -16
  %12 = load i64, ptr %11, align 8, !tbaa !18
  store i64 %12, ptr %10, align 8, !tbaa !18
  %13 = getelementptr inbounds i8, ptr %10, i64 -8
  %14 = load i8, ptr %13, align 8, !tbaa !42
  %15 = getelementptr inbounds i8, ptr %10, i64 8
  store i8 %14, ptr %15, align 8, !tbaa !42
  %16 = load ptr, ptr %9, align 8, !tbaa !18
  %17 = getelementptr inbounds i8, ptr %16, i64 -16
  %18 = load i64, ptr %8, align 8, !tbaa !18
  store i64 %18, ptr %17, align 8, !tbaa !18
  %19 = getelementptr inbounds i8, ptr %8, i64 8
  %20 = load i8, ptr %19, align 8, !tbaa !42
  %21 = getelementptr inbounds i8, ptr %16, i64 -8
  store i8 %20, ptr %21, align 8, !tbaa !42
  %22 = load ptr, ptr %9, align 8, !tbaa !18
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  store ptr %23, ptr %9, align 8, !tbaa !18
  %24 = getelementptr inbounds i8, ptr %22, i64 -16
  tail call void @luaD_callnoyield(ptr noundef nonnull %0, ptr noundef nonnull %24, i32 noundef 1) #13
  br label %25

25:                                               ; preds = %5, %1
  tail call void @luaD_throw(ptr noundef nonnull %0, i32 noundef 2) #16
  unreachable
}

declare hidden void @luaD_callnoyield(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: noreturn
declare hidden void @luaD_throw(ptr noundef, i32 noundef) local_unnamed_addr #10

declare hidden void @luaC_step(ptr noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #11

declare hidden ptr @luaO_pushvfstring(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #11

; Function Attrs: nounwind uwtable
define hidden range(i32 0, 2) i32 @luaG_tracecall(ptr noundef %0) local_unnamed_addr #6 {
  %2 = getelementptr inbounds i8, ptr %0, i64 32
  %3 = load ptr, ptr %2, align 8, !tbaa !31
  %4 = load ptr, ptr %3, align 8, !tbaa !18
  %5 = load ptr, ptr %4, align 8, !tbaa !18
  %6 = getelementptr inbounds i8, ptr %5, i64 24
  %7 = load ptr, ptr %6, align 8, !tbaa !18
  %8 = getelementptr inbounds i8, ptr %3, i64 32
  %9 = getelementptr inbounds i8, ptr %3, i64 40
  store volatile i32 1, ptr %9, align 8, !tbaa !18
  %10 = load ptr, ptr %8, align 8, !tbaa !18
  %11 = getelementptr inbounds i8, ptr %7, i64 64
  %12 = load ptr, ptr %11, align 8, !tbaa !40
  %13 = icmp eq ptr %10, %12
  br i1 %13, label %14, label %24

14:                                               ; preds = %1
  %15 = getelementptr inbounds i8, ptr %7, i64 11
  %16 = load i8, ptr %15, align 1, !tbaa !39
  %17 = icmp eq i8 %16, 0
  br i1 %17, label %18, label %24

18:                                               ; preds = %14
  %19 = getelementptr inbounds i8, ptr %3, i64 62
  %20 = load i16, ptr %19, align 2, !tbaa !32
  %21 = and i16 %20, 64
  %22 = icmp eq i16 %21, 0
  br i1 %22, label %23, label %24

23:                                               ; preds = %18
  tail call void @luaD_hookcall(ptr noundef nonnull %0, ptr noundef nonnull %3) #13
  br label %24

24:                                               ; preds = %1, %18, %23, %14
  %25 = phi i32 [ 0, %14 ], [ 1, %23 ], [ 1, %18 ], [ 1, %1 ]
  ret i32 %25
}

declare hidden void @luaD_hookcall(ptr noundef, ptr noundef) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define hidden range(i32 0, 2) i32 @luaG_traceexec(ptr noundef %0, ptr noundef %1) local_unnamed_addr #6 {
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  %4 = load ptr, ptr %3, align 8, !tbaa !31
  %5 = getelementptr inbounds i8, ptr %0, i64 192
  %6 = load volatile i32, ptr %5, align 8, !tbaa !30
  %7 = load ptr, ptr %4, align 8, !tbaa !18
  %8 = load ptr, ptr %7, align 8, !tbaa !18
  %9 = getelementptr inbounds i8, ptr %8, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !18
  %11 = and i32 %6, 12
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %15

13:                                               ; preds = %2
  %14 = getelementptr inbounds i8, ptr %4, i64 40
  store volatile i32 0, ptr %14, align 8, !tbaa !18
  br label %356

15:                                               ; preds = %2
  %16 = getelementptr inbounds i8, ptr %1, i64 4
  %17 = getelementptr inbounds i8, ptr %4, i64 32
  store ptr %16, ptr %17, align 8, !tbaa !18
  %18 = and i32 %6, 8
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %28, label %20

20:                                               ; preds = %15
  %21 = getelementptr inbounds i8, ptr %0, i64 188
  %22 = load i32, ptr %21, align 4, !tbaa !29
  %23 = add nsw i32 %22, -1
  store i32 %23, ptr %21, align 4, !tbaa !29
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %25, label %28

25:                                               ; preds = %20
  %26 = getelementptr inbounds i8, ptr %0, i64 184
  %27 = load i32, ptr %26, align 8, !tbaa !28
  store i32 %27, ptr %21, align 4, !tbaa !29
  br label %31

28:                                               ; preds = %15, %20
  %29 = and i32 %6, 4
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %356, label %31

31:                                               ; preds = %28, %25
  %32 = phi i1 [ false, %28 ], [ true, %25 ]
  %33 = getelementptr inbounds i8, ptr %4, i64 62
  %34 = load i16, ptr %33, align 2, !tbaa !32
  %35 = and i16 %34, 64
  %36 = icmp eq i16 %35, 0
  br i1 %36, label %39, label %37

37:                                               ; preds = %31
  %38 = and i16 %34, -65
  store i16 %38, ptr %33, align 2, !tbaa !32
  br label %356

39:                                               ; preds = %31
  %40 = load ptr, ptr %17, align 8, !tbaa !18
  %41 = getelementptr inbounds i8, ptr %40, i64 -4
  %42 = load i32, ptr %41, align 4, !tbaa !17
  %43 = and i32 %42, 127
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds [83 x i8], ptr @luaP_opmodes, i64 0, i64 %44
  %46 = load i8, ptr %45, align 1, !tbaa !18
  %47 = and i8 %46, 32
  %48 = icmp ne i8 %47, 0
  %49 = and i32 %42, 16711680
  %50 = icmp eq i32 %49, 0
  %51 = and i1 %50, %48
  br i1 %51, label %56, label %52

52:                                               ; preds = %39
  %53 = getelementptr inbounds i8, ptr %4, i64 8
  %54 = load ptr, ptr %53, align 8, !tbaa !18
  %55 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %54, ptr %55, align 8, !tbaa !18
  br label %56

56:                                               ; preds = %39, %52
  br i1 %32, label %57, label %58

57:                                               ; preds = %56
  tail call void @luaD_hook(ptr noundef nonnull %0, i32 noundef 3, i32 noundef -1, i32 noundef 0, i32 noundef 0) #13
  br label %58

58:                                               ; preds = %57, %56
  %59 = and i32 %6, 4
  %60 = icmp eq i32 %59, 0
  br i1 %60, label %346, label %61

61:                                               ; preds = %58
  %62 = getelementptr inbounds i8, ptr %0, i64 180
  %63 = load i32, ptr %62, align 4, !tbaa !87
  %64 = getelementptr inbounds i8, ptr %10, i64 24
  %65 = load i32, ptr %64, align 8, !tbaa !88
  %66 = icmp slt i32 %63, %65
  %67 = select i1 %66, i32 %63, i32 0
  %68 = getelementptr inbounds i8, ptr %10, i64 64
  %69 = load ptr, ptr %68, align 8, !tbaa !40
  %70 = ptrtoint ptr %16 to i64
  %71 = ptrtoint ptr %69 to i64
  %72 = sub i64 %70, %71
  %73 = lshr exact i64 %72, 2
  %74 = trunc i64 %73 to i32
  %75 = add nsw i32 %74, -1
  %76 = icmp sgt i32 %75, %67
  %77 = getelementptr inbounds i8, ptr %10, i64 88
  %78 = load ptr, ptr %77, align 8, !tbaa !5
  br i1 %76, label %79, label %260

79:                                               ; preds = %61
  %80 = icmp eq ptr %78, null
  br i1 %80, label %345, label %81

81:                                               ; preds = %79
  %82 = sub nsw i32 %75, %67
  %83 = icmp slt i32 %82, 64
  br i1 %83, label %84, label %100

84:                                               ; preds = %81
  %85 = sext i32 %67 to i64
  br label %86

86:                                               ; preds = %93, %84
  %87 = phi i64 [ %85, %84 ], [ %89, %93 ]
  %88 = phi i32 [ 0, %84 ], [ %95, %93 ]
  %89 = add nsw i64 %87, 1
  %90 = getelementptr inbounds i8, ptr %78, i64 %89
  %91 = load i8, ptr %90, align 1, !tbaa !18
  %92 = icmp eq i8 %91, -128
  br i1 %92, label %100, label %93

93:                                               ; preds = %86
  %94 = sext i8 %91 to i32
  %95 = add nsw i32 %88, %94
  %96 = trunc nsw i64 %89 to i32
  %97 = icmp eq i32 %75, %96
  br i1 %97, label %98, label %86

98:                                               ; preds = %93
  %99 = icmp eq i32 %95, 0
  br i1 %99, label %345, label %262

100:                                              ; preds = %86, %81
  %101 = getelementptr inbounds i8, ptr %10, i64 40
  %102 = load i32, ptr %101, align 8, !tbaa !11
  %103 = icmp eq i32 %102, 0
  br i1 %103, label %109, label %104

104:                                              ; preds = %100
  %105 = getelementptr inbounds i8, ptr %10, i64 96
  %106 = load ptr, ptr %105, align 8, !tbaa !12
  %107 = load i32, ptr %106, align 4, !tbaa !13
  %108 = icmp sgt i32 %107, %67
  br i1 %108, label %109, label %111

109:                                              ; preds = %104, %100
  %110 = getelementptr inbounds i8, ptr %10, i64 44
  br label %132

111:                                              ; preds = %104
  %112 = lshr i32 %67, 7
  %113 = zext nneg i32 %112 to i64
  %114 = add nsw i64 %113, -1
  %115 = tail call i32 @llvm.smax.i32(i32 %102, i32 %112)
  %116 = add nsw i32 %115, -1
  br label %117

117:                                              ; preds = %121, %111
  %118 = phi i64 [ %122, %121 ], [ %114, %111 ]
  %119 = trunc i64 %118 to i32
  %120 = icmp eq i32 %116, %119
  br i1 %120, label %126, label %121

121:                                              ; preds = %117
  %122 = add nsw i64 %118, 1
  %123 = getelementptr inbounds %struct.AbsLineInfo, ptr %106, i64 %122
  %124 = load i32, ptr %123, align 4, !tbaa !13
  %125 = icmp sgt i32 %124, %67
  br i1 %125, label %126, label %117, !llvm.loop !15

126:                                              ; preds = %121, %117
  %127 = phi i32 [ %116, %117 ], [ %119, %121 ]
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds %struct.AbsLineInfo, ptr %106, i64 %128
  %130 = load i32, ptr %129, align 4, !tbaa !13
  %131 = getelementptr inbounds %struct.AbsLineInfo, ptr %106, i64 %128, i32 1
  br label %132

132:                                              ; preds = %126, %109
  %133 = phi i32 [ -1, %109 ], [ %130, %126 ]
  %134 = phi ptr [ %110, %109 ], [ %131, %126 ]
  %135 = load i32, ptr %134, align 4, !tbaa !17
  %136 = icmp slt i32 %133, %67
  br i1 %136, label %137, label %178

137:                                              ; preds = %132
  %138 = sext i32 %133 to i64
  %139 = sext i32 %67 to i64
  %140 = sub nsw i64 %139, %138
  %141 = icmp ult i64 %140, 8
  br i1 %141, label %166, label %142

142:                                              ; preds = %137
  %143 = and i64 %140, -8
  %144 = add nsw i64 %143, %138
  %145 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %135, i64 0
  %146 = getelementptr i8, ptr %78, i64 %138
  br label %147

147:                                              ; preds = %147, %142
  %148 = phi i64 [ 0, %142 ], [ %160, %147 ]
  %149 = phi <4 x i32> [ %145, %142 ], [ %158, %147 ]
  %150 = phi <4 x i32> [ zeroinitializer, %142 ], [ %159, %147 ]
  %151 = getelementptr i8, ptr %146, i64 %148
  %152 = getelementptr i8, ptr %151, i64 1
  %153 = getelementptr i8, ptr %151, i64 5
  %154 = load <4 x i8>, ptr %152, align 1, !tbaa !18
  %155 = load <4 x i8>, ptr %153, align 1, !tbaa !18
  %156 = sext <4 x i8> %154 to <4 x i32>
  %157 = sext <4 x i8> %155 to <4 x i32>
  %158 = add <4 x i32> %149, %156
  %159 = add <4 x i32> %150, %157
  %160 = add nuw i64 %148, 8
  %161 = icmp eq i64 %160, %143
  br i1 %161, label %162, label %147, !llvm.loop !89

162:                                              ; preds = %147
  %163 = add <4 x i32> %159, %158
  %164 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %163)
  %165 = icmp eq i64 %140, %143
  br i1 %165, label %178, label %166

166:                                              ; preds = %162, %137
  %167 = phi i64 [ %138, %137 ], [ %144, %162 ]
  %168 = phi i32 [ %135, %137 ], [ %164, %162 ]
  br label %169

169:                                              ; preds = %166, %169
  %170 = phi i64 [ %172, %169 ], [ %167, %166 ]
  %171 = phi i32 [ %176, %169 ], [ %168, %166 ]
  %172 = add nsw i64 %170, 1
  %173 = getelementptr inbounds i8, ptr %78, i64 %172
  %174 = load i8, ptr %173, align 1, !tbaa !18
  %175 = sext i8 %174 to i32
  %176 = add nsw i32 %171, %175
  %177 = icmp eq i64 %172, %139
  br i1 %177, label %178, label %169, !llvm.loop !90

178:                                              ; preds = %169, %162, %132
  %179 = phi i32 [ %135, %132 ], [ %164, %162 ], [ %176, %169 ]
  br i1 %103, label %185, label %180

180:                                              ; preds = %178
  %181 = getelementptr inbounds i8, ptr %10, i64 96
  %182 = load ptr, ptr %181, align 8, !tbaa !12
  %183 = load i32, ptr %182, align 4, !tbaa !13
  %184 = icmp slt i32 %183, %74
  br i1 %184, label %187, label %185

185:                                              ; preds = %180, %178
  %186 = getelementptr inbounds i8, ptr %10, i64 44
  br label %208

187:                                              ; preds = %180
  %188 = lshr i32 %75, 7
  %189 = zext nneg i32 %188 to i64
  %190 = add nsw i64 %189, -1
  %191 = tail call i32 @llvm.smax.i32(i32 %102, i32 %188)
  %192 = add nsw i32 %191, -1
  br label %193

193:                                              ; preds = %197, %187
  %194 = phi i64 [ %198, %197 ], [ %190, %187 ]
  %195 = trunc i64 %194 to i32
  %196 = icmp eq i32 %192, %195
  br i1 %196, label %202, label %197

197:                                              ; preds = %193
  %198 = add nsw i64 %194, 1
  %199 = getelementptr inbounds %struct.AbsLineInfo, ptr %182, i64 %198
  %200 = load i32, ptr %199, align 4, !tbaa !13
  %201 = icmp slt i32 %200, %74
  br i1 %201, label %193, label %202, !llvm.loop !15

202:                                              ; preds = %197, %193
  %203 = phi i32 [ %192, %193 ], [ %195, %197 ]
  %204 = sext i32 %203 to i64
  %205 = getelementptr inbounds %struct.AbsLineInfo, ptr %182, i64 %204
  %206 = load i32, ptr %205, align 4, !tbaa !13
  %207 = getelementptr inbounds %struct.AbsLineInfo, ptr %182, i64 %204, i32 1
  br label %208

208:                                              ; preds = %202, %185
  %209 = phi i32 [ -1, %185 ], [ %206, %202 ]
  %210 = phi ptr [ %186, %185 ], [ %207, %202 ]
  %211 = load i32, ptr %210, align 4, !tbaa !17
  %212 = icmp slt i32 %209, %75
  br i1 %212, label %213, label %257

213:                                              ; preds = %208
  %214 = sext i32 %209 to i64
  %215 = sext i32 %75 to i64
  %216 = shl i64 %72, 30
  %217 = ashr i64 %216, 32
  %218 = xor i64 %214, -1
  %219 = add nsw i64 %217, %218
  %220 = icmp ult i64 %219, 8
  br i1 %220, label %245, label %221

221:                                              ; preds = %213
  %222 = and i64 %219, -8
  %223 = add nsw i64 %222, %214
  %224 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %211, i64 0
  %225 = getelementptr i8, ptr %78, i64 %214
  br label %226

226:                                              ; preds = %226, %221
  %227 = phi i64 [ 0, %221 ], [ %239, %226 ]
  %228 = phi <4 x i32> [ %224, %221 ], [ %237, %226 ]
  %229 = phi <4 x i32> [ zeroinitializer, %221 ], [ %238, %226 ]
  %230 = getelementptr i8, ptr %225, i64 %227
  %231 = getelementptr i8, ptr %230, i64 1
  %232 = getelementptr i8, ptr %230, i64 5
  %233 = load <4 x i8>, ptr %231, align 1, !tbaa !18
  %234 = load <4 x i8>, ptr %232, align 1, !tbaa !18
  %235 = sext <4 x i8> %233 to <4 x i32>
  %236 = sext <4 x i8> %234 to <4 x i32>
  %237 = add <4 x i32> %228, %235
  %238 = add <4 x i32> %229, %236
  %239 = add nuw i64 %227, 8
  %240 = icmp eq i64 %239, %222
  br i1 %240, label %241, label %226, !llvm.loop !91

241:                                              ; preds = %226
  %242 = add <4 x i32> %238, %237
  %243 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %242)
  %244 = icmp eq i64 %219, %222
  br i1 %244, label %257, label %245

245:                                              ; preds = %241, %213
  %246 = phi i64 [ %214, %213 ], [ %223, %241 ]
  %247 = phi i32 [ %211, %213 ], [ %243, %241 ]
  br label %248

248:                                              ; preds = %245, %248
  %249 = phi i64 [ %251, %248 ], [ %246, %245 ]
  %250 = phi i32 [ %255, %248 ], [ %247, %245 ]
  %251 = add nsw i64 %249, 1
  %252 = getelementptr inbounds i8, ptr %78, i64 %251
  %253 = load i8, ptr %252, align 1, !tbaa !18
  %254 = sext i8 %253 to i32
  %255 = add nsw i32 %250, %254
  %256 = icmp eq i64 %251, %215
  br i1 %256, label %257, label %248, !llvm.loop !92

257:                                              ; preds = %248, %241, %208
  %258 = phi i32 [ %211, %208 ], [ %243, %241 ], [ %255, %248 ]
  %259 = icmp eq i32 %179, %258
  br i1 %259, label %345, label %260

260:                                              ; preds = %61, %257
  %261 = icmp eq ptr %78, null
  br i1 %261, label %343, label %262

262:                                              ; preds = %98, %260
  %263 = getelementptr inbounds i8, ptr %10, i64 40
  %264 = load i32, ptr %263, align 8, !tbaa !11
  %265 = icmp eq i32 %264, 0
  br i1 %265, label %271, label %266

266:                                              ; preds = %262
  %267 = getelementptr inbounds i8, ptr %10, i64 96
  %268 = load ptr, ptr %267, align 8, !tbaa !12
  %269 = load i32, ptr %268, align 4, !tbaa !13
  %270 = icmp slt i32 %269, %74
  br i1 %270, label %273, label %271

271:                                              ; preds = %266, %262
  %272 = getelementptr inbounds i8, ptr %10, i64 44
  br label %294

273:                                              ; preds = %266
  %274 = lshr i32 %75, 7
  %275 = zext nneg i32 %274 to i64
  %276 = add nsw i64 %275, -1
  %277 = tail call i32 @llvm.smax.i32(i32 %264, i32 %274)
  %278 = add nsw i32 %277, -1
  br label %279

279:                                              ; preds = %283, %273
  %280 = phi i64 [ %284, %283 ], [ %276, %273 ]
  %281 = trunc i64 %280 to i32
  %282 = icmp eq i32 %278, %281
  br i1 %282, label %288, label %283

283:                                              ; preds = %279
  %284 = add nsw i64 %280, 1
  %285 = getelementptr inbounds %struct.AbsLineInfo, ptr %268, i64 %284
  %286 = load i32, ptr %285, align 4, !tbaa !13
  %287 = icmp slt i32 %286, %74
  br i1 %287, label %279, label %288, !llvm.loop !15

288:                                              ; preds = %283, %279
  %289 = phi i32 [ %278, %279 ], [ %281, %283 ]
  %290 = sext i32 %289 to i64
  %291 = getelementptr inbounds %struct.AbsLineInfo, ptr %268, i64 %290
  %292 = load i32, ptr %291, align 4, !tbaa !13
  %293 = getelementptr inbounds %struct.AbsLineInfo, ptr %268, i64 %290, i32 1
  br label %294

294:                                              ; preds = %288, %271
  %295 = phi i32 [ -1, %271 ], [ %292, %288 ]
  %296 = phi ptr [ %272, %271 ], [ %293, %288 ]
  %297 = load i32, ptr %296, align 4, !tbaa !17
  %298 = icmp slt i32 %295, %75
  br i1 %298, label %299, label %343

299:                                              ; preds = %294
  %300 = sext i32 %295 to i64
  %301 = sext i32 %75 to i64
  %302 = shl i64 %72, 30
  %303 = ashr i64 %302, 32
  %304 = xor i64 %300, -1
  %305 = add nsw i64 %303, %304
  %306 = icmp ult i64 %305, 8
  br i1 %306, label %331, label %307

307:                                              ; preds = %299
  %308 = and i64 %305, -8
  %309 = add nsw i64 %308, %300
  %310 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %297, i64 0
  %311 = getelementptr i8, ptr %78, i64 %300
  br label %312

312:                                              ; preds = %312, %307
  %313 = phi i64 [ 0, %307 ], [ %325, %312 ]
  %314 = phi <4 x i32> [ %310, %307 ], [ %323, %312 ]
  %315 = phi <4 x i32> [ zeroinitializer, %307 ], [ %324, %312 ]
  %316 = getelementptr i8, ptr %311, i64 %313
  %317 = getelementptr i8, ptr %316, i64 1
  %318 = getelementptr i8, ptr %316, i64 5
  %319 = load <4 x i8>, ptr %317, align 1, !tbaa !18
  %320 = load <4 x i8>, ptr %318, align 1, !tbaa !18
  %321 = sext <4 x i8> %319 to <4 x i32>
  %322 = sext <4 x i8> %320 to <4 x i32>
  %323 = add <4 x i32> %314, %321
  %324 = add <4 x i32> %315, %322
  %325 = add nuw i64 %313, 8
  %326 = icmp eq i64 %325, %308
  br i1 %326, label %327, label %312, !llvm.loop !93

327:                                              ; preds = %312
  %328 = add <4 x i32> %324, %323
  %329 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %328)
  %330 = icmp eq i64 %305, %308
  br i1 %330, label %343, label %331

331:                                              ; preds = %327, %299
  %332 = phi i64 [ %300, %299 ], [ %309, %327 ]
  %333 = phi i32 [ %297, %299 ], [ %329, %327 ]
  br label %334

334:                                              ; preds = %331, %334
  %335 = phi i64 [ %337, %334 ], [ %332, %331 ]
  %336 = phi i32 [ %341, %334 ], [ %333, %331 ]
  %337 = add nsw i64 %335, 1
  %338 = getelementptr inbounds i8, ptr %78, i64 %337
  %339 = load i8, ptr %338, align 1, !tbaa !18
  %340 = sext i8 %339 to i32
  %341 = add nsw i32 %336, %340
  %342 = icmp eq i64 %337, %301
  br i1 %342, label %343, label %334, !llvm.loop !94

343:                                              ; preds = %334, %327, %260, %294
  %344 = phi i32 [ -1, %260 ], [ %297, %294 ], [ %329, %327 ], [ %341, %334 ]
  tail call void @luaD_hook(ptr noundef %0, i32 noundef 2, i32 noundef %344, i32 noundef 0, i32 noundef 0) #13
  br label %345

345:                                              ; preds = %98, %79, %343, %257
  store i32 %75, ptr %62, align 4, !tbaa !87
  br label %346

346:                                              ; preds = %345, %58
  %347 = getelementptr inbounds i8, ptr %0, i64 10
  %348 = load i8, ptr %347, align 2, !tbaa !95
  %349 = icmp eq i8 %348, 1
  br i1 %349, label %350, label %356

350:                                              ; preds = %346
  br i1 %32, label %351, label %353

351:                                              ; preds = %350
  %352 = getelementptr inbounds i8, ptr %0, i64 188
  store i32 1, ptr %352, align 4, !tbaa !29
  br label %353

353:                                              ; preds = %351, %350
  %354 = load i16, ptr %33, align 2, !tbaa !32
  %355 = or i16 %354, 64
  store i16 %355, ptr %33, align 2, !tbaa !32
  tail call void @luaD_throw(ptr noundef nonnull %0, i32 noundef 1) #16
  unreachable

356:                                              ; preds = %346, %28, %37, %13
  %357 = phi i32 [ 1, %37 ], [ 0, %13 ], [ 1, %28 ], [ 1, %346 ]
  ret i32 %357
}

declare hidden void @luaD_hook(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #7

declare hidden ptr @luaH_new(ptr noundef) local_unnamed_addr #7

declare hidden void @luaH_setint(ptr noundef, ptr noundef, i64 noundef, ptr noundef) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define internal fastcc ptr @getobjname(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr nocapture noundef writeonly %3) unnamed_addr #6 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 %1, ptr %11, align 4, !tbaa !17
  %12 = call fastcc ptr @basicgetobjname(ptr noundef %0, ptr noundef nonnull %11, i32 noundef %2, ptr noundef %3)
  %13 = icmp eq ptr %12, null
  br i1 %13, label %14, label %125

14:                                               ; preds = %4
  %15 = load i32, ptr %11, align 4, !tbaa !17
  %16 = icmp eq i32 %15, -1
  br i1 %16, label %125, label %17

17:                                               ; preds = %14
  %18 = getelementptr inbounds i8, ptr %0, i64 64
  %19 = load ptr, ptr %18, align 8, !tbaa !40
  %20 = sext i32 %15 to i64
  %21 = getelementptr inbounds i32, ptr %19, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !17
  %23 = and i32 %22, 127
  switch i32 %23, label %125 [
    i32 11, label %24
    i32 12, label %52
    i32 13, label %72
    i32 14, label %73
    i32 20, label %99
  ]

24:                                               ; preds = %17
  %25 = lshr i32 %22, 24
  %26 = getelementptr inbounds i8, ptr %0, i64 56
  %27 = load ptr, ptr %26, align 8, !tbaa !96
  %28 = zext nneg i32 %25 to i64
  %29 = getelementptr inbounds %struct.TValue, ptr %27, i64 %28
  %30 = getelementptr inbounds i8, ptr %29, i64 8
  %31 = load i8, ptr %30, align 8, !tbaa !42
  %32 = and i8 %31, 15
  %33 = icmp eq i8 %32, 4
  br i1 %33, label %34, label %37

34:                                               ; preds = %24
  %35 = load ptr, ptr %29, align 8, !tbaa !18
  %36 = getelementptr inbounds i8, ptr %35, i64 24
  br label %37

37:                                               ; preds = %24, %34
  %38 = phi ptr [ %36, %34 ], [ @.str.18, %24 ]
  store ptr %38, ptr %3, align 8, !tbaa !35
  %39 = lshr i32 %22, 16
  %40 = and i32 %39, 255
  %41 = getelementptr inbounds i8, ptr %0, i64 80
  %42 = load ptr, ptr %41, align 8, !tbaa !76
  %43 = zext nneg i32 %40 to i64
  %44 = getelementptr inbounds %struct.Upvaldesc, ptr %42, i64 %43
  %45 = load ptr, ptr %44, align 8, !tbaa !77
  %46 = icmp eq ptr %45, null
  %47 = getelementptr inbounds i8, ptr %45, i64 24
  %48 = select i1 %46, ptr @.str.18, ptr %47
  %49 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %48, ptr noundef nonnull dereferenceable(5) @.str.24) #14
  %50 = icmp eq i32 %49, 0
  %51 = select i1 %50, ptr @.str.25, ptr @.str.20
  br label %125

52:                                               ; preds = %17
  %53 = lshr i32 %22, 24
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10)
  store i32 %15, ptr %10, align 4, !tbaa !17
  %54 = call fastcc ptr @basicgetobjname(ptr noundef nonnull %0, ptr noundef nonnull %10, i32 noundef %53, ptr noundef %3)
  %55 = icmp eq ptr %54, null
  br i1 %55, label %59, label %56

56:                                               ; preds = %52
  %57 = load i8, ptr %54, align 1, !tbaa !18
  %58 = icmp eq i8 %57, 99
  br i1 %58, label %60, label %59

59:                                               ; preds = %56, %52
  store ptr @.str.18, ptr %3, align 8, !tbaa !35
  br label %60

60:                                               ; preds = %56, %59
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8)
  store i32 %15, ptr %8, align 4, !tbaa !17
  %61 = lshr i32 %22, 16
  %62 = and i32 %61, 255
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #13
  %63 = call fastcc ptr @basicgetobjname(ptr noundef nonnull %0, ptr noundef nonnull %8, i32 noundef %62, ptr noundef nonnull %9)
  %64 = load ptr, ptr %9, align 8, !tbaa !35
  %65 = icmp eq ptr %64, null
  br i1 %65, label %70, label %66

66:                                               ; preds = %60
  %67 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %64, ptr noundef nonnull dereferenceable(5) @.str.24) #14
  %68 = icmp eq i32 %67, 0
  %69 = select i1 %68, ptr @.str.25, ptr @.str.20
  br label %70

70:                                               ; preds = %60, %66
  %71 = phi ptr [ @.str.20, %60 ], [ %69, %66 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #13
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8)
  br label %125

72:                                               ; preds = %17
  store ptr @.str.19, ptr %3, align 8, !tbaa !35
  br label %125

73:                                               ; preds = %17
  %74 = lshr i32 %22, 24
  %75 = getelementptr inbounds i8, ptr %0, i64 56
  %76 = load ptr, ptr %75, align 8, !tbaa !96
  %77 = zext nneg i32 %74 to i64
  %78 = getelementptr inbounds %struct.TValue, ptr %76, i64 %77
  %79 = getelementptr inbounds i8, ptr %78, i64 8
  %80 = load i8, ptr %79, align 8, !tbaa !42
  %81 = and i8 %80, 15
  %82 = icmp eq i8 %81, 4
  br i1 %82, label %83, label %86

83:                                               ; preds = %73
  %84 = load ptr, ptr %78, align 8, !tbaa !18
  %85 = getelementptr inbounds i8, ptr %84, i64 24
  br label %86

86:                                               ; preds = %73, %83
  %87 = phi ptr [ %85, %83 ], [ @.str.18, %73 ]
  store ptr %87, ptr %3, align 8, !tbaa !35
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6)
  store i32 %15, ptr %6, align 4, !tbaa !17
  %88 = lshr i32 %22, 16
  %89 = and i32 %88, 255
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #13
  %90 = call fastcc ptr @basicgetobjname(ptr noundef nonnull %0, ptr noundef nonnull %6, i32 noundef %89, ptr noundef nonnull %7)
  %91 = load ptr, ptr %7, align 8, !tbaa !35
  %92 = icmp eq ptr %91, null
  br i1 %92, label %97, label %93

93:                                               ; preds = %86
  %94 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %91, ptr noundef nonnull dereferenceable(5) @.str.24) #14
  %95 = icmp eq i32 %94, 0
  %96 = select i1 %95, ptr @.str.25, ptr @.str.20
  br label %97

97:                                               ; preds = %86, %93
  %98 = phi ptr [ @.str.20, %86 ], [ %96, %93 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #13
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6)
  br label %125

99:                                               ; preds = %17
  %100 = lshr i32 %22, 24
  %101 = and i32 %22, 32768
  %102 = icmp eq i32 %101, 0
  br i1 %102, label %117, label %103

103:                                              ; preds = %99
  %104 = getelementptr inbounds i8, ptr %0, i64 56
  %105 = load ptr, ptr %104, align 8, !tbaa !96
  %106 = zext nneg i32 %100 to i64
  %107 = getelementptr inbounds %struct.TValue, ptr %105, i64 %106
  %108 = getelementptr inbounds i8, ptr %107, i64 8
  %109 = load i8, ptr %108, align 8, !tbaa !42
  %110 = and i8 %109, 15
  %111 = icmp eq i8 %110, 4
  br i1 %111, label %112, label %115

112:                                              ; preds = %103
  %113 = load ptr, ptr %107, align 8, !tbaa !18
  %114 = getelementptr inbounds i8, ptr %113, i64 24
  br label %115

115:                                              ; preds = %112, %103
  %116 = phi ptr [ %114, %112 ], [ @.str.18, %103 ]
  store ptr %116, ptr %3, align 8, !tbaa !35
  br label %125

117:                                              ; preds = %99
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  store i32 %15, ptr %5, align 4, !tbaa !17
  %118 = call fastcc ptr @basicgetobjname(ptr noundef nonnull %0, ptr noundef nonnull %5, i32 noundef %100, ptr noundef %3)
  %119 = icmp eq ptr %118, null
  br i1 %119, label %123, label %120

120:                                              ; preds = %117
  %121 = load i8, ptr %118, align 1, !tbaa !18
  %122 = icmp eq i8 %121, 99
  br i1 %122, label %124, label %123

123:                                              ; preds = %120, %117
  store ptr @.str.18, ptr %3, align 8, !tbaa !35
  br label %124

124:                                              ; preds = %123, %120
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  br label %125

125:                                              ; preds = %124, %115, %37, %70, %72, %97, %14, %17, %4
  %126 = phi ptr [ %12, %4 ], [ null, %17 ], [ null, %14 ], [ @.str.21, %124 ], [ @.str.21, %115 ], [ %51, %37 ], [ %71, %70 ], [ @.str.20, %72 ], [ %98, %97 ]
  ret ptr %126
}

; Function Attrs: nounwind uwtable
define internal fastcc noundef ptr @basicgetobjname(ptr noundef %0, ptr nocapture noundef %1, i32 noundef %2, ptr nocapture noundef writeonly %3) unnamed_addr #6 {
  %5 = getelementptr inbounds i8, ptr %0, i64 64
  %6 = load i32, ptr %1, align 4, !tbaa !17
  br label %7

7:                                                ; preds = %82, %4
  %8 = phi i32 [ %6, %4 ], [ %72, %82 ]
  %9 = phi i32 [ %2, %4 ], [ %84, %82 ]
  %10 = add nuw nsw i32 %9, 1
  %11 = tail call ptr @luaF_getlocalname(ptr noundef %0, i32 noundef %10, i32 noundef %8) #13
  store ptr %11, ptr %3, align 8, !tbaa !35
  %12 = icmp eq ptr %11, null
  br i1 %12, label %13, label %134

13:                                               ; preds = %7
  %14 = load ptr, ptr %5, align 8, !tbaa !40
  %15 = sext i32 %8 to i64
  %16 = getelementptr inbounds i32, ptr %14, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !17
  %18 = and i32 %17, 127
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds [83 x i8], ptr @luaP_opmodes, i64 0, i64 %19
  %21 = load i8, ptr %20, align 1, !tbaa !18
  %22 = ashr i8 %21, 7
  %23 = sext i8 %22 to i32
  %24 = add nsw i32 %8, %23
  %25 = icmp sgt i32 %24, 0
  br i1 %25, label %27, label %26

26:                                               ; preds = %13
  store i32 -1, ptr %1, align 4, !tbaa !17
  br label %134

27:                                               ; preds = %13
  %28 = zext nneg i32 %24 to i64
  br label %29

29:                                               ; preds = %70, %27
  %30 = phi i64 [ 0, %27 ], [ %73, %70 ]
  %31 = phi i32 [ -1, %27 ], [ %72, %70 ]
  %32 = phi i32 [ 0, %27 ], [ %71, %70 ]
  %33 = getelementptr inbounds i32, ptr %14, i64 %30
  %34 = load i32, ptr %33, align 4, !tbaa !17
  %35 = and i32 %34, 127
  %36 = lshr i32 %34, 7
  %37 = and i32 %36, 255
  switch i32 %35, label %50 [
    i32 8, label %58
    i32 76, label %38
    i32 68, label %41
    i32 69, label %41
    i32 56, label %43
  ]

38:                                               ; preds = %29
  %39 = add nuw nsw i32 %37, 2
  %40 = icmp sgt i32 %39, %9
  br i1 %40, label %70, label %65

41:                                               ; preds = %29, %29
  %42 = icmp sgt i32 %37, %9
  br i1 %42, label %70, label %65

43:                                               ; preds = %29
  %44 = trunc i64 %30 to i32
  %45 = add i32 %44, -16777214
  %46 = add i32 %45, %36
  %47 = icmp sgt i32 %46, %24
  %48 = tail call i32 @llvm.smax.i32(i32 %46, i32 %32)
  %49 = select i1 %47, i32 %32, i32 %48
  br label %70

50:                                               ; preds = %29
  %51 = zext nneg i32 %35 to i64
  %52 = getelementptr inbounds [83 x i8], ptr @luaP_opmodes, i64 0, i64 %51
  %53 = load i8, ptr %52, align 1, !tbaa !18
  %54 = and i8 %53, 8
  %55 = icmp ne i8 %54, 0
  %56 = icmp eq i32 %37, %9
  %57 = and i1 %56, %55
  br i1 %57, label %65, label %70

58:                                               ; preds = %29
  %59 = icmp sle i32 %37, %9
  %60 = lshr i32 %34, 16
  %61 = and i32 %60, 255
  %62 = add nuw nsw i32 %37, %61
  %63 = icmp sge i32 %62, %9
  %64 = select i1 %59, i1 %63, i1 false
  br i1 %64, label %65, label %70

65:                                               ; preds = %58, %50, %41, %38
  %66 = sext i32 %32 to i64
  %67 = icmp slt i64 %30, %66
  %68 = trunc nuw nsw i64 %30 to i32
  %69 = select i1 %67, i32 -1, i32 %68
  br label %70

70:                                               ; preds = %65, %58, %50, %43, %41, %38
  %71 = phi i32 [ %32, %65 ], [ %32, %58 ], [ %49, %43 ], [ %32, %50 ], [ %32, %41 ], [ %32, %38 ]
  %72 = phi i32 [ %69, %65 ], [ %31, %58 ], [ %31, %43 ], [ %31, %50 ], [ %31, %41 ], [ %31, %38 ]
  %73 = add nuw nsw i64 %30, 1
  %74 = icmp eq i64 %73, %28
  br i1 %74, label %75, label %29, !llvm.loop !97

75:                                               ; preds = %70
  store i32 %72, ptr %1, align 4, !tbaa !17
  %76 = icmp eq i32 %72, -1
  br i1 %76, label %134, label %77

77:                                               ; preds = %75
  %78 = sext i32 %72 to i64
  %79 = getelementptr inbounds i32, ptr %14, i64 %78
  %80 = load i32, ptr %79, align 4, !tbaa !17
  %81 = and i32 %80, 127
  switch i32 %81, label %134 [
    i32 0, label %82
    i32 9, label %88
    i32 3, label %99
    i32 4, label %115
  ]

82:                                               ; preds = %77
  %83 = lshr i32 %80, 16
  %84 = and i32 %83, 255
  %85 = lshr i32 %80, 7
  %86 = and i32 %85, 255
  %87 = icmp ult i32 %84, %86
  br i1 %87, label %7, label %134

88:                                               ; preds = %77
  %89 = lshr i32 %80, 16
  %90 = and i32 %89, 255
  %91 = getelementptr inbounds i8, ptr %0, i64 80
  %92 = load ptr, ptr %91, align 8, !tbaa !76
  %93 = zext nneg i32 %90 to i64
  %94 = getelementptr inbounds %struct.Upvaldesc, ptr %92, i64 %93
  %95 = load ptr, ptr %94, align 8, !tbaa !77
  %96 = icmp eq ptr %95, null
  %97 = getelementptr inbounds i8, ptr %95, i64 24
  %98 = select i1 %96, ptr @.str.18, ptr %97
  store ptr %98, ptr %3, align 8, !tbaa !35
  br label %134

99:                                               ; preds = %77
  %100 = lshr i32 %80, 15
  %101 = getelementptr inbounds i8, ptr %0, i64 56
  %102 = load ptr, ptr %101, align 8, !tbaa !96
  %103 = zext nneg i32 %100 to i64
  %104 = getelementptr inbounds %struct.TValue, ptr %102, i64 %103
  %105 = getelementptr inbounds i8, ptr %104, i64 8
  %106 = load i8, ptr %105, align 8, !tbaa !42
  %107 = and i8 %106, 15
  %108 = icmp eq i8 %107, 4
  br i1 %108, label %109, label %112

109:                                              ; preds = %99
  %110 = load ptr, ptr %104, align 8, !tbaa !18
  %111 = getelementptr inbounds i8, ptr %110, i64 24
  br label %112

112:                                              ; preds = %99, %109
  %113 = phi ptr [ %111, %109 ], [ @.str.18, %99 ]
  %114 = phi ptr [ @.str.23, %109 ], [ null, %99 ]
  store ptr %113, ptr %3, align 8, !tbaa !35
  br label %134

115:                                              ; preds = %77
  %116 = getelementptr inbounds i32, ptr %14, i64 %78
  %117 = getelementptr i8, ptr %116, i64 4
  %118 = load i32, ptr %117, align 4, !tbaa !17
  %119 = lshr i32 %118, 7
  %120 = getelementptr inbounds i8, ptr %0, i64 56
  %121 = load ptr, ptr %120, align 8, !tbaa !96
  %122 = zext nneg i32 %119 to i64
  %123 = getelementptr inbounds %struct.TValue, ptr %121, i64 %122
  %124 = getelementptr inbounds i8, ptr %123, i64 8
  %125 = load i8, ptr %124, align 8, !tbaa !42
  %126 = and i8 %125, 15
  %127 = icmp eq i8 %126, 4
  br i1 %127, label %128, label %131

128:                                              ; preds = %115
  %129 = load ptr, ptr %123, align 8, !tbaa !18
  %130 = getelementptr inbounds i8, ptr %129, i64 24
  br label %131

131:                                              ; preds = %115, %128
  %132 = phi ptr [ %130, %128 ], [ @.str.18, %115 ]
  %133 = phi ptr [ @.str.23, %128 ], [ null, %115 ]
  store ptr %132, ptr %3, align 8, !tbaa !35
  br label %134

134:                                              ; preds = %82, %77, %75, %7, %88, %112, %131, %26
  %135 = phi ptr [ null, %26 ], [ @.str.17, %88 ], [ %114, %112 ], [ %133, %131 ], [ null, %82 ], [ null, %77 ], [ null, %75 ], [ @.str.22, %7 ]
  ret ptr %135
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #12

attributes #0 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }
attributes #14 = { nounwind willreturn memory(read) }
attributes #15 = { noreturn }
attributes #16 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 88}
!6 = !{!"Proto", !7, i64 0, !8, i64 8, !8, i64 9, !8, i64 10, !8, i64 11, !8, i64 12, !10, i64 16, !10, i64 20, !10, i64 24, !10, i64 28, !10, i64 32, !10, i64 36, !10, i64 40, !10, i64 44, !10, i64 48, !7, i64 56, !7, i64 64, !7, i64 72, !7, i64 80, !7, i64 88, !7, i64 96, !7, i64 104, !7, i64 112, !7, i64 120}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!6, !10, i64 40}
!12 = !{!6, !7, i64 96}
!13 = !{!14, !10, i64 0}
!14 = !{!"AbsLineInfo", !10, i64 0, !10, i64 4}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!10, !10, i64 0}
!18 = !{!8, !8, i64 0}
!19 = distinct !{!19, !16, !20, !21}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = distinct !{!22, !16, !21, !20}
!23 = !{!24, !7, i64 160}
!24 = !{!"lua_State", !7, i64 0, !8, i64 8, !8, i64 9, !8, i64 10, !8, i64 11, !25, i64 12, !8, i64 16, !7, i64 24, !7, i64 32, !8, i64 40, !8, i64 48, !7, i64 56, !8, i64 64, !7, i64 72, !7, i64 80, !7, i64 88, !26, i64 96, !7, i64 160, !27, i64 168, !10, i64 176, !10, i64 180, !10, i64 184, !10, i64 188, !10, i64 192}
!25 = !{!"short", !8, i64 0}
!26 = !{!"CallInfo", !8, i64 0, !8, i64 8, !7, i64 16, !7, i64 24, !8, i64 32, !8, i64 56, !25, i64 60, !25, i64 62}
!27 = !{!"long", !8, i64 0}
!28 = !{!24, !10, i64 184}
!29 = !{!24, !10, i64 188}
!30 = !{!24, !10, i64 192}
!31 = !{!24, !7, i64 32}
!32 = !{!26, !25, i64 62}
!33 = !{!26, !7, i64 16}
!34 = distinct !{!34, !16}
!35 = !{!7, !7, i64 0}
!36 = distinct !{!36, !16}
!37 = !{!38, !7, i64 128}
!38 = !{!"lua_Debug", !10, i64 0, !7, i64 8, !7, i64 16, !7, i64 24, !7, i64 32, !27, i64 40, !10, i64 48, !10, i64 52, !10, i64 56, !8, i64 60, !8, i64 61, !8, i64 62, !8, i64 63, !25, i64 64, !25, i64 66, !8, i64 68, !7, i64 128}
!39 = !{!6, !8, i64 11}
!40 = !{!6, !7, i64 64}
!41 = !{!26, !7, i64 24}
!42 = !{!43, !8, i64 8}
!43 = !{!"TValue", !8, i64 0, !8, i64 8}
!44 = !{!38, !7, i64 32}
!45 = !{!38, !27, i64 40}
!46 = !{!38, !10, i64 52}
!47 = !{!38, !10, i64 56}
!48 = !{!6, !7, i64 112}
!49 = !{!50, !8, i64 11}
!50 = !{!"TString", !7, i64 0, !8, i64 8, !8, i64 9, !8, i64 10, !8, i64 11, !10, i64 12, !8, i64 16, !8, i64 24}
!51 = !{!38, !7, i64 24}
!52 = distinct !{!52, !16, !20, !21}
!53 = distinct !{!53, !16, !21, !20}
!54 = !{!38, !10, i64 48}
!55 = !{!38, !8, i64 60}
!56 = !{!38, !8, i64 62}
!57 = !{!38, !8, i64 61}
!58 = !{!6, !8, i64 10}
!59 = !{!38, !8, i64 63}
!60 = !{!38, !7, i64 16}
!61 = !{!38, !7, i64 8}
!62 = !{!38, !25, i64 66}
!63 = !{!38, !25, i64 64}
!64 = distinct !{!64, !16}
!65 = !{!6, !10, i64 44}
!66 = distinct !{!66, !16, !20, !21}
!67 = distinct !{!67, !16, !21, !20}
!68 = !{!6, !10, i64 28}
!69 = distinct !{!69, !16, !20, !21}
!70 = distinct !{!70, !16, !21, !20}
!71 = distinct !{!71, !16}
!72 = !{!73, !8, i64 10}
!73 = !{!"LClosure", !7, i64 0, !8, i64 8, !8, i64 9, !8, i64 10, !7, i64 16, !7, i64 24, !8, i64 32}
!74 = distinct !{!74, !16}
!75 = !{!73, !7, i64 24}
!76 = !{!6, !7, i64 80}
!77 = !{!78, !7, i64 0}
!78 = !{!"Upvaldesc", !7, i64 0, !8, i64 8, !8, i64 9, !8, i64 10}
!79 = distinct !{!79, !16}
!80 = !{!24, !7, i64 24}
!81 = !{!82, !27, i64 24}
!82 = !{!"global_State", !7, i64 0, !7, i64 8, !27, i64 16, !27, i64 24, !27, i64 32, !27, i64 40, !83, i64 48, !43, i64 64, !43, i64 80, !10, i64 96, !8, i64 100, !8, i64 101, !8, i64 102, !8, i64 103, !8, i64 104, !8, i64 105, !8, i64 106, !8, i64 107, !8, i64 108, !8, i64 109, !8, i64 110, !7, i64 112, !7, i64 120, !7, i64 128, !7, i64 136, !7, i64 144, !7, i64 152, !7, i64 160, !7, i64 168, !7, i64 176, !7, i64 184, !7, i64 192, !7, i64 200, !7, i64 208, !7, i64 216, !7, i64 224, !7, i64 232, !7, i64 240, !7, i64 248, !7, i64 256, !7, i64 264, !7, i64 272, !8, i64 280, !8, i64 480, !8, i64 552, !7, i64 1400, !7, i64 1408}
!83 = !{!"stringtable", !7, i64 0, !10, i64 8, !10, i64 12}
!84 = distinct !{!84, !16, !20, !21}
!85 = distinct !{!85, !16, !21, !20}
!86 = !{!24, !27, i64 168}
!87 = !{!24, !10, i64 180}
!88 = !{!6, !10, i64 24}
!89 = distinct !{!89, !16, !20, !21}
!90 = distinct !{!90, !16, !21, !20}
!91 = distinct !{!91, !16, !20, !21}
!92 = distinct !{!92, !16, !21, !20}
!93 = distinct !{!93, !16, !20, !21}
!94 = distinct !{!94, !16, !21, !20}
!95 = !{!24, !8, i64 10}
!96 = !{!6, !7, i64 56}
!97 = distinct !{!97, !16}
