; ModuleID = 'src/lua/lgc.c'
source_filename = "src/lua/lgc.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%union.Node = type { %struct.NodeKey }
%struct.NodeKey = type { %union.Value, i8, i8, i32, %union.Value }
%union.Value = type { ptr }
%struct.TValue = type { %union.Value, i8 }
%union.UValue = type { %struct.TValue }
%struct.Upvaldesc = type { ptr, i8, i8, i8 }
%struct.LocVar = type { ptr, i32, i32 }

@.str = private unnamed_addr constant [5 x i8] c"__gc\00", align 1
@sweepgen.nextage = internal unnamed_addr constant [7 x i8] c"\01\03\03\04\04\05\06", align 1

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define hidden void @luaC_barrier_(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  %5 = load ptr, ptr %4, align 8, !tbaa !6
  %6 = getelementptr inbounds i8, ptr %5, i64 101
  %7 = load i8, ptr %6, align 1, !tbaa !15
  %8 = icmp ult i8 %7, 3
  br i1 %8, label %9, label %19

9:                                                ; preds = %3
  tail call fastcc void @reallymarkobject(ptr noundef nonnull %5, ptr noundef %2)
  %10 = getelementptr inbounds i8, ptr %1, i64 9
  %11 = load i8, ptr %10, align 1, !tbaa !19
  %12 = and i8 %11, 6
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %31, label %14

14:                                               ; preds = %9
  %15 = getelementptr inbounds i8, ptr %2, i64 9
  %16 = load i8, ptr %15, align 1, !tbaa !19
  %17 = and i8 %16, -8
  %18 = or disjoint i8 %17, 2
  store i8 %18, ptr %15, align 1, !tbaa !19
  br label %31

19:                                               ; preds = %3
  %20 = getelementptr inbounds i8, ptr %5, i64 102
  %21 = load i8, ptr %20, align 2, !tbaa !21
  %22 = icmp eq i8 %21, 0
  br i1 %22, label %23, label %31

23:                                               ; preds = %19
  %24 = getelementptr inbounds i8, ptr %1, i64 9
  %25 = load i8, ptr %24, align 1, !tbaa !19
  %26 = and i8 %25, -57
  %27 = getelementptr inbounds i8, ptr %5, i64 100
  %28 = load i8, ptr %27, align 4, !tbaa !22
  %29 = and i8 %28, 24
  %30 = or disjoint i8 %29, %26
  store i8 %30, ptr %24, align 1, !tbaa !19
  br label %31

31:                                               ; preds = %19, %23, %9, %14
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @reallymarkobject(ptr nocapture noundef %0, ptr noundef %1) unnamed_addr #0 {
  br label %3

3:                                                ; preds = %26, %2
  %4 = phi ptr [ %1, %2 ], [ %27, %26 ]
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  %6 = load i8, ptr %5, align 8, !tbaa !23
  switch i8 %6, label %62 [
    i8 4, label %7
    i8 20, label %7
    i8 9, label %12
    i8 7, label %32
    i8 5, label %53
    i8 6, label %54
    i8 38, label %54
    i8 8, label %51
    i8 10, label %52
  ]

7:                                                ; preds = %3, %3
  %8 = getelementptr inbounds i8, ptr %4, i64 9
  %9 = load i8, ptr %8, align 1, !tbaa !19
  %10 = and i8 %9, -57
  %11 = or disjoint i8 %10, 32
  store i8 %11, ptr %8, align 1, !tbaa !19
  br label %62

12:                                               ; preds = %3
  %13 = getelementptr inbounds i8, ptr %4, i64 16
  %14 = load ptr, ptr %13, align 8, !tbaa !24
  %15 = getelementptr inbounds i8, ptr %4, i64 24
  %16 = icmp eq ptr %14, %15
  %17 = getelementptr inbounds i8, ptr %4, i64 9
  %18 = load i8, ptr %17, align 1, !tbaa !25
  %19 = and i8 %18, -57
  %20 = or disjoint i8 %19, 32
  %21 = select i1 %16, i8 %20, i8 %19
  store i8 %21, ptr %17, align 1, !tbaa !25
  %22 = getelementptr inbounds i8, ptr %14, i64 8
  %23 = load i8, ptr %22, align 8, !tbaa !27
  %24 = and i8 %23, 64
  %25 = icmp eq i8 %24, 0
  br i1 %25, label %62, label %26

26:                                               ; preds = %12
  %27 = load ptr, ptr %14, align 8, !tbaa !24
  %28 = getelementptr inbounds i8, ptr %27, i64 9
  %29 = load i8, ptr %28, align 1, !tbaa !19
  %30 = and i8 %29, 24
  %31 = icmp eq i8 %30, 0
  br i1 %31, label %62, label %3

32:                                               ; preds = %3
  %33 = getelementptr inbounds i8, ptr %4, i64 10
  %34 = load i16, ptr %33, align 2, !tbaa !28
  %35 = icmp eq i16 %34, 0
  br i1 %35, label %36, label %54

36:                                               ; preds = %32
  %37 = getelementptr inbounds i8, ptr %4, i64 24
  %38 = load ptr, ptr %37, align 8, !tbaa !30
  %39 = icmp eq ptr %38, null
  br i1 %39, label %46, label %40

40:                                               ; preds = %36
  %41 = getelementptr inbounds i8, ptr %38, i64 9
  %42 = load i8, ptr %41, align 1, !tbaa !31
  %43 = and i8 %42, 24
  %44 = icmp eq i8 %43, 0
  br i1 %44, label %46, label %45

45:                                               ; preds = %40
  tail call fastcc void @reallymarkobject(ptr noundef %0, ptr noundef nonnull %38)
  br label %46

46:                                               ; preds = %36, %45, %40
  %47 = getelementptr inbounds i8, ptr %4, i64 9
  %48 = load i8, ptr %47, align 1, !tbaa !33
  %49 = and i8 %48, -57
  %50 = or disjoint i8 %49, 32
  store i8 %50, ptr %47, align 1, !tbaa !33
  br label %62

51:                                               ; preds = %3
  br label %54

52:                                               ; preds = %3
  br label %54

53:                                               ; preds = %3
  br label %54

54:                                               ; preds = %3, %3, %53, %32, %51, %52
  %55 = phi i64 [ 72, %51 ], [ 120, %52 ], [ 32, %32 ], [ 48, %53 ], [ 16, %3 ], [ 16, %3 ]
  %56 = getelementptr inbounds i8, ptr %4, i64 %55
  %57 = getelementptr inbounds i8, ptr %0, i64 136
  %58 = load ptr, ptr %57, align 8, !tbaa !34
  store ptr %58, ptr %56, align 8, !tbaa !34
  store ptr %4, ptr %57, align 8, !tbaa !34
  %59 = getelementptr inbounds i8, ptr %4, i64 9
  %60 = load i8, ptr %59, align 1, !tbaa !19
  %61 = and i8 %60, -57
  store i8 %61, ptr %59, align 1, !tbaa !19
  br label %62

62:                                               ; preds = %12, %26, %3, %46, %54, %7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define hidden void @luaC_barrierback_(ptr nocapture noundef readonly %0, ptr noundef %1) local_unnamed_addr #2 {
  %3 = getelementptr inbounds i8, ptr %1, i64 9
  %4 = load i8, ptr %3, align 1, !tbaa !19
  %5 = and i8 %4, 7
  %6 = icmp eq i8 %5, 6
  br i1 %6, label %23, label %7

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %0, i64 24
  %9 = load ptr, ptr %8, align 8, !tbaa !6
  %10 = getelementptr inbounds i8, ptr %1, i64 8
  %11 = load i8, ptr %10, align 8, !tbaa !23
  switch i8 %11, label %17 [
    i8 5, label %18
    i8 6, label %12
    i8 38, label %13
    i8 8, label %14
    i8 10, label %15
    i8 7, label %16
  ]

12:                                               ; preds = %7
  br label %18

13:                                               ; preds = %7
  br label %18

14:                                               ; preds = %7
  br label %18

15:                                               ; preds = %7
  br label %18

16:                                               ; preds = %7
  br label %18

17:                                               ; preds = %7
  unreachable

18:                                               ; preds = %7, %12, %13, %14, %15, %16
  %19 = phi i64 [ 16, %12 ], [ 16, %13 ], [ 72, %14 ], [ 120, %15 ], [ 32, %16 ], [ 48, %7 ]
  %20 = getelementptr inbounds i8, ptr %1, i64 %19
  %21 = getelementptr inbounds i8, ptr %9, i64 144
  %22 = load ptr, ptr %21, align 8, !tbaa !34
  store ptr %22, ptr %20, align 8, !tbaa !34
  store ptr %1, ptr %21, align 8, !tbaa !34
  br label %23

23:                                               ; preds = %2, %18
  %24 = phi i8 [ -57, %18 ], [ -58, %2 ]
  %25 = and i8 %4, %24
  %26 = and i8 %4, 6
  %27 = icmp eq i8 %26, 0
  %28 = and i8 %4, -64
  %29 = or disjoint i8 %28, 5
  %30 = select i1 %27, i8 %25, i8 %29
  store i8 %30, ptr %3, align 1, !tbaa !19
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define hidden void @luaC_fix(ptr nocapture noundef readonly %0, ptr noundef %1) local_unnamed_addr #2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  %4 = load ptr, ptr %3, align 8, !tbaa !6
  %5 = getelementptr inbounds i8, ptr %1, i64 9
  %6 = load i8, ptr %5, align 1, !tbaa !19
  %7 = and i8 %6, -64
  %8 = or disjoint i8 %7, 4
  store i8 %8, ptr %5, align 1, !tbaa !19
  %9 = load ptr, ptr %1, align 8, !tbaa !35
  %10 = getelementptr inbounds i8, ptr %4, i64 112
  store ptr %9, ptr %10, align 8, !tbaa !36
  %11 = getelementptr inbounds i8, ptr %4, i64 184
  %12 = load ptr, ptr %11, align 8, !tbaa !37
  store ptr %12, ptr %1, align 8, !tbaa !35
  store ptr %1, ptr %11, align 8, !tbaa !37
  ret void
}

; Function Attrs: nounwind uwtable
define hidden noundef ptr @luaC_newobjdt(ptr noundef %0, i32 noundef %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #3 {
  %5 = getelementptr inbounds i8, ptr %0, i64 24
  %6 = load ptr, ptr %5, align 8, !tbaa !6
  %7 = and i32 %1, 15
  %8 = tail call ptr @luaM_malloc_(ptr noundef %0, i64 noundef %2, i32 noundef %7) #8
  %9 = getelementptr inbounds i8, ptr %8, i64 %3
  %10 = getelementptr inbounds i8, ptr %6, i64 100
  %11 = load i8, ptr %10, align 4, !tbaa !22
  %12 = and i8 %11, 24
  %13 = getelementptr inbounds i8, ptr %9, i64 9
  store i8 %12, ptr %13, align 1, !tbaa !19
  %14 = trunc i32 %1 to i8
  %15 = getelementptr inbounds i8, ptr %9, i64 8
  store i8 %14, ptr %15, align 8, !tbaa !23
  %16 = getelementptr inbounds i8, ptr %6, i64 112
  %17 = load ptr, ptr %16, align 8, !tbaa !36
  store ptr %17, ptr %9, align 8, !tbaa !35
  store ptr %9, ptr %16, align 8, !tbaa !36
  ret ptr %9
}

declare hidden ptr @luaM_malloc_(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define hidden noundef ptr @luaC_newobj(ptr noundef %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #3 {
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  %5 = load ptr, ptr %4, align 8, !tbaa !6
  %6 = and i32 %1, 15
  %7 = tail call ptr @luaM_malloc_(ptr noundef %0, i64 noundef %2, i32 noundef %6) #8
  %8 = getelementptr inbounds i8, ptr %5, i64 100
  %9 = load i8, ptr %8, align 4, !tbaa !22
  %10 = and i8 %9, 24
  %11 = getelementptr inbounds i8, ptr %7, i64 9
  store i8 %10, ptr %11, align 1, !tbaa !19
  %12 = trunc i32 %1 to i8
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i8 %12, ptr %13, align 8, !tbaa !23
  %14 = getelementptr inbounds i8, ptr %5, i64 112
  %15 = load ptr, ptr %14, align 8, !tbaa !36
  store ptr %15, ptr %7, align 8, !tbaa !35
  store ptr %7, ptr %14, align 8, !tbaa !36
  ret ptr %7
}

; Function Attrs: nounwind uwtable
define hidden void @luaC_checkfinalizer(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #3 {
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  %5 = load ptr, ptr %4, align 8, !tbaa !6
  %6 = getelementptr inbounds i8, ptr %1, i64 9
  %7 = load i8, ptr %6, align 1, !tbaa !19
  %8 = and i8 %7, 64
  %9 = icmp ne i8 %8, 0
  %10 = icmp eq ptr %2, null
  %11 = or i1 %10, %9
  br i1 %11, label %80, label %12

12:                                               ; preds = %3
  %13 = getelementptr inbounds i8, ptr %2, i64 10
  %14 = load i8, ptr %13, align 2, !tbaa !38
  %15 = and i8 %14, 4
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %17, label %80

17:                                               ; preds = %12
  %18 = getelementptr inbounds i8, ptr %5, i64 296
  %19 = load ptr, ptr %18, align 8, !tbaa !34
  %20 = tail call ptr @luaT_gettm(ptr noundef nonnull %2, i32 noundef 2, ptr noundef %19) #8
  %21 = icmp eq ptr %20, null
  br i1 %21, label %80, label %22

22:                                               ; preds = %17
  %23 = getelementptr inbounds i8, ptr %5, i64 106
  %24 = load i8, ptr %23, align 2, !tbaa !39
  %25 = and i8 %24, 4
  %26 = icmp eq i8 %25, 0
  br i1 %26, label %27, label %80

27:                                               ; preds = %22
  %28 = getelementptr inbounds i8, ptr %5, i64 101
  %29 = load i8, ptr %28, align 1, !tbaa !15
  %30 = add i8 %29, -3
  %31 = icmp ult i8 %30, 4
  br i1 %31, label %32, label %44

32:                                               ; preds = %27
  %33 = load i8, ptr %6, align 1, !tbaa !19
  %34 = and i8 %33, -57
  %35 = getelementptr inbounds i8, ptr %5, i64 100
  %36 = load i8, ptr %35, align 4, !tbaa !22
  %37 = and i8 %36, 24
  %38 = or disjoint i8 %37, %34
  store i8 %38, ptr %6, align 1, !tbaa !19
  %39 = getelementptr inbounds i8, ptr %5, i64 120
  %40 = load ptr, ptr %39, align 8, !tbaa !40
  %41 = icmp eq ptr %40, %1
  br i1 %41, label %42, label %68

42:                                               ; preds = %32
  %43 = tail call fastcc ptr @sweeptolive(ptr noundef nonnull %0, ptr noundef %40)
  store ptr %43, ptr %39, align 8, !tbaa !40
  br label %68

44:                                               ; preds = %27
  %45 = getelementptr inbounds i8, ptr %5, i64 192
  %46 = load ptr, ptr %45, align 8, !tbaa !34
  %47 = icmp eq ptr %46, %1
  br i1 %47, label %48, label %50

48:                                               ; preds = %44
  %49 = load ptr, ptr %1, align 8, !tbaa !35
  store ptr %49, ptr %45, align 8, !tbaa !34
  br label %50

50:                                               ; preds = %48, %44
  %51 = getelementptr inbounds i8, ptr %5, i64 200
  %52 = load ptr, ptr %51, align 8, !tbaa !34
  %53 = icmp eq ptr %52, %1
  br i1 %53, label %54, label %56

54:                                               ; preds = %50
  %55 = load ptr, ptr %1, align 8, !tbaa !35
  store ptr %55, ptr %51, align 8, !tbaa !34
  br label %56

56:                                               ; preds = %54, %50
  %57 = getelementptr inbounds i8, ptr %5, i64 208
  %58 = load ptr, ptr %57, align 8, !tbaa !34
  %59 = icmp eq ptr %58, %1
  br i1 %59, label %60, label %62

60:                                               ; preds = %56
  %61 = load ptr, ptr %1, align 8, !tbaa !35
  store ptr %61, ptr %57, align 8, !tbaa !34
  br label %62

62:                                               ; preds = %60, %56
  %63 = getelementptr inbounds i8, ptr %5, i64 216
  %64 = load ptr, ptr %63, align 8, !tbaa !34
  %65 = icmp eq ptr %64, %1
  br i1 %65, label %66, label %68

66:                                               ; preds = %62
  %67 = load ptr, ptr %1, align 8, !tbaa !35
  store ptr %67, ptr %63, align 8, !tbaa !34
  br label %68

68:                                               ; preds = %66, %62, %32, %42
  %69 = getelementptr inbounds i8, ptr %5, i64 112
  br label %70

70:                                               ; preds = %70, %68
  %71 = phi ptr [ %69, %68 ], [ %72, %70 ]
  %72 = load ptr, ptr %71, align 8, !tbaa !34
  %73 = icmp eq ptr %72, %1
  br i1 %73, label %74, label %70, !llvm.loop !41

74:                                               ; preds = %70
  %75 = load ptr, ptr %1, align 8, !tbaa !35
  store ptr %75, ptr %71, align 8, !tbaa !34
  %76 = getelementptr inbounds i8, ptr %5, i64 128
  %77 = load ptr, ptr %76, align 8, !tbaa !43
  store ptr %77, ptr %1, align 8, !tbaa !35
  store ptr %1, ptr %76, align 8, !tbaa !43
  %78 = load i8, ptr %6, align 1, !tbaa !19
  %79 = or i8 %78, 64
  store i8 %79, ptr %6, align 1, !tbaa !19
  br label %80

80:                                               ; preds = %3, %17, %22, %12, %74
  ret void
}

declare hidden ptr @luaT_gettm(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal fastcc ptr @sweeptolive(ptr noundef %0, ptr noundef %1) unnamed_addr #3 {
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  br label %4

4:                                                ; preds = %26, %2
  %5 = phi ptr [ %1, %2 ], [ %30, %26 ]
  %6 = load ptr, ptr %3, align 8, !tbaa !6
  %7 = getelementptr inbounds i8, ptr %6, i64 100
  %8 = load i8, ptr %7, align 4, !tbaa !22
  %9 = and i8 %8, 24
  %10 = load ptr, ptr %5, align 8, !tbaa !34
  %11 = icmp eq ptr %10, null
  br i1 %11, label %26, label %12

12:                                               ; preds = %4
  %13 = xor i8 %8, 24
  %14 = getelementptr inbounds i8, ptr %10, i64 9
  %15 = load i8, ptr %14, align 1, !tbaa !19
  %16 = and i8 %15, %13
  %17 = icmp eq i8 %16, 0
  br i1 %17, label %20, label %18

18:                                               ; preds = %12
  %19 = load ptr, ptr %10, align 8, !tbaa !35
  store ptr %19, ptr %5, align 8, !tbaa !34
  tail call fastcc void @freeobj(ptr noundef nonnull %0, ptr noundef nonnull %10)
  br label %23

20:                                               ; preds = %12
  %21 = and i8 %15, -64
  %22 = or disjoint i8 %21, %9
  store i8 %22, ptr %14, align 1, !tbaa !19
  br label %23

23:                                               ; preds = %20, %18
  %24 = phi ptr [ %5, %18 ], [ %10, %20 ]
  %25 = load ptr, ptr %24, align 8, !tbaa !34
  br label %26, !llvm.loop !44

26:                                               ; preds = %4, %23
  %27 = phi ptr [ %5, %4 ], [ %24, %23 ]
  %28 = phi ptr [ null, %4 ], [ %25, %23 ]
  %29 = icmp eq ptr %28, null
  %30 = select i1 %29, ptr null, ptr %27
  %31 = icmp eq ptr %30, %1
  br i1 %31, label %4, label %32, !llvm.loop !45

32:                                               ; preds = %26
  ret ptr %30
}

; Function Attrs: nounwind uwtable
define hidden void @luaC_changemode(ptr noundef %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  %4 = load ptr, ptr %3, align 8, !tbaa !6
  %5 = getelementptr inbounds i8, ptr %4, i64 102
  %6 = load i8, ptr %5, align 2, !tbaa !21
  %7 = zext i8 %6 to i32
  %8 = icmp eq i32 %7, %1
  br i1 %8, label %56, label %9

9:                                                ; preds = %2
  %10 = icmp eq i32 %1, 1
  br i1 %10, label %11, label %13

11:                                               ; preds = %9
  %12 = tail call fastcc i64 @entergen(ptr noundef nonnull %0, ptr noundef nonnull %4)
  br label %56

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %4, i64 112
  %15 = load ptr, ptr %14, align 8, !tbaa !36
  %16 = getelementptr inbounds i8, ptr %4, i64 100
  %17 = load i8, ptr %16, align 4, !tbaa !22
  %18 = and i8 %17, 24
  %19 = icmp eq ptr %15, null
  br i1 %19, label %28, label %20

20:                                               ; preds = %13, %20
  %21 = phi ptr [ %26, %20 ], [ %15, %13 ]
  %22 = getelementptr inbounds i8, ptr %21, i64 9
  %23 = load i8, ptr %22, align 1, !tbaa !19
  %24 = and i8 %23, -64
  %25 = or disjoint i8 %24, %18
  store i8 %25, ptr %22, align 1, !tbaa !19
  %26 = load ptr, ptr %21, align 8, !tbaa !35
  %27 = icmp eq ptr %26, null
  br i1 %27, label %28, label %20, !llvm.loop !46

28:                                               ; preds = %20, %13
  %29 = getelementptr inbounds i8, ptr %4, i64 192
  %30 = getelementptr inbounds i8, ptr %4, i64 128
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %29, i8 0, i64 24, i1 false)
  %31 = load ptr, ptr %30, align 8, !tbaa !43
  %32 = icmp eq ptr %31, null
  br i1 %32, label %41, label %33

33:                                               ; preds = %28, %33
  %34 = phi ptr [ %39, %33 ], [ %31, %28 ]
  %35 = getelementptr inbounds i8, ptr %34, i64 9
  %36 = load i8, ptr %35, align 1, !tbaa !19
  %37 = and i8 %36, -64
  %38 = or disjoint i8 %37, %18
  store i8 %38, ptr %35, align 1, !tbaa !19
  %39 = load ptr, ptr %34, align 8, !tbaa !35
  %40 = icmp eq ptr %39, null
  br i1 %40, label %41, label %33, !llvm.loop !46

41:                                               ; preds = %33, %28
  %42 = getelementptr inbounds i8, ptr %4, i64 176
  %43 = load ptr, ptr %42, align 8, !tbaa !47
  %44 = icmp eq ptr %43, null
  br i1 %44, label %53, label %45

45:                                               ; preds = %41, %45
  %46 = phi ptr [ %51, %45 ], [ %43, %41 ]
  %47 = getelementptr inbounds i8, ptr %46, i64 9
  %48 = load i8, ptr %47, align 1, !tbaa !19
  %49 = and i8 %48, -64
  %50 = or disjoint i8 %49, %18
  store i8 %50, ptr %47, align 1, !tbaa !19
  %51 = load ptr, ptr %46, align 8, !tbaa !35
  %52 = icmp eq ptr %51, null
  br i1 %52, label %53, label %45, !llvm.loop !46

53:                                               ; preds = %45, %41
  %54 = getelementptr inbounds i8, ptr %4, i64 224
  %55 = getelementptr inbounds i8, ptr %4, i64 101
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %54, i8 0, i64 24, i1 false)
  store i8 8, ptr %55, align 1, !tbaa !15
  store i8 0, ptr %5, align 2, !tbaa !21
  br label %56

56:                                               ; preds = %11, %53, %2
  %57 = getelementptr inbounds i8, ptr %4, i64 40
  store i64 0, ptr %57, align 8, !tbaa !48
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc i64 @entergen(ptr noundef %0, ptr noundef %1) unnamed_addr #3 {
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  %4 = load ptr, ptr %3, align 8, !tbaa !6
  %5 = getelementptr inbounds i8, ptr %4, i64 101
  %6 = load i8, ptr %5, align 1, !tbaa !15
  %7 = icmp eq i8 %6, 8
  br i1 %7, label %17, label %8

8:                                                ; preds = %2, %8
  %9 = tail call fastcc i64 @singlestep(ptr noundef %0)
  %10 = load i8, ptr %5, align 1, !tbaa !15
  %11 = icmp eq i8 %10, 8
  br i1 %11, label %12, label %8, !llvm.loop !49

12:                                               ; preds = %8
  %13 = load ptr, ptr %3, align 8, !tbaa !6
  %14 = getelementptr inbounds i8, ptr %13, i64 101
  %15 = load i8, ptr %14, align 1, !tbaa !15
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %24, label %17

17:                                               ; preds = %2, %12
  %18 = phi ptr [ %13, %12 ], [ %4, %2 ]
  %19 = getelementptr inbounds i8, ptr %18, i64 101
  br label %20

20:                                               ; preds = %17, %20
  %21 = tail call fastcc i64 @singlestep(ptr noundef %0)
  %22 = load i8, ptr %19, align 1, !tbaa !15
  %23 = icmp eq i8 %22, 0
  br i1 %23, label %24, label %20, !llvm.loop !49

24:                                               ; preds = %20, %12
  %25 = tail call fastcc i64 @atomic(ptr noundef %0)
  tail call fastcc void @atomic2gen(ptr noundef %0, ptr noundef %1)
  %26 = getelementptr inbounds i8, ptr %1, i64 16
  %27 = load i64, ptr %26, align 8, !tbaa !50
  %28 = getelementptr inbounds i8, ptr %1, i64 24
  %29 = load i64, ptr %28, align 8, !tbaa !51
  %30 = add nsw i64 %29, %27
  %31 = udiv i64 %30, 100
  %32 = getelementptr inbounds i8, ptr %1, i64 104
  %33 = load i8, ptr %32, align 8, !tbaa !52
  %34 = zext i8 %33 to i64
  %35 = mul i64 %31, %34
  %36 = sub i64 0, %35
  tail call void @luaE_setdebt(ptr noundef %1, i64 noundef %36) #8
  ret i64 %25
}

; Function Attrs: nounwind uwtable
define hidden void @luaC_freeallobjects(ptr noundef %0) local_unnamed_addr #3 {
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !tbaa !6
  %4 = getelementptr inbounds i8, ptr %3, i64 106
  store i8 4, ptr %4, align 2, !tbaa !39
  %5 = getelementptr inbounds i8, ptr %3, i64 102
  %6 = load i8, ptr %5, align 2, !tbaa !21
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %51, label %8

8:                                                ; preds = %1
  %9 = getelementptr inbounds i8, ptr %3, i64 112
  %10 = load ptr, ptr %9, align 8, !tbaa !36
  %11 = getelementptr inbounds i8, ptr %3, i64 100
  %12 = load i8, ptr %11, align 4, !tbaa !22
  %13 = and i8 %12, 24
  %14 = icmp eq ptr %10, null
  br i1 %14, label %23, label %15

15:                                               ; preds = %8, %15
  %16 = phi ptr [ %21, %15 ], [ %10, %8 ]
  %17 = getelementptr inbounds i8, ptr %16, i64 9
  %18 = load i8, ptr %17, align 1, !tbaa !19
  %19 = and i8 %18, -64
  %20 = or disjoint i8 %19, %13
  store i8 %20, ptr %17, align 1, !tbaa !19
  %21 = load ptr, ptr %16, align 8, !tbaa !35
  %22 = icmp eq ptr %21, null
  br i1 %22, label %23, label %15, !llvm.loop !46

23:                                               ; preds = %15, %8
  %24 = getelementptr inbounds i8, ptr %3, i64 192
  %25 = getelementptr inbounds i8, ptr %3, i64 128
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %24, i8 0, i64 24, i1 false)
  %26 = load ptr, ptr %25, align 8, !tbaa !43
  %27 = icmp eq ptr %26, null
  br i1 %27, label %36, label %28

28:                                               ; preds = %23, %28
  %29 = phi ptr [ %34, %28 ], [ %26, %23 ]
  %30 = getelementptr inbounds i8, ptr %29, i64 9
  %31 = load i8, ptr %30, align 1, !tbaa !19
  %32 = and i8 %31, -64
  %33 = or disjoint i8 %32, %13
  store i8 %33, ptr %30, align 1, !tbaa !19
  %34 = load ptr, ptr %29, align 8, !tbaa !35
  %35 = icmp eq ptr %34, null
  br i1 %35, label %36, label %28, !llvm.loop !46

36:                                               ; preds = %28, %23
  %37 = getelementptr inbounds i8, ptr %3, i64 176
  %38 = load ptr, ptr %37, align 8, !tbaa !47
  %39 = icmp eq ptr %38, null
  br i1 %39, label %48, label %40

40:                                               ; preds = %36, %40
  %41 = phi ptr [ %46, %40 ], [ %38, %36 ]
  %42 = getelementptr inbounds i8, ptr %41, i64 9
  %43 = load i8, ptr %42, align 1, !tbaa !19
  %44 = and i8 %43, -64
  %45 = or disjoint i8 %44, %13
  store i8 %45, ptr %42, align 1, !tbaa !19
  %46 = load ptr, ptr %41, align 8, !tbaa !35
  %47 = icmp eq ptr %46, null
  br i1 %47, label %48, label %40, !llvm.loop !46

48:                                               ; preds = %40, %36
  %49 = getelementptr inbounds i8, ptr %3, i64 224
  %50 = getelementptr inbounds i8, ptr %3, i64 101
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %49, i8 0, i64 24, i1 false)
  store i8 8, ptr %50, align 1, !tbaa !15
  store i8 0, ptr %5, align 2, !tbaa !21
  br label %51

51:                                               ; preds = %1, %48
  %52 = getelementptr inbounds i8, ptr %3, i64 40
  store i64 0, ptr %52, align 8, !tbaa !48
  %53 = getelementptr inbounds i8, ptr %3, i64 176
  br label %54

54:                                               ; preds = %54, %51
  %55 = phi ptr [ %53, %51 ], [ %56, %54 ]
  %56 = load ptr, ptr %55, align 8, !tbaa !34
  %57 = icmp eq ptr %56, null
  br i1 %57, label %58, label %54, !llvm.loop !53

58:                                               ; preds = %54
  %59 = getelementptr inbounds i8, ptr %3, i64 128
  %60 = getelementptr inbounds i8, ptr %3, i64 232
  %61 = load ptr, ptr %59, align 8, !tbaa !34
  %62 = load ptr, ptr %60, align 8, !tbaa !54
  %63 = icmp eq ptr %61, %62
  br i1 %63, label %78, label %64

64:                                               ; preds = %58
  %65 = getelementptr inbounds i8, ptr %3, i64 224
  br label %66

66:                                               ; preds = %73, %64
  %67 = phi ptr [ %61, %64 ], [ %76, %73 ]
  %68 = phi ptr [ %55, %64 ], [ %67, %73 ]
  %69 = load ptr, ptr %65, align 8, !tbaa !55
  %70 = icmp eq ptr %67, %69
  %71 = load ptr, ptr %67, align 8, !tbaa !35
  br i1 %70, label %72, label %73

72:                                               ; preds = %66
  store ptr %71, ptr %65, align 8, !tbaa !55
  br label %73

73:                                               ; preds = %72, %66
  store ptr %71, ptr %59, align 8, !tbaa !34
  %74 = load ptr, ptr %68, align 8, !tbaa !34
  store ptr %74, ptr %67, align 8, !tbaa !35
  store ptr %67, ptr %68, align 8, !tbaa !34
  %75 = load ptr, ptr %60, align 8, !tbaa !54
  %76 = load ptr, ptr %59, align 8, !tbaa !34
  %77 = icmp eq ptr %76, %75
  br i1 %77, label %78, label %66, !llvm.loop !56

78:                                               ; preds = %73, %58
  %79 = load ptr, ptr %2, align 8, !tbaa !6
  %80 = getelementptr inbounds i8, ptr %79, i64 176
  %81 = load ptr, ptr %80, align 8, !tbaa !47
  %82 = icmp eq ptr %81, null
  br i1 %82, label %86, label %83

83:                                               ; preds = %78, %83
  tail call fastcc void @GCTM(ptr noundef %0)
  %84 = load ptr, ptr %80, align 8, !tbaa !47
  %85 = icmp eq ptr %84, null
  br i1 %85, label %86, label %83, !llvm.loop !57

86:                                               ; preds = %83, %78
  %87 = getelementptr inbounds i8, ptr %3, i64 112
  %88 = load ptr, ptr %87, align 8, !tbaa !36
  %89 = getelementptr inbounds i8, ptr %3, i64 264
  %90 = load ptr, ptr %89, align 8, !tbaa !58
  %91 = icmp eq ptr %88, %90
  br i1 %91, label %96, label %92

92:                                               ; preds = %86, %92
  %93 = phi ptr [ %94, %92 ], [ %88, %86 ]
  %94 = load ptr, ptr %93, align 8, !tbaa !35
  tail call fastcc void @freeobj(ptr noundef %0, ptr noundef nonnull %93)
  %95 = icmp eq ptr %94, %90
  br i1 %95, label %96, label %92, !llvm.loop !59

96:                                               ; preds = %92, %86
  %97 = getelementptr inbounds i8, ptr %3, i64 184
  %98 = load ptr, ptr %97, align 8, !tbaa !37
  %99 = icmp eq ptr %98, null
  br i1 %99, label %104, label %100

100:                                              ; preds = %96, %100
  %101 = phi ptr [ %102, %100 ], [ %98, %96 ]
  %102 = load ptr, ptr %101, align 8, !tbaa !35
  tail call fastcc void @freeobj(ptr noundef %0, ptr noundef nonnull %101)
  %103 = icmp eq ptr %102, null
  br i1 %103, label %104, label %100, !llvm.loop !59

104:                                              ; preds = %100, %96
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @luaC_runtilstate(ptr noundef %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  %4 = load ptr, ptr %3, align 8, !tbaa !6
  %5 = getelementptr inbounds i8, ptr %4, i64 101
  %6 = load i8, ptr %5, align 1, !tbaa !15
  %7 = zext nneg i8 %6 to i32
  %8 = shl nuw i32 1, %7
  %9 = and i32 %8, %1
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %18

11:                                               ; preds = %2, %11
  %12 = tail call fastcc i64 @singlestep(ptr noundef %0)
  %13 = load i8, ptr %5, align 1, !tbaa !15
  %14 = zext nneg i8 %13 to i32
  %15 = shl nuw i32 1, %14
  %16 = and i32 %15, %1
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %11, label %18, !llvm.loop !49

18:                                               ; preds = %11, %2
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc i64 @singlestep(ptr noundef %0) unnamed_addr #3 {
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !tbaa !6
  %4 = getelementptr inbounds i8, ptr %3, i64 103
  store i8 1, ptr %4, align 1, !tbaa !60
  %5 = getelementptr inbounds i8, ptr %3, i64 101
  %6 = load i8, ptr %5, align 1, !tbaa !15
  switch i8 %6, label %295 [
    i8 8, label %7
    i8 0, label %44
    i8 1, label %51
    i8 3, label %92
    i8 4, label %140
    i8 5, label %188
    i8 6, label %235
    i8 7, label %256
  ]

7:                                                ; preds = %1
  %8 = getelementptr inbounds i8, ptr %3, i64 136
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %8, i8 0, i64 40, i1 false)
  %9 = getelementptr inbounds i8, ptr %3, i64 264
  %10 = load ptr, ptr %9, align 8, !tbaa !58
  %11 = getelementptr inbounds i8, ptr %10, i64 9
  %12 = load i8, ptr %11, align 1, !tbaa !61
  %13 = and i8 %12, 24
  %14 = icmp eq i8 %13, 0
  br i1 %14, label %16, label %15

15:                                               ; preds = %7
  tail call fastcc void @reallymarkobject(ptr noundef nonnull %3, ptr noundef nonnull %10)
  br label %16

16:                                               ; preds = %15, %7
  %17 = getelementptr inbounds i8, ptr %3, i64 72
  %18 = load i8, ptr %17, align 8, !tbaa !62
  %19 = and i8 %18, 64
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %29, label %21

21:                                               ; preds = %16
  %22 = getelementptr inbounds i8, ptr %3, i64 64
  %23 = load ptr, ptr %22, align 8, !tbaa !24
  %24 = getelementptr inbounds i8, ptr %23, i64 9
  %25 = load i8, ptr %24, align 1, !tbaa !19
  %26 = and i8 %25, 24
  %27 = icmp eq i8 %26, 0
  br i1 %27, label %29, label %28

28:                                               ; preds = %21
  tail call fastcc void @reallymarkobject(ptr noundef nonnull %3, ptr noundef nonnull %23)
  br label %29

29:                                               ; preds = %28, %21, %16
  tail call fastcc void @markmt(ptr noundef nonnull %3)
  %30 = getelementptr inbounds i8, ptr %3, i64 176
  %31 = load ptr, ptr %30, align 8, !tbaa !34
  %32 = icmp eq ptr %31, null
  br i1 %32, label %43, label %33

33:                                               ; preds = %29, %40
  %34 = phi ptr [ %41, %40 ], [ %31, %29 ]
  %35 = getelementptr inbounds i8, ptr %34, i64 9
  %36 = load i8, ptr %35, align 1, !tbaa !19
  %37 = and i8 %36, 24
  %38 = icmp eq i8 %37, 0
  br i1 %38, label %40, label %39

39:                                               ; preds = %33
  tail call fastcc void @reallymarkobject(ptr noundef %3, ptr noundef nonnull %34)
  br label %40

40:                                               ; preds = %39, %33
  %41 = load ptr, ptr %34, align 8, !tbaa !34
  %42 = icmp eq ptr %41, null
  br i1 %42, label %43, label %33, !llvm.loop !63

43:                                               ; preds = %40, %29
  store i8 0, ptr %5, align 1, !tbaa !15
  br label %293

44:                                               ; preds = %1
  %45 = getelementptr inbounds i8, ptr %3, i64 136
  %46 = load ptr, ptr %45, align 8, !tbaa !64
  %47 = icmp eq ptr %46, null
  br i1 %47, label %48, label %49

48:                                               ; preds = %44
  store i8 1, ptr %5, align 1, !tbaa !15
  br label %293

49:                                               ; preds = %44
  %50 = tail call fastcc i64 @propagatemark(ptr noundef nonnull %3)
  br label %293

51:                                               ; preds = %1
  %52 = tail call fastcc i64 @atomic(ptr noundef nonnull %0)
  %53 = load ptr, ptr %2, align 8, !tbaa !6
  %54 = getelementptr inbounds i8, ptr %53, i64 101
  store i8 3, ptr %54, align 1, !tbaa !15
  %55 = getelementptr inbounds i8, ptr %53, i64 112
  br label %56

56:                                               ; preds = %78, %51
  %57 = phi ptr [ %55, %51 ], [ %82, %78 ]
  %58 = load ptr, ptr %2, align 8, !tbaa !6
  %59 = getelementptr inbounds i8, ptr %58, i64 100
  %60 = load i8, ptr %59, align 4, !tbaa !22
  %61 = and i8 %60, 24
  %62 = load ptr, ptr %57, align 8, !tbaa !34
  %63 = icmp eq ptr %62, null
  br i1 %63, label %78, label %64

64:                                               ; preds = %56
  %65 = xor i8 %60, 24
  %66 = getelementptr inbounds i8, ptr %62, i64 9
  %67 = load i8, ptr %66, align 1, !tbaa !19
  %68 = and i8 %67, %65
  %69 = icmp eq i8 %68, 0
  br i1 %69, label %72, label %70

70:                                               ; preds = %64
  %71 = load ptr, ptr %62, align 8, !tbaa !35
  store ptr %71, ptr %57, align 8, !tbaa !34
  tail call fastcc void @freeobj(ptr noundef nonnull %0, ptr noundef nonnull %62)
  br label %75

72:                                               ; preds = %64
  %73 = and i8 %67, -64
  %74 = or disjoint i8 %73, %61
  store i8 %74, ptr %66, align 1, !tbaa !19
  br label %75

75:                                               ; preds = %72, %70
  %76 = phi ptr [ %57, %70 ], [ %62, %72 ]
  %77 = load ptr, ptr %76, align 8, !tbaa !34
  br label %78, !llvm.loop !44

78:                                               ; preds = %75, %56
  %79 = phi ptr [ %57, %56 ], [ %76, %75 ]
  %80 = phi ptr [ null, %56 ], [ %77, %75 ]
  %81 = icmp eq ptr %80, null
  %82 = select i1 %81, ptr null, ptr %79
  %83 = icmp eq ptr %82, %55
  br i1 %83, label %56, label %84, !llvm.loop !45

84:                                               ; preds = %78
  %85 = getelementptr inbounds i8, ptr %53, i64 120
  store ptr %82, ptr %85, align 8, !tbaa !40
  %86 = getelementptr inbounds i8, ptr %3, i64 16
  %87 = load i64, ptr %86, align 8, !tbaa !50
  %88 = getelementptr inbounds i8, ptr %3, i64 24
  %89 = load i64, ptr %88, align 8, !tbaa !51
  %90 = add nsw i64 %89, %87
  %91 = getelementptr inbounds i8, ptr %3, i64 32
  store i64 %90, ptr %91, align 8, !tbaa !65
  br label %293

92:                                               ; preds = %1
  %93 = getelementptr inbounds i8, ptr %3, i64 120
  %94 = load ptr, ptr %93, align 8, !tbaa !40
  %95 = icmp eq ptr %94, null
  br i1 %95, label %138, label %96

96:                                               ; preds = %92
  %97 = getelementptr inbounds i8, ptr %3, i64 24
  %98 = load i64, ptr %97, align 8, !tbaa !51
  %99 = getelementptr inbounds i8, ptr %3, i64 100
  %100 = load i8, ptr %99, align 4, !tbaa !22
  %101 = xor i8 %100, 24
  %102 = and i8 %100, 24
  %103 = load ptr, ptr %94, align 8, !tbaa !34
  %104 = icmp eq ptr %103, null
  br i1 %104, label %130, label %105

105:                                              ; preds = %96, %118
  %106 = phi ptr [ %121, %118 ], [ %103, %96 ]
  %107 = phi ptr [ %119, %118 ], [ %94, %96 ]
  %108 = phi i32 [ %120, %118 ], [ 0, %96 ]
  %109 = getelementptr inbounds i8, ptr %106, i64 9
  %110 = load i8, ptr %109, align 1, !tbaa !19
  %111 = and i8 %110, %101
  %112 = icmp eq i8 %111, 0
  br i1 %112, label %115, label %113

113:                                              ; preds = %105
  %114 = load ptr, ptr %106, align 8, !tbaa !35
  store ptr %114, ptr %107, align 8, !tbaa !34
  tail call fastcc void @freeobj(ptr noundef %0, ptr noundef nonnull %106)
  br label %118

115:                                              ; preds = %105
  %116 = and i8 %110, -64
  %117 = or disjoint i8 %116, %102
  store i8 %117, ptr %109, align 1, !tbaa !19
  br label %118

118:                                              ; preds = %115, %113
  %119 = phi ptr [ %107, %113 ], [ %106, %115 ]
  %120 = add nuw nsw i32 %108, 1
  %121 = load ptr, ptr %119, align 8, !tbaa !34
  %122 = icmp ne ptr %121, null
  %123 = icmp ult i32 %108, 99
  %124 = select i1 %122, i1 %123, i1 false
  br i1 %124, label %105, label %125, !llvm.loop !44

125:                                              ; preds = %118
  %126 = load i64, ptr %97, align 8, !tbaa !51
  %127 = icmp eq ptr %121, null
  %128 = select i1 %127, ptr null, ptr %119
  %129 = zext nneg i32 %120 to i64
  br label %130

130:                                              ; preds = %125, %96
  %131 = phi i64 [ %98, %96 ], [ %126, %125 ]
  %132 = phi i64 [ 0, %96 ], [ %129, %125 ]
  %133 = phi ptr [ null, %96 ], [ %128, %125 ]
  store ptr %133, ptr %93, align 8, !tbaa !40
  %134 = sub i64 %131, %98
  %135 = getelementptr inbounds i8, ptr %3, i64 32
  %136 = load i64, ptr %135, align 8, !tbaa !65
  %137 = add i64 %134, %136
  store i64 %137, ptr %135, align 8, !tbaa !65
  br label %293

138:                                              ; preds = %92
  %139 = getelementptr inbounds i8, ptr %3, i64 128
  store i8 4, ptr %5, align 1, !tbaa !15
  store ptr %139, ptr %93, align 8, !tbaa !40
  br label %293

140:                                              ; preds = %1
  %141 = getelementptr inbounds i8, ptr %3, i64 120
  %142 = load ptr, ptr %141, align 8, !tbaa !40
  %143 = icmp eq ptr %142, null
  br i1 %143, label %186, label %144

144:                                              ; preds = %140
  %145 = getelementptr inbounds i8, ptr %3, i64 24
  %146 = load i64, ptr %145, align 8, !tbaa !51
  %147 = getelementptr inbounds i8, ptr %3, i64 100
  %148 = load i8, ptr %147, align 4, !tbaa !22
  %149 = xor i8 %148, 24
  %150 = and i8 %148, 24
  %151 = load ptr, ptr %142, align 8, !tbaa !34
  %152 = icmp eq ptr %151, null
  br i1 %152, label %178, label %153

153:                                              ; preds = %144, %166
  %154 = phi ptr [ %169, %166 ], [ %151, %144 ]
  %155 = phi ptr [ %167, %166 ], [ %142, %144 ]
  %156 = phi i32 [ %168, %166 ], [ 0, %144 ]
  %157 = getelementptr inbounds i8, ptr %154, i64 9
  %158 = load i8, ptr %157, align 1, !tbaa !19
  %159 = and i8 %158, %149
  %160 = icmp eq i8 %159, 0
  br i1 %160, label %163, label %161

161:                                              ; preds = %153
  %162 = load ptr, ptr %154, align 8, !tbaa !35
  store ptr %162, ptr %155, align 8, !tbaa !34
  tail call fastcc void @freeobj(ptr noundef %0, ptr noundef nonnull %154)
  br label %166

163:                                              ; preds = %153
  %164 = and i8 %158, -64
  %165 = or disjoint i8 %164, %150
  store i8 %165, ptr %157, align 1, !tbaa !19
  br label %166

166:                                              ; preds = %163, %161
  %167 = phi ptr [ %155, %161 ], [ %154, %163 ]
  %168 = add nuw nsw i32 %156, 1
  %169 = load ptr, ptr %167, align 8, !tbaa !34
  %170 = icmp ne ptr %169, null
  %171 = icmp ult i32 %156, 99
  %172 = select i1 %170, i1 %171, i1 false
  br i1 %172, label %153, label %173, !llvm.loop !44

173:                                              ; preds = %166
  %174 = load i64, ptr %145, align 8, !tbaa !51
  %175 = icmp eq ptr %169, null
  %176 = select i1 %175, ptr null, ptr %167
  %177 = zext nneg i32 %168 to i64
  br label %178

178:                                              ; preds = %173, %144
  %179 = phi i64 [ %146, %144 ], [ %174, %173 ]
  %180 = phi i64 [ 0, %144 ], [ %177, %173 ]
  %181 = phi ptr [ null, %144 ], [ %176, %173 ]
  store ptr %181, ptr %141, align 8, !tbaa !40
  %182 = sub i64 %179, %146
  %183 = getelementptr inbounds i8, ptr %3, i64 32
  %184 = load i64, ptr %183, align 8, !tbaa !65
  %185 = add i64 %182, %184
  store i64 %185, ptr %183, align 8, !tbaa !65
  br label %293

186:                                              ; preds = %140
  %187 = getelementptr inbounds i8, ptr %3, i64 176
  store i8 5, ptr %5, align 1, !tbaa !15
  store ptr %187, ptr %141, align 8, !tbaa !40
  br label %293

188:                                              ; preds = %1
  %189 = getelementptr inbounds i8, ptr %3, i64 120
  %190 = load ptr, ptr %189, align 8, !tbaa !40
  %191 = icmp eq ptr %190, null
  br i1 %191, label %234, label %192

192:                                              ; preds = %188
  %193 = getelementptr inbounds i8, ptr %3, i64 24
  %194 = load i64, ptr %193, align 8, !tbaa !51
  %195 = getelementptr inbounds i8, ptr %3, i64 100
  %196 = load i8, ptr %195, align 4, !tbaa !22
  %197 = xor i8 %196, 24
  %198 = and i8 %196, 24
  %199 = load ptr, ptr %190, align 8, !tbaa !34
  %200 = icmp eq ptr %199, null
  br i1 %200, label %226, label %201

201:                                              ; preds = %192, %214
  %202 = phi ptr [ %217, %214 ], [ %199, %192 ]
  %203 = phi ptr [ %215, %214 ], [ %190, %192 ]
  %204 = phi i32 [ %216, %214 ], [ 0, %192 ]
  %205 = getelementptr inbounds i8, ptr %202, i64 9
  %206 = load i8, ptr %205, align 1, !tbaa !19
  %207 = and i8 %206, %197
  %208 = icmp eq i8 %207, 0
  br i1 %208, label %211, label %209

209:                                              ; preds = %201
  %210 = load ptr, ptr %202, align 8, !tbaa !35
  store ptr %210, ptr %203, align 8, !tbaa !34
  tail call fastcc void @freeobj(ptr noundef %0, ptr noundef nonnull %202)
  br label %214

211:                                              ; preds = %201
  %212 = and i8 %206, -64
  %213 = or disjoint i8 %212, %198
  store i8 %213, ptr %205, align 1, !tbaa !19
  br label %214

214:                                              ; preds = %211, %209
  %215 = phi ptr [ %203, %209 ], [ %202, %211 ]
  %216 = add nuw nsw i32 %204, 1
  %217 = load ptr, ptr %215, align 8, !tbaa !34
  %218 = icmp ne ptr %217, null
  %219 = icmp ult i32 %204, 99
  %220 = select i1 %218, i1 %219, i1 false
  br i1 %220, label %201, label %221, !llvm.loop !44

221:                                              ; preds = %214
  %222 = load i64, ptr %193, align 8, !tbaa !51
  %223 = icmp eq ptr %217, null
  %224 = select i1 %223, ptr null, ptr %215
  %225 = zext nneg i32 %216 to i64
  br label %226

226:                                              ; preds = %221, %192
  %227 = phi i64 [ %194, %192 ], [ %222, %221 ]
  %228 = phi i64 [ 0, %192 ], [ %225, %221 ]
  %229 = phi ptr [ null, %192 ], [ %224, %221 ]
  store ptr %229, ptr %189, align 8, !tbaa !40
  %230 = sub i64 %227, %194
  %231 = getelementptr inbounds i8, ptr %3, i64 32
  %232 = load i64, ptr %231, align 8, !tbaa !65
  %233 = add i64 %230, %232
  store i64 %233, ptr %231, align 8, !tbaa !65
  br label %293

234:                                              ; preds = %188
  store i8 6, ptr %5, align 1, !tbaa !15
  br label %293

235:                                              ; preds = %1
  %236 = getelementptr inbounds i8, ptr %3, i64 107
  %237 = load i8, ptr %236, align 1, !tbaa !66
  %238 = icmp eq i8 %237, 0
  br i1 %238, label %239, label %255

239:                                              ; preds = %235
  %240 = getelementptr inbounds i8, ptr %3, i64 56
  %241 = load i32, ptr %240, align 8, !tbaa !67
  %242 = getelementptr inbounds i8, ptr %3, i64 60
  %243 = load i32, ptr %242, align 4, !tbaa !68
  %244 = sdiv i32 %243, 4
  %245 = icmp slt i32 %241, %244
  br i1 %245, label %246, label %255

246:                                              ; preds = %239
  %247 = getelementptr inbounds i8, ptr %3, i64 24
  %248 = load i64, ptr %247, align 8, !tbaa !51
  %249 = sdiv i32 %243, 2
  tail call void @luaS_resize(ptr noundef nonnull %0, i32 noundef %249) #8
  %250 = load i64, ptr %247, align 8, !tbaa !51
  %251 = sub i64 %250, %248
  %252 = getelementptr inbounds i8, ptr %3, i64 32
  %253 = load i64, ptr %252, align 8, !tbaa !65
  %254 = add i64 %251, %253
  store i64 %254, ptr %252, align 8, !tbaa !65
  br label %255

255:                                              ; preds = %235, %239, %246
  store i8 7, ptr %5, align 1, !tbaa !15
  br label %293

256:                                              ; preds = %1
  %257 = getelementptr inbounds i8, ptr %3, i64 176
  %258 = load ptr, ptr %257, align 8, !tbaa !47
  %259 = icmp eq ptr %258, null
  br i1 %259, label %292, label %260

260:                                              ; preds = %256
  %261 = getelementptr inbounds i8, ptr %3, i64 107
  %262 = load i8, ptr %261, align 1, !tbaa !66
  %263 = icmp eq i8 %262, 0
  br i1 %263, label %264, label %292

264:                                              ; preds = %260
  store i8 0, ptr %4, align 1, !tbaa !60
  tail call fastcc void @GCTM(ptr noundef nonnull %0)
  %265 = load ptr, ptr %257, align 8, !tbaa !47
  %266 = icmp eq ptr %265, null
  br i1 %266, label %293, label %267

267:                                              ; preds = %264
  tail call fastcc void @GCTM(ptr noundef nonnull %0)
  %268 = load ptr, ptr %257, align 8, !tbaa !47
  %269 = icmp eq ptr %268, null
  br i1 %269, label %293, label %270

270:                                              ; preds = %267
  tail call fastcc void @GCTM(ptr noundef nonnull %0)
  %271 = load ptr, ptr %257, align 8, !tbaa !47
  %272 = icmp eq ptr %271, null
  br i1 %272, label %293, label %273

273:                                              ; preds = %270
  tail call fastcc void @GCTM(ptr noundef nonnull %0)
  %274 = load ptr, ptr %257, align 8, !tbaa !47
  %275 = icmp eq ptr %274, null
  br i1 %275, label %293, label %276

276:                                              ; preds = %273
  tail call fastcc void @GCTM(ptr noundef nonnull %0)
  %277 = load ptr, ptr %257, align 8, !tbaa !47
  %278 = icmp eq ptr %277, null
  br i1 %278, label %293, label %279

279:                                              ; preds = %276
  tail call fastcc void @GCTM(ptr noundef nonnull %0)
  %280 = load ptr, ptr %257, align 8, !tbaa !47
  %281 = icmp eq ptr %280, null
  br i1 %281, label %293, label %282

282:                                              ; preds = %279
  tail call fastcc void @GCTM(ptr noundef nonnull %0)
  %283 = load ptr, ptr %257, align 8, !tbaa !47
  %284 = icmp eq ptr %283, null
  br i1 %284, label %293, label %285

285:                                              ; preds = %282
  tail call fastcc void @GCTM(ptr noundef nonnull %0)
  %286 = load ptr, ptr %257, align 8, !tbaa !47
  %287 = icmp eq ptr %286, null
  br i1 %287, label %293, label %288

288:                                              ; preds = %285
  tail call fastcc void @GCTM(ptr noundef nonnull %0)
  %289 = load ptr, ptr %257, align 8, !tbaa !47
  %290 = icmp eq ptr %289, null
  br i1 %290, label %293, label %291

291:                                              ; preds = %288
  tail call fastcc void @GCTM(ptr noundef nonnull %0)
  br label %293

292:                                              ; preds = %260, %256
  store i8 8, ptr %5, align 1, !tbaa !15
  br label %293

293:                                              ; preds = %291, %288, %285, %282, %279, %276, %273, %270, %267, %264, %234, %226, %186, %178, %138, %130, %292, %48, %49, %255, %84, %43
  %294 = phi i64 [ 0, %292 ], [ 0, %255 ], [ %52, %84 ], [ 0, %48 ], [ %50, %49 ], [ 1, %43 ], [ %132, %130 ], [ 0, %138 ], [ %180, %178 ], [ 0, %186 ], [ %228, %226 ], [ 0, %234 ], [ 50, %264 ], [ 100, %267 ], [ 150, %270 ], [ 200, %273 ], [ 250, %276 ], [ 300, %279 ], [ 350, %282 ], [ 400, %285 ], [ 450, %288 ], [ 500, %291 ]
  store i8 0, ptr %4, align 1, !tbaa !60
  br label %295

295:                                              ; preds = %1, %293
  %296 = phi i64 [ %294, %293 ], [ 0, %1 ]
  ret i64 %296
}

; Function Attrs: nounwind uwtable
define hidden void @luaC_step(ptr noundef %0) local_unnamed_addr #3 {
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !tbaa !6
  %4 = getelementptr inbounds i8, ptr %3, i64 106
  %5 = load i8, ptr %4, align 2, !tbaa !39
  %6 = icmp eq i8 %5, 0
  br i1 %6, label %8, label %7

7:                                                ; preds = %1
  tail call void @luaE_setdebt(ptr noundef nonnull %3, i64 noundef -2000) #8
  br label %560

8:                                                ; preds = %1
  %9 = getelementptr inbounds i8, ptr %3, i64 102
  %10 = load i8, ptr %9, align 2, !tbaa !21
  %11 = icmp eq i8 %10, 1
  %12 = getelementptr inbounds i8, ptr %3, i64 40
  %13 = load i64, ptr %12, align 8, !tbaa !48
  %14 = icmp eq i64 %13, 0
  br i1 %11, label %16, label %15

15:                                               ; preds = %8
  br i1 %14, label %508, label %61

16:                                               ; preds = %8
  br i1 %14, label %151, label %17

17:                                               ; preds = %16
  %18 = getelementptr inbounds i8, ptr %3, i64 112
  %19 = load ptr, ptr %18, align 8, !tbaa !36
  %20 = getelementptr inbounds i8, ptr %3, i64 100
  %21 = load i8, ptr %20, align 4, !tbaa !22
  %22 = and i8 %21, 24
  %23 = icmp eq ptr %19, null
  br i1 %23, label %32, label %24

24:                                               ; preds = %17, %24
  %25 = phi ptr [ %30, %24 ], [ %19, %17 ]
  %26 = getelementptr inbounds i8, ptr %25, i64 9
  %27 = load i8, ptr %26, align 1, !tbaa !19
  %28 = and i8 %27, -64
  %29 = or disjoint i8 %28, %22
  store i8 %29, ptr %26, align 1, !tbaa !19
  %30 = load ptr, ptr %25, align 8, !tbaa !35
  %31 = icmp eq ptr %30, null
  br i1 %31, label %32, label %24, !llvm.loop !46

32:                                               ; preds = %24, %17
  %33 = getelementptr inbounds i8, ptr %3, i64 192
  %34 = getelementptr inbounds i8, ptr %3, i64 128
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %33, i8 0, i64 24, i1 false)
  %35 = load ptr, ptr %34, align 8, !tbaa !43
  %36 = icmp eq ptr %35, null
  br i1 %36, label %45, label %37

37:                                               ; preds = %32, %37
  %38 = phi ptr [ %43, %37 ], [ %35, %32 ]
  %39 = getelementptr inbounds i8, ptr %38, i64 9
  %40 = load i8, ptr %39, align 1, !tbaa !19
  %41 = and i8 %40, -64
  %42 = or disjoint i8 %41, %22
  store i8 %42, ptr %39, align 1, !tbaa !19
  %43 = load ptr, ptr %38, align 8, !tbaa !35
  %44 = icmp eq ptr %43, null
  br i1 %44, label %45, label %37, !llvm.loop !46

45:                                               ; preds = %37, %32
  %46 = getelementptr inbounds i8, ptr %3, i64 176
  %47 = load ptr, ptr %46, align 8, !tbaa !47
  %48 = icmp eq ptr %47, null
  br i1 %48, label %57, label %49

49:                                               ; preds = %45, %49
  %50 = phi ptr [ %55, %49 ], [ %47, %45 ]
  %51 = getelementptr inbounds i8, ptr %50, i64 9
  %52 = load i8, ptr %51, align 1, !tbaa !19
  %53 = and i8 %52, -64
  %54 = or disjoint i8 %53, %22
  store i8 %54, ptr %51, align 1, !tbaa !19
  %55 = load ptr, ptr %50, align 8, !tbaa !35
  %56 = icmp eq ptr %55, null
  br i1 %56, label %57, label %49, !llvm.loop !46

57:                                               ; preds = %49, %45
  %58 = getelementptr inbounds i8, ptr %3, i64 224
  %59 = getelementptr inbounds i8, ptr %3, i64 101
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %58, i8 0, i64 24, i1 false)
  store i8 8, ptr %59, align 1, !tbaa !15
  store i8 0, ptr %9, align 2, !tbaa !21
  store i64 0, ptr %12, align 8, !tbaa !48
  %60 = load ptr, ptr %2, align 8, !tbaa !6
  br label %61

61:                                               ; preds = %15, %57
  %62 = phi ptr [ %60, %57 ], [ %3, %15 ]
  %63 = getelementptr inbounds i8, ptr %62, i64 101
  %64 = load i8, ptr %63, align 1, !tbaa !15
  %65 = icmp eq i8 %64, 0
  br i1 %65, label %70, label %66

66:                                               ; preds = %61, %66
  %67 = tail call fastcc i64 @singlestep(ptr noundef %0)
  %68 = load i8, ptr %63, align 1, !tbaa !15
  %69 = icmp eq i8 %68, 0
  br i1 %69, label %70, label %66, !llvm.loop !49

70:                                               ; preds = %66, %61
  %71 = tail call fastcc i64 @atomic(ptr noundef %0)
  %72 = lshr i64 %13, 3
  %73 = add i64 %72, %13
  %74 = icmp ult i64 %71, %73
  br i1 %74, label %75, label %87

75:                                               ; preds = %70
  tail call fastcc void @atomic2gen(ptr noundef %0, ptr noundef %3)
  %76 = getelementptr inbounds i8, ptr %3, i64 16
  %77 = load i64, ptr %76, align 8, !tbaa !50
  %78 = getelementptr inbounds i8, ptr %3, i64 24
  %79 = load i64, ptr %78, align 8, !tbaa !51
  %80 = add nsw i64 %79, %77
  %81 = udiv i64 %80, 100
  %82 = getelementptr inbounds i8, ptr %3, i64 104
  %83 = load i8, ptr %82, align 8, !tbaa !52
  %84 = zext i8 %83 to i64
  %85 = mul i64 %81, %84
  %86 = sub i64 0, %85
  tail call void @luaE_setdebt(ptr noundef %3, i64 noundef %86) #8
  br label %560

87:                                               ; preds = %70
  %88 = getelementptr inbounds i8, ptr %3, i64 16
  %89 = load i64, ptr %88, align 8, !tbaa !50
  %90 = getelementptr inbounds i8, ptr %3, i64 24
  %91 = load i64, ptr %90, align 8, !tbaa !51
  %92 = add nsw i64 %91, %89
  %93 = getelementptr inbounds i8, ptr %3, i64 32
  store i64 %92, ptr %93, align 8, !tbaa !65
  %94 = load ptr, ptr %2, align 8, !tbaa !6
  %95 = getelementptr inbounds i8, ptr %94, i64 101
  store i8 3, ptr %95, align 1, !tbaa !15
  %96 = getelementptr inbounds i8, ptr %94, i64 112
  br label %97

97:                                               ; preds = %119, %87
  %98 = phi ptr [ %96, %87 ], [ %123, %119 ]
  %99 = load ptr, ptr %2, align 8, !tbaa !6
  %100 = getelementptr inbounds i8, ptr %99, i64 100
  %101 = load i8, ptr %100, align 4, !tbaa !22
  %102 = and i8 %101, 24
  %103 = load ptr, ptr %98, align 8, !tbaa !34
  %104 = icmp eq ptr %103, null
  br i1 %104, label %119, label %105

105:                                              ; preds = %97
  %106 = xor i8 %101, 24
  %107 = getelementptr inbounds i8, ptr %103, i64 9
  %108 = load i8, ptr %107, align 1, !tbaa !19
  %109 = and i8 %108, %106
  %110 = icmp eq i8 %109, 0
  br i1 %110, label %113, label %111

111:                                              ; preds = %105
  %112 = load ptr, ptr %103, align 8, !tbaa !35
  store ptr %112, ptr %98, align 8, !tbaa !34
  tail call fastcc void @freeobj(ptr noundef nonnull %0, ptr noundef nonnull %103)
  br label %116

113:                                              ; preds = %105
  %114 = and i8 %108, -64
  %115 = or disjoint i8 %114, %102
  store i8 %115, ptr %107, align 1, !tbaa !19
  br label %116

116:                                              ; preds = %113, %111
  %117 = phi ptr [ %98, %111 ], [ %103, %113 ]
  %118 = load ptr, ptr %117, align 8, !tbaa !34
  br label %119, !llvm.loop !44

119:                                              ; preds = %116, %97
  %120 = phi ptr [ %98, %97 ], [ %117, %116 ]
  %121 = phi ptr [ null, %97 ], [ %118, %116 ]
  %122 = icmp eq ptr %121, null
  %123 = select i1 %122, ptr null, ptr %120
  %124 = icmp eq ptr %123, %96
  br i1 %124, label %97, label %125, !llvm.loop !45

125:                                              ; preds = %119
  %126 = getelementptr inbounds i8, ptr %94, i64 120
  store ptr %123, ptr %126, align 8, !tbaa !40
  %127 = load ptr, ptr %2, align 8, !tbaa !6
  %128 = getelementptr inbounds i8, ptr %127, i64 101
  %129 = load i8, ptr %128, align 1, !tbaa !15
  %130 = icmp eq i8 %129, 8
  br i1 %130, label %135, label %131

131:                                              ; preds = %125, %131
  %132 = tail call fastcc i64 @singlestep(ptr noundef %0)
  %133 = load i8, ptr %128, align 1, !tbaa !15
  %134 = icmp eq i8 %133, 8
  br i1 %134, label %135, label %131, !llvm.loop !49

135:                                              ; preds = %131, %125
  %136 = getelementptr inbounds i8, ptr %3, i64 108
  %137 = load i8, ptr %136, align 4, !tbaa !69
  %138 = zext i8 %137 to i64
  %139 = shl nuw nsw i64 %138, 2
  %140 = load i64, ptr %93, align 8, !tbaa !65
  %141 = udiv i64 %140, 100
  %142 = udiv i64 9223372036854775807, %141
  %143 = icmp ult i64 %139, %142
  %144 = mul nuw nsw i64 %141, %139
  %145 = select i1 %143, i64 %144, i64 9223372036854775807
  %146 = load i64, ptr %88, align 8, !tbaa !50
  %147 = load i64, ptr %90, align 8, !tbaa !51
  %148 = add nsw i64 %147, %146
  %149 = sub i64 %148, %145
  %150 = tail call i64 @llvm.smin.i64(i64 %149, i64 0)
  tail call void @luaE_setdebt(ptr noundef %3, i64 noundef %150) #8
  store i64 %71, ptr %12, align 8, !tbaa !48
  br label %560

151:                                              ; preds = %16
  %152 = getelementptr inbounds i8, ptr %3, i64 32
  %153 = load i64, ptr %152, align 8, !tbaa !65
  %154 = udiv i64 %153, 100
  %155 = getelementptr inbounds i8, ptr %3, i64 105
  %156 = load i8, ptr %155, align 1, !tbaa !70
  %157 = zext i8 %156 to i64
  %158 = shl nuw nsw i64 %157, 2
  %159 = mul i64 %158, %154
  %160 = getelementptr inbounds i8, ptr %3, i64 24
  %161 = load i64, ptr %160, align 8, !tbaa !51
  %162 = icmp sgt i64 %161, 0
  br i1 %162, label %163, label %232

163:                                              ; preds = %151
  %164 = getelementptr inbounds i8, ptr %3, i64 16
  %165 = load i64, ptr %164, align 8, !tbaa !50
  %166 = add nsw i64 %165, %161
  %167 = add i64 %159, %153
  %168 = icmp ugt i64 %166, %167
  br i1 %168, label %169, label %232

169:                                              ; preds = %163
  %170 = getelementptr inbounds i8, ptr %3, i64 112
  %171 = load ptr, ptr %170, align 8, !tbaa !36
  %172 = getelementptr inbounds i8, ptr %3, i64 100
  %173 = load i8, ptr %172, align 4, !tbaa !22
  %174 = and i8 %173, 24
  %175 = icmp eq ptr %171, null
  br i1 %175, label %184, label %176

176:                                              ; preds = %169, %176
  %177 = phi ptr [ %182, %176 ], [ %171, %169 ]
  %178 = getelementptr inbounds i8, ptr %177, i64 9
  %179 = load i8, ptr %178, align 1, !tbaa !19
  %180 = and i8 %179, -64
  %181 = or disjoint i8 %180, %174
  store i8 %181, ptr %178, align 1, !tbaa !19
  %182 = load ptr, ptr %177, align 8, !tbaa !35
  %183 = icmp eq ptr %182, null
  br i1 %183, label %184, label %176, !llvm.loop !46

184:                                              ; preds = %176, %169
  %185 = getelementptr inbounds i8, ptr %3, i64 192
  %186 = getelementptr inbounds i8, ptr %3, i64 128
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %185, i8 0, i64 24, i1 false)
  %187 = load ptr, ptr %186, align 8, !tbaa !43
  %188 = icmp eq ptr %187, null
  br i1 %188, label %197, label %189

189:                                              ; preds = %184, %189
  %190 = phi ptr [ %195, %189 ], [ %187, %184 ]
  %191 = getelementptr inbounds i8, ptr %190, i64 9
  %192 = load i8, ptr %191, align 1, !tbaa !19
  %193 = and i8 %192, -64
  %194 = or disjoint i8 %193, %174
  store i8 %194, ptr %191, align 1, !tbaa !19
  %195 = load ptr, ptr %190, align 8, !tbaa !35
  %196 = icmp eq ptr %195, null
  br i1 %196, label %197, label %189, !llvm.loop !46

197:                                              ; preds = %189, %184
  %198 = getelementptr inbounds i8, ptr %3, i64 176
  %199 = load ptr, ptr %198, align 8, !tbaa !47
  %200 = icmp eq ptr %199, null
  br i1 %200, label %209, label %201

201:                                              ; preds = %197, %201
  %202 = phi ptr [ %207, %201 ], [ %199, %197 ]
  %203 = getelementptr inbounds i8, ptr %202, i64 9
  %204 = load i8, ptr %203, align 1, !tbaa !19
  %205 = and i8 %204, -64
  %206 = or disjoint i8 %205, %174
  store i8 %206, ptr %203, align 1, !tbaa !19
  %207 = load ptr, ptr %202, align 8, !tbaa !35
  %208 = icmp eq ptr %207, null
  br i1 %208, label %209, label %201, !llvm.loop !46

209:                                              ; preds = %201, %197
  %210 = getelementptr inbounds i8, ptr %3, i64 224
  %211 = getelementptr inbounds i8, ptr %3, i64 101
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %210, i8 0, i64 24, i1 false)
  store i8 8, ptr %211, align 1, !tbaa !15
  store i8 0, ptr %9, align 2, !tbaa !21
  store i64 0, ptr %12, align 8, !tbaa !48
  %212 = tail call fastcc i64 @entergen(ptr noundef %0, ptr noundef %3)
  %213 = load i64, ptr %164, align 8, !tbaa !50
  %214 = load i64, ptr %160, align 8, !tbaa !51
  %215 = add nsw i64 %214, %213
  %216 = lshr exact i64 %159, 1
  %217 = add i64 %216, %153
  %218 = icmp ult i64 %215, %217
  br i1 %218, label %560, label %219

219:                                              ; preds = %209
  store i64 %212, ptr %12, align 8, !tbaa !48
  %220 = getelementptr inbounds i8, ptr %3, i64 108
  %221 = load i8, ptr %220, align 4, !tbaa !69
  %222 = zext i8 %221 to i64
  %223 = shl nuw nsw i64 %222, 2
  %224 = load i64, ptr %152, align 8, !tbaa !65
  %225 = udiv i64 %224, 100
  %226 = udiv i64 9223372036854775807, %225
  %227 = icmp ult i64 %223, %226
  %228 = mul nuw nsw i64 %225, %223
  %229 = select i1 %227, i64 %228, i64 9223372036854775807
  %230 = sub i64 %215, %229
  %231 = tail call i64 @llvm.smin.i64(i64 %230, i64 0)
  tail call void @luaE_setdebt(ptr noundef nonnull %3, i64 noundef %231) #8
  br label %560

232:                                              ; preds = %163, %151
  %233 = getelementptr inbounds i8, ptr %3, i64 216
  %234 = load ptr, ptr %233, align 8, !tbaa !71
  %235 = icmp eq ptr %234, null
  br i1 %235, label %255, label %236

236:                                              ; preds = %232
  %237 = getelementptr inbounds i8, ptr %3, i64 208
  %238 = load ptr, ptr %237, align 8, !tbaa !72
  %239 = icmp eq ptr %234, %238
  br i1 %239, label %254, label %240

240:                                              ; preds = %236, %251
  %241 = phi ptr [ %252, %251 ], [ %234, %236 ]
  %242 = getelementptr inbounds i8, ptr %241, i64 9
  %243 = load i8, ptr %242, align 1, !tbaa !19
  %244 = and i8 %243, 7
  %245 = icmp eq i8 %244, 3
  br i1 %245, label %246, label %251

246:                                              ; preds = %240
  %247 = xor i8 %243, 7
  store i8 %247, ptr %242, align 1, !tbaa !19
  %248 = and i8 %243, 32
  %249 = icmp eq i8 %248, 0
  br i1 %249, label %251, label %250

250:                                              ; preds = %246
  tail call fastcc void @reallymarkobject(ptr noundef %3, ptr noundef nonnull %241)
  br label %251

251:                                              ; preds = %250, %246, %240
  %252 = load ptr, ptr %241, align 8, !tbaa !35
  %253 = icmp eq ptr %252, %238
  br i1 %253, label %254, label %240, !llvm.loop !73

254:                                              ; preds = %251, %236
  store ptr null, ptr %233, align 8, !tbaa !71
  br label %255

255:                                              ; preds = %254, %232
  %256 = getelementptr inbounds i8, ptr %3, i64 128
  %257 = load ptr, ptr %256, align 8, !tbaa !43
  %258 = getelementptr inbounds i8, ptr %3, i64 240
  %259 = load ptr, ptr %258, align 8, !tbaa !74
  %260 = icmp eq ptr %257, %259
  br i1 %260, label %275, label %261

261:                                              ; preds = %255, %272
  %262 = phi ptr [ %273, %272 ], [ %257, %255 ]
  %263 = getelementptr inbounds i8, ptr %262, i64 9
  %264 = load i8, ptr %263, align 1, !tbaa !19
  %265 = and i8 %264, 7
  %266 = icmp eq i8 %265, 3
  br i1 %266, label %267, label %272

267:                                              ; preds = %261
  %268 = xor i8 %264, 7
  store i8 %268, ptr %263, align 1, !tbaa !19
  %269 = and i8 %264, 32
  %270 = icmp eq i8 %269, 0
  br i1 %270, label %272, label %271

271:                                              ; preds = %267
  tail call fastcc void @reallymarkobject(ptr noundef %3, ptr noundef nonnull %262)
  br label %272

272:                                              ; preds = %271, %267, %261
  %273 = load ptr, ptr %262, align 8, !tbaa !35
  %274 = icmp eq ptr %273, %259
  br i1 %274, label %275, label %261, !llvm.loop !73

275:                                              ; preds = %272, %255
  %276 = getelementptr inbounds i8, ptr %3, i64 176
  %277 = load ptr, ptr %276, align 8, !tbaa !47
  %278 = icmp eq ptr %277, null
  br i1 %278, label %293, label %279

279:                                              ; preds = %275, %290
  %280 = phi ptr [ %291, %290 ], [ %277, %275 ]
  %281 = getelementptr inbounds i8, ptr %280, i64 9
  %282 = load i8, ptr %281, align 1, !tbaa !19
  %283 = and i8 %282, 7
  %284 = icmp eq i8 %283, 3
  br i1 %284, label %285, label %290

285:                                              ; preds = %279
  %286 = xor i8 %282, 7
  store i8 %286, ptr %281, align 1, !tbaa !19
  %287 = and i8 %282, 32
  %288 = icmp eq i8 %287, 0
  br i1 %288, label %290, label %289

289:                                              ; preds = %285
  tail call fastcc void @reallymarkobject(ptr noundef %3, ptr noundef nonnull %280)
  br label %290

290:                                              ; preds = %289, %285, %279
  %291 = load ptr, ptr %280, align 8, !tbaa !35
  %292 = icmp eq ptr %291, null
  br i1 %292, label %293, label %279, !llvm.loop !73

293:                                              ; preds = %290, %275
  %294 = tail call fastcc i64 @atomic(ptr noundef %0)
  %295 = getelementptr inbounds i8, ptr %3, i64 101
  store i8 3, ptr %295, align 1, !tbaa !15
  %296 = getelementptr inbounds i8, ptr %3, i64 112
  %297 = getelementptr inbounds i8, ptr %3, i64 192
  %298 = load ptr, ptr %297, align 8, !tbaa !75
  %299 = load ptr, ptr %296, align 8, !tbaa !34
  %300 = icmp eq ptr %299, %298
  br i1 %300, label %337, label %301

301:                                              ; preds = %293
  %302 = getelementptr inbounds i8, ptr %3, i64 100
  %303 = load i8, ptr %302, align 4, !tbaa !22
  %304 = and i8 %303, 24
  br label %305

305:                                              ; preds = %333, %301
  %306 = phi ptr [ %299, %301 ], [ %335, %333 ]
  %307 = phi ptr [ %296, %301 ], [ %334, %333 ]
  %308 = getelementptr inbounds i8, ptr %306, i64 9
  %309 = load i8, ptr %308, align 1, !tbaa !19
  %310 = zext i8 %309 to i32
  %311 = and i32 %310, 24
  %312 = icmp eq i32 %311, 0
  br i1 %312, label %315, label %313

313:                                              ; preds = %305
  %314 = load ptr, ptr %306, align 8, !tbaa !35
  store ptr %314, ptr %307, align 8, !tbaa !34
  tail call fastcc void @freeobj(ptr noundef %0, ptr noundef nonnull %306)
  br label %333

315:                                              ; preds = %305
  %316 = and i32 %310, 7
  %317 = icmp eq i32 %316, 0
  br i1 %317, label %318, label %322

318:                                              ; preds = %315
  %319 = and i8 %309, -64
  %320 = or disjoint i8 %304, %319
  %321 = or disjoint i8 %320, 1
  store i8 %321, ptr %308, align 1, !tbaa !19
  br label %333

322:                                              ; preds = %315
  %323 = and i8 %309, -32
  %324 = zext nneg i32 %316 to i64
  %325 = getelementptr inbounds [7 x i8], ptr @sweepgen.nextage, i64 0, i64 %324
  %326 = load i8, ptr %325, align 1, !tbaa !24
  %327 = or i8 %326, %323
  store i8 %327, ptr %308, align 1, !tbaa !19
  %328 = icmp ult i32 %316, 3
  br i1 %328, label %329, label %333

329:                                              ; preds = %322
  %330 = load ptr, ptr %233, align 8, !tbaa !34
  %331 = icmp eq ptr %330, null
  br i1 %331, label %332, label %333

332:                                              ; preds = %329
  store ptr %306, ptr %233, align 8, !tbaa !34
  br label %333

333:                                              ; preds = %332, %329, %322, %318, %313
  %334 = phi ptr [ %307, %313 ], [ %306, %322 ], [ %306, %329 ], [ %306, %332 ], [ %306, %318 ]
  %335 = load ptr, ptr %334, align 8, !tbaa !34
  %336 = icmp eq ptr %335, %298
  br i1 %336, label %337, label %305, !llvm.loop !76

337:                                              ; preds = %333, %293
  %338 = phi ptr [ %299, %293 ], [ %335, %333 ]
  %339 = phi ptr [ %296, %293 ], [ %334, %333 ]
  %340 = getelementptr inbounds i8, ptr %3, i64 200
  %341 = load ptr, ptr %340, align 8, !tbaa !77
  %342 = icmp eq ptr %338, %341
  br i1 %342, label %381, label %343

343:                                              ; preds = %337
  %344 = getelementptr inbounds i8, ptr %3, i64 100
  %345 = load i8, ptr %344, align 4, !tbaa !22
  %346 = and i8 %345, 24
  br label %347

347:                                              ; preds = %375, %343
  %348 = phi ptr [ %338, %343 ], [ %377, %375 ]
  %349 = phi ptr [ %339, %343 ], [ %376, %375 ]
  %350 = getelementptr inbounds i8, ptr %348, i64 9
  %351 = load i8, ptr %350, align 1, !tbaa !19
  %352 = zext i8 %351 to i32
  %353 = and i32 %352, 24
  %354 = icmp eq i32 %353, 0
  br i1 %354, label %357, label %355

355:                                              ; preds = %347
  %356 = load ptr, ptr %348, align 8, !tbaa !35
  store ptr %356, ptr %349, align 8, !tbaa !34
  tail call fastcc void @freeobj(ptr noundef %0, ptr noundef nonnull %348)
  br label %375

357:                                              ; preds = %347
  %358 = and i32 %352, 7
  %359 = icmp eq i32 %358, 0
  br i1 %359, label %360, label %364

360:                                              ; preds = %357
  %361 = and i8 %351, -64
  %362 = or disjoint i8 %346, %361
  %363 = or disjoint i8 %362, 1
  store i8 %363, ptr %350, align 1, !tbaa !19
  br label %375

364:                                              ; preds = %357
  %365 = and i8 %351, -32
  %366 = zext nneg i32 %358 to i64
  %367 = getelementptr inbounds [7 x i8], ptr @sweepgen.nextage, i64 0, i64 %366
  %368 = load i8, ptr %367, align 1, !tbaa !24
  %369 = or i8 %368, %365
  store i8 %369, ptr %350, align 1, !tbaa !19
  %370 = icmp ult i32 %358, 3
  br i1 %370, label %371, label %375

371:                                              ; preds = %364
  %372 = load ptr, ptr %233, align 8, !tbaa !34
  %373 = icmp eq ptr %372, null
  br i1 %373, label %374, label %375

374:                                              ; preds = %371
  store ptr %348, ptr %233, align 8, !tbaa !34
  br label %375

375:                                              ; preds = %374, %371, %364, %360, %355
  %376 = phi ptr [ %349, %355 ], [ %348, %364 ], [ %348, %371 ], [ %348, %374 ], [ %348, %360 ]
  %377 = load ptr, ptr %376, align 8, !tbaa !34
  %378 = icmp eq ptr %377, %341
  br i1 %378, label %379, label %347, !llvm.loop !76

379:                                              ; preds = %375
  %380 = load ptr, ptr %340, align 8, !tbaa !77
  br label %381

381:                                              ; preds = %379, %337
  %382 = phi ptr [ %380, %379 ], [ %341, %337 ]
  %383 = getelementptr inbounds i8, ptr %3, i64 208
  store ptr %382, ptr %383, align 8, !tbaa !72
  %384 = load ptr, ptr %339, align 8, !tbaa !34
  store ptr %384, ptr %340, align 8, !tbaa !77
  %385 = load ptr, ptr %296, align 8, !tbaa !36
  store ptr %385, ptr %297, align 8, !tbaa !75
  %386 = getelementptr inbounds i8, ptr %3, i64 224
  %387 = load ptr, ptr %386, align 8, !tbaa !55
  %388 = load ptr, ptr %256, align 8, !tbaa !34
  %389 = icmp eq ptr %388, %387
  br i1 %389, label %421, label %390

390:                                              ; preds = %381
  %391 = getelementptr inbounds i8, ptr %3, i64 100
  %392 = load i8, ptr %391, align 4, !tbaa !22
  %393 = and i8 %392, 24
  br label %394

394:                                              ; preds = %417, %390
  %395 = phi ptr [ %388, %390 ], [ %419, %417 ]
  %396 = phi ptr [ %256, %390 ], [ %418, %417 ]
  %397 = getelementptr inbounds i8, ptr %395, i64 9
  %398 = load i8, ptr %397, align 1, !tbaa !19
  %399 = zext i8 %398 to i32
  %400 = and i32 %399, 24
  %401 = icmp eq i32 %400, 0
  br i1 %401, label %404, label %402

402:                                              ; preds = %394
  %403 = load ptr, ptr %395, align 8, !tbaa !35
  store ptr %403, ptr %396, align 8, !tbaa !34
  tail call fastcc void @freeobj(ptr noundef %0, ptr noundef nonnull %395)
  br label %417

404:                                              ; preds = %394
  %405 = and i32 %399, 7
  %406 = icmp eq i32 %405, 0
  br i1 %406, label %407, label %411

407:                                              ; preds = %404
  %408 = and i8 %398, -64
  %409 = or disjoint i8 %393, %408
  %410 = or disjoint i8 %409, 1
  store i8 %410, ptr %397, align 1, !tbaa !19
  br label %417

411:                                              ; preds = %404
  %412 = and i8 %398, -32
  %413 = zext nneg i32 %405 to i64
  %414 = getelementptr inbounds [7 x i8], ptr @sweepgen.nextage, i64 0, i64 %413
  %415 = load i8, ptr %414, align 1, !tbaa !24
  %416 = or i8 %415, %412
  store i8 %416, ptr %397, align 1, !tbaa !19
  br label %417

417:                                              ; preds = %411, %407, %402
  %418 = phi ptr [ %395, %407 ], [ %396, %402 ], [ %395, %411 ]
  %419 = load ptr, ptr %418, align 8, !tbaa !34
  %420 = icmp eq ptr %419, %387
  br i1 %420, label %421, label %394, !llvm.loop !76

421:                                              ; preds = %417, %381
  %422 = phi ptr [ %388, %381 ], [ %419, %417 ]
  %423 = phi ptr [ %256, %381 ], [ %418, %417 ]
  %424 = getelementptr inbounds i8, ptr %3, i64 232
  %425 = load ptr, ptr %424, align 8, !tbaa !54
  %426 = icmp eq ptr %422, %425
  br i1 %426, label %460, label %427

427:                                              ; preds = %421
  %428 = getelementptr inbounds i8, ptr %3, i64 100
  %429 = load i8, ptr %428, align 4, !tbaa !22
  %430 = and i8 %429, 24
  br label %431

431:                                              ; preds = %454, %427
  %432 = phi ptr [ %422, %427 ], [ %456, %454 ]
  %433 = phi ptr [ %423, %427 ], [ %455, %454 ]
  %434 = getelementptr inbounds i8, ptr %432, i64 9
  %435 = load i8, ptr %434, align 1, !tbaa !19
  %436 = zext i8 %435 to i32
  %437 = and i32 %436, 24
  %438 = icmp eq i32 %437, 0
  br i1 %438, label %441, label %439

439:                                              ; preds = %431
  %440 = load ptr, ptr %432, align 8, !tbaa !35
  store ptr %440, ptr %433, align 8, !tbaa !34
  tail call fastcc void @freeobj(ptr noundef %0, ptr noundef nonnull %432)
  br label %454

441:                                              ; preds = %431
  %442 = and i32 %436, 7
  %443 = icmp eq i32 %442, 0
  br i1 %443, label %444, label %448

444:                                              ; preds = %441
  %445 = and i8 %435, -64
  %446 = or disjoint i8 %430, %445
  %447 = or disjoint i8 %446, 1
  store i8 %447, ptr %434, align 1, !tbaa !19
  br label %454

448:                                              ; preds = %441
  %449 = and i8 %435, -32
  %450 = zext nneg i32 %442 to i64
  %451 = getelementptr inbounds [7 x i8], ptr @sweepgen.nextage, i64 0, i64 %450
  %452 = load i8, ptr %451, align 1, !tbaa !24
  %453 = or i8 %452, %449
  store i8 %453, ptr %434, align 1, !tbaa !19
  br label %454

454:                                              ; preds = %448, %444, %439
  %455 = phi ptr [ %432, %444 ], [ %433, %439 ], [ %432, %448 ]
  %456 = load ptr, ptr %455, align 8, !tbaa !34
  %457 = icmp eq ptr %456, %425
  br i1 %457, label %458, label %431, !llvm.loop !76

458:                                              ; preds = %454
  %459 = load ptr, ptr %424, align 8, !tbaa !54
  br label %460

460:                                              ; preds = %458, %421
  %461 = phi ptr [ %425, %421 ], [ %459, %458 ]
  store ptr %461, ptr %258, align 8, !tbaa !74
  %462 = load ptr, ptr %423, align 8, !tbaa !34
  store ptr %462, ptr %424, align 8, !tbaa !54
  %463 = load ptr, ptr %256, align 8, !tbaa !43
  store ptr %463, ptr %386, align 8, !tbaa !55
  %464 = load ptr, ptr %276, align 8, !tbaa !34
  %465 = icmp eq ptr %464, null
  br i1 %465, label %497, label %466

466:                                              ; preds = %460
  %467 = getelementptr inbounds i8, ptr %3, i64 100
  %468 = load i8, ptr %467, align 4, !tbaa !22
  %469 = and i8 %468, 24
  br label %470

470:                                              ; preds = %493, %466
  %471 = phi ptr [ %464, %466 ], [ %495, %493 ]
  %472 = phi ptr [ %276, %466 ], [ %494, %493 ]
  %473 = getelementptr inbounds i8, ptr %471, i64 9
  %474 = load i8, ptr %473, align 1, !tbaa !19
  %475 = zext i8 %474 to i32
  %476 = and i32 %475, 24
  %477 = icmp eq i32 %476, 0
  br i1 %477, label %480, label %478

478:                                              ; preds = %470
  %479 = load ptr, ptr %471, align 8, !tbaa !35
  store ptr %479, ptr %472, align 8, !tbaa !34
  tail call fastcc void @freeobj(ptr noundef %0, ptr noundef nonnull %471)
  br label %493

480:                                              ; preds = %470
  %481 = and i32 %475, 7
  %482 = icmp eq i32 %481, 0
  br i1 %482, label %483, label %487

483:                                              ; preds = %480
  %484 = and i8 %474, -64
  %485 = or disjoint i8 %469, %484
  %486 = or disjoint i8 %485, 1
  store i8 %486, ptr %473, align 1, !tbaa !19
  br label %493

487:                                              ; preds = %480
  %488 = and i8 %474, -32
  %489 = zext nneg i32 %481 to i64
  %490 = getelementptr inbounds [7 x i8], ptr @sweepgen.nextage, i64 0, i64 %489
  %491 = load i8, ptr %490, align 1, !tbaa !24
  %492 = or i8 %491, %488
  store i8 %492, ptr %473, align 1, !tbaa !19
  br label %493

493:                                              ; preds = %487, %483, %478
  %494 = phi ptr [ %471, %483 ], [ %472, %478 ], [ %471, %487 ]
  %495 = load ptr, ptr %494, align 8, !tbaa !34
  %496 = icmp eq ptr %495, null
  br i1 %496, label %497, label %470, !llvm.loop !76

497:                                              ; preds = %493, %460
  tail call fastcc void @finishgencycle(ptr noundef %0, ptr noundef %3)
  %498 = getelementptr inbounds i8, ptr %3, i64 16
  %499 = load i64, ptr %498, align 8, !tbaa !50
  %500 = load i64, ptr %160, align 8, !tbaa !51
  %501 = add nsw i64 %500, %499
  %502 = udiv i64 %501, 100
  %503 = getelementptr inbounds i8, ptr %3, i64 104
  %504 = load i8, ptr %503, align 8, !tbaa !52
  %505 = zext i8 %504 to i64
  %506 = mul i64 %502, %505
  %507 = sub i64 0, %506
  tail call void @luaE_setdebt(ptr noundef %3, i64 noundef %507) #8
  store i64 %153, ptr %152, align 8, !tbaa !65
  br label %560

508:                                              ; preds = %15
  %509 = getelementptr inbounds i8, ptr %3, i64 109
  %510 = load i8, ptr %509, align 1, !tbaa !78
  %511 = zext i8 %510 to i64
  %512 = shl nuw nsw i64 %511, 2
  %513 = or disjoint i64 %512, 1
  %514 = getelementptr inbounds i8, ptr %3, i64 24
  %515 = load i64, ptr %514, align 8, !tbaa !51
  %516 = lshr i64 %515, 4
  %517 = mul i64 %513, %516
  %518 = getelementptr inbounds i8, ptr %3, i64 110
  %519 = load i8, ptr %518, align 2, !tbaa !79
  %520 = icmp ult i8 %519, 63
  %521 = zext nneg i8 %519 to i64
  %522 = shl nuw i64 1, %521
  %523 = lshr i64 %522, 4
  %524 = mul i64 %523, %513
  %525 = select i1 %520, i64 %524, i64 9223372036854775807
  %526 = getelementptr inbounds i8, ptr %3, i64 101
  %527 = sub nsw i64 0, %525
  br label %528

528:                                              ; preds = %535, %508
  %529 = phi i64 [ %517, %508 ], [ %531, %535 ]
  %530 = tail call fastcc i64 @singlestep(ptr noundef %0)
  %531 = sub i64 %529, %530
  %532 = icmp sgt i64 %531, %527
  %533 = load i8, ptr %526, align 1, !tbaa !15
  %534 = icmp eq i8 %533, 8
  br i1 %532, label %535, label %536

535:                                              ; preds = %528
  br i1 %534, label %537, label %528, !llvm.loop !80

536:                                              ; preds = %528
  br i1 %534, label %537, label %555

537:                                              ; preds = %535, %536
  %538 = getelementptr inbounds i8, ptr %3, i64 108
  %539 = load i8, ptr %538, align 4, !tbaa !69
  %540 = zext i8 %539 to i64
  %541 = shl nuw nsw i64 %540, 2
  %542 = getelementptr inbounds i8, ptr %3, i64 32
  %543 = load i64, ptr %542, align 8, !tbaa !65
  %544 = udiv i64 %543, 100
  %545 = udiv i64 9223372036854775807, %544
  %546 = icmp ult i64 %541, %545
  %547 = mul nuw nsw i64 %544, %541
  %548 = select i1 %546, i64 %547, i64 9223372036854775807
  %549 = getelementptr inbounds i8, ptr %3, i64 16
  %550 = load i64, ptr %549, align 8, !tbaa !50
  %551 = load i64, ptr %514, align 8, !tbaa !51
  %552 = add nsw i64 %551, %550
  %553 = sub i64 %552, %548
  %554 = tail call i64 @llvm.smin.i64(i64 %553, i64 0)
  br label %558

555:                                              ; preds = %536
  %556 = sdiv i64 %531, %513
  %557 = shl i64 %556, 4
  br label %558

558:                                              ; preds = %537, %555
  %559 = phi i64 [ %557, %555 ], [ %554, %537 ]
  tail call void @luaE_setdebt(ptr noundef nonnull %3, i64 noundef %559) #8
  br label %560

560:                                              ; preds = %497, %219, %209, %135, %75, %558, %7
  ret void
}

declare hidden void @luaE_setdebt(ptr noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define hidden void @luaC_fullgc(ptr noundef %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  %4 = load ptr, ptr %3, align 8, !tbaa !6
  %5 = trunc i32 %1 to i8
  %6 = getelementptr inbounds i8, ptr %4, i64 107
  store i8 %5, ptr %6, align 1, !tbaa !66
  %7 = getelementptr inbounds i8, ptr %4, i64 102
  %8 = load i8, ptr %7, align 2, !tbaa !21
  %9 = icmp eq i8 %8, 0
  br i1 %9, label %10, label %112

10:                                               ; preds = %2
  %11 = getelementptr inbounds i8, ptr %4, i64 101
  %12 = load i8, ptr %11, align 1, !tbaa !15
  %13 = icmp ult i8 %12, 3
  br i1 %13, label %14, label %49

14:                                               ; preds = %10
  store i8 3, ptr %11, align 1, !tbaa !15
  %15 = getelementptr inbounds i8, ptr %4, i64 112
  br label %16

16:                                               ; preds = %38, %14
  %17 = phi ptr [ %15, %14 ], [ %42, %38 ]
  %18 = load ptr, ptr %3, align 8, !tbaa !6
  %19 = getelementptr inbounds i8, ptr %18, i64 100
  %20 = load i8, ptr %19, align 4, !tbaa !22
  %21 = and i8 %20, 24
  %22 = load ptr, ptr %17, align 8, !tbaa !34
  %23 = icmp eq ptr %22, null
  br i1 %23, label %38, label %24

24:                                               ; preds = %16
  %25 = xor i8 %20, 24
  %26 = getelementptr inbounds i8, ptr %22, i64 9
  %27 = load i8, ptr %26, align 1, !tbaa !19
  %28 = and i8 %27, %25
  %29 = icmp eq i8 %28, 0
  br i1 %29, label %32, label %30

30:                                               ; preds = %24
  %31 = load ptr, ptr %22, align 8, !tbaa !35
  store ptr %31, ptr %17, align 8, !tbaa !34
  tail call fastcc void @freeobj(ptr noundef nonnull %0, ptr noundef nonnull %22)
  br label %35

32:                                               ; preds = %24
  %33 = and i8 %27, -64
  %34 = or disjoint i8 %33, %21
  store i8 %34, ptr %26, align 1, !tbaa !19
  br label %35

35:                                               ; preds = %32, %30
  %36 = phi ptr [ %17, %30 ], [ %22, %32 ]
  %37 = load ptr, ptr %36, align 8, !tbaa !34
  br label %38, !llvm.loop !44

38:                                               ; preds = %35, %16
  %39 = phi ptr [ %17, %16 ], [ %36, %35 ]
  %40 = phi ptr [ null, %16 ], [ %37, %35 ]
  %41 = icmp eq ptr %40, null
  %42 = select i1 %41, ptr null, ptr %39
  %43 = icmp eq ptr %42, %15
  br i1 %43, label %16, label %44, !llvm.loop !45

44:                                               ; preds = %38
  %45 = getelementptr inbounds i8, ptr %4, i64 120
  store ptr %42, ptr %45, align 8, !tbaa !40
  %46 = load ptr, ptr %3, align 8, !tbaa !6
  %47 = getelementptr inbounds i8, ptr %46, i64 101
  %48 = load i8, ptr %47, align 1, !tbaa !15
  br label %49

49:                                               ; preds = %44, %10
  %50 = phi i8 [ %48, %44 ], [ %12, %10 ]
  %51 = phi ptr [ %46, %44 ], [ %4, %10 ]
  %52 = getelementptr inbounds i8, ptr %51, i64 101
  %53 = icmp eq i8 %50, 8
  br i1 %53, label %63, label %54

54:                                               ; preds = %49, %54
  %55 = tail call fastcc i64 @singlestep(ptr noundef %0)
  %56 = load i8, ptr %52, align 1, !tbaa !15
  %57 = icmp eq i8 %56, 8
  br i1 %57, label %58, label %54, !llvm.loop !49

58:                                               ; preds = %54
  %59 = load ptr, ptr %3, align 8, !tbaa !6
  %60 = getelementptr inbounds i8, ptr %59, i64 101
  %61 = load i8, ptr %60, align 1, !tbaa !15
  %62 = icmp eq i8 %61, 0
  br i1 %62, label %72, label %63

63:                                               ; preds = %49, %58
  %64 = phi ptr [ %59, %58 ], [ %51, %49 ]
  %65 = getelementptr inbounds i8, ptr %64, i64 101
  br label %66

66:                                               ; preds = %66, %63
  %67 = tail call fastcc i64 @singlestep(ptr noundef %0)
  %68 = load i8, ptr %65, align 1, !tbaa !15
  %69 = icmp eq i8 %68, 0
  br i1 %69, label %70, label %66, !llvm.loop !49

70:                                               ; preds = %66
  %71 = load ptr, ptr %3, align 8, !tbaa !6
  br label %72

72:                                               ; preds = %70, %58
  %73 = phi ptr [ %71, %70 ], [ %59, %58 ]
  store i8 1, ptr %11, align 1, !tbaa !15
  %74 = getelementptr inbounds i8, ptr %73, i64 101
  %75 = load i8, ptr %74, align 1, !tbaa !15
  %76 = icmp eq i8 %75, 7
  br i1 %76, label %86, label %77

77:                                               ; preds = %72, %77
  %78 = tail call fastcc i64 @singlestep(ptr noundef %0)
  %79 = load i8, ptr %74, align 1, !tbaa !15
  %80 = icmp eq i8 %79, 7
  br i1 %80, label %81, label %77, !llvm.loop !49

81:                                               ; preds = %77
  %82 = load ptr, ptr %3, align 8, !tbaa !6
  %83 = getelementptr inbounds i8, ptr %82, i64 101
  %84 = load i8, ptr %83, align 1, !tbaa !15
  %85 = icmp eq i8 %84, 8
  br i1 %85, label %93, label %86

86:                                               ; preds = %72, %81
  %87 = phi ptr [ %82, %81 ], [ %73, %72 ]
  %88 = getelementptr inbounds i8, ptr %87, i64 101
  br label %89

89:                                               ; preds = %89, %86
  %90 = tail call fastcc i64 @singlestep(ptr noundef %0)
  %91 = load i8, ptr %88, align 1, !tbaa !15
  %92 = icmp eq i8 %91, 8
  br i1 %92, label %93, label %89, !llvm.loop !49

93:                                               ; preds = %89, %81
  %94 = getelementptr inbounds i8, ptr %4, i64 108
  %95 = load i8, ptr %94, align 4, !tbaa !69
  %96 = zext i8 %95 to i64
  %97 = shl nuw nsw i64 %96, 2
  %98 = getelementptr inbounds i8, ptr %4, i64 32
  %99 = load i64, ptr %98, align 8, !tbaa !65
  %100 = udiv i64 %99, 100
  %101 = udiv i64 9223372036854775807, %100
  %102 = icmp ult i64 %97, %101
  %103 = mul nuw nsw i64 %100, %97
  %104 = select i1 %102, i64 %103, i64 9223372036854775807
  %105 = getelementptr inbounds i8, ptr %4, i64 16
  %106 = load i64, ptr %105, align 8, !tbaa !50
  %107 = getelementptr inbounds i8, ptr %4, i64 24
  %108 = load i64, ptr %107, align 8, !tbaa !51
  %109 = add nsw i64 %108, %106
  %110 = sub i64 %109, %104
  %111 = tail call i64 @llvm.smin.i64(i64 %110, i64 0)
  tail call void @luaE_setdebt(ptr noundef %4, i64 noundef %111) #8
  br label %157

112:                                              ; preds = %2
  %113 = getelementptr inbounds i8, ptr %4, i64 112
  %114 = load ptr, ptr %113, align 8, !tbaa !36
  %115 = getelementptr inbounds i8, ptr %4, i64 100
  %116 = load i8, ptr %115, align 4, !tbaa !22
  %117 = and i8 %116, 24
  %118 = icmp eq ptr %114, null
  br i1 %118, label %127, label %119

119:                                              ; preds = %112, %119
  %120 = phi ptr [ %125, %119 ], [ %114, %112 ]
  %121 = getelementptr inbounds i8, ptr %120, i64 9
  %122 = load i8, ptr %121, align 1, !tbaa !19
  %123 = and i8 %122, -64
  %124 = or disjoint i8 %123, %117
  store i8 %124, ptr %121, align 1, !tbaa !19
  %125 = load ptr, ptr %120, align 8, !tbaa !35
  %126 = icmp eq ptr %125, null
  br i1 %126, label %127, label %119, !llvm.loop !46

127:                                              ; preds = %119, %112
  %128 = getelementptr inbounds i8, ptr %4, i64 192
  %129 = getelementptr inbounds i8, ptr %4, i64 128
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %128, i8 0, i64 24, i1 false)
  %130 = load ptr, ptr %129, align 8, !tbaa !43
  %131 = icmp eq ptr %130, null
  br i1 %131, label %140, label %132

132:                                              ; preds = %127, %132
  %133 = phi ptr [ %138, %132 ], [ %130, %127 ]
  %134 = getelementptr inbounds i8, ptr %133, i64 9
  %135 = load i8, ptr %134, align 1, !tbaa !19
  %136 = and i8 %135, -64
  %137 = or disjoint i8 %136, %117
  store i8 %137, ptr %134, align 1, !tbaa !19
  %138 = load ptr, ptr %133, align 8, !tbaa !35
  %139 = icmp eq ptr %138, null
  br i1 %139, label %140, label %132, !llvm.loop !46

140:                                              ; preds = %132, %127
  %141 = getelementptr inbounds i8, ptr %4, i64 176
  %142 = load ptr, ptr %141, align 8, !tbaa !47
  %143 = icmp eq ptr %142, null
  br i1 %143, label %152, label %144

144:                                              ; preds = %140, %144
  %145 = phi ptr [ %150, %144 ], [ %142, %140 ]
  %146 = getelementptr inbounds i8, ptr %145, i64 9
  %147 = load i8, ptr %146, align 1, !tbaa !19
  %148 = and i8 %147, -64
  %149 = or disjoint i8 %148, %117
  store i8 %149, ptr %146, align 1, !tbaa !19
  %150 = load ptr, ptr %145, align 8, !tbaa !35
  %151 = icmp eq ptr %150, null
  br i1 %151, label %152, label %144, !llvm.loop !46

152:                                              ; preds = %144, %140
  %153 = getelementptr inbounds i8, ptr %4, i64 224
  %154 = getelementptr inbounds i8, ptr %4, i64 101
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %153, i8 0, i64 24, i1 false)
  store i8 8, ptr %154, align 1, !tbaa !15
  store i8 0, ptr %7, align 2, !tbaa !21
  %155 = getelementptr inbounds i8, ptr %4, i64 40
  store i64 0, ptr %155, align 8, !tbaa !48
  %156 = tail call fastcc i64 @entergen(ptr noundef %0, ptr noundef %4)
  br label %157

157:                                              ; preds = %152, %93
  store i8 0, ptr %6, align 1, !tbaa !66
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc void @freeobj(ptr noundef %0, ptr noundef %1) unnamed_addr #3 {
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  %4 = load i8, ptr %3, align 8, !tbaa !23
  switch i8 %4, label %47 [
    i8 10, label %5
    i8 9, label %6
    i8 6, label %13
    i8 38, label %19
    i8 5, label %25
    i8 8, label %26
    i8 7, label %27
    i8 4, label %38
    i8 20, label %43
  ]

5:                                                ; preds = %2
  tail call void @luaF_freeproto(ptr noundef %0, ptr noundef nonnull %1) #8
  br label %47

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !24
  %9 = getelementptr inbounds i8, ptr %1, i64 24
  %10 = icmp eq ptr %8, %9
  br i1 %10, label %12, label %11

11:                                               ; preds = %6
  tail call void @luaF_unlinkupval(ptr noundef nonnull %1) #8
  br label %12

12:                                               ; preds = %6, %11
  tail call void @luaM_free_(ptr noundef %0, ptr noundef nonnull %1, i64 noundef 40) #8
  br label %47

13:                                               ; preds = %2
  %14 = getelementptr inbounds i8, ptr %1, i64 10
  %15 = load i8, ptr %14, align 2, !tbaa !81
  %16 = zext i8 %15 to i64
  %17 = shl nuw nsw i64 %16, 3
  %18 = add nuw nsw i64 %17, 32
  tail call void @luaM_free_(ptr noundef %0, ptr noundef nonnull %1, i64 noundef %18) #8
  br label %47

19:                                               ; preds = %2
  %20 = getelementptr inbounds i8, ptr %1, i64 10
  %21 = load i8, ptr %20, align 2, !tbaa !83
  %22 = zext i8 %21 to i64
  %23 = shl nuw nsw i64 %22, 4
  %24 = add nuw nsw i64 %23, 32
  tail call void @luaM_free_(ptr noundef %0, ptr noundef nonnull %1, i64 noundef %24) #8
  br label %47

25:                                               ; preds = %2
  tail call void @luaH_free(ptr noundef %0, ptr noundef nonnull %1) #8
  br label %47

26:                                               ; preds = %2
  tail call void @luaE_freethread(ptr noundef %0, ptr noundef nonnull %1) #8
  br label %47

27:                                               ; preds = %2
  %28 = getelementptr inbounds i8, ptr %1, i64 10
  %29 = load i16, ptr %28, align 2, !tbaa !28
  %30 = icmp eq i16 %29, 0
  %31 = zext i16 %29 to i64
  %32 = shl nuw nsw i64 %31, 4
  %33 = add nuw nsw i64 %32, 40
  %34 = select i1 %30, i64 32, i64 %33
  %35 = getelementptr inbounds i8, ptr %1, i64 16
  %36 = load i64, ptr %35, align 8, !tbaa !85
  %37 = add i64 %34, %36
  tail call void @luaM_free_(ptr noundef %0, ptr noundef nonnull %1, i64 noundef %37) #8
  br label %47

38:                                               ; preds = %2
  tail call void @luaS_remove(ptr noundef %0, ptr noundef nonnull %1) #8
  %39 = getelementptr inbounds i8, ptr %1, i64 11
  %40 = load i8, ptr %39, align 1, !tbaa !86
  %41 = zext i8 %40 to i64
  %42 = add nuw nsw i64 %41, 25
  tail call void @luaM_free_(ptr noundef %0, ptr noundef nonnull %1, i64 noundef %42) #8
  br label %47

43:                                               ; preds = %2
  %44 = getelementptr inbounds i8, ptr %1, i64 16
  %45 = load i64, ptr %44, align 8, !tbaa !24
  %46 = add i64 %45, 25
  tail call void @luaM_free_(ptr noundef %0, ptr noundef nonnull %1, i64 noundef %46) #8
  br label %47

47:                                               ; preds = %2, %43, %38, %27, %26, %25, %19, %13, %12, %5
  ret void
}

declare hidden void @luaF_freeproto(ptr noundef, ptr noundef) local_unnamed_addr #4

declare hidden void @luaM_free_(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #4

declare hidden void @luaH_free(ptr noundef, ptr noundef) local_unnamed_addr #4

declare hidden void @luaE_freethread(ptr noundef, ptr noundef) local_unnamed_addr #4

declare hidden void @luaS_remove(ptr noundef, ptr noundef) local_unnamed_addr #4

declare hidden void @luaF_unlinkupval(ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal fastcc i64 @atomic(ptr noundef %0) unnamed_addr #3 {
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !tbaa !6
  %4 = getelementptr inbounds i8, ptr %3, i64 144
  %5 = load ptr, ptr %4, align 8, !tbaa !88
  store ptr null, ptr %4, align 8, !tbaa !88
  %6 = getelementptr inbounds i8, ptr %3, i64 101
  store i8 2, ptr %6, align 1, !tbaa !15
  %7 = getelementptr inbounds i8, ptr %0, i64 9
  %8 = load i8, ptr %7, align 1, !tbaa !61
  %9 = and i8 %8, 24
  %10 = icmp eq i8 %9, 0
  br i1 %10, label %12, label %11

11:                                               ; preds = %1
  tail call fastcc void @reallymarkobject(ptr noundef nonnull %3, ptr noundef nonnull %0)
  br label %12

12:                                               ; preds = %11, %1
  %13 = getelementptr inbounds i8, ptr %3, i64 72
  %14 = load i8, ptr %13, align 8, !tbaa !62
  %15 = and i8 %14, 64
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %25, label %17

17:                                               ; preds = %12
  %18 = getelementptr inbounds i8, ptr %3, i64 64
  %19 = load ptr, ptr %18, align 8, !tbaa !24
  %20 = getelementptr inbounds i8, ptr %19, i64 9
  %21 = load i8, ptr %20, align 1, !tbaa !19
  %22 = and i8 %21, 24
  %23 = icmp eq i8 %22, 0
  br i1 %23, label %25, label %24

24:                                               ; preds = %17
  tail call fastcc void @reallymarkobject(ptr noundef nonnull %3, ptr noundef nonnull %19)
  br label %25

25:                                               ; preds = %24, %17, %12
  tail call fastcc void @markmt(ptr noundef nonnull %3)
  %26 = getelementptr inbounds i8, ptr %3, i64 136
  %27 = load ptr, ptr %26, align 8, !tbaa !64
  %28 = icmp eq ptr %27, null
  br i1 %28, label %35, label %29

29:                                               ; preds = %25, %29
  %30 = phi i64 [ %32, %29 ], [ 0, %25 ]
  %31 = tail call fastcc i64 @propagatemark(ptr noundef nonnull %3)
  %32 = add i64 %31, %30
  %33 = load ptr, ptr %26, align 8, !tbaa !64
  %34 = icmp eq ptr %33, null
  br i1 %34, label %35, label %29, !llvm.loop !89

35:                                               ; preds = %29, %25
  %36 = phi i64 [ 0, %25 ], [ %32, %29 ]
  %37 = getelementptr inbounds i8, ptr %3, i64 248
  %38 = load ptr, ptr %37, align 8, !tbaa !34
  %39 = icmp eq ptr %38, null
  br i1 %39, label %101, label %40

40:                                               ; preds = %35, %87
  %41 = phi ptr [ %90, %87 ], [ %38, %35 ]
  %42 = phi i32 [ %89, %87 ], [ 0, %35 ]
  %43 = phi ptr [ %88, %87 ], [ %37, %35 ]
  %44 = add nsw i32 %42, 1
  %45 = getelementptr inbounds i8, ptr %41, i64 9
  %46 = load i8, ptr %45, align 1, !tbaa !61
  %47 = and i8 %46, 24
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %49, label %55

49:                                               ; preds = %40
  %50 = getelementptr inbounds i8, ptr %41, i64 56
  %51 = load ptr, ptr %50, align 8, !tbaa !90
  %52 = icmp eq ptr %51, null
  br i1 %52, label %55, label %53

53:                                               ; preds = %49
  %54 = getelementptr inbounds i8, ptr %41, i64 80
  br label %87

55:                                               ; preds = %49, %40
  %56 = getelementptr inbounds i8, ptr %41, i64 80
  %57 = load ptr, ptr %56, align 8, !tbaa !91
  store ptr %57, ptr %43, align 8, !tbaa !34
  store ptr %41, ptr %56, align 8, !tbaa !91
  %58 = getelementptr inbounds i8, ptr %41, i64 56
  %59 = load ptr, ptr %58, align 8, !tbaa !24
  %60 = icmp eq ptr %59, null
  br i1 %60, label %87, label %61

61:                                               ; preds = %55, %83
  %62 = phi ptr [ %85, %83 ], [ %59, %55 ]
  %63 = phi i32 [ %64, %83 ], [ %44, %55 ]
  %64 = add nsw i32 %63, 1
  %65 = getelementptr inbounds i8, ptr %62, i64 9
  %66 = load i8, ptr %65, align 1, !tbaa !25
  %67 = and i8 %66, 24
  %68 = icmp eq i8 %67, 0
  br i1 %68, label %69, label %83

69:                                               ; preds = %61
  %70 = getelementptr inbounds i8, ptr %62, i64 16
  %71 = load ptr, ptr %70, align 8, !tbaa !24
  %72 = getelementptr inbounds i8, ptr %71, i64 8
  %73 = load i8, ptr %72, align 8, !tbaa !27
  %74 = and i8 %73, 64
  %75 = icmp eq i8 %74, 0
  br i1 %75, label %83, label %76

76:                                               ; preds = %69
  %77 = load ptr, ptr %71, align 8, !tbaa !24
  %78 = getelementptr inbounds i8, ptr %77, i64 9
  %79 = load i8, ptr %78, align 1, !tbaa !19
  %80 = and i8 %79, 24
  %81 = icmp eq i8 %80, 0
  br i1 %81, label %83, label %82

82:                                               ; preds = %76
  tail call fastcc void @reallymarkobject(ptr noundef %3, ptr noundef nonnull %77)
  br label %83

83:                                               ; preds = %82, %76, %69, %61
  %84 = getelementptr inbounds i8, ptr %62, i64 24
  %85 = load ptr, ptr %84, align 8, !tbaa !24
  %86 = icmp eq ptr %85, null
  br i1 %86, label %87, label %61, !llvm.loop !92

87:                                               ; preds = %83, %55, %53
  %88 = phi ptr [ %54, %53 ], [ %43, %55 ], [ %43, %83 ]
  %89 = phi i32 [ %44, %53 ], [ %44, %55 ], [ %64, %83 ]
  %90 = load ptr, ptr %88, align 8, !tbaa !34
  %91 = icmp eq ptr %90, null
  br i1 %91, label %92, label %40, !llvm.loop !93

92:                                               ; preds = %87
  %93 = load ptr, ptr %26, align 8, !tbaa !64
  %94 = icmp eq ptr %93, null
  br i1 %94, label %101, label %95

95:                                               ; preds = %92, %95
  %96 = phi i64 [ %98, %95 ], [ 0, %92 ]
  %97 = tail call fastcc i64 @propagatemark(ptr noundef nonnull %3)
  %98 = add i64 %97, %96
  %99 = load ptr, ptr %26, align 8, !tbaa !64
  %100 = icmp eq ptr %99, null
  br i1 %100, label %101, label %95, !llvm.loop !89

101:                                              ; preds = %95, %35, %92
  %102 = phi i32 [ %89, %92 ], [ 0, %35 ], [ %89, %95 ]
  %103 = phi i64 [ 0, %92 ], [ 0, %35 ], [ %98, %95 ]
  store ptr %5, ptr %26, align 8, !tbaa !64
  %104 = icmp eq ptr %5, null
  br i1 %104, label %111, label %105

105:                                              ; preds = %101, %105
  %106 = phi i64 [ %108, %105 ], [ 0, %101 ]
  %107 = tail call fastcc i64 @propagatemark(ptr noundef nonnull %3)
  %108 = add i64 %107, %106
  %109 = load ptr, ptr %26, align 8, !tbaa !64
  %110 = icmp eq ptr %109, null
  br i1 %110, label %111, label %105, !llvm.loop !89

111:                                              ; preds = %105, %101
  %112 = phi i64 [ 0, %101 ], [ %108, %105 ]
  %113 = getelementptr inbounds i8, ptr %3, i64 160
  br label %114

114:                                              ; preds = %138, %111
  %115 = phi i32 [ 0, %111 ], [ %139, %138 ]
  %116 = load ptr, ptr %113, align 8, !tbaa !94
  store ptr null, ptr %113, align 8, !tbaa !94
  %117 = icmp eq ptr %116, null
  br i1 %117, label %141, label %118

118:                                              ; preds = %114, %135
  %119 = phi i32 [ %136, %135 ], [ 0, %114 ]
  %120 = phi ptr [ %122, %135 ], [ %116, %114 ]
  %121 = getelementptr inbounds i8, ptr %120, i64 48
  %122 = load ptr, ptr %121, align 8, !tbaa !95
  %123 = getelementptr inbounds i8, ptr %120, i64 9
  %124 = load i8, ptr %123, align 1, !tbaa !31
  %125 = or i8 %124, 32
  store i8 %125, ptr %123, align 1, !tbaa !31
  %126 = tail call fastcc i32 @traverseephemeron(ptr noundef %3, ptr noundef nonnull %120, i32 noundef %115)
  %127 = icmp eq i32 %126, 0
  br i1 %127, label %135, label %128

128:                                              ; preds = %118
  %129 = load ptr, ptr %26, align 8, !tbaa !64
  %130 = icmp eq ptr %129, null
  br i1 %130, label %135, label %131

131:                                              ; preds = %128, %131
  %132 = tail call fastcc i64 @propagatemark(ptr noundef nonnull %3)
  %133 = load ptr, ptr %26, align 8, !tbaa !64
  %134 = icmp eq ptr %133, null
  br i1 %134, label %135, label %131, !llvm.loop !89

135:                                              ; preds = %131, %128, %118
  %136 = phi i32 [ %119, %118 ], [ 1, %128 ], [ 1, %131 ]
  %137 = icmp eq ptr %122, null
  br i1 %137, label %138, label %118, !llvm.loop !96

138:                                              ; preds = %135
  %139 = xor i32 %115, 1
  %140 = icmp eq i32 %136, 0
  br i1 %140, label %141, label %114, !llvm.loop !97

141:                                              ; preds = %114, %138
  %142 = getelementptr inbounds i8, ptr %3, i64 152
  %143 = load ptr, ptr %142, align 8, !tbaa !98
  tail call fastcc void @clearbyvalues(ptr noundef %3, ptr noundef %143, ptr noundef null)
  %144 = getelementptr inbounds i8, ptr %3, i64 168
  %145 = load ptr, ptr %144, align 8, !tbaa !99
  tail call fastcc void @clearbyvalues(ptr noundef %3, ptr noundef %145, ptr noundef null)
  %146 = load ptr, ptr %142, align 8, !tbaa !98
  %147 = load ptr, ptr %144, align 8, !tbaa !99
  %148 = getelementptr inbounds i8, ptr %3, i64 176
  br label %149

149:                                              ; preds = %149, %141
  %150 = phi ptr [ %148, %141 ], [ %151, %149 ]
  %151 = load ptr, ptr %150, align 8, !tbaa !34
  %152 = icmp eq ptr %151, null
  br i1 %152, label %153, label %149, !llvm.loop !53

153:                                              ; preds = %149
  %154 = getelementptr inbounds i8, ptr %3, i64 128
  %155 = getelementptr inbounds i8, ptr %3, i64 232
  %156 = load ptr, ptr %154, align 8, !tbaa !34
  %157 = load ptr, ptr %155, align 8, !tbaa !54
  %158 = icmp eq ptr %156, %157
  br i1 %158, label %184, label %159

159:                                              ; preds = %153
  %160 = getelementptr inbounds i8, ptr %3, i64 224
  br label %161

161:                                              ; preds = %178, %159
  %162 = phi ptr [ %157, %159 ], [ %179, %178 ]
  %163 = phi ptr [ %156, %159 ], [ %182, %178 ]
  %164 = phi ptr [ %150, %159 ], [ %181, %178 ]
  %165 = phi ptr [ %154, %159 ], [ %180, %178 ]
  %166 = getelementptr inbounds i8, ptr %163, i64 9
  %167 = load i8, ptr %166, align 1, !tbaa !19
  %168 = and i8 %167, 24
  %169 = icmp eq i8 %168, 0
  br i1 %169, label %178, label %170

170:                                              ; preds = %161
  %171 = load ptr, ptr %160, align 8, !tbaa !55
  %172 = icmp eq ptr %163, %171
  %173 = load ptr, ptr %163, align 8, !tbaa !35
  br i1 %172, label %174, label %175

174:                                              ; preds = %170
  store ptr %173, ptr %160, align 8, !tbaa !55
  br label %175

175:                                              ; preds = %174, %170
  store ptr %173, ptr %165, align 8, !tbaa !34
  %176 = load ptr, ptr %164, align 8, !tbaa !34
  store ptr %176, ptr %163, align 8, !tbaa !35
  store ptr %163, ptr %164, align 8, !tbaa !34
  %177 = load ptr, ptr %155, align 8, !tbaa !54
  br label %178

178:                                              ; preds = %175, %161
  %179 = phi ptr [ %177, %175 ], [ %162, %161 ]
  %180 = phi ptr [ %165, %175 ], [ %163, %161 ]
  %181 = phi ptr [ %163, %175 ], [ %164, %161 ]
  %182 = load ptr, ptr %180, align 8, !tbaa !34
  %183 = icmp eq ptr %182, %179
  br i1 %183, label %184, label %161, !llvm.loop !56

184:                                              ; preds = %178, %153
  %185 = load ptr, ptr %148, align 8, !tbaa !34
  %186 = icmp eq ptr %185, null
  br i1 %186, label %199, label %187

187:                                              ; preds = %184, %196
  %188 = phi ptr [ %197, %196 ], [ %185, %184 ]
  %189 = phi i64 [ %190, %196 ], [ 0, %184 ]
  %190 = add i64 %189, 1
  %191 = getelementptr inbounds i8, ptr %188, i64 9
  %192 = load i8, ptr %191, align 1, !tbaa !19
  %193 = and i8 %192, 24
  %194 = icmp eq i8 %193, 0
  br i1 %194, label %196, label %195

195:                                              ; preds = %187
  tail call fastcc void @reallymarkobject(ptr noundef %3, ptr noundef nonnull %188)
  br label %196

196:                                              ; preds = %195, %187
  %197 = load ptr, ptr %188, align 8, !tbaa !34
  %198 = icmp eq ptr %197, null
  br i1 %198, label %199, label %187, !llvm.loop !63

199:                                              ; preds = %196, %184
  %200 = phi i64 [ 0, %184 ], [ %190, %196 ]
  %201 = load ptr, ptr %26, align 8, !tbaa !64
  %202 = icmp eq ptr %201, null
  br i1 %202, label %209, label %203

203:                                              ; preds = %199, %203
  %204 = phi i64 [ %206, %203 ], [ 0, %199 ]
  %205 = tail call fastcc i64 @propagatemark(ptr noundef nonnull %3)
  %206 = add i64 %205, %204
  %207 = load ptr, ptr %26, align 8, !tbaa !64
  %208 = icmp eq ptr %207, null
  br i1 %208, label %209, label %203, !llvm.loop !89

209:                                              ; preds = %203, %199
  %210 = phi i64 [ 0, %199 ], [ %206, %203 ]
  br label %211

211:                                              ; preds = %235, %209
  %212 = phi i32 [ 0, %209 ], [ %236, %235 ]
  %213 = load ptr, ptr %113, align 8, !tbaa !94
  store ptr null, ptr %113, align 8, !tbaa !94
  %214 = icmp eq ptr %213, null
  br i1 %214, label %293, label %215

215:                                              ; preds = %211, %232
  %216 = phi i32 [ %233, %232 ], [ 0, %211 ]
  %217 = phi ptr [ %219, %232 ], [ %213, %211 ]
  %218 = getelementptr inbounds i8, ptr %217, i64 48
  %219 = load ptr, ptr %218, align 8, !tbaa !95
  %220 = getelementptr inbounds i8, ptr %217, i64 9
  %221 = load i8, ptr %220, align 1, !tbaa !31
  %222 = or i8 %221, 32
  store i8 %222, ptr %220, align 1, !tbaa !31
  %223 = tail call fastcc i32 @traverseephemeron(ptr noundef %3, ptr noundef nonnull %217, i32 noundef %212)
  %224 = icmp eq i32 %223, 0
  br i1 %224, label %232, label %225

225:                                              ; preds = %215
  %226 = load ptr, ptr %26, align 8, !tbaa !64
  %227 = icmp eq ptr %226, null
  br i1 %227, label %232, label %228

228:                                              ; preds = %225, %228
  %229 = tail call fastcc i64 @propagatemark(ptr noundef nonnull %3)
  %230 = load ptr, ptr %26, align 8, !tbaa !64
  %231 = icmp eq ptr %230, null
  br i1 %231, label %232, label %228, !llvm.loop !89

232:                                              ; preds = %228, %225, %215
  %233 = phi i32 [ %216, %215 ], [ 1, %225 ], [ 1, %228 ]
  %234 = icmp eq ptr %219, null
  br i1 %234, label %235, label %215, !llvm.loop !96

235:                                              ; preds = %232
  %236 = xor i32 %212, 1
  %237 = icmp eq i32 %233, 0
  br i1 %237, label %238, label %211, !llvm.loop !97

238:                                              ; preds = %235
  %239 = load ptr, ptr %113, align 8, !tbaa !94
  %240 = icmp eq ptr %239, null
  br i1 %240, label %293, label %241

241:                                              ; preds = %238, %289
  %242 = phi ptr [ %291, %289 ], [ %239, %238 ]
  %243 = getelementptr inbounds i8, ptr %242, i64 24
  %244 = load ptr, ptr %243, align 8, !tbaa !100
  %245 = getelementptr inbounds i8, ptr %242, i64 11
  %246 = load i8, ptr %245, align 1, !tbaa !101
  %247 = zext nneg i8 %246 to i32
  %248 = shl nuw i32 1, %247
  %249 = sext i32 %248 to i64
  %250 = getelementptr inbounds %union.Node, ptr %244, i64 %249
  %251 = icmp eq i8 %246, 31
  br i1 %251, label %289, label %252

252:                                              ; preds = %241, %286
  %253 = phi ptr [ %287, %286 ], [ %244, %241 ]
  %254 = getelementptr inbounds i8, ptr %253, i64 9
  %255 = load i8, ptr %254, align 1, !tbaa !24
  %256 = and i8 %255, 64
  %257 = icmp eq i8 %256, 0
  br i1 %257, label %276, label %258

258:                                              ; preds = %252
  %259 = getelementptr inbounds i8, ptr %253, i64 16
  %260 = load ptr, ptr %259, align 8, !tbaa !24
  %261 = icmp eq ptr %260, null
  br i1 %261, label %276, label %262

262:                                              ; preds = %258
  %263 = getelementptr inbounds i8, ptr %260, i64 8
  %264 = load i8, ptr %263, align 8, !tbaa !23
  %265 = and i8 %264, 15
  %266 = icmp eq i8 %265, 4
  %267 = getelementptr inbounds i8, ptr %260, i64 9
  %268 = load i8, ptr %267, align 1, !tbaa !19
  %269 = and i8 %268, 24
  %270 = icmp eq i8 %269, 0
  br i1 %266, label %271, label %273

271:                                              ; preds = %262
  br i1 %270, label %276, label %272

272:                                              ; preds = %271
  tail call fastcc void @reallymarkobject(ptr noundef %3, ptr noundef nonnull %260)
  br label %276

273:                                              ; preds = %262
  br i1 %270, label %276, label %274

274:                                              ; preds = %273
  %275 = getelementptr inbounds i8, ptr %253, i64 8
  store i8 16, ptr %275, align 8, !tbaa !24
  br label %276

276:                                              ; preds = %274, %273, %272, %271, %258, %252
  %277 = getelementptr inbounds i8, ptr %253, i64 8
  %278 = load i8, ptr %277, align 8, !tbaa !24
  %279 = and i8 %278, 15
  %280 = icmp eq i8 %279, 0
  br i1 %280, label %281, label %286

281:                                              ; preds = %276
  %282 = load i8, ptr %254, align 1, !tbaa !24
  %283 = and i8 %282, 64
  %284 = icmp eq i8 %283, 0
  br i1 %284, label %286, label %285

285:                                              ; preds = %281
  store i8 11, ptr %254, align 1, !tbaa !24
  br label %286

286:                                              ; preds = %285, %281, %276
  %287 = getelementptr inbounds i8, ptr %253, i64 24
  %288 = icmp ult ptr %287, %250
  br i1 %288, label %252, label %289, !llvm.loop !102

289:                                              ; preds = %286, %241
  %290 = getelementptr inbounds i8, ptr %242, i64 48
  %291 = load ptr, ptr %290, align 8, !tbaa !24
  %292 = icmp eq ptr %291, null
  br i1 %292, label %293, label %241, !llvm.loop !103

293:                                              ; preds = %211, %289, %238
  %294 = load ptr, ptr %144, align 8, !tbaa !99
  %295 = icmp eq ptr %294, null
  br i1 %295, label %348, label %296

296:                                              ; preds = %293, %344
  %297 = phi ptr [ %346, %344 ], [ %294, %293 ]
  %298 = getelementptr inbounds i8, ptr %297, i64 24
  %299 = load ptr, ptr %298, align 8, !tbaa !100
  %300 = getelementptr inbounds i8, ptr %297, i64 11
  %301 = load i8, ptr %300, align 1, !tbaa !101
  %302 = zext nneg i8 %301 to i32
  %303 = shl nuw i32 1, %302
  %304 = sext i32 %303 to i64
  %305 = getelementptr inbounds %union.Node, ptr %299, i64 %304
  %306 = icmp eq i8 %301, 31
  br i1 %306, label %344, label %307

307:                                              ; preds = %296, %341
  %308 = phi ptr [ %342, %341 ], [ %299, %296 ]
  %309 = getelementptr inbounds i8, ptr %308, i64 9
  %310 = load i8, ptr %309, align 1, !tbaa !24
  %311 = and i8 %310, 64
  %312 = icmp eq i8 %311, 0
  br i1 %312, label %331, label %313

313:                                              ; preds = %307
  %314 = getelementptr inbounds i8, ptr %308, i64 16
  %315 = load ptr, ptr %314, align 8, !tbaa !24
  %316 = icmp eq ptr %315, null
  br i1 %316, label %331, label %317

317:                                              ; preds = %313
  %318 = getelementptr inbounds i8, ptr %315, i64 8
  %319 = load i8, ptr %318, align 8, !tbaa !23
  %320 = and i8 %319, 15
  %321 = icmp eq i8 %320, 4
  %322 = getelementptr inbounds i8, ptr %315, i64 9
  %323 = load i8, ptr %322, align 1, !tbaa !19
  %324 = and i8 %323, 24
  %325 = icmp eq i8 %324, 0
  br i1 %321, label %326, label %328

326:                                              ; preds = %317
  br i1 %325, label %331, label %327

327:                                              ; preds = %326
  tail call fastcc void @reallymarkobject(ptr noundef %3, ptr noundef nonnull %315)
  br label %331

328:                                              ; preds = %317
  br i1 %325, label %331, label %329

329:                                              ; preds = %328
  %330 = getelementptr inbounds i8, ptr %308, i64 8
  store i8 16, ptr %330, align 8, !tbaa !24
  br label %331

331:                                              ; preds = %329, %328, %327, %326, %313, %307
  %332 = getelementptr inbounds i8, ptr %308, i64 8
  %333 = load i8, ptr %332, align 8, !tbaa !24
  %334 = and i8 %333, 15
  %335 = icmp eq i8 %334, 0
  br i1 %335, label %336, label %341

336:                                              ; preds = %331
  %337 = load i8, ptr %309, align 1, !tbaa !24
  %338 = and i8 %337, 64
  %339 = icmp eq i8 %338, 0
  br i1 %339, label %341, label %340

340:                                              ; preds = %336
  store i8 11, ptr %309, align 1, !tbaa !24
  br label %341

341:                                              ; preds = %340, %336, %331
  %342 = getelementptr inbounds i8, ptr %308, i64 24
  %343 = icmp ult ptr %342, %305
  br i1 %343, label %307, label %344, !llvm.loop !102

344:                                              ; preds = %341, %296
  %345 = getelementptr inbounds i8, ptr %297, i64 48
  %346 = load ptr, ptr %345, align 8, !tbaa !24
  %347 = icmp eq ptr %346, null
  br i1 %347, label %348, label %296, !llvm.loop !103

348:                                              ; preds = %344, %293
  %349 = sext i32 %102 to i64
  %350 = add i64 %36, %349
  %351 = add i64 %350, %103
  %352 = add i64 %351, %112
  %353 = add i64 %352, %200
  %354 = add i64 %353, %210
  %355 = load ptr, ptr %142, align 8, !tbaa !98
  tail call fastcc void @clearbyvalues(ptr noundef %3, ptr noundef %355, ptr noundef %146)
  %356 = load ptr, ptr %144, align 8, !tbaa !99
  tail call fastcc void @clearbyvalues(ptr noundef %3, ptr noundef %356, ptr noundef %147)
  tail call void @luaS_clearcache(ptr noundef %3) #8
  %357 = getelementptr inbounds i8, ptr %3, i64 100
  %358 = load i8, ptr %357, align 4, !tbaa !22
  %359 = xor i8 %358, 24
  store i8 %359, ptr %357, align 4, !tbaa !22
  ret i64 %354
}

; Function Attrs: nounwind uwtable
define internal fastcc void @atomic2gen(ptr noundef %0, ptr nocapture noundef %1) unnamed_addr #3 {
  %3 = getelementptr inbounds i8, ptr %1, i64 136
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %3, i8 0, i64 40, i1 false)
  %4 = getelementptr inbounds i8, ptr %1, i64 101
  store i8 3, ptr %4, align 1, !tbaa !15
  %5 = getelementptr inbounds i8, ptr %1, i64 112
  %6 = load ptr, ptr %5, align 8, !tbaa !34
  %7 = icmp eq ptr %6, null
  br i1 %7, label %45, label %8

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8, ptr %0, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !6
  %11 = getelementptr inbounds i8, ptr %10, i64 144
  br label %12

12:                                               ; preds = %39, %8
  %13 = phi ptr [ %6, %8 ], [ %41, %39 ]
  %14 = phi ptr [ %5, %8 ], [ %40, %39 ]
  %15 = getelementptr inbounds i8, ptr %13, i64 9
  %16 = load i8, ptr %15, align 1, !tbaa !19
  %17 = and i8 %16, 24
  %18 = icmp eq i8 %17, 0
  br i1 %18, label %21, label %19

19:                                               ; preds = %12
  %20 = load ptr, ptr %13, align 8, !tbaa !35
  store ptr %20, ptr %14, align 8, !tbaa !34
  tail call fastcc void @freeobj(ptr noundef %0, ptr noundef nonnull %13)
  br label %39

21:                                               ; preds = %12
  %22 = and i8 %16, -32
  %23 = or disjoint i8 %22, 4
  %24 = getelementptr inbounds i8, ptr %13, i64 8
  %25 = load i8, ptr %24, align 8, !tbaa !23
  switch i8 %25, label %37 [
    i8 8, label %26
    i8 9, label %30
  ]

26:                                               ; preds = %21
  %27 = getelementptr inbounds i8, ptr %13, i64 72
  %28 = load ptr, ptr %11, align 8, !tbaa !34
  store ptr %28, ptr %27, align 8, !tbaa !34
  store ptr %13, ptr %11, align 8, !tbaa !34
  %29 = and i8 %23, -60
  store i8 %29, ptr %15, align 1, !tbaa !19
  br label %39

30:                                               ; preds = %21
  %31 = getelementptr inbounds i8, ptr %13, i64 16
  %32 = load ptr, ptr %31, align 8, !tbaa !24
  %33 = getelementptr inbounds i8, ptr %13, i64 24
  %34 = icmp eq ptr %32, %33
  br i1 %34, label %37, label %35

35:                                               ; preds = %30
  %36 = and i8 %23, -60
  store i8 %36, ptr %15, align 1, !tbaa !19
  br label %39

37:                                               ; preds = %30, %21
  %38 = or i8 %22, 36
  store i8 %38, ptr %15, align 1, !tbaa !19
  br label %39

39:                                               ; preds = %37, %35, %26, %19
  %40 = phi ptr [ %14, %19 ], [ %13, %35 ], [ %13, %37 ], [ %13, %26 ]
  %41 = load ptr, ptr %40, align 8, !tbaa !34
  %42 = icmp eq ptr %41, null
  br i1 %42, label %43, label %12, !llvm.loop !104

43:                                               ; preds = %39
  %44 = load ptr, ptr %5, align 8, !tbaa !36
  br label %45

45:                                               ; preds = %43, %2
  %46 = phi ptr [ %44, %43 ], [ null, %2 ]
  %47 = getelementptr inbounds i8, ptr %1, i64 192
  store ptr %46, ptr %47, align 8, !tbaa !75
  %48 = getelementptr inbounds i8, ptr %1, i64 200
  store ptr %46, ptr %48, align 8, !tbaa !77
  %49 = getelementptr inbounds i8, ptr %1, i64 208
  store ptr %46, ptr %49, align 8, !tbaa !72
  %50 = getelementptr inbounds i8, ptr %1, i64 216
  store ptr null, ptr %50, align 8, !tbaa !71
  %51 = getelementptr inbounds i8, ptr %1, i64 128
  %52 = load ptr, ptr %51, align 8, !tbaa !34
  %53 = icmp eq ptr %52, null
  br i1 %53, label %91, label %54

54:                                               ; preds = %45
  %55 = getelementptr inbounds i8, ptr %0, i64 24
  %56 = load ptr, ptr %55, align 8, !tbaa !6
  %57 = getelementptr inbounds i8, ptr %56, i64 144
  br label %58

58:                                               ; preds = %85, %54
  %59 = phi ptr [ %52, %54 ], [ %87, %85 ]
  %60 = phi ptr [ %51, %54 ], [ %86, %85 ]
  %61 = getelementptr inbounds i8, ptr %59, i64 9
  %62 = load i8, ptr %61, align 1, !tbaa !19
  %63 = and i8 %62, 24
  %64 = icmp eq i8 %63, 0
  br i1 %64, label %67, label %65

65:                                               ; preds = %58
  %66 = load ptr, ptr %59, align 8, !tbaa !35
  store ptr %66, ptr %60, align 8, !tbaa !34
  tail call fastcc void @freeobj(ptr noundef %0, ptr noundef nonnull %59)
  br label %85

67:                                               ; preds = %58
  %68 = and i8 %62, -32
  %69 = or disjoint i8 %68, 4
  %70 = getelementptr inbounds i8, ptr %59, i64 8
  %71 = load i8, ptr %70, align 8, !tbaa !23
  switch i8 %71, label %83 [
    i8 8, label %72
    i8 9, label %76
  ]

72:                                               ; preds = %67
  %73 = getelementptr inbounds i8, ptr %59, i64 72
  %74 = load ptr, ptr %57, align 8, !tbaa !34
  store ptr %74, ptr %73, align 8, !tbaa !34
  store ptr %59, ptr %57, align 8, !tbaa !34
  %75 = and i8 %69, -60
  store i8 %75, ptr %61, align 1, !tbaa !19
  br label %85

76:                                               ; preds = %67
  %77 = getelementptr inbounds i8, ptr %59, i64 16
  %78 = load ptr, ptr %77, align 8, !tbaa !24
  %79 = getelementptr inbounds i8, ptr %59, i64 24
  %80 = icmp eq ptr %78, %79
  br i1 %80, label %83, label %81

81:                                               ; preds = %76
  %82 = and i8 %69, -60
  store i8 %82, ptr %61, align 1, !tbaa !19
  br label %85

83:                                               ; preds = %76, %67
  %84 = or i8 %68, 36
  store i8 %84, ptr %61, align 1, !tbaa !19
  br label %85

85:                                               ; preds = %83, %81, %72, %65
  %86 = phi ptr [ %60, %65 ], [ %59, %81 ], [ %59, %83 ], [ %59, %72 ]
  %87 = load ptr, ptr %86, align 8, !tbaa !34
  %88 = icmp eq ptr %87, null
  br i1 %88, label %89, label %58, !llvm.loop !104

89:                                               ; preds = %85
  %90 = load ptr, ptr %51, align 8, !tbaa !43
  br label %91

91:                                               ; preds = %89, %45
  %92 = phi ptr [ %90, %89 ], [ null, %45 ]
  %93 = getelementptr inbounds i8, ptr %1, i64 224
  store ptr %92, ptr %93, align 8, !tbaa !55
  %94 = getelementptr inbounds i8, ptr %1, i64 232
  store ptr %92, ptr %94, align 8, !tbaa !54
  %95 = getelementptr inbounds i8, ptr %1, i64 240
  store ptr %92, ptr %95, align 8, !tbaa !74
  %96 = getelementptr inbounds i8, ptr %1, i64 176
  %97 = load ptr, ptr %96, align 8, !tbaa !34
  %98 = icmp eq ptr %97, null
  br i1 %98, label %134, label %99

99:                                               ; preds = %91
  %100 = getelementptr inbounds i8, ptr %0, i64 24
  %101 = load ptr, ptr %100, align 8, !tbaa !6
  %102 = getelementptr inbounds i8, ptr %101, i64 144
  br label %103

103:                                              ; preds = %130, %99
  %104 = phi ptr [ %97, %99 ], [ %132, %130 ]
  %105 = phi ptr [ %96, %99 ], [ %131, %130 ]
  %106 = getelementptr inbounds i8, ptr %104, i64 9
  %107 = load i8, ptr %106, align 1, !tbaa !19
  %108 = and i8 %107, 24
  %109 = icmp eq i8 %108, 0
  br i1 %109, label %112, label %110

110:                                              ; preds = %103
  %111 = load ptr, ptr %104, align 8, !tbaa !35
  store ptr %111, ptr %105, align 8, !tbaa !34
  tail call fastcc void @freeobj(ptr noundef %0, ptr noundef nonnull %104)
  br label %130

112:                                              ; preds = %103
  %113 = and i8 %107, -32
  %114 = or disjoint i8 %113, 4
  %115 = getelementptr inbounds i8, ptr %104, i64 8
  %116 = load i8, ptr %115, align 8, !tbaa !23
  switch i8 %116, label %128 [
    i8 8, label %117
    i8 9, label %121
  ]

117:                                              ; preds = %112
  %118 = getelementptr inbounds i8, ptr %104, i64 72
  %119 = load ptr, ptr %102, align 8, !tbaa !34
  store ptr %119, ptr %118, align 8, !tbaa !34
  store ptr %104, ptr %102, align 8, !tbaa !34
  %120 = and i8 %114, -60
  store i8 %120, ptr %106, align 1, !tbaa !19
  br label %130

121:                                              ; preds = %112
  %122 = getelementptr inbounds i8, ptr %104, i64 16
  %123 = load ptr, ptr %122, align 8, !tbaa !24
  %124 = getelementptr inbounds i8, ptr %104, i64 24
  %125 = icmp eq ptr %123, %124
  br i1 %125, label %128, label %126

126:                                              ; preds = %121
  %127 = and i8 %114, -60
  store i8 %127, ptr %106, align 1, !tbaa !19
  br label %130

128:                                              ; preds = %121, %112
  %129 = or i8 %113, 36
  store i8 %129, ptr %106, align 1, !tbaa !19
  br label %130

130:                                              ; preds = %128, %126, %117, %110
  %131 = phi ptr [ %105, %110 ], [ %104, %126 ], [ %104, %128 ], [ %104, %117 ]
  %132 = load ptr, ptr %131, align 8, !tbaa !34
  %133 = icmp eq ptr %132, null
  br i1 %133, label %134, label %103, !llvm.loop !104

134:                                              ; preds = %130, %91
  %135 = getelementptr inbounds i8, ptr %1, i64 102
  store i8 1, ptr %135, align 2, !tbaa !21
  %136 = getelementptr inbounds i8, ptr %1, i64 40
  store i64 0, ptr %136, align 8, !tbaa !48
  %137 = getelementptr inbounds i8, ptr %1, i64 16
  %138 = load i64, ptr %137, align 8, !tbaa !50
  %139 = getelementptr inbounds i8, ptr %1, i64 24
  %140 = load i64, ptr %139, align 8, !tbaa !51
  %141 = add nsw i64 %140, %138
  %142 = getelementptr inbounds i8, ptr %1, i64 32
  store i64 %141, ptr %142, align 8, !tbaa !65
  tail call fastcc void @finishgencycle(ptr noundef %0, ptr noundef %1)
  ret void
}

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @markmt(ptr nocapture noundef %0) unnamed_addr #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 480
  %3 = load ptr, ptr %2, align 8, !tbaa !34
  %4 = icmp eq ptr %3, null
  br i1 %4, label %11, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 9
  %7 = load i8, ptr %6, align 1, !tbaa !31
  %8 = and i8 %7, 24
  %9 = icmp eq i8 %8, 0
  br i1 %9, label %11, label %10

10:                                               ; preds = %5
  tail call fastcc void @reallymarkobject(ptr noundef nonnull %0, ptr noundef nonnull %3)
  br label %11

11:                                               ; preds = %1, %10, %5
  %12 = getelementptr inbounds i8, ptr %0, i64 488
  %13 = load ptr, ptr %12, align 8, !tbaa !34
  %14 = icmp eq ptr %13, null
  br i1 %14, label %21, label %15

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 9
  %17 = load i8, ptr %16, align 1, !tbaa !31
  %18 = and i8 %17, 24
  %19 = icmp eq i8 %18, 0
  br i1 %19, label %21, label %20

20:                                               ; preds = %15
  tail call fastcc void @reallymarkobject(ptr noundef nonnull %0, ptr noundef nonnull %13)
  br label %21

21:                                               ; preds = %20, %15, %11
  %22 = getelementptr inbounds i8, ptr %0, i64 496
  %23 = load ptr, ptr %22, align 8, !tbaa !34
  %24 = icmp eq ptr %23, null
  br i1 %24, label %31, label %25

25:                                               ; preds = %21
  %26 = getelementptr inbounds i8, ptr %23, i64 9
  %27 = load i8, ptr %26, align 1, !tbaa !31
  %28 = and i8 %27, 24
  %29 = icmp eq i8 %28, 0
  br i1 %29, label %31, label %30

30:                                               ; preds = %25
  tail call fastcc void @reallymarkobject(ptr noundef nonnull %0, ptr noundef nonnull %23)
  br label %31

31:                                               ; preds = %30, %25, %21
  %32 = getelementptr inbounds i8, ptr %0, i64 504
  %33 = load ptr, ptr %32, align 8, !tbaa !34
  %34 = icmp eq ptr %33, null
  br i1 %34, label %41, label %35

35:                                               ; preds = %31
  %36 = getelementptr inbounds i8, ptr %33, i64 9
  %37 = load i8, ptr %36, align 1, !tbaa !31
  %38 = and i8 %37, 24
  %39 = icmp eq i8 %38, 0
  br i1 %39, label %41, label %40

40:                                               ; preds = %35
  tail call fastcc void @reallymarkobject(ptr noundef nonnull %0, ptr noundef nonnull %33)
  br label %41

41:                                               ; preds = %40, %35, %31
  %42 = getelementptr inbounds i8, ptr %0, i64 512
  %43 = load ptr, ptr %42, align 8, !tbaa !34
  %44 = icmp eq ptr %43, null
  br i1 %44, label %51, label %45

45:                                               ; preds = %41
  %46 = getelementptr inbounds i8, ptr %43, i64 9
  %47 = load i8, ptr %46, align 1, !tbaa !31
  %48 = and i8 %47, 24
  %49 = icmp eq i8 %48, 0
  br i1 %49, label %51, label %50

50:                                               ; preds = %45
  tail call fastcc void @reallymarkobject(ptr noundef nonnull %0, ptr noundef nonnull %43)
  br label %51

51:                                               ; preds = %50, %45, %41
  %52 = getelementptr inbounds i8, ptr %0, i64 520
  %53 = load ptr, ptr %52, align 8, !tbaa !34
  %54 = icmp eq ptr %53, null
  br i1 %54, label %61, label %55

55:                                               ; preds = %51
  %56 = getelementptr inbounds i8, ptr %53, i64 9
  %57 = load i8, ptr %56, align 1, !tbaa !31
  %58 = and i8 %57, 24
  %59 = icmp eq i8 %58, 0
  br i1 %59, label %61, label %60

60:                                               ; preds = %55
  tail call fastcc void @reallymarkobject(ptr noundef nonnull %0, ptr noundef nonnull %53)
  br label %61

61:                                               ; preds = %60, %55, %51
  %62 = getelementptr inbounds i8, ptr %0, i64 528
  %63 = load ptr, ptr %62, align 8, !tbaa !34
  %64 = icmp eq ptr %63, null
  br i1 %64, label %71, label %65

65:                                               ; preds = %61
  %66 = getelementptr inbounds i8, ptr %63, i64 9
  %67 = load i8, ptr %66, align 1, !tbaa !31
  %68 = and i8 %67, 24
  %69 = icmp eq i8 %68, 0
  br i1 %69, label %71, label %70

70:                                               ; preds = %65
  tail call fastcc void @reallymarkobject(ptr noundef nonnull %0, ptr noundef nonnull %63)
  br label %71

71:                                               ; preds = %70, %65, %61
  %72 = getelementptr inbounds i8, ptr %0, i64 536
  %73 = load ptr, ptr %72, align 8, !tbaa !34
  %74 = icmp eq ptr %73, null
  br i1 %74, label %81, label %75

75:                                               ; preds = %71
  %76 = getelementptr inbounds i8, ptr %73, i64 9
  %77 = load i8, ptr %76, align 1, !tbaa !31
  %78 = and i8 %77, 24
  %79 = icmp eq i8 %78, 0
  br i1 %79, label %81, label %80

80:                                               ; preds = %75
  tail call fastcc void @reallymarkobject(ptr noundef nonnull %0, ptr noundef nonnull %73)
  br label %81

81:                                               ; preds = %80, %75, %71
  %82 = getelementptr inbounds i8, ptr %0, i64 544
  %83 = load ptr, ptr %82, align 8, !tbaa !34
  %84 = icmp eq ptr %83, null
  br i1 %84, label %91, label %85

85:                                               ; preds = %81
  %86 = getelementptr inbounds i8, ptr %83, i64 9
  %87 = load i8, ptr %86, align 1, !tbaa !31
  %88 = and i8 %87, 24
  %89 = icmp eq i8 %88, 0
  br i1 %89, label %91, label %90

90:                                               ; preds = %85
  tail call fastcc void @reallymarkobject(ptr noundef nonnull %0, ptr noundef nonnull %83)
  br label %91

91:                                               ; preds = %90, %85, %81
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc void @clearbyvalues(ptr nocapture noundef %0, ptr noundef %1, ptr noundef readnone %2) unnamed_addr #3 {
  %4 = icmp eq ptr %1, %2
  br i1 %4, label %90, label %5

5:                                                ; preds = %3, %86
  %6 = phi ptr [ %88, %86 ], [ %1, %3 ]
  %7 = getelementptr inbounds i8, ptr %6, i64 24
  %8 = load ptr, ptr %7, align 8, !tbaa !100
  %9 = getelementptr inbounds i8, ptr %6, i64 11
  %10 = load i8, ptr %9, align 1, !tbaa !101
  %11 = zext nneg i8 %10 to i32
  %12 = shl nuw i32 1, %11
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds %union.Node, ptr %8, i64 %13
  %15 = tail call i32 @luaH_realasize(ptr noundef %6) #8
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %47, label %17

17:                                               ; preds = %5
  %18 = getelementptr inbounds i8, ptr %6, i64 16
  %19 = zext i32 %15 to i64
  br label %20

20:                                               ; preds = %17, %44
  %21 = phi i64 [ 0, %17 ], [ %45, %44 ]
  %22 = load ptr, ptr %18, align 8, !tbaa !105
  %23 = getelementptr inbounds %struct.TValue, ptr %22, i64 %21
  %24 = getelementptr inbounds i8, ptr %23, i64 8
  %25 = load i8, ptr %24, align 8, !tbaa !27
  %26 = and i8 %25, 64
  %27 = icmp eq i8 %26, 0
  br i1 %27, label %44, label %28

28:                                               ; preds = %20
  %29 = load ptr, ptr %23, align 8, !tbaa !24
  %30 = icmp eq ptr %29, null
  br i1 %30, label %44, label %31

31:                                               ; preds = %28
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  %33 = load i8, ptr %32, align 8, !tbaa !23
  %34 = and i8 %33, 15
  %35 = icmp eq i8 %34, 4
  %36 = getelementptr inbounds i8, ptr %29, i64 9
  %37 = load i8, ptr %36, align 1, !tbaa !19
  %38 = and i8 %37, 24
  %39 = icmp eq i8 %38, 0
  br i1 %35, label %40, label %42

40:                                               ; preds = %31
  br i1 %39, label %44, label %41

41:                                               ; preds = %40
  tail call fastcc void @reallymarkobject(ptr noundef %0, ptr noundef nonnull %29)
  br label %44

42:                                               ; preds = %31
  br i1 %39, label %44, label %43

43:                                               ; preds = %42
  store i8 16, ptr %24, align 8, !tbaa !27
  br label %44

44:                                               ; preds = %20, %40, %41, %28, %43, %42
  %45 = add nuw nsw i64 %21, 1
  %46 = icmp eq i64 %45, %19
  br i1 %46, label %47, label %20, !llvm.loop !106

47:                                               ; preds = %44, %5
  %48 = load ptr, ptr %7, align 8, !tbaa !100
  %49 = icmp ult ptr %48, %14
  br i1 %49, label %50, label %86

50:                                               ; preds = %47, %83
  %51 = phi ptr [ %84, %83 ], [ %48, %47 ]
  %52 = getelementptr inbounds i8, ptr %51, i64 8
  %53 = load i8, ptr %52, align 8, !tbaa !24
  %54 = and i8 %53, 64
  %55 = icmp eq i8 %54, 0
  br i1 %55, label %73, label %56

56:                                               ; preds = %50
  %57 = load ptr, ptr %51, align 8, !tbaa !24
  %58 = icmp eq ptr %57, null
  br i1 %58, label %73, label %59

59:                                               ; preds = %56
  %60 = getelementptr inbounds i8, ptr %57, i64 8
  %61 = load i8, ptr %60, align 8, !tbaa !23
  %62 = and i8 %61, 15
  %63 = icmp eq i8 %62, 4
  %64 = getelementptr inbounds i8, ptr %57, i64 9
  %65 = load i8, ptr %64, align 1, !tbaa !19
  %66 = and i8 %65, 24
  %67 = icmp eq i8 %66, 0
  br i1 %63, label %68, label %71

68:                                               ; preds = %59
  br i1 %67, label %73, label %69

69:                                               ; preds = %68
  tail call fastcc void @reallymarkobject(ptr noundef %0, ptr noundef nonnull %57)
  %70 = load i8, ptr %52, align 8, !tbaa !24
  br label %73

71:                                               ; preds = %59
  br i1 %67, label %73, label %72

72:                                               ; preds = %71
  store i8 16, ptr %52, align 8, !tbaa !24
  br label %77

73:                                               ; preds = %50, %68, %69, %56, %71
  %74 = phi i8 [ %53, %50 ], [ %53, %68 ], [ %70, %69 ], [ %53, %56 ], [ %53, %71 ]
  %75 = and i8 %74, 15
  %76 = icmp eq i8 %75, 0
  br i1 %76, label %77, label %83

77:                                               ; preds = %72, %73
  %78 = getelementptr inbounds i8, ptr %51, i64 9
  %79 = load i8, ptr %78, align 1, !tbaa !24
  %80 = and i8 %79, 64
  %81 = icmp eq i8 %80, 0
  br i1 %81, label %83, label %82

82:                                               ; preds = %77
  store i8 11, ptr %78, align 1, !tbaa !24
  br label %83

83:                                               ; preds = %82, %77, %73
  %84 = getelementptr inbounds i8, ptr %51, i64 24
  %85 = icmp ult ptr %84, %14
  br i1 %85, label %50, label %86, !llvm.loop !107

86:                                               ; preds = %83, %47
  %87 = getelementptr inbounds i8, ptr %6, i64 48
  %88 = load ptr, ptr %87, align 8, !tbaa !24
  %89 = icmp eq ptr %88, %2
  br i1 %89, label %90, label %5, !llvm.loop !108

90:                                               ; preds = %86, %3
  ret void
}

declare hidden void @luaS_clearcache(ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal fastcc range(i64 -2147483648, 4294967296) i64 @propagatemark(ptr nocapture noundef %0) unnamed_addr #3 {
  %2 = getelementptr inbounds i8, ptr %0, i64 136
  %3 = load ptr, ptr %2, align 8, !tbaa !64
  %4 = getelementptr inbounds i8, ptr %3, i64 9
  %5 = load i8, ptr %4, align 1, !tbaa !19
  %6 = or i8 %5, 32
  store i8 %6, ptr %4, align 1, !tbaa !19
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  %8 = load i8, ptr %7, align 8, !tbaa !23
  switch i8 %8, label %47 [
    i8 5, label %9
    i8 6, label %15
    i8 38, label %21
    i8 8, label %27
    i8 10, label %35
    i8 7, label %41
  ]

9:                                                ; preds = %1
  %10 = getelementptr inbounds i8, ptr %3, i64 48
  %11 = load ptr, ptr %10, align 8, !tbaa !34
  store ptr %11, ptr %2, align 8, !tbaa !64
  %12 = getelementptr inbounds i8, ptr %3, i64 40
  %13 = load ptr, ptr %12, align 8, !tbaa !109
  %14 = icmp eq ptr %13, null
  br i1 %14, label %168, label %48

15:                                               ; preds = %1
  %16 = getelementptr inbounds i8, ptr %3, i64 16
  %17 = load ptr, ptr %16, align 8, !tbaa !34
  store ptr %17, ptr %2, align 8, !tbaa !64
  %18 = getelementptr inbounds i8, ptr %3, i64 24
  %19 = load ptr, ptr %18, align 8, !tbaa !110
  %20 = icmp eq ptr %19, null
  br i1 %20, label %336, label %330

21:                                               ; preds = %1
  %22 = getelementptr inbounds i8, ptr %3, i64 16
  %23 = load ptr, ptr %22, align 8, !tbaa !34
  store ptr %23, ptr %2, align 8, !tbaa !64
  %24 = getelementptr inbounds i8, ptr %3, i64 10
  %25 = load i8, ptr %24, align 2, !tbaa !83
  %26 = icmp eq i8 %25, 0
  br i1 %26, label %601, label %363

27:                                               ; preds = %1
  %28 = getelementptr inbounds i8, ptr %3, i64 72
  %29 = load ptr, ptr %28, align 8, !tbaa !34
  store ptr %29, ptr %2, align 8, !tbaa !64
  %30 = getelementptr inbounds i8, ptr %3, i64 48
  %31 = load ptr, ptr %30, align 8, !tbaa !24
  %32 = load i8, ptr %4, align 1, !tbaa !24
  %33 = and i8 %32, 6
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %511, label %515

35:                                               ; preds = %1
  %36 = getelementptr inbounds i8, ptr %3, i64 120
  %37 = load ptr, ptr %36, align 8, !tbaa !34
  store ptr %37, ptr %2, align 8, !tbaa !64
  %38 = getelementptr inbounds i8, ptr %3, i64 112
  %39 = load ptr, ptr %38, align 8, !tbaa !111
  %40 = icmp eq ptr %39, null
  br i1 %40, label %395, label %389

41:                                               ; preds = %1
  %42 = getelementptr inbounds i8, ptr %3, i64 32
  %43 = load ptr, ptr %42, align 8, !tbaa !34
  store ptr %43, ptr %2, align 8, !tbaa !64
  %44 = getelementptr inbounds i8, ptr %3, i64 24
  %45 = load ptr, ptr %44, align 8, !tbaa !30
  %46 = icmp eq ptr %45, null
  br i1 %46, label %280, label %274

47:                                               ; preds = %1
  unreachable

48:                                               ; preds = %9
  %49 = getelementptr inbounds i8, ptr %13, i64 10
  %50 = load i8, ptr %49, align 2, !tbaa !38
  %51 = and i8 %50, 8
  %52 = icmp eq i8 %51, 0
  br i1 %52, label %53, label %59

53:                                               ; preds = %48
  %54 = getelementptr inbounds i8, ptr %0, i64 304
  %55 = load ptr, ptr %54, align 8, !tbaa !34
  %56 = tail call ptr @luaT_gettm(ptr noundef nonnull %13, i32 noundef 3, ptr noundef %55) #8
  %57 = load ptr, ptr %12, align 8, !tbaa !109
  %58 = icmp eq ptr %57, null
  br i1 %58, label %67, label %59

59:                                               ; preds = %53, %48
  %60 = phi ptr [ %56, %53 ], [ null, %48 ]
  %61 = phi ptr [ %57, %53 ], [ %13, %48 ]
  %62 = getelementptr inbounds i8, ptr %61, i64 9
  %63 = load i8, ptr %62, align 1, !tbaa !31
  %64 = and i8 %63, 24
  %65 = icmp eq i8 %64, 0
  br i1 %65, label %67, label %66

66:                                               ; preds = %59
  tail call fastcc void @reallymarkobject(ptr noundef nonnull %0, ptr noundef nonnull %61)
  br label %67

67:                                               ; preds = %66, %59, %53
  %68 = phi ptr [ %60, %59 ], [ %60, %66 ], [ %56, %53 ]
  %69 = icmp eq ptr %68, null
  br i1 %69, label %168, label %70

70:                                               ; preds = %67
  %71 = getelementptr inbounds i8, ptr %68, i64 8
  %72 = load i8, ptr %71, align 8, !tbaa !27
  %73 = icmp eq i8 %72, 68
  br i1 %73, label %74, label %168

74:                                               ; preds = %70
  %75 = load ptr, ptr %68, align 8, !tbaa !24
  %76 = getelementptr inbounds i8, ptr %75, i64 24
  %77 = tail call ptr @strchr(ptr noundef nonnull dereferenceable(1) %76, i32 noundef 107) #9
  %78 = tail call ptr @strchr(ptr noundef nonnull dereferenceable(1) %76, i32 noundef 118) #9
  %79 = icmp ne ptr %77, null
  %80 = icmp ne ptr %78, null
  %81 = select i1 %79, i1 true, i1 %80
  br i1 %81, label %82, label %168

82:                                               ; preds = %74
  br i1 %79, label %160, label %83

83:                                               ; preds = %82
  %84 = getelementptr inbounds i8, ptr %3, i64 24
  %85 = load ptr, ptr %84, align 8, !tbaa !100
  %86 = getelementptr inbounds i8, ptr %3, i64 11
  %87 = load i8, ptr %86, align 1, !tbaa !101
  %88 = zext nneg i8 %87 to i32
  %89 = shl nuw i32 1, %88
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds %union.Node, ptr %85, i64 %90
  %92 = getelementptr inbounds i8, ptr %3, i64 12
  %93 = load i32, ptr %92, align 4, !tbaa !113
  %94 = icmp ne i32 %93, 0
  %95 = icmp eq i8 %87, 31
  br i1 %95, label %149, label %96

96:                                               ; preds = %83
  %97 = zext i1 %94 to i32
  br label %98

98:                                               ; preds = %143, %96
  %99 = phi i32 [ %144, %143 ], [ %97, %96 ]
  %100 = phi ptr [ %145, %143 ], [ %85, %96 ]
  %101 = getelementptr inbounds i8, ptr %100, i64 8
  %102 = load i8, ptr %101, align 8, !tbaa !24
  %103 = and i8 %102, 15
  %104 = icmp eq i8 %103, 0
  %105 = getelementptr inbounds i8, ptr %100, i64 9
  %106 = load i8, ptr %105, align 1, !tbaa !24
  %107 = and i8 %106, 64
  %108 = icmp eq i8 %107, 0
  br i1 %104, label %109, label %111

109:                                              ; preds = %98
  br i1 %108, label %143, label %110

110:                                              ; preds = %109
  store i8 11, ptr %105, align 1, !tbaa !24
  br label %143

111:                                              ; preds = %98
  br i1 %108, label %120, label %112

112:                                              ; preds = %111
  %113 = getelementptr inbounds i8, ptr %100, i64 16
  %114 = load ptr, ptr %113, align 8, !tbaa !24
  %115 = getelementptr inbounds i8, ptr %114, i64 9
  %116 = load i8, ptr %115, align 1, !tbaa !19
  %117 = and i8 %116, 24
  %118 = icmp eq i8 %117, 0
  br i1 %118, label %120, label %119

119:                                              ; preds = %112
  tail call fastcc void @reallymarkobject(ptr noundef %0, ptr noundef nonnull %114)
  br label %120

120:                                              ; preds = %119, %112, %111
  %121 = icmp eq i32 %99, 0
  br i1 %121, label %122, label %143

122:                                              ; preds = %120
  %123 = load i8, ptr %101, align 8, !tbaa !24
  %124 = and i8 %123, 64
  %125 = icmp eq i8 %124, 0
  br i1 %125, label %142, label %126

126:                                              ; preds = %122
  %127 = load ptr, ptr %100, align 8, !tbaa !24
  %128 = icmp eq ptr %127, null
  br i1 %128, label %142, label %129

129:                                              ; preds = %126
  %130 = getelementptr inbounds i8, ptr %127, i64 8
  %131 = load i8, ptr %130, align 8, !tbaa !23
  %132 = and i8 %131, 15
  %133 = icmp eq i8 %132, 4
  %134 = getelementptr inbounds i8, ptr %127, i64 9
  %135 = load i8, ptr %134, align 1, !tbaa !19
  %136 = freeze i8 %135
  %137 = and i8 %136, 24
  %138 = icmp eq i8 %137, 0
  br i1 %133, label %139, label %141

139:                                              ; preds = %129
  br i1 %138, label %142, label %140

140:                                              ; preds = %139
  tail call fastcc void @reallymarkobject(ptr noundef %0, ptr noundef nonnull %127)
  br label %142

141:                                              ; preds = %129
  br i1 %138, label %142, label %143

142:                                              ; preds = %141, %140, %139, %126, %122
  br label %143

143:                                              ; preds = %142, %141, %120, %110, %109
  %144 = phi i32 [ 1, %120 ], [ %99, %109 ], [ %99, %110 ], [ 0, %142 ], [ 1, %141 ]
  %145 = getelementptr inbounds i8, ptr %100, i64 24
  %146 = icmp ult ptr %145, %91
  br i1 %146, label %98, label %147, !llvm.loop !114

147:                                              ; preds = %143
  %148 = icmp ne i32 %144, 0
  br label %149

149:                                              ; preds = %147, %83
  %150 = phi i1 [ %94, %83 ], [ %148, %147 ]
  %151 = getelementptr inbounds i8, ptr %0, i64 101
  %152 = load i8, ptr %151, align 1, !tbaa !15
  %153 = icmp eq i8 %152, 2
  %154 = select i1 %153, i1 %150, i1 false
  %155 = select i1 %154, i64 152, i64 144
  %156 = getelementptr inbounds i8, ptr %0, i64 %155
  %157 = load ptr, ptr %156, align 8, !tbaa !34
  store ptr %157, ptr %10, align 8, !tbaa !34
  store ptr %3, ptr %156, align 8, !tbaa !34
  %158 = load i8, ptr %4, align 1, !tbaa !19
  %159 = and i8 %158, -57
  store i8 %159, ptr %4, align 1, !tbaa !19
  br label %258

160:                                              ; preds = %82
  br i1 %80, label %163, label %161

161:                                              ; preds = %160
  %162 = tail call fastcc i32 @traverseephemeron(ptr noundef nonnull %0, ptr noundef nonnull %3, i32 noundef 0)
  br label %258

163:                                              ; preds = %160
  %164 = getelementptr inbounds i8, ptr %0, i64 168
  %165 = load ptr, ptr %164, align 8, !tbaa !34
  store ptr %165, ptr %10, align 8, !tbaa !34
  store ptr %3, ptr %164, align 8, !tbaa !34
  %166 = load i8, ptr %4, align 1, !tbaa !19
  %167 = and i8 %166, -57
  store i8 %167, ptr %4, align 1, !tbaa !19
  br label %258

168:                                              ; preds = %74, %70, %67, %9
  %169 = getelementptr inbounds i8, ptr %3, i64 24
  %170 = load ptr, ptr %169, align 8, !tbaa !100
  %171 = getelementptr inbounds i8, ptr %3, i64 11
  %172 = load i8, ptr %171, align 1, !tbaa !101
  %173 = zext nneg i8 %172 to i32
  %174 = shl nuw i32 1, %173
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds %union.Node, ptr %170, i64 %175
  %177 = tail call i32 @luaH_realasize(ptr noundef nonnull %3) #8
  %178 = icmp eq i32 %177, 0
  br i1 %178, label %200, label %179

179:                                              ; preds = %168
  %180 = getelementptr inbounds i8, ptr %3, i64 16
  %181 = zext i32 %177 to i64
  br label %182

182:                                              ; preds = %197, %179
  %183 = phi i64 [ 0, %179 ], [ %198, %197 ]
  %184 = load ptr, ptr %180, align 8, !tbaa !105
  %185 = getelementptr inbounds %struct.TValue, ptr %184, i64 %183
  %186 = getelementptr inbounds i8, ptr %185, i64 8
  %187 = load i8, ptr %186, align 8, !tbaa !27
  %188 = and i8 %187, 64
  %189 = icmp eq i8 %188, 0
  br i1 %189, label %197, label %190

190:                                              ; preds = %182
  %191 = load ptr, ptr %185, align 8, !tbaa !24
  %192 = getelementptr inbounds i8, ptr %191, i64 9
  %193 = load i8, ptr %192, align 1, !tbaa !19
  %194 = and i8 %193, 24
  %195 = icmp eq i8 %194, 0
  br i1 %195, label %197, label %196

196:                                              ; preds = %190
  tail call fastcc void @reallymarkobject(ptr noundef %0, ptr noundef nonnull %191)
  br label %197

197:                                              ; preds = %196, %190, %182
  %198 = add nuw nsw i64 %183, 1
  %199 = icmp eq i64 %198, %181
  br i1 %199, label %200, label %182, !llvm.loop !115

200:                                              ; preds = %197, %168
  %201 = load ptr, ptr %169, align 8, !tbaa !100
  %202 = icmp ult ptr %201, %176
  br i1 %202, label %203, label %239

203:                                              ; preds = %200, %236
  %204 = phi ptr [ %237, %236 ], [ %201, %200 ]
  %205 = getelementptr inbounds i8, ptr %204, i64 8
  %206 = load i8, ptr %205, align 8, !tbaa !24
  %207 = and i8 %206, 15
  %208 = icmp eq i8 %207, 0
  %209 = getelementptr inbounds i8, ptr %204, i64 9
  %210 = load i8, ptr %209, align 1, !tbaa !24
  %211 = and i8 %210, 64
  %212 = icmp eq i8 %211, 0
  br i1 %208, label %213, label %215

213:                                              ; preds = %203
  br i1 %212, label %236, label %214

214:                                              ; preds = %213
  store i8 11, ptr %209, align 1, !tbaa !24
  br label %236

215:                                              ; preds = %203
  br i1 %212, label %225, label %216

216:                                              ; preds = %215
  %217 = getelementptr inbounds i8, ptr %204, i64 16
  %218 = load ptr, ptr %217, align 8, !tbaa !24
  %219 = getelementptr inbounds i8, ptr %218, i64 9
  %220 = load i8, ptr %219, align 1, !tbaa !19
  %221 = and i8 %220, 24
  %222 = icmp eq i8 %221, 0
  br i1 %222, label %225, label %223

223:                                              ; preds = %216
  tail call fastcc void @reallymarkobject(ptr noundef %0, ptr noundef nonnull %218)
  %224 = load i8, ptr %205, align 8, !tbaa !24
  br label %225

225:                                              ; preds = %223, %216, %215
  %226 = phi i8 [ %224, %223 ], [ %206, %216 ], [ %206, %215 ]
  %227 = and i8 %226, 64
  %228 = icmp eq i8 %227, 0
  br i1 %228, label %236, label %229

229:                                              ; preds = %225
  %230 = load ptr, ptr %204, align 8, !tbaa !24
  %231 = getelementptr inbounds i8, ptr %230, i64 9
  %232 = load i8, ptr %231, align 1, !tbaa !19
  %233 = and i8 %232, 24
  %234 = icmp eq i8 %233, 0
  br i1 %234, label %236, label %235

235:                                              ; preds = %229
  tail call fastcc void @reallymarkobject(ptr noundef %0, ptr noundef nonnull %230)
  br label %236

236:                                              ; preds = %235, %229, %225, %214, %213
  %237 = getelementptr inbounds i8, ptr %204, i64 24
  %238 = icmp ult ptr %237, %176
  br i1 %238, label %203, label %239, !llvm.loop !116

239:                                              ; preds = %236, %200
  %240 = load i8, ptr %4, align 1, !tbaa !19
  %241 = and i8 %240, 7
  switch i8 %241, label %258 [
    i8 5, label %242
    i8 6, label %255
  ]

242:                                              ; preds = %239
  %243 = load i8, ptr %7, align 8, !tbaa !23
  switch i8 %243, label %249 [
    i8 5, label %250
    i8 6, label %244
    i8 38, label %245
    i8 8, label %246
    i8 10, label %247
    i8 7, label %248
  ]

244:                                              ; preds = %242
  br label %250

245:                                              ; preds = %242
  br label %250

246:                                              ; preds = %242
  br label %250

247:                                              ; preds = %242
  br label %250

248:                                              ; preds = %242
  br label %250

249:                                              ; preds = %242
  unreachable

250:                                              ; preds = %248, %247, %246, %245, %244, %242
  %251 = phi i64 [ 16, %244 ], [ 16, %245 ], [ 72, %246 ], [ 120, %247 ], [ 32, %248 ], [ 48, %242 ]
  %252 = getelementptr inbounds i8, ptr %3, i64 %251
  %253 = getelementptr inbounds i8, ptr %0, i64 144
  %254 = load ptr, ptr %253, align 8, !tbaa !34
  store ptr %254, ptr %252, align 8, !tbaa !34
  store ptr %3, ptr %253, align 8, !tbaa !34
  br label %255

255:                                              ; preds = %250, %239
  %256 = phi i8 [ -57, %250 ], [ -4, %239 ]
  %257 = and i8 %256, %240
  store i8 %257, ptr %4, align 1, !tbaa !19
  br label %258

258:                                              ; preds = %255, %239, %163, %161, %149
  %259 = getelementptr inbounds i8, ptr %3, i64 12
  %260 = load i32, ptr %259, align 4, !tbaa !113
  %261 = getelementptr inbounds i8, ptr %3, i64 32
  %262 = load ptr, ptr %261, align 8, !tbaa !117
  %263 = icmp eq ptr %262, null
  br i1 %263, label %269, label %264

264:                                              ; preds = %258
  %265 = getelementptr inbounds i8, ptr %3, i64 11
  %266 = load i8, ptr %265, align 1, !tbaa !101
  %267 = zext nneg i8 %266 to i32
  %268 = shl i32 2, %267
  br label %269

269:                                              ; preds = %258, %264
  %270 = phi i32 [ %268, %264 ], [ 0, %258 ]
  %271 = add i32 %260, 1
  %272 = add i32 %271, %270
  %273 = zext i32 %272 to i64
  br label %601

274:                                              ; preds = %41
  %275 = getelementptr inbounds i8, ptr %45, i64 9
  %276 = load i8, ptr %275, align 1, !tbaa !31
  %277 = and i8 %276, 24
  %278 = icmp eq i8 %277, 0
  br i1 %278, label %280, label %279

279:                                              ; preds = %274
  tail call fastcc void @reallymarkobject(ptr noundef nonnull %0, ptr noundef nonnull %45)
  br label %280

280:                                              ; preds = %279, %274, %41
  %281 = getelementptr inbounds i8, ptr %3, i64 10
  %282 = load i16, ptr %281, align 2, !tbaa !28
  %283 = icmp eq i16 %282, 0
  br i1 %283, label %310, label %284

284:                                              ; preds = %280
  %285 = getelementptr inbounds i8, ptr %3, i64 40
  br label %286

286:                                              ; preds = %302, %284
  %287 = phi i16 [ %282, %284 ], [ %303, %302 ]
  %288 = phi i64 [ 0, %284 ], [ %304, %302 ]
  %289 = getelementptr inbounds [1 x %union.UValue], ptr %285, i64 0, i64 %288
  %290 = getelementptr inbounds i8, ptr %289, i64 8
  %291 = load i8, ptr %290, align 8, !tbaa !24
  %292 = and i8 %291, 64
  %293 = icmp eq i8 %292, 0
  br i1 %293, label %302, label %294

294:                                              ; preds = %286
  %295 = load ptr, ptr %289, align 8, !tbaa !24
  %296 = getelementptr inbounds i8, ptr %295, i64 9
  %297 = load i8, ptr %296, align 1, !tbaa !19
  %298 = and i8 %297, 24
  %299 = icmp eq i8 %298, 0
  br i1 %299, label %302, label %300

300:                                              ; preds = %294
  tail call fastcc void @reallymarkobject(ptr noundef %0, ptr noundef nonnull %295)
  %301 = load i16, ptr %281, align 2, !tbaa !28
  br label %302

302:                                              ; preds = %300, %294, %286
  %303 = phi i16 [ %287, %286 ], [ %287, %294 ], [ %301, %300 ]
  %304 = add nuw nsw i64 %288, 1
  %305 = zext i16 %303 to i64
  %306 = icmp ult i64 %304, %305
  br i1 %306, label %286, label %307, !llvm.loop !118

307:                                              ; preds = %302
  %308 = zext i16 %303 to i64
  %309 = add nuw nsw i64 %308, 1
  br label %310

310:                                              ; preds = %307, %280
  %311 = phi i64 [ 1, %280 ], [ %309, %307 ]
  %312 = load i8, ptr %4, align 1, !tbaa !19
  %313 = and i8 %312, 7
  switch i8 %313, label %601 [
    i8 5, label %314
    i8 6, label %327
  ]

314:                                              ; preds = %310
  %315 = load i8, ptr %7, align 8, !tbaa !23
  switch i8 %315, label %321 [
    i8 5, label %322
    i8 6, label %316
    i8 38, label %317
    i8 8, label %318
    i8 10, label %319
    i8 7, label %320
  ]

316:                                              ; preds = %314
  br label %322

317:                                              ; preds = %314
  br label %322

318:                                              ; preds = %314
  br label %322

319:                                              ; preds = %314
  br label %322

320:                                              ; preds = %314
  br label %322

321:                                              ; preds = %314
  unreachable

322:                                              ; preds = %320, %319, %318, %317, %316, %314
  %323 = phi i64 [ 16, %316 ], [ 16, %317 ], [ 72, %318 ], [ 120, %319 ], [ 32, %320 ], [ 48, %314 ]
  %324 = getelementptr inbounds i8, ptr %3, i64 %323
  %325 = getelementptr inbounds i8, ptr %0, i64 144
  %326 = load ptr, ptr %325, align 8, !tbaa !34
  store ptr %326, ptr %324, align 8, !tbaa !34
  store ptr %3, ptr %325, align 8, !tbaa !34
  br label %327

327:                                              ; preds = %322, %310
  %328 = phi i8 [ -57, %322 ], [ -4, %310 ]
  %329 = and i8 %328, %312
  store i8 %329, ptr %4, align 1, !tbaa !19
  br label %601

330:                                              ; preds = %15
  %331 = getelementptr inbounds i8, ptr %19, i64 9
  %332 = load i8, ptr %331, align 1, !tbaa !119
  %333 = and i8 %332, 24
  %334 = icmp eq i8 %333, 0
  br i1 %334, label %336, label %335

335:                                              ; preds = %330
  tail call fastcc void @reallymarkobject(ptr noundef nonnull %0, ptr noundef nonnull %19)
  br label %336

336:                                              ; preds = %335, %330, %15
  %337 = getelementptr inbounds i8, ptr %3, i64 10
  %338 = load i8, ptr %337, align 2, !tbaa !81
  %339 = icmp eq i8 %338, 0
  br i1 %339, label %601, label %340

340:                                              ; preds = %336
  %341 = getelementptr inbounds i8, ptr %3, i64 32
  br label %342

342:                                              ; preds = %355, %340
  %343 = phi i8 [ %338, %340 ], [ %356, %355 ]
  %344 = phi i64 [ 0, %340 ], [ %357, %355 ]
  %345 = getelementptr inbounds [1 x ptr], ptr %341, i64 0, i64 %344
  %346 = load ptr, ptr %345, align 8, !tbaa !34
  %347 = icmp eq ptr %346, null
  br i1 %347, label %355, label %348

348:                                              ; preds = %342
  %349 = getelementptr inbounds i8, ptr %346, i64 9
  %350 = load i8, ptr %349, align 1, !tbaa !25
  %351 = and i8 %350, 24
  %352 = icmp eq i8 %351, 0
  br i1 %352, label %355, label %353

353:                                              ; preds = %348
  tail call fastcc void @reallymarkobject(ptr noundef %0, ptr noundef nonnull %346)
  %354 = load i8, ptr %337, align 2, !tbaa !81
  br label %355

355:                                              ; preds = %353, %348, %342
  %356 = phi i8 [ %343, %348 ], [ %354, %353 ], [ %343, %342 ]
  %357 = add nuw nsw i64 %344, 1
  %358 = zext i8 %356 to i64
  %359 = icmp ult i64 %357, %358
  br i1 %359, label %342, label %360, !llvm.loop !120

360:                                              ; preds = %355
  %361 = zext i8 %356 to i64
  %362 = add nuw nsw i64 %361, 1
  br label %601

363:                                              ; preds = %21
  %364 = getelementptr inbounds i8, ptr %3, i64 32
  br label %365

365:                                              ; preds = %381, %363
  %366 = phi i8 [ %25, %363 ], [ %382, %381 ]
  %367 = phi i64 [ 0, %363 ], [ %383, %381 ]
  %368 = getelementptr inbounds [1 x %struct.TValue], ptr %364, i64 0, i64 %367
  %369 = getelementptr inbounds i8, ptr %368, i64 8
  %370 = load i8, ptr %369, align 8, !tbaa !27
  %371 = and i8 %370, 64
  %372 = icmp eq i8 %371, 0
  br i1 %372, label %381, label %373

373:                                              ; preds = %365
  %374 = load ptr, ptr %368, align 8, !tbaa !24
  %375 = getelementptr inbounds i8, ptr %374, i64 9
  %376 = load i8, ptr %375, align 1, !tbaa !19
  %377 = and i8 %376, 24
  %378 = icmp eq i8 %377, 0
  br i1 %378, label %381, label %379

379:                                              ; preds = %373
  tail call fastcc void @reallymarkobject(ptr noundef %0, ptr noundef nonnull %374)
  %380 = load i8, ptr %24, align 2, !tbaa !83
  br label %381

381:                                              ; preds = %379, %373, %365
  %382 = phi i8 [ %366, %365 ], [ %366, %373 ], [ %380, %379 ]
  %383 = add nuw nsw i64 %367, 1
  %384 = zext i8 %382 to i64
  %385 = icmp ult i64 %383, %384
  br i1 %385, label %365, label %386, !llvm.loop !121

386:                                              ; preds = %381
  %387 = zext i8 %382 to i64
  %388 = add nuw nsw i64 %387, 1
  br label %601

389:                                              ; preds = %35
  %390 = getelementptr inbounds i8, ptr %39, i64 9
  %391 = load i8, ptr %390, align 1, !tbaa !122
  %392 = and i8 %391, 24
  %393 = icmp eq i8 %392, 0
  br i1 %393, label %395, label %394

394:                                              ; preds = %389
  tail call fastcc void @reallymarkobject(ptr noundef nonnull %0, ptr noundef nonnull %39)
  br label %395

395:                                              ; preds = %394, %389, %35
  %396 = getelementptr inbounds i8, ptr %3, i64 20
  %397 = load i32, ptr %396, align 4, !tbaa !123
  %398 = icmp sgt i32 %397, 0
  br i1 %398, label %399, label %401

399:                                              ; preds = %395
  %400 = getelementptr inbounds i8, ptr %3, i64 56
  br label %407

401:                                              ; preds = %424, %395
  %402 = getelementptr inbounds i8, ptr %3, i64 16
  %403 = load i32, ptr %402, align 8, !tbaa !124
  %404 = icmp sgt i32 %403, 0
  br i1 %404, label %405, label %429

405:                                              ; preds = %401
  %406 = getelementptr inbounds i8, ptr %3, i64 80
  br label %435

407:                                              ; preds = %424, %399
  %408 = phi i32 [ %397, %399 ], [ %425, %424 ]
  %409 = phi i64 [ 0, %399 ], [ %426, %424 ]
  %410 = load ptr, ptr %400, align 8, !tbaa !125
  %411 = getelementptr inbounds %struct.TValue, ptr %410, i64 %409
  %412 = getelementptr inbounds i8, ptr %411, i64 8
  %413 = load i8, ptr %412, align 8, !tbaa !27
  %414 = and i8 %413, 64
  %415 = icmp eq i8 %414, 0
  br i1 %415, label %424, label %416

416:                                              ; preds = %407
  %417 = load ptr, ptr %411, align 8, !tbaa !24
  %418 = getelementptr inbounds i8, ptr %417, i64 9
  %419 = load i8, ptr %418, align 1, !tbaa !19
  %420 = and i8 %419, 24
  %421 = icmp eq i8 %420, 0
  br i1 %421, label %424, label %422

422:                                              ; preds = %416
  tail call fastcc void @reallymarkobject(ptr noundef %0, ptr noundef nonnull %417)
  %423 = load i32, ptr %396, align 4, !tbaa !123
  br label %424

424:                                              ; preds = %422, %416, %407
  %425 = phi i32 [ %408, %407 ], [ %408, %416 ], [ %423, %422 ]
  %426 = add nuw nsw i64 %409, 1
  %427 = sext i32 %425 to i64
  %428 = icmp slt i64 %426, %427
  br i1 %428, label %407, label %401, !llvm.loop !126

429:                                              ; preds = %449, %401
  %430 = getelementptr inbounds i8, ptr %3, i64 32
  %431 = load i32, ptr %430, align 8, !tbaa !127
  %432 = icmp sgt i32 %431, 0
  br i1 %432, label %433, label %454

433:                                              ; preds = %429
  %434 = getelementptr inbounds i8, ptr %3, i64 72
  br label %461

435:                                              ; preds = %449, %405
  %436 = phi i32 [ %403, %405 ], [ %450, %449 ]
  %437 = phi i64 [ 0, %405 ], [ %451, %449 ]
  %438 = load ptr, ptr %406, align 8, !tbaa !128
  %439 = getelementptr inbounds %struct.Upvaldesc, ptr %438, i64 %437
  %440 = load ptr, ptr %439, align 8, !tbaa !129
  %441 = icmp eq ptr %440, null
  br i1 %441, label %449, label %442

442:                                              ; preds = %435
  %443 = getelementptr inbounds i8, ptr %440, i64 9
  %444 = load i8, ptr %443, align 1, !tbaa !122
  %445 = and i8 %444, 24
  %446 = icmp eq i8 %445, 0
  br i1 %446, label %449, label %447

447:                                              ; preds = %442
  tail call fastcc void @reallymarkobject(ptr noundef %0, ptr noundef nonnull %440)
  %448 = load i32, ptr %402, align 8, !tbaa !124
  br label %449

449:                                              ; preds = %447, %442, %435
  %450 = phi i32 [ %436, %435 ], [ %448, %447 ], [ %436, %442 ]
  %451 = add nuw nsw i64 %437, 1
  %452 = sext i32 %450 to i64
  %453 = icmp slt i64 %451, %452
  br i1 %453, label %435, label %429, !llvm.loop !131

454:                                              ; preds = %475, %429
  %455 = phi i32 [ %431, %429 ], [ %476, %475 ]
  %456 = getelementptr inbounds i8, ptr %3, i64 36
  %457 = load i32, ptr %456, align 4, !tbaa !132
  %458 = icmp sgt i32 %457, 0
  br i1 %458, label %459, label %501

459:                                              ; preds = %454
  %460 = getelementptr inbounds i8, ptr %3, i64 104
  br label %480

461:                                              ; preds = %475, %433
  %462 = phi i32 [ %431, %433 ], [ %476, %475 ]
  %463 = phi i64 [ 0, %433 ], [ %477, %475 ]
  %464 = load ptr, ptr %434, align 8, !tbaa !133
  %465 = getelementptr inbounds ptr, ptr %464, i64 %463
  %466 = load ptr, ptr %465, align 8, !tbaa !34
  %467 = icmp eq ptr %466, null
  br i1 %467, label %475, label %468

468:                                              ; preds = %461
  %469 = getelementptr inbounds i8, ptr %466, i64 9
  %470 = load i8, ptr %469, align 1, !tbaa !119
  %471 = and i8 %470, 24
  %472 = icmp eq i8 %471, 0
  br i1 %472, label %475, label %473

473:                                              ; preds = %468
  tail call fastcc void @reallymarkobject(ptr noundef %0, ptr noundef nonnull %466)
  %474 = load i32, ptr %430, align 8, !tbaa !127
  br label %475

475:                                              ; preds = %473, %468, %461
  %476 = phi i32 [ %462, %461 ], [ %474, %473 ], [ %462, %468 ]
  %477 = add nuw nsw i64 %463, 1
  %478 = sext i32 %476 to i64
  %479 = icmp slt i64 %477, %478
  br i1 %479, label %461, label %454, !llvm.loop !134

480:                                              ; preds = %494, %459
  %481 = phi i32 [ %457, %459 ], [ %495, %494 ]
  %482 = phi i64 [ 0, %459 ], [ %496, %494 ]
  %483 = load ptr, ptr %460, align 8, !tbaa !135
  %484 = getelementptr inbounds %struct.LocVar, ptr %483, i64 %482
  %485 = load ptr, ptr %484, align 8, !tbaa !136
  %486 = icmp eq ptr %485, null
  br i1 %486, label %494, label %487

487:                                              ; preds = %480
  %488 = getelementptr inbounds i8, ptr %485, i64 9
  %489 = load i8, ptr %488, align 1, !tbaa !122
  %490 = and i8 %489, 24
  %491 = icmp eq i8 %490, 0
  br i1 %491, label %494, label %492

492:                                              ; preds = %487
  tail call fastcc void @reallymarkobject(ptr noundef %0, ptr noundef nonnull %485)
  %493 = load i32, ptr %456, align 4, !tbaa !132
  br label %494

494:                                              ; preds = %492, %487, %480
  %495 = phi i32 [ %481, %480 ], [ %493, %492 ], [ %481, %487 ]
  %496 = add nuw nsw i64 %482, 1
  %497 = sext i32 %495 to i64
  %498 = icmp slt i64 %496, %497
  br i1 %498, label %480, label %499, !llvm.loop !138

499:                                              ; preds = %494
  %500 = load i32, ptr %430, align 8, !tbaa !127
  br label %501

501:                                              ; preds = %454, %499
  %502 = phi i32 [ %455, %454 ], [ %500, %499 ]
  %503 = phi i32 [ %457, %454 ], [ %495, %499 ]
  %504 = load i32, ptr %396, align 4, !tbaa !123
  %505 = load i32, ptr %402, align 8, !tbaa !124
  %506 = add i32 %502, 1
  %507 = add i32 %506, %503
  %508 = add i32 %507, %504
  %509 = add i32 %508, %505
  %510 = sext i32 %509 to i64
  br label %601

511:                                              ; preds = %27
  %512 = getelementptr inbounds i8, ptr %0, i64 101
  %513 = load i8, ptr %512, align 1, !tbaa !15
  %514 = icmp eq i8 %513, 0
  br i1 %514, label %515, label %519

515:                                              ; preds = %511, %27
  %516 = getelementptr inbounds i8, ptr %0, i64 144
  %517 = load ptr, ptr %516, align 8, !tbaa !34
  store ptr %517, ptr %28, align 8, !tbaa !34
  store ptr %3, ptr %516, align 8, !tbaa !34
  %518 = and i8 %32, -57
  store i8 %518, ptr %4, align 1, !tbaa !19
  br label %519

519:                                              ; preds = %515, %511
  %520 = icmp eq ptr %31, null
  br i1 %520, label %601, label %521

521:                                              ; preds = %519
  %522 = getelementptr inbounds i8, ptr %3, i64 16
  %523 = load ptr, ptr %522, align 8, !tbaa !24
  %524 = icmp ult ptr %31, %523
  br i1 %524, label %525, label %544

525:                                              ; preds = %521, %540
  %526 = phi ptr [ %541, %540 ], [ %523, %521 ]
  %527 = phi ptr [ %542, %540 ], [ %31, %521 ]
  %528 = getelementptr inbounds i8, ptr %527, i64 8
  %529 = load i8, ptr %528, align 8, !tbaa !24
  %530 = and i8 %529, 64
  %531 = icmp eq i8 %530, 0
  br i1 %531, label %540, label %532

532:                                              ; preds = %525
  %533 = load ptr, ptr %527, align 8, !tbaa !24
  %534 = getelementptr inbounds i8, ptr %533, i64 9
  %535 = load i8, ptr %534, align 1, !tbaa !19
  %536 = and i8 %535, 24
  %537 = icmp eq i8 %536, 0
  br i1 %537, label %540, label %538

538:                                              ; preds = %532
  tail call fastcc void @reallymarkobject(ptr noundef %0, ptr noundef nonnull %533)
  %539 = load ptr, ptr %522, align 8, !tbaa !24
  br label %540

540:                                              ; preds = %538, %532, %525
  %541 = phi ptr [ %526, %525 ], [ %526, %532 ], [ %539, %538 ]
  %542 = getelementptr inbounds i8, ptr %527, i64 16
  %543 = icmp ult ptr %542, %541
  br i1 %543, label %525, label %544, !llvm.loop !139

544:                                              ; preds = %540, %521
  %545 = getelementptr inbounds i8, ptr %3, i64 56
  %546 = load ptr, ptr %545, align 8, !tbaa !24
  %547 = icmp eq ptr %546, null
  br i1 %547, label %559, label %548

548:                                              ; preds = %544, %555
  %549 = phi ptr [ %557, %555 ], [ %546, %544 ]
  %550 = getelementptr inbounds i8, ptr %549, i64 9
  %551 = load i8, ptr %550, align 1, !tbaa !25
  %552 = and i8 %551, 24
  %553 = icmp eq i8 %552, 0
  br i1 %553, label %555, label %554

554:                                              ; preds = %548
  tail call fastcc void @reallymarkobject(ptr noundef %0, ptr noundef nonnull %549)
  br label %555

555:                                              ; preds = %554, %548
  %556 = getelementptr inbounds i8, ptr %549, i64 24
  %557 = load ptr, ptr %556, align 8, !tbaa !24
  %558 = icmp eq ptr %557, null
  br i1 %558, label %559, label %548, !llvm.loop !140

559:                                              ; preds = %555, %544
  %560 = getelementptr inbounds i8, ptr %0, i64 101
  %561 = load i8, ptr %560, align 1, !tbaa !15
  %562 = icmp eq i8 %561, 2
  br i1 %562, label %563, label %591

563:                                              ; preds = %559
  %564 = getelementptr inbounds i8, ptr %0, i64 107
  %565 = load i8, ptr %564, align 1, !tbaa !66
  %566 = icmp eq i8 %565, 0
  br i1 %566, label %567, label %568

567:                                              ; preds = %563
  tail call void @luaD_shrinkstack(ptr noundef %3) #8
  br label %568

568:                                              ; preds = %567, %563
  %569 = load ptr, ptr %522, align 8, !tbaa !24
  %570 = getelementptr inbounds i8, ptr %3, i64 40
  %571 = load ptr, ptr %570, align 8, !tbaa !24
  %572 = getelementptr inbounds i8, ptr %571, i64 80
  %573 = icmp ult ptr %569, %572
  br i1 %573, label %574, label %581

574:                                              ; preds = %568, %574
  %575 = phi ptr [ %577, %574 ], [ %569, %568 ]
  %576 = getelementptr inbounds i8, ptr %575, i64 8
  store i8 0, ptr %576, align 8, !tbaa !24
  %577 = getelementptr inbounds i8, ptr %575, i64 16
  %578 = load ptr, ptr %570, align 8, !tbaa !24
  %579 = getelementptr inbounds i8, ptr %578, i64 80
  %580 = icmp ult ptr %577, %579
  br i1 %580, label %574, label %581, !llvm.loop !141

581:                                              ; preds = %574, %568
  %582 = getelementptr inbounds i8, ptr %3, i64 80
  %583 = load ptr, ptr %582, align 8, !tbaa !91
  %584 = icmp eq ptr %583, %3
  br i1 %584, label %585, label %591

585:                                              ; preds = %581
  %586 = load ptr, ptr %545, align 8, !tbaa !90
  %587 = icmp eq ptr %586, null
  br i1 %587, label %591, label %588

588:                                              ; preds = %585
  %589 = getelementptr inbounds i8, ptr %0, i64 248
  %590 = load ptr, ptr %589, align 8, !tbaa !142
  store ptr %590, ptr %582, align 8, !tbaa !91
  store ptr %3, ptr %589, align 8, !tbaa !142
  br label %591

591:                                              ; preds = %588, %585, %581, %559
  %592 = getelementptr inbounds i8, ptr %3, i64 40
  %593 = load ptr, ptr %592, align 8, !tbaa !24
  %594 = load ptr, ptr %30, align 8, !tbaa !24
  %595 = ptrtoint ptr %593 to i64
  %596 = ptrtoint ptr %594 to i64
  %597 = sub i64 %595, %596
  %598 = shl i64 %597, 28
  %599 = add i64 %598, 4294967296
  %600 = ashr i64 %599, 32
  br label %601

601:                                              ; preds = %386, %21, %360, %336, %327, %310, %591, %519, %501, %269
  %602 = phi i64 [ %510, %501 ], [ %273, %269 ], [ %600, %591 ], [ 1, %519 ], [ %311, %310 ], [ %311, %327 ], [ %362, %360 ], [ 1, %336 ], [ %388, %386 ], [ 1, %21 ]
  ret i64 %602
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare ptr @strchr(ptr noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 2) i32 @traverseephemeron(ptr nocapture noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #3 {
  %4 = tail call i32 @luaH_realasize(ptr noundef %1) #8
  %5 = getelementptr inbounds i8, ptr %1, i64 11
  %6 = load i8, ptr %5, align 1, !tbaa !101
  %7 = zext nneg i8 %6 to i32
  %8 = shl nuw i32 1, %7
  %9 = icmp eq i32 %4, 0
  br i1 %9, label %13, label %10

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  %12 = zext i32 %4 to i64
  br label %18

13:                                               ; preds = %34, %3
  %14 = phi i32 [ 0, %3 ], [ %35, %34 ]
  %15 = icmp eq i32 %2, 0
  %16 = getelementptr inbounds i8, ptr %1, i64 24
  %17 = zext i32 %8 to i64
  br label %38

18:                                               ; preds = %10, %34
  %19 = phi i64 [ 0, %10 ], [ %36, %34 ]
  %20 = phi i32 [ 0, %10 ], [ %35, %34 ]
  %21 = load ptr, ptr %11, align 8, !tbaa !105
  %22 = getelementptr inbounds %struct.TValue, ptr %21, i64 %19
  %23 = getelementptr inbounds i8, ptr %22, i64 8
  %24 = load i8, ptr %23, align 8, !tbaa !27
  %25 = and i8 %24, 64
  %26 = icmp eq i8 %25, 0
  br i1 %26, label %34, label %27

27:                                               ; preds = %18
  %28 = load ptr, ptr %22, align 8, !tbaa !24
  %29 = getelementptr inbounds i8, ptr %28, i64 9
  %30 = load i8, ptr %29, align 1, !tbaa !19
  %31 = and i8 %30, 24
  %32 = icmp eq i8 %31, 0
  br i1 %32, label %34, label %33

33:                                               ; preds = %27
  tail call fastcc void @reallymarkobject(ptr noundef %0, ptr noundef nonnull %28)
  br label %34

34:                                               ; preds = %18, %27, %33
  %35 = phi i32 [ 1, %33 ], [ %20, %27 ], [ %20, %18 ]
  %36 = add nuw nsw i64 %19, 1
  %37 = icmp eq i64 %36, %12
  br i1 %37, label %13, label %18, !llvm.loop !143

38:                                               ; preds = %13, %99
  %39 = phi i64 [ 0, %13 ], [ %103, %99 ]
  %40 = phi i32 [ %14, %13 ], [ %102, %99 ]
  %41 = phi i32 [ 0, %13 ], [ %101, %99 ]
  %42 = phi i32 [ 0, %13 ], [ %100, %99 ]
  %43 = load ptr, ptr %16, align 8, !tbaa !100
  %44 = trunc nuw i64 %39 to i32
  %45 = xor i32 %44, -1
  %46 = add i32 %8, %45
  %47 = zext i32 %46 to i64
  %48 = select i1 %15, i64 %39, i64 %47
  %49 = getelementptr inbounds %union.Node, ptr %43, i64 %48
  %50 = getelementptr inbounds i8, ptr %49, i64 8
  %51 = load i8, ptr %50, align 8, !tbaa !24
  %52 = and i8 %51, 15
  %53 = icmp eq i8 %52, 0
  %54 = getelementptr inbounds i8, ptr %49, i64 9
  %55 = load i8, ptr %54, align 1, !tbaa !24
  %56 = and i8 %55, 64
  %57 = icmp eq i8 %56, 0
  br i1 %53, label %58, label %60

58:                                               ; preds = %38
  br i1 %57, label %99, label %59

59:                                               ; preds = %58
  store i8 11, ptr %54, align 1, !tbaa !24
  br label %99

60:                                               ; preds = %38
  br i1 %57, label %88, label %61

61:                                               ; preds = %60
  %62 = getelementptr inbounds i8, ptr %49, i64 16
  %63 = load ptr, ptr %62, align 8, !tbaa !24
  %64 = icmp eq ptr %63, null
  br i1 %64, label %88, label %65

65:                                               ; preds = %61
  %66 = getelementptr inbounds i8, ptr %63, i64 8
  %67 = load i8, ptr %66, align 8, !tbaa !23
  %68 = and i8 %67, 15
  %69 = icmp eq i8 %68, 4
  %70 = getelementptr inbounds i8, ptr %63, i64 9
  %71 = load i8, ptr %70, align 1, !tbaa !19
  %72 = and i8 %71, 24
  %73 = icmp eq i8 %72, 0
  br i1 %69, label %74, label %77

74:                                               ; preds = %65
  br i1 %73, label %88, label %75

75:                                               ; preds = %74
  tail call fastcc void @reallymarkobject(ptr noundef %0, ptr noundef nonnull %63)
  %76 = load i8, ptr %50, align 8, !tbaa !24
  br label %88

77:                                               ; preds = %65
  br i1 %73, label %88, label %78

78:                                               ; preds = %77
  %79 = and i8 %51, 64
  %80 = icmp eq i8 %79, 0
  br i1 %80, label %99, label %81

81:                                               ; preds = %78
  %82 = load ptr, ptr %49, align 8, !tbaa !24
  %83 = getelementptr inbounds i8, ptr %82, i64 9
  %84 = load i8, ptr %83, align 1, !tbaa !19
  %85 = and i8 %84, 24
  %86 = icmp eq i8 %85, 0
  %87 = select i1 %86, i32 %42, i32 1
  br label %99

88:                                               ; preds = %60, %74, %75, %61, %77
  %89 = phi i8 [ %51, %60 ], [ %51, %74 ], [ %76, %75 ], [ %51, %61 ], [ %51, %77 ]
  %90 = and i8 %89, 64
  %91 = icmp eq i8 %90, 0
  br i1 %91, label %99, label %92

92:                                               ; preds = %88
  %93 = load ptr, ptr %49, align 8, !tbaa !24
  %94 = getelementptr inbounds i8, ptr %93, i64 9
  %95 = load i8, ptr %94, align 1, !tbaa !19
  %96 = and i8 %95, 24
  %97 = icmp eq i8 %96, 0
  br i1 %97, label %99, label %98

98:                                               ; preds = %92
  tail call fastcc void @reallymarkobject(ptr noundef %0, ptr noundef nonnull %93)
  br label %99

99:                                               ; preds = %59, %58, %81, %78, %98, %92, %88
  %100 = phi i32 [ %42, %78 ], [ %42, %98 ], [ %42, %92 ], [ %42, %88 ], [ %87, %81 ], [ %42, %58 ], [ %42, %59 ]
  %101 = phi i32 [ 1, %78 ], [ %41, %98 ], [ %41, %92 ], [ %41, %88 ], [ 1, %81 ], [ %41, %58 ], [ %41, %59 ]
  %102 = phi i32 [ %40, %78 ], [ 1, %98 ], [ %40, %92 ], [ %40, %88 ], [ %40, %81 ], [ %40, %58 ], [ %40, %59 ]
  %103 = add nuw nsw i64 %39, 1
  %104 = icmp eq i64 %103, %17
  br i1 %104, label %105, label %38, !llvm.loop !144

105:                                              ; preds = %99
  %106 = getelementptr inbounds i8, ptr %0, i64 101
  %107 = load i8, ptr %106, align 1, !tbaa !15
  %108 = icmp eq i8 %107, 0
  br i1 %108, label %109, label %116

109:                                              ; preds = %105
  %110 = getelementptr inbounds i8, ptr %1, i64 48
  %111 = getelementptr inbounds i8, ptr %0, i64 144
  %112 = load ptr, ptr %111, align 8, !tbaa !34
  store ptr %112, ptr %110, align 8, !tbaa !34
  store ptr %1, ptr %111, align 8, !tbaa !34
  %113 = getelementptr inbounds i8, ptr %1, i64 9
  %114 = load i8, ptr %113, align 1, !tbaa !19
  %115 = and i8 %114, -57
  store i8 %115, ptr %113, align 1, !tbaa !19
  br label %155

116:                                              ; preds = %105
  %117 = icmp eq i32 %100, 0
  br i1 %117, label %125, label %118

118:                                              ; preds = %116
  %119 = getelementptr inbounds i8, ptr %1, i64 48
  %120 = getelementptr inbounds i8, ptr %0, i64 160
  %121 = load ptr, ptr %120, align 8, !tbaa !34
  store ptr %121, ptr %119, align 8, !tbaa !34
  store ptr %1, ptr %120, align 8, !tbaa !34
  %122 = getelementptr inbounds i8, ptr %1, i64 9
  %123 = load i8, ptr %122, align 1, !tbaa !19
  %124 = and i8 %123, -57
  store i8 %124, ptr %122, align 1, !tbaa !19
  br label %155

125:                                              ; preds = %116
  %126 = icmp eq i32 %101, 0
  br i1 %126, label %134, label %127

127:                                              ; preds = %125
  %128 = getelementptr inbounds i8, ptr %1, i64 48
  %129 = getelementptr inbounds i8, ptr %0, i64 168
  %130 = load ptr, ptr %129, align 8, !tbaa !34
  store ptr %130, ptr %128, align 8, !tbaa !34
  store ptr %1, ptr %129, align 8, !tbaa !34
  %131 = getelementptr inbounds i8, ptr %1, i64 9
  %132 = load i8, ptr %131, align 1, !tbaa !19
  %133 = and i8 %132, -57
  store i8 %133, ptr %131, align 1, !tbaa !19
  br label %155

134:                                              ; preds = %125
  %135 = getelementptr inbounds i8, ptr %1, i64 9
  %136 = load i8, ptr %135, align 1, !tbaa !19
  %137 = and i8 %136, 7
  switch i8 %137, label %155 [
    i8 5, label %138
    i8 6, label %152
  ]

138:                                              ; preds = %134
  %139 = getelementptr inbounds i8, ptr %1, i64 8
  %140 = load i8, ptr %139, align 8, !tbaa !23
  switch i8 %140, label %146 [
    i8 5, label %147
    i8 6, label %141
    i8 38, label %142
    i8 8, label %143
    i8 10, label %144
    i8 7, label %145
  ]

141:                                              ; preds = %138
  br label %147

142:                                              ; preds = %138
  br label %147

143:                                              ; preds = %138
  br label %147

144:                                              ; preds = %138
  br label %147

145:                                              ; preds = %138
  br label %147

146:                                              ; preds = %138
  unreachable

147:                                              ; preds = %145, %144, %143, %142, %141, %138
  %148 = phi i64 [ 16, %141 ], [ 16, %142 ], [ 72, %143 ], [ 120, %144 ], [ 32, %145 ], [ 48, %138 ]
  %149 = getelementptr inbounds i8, ptr %1, i64 %148
  %150 = getelementptr inbounds i8, ptr %0, i64 144
  %151 = load ptr, ptr %150, align 8, !tbaa !34
  store ptr %151, ptr %149, align 8, !tbaa !34
  store ptr %1, ptr %150, align 8, !tbaa !34
  br label %152

152:                                              ; preds = %147, %134
  %153 = phi i8 [ -57, %147 ], [ -4, %134 ]
  %154 = and i8 %153, %136
  store i8 %154, ptr %135, align 1, !tbaa !19
  br label %155

155:                                              ; preds = %152, %134, %118, %127, %109
  ret i32 %102
}

declare hidden i32 @luaH_realasize(ptr noundef) local_unnamed_addr #4

declare hidden void @luaD_shrinkstack(ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal fastcc void @finishgencycle(ptr noundef %0, ptr nocapture noundef %1) unnamed_addr #3 {
  %3 = getelementptr inbounds i8, ptr %1, i64 144
  %4 = load ptr, ptr %3, align 8, !tbaa !34
  %5 = icmp eq ptr %4, null
  br i1 %5, label %51, label %6

6:                                                ; preds = %2, %47
  %7 = phi ptr [ %48, %47 ], [ %4, %2 ]
  %8 = phi ptr [ %49, %47 ], [ %3, %2 ]
  %9 = getelementptr inbounds i8, ptr %7, i64 8
  %10 = load i8, ptr %9, align 8, !tbaa !23
  switch i8 %10, label %23 [
    i8 5, label %11
    i8 6, label %13
    i8 38, label %15
    i8 8, label %17
    i8 10, label %19
    i8 7, label %21
  ]

11:                                               ; preds = %6
  %12 = getelementptr inbounds i8, ptr %7, i64 48
  br label %23

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %7, i64 16
  br label %23

15:                                               ; preds = %6
  %16 = getelementptr inbounds i8, ptr %7, i64 16
  br label %23

17:                                               ; preds = %6
  %18 = getelementptr inbounds i8, ptr %7, i64 72
  br label %23

19:                                               ; preds = %6
  %20 = getelementptr inbounds i8, ptr %7, i64 120
  br label %23

21:                                               ; preds = %6
  %22 = getelementptr inbounds i8, ptr %7, i64 32
  br label %23

23:                                               ; preds = %21, %19, %17, %15, %13, %11, %6
  %24 = phi ptr [ %22, %21 ], [ %20, %19 ], [ %18, %17 ], [ %16, %15 ], [ %14, %13 ], [ %12, %11 ], [ null, %6 ]
  %25 = getelementptr inbounds i8, ptr %7, i64 9
  %26 = load i8, ptr %25, align 1, !tbaa !19
  %27 = zext i8 %26 to i32
  %28 = and i32 %27, 24
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %30, label %43

30:                                               ; preds = %23
  %31 = and i32 %27, 7
  %32 = icmp eq i32 %31, 5
  br i1 %32, label %33, label %36

33:                                               ; preds = %30
  %34 = and i8 %26, -33
  %35 = xor i8 %34, 35
  store i8 %35, ptr %25, align 1, !tbaa !19
  br label %45, !llvm.loop !145

36:                                               ; preds = %30
  %37 = icmp eq i8 %10, 8
  br i1 %37, label %45, label %38, !llvm.loop !145

38:                                               ; preds = %36
  %39 = icmp eq i32 %31, 6
  %40 = and i8 %26, -60
  %41 = select i1 %39, i8 %40, i8 %26
  %42 = or i8 %41, 32
  store i8 %42, ptr %25, align 1, !tbaa !19
  br label %43

43:                                               ; preds = %38, %23
  %44 = load ptr, ptr %24, align 8, !tbaa !34
  store ptr %44, ptr %8, align 8, !tbaa !34
  br label %47, !llvm.loop !145

45:                                               ; preds = %36, %33
  %46 = load ptr, ptr %24, align 8, !tbaa !34
  br label %47

47:                                               ; preds = %45, %43
  %48 = phi ptr [ %46, %45 ], [ %44, %43 ]
  %49 = phi ptr [ %24, %45 ], [ %8, %43 ]
  %50 = icmp eq ptr %48, null
  br i1 %50, label %51, label %6

51:                                               ; preds = %47, %2
  %52 = phi ptr [ %3, %2 ], [ %49, %47 ]
  %53 = getelementptr inbounds i8, ptr %1, i64 152
  %54 = load ptr, ptr %53, align 8, !tbaa !98
  store ptr %54, ptr %52, align 8, !tbaa !34
  store ptr null, ptr %53, align 8, !tbaa !98
  %55 = load ptr, ptr %52, align 8, !tbaa !34
  %56 = icmp eq ptr %55, null
  br i1 %56, label %102, label %57

57:                                               ; preds = %51, %98
  %58 = phi ptr [ %99, %98 ], [ %55, %51 ]
  %59 = phi ptr [ %100, %98 ], [ %52, %51 ]
  %60 = getelementptr inbounds i8, ptr %58, i64 8
  %61 = load i8, ptr %60, align 8, !tbaa !23
  switch i8 %61, label %74 [
    i8 5, label %62
    i8 6, label %64
    i8 38, label %66
    i8 8, label %68
    i8 10, label %70
    i8 7, label %72
  ]

62:                                               ; preds = %57
  %63 = getelementptr inbounds i8, ptr %58, i64 48
  br label %74

64:                                               ; preds = %57
  %65 = getelementptr inbounds i8, ptr %58, i64 16
  br label %74

66:                                               ; preds = %57
  %67 = getelementptr inbounds i8, ptr %58, i64 16
  br label %74

68:                                               ; preds = %57
  %69 = getelementptr inbounds i8, ptr %58, i64 72
  br label %74

70:                                               ; preds = %57
  %71 = getelementptr inbounds i8, ptr %58, i64 120
  br label %74

72:                                               ; preds = %57
  %73 = getelementptr inbounds i8, ptr %58, i64 32
  br label %74

74:                                               ; preds = %72, %70, %68, %66, %64, %62, %57
  %75 = phi ptr [ %73, %72 ], [ %71, %70 ], [ %69, %68 ], [ %67, %66 ], [ %65, %64 ], [ %63, %62 ], [ null, %57 ]
  %76 = getelementptr inbounds i8, ptr %58, i64 9
  %77 = load i8, ptr %76, align 1, !tbaa !19
  %78 = zext i8 %77 to i32
  %79 = and i32 %78, 24
  %80 = icmp eq i32 %79, 0
  br i1 %80, label %81, label %94

81:                                               ; preds = %74
  %82 = and i32 %78, 7
  %83 = icmp eq i32 %82, 5
  br i1 %83, label %84, label %87

84:                                               ; preds = %81
  %85 = and i8 %77, -33
  %86 = xor i8 %85, 35
  store i8 %86, ptr %76, align 1, !tbaa !19
  br label %96, !llvm.loop !145

87:                                               ; preds = %81
  %88 = icmp eq i8 %61, 8
  br i1 %88, label %96, label %89, !llvm.loop !145

89:                                               ; preds = %87
  %90 = icmp eq i32 %82, 6
  %91 = and i8 %77, -60
  %92 = select i1 %90, i8 %91, i8 %77
  %93 = or i8 %92, 32
  store i8 %93, ptr %76, align 1, !tbaa !19
  br label %94

94:                                               ; preds = %89, %74
  %95 = load ptr, ptr %75, align 8, !tbaa !34
  store ptr %95, ptr %59, align 8, !tbaa !34
  br label %98, !llvm.loop !145

96:                                               ; preds = %87, %84
  %97 = load ptr, ptr %75, align 8, !tbaa !34
  br label %98

98:                                               ; preds = %96, %94
  %99 = phi ptr [ %97, %96 ], [ %95, %94 ]
  %100 = phi ptr [ %75, %96 ], [ %59, %94 ]
  %101 = icmp eq ptr %99, null
  br i1 %101, label %102, label %57

102:                                              ; preds = %98, %51
  %103 = phi ptr [ %52, %51 ], [ %100, %98 ]
  %104 = getelementptr inbounds i8, ptr %1, i64 168
  %105 = load ptr, ptr %104, align 8, !tbaa !99
  store ptr %105, ptr %103, align 8, !tbaa !34
  store ptr null, ptr %104, align 8, !tbaa !99
  %106 = load ptr, ptr %103, align 8, !tbaa !34
  %107 = icmp eq ptr %106, null
  br i1 %107, label %153, label %108

108:                                              ; preds = %102, %149
  %109 = phi ptr [ %150, %149 ], [ %106, %102 ]
  %110 = phi ptr [ %151, %149 ], [ %103, %102 ]
  %111 = getelementptr inbounds i8, ptr %109, i64 8
  %112 = load i8, ptr %111, align 8, !tbaa !23
  switch i8 %112, label %125 [
    i8 5, label %113
    i8 6, label %115
    i8 38, label %117
    i8 8, label %119
    i8 10, label %121
    i8 7, label %123
  ]

113:                                              ; preds = %108
  %114 = getelementptr inbounds i8, ptr %109, i64 48
  br label %125

115:                                              ; preds = %108
  %116 = getelementptr inbounds i8, ptr %109, i64 16
  br label %125

117:                                              ; preds = %108
  %118 = getelementptr inbounds i8, ptr %109, i64 16
  br label %125

119:                                              ; preds = %108
  %120 = getelementptr inbounds i8, ptr %109, i64 72
  br label %125

121:                                              ; preds = %108
  %122 = getelementptr inbounds i8, ptr %109, i64 120
  br label %125

123:                                              ; preds = %108
  %124 = getelementptr inbounds i8, ptr %109, i64 32
  br label %125

125:                                              ; preds = %123, %121, %119, %117, %115, %113, %108
  %126 = phi ptr [ %124, %123 ], [ %122, %121 ], [ %120, %119 ], [ %118, %117 ], [ %116, %115 ], [ %114, %113 ], [ null, %108 ]
  %127 = getelementptr inbounds i8, ptr %109, i64 9
  %128 = load i8, ptr %127, align 1, !tbaa !19
  %129 = zext i8 %128 to i32
  %130 = and i32 %129, 24
  %131 = icmp eq i32 %130, 0
  br i1 %131, label %132, label %145

132:                                              ; preds = %125
  %133 = and i32 %129, 7
  %134 = icmp eq i32 %133, 5
  br i1 %134, label %135, label %138

135:                                              ; preds = %132
  %136 = and i8 %128, -33
  %137 = xor i8 %136, 35
  store i8 %137, ptr %127, align 1, !tbaa !19
  br label %147, !llvm.loop !145

138:                                              ; preds = %132
  %139 = icmp eq i8 %112, 8
  br i1 %139, label %147, label %140, !llvm.loop !145

140:                                              ; preds = %138
  %141 = icmp eq i32 %133, 6
  %142 = and i8 %128, -60
  %143 = select i1 %141, i8 %142, i8 %128
  %144 = or i8 %143, 32
  store i8 %144, ptr %127, align 1, !tbaa !19
  br label %145

145:                                              ; preds = %140, %125
  %146 = load ptr, ptr %126, align 8, !tbaa !34
  store ptr %146, ptr %110, align 8, !tbaa !34
  br label %149, !llvm.loop !145

147:                                              ; preds = %138, %135
  %148 = load ptr, ptr %126, align 8, !tbaa !34
  br label %149

149:                                              ; preds = %147, %145
  %150 = phi ptr [ %148, %147 ], [ %146, %145 ]
  %151 = phi ptr [ %126, %147 ], [ %110, %145 ]
  %152 = icmp eq ptr %150, null
  br i1 %152, label %153, label %108

153:                                              ; preds = %149, %102
  %154 = phi ptr [ %103, %102 ], [ %151, %149 ]
  %155 = getelementptr inbounds i8, ptr %1, i64 160
  %156 = load ptr, ptr %155, align 8, !tbaa !94
  store ptr %156, ptr %154, align 8, !tbaa !34
  store ptr null, ptr %155, align 8, !tbaa !94
  %157 = load ptr, ptr %154, align 8, !tbaa !34
  %158 = icmp eq ptr %157, null
  br i1 %158, label %204, label %159

159:                                              ; preds = %153, %200
  %160 = phi ptr [ %201, %200 ], [ %157, %153 ]
  %161 = phi ptr [ %202, %200 ], [ %154, %153 ]
  %162 = getelementptr inbounds i8, ptr %160, i64 8
  %163 = load i8, ptr %162, align 8, !tbaa !23
  switch i8 %163, label %176 [
    i8 5, label %164
    i8 6, label %166
    i8 38, label %168
    i8 8, label %170
    i8 10, label %172
    i8 7, label %174
  ]

164:                                              ; preds = %159
  %165 = getelementptr inbounds i8, ptr %160, i64 48
  br label %176

166:                                              ; preds = %159
  %167 = getelementptr inbounds i8, ptr %160, i64 16
  br label %176

168:                                              ; preds = %159
  %169 = getelementptr inbounds i8, ptr %160, i64 16
  br label %176

170:                                              ; preds = %159
  %171 = getelementptr inbounds i8, ptr %160, i64 72
  br label %176

172:                                              ; preds = %159
  %173 = getelementptr inbounds i8, ptr %160, i64 120
  br label %176

174:                                              ; preds = %159
  %175 = getelementptr inbounds i8, ptr %160, i64 32
  br label %176

176:                                              ; preds = %174, %172, %170, %168, %166, %164, %159
  %177 = phi ptr [ %175, %174 ], [ %173, %172 ], [ %171, %170 ], [ %169, %168 ], [ %167, %166 ], [ %165, %164 ], [ null, %159 ]
  %178 = getelementptr inbounds i8, ptr %160, i64 9
  %179 = load i8, ptr %178, align 1, !tbaa !19
  %180 = zext i8 %179 to i32
  %181 = and i32 %180, 24
  %182 = icmp eq i32 %181, 0
  br i1 %182, label %183, label %196

183:                                              ; preds = %176
  %184 = and i32 %180, 7
  %185 = icmp eq i32 %184, 5
  br i1 %185, label %186, label %189

186:                                              ; preds = %183
  %187 = and i8 %179, -33
  %188 = xor i8 %187, 35
  store i8 %188, ptr %178, align 1, !tbaa !19
  br label %198, !llvm.loop !145

189:                                              ; preds = %183
  %190 = icmp eq i8 %163, 8
  br i1 %190, label %198, label %191, !llvm.loop !145

191:                                              ; preds = %189
  %192 = icmp eq i32 %184, 6
  %193 = and i8 %179, -60
  %194 = select i1 %192, i8 %193, i8 %179
  %195 = or i8 %194, 32
  store i8 %195, ptr %178, align 1, !tbaa !19
  br label %196

196:                                              ; preds = %191, %176
  %197 = load ptr, ptr %177, align 8, !tbaa !34
  store ptr %197, ptr %161, align 8, !tbaa !34
  br label %200, !llvm.loop !145

198:                                              ; preds = %189, %186
  %199 = load ptr, ptr %177, align 8, !tbaa !34
  br label %200

200:                                              ; preds = %198, %196
  %201 = phi ptr [ %199, %198 ], [ %197, %196 ]
  %202 = phi ptr [ %177, %198 ], [ %161, %196 ]
  %203 = icmp eq ptr %201, null
  br i1 %203, label %204, label %159

204:                                              ; preds = %200, %153
  %205 = getelementptr inbounds i8, ptr %1, i64 107
  %206 = load i8, ptr %205, align 1, !tbaa !66
  %207 = icmp eq i8 %206, 0
  br i1 %207, label %210, label %208

208:                                              ; preds = %204
  %209 = getelementptr inbounds i8, ptr %1, i64 101
  store i8 0, ptr %209, align 1, !tbaa !15
  br label %240

210:                                              ; preds = %204
  %211 = getelementptr inbounds i8, ptr %1, i64 56
  %212 = load i32, ptr %211, align 8, !tbaa !67
  %213 = getelementptr inbounds i8, ptr %1, i64 60
  %214 = load i32, ptr %213, align 4, !tbaa !68
  %215 = sdiv i32 %214, 4
  %216 = icmp slt i32 %212, %215
  br i1 %216, label %219, label %217

217:                                              ; preds = %210
  %218 = getelementptr inbounds i8, ptr %1, i64 101
  store i8 0, ptr %218, align 1, !tbaa !15
  br label %231

219:                                              ; preds = %210
  %220 = getelementptr inbounds i8, ptr %1, i64 24
  %221 = load i64, ptr %220, align 8, !tbaa !51
  %222 = sdiv i32 %214, 2
  tail call void @luaS_resize(ptr noundef %0, i32 noundef %222) #8
  %223 = load i64, ptr %220, align 8, !tbaa !51
  %224 = sub i64 %223, %221
  %225 = getelementptr inbounds i8, ptr %1, i64 32
  %226 = load i64, ptr %225, align 8, !tbaa !65
  %227 = add i64 %224, %226
  store i64 %227, ptr %225, align 8, !tbaa !65
  %228 = load i8, ptr %205, align 1, !tbaa !66
  %229 = icmp eq i8 %228, 0
  %230 = getelementptr inbounds i8, ptr %1, i64 101
  store i8 0, ptr %230, align 1, !tbaa !15
  br i1 %229, label %231, label %240

231:                                              ; preds = %217, %219
  %232 = getelementptr inbounds i8, ptr %0, i64 24
  %233 = load ptr, ptr %232, align 8, !tbaa !6
  %234 = getelementptr inbounds i8, ptr %233, i64 176
  %235 = load ptr, ptr %234, align 8, !tbaa !47
  %236 = icmp eq ptr %235, null
  br i1 %236, label %240, label %237

237:                                              ; preds = %231, %237
  tail call fastcc void @GCTM(ptr noundef %0)
  %238 = load ptr, ptr %234, align 8, !tbaa !47
  %239 = icmp eq ptr %238, null
  br i1 %239, label %240, label %237, !llvm.loop !57

240:                                              ; preds = %237, %231, %208, %219
  ret void
}

declare hidden void @luaS_resize(ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal fastcc void @GCTM(ptr noundef %0) unnamed_addr #3 {
  %2 = alloca %struct.TValue, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  %4 = load ptr, ptr %3, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #8
  %5 = getelementptr inbounds i8, ptr %4, i64 176
  %6 = load ptr, ptr %5, align 8, !tbaa !47
  %7 = load ptr, ptr %6, align 8, !tbaa !35
  store ptr %7, ptr %5, align 8, !tbaa !47
  %8 = getelementptr inbounds i8, ptr %4, i64 112
  %9 = load ptr, ptr %8, align 8, !tbaa !36
  store ptr %9, ptr %6, align 8, !tbaa !35
  store ptr %6, ptr %8, align 8, !tbaa !36
  %10 = getelementptr inbounds i8, ptr %6, i64 9
  %11 = load i8, ptr %10, align 1, !tbaa !19
  %12 = and i8 %11, -65
  store i8 %12, ptr %10, align 1, !tbaa !19
  %13 = getelementptr inbounds i8, ptr %4, i64 101
  %14 = load i8, ptr %13, align 1, !tbaa !15
  %15 = add i8 %14, -3
  %16 = icmp ult i8 %15, 4
  br i1 %16, label %17, label %23

17:                                               ; preds = %1
  %18 = and i8 %11, -121
  %19 = getelementptr inbounds i8, ptr %4, i64 100
  %20 = load i8, ptr %19, align 4, !tbaa !22
  %21 = and i8 %20, 24
  %22 = or disjoint i8 %21, %18
  store i8 %22, ptr %10, align 1, !tbaa !19
  br label %28

23:                                               ; preds = %1
  %24 = and i8 %11, 7
  %25 = icmp eq i8 %24, 3
  br i1 %25, label %26, label %28

26:                                               ; preds = %23
  %27 = getelementptr inbounds i8, ptr %4, i64 216
  store ptr %6, ptr %27, align 8, !tbaa !71
  br label %28

28:                                               ; preds = %17, %23, %26
  store ptr %6, ptr %2, align 8, !tbaa !24
  %29 = getelementptr inbounds i8, ptr %6, i64 8
  %30 = load i8, ptr %29, align 8, !tbaa !23
  %31 = or i8 %30, 64
  %32 = getelementptr inbounds i8, ptr %2, i64 8
  store i8 %31, ptr %32, align 8, !tbaa !27
  %33 = call ptr @luaT_gettmbyobj(ptr noundef nonnull %0, ptr noundef nonnull %2, i32 noundef 2) #8
  %34 = getelementptr inbounds i8, ptr %33, i64 8
  %35 = load i8, ptr %34, align 8, !tbaa !27
  %36 = and i8 %35, 15
  %37 = icmp eq i8 %36, 0
  br i1 %37, label %76, label %38

38:                                               ; preds = %28
  %39 = getelementptr inbounds i8, ptr %0, i64 11
  %40 = load i8, ptr %39, align 1, !tbaa !146
  %41 = getelementptr inbounds i8, ptr %4, i64 106
  %42 = load i8, ptr %41, align 2, !tbaa !39
  %43 = or i8 %42, 2
  store i8 %43, ptr %41, align 2, !tbaa !39
  store i8 0, ptr %39, align 1, !tbaa !146
  %44 = getelementptr inbounds i8, ptr %0, i64 16
  %45 = load ptr, ptr %44, align 8, !tbaa !24
  %46 = getelementptr inbounds i8, ptr %45, i64 16
  store ptr %46, ptr %44, align 8, !tbaa !24
  %47 = load i64, ptr %33, align 8, !tbaa !24
  store i64 %47, ptr %45, align 8, !tbaa !24
  %48 = load i8, ptr %34, align 8, !tbaa !27
  %49 = getelementptr inbounds i8, ptr %45, i64 8
  store i8 %48, ptr %49, align 8, !tbaa !27
  %50 = load ptr, ptr %44, align 8, !tbaa !24
  %51 = getelementptr inbounds i8, ptr %50, i64 16
  store ptr %51, ptr %44, align 8, !tbaa !24
  %52 = load i64, ptr %2, align 8, !tbaa !24
  store i64 %52, ptr %50, align 8, !tbaa !24
  %53 = load i8, ptr %32, align 8, !tbaa !27
  %54 = getelementptr inbounds i8, ptr %50, i64 8
  store i8 %53, ptr %54, align 8, !tbaa !27
  %55 = getelementptr inbounds i8, ptr %0, i64 32
  %56 = load ptr, ptr %55, align 8, !tbaa !147
  %57 = getelementptr inbounds i8, ptr %56, i64 62
  %58 = load i16, ptr %57, align 2, !tbaa !148
  %59 = or i16 %58, 128
  store i16 %59, ptr %57, align 2, !tbaa !148
  %60 = load ptr, ptr %44, align 8, !tbaa !24
  %61 = getelementptr inbounds i8, ptr %60, i64 -32
  %62 = getelementptr inbounds i8, ptr %0, i64 48
  %63 = load ptr, ptr %62, align 8, !tbaa !24
  %64 = ptrtoint ptr %61 to i64
  %65 = ptrtoint ptr %63 to i64
  %66 = sub i64 %64, %65
  %67 = call i32 @luaD_pcall(ptr noundef nonnull %0, ptr noundef nonnull @dothecall, ptr noundef null, i64 noundef %66, i64 noundef 0) #8
  %68 = load ptr, ptr %55, align 8, !tbaa !147
  %69 = getelementptr inbounds i8, ptr %68, i64 62
  %70 = load i16, ptr %69, align 2, !tbaa !148
  %71 = and i16 %70, -129
  store i16 %71, ptr %69, align 2, !tbaa !148
  store i8 %40, ptr %39, align 1, !tbaa !146
  store i8 %42, ptr %41, align 2, !tbaa !39
  %72 = icmp eq i32 %67, 0
  br i1 %72, label %76, label %73, !prof !149

73:                                               ; preds = %38
  call void @luaE_warnerror(ptr noundef nonnull %0, ptr noundef nonnull @.str) #8
  %74 = load ptr, ptr %44, align 8, !tbaa !24
  %75 = getelementptr inbounds i8, ptr %74, i64 -16
  store ptr %75, ptr %44, align 8, !tbaa !24
  br label %76

76:                                               ; preds = %38, %73, %28
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #8
  ret void
}

declare hidden ptr @luaT_gettmbyobj(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #4

declare hidden i32 @luaD_pcall(ptr noundef, ptr noundef, ptr noundef, i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal void @dothecall(ptr noundef %0, ptr nocapture readnone %1) #3 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load ptr, ptr %3, align 8, !tbaa !24
  %5 = getelementptr inbounds i8, ptr %4, i64 -32
  tail call void @luaD_callnoyield(ptr noundef %0, ptr noundef nonnull %5, i32 noundef 0) #8
  ret void
}

declare hidden void @luaE_warnerror(ptr noundef, ptr noundef) local_unnamed_addr #4

declare hidden void @luaD_callnoyield(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #6

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

attributes #0 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(read) }

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
!15 = !{!16, !9, i64 101}
!16 = !{!"global_State", !8, i64 0, !8, i64 8, !13, i64 16, !13, i64 24, !13, i64 32, !13, i64 40, !17, i64 48, !18, i64 64, !18, i64 80, !14, i64 96, !9, i64 100, !9, i64 101, !9, i64 102, !9, i64 103, !9, i64 104, !9, i64 105, !9, i64 106, !9, i64 107, !9, i64 108, !9, i64 109, !9, i64 110, !8, i64 112, !8, i64 120, !8, i64 128, !8, i64 136, !8, i64 144, !8, i64 152, !8, i64 160, !8, i64 168, !8, i64 176, !8, i64 184, !8, i64 192, !8, i64 200, !8, i64 208, !8, i64 216, !8, i64 224, !8, i64 232, !8, i64 240, !8, i64 248, !8, i64 256, !8, i64 264, !8, i64 272, !9, i64 280, !9, i64 480, !9, i64 552, !8, i64 1400, !8, i64 1408}
!17 = !{!"stringtable", !8, i64 0, !14, i64 8, !14, i64 12}
!18 = !{!"TValue", !9, i64 0, !9, i64 8}
!19 = !{!20, !9, i64 9}
!20 = !{!"GCObject", !8, i64 0, !9, i64 8, !9, i64 9}
!21 = !{!16, !9, i64 102}
!22 = !{!16, !9, i64 100}
!23 = !{!20, !9, i64 8}
!24 = !{!9, !9, i64 0}
!25 = !{!26, !9, i64 9}
!26 = !{!"UpVal", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 16, !9, i64 24}
!27 = !{!18, !9, i64 8}
!28 = !{!29, !11, i64 10}
!29 = !{!"Udata", !8, i64 0, !9, i64 8, !9, i64 9, !11, i64 10, !13, i64 16, !8, i64 24, !8, i64 32, !9, i64 40}
!30 = !{!29, !8, i64 24}
!31 = !{!32, !9, i64 9}
!32 = !{!"Table", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 10, !9, i64 11, !14, i64 12, !8, i64 16, !8, i64 24, !8, i64 32, !8, i64 40, !8, i64 48}
!33 = !{!29, !9, i64 9}
!34 = !{!8, !8, i64 0}
!35 = !{!20, !8, i64 0}
!36 = !{!16, !8, i64 112}
!37 = !{!16, !8, i64 184}
!38 = !{!32, !9, i64 10}
!39 = !{!16, !9, i64 106}
!40 = !{!16, !8, i64 120}
!41 = distinct !{!41, !42}
!42 = !{!"llvm.loop.mustprogress"}
!43 = !{!16, !8, i64 128}
!44 = distinct !{!44, !42}
!45 = distinct !{!45, !42}
!46 = distinct !{!46, !42}
!47 = !{!16, !8, i64 176}
!48 = !{!16, !13, i64 40}
!49 = distinct !{!49, !42}
!50 = !{!16, !13, i64 16}
!51 = !{!16, !13, i64 24}
!52 = !{!16, !9, i64 104}
!53 = distinct !{!53, !42}
!54 = !{!16, !8, i64 232}
!55 = !{!16, !8, i64 224}
!56 = distinct !{!56, !42}
!57 = distinct !{!57, !42}
!58 = !{!16, !8, i64 264}
!59 = distinct !{!59, !42}
!60 = !{!16, !9, i64 103}
!61 = !{!7, !9, i64 9}
!62 = !{!16, !9, i64 72}
!63 = distinct !{!63, !42}
!64 = !{!16, !8, i64 136}
!65 = !{!16, !13, i64 32}
!66 = !{!16, !9, i64 107}
!67 = !{!16, !14, i64 56}
!68 = !{!16, !14, i64 60}
!69 = !{!16, !9, i64 108}
!70 = !{!16, !9, i64 105}
!71 = !{!16, !8, i64 216}
!72 = !{!16, !8, i64 208}
!73 = distinct !{!73, !42}
!74 = !{!16, !8, i64 240}
!75 = !{!16, !8, i64 192}
!76 = distinct !{!76, !42}
!77 = !{!16, !8, i64 200}
!78 = !{!16, !9, i64 109}
!79 = !{!16, !9, i64 110}
!80 = distinct !{!80, !42}
!81 = !{!82, !9, i64 10}
!82 = !{!"LClosure", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 10, !8, i64 16, !8, i64 24, !9, i64 32}
!83 = !{!84, !9, i64 10}
!84 = !{!"CClosure", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 10, !8, i64 16, !8, i64 24, !9, i64 32}
!85 = !{!29, !13, i64 16}
!86 = !{!87, !9, i64 11}
!87 = !{!"TString", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 10, !9, i64 11, !14, i64 12, !9, i64 16, !9, i64 24}
!88 = !{!16, !8, i64 144}
!89 = distinct !{!89, !42}
!90 = !{!7, !8, i64 56}
!91 = !{!7, !8, i64 80}
!92 = distinct !{!92, !42}
!93 = distinct !{!93, !42}
!94 = !{!16, !8, i64 160}
!95 = !{!32, !8, i64 48}
!96 = distinct !{!96, !42}
!97 = distinct !{!97, !42}
!98 = !{!16, !8, i64 152}
!99 = !{!16, !8, i64 168}
!100 = !{!32, !8, i64 24}
!101 = !{!32, !9, i64 11}
!102 = distinct !{!102, !42}
!103 = distinct !{!103, !42}
!104 = distinct !{!104, !42}
!105 = !{!32, !8, i64 16}
!106 = distinct !{!106, !42}
!107 = distinct !{!107, !42}
!108 = distinct !{!108, !42}
!109 = !{!32, !8, i64 40}
!110 = !{!82, !8, i64 24}
!111 = !{!112, !8, i64 112}
!112 = !{!"Proto", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 10, !9, i64 11, !9, i64 12, !14, i64 16, !14, i64 20, !14, i64 24, !14, i64 28, !14, i64 32, !14, i64 36, !14, i64 40, !14, i64 44, !14, i64 48, !8, i64 56, !8, i64 64, !8, i64 72, !8, i64 80, !8, i64 88, !8, i64 96, !8, i64 104, !8, i64 112, !8, i64 120}
!113 = !{!32, !14, i64 12}
!114 = distinct !{!114, !42}
!115 = distinct !{!115, !42}
!116 = distinct !{!116, !42}
!117 = !{!32, !8, i64 32}
!118 = distinct !{!118, !42}
!119 = !{!112, !9, i64 9}
!120 = distinct !{!120, !42}
!121 = distinct !{!121, !42}
!122 = !{!87, !9, i64 9}
!123 = !{!112, !14, i64 20}
!124 = !{!112, !14, i64 16}
!125 = !{!112, !8, i64 56}
!126 = distinct !{!126, !42}
!127 = !{!112, !14, i64 32}
!128 = !{!112, !8, i64 80}
!129 = !{!130, !8, i64 0}
!130 = !{!"Upvaldesc", !8, i64 0, !9, i64 8, !9, i64 9, !9, i64 10}
!131 = distinct !{!131, !42}
!132 = !{!112, !14, i64 36}
!133 = !{!112, !8, i64 72}
!134 = distinct !{!134, !42}
!135 = !{!112, !8, i64 104}
!136 = !{!137, !8, i64 0}
!137 = !{!"LocVar", !8, i64 0, !14, i64 8, !14, i64 12}
!138 = distinct !{!138, !42}
!139 = distinct !{!139, !42}
!140 = distinct !{!140, !42}
!141 = distinct !{!141, !42}
!142 = !{!16, !8, i64 248}
!143 = distinct !{!143, !42}
!144 = distinct !{!144, !42}
!145 = distinct !{!145, !42}
!146 = !{!7, !9, i64 11}
!147 = !{!7, !8, i64 32}
!148 = !{!12, !11, i64 62}
!149 = !{!"branch_weights", !"expected", i32 2000, i32 1}
