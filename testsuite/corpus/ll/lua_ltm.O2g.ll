; ModuleID = 'src/lua/ltm.c'
source_filename = "src/lua/ltm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.TValue = type { %union.Value, i8 }
%union.Value = type { ptr }
%union.StackValue = type { %struct.TValue }

@.str = private unnamed_addr constant [9 x i8] c"no value\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"nil\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [8 x i8] c"boolean\00", align 1, !dbg !12
@udatatypename = internal constant [9 x i8] c"userdata\00", align 1, !dbg !17
@.str.3 = private unnamed_addr constant [7 x i8] c"number\00", align 1, !dbg !490
@.str.4 = private unnamed_addr constant [7 x i8] c"string\00", align 1, !dbg !495
@.str.5 = private unnamed_addr constant [6 x i8] c"table\00", align 1, !dbg !497
@.str.6 = private unnamed_addr constant [9 x i8] c"function\00", align 1, !dbg !502
@.str.7 = private unnamed_addr constant [7 x i8] c"thread\00", align 1, !dbg !504
@.str.8 = private unnamed_addr constant [8 x i8] c"upvalue\00", align 1, !dbg !506
@.str.9 = private unnamed_addr constant [6 x i8] c"proto\00", align 1, !dbg !508
@luaT_typenames_ = hidden local_unnamed_addr constant [12 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @udatatypename, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @udatatypename, ptr @.str.7, ptr @.str.8, ptr @.str.9], align 16, !dbg !510
@luaT_init.luaT_eventname.rel = internal unnamed_addr constant [25 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.10 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.11 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.12 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.13 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.14 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.15 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.16 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.17 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.18 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.19 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.20 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.21 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.22 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.23 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.24 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.25 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.26 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.27 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.28 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.29 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.30 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.31 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.32 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.33 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.34 to i64), i64 ptrtoint (ptr @luaT_init.luaT_eventname.rel to i64)) to i32)], align 4
@.str.10 = private unnamed_addr constant [8 x i8] c"__index\00", align 1, !dbg !516
@.str.11 = private unnamed_addr constant [11 x i8] c"__newindex\00", align 1, !dbg !518
@.str.12 = private unnamed_addr constant [5 x i8] c"__gc\00", align 1, !dbg !523
@.str.13 = private unnamed_addr constant [7 x i8] c"__mode\00", align 1, !dbg !528
@.str.14 = private unnamed_addr constant [6 x i8] c"__len\00", align 1, !dbg !530
@.str.15 = private unnamed_addr constant [5 x i8] c"__eq\00", align 1, !dbg !532
@.str.16 = private unnamed_addr constant [6 x i8] c"__add\00", align 1, !dbg !534
@.str.17 = private unnamed_addr constant [6 x i8] c"__sub\00", align 1, !dbg !536
@.str.18 = private unnamed_addr constant [6 x i8] c"__mul\00", align 1, !dbg !538
@.str.19 = private unnamed_addr constant [6 x i8] c"__mod\00", align 1, !dbg !540
@.str.20 = private unnamed_addr constant [6 x i8] c"__pow\00", align 1, !dbg !542
@.str.21 = private unnamed_addr constant [6 x i8] c"__div\00", align 1, !dbg !544
@.str.22 = private unnamed_addr constant [7 x i8] c"__idiv\00", align 1, !dbg !546
@.str.23 = private unnamed_addr constant [7 x i8] c"__band\00", align 1, !dbg !548
@.str.24 = private unnamed_addr constant [6 x i8] c"__bor\00", align 1, !dbg !550
@.str.25 = private unnamed_addr constant [7 x i8] c"__bxor\00", align 1, !dbg !552
@.str.26 = private unnamed_addr constant [6 x i8] c"__shl\00", align 1, !dbg !554
@.str.27 = private unnamed_addr constant [6 x i8] c"__shr\00", align 1, !dbg !556
@.str.28 = private unnamed_addr constant [6 x i8] c"__unm\00", align 1, !dbg !558
@.str.29 = private unnamed_addr constant [7 x i8] c"__bnot\00", align 1, !dbg !560
@.str.30 = private unnamed_addr constant [5 x i8] c"__lt\00", align 1, !dbg !562
@.str.31 = private unnamed_addr constant [5 x i8] c"__le\00", align 1, !dbg !564
@.str.32 = private unnamed_addr constant [9 x i8] c"__concat\00", align 1, !dbg !566
@.str.33 = private unnamed_addr constant [7 x i8] c"__call\00", align 1, !dbg !568
@.str.34 = private unnamed_addr constant [8 x i8] c"__close\00", align 1, !dbg !570
@.str.35 = private unnamed_addr constant [7 x i8] c"__name\00", align 1, !dbg !581
@.str.36 = private unnamed_addr constant [29 x i8] c"perform bitwise operation on\00", align 1, !dbg !583
@.str.37 = private unnamed_addr constant [22 x i8] c"perform arithmetic on\00", align 1, !dbg !588

; Function Attrs: nounwind uwtable
define hidden void @luaT_init(ptr noundef %0) local_unnamed_addr #0 !dbg !574 {
    #dbg_value(ptr %0, !578, !DIExpression(), !602)
    #dbg_value(i32 0, !579, !DIExpression(), !602)
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  br label %3, !dbg !603

3:                                                ; preds = %1, %3
  %4 = phi i64 [ 0, %1 ], [ %15, %3 ]
    #dbg_value(i64 %4, !579, !DIExpression(), !602)
  %5 = shl i64 %4, 2, !dbg !605
  %6 = call ptr @llvm.load.relative.i64(ptr @luaT_init.luaT_eventname.rel, i64 %5), !dbg !605
  %7 = tail call ptr @luaS_new(ptr noundef %0, ptr noundef %6) #6, !dbg !608
  %8 = load ptr, ptr %2, align 8, !dbg !609, !tbaa !610
  %9 = getelementptr inbounds i8, ptr %8, i64 280, !dbg !619
  %10 = getelementptr inbounds [25 x ptr], ptr %9, i64 0, i64 %4, !dbg !609
  store ptr %7, ptr %10, align 8, !dbg !620, !tbaa !621
  %11 = load ptr, ptr %2, align 8, !dbg !622, !tbaa !610
  %12 = getelementptr inbounds i8, ptr %11, i64 280, !dbg !622
  %13 = getelementptr inbounds [25 x ptr], ptr %12, i64 0, i64 %4, !dbg !622
  %14 = load ptr, ptr %13, align 8, !dbg !622, !tbaa !621
  tail call void @luaC_fix(ptr noundef %0, ptr noundef %14) #6, !dbg !623
  %15 = add nuw nsw i64 %4, 1, !dbg !624
    #dbg_value(i64 %15, !579, !DIExpression(), !602)
  %16 = icmp eq i64 %15, 25, !dbg !625
  br i1 %16, label %17, label %3, !dbg !603, !llvm.loop !626

17:                                               ; preds = %3
  ret void, !dbg !629
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare !dbg !630 hidden ptr @luaS_new(ptr noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !634 hidden void @luaC_fix(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define hidden ptr @luaT_gettm(ptr noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #0 !dbg !638 {
    #dbg_value(ptr %0, !647, !DIExpression(), !651)
    #dbg_value(i32 %1, !648, !DIExpression(), !651)
    #dbg_value(ptr %2, !649, !DIExpression(), !651)
  %4 = tail call ptr @luaH_getshortstr(ptr noundef %0, ptr noundef %2) #6, !dbg !652
    #dbg_value(ptr %4, !650, !DIExpression(), !651)
  %5 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !653
  %6 = load i8, ptr %5, align 8, !dbg !653, !tbaa !655
  %7 = and i8 %6, 15, !dbg !653
  %8 = icmp eq i8 %7, 0, !dbg !653
  br i1 %8, label %9, label %15, !dbg !657

9:                                                ; preds = %3
  %10 = shl nuw i32 1, %1, !dbg !658
  %11 = getelementptr inbounds i8, ptr %0, i64 10, !dbg !660
  %12 = load i8, ptr %11, align 2, !dbg !661, !tbaa !662
  %13 = trunc i32 %10 to i8, !dbg !661
  %14 = or i8 %12, %13, !dbg !661
  store i8 %14, ptr %11, align 2, !dbg !661, !tbaa !662
  br label %15, !dbg !664

15:                                               ; preds = %3, %9
  %16 = phi ptr [ null, %9 ], [ %4, %3 ], !dbg !665
  ret ptr %16, !dbg !666
}

declare !dbg !667 hidden ptr @luaH_getshortstr(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define hidden ptr @luaT_gettmbyobj(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !671 {
    #dbg_value(ptr %0, !675, !DIExpression(), !679)
    #dbg_value(ptr %1, !676, !DIExpression(), !679)
    #dbg_value(i32 %2, !677, !DIExpression(), !679)
  %4 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !680
  %5 = load i8, ptr %4, align 8, !dbg !680, !tbaa !655
  %6 = and i8 %5, 15, !dbg !680
  switch i8 %6, label %13 [
    i8 5, label %7
    i8 7, label %10
  ], !dbg !681

7:                                                ; preds = %3
  %8 = load ptr, ptr %1, align 8, !dbg !682, !tbaa !684
  %9 = getelementptr inbounds i8, ptr %8, i64 40, !dbg !685
    #dbg_value(ptr poison, !678, !DIExpression(), !679)
  br label %19, !dbg !686

10:                                               ; preds = %3
  %11 = load ptr, ptr %1, align 8, !dbg !687, !tbaa !684
  %12 = getelementptr inbounds i8, ptr %11, i64 24, !dbg !688
    #dbg_value(ptr poison, !678, !DIExpression(), !679)
  br label %19, !dbg !689

13:                                               ; preds = %3
  %14 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !690
  %15 = load ptr, ptr %14, align 8, !dbg !690, !tbaa !610
  %16 = getelementptr inbounds i8, ptr %15, i64 480, !dbg !691
  %17 = zext nneg i8 %6 to i64, !dbg !690
  %18 = getelementptr inbounds [9 x ptr], ptr %16, i64 0, i64 %17, !dbg !690
    #dbg_value(ptr poison, !678, !DIExpression(), !679)
  br label %19, !dbg !692

19:                                               ; preds = %13, %10, %7
  %20 = phi ptr [ %18, %13 ], [ %12, %10 ], [ %9, %7 ]
  %21 = load ptr, ptr %20, align 8, !dbg !693, !tbaa !684
    #dbg_value(ptr %21, !678, !DIExpression(), !679)
  %22 = icmp eq ptr %21, null, !dbg !694
  %23 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !695
  %24 = load ptr, ptr %23, align 8, !dbg !695, !tbaa !610
  br i1 %22, label %31, label %25, !dbg !694

25:                                               ; preds = %19
  %26 = getelementptr inbounds i8, ptr %24, i64 280, !dbg !696
  %27 = zext i32 %2 to i64, !dbg !697
  %28 = getelementptr inbounds [25 x ptr], ptr %26, i64 0, i64 %27, !dbg !697
  %29 = load ptr, ptr %28, align 8, !dbg !697, !tbaa !621
  %30 = tail call ptr @luaH_getshortstr(ptr noundef nonnull %21, ptr noundef %29) #6, !dbg !698
  br label %33, !dbg !694

31:                                               ; preds = %19
  %32 = getelementptr inbounds i8, ptr %24, i64 80, !dbg !699
  br label %33, !dbg !694

33:                                               ; preds = %31, %25
  %34 = phi ptr [ %30, %25 ], [ %32, %31 ], !dbg !694
  ret ptr %34, !dbg !700
}

; Function Attrs: nounwind uwtable
define hidden ptr @luaT_objtypename(ptr noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !701 {
    #dbg_value(ptr %0, !705, !DIExpression(), !711)
    #dbg_value(ptr %1, !706, !DIExpression(), !711)
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !712
  %4 = load i8, ptr %3, align 8, !dbg !712, !tbaa !655
  switch i8 %4, label %28 [
    i8 69, label %5
    i8 71, label %10
  ], !dbg !713

5:                                                ; preds = %2
  %6 = load ptr, ptr %1, align 8, !dbg !714, !tbaa !684
  %7 = getelementptr inbounds i8, ptr %6, i64 40, !dbg !715
  %8 = load ptr, ptr %7, align 8, !dbg !715, !tbaa !684
    #dbg_value(ptr %8, !707, !DIExpression(), !711)
  %9 = icmp eq ptr %8, null, !dbg !716
  br i1 %9, label %28, label %15, !dbg !717

10:                                               ; preds = %2
  %11 = load ptr, ptr %1, align 8, !dbg !718, !tbaa !684
  %12 = getelementptr inbounds i8, ptr %11, i64 24, !dbg !719
  %13 = load ptr, ptr %12, align 8, !dbg !719, !tbaa !684
    #dbg_value(ptr %13, !707, !DIExpression(), !711)
  %14 = icmp eq ptr %13, null, !dbg !720
  br i1 %14, label %28, label %15, !dbg !721

15:                                               ; preds = %10, %5
  %16 = phi ptr [ %8, %5 ], [ %13, %10 ], !dbg !722
    #dbg_value(ptr %16, !707, !DIExpression(), !711)
  %17 = tail call ptr @luaS_new(ptr noundef %0, ptr noundef nonnull @.str.35) #6, !dbg !723
  %18 = tail call ptr @luaH_getshortstr(ptr noundef nonnull %16, ptr noundef %17) #6, !dbg !724
    #dbg_value(ptr %18, !708, !DIExpression(), !725)
  %19 = getelementptr inbounds i8, ptr %18, i64 8, !dbg !726
  %20 = load i8, ptr %19, align 8, !dbg !726, !tbaa !655
  %21 = and i8 %20, 15, !dbg !726
  %22 = icmp eq i8 %21, 4, !dbg !726
  br i1 %22, label %25, label %23, !dbg !728

23:                                               ; preds = %15
  %24 = load i8, ptr %3, align 8, !dbg !729, !tbaa !655
  br label %28, !dbg !728

25:                                               ; preds = %15
  %26 = load ptr, ptr %18, align 8, !dbg !730, !tbaa !684
  %27 = getelementptr inbounds i8, ptr %26, i64 24, !dbg !730
  br label %35

28:                                               ; preds = %23, %2, %5, %10
  %29 = phi i8 [ %24, %23 ], [ %4, %2 ], [ 69, %5 ], [ 71, %10 ], !dbg !729
  %30 = and i8 %29, 15, !dbg !729
  %31 = add nuw nsw i8 %30, 1, !dbg !729
  %32 = zext nneg i8 %31 to i64, !dbg !729
  %33 = getelementptr inbounds [12 x ptr], ptr @luaT_typenames_, i64 0, i64 %32, !dbg !729
  %34 = load ptr, ptr %33, align 8, !dbg !729, !tbaa !621
  br label %35, !dbg !731

35:                                               ; preds = %25, %28
  %36 = phi ptr [ %34, %28 ], [ %27, %25 ], !dbg !711
  ret ptr %36, !dbg !732
}

; Function Attrs: nounwind uwtable
define hidden void @luaT_callTM(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4) local_unnamed_addr #0 !dbg !733 {
    #dbg_value(ptr %0, !737, !DIExpression(), !755)
    #dbg_value(ptr %1, !738, !DIExpression(), !755)
    #dbg_value(ptr %2, !739, !DIExpression(), !755)
    #dbg_value(ptr %3, !740, !DIExpression(), !755)
    #dbg_value(ptr %4, !741, !DIExpression(), !755)
  %6 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !756
  %7 = load ptr, ptr %6, align 8, !dbg !757, !tbaa !684
    #dbg_value(ptr %7, !742, !DIExpression(), !755)
    #dbg_value(ptr %7, !743, !DIExpression(), !758)
    #dbg_value(ptr %1, !745, !DIExpression(), !758)
  %8 = load i64, ptr %1, align 8, !dbg !759, !tbaa !684
  store i64 %8, ptr %7, align 8, !dbg !759, !tbaa !684
  %9 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !759
  %10 = load i8, ptr %9, align 8, !dbg !759, !tbaa !655
  %11 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !759
  store i8 %10, ptr %11, align 8, !dbg !759, !tbaa !655
  %12 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !760
    #dbg_value(ptr %12, !746, !DIExpression(), !761)
    #dbg_value(ptr %2, !748, !DIExpression(), !761)
  %13 = load i64, ptr %2, align 8, !dbg !760, !tbaa !684
  store i64 %13, ptr %12, align 8, !dbg !760, !tbaa !684
  %14 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !760
  %15 = load i8, ptr %14, align 8, !dbg !760, !tbaa !655
  %16 = getelementptr inbounds i8, ptr %7, i64 24, !dbg !760
  store i8 %15, ptr %16, align 8, !dbg !760, !tbaa !655
  %17 = getelementptr inbounds i8, ptr %7, i64 32, !dbg !762
    #dbg_value(ptr %17, !749, !DIExpression(), !763)
    #dbg_value(ptr %3, !751, !DIExpression(), !763)
  %18 = load i64, ptr %3, align 8, !dbg !762, !tbaa !684
  store i64 %18, ptr %17, align 8, !dbg !762, !tbaa !684
  %19 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !762
  %20 = load i8, ptr %19, align 8, !dbg !762, !tbaa !655
  %21 = getelementptr inbounds i8, ptr %7, i64 40, !dbg !762
  store i8 %20, ptr %21, align 8, !dbg !762, !tbaa !655
  %22 = getelementptr inbounds i8, ptr %7, i64 48, !dbg !764
    #dbg_value(ptr %22, !752, !DIExpression(), !765)
    #dbg_value(ptr %4, !754, !DIExpression(), !765)
  %23 = load i64, ptr %4, align 8, !dbg !764, !tbaa !684
  store i64 %23, ptr %22, align 8, !dbg !764, !tbaa !684
  %24 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !764
  %25 = load i8, ptr %24, align 8, !dbg !764, !tbaa !655
  %26 = getelementptr inbounds i8, ptr %7, i64 56, !dbg !764
  store i8 %25, ptr %26, align 8, !dbg !764, !tbaa !655
  %27 = getelementptr inbounds i8, ptr %7, i64 64, !dbg !766
  store ptr %27, ptr %6, align 8, !dbg !767, !tbaa !684
  %28 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !768
  %29 = load ptr, ptr %28, align 8, !dbg !768, !tbaa !770
  %30 = getelementptr inbounds i8, ptr %29, i64 62, !dbg !768
  %31 = load i16, ptr %30, align 2, !dbg !768, !tbaa !771
  %32 = and i16 %31, 10, !dbg !768
  %33 = icmp eq i16 %32, 0, !dbg !768
  br i1 %33, label %34, label %35, !dbg !772

34:                                               ; preds = %5
  tail call void @luaD_call(ptr noundef nonnull %0, ptr noundef nonnull %7, i32 noundef 0) #6, !dbg !773
  br label %36, !dbg !773

35:                                               ; preds = %5
  tail call void @luaD_callnoyield(ptr noundef nonnull %0, ptr noundef nonnull %7, i32 noundef 0) #6, !dbg !774
  br label %36

36:                                               ; preds = %35, %34
  ret void, !dbg !775
}

declare !dbg !776 hidden void @luaD_call(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !780 hidden void @luaD_callnoyield(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define hidden void @luaT_callTMres(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr noundef %4) local_unnamed_addr #0 !dbg !781 {
    #dbg_value(ptr %0, !785, !DIExpression(), !804)
    #dbg_value(ptr %1, !786, !DIExpression(), !804)
    #dbg_value(ptr %2, !787, !DIExpression(), !804)
    #dbg_value(ptr %3, !788, !DIExpression(), !804)
    #dbg_value(ptr %4, !789, !DIExpression(), !804)
  %6 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !805
  %7 = load ptr, ptr %6, align 8, !dbg !805, !tbaa !684
    #dbg_value(!DIArgList(ptr %4, ptr %7), !790, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !804)
  %8 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !806
  %9 = load ptr, ptr %8, align 8, !dbg !807, !tbaa !684
    #dbg_value(ptr %9, !791, !DIExpression(), !804)
    #dbg_value(ptr %9, !792, !DIExpression(), !808)
    #dbg_value(ptr %1, !794, !DIExpression(), !808)
  %10 = load i64, ptr %1, align 8, !dbg !809, !tbaa !684
  store i64 %10, ptr %9, align 8, !dbg !809, !tbaa !684
  %11 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !809
  %12 = load i8, ptr %11, align 8, !dbg !809, !tbaa !655
  %13 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !809
  store i8 %12, ptr %13, align 8, !dbg !809, !tbaa !655
  %14 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !810
    #dbg_value(ptr %14, !795, !DIExpression(), !811)
    #dbg_value(ptr %2, !797, !DIExpression(), !811)
  %15 = load i64, ptr %2, align 8, !dbg !810, !tbaa !684
  store i64 %15, ptr %14, align 8, !dbg !810, !tbaa !684
  %16 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !810
  %17 = load i8, ptr %16, align 8, !dbg !810, !tbaa !655
  %18 = getelementptr inbounds i8, ptr %9, i64 24, !dbg !810
  store i8 %17, ptr %18, align 8, !dbg !810, !tbaa !655
  %19 = getelementptr inbounds i8, ptr %9, i64 32, !dbg !812
    #dbg_value(ptr %19, !798, !DIExpression(), !813)
    #dbg_value(ptr %3, !800, !DIExpression(), !813)
  %20 = load i64, ptr %3, align 8, !dbg !812, !tbaa !684
  store i64 %20, ptr %19, align 8, !dbg !812, !tbaa !684
  %21 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !812
  %22 = load i8, ptr %21, align 8, !dbg !812, !tbaa !655
  %23 = getelementptr inbounds i8, ptr %9, i64 40, !dbg !812
  store i8 %22, ptr %23, align 8, !dbg !812, !tbaa !655
  %24 = load ptr, ptr %8, align 8, !dbg !814, !tbaa !684
  %25 = getelementptr inbounds i8, ptr %24, i64 48, !dbg !814
  store ptr %25, ptr %8, align 8, !dbg !814, !tbaa !684
  %26 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !815
  %27 = load ptr, ptr %26, align 8, !dbg !815, !tbaa !770
  %28 = getelementptr inbounds i8, ptr %27, i64 62, !dbg !815
  %29 = load i16, ptr %28, align 2, !dbg !815, !tbaa !771
  %30 = and i16 %29, 10, !dbg !815
  %31 = icmp eq i16 %30, 0, !dbg !815
  br i1 %31, label %32, label %33, !dbg !817

32:                                               ; preds = %5
  tail call void @luaD_call(ptr noundef nonnull %0, ptr noundef nonnull %9, i32 noundef 1) #6, !dbg !818
  br label %34, !dbg !818

33:                                               ; preds = %5
  tail call void @luaD_callnoyield(ptr noundef nonnull %0, ptr noundef nonnull %9, i32 noundef 1) #6, !dbg !819
  br label %34

34:                                               ; preds = %33, %32
  %35 = ptrtoint ptr %4 to i64, !dbg !805
    #dbg_value(!DIArgList(i64 %35, ptr %7), !790, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !804)
  %36 = ptrtoint ptr %7 to i64, !dbg !805
    #dbg_value(!DIArgList(i64 %35, i64 %36), !790, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !804)
  %37 = sub i64 %35, %36, !dbg !805
    #dbg_value(i64 %37, !790, !DIExpression(), !804)
  %38 = load ptr, ptr %6, align 8, !dbg !820, !tbaa !684
  %39 = getelementptr inbounds i8, ptr %38, i64 %37, !dbg !820
    #dbg_value(ptr %39, !789, !DIExpression(), !804)
    #dbg_value(ptr %39, !801, !DIExpression(), !821)
  %40 = load ptr, ptr %8, align 8, !dbg !822, !tbaa !684
  %41 = getelementptr inbounds i8, ptr %40, i64 -16, !dbg !822
  store ptr %41, ptr %8, align 8, !dbg !822, !tbaa !684
    #dbg_value(ptr %41, !803, !DIExpression(), !821)
  %42 = load i64, ptr %41, align 8, !dbg !822, !tbaa !684
  store i64 %42, ptr %39, align 8, !dbg !822, !tbaa !684
  %43 = getelementptr inbounds i8, ptr %40, i64 -8, !dbg !822
  %44 = load i8, ptr %43, align 8, !dbg !822, !tbaa !655
  %45 = getelementptr inbounds i8, ptr %39, i64 8, !dbg !822
  store i8 %44, ptr %45, align 8, !dbg !822, !tbaa !655
  ret void, !dbg !823
}

; Function Attrs: nounwind uwtable
define hidden void @luaT_trybinTM(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) local_unnamed_addr #0 !dbg !824 {
    #dbg_value(ptr %0, !828, !DIExpression(), !833)
    #dbg_value(ptr %1, !829, !DIExpression(), !833)
    #dbg_value(ptr %2, !830, !DIExpression(), !833)
    #dbg_value(ptr %3, !831, !DIExpression(), !833)
    #dbg_value(i32 %4, !832, !DIExpression(), !833)
  %6 = tail call fastcc i32 @callbinTM(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4), !dbg !834
  %7 = icmp eq i32 %6, 0, !dbg !834
  br i1 %7, label %8, label %22, !dbg !836, !prof !837

8:                                                ; preds = %5
  switch i32 %4, label %21 [
    i32 13, label %9
    i32 14, label %9
    i32 15, label %9
    i32 16, label %9
    i32 17, label %9
    i32 19, label %9
  ], !dbg !838

9:                                                ; preds = %8, %8, %8, %8, %8, %8
  %10 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !840
  %11 = load i8, ptr %10, align 8, !dbg !840, !tbaa !655
  %12 = and i8 %11, 15, !dbg !840
  %13 = icmp eq i8 %12, 3, !dbg !840
  br i1 %13, label %14, label %20, !dbg !844

14:                                               ; preds = %9
  %15 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !845
  %16 = load i8, ptr %15, align 8, !dbg !845, !tbaa !655
  %17 = and i8 %16, 15, !dbg !845
  %18 = icmp eq i8 %17, 3, !dbg !845
  br i1 %18, label %19, label %20, !dbg !846

19:                                               ; preds = %14
  tail call void @luaG_tointerror(ptr noundef %0, ptr noundef nonnull %1, ptr noundef nonnull %2) #7, !dbg !847
  unreachable, !dbg !847

20:                                               ; preds = %14, %9
  tail call void @luaG_opinterror(ptr noundef %0, ptr noundef nonnull %1, ptr noundef %2, ptr noundef nonnull @.str.36) #7, !dbg !848
  unreachable, !dbg !848

21:                                               ; preds = %8
  tail call void @luaG_opinterror(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef nonnull @.str.37) #7, !dbg !849
  unreachable, !dbg !849

22:                                               ; preds = %5
  ret void, !dbg !850
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 2) i32 @callbinTM(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr noundef %3, i32 noundef %4) unnamed_addr #0 !dbg !851 {
    #dbg_value(ptr %0, !855, !DIExpression(), !861)
    #dbg_value(ptr %1, !856, !DIExpression(), !861)
    #dbg_value(ptr %2, !857, !DIExpression(), !861)
    #dbg_value(ptr %3, !858, !DIExpression(), !861)
    #dbg_value(i32 %4, !859, !DIExpression(), !861)
    #dbg_value(ptr %0, !675, !DIExpression(), !862)
    #dbg_value(ptr %1, !676, !DIExpression(), !862)
    #dbg_value(i32 %4, !677, !DIExpression(), !862)
  %6 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !864
  %7 = load i8, ptr %6, align 8, !dbg !864, !tbaa !655
  %8 = and i8 %7, 15, !dbg !864
  switch i8 %8, label %15 [
    i8 5, label %9
    i8 7, label %12
  ], !dbg !865

9:                                                ; preds = %5
  %10 = load ptr, ptr %1, align 8, !dbg !866, !tbaa !684
  %11 = getelementptr inbounds i8, ptr %10, i64 40, !dbg !867
    #dbg_value(ptr poison, !678, !DIExpression(), !862)
  br label %21, !dbg !868

12:                                               ; preds = %5
  %13 = load ptr, ptr %1, align 8, !dbg !869, !tbaa !684
  %14 = getelementptr inbounds i8, ptr %13, i64 24, !dbg !870
    #dbg_value(ptr poison, !678, !DIExpression(), !862)
  br label %21, !dbg !871

15:                                               ; preds = %5
  %16 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !872
  %17 = load ptr, ptr %16, align 8, !dbg !872, !tbaa !610
  %18 = getelementptr inbounds i8, ptr %17, i64 480, !dbg !873
  %19 = zext nneg i8 %8 to i64, !dbg !872
  %20 = getelementptr inbounds [9 x ptr], ptr %18, i64 0, i64 %19, !dbg !872
    #dbg_value(ptr poison, !678, !DIExpression(), !862)
  br label %21, !dbg !874

21:                                               ; preds = %15, %12, %9
  %22 = phi ptr [ %20, %15 ], [ %14, %12 ], [ %11, %9 ]
  %23 = load ptr, ptr %22, align 8, !dbg !875, !tbaa !684
    #dbg_value(ptr %23, !678, !DIExpression(), !862)
  %24 = icmp eq ptr %23, null, !dbg !876
  %25 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !877
  %26 = load ptr, ptr %25, align 8, !dbg !877, !tbaa !610
  br i1 %24, label %33, label %27, !dbg !876

27:                                               ; preds = %21
  %28 = getelementptr inbounds i8, ptr %26, i64 280, !dbg !878
  %29 = zext i32 %4 to i64, !dbg !879
  %30 = getelementptr inbounds [25 x ptr], ptr %28, i64 0, i64 %29, !dbg !879
  %31 = load ptr, ptr %30, align 8, !dbg !879, !tbaa !621
  %32 = tail call ptr @luaH_getshortstr(ptr noundef nonnull %23, ptr noundef %31) #6, !dbg !880
  br label %35, !dbg !876

33:                                               ; preds = %21
  %34 = getelementptr inbounds i8, ptr %26, i64 80, !dbg !881
  br label %35, !dbg !876

35:                                               ; preds = %27, %33
  %36 = phi ptr [ %32, %27 ], [ %34, %33 ], !dbg !876
    #dbg_value(ptr %36, !860, !DIExpression(), !861)
  %37 = getelementptr inbounds i8, ptr %36, i64 8, !dbg !882
  %38 = load i8, ptr %37, align 8, !dbg !882, !tbaa !655
  %39 = and i8 %38, 15, !dbg !882
  %40 = icmp eq i8 %39, 0, !dbg !882
  br i1 %40, label %41, label %69, !dbg !884

41:                                               ; preds = %35
    #dbg_value(ptr %0, !675, !DIExpression(), !885)
    #dbg_value(ptr %2, !676, !DIExpression(), !885)
    #dbg_value(i32 %4, !677, !DIExpression(), !885)
  %42 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !887
  %43 = load i8, ptr %42, align 8, !dbg !887, !tbaa !655
  %44 = and i8 %43, 15, !dbg !887
  switch i8 %44, label %51 [
    i8 5, label %45
    i8 7, label %48
  ], !dbg !888

45:                                               ; preds = %41
  %46 = load ptr, ptr %2, align 8, !dbg !889, !tbaa !684
  %47 = getelementptr inbounds i8, ptr %46, i64 40, !dbg !890
    #dbg_value(ptr poison, !678, !DIExpression(), !885)
  br label %56, !dbg !891

48:                                               ; preds = %41
  %49 = load ptr, ptr %2, align 8, !dbg !892, !tbaa !684
  %50 = getelementptr inbounds i8, ptr %49, i64 24, !dbg !893
    #dbg_value(ptr poison, !678, !DIExpression(), !885)
  br label %56, !dbg !894

51:                                               ; preds = %41
  %52 = load ptr, ptr %25, align 8, !dbg !895, !tbaa !610
  %53 = getelementptr inbounds i8, ptr %52, i64 480, !dbg !896
  %54 = zext nneg i8 %44 to i64, !dbg !895
  %55 = getelementptr inbounds [9 x ptr], ptr %53, i64 0, i64 %54, !dbg !895
    #dbg_value(ptr poison, !678, !DIExpression(), !885)
  br label %56, !dbg !897

56:                                               ; preds = %51, %48, %45
  %57 = phi ptr [ %55, %51 ], [ %50, %48 ], [ %47, %45 ]
  %58 = load ptr, ptr %57, align 8, !dbg !898, !tbaa !684
    #dbg_value(ptr %58, !678, !DIExpression(), !885)
  %59 = icmp eq ptr %58, null, !dbg !899
  %60 = load ptr, ptr %25, align 8, !dbg !900, !tbaa !610
  br i1 %59, label %67, label %61, !dbg !899

61:                                               ; preds = %56
  %62 = getelementptr inbounds i8, ptr %60, i64 280, !dbg !901
  %63 = zext i32 %4 to i64, !dbg !902
  %64 = getelementptr inbounds [25 x ptr], ptr %62, i64 0, i64 %63, !dbg !902
  %65 = load ptr, ptr %64, align 8, !dbg !902, !tbaa !621
  %66 = tail call ptr @luaH_getshortstr(ptr noundef nonnull %58, ptr noundef %65) #6, !dbg !903
  br label %69, !dbg !899

67:                                               ; preds = %56
  %68 = getelementptr inbounds i8, ptr %60, i64 80, !dbg !904
  br label %69, !dbg !899

69:                                               ; preds = %67, %61, %35
  %70 = phi ptr [ %36, %35 ], [ %66, %61 ], [ %68, %67 ], !dbg !861
    #dbg_value(ptr %70, !860, !DIExpression(), !861)
  %71 = getelementptr inbounds i8, ptr %70, i64 8, !dbg !905
  %72 = load i8, ptr %71, align 8, !dbg !905, !tbaa !655
  %73 = and i8 %72, 15, !dbg !905
  %74 = icmp eq i8 %73, 0, !dbg !905
  br i1 %74, label %114, label %75, !dbg !907

75:                                               ; preds = %69
    #dbg_value(ptr %0, !785, !DIExpression(), !908)
    #dbg_value(ptr %70, !786, !DIExpression(), !908)
    #dbg_value(ptr %1, !787, !DIExpression(), !908)
    #dbg_value(ptr %2, !788, !DIExpression(), !908)
    #dbg_value(ptr %3, !789, !DIExpression(), !908)
  %76 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !910
  %77 = load ptr, ptr %76, align 8, !dbg !910, !tbaa !684
    #dbg_value(!DIArgList(ptr %3, ptr %77), !790, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !908)
  %78 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !911
  %79 = load ptr, ptr %78, align 8, !dbg !912, !tbaa !684
    #dbg_value(ptr %79, !791, !DIExpression(), !908)
    #dbg_value(ptr %79, !792, !DIExpression(), !913)
    #dbg_value(ptr %70, !794, !DIExpression(), !913)
  %80 = load i64, ptr %70, align 8, !dbg !914, !tbaa !684
  store i64 %80, ptr %79, align 8, !dbg !914, !tbaa !684
  %81 = load i8, ptr %71, align 8, !dbg !914, !tbaa !655
  %82 = getelementptr inbounds i8, ptr %79, i64 8, !dbg !914
  store i8 %81, ptr %82, align 8, !dbg !914, !tbaa !655
  %83 = getelementptr inbounds i8, ptr %79, i64 16, !dbg !915
    #dbg_value(ptr %83, !795, !DIExpression(), !916)
    #dbg_value(ptr %1, !797, !DIExpression(), !916)
  %84 = load i64, ptr %1, align 8, !dbg !915, !tbaa !684
  store i64 %84, ptr %83, align 8, !dbg !915, !tbaa !684
  %85 = load i8, ptr %6, align 8, !dbg !915, !tbaa !655
  %86 = getelementptr inbounds i8, ptr %79, i64 24, !dbg !915
  store i8 %85, ptr %86, align 8, !dbg !915, !tbaa !655
  %87 = getelementptr inbounds i8, ptr %79, i64 32, !dbg !917
    #dbg_value(ptr %87, !798, !DIExpression(), !918)
    #dbg_value(ptr %2, !800, !DIExpression(), !918)
  %88 = load i64, ptr %2, align 8, !dbg !917, !tbaa !684
  store i64 %88, ptr %87, align 8, !dbg !917, !tbaa !684
  %89 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !917
  %90 = load i8, ptr %89, align 8, !dbg !917, !tbaa !655
  %91 = getelementptr inbounds i8, ptr %79, i64 40, !dbg !917
  store i8 %90, ptr %91, align 8, !dbg !917, !tbaa !655
  %92 = load ptr, ptr %78, align 8, !dbg !919, !tbaa !684
  %93 = getelementptr inbounds i8, ptr %92, i64 48, !dbg !919
  store ptr %93, ptr %78, align 8, !dbg !919, !tbaa !684
  %94 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !920
  %95 = load ptr, ptr %94, align 8, !dbg !920, !tbaa !770
  %96 = getelementptr inbounds i8, ptr %95, i64 62, !dbg !920
  %97 = load i16, ptr %96, align 2, !dbg !920, !tbaa !771
  %98 = and i16 %97, 10, !dbg !920
  %99 = icmp eq i16 %98, 0, !dbg !920
  br i1 %99, label %100, label %101, !dbg !921

100:                                              ; preds = %75
  tail call void @luaD_call(ptr noundef nonnull %0, ptr noundef nonnull %79, i32 noundef 1) #6, !dbg !922
  br label %102, !dbg !922

101:                                              ; preds = %75
  tail call void @luaD_callnoyield(ptr noundef nonnull %0, ptr noundef nonnull %79, i32 noundef 1) #6, !dbg !923
  br label %102

102:                                              ; preds = %100, %101
  %103 = ptrtoint ptr %3 to i64, !dbg !910
    #dbg_value(!DIArgList(i64 %103, ptr %77), !790, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !908)
  %104 = ptrtoint ptr %77 to i64, !dbg !910
    #dbg_value(!DIArgList(i64 %103, i64 %104), !790, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !908)
  %105 = sub i64 %103, %104, !dbg !910
    #dbg_value(i64 %105, !790, !DIExpression(), !908)
  %106 = load ptr, ptr %76, align 8, !dbg !924, !tbaa !684
  %107 = getelementptr inbounds i8, ptr %106, i64 %105, !dbg !924
    #dbg_value(ptr %107, !789, !DIExpression(), !908)
    #dbg_value(ptr %107, !801, !DIExpression(), !925)
  %108 = load ptr, ptr %78, align 8, !dbg !926, !tbaa !684
  %109 = getelementptr inbounds i8, ptr %108, i64 -16, !dbg !926
  store ptr %109, ptr %78, align 8, !dbg !926, !tbaa !684
    #dbg_value(ptr %109, !803, !DIExpression(), !925)
  %110 = load i64, ptr %109, align 8, !dbg !926, !tbaa !684
  store i64 %110, ptr %107, align 8, !dbg !926, !tbaa !684
  %111 = getelementptr inbounds i8, ptr %108, i64 -8, !dbg !926
  %112 = load i8, ptr %111, align 8, !dbg !926, !tbaa !655
  %113 = getelementptr inbounds i8, ptr %107, i64 8, !dbg !926
  store i8 %112, ptr %113, align 8, !dbg !926, !tbaa !655
  br label %114, !dbg !927

114:                                              ; preds = %69, %102
  %115 = phi i32 [ 1, %102 ], [ 0, %69 ], !dbg !861
  ret i32 %115, !dbg !928
}

; Function Attrs: noreturn
declare !dbg !929 hidden void @luaG_tointerror(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn
declare !dbg !933 hidden void @luaG_opinterror(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define hidden void @luaT_tryconcatTM(ptr noundef %0) local_unnamed_addr #0 !dbg !936 {
    #dbg_value(ptr %0, !938, !DIExpression(), !940)
  %2 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !941
  %3 = load ptr, ptr %2, align 8, !dbg !942, !tbaa !684
    #dbg_value(ptr %3, !939, !DIExpression(), !940)
  %4 = getelementptr inbounds i8, ptr %3, i64 -32, !dbg !943
  %5 = getelementptr inbounds i8, ptr %3, i64 -16, !dbg !943
  %6 = tail call fastcc i32 @callbinTM(ptr noundef %0, ptr noundef nonnull %4, ptr noundef nonnull %5, ptr noundef nonnull %4, i32 noundef 22), !dbg !943
  %7 = icmp eq i32 %6, 0, !dbg !943
  br i1 %7, label %8, label %9, !dbg !945, !prof !837

8:                                                ; preds = %1
  tail call void @luaG_concaterror(ptr noundef nonnull %0, ptr noundef nonnull %4, ptr noundef nonnull %5) #7, !dbg !946
  unreachable, !dbg !946

9:                                                ; preds = %1
  ret void, !dbg !947
}

; Function Attrs: noreturn
declare !dbg !948 hidden void @luaG_concaterror(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define hidden void @luaT_trybinassocTM(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %5) local_unnamed_addr #0 !dbg !949 {
    #dbg_value(ptr %0, !953, !DIExpression(), !959)
    #dbg_value(ptr %1, !954, !DIExpression(), !959)
    #dbg_value(ptr %2, !955, !DIExpression(), !959)
    #dbg_value(i32 %3, !956, !DIExpression(), !959)
    #dbg_value(ptr %4, !957, !DIExpression(), !959)
    #dbg_value(i32 %5, !958, !DIExpression(), !959)
  %7 = icmp eq i32 %3, 0, !dbg !960
  br i1 %7, label %25, label %8, !dbg !962

8:                                                ; preds = %6
    #dbg_value(ptr %0, !828, !DIExpression(), !963)
    #dbg_value(ptr %2, !829, !DIExpression(), !963)
    #dbg_value(ptr %1, !830, !DIExpression(), !963)
    #dbg_value(ptr %4, !831, !DIExpression(), !963)
    #dbg_value(i32 %5, !832, !DIExpression(), !963)
  %9 = tail call fastcc i32 @callbinTM(ptr noundef %0, ptr noundef %2, ptr noundef %1, ptr noundef %4, i32 noundef %5), !dbg !965
  %10 = icmp eq i32 %9, 0, !dbg !965
  br i1 %10, label %11, label %42, !dbg !966, !prof !837

11:                                               ; preds = %8
  switch i32 %5, label %24 [
    i32 13, label %12
    i32 14, label %12
    i32 15, label %12
    i32 16, label %12
    i32 17, label %12
    i32 19, label %12
  ], !dbg !967

12:                                               ; preds = %11, %11, %11, %11, %11, %11
  %13 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !968
  %14 = load i8, ptr %13, align 8, !dbg !968, !tbaa !655
  %15 = and i8 %14, 15, !dbg !968
  %16 = icmp eq i8 %15, 3, !dbg !968
  br i1 %16, label %17, label %23, !dbg !969

17:                                               ; preds = %12
  %18 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !970
  %19 = load i8, ptr %18, align 8, !dbg !970, !tbaa !655
  %20 = and i8 %19, 15, !dbg !970
  %21 = icmp eq i8 %20, 3, !dbg !970
  br i1 %21, label %22, label %23, !dbg !971

22:                                               ; preds = %17
  tail call void @luaG_tointerror(ptr noundef %0, ptr noundef nonnull %2, ptr noundef nonnull %1) #7, !dbg !972
  unreachable, !dbg !972

23:                                               ; preds = %17, %12
  tail call void @luaG_opinterror(ptr noundef %0, ptr noundef nonnull %2, ptr noundef %1, ptr noundef nonnull @.str.36) #7, !dbg !973
  unreachable, !dbg !973

24:                                               ; preds = %11
  tail call void @luaG_opinterror(ptr noundef %0, ptr noundef %2, ptr noundef %1, ptr noundef nonnull @.str.37) #7, !dbg !974
  unreachable, !dbg !974

25:                                               ; preds = %6
    #dbg_value(ptr %0, !828, !DIExpression(), !975)
    #dbg_value(ptr %1, !829, !DIExpression(), !975)
    #dbg_value(ptr %2, !830, !DIExpression(), !975)
    #dbg_value(ptr %4, !831, !DIExpression(), !975)
    #dbg_value(i32 %5, !832, !DIExpression(), !975)
  %26 = tail call fastcc i32 @callbinTM(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %4, i32 noundef %5), !dbg !977
  %27 = icmp eq i32 %26, 0, !dbg !977
  br i1 %27, label %28, label %42, !dbg !978, !prof !837

28:                                               ; preds = %25
  switch i32 %5, label %41 [
    i32 13, label %29
    i32 14, label %29
    i32 15, label %29
    i32 16, label %29
    i32 17, label %29
    i32 19, label %29
  ], !dbg !979

29:                                               ; preds = %28, %28, %28, %28, %28, %28
  %30 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !980
  %31 = load i8, ptr %30, align 8, !dbg !980, !tbaa !655
  %32 = and i8 %31, 15, !dbg !980
  %33 = icmp eq i8 %32, 3, !dbg !980
  br i1 %33, label %34, label %40, !dbg !981

34:                                               ; preds = %29
  %35 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !982
  %36 = load i8, ptr %35, align 8, !dbg !982, !tbaa !655
  %37 = and i8 %36, 15, !dbg !982
  %38 = icmp eq i8 %37, 3, !dbg !982
  br i1 %38, label %39, label %40, !dbg !983

39:                                               ; preds = %34
  tail call void @luaG_tointerror(ptr noundef %0, ptr noundef nonnull %1, ptr noundef nonnull %2) #7, !dbg !984
  unreachable, !dbg !984

40:                                               ; preds = %34, %29
  tail call void @luaG_opinterror(ptr noundef %0, ptr noundef nonnull %1, ptr noundef %2, ptr noundef nonnull @.str.36) #7, !dbg !985
  unreachable, !dbg !985

41:                                               ; preds = %28
  tail call void @luaG_opinterror(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef nonnull @.str.37) #7, !dbg !986
  unreachable, !dbg !986

42:                                               ; preds = %25, %8
  ret void, !dbg !987
}

; Function Attrs: nounwind uwtable
define hidden void @luaT_trybiniTM(ptr noundef %0, ptr noundef %1, i64 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %5) local_unnamed_addr #0 !dbg !988 {
  %7 = alloca %struct.TValue, align 8, !DIAssignID !1001
    #dbg_assign(i1 undef, !998, !DIExpression(), !1001, ptr %7, !DIExpression(), !1002)
    #dbg_value(ptr %0, !992, !DIExpression(), !1002)
    #dbg_value(ptr %1, !993, !DIExpression(), !1002)
    #dbg_value(i64 %2, !994, !DIExpression(), !1002)
    #dbg_value(i32 %3, !995, !DIExpression(), !1002)
    #dbg_value(ptr %4, !996, !DIExpression(), !1002)
    #dbg_value(i32 %5, !997, !DIExpression(), !1002)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #6, !dbg !1003
    #dbg_value(ptr %7, !999, !DIExpression(), !1004)
  store i64 %2, ptr %7, align 8, !dbg !1005, !tbaa !684
  %8 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !1005
  store i8 3, ptr %8, align 8, !dbg !1005, !tbaa !655
  call void @luaT_trybinassocTM(ptr noundef %0, ptr noundef %1, ptr noundef nonnull %7, i32 noundef %3, ptr noundef %4, i32 noundef %5), !dbg !1006
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #6, !dbg !1007
  ret void, !dbg !1007
}

; Function Attrs: nounwind uwtable
define hidden range(i32 0, 2) i32 @luaT_callorderTM(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !1008 {
    #dbg_value(ptr %0, !1012, !DIExpression(), !1016)
    #dbg_value(ptr %1, !1013, !DIExpression(), !1016)
    #dbg_value(ptr %2, !1014, !DIExpression(), !1016)
    #dbg_value(i32 %3, !1015, !DIExpression(), !1016)
  %5 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1017
  %6 = load ptr, ptr %5, align 8, !dbg !1019, !tbaa !684
  %7 = tail call fastcc i32 @callbinTM(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %6, i32 noundef %3), !dbg !1020
  %8 = icmp eq i32 %7, 0, !dbg !1020
  br i1 %8, label %17, label %9, !dbg !1021

9:                                                ; preds = %4
  %10 = load ptr, ptr %5, align 8, !dbg !1022, !tbaa !684
  %11 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !1022
  %12 = load i8, ptr %11, align 8, !dbg !1022, !tbaa !684
  %13 = icmp ne i8 %12, 1, !dbg !1022
  %14 = and i8 %12, 15, !dbg !1022
  %15 = icmp ne i8 %14, 0, !dbg !1022
  %16 = and i1 %13, %15, !dbg !1022
  br label %41, !dbg !1023

17:                                               ; preds = %4
  %18 = icmp eq i32 %3, 21, !dbg !1024
  br i1 %18, label %19, label %40, !dbg !1026

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1027
  %21 = load ptr, ptr %20, align 8, !dbg !1027, !tbaa !770
  %22 = getelementptr inbounds i8, ptr %21, i64 62, !dbg !1029
  %23 = load i16, ptr %22, align 2, !dbg !1030, !tbaa !771
  %24 = or i16 %23, 8192, !dbg !1030
  store i16 %24, ptr %22, align 2, !dbg !1030, !tbaa !771
  %25 = load ptr, ptr %5, align 8, !dbg !1031, !tbaa !684
  %26 = tail call fastcc i32 @callbinTM(ptr noundef nonnull %0, ptr noundef %2, ptr noundef %1, ptr noundef %25, i32 noundef 20), !dbg !1033
  %27 = icmp eq i32 %26, 0, !dbg !1033
  br i1 %27, label %40, label %28, !dbg !1034

28:                                               ; preds = %19
  %29 = load ptr, ptr %20, align 8, !dbg !1035, !tbaa !770
  %30 = getelementptr inbounds i8, ptr %29, i64 62, !dbg !1037
  %31 = load i16, ptr %30, align 2, !dbg !1038, !tbaa !771
  %32 = xor i16 %31, 8192, !dbg !1038
  store i16 %32, ptr %30, align 2, !dbg !1038, !tbaa !771
  %33 = load ptr, ptr %5, align 8, !dbg !1039, !tbaa !684
  %34 = getelementptr inbounds i8, ptr %33, i64 8, !dbg !1039
  %35 = load i8, ptr %34, align 8, !dbg !1039, !tbaa !684
  %36 = icmp eq i8 %35, 1, !dbg !1039
  %37 = and i8 %35, 15, !dbg !1039
  %38 = icmp eq i8 %37, 0, !dbg !1039
  %39 = or i1 %36, %38, !dbg !1039
  br label %41, !dbg !1040

40:                                               ; preds = %17, %19
  tail call void @luaG_ordererror(ptr noundef nonnull %0, ptr noundef %1, ptr noundef %2) #7, !dbg !1041
  unreachable, !dbg !1041

41:                                               ; preds = %28, %9
  %42 = phi i1 [ %16, %9 ], [ %39, %28 ]
  %43 = zext i1 %42 to i32, !dbg !1042
  ret i32 %43, !dbg !1043
}

; Function Attrs: noreturn
declare !dbg !1044 hidden void @luaG_ordererror(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define hidden range(i32 0, 2) i32 @luaT_callorderiTM(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 !dbg !1045 {
  %7 = alloca %struct.TValue, align 8, !DIAssignID !1063
    #dbg_assign(i1 undef, !1055, !DIExpression(), !1063, ptr %7, !DIExpression(), !1064)
    #dbg_value(ptr %0, !1049, !DIExpression(), !1064)
    #dbg_value(ptr %1, !1050, !DIExpression(), !1064)
    #dbg_value(i32 %2, !1051, !DIExpression(), !1064)
    #dbg_value(i32 %3, !1052, !DIExpression(), !1064)
    #dbg_value(i32 %4, !1053, !DIExpression(), !1064)
    #dbg_value(i32 %5, !1054, !DIExpression(), !1064)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #6, !dbg !1065
  %8 = icmp eq i32 %4, 0, !dbg !1066
  %9 = sext i32 %2 to i64, !dbg !1067
  %10 = bitcast i64 %9 to double, !dbg !1067
  %11 = sitofp i32 %2 to double, !dbg !1067
  %12 = select i1 %8, double %10, double %11, !dbg !1067
  %13 = select i1 %8, i8 3, i8 19, !dbg !1067
  store double %12, ptr %7, align 8, !dbg !1068
  %14 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !1068
  store i8 %13, ptr %14, align 8, !dbg !1068
  %15 = icmp eq i32 %3, 0, !dbg !1069
  %16 = select i1 %15, ptr %7, ptr %1
  %17 = select i1 %15, ptr %1, ptr %7
    #dbg_value(ptr %17, !1050, !DIExpression(), !1064)
    #dbg_value(ptr %16, !1056, !DIExpression(), !1064)
  %18 = call i32 @luaT_callorderTM(ptr noundef %0, ptr noundef %17, ptr noundef %16, i32 noundef %5), !dbg !1071
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #6, !dbg !1072
  ret i32 %18, !dbg !1073
}

; Function Attrs: nounwind uwtable
define hidden void @luaT_adjustvarargs(ptr noundef %0, i32 noundef %1, ptr nocapture noundef %2, ptr nocapture noundef readonly %3) local_unnamed_addr #0 !dbg !1074 {
    #dbg_value(ptr %0, !1081, !DIExpression(), !1097)
    #dbg_value(i32 %1, !1082, !DIExpression(), !1097)
    #dbg_value(ptr %2, !1083, !DIExpression(), !1097)
    #dbg_value(ptr %3, !1084, !DIExpression(), !1097)
  %5 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1098
  %6 = load ptr, ptr %5, align 8, !dbg !1098, !tbaa !684
  %7 = load ptr, ptr %2, align 8, !dbg !1098, !tbaa !684
  %8 = ptrtoint ptr %6 to i64, !dbg !1098
  %9 = ptrtoint ptr %7 to i64, !dbg !1098
  %10 = sub i64 %8, %9, !dbg !1098
  %11 = lshr exact i64 %10, 4, !dbg !1098
  %12 = trunc i64 %11 to i32, !dbg !1098
    #dbg_value(i32 %12, !1086, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1097)
  %13 = xor i32 %1, -1, !dbg !1099
  %14 = add i32 %12, %13, !dbg !1099
    #dbg_value(i32 %14, !1087, !DIExpression(), !1097)
  %15 = getelementptr inbounds i8, ptr %2, i64 44, !dbg !1100
  store i32 %14, ptr %15, align 4, !dbg !1101, !tbaa !684
  %16 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !1102
  %17 = load ptr, ptr %16, align 8, !dbg !1102, !tbaa !684
  %18 = load ptr, ptr %5, align 8, !dbg !1102, !tbaa !684
  %19 = ptrtoint ptr %17 to i64, !dbg !1102
  %20 = ptrtoint ptr %18 to i64, !dbg !1102
  %21 = sub i64 %19, %20, !dbg !1102
  %22 = ashr exact i64 %21, 4, !dbg !1102
  %23 = getelementptr inbounds i8, ptr %3, i64 12, !dbg !1102
  %24 = load i8, ptr %23, align 4, !dbg !1102, !tbaa !1104
  %25 = zext i8 %24 to i32, !dbg !1102
  %26 = add nuw nsw i32 %25, 1, !dbg !1102
  %27 = zext nneg i32 %26 to i64, !dbg !1102
  %28 = icmp sgt i64 %22, %27, !dbg !1102
  br i1 %28, label %32, label %29, !dbg !1106, !prof !1107

29:                                               ; preds = %4
  %30 = tail call i32 @luaD_growstack(ptr noundef nonnull %0, i32 noundef %26, i32 noundef 1) #6, !dbg !1108
  %31 = load ptr, ptr %5, align 8, !dbg !1110, !tbaa !684
  br label %32, !dbg !1108

32:                                               ; preds = %4, %29
  %33 = phi ptr [ %18, %4 ], [ %31, %29 ], !dbg !1110
  %34 = getelementptr inbounds i8, ptr %33, i64 16, !dbg !1110
  store ptr %34, ptr %5, align 8, !dbg !1110, !tbaa !684
    #dbg_value(ptr %33, !1088, !DIExpression(), !1111)
  %35 = load ptr, ptr %2, align 8, !dbg !1110, !tbaa !684
    #dbg_value(ptr %35, !1090, !DIExpression(), !1111)
  %36 = load i64, ptr %35, align 8, !dbg !1110, !tbaa !684
  store i64 %36, ptr %33, align 8, !dbg !1110, !tbaa !684
  %37 = getelementptr inbounds i8, ptr %35, i64 8, !dbg !1110
  %38 = load i8, ptr %37, align 8, !dbg !1110, !tbaa !655
  %39 = getelementptr inbounds i8, ptr %33, i64 8, !dbg !1110
  store i8 %38, ptr %39, align 8, !dbg !1110, !tbaa !655
    #dbg_value(i32 1, !1085, !DIExpression(), !1097)
  %40 = icmp slt i32 %1, 1, !dbg !1112
  br i1 %40, label %88, label %41, !dbg !1113

41:                                               ; preds = %32
  %42 = zext nneg i32 %1 to i64, !dbg !1113
  %43 = and i64 %42, 1, !dbg !1113
  %44 = icmp eq i32 %1, 1, !dbg !1113
  br i1 %44, label %74, label %45, !dbg !1113

45:                                               ; preds = %41
  %46 = and i64 %42, 2147483646, !dbg !1113
  br label %47, !dbg !1113

47:                                               ; preds = %47, %45
  %48 = phi i64 [ 1, %45 ], [ %71, %47 ]
  %49 = phi i64 [ 0, %45 ], [ %72, %47 ]
    #dbg_value(i64 %48, !1085, !DIExpression(), !1097)
  %50 = load ptr, ptr %5, align 8, !dbg !1114, !tbaa !684
  %51 = getelementptr inbounds i8, ptr %50, i64 16, !dbg !1114
  store ptr %51, ptr %5, align 8, !dbg !1114, !tbaa !684
    #dbg_value(ptr %50, !1091, !DIExpression(), !1115)
  %52 = load ptr, ptr %2, align 8, !dbg !1114, !tbaa !684
  %53 = getelementptr inbounds %union.StackValue, ptr %52, i64 %48, !dbg !1114
    #dbg_value(ptr %53, !1096, !DIExpression(), !1115)
  %54 = load i64, ptr %53, align 8, !dbg !1114, !tbaa !684
  store i64 %54, ptr %50, align 8, !dbg !1114, !tbaa !684
  %55 = getelementptr inbounds i8, ptr %53, i64 8, !dbg !1114
  %56 = load i8, ptr %55, align 8, !dbg !1114, !tbaa !655
  %57 = getelementptr inbounds i8, ptr %50, i64 8, !dbg !1114
  store i8 %56, ptr %57, align 8, !dbg !1114, !tbaa !655
  %58 = load ptr, ptr %2, align 8, !dbg !1116, !tbaa !684
  %59 = getelementptr inbounds %union.StackValue, ptr %58, i64 %48, i32 0, i32 1, !dbg !1116
  store i8 0, ptr %59, align 8, !dbg !1116, !tbaa !684
  %60 = add nuw nsw i64 %48, 1, !dbg !1117
    #dbg_value(i64 %60, !1085, !DIExpression(), !1097)
  %61 = load ptr, ptr %5, align 8, !dbg !1114, !tbaa !684
  %62 = getelementptr inbounds i8, ptr %61, i64 16, !dbg !1114
  store ptr %62, ptr %5, align 8, !dbg !1114, !tbaa !684
    #dbg_value(ptr %61, !1091, !DIExpression(), !1115)
  %63 = load ptr, ptr %2, align 8, !dbg !1114, !tbaa !684
  %64 = getelementptr inbounds %union.StackValue, ptr %63, i64 %60, !dbg !1114
    #dbg_value(ptr %64, !1096, !DIExpression(), !1115)
  %65 = load i64, ptr %64, align 8, !dbg !1114, !tbaa !684
  store i64 %65, ptr %61, align 8, !dbg !1114, !tbaa !684
  %66 = getelementptr inbounds i8, ptr %64, i64 8, !dbg !1114
  %67 = load i8, ptr %66, align 8, !dbg !1114, !tbaa !655
  %68 = getelementptr inbounds i8, ptr %61, i64 8, !dbg !1114
  store i8 %67, ptr %68, align 8, !dbg !1114, !tbaa !655
  %69 = load ptr, ptr %2, align 8, !dbg !1116, !tbaa !684
  %70 = getelementptr inbounds %union.StackValue, ptr %69, i64 %60, i32 0, i32 1, !dbg !1116
  store i8 0, ptr %70, align 8, !dbg !1116, !tbaa !684
  %71 = add nuw nsw i64 %48, 2, !dbg !1117
    #dbg_value(i64 %71, !1085, !DIExpression(), !1097)
  %72 = add i64 %49, 2, !dbg !1113
  %73 = icmp eq i64 %72, %46, !dbg !1113
  br i1 %73, label %74, label %47, !dbg !1113, !llvm.loop !1118

74:                                               ; preds = %47, %41
  %75 = phi i64 [ 1, %41 ], [ %71, %47 ]
  %76 = icmp eq i64 %43, 0, !dbg !1113
  br i1 %76, label %88, label %77, !dbg !1113

77:                                               ; preds = %74
    #dbg_value(i64 %75, !1085, !DIExpression(), !1097)
  %78 = load ptr, ptr %5, align 8, !dbg !1114, !tbaa !684
  %79 = getelementptr inbounds i8, ptr %78, i64 16, !dbg !1114
  store ptr %79, ptr %5, align 8, !dbg !1114, !tbaa !684
    #dbg_value(ptr %78, !1091, !DIExpression(), !1115)
  %80 = load ptr, ptr %2, align 8, !dbg !1114, !tbaa !684
  %81 = getelementptr inbounds %union.StackValue, ptr %80, i64 %75, !dbg !1114
    #dbg_value(ptr %81, !1096, !DIExpression(), !1115)
  %82 = load i64, ptr %81, align 8, !dbg !1114, !tbaa !684
  store i64 %82, ptr %78, align 8, !dbg !1114, !tbaa !684
  %83 = getelementptr inbounds i8, ptr %81, i64 8, !dbg !1114
  %84 = load i8, ptr %83, align 8, !dbg !1114, !tbaa !655
  %85 = getelementptr inbounds i8, ptr %78, i64 8, !dbg !1114
  store i8 %84, ptr %85, align 8, !dbg !1114, !tbaa !655
  %86 = load ptr, ptr %2, align 8, !dbg !1116, !tbaa !684
  %87 = getelementptr inbounds %union.StackValue, ptr %86, i64 %75, i32 0, i32 1, !dbg !1116
  store i8 0, ptr %87, align 8, !dbg !1116, !tbaa !684
    #dbg_value(i64 %75, !1085, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1097)
  br label %88, !dbg !1120

88:                                               ; preds = %77, %74, %32
  %89 = load ptr, ptr %2, align 8, !dbg !1120, !tbaa !684
  %90 = shl i64 %10, 28, !dbg !1120
  %91 = ashr i64 %90, 32, !dbg !1120
  %92 = getelementptr inbounds %union.StackValue, ptr %89, i64 %91, !dbg !1120
  store ptr %92, ptr %2, align 8, !dbg !1120, !tbaa !684
  %93 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !1121
  %94 = load ptr, ptr %93, align 8, !dbg !1122, !tbaa !684
  %95 = getelementptr inbounds %union.StackValue, ptr %94, i64 %91, !dbg !1122
  store ptr %95, ptr %93, align 8, !dbg !1122, !tbaa !684
  ret void, !dbg !1123
}

declare !dbg !1124 hidden i32 @luaD_growstack(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define hidden void @luaT_getvarargs(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !1127 {
    #dbg_value(ptr %0, !1131, !DIExpression(), !1147)
    #dbg_value(ptr %1, !1132, !DIExpression(), !1147)
    #dbg_value(ptr %2, !1133, !DIExpression(), !1147)
    #dbg_value(i32 %3, !1134, !DIExpression(), !1147)
  %5 = getelementptr inbounds i8, ptr %1, i64 44, !dbg !1148
  %6 = load i32, ptr %5, align 4, !dbg !1148, !tbaa !684
    #dbg_value(i32 %6, !1136, !DIExpression(), !1147)
  %7 = freeze i32 %6, !dbg !1149
  %8 = icmp slt i32 %3, 0, !dbg !1150
  br i1 %8, label %9, label %39, !dbg !1151

9:                                                ; preds = %4
    #dbg_value(i32 %6, !1134, !DIExpression(), !1147)
  %10 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !1152
  %11 = load ptr, ptr %10, align 8, !dbg !1152, !tbaa !684
  %12 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1152
  %13 = load ptr, ptr %12, align 8, !dbg !1152, !tbaa !684
  %14 = ptrtoint ptr %11 to i64, !dbg !1152
  %15 = ptrtoint ptr %13 to i64, !dbg !1152
  %16 = sub i64 %14, %15, !dbg !1152
  %17 = ashr exact i64 %16, 4, !dbg !1152
  %18 = sext i32 %7 to i64, !dbg !1152
  %19 = icmp sgt i64 %17, %18, !dbg !1152
  br i1 %19, label %36, label %20, !dbg !1153, !prof !1107

20:                                               ; preds = %9
  %21 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !1154
  %22 = load ptr, ptr %21, align 8, !dbg !1154, !tbaa !684
  %23 = ptrtoint ptr %2 to i64, !dbg !1154
  %24 = ptrtoint ptr %22 to i64, !dbg !1154
  %25 = sub i64 %23, %24, !dbg !1154
    #dbg_value(i64 %25, !1137, !DIExpression(), !1155)
  %26 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1156
  %27 = load ptr, ptr %26, align 8, !dbg !1156, !tbaa !610
  %28 = getelementptr inbounds i8, ptr %27, i64 24, !dbg !1156
  %29 = load i64, ptr %28, align 8, !dbg !1156, !tbaa !1159
  %30 = icmp sgt i64 %29, 0, !dbg !1156
  br i1 %30, label %31, label %32, !dbg !1162

31:                                               ; preds = %20
  tail call void @luaC_step(ptr noundef nonnull %0) #6, !dbg !1163
  br label %32, !dbg !1163

32:                                               ; preds = %31, %20
  %33 = tail call i32 @luaD_growstack(ptr noundef nonnull %0, i32 noundef %7, i32 noundef 1) #6, !dbg !1154
  %34 = load ptr, ptr %21, align 8, !dbg !1154, !tbaa !684
  %35 = getelementptr inbounds i8, ptr %34, i64 %25, !dbg !1154
    #dbg_value(ptr %35, !1133, !DIExpression(), !1147)
  br label %36, !dbg !1154

36:                                               ; preds = %9, %32
  %37 = phi ptr [ %35, %32 ], [ %2, %9 ]
    #dbg_value(ptr %37, !1133, !DIExpression(), !1147)
  %38 = getelementptr inbounds %union.StackValue, ptr %37, i64 %18, !dbg !1165
  store ptr %38, ptr %12, align 8, !dbg !1166, !tbaa !684
  br label %39, !dbg !1167

39:                                               ; preds = %36, %4
  %40 = phi i32 [ %7, %36 ], [ %3, %4 ]
  %41 = phi ptr [ %37, %36 ], [ %2, %4 ]
    #dbg_value(ptr %41, !1133, !DIExpression(), !1147)
    #dbg_value(i32 %40, !1134, !DIExpression(), !1147)
    #dbg_value(i32 0, !1135, !DIExpression(), !1147)
  %42 = tail call i32 @llvm.smin.i32(i32 %40, i32 %7), !dbg !1149
    #dbg_value(i32 0, !1135, !DIExpression(), !1147)
  %43 = icmp sgt i32 %42, 0, !dbg !1168
  br i1 %43, label %44, label %64, !dbg !1169

44:                                               ; preds = %39
  %45 = sext i32 %7 to i64
  %46 = sub nsw i64 0, %45
  %47 = zext nneg i32 %42 to i64, !dbg !1168
  %48 = and i64 %47, 1, !dbg !1169
  %49 = icmp eq i32 %42, 1, !dbg !1169
  br i1 %49, label %52, label %50, !dbg !1169

50:                                               ; preds = %44
  %51 = and i64 %47, 2147483646, !dbg !1169
  br label %84, !dbg !1169

52:                                               ; preds = %84, %44
  %53 = phi i64 [ 0, %44 ], [ %104, %84 ]
  %54 = icmp eq i64 %48, 0, !dbg !1169
  br i1 %54, label %64, label %55, !dbg !1169

55:                                               ; preds = %52
    #dbg_value(i64 %53, !1135, !DIExpression(), !1147)
  %56 = getelementptr inbounds %union.StackValue, ptr %41, i64 %53, !dbg !1170
    #dbg_value(ptr %56, !1142, !DIExpression(), !1171)
  %57 = load ptr, ptr %1, align 8, !dbg !1170, !tbaa !684
  %58 = getelementptr inbounds %union.StackValue, ptr %57, i64 %46, !dbg !1170
  %59 = getelementptr inbounds %union.StackValue, ptr %58, i64 %53, !dbg !1170
    #dbg_value(ptr %59, !1146, !DIExpression(), !1171)
  %60 = load i64, ptr %59, align 8, !dbg !1170, !tbaa !684
  store i64 %60, ptr %56, align 8, !dbg !1170, !tbaa !684
  %61 = getelementptr inbounds i8, ptr %59, i64 8, !dbg !1170
  %62 = load i8, ptr %61, align 8, !dbg !1170, !tbaa !655
  %63 = getelementptr inbounds i8, ptr %56, i64 8, !dbg !1170
  store i8 %62, ptr %63, align 8, !dbg !1170, !tbaa !655
    #dbg_value(i64 %53, !1135, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1147)
  br label %64, !dbg !1172

64:                                               ; preds = %55, %52, %39
  %65 = phi i32 [ 0, %39 ], [ %42, %52 ], [ %42, %55 ], !dbg !1175
    #dbg_value(i32 %65, !1135, !DIExpression(), !1147)
  %66 = icmp slt i32 %65, %40, !dbg !1172
  br i1 %66, label %67, label %118, !dbg !1176

67:                                               ; preds = %64
  %68 = zext nneg i32 %65 to i64, !dbg !1176
  %69 = zext i32 %40 to i64, !dbg !1172
  %70 = sub nsw i64 %69, %68, !dbg !1176
  %71 = and i64 %70, 3, !dbg !1176
  %72 = icmp eq i64 %71, 0, !dbg !1176
  br i1 %72, label %80, label %73, !dbg !1176

73:                                               ; preds = %67, %73
  %74 = phi i64 [ %77, %73 ], [ %68, %67 ]
  %75 = phi i64 [ %78, %73 ], [ 0, %67 ]
    #dbg_value(i64 %74, !1135, !DIExpression(), !1147)
  %76 = getelementptr inbounds %union.StackValue, ptr %41, i64 %74, i32 0, i32 1, !dbg !1177
  store i8 0, ptr %76, align 8, !dbg !1177, !tbaa !684
  %77 = add nuw nsw i64 %74, 1, !dbg !1178
    #dbg_value(i64 %77, !1135, !DIExpression(), !1147)
  %78 = add i64 %75, 1, !dbg !1176
  %79 = icmp eq i64 %78, %71, !dbg !1176
  br i1 %79, label %80, label %73, !dbg !1176, !llvm.loop !1179

80:                                               ; preds = %73, %67
  %81 = phi i64 [ %68, %67 ], [ %77, %73 ]
  %82 = sub nsw i64 %68, %69, !dbg !1176
  %83 = icmp ugt i64 %82, -4, !dbg !1176
  br i1 %83, label %118, label %107, !dbg !1176

84:                                               ; preds = %84, %50
  %85 = phi i64 [ 0, %50 ], [ %104, %84 ]
  %86 = phi i64 [ 0, %50 ], [ %105, %84 ]
    #dbg_value(i64 %85, !1135, !DIExpression(), !1147)
  %87 = getelementptr inbounds %union.StackValue, ptr %41, i64 %85, !dbg !1170
    #dbg_value(ptr %87, !1142, !DIExpression(), !1171)
  %88 = load ptr, ptr %1, align 8, !dbg !1170, !tbaa !684
  %89 = getelementptr inbounds %union.StackValue, ptr %88, i64 %46, !dbg !1170
  %90 = getelementptr inbounds %union.StackValue, ptr %89, i64 %85, !dbg !1170
    #dbg_value(ptr %90, !1146, !DIExpression(), !1171)
  %91 = load i64, ptr %90, align 8, !dbg !1170, !tbaa !684
  store i64 %91, ptr %87, align 8, !dbg !1170, !tbaa !684
  %92 = getelementptr inbounds i8, ptr %90, i64 8, !dbg !1170
  %93 = load i8, ptr %92, align 8, !dbg !1170, !tbaa !655
  %94 = getelementptr inbounds i8, ptr %87, i64 8, !dbg !1170
  store i8 %93, ptr %94, align 8, !dbg !1170, !tbaa !655
  %95 = or disjoint i64 %85, 1, !dbg !1181
    #dbg_value(i64 %95, !1135, !DIExpression(), !1147)
  %96 = getelementptr inbounds %union.StackValue, ptr %41, i64 %95, !dbg !1170
    #dbg_value(ptr %96, !1142, !DIExpression(), !1171)
  %97 = load ptr, ptr %1, align 8, !dbg !1170, !tbaa !684
  %98 = getelementptr inbounds %union.StackValue, ptr %97, i64 %46, !dbg !1170
  %99 = getelementptr inbounds %union.StackValue, ptr %98, i64 %95, !dbg !1170
    #dbg_value(ptr %99, !1146, !DIExpression(), !1171)
  %100 = load i64, ptr %99, align 8, !dbg !1170, !tbaa !684
  store i64 %100, ptr %96, align 8, !dbg !1170, !tbaa !684
  %101 = getelementptr inbounds i8, ptr %99, i64 8, !dbg !1170
  %102 = load i8, ptr %101, align 8, !dbg !1170, !tbaa !655
  %103 = getelementptr inbounds i8, ptr %96, i64 8, !dbg !1170
  store i8 %102, ptr %103, align 8, !dbg !1170, !tbaa !655
  %104 = add nuw nsw i64 %85, 2, !dbg !1181
    #dbg_value(i64 %104, !1135, !DIExpression(), !1147)
  %105 = add i64 %86, 2, !dbg !1169
  %106 = icmp eq i64 %105, %51, !dbg !1169
  br i1 %106, label %52, label %84, !dbg !1169, !llvm.loop !1182

107:                                              ; preds = %80, %107
  %108 = phi i64 [ %116, %107 ], [ %81, %80 ]
    #dbg_value(i64 %108, !1135, !DIExpression(), !1147)
  %109 = getelementptr inbounds %union.StackValue, ptr %41, i64 %108, i32 0, i32 1, !dbg !1177
  store i8 0, ptr %109, align 8, !dbg !1177, !tbaa !684
  %110 = add nuw nsw i64 %108, 1, !dbg !1178
    #dbg_value(i64 %110, !1135, !DIExpression(), !1147)
  %111 = getelementptr inbounds %union.StackValue, ptr %41, i64 %110, i32 0, i32 1, !dbg !1177
  store i8 0, ptr %111, align 8, !dbg !1177, !tbaa !684
  %112 = add nuw nsw i64 %108, 2, !dbg !1178
    #dbg_value(i64 %112, !1135, !DIExpression(), !1147)
  %113 = getelementptr inbounds %union.StackValue, ptr %41, i64 %112, i32 0, i32 1, !dbg !1177
  store i8 0, ptr %113, align 8, !dbg !1177, !tbaa !684
  %114 = add nuw nsw i64 %108, 3, !dbg !1178
    #dbg_value(i64 %114, !1135, !DIExpression(), !1147)
  %115 = getelementptr inbounds %union.StackValue, ptr %41, i64 %114, i32 0, i32 1, !dbg !1177
  store i8 0, ptr %115, align 8, !dbg !1177, !tbaa !684
  %116 = add nuw nsw i64 %108, 4, !dbg !1178
    #dbg_value(i64 %116, !1135, !DIExpression(), !1147)
  %117 = icmp eq i64 %116, %69, !dbg !1172
  br i1 %117, label %118, label %107, !dbg !1176, !llvm.loop !1184

118:                                              ; preds = %80, %107, %64
  ret void, !dbg !1186
}

declare !dbg !1187 hidden void @luaC_step(ptr noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!594, !595, !596, !597, !598, !599, !600}
!llvm.ident = !{!601}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "src/lua/ltm.c", directory: ".", checksumkind: CSK_MD5, checksum: "82e8d6ed8e8b3c189ca41d105135d75a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 9)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 8)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "udatatypename", scope: !19, file: !2, line: 28, type: !593, isLocal: true, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !20, retainedTypes: !51, globals: !489, splitDebugInlining: false, nameTableKind: None)
!20 = !{!21}
!21 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !22, line: 18, baseType: !23, size: 32, elements: !24)
!22 = !DIFile(filename: "src/lua/ltm.h", directory: ".", checksumkind: CSK_MD5, checksum: "550ecc448a2b932870d8240a6cb7e444")
!23 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!24 = !{!25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50}
!25 = !DIEnumerator(name: "TM_INDEX", value: 0)
!26 = !DIEnumerator(name: "TM_NEWINDEX", value: 1)
!27 = !DIEnumerator(name: "TM_GC", value: 2)
!28 = !DIEnumerator(name: "TM_MODE", value: 3)
!29 = !DIEnumerator(name: "TM_LEN", value: 4)
!30 = !DIEnumerator(name: "TM_EQ", value: 5)
!31 = !DIEnumerator(name: "TM_ADD", value: 6)
!32 = !DIEnumerator(name: "TM_SUB", value: 7)
!33 = !DIEnumerator(name: "TM_MUL", value: 8)
!34 = !DIEnumerator(name: "TM_MOD", value: 9)
!35 = !DIEnumerator(name: "TM_POW", value: 10)
!36 = !DIEnumerator(name: "TM_DIV", value: 11)
!37 = !DIEnumerator(name: "TM_IDIV", value: 12)
!38 = !DIEnumerator(name: "TM_BAND", value: 13)
!39 = !DIEnumerator(name: "TM_BOR", value: 14)
!40 = !DIEnumerator(name: "TM_BXOR", value: 15)
!41 = !DIEnumerator(name: "TM_SHL", value: 16)
!42 = !DIEnumerator(name: "TM_SHR", value: 17)
!43 = !DIEnumerator(name: "TM_UNM", value: 18)
!44 = !DIEnumerator(name: "TM_BNOT", value: 19)
!45 = !DIEnumerator(name: "TM_LT", value: 20)
!46 = !DIEnumerator(name: "TM_LE", value: 21)
!47 = !DIEnumerator(name: "TM_CONCAT", value: 22)
!48 = !DIEnumerator(name: "TM_CALL", value: 23)
!49 = !DIEnumerator(name: "TM_CLOSE", value: 24)
!50 = !DIEnumerator(name: "TM_N", value: 25)
!51 = !{!52, !64, !120, !488, !143, !371, !127}
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!53 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "GCUnion", file: !54, line: 353, size: 1600, elements: !55)
!54 = !DIFile(filename: "src/lua/lstate.h", directory: ".", checksumkind: CSK_MD5, checksum: "edd1473ca499831d12a0476e1db0587d")
!55 = !{!56, !68, !90, !404, !484, !485, !486, !487}
!56 = !DIDerivedType(tag: DW_TAG_member, name: "gc", scope: !53, file: !54, line: 354, baseType: !57, size: 128)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "GCObject", file: !58, line: 294, baseType: !59)
!58 = !DIFile(filename: "src/lua/lobject.h", directory: ".", checksumkind: CSK_MD5, checksum: "aea49a507ea3586a933fcf888e0c1530")
!59 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "GCObject", file: !58, line: 292, size: 128, elements: !60)
!60 = !{!61, !63, !67}
!61 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !59, file: !58, line: 293, baseType: !62, size: 64)
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !59, file: !58, line: 293, baseType: !64, size: 8, offset: 64)
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "lu_byte", file: !65, line: 36, baseType: !66)
!65 = !DIFile(filename: "src/lua/llimits.h", directory: ".", checksumkind: CSK_MD5, checksum: "f70379667ce169a2840c3c885517102a")
!66 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !59, file: !58, line: 293, baseType: !64, size: 8, offset: 72)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "ts", scope: !53, file: !54, line: 355, baseType: !69, size: 256)
!69 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TString", file: !58, line: 386, size: 256, elements: !70)
!70 = !{!71, !72, !73, !74, !75, !76, !77, !86}
!71 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !69, file: !58, line: 387, baseType: !62, size: 64)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !69, file: !58, line: 387, baseType: !64, size: 8, offset: 64)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !69, file: !58, line: 387, baseType: !64, size: 8, offset: 72)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "extra", scope: !69, file: !58, line: 388, baseType: !64, size: 8, offset: 80)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "shrlen", scope: !69, file: !58, line: 389, baseType: !64, size: 8, offset: 88)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !69, file: !58, line: 390, baseType: !23, size: 32, offset: 96)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !69, file: !58, line: 394, baseType: !78, size: 64, offset: 128)
!78 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !69, file: !58, line: 391, size: 64, elements: !79)
!79 = !{!80, !84}
!80 = !DIDerivedType(tag: DW_TAG_member, name: "lnglen", scope: !78, file: !58, line: 392, baseType: !81, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !82, line: 18, baseType: !83)
!82 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!83 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "hnext", scope: !78, file: !58, line: 393, baseType: !85, size: 64)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "contents", scope: !69, file: !58, line: 395, baseType: !87, size: 8, offset: 192)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 1)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !53, file: !54, line: 356, baseType: !91, size: 448)
!91 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Udata", file: !58, line: 459, size: 448, elements: !92)
!92 = !{!93, !94, !95, !96, !98, !99, !392, !393}
!93 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !91, file: !58, line: 460, baseType: !62, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !91, file: !58, line: 460, baseType: !64, size: 8, offset: 64)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !91, file: !58, line: 460, baseType: !64, size: 8, offset: 72)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "nuvalue", scope: !91, file: !58, line: 461, baseType: !97, size: 16, offset: 80)
!97 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !91, file: !58, line: 462, baseType: !81, size: 64, offset: 128)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "metatable", scope: !91, file: !58, line: 463, baseType: !100, size: 64, offset: 192)
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!101 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Table", file: !58, line: 737, size: 448, elements: !102)
!102 = !{!103, !104, !105, !106, !107, !108, !109, !375, !389, !390, !391}
!103 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !101, file: !58, line: 738, baseType: !62, size: 64)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !101, file: !58, line: 738, baseType: !64, size: 8, offset: 64)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !101, file: !58, line: 738, baseType: !64, size: 8, offset: 72)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !101, file: !58, line: 739, baseType: !64, size: 8, offset: 80)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "lsizenode", scope: !101, file: !58, line: 740, baseType: !64, size: 8, offset: 88)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "alimit", scope: !101, file: !58, line: 741, baseType: !23, size: 32, offset: 96)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "array", scope: !101, file: !58, line: 742, baseType: !110, size: 64, offset: 128)
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!111 = !DIDerivedType(tag: DW_TAG_typedef, name: "TValue", file: !58, line: 69, baseType: !112)
!112 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TValue", file: !58, line: 67, size: 128, elements: !113)
!113 = !{!114, !374}
!114 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !112, file: !58, line: 68, baseType: !115, size: 64)
!115 = !DIDerivedType(tag: DW_TAG_typedef, name: "Value", file: !58, line: 57, baseType: !116)
!116 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Value", file: !58, line: 49, size: 64, elements: !117)
!117 = !{!118, !119, !121, !367, !370, !373}
!118 = !DIDerivedType(tag: DW_TAG_member, name: "gc", scope: !116, file: !58, line: 50, baseType: !62, size: 64)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !116, file: !58, line: 51, baseType: !120, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !116, file: !58, line: 52, baseType: !122, size: 64)
!122 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_CFunction", file: !123, line: 106, baseType: !124)
!123 = !DIFile(filename: "src/lua/lua.h", directory: ".", checksumkind: CSK_MD5, checksum: "ece01bd891804d6468c3a8128cee43b0")
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!125 = !DISubroutineType(types: !126)
!126 = !{!127, !128}
!127 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !129, size: 64)
!129 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_State", file: !123, line: 57, baseType: !130)
!130 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lua_State", file: !54, line: 309, size: 1600, elements: !131)
!131 = !{!132, !133, !134, !135, !136, !137, !138, !159, !243, !298, !299, !300, !324, !325, !326, !327, !330, !331, !361, !362, !363, !364, !365, !366}
!132 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !130, file: !54, line: 310, baseType: !62, size: 64)
!133 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !130, file: !54, line: 310, baseType: !64, size: 8, offset: 64)
!134 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !130, file: !54, line: 310, baseType: !64, size: 8, offset: 72)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "status", scope: !130, file: !54, line: 311, baseType: !64, size: 8, offset: 80)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "allowhook", scope: !130, file: !54, line: 312, baseType: !64, size: 8, offset: 88)
!137 = !DIDerivedType(tag: DW_TAG_member, name: "nci", scope: !130, file: !54, line: 313, baseType: !97, size: 16, offset: 96)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "top", scope: !130, file: !54, line: 314, baseType: !139, size: 64, offset: 128)
!139 = !DIDerivedType(tag: DW_TAG_typedef, name: "StkIdRel", file: !58, line: 168, baseType: !140)
!140 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !58, line: 165, size: 64, elements: !141)
!141 = !{!142, !155}
!142 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !140, file: !58, line: 166, baseType: !143, size: 64)
!143 = !DIDerivedType(tag: DW_TAG_typedef, name: "StkId", file: !58, line: 158, baseType: !144)
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !145, size: 64)
!145 = !DIDerivedType(tag: DW_TAG_typedef, name: "StackValue", file: !58, line: 154, baseType: !146)
!146 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "StackValue", file: !58, line: 148, size: 128, elements: !147)
!147 = !{!148, !149}
!148 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !146, file: !58, line: 149, baseType: !111, size: 128)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "tbclist", scope: !146, file: !58, line: 153, baseType: !150, size: 128)
!150 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !146, file: !58, line: 150, size: 128, elements: !151)
!151 = !{!152, !153, !154}
!152 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !150, file: !58, line: 151, baseType: !115, size: 64)
!153 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !150, file: !58, line: 151, baseType: !64, size: 8, offset: 64)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "delta", scope: !150, file: !58, line: 152, baseType: !97, size: 16, offset: 80)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !140, file: !58, line: 167, baseType: !156, size: 64)
!156 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", file: !157, line: 18, baseType: !158)
!157 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_ptrdiff_t.h", directory: "", checksumkind: CSK_MD5, checksum: "21e0c40f3315797d915cc7ea60040a98")
!158 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!159 = !DIDerivedType(tag: DW_TAG_member, name: "l_G", scope: !130, file: !54, line: 315, baseType: !160, size: 64, offset: 192)
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !161, size: 64)
!161 = !DIDerivedType(tag: DW_TAG_typedef, name: "global_State", file: !54, line: 303, baseType: !162)
!162 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "global_State", file: !54, line: 254, size: 11328, elements: !163)
!163 = !{!164, !169, !170, !172, !173, !175, !176, !186, !187, !188, !189, !190, !191, !192, !193, !194, !195, !196, !197, !198, !199, !200, !202, !204, !205, !206, !207, !208, !209, !210, !211, !212, !213, !214, !215, !216, !217, !218, !219, !221, !222, !223, !224, !228, !230, !235, !242}
!164 = !DIDerivedType(tag: DW_TAG_member, name: "frealloc", scope: !162, file: !54, line: 255, baseType: !165, size: 64)
!165 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Alloc", file: !123, line: 125, baseType: !166)
!166 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !167, size: 64)
!167 = !DISubroutineType(types: !168)
!168 = !{!120, !120, !120, !81, !81}
!169 = !DIDerivedType(tag: DW_TAG_member, name: "ud", scope: !162, file: !54, line: 256, baseType: !120, size: 64, offset: 64)
!170 = !DIDerivedType(tag: DW_TAG_member, name: "totalbytes", scope: !162, file: !54, line: 257, baseType: !171, size: 64, offset: 128)
!171 = !DIDerivedType(tag: DW_TAG_typedef, name: "l_mem", file: !65, line: 28, baseType: !156)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "GCdebt", scope: !162, file: !54, line: 258, baseType: !171, size: 64, offset: 192)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "GCestimate", scope: !162, file: !54, line: 259, baseType: !174, size: 64, offset: 256)
!174 = !DIDerivedType(tag: DW_TAG_typedef, name: "lu_mem", file: !65, line: 27, baseType: !81)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "lastatomic", scope: !162, file: !54, line: 260, baseType: !174, size: 64, offset: 320)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "strt", scope: !162, file: !54, line: 261, baseType: !177, size: 128, offset: 384)
!177 = !DIDerivedType(tag: DW_TAG_typedef, name: "stringtable", file: !54, line: 159, baseType: !178)
!178 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "stringtable", file: !54, line: 155, size: 128, elements: !179)
!179 = !{!180, !184, !185}
!180 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !178, file: !54, line: 156, baseType: !181, size: 64)
!181 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !182, size: 64)
!182 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !183, size: 64)
!183 = !DIDerivedType(tag: DW_TAG_typedef, name: "TString", file: !58, line: 396, baseType: !69)
!184 = !DIDerivedType(tag: DW_TAG_member, name: "nuse", scope: !178, file: !54, line: 157, baseType: !127, size: 32, offset: 64)
!185 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !178, file: !54, line: 158, baseType: !127, size: 32, offset: 96)
!186 = !DIDerivedType(tag: DW_TAG_member, name: "l_registry", scope: !162, file: !54, line: 262, baseType: !111, size: 128, offset: 512)
!187 = !DIDerivedType(tag: DW_TAG_member, name: "nilvalue", scope: !162, file: !54, line: 263, baseType: !111, size: 128, offset: 640)
!188 = !DIDerivedType(tag: DW_TAG_member, name: "seed", scope: !162, file: !54, line: 264, baseType: !23, size: 32, offset: 768)
!189 = !DIDerivedType(tag: DW_TAG_member, name: "currentwhite", scope: !162, file: !54, line: 265, baseType: !64, size: 8, offset: 800)
!190 = !DIDerivedType(tag: DW_TAG_member, name: "gcstate", scope: !162, file: !54, line: 266, baseType: !64, size: 8, offset: 808)
!191 = !DIDerivedType(tag: DW_TAG_member, name: "gckind", scope: !162, file: !54, line: 267, baseType: !64, size: 8, offset: 816)
!192 = !DIDerivedType(tag: DW_TAG_member, name: "gcstopem", scope: !162, file: !54, line: 268, baseType: !64, size: 8, offset: 824)
!193 = !DIDerivedType(tag: DW_TAG_member, name: "genminormul", scope: !162, file: !54, line: 269, baseType: !64, size: 8, offset: 832)
!194 = !DIDerivedType(tag: DW_TAG_member, name: "genmajormul", scope: !162, file: !54, line: 270, baseType: !64, size: 8, offset: 840)
!195 = !DIDerivedType(tag: DW_TAG_member, name: "gcstp", scope: !162, file: !54, line: 271, baseType: !64, size: 8, offset: 848)
!196 = !DIDerivedType(tag: DW_TAG_member, name: "gcemergency", scope: !162, file: !54, line: 272, baseType: !64, size: 8, offset: 856)
!197 = !DIDerivedType(tag: DW_TAG_member, name: "gcpause", scope: !162, file: !54, line: 273, baseType: !64, size: 8, offset: 864)
!198 = !DIDerivedType(tag: DW_TAG_member, name: "gcstepmul", scope: !162, file: !54, line: 274, baseType: !64, size: 8, offset: 872)
!199 = !DIDerivedType(tag: DW_TAG_member, name: "gcstepsize", scope: !162, file: !54, line: 275, baseType: !64, size: 8, offset: 880)
!200 = !DIDerivedType(tag: DW_TAG_member, name: "allgc", scope: !162, file: !54, line: 276, baseType: !201, size: 64, offset: 896)
!201 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!202 = !DIDerivedType(tag: DW_TAG_member, name: "sweepgc", scope: !162, file: !54, line: 277, baseType: !203, size: 64, offset: 960)
!203 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !201, size: 64)
!204 = !DIDerivedType(tag: DW_TAG_member, name: "finobj", scope: !162, file: !54, line: 278, baseType: !201, size: 64, offset: 1024)
!205 = !DIDerivedType(tag: DW_TAG_member, name: "gray", scope: !162, file: !54, line: 279, baseType: !201, size: 64, offset: 1088)
!206 = !DIDerivedType(tag: DW_TAG_member, name: "grayagain", scope: !162, file: !54, line: 280, baseType: !201, size: 64, offset: 1152)
!207 = !DIDerivedType(tag: DW_TAG_member, name: "weak", scope: !162, file: !54, line: 281, baseType: !201, size: 64, offset: 1216)
!208 = !DIDerivedType(tag: DW_TAG_member, name: "ephemeron", scope: !162, file: !54, line: 282, baseType: !201, size: 64, offset: 1280)
!209 = !DIDerivedType(tag: DW_TAG_member, name: "allweak", scope: !162, file: !54, line: 283, baseType: !201, size: 64, offset: 1344)
!210 = !DIDerivedType(tag: DW_TAG_member, name: "tobefnz", scope: !162, file: !54, line: 284, baseType: !201, size: 64, offset: 1408)
!211 = !DIDerivedType(tag: DW_TAG_member, name: "fixedgc", scope: !162, file: !54, line: 285, baseType: !201, size: 64, offset: 1472)
!212 = !DIDerivedType(tag: DW_TAG_member, name: "survival", scope: !162, file: !54, line: 287, baseType: !201, size: 64, offset: 1536)
!213 = !DIDerivedType(tag: DW_TAG_member, name: "old1", scope: !162, file: !54, line: 288, baseType: !201, size: 64, offset: 1600)
!214 = !DIDerivedType(tag: DW_TAG_member, name: "reallyold", scope: !162, file: !54, line: 289, baseType: !201, size: 64, offset: 1664)
!215 = !DIDerivedType(tag: DW_TAG_member, name: "firstold1", scope: !162, file: !54, line: 290, baseType: !201, size: 64, offset: 1728)
!216 = !DIDerivedType(tag: DW_TAG_member, name: "finobjsur", scope: !162, file: !54, line: 291, baseType: !201, size: 64, offset: 1792)
!217 = !DIDerivedType(tag: DW_TAG_member, name: "finobjold1", scope: !162, file: !54, line: 292, baseType: !201, size: 64, offset: 1856)
!218 = !DIDerivedType(tag: DW_TAG_member, name: "finobjrold", scope: !162, file: !54, line: 293, baseType: !201, size: 64, offset: 1920)
!219 = !DIDerivedType(tag: DW_TAG_member, name: "twups", scope: !162, file: !54, line: 294, baseType: !220, size: 64, offset: 1984)
!220 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !130, size: 64)
!221 = !DIDerivedType(tag: DW_TAG_member, name: "panic", scope: !162, file: !54, line: 295, baseType: !122, size: 64, offset: 2048)
!222 = !DIDerivedType(tag: DW_TAG_member, name: "mainthread", scope: !162, file: !54, line: 296, baseType: !220, size: 64, offset: 2112)
!223 = !DIDerivedType(tag: DW_TAG_member, name: "memerrmsg", scope: !162, file: !54, line: 297, baseType: !182, size: 64, offset: 2176)
!224 = !DIDerivedType(tag: DW_TAG_member, name: "tmname", scope: !162, file: !54, line: 298, baseType: !225, size: 1600, offset: 2240)
!225 = !DICompositeType(tag: DW_TAG_array_type, baseType: !182, size: 1600, elements: !226)
!226 = !{!227}
!227 = !DISubrange(count: 25)
!228 = !DIDerivedType(tag: DW_TAG_member, name: "mt", scope: !162, file: !54, line: 299, baseType: !229, size: 576, offset: 3840)
!229 = !DICompositeType(tag: DW_TAG_array_type, baseType: !100, size: 576, elements: !5)
!230 = !DIDerivedType(tag: DW_TAG_member, name: "strcache", scope: !162, file: !54, line: 300, baseType: !231, size: 6784, offset: 4416)
!231 = !DICompositeType(tag: DW_TAG_array_type, baseType: !182, size: 6784, elements: !232)
!232 = !{!233, !234}
!233 = !DISubrange(count: 53)
!234 = !DISubrange(count: 2)
!235 = !DIDerivedType(tag: DW_TAG_member, name: "warnf", scope: !162, file: !54, line: 301, baseType: !236, size: 64, offset: 11200)
!236 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_WarnFunction", file: !123, line: 131, baseType: !237)
!237 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !238, size: 64)
!238 = !DISubroutineType(types: !239)
!239 = !{null, !120, !240, !127}
!240 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !241, size: 64)
!241 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!242 = !DIDerivedType(tag: DW_TAG_member, name: "ud_warn", scope: !162, file: !54, line: 302, baseType: !120, size: 64, offset: 11264)
!243 = !DIDerivedType(tag: DW_TAG_member, name: "ci", scope: !130, file: !54, line: 316, baseType: !244, size: 64, offset: 256)
!244 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !245, size: 64)
!245 = !DIDerivedType(tag: DW_TAG_typedef, name: "CallInfo", file: !54, line: 14, baseType: !246)
!246 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "CallInfo", file: !54, line: 177, size: 512, elements: !247)
!247 = !{!248, !249, !250, !252, !253, !284, !295, !297}
!248 = !DIDerivedType(tag: DW_TAG_member, name: "func", scope: !246, file: !54, line: 178, baseType: !139, size: 64)
!249 = !DIDerivedType(tag: DW_TAG_member, name: "top", scope: !246, file: !54, line: 179, baseType: !139, size: 64, offset: 64)
!250 = !DIDerivedType(tag: DW_TAG_member, name: "previous", scope: !246, file: !54, line: 180, baseType: !251, size: 64, offset: 128)
!251 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !246, size: 64)
!252 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !246, file: !54, line: 180, baseType: !251, size: 64, offset: 192)
!253 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !246, file: !54, line: 192, baseType: !254, size: 192, offset: 256)
!254 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !246, file: !54, line: 181, size: 192, elements: !255)
!255 = !{!256, !271}
!256 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !254, file: !54, line: 186, baseType: !257, size: 128)
!257 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !254, file: !54, line: 182, size: 128, elements: !258)
!258 = !{!259, !264, !270}
!259 = !DIDerivedType(tag: DW_TAG_member, name: "savedpc", scope: !257, file: !54, line: 183, baseType: !260, size: 64)
!260 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !261, size: 64)
!261 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !262)
!262 = !DIDerivedType(tag: DW_TAG_typedef, name: "Instruction", file: !65, line: 205, baseType: !263)
!263 = !DIDerivedType(tag: DW_TAG_typedef, name: "l_uint32", file: !65, line: 200, baseType: !23)
!264 = !DIDerivedType(tag: DW_TAG_member, name: "trap", scope: !257, file: !54, line: 184, baseType: !265, size: 32, offset: 64)
!265 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !266)
!266 = !DIDerivedType(tag: DW_TAG_typedef, name: "sig_atomic_t", file: !267, line: 8, baseType: !268)
!267 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/sig_atomic_t.h", directory: "", checksumkind: CSK_MD5, checksum: "d9236f7e3e7f10f53aa9d4cd97f503cf")
!268 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sig_atomic_t", file: !269, line: 215, baseType: !127)
!269 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!270 = !DIDerivedType(tag: DW_TAG_member, name: "nextraargs", scope: !257, file: !54, line: 185, baseType: !127, size: 32, offset: 96)
!271 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !254, file: !54, line: 191, baseType: !272, size: 192)
!272 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !254, file: !54, line: 187, size: 192, elements: !273)
!273 = !{!274, !282, !283}
!274 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !272, file: !54, line: 188, baseType: !275, size: 64)
!275 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KFunction", file: !123, line: 111, baseType: !276)
!276 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !277, size: 64)
!277 = !DISubroutineType(types: !278)
!278 = !{!127, !128, !127, !279}
!279 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KContext", file: !123, line: 100, baseType: !280)
!280 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !281, line: 87, baseType: !158)
!281 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!282 = !DIDerivedType(tag: DW_TAG_member, name: "old_errfunc", scope: !272, file: !54, line: 189, baseType: !156, size: 64, offset: 64)
!283 = !DIDerivedType(tag: DW_TAG_member, name: "ctx", scope: !272, file: !54, line: 190, baseType: !279, size: 64, offset: 128)
!284 = !DIDerivedType(tag: DW_TAG_member, name: "u2", scope: !246, file: !54, line: 201, baseType: !285, size: 32, offset: 448)
!285 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !246, file: !54, line: 193, size: 32, elements: !286)
!286 = !{!287, !288, !289, !290}
!287 = !DIDerivedType(tag: DW_TAG_member, name: "funcidx", scope: !285, file: !54, line: 194, baseType: !127, size: 32)
!288 = !DIDerivedType(tag: DW_TAG_member, name: "nyield", scope: !285, file: !54, line: 195, baseType: !127, size: 32)
!289 = !DIDerivedType(tag: DW_TAG_member, name: "nres", scope: !285, file: !54, line: 196, baseType: !127, size: 32)
!290 = !DIDerivedType(tag: DW_TAG_member, name: "transferinfo", scope: !285, file: !54, line: 200, baseType: !291, size: 32)
!291 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !285, file: !54, line: 197, size: 32, elements: !292)
!292 = !{!293, !294}
!293 = !DIDerivedType(tag: DW_TAG_member, name: "ftransfer", scope: !291, file: !54, line: 198, baseType: !97, size: 16)
!294 = !DIDerivedType(tag: DW_TAG_member, name: "ntransfer", scope: !291, file: !54, line: 199, baseType: !97, size: 16, offset: 16)
!295 = !DIDerivedType(tag: DW_TAG_member, name: "nresults", scope: !246, file: !54, line: 202, baseType: !296, size: 16, offset: 480)
!296 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!297 = !DIDerivedType(tag: DW_TAG_member, name: "callstatus", scope: !246, file: !54, line: 203, baseType: !97, size: 16, offset: 496)
!298 = !DIDerivedType(tag: DW_TAG_member, name: "stack_last", scope: !130, file: !54, line: 317, baseType: !139, size: 64, offset: 320)
!299 = !DIDerivedType(tag: DW_TAG_member, name: "stack", scope: !130, file: !54, line: 318, baseType: !139, size: 64, offset: 384)
!300 = !DIDerivedType(tag: DW_TAG_member, name: "openupval", scope: !130, file: !54, line: 319, baseType: !301, size: 64, offset: 448)
!301 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !302, size: 64)
!302 = !DIDerivedType(tag: DW_TAG_typedef, name: "UpVal", file: !58, line: 640, baseType: !303)
!303 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "UpVal", file: !58, line: 627, size: 320, elements: !304)
!304 = !{!305, !306, !307, !308, !313}
!305 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !303, file: !58, line: 628, baseType: !62, size: 64)
!306 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !303, file: !58, line: 628, baseType: !64, size: 8, offset: 64)
!307 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !303, file: !58, line: 628, baseType: !64, size: 8, offset: 72)
!308 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !303, file: !58, line: 632, baseType: !309, size: 64, offset: 128)
!309 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !303, file: !58, line: 629, size: 64, elements: !310)
!310 = !{!311, !312}
!311 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !309, file: !58, line: 630, baseType: !110, size: 64)
!312 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !309, file: !58, line: 631, baseType: !156, size: 64)
!313 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !303, file: !58, line: 639, baseType: !314, size: 128, offset: 192)
!314 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !303, file: !58, line: 633, size: 128, elements: !315)
!315 = !{!316, !323}
!316 = !DIDerivedType(tag: DW_TAG_member, name: "open", scope: !314, file: !58, line: 637, baseType: !317, size: 128)
!317 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !314, file: !58, line: 634, size: 128, elements: !318)
!318 = !{!319, !321}
!319 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !317, file: !58, line: 635, baseType: !320, size: 64)
!320 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !303, size: 64)
!321 = !DIDerivedType(tag: DW_TAG_member, name: "previous", scope: !317, file: !58, line: 636, baseType: !322, size: 64, offset: 64)
!322 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !320, size: 64)
!323 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !314, file: !58, line: 638, baseType: !111, size: 128)
!324 = !DIDerivedType(tag: DW_TAG_member, name: "tbclist", scope: !130, file: !54, line: 320, baseType: !139, size: 64, offset: 512)
!325 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !130, file: !54, line: 321, baseType: !201, size: 64, offset: 576)
!326 = !DIDerivedType(tag: DW_TAG_member, name: "twups", scope: !130, file: !54, line: 322, baseType: !220, size: 64, offset: 640)
!327 = !DIDerivedType(tag: DW_TAG_member, name: "errorJmp", scope: !130, file: !54, line: 323, baseType: !328, size: 64, offset: 704)
!328 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !329, size: 64)
!329 = !DICompositeType(tag: DW_TAG_structure_type, name: "lua_longjmp", file: !54, line: 122, flags: DIFlagFwdDecl)
!330 = !DIDerivedType(tag: DW_TAG_member, name: "base_ci", scope: !130, file: !54, line: 324, baseType: !245, size: 512, offset: 768)
!331 = !DIDerivedType(tag: DW_TAG_member, name: "hook", scope: !130, file: !54, line: 325, baseType: !332, size: 64, offset: 1280)
!332 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !333)
!333 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Hook", file: !123, line: 143, baseType: !334)
!334 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !335, size: 64)
!335 = !DISubroutineType(types: !336)
!336 = !{null, !128, !337}
!337 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !338, size: 64)
!338 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Debug", file: !123, line: 137, baseType: !339)
!339 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lua_Debug", file: !123, line: 475, size: 1088, elements: !340)
!340 = !{!341, !342, !343, !344, !345, !346, !347, !348, !349, !350, !351, !352, !353, !354, !355, !356, !360}
!341 = !DIDerivedType(tag: DW_TAG_member, name: "event", scope: !339, file: !123, line: 476, baseType: !127, size: 32)
!342 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !339, file: !123, line: 477, baseType: !240, size: 64, offset: 64)
!343 = !DIDerivedType(tag: DW_TAG_member, name: "namewhat", scope: !339, file: !123, line: 478, baseType: !240, size: 64, offset: 128)
!344 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !339, file: !123, line: 479, baseType: !240, size: 64, offset: 192)
!345 = !DIDerivedType(tag: DW_TAG_member, name: "source", scope: !339, file: !123, line: 480, baseType: !240, size: 64, offset: 256)
!346 = !DIDerivedType(tag: DW_TAG_member, name: "srclen", scope: !339, file: !123, line: 481, baseType: !81, size: 64, offset: 320)
!347 = !DIDerivedType(tag: DW_TAG_member, name: "currentline", scope: !339, file: !123, line: 482, baseType: !127, size: 32, offset: 384)
!348 = !DIDerivedType(tag: DW_TAG_member, name: "linedefined", scope: !339, file: !123, line: 483, baseType: !127, size: 32, offset: 416)
!349 = !DIDerivedType(tag: DW_TAG_member, name: "lastlinedefined", scope: !339, file: !123, line: 484, baseType: !127, size: 32, offset: 448)
!350 = !DIDerivedType(tag: DW_TAG_member, name: "nups", scope: !339, file: !123, line: 485, baseType: !66, size: 8, offset: 480)
!351 = !DIDerivedType(tag: DW_TAG_member, name: "nparams", scope: !339, file: !123, line: 486, baseType: !66, size: 8, offset: 488)
!352 = !DIDerivedType(tag: DW_TAG_member, name: "isvararg", scope: !339, file: !123, line: 487, baseType: !4, size: 8, offset: 496)
!353 = !DIDerivedType(tag: DW_TAG_member, name: "istailcall", scope: !339, file: !123, line: 488, baseType: !4, size: 8, offset: 504)
!354 = !DIDerivedType(tag: DW_TAG_member, name: "ftransfer", scope: !339, file: !123, line: 489, baseType: !97, size: 16, offset: 512)
!355 = !DIDerivedType(tag: DW_TAG_member, name: "ntransfer", scope: !339, file: !123, line: 490, baseType: !97, size: 16, offset: 528)
!356 = !DIDerivedType(tag: DW_TAG_member, name: "short_src", scope: !339, file: !123, line: 491, baseType: !357, size: 480, offset: 544)
!357 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 480, elements: !358)
!358 = !{!359}
!359 = !DISubrange(count: 60)
!360 = !DIDerivedType(tag: DW_TAG_member, name: "i_ci", scope: !339, file: !123, line: 493, baseType: !251, size: 64, offset: 1024)
!361 = !DIDerivedType(tag: DW_TAG_member, name: "errfunc", scope: !130, file: !54, line: 326, baseType: !156, size: 64, offset: 1344)
!362 = !DIDerivedType(tag: DW_TAG_member, name: "nCcalls", scope: !130, file: !54, line: 327, baseType: !263, size: 32, offset: 1408)
!363 = !DIDerivedType(tag: DW_TAG_member, name: "oldpc", scope: !130, file: !54, line: 328, baseType: !127, size: 32, offset: 1440)
!364 = !DIDerivedType(tag: DW_TAG_member, name: "basehookcount", scope: !130, file: !54, line: 329, baseType: !127, size: 32, offset: 1472)
!365 = !DIDerivedType(tag: DW_TAG_member, name: "hookcount", scope: !130, file: !54, line: 330, baseType: !127, size: 32, offset: 1504)
!366 = !DIDerivedType(tag: DW_TAG_member, name: "hookmask", scope: !130, file: !54, line: 331, baseType: !265, size: 32, offset: 1536)
!367 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !116, file: !58, line: 53, baseType: !368, size: 64)
!368 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Integer", file: !123, line: 94, baseType: !369)
!369 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!370 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !116, file: !58, line: 54, baseType: !371, size: 64)
!371 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Number", file: !123, line: 90, baseType: !372)
!372 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!373 = !DIDerivedType(tag: DW_TAG_member, name: "ub", scope: !116, file: !58, line: 56, baseType: !64, size: 8)
!374 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !112, file: !58, line: 68, baseType: !64, size: 8, offset: 64)
!375 = !DIDerivedType(tag: DW_TAG_member, name: "node", scope: !101, file: !58, line: 743, baseType: !376, size: 64, offset: 192)
!376 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !377, size: 64)
!377 = !DIDerivedType(tag: DW_TAG_typedef, name: "Node", file: !58, line: 707, baseType: !378)
!378 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Node", file: !58, line: 699, size: 192, elements: !379)
!379 = !{!380, !388}
!380 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !378, file: !58, line: 705, baseType: !381, size: 192)
!381 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NodeKey", file: !58, line: 700, size: 192, elements: !382)
!382 = !{!383, !384, !385, !386, !387}
!383 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !381, file: !58, line: 701, baseType: !115, size: 64)
!384 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !381, file: !58, line: 701, baseType: !64, size: 8, offset: 64)
!385 = !DIDerivedType(tag: DW_TAG_member, name: "key_tt", scope: !381, file: !58, line: 702, baseType: !64, size: 8, offset: 72)
!386 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !381, file: !58, line: 703, baseType: !127, size: 32, offset: 96)
!387 = !DIDerivedType(tag: DW_TAG_member, name: "key_val", scope: !381, file: !58, line: 704, baseType: !115, size: 64, offset: 128)
!388 = !DIDerivedType(tag: DW_TAG_member, name: "i_val", scope: !378, file: !58, line: 706, baseType: !111, size: 128)
!389 = !DIDerivedType(tag: DW_TAG_member, name: "lastfree", scope: !101, file: !58, line: 744, baseType: !376, size: 64, offset: 256)
!390 = !DIDerivedType(tag: DW_TAG_member, name: "metatable", scope: !101, file: !58, line: 745, baseType: !100, size: 64, offset: 320)
!391 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !101, file: !58, line: 746, baseType: !201, size: 64, offset: 384)
!392 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !91, file: !58, line: 464, baseType: !201, size: 64, offset: 256)
!393 = !DIDerivedType(tag: DW_TAG_member, name: "uv", scope: !91, file: !58, line: 465, baseType: !394, size: 128, offset: 320)
!394 = !DICompositeType(tag: DW_TAG_array_type, baseType: !395, size: 128, elements: !88)
!395 = !DIDerivedType(tag: DW_TAG_typedef, name: "UValue", file: !58, line: 452, baseType: !396)
!396 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "UValue", file: !58, line: 449, size: 128, elements: !397)
!397 = !{!398, !399, !400, !401, !402, !403}
!398 = !DIDerivedType(tag: DW_TAG_member, name: "uv", scope: !396, file: !58, line: 450, baseType: !111, size: 128)
!399 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !396, file: !58, line: 451, baseType: !371, size: 64)
!400 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !396, file: !58, line: 451, baseType: !372, size: 64)
!401 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !396, file: !58, line: 451, baseType: !120, size: 64)
!402 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !396, file: !58, line: 451, baseType: !368, size: 64)
!403 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !396, file: !58, line: 451, baseType: !158, size: 64)
!404 = !DIDerivedType(tag: DW_TAG_member, name: "cl", scope: !53, file: !54, line: 357, baseType: !405, size: 384)
!405 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Closure", file: !58, line: 661, size: 384, elements: !406)
!406 = !{!407, !419}
!407 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !405, file: !58, line: 662, baseType: !408, size: 384)
!408 = !DIDerivedType(tag: DW_TAG_typedef, name: "CClosure", file: !58, line: 651, baseType: !409)
!409 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "CClosure", file: !58, line: 647, size: 384, elements: !410)
!410 = !{!411, !412, !413, !414, !415, !416, !417}
!411 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !409, file: !58, line: 648, baseType: !62, size: 64)
!412 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !409, file: !58, line: 648, baseType: !64, size: 8, offset: 64)
!413 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !409, file: !58, line: 648, baseType: !64, size: 8, offset: 72)
!414 = !DIDerivedType(tag: DW_TAG_member, name: "nupvalues", scope: !409, file: !58, line: 648, baseType: !64, size: 8, offset: 80)
!415 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !409, file: !58, line: 648, baseType: !201, size: 64, offset: 128)
!416 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !409, file: !58, line: 649, baseType: !122, size: 64, offset: 192)
!417 = !DIDerivedType(tag: DW_TAG_member, name: "upvalue", scope: !409, file: !58, line: 650, baseType: !418, size: 128, offset: 256)
!418 = !DICompositeType(tag: DW_TAG_array_type, baseType: !111, size: 128, elements: !88)
!419 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !405, file: !58, line: 663, baseType: !420, size: 320)
!420 = !DIDerivedType(tag: DW_TAG_typedef, name: "LClosure", file: !58, line: 658, baseType: !421)
!421 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LClosure", file: !58, line: 654, size: 320, elements: !422)
!422 = !{!423, !424, !425, !426, !427, !428, !482}
!423 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !421, file: !58, line: 655, baseType: !62, size: 64)
!424 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !421, file: !58, line: 655, baseType: !64, size: 8, offset: 64)
!425 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !421, file: !58, line: 655, baseType: !64, size: 8, offset: 72)
!426 = !DIDerivedType(tag: DW_TAG_member, name: "nupvalues", scope: !421, file: !58, line: 655, baseType: !64, size: 8, offset: 80)
!427 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !421, file: !58, line: 655, baseType: !201, size: 64, offset: 128)
!428 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !421, file: !58, line: 656, baseType: !429, size: 64, offset: 192)
!429 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !430, size: 64)
!430 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Proto", file: !58, line: 550, size: 1024, elements: !431)
!431 = !{!432, !433, !434, !435, !436, !437, !438, !439, !440, !441, !442, !443, !444, !445, !446, !447, !448, !450, !452, !461, !465, !472, !480, !481}
!432 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !430, file: !58, line: 551, baseType: !62, size: 64)
!433 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !430, file: !58, line: 551, baseType: !64, size: 8, offset: 64)
!434 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !430, file: !58, line: 551, baseType: !64, size: 8, offset: 72)
!435 = !DIDerivedType(tag: DW_TAG_member, name: "numparams", scope: !430, file: !58, line: 552, baseType: !64, size: 8, offset: 80)
!436 = !DIDerivedType(tag: DW_TAG_member, name: "is_vararg", scope: !430, file: !58, line: 553, baseType: !64, size: 8, offset: 88)
!437 = !DIDerivedType(tag: DW_TAG_member, name: "maxstacksize", scope: !430, file: !58, line: 554, baseType: !64, size: 8, offset: 96)
!438 = !DIDerivedType(tag: DW_TAG_member, name: "sizeupvalues", scope: !430, file: !58, line: 555, baseType: !127, size: 32, offset: 128)
!439 = !DIDerivedType(tag: DW_TAG_member, name: "sizek", scope: !430, file: !58, line: 556, baseType: !127, size: 32, offset: 160)
!440 = !DIDerivedType(tag: DW_TAG_member, name: "sizecode", scope: !430, file: !58, line: 557, baseType: !127, size: 32, offset: 192)
!441 = !DIDerivedType(tag: DW_TAG_member, name: "sizelineinfo", scope: !430, file: !58, line: 558, baseType: !127, size: 32, offset: 224)
!442 = !DIDerivedType(tag: DW_TAG_member, name: "sizep", scope: !430, file: !58, line: 559, baseType: !127, size: 32, offset: 256)
!443 = !DIDerivedType(tag: DW_TAG_member, name: "sizelocvars", scope: !430, file: !58, line: 560, baseType: !127, size: 32, offset: 288)
!444 = !DIDerivedType(tag: DW_TAG_member, name: "sizeabslineinfo", scope: !430, file: !58, line: 561, baseType: !127, size: 32, offset: 320)
!445 = !DIDerivedType(tag: DW_TAG_member, name: "linedefined", scope: !430, file: !58, line: 562, baseType: !127, size: 32, offset: 352)
!446 = !DIDerivedType(tag: DW_TAG_member, name: "lastlinedefined", scope: !430, file: !58, line: 563, baseType: !127, size: 32, offset: 384)
!447 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !430, file: !58, line: 564, baseType: !110, size: 64, offset: 448)
!448 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !430, file: !58, line: 565, baseType: !449, size: 64, offset: 512)
!449 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !262, size: 64)
!450 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !430, file: !58, line: 566, baseType: !451, size: 64, offset: 576)
!451 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !429, size: 64)
!452 = !DIDerivedType(tag: DW_TAG_member, name: "upvalues", scope: !430, file: !58, line: 567, baseType: !453, size: 64, offset: 640)
!453 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !454, size: 64)
!454 = !DIDerivedType(tag: DW_TAG_typedef, name: "Upvaldesc", file: !58, line: 518, baseType: !455)
!455 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Upvaldesc", file: !58, line: 513, size: 128, elements: !456)
!456 = !{!457, !458, !459, !460}
!457 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !455, file: !58, line: 514, baseType: !182, size: 64)
!458 = !DIDerivedType(tag: DW_TAG_member, name: "instack", scope: !455, file: !58, line: 515, baseType: !64, size: 8, offset: 64)
!459 = !DIDerivedType(tag: DW_TAG_member, name: "idx", scope: !455, file: !58, line: 516, baseType: !64, size: 8, offset: 72)
!460 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !455, file: !58, line: 517, baseType: !64, size: 8, offset: 80)
!461 = !DIDerivedType(tag: DW_TAG_member, name: "lineinfo", scope: !430, file: !58, line: 568, baseType: !462, size: 64, offset: 704)
!462 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !463, size: 64)
!463 = !DIDerivedType(tag: DW_TAG_typedef, name: "ls_byte", file: !65, line: 37, baseType: !464)
!464 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!465 = !DIDerivedType(tag: DW_TAG_member, name: "abslineinfo", scope: !430, file: !58, line: 569, baseType: !466, size: 64, offset: 768)
!466 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !467, size: 64)
!467 = !DIDerivedType(tag: DW_TAG_typedef, name: "AbsLineInfo", file: !58, line: 545, baseType: !468)
!468 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "AbsLineInfo", file: !58, line: 542, size: 64, elements: !469)
!469 = !{!470, !471}
!470 = !DIDerivedType(tag: DW_TAG_member, name: "pc", scope: !468, file: !58, line: 543, baseType: !127, size: 32)
!471 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !468, file: !58, line: 544, baseType: !127, size: 32, offset: 32)
!472 = !DIDerivedType(tag: DW_TAG_member, name: "locvars", scope: !430, file: !58, line: 570, baseType: !473, size: 64, offset: 832)
!473 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !474, size: 64)
!474 = !DIDerivedType(tag: DW_TAG_typedef, name: "LocVar", file: !58, line: 529, baseType: !475)
!475 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LocVar", file: !58, line: 525, size: 128, elements: !476)
!476 = !{!477, !478, !479}
!477 = !DIDerivedType(tag: DW_TAG_member, name: "varname", scope: !475, file: !58, line: 526, baseType: !182, size: 64)
!478 = !DIDerivedType(tag: DW_TAG_member, name: "startpc", scope: !475, file: !58, line: 527, baseType: !127, size: 32, offset: 64)
!479 = !DIDerivedType(tag: DW_TAG_member, name: "endpc", scope: !475, file: !58, line: 528, baseType: !127, size: 32, offset: 96)
!480 = !DIDerivedType(tag: DW_TAG_member, name: "source", scope: !430, file: !58, line: 571, baseType: !182, size: 64, offset: 896)
!481 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !430, file: !58, line: 572, baseType: !201, size: 64, offset: 960)
!482 = !DIDerivedType(tag: DW_TAG_member, name: "upvals", scope: !421, file: !58, line: 657, baseType: !483, size: 64, offset: 256)
!483 = !DICompositeType(tag: DW_TAG_array_type, baseType: !301, size: 64, elements: !88)
!484 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !53, file: !54, line: 358, baseType: !101, size: 448)
!485 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !53, file: !54, line: 359, baseType: !430, size: 1024)
!486 = !DIDerivedType(tag: DW_TAG_member, name: "th", scope: !53, file: !54, line: 360, baseType: !130, size: 1600)
!487 = !DIDerivedType(tag: DW_TAG_member, name: "upv", scope: !53, file: !54, line: 361, baseType: !303, size: 320)
!488 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!489 = !{!0, !7, !12, !490, !495, !497, !502, !504, !506, !508, !510, !516, !518, !523, !528, !530, !532, !534, !536, !538, !540, !542, !544, !546, !548, !550, !552, !554, !556, !558, !560, !562, !564, !566, !568, !570, !572, !581, !583, !588, !17}
!490 = !DIGlobalVariableExpression(var: !491, expr: !DIExpression())
!491 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !492, isLocal: true, isDefinition: true)
!492 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !493)
!493 = !{!494}
!494 = !DISubrange(count: 7)
!495 = !DIGlobalVariableExpression(var: !496, expr: !DIExpression())
!496 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !492, isLocal: true, isDefinition: true)
!497 = !DIGlobalVariableExpression(var: !498, expr: !DIExpression())
!498 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !499, isLocal: true, isDefinition: true)
!499 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !500)
!500 = !{!501}
!501 = !DISubrange(count: 6)
!502 = !DIGlobalVariableExpression(var: !503, expr: !DIExpression())
!503 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !3, isLocal: true, isDefinition: true)
!504 = !DIGlobalVariableExpression(var: !505, expr: !DIExpression())
!505 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !492, isLocal: true, isDefinition: true)
!506 = !DIGlobalVariableExpression(var: !507, expr: !DIExpression())
!507 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !14, isLocal: true, isDefinition: true)
!508 = !DIGlobalVariableExpression(var: !509, expr: !DIExpression())
!509 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !499, isLocal: true, isDefinition: true)
!510 = !DIGlobalVariableExpression(var: !511, expr: !DIExpression())
!511 = distinct !DIGlobalVariable(name: "luaT_typenames_", scope: !19, file: !2, line: 30, type: !512, isLocal: false, isDefinition: true)
!512 = !DICompositeType(tag: DW_TAG_array_type, baseType: !513, size: 768, elements: !514)
!513 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !240)
!514 = !{!515}
!515 = !DISubrange(count: 12)
!516 = !DIGlobalVariableExpression(var: !517, expr: !DIExpression())
!517 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !14, isLocal: true, isDefinition: true)
!518 = !DIGlobalVariableExpression(var: !519, expr: !DIExpression())
!519 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !520, isLocal: true, isDefinition: true)
!520 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !521)
!521 = !{!522}
!522 = !DISubrange(count: 11)
!523 = !DIGlobalVariableExpression(var: !524, expr: !DIExpression())
!524 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !525, isLocal: true, isDefinition: true)
!525 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !526)
!526 = !{!527}
!527 = !DISubrange(count: 5)
!528 = !DIGlobalVariableExpression(var: !529, expr: !DIExpression())
!529 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !492, isLocal: true, isDefinition: true)
!530 = !DIGlobalVariableExpression(var: !531, expr: !DIExpression())
!531 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !499, isLocal: true, isDefinition: true)
!532 = !DIGlobalVariableExpression(var: !533, expr: !DIExpression())
!533 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !525, isLocal: true, isDefinition: true)
!534 = !DIGlobalVariableExpression(var: !535, expr: !DIExpression())
!535 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !499, isLocal: true, isDefinition: true)
!536 = !DIGlobalVariableExpression(var: !537, expr: !DIExpression())
!537 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !499, isLocal: true, isDefinition: true)
!538 = !DIGlobalVariableExpression(var: !539, expr: !DIExpression())
!539 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !499, isLocal: true, isDefinition: true)
!540 = !DIGlobalVariableExpression(var: !541, expr: !DIExpression())
!541 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !499, isLocal: true, isDefinition: true)
!542 = !DIGlobalVariableExpression(var: !543, expr: !DIExpression())
!543 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !499, isLocal: true, isDefinition: true)
!544 = !DIGlobalVariableExpression(var: !545, expr: !DIExpression())
!545 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !499, isLocal: true, isDefinition: true)
!546 = !DIGlobalVariableExpression(var: !547, expr: !DIExpression())
!547 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !492, isLocal: true, isDefinition: true)
!548 = !DIGlobalVariableExpression(var: !549, expr: !DIExpression())
!549 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !492, isLocal: true, isDefinition: true)
!550 = !DIGlobalVariableExpression(var: !551, expr: !DIExpression())
!551 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !499, isLocal: true, isDefinition: true)
!552 = !DIGlobalVariableExpression(var: !553, expr: !DIExpression())
!553 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !492, isLocal: true, isDefinition: true)
!554 = !DIGlobalVariableExpression(var: !555, expr: !DIExpression())
!555 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !499, isLocal: true, isDefinition: true)
!556 = !DIGlobalVariableExpression(var: !557, expr: !DIExpression())
!557 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !499, isLocal: true, isDefinition: true)
!558 = !DIGlobalVariableExpression(var: !559, expr: !DIExpression())
!559 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !499, isLocal: true, isDefinition: true)
!560 = !DIGlobalVariableExpression(var: !561, expr: !DIExpression())
!561 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !492, isLocal: true, isDefinition: true)
!562 = !DIGlobalVariableExpression(var: !563, expr: !DIExpression())
!563 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !525, isLocal: true, isDefinition: true)
!564 = !DIGlobalVariableExpression(var: !565, expr: !DIExpression())
!565 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !525, isLocal: true, isDefinition: true)
!566 = !DIGlobalVariableExpression(var: !567, expr: !DIExpression())
!567 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !3, isLocal: true, isDefinition: true)
!568 = !DIGlobalVariableExpression(var: !569, expr: !DIExpression())
!569 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !492, isLocal: true, isDefinition: true)
!570 = !DIGlobalVariableExpression(var: !571, expr: !DIExpression())
!571 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !14, isLocal: true, isDefinition: true)
!572 = !DIGlobalVariableExpression(var: !573, expr: !DIExpression())
!573 = distinct !DIGlobalVariable(name: "luaT_eventname", scope: !574, file: !2, line: 39, type: !580, isLocal: true, isDefinition: true)
!574 = distinct !DISubprogram(name: "luaT_init", scope: !2, file: !2, line: 38, type: !575, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !577)
!575 = !DISubroutineType(types: !576)
!576 = !{null, !128}
!577 = !{!578, !579}
!578 = !DILocalVariable(name: "L", arg: 1, scope: !574, file: !2, line: 38, type: !128)
!579 = !DILocalVariable(name: "i", scope: !574, file: !2, line: 48, type: !127)
!580 = !DICompositeType(tag: DW_TAG_array_type, baseType: !513, size: 1600, elements: !226)
!581 = !DIGlobalVariableExpression(var: !582, expr: !DIExpression())
!582 = distinct !DIGlobalVariable(scope: null, file: !2, line: 95, type: !492, isLocal: true, isDefinition: true)
!583 = !DIGlobalVariableExpression(var: !584, expr: !DIExpression())
!584 = distinct !DIGlobalVariable(scope: null, file: !2, line: 157, type: !585, isLocal: true, isDefinition: true)
!585 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !586)
!586 = !{!587}
!587 = !DISubrange(count: 29)
!588 = !DIGlobalVariableExpression(var: !589, expr: !DIExpression())
!589 = distinct !DIGlobalVariable(scope: null, file: !2, line: 161, type: !590, isLocal: true, isDefinition: true)
!590 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !591)
!591 = !{!592}
!592 = !DISubrange(count: 22)
!593 = !DICompositeType(tag: DW_TAG_array_type, baseType: !241, size: 72, elements: !5)
!594 = !{i32 7, !"Dwarf Version", i32 5}
!595 = !{i32 2, !"Debug Info Version", i32 3}
!596 = !{i32 1, !"wchar_size", i32 4}
!597 = !{i32 8, !"PIC Level", i32 2}
!598 = !{i32 7, !"PIE Level", i32 2}
!599 = !{i32 7, !"uwtable", i32 2}
!600 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!601 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!602 = !DILocation(line: 0, scope: !574)
!603 = !DILocation(line: 49, column: 3, scope: !604)
!604 = distinct !DILexicalBlock(scope: !574, file: !2, line: 49, column: 3)
!605 = !DILocation(line: 50, column: 35, scope: !606)
!606 = distinct !DILexicalBlock(scope: !607, file: !2, line: 49, column: 26)
!607 = distinct !DILexicalBlock(scope: !604, file: !2, line: 49, column: 3)
!608 = !DILocation(line: 50, column: 23, scope: !606)
!609 = !DILocation(line: 50, column: 5, scope: !606)
!610 = !{!611, !612, i64 24}
!611 = !{!"lua_State", !612, i64 0, !613, i64 8, !613, i64 9, !613, i64 10, !613, i64 11, !615, i64 12, !613, i64 16, !612, i64 24, !612, i64 32, !613, i64 40, !613, i64 48, !612, i64 56, !613, i64 64, !612, i64 72, !612, i64 80, !612, i64 88, !616, i64 96, !612, i64 160, !617, i64 168, !618, i64 176, !618, i64 180, !618, i64 184, !618, i64 188, !618, i64 192}
!612 = !{!"any pointer", !613, i64 0}
!613 = !{!"omnipotent char", !614, i64 0}
!614 = !{!"Simple C/C++ TBAA"}
!615 = !{!"short", !613, i64 0}
!616 = !{!"CallInfo", !613, i64 0, !613, i64 8, !612, i64 16, !612, i64 24, !613, i64 32, !613, i64 56, !615, i64 60, !615, i64 62}
!617 = !{!"long", !613, i64 0}
!618 = !{!"int", !613, i64 0}
!619 = !DILocation(line: 50, column: 11, scope: !606)
!620 = !DILocation(line: 50, column: 21, scope: !606)
!621 = !{!612, !612, i64 0}
!622 = !DILocation(line: 51, column: 17, scope: !606)
!623 = !DILocation(line: 51, column: 5, scope: !606)
!624 = !DILocation(line: 49, column: 22, scope: !607)
!625 = !DILocation(line: 49, column: 14, scope: !607)
!626 = distinct !{!626, !603, !627, !628}
!627 = !DILocation(line: 52, column: 3, scope: !604)
!628 = !{!"llvm.loop.mustprogress"}
!629 = !DILocation(line: 53, column: 1, scope: !574)
!630 = !DISubprogram(name: "luaS_new", scope: !631, file: !631, line: 53, type: !632, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!631 = !DIFile(filename: "src/lua/lstring.h", directory: ".", checksumkind: CSK_MD5, checksum: "5111c938a6aab9498fbd60daf46fbc78")
!632 = !DISubroutineType(types: !633)
!633 = !{!182, !128, !240}
!634 = !DISubprogram(name: "luaC_fix", scope: !635, file: !635, line: 188, type: !636, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!635 = !DIFile(filename: "src/lua/lgc.h", directory: ".", checksumkind: CSK_MD5, checksum: "27471f6a393f1da8078a1cd072699654")
!636 = !DISubroutineType(types: !637)
!637 = !{null, !128, !201}
!638 = distinct !DISubprogram(name: "luaT_gettm", scope: !2, file: !2, line: 60, type: !639, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !646)
!639 = !DISubroutineType(types: !640)
!640 = !{!641, !643, !645, !182}
!641 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !642, size: 64)
!642 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !111)
!643 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !644, size: 64)
!644 = !DIDerivedType(tag: DW_TAG_typedef, name: "Table", file: !58, line: 747, baseType: !101)
!645 = !DIDerivedType(tag: DW_TAG_typedef, name: "TMS", file: !22, line: 45, baseType: !21)
!646 = !{!647, !648, !649, !650}
!647 = !DILocalVariable(name: "events", arg: 1, scope: !638, file: !2, line: 60, type: !643)
!648 = !DILocalVariable(name: "event", arg: 2, scope: !638, file: !2, line: 60, type: !645)
!649 = !DILocalVariable(name: "ename", arg: 3, scope: !638, file: !2, line: 60, type: !182)
!650 = !DILocalVariable(name: "tm", scope: !638, file: !2, line: 61, type: !641)
!651 = !DILocation(line: 0, scope: !638)
!652 = !DILocation(line: 61, column: 22, scope: !638)
!653 = !DILocation(line: 63, column: 7, scope: !654)
!654 = distinct !DILexicalBlock(scope: !638, file: !2, line: 63, column: 7)
!655 = !{!656, !613, i64 8}
!656 = !{!"TValue", !613, i64 0, !613, i64 8}
!657 = !DILocation(line: 63, column: 7, scope: !638)
!658 = !DILocation(line: 64, column: 22, scope: !659)
!659 = distinct !DILexicalBlock(scope: !654, file: !2, line: 63, column: 17)
!660 = !DILocation(line: 64, column: 13, scope: !659)
!661 = !DILocation(line: 64, column: 19, scope: !659)
!662 = !{!663, !613, i64 10}
!663 = !{!"Table", !612, i64 0, !613, i64 8, !613, i64 9, !613, i64 10, !613, i64 11, !618, i64 12, !612, i64 16, !612, i64 24, !612, i64 32, !612, i64 40, !612, i64 48}
!664 = !DILocation(line: 65, column: 5, scope: !659)
!665 = !DILocation(line: 0, scope: !654)
!666 = !DILocation(line: 68, column: 1, scope: !638)
!667 = !DISubprogram(name: "luaH_getshortstr", scope: !668, file: !668, line: 41, type: !669, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!668 = !DIFile(filename: "src/lua/ltable.h", directory: ".", checksumkind: CSK_MD5, checksum: "4a6e45ffd6bd7e7669e61503bcc436f3")
!669 = !DISubroutineType(types: !670)
!670 = !{!641, !643, !182}
!671 = distinct !DISubprogram(name: "luaT_gettmbyobj", scope: !2, file: !2, line: 71, type: !672, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !674)
!672 = !DISubroutineType(types: !673)
!673 = !{!641, !128, !641, !645}
!674 = !{!675, !676, !677, !678}
!675 = !DILocalVariable(name: "L", arg: 1, scope: !671, file: !2, line: 71, type: !128)
!676 = !DILocalVariable(name: "o", arg: 2, scope: !671, file: !2, line: 71, type: !641)
!677 = !DILocalVariable(name: "event", arg: 3, scope: !671, file: !2, line: 71, type: !645)
!678 = !DILocalVariable(name: "mt", scope: !671, file: !2, line: 72, type: !643)
!679 = !DILocation(line: 0, scope: !671)
!680 = !DILocation(line: 73, column: 11, scope: !671)
!681 = !DILocation(line: 73, column: 3, scope: !671)
!682 = !DILocation(line: 75, column: 12, scope: !683)
!683 = distinct !DILexicalBlock(scope: !671, file: !2, line: 73, column: 21)
!684 = !{!613, !613, i64 0}
!685 = !DILocation(line: 75, column: 23, scope: !683)
!686 = !DILocation(line: 76, column: 7, scope: !683)
!687 = !DILocation(line: 78, column: 12, scope: !683)
!688 = !DILocation(line: 78, column: 23, scope: !683)
!689 = !DILocation(line: 79, column: 7, scope: !683)
!690 = !DILocation(line: 81, column: 12, scope: !683)
!691 = !DILocation(line: 81, column: 18, scope: !683)
!692 = !DILocation(line: 82, column: 3, scope: !683)
!693 = !DILocation(line: 0, scope: !683)
!694 = !DILocation(line: 83, column: 11, scope: !671)
!695 = !DILocation(line: 83, scope: !671)
!696 = !DILocation(line: 83, column: 43, scope: !671)
!697 = !DILocation(line: 83, column: 37, scope: !671)
!698 = !DILocation(line: 83, column: 16, scope: !671)
!699 = !DILocation(line: 83, column: 67, scope: !671)
!700 = !DILocation(line: 83, column: 3, scope: !671)
!701 = distinct !DISubprogram(name: "luaT_objtypename", scope: !2, file: !2, line: 91, type: !702, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !704)
!702 = !DISubroutineType(types: !703)
!703 = !{!240, !128, !641}
!704 = !{!705, !706, !707, !708}
!705 = !DILocalVariable(name: "L", arg: 1, scope: !701, file: !2, line: 91, type: !128)
!706 = !DILocalVariable(name: "o", arg: 2, scope: !701, file: !2, line: 91, type: !641)
!707 = !DILocalVariable(name: "mt", scope: !701, file: !2, line: 92, type: !643)
!708 = !DILocalVariable(name: "name", scope: !709, file: !2, line: 95, type: !641)
!709 = distinct !DILexicalBlock(scope: !710, file: !2, line: 94, column: 69)
!710 = distinct !DILexicalBlock(scope: !701, file: !2, line: 93, column: 7)
!711 = !DILocation(line: 0, scope: !701)
!712 = !DILocation(line: 93, column: 8, scope: !710)
!713 = !DILocation(line: 93, column: 21, scope: !710)
!714 = !DILocation(line: 93, column: 30, scope: !710)
!715 = !DILocation(line: 93, column: 41, scope: !710)
!716 = !DILocation(line: 93, column: 52, scope: !710)
!717 = !DILocation(line: 93, column: 61, scope: !710)
!718 = !DILocation(line: 94, column: 37, scope: !710)
!719 = !DILocation(line: 94, column: 48, scope: !710)
!720 = !DILocation(line: 94, column: 59, scope: !710)
!721 = !DILocation(line: 93, column: 7, scope: !701)
!722 = !DILocation(line: 0, scope: !710)
!723 = !DILocation(line: 95, column: 47, scope: !709)
!724 = !DILocation(line: 95, column: 26, scope: !709)
!725 = !DILocation(line: 0, scope: !709)
!726 = !DILocation(line: 96, column: 9, scope: !727)
!727 = distinct !DILexicalBlock(scope: !709, file: !2, line: 96, column: 9)
!728 = !DILocation(line: 96, column: 9, scope: !709)
!729 = !DILocation(line: 99, column: 10, scope: !701)
!730 = !DILocation(line: 97, column: 14, scope: !727)
!731 = !DILocation(line: 99, column: 3, scope: !701)
!732 = !DILocation(line: 100, column: 1, scope: !701)
!733 = distinct !DISubprogram(name: "luaT_callTM", scope: !2, file: !2, line: 103, type: !734, scopeLine: 104, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !736)
!734 = !DISubroutineType(types: !735)
!735 = !{null, !128, !641, !641, !641, !641}
!736 = !{!737, !738, !739, !740, !741, !742, !743, !745, !746, !748, !749, !751, !752, !754}
!737 = !DILocalVariable(name: "L", arg: 1, scope: !733, file: !2, line: 103, type: !128)
!738 = !DILocalVariable(name: "f", arg: 2, scope: !733, file: !2, line: 103, type: !641)
!739 = !DILocalVariable(name: "p1", arg: 3, scope: !733, file: !2, line: 103, type: !641)
!740 = !DILocalVariable(name: "p2", arg: 4, scope: !733, file: !2, line: 104, type: !641)
!741 = !DILocalVariable(name: "p3", arg: 5, scope: !733, file: !2, line: 104, type: !641)
!742 = !DILocalVariable(name: "func", scope: !733, file: !2, line: 105, type: !143)
!743 = !DILocalVariable(name: "io1", scope: !744, file: !2, line: 106, type: !110)
!744 = distinct !DILexicalBlock(scope: !733, file: !2, line: 106, column: 3)
!745 = !DILocalVariable(name: "io2", scope: !744, file: !2, line: 106, type: !641)
!746 = !DILocalVariable(name: "io1", scope: !747, file: !2, line: 107, type: !110)
!747 = distinct !DILexicalBlock(scope: !733, file: !2, line: 107, column: 3)
!748 = !DILocalVariable(name: "io2", scope: !747, file: !2, line: 107, type: !641)
!749 = !DILocalVariable(name: "io1", scope: !750, file: !2, line: 108, type: !110)
!750 = distinct !DILexicalBlock(scope: !733, file: !2, line: 108, column: 3)
!751 = !DILocalVariable(name: "io2", scope: !750, file: !2, line: 108, type: !641)
!752 = !DILocalVariable(name: "io1", scope: !753, file: !2, line: 109, type: !110)
!753 = distinct !DILexicalBlock(scope: !733, file: !2, line: 109, column: 3)
!754 = !DILocalVariable(name: "io2", scope: !753, file: !2, line: 109, type: !641)
!755 = !DILocation(line: 0, scope: !733)
!756 = !DILocation(line: 105, column: 19, scope: !733)
!757 = !DILocation(line: 105, column: 23, scope: !733)
!758 = !DILocation(line: 0, scope: !744)
!759 = !DILocation(line: 106, column: 3, scope: !744)
!760 = !DILocation(line: 107, column: 3, scope: !747)
!761 = !DILocation(line: 0, scope: !747)
!762 = !DILocation(line: 108, column: 3, scope: !750)
!763 = !DILocation(line: 0, scope: !750)
!764 = !DILocation(line: 109, column: 3, scope: !753)
!765 = !DILocation(line: 0, scope: !753)
!766 = !DILocation(line: 110, column: 19, scope: !733)
!767 = !DILocation(line: 110, column: 12, scope: !733)
!768 = !DILocation(line: 112, column: 7, scope: !769)
!769 = distinct !DILexicalBlock(scope: !733, file: !2, line: 112, column: 7)
!770 = !{!611, !612, i64 32}
!771 = !{!616, !615, i64 62}
!772 = !DILocation(line: 112, column: 7, scope: !733)
!773 = !DILocation(line: 113, column: 5, scope: !769)
!774 = !DILocation(line: 115, column: 5, scope: !769)
!775 = !DILocation(line: 116, column: 1, scope: !733)
!776 = !DISubprogram(name: "luaD_call", scope: !777, file: !777, line: 72, type: !778, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!777 = !DIFile(filename: "src/lua/ldo.h", directory: ".", checksumkind: CSK_MD5, checksum: "28138809e652958723ca82a42b18e9f3")
!778 = !DISubroutineType(types: !779)
!779 = !{null, !128, !143, !127}
!780 = !DISubprogram(name: "luaD_callnoyield", scope: !777, file: !777, line: 73, type: !778, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!781 = distinct !DISubprogram(name: "luaT_callTMres", scope: !2, file: !2, line: 119, type: !782, scopeLine: 120, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !784)
!782 = !DISubroutineType(types: !783)
!783 = !{null, !128, !641, !641, !641, !143}
!784 = !{!785, !786, !787, !788, !789, !790, !791, !792, !794, !795, !797, !798, !800, !801, !803}
!785 = !DILocalVariable(name: "L", arg: 1, scope: !781, file: !2, line: 119, type: !128)
!786 = !DILocalVariable(name: "f", arg: 2, scope: !781, file: !2, line: 119, type: !641)
!787 = !DILocalVariable(name: "p1", arg: 3, scope: !781, file: !2, line: 119, type: !641)
!788 = !DILocalVariable(name: "p2", arg: 4, scope: !781, file: !2, line: 120, type: !641)
!789 = !DILocalVariable(name: "res", arg: 5, scope: !781, file: !2, line: 120, type: !143)
!790 = !DILocalVariable(name: "result", scope: !781, file: !2, line: 121, type: !156)
!791 = !DILocalVariable(name: "func", scope: !781, file: !2, line: 122, type: !143)
!792 = !DILocalVariable(name: "io1", scope: !793, file: !2, line: 123, type: !110)
!793 = distinct !DILexicalBlock(scope: !781, file: !2, line: 123, column: 3)
!794 = !DILocalVariable(name: "io2", scope: !793, file: !2, line: 123, type: !641)
!795 = !DILocalVariable(name: "io1", scope: !796, file: !2, line: 124, type: !110)
!796 = distinct !DILexicalBlock(scope: !781, file: !2, line: 124, column: 3)
!797 = !DILocalVariable(name: "io2", scope: !796, file: !2, line: 124, type: !641)
!798 = !DILocalVariable(name: "io1", scope: !799, file: !2, line: 125, type: !110)
!799 = distinct !DILexicalBlock(scope: !781, file: !2, line: 125, column: 3)
!800 = !DILocalVariable(name: "io2", scope: !799, file: !2, line: 125, type: !641)
!801 = !DILocalVariable(name: "io1", scope: !802, file: !2, line: 133, type: !110)
!802 = distinct !DILexicalBlock(scope: !781, file: !2, line: 133, column: 3)
!803 = !DILocalVariable(name: "io2", scope: !802, file: !2, line: 133, type: !641)
!804 = !DILocation(line: 0, scope: !781)
!805 = !DILocation(line: 121, column: 22, scope: !781)
!806 = !DILocation(line: 122, column: 19, scope: !781)
!807 = !DILocation(line: 122, column: 23, scope: !781)
!808 = !DILocation(line: 0, scope: !793)
!809 = !DILocation(line: 123, column: 3, scope: !793)
!810 = !DILocation(line: 124, column: 3, scope: !796)
!811 = !DILocation(line: 0, scope: !796)
!812 = !DILocation(line: 125, column: 3, scope: !799)
!813 = !DILocation(line: 0, scope: !799)
!814 = !DILocation(line: 126, column: 12, scope: !781)
!815 = !DILocation(line: 128, column: 7, scope: !816)
!816 = distinct !DILexicalBlock(scope: !781, file: !2, line: 128, column: 7)
!817 = !DILocation(line: 128, column: 7, scope: !781)
!818 = !DILocation(line: 129, column: 5, scope: !816)
!819 = !DILocation(line: 131, column: 5, scope: !816)
!820 = !DILocation(line: 132, column: 9, scope: !781)
!821 = !DILocation(line: 0, scope: !802)
!822 = !DILocation(line: 133, column: 3, scope: !802)
!823 = !DILocation(line: 134, column: 1, scope: !781)
!824 = distinct !DISubprogram(name: "luaT_trybinTM", scope: !2, file: !2, line: 148, type: !825, scopeLine: 149, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !827)
!825 = !DISubroutineType(types: !826)
!826 = !{null, !128, !641, !641, !143, !645}
!827 = !{!828, !829, !830, !831, !832}
!828 = !DILocalVariable(name: "L", arg: 1, scope: !824, file: !2, line: 148, type: !128)
!829 = !DILocalVariable(name: "p1", arg: 2, scope: !824, file: !2, line: 148, type: !641)
!830 = !DILocalVariable(name: "p2", arg: 3, scope: !824, file: !2, line: 148, type: !641)
!831 = !DILocalVariable(name: "res", arg: 4, scope: !824, file: !2, line: 149, type: !143)
!832 = !DILocalVariable(name: "event", arg: 5, scope: !824, file: !2, line: 149, type: !645)
!833 = !DILocation(line: 0, scope: !824)
!834 = !DILocation(line: 150, column: 7, scope: !835)
!835 = distinct !DILexicalBlock(scope: !824, file: !2, line: 150, column: 7)
!836 = !DILocation(line: 150, column: 7, scope: !824)
!837 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!838 = !DILocation(line: 151, column: 5, scope: !839)
!839 = distinct !DILexicalBlock(scope: !835, file: !2, line: 150, column: 54)
!840 = !DILocation(line: 154, column: 13, scope: !841)
!841 = distinct !DILexicalBlock(scope: !842, file: !2, line: 154, column: 13)
!842 = distinct !DILexicalBlock(scope: !843, file: !2, line: 153, column: 47)
!843 = distinct !DILexicalBlock(scope: !839, file: !2, line: 151, column: 20)
!844 = !DILocation(line: 154, column: 28, scope: !841)
!845 = !DILocation(line: 154, column: 31, scope: !841)
!846 = !DILocation(line: 154, column: 13, scope: !842)
!847 = !DILocation(line: 155, column: 11, scope: !841)
!848 = !DILocation(line: 157, column: 11, scope: !841)
!849 = !DILocation(line: 161, column: 9, scope: !843)
!850 = !DILocation(line: 164, column: 1, scope: !824)
!851 = distinct !DISubprogram(name: "callbinTM", scope: !2, file: !2, line: 137, type: !852, scopeLine: 138, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !854)
!852 = !DISubroutineType(types: !853)
!853 = !{!127, !128, !641, !641, !143, !645}
!854 = !{!855, !856, !857, !858, !859, !860}
!855 = !DILocalVariable(name: "L", arg: 1, scope: !851, file: !2, line: 137, type: !128)
!856 = !DILocalVariable(name: "p1", arg: 2, scope: !851, file: !2, line: 137, type: !641)
!857 = !DILocalVariable(name: "p2", arg: 3, scope: !851, file: !2, line: 137, type: !641)
!858 = !DILocalVariable(name: "res", arg: 4, scope: !851, file: !2, line: 138, type: !143)
!859 = !DILocalVariable(name: "event", arg: 5, scope: !851, file: !2, line: 138, type: !645)
!860 = !DILocalVariable(name: "tm", scope: !851, file: !2, line: 139, type: !641)
!861 = !DILocation(line: 0, scope: !851)
!862 = !DILocation(line: 0, scope: !671, inlinedAt: !863)
!863 = distinct !DILocation(line: 139, column: 22, scope: !851)
!864 = !DILocation(line: 73, column: 11, scope: !671, inlinedAt: !863)
!865 = !DILocation(line: 73, column: 3, scope: !671, inlinedAt: !863)
!866 = !DILocation(line: 75, column: 12, scope: !683, inlinedAt: !863)
!867 = !DILocation(line: 75, column: 23, scope: !683, inlinedAt: !863)
!868 = !DILocation(line: 76, column: 7, scope: !683, inlinedAt: !863)
!869 = !DILocation(line: 78, column: 12, scope: !683, inlinedAt: !863)
!870 = !DILocation(line: 78, column: 23, scope: !683, inlinedAt: !863)
!871 = !DILocation(line: 79, column: 7, scope: !683, inlinedAt: !863)
!872 = !DILocation(line: 81, column: 12, scope: !683, inlinedAt: !863)
!873 = !DILocation(line: 81, column: 18, scope: !683, inlinedAt: !863)
!874 = !DILocation(line: 82, column: 3, scope: !683, inlinedAt: !863)
!875 = !DILocation(line: 0, scope: !683, inlinedAt: !863)
!876 = !DILocation(line: 83, column: 11, scope: !671, inlinedAt: !863)
!877 = !DILocation(line: 83, scope: !671, inlinedAt: !863)
!878 = !DILocation(line: 83, column: 43, scope: !671, inlinedAt: !863)
!879 = !DILocation(line: 83, column: 37, scope: !671, inlinedAt: !863)
!880 = !DILocation(line: 83, column: 16, scope: !671, inlinedAt: !863)
!881 = !DILocation(line: 83, column: 67, scope: !671, inlinedAt: !863)
!882 = !DILocation(line: 140, column: 7, scope: !883)
!883 = distinct !DILexicalBlock(scope: !851, file: !2, line: 140, column: 7)
!884 = !DILocation(line: 140, column: 7, scope: !851)
!885 = !DILocation(line: 0, scope: !671, inlinedAt: !886)
!886 = distinct !DILocation(line: 141, column: 10, scope: !883)
!887 = !DILocation(line: 73, column: 11, scope: !671, inlinedAt: !886)
!888 = !DILocation(line: 73, column: 3, scope: !671, inlinedAt: !886)
!889 = !DILocation(line: 75, column: 12, scope: !683, inlinedAt: !886)
!890 = !DILocation(line: 75, column: 23, scope: !683, inlinedAt: !886)
!891 = !DILocation(line: 76, column: 7, scope: !683, inlinedAt: !886)
!892 = !DILocation(line: 78, column: 12, scope: !683, inlinedAt: !886)
!893 = !DILocation(line: 78, column: 23, scope: !683, inlinedAt: !886)
!894 = !DILocation(line: 79, column: 7, scope: !683, inlinedAt: !886)
!895 = !DILocation(line: 81, column: 12, scope: !683, inlinedAt: !886)
!896 = !DILocation(line: 81, column: 18, scope: !683, inlinedAt: !886)
!897 = !DILocation(line: 82, column: 3, scope: !683, inlinedAt: !886)
!898 = !DILocation(line: 0, scope: !683, inlinedAt: !886)
!899 = !DILocation(line: 83, column: 11, scope: !671, inlinedAt: !886)
!900 = !DILocation(line: 83, scope: !671, inlinedAt: !886)
!901 = !DILocation(line: 83, column: 43, scope: !671, inlinedAt: !886)
!902 = !DILocation(line: 83, column: 37, scope: !671, inlinedAt: !886)
!903 = !DILocation(line: 83, column: 16, scope: !671, inlinedAt: !886)
!904 = !DILocation(line: 83, column: 67, scope: !671, inlinedAt: !886)
!905 = !DILocation(line: 142, column: 7, scope: !906)
!906 = distinct !DILexicalBlock(scope: !851, file: !2, line: 142, column: 7)
!907 = !DILocation(line: 142, column: 7, scope: !851)
!908 = !DILocation(line: 0, scope: !781, inlinedAt: !909)
!909 = distinct !DILocation(line: 143, column: 3, scope: !851)
!910 = !DILocation(line: 121, column: 22, scope: !781, inlinedAt: !909)
!911 = !DILocation(line: 122, column: 19, scope: !781, inlinedAt: !909)
!912 = !DILocation(line: 122, column: 23, scope: !781, inlinedAt: !909)
!913 = !DILocation(line: 0, scope: !793, inlinedAt: !909)
!914 = !DILocation(line: 123, column: 3, scope: !793, inlinedAt: !909)
!915 = !DILocation(line: 124, column: 3, scope: !796, inlinedAt: !909)
!916 = !DILocation(line: 0, scope: !796, inlinedAt: !909)
!917 = !DILocation(line: 125, column: 3, scope: !799, inlinedAt: !909)
!918 = !DILocation(line: 0, scope: !799, inlinedAt: !909)
!919 = !DILocation(line: 126, column: 12, scope: !781, inlinedAt: !909)
!920 = !DILocation(line: 128, column: 7, scope: !816, inlinedAt: !909)
!921 = !DILocation(line: 128, column: 7, scope: !781, inlinedAt: !909)
!922 = !DILocation(line: 129, column: 5, scope: !816, inlinedAt: !909)
!923 = !DILocation(line: 131, column: 5, scope: !816, inlinedAt: !909)
!924 = !DILocation(line: 132, column: 9, scope: !781, inlinedAt: !909)
!925 = !DILocation(line: 0, scope: !802, inlinedAt: !909)
!926 = !DILocation(line: 133, column: 3, scope: !802, inlinedAt: !909)
!927 = !DILocation(line: 144, column: 3, scope: !851)
!928 = !DILocation(line: 145, column: 1, scope: !851)
!929 = !DISubprogram(name: "luaG_tointerror", scope: !930, file: !930, line: 52, type: !931, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!930 = !DIFile(filename: "src/lua/ldebug.h", directory: ".", checksumkind: CSK_MD5, checksum: "e354d5afec415152be85e3d4d3dd589e")
!931 = !DISubroutineType(types: !932)
!932 = !{null, !128, !641, !641}
!933 = !DISubprogram(name: "luaG_opinterror", scope: !930, file: !930, line: 49, type: !934, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!934 = !DISubroutineType(types: !935)
!935 = !{null, !128, !641, !641, !240}
!936 = distinct !DISubprogram(name: "luaT_tryconcatTM", scope: !2, file: !2, line: 167, type: !575, scopeLine: 167, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !937)
!937 = !{!938, !939}
!938 = !DILocalVariable(name: "L", arg: 1, scope: !936, file: !2, line: 167, type: !128)
!939 = !DILocalVariable(name: "top", scope: !936, file: !2, line: 168, type: !143)
!940 = !DILocation(line: 0, scope: !936)
!941 = !DILocation(line: 168, column: 18, scope: !936)
!942 = !DILocation(line: 168, column: 22, scope: !936)
!943 = !DILocation(line: 169, column: 7, scope: !944)
!944 = distinct !DILexicalBlock(scope: !936, file: !2, line: 169, column: 7)
!945 = !DILocation(line: 169, column: 7, scope: !936)
!946 = !DILocation(line: 171, column: 5, scope: !944)
!947 = !DILocation(line: 172, column: 1, scope: !936)
!948 = !DISubprogram(name: "luaG_concaterror", scope: !930, file: !930, line: 47, type: !931, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!949 = distinct !DISubprogram(name: "luaT_trybinassocTM", scope: !2, file: !2, line: 175, type: !950, scopeLine: 176, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !952)
!950 = !DISubroutineType(types: !951)
!951 = !{null, !128, !641, !641, !127, !143, !645}
!952 = !{!953, !954, !955, !956, !957, !958}
!953 = !DILocalVariable(name: "L", arg: 1, scope: !949, file: !2, line: 175, type: !128)
!954 = !DILocalVariable(name: "p1", arg: 2, scope: !949, file: !2, line: 175, type: !641)
!955 = !DILocalVariable(name: "p2", arg: 3, scope: !949, file: !2, line: 175, type: !641)
!956 = !DILocalVariable(name: "flip", arg: 4, scope: !949, file: !2, line: 176, type: !127)
!957 = !DILocalVariable(name: "res", arg: 5, scope: !949, file: !2, line: 176, type: !143)
!958 = !DILocalVariable(name: "event", arg: 6, scope: !949, file: !2, line: 176, type: !645)
!959 = !DILocation(line: 0, scope: !949)
!960 = !DILocation(line: 177, column: 7, scope: !961)
!961 = distinct !DILexicalBlock(scope: !949, file: !2, line: 177, column: 7)
!962 = !DILocation(line: 177, column: 7, scope: !949)
!963 = !DILocation(line: 0, scope: !824, inlinedAt: !964)
!964 = distinct !DILocation(line: 178, column: 5, scope: !961)
!965 = !DILocation(line: 150, column: 7, scope: !835, inlinedAt: !964)
!966 = !DILocation(line: 150, column: 7, scope: !824, inlinedAt: !964)
!967 = !DILocation(line: 151, column: 5, scope: !839, inlinedAt: !964)
!968 = !DILocation(line: 154, column: 13, scope: !841, inlinedAt: !964)
!969 = !DILocation(line: 154, column: 28, scope: !841, inlinedAt: !964)
!970 = !DILocation(line: 154, column: 31, scope: !841, inlinedAt: !964)
!971 = !DILocation(line: 154, column: 13, scope: !842, inlinedAt: !964)
!972 = !DILocation(line: 155, column: 11, scope: !841, inlinedAt: !964)
!973 = !DILocation(line: 157, column: 11, scope: !841, inlinedAt: !964)
!974 = !DILocation(line: 161, column: 9, scope: !843, inlinedAt: !964)
!975 = !DILocation(line: 0, scope: !824, inlinedAt: !976)
!976 = distinct !DILocation(line: 180, column: 5, scope: !961)
!977 = !DILocation(line: 150, column: 7, scope: !835, inlinedAt: !976)
!978 = !DILocation(line: 150, column: 7, scope: !824, inlinedAt: !976)
!979 = !DILocation(line: 151, column: 5, scope: !839, inlinedAt: !976)
!980 = !DILocation(line: 154, column: 13, scope: !841, inlinedAt: !976)
!981 = !DILocation(line: 154, column: 28, scope: !841, inlinedAt: !976)
!982 = !DILocation(line: 154, column: 31, scope: !841, inlinedAt: !976)
!983 = !DILocation(line: 154, column: 13, scope: !842, inlinedAt: !976)
!984 = !DILocation(line: 155, column: 11, scope: !841, inlinedAt: !976)
!985 = !DILocation(line: 157, column: 11, scope: !841, inlinedAt: !976)
!986 = !DILocation(line: 161, column: 9, scope: !843, inlinedAt: !976)
!987 = !DILocation(line: 181, column: 1, scope: !949)
!988 = distinct !DISubprogram(name: "luaT_trybiniTM", scope: !2, file: !2, line: 184, type: !989, scopeLine: 185, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !991)
!989 = !DISubroutineType(types: !990)
!990 = !{null, !128, !641, !368, !127, !143, !645}
!991 = !{!992, !993, !994, !995, !996, !997, !998, !999}
!992 = !DILocalVariable(name: "L", arg: 1, scope: !988, file: !2, line: 184, type: !128)
!993 = !DILocalVariable(name: "p1", arg: 2, scope: !988, file: !2, line: 184, type: !641)
!994 = !DILocalVariable(name: "i2", arg: 3, scope: !988, file: !2, line: 184, type: !368)
!995 = !DILocalVariable(name: "flip", arg: 4, scope: !988, file: !2, line: 185, type: !127)
!996 = !DILocalVariable(name: "res", arg: 5, scope: !988, file: !2, line: 185, type: !143)
!997 = !DILocalVariable(name: "event", arg: 6, scope: !988, file: !2, line: 185, type: !645)
!998 = !DILocalVariable(name: "aux", scope: !988, file: !2, line: 186, type: !111)
!999 = !DILocalVariable(name: "io", scope: !1000, file: !2, line: 187, type: !110)
!1000 = distinct !DILexicalBlock(scope: !988, file: !2, line: 187, column: 3)
!1001 = distinct !DIAssignID()
!1002 = !DILocation(line: 0, scope: !988)
!1003 = !DILocation(line: 186, column: 3, scope: !988)
!1004 = !DILocation(line: 0, scope: !1000)
!1005 = !DILocation(line: 187, column: 3, scope: !1000)
!1006 = !DILocation(line: 188, column: 3, scope: !988)
!1007 = !DILocation(line: 189, column: 1, scope: !988)
!1008 = distinct !DISubprogram(name: "luaT_callorderTM", scope: !2, file: !2, line: 201, type: !1009, scopeLine: 202, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !1011)
!1009 = !DISubroutineType(types: !1010)
!1010 = !{!127, !128, !641, !641, !645}
!1011 = !{!1012, !1013, !1014, !1015}
!1012 = !DILocalVariable(name: "L", arg: 1, scope: !1008, file: !2, line: 201, type: !128)
!1013 = !DILocalVariable(name: "p1", arg: 2, scope: !1008, file: !2, line: 201, type: !641)
!1014 = !DILocalVariable(name: "p2", arg: 3, scope: !1008, file: !2, line: 201, type: !641)
!1015 = !DILocalVariable(name: "event", arg: 4, scope: !1008, file: !2, line: 202, type: !645)
!1016 = !DILocation(line: 0, scope: !1008)
!1017 = !DILocation(line: 203, column: 31, scope: !1018)
!1018 = distinct !DILexicalBlock(scope: !1008, file: !2, line: 203, column: 7)
!1019 = !DILocation(line: 203, column: 35, scope: !1018)
!1020 = !DILocation(line: 203, column: 7, scope: !1018)
!1021 = !DILocation(line: 203, column: 7, scope: !1008)
!1022 = !DILocation(line: 204, column: 13, scope: !1018)
!1023 = !DILocation(line: 204, column: 5, scope: !1018)
!1024 = !DILocation(line: 206, column: 18, scope: !1025)
!1025 = distinct !DILexicalBlock(scope: !1018, file: !2, line: 206, column: 12)
!1026 = !DILocation(line: 206, column: 12, scope: !1018)
!1027 = !DILocation(line: 208, column: 10, scope: !1028)
!1028 = distinct !DILexicalBlock(scope: !1025, file: !2, line: 206, column: 28)
!1029 = !DILocation(line: 208, column: 14, scope: !1028)
!1030 = !DILocation(line: 208, column: 25, scope: !1028)
!1031 = !DILocation(line: 209, column: 39, scope: !1032)
!1032 = distinct !DILexicalBlock(scope: !1028, file: !2, line: 209, column: 11)
!1033 = !DILocation(line: 209, column: 11, scope: !1032)
!1034 = !DILocation(line: 209, column: 11, scope: !1028)
!1035 = !DILocation(line: 210, column: 12, scope: !1036)
!1036 = distinct !DILexicalBlock(scope: !1032, file: !2, line: 209, column: 50)
!1037 = !DILocation(line: 210, column: 16, scope: !1036)
!1038 = !DILocation(line: 210, column: 27, scope: !1036)
!1039 = !DILocation(line: 211, column: 16, scope: !1036)
!1040 = !DILocation(line: 211, column: 9, scope: !1036)
!1041 = !DILocation(line: 216, column: 3, scope: !1008)
!1042 = !DILocation(line: 0, scope: !1018)
!1043 = !DILocation(line: 218, column: 1, scope: !1008)
!1044 = !DISubprogram(name: "luaG_ordererror", scope: !930, file: !930, line: 54, type: !931, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1045 = distinct !DISubprogram(name: "luaT_callorderiTM", scope: !2, file: !2, line: 221, type: !1046, scopeLine: 222, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !1048)
!1046 = !DISubroutineType(types: !1047)
!1047 = !{!127, !128, !641, !127, !127, !127, !645}
!1048 = !{!1049, !1050, !1051, !1052, !1053, !1054, !1055, !1056, !1057, !1061}
!1049 = !DILocalVariable(name: "L", arg: 1, scope: !1045, file: !2, line: 221, type: !128)
!1050 = !DILocalVariable(name: "p1", arg: 2, scope: !1045, file: !2, line: 221, type: !641)
!1051 = !DILocalVariable(name: "v2", arg: 3, scope: !1045, file: !2, line: 221, type: !127)
!1052 = !DILocalVariable(name: "flip", arg: 4, scope: !1045, file: !2, line: 222, type: !127)
!1053 = !DILocalVariable(name: "isfloat", arg: 5, scope: !1045, file: !2, line: 222, type: !127)
!1054 = !DILocalVariable(name: "event", arg: 6, scope: !1045, file: !2, line: 222, type: !645)
!1055 = !DILocalVariable(name: "aux", scope: !1045, file: !2, line: 223, type: !111)
!1056 = !DILocalVariable(name: "p2", scope: !1045, file: !2, line: 223, type: !641)
!1057 = !DILocalVariable(name: "io", scope: !1058, file: !2, line: 225, type: !110)
!1058 = distinct !DILexicalBlock(scope: !1059, file: !2, line: 225, column: 5)
!1059 = distinct !DILexicalBlock(scope: !1060, file: !2, line: 224, column: 16)
!1060 = distinct !DILexicalBlock(scope: !1045, file: !2, line: 224, column: 7)
!1061 = !DILocalVariable(name: "io", scope: !1062, file: !2, line: 228, type: !110)
!1062 = distinct !DILexicalBlock(scope: !1060, file: !2, line: 228, column: 5)
!1063 = distinct !DIAssignID()
!1064 = !DILocation(line: 0, scope: !1045)
!1065 = !DILocation(line: 223, column: 3, scope: !1045)
!1066 = !DILocation(line: 224, column: 7, scope: !1060)
!1067 = !DILocation(line: 224, column: 7, scope: !1045)
!1068 = !DILocation(line: 0, scope: !1060)
!1069 = !DILocation(line: 229, column: 7, scope: !1070)
!1070 = distinct !DILexicalBlock(scope: !1045, file: !2, line: 229, column: 7)
!1071 = !DILocation(line: 234, column: 10, scope: !1045)
!1072 = !DILocation(line: 235, column: 1, scope: !1045)
!1073 = !DILocation(line: 234, column: 3, scope: !1045)
!1074 = distinct !DISubprogram(name: "luaT_adjustvarargs", scope: !2, file: !2, line: 238, type: !1075, scopeLine: 239, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !1080)
!1075 = !DISubroutineType(types: !1076)
!1076 = !{null, !128, !127, !244, !1077}
!1077 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1078, size: 64)
!1078 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1079)
!1079 = !DIDerivedType(tag: DW_TAG_typedef, name: "Proto", file: !58, line: 573, baseType: !430)
!1080 = !{!1081, !1082, !1083, !1084, !1085, !1086, !1087, !1088, !1090, !1091, !1096}
!1081 = !DILocalVariable(name: "L", arg: 1, scope: !1074, file: !2, line: 238, type: !128)
!1082 = !DILocalVariable(name: "nfixparams", arg: 2, scope: !1074, file: !2, line: 238, type: !127)
!1083 = !DILocalVariable(name: "ci", arg: 3, scope: !1074, file: !2, line: 238, type: !244)
!1084 = !DILocalVariable(name: "p", arg: 4, scope: !1074, file: !2, line: 239, type: !1077)
!1085 = !DILocalVariable(name: "i", scope: !1074, file: !2, line: 240, type: !127)
!1086 = !DILocalVariable(name: "actual", scope: !1074, file: !2, line: 241, type: !127)
!1087 = !DILocalVariable(name: "nextra", scope: !1074, file: !2, line: 242, type: !127)
!1088 = !DILocalVariable(name: "io1", scope: !1089, file: !2, line: 246, type: !110)
!1089 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 246, column: 3)
!1090 = !DILocalVariable(name: "io2", scope: !1089, file: !2, line: 246, type: !641)
!1091 = !DILocalVariable(name: "io1", scope: !1092, file: !2, line: 249, type: !110)
!1092 = distinct !DILexicalBlock(scope: !1093, file: !2, line: 249, column: 5)
!1093 = distinct !DILexicalBlock(scope: !1094, file: !2, line: 248, column: 37)
!1094 = distinct !DILexicalBlock(scope: !1095, file: !2, line: 248, column: 3)
!1095 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 248, column: 3)
!1096 = !DILocalVariable(name: "io2", scope: !1092, file: !2, line: 249, type: !641)
!1097 = !DILocation(line: 0, scope: !1074)
!1098 = !DILocation(line: 241, column: 16, scope: !1074)
!1099 = !DILocation(line: 242, column: 23, scope: !1074)
!1100 = !DILocation(line: 243, column: 11, scope: !1074)
!1101 = !DILocation(line: 243, column: 22, scope: !1074)
!1102 = !DILocation(line: 244, column: 3, scope: !1103)
!1103 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 244, column: 3)
!1104 = !{!1105, !613, i64 12}
!1105 = !{!"Proto", !612, i64 0, !613, i64 8, !613, i64 9, !613, i64 10, !613, i64 11, !613, i64 12, !618, i64 16, !618, i64 20, !618, i64 24, !618, i64 28, !618, i64 32, !618, i64 36, !618, i64 40, !618, i64 44, !618, i64 48, !612, i64 56, !612, i64 64, !612, i64 72, !612, i64 80, !612, i64 88, !612, i64 96, !612, i64 104, !612, i64 112, !612, i64 120}
!1106 = !DILocation(line: 244, column: 3, scope: !1074)
!1107 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!1108 = !DILocation(line: 244, column: 3, scope: !1109)
!1109 = distinct !DILexicalBlock(scope: !1103, file: !2, line: 244, column: 3)
!1110 = !DILocation(line: 246, column: 3, scope: !1089)
!1111 = !DILocation(line: 0, scope: !1089)
!1112 = !DILocation(line: 248, column: 17, scope: !1094)
!1113 = !DILocation(line: 248, column: 3, scope: !1095)
!1114 = !DILocation(line: 249, column: 5, scope: !1092)
!1115 = !DILocation(line: 0, scope: !1092)
!1116 = !DILocation(line: 250, column: 5, scope: !1093)
!1117 = !DILocation(line: 248, column: 33, scope: !1094)
!1118 = distinct !{!1118, !1113, !1119, !628}
!1119 = !DILocation(line: 251, column: 3, scope: !1095)
!1120 = !DILocation(line: 252, column: 14, scope: !1074)
!1121 = !DILocation(line: 253, column: 7, scope: !1074)
!1122 = !DILocation(line: 253, column: 13, scope: !1074)
!1123 = !DILocation(line: 255, column: 1, scope: !1074)
!1124 = !DISubprogram(name: "luaD_growstack", scope: !777, file: !777, line: 79, type: !1125, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1125 = !DISubroutineType(types: !1126)
!1126 = !{!127, !128, !127, !127}
!1127 = distinct !DISubprogram(name: "luaT_getvarargs", scope: !2, file: !2, line: 258, type: !1128, scopeLine: 258, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !1130)
!1128 = !DISubroutineType(types: !1129)
!1129 = !{null, !128, !244, !143, !127}
!1130 = !{!1131, !1132, !1133, !1134, !1135, !1136, !1137, !1142, !1146}
!1131 = !DILocalVariable(name: "L", arg: 1, scope: !1127, file: !2, line: 258, type: !128)
!1132 = !DILocalVariable(name: "ci", arg: 2, scope: !1127, file: !2, line: 258, type: !244)
!1133 = !DILocalVariable(name: "where", arg: 3, scope: !1127, file: !2, line: 258, type: !143)
!1134 = !DILocalVariable(name: "wanted", arg: 4, scope: !1127, file: !2, line: 258, type: !127)
!1135 = !DILocalVariable(name: "i", scope: !1127, file: !2, line: 259, type: !127)
!1136 = !DILocalVariable(name: "nextra", scope: !1127, file: !2, line: 260, type: !127)
!1137 = !DILocalVariable(name: "t__", scope: !1138, file: !2, line: 263, type: !156)
!1138 = distinct !DILexicalBlock(scope: !1139, file: !2, line: 263, column: 5)
!1139 = distinct !DILexicalBlock(scope: !1140, file: !2, line: 263, column: 5)
!1140 = distinct !DILexicalBlock(scope: !1141, file: !2, line: 261, column: 19)
!1141 = distinct !DILexicalBlock(scope: !1127, file: !2, line: 261, column: 7)
!1142 = !DILocalVariable(name: "io1", scope: !1143, file: !2, line: 267, type: !110)
!1143 = distinct !DILexicalBlock(scope: !1144, file: !2, line: 267, column: 5)
!1144 = distinct !DILexicalBlock(scope: !1145, file: !2, line: 266, column: 3)
!1145 = distinct !DILexicalBlock(scope: !1127, file: !2, line: 266, column: 3)
!1146 = !DILocalVariable(name: "io2", scope: !1143, file: !2, line: 267, type: !641)
!1147 = !DILocation(line: 0, scope: !1127)
!1148 = !DILocation(line: 260, column: 24, scope: !1127)
!1149 = !DILocation(line: 266, column: 8, scope: !1145)
!1150 = !DILocation(line: 261, column: 14, scope: !1141)
!1151 = !DILocation(line: 261, column: 7, scope: !1127)
!1152 = !DILocation(line: 263, column: 5, scope: !1139)
!1153 = !DILocation(line: 263, column: 5, scope: !1140)
!1154 = !DILocation(line: 263, column: 5, scope: !1138)
!1155 = !DILocation(line: 0, scope: !1138)
!1156 = !DILocation(line: 263, column: 5, scope: !1157)
!1157 = distinct !DILexicalBlock(scope: !1158, file: !2, line: 263, column: 5)
!1158 = distinct !DILexicalBlock(scope: !1138, file: !2, line: 263, column: 5)
!1159 = !{!1160, !617, i64 24}
!1160 = !{!"global_State", !612, i64 0, !612, i64 8, !617, i64 16, !617, i64 24, !617, i64 32, !617, i64 40, !1161, i64 48, !656, i64 64, !656, i64 80, !618, i64 96, !613, i64 100, !613, i64 101, !613, i64 102, !613, i64 103, !613, i64 104, !613, i64 105, !613, i64 106, !613, i64 107, !613, i64 108, !613, i64 109, !613, i64 110, !612, i64 112, !612, i64 120, !612, i64 128, !612, i64 136, !612, i64 144, !612, i64 152, !612, i64 160, !612, i64 168, !612, i64 176, !612, i64 184, !612, i64 192, !612, i64 200, !612, i64 208, !612, i64 216, !612, i64 224, !612, i64 232, !612, i64 240, !612, i64 248, !612, i64 256, !612, i64 264, !612, i64 272, !613, i64 280, !613, i64 480, !613, i64 552, !612, i64 1400, !612, i64 1408}
!1161 = !{!"stringtable", !612, i64 0, !618, i64 8, !618, i64 12}
!1162 = !DILocation(line: 263, column: 5, scope: !1158)
!1163 = !DILocation(line: 263, column: 5, scope: !1164)
!1164 = distinct !DILexicalBlock(scope: !1157, file: !2, line: 263, column: 5)
!1165 = !DILocation(line: 264, column: 22, scope: !1140)
!1166 = !DILocation(line: 264, column: 14, scope: !1140)
!1167 = !DILocation(line: 265, column: 3, scope: !1140)
!1168 = !DILocation(line: 266, column: 26, scope: !1144)
!1169 = !DILocation(line: 266, column: 3, scope: !1145)
!1170 = !DILocation(line: 267, column: 5, scope: !1143)
!1171 = !DILocation(line: 0, scope: !1143)
!1172 = !DILocation(line: 268, column: 12, scope: !1173)
!1173 = distinct !DILexicalBlock(scope: !1174, file: !2, line: 268, column: 3)
!1174 = distinct !DILexicalBlock(scope: !1127, file: !2, line: 268, column: 3)
!1175 = !DILocation(line: 266, scope: !1145)
!1176 = !DILocation(line: 268, column: 3, scope: !1174)
!1177 = !DILocation(line: 269, column: 5, scope: !1173)
!1178 = !DILocation(line: 268, column: 23, scope: !1173)
!1179 = distinct !{!1179, !1180}
!1180 = !{!"llvm.loop.unroll.disable"}
!1181 = !DILocation(line: 266, column: 42, scope: !1144)
!1182 = distinct !{!1182, !1169, !1183, !628}
!1183 = !DILocation(line: 267, column: 5, scope: !1145)
!1184 = distinct !{!1184, !1176, !1185, !628}
!1185 = !DILocation(line: 269, column: 5, scope: !1174)
!1186 = !DILocation(line: 270, column: 1, scope: !1127)
!1187 = !DISubprogram(name: "luaC_step", scope: !635, file: !635, line: 190, type: !575, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
