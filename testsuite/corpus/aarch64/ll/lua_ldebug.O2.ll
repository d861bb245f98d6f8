; ModuleID = 'src/lua/ldebug.c'
source_filename = "src/lua/ldebug.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.AbsLineInfo = type { i32, i32 }
%union.StackValue = type { %struct.TValue }
%struct.TValue = type { %union.Value, i8 }
%union.Value = type { ptr }
%struct.Upvaldesc = type { ptr, i8, i8, i8 }
%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

@.str = private unnamed_addr constant [12 x i8] c"(temporary)\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"(C temporary)\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"call\00", align 1
@.str.3 = private unnamed_addr constant [39 x i8] c"bad 'for' %s (number expected, got %s)\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"concatenate\00", align 1
@.str.5 = private unnamed_addr constant [39 x i8] c"number%s has no integer representation\00", align 1
@.str.6 = private unnamed_addr constant [33 x i8] c"attempt to compare two %s values\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"attempt to compare %s with %s\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"%s:%d: %s\00", align 1
@luaP_opmodes = external hidden local_unnamed_addr constant [83 x i8], align 1
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
  %4 = load ptr, ptr %3, align 8, !tbaa !6
  %5 = icmp eq ptr %4, null
  br i1 %5, label %109, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %0, i64 40
  %8 = load i32, ptr %7, align 8, !tbaa !12
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %15, label %10

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %0, i64 96
  %12 = load ptr, ptr %11, align 8, !tbaa !13
  %13 = load i32, ptr %12, align 4, !tbaa !14
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
  %30 = load i32, ptr %29, align 4, !tbaa !14
  %31 = icmp sgt i32 %30, %1
  br i1 %31, label %32, label %23, !llvm.loop !16

32:                                               ; preds = %27, %23
  %33 = phi i32 [ %22, %23 ], [ %25, %27 ]
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds %struct.AbsLineInfo, ptr %12, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !14
  %37 = getelementptr inbounds %struct.AbsLineInfo, ptr %12, i64 %34, i32 1
  br label %38

38:                                               ; preds = %15, %32
  %39 = phi i32 [ -1, %15 ], [ %36, %32 ]
  %40 = phi ptr [ %16, %15 ], [ %37, %32 ]
  %41 = load i32, ptr %40, align 4, !tbaa !18
  %42 = icmp slt i32 %39, %1
  br i1 %42, label %43, label %109

43:                                               ; preds = %38
  %44 = sext i32 %39 to i64
  %45 = sext i32 %1 to i64
  %46 = sub nsw i64 %45, %44
  %47 = icmp ult i64 %46, 8
  br i1 %47, label %97, label %48

48:                                               ; preds = %43
  %49 = icmp ult i64 %46, 32
  br i1 %49, label %77, label %50

50:                                               ; preds = %48
  %51 = and i64 %46, -32
  %52 = insertelement <16 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %41, i64 0
  %53 = getelementptr i8, ptr %4, i64 %44
  br label %54

54:                                               ; preds = %54, %50
  %55 = phi i64 [ 0, %50 ], [ %67, %54 ]
  %56 = phi <16 x i32> [ %52, %50 ], [ %65, %54 ]
  %57 = phi <16 x i32> [ zeroinitializer, %50 ], [ %66, %54 ]
  %58 = getelementptr i8, ptr %53, i64 %55
  %59 = getelementptr i8, ptr %58, i64 1
  %60 = getelementptr i8, ptr %58, i64 17
  %61 = load <16 x i8>, ptr %59, align 1, !tbaa !19
  %62 = load <16 x i8>, ptr %60, align 1, !tbaa !19
  %63 = sext <16 x i8> %61 to <16 x i32>
  %64 = sext <16 x i8> %62 to <16 x i32>
  %65 = add <16 x i32> %56, %63
  %66 = add <16 x i32> %57, %64
  %67 = add nuw i64 %55, 32
  %68 = icmp eq i64 %67, %51
  br i1 %68, label %69, label %54, !llvm.loop !20

69:                                               ; preds = %54
  %70 = add <16 x i32> %66, %65
  %71 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %70)
  %72 = icmp eq i64 %46, %51
  br i1 %72, label %109, label %73

73:                                               ; preds = %69
  %74 = add nsw i64 %51, %44
  %75 = and i64 %46, 24
  %76 = icmp eq i64 %75, 0
  br i1 %76, label %97, label %77

77:                                               ; preds = %48, %73
  %78 = phi i32 [ %71, %73 ], [ %41, %48 ]
  %79 = phi i64 [ %51, %73 ], [ 0, %48 ]
  %80 = and i64 %46, -8
  %81 = add nsw i64 %80, %44
  %82 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %78, i64 0
  %83 = getelementptr i8, ptr %4, i64 %44
  %84 = getelementptr i8, ptr %83, i64 1
  br label %85

85:                                               ; preds = %85, %77
  %86 = phi i64 [ %79, %77 ], [ %92, %85 ]
  %87 = phi <8 x i32> [ %82, %77 ], [ %91, %85 ]
  %88 = getelementptr i8, ptr %84, i64 %86
  %89 = load <8 x i8>, ptr %88, align 1, !tbaa !19
  %90 = sext <8 x i8> %89 to <8 x i32>
  %91 = add <8 x i32> %87, %90
  %92 = add nuw i64 %86, 8
  %93 = icmp eq i64 %92, %80
  br i1 %93, label %94, label %85, !llvm.loop !23

94:                                               ; preds = %85
  %95 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %91)
  %96 = icmp eq i64 %46, %80
  br i1 %96, label %109, label %97

97:                                               ; preds = %94, %43, %73
  %98 = phi i64 [ %44, %43 ], [ %74, %73 ], [ %81, %94 ]
  %99 = phi i32 [ %41, %43 ], [ %71, %73 ], [ %95, %94 ]
  br label %100

100:                                              ; preds = %97, %100
  %101 = phi i64 [ %103, %100 ], [ %98, %97 ]
  %102 = phi i32 [ %107, %100 ], [ %99, %97 ]
  %103 = add nsw i64 %101, 1
  %104 = getelementptr inbounds i8, ptr %4, i64 %103
  %105 = load i8, ptr %104, align 1, !tbaa !19
  %106 = sext i8 %105 to i32
  %107 = add nsw i32 %102, %106
  %108 = icmp eq i64 %103, %45
  br i1 %108, label %109, label %100, !llvm.loop !24

109:                                              ; preds = %100, %69, %94, %38, %2
  %110 = phi i32 [ -1, %2 ], [ %41, %38 ], [ %71, %69 ], [ %95, %94 ], [ %107, %100 ]
  ret i32 %110
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
  store volatile ptr %8, ptr %9, align 8, !tbaa !25
  %10 = getelementptr inbounds i8, ptr %0, i64 184
  store i32 %3, ptr %10, align 8, !tbaa !30
  %11 = getelementptr inbounds i8, ptr %0, i64 188
  store i32 %3, ptr %11, align 4, !tbaa !31
  %12 = and i32 %7, 255
  %13 = getelementptr inbounds i8, ptr %0, i64 192
  store volatile i32 %12, ptr %13, align 8, !tbaa !32
  %14 = icmp eq i32 %7, 0
  br i1 %14, label %31, label %15

15:                                               ; preds = %4
  %16 = getelementptr inbounds i8, ptr %0, i64 32
  %17 = load ptr, ptr %16, align 8, !tbaa !33
  %18 = icmp eq ptr %17, null
  br i1 %18, label %31, label %19

19:                                               ; preds = %15, %27
  %20 = phi ptr [ %29, %27 ], [ %17, %15 ]
  %21 = getelementptr inbounds i8, ptr %20, i64 62
  %22 = load i16, ptr %21, align 2, !tbaa !34
  %23 = and i16 %22, 2
  %24 = icmp eq i16 %23, 0
  br i1 %24, label %25, label %27

25:                                               ; preds = %19
  %26 = getelementptr inbounds i8, ptr %20, i64 40
  store volatile i32 1, ptr %26, align 8, !tbaa !19
  br label %27

27:                                               ; preds = %25, %19
  %28 = getelementptr inbounds i8, ptr %20, i64 16
  %29 = load ptr, ptr %28, align 8, !tbaa !35
  %30 = icmp eq ptr %29, null
  br i1 %30, label %31, label %19, !llvm.loop !36

31:                                               ; preds = %27, %15, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local ptr @lua_gethook(ptr noundef %0) local_unnamed_addr #3 {
  %2 = getelementptr inbounds i8, ptr %0, i64 160
  %3 = load volatile ptr, ptr %2, align 8, !tbaa !25
  ret ptr %3
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local i32 @lua_gethookmask(ptr noundef %0) local_unnamed_addr #3 {
  %2 = getelementptr inbounds i8, ptr %0, i64 192
  %3 = load volatile i32, ptr %2, align 8, !tbaa !32
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @lua_gethookcount(ptr nocapture noundef readonly %0) local_unnamed_addr #4 {
  %2 = getelementptr inbounds i8, ptr %0, i64 184
  %3 = load i32, ptr %2, align 8, !tbaa !30
  ret i32 %3
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @lua_getstack(ptr noundef readonly %0, i32 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #5 {
  %4 = icmp slt i32 %1, 0
  br i1 %4, label %29, label %5

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 32
  %7 = getelementptr inbounds i8, ptr %0, i64 96
  %8 = load ptr, ptr %6, align 8, !tbaa !37
  %9 = icmp ne i32 %1, 0
  %10 = icmp ne ptr %8, %7
  %11 = select i1 %9, i1 %10, i1 false
  br i1 %11, label %12, label %21

12:                                               ; preds = %5, %12
  %13 = phi ptr [ %17, %12 ], [ %8, %5 ]
  %14 = phi i32 [ %15, %12 ], [ %1, %5 ]
  %15 = add nsw i32 %14, -1
  %16 = getelementptr inbounds i8, ptr %13, i64 16
  %17 = load ptr, ptr %16, align 8, !tbaa !37
  %18 = icmp ne i32 %15, 0
  %19 = icmp ne ptr %17, %7
  %20 = select i1 %18, i1 %19, i1 false
  br i1 %20, label %12, label %21, !llvm.loop !38

21:                                               ; preds = %12, %5
  %22 = phi i32 [ %1, %5 ], [ %15, %12 ]
  %23 = phi ptr [ %8, %5 ], [ %17, %12 ]
  %24 = phi i1 [ %10, %5 ], [ %19, %12 ]
  %25 = icmp eq i32 %22, 0
  %26 = select i1 %25, i1 %24, i1 false
  br i1 %26, label %27, label %29

27:                                               ; preds = %21
  %28 = getelementptr inbounds i8, ptr %2, i64 128
  store ptr %23, ptr %28, align 8, !tbaa !39
  br label %29

29:                                               ; preds = %27, %21, %3
  %30 = phi i32 [ 0, %3 ], [ 1, %27 ], [ 0, %21 ]
  ret i32 %30
}

; Function Attrs: nounwind uwtable
define hidden ptr @luaG_findlocal(ptr nocapture noundef readonly %0, ptr noundef readonly %1, i32 noundef %2, ptr noundef writeonly %3) local_unnamed_addr #6 {
  %5 = load ptr, ptr %1, align 8, !tbaa !19
  %6 = getelementptr inbounds i8, ptr %5, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 62
  %8 = load i16, ptr %7, align 2, !tbaa !34
  %9 = and i16 %8, 2
  %10 = icmp eq i16 %9, 0
  br i1 %10, label %11, label %45

11:                                               ; preds = %4
  %12 = icmp slt i32 %2, 0
  %13 = load ptr, ptr %5, align 8, !tbaa !19
  %14 = getelementptr inbounds i8, ptr %13, i64 24
  %15 = load ptr, ptr %14, align 8, !tbaa !19
  br i1 %12, label %16, label %32

16:                                               ; preds = %11
  %17 = getelementptr inbounds i8, ptr %15, i64 11
  %18 = load i8, ptr %17, align 1, !tbaa !41
  %19 = icmp eq i8 %18, 0
  br i1 %19, label %80, label %20

20:                                               ; preds = %16
  %21 = getelementptr inbounds i8, ptr %1, i64 44
  %22 = load i32, ptr %21, align 4, !tbaa !19
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
  %34 = load ptr, ptr %33, align 8, !tbaa !19
  %35 = getelementptr inbounds i8, ptr %15, i64 64
  %36 = load ptr, ptr %35, align 8, !tbaa !42
  %37 = ptrtoint ptr %34 to i64
  %38 = ptrtoint ptr %36 to i64
  %39 = sub i64 %37, %38
  %40 = lshr exact i64 %39, 2
  %41 = trunc i64 %40 to i32
  %42 = add nsw i32 %41, -1
  %43 = tail call ptr @luaF_getlocalname(ptr noundef %15, i32 noundef %2, i32 noundef %42) #14
  %44 = icmp eq ptr %43, null
  br i1 %44, label %45, label %70

45:                                               ; preds = %4, %32
  %46 = getelementptr inbounds i8, ptr %0, i64 32
  %47 = load ptr, ptr %46, align 8, !tbaa !33
  %48 = icmp eq ptr %47, %1
  br i1 %48, label %49, label %51

49:                                               ; preds = %45
  %50 = getelementptr inbounds i8, ptr %0, i64 16
  br label %54

51:                                               ; preds = %45
  %52 = getelementptr inbounds i8, ptr %1, i64 24
  %53 = load ptr, ptr %52, align 8, !tbaa !43
  br label %54

54:                                               ; preds = %51, %49
  %55 = phi ptr [ %50, %49 ], [ %53, %51 ]
  %56 = load ptr, ptr %55, align 8, !tbaa !19
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
  %66 = load i16, ptr %7, align 2, !tbaa !34
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
  store ptr %78, ptr %3, align 8, !tbaa !37
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
  %7 = load ptr, ptr %6, align 8, !tbaa !19
  %8 = getelementptr inbounds i8, ptr %7, i64 -8
  %9 = load i8, ptr %8, align 8, !tbaa !19
  %10 = icmp eq i8 %9, 70
  br i1 %10, label %11, label %101

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8, ptr %7, i64 -16
  %13 = load ptr, ptr %12, align 8, !tbaa !19
  %14 = getelementptr inbounds i8, ptr %13, i64 24
  %15 = load ptr, ptr %14, align 8, !tbaa !19
  %16 = tail call ptr @luaF_getlocalname(ptr noundef %15, i32 noundef %2, i32 noundef 0) #14
  br label %101

17:                                               ; preds = %3
  %18 = getelementptr inbounds i8, ptr %1, i64 128
  %19 = load ptr, ptr %18, align 8, !tbaa !39
  %20 = load ptr, ptr %19, align 8, !tbaa !19
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = getelementptr inbounds i8, ptr %19, i64 62
  %23 = load i16, ptr %22, align 2, !tbaa !34
  %24 = and i16 %23, 2
  %25 = icmp eq i16 %24, 0
  br i1 %25, label %26, label %60

26:                                               ; preds = %17
  %27 = icmp slt i32 %2, 0
  %28 = load ptr, ptr %20, align 8, !tbaa !19
  %29 = getelementptr inbounds i8, ptr %28, i64 24
  %30 = load ptr, ptr %29, align 8, !tbaa !19
  br i1 %27, label %31, label %47

31:                                               ; preds = %26
  %32 = getelementptr inbounds i8, ptr %30, i64 11
  %33 = load i8, ptr %32, align 1, !tbaa !41
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %101, label %35

35:                                               ; preds = %31
  %36 = getelementptr inbounds i8, ptr %19, i64 44
  %37 = load i32, ptr %36, align 4, !tbaa !19
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
  %49 = load ptr, ptr %48, align 8, !tbaa !19
  %50 = getelementptr inbounds i8, ptr %30, i64 64
  %51 = load ptr, ptr %50, align 8, !tbaa !42
  %52 = ptrtoint ptr %49 to i64
  %53 = ptrtoint ptr %51 to i64
  %54 = sub i64 %52, %53
  %55 = lshr exact i64 %54, 2
  %56 = trunc i64 %55 to i32
  %57 = add nsw i32 %56, -1
  %58 = tail call ptr @luaF_getlocalname(ptr noundef %30, i32 noundef %2, i32 noundef %57) #14
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %85

60:                                               ; preds = %47, %17
  %61 = getelementptr inbounds i8, ptr %0, i64 32
  %62 = load ptr, ptr %61, align 8, !tbaa !33
  %63 = icmp eq ptr %62, %19
  br i1 %63, label %64, label %66

64:                                               ; preds = %60
  %65 = getelementptr inbounds i8, ptr %0, i64 16
  br label %69

66:                                               ; preds = %60
  %67 = getelementptr inbounds i8, ptr %19, i64 24
  %68 = load ptr, ptr %67, align 8, !tbaa !43
  br label %69

69:                                               ; preds = %66, %64
  %70 = phi ptr [ %65, %64 ], [ %68, %66 ]
  %71 = load ptr, ptr %70, align 8, !tbaa !19
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
  %81 = load i16, ptr %22, align 2, !tbaa !34
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
  %94 = load ptr, ptr %93, align 8, !tbaa !19
  %95 = load i64, ptr %91, align 8, !tbaa !19
  store i64 %95, ptr %94, align 8, !tbaa !19
  %96 = getelementptr inbounds i8, ptr %91, i64 8
  %97 = load i8, ptr %96, align 8, !tbaa !44
  %98 = getelementptr inbounds i8, ptr %94, i64 8
  store i8 %97, ptr %98, align 8, !tbaa !44
  %99 = load ptr, ptr %93, align 8, !tbaa !19
  %100 = getelementptr inbounds i8, ptr %99, i64 16
  store ptr %100, ptr %93, align 8, !tbaa !19
  br label %101

101:                                              ; preds = %69, %35, %31, %90, %5, %11
  %102 = phi ptr [ %16, %11 ], [ null, %5 ], [ %92, %90 ], [ null, %31 ], [ null, %35 ], [ null, %69 ]
  ret ptr %102
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: nounwind uwtable
define dso_local ptr @lua_setlocal(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #6 {
  %4 = getelementptr inbounds i8, ptr %1, i64 128
  %5 = load ptr, ptr %4, align 8, !tbaa !39
  %6 = load ptr, ptr %5, align 8, !tbaa !19
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %5, i64 62
  %9 = load i16, ptr %8, align 2, !tbaa !34
  %10 = and i16 %9, 2
  %11 = icmp eq i16 %10, 0
  br i1 %11, label %12, label %46

12:                                               ; preds = %3
  %13 = icmp slt i32 %2, 0
  %14 = load ptr, ptr %6, align 8, !tbaa !19
  %15 = getelementptr inbounds i8, ptr %14, i64 24
  %16 = load ptr, ptr %15, align 8, !tbaa !19
  br i1 %13, label %17, label %33

17:                                               ; preds = %12
  %18 = getelementptr inbounds i8, ptr %16, i64 11
  %19 = load i8, ptr %18, align 1, !tbaa !41
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %88, label %21

21:                                               ; preds = %17
  %22 = getelementptr inbounds i8, ptr %5, i64 44
  %23 = load i32, ptr %22, align 4, !tbaa !19
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
  %35 = load ptr, ptr %34, align 8, !tbaa !19
  %36 = getelementptr inbounds i8, ptr %16, i64 64
  %37 = load ptr, ptr %36, align 8, !tbaa !42
  %38 = ptrtoint ptr %35 to i64
  %39 = ptrtoint ptr %37 to i64
  %40 = sub i64 %38, %39
  %41 = lshr exact i64 %40, 2
  %42 = trunc i64 %41 to i32
  %43 = add nsw i32 %42, -1
  %44 = tail call ptr @luaF_getlocalname(ptr noundef %16, i32 noundef %2, i32 noundef %43) #14
  %45 = icmp eq ptr %44, null
  br i1 %45, label %46, label %71

46:                                               ; preds = %33, %3
  %47 = getelementptr inbounds i8, ptr %0, i64 32
  %48 = load ptr, ptr %47, align 8, !tbaa !33
  %49 = icmp eq ptr %48, %5
  br i1 %49, label %50, label %52

50:                                               ; preds = %46
  %51 = getelementptr inbounds i8, ptr %0, i64 16
  br label %55

52:                                               ; preds = %46
  %53 = getelementptr inbounds i8, ptr %5, i64 24
  %54 = load ptr, ptr %53, align 8, !tbaa !43
  br label %55

55:                                               ; preds = %52, %50
  %56 = phi ptr [ %51, %50 ], [ %54, %52 ]
  %57 = load ptr, ptr %56, align 8, !tbaa !19
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
  %67 = load i16, ptr %8, align 2, !tbaa !34
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
  %80 = load ptr, ptr %79, align 8, !tbaa !19
  %81 = getelementptr inbounds i8, ptr %80, i64 -16
  %82 = load i64, ptr %81, align 8, !tbaa !19
  store i64 %82, ptr %77, align 8, !tbaa !19
  %83 = getelementptr inbounds i8, ptr %80, i64 -8
  %84 = load i8, ptr %83, align 8, !tbaa !44
  %85 = getelementptr inbounds i8, ptr %77, i64 8
  store i8 %84, ptr %85, align 8, !tbaa !44
  %86 = load ptr, ptr %79, align 8, !tbaa !19
  %87 = getelementptr inbounds i8, ptr %86, i64 -16
  store ptr %87, ptr %79, align 8, !tbaa !19
  br label %88

88:                                               ; preds = %55, %21, %17, %76
  %89 = phi ptr [ %78, %76 ], [ null, %17 ], [ null, %21 ], [ null, %55 ]
  ret ptr %89
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @lua_getinfo(ptr noundef %0, ptr noundef readonly %1, ptr noundef %2) local_unnamed_addr #6 {
  %4 = alloca %struct.TValue, align 8
  %5 = load i8, ptr %1, align 1, !tbaa !19
  %6 = icmp eq i8 %5, 62
  br i1 %6, label %7, label %12

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = load ptr, ptr %8, align 8, !tbaa !19
  %10 = getelementptr inbounds i8, ptr %9, i64 -16
  %11 = getelementptr inbounds i8, ptr %1, i64 1
  store ptr %10, ptr %8, align 8, !tbaa !19
  br label %16

12:                                               ; preds = %3
  %13 = getelementptr inbounds i8, ptr %2, i64 128
  %14 = load ptr, ptr %13, align 8, !tbaa !39
  %15 = load ptr, ptr %14, align 8, !tbaa !19
  br label %16

16:                                               ; preds = %12, %7
  %17 = phi ptr [ %10, %7 ], [ %15, %12 ]
  %18 = phi ptr [ null, %7 ], [ %14, %12 ]
  %19 = phi ptr [ %11, %7 ], [ %1, %12 ]
  %20 = getelementptr inbounds i8, ptr %17, i64 8
  %21 = load i8, ptr %20, align 8, !tbaa !44
  switch i8 %21, label %24 [
    i8 70, label %22
    i8 102, label %22
  ]

22:                                               ; preds = %16, %16
  %23 = load ptr, ptr %17, align 8, !tbaa !19
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
  %48 = getelementptr inbounds i8, ptr %2, i64 24
  %49 = getelementptr inbounds i8, ptr %2, i64 68
  br label %50

50:                                               ; preds = %255, %24
  %51 = phi ptr [ %19, %24 ], [ %257, %255 ]
  %52 = phi i32 [ 1, %24 ], [ %256, %255 ]
  %53 = load i8, ptr %51, align 1, !tbaa !19
  switch i8 %53, label %254 [
    i8 0, label %258
    i8 83, label %54
    i8 108, label %87
    i8 117, label %214
    i8 116, label %228
    i8 110, label %235
    i8 114, label %245
    i8 76, label %255
    i8 102, label %255
  ]

54:                                               ; preds = %50
  br i1 %36, label %58, label %55

55:                                               ; preds = %54
  %56 = load i8, ptr %39, align 8, !tbaa !19
  %57 = icmp eq i8 %56, 6
  br i1 %57, label %59, label %58

58:                                               ; preds = %55, %54
  store ptr @.str.11, ptr %45, align 8, !tbaa !46
  store i64 4, ptr %46, align 8, !tbaa !47
  store <2 x i32> <i32 -1, i32 -1>, ptr %47, align 4, !tbaa !18
  br label %83

59:                                               ; preds = %55
  %60 = load ptr, ptr %40, align 8, !tbaa !19
  %61 = getelementptr inbounds i8, ptr %60, i64 112
  %62 = load ptr, ptr %61, align 8, !tbaa !48
  %63 = icmp eq ptr %62, null
  br i1 %63, label %74, label %64

64:                                               ; preds = %59
  %65 = getelementptr inbounds i8, ptr %62, i64 24
  store ptr %65, ptr %45, align 8, !tbaa !46
  %66 = getelementptr inbounds i8, ptr %62, i64 11
  %67 = load i8, ptr %66, align 1, !tbaa !49
  %68 = icmp eq i8 %67, -1
  br i1 %68, label %71, label %69

69:                                               ; preds = %64
  %70 = zext i8 %67 to i64
  br label %75

71:                                               ; preds = %64
  %72 = getelementptr inbounds i8, ptr %62, i64 16
  %73 = load i64, ptr %72, align 8, !tbaa !19
  br label %75

74:                                               ; preds = %59
  store ptr @.str.13, ptr %45, align 8, !tbaa !46
  br label %75

75:                                               ; preds = %74, %71, %69
  %76 = phi i64 [ 2, %74 ], [ %70, %69 ], [ %73, %71 ]
  %77 = phi ptr [ @.str.13, %74 ], [ %65, %69 ], [ %65, %71 ]
  store i64 %76, ptr %46, align 8, !tbaa !47
  %78 = getelementptr inbounds i8, ptr %60, i64 44
  %79 = load <2 x i32>, ptr %78, align 4, !tbaa !18
  store <2 x i32> %79, ptr %47, align 4, !tbaa !18
  %80 = extractelement <2 x i32> %79, i64 0
  %81 = icmp eq i32 %80, 0
  %82 = select i1 %81, ptr @.str.14, ptr @.str.15
  br label %83

83:                                               ; preds = %75, %58
  %84 = phi ptr [ %82, %75 ], [ @.str.12, %58 ]
  %85 = phi i64 [ %76, %75 ], [ 4, %58 ]
  %86 = phi ptr [ %77, %75 ], [ @.str.11, %58 ]
  store ptr %84, ptr %48, align 8, !tbaa !51
  tail call void @luaO_chunkid(ptr noundef nonnull %49, ptr noundef %86, i64 noundef %85) #14
  br label %255

87:                                               ; preds = %50
  br i1 %26, label %212, label %88

88:                                               ; preds = %87
  %89 = load i16, ptr %27, align 2, !tbaa !34
  %90 = and i16 %89, 2
  %91 = icmp eq i16 %90, 0
  br i1 %91, label %92, label %212

92:                                               ; preds = %88
  %93 = load ptr, ptr %18, align 8, !tbaa !19
  %94 = load ptr, ptr %93, align 8, !tbaa !19
  %95 = getelementptr inbounds i8, ptr %94, i64 24
  %96 = load ptr, ptr %95, align 8, !tbaa !19
  %97 = load ptr, ptr %43, align 8, !tbaa !19
  %98 = getelementptr inbounds i8, ptr %96, i64 64
  %99 = load ptr, ptr %98, align 8, !tbaa !42
  %100 = ptrtoint ptr %97 to i64
  %101 = ptrtoint ptr %99 to i64
  %102 = sub i64 %100, %101
  %103 = lshr exact i64 %102, 2
  %104 = trunc i64 %103 to i32
  %105 = add nsw i32 %104, -1
  %106 = getelementptr inbounds i8, ptr %96, i64 88
  %107 = load ptr, ptr %106, align 8, !tbaa !6
  %108 = icmp eq ptr %107, null
  br i1 %108, label %212, label %109

109:                                              ; preds = %92
  %110 = getelementptr inbounds i8, ptr %96, i64 40
  %111 = load i32, ptr %110, align 8, !tbaa !12
  %112 = icmp eq i32 %111, 0
  br i1 %112, label %118, label %113

113:                                              ; preds = %109
  %114 = getelementptr inbounds i8, ptr %96, i64 96
  %115 = load ptr, ptr %114, align 8, !tbaa !13
  %116 = load i32, ptr %115, align 4, !tbaa !14
  %117 = icmp slt i32 %116, %104
  br i1 %117, label %120, label %118

118:                                              ; preds = %113, %109
  %119 = getelementptr inbounds i8, ptr %96, i64 44
  br label %141

120:                                              ; preds = %113
  %121 = lshr i32 %105, 7
  %122 = zext nneg i32 %121 to i64
  %123 = add nsw i64 %122, -1
  %124 = tail call i32 @llvm.smax.i32(i32 %111, i32 %121)
  %125 = add nsw i32 %124, -1
  br label %126

126:                                              ; preds = %130, %120
  %127 = phi i64 [ %131, %130 ], [ %123, %120 ]
  %128 = trunc i64 %127 to i32
  %129 = icmp eq i32 %125, %128
  br i1 %129, label %135, label %130

130:                                              ; preds = %126
  %131 = add nsw i64 %127, 1
  %132 = getelementptr inbounds %struct.AbsLineInfo, ptr %115, i64 %131
  %133 = load i32, ptr %132, align 4, !tbaa !14
  %134 = icmp slt i32 %133, %104
  br i1 %134, label %126, label %135, !llvm.loop !16

135:                                              ; preds = %130, %126
  %136 = phi i32 [ %125, %126 ], [ %128, %130 ]
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds %struct.AbsLineInfo, ptr %115, i64 %137
  %139 = load i32, ptr %138, align 4, !tbaa !14
  %140 = getelementptr inbounds %struct.AbsLineInfo, ptr %115, i64 %137, i32 1
  br label %141

141:                                              ; preds = %135, %118
  %142 = phi i32 [ -1, %118 ], [ %139, %135 ]
  %143 = phi ptr [ %119, %118 ], [ %140, %135 ]
  %144 = load i32, ptr %143, align 4, !tbaa !18
  %145 = icmp slt i32 %142, %105
  br i1 %145, label %146, label %212

146:                                              ; preds = %141
  %147 = sext i32 %142 to i64
  %148 = sext i32 %105 to i64
  %149 = sub nsw i64 %148, %147
  %150 = icmp ult i64 %149, 8
  br i1 %150, label %200, label %151

151:                                              ; preds = %146
  %152 = icmp ult i64 %149, 32
  br i1 %152, label %180, label %153

153:                                              ; preds = %151
  %154 = and i64 %149, -32
  %155 = insertelement <16 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %144, i64 0
  %156 = getelementptr i8, ptr %107, i64 %147
  br label %157

157:                                              ; preds = %157, %153
  %158 = phi i64 [ 0, %153 ], [ %170, %157 ]
  %159 = phi <16 x i32> [ %155, %153 ], [ %168, %157 ]
  %160 = phi <16 x i32> [ zeroinitializer, %153 ], [ %169, %157 ]
  %161 = getelementptr i8, ptr %156, i64 %158
  %162 = getelementptr i8, ptr %161, i64 1
  %163 = getelementptr i8, ptr %161, i64 17
  %164 = load <16 x i8>, ptr %162, align 1, !tbaa !19
  %165 = load <16 x i8>, ptr %163, align 1, !tbaa !19
  %166 = sext <16 x i8> %164 to <16 x i32>
  %167 = sext <16 x i8> %165 to <16 x i32>
  %168 = add <16 x i32> %159, %166
  %169 = add <16 x i32> %160, %167
  %170 = add nuw i64 %158, 32
  %171 = icmp eq i64 %170, %154
  br i1 %171, label %172, label %157, !llvm.loop !52

172:                                              ; preds = %157
  %173 = add <16 x i32> %169, %168
  %174 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %173)
  %175 = icmp eq i64 %149, %154
  br i1 %175, label %212, label %176

176:                                              ; preds = %172
  %177 = add nsw i64 %154, %147
  %178 = and i64 %149, 24
  %179 = icmp eq i64 %178, 0
  br i1 %179, label %200, label %180

180:                                              ; preds = %151, %176
  %181 = phi i32 [ %174, %176 ], [ %144, %151 ]
  %182 = phi i64 [ %154, %176 ], [ 0, %151 ]
  %183 = and i64 %149, -8
  %184 = add nsw i64 %183, %147
  %185 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %181, i64 0
  %186 = getelementptr i8, ptr %107, i64 %147
  %187 = getelementptr i8, ptr %186, i64 1
  br label %188

188:                                              ; preds = %188, %180
  %189 = phi i64 [ %182, %180 ], [ %195, %188 ]
  %190 = phi <8 x i32> [ %185, %180 ], [ %194, %188 ]
  %191 = getelementptr i8, ptr %187, i64 %189
  %192 = load <8 x i8>, ptr %191, align 1, !tbaa !19
  %193 = sext <8 x i8> %192 to <8 x i32>
  %194 = add <8 x i32> %190, %193
  %195 = add nuw i64 %189, 8
  %196 = icmp eq i64 %195, %183
  br i1 %196, label %197, label %188, !llvm.loop !53

197:                                              ; preds = %188
  %198 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %194)
  %199 = icmp eq i64 %149, %183
  br i1 %199, label %212, label %200

200:                                              ; preds = %197, %146, %176
  %201 = phi i64 [ %147, %146 ], [ %177, %176 ], [ %184, %197 ]
  %202 = phi i32 [ %144, %146 ], [ %174, %176 ], [ %198, %197 ]
  br label %203

203:                                              ; preds = %200, %203
  %204 = phi i64 [ %206, %203 ], [ %201, %200 ]
  %205 = phi i32 [ %210, %203 ], [ %202, %200 ]
  %206 = add nsw i64 %204, 1
  %207 = getelementptr inbounds i8, ptr %107, i64 %206
  %208 = load i8, ptr %207, align 1, !tbaa !19
  %209 = sext i8 %208 to i32
  %210 = add nsw i32 %205, %209
  %211 = icmp eq i64 %206, %148
  br i1 %211, label %212, label %203, !llvm.loop !54

212:                                              ; preds = %203, %172, %197, %141, %92, %88, %87
  %213 = phi i32 [ -1, %88 ], [ -1, %87 ], [ -1, %92 ], [ %144, %141 ], [ %174, %172 ], [ %198, %197 ], [ %210, %203 ]
  store i32 %213, ptr %44, align 8, !tbaa !55
  br label %255

214:                                              ; preds = %50
  br i1 %36, label %215, label %216

215:                                              ; preds = %214
  store i8 0, ptr %38, align 4, !tbaa !56
  br label %220

216:                                              ; preds = %214
  %217 = load i8, ptr %37, align 2, !tbaa !19
  store i8 %217, ptr %38, align 4, !tbaa !56
  %218 = load i8, ptr %39, align 8, !tbaa !19
  %219 = icmp eq i8 %218, 6
  br i1 %219, label %221, label %220

220:                                              ; preds = %216, %215
  store i8 1, ptr %41, align 2, !tbaa !57
  store i8 0, ptr %42, align 1, !tbaa !58
  br label %255

221:                                              ; preds = %216
  %222 = load ptr, ptr %40, align 8, !tbaa !19
  %223 = getelementptr inbounds i8, ptr %222, i64 11
  %224 = load i8, ptr %223, align 1, !tbaa !41
  store i8 %224, ptr %41, align 2, !tbaa !57
  %225 = load ptr, ptr %40, align 8, !tbaa !19
  %226 = getelementptr inbounds i8, ptr %225, i64 10
  %227 = load i8, ptr %226, align 2, !tbaa !59
  store i8 %227, ptr %42, align 1, !tbaa !58
  br label %255

228:                                              ; preds = %50
  br i1 %26, label %233, label %229

229:                                              ; preds = %228
  %230 = load i16, ptr %27, align 2, !tbaa !34
  %231 = trunc i16 %230 to i8
  %232 = and i8 %231, 32
  br label %233

233:                                              ; preds = %229, %228
  %234 = phi i8 [ %232, %229 ], [ 0, %228 ]
  store i8 %234, ptr %35, align 1, !tbaa !60
  br label %255

235:                                              ; preds = %50
  br i1 %26, label %244, label %236

236:                                              ; preds = %235
  %237 = load i16, ptr %27, align 2, !tbaa !34
  %238 = and i16 %237, 32
  %239 = icmp eq i16 %238, 0
  br i1 %239, label %240, label %244

240:                                              ; preds = %236
  %241 = load ptr, ptr %33, align 8, !tbaa !35
  %242 = tail call fastcc ptr @funcnamefromcall(ptr noundef readonly %0, ptr noundef %241, ptr noundef nonnull %32)
  store ptr %242, ptr %34, align 8, !tbaa !61
  %243 = icmp eq ptr %242, null
  br i1 %243, label %244, label %255

244:                                              ; preds = %240, %236, %235
  store ptr @.str.10, ptr %34, align 8, !tbaa !61
  store ptr null, ptr %32, align 8, !tbaa !62
  br label %255

245:                                              ; preds = %50
  br i1 %26, label %250, label %246

246:                                              ; preds = %245
  %247 = load i16, ptr %27, align 2, !tbaa !34
  %248 = and i16 %247, 256
  %249 = icmp eq i16 %248, 0
  br i1 %249, label %250, label %251

250:                                              ; preds = %246, %245
  store i16 0, ptr %31, align 2, !tbaa !63
  store i16 0, ptr %29, align 8, !tbaa !64
  br label %255

251:                                              ; preds = %246
  %252 = load i16, ptr %28, align 8, !tbaa !19
  store i16 %252, ptr %29, align 8, !tbaa !64
  %253 = load i16, ptr %30, align 2, !tbaa !19
  store i16 %253, ptr %31, align 2, !tbaa !63
  br label %255

254:                                              ; preds = %50
  br label %255

255:                                              ; preds = %254, %251, %250, %244, %240, %233, %221, %220, %212, %83, %50, %50
  %256 = phi i32 [ 0, %254 ], [ %52, %250 ], [ %52, %251 ], [ %52, %244 ], [ %52, %240 ], [ %52, %233 ], [ %52, %221 ], [ %52, %220 ], [ %52, %212 ], [ %52, %83 ], [ %52, %50 ], [ %52, %50 ]
  %257 = getelementptr inbounds i8, ptr %51, i64 1
  br label %50, !llvm.loop !65

258:                                              ; preds = %50
  %259 = tail call ptr @strchr(ptr noundef nonnull dereferenceable(1) %19, i32 noundef 102) #15
  %260 = icmp eq ptr %259, null
  br i1 %260, label %269, label %261

261:                                              ; preds = %258
  %262 = getelementptr inbounds i8, ptr %0, i64 16
  %263 = load ptr, ptr %262, align 8, !tbaa !19
  %264 = load i64, ptr %17, align 8, !tbaa !19
  store i64 %264, ptr %263, align 8, !tbaa !19
  %265 = load i8, ptr %20, align 8, !tbaa !44
  %266 = getelementptr inbounds i8, ptr %263, i64 8
  store i8 %265, ptr %266, align 8, !tbaa !44
  %267 = load ptr, ptr %262, align 8, !tbaa !19
  %268 = getelementptr inbounds i8, ptr %267, i64 16
  store ptr %268, ptr %262, align 8, !tbaa !19
  br label %269

269:                                              ; preds = %261, %258
  %270 = tail call ptr @strchr(ptr noundef nonnull dereferenceable(1) %19, i32 noundef 76) #15
  %271 = icmp eq ptr %270, null
  br i1 %271, label %535, label %272

272:                                              ; preds = %269
  br i1 %36, label %276, label %273

273:                                              ; preds = %272
  %274 = load i8, ptr %39, align 8, !tbaa !19
  %275 = icmp eq i8 %274, 6
  br i1 %275, label %282, label %276

276:                                              ; preds = %273, %272
  %277 = getelementptr inbounds i8, ptr %0, i64 16
  %278 = load ptr, ptr %277, align 8, !tbaa !19
  %279 = getelementptr inbounds i8, ptr %278, i64 8
  store i8 0, ptr %279, align 8, !tbaa !19
  %280 = load ptr, ptr %277, align 8, !tbaa !19
  %281 = getelementptr inbounds i8, ptr %280, i64 16
  store ptr %281, ptr %277, align 8, !tbaa !19
  br label %535

282:                                              ; preds = %273
  %283 = load ptr, ptr %40, align 8, !tbaa !19
  %284 = getelementptr inbounds i8, ptr %283, i64 44
  %285 = load i32, ptr %284, align 4, !tbaa !66
  %286 = tail call ptr @luaH_new(ptr noundef %0) #14
  %287 = getelementptr inbounds i8, ptr %0, i64 16
  %288 = load ptr, ptr %287, align 8, !tbaa !19
  store ptr %286, ptr %288, align 8, !tbaa !19
  %289 = getelementptr inbounds i8, ptr %288, i64 8
  store i8 69, ptr %289, align 8, !tbaa !44
  %290 = load ptr, ptr %287, align 8, !tbaa !19
  %291 = getelementptr inbounds i8, ptr %290, i64 16
  store ptr %291, ptr %287, align 8, !tbaa !19
  %292 = getelementptr inbounds i8, ptr %283, i64 88
  %293 = load ptr, ptr %292, align 8, !tbaa !6
  %294 = icmp eq ptr %293, null
  br i1 %294, label %535, label %295

295:                                              ; preds = %282
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #14
  %296 = getelementptr inbounds i8, ptr %4, i64 8
  store i8 17, ptr %296, align 8, !tbaa !44
  %297 = getelementptr inbounds i8, ptr %283, i64 11
  %298 = load i8, ptr %297, align 1, !tbaa !41
  %299 = icmp eq i8 %298, 0
  br i1 %299, label %406, label %300

300:                                              ; preds = %295
  %301 = load i8, ptr %293, align 1, !tbaa !19
  %302 = icmp eq i8 %301, -128
  br i1 %302, label %306, label %303

303:                                              ; preds = %300
  %304 = sext i8 %301 to i32
  %305 = add nsw i32 %285, %304
  br label %406

306:                                              ; preds = %300
  %307 = getelementptr inbounds i8, ptr %283, i64 40
  %308 = load i32, ptr %307, align 8, !tbaa !12
  %309 = icmp eq i32 %308, 0
  br i1 %309, label %330, label %310

310:                                              ; preds = %306
  %311 = getelementptr inbounds i8, ptr %283, i64 96
  %312 = load ptr, ptr %311, align 8, !tbaa !13
  %313 = load i32, ptr %312, align 4, !tbaa !14
  %314 = icmp sgt i32 %313, 0
  br i1 %314, label %330, label %315

315:                                              ; preds = %310
  %316 = tail call i32 @llvm.smax.i32(i32 %308, i32 0)
  %317 = add nsw i32 %316, -1
  %318 = sext i32 %317 to i64
  br label %319

319:                                              ; preds = %322, %315
  %320 = phi i64 [ %323, %322 ], [ -1, %315 ]
  %321 = icmp eq i64 %320, %318
  br i1 %321, label %332, label %322

322:                                              ; preds = %319
  %323 = add nsw i64 %320, 1
  %324 = getelementptr inbounds %struct.AbsLineInfo, ptr %312, i64 %323
  %325 = load i32, ptr %324, align 4, !tbaa !14
  %326 = icmp sgt i32 %325, 0
  br i1 %326, label %327, label %319, !llvm.loop !16

327:                                              ; preds = %322
  %328 = shl i64 %320, 32
  %329 = ashr exact i64 %328, 32
  br label %332

330:                                              ; preds = %310, %306
  %331 = load i32, ptr %284, align 4, !tbaa !18
  br label %339

332:                                              ; preds = %319, %327
  %333 = phi i64 [ %329, %327 ], [ %318, %319 ]
  %334 = getelementptr inbounds %struct.AbsLineInfo, ptr %312, i64 %333
  %335 = load i32, ptr %334, align 4, !tbaa !14
  %336 = getelementptr inbounds %struct.AbsLineInfo, ptr %312, i64 %333, i32 1
  %337 = load i32, ptr %336, align 4, !tbaa !18
  %338 = icmp slt i32 %335, 0
  br i1 %338, label %339, label %406

339:                                              ; preds = %332, %330
  %340 = phi i32 [ %331, %330 ], [ %337, %332 ]
  %341 = phi i32 [ -1, %330 ], [ %335, %332 ]
  %342 = sext i32 %341 to i64
  %343 = sub nsw i64 0, %342
  %344 = icmp ult i64 %343, 8
  br i1 %344, label %394, label %345

345:                                              ; preds = %339
  %346 = icmp ult i64 %343, 32
  br i1 %346, label %374, label %347

347:                                              ; preds = %345
  %348 = and i64 %343, 4294967264
  %349 = insertelement <16 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %340, i64 0
  %350 = getelementptr i8, ptr %293, i64 %342
  br label %351

351:                                              ; preds = %351, %347
  %352 = phi i64 [ 0, %347 ], [ %364, %351 ]
  %353 = phi <16 x i32> [ %349, %347 ], [ %362, %351 ]
  %354 = phi <16 x i32> [ zeroinitializer, %347 ], [ %363, %351 ]
  %355 = getelementptr i8, ptr %350, i64 %352
  %356 = getelementptr i8, ptr %355, i64 1
  %357 = getelementptr i8, ptr %355, i64 17
  %358 = load <16 x i8>, ptr %356, align 1, !tbaa !19
  %359 = load <16 x i8>, ptr %357, align 1, !tbaa !19
  %360 = sext <16 x i8> %358 to <16 x i32>
  %361 = sext <16 x i8> %359 to <16 x i32>
  %362 = add <16 x i32> %353, %360
  %363 = add <16 x i32> %354, %361
  %364 = add nuw i64 %352, 32
  %365 = icmp eq i64 %364, %348
  br i1 %365, label %366, label %351, !llvm.loop !67

366:                                              ; preds = %351
  %367 = add <16 x i32> %363, %362
  %368 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %367)
  %369 = icmp eq i64 %348, %343
  br i1 %369, label %406, label %370

370:                                              ; preds = %366
  %371 = add nsw i64 %348, %342
  %372 = and i64 %343, 24
  %373 = icmp eq i64 %372, 0
  br i1 %373, label %394, label %374

374:                                              ; preds = %345, %370
  %375 = phi i32 [ %368, %370 ], [ %340, %345 ]
  %376 = phi i64 [ %348, %370 ], [ 0, %345 ]
  %377 = and i64 %343, 4294967288
  %378 = add nsw i64 %377, %342
  %379 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %375, i64 0
  %380 = getelementptr i8, ptr %293, i64 %342
  %381 = getelementptr i8, ptr %380, i64 1
  br label %382

382:                                              ; preds = %382, %374
  %383 = phi i64 [ %376, %374 ], [ %389, %382 ]
  %384 = phi <8 x i32> [ %379, %374 ], [ %388, %382 ]
  %385 = getelementptr i8, ptr %381, i64 %383
  %386 = load <8 x i8>, ptr %385, align 1, !tbaa !19
  %387 = sext <8 x i8> %386 to <8 x i32>
  %388 = add <8 x i32> %384, %387
  %389 = add nuw i64 %383, 8
  %390 = icmp eq i64 %389, %377
  br i1 %390, label %391, label %382, !llvm.loop !68

391:                                              ; preds = %382
  %392 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %388)
  %393 = icmp eq i64 %377, %343
  br i1 %393, label %406, label %394

394:                                              ; preds = %391, %339, %370
  %395 = phi i64 [ %342, %339 ], [ %371, %370 ], [ %378, %391 ]
  %396 = phi i32 [ %340, %339 ], [ %368, %370 ], [ %392, %391 ]
  br label %397

397:                                              ; preds = %394, %397
  %398 = phi i64 [ %400, %397 ], [ %395, %394 ]
  %399 = phi i32 [ %404, %397 ], [ %396, %394 ]
  %400 = add nsw i64 %398, 1
  %401 = getelementptr inbounds i8, ptr %293, i64 %400
  %402 = load i8, ptr %401, align 1, !tbaa !19
  %403 = sext i8 %402 to i32
  %404 = add nsw i32 %399, %403
  %405 = icmp eq i64 %400, 0
  br i1 %405, label %406, label %397, !llvm.loop !69

406:                                              ; preds = %397, %366, %391, %332, %303, %295
  %407 = phi i32 [ %285, %295 ], [ %305, %303 ], [ %337, %332 ], [ %368, %366 ], [ %392, %391 ], [ %404, %397 ]
  %408 = phi i32 [ 0, %295 ], [ 1, %303 ], [ 1, %332 ], [ 1, %366 ], [ 1, %391 ], [ 1, %397 ]
  %409 = getelementptr inbounds i8, ptr %283, i64 28
  %410 = load i32, ptr %409, align 4, !tbaa !70
  %411 = icmp slt i32 %408, %410
  br i1 %411, label %412, label %534

412:                                              ; preds = %406
  %413 = getelementptr inbounds i8, ptr %283, i64 40
  %414 = getelementptr inbounds i8, ptr %283, i64 96
  %415 = zext nneg i32 %408 to i64
  br label %416

416:                                              ; preds = %527, %412
  %417 = phi i64 [ %415, %412 ], [ %530, %527 ]
  %418 = phi i32 [ %407, %412 ], [ %528, %527 ]
  %419 = load ptr, ptr %292, align 8, !tbaa !6
  %420 = getelementptr inbounds i8, ptr %419, i64 %417
  %421 = load i8, ptr %420, align 1, !tbaa !19
  %422 = icmp eq i8 %421, -128
  br i1 %422, label %426, label %423

423:                                              ; preds = %416
  %424 = sext i8 %421 to i32
  %425 = add nsw i32 %418, %424
  br label %527

426:                                              ; preds = %416
  %427 = load i32, ptr %413, align 8, !tbaa !12
  %428 = icmp eq i32 %427, 0
  br i1 %428, label %457, label %429

429:                                              ; preds = %426
  %430 = load ptr, ptr %414, align 8, !tbaa !13
  %431 = load i32, ptr %430, align 4, !tbaa !14
  %432 = sext i32 %431 to i64
  %433 = icmp slt i64 %417, %432
  br i1 %433, label %457, label %434

434:                                              ; preds = %429
  %435 = trunc nuw nsw i64 %417 to i32
  %436 = lshr i32 %435, 7
  %437 = zext nneg i32 %436 to i64
  %438 = add nsw i64 %437, -1
  %439 = call i32 @llvm.smax.i32(i32 %427, i32 %436)
  %440 = add nsw i32 %439, -1
  br label %441

441:                                              ; preds = %445, %434
  %442 = phi i64 [ %446, %445 ], [ %438, %434 ]
  %443 = trunc i64 %442 to i32
  %444 = icmp eq i32 %440, %443
  br i1 %444, label %451, label %445

445:                                              ; preds = %441
  %446 = add nsw i64 %442, 1
  %447 = getelementptr inbounds %struct.AbsLineInfo, ptr %430, i64 %446
  %448 = load i32, ptr %447, align 4, !tbaa !14
  %449 = sext i32 %448 to i64
  %450 = icmp slt i64 %417, %449
  br i1 %450, label %451, label %441, !llvm.loop !16

451:                                              ; preds = %445, %441
  %452 = phi i32 [ %440, %441 ], [ %443, %445 ]
  %453 = sext i32 %452 to i64
  %454 = getelementptr inbounds %struct.AbsLineInfo, ptr %430, i64 %453
  %455 = load i32, ptr %454, align 4, !tbaa !14
  %456 = getelementptr inbounds %struct.AbsLineInfo, ptr %430, i64 %453, i32 1
  br label %457

457:                                              ; preds = %451, %429, %426
  %458 = phi i32 [ %455, %451 ], [ -1, %429 ], [ -1, %426 ]
  %459 = phi ptr [ %456, %451 ], [ %284, %429 ], [ %284, %426 ]
  %460 = load i32, ptr %459, align 4, !tbaa !18
  %461 = sext i32 %458 to i64
  %462 = icmp sgt i64 %417, %461
  br i1 %462, label %463, label %527

463:                                              ; preds = %457
  %464 = sub i64 %417, %461
  %465 = icmp ult i64 %464, 8
  br i1 %465, label %515, label %466

466:                                              ; preds = %463
  %467 = icmp ult i64 %464, 32
  br i1 %467, label %495, label %468

468:                                              ; preds = %466
  %469 = and i64 %464, -32
  %470 = insertelement <16 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %460, i64 0
  %471 = getelementptr i8, ptr %419, i64 %461
  br label %472

472:                                              ; preds = %472, %468
  %473 = phi i64 [ 0, %468 ], [ %485, %472 ]
  %474 = phi <16 x i32> [ %470, %468 ], [ %483, %472 ]
  %475 = phi <16 x i32> [ zeroinitializer, %468 ], [ %484, %472 ]
  %476 = getelementptr i8, ptr %471, i64 %473
  %477 = getelementptr i8, ptr %476, i64 1
  %478 = getelementptr i8, ptr %476, i64 17
  %479 = load <16 x i8>, ptr %477, align 1, !tbaa !19
  %480 = load <16 x i8>, ptr %478, align 1, !tbaa !19
  %481 = sext <16 x i8> %479 to <16 x i32>
  %482 = sext <16 x i8> %480 to <16 x i32>
  %483 = add <16 x i32> %474, %481
  %484 = add <16 x i32> %475, %482
  %485 = add nuw i64 %473, 32
  %486 = icmp eq i64 %485, %469
  br i1 %486, label %487, label %472, !llvm.loop !71

487:                                              ; preds = %472
  %488 = add <16 x i32> %484, %483
  %489 = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %488)
  %490 = icmp eq i64 %464, %469
  br i1 %490, label %527, label %491

491:                                              ; preds = %487
  %492 = add i64 %469, %461
  %493 = and i64 %464, 24
  %494 = icmp eq i64 %493, 0
  br i1 %494, label %515, label %495

495:                                              ; preds = %466, %491
  %496 = phi i32 [ %489, %491 ], [ %460, %466 ]
  %497 = phi i64 [ %469, %491 ], [ 0, %466 ]
  %498 = and i64 %464, -8
  %499 = add i64 %498, %461
  %500 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %496, i64 0
  %501 = getelementptr i8, ptr %419, i64 %461
  %502 = getelementptr i8, ptr %501, i64 1
  br label %503

503:                                              ; preds = %503, %495
  %504 = phi i64 [ %497, %495 ], [ %510, %503 ]
  %505 = phi <8 x i32> [ %500, %495 ], [ %509, %503 ]
  %506 = getelementptr i8, ptr %502, i64 %504
  %507 = load <8 x i8>, ptr %506, align 1, !tbaa !19
  %508 = sext <8 x i8> %507 to <8 x i32>
  %509 = add <8 x i32> %505, %508
  %510 = add nuw i64 %504, 8
  %511 = icmp eq i64 %510, %498
  br i1 %511, label %512, label %503, !llvm.loop !72

512:                                              ; preds = %503
  %513 = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %509)
  %514 = icmp eq i64 %464, %498
  br i1 %514, label %527, label %515

515:                                              ; preds = %512, %463, %491
  %516 = phi i64 [ %461, %463 ], [ %492, %491 ], [ %499, %512 ]
  %517 = phi i32 [ %460, %463 ], [ %489, %491 ], [ %513, %512 ]
  br label %518

518:                                              ; preds = %515, %518
  %519 = phi i64 [ %521, %518 ], [ %516, %515 ]
  %520 = phi i32 [ %525, %518 ], [ %517, %515 ]
  %521 = add nsw i64 %519, 1
  %522 = getelementptr inbounds i8, ptr %419, i64 %521
  %523 = load i8, ptr %522, align 1, !tbaa !19
  %524 = sext i8 %523 to i32
  %525 = add nsw i32 %520, %524
  %526 = icmp eq i64 %521, %417
  br i1 %526, label %527, label %518, !llvm.loop !73

527:                                              ; preds = %518, %487, %512, %457, %423
  %528 = phi i32 [ %425, %423 ], [ %460, %457 ], [ %489, %487 ], [ %513, %512 ], [ %525, %518 ]
  %529 = sext i32 %528 to i64
  call void @luaH_setint(ptr noundef %0, ptr noundef %286, i64 noundef %529, ptr noundef nonnull %4) #14
  %530 = add nuw nsw i64 %417, 1
  %531 = load i32, ptr %409, align 4, !tbaa !70
  %532 = trunc nuw i64 %530 to i32
  %533 = icmp sgt i32 %531, %532
  br i1 %533, label %416, label %534, !llvm.loop !74

534:                                              ; preds = %527, %406
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #14
  br label %535

535:                                              ; preds = %534, %282, %276, %269
  ret i32 %52
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare ptr @strchr(ptr noundef, i32 noundef) local_unnamed_addr #9

; Function Attrs: noreturn nounwind uwtable
define hidden void @luaG_typeerror(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #10 {
  %4 = tail call fastcc ptr @varinfo(ptr noundef %0, ptr noundef %1)
  tail call fastcc void @typeerror(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %4) #16
  unreachable
}

; Function Attrs: noreturn nounwind uwtable
define internal fastcc void @typeerror(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) unnamed_addr #10 {
  %5 = tail call ptr @luaT_objtypename(ptr noundef %0, ptr noundef %1) #14
  tail call void (ptr, ptr, ...) @luaG_runerror(ptr noundef %0, ptr noundef nonnull @.str.16, ptr noundef %2, ptr noundef %5, ptr noundef %3) #16
  unreachable
}

; Function Attrs: nounwind uwtable
define internal fastcc ptr @varinfo(ptr noundef %0, ptr noundef readnone %1) unnamed_addr #6 {
  %3 = alloca ptr, align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = load ptr, ptr %4, align 8, !tbaa !33
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #14
  store ptr null, ptr %3, align 8, !tbaa !37
  %6 = getelementptr inbounds i8, ptr %5, i64 62
  %7 = load i16, ptr %6, align 2, !tbaa !34
  %8 = and i16 %7, 2
  %9 = icmp eq i16 %8, 0
  br i1 %9, label %10, label %74

10:                                               ; preds = %2
  %11 = load ptr, ptr %5, align 8, !tbaa !19
  %12 = load ptr, ptr %11, align 8, !tbaa !19
  %13 = getelementptr inbounds i8, ptr %12, i64 10
  %14 = load i8, ptr %13, align 2, !tbaa !75
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %40, label %16

16:                                               ; preds = %10
  %17 = getelementptr inbounds i8, ptr %12, i64 32
  %18 = zext i8 %14 to i64
  br label %19

19:                                               ; preds = %26, %16
  %20 = phi i64 [ 0, %16 ], [ %27, %26 ]
  %21 = getelementptr inbounds [1 x ptr], ptr %17, i64 0, i64 %20
  %22 = load ptr, ptr %21, align 8, !tbaa !37
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  %24 = load ptr, ptr %23, align 8, !tbaa !19
  %25 = icmp eq ptr %24, %1
  br i1 %25, label %29, label %26

26:                                               ; preds = %19
  %27 = add nuw nsw i64 %20, 1
  %28 = icmp eq i64 %27, %18
  br i1 %28, label %40, label %19, !llvm.loop !77

29:                                               ; preds = %19
  %30 = getelementptr inbounds i8, ptr %12, i64 24
  %31 = load ptr, ptr %30, align 8, !tbaa !78
  %32 = getelementptr inbounds i8, ptr %31, i64 80
  %33 = load ptr, ptr %32, align 8, !tbaa !79
  %34 = and i64 %20, 4294967295
  %35 = getelementptr inbounds %struct.Upvaldesc, ptr %33, i64 %34
  %36 = load ptr, ptr %35, align 8, !tbaa !80
  %37 = icmp eq ptr %36, null
  %38 = getelementptr inbounds i8, ptr %36, i64 24
  %39 = select i1 %37, ptr @.str.18, ptr %38
  br label %70

40:                                               ; preds = %26, %10
  %41 = getelementptr inbounds i8, ptr %11, i64 16
  %42 = getelementptr inbounds i8, ptr %5, i64 8
  %43 = load ptr, ptr %42, align 8, !tbaa !19
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
  br i1 %52, label %45, label %74, !llvm.loop !82

53:                                               ; preds = %45
  %54 = trunc nuw nsw i64 %46 to i32
  %55 = getelementptr inbounds i8, ptr %12, i64 24
  %56 = load ptr, ptr %55, align 8, !tbaa !19
  %57 = getelementptr inbounds i8, ptr %5, i64 32
  %58 = load ptr, ptr %57, align 8, !tbaa !19
  %59 = getelementptr inbounds i8, ptr %56, i64 64
  %60 = load ptr, ptr %59, align 8, !tbaa !42
  %61 = ptrtoint ptr %58 to i64
  %62 = ptrtoint ptr %60 to i64
  %63 = sub i64 %61, %62
  %64 = lshr exact i64 %63, 2
  %65 = trunc i64 %64 to i32
  %66 = add nsw i32 %65, -1
  %67 = call fastcc ptr @getobjname(ptr noundef %56, i32 noundef %66, i32 noundef %54, ptr noundef nonnull %3)
  %68 = load ptr, ptr %3, align 8, !tbaa !37
  %69 = icmp eq ptr %67, null
  br i1 %69, label %74, label %70

70:                                               ; preds = %29, %53
  %71 = phi ptr [ %39, %29 ], [ %68, %53 ]
  %72 = phi ptr [ @.str.17, %29 ], [ %67, %53 ]
  %73 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.30, ptr noundef nonnull %72, ptr noundef %71) #14
  br label %74

74:                                               ; preds = %49, %40, %2, %53, %70
  %75 = phi ptr [ %73, %70 ], [ @.str.10, %53 ], [ @.str.10, %2 ], [ @.str.10, %40 ], [ @.str.10, %49 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #14
  ret ptr %75
}

; Function Attrs: noreturn nounwind uwtable
define hidden void @luaG_callerror(ptr noundef %0, ptr noundef %1) local_unnamed_addr #10 {
  %3 = alloca ptr, align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = load ptr, ptr %4, align 8, !tbaa !33
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #14
  store ptr null, ptr %3, align 8, !tbaa !37
  %6 = call fastcc ptr @funcnamefromcall(ptr noundef %0, ptr noundef %5, ptr noundef nonnull %3)
  %7 = icmp eq ptr %6, null
  br i1 %7, label %11, label %8

8:                                                ; preds = %2
  %9 = load ptr, ptr %3, align 8, !tbaa !37
  %10 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef nonnull %0, ptr noundef nonnull @.str.30, ptr noundef nonnull %6, ptr noundef %9) #14
  br label %13

11:                                               ; preds = %2
  %12 = tail call fastcc ptr @varinfo(ptr noundef nonnull %0, ptr noundef %1)
  br label %13

13:                                               ; preds = %11, %8
  %14 = phi ptr [ %10, %8 ], [ %12, %11 ]
  tail call fastcc void @typeerror(ptr noundef nonnull %0, ptr noundef %1, ptr noundef nonnull @.str.2, ptr noundef %14) #16
  unreachable
}

; Function Attrs: nounwind uwtable
define internal fastcc ptr @funcnamefromcall(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2) unnamed_addr #6 {
  %4 = getelementptr inbounds i8, ptr %1, i64 62
  %5 = load i16, ptr %4, align 2, !tbaa !34
  %6 = zext i16 %5 to i32
  %7 = and i32 %6, 8
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %3
  store ptr @.str.18, ptr %2, align 8, !tbaa !37
  br label %61

10:                                               ; preds = %3
  %11 = and i32 %6, 128
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %14, label %13

13:                                               ; preds = %10
  store ptr @.str.27, ptr %2, align 8, !tbaa !37
  br label %61

14:                                               ; preds = %10
  %15 = and i32 %6, 2
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %61

17:                                               ; preds = %14
  %18 = load ptr, ptr %1, align 8, !tbaa !19
  %19 = load ptr, ptr %18, align 8, !tbaa !19
  %20 = getelementptr inbounds i8, ptr %19, i64 24
  %21 = load ptr, ptr %20, align 8, !tbaa !19
  %22 = getelementptr inbounds i8, ptr %1, i64 32
  %23 = load ptr, ptr %22, align 8, !tbaa !19
  %24 = getelementptr inbounds i8, ptr %21, i64 64
  %25 = load ptr, ptr %24, align 8, !tbaa !42
  %26 = ptrtoint ptr %23 to i64
  %27 = ptrtoint ptr %25 to i64
  %28 = sub i64 %26, %27
  %29 = lshr exact i64 %28, 2
  %30 = trunc i64 %29 to i32
  %31 = add nsw i32 %30, -1
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr %25, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !18
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
  store ptr @.str.29, ptr %2, align 8, !tbaa !37
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
  %56 = load ptr, ptr %55, align 8, !tbaa !83
  %57 = getelementptr inbounds i8, ptr %56, i64 280
  %58 = getelementptr inbounds [25 x ptr], ptr %57, i64 0, i64 %54
  %59 = load ptr, ptr %58, align 8, !tbaa !37
  %60 = getelementptr inbounds i8, ptr %59, i64 26
  store ptr %60, ptr %2, align 8, !tbaa !37
  br label %61

61:                                               ; preds = %53, %40, %36, %17, %14, %13, %9
  %62 = phi ptr [ @.str.26, %9 ], [ @.str.28, %13 ], [ null, %14 ], [ @.str.28, %53 ], [ @.str.29, %40 ], [ %39, %36 ], [ null, %17 ]
  ret ptr %62
}

; Function Attrs: noreturn nounwind uwtable
define hidden void @luaG_forerror(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #10 {
  %4 = tail call ptr @luaT_objtypename(ptr noundef %0, ptr noundef %1) #14
  tail call void (ptr, ptr, ...) @luaG_runerror(ptr noundef %0, ptr noundef nonnull @.str.3, ptr noundef %2, ptr noundef %4) #16
  unreachable
}

; Function Attrs: noreturn nounwind uwtable
define hidden void @luaG_runerror(ptr noundef %0, ptr noundef %1, ...) local_unnamed_addr #10 {
  %3 = alloca [60 x i8], align 4
  %4 = alloca %struct.__va_list, align 8
  %5 = alloca %struct.__va_list, align 8
  %6 = getelementptr inbounds i8, ptr %0, i64 32
  %7 = load ptr, ptr %6, align 8, !tbaa !33
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #14
  %8 = getelementptr inbounds i8, ptr %0, i64 24
  %9 = load ptr, ptr %8, align 8, !tbaa !83
  %10 = getelementptr inbounds i8, ptr %9, i64 24
  %11 = load i64, ptr %10, align 8, !tbaa !84
  %12 = icmp sgt i64 %11, 0
  br i1 %12, label %13, label %14

13:                                               ; preds = %2
  tail call void @luaC_step(ptr noundef nonnull %0) #14
  br label %14

14:                                               ; preds = %13, %2
  call void @llvm.va_start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(32) %4, i64 32, i1 false), !tbaa.struct !87
  %15 = call ptr @luaO_pushvfstring(ptr noundef nonnull %0, ptr noundef %1, ptr noundef nonnull %5) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #14
  call void @llvm.va_end.p0(ptr nonnull %4)
  %16 = getelementptr inbounds i8, ptr %7, i64 62
  %17 = load i16, ptr %16, align 2, !tbaa !34
  %18 = and i16 %17, 2
  %19 = icmp eq i16 %18, 0
  br i1 %19, label %20, label %172

20:                                               ; preds = %14
  %21 = load ptr, ptr %7, align 8, !tbaa !19
  %22 = load ptr, ptr %21, align 8, !tbaa !19
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = load ptr, ptr %23, align 8, !tbaa !19
  %25 = getelementptr inbounds i8, ptr %24, i64 112
  %26 = load ptr, ptr %25, align 8, !tbaa !48
  %27 = getelementptr inbounds i8, ptr %7, i64 32
  %28 = load ptr, ptr %27, align 8, !tbaa !19
  %29 = getelementptr inbounds i8, ptr %24, i64 64
  %30 = load ptr, ptr %29, align 8, !tbaa !42
  %31 = ptrtoint ptr %28 to i64
  %32 = ptrtoint ptr %30 to i64
  %33 = sub i64 %31, %32
  %34 = lshr exact i64 %33, 2
  %35 = trunc i64 %34 to i32
  %36 = add nsw i32 %35, -1
  %37 = getelementptr inbounds i8, ptr %24, i64 88
  %38 = load ptr, ptr %37, align 8, !tbaa !6
  %39 = icmp eq ptr %38, null
  br i1 %39, label %143, label %40

40:                                               ; preds = %20
  %41 = getelementptr inbounds i8, ptr %24, i64 40
  %42 = load i32, ptr %41, align 8, !tbaa !12
  %43 = icmp eq i32 %42, 0
  br i1 %43, label %49, label %44

44:                                               ; preds = %40
  %45 = getelementptr inbounds i8, ptr %24, i64 96
  %46 = load ptr, ptr %45, align 8, !tbaa !13
  %47 = load i32, ptr %46, align 4, !tbaa !14
  %48 = icmp slt i32 %47, %35
  br i1 %48, label %51, label %49

49:                                               ; preds = %44, %40
  %50 = getelementptr inbounds i8, ptr %24, i64 44
  br label %72

51:                                               ; preds = %44
  %52 = lshr i32 %36, 7
  %53 = zext nneg i32 %52 to i64
  %54 = add nsw i64 %53, -1
  %55 = call i32 @llvm.smax.i32(i32 %42, i32 %52)
  %56 = add nsw i32 %55, -1
  br label %57

57:                                               ; preds = %61, %51
  %58 = phi i64 [ %62, %61 ], [ %54, %51 ]
  %59 = trunc i64 %58 to i32
  %60 = icmp eq i32 %56, %59
  br i1 %60, label %66, label %61

61:                                               ; preds = %57
  %62 = add nsw i64 %58, 1
  %63 = getelementptr inbounds %struct.AbsLineInfo, ptr %46, i64 %62
  %64 = load i32, ptr %63, align 4, !tbaa !14
  %65 = icmp slt i32 %64, %35
  br i1 %65, label %57, label %66, !llvm.loop !16

66:                                               ; preds = %61, %57
  %67 = phi i32 [ %56, %57 ], [ %59, %61 ]
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds %struct.AbsLineInfo, ptr %46, i64 %68
  %70 = load i32, ptr %69, align 4, !tbaa !14
  %71 = getelementptr inbounds %struct.AbsLineInfo, ptr %46, i64 %68, i32 1
  br label %72

72:                                               ; preds = %66, %49
  %73 = phi i32 [ -1, %49 ], [ %70, %66 ]
  %74 = phi ptr [ %50, %49 ], [ %71, %66 ]
  %75 = load i32, ptr %74, align 4, !tbaa !18
  %76 = icmp slt i32 %73, %36
  br i1 %76, label %77, label %143

77:                                               ; preds = %72
  %78 = sext i32 %73 to i64
  %79 = sext i32 %36 to i64
  %80 = sub nsw i64 %79, %78
  %81 = icmp ult i64 %80, 8
  br i1 %81, label %131, label %82

82:                                               ; preds = %77
  %83 = icmp ult i64 %80, 32
  br i1 %83, label %111, label %84

84:                                               ; preds = %82
  %85 = and i64 %80, -32
  %86 = insertelement <16 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %75, i64 0
  %87 = getelementptr i8, ptr %38, i64 %78
  br label %88

88:                                               ; preds = %88, %84
  %89 = phi i64 [ 0, %84 ], [ %101, %88 ]
  %90 = phi <16 x i32> [ %86, %84 ], [ %99, %88 ]
  %91 = phi <16 x i32> [ zeroinitializer, %84 ], [ %100, %88 ]
  %92 = getelementptr i8, ptr %87, i64 %89
  %93 = getelementptr i8, ptr %92, i64 1
  %94 = getelementptr i8, ptr %92, i64 17
  %95 = load <16 x i8>, ptr %93, align 1, !tbaa !19
  %96 = load <16 x i8>, ptr %94, align 1, !tbaa !19
  %97 = sext <16 x i8> %95 to <16 x i32>
  %98 = sext <16 x i8> %96 to <16 x i32>
  %99 = add <16 x i32> %90, %97
  %100 = add <16 x i32> %91, %98
  %101 = add nuw i64 %89, 32
  %102 = icmp eq i64 %101, %85
  br i1 %102, label %103, label %88, !llvm.loop !88

103:                                              ; preds = %88
  %104 = add <16 x i32> %100, %99
  %105 = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %104)
  %106 = icmp eq i64 %80, %85
  br i1 %106, label %143, label %107

107:                                              ; preds = %103
  %108 = add nsw i64 %85, %78
  %109 = and i64 %80, 24
  %110 = icmp eq i64 %109, 0
  br i1 %110, label %131, label %111

111:                                              ; preds = %82, %107
  %112 = phi i32 [ %105, %107 ], [ %75, %82 ]
  %113 = phi i64 [ %85, %107 ], [ 0, %82 ]
  %114 = and i64 %80, -8
  %115 = add nsw i64 %114, %78
  %116 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %112, i64 0
  %117 = getelementptr i8, ptr %38, i64 %78
  %118 = getelementptr i8, ptr %117, i64 1
  br label %119

119:                                              ; preds = %119, %111
  %120 = phi i64 [ %113, %111 ], [ %126, %119 ]
  %121 = phi <8 x i32> [ %116, %111 ], [ %125, %119 ]
  %122 = getelementptr i8, ptr %118, i64 %120
  %123 = load <8 x i8>, ptr %122, align 1, !tbaa !19
  %124 = sext <8 x i8> %123 to <8 x i32>
  %125 = add <8 x i32> %121, %124
  %126 = add nuw i64 %120, 8
  %127 = icmp eq i64 %126, %114
  br i1 %127, label %128, label %119, !llvm.loop !89

128:                                              ; preds = %119
  %129 = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %125)
  %130 = icmp eq i64 %80, %114
  br i1 %130, label %143, label %131

131:                                              ; preds = %128, %77, %107
  %132 = phi i64 [ %78, %77 ], [ %108, %107 ], [ %115, %128 ]
  %133 = phi i32 [ %75, %77 ], [ %105, %107 ], [ %129, %128 ]
  br label %134

134:                                              ; preds = %131, %134
  %135 = phi i64 [ %137, %134 ], [ %132, %131 ]
  %136 = phi i32 [ %141, %134 ], [ %133, %131 ]
  %137 = add nsw i64 %135, 1
  %138 = getelementptr inbounds i8, ptr %38, i64 %137
  %139 = load i8, ptr %138, align 1, !tbaa !19
  %140 = sext i8 %139 to i32
  %141 = add nsw i32 %136, %140
  %142 = icmp eq i64 %137, %79
  br i1 %142, label %143, label %134, !llvm.loop !90

143:                                              ; preds = %134, %103, %128, %20, %72
  %144 = phi i32 [ -1, %20 ], [ %75, %72 ], [ %105, %103 ], [ %129, %128 ], [ %141, %134 ]
  call void @llvm.lifetime.start.p0(i64 60, ptr nonnull %3) #14
  %145 = icmp eq ptr %26, null
  br i1 %145, label %158, label %146

146:                                              ; preds = %143
  %147 = getelementptr inbounds i8, ptr %26, i64 24
  %148 = getelementptr inbounds i8, ptr %26, i64 11
  %149 = load i8, ptr %148, align 1, !tbaa !49
  %150 = icmp eq i8 %149, -1
  br i1 %150, label %153, label %151

151:                                              ; preds = %146
  %152 = zext i8 %149 to i64
  br label %156

153:                                              ; preds = %146
  %154 = getelementptr inbounds i8, ptr %26, i64 16
  %155 = load i64, ptr %154, align 8, !tbaa !19
  br label %156

156:                                              ; preds = %153, %151
  %157 = phi i64 [ %152, %151 ], [ %155, %153 ]
  call void @luaO_chunkid(ptr noundef nonnull %3, ptr noundef nonnull %147, i64 noundef %157) #14
  br label %160

158:                                              ; preds = %143
  store i8 63, ptr %3, align 4, !tbaa !19
  %159 = getelementptr inbounds i8, ptr %3, i64 1
  store i8 0, ptr %159, align 1, !tbaa !19
  br label %160

160:                                              ; preds = %156, %158
  %161 = call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.8, ptr noundef nonnull %3, i32 noundef %144, ptr noundef %15) #14
  call void @llvm.lifetime.end.p0(i64 60, ptr nonnull %3) #14
  %162 = getelementptr inbounds i8, ptr %0, i64 16
  %163 = load ptr, ptr %162, align 8, !tbaa !19
  %164 = getelementptr inbounds i8, ptr %163, i64 -32
  %165 = getelementptr inbounds i8, ptr %163, i64 -16
  %166 = load i64, ptr %165, align 8, !tbaa !19
  store i64 %166, ptr %164, align 8, !tbaa !19
  %167 = getelementptr inbounds i8, ptr %163, i64 -8
  %168 = load i8, ptr %167, align 8, !tbaa !44
  %169 = getelementptr inbounds i8, ptr %163, i64 -24
  store i8 %168, ptr %169, align 8, !tbaa !44
  %170 = load ptr, ptr %162, align 8, !tbaa !19
  %171 = getelementptr inbounds i8, ptr %170, i64 -16
  store ptr %171, ptr %162, align 8, !tbaa !19
  br label %172

172:                                              ; preds = %160, %14
  call void @luaG_errormsg(ptr noundef nonnull %0) #16
  unreachable
}

declare hidden ptr @luaT_objtypename(ptr noundef, ptr noundef) local_unnamed_addr #7

; Function Attrs: noreturn nounwind uwtable
define hidden void @luaG_concaterror(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #10 {
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i8, ptr %4, align 8, !tbaa !44
  %6 = and i8 %5, 15
  %7 = add nsw i8 %6, -3
  %8 = icmp ult i8 %7, 2
  %9 = select i1 %8, ptr %2, ptr %1
  tail call void @luaG_typeerror(ptr noundef %0, ptr noundef %9, ptr noundef nonnull @.str.4) #16
  unreachable
}

; Function Attrs: noreturn nounwind uwtable
define hidden void @luaG_opinterror(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) local_unnamed_addr #10 {
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load i8, ptr %5, align 8, !tbaa !44
  %7 = and i8 %6, 15
  %8 = icmp eq i8 %7, 3
  %9 = select i1 %8, ptr %2, ptr %1
  tail call void @luaG_typeerror(ptr noundef %0, ptr noundef %9, ptr noundef %3) #16
  unreachable
}

; Function Attrs: noreturn nounwind uwtable
define hidden void @luaG_tointerror(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #10 {
  %4 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #14
  %5 = call i32 @luaV_tointegerns(ptr noundef %1, ptr noundef nonnull %4, i32 noundef 0) #14
  %6 = icmp eq i32 %5, 0
  %7 = select i1 %6, ptr %1, ptr %2
  %8 = call fastcc ptr @varinfo(ptr noundef %0, ptr noundef %7)
  call void (ptr, ptr, ...) @luaG_runerror(ptr noundef %0, ptr noundef nonnull @.str.5, ptr noundef %8) #16
  unreachable
}

declare hidden i32 @luaV_tointegerns(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: noreturn nounwind uwtable
define hidden void @luaG_ordererror(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #10 {
  %4 = tail call ptr @luaT_objtypename(ptr noundef %0, ptr noundef %1) #14
  %5 = tail call ptr @luaT_objtypename(ptr noundef %0, ptr noundef %2) #14
  %6 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %4, ptr noundef nonnull dereferenceable(1) %5) #15
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %3
  tail call void (ptr, ptr, ...) @luaG_runerror(ptr noundef %0, ptr noundef nonnull @.str.6, ptr noundef %4) #16
  unreachable

9:                                                ; preds = %3
  tail call void (ptr, ptr, ...) @luaG_runerror(ptr noundef %0, ptr noundef nonnull @.str.7, ptr noundef %4, ptr noundef %5) #16
  unreachable
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: nounwind uwtable
define hidden ptr @luaG_addinfo(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #6 {
  %5 = alloca [60 x i8], align 4
  call void @llvm.lifetime.start.p0(i64 60, ptr nonnull %5) #14
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
  %16 = load i64, ptr %15, align 8, !tbaa !19
  br label %17

17:                                               ; preds = %14, %12
  %18 = phi i64 [ %13, %12 ], [ %16, %14 ]
  call void @luaO_chunkid(ptr noundef nonnull %5, ptr noundef nonnull %8, i64 noundef %18) #14
  br label %21

19:                                               ; preds = %4
  store i8 63, ptr %5, align 4, !tbaa !19
  %20 = getelementptr inbounds i8, ptr %5, i64 1
  store i8 0, ptr %20, align 1, !tbaa !19
  br label %21

21:                                               ; preds = %19, %17
  %22 = call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %0, ptr noundef nonnull @.str.8, ptr noundef nonnull %5, i32 noundef %3, ptr noundef %1) #14
  call void @llvm.lifetime.end.p0(i64 60, ptr nonnull %5) #14
  ret ptr %22
}

declare hidden void @luaO_chunkid(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #7

declare hidden ptr @luaO_pushfstring(ptr noundef, ptr noundef, ...) local_unnamed_addr #7

; Function Attrs: noreturn nounwind uwtable
define hidden void @luaG_errormsg(ptr noundef %0) local_unnamed_addr #10 {
  %2 = getelementptr inbounds i8, ptr %0, i64 168
  %3 = load i64, ptr %2, align 8, !tbaa !91
  %4 = icmp eq i64 %3, 0
  br i1 %4, label %25, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 48
  %7 = load ptr, ptr %6, align 8, !tbaa !19
  %8 = getelementptr inbounds i8, ptr %7, i64 %3
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  %10 = load ptr, ptr %9, align 8, !tbaa !19
  %11 = getelementptr inbounds i8, ptr %10, i64 -16
  %12 = load i64, ptr %11, align 8, !tbaa !19
  store i64 %12, ptr %10, align 8, !tbaa !19
  %13 = getelementptr inbounds i8, ptr %10, i64 -8
  %14 = load i8, ptr %13, align 8, !tbaa !44
  %15 = getelementptr inbounds i8, ptr %10, i64 8
  store i8 %14, ptr %15, align 8, !tbaa !44
  %16 = load ptr, ptr %9, align 8, !tbaa !19
  %17 = getelementptr inbounds i8, ptr %16, i64 -16
  %18 = load i64, ptr %8, align 8, !tbaa !19
  store i64 %18, ptr %17, align 8, !tbaa !19
  %19 = getelementptr inbounds i8, ptr %8, i64 8
  %20 = load i8, ptr %19, align 8, !tbaa !44
  %21 = getelementptr inbounds i8, ptr %16, i64 -8
  store i8 %20, ptr %21, align 8, !tbaa !44
  %22 = load ptr, ptr %9, align 8, !tbaa !19
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  store ptr %23, ptr %9, align 8, !tbaa !19
  %24 = getelementptr inbounds i8, ptr %22, i64 -16
  tail call void @luaD_callnoyield(ptr noundef nonnull %0, ptr noundef nonnull %24, i32 noundef 1) #14
  br label %25

25:                                               ; preds = %5, %1
  tail call void @luaD_throw(ptr noundef nonnull %0, i32 noundef 2) #17
  unreachable
}

declare hidden void @luaD_callnoyield(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: noreturn
declare hidden void @luaD_throw(ptr noundef, i32 noundef) local_unnamed_addr #11

declare hidden void @luaC_step(ptr noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #12

declare hidden ptr @luaO_pushvfstring(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #12

; Function Attrs: nounwind uwtable
define hidden range(i32 0, 2) i32 @luaG_tracecall(ptr noundef %0) local_unnamed_addr #6 {
  %2 = getelementptr inbounds i8, ptr %0, i64 32
  %3 = load ptr, ptr %2, align 8, !tbaa !33
  %4 = load ptr, ptr %3, align 8, !tbaa !19
  %5 = load ptr, ptr %4, align 8, !tbaa !19
  %6 = getelementptr inbounds i8, ptr %5, i64 24
  %7 = load ptr, ptr %6, align 8, !tbaa !19
  %8 = getelementptr inbounds i8, ptr %3, i64 32
  %9 = getelementptr inbounds i8, ptr %3, i64 40
  store volatile i32 1, ptr %9, align 8, !tbaa !19
  %10 = load ptr, ptr %8, align 8, !tbaa !19
  %11 = getelementptr inbounds i8, ptr %7, i64 64
  %12 = load ptr, ptr %11, align 8, !tbaa !42
  %13 = icmp eq ptr %10, %12
  br i1 %13, label %14, label %24

14:                                               ; preds = %1
  %15 = getelementptr inbounds i8, ptr %7, i64 11
  %16 = load i8, ptr %15, align 1, !tbaa !41
  %17 = icmp eq i8 %16, 0
  br i1 %17, label %18, label %24

18:                                               ; preds = %14
  %19 = getelementptr inbounds i8, ptr %3, i64 62
  %20 = load i16, ptr %19, align 2, !tbaa !34
  %21 = and i16 %20, 64
  %22 = icmp eq i16 %21, 0
  br i1 %22, label %23, label %24

23:                                               ; preds = %18
  tail call void @luaD_hookcall(ptr noundef nonnull %0, ptr noundef nonnull %3) #14
  br label %24

24:                                               ; preds = %1, %18, %23, %14
  %25 = phi i32 [ 0, %14 ], [ 1, %23 ], [ 1, %18 ], [ 1, %1 ]
  ret i32 %25
}

declare hidden void @luaD_hookcall(ptr noundef, ptr noundef) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define hidden range(i32 0, 2) i32 @luaG_traceexec(ptr noundef %0, ptr noundef %1) local_unnamed_addr #6 {
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  %4 = load ptr, ptr %3, align 8, !tbaa !33
  %5 = getelementptr inbounds i8, ptr %0, i64 192
  %6 = load volatile i32, ptr %5, align 8, !tbaa !32
  %7 = load ptr, ptr %4, align 8, !tbaa !19
  %8 = load ptr, ptr %7, align 8, !tbaa !19
  %9 = getelementptr inbounds i8, ptr %8, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !19
  %11 = and i32 %6, 12
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %15

13:                                               ; preds = %2
  %14 = getelementptr inbounds i8, ptr %4, i64 40
  store volatile i32 0, ptr %14, align 8, !tbaa !19
  br label %431

15:                                               ; preds = %2
  %16 = getelementptr inbounds i8, ptr %1, i64 4
  %17 = getelementptr inbounds i8, ptr %4, i64 32
  store ptr %16, ptr %17, align 8, !tbaa !19
  %18 = and i32 %6, 8
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %28, label %20

20:                                               ; preds = %15
  %21 = getelementptr inbounds i8, ptr %0, i64 188
  %22 = load i32, ptr %21, align 4, !tbaa !31
  %23 = add nsw i32 %22, -1
  store i32 %23, ptr %21, align 4, !tbaa !31
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %25, label %28

25:                                               ; preds = %20
  %26 = getelementptr inbounds i8, ptr %0, i64 184
  %27 = load i32, ptr %26, align 8, !tbaa !30
  store i32 %27, ptr %21, align 4, !tbaa !31
  br label %31

28:                                               ; preds = %15, %20
  %29 = and i32 %6, 4
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %431, label %31

31:                                               ; preds = %28, %25
  %32 = phi i1 [ false, %28 ], [ true, %25 ]
  %33 = getelementptr inbounds i8, ptr %4, i64 62
  %34 = load i16, ptr %33, align 2, !tbaa !34
  %35 = and i16 %34, 64
  %36 = icmp eq i16 %35, 0
  br i1 %36, label %39, label %37

37:                                               ; preds = %31
  %38 = and i16 %34, -65
  store i16 %38, ptr %33, align 2, !tbaa !34
  br label %431

39:                                               ; preds = %31
  %40 = load ptr, ptr %17, align 8, !tbaa !19
  %41 = getelementptr inbounds i8, ptr %40, i64 -4
  %42 = load i32, ptr %41, align 4, !tbaa !18
  %43 = and i32 %42, 127
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds [83 x i8], ptr @luaP_opmodes, i64 0, i64 %44
  %46 = load i8, ptr %45, align 1, !tbaa !19
  %47 = and i8 %46, 32
  %48 = icmp ne i8 %47, 0
  %49 = and i32 %42, 16711680
  %50 = icmp eq i32 %49, 0
  %51 = and i1 %50, %48
  br i1 %51, label %56, label %52

52:                                               ; preds = %39
  %53 = getelementptr inbounds i8, ptr %4, i64 8
  %54 = load ptr, ptr %53, align 8, !tbaa !19
  %55 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %54, ptr %55, align 8, !tbaa !19
  br label %56

56:                                               ; preds = %39, %52
  br i1 %32, label %57, label %58

57:                                               ; preds = %56
  tail call void @luaD_hook(ptr noundef nonnull %0, i32 noundef 3, i32 noundef -1, i32 noundef 0, i32 noundef 0) #14
  br label %58

58:                                               ; preds = %57, %56
  %59 = and i32 %6, 4
  %60 = icmp eq i32 %59, 0
  br i1 %60, label %421, label %61

61:                                               ; preds = %58
  %62 = getelementptr inbounds i8, ptr %0, i64 180
  %63 = load i32, ptr %62, align 4, !tbaa !92
  %64 = getelementptr inbounds i8, ptr %10, i64 24
  %65 = load i32, ptr %64, align 8, !tbaa !93
  %66 = icmp slt i32 %63, %65
  %67 = select i1 %66, i32 %63, i32 0
  %68 = getelementptr inbounds i8, ptr %10, i64 64
  %69 = load ptr, ptr %68, align 8, !tbaa !42
  %70 = ptrtoint ptr %16 to i64
  %71 = ptrtoint ptr %69 to i64
  %72 = sub i64 %70, %71
  %73 = lshr exact i64 %72, 2
  %74 = trunc i64 %73 to i32
  %75 = add nsw i32 %74, -1
  %76 = icmp sgt i32 %75, %67
  %77 = getelementptr inbounds i8, ptr %10, i64 88
  %78 = load ptr, ptr %77, align 8, !tbaa !6
  br i1 %76, label %79, label %310

79:                                               ; preds = %61
  %80 = icmp eq ptr %78, null
  br i1 %80, label %420, label %81

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
  %91 = load i8, ptr %90, align 1, !tbaa !19
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
  br i1 %99, label %420, label %312

100:                                              ; preds = %86, %81
  %101 = getelementptr inbounds i8, ptr %10, i64 40
  %102 = load i32, ptr %101, align 8, !tbaa !12
  %103 = icmp eq i32 %102, 0
  br i1 %103, label %109, label %104

104:                                              ; preds = %100
  %105 = getelementptr inbounds i8, ptr %10, i64 96
  %106 = load ptr, ptr %105, align 8, !tbaa !13
  %107 = load i32, ptr %106, align 4, !tbaa !14
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
  %124 = load i32, ptr %123, align 4, !tbaa !14
  %125 = icmp sgt i32 %124, %67
  br i1 %125, label %126, label %117, !llvm.loop !16

126:                                              ; preds = %121, %117
  %127 = phi i32 [ %116, %117 ], [ %119, %121 ]
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds %struct.AbsLineInfo, ptr %106, i64 %128
  %130 = load i32, ptr %129, align 4, !tbaa !14
  %131 = getelementptr inbounds %struct.AbsLineInfo, ptr %106, i64 %128, i32 1
  br label %132

132:                                              ; preds = %126, %109
  %133 = phi i32 [ -1, %109 ], [ %130, %126 ]
  %134 = phi ptr [ %110, %109 ], [ %131, %126 ]
  %135 = load i32, ptr %134, align 4, !tbaa !18
  %136 = icmp slt i32 %133, %67
  br i1 %136, label %137, label %203

137:                                              ; preds = %132
  %138 = sext i32 %133 to i64
  %139 = sext i32 %67 to i64
  %140 = sub nsw i64 %139, %138
  %141 = icmp ult i64 %140, 8
  br i1 %141, label %191, label %142

142:                                              ; preds = %137
  %143 = icmp ult i64 %140, 32
  br i1 %143, label %171, label %144

144:                                              ; preds = %142
  %145 = and i64 %140, -32
  %146 = insertelement <16 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %135, i64 0
  %147 = getelementptr i8, ptr %78, i64 %138
  br label %148

148:                                              ; preds = %148, %144
  %149 = phi i64 [ 0, %144 ], [ %161, %148 ]
  %150 = phi <16 x i32> [ %146, %144 ], [ %159, %148 ]
  %151 = phi <16 x i32> [ zeroinitializer, %144 ], [ %160, %148 ]
  %152 = getelementptr i8, ptr %147, i64 %149
  %153 = getelementptr i8, ptr %152, i64 1
  %154 = getelementptr i8, ptr %152, i64 17
  %155 = load <16 x i8>, ptr %153, align 1, !tbaa !19
  %156 = load <16 x i8>, ptr %154, align 1, !tbaa !19
  %157 = sext <16 x i8> %155 to <16 x i32>
  %158 = sext <16 x i8> %156 to <16 x i32>
  %159 = add <16 x i32> %150, %157
  %160 = add <16 x i32> %151, %158
  %161 = add nuw i64 %149, 32
  %162 = icmp eq i64 %161, %145
  br i1 %162, label %163, label %148, !llvm.loop !94

163:                                              ; preds = %148
  %164 = add <16 x i32> %160, %159
  %165 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %164)
  %166 = icmp eq i64 %140, %145
  br i1 %166, label %203, label %167

167:                                              ; preds = %163
  %168 = add nsw i64 %145, %138
  %169 = and i64 %140, 24
  %170 = icmp eq i64 %169, 0
  br i1 %170, label %191, label %171

171:                                              ; preds = %142, %167
  %172 = phi i32 [ %165, %167 ], [ %135, %142 ]
  %173 = phi i64 [ %145, %167 ], [ 0, %142 ]
  %174 = and i64 %140, -8
  %175 = add nsw i64 %174, %138
  %176 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %172, i64 0
  %177 = getelementptr i8, ptr %78, i64 %138
  %178 = getelementptr i8, ptr %177, i64 1
  br label %179

179:                                              ; preds = %179, %171
  %180 = phi i64 [ %173, %171 ], [ %186, %179 ]
  %181 = phi <8 x i32> [ %176, %171 ], [ %185, %179 ]
  %182 = getelementptr i8, ptr %178, i64 %180
  %183 = load <8 x i8>, ptr %182, align 1, !tbaa !19
  %184 = sext <8 x i8> %183 to <8 x i32>
  %185 = add <8 x i32> %181, %184
  %186 = add nuw i64 %180, 8
  %187 = icmp eq i64 %186, %174
  br i1 %187, label %188, label %179, !llvm.loop !95

188:                                              ; preds = %179
  %189 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %185)
  %190 = icmp eq i64 %140, %174
  br i1 %190, label %203, label %191

191:                                              ; preds = %188, %137, %167
  %192 = phi i64 [ %138, %137 ], [ %168, %167 ], [ %175, %188 ]
  %193 = phi i32 [ %135, %137 ], [ %165, %167 ], [ %189, %188 ]
  br label %194

194:                                              ; preds = %191, %194
  %195 = phi i64 [ %197, %194 ], [ %192, %191 ]
  %196 = phi i32 [ %201, %194 ], [ %193, %191 ]
  %197 = add nsw i64 %195, 1
  %198 = getelementptr inbounds i8, ptr %78, i64 %197
  %199 = load i8, ptr %198, align 1, !tbaa !19
  %200 = sext i8 %199 to i32
  %201 = add nsw i32 %196, %200
  %202 = icmp eq i64 %197, %139
  br i1 %202, label %203, label %194, !llvm.loop !96

203:                                              ; preds = %194, %163, %188, %132
  %204 = phi i32 [ %135, %132 ], [ %165, %163 ], [ %189, %188 ], [ %201, %194 ]
  br i1 %103, label %210, label %205

205:                                              ; preds = %203
  %206 = getelementptr inbounds i8, ptr %10, i64 96
  %207 = load ptr, ptr %206, align 8, !tbaa !13
  %208 = load i32, ptr %207, align 4, !tbaa !14
  %209 = icmp slt i32 %208, %74
  br i1 %209, label %212, label %210

210:                                              ; preds = %205, %203
  %211 = getelementptr inbounds i8, ptr %10, i64 44
  br label %233

212:                                              ; preds = %205
  %213 = lshr i32 %75, 7
  %214 = zext nneg i32 %213 to i64
  %215 = add nsw i64 %214, -1
  %216 = tail call i32 @llvm.smax.i32(i32 %102, i32 %213)
  %217 = add nsw i32 %216, -1
  br label %218

218:                                              ; preds = %222, %212
  %219 = phi i64 [ %223, %222 ], [ %215, %212 ]
  %220 = trunc i64 %219 to i32
  %221 = icmp eq i32 %217, %220
  br i1 %221, label %227, label %222

222:                                              ; preds = %218
  %223 = add nsw i64 %219, 1
  %224 = getelementptr inbounds %struct.AbsLineInfo, ptr %207, i64 %223
  %225 = load i32, ptr %224, align 4, !tbaa !14
  %226 = icmp slt i32 %225, %74
  br i1 %226, label %218, label %227, !llvm.loop !16

227:                                              ; preds = %222, %218
  %228 = phi i32 [ %217, %218 ], [ %220, %222 ]
  %229 = sext i32 %228 to i64
  %230 = getelementptr inbounds %struct.AbsLineInfo, ptr %207, i64 %229
  %231 = load i32, ptr %230, align 4, !tbaa !14
  %232 = getelementptr inbounds %struct.AbsLineInfo, ptr %207, i64 %229, i32 1
  br label %233

233:                                              ; preds = %227, %210
  %234 = phi i32 [ -1, %210 ], [ %231, %227 ]
  %235 = phi ptr [ %211, %210 ], [ %232, %227 ]
  %236 = load i32, ptr %235, align 4, !tbaa !18
  %237 = icmp slt i32 %234, %75
  br i1 %237, label %238, label %307

238:                                              ; preds = %233
  %239 = sext i32 %234 to i64
  %240 = sext i32 %75 to i64
  %241 = shl i64 %72, 30
  %242 = ashr i64 %241, 32
  %243 = xor i64 %239, -1
  %244 = add nsw i64 %242, %243
  %245 = icmp ult i64 %244, 8
  br i1 %245, label %295, label %246

246:                                              ; preds = %238
  %247 = icmp ult i64 %244, 32
  br i1 %247, label %275, label %248

248:                                              ; preds = %246
  %249 = and i64 %244, -32
  %250 = insertelement <16 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %236, i64 0
  %251 = getelementptr i8, ptr %78, i64 %239
  br label %252

252:                                              ; preds = %252, %248
  %253 = phi i64 [ 0, %248 ], [ %265, %252 ]
  %254 = phi <16 x i32> [ %250, %248 ], [ %263, %252 ]
  %255 = phi <16 x i32> [ zeroinitializer, %248 ], [ %264, %252 ]
  %256 = getelementptr i8, ptr %251, i64 %253
  %257 = getelementptr i8, ptr %256, i64 1
  %258 = getelementptr i8, ptr %256, i64 17
  %259 = load <16 x i8>, ptr %257, align 1, !tbaa !19
  %260 = load <16 x i8>, ptr %258, align 1, !tbaa !19
  %261 = sext <16 x i8> %259 to <16 x i32>
  %262 = sext <16 x i8> %260 to <16 x i32>
  %263 = add <16 x i32> %254, %261
  %264 = add <16 x i32> %255, %262
  %265 = add nuw i64 %253, 32
  %266 = icmp eq i64 %265, %249
  br i1 %266, label %267, label %252, !llvm.loop !97

267:                                              ; preds = %252
  %268 = add <16 x i32> %264, %263
  %269 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %268)
  %270 = icmp eq i64 %244, %249
  br i1 %270, label %307, label %271

271:                                              ; preds = %267
  %272 = add nsw i64 %249, %239
  %273 = and i64 %244, 24
  %274 = icmp eq i64 %273, 0
  br i1 %274, label %295, label %275

275:                                              ; preds = %246, %271
  %276 = phi i32 [ %269, %271 ], [ %236, %246 ]
  %277 = phi i64 [ %249, %271 ], [ 0, %246 ]
  %278 = and i64 %244, -8
  %279 = add nsw i64 %278, %239
  %280 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %276, i64 0
  %281 = getelementptr i8, ptr %78, i64 %239
  %282 = getelementptr i8, ptr %281, i64 1
  br label %283

283:                                              ; preds = %283, %275
  %284 = phi i64 [ %277, %275 ], [ %290, %283 ]
  %285 = phi <8 x i32> [ %280, %275 ], [ %289, %283 ]
  %286 = getelementptr i8, ptr %282, i64 %284
  %287 = load <8 x i8>, ptr %286, align 1, !tbaa !19
  %288 = sext <8 x i8> %287 to <8 x i32>
  %289 = add <8 x i32> %285, %288
  %290 = add nuw i64 %284, 8
  %291 = icmp eq i64 %290, %278
  br i1 %291, label %292, label %283, !llvm.loop !98

292:                                              ; preds = %283
  %293 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %289)
  %294 = icmp eq i64 %244, %278
  br i1 %294, label %307, label %295

295:                                              ; preds = %292, %238, %271
  %296 = phi i64 [ %239, %238 ], [ %272, %271 ], [ %279, %292 ]
  %297 = phi i32 [ %236, %238 ], [ %269, %271 ], [ %293, %292 ]
  br label %298

298:                                              ; preds = %295, %298
  %299 = phi i64 [ %301, %298 ], [ %296, %295 ]
  %300 = phi i32 [ %305, %298 ], [ %297, %295 ]
  %301 = add nsw i64 %299, 1
  %302 = getelementptr inbounds i8, ptr %78, i64 %301
  %303 = load i8, ptr %302, align 1, !tbaa !19
  %304 = sext i8 %303 to i32
  %305 = add nsw i32 %300, %304
  %306 = icmp eq i64 %301, %240
  br i1 %306, label %307, label %298, !llvm.loop !99

307:                                              ; preds = %298, %267, %292, %233
  %308 = phi i32 [ %236, %233 ], [ %269, %267 ], [ %293, %292 ], [ %305, %298 ]
  %309 = icmp eq i32 %204, %308
  br i1 %309, label %420, label %310

310:                                              ; preds = %61, %307
  %311 = icmp eq ptr %78, null
  br i1 %311, label %418, label %312

312:                                              ; preds = %98, %310
  %313 = getelementptr inbounds i8, ptr %10, i64 40
  %314 = load i32, ptr %313, align 8, !tbaa !12
  %315 = icmp eq i32 %314, 0
  br i1 %315, label %321, label %316

316:                                              ; preds = %312
  %317 = getelementptr inbounds i8, ptr %10, i64 96
  %318 = load ptr, ptr %317, align 8, !tbaa !13
  %319 = load i32, ptr %318, align 4, !tbaa !14
  %320 = icmp slt i32 %319, %74
  br i1 %320, label %323, label %321

321:                                              ; preds = %316, %312
  %322 = getelementptr inbounds i8, ptr %10, i64 44
  br label %344

323:                                              ; preds = %316
  %324 = lshr i32 %75, 7
  %325 = zext nneg i32 %324 to i64
  %326 = add nsw i64 %325, -1
  %327 = tail call i32 @llvm.smax.i32(i32 %314, i32 %324)
  %328 = add nsw i32 %327, -1
  br label %329

329:                                              ; preds = %333, %323
  %330 = phi i64 [ %334, %333 ], [ %326, %323 ]
  %331 = trunc i64 %330 to i32
  %332 = icmp eq i32 %328, %331
  br i1 %332, label %338, label %333

333:                                              ; preds = %329
  %334 = add nsw i64 %330, 1
  %335 = getelementptr inbounds %struct.AbsLineInfo, ptr %318, i64 %334
  %336 = load i32, ptr %335, align 4, !tbaa !14
  %337 = icmp slt i32 %336, %74
  br i1 %337, label %329, label %338, !llvm.loop !16

338:                                              ; preds = %333, %329
  %339 = phi i32 [ %328, %329 ], [ %331, %333 ]
  %340 = sext i32 %339 to i64
  %341 = getelementptr inbounds %struct.AbsLineInfo, ptr %318, i64 %340
  %342 = load i32, ptr %341, align 4, !tbaa !14
  %343 = getelementptr inbounds %struct.AbsLineInfo, ptr %318, i64 %340, i32 1
  br label %344

344:                                              ; preds = %338, %321
  %345 = phi i32 [ -1, %321 ], [ %342, %338 ]
  %346 = phi ptr [ %322, %321 ], [ %343, %338 ]
  %347 = load i32, ptr %346, align 4, !tbaa !18
  %348 = icmp slt i32 %345, %75
  br i1 %348, label %349, label %418

349:                                              ; preds = %344
  %350 = sext i32 %345 to i64
  %351 = sext i32 %75 to i64
  %352 = shl i64 %72, 30
  %353 = ashr i64 %352, 32
  %354 = xor i64 %350, -1
  %355 = add nsw i64 %353, %354
  %356 = icmp ult i64 %355, 8
  br i1 %356, label %406, label %357

357:                                              ; preds = %349
  %358 = icmp ult i64 %355, 32
  br i1 %358, label %386, label %359

359:                                              ; preds = %357
  %360 = and i64 %355, -32
  %361 = insertelement <16 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %347, i64 0
  %362 = getelementptr i8, ptr %78, i64 %350
  br label %363

363:                                              ; preds = %363, %359
  %364 = phi i64 [ 0, %359 ], [ %376, %363 ]
  %365 = phi <16 x i32> [ %361, %359 ], [ %374, %363 ]
  %366 = phi <16 x i32> [ zeroinitializer, %359 ], [ %375, %363 ]
  %367 = getelementptr i8, ptr %362, i64 %364
  %368 = getelementptr i8, ptr %367, i64 1
  %369 = getelementptr i8, ptr %367, i64 17
  %370 = load <16 x i8>, ptr %368, align 1, !tbaa !19
  %371 = load <16 x i8>, ptr %369, align 1, !tbaa !19
  %372 = sext <16 x i8> %370 to <16 x i32>
  %373 = sext <16 x i8> %371 to <16 x i32>
  %374 = add <16 x i32> %365, %372
  %375 = add <16 x i32> %366, %373
  %376 = add nuw i64 %364, 32
  %377 = icmp eq i64 %376, %360
  br i1 %377, label %378, label %363, !llvm.loop !100

378:                                              ; preds = %363
  %379 = add <16 x i32> %375, %374
  %380 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %379)
  %381 = icmp eq i64 %355, %360
  br i1 %381, label %418, label %382

382:                                              ; preds = %378
  %383 = add nsw i64 %360, %350
  %384 = and i64 %355, 24
  %385 = icmp eq i64 %384, 0
  br i1 %385, label %406, label %386

386:                                              ; preds = %357, %382
  %387 = phi i32 [ %380, %382 ], [ %347, %357 ]
  %388 = phi i64 [ %360, %382 ], [ 0, %357 ]
  %389 = and i64 %355, -8
  %390 = add nsw i64 %389, %350
  %391 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %387, i64 0
  %392 = getelementptr i8, ptr %78, i64 %350
  %393 = getelementptr i8, ptr %392, i64 1
  br label %394

394:                                              ; preds = %394, %386
  %395 = phi i64 [ %388, %386 ], [ %401, %394 ]
  %396 = phi <8 x i32> [ %391, %386 ], [ %400, %394 ]
  %397 = getelementptr i8, ptr %393, i64 %395
  %398 = load <8 x i8>, ptr %397, align 1, !tbaa !19
  %399 = sext <8 x i8> %398 to <8 x i32>
  %400 = add <8 x i32> %396, %399
  %401 = add nuw i64 %395, 8
  %402 = icmp eq i64 %401, %389
  br i1 %402, label %403, label %394, !llvm.loop !101

403:                                              ; preds = %394
  %404 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %400)
  %405 = icmp eq i64 %355, %389
  br i1 %405, label %418, label %406

406:                                              ; preds = %403, %349, %382
  %407 = phi i64 [ %350, %349 ], [ %383, %382 ], [ %390, %403 ]
  %408 = phi i32 [ %347, %349 ], [ %380, %382 ], [ %404, %403 ]
  br label %409

409:                                              ; preds = %406, %409
  %410 = phi i64 [ %412, %409 ], [ %407, %406 ]
  %411 = phi i32 [ %416, %409 ], [ %408, %406 ]
  %412 = add nsw i64 %410, 1
  %413 = getelementptr inbounds i8, ptr %78, i64 %412
  %414 = load i8, ptr %413, align 1, !tbaa !19
  %415 = sext i8 %414 to i32
  %416 = add nsw i32 %411, %415
  %417 = icmp eq i64 %412, %351
  br i1 %417, label %418, label %409, !llvm.loop !102

418:                                              ; preds = %409, %378, %403, %310, %344
  %419 = phi i32 [ -1, %310 ], [ %347, %344 ], [ %380, %378 ], [ %404, %403 ], [ %416, %409 ]
  tail call void @luaD_hook(ptr noundef %0, i32 noundef 2, i32 noundef %419, i32 noundef 0, i32 noundef 0) #14
  br label %420

420:                                              ; preds = %98, %79, %418, %307
  store i32 %75, ptr %62, align 4, !tbaa !92
  br label %421

421:                                              ; preds = %420, %58
  %422 = getelementptr inbounds i8, ptr %0, i64 10
  %423 = load i8, ptr %422, align 2, !tbaa !103
  %424 = icmp eq i8 %423, 1
  br i1 %424, label %425, label %431

425:                                              ; preds = %421
  br i1 %32, label %426, label %428

426:                                              ; preds = %425
  %427 = getelementptr inbounds i8, ptr %0, i64 188
  store i32 1, ptr %427, align 4, !tbaa !31
  br label %428

428:                                              ; preds = %426, %425
  %429 = load i16, ptr %33, align 2, !tbaa !34
  %430 = or i16 %429, 64
  store i16 %430, ptr %33, align 2, !tbaa !34
  tail call void @luaD_throw(ptr noundef nonnull %0, i32 noundef 1) #17
  unreachable

431:                                              ; preds = %421, %28, %37, %13
  %432 = phi i32 [ 1, %37 ], [ 0, %13 ], [ 1, %28 ], [ 1, %421 ]
  ret i32 %432
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
  store i32 %1, ptr %11, align 4, !tbaa !18
  %12 = call fastcc ptr @basicgetobjname(ptr noundef %0, ptr noundef nonnull %11, i32 noundef %2, ptr noundef %3)
  %13 = icmp eq ptr %12, null
  br i1 %13, label %14, label %125

14:                                               ; preds = %4
  %15 = load i32, ptr %11, align 4, !tbaa !18
  %16 = icmp eq i32 %15, -1
  br i1 %16, label %125, label %17

17:                                               ; preds = %14
  %18 = getelementptr inbounds i8, ptr %0, i64 64
  %19 = load ptr, ptr %18, align 8, !tbaa !42
  %20 = sext i32 %15 to i64
  %21 = getelementptr inbounds i32, ptr %19, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !18
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
  %27 = load ptr, ptr %26, align 8, !tbaa !104
  %28 = zext nneg i32 %25 to i64
  %29 = getelementptr inbounds %struct.TValue, ptr %27, i64 %28
  %30 = getelementptr inbounds i8, ptr %29, i64 8
  %31 = load i8, ptr %30, align 8, !tbaa !44
  %32 = and i8 %31, 15
  %33 = icmp eq i8 %32, 4
  br i1 %33, label %34, label %37

34:                                               ; preds = %24
  %35 = load ptr, ptr %29, align 8, !tbaa !19
  %36 = getelementptr inbounds i8, ptr %35, i64 24
  br label %37

37:                                               ; preds = %24, %34
  %38 = phi ptr [ %36, %34 ], [ @.str.18, %24 ]
  store ptr %38, ptr %3, align 8, !tbaa !37
  %39 = lshr i32 %22, 16
  %40 = and i32 %39, 255
  %41 = getelementptr inbounds i8, ptr %0, i64 80
  %42 = load ptr, ptr %41, align 8, !tbaa !79
  %43 = zext nneg i32 %40 to i64
  %44 = getelementptr inbounds %struct.Upvaldesc, ptr %42, i64 %43
  %45 = load ptr, ptr %44, align 8, !tbaa !80
  %46 = icmp eq ptr %45, null
  %47 = getelementptr inbounds i8, ptr %45, i64 24
  %48 = select i1 %46, ptr @.str.18, ptr %47
  %49 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %48, ptr noundef nonnull dereferenceable(5) @.str.24) #15
  %50 = icmp eq i32 %49, 0
  %51 = select i1 %50, ptr @.str.25, ptr @.str.20
  br label %125

52:                                               ; preds = %17
  %53 = lshr i32 %22, 24
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10)
  store i32 %15, ptr %10, align 4, !tbaa !18
  %54 = call fastcc ptr @basicgetobjname(ptr noundef nonnull %0, ptr noundef nonnull %10, i32 noundef %53, ptr noundef %3)
  %55 = icmp eq ptr %54, null
  br i1 %55, label %59, label %56

56:                                               ; preds = %52
  %57 = load i8, ptr %54, align 1, !tbaa !19
  %58 = icmp eq i8 %57, 99
  br i1 %58, label %60, label %59

59:                                               ; preds = %56, %52
  store ptr @.str.18, ptr %3, align 8, !tbaa !37
  br label %60

60:                                               ; preds = %56, %59
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8)
  store i32 %15, ptr %8, align 4, !tbaa !18
  %61 = lshr i32 %22, 16
  %62 = and i32 %61, 255
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #14
  %63 = call fastcc ptr @basicgetobjname(ptr noundef nonnull %0, ptr noundef nonnull %8, i32 noundef %62, ptr noundef nonnull %9)
  %64 = load ptr, ptr %9, align 8, !tbaa !37
  %65 = icmp eq ptr %64, null
  br i1 %65, label %70, label %66

66:                                               ; preds = %60
  %67 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %64, ptr noundef nonnull dereferenceable(5) @.str.24) #15
  %68 = icmp eq i32 %67, 0
  %69 = select i1 %68, ptr @.str.25, ptr @.str.20
  br label %70

70:                                               ; preds = %60, %66
  %71 = phi ptr [ @.str.20, %60 ], [ %69, %66 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #14
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8)
  br label %125

72:                                               ; preds = %17
  store ptr @.str.19, ptr %3, align 8, !tbaa !37
  br label %125

73:                                               ; preds = %17
  %74 = lshr i32 %22, 24
  %75 = getelementptr inbounds i8, ptr %0, i64 56
  %76 = load ptr, ptr %75, align 8, !tbaa !104
  %77 = zext nneg i32 %74 to i64
  %78 = getelementptr inbounds %struct.TValue, ptr %76, i64 %77
  %79 = getelementptr inbounds i8, ptr %78, i64 8
  %80 = load i8, ptr %79, align 8, !tbaa !44
  %81 = and i8 %80, 15
  %82 = icmp eq i8 %81, 4
  br i1 %82, label %83, label %86

83:                                               ; preds = %73
  %84 = load ptr, ptr %78, align 8, !tbaa !19
  %85 = getelementptr inbounds i8, ptr %84, i64 24
  br label %86

86:                                               ; preds = %73, %83
  %87 = phi ptr [ %85, %83 ], [ @.str.18, %73 ]
  store ptr %87, ptr %3, align 8, !tbaa !37
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6)
  store i32 %15, ptr %6, align 4, !tbaa !18
  %88 = lshr i32 %22, 16
  %89 = and i32 %88, 255
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #14
  %90 = call fastcc ptr @basicgetobjname(ptr noundef nonnull %0, ptr noundef nonnull %6, i32 noundef %89, ptr noundef nonnull %7)
  %91 = load ptr, ptr %7, align 8, !tbaa !37
  %92 = icmp eq ptr %91, null
  br i1 %92, label %97, label %93

93:                                               ; preds = %86
  %94 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %91, ptr noundef nonnull dereferenceable(5) @.str.24) #15
  %95 = icmp eq i32 %94, 0
  %96 = select i1 %95, ptr @.str.25, ptr @.str.20
  br label %97

97:                                               ; preds = %86, %93
  %98 = phi ptr [ @.str.20, %86 ], [ %96, %93 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #14
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6)
  br label %125

99:                                               ; preds = %17
  %100 = lshr i32 %22, 24
  %101 = and i32 %22, 32768
  %102 = icmp eq i32 %101, 0
  br i1 %102, label %117, label %103

103:                                              ; preds = %99
  %104 = getelementptr inbounds i8, ptr %0, i64 56
  %105 = load ptr, ptr %104, align 8, !tbaa !104
  %106 = zext nneg i32 %100 to i64
  %107 = getelementptr inbounds %struct.TValue, ptr %105, i64 %106
  %108 = getelementptr inbounds i8, ptr %107, i64 8
  %109 = load i8, ptr %108, align 8, !tbaa !44
  %110 = and i8 %109, 15
  %111 = icmp eq i8 %110, 4
  br i1 %111, label %112, label %115

112:                                              ; preds = %103
  %113 = load ptr, ptr %107, align 8, !tbaa !19
  %114 = getelementptr inbounds i8, ptr %113, i64 24
  br label %115

115:                                              ; preds = %112, %103
  %116 = phi ptr [ %114, %112 ], [ @.str.18, %103 ]
  store ptr %116, ptr %3, align 8, !tbaa !37
  br label %125

117:                                              ; preds = %99
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  store i32 %15, ptr %5, align 4, !tbaa !18
  %118 = call fastcc ptr @basicgetobjname(ptr noundef nonnull %0, ptr noundef nonnull %5, i32 noundef %100, ptr noundef %3)
  %119 = icmp eq ptr %118, null
  br i1 %119, label %123, label %120

120:                                              ; preds = %117
  %121 = load i8, ptr %118, align 1, !tbaa !19
  %122 = icmp eq i8 %121, 99
  br i1 %122, label %124, label %123

123:                                              ; preds = %120, %117
  store ptr @.str.18, ptr %3, align 8, !tbaa !37
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
  %6 = load i32, ptr %1, align 4, !tbaa !18
  br label %7

7:                                                ; preds = %82, %4
  %8 = phi i32 [ %6, %4 ], [ %72, %82 ]
  %9 = phi i32 [ %2, %4 ], [ %84, %82 ]
  %10 = add nuw nsw i32 %9, 1
  %11 = tail call ptr @luaF_getlocalname(ptr noundef %0, i32 noundef %10, i32 noundef %8) #14
  store ptr %11, ptr %3, align 8, !tbaa !37
  %12 = icmp eq ptr %11, null
  br i1 %12, label %13, label %134

13:                                               ; preds = %7
  %14 = load ptr, ptr %5, align 8, !tbaa !42
  %15 = sext i32 %8 to i64
  %16 = getelementptr inbounds i32, ptr %14, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !18
  %18 = and i32 %17, 127
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds [83 x i8], ptr @luaP_opmodes, i64 0, i64 %19
  %21 = load i8, ptr %20, align 1, !tbaa !19
  %22 = ashr i8 %21, 7
  %23 = sext i8 %22 to i32
  %24 = add nsw i32 %8, %23
  %25 = icmp sgt i32 %24, 0
  br i1 %25, label %27, label %26

26:                                               ; preds = %13
  store i32 -1, ptr %1, align 4, !tbaa !18
  br label %134

27:                                               ; preds = %13
  %28 = zext nneg i32 %24 to i64
  br label %29

29:                                               ; preds = %70, %27
  %30 = phi i64 [ 0, %27 ], [ %73, %70 ]
  %31 = phi i32 [ -1, %27 ], [ %72, %70 ]
  %32 = phi i32 [ 0, %27 ], [ %71, %70 ]
  %33 = getelementptr inbounds i32, ptr %14, i64 %30
  %34 = load i32, ptr %33, align 4, !tbaa !18
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
  %53 = load i8, ptr %52, align 1, !tbaa !19
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
  br i1 %74, label %75, label %29, !llvm.loop !105

75:                                               ; preds = %70
  store i32 %72, ptr %1, align 4, !tbaa !18
  %76 = icmp eq i32 %72, -1
  br i1 %76, label %134, label %77

77:                                               ; preds = %75
  %78 = sext i32 %72 to i64
  %79 = getelementptr inbounds i32, ptr %14, i64 %78
  %80 = load i32, ptr %79, align 4, !tbaa !18
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
  %92 = load ptr, ptr %91, align 8, !tbaa !79
  %93 = zext nneg i32 %90 to i64
  %94 = getelementptr inbounds %struct.Upvaldesc, ptr %92, i64 %93
  %95 = load ptr, ptr %94, align 8, !tbaa !80
  %96 = icmp eq ptr %95, null
  %97 = getelementptr inbounds i8, ptr %95, i64 24
  %98 = select i1 %96, ptr @.str.18, ptr %97
  store ptr %98, ptr %3, align 8, !tbaa !37
  br label %134

99:                                               ; preds = %77
  %100 = lshr i32 %80, 15
  %101 = getelementptr inbounds i8, ptr %0, i64 56
  %102 = load ptr, ptr %101, align 8, !tbaa !104
  %103 = zext nneg i32 %100 to i64
  %104 = getelementptr inbounds %struct.TValue, ptr %102, i64 %103
  %105 = getelementptr inbounds i8, ptr %104, i64 8
  %106 = load i8, ptr %105, align 8, !tbaa !44
  %107 = and i8 %106, 15
  %108 = icmp eq i8 %107, 4
  br i1 %108, label %109, label %112

109:                                              ; preds = %99
  %110 = load ptr, ptr %104, align 8, !tbaa !19
  %111 = getelementptr inbounds i8, ptr %110, i64 24
  br label %112

112:                                              ; preds = %99, %109
  %113 = phi ptr [ %111, %109 ], [ @.str.18, %99 ]
  %114 = phi ptr [ @.str.23, %109 ], [ null, %99 ]
  store ptr %113, ptr %3, align 8, !tbaa !37
  br label %134

115:                                              ; preds = %77
  %116 = getelementptr inbounds i32, ptr %14, i64 %78
  %117 = getelementptr i8, ptr %116, i64 4
  %118 = load i32, ptr %117, align 4, !tbaa !18
  %119 = lshr i32 %118, 7
  %120 = getelementptr inbounds i8, ptr %0, i64 56
  %121 = load ptr, ptr %120, align 8, !tbaa !104
  %122 = zext nneg i32 %119 to i64
  %123 = getelementptr inbounds %struct.TValue, ptr %121, i64 %122
  %124 = getelementptr inbounds i8, ptr %123, i64 8
  %125 = load i8, ptr %124, align 8, !tbaa !44
  %126 = and i8 %125, 15
  %127 = icmp eq i8 %126, 4
  br i1 %127, label %128, label %131

128:                                              ; preds = %115
  %129 = load ptr, ptr %123, align 8, !tbaa !19
  %130 = getelementptr inbounds i8, ptr %129, i64 24
  br label %131

131:                                              ; preds = %115, %128
  %132 = phi ptr [ %130, %128 ], [ @.str.18, %115 ]
  %133 = phi ptr [ @.str.23, %128 ], [ null, %115 ]
  store ptr %132, ptr %3, align 8, !tbaa !37
  br label %134

134:                                              ; preds = %82, %77, %75, %7, %88, %112, %131, %26
  %135 = phi ptr [ null, %26 ], [ @.str.17, %88 ], [ %114, %112 ], [ %133, %131 ], [ null, %82 ], [ null, %77 ], [ null, %75 ], [ @.str.22, %7 ]
  ret ptr %135
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #13

attributes #0 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree norecurse nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { noreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #12 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind }
attributes #15 = { nounwind willreturn memory(read) }
attributes #16 = { noreturn }
attributes #17 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 88}
!7 = !{!"Proto", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 10, !9, i64 11, !9, i64 12, !11, i64 16, !11, i64 20, !11, i64 24, !11, i64 28, !11, i64 32, !11, i64 36, !11, i64 40, !11, i64 44, !11, i64 48, !8, i64 56, !8, i64 64, !8, i64 72, !8, i64 80, !8, i64 88, !8, i64 96, !8, i64 104, !8, i64 112, !8, i64 120}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"int", !9, i64 0}
!12 = !{!7, !11, i64 40}
!13 = !{!7, !8, i64 96}
!14 = !{!15, !11, i64 0}
!15 = !{!"AbsLineInfo", !11, i64 0, !11, i64 4}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!11, !11, i64 0}
!19 = !{!9, !9, i64 0}
!20 = distinct !{!20, !17, !21, !22}
!21 = !{!"llvm.loop.isvectorized", i32 1}
!22 = !{!"llvm.loop.unroll.runtime.disable"}
!23 = distinct !{!23, !17, !21, !22}
!24 = distinct !{!24, !17, !22, !21}
!25 = !{!26, !8, i64 160}
!26 = !{!"lua_State", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 10, !9, i64 11, !27, i64 12, !9, i64 16, !8, i64 24, !8, i64 32, !9, i64 40, !9, i64 48, !8, i64 56, !9, i64 64, !8, i64 72, !8, i64 80, !8, i64 88, !28, i64 96, !8, i64 160, !29, i64 168, !11, i64 176, !11, i64 180, !11, i64 184, !11, i64 188, !11, i64 192}
!27 = !{!"short", !9, i64 0}
!28 = !{!"CallInfo", !9, i64 0, !9, i64 8, !8, i64 16, !8, i64 24, !9, i64 32, !9, i64 56, !27, i64 60, !27, i64 62}
!29 = !{!"long", !9, i64 0}
!30 = !{!26, !11, i64 184}
!31 = !{!26, !11, i64 188}
!32 = !{!26, !11, i64 192}
!33 = !{!26, !8, i64 32}
!34 = !{!28, !27, i64 62}
!35 = !{!28, !8, i64 16}
!36 = distinct !{!36, !17}
!37 = !{!8, !8, i64 0}
!38 = distinct !{!38, !17}
!39 = !{!40, !8, i64 128}
!40 = !{!"lua_Debug", !11, i64 0, !8, i64 8, !8, i64 16, !8, i64 24, !8, i64 32, !29, i64 40, !11, i64 48, !11, i64 52, !11, i64 56, !9, i64 60, !9, i64 61, !9, i64 62, !9, i64 63, !27, i64 64, !27, i64 66, !9, i64 68, !8, i64 128}
!41 = !{!7, !9, i64 11}
!42 = !{!7, !8, i64 64}
!43 = !{!28, !8, i64 24}
!44 = !{!45, !9, i64 8}
!45 = !{!"TValue", !9, i64 0, !9, i64 8}
!46 = !{!40, !8, i64 32}
!47 = !{!40, !29, i64 40}
!48 = !{!7, !8, i64 112}
!49 = !{!50, !9, i64 11}
!50 = !{!"TString", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 10, !9, i64 11, !11, i64 12, !9, i64 16, !9, i64 24}
!51 = !{!40, !8, i64 24}
!52 = distinct !{!52, !17, !21, !22}
!53 = distinct !{!53, !17, !21, !22}
!54 = distinct !{!54, !17, !22, !21}
!55 = !{!40, !11, i64 48}
!56 = !{!40, !9, i64 60}
!57 = !{!40, !9, i64 62}
!58 = !{!40, !9, i64 61}
!59 = !{!7, !9, i64 10}
!60 = !{!40, !9, i64 63}
!61 = !{!40, !8, i64 16}
!62 = !{!40, !8, i64 8}
!63 = !{!40, !27, i64 66}
!64 = !{!40, !27, i64 64}
!65 = distinct !{!65, !17}
!66 = !{!7, !11, i64 44}
!67 = distinct !{!67, !17, !21, !22}
!68 = distinct !{!68, !17, !21, !22}
!69 = distinct !{!69, !17, !22, !21}
!70 = !{!7, !11, i64 28}
!71 = distinct !{!71, !17, !21, !22}
!72 = distinct !{!72, !17, !21, !22}
!73 = distinct !{!73, !17, !22, !21}
!74 = distinct !{!74, !17}
!75 = !{!76, !9, i64 10}
!76 = !{!"LClosure", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 10, !8, i64 16, !8, i64 24, !9, i64 32}
!77 = distinct !{!77, !17}
!78 = !{!76, !8, i64 24}
!79 = !{!7, !8, i64 80}
!80 = !{!81, !8, i64 0}
!81 = !{!"Upvaldesc", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 10}
!82 = distinct !{!82, !17}
!83 = !{!26, !8, i64 24}
!84 = !{!85, !29, i64 24}
!85 = !{!"global_State", !8, i64 0, !8, i64 8, !29, i64 16, !29, i64 24, !29, i64 32, !29, i64 40, !86, i64 48, !45, i64 64, !45, i64 80, !11, i64 96, !9, i64 100, !9, i64 101, !9, i64 102, !9, i64 103, !9, i64 104, !9, i64 105, !9, i64 106, !9, i64 107, !9, i64 108, !9, i64 109, !9, i64 110, !8, i64 112, !8, i64 120, !8, i64 128, !8, i64 136, !8, i64 144, !8, i64 152, !8, i64 160, !8, i64 168, !8, i64 176, !8, i64 184, !8, i64 192, !8, i64 200, !8, i64 208, !8, i64 216, !8, i64 224, !8, i64 232, !8, i64 240, !8, i64 248, !8, i64 256, !8, i64 264, !8, i64 272, !9, i64 280, !9, i64 480, !9, i64 552, !8, i64 1400, !8, i64 1408}
!86 = !{!"stringtable", !8, i64 0, !11, i64 8, !11, i64 12}
!87 = !{i64 0, i64 8, !37, i64 8, i64 8, !37, i64 16, i64 8, !37, i64 24, i64 4, !18, i64 28, i64 4, !18}
!88 = distinct !{!88, !17, !21, !22}
!89 = distinct !{!89, !17, !21, !22}
!90 = distinct !{!90, !17, !22, !21}
!91 = !{!26, !29, i64 168}
!92 = !{!26, !11, i64 180}
!93 = !{!7, !11, i64 24}
!94 = distinct !{!94, !17, !21, !22}
!95 = distinct !{!95, !17, !21, !22}
!96 = distinct !{!96, !17, !22, !21}
!97 = distinct !{!97, !17, !21, !22}
!98 = distinct !{!98, !17, !21, !22}
!99 = distinct !{!99, !17, !22, !21}
!100 = distinct !{!100, !17, !21, !22}
!101 = distinct !{!101, !17, !21, !22}
!102 = distinct !{!102, !17, !22, !21}
!103 = !{!26, !9, i64 10}
!104 = !{!7, !8, i64 56}
!105 = distinct !{!105, !17}
