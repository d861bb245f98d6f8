; ModuleID = 'src/lua/lfunc.c'
source_filename = "src/lua/lfunc.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%union.StackValue = type { %struct.TValue }
%struct.TValue = type { %union.Value, i8 }
%union.Value = type { ptr }
%struct.LocVar = type { ptr, i32, i32 }

@.str = private unnamed_addr constant [2 x i8] c"?\00", align 1
@.str.1 = private unnamed_addr constant [39 x i8] c"variable '%s' got a non-closable value\00", align 1

; Function Attrs: nounwind uwtable
define hidden ptr @luaF_newCclosure(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = shl nsw i32 %1, 4
  %4 = add nsw i32 %3, 32
  %5 = sext i32 %4 to i64
  %6 = tail call ptr @luaC_newobj(ptr noundef %0, i32 noundef 38, i64 noundef %5) #6
  %7 = trunc i32 %1 to i8
  %8 = getelementptr inbounds i8, ptr %6, i64 10
  store i8 %7, ptr %8, align 2, !tbaa !6
  ret ptr %6
}

declare hidden ptr @luaC_newobj(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define hidden ptr @luaF_newLclosure(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = shl nsw i32 %1, 3
  %4 = add nsw i32 %3, 32
  %5 = sext i32 %4 to i64
  %6 = tail call ptr @luaC_newobj(ptr noundef %0, i32 noundef 6, i64 noundef %5) #6
  %7 = getelementptr inbounds i8, ptr %6, i64 24
  store ptr null, ptr %7, align 8, !tbaa !11
  %8 = trunc i32 %1 to i8
  %9 = getelementptr inbounds i8, ptr %6, i64 10
  store i8 %8, ptr %9, align 2, !tbaa !13
  %10 = icmp eq i32 %1, 0
  br i1 %10, label %22, label %11

11:                                               ; preds = %2
  %12 = add i32 %1, -1
  %13 = sext i32 %12 to i64
  %14 = shl nsw i64 %13, 3
  %15 = add nsw i64 %14, 32
  %16 = zext i32 %12 to i64
  %17 = shl nuw nsw i64 %16, 3
  %18 = sub nsw i64 %15, %17
  %19 = getelementptr i8, ptr %6, i64 %18
  %20 = zext i32 %1 to i64
  %21 = shl nuw nsw i64 %20, 3
  tail call void @llvm.memset.p0.i64(ptr align 8 %19, i8 0, i64 %21, i1 false), !tbaa !14
  br label %22

22:                                               ; preds = %11, %2
  ret ptr %6
}

; Function Attrs: nounwind uwtable
define hidden void @luaF_initupvals(ptr noundef %0, ptr noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 10
  %4 = load i8, ptr %3, align 2, !tbaa !13
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %30, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 32
  %8 = getelementptr inbounds i8, ptr %1, i64 9
  br label %9

9:                                                ; preds = %6, %25
  %10 = phi i64 [ 0, %6 ], [ %26, %25 ]
  %11 = tail call ptr @luaC_newobj(ptr noundef %0, i32 noundef 9, i64 noundef 40) #6
  %12 = getelementptr inbounds i8, ptr %11, i64 24
  %13 = getelementptr inbounds i8, ptr %11, i64 16
  store ptr %12, ptr %13, align 8, !tbaa !15
  %14 = getelementptr inbounds i8, ptr %11, i64 32
  store i8 0, ptr %14, align 8, !tbaa !16
  %15 = getelementptr inbounds [1 x ptr], ptr %7, i64 0, i64 %10
  store ptr %11, ptr %15, align 8, !tbaa !14
  %16 = load i8, ptr %8, align 1, !tbaa !18
  %17 = and i8 %16, 32
  %18 = icmp eq i8 %17, 0
  br i1 %18, label %25, label %19

19:                                               ; preds = %9
  %20 = getelementptr inbounds i8, ptr %11, i64 9
  %21 = load i8, ptr %20, align 1, !tbaa !19
  %22 = and i8 %21, 24
  %23 = icmp eq i8 %22, 0
  br i1 %23, label %25, label %24

24:                                               ; preds = %19
  tail call void @luaC_barrier_(ptr noundef %0, ptr noundef nonnull %1, ptr noundef nonnull %11) #6
  br label %25

25:                                               ; preds = %9, %19, %24
  %26 = add nuw nsw i64 %10, 1
  %27 = load i8, ptr %3, align 2, !tbaa !13
  %28 = zext i8 %27 to i64
  %29 = icmp ult i64 %26, %28
  br i1 %29, label %9, label %30, !llvm.loop !21

30:                                               ; preds = %25, %2
  ret void
}

declare hidden void @luaC_barrier_(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define hidden ptr @luaF_findupval(ptr noundef %0, ptr noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 56
  %4 = load ptr, ptr %3, align 8, !tbaa !14
  %5 = icmp eq ptr %4, null
  br i1 %5, label %24, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %4, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !15
  %9 = icmp ult ptr %8, %1
  br i1 %9, label %24, label %14

10:                                               ; preds = %18
  %11 = getelementptr inbounds i8, ptr %20, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !15
  %13 = icmp ult ptr %12, %1
  br i1 %13, label %22, label %14, !llvm.loop !23

14:                                               ; preds = %6, %10
  %15 = phi ptr [ %12, %10 ], [ %8, %6 ]
  %16 = phi ptr [ %20, %10 ], [ %4, %6 ]
  %17 = icmp eq ptr %15, %1
  br i1 %17, label %43, label %18

18:                                               ; preds = %14
  %19 = getelementptr inbounds i8, ptr %16, i64 24
  %20 = load ptr, ptr %19, align 8, !tbaa !14
  %21 = icmp eq ptr %20, null
  br i1 %21, label %22, label %10, !llvm.loop !23

22:                                               ; preds = %10, %18
  %23 = getelementptr inbounds i8, ptr %16, i64 24
  br label %24

24:                                               ; preds = %22, %6, %2
  %25 = phi ptr [ %3, %2 ], [ %3, %6 ], [ %23, %22 ]
  %26 = tail call ptr @luaC_newobj(ptr noundef %0, i32 noundef 9, i64 noundef 40) #6
  %27 = load ptr, ptr %25, align 8, !tbaa !14
  %28 = getelementptr inbounds i8, ptr %26, i64 16
  store ptr %1, ptr %28, align 8, !tbaa !15
  %29 = getelementptr inbounds i8, ptr %26, i64 24
  store ptr %27, ptr %29, align 8, !tbaa !15
  %30 = getelementptr inbounds i8, ptr %26, i64 32
  store ptr %25, ptr %30, align 8, !tbaa !15
  %31 = icmp eq ptr %27, null
  br i1 %31, label %34, label %32

32:                                               ; preds = %24
  %33 = getelementptr inbounds i8, ptr %27, i64 32
  store ptr %29, ptr %33, align 8, !tbaa !15
  br label %34

34:                                               ; preds = %32, %24
  store ptr %26, ptr %25, align 8, !tbaa !14
  %35 = getelementptr inbounds i8, ptr %0, i64 80
  %36 = load ptr, ptr %35, align 8, !tbaa !24
  %37 = icmp eq ptr %36, %0
  br i1 %37, label %38, label %43

38:                                               ; preds = %34
  %39 = getelementptr inbounds i8, ptr %0, i64 24
  %40 = load ptr, ptr %39, align 8, !tbaa !30
  %41 = getelementptr inbounds i8, ptr %40, i64 248
  %42 = load ptr, ptr %41, align 8, !tbaa !31
  store ptr %42, ptr %35, align 8, !tbaa !24
  store ptr %0, ptr %41, align 8, !tbaa !31
  br label %43

43:                                               ; preds = %14, %38, %34
  %44 = phi ptr [ %26, %34 ], [ %26, %38 ], [ %16, %14 ]
  ret ptr %44
}

; Function Attrs: nounwind uwtable
define hidden void @luaF_newtbcupval(ptr noundef %0, ptr noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  %4 = load i8, ptr %3, align 8, !tbaa !15
  %5 = icmp eq i8 %4, 1
  %6 = and i8 %4, 15
  %7 = icmp eq i8 %6, 0
  %8 = or i1 %5, %7
  br i1 %8, label %49, label %9

9:                                                ; preds = %2
  %10 = tail call ptr @luaT_gettmbyobj(ptr noundef %0, ptr noundef nonnull %1, i32 noundef 24) #6
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  %12 = load i8, ptr %11, align 8, !tbaa !16
  %13 = and i8 %12, 15
  %14 = icmp eq i8 %13, 0
  br i1 %14, label %23, label %15

15:                                               ; preds = %9
  %16 = getelementptr inbounds i8, ptr %0, i64 64
  %17 = ptrtoint ptr %1 to i64
  %18 = load ptr, ptr %16, align 8, !tbaa !15
  %19 = ptrtoint ptr %18 to i64
  %20 = sub i64 %17, %19
  %21 = and i64 %20, 68718428160
  %22 = icmp eq i64 %21, 0
  br i1 %22, label %44, label %35

23:                                               ; preds = %9
  %24 = getelementptr inbounds i8, ptr %0, i64 32
  %25 = load ptr, ptr %24, align 8, !tbaa !34
  %26 = load ptr, ptr %25, align 8, !tbaa !15
  %27 = ptrtoint ptr %1 to i64
  %28 = ptrtoint ptr %26 to i64
  %29 = sub i64 %27, %28
  %30 = lshr exact i64 %29, 4
  %31 = trunc i64 %30 to i32
  %32 = tail call ptr @luaG_findlocal(ptr noundef %0, ptr noundef nonnull %25, i32 noundef %31, ptr noundef null) #6
  %33 = icmp eq ptr %32, null
  %34 = select i1 %33, ptr @.str, ptr %32
  tail call void (ptr, ptr, ...) @luaG_runerror(ptr noundef %0, ptr noundef nonnull @.str.1, ptr noundef nonnull %34) #7
  unreachable

35:                                               ; preds = %15, %35
  %36 = phi ptr [ %39, %35 ], [ %18, %15 ]
  %37 = getelementptr inbounds i8, ptr %36, i64 1048560
  store ptr %37, ptr %16, align 8, !tbaa !15
  %38 = getelementptr inbounds i8, ptr %36, i64 1048570
  store i16 0, ptr %38, align 2, !tbaa !15
  %39 = load ptr, ptr %16, align 8, !tbaa !15
  %40 = ptrtoint ptr %39 to i64
  %41 = sub i64 %17, %40
  %42 = and i64 %41, 68718428160
  %43 = icmp eq i64 %42, 0
  br i1 %43, label %44, label %35, !llvm.loop !35

44:                                               ; preds = %35, %15
  %45 = phi i64 [ %20, %15 ], [ %41, %35 ]
  %46 = lshr exact i64 %45, 4
  %47 = trunc i64 %46 to i16
  %48 = getelementptr inbounds i8, ptr %1, i64 10
  store i16 %47, ptr %48, align 2, !tbaa !15
  store ptr %1, ptr %16, align 8, !tbaa !15
  br label %49

49:                                               ; preds = %2, %44
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define hidden void @luaF_unlinkupval(ptr nocapture noundef readonly %0) local_unnamed_addr #2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !tbaa !15
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = load ptr, ptr %4, align 8, !tbaa !15
  store ptr %3, ptr %5, align 8, !tbaa !14
  %6 = icmp eq ptr %3, null
  br i1 %6, label %10, label %7

7:                                                ; preds = %1
  %8 = load ptr, ptr %4, align 8, !tbaa !15
  %9 = getelementptr inbounds i8, ptr %3, i64 32
  store ptr %8, ptr %9, align 8, !tbaa !15
  br label %10

10:                                               ; preds = %7, %1
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @luaF_closeupval(ptr noundef %0, ptr noundef readnone %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 56
  %4 = load ptr, ptr %3, align 8, !tbaa !36
  %5 = icmp eq ptr %4, null
  br i1 %5, label %43, label %6

6:                                                ; preds = %2, %40
  %7 = phi ptr [ %41, %40 ], [ %4, %2 ]
  %8 = getelementptr inbounds i8, ptr %7, i64 16
  %9 = load ptr, ptr %8, align 8, !tbaa !15
  %10 = icmp ult ptr %9, %1
  br i1 %10, label %43, label %11

11:                                               ; preds = %6
  %12 = getelementptr inbounds i8, ptr %7, i64 24
  %13 = load ptr, ptr %12, align 8, !tbaa !15
  %14 = getelementptr inbounds i8, ptr %7, i64 32
  %15 = load ptr, ptr %14, align 8, !tbaa !15
  store ptr %13, ptr %15, align 8, !tbaa !14
  %16 = icmp eq ptr %13, null
  br i1 %16, label %20, label %17

17:                                               ; preds = %11
  %18 = load ptr, ptr %14, align 8, !tbaa !15
  %19 = getelementptr inbounds i8, ptr %13, i64 32
  store ptr %18, ptr %19, align 8, !tbaa !15
  br label %20

20:                                               ; preds = %11, %17
  %21 = load ptr, ptr %8, align 8, !tbaa !15
  %22 = load i64, ptr %21, align 8, !tbaa !15
  store i64 %22, ptr %12, align 8, !tbaa !15
  %23 = getelementptr inbounds i8, ptr %21, i64 8
  %24 = load i8, ptr %23, align 8, !tbaa !16
  store i8 %24, ptr %14, align 8, !tbaa !16
  store ptr %12, ptr %8, align 8, !tbaa !15
  %25 = getelementptr inbounds i8, ptr %7, i64 9
  %26 = load i8, ptr %25, align 1, !tbaa !19
  %27 = and i8 %26, 24
  %28 = icmp eq i8 %27, 0
  %29 = inttoptr i64 %22 to ptr
  br i1 %28, label %30, label %40

30:                                               ; preds = %20
  %31 = or i8 %26, 32
  store i8 %31, ptr %25, align 1, !tbaa !19
  %32 = and i8 %24, 64
  %33 = icmp eq i8 %32, 0
  br i1 %33, label %40, label %34

34:                                               ; preds = %30
  %35 = getelementptr inbounds i8, ptr %29, i64 9
  %36 = load i8, ptr %35, align 1, !tbaa !37
  %37 = and i8 %36, 24
  %38 = icmp eq i8 %37, 0
  br i1 %38, label %40, label %39

39:                                               ; preds = %34
  tail call void @luaC_barrier_(ptr noundef nonnull %0, ptr noundef nonnull %7, ptr noundef nonnull %29) #6
  br label %40

40:                                               ; preds = %34, %39, %30, %20
  %41 = load ptr, ptr %3, align 8, !tbaa !36
  %42 = icmp eq ptr %41, null
  br i1 %42, label %43, label %6, !llvm.loop !39

43:                                               ; preds = %6, %40, %2
  ret void
}

; Function Attrs: nounwind uwtable
define hidden nonnull ptr @luaF_close(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = getelementptr inbounds i8, ptr %0, i64 48
  %6 = load ptr, ptr %5, align 8, !tbaa !15
  %7 = ptrtoint ptr %1 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = getelementptr inbounds i8, ptr %0, i64 56
  %11 = load ptr, ptr %10, align 8, !tbaa !36
  %12 = icmp eq ptr %11, null
  br i1 %12, label %50, label %13

13:                                               ; preds = %4, %47
  %14 = phi ptr [ %48, %47 ], [ %11, %4 ]
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load ptr, ptr %15, align 8, !tbaa !15
  %17 = icmp ult ptr %16, %1
  br i1 %17, label %50, label %18

18:                                               ; preds = %13
  %19 = getelementptr inbounds i8, ptr %14, i64 24
  %20 = load ptr, ptr %19, align 8, !tbaa !15
  %21 = getelementptr inbounds i8, ptr %14, i64 32
  %22 = load ptr, ptr %21, align 8, !tbaa !15
  store ptr %20, ptr %22, align 8, !tbaa !14
  %23 = icmp eq ptr %20, null
  br i1 %23, label %27, label %24

24:                                               ; preds = %18
  %25 = load ptr, ptr %21, align 8, !tbaa !15
  %26 = getelementptr inbounds i8, ptr %20, i64 32
  store ptr %25, ptr %26, align 8, !tbaa !15
  br label %27

27:                                               ; preds = %24, %18
  %28 = load ptr, ptr %15, align 8, !tbaa !15
  %29 = load i64, ptr %28, align 8, !tbaa !15
  store i64 %29, ptr %19, align 8, !tbaa !15
  %30 = getelementptr inbounds i8, ptr %28, i64 8
  %31 = load i8, ptr %30, align 8, !tbaa !16
  store i8 %31, ptr %21, align 8, !tbaa !16
  store ptr %19, ptr %15, align 8, !tbaa !15
  %32 = getelementptr inbounds i8, ptr %14, i64 9
  %33 = load i8, ptr %32, align 1, !tbaa !19
  %34 = and i8 %33, 24
  %35 = icmp eq i8 %34, 0
  %36 = inttoptr i64 %29 to ptr
  br i1 %35, label %37, label %47

37:                                               ; preds = %27
  %38 = or i8 %33, 32
  store i8 %38, ptr %32, align 1, !tbaa !19
  %39 = and i8 %31, 64
  %40 = icmp eq i8 %39, 0
  br i1 %40, label %47, label %41

41:                                               ; preds = %37
  %42 = getelementptr inbounds i8, ptr %36, i64 9
  %43 = load i8, ptr %42, align 1, !tbaa !37
  %44 = and i8 %43, 24
  %45 = icmp eq i8 %44, 0
  br i1 %45, label %47, label %46

46:                                               ; preds = %41
  tail call void @luaC_barrier_(ptr noundef nonnull %0, ptr noundef nonnull %14, ptr noundef nonnull %36) #6
  br label %47

47:                                               ; preds = %46, %41, %37, %27
  %48 = load ptr, ptr %10, align 8, !tbaa !36
  %49 = icmp eq ptr %48, null
  br i1 %49, label %50, label %13, !llvm.loop !39

50:                                               ; preds = %13, %47, %4
  %51 = getelementptr inbounds i8, ptr %0, i64 64
  %52 = load ptr, ptr %51, align 8, !tbaa !15
  %53 = icmp ult ptr %52, %1
  br i1 %53, label %110, label %54

54:                                               ; preds = %50
  %55 = icmp eq i32 %2, -1
  %56 = getelementptr inbounds i8, ptr %0, i64 24
  %57 = getelementptr inbounds i8, ptr %0, i64 16
  %58 = icmp eq i32 %3, 0
  %59 = load ptr, ptr %5, align 8, !tbaa !15
  br label %60

60:                                               ; preds = %54, %105
  %61 = phi ptr [ %59, %54 ], [ %106, %105 ]
  %62 = phi ptr [ %52, %54 ], [ %108, %105 ]
  %63 = getelementptr inbounds i8, ptr %62, i64 10
  %64 = load i16, ptr %63, align 2, !tbaa !15
  %65 = zext i16 %64 to i64
  %66 = sub nsw i64 0, %65
  %67 = getelementptr inbounds %union.StackValue, ptr %62, i64 %66
  %68 = icmp ugt ptr %67, %61
  br i1 %68, label %69, label %77

69:                                               ; preds = %60, %74
  %70 = phi ptr [ %75, %74 ], [ %67, %60 ]
  %71 = getelementptr inbounds i8, ptr %70, i64 10
  %72 = load i16, ptr %71, align 2, !tbaa !15
  %73 = icmp eq i16 %72, 0
  br i1 %73, label %74, label %77

74:                                               ; preds = %69
  %75 = getelementptr inbounds i8, ptr %70, i64 -1048560
  %76 = icmp ugt ptr %75, %61
  br i1 %76, label %69, label %77, !llvm.loop !40

77:                                               ; preds = %69, %74, %60
  %78 = phi ptr [ %67, %60 ], [ %70, %69 ], [ %75, %74 ]
  store ptr %78, ptr %51, align 8, !tbaa !15
  br i1 %55, label %79, label %82

79:                                               ; preds = %77
  %80 = load ptr, ptr %56, align 8, !tbaa !30
  %81 = getelementptr inbounds i8, ptr %80, i64 80
  br label %84

82:                                               ; preds = %77
  %83 = getelementptr inbounds i8, ptr %62, i64 16
  tail call void @luaD_seterrorobj(ptr noundef nonnull %0, i32 noundef %2, ptr noundef nonnull %83) #6
  br label %84

84:                                               ; preds = %82, %79
  %85 = phi ptr [ %81, %79 ], [ %83, %82 ]
  %86 = load ptr, ptr %57, align 8, !tbaa !15
  %87 = tail call ptr @luaT_gettmbyobj(ptr noundef nonnull %0, ptr noundef %62, i32 noundef 24) #6
  %88 = load i64, ptr %87, align 8, !tbaa !15
  store i64 %88, ptr %86, align 8, !tbaa !15
  %89 = getelementptr inbounds i8, ptr %87, i64 8
  %90 = load i8, ptr %89, align 8, !tbaa !16
  %91 = getelementptr inbounds i8, ptr %86, i64 8
  store i8 %90, ptr %91, align 8, !tbaa !16
  %92 = getelementptr inbounds i8, ptr %86, i64 16
  %93 = load i64, ptr %62, align 8, !tbaa !15
  store i64 %93, ptr %92, align 8, !tbaa !15
  %94 = getelementptr inbounds i8, ptr %62, i64 8
  %95 = load i8, ptr %94, align 8, !tbaa !16
  %96 = getelementptr inbounds i8, ptr %86, i64 24
  store i8 %95, ptr %96, align 8, !tbaa !16
  %97 = getelementptr inbounds i8, ptr %86, i64 32
  %98 = load i64, ptr %85, align 8, !tbaa !15
  store i64 %98, ptr %97, align 8, !tbaa !15
  %99 = getelementptr inbounds i8, ptr %85, i64 8
  %100 = load i8, ptr %99, align 8, !tbaa !16
  %101 = getelementptr inbounds i8, ptr %86, i64 40
  store i8 %100, ptr %101, align 8, !tbaa !16
  %102 = getelementptr inbounds i8, ptr %86, i64 48
  store ptr %102, ptr %57, align 8, !tbaa !15
  br i1 %58, label %104, label %103

103:                                              ; preds = %84
  tail call void @luaD_call(ptr noundef nonnull %0, ptr noundef nonnull %86, i32 noundef 0) #6
  br label %105

104:                                              ; preds = %84
  tail call void @luaD_callnoyield(ptr noundef nonnull %0, ptr noundef nonnull %86, i32 noundef 0) #6
  br label %105

105:                                              ; preds = %103, %104
  %106 = load ptr, ptr %5, align 8, !tbaa !15
  %107 = getelementptr inbounds i8, ptr %106, i64 %9
  %108 = load ptr, ptr %51, align 8, !tbaa !15
  %109 = icmp ult ptr %108, %107
  br i1 %109, label %110, label %60, !llvm.loop !41

110:                                              ; preds = %105, %50
  %111 = phi ptr [ %1, %50 ], [ %107, %105 ]
  ret ptr %111
}

; Function Attrs: nounwind uwtable
define hidden ptr @luaF_newproto(ptr noundef %0) local_unnamed_addr #0 {
  %2 = tail call ptr @luaC_newobj(ptr noundef %0, i32 noundef 10, i64 noundef 128) #6
  %3 = getelementptr inbounds i8, ptr %2, i64 56
  %4 = getelementptr inbounds i8, ptr %2, i64 16
  %5 = getelementptr inbounds i8, ptr %2, i64 10
  store i8 0, ptr %5, align 2, !tbaa !42
  %6 = getelementptr inbounds i8, ptr %2, i64 11
  store i8 0, ptr %6, align 1, !tbaa !44
  %7 = getelementptr inbounds i8, ptr %2, i64 12
  store i8 0, ptr %7, align 4, !tbaa !45
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(36) %4, i8 0, i64 36, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %3, i8 0, i64 64, i1 false)
  ret ptr %2
}

; Function Attrs: nounwind uwtable
define hidden void @luaF_freeproto(ptr noundef %0, ptr noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 64
  %4 = load ptr, ptr %3, align 8, !tbaa !46
  %5 = getelementptr inbounds i8, ptr %1, i64 24
  %6 = load i32, ptr %5, align 8, !tbaa !47
  %7 = sext i32 %6 to i64
  %8 = shl nsw i64 %7, 2
  tail call void @luaM_free_(ptr noundef %0, ptr noundef %4, i64 noundef %8) #6
  %9 = getelementptr inbounds i8, ptr %1, i64 72
  %10 = load ptr, ptr %9, align 8, !tbaa !48
  %11 = getelementptr inbounds i8, ptr %1, i64 32
  %12 = load i32, ptr %11, align 8, !tbaa !49
  %13 = sext i32 %12 to i64
  %14 = shl nsw i64 %13, 3
  tail call void @luaM_free_(ptr noundef %0, ptr noundef %10, i64 noundef %14) #6
  %15 = getelementptr inbounds i8, ptr %1, i64 56
  %16 = load ptr, ptr %15, align 8, !tbaa !50
  %17 = getelementptr inbounds i8, ptr %1, i64 20
  %18 = load i32, ptr %17, align 4, !tbaa !51
  %19 = sext i32 %18 to i64
  %20 = shl nsw i64 %19, 4
  tail call void @luaM_free_(ptr noundef %0, ptr noundef %16, i64 noundef %20) #6
  %21 = getelementptr inbounds i8, ptr %1, i64 88
  %22 = load ptr, ptr %21, align 8, !tbaa !52
  %23 = getelementptr inbounds i8, ptr %1, i64 28
  %24 = load i32, ptr %23, align 4, !tbaa !53
  %25 = sext i32 %24 to i64
  tail call void @luaM_free_(ptr noundef %0, ptr noundef %22, i64 noundef %25) #6
  %26 = getelementptr inbounds i8, ptr %1, i64 96
  %27 = load ptr, ptr %26, align 8, !tbaa !54
  %28 = getelementptr inbounds i8, ptr %1, i64 40
  %29 = load i32, ptr %28, align 8, !tbaa !55
  %30 = sext i32 %29 to i64
  %31 = shl nsw i64 %30, 3
  tail call void @luaM_free_(ptr noundef %0, ptr noundef %27, i64 noundef %31) #6
  %32 = getelementptr inbounds i8, ptr %1, i64 104
  %33 = load ptr, ptr %32, align 8, !tbaa !56
  %34 = getelementptr inbounds i8, ptr %1, i64 36
  %35 = load i32, ptr %34, align 4, !tbaa !57
  %36 = sext i32 %35 to i64
  %37 = shl nsw i64 %36, 4
  tail call void @luaM_free_(ptr noundef %0, ptr noundef %33, i64 noundef %37) #6
  %38 = getelementptr inbounds i8, ptr %1, i64 80
  %39 = load ptr, ptr %38, align 8, !tbaa !58
  %40 = getelementptr inbounds i8, ptr %1, i64 16
  %41 = load i32, ptr %40, align 8, !tbaa !59
  %42 = sext i32 %41 to i64
  %43 = shl nsw i64 %42, 4
  tail call void @luaM_free_(ptr noundef %0, ptr noundef %39, i64 noundef %43) #6
  tail call void @luaM_free_(ptr noundef %0, ptr noundef %1, i64 noundef 128) #6
  ret void
}

declare hidden void @luaM_free_(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define hidden ptr @luaF_getlocalname(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = getelementptr inbounds i8, ptr %0, i64 36
  %5 = load i32, ptr %4, align 4, !tbaa !57
  %6 = icmp sgt i32 %5, 0
  br i1 %6, label %7, label %32

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 104
  %9 = load ptr, ptr %8, align 8, !tbaa !56
  %10 = zext nneg i32 %5 to i64
  br label %11

11:                                               ; preds = %7, %28
  %12 = phi i64 [ 0, %7 ], [ %30, %28 ]
  %13 = phi i32 [ %1, %7 ], [ %29, %28 ]
  %14 = getelementptr inbounds %struct.LocVar, ptr %9, i64 %12
  %15 = getelementptr inbounds i8, ptr %14, i64 8
  %16 = load i32, ptr %15, align 8, !tbaa !60
  %17 = icmp sgt i32 %16, %2
  br i1 %17, label %32, label %18

18:                                               ; preds = %11
  %19 = getelementptr inbounds i8, ptr %14, i64 12
  %20 = load i32, ptr %19, align 4, !tbaa !62
  %21 = icmp sgt i32 %20, %2
  br i1 %21, label %22, label %28

22:                                               ; preds = %18
  %23 = add nsw i32 %13, -1
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %25, label %28

25:                                               ; preds = %22
  %26 = load ptr, ptr %14, align 8, !tbaa !63
  %27 = getelementptr inbounds i8, ptr %26, i64 24
  br label %32

28:                                               ; preds = %18, %22
  %29 = phi i32 [ %23, %22 ], [ %13, %18 ]
  %30 = add nuw nsw i64 %12, 1
  %31 = icmp eq i64 %30, %10
  br i1 %31, label %32, label %11, !llvm.loop !64

32:                                               ; preds = %28, %11, %3, %25
  %33 = phi ptr [ %27, %25 ], [ null, %3 ], [ null, %11 ], [ null, %28 ]
  ret ptr %33
}

declare hidden ptr @luaT_gettmbyobj(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

declare hidden ptr @luaG_findlocal(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: noreturn
declare hidden void @luaG_runerror(ptr noundef, ptr noundef, ...) local_unnamed_addr #4

declare hidden void @luaD_seterrorobj(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare hidden void @luaD_call(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

declare hidden void @luaD_callnoyield(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { noreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
!6 = !{!7, !9, i64 10}
!7 = !{!"CClosure", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 10, !8, i64 16, !8, i64 24, !9, i64 32}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!12, !8, i64 24}
!12 = !{!"LClosure", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 10, !8, i64 16, !8, i64 24, !9, i64 32}
!13 = !{!12, !9, i64 10}
!14 = !{!8, !8, i64 0}
!15 = !{!9, !9, i64 0}
!16 = !{!17, !9, i64 8}
!17 = !{!"TValue", !9, i64 0, !9, i64 8}
!18 = !{!12, !9, i64 9}
!19 = !{!20, !9, i64 9}
!20 = !{!"UpVal", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 16, !9, i64 24}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.mustprogress"}
!23 = distinct !{!23, !22}
!24 = !{!25, !8, i64 80}
!25 = !{!"lua_State", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 10, !9, i64 11, !26, i64 12, !9, i64 16, !8, i64 24, !8, i64 32, !9, i64 40, !9, i64 48, !8, i64 56, !9, i64 64, !8, i64 72, !8, i64 80, !8, i64 88, !27, i64 96, !8, i64 160, !28, i64 168, !29, i64 176, !29, i64 180, !29, i64 184, !29, i64 188, !29, i64 192}
!26 = !{!"short", !9, i64 0}
!27 = !{!"CallInfo", !9, i64 0, !9, i64 8, !8, i64 16, !8, i64 24, !9, i64 32, !9, i64 56, !26, i64 60, !26, i64 62}
!28 = !{!"long", !9, i64 0}
!29 = !{!"int", !9, i64 0}
!30 = !{!25, !8, i64 24}
!31 = !{!32, !8, i64 248}
!32 = !{!"global_State", !8, i64 0, !8, i64 8, !28, i64 16, !28, i64 24, !28, i64 32, !28, i64 40, !33, i64 48, !17, i64 64, !17, i64 80, !29, i64 96, !9, i64 100, !9, i64 101, !9, i64 102, !9, i64 103, !9, i64 104, !9, i64 105, !9, i64 106, !9, i64 107, !9, i64 108, !9, i64 109, !9, i64 110, !8, i64 112, !8, i64 120, !8, i64 128, !8, i64 136, !8, i64 144, !8, i64 152, !8, i64 160, !8, i64 168, !8, i64 176, !8, i64 184, !8, i64 192, !8, i64 200, !8, i64 208, !8, i64 216, !8, i64 224, !8, i64 232, !8, i64 240, !8, i64 248, !8, i64 256, !8, i64 264, !8, i64 272, !9, i64 280, !9, i64 480, !9, i64 552, !8, i64 1400, !8, i64 1408}
!33 = !{!"stringtable", !8, i64 0, !29, i64 8, !29, i64 12}
!34 = !{!25, !8, i64 32}
!35 = distinct !{!35, !22}
!36 = !{!25, !8, i64 56}
!37 = !{!38, !9, i64 9}
!38 = !{!"GCObject", !8, i64 0, !9, i64 8, !9, i64 9}
!39 = distinct !{!39, !22}
!40 = distinct !{!40, !22}
!41 = distinct !{!41, !22}
!42 = !{!43, !9, i64 10}
!43 = !{!"Proto", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 10, !9, i64 11, !9, i64 12, !29, i64 16, !29, i64 20, !29, i64 24, !29, i64 28, !29, i64 32, !29, i64 36, !29, i64 40, !29, i64 44, !29, i64 48, !8, i64 56, !8, i64 64, !8, i64 72, !8, i64 80, !8, i64 88, !8, i64 96, !8, i64 104, !8, i64 112, !8, i64 120}
!44 = !{!43, !9, i64 11}
!45 = !{!43, !9, i64 12}
!46 = !{!43, !8, i64 64}
!47 = !{!43, !29, i64 24}
!48 = !{!43, !8, i64 72}
!49 = !{!43, !29, i64 32}
!50 = !{!43, !8, i64 56}
!51 = !{!43, !29, i64 20}
!52 = !{!43, !8, i64 88}
!53 = !{!43, !29, i64 28}
!54 = !{!43, !8, i64 96}
!55 = !{!43, !29, i64 40}
!56 = !{!43, !8, i64 104}
!57 = !{!43, !29, i64 36}
!58 = !{!43, !8, i64 80}
!59 = !{!43, !29, i64 16}
!60 = !{!61, !29, i64 8}
!61 = !{!"LocVar", !8, i64 0, !29, i64 8, !29, i64 12}
!62 = !{!61, !29, i64 12}
!63 = !{!61, !8, i64 0}
!64 = distinct !{!64, !22}
