; ModuleID = 'src/lua/lvm.c'
source_filename = "src/lua/lvm.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.TValue = type { %union.Value, i8 }
%union.Value = type { ptr }
%union.StackValue = type { %struct.TValue }
%struct.Upvaldesc = type { ptr, i8, i8, i8 }

@.str = private unnamed_addr constant [6 x i8] c"index\00", align 1
@.str.1 = private unnamed_addr constant [40 x i8] c"'__index' chain too long; possible loop\00", align 1
@.str.2 = private unnamed_addr constant [43 x i8] c"'__newindex' chain too long; possible loop\00", align 1
@.str.3 = private unnamed_addr constant [23 x i8] c"string length overflow\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"get length of\00", align 1
@.str.5 = private unnamed_addr constant [26 x i8] c"attempt to divide by zero\00", align 1
@.str.6 = private unnamed_addr constant [26 x i8] c"attempt to perform 'n%%0'\00", align 1
@luaV_execute.disptab = internal unnamed_addr constant [83 x ptr] [ptr blockaddress(@luaV_execute, %52), ptr blockaddress(@luaV_execute, %79), ptr blockaddress(@luaV_execute, %97), ptr blockaddress(@luaV_execute, %115), ptr blockaddress(@luaV_execute, %136), ptr blockaddress(@luaV_execute, %159), ptr blockaddress(@luaV_execute, %173), ptr blockaddress(@luaV_execute, %188), ptr blockaddress(@luaV_execute, %202), ptr blockaddress(@luaV_execute, %251), ptr blockaddress(@luaV_execute, %276), ptr blockaddress(@luaV_execute, %316), ptr blockaddress(@luaV_execute, %361), ptr blockaddress(@luaV_execute, %432), ptr blockaddress(@luaV_execute, %485), ptr blockaddress(@luaV_execute, %527), ptr blockaddress(@luaV_execute, %591), ptr blockaddress(@luaV_execute, %681), ptr blockaddress(@luaV_execute, %753), ptr blockaddress(@luaV_execute, %814), ptr blockaddress(@luaV_execute, %860), ptr blockaddress(@luaV_execute, %909), ptr blockaddress(@luaV_execute, %946), ptr blockaddress(@luaV_execute, %1002), ptr blockaddress(@luaV_execute, %1058), ptr blockaddress(@luaV_execute, %1114), ptr blockaddress(@luaV_execute, %1195), ptr blockaddress(@luaV_execute, %1245), ptr blockaddress(@luaV_execute, %1289), ptr blockaddress(@luaV_execute, %1367), ptr blockaddress(@luaV_execute, %1410), ptr blockaddress(@luaV_execute, %1453), ptr blockaddress(@luaV_execute, %1496), ptr blockaddress(@luaV_execute, %1549), ptr blockaddress(@luaV_execute, %1602), ptr blockaddress(@luaV_execute, %1658), ptr blockaddress(@luaV_execute, %1714), ptr blockaddress(@luaV_execute, %1770), ptr blockaddress(@luaV_execute, %1851), ptr blockaddress(@luaV_execute, %1901), ptr blockaddress(@luaV_execute, %1945), ptr blockaddress(@luaV_execute, %2023), ptr blockaddress(@luaV_execute, %2081), ptr blockaddress(@luaV_execute, %2139), ptr blockaddress(@luaV_execute, %2266), ptr blockaddress(@luaV_execute, %2197), ptr blockaddress(@luaV_execute, %2335), ptr blockaddress(@luaV_execute, %2362), ptr blockaddress(@luaV_execute, %2391), ptr blockaddress(@luaV_execute, %2420), ptr blockaddress(@luaV_execute, %2453), ptr blockaddress(@luaV_execute, %2494), ptr blockaddress(@luaV_execute, %2518), ptr blockaddress(@luaV_execute, %2538), ptr blockaddress(@luaV_execute, %2565), ptr blockaddress(@luaV_execute, %2582), ptr blockaddress(@luaV_execute, %2597), ptr blockaddress(@luaV_execute, %2612), ptr blockaddress(@luaV_execute, %2648), ptr blockaddress(@luaV_execute, %2756), ptr blockaddress(@luaV_execute, %2864), ptr blockaddress(@luaV_execute, %2898), ptr blockaddress(@luaV_execute, %2945), ptr blockaddress(@luaV_execute, %2997), ptr blockaddress(@luaV_execute, %3049), ptr blockaddress(@luaV_execute, %3101), ptr blockaddress(@luaV_execute, %3153), ptr blockaddress(@luaV_execute, %3187), ptr blockaddress(@luaV_execute, %3228), ptr blockaddress(@luaV_execute, %3255), ptr blockaddress(@luaV_execute, %3295), ptr blockaddress(@luaV_execute, %3345), ptr blockaddress(@luaV_execute, %3369), ptr blockaddress(@luaV_execute, %3426), ptr blockaddress(@luaV_execute, %3477), ptr blockaddress(@luaV_execute, %3757), ptr blockaddress(@luaV_execute, %3769), ptr blockaddress(@luaV_execute, %3788), ptr blockaddress(@luaV_execute, %3821), ptr blockaddress(@luaV_execute, %3902), ptr blockaddress(@luaV_execute, %3976), ptr blockaddress(@luaV_execute, %3994), ptr blockaddress(@luaV_execute, %4007)], align 8
@.str.7 = private unnamed_addr constant [19 x i8] c"'for' step is zero\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"limit\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"step\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"initial value\00", align 1

; Function Attrs: nounwind uwtable
define hidden range(i32 0, 2) i32 @luaV_tonumber_(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = alloca %struct.TValue, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #13
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load i8, ptr %4, align 8, !tbaa !6
  %6 = icmp eq i8 %5, 3
  br i1 %6, label %7, label %10

7:                                                ; preds = %2
  %8 = load i64, ptr %0, align 8, !tbaa !10
  %9 = sitofp i64 %8 to double
  br label %37

10:                                               ; preds = %2
  %11 = and i8 %5, 15
  %12 = icmp eq i8 %11, 4
  br i1 %12, label %13, label %39

13:                                               ; preds = %10
  %14 = load ptr, ptr %0, align 8, !tbaa !10
  %15 = getelementptr inbounds i8, ptr %14, i64 24
  %16 = call i64 @luaO_str2num(ptr noundef nonnull %15, ptr noundef nonnull %3) #13
  %17 = getelementptr inbounds i8, ptr %14, i64 11
  %18 = load i8, ptr %17, align 1, !tbaa !11
  %19 = icmp eq i8 %18, -1
  br i1 %19, label %22, label %20

20:                                               ; preds = %13
  %21 = zext i8 %18 to i64
  br label %25

22:                                               ; preds = %13
  %23 = getelementptr inbounds i8, ptr %14, i64 16
  %24 = load i64, ptr %23, align 8, !tbaa !10
  br label %25

25:                                               ; preds = %20, %22
  %26 = phi i64 [ %21, %20 ], [ %24, %22 ]
  %27 = add i64 %26, 1
  %28 = icmp eq i64 %16, %27
  br i1 %28, label %29, label %39

29:                                               ; preds = %25
  %30 = getelementptr inbounds i8, ptr %3, i64 8
  %31 = load i8, ptr %30, align 8, !tbaa !6
  %32 = icmp eq i8 %31, 3
  %33 = load i64, ptr %3, align 8
  %34 = sitofp i64 %33 to double
  %35 = bitcast i64 %33 to double
  %36 = select i1 %32, double %34, double %35
  br label %37

37:                                               ; preds = %7, %29
  %38 = phi double [ %36, %29 ], [ %9, %7 ]
  store double %38, ptr %1, align 8, !tbaa !15
  br label %39

39:                                               ; preds = %37, %10, %25
  %40 = phi i32 [ 0, %25 ], [ 0, %10 ], [ 1, %37 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #13
  ret i32 %40
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define hidden range(i32 0, 2) i32 @luaV_flttointeger(double noundef %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call double @llvm.floor.f64(double %0)
  %5 = fcmp une double %4, %0
  br i1 %5, label %6, label %9

6:                                                ; preds = %3
  switch i32 %2, label %9 [
    i32 0, label %18
    i32 2, label %7
  ]

7:                                                ; preds = %6
  %8 = fadd double %4, 1.000000e+00
  br label %9

9:                                                ; preds = %6, %7, %3
  %10 = phi double [ %8, %7 ], [ %4, %3 ], [ %4, %6 ]
  %11 = fcmp oge double %10, 0xC3E0000000000000
  %12 = fcmp olt double %10, 0x43E0000000000000
  %13 = and i1 %11, %12
  br i1 %13, label %14, label %16

14:                                               ; preds = %9
  %15 = fptosi double %10 to i64
  store i64 %15, ptr %1, align 8, !tbaa !17
  br label %16

16:                                               ; preds = %14, %9
  %17 = zext i1 %13 to i32
  br label %18

18:                                               ; preds = %6, %16
  %19 = phi i32 [ %17, %16 ], [ %2, %6 ]
  ret i32 %19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define hidden range(i32 0, 2) i32 @luaV_tointegerns(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load i8, ptr %4, align 8, !tbaa !6
  switch i8 %5, label %24 [
    i8 19, label %6
    i8 3, label %22
  ]

6:                                                ; preds = %3
  %7 = load double, ptr %0, align 8, !tbaa !10
  %8 = tail call double @llvm.floor.f64(double %7)
  %9 = fcmp une double %8, %7
  br i1 %9, label %10, label %13

10:                                               ; preds = %6
  switch i32 %2, label %13 [
    i32 0, label %24
    i32 2, label %11
  ]

11:                                               ; preds = %10
  %12 = fadd double %8, 1.000000e+00
  br label %13

13:                                               ; preds = %11, %10, %6
  %14 = phi double [ %12, %11 ], [ %8, %6 ], [ %8, %10 ]
  %15 = fcmp oge double %14, 0xC3E0000000000000
  %16 = fcmp olt double %14, 0x43E0000000000000
  %17 = and i1 %15, %16
  br i1 %17, label %18, label %20

18:                                               ; preds = %13
  %19 = fptosi double %14 to i64
  store i64 %19, ptr %1, align 8, !tbaa !17
  br label %20

20:                                               ; preds = %18, %13
  %21 = zext i1 %17 to i32
  br label %24

22:                                               ; preds = %3
  %23 = load i64, ptr %0, align 8, !tbaa !10
  store i64 %23, ptr %1, align 8, !tbaa !17
  br label %24

24:                                               ; preds = %20, %10, %3, %22
  %25 = phi i32 [ 1, %22 ], [ 0, %3 ], [ %21, %20 ], [ %2, %10 ]
  ret i32 %25
}

; Function Attrs: nounwind uwtable
define hidden range(i32 0, 2) i32 @luaV_tointeger(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = alloca %struct.TValue, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #13
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load i8, ptr %5, align 8, !tbaa !6
  %7 = and i8 %6, 15
  %8 = icmp eq i8 %7, 4
  br i1 %8, label %9, label %30

9:                                                ; preds = %3
  %10 = load ptr, ptr %0, align 8, !tbaa !10
  %11 = getelementptr inbounds i8, ptr %10, i64 24
  %12 = call i64 @luaO_str2num(ptr noundef nonnull %11, ptr noundef nonnull %4) #13
  %13 = getelementptr inbounds i8, ptr %10, i64 11
  %14 = load i8, ptr %13, align 1, !tbaa !11
  %15 = icmp eq i8 %14, -1
  br i1 %15, label %18, label %16

16:                                               ; preds = %9
  %17 = zext i8 %14 to i64
  br label %21

18:                                               ; preds = %9
  %19 = getelementptr inbounds i8, ptr %10, i64 16
  %20 = load i64, ptr %19, align 8, !tbaa !10
  br label %21

21:                                               ; preds = %16, %18
  %22 = phi i64 [ %17, %16 ], [ %20, %18 ]
  %23 = add i64 %22, 1
  %24 = icmp ne i64 %12, %23
  %25 = freeze i1 %24
  %26 = getelementptr inbounds i8, ptr %4, i64 8
  %27 = select i1 %25, ptr %0, ptr %4
  %28 = select i1 %25, ptr %5, ptr %26
  %29 = load i8, ptr %28, align 8, !tbaa !6
  br label %30

30:                                               ; preds = %21, %3
  %31 = phi i8 [ %29, %21 ], [ %6, %3 ]
  %32 = phi ptr [ %27, %21 ], [ %0, %3 ]
  switch i8 %31, label %51 [
    i8 19, label %33
    i8 3, label %49
  ]

33:                                               ; preds = %30
  %34 = load double, ptr %32, align 8, !tbaa !10
  %35 = call double @llvm.floor.f64(double %34)
  %36 = fcmp une double %35, %34
  br i1 %36, label %37, label %40

37:                                               ; preds = %33
  switch i32 %2, label %40 [
    i32 0, label %51
    i32 2, label %38
  ]

38:                                               ; preds = %37
  %39 = fadd double %35, 1.000000e+00
  br label %40

40:                                               ; preds = %38, %37, %33
  %41 = phi double [ %39, %38 ], [ %35, %33 ], [ %35, %37 ]
  %42 = fcmp oge double %41, 0xC3E0000000000000
  %43 = fcmp olt double %41, 0x43E0000000000000
  %44 = and i1 %42, %43
  br i1 %44, label %45, label %47

45:                                               ; preds = %40
  %46 = fptosi double %41 to i64
  store i64 %46, ptr %1, align 8, !tbaa !17
  br label %47

47:                                               ; preds = %45, %40
  %48 = zext i1 %44 to i32
  br label %51

49:                                               ; preds = %30
  %50 = load i64, ptr %32, align 8, !tbaa !10
  store i64 %50, ptr %1, align 8, !tbaa !17
  br label %51

51:                                               ; preds = %30, %37, %47, %49
  %52 = phi i32 [ 1, %49 ], [ 0, %30 ], [ %48, %47 ], [ %2, %37 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #13
  ret i32 %52
}

; Function Attrs: nounwind uwtable
define hidden void @luaV_finishget(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef readnone %4) local_unnamed_addr #0 {
  %6 = getelementptr inbounds i8, ptr %0, i64 24
  br label %7

7:                                                ; preds = %5, %60
  %8 = phi ptr [ %1, %5 ], [ %42, %60 ]
  %9 = phi ptr [ %4, %5 ], [ %61, %60 ]
  %10 = phi i32 [ 0, %5 ], [ %62, %60 ]
  %11 = icmp eq ptr %9, null
  br i1 %11, label %12, label %19

12:                                               ; preds = %7
  %13 = tail call ptr @luaT_gettmbyobj(ptr noundef %0, ptr noundef %8, i32 noundef 0) #13
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  %15 = load i8, ptr %14, align 8, !tbaa !6
  %16 = and i8 %15, 15
  %17 = icmp eq i8 %16, 0
  br i1 %17, label %18, label %40, !prof !19

18:                                               ; preds = %12
  tail call void @luaG_typeerror(ptr noundef %0, ptr noundef %8, ptr noundef nonnull @.str) #14
  unreachable

19:                                               ; preds = %7
  %20 = load ptr, ptr %8, align 8, !tbaa !10
  %21 = getelementptr inbounds i8, ptr %20, i64 40
  %22 = load ptr, ptr %21, align 8, !tbaa !10
  %23 = icmp eq ptr %22, null
  br i1 %23, label %38, label %24

24:                                               ; preds = %19
  %25 = getelementptr inbounds i8, ptr %22, i64 10
  %26 = load i8, ptr %25, align 2, !tbaa !20
  %27 = and i8 %26, 1
  %28 = icmp eq i8 %27, 0
  br i1 %28, label %29, label %38

29:                                               ; preds = %24
  %30 = load ptr, ptr %6, align 8, !tbaa !22
  %31 = getelementptr inbounds i8, ptr %30, i64 280
  %32 = load ptr, ptr %31, align 8, !tbaa !27
  %33 = tail call ptr @luaT_gettm(ptr noundef nonnull %22, i32 noundef 0, ptr noundef %32) #13
  %34 = icmp eq ptr %33, null
  br i1 %34, label %38, label %35

35:                                               ; preds = %29
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load i8, ptr %36, align 8, !tbaa !6
  br label %40

38:                                               ; preds = %24, %19, %29
  %39 = getelementptr inbounds i8, ptr %3, i64 8
  store i8 0, ptr %39, align 8, !tbaa !10
  br label %65

40:                                               ; preds = %35, %12
  %41 = phi i8 [ %15, %12 ], [ %37, %35 ]
  %42 = phi ptr [ %13, %12 ], [ %33, %35 ]
  %43 = and i8 %41, 15
  %44 = icmp eq i8 %43, 6
  br i1 %44, label %45, label %46

45:                                               ; preds = %40
  tail call void @luaT_callTMres(ptr noundef %0, ptr noundef nonnull %42, ptr noundef %8, ptr noundef %2, ptr noundef %3) #13
  br label %65

46:                                               ; preds = %40
  %47 = icmp eq i8 %41, 69
  br i1 %47, label %48, label %60

48:                                               ; preds = %46
  %49 = load ptr, ptr %42, align 8, !tbaa !10
  %50 = tail call ptr @luaH_get(ptr noundef %49, ptr noundef %2) #13
  %51 = getelementptr inbounds i8, ptr %50, i64 8
  %52 = load i8, ptr %51, align 8, !tbaa !6
  %53 = and i8 %52, 15
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %60, label %55

55:                                               ; preds = %48
  %56 = getelementptr inbounds i8, ptr %50, i64 8
  %57 = load i64, ptr %50, align 8, !tbaa !10
  store i64 %57, ptr %3, align 8, !tbaa !10
  %58 = load i8, ptr %56, align 8, !tbaa !6
  %59 = getelementptr inbounds i8, ptr %3, i64 8
  store i8 %58, ptr %59, align 8, !tbaa !6
  br label %65

60:                                               ; preds = %46, %48
  %61 = phi ptr [ %50, %48 ], [ null, %46 ]
  %62 = add nuw nsw i32 %10, 1
  %63 = icmp eq i32 %62, 2000
  br i1 %63, label %64, label %7, !llvm.loop !28

64:                                               ; preds = %60
  tail call void (ptr, ptr, ...) @luaG_runerror(ptr noundef %0, ptr noundef nonnull @.str.1) #14
  unreachable

65:                                               ; preds = %55, %45, %38
  ret void
}

declare hidden ptr @luaT_gettmbyobj(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: noreturn
declare hidden void @luaG_typeerror(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #6

declare hidden ptr @luaT_gettm(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

declare hidden void @luaT_callTMres(ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare hidden ptr @luaH_get(ptr noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: noreturn
declare hidden void @luaG_runerror(ptr noundef, ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: nounwind uwtable
define hidden void @luaV_finishset(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4) local_unnamed_addr #0 {
  %6 = getelementptr inbounds i8, ptr %0, i64 24
  br label %7

7:                                                ; preds = %5, %93
  %8 = phi ptr [ %1, %5 ], [ %60, %93 ]
  %9 = phi ptr [ %4, %5 ], [ %94, %93 ]
  %10 = phi i32 [ 0, %5 ], [ %95, %93 ]
  %11 = icmp eq ptr %9, null
  br i1 %11, label %51, label %12

12:                                               ; preds = %7
  %13 = load ptr, ptr %8, align 8, !tbaa !10
  %14 = getelementptr inbounds i8, ptr %13, i64 40
  %15 = load ptr, ptr %14, align 8, !tbaa !30
  %16 = icmp eq ptr %15, null
  br i1 %16, label %31, label %17

17:                                               ; preds = %12
  %18 = getelementptr inbounds i8, ptr %15, i64 10
  %19 = load i8, ptr %18, align 2, !tbaa !20
  %20 = and i8 %19, 2
  %21 = icmp eq i8 %20, 0
  br i1 %21, label %22, label %31

22:                                               ; preds = %17
  %23 = load ptr, ptr %6, align 8, !tbaa !22
  %24 = getelementptr inbounds i8, ptr %23, i64 288
  %25 = load ptr, ptr %24, align 8, !tbaa !27
  %26 = tail call ptr @luaT_gettm(ptr noundef nonnull %15, i32 noundef 1, ptr noundef %25) #13
  %27 = icmp eq ptr %26, null
  br i1 %27, label %31, label %28

28:                                               ; preds = %22
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = load i8, ptr %29, align 8, !tbaa !6
  br label %58

31:                                               ; preds = %17, %12, %22
  tail call void @luaH_finishset(ptr noundef %0, ptr noundef nonnull %13, ptr noundef %2, ptr noundef nonnull %9, ptr noundef %3) #13
  %32 = getelementptr inbounds i8, ptr %13, i64 10
  %33 = load i8, ptr %32, align 2, !tbaa !20
  %34 = and i8 %33, -64
  store i8 %34, ptr %32, align 2, !tbaa !20
  %35 = getelementptr inbounds i8, ptr %3, i64 8
  %36 = load i8, ptr %35, align 8, !tbaa !6
  %37 = and i8 %36, 64
  %38 = icmp eq i8 %37, 0
  br i1 %38, label %98, label %39

39:                                               ; preds = %31
  %40 = getelementptr inbounds i8, ptr %13, i64 9
  %41 = load i8, ptr %40, align 1, !tbaa !10
  %42 = and i8 %41, 32
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %98, label %44

44:                                               ; preds = %39
  %45 = load ptr, ptr %3, align 8, !tbaa !10
  %46 = getelementptr inbounds i8, ptr %45, i64 9
  %47 = load i8, ptr %46, align 1, !tbaa !31
  %48 = and i8 %47, 24
  %49 = icmp eq i8 %48, 0
  br i1 %49, label %98, label %50

50:                                               ; preds = %44
  tail call void @luaC_barrierback_(ptr noundef %0, ptr noundef nonnull %13) #13
  br label %98

51:                                               ; preds = %7
  %52 = tail call ptr @luaT_gettmbyobj(ptr noundef %0, ptr noundef %8, i32 noundef 1) #13
  %53 = getelementptr inbounds i8, ptr %52, i64 8
  %54 = load i8, ptr %53, align 8, !tbaa !6
  %55 = and i8 %54, 15
  %56 = icmp eq i8 %55, 0
  br i1 %56, label %57, label %58, !prof !19

57:                                               ; preds = %51
  tail call void @luaG_typeerror(ptr noundef %0, ptr noundef %8, ptr noundef nonnull @.str) #14
  unreachable

58:                                               ; preds = %28, %51
  %59 = phi i8 [ %54, %51 ], [ %30, %28 ]
  %60 = phi ptr [ %52, %51 ], [ %26, %28 ]
  %61 = and i8 %59, 15
  %62 = icmp eq i8 %61, 6
  br i1 %62, label %63, label %64

63:                                               ; preds = %58
  tail call void @luaT_callTM(ptr noundef %0, ptr noundef nonnull %60, ptr noundef %8, ptr noundef %2, ptr noundef %3) #13
  br label %98

64:                                               ; preds = %58
  %65 = icmp eq i8 %59, 69
  br i1 %65, label %66, label %93

66:                                               ; preds = %64
  %67 = load ptr, ptr %60, align 8, !tbaa !10
  %68 = tail call ptr @luaH_get(ptr noundef %67, ptr noundef %2) #13
  %69 = getelementptr inbounds i8, ptr %68, i64 8
  %70 = load i8, ptr %69, align 8, !tbaa !6
  %71 = and i8 %70, 15
  %72 = icmp eq i8 %71, 0
  br i1 %72, label %93, label %73

73:                                               ; preds = %66
  %74 = getelementptr inbounds i8, ptr %68, i64 8
  %75 = load i64, ptr %3, align 8, !tbaa !10
  store i64 %75, ptr %68, align 8, !tbaa !10
  %76 = getelementptr inbounds i8, ptr %3, i64 8
  %77 = load i8, ptr %76, align 8, !tbaa !6
  store i8 %77, ptr %74, align 8, !tbaa !6
  %78 = and i8 %77, 64
  %79 = icmp eq i8 %78, 0
  br i1 %79, label %98, label %80

80:                                               ; preds = %73
  %81 = load ptr, ptr %60, align 8, !tbaa !10
  %82 = getelementptr inbounds i8, ptr %81, i64 9
  %83 = load i8, ptr %82, align 1, !tbaa !31
  %84 = and i8 %83, 32
  %85 = icmp eq i8 %84, 0
  br i1 %85, label %98, label %86

86:                                               ; preds = %80
  %87 = load ptr, ptr %3, align 8, !tbaa !10
  %88 = getelementptr inbounds i8, ptr %87, i64 9
  %89 = load i8, ptr %88, align 1, !tbaa !31
  %90 = and i8 %89, 24
  %91 = icmp eq i8 %90, 0
  br i1 %91, label %98, label %92

92:                                               ; preds = %86
  tail call void @luaC_barrierback_(ptr noundef %0, ptr noundef nonnull %81) #13
  br label %98

93:                                               ; preds = %64, %66
  %94 = phi ptr [ %68, %66 ], [ null, %64 ]
  %95 = add nuw nsw i32 %10, 1
  %96 = icmp eq i32 %95, 2000
  br i1 %96, label %97, label %7, !llvm.loop !33

97:                                               ; preds = %93
  tail call void (ptr, ptr, ...) @luaG_runerror(ptr noundef %0, ptr noundef nonnull @.str.2) #14
  unreachable

98:                                               ; preds = %63, %73, %92, %86, %80, %39, %44, %50, %31
  ret void
}

declare hidden void @luaH_finishset(ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare hidden void @luaC_barrierback_(ptr noundef, ptr noundef) local_unnamed_addr #5

declare hidden void @luaT_callTM(ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define hidden i32 @luaV_lessthan(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i8, ptr %4, align 8, !tbaa !6
  %6 = and i8 %5, 15
  %7 = icmp eq i8 %6, 3
  br i1 %7, label %8, label %65

8:                                                ; preds = %3
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = load i8, ptr %9, align 8, !tbaa !6
  %11 = and i8 %10, 15
  %12 = icmp eq i8 %11, 3
  br i1 %12, label %13, label %65

13:                                               ; preds = %8
  %14 = icmp eq i8 %5, 3
  br i1 %14, label %15, label %40

15:                                               ; preds = %13
  %16 = load i64, ptr %1, align 8, !tbaa !10
  %17 = icmp eq i8 %10, 3
  br i1 %17, label %18, label %21

18:                                               ; preds = %15
  %19 = load i64, ptr %2, align 8, !tbaa !10
  %20 = icmp slt i64 %16, %19
  br label %62

21:                                               ; preds = %15
  %22 = load double, ptr %2, align 8, !tbaa !10
  %23 = add i64 %16, 9007199254740992
  %24 = icmp ult i64 %23, 18014398509481985
  br i1 %24, label %25, label %28

25:                                               ; preds = %21
  %26 = sitofp i64 %16 to double
  %27 = fcmp ogt double %22, %26
  br label %62

28:                                               ; preds = %21
  %29 = tail call double @llvm.floor.f64(double %22)
  %30 = fcmp une double %29, %22
  %31 = fadd double %29, 1.000000e+00
  %32 = select i1 %30, double %31, double %29
  %33 = fcmp oge double %32, 0xC3E0000000000000
  %34 = fcmp olt double %32, 0x43E0000000000000
  %35 = and i1 %33, %34
  %36 = fptosi double %32 to i64
  %37 = icmp slt i64 %16, %36
  %38 = fcmp ogt double %22, 0.000000e+00
  %39 = select i1 %35, i1 %37, i1 %38
  br label %62

40:                                               ; preds = %13
  %41 = load double, ptr %1, align 8, !tbaa !10
  %42 = icmp eq i8 %10, 19
  br i1 %42, label %43, label %46

43:                                               ; preds = %40
  %44 = load double, ptr %2, align 8, !tbaa !10
  %45 = fcmp olt double %41, %44
  br label %62

46:                                               ; preds = %40
  %47 = load i64, ptr %2, align 8, !tbaa !10
  %48 = add i64 %47, 9007199254740992
  %49 = icmp ult i64 %48, 18014398509481985
  br i1 %49, label %50, label %53

50:                                               ; preds = %46
  %51 = sitofp i64 %47 to double
  %52 = fcmp olt double %41, %51
  br label %62

53:                                               ; preds = %46
  %54 = tail call double @llvm.floor.f64(double %41)
  %55 = fcmp oge double %54, 0xC3E0000000000000
  %56 = fcmp olt double %54, 0x43E0000000000000
  %57 = and i1 %55, %56
  %58 = fptosi double %54 to i64
  %59 = icmp sgt i64 %47, %58
  %60 = fcmp olt double %41, 0.000000e+00
  %61 = select i1 %57, i1 %59, i1 %60
  br label %62

62:                                               ; preds = %18, %25, %28, %43, %50, %53
  %63 = phi i1 [ %20, %18 ], [ %45, %43 ], [ %27, %25 ], [ %39, %28 ], [ %52, %50 ], [ %61, %53 ]
  %64 = zext i1 %63 to i32
  br label %67

65:                                               ; preds = %8, %3
  %66 = tail call fastcc i32 @lessthanothers(ptr noundef %0, ptr noundef nonnull %1, ptr noundef %2)
  br label %67

67:                                               ; preds = %65, %62
  %68 = phi i32 [ %64, %62 ], [ %66, %65 ]
  ret i32 %68
}

; Function Attrs: nounwind uwtable
define internal fastcc i32 @lessthanothers(ptr noundef %0, ptr noundef %1, ptr noundef %2) unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i8, ptr %4, align 8, !tbaa !6
  %6 = and i8 %5, 15
  %7 = icmp eq i8 %6, 4
  br i1 %7, label %8, label %62

8:                                                ; preds = %3
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = load i8, ptr %9, align 8, !tbaa !6
  %11 = and i8 %10, 15
  %12 = icmp eq i8 %11, 4
  br i1 %12, label %13, label %62

13:                                               ; preds = %8
  %14 = load ptr, ptr %1, align 8, !tbaa !10
  %15 = load ptr, ptr %2, align 8, !tbaa !10
  %16 = getelementptr inbounds i8, ptr %14, i64 24
  %17 = getelementptr inbounds i8, ptr %14, i64 11
  %18 = load i8, ptr %17, align 1, !tbaa !11
  %19 = icmp eq i8 %18, -1
  br i1 %19, label %22, label %20

20:                                               ; preds = %13
  %21 = zext i8 %18 to i64
  br label %25

22:                                               ; preds = %13
  %23 = getelementptr inbounds i8, ptr %14, i64 16
  %24 = load i64, ptr %23, align 8, !tbaa !10
  br label %25

25:                                               ; preds = %22, %20
  %26 = phi i64 [ %21, %20 ], [ %24, %22 ]
  %27 = getelementptr inbounds i8, ptr %15, i64 24
  %28 = getelementptr inbounds i8, ptr %15, i64 11
  %29 = load i8, ptr %28, align 1, !tbaa !11
  %30 = icmp eq i8 %29, -1
  br i1 %30, label %33, label %31

31:                                               ; preds = %25
  %32 = zext i8 %29 to i64
  br label %36

33:                                               ; preds = %25
  %34 = getelementptr inbounds i8, ptr %15, i64 16
  %35 = load i64, ptr %34, align 8, !tbaa !10
  br label %36

36:                                               ; preds = %33, %31
  %37 = phi i64 [ %32, %31 ], [ %35, %33 ]
  %38 = tail call i32 @strcoll(ptr noundef nonnull readonly %16, ptr noundef nonnull readonly %27) #15
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %40, label %59

40:                                               ; preds = %36, %50
  %41 = phi i64 [ %56, %50 ], [ %37, %36 ]
  %42 = phi ptr [ %55, %50 ], [ %27, %36 ]
  %43 = phi i64 [ %54, %50 ], [ %26, %36 ]
  %44 = phi ptr [ %53, %50 ], [ %16, %36 ]
  %45 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %44) #15
  %46 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %42) #15
  %47 = icmp eq i64 %46, %41
  br i1 %47, label %59, label %48

48:                                               ; preds = %40
  %49 = icmp eq i64 %45, %43
  br i1 %49, label %59, label %50

50:                                               ; preds = %48
  %51 = add i64 %45, 1
  %52 = add i64 %46, 1
  %53 = getelementptr inbounds i8, ptr %44, i64 %51
  %54 = sub i64 %43, %51
  %55 = getelementptr inbounds i8, ptr %42, i64 %52
  %56 = sub i64 %41, %52
  %57 = tail call i32 @strcoll(ptr noundef %53, ptr noundef %55) #15
  %58 = icmp eq i32 %57, 0
  br i1 %58, label %40, label %59

59:                                               ; preds = %48, %50, %40, %36
  %60 = phi i32 [ %38, %36 ], [ %57, %50 ], [ -1, %48 ], [ 0, %40 ]
  %61 = lshr i32 %60, 31
  br label %64

62:                                               ; preds = %8, %3
  %63 = tail call i32 @luaT_callorderTM(ptr noundef %0, ptr noundef nonnull %1, ptr noundef %2, i32 noundef 20) #13
  br label %64

64:                                               ; preds = %62, %59
  %65 = phi i32 [ %61, %59 ], [ %63, %62 ]
  ret i32 %65
}

; Function Attrs: nounwind uwtable
define hidden i32 @luaV_lessequal(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i8, ptr %4, align 8, !tbaa !6
  %6 = and i8 %5, 15
  %7 = icmp eq i8 %6, 3
  br i1 %7, label %8, label %65

8:                                                ; preds = %3
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = load i8, ptr %9, align 8, !tbaa !6
  %11 = and i8 %10, 15
  %12 = icmp eq i8 %11, 3
  br i1 %12, label %13, label %65

13:                                               ; preds = %8
  %14 = icmp eq i8 %5, 3
  br i1 %14, label %15, label %37

15:                                               ; preds = %13
  %16 = load i64, ptr %1, align 8, !tbaa !10
  %17 = icmp eq i8 %10, 3
  br i1 %17, label %18, label %21

18:                                               ; preds = %15
  %19 = load i64, ptr %2, align 8, !tbaa !10
  %20 = icmp sle i64 %16, %19
  br label %62

21:                                               ; preds = %15
  %22 = load double, ptr %2, align 8, !tbaa !10
  %23 = add i64 %16, 9007199254740992
  %24 = icmp ult i64 %23, 18014398509481985
  br i1 %24, label %25, label %28

25:                                               ; preds = %21
  %26 = sitofp i64 %16 to double
  %27 = fcmp oge double %22, %26
  br label %62

28:                                               ; preds = %21
  %29 = tail call double @llvm.floor.f64(double %22)
  %30 = fcmp ult double %29, 0xC3E0000000000000
  %31 = fcmp uge double %29, 0x43E0000000000000
  %32 = or i1 %30, %31
  %33 = fptosi double %29 to i64
  %34 = icmp sle i64 %16, %33
  %35 = fcmp ogt double %22, 0.000000e+00
  %36 = select i1 %32, i1 %35, i1 %34
  br label %62

37:                                               ; preds = %13
  %38 = load double, ptr %1, align 8, !tbaa !10
  %39 = icmp eq i8 %10, 19
  br i1 %39, label %40, label %43

40:                                               ; preds = %37
  %41 = load double, ptr %2, align 8, !tbaa !10
  %42 = fcmp ole double %38, %41
  br label %62

43:                                               ; preds = %37
  %44 = load i64, ptr %2, align 8, !tbaa !10
  %45 = add i64 %44, 9007199254740992
  %46 = icmp ult i64 %45, 18014398509481985
  br i1 %46, label %47, label %50

47:                                               ; preds = %43
  %48 = sitofp i64 %44 to double
  %49 = fcmp ole double %38, %48
  br label %62

50:                                               ; preds = %43
  %51 = tail call double @llvm.floor.f64(double %38)
  %52 = fcmp une double %51, %38
  %53 = fadd double %51, 1.000000e+00
  %54 = select i1 %52, double %53, double %51
  %55 = fcmp ult double %54, 0xC3E0000000000000
  %56 = fcmp uge double %54, 0x43E0000000000000
  %57 = or i1 %55, %56
  %58 = fptosi double %54 to i64
  %59 = icmp sge i64 %44, %58
  %60 = fcmp olt double %38, 0.000000e+00
  %61 = select i1 %57, i1 %60, i1 %59
  br label %62

62:                                               ; preds = %18, %25, %28, %40, %47, %50
  %63 = phi i1 [ %20, %18 ], [ %42, %40 ], [ %27, %25 ], [ %36, %28 ], [ %49, %47 ], [ %61, %50 ]
  %64 = zext i1 %63 to i32
  br label %67

65:                                               ; preds = %8, %3
  %66 = tail call fastcc i32 @lessequalothers(ptr noundef %0, ptr noundef nonnull %1, ptr noundef %2)
  br label %67

67:                                               ; preds = %65, %62
  %68 = phi i32 [ %64, %62 ], [ %66, %65 ]
  ret i32 %68
}

; Function Attrs: nounwind uwtable
define internal fastcc i32 @lessequalothers(ptr noundef %0, ptr noundef %1, ptr noundef %2) unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i8, ptr %4, align 8, !tbaa !6
  %6 = and i8 %5, 15
  %7 = icmp eq i8 %6, 4
  br i1 %7, label %8, label %66

8:                                                ; preds = %3
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = load i8, ptr %9, align 8, !tbaa !6
  %11 = and i8 %10, 15
  %12 = icmp eq i8 %11, 4
  br i1 %12, label %13, label %66

13:                                               ; preds = %8
  %14 = load ptr, ptr %1, align 8, !tbaa !10
  %15 = load ptr, ptr %2, align 8, !tbaa !10
  %16 = getelementptr inbounds i8, ptr %14, i64 24
  %17 = getelementptr inbounds i8, ptr %14, i64 11
  %18 = load i8, ptr %17, align 1, !tbaa !11
  %19 = icmp eq i8 %18, -1
  br i1 %19, label %22, label %20

20:                                               ; preds = %13
  %21 = zext i8 %18 to i64
  br label %25

22:                                               ; preds = %13
  %23 = getelementptr inbounds i8, ptr %14, i64 16
  %24 = load i64, ptr %23, align 8, !tbaa !10
  br label %25

25:                                               ; preds = %22, %20
  %26 = phi i64 [ %21, %20 ], [ %24, %22 ]
  %27 = getelementptr inbounds i8, ptr %15, i64 24
  %28 = getelementptr inbounds i8, ptr %15, i64 11
  %29 = load i8, ptr %28, align 1, !tbaa !11
  %30 = icmp eq i8 %29, -1
  br i1 %30, label %33, label %31

31:                                               ; preds = %25
  %32 = zext i8 %29 to i64
  br label %36

33:                                               ; preds = %25
  %34 = getelementptr inbounds i8, ptr %15, i64 16
  %35 = load i64, ptr %34, align 8, !tbaa !10
  br label %36

36:                                               ; preds = %33, %31
  %37 = phi i64 [ %32, %31 ], [ %35, %33 ]
  %38 = tail call i32 @strcoll(ptr noundef nonnull readonly %16, ptr noundef nonnull readonly %27) #15
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %40, label %62

40:                                               ; preds = %36, %53
  %41 = phi i64 [ %59, %53 ], [ %37, %36 ]
  %42 = phi ptr [ %58, %53 ], [ %27, %36 ]
  %43 = phi i64 [ %57, %53 ], [ %26, %36 ]
  %44 = phi ptr [ %56, %53 ], [ %16, %36 ]
  %45 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %44) #15
  %46 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %42) #15
  %47 = icmp eq i64 %46, %41
  br i1 %47, label %48, label %51

48:                                               ; preds = %40
  %49 = icmp ne i64 %45, %43
  %50 = zext i1 %49 to i32
  br label %62

51:                                               ; preds = %40
  %52 = icmp eq i64 %45, %43
  br i1 %52, label %62, label %53

53:                                               ; preds = %51
  %54 = add i64 %45, 1
  %55 = add i64 %46, 1
  %56 = getelementptr inbounds i8, ptr %44, i64 %54
  %57 = sub i64 %43, %54
  %58 = getelementptr inbounds i8, ptr %42, i64 %55
  %59 = sub i64 %41, %55
  %60 = tail call i32 @strcoll(ptr noundef %56, ptr noundef %58) #15
  %61 = icmp eq i32 %60, 0
  br i1 %61, label %40, label %62

62:                                               ; preds = %51, %53, %36, %48
  %63 = phi i32 [ %50, %48 ], [ %38, %36 ], [ %60, %53 ], [ -1, %51 ]
  %64 = icmp slt i32 %63, 1
  %65 = zext i1 %64 to i32
  br label %68

66:                                               ; preds = %8, %3
  %67 = tail call i32 @luaT_callorderTM(ptr noundef %0, ptr noundef nonnull %1, ptr noundef %2, i32 noundef 21) #13
  br label %68

68:                                               ; preds = %66, %62
  %69 = phi i32 [ %65, %62 ], [ %67, %66 ]
  ret i32 %69
}

; Function Attrs: nounwind uwtable
define hidden i32 @luaV_equalobj(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i8, ptr %4, align 8, !tbaa !6
  %6 = zext i8 %5 to i32
  %7 = and i32 %6, 63
  %8 = getelementptr inbounds i8, ptr %2, i64 8
  %9 = load i8, ptr %8, align 8, !tbaa !6
  %10 = zext i8 %9 to i32
  %11 = and i32 %10, 63
  %12 = icmp eq i32 %7, %11
  br i1 %12, label %50, label %13

13:                                               ; preds = %3
  %14 = and i32 %6, 15
  %15 = and i32 %10, 15
  %16 = icmp eq i32 %14, 3
  %17 = icmp eq i32 %15, 3
  %18 = and i1 %16, %17
  br i1 %18, label %19, label %173

19:                                               ; preds = %13
  switch i8 %5, label %173 [
    i8 19, label %20
    i8 3, label %28
  ]

20:                                               ; preds = %19
  %21 = load double, ptr %1, align 8, !tbaa !10
  %22 = tail call double @llvm.floor.f64(double %21)
  %23 = fcmp une double %22, %21
  br i1 %23, label %173, label %24

24:                                               ; preds = %20
  %25 = fcmp oge double %22, 0xC3E0000000000000
  %26 = fcmp olt double %22, 0x43E0000000000000
  %27 = and i1 %25, %26
  br i1 %27, label %30, label %173

28:                                               ; preds = %19
  %29 = load i64, ptr %1, align 8, !tbaa !10
  br label %32

30:                                               ; preds = %24
  %31 = fptosi double %22 to i64
  br label %32

32:                                               ; preds = %30, %28
  %33 = phi i64 [ %29, %28 ], [ %31, %30 ]
  switch i8 %9, label %173 [
    i8 19, label %34
    i8 3, label %42
  ]

34:                                               ; preds = %32
  %35 = load double, ptr %2, align 8, !tbaa !10
  %36 = tail call double @llvm.floor.f64(double %35)
  %37 = fcmp une double %36, %35
  br i1 %37, label %173, label %38

38:                                               ; preds = %34
  %39 = fcmp oge double %36, 0xC3E0000000000000
  %40 = fcmp olt double %36, 0x43E0000000000000
  %41 = and i1 %39, %40
  br i1 %41, label %44, label %173

42:                                               ; preds = %32
  %43 = load i64, ptr %2, align 8, !tbaa !10
  br label %46

44:                                               ; preds = %38
  %45 = fptosi double %36 to i64
  br label %46

46:                                               ; preds = %44, %42
  %47 = phi i64 [ %43, %42 ], [ %45, %44 ]
  %48 = icmp eq i64 %33, %47
  %49 = zext i1 %48 to i32
  br label %173

50:                                               ; preds = %3
  switch i32 %7, label %148 [
    i32 0, label %173
    i32 1, label %173
    i32 17, label %173
    i32 3, label %51
    i32 19, label %56
    i32 2, label %61
    i32 22, label %66
    i32 4, label %71
    i32 20, label %76
    i32 7, label %80
    i32 5, label %114
  ]

51:                                               ; preds = %50
  %52 = load i64, ptr %1, align 8, !tbaa !10
  %53 = load i64, ptr %2, align 8, !tbaa !10
  %54 = icmp eq i64 %52, %53
  %55 = zext i1 %54 to i32
  br label %173

56:                                               ; preds = %50
  %57 = load double, ptr %1, align 8, !tbaa !10
  %58 = load double, ptr %2, align 8, !tbaa !10
  %59 = fcmp oeq double %57, %58
  %60 = zext i1 %59 to i32
  br label %173

61:                                               ; preds = %50
  %62 = load ptr, ptr %1, align 8, !tbaa !10
  %63 = load ptr, ptr %2, align 8, !tbaa !10
  %64 = icmp eq ptr %62, %63
  %65 = zext i1 %64 to i32
  br label %173

66:                                               ; preds = %50
  %67 = load ptr, ptr %1, align 8, !tbaa !10
  %68 = load ptr, ptr %2, align 8, !tbaa !10
  %69 = icmp eq ptr %67, %68
  %70 = zext i1 %69 to i32
  br label %173

71:                                               ; preds = %50
  %72 = load ptr, ptr %1, align 8, !tbaa !10
  %73 = load ptr, ptr %2, align 8, !tbaa !10
  %74 = icmp eq ptr %72, %73
  %75 = zext i1 %74 to i32
  br label %173

76:                                               ; preds = %50
  %77 = load ptr, ptr %1, align 8, !tbaa !10
  %78 = load ptr, ptr %2, align 8, !tbaa !10
  %79 = tail call i32 @luaS_eqlngstr(ptr noundef %77, ptr noundef %78) #13
  br label %173

80:                                               ; preds = %50
  %81 = load ptr, ptr %1, align 8, !tbaa !10
  %82 = load ptr, ptr %2, align 8, !tbaa !10
  %83 = icmp eq ptr %81, %82
  br i1 %83, label %173, label %84

84:                                               ; preds = %80
  %85 = icmp eq ptr %0, null
  br i1 %85, label %173, label %86

86:                                               ; preds = %84
  %87 = getelementptr inbounds i8, ptr %81, i64 24
  %88 = load ptr, ptr %87, align 8, !tbaa !10
  %89 = icmp eq ptr %88, null
  br i1 %89, label %104, label %90

90:                                               ; preds = %86
  %91 = getelementptr inbounds i8, ptr %88, i64 10
  %92 = load i8, ptr %91, align 2, !tbaa !20
  %93 = and i8 %92, 32
  %94 = icmp eq i8 %93, 0
  br i1 %94, label %95, label %104

95:                                               ; preds = %90
  %96 = getelementptr inbounds i8, ptr %0, i64 24
  %97 = load ptr, ptr %96, align 8, !tbaa !22
  %98 = getelementptr inbounds i8, ptr %97, i64 320
  %99 = load ptr, ptr %98, align 8, !tbaa !27
  %100 = tail call ptr @luaT_gettm(ptr noundef nonnull %88, i32 noundef 5, ptr noundef %99) #13
  %101 = icmp eq ptr %100, null
  br i1 %101, label %102, label %161

102:                                              ; preds = %95
  %103 = load ptr, ptr %2, align 8, !tbaa !10
  br label %104

104:                                              ; preds = %102, %90, %86
  %105 = phi ptr [ %103, %102 ], [ %82, %90 ], [ %82, %86 ]
  %106 = getelementptr inbounds i8, ptr %105, i64 24
  %107 = load ptr, ptr %106, align 8, !tbaa !10
  %108 = icmp eq ptr %107, null
  br i1 %108, label %173, label %109

109:                                              ; preds = %104
  %110 = getelementptr inbounds i8, ptr %107, i64 10
  %111 = load i8, ptr %110, align 2, !tbaa !20
  %112 = and i8 %111, 32
  %113 = icmp eq i8 %112, 0
  br i1 %113, label %153, label %173

114:                                              ; preds = %50
  %115 = load ptr, ptr %1, align 8, !tbaa !10
  %116 = load ptr, ptr %2, align 8, !tbaa !10
  %117 = icmp eq ptr %115, %116
  br i1 %117, label %173, label %118

118:                                              ; preds = %114
  %119 = icmp eq ptr %0, null
  br i1 %119, label %173, label %120

120:                                              ; preds = %118
  %121 = getelementptr inbounds i8, ptr %115, i64 40
  %122 = load ptr, ptr %121, align 8, !tbaa !10
  %123 = icmp eq ptr %122, null
  br i1 %123, label %138, label %124

124:                                              ; preds = %120
  %125 = getelementptr inbounds i8, ptr %122, i64 10
  %126 = load i8, ptr %125, align 2, !tbaa !20
  %127 = and i8 %126, 32
  %128 = icmp eq i8 %127, 0
  br i1 %128, label %129, label %138

129:                                              ; preds = %124
  %130 = getelementptr inbounds i8, ptr %0, i64 24
  %131 = load ptr, ptr %130, align 8, !tbaa !22
  %132 = getelementptr inbounds i8, ptr %131, i64 320
  %133 = load ptr, ptr %132, align 8, !tbaa !27
  %134 = tail call ptr @luaT_gettm(ptr noundef nonnull %122, i32 noundef 5, ptr noundef %133) #13
  %135 = icmp eq ptr %134, null
  br i1 %135, label %136, label %161

136:                                              ; preds = %129
  %137 = load ptr, ptr %2, align 8, !tbaa !10
  br label %138

138:                                              ; preds = %136, %124, %120
  %139 = phi ptr [ %137, %136 ], [ %116, %124 ], [ %116, %120 ]
  %140 = getelementptr inbounds i8, ptr %139, i64 40
  %141 = load ptr, ptr %140, align 8, !tbaa !10
  %142 = icmp eq ptr %141, null
  br i1 %142, label %173, label %143

143:                                              ; preds = %138
  %144 = getelementptr inbounds i8, ptr %141, i64 10
  %145 = load i8, ptr %144, align 2, !tbaa !20
  %146 = and i8 %145, 32
  %147 = icmp eq i8 %146, 0
  br i1 %147, label %153, label %173

148:                                              ; preds = %50
  %149 = load ptr, ptr %1, align 8, !tbaa !10
  %150 = load ptr, ptr %2, align 8, !tbaa !10
  %151 = icmp eq ptr %149, %150
  %152 = zext i1 %151 to i32
  br label %173

153:                                              ; preds = %143, %109
  %154 = phi ptr [ %107, %109 ], [ %141, %143 ]
  %155 = getelementptr inbounds i8, ptr %0, i64 24
  %156 = load ptr, ptr %155, align 8, !tbaa !22
  %157 = getelementptr inbounds i8, ptr %156, i64 320
  %158 = load ptr, ptr %157, align 8, !tbaa !27
  %159 = tail call ptr @luaT_gettm(ptr noundef nonnull %154, i32 noundef 5, ptr noundef %158) #13
  %160 = icmp eq ptr %159, null
  br i1 %160, label %173, label %161

161:                                              ; preds = %95, %129, %153
  %162 = phi ptr [ %159, %153 ], [ %100, %95 ], [ %134, %129 ]
  %163 = getelementptr inbounds i8, ptr %0, i64 16
  %164 = load ptr, ptr %163, align 8, !tbaa !10
  tail call void @luaT_callTMres(ptr noundef nonnull %0, ptr noundef nonnull %162, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef %164) #13
  %165 = load ptr, ptr %163, align 8, !tbaa !10
  %166 = getelementptr inbounds i8, ptr %165, i64 8
  %167 = load i8, ptr %166, align 8, !tbaa !10
  %168 = icmp ne i8 %167, 1
  %169 = and i8 %167, 15
  %170 = icmp ne i8 %169, 0
  %171 = and i1 %168, %170
  %172 = zext i1 %171 to i32
  br label %173

173:                                              ; preds = %143, %138, %109, %104, %34, %32, %38, %20, %19, %24, %46, %153, %118, %114, %84, %80, %50, %50, %50, %13, %161, %148, %76, %71, %66, %61, %56, %51
  %174 = phi i32 [ %152, %148 ], [ %172, %161 ], [ %79, %76 ], [ %75, %71 ], [ %70, %66 ], [ %65, %61 ], [ %60, %56 ], [ %55, %51 ], [ 0, %13 ], [ 1, %50 ], [ 1, %50 ], [ 1, %50 ], [ 1, %80 ], [ 0, %84 ], [ 1, %114 ], [ 0, %118 ], [ 0, %153 ], [ %49, %46 ], [ 0, %24 ], [ 0, %19 ], [ 0, %20 ], [ 0, %38 ], [ 0, %32 ], [ 0, %34 ], [ 0, %104 ], [ 0, %109 ], [ 0, %138 ], [ 0, %143 ]
  ret i32 %174
}

declare hidden i32 @luaS_eqlngstr(ptr noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define hidden void @luaV_concat(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = alloca [40 x i8], align 1
  %4 = icmp eq i32 %1, 1
  br i1 %4, label %171, label %5

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !10
  br label %8

8:                                                ; preds = %5, %162
  %9 = phi ptr [ %169, %162 ], [ %7, %5 ]
  %10 = phi i32 [ %165, %162 ], [ %1, %5 ]
  %11 = getelementptr inbounds i8, ptr %9, i64 -32
  %12 = getelementptr inbounds i8, ptr %9, i64 -24
  %13 = load i8, ptr %12, align 8, !tbaa !10
  %14 = and i8 %13, 15
  %15 = add nsw i8 %14, -3
  %16 = icmp ult i8 %15, 2
  br i1 %16, label %17, label %24

17:                                               ; preds = %8
  %18 = getelementptr inbounds i8, ptr %9, i64 -16
  %19 = getelementptr inbounds i8, ptr %9, i64 -8
  %20 = load i8, ptr %19, align 8, !tbaa !10
  %21 = and i8 %20, 15
  switch i8 %21, label %24 [
    i8 4, label %25
    i8 3, label %22
  ]

22:                                               ; preds = %17
  call void @luaO_tostring(ptr noundef nonnull %0, ptr noundef nonnull %18) #13
  %23 = load i8, ptr %19, align 8, !tbaa !10
  br label %25

24:                                               ; preds = %8, %17
  call void @luaT_tryconcatTM(ptr noundef nonnull %0) #13
  br label %162

25:                                               ; preds = %17, %22
  %26 = phi i8 [ %20, %17 ], [ %23, %22 ]
  %27 = icmp eq i8 %26, 68
  br i1 %27, label %30, label %28

28:                                               ; preds = %25
  %29 = load i8, ptr %12, align 8, !tbaa !10
  br label %40

30:                                               ; preds = %25
  %31 = load ptr, ptr %18, align 8, !tbaa !10
  %32 = getelementptr inbounds i8, ptr %31, i64 11
  %33 = load i8, ptr %32, align 1, !tbaa !10
  %34 = icmp eq i8 %33, 0
  %35 = load i8, ptr %12, align 8, !tbaa !10
  br i1 %34, label %36, label %40

36:                                               ; preds = %30
  %37 = and i8 %35, 15
  %38 = icmp eq i8 %37, 3
  br i1 %38, label %39, label %162

39:                                               ; preds = %36
  call void @luaO_tostring(ptr noundef nonnull %0, ptr noundef nonnull %11) #13
  br label %162

40:                                               ; preds = %28, %30
  %41 = phi i8 [ %29, %28 ], [ %35, %30 ]
  %42 = icmp eq i8 %41, 68
  br i1 %42, label %43, label %50

43:                                               ; preds = %40
  %44 = load ptr, ptr %11, align 8, !tbaa !10
  %45 = getelementptr inbounds i8, ptr %44, i64 11
  %46 = load i8, ptr %45, align 1, !tbaa !10
  %47 = icmp eq i8 %46, 0
  br i1 %47, label %48, label %50

48:                                               ; preds = %43
  %49 = load i64, ptr %18, align 8, !tbaa !10
  store i64 %49, ptr %11, align 8, !tbaa !10
  store i8 %26, ptr %12, align 8, !tbaa !6
  br label %162

50:                                               ; preds = %43, %40
  %51 = load ptr, ptr %18, align 8, !tbaa !10
  %52 = getelementptr inbounds i8, ptr %51, i64 11
  %53 = load i8, ptr %52, align 1, !tbaa !10
  %54 = icmp eq i8 %53, -1
  br i1 %54, label %57, label %55

55:                                               ; preds = %50
  %56 = zext i8 %53 to i64
  br label %60

57:                                               ; preds = %50
  %58 = getelementptr inbounds i8, ptr %51, i64 16
  %59 = load i64, ptr %58, align 8, !tbaa !10
  br label %60

60:                                               ; preds = %57, %55
  %61 = phi i64 [ %56, %55 ], [ %59, %57 ]
  %62 = icmp sgt i32 %10, 1
  br i1 %62, label %63, label %99

63:                                               ; preds = %60
  %64 = zext nneg i32 %10 to i64
  br label %65

65:                                               ; preds = %63, %93
  %66 = phi i64 [ 1, %63 ], [ %95, %93 ]
  %67 = phi i64 [ %61, %63 ], [ %94, %93 ]
  %68 = sub nsw i64 0, %66
  %69 = getelementptr inbounds %union.StackValue, ptr %9, i64 %68
  %70 = getelementptr inbounds i8, ptr %69, i64 -16
  %71 = getelementptr inbounds i8, ptr %69, i64 -8
  %72 = load i8, ptr %71, align 8, !tbaa !10
  %73 = and i8 %72, 15
  switch i8 %73, label %97 [
    i8 4, label %75
    i8 3, label %74
  ]

74:                                               ; preds = %65
  call void @luaO_tostring(ptr noundef %0, ptr noundef nonnull %70) #13
  br label %75

75:                                               ; preds = %65, %74
  %76 = load ptr, ptr %70, align 8, !tbaa !10
  %77 = getelementptr inbounds i8, ptr %76, i64 11
  %78 = load i8, ptr %77, align 1, !tbaa !10
  %79 = icmp eq i8 %78, -1
  br i1 %79, label %82, label %80

80:                                               ; preds = %75
  %81 = zext i8 %78 to i64
  br label %85

82:                                               ; preds = %75
  %83 = getelementptr inbounds i8, ptr %76, i64 16
  %84 = load i64, ptr %83, align 8, !tbaa !10
  br label %85

85:                                               ; preds = %82, %80
  %86 = phi i64 [ %81, %80 ], [ %84, %82 ]
  %87 = sub i64 9223372036854775775, %67
  %88 = icmp ult i64 %86, %87
  br i1 %88, label %93, label %89, !prof !34

89:                                               ; preds = %85
  %90 = zext nneg i32 %10 to i64
  %91 = sub nsw i64 0, %90
  %92 = getelementptr inbounds %union.StackValue, ptr %9, i64 %91
  store ptr %92, ptr %6, align 8, !tbaa !10
  call void (ptr, ptr, ...) @luaG_runerror(ptr noundef %0, ptr noundef nonnull @.str.3) #14
  unreachable

93:                                               ; preds = %85
  %94 = add i64 %86, %67
  %95 = add nuw nsw i64 %66, 1
  %96 = icmp eq i64 %95, %64
  br i1 %96, label %99, label %65, !llvm.loop !35

97:                                               ; preds = %65
  %98 = trunc nuw nsw i64 %66 to i32
  br label %99

99:                                               ; preds = %93, %97, %60
  %100 = phi i64 [ %61, %60 ], [ %67, %97 ], [ %94, %93 ]
  %101 = phi i32 [ 1, %60 ], [ %98, %97 ], [ %10, %93 ]
  %102 = icmp ult i64 %100, 41
  br i1 %102, label %103, label %128

103:                                              ; preds = %99
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #13
  %104 = zext nneg i32 %101 to i64
  br label %105

105:                                              ; preds = %119, %103
  %106 = phi i64 [ %124, %119 ], [ %104, %103 ]
  %107 = phi i64 [ %123, %119 ], [ 0, %103 ]
  %108 = sub nsw i64 0, %106
  %109 = getelementptr inbounds %union.StackValue, ptr %9, i64 %108
  %110 = load ptr, ptr %109, align 8, !tbaa !10
  %111 = getelementptr inbounds i8, ptr %110, i64 11
  %112 = load i8, ptr %111, align 1, !tbaa !11
  %113 = icmp eq i8 %112, -1
  br i1 %113, label %116, label %114

114:                                              ; preds = %105
  %115 = zext i8 %112 to i64
  br label %119

116:                                              ; preds = %105
  %117 = getelementptr inbounds i8, ptr %110, i64 16
  %118 = load i64, ptr %117, align 8, !tbaa !10
  br label %119

119:                                              ; preds = %116, %114
  %120 = phi i64 [ %115, %114 ], [ %118, %116 ]
  %121 = getelementptr inbounds i8, ptr %3, i64 %107
  %122 = getelementptr inbounds i8, ptr %110, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %121, ptr nonnull align 8 %122, i64 %120, i1 false)
  %123 = add i64 %120, %107
  %124 = add nsw i64 %106, -1
  %125 = icmp sgt i64 %106, 1
  br i1 %125, label %105, label %126, !llvm.loop !36

126:                                              ; preds = %119
  %127 = call ptr @luaS_newlstr(ptr noundef %0, ptr noundef nonnull %3, i64 noundef %100) #13
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #13
  br label %153

128:                                              ; preds = %99
  %129 = call ptr @luaS_createlngstrobj(ptr noundef %0, i64 noundef %100) #13
  %130 = getelementptr inbounds i8, ptr %129, i64 24
  %131 = zext nneg i32 %101 to i64
  br label %132

132:                                              ; preds = %146, %128
  %133 = phi i64 [ %151, %146 ], [ %131, %128 ]
  %134 = phi i64 [ %150, %146 ], [ 0, %128 ]
  %135 = sub nsw i64 0, %133
  %136 = getelementptr inbounds %union.StackValue, ptr %9, i64 %135
  %137 = load ptr, ptr %136, align 8, !tbaa !10
  %138 = getelementptr inbounds i8, ptr %137, i64 11
  %139 = load i8, ptr %138, align 1, !tbaa !11
  %140 = icmp eq i8 %139, -1
  br i1 %140, label %143, label %141

141:                                              ; preds = %132
  %142 = zext i8 %139 to i64
  br label %146

143:                                              ; preds = %132
  %144 = getelementptr inbounds i8, ptr %137, i64 16
  %145 = load i64, ptr %144, align 8, !tbaa !10
  br label %146

146:                                              ; preds = %143, %141
  %147 = phi i64 [ %142, %141 ], [ %145, %143 ]
  %148 = getelementptr inbounds i8, ptr %130, i64 %134
  %149 = getelementptr inbounds i8, ptr %137, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %148, ptr nonnull align 8 %149, i64 %147, i1 false)
  %150 = add i64 %147, %134
  %151 = add nsw i64 %133, -1
  %152 = icmp sgt i64 %133, 1
  br i1 %152, label %132, label %153, !llvm.loop !36

153:                                              ; preds = %146, %126
  %154 = phi i64 [ %104, %126 ], [ %131, %146 ]
  %155 = phi ptr [ %127, %126 ], [ %129, %146 ]
  %156 = sub nsw i64 0, %154
  %157 = getelementptr inbounds %union.StackValue, ptr %9, i64 %156
  store ptr %155, ptr %157, align 8, !tbaa !10
  %158 = getelementptr inbounds i8, ptr %155, i64 8
  %159 = load i8, ptr %158, align 8, !tbaa !37
  %160 = or i8 %159, 64
  %161 = getelementptr inbounds i8, ptr %157, i64 8
  store i8 %160, ptr %161, align 8, !tbaa !6
  br label %162

162:                                              ; preds = %36, %39, %153, %48, %24
  %163 = phi i32 [ 2, %48 ], [ %101, %153 ], [ 2, %24 ], [ 2, %36 ], [ 2, %39 ]
  %164 = add nsw i32 %163, -1
  %165 = sub nsw i32 %10, %164
  %166 = load ptr, ptr %6, align 8, !tbaa !10
  %167 = sext i32 %164 to i64
  %168 = sub nsw i64 0, %167
  %169 = getelementptr inbounds %union.StackValue, ptr %166, i64 %168
  store ptr %169, ptr %6, align 8, !tbaa !10
  %170 = icmp sgt i32 %165, 1
  br i1 %170, label %8, label %171, !llvm.loop !38

171:                                              ; preds = %162, %2
  ret void
}

declare hidden void @luaO_tostring(ptr noundef, ptr noundef) local_unnamed_addr #5

declare hidden void @luaT_tryconcatTM(ptr noundef) local_unnamed_addr #5

declare hidden ptr @luaS_newlstr(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #5

declare hidden ptr @luaS_createlngstrobj(ptr noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define hidden void @luaV_objlen(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = load i8, ptr %4, align 8, !tbaa !6
  %6 = and i8 %5, 63
  switch i8 %6, label %38 [
    i8 5, label %7
    i8 4, label %27
    i8 20, label %33
  ]

7:                                                ; preds = %3
  %8 = load ptr, ptr %2, align 8, !tbaa !10
  %9 = getelementptr inbounds i8, ptr %8, i64 40
  %10 = load ptr, ptr %9, align 8, !tbaa !30
  %11 = icmp eq ptr %10, null
  br i1 %11, label %24, label %12

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %10, i64 10
  %14 = load i8, ptr %13, align 2, !tbaa !20
  %15 = and i8 %14, 16
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %17, label %24

17:                                               ; preds = %12
  %18 = getelementptr inbounds i8, ptr %0, i64 24
  %19 = load ptr, ptr %18, align 8, !tbaa !22
  %20 = getelementptr inbounds i8, ptr %19, i64 312
  %21 = load ptr, ptr %20, align 8, !tbaa !27
  %22 = tail call ptr @luaT_gettm(ptr noundef nonnull %10, i32 noundef 4, ptr noundef %21) #13
  %23 = icmp eq ptr %22, null
  br i1 %23, label %24, label %45

24:                                               ; preds = %12, %7, %17
  %25 = tail call i64 @luaH_getn(ptr noundef nonnull %8) #13
  store i64 %25, ptr %1, align 8, !tbaa !10
  %26 = getelementptr inbounds i8, ptr %1, i64 8
  store i8 3, ptr %26, align 8, !tbaa !6
  br label %47

27:                                               ; preds = %3
  %28 = load ptr, ptr %2, align 8, !tbaa !10
  %29 = getelementptr inbounds i8, ptr %28, i64 11
  %30 = load i8, ptr %29, align 1, !tbaa !10
  %31 = zext i8 %30 to i64
  store i64 %31, ptr %1, align 8, !tbaa !10
  %32 = getelementptr inbounds i8, ptr %1, i64 8
  store i8 3, ptr %32, align 8, !tbaa !6
  br label %47

33:                                               ; preds = %3
  %34 = load ptr, ptr %2, align 8, !tbaa !10
  %35 = getelementptr inbounds i8, ptr %34, i64 16
  %36 = load i64, ptr %35, align 8, !tbaa !10
  store i64 %36, ptr %1, align 8, !tbaa !10
  %37 = getelementptr inbounds i8, ptr %1, i64 8
  store i8 3, ptr %37, align 8, !tbaa !6
  br label %47

38:                                               ; preds = %3
  %39 = tail call ptr @luaT_gettmbyobj(ptr noundef %0, ptr noundef nonnull %2, i32 noundef 4) #13
  %40 = getelementptr inbounds i8, ptr %39, i64 8
  %41 = load i8, ptr %40, align 8, !tbaa !6
  %42 = and i8 %41, 15
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %44, label %45, !prof !19

44:                                               ; preds = %38
  tail call void @luaG_typeerror(ptr noundef %0, ptr noundef nonnull %2, ptr noundef nonnull @.str.4) #14
  unreachable

45:                                               ; preds = %17, %38
  %46 = phi ptr [ %39, %38 ], [ %22, %17 ]
  tail call void @luaT_callTMres(ptr noundef %0, ptr noundef nonnull %46, ptr noundef nonnull %2, ptr noundef nonnull %2, ptr noundef %1) #13
  br label %47

47:                                               ; preds = %24, %45, %33, %27
  ret void
}

declare hidden i64 @luaH_getn(ptr noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define hidden i64 @luaV_idiv(ptr noundef %0, i64 noundef %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = add i64 %2, 1
  %5 = icmp ult i64 %4, 2
  br i1 %5, label %6, label %11, !prof !19

6:                                                ; preds = %3
  %7 = icmp eq i64 %2, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %6
  tail call void (ptr, ptr, ...) @luaG_runerror(ptr noundef %0, ptr noundef nonnull @.str.5) #14
  unreachable

9:                                                ; preds = %6
  %10 = sub i64 0, %1
  br label %21

11:                                               ; preds = %3
  %12 = sdiv i64 %1, %2
  %13 = xor i64 %2, %1
  %14 = icmp slt i64 %13, 0
  br i1 %14, label %15, label %21

15:                                               ; preds = %11
  %16 = mul i64 %12, %2
  %17 = sub i64 %1, %16
  %18 = icmp ne i64 %17, 0
  %19 = sext i1 %18 to i64
  %20 = add nsw i64 %12, %19
  br label %21

21:                                               ; preds = %15, %11, %9
  %22 = phi i64 [ %10, %9 ], [ %12, %11 ], [ %20, %15 ]
  ret i64 %22
}

; Function Attrs: nounwind uwtable
define hidden i64 @luaV_mod(ptr noundef %0, i64 noundef %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = add i64 %2, 1
  %5 = icmp ult i64 %4, 2
  br i1 %5, label %6, label %9, !prof !19

6:                                                ; preds = %3
  %7 = icmp eq i64 %2, 0
  br i1 %7, label %8, label %17

8:                                                ; preds = %6
  tail call void (ptr, ptr, ...) @luaG_runerror(ptr noundef %0, ptr noundef nonnull @.str.6) #14
  unreachable

9:                                                ; preds = %3
  %10 = srem i64 %1, %2
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %17, label %12

12:                                               ; preds = %9
  %13 = xor i64 %10, %2
  %14 = icmp slt i64 %13, 0
  %15 = select i1 %14, i64 %2, i64 0
  %16 = add nsw i64 %15, %10
  br label %17

17:                                               ; preds = %12, %9, %6
  %18 = phi i64 [ 0, %6 ], [ 0, %9 ], [ %16, %12 ]
  ret i64 %18
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define hidden double @luaV_modf(ptr nocapture noundef readnone %0, double noundef %1, double noundef %2) local_unnamed_addr #8 {
  %4 = tail call double @fmod(double noundef %1, double noundef %2) #13
  %5 = fcmp ogt double %4, 0.000000e+00
  br i1 %5, label %6, label %8

6:                                                ; preds = %3
  %7 = fcmp olt double %2, 0.000000e+00
  br i1 %7, label %12, label %14

8:                                                ; preds = %3
  %9 = fcmp olt double %4, 0.000000e+00
  %10 = fcmp ogt double %2, 0.000000e+00
  %11 = and i1 %10, %9
  br i1 %11, label %12, label %14

12:                                               ; preds = %8, %6
  %13 = fadd double %4, %2
  br label %14

14:                                               ; preds = %12, %8, %6
  %15 = phi double [ %13, %12 ], [ %4, %6 ], [ %4, %8 ]
  ret double %15
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @fmod(double noundef, double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define hidden i64 @luaV_shiftl(i64 noundef %0, i64 noundef %1) local_unnamed_addr #10 {
  %3 = icmp slt i64 %1, 0
  br i1 %3, label %4, label %9

4:                                                ; preds = %2
  %5 = icmp ult i64 %1, -63
  br i1 %5, label %13, label %6

6:                                                ; preds = %4
  %7 = sub nsw i64 0, %1
  %8 = lshr i64 %0, %7
  br label %13

9:                                                ; preds = %2
  %10 = icmp ugt i64 %1, 63
  %11 = shl i64 %0, %1
  %12 = select i1 %10, i64 0, i64 %11
  br label %13

13:                                               ; preds = %9, %4, %6
  %14 = phi i64 [ %8, %6 ], [ 0, %4 ], [ %12, %9 ]
  ret i64 %14
}

; Function Attrs: nounwind uwtable
define hidden void @luaV_finishOp(ptr noundef %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 32
  %3 = load ptr, ptr %2, align 8, !tbaa !39
  %4 = load ptr, ptr %3, align 8, !tbaa !10
  %5 = getelementptr inbounds i8, ptr %4, i64 16
  %6 = getelementptr inbounds i8, ptr %3, i64 32
  %7 = load ptr, ptr %6, align 8, !tbaa !10
  %8 = getelementptr inbounds i8, ptr %7, i64 -4
  %9 = load i32, ptr %8, align 4, !tbaa !40
  %10 = and i32 %9, 127
  switch i32 %10, label %94 [
    i32 46, label %11
    i32 47, label %11
    i32 48, label %11
    i32 49, label %25
    i32 50, label %25
    i32 52, label %25
    i32 11, label %25
    i32 12, label %25
    i32 13, label %25
    i32 14, label %25
    i32 20, label %25
    i32 58, label %37
    i32 59, label %37
    i32 62, label %37
    i32 63, label %37
    i32 64, label %37
    i32 65, label %37
    i32 57, label %37
    i32 53, label %62
    i32 54, label %81
    i32 70, label %82
  ]

11:                                               ; preds = %1, %1, %1
  %12 = getelementptr inbounds i8, ptr %7, i64 -8
  %13 = load i32, ptr %12, align 4, !tbaa !40
  %14 = lshr i32 %13, 7
  %15 = and i32 %14, 255
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds %union.StackValue, ptr %5, i64 %16
  %18 = getelementptr inbounds i8, ptr %0, i64 16
  %19 = load ptr, ptr %18, align 8, !tbaa !10
  %20 = getelementptr inbounds i8, ptr %19, i64 -16
  store ptr %20, ptr %18, align 8, !tbaa !10
  %21 = load i64, ptr %20, align 8, !tbaa !10
  store i64 %21, ptr %17, align 8, !tbaa !10
  %22 = getelementptr inbounds i8, ptr %19, i64 -8
  %23 = load i8, ptr %22, align 8, !tbaa !6
  %24 = getelementptr inbounds i8, ptr %17, i64 8
  store i8 %23, ptr %24, align 8, !tbaa !6
  br label %94

25:                                               ; preds = %1, %1, %1, %1, %1, %1, %1, %1
  %26 = lshr i32 %9, 7
  %27 = and i32 %26, 255
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds %union.StackValue, ptr %5, i64 %28
  %30 = getelementptr inbounds i8, ptr %0, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !10
  %32 = getelementptr inbounds i8, ptr %31, i64 -16
  store ptr %32, ptr %30, align 8, !tbaa !10
  %33 = load i64, ptr %32, align 8, !tbaa !10
  store i64 %33, ptr %29, align 8, !tbaa !10
  %34 = getelementptr inbounds i8, ptr %31, i64 -8
  %35 = load i8, ptr %34, align 8, !tbaa !6
  %36 = getelementptr inbounds i8, ptr %29, i64 8
  store i8 %35, ptr %36, align 8, !tbaa !6
  br label %94

37:                                               ; preds = %1, %1, %1, %1, %1, %1, %1
  %38 = getelementptr inbounds i8, ptr %0, i64 16
  %39 = load ptr, ptr %38, align 8, !tbaa !10
  %40 = getelementptr inbounds i8, ptr %39, i64 -8
  %41 = load i8, ptr %40, align 8, !tbaa !10
  %42 = icmp eq i8 %41, 1
  %43 = and i8 %41, 15
  %44 = icmp eq i8 %43, 0
  %45 = or i1 %42, %44
  %46 = xor i1 %45, true
  %47 = getelementptr inbounds i8, ptr %39, i64 -16
  store ptr %47, ptr %38, align 8, !tbaa !10
  %48 = getelementptr inbounds i8, ptr %3, i64 62
  %49 = load i16, ptr %48, align 2, !tbaa !41
  %50 = and i16 %49, 8192
  %51 = icmp eq i16 %50, 0
  br i1 %51, label %54, label %52

52:                                               ; preds = %37
  %53 = and i16 %49, -8193
  store i16 %53, ptr %48, align 2, !tbaa !41
  br label %54

54:                                               ; preds = %52, %37
  %55 = phi i1 [ %45, %52 ], [ %46, %37 ]
  %56 = and i32 %9, 32768
  %57 = icmp eq i32 %56, 0
  %58 = xor i1 %57, %55
  br i1 %58, label %94, label %59

59:                                               ; preds = %54
  %60 = load ptr, ptr %6, align 8, !tbaa !10
  %61 = getelementptr inbounds i8, ptr %60, i64 4
  store ptr %61, ptr %6, align 8, !tbaa !10
  br label %94

62:                                               ; preds = %1
  %63 = getelementptr inbounds i8, ptr %0, i64 16
  %64 = load ptr, ptr %63, align 8, !tbaa !10
  %65 = getelementptr inbounds i8, ptr %64, i64 -16
  %66 = lshr i32 %9, 7
  %67 = and i32 %66, 255
  %68 = getelementptr inbounds i8, ptr %64, i64 -32
  %69 = zext nneg i32 %67 to i64
  %70 = getelementptr inbounds %union.StackValue, ptr %5, i64 %69
  %71 = ptrtoint ptr %68 to i64
  %72 = ptrtoint ptr %70 to i64
  %73 = sub i64 %71, %72
  %74 = lshr exact i64 %73, 4
  %75 = trunc i64 %74 to i32
  %76 = getelementptr inbounds i8, ptr %64, i64 -48
  %77 = load i64, ptr %65, align 8, !tbaa !10
  store i64 %77, ptr %76, align 8, !tbaa !10
  %78 = getelementptr inbounds i8, ptr %64, i64 -8
  %79 = load i8, ptr %78, align 8, !tbaa !6
  %80 = getelementptr inbounds i8, ptr %64, i64 -40
  store i8 %79, ptr %80, align 8, !tbaa !6
  store ptr %68, ptr %63, align 8, !tbaa !10
  tail call void @luaV_concat(ptr noundef nonnull %0, i32 noundef %75)
  br label %94

81:                                               ; preds = %1
  store ptr %8, ptr %6, align 8, !tbaa !10
  br label %94

82:                                               ; preds = %1
  %83 = lshr i32 %9, 7
  %84 = and i32 %83, 255
  %85 = zext nneg i32 %84 to i64
  %86 = getelementptr inbounds %union.StackValue, ptr %5, i64 %85
  %87 = getelementptr inbounds i8, ptr %3, i64 56
  %88 = load i32, ptr %87, align 8, !tbaa !10
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds %union.StackValue, ptr %86, i64 %89
  %91 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %90, ptr %91, align 8, !tbaa !10
  %92 = load ptr, ptr %6, align 8, !tbaa !10
  %93 = getelementptr inbounds i8, ptr %92, i64 -4
  store ptr %93, ptr %6, align 8, !tbaa !10
  br label %94

94:                                               ; preds = %54, %59, %1, %82, %81, %62, %25, %11
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @luaV_execute(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca %struct.TValue, align 8
  %4 = alloca %struct.TValue, align 8
  %5 = alloca %struct.TValue, align 8
  %6 = alloca %struct.TValue, align 8
  %7 = alloca %struct.TValue, align 8
  %8 = alloca %struct.TValue, align 8
  %9 = alloca %struct.TValue, align 8
  %10 = getelementptr inbounds i8, ptr %0, i64 192
  %11 = getelementptr inbounds i8, ptr %0, i64 180
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = getelementptr inbounds i8, ptr %0, i64 24
  %14 = getelementptr inbounds i8, ptr %5, i64 8
  %15 = getelementptr inbounds i8, ptr %4, i64 8
  %16 = getelementptr inbounds i8, ptr %3, i64 8
  %17 = getelementptr inbounds i8, ptr %7, i64 8
  %18 = getelementptr inbounds i8, ptr %6, i64 8
  %19 = getelementptr inbounds i8, ptr %9, i64 8
  %20 = getelementptr inbounds i8, ptr %8, i64 8
  %21 = getelementptr inbounds i8, ptr %0, i64 32
  br label %24

22:                                               ; preds = %3286, %3241
  %23 = phi ptr [ %3242, %3241 ], [ %29, %3286 ]
  br label %24

24:                                               ; preds = %22, %2
  %25 = phi ptr [ %1, %2 ], [ %23, %22 ]
  %26 = load volatile i32, ptr %10, align 8, !tbaa !42
  br label %27

27:                                               ; preds = %3423, %24
  %28 = phi i32 [ %26, %24 ], [ %3407, %3423 ]
  %29 = phi ptr [ %25, %24 ], [ %3425, %3423 ]
  %30 = load ptr, ptr %29, align 8, !tbaa !10
  %31 = load ptr, ptr %30, align 8, !tbaa !10
  %32 = getelementptr inbounds i8, ptr %31, i64 24
  %33 = load ptr, ptr %32, align 8, !tbaa !43
  %34 = getelementptr inbounds i8, ptr %33, i64 56
  %35 = load ptr, ptr %34, align 8, !tbaa !45
  %36 = getelementptr inbounds i8, ptr %29, i64 32
  %37 = load ptr, ptr %36, align 8, !tbaa !10
  %38 = icmp eq i32 %28, 0
  br i1 %38, label %44, label %39, !prof !34

39:                                               ; preds = %27
  %40 = call i32 @luaG_tracecall(ptr noundef nonnull %0) #13
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %44, label %42, !prof !47

42:                                               ; preds = %39
  %43 = call i32 @luaG_traceexec(ptr noundef nonnull %0, ptr noundef %37) #13
  br label %44

44:                                               ; preds = %27, %42, %39
  %45 = phi i32 [ %43, %42 ], [ 0, %39 ], [ 0, %27 ]
  %46 = load ptr, ptr %29, align 8, !tbaa !10
  %47 = getelementptr inbounds i8, ptr %46, i64 16
  %48 = getelementptr inbounds i8, ptr %37, i64 4
  %49 = getelementptr inbounds i8, ptr %29, i64 40
  %50 = getelementptr inbounds i8, ptr %29, i64 8
  %51 = getelementptr inbounds i8, ptr %31, i64 32
  br label %3413

52:                                               ; preds = %3413
  %53 = lshr i32 %3418, 7
  %54 = and i32 %53, 255
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %55
  %57 = lshr i32 %3418, 16
  %58 = and i32 %57, 255
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %59
  %61 = load i64, ptr %60, align 8, !tbaa !10
  store i64 %61, ptr %56, align 8, !tbaa !10
  %62 = getelementptr inbounds i8, ptr %60, i64 8
  %63 = load i8, ptr %62, align 8, !tbaa !6
  %64 = getelementptr inbounds i8, ptr %56, i64 8
  store i8 %63, ptr %64, align 8, !tbaa !6
  %65 = icmp eq i32 %3415, 0
  br i1 %65, label %70, label %66, !prof !34

66:                                               ; preds = %52
  %67 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3416) #13
  %68 = load ptr, ptr %29, align 8, !tbaa !10
  %69 = getelementptr inbounds i8, ptr %68, i64 16
  br label %70

70:                                               ; preds = %66, %52
  %71 = phi i32 [ %67, %66 ], [ 0, %52 ]
  %72 = phi ptr [ %69, %66 ], [ %3417, %52 ]
  %73 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %74

74:                                               ; preds = %70, %93, %111, %132, %155, %169, %184, %198, %247, %272, %312, %357, %428, %481, %523, %587, %677, %749, %810, %856, %905, %942, %998, %1054, %1110, %1191, %1241, %1285, %1363, %1406, %1449, %1492, %1545, %1598, %1654, %1710, %1766, %1847, %1897, %1941, %2019, %2077, %2135, %2193, %2262, %2331, %2358, %2387, %2416, %2449, %2490, %2514, %2534, %2561, %2578, %2593, %2608, %2644, %2752, %2860, %2894, %2941, %2993, %3045, %3097, %3149, %3183, %3224, %3251, %3473, %3753, %3817, %3898, %3972, %3990, %4002, %4013
  %75 = phi ptr [ %3416, %70 ], [ %3416, %93 ], [ %3416, %111 ], [ %3416, %132 ], [ %145, %155 ], [ %3416, %169 ], [ %178, %184 ], [ %3416, %198 ], [ %3416, %247 ], [ %3416, %272 ], [ %3416, %312 ], [ %3416, %357 ], [ %3416, %428 ], [ %3416, %481 ], [ %3416, %523 ], [ %3416, %587 ], [ %3416, %677 ], [ %3416, %749 ], [ %3416, %810 ], [ %835, %856 ], [ %3416, %905 ], [ %936, %942 ], [ %992, %998 ], [ %1048, %1054 ], [ %1104, %1110 ], [ %1185, %1191 ], [ %1235, %1241 ], [ %1279, %1285 ], [ %1357, %1363 ], [ %1400, %1406 ], [ %1443, %1449 ], [ %1486, %1492 ], [ %1539, %1545 ], [ %1592, %1598 ], [ %1648, %1654 ], [ %1704, %1710 ], [ %1760, %1766 ], [ %1841, %1847 ], [ %1891, %1897 ], [ %1935, %1941 ], [ %2013, %2019 ], [ %2071, %2077 ], [ %2129, %2135 ], [ %2187, %2193 ], [ %2256, %2262 ], [ %2325, %2331 ], [ %3416, %2358 ], [ %3416, %2387 ], [ %3416, %2416 ], [ %3416, %2449 ], [ %3416, %2490 ], [ %3416, %2514 ], [ %3416, %2534 ], [ %3416, %2561 ], [ %3416, %2578 ], [ %3416, %2593 ], [ %2601, %2608 ], [ %2638, %2644 ], [ %2746, %2752 ], [ %2854, %2860 ], [ %2888, %2894 ], [ %2935, %2941 ], [ %2987, %2993 ], [ %3039, %3045 ], [ %3091, %3097 ], [ %3143, %3149 ], [ %3177, %3183 ], [ %3218, %3224 ], [ %3416, %3251 ], [ %3466, %3473 ], [ %3747, %3753 ], [ %3811, %3817 ], [ %3854, %3898 ], [ %3416, %3972 ], [ %3416, %3990 ], [ %3416, %4002 ], [ %3416, %4013 ]
  %76 = phi i32 [ %71, %70 ], [ %94, %93 ], [ %112, %111 ], [ %133, %132 ], [ %156, %155 ], [ %170, %169 ], [ %185, %184 ], [ %199, %198 ], [ %248, %247 ], [ %273, %272 ], [ %313, %312 ], [ %358, %357 ], [ %429, %428 ], [ %482, %481 ], [ %524, %523 ], [ %588, %587 ], [ %678, %677 ], [ %750, %749 ], [ %811, %810 ], [ %857, %856 ], [ %906, %905 ], [ %943, %942 ], [ %999, %998 ], [ %1055, %1054 ], [ %1111, %1110 ], [ %1192, %1191 ], [ %1242, %1241 ], [ %1286, %1285 ], [ %1364, %1363 ], [ %1407, %1406 ], [ %1450, %1449 ], [ %1493, %1492 ], [ %1546, %1545 ], [ %1599, %1598 ], [ %1655, %1654 ], [ %1711, %1710 ], [ %1767, %1766 ], [ %1848, %1847 ], [ %1898, %1897 ], [ %1942, %1941 ], [ %2020, %2019 ], [ %2078, %2077 ], [ %2136, %2135 ], [ %2194, %2193 ], [ %2263, %2262 ], [ %2332, %2331 ], [ %2359, %2358 ], [ %2388, %2387 ], [ %2417, %2416 ], [ %2450, %2449 ], [ %2491, %2490 ], [ %2515, %2514 ], [ %2535, %2534 ], [ %2562, %2561 ], [ %2579, %2578 ], [ %2594, %2593 ], [ %2609, %2608 ], [ %2645, %2644 ], [ %2753, %2752 ], [ %2861, %2860 ], [ %2895, %2894 ], [ %2942, %2941 ], [ %2994, %2993 ], [ %3046, %3045 ], [ %3098, %3097 ], [ %3150, %3149 ], [ %3184, %3183 ], [ %3225, %3224 ], [ %3252, %3251 ], [ %3474, %3473 ], [ %3754, %3753 ], [ %3818, %3817 ], [ %3899, %3898 ], [ %3973, %3972 ], [ %3991, %3990 ], [ %4003, %4002 ], [ %4014, %4013 ]
  %77 = phi ptr [ %73, %70 ], [ %96, %93 ], [ %114, %111 ], [ %135, %132 ], [ %158, %155 ], [ %172, %169 ], [ %187, %184 ], [ %201, %198 ], [ %250, %247 ], [ %275, %272 ], [ %315, %312 ], [ %360, %357 ], [ %431, %428 ], [ %484, %481 ], [ %526, %523 ], [ %590, %587 ], [ %680, %677 ], [ %752, %749 ], [ %813, %810 ], [ %859, %856 ], [ %908, %905 ], [ %945, %942 ], [ %1001, %998 ], [ %1057, %1054 ], [ %1113, %1110 ], [ %1194, %1191 ], [ %1244, %1241 ], [ %1288, %1285 ], [ %1366, %1363 ], [ %1409, %1406 ], [ %1452, %1449 ], [ %1495, %1492 ], [ %1548, %1545 ], [ %1601, %1598 ], [ %1657, %1654 ], [ %1713, %1710 ], [ %1769, %1766 ], [ %1850, %1847 ], [ %1900, %1897 ], [ %1944, %1941 ], [ %2022, %2019 ], [ %2080, %2077 ], [ %2138, %2135 ], [ %2196, %2193 ], [ %2265, %2262 ], [ %2334, %2331 ], [ %2361, %2358 ], [ %2390, %2387 ], [ %2419, %2416 ], [ %2452, %2449 ], [ %2493, %2490 ], [ %2517, %2514 ], [ %2537, %2534 ], [ %2564, %2561 ], [ %2581, %2578 ], [ %2596, %2593 ], [ %2611, %2608 ], [ %2647, %2644 ], [ %2755, %2752 ], [ %2863, %2860 ], [ %2897, %2894 ], [ %2944, %2941 ], [ %2996, %2993 ], [ %3048, %3045 ], [ %3100, %3097 ], [ %3152, %3149 ], [ %3186, %3183 ], [ %3227, %3224 ], [ %3254, %3251 ], [ %3476, %3473 ], [ %3756, %3753 ], [ %3820, %3817 ], [ %3901, %3898 ], [ %3975, %3972 ], [ %3993, %3990 ], [ %4006, %4002 ], [ %4016, %4013 ]
  %78 = phi ptr [ %72, %70 ], [ %95, %93 ], [ %113, %111 ], [ %134, %132 ], [ %157, %155 ], [ %171, %169 ], [ %186, %184 ], [ %200, %198 ], [ %249, %247 ], [ %274, %272 ], [ %314, %312 ], [ %359, %357 ], [ %430, %428 ], [ %483, %481 ], [ %525, %523 ], [ %589, %587 ], [ %679, %677 ], [ %751, %749 ], [ %812, %810 ], [ %858, %856 ], [ %907, %905 ], [ %944, %942 ], [ %1000, %998 ], [ %1056, %1054 ], [ %1112, %1110 ], [ %1193, %1191 ], [ %1243, %1241 ], [ %1287, %1285 ], [ %1365, %1363 ], [ %1408, %1406 ], [ %1451, %1449 ], [ %1494, %1492 ], [ %1547, %1545 ], [ %1600, %1598 ], [ %1656, %1654 ], [ %1712, %1710 ], [ %1768, %1766 ], [ %1849, %1847 ], [ %1899, %1897 ], [ %1943, %1941 ], [ %2021, %2019 ], [ %2079, %2077 ], [ %2137, %2135 ], [ %2195, %2193 ], [ %2264, %2262 ], [ %2333, %2331 ], [ %2360, %2358 ], [ %2389, %2387 ], [ %2418, %2416 ], [ %2451, %2449 ], [ %2492, %2490 ], [ %2516, %2514 ], [ %2536, %2534 ], [ %2563, %2561 ], [ %2580, %2578 ], [ %2595, %2593 ], [ %2610, %2608 ], [ %2646, %2644 ], [ %2754, %2752 ], [ %2862, %2860 ], [ %2896, %2894 ], [ %2943, %2941 ], [ %2995, %2993 ], [ %3047, %3045 ], [ %3099, %3097 ], [ %3151, %3149 ], [ %3185, %3183 ], [ %3226, %3224 ], [ %3253, %3251 ], [ %3475, %3473 ], [ %3755, %3753 ], [ %3819, %3817 ], [ %3900, %3898 ], [ %3974, %3972 ], [ %3992, %3990 ], [ %4005, %4002 ], [ %4015, %4013 ]
  br label %3413

79:                                               ; preds = %3413
  %80 = lshr i32 %3418, 7
  %81 = and i32 %80, 255
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %82
  %84 = lshr i32 %3418, 15
  %85 = add nsw i32 %84, -65535
  %86 = sext i32 %85 to i64
  store i64 %86, ptr %83, align 8, !tbaa !10
  %87 = getelementptr inbounds i8, ptr %83, i64 8
  store i8 3, ptr %87, align 8, !tbaa !6
  %88 = icmp eq i32 %3415, 0
  br i1 %88, label %93, label %89, !prof !34

89:                                               ; preds = %79
  %90 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3416) #13
  %91 = load ptr, ptr %29, align 8, !tbaa !10
  %92 = getelementptr inbounds i8, ptr %91, i64 16
  br label %93

93:                                               ; preds = %89, %79
  %94 = phi i32 [ %90, %89 ], [ 0, %79 ]
  %95 = phi ptr [ %92, %89 ], [ %3417, %79 ]
  %96 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %74

97:                                               ; preds = %3413
  %98 = lshr i32 %3418, 7
  %99 = and i32 %98, 255
  %100 = zext nneg i32 %99 to i64
  %101 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %100
  %102 = lshr i32 %3418, 15
  %103 = add nsw i32 %102, -65535
  %104 = sitofp i32 %103 to double
  store double %104, ptr %101, align 8, !tbaa !10
  %105 = getelementptr inbounds i8, ptr %101, i64 8
  store i8 19, ptr %105, align 8, !tbaa !6
  %106 = icmp eq i32 %3415, 0
  br i1 %106, label %111, label %107, !prof !34

107:                                              ; preds = %97
  %108 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3416) #13
  %109 = load ptr, ptr %29, align 8, !tbaa !10
  %110 = getelementptr inbounds i8, ptr %109, i64 16
  br label %111

111:                                              ; preds = %107, %97
  %112 = phi i32 [ %108, %107 ], [ 0, %97 ]
  %113 = phi ptr [ %110, %107 ], [ %3417, %97 ]
  %114 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %74

115:                                              ; preds = %3413
  %116 = lshr i32 %3418, 7
  %117 = and i32 %116, 255
  %118 = zext nneg i32 %117 to i64
  %119 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %118
  %120 = lshr i32 %3418, 15
  %121 = zext nneg i32 %120 to i64
  %122 = getelementptr inbounds %struct.TValue, ptr %35, i64 %121
  %123 = load i64, ptr %122, align 8, !tbaa !10
  store i64 %123, ptr %119, align 8, !tbaa !10
  %124 = getelementptr inbounds i8, ptr %122, i64 8
  %125 = load i8, ptr %124, align 8, !tbaa !6
  %126 = getelementptr inbounds i8, ptr %119, i64 8
  store i8 %125, ptr %126, align 8, !tbaa !6
  %127 = icmp eq i32 %3415, 0
  br i1 %127, label %132, label %128, !prof !34

128:                                              ; preds = %115
  %129 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3416) #13
  %130 = load ptr, ptr %29, align 8, !tbaa !10
  %131 = getelementptr inbounds i8, ptr %130, i64 16
  br label %132

132:                                              ; preds = %128, %115
  %133 = phi i32 [ %129, %128 ], [ 0, %115 ]
  %134 = phi ptr [ %131, %128 ], [ %3417, %115 ]
  %135 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %74

136:                                              ; preds = %3413
  %137 = lshr i32 %3418, 7
  %138 = and i32 %137, 255
  %139 = zext nneg i32 %138 to i64
  %140 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %139
  %141 = load i32, ptr %3416, align 4, !tbaa !40
  %142 = lshr i32 %141, 7
  %143 = zext nneg i32 %142 to i64
  %144 = getelementptr inbounds %struct.TValue, ptr %35, i64 %143
  %145 = getelementptr inbounds i8, ptr %3416, i64 4
  %146 = load i64, ptr %144, align 8, !tbaa !10
  store i64 %146, ptr %140, align 8, !tbaa !10
  %147 = getelementptr inbounds i8, ptr %144, i64 8
  %148 = load i8, ptr %147, align 8, !tbaa !6
  %149 = getelementptr inbounds i8, ptr %140, i64 8
  store i8 %148, ptr %149, align 8, !tbaa !6
  %150 = icmp eq i32 %3415, 0
  br i1 %150, label %155, label %151, !prof !34

151:                                              ; preds = %136
  %152 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %145) #13
  %153 = load ptr, ptr %29, align 8, !tbaa !10
  %154 = getelementptr inbounds i8, ptr %153, i64 16
  br label %155

155:                                              ; preds = %151, %136
  %156 = phi i32 [ %152, %151 ], [ 0, %136 ]
  %157 = phi ptr [ %154, %151 ], [ %3417, %136 ]
  %158 = getelementptr inbounds i8, ptr %3416, i64 8
  br label %74

159:                                              ; preds = %3413
  %160 = lshr i32 %3418, 7
  %161 = and i32 %160, 255
  %162 = zext nneg i32 %161 to i64
  %163 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %162, i32 0, i32 1
  store i8 1, ptr %163, align 8, !tbaa !10
  %164 = icmp eq i32 %3415, 0
  br i1 %164, label %169, label %165, !prof !34

165:                                              ; preds = %159
  %166 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3416) #13
  %167 = load ptr, ptr %29, align 8, !tbaa !10
  %168 = getelementptr inbounds i8, ptr %167, i64 16
  br label %169

169:                                              ; preds = %165, %159
  %170 = phi i32 [ %166, %165 ], [ 0, %159 ]
  %171 = phi ptr [ %168, %165 ], [ %3417, %159 ]
  %172 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %74

173:                                              ; preds = %3413
  %174 = lshr i32 %3418, 7
  %175 = and i32 %174, 255
  %176 = zext nneg i32 %175 to i64
  %177 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %176, i32 0, i32 1
  store i8 1, ptr %177, align 8, !tbaa !10
  %178 = getelementptr inbounds i8, ptr %3416, i64 4
  %179 = icmp eq i32 %3415, 0
  br i1 %179, label %184, label %180, !prof !34

180:                                              ; preds = %173
  %181 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %178) #13
  %182 = load ptr, ptr %29, align 8, !tbaa !10
  %183 = getelementptr inbounds i8, ptr %182, i64 16
  br label %184

184:                                              ; preds = %180, %173
  %185 = phi i32 [ %181, %180 ], [ 0, %173 ]
  %186 = phi ptr [ %183, %180 ], [ %3417, %173 ]
  %187 = getelementptr inbounds i8, ptr %3416, i64 8
  br label %74

188:                                              ; preds = %3413
  %189 = lshr i32 %3418, 7
  %190 = and i32 %189, 255
  %191 = zext nneg i32 %190 to i64
  %192 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %191, i32 0, i32 1
  store i8 17, ptr %192, align 8, !tbaa !10
  %193 = icmp eq i32 %3415, 0
  br i1 %193, label %198, label %194, !prof !34

194:                                              ; preds = %188
  %195 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3416) #13
  %196 = load ptr, ptr %29, align 8, !tbaa !10
  %197 = getelementptr inbounds i8, ptr %196, i64 16
  br label %198

198:                                              ; preds = %194, %188
  %199 = phi i32 [ %195, %194 ], [ 0, %188 ]
  %200 = phi ptr [ %197, %194 ], [ %3417, %188 ]
  %201 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %74

202:                                              ; preds = %3413
  %203 = lshr i32 %3418, 7
  %204 = and i32 %203, 255
  %205 = zext nneg i32 %204 to i64
  %206 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %205
  %207 = lshr i32 %3418, 16
  %208 = and i32 %207, 255
  %209 = and i32 %207, 255
  %210 = add nuw nsw i32 %209, 1
  %211 = zext nneg i32 %210 to i64
  %212 = icmp eq i32 %209, 0
  br i1 %212, label %231, label %213

213:                                              ; preds = %202
  %214 = and i64 %211, 510
  %215 = trunc nuw nsw i64 %214 to i32
  %216 = sub nsw i32 %208, %215
  %217 = shl nuw nsw i64 %214, 4
  %218 = getelementptr i8, ptr %206, i64 %217
  %219 = getelementptr i8, ptr %206, i64 8
  %220 = getelementptr i8, ptr %206, i64 8
  br label %221

221:                                              ; preds = %221, %213
  %222 = phi i64 [ 0, %213 ], [ %227, %221 ]
  %223 = shl i64 %222, 4
  %224 = or disjoint i64 %223, 16
  %225 = getelementptr i8, ptr %219, i64 %223
  %226 = getelementptr i8, ptr %220, i64 %224
  store i8 0, ptr %225, align 8, !tbaa !10
  store i8 0, ptr %226, align 8, !tbaa !10
  %227 = add nuw i64 %222, 2
  %228 = icmp eq i64 %227, %214
  br i1 %228, label %229, label %221, !llvm.loop !48

229:                                              ; preds = %221
  %230 = icmp eq i64 %214, %211
  br i1 %230, label %241, label %231

231:                                              ; preds = %229, %202
  %232 = phi i32 [ %208, %202 ], [ %216, %229 ]
  %233 = phi ptr [ %206, %202 ], [ %218, %229 ]
  br label %234

234:                                              ; preds = %231, %234
  %235 = phi i32 [ %239, %234 ], [ %232, %231 ]
  %236 = phi ptr [ %237, %234 ], [ %233, %231 ]
  %237 = getelementptr inbounds i8, ptr %236, i64 16
  %238 = getelementptr inbounds i8, ptr %236, i64 8
  store i8 0, ptr %238, align 8, !tbaa !10
  %239 = add nsw i32 %235, -1
  %240 = icmp eq i32 %235, 0
  br i1 %240, label %241, label %234, !llvm.loop !51

241:                                              ; preds = %234, %229
  %242 = icmp eq i32 %3415, 0
  br i1 %242, label %247, label %243, !prof !34

243:                                              ; preds = %241
  %244 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3416) #13
  %245 = load ptr, ptr %29, align 8, !tbaa !10
  %246 = getelementptr inbounds i8, ptr %245, i64 16
  br label %247

247:                                              ; preds = %243, %241
  %248 = phi i32 [ %244, %243 ], [ 0, %241 ]
  %249 = phi ptr [ %246, %243 ], [ %3417, %241 ]
  %250 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %74

251:                                              ; preds = %3413
  %252 = lshr i32 %3418, 7
  %253 = and i32 %252, 255
  %254 = zext nneg i32 %253 to i64
  %255 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %254
  %256 = lshr i32 %3418, 16
  %257 = and i32 %256, 255
  %258 = zext nneg i32 %257 to i64
  %259 = getelementptr inbounds [1 x ptr], ptr %51, i64 0, i64 %258
  %260 = load ptr, ptr %259, align 8, !tbaa !27
  %261 = getelementptr inbounds i8, ptr %260, i64 16
  %262 = load ptr, ptr %261, align 8, !tbaa !10
  %263 = load i64, ptr %262, align 8, !tbaa !10
  store i64 %263, ptr %255, align 8, !tbaa !10
  %264 = getelementptr inbounds i8, ptr %262, i64 8
  %265 = load i8, ptr %264, align 8, !tbaa !6
  %266 = getelementptr inbounds i8, ptr %255, i64 8
  store i8 %265, ptr %266, align 8, !tbaa !6
  %267 = icmp eq i32 %3415, 0
  br i1 %267, label %272, label %268, !prof !34

268:                                              ; preds = %251
  %269 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3416) #13
  %270 = load ptr, ptr %29, align 8, !tbaa !10
  %271 = getelementptr inbounds i8, ptr %270, i64 16
  br label %272

272:                                              ; preds = %268, %251
  %273 = phi i32 [ %269, %268 ], [ 0, %251 ]
  %274 = phi ptr [ %271, %268 ], [ %3417, %251 ]
  %275 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %74

276:                                              ; preds = %3413
  %277 = lshr i32 %3418, 7
  %278 = and i32 %277, 255
  %279 = zext nneg i32 %278 to i64
  %280 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %279
  %281 = lshr i32 %3418, 16
  %282 = and i32 %281, 255
  %283 = zext nneg i32 %282 to i64
  %284 = getelementptr inbounds [1 x ptr], ptr %51, i64 0, i64 %283
  %285 = load ptr, ptr %284, align 8, !tbaa !27
  %286 = getelementptr inbounds i8, ptr %285, i64 16
  %287 = load ptr, ptr %286, align 8, !tbaa !10
  %288 = load i64, ptr %280, align 8, !tbaa !10
  store i64 %288, ptr %287, align 8, !tbaa !10
  %289 = getelementptr inbounds i8, ptr %280, i64 8
  %290 = load i8, ptr %289, align 8, !tbaa !10
  %291 = getelementptr inbounds i8, ptr %287, i64 8
  store i8 %290, ptr %291, align 8, !tbaa !6
  %292 = and i8 %290, 64
  %293 = icmp eq i8 %292, 0
  br i1 %293, label %306, label %294

294:                                              ; preds = %276
  %295 = getelementptr inbounds i8, ptr %285, i64 9
  %296 = load i8, ptr %295, align 1, !tbaa !52
  %297 = and i8 %296, 32
  %298 = icmp eq i8 %297, 0
  br i1 %298, label %306, label %299

299:                                              ; preds = %294
  %300 = load ptr, ptr %280, align 8, !tbaa !10
  %301 = getelementptr inbounds i8, ptr %300, i64 9
  %302 = load i8, ptr %301, align 1, !tbaa !31
  %303 = and i8 %302, 24
  %304 = icmp eq i8 %303, 0
  br i1 %304, label %306, label %305

305:                                              ; preds = %299
  call void @luaC_barrier_(ptr noundef %0, ptr noundef nonnull %285, ptr noundef nonnull %300) #13
  br label %306

306:                                              ; preds = %276, %305, %299, %294
  %307 = icmp eq i32 %3415, 0
  br i1 %307, label %312, label %308, !prof !34

308:                                              ; preds = %306
  %309 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3416) #13
  %310 = load ptr, ptr %29, align 8, !tbaa !10
  %311 = getelementptr inbounds i8, ptr %310, i64 16
  br label %312

312:                                              ; preds = %308, %306
  %313 = phi i32 [ %309, %308 ], [ 0, %306 ]
  %314 = phi ptr [ %311, %308 ], [ %3417, %306 ]
  %315 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %74

316:                                              ; preds = %3413
  %317 = lshr i32 %3418, 7
  %318 = and i32 %317, 255
  %319 = zext nneg i32 %318 to i64
  %320 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %319
  %321 = lshr i32 %3418, 16
  %322 = and i32 %321, 255
  %323 = zext nneg i32 %322 to i64
  %324 = getelementptr inbounds [1 x ptr], ptr %51, i64 0, i64 %323
  %325 = load ptr, ptr %324, align 8, !tbaa !27
  %326 = getelementptr inbounds i8, ptr %325, i64 16
  %327 = load ptr, ptr %326, align 8, !tbaa !10
  %328 = lshr i32 %3418, 24
  %329 = zext nneg i32 %328 to i64
  %330 = getelementptr inbounds %struct.TValue, ptr %35, i64 %329
  %331 = getelementptr inbounds i8, ptr %327, i64 8
  %332 = load i8, ptr %331, align 8, !tbaa !6
  %333 = icmp eq i8 %332, 69
  br i1 %333, label %334, label %346

334:                                              ; preds = %316
  %335 = load ptr, ptr %330, align 8, !tbaa !10
  %336 = load ptr, ptr %327, align 8, !tbaa !10
  %337 = call ptr @luaH_getshortstr(ptr noundef %336, ptr noundef %335) #13
  %338 = getelementptr inbounds i8, ptr %337, i64 8
  %339 = load i8, ptr %338, align 8, !tbaa !6
  %340 = and i8 %339, 15
  %341 = icmp eq i8 %340, 0
  br i1 %341, label %346, label %342

342:                                              ; preds = %334
  %343 = load i64, ptr %337, align 8, !tbaa !10
  store i64 %343, ptr %320, align 8, !tbaa !10
  %344 = load i8, ptr %338, align 8, !tbaa !6
  %345 = getelementptr inbounds i8, ptr %320, i64 8
  store i8 %344, ptr %345, align 8, !tbaa !6
  br label %350

346:                                              ; preds = %316, %334
  %347 = phi ptr [ %337, %334 ], [ null, %316 ]
  store ptr %3416, ptr %36, align 8, !tbaa !10
  %348 = load ptr, ptr %50, align 8, !tbaa !10
  store ptr %348, ptr %12, align 8, !tbaa !10
  call void @luaV_finishget(ptr noundef %0, ptr noundef nonnull %327, ptr noundef %330, ptr noundef %320, ptr noundef %347)
  %349 = load volatile i32, ptr %49, align 8, !tbaa !10
  br label %350

350:                                              ; preds = %346, %342
  %351 = phi i32 [ %3415, %342 ], [ %349, %346 ]
  %352 = icmp eq i32 %351, 0
  br i1 %352, label %357, label %353, !prof !34

353:                                              ; preds = %350
  %354 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3416) #13
  %355 = load ptr, ptr %29, align 8, !tbaa !10
  %356 = getelementptr inbounds i8, ptr %355, i64 16
  br label %357

357:                                              ; preds = %353, %350
  %358 = phi i32 [ %354, %353 ], [ 0, %350 ]
  %359 = phi ptr [ %356, %353 ], [ %3417, %350 ]
  %360 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %74

361:                                              ; preds = %3413
  %362 = lshr i32 %3418, 7
  %363 = and i32 %362, 255
  %364 = zext nneg i32 %363 to i64
  %365 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %364
  %366 = lshr i32 %3418, 16
  %367 = and i32 %366, 255
  %368 = zext nneg i32 %367 to i64
  %369 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %368
  %370 = lshr i32 %3418, 24
  %371 = zext nneg i32 %370 to i64
  %372 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %371
  %373 = getelementptr inbounds i8, ptr %372, i64 8
  %374 = load i8, ptr %373, align 8, !tbaa !6
  %375 = icmp eq i8 %374, 3
  br i1 %375, label %376, label %400

376:                                              ; preds = %361
  %377 = load i64, ptr %372, align 8, !tbaa !10
  %378 = getelementptr inbounds i8, ptr %369, i64 8
  %379 = load i8, ptr %378, align 8, !tbaa !6
  %380 = icmp eq i8 %379, 69
  br i1 %380, label %381, label %417

381:                                              ; preds = %376
  %382 = add i64 %377, -1
  %383 = load ptr, ptr %369, align 8, !tbaa !10
  %384 = getelementptr inbounds i8, ptr %383, i64 12
  %385 = load i32, ptr %384, align 4, !tbaa !10
  %386 = zext i32 %385 to i64
  %387 = icmp ult i64 %382, %386
  br i1 %387, label %388, label %392

388:                                              ; preds = %381
  %389 = getelementptr inbounds i8, ptr %383, i64 16
  %390 = load ptr, ptr %389, align 8, !tbaa !10
  %391 = getelementptr inbounds %struct.TValue, ptr %390, i64 %382
  br label %394

392:                                              ; preds = %381
  %393 = call ptr @luaH_getint(ptr noundef nonnull %383, i64 noundef %377) #13
  br label %394

394:                                              ; preds = %388, %392
  %395 = phi ptr [ %391, %388 ], [ %393, %392 ]
  %396 = getelementptr inbounds i8, ptr %395, i64 8
  %397 = load i8, ptr %396, align 8, !tbaa !6
  %398 = and i8 %397, 15
  %399 = icmp eq i8 %398, 0
  br i1 %399, label %417, label %411

400:                                              ; preds = %361
  %401 = getelementptr inbounds i8, ptr %369, i64 8
  %402 = load i8, ptr %401, align 8, !tbaa !6
  %403 = icmp eq i8 %402, 69
  br i1 %403, label %404, label %417

404:                                              ; preds = %400
  %405 = load ptr, ptr %369, align 8, !tbaa !10
  %406 = call ptr @luaH_get(ptr noundef %405, ptr noundef nonnull %372) #13
  %407 = getelementptr inbounds i8, ptr %406, i64 8
  %408 = load i8, ptr %407, align 8, !tbaa !6
  %409 = and i8 %408, 15
  %410 = icmp eq i8 %409, 0
  br i1 %410, label %417, label %411

411:                                              ; preds = %404, %394
  %412 = phi ptr [ %395, %394 ], [ %406, %404 ]
  %413 = load i64, ptr %412, align 8, !tbaa !10
  store i64 %413, ptr %365, align 8, !tbaa !10
  %414 = getelementptr inbounds i8, ptr %412, i64 8
  %415 = load i8, ptr %414, align 8, !tbaa !6
  %416 = getelementptr inbounds i8, ptr %365, i64 8
  store i8 %415, ptr %416, align 8, !tbaa !6
  br label %421

417:                                              ; preds = %376, %400, %404, %394
  %418 = phi ptr [ %395, %394 ], [ %406, %404 ], [ null, %400 ], [ null, %376 ]
  store ptr %3416, ptr %36, align 8, !tbaa !10
  %419 = load ptr, ptr %50, align 8, !tbaa !10
  store ptr %419, ptr %12, align 8, !tbaa !10
  call void @luaV_finishget(ptr noundef %0, ptr noundef nonnull %369, ptr noundef nonnull %372, ptr noundef nonnull %365, ptr noundef %418)
  %420 = load volatile i32, ptr %49, align 8, !tbaa !10
  br label %421

421:                                              ; preds = %417, %411
  %422 = phi i32 [ %3415, %411 ], [ %420, %417 ]
  %423 = icmp eq i32 %422, 0
  br i1 %423, label %428, label %424, !prof !34

424:                                              ; preds = %421
  %425 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3416) #13
  %426 = load ptr, ptr %29, align 8, !tbaa !10
  %427 = getelementptr inbounds i8, ptr %426, i64 16
  br label %428

428:                                              ; preds = %424, %421
  %429 = phi i32 [ %425, %424 ], [ 0, %421 ]
  %430 = phi ptr [ %427, %424 ], [ %3417, %421 ]
  %431 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %74

432:                                              ; preds = %3413
  %433 = lshr i32 %3418, 7
  %434 = and i32 %433, 255
  %435 = zext nneg i32 %434 to i64
  %436 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %435
  %437 = lshr i32 %3418, 16
  %438 = and i32 %437, 255
  %439 = zext nneg i32 %438 to i64
  %440 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %439
  %441 = lshr i32 %3418, 24
  %442 = getelementptr inbounds i8, ptr %440, i64 8
  %443 = load i8, ptr %442, align 8, !tbaa !6
  %444 = icmp eq i8 %443, 69
  %445 = zext nneg i32 %441 to i64
  br i1 %444, label %446, label %470

446:                                              ; preds = %432
  %447 = add nsw i64 %445, -1
  %448 = load ptr, ptr %440, align 8, !tbaa !10
  %449 = getelementptr inbounds i8, ptr %448, i64 12
  %450 = load i32, ptr %449, align 4, !tbaa !10
  %451 = zext i32 %450 to i64
  %452 = icmp ult i64 %447, %451
  br i1 %452, label %453, label %458

453:                                              ; preds = %446
  %454 = getelementptr inbounds i8, ptr %448, i64 16
  %455 = load ptr, ptr %454, align 8, !tbaa !10
  %456 = getelementptr %struct.TValue, ptr %455, i64 %445
  %457 = getelementptr i8, ptr %456, i64 -16
  br label %460

458:                                              ; preds = %446
  %459 = call ptr @luaH_getint(ptr noundef nonnull %448, i64 noundef %445) #13
  br label %460

460:                                              ; preds = %458, %453
  %461 = phi ptr [ %457, %453 ], [ %459, %458 ]
  %462 = getelementptr inbounds i8, ptr %461, i64 8
  %463 = load i8, ptr %462, align 8, !tbaa !6
  %464 = and i8 %463, 15
  %465 = icmp eq i8 %464, 0
  br i1 %465, label %470, label %466

466:                                              ; preds = %460
  %467 = load i64, ptr %461, align 8, !tbaa !10
  store i64 %467, ptr %436, align 8, !tbaa !10
  %468 = load i8, ptr %462, align 8, !tbaa !6
  %469 = getelementptr inbounds i8, ptr %436, i64 8
  store i8 %468, ptr %469, align 8, !tbaa !6
  br label %474

470:                                              ; preds = %432, %460
  %471 = phi ptr [ %461, %460 ], [ null, %432 ]
  store i64 %445, ptr %8, align 8, !tbaa !10
  store i8 3, ptr %20, align 8, !tbaa !6
  store ptr %3416, ptr %36, align 8, !tbaa !10
  %472 = load ptr, ptr %50, align 8, !tbaa !10
  store ptr %472, ptr %12, align 8, !tbaa !10
  call void @luaV_finishget(ptr noundef %0, ptr noundef nonnull %440, ptr noundef nonnull %8, ptr noundef nonnull %436, ptr noundef %471)
  %473 = load volatile i32, ptr %49, align 8, !tbaa !10
  br label %474

474:                                              ; preds = %470, %466
  %475 = phi i32 [ %3415, %466 ], [ %473, %470 ]
  %476 = icmp eq i32 %475, 0
  br i1 %476, label %481, label %477, !prof !34

477:                                              ; preds = %474
  %478 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3416) #13
  %479 = load ptr, ptr %29, align 8, !tbaa !10
  %480 = getelementptr inbounds i8, ptr %479, i64 16
  br label %481

481:                                              ; preds = %477, %474
  %482 = phi i32 [ %478, %477 ], [ 0, %474 ]
  %483 = phi ptr [ %480, %477 ], [ %3417, %474 ]
  %484 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %74

485:                                              ; preds = %3413
  %486 = lshr i32 %3418, 7
  %487 = and i32 %486, 255
  %488 = zext nneg i32 %487 to i64
  %489 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %488
  %490 = lshr i32 %3418, 16
  %491 = and i32 %490, 255
  %492 = zext nneg i32 %491 to i64
  %493 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %492
  %494 = lshr i32 %3418, 24
  %495 = zext nneg i32 %494 to i64
  %496 = getelementptr inbounds %struct.TValue, ptr %35, i64 %495
  %497 = getelementptr inbounds i8, ptr %493, i64 8
  %498 = load i8, ptr %497, align 8, !tbaa !6
  %499 = icmp eq i8 %498, 69
  br i1 %499, label %500, label %512

500:                                              ; preds = %485
  %501 = load ptr, ptr %496, align 8, !tbaa !10
  %502 = load ptr, ptr %493, align 8, !tbaa !10
  %503 = call ptr @luaH_getshortstr(ptr noundef %502, ptr noundef %501) #13
  %504 = getelementptr inbounds i8, ptr %503, i64 8
  %505 = load i8, ptr %504, align 8, !tbaa !6
  %506 = and i8 %505, 15
  %507 = icmp eq i8 %506, 0
  br i1 %507, label %512, label %508

508:                                              ; preds = %500
  %509 = load i64, ptr %503, align 8, !tbaa !10
  store i64 %509, ptr %489, align 8, !tbaa !10
  %510 = load i8, ptr %504, align 8, !tbaa !6
  %511 = getelementptr inbounds i8, ptr %489, i64 8
  store i8 %510, ptr %511, align 8, !tbaa !6
  br label %516

512:                                              ; preds = %485, %500
  %513 = phi ptr [ %503, %500 ], [ null, %485 ]
  store ptr %3416, ptr %36, align 8, !tbaa !10
  %514 = load ptr, ptr %50, align 8, !tbaa !10
  store ptr %514, ptr %12, align 8, !tbaa !10
  call void @luaV_finishget(ptr noundef %0, ptr noundef nonnull %493, ptr noundef %496, ptr noundef nonnull %489, ptr noundef %513)
  %515 = load volatile i32, ptr %49, align 8, !tbaa !10
  br label %516

516:                                              ; preds = %512, %508
  %517 = phi i32 [ %3415, %508 ], [ %515, %512 ]
  %518 = icmp eq i32 %517, 0
  br i1 %518, label %523, label %519, !prof !34

519:                                              ; preds = %516
  %520 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3416) #13
  %521 = load ptr, ptr %29, align 8, !tbaa !10
  %522 = getelementptr inbounds i8, ptr %521, i64 16
  br label %523

523:                                              ; preds = %519, %516
  %524 = phi i32 [ %520, %519 ], [ 0, %516 ]
  %525 = phi ptr [ %522, %519 ], [ %3417, %516 ]
  %526 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %74

527:                                              ; preds = %3413
  %528 = lshr i32 %3418, 7
  %529 = and i32 %528, 255
  %530 = zext nneg i32 %529 to i64
  %531 = getelementptr inbounds [1 x ptr], ptr %51, i64 0, i64 %530
  %532 = load ptr, ptr %531, align 8, !tbaa !27
  %533 = getelementptr inbounds i8, ptr %532, i64 16
  %534 = load ptr, ptr %533, align 8, !tbaa !10
  %535 = lshr i32 %3418, 16
  %536 = and i32 %535, 255
  %537 = zext nneg i32 %536 to i64
  %538 = getelementptr inbounds %struct.TValue, ptr %35, i64 %537
  %539 = and i32 %3418, 32768
  %540 = icmp eq i32 %539, 0
  %541 = lshr i32 %3418, 24
  %542 = zext nneg i32 %541 to i64
  %543 = getelementptr inbounds %struct.TValue, ptr %35, i64 %542
  %544 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %542
  %545 = select i1 %540, ptr %544, ptr %543
  %546 = getelementptr inbounds i8, ptr %534, i64 8
  %547 = load i8, ptr %546, align 8, !tbaa !6
  %548 = icmp eq i8 %547, 69
  br i1 %548, label %549, label %576

549:                                              ; preds = %527
  %550 = load ptr, ptr %538, align 8, !tbaa !10
  %551 = load ptr, ptr %534, align 8, !tbaa !10
  %552 = call ptr @luaH_getshortstr(ptr noundef %551, ptr noundef %550) #13
  %553 = getelementptr inbounds i8, ptr %552, i64 8
  %554 = load i8, ptr %553, align 8, !tbaa !6
  %555 = and i8 %554, 15
  %556 = icmp eq i8 %555, 0
  br i1 %556, label %576, label %557

557:                                              ; preds = %549
  %558 = load i64, ptr %545, align 8, !tbaa !10
  store i64 %558, ptr %552, align 8, !tbaa !10
  %559 = getelementptr inbounds i8, ptr %545, i64 8
  %560 = load i8, ptr %559, align 8, !tbaa !6
  store i8 %560, ptr %553, align 8, !tbaa !6
  %561 = and i8 %560, 64
  %562 = icmp eq i8 %561, 0
  br i1 %562, label %580, label %563

563:                                              ; preds = %557
  %564 = load ptr, ptr %534, align 8, !tbaa !10
  %565 = getelementptr inbounds i8, ptr %564, i64 9
  %566 = load i8, ptr %565, align 1, !tbaa !31
  %567 = and i8 %566, 32
  %568 = icmp eq i8 %567, 0
  br i1 %568, label %580, label %569

569:                                              ; preds = %563
  %570 = load ptr, ptr %545, align 8, !tbaa !10
  %571 = getelementptr inbounds i8, ptr %570, i64 9
  %572 = load i8, ptr %571, align 1, !tbaa !31
  %573 = and i8 %572, 24
  %574 = icmp eq i8 %573, 0
  br i1 %574, label %580, label %575

575:                                              ; preds = %569
  call void @luaC_barrierback_(ptr noundef %0, ptr noundef nonnull %564) #13
  br label %580

576:                                              ; preds = %527, %549
  %577 = phi ptr [ %552, %549 ], [ null, %527 ]
  store ptr %3416, ptr %36, align 8, !tbaa !10
  %578 = load ptr, ptr %50, align 8, !tbaa !10
  store ptr %578, ptr %12, align 8, !tbaa !10
  call void @luaV_finishset(ptr noundef %0, ptr noundef nonnull %534, ptr noundef %538, ptr noundef %545, ptr noundef %577)
  %579 = load volatile i32, ptr %49, align 8, !tbaa !10
  br label %580

580:                                              ; preds = %563, %569, %575, %557, %576
  %581 = phi i32 [ %3415, %575 ], [ %3415, %569 ], [ %3415, %563 ], [ %3415, %557 ], [ %579, %576 ]
  %582 = icmp eq i32 %581, 0
  br i1 %582, label %587, label %583, !prof !34

583:                                              ; preds = %580
  %584 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3416) #13
  %585 = load ptr, ptr %29, align 8, !tbaa !10
  %586 = getelementptr inbounds i8, ptr %585, i64 16
  br label %587

587:                                              ; preds = %583, %580
  %588 = phi i32 [ %584, %583 ], [ 0, %580 ]
  %589 = phi ptr [ %586, %583 ], [ %3417, %580 ]
  %590 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %74

591:                                              ; preds = %3413
  %592 = lshr i32 %3418, 7
  %593 = and i32 %592, 255
  %594 = zext nneg i32 %593 to i64
  %595 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %594
  %596 = lshr i32 %3418, 16
  %597 = and i32 %596, 255
  %598 = zext nneg i32 %597 to i64
  %599 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %598
  %600 = and i32 %3418, 32768
  %601 = icmp eq i32 %600, 0
  %602 = lshr i32 %3418, 24
  %603 = zext nneg i32 %602 to i64
  %604 = getelementptr inbounds %struct.TValue, ptr %35, i64 %603
  %605 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %603
  %606 = select i1 %601, ptr %605, ptr %604
  %607 = getelementptr inbounds i8, ptr %599, i64 8
  %608 = load i8, ptr %607, align 8, !tbaa !6
  %609 = icmp eq i8 %608, 3
  br i1 %609, label %610, label %634

610:                                              ; preds = %591
  %611 = load i64, ptr %599, align 8, !tbaa !10
  %612 = getelementptr inbounds i8, ptr %595, i64 8
  %613 = load i8, ptr %612, align 8, !tbaa !10
  %614 = icmp eq i8 %613, 69
  br i1 %614, label %615, label %666

615:                                              ; preds = %610
  %616 = add i64 %611, -1
  %617 = load ptr, ptr %595, align 8, !tbaa !10
  %618 = getelementptr inbounds i8, ptr %617, i64 12
  %619 = load i32, ptr %618, align 4, !tbaa !10
  %620 = zext i32 %619 to i64
  %621 = icmp ult i64 %616, %620
  br i1 %621, label %622, label %626

622:                                              ; preds = %615
  %623 = getelementptr inbounds i8, ptr %617, i64 16
  %624 = load ptr, ptr %623, align 8, !tbaa !10
  %625 = getelementptr inbounds %struct.TValue, ptr %624, i64 %616
  br label %628

626:                                              ; preds = %615
  %627 = call ptr @luaH_getint(ptr noundef nonnull %617, i64 noundef %611) #13
  br label %628

628:                                              ; preds = %622, %626
  %629 = phi ptr [ %625, %622 ], [ %627, %626 ]
  %630 = getelementptr inbounds i8, ptr %629, i64 8
  %631 = load i8, ptr %630, align 8, !tbaa !6
  %632 = and i8 %631, 15
  %633 = icmp eq i8 %632, 0
  br i1 %633, label %666, label %645

634:                                              ; preds = %591
  %635 = getelementptr inbounds i8, ptr %595, i64 8
  %636 = load i8, ptr %635, align 8, !tbaa !10
  %637 = icmp eq i8 %636, 69
  br i1 %637, label %638, label %666

638:                                              ; preds = %634
  %639 = load ptr, ptr %595, align 8, !tbaa !10
  %640 = call ptr @luaH_get(ptr noundef %639, ptr noundef nonnull %599) #13
  %641 = getelementptr inbounds i8, ptr %640, i64 8
  %642 = load i8, ptr %641, align 8, !tbaa !6
  %643 = and i8 %642, 15
  %644 = icmp eq i8 %643, 0
  br i1 %644, label %666, label %645

645:                                              ; preds = %638, %628
  %646 = phi ptr [ %629, %628 ], [ %640, %638 ]
  %647 = load i64, ptr %606, align 8, !tbaa !10
  store i64 %647, ptr %646, align 8, !tbaa !10
  %648 = getelementptr inbounds i8, ptr %606, i64 8
  %649 = load i8, ptr %648, align 8, !tbaa !6
  %650 = getelementptr inbounds i8, ptr %646, i64 8
  store i8 %649, ptr %650, align 8, !tbaa !6
  %651 = and i8 %649, 64
  %652 = icmp eq i8 %651, 0
  br i1 %652, label %670, label %653

653:                                              ; preds = %645
  %654 = load ptr, ptr %595, align 8, !tbaa !10
  %655 = getelementptr inbounds i8, ptr %654, i64 9
  %656 = load i8, ptr %655, align 1, !tbaa !31
  %657 = and i8 %656, 32
  %658 = icmp eq i8 %657, 0
  br i1 %658, label %670, label %659

659:                                              ; preds = %653
  %660 = load ptr, ptr %606, align 8, !tbaa !10
  %661 = getelementptr inbounds i8, ptr %660, i64 9
  %662 = load i8, ptr %661, align 1, !tbaa !31
  %663 = and i8 %662, 24
  %664 = icmp eq i8 %663, 0
  br i1 %664, label %670, label %665

665:                                              ; preds = %659
  call void @luaC_barrierback_(ptr noundef %0, ptr noundef nonnull %654) #13
  br label %670

666:                                              ; preds = %610, %634, %638, %628
  %667 = phi ptr [ %629, %628 ], [ %640, %638 ], [ null, %634 ], [ null, %610 ]
  store ptr %3416, ptr %36, align 8, !tbaa !10
  %668 = load ptr, ptr %50, align 8, !tbaa !10
  store ptr %668, ptr %12, align 8, !tbaa !10
  call void @luaV_finishset(ptr noundef %0, ptr noundef nonnull %595, ptr noundef nonnull %599, ptr noundef %606, ptr noundef %667)
  %669 = load volatile i32, ptr %49, align 8, !tbaa !10
  br label %670

670:                                              ; preds = %653, %659, %665, %645, %666
  %671 = phi i32 [ %3415, %665 ], [ %3415, %659 ], [ %3415, %653 ], [ %3415, %645 ], [ %669, %666 ]
  %672 = icmp eq i32 %671, 0
  br i1 %672, label %677, label %673, !prof !34

673:                                              ; preds = %670
  %674 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3416) #13
  %675 = load ptr, ptr %29, align 8, !tbaa !10
  %676 = getelementptr inbounds i8, ptr %675, i64 16
  br label %677

677:                                              ; preds = %673, %670
  %678 = phi i32 [ %674, %673 ], [ 0, %670 ]
  %679 = phi ptr [ %676, %673 ], [ %3417, %670 ]
  %680 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %74

681:                                              ; preds = %3413
  %682 = lshr i32 %3418, 7
  %683 = and i32 %682, 255
  %684 = zext nneg i32 %683 to i64
  %685 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %684
  %686 = lshr i32 %3418, 16
  %687 = and i32 %686, 255
  %688 = and i32 %3418, 32768
  %689 = icmp eq i32 %688, 0
  %690 = lshr i32 %3418, 24
  %691 = zext nneg i32 %690 to i64
  %692 = getelementptr inbounds %struct.TValue, ptr %35, i64 %691
  %693 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %691
  %694 = select i1 %689, ptr %693, ptr %692
  %695 = getelementptr inbounds i8, ptr %685, i64 8
  %696 = load i8, ptr %695, align 8, !tbaa !10
  %697 = icmp eq i8 %696, 69
  %698 = zext nneg i32 %687 to i64
  br i1 %697, label %699, label %738

699:                                              ; preds = %681
  %700 = add nsw i64 %698, -1
  %701 = load ptr, ptr %685, align 8, !tbaa !10
  %702 = getelementptr inbounds i8, ptr %701, i64 12
  %703 = load i32, ptr %702, align 4, !tbaa !10
  %704 = zext i32 %703 to i64
  %705 = icmp ult i64 %700, %704
  br i1 %705, label %706, label %711

706:                                              ; preds = %699
  %707 = getelementptr inbounds i8, ptr %701, i64 16
  %708 = load ptr, ptr %707, align 8, !tbaa !10
  %709 = getelementptr %struct.TValue, ptr %708, i64 %698
  %710 = getelementptr i8, ptr %709, i64 -16
  br label %713

711:                                              ; preds = %699
  %712 = call ptr @luaH_getint(ptr noundef nonnull %701, i64 noundef %698) #13
  br label %713

713:                                              ; preds = %711, %706
  %714 = phi ptr [ %710, %706 ], [ %712, %711 ]
  %715 = getelementptr inbounds i8, ptr %714, i64 8
  %716 = load i8, ptr %715, align 8, !tbaa !6
  %717 = and i8 %716, 15
  %718 = icmp eq i8 %717, 0
  br i1 %718, label %738, label %719

719:                                              ; preds = %713
  %720 = load i64, ptr %694, align 8, !tbaa !10
  store i64 %720, ptr %714, align 8, !tbaa !10
  %721 = getelementptr inbounds i8, ptr %694, i64 8
  %722 = load i8, ptr %721, align 8, !tbaa !6
  store i8 %722, ptr %715, align 8, !tbaa !6
  %723 = and i8 %722, 64
  %724 = icmp eq i8 %723, 0
  br i1 %724, label %742, label %725

725:                                              ; preds = %719
  %726 = load ptr, ptr %685, align 8, !tbaa !10
  %727 = getelementptr inbounds i8, ptr %726, i64 9
  %728 = load i8, ptr %727, align 1, !tbaa !31
  %729 = and i8 %728, 32
  %730 = icmp eq i8 %729, 0
  br i1 %730, label %742, label %731

731:                                              ; preds = %725
  %732 = load ptr, ptr %694, align 8, !tbaa !10
  %733 = getelementptr inbounds i8, ptr %732, i64 9
  %734 = load i8, ptr %733, align 1, !tbaa !31
  %735 = and i8 %734, 24
  %736 = icmp eq i8 %735, 0
  br i1 %736, label %742, label %737

737:                                              ; preds = %731
  call void @luaC_barrierback_(ptr noundef %0, ptr noundef nonnull %726) #13
  br label %742

738:                                              ; preds = %681, %713
  %739 = phi ptr [ %714, %713 ], [ null, %681 ]
  store i64 %698, ptr %9, align 8, !tbaa !10
  store i8 3, ptr %19, align 8, !tbaa !6
  store ptr %3416, ptr %36, align 8, !tbaa !10
  %740 = load ptr, ptr %50, align 8, !tbaa !10
  store ptr %740, ptr %12, align 8, !tbaa !10
  call void @luaV_finishset(ptr noundef %0, ptr noundef nonnull %685, ptr noundef nonnull %9, ptr noundef %694, ptr noundef %739)
  %741 = load volatile i32, ptr %49, align 8, !tbaa !10
  br label %742

742:                                              ; preds = %725, %731, %737, %719, %738
  %743 = phi i32 [ %3415, %737 ], [ %3415, %731 ], [ %3415, %725 ], [ %3415, %719 ], [ %741, %738 ]
  %744 = icmp eq i32 %743, 0
  br i1 %744, label %749, label %745, !prof !34

745:                                              ; preds = %742
  %746 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3416) #13
  %747 = load ptr, ptr %29, align 8, !tbaa !10
  %748 = getelementptr inbounds i8, ptr %747, i64 16
  br label %749

749:                                              ; preds = %745, %742
  %750 = phi i32 [ %746, %745 ], [ 0, %742 ]
  %751 = phi ptr [ %748, %745 ], [ %3417, %742 ]
  %752 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %74

753:                                              ; preds = %3413
  %754 = lshr i32 %3418, 7
  %755 = and i32 %754, 255
  %756 = zext nneg i32 %755 to i64
  %757 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %756
  %758 = lshr i32 %3418, 16
  %759 = and i32 %758, 255
  %760 = zext nneg i32 %759 to i64
  %761 = getelementptr inbounds %struct.TValue, ptr %35, i64 %760
  %762 = and i32 %3418, 32768
  %763 = icmp eq i32 %762, 0
  %764 = lshr i32 %3418, 24
  %765 = zext nneg i32 %764 to i64
  %766 = getelementptr inbounds %struct.TValue, ptr %35, i64 %765
  %767 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %765
  %768 = select i1 %763, ptr %767, ptr %766
  %769 = getelementptr inbounds i8, ptr %757, i64 8
  %770 = load i8, ptr %769, align 8, !tbaa !10
  %771 = icmp eq i8 %770, 69
  br i1 %771, label %772, label %799

772:                                              ; preds = %753
  %773 = load ptr, ptr %761, align 8, !tbaa !10
  %774 = load ptr, ptr %757, align 8, !tbaa !10
  %775 = call ptr @luaH_getshortstr(ptr noundef %774, ptr noundef %773) #13
  %776 = getelementptr inbounds i8, ptr %775, i64 8
  %777 = load i8, ptr %776, align 8, !tbaa !6
  %778 = and i8 %777, 15
  %779 = icmp eq i8 %778, 0
  br i1 %779, label %799, label %780

780:                                              ; preds = %772
  %781 = load i64, ptr %768, align 8, !tbaa !10
  store i64 %781, ptr %775, align 8, !tbaa !10
  %782 = getelementptr inbounds i8, ptr %768, i64 8
  %783 = load i8, ptr %782, align 8, !tbaa !6
  store i8 %783, ptr %776, align 8, !tbaa !6
  %784 = and i8 %783, 64
  %785 = icmp eq i8 %784, 0
  br i1 %785, label %803, label %786

786:                                              ; preds = %780
  %787 = load ptr, ptr %757, align 8, !tbaa !10
  %788 = getelementptr inbounds i8, ptr %787, i64 9
  %789 = load i8, ptr %788, align 1, !tbaa !31
  %790 = and i8 %789, 32
  %791 = icmp eq i8 %790, 0
  br i1 %791, label %803, label %792

792:                                              ; preds = %786
  %793 = load ptr, ptr %768, align 8, !tbaa !10
  %794 = getelementptr inbounds i8, ptr %793, i64 9
  %795 = load i8, ptr %794, align 1, !tbaa !31
  %796 = and i8 %795, 24
  %797 = icmp eq i8 %796, 0
  br i1 %797, label %803, label %798

798:                                              ; preds = %792
  call void @luaC_barrierback_(ptr noundef %0, ptr noundef nonnull %787) #13
  br label %803

799:                                              ; preds = %753, %772
  %800 = phi ptr [ %775, %772 ], [ null, %753 ]
  store ptr %3416, ptr %36, align 8, !tbaa !10
  %801 = load ptr, ptr %50, align 8, !tbaa !10
  store ptr %801, ptr %12, align 8, !tbaa !10
  call void @luaV_finishset(ptr noundef %0, ptr noundef nonnull %757, ptr noundef %761, ptr noundef %768, ptr noundef %800)
  %802 = load volatile i32, ptr %49, align 8, !tbaa !10
  br label %803

803:                                              ; preds = %786, %792, %798, %780, %799
  %804 = phi i32 [ %3415, %798 ], [ %3415, %792 ], [ %3415, %786 ], [ %3415, %780 ], [ %802, %799 ]
  %805 = icmp eq i32 %804, 0
  br i1 %805, label %810, label %806, !prof !34

806:                                              ; preds = %803
  %807 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3416) #13
  %808 = load ptr, ptr %29, align 8, !tbaa !10
  %809 = getelementptr inbounds i8, ptr %808, i64 16
  br label %810

810:                                              ; preds = %806, %803
  %811 = phi i32 [ %807, %806 ], [ 0, %803 ]
  %812 = phi ptr [ %809, %806 ], [ %3417, %803 ]
  %813 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %74

814:                                              ; preds = %3413
  %815 = lshr i32 %3418, 7
  %816 = and i32 %815, 255
  %817 = zext nneg i32 %816 to i64
  %818 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %817
  %819 = lshr i32 %3418, 16
  %820 = and i32 %819, 255
  %821 = lshr i32 %3418, 24
  %822 = icmp ne i32 %820, 0
  %823 = add nsw i32 %820, -1
  %824 = shl nuw i32 1, %823
  %825 = select i1 %822, i32 %824, i32 0
  %826 = and i32 %3418, 32768
  %827 = icmp eq i32 %826, 0
  br i1 %827, label %833, label %828

828:                                              ; preds = %814
  %829 = load i32, ptr %3416, align 4, !tbaa !40
  %830 = shl nuw nsw i32 %829, 1
  %831 = and i32 %830, 2147483392
  %832 = or disjoint i32 %831, %821
  br label %833

833:                                              ; preds = %828, %814
  %834 = phi i32 [ %832, %828 ], [ %821, %814 ]
  %835 = getelementptr inbounds i8, ptr %3416, i64 4
  %836 = getelementptr inbounds i8, ptr %818, i64 16
  store ptr %836, ptr %12, align 8, !tbaa !10
  %837 = call ptr @luaH_new(ptr noundef %0) #13
  store ptr %837, ptr %818, align 8, !tbaa !10
  %838 = getelementptr inbounds i8, ptr %818, i64 8
  store i8 69, ptr %838, align 8, !tbaa !6
  %839 = icmp ne i32 %834, 0
  %840 = select i1 %822, i1 true, i1 %839
  br i1 %840, label %841, label %842

841:                                              ; preds = %833
  call void @luaH_resize(ptr noundef nonnull %0, ptr noundef %837, i32 noundef %834, i32 noundef %825) #13
  br label %842

842:                                              ; preds = %833, %841
  %843 = load ptr, ptr %13, align 8, !tbaa !22
  %844 = getelementptr inbounds i8, ptr %843, i64 24
  %845 = load i64, ptr %844, align 8, !tbaa !54
  %846 = icmp sgt i64 %845, 0
  br i1 %846, label %847, label %849

847:                                              ; preds = %842
  store ptr %835, ptr %36, align 8, !tbaa !10
  store ptr %836, ptr %12, align 8, !tbaa !10
  call void @luaC_step(ptr noundef nonnull %0) #13
  %848 = load volatile i32, ptr %49, align 8, !tbaa !10
  br label %849

849:                                              ; preds = %847, %842
  %850 = phi i32 [ %848, %847 ], [ %3415, %842 ]
  %851 = icmp eq i32 %850, 0
  br i1 %851, label %856, label %852, !prof !34

852:                                              ; preds = %849
  %853 = call i32 @luaG_traceexec(ptr noundef nonnull %0, ptr noundef nonnull %835) #13
  %854 = load ptr, ptr %29, align 8, !tbaa !10
  %855 = getelementptr inbounds i8, ptr %854, i64 16
  br label %856

856:                                              ; preds = %852, %849
  %857 = phi i32 [ %853, %852 ], [ 0, %849 ]
  %858 = phi ptr [ %855, %852 ], [ %3417, %849 ]
  %859 = getelementptr inbounds i8, ptr %3416, i64 8
  br label %74

860:                                              ; preds = %3413
  %861 = lshr i32 %3418, 7
  %862 = and i32 %861, 255
  %863 = zext nneg i32 %862 to i64
  %864 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %863
  %865 = lshr i32 %3418, 16
  %866 = and i32 %865, 255
  %867 = zext nneg i32 %866 to i64
  %868 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %867
  %869 = and i32 %3418, 32768
  %870 = icmp eq i32 %869, 0
  %871 = lshr i32 %3418, 24
  %872 = zext nneg i32 %871 to i64
  %873 = getelementptr inbounds %struct.TValue, ptr %35, i64 %872
  %874 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %872
  %875 = select i1 %870, ptr %874, ptr %873
  %876 = load ptr, ptr %875, align 8, !tbaa !10
  %877 = getelementptr inbounds i8, ptr %864, i64 16
  %878 = load i64, ptr %868, align 8
  store i64 %878, ptr %877, align 8, !tbaa !10
  %879 = getelementptr inbounds i8, ptr %868, i64 8
  %880 = load i8, ptr %879, align 8, !tbaa !6
  %881 = getelementptr inbounds i8, ptr %864, i64 24
  store i8 %880, ptr %881, align 8, !tbaa !6
  %882 = icmp eq i8 %880, 69
  br i1 %882, label %883, label %894

883:                                              ; preds = %860
  %884 = inttoptr i64 %878 to ptr
  %885 = call ptr @luaH_getstr(ptr noundef %884, ptr noundef %876) #13
  %886 = getelementptr inbounds i8, ptr %885, i64 8
  %887 = load i8, ptr %886, align 8, !tbaa !6
  %888 = and i8 %887, 15
  %889 = icmp eq i8 %888, 0
  br i1 %889, label %894, label %890

890:                                              ; preds = %883
  %891 = load i64, ptr %885, align 8, !tbaa !10
  store i64 %891, ptr %864, align 8, !tbaa !10
  %892 = load i8, ptr %886, align 8, !tbaa !6
  %893 = getelementptr inbounds i8, ptr %864, i64 8
  store i8 %892, ptr %893, align 8, !tbaa !6
  br label %898

894:                                              ; preds = %860, %883
  %895 = phi ptr [ %885, %883 ], [ null, %860 ]
  store ptr %3416, ptr %36, align 8, !tbaa !10
  %896 = load ptr, ptr %50, align 8, !tbaa !10
  store ptr %896, ptr %12, align 8, !tbaa !10
  call void @luaV_finishget(ptr noundef %0, ptr noundef nonnull %868, ptr noundef nonnull %875, ptr noundef nonnull %864, ptr noundef %895)
  %897 = load volatile i32, ptr %49, align 8, !tbaa !10
  br label %898

898:                                              ; preds = %894, %890
  %899 = phi i32 [ %3415, %890 ], [ %897, %894 ]
  %900 = icmp eq i32 %899, 0
  br i1 %900, label %905, label %901, !prof !34

901:                                              ; preds = %898
  %902 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3416) #13
  %903 = load ptr, ptr %29, align 8, !tbaa !10
  %904 = getelementptr inbounds i8, ptr %903, i64 16
  br label %905

905:                                              ; preds = %901, %898
  %906 = phi i32 [ %902, %901 ], [ 0, %898 ]
  %907 = phi ptr [ %904, %901 ], [ %3417, %898 ]
  %908 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %74

909:                                              ; preds = %3413
  %910 = lshr i32 %3418, 7
  %911 = and i32 %910, 255
  %912 = zext nneg i32 %911 to i64
  %913 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %912
  %914 = lshr i32 %3418, 16
  %915 = and i32 %914, 255
  %916 = zext nneg i32 %915 to i64
  %917 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %916
  %918 = lshr i32 %3418, 24
  %919 = add nsw i32 %918, -127
  %920 = getelementptr inbounds i8, ptr %917, i64 8
  %921 = load i8, ptr %920, align 8, !tbaa !6
  switch i8 %921, label %935 [
    i8 3, label %922
    i8 19, label %927
  ]

922:                                              ; preds = %909
  %923 = load i64, ptr %917, align 8, !tbaa !10
  %924 = sext i32 %919 to i64
  %925 = add i64 %923, %924
  %926 = bitcast i64 %925 to double
  br label %931

927:                                              ; preds = %909
  %928 = load double, ptr %917, align 8, !tbaa !10
  %929 = sitofp i32 %919 to double
  %930 = fadd double %928, %929
  br label %931

931:                                              ; preds = %922, %927
  %932 = phi double [ %930, %927 ], [ %926, %922 ]
  %933 = getelementptr inbounds i8, ptr %3416, i64 4
  store double %932, ptr %913, align 8, !tbaa !10
  %934 = getelementptr inbounds i8, ptr %913, i64 8
  store i8 %921, ptr %934, align 8, !tbaa !6
  br label %935

935:                                              ; preds = %931, %909
  %936 = phi ptr [ %3416, %909 ], [ %933, %931 ]
  %937 = icmp eq i32 %3415, 0
  br i1 %937, label %942, label %938, !prof !34

938:                                              ; preds = %935
  %939 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %936) #13
  %940 = load ptr, ptr %29, align 8, !tbaa !10
  %941 = getelementptr inbounds i8, ptr %940, i64 16
  br label %942

942:                                              ; preds = %938, %935
  %943 = phi i32 [ %939, %938 ], [ 0, %935 ]
  %944 = phi ptr [ %941, %938 ], [ %3417, %935 ]
  %945 = getelementptr inbounds i8, ptr %936, i64 4
  br label %74

946:                                              ; preds = %3413
  %947 = lshr i32 %3418, 16
  %948 = and i32 %947, 255
  %949 = zext nneg i32 %948 to i64
  %950 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %949
  %951 = lshr i32 %3418, 24
  %952 = zext nneg i32 %951 to i64
  %953 = getelementptr inbounds %struct.TValue, ptr %35, i64 %952
  %954 = lshr i32 %3418, 7
  %955 = and i32 %954, 255
  %956 = zext nneg i32 %955 to i64
  %957 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %956
  %958 = getelementptr inbounds i8, ptr %950, i64 8
  %959 = load i8, ptr %958, align 8, !tbaa !6
  switch i8 %959, label %991 [
    i8 3, label %960
    i8 19, label %969
  ]

960:                                              ; preds = %946
  %961 = getelementptr inbounds i8, ptr %953, i64 8
  %962 = load i8, ptr %961, align 8, !tbaa !6
  %963 = icmp eq i8 %962, 3
  %964 = load i64, ptr %950, align 8, !tbaa !10
  br i1 %963, label %965, label %973

965:                                              ; preds = %960
  %966 = load i64, ptr %953, align 8, !tbaa !10
  %967 = add i64 %966, %964
  %968 = bitcast i64 %967 to double
  br label %986

969:                                              ; preds = %946
  %970 = load double, ptr %950, align 8, !tbaa !10
  %971 = getelementptr inbounds i8, ptr %953, i64 8
  %972 = load i8, ptr %971, align 8, !tbaa !6
  br label %975

973:                                              ; preds = %960
  %974 = sitofp i64 %964 to double
  br label %975

975:                                              ; preds = %969, %973
  %976 = phi i8 [ %972, %969 ], [ %962, %973 ]
  %977 = phi double [ %970, %969 ], [ %974, %973 ]
  switch i8 %976, label %991 [
    i8 19, label %978
    i8 3, label %980
  ]

978:                                              ; preds = %975
  %979 = load double, ptr %953, align 8, !tbaa !10
  br label %983

980:                                              ; preds = %975
  %981 = load i64, ptr %953, align 8, !tbaa !10
  %982 = sitofp i64 %981 to double
  br label %983

983:                                              ; preds = %978, %980
  %984 = phi double [ %979, %978 ], [ %982, %980 ]
  %985 = fadd double %977, %984
  br label %986

986:                                              ; preds = %965, %983
  %987 = phi double [ %985, %983 ], [ %968, %965 ]
  %988 = phi i8 [ 19, %983 ], [ 3, %965 ]
  %989 = getelementptr inbounds i8, ptr %3416, i64 4
  store double %987, ptr %957, align 8, !tbaa !10
  %990 = getelementptr inbounds i8, ptr %957, i64 8
  store i8 %988, ptr %990, align 8, !tbaa !6
  br label %991

991:                                              ; preds = %986, %946, %975
  %992 = phi ptr [ %3416, %975 ], [ %3416, %946 ], [ %989, %986 ]
  %993 = icmp eq i32 %3415, 0
  br i1 %993, label %998, label %994, !prof !34

994:                                              ; preds = %991
  %995 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %992) #13
  %996 = load ptr, ptr %29, align 8, !tbaa !10
  %997 = getelementptr inbounds i8, ptr %996, i64 16
  br label %998

998:                                              ; preds = %994, %991
  %999 = phi i32 [ %995, %994 ], [ 0, %991 ]
  %1000 = phi ptr [ %997, %994 ], [ %3417, %991 ]
  %1001 = getelementptr inbounds i8, ptr %992, i64 4
  br label %74

1002:                                             ; preds = %3413
  %1003 = lshr i32 %3418, 16
  %1004 = and i32 %1003, 255
  %1005 = zext nneg i32 %1004 to i64
  %1006 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1005
  %1007 = lshr i32 %3418, 24
  %1008 = zext nneg i32 %1007 to i64
  %1009 = getelementptr inbounds %struct.TValue, ptr %35, i64 %1008
  %1010 = lshr i32 %3418, 7
  %1011 = and i32 %1010, 255
  %1012 = zext nneg i32 %1011 to i64
  %1013 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1012
  %1014 = getelementptr inbounds i8, ptr %1006, i64 8
  %1015 = load i8, ptr %1014, align 8, !tbaa !6
  switch i8 %1015, label %1047 [
    i8 3, label %1016
    i8 19, label %1025
  ]

1016:                                             ; preds = %1002
  %1017 = getelementptr inbounds i8, ptr %1009, i64 8
  %1018 = load i8, ptr %1017, align 8, !tbaa !6
  %1019 = icmp eq i8 %1018, 3
  %1020 = load i64, ptr %1006, align 8, !tbaa !10
  br i1 %1019, label %1021, label %1029

1021:                                             ; preds = %1016
  %1022 = load i64, ptr %1009, align 8, !tbaa !10
  %1023 = sub i64 %1020, %1022
  %1024 = bitcast i64 %1023 to double
  br label %1042

1025:                                             ; preds = %1002
  %1026 = load double, ptr %1006, align 8, !tbaa !10
  %1027 = getelementptr inbounds i8, ptr %1009, i64 8
  %1028 = load i8, ptr %1027, align 8, !tbaa !6
  br label %1031

1029:                                             ; preds = %1016
  %1030 = sitofp i64 %1020 to double
  br label %1031

1031:                                             ; preds = %1025, %1029
  %1032 = phi i8 [ %1028, %1025 ], [ %1018, %1029 ]
  %1033 = phi double [ %1026, %1025 ], [ %1030, %1029 ]
  switch i8 %1032, label %1047 [
    i8 19, label %1034
    i8 3, label %1036
  ]

1034:                                             ; preds = %1031
  %1035 = load double, ptr %1009, align 8, !tbaa !10
  br label %1039

1036:                                             ; preds = %1031
  %1037 = load i64, ptr %1009, align 8, !tbaa !10
  %1038 = sitofp i64 %1037 to double
  br label %1039

1039:                                             ; preds = %1034, %1036
  %1040 = phi double [ %1035, %1034 ], [ %1038, %1036 ]
  %1041 = fsub double %1033, %1040
  br label %1042

1042:                                             ; preds = %1021, %1039
  %1043 = phi double [ %1041, %1039 ], [ %1024, %1021 ]
  %1044 = phi i8 [ 19, %1039 ], [ 3, %1021 ]
  %1045 = getelementptr inbounds i8, ptr %3416, i64 4
  store double %1043, ptr %1013, align 8, !tbaa !10
  %1046 = getelementptr inbounds i8, ptr %1013, i64 8
  store i8 %1044, ptr %1046, align 8, !tbaa !6
  br label %1047

1047:                                             ; preds = %1042, %1002, %1031
  %1048 = phi ptr [ %3416, %1031 ], [ %3416, %1002 ], [ %1045, %1042 ]
  %1049 = icmp eq i32 %3415, 0
  br i1 %1049, label %1054, label %1050, !prof !34

1050:                                             ; preds = %1047
  %1051 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %1048) #13
  %1052 = load ptr, ptr %29, align 8, !tbaa !10
  %1053 = getelementptr inbounds i8, ptr %1052, i64 16
  br label %1054

1054:                                             ; preds = %1050, %1047
  %1055 = phi i32 [ %1051, %1050 ], [ 0, %1047 ]
  %1056 = phi ptr [ %1053, %1050 ], [ %3417, %1047 ]
  %1057 = getelementptr inbounds i8, ptr %1048, i64 4
  br label %74

1058:                                             ; preds = %3413
  %1059 = lshr i32 %3418, 16
  %1060 = and i32 %1059, 255
  %1061 = zext nneg i32 %1060 to i64
  %1062 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1061
  %1063 = lshr i32 %3418, 24
  %1064 = zext nneg i32 %1063 to i64
  %1065 = getelementptr inbounds %struct.TValue, ptr %35, i64 %1064
  %1066 = lshr i32 %3418, 7
  %1067 = and i32 %1066, 255
  %1068 = zext nneg i32 %1067 to i64
  %1069 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1068
  %1070 = getelementptr inbounds i8, ptr %1062, i64 8
  %1071 = load i8, ptr %1070, align 8, !tbaa !6
  switch i8 %1071, label %1103 [
    i8 3, label %1072
    i8 19, label %1081
  ]

1072:                                             ; preds = %1058
  %1073 = getelementptr inbounds i8, ptr %1065, i64 8
  %1074 = load i8, ptr %1073, align 8, !tbaa !6
  %1075 = icmp eq i8 %1074, 3
  %1076 = load i64, ptr %1062, align 8, !tbaa !10
  br i1 %1075, label %1077, label %1085

1077:                                             ; preds = %1072
  %1078 = load i64, ptr %1065, align 8, !tbaa !10
  %1079 = mul i64 %1078, %1076
  %1080 = bitcast i64 %1079 to double
  br label %1098

1081:                                             ; preds = %1058
  %1082 = load double, ptr %1062, align 8, !tbaa !10
  %1083 = getelementptr inbounds i8, ptr %1065, i64 8
  %1084 = load i8, ptr %1083, align 8, !tbaa !6
  br label %1087

1085:                                             ; preds = %1072
  %1086 = sitofp i64 %1076 to double
  br label %1087

1087:                                             ; preds = %1081, %1085
  %1088 = phi i8 [ %1084, %1081 ], [ %1074, %1085 ]
  %1089 = phi double [ %1082, %1081 ], [ %1086, %1085 ]
  switch i8 %1088, label %1103 [
    i8 19, label %1090
    i8 3, label %1092
  ]

1090:                                             ; preds = %1087
  %1091 = load double, ptr %1065, align 8, !tbaa !10
  br label %1095

1092:                                             ; preds = %1087
  %1093 = load i64, ptr %1065, align 8, !tbaa !10
  %1094 = sitofp i64 %1093 to double
  br label %1095

1095:                                             ; preds = %1090, %1092
  %1096 = phi double [ %1091, %1090 ], [ %1094, %1092 ]
  %1097 = fmul double %1089, %1096
  br label %1098

1098:                                             ; preds = %1077, %1095
  %1099 = phi double [ %1097, %1095 ], [ %1080, %1077 ]
  %1100 = phi i8 [ 19, %1095 ], [ 3, %1077 ]
  %1101 = getelementptr inbounds i8, ptr %3416, i64 4
  store double %1099, ptr %1069, align 8, !tbaa !10
  %1102 = getelementptr inbounds i8, ptr %1069, i64 8
  store i8 %1100, ptr %1102, align 8, !tbaa !6
  br label %1103

1103:                                             ; preds = %1098, %1058, %1087
  %1104 = phi ptr [ %3416, %1087 ], [ %3416, %1058 ], [ %1101, %1098 ]
  %1105 = icmp eq i32 %3415, 0
  br i1 %1105, label %1110, label %1106, !prof !34

1106:                                             ; preds = %1103
  %1107 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %1104) #13
  %1108 = load ptr, ptr %29, align 8, !tbaa !10
  %1109 = getelementptr inbounds i8, ptr %1108, i64 16
  br label %1110

1110:                                             ; preds = %1106, %1103
  %1111 = phi i32 [ %1107, %1106 ], [ 0, %1103 ]
  %1112 = phi ptr [ %1109, %1106 ], [ %3417, %1103 ]
  %1113 = getelementptr inbounds i8, ptr %1104, i64 4
  br label %74

1114:                                             ; preds = %3413
  store ptr %3416, ptr %36, align 8, !tbaa !10
  %1115 = load ptr, ptr %50, align 8, !tbaa !10
  store ptr %1115, ptr %12, align 8, !tbaa !10
  %1116 = lshr i32 %3418, 16
  %1117 = and i32 %1116, 255
  %1118 = zext nneg i32 %1117 to i64
  %1119 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1118
  %1120 = lshr i32 %3418, 24
  %1121 = zext nneg i32 %1120 to i64
  %1122 = getelementptr inbounds %struct.TValue, ptr %35, i64 %1121
  %1123 = lshr i32 %3418, 7
  %1124 = and i32 %1123, 255
  %1125 = zext nneg i32 %1124 to i64
  %1126 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1125
  %1127 = getelementptr inbounds i8, ptr %1119, i64 8
  %1128 = load i8, ptr %1127, align 8, !tbaa !6
  switch i8 %1128, label %1184 [
    i8 3, label %1129
    i8 19, label %1152
  ]

1129:                                             ; preds = %1114
  %1130 = getelementptr inbounds i8, ptr %1122, i64 8
  %1131 = load i8, ptr %1130, align 8, !tbaa !6
  %1132 = icmp eq i8 %1131, 3
  br i1 %1132, label %1133, label %1156

1133:                                             ; preds = %1129
  %1134 = load i64, ptr %1122, align 8, !tbaa !10
  %1135 = add i64 %1134, 1
  %1136 = icmp ult i64 %1135, 2
  br i1 %1136, label %1137, label %1140, !prof !19

1137:                                             ; preds = %1133
  %1138 = icmp eq i64 %1134, 0
  br i1 %1138, label %1139, label %1149

1139:                                             ; preds = %1137
  call void (ptr, ptr, ...) @luaG_runerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.6) #14
  unreachable

1140:                                             ; preds = %1133
  %1141 = load i64, ptr %1119, align 8, !tbaa !10
  %1142 = srem i64 %1141, %1134
  %1143 = icmp eq i64 %1142, 0
  br i1 %1143, label %1149, label %1144

1144:                                             ; preds = %1140
  %1145 = xor i64 %1142, %1134
  %1146 = icmp slt i64 %1145, 0
  %1147 = select i1 %1146, i64 %1134, i64 0
  %1148 = add nsw i64 %1147, %1142
  br label %1149

1149:                                             ; preds = %1137, %1140, %1144
  %1150 = phi i64 [ 0, %1137 ], [ 0, %1140 ], [ %1148, %1144 ]
  %1151 = bitcast i64 %1150 to double
  br label %1179

1152:                                             ; preds = %1114
  %1153 = load double, ptr %1119, align 8, !tbaa !10
  %1154 = getelementptr inbounds i8, ptr %1122, i64 8
  %1155 = load i8, ptr %1154, align 8, !tbaa !6
  br label %1159

1156:                                             ; preds = %1129
  %1157 = load i64, ptr %1119, align 8, !tbaa !10
  %1158 = sitofp i64 %1157 to double
  br label %1159

1159:                                             ; preds = %1152, %1156
  %1160 = phi i8 [ %1155, %1152 ], [ %1131, %1156 ]
  %1161 = phi double [ %1153, %1152 ], [ %1158, %1156 ]
  switch i8 %1160, label %1184 [
    i8 19, label %1162
    i8 3, label %1164
  ]

1162:                                             ; preds = %1159
  %1163 = load double, ptr %1122, align 8, !tbaa !10
  br label %1167

1164:                                             ; preds = %1159
  %1165 = load i64, ptr %1122, align 8, !tbaa !10
  %1166 = sitofp i64 %1165 to double
  br label %1167

1167:                                             ; preds = %1162, %1164
  %1168 = phi double [ %1163, %1162 ], [ %1166, %1164 ]
  %1169 = call double @fmod(double noundef %1161, double noundef %1168) #13
  %1170 = fcmp ogt double %1169, 0.000000e+00
  br i1 %1170, label %1171, label %1173

1171:                                             ; preds = %1167
  %1172 = fcmp olt double %1168, 0.000000e+00
  br i1 %1172, label %1177, label %1179

1173:                                             ; preds = %1167
  %1174 = fcmp olt double %1169, 0.000000e+00
  %1175 = fcmp ogt double %1168, 0.000000e+00
  %1176 = and i1 %1175, %1174
  br i1 %1176, label %1177, label %1179

1177:                                             ; preds = %1173, %1171
  %1178 = fadd double %1168, %1169
  br label %1179

1179:                                             ; preds = %1177, %1173, %1171, %1149
  %1180 = phi double [ %1151, %1149 ], [ %1178, %1177 ], [ %1169, %1171 ], [ %1169, %1173 ]
  %1181 = phi i8 [ 3, %1149 ], [ 19, %1177 ], [ 19, %1171 ], [ 19, %1173 ]
  %1182 = getelementptr inbounds i8, ptr %3416, i64 4
  store double %1180, ptr %1126, align 8, !tbaa !10
  %1183 = getelementptr inbounds i8, ptr %1126, i64 8
  store i8 %1181, ptr %1183, align 8, !tbaa !6
  br label %1184

1184:                                             ; preds = %1179, %1114, %1159
  %1185 = phi ptr [ %3416, %1159 ], [ %3416, %1114 ], [ %1182, %1179 ]
  %1186 = icmp eq i32 %3415, 0
  br i1 %1186, label %1191, label %1187, !prof !34

1187:                                             ; preds = %1184
  %1188 = call i32 @luaG_traceexec(ptr noundef nonnull %0, ptr noundef nonnull %1185) #13
  %1189 = load ptr, ptr %29, align 8, !tbaa !10
  %1190 = getelementptr inbounds i8, ptr %1189, i64 16
  br label %1191

1191:                                             ; preds = %1187, %1184
  %1192 = phi i32 [ %1188, %1187 ], [ 0, %1184 ]
  %1193 = phi ptr [ %1190, %1187 ], [ %3417, %1184 ]
  %1194 = getelementptr inbounds i8, ptr %1185, i64 4
  br label %74

1195:                                             ; preds = %3413
  %1196 = lshr i32 %3418, 7
  %1197 = and i32 %1196, 255
  %1198 = zext nneg i32 %1197 to i64
  %1199 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1198
  %1200 = lshr i32 %3418, 16
  %1201 = and i32 %1200, 255
  %1202 = zext nneg i32 %1201 to i64
  %1203 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1202
  %1204 = lshr i32 %3418, 24
  %1205 = zext nneg i32 %1204 to i64
  %1206 = getelementptr inbounds %struct.TValue, ptr %35, i64 %1205
  %1207 = getelementptr inbounds i8, ptr %1203, i64 8
  %1208 = load i8, ptr %1207, align 8, !tbaa !6
  switch i8 %1208, label %1234 [
    i8 19, label %1209
    i8 3, label %1211
  ]

1209:                                             ; preds = %1195
  %1210 = load double, ptr %1203, align 8, !tbaa !10
  br label %1214

1211:                                             ; preds = %1195
  %1212 = load i64, ptr %1203, align 8, !tbaa !10
  %1213 = sitofp i64 %1212 to double
  br label %1214

1214:                                             ; preds = %1209, %1211
  %1215 = phi double [ %1210, %1209 ], [ %1213, %1211 ]
  %1216 = getelementptr inbounds i8, ptr %1206, i64 8
  %1217 = load i8, ptr %1216, align 8, !tbaa !6
  switch i8 %1217, label %1234 [
    i8 19, label %1218
    i8 3, label %1220
  ]

1218:                                             ; preds = %1214
  %1219 = load double, ptr %1206, align 8, !tbaa !10
  br label %1223

1220:                                             ; preds = %1214
  %1221 = load i64, ptr %1206, align 8, !tbaa !10
  %1222 = sitofp i64 %1221 to double
  br label %1223

1223:                                             ; preds = %1218, %1220
  %1224 = phi double [ %1219, %1218 ], [ %1222, %1220 ]
  %1225 = getelementptr inbounds i8, ptr %3416, i64 4
  %1226 = fcmp oeq double %1224, 2.000000e+00
  br i1 %1226, label %1227, label %1229

1227:                                             ; preds = %1223
  %1228 = fmul double %1215, %1215
  br label %1231

1229:                                             ; preds = %1223
  %1230 = call double @pow(double noundef %1215, double noundef %1224) #13
  br label %1231

1231:                                             ; preds = %1229, %1227
  %1232 = phi double [ %1228, %1227 ], [ %1230, %1229 ]
  store double %1232, ptr %1199, align 8, !tbaa !10
  %1233 = getelementptr inbounds i8, ptr %1199, i64 8
  store i8 19, ptr %1233, align 8, !tbaa !6
  br label %1234

1234:                                             ; preds = %1214, %1195, %1231
  %1235 = phi ptr [ %1225, %1231 ], [ %3416, %1195 ], [ %3416, %1214 ]
  %1236 = icmp eq i32 %3415, 0
  br i1 %1236, label %1241, label %1237, !prof !34

1237:                                             ; preds = %1234
  %1238 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %1235) #13
  %1239 = load ptr, ptr %29, align 8, !tbaa !10
  %1240 = getelementptr inbounds i8, ptr %1239, i64 16
  br label %1241

1241:                                             ; preds = %1237, %1234
  %1242 = phi i32 [ %1238, %1237 ], [ 0, %1234 ]
  %1243 = phi ptr [ %1240, %1237 ], [ %3417, %1234 ]
  %1244 = getelementptr inbounds i8, ptr %1235, i64 4
  br label %74

1245:                                             ; preds = %3413
  %1246 = lshr i32 %3418, 7
  %1247 = and i32 %1246, 255
  %1248 = zext nneg i32 %1247 to i64
  %1249 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1248
  %1250 = lshr i32 %3418, 16
  %1251 = and i32 %1250, 255
  %1252 = zext nneg i32 %1251 to i64
  %1253 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1252
  %1254 = lshr i32 %3418, 24
  %1255 = zext nneg i32 %1254 to i64
  %1256 = getelementptr inbounds %struct.TValue, ptr %35, i64 %1255
  %1257 = getelementptr inbounds i8, ptr %1253, i64 8
  %1258 = load i8, ptr %1257, align 8, !tbaa !6
  switch i8 %1258, label %1278 [
    i8 19, label %1259
    i8 3, label %1261
  ]

1259:                                             ; preds = %1245
  %1260 = load double, ptr %1253, align 8, !tbaa !10
  br label %1264

1261:                                             ; preds = %1245
  %1262 = load i64, ptr %1253, align 8, !tbaa !10
  %1263 = sitofp i64 %1262 to double
  br label %1264

1264:                                             ; preds = %1259, %1261
  %1265 = phi double [ %1260, %1259 ], [ %1263, %1261 ]
  %1266 = getelementptr inbounds i8, ptr %1256, i64 8
  %1267 = load i8, ptr %1266, align 8, !tbaa !6
  switch i8 %1267, label %1278 [
    i8 19, label %1268
    i8 3, label %1270
  ]

1268:                                             ; preds = %1264
  %1269 = load double, ptr %1256, align 8, !tbaa !10
  br label %1273

1270:                                             ; preds = %1264
  %1271 = load i64, ptr %1256, align 8, !tbaa !10
  %1272 = sitofp i64 %1271 to double
  br label %1273

1273:                                             ; preds = %1268, %1270
  %1274 = phi double [ %1269, %1268 ], [ %1272, %1270 ]
  %1275 = getelementptr inbounds i8, ptr %3416, i64 4
  %1276 = fdiv double %1265, %1274
  store double %1276, ptr %1249, align 8, !tbaa !10
  %1277 = getelementptr inbounds i8, ptr %1249, i64 8
  store i8 19, ptr %1277, align 8, !tbaa !6
  br label %1278

1278:                                             ; preds = %1264, %1245, %1273
  %1279 = phi ptr [ %1275, %1273 ], [ %3416, %1245 ], [ %3416, %1264 ]
  %1280 = icmp eq i32 %3415, 0
  br i1 %1280, label %1285, label %1281, !prof !34

1281:                                             ; preds = %1278
  %1282 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %1279) #13
  %1283 = load ptr, ptr %29, align 8, !tbaa !10
  %1284 = getelementptr inbounds i8, ptr %1283, i64 16
  br label %1285

1285:                                             ; preds = %1281, %1278
  %1286 = phi i32 [ %1282, %1281 ], [ 0, %1278 ]
  %1287 = phi ptr [ %1284, %1281 ], [ %3417, %1278 ]
  %1288 = getelementptr inbounds i8, ptr %1279, i64 4
  br label %74

1289:                                             ; preds = %3413
  store ptr %3416, ptr %36, align 8, !tbaa !10
  %1290 = load ptr, ptr %50, align 8, !tbaa !10
  store ptr %1290, ptr %12, align 8, !tbaa !10
  %1291 = lshr i32 %3418, 16
  %1292 = and i32 %1291, 255
  %1293 = zext nneg i32 %1292 to i64
  %1294 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1293
  %1295 = lshr i32 %3418, 24
  %1296 = zext nneg i32 %1295 to i64
  %1297 = getelementptr inbounds %struct.TValue, ptr %35, i64 %1296
  %1298 = lshr i32 %3418, 7
  %1299 = and i32 %1298, 255
  %1300 = zext nneg i32 %1299 to i64
  %1301 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1300
  %1302 = getelementptr inbounds i8, ptr %1294, i64 8
  %1303 = load i8, ptr %1302, align 8, !tbaa !6
  switch i8 %1303, label %1356 [
    i8 3, label %1304
    i8 19, label %1333
  ]

1304:                                             ; preds = %1289
  %1305 = getelementptr inbounds i8, ptr %1297, i64 8
  %1306 = load i8, ptr %1305, align 8, !tbaa !6
  %1307 = icmp eq i8 %1306, 3
  %1308 = load i64, ptr %1294, align 8, !tbaa !10
  br i1 %1307, label %1309, label %1337

1309:                                             ; preds = %1304
  %1310 = load i64, ptr %1297, align 8, !tbaa !10
  %1311 = add i64 %1310, 1
  %1312 = icmp ult i64 %1311, 2
  br i1 %1312, label %1313, label %1318, !prof !19

1313:                                             ; preds = %1309
  %1314 = icmp eq i64 %1310, 0
  br i1 %1314, label %1315, label %1316

1315:                                             ; preds = %1313
  call void (ptr, ptr, ...) @luaG_runerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.5) #14
  unreachable

1316:                                             ; preds = %1313
  %1317 = sub i64 0, %1308
  br label %1330

1318:                                             ; preds = %1309
  %1319 = freeze i64 %1308
  %1320 = freeze i64 %1310
  %1321 = sdiv i64 %1319, %1320
  %1322 = xor i64 %1310, %1308
  %1323 = icmp slt i64 %1322, 0
  br i1 %1323, label %1324, label %1330

1324:                                             ; preds = %1318
  %1325 = mul i64 %1321, %1320
  %1326 = sub i64 %1319, %1325
  %1327 = icmp ne i64 %1326, 0
  %1328 = sext i1 %1327 to i64
  %1329 = add nsw i64 %1321, %1328
  br label %1330

1330:                                             ; preds = %1316, %1318, %1324
  %1331 = phi i64 [ %1317, %1316 ], [ %1321, %1318 ], [ %1329, %1324 ]
  %1332 = bitcast i64 %1331 to double
  br label %1351

1333:                                             ; preds = %1289
  %1334 = load double, ptr %1294, align 8, !tbaa !10
  %1335 = getelementptr inbounds i8, ptr %1297, i64 8
  %1336 = load i8, ptr %1335, align 8, !tbaa !6
  br label %1339

1337:                                             ; preds = %1304
  %1338 = sitofp i64 %1308 to double
  br label %1339

1339:                                             ; preds = %1333, %1337
  %1340 = phi i8 [ %1336, %1333 ], [ %1306, %1337 ]
  %1341 = phi double [ %1334, %1333 ], [ %1338, %1337 ]
  switch i8 %1340, label %1356 [
    i8 19, label %1342
    i8 3, label %1344
  ]

1342:                                             ; preds = %1339
  %1343 = load double, ptr %1297, align 8, !tbaa !10
  br label %1347

1344:                                             ; preds = %1339
  %1345 = load i64, ptr %1297, align 8, !tbaa !10
  %1346 = sitofp i64 %1345 to double
  br label %1347

1347:                                             ; preds = %1342, %1344
  %1348 = phi double [ %1343, %1342 ], [ %1346, %1344 ]
  %1349 = fdiv double %1341, %1348
  %1350 = call double @llvm.floor.f64(double %1349)
  br label %1351

1351:                                             ; preds = %1330, %1347
  %1352 = phi double [ %1350, %1347 ], [ %1332, %1330 ]
  %1353 = phi i8 [ 19, %1347 ], [ 3, %1330 ]
  %1354 = getelementptr inbounds i8, ptr %3416, i64 4
  store double %1352, ptr %1301, align 8, !tbaa !10
  %1355 = getelementptr inbounds i8, ptr %1301, i64 8
  store i8 %1353, ptr %1355, align 8, !tbaa !6
  br label %1356

1356:                                             ; preds = %1351, %1289, %1339
  %1357 = phi ptr [ %3416, %1339 ], [ %3416, %1289 ], [ %1354, %1351 ]
  %1358 = icmp eq i32 %3415, 0
  br i1 %1358, label %1363, label %1359, !prof !34

1359:                                             ; preds = %1356
  %1360 = call i32 @luaG_traceexec(ptr noundef nonnull %0, ptr noundef nonnull %1357) #13
  %1361 = load ptr, ptr %29, align 8, !tbaa !10
  %1362 = getelementptr inbounds i8, ptr %1361, i64 16
  br label %1363

1363:                                             ; preds = %1359, %1356
  %1364 = phi i32 [ %1360, %1359 ], [ 0, %1356 ]
  %1365 = phi ptr [ %1362, %1359 ], [ %3417, %1356 ]
  %1366 = getelementptr inbounds i8, ptr %1357, i64 4
  br label %74

1367:                                             ; preds = %3413
  %1368 = lshr i32 %3418, 7
  %1369 = and i32 %1368, 255
  %1370 = zext nneg i32 %1369 to i64
  %1371 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1370
  %1372 = lshr i32 %3418, 16
  %1373 = and i32 %1372, 255
  %1374 = zext nneg i32 %1373 to i64
  %1375 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1374
  %1376 = lshr i32 %3418, 24
  %1377 = zext nneg i32 %1376 to i64
  %1378 = getelementptr inbounds %struct.TValue, ptr %35, i64 %1377
  %1379 = load i64, ptr %1378, align 8, !tbaa !10
  %1380 = getelementptr inbounds i8, ptr %1375, i64 8
  %1381 = load i8, ptr %1380, align 8, !tbaa !6
  switch i8 %1381, label %1399 [
    i8 3, label %1382
    i8 19, label %1384
  ], !prof !57

1382:                                             ; preds = %1367
  %1383 = load i64, ptr %1375, align 8, !tbaa !10
  br label %1394

1384:                                             ; preds = %1367
  %1385 = load double, ptr %1375, align 8, !tbaa !10
  %1386 = call double @llvm.floor.f64(double %1385)
  %1387 = fcmp une double %1386, %1385
  br i1 %1387, label %1399, label %1388

1388:                                             ; preds = %1384
  %1389 = fcmp oge double %1386, 0xC3E0000000000000
  %1390 = fcmp olt double %1386, 0x43E0000000000000
  %1391 = and i1 %1389, %1390
  br i1 %1391, label %1392, label %1399

1392:                                             ; preds = %1388
  %1393 = fptosi double %1386 to i64
  br label %1394

1394:                                             ; preds = %1392, %1382
  %1395 = phi i64 [ %1383, %1382 ], [ %1393, %1392 ]
  %1396 = getelementptr inbounds i8, ptr %3416, i64 4
  %1397 = and i64 %1395, %1379
  store i64 %1397, ptr %1371, align 8, !tbaa !10
  %1398 = getelementptr inbounds i8, ptr %1371, i64 8
  store i8 3, ptr %1398, align 8, !tbaa !6
  br label %1399

1399:                                             ; preds = %1367, %1384, %1388, %1394
  %1400 = phi ptr [ %1396, %1394 ], [ %3416, %1388 ], [ %3416, %1384 ], [ %3416, %1367 ]
  %1401 = icmp eq i32 %3415, 0
  br i1 %1401, label %1406, label %1402, !prof !34

1402:                                             ; preds = %1399
  %1403 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %1400) #13
  %1404 = load ptr, ptr %29, align 8, !tbaa !10
  %1405 = getelementptr inbounds i8, ptr %1404, i64 16
  br label %1406

1406:                                             ; preds = %1402, %1399
  %1407 = phi i32 [ %1403, %1402 ], [ 0, %1399 ]
  %1408 = phi ptr [ %1405, %1402 ], [ %3417, %1399 ]
  %1409 = getelementptr inbounds i8, ptr %1400, i64 4
  br label %74

1410:                                             ; preds = %3413
  %1411 = lshr i32 %3418, 7
  %1412 = and i32 %1411, 255
  %1413 = zext nneg i32 %1412 to i64
  %1414 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1413
  %1415 = lshr i32 %3418, 16
  %1416 = and i32 %1415, 255
  %1417 = zext nneg i32 %1416 to i64
  %1418 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1417
  %1419 = lshr i32 %3418, 24
  %1420 = zext nneg i32 %1419 to i64
  %1421 = getelementptr inbounds %struct.TValue, ptr %35, i64 %1420
  %1422 = load i64, ptr %1421, align 8, !tbaa !10
  %1423 = getelementptr inbounds i8, ptr %1418, i64 8
  %1424 = load i8, ptr %1423, align 8, !tbaa !6
  switch i8 %1424, label %1442 [
    i8 3, label %1425
    i8 19, label %1427
  ], !prof !57

1425:                                             ; preds = %1410
  %1426 = load i64, ptr %1418, align 8, !tbaa !10
  br label %1437

1427:                                             ; preds = %1410
  %1428 = load double, ptr %1418, align 8, !tbaa !10
  %1429 = call double @llvm.floor.f64(double %1428)
  %1430 = fcmp une double %1429, %1428
  br i1 %1430, label %1442, label %1431

1431:                                             ; preds = %1427
  %1432 = fcmp oge double %1429, 0xC3E0000000000000
  %1433 = fcmp olt double %1429, 0x43E0000000000000
  %1434 = and i1 %1432, %1433
  br i1 %1434, label %1435, label %1442

1435:                                             ; preds = %1431
  %1436 = fptosi double %1429 to i64
  br label %1437

1437:                                             ; preds = %1435, %1425
  %1438 = phi i64 [ %1426, %1425 ], [ %1436, %1435 ]
  %1439 = getelementptr inbounds i8, ptr %3416, i64 4
  %1440 = or i64 %1438, %1422
  store i64 %1440, ptr %1414, align 8, !tbaa !10
  %1441 = getelementptr inbounds i8, ptr %1414, i64 8
  store i8 3, ptr %1441, align 8, !tbaa !6
  br label %1442

1442:                                             ; preds = %1410, %1427, %1431, %1437
  %1443 = phi ptr [ %1439, %1437 ], [ %3416, %1431 ], [ %3416, %1427 ], [ %3416, %1410 ]
  %1444 = icmp eq i32 %3415, 0
  br i1 %1444, label %1449, label %1445, !prof !34

1445:                                             ; preds = %1442
  %1446 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %1443) #13
  %1447 = load ptr, ptr %29, align 8, !tbaa !10
  %1448 = getelementptr inbounds i8, ptr %1447, i64 16
  br label %1449

1449:                                             ; preds = %1445, %1442
  %1450 = phi i32 [ %1446, %1445 ], [ 0, %1442 ]
  %1451 = phi ptr [ %1448, %1445 ], [ %3417, %1442 ]
  %1452 = getelementptr inbounds i8, ptr %1443, i64 4
  br label %74

1453:                                             ; preds = %3413
  %1454 = lshr i32 %3418, 7
  %1455 = and i32 %1454, 255
  %1456 = zext nneg i32 %1455 to i64
  %1457 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1456
  %1458 = lshr i32 %3418, 16
  %1459 = and i32 %1458, 255
  %1460 = zext nneg i32 %1459 to i64
  %1461 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1460
  %1462 = lshr i32 %3418, 24
  %1463 = zext nneg i32 %1462 to i64
  %1464 = getelementptr inbounds %struct.TValue, ptr %35, i64 %1463
  %1465 = load i64, ptr %1464, align 8, !tbaa !10
  %1466 = getelementptr inbounds i8, ptr %1461, i64 8
  %1467 = load i8, ptr %1466, align 8, !tbaa !6
  switch i8 %1467, label %1485 [
    i8 3, label %1468
    i8 19, label %1470
  ], !prof !57

1468:                                             ; preds = %1453
  %1469 = load i64, ptr %1461, align 8, !tbaa !10
  br label %1480

1470:                                             ; preds = %1453
  %1471 = load double, ptr %1461, align 8, !tbaa !10
  %1472 = call double @llvm.floor.f64(double %1471)
  %1473 = fcmp une double %1472, %1471
  br i1 %1473, label %1485, label %1474

1474:                                             ; preds = %1470
  %1475 = fcmp oge double %1472, 0xC3E0000000000000
  %1476 = fcmp olt double %1472, 0x43E0000000000000
  %1477 = and i1 %1475, %1476
  br i1 %1477, label %1478, label %1485

1478:                                             ; preds = %1474
  %1479 = fptosi double %1472 to i64
  br label %1480

1480:                                             ; preds = %1478, %1468
  %1481 = phi i64 [ %1469, %1468 ], [ %1479, %1478 ]
  %1482 = getelementptr inbounds i8, ptr %3416, i64 4
  %1483 = xor i64 %1481, %1465
  store i64 %1483, ptr %1457, align 8, !tbaa !10
  %1484 = getelementptr inbounds i8, ptr %1457, i64 8
  store i8 3, ptr %1484, align 8, !tbaa !6
  br label %1485

1485:                                             ; preds = %1453, %1470, %1474, %1480
  %1486 = phi ptr [ %1482, %1480 ], [ %3416, %1474 ], [ %3416, %1470 ], [ %3416, %1453 ]
  %1487 = icmp eq i32 %3415, 0
  br i1 %1487, label %1492, label %1488, !prof !34

1488:                                             ; preds = %1485
  %1489 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %1486) #13
  %1490 = load ptr, ptr %29, align 8, !tbaa !10
  %1491 = getelementptr inbounds i8, ptr %1490, i64 16
  br label %1492

1492:                                             ; preds = %1488, %1485
  %1493 = phi i32 [ %1489, %1488 ], [ 0, %1485 ]
  %1494 = phi ptr [ %1491, %1488 ], [ %3417, %1485 ]
  %1495 = getelementptr inbounds i8, ptr %1486, i64 4
  br label %74

1496:                                             ; preds = %3413
  %1497 = lshr i32 %3418, 7
  %1498 = and i32 %1497, 255
  %1499 = zext nneg i32 %1498 to i64
  %1500 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1499
  %1501 = lshr i32 %3418, 16
  %1502 = and i32 %1501, 255
  %1503 = zext nneg i32 %1502 to i64
  %1504 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1503
  %1505 = lshr i32 %3418, 24
  %1506 = getelementptr inbounds i8, ptr %1504, i64 8
  %1507 = load i8, ptr %1506, align 8, !tbaa !6
  switch i8 %1507, label %1538 [
    i8 3, label %1508
    i8 19, label %1510
  ], !prof !57

1508:                                             ; preds = %1496
  %1509 = load i64, ptr %1504, align 8, !tbaa !10
  br label %1520

1510:                                             ; preds = %1496
  %1511 = load double, ptr %1504, align 8, !tbaa !10
  %1512 = call double @llvm.floor.f64(double %1511)
  %1513 = fcmp une double %1512, %1511
  br i1 %1513, label %1538, label %1514

1514:                                             ; preds = %1510
  %1515 = fcmp oge double %1512, 0xC3E0000000000000
  %1516 = fcmp olt double %1512, 0x43E0000000000000
  %1517 = and i1 %1515, %1516
  br i1 %1517, label %1518, label %1538

1518:                                             ; preds = %1514
  %1519 = fptosi double %1512 to i64
  br label %1520

1520:                                             ; preds = %1518, %1508
  %1521 = phi i64 [ %1509, %1508 ], [ %1519, %1518 ]
  %1522 = getelementptr inbounds i8, ptr %3416, i64 4
  %1523 = sub nsw i32 127, %1505
  %1524 = sext i32 %1523 to i64
  %1525 = icmp slt i32 %3418, 0
  br i1 %1525, label %1526, label %1531

1526:                                             ; preds = %1520
  %1527 = icmp ult i32 %1523, -63
  br i1 %1527, label %1535, label %1528

1528:                                             ; preds = %1526
  %1529 = sub nsw i64 0, %1524
  %1530 = lshr i64 %1521, %1529
  br label %1535

1531:                                             ; preds = %1520
  %1532 = icmp ugt i32 %1523, 63
  %1533 = shl i64 %1521, %1524
  %1534 = select i1 %1532, i64 0, i64 %1533
  br label %1535

1535:                                             ; preds = %1526, %1528, %1531
  %1536 = phi i64 [ %1530, %1528 ], [ 0, %1526 ], [ %1534, %1531 ]
  store i64 %1536, ptr %1500, align 8, !tbaa !10
  %1537 = getelementptr inbounds i8, ptr %1500, i64 8
  store i8 3, ptr %1537, align 8, !tbaa !6
  br label %1538

1538:                                             ; preds = %1496, %1510, %1514, %1535
  %1539 = phi ptr [ %1522, %1535 ], [ %3416, %1514 ], [ %3416, %1510 ], [ %3416, %1496 ]
  %1540 = icmp eq i32 %3415, 0
  br i1 %1540, label %1545, label %1541, !prof !34

1541:                                             ; preds = %1538
  %1542 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %1539) #13
  %1543 = load ptr, ptr %29, align 8, !tbaa !10
  %1544 = getelementptr inbounds i8, ptr %1543, i64 16
  br label %1545

1545:                                             ; preds = %1541, %1538
  %1546 = phi i32 [ %1542, %1541 ], [ 0, %1538 ]
  %1547 = phi ptr [ %1544, %1541 ], [ %3417, %1538 ]
  %1548 = getelementptr inbounds i8, ptr %1539, i64 4
  br label %74

1549:                                             ; preds = %3413
  %1550 = lshr i32 %3418, 7
  %1551 = and i32 %1550, 255
  %1552 = zext nneg i32 %1551 to i64
  %1553 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1552
  %1554 = lshr i32 %3418, 16
  %1555 = and i32 %1554, 255
  %1556 = zext nneg i32 %1555 to i64
  %1557 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1556
  %1558 = lshr i32 %3418, 24
  %1559 = add nsw i32 %1558, -127
  %1560 = getelementptr inbounds i8, ptr %1557, i64 8
  %1561 = load i8, ptr %1560, align 8, !tbaa !6
  switch i8 %1561, label %1591 [
    i8 3, label %1562
    i8 19, label %1564
  ], !prof !57

1562:                                             ; preds = %1549
  %1563 = load i64, ptr %1557, align 8, !tbaa !10
  br label %1574

1564:                                             ; preds = %1549
  %1565 = load double, ptr %1557, align 8, !tbaa !10
  %1566 = call double @llvm.floor.f64(double %1565)
  %1567 = fcmp une double %1566, %1565
  br i1 %1567, label %1591, label %1568

1568:                                             ; preds = %1564
  %1569 = fcmp oge double %1566, 0xC3E0000000000000
  %1570 = fcmp olt double %1566, 0x43E0000000000000
  %1571 = and i1 %1569, %1570
  br i1 %1571, label %1572, label %1591

1572:                                             ; preds = %1568
  %1573 = fptosi double %1566 to i64
  br label %1574

1574:                                             ; preds = %1572, %1562
  %1575 = phi i64 [ %1563, %1562 ], [ %1573, %1572 ]
  %1576 = getelementptr inbounds i8, ptr %3416, i64 4
  %1577 = sext i32 %1559 to i64
  %1578 = icmp slt i64 %1575, 0
  br i1 %1578, label %1579, label %1584

1579:                                             ; preds = %1574
  %1580 = icmp ult i64 %1575, -63
  br i1 %1580, label %1588, label %1581

1581:                                             ; preds = %1579
  %1582 = sub nsw i64 0, %1575
  %1583 = lshr i64 %1577, %1582
  br label %1588

1584:                                             ; preds = %1574
  %1585 = icmp ugt i64 %1575, 63
  %1586 = shl i64 %1577, %1575
  %1587 = select i1 %1585, i64 0, i64 %1586
  br label %1588

1588:                                             ; preds = %1579, %1581, %1584
  %1589 = phi i64 [ %1583, %1581 ], [ 0, %1579 ], [ %1587, %1584 ]
  store i64 %1589, ptr %1553, align 8, !tbaa !10
  %1590 = getelementptr inbounds i8, ptr %1553, i64 8
  store i8 3, ptr %1590, align 8, !tbaa !6
  br label %1591

1591:                                             ; preds = %1549, %1564, %1568, %1588
  %1592 = phi ptr [ %1576, %1588 ], [ %3416, %1568 ], [ %3416, %1564 ], [ %3416, %1549 ]
  %1593 = icmp eq i32 %3415, 0
  br i1 %1593, label %1598, label %1594, !prof !34

1594:                                             ; preds = %1591
  %1595 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %1592) #13
  %1596 = load ptr, ptr %29, align 8, !tbaa !10
  %1597 = getelementptr inbounds i8, ptr %1596, i64 16
  br label %1598

1598:                                             ; preds = %1594, %1591
  %1599 = phi i32 [ %1595, %1594 ], [ 0, %1591 ]
  %1600 = phi ptr [ %1597, %1594 ], [ %3417, %1591 ]
  %1601 = getelementptr inbounds i8, ptr %1592, i64 4
  br label %74

1602:                                             ; preds = %3413
  %1603 = lshr i32 %3418, 16
  %1604 = and i32 %1603, 255
  %1605 = zext nneg i32 %1604 to i64
  %1606 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1605
  %1607 = lshr i32 %3418, 24
  %1608 = zext nneg i32 %1607 to i64
  %1609 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1608
  %1610 = lshr i32 %3418, 7
  %1611 = and i32 %1610, 255
  %1612 = zext nneg i32 %1611 to i64
  %1613 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1612
  %1614 = getelementptr inbounds i8, ptr %1606, i64 8
  %1615 = load i8, ptr %1614, align 8, !tbaa !6
  switch i8 %1615, label %1647 [
    i8 3, label %1616
    i8 19, label %1625
  ]

1616:                                             ; preds = %1602
  %1617 = getelementptr inbounds i8, ptr %1609, i64 8
  %1618 = load i8, ptr %1617, align 8, !tbaa !6
  %1619 = icmp eq i8 %1618, 3
  %1620 = load i64, ptr %1606, align 8, !tbaa !10
  br i1 %1619, label %1621, label %1629

1621:                                             ; preds = %1616
  %1622 = load i64, ptr %1609, align 8, !tbaa !10
  %1623 = add i64 %1622, %1620
  %1624 = bitcast i64 %1623 to double
  br label %1642

1625:                                             ; preds = %1602
  %1626 = load double, ptr %1606, align 8, !tbaa !10
  %1627 = getelementptr inbounds i8, ptr %1609, i64 8
  %1628 = load i8, ptr %1627, align 8, !tbaa !6
  br label %1631

1629:                                             ; preds = %1616
  %1630 = sitofp i64 %1620 to double
  br label %1631

1631:                                             ; preds = %1625, %1629
  %1632 = phi i8 [ %1628, %1625 ], [ %1618, %1629 ]
  %1633 = phi double [ %1626, %1625 ], [ %1630, %1629 ]
  switch i8 %1632, label %1647 [
    i8 19, label %1634
    i8 3, label %1636
  ]

1634:                                             ; preds = %1631
  %1635 = load double, ptr %1609, align 8, !tbaa !10
  br label %1639

1636:                                             ; preds = %1631
  %1637 = load i64, ptr %1609, align 8, !tbaa !10
  %1638 = sitofp i64 %1637 to double
  br label %1639

1639:                                             ; preds = %1634, %1636
  %1640 = phi double [ %1635, %1634 ], [ %1638, %1636 ]
  %1641 = fadd double %1633, %1640
  br label %1642

1642:                                             ; preds = %1621, %1639
  %1643 = phi double [ %1641, %1639 ], [ %1624, %1621 ]
  %1644 = phi i8 [ 19, %1639 ], [ 3, %1621 ]
  %1645 = getelementptr inbounds i8, ptr %3416, i64 4
  store double %1643, ptr %1613, align 8, !tbaa !10
  %1646 = getelementptr inbounds i8, ptr %1613, i64 8
  store i8 %1644, ptr %1646, align 8, !tbaa !6
  br label %1647

1647:                                             ; preds = %1642, %1602, %1631
  %1648 = phi ptr [ %3416, %1631 ], [ %3416, %1602 ], [ %1645, %1642 ]
  %1649 = icmp eq i32 %3415, 0
  br i1 %1649, label %1654, label %1650, !prof !34

1650:                                             ; preds = %1647
  %1651 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %1648) #13
  %1652 = load ptr, ptr %29, align 8, !tbaa !10
  %1653 = getelementptr inbounds i8, ptr %1652, i64 16
  br label %1654

1654:                                             ; preds = %1650, %1647
  %1655 = phi i32 [ %1651, %1650 ], [ 0, %1647 ]
  %1656 = phi ptr [ %1653, %1650 ], [ %3417, %1647 ]
  %1657 = getelementptr inbounds i8, ptr %1648, i64 4
  br label %74

1658:                                             ; preds = %3413
  %1659 = lshr i32 %3418, 16
  %1660 = and i32 %1659, 255
  %1661 = zext nneg i32 %1660 to i64
  %1662 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1661
  %1663 = lshr i32 %3418, 24
  %1664 = zext nneg i32 %1663 to i64
  %1665 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1664
  %1666 = lshr i32 %3418, 7
  %1667 = and i32 %1666, 255
  %1668 = zext nneg i32 %1667 to i64
  %1669 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1668
  %1670 = getelementptr inbounds i8, ptr %1662, i64 8
  %1671 = load i8, ptr %1670, align 8, !tbaa !6
  switch i8 %1671, label %1703 [
    i8 3, label %1672
    i8 19, label %1681
  ]

1672:                                             ; preds = %1658
  %1673 = getelementptr inbounds i8, ptr %1665, i64 8
  %1674 = load i8, ptr %1673, align 8, !tbaa !6
  %1675 = icmp eq i8 %1674, 3
  %1676 = load i64, ptr %1662, align 8, !tbaa !10
  br i1 %1675, label %1677, label %1685

1677:                                             ; preds = %1672
  %1678 = load i64, ptr %1665, align 8, !tbaa !10
  %1679 = sub i64 %1676, %1678
  %1680 = bitcast i64 %1679 to double
  br label %1698

1681:                                             ; preds = %1658
  %1682 = load double, ptr %1662, align 8, !tbaa !10
  %1683 = getelementptr inbounds i8, ptr %1665, i64 8
  %1684 = load i8, ptr %1683, align 8, !tbaa !6
  br label %1687

1685:                                             ; preds = %1672
  %1686 = sitofp i64 %1676 to double
  br label %1687

1687:                                             ; preds = %1681, %1685
  %1688 = phi i8 [ %1684, %1681 ], [ %1674, %1685 ]
  %1689 = phi double [ %1682, %1681 ], [ %1686, %1685 ]
  switch i8 %1688, label %1703 [
    i8 19, label %1690
    i8 3, label %1692
  ]

1690:                                             ; preds = %1687
  %1691 = load double, ptr %1665, align 8, !tbaa !10
  br label %1695

1692:                                             ; preds = %1687
  %1693 = load i64, ptr %1665, align 8, !tbaa !10
  %1694 = sitofp i64 %1693 to double
  br label %1695

1695:                                             ; preds = %1690, %1692
  %1696 = phi double [ %1691, %1690 ], [ %1694, %1692 ]
  %1697 = fsub double %1689, %1696
  br label %1698

1698:                                             ; preds = %1677, %1695
  %1699 = phi double [ %1697, %1695 ], [ %1680, %1677 ]
  %1700 = phi i8 [ 19, %1695 ], [ 3, %1677 ]
  %1701 = getelementptr inbounds i8, ptr %3416, i64 4
  store double %1699, ptr %1669, align 8, !tbaa !10
  %1702 = getelementptr inbounds i8, ptr %1669, i64 8
  store i8 %1700, ptr %1702, align 8, !tbaa !6
  br label %1703

1703:                                             ; preds = %1698, %1658, %1687
  %1704 = phi ptr [ %3416, %1687 ], [ %3416, %1658 ], [ %1701, %1698 ]
  %1705 = icmp eq i32 %3415, 0
  br i1 %1705, label %1710, label %1706, !prof !34

1706:                                             ; preds = %1703
  %1707 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %1704) #13
  %1708 = load ptr, ptr %29, align 8, !tbaa !10
  %1709 = getelementptr inbounds i8, ptr %1708, i64 16
  br label %1710

1710:                                             ; preds = %1706, %1703
  %1711 = phi i32 [ %1707, %1706 ], [ 0, %1703 ]
  %1712 = phi ptr [ %1709, %1706 ], [ %3417, %1703 ]
  %1713 = getelementptr inbounds i8, ptr %1704, i64 4
  br label %74

1714:                                             ; preds = %3413
  %1715 = lshr i32 %3418, 16
  %1716 = and i32 %1715, 255
  %1717 = zext nneg i32 %1716 to i64
  %1718 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1717
  %1719 = lshr i32 %3418, 24
  %1720 = zext nneg i32 %1719 to i64
  %1721 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1720
  %1722 = lshr i32 %3418, 7
  %1723 = and i32 %1722, 255
  %1724 = zext nneg i32 %1723 to i64
  %1725 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1724
  %1726 = getelementptr inbounds i8, ptr %1718, i64 8
  %1727 = load i8, ptr %1726, align 8, !tbaa !6
  switch i8 %1727, label %1759 [
    i8 3, label %1728
    i8 19, label %1737
  ]

1728:                                             ; preds = %1714
  %1729 = getelementptr inbounds i8, ptr %1721, i64 8
  %1730 = load i8, ptr %1729, align 8, !tbaa !6
  %1731 = icmp eq i8 %1730, 3
  %1732 = load i64, ptr %1718, align 8, !tbaa !10
  br i1 %1731, label %1733, label %1741

1733:                                             ; preds = %1728
  %1734 = load i64, ptr %1721, align 8, !tbaa !10
  %1735 = mul i64 %1734, %1732
  %1736 = bitcast i64 %1735 to double
  br label %1754

1737:                                             ; preds = %1714
  %1738 = load double, ptr %1718, align 8, !tbaa !10
  %1739 = getelementptr inbounds i8, ptr %1721, i64 8
  %1740 = load i8, ptr %1739, align 8, !tbaa !6
  br label %1743

1741:                                             ; preds = %1728
  %1742 = sitofp i64 %1732 to double
  br label %1743

1743:                                             ; preds = %1737, %1741
  %1744 = phi i8 [ %1740, %1737 ], [ %1730, %1741 ]
  %1745 = phi double [ %1738, %1737 ], [ %1742, %1741 ]
  switch i8 %1744, label %1759 [
    i8 19, label %1746
    i8 3, label %1748
  ]

1746:                                             ; preds = %1743
  %1747 = load double, ptr %1721, align 8, !tbaa !10
  br label %1751

1748:                                             ; preds = %1743
  %1749 = load i64, ptr %1721, align 8, !tbaa !10
  %1750 = sitofp i64 %1749 to double
  br label %1751

1751:                                             ; preds = %1746, %1748
  %1752 = phi double [ %1747, %1746 ], [ %1750, %1748 ]
  %1753 = fmul double %1745, %1752
  br label %1754

1754:                                             ; preds = %1733, %1751
  %1755 = phi double [ %1753, %1751 ], [ %1736, %1733 ]
  %1756 = phi i8 [ 19, %1751 ], [ 3, %1733 ]
  %1757 = getelementptr inbounds i8, ptr %3416, i64 4
  store double %1755, ptr %1725, align 8, !tbaa !10
  %1758 = getelementptr inbounds i8, ptr %1725, i64 8
  store i8 %1756, ptr %1758, align 8, !tbaa !6
  br label %1759

1759:                                             ; preds = %1754, %1714, %1743
  %1760 = phi ptr [ %3416, %1743 ], [ %3416, %1714 ], [ %1757, %1754 ]
  %1761 = icmp eq i32 %3415, 0
  br i1 %1761, label %1766, label %1762, !prof !34

1762:                                             ; preds = %1759
  %1763 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %1760) #13
  %1764 = load ptr, ptr %29, align 8, !tbaa !10
  %1765 = getelementptr inbounds i8, ptr %1764, i64 16
  br label %1766

1766:                                             ; preds = %1762, %1759
  %1767 = phi i32 [ %1763, %1762 ], [ 0, %1759 ]
  %1768 = phi ptr [ %1765, %1762 ], [ %3417, %1759 ]
  %1769 = getelementptr inbounds i8, ptr %1760, i64 4
  br label %74

1770:                                             ; preds = %3413
  store ptr %3416, ptr %36, align 8, !tbaa !10
  %1771 = load ptr, ptr %50, align 8, !tbaa !10
  store ptr %1771, ptr %12, align 8, !tbaa !10
  %1772 = lshr i32 %3418, 16
  %1773 = and i32 %1772, 255
  %1774 = zext nneg i32 %1773 to i64
  %1775 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1774
  %1776 = lshr i32 %3418, 24
  %1777 = zext nneg i32 %1776 to i64
  %1778 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1777
  %1779 = lshr i32 %3418, 7
  %1780 = and i32 %1779, 255
  %1781 = zext nneg i32 %1780 to i64
  %1782 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1781
  %1783 = getelementptr inbounds i8, ptr %1775, i64 8
  %1784 = load i8, ptr %1783, align 8, !tbaa !6
  switch i8 %1784, label %1840 [
    i8 3, label %1785
    i8 19, label %1808
  ]

1785:                                             ; preds = %1770
  %1786 = getelementptr inbounds i8, ptr %1778, i64 8
  %1787 = load i8, ptr %1786, align 8, !tbaa !6
  %1788 = icmp eq i8 %1787, 3
  br i1 %1788, label %1789, label %1812

1789:                                             ; preds = %1785
  %1790 = load i64, ptr %1778, align 8, !tbaa !10
  %1791 = add i64 %1790, 1
  %1792 = icmp ult i64 %1791, 2
  br i1 %1792, label %1793, label %1796, !prof !19

1793:                                             ; preds = %1789
  %1794 = icmp eq i64 %1790, 0
  br i1 %1794, label %1795, label %1805

1795:                                             ; preds = %1793
  call void (ptr, ptr, ...) @luaG_runerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.6) #14
  unreachable

1796:                                             ; preds = %1789
  %1797 = load i64, ptr %1775, align 8, !tbaa !10
  %1798 = srem i64 %1797, %1790
  %1799 = icmp eq i64 %1798, 0
  br i1 %1799, label %1805, label %1800

1800:                                             ; preds = %1796
  %1801 = xor i64 %1798, %1790
  %1802 = icmp slt i64 %1801, 0
  %1803 = select i1 %1802, i64 %1790, i64 0
  %1804 = add nsw i64 %1803, %1798
  br label %1805

1805:                                             ; preds = %1793, %1796, %1800
  %1806 = phi i64 [ 0, %1793 ], [ 0, %1796 ], [ %1804, %1800 ]
  %1807 = bitcast i64 %1806 to double
  br label %1835

1808:                                             ; preds = %1770
  %1809 = load double, ptr %1775, align 8, !tbaa !10
  %1810 = getelementptr inbounds i8, ptr %1778, i64 8
  %1811 = load i8, ptr %1810, align 8, !tbaa !6
  br label %1815

1812:                                             ; preds = %1785
  %1813 = load i64, ptr %1775, align 8, !tbaa !10
  %1814 = sitofp i64 %1813 to double
  br label %1815

1815:                                             ; preds = %1808, %1812
  %1816 = phi i8 [ %1811, %1808 ], [ %1787, %1812 ]
  %1817 = phi double [ %1809, %1808 ], [ %1814, %1812 ]
  switch i8 %1816, label %1840 [
    i8 19, label %1818
    i8 3, label %1820
  ]

1818:                                             ; preds = %1815
  %1819 = load double, ptr %1778, align 8, !tbaa !10
  br label %1823

1820:                                             ; preds = %1815
  %1821 = load i64, ptr %1778, align 8, !tbaa !10
  %1822 = sitofp i64 %1821 to double
  br label %1823

1823:                                             ; preds = %1818, %1820
  %1824 = phi double [ %1819, %1818 ], [ %1822, %1820 ]
  %1825 = call double @fmod(double noundef %1817, double noundef %1824) #13
  %1826 = fcmp ogt double %1825, 0.000000e+00
  br i1 %1826, label %1827, label %1829

1827:                                             ; preds = %1823
  %1828 = fcmp olt double %1824, 0.000000e+00
  br i1 %1828, label %1833, label %1835

1829:                                             ; preds = %1823
  %1830 = fcmp olt double %1825, 0.000000e+00
  %1831 = fcmp ogt double %1824, 0.000000e+00
  %1832 = and i1 %1831, %1830
  br i1 %1832, label %1833, label %1835

1833:                                             ; preds = %1829, %1827
  %1834 = fadd double %1824, %1825
  br label %1835

1835:                                             ; preds = %1833, %1829, %1827, %1805
  %1836 = phi double [ %1807, %1805 ], [ %1834, %1833 ], [ %1825, %1827 ], [ %1825, %1829 ]
  %1837 = phi i8 [ 3, %1805 ], [ 19, %1833 ], [ 19, %1827 ], [ 19, %1829 ]
  %1838 = getelementptr inbounds i8, ptr %3416, i64 4
  store double %1836, ptr %1782, align 8, !tbaa !10
  %1839 = getelementptr inbounds i8, ptr %1782, i64 8
  store i8 %1837, ptr %1839, align 8, !tbaa !6
  br label %1840

1840:                                             ; preds = %1835, %1770, %1815
  %1841 = phi ptr [ %3416, %1815 ], [ %3416, %1770 ], [ %1838, %1835 ]
  %1842 = icmp eq i32 %3415, 0
  br i1 %1842, label %1847, label %1843, !prof !34

1843:                                             ; preds = %1840
  %1844 = call i32 @luaG_traceexec(ptr noundef nonnull %0, ptr noundef nonnull %1841) #13
  %1845 = load ptr, ptr %29, align 8, !tbaa !10
  %1846 = getelementptr inbounds i8, ptr %1845, i64 16
  br label %1847

1847:                                             ; preds = %1843, %1840
  %1848 = phi i32 [ %1844, %1843 ], [ 0, %1840 ]
  %1849 = phi ptr [ %1846, %1843 ], [ %3417, %1840 ]
  %1850 = getelementptr inbounds i8, ptr %1841, i64 4
  br label %74

1851:                                             ; preds = %3413
  %1852 = lshr i32 %3418, 7
  %1853 = and i32 %1852, 255
  %1854 = zext nneg i32 %1853 to i64
  %1855 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1854
  %1856 = lshr i32 %3418, 16
  %1857 = and i32 %1856, 255
  %1858 = zext nneg i32 %1857 to i64
  %1859 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1858
  %1860 = lshr i32 %3418, 24
  %1861 = zext nneg i32 %1860 to i64
  %1862 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1861
  %1863 = getelementptr inbounds i8, ptr %1859, i64 8
  %1864 = load i8, ptr %1863, align 8, !tbaa !6
  switch i8 %1864, label %1890 [
    i8 19, label %1865
    i8 3, label %1867
  ]

1865:                                             ; preds = %1851
  %1866 = load double, ptr %1859, align 8, !tbaa !10
  br label %1870

1867:                                             ; preds = %1851
  %1868 = load i64, ptr %1859, align 8, !tbaa !10
  %1869 = sitofp i64 %1868 to double
  br label %1870

1870:                                             ; preds = %1865, %1867
  %1871 = phi double [ %1866, %1865 ], [ %1869, %1867 ]
  %1872 = getelementptr inbounds i8, ptr %1862, i64 8
  %1873 = load i8, ptr %1872, align 8, !tbaa !6
  switch i8 %1873, label %1890 [
    i8 19, label %1874
    i8 3, label %1876
  ]

1874:                                             ; preds = %1870
  %1875 = load double, ptr %1862, align 8, !tbaa !10
  br label %1879

1876:                                             ; preds = %1870
  %1877 = load i64, ptr %1862, align 8, !tbaa !10
  %1878 = sitofp i64 %1877 to double
  br label %1879

1879:                                             ; preds = %1874, %1876
  %1880 = phi double [ %1875, %1874 ], [ %1878, %1876 ]
  %1881 = getelementptr inbounds i8, ptr %3416, i64 4
  %1882 = fcmp oeq double %1880, 2.000000e+00
  br i1 %1882, label %1883, label %1885

1883:                                             ; preds = %1879
  %1884 = fmul double %1871, %1871
  br label %1887

1885:                                             ; preds = %1879
  %1886 = call double @pow(double noundef %1871, double noundef %1880) #13
  br label %1887

1887:                                             ; preds = %1885, %1883
  %1888 = phi double [ %1884, %1883 ], [ %1886, %1885 ]
  store double %1888, ptr %1855, align 8, !tbaa !10
  %1889 = getelementptr inbounds i8, ptr %1855, i64 8
  store i8 19, ptr %1889, align 8, !tbaa !6
  br label %1890

1890:                                             ; preds = %1870, %1851, %1887
  %1891 = phi ptr [ %1881, %1887 ], [ %3416, %1851 ], [ %3416, %1870 ]
  %1892 = icmp eq i32 %3415, 0
  br i1 %1892, label %1897, label %1893, !prof !34

1893:                                             ; preds = %1890
  %1894 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %1891) #13
  %1895 = load ptr, ptr %29, align 8, !tbaa !10
  %1896 = getelementptr inbounds i8, ptr %1895, i64 16
  br label %1897

1897:                                             ; preds = %1893, %1890
  %1898 = phi i32 [ %1894, %1893 ], [ 0, %1890 ]
  %1899 = phi ptr [ %1896, %1893 ], [ %3417, %1890 ]
  %1900 = getelementptr inbounds i8, ptr %1891, i64 4
  br label %74

1901:                                             ; preds = %3413
  %1902 = lshr i32 %3418, 7
  %1903 = and i32 %1902, 255
  %1904 = zext nneg i32 %1903 to i64
  %1905 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1904
  %1906 = lshr i32 %3418, 16
  %1907 = and i32 %1906, 255
  %1908 = zext nneg i32 %1907 to i64
  %1909 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1908
  %1910 = lshr i32 %3418, 24
  %1911 = zext nneg i32 %1910 to i64
  %1912 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1911
  %1913 = getelementptr inbounds i8, ptr %1909, i64 8
  %1914 = load i8, ptr %1913, align 8, !tbaa !6
  switch i8 %1914, label %1934 [
    i8 19, label %1915
    i8 3, label %1917
  ]

1915:                                             ; preds = %1901
  %1916 = load double, ptr %1909, align 8, !tbaa !10
  br label %1920

1917:                                             ; preds = %1901
  %1918 = load i64, ptr %1909, align 8, !tbaa !10
  %1919 = sitofp i64 %1918 to double
  br label %1920

1920:                                             ; preds = %1915, %1917
  %1921 = phi double [ %1916, %1915 ], [ %1919, %1917 ]
  %1922 = getelementptr inbounds i8, ptr %1912, i64 8
  %1923 = load i8, ptr %1922, align 8, !tbaa !6
  switch i8 %1923, label %1934 [
    i8 19, label %1924
    i8 3, label %1926
  ]

1924:                                             ; preds = %1920
  %1925 = load double, ptr %1912, align 8, !tbaa !10
  br label %1929

1926:                                             ; preds = %1920
  %1927 = load i64, ptr %1912, align 8, !tbaa !10
  %1928 = sitofp i64 %1927 to double
  br label %1929

1929:                                             ; preds = %1924, %1926
  %1930 = phi double [ %1925, %1924 ], [ %1928, %1926 ]
  %1931 = getelementptr inbounds i8, ptr %3416, i64 4
  %1932 = fdiv double %1921, %1930
  store double %1932, ptr %1905, align 8, !tbaa !10
  %1933 = getelementptr inbounds i8, ptr %1905, i64 8
  store i8 19, ptr %1933, align 8, !tbaa !6
  br label %1934

1934:                                             ; preds = %1920, %1901, %1929
  %1935 = phi ptr [ %1931, %1929 ], [ %3416, %1901 ], [ %3416, %1920 ]
  %1936 = icmp eq i32 %3415, 0
  br i1 %1936, label %1941, label %1937, !prof !34

1937:                                             ; preds = %1934
  %1938 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %1935) #13
  %1939 = load ptr, ptr %29, align 8, !tbaa !10
  %1940 = getelementptr inbounds i8, ptr %1939, i64 16
  br label %1941

1941:                                             ; preds = %1937, %1934
  %1942 = phi i32 [ %1938, %1937 ], [ 0, %1934 ]
  %1943 = phi ptr [ %1940, %1937 ], [ %3417, %1934 ]
  %1944 = getelementptr inbounds i8, ptr %1935, i64 4
  br label %74

1945:                                             ; preds = %3413
  store ptr %3416, ptr %36, align 8, !tbaa !10
  %1946 = load ptr, ptr %50, align 8, !tbaa !10
  store ptr %1946, ptr %12, align 8, !tbaa !10
  %1947 = lshr i32 %3418, 16
  %1948 = and i32 %1947, 255
  %1949 = zext nneg i32 %1948 to i64
  %1950 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1949
  %1951 = lshr i32 %3418, 24
  %1952 = zext nneg i32 %1951 to i64
  %1953 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1952
  %1954 = lshr i32 %3418, 7
  %1955 = and i32 %1954, 255
  %1956 = zext nneg i32 %1955 to i64
  %1957 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %1956
  %1958 = getelementptr inbounds i8, ptr %1950, i64 8
  %1959 = load i8, ptr %1958, align 8, !tbaa !6
  switch i8 %1959, label %2012 [
    i8 3, label %1960
    i8 19, label %1989
  ]

1960:                                             ; preds = %1945
  %1961 = getelementptr inbounds i8, ptr %1953, i64 8
  %1962 = load i8, ptr %1961, align 8, !tbaa !6
  %1963 = icmp eq i8 %1962, 3
  %1964 = load i64, ptr %1950, align 8, !tbaa !10
  br i1 %1963, label %1965, label %1993

1965:                                             ; preds = %1960
  %1966 = load i64, ptr %1953, align 8, !tbaa !10
  %1967 = add i64 %1966, 1
  %1968 = icmp ult i64 %1967, 2
  br i1 %1968, label %1969, label %1974, !prof !19

1969:                                             ; preds = %1965
  %1970 = icmp eq i64 %1966, 0
  br i1 %1970, label %1971, label %1972

1971:                                             ; preds = %1969
  call void (ptr, ptr, ...) @luaG_runerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.5) #14
  unreachable

1972:                                             ; preds = %1969
  %1973 = sub i64 0, %1964
  br label %1986

1974:                                             ; preds = %1965
  %1975 = freeze i64 %1964
  %1976 = freeze i64 %1966
  %1977 = sdiv i64 %1975, %1976
  %1978 = xor i64 %1966, %1964
  %1979 = icmp slt i64 %1978, 0
  br i1 %1979, label %1980, label %1986

1980:                                             ; preds = %1974
  %1981 = mul i64 %1977, %1976
  %1982 = sub i64 %1975, %1981
  %1983 = icmp ne i64 %1982, 0
  %1984 = sext i1 %1983 to i64
  %1985 = add nsw i64 %1977, %1984
  br label %1986

1986:                                             ; preds = %1972, %1974, %1980
  %1987 = phi i64 [ %1973, %1972 ], [ %1977, %1974 ], [ %1985, %1980 ]
  %1988 = bitcast i64 %1987 to double
  br label %2007

1989:                                             ; preds = %1945
  %1990 = load double, ptr %1950, align 8, !tbaa !10
  %1991 = getelementptr inbounds i8, ptr %1953, i64 8
  %1992 = load i8, ptr %1991, align 8, !tbaa !6
  br label %1995

1993:                                             ; preds = %1960
  %1994 = sitofp i64 %1964 to double
  br label %1995

1995:                                             ; preds = %1989, %1993
  %1996 = phi i8 [ %1992, %1989 ], [ %1962, %1993 ]
  %1997 = phi double [ %1990, %1989 ], [ %1994, %1993 ]
  switch i8 %1996, label %2012 [
    i8 19, label %1998
    i8 3, label %2000
  ]

1998:                                             ; preds = %1995
  %1999 = load double, ptr %1953, align 8, !tbaa !10
  br label %2003

2000:                                             ; preds = %1995
  %2001 = load i64, ptr %1953, align 8, !tbaa !10
  %2002 = sitofp i64 %2001 to double
  br label %2003

2003:                                             ; preds = %1998, %2000
  %2004 = phi double [ %1999, %1998 ], [ %2002, %2000 ]
  %2005 = fdiv double %1997, %2004
  %2006 = call double @llvm.floor.f64(double %2005)
  br label %2007

2007:                                             ; preds = %1986, %2003
  %2008 = phi double [ %2006, %2003 ], [ %1988, %1986 ]
  %2009 = phi i8 [ 19, %2003 ], [ 3, %1986 ]
  %2010 = getelementptr inbounds i8, ptr %3416, i64 4
  store double %2008, ptr %1957, align 8, !tbaa !10
  %2011 = getelementptr inbounds i8, ptr %1957, i64 8
  store i8 %2009, ptr %2011, align 8, !tbaa !6
  br label %2012

2012:                                             ; preds = %2007, %1945, %1995
  %2013 = phi ptr [ %3416, %1995 ], [ %3416, %1945 ], [ %2010, %2007 ]
  %2014 = icmp eq i32 %3415, 0
  br i1 %2014, label %2019, label %2015, !prof !34

2015:                                             ; preds = %2012
  %2016 = call i32 @luaG_traceexec(ptr noundef nonnull %0, ptr noundef nonnull %2013) #13
  %2017 = load ptr, ptr %29, align 8, !tbaa !10
  %2018 = getelementptr inbounds i8, ptr %2017, i64 16
  br label %2019

2019:                                             ; preds = %2015, %2012
  %2020 = phi i32 [ %2016, %2015 ], [ 0, %2012 ]
  %2021 = phi ptr [ %2018, %2015 ], [ %3417, %2012 ]
  %2022 = getelementptr inbounds i8, ptr %2013, i64 4
  br label %74

2023:                                             ; preds = %3413
  %2024 = lshr i32 %3418, 7
  %2025 = and i32 %2024, 255
  %2026 = zext nneg i32 %2025 to i64
  %2027 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %2026
  %2028 = lshr i32 %3418, 16
  %2029 = and i32 %2028, 255
  %2030 = zext nneg i32 %2029 to i64
  %2031 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %2030
  %2032 = lshr i32 %3418, 24
  %2033 = zext nneg i32 %2032 to i64
  %2034 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %2033
  %2035 = getelementptr inbounds i8, ptr %2031, i64 8
  %2036 = load i8, ptr %2035, align 8, !tbaa !6
  switch i8 %2036, label %2070 [
    i8 3, label %2037
    i8 19, label %2039
  ], !prof !57

2037:                                             ; preds = %2023
  %2038 = load i64, ptr %2031, align 8, !tbaa !10
  br label %2049

2039:                                             ; preds = %2023
  %2040 = load double, ptr %2031, align 8, !tbaa !10
  %2041 = call double @llvm.floor.f64(double %2040)
  %2042 = fcmp une double %2041, %2040
  br i1 %2042, label %2070, label %2043

2043:                                             ; preds = %2039
  %2044 = fcmp oge double %2041, 0xC3E0000000000000
  %2045 = fcmp olt double %2041, 0x43E0000000000000
  %2046 = and i1 %2044, %2045
  br i1 %2046, label %2047, label %2070

2047:                                             ; preds = %2043
  %2048 = fptosi double %2041 to i64
  br label %2049

2049:                                             ; preds = %2047, %2037
  %2050 = phi i64 [ %2038, %2037 ], [ %2048, %2047 ]
  %2051 = getelementptr inbounds i8, ptr %2034, i64 8
  %2052 = load i8, ptr %2051, align 8, !tbaa !6
  switch i8 %2052, label %2070 [
    i8 3, label %2053
    i8 19, label %2055
  ], !prof !57

2053:                                             ; preds = %2049
  %2054 = load i64, ptr %2034, align 8, !tbaa !10
  br label %2065

2055:                                             ; preds = %2049
  %2056 = load double, ptr %2034, align 8, !tbaa !10
  %2057 = call double @llvm.floor.f64(double %2056)
  %2058 = fcmp une double %2057, %2056
  br i1 %2058, label %2070, label %2059

2059:                                             ; preds = %2055
  %2060 = fcmp oge double %2057, 0xC3E0000000000000
  %2061 = fcmp olt double %2057, 0x43E0000000000000
  %2062 = and i1 %2060, %2061
  br i1 %2062, label %2063, label %2070

2063:                                             ; preds = %2059
  %2064 = fptosi double %2057 to i64
  br label %2065

2065:                                             ; preds = %2063, %2053
  %2066 = phi i64 [ %2054, %2053 ], [ %2064, %2063 ]
  %2067 = getelementptr inbounds i8, ptr %3416, i64 4
  %2068 = and i64 %2066, %2050
  store i64 %2068, ptr %2027, align 8, !tbaa !10
  %2069 = getelementptr inbounds i8, ptr %2027, i64 8
  store i8 3, ptr %2069, align 8, !tbaa !6
  br label %2070

2070:                                             ; preds = %2049, %2023, %2055, %2059, %2039, %2043, %2065
  %2071 = phi ptr [ %2067, %2065 ], [ %3416, %2043 ], [ %3416, %2039 ], [ %3416, %2059 ], [ %3416, %2055 ], [ %3416, %2023 ], [ %3416, %2049 ]
  %2072 = icmp eq i32 %3415, 0
  br i1 %2072, label %2077, label %2073, !prof !34

2073:                                             ; preds = %2070
  %2074 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %2071) #13
  %2075 = load ptr, ptr %29, align 8, !tbaa !10
  %2076 = getelementptr inbounds i8, ptr %2075, i64 16
  br label %2077

2077:                                             ; preds = %2073, %2070
  %2078 = phi i32 [ %2074, %2073 ], [ 0, %2070 ]
  %2079 = phi ptr [ %2076, %2073 ], [ %3417, %2070 ]
  %2080 = getelementptr inbounds i8, ptr %2071, i64 4
  br label %74

2081:                                             ; preds = %3413
  %2082 = lshr i32 %3418, 7
  %2083 = and i32 %2082, 255
  %2084 = zext nneg i32 %2083 to i64
  %2085 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %2084
  %2086 = lshr i32 %3418, 16
  %2087 = and i32 %2086, 255
  %2088 = zext nneg i32 %2087 to i64
  %2089 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %2088
  %2090 = lshr i32 %3418, 24
  %2091 = zext nneg i32 %2090 to i64
  %2092 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %2091
  %2093 = getelementptr inbounds i8, ptr %2089, i64 8
  %2094 = load i8, ptr %2093, align 8, !tbaa !6
  switch i8 %2094, label %2128 [
    i8 3, label %2095
    i8 19, label %2097
  ], !prof !57

2095:                                             ; preds = %2081
  %2096 = load i64, ptr %2089, align 8, !tbaa !10
  br label %2107

2097:                                             ; preds = %2081
  %2098 = load double, ptr %2089, align 8, !tbaa !10
  %2099 = call double @llvm.floor.f64(double %2098)
  %2100 = fcmp une double %2099, %2098
  br i1 %2100, label %2128, label %2101

2101:                                             ; preds = %2097
  %2102 = fcmp oge double %2099, 0xC3E0000000000000
  %2103 = fcmp olt double %2099, 0x43E0000000000000
  %2104 = and i1 %2102, %2103
  br i1 %2104, label %2105, label %2128

2105:                                             ; preds = %2101
  %2106 = fptosi double %2099 to i64
  br label %2107

2107:                                             ; preds = %2105, %2095
  %2108 = phi i64 [ %2096, %2095 ], [ %2106, %2105 ]
  %2109 = getelementptr inbounds i8, ptr %2092, i64 8
  %2110 = load i8, ptr %2109, align 8, !tbaa !6
  switch i8 %2110, label %2128 [
    i8 3, label %2111
    i8 19, label %2113
  ], !prof !57

2111:                                             ; preds = %2107
  %2112 = load i64, ptr %2092, align 8, !tbaa !10
  br label %2123

2113:                                             ; preds = %2107
  %2114 = load double, ptr %2092, align 8, !tbaa !10
  %2115 = call double @llvm.floor.f64(double %2114)
  %2116 = fcmp une double %2115, %2114
  br i1 %2116, label %2128, label %2117

2117:                                             ; preds = %2113
  %2118 = fcmp oge double %2115, 0xC3E0000000000000
  %2119 = fcmp olt double %2115, 0x43E0000000000000
  %2120 = and i1 %2118, %2119
  br i1 %2120, label %2121, label %2128

2121:                                             ; preds = %2117
  %2122 = fptosi double %2115 to i64
  br label %2123

2123:                                             ; preds = %2121, %2111
  %2124 = phi i64 [ %2112, %2111 ], [ %2122, %2121 ]
  %2125 = getelementptr inbounds i8, ptr %3416, i64 4
  %2126 = or i64 %2124, %2108
  store i64 %2126, ptr %2085, align 8, !tbaa !10
  %2127 = getelementptr inbounds i8, ptr %2085, i64 8
  store i8 3, ptr %2127, align 8, !tbaa !6
  br label %2128

2128:                                             ; preds = %2107, %2081, %2113, %2117, %2097, %2101, %2123
  %2129 = phi ptr [ %2125, %2123 ], [ %3416, %2101 ], [ %3416, %2097 ], [ %3416, %2117 ], [ %3416, %2113 ], [ %3416, %2081 ], [ %3416, %2107 ]
  %2130 = icmp eq i32 %3415, 0
  br i1 %2130, label %2135, label %2131, !prof !34

2131:                                             ; preds = %2128
  %2132 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %2129) #13
  %2133 = load ptr, ptr %29, align 8, !tbaa !10
  %2134 = getelementptr inbounds i8, ptr %2133, i64 16
  br label %2135

2135:                                             ; preds = %2131, %2128
  %2136 = phi i32 [ %2132, %2131 ], [ 0, %2128 ]
  %2137 = phi ptr [ %2134, %2131 ], [ %3417, %2128 ]
  %2138 = getelementptr inbounds i8, ptr %2129, i64 4
  br label %74

2139:                                             ; preds = %3413
  %2140 = lshr i32 %3418, 7
  %2141 = and i32 %2140, 255
  %2142 = zext nneg i32 %2141 to i64
  %2143 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %2142
  %2144 = lshr i32 %3418, 16
  %2145 = and i32 %2144, 255
  %2146 = zext nneg i32 %2145 to i64
  %2147 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %2146
  %2148 = lshr i32 %3418, 24
  %2149 = zext nneg i32 %2148 to i64
  %2150 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %2149
  %2151 = getelementptr inbounds i8, ptr %2147, i64 8
  %2152 = load i8, ptr %2151, align 8, !tbaa !6
  switch i8 %2152, label %2186 [
    i8 3, label %2153
    i8 19, label %2155
  ], !prof !57

2153:                                             ; preds = %2139
  %2154 = load i64, ptr %2147, align 8, !tbaa !10
  br label %2165

2155:                                             ; preds = %2139
  %2156 = load double, ptr %2147, align 8, !tbaa !10
  %2157 = call double @llvm.floor.f64(double %2156)
  %2158 = fcmp une double %2157, %2156
  br i1 %2158, label %2186, label %2159

2159:                                             ; preds = %2155
  %2160 = fcmp oge double %2157, 0xC3E0000000000000
  %2161 = fcmp olt double %2157, 0x43E0000000000000
  %2162 = and i1 %2160, %2161
  br i1 %2162, label %2163, label %2186

2163:                                             ; preds = %2159
  %2164 = fptosi double %2157 to i64
  br label %2165

2165:                                             ; preds = %2163, %2153
  %2166 = phi i64 [ %2154, %2153 ], [ %2164, %2163 ]
  %2167 = getelementptr inbounds i8, ptr %2150, i64 8
  %2168 = load i8, ptr %2167, align 8, !tbaa !6
  switch i8 %2168, label %2186 [
    i8 3, label %2169
    i8 19, label %2171
  ], !prof !57

2169:                                             ; preds = %2165
  %2170 = load i64, ptr %2150, align 8, !tbaa !10
  br label %2181

2171:                                             ; preds = %2165
  %2172 = load double, ptr %2150, align 8, !tbaa !10
  %2173 = call double @llvm.floor.f64(double %2172)
  %2174 = fcmp une double %2173, %2172
  br i1 %2174, label %2186, label %2175

2175:                                             ; preds = %2171
  %2176 = fcmp oge double %2173, 0xC3E0000000000000
  %2177 = fcmp olt double %2173, 0x43E0000000000000
  %2178 = and i1 %2176, %2177
  br i1 %2178, label %2179, label %2186

2179:                                             ; preds = %2175
  %2180 = fptosi double %2173 to i64
  br label %2181

2181:                                             ; preds = %2179, %2169
  %2182 = phi i64 [ %2170, %2169 ], [ %2180, %2179 ]
  %2183 = getelementptr inbounds i8, ptr %3416, i64 4
  %2184 = xor i64 %2182, %2166
  store i64 %2184, ptr %2143, align 8, !tbaa !10
  %2185 = getelementptr inbounds i8, ptr %2143, i64 8
  store i8 3, ptr %2185, align 8, !tbaa !6
  br label %2186

2186:                                             ; preds = %2165, %2139, %2171, %2175, %2155, %2159, %2181
  %2187 = phi ptr [ %2183, %2181 ], [ %3416, %2159 ], [ %3416, %2155 ], [ %3416, %2175 ], [ %3416, %2171 ], [ %3416, %2139 ], [ %3416, %2165 ]
  %2188 = icmp eq i32 %3415, 0
  br i1 %2188, label %2193, label %2189, !prof !34

2189:                                             ; preds = %2186
  %2190 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %2187) #13
  %2191 = load ptr, ptr %29, align 8, !tbaa !10
  %2192 = getelementptr inbounds i8, ptr %2191, i64 16
  br label %2193

2193:                                             ; preds = %2189, %2186
  %2194 = phi i32 [ %2190, %2189 ], [ 0, %2186 ]
  %2195 = phi ptr [ %2192, %2189 ], [ %3417, %2186 ]
  %2196 = getelementptr inbounds i8, ptr %2187, i64 4
  br label %74

2197:                                             ; preds = %3413
  %2198 = lshr i32 %3418, 7
  %2199 = and i32 %2198, 255
  %2200 = zext nneg i32 %2199 to i64
  %2201 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %2200
  %2202 = lshr i32 %3418, 16
  %2203 = and i32 %2202, 255
  %2204 = zext nneg i32 %2203 to i64
  %2205 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %2204
  %2206 = lshr i32 %3418, 24
  %2207 = zext nneg i32 %2206 to i64
  %2208 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %2207
  %2209 = getelementptr inbounds i8, ptr %2205, i64 8
  %2210 = load i8, ptr %2209, align 8, !tbaa !6
  switch i8 %2210, label %2255 [
    i8 3, label %2211
    i8 19, label %2213
  ], !prof !57

2211:                                             ; preds = %2197
  %2212 = load i64, ptr %2205, align 8, !tbaa !10
  br label %2223

2213:                                             ; preds = %2197
  %2214 = load double, ptr %2205, align 8, !tbaa !10
  %2215 = call double @llvm.floor.f64(double %2214)
  %2216 = fcmp une double %2215, %2214
  br i1 %2216, label %2255, label %2217

2217:                                             ; preds = %2213
  %2218 = fcmp oge double %2215, 0xC3E0000000000000
  %2219 = fcmp olt double %2215, 0x43E0000000000000
  %2220 = and i1 %2218, %2219
  br i1 %2220, label %2221, label %2255

2221:                                             ; preds = %2217
  %2222 = fptosi double %2215 to i64
  br label %2223

2223:                                             ; preds = %2221, %2211
  %2224 = phi i64 [ %2212, %2211 ], [ %2222, %2221 ]
  %2225 = getelementptr inbounds i8, ptr %2208, i64 8
  %2226 = load i8, ptr %2225, align 8, !tbaa !6
  switch i8 %2226, label %2255 [
    i8 3, label %2227
    i8 19, label %2229
  ], !prof !57

2227:                                             ; preds = %2223
  %2228 = load i64, ptr %2208, align 8, !tbaa !10
  br label %2239

2229:                                             ; preds = %2223
  %2230 = load double, ptr %2208, align 8, !tbaa !10
  %2231 = call double @llvm.floor.f64(double %2230)
  %2232 = fcmp une double %2231, %2230
  br i1 %2232, label %2255, label %2233

2233:                                             ; preds = %2229
  %2234 = fcmp oge double %2231, 0xC3E0000000000000
  %2235 = fcmp olt double %2231, 0x43E0000000000000
  %2236 = and i1 %2234, %2235
  br i1 %2236, label %2237, label %2255

2237:                                             ; preds = %2233
  %2238 = fptosi double %2231 to i64
  br label %2239

2239:                                             ; preds = %2237, %2227
  %2240 = phi i64 [ %2228, %2227 ], [ %2238, %2237 ]
  %2241 = getelementptr inbounds i8, ptr %3416, i64 4
  %2242 = sub i64 0, %2240
  %2243 = icmp slt i64 %2242, 0
  br i1 %2243, label %2244, label %2248

2244:                                             ; preds = %2239
  %2245 = icmp ult i64 %2242, -63
  %2246 = lshr i64 %2224, %2240
  %2247 = select i1 %2245, i64 0, i64 %2246
  br label %2252

2248:                                             ; preds = %2239
  %2249 = icmp ugt i64 %2242, 63
  %2250 = shl i64 %2224, %2242
  %2251 = select i1 %2249, i64 0, i64 %2250
  br label %2252

2252:                                             ; preds = %2244, %2248
  %2253 = phi i64 [ %2251, %2248 ], [ %2247, %2244 ]
  store i64 %2253, ptr %2201, align 8, !tbaa !10
  %2254 = getelementptr inbounds i8, ptr %2201, i64 8
  store i8 3, ptr %2254, align 8, !tbaa !6
  br label %2255

2255:                                             ; preds = %2223, %2197, %2229, %2233, %2213, %2217, %2252
  %2256 = phi ptr [ %2241, %2252 ], [ %3416, %2217 ], [ %3416, %2213 ], [ %3416, %2233 ], [ %3416, %2229 ], [ %3416, %2197 ], [ %3416, %2223 ]
  %2257 = icmp eq i32 %3415, 0
  br i1 %2257, label %2262, label %2258, !prof !34

2258:                                             ; preds = %2255
  %2259 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %2256) #13
  %2260 = load ptr, ptr %29, align 8, !tbaa !10
  %2261 = getelementptr inbounds i8, ptr %2260, i64 16
  br label %2262

2262:                                             ; preds = %2258, %2255
  %2263 = phi i32 [ %2259, %2258 ], [ 0, %2255 ]
  %2264 = phi ptr [ %2261, %2258 ], [ %3417, %2255 ]
  %2265 = getelementptr inbounds i8, ptr %2256, i64 4
  br label %74

2266:                                             ; preds = %3413
  %2267 = lshr i32 %3418, 7
  %2268 = and i32 %2267, 255
  %2269 = zext nneg i32 %2268 to i64
  %2270 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %2269
  %2271 = lshr i32 %3418, 16
  %2272 = and i32 %2271, 255
  %2273 = zext nneg i32 %2272 to i64
  %2274 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %2273
  %2275 = lshr i32 %3418, 24
  %2276 = zext nneg i32 %2275 to i64
  %2277 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %2276
  %2278 = getelementptr inbounds i8, ptr %2274, i64 8
  %2279 = load i8, ptr %2278, align 8, !tbaa !6
  switch i8 %2279, label %2324 [
    i8 3, label %2280
    i8 19, label %2282
  ], !prof !57

2280:                                             ; preds = %2266
  %2281 = load i64, ptr %2274, align 8, !tbaa !10
  br label %2292

2282:                                             ; preds = %2266
  %2283 = load double, ptr %2274, align 8, !tbaa !10
  %2284 = call double @llvm.floor.f64(double %2283)
  %2285 = fcmp une double %2284, %2283
  br i1 %2285, label %2324, label %2286

2286:                                             ; preds = %2282
  %2287 = fcmp oge double %2284, 0xC3E0000000000000
  %2288 = fcmp olt double %2284, 0x43E0000000000000
  %2289 = and i1 %2287, %2288
  br i1 %2289, label %2290, label %2324

2290:                                             ; preds = %2286
  %2291 = fptosi double %2284 to i64
  br label %2292

2292:                                             ; preds = %2290, %2280
  %2293 = phi i64 [ %2281, %2280 ], [ %2291, %2290 ]
  %2294 = getelementptr inbounds i8, ptr %2277, i64 8
  %2295 = load i8, ptr %2294, align 8, !tbaa !6
  switch i8 %2295, label %2324 [
    i8 3, label %2296
    i8 19, label %2298
  ], !prof !57

2296:                                             ; preds = %2292
  %2297 = load i64, ptr %2277, align 8, !tbaa !10
  br label %2308

2298:                                             ; preds = %2292
  %2299 = load double, ptr %2277, align 8, !tbaa !10
  %2300 = call double @llvm.floor.f64(double %2299)
  %2301 = fcmp une double %2300, %2299
  br i1 %2301, label %2324, label %2302

2302:                                             ; preds = %2298
  %2303 = fcmp oge double %2300, 0xC3E0000000000000
  %2304 = fcmp olt double %2300, 0x43E0000000000000
  %2305 = and i1 %2303, %2304
  br i1 %2305, label %2306, label %2324

2306:                                             ; preds = %2302
  %2307 = fptosi double %2300 to i64
  br label %2308

2308:                                             ; preds = %2306, %2296
  %2309 = phi i64 [ %2297, %2296 ], [ %2307, %2306 ]
  %2310 = getelementptr inbounds i8, ptr %3416, i64 4
  %2311 = icmp slt i64 %2309, 0
  br i1 %2311, label %2312, label %2317

2312:                                             ; preds = %2308
  %2313 = icmp ult i64 %2309, -63
  br i1 %2313, label %2321, label %2314

2314:                                             ; preds = %2312
  %2315 = sub nsw i64 0, %2309
  %2316 = lshr i64 %2293, %2315
  br label %2321

2317:                                             ; preds = %2308
  %2318 = icmp ugt i64 %2309, 63
  %2319 = shl i64 %2293, %2309
  %2320 = select i1 %2318, i64 0, i64 %2319
  br label %2321

2321:                                             ; preds = %2312, %2314, %2317
  %2322 = phi i64 [ %2316, %2314 ], [ 0, %2312 ], [ %2320, %2317 ]
  store i64 %2322, ptr %2270, align 8, !tbaa !10
  %2323 = getelementptr inbounds i8, ptr %2270, i64 8
  store i8 3, ptr %2323, align 8, !tbaa !6
  br label %2324

2324:                                             ; preds = %2292, %2266, %2298, %2302, %2282, %2286, %2321
  %2325 = phi ptr [ %2310, %2321 ], [ %3416, %2286 ], [ %3416, %2282 ], [ %3416, %2302 ], [ %3416, %2298 ], [ %3416, %2266 ], [ %3416, %2292 ]
  %2326 = icmp eq i32 %3415, 0
  br i1 %2326, label %2331, label %2327, !prof !34

2327:                                             ; preds = %2324
  %2328 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %2325) #13
  %2329 = load ptr, ptr %29, align 8, !tbaa !10
  %2330 = getelementptr inbounds i8, ptr %2329, i64 16
  br label %2331

2331:                                             ; preds = %2327, %2324
  %2332 = phi i32 [ %2328, %2327 ], [ 0, %2324 ]
  %2333 = phi ptr [ %2330, %2327 ], [ %3417, %2324 ]
  %2334 = getelementptr inbounds i8, ptr %2325, i64 4
  br label %74

2335:                                             ; preds = %3413
  %2336 = lshr i32 %3418, 7
  %2337 = and i32 %2336, 255
  %2338 = zext nneg i32 %2337 to i64
  %2339 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %2338
  %2340 = getelementptr inbounds i8, ptr %3416, i64 -8
  %2341 = load i32, ptr %2340, align 4, !tbaa !40
  %2342 = lshr i32 %3418, 16
  %2343 = and i32 %2342, 255
  %2344 = zext nneg i32 %2343 to i64
  %2345 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %2344
  %2346 = lshr i32 %3418, 24
  %2347 = lshr i32 %2341, 7
  %2348 = and i32 %2347, 255
  %2349 = zext nneg i32 %2348 to i64
  %2350 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %2349
  store ptr %3416, ptr %36, align 8, !tbaa !10
  %2351 = load ptr, ptr %50, align 8, !tbaa !10
  store ptr %2351, ptr %12, align 8, !tbaa !10
  call void @luaT_trybinTM(ptr noundef %0, ptr noundef %2339, ptr noundef %2345, ptr noundef %2350, i32 noundef %2346) #13
  %2352 = load volatile i32, ptr %49, align 8, !tbaa !10
  %2353 = icmp eq i32 %2352, 0
  br i1 %2353, label %2358, label %2354, !prof !34

2354:                                             ; preds = %2335
  %2355 = call i32 @luaG_traceexec(ptr noundef nonnull %0, ptr noundef nonnull %3416) #13
  %2356 = load ptr, ptr %29, align 8, !tbaa !10
  %2357 = getelementptr inbounds i8, ptr %2356, i64 16
  br label %2358

2358:                                             ; preds = %2354, %2335
  %2359 = phi i32 [ %2355, %2354 ], [ 0, %2335 ]
  %2360 = phi ptr [ %2357, %2354 ], [ %3417, %2335 ]
  %2361 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %74

2362:                                             ; preds = %3413
  %2363 = lshr i32 %3418, 7
  %2364 = and i32 %2363, 255
  %2365 = zext nneg i32 %2364 to i64
  %2366 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %2365
  %2367 = getelementptr inbounds i8, ptr %3416, i64 -8
  %2368 = load i32, ptr %2367, align 4, !tbaa !40
  %2369 = lshr i32 %3418, 16
  %2370 = and i32 %2369, 255
  %2371 = add nsw i32 %2370, -127
  %2372 = lshr i32 %3418, 24
  %2373 = lshr i32 %3418, 15
  %2374 = and i32 %2373, 1
  %2375 = lshr i32 %2368, 7
  %2376 = and i32 %2375, 255
  %2377 = zext nneg i32 %2376 to i64
  %2378 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %2377
  store ptr %3416, ptr %36, align 8, !tbaa !10
  %2379 = load ptr, ptr %50, align 8, !tbaa !10
  store ptr %2379, ptr %12, align 8, !tbaa !10
  %2380 = sext i32 %2371 to i64
  call void @luaT_trybiniTM(ptr noundef %0, ptr noundef %2366, i64 noundef %2380, i32 noundef %2374, ptr noundef %2378, i32 noundef %2372) #13
  %2381 = load volatile i32, ptr %49, align 8, !tbaa !10
  %2382 = icmp eq i32 %2381, 0
  br i1 %2382, label %2387, label %2383, !prof !34

2383:                                             ; preds = %2362
  %2384 = call i32 @luaG_traceexec(ptr noundef nonnull %0, ptr noundef nonnull %3416) #13
  %2385 = load ptr, ptr %29, align 8, !tbaa !10
  %2386 = getelementptr inbounds i8, ptr %2385, i64 16
  br label %2387

2387:                                             ; preds = %2383, %2362
  %2388 = phi i32 [ %2384, %2383 ], [ 0, %2362 ]
  %2389 = phi ptr [ %2386, %2383 ], [ %3417, %2362 ]
  %2390 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %74

2391:                                             ; preds = %3413
  %2392 = lshr i32 %3418, 7
  %2393 = and i32 %2392, 255
  %2394 = zext nneg i32 %2393 to i64
  %2395 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %2394
  %2396 = getelementptr inbounds i8, ptr %3416, i64 -8
  %2397 = load i32, ptr %2396, align 4, !tbaa !40
  %2398 = lshr i32 %3418, 16
  %2399 = and i32 %2398, 255
  %2400 = zext nneg i32 %2399 to i64
  %2401 = getelementptr inbounds %struct.TValue, ptr %35, i64 %2400
  %2402 = lshr i32 %3418, 24
  %2403 = lshr i32 %3418, 15
  %2404 = and i32 %2403, 1
  %2405 = lshr i32 %2397, 7
  %2406 = and i32 %2405, 255
  %2407 = zext nneg i32 %2406 to i64
  %2408 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %2407
  store ptr %3416, ptr %36, align 8, !tbaa !10
  %2409 = load ptr, ptr %50, align 8, !tbaa !10
  store ptr %2409, ptr %12, align 8, !tbaa !10
  call void @luaT_trybinassocTM(ptr noundef %0, ptr noundef %2395, ptr noundef %2401, i32 noundef %2404, ptr noundef %2408, i32 noundef %2402) #13
  %2410 = load volatile i32, ptr %49, align 8, !tbaa !10
  %2411 = icmp eq i32 %2410, 0
  br i1 %2411, label %2416, label %2412, !prof !34

2412:                                             ; preds = %2391
  %2413 = call i32 @luaG_traceexec(ptr noundef nonnull %0, ptr noundef nonnull %3416) #13
  %2414 = load ptr, ptr %29, align 8, !tbaa !10
  %2415 = getelementptr inbounds i8, ptr %2414, i64 16
  br label %2416

2416:                                             ; preds = %2412, %2391
  %2417 = phi i32 [ %2413, %2412 ], [ 0, %2391 ]
  %2418 = phi ptr [ %2415, %2412 ], [ %3417, %2391 ]
  %2419 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %74

2420:                                             ; preds = %3413
  %2421 = lshr i32 %3418, 7
  %2422 = and i32 %2421, 255
  %2423 = zext nneg i32 %2422 to i64
  %2424 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %2423
  %2425 = lshr i32 %3418, 16
  %2426 = and i32 %2425, 255
  %2427 = zext nneg i32 %2426 to i64
  %2428 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %2427
  %2429 = getelementptr inbounds i8, ptr %2428, i64 8
  %2430 = load i8, ptr %2429, align 8, !tbaa !6
  switch i8 %2430, label %2439 [
    i8 3, label %2431
    i8 19, label %2435
  ]

2431:                                             ; preds = %2420
  %2432 = load i64, ptr %2428, align 8, !tbaa !10
  %2433 = sub i64 0, %2432
  store i64 %2433, ptr %2424, align 8, !tbaa !10
  %2434 = getelementptr inbounds i8, ptr %2424, i64 8
  store i8 3, ptr %2434, align 8, !tbaa !6
  br label %2442

2435:                                             ; preds = %2420
  %2436 = load double, ptr %2428, align 8, !tbaa !10
  %2437 = fneg double %2436
  store double %2437, ptr %2424, align 8, !tbaa !10
  %2438 = getelementptr inbounds i8, ptr %2424, i64 8
  store i8 19, ptr %2438, align 8, !tbaa !6
  br label %2442

2439:                                             ; preds = %2420
  store ptr %3416, ptr %36, align 8, !tbaa !10
  %2440 = load ptr, ptr %50, align 8, !tbaa !10
  store ptr %2440, ptr %12, align 8, !tbaa !10
  call void @luaT_trybinTM(ptr noundef %0, ptr noundef nonnull %2428, ptr noundef nonnull %2428, ptr noundef nonnull %2424, i32 noundef 18) #13
  %2441 = load volatile i32, ptr %49, align 8, !tbaa !10
  br label %2442

2442:                                             ; preds = %2435, %2439, %2431
  %2443 = phi i32 [ %3415, %2431 ], [ %3415, %2435 ], [ %2441, %2439 ]
  %2444 = icmp eq i32 %2443, 0
  br i1 %2444, label %2449, label %2445, !prof !34

2445:                                             ; preds = %2442
  %2446 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3416) #13
  %2447 = load ptr, ptr %29, align 8, !tbaa !10
  %2448 = getelementptr inbounds i8, ptr %2447, i64 16
  br label %2449

2449:                                             ; preds = %2445, %2442
  %2450 = phi i32 [ %2446, %2445 ], [ 0, %2442 ]
  %2451 = phi ptr [ %2448, %2445 ], [ %3417, %2442 ]
  %2452 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %74

2453:                                             ; preds = %3413
  %2454 = lshr i32 %3418, 7
  %2455 = and i32 %2454, 255
  %2456 = zext nneg i32 %2455 to i64
  %2457 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %2456
  %2458 = lshr i32 %3418, 16
  %2459 = and i32 %2458, 255
  %2460 = zext nneg i32 %2459 to i64
  %2461 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %2460
  %2462 = getelementptr inbounds i8, ptr %2461, i64 8
  %2463 = load i8, ptr %2462, align 8, !tbaa !6
  switch i8 %2463, label %2480 [
    i8 3, label %2464
    i8 19, label %2466
  ], !prof !57

2464:                                             ; preds = %2453
  %2465 = load i64, ptr %2461, align 8, !tbaa !10
  br label %2476

2466:                                             ; preds = %2453
  %2467 = load double, ptr %2461, align 8, !tbaa !10
  %2468 = call double @llvm.floor.f64(double %2467)
  %2469 = fcmp une double %2468, %2467
  br i1 %2469, label %2480, label %2470

2470:                                             ; preds = %2466
  %2471 = fcmp oge double %2468, 0xC3E0000000000000
  %2472 = fcmp olt double %2468, 0x43E0000000000000
  %2473 = and i1 %2471, %2472
  br i1 %2473, label %2474, label %2480

2474:                                             ; preds = %2470
  %2475 = fptosi double %2468 to i64
  br label %2476

2476:                                             ; preds = %2474, %2464
  %2477 = phi i64 [ %2465, %2464 ], [ %2475, %2474 ]
  %2478 = xor i64 %2477, -1
  store i64 %2478, ptr %2457, align 8, !tbaa !10
  %2479 = getelementptr inbounds i8, ptr %2457, i64 8
  store i8 3, ptr %2479, align 8, !tbaa !6
  br label %2483

2480:                                             ; preds = %2453, %2466, %2470
  store ptr %3416, ptr %36, align 8, !tbaa !10
  %2481 = load ptr, ptr %50, align 8, !tbaa !10
  store ptr %2481, ptr %12, align 8, !tbaa !10
  call void @luaT_trybinTM(ptr noundef %0, ptr noundef nonnull %2461, ptr noundef nonnull %2461, ptr noundef nonnull %2457, i32 noundef 19) #13
  %2482 = load volatile i32, ptr %49, align 8, !tbaa !10
  br label %2483

2483:                                             ; preds = %2480, %2476
  %2484 = phi i32 [ %3415, %2476 ], [ %2482, %2480 ]
  %2485 = icmp eq i32 %2484, 0
  br i1 %2485, label %2490, label %2486, !prof !34

2486:                                             ; preds = %2483
  %2487 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3416) #13
  %2488 = load ptr, ptr %29, align 8, !tbaa !10
  %2489 = getelementptr inbounds i8, ptr %2488, i64 16
  br label %2490

2490:                                             ; preds = %2486, %2483
  %2491 = phi i32 [ %2487, %2486 ], [ 0, %2483 ]
  %2492 = phi ptr [ %2489, %2486 ], [ %3417, %2483 ]
  %2493 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %74

2494:                                             ; preds = %3413
  %2495 = lshr i32 %3418, 7
  %2496 = and i32 %2495, 255
  %2497 = zext nneg i32 %2496 to i64
  %2498 = lshr i32 %3418, 16
  %2499 = and i32 %2498, 255
  %2500 = zext nneg i32 %2499 to i64
  %2501 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %2500, i32 0, i32 1
  %2502 = load i8, ptr %2501, align 8, !tbaa !6
  %2503 = icmp eq i8 %2502, 1
  %2504 = and i8 %2502, 15
  %2505 = icmp eq i8 %2504, 0
  %2506 = or i1 %2503, %2505
  %2507 = select i1 %2506, i8 17, i8 1
  %2508 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %2497, i32 0, i32 1
  store i8 %2507, ptr %2508, align 8
  %2509 = icmp eq i32 %3415, 0
  br i1 %2509, label %2514, label %2510, !prof !34

2510:                                             ; preds = %2494
  %2511 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3416) #13
  %2512 = load ptr, ptr %29, align 8, !tbaa !10
  %2513 = getelementptr inbounds i8, ptr %2512, i64 16
  br label %2514

2514:                                             ; preds = %2510, %2494
  %2515 = phi i32 [ %2511, %2510 ], [ 0, %2494 ]
  %2516 = phi ptr [ %2513, %2510 ], [ %3417, %2494 ]
  %2517 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %74

2518:                                             ; preds = %3413
  %2519 = lshr i32 %3418, 7
  %2520 = and i32 %2519, 255
  %2521 = zext nneg i32 %2520 to i64
  %2522 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %2521
  store ptr %3416, ptr %36, align 8, !tbaa !10
  %2523 = load ptr, ptr %50, align 8, !tbaa !10
  store ptr %2523, ptr %12, align 8, !tbaa !10
  %2524 = lshr i32 %3418, 16
  %2525 = and i32 %2524, 255
  %2526 = zext nneg i32 %2525 to i64
  %2527 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %2526
  call void @luaV_objlen(ptr noundef %0, ptr noundef %2522, ptr noundef %2527)
  %2528 = load volatile i32, ptr %49, align 8, !tbaa !10
  %2529 = icmp eq i32 %2528, 0
  br i1 %2529, label %2534, label %2530, !prof !34

2530:                                             ; preds = %2518
  %2531 = call i32 @luaG_traceexec(ptr noundef nonnull %0, ptr noundef nonnull %3416) #13
  %2532 = load ptr, ptr %29, align 8, !tbaa !10
  %2533 = getelementptr inbounds i8, ptr %2532, i64 16
  br label %2534

2534:                                             ; preds = %2530, %2518
  %2535 = phi i32 [ %2531, %2530 ], [ 0, %2518 ]
  %2536 = phi ptr [ %2533, %2530 ], [ %3417, %2518 ]
  %2537 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %74

2538:                                             ; preds = %3413
  %2539 = lshr i32 %3418, 7
  %2540 = and i32 %2539, 255
  %2541 = zext nneg i32 %2540 to i64
  %2542 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %2541
  %2543 = lshr i32 %3418, 16
  %2544 = and i32 %2543, 255
  %2545 = zext nneg i32 %2544 to i64
  %2546 = getelementptr inbounds %union.StackValue, ptr %2542, i64 %2545
  store ptr %2546, ptr %12, align 8, !tbaa !10
  store ptr %3416, ptr %36, align 8, !tbaa !10
  call void @luaV_concat(ptr noundef %0, i32 noundef %2544)
  %2547 = load volatile i32, ptr %49, align 8, !tbaa !10
  %2548 = load ptr, ptr %13, align 8, !tbaa !22
  %2549 = getelementptr inbounds i8, ptr %2548, i64 24
  %2550 = load i64, ptr %2549, align 8, !tbaa !54
  %2551 = icmp sgt i64 %2550, 0
  br i1 %2551, label %2552, label %2554

2552:                                             ; preds = %2538
  store ptr %3416, ptr %36, align 8, !tbaa !10
  call void @luaC_step(ptr noundef nonnull %0) #13
  %2553 = load volatile i32, ptr %49, align 8, !tbaa !10
  br label %2554

2554:                                             ; preds = %2552, %2538
  %2555 = phi i32 [ %2553, %2552 ], [ %2547, %2538 ]
  %2556 = icmp eq i32 %2555, 0
  br i1 %2556, label %2561, label %2557, !prof !34

2557:                                             ; preds = %2554
  %2558 = call i32 @luaG_traceexec(ptr noundef nonnull %0, ptr noundef nonnull %3416) #13
  %2559 = load ptr, ptr %29, align 8, !tbaa !10
  %2560 = getelementptr inbounds i8, ptr %2559, i64 16
  br label %2561

2561:                                             ; preds = %2557, %2554
  %2562 = phi i32 [ %2558, %2557 ], [ 0, %2554 ]
  %2563 = phi ptr [ %2560, %2557 ], [ %3417, %2554 ]
  %2564 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %74

2565:                                             ; preds = %3413
  %2566 = lshr i32 %3418, 7
  %2567 = and i32 %2566, 255
  %2568 = zext nneg i32 %2567 to i64
  %2569 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %2568
  store ptr %3416, ptr %36, align 8, !tbaa !10
  %2570 = load ptr, ptr %50, align 8, !tbaa !10
  store ptr %2570, ptr %12, align 8, !tbaa !10
  %2571 = call ptr @luaF_close(ptr noundef %0, ptr noundef %2569, i32 noundef 0, i32 noundef 1) #13
  %2572 = load volatile i32, ptr %49, align 8, !tbaa !10
  %2573 = icmp eq i32 %2572, 0
  br i1 %2573, label %2578, label %2574, !prof !34

2574:                                             ; preds = %2565
  %2575 = call i32 @luaG_traceexec(ptr noundef nonnull %0, ptr noundef nonnull %3416) #13
  %2576 = load ptr, ptr %29, align 8, !tbaa !10
  %2577 = getelementptr inbounds i8, ptr %2576, i64 16
  br label %2578

2578:                                             ; preds = %2574, %2565
  %2579 = phi i32 [ %2575, %2574 ], [ 0, %2565 ]
  %2580 = phi ptr [ %2577, %2574 ], [ %3417, %2565 ]
  %2581 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %74

2582:                                             ; preds = %3413
  %2583 = lshr i32 %3418, 7
  %2584 = and i32 %2583, 255
  %2585 = zext nneg i32 %2584 to i64
  %2586 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %2585
  store ptr %3416, ptr %36, align 8, !tbaa !10
  %2587 = load ptr, ptr %50, align 8, !tbaa !10
  store ptr %2587, ptr %12, align 8, !tbaa !10
  call void @luaF_newtbcupval(ptr noundef %0, ptr noundef %2586) #13
  %2588 = icmp eq i32 %3415, 0
  br i1 %2588, label %2593, label %2589, !prof !34

2589:                                             ; preds = %2582
  %2590 = call i32 @luaG_traceexec(ptr noundef nonnull %0, ptr noundef nonnull %3416) #13
  %2591 = load ptr, ptr %29, align 8, !tbaa !10
  %2592 = getelementptr inbounds i8, ptr %2591, i64 16
  br label %2593

2593:                                             ; preds = %2589, %2582
  %2594 = phi i32 [ %2590, %2589 ], [ 0, %2582 ]
  %2595 = phi ptr [ %2592, %2589 ], [ %3417, %2582 ]
  %2596 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %74

2597:                                             ; preds = %3413
  %2598 = lshr i32 %3418, 7
  %2599 = add nsw i32 %2598, -16777215
  %2600 = sext i32 %2599 to i64
  %2601 = getelementptr inbounds i32, ptr %3416, i64 %2600
  %2602 = load volatile i32, ptr %49, align 8, !tbaa !10
  %2603 = icmp eq i32 %2602, 0
  br i1 %2603, label %2608, label %2604, !prof !34

2604:                                             ; preds = %2597
  %2605 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %2601) #13
  %2606 = load ptr, ptr %29, align 8, !tbaa !10
  %2607 = getelementptr inbounds i8, ptr %2606, i64 16
  br label %2608

2608:                                             ; preds = %2604, %2597
  %2609 = phi i32 [ %2605, %2604 ], [ 0, %2597 ]
  %2610 = phi ptr [ %2607, %2604 ], [ %3417, %2597 ]
  %2611 = getelementptr inbounds i8, ptr %2601, i64 4
  br label %74

2612:                                             ; preds = %3413
  %2613 = lshr i32 %3418, 7
  %2614 = and i32 %2613, 255
  %2615 = zext nneg i32 %2614 to i64
  %2616 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %2615
  %2617 = lshr i32 %3418, 16
  %2618 = and i32 %2617, 255
  %2619 = zext nneg i32 %2618 to i64
  %2620 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %2619
  store ptr %3416, ptr %36, align 8, !tbaa !10
  %2621 = load ptr, ptr %50, align 8, !tbaa !10
  store ptr %2621, ptr %12, align 8, !tbaa !10
  %2622 = call i32 @luaV_equalobj(ptr noundef %0, ptr noundef %2616, ptr noundef %2620)
  %2623 = load volatile i32, ptr %49, align 8, !tbaa !10
  %2624 = lshr i32 %3418, 15
  %2625 = and i32 %2624, 1
  %2626 = icmp eq i32 %2622, %2625
  br i1 %2626, label %2629, label %2627

2627:                                             ; preds = %2612
  %2628 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %2636

2629:                                             ; preds = %2612
  %2630 = load i32, ptr %3416, align 4, !tbaa !40
  %2631 = lshr i32 %2630, 7
  %2632 = add nsw i32 %2631, -16777214
  %2633 = sext i32 %2632 to i64
  %2634 = getelementptr inbounds i32, ptr %3416, i64 %2633
  %2635 = load volatile i32, ptr %49, align 8, !tbaa !10
  br label %2636

2636:                                             ; preds = %2629, %2627
  %2637 = phi i32 [ %2623, %2627 ], [ %2635, %2629 ]
  %2638 = phi ptr [ %2628, %2627 ], [ %2634, %2629 ]
  %2639 = icmp eq i32 %2637, 0
  br i1 %2639, label %2644, label %2640, !prof !34

2640:                                             ; preds = %2636
  %2641 = call i32 @luaG_traceexec(ptr noundef nonnull %0, ptr noundef nonnull %2638) #13
  %2642 = load ptr, ptr %29, align 8, !tbaa !10
  %2643 = getelementptr inbounds i8, ptr %2642, i64 16
  br label %2644

2644:                                             ; preds = %2640, %2636
  %2645 = phi i32 [ %2641, %2640 ], [ 0, %2636 ]
  %2646 = phi ptr [ %2643, %2640 ], [ %3417, %2636 ]
  %2647 = getelementptr inbounds i8, ptr %2638, i64 4
  br label %74

2648:                                             ; preds = %3413
  %2649 = lshr i32 %3418, 7
  %2650 = and i32 %2649, 255
  %2651 = zext nneg i32 %2650 to i64
  %2652 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %2651
  %2653 = lshr i32 %3418, 16
  %2654 = and i32 %2653, 255
  %2655 = zext nneg i32 %2654 to i64
  %2656 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %2655
  %2657 = getelementptr inbounds i8, ptr %2652, i64 8
  %2658 = load i8, ptr %2657, align 8, !tbaa !10
  %2659 = icmp eq i8 %2658, 3
  br i1 %2659, label %2660, label %2669

2660:                                             ; preds = %2648
  %2661 = getelementptr inbounds i8, ptr %2656, i64 8
  %2662 = load i8, ptr %2661, align 8, !tbaa !6
  %2663 = icmp eq i8 %2662, 3
  br i1 %2663, label %2664, label %2672

2664:                                             ; preds = %2660
  %2665 = load i64, ptr %2652, align 8, !tbaa !10
  %2666 = load i64, ptr %2656, align 8, !tbaa !10
  %2667 = icmp slt i64 %2665, %2666
  %2668 = zext i1 %2667 to i32
  br label %2729

2669:                                             ; preds = %2648
  %2670 = and i8 %2658, 15
  %2671 = icmp eq i8 %2670, 3
  br i1 %2671, label %2675, label %2725

2672:                                             ; preds = %2660
  %2673 = and i8 %2662, 15
  %2674 = icmp eq i8 %2673, 3
  br i1 %2674, label %2680, label %2725

2675:                                             ; preds = %2669
  %2676 = getelementptr inbounds i8, ptr %2656, i64 8
  %2677 = load i8, ptr %2676, align 8, !tbaa !6
  %2678 = and i8 %2677, 15
  %2679 = icmp eq i8 %2678, 3
  br i1 %2679, label %2700, label %2725

2680:                                             ; preds = %2672
  %2681 = load i64, ptr %2652, align 8, !tbaa !10
  %2682 = load double, ptr %2656, align 8, !tbaa !10
  %2683 = add i64 %2681, 9007199254740992
  %2684 = icmp ult i64 %2683, 18014398509481985
  br i1 %2684, label %2685, label %2688

2685:                                             ; preds = %2680
  %2686 = sitofp i64 %2681 to double
  %2687 = fcmp ogt double %2682, %2686
  br label %2722

2688:                                             ; preds = %2680
  %2689 = call double @llvm.floor.f64(double %2682)
  %2690 = fcmp une double %2689, %2682
  %2691 = fadd double %2689, 1.000000e+00
  %2692 = select i1 %2690, double %2691, double %2689
  %2693 = fcmp oge double %2692, 0xC3E0000000000000
  %2694 = fcmp olt double %2692, 0x43E0000000000000
  %2695 = and i1 %2693, %2694
  %2696 = fptosi double %2692 to i64
  %2697 = icmp slt i64 %2681, %2696
  %2698 = fcmp ogt double %2682, 0.000000e+00
  %2699 = select i1 %2695, i1 %2697, i1 %2698
  br label %2722

2700:                                             ; preds = %2675
  %2701 = load double, ptr %2652, align 8, !tbaa !10
  %2702 = icmp eq i8 %2677, 19
  br i1 %2702, label %2703, label %2706

2703:                                             ; preds = %2700
  %2704 = load double, ptr %2656, align 8, !tbaa !10
  %2705 = fcmp olt double %2701, %2704
  br label %2722

2706:                                             ; preds = %2700
  %2707 = load i64, ptr %2656, align 8, !tbaa !10
  %2708 = add i64 %2707, 9007199254740992
  %2709 = icmp ult i64 %2708, 18014398509481985
  br i1 %2709, label %2710, label %2713

2710:                                             ; preds = %2706
  %2711 = sitofp i64 %2707 to double
  %2712 = fcmp olt double %2701, %2711
  br label %2722

2713:                                             ; preds = %2706
  %2714 = call double @llvm.floor.f64(double %2701)
  %2715 = fcmp oge double %2714, 0xC3E0000000000000
  %2716 = fcmp olt double %2714, 0x43E0000000000000
  %2717 = and i1 %2715, %2716
  %2718 = fptosi double %2714 to i64
  %2719 = icmp sgt i64 %2707, %2718
  %2720 = fcmp olt double %2701, 0.000000e+00
  %2721 = select i1 %2717, i1 %2719, i1 %2720
  br label %2722

2722:                                             ; preds = %2685, %2688, %2703, %2710, %2713
  %2723 = phi i1 [ %2705, %2703 ], [ %2687, %2685 ], [ %2699, %2688 ], [ %2712, %2710 ], [ %2721, %2713 ]
  %2724 = zext i1 %2723 to i32
  br label %2729

2725:                                             ; preds = %2675, %2672, %2669
  store ptr %3416, ptr %36, align 8, !tbaa !10
  %2726 = load ptr, ptr %50, align 8, !tbaa !10
  store ptr %2726, ptr %12, align 8, !tbaa !10
  %2727 = call fastcc i32 @lessthanothers(ptr noundef %0, ptr noundef nonnull %2652, ptr noundef nonnull %2656)
  %2728 = load volatile i32, ptr %49, align 8, !tbaa !10
  br label %2729

2729:                                             ; preds = %2722, %2725, %2664
  %2730 = phi i32 [ %2668, %2664 ], [ %2724, %2722 ], [ %2727, %2725 ]
  %2731 = phi i32 [ %3415, %2664 ], [ %3415, %2722 ], [ %2728, %2725 ]
  %2732 = lshr i32 %3418, 15
  %2733 = and i32 %2732, 1
  %2734 = icmp eq i32 %2730, %2733
  br i1 %2734, label %2737, label %2735

2735:                                             ; preds = %2729
  %2736 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %2744

2737:                                             ; preds = %2729
  %2738 = load i32, ptr %3416, align 4, !tbaa !40
  %2739 = lshr i32 %2738, 7
  %2740 = add nsw i32 %2739, -16777214
  %2741 = sext i32 %2740 to i64
  %2742 = getelementptr inbounds i32, ptr %3416, i64 %2741
  %2743 = load volatile i32, ptr %49, align 8, !tbaa !10
  br label %2744

2744:                                             ; preds = %2737, %2735
  %2745 = phi i32 [ %2731, %2735 ], [ %2743, %2737 ]
  %2746 = phi ptr [ %2736, %2735 ], [ %2742, %2737 ]
  %2747 = icmp eq i32 %2745, 0
  br i1 %2747, label %2752, label %2748, !prof !34

2748:                                             ; preds = %2744
  %2749 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %2746) #13
  %2750 = load ptr, ptr %29, align 8, !tbaa !10
  %2751 = getelementptr inbounds i8, ptr %2750, i64 16
  br label %2752

2752:                                             ; preds = %2748, %2744
  %2753 = phi i32 [ %2749, %2748 ], [ 0, %2744 ]
  %2754 = phi ptr [ %2751, %2748 ], [ %3417, %2744 ]
  %2755 = getelementptr inbounds i8, ptr %2746, i64 4
  br label %74

2756:                                             ; preds = %3413
  %2757 = lshr i32 %3418, 7
  %2758 = and i32 %2757, 255
  %2759 = zext nneg i32 %2758 to i64
  %2760 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %2759
  %2761 = lshr i32 %3418, 16
  %2762 = and i32 %2761, 255
  %2763 = zext nneg i32 %2762 to i64
  %2764 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %2763
  %2765 = getelementptr inbounds i8, ptr %2760, i64 8
  %2766 = load i8, ptr %2765, align 8, !tbaa !10
  %2767 = icmp eq i8 %2766, 3
  br i1 %2767, label %2768, label %2777

2768:                                             ; preds = %2756
  %2769 = getelementptr inbounds i8, ptr %2764, i64 8
  %2770 = load i8, ptr %2769, align 8, !tbaa !6
  %2771 = icmp eq i8 %2770, 3
  br i1 %2771, label %2772, label %2780

2772:                                             ; preds = %2768
  %2773 = load i64, ptr %2760, align 8, !tbaa !10
  %2774 = load i64, ptr %2764, align 8, !tbaa !10
  %2775 = icmp sle i64 %2773, %2774
  %2776 = zext i1 %2775 to i32
  br label %2837

2777:                                             ; preds = %2756
  %2778 = and i8 %2766, 15
  %2779 = icmp eq i8 %2778, 3
  br i1 %2779, label %2783, label %2833

2780:                                             ; preds = %2768
  %2781 = and i8 %2770, 15
  %2782 = icmp eq i8 %2781, 3
  br i1 %2782, label %2788, label %2833

2783:                                             ; preds = %2777
  %2784 = getelementptr inbounds i8, ptr %2764, i64 8
  %2785 = load i8, ptr %2784, align 8, !tbaa !6
  %2786 = and i8 %2785, 15
  %2787 = icmp eq i8 %2786, 3
  br i1 %2787, label %2805, label %2833

2788:                                             ; preds = %2780
  %2789 = load i64, ptr %2760, align 8, !tbaa !10
  %2790 = load double, ptr %2764, align 8, !tbaa !10
  %2791 = add i64 %2789, 9007199254740992
  %2792 = icmp ult i64 %2791, 18014398509481985
  br i1 %2792, label %2793, label %2796

2793:                                             ; preds = %2788
  %2794 = sitofp i64 %2789 to double
  %2795 = fcmp oge double %2790, %2794
  br label %2830

2796:                                             ; preds = %2788
  %2797 = call double @llvm.floor.f64(double %2790)
  %2798 = fcmp ult double %2797, 0xC3E0000000000000
  %2799 = fcmp uge double %2797, 0x43E0000000000000
  %2800 = or i1 %2798, %2799
  %2801 = fptosi double %2797 to i64
  %2802 = icmp sle i64 %2789, %2801
  %2803 = fcmp ogt double %2790, 0.000000e+00
  %2804 = select i1 %2800, i1 %2803, i1 %2802
  br label %2830

2805:                                             ; preds = %2783
  %2806 = load double, ptr %2760, align 8, !tbaa !10
  %2807 = icmp eq i8 %2785, 19
  br i1 %2807, label %2808, label %2811

2808:                                             ; preds = %2805
  %2809 = load double, ptr %2764, align 8, !tbaa !10
  %2810 = fcmp ole double %2806, %2809
  br label %2830

2811:                                             ; preds = %2805
  %2812 = load i64, ptr %2764, align 8, !tbaa !10
  %2813 = add i64 %2812, 9007199254740992
  %2814 = icmp ult i64 %2813, 18014398509481985
  br i1 %2814, label %2815, label %2818

2815:                                             ; preds = %2811
  %2816 = sitofp i64 %2812 to double
  %2817 = fcmp ole double %2806, %2816
  br label %2830

2818:                                             ; preds = %2811
  %2819 = call double @llvm.floor.f64(double %2806)
  %2820 = fcmp une double %2819, %2806
  %2821 = fadd double %2819, 1.000000e+00
  %2822 = select i1 %2820, double %2821, double %2819
  %2823 = fcmp ult double %2822, 0xC3E0000000000000
  %2824 = fcmp uge double %2822, 0x43E0000000000000
  %2825 = or i1 %2823, %2824
  %2826 = fptosi double %2822 to i64
  %2827 = icmp sge i64 %2812, %2826
  %2828 = fcmp olt double %2806, 0.000000e+00
  %2829 = select i1 %2825, i1 %2828, i1 %2827
  br label %2830

2830:                                             ; preds = %2793, %2796, %2808, %2815, %2818
  %2831 = phi i1 [ %2810, %2808 ], [ %2795, %2793 ], [ %2804, %2796 ], [ %2817, %2815 ], [ %2829, %2818 ]
  %2832 = zext i1 %2831 to i32
  br label %2837

2833:                                             ; preds = %2783, %2780, %2777
  store ptr %3416, ptr %36, align 8, !tbaa !10
  %2834 = load ptr, ptr %50, align 8, !tbaa !10
  store ptr %2834, ptr %12, align 8, !tbaa !10
  %2835 = call fastcc i32 @lessequalothers(ptr noundef %0, ptr noundef nonnull %2760, ptr noundef nonnull %2764)
  %2836 = load volatile i32, ptr %49, align 8, !tbaa !10
  br label %2837

2837:                                             ; preds = %2830, %2833, %2772
  %2838 = phi i32 [ %2776, %2772 ], [ %2832, %2830 ], [ %2835, %2833 ]
  %2839 = phi i32 [ %3415, %2772 ], [ %3415, %2830 ], [ %2836, %2833 ]
  %2840 = lshr i32 %3418, 15
  %2841 = and i32 %2840, 1
  %2842 = icmp eq i32 %2838, %2841
  br i1 %2842, label %2845, label %2843

2843:                                             ; preds = %2837
  %2844 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %2852

2845:                                             ; preds = %2837
  %2846 = load i32, ptr %3416, align 4, !tbaa !40
  %2847 = lshr i32 %2846, 7
  %2848 = add nsw i32 %2847, -16777214
  %2849 = sext i32 %2848 to i64
  %2850 = getelementptr inbounds i32, ptr %3416, i64 %2849
  %2851 = load volatile i32, ptr %49, align 8, !tbaa !10
  br label %2852

2852:                                             ; preds = %2845, %2843
  %2853 = phi i32 [ %2839, %2843 ], [ %2851, %2845 ]
  %2854 = phi ptr [ %2844, %2843 ], [ %2850, %2845 ]
  %2855 = icmp eq i32 %2853, 0
  br i1 %2855, label %2860, label %2856, !prof !34

2856:                                             ; preds = %2852
  %2857 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %2854) #13
  %2858 = load ptr, ptr %29, align 8, !tbaa !10
  %2859 = getelementptr inbounds i8, ptr %2858, i64 16
  br label %2860

2860:                                             ; preds = %2856, %2852
  %2861 = phi i32 [ %2857, %2856 ], [ 0, %2852 ]
  %2862 = phi ptr [ %2859, %2856 ], [ %3417, %2852 ]
  %2863 = getelementptr inbounds i8, ptr %2854, i64 4
  br label %74

2864:                                             ; preds = %3413
  %2865 = lshr i32 %3418, 7
  %2866 = and i32 %2865, 255
  %2867 = zext nneg i32 %2866 to i64
  %2868 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %2867
  %2869 = lshr i32 %3418, 16
  %2870 = and i32 %2869, 255
  %2871 = zext nneg i32 %2870 to i64
  %2872 = getelementptr inbounds %struct.TValue, ptr %35, i64 %2871
  %2873 = call i32 @luaV_equalobj(ptr noundef null, ptr noundef %2868, ptr noundef %2872)
  %2874 = lshr i32 %3418, 15
  %2875 = and i32 %2874, 1
  %2876 = icmp eq i32 %2873, %2875
  br i1 %2876, label %2879, label %2877

2877:                                             ; preds = %2864
  %2878 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %2886

2879:                                             ; preds = %2864
  %2880 = load i32, ptr %3416, align 4, !tbaa !40
  %2881 = lshr i32 %2880, 7
  %2882 = add nsw i32 %2881, -16777214
  %2883 = sext i32 %2882 to i64
  %2884 = getelementptr inbounds i32, ptr %3416, i64 %2883
  %2885 = load volatile i32, ptr %49, align 8, !tbaa !10
  br label %2886

2886:                                             ; preds = %2879, %2877
  %2887 = phi i32 [ %3415, %2877 ], [ %2885, %2879 ]
  %2888 = phi ptr [ %2878, %2877 ], [ %2884, %2879 ]
  %2889 = icmp eq i32 %2887, 0
  br i1 %2889, label %2894, label %2890, !prof !34

2890:                                             ; preds = %2886
  %2891 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %2888) #13
  %2892 = load ptr, ptr %29, align 8, !tbaa !10
  %2893 = getelementptr inbounds i8, ptr %2892, i64 16
  br label %2894

2894:                                             ; preds = %2890, %2886
  %2895 = phi i32 [ %2891, %2890 ], [ 0, %2886 ]
  %2896 = phi ptr [ %2893, %2890 ], [ %3417, %2886 ]
  %2897 = getelementptr inbounds i8, ptr %2888, i64 4
  br label %74

2898:                                             ; preds = %3413
  %2899 = lshr i32 %3418, 7
  %2900 = and i32 %2899, 255
  %2901 = zext nneg i32 %2900 to i64
  %2902 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %2901
  %2903 = lshr i32 %3418, 16
  %2904 = and i32 %2903, 255
  %2905 = add nsw i32 %2904, -127
  %2906 = getelementptr inbounds i8, ptr %2902, i64 8
  %2907 = load i8, ptr %2906, align 8, !tbaa !10
  switch i8 %2907, label %2908 [
    i8 3, label %2911
    i8 19, label %2915
  ]

2908:                                             ; preds = %2898
  %2909 = and i32 %3418, 32768
  %2910 = icmp eq i32 %2909, 0
  br i1 %2910, label %2926, label %2924

2911:                                             ; preds = %2898
  %2912 = load i64, ptr %2902, align 8, !tbaa !10
  %2913 = sext i32 %2905 to i64
  %2914 = icmp eq i64 %2912, %2913
  br label %2919

2915:                                             ; preds = %2898
  %2916 = load double, ptr %2902, align 8, !tbaa !10
  %2917 = sitofp i32 %2905 to double
  %2918 = fcmp oeq double %2916, %2917
  br label %2919

2919:                                             ; preds = %2915, %2911
  %2920 = phi i1 [ %2914, %2911 ], [ %2918, %2915 ]
  %2921 = and i32 %3418, 32768
  %2922 = icmp eq i32 %2921, 0
  %2923 = xor i1 %2922, %2920
  br i1 %2923, label %2926, label %2924

2924:                                             ; preds = %2908, %2919
  %2925 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %2933

2926:                                             ; preds = %2908, %2919
  %2927 = load i32, ptr %3416, align 4, !tbaa !40
  %2928 = lshr i32 %2927, 7
  %2929 = add nsw i32 %2928, -16777214
  %2930 = sext i32 %2929 to i64
  %2931 = getelementptr inbounds i32, ptr %3416, i64 %2930
  %2932 = load volatile i32, ptr %49, align 8, !tbaa !10
  br label %2933

2933:                                             ; preds = %2926, %2924
  %2934 = phi i32 [ %3415, %2924 ], [ %2932, %2926 ]
  %2935 = phi ptr [ %2925, %2924 ], [ %2931, %2926 ]
  %2936 = icmp eq i32 %2934, 0
  br i1 %2936, label %2941, label %2937, !prof !34

2937:                                             ; preds = %2933
  %2938 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %2935) #13
  %2939 = load ptr, ptr %29, align 8, !tbaa !10
  %2940 = getelementptr inbounds i8, ptr %2939, i64 16
  br label %2941

2941:                                             ; preds = %2937, %2933
  %2942 = phi i32 [ %2938, %2937 ], [ 0, %2933 ]
  %2943 = phi ptr [ %2940, %2937 ], [ %3417, %2933 ]
  %2944 = getelementptr inbounds i8, ptr %2935, i64 4
  br label %74

2945:                                             ; preds = %3413
  %2946 = lshr i32 %3418, 7
  %2947 = and i32 %2946, 255
  %2948 = zext nneg i32 %2947 to i64
  %2949 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %2948
  %2950 = lshr i32 %3418, 16
  %2951 = and i32 %2950, 255
  %2952 = add nsw i32 %2951, -127
  %2953 = getelementptr inbounds i8, ptr %2949, i64 8
  %2954 = load i8, ptr %2953, align 8, !tbaa !10
  switch i8 %2954, label %2965 [
    i8 3, label %2955
    i8 19, label %2960
  ]

2955:                                             ; preds = %2945
  %2956 = load i64, ptr %2949, align 8, !tbaa !10
  %2957 = sext i32 %2952 to i64
  %2958 = icmp slt i64 %2956, %2957
  %2959 = zext i1 %2958 to i32
  br label %2970

2960:                                             ; preds = %2945
  %2961 = load double, ptr %2949, align 8, !tbaa !10
  %2962 = sitofp i32 %2952 to double
  %2963 = fcmp olt double %2961, %2962
  %2964 = zext i1 %2963 to i32
  br label %2970

2965:                                             ; preds = %2945
  %2966 = lshr i32 %3418, 24
  store ptr %3416, ptr %36, align 8, !tbaa !10
  %2967 = load ptr, ptr %50, align 8, !tbaa !10
  store ptr %2967, ptr %12, align 8, !tbaa !10
  %2968 = call i32 @luaT_callorderiTM(ptr noundef %0, ptr noundef nonnull %2949, i32 noundef %2952, i32 noundef 0, i32 noundef %2966, i32 noundef 20) #13
  %2969 = load volatile i32, ptr %49, align 8, !tbaa !10
  br label %2970

2970:                                             ; preds = %2960, %2965, %2955
  %2971 = phi i32 [ %2959, %2955 ], [ %2964, %2960 ], [ %2968, %2965 ]
  %2972 = phi i32 [ %3415, %2955 ], [ %3415, %2960 ], [ %2969, %2965 ]
  %2973 = lshr i32 %3418, 15
  %2974 = and i32 %2973, 1
  %2975 = icmp eq i32 %2971, %2974
  br i1 %2975, label %2978, label %2976

2976:                                             ; preds = %2970
  %2977 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %2985

2978:                                             ; preds = %2970
  %2979 = load i32, ptr %3416, align 4, !tbaa !40
  %2980 = lshr i32 %2979, 7
  %2981 = add nsw i32 %2980, -16777214
  %2982 = sext i32 %2981 to i64
  %2983 = getelementptr inbounds i32, ptr %3416, i64 %2982
  %2984 = load volatile i32, ptr %49, align 8, !tbaa !10
  br label %2985

2985:                                             ; preds = %2978, %2976
  %2986 = phi i32 [ %2972, %2976 ], [ %2984, %2978 ]
  %2987 = phi ptr [ %2977, %2976 ], [ %2983, %2978 ]
  %2988 = icmp eq i32 %2986, 0
  br i1 %2988, label %2993, label %2989, !prof !34

2989:                                             ; preds = %2985
  %2990 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %2987) #13
  %2991 = load ptr, ptr %29, align 8, !tbaa !10
  %2992 = getelementptr inbounds i8, ptr %2991, i64 16
  br label %2993

2993:                                             ; preds = %2989, %2985
  %2994 = phi i32 [ %2990, %2989 ], [ 0, %2985 ]
  %2995 = phi ptr [ %2992, %2989 ], [ %3417, %2985 ]
  %2996 = getelementptr inbounds i8, ptr %2987, i64 4
  br label %74

2997:                                             ; preds = %3413
  %2998 = lshr i32 %3418, 7
  %2999 = and i32 %2998, 255
  %3000 = zext nneg i32 %2999 to i64
  %3001 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %3000
  %3002 = lshr i32 %3418, 16
  %3003 = and i32 %3002, 255
  %3004 = add nsw i32 %3003, -127
  %3005 = getelementptr inbounds i8, ptr %3001, i64 8
  %3006 = load i8, ptr %3005, align 8, !tbaa !10
  switch i8 %3006, label %3017 [
    i8 3, label %3007
    i8 19, label %3012
  ]

3007:                                             ; preds = %2997
  %3008 = load i64, ptr %3001, align 8, !tbaa !10
  %3009 = sext i32 %3004 to i64
  %3010 = icmp sle i64 %3008, %3009
  %3011 = zext i1 %3010 to i32
  br label %3022

3012:                                             ; preds = %2997
  %3013 = load double, ptr %3001, align 8, !tbaa !10
  %3014 = sitofp i32 %3004 to double
  %3015 = fcmp ole double %3013, %3014
  %3016 = zext i1 %3015 to i32
  br label %3022

3017:                                             ; preds = %2997
  %3018 = lshr i32 %3418, 24
  store ptr %3416, ptr %36, align 8, !tbaa !10
  %3019 = load ptr, ptr %50, align 8, !tbaa !10
  store ptr %3019, ptr %12, align 8, !tbaa !10
  %3020 = call i32 @luaT_callorderiTM(ptr noundef %0, ptr noundef nonnull %3001, i32 noundef %3004, i32 noundef 0, i32 noundef %3018, i32 noundef 21) #13
  %3021 = load volatile i32, ptr %49, align 8, !tbaa !10
  br label %3022

3022:                                             ; preds = %3012, %3017, %3007
  %3023 = phi i32 [ %3011, %3007 ], [ %3016, %3012 ], [ %3020, %3017 ]
  %3024 = phi i32 [ %3415, %3007 ], [ %3415, %3012 ], [ %3021, %3017 ]
  %3025 = lshr i32 %3418, 15
  %3026 = and i32 %3025, 1
  %3027 = icmp eq i32 %3023, %3026
  br i1 %3027, label %3030, label %3028

3028:                                             ; preds = %3022
  %3029 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %3037

3030:                                             ; preds = %3022
  %3031 = load i32, ptr %3416, align 4, !tbaa !40
  %3032 = lshr i32 %3031, 7
  %3033 = add nsw i32 %3032, -16777214
  %3034 = sext i32 %3033 to i64
  %3035 = getelementptr inbounds i32, ptr %3416, i64 %3034
  %3036 = load volatile i32, ptr %49, align 8, !tbaa !10
  br label %3037

3037:                                             ; preds = %3030, %3028
  %3038 = phi i32 [ %3024, %3028 ], [ %3036, %3030 ]
  %3039 = phi ptr [ %3029, %3028 ], [ %3035, %3030 ]
  %3040 = icmp eq i32 %3038, 0
  br i1 %3040, label %3045, label %3041, !prof !34

3041:                                             ; preds = %3037
  %3042 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3039) #13
  %3043 = load ptr, ptr %29, align 8, !tbaa !10
  %3044 = getelementptr inbounds i8, ptr %3043, i64 16
  br label %3045

3045:                                             ; preds = %3041, %3037
  %3046 = phi i32 [ %3042, %3041 ], [ 0, %3037 ]
  %3047 = phi ptr [ %3044, %3041 ], [ %3417, %3037 ]
  %3048 = getelementptr inbounds i8, ptr %3039, i64 4
  br label %74

3049:                                             ; preds = %3413
  %3050 = lshr i32 %3418, 7
  %3051 = and i32 %3050, 255
  %3052 = zext nneg i32 %3051 to i64
  %3053 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %3052
  %3054 = lshr i32 %3418, 16
  %3055 = and i32 %3054, 255
  %3056 = add nsw i32 %3055, -127
  %3057 = getelementptr inbounds i8, ptr %3053, i64 8
  %3058 = load i8, ptr %3057, align 8, !tbaa !10
  switch i8 %3058, label %3069 [
    i8 3, label %3059
    i8 19, label %3064
  ]

3059:                                             ; preds = %3049
  %3060 = load i64, ptr %3053, align 8, !tbaa !10
  %3061 = sext i32 %3056 to i64
  %3062 = icmp sgt i64 %3060, %3061
  %3063 = zext i1 %3062 to i32
  br label %3074

3064:                                             ; preds = %3049
  %3065 = load double, ptr %3053, align 8, !tbaa !10
  %3066 = sitofp i32 %3056 to double
  %3067 = fcmp ogt double %3065, %3066
  %3068 = zext i1 %3067 to i32
  br label %3074

3069:                                             ; preds = %3049
  %3070 = lshr i32 %3418, 24
  store ptr %3416, ptr %36, align 8, !tbaa !10
  %3071 = load ptr, ptr %50, align 8, !tbaa !10
  store ptr %3071, ptr %12, align 8, !tbaa !10
  %3072 = call i32 @luaT_callorderiTM(ptr noundef %0, ptr noundef nonnull %3053, i32 noundef %3056, i32 noundef 1, i32 noundef %3070, i32 noundef 20) #13
  %3073 = load volatile i32, ptr %49, align 8, !tbaa !10
  br label %3074

3074:                                             ; preds = %3064, %3069, %3059
  %3075 = phi i32 [ %3063, %3059 ], [ %3068, %3064 ], [ %3072, %3069 ]
  %3076 = phi i32 [ %3415, %3059 ], [ %3415, %3064 ], [ %3073, %3069 ]
  %3077 = lshr i32 %3418, 15
  %3078 = and i32 %3077, 1
  %3079 = icmp eq i32 %3075, %3078
  br i1 %3079, label %3082, label %3080

3080:                                             ; preds = %3074
  %3081 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %3089

3082:                                             ; preds = %3074
  %3083 = load i32, ptr %3416, align 4, !tbaa !40
  %3084 = lshr i32 %3083, 7
  %3085 = add nsw i32 %3084, -16777214
  %3086 = sext i32 %3085 to i64
  %3087 = getelementptr inbounds i32, ptr %3416, i64 %3086
  %3088 = load volatile i32, ptr %49, align 8, !tbaa !10
  br label %3089

3089:                                             ; preds = %3082, %3080
  %3090 = phi i32 [ %3076, %3080 ], [ %3088, %3082 ]
  %3091 = phi ptr [ %3081, %3080 ], [ %3087, %3082 ]
  %3092 = icmp eq i32 %3090, 0
  br i1 %3092, label %3097, label %3093, !prof !34

3093:                                             ; preds = %3089
  %3094 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3091) #13
  %3095 = load ptr, ptr %29, align 8, !tbaa !10
  %3096 = getelementptr inbounds i8, ptr %3095, i64 16
  br label %3097

3097:                                             ; preds = %3093, %3089
  %3098 = phi i32 [ %3094, %3093 ], [ 0, %3089 ]
  %3099 = phi ptr [ %3096, %3093 ], [ %3417, %3089 ]
  %3100 = getelementptr inbounds i8, ptr %3091, i64 4
  br label %74

3101:                                             ; preds = %3413
  %3102 = lshr i32 %3418, 7
  %3103 = and i32 %3102, 255
  %3104 = zext nneg i32 %3103 to i64
  %3105 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %3104
  %3106 = lshr i32 %3418, 16
  %3107 = and i32 %3106, 255
  %3108 = add nsw i32 %3107, -127
  %3109 = getelementptr inbounds i8, ptr %3105, i64 8
  %3110 = load i8, ptr %3109, align 8, !tbaa !10
  switch i8 %3110, label %3121 [
    i8 3, label %3111
    i8 19, label %3116
  ]

3111:                                             ; preds = %3101
  %3112 = load i64, ptr %3105, align 8, !tbaa !10
  %3113 = sext i32 %3108 to i64
  %3114 = icmp sge i64 %3112, %3113
  %3115 = zext i1 %3114 to i32
  br label %3126

3116:                                             ; preds = %3101
  %3117 = load double, ptr %3105, align 8, !tbaa !10
  %3118 = sitofp i32 %3108 to double
  %3119 = fcmp oge double %3117, %3118
  %3120 = zext i1 %3119 to i32
  br label %3126

3121:                                             ; preds = %3101
  %3122 = lshr i32 %3418, 24
  store ptr %3416, ptr %36, align 8, !tbaa !10
  %3123 = load ptr, ptr %50, align 8, !tbaa !10
  store ptr %3123, ptr %12, align 8, !tbaa !10
  %3124 = call i32 @luaT_callorderiTM(ptr noundef %0, ptr noundef nonnull %3105, i32 noundef %3108, i32 noundef 1, i32 noundef %3122, i32 noundef 21) #13
  %3125 = load volatile i32, ptr %49, align 8, !tbaa !10
  br label %3126

3126:                                             ; preds = %3116, %3121, %3111
  %3127 = phi i32 [ %3115, %3111 ], [ %3120, %3116 ], [ %3124, %3121 ]
  %3128 = phi i32 [ %3415, %3111 ], [ %3415, %3116 ], [ %3125, %3121 ]
  %3129 = lshr i32 %3418, 15
  %3130 = and i32 %3129, 1
  %3131 = icmp eq i32 %3127, %3130
  br i1 %3131, label %3134, label %3132

3132:                                             ; preds = %3126
  %3133 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %3141

3134:                                             ; preds = %3126
  %3135 = load i32, ptr %3416, align 4, !tbaa !40
  %3136 = lshr i32 %3135, 7
  %3137 = add nsw i32 %3136, -16777214
  %3138 = sext i32 %3137 to i64
  %3139 = getelementptr inbounds i32, ptr %3416, i64 %3138
  %3140 = load volatile i32, ptr %49, align 8, !tbaa !10
  br label %3141

3141:                                             ; preds = %3134, %3132
  %3142 = phi i32 [ %3128, %3132 ], [ %3140, %3134 ]
  %3143 = phi ptr [ %3133, %3132 ], [ %3139, %3134 ]
  %3144 = icmp eq i32 %3142, 0
  br i1 %3144, label %3149, label %3145, !prof !34

3145:                                             ; preds = %3141
  %3146 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3143) #13
  %3147 = load ptr, ptr %29, align 8, !tbaa !10
  %3148 = getelementptr inbounds i8, ptr %3147, i64 16
  br label %3149

3149:                                             ; preds = %3145, %3141
  %3150 = phi i32 [ %3146, %3145 ], [ 0, %3141 ]
  %3151 = phi ptr [ %3148, %3145 ], [ %3417, %3141 ]
  %3152 = getelementptr inbounds i8, ptr %3143, i64 4
  br label %74

3153:                                             ; preds = %3413
  %3154 = lshr i32 %3418, 7
  %3155 = and i32 %3154, 255
  %3156 = zext nneg i32 %3155 to i64
  %3157 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %3156, i32 0, i32 1
  %3158 = load i8, ptr %3157, align 8, !tbaa !10
  %3159 = icmp eq i8 %3158, 1
  %3160 = and i8 %3158, 15
  %3161 = icmp eq i8 %3160, 0
  %3162 = or i1 %3159, %3161
  %3163 = and i32 %3418, 32768
  %3164 = icmp ne i32 %3163, 0
  %3165 = xor i1 %3164, %3162
  br i1 %3165, label %3168, label %3166

3166:                                             ; preds = %3153
  %3167 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %3175

3168:                                             ; preds = %3153
  %3169 = load i32, ptr %3416, align 4, !tbaa !40
  %3170 = lshr i32 %3169, 7
  %3171 = add nsw i32 %3170, -16777214
  %3172 = sext i32 %3171 to i64
  %3173 = getelementptr inbounds i32, ptr %3416, i64 %3172
  %3174 = load volatile i32, ptr %49, align 8, !tbaa !10
  br label %3175

3175:                                             ; preds = %3168, %3166
  %3176 = phi i32 [ %3415, %3166 ], [ %3174, %3168 ]
  %3177 = phi ptr [ %3167, %3166 ], [ %3173, %3168 ]
  %3178 = icmp eq i32 %3176, 0
  br i1 %3178, label %3183, label %3179, !prof !34

3179:                                             ; preds = %3175
  %3180 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3177) #13
  %3181 = load ptr, ptr %29, align 8, !tbaa !10
  %3182 = getelementptr inbounds i8, ptr %3181, i64 16
  br label %3183

3183:                                             ; preds = %3179, %3175
  %3184 = phi i32 [ %3180, %3179 ], [ 0, %3175 ]
  %3185 = phi ptr [ %3182, %3179 ], [ %3417, %3175 ]
  %3186 = getelementptr inbounds i8, ptr %3177, i64 4
  br label %74

3187:                                             ; preds = %3413
  %3188 = lshr i32 %3418, 16
  %3189 = and i32 %3188, 255
  %3190 = zext nneg i32 %3189 to i64
  %3191 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %3190
  %3192 = getelementptr inbounds i8, ptr %3191, i64 8
  %3193 = load i8, ptr %3192, align 8, !tbaa !6
  %3194 = icmp eq i8 %3193, 1
  %3195 = and i8 %3193, 15
  %3196 = icmp eq i8 %3195, 0
  %3197 = or i1 %3194, %3196
  %3198 = and i32 %3418, 32768
  %3199 = icmp eq i32 %3198, 0
  %3200 = xor i1 %3199, %3197
  br i1 %3200, label %3201, label %3203

3201:                                             ; preds = %3187
  %3202 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %3216

3203:                                             ; preds = %3187
  %3204 = lshr i32 %3418, 7
  %3205 = and i32 %3204, 255
  %3206 = zext nneg i32 %3205 to i64
  %3207 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %3206
  %3208 = load i64, ptr %3191, align 8, !tbaa !10
  store i64 %3208, ptr %3207, align 8, !tbaa !10
  %3209 = getelementptr inbounds i8, ptr %3207, i64 8
  store i8 %3193, ptr %3209, align 8, !tbaa !6
  %3210 = load i32, ptr %3416, align 4, !tbaa !40
  %3211 = lshr i32 %3210, 7
  %3212 = add nsw i32 %3211, -16777214
  %3213 = sext i32 %3212 to i64
  %3214 = getelementptr inbounds i32, ptr %3416, i64 %3213
  %3215 = load volatile i32, ptr %49, align 8, !tbaa !10
  br label %3216

3216:                                             ; preds = %3203, %3201
  %3217 = phi i32 [ %3415, %3201 ], [ %3215, %3203 ]
  %3218 = phi ptr [ %3202, %3201 ], [ %3214, %3203 ]
  %3219 = icmp eq i32 %3217, 0
  br i1 %3219, label %3224, label %3220, !prof !34

3220:                                             ; preds = %3216
  %3221 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3218) #13
  %3222 = load ptr, ptr %29, align 8, !tbaa !10
  %3223 = getelementptr inbounds i8, ptr %3222, i64 16
  br label %3224

3224:                                             ; preds = %3220, %3216
  %3225 = phi i32 [ %3221, %3220 ], [ 0, %3216 ]
  %3226 = phi ptr [ %3223, %3220 ], [ %3417, %3216 ]
  %3227 = getelementptr inbounds i8, ptr %3218, i64 4
  br label %74

3228:                                             ; preds = %3413
  %3229 = lshr i32 %3418, 7
  %3230 = and i32 %3229, 255
  %3231 = zext nneg i32 %3230 to i64
  %3232 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %3231
  %3233 = lshr i32 %3418, 16
  %3234 = and i32 %3233, 255
  %3235 = lshr i32 %3418, 24
  %3236 = add nsw i32 %3235, -1
  %3237 = icmp eq i32 %3234, 0
  br i1 %3237, label %3241, label %3238

3238:                                             ; preds = %3228
  %3239 = zext nneg i32 %3234 to i64
  %3240 = getelementptr inbounds %union.StackValue, ptr %3232, i64 %3239
  store ptr %3240, ptr %12, align 8, !tbaa !10
  br label %3241

3241:                                             ; preds = %3238, %3228
  store ptr %3416, ptr %36, align 8, !tbaa !10
  %3242 = call ptr @luaD_precall(ptr noundef %0, ptr noundef %3232, i32 noundef %3236) #13
  %3243 = icmp eq ptr %3242, null
  br i1 %3243, label %3244, label %22

3244:                                             ; preds = %3241
  %3245 = load volatile i32, ptr %49, align 8, !tbaa !10
  %3246 = icmp eq i32 %3245, 0
  br i1 %3246, label %3251, label %3247, !prof !34

3247:                                             ; preds = %3244
  %3248 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3416) #13
  %3249 = load ptr, ptr %29, align 8, !tbaa !10
  %3250 = getelementptr inbounds i8, ptr %3249, i64 16
  br label %3251

3251:                                             ; preds = %3247, %3244
  %3252 = phi i32 [ %3248, %3247 ], [ 0, %3244 ]
  %3253 = phi ptr [ %3250, %3247 ], [ %3417, %3244 ]
  %3254 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %74

3255:                                             ; preds = %3413
  %3256 = lshr i32 %3418, 7
  %3257 = and i32 %3256, 255
  %3258 = zext nneg i32 %3257 to i64
  %3259 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %3258
  %3260 = lshr i32 %3418, 16
  %3261 = and i32 %3260, 255
  %3262 = icmp ult i32 %3418, 16777216
  br i1 %3262, label %3268, label %3263

3263:                                             ; preds = %3255
  %3264 = lshr i32 %3418, 24
  %3265 = getelementptr inbounds i8, ptr %29, i64 44
  %3266 = load i32, ptr %3265, align 4, !tbaa !10
  %3267 = add nsw i32 %3266, %3264
  br label %3268

3268:                                             ; preds = %3255, %3263
  %3269 = phi i32 [ %3267, %3263 ], [ 0, %3255 ]
  %3270 = icmp eq i32 %3261, 0
  br i1 %3270, label %3274, label %3271

3271:                                             ; preds = %3268
  %3272 = zext nneg i32 %3261 to i64
  %3273 = getelementptr inbounds %union.StackValue, ptr %3259, i64 %3272
  store ptr %3273, ptr %12, align 8, !tbaa !10
  br label %3281

3274:                                             ; preds = %3268
  %3275 = load ptr, ptr %12, align 8, !tbaa !10
  %3276 = ptrtoint ptr %3275 to i64
  %3277 = ptrtoint ptr %3259 to i64
  %3278 = sub i64 %3276, %3277
  %3279 = lshr exact i64 %3278, 4
  %3280 = trunc i64 %3279 to i32
  br label %3281

3281:                                             ; preds = %3274, %3271
  %3282 = phi i32 [ %3261, %3271 ], [ %3280, %3274 ]
  store ptr %3416, ptr %36, align 8, !tbaa !10
  %3283 = and i32 %3418, 32768
  %3284 = icmp eq i32 %3283, 0
  br i1 %3284, label %3286, label %3285

3285:                                             ; preds = %3281
  call void @luaF_closeupval(ptr noundef nonnull %0, ptr noundef %3417) #13
  br label %3286

3286:                                             ; preds = %3285, %3281
  %3287 = call i32 @luaD_pretailcall(ptr noundef nonnull %0, ptr noundef nonnull %29, ptr noundef %3259, i32 noundef %3282, i32 noundef %3269) #13
  %3288 = icmp slt i32 %3287, 0
  br i1 %3288, label %22, label %3289

3289:                                             ; preds = %3286
  %3290 = load ptr, ptr %29, align 8, !tbaa !10
  %3291 = sext i32 %3269 to i64
  %3292 = sub nsw i64 0, %3291
  %3293 = getelementptr inbounds %union.StackValue, ptr %3290, i64 %3292
  store ptr %3293, ptr %29, align 8, !tbaa !10
  call void @luaD_poscall(ptr noundef nonnull %0, ptr noundef nonnull %29, i32 noundef %3287) #13
  %3294 = load volatile i32, ptr %49, align 8, !tbaa !10
  br label %3406

3295:                                             ; preds = %3413
  %3296 = lshr i32 %3418, 7
  %3297 = and i32 %3296, 255
  %3298 = zext nneg i32 %3297 to i64
  %3299 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %3298
  %3300 = lshr i32 %3418, 16
  %3301 = and i32 %3300, 255
  %3302 = add nsw i32 %3301, -1
  %3303 = lshr i32 %3418, 24
  %3304 = icmp eq i32 %3301, 0
  br i1 %3304, label %3305, label %3312

3305:                                             ; preds = %3295
  %3306 = load ptr, ptr %12, align 8, !tbaa !10
  %3307 = ptrtoint ptr %3306 to i64
  %3308 = ptrtoint ptr %3299 to i64
  %3309 = sub i64 %3307, %3308
  %3310 = lshr exact i64 %3309, 4
  %3311 = trunc i64 %3310 to i32
  br label %3312

3312:                                             ; preds = %3305, %3295
  %3313 = phi i32 [ %3311, %3305 ], [ %3302, %3295 ]
  store ptr %3416, ptr %36, align 8, !tbaa !10
  %3314 = and i32 %3418, 32768
  %3315 = icmp eq i32 %3314, 0
  br i1 %3315, label %3330, label %3316

3316:                                             ; preds = %3312
  %3317 = getelementptr inbounds i8, ptr %29, i64 56
  store i32 %3313, ptr %3317, align 8, !tbaa !10
  %3318 = load ptr, ptr %12, align 8, !tbaa !10
  %3319 = load ptr, ptr %50, align 8, !tbaa !10
  %3320 = icmp ult ptr %3318, %3319
  br i1 %3320, label %3321, label %3322

3321:                                             ; preds = %3316
  store ptr %3319, ptr %12, align 8, !tbaa !10
  br label %3322

3322:                                             ; preds = %3321, %3316
  %3323 = call ptr @luaF_close(ptr noundef nonnull %0, ptr noundef %3417, i32 noundef -1, i32 noundef 1) #13
  %3324 = load volatile i32, ptr %49, align 8, !tbaa !10
  %3325 = icmp eq i32 %3324, 0
  br i1 %3325, label %3330, label %3326, !prof !34

3326:                                             ; preds = %3322
  %3327 = load ptr, ptr %29, align 8, !tbaa !10
  %3328 = getelementptr inbounds i8, ptr %3327, i64 16
  %3329 = getelementptr inbounds %union.StackValue, ptr %3328, i64 %3298
  br label %3330

3330:                                             ; preds = %3322, %3326, %3312
  %3331 = phi ptr [ %3329, %3326 ], [ %3299, %3322 ], [ %3299, %3312 ]
  %3332 = icmp ult i32 %3418, 16777216
  br i1 %3332, label %3341, label %3333

3333:                                             ; preds = %3330
  %3334 = getelementptr inbounds i8, ptr %29, i64 44
  %3335 = load i32, ptr %3334, align 4, !tbaa !10
  %3336 = add nsw i32 %3335, %3303
  %3337 = load ptr, ptr %29, align 8, !tbaa !10
  %3338 = sext i32 %3336 to i64
  %3339 = sub nsw i64 0, %3338
  %3340 = getelementptr inbounds %union.StackValue, ptr %3337, i64 %3339
  store ptr %3340, ptr %29, align 8, !tbaa !10
  br label %3341

3341:                                             ; preds = %3333, %3330
  %3342 = sext i32 %3313 to i64
  %3343 = getelementptr inbounds %union.StackValue, ptr %3331, i64 %3342
  store ptr %3343, ptr %12, align 8, !tbaa !10
  call void @luaD_poscall(ptr noundef %0, ptr noundef nonnull %29, i32 noundef %3313) #13
  %3344 = load volatile i32, ptr %49, align 8, !tbaa !10
  br label %3406

3345:                                             ; preds = %3413
  %3346 = load volatile i32, ptr %10, align 8, !tbaa !42
  %3347 = icmp eq i32 %3346, 0
  br i1 %3347, label %3353, label %3348, !prof !34

3348:                                             ; preds = %3345
  %3349 = lshr i32 %3418, 7
  %3350 = and i32 %3349, 255
  %3351 = zext nneg i32 %3350 to i64
  %3352 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %3351
  store ptr %3352, ptr %12, align 8, !tbaa !10
  store ptr %3416, ptr %36, align 8, !tbaa !10
  call void @luaD_poscall(ptr noundef nonnull %0, ptr noundef nonnull %29, i32 noundef 0) #13
  br label %3406

3353:                                             ; preds = %3345
  %3354 = getelementptr inbounds i8, ptr %29, i64 16
  %3355 = load ptr, ptr %3354, align 8, !tbaa !58
  store ptr %3355, ptr %21, align 8, !tbaa !39
  %3356 = getelementptr inbounds i8, ptr %3417, i64 -16
  store ptr %3356, ptr %12, align 8, !tbaa !10
  %3357 = getelementptr inbounds i8, ptr %29, i64 60
  %3358 = load i16, ptr %3357, align 4, !tbaa !59
  %3359 = icmp sgt i16 %3358, 0
  br i1 %3359, label %3360, label %3406, !prof !60

3360:                                             ; preds = %3353
  %3361 = zext nneg i16 %3358 to i32
  br label %3362

3362:                                             ; preds = %3360, %3362
  %3363 = phi i32 [ %3367, %3362 ], [ %3361, %3360 ]
  %3364 = load ptr, ptr %12, align 8, !tbaa !10
  %3365 = getelementptr inbounds i8, ptr %3364, i64 16
  store ptr %3365, ptr %12, align 8, !tbaa !10
  %3366 = getelementptr inbounds i8, ptr %3364, i64 8
  store i8 0, ptr %3366, align 8, !tbaa !10
  %3367 = add nsw i32 %3363, -1
  %3368 = icmp ugt i32 %3363, 1
  br i1 %3368, label %3362, label %3406, !prof !61, !llvm.loop !62

3369:                                             ; preds = %3413
  %3370 = load volatile i32, ptr %10, align 8, !tbaa !42
  %3371 = icmp eq i32 %3370, 0
  br i1 %3371, label %3378, label %3372, !prof !34

3372:                                             ; preds = %3369
  %3373 = lshr i32 %3418, 7
  %3374 = and i32 %3373, 255
  %3375 = zext nneg i32 %3374 to i64
  %3376 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %3375
  %3377 = getelementptr inbounds i8, ptr %3376, i64 16
  store ptr %3377, ptr %12, align 8, !tbaa !10
  store ptr %3416, ptr %36, align 8, !tbaa !10
  call void @luaD_poscall(ptr noundef nonnull %0, ptr noundef nonnull %29, i32 noundef 1) #13
  br label %3406

3378:                                             ; preds = %3369
  %3379 = getelementptr inbounds i8, ptr %29, i64 60
  %3380 = load i16, ptr %3379, align 4, !tbaa !59
  %3381 = getelementptr inbounds i8, ptr %29, i64 16
  %3382 = load ptr, ptr %3381, align 8, !tbaa !58
  store ptr %3382, ptr %21, align 8, !tbaa !39
  %3383 = icmp eq i16 %3380, 0
  br i1 %3383, label %3384, label %3386

3384:                                             ; preds = %3378
  %3385 = getelementptr inbounds i8, ptr %3417, i64 -16
  store ptr %3385, ptr %12, align 8, !tbaa !10
  br label %3406

3386:                                             ; preds = %3378
  %3387 = lshr i32 %3418, 7
  %3388 = and i32 %3387, 255
  %3389 = zext nneg i32 %3388 to i64
  %3390 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %3389
  %3391 = getelementptr inbounds i8, ptr %3417, i64 -16
  %3392 = load i64, ptr %3390, align 8, !tbaa !10
  store i64 %3392, ptr %3391, align 8, !tbaa !10
  %3393 = getelementptr inbounds i8, ptr %3390, i64 8
  %3394 = load i8, ptr %3393, align 8, !tbaa !6
  %3395 = getelementptr inbounds i8, ptr %3417, i64 -8
  store i8 %3394, ptr %3395, align 8, !tbaa !6
  store ptr %3417, ptr %12, align 8, !tbaa !10
  %3396 = icmp sgt i16 %3380, 1
  br i1 %3396, label %3397, label %3406, !prof !60

3397:                                             ; preds = %3386
  %3398 = zext nneg i16 %3380 to i32
  br label %3399

3399:                                             ; preds = %3397, %3399
  %3400 = phi i32 [ %3404, %3399 ], [ %3398, %3397 ]
  %3401 = load ptr, ptr %12, align 8, !tbaa !10
  %3402 = getelementptr inbounds i8, ptr %3401, i64 16
  store ptr %3402, ptr %12, align 8, !tbaa !10
  %3403 = getelementptr inbounds i8, ptr %3401, i64 8
  store i8 0, ptr %3403, align 8, !tbaa !10
  %3404 = add nsw i32 %3400, -1
  %3405 = icmp ugt i32 %3400, 2
  br i1 %3405, label %3399, label %3406, !prof !61, !llvm.loop !63

3406:                                             ; preds = %3399, %3362, %3386, %3353, %3372, %3384, %3348, %3341, %3289
  %3407 = phi i32 [ 1, %3372 ], [ %3415, %3384 ], [ 1, %3348 ], [ %3344, %3341 ], [ %3294, %3289 ], [ %3415, %3353 ], [ %3415, %3386 ], [ %3415, %3362 ], [ %3415, %3399 ]
  %3408 = getelementptr inbounds i8, ptr %29, i64 62
  %3409 = load i16, ptr %3408, align 2, !tbaa !41
  %3410 = and i16 %3409, 4
  %3411 = icmp eq i16 %3410, 0
  br i1 %3411, label %3423, label %3412

3412:                                             ; preds = %3406
  ret void

3413:                                             ; preds = %74, %44
  %3414 = phi ptr [ %37, %44 ], [ %75, %74 ]
  %3415 = phi i32 [ %45, %44 ], [ %76, %74 ]
  %3416 = phi ptr [ %48, %44 ], [ %77, %74 ]
  %3417 = phi ptr [ %47, %44 ], [ %78, %74 ]
  %3418 = load i32, ptr %3414, align 4, !tbaa !40
  %3419 = and i32 %3418, 127
  %3420 = zext nneg i32 %3419 to i64
  %3421 = getelementptr inbounds [83 x ptr], ptr @luaV_execute.disptab, i64 0, i64 %3420
  %3422 = load ptr, ptr %3421, align 8, !tbaa !27
  indirectbr ptr %3422, [label %52, label %79, label %97, label %115, label %136, label %159, label %173, label %188, label %202, label %251, label %276, label %316, label %361, label %432, label %485, label %527, label %591, label %681, label %753, label %814, label %860, label %909, label %946, label %1002, label %1058, label %1114, label %1195, label %1245, label %1289, label %1367, label %1410, label %1453, label %1496, label %1549, label %1602, label %1658, label %1714, label %1770, label %1851, label %1901, label %1945, label %2023, label %2081, label %2139, label %2266, label %2197, label %2335, label %2362, label %2391, label %2420, label %2453, label %2494, label %2518, label %2538, label %2565, label %2582, label %2597, label %2612, label %2648, label %2756, label %2864, label %2898, label %2945, label %2997, label %3049, label %3101, label %3153, label %3187, label %3228, label %3255, label %3295, label %3345, label %3369, label %3426, label %3477, label %3757, label %3769, label %3788, label %3821, label %3902, label %3976, label %3994, label %4007]

3423:                                             ; preds = %3406
  %3424 = getelementptr inbounds i8, ptr %29, i64 16
  %3425 = load ptr, ptr %3424, align 8, !tbaa !58
  br label %27

3426:                                             ; preds = %3413
  %3427 = lshr i32 %3418, 7
  %3428 = and i32 %3427, 255
  %3429 = zext nneg i32 %3428 to i64
  %3430 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %3429
  %3431 = getelementptr inbounds i8, ptr %3430, i64 32
  %3432 = getelementptr inbounds i8, ptr %3430, i64 40
  %3433 = load i8, ptr %3432, align 8, !tbaa !10
  %3434 = icmp eq i8 %3433, 3
  br i1 %3434, label %3435, label %3445

3435:                                             ; preds = %3426
  %3436 = getelementptr inbounds i8, ptr %3430, i64 16
  %3437 = load i64, ptr %3436, align 8, !tbaa !10
  %3438 = icmp eq i64 %3437, 0
  br i1 %3438, label %3465, label %3439

3439:                                             ; preds = %3435
  %3440 = load i64, ptr %3431, align 8, !tbaa !10
  %3441 = load i64, ptr %3430, align 8, !tbaa !10
  %3442 = add i64 %3437, -1
  store i64 %3442, ptr %3436, align 8, !tbaa !10
  %3443 = add i64 %3441, %3440
  store i64 %3443, ptr %3430, align 8, !tbaa !10
  %3444 = getelementptr inbounds i8, ptr %3430, i64 48
  store i64 %3443, ptr %3444, align 8, !tbaa !10
  br label %3458

3445:                                             ; preds = %3426
  %3446 = load double, ptr %3431, align 8, !tbaa !10
  %3447 = getelementptr inbounds i8, ptr %3430, i64 16
  %3448 = load double, ptr %3447, align 8, !tbaa !10
  %3449 = load double, ptr %3430, align 8, !tbaa !10
  %3450 = fadd double %3446, %3449
  %3451 = fcmp ogt double %3446, 0.000000e+00
  br i1 %3451, label %3452, label %3454

3452:                                             ; preds = %3445
  %3453 = fcmp ugt double %3450, %3448
  br i1 %3453, label %3465, label %3456

3454:                                             ; preds = %3445
  %3455 = fcmp ugt double %3448, %3450
  br i1 %3455, label %3465, label %3456

3456:                                             ; preds = %3454, %3452
  store double %3450, ptr %3430, align 8, !tbaa !10
  %3457 = getelementptr inbounds i8, ptr %3430, i64 48
  store double %3450, ptr %3457, align 8, !tbaa !10
  br label %3458

3458:                                             ; preds = %3439, %3456
  %3459 = phi i8 [ 19, %3456 ], [ 3, %3439 ]
  %3460 = getelementptr inbounds i8, ptr %3430, i64 56
  store i8 %3459, ptr %3460, align 8, !tbaa !6
  %3461 = lshr i32 %3418, 15
  %3462 = zext nneg i32 %3461 to i64
  %3463 = sub nsw i64 0, %3462
  %3464 = getelementptr inbounds i32, ptr %3416, i64 %3463
  br label %3465

3465:                                             ; preds = %3458, %3452, %3454, %3435
  %3466 = phi ptr [ %3416, %3435 ], [ %3416, %3454 ], [ %3416, %3452 ], [ %3464, %3458 ]
  %3467 = load volatile i32, ptr %49, align 8, !tbaa !10
  %3468 = icmp eq i32 %3467, 0
  br i1 %3468, label %3473, label %3469, !prof !34

3469:                                             ; preds = %3465
  %3470 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3466) #13
  %3471 = load ptr, ptr %29, align 8, !tbaa !10
  %3472 = getelementptr inbounds i8, ptr %3471, i64 16
  br label %3473

3473:                                             ; preds = %3469, %3465
  %3474 = phi i32 [ %3470, %3469 ], [ 0, %3465 ]
  %3475 = phi ptr [ %3472, %3469 ], [ %3417, %3465 ]
  %3476 = getelementptr inbounds i8, ptr %3466, i64 4
  br label %74

3477:                                             ; preds = %3413
  %3478 = lshr i32 %3418, 7
  %3479 = and i32 %3478, 255
  %3480 = zext nneg i32 %3479 to i64
  %3481 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %3480
  store ptr %3416, ptr %36, align 8, !tbaa !10
  %3482 = load ptr, ptr %50, align 8, !tbaa !10
  store ptr %3482, ptr %12, align 8, !tbaa !10
  %3483 = getelementptr inbounds i8, ptr %3481, i64 16
  %3484 = getelementptr inbounds i8, ptr %3481, i64 32
  %3485 = getelementptr inbounds i8, ptr %3481, i64 8
  %3486 = load i8, ptr %3485, align 8, !tbaa !6
  %3487 = icmp eq i8 %3486, 3
  br i1 %3487, label %3488, label %3607

3488:                                             ; preds = %3477
  %3489 = getelementptr inbounds i8, ptr %3481, i64 40
  %3490 = load i8, ptr %3489, align 8, !tbaa !6
  %3491 = icmp eq i8 %3490, 3
  br i1 %3491, label %3492, label %3607

3492:                                             ; preds = %3488
  %3493 = load i64, ptr %3481, align 8, !tbaa !10
  %3494 = load i64, ptr %3484, align 8, !tbaa !10
  %3495 = icmp eq i64 %3494, 0
  br i1 %3495, label %3496, label %3497

3496:                                             ; preds = %3492
  call void (ptr, ptr, ...) @luaG_runerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.7) #14
  unreachable

3497:                                             ; preds = %3492
  %3498 = getelementptr inbounds i8, ptr %3481, i64 48
  store i64 %3493, ptr %3498, align 8, !tbaa !10
  %3499 = getelementptr inbounds i8, ptr %3481, i64 56
  store i8 3, ptr %3499, align 8, !tbaa !6
  %3500 = icmp slt i64 %3494, 0
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #13
  %3501 = getelementptr inbounds i8, ptr %3481, i64 24
  %3502 = load i8, ptr %3501, align 8, !tbaa !6
  %3503 = and i8 %3502, 15
  %3504 = icmp eq i8 %3503, 4
  br i1 %3504, label %3505, label %3525

3505:                                             ; preds = %3497
  %3506 = load ptr, ptr %3483, align 8, !tbaa !10
  %3507 = getelementptr inbounds i8, ptr %3506, i64 24
  %3508 = call i64 @luaO_str2num(ptr noundef nonnull %3507, ptr noundef nonnull %7) #13
  %3509 = getelementptr inbounds i8, ptr %3506, i64 11
  %3510 = load i8, ptr %3509, align 1, !tbaa !11
  %3511 = icmp eq i8 %3510, -1
  br i1 %3511, label %3514, label %3512

3512:                                             ; preds = %3505
  %3513 = zext i8 %3510 to i64
  br label %3517

3514:                                             ; preds = %3505
  %3515 = getelementptr inbounds i8, ptr %3506, i64 16
  %3516 = load i64, ptr %3515, align 8, !tbaa !10
  br label %3517

3517:                                             ; preds = %3514, %3512
  %3518 = phi i64 [ %3513, %3512 ], [ %3516, %3514 ]
  %3519 = add i64 %3518, 1
  %3520 = icmp ne i64 %3508, %3519
  %3521 = freeze i1 %3520
  %3522 = select i1 %3521, ptr %3483, ptr %7
  %3523 = select i1 %3521, ptr %3501, ptr %17
  %3524 = load i8, ptr %3523, align 8, !tbaa !6
  br label %3525

3525:                                             ; preds = %3517, %3497
  %3526 = phi i8 [ %3524, %3517 ], [ %3502, %3497 ]
  %3527 = phi ptr [ %3522, %3517 ], [ %3483, %3497 ]
  switch i8 %3526, label %3541 [
    i8 19, label %3528
    i8 3, label %3539
  ]

3528:                                             ; preds = %3525
  %3529 = load double, ptr %3527, align 8, !tbaa !10
  %3530 = call double @llvm.floor.f64(double %3529)
  %3531 = fcmp une double %3530, %3529
  %3532 = and i1 %3500, %3531
  %3533 = fadd double %3530, 1.000000e+00
  %3534 = select i1 %3532, double %3533, double %3530
  %3535 = fcmp oge double %3534, 0xC3E0000000000000
  %3536 = fcmp olt double %3534, 0x43E0000000000000
  %3537 = and i1 %3535, %3536
  br i1 %3537, label %3542, label %3538

3538:                                             ; preds = %3528
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #13
  br label %3544

3539:                                             ; preds = %3525
  %3540 = load i64, ptr %3527, align 8, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #13
  br label %3589

3541:                                             ; preds = %3525
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #13
  br label %3544

3542:                                             ; preds = %3528
  %3543 = fptosi double %3534 to i64
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #13
  br label %3589

3544:                                             ; preds = %3541, %3538
  %3545 = load i8, ptr %3501, align 8, !tbaa !6
  %3546 = icmp eq i8 %3545, 19
  br i1 %3546, label %3547, label %3549

3547:                                             ; preds = %3544
  %3548 = load double, ptr %3483, align 8, !tbaa !10
  br label %3583

3549:                                             ; preds = %3544
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #13
  %3550 = icmp eq i8 %3545, 3
  br i1 %3550, label %3551, label %3554

3551:                                             ; preds = %3549
  %3552 = load i64, ptr %3483, align 8, !tbaa !10
  %3553 = sitofp i64 %3552 to double
  br label %3580

3554:                                             ; preds = %3549
  %3555 = and i8 %3545, 15
  %3556 = icmp eq i8 %3555, 4
  br i1 %3556, label %3557, label %3582

3557:                                             ; preds = %3554
  %3558 = load ptr, ptr %3483, align 8, !tbaa !10
  %3559 = getelementptr inbounds i8, ptr %3558, i64 24
  %3560 = call i64 @luaO_str2num(ptr noundef nonnull %3559, ptr noundef nonnull %6) #13
  %3561 = getelementptr inbounds i8, ptr %3558, i64 11
  %3562 = load i8, ptr %3561, align 1, !tbaa !11
  %3563 = icmp eq i8 %3562, -1
  br i1 %3563, label %3566, label %3564

3564:                                             ; preds = %3557
  %3565 = zext i8 %3562 to i64
  br label %3569

3566:                                             ; preds = %3557
  %3567 = getelementptr inbounds i8, ptr %3558, i64 16
  %3568 = load i64, ptr %3567, align 8, !tbaa !10
  br label %3569

3569:                                             ; preds = %3566, %3564
  %3570 = phi i64 [ %3565, %3564 ], [ %3568, %3566 ]
  %3571 = add i64 %3570, 1
  %3572 = icmp eq i64 %3560, %3571
  br i1 %3572, label %3573, label %3582

3573:                                             ; preds = %3569
  %3574 = load i8, ptr %18, align 8, !tbaa !6
  %3575 = icmp eq i8 %3574, 3
  %3576 = load i64, ptr %6, align 8
  %3577 = sitofp i64 %3576 to double
  %3578 = bitcast i64 %3576 to double
  %3579 = select i1 %3575, double %3577, double %3578
  br label %3580

3580:                                             ; preds = %3573, %3551
  %3581 = phi double [ %3579, %3573 ], [ %3553, %3551 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #13
  br label %3583

3582:                                             ; preds = %3569, %3554
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #13
  call void @luaG_forerror(ptr noundef nonnull %0, ptr noundef nonnull %3483, ptr noundef nonnull @.str.8) #14
  unreachable

3583:                                             ; preds = %3580, %3547
  %3584 = phi double [ %3548, %3547 ], [ %3581, %3580 ]
  %3585 = fcmp ogt double %3584, 0.000000e+00
  br i1 %3585, label %3586, label %3587

3586:                                             ; preds = %3583
  br i1 %3500, label %3741, label %3589

3587:                                             ; preds = %3583
  %3588 = icmp sgt i64 %3494, 0
  br i1 %3588, label %3741, label %3589

3589:                                             ; preds = %3587, %3586, %3542, %3539
  %3590 = phi i64 [ %3540, %3539 ], [ %3543, %3542 ], [ 9223372036854775807, %3586 ], [ -9223372036854775808, %3587 ]
  %3591 = icmp sgt i64 %3494, 0
  %3592 = icmp sge i64 %3590, %3493
  %3593 = icmp sle i64 %3590, %3493
  %3594 = select i1 %3591, i1 %3592, i1 %3593
  br i1 %3594, label %3595, label %3741

3595:                                             ; preds = %3589
  br i1 %3591, label %3596, label %3601

3596:                                             ; preds = %3595
  %3597 = sub i64 %3590, %3493
  %3598 = icmp eq i64 %3494, 1
  br i1 %3598, label %3605, label %3599

3599:                                             ; preds = %3596
  %3600 = udiv i64 %3597, %3494
  br label %3605

3601:                                             ; preds = %3595
  %3602 = sub i64 %3493, %3590
  %3603 = sub i64 0, %3494
  %3604 = udiv i64 %3602, %3603
  br label %3605

3605:                                             ; preds = %3601, %3599, %3596
  %3606 = phi i64 [ %3600, %3599 ], [ %3597, %3596 ], [ %3604, %3601 ]
  store i64 %3606, ptr %3483, align 8, !tbaa !10
  store i8 3, ptr %3501, align 8, !tbaa !6
  br label %3746

3607:                                             ; preds = %3488, %3477
  %3608 = getelementptr inbounds i8, ptr %3481, i64 24
  %3609 = load i8, ptr %3608, align 8, !tbaa !6
  %3610 = icmp eq i8 %3609, 19
  br i1 %3610, label %3611, label %3613

3611:                                             ; preds = %3607
  %3612 = load double, ptr %3483, align 8, !tbaa !10
  br label %3647

3613:                                             ; preds = %3607
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #13
  %3614 = icmp eq i8 %3609, 3
  br i1 %3614, label %3615, label %3618

3615:                                             ; preds = %3613
  %3616 = load i64, ptr %3483, align 8, !tbaa !10
  %3617 = sitofp i64 %3616 to double
  br label %3644

3618:                                             ; preds = %3613
  %3619 = and i8 %3609, 15
  %3620 = icmp eq i8 %3619, 4
  br i1 %3620, label %3621, label %3646

3621:                                             ; preds = %3618
  %3622 = load ptr, ptr %3483, align 8, !tbaa !10
  %3623 = getelementptr inbounds i8, ptr %3622, i64 24
  %3624 = call i64 @luaO_str2num(ptr noundef nonnull %3623, ptr noundef nonnull %5) #13
  %3625 = getelementptr inbounds i8, ptr %3622, i64 11
  %3626 = load i8, ptr %3625, align 1, !tbaa !11
  %3627 = icmp eq i8 %3626, -1
  br i1 %3627, label %3630, label %3628

3628:                                             ; preds = %3621
  %3629 = zext i8 %3626 to i64
  br label %3633

3630:                                             ; preds = %3621
  %3631 = getelementptr inbounds i8, ptr %3622, i64 16
  %3632 = load i64, ptr %3631, align 8, !tbaa !10
  br label %3633

3633:                                             ; preds = %3630, %3628
  %3634 = phi i64 [ %3629, %3628 ], [ %3632, %3630 ]
  %3635 = add i64 %3634, 1
  %3636 = icmp eq i64 %3624, %3635
  br i1 %3636, label %3637, label %3646

3637:                                             ; preds = %3633
  %3638 = load i8, ptr %14, align 8, !tbaa !6
  %3639 = icmp eq i8 %3638, 3
  %3640 = load i64, ptr %5, align 8
  %3641 = sitofp i64 %3640 to double
  %3642 = bitcast i64 %3640 to double
  %3643 = select i1 %3639, double %3641, double %3642
  br label %3644

3644:                                             ; preds = %3637, %3615
  %3645 = phi double [ %3643, %3637 ], [ %3617, %3615 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #13
  br label %3647

3646:                                             ; preds = %3633, %3618
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #13
  call void @luaG_forerror(ptr noundef nonnull %0, ptr noundef nonnull %3483, ptr noundef nonnull @.str.8) #14
  unreachable

3647:                                             ; preds = %3644, %3611
  %3648 = phi double [ %3612, %3611 ], [ %3645, %3644 ]
  %3649 = getelementptr inbounds i8, ptr %3481, i64 40
  %3650 = load i8, ptr %3649, align 8, !tbaa !6
  %3651 = icmp eq i8 %3650, 19
  br i1 %3651, label %3652, label %3654

3652:                                             ; preds = %3647
  %3653 = load double, ptr %3484, align 8, !tbaa !10
  br label %3688

3654:                                             ; preds = %3647
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #13
  %3655 = icmp eq i8 %3650, 3
  br i1 %3655, label %3656, label %3659

3656:                                             ; preds = %3654
  %3657 = load i64, ptr %3484, align 8, !tbaa !10
  %3658 = sitofp i64 %3657 to double
  br label %3685

3659:                                             ; preds = %3654
  %3660 = and i8 %3650, 15
  %3661 = icmp eq i8 %3660, 4
  br i1 %3661, label %3662, label %3687

3662:                                             ; preds = %3659
  %3663 = load ptr, ptr %3484, align 8, !tbaa !10
  %3664 = getelementptr inbounds i8, ptr %3663, i64 24
  %3665 = call i64 @luaO_str2num(ptr noundef nonnull %3664, ptr noundef nonnull %4) #13
  %3666 = getelementptr inbounds i8, ptr %3663, i64 11
  %3667 = load i8, ptr %3666, align 1, !tbaa !11
  %3668 = icmp eq i8 %3667, -1
  br i1 %3668, label %3671, label %3669

3669:                                             ; preds = %3662
  %3670 = zext i8 %3667 to i64
  br label %3674

3671:                                             ; preds = %3662
  %3672 = getelementptr inbounds i8, ptr %3663, i64 16
  %3673 = load i64, ptr %3672, align 8, !tbaa !10
  br label %3674

3674:                                             ; preds = %3671, %3669
  %3675 = phi i64 [ %3670, %3669 ], [ %3673, %3671 ]
  %3676 = add i64 %3675, 1
  %3677 = icmp eq i64 %3665, %3676
  br i1 %3677, label %3678, label %3687

3678:                                             ; preds = %3674
  %3679 = load i8, ptr %15, align 8, !tbaa !6
  %3680 = icmp eq i8 %3679, 3
  %3681 = load i64, ptr %4, align 8
  %3682 = sitofp i64 %3681 to double
  %3683 = bitcast i64 %3681 to double
  %3684 = select i1 %3680, double %3682, double %3683
  br label %3685

3685:                                             ; preds = %3678, %3656
  %3686 = phi double [ %3684, %3678 ], [ %3658, %3656 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #13
  br label %3688

3687:                                             ; preds = %3674, %3659
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #13
  call void @luaG_forerror(ptr noundef nonnull %0, ptr noundef nonnull %3484, ptr noundef nonnull @.str.9) #14
  unreachable

3688:                                             ; preds = %3685, %3652
  %3689 = phi double [ %3653, %3652 ], [ %3686, %3685 ]
  %3690 = load i8, ptr %3485, align 8, !tbaa !6
  %3691 = icmp eq i8 %3690, 19
  br i1 %3691, label %3692, label %3694

3692:                                             ; preds = %3688
  %3693 = load double, ptr %3481, align 8, !tbaa !10
  br label %3728

3694:                                             ; preds = %3688
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #13
  %3695 = icmp eq i8 %3690, 3
  br i1 %3695, label %3696, label %3699

3696:                                             ; preds = %3694
  %3697 = load i64, ptr %3481, align 8, !tbaa !10
  %3698 = sitofp i64 %3697 to double
  br label %3725

3699:                                             ; preds = %3694
  %3700 = and i8 %3690, 15
  %3701 = icmp eq i8 %3700, 4
  br i1 %3701, label %3702, label %3727

3702:                                             ; preds = %3699
  %3703 = load ptr, ptr %3481, align 8, !tbaa !10
  %3704 = getelementptr inbounds i8, ptr %3703, i64 24
  %3705 = call i64 @luaO_str2num(ptr noundef nonnull %3704, ptr noundef nonnull %3) #13
  %3706 = getelementptr inbounds i8, ptr %3703, i64 11
  %3707 = load i8, ptr %3706, align 1, !tbaa !11
  %3708 = icmp eq i8 %3707, -1
  br i1 %3708, label %3711, label %3709

3709:                                             ; preds = %3702
  %3710 = zext i8 %3707 to i64
  br label %3714

3711:                                             ; preds = %3702
  %3712 = getelementptr inbounds i8, ptr %3703, i64 16
  %3713 = load i64, ptr %3712, align 8, !tbaa !10
  br label %3714

3714:                                             ; preds = %3711, %3709
  %3715 = phi i64 [ %3710, %3709 ], [ %3713, %3711 ]
  %3716 = add i64 %3715, 1
  %3717 = icmp eq i64 %3705, %3716
  br i1 %3717, label %3718, label %3727

3718:                                             ; preds = %3714
  %3719 = load i8, ptr %16, align 8, !tbaa !6
  %3720 = icmp eq i8 %3719, 3
  %3721 = load i64, ptr %3, align 8
  %3722 = sitofp i64 %3721 to double
  %3723 = bitcast i64 %3721 to double
  %3724 = select i1 %3720, double %3722, double %3723
  br label %3725

3725:                                             ; preds = %3718, %3696
  %3726 = phi double [ %3724, %3718 ], [ %3698, %3696 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #13
  br label %3728

3727:                                             ; preds = %3714, %3699
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #13
  call void @luaG_forerror(ptr noundef nonnull %0, ptr noundef nonnull %3481, ptr noundef nonnull @.str.10) #14
  unreachable

3728:                                             ; preds = %3725, %3692
  %3729 = phi double [ %3693, %3692 ], [ %3726, %3725 ]
  %3730 = fcmp oeq double %3689, 0.000000e+00
  br i1 %3730, label %3731, label %3732

3731:                                             ; preds = %3728
  call void (ptr, ptr, ...) @luaG_runerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.7) #14
  unreachable

3732:                                             ; preds = %3728
  %3733 = fcmp ogt double %3689, 0.000000e+00
  br i1 %3733, label %3734, label %3736

3734:                                             ; preds = %3732
  %3735 = fcmp olt double %3648, %3729
  br i1 %3735, label %3741, label %3738

3736:                                             ; preds = %3732
  %3737 = fcmp olt double %3729, %3648
  br i1 %3737, label %3741, label %3738

3738:                                             ; preds = %3736, %3734
  store double %3648, ptr %3483, align 8, !tbaa !10
  store i8 19, ptr %3608, align 8, !tbaa !6
  store double %3689, ptr %3484, align 8, !tbaa !10
  store i8 19, ptr %3649, align 8, !tbaa !6
  store double %3729, ptr %3481, align 8, !tbaa !10
  store i8 19, ptr %3485, align 8, !tbaa !6
  %3739 = getelementptr inbounds i8, ptr %3481, i64 48
  store double %3729, ptr %3739, align 8, !tbaa !10
  %3740 = getelementptr inbounds i8, ptr %3481, i64 56
  store i8 19, ptr %3740, align 8, !tbaa !6
  br label %3746

3741:                                             ; preds = %3734, %3736, %3589, %3586, %3587
  %3742 = lshr i32 %3418, 15
  %3743 = add nuw nsw i32 %3742, 1
  %3744 = zext nneg i32 %3743 to i64
  %3745 = getelementptr inbounds i32, ptr %3416, i64 %3744
  br label %3746

3746:                                             ; preds = %3605, %3738, %3741
  %3747 = phi ptr [ %3745, %3741 ], [ %3416, %3738 ], [ %3416, %3605 ]
  %3748 = icmp eq i32 %3415, 0
  br i1 %3748, label %3753, label %3749, !prof !34

3749:                                             ; preds = %3746
  %3750 = call i32 @luaG_traceexec(ptr noundef nonnull %0, ptr noundef nonnull %3747) #13
  %3751 = load ptr, ptr %29, align 8, !tbaa !10
  %3752 = getelementptr inbounds i8, ptr %3751, i64 16
  br label %3753

3753:                                             ; preds = %3749, %3746
  %3754 = phi i32 [ %3750, %3749 ], [ 0, %3746 ]
  %3755 = phi ptr [ %3752, %3749 ], [ %3417, %3746 ]
  %3756 = getelementptr inbounds i8, ptr %3747, i64 4
  br label %74

3757:                                             ; preds = %3413
  %3758 = lshr i32 %3418, 7
  %3759 = and i32 %3758, 255
  %3760 = zext nneg i32 %3759 to i64
  %3761 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %3760
  store ptr %3416, ptr %36, align 8, !tbaa !10
  %3762 = load ptr, ptr %50, align 8, !tbaa !10
  store ptr %3762, ptr %12, align 8, !tbaa !10
  %3763 = getelementptr inbounds i8, ptr %3761, i64 48
  call void @luaF_newtbcupval(ptr noundef %0, ptr noundef nonnull %3763) #13
  %3764 = lshr i32 %3418, 15
  %3765 = zext nneg i32 %3764 to i64
  %3766 = getelementptr inbounds i32, ptr %3416, i64 %3765
  %3767 = getelementptr inbounds i8, ptr %3766, i64 4
  %3768 = load i32, ptr %3766, align 4, !tbaa !40
  br label %3769

3769:                                             ; preds = %3413, %3757
  %3770 = phi i32 [ %3418, %3413 ], [ %3768, %3757 ]
  %3771 = phi ptr [ %3416, %3413 ], [ %3767, %3757 ]
  %3772 = lshr i32 %3770, 7
  %3773 = and i32 %3772, 255
  %3774 = zext nneg i32 %3773 to i64
  %3775 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %3774
  %3776 = getelementptr inbounds i8, ptr %3775, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %3776, ptr noundef nonnull align 8 dereferenceable(48) %3775, i64 48, i1 false)
  %3777 = getelementptr inbounds i8, ptr %3775, i64 112
  store ptr %3777, ptr %12, align 8, !tbaa !10
  store ptr %3771, ptr %36, align 8, !tbaa !10
  %3778 = lshr i32 %3770, 24
  call void @luaD_call(ptr noundef %0, ptr noundef nonnull %3776, i32 noundef %3778) #13
  %3779 = load volatile i32, ptr %49, align 8, !tbaa !10
  %3780 = icmp eq i32 %3779, 0
  br i1 %3780, label %3784, label %3781, !prof !34

3781:                                             ; preds = %3769
  %3782 = load ptr, ptr %29, align 8, !tbaa !10
  %3783 = getelementptr inbounds i8, ptr %3782, i64 16
  br label %3784

3784:                                             ; preds = %3781, %3769
  %3785 = phi ptr [ %3783, %3781 ], [ %3417, %3769 ]
  %3786 = getelementptr inbounds i8, ptr %3771, i64 4
  %3787 = load i32, ptr %3771, align 4, !tbaa !40
  br label %3788

3788:                                             ; preds = %3413, %3784
  %3789 = phi i32 [ %3418, %3413 ], [ %3787, %3784 ]
  %3790 = phi i32 [ %3415, %3413 ], [ %3779, %3784 ]
  %3791 = phi ptr [ %3416, %3413 ], [ %3786, %3784 ]
  %3792 = phi ptr [ %3417, %3413 ], [ %3785, %3784 ]
  %3793 = lshr i32 %3789, 7
  %3794 = and i32 %3793, 255
  %3795 = zext nneg i32 %3794 to i64
  %3796 = getelementptr inbounds %union.StackValue, ptr %3792, i64 %3795
  %3797 = getelementptr inbounds i8, ptr %3796, i64 72
  %3798 = load i8, ptr %3797, align 8, !tbaa !10
  %3799 = and i8 %3798, 15
  %3800 = icmp eq i8 %3799, 0
  br i1 %3800, label %3810, label %3801

3801:                                             ; preds = %3788
  %3802 = getelementptr inbounds i8, ptr %3796, i64 64
  %3803 = getelementptr inbounds i8, ptr %3796, i64 32
  %3804 = load i64, ptr %3802, align 8, !tbaa !10
  store i64 %3804, ptr %3803, align 8, !tbaa !10
  %3805 = getelementptr inbounds i8, ptr %3796, i64 40
  store i8 %3798, ptr %3805, align 8, !tbaa !6
  %3806 = lshr i32 %3789, 15
  %3807 = zext nneg i32 %3806 to i64
  %3808 = sub nsw i64 0, %3807
  %3809 = getelementptr inbounds i32, ptr %3791, i64 %3808
  br label %3810

3810:                                             ; preds = %3801, %3788
  %3811 = phi ptr [ %3791, %3788 ], [ %3809, %3801 ]
  %3812 = icmp eq i32 %3790, 0
  br i1 %3812, label %3817, label %3813, !prof !34

3813:                                             ; preds = %3810
  %3814 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef %3811) #13
  %3815 = load ptr, ptr %29, align 8, !tbaa !10
  %3816 = getelementptr inbounds i8, ptr %3815, i64 16
  br label %3817

3817:                                             ; preds = %3813, %3810
  %3818 = phi i32 [ %3814, %3813 ], [ 0, %3810 ]
  %3819 = phi ptr [ %3816, %3813 ], [ %3792, %3810 ]
  %3820 = getelementptr inbounds i8, ptr %3811, i64 4
  br label %74

3821:                                             ; preds = %3413
  %3822 = lshr i32 %3418, 7
  %3823 = and i32 %3822, 255
  %3824 = zext nneg i32 %3823 to i64
  %3825 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %3824
  %3826 = lshr i32 %3418, 16
  %3827 = and i32 %3826, 255
  %3828 = lshr i32 %3418, 24
  %3829 = load ptr, ptr %3825, align 8, !tbaa !10
  %3830 = icmp eq i32 %3827, 0
  br i1 %3830, label %3831, label %3839

3831:                                             ; preds = %3821
  %3832 = load ptr, ptr %12, align 8, !tbaa !10
  %3833 = ptrtoint ptr %3832 to i64
  %3834 = ptrtoint ptr %3825 to i64
  %3835 = sub i64 %3833, %3834
  %3836 = lshr exact i64 %3835, 4
  %3837 = trunc i64 %3836 to i32
  %3838 = add nsw i32 %3837, -1
  br label %3841

3839:                                             ; preds = %3821
  %3840 = load ptr, ptr %50, align 8, !tbaa !10
  store ptr %3840, ptr %12, align 8, !tbaa !10
  br label %3841

3841:                                             ; preds = %3839, %3831
  %3842 = phi i32 [ %3838, %3831 ], [ %3827, %3839 ]
  %3843 = add i32 %3842, %3828
  %3844 = and i32 %3418, 32768
  %3845 = icmp eq i32 %3844, 0
  br i1 %3845, label %3852, label %3846

3846:                                             ; preds = %3841
  %3847 = load i32, ptr %3416, align 4, !tbaa !40
  %3848 = shl nuw nsw i32 %3847, 1
  %3849 = and i32 %3848, 2147483392
  %3850 = add i32 %3849, %3843
  %3851 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %3852

3852:                                             ; preds = %3846, %3841
  %3853 = phi i32 [ %3850, %3846 ], [ %3843, %3841 ]
  %3854 = phi ptr [ %3851, %3846 ], [ %3416, %3841 ]
  %3855 = call i32 @luaH_realasize(ptr noundef %3829) #13
  %3856 = icmp ugt i32 %3853, %3855
  br i1 %3856, label %3857, label %3858

3857:                                             ; preds = %3852
  call void @luaH_resizearray(ptr noundef nonnull %0, ptr noundef %3829, i32 noundef %3853) #13
  br label %3858

3858:                                             ; preds = %3857, %3852
  %3859 = icmp sgt i32 %3842, 0
  br i1 %3859, label %3860, label %3892

3860:                                             ; preds = %3858
  %3861 = getelementptr inbounds i8, ptr %3829, i64 16
  %3862 = getelementptr inbounds i8, ptr %3829, i64 9
  %3863 = zext nneg i32 %3842 to i64
  br label %3864

3864:                                             ; preds = %3860, %3889
  %3865 = phi i64 [ %3863, %3860 ], [ %3890, %3889 ]
  %3866 = phi i32 [ %3853, %3860 ], [ %3869, %3889 ]
  %3867 = getelementptr inbounds %union.StackValue, ptr %3825, i64 %3865
  %3868 = load ptr, ptr %3861, align 8, !tbaa !64
  %3869 = add i32 %3866, -1
  %3870 = zext i32 %3869 to i64
  %3871 = getelementptr inbounds %struct.TValue, ptr %3868, i64 %3870
  %3872 = load i64, ptr %3867, align 8, !tbaa !10
  store i64 %3872, ptr %3871, align 8, !tbaa !10
  %3873 = getelementptr inbounds i8, ptr %3867, i64 8
  %3874 = load i8, ptr %3873, align 8, !tbaa !6
  %3875 = getelementptr inbounds i8, ptr %3871, i64 8
  store i8 %3874, ptr %3875, align 8, !tbaa !6
  %3876 = and i8 %3874, 64
  %3877 = icmp eq i8 %3876, 0
  br i1 %3877, label %3889, label %3878

3878:                                             ; preds = %3864
  %3879 = load i8, ptr %3862, align 1, !tbaa !10
  %3880 = and i8 %3879, 32
  %3881 = icmp eq i8 %3880, 0
  br i1 %3881, label %3889, label %3882

3882:                                             ; preds = %3878
  %3883 = load ptr, ptr %3867, align 8, !tbaa !10
  %3884 = getelementptr inbounds i8, ptr %3883, i64 9
  %3885 = load i8, ptr %3884, align 1, !tbaa !31
  %3886 = and i8 %3885, 24
  %3887 = icmp eq i8 %3886, 0
  br i1 %3887, label %3889, label %3888

3888:                                             ; preds = %3882
  call void @luaC_barrierback_(ptr noundef %0, ptr noundef nonnull %3829) #13
  br label %3889

3889:                                             ; preds = %3878, %3882, %3888, %3864
  %3890 = add nsw i64 %3865, -1
  %3891 = icmp sgt i64 %3865, 1
  br i1 %3891, label %3864, label %3892, !llvm.loop !65

3892:                                             ; preds = %3889, %3858
  %3893 = icmp eq i32 %3415, 0
  br i1 %3893, label %3898, label %3894, !prof !34

3894:                                             ; preds = %3892
  %3895 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef %3854) #13
  %3896 = load ptr, ptr %29, align 8, !tbaa !10
  %3897 = getelementptr inbounds i8, ptr %3896, i64 16
  br label %3898

3898:                                             ; preds = %3894, %3892
  %3899 = phi i32 [ %3895, %3894 ], [ 0, %3892 ]
  %3900 = phi ptr [ %3897, %3894 ], [ %3417, %3892 ]
  %3901 = getelementptr inbounds i8, ptr %3854, i64 4
  br label %74

3902:                                             ; preds = %3413
  %3903 = lshr i32 %3418, 7
  %3904 = and i32 %3903, 255
  %3905 = zext nneg i32 %3904 to i64
  %3906 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %3905
  %3907 = load ptr, ptr %32, align 8, !tbaa !43
  %3908 = getelementptr inbounds i8, ptr %3907, i64 72
  %3909 = load ptr, ptr %3908, align 8, !tbaa !66
  %3910 = lshr i32 %3418, 15
  %3911 = zext nneg i32 %3910 to i64
  %3912 = getelementptr inbounds ptr, ptr %3909, i64 %3911
  %3913 = load ptr, ptr %3912, align 8, !tbaa !27
  store ptr %3416, ptr %36, align 8, !tbaa !10
  %3914 = load ptr, ptr %50, align 8, !tbaa !10
  store ptr %3914, ptr %12, align 8, !tbaa !10
  %3915 = getelementptr inbounds i8, ptr %3913, i64 16
  %3916 = load i32, ptr %3915, align 8, !tbaa !67
  %3917 = getelementptr inbounds i8, ptr %3913, i64 80
  %3918 = load ptr, ptr %3917, align 8, !tbaa !68
  %3919 = call ptr @luaF_newLclosure(ptr noundef %0, i32 noundef %3916) #13
  %3920 = getelementptr inbounds i8, ptr %3919, i64 24
  store ptr %3913, ptr %3920, align 8, !tbaa !43
  store ptr %3919, ptr %3906, align 8, !tbaa !10
  %3921 = getelementptr inbounds i8, ptr %3906, i64 8
  store i8 70, ptr %3921, align 8, !tbaa !6
  %3922 = icmp sgt i32 %3916, 0
  br i1 %3922, label %3923, label %3957

3923:                                             ; preds = %3902
  %3924 = getelementptr inbounds i8, ptr %3919, i64 32
  %3925 = getelementptr inbounds i8, ptr %3919, i64 9
  %3926 = zext nneg i32 %3916 to i64
  br label %3927

3927:                                             ; preds = %3954, %3923
  %3928 = phi i64 [ 0, %3923 ], [ %3955, %3954 ]
  %3929 = getelementptr inbounds %struct.Upvaldesc, ptr %3918, i64 %3928
  %3930 = getelementptr inbounds i8, ptr %3929, i64 8
  %3931 = load i8, ptr %3930, align 8, !tbaa !69
  %3932 = icmp eq i8 %3931, 0
  %3933 = getelementptr inbounds i8, ptr %3929, i64 9
  %3934 = load i8, ptr %3933, align 1, !tbaa !71
  %3935 = zext i8 %3934 to i64
  %3936 = getelementptr inbounds [1 x ptr], ptr %3924, i64 0, i64 %3928
  br i1 %3932, label %3940, label %3937

3937:                                             ; preds = %3927
  %3938 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %3935
  %3939 = call ptr @luaF_findupval(ptr noundef %0, ptr noundef %3938) #13
  br label %3943

3940:                                             ; preds = %3927
  %3941 = getelementptr inbounds ptr, ptr %51, i64 %3935
  %3942 = load ptr, ptr %3941, align 8, !tbaa !27
  br label %3943

3943:                                             ; preds = %3940, %3937
  %3944 = phi ptr [ %3942, %3940 ], [ %3939, %3937 ]
  store ptr %3944, ptr %3936, align 8, !tbaa !27
  %3945 = load i8, ptr %3925, align 1, !tbaa !72
  %3946 = and i8 %3945, 32
  %3947 = icmp eq i8 %3946, 0
  br i1 %3947, label %3954, label %3948

3948:                                             ; preds = %3943
  %3949 = getelementptr inbounds i8, ptr %3944, i64 9
  %3950 = load i8, ptr %3949, align 1, !tbaa !52
  %3951 = and i8 %3950, 24
  %3952 = icmp eq i8 %3951, 0
  br i1 %3952, label %3954, label %3953

3953:                                             ; preds = %3948
  call void @luaC_barrier_(ptr noundef %0, ptr noundef nonnull %3919, ptr noundef nonnull %3944) #13
  br label %3954

3954:                                             ; preds = %3953, %3948, %3943
  %3955 = add nuw nsw i64 %3928, 1
  %3956 = icmp eq i64 %3955, %3926
  br i1 %3956, label %3957, label %3927, !llvm.loop !73

3957:                                             ; preds = %3954, %3902
  %3958 = load ptr, ptr %13, align 8, !tbaa !22
  %3959 = getelementptr inbounds i8, ptr %3958, i64 24
  %3960 = load i64, ptr %3959, align 8, !tbaa !54
  %3961 = icmp sgt i64 %3960, 0
  br i1 %3961, label %3962, label %3965

3962:                                             ; preds = %3957
  store ptr %3416, ptr %36, align 8, !tbaa !10
  %3963 = getelementptr inbounds i8, ptr %3906, i64 16
  store ptr %3963, ptr %12, align 8, !tbaa !10
  call void @luaC_step(ptr noundef nonnull %0) #13
  %3964 = load volatile i32, ptr %49, align 8, !tbaa !10
  br label %3965

3965:                                             ; preds = %3962, %3957
  %3966 = phi i32 [ %3964, %3962 ], [ %3415, %3957 ]
  %3967 = icmp eq i32 %3966, 0
  br i1 %3967, label %3972, label %3968, !prof !34

3968:                                             ; preds = %3965
  %3969 = call i32 @luaG_traceexec(ptr noundef nonnull %0, ptr noundef nonnull %3416) #13
  %3970 = load ptr, ptr %29, align 8, !tbaa !10
  %3971 = getelementptr inbounds i8, ptr %3970, i64 16
  br label %3972

3972:                                             ; preds = %3968, %3965
  %3973 = phi i32 [ %3969, %3968 ], [ 0, %3965 ]
  %3974 = phi ptr [ %3971, %3968 ], [ %3417, %3965 ]
  %3975 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %74

3976:                                             ; preds = %3413
  %3977 = lshr i32 %3418, 7
  %3978 = and i32 %3977, 255
  %3979 = zext nneg i32 %3978 to i64
  %3980 = getelementptr inbounds %union.StackValue, ptr %3417, i64 %3979
  %3981 = lshr i32 %3418, 24
  %3982 = add nsw i32 %3981, -1
  store ptr %3416, ptr %36, align 8, !tbaa !10
  %3983 = load ptr, ptr %50, align 8, !tbaa !10
  store ptr %3983, ptr %12, align 8, !tbaa !10
  call void @luaT_getvarargs(ptr noundef %0, ptr noundef nonnull %29, ptr noundef %3980, i32 noundef %3982) #13
  %3984 = load volatile i32, ptr %49, align 8, !tbaa !10
  %3985 = icmp eq i32 %3984, 0
  br i1 %3985, label %3990, label %3986, !prof !34

3986:                                             ; preds = %3976
  %3987 = call i32 @luaG_traceexec(ptr noundef nonnull %0, ptr noundef nonnull %3416) #13
  %3988 = load ptr, ptr %29, align 8, !tbaa !10
  %3989 = getelementptr inbounds i8, ptr %3988, i64 16
  br label %3990

3990:                                             ; preds = %3986, %3976
  %3991 = phi i32 [ %3987, %3986 ], [ 0, %3976 ]
  %3992 = phi ptr [ %3989, %3986 ], [ %3417, %3976 ]
  %3993 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %74

3994:                                             ; preds = %3413
  store ptr %3416, ptr %36, align 8, !tbaa !10
  %3995 = lshr i32 %3418, 7
  %3996 = and i32 %3995, 255
  %3997 = load ptr, ptr %32, align 8, !tbaa !43
  call void @luaT_adjustvarargs(ptr noundef %0, i32 noundef %3996, ptr noundef nonnull %29, ptr noundef %3997) #13
  %3998 = load volatile i32, ptr %49, align 8, !tbaa !10
  %3999 = icmp eq i32 %3998, 0
  br i1 %3999, label %4002, label %4000, !prof !34

4000:                                             ; preds = %3994
  call void @luaD_hookcall(ptr noundef %0, ptr noundef nonnull %29) #13
  store i32 1, ptr %11, align 4, !tbaa !74
  %4001 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3416) #13
  br label %4002

4002:                                             ; preds = %3994, %4000
  %4003 = phi i32 [ %4001, %4000 ], [ 0, %3994 ]
  %4004 = load ptr, ptr %29, align 8, !tbaa !10
  %4005 = getelementptr inbounds i8, ptr %4004, i64 16
  %4006 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %74

4007:                                             ; preds = %3413
  %4008 = icmp eq i32 %3415, 0
  br i1 %4008, label %4013, label %4009, !prof !34

4009:                                             ; preds = %4007
  %4010 = call i32 @luaG_traceexec(ptr noundef %0, ptr noundef nonnull %3416) #13
  %4011 = load ptr, ptr %29, align 8, !tbaa !10
  %4012 = getelementptr inbounds i8, ptr %4011, i64 16
  br label %4013

4013:                                             ; preds = %4009, %4007
  %4014 = phi i32 [ %4010, %4009 ], [ 0, %4007 ]
  %4015 = phi ptr [ %4012, %4009 ], [ %3417, %4007 ]
  %4016 = getelementptr inbounds i8, ptr %3416, i64 4
  br label %74
}

declare hidden i32 @luaG_tracecall(ptr noundef) local_unnamed_addr #5

declare hidden i32 @luaG_traceexec(ptr noundef, ptr noundef) local_unnamed_addr #5

declare hidden void @luaC_barrier_(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare hidden ptr @luaH_getshortstr(ptr noundef, ptr noundef) local_unnamed_addr #5

declare hidden ptr @luaH_getint(ptr noundef, i64 noundef) local_unnamed_addr #5

declare hidden ptr @luaH_new(ptr noundef) local_unnamed_addr #5

declare hidden void @luaH_resize(ptr noundef, ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #5

declare hidden void @luaC_step(ptr noundef) local_unnamed_addr #5

declare hidden ptr @luaH_getstr(ptr noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @pow(double noundef, double noundef) local_unnamed_addr #9

declare hidden void @luaT_trybinTM(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #5

declare hidden void @luaT_trybiniTM(ptr noundef, ptr noundef, i64 noundef, i32 noundef, ptr noundef, i32 noundef) local_unnamed_addr #5

declare hidden void @luaT_trybinassocTM(ptr noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef, i32 noundef) local_unnamed_addr #5

declare hidden ptr @luaF_close(ptr noundef, ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #5

declare hidden void @luaF_newtbcupval(ptr noundef, ptr noundef) local_unnamed_addr #5

declare hidden i32 @luaT_callorderiTM(ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #5

declare hidden ptr @luaD_precall(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #5

declare hidden void @luaF_closeupval(ptr noundef, ptr noundef) local_unnamed_addr #5

declare hidden i32 @luaD_pretailcall(ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #5

declare hidden void @luaD_poscall(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #5

declare hidden void @luaD_call(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #5

declare hidden i32 @luaH_realasize(ptr noundef) local_unnamed_addr #5

declare hidden void @luaH_resizearray(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #5

declare hidden void @luaT_getvarargs(ptr noundef, ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #5

declare hidden void @luaT_adjustvarargs(ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare hidden void @luaD_hookcall(ptr noundef, ptr noundef) local_unnamed_addr #5

declare hidden i64 @luaO_str2num(ptr noundef, ptr noundef) local_unnamed_addr #5

declare hidden i32 @luaT_callorderTM(ptr noundef, ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare i32 @strcoll(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #12

; Function Attrs: noreturn
declare hidden void @luaG_forerror(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #6

declare hidden ptr @luaF_newLclosure(ptr noundef, i32 noundef) local_unnamed_addr #5

declare hidden ptr @luaF_findupval(ptr noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { noreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { mustprogress nofree nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #12 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #13 = { nounwind }
attributes #14 = { noreturn nounwind }
attributes #15 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 8}
!7 = !{!"TValue", !8, i64 0, !8, i64 8}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = !{!12, !8, i64 11}
!12 = !{!"TString", !13, i64 0, !8, i64 8, !8, i64 9, !8, i64 10, !8, i64 11, !14, i64 12, !8, i64 16, !8, i64 24}
!13 = !{!"any pointer", !8, i64 0}
!14 = !{!"int", !8, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"double", !8, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"long long", !8, i64 0}
!19 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!20 = !{!21, !8, i64 10}
!21 = !{!"Table", !13, i64 0, !8, i64 8, !8, i64 9, !8, i64 10, !8, i64 11, !14, i64 12, !13, i64 16, !13, i64 24, !13, i64 32, !13, i64 40, !13, i64 48}
!22 = !{!23, !13, i64 24}
!23 = !{!"lua_State", !13, i64 0, !8, i64 8, !8, i64 9, !8, i64 10, !8, i64 11, !24, i64 12, !8, i64 16, !13, i64 24, !13, i64 32, !8, i64 40, !8, i64 48, !13, i64 56, !8, i64 64, !13, i64 72, !13, i64 80, !13, i64 88, !25, i64 96, !13, i64 160, !26, i64 168, !14, i64 176, !14, i64 180, !14, i64 184, !14, i64 188, !14, i64 192}
!24 = !{!"short", !8, i64 0}
!25 = !{!"CallInfo", !8, i64 0, !8, i64 8, !13, i64 16, !13, i64 24, !8, i64 32, !8, i64 56, !24, i64 60, !24, i64 62}
!26 = !{!"long", !8, i64 0}
!27 = !{!13, !13, i64 0}
!28 = distinct !{!28, !29}
!29 = !{!"llvm.loop.mustprogress"}
!30 = !{!21, !13, i64 40}
!31 = !{!32, !8, i64 9}
!32 = !{!"GCObject", !13, i64 0, !8, i64 8, !8, i64 9}
!33 = distinct !{!33, !29}
!34 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!35 = distinct !{!35, !29}
!36 = distinct !{!36, !29}
!37 = !{!12, !8, i64 8}
!38 = distinct !{!38, !29}
!39 = !{!23, !13, i64 32}
!40 = !{!14, !14, i64 0}
!41 = !{!25, !24, i64 62}
!42 = !{!23, !14, i64 192}
!43 = !{!44, !13, i64 24}
!44 = !{!"LClosure", !13, i64 0, !8, i64 8, !8, i64 9, !8, i64 10, !13, i64 16, !13, i64 24, !8, i64 32}
!45 = !{!46, !13, i64 56}
!46 = !{!"Proto", !13, i64 0, !8, i64 8, !8, i64 9, !8, i64 10, !8, i64 11, !8, i64 12, !14, i64 16, !14, i64 20, !14, i64 24, !14, i64 28, !14, i64 32, !14, i64 36, !14, i64 40, !14, i64 44, !14, i64 48, !13, i64 56, !13, i64 64, !13, i64 72, !13, i64 80, !13, i64 88, !13, i64 96, !13, i64 104, !13, i64 112, !13, i64 120}
!47 = !{!"branch_weights", !"expected", i32 0, i32 -2147483648}
!48 = distinct !{!48, !29, !49, !50}
!49 = !{!"llvm.loop.isvectorized", i32 1}
!50 = !{!"llvm.loop.unroll.runtime.disable"}
!51 = distinct !{!51, !29, !49}
!52 = !{!53, !8, i64 9}
!53 = !{!"UpVal", !13, i64 0, !8, i64 8, !8, i64 9, !8, i64 16, !8, i64 24}
!54 = !{!55, !26, i64 24}
!55 = !{!"global_State", !13, i64 0, !13, i64 8, !26, i64 16, !26, i64 24, !26, i64 32, !26, i64 40, !56, i64 48, !7, i64 64, !7, i64 80, !14, i64 96, !8, i64 100, !8, i64 101, !8, i64 102, !8, i64 103, !8, i64 104, !8, i64 105, !8, i64 106, !8, i64 107, !8, i64 108, !8, i64 109, !8, i64 110, !13, i64 112, !13, i64 120, !13, i64 128, !13, i64 136, !13, i64 144, !13, i64 152, !13, i64 160, !13, i64 168, !13, i64 176, !13, i64 184, !13, i64 192, !13, i64 200, !13, i64 208, !13, i64 216, !13, i64 224, !13, i64 232, !13, i64 240, !13, i64 248, !13, i64 256, !13, i64 264, !13, i64 272, !8, i64 280, !8, i64 480, !8, i64 552, !13, i64 1400, !13, i64 1408}
!56 = !{!"stringtable", !13, i64 0, !14, i64 8, !14, i64 12}
!57 = !{!"branch_weights", i32 1, i32 4000, i32 1}
!58 = !{!25, !13, i64 16}
!59 = !{!25, !24, i64 60}
!60 = !{!"branch_weights", i32 1, i32 1999}
!61 = !{!"branch_weights", i32 0, i32 1}
!62 = distinct !{!62, !29}
!63 = distinct !{!63, !29}
!64 = !{!21, !13, i64 16}
!65 = distinct !{!65, !29}
!66 = !{!46, !13, i64 72}
!67 = !{!46, !14, i64 16}
!68 = !{!46, !13, i64 80}
!69 = !{!70, !8, i64 8}
!70 = !{!"Upvaldesc", !13, i64 0, !8, i64 8, !8, i64 9, !8, i64 10}
!71 = !{!70, !8, i64 9}
!72 = !{!44, !8, i64 9}
!73 = distinct !{!73, !29}
!74 = !{!23, !14, i64 180}
