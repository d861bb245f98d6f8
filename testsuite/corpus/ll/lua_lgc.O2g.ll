; ModuleID = 'src/lua/lgc.c'
source_filename = "src/lua/lgc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.Node = type { %struct.NodeKey }
%struct.NodeKey = type { %union.Value, i8, i8, i32, %union.Value }
%union.Value = type { ptr }
%struct.TValue = type { %union.Value, i8 }
%union.UValue = type { %struct.TValue }
%struct.Upvaldesc = type { ptr, i8, i8, i8 }
%struct.LocVar = type { ptr, i32, i32 }

@.str = private unnamed_addr constant [5 x i8] c"__gc\00", align 1, !dbg !0
@sweepgen.nextage = internal unnamed_addr constant [7 x i8] c"\01\03\03\04\04\05\06", align 1, !dbg !7

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define hidden void @luaC_barrier_(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr noundef %2) local_unnamed_addr #0 !dbg !511 {
    #dbg_value(ptr %0, !515, !DIExpression(), !519)
    #dbg_value(ptr %1, !516, !DIExpression(), !519)
    #dbg_value(ptr %2, !517, !DIExpression(), !519)
  %4 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !520
  %5 = load ptr, ptr %4, align 8, !dbg !520, !tbaa !521
    #dbg_value(ptr %5, !518, !DIExpression(), !519)
  %6 = getelementptr inbounds i8, ptr %5, i64 101, !dbg !530
  %7 = load i8, ptr %6, align 1, !dbg !530, !tbaa !532
  %8 = icmp ult i8 %7, 3, !dbg !530
  br i1 %8, label %9, label %19, !dbg !536

9:                                                ; preds = %3
  tail call fastcc void @reallymarkobject(ptr noundef nonnull %5, ptr noundef %2), !dbg !537
  %10 = getelementptr inbounds i8, ptr %1, i64 9, !dbg !539
  %11 = load i8, ptr %10, align 1, !dbg !539, !tbaa !541
  %12 = and i8 %11, 6, !dbg !539
  %13 = icmp eq i8 %12, 0, !dbg !539
  br i1 %13, label %31, label %14, !dbg !543

14:                                               ; preds = %9
  %15 = getelementptr inbounds i8, ptr %2, i64 9, !dbg !544
  %16 = load i8, ptr %15, align 1, !dbg !544, !tbaa !541
  %17 = and i8 %16, -8, !dbg !544
  %18 = or disjoint i8 %17, 2, !dbg !544
  store i8 %18, ptr %15, align 1, !dbg !544, !tbaa !541
  br label %31, !dbg !546

19:                                               ; preds = %3
  %20 = getelementptr inbounds i8, ptr %5, i64 102, !dbg !547
  %21 = load i8, ptr %20, align 2, !dbg !547, !tbaa !550
  %22 = icmp eq i8 %21, 0, !dbg !551
  br i1 %22, label %23, label %31, !dbg !552

23:                                               ; preds = %19
  %24 = getelementptr inbounds i8, ptr %1, i64 9, !dbg !553
  %25 = load i8, ptr %24, align 1, !dbg !553, !tbaa !541
  %26 = and i8 %25, -57, !dbg !553
  %27 = getelementptr inbounds i8, ptr %5, i64 100, !dbg !553
  %28 = load i8, ptr %27, align 4, !dbg !553, !tbaa !554
  %29 = and i8 %28, 24, !dbg !553
  %30 = or disjoint i8 %29, %26, !dbg !553
  store i8 %30, ptr %24, align 1, !dbg !553, !tbaa !541
  br label %31, !dbg !553

31:                                               ; preds = %19, %23, %9, %14
  ret void, !dbg !555
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @reallymarkobject(ptr nocapture noundef %0, ptr noundef %1) unnamed_addr #0 !dbg !556 {
  br label %3

3:                                                ; preds = %26, %2
  %4 = phi ptr [ %1, %2 ], [ %27, %26 ]
    #dbg_value(ptr %0, !560, !DIExpression(), !569)
    #dbg_value(ptr %4, !561, !DIExpression(), !569)
  %5 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !570
  %6 = load i8, ptr %5, align 8, !dbg !570, !tbaa !571
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
  ], !dbg !572

7:                                                ; preds = %3, %3
  %8 = getelementptr inbounds i8, ptr %4, i64 9, !dbg !573
  %9 = load i8, ptr %8, align 1, !dbg !573, !tbaa !541
  %10 = and i8 %9, -57, !dbg !573
  %11 = or disjoint i8 %10, 32, !dbg !573
  store i8 %11, ptr %8, align 1, !dbg !573, !tbaa !541
  br label %62, !dbg !575

12:                                               ; preds = %3
    #dbg_value(ptr %4, !562, !DIExpression(), !576)
  %13 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !577
  %14 = load ptr, ptr %13, align 8, !dbg !577, !tbaa !579
  %15 = getelementptr inbounds i8, ptr %4, i64 24, !dbg !577
  %16 = icmp eq ptr %14, %15, !dbg !577
  %17 = getelementptr inbounds i8, ptr %4, i64 9, !dbg !580
  %18 = load i8, ptr %17, align 1, !dbg !580, !tbaa !581
  %19 = and i8 %18, -57, !dbg !580
  %20 = or disjoint i8 %19, 32, !dbg !583
  %21 = select i1 %16, i8 %20, i8 %19, !dbg !583
  store i8 %21, ptr %17, align 1, !dbg !580, !tbaa !581
  %22 = getelementptr inbounds i8, ptr %14, i64 8, !dbg !584
  %23 = load i8, ptr %22, align 8, !dbg !584, !tbaa !587
  %24 = and i8 %23, 64, !dbg !584
  %25 = icmp eq i8 %24, 0, !dbg !584
  br i1 %25, label %62, label %26, !dbg !584

26:                                               ; preds = %12
  %27 = load ptr, ptr %14, align 8, !dbg !584, !tbaa !579
  %28 = getelementptr inbounds i8, ptr %27, i64 9, !dbg !584
  %29 = load i8, ptr %28, align 1, !dbg !584, !tbaa !541
  %30 = and i8 %29, 24, !dbg !584
  %31 = icmp eq i8 %30, 0, !dbg !584
  br i1 %31, label %62, label %3, !dbg !588

32:                                               ; preds = %3
    #dbg_value(ptr %4, !565, !DIExpression(), !589)
  %33 = getelementptr inbounds i8, ptr %4, i64 10, !dbg !590
  %34 = load i16, ptr %33, align 2, !dbg !590, !tbaa !592
  %35 = icmp eq i16 %34, 0, !dbg !594
  br i1 %35, label %36, label %54, !dbg !595

36:                                               ; preds = %32
  %37 = getelementptr inbounds i8, ptr %4, i64 24, !dbg !596
  %38 = load ptr, ptr %37, align 8, !dbg !596, !tbaa !600
  %39 = icmp eq ptr %38, null, !dbg !596
  br i1 %39, label %46, label %40, !dbg !601

40:                                               ; preds = %36
  %41 = getelementptr inbounds i8, ptr %38, i64 9, !dbg !602
  %42 = load i8, ptr %41, align 1, !dbg !602, !tbaa !605
  %43 = and i8 %42, 24, !dbg !602
  %44 = icmp eq i8 %43, 0, !dbg !602
  br i1 %44, label %46, label %45, !dbg !607

45:                                               ; preds = %40
  tail call fastcc void @reallymarkobject(ptr noundef %0, ptr noundef nonnull %38), !dbg !602
  br label %46, !dbg !602

46:                                               ; preds = %36, %45, %40
  %47 = getelementptr inbounds i8, ptr %4, i64 9, !dbg !608
  %48 = load i8, ptr %47, align 1, !dbg !608, !tbaa !609
  %49 = and i8 %48, -57, !dbg !608
  %50 = or disjoint i8 %49, 32, !dbg !608
  store i8 %50, ptr %47, align 1, !dbg !608, !tbaa !609
  br label %62

51:                                               ; preds = %3
  br label %54, !dbg !610

52:                                               ; preds = %3
  br label %54, !dbg !621

53:                                               ; preds = %3
  br label %54, !dbg !622

54:                                               ; preds = %3, %3, %53, %32, %51, %52
  %55 = phi i64 [ 72, %51 ], [ 120, %52 ], [ 32, %32 ], [ 48, %53 ], [ 16, %3 ], [ 16, %3 ]
  %56 = getelementptr inbounds i8, ptr %4, i64 %55, !dbg !622
  %57 = getelementptr inbounds i8, ptr %0, i64 136, !dbg !623
    #dbg_value(ptr %4, !624, !DIExpression(), !631)
    #dbg_value(ptr %56, !629, !DIExpression(), !631)
    #dbg_value(ptr %57, !630, !DIExpression(), !631)
  %58 = load ptr, ptr %57, align 8, !dbg !633, !tbaa !634
  store ptr %58, ptr %56, align 8, !dbg !635, !tbaa !634
  store ptr %4, ptr %57, align 8, !dbg !636, !tbaa !634
  %59 = getelementptr inbounds i8, ptr %4, i64 9, !dbg !637
  %60 = load i8, ptr %59, align 1, !dbg !637, !tbaa !541
  %61 = and i8 %60, -57, !dbg !637
  store i8 %61, ptr %59, align 1, !dbg !637, !tbaa !541
  br label %62, !dbg !638

62:                                               ; preds = %12, %26, %3, %46, %54, %7
  ret void, !dbg !639
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define hidden void @luaC_barrierback_(ptr nocapture noundef readonly %0, ptr noundef %1) local_unnamed_addr #2 !dbg !640 {
    #dbg_value(ptr %0, !644, !DIExpression(), !647)
    #dbg_value(ptr %1, !645, !DIExpression(), !647)
    #dbg_value(ptr poison, !646, !DIExpression(), !647)
  %3 = getelementptr inbounds i8, ptr %1, i64 9, !dbg !648
  %4 = load i8, ptr %3, align 1, !dbg !648, !tbaa !541
  %5 = and i8 %4, 7, !dbg !648
  %6 = icmp eq i8 %5, 6, !dbg !650
  br i1 %6, label %23, label %7, !dbg !651

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !652
  %9 = load ptr, ptr %8, align 8, !dbg !652, !tbaa !521
    #dbg_value(ptr %9, !646, !DIExpression(), !647)
    #dbg_value(ptr %1, !616, !DIExpression(), !653)
  %10 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !655
  %11 = load i8, ptr %10, align 8, !dbg !655, !tbaa !571
  switch i8 %11, label %17 [
    i8 5, label %18
    i8 6, label %12
    i8 38, label %13
    i8 8, label %14
    i8 10, label %15
    i8 7, label %16
  ], !dbg !656

12:                                               ; preds = %7
  br label %18, !dbg !657

13:                                               ; preds = %7
  br label %18, !dbg !658

14:                                               ; preds = %7
  br label %18, !dbg !659

15:                                               ; preds = %7
  br label %18, !dbg !660

16:                                               ; preds = %7
    #dbg_value(ptr %1, !617, !DIExpression(), !661)
  br label %18

17:                                               ; preds = %7
  unreachable, !dbg !656

18:                                               ; preds = %7, %12, %13, %14, %15, %16
  %19 = phi i64 [ 16, %12 ], [ 16, %13 ], [ 72, %14 ], [ 120, %15 ], [ 32, %16 ], [ 48, %7 ]
  %20 = getelementptr inbounds i8, ptr %1, i64 %19, !dbg !662
  %21 = getelementptr inbounds i8, ptr %9, i64 144, !dbg !663
    #dbg_value(ptr %1, !624, !DIExpression(), !664)
    #dbg_value(ptr %20, !629, !DIExpression(), !664)
    #dbg_value(ptr %21, !630, !DIExpression(), !664)
  %22 = load ptr, ptr %21, align 8, !dbg !666, !tbaa !634
  store ptr %22, ptr %20, align 8, !dbg !667, !tbaa !634
  store ptr %1, ptr %21, align 8, !dbg !668, !tbaa !634
  br label %23

23:                                               ; preds = %2, %18
  %24 = phi i8 [ -57, %18 ], [ -58, %2 ]
  %25 = and i8 %4, %24, !dbg !669
  %26 = and i8 %4, 6, !dbg !670
  %27 = icmp eq i8 %26, 0, !dbg !670
  %28 = and i8 %4, -64, !dbg !672
  %29 = or disjoint i8 %28, 5, !dbg !672
  %30 = select i1 %27, i8 %25, i8 %29, !dbg !672
  store i8 %30, ptr %3, align 1, !dbg !647, !tbaa !541
  ret void, !dbg !673
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define hidden void @luaC_fix(ptr nocapture noundef readonly %0, ptr noundef %1) local_unnamed_addr #2 !dbg !674 {
    #dbg_value(ptr %0, !676, !DIExpression(), !679)
    #dbg_value(ptr %1, !677, !DIExpression(), !679)
  %3 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !680
  %4 = load ptr, ptr %3, align 8, !dbg !680, !tbaa !521
    #dbg_value(ptr %4, !678, !DIExpression(), !679)
  %5 = getelementptr inbounds i8, ptr %1, i64 9, !dbg !681
  %6 = load i8, ptr %5, align 1, !dbg !681, !tbaa !541
  %7 = and i8 %6, -64, !dbg !682
  %8 = or disjoint i8 %7, 4, !dbg !682
  store i8 %8, ptr %5, align 1, !dbg !682, !tbaa !541
  %9 = load ptr, ptr %1, align 8, !dbg !683, !tbaa !684
  %10 = getelementptr inbounds i8, ptr %4, i64 112, !dbg !685
  store ptr %9, ptr %10, align 8, !dbg !686, !tbaa !687
  %11 = getelementptr inbounds i8, ptr %4, i64 184, !dbg !688
  %12 = load ptr, ptr %11, align 8, !dbg !688, !tbaa !689
  store ptr %12, ptr %1, align 8, !dbg !690, !tbaa !684
  store ptr %1, ptr %11, align 8, !dbg !691, !tbaa !689
  ret void, !dbg !692
}

; Function Attrs: nounwind uwtable
define hidden noundef ptr @luaC_newobjdt(ptr noundef %0, i32 noundef %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #3 !dbg !693 {
    #dbg_value(ptr %0, !697, !DIExpression(), !704)
    #dbg_value(i32 %1, !698, !DIExpression(), !704)
    #dbg_value(i64 %2, !699, !DIExpression(), !704)
    #dbg_value(i64 %3, !700, !DIExpression(), !704)
  %5 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !705
  %6 = load ptr, ptr %5, align 8, !dbg !705, !tbaa !521
    #dbg_value(ptr %6, !701, !DIExpression(), !704)
  %7 = and i32 %1, 15, !dbg !706
  %8 = tail call ptr @luaM_malloc_(ptr noundef %0, i64 noundef %2, i32 noundef %7) #9, !dbg !706
    #dbg_value(ptr %8, !702, !DIExpression(), !704)
  %9 = getelementptr inbounds i8, ptr %8, i64 %3, !dbg !707
    #dbg_value(ptr %9, !703, !DIExpression(), !704)
  %10 = getelementptr inbounds i8, ptr %6, i64 100, !dbg !708
  %11 = load i8, ptr %10, align 4, !dbg !708, !tbaa !554
  %12 = and i8 %11, 24, !dbg !708
  %13 = getelementptr inbounds i8, ptr %9, i64 9, !dbg !709
  store i8 %12, ptr %13, align 1, !dbg !710, !tbaa !541
  %14 = trunc i32 %1 to i8, !dbg !711
  %15 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !712
  store i8 %14, ptr %15, align 8, !dbg !713, !tbaa !571
  %16 = getelementptr inbounds i8, ptr %6, i64 112, !dbg !714
  %17 = load ptr, ptr %16, align 8, !dbg !714, !tbaa !687
  store ptr %17, ptr %9, align 8, !dbg !715, !tbaa !684
  store ptr %9, ptr %16, align 8, !dbg !716, !tbaa !687
  ret ptr %9, !dbg !717
}

declare !dbg !718 hidden ptr @luaM_malloc_(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define hidden noundef ptr @luaC_newobj(ptr noundef %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #3 !dbg !722 {
    #dbg_value(ptr %0, !726, !DIExpression(), !729)
    #dbg_value(i32 %1, !727, !DIExpression(), !729)
    #dbg_value(i64 %2, !728, !DIExpression(), !729)
    #dbg_value(ptr %0, !697, !DIExpression(), !730)
    #dbg_value(i32 %1, !698, !DIExpression(), !730)
    #dbg_value(i64 %2, !699, !DIExpression(), !730)
    #dbg_value(i64 0, !700, !DIExpression(), !730)
  %4 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !732
  %5 = load ptr, ptr %4, align 8, !dbg !732, !tbaa !521
    #dbg_value(ptr %5, !701, !DIExpression(), !730)
  %6 = and i32 %1, 15, !dbg !733
  %7 = tail call ptr @luaM_malloc_(ptr noundef %0, i64 noundef %2, i32 noundef %6) #9, !dbg !733
    #dbg_value(ptr %7, !702, !DIExpression(), !730)
    #dbg_value(ptr %7, !703, !DIExpression(), !730)
  %8 = getelementptr inbounds i8, ptr %5, i64 100, !dbg !734
  %9 = load i8, ptr %8, align 4, !dbg !734, !tbaa !554
  %10 = and i8 %9, 24, !dbg !734
  %11 = getelementptr inbounds i8, ptr %7, i64 9, !dbg !735
  store i8 %10, ptr %11, align 1, !dbg !736, !tbaa !541
  %12 = trunc i32 %1 to i8, !dbg !737
  %13 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !738
  store i8 %12, ptr %13, align 8, !dbg !739, !tbaa !571
  %14 = getelementptr inbounds i8, ptr %5, i64 112, !dbg !740
  %15 = load ptr, ptr %14, align 8, !dbg !740, !tbaa !687
  store ptr %15, ptr %7, align 8, !dbg !741, !tbaa !684
  store ptr %7, ptr %14, align 8, !dbg !742, !tbaa !687
  ret ptr %7, !dbg !743
}

; Function Attrs: nounwind uwtable
define hidden void @luaC_checkfinalizer(ptr noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #3 !dbg !744 {
    #dbg_value(ptr %0, !750, !DIExpression(), !757)
    #dbg_value(ptr %1, !751, !DIExpression(), !757)
    #dbg_value(ptr %2, !752, !DIExpression(), !757)
  %4 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !758
  %5 = load ptr, ptr %4, align 8, !dbg !758, !tbaa !521
    #dbg_value(ptr %5, !753, !DIExpression(), !757)
  %6 = getelementptr inbounds i8, ptr %1, i64 9, !dbg !759
  %7 = load i8, ptr %6, align 1, !dbg !759, !tbaa !541
  %8 = and i8 %7, 64, !dbg !759
  %9 = icmp ne i8 %8, 0, !dbg !759
  %10 = icmp eq ptr %2, null
  %11 = or i1 %10, %9, !dbg !760
  br i1 %11, label %80, label %12, !dbg !760

12:                                               ; preds = %3
  %13 = getelementptr inbounds i8, ptr %2, i64 10, !dbg !761
  %14 = load i8, ptr %13, align 2, !dbg !761, !tbaa !762
  %15 = and i8 %14, 4, !dbg !761
  %16 = icmp eq i8 %15, 0, !dbg !761
  br i1 %16, label %17, label %80, !dbg !761

17:                                               ; preds = %12
  %18 = getelementptr inbounds i8, ptr %5, i64 296, !dbg !761
  %19 = load ptr, ptr %18, align 8, !dbg !761, !tbaa !634
  %20 = tail call ptr @luaT_gettm(ptr noundef nonnull %2, i32 noundef 2, ptr noundef %19) #9, !dbg !761
  %21 = icmp eq ptr %20, null, !dbg !763
  br i1 %21, label %80, label %22, !dbg !764

22:                                               ; preds = %17
  %23 = getelementptr inbounds i8, ptr %5, i64 106, !dbg !765
  %24 = load i8, ptr %23, align 2, !dbg !765, !tbaa !766
  %25 = and i8 %24, 4, !dbg !767
  %26 = icmp eq i8 %25, 0, !dbg !767
  br i1 %26, label %27, label %80, !dbg !768

27:                                               ; preds = %22
  %28 = getelementptr inbounds i8, ptr %5, i64 101, !dbg !769
  %29 = load i8, ptr %28, align 1, !dbg !769, !tbaa !532
  %30 = add i8 %29, -3, !dbg !769
  %31 = icmp ult i8 %30, 4, !dbg !769
  br i1 %31, label %32, label %44, !dbg !769

32:                                               ; preds = %27
  %33 = load i8, ptr %6, align 1, !dbg !771, !tbaa !541
  %34 = and i8 %33, -57, !dbg !771
  %35 = getelementptr inbounds i8, ptr %5, i64 100, !dbg !771
  %36 = load i8, ptr %35, align 4, !dbg !771, !tbaa !554
  %37 = and i8 %36, 24, !dbg !771
  %38 = or disjoint i8 %37, %34, !dbg !771
  store i8 %38, ptr %6, align 1, !dbg !771, !tbaa !541
  %39 = getelementptr inbounds i8, ptr %5, i64 120, !dbg !773
  %40 = load ptr, ptr %39, align 8, !dbg !773, !tbaa !775
  %41 = icmp eq ptr %40, %1, !dbg !776
  br i1 %41, label %42, label %68, !dbg !777

42:                                               ; preds = %32
  %43 = tail call fastcc ptr @sweeptolive(ptr noundef nonnull %0, ptr noundef %40), !dbg !778
  store ptr %43, ptr %39, align 8, !dbg !779, !tbaa !775
  br label %68, !dbg !780

44:                                               ; preds = %27
    #dbg_value(ptr %5, !781, !DIExpression(), !785)
    #dbg_value(ptr %1, !784, !DIExpression(), !785)
  %45 = getelementptr inbounds i8, ptr %5, i64 192, !dbg !787
    #dbg_value(ptr %45, !788, !DIExpression(), !794)
    #dbg_value(ptr %1, !793, !DIExpression(), !794)
  %46 = load ptr, ptr %45, align 8, !dbg !796, !tbaa !634
  %47 = icmp eq ptr %46, %1, !dbg !798
  br i1 %47, label %48, label %50, !dbg !799

48:                                               ; preds = %44
  %49 = load ptr, ptr %1, align 8, !dbg !800, !tbaa !684
  store ptr %49, ptr %45, align 8, !dbg !801, !tbaa !634
  br label %50, !dbg !802

50:                                               ; preds = %48, %44
  %51 = getelementptr inbounds i8, ptr %5, i64 200, !dbg !803
    #dbg_value(ptr %51, !788, !DIExpression(), !804)
    #dbg_value(ptr %1, !793, !DIExpression(), !804)
  %52 = load ptr, ptr %51, align 8, !dbg !806, !tbaa !634
  %53 = icmp eq ptr %52, %1, !dbg !807
  br i1 %53, label %54, label %56, !dbg !808

54:                                               ; preds = %50
  %55 = load ptr, ptr %1, align 8, !dbg !809, !tbaa !684
  store ptr %55, ptr %51, align 8, !dbg !810, !tbaa !634
  br label %56, !dbg !811

56:                                               ; preds = %54, %50
  %57 = getelementptr inbounds i8, ptr %5, i64 208, !dbg !812
    #dbg_value(ptr %57, !788, !DIExpression(), !813)
    #dbg_value(ptr %1, !793, !DIExpression(), !813)
  %58 = load ptr, ptr %57, align 8, !dbg !815, !tbaa !634
  %59 = icmp eq ptr %58, %1, !dbg !816
  br i1 %59, label %60, label %62, !dbg !817

60:                                               ; preds = %56
  %61 = load ptr, ptr %1, align 8, !dbg !818, !tbaa !684
  store ptr %61, ptr %57, align 8, !dbg !819, !tbaa !634
  br label %62, !dbg !820

62:                                               ; preds = %60, %56
  %63 = getelementptr inbounds i8, ptr %5, i64 216, !dbg !821
    #dbg_value(ptr %63, !788, !DIExpression(), !822)
    #dbg_value(ptr %1, !793, !DIExpression(), !822)
  %64 = load ptr, ptr %63, align 8, !dbg !824, !tbaa !634
  %65 = icmp eq ptr %64, %1, !dbg !825
  br i1 %65, label %66, label %68, !dbg !826

66:                                               ; preds = %62
  %67 = load ptr, ptr %1, align 8, !dbg !827, !tbaa !684
  store ptr %67, ptr %63, align 8, !dbg !828, !tbaa !634
  br label %68, !dbg !829

68:                                               ; preds = %66, %62, %32, %42
  %69 = getelementptr inbounds i8, ptr %5, i64 112, !dbg !830
    #dbg_value(ptr %69, !754, !DIExpression(), !832)
  br label %70, !dbg !833

70:                                               ; preds = %70, %68
  %71 = phi ptr [ %69, %68 ], [ %72, %70 ], !dbg !834
    #dbg_value(ptr %71, !754, !DIExpression(), !832)
  %72 = load ptr, ptr %71, align 8, !dbg !835, !tbaa !634
  %73 = icmp eq ptr %72, %1, !dbg !837
  br i1 %73, label %74, label %70, !dbg !838, !llvm.loop !839

74:                                               ; preds = %70
  %75 = load ptr, ptr %1, align 8, !dbg !842, !tbaa !684
  store ptr %75, ptr %71, align 8, !dbg !843, !tbaa !634
  %76 = getelementptr inbounds i8, ptr %5, i64 128, !dbg !844
  %77 = load ptr, ptr %76, align 8, !dbg !844, !tbaa !845
  store ptr %77, ptr %1, align 8, !dbg !846, !tbaa !684
  store ptr %1, ptr %76, align 8, !dbg !847, !tbaa !845
  %78 = load i8, ptr %6, align 1, !dbg !848, !tbaa !541
  %79 = or i8 %78, 64, !dbg !848
  store i8 %79, ptr %6, align 1, !dbg !848, !tbaa !541
  br label %80, !dbg !849

80:                                               ; preds = %3, %17, %22, %12, %74
  ret void, !dbg !849
}

declare !dbg !850 hidden ptr @luaT_gettm(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal fastcc ptr @sweeptolive(ptr noundef %0, ptr noundef %1) unnamed_addr #3 !dbg !856 {
    #dbg_value(ptr %0, !860, !DIExpression(), !863)
    #dbg_value(ptr %1, !861, !DIExpression(), !863)
    #dbg_value(ptr %1, !862, !DIExpression(), !863)
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  br label %4, !dbg !864

4:                                                ; preds = %26, %2
  %5 = phi ptr [ %1, %2 ], [ %30, %26 ]
    #dbg_value(ptr %5, !861, !DIExpression(), !863)
    #dbg_value(ptr %0, !865, !DIExpression(), !883)
    #dbg_value(ptr %5, !871, !DIExpression(), !883)
    #dbg_value(i32 1, !872, !DIExpression(), !883)
    #dbg_value(ptr null, !873, !DIExpression(), !883)
  %6 = load ptr, ptr %3, align 8, !dbg !886, !tbaa !521
    #dbg_value(ptr %6, !874, !DIExpression(), !883)
  %7 = getelementptr inbounds i8, ptr %6, i64 100, !dbg !887
  %8 = load i8, ptr %7, align 4, !dbg !887, !tbaa !554
    #dbg_value(i8 %8, !875, !DIExpression(DW_OP_constu, 24, DW_OP_xor, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !883)
  %9 = and i8 %8, 24, !dbg !888
    #dbg_value(i8 %9, !877, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !883)
    #dbg_value(i32 0, !876, !DIExpression(), !883)
    #dbg_value(ptr %5, !871, !DIExpression(), !883)
  %10 = load ptr, ptr %5, align 8, !dbg !889, !tbaa !634
  %11 = icmp eq ptr %10, null, !dbg !890
  br i1 %11, label %26, label %12, !dbg !891

12:                                               ; preds = %4
  %13 = xor i8 %8, 24, !dbg !887
    #dbg_value(i8 %13, !875, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !883)
    #dbg_value(ptr %5, !871, !DIExpression(), !883)
    #dbg_value(i32 0, !876, !DIExpression(), !883)
    #dbg_value(ptr %10, !878, !DIExpression(), !892)
  %14 = getelementptr inbounds i8, ptr %10, i64 9, !dbg !893
  %15 = load i8, ptr %14, align 1, !dbg !893, !tbaa !541
    #dbg_value(i8 %15, !882, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !892)
  %16 = and i8 %15, %13, !dbg !894
  %17 = icmp eq i8 %16, 0, !dbg !894
  br i1 %17, label %20, label %18, !dbg !896

18:                                               ; preds = %12
  %19 = load ptr, ptr %10, align 8, !dbg !897, !tbaa !684
  store ptr %19, ptr %5, align 8, !dbg !899, !tbaa !634
  tail call fastcc void @freeobj(ptr noundef nonnull %0, ptr noundef nonnull %10), !dbg !900
  br label %23, !dbg !901

20:                                               ; preds = %12
    #dbg_value(i8 %15, !882, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !892)
  %21 = and i8 %15, -64, !dbg !902
  %22 = or disjoint i8 %21, %9, !dbg !902
  store i8 %22, ptr %14, align 1, !dbg !904, !tbaa !541
    #dbg_value(ptr %10, !871, !DIExpression(), !883)
  br label %23

23:                                               ; preds = %20, %18
  %24 = phi ptr [ %5, %18 ], [ %10, %20 ]
    #dbg_value(ptr %24, !871, !DIExpression(), !883)
    #dbg_value(i32 1, !876, !DIExpression(), !883)
  %25 = load ptr, ptr %24, align 8, !dbg !889, !tbaa !634
  br label %26, !dbg !891, !llvm.loop !905

26:                                               ; preds = %4, %23
  %27 = phi ptr [ %5, %4 ], [ %24, %23 ]
  %28 = phi ptr [ null, %4 ], [ %25, %23 ], !dbg !889
  %29 = icmp eq ptr %28, null, !dbg !907
  %30 = select i1 %29, ptr null, ptr %27, !dbg !908
    #dbg_value(ptr %30, !861, !DIExpression(), !863)
  %31 = icmp eq ptr %30, %1, !dbg !909
  br i1 %31, label %4, label %32, !dbg !910, !llvm.loop !911

32:                                               ; preds = %26
  ret ptr %30, !dbg !913
}

; Function Attrs: nounwind uwtable
define hidden void @luaC_changemode(ptr noundef %0, i32 noundef %1) local_unnamed_addr #3 !dbg !914 {
    #dbg_value(ptr %0, !918, !DIExpression(), !921)
    #dbg_value(i32 %1, !919, !DIExpression(), !921)
  %3 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !922
  %4 = load ptr, ptr %3, align 8, !dbg !922, !tbaa !521
    #dbg_value(ptr %4, !920, !DIExpression(), !921)
  %5 = getelementptr inbounds i8, ptr %4, i64 102, !dbg !923
  %6 = load i8, ptr %5, align 2, !dbg !923, !tbaa !550
  %7 = zext i8 %6 to i32, !dbg !925
  %8 = icmp eq i32 %7, %1, !dbg !926
  br i1 %8, label %56, label %9, !dbg !927

9:                                                ; preds = %2
  %10 = icmp eq i32 %1, 1, !dbg !928
  br i1 %10, label %11, label %13, !dbg !931

11:                                               ; preds = %9
  %12 = tail call fastcc i64 @entergen(ptr noundef nonnull %0, ptr noundef nonnull %4), !dbg !932
  br label %56, !dbg !932

13:                                               ; preds = %9
    #dbg_value(ptr %4, !933, !DIExpression(), !938)
  %14 = getelementptr inbounds i8, ptr %4, i64 112, !dbg !940
  %15 = load ptr, ptr %14, align 8, !dbg !940, !tbaa !687
    #dbg_value(ptr %4, !941, !DIExpression(), !946)
    #dbg_value(ptr %15, !944, !DIExpression(), !946)
  %16 = getelementptr inbounds i8, ptr %4, i64 100, !dbg !948
  %17 = load i8, ptr %16, align 4, !dbg !948, !tbaa !554
  %18 = and i8 %17, 24, !dbg !948
    #dbg_value(i8 %18, !945, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !946)
    #dbg_value(ptr %15, !944, !DIExpression(), !946)
  %19 = icmp eq ptr %15, null, !dbg !949
  br i1 %19, label %28, label %20, !dbg !952

20:                                               ; preds = %13, %20
  %21 = phi ptr [ %26, %20 ], [ %15, %13 ]
    #dbg_value(ptr %21, !944, !DIExpression(), !946)
  %22 = getelementptr inbounds i8, ptr %21, i64 9, !dbg !953
  %23 = load i8, ptr %22, align 1, !dbg !953, !tbaa !541
  %24 = and i8 %23, -64, !dbg !953
  %25 = or disjoint i8 %24, %18, !dbg !953
  store i8 %25, ptr %22, align 1, !dbg !954, !tbaa !541
  %26 = load ptr, ptr %21, align 8, !dbg !955, !tbaa !684
    #dbg_value(ptr %26, !944, !DIExpression(), !946)
  %27 = icmp eq ptr %26, null, !dbg !949
  br i1 %27, label %28, label %20, !dbg !952, !llvm.loop !956

28:                                               ; preds = %20, %13
  %29 = getelementptr inbounds i8, ptr %4, i64 192, !dbg !958
  %30 = getelementptr inbounds i8, ptr %4, i64 128, !dbg !959
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %29, i8 0, i64 24, i1 false), !dbg !960
  %31 = load ptr, ptr %30, align 8, !dbg !959, !tbaa !845
    #dbg_value(ptr %4, !941, !DIExpression(), !961)
    #dbg_value(i8 %18, !945, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !961)
    #dbg_value(ptr %31, !944, !DIExpression(), !961)
  %32 = icmp eq ptr %31, null, !dbg !963
  br i1 %32, label %41, label %33, !dbg !964

33:                                               ; preds = %28, %33
  %34 = phi ptr [ %39, %33 ], [ %31, %28 ]
    #dbg_value(ptr %34, !944, !DIExpression(), !961)
  %35 = getelementptr inbounds i8, ptr %34, i64 9, !dbg !965
  %36 = load i8, ptr %35, align 1, !dbg !965, !tbaa !541
  %37 = and i8 %36, -64, !dbg !965
  %38 = or disjoint i8 %37, %18, !dbg !965
  store i8 %38, ptr %35, align 1, !dbg !966, !tbaa !541
  %39 = load ptr, ptr %34, align 8, !dbg !967, !tbaa !684
    #dbg_value(ptr %39, !944, !DIExpression(), !961)
  %40 = icmp eq ptr %39, null, !dbg !963
  br i1 %40, label %41, label %33, !dbg !964, !llvm.loop !968

41:                                               ; preds = %33, %28
  %42 = getelementptr inbounds i8, ptr %4, i64 176, !dbg !970
  %43 = load ptr, ptr %42, align 8, !dbg !970, !tbaa !971
    #dbg_value(ptr %4, !941, !DIExpression(), !972)
    #dbg_value(i8 %18, !945, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !972)
    #dbg_value(ptr %43, !944, !DIExpression(), !972)
  %44 = icmp eq ptr %43, null, !dbg !974
  br i1 %44, label %53, label %45, !dbg !975

45:                                               ; preds = %41, %45
  %46 = phi ptr [ %51, %45 ], [ %43, %41 ]
    #dbg_value(ptr %46, !944, !DIExpression(), !972)
  %47 = getelementptr inbounds i8, ptr %46, i64 9, !dbg !976
  %48 = load i8, ptr %47, align 1, !dbg !976, !tbaa !541
  %49 = and i8 %48, -64, !dbg !976
  %50 = or disjoint i8 %49, %18, !dbg !976
  store i8 %50, ptr %47, align 1, !dbg !977, !tbaa !541
  %51 = load ptr, ptr %46, align 8, !dbg !978, !tbaa !684
    #dbg_value(ptr %51, !944, !DIExpression(), !972)
  %52 = icmp eq ptr %51, null, !dbg !974
  br i1 %52, label %53, label %45, !dbg !975, !llvm.loop !979

53:                                               ; preds = %45, %41
  %54 = getelementptr inbounds i8, ptr %4, i64 224, !dbg !981
  %55 = getelementptr inbounds i8, ptr %4, i64 101, !dbg !982
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %54, i8 0, i64 24, i1 false), !dbg !983
  store i8 8, ptr %55, align 1, !dbg !984, !tbaa !532
  store i8 0, ptr %5, align 2, !dbg !985, !tbaa !550
  br label %56

56:                                               ; preds = %11, %53, %2
  %57 = getelementptr inbounds i8, ptr %4, i64 40, !dbg !986
  store i64 0, ptr %57, align 8, !dbg !987, !tbaa !988
  ret void, !dbg !989
}

; Function Attrs: nounwind uwtable
define internal fastcc i64 @entergen(ptr noundef %0, ptr noundef %1) unnamed_addr #3 !dbg !990 {
    #dbg_value(ptr %0, !994, !DIExpression(), !997)
    #dbg_value(ptr %1, !995, !DIExpression(), !997)
    #dbg_value(ptr %0, !998, !DIExpression(), !1003)
    #dbg_value(i32 256, !1001, !DIExpression(), !1003)
  %3 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1005
  %4 = load ptr, ptr %3, align 8, !dbg !1005, !tbaa !521
    #dbg_value(ptr %4, !1002, !DIExpression(), !1003)
  %5 = getelementptr inbounds i8, ptr %4, i64 101
  %6 = load i8, ptr %5, align 1, !dbg !1006, !tbaa !532
  %7 = icmp eq i8 %6, 8, !dbg !1006
  br i1 %7, label %17, label %8, !dbg !1007

8:                                                ; preds = %2, %8
  %9 = tail call fastcc i64 @singlestep(ptr noundef %0), !dbg !1008
  %10 = load i8, ptr %5, align 1, !dbg !1006, !tbaa !532
  %11 = icmp eq i8 %10, 8, !dbg !1006
  br i1 %11, label %12, label %8, !dbg !1007, !llvm.loop !1009

12:                                               ; preds = %8
  %13 = load ptr, ptr %3, align 8, !dbg !1011, !tbaa !521
  %14 = getelementptr inbounds i8, ptr %13, i64 101
  %15 = load i8, ptr %14, align 1, !dbg !1013, !tbaa !532
  %16 = icmp eq i8 %15, 0, !dbg !1013
    #dbg_value(ptr %0, !998, !DIExpression(), !1014)
    #dbg_value(i32 1, !1001, !DIExpression(), !1014)
    #dbg_value(ptr %13, !1002, !DIExpression(), !1014)
  br i1 %16, label %24, label %17, !dbg !1015

17:                                               ; preds = %2, %12
  %18 = phi ptr [ %13, %12 ], [ %4, %2 ]
  %19 = getelementptr inbounds i8, ptr %18, i64 101
  br label %20, !dbg !1015

20:                                               ; preds = %17, %20
  %21 = tail call fastcc i64 @singlestep(ptr noundef %0), !dbg !1016
  %22 = load i8, ptr %19, align 1, !dbg !1013, !tbaa !532
  %23 = icmp eq i8 %22, 0, !dbg !1013
  br i1 %23, label %24, label %20, !dbg !1015, !llvm.loop !1017

24:                                               ; preds = %20, %12
  %25 = tail call fastcc i64 @atomic(ptr noundef %0), !dbg !1019
    #dbg_value(i64 %25, !996, !DIExpression(), !997)
  tail call fastcc void @atomic2gen(ptr noundef %0, ptr noundef %1), !dbg !1020
    #dbg_value(ptr %1, !1021, !DIExpression(), !1024)
  %26 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !1026
  %27 = load i64, ptr %26, align 8, !dbg !1026, !tbaa !1027
  %28 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !1026
  %29 = load i64, ptr %28, align 8, !dbg !1026, !tbaa !1028
  %30 = add nsw i64 %29, %27, !dbg !1026
  %31 = udiv i64 %30, 100, !dbg !1026
  %32 = getelementptr inbounds i8, ptr %1, i64 104, !dbg !1029
  %33 = load i8, ptr %32, align 8, !dbg !1029, !tbaa !1030
  %34 = zext i8 %33 to i64, !dbg !1031
  %35 = mul i64 %31, %34, !dbg !1032
  %36 = sub i64 0, %35, !dbg !1032
  tail call void @luaE_setdebt(ptr noundef %1, i64 noundef %36) #9, !dbg !1033
  ret i64 %25, !dbg !1034
}

; Function Attrs: nounwind uwtable
define hidden void @luaC_freeallobjects(ptr noundef %0) local_unnamed_addr #3 !dbg !1035 {
    #dbg_value(ptr %0, !1039, !DIExpression(), !1041)
  %2 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1042
  %3 = load ptr, ptr %2, align 8, !dbg !1042, !tbaa !521
    #dbg_value(ptr %3, !1040, !DIExpression(), !1041)
  %4 = getelementptr inbounds i8, ptr %3, i64 106, !dbg !1043
  store i8 4, ptr %4, align 2, !dbg !1044, !tbaa !766
    #dbg_value(ptr %0, !918, !DIExpression(), !1045)
    #dbg_value(i32 0, !919, !DIExpression(), !1045)
    #dbg_value(ptr %3, !920, !DIExpression(), !1045)
  %5 = getelementptr inbounds i8, ptr %3, i64 102, !dbg !1047
  %6 = load i8, ptr %5, align 2, !dbg !1047, !tbaa !550
  %7 = icmp eq i8 %6, 0, !dbg !1048
  br i1 %7, label %51, label %8, !dbg !1049

8:                                                ; preds = %1
    #dbg_value(ptr %3, !933, !DIExpression(), !1050)
  %9 = getelementptr inbounds i8, ptr %3, i64 112, !dbg !1052
  %10 = load ptr, ptr %9, align 8, !dbg !1052, !tbaa !687
    #dbg_value(ptr %3, !941, !DIExpression(), !1053)
    #dbg_value(ptr %10, !944, !DIExpression(), !1053)
  %11 = getelementptr inbounds i8, ptr %3, i64 100, !dbg !1055
  %12 = load i8, ptr %11, align 4, !dbg !1055, !tbaa !554
  %13 = and i8 %12, 24, !dbg !1055
    #dbg_value(i8 %13, !945, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1053)
    #dbg_value(ptr %10, !944, !DIExpression(), !1053)
  %14 = icmp eq ptr %10, null, !dbg !1056
  br i1 %14, label %23, label %15, !dbg !1057

15:                                               ; preds = %8, %15
  %16 = phi ptr [ %21, %15 ], [ %10, %8 ]
    #dbg_value(ptr %16, !944, !DIExpression(), !1053)
  %17 = getelementptr inbounds i8, ptr %16, i64 9, !dbg !1058
  %18 = load i8, ptr %17, align 1, !dbg !1058, !tbaa !541
  %19 = and i8 %18, -64, !dbg !1058
  %20 = or disjoint i8 %19, %13, !dbg !1058
  store i8 %20, ptr %17, align 1, !dbg !1059, !tbaa !541
  %21 = load ptr, ptr %16, align 8, !dbg !1060, !tbaa !684
    #dbg_value(ptr %21, !944, !DIExpression(), !1053)
  %22 = icmp eq ptr %21, null, !dbg !1056
  br i1 %22, label %23, label %15, !dbg !1057, !llvm.loop !1061

23:                                               ; preds = %15, %8
  %24 = getelementptr inbounds i8, ptr %3, i64 192, !dbg !1063
  %25 = getelementptr inbounds i8, ptr %3, i64 128, !dbg !1064
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %24, i8 0, i64 24, i1 false), !dbg !1065
  %26 = load ptr, ptr %25, align 8, !dbg !1064, !tbaa !845
    #dbg_value(ptr %3, !941, !DIExpression(), !1066)
    #dbg_value(i8 %13, !945, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1066)
    #dbg_value(ptr %26, !944, !DIExpression(), !1066)
  %27 = icmp eq ptr %26, null, !dbg !1068
  br i1 %27, label %36, label %28, !dbg !1069

28:                                               ; preds = %23, %28
  %29 = phi ptr [ %34, %28 ], [ %26, %23 ]
    #dbg_value(ptr %29, !944, !DIExpression(), !1066)
  %30 = getelementptr inbounds i8, ptr %29, i64 9, !dbg !1070
  %31 = load i8, ptr %30, align 1, !dbg !1070, !tbaa !541
  %32 = and i8 %31, -64, !dbg !1070
  %33 = or disjoint i8 %32, %13, !dbg !1070
  store i8 %33, ptr %30, align 1, !dbg !1071, !tbaa !541
  %34 = load ptr, ptr %29, align 8, !dbg !1072, !tbaa !684
    #dbg_value(ptr %34, !944, !DIExpression(), !1066)
  %35 = icmp eq ptr %34, null, !dbg !1068
  br i1 %35, label %36, label %28, !dbg !1069, !llvm.loop !1073

36:                                               ; preds = %28, %23
  %37 = getelementptr inbounds i8, ptr %3, i64 176, !dbg !1075
  %38 = load ptr, ptr %37, align 8, !dbg !1075, !tbaa !971
    #dbg_value(ptr %3, !941, !DIExpression(), !1076)
    #dbg_value(i8 %13, !945, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1076)
    #dbg_value(ptr %38, !944, !DIExpression(), !1076)
  %39 = icmp eq ptr %38, null, !dbg !1078
  br i1 %39, label %48, label %40, !dbg !1079

40:                                               ; preds = %36, %40
  %41 = phi ptr [ %46, %40 ], [ %38, %36 ]
    #dbg_value(ptr %41, !944, !DIExpression(), !1076)
  %42 = getelementptr inbounds i8, ptr %41, i64 9, !dbg !1080
  %43 = load i8, ptr %42, align 1, !dbg !1080, !tbaa !541
  %44 = and i8 %43, -64, !dbg !1080
  %45 = or disjoint i8 %44, %13, !dbg !1080
  store i8 %45, ptr %42, align 1, !dbg !1081, !tbaa !541
  %46 = load ptr, ptr %41, align 8, !dbg !1082, !tbaa !684
    #dbg_value(ptr %46, !944, !DIExpression(), !1076)
  %47 = icmp eq ptr %46, null, !dbg !1078
  br i1 %47, label %48, label %40, !dbg !1079, !llvm.loop !1083

48:                                               ; preds = %40, %36
  %49 = getelementptr inbounds i8, ptr %3, i64 224, !dbg !1085
  %50 = getelementptr inbounds i8, ptr %3, i64 101, !dbg !1086
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %49, i8 0, i64 24, i1 false), !dbg !1087
  store i8 8, ptr %50, align 1, !dbg !1088, !tbaa !532
  store i8 0, ptr %5, align 2, !dbg !1089, !tbaa !550
  br label %51

51:                                               ; preds = %1, %48
  %52 = getelementptr inbounds i8, ptr %3, i64 40, !dbg !1090
  store i64 0, ptr %52, align 8, !dbg !1091, !tbaa !988
    #dbg_value(ptr %3, !1092, !DIExpression(), !1101)
    #dbg_value(i32 1, !1097, !DIExpression(), !1101)
    #dbg_value(ptr %59, !1099, !DIExpression(), !1101)
  %53 = getelementptr inbounds i8, ptr %3, i64 176, !dbg !1103
    #dbg_value(ptr %53, !1104, !DIExpression(), !1109)
  br label %54, !dbg !1111

54:                                               ; preds = %54, %51
  %55 = phi ptr [ %53, %51 ], [ %56, %54 ]
    #dbg_value(ptr %55, !1104, !DIExpression(), !1109)
  %56 = load ptr, ptr %55, align 8, !dbg !1112, !tbaa !634
  %57 = icmp eq ptr %56, null, !dbg !1113
  br i1 %57, label %58, label %54, !dbg !1111, !llvm.loop !1114

58:                                               ; preds = %54
  %59 = getelementptr inbounds i8, ptr %3, i64 128, !dbg !1116
  %60 = getelementptr inbounds i8, ptr %3, i64 232
    #dbg_value(ptr %55, !1100, !DIExpression(), !1101)
    #dbg_value(ptr %59, !1099, !DIExpression(), !1101)
  %61 = load ptr, ptr %59, align 8, !dbg !1117, !tbaa !634
  %62 = load ptr, ptr %60, align 8, !dbg !1118, !tbaa !1119
  %63 = icmp eq ptr %61, %62, !dbg !1120
  br i1 %63, label %78, label %64, !dbg !1121

64:                                               ; preds = %58
  %65 = getelementptr inbounds i8, ptr %3, i64 224
  br label %66, !dbg !1121

66:                                               ; preds = %73, %64
  %67 = phi ptr [ %61, %64 ], [ %76, %73 ]
  %68 = phi ptr [ %55, %64 ], [ %67, %73 ]
    #dbg_value(ptr %68, !1100, !DIExpression(), !1101)
    #dbg_value(ptr %59, !1099, !DIExpression(), !1101)
  %69 = load ptr, ptr %65, align 8, !dbg !1122, !tbaa !1127
  %70 = icmp eq ptr %67, %69, !dbg !1128
  %71 = load ptr, ptr %67, align 8, !dbg !1129, !tbaa !684
  br i1 %70, label %72, label %73, !dbg !1130

72:                                               ; preds = %66
  store ptr %71, ptr %65, align 8, !dbg !1131, !tbaa !1127
  br label %73, !dbg !1132

73:                                               ; preds = %72, %66
  store ptr %71, ptr %59, align 8, !dbg !1133, !tbaa !634
  %74 = load ptr, ptr %68, align 8, !dbg !1134, !tbaa !634
  store ptr %74, ptr %67, align 8, !dbg !1135, !tbaa !684
  store ptr %67, ptr %68, align 8, !dbg !1136, !tbaa !634
    #dbg_value(ptr %67, !1100, !DIExpression(), !1101)
  %75 = load ptr, ptr %60, align 8, !dbg !1118, !tbaa !1119
    #dbg_value(ptr %59, !1099, !DIExpression(), !1101)
  %76 = load ptr, ptr %59, align 8, !dbg !1117, !tbaa !634
    #dbg_value(ptr %76, !1098, !DIExpression(), !1101)
  %77 = icmp eq ptr %76, %75, !dbg !1120
  br i1 %77, label %78, label %66, !dbg !1121, !llvm.loop !1137

78:                                               ; preds = %73, %58
    #dbg_value(ptr %0, !1139, !DIExpression(), !1143)
  %79 = load ptr, ptr %2, align 8, !dbg !1145, !tbaa !521
    #dbg_value(ptr %79, !1142, !DIExpression(), !1143)
  %80 = getelementptr inbounds i8, ptr %79, i64 176
  %81 = load ptr, ptr %80, align 8, !dbg !1146, !tbaa !971
  %82 = icmp eq ptr %81, null, !dbg !1147
  br i1 %82, label %86, label %83, !dbg !1147

83:                                               ; preds = %78, %83
  tail call fastcc void @GCTM(ptr noundef %0), !dbg !1148
  %84 = load ptr, ptr %80, align 8, !dbg !1146, !tbaa !971
  %85 = icmp eq ptr %84, null, !dbg !1147
  br i1 %85, label %86, label %83, !dbg !1147, !llvm.loop !1149

86:                                               ; preds = %83, %78
  %87 = getelementptr inbounds i8, ptr %3, i64 112, !dbg !1151
  %88 = load ptr, ptr %87, align 8, !dbg !1151, !tbaa !687
  %89 = getelementptr inbounds i8, ptr %3, i64 264, !dbg !1152
  %90 = load ptr, ptr %89, align 8, !dbg !1152, !tbaa !1153
    #dbg_value(ptr %0, !1154, !DIExpression(), !1161)
    #dbg_value(ptr %88, !1157, !DIExpression(), !1161)
    #dbg_value(ptr %90, !1158, !DIExpression(), !1161)
  %91 = icmp eq ptr %88, %90, !dbg !1163
  br i1 %91, label %96, label %92, !dbg !1164

92:                                               ; preds = %86, %92
  %93 = phi ptr [ %94, %92 ], [ %88, %86 ]
    #dbg_value(ptr %93, !1157, !DIExpression(), !1161)
  %94 = load ptr, ptr %93, align 8, !dbg !1165, !tbaa !684
    #dbg_value(ptr %94, !1159, !DIExpression(), !1166)
  tail call fastcc void @freeobj(ptr noundef %0, ptr noundef nonnull %93), !dbg !1167
    #dbg_value(ptr %94, !1157, !DIExpression(), !1161)
  %95 = icmp eq ptr %94, %90, !dbg !1163
  br i1 %95, label %96, label %92, !dbg !1164, !llvm.loop !1168

96:                                               ; preds = %92, %86
  %97 = getelementptr inbounds i8, ptr %3, i64 184, !dbg !1170
  %98 = load ptr, ptr %97, align 8, !dbg !1170, !tbaa !689
    #dbg_value(ptr %0, !1154, !DIExpression(), !1171)
    #dbg_value(ptr %98, !1157, !DIExpression(), !1171)
    #dbg_value(ptr null, !1158, !DIExpression(), !1171)
  %99 = icmp eq ptr %98, null, !dbg !1173
  br i1 %99, label %104, label %100, !dbg !1174

100:                                              ; preds = %96, %100
  %101 = phi ptr [ %102, %100 ], [ %98, %96 ]
    #dbg_value(ptr %101, !1157, !DIExpression(), !1171)
  %102 = load ptr, ptr %101, align 8, !dbg !1175, !tbaa !684
    #dbg_value(ptr %102, !1159, !DIExpression(), !1176)
  tail call fastcc void @freeobj(ptr noundef %0, ptr noundef nonnull %101), !dbg !1177
    #dbg_value(ptr %102, !1157, !DIExpression(), !1171)
  %103 = icmp eq ptr %102, null, !dbg !1173
  br i1 %103, label %104, label %100, !dbg !1174, !llvm.loop !1178

104:                                              ; preds = %100, %96
  ret void, !dbg !1180
}

; Function Attrs: nounwind uwtable
define hidden void @luaC_runtilstate(ptr noundef %0, i32 noundef %1) local_unnamed_addr #3 !dbg !999 {
    #dbg_value(ptr %0, !998, !DIExpression(), !1181)
    #dbg_value(i32 %1, !1001, !DIExpression(), !1181)
  %3 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1182
  %4 = load ptr, ptr %3, align 8, !dbg !1182, !tbaa !521
    #dbg_value(ptr %4, !1002, !DIExpression(), !1181)
  %5 = getelementptr inbounds i8, ptr %4, i64 101
  %6 = load i8, ptr %5, align 1, !dbg !1183, !tbaa !532
  %7 = zext nneg i8 %6 to i32, !dbg !1183
  %8 = shl nuw i32 1, %7, !dbg !1183
  %9 = and i32 %8, %1, !dbg !1183
  %10 = icmp eq i32 %9, 0, !dbg !1184
  br i1 %10, label %11, label %18, !dbg !1185

11:                                               ; preds = %2, %11
  %12 = tail call fastcc i64 @singlestep(ptr noundef %0), !dbg !1186
  %13 = load i8, ptr %5, align 1, !dbg !1183, !tbaa !532
  %14 = zext nneg i8 %13 to i32, !dbg !1183
  %15 = shl nuw i32 1, %14, !dbg !1183
  %16 = and i32 %15, %1, !dbg !1183
  %17 = icmp eq i32 %16, 0, !dbg !1184
  br i1 %17, label %11, label %18, !dbg !1185, !llvm.loop !1187

18:                                               ; preds = %11, %2
  ret void, !dbg !1189
}

; Function Attrs: nounwind uwtable
define internal fastcc i64 @singlestep(ptr noundef %0) unnamed_addr #3 !dbg !1190 {
    #dbg_value(ptr %0, !1194, !DIExpression(), !1197)
  %2 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1198
  %3 = load ptr, ptr %2, align 8, !dbg !1198, !tbaa !521
    #dbg_value(ptr %3, !1195, !DIExpression(), !1197)
  %4 = getelementptr inbounds i8, ptr %3, i64 103, !dbg !1199
  store i8 1, ptr %4, align 1, !dbg !1200, !tbaa !1201
  %5 = getelementptr inbounds i8, ptr %3, i64 101, !dbg !1202
  %6 = load i8, ptr %5, align 1, !dbg !1202, !tbaa !532
  switch i8 %6, label %295 [
    i8 8, label %7
    i8 0, label %44
    i8 1, label %51
    i8 3, label %92
    i8 4, label %140
    i8 5, label %188
    i8 6, label %235
    i8 7, label %256
  ], !dbg !1203

7:                                                ; preds = %1
    #dbg_value(ptr %3, !1204, !DIExpression(), !1207)
    #dbg_value(ptr %3, !1211, !DIExpression(), !1214)
  %8 = getelementptr inbounds i8, ptr %3, i64 136, !dbg !1216
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %8, i8 0, i64 40, i1 false), !dbg !1217
  %9 = getelementptr inbounds i8, ptr %3, i64 264, !dbg !1218
  %10 = load ptr, ptr %9, align 8, !dbg !1218, !tbaa !1153
  %11 = getelementptr inbounds i8, ptr %10, i64 9, !dbg !1218
  %12 = load i8, ptr %11, align 1, !dbg !1218, !tbaa !1221
  %13 = and i8 %12, 24, !dbg !1218
  %14 = icmp eq i8 %13, 0, !dbg !1218
  br i1 %14, label %16, label %15, !dbg !1222

15:                                               ; preds = %7
  tail call fastcc void @reallymarkobject(ptr noundef nonnull %3, ptr noundef nonnull %10), !dbg !1218
  br label %16, !dbg !1218

16:                                               ; preds = %15, %7
  %17 = getelementptr inbounds i8, ptr %3, i64 72, !dbg !1223
  %18 = load i8, ptr %17, align 8, !dbg !1223, !tbaa !1226
  %19 = and i8 %18, 64, !dbg !1223
  %20 = icmp eq i8 %19, 0, !dbg !1223
  br i1 %20, label %29, label %21, !dbg !1223

21:                                               ; preds = %16
  %22 = getelementptr inbounds i8, ptr %3, i64 64, !dbg !1223
  %23 = load ptr, ptr %22, align 8, !dbg !1223, !tbaa !579
  %24 = getelementptr inbounds i8, ptr %23, i64 9, !dbg !1223
  %25 = load i8, ptr %24, align 1, !dbg !1223, !tbaa !541
  %26 = and i8 %25, 24, !dbg !1223
  %27 = icmp eq i8 %26, 0, !dbg !1223
  br i1 %27, label %29, label %28, !dbg !1227

28:                                               ; preds = %21
  tail call fastcc void @reallymarkobject(ptr noundef nonnull %3, ptr noundef nonnull %23), !dbg !1223
  br label %29, !dbg !1223

29:                                               ; preds = %28, %21, %16
  tail call fastcc void @markmt(ptr noundef nonnull %3), !dbg !1228
    #dbg_value(ptr %3, !1229, !DIExpression(), !1236)
    #dbg_value(i64 0, !1235, !DIExpression(), !1236)
  %30 = getelementptr inbounds i8, ptr %3, i64 176, !dbg !1238
    #dbg_value(ptr poison, !1234, !DIExpression(), !1236)
  %31 = load ptr, ptr %30, align 8, !dbg !1240, !tbaa !634
  %32 = icmp eq ptr %31, null, !dbg !1241
  br i1 %32, label %43, label %33, !dbg !1243

33:                                               ; preds = %29, %40
  %34 = phi ptr [ %41, %40 ], [ %31, %29 ]
    #dbg_value(i64 poison, !1235, !DIExpression(), !1236)
    #dbg_value(i64 poison, !1235, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1236)
  %35 = getelementptr inbounds i8, ptr %34, i64 9, !dbg !1244
  %36 = load i8, ptr %35, align 1, !dbg !1244, !tbaa !541
  %37 = and i8 %36, 24, !dbg !1244
  %38 = icmp eq i8 %37, 0, !dbg !1244
  br i1 %38, label %40, label %39, !dbg !1248

39:                                               ; preds = %33
  tail call fastcc void @reallymarkobject(ptr noundef %3, ptr noundef nonnull %34), !dbg !1244
  br label %40, !dbg !1244

40:                                               ; preds = %39, %33
    #dbg_value(ptr poison, !1234, !DIExpression(), !1236)
  %41 = load ptr, ptr %34, align 8, !dbg !1240, !tbaa !634
    #dbg_value(i64 poison, !1235, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1236)
    #dbg_value(ptr %41, !1234, !DIExpression(), !1236)
  %42 = icmp eq ptr %41, null, !dbg !1241
  br i1 %42, label %43, label %33, !dbg !1243, !llvm.loop !1249

43:                                               ; preds = %40, %29
  store i8 0, ptr %5, align 1, !dbg !1251, !tbaa !532
    #dbg_value(i64 1, !1196, !DIExpression(), !1197)
  br label %293, !dbg !1252

44:                                               ; preds = %1
  %45 = getelementptr inbounds i8, ptr %3, i64 136, !dbg !1253
  %46 = load ptr, ptr %45, align 8, !dbg !1253, !tbaa !1256
  %47 = icmp eq ptr %46, null, !dbg !1257
  br i1 %47, label %48, label %49, !dbg !1258

48:                                               ; preds = %44
  store i8 1, ptr %5, align 1, !dbg !1259, !tbaa !532
    #dbg_value(i64 0, !1196, !DIExpression(), !1197)
  br label %293, !dbg !1261

49:                                               ; preds = %44
  %50 = tail call fastcc i64 @propagatemark(ptr noundef nonnull %3), !dbg !1262
    #dbg_value(i64 %50, !1196, !DIExpression(), !1197)
  br label %293

51:                                               ; preds = %1
  %52 = tail call fastcc i64 @atomic(ptr noundef nonnull %0), !dbg !1263
    #dbg_value(i64 %52, !1196, !DIExpression(), !1197)
    #dbg_value(ptr %0, !1265, !DIExpression(), !1269)
  %53 = load ptr, ptr %2, align 8, !dbg !1271, !tbaa !521
    #dbg_value(ptr %53, !1268, !DIExpression(), !1269)
  %54 = getelementptr inbounds i8, ptr %53, i64 101, !dbg !1272
  store i8 3, ptr %54, align 1, !dbg !1273, !tbaa !532
  %55 = getelementptr inbounds i8, ptr %53, i64 112, !dbg !1274
    #dbg_value(ptr %0, !860, !DIExpression(), !1275)
    #dbg_value(ptr %55, !861, !DIExpression(), !1275)
    #dbg_value(ptr %55, !862, !DIExpression(), !1275)
  br label %56, !dbg !1277

56:                                               ; preds = %78, %51
  %57 = phi ptr [ %55, %51 ], [ %82, %78 ]
    #dbg_value(ptr %57, !861, !DIExpression(), !1275)
    #dbg_value(ptr %0, !865, !DIExpression(), !1278)
    #dbg_value(ptr %57, !871, !DIExpression(), !1278)
    #dbg_value(i32 1, !872, !DIExpression(), !1278)
    #dbg_value(ptr null, !873, !DIExpression(), !1278)
  %58 = load ptr, ptr %2, align 8, !dbg !1280, !tbaa !521
    #dbg_value(ptr %58, !874, !DIExpression(), !1278)
  %59 = getelementptr inbounds i8, ptr %58, i64 100, !dbg !1281
  %60 = load i8, ptr %59, align 4, !dbg !1281, !tbaa !554
    #dbg_value(i8 %60, !875, !DIExpression(DW_OP_constu, 24, DW_OP_xor, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1278)
  %61 = and i8 %60, 24, !dbg !1282
    #dbg_value(i8 %61, !877, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1278)
    #dbg_value(i32 0, !876, !DIExpression(), !1278)
  %62 = load ptr, ptr %57, align 8, !dbg !1283, !tbaa !634
  %63 = icmp eq ptr %62, null, !dbg !1284
  br i1 %63, label %78, label %64, !dbg !1285

64:                                               ; preds = %56
  %65 = xor i8 %60, 24, !dbg !1281
    #dbg_value(i8 %65, !875, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1278)
    #dbg_value(ptr %57, !871, !DIExpression(), !1278)
    #dbg_value(i32 0, !876, !DIExpression(), !1278)
    #dbg_value(ptr %62, !878, !DIExpression(), !1286)
  %66 = getelementptr inbounds i8, ptr %62, i64 9, !dbg !1287
  %67 = load i8, ptr %66, align 1, !dbg !1287, !tbaa !541
    #dbg_value(i8 %67, !882, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1286)
  %68 = and i8 %67, %65, !dbg !1288
  %69 = icmp eq i8 %68, 0, !dbg !1288
  br i1 %69, label %72, label %70, !dbg !1289

70:                                               ; preds = %64
  %71 = load ptr, ptr %62, align 8, !dbg !1290, !tbaa !684
  store ptr %71, ptr %57, align 8, !dbg !1291, !tbaa !634
  tail call fastcc void @freeobj(ptr noundef nonnull %0, ptr noundef nonnull %62), !dbg !1292
  br label %75, !dbg !1293

72:                                               ; preds = %64
    #dbg_value(i8 %67, !882, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1286)
  %73 = and i8 %67, -64, !dbg !1294
  %74 = or disjoint i8 %73, %61, !dbg !1294
  store i8 %74, ptr %66, align 1, !dbg !1295, !tbaa !541
    #dbg_value(ptr %62, !871, !DIExpression(), !1278)
  br label %75

75:                                               ; preds = %72, %70
  %76 = phi ptr [ %57, %70 ], [ %62, %72 ]
    #dbg_value(ptr %76, !871, !DIExpression(), !1278)
    #dbg_value(i32 1, !876, !DIExpression(), !1278)
  %77 = load ptr, ptr %76, align 8, !dbg !1283, !tbaa !634
  br label %78, !dbg !1285, !llvm.loop !1296

78:                                               ; preds = %75, %56
  %79 = phi ptr [ %57, %56 ], [ %76, %75 ]
  %80 = phi ptr [ null, %56 ], [ %77, %75 ], !dbg !1283
  %81 = icmp eq ptr %80, null, !dbg !1298
  %82 = select i1 %81, ptr null, ptr %79, !dbg !1299
    #dbg_value(ptr %82, !861, !DIExpression(), !1275)
  %83 = icmp eq ptr %82, %55, !dbg !1300
  br i1 %83, label %56, label %84, !dbg !1301, !llvm.loop !1302

84:                                               ; preds = %78
  %85 = getelementptr inbounds i8, ptr %53, i64 120, !dbg !1304
  store ptr %82, ptr %85, align 8, !dbg !1305, !tbaa !775
  %86 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !1306
  %87 = load i64, ptr %86, align 8, !dbg !1306, !tbaa !1027
  %88 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !1306
  %89 = load i64, ptr %88, align 8, !dbg !1306, !tbaa !1028
  %90 = add nsw i64 %89, %87, !dbg !1306
  %91 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !1307
  store i64 %90, ptr %91, align 8, !dbg !1308, !tbaa !1309
  br label %293, !dbg !1310

92:                                               ; preds = %1
    #dbg_value(ptr %0, !1311, !DIExpression(), !1323)
    #dbg_value(ptr %3, !1316, !DIExpression(), !1323)
    #dbg_value(i32 4, !1317, !DIExpression(), !1323)
    #dbg_value(ptr %3, !1318, !DIExpression(DW_OP_plus_uconst, 128, DW_OP_stack_value), !1323)
  %93 = getelementptr inbounds i8, ptr %3, i64 120, !dbg !1326
  %94 = load ptr, ptr %93, align 8, !dbg !1326, !tbaa !775
  %95 = icmp eq ptr %94, null, !dbg !1327
  br i1 %95, label %138, label %96, !dbg !1328

96:                                               ; preds = %92
  %97 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !1329
  %98 = load i64, ptr %97, align 8, !dbg !1329, !tbaa !1028
    #dbg_value(i64 %98, !1319, !DIExpression(), !1330)
    #dbg_value(ptr %0, !865, !DIExpression(), !1331)
    #dbg_value(ptr %94, !871, !DIExpression(), !1331)
    #dbg_value(i32 100, !872, !DIExpression(), !1331)
    #dbg_value(ptr undef, !873, !DIExpression(), !1331)
    #dbg_value(ptr %3, !874, !DIExpression(), !1331)
  %99 = getelementptr inbounds i8, ptr %3, i64 100, !dbg !1333
  %100 = load i8, ptr %99, align 4, !dbg !1333, !tbaa !554
  %101 = xor i8 %100, 24, !dbg !1333
    #dbg_value(i8 %101, !875, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1331)
  %102 = and i8 %100, 24, !dbg !1334
    #dbg_value(i8 %102, !877, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1331)
    #dbg_value(i32 0, !876, !DIExpression(), !1331)
  %103 = load ptr, ptr %94, align 8, !dbg !1335, !tbaa !634
  %104 = icmp eq ptr %103, null, !dbg !1336
  br i1 %104, label %130, label %105, !dbg !1337

105:                                              ; preds = %96, %118
  %106 = phi ptr [ %121, %118 ], [ %103, %96 ]
  %107 = phi ptr [ %119, %118 ], [ %94, %96 ]
  %108 = phi i32 [ %120, %118 ], [ 0, %96 ]
    #dbg_value(ptr %107, !871, !DIExpression(), !1331)
    #dbg_value(i32 %108, !876, !DIExpression(), !1331)
    #dbg_value(ptr %106, !878, !DIExpression(), !1338)
  %109 = getelementptr inbounds i8, ptr %106, i64 9, !dbg !1339
  %110 = load i8, ptr %109, align 1, !dbg !1339, !tbaa !541
    #dbg_value(i8 %110, !882, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1338)
  %111 = and i8 %110, %101, !dbg !1340
  %112 = icmp eq i8 %111, 0, !dbg !1340
  br i1 %112, label %115, label %113, !dbg !1341

113:                                              ; preds = %105
  %114 = load ptr, ptr %106, align 8, !dbg !1342, !tbaa !684
  store ptr %114, ptr %107, align 8, !dbg !1343, !tbaa !634
  tail call fastcc void @freeobj(ptr noundef %0, ptr noundef nonnull %106), !dbg !1344
  br label %118, !dbg !1345

115:                                              ; preds = %105
    #dbg_value(i8 %110, !882, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1338)
  %116 = and i8 %110, -64, !dbg !1346
  %117 = or disjoint i8 %116, %102, !dbg !1346
  store i8 %117, ptr %109, align 1, !dbg !1347, !tbaa !541
    #dbg_value(ptr %106, !871, !DIExpression(), !1331)
  br label %118

118:                                              ; preds = %115, %113
  %119 = phi ptr [ %107, %113 ], [ %106, %115 ]
    #dbg_value(ptr %119, !871, !DIExpression(), !1331)
  %120 = add nuw nsw i32 %108, 1, !dbg !1348
    #dbg_value(i32 %120, !876, !DIExpression(), !1331)
  %121 = load ptr, ptr %119, align 8, !dbg !1335, !tbaa !634
  %122 = icmp ne ptr %121, null, !dbg !1336
  %123 = icmp ult i32 %108, 99, !dbg !1349
  %124 = select i1 %122, i1 %123, i1 false, !dbg !1349
  br i1 %124, label %105, label %125, !dbg !1337, !llvm.loop !1350

125:                                              ; preds = %118
  %126 = load i64, ptr %97, align 8, !dbg !1352, !tbaa !1028
  %127 = icmp eq ptr %121, null, !dbg !1353
  %128 = select i1 %127, ptr null, ptr %119, !dbg !1354
  %129 = zext nneg i32 %120 to i64, !dbg !1355
  br label %130, !dbg !1353

130:                                              ; preds = %125, %96
  %131 = phi i64 [ %98, %96 ], [ %126, %125 ], !dbg !1352
  %132 = phi i64 [ 0, %96 ], [ %129, %125 ], !dbg !1356
  %133 = phi ptr [ null, %96 ], [ %128, %125 ], !dbg !1335
    #dbg_value(i64 %132, !1322, !DIExpression(), !1330)
  store ptr %133, ptr %93, align 8, !dbg !1357, !tbaa !775
  %134 = sub i64 %131, %98, !dbg !1358
  %135 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !1359
  %136 = load i64, ptr %135, align 8, !dbg !1360, !tbaa !1309
  %137 = add i64 %134, %136, !dbg !1360
  store i64 %137, ptr %135, align 8, !dbg !1360, !tbaa !1309
  br label %293

138:                                              ; preds = %92
  %139 = getelementptr inbounds i8, ptr %3, i64 128, !dbg !1361
    #dbg_value(ptr %139, !1318, !DIExpression(), !1323)
  store i8 4, ptr %5, align 1, !dbg !1362, !tbaa !532
  store ptr %139, ptr %93, align 8, !dbg !1364, !tbaa !775
  br label %293, !dbg !1365

140:                                              ; preds = %1
    #dbg_value(ptr %0, !1311, !DIExpression(), !1366)
    #dbg_value(ptr %3, !1316, !DIExpression(), !1366)
    #dbg_value(i32 5, !1317, !DIExpression(), !1366)
    #dbg_value(ptr %3, !1318, !DIExpression(DW_OP_plus_uconst, 176, DW_OP_stack_value), !1366)
  %141 = getelementptr inbounds i8, ptr %3, i64 120, !dbg !1369
  %142 = load ptr, ptr %141, align 8, !dbg !1369, !tbaa !775
  %143 = icmp eq ptr %142, null, !dbg !1370
  br i1 %143, label %186, label %144, !dbg !1371

144:                                              ; preds = %140
  %145 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !1372
  %146 = load i64, ptr %145, align 8, !dbg !1372, !tbaa !1028
    #dbg_value(i64 %146, !1319, !DIExpression(), !1373)
    #dbg_value(ptr %0, !865, !DIExpression(), !1374)
    #dbg_value(ptr %142, !871, !DIExpression(), !1374)
    #dbg_value(i32 100, !872, !DIExpression(), !1374)
    #dbg_value(ptr undef, !873, !DIExpression(), !1374)
    #dbg_value(ptr %3, !874, !DIExpression(), !1374)
  %147 = getelementptr inbounds i8, ptr %3, i64 100, !dbg !1376
  %148 = load i8, ptr %147, align 4, !dbg !1376, !tbaa !554
  %149 = xor i8 %148, 24, !dbg !1376
    #dbg_value(i8 %149, !875, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1374)
  %150 = and i8 %148, 24, !dbg !1377
    #dbg_value(i8 %150, !877, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1374)
    #dbg_value(i32 0, !876, !DIExpression(), !1374)
  %151 = load ptr, ptr %142, align 8, !dbg !1378, !tbaa !634
  %152 = icmp eq ptr %151, null, !dbg !1379
  br i1 %152, label %178, label %153, !dbg !1380

153:                                              ; preds = %144, %166
  %154 = phi ptr [ %169, %166 ], [ %151, %144 ]
  %155 = phi ptr [ %167, %166 ], [ %142, %144 ]
  %156 = phi i32 [ %168, %166 ], [ 0, %144 ]
    #dbg_value(ptr %155, !871, !DIExpression(), !1374)
    #dbg_value(i32 %156, !876, !DIExpression(), !1374)
    #dbg_value(ptr %154, !878, !DIExpression(), !1381)
  %157 = getelementptr inbounds i8, ptr %154, i64 9, !dbg !1382
  %158 = load i8, ptr %157, align 1, !dbg !1382, !tbaa !541
    #dbg_value(i8 %158, !882, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1381)
  %159 = and i8 %158, %149, !dbg !1383
  %160 = icmp eq i8 %159, 0, !dbg !1383
  br i1 %160, label %163, label %161, !dbg !1384

161:                                              ; preds = %153
  %162 = load ptr, ptr %154, align 8, !dbg !1385, !tbaa !684
  store ptr %162, ptr %155, align 8, !dbg !1386, !tbaa !634
  tail call fastcc void @freeobj(ptr noundef %0, ptr noundef nonnull %154), !dbg !1387
  br label %166, !dbg !1388

163:                                              ; preds = %153
    #dbg_value(i8 %158, !882, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1381)
  %164 = and i8 %158, -64, !dbg !1389
  %165 = or disjoint i8 %164, %150, !dbg !1389
  store i8 %165, ptr %157, align 1, !dbg !1390, !tbaa !541
    #dbg_value(ptr %154, !871, !DIExpression(), !1374)
  br label %166

166:                                              ; preds = %163, %161
  %167 = phi ptr [ %155, %161 ], [ %154, %163 ]
    #dbg_value(ptr %167, !871, !DIExpression(), !1374)
  %168 = add nuw nsw i32 %156, 1, !dbg !1391
    #dbg_value(i32 %168, !876, !DIExpression(), !1374)
  %169 = load ptr, ptr %167, align 8, !dbg !1378, !tbaa !634
  %170 = icmp ne ptr %169, null, !dbg !1379
  %171 = icmp ult i32 %156, 99, !dbg !1392
  %172 = select i1 %170, i1 %171, i1 false, !dbg !1392
  br i1 %172, label %153, label %173, !dbg !1380, !llvm.loop !1393

173:                                              ; preds = %166
  %174 = load i64, ptr %145, align 8, !dbg !1395, !tbaa !1028
  %175 = icmp eq ptr %169, null, !dbg !1396
  %176 = select i1 %175, ptr null, ptr %167, !dbg !1397
  %177 = zext nneg i32 %168 to i64, !dbg !1398
  br label %178, !dbg !1396

178:                                              ; preds = %173, %144
  %179 = phi i64 [ %146, %144 ], [ %174, %173 ], !dbg !1395
  %180 = phi i64 [ 0, %144 ], [ %177, %173 ], !dbg !1399
  %181 = phi ptr [ null, %144 ], [ %176, %173 ], !dbg !1378
    #dbg_value(i64 %180, !1322, !DIExpression(), !1373)
  store ptr %181, ptr %141, align 8, !dbg !1400, !tbaa !775
  %182 = sub i64 %179, %146, !dbg !1401
  %183 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !1402
  %184 = load i64, ptr %183, align 8, !dbg !1403, !tbaa !1309
  %185 = add i64 %182, %184, !dbg !1403
  store i64 %185, ptr %183, align 8, !dbg !1403, !tbaa !1309
  br label %293

186:                                              ; preds = %140
  %187 = getelementptr inbounds i8, ptr %3, i64 176, !dbg !1404
    #dbg_value(ptr %187, !1318, !DIExpression(), !1366)
  store i8 5, ptr %5, align 1, !dbg !1405, !tbaa !532
  store ptr %187, ptr %141, align 8, !dbg !1406, !tbaa !775
  br label %293, !dbg !1407

188:                                              ; preds = %1
    #dbg_value(ptr %0, !1311, !DIExpression(), !1408)
    #dbg_value(ptr %3, !1316, !DIExpression(), !1408)
    #dbg_value(i32 6, !1317, !DIExpression(), !1408)
    #dbg_value(ptr null, !1318, !DIExpression(), !1408)
  %189 = getelementptr inbounds i8, ptr %3, i64 120, !dbg !1411
  %190 = load ptr, ptr %189, align 8, !dbg !1411, !tbaa !775
  %191 = icmp eq ptr %190, null, !dbg !1412
  br i1 %191, label %234, label %192, !dbg !1413

192:                                              ; preds = %188
  %193 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !1414
  %194 = load i64, ptr %193, align 8, !dbg !1414, !tbaa !1028
    #dbg_value(i64 %194, !1319, !DIExpression(), !1415)
    #dbg_value(ptr %0, !865, !DIExpression(), !1416)
    #dbg_value(ptr %190, !871, !DIExpression(), !1416)
    #dbg_value(i32 100, !872, !DIExpression(), !1416)
    #dbg_value(ptr undef, !873, !DIExpression(), !1416)
    #dbg_value(ptr %3, !874, !DIExpression(), !1416)
  %195 = getelementptr inbounds i8, ptr %3, i64 100, !dbg !1418
  %196 = load i8, ptr %195, align 4, !dbg !1418, !tbaa !554
  %197 = xor i8 %196, 24, !dbg !1418
    #dbg_value(i8 %197, !875, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1416)
  %198 = and i8 %196, 24, !dbg !1419
    #dbg_value(i8 %198, !877, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1416)
    #dbg_value(i32 0, !876, !DIExpression(), !1416)
  %199 = load ptr, ptr %190, align 8, !dbg !1420, !tbaa !634
  %200 = icmp eq ptr %199, null, !dbg !1421
  br i1 %200, label %226, label %201, !dbg !1422

201:                                              ; preds = %192, %214
  %202 = phi ptr [ %217, %214 ], [ %199, %192 ]
  %203 = phi ptr [ %215, %214 ], [ %190, %192 ]
  %204 = phi i32 [ %216, %214 ], [ 0, %192 ]
    #dbg_value(ptr %203, !871, !DIExpression(), !1416)
    #dbg_value(i32 %204, !876, !DIExpression(), !1416)
    #dbg_value(ptr %202, !878, !DIExpression(), !1423)
  %205 = getelementptr inbounds i8, ptr %202, i64 9, !dbg !1424
  %206 = load i8, ptr %205, align 1, !dbg !1424, !tbaa !541
    #dbg_value(i8 %206, !882, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1423)
  %207 = and i8 %206, %197, !dbg !1425
  %208 = icmp eq i8 %207, 0, !dbg !1425
  br i1 %208, label %211, label %209, !dbg !1426

209:                                              ; preds = %201
  %210 = load ptr, ptr %202, align 8, !dbg !1427, !tbaa !684
  store ptr %210, ptr %203, align 8, !dbg !1428, !tbaa !634
  tail call fastcc void @freeobj(ptr noundef %0, ptr noundef nonnull %202), !dbg !1429
  br label %214, !dbg !1430

211:                                              ; preds = %201
    #dbg_value(i8 %206, !882, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1423)
  %212 = and i8 %206, -64, !dbg !1431
  %213 = or disjoint i8 %212, %198, !dbg !1431
  store i8 %213, ptr %205, align 1, !dbg !1432, !tbaa !541
    #dbg_value(ptr %202, !871, !DIExpression(), !1416)
  br label %214

214:                                              ; preds = %211, %209
  %215 = phi ptr [ %203, %209 ], [ %202, %211 ]
    #dbg_value(ptr %215, !871, !DIExpression(), !1416)
  %216 = add nuw nsw i32 %204, 1, !dbg !1433
    #dbg_value(i32 %216, !876, !DIExpression(), !1416)
  %217 = load ptr, ptr %215, align 8, !dbg !1420, !tbaa !634
  %218 = icmp ne ptr %217, null, !dbg !1421
  %219 = icmp ult i32 %204, 99, !dbg !1434
  %220 = select i1 %218, i1 %219, i1 false, !dbg !1434
  br i1 %220, label %201, label %221, !dbg !1422, !llvm.loop !1435

221:                                              ; preds = %214
  %222 = load i64, ptr %193, align 8, !dbg !1437, !tbaa !1028
  %223 = icmp eq ptr %217, null, !dbg !1438
  %224 = select i1 %223, ptr null, ptr %215, !dbg !1439
  %225 = zext nneg i32 %216 to i64, !dbg !1440
  br label %226, !dbg !1438

226:                                              ; preds = %221, %192
  %227 = phi i64 [ %194, %192 ], [ %222, %221 ], !dbg !1437
  %228 = phi i64 [ 0, %192 ], [ %225, %221 ], !dbg !1441
  %229 = phi ptr [ null, %192 ], [ %224, %221 ], !dbg !1420
    #dbg_value(i64 %228, !1322, !DIExpression(), !1415)
  store ptr %229, ptr %189, align 8, !dbg !1442, !tbaa !775
  %230 = sub i64 %227, %194, !dbg !1443
  %231 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !1444
  %232 = load i64, ptr %231, align 8, !dbg !1445, !tbaa !1309
  %233 = add i64 %230, %232, !dbg !1445
  store i64 %233, ptr %231, align 8, !dbg !1445, !tbaa !1309
  br label %293

234:                                              ; preds = %188
  store i8 6, ptr %5, align 1, !dbg !1446, !tbaa !532
  br label %293, !dbg !1447

235:                                              ; preds = %1
    #dbg_value(ptr %0, !1448, !DIExpression(), !1459)
    #dbg_value(ptr %3, !1453, !DIExpression(), !1459)
  %236 = getelementptr inbounds i8, ptr %3, i64 107, !dbg !1462
  %237 = load i8, ptr %236, align 1, !dbg !1462, !tbaa !1463
  %238 = icmp eq i8 %237, 0, !dbg !1464
  br i1 %238, label %239, label %255, !dbg !1465

239:                                              ; preds = %235
  %240 = getelementptr inbounds i8, ptr %3, i64 56, !dbg !1466
  %241 = load i32, ptr %240, align 8, !dbg !1466, !tbaa !1467
  %242 = getelementptr inbounds i8, ptr %3, i64 60, !dbg !1468
  %243 = load i32, ptr %242, align 4, !dbg !1468, !tbaa !1469
  %244 = sdiv i32 %243, 4, !dbg !1470
  %245 = icmp slt i32 %241, %244, !dbg !1471
  br i1 %245, label %246, label %255, !dbg !1472

246:                                              ; preds = %239
  %247 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !1473
  %248 = load i64, ptr %247, align 8, !dbg !1473, !tbaa !1028
    #dbg_value(i64 %248, !1454, !DIExpression(), !1474)
  %249 = sdiv i32 %243, 2, !dbg !1475
  tail call void @luaS_resize(ptr noundef nonnull %0, i32 noundef %249) #9, !dbg !1476
  %250 = load i64, ptr %247, align 8, !dbg !1477, !tbaa !1028
  %251 = sub i64 %250, %248, !dbg !1478
  %252 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !1479
  %253 = load i64, ptr %252, align 8, !dbg !1480, !tbaa !1309
  %254 = add i64 %251, %253, !dbg !1480
  store i64 %254, ptr %252, align 8, !dbg !1480, !tbaa !1309
  br label %255, !dbg !1481

255:                                              ; preds = %235, %239, %246
  store i8 7, ptr %5, align 1, !dbg !1482, !tbaa !532
    #dbg_value(i64 0, !1196, !DIExpression(), !1197)
  br label %293, !dbg !1483

256:                                              ; preds = %1
  %257 = getelementptr inbounds i8, ptr %3, i64 176, !dbg !1484
  %258 = load ptr, ptr %257, align 8, !dbg !1484, !tbaa !971
  %259 = icmp eq ptr %258, null, !dbg !1487
  br i1 %259, label %292, label %260, !dbg !1488

260:                                              ; preds = %256
  %261 = getelementptr inbounds i8, ptr %3, i64 107, !dbg !1489
  %262 = load i8, ptr %261, align 1, !dbg !1489, !tbaa !1463
  %263 = icmp eq i8 %262, 0, !dbg !1490
  br i1 %263, label %264, label %292, !dbg !1491

264:                                              ; preds = %260
  store i8 0, ptr %4, align 1, !dbg !1492, !tbaa !1201
    #dbg_value(ptr %0, !1494, !DIExpression(), !1502)
    #dbg_value(i32 10, !1499, !DIExpression(), !1502)
    #dbg_value(ptr %3, !1500, !DIExpression(), !1502)
    #dbg_value(i32 0, !1501, !DIExpression(), !1502)
  tail call fastcc void @GCTM(ptr noundef nonnull %0), !dbg !1504
    #dbg_value(i32 1, !1501, !DIExpression(), !1502)
  %265 = load ptr, ptr %257, align 8, !dbg !1507, !tbaa !971
  %266 = icmp eq ptr %265, null, !dbg !1508
  br i1 %266, label %293, label %267, !dbg !1509

267:                                              ; preds = %264
  tail call fastcc void @GCTM(ptr noundef nonnull %0), !dbg !1504
    #dbg_value(i32 2, !1501, !DIExpression(), !1502)
  %268 = load ptr, ptr %257, align 8, !dbg !1507, !tbaa !971
  %269 = icmp eq ptr %268, null, !dbg !1508
  br i1 %269, label %293, label %270, !dbg !1509

270:                                              ; preds = %267
  tail call fastcc void @GCTM(ptr noundef nonnull %0), !dbg !1504
    #dbg_value(i32 3, !1501, !DIExpression(), !1502)
  %271 = load ptr, ptr %257, align 8, !dbg !1507, !tbaa !971
  %272 = icmp eq ptr %271, null, !dbg !1508
  br i1 %272, label %293, label %273, !dbg !1509

273:                                              ; preds = %270
  tail call fastcc void @GCTM(ptr noundef nonnull %0), !dbg !1504
    #dbg_value(i32 4, !1501, !DIExpression(), !1502)
  %274 = load ptr, ptr %257, align 8, !dbg !1507, !tbaa !971
  %275 = icmp eq ptr %274, null, !dbg !1508
  br i1 %275, label %293, label %276, !dbg !1509

276:                                              ; preds = %273
  tail call fastcc void @GCTM(ptr noundef nonnull %0), !dbg !1504
    #dbg_value(i32 5, !1501, !DIExpression(), !1502)
  %277 = load ptr, ptr %257, align 8, !dbg !1507, !tbaa !971
  %278 = icmp eq ptr %277, null, !dbg !1508
  br i1 %278, label %293, label %279, !dbg !1509

279:                                              ; preds = %276
  tail call fastcc void @GCTM(ptr noundef nonnull %0), !dbg !1504
    #dbg_value(i32 6, !1501, !DIExpression(), !1502)
  %280 = load ptr, ptr %257, align 8, !dbg !1507, !tbaa !971
  %281 = icmp eq ptr %280, null, !dbg !1508
  br i1 %281, label %293, label %282, !dbg !1509

282:                                              ; preds = %279
  tail call fastcc void @GCTM(ptr noundef nonnull %0), !dbg !1504
    #dbg_value(i32 7, !1501, !DIExpression(), !1502)
  %283 = load ptr, ptr %257, align 8, !dbg !1507, !tbaa !971
  %284 = icmp eq ptr %283, null, !dbg !1508
  br i1 %284, label %293, label %285, !dbg !1509

285:                                              ; preds = %282
  tail call fastcc void @GCTM(ptr noundef nonnull %0), !dbg !1504
    #dbg_value(i32 8, !1501, !DIExpression(), !1502)
  %286 = load ptr, ptr %257, align 8, !dbg !1507, !tbaa !971
  %287 = icmp eq ptr %286, null, !dbg !1508
  br i1 %287, label %293, label %288, !dbg !1509

288:                                              ; preds = %285
  tail call fastcc void @GCTM(ptr noundef nonnull %0), !dbg !1504
    #dbg_value(i32 9, !1501, !DIExpression(), !1502)
  %289 = load ptr, ptr %257, align 8, !dbg !1507, !tbaa !971
  %290 = icmp eq ptr %289, null, !dbg !1508
  br i1 %290, label %293, label %291, !dbg !1509

291:                                              ; preds = %288
  tail call fastcc void @GCTM(ptr noundef nonnull %0), !dbg !1504
    #dbg_value(i32 10, !1501, !DIExpression(), !1502)
  br label %293

292:                                              ; preds = %260, %256
  store i8 8, ptr %5, align 1, !dbg !1510, !tbaa !532
    #dbg_value(i64 0, !1196, !DIExpression(), !1197)
  br label %293

293:                                              ; preds = %291, %288, %285, %282, %279, %276, %273, %270, %267, %264, %234, %226, %186, %178, %138, %130, %292, %48, %49, %255, %84, %43
  %294 = phi i64 [ 0, %292 ], [ 0, %255 ], [ %52, %84 ], [ 0, %48 ], [ %50, %49 ], [ 1, %43 ], [ %132, %130 ], [ 0, %138 ], [ %180, %178 ], [ 0, %186 ], [ %228, %226 ], [ 0, %234 ], [ 50, %264 ], [ 100, %267 ], [ 150, %270 ], [ 200, %273 ], [ 250, %276 ], [ 300, %279 ], [ 350, %282 ], [ 400, %285 ], [ 450, %288 ], [ 500, %291 ], !dbg !1512
    #dbg_value(i64 %294, !1196, !DIExpression(), !1197)
  store i8 0, ptr %4, align 1, !dbg !1513, !tbaa !1201
  br label %295, !dbg !1514

295:                                              ; preds = %1, %293
  %296 = phi i64 [ %294, %293 ], [ 0, %1 ], !dbg !1197
  ret i64 %296, !dbg !1515
}

; Function Attrs: nounwind uwtable
define hidden void @luaC_step(ptr noundef %0) local_unnamed_addr #3 !dbg !1516 {
    #dbg_value(ptr %0, !1518, !DIExpression(), !1520)
  %2 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1521
  %3 = load ptr, ptr %2, align 8, !dbg !1521, !tbaa !521
    #dbg_value(ptr %3, !1519, !DIExpression(), !1520)
  %4 = getelementptr inbounds i8, ptr %3, i64 106, !dbg !1522
  %5 = load i8, ptr %4, align 2, !dbg !1522, !tbaa !766
  %6 = icmp eq i8 %5, 0, !dbg !1522
  br i1 %6, label %8, label %7, !dbg !1524

7:                                                ; preds = %1
  tail call void @luaE_setdebt(ptr noundef nonnull %3, i64 noundef -2000) #9, !dbg !1525
  br label %560, !dbg !1525

8:                                                ; preds = %1
  %9 = getelementptr inbounds i8, ptr %3, i64 102, !dbg !1526
  %10 = load i8, ptr %9, align 2, !dbg !1526, !tbaa !550
  %11 = icmp eq i8 %10, 1, !dbg !1526
  %12 = getelementptr inbounds i8, ptr %3, i64 40, !dbg !1529
  %13 = load i64, ptr %12, align 8, !dbg !1529, !tbaa !988
  %14 = icmp eq i64 %13, 0, !dbg !1529
  br i1 %11, label %16, label %15, !dbg !1526

15:                                               ; preds = %8
  br i1 %14, label %508, label %61, !dbg !1530

16:                                               ; preds = %8
    #dbg_value(ptr %0, !1531, !DIExpression(), !1542)
    #dbg_value(ptr %3, !1534, !DIExpression(), !1542)
  br i1 %14, label %151, label %17, !dbg !1544

17:                                               ; preds = %16
    #dbg_value(ptr %0, !1545, !DIExpression(), !1551)
    #dbg_value(ptr %3, !1548, !DIExpression(), !1551)
    #dbg_value(i64 %13, !1550, !DIExpression(), !1551)
    #dbg_value(ptr %3, !933, !DIExpression(), !1553)
  %18 = getelementptr inbounds i8, ptr %3, i64 112, !dbg !1556
  %19 = load ptr, ptr %18, align 8, !dbg !1556, !tbaa !687
    #dbg_value(ptr %3, !941, !DIExpression(), !1557)
    #dbg_value(ptr %19, !944, !DIExpression(), !1557)
  %20 = getelementptr inbounds i8, ptr %3, i64 100, !dbg !1559
  %21 = load i8, ptr %20, align 4, !dbg !1559, !tbaa !554
  %22 = and i8 %21, 24, !dbg !1559
    #dbg_value(i8 %22, !945, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1557)
  %23 = icmp eq ptr %19, null, !dbg !1560
  br i1 %23, label %32, label %24, !dbg !1561

24:                                               ; preds = %17, %24
  %25 = phi ptr [ %30, %24 ], [ %19, %17 ]
    #dbg_value(ptr %25, !944, !DIExpression(), !1557)
  %26 = getelementptr inbounds i8, ptr %25, i64 9, !dbg !1562
  %27 = load i8, ptr %26, align 1, !dbg !1562, !tbaa !541
  %28 = and i8 %27, -64, !dbg !1562
  %29 = or disjoint i8 %28, %22, !dbg !1562
  store i8 %29, ptr %26, align 1, !dbg !1563, !tbaa !541
  %30 = load ptr, ptr %25, align 8, !dbg !1564, !tbaa !684
    #dbg_value(ptr %30, !944, !DIExpression(), !1557)
  %31 = icmp eq ptr %30, null, !dbg !1560
  br i1 %31, label %32, label %24, !dbg !1561, !llvm.loop !1565

32:                                               ; preds = %24, %17
  %33 = getelementptr inbounds i8, ptr %3, i64 192, !dbg !1567
  %34 = getelementptr inbounds i8, ptr %3, i64 128, !dbg !1568
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %33, i8 0, i64 24, i1 false), !dbg !1569
  %35 = load ptr, ptr %34, align 8, !dbg !1568, !tbaa !845
    #dbg_value(ptr %3, !941, !DIExpression(), !1570)
    #dbg_value(i8 %22, !945, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1570)
    #dbg_value(ptr %35, !944, !DIExpression(), !1570)
  %36 = icmp eq ptr %35, null, !dbg !1572
  br i1 %36, label %45, label %37, !dbg !1573

37:                                               ; preds = %32, %37
  %38 = phi ptr [ %43, %37 ], [ %35, %32 ]
    #dbg_value(ptr %38, !944, !DIExpression(), !1570)
  %39 = getelementptr inbounds i8, ptr %38, i64 9, !dbg !1574
  %40 = load i8, ptr %39, align 1, !dbg !1574, !tbaa !541
  %41 = and i8 %40, -64, !dbg !1574
  %42 = or disjoint i8 %41, %22, !dbg !1574
  store i8 %42, ptr %39, align 1, !dbg !1575, !tbaa !541
  %43 = load ptr, ptr %38, align 8, !dbg !1576, !tbaa !684
    #dbg_value(ptr %43, !944, !DIExpression(), !1570)
  %44 = icmp eq ptr %43, null, !dbg !1572
  br i1 %44, label %45, label %37, !dbg !1573, !llvm.loop !1577

45:                                               ; preds = %37, %32
  %46 = getelementptr inbounds i8, ptr %3, i64 176, !dbg !1579
  %47 = load ptr, ptr %46, align 8, !dbg !1579, !tbaa !971
    #dbg_value(ptr %3, !941, !DIExpression(), !1580)
    #dbg_value(i8 %22, !945, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1580)
    #dbg_value(ptr %47, !944, !DIExpression(), !1580)
  %48 = icmp eq ptr %47, null, !dbg !1582
  br i1 %48, label %57, label %49, !dbg !1583

49:                                               ; preds = %45, %49
  %50 = phi ptr [ %55, %49 ], [ %47, %45 ]
    #dbg_value(ptr %50, !944, !DIExpression(), !1580)
  %51 = getelementptr inbounds i8, ptr %50, i64 9, !dbg !1584
  %52 = load i8, ptr %51, align 1, !dbg !1584, !tbaa !541
  %53 = and i8 %52, -64, !dbg !1584
  %54 = or disjoint i8 %53, %22, !dbg !1584
  store i8 %54, ptr %51, align 1, !dbg !1585, !tbaa !541
  %55 = load ptr, ptr %50, align 8, !dbg !1586, !tbaa !684
    #dbg_value(ptr %55, !944, !DIExpression(), !1580)
  %56 = icmp eq ptr %55, null, !dbg !1582
  br i1 %56, label %57, label %49, !dbg !1583, !llvm.loop !1587

57:                                               ; preds = %49, %45
  %58 = getelementptr inbounds i8, ptr %3, i64 224, !dbg !1589
  %59 = getelementptr inbounds i8, ptr %3, i64 101, !dbg !1590
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %58, i8 0, i64 24, i1 false), !dbg !1591
  store i8 8, ptr %59, align 1, !dbg !1592, !tbaa !532
  store i8 0, ptr %9, align 2, !dbg !1593, !tbaa !550
  store i64 0, ptr %12, align 8, !dbg !1594, !tbaa !988
  %60 = load ptr, ptr %2, align 8, !dbg !1595, !tbaa !521
  br label %61, !dbg !1597

61:                                               ; preds = %15, %57
  %62 = phi ptr [ %60, %57 ], [ %3, %15 ], !dbg !1595
    #dbg_value(ptr %0, !998, !DIExpression(), !1598)
    #dbg_value(i32 1, !1001, !DIExpression(), !1598)
    #dbg_value(ptr %62, !1002, !DIExpression(), !1598)
  %63 = getelementptr inbounds i8, ptr %62, i64 101
  %64 = load i8, ptr %63, align 1, !dbg !1599, !tbaa !532
  %65 = icmp eq i8 %64, 0, !dbg !1599
  br i1 %65, label %70, label %66, !dbg !1600

66:                                               ; preds = %61, %66
  %67 = tail call fastcc i64 @singlestep(ptr noundef %0), !dbg !1601
  %68 = load i8, ptr %63, align 1, !dbg !1599, !tbaa !532
  %69 = icmp eq i8 %68, 0, !dbg !1599
  br i1 %69, label %70, label %66, !dbg !1600, !llvm.loop !1602

70:                                               ; preds = %66, %61
  %71 = tail call fastcc i64 @atomic(ptr noundef %0), !dbg !1604
    #dbg_value(i64 %71, !1549, !DIExpression(), !1551)
  %72 = lshr i64 %13, 3, !dbg !1605
  %73 = add i64 %72, %13, !dbg !1607
  %74 = icmp ult i64 %71, %73, !dbg !1608
  br i1 %74, label %75, label %87, !dbg !1609

75:                                               ; preds = %70
  tail call fastcc void @atomic2gen(ptr noundef %0, ptr noundef %3), !dbg !1610
    #dbg_value(ptr %3, !1021, !DIExpression(), !1612)
  %76 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !1614
  %77 = load i64, ptr %76, align 8, !dbg !1614, !tbaa !1027
  %78 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !1614
  %79 = load i64, ptr %78, align 8, !dbg !1614, !tbaa !1028
  %80 = add nsw i64 %79, %77, !dbg !1614
  %81 = udiv i64 %80, 100, !dbg !1614
  %82 = getelementptr inbounds i8, ptr %3, i64 104, !dbg !1615
  %83 = load i8, ptr %82, align 8, !dbg !1615, !tbaa !1030
  %84 = zext i8 %83 to i64, !dbg !1616
  %85 = mul i64 %81, %84, !dbg !1617
  %86 = sub i64 0, %85, !dbg !1617
  tail call void @luaE_setdebt(ptr noundef %3, i64 noundef %86) #9, !dbg !1618
  br label %560, !dbg !1619

87:                                               ; preds = %70
  %88 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !1620
  %89 = load i64, ptr %88, align 8, !dbg !1620, !tbaa !1027
  %90 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !1620
  %91 = load i64, ptr %90, align 8, !dbg !1620, !tbaa !1028
  %92 = add nsw i64 %91, %89, !dbg !1620
  %93 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !1622
  store i64 %92, ptr %93, align 8, !dbg !1623, !tbaa !1309
    #dbg_value(ptr %0, !1265, !DIExpression(), !1624)
  %94 = load ptr, ptr %2, align 8, !dbg !1626, !tbaa !521
    #dbg_value(ptr %94, !1268, !DIExpression(), !1624)
  %95 = getelementptr inbounds i8, ptr %94, i64 101, !dbg !1627
  store i8 3, ptr %95, align 1, !dbg !1628, !tbaa !532
  %96 = getelementptr inbounds i8, ptr %94, i64 112, !dbg !1629
    #dbg_value(ptr %0, !860, !DIExpression(), !1630)
    #dbg_value(ptr %96, !861, !DIExpression(), !1630)
    #dbg_value(ptr %96, !862, !DIExpression(), !1630)
  br label %97, !dbg !1632

97:                                               ; preds = %119, %87
  %98 = phi ptr [ %96, %87 ], [ %123, %119 ]
    #dbg_value(ptr %98, !861, !DIExpression(), !1630)
    #dbg_value(ptr %0, !865, !DIExpression(), !1633)
    #dbg_value(ptr %98, !871, !DIExpression(), !1633)
    #dbg_value(i32 1, !872, !DIExpression(), !1633)
    #dbg_value(ptr null, !873, !DIExpression(), !1633)
  %99 = load ptr, ptr %2, align 8, !dbg !1635, !tbaa !521
    #dbg_value(ptr %99, !874, !DIExpression(), !1633)
  %100 = getelementptr inbounds i8, ptr %99, i64 100, !dbg !1636
  %101 = load i8, ptr %100, align 4, !dbg !1636, !tbaa !554
    #dbg_value(i8 %101, !875, !DIExpression(DW_OP_constu, 24, DW_OP_xor, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1633)
  %102 = and i8 %101, 24, !dbg !1637
    #dbg_value(i8 %102, !877, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1633)
    #dbg_value(i32 0, !876, !DIExpression(), !1633)
  %103 = load ptr, ptr %98, align 8, !dbg !1638, !tbaa !634
  %104 = icmp eq ptr %103, null, !dbg !1639
  br i1 %104, label %119, label %105, !dbg !1640

105:                                              ; preds = %97
  %106 = xor i8 %101, 24, !dbg !1636
    #dbg_value(i8 %106, !875, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1633)
    #dbg_value(ptr %98, !871, !DIExpression(), !1633)
    #dbg_value(i32 0, !876, !DIExpression(), !1633)
    #dbg_value(ptr %103, !878, !DIExpression(), !1641)
  %107 = getelementptr inbounds i8, ptr %103, i64 9, !dbg !1642
  %108 = load i8, ptr %107, align 1, !dbg !1642, !tbaa !541
    #dbg_value(i8 %108, !882, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1641)
  %109 = and i8 %108, %106, !dbg !1643
  %110 = icmp eq i8 %109, 0, !dbg !1643
  br i1 %110, label %113, label %111, !dbg !1644

111:                                              ; preds = %105
  %112 = load ptr, ptr %103, align 8, !dbg !1645, !tbaa !684
  store ptr %112, ptr %98, align 8, !dbg !1646, !tbaa !634
  tail call fastcc void @freeobj(ptr noundef nonnull %0, ptr noundef nonnull %103), !dbg !1647
  br label %116, !dbg !1648

113:                                              ; preds = %105
    #dbg_value(i8 %108, !882, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1641)
  %114 = and i8 %108, -64, !dbg !1649
  %115 = or disjoint i8 %114, %102, !dbg !1649
  store i8 %115, ptr %107, align 1, !dbg !1650, !tbaa !541
    #dbg_value(ptr %103, !871, !DIExpression(), !1633)
  br label %116

116:                                              ; preds = %113, %111
  %117 = phi ptr [ %98, %111 ], [ %103, %113 ]
    #dbg_value(ptr %117, !871, !DIExpression(), !1633)
    #dbg_value(i32 1, !876, !DIExpression(), !1633)
  %118 = load ptr, ptr %117, align 8, !dbg !1638, !tbaa !634
  br label %119, !dbg !1640, !llvm.loop !1651

119:                                              ; preds = %116, %97
  %120 = phi ptr [ %98, %97 ], [ %117, %116 ]
  %121 = phi ptr [ null, %97 ], [ %118, %116 ], !dbg !1638
  %122 = icmp eq ptr %121, null, !dbg !1653
  %123 = select i1 %122, ptr null, ptr %120, !dbg !1654
    #dbg_value(ptr %123, !861, !DIExpression(), !1630)
  %124 = icmp eq ptr %123, %96, !dbg !1655
  br i1 %124, label %97, label %125, !dbg !1656, !llvm.loop !1657

125:                                              ; preds = %119
  %126 = getelementptr inbounds i8, ptr %94, i64 120, !dbg !1659
  store ptr %123, ptr %126, align 8, !dbg !1660, !tbaa !775
    #dbg_value(ptr %0, !998, !DIExpression(), !1661)
    #dbg_value(i32 256, !1001, !DIExpression(), !1661)
  %127 = load ptr, ptr %2, align 8, !dbg !1663, !tbaa !521
    #dbg_value(ptr %127, !1002, !DIExpression(), !1661)
  %128 = getelementptr inbounds i8, ptr %127, i64 101
  %129 = load i8, ptr %128, align 1, !dbg !1664, !tbaa !532
  %130 = icmp eq i8 %129, 8, !dbg !1664
  br i1 %130, label %135, label %131, !dbg !1665

131:                                              ; preds = %125, %131
  %132 = tail call fastcc i64 @singlestep(ptr noundef %0), !dbg !1666
  %133 = load i8, ptr %128, align 1, !dbg !1664, !tbaa !532
  %134 = icmp eq i8 %133, 8, !dbg !1664
  br i1 %134, label %135, label %131, !dbg !1665, !llvm.loop !1667

135:                                              ; preds = %131, %125
    #dbg_value(ptr %3, !1669, !DIExpression(), !1676)
  %136 = getelementptr inbounds i8, ptr %3, i64 108, !dbg !1678
  %137 = load i8, ptr %136, align 4, !dbg !1678, !tbaa !1679
  %138 = zext i8 %137 to i64, !dbg !1678
  %139 = shl nuw nsw i64 %138, 2, !dbg !1678
    #dbg_value(i8 %137, !1674, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 2, DW_OP_shl, DW_OP_stack_value), !1676)
  %140 = load i64, ptr %93, align 8, !dbg !1680, !tbaa !1309
  %141 = udiv i64 %140, 100, !dbg !1681
    #dbg_value(i64 %141, !1675, !DIExpression(), !1676)
  %142 = udiv i64 9223372036854775807, %141, !dbg !1682
  %143 = icmp ult i64 %139, %142, !dbg !1683
  %144 = mul nuw nsw i64 %141, %139, !dbg !1684
  %145 = select i1 %143, i64 %144, i64 9223372036854775807, !dbg !1684
    #dbg_value(i64 %145, !1672, !DIExpression(), !1676)
  %146 = load i64, ptr %88, align 8, !dbg !1685, !tbaa !1027
  %147 = load i64, ptr %90, align 8, !dbg !1685, !tbaa !1028
  %148 = add nsw i64 %147, %146, !dbg !1685
  %149 = sub i64 %148, %145, !dbg !1686
    #dbg_value(i64 %149, !1673, !DIExpression(), !1676)
  %150 = tail call i64 @llvm.smin.i64(i64 %149, i64 0), !dbg !1687
    #dbg_value(i64 %150, !1673, !DIExpression(), !1676)
  tail call void @luaE_setdebt(ptr noundef %3, i64 noundef %150) #9, !dbg !1688
  store i64 %71, ptr %12, align 8, !dbg !1689, !tbaa !988
  br label %560

151:                                              ; preds = %16
  %152 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !1690
  %153 = load i64, ptr %152, align 8, !dbg !1690, !tbaa !1309
    #dbg_value(i64 %153, !1535, !DIExpression(), !1691)
  %154 = udiv i64 %153, 100, !dbg !1692
  %155 = getelementptr inbounds i8, ptr %3, i64 105, !dbg !1693
  %156 = load i8, ptr %155, align 1, !dbg !1693, !tbaa !1694
  %157 = zext i8 %156 to i64, !dbg !1693
  %158 = shl nuw nsw i64 %157, 2, !dbg !1693
  %159 = mul i64 %158, %154, !dbg !1695
    #dbg_value(i64 %159, !1538, !DIExpression(), !1691)
  %160 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !1696
  %161 = load i64, ptr %160, align 8, !dbg !1696, !tbaa !1028
  %162 = icmp sgt i64 %161, 0, !dbg !1697
  br i1 %162, label %163, label %232, !dbg !1698

163:                                              ; preds = %151
  %164 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !1699
  %165 = load i64, ptr %164, align 8, !dbg !1699, !tbaa !1027
  %166 = add nsw i64 %165, %161, !dbg !1699
  %167 = add i64 %159, %153, !dbg !1700
  %168 = icmp ugt i64 %166, %167, !dbg !1701
  br i1 %168, label %169, label %232, !dbg !1702

169:                                              ; preds = %163
    #dbg_value(ptr %0, !1703, !DIExpression(), !1707)
    #dbg_value(ptr %3, !1706, !DIExpression(), !1707)
    #dbg_value(ptr %3, !933, !DIExpression(), !1709)
  %170 = getelementptr inbounds i8, ptr %3, i64 112, !dbg !1711
  %171 = load ptr, ptr %170, align 8, !dbg !1711, !tbaa !687
    #dbg_value(ptr %3, !941, !DIExpression(), !1712)
    #dbg_value(ptr %171, !944, !DIExpression(), !1712)
  %172 = getelementptr inbounds i8, ptr %3, i64 100, !dbg !1714
  %173 = load i8, ptr %172, align 4, !dbg !1714, !tbaa !554
  %174 = and i8 %173, 24, !dbg !1714
    #dbg_value(i8 %174, !945, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1712)
  %175 = icmp eq ptr %171, null, !dbg !1715
  br i1 %175, label %184, label %176, !dbg !1716

176:                                              ; preds = %169, %176
  %177 = phi ptr [ %182, %176 ], [ %171, %169 ]
    #dbg_value(ptr %177, !944, !DIExpression(), !1712)
  %178 = getelementptr inbounds i8, ptr %177, i64 9, !dbg !1717
  %179 = load i8, ptr %178, align 1, !dbg !1717, !tbaa !541
  %180 = and i8 %179, -64, !dbg !1717
  %181 = or disjoint i8 %180, %174, !dbg !1717
  store i8 %181, ptr %178, align 1, !dbg !1718, !tbaa !541
  %182 = load ptr, ptr %177, align 8, !dbg !1719, !tbaa !684
    #dbg_value(ptr %182, !944, !DIExpression(), !1712)
  %183 = icmp eq ptr %182, null, !dbg !1715
  br i1 %183, label %184, label %176, !dbg !1716, !llvm.loop !1720

184:                                              ; preds = %176, %169
  %185 = getelementptr inbounds i8, ptr %3, i64 192, !dbg !1722
  %186 = getelementptr inbounds i8, ptr %3, i64 128, !dbg !1723
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %185, i8 0, i64 24, i1 false), !dbg !1724
  %187 = load ptr, ptr %186, align 8, !dbg !1723, !tbaa !845
    #dbg_value(ptr %3, !941, !DIExpression(), !1725)
    #dbg_value(i8 %174, !945, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1725)
    #dbg_value(ptr %187, !944, !DIExpression(), !1725)
  %188 = icmp eq ptr %187, null, !dbg !1727
  br i1 %188, label %197, label %189, !dbg !1728

189:                                              ; preds = %184, %189
  %190 = phi ptr [ %195, %189 ], [ %187, %184 ]
    #dbg_value(ptr %190, !944, !DIExpression(), !1725)
  %191 = getelementptr inbounds i8, ptr %190, i64 9, !dbg !1729
  %192 = load i8, ptr %191, align 1, !dbg !1729, !tbaa !541
  %193 = and i8 %192, -64, !dbg !1729
  %194 = or disjoint i8 %193, %174, !dbg !1729
  store i8 %194, ptr %191, align 1, !dbg !1730, !tbaa !541
  %195 = load ptr, ptr %190, align 8, !dbg !1731, !tbaa !684
    #dbg_value(ptr %195, !944, !DIExpression(), !1725)
  %196 = icmp eq ptr %195, null, !dbg !1727
  br i1 %196, label %197, label %189, !dbg !1728, !llvm.loop !1732

197:                                              ; preds = %189, %184
  %198 = getelementptr inbounds i8, ptr %3, i64 176, !dbg !1734
  %199 = load ptr, ptr %198, align 8, !dbg !1734, !tbaa !971
    #dbg_value(ptr %3, !941, !DIExpression(), !1735)
    #dbg_value(i8 %174, !945, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1735)
    #dbg_value(ptr %199, !944, !DIExpression(), !1735)
  %200 = icmp eq ptr %199, null, !dbg !1737
  br i1 %200, label %209, label %201, !dbg !1738

201:                                              ; preds = %197, %201
  %202 = phi ptr [ %207, %201 ], [ %199, %197 ]
    #dbg_value(ptr %202, !944, !DIExpression(), !1735)
  %203 = getelementptr inbounds i8, ptr %202, i64 9, !dbg !1739
  %204 = load i8, ptr %203, align 1, !dbg !1739, !tbaa !541
  %205 = and i8 %204, -64, !dbg !1739
  %206 = or disjoint i8 %205, %174, !dbg !1739
  store i8 %206, ptr %203, align 1, !dbg !1740, !tbaa !541
  %207 = load ptr, ptr %202, align 8, !dbg !1741, !tbaa !684
    #dbg_value(ptr %207, !944, !DIExpression(), !1735)
  %208 = icmp eq ptr %207, null, !dbg !1737
  br i1 %208, label %209, label %201, !dbg !1738, !llvm.loop !1742

209:                                              ; preds = %201, %197
  %210 = getelementptr inbounds i8, ptr %3, i64 224, !dbg !1744
  %211 = getelementptr inbounds i8, ptr %3, i64 101, !dbg !1745
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %210, i8 0, i64 24, i1 false), !dbg !1746
  store i8 8, ptr %211, align 1, !dbg !1747, !tbaa !532
  store i8 0, ptr %9, align 2, !dbg !1748, !tbaa !550
  store i64 0, ptr %12, align 8, !dbg !1749, !tbaa !988
  %212 = tail call fastcc i64 @entergen(ptr noundef %0, ptr noundef %3), !dbg !1750
    #dbg_value(i64 %212, !1539, !DIExpression(), !1751)
  %213 = load i64, ptr %164, align 8, !dbg !1752, !tbaa !1027
  %214 = load i64, ptr %160, align 8, !dbg !1752, !tbaa !1028
  %215 = add nsw i64 %214, %213, !dbg !1752
  %216 = lshr exact i64 %159, 1, !dbg !1754
  %217 = add i64 %216, %153, !dbg !1755
  %218 = icmp ult i64 %215, %217, !dbg !1756
  br i1 %218, label %560, label %219, !dbg !1757

219:                                              ; preds = %209
  store i64 %212, ptr %12, align 8, !dbg !1758, !tbaa !988
    #dbg_value(ptr %3, !1669, !DIExpression(), !1760)
  %220 = getelementptr inbounds i8, ptr %3, i64 108, !dbg !1762
  %221 = load i8, ptr %220, align 4, !dbg !1762, !tbaa !1679
  %222 = zext i8 %221 to i64, !dbg !1762
  %223 = shl nuw nsw i64 %222, 2, !dbg !1762
    #dbg_value(i8 %221, !1674, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 2, DW_OP_shl, DW_OP_stack_value), !1760)
  %224 = load i64, ptr %152, align 8, !dbg !1763, !tbaa !1309
  %225 = udiv i64 %224, 100, !dbg !1764
    #dbg_value(i64 %225, !1675, !DIExpression(), !1760)
  %226 = udiv i64 9223372036854775807, %225, !dbg !1765
  %227 = icmp ult i64 %223, %226, !dbg !1766
  %228 = mul nuw nsw i64 %225, %223, !dbg !1767
  %229 = select i1 %227, i64 %228, i64 9223372036854775807, !dbg !1767
    #dbg_value(i64 %229, !1672, !DIExpression(), !1760)
  %230 = sub i64 %215, %229, !dbg !1768
    #dbg_value(i64 %230, !1673, !DIExpression(), !1760)
  %231 = tail call i64 @llvm.smin.i64(i64 %230, i64 0), !dbg !1769
    #dbg_value(i64 %231, !1673, !DIExpression(), !1760)
  tail call void @luaE_setdebt(ptr noundef nonnull %3, i64 noundef %231) #9, !dbg !1770
  br label %560

232:                                              ; preds = %163, %151
    #dbg_value(ptr %0, !1771, !DIExpression(), !1777)
    #dbg_value(ptr %3, !1774, !DIExpression(), !1777)
  %233 = getelementptr inbounds i8, ptr %3, i64 216, !dbg !1780
  %234 = load ptr, ptr %233, align 8, !dbg !1780, !tbaa !1782
  %235 = icmp eq ptr %234, null, !dbg !1783
  br i1 %235, label %255, label %236, !dbg !1784

236:                                              ; preds = %232
  %237 = getelementptr inbounds i8, ptr %3, i64 208, !dbg !1785
  %238 = load ptr, ptr %237, align 8, !dbg !1785, !tbaa !1787
    #dbg_value(ptr %3, !1788, !DIExpression(), !1796)
    #dbg_value(ptr %234, !1793, !DIExpression(), !1796)
    #dbg_value(ptr %238, !1794, !DIExpression(), !1796)
    #dbg_value(ptr %234, !1795, !DIExpression(), !1796)
  %239 = icmp eq ptr %234, %238, !dbg !1798
  br i1 %239, label %254, label %240, !dbg !1801

240:                                              ; preds = %236, %251
  %241 = phi ptr [ %252, %251 ], [ %234, %236 ]
    #dbg_value(ptr %241, !1795, !DIExpression(), !1796)
  %242 = getelementptr inbounds i8, ptr %241, i64 9, !dbg !1802
  %243 = load i8, ptr %242, align 1, !dbg !1802, !tbaa !541
  %244 = and i8 %243, 7, !dbg !1802
  %245 = icmp eq i8 %244, 3, !dbg !1805
  br i1 %245, label %246, label %251, !dbg !1806

246:                                              ; preds = %240
  %247 = xor i8 %243, 7, !dbg !1807
  store i8 %247, ptr %242, align 1, !dbg !1807, !tbaa !541
  %248 = and i8 %243, 32, !dbg !1809
  %249 = icmp eq i8 %248, 0, !dbg !1809
  br i1 %249, label %251, label %250, !dbg !1811

250:                                              ; preds = %246
  tail call fastcc void @reallymarkobject(ptr noundef %3, ptr noundef nonnull %241), !dbg !1812
  br label %251, !dbg !1812

251:                                              ; preds = %250, %246, %240
  %252 = load ptr, ptr %241, align 8, !dbg !1813, !tbaa !684
    #dbg_value(ptr %252, !1795, !DIExpression(), !1796)
  %253 = icmp eq ptr %252, %238, !dbg !1798
  br i1 %253, label %254, label %240, !dbg !1801, !llvm.loop !1814

254:                                              ; preds = %251, %236
  store ptr null, ptr %233, align 8, !dbg !1816, !tbaa !1782
  br label %255, !dbg !1817

255:                                              ; preds = %254, %232
  %256 = getelementptr inbounds i8, ptr %3, i64 128, !dbg !1818
  %257 = load ptr, ptr %256, align 8, !dbg !1818, !tbaa !845
  %258 = getelementptr inbounds i8, ptr %3, i64 240, !dbg !1819
  %259 = load ptr, ptr %258, align 8, !dbg !1819, !tbaa !1820
    #dbg_value(ptr %3, !1788, !DIExpression(), !1821)
    #dbg_value(ptr %257, !1793, !DIExpression(), !1821)
    #dbg_value(ptr %259, !1794, !DIExpression(), !1821)
    #dbg_value(ptr %257, !1795, !DIExpression(), !1821)
  %260 = icmp eq ptr %257, %259, !dbg !1823
  br i1 %260, label %275, label %261, !dbg !1824

261:                                              ; preds = %255, %272
  %262 = phi ptr [ %273, %272 ], [ %257, %255 ]
    #dbg_value(ptr %262, !1795, !DIExpression(), !1821)
  %263 = getelementptr inbounds i8, ptr %262, i64 9, !dbg !1825
  %264 = load i8, ptr %263, align 1, !dbg !1825, !tbaa !541
  %265 = and i8 %264, 7, !dbg !1825
  %266 = icmp eq i8 %265, 3, !dbg !1826
  br i1 %266, label %267, label %272, !dbg !1827

267:                                              ; preds = %261
  %268 = xor i8 %264, 7, !dbg !1828
  store i8 %268, ptr %263, align 1, !dbg !1828, !tbaa !541
  %269 = and i8 %264, 32, !dbg !1829
  %270 = icmp eq i8 %269, 0, !dbg !1829
  br i1 %270, label %272, label %271, !dbg !1830

271:                                              ; preds = %267
  tail call fastcc void @reallymarkobject(ptr noundef %3, ptr noundef nonnull %262), !dbg !1831
  br label %272, !dbg !1831

272:                                              ; preds = %271, %267, %261
  %273 = load ptr, ptr %262, align 8, !dbg !1832, !tbaa !684
    #dbg_value(ptr %273, !1795, !DIExpression(), !1821)
  %274 = icmp eq ptr %273, %259, !dbg !1823
  br i1 %274, label %275, label %261, !dbg !1824, !llvm.loop !1833

275:                                              ; preds = %272, %255
  %276 = getelementptr inbounds i8, ptr %3, i64 176, !dbg !1835
  %277 = load ptr, ptr %276, align 8, !dbg !1835, !tbaa !971
    #dbg_value(ptr %3, !1788, !DIExpression(), !1836)
    #dbg_value(ptr %277, !1793, !DIExpression(), !1836)
    #dbg_value(ptr null, !1794, !DIExpression(), !1836)
    #dbg_value(ptr %277, !1795, !DIExpression(), !1836)
  %278 = icmp eq ptr %277, null, !dbg !1838
  br i1 %278, label %293, label %279, !dbg !1839

279:                                              ; preds = %275, %290
  %280 = phi ptr [ %291, %290 ], [ %277, %275 ]
    #dbg_value(ptr %280, !1795, !DIExpression(), !1836)
  %281 = getelementptr inbounds i8, ptr %280, i64 9, !dbg !1840
  %282 = load i8, ptr %281, align 1, !dbg !1840, !tbaa !541
  %283 = and i8 %282, 7, !dbg !1840
  %284 = icmp eq i8 %283, 3, !dbg !1841
  br i1 %284, label %285, label %290, !dbg !1842

285:                                              ; preds = %279
  %286 = xor i8 %282, 7, !dbg !1843
  store i8 %286, ptr %281, align 1, !dbg !1843, !tbaa !541
  %287 = and i8 %282, 32, !dbg !1844
  %288 = icmp eq i8 %287, 0, !dbg !1844
  br i1 %288, label %290, label %289, !dbg !1845

289:                                              ; preds = %285
  tail call fastcc void @reallymarkobject(ptr noundef %3, ptr noundef nonnull %280), !dbg !1846
  br label %290, !dbg !1846

290:                                              ; preds = %289, %285, %279
  %291 = load ptr, ptr %280, align 8, !dbg !1847, !tbaa !684
    #dbg_value(ptr %291, !1795, !DIExpression(), !1836)
  %292 = icmp eq ptr %291, null, !dbg !1838
  br i1 %292, label %293, label %279, !dbg !1839, !llvm.loop !1848

293:                                              ; preds = %290, %275
  %294 = tail call fastcc i64 @atomic(ptr noundef %0), !dbg !1850
  %295 = getelementptr inbounds i8, ptr %3, i64 101, !dbg !1851
  store i8 3, ptr %295, align 1, !dbg !1852, !tbaa !532
  %296 = getelementptr inbounds i8, ptr %3, i64 112, !dbg !1853
  %297 = getelementptr inbounds i8, ptr %3, i64 192, !dbg !1854
  %298 = load ptr, ptr %297, align 8, !dbg !1854, !tbaa !1855
    #dbg_value(ptr %0, !486, !DIExpression(), !1856)
    #dbg_value(ptr %3, !487, !DIExpression(), !1856)
    #dbg_value(ptr %298, !489, !DIExpression(), !1856)
    #dbg_value(ptr %233, !490, !DIExpression(), !1856)
    #dbg_value(i8 poison, !491, !DIExpression(DW_OP_constu, 24, DW_OP_and, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1856)
    #dbg_value(ptr %296, !488, !DIExpression(), !1856)
  %299 = load ptr, ptr %296, align 8, !dbg !1858, !tbaa !634
  %300 = icmp eq ptr %299, %298, !dbg !1859
  br i1 %300, label %337, label %301, !dbg !1860

301:                                              ; preds = %293
  %302 = getelementptr inbounds i8, ptr %3, i64 100, !dbg !1861
  %303 = load i8, ptr %302, align 4, !dbg !1861, !tbaa !554
    #dbg_value(i8 %303, !491, !DIExpression(DW_OP_constu, 24, DW_OP_and, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1856)
  %304 = and i8 %303, 24, !dbg !1861
    #dbg_value(i8 %304, !491, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1856)
  br label %305, !dbg !1860

305:                                              ; preds = %333, %301
  %306 = phi ptr [ %299, %301 ], [ %335, %333 ]
  %307 = phi ptr [ %296, %301 ], [ %334, %333 ]
    #dbg_value(ptr %307, !488, !DIExpression(), !1856)
  %308 = getelementptr inbounds i8, ptr %306, i64 9, !dbg !1862
  %309 = load i8, ptr %308, align 1, !dbg !1862, !tbaa !541
  %310 = zext i8 %309 to i32, !dbg !1862
  %311 = and i32 %310, 24, !dbg !1862
  %312 = icmp eq i32 %311, 0, !dbg !1862
  br i1 %312, label %315, label %313, !dbg !1863

313:                                              ; preds = %305
  %314 = load ptr, ptr %306, align 8, !dbg !1864, !tbaa !684
  store ptr %314, ptr %307, align 8, !dbg !1866, !tbaa !634
  tail call fastcc void @freeobj(ptr noundef %0, ptr noundef nonnull %306), !dbg !1867
  br label %333, !dbg !1868

315:                                              ; preds = %305
  %316 = and i32 %310, 7, !dbg !1869
  %317 = icmp eq i32 %316, 0, !dbg !1870
  br i1 %317, label %318, label %322, !dbg !1871

318:                                              ; preds = %315
  %319 = and i8 %309, -64, !dbg !1872
    #dbg_value(i32 %310, !493, !DIExpression(DW_OP_constu, 192, DW_OP_and, DW_OP_stack_value), !1873)
  %320 = or disjoint i8 %304, %319, !dbg !1874
  %321 = or disjoint i8 %320, 1, !dbg !1874
  store i8 %321, ptr %308, align 1, !dbg !1875, !tbaa !541
  br label %333, !dbg !1876

322:                                              ; preds = %315
  %323 = and i8 %309, -32, !dbg !1877
  %324 = zext nneg i32 %316 to i64, !dbg !1877
  %325 = getelementptr inbounds [7 x i8], ptr @sweepgen.nextage, i64 0, i64 %324, !dbg !1877
  %326 = load i8, ptr %325, align 1, !dbg !1877, !tbaa !579
  %327 = or i8 %326, %323, !dbg !1877
  store i8 %327, ptr %308, align 1, !dbg !1877, !tbaa !541
  %328 = icmp ult i32 %316, 3, !dbg !1879
  br i1 %328, label %329, label %333, !dbg !1881

329:                                              ; preds = %322
  %330 = load ptr, ptr %233, align 8, !dbg !1882, !tbaa !634
  %331 = icmp eq ptr %330, null, !dbg !1883
  br i1 %331, label %332, label %333, !dbg !1884

332:                                              ; preds = %329
  store ptr %306, ptr %233, align 8, !dbg !1885, !tbaa !634
  br label %333, !dbg !1886

333:                                              ; preds = %332, %329, %322, %318, %313
  %334 = phi ptr [ %307, %313 ], [ %306, %322 ], [ %306, %329 ], [ %306, %332 ], [ %306, %318 ]
    #dbg_value(ptr %334, !488, !DIExpression(), !1856)
  %335 = load ptr, ptr %334, align 8, !dbg !1858, !tbaa !634
    #dbg_value(ptr %335, !492, !DIExpression(), !1856)
  %336 = icmp eq ptr %335, %298, !dbg !1859
  br i1 %336, label %337, label %305, !dbg !1860, !llvm.loop !1887

337:                                              ; preds = %333, %293
  %338 = phi ptr [ %299, %293 ], [ %335, %333 ], !dbg !1889
  %339 = phi ptr [ %296, %293 ], [ %334, %333 ]
    #dbg_value(ptr %339, !1775, !DIExpression(), !1777)
  %340 = getelementptr inbounds i8, ptr %3, i64 200, !dbg !1891
  %341 = load ptr, ptr %340, align 8, !dbg !1891, !tbaa !1892
    #dbg_value(ptr %0, !486, !DIExpression(), !1893)
    #dbg_value(ptr %3, !487, !DIExpression(), !1893)
    #dbg_value(ptr %341, !489, !DIExpression(), !1893)
    #dbg_value(ptr %233, !490, !DIExpression(), !1893)
    #dbg_value(i8 poison, !491, !DIExpression(DW_OP_constu, 24, DW_OP_and, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1893)
    #dbg_value(ptr %339, !488, !DIExpression(), !1893)
  %342 = icmp eq ptr %338, %341, !dbg !1894
  br i1 %342, label %381, label %343, !dbg !1895

343:                                              ; preds = %337
  %344 = getelementptr inbounds i8, ptr %3, i64 100, !dbg !1896
  %345 = load i8, ptr %344, align 4, !dbg !1896, !tbaa !554
    #dbg_value(i8 %345, !491, !DIExpression(DW_OP_constu, 24, DW_OP_and, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1893)
  %346 = and i8 %345, 24, !dbg !1896
    #dbg_value(i8 %346, !491, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1893)
  br label %347, !dbg !1895

347:                                              ; preds = %375, %343
  %348 = phi ptr [ %338, %343 ], [ %377, %375 ]
  %349 = phi ptr [ %339, %343 ], [ %376, %375 ]
    #dbg_value(ptr %349, !488, !DIExpression(), !1893)
  %350 = getelementptr inbounds i8, ptr %348, i64 9, !dbg !1897
  %351 = load i8, ptr %350, align 1, !dbg !1897, !tbaa !541
  %352 = zext i8 %351 to i32, !dbg !1897
  %353 = and i32 %352, 24, !dbg !1897
  %354 = icmp eq i32 %353, 0, !dbg !1897
  br i1 %354, label %357, label %355, !dbg !1898

355:                                              ; preds = %347
  %356 = load ptr, ptr %348, align 8, !dbg !1899, !tbaa !684
  store ptr %356, ptr %349, align 8, !dbg !1900, !tbaa !634
  tail call fastcc void @freeobj(ptr noundef %0, ptr noundef nonnull %348), !dbg !1901
  br label %375, !dbg !1902

357:                                              ; preds = %347
  %358 = and i32 %352, 7, !dbg !1903
  %359 = icmp eq i32 %358, 0, !dbg !1904
  br i1 %359, label %360, label %364, !dbg !1905

360:                                              ; preds = %357
  %361 = and i8 %351, -64, !dbg !1906
    #dbg_value(i32 %352, !493, !DIExpression(DW_OP_constu, 192, DW_OP_and, DW_OP_stack_value), !1907)
  %362 = or disjoint i8 %346, %361, !dbg !1908
  %363 = or disjoint i8 %362, 1, !dbg !1908
  store i8 %363, ptr %350, align 1, !dbg !1909, !tbaa !541
  br label %375, !dbg !1910

364:                                              ; preds = %357
  %365 = and i8 %351, -32, !dbg !1911
  %366 = zext nneg i32 %358 to i64, !dbg !1911
  %367 = getelementptr inbounds [7 x i8], ptr @sweepgen.nextage, i64 0, i64 %366, !dbg !1911
  %368 = load i8, ptr %367, align 1, !dbg !1911, !tbaa !579
  %369 = or i8 %368, %365, !dbg !1911
  store i8 %369, ptr %350, align 1, !dbg !1911, !tbaa !541
  %370 = icmp ult i32 %358, 3, !dbg !1912
  br i1 %370, label %371, label %375, !dbg !1913

371:                                              ; preds = %364
  %372 = load ptr, ptr %233, align 8, !dbg !1914, !tbaa !634
  %373 = icmp eq ptr %372, null, !dbg !1915
  br i1 %373, label %374, label %375, !dbg !1916

374:                                              ; preds = %371
  store ptr %348, ptr %233, align 8, !dbg !1917, !tbaa !634
  br label %375, !dbg !1918

375:                                              ; preds = %374, %371, %364, %360, %355
  %376 = phi ptr [ %349, %355 ], [ %348, %364 ], [ %348, %371 ], [ %348, %374 ], [ %348, %360 ]
    #dbg_value(ptr %376, !488, !DIExpression(), !1893)
  %377 = load ptr, ptr %376, align 8, !dbg !1889, !tbaa !634
    #dbg_value(ptr %377, !492, !DIExpression(), !1893)
  %378 = icmp eq ptr %377, %341, !dbg !1894
  br i1 %378, label %379, label %347, !dbg !1895, !llvm.loop !1919

379:                                              ; preds = %375
  %380 = load ptr, ptr %340, align 8, !dbg !1921, !tbaa !1892
  br label %381, !dbg !1921

381:                                              ; preds = %379, %337
  %382 = phi ptr [ %380, %379 ], [ %341, %337 ], !dbg !1921
  %383 = getelementptr inbounds i8, ptr %3, i64 208, !dbg !1922
  store ptr %382, ptr %383, align 8, !dbg !1923, !tbaa !1787
  %384 = load ptr, ptr %339, align 8, !dbg !1924, !tbaa !634
  store ptr %384, ptr %340, align 8, !dbg !1925, !tbaa !1892
  %385 = load ptr, ptr %296, align 8, !dbg !1926, !tbaa !687
  store ptr %385, ptr %297, align 8, !dbg !1927, !tbaa !1855
    #dbg_value(ptr null, !1776, !DIExpression(), !1777)
  %386 = getelementptr inbounds i8, ptr %3, i64 224, !dbg !1928
  %387 = load ptr, ptr %386, align 8, !dbg !1928, !tbaa !1127
    #dbg_value(ptr %0, !486, !DIExpression(), !1929)
    #dbg_value(ptr %3, !487, !DIExpression(), !1929)
    #dbg_value(ptr %387, !489, !DIExpression(), !1929)
    #dbg_value(ptr undef, !490, !DIExpression(), !1929)
    #dbg_value(i8 poison, !491, !DIExpression(DW_OP_constu, 24, DW_OP_and, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1929)
    #dbg_value(ptr %256, !488, !DIExpression(), !1929)
  %388 = load ptr, ptr %256, align 8, !dbg !1931, !tbaa !634
  %389 = icmp eq ptr %388, %387, !dbg !1932
  br i1 %389, label %421, label %390, !dbg !1933

390:                                              ; preds = %381
  %391 = getelementptr inbounds i8, ptr %3, i64 100, !dbg !1934
  %392 = load i8, ptr %391, align 4, !dbg !1934, !tbaa !554
    #dbg_value(i8 %392, !491, !DIExpression(DW_OP_constu, 24, DW_OP_and, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1929)
  %393 = and i8 %392, 24, !dbg !1934
    #dbg_value(i8 %393, !491, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1929)
  br label %394, !dbg !1933

394:                                              ; preds = %417, %390
  %395 = phi ptr [ %388, %390 ], [ %419, %417 ]
  %396 = phi ptr [ %256, %390 ], [ %418, %417 ]
    #dbg_value(ptr poison, !1776, !DIExpression(), !1777)
    #dbg_value(ptr %396, !488, !DIExpression(), !1929)
  %397 = getelementptr inbounds i8, ptr %395, i64 9, !dbg !1935
  %398 = load i8, ptr %397, align 1, !dbg !1935, !tbaa !541
  %399 = zext i8 %398 to i32, !dbg !1935
  %400 = and i32 %399, 24, !dbg !1935
  %401 = icmp eq i32 %400, 0, !dbg !1935
  br i1 %401, label %404, label %402, !dbg !1936

402:                                              ; preds = %394
  %403 = load ptr, ptr %395, align 8, !dbg !1937, !tbaa !684
  store ptr %403, ptr %396, align 8, !dbg !1938, !tbaa !634
  tail call fastcc void @freeobj(ptr noundef %0, ptr noundef nonnull %395), !dbg !1939
  br label %417, !dbg !1940

404:                                              ; preds = %394
  %405 = and i32 %399, 7, !dbg !1941
  %406 = icmp eq i32 %405, 0, !dbg !1942
  br i1 %406, label %407, label %411, !dbg !1943

407:                                              ; preds = %404
  %408 = and i8 %398, -64, !dbg !1944
    #dbg_value(i32 %399, !493, !DIExpression(DW_OP_constu, 192, DW_OP_and, DW_OP_stack_value), !1945)
  %409 = or disjoint i8 %393, %408, !dbg !1946
  %410 = or disjoint i8 %409, 1, !dbg !1946
  store i8 %410, ptr %397, align 1, !dbg !1947, !tbaa !541
  br label %417, !dbg !1948

411:                                              ; preds = %404
  %412 = and i8 %398, -32, !dbg !1949
  %413 = zext nneg i32 %405 to i64, !dbg !1949
  %414 = getelementptr inbounds [7 x i8], ptr @sweepgen.nextage, i64 0, i64 %413, !dbg !1949
  %415 = load i8, ptr %414, align 1, !dbg !1949, !tbaa !579
  %416 = or i8 %415, %412, !dbg !1949
  store i8 %416, ptr %397, align 1, !dbg !1949, !tbaa !541
  br label %417, !dbg !1950

417:                                              ; preds = %411, %407, %402
  %418 = phi ptr [ %395, %407 ], [ %396, %402 ], [ %395, %411 ]
    #dbg_value(ptr poison, !1776, !DIExpression(), !1777)
    #dbg_value(ptr %418, !488, !DIExpression(), !1929)
  %419 = load ptr, ptr %418, align 8, !dbg !1931, !tbaa !634
    #dbg_value(ptr %419, !492, !DIExpression(), !1929)
  %420 = icmp eq ptr %419, %387, !dbg !1932
  br i1 %420, label %421, label %394, !dbg !1933, !llvm.loop !1951

421:                                              ; preds = %417, %381
  %422 = phi ptr [ %388, %381 ], [ %419, %417 ], !dbg !1953
  %423 = phi ptr [ %256, %381 ], [ %418, %417 ]
    #dbg_value(ptr poison, !1776, !DIExpression(), !1777)
    #dbg_value(ptr %423, !1775, !DIExpression(), !1777)
  %424 = getelementptr inbounds i8, ptr %3, i64 232, !dbg !1955
  %425 = load ptr, ptr %424, align 8, !dbg !1955, !tbaa !1119
    #dbg_value(ptr %0, !486, !DIExpression(), !1956)
    #dbg_value(ptr %3, !487, !DIExpression(), !1956)
    #dbg_value(ptr %425, !489, !DIExpression(), !1956)
    #dbg_value(ptr undef, !490, !DIExpression(), !1956)
    #dbg_value(i8 poison, !491, !DIExpression(DW_OP_constu, 24, DW_OP_and, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1956)
    #dbg_value(ptr %423, !488, !DIExpression(), !1956)
  %426 = icmp eq ptr %422, %425, !dbg !1957
  br i1 %426, label %460, label %427, !dbg !1958

427:                                              ; preds = %421
  %428 = getelementptr inbounds i8, ptr %3, i64 100, !dbg !1959
  %429 = load i8, ptr %428, align 4, !dbg !1959, !tbaa !554
    #dbg_value(i8 %429, !491, !DIExpression(DW_OP_constu, 24, DW_OP_and, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1956)
  %430 = and i8 %429, 24, !dbg !1959
    #dbg_value(i8 %430, !491, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1956)
  br label %431, !dbg !1958

431:                                              ; preds = %454, %427
  %432 = phi ptr [ %422, %427 ], [ %456, %454 ]
  %433 = phi ptr [ %423, %427 ], [ %455, %454 ]
    #dbg_value(ptr poison, !1776, !DIExpression(), !1777)
    #dbg_value(ptr %433, !488, !DIExpression(), !1956)
  %434 = getelementptr inbounds i8, ptr %432, i64 9, !dbg !1960
  %435 = load i8, ptr %434, align 1, !dbg !1960, !tbaa !541
  %436 = zext i8 %435 to i32, !dbg !1960
  %437 = and i32 %436, 24, !dbg !1960
  %438 = icmp eq i32 %437, 0, !dbg !1960
  br i1 %438, label %441, label %439, !dbg !1961

439:                                              ; preds = %431
  %440 = load ptr, ptr %432, align 8, !dbg !1962, !tbaa !684
  store ptr %440, ptr %433, align 8, !dbg !1963, !tbaa !634
  tail call fastcc void @freeobj(ptr noundef %0, ptr noundef nonnull %432), !dbg !1964
  br label %454, !dbg !1965

441:                                              ; preds = %431
  %442 = and i32 %436, 7, !dbg !1966
  %443 = icmp eq i32 %442, 0, !dbg !1967
  br i1 %443, label %444, label %448, !dbg !1968

444:                                              ; preds = %441
  %445 = and i8 %435, -64, !dbg !1969
    #dbg_value(i32 %436, !493, !DIExpression(DW_OP_constu, 192, DW_OP_and, DW_OP_stack_value), !1970)
  %446 = or disjoint i8 %430, %445, !dbg !1971
  %447 = or disjoint i8 %446, 1, !dbg !1971
  store i8 %447, ptr %434, align 1, !dbg !1972, !tbaa !541
  br label %454, !dbg !1973

448:                                              ; preds = %441
  %449 = and i8 %435, -32, !dbg !1974
  %450 = zext nneg i32 %442 to i64, !dbg !1974
  %451 = getelementptr inbounds [7 x i8], ptr @sweepgen.nextage, i64 0, i64 %450, !dbg !1974
  %452 = load i8, ptr %451, align 1, !dbg !1974, !tbaa !579
  %453 = or i8 %452, %449, !dbg !1974
  store i8 %453, ptr %434, align 1, !dbg !1974, !tbaa !541
  br label %454, !dbg !1975

454:                                              ; preds = %448, %444, %439
  %455 = phi ptr [ %432, %444 ], [ %433, %439 ], [ %432, %448 ]
    #dbg_value(ptr poison, !1776, !DIExpression(), !1777)
    #dbg_value(ptr %455, !488, !DIExpression(), !1956)
  %456 = load ptr, ptr %455, align 8, !dbg !1953, !tbaa !634
    #dbg_value(ptr %456, !492, !DIExpression(), !1956)
  %457 = icmp eq ptr %456, %425, !dbg !1957
  br i1 %457, label %458, label %431, !dbg !1958, !llvm.loop !1976

458:                                              ; preds = %454
  %459 = load ptr, ptr %424, align 8, !dbg !1978, !tbaa !1119
  br label %460, !dbg !1978

460:                                              ; preds = %458, %421
  %461 = phi ptr [ %425, %421 ], [ %459, %458 ], !dbg !1978
    #dbg_value(ptr poison, !1776, !DIExpression(), !1777)
  store ptr %461, ptr %258, align 8, !dbg !1979, !tbaa !1820
  %462 = load ptr, ptr %423, align 8, !dbg !1980, !tbaa !634
  store ptr %462, ptr %424, align 8, !dbg !1981, !tbaa !1119
  %463 = load ptr, ptr %256, align 8, !dbg !1982, !tbaa !845
  store ptr %463, ptr %386, align 8, !dbg !1983, !tbaa !1127
    #dbg_value(ptr %0, !486, !DIExpression(), !1984)
    #dbg_value(ptr %3, !487, !DIExpression(), !1984)
    #dbg_value(ptr null, !489, !DIExpression(), !1984)
    #dbg_value(ptr undef, !490, !DIExpression(), !1984)
    #dbg_value(i8 poison, !491, !DIExpression(DW_OP_constu, 24, DW_OP_and, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1984)
    #dbg_value(ptr %276, !488, !DIExpression(), !1984)
  %464 = load ptr, ptr %276, align 8, !dbg !1986, !tbaa !634
  %465 = icmp eq ptr %464, null, !dbg !1987
  br i1 %465, label %497, label %466, !dbg !1988

466:                                              ; preds = %460
  %467 = getelementptr inbounds i8, ptr %3, i64 100, !dbg !1989
  %468 = load i8, ptr %467, align 4, !dbg !1989, !tbaa !554
    #dbg_value(i8 %468, !491, !DIExpression(DW_OP_constu, 24, DW_OP_and, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1984)
  %469 = and i8 %468, 24, !dbg !1989
    #dbg_value(i8 %469, !491, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1984)
  br label %470, !dbg !1988

470:                                              ; preds = %493, %466
  %471 = phi ptr [ %464, %466 ], [ %495, %493 ]
  %472 = phi ptr [ %276, %466 ], [ %494, %493 ]
    #dbg_value(ptr poison, !1776, !DIExpression(), !1777)
    #dbg_value(ptr %472, !488, !DIExpression(), !1984)
  %473 = getelementptr inbounds i8, ptr %471, i64 9, !dbg !1990
  %474 = load i8, ptr %473, align 1, !dbg !1990, !tbaa !541
  %475 = zext i8 %474 to i32, !dbg !1990
  %476 = and i32 %475, 24, !dbg !1990
  %477 = icmp eq i32 %476, 0, !dbg !1990
  br i1 %477, label %480, label %478, !dbg !1991

478:                                              ; preds = %470
  %479 = load ptr, ptr %471, align 8, !dbg !1992, !tbaa !684
  store ptr %479, ptr %472, align 8, !dbg !1993, !tbaa !634
  tail call fastcc void @freeobj(ptr noundef %0, ptr noundef nonnull %471), !dbg !1994
  br label %493, !dbg !1995

480:                                              ; preds = %470
  %481 = and i32 %475, 7, !dbg !1996
  %482 = icmp eq i32 %481, 0, !dbg !1997
  br i1 %482, label %483, label %487, !dbg !1998

483:                                              ; preds = %480
  %484 = and i8 %474, -64, !dbg !1999
    #dbg_value(i32 %475, !493, !DIExpression(DW_OP_constu, 192, DW_OP_and, DW_OP_stack_value), !2000)
  %485 = or disjoint i8 %469, %484, !dbg !2001
  %486 = or disjoint i8 %485, 1, !dbg !2001
  store i8 %486, ptr %473, align 1, !dbg !2002, !tbaa !541
  br label %493, !dbg !2003

487:                                              ; preds = %480
  %488 = and i8 %474, -32, !dbg !2004
  %489 = zext nneg i32 %481 to i64, !dbg !2004
  %490 = getelementptr inbounds [7 x i8], ptr @sweepgen.nextage, i64 0, i64 %489, !dbg !2004
  %491 = load i8, ptr %490, align 1, !dbg !2004, !tbaa !579
  %492 = or i8 %491, %488, !dbg !2004
  store i8 %492, ptr %473, align 1, !dbg !2004, !tbaa !541
  br label %493, !dbg !2005

493:                                              ; preds = %487, %483, %478
  %494 = phi ptr [ %471, %483 ], [ %472, %478 ], [ %471, %487 ]
    #dbg_value(ptr poison, !1776, !DIExpression(), !1777)
    #dbg_value(ptr %494, !488, !DIExpression(), !1984)
  %495 = load ptr, ptr %494, align 8, !dbg !1986, !tbaa !634
    #dbg_value(ptr %495, !492, !DIExpression(), !1984)
  %496 = icmp eq ptr %495, null, !dbg !1987
  br i1 %496, label %497, label %470, !dbg !1988, !llvm.loop !2006

497:                                              ; preds = %493, %460
  tail call fastcc void @finishgencycle(ptr noundef %0, ptr noundef %3), !dbg !2008
    #dbg_value(ptr %3, !1021, !DIExpression(), !2009)
  %498 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !2011
  %499 = load i64, ptr %498, align 8, !dbg !2011, !tbaa !1027
  %500 = load i64, ptr %160, align 8, !dbg !2011, !tbaa !1028
  %501 = add nsw i64 %500, %499, !dbg !2011
  %502 = udiv i64 %501, 100, !dbg !2011
  %503 = getelementptr inbounds i8, ptr %3, i64 104, !dbg !2012
  %504 = load i8, ptr %503, align 8, !dbg !2012, !tbaa !1030
  %505 = zext i8 %504 to i64, !dbg !2013
  %506 = mul i64 %502, %505, !dbg !2014
  %507 = sub i64 0, %506, !dbg !2014
  tail call void @luaE_setdebt(ptr noundef %3, i64 noundef %507) #9, !dbg !2015
  store i64 %153, ptr %152, align 8, !dbg !2016, !tbaa !1309
  br label %560

508:                                              ; preds = %15
    #dbg_value(ptr %0, !2017, !DIExpression(), !2026)
    #dbg_value(ptr %3, !2020, !DIExpression(), !2026)
  %509 = getelementptr inbounds i8, ptr %3, i64 109, !dbg !2028
  %510 = load i8, ptr %509, align 1, !dbg !2028, !tbaa !2029
  %511 = zext i8 %510 to i64, !dbg !2028
  %512 = shl nuw nsw i64 %511, 2, !dbg !2028
  %513 = or disjoint i64 %512, 1, !dbg !2030
    #dbg_value(i8 %510, !2021, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 2, DW_OP_shl, DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !2026)
  %514 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !2031
  %515 = load i64, ptr %514, align 8, !dbg !2031, !tbaa !1028
  %516 = lshr i64 %515, 4, !dbg !2032
  %517 = mul i64 %513, %516, !dbg !2033
    #dbg_value(i64 %517, !2022, !DIExpression(), !2026)
  %518 = getelementptr inbounds i8, ptr %3, i64 110, !dbg !2034
  %519 = load i8, ptr %518, align 2, !dbg !2034, !tbaa !2035
  %520 = icmp ult i8 %519, 63, !dbg !2036
  %521 = zext nneg i8 %519 to i64, !dbg !2037
  %522 = shl nuw i64 1, %521, !dbg !2037
  %523 = lshr i64 %522, 4, !dbg !2037
  %524 = mul i64 %523, %513, !dbg !2037
  %525 = select i1 %520, i64 %524, i64 9223372036854775807, !dbg !2037
    #dbg_value(i64 %525, !2023, !DIExpression(), !2026)
  %526 = getelementptr inbounds i8, ptr %3, i64 101, !dbg !2038
  %527 = sub nsw i64 0, %525
  br label %528, !dbg !2039

528:                                              ; preds = %535, %508
  %529 = phi i64 [ %517, %508 ], [ %531, %535 ], !dbg !2026
    #dbg_value(i64 %529, !2022, !DIExpression(), !2026)
  %530 = tail call fastcc i64 @singlestep(ptr noundef %0), !dbg !2040
    #dbg_value(i64 %530, !2024, !DIExpression(), !2041)
  %531 = sub i64 %529, %530, !dbg !2042
    #dbg_value(i64 %531, !2022, !DIExpression(), !2026)
  %532 = icmp sgt i64 %531, %527, !dbg !2043
  %533 = load i8, ptr %526, align 1, !dbg !2044, !tbaa !532
  %534 = icmp eq i8 %533, 8, !dbg !2026
  br i1 %532, label %535, label %536, !dbg !2046

535:                                              ; preds = %528
  br i1 %534, label %537, label %528, !dbg !2047, !llvm.loop !2048

536:                                              ; preds = %528
  br i1 %534, label %537, label %555, !dbg !2050

537:                                              ; preds = %535, %536
    #dbg_value(ptr %3, !1669, !DIExpression(), !2051)
  %538 = getelementptr inbounds i8, ptr %3, i64 108, !dbg !2053
  %539 = load i8, ptr %538, align 4, !dbg !2053, !tbaa !1679
  %540 = zext i8 %539 to i64, !dbg !2053
  %541 = shl nuw nsw i64 %540, 2, !dbg !2053
    #dbg_value(i8 %539, !1674, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 2, DW_OP_shl, DW_OP_stack_value), !2051)
  %542 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !2054
  %543 = load i64, ptr %542, align 8, !dbg !2054, !tbaa !1309
  %544 = udiv i64 %543, 100, !dbg !2055
    #dbg_value(i64 %544, !1675, !DIExpression(), !2051)
  %545 = udiv i64 9223372036854775807, %544, !dbg !2056
  %546 = icmp ult i64 %541, %545, !dbg !2057
  %547 = mul nuw nsw i64 %544, %541, !dbg !2058
  %548 = select i1 %546, i64 %547, i64 9223372036854775807, !dbg !2058
    #dbg_value(i64 %548, !1672, !DIExpression(), !2051)
  %549 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !2059
  %550 = load i64, ptr %549, align 8, !dbg !2059, !tbaa !1027
  %551 = load i64, ptr %514, align 8, !dbg !2059, !tbaa !1028
  %552 = add nsw i64 %551, %550, !dbg !2059
  %553 = sub i64 %552, %548, !dbg !2060
    #dbg_value(i64 %553, !1673, !DIExpression(), !2051)
  %554 = tail call i64 @llvm.smin.i64(i64 %553, i64 0), !dbg !2061
    #dbg_value(i64 %554, !1673, !DIExpression(), !2051)
  br label %558, !dbg !2062

555:                                              ; preds = %536
  %556 = sdiv i64 %531, %513, !dbg !2063
  %557 = shl i64 %556, 4, !dbg !2065
    #dbg_value(i64 %557, !2022, !DIExpression(), !2026)
  br label %558

558:                                              ; preds = %537, %555
  %559 = phi i64 [ %557, %555 ], [ %554, %537 ]
  tail call void @luaE_setdebt(ptr noundef nonnull %3, i64 noundef %559) #9, !dbg !2066
  br label %560

560:                                              ; preds = %497, %219, %209, %135, %75, %558, %7
  ret void, !dbg !2067
}

declare !dbg !2068 hidden void @luaE_setdebt(ptr noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define hidden void @luaC_fullgc(ptr noundef %0, i32 noundef %1) local_unnamed_addr #3 !dbg !2071 {
    #dbg_value(ptr %0, !2073, !DIExpression(), !2076)
    #dbg_value(i32 %1, !2074, !DIExpression(), !2076)
  %3 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2077
  %4 = load ptr, ptr %3, align 8, !dbg !2077, !tbaa !521
    #dbg_value(ptr %4, !2075, !DIExpression(), !2076)
  %5 = trunc i32 %1 to i8, !dbg !2078
  %6 = getelementptr inbounds i8, ptr %4, i64 107, !dbg !2079
  store i8 %5, ptr %6, align 1, !dbg !2080, !tbaa !1463
  %7 = getelementptr inbounds i8, ptr %4, i64 102, !dbg !2081
  %8 = load i8, ptr %7, align 2, !dbg !2081, !tbaa !550
  %9 = icmp eq i8 %8, 0, !dbg !2083
  br i1 %9, label %10, label %112, !dbg !2084

10:                                               ; preds = %2
    #dbg_value(ptr %0, !2085, !DIExpression(), !2089)
    #dbg_value(ptr %4, !2088, !DIExpression(), !2089)
  %11 = getelementptr inbounds i8, ptr %4, i64 101, !dbg !2091
  %12 = load i8, ptr %11, align 1, !dbg !2091, !tbaa !532
  %13 = icmp ult i8 %12, 3, !dbg !2091
  br i1 %13, label %14, label %49, !dbg !2093

14:                                               ; preds = %10
    #dbg_value(ptr %0, !1265, !DIExpression(), !2094)
    #dbg_value(ptr %4, !1268, !DIExpression(), !2094)
  store i8 3, ptr %11, align 1, !dbg !2096, !tbaa !532
  %15 = getelementptr inbounds i8, ptr %4, i64 112, !dbg !2097
    #dbg_value(ptr %0, !860, !DIExpression(), !2098)
    #dbg_value(ptr %15, !861, !DIExpression(), !2098)
    #dbg_value(ptr %15, !862, !DIExpression(), !2098)
  br label %16, !dbg !2100

16:                                               ; preds = %38, %14
  %17 = phi ptr [ %15, %14 ], [ %42, %38 ]
    #dbg_value(ptr %17, !861, !DIExpression(), !2098)
    #dbg_value(ptr %0, !865, !DIExpression(), !2101)
    #dbg_value(ptr %17, !871, !DIExpression(), !2101)
    #dbg_value(i32 1, !872, !DIExpression(), !2101)
    #dbg_value(ptr null, !873, !DIExpression(), !2101)
  %18 = load ptr, ptr %3, align 8, !dbg !2103, !tbaa !521
    #dbg_value(ptr %18, !874, !DIExpression(), !2101)
  %19 = getelementptr inbounds i8, ptr %18, i64 100, !dbg !2104
  %20 = load i8, ptr %19, align 4, !dbg !2104, !tbaa !554
    #dbg_value(i8 %20, !875, !DIExpression(DW_OP_constu, 24, DW_OP_xor, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2101)
  %21 = and i8 %20, 24, !dbg !2105
    #dbg_value(i8 %21, !877, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2101)
    #dbg_value(i32 0, !876, !DIExpression(), !2101)
    #dbg_value(ptr %17, !871, !DIExpression(), !2101)
  %22 = load ptr, ptr %17, align 8, !dbg !2106, !tbaa !634
  %23 = icmp eq ptr %22, null, !dbg !2107
  br i1 %23, label %38, label %24, !dbg !2108

24:                                               ; preds = %16
  %25 = xor i8 %20, 24, !dbg !2104
    #dbg_value(i8 %25, !875, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2101)
    #dbg_value(ptr %17, !871, !DIExpression(), !2101)
    #dbg_value(i32 0, !876, !DIExpression(), !2101)
    #dbg_value(ptr %22, !878, !DIExpression(), !2109)
  %26 = getelementptr inbounds i8, ptr %22, i64 9, !dbg !2110
  %27 = load i8, ptr %26, align 1, !dbg !2110, !tbaa !541
    #dbg_value(i8 %27, !882, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2109)
  %28 = and i8 %27, %25, !dbg !2111
  %29 = icmp eq i8 %28, 0, !dbg !2111
  br i1 %29, label %32, label %30, !dbg !2112

30:                                               ; preds = %24
  %31 = load ptr, ptr %22, align 8, !dbg !2113, !tbaa !684
  store ptr %31, ptr %17, align 8, !dbg !2114, !tbaa !634
  tail call fastcc void @freeobj(ptr noundef nonnull %0, ptr noundef nonnull %22), !dbg !2115
  br label %35, !dbg !2116

32:                                               ; preds = %24
    #dbg_value(i8 %27, !882, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2109)
  %33 = and i8 %27, -64, !dbg !2117
  %34 = or disjoint i8 %33, %21, !dbg !2117
  store i8 %34, ptr %26, align 1, !dbg !2118, !tbaa !541
    #dbg_value(ptr %22, !871, !DIExpression(), !2101)
  br label %35

35:                                               ; preds = %32, %30
  %36 = phi ptr [ %17, %30 ], [ %22, %32 ]
    #dbg_value(ptr %36, !871, !DIExpression(), !2101)
    #dbg_value(i32 1, !876, !DIExpression(), !2101)
  %37 = load ptr, ptr %36, align 8, !dbg !2106, !tbaa !634
  br label %38, !dbg !2108, !llvm.loop !2119

38:                                               ; preds = %35, %16
  %39 = phi ptr [ %17, %16 ], [ %36, %35 ]
  %40 = phi ptr [ null, %16 ], [ %37, %35 ], !dbg !2106
  %41 = icmp eq ptr %40, null, !dbg !2121
  %42 = select i1 %41, ptr null, ptr %39, !dbg !2122
    #dbg_value(ptr %42, !861, !DIExpression(), !2098)
  %43 = icmp eq ptr %42, %15, !dbg !2123
  br i1 %43, label %16, label %44, !dbg !2124, !llvm.loop !2125

44:                                               ; preds = %38
  %45 = getelementptr inbounds i8, ptr %4, i64 120, !dbg !2127
  store ptr %42, ptr %45, align 8, !dbg !2128, !tbaa !775
  %46 = load ptr, ptr %3, align 8, !dbg !2129, !tbaa !521
  %47 = getelementptr inbounds i8, ptr %46, i64 101
  %48 = load i8, ptr %47, align 1, !dbg !2131, !tbaa !532
  br label %49, !dbg !2132

49:                                               ; preds = %44, %10
  %50 = phi i8 [ %48, %44 ], [ %12, %10 ], !dbg !2131
  %51 = phi ptr [ %46, %44 ], [ %4, %10 ], !dbg !2129
    #dbg_value(ptr %0, !998, !DIExpression(), !2133)
    #dbg_value(i32 256, !1001, !DIExpression(), !2133)
    #dbg_value(ptr %51, !1002, !DIExpression(), !2133)
  %52 = getelementptr inbounds i8, ptr %51, i64 101
  %53 = icmp eq i8 %50, 8, !dbg !2131
  br i1 %53, label %63, label %54, !dbg !2134

54:                                               ; preds = %49, %54
  %55 = tail call fastcc i64 @singlestep(ptr noundef %0), !dbg !2135
  %56 = load i8, ptr %52, align 1, !dbg !2131, !tbaa !532
  %57 = icmp eq i8 %56, 8, !dbg !2131
  br i1 %57, label %58, label %54, !dbg !2134, !llvm.loop !2136

58:                                               ; preds = %54
  %59 = load ptr, ptr %3, align 8, !dbg !2138, !tbaa !521
  %60 = getelementptr inbounds i8, ptr %59, i64 101
  %61 = load i8, ptr %60, align 1, !dbg !2140, !tbaa !532
  %62 = icmp eq i8 %61, 0, !dbg !2140
    #dbg_value(ptr %0, !998, !DIExpression(), !2141)
    #dbg_value(i32 1, !1001, !DIExpression(), !2141)
    #dbg_value(ptr %59, !1002, !DIExpression(), !2141)
  br i1 %62, label %72, label %63, !dbg !2142

63:                                               ; preds = %49, %58
  %64 = phi ptr [ %59, %58 ], [ %51, %49 ]
  %65 = getelementptr inbounds i8, ptr %64, i64 101
  br label %66, !dbg !2142

66:                                               ; preds = %66, %63
  %67 = tail call fastcc i64 @singlestep(ptr noundef %0), !dbg !2143
  %68 = load i8, ptr %65, align 1, !dbg !2140, !tbaa !532
  %69 = icmp eq i8 %68, 0, !dbg !2140
  br i1 %69, label %70, label %66, !dbg !2142, !llvm.loop !2144

70:                                               ; preds = %66
  %71 = load ptr, ptr %3, align 8, !dbg !2146, !tbaa !521
  br label %72, !dbg !2148

72:                                               ; preds = %70, %58
  %73 = phi ptr [ %71, %70 ], [ %59, %58 ], !dbg !2146
  store i8 1, ptr %11, align 1, !dbg !2148, !tbaa !532
    #dbg_value(ptr %0, !998, !DIExpression(), !2149)
    #dbg_value(i32 128, !1001, !DIExpression(), !2149)
    #dbg_value(ptr %73, !1002, !DIExpression(), !2149)
  %74 = getelementptr inbounds i8, ptr %73, i64 101
  %75 = load i8, ptr %74, align 1, !dbg !2150, !tbaa !532
  %76 = icmp eq i8 %75, 7, !dbg !2150
  br i1 %76, label %86, label %77, !dbg !2151

77:                                               ; preds = %72, %77
  %78 = tail call fastcc i64 @singlestep(ptr noundef %0), !dbg !2152
  %79 = load i8, ptr %74, align 1, !dbg !2150, !tbaa !532
  %80 = icmp eq i8 %79, 7, !dbg !2150
  br i1 %80, label %81, label %77, !dbg !2151, !llvm.loop !2153

81:                                               ; preds = %77
  %82 = load ptr, ptr %3, align 8, !dbg !2155, !tbaa !521
  %83 = getelementptr inbounds i8, ptr %82, i64 101
  %84 = load i8, ptr %83, align 1, !dbg !2157, !tbaa !532
  %85 = icmp eq i8 %84, 8, !dbg !2157
    #dbg_value(ptr %0, !998, !DIExpression(), !2158)
    #dbg_value(i32 256, !1001, !DIExpression(), !2158)
    #dbg_value(ptr %82, !1002, !DIExpression(), !2158)
  br i1 %85, label %93, label %86, !dbg !2159

86:                                               ; preds = %72, %81
  %87 = phi ptr [ %82, %81 ], [ %73, %72 ]
  %88 = getelementptr inbounds i8, ptr %87, i64 101
  br label %89, !dbg !2159

89:                                               ; preds = %89, %86
  %90 = tail call fastcc i64 @singlestep(ptr noundef %0), !dbg !2160
  %91 = load i8, ptr %88, align 1, !dbg !2157, !tbaa !532
  %92 = icmp eq i8 %91, 8, !dbg !2157
  br i1 %92, label %93, label %89, !dbg !2159, !llvm.loop !2161

93:                                               ; preds = %89, %81
    #dbg_value(ptr %4, !1669, !DIExpression(), !2163)
  %94 = getelementptr inbounds i8, ptr %4, i64 108, !dbg !2165
  %95 = load i8, ptr %94, align 4, !dbg !2165, !tbaa !1679
  %96 = zext i8 %95 to i64, !dbg !2165
  %97 = shl nuw nsw i64 %96, 2, !dbg !2165
    #dbg_value(i8 %95, !1674, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 2, DW_OP_shl, DW_OP_stack_value), !2163)
  %98 = getelementptr inbounds i8, ptr %4, i64 32, !dbg !2166
  %99 = load i64, ptr %98, align 8, !dbg !2166, !tbaa !1309
  %100 = udiv i64 %99, 100, !dbg !2167
    #dbg_value(i64 %100, !1675, !DIExpression(), !2163)
  %101 = udiv i64 9223372036854775807, %100, !dbg !2168
  %102 = icmp ult i64 %97, %101, !dbg !2169
  %103 = mul nuw nsw i64 %100, %97, !dbg !2170
  %104 = select i1 %102, i64 %103, i64 9223372036854775807, !dbg !2170
    #dbg_value(i64 %104, !1672, !DIExpression(), !2163)
  %105 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !2171
  %106 = load i64, ptr %105, align 8, !dbg !2171, !tbaa !1027
  %107 = getelementptr inbounds i8, ptr %4, i64 24, !dbg !2171
  %108 = load i64, ptr %107, align 8, !dbg !2171, !tbaa !1028
  %109 = add nsw i64 %108, %106, !dbg !2171
  %110 = sub i64 %109, %104, !dbg !2172
    #dbg_value(i64 %110, !1673, !DIExpression(), !2163)
  %111 = tail call i64 @llvm.smin.i64(i64 %110, i64 0), !dbg !2173
    #dbg_value(i64 %111, !1673, !DIExpression(), !2163)
  tail call void @luaE_setdebt(ptr noundef %4, i64 noundef %111) #9, !dbg !2174
  br label %157, !dbg !2175

112:                                              ; preds = %2
    #dbg_value(ptr %0, !1703, !DIExpression(), !2176)
    #dbg_value(ptr %4, !1706, !DIExpression(), !2176)
    #dbg_value(ptr %4, !933, !DIExpression(), !2178)
  %113 = getelementptr inbounds i8, ptr %4, i64 112, !dbg !2180
  %114 = load ptr, ptr %113, align 8, !dbg !2180, !tbaa !687
    #dbg_value(ptr %4, !941, !DIExpression(), !2181)
    #dbg_value(ptr %114, !944, !DIExpression(), !2181)
  %115 = getelementptr inbounds i8, ptr %4, i64 100, !dbg !2183
  %116 = load i8, ptr %115, align 4, !dbg !2183, !tbaa !554
  %117 = and i8 %116, 24, !dbg !2183
    #dbg_value(i8 %117, !945, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2181)
  %118 = icmp eq ptr %114, null, !dbg !2184
  br i1 %118, label %127, label %119, !dbg !2185

119:                                              ; preds = %112, %119
  %120 = phi ptr [ %125, %119 ], [ %114, %112 ]
    #dbg_value(ptr %120, !944, !DIExpression(), !2181)
  %121 = getelementptr inbounds i8, ptr %120, i64 9, !dbg !2186
  %122 = load i8, ptr %121, align 1, !dbg !2186, !tbaa !541
  %123 = and i8 %122, -64, !dbg !2186
  %124 = or disjoint i8 %123, %117, !dbg !2186
  store i8 %124, ptr %121, align 1, !dbg !2187, !tbaa !541
  %125 = load ptr, ptr %120, align 8, !dbg !2188, !tbaa !684
    #dbg_value(ptr %125, !944, !DIExpression(), !2181)
  %126 = icmp eq ptr %125, null, !dbg !2184
  br i1 %126, label %127, label %119, !dbg !2185, !llvm.loop !2189

127:                                              ; preds = %119, %112
  %128 = getelementptr inbounds i8, ptr %4, i64 192, !dbg !2191
  %129 = getelementptr inbounds i8, ptr %4, i64 128, !dbg !2192
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %128, i8 0, i64 24, i1 false), !dbg !2193
  %130 = load ptr, ptr %129, align 8, !dbg !2192, !tbaa !845
    #dbg_value(ptr %4, !941, !DIExpression(), !2194)
    #dbg_value(i8 %117, !945, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2194)
    #dbg_value(ptr %130, !944, !DIExpression(), !2194)
  %131 = icmp eq ptr %130, null, !dbg !2196
  br i1 %131, label %140, label %132, !dbg !2197

132:                                              ; preds = %127, %132
  %133 = phi ptr [ %138, %132 ], [ %130, %127 ]
    #dbg_value(ptr %133, !944, !DIExpression(), !2194)
  %134 = getelementptr inbounds i8, ptr %133, i64 9, !dbg !2198
  %135 = load i8, ptr %134, align 1, !dbg !2198, !tbaa !541
  %136 = and i8 %135, -64, !dbg !2198
  %137 = or disjoint i8 %136, %117, !dbg !2198
  store i8 %137, ptr %134, align 1, !dbg !2199, !tbaa !541
  %138 = load ptr, ptr %133, align 8, !dbg !2200, !tbaa !684
    #dbg_value(ptr %138, !944, !DIExpression(), !2194)
  %139 = icmp eq ptr %138, null, !dbg !2196
  br i1 %139, label %140, label %132, !dbg !2197, !llvm.loop !2201

140:                                              ; preds = %132, %127
  %141 = getelementptr inbounds i8, ptr %4, i64 176, !dbg !2203
  %142 = load ptr, ptr %141, align 8, !dbg !2203, !tbaa !971
    #dbg_value(ptr %4, !941, !DIExpression(), !2204)
    #dbg_value(i8 %117, !945, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2204)
    #dbg_value(ptr %142, !944, !DIExpression(), !2204)
  %143 = icmp eq ptr %142, null, !dbg !2206
  br i1 %143, label %152, label %144, !dbg !2207

144:                                              ; preds = %140, %144
  %145 = phi ptr [ %150, %144 ], [ %142, %140 ]
    #dbg_value(ptr %145, !944, !DIExpression(), !2204)
  %146 = getelementptr inbounds i8, ptr %145, i64 9, !dbg !2208
  %147 = load i8, ptr %146, align 1, !dbg !2208, !tbaa !541
  %148 = and i8 %147, -64, !dbg !2208
  %149 = or disjoint i8 %148, %117, !dbg !2208
  store i8 %149, ptr %146, align 1, !dbg !2209, !tbaa !541
  %150 = load ptr, ptr %145, align 8, !dbg !2210, !tbaa !684
    #dbg_value(ptr %150, !944, !DIExpression(), !2204)
  %151 = icmp eq ptr %150, null, !dbg !2206
  br i1 %151, label %152, label %144, !dbg !2207, !llvm.loop !2211

152:                                              ; preds = %144, %140
  %153 = getelementptr inbounds i8, ptr %4, i64 224, !dbg !2213
  %154 = getelementptr inbounds i8, ptr %4, i64 101, !dbg !2214
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %153, i8 0, i64 24, i1 false), !dbg !2215
  store i8 8, ptr %154, align 1, !dbg !2216, !tbaa !532
  store i8 0, ptr %7, align 2, !dbg !2217, !tbaa !550
  %155 = getelementptr inbounds i8, ptr %4, i64 40, !dbg !2218
  store i64 0, ptr %155, align 8, !dbg !2219, !tbaa !988
  %156 = tail call fastcc i64 @entergen(ptr noundef %0, ptr noundef %4), !dbg !2220
  br label %157

157:                                              ; preds = %152, %93
  store i8 0, ptr %6, align 1, !dbg !2221, !tbaa !1463
  ret void, !dbg !2222
}

; Function Attrs: nounwind uwtable
define internal fastcc void @freeobj(ptr noundef %0, ptr noundef %1) unnamed_addr #3 !dbg !2223 {
    #dbg_value(ptr %0, !2225, !DIExpression(), !2240)
    #dbg_value(ptr %1, !2226, !DIExpression(), !2240)
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !2241
  %4 = load i8, ptr %3, align 8, !dbg !2241, !tbaa !571
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
  ], !dbg !2242

5:                                                ; preds = %2
  tail call void @luaF_freeproto(ptr noundef %0, ptr noundef nonnull %1) #9, !dbg !2243
  br label %47, !dbg !2244

6:                                                ; preds = %2
    #dbg_value(ptr %0, !2245, !DIExpression(), !2251)
    #dbg_value(ptr %1, !2250, !DIExpression(), !2251)
  %7 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !2253
  %8 = load ptr, ptr %7, align 8, !dbg !2253, !tbaa !579
  %9 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !2253
  %10 = icmp eq ptr %8, %9, !dbg !2253
  br i1 %10, label %12, label %11, !dbg !2255

11:                                               ; preds = %6
  tail call void @luaF_unlinkupval(ptr noundef nonnull %1) #9, !dbg !2256
  br label %12, !dbg !2256

12:                                               ; preds = %6, %11
  tail call void @luaM_free_(ptr noundef %0, ptr noundef nonnull %1, i64 noundef 40) #9, !dbg !2257
  br label %47, !dbg !2258

13:                                               ; preds = %2
    #dbg_value(ptr %1, !2227, !DIExpression(), !2259)
  %14 = getelementptr inbounds i8, ptr %1, i64 10, !dbg !2260
  %15 = load i8, ptr %14, align 2, !dbg !2260, !tbaa !2261
  %16 = zext i8 %15 to i64, !dbg !2260
  %17 = shl nuw nsw i64 %16, 3, !dbg !2260
  %18 = add nuw nsw i64 %17, 32, !dbg !2260
  tail call void @luaM_free_(ptr noundef %0, ptr noundef nonnull %1, i64 noundef %18) #9, !dbg !2260
  br label %47

19:                                               ; preds = %2
    #dbg_value(ptr %1, !2231, !DIExpression(), !2263)
  %20 = getelementptr inbounds i8, ptr %1, i64 10, !dbg !2264
  %21 = load i8, ptr %20, align 2, !dbg !2264, !tbaa !2265
  %22 = zext i8 %21 to i64, !dbg !2264
  %23 = shl nuw nsw i64 %22, 4, !dbg !2264
  %24 = add nuw nsw i64 %23, 32, !dbg !2264
  tail call void @luaM_free_(ptr noundef %0, ptr noundef nonnull %1, i64 noundef %24) #9, !dbg !2264
  br label %47

25:                                               ; preds = %2
  tail call void @luaH_free(ptr noundef %0, ptr noundef nonnull %1) #9, !dbg !2267
  br label %47, !dbg !2268

26:                                               ; preds = %2
  tail call void @luaE_freethread(ptr noundef %0, ptr noundef nonnull %1) #9, !dbg !2269
  br label %47, !dbg !2270

27:                                               ; preds = %2
    #dbg_value(ptr %1, !2234, !DIExpression(), !2271)
  %28 = getelementptr inbounds i8, ptr %1, i64 10, !dbg !2272
  %29 = load i16, ptr %28, align 2, !dbg !2272, !tbaa !592
  %30 = icmp eq i16 %29, 0, !dbg !2272
  %31 = zext i16 %29 to i64, !dbg !2272
  %32 = shl nuw nsw i64 %31, 4, !dbg !2272
  %33 = add nuw nsw i64 %32, 40, !dbg !2272
  %34 = select i1 %30, i64 32, i64 %33, !dbg !2272
  %35 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !2272
  %36 = load i64, ptr %35, align 8, !dbg !2272, !tbaa !2273
  %37 = add i64 %34, %36, !dbg !2272
  tail call void @luaM_free_(ptr noundef %0, ptr noundef nonnull %1, i64 noundef %37) #9, !dbg !2272
  br label %47

38:                                               ; preds = %2
    #dbg_value(ptr %1, !2236, !DIExpression(), !2274)
  tail call void @luaS_remove(ptr noundef %0, ptr noundef nonnull %1) #9, !dbg !2275
  %39 = getelementptr inbounds i8, ptr %1, i64 11, !dbg !2276
  %40 = load i8, ptr %39, align 1, !dbg !2276, !tbaa !2277
  %41 = zext i8 %40 to i64, !dbg !2276
  %42 = add nuw nsw i64 %41, 25, !dbg !2276
  tail call void @luaM_free_(ptr noundef %0, ptr noundef nonnull %1, i64 noundef %42) #9, !dbg !2276
  br label %47

43:                                               ; preds = %2
    #dbg_value(ptr %1, !2238, !DIExpression(), !2279)
  %44 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !2280
  %45 = load i64, ptr %44, align 8, !dbg !2280, !tbaa !579
  %46 = add i64 %45, 25, !dbg !2280
  tail call void @luaM_free_(ptr noundef %0, ptr noundef nonnull %1, i64 noundef %46) #9, !dbg !2280
  br label %47

47:                                               ; preds = %2, %43, %38, %27, %26, %25, %19, %13, %12, %5
  ret void, !dbg !2281
}

declare !dbg !2282 hidden void @luaF_freeproto(ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !2288 hidden void @luaM_free_(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #4

declare !dbg !2291 hidden void @luaH_free(ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !2295 hidden void @luaE_freethread(ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !2298 hidden void @luaS_remove(ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !2302 hidden void @luaF_unlinkupval(ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal fastcc i64 @atomic(ptr noundef %0) unnamed_addr #3 !dbg !2305 {
    #dbg_value(ptr %0, !2307, !DIExpression(), !2313)
  %2 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2314
  %3 = load ptr, ptr %2, align 8, !dbg !2314, !tbaa !521
    #dbg_value(ptr %3, !2308, !DIExpression(), !2313)
    #dbg_value(i64 0, !2309, !DIExpression(), !2313)
  %4 = getelementptr inbounds i8, ptr %3, i64 144, !dbg !2315
  %5 = load ptr, ptr %4, align 8, !dbg !2315, !tbaa !2316
    #dbg_value(ptr %5, !2312, !DIExpression(), !2313)
  store ptr null, ptr %4, align 8, !dbg !2317, !tbaa !2316
  %6 = getelementptr inbounds i8, ptr %3, i64 101, !dbg !2318
  store i8 2, ptr %6, align 1, !dbg !2319, !tbaa !532
  %7 = getelementptr inbounds i8, ptr %0, i64 9, !dbg !2320
  %8 = load i8, ptr %7, align 1, !dbg !2320, !tbaa !1221
  %9 = and i8 %8, 24, !dbg !2320
  %10 = icmp eq i8 %9, 0, !dbg !2320
  br i1 %10, label %12, label %11, !dbg !2323

11:                                               ; preds = %1
  tail call fastcc void @reallymarkobject(ptr noundef nonnull %3, ptr noundef nonnull %0), !dbg !2320
  br label %12, !dbg !2320

12:                                               ; preds = %11, %1
  %13 = getelementptr inbounds i8, ptr %3, i64 72, !dbg !2324
  %14 = load i8, ptr %13, align 8, !dbg !2324, !tbaa !1226
  %15 = and i8 %14, 64, !dbg !2324
  %16 = icmp eq i8 %15, 0, !dbg !2324
  br i1 %16, label %25, label %17, !dbg !2324

17:                                               ; preds = %12
  %18 = getelementptr inbounds i8, ptr %3, i64 64, !dbg !2324
  %19 = load ptr, ptr %18, align 8, !dbg !2324, !tbaa !579
  %20 = getelementptr inbounds i8, ptr %19, i64 9, !dbg !2324
  %21 = load i8, ptr %20, align 1, !dbg !2324, !tbaa !541
  %22 = and i8 %21, 24, !dbg !2324
  %23 = icmp eq i8 %22, 0, !dbg !2324
  br i1 %23, label %25, label %24, !dbg !2327

24:                                               ; preds = %17
  tail call fastcc void @reallymarkobject(ptr noundef nonnull %3, ptr noundef nonnull %19), !dbg !2324
  br label %25, !dbg !2324

25:                                               ; preds = %24, %17, %12
  tail call fastcc void @markmt(ptr noundef nonnull %3), !dbg !2328
    #dbg_value(ptr %3, !2329, !DIExpression(), !2333)
    #dbg_value(i64 0, !2332, !DIExpression(), !2333)
  %26 = getelementptr inbounds i8, ptr %3, i64 136
    #dbg_value(i64 0, !2332, !DIExpression(), !2333)
  %27 = load ptr, ptr %26, align 8, !dbg !2335, !tbaa !1256
  %28 = icmp eq ptr %27, null, !dbg !2336
  br i1 %28, label %35, label %29, !dbg !2336

29:                                               ; preds = %25, %29
  %30 = phi i64 [ %32, %29 ], [ 0, %25 ]
    #dbg_value(i64 %30, !2332, !DIExpression(), !2333)
  %31 = tail call fastcc i64 @propagatemark(ptr noundef nonnull %3), !dbg !2337
  %32 = add i64 %31, %30, !dbg !2338
    #dbg_value(i64 %32, !2332, !DIExpression(), !2333)
  %33 = load ptr, ptr %26, align 8, !dbg !2335, !tbaa !1256
  %34 = icmp eq ptr %33, null, !dbg !2336
  br i1 %34, label %35, label %29, !dbg !2336, !llvm.loop !2339

35:                                               ; preds = %29, %25
  %36 = phi i64 [ 0, %25 ], [ %32, %29 ], !dbg !2333
    #dbg_value(i64 %36, !2309, !DIExpression(), !2313)
    #dbg_value(ptr %3, !2341, !DIExpression(), !2354)
  %37 = getelementptr inbounds i8, ptr %3, i64 248, !dbg !2356
    #dbg_value(ptr %37, !2347, !DIExpression(), !2354)
    #dbg_value(i32 0, !2349, !DIExpression(), !2354)
  %38 = load ptr, ptr %37, align 8, !dbg !2357, !tbaa !634
  %39 = icmp eq ptr %38, null, !dbg !2358
  br i1 %39, label %101, label %40, !dbg !2359

40:                                               ; preds = %35, %87
  %41 = phi ptr [ %90, %87 ], [ %38, %35 ]
  %42 = phi i32 [ %89, %87 ], [ 0, %35 ]
  %43 = phi ptr [ %88, %87 ], [ %37, %35 ]
    #dbg_value(i32 %42, !2349, !DIExpression(), !2354)
    #dbg_value(ptr %43, !2347, !DIExpression(), !2354)
  %44 = add nsw i32 %42, 1, !dbg !2360
    #dbg_value(i32 %44, !2349, !DIExpression(), !2354)
  %45 = getelementptr inbounds i8, ptr %41, i64 9, !dbg !2361
  %46 = load i8, ptr %45, align 1, !dbg !2361, !tbaa !1221
  %47 = and i8 %46, 24, !dbg !2361
  %48 = icmp eq i8 %47, 0, !dbg !2361
  br i1 %48, label %49, label %55, !dbg !2362

49:                                               ; preds = %40
  %50 = getelementptr inbounds i8, ptr %41, i64 56, !dbg !2363
  %51 = load ptr, ptr %50, align 8, !dbg !2363, !tbaa !2364
  %52 = icmp eq ptr %51, null, !dbg !2365
  br i1 %52, label %55, label %53, !dbg !2366

53:                                               ; preds = %49
  %54 = getelementptr inbounds i8, ptr %41, i64 80, !dbg !2367
    #dbg_value(ptr %54, !2347, !DIExpression(), !2354)
  br label %87, !dbg !2368

55:                                               ; preds = %49, %40
  %56 = getelementptr inbounds i8, ptr %41, i64 80, !dbg !2369
  %57 = load ptr, ptr %56, align 8, !dbg !2369, !tbaa !2370
  store ptr %57, ptr %43, align 8, !dbg !2371, !tbaa !634
  store ptr %41, ptr %56, align 8, !dbg !2372, !tbaa !2370
  %58 = getelementptr inbounds i8, ptr %41, i64 56, !dbg !2373
    #dbg_value(ptr poison, !2350, !DIExpression(), !2375)
  %59 = load ptr, ptr %58, align 8, !dbg !2376, !tbaa !579
  %60 = icmp eq ptr %59, null, !dbg !2377
  br i1 %60, label %87, label %61, !dbg !2379

61:                                               ; preds = %55, %83
  %62 = phi ptr [ %85, %83 ], [ %59, %55 ]
  %63 = phi i32 [ %64, %83 ], [ %44, %55 ]
    #dbg_value(i32 %63, !2349, !DIExpression(), !2354)
  %64 = add nsw i32 %63, 1, !dbg !2380
    #dbg_value(i32 %64, !2349, !DIExpression(), !2354)
  %65 = getelementptr inbounds i8, ptr %62, i64 9, !dbg !2382
  %66 = load i8, ptr %65, align 1, !dbg !2382, !tbaa !581
  %67 = and i8 %66, 24, !dbg !2382
  %68 = icmp eq i8 %67, 0, !dbg !2382
  br i1 %68, label %69, label %83, !dbg !2384

69:                                               ; preds = %61
  %70 = getelementptr inbounds i8, ptr %62, i64 16, !dbg !2385
  %71 = load ptr, ptr %70, align 8, !dbg !2385, !tbaa !579
  %72 = getelementptr inbounds i8, ptr %71, i64 8, !dbg !2385
  %73 = load i8, ptr %72, align 8, !dbg !2385, !tbaa !587
  %74 = and i8 %73, 64, !dbg !2385
  %75 = icmp eq i8 %74, 0, !dbg !2385
  br i1 %75, label %83, label %76, !dbg !2385

76:                                               ; preds = %69
  %77 = load ptr, ptr %71, align 8, !dbg !2385, !tbaa !579
  %78 = getelementptr inbounds i8, ptr %77, i64 9, !dbg !2385
  %79 = load i8, ptr %78, align 1, !dbg !2385, !tbaa !541
  %80 = and i8 %79, 24, !dbg !2385
  %81 = icmp eq i8 %80, 0, !dbg !2385
  br i1 %81, label %83, label %82, !dbg !2389

82:                                               ; preds = %76
  tail call fastcc void @reallymarkobject(ptr noundef %3, ptr noundef nonnull %77), !dbg !2385
  br label %83, !dbg !2385

83:                                               ; preds = %82, %76, %69, %61
  %84 = getelementptr inbounds i8, ptr %62, i64 24, !dbg !2390
    #dbg_value(ptr poison, !2350, !DIExpression(), !2375)
  %85 = load ptr, ptr %84, align 8, !dbg !2376, !tbaa !579
    #dbg_value(ptr %85, !2350, !DIExpression(), !2375)
    #dbg_value(i32 %64, !2349, !DIExpression(), !2354)
  %86 = icmp eq ptr %85, null, !dbg !2377
  br i1 %86, label %87, label %61, !dbg !2379, !llvm.loop !2391

87:                                               ; preds = %83, %55, %53
  %88 = phi ptr [ %54, %53 ], [ %43, %55 ], [ %43, %83 ], !dbg !2354
  %89 = phi i32 [ %44, %53 ], [ %44, %55 ], [ %64, %83 ], !dbg !2360
    #dbg_value(i32 %89, !2349, !DIExpression(), !2354)
    #dbg_value(ptr %88, !2347, !DIExpression(), !2354)
  %90 = load ptr, ptr %88, align 8, !dbg !2357, !tbaa !634
    #dbg_value(ptr %90, !2346, !DIExpression(), !2354)
  %91 = icmp eq ptr %90, null, !dbg !2358
  br i1 %91, label %92, label %40, !dbg !2359, !llvm.loop !2393

92:                                               ; preds = %87
  %93 = load ptr, ptr %26, align 8, !dbg !2395, !tbaa !1256
    #dbg_value(!DIArgList(i64 %36, i32 %89), !2309, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_stack_value), !2313)
    #dbg_value(ptr %3, !2329, !DIExpression(), !2397)
    #dbg_value(i64 0, !2332, !DIExpression(), !2397)
  %94 = icmp eq ptr %93, null, !dbg !2398
  br i1 %94, label %101, label %95, !dbg !2398

95:                                               ; preds = %92, %95
  %96 = phi i64 [ %98, %95 ], [ 0, %92 ]
    #dbg_value(i64 %96, !2332, !DIExpression(), !2397)
  %97 = tail call fastcc i64 @propagatemark(ptr noundef nonnull %3), !dbg !2399
  %98 = add i64 %97, %96, !dbg !2400
    #dbg_value(i64 %98, !2332, !DIExpression(), !2397)
  %99 = load ptr, ptr %26, align 8, !dbg !2395, !tbaa !1256
  %100 = icmp eq ptr %99, null, !dbg !2398
  br i1 %100, label %101, label %95, !dbg !2398, !llvm.loop !2401

101:                                              ; preds = %95, %35, %92
  %102 = phi i32 [ %89, %92 ], [ 0, %35 ], [ %89, %95 ]
  %103 = phi i64 [ 0, %92 ], [ 0, %35 ], [ %98, %95 ], !dbg !2397
    #dbg_value(!DIArgList(i64 %36, i64 %103, i32 %102), !2309, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !2313)
  store ptr %5, ptr %26, align 8, !dbg !2403, !tbaa !1256
    #dbg_value(ptr %3, !2329, !DIExpression(), !2404)
    #dbg_value(i64 0, !2332, !DIExpression(), !2404)
  %104 = icmp eq ptr %5, null, !dbg !2406
  br i1 %104, label %111, label %105, !dbg !2406

105:                                              ; preds = %101, %105
  %106 = phi i64 [ %108, %105 ], [ 0, %101 ]
    #dbg_value(i64 %106, !2332, !DIExpression(), !2404)
  %107 = tail call fastcc i64 @propagatemark(ptr noundef nonnull %3), !dbg !2407
  %108 = add i64 %107, %106, !dbg !2408
    #dbg_value(i64 %108, !2332, !DIExpression(), !2404)
  %109 = load ptr, ptr %26, align 8, !dbg !2409, !tbaa !1256
  %110 = icmp eq ptr %109, null, !dbg !2406
  br i1 %110, label %111, label %105, !dbg !2406, !llvm.loop !2410

111:                                              ; preds = %105, %101
  %112 = phi i64 [ 0, %101 ], [ %108, %105 ], !dbg !2404
    #dbg_value(!DIArgList(i64 %36, i64 %112, i64 %103, i32 %102), !2309, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !2313)
    #dbg_value(ptr %3, !2412, !DIExpression(), !2422)
    #dbg_value(i32 0, !2416, !DIExpression(), !2422)
  %113 = getelementptr inbounds i8, ptr %3, i64 160
  br label %114, !dbg !2424

114:                                              ; preds = %138, %111
  %115 = phi i32 [ 0, %111 ], [ %139, %138 ], !dbg !2422
    #dbg_value(i32 %115, !2416, !DIExpression(), !2422)
  %116 = load ptr, ptr %113, align 8, !dbg !2425, !tbaa !2426
    #dbg_value(ptr %116, !2419, !DIExpression(), !2427)
  store ptr null, ptr %113, align 8, !dbg !2428, !tbaa !2426
    #dbg_value(i32 0, !2415, !DIExpression(), !2422)
    #dbg_value(ptr %116, !2417, !DIExpression(), !2427)
  %117 = icmp eq ptr %116, null, !dbg !2429
  br i1 %117, label %141, label %118, !dbg !2430

118:                                              ; preds = %114, %135
  %119 = phi i32 [ %136, %135 ], [ 0, %114 ]
  %120 = phi ptr [ %122, %135 ], [ %116, %114 ]
    #dbg_value(i32 %119, !2415, !DIExpression(), !2422)
    #dbg_value(ptr %120, !2419, !DIExpression(), !2427)
    #dbg_value(ptr %120, !2420, !DIExpression(), !2431)
  %121 = getelementptr inbounds i8, ptr %120, i64 48, !dbg !2432
  %122 = load ptr, ptr %121, align 8, !dbg !2432, !tbaa !2433
    #dbg_value(ptr %122, !2419, !DIExpression(), !2427)
  %123 = getelementptr inbounds i8, ptr %120, i64 9, !dbg !2434
  %124 = load i8, ptr %123, align 1, !dbg !2434, !tbaa !605
  %125 = or i8 %124, 32, !dbg !2434
  store i8 %125, ptr %123, align 1, !dbg !2434, !tbaa !605
  %126 = tail call fastcc i32 @traverseephemeron(ptr noundef %3, ptr noundef nonnull %120, i32 noundef %115), !dbg !2435
  %127 = icmp eq i32 %126, 0, !dbg !2435
  br i1 %127, label %135, label %128, !dbg !2437

128:                                              ; preds = %118
    #dbg_value(ptr %3, !2329, !DIExpression(), !2438)
    #dbg_value(i64 0, !2332, !DIExpression(), !2438)
  %129 = load ptr, ptr %26, align 8, !dbg !2441, !tbaa !1256
  %130 = icmp eq ptr %129, null, !dbg !2442
  br i1 %130, label %135, label %131, !dbg !2442

131:                                              ; preds = %128, %131
    #dbg_value(i64 poison, !2332, !DIExpression(), !2438)
  %132 = tail call fastcc i64 @propagatemark(ptr noundef nonnull %3), !dbg !2443
    #dbg_value(!DIArgList(i64 %132, i64 poison), !2332, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !2438)
  %133 = load ptr, ptr %26, align 8, !dbg !2441, !tbaa !1256
  %134 = icmp eq ptr %133, null, !dbg !2442
  br i1 %134, label %135, label %131, !dbg !2442, !llvm.loop !2444

135:                                              ; preds = %131, %128, %118
  %136 = phi i32 [ %119, %118 ], [ 1, %128 ], [ 1, %131 ], !dbg !2427
    #dbg_value(i32 %136, !2415, !DIExpression(), !2422)
    #dbg_value(ptr %122, !2419, !DIExpression(), !2427)
    #dbg_value(ptr %122, !2417, !DIExpression(), !2427)
  %137 = icmp eq ptr %122, null, !dbg !2429
  br i1 %137, label %138, label %118, !dbg !2430, !llvm.loop !2446

138:                                              ; preds = %135
  %139 = xor i32 %115, 1, !dbg !2448
    #dbg_value(i32 %139, !2416, !DIExpression(), !2422)
  %140 = icmp eq i32 %136, 0, !dbg !2449
  br i1 %140, label %141, label %114, !dbg !2449, !llvm.loop !2450

141:                                              ; preds = %114, %138
  %142 = getelementptr inbounds i8, ptr %3, i64 152, !dbg !2452
  %143 = load ptr, ptr %142, align 8, !dbg !2452, !tbaa !2453
  tail call fastcc void @clearbyvalues(ptr noundef %3, ptr noundef %143, ptr noundef null), !dbg !2454
  %144 = getelementptr inbounds i8, ptr %3, i64 168, !dbg !2455
  %145 = load ptr, ptr %144, align 8, !dbg !2455, !tbaa !2456
  tail call fastcc void @clearbyvalues(ptr noundef %3, ptr noundef %145, ptr noundef null), !dbg !2457
  %146 = load ptr, ptr %142, align 8, !dbg !2458, !tbaa !2453
    #dbg_value(ptr %146, !2310, !DIExpression(), !2313)
  %147 = load ptr, ptr %144, align 8, !dbg !2459, !tbaa !2456
    #dbg_value(ptr %147, !2311, !DIExpression(), !2313)
    #dbg_value(ptr %3, !1092, !DIExpression(), !2460)
    #dbg_value(i32 0, !1097, !DIExpression(), !2460)
    #dbg_value(ptr %154, !1099, !DIExpression(), !2460)
  %148 = getelementptr inbounds i8, ptr %3, i64 176, !dbg !2462
    #dbg_value(ptr %148, !1104, !DIExpression(), !2463)
  br label %149, !dbg !2465

149:                                              ; preds = %149, %141
  %150 = phi ptr [ %148, %141 ], [ %151, %149 ]
    #dbg_value(ptr %150, !1104, !DIExpression(), !2463)
  %151 = load ptr, ptr %150, align 8, !dbg !2466, !tbaa !634
  %152 = icmp eq ptr %151, null, !dbg !2467
  br i1 %152, label %153, label %149, !dbg !2465, !llvm.loop !2468

153:                                              ; preds = %149
  %154 = getelementptr inbounds i8, ptr %3, i64 128, !dbg !2470
  %155 = getelementptr inbounds i8, ptr %3, i64 232
    #dbg_value(ptr %150, !1100, !DIExpression(), !2460)
    #dbg_value(ptr %154, !1099, !DIExpression(), !2460)
  %156 = load ptr, ptr %154, align 8, !dbg !2471, !tbaa !634
  %157 = load ptr, ptr %155, align 8, !dbg !2472, !tbaa !1119
  %158 = icmp eq ptr %156, %157, !dbg !2473
  br i1 %158, label %184, label %159, !dbg !2474

159:                                              ; preds = %153
  %160 = getelementptr inbounds i8, ptr %3, i64 224
  br label %161, !dbg !2474

161:                                              ; preds = %178, %159
  %162 = phi ptr [ %157, %159 ], [ %179, %178 ]
  %163 = phi ptr [ %156, %159 ], [ %182, %178 ]
  %164 = phi ptr [ %150, %159 ], [ %181, %178 ]
  %165 = phi ptr [ %154, %159 ], [ %180, %178 ]
    #dbg_value(ptr %164, !1100, !DIExpression(), !2460)
    #dbg_value(ptr %165, !1099, !DIExpression(), !2460)
  %166 = getelementptr inbounds i8, ptr %163, i64 9, !dbg !2475
  %167 = load i8, ptr %166, align 1, !dbg !2475, !tbaa !541
  %168 = and i8 %167, 24, !dbg !2475
  %169 = icmp eq i8 %168, 0, !dbg !2475
  br i1 %169, label %178, label %170, !dbg !2476

170:                                              ; preds = %161
  %171 = load ptr, ptr %160, align 8, !dbg !2477, !tbaa !1127
  %172 = icmp eq ptr %163, %171, !dbg !2478
  %173 = load ptr, ptr %163, align 8, !dbg !2479, !tbaa !684
  br i1 %172, label %174, label %175, !dbg !2480

174:                                              ; preds = %170
  store ptr %173, ptr %160, align 8, !dbg !2481, !tbaa !1127
  br label %175, !dbg !2482

175:                                              ; preds = %174, %170
  store ptr %173, ptr %165, align 8, !dbg !2483, !tbaa !634
  %176 = load ptr, ptr %164, align 8, !dbg !2484, !tbaa !634
  store ptr %176, ptr %163, align 8, !dbg !2485, !tbaa !684
  store ptr %163, ptr %164, align 8, !dbg !2486, !tbaa !634
    #dbg_value(ptr %163, !1100, !DIExpression(), !2460)
  %177 = load ptr, ptr %155, align 8, !dbg !2472, !tbaa !1119
  br label %178

178:                                              ; preds = %175, %161
  %179 = phi ptr [ %177, %175 ], [ %162, %161 ], !dbg !2472
  %180 = phi ptr [ %165, %175 ], [ %163, %161 ], !dbg !2460
  %181 = phi ptr [ %163, %175 ], [ %164, %161 ], !dbg !2460
    #dbg_value(ptr %181, !1100, !DIExpression(), !2460)
    #dbg_value(ptr %180, !1099, !DIExpression(), !2460)
  %182 = load ptr, ptr %180, align 8, !dbg !2471, !tbaa !634
    #dbg_value(ptr %182, !1098, !DIExpression(), !2460)
  %183 = icmp eq ptr %182, %179, !dbg !2473
  br i1 %183, label %184, label %161, !dbg !2474, !llvm.loop !2487

184:                                              ; preds = %178, %153
    #dbg_value(ptr %3, !1229, !DIExpression(), !2489)
    #dbg_value(i64 0, !1235, !DIExpression(), !2489)
    #dbg_value(ptr poison, !1234, !DIExpression(), !2489)
  %185 = load ptr, ptr %148, align 8, !dbg !2491, !tbaa !634
  %186 = icmp eq ptr %185, null, !dbg !2492
  br i1 %186, label %199, label %187, !dbg !2493

187:                                              ; preds = %184, %196
  %188 = phi ptr [ %197, %196 ], [ %185, %184 ]
  %189 = phi i64 [ %190, %196 ], [ 0, %184 ]
    #dbg_value(i64 %189, !1235, !DIExpression(), !2489)
  %190 = add i64 %189, 1, !dbg !2494
    #dbg_value(i64 %190, !1235, !DIExpression(), !2489)
  %191 = getelementptr inbounds i8, ptr %188, i64 9, !dbg !2495
  %192 = load i8, ptr %191, align 1, !dbg !2495, !tbaa !541
  %193 = and i8 %192, 24, !dbg !2495
  %194 = icmp eq i8 %193, 0, !dbg !2495
  br i1 %194, label %196, label %195, !dbg !2496

195:                                              ; preds = %187
  tail call fastcc void @reallymarkobject(ptr noundef %3, ptr noundef nonnull %188), !dbg !2495
  br label %196, !dbg !2495

196:                                              ; preds = %195, %187
    #dbg_value(ptr poison, !1234, !DIExpression(), !2489)
  %197 = load ptr, ptr %188, align 8, !dbg !2491, !tbaa !634
    #dbg_value(i64 %190, !1235, !DIExpression(), !2489)
    #dbg_value(ptr %197, !1234, !DIExpression(), !2489)
  %198 = icmp eq ptr %197, null, !dbg !2492
  br i1 %198, label %199, label %187, !dbg !2493, !llvm.loop !2497

199:                                              ; preds = %196, %184
  %200 = phi i64 [ 0, %184 ], [ %190, %196 ], !dbg !2489
    #dbg_value(!DIArgList(i64 %36, i64 %200, i64 %112, i64 %103, i32 %102), !2309, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !2313)
    #dbg_value(ptr %3, !2329, !DIExpression(), !2499)
    #dbg_value(i64 0, !2332, !DIExpression(), !2499)
  %201 = load ptr, ptr %26, align 8, !dbg !2501, !tbaa !1256
  %202 = icmp eq ptr %201, null, !dbg !2502
  br i1 %202, label %209, label %203, !dbg !2502

203:                                              ; preds = %199, %203
  %204 = phi i64 [ %206, %203 ], [ 0, %199 ]
    #dbg_value(i64 %204, !2332, !DIExpression(), !2499)
  %205 = tail call fastcc i64 @propagatemark(ptr noundef nonnull %3), !dbg !2503
  %206 = add i64 %205, %204, !dbg !2504
    #dbg_value(i64 %206, !2332, !DIExpression(), !2499)
  %207 = load ptr, ptr %26, align 8, !dbg !2501, !tbaa !1256
  %208 = icmp eq ptr %207, null, !dbg !2502
  br i1 %208, label %209, label %203, !dbg !2502, !llvm.loop !2505

209:                                              ; preds = %203, %199
  %210 = phi i64 [ 0, %199 ], [ %206, %203 ], !dbg !2499
    #dbg_value(!DIArgList(i64 %36, i64 %210, i64 %200, i64 %112, i64 %103, i32 %102), !2309, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !2313)
    #dbg_value(ptr %3, !2412, !DIExpression(), !2507)
    #dbg_value(i32 0, !2416, !DIExpression(), !2507)
  br label %211, !dbg !2509

211:                                              ; preds = %235, %209
  %212 = phi i32 [ 0, %209 ], [ %236, %235 ], !dbg !2507
    #dbg_value(i32 %212, !2416, !DIExpression(), !2507)
  %213 = load ptr, ptr %113, align 8, !dbg !2510, !tbaa !2426
    #dbg_value(ptr %213, !2419, !DIExpression(), !2511)
  store ptr null, ptr %113, align 8, !dbg !2512, !tbaa !2426
    #dbg_value(i32 0, !2415, !DIExpression(), !2507)
    #dbg_value(ptr %213, !2417, !DIExpression(), !2511)
  %214 = icmp eq ptr %213, null, !dbg !2513
  br i1 %214, label %292, label %215, !dbg !2514

215:                                              ; preds = %211, %232
  %216 = phi i32 [ %233, %232 ], [ 0, %211 ]
  %217 = phi ptr [ %219, %232 ], [ %213, %211 ]
    #dbg_value(i32 %216, !2415, !DIExpression(), !2507)
    #dbg_value(ptr %217, !2419, !DIExpression(), !2511)
    #dbg_value(ptr %217, !2420, !DIExpression(), !2515)
  %218 = getelementptr inbounds i8, ptr %217, i64 48, !dbg !2516
  %219 = load ptr, ptr %218, align 8, !dbg !2516, !tbaa !2433
    #dbg_value(ptr %219, !2419, !DIExpression(), !2511)
  %220 = getelementptr inbounds i8, ptr %217, i64 9, !dbg !2517
  %221 = load i8, ptr %220, align 1, !dbg !2517, !tbaa !605
  %222 = or i8 %221, 32, !dbg !2517
  store i8 %222, ptr %220, align 1, !dbg !2517, !tbaa !605
  %223 = tail call fastcc i32 @traverseephemeron(ptr noundef %3, ptr noundef nonnull %217, i32 noundef %212), !dbg !2518
  %224 = icmp eq i32 %223, 0, !dbg !2518
  br i1 %224, label %232, label %225, !dbg !2519

225:                                              ; preds = %215
    #dbg_value(ptr %3, !2329, !DIExpression(), !2520)
    #dbg_value(i64 0, !2332, !DIExpression(), !2520)
  %226 = load ptr, ptr %26, align 8, !dbg !2522, !tbaa !1256
  %227 = icmp eq ptr %226, null, !dbg !2523
  br i1 %227, label %232, label %228, !dbg !2523

228:                                              ; preds = %225, %228
    #dbg_value(i64 poison, !2332, !DIExpression(), !2520)
  %229 = tail call fastcc i64 @propagatemark(ptr noundef nonnull %3), !dbg !2524
    #dbg_value(!DIArgList(i64 %229, i64 poison), !2332, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !2520)
  %230 = load ptr, ptr %26, align 8, !dbg !2522, !tbaa !1256
  %231 = icmp eq ptr %230, null, !dbg !2523
  br i1 %231, label %232, label %228, !dbg !2523, !llvm.loop !2525

232:                                              ; preds = %228, %225, %215
  %233 = phi i32 [ %216, %215 ], [ 1, %225 ], [ 1, %228 ], !dbg !2511
    #dbg_value(i32 %233, !2415, !DIExpression(), !2507)
    #dbg_value(ptr %219, !2419, !DIExpression(), !2511)
    #dbg_value(ptr %219, !2417, !DIExpression(), !2511)
  %234 = icmp eq ptr %219, null, !dbg !2513
  br i1 %234, label %235, label %215, !dbg !2514, !llvm.loop !2527

235:                                              ; preds = %232
  %236 = xor i32 %212, 1, !dbg !2529
    #dbg_value(i32 %236, !2416, !DIExpression(), !2507)
  %237 = icmp eq i32 %233, 0, !dbg !2530
  br i1 %237, label %238, label %211, !dbg !2530, !llvm.loop !2531

238:                                              ; preds = %235
  %239 = load ptr, ptr %113, align 8, !dbg !2533, !tbaa !2426
    #dbg_value(ptr %3, !2534, !DIExpression(), !2544)
    #dbg_value(ptr %239, !2537, !DIExpression(), !2544)
  %240 = icmp eq ptr %239, null, !dbg !2546
  br i1 %240, label %292, label %241, !dbg !2546

241:                                              ; preds = %238, %288
  %242 = phi ptr [ %290, %288 ], [ %239, %238 ]
    #dbg_value(ptr %242, !2537, !DIExpression(), !2544)
    #dbg_value(ptr %242, !2538, !DIExpression(), !2547)
  %243 = getelementptr inbounds i8, ptr %242, i64 24, !dbg !2548
  %244 = load ptr, ptr %243, align 8, !dbg !2548, !tbaa !2549
  %245 = getelementptr inbounds i8, ptr %242, i64 11, !dbg !2548
  %246 = load i8, ptr %245, align 1, !dbg !2548, !tbaa !2550
  %247 = zext nneg i8 %246 to i32, !dbg !2548
  %248 = shl nuw i32 1, %247, !dbg !2548
  %249 = sext i32 %248 to i64, !dbg !2548
  %250 = getelementptr inbounds %union.Node, ptr %244, i64 %249, !dbg !2548
    #dbg_value(ptr %250, !2542, !DIExpression(), !2547)
    #dbg_value(ptr %244, !2543, !DIExpression(), !2547)
  %251 = icmp eq i8 %246, 31, !dbg !2551
  br i1 %251, label %288, label %252, !dbg !2554

252:                                              ; preds = %241, %285
  %253 = phi ptr [ %286, %285 ], [ %244, %241 ]
    #dbg_value(ptr %253, !2543, !DIExpression(), !2547)
  %254 = getelementptr inbounds i8, ptr %253, i64 9, !dbg !2555
  %255 = load i8, ptr %254, align 1, !dbg !2555, !tbaa !579
  %256 = and i8 %255, 64, !dbg !2555
  %257 = icmp eq i8 %256, 0, !dbg !2555
  br i1 %257, label %275, label %258, !dbg !2555

258:                                              ; preds = %252
  %259 = getelementptr inbounds i8, ptr %253, i64 16, !dbg !2555
  %260 = load ptr, ptr %259, align 8, !dbg !2555, !tbaa !579
    #dbg_value(ptr %3, !2558, !DIExpression(), !2566)
    #dbg_value(ptr %260, !2565, !DIExpression(), !2566)
  %261 = icmp eq ptr %260, null, !dbg !2568
  br i1 %261, label %275, label %262, !dbg !2570

262:                                              ; preds = %258
  %263 = getelementptr inbounds i8, ptr %260, i64 8, !dbg !2571
  %264 = load <2 x i8>, ptr %263, align 8, !dbg !2571, !tbaa !579
  %265 = and <2 x i8> %264, <i8 15, i8 24>, !dbg !2573
  %266 = icmp eq <2 x i8> %265, <i8 4, i8 0>, !dbg !2574
  %267 = extractelement <2 x i1> %266, i64 0, !dbg !2575
  br i1 %267, label %268, label %271, !dbg !2575

268:                                              ; preds = %262
  %269 = extractelement <2 x i1> %266, i64 1, !dbg !2576
  br i1 %269, label %275, label %270, !dbg !2576

270:                                              ; preds = %268
  tail call fastcc void @reallymarkobject(ptr noundef %3, ptr noundef nonnull %260), !dbg !2579
  br label %275, !dbg !2579

271:                                              ; preds = %262
  %272 = extractelement <2 x i1> %266, i64 1, !dbg !2581
  br i1 %272, label %275, label %273, !dbg !2581

273:                                              ; preds = %271
  %274 = getelementptr inbounds i8, ptr %253, i64 8, !dbg !2582
  store i8 16, ptr %274, align 8, !dbg !2582, !tbaa !579
  br label %275, !dbg !2582

275:                                              ; preds = %273, %271, %270, %268, %258, %252
  %276 = getelementptr inbounds i8, ptr %253, i64 8, !dbg !2583
  %277 = load i8, ptr %276, align 8, !dbg !2583, !tbaa !579
  %278 = and i8 %277, 15, !dbg !2583
  %279 = icmp eq i8 %278, 0, !dbg !2583
  br i1 %279, label %280, label %285, !dbg !2585

280:                                              ; preds = %275
    #dbg_value(ptr %253, !2586, !DIExpression(), !2591)
  %281 = load i8, ptr %254, align 1, !dbg !2593, !tbaa !579
  %282 = and i8 %281, 64, !dbg !2593
  %283 = icmp eq i8 %282, 0, !dbg !2593
  br i1 %283, label %285, label %284, !dbg !2595

284:                                              ; preds = %280
  store i8 11, ptr %254, align 1, !dbg !2596, !tbaa !579
  br label %285, !dbg !2596

285:                                              ; preds = %284, %280, %275
  %286 = getelementptr inbounds i8, ptr %253, i64 24, !dbg !2597
    #dbg_value(ptr %286, !2543, !DIExpression(), !2547)
  %287 = icmp ult ptr %286, %250, !dbg !2551
  br i1 %287, label %252, label %288, !dbg !2554, !llvm.loop !2598

288:                                              ; preds = %285, %241
  %289 = getelementptr inbounds i8, ptr %242, i64 48, !dbg !2600
  %290 = load ptr, ptr %289, align 8, !dbg !2600, !tbaa !579
    #dbg_value(ptr %290, !2537, !DIExpression(), !2544)
  %291 = icmp eq ptr %290, null, !dbg !2546
  br i1 %291, label %292, label %241, !dbg !2546, !llvm.loop !2601

292:                                              ; preds = %211, %288, %238
  %293 = load ptr, ptr %144, align 8, !dbg !2603, !tbaa !2456
    #dbg_value(ptr %3, !2534, !DIExpression(), !2604)
    #dbg_value(ptr %293, !2537, !DIExpression(), !2604)
  %294 = icmp eq ptr %293, null, !dbg !2606
  br i1 %294, label %346, label %295, !dbg !2606

295:                                              ; preds = %292, %342
  %296 = phi ptr [ %344, %342 ], [ %293, %292 ]
    #dbg_value(ptr %296, !2537, !DIExpression(), !2604)
    #dbg_value(ptr %296, !2538, !DIExpression(), !2607)
  %297 = getelementptr inbounds i8, ptr %296, i64 24, !dbg !2608
  %298 = load ptr, ptr %297, align 8, !dbg !2608, !tbaa !2549
  %299 = getelementptr inbounds i8, ptr %296, i64 11, !dbg !2608
  %300 = load i8, ptr %299, align 1, !dbg !2608, !tbaa !2550
  %301 = zext nneg i8 %300 to i32, !dbg !2608
  %302 = shl nuw i32 1, %301, !dbg !2608
  %303 = sext i32 %302 to i64, !dbg !2608
  %304 = getelementptr inbounds %union.Node, ptr %298, i64 %303, !dbg !2608
    #dbg_value(ptr %304, !2542, !DIExpression(), !2607)
    #dbg_value(ptr %298, !2543, !DIExpression(), !2607)
  %305 = icmp eq i8 %300, 31, !dbg !2609
  br i1 %305, label %342, label %306, !dbg !2610

306:                                              ; preds = %295, %339
  %307 = phi ptr [ %340, %339 ], [ %298, %295 ]
    #dbg_value(ptr %307, !2543, !DIExpression(), !2607)
  %308 = getelementptr inbounds i8, ptr %307, i64 9, !dbg !2611
  %309 = load i8, ptr %308, align 1, !dbg !2611, !tbaa !579
  %310 = and i8 %309, 64, !dbg !2611
  %311 = icmp eq i8 %310, 0, !dbg !2611
  br i1 %311, label %329, label %312, !dbg !2611

312:                                              ; preds = %306
  %313 = getelementptr inbounds i8, ptr %307, i64 16, !dbg !2611
  %314 = load ptr, ptr %313, align 8, !dbg !2611, !tbaa !579
    #dbg_value(ptr %3, !2558, !DIExpression(), !2612)
    #dbg_value(ptr %314, !2565, !DIExpression(), !2612)
  %315 = icmp eq ptr %314, null, !dbg !2614
  br i1 %315, label %329, label %316, !dbg !2615

316:                                              ; preds = %312
  %317 = getelementptr inbounds i8, ptr %314, i64 8, !dbg !2616
  %318 = load <2 x i8>, ptr %317, align 8, !dbg !2616, !tbaa !579
  %319 = and <2 x i8> %318, <i8 15, i8 24>, !dbg !2617
  %320 = icmp eq <2 x i8> %319, <i8 4, i8 0>, !dbg !2618
  %321 = extractelement <2 x i1> %320, i64 0, !dbg !2619
  br i1 %321, label %322, label %325, !dbg !2619

322:                                              ; preds = %316
  %323 = extractelement <2 x i1> %320, i64 1, !dbg !2620
  br i1 %323, label %329, label %324, !dbg !2620

324:                                              ; preds = %322
  tail call fastcc void @reallymarkobject(ptr noundef %3, ptr noundef nonnull %314), !dbg !2621
  br label %329, !dbg !2621

325:                                              ; preds = %316
  %326 = extractelement <2 x i1> %320, i64 1, !dbg !2622
  br i1 %326, label %329, label %327, !dbg !2622

327:                                              ; preds = %325
  %328 = getelementptr inbounds i8, ptr %307, i64 8, !dbg !2623
  store i8 16, ptr %328, align 8, !dbg !2623, !tbaa !579
  br label %329, !dbg !2623

329:                                              ; preds = %327, %325, %324, %322, %312, %306
  %330 = getelementptr inbounds i8, ptr %307, i64 8, !dbg !2624
  %331 = load i8, ptr %330, align 8, !dbg !2624, !tbaa !579
  %332 = and i8 %331, 15, !dbg !2624
  %333 = icmp eq i8 %332, 0, !dbg !2624
  br i1 %333, label %334, label %339, !dbg !2625

334:                                              ; preds = %329
    #dbg_value(ptr %307, !2586, !DIExpression(), !2626)
  %335 = load i8, ptr %308, align 1, !dbg !2628, !tbaa !579
  %336 = and i8 %335, 64, !dbg !2628
  %337 = icmp eq i8 %336, 0, !dbg !2628
  br i1 %337, label %339, label %338, !dbg !2629

338:                                              ; preds = %334
  store i8 11, ptr %308, align 1, !dbg !2630, !tbaa !579
  br label %339, !dbg !2630

339:                                              ; preds = %338, %334, %329
  %340 = getelementptr inbounds i8, ptr %307, i64 24, !dbg !2631
    #dbg_value(ptr %340, !2543, !DIExpression(), !2607)
  %341 = icmp ult ptr %340, %304, !dbg !2609
  br i1 %341, label %306, label %342, !dbg !2610, !llvm.loop !2632

342:                                              ; preds = %339, %295
  %343 = getelementptr inbounds i8, ptr %296, i64 48, !dbg !2634
  %344 = load ptr, ptr %343, align 8, !dbg !2634, !tbaa !579
    #dbg_value(ptr %344, !2537, !DIExpression(), !2604)
  %345 = icmp eq ptr %344, null, !dbg !2606
  br i1 %345, label %346, label %295, !dbg !2606, !llvm.loop !2635

346:                                              ; preds = %342, %292
  %347 = sext i32 %102 to i64, !dbg !2637
    #dbg_value(!DIArgList(i64 %36, i64 %347), !2309, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !2313)
  %348 = add i64 %36, %347, !dbg !2638
    #dbg_value(i64 %348, !2309, !DIExpression(), !2313)
  %349 = add i64 %348, %103, !dbg !2639
    #dbg_value(i64 %349, !2309, !DIExpression(), !2313)
  %350 = add i64 %349, %112, !dbg !2640
    #dbg_value(i64 %350, !2309, !DIExpression(), !2313)
  %351 = add i64 %350, %200, !dbg !2641
    #dbg_value(i64 %351, !2309, !DIExpression(), !2313)
  %352 = add i64 %351, %210, !dbg !2642
    #dbg_value(i64 %352, !2309, !DIExpression(), !2313)
  %353 = load ptr, ptr %142, align 8, !dbg !2643, !tbaa !2453
  tail call fastcc void @clearbyvalues(ptr noundef %3, ptr noundef %353, ptr noundef %146), !dbg !2644
  %354 = load ptr, ptr %144, align 8, !dbg !2645, !tbaa !2456
  tail call fastcc void @clearbyvalues(ptr noundef %3, ptr noundef %354, ptr noundef %147), !dbg !2646
  tail call void @luaS_clearcache(ptr noundef %3) #9, !dbg !2647
  %355 = getelementptr inbounds i8, ptr %3, i64 100, !dbg !2648
  %356 = load i8, ptr %355, align 4, !dbg !2648, !tbaa !554
  %357 = xor i8 %356, 24, !dbg !2648
  store i8 %357, ptr %355, align 4, !dbg !2649, !tbaa !554
  ret i64 %352, !dbg !2650
}

; Function Attrs: nounwind uwtable
define internal fastcc void @atomic2gen(ptr noundef %0, ptr noundef %1) unnamed_addr #3 !dbg !2651 {
    #dbg_value(ptr %0, !2653, !DIExpression(), !2655)
    #dbg_value(ptr %1, !2654, !DIExpression(), !2655)
    #dbg_value(ptr %1, !1211, !DIExpression(), !2656)
  %3 = getelementptr inbounds i8, ptr %1, i64 136, !dbg !2658
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %3, i8 0, i64 40, i1 false), !dbg !2659
  %4 = getelementptr inbounds i8, ptr %1, i64 101, !dbg !2660
  store i8 3, ptr %4, align 1, !dbg !2661, !tbaa !532
  %5 = getelementptr inbounds i8, ptr %1, i64 112, !dbg !2662
    #dbg_value(ptr %0, !2663, !DIExpression(), !2677)
    #dbg_value(ptr %5, !2668, !DIExpression(), !2677)
    #dbg_value(ptr poison, !2670, !DIExpression(), !2677)
    #dbg_value(ptr %5, !2668, !DIExpression(), !2677)
  %6 = load ptr, ptr %5, align 8, !dbg !2679, !tbaa !634
  %7 = icmp eq ptr %6, null, !dbg !2680
  br i1 %7, label %45, label %8, !dbg !2681

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2682
  %10 = load ptr, ptr %9, align 8, !dbg !2682, !tbaa !521
    #dbg_value(ptr %10, !2670, !DIExpression(), !2677)
  %11 = getelementptr inbounds i8, ptr %10, i64 144
  br label %12, !dbg !2681

12:                                               ; preds = %39, %8
  %13 = phi ptr [ %6, %8 ], [ %41, %39 ]
  %14 = phi ptr [ %5, %8 ], [ %40, %39 ]
    #dbg_value(ptr %14, !2668, !DIExpression(), !2677)
  %15 = getelementptr inbounds i8, ptr %13, i64 9, !dbg !2683
  %16 = load i8, ptr %15, align 1, !dbg !2683, !tbaa !541
  %17 = and i8 %16, 24, !dbg !2683
  %18 = icmp eq i8 %17, 0, !dbg !2683
  br i1 %18, label %21, label %19, !dbg !2684

19:                                               ; preds = %12
  %20 = load ptr, ptr %13, align 8, !dbg !2685, !tbaa !684
  store ptr %20, ptr %14, align 8, !dbg !2687, !tbaa !634
  tail call fastcc void @freeobj(ptr noundef %0, ptr noundef nonnull %13), !dbg !2688
  br label %39, !dbg !2689

21:                                               ; preds = %12
  %22 = and i8 %16, -32, !dbg !2690
  %23 = or disjoint i8 %22, 4, !dbg !2690
  %24 = getelementptr inbounds i8, ptr %13, i64 8, !dbg !2691
  %25 = load i8, ptr %24, align 8, !dbg !2691, !tbaa !571
  switch i8 %25, label %37 [
    i8 8, label %26
    i8 9, label %30
  ], !dbg !2692

26:                                               ; preds = %21
    #dbg_value(ptr %13, !2671, !DIExpression(), !2693)
  %27 = getelementptr inbounds i8, ptr %13, i64 72, !dbg !2694
    #dbg_value(ptr %13, !624, !DIExpression(), !2695)
    #dbg_value(ptr %27, !629, !DIExpression(), !2695)
    #dbg_value(ptr %11, !630, !DIExpression(), !2695)
  %28 = load ptr, ptr %11, align 8, !dbg !2697, !tbaa !634
  store ptr %28, ptr %27, align 8, !dbg !2698, !tbaa !634
  store ptr %13, ptr %11, align 8, !dbg !2699, !tbaa !634
  %29 = and i8 %23, -60, !dbg !2700
  store i8 %29, ptr %15, align 1, !dbg !2700, !tbaa !541
  br label %39, !dbg !2701

30:                                               ; preds = %21
  %31 = getelementptr inbounds i8, ptr %13, i64 16, !dbg !2702
  %32 = load ptr, ptr %31, align 8, !dbg !2702, !tbaa !579
  %33 = getelementptr inbounds i8, ptr %13, i64 24, !dbg !2702
  %34 = icmp eq ptr %32, %33, !dbg !2702
  br i1 %34, label %37, label %35, !dbg !2704

35:                                               ; preds = %30
  %36 = and i8 %23, -60, !dbg !2705
  store i8 %36, ptr %15, align 1, !dbg !2705, !tbaa !541
  br label %39, !dbg !2705

37:                                               ; preds = %30, %21
  %38 = or i8 %22, 36, !dbg !2706
  store i8 %38, ptr %15, align 1, !dbg !2706, !tbaa !541
  br label %39

39:                                               ; preds = %37, %35, %26, %19
  %40 = phi ptr [ %14, %19 ], [ %13, %35 ], [ %13, %37 ], [ %13, %26 ]
    #dbg_value(ptr %40, !2668, !DIExpression(), !2677)
  %41 = load ptr, ptr %40, align 8, !dbg !2679, !tbaa !634
    #dbg_value(ptr %41, !2669, !DIExpression(), !2677)
  %42 = icmp eq ptr %41, null, !dbg !2680
  br i1 %42, label %43, label %12, !dbg !2681, !llvm.loop !2707

43:                                               ; preds = %39
  %44 = load ptr, ptr %5, align 8, !dbg !2709, !tbaa !687
  br label %45, !dbg !2709

45:                                               ; preds = %43, %2
  %46 = phi ptr [ %44, %43 ], [ null, %2 ], !dbg !2709
  %47 = getelementptr inbounds i8, ptr %1, i64 192, !dbg !2710
  store ptr %46, ptr %47, align 8, !dbg !2711, !tbaa !1855
  %48 = getelementptr inbounds i8, ptr %1, i64 200, !dbg !2712
  store ptr %46, ptr %48, align 8, !dbg !2713, !tbaa !1892
  %49 = getelementptr inbounds i8, ptr %1, i64 208, !dbg !2714
  store ptr %46, ptr %49, align 8, !dbg !2715, !tbaa !1787
  %50 = getelementptr inbounds i8, ptr %1, i64 216, !dbg !2716
  store ptr null, ptr %50, align 8, !dbg !2717, !tbaa !1782
  %51 = getelementptr inbounds i8, ptr %1, i64 128, !dbg !2718
    #dbg_value(ptr %0, !2663, !DIExpression(), !2719)
    #dbg_value(ptr %51, !2668, !DIExpression(), !2719)
    #dbg_value(ptr poison, !2670, !DIExpression(), !2719)
    #dbg_value(ptr %51, !2668, !DIExpression(), !2719)
  %52 = load ptr, ptr %51, align 8, !dbg !2721, !tbaa !634
  %53 = icmp eq ptr %52, null, !dbg !2722
  br i1 %53, label %91, label %54, !dbg !2723

54:                                               ; preds = %45
  %55 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2724
  %56 = load ptr, ptr %55, align 8, !dbg !2724, !tbaa !521
    #dbg_value(ptr %56, !2670, !DIExpression(), !2719)
  %57 = getelementptr inbounds i8, ptr %56, i64 144
  br label %58, !dbg !2723

58:                                               ; preds = %85, %54
  %59 = phi ptr [ %52, %54 ], [ %87, %85 ]
  %60 = phi ptr [ %51, %54 ], [ %86, %85 ]
    #dbg_value(ptr %60, !2668, !DIExpression(), !2719)
  %61 = getelementptr inbounds i8, ptr %59, i64 9, !dbg !2725
  %62 = load i8, ptr %61, align 1, !dbg !2725, !tbaa !541
  %63 = and i8 %62, 24, !dbg !2725
  %64 = icmp eq i8 %63, 0, !dbg !2725
  br i1 %64, label %67, label %65, !dbg !2726

65:                                               ; preds = %58
  %66 = load ptr, ptr %59, align 8, !dbg !2727, !tbaa !684
  store ptr %66, ptr %60, align 8, !dbg !2728, !tbaa !634
  tail call fastcc void @freeobj(ptr noundef %0, ptr noundef nonnull %59), !dbg !2729
  br label %85, !dbg !2730

67:                                               ; preds = %58
  %68 = and i8 %62, -32, !dbg !2731
  %69 = or disjoint i8 %68, 4, !dbg !2731
  %70 = getelementptr inbounds i8, ptr %59, i64 8, !dbg !2732
  %71 = load i8, ptr %70, align 8, !dbg !2732, !tbaa !571
  switch i8 %71, label %83 [
    i8 8, label %72
    i8 9, label %76
  ], !dbg !2733

72:                                               ; preds = %67
    #dbg_value(ptr %59, !2671, !DIExpression(), !2734)
  %73 = getelementptr inbounds i8, ptr %59, i64 72, !dbg !2735
    #dbg_value(ptr %59, !624, !DIExpression(), !2736)
    #dbg_value(ptr %73, !629, !DIExpression(), !2736)
    #dbg_value(ptr %57, !630, !DIExpression(), !2736)
  %74 = load ptr, ptr %57, align 8, !dbg !2738, !tbaa !634
  store ptr %74, ptr %73, align 8, !dbg !2739, !tbaa !634
  store ptr %59, ptr %57, align 8, !dbg !2740, !tbaa !634
  %75 = and i8 %69, -60, !dbg !2741
  store i8 %75, ptr %61, align 1, !dbg !2741, !tbaa !541
  br label %85, !dbg !2742

76:                                               ; preds = %67
  %77 = getelementptr inbounds i8, ptr %59, i64 16, !dbg !2743
  %78 = load ptr, ptr %77, align 8, !dbg !2743, !tbaa !579
  %79 = getelementptr inbounds i8, ptr %59, i64 24, !dbg !2743
  %80 = icmp eq ptr %78, %79, !dbg !2743
  br i1 %80, label %83, label %81, !dbg !2744

81:                                               ; preds = %76
  %82 = and i8 %69, -60, !dbg !2745
  store i8 %82, ptr %61, align 1, !dbg !2745, !tbaa !541
  br label %85, !dbg !2745

83:                                               ; preds = %76, %67
  %84 = or i8 %68, 36, !dbg !2746
  store i8 %84, ptr %61, align 1, !dbg !2746, !tbaa !541
  br label %85

85:                                               ; preds = %83, %81, %72, %65
  %86 = phi ptr [ %60, %65 ], [ %59, %81 ], [ %59, %83 ], [ %59, %72 ]
    #dbg_value(ptr %86, !2668, !DIExpression(), !2719)
  %87 = load ptr, ptr %86, align 8, !dbg !2721, !tbaa !634
    #dbg_value(ptr %87, !2669, !DIExpression(), !2719)
  %88 = icmp eq ptr %87, null, !dbg !2722
  br i1 %88, label %89, label %58, !dbg !2723, !llvm.loop !2747

89:                                               ; preds = %85
  %90 = load ptr, ptr %51, align 8, !dbg !2749, !tbaa !845
  br label %91, !dbg !2749

91:                                               ; preds = %89, %45
  %92 = phi ptr [ %90, %89 ], [ null, %45 ], !dbg !2749
  %93 = getelementptr inbounds i8, ptr %1, i64 224, !dbg !2750
  store ptr %92, ptr %93, align 8, !dbg !2751, !tbaa !1127
  %94 = getelementptr inbounds i8, ptr %1, i64 232, !dbg !2752
  store ptr %92, ptr %94, align 8, !dbg !2753, !tbaa !1119
  %95 = getelementptr inbounds i8, ptr %1, i64 240, !dbg !2754
  store ptr %92, ptr %95, align 8, !dbg !2755, !tbaa !1820
  %96 = getelementptr inbounds i8, ptr %1, i64 176, !dbg !2756
    #dbg_value(ptr %0, !2663, !DIExpression(), !2757)
    #dbg_value(ptr %96, !2668, !DIExpression(), !2757)
    #dbg_value(ptr poison, !2670, !DIExpression(), !2757)
    #dbg_value(ptr %96, !2668, !DIExpression(), !2757)
  %97 = load ptr, ptr %96, align 8, !dbg !2759, !tbaa !634
  %98 = icmp eq ptr %97, null, !dbg !2760
  br i1 %98, label %134, label %99, !dbg !2761

99:                                               ; preds = %91
  %100 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !2762
  %101 = load ptr, ptr %100, align 8, !dbg !2762, !tbaa !521
    #dbg_value(ptr %101, !2670, !DIExpression(), !2757)
  %102 = getelementptr inbounds i8, ptr %101, i64 144
  br label %103, !dbg !2761

103:                                              ; preds = %130, %99
  %104 = phi ptr [ %97, %99 ], [ %132, %130 ]
  %105 = phi ptr [ %96, %99 ], [ %131, %130 ]
    #dbg_value(ptr %105, !2668, !DIExpression(), !2757)
  %106 = getelementptr inbounds i8, ptr %104, i64 9, !dbg !2763
  %107 = load i8, ptr %106, align 1, !dbg !2763, !tbaa !541
  %108 = and i8 %107, 24, !dbg !2763
  %109 = icmp eq i8 %108, 0, !dbg !2763
  br i1 %109, label %112, label %110, !dbg !2764

110:                                              ; preds = %103
  %111 = load ptr, ptr %104, align 8, !dbg !2765, !tbaa !684
  store ptr %111, ptr %105, align 8, !dbg !2766, !tbaa !634
  tail call fastcc void @freeobj(ptr noundef %0, ptr noundef nonnull %104), !dbg !2767
  br label %130, !dbg !2768

112:                                              ; preds = %103
  %113 = and i8 %107, -32, !dbg !2769
  %114 = or disjoint i8 %113, 4, !dbg !2769
  %115 = getelementptr inbounds i8, ptr %104, i64 8, !dbg !2770
  %116 = load i8, ptr %115, align 8, !dbg !2770, !tbaa !571
  switch i8 %116, label %128 [
    i8 8, label %117
    i8 9, label %121
  ], !dbg !2771

117:                                              ; preds = %112
    #dbg_value(ptr %104, !2671, !DIExpression(), !2772)
  %118 = getelementptr inbounds i8, ptr %104, i64 72, !dbg !2773
    #dbg_value(ptr %104, !624, !DIExpression(), !2774)
    #dbg_value(ptr %118, !629, !DIExpression(), !2774)
    #dbg_value(ptr %102, !630, !DIExpression(), !2774)
  %119 = load ptr, ptr %102, align 8, !dbg !2776, !tbaa !634
  store ptr %119, ptr %118, align 8, !dbg !2777, !tbaa !634
  store ptr %104, ptr %102, align 8, !dbg !2778, !tbaa !634
  %120 = and i8 %114, -60, !dbg !2779
  store i8 %120, ptr %106, align 1, !dbg !2779, !tbaa !541
  br label %130, !dbg !2780

121:                                              ; preds = %112
  %122 = getelementptr inbounds i8, ptr %104, i64 16, !dbg !2781
  %123 = load ptr, ptr %122, align 8, !dbg !2781, !tbaa !579
  %124 = getelementptr inbounds i8, ptr %104, i64 24, !dbg !2781
  %125 = icmp eq ptr %123, %124, !dbg !2781
  br i1 %125, label %128, label %126, !dbg !2782

126:                                              ; preds = %121
  %127 = and i8 %114, -60, !dbg !2783
  store i8 %127, ptr %106, align 1, !dbg !2783, !tbaa !541
  br label %130, !dbg !2783

128:                                              ; preds = %121, %112
  %129 = or i8 %113, 36, !dbg !2784
  store i8 %129, ptr %106, align 1, !dbg !2784, !tbaa !541
  br label %130

130:                                              ; preds = %128, %126, %117, %110
  %131 = phi ptr [ %105, %110 ], [ %104, %126 ], [ %104, %128 ], [ %104, %117 ]
    #dbg_value(ptr %131, !2668, !DIExpression(), !2757)
  %132 = load ptr, ptr %131, align 8, !dbg !2759, !tbaa !634
    #dbg_value(ptr %132, !2669, !DIExpression(), !2757)
  %133 = icmp eq ptr %132, null, !dbg !2760
  br i1 %133, label %134, label %103, !dbg !2761, !llvm.loop !2785

134:                                              ; preds = %130, %91
  %135 = getelementptr inbounds i8, ptr %1, i64 102, !dbg !2787
  store i8 1, ptr %135, align 2, !dbg !2788, !tbaa !550
  %136 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !2789
  store i64 0, ptr %136, align 8, !dbg !2790, !tbaa !988
  %137 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !2791
  %138 = load i64, ptr %137, align 8, !dbg !2791, !tbaa !1027
  %139 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !2791
  %140 = load i64, ptr %139, align 8, !dbg !2791, !tbaa !1028
  %141 = add nsw i64 %140, %138, !dbg !2791
  %142 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !2792
  store i64 %141, ptr %142, align 8, !dbg !2793, !tbaa !1309
  tail call fastcc void @finishgencycle(ptr noundef %0, ptr noundef %1), !dbg !2794
  ret void, !dbg !2795
}

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @markmt(ptr nocapture noundef %0) unnamed_addr #0 !dbg !2796 {
    #dbg_value(ptr %0, !2798, !DIExpression(), !2800)
    #dbg_value(i32 0, !2799, !DIExpression(), !2800)
  %2 = getelementptr inbounds i8, ptr %0, i64 480
    #dbg_value(i32 0, !2799, !DIExpression(), !2800)
    #dbg_value(i64 0, !2799, !DIExpression(), !2800)
  %3 = load ptr, ptr %2, align 8, !dbg !2801, !tbaa !634
  %4 = icmp eq ptr %3, null, !dbg !2801
  br i1 %4, label %11, label %5, !dbg !2806

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 9, !dbg !2807
  %7 = load i8, ptr %6, align 1, !dbg !2807, !tbaa !605
  %8 = and i8 %7, 24, !dbg !2807
  %9 = icmp eq i8 %8, 0, !dbg !2807
  br i1 %9, label %11, label %10, !dbg !2810

10:                                               ; preds = %5
  tail call fastcc void @reallymarkobject(ptr noundef nonnull %0, ptr noundef nonnull %3), !dbg !2807
  br label %11, !dbg !2807

11:                                               ; preds = %1, %10, %5
    #dbg_value(i64 1, !2799, !DIExpression(), !2800)
  %12 = getelementptr inbounds i8, ptr %0, i64 488, !dbg !2801
  %13 = load ptr, ptr %12, align 8, !dbg !2801, !tbaa !634
  %14 = icmp eq ptr %13, null, !dbg !2801
  br i1 %14, label %21, label %15, !dbg !2806

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 9, !dbg !2807
  %17 = load i8, ptr %16, align 1, !dbg !2807, !tbaa !605
  %18 = and i8 %17, 24, !dbg !2807
  %19 = icmp eq i8 %18, 0, !dbg !2807
  br i1 %19, label %21, label %20, !dbg !2810

20:                                               ; preds = %15
  tail call fastcc void @reallymarkobject(ptr noundef nonnull %0, ptr noundef nonnull %13), !dbg !2807
  br label %21, !dbg !2807

21:                                               ; preds = %20, %15, %11
    #dbg_value(i64 2, !2799, !DIExpression(), !2800)
  %22 = getelementptr inbounds i8, ptr %0, i64 496, !dbg !2801
  %23 = load ptr, ptr %22, align 8, !dbg !2801, !tbaa !634
  %24 = icmp eq ptr %23, null, !dbg !2801
  br i1 %24, label %31, label %25, !dbg !2806

25:                                               ; preds = %21
  %26 = getelementptr inbounds i8, ptr %23, i64 9, !dbg !2807
  %27 = load i8, ptr %26, align 1, !dbg !2807, !tbaa !605
  %28 = and i8 %27, 24, !dbg !2807
  %29 = icmp eq i8 %28, 0, !dbg !2807
  br i1 %29, label %31, label %30, !dbg !2810

30:                                               ; preds = %25
  tail call fastcc void @reallymarkobject(ptr noundef nonnull %0, ptr noundef nonnull %23), !dbg !2807
  br label %31, !dbg !2807

31:                                               ; preds = %30, %25, %21
    #dbg_value(i64 3, !2799, !DIExpression(), !2800)
  %32 = getelementptr inbounds i8, ptr %0, i64 504, !dbg !2801
  %33 = load ptr, ptr %32, align 8, !dbg !2801, !tbaa !634
  %34 = icmp eq ptr %33, null, !dbg !2801
  br i1 %34, label %41, label %35, !dbg !2806

35:                                               ; preds = %31
  %36 = getelementptr inbounds i8, ptr %33, i64 9, !dbg !2807
  %37 = load i8, ptr %36, align 1, !dbg !2807, !tbaa !605
  %38 = and i8 %37, 24, !dbg !2807
  %39 = icmp eq i8 %38, 0, !dbg !2807
  br i1 %39, label %41, label %40, !dbg !2810

40:                                               ; preds = %35
  tail call fastcc void @reallymarkobject(ptr noundef nonnull %0, ptr noundef nonnull %33), !dbg !2807
  br label %41, !dbg !2807

41:                                               ; preds = %40, %35, %31
    #dbg_value(i64 4, !2799, !DIExpression(), !2800)
  %42 = getelementptr inbounds i8, ptr %0, i64 512, !dbg !2801
  %43 = load ptr, ptr %42, align 8, !dbg !2801, !tbaa !634
  %44 = icmp eq ptr %43, null, !dbg !2801
  br i1 %44, label %51, label %45, !dbg !2806

45:                                               ; preds = %41
  %46 = getelementptr inbounds i8, ptr %43, i64 9, !dbg !2807
  %47 = load i8, ptr %46, align 1, !dbg !2807, !tbaa !605
  %48 = and i8 %47, 24, !dbg !2807
  %49 = icmp eq i8 %48, 0, !dbg !2807
  br i1 %49, label %51, label %50, !dbg !2810

50:                                               ; preds = %45
  tail call fastcc void @reallymarkobject(ptr noundef nonnull %0, ptr noundef nonnull %43), !dbg !2807
  br label %51, !dbg !2807

51:                                               ; preds = %50, %45, %41
    #dbg_value(i64 5, !2799, !DIExpression(), !2800)
  %52 = getelementptr inbounds i8, ptr %0, i64 520, !dbg !2801
  %53 = load ptr, ptr %52, align 8, !dbg !2801, !tbaa !634
  %54 = icmp eq ptr %53, null, !dbg !2801
  br i1 %54, label %61, label %55, !dbg !2806

55:                                               ; preds = %51
  %56 = getelementptr inbounds i8, ptr %53, i64 9, !dbg !2807
  %57 = load i8, ptr %56, align 1, !dbg !2807, !tbaa !605
  %58 = and i8 %57, 24, !dbg !2807
  %59 = icmp eq i8 %58, 0, !dbg !2807
  br i1 %59, label %61, label %60, !dbg !2810

60:                                               ; preds = %55
  tail call fastcc void @reallymarkobject(ptr noundef nonnull %0, ptr noundef nonnull %53), !dbg !2807
  br label %61, !dbg !2807

61:                                               ; preds = %60, %55, %51
    #dbg_value(i64 6, !2799, !DIExpression(), !2800)
  %62 = getelementptr inbounds i8, ptr %0, i64 528, !dbg !2801
  %63 = load ptr, ptr %62, align 8, !dbg !2801, !tbaa !634
  %64 = icmp eq ptr %63, null, !dbg !2801
  br i1 %64, label %71, label %65, !dbg !2806

65:                                               ; preds = %61
  %66 = getelementptr inbounds i8, ptr %63, i64 9, !dbg !2807
  %67 = load i8, ptr %66, align 1, !dbg !2807, !tbaa !605
  %68 = and i8 %67, 24, !dbg !2807
  %69 = icmp eq i8 %68, 0, !dbg !2807
  br i1 %69, label %71, label %70, !dbg !2810

70:                                               ; preds = %65
  tail call fastcc void @reallymarkobject(ptr noundef nonnull %0, ptr noundef nonnull %63), !dbg !2807
  br label %71, !dbg !2807

71:                                               ; preds = %70, %65, %61
    #dbg_value(i64 7, !2799, !DIExpression(), !2800)
  %72 = getelementptr inbounds i8, ptr %0, i64 536, !dbg !2801
  %73 = load ptr, ptr %72, align 8, !dbg !2801, !tbaa !634
  %74 = icmp eq ptr %73, null, !dbg !2801
  br i1 %74, label %81, label %75, !dbg !2806

75:                                               ; preds = %71
  %76 = getelementptr inbounds i8, ptr %73, i64 9, !dbg !2807
  %77 = load i8, ptr %76, align 1, !dbg !2807, !tbaa !605
  %78 = and i8 %77, 24, !dbg !2807
  %79 = icmp eq i8 %78, 0, !dbg !2807
  br i1 %79, label %81, label %80, !dbg !2810

80:                                               ; preds = %75
  tail call fastcc void @reallymarkobject(ptr noundef nonnull %0, ptr noundef nonnull %73), !dbg !2807
  br label %81, !dbg !2807

81:                                               ; preds = %80, %75, %71
    #dbg_value(i64 8, !2799, !DIExpression(), !2800)
  %82 = getelementptr inbounds i8, ptr %0, i64 544, !dbg !2801
  %83 = load ptr, ptr %82, align 8, !dbg !2801, !tbaa !634
  %84 = icmp eq ptr %83, null, !dbg !2801
  br i1 %84, label %91, label %85, !dbg !2806

85:                                               ; preds = %81
  %86 = getelementptr inbounds i8, ptr %83, i64 9, !dbg !2807
  %87 = load i8, ptr %86, align 1, !dbg !2807, !tbaa !605
  %88 = and i8 %87, 24, !dbg !2807
  %89 = icmp eq i8 %88, 0, !dbg !2807
  br i1 %89, label %91, label %90, !dbg !2810

90:                                               ; preds = %85
  tail call fastcc void @reallymarkobject(ptr noundef nonnull %0, ptr noundef nonnull %83), !dbg !2807
  br label %91, !dbg !2807

91:                                               ; preds = %90, %85, %81
    #dbg_value(i64 9, !2799, !DIExpression(), !2800)
  ret void, !dbg !2811
}

; Function Attrs: nounwind uwtable
define internal fastcc void @clearbyvalues(ptr nocapture noundef %0, ptr noundef %1, ptr noundef readnone %2) unnamed_addr #3 !dbg !2812 {
    #dbg_value(ptr %0, !2814, !DIExpression(), !2829)
    #dbg_value(ptr %1, !2815, !DIExpression(), !2829)
    #dbg_value(ptr %2, !2816, !DIExpression(), !2829)
  %4 = icmp eq ptr %1, %2, !dbg !2830
  br i1 %4, label %88, label %5, !dbg !2831

5:                                                ; preds = %3, %84
  %6 = phi ptr [ %86, %84 ], [ %1, %3 ]
    #dbg_value(ptr %6, !2815, !DIExpression(), !2829)
    #dbg_value(ptr %6, !2817, !DIExpression(), !2832)
  %7 = getelementptr inbounds i8, ptr %6, i64 24, !dbg !2833
  %8 = load ptr, ptr %7, align 8, !dbg !2833, !tbaa !2549
  %9 = getelementptr inbounds i8, ptr %6, i64 11, !dbg !2833
  %10 = load i8, ptr %9, align 1, !dbg !2833, !tbaa !2550
  %11 = zext nneg i8 %10 to i32, !dbg !2833
  %12 = shl nuw i32 1, %11, !dbg !2833
  %13 = sext i32 %12 to i64, !dbg !2833
  %14 = getelementptr inbounds %union.Node, ptr %8, i64 %13, !dbg !2833
    #dbg_value(ptr %14, !2822, !DIExpression(), !2832)
  %15 = tail call i32 @luaH_realasize(ptr noundef %6) #9, !dbg !2834
    #dbg_value(i32 %15, !2824, !DIExpression(), !2832)
    #dbg_value(i32 0, !2823, !DIExpression(), !2832)
  %16 = icmp eq i32 %15, 0, !dbg !2835
  br i1 %16, label %46, label %17, !dbg !2836

17:                                               ; preds = %5
  %18 = getelementptr inbounds i8, ptr %6, i64 16
  %19 = zext i32 %15 to i64, !dbg !2835
  br label %20, !dbg !2836

20:                                               ; preds = %17, %43
  %21 = phi i64 [ 0, %17 ], [ %44, %43 ]
    #dbg_value(i64 %21, !2823, !DIExpression(), !2832)
  %22 = load ptr, ptr %18, align 8, !dbg !2837, !tbaa !2838
  %23 = getelementptr inbounds %struct.TValue, ptr %22, i64 %21, !dbg !2839
    #dbg_value(ptr %23, !2825, !DIExpression(), !2840)
  %24 = getelementptr inbounds i8, ptr %23, i64 8, !dbg !2841
  %25 = load i8, ptr %24, align 8, !dbg !2841, !tbaa !587
  %26 = and i8 %25, 64, !dbg !2841
  %27 = icmp eq i8 %26, 0, !dbg !2841
  br i1 %27, label %43, label %28, !dbg !2841

28:                                               ; preds = %20
  %29 = load ptr, ptr %23, align 8, !dbg !2841, !tbaa !579
    #dbg_value(ptr %0, !2558, !DIExpression(), !2843)
    #dbg_value(ptr %29, !2565, !DIExpression(), !2843)
  %30 = icmp eq ptr %29, null, !dbg !2845
  br i1 %30, label %43, label %31, !dbg !2846

31:                                               ; preds = %28
  %32 = getelementptr inbounds i8, ptr %29, i64 8, !dbg !2847
  %33 = load <2 x i8>, ptr %32, align 8, !dbg !2847, !tbaa !579
  %34 = and <2 x i8> %33, <i8 15, i8 24>, !dbg !2848
  %35 = icmp eq <2 x i8> %34, <i8 4, i8 0>, !dbg !2849
  %36 = extractelement <2 x i1> %35, i64 0, !dbg !2850
  br i1 %36, label %37, label %40, !dbg !2850

37:                                               ; preds = %31
  %38 = extractelement <2 x i1> %35, i64 1, !dbg !2851
  br i1 %38, label %43, label %39, !dbg !2851

39:                                               ; preds = %37
  tail call fastcc void @reallymarkobject(ptr noundef %0, ptr noundef nonnull %29), !dbg !2852
  br label %43, !dbg !2852

40:                                               ; preds = %31
  %41 = extractelement <2 x i1> %35, i64 1, !dbg !2853
  br i1 %41, label %43, label %42, !dbg !2853

42:                                               ; preds = %40
  store i8 16, ptr %24, align 8, !dbg !2854, !tbaa !587
  br label %43, !dbg !2854

43:                                               ; preds = %20, %37, %39, %28, %42, %40
  %44 = add nuw nsw i64 %21, 1, !dbg !2855
    #dbg_value(i64 %44, !2823, !DIExpression(), !2832)
  %45 = icmp eq i64 %44, %19, !dbg !2835
  br i1 %45, label %46, label %20, !dbg !2836, !llvm.loop !2856

46:                                               ; preds = %43, %5
  %47 = load ptr, ptr %7, align 8, !dbg !2858, !tbaa !2549
    #dbg_value(ptr %47, !2821, !DIExpression(), !2832)
  %48 = icmp ult ptr %47, %14, !dbg !2860
  br i1 %48, label %49, label %84, !dbg !2862

49:                                               ; preds = %46, %81
  %50 = phi ptr [ %82, %81 ], [ %47, %46 ]
    #dbg_value(ptr %50, !2821, !DIExpression(), !2832)
  %51 = getelementptr inbounds i8, ptr %50, i64 8, !dbg !2863
  %52 = load i8, ptr %51, align 8, !dbg !2863, !tbaa !579
  %53 = and i8 %52, 64, !dbg !2863
  %54 = icmp eq i8 %53, 0, !dbg !2863
  br i1 %54, label %71, label %55, !dbg !2863

55:                                               ; preds = %49
  %56 = load ptr, ptr %50, align 8, !dbg !2863, !tbaa !579
    #dbg_value(ptr %0, !2558, !DIExpression(), !2866)
    #dbg_value(ptr %56, !2565, !DIExpression(), !2866)
  %57 = icmp eq ptr %56, null, !dbg !2868
  br i1 %57, label %71, label %58, !dbg !2869

58:                                               ; preds = %55
  %59 = getelementptr inbounds i8, ptr %56, i64 8, !dbg !2870
  %60 = load <2 x i8>, ptr %59, align 8, !dbg !2870, !tbaa !579
  %61 = and <2 x i8> %60, <i8 15, i8 24>, !dbg !2871
  %62 = icmp eq <2 x i8> %61, <i8 4, i8 0>, !dbg !2872
  %63 = extractelement <2 x i1> %62, i64 0, !dbg !2873
  br i1 %63, label %64, label %68, !dbg !2873

64:                                               ; preds = %58
  %65 = extractelement <2 x i1> %62, i64 1, !dbg !2874
  br i1 %65, label %71, label %66, !dbg !2874

66:                                               ; preds = %64
  tail call fastcc void @reallymarkobject(ptr noundef %0, ptr noundef nonnull %56), !dbg !2875
  %67 = load i8, ptr %51, align 8, !dbg !2876, !tbaa !579
  br label %71, !dbg !2875

68:                                               ; preds = %58
  %69 = extractelement <2 x i1> %62, i64 1, !dbg !2878
  br i1 %69, label %71, label %70, !dbg !2878

70:                                               ; preds = %68
  store i8 16, ptr %51, align 8, !dbg !2879, !tbaa !579
  br label %75, !dbg !2880

71:                                               ; preds = %49, %64, %66, %55, %68
  %72 = phi i8 [ %52, %49 ], [ %52, %64 ], [ %67, %66 ], [ %52, %55 ], [ %52, %68 ], !dbg !2876
  %73 = and i8 %72, 15, !dbg !2876
  %74 = icmp eq i8 %73, 0, !dbg !2876
  br i1 %74, label %75, label %81, !dbg !2880

75:                                               ; preds = %70, %71
    #dbg_value(ptr %50, !2586, !DIExpression(), !2881)
  %76 = getelementptr inbounds i8, ptr %50, i64 9, !dbg !2883
  %77 = load i8, ptr %76, align 1, !dbg !2883, !tbaa !579
  %78 = and i8 %77, 64, !dbg !2883
  %79 = icmp eq i8 %78, 0, !dbg !2883
  br i1 %79, label %81, label %80, !dbg !2884

80:                                               ; preds = %75
  store i8 11, ptr %76, align 1, !dbg !2885, !tbaa !579
  br label %81, !dbg !2885

81:                                               ; preds = %80, %75, %71
  %82 = getelementptr inbounds i8, ptr %50, i64 24, !dbg !2886
    #dbg_value(ptr %82, !2821, !DIExpression(), !2832)
  %83 = icmp ult ptr %82, %14, !dbg !2860
  br i1 %83, label %49, label %84, !dbg !2862, !llvm.loop !2887

84:                                               ; preds = %81, %46
  %85 = getelementptr inbounds i8, ptr %6, i64 48, !dbg !2889
  %86 = load ptr, ptr %85, align 8, !dbg !2889, !tbaa !579
    #dbg_value(ptr %86, !2815, !DIExpression(), !2829)
  %87 = icmp eq ptr %86, %2, !dbg !2830
  br i1 %87, label %88, label %5, !dbg !2831, !llvm.loop !2890

88:                                               ; preds = %84, %3
  ret void, !dbg !2892
}

declare !dbg !2893 hidden void @luaS_clearcache(ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal fastcc range(i64 -2147483648, 4294967296) i64 @propagatemark(ptr nocapture noundef %0) unnamed_addr #3 !dbg !2894 {
    #dbg_value(ptr %0, !2896, !DIExpression(), !2898)
  %2 = getelementptr inbounds i8, ptr %0, i64 136, !dbg !2899
  %3 = load ptr, ptr %2, align 8, !dbg !2899, !tbaa !1256
    #dbg_value(ptr %3, !2897, !DIExpression(), !2898)
  %4 = getelementptr inbounds i8, ptr %3, i64 9, !dbg !2900
  %5 = load i8, ptr %4, align 1, !dbg !2900, !tbaa !541
  %6 = or i8 %5, 32, !dbg !2900
  store i8 %6, ptr %4, align 1, !dbg !2900, !tbaa !541
    #dbg_value(ptr %3, !616, !DIExpression(), !2901)
  %7 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !2903
  %8 = load i8, ptr %7, align 8, !dbg !2903, !tbaa !571
  switch i8 %8, label %47 [
    i8 5, label %9
    i8 6, label %15
    i8 38, label %21
    i8 8, label %27
    i8 10, label %35
    i8 7, label %41
  ], !dbg !2904

9:                                                ; preds = %1
  %10 = getelementptr inbounds i8, ptr %3, i64 48, !dbg !2905
  %11 = load ptr, ptr %10, align 8, !dbg !2906, !tbaa !634
  store ptr %11, ptr %2, align 8, !dbg !2907, !tbaa !1256
    #dbg_value(ptr %0, !2908, !DIExpression(), !2918)
    #dbg_value(ptr %3, !2913, !DIExpression(), !2918)
  %12 = getelementptr inbounds i8, ptr %3, i64 40, !dbg !2921
  %13 = load ptr, ptr %12, align 8, !dbg !2921, !tbaa !2922
  %14 = icmp eq ptr %13, null, !dbg !2921
  br i1 %14, label %168, label %48, !dbg !2921

15:                                               ; preds = %1
  %16 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !2923
  %17 = load ptr, ptr %16, align 8, !dbg !2906, !tbaa !634
  store ptr %17, ptr %2, align 8, !dbg !2907, !tbaa !1256
    #dbg_value(ptr %0, !2924, !DIExpression(), !2935)
    #dbg_value(ptr %3, !2929, !DIExpression(), !2935)
  %18 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !2937
  %19 = load ptr, ptr %18, align 8, !dbg !2937, !tbaa !2940
  %20 = icmp eq ptr %19, null, !dbg !2937
  br i1 %20, label %336, label %330, !dbg !2941

21:                                               ; preds = %1
  %22 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !2942
  %23 = load ptr, ptr %22, align 8, !dbg !2906, !tbaa !634
  store ptr %23, ptr %2, align 8, !dbg !2907, !tbaa !1256
    #dbg_value(ptr %0, !2943, !DIExpression(), !2950)
    #dbg_value(ptr %3, !2948, !DIExpression(), !2950)
    #dbg_value(i32 0, !2949, !DIExpression(), !2950)
  %24 = getelementptr inbounds i8, ptr %3, i64 10
  %25 = load i8, ptr %24, align 2, !dbg !2952, !tbaa !2265
  %26 = icmp eq i8 %25, 0, !dbg !2955
  br i1 %26, label %601, label %363, !dbg !2956

27:                                               ; preds = %1
  %28 = getelementptr inbounds i8, ptr %3, i64 72, !dbg !2957
  %29 = load ptr, ptr %28, align 8, !dbg !2906, !tbaa !634
  store ptr %29, ptr %2, align 8, !dbg !2907, !tbaa !1256
    #dbg_value(ptr %0, !2958, !DIExpression(), !2966)
    #dbg_value(ptr %3, !2963, !DIExpression(), !2966)
  %30 = getelementptr inbounds i8, ptr %3, i64 48, !dbg !2968
  %31 = load ptr, ptr %30, align 8, !dbg !2969, !tbaa !579
    #dbg_value(ptr %31, !2965, !DIExpression(), !2966)
  %32 = load i8, ptr %4, align 1, !dbg !2970, !tbaa !579
  %33 = and i8 %32, 6, !dbg !2970
  %34 = icmp eq i8 %33, 0, !dbg !2970
  br i1 %34, label %511, label %515, !dbg !2972

35:                                               ; preds = %1
  %36 = getelementptr inbounds i8, ptr %3, i64 120, !dbg !2973
  %37 = load ptr, ptr %36, align 8, !dbg !2906, !tbaa !634
  store ptr %37, ptr %2, align 8, !dbg !2907, !tbaa !1256
    #dbg_value(ptr %0, !2974, !DIExpression(), !2981)
    #dbg_value(ptr %3, !2979, !DIExpression(), !2981)
  %38 = getelementptr inbounds i8, ptr %3, i64 112, !dbg !2983
  %39 = load ptr, ptr %38, align 8, !dbg !2983, !tbaa !2986
  %40 = icmp eq ptr %39, null, !dbg !2983
  br i1 %40, label %395, label %389, !dbg !2988

41:                                               ; preds = %1
    #dbg_value(ptr %3, !617, !DIExpression(), !2989)
  %42 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !2990
  %43 = load ptr, ptr %42, align 8, !dbg !2906, !tbaa !634
  store ptr %43, ptr %2, align 8, !dbg !2907, !tbaa !1256
    #dbg_value(ptr %0, !2991, !DIExpression(), !2998)
    #dbg_value(ptr %3, !2996, !DIExpression(), !2998)
  %44 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !3000
  %45 = load ptr, ptr %44, align 8, !dbg !3000, !tbaa !600
  %46 = icmp eq ptr %45, null, !dbg !3000
  br i1 %46, label %280, label %274, !dbg !3003

47:                                               ; preds = %1
  unreachable, !dbg !2906

48:                                               ; preds = %9
  %49 = getelementptr inbounds i8, ptr %13, i64 10, !dbg !2921
  %50 = load i8, ptr %49, align 2, !dbg !2921, !tbaa !762
  %51 = and i8 %50, 8, !dbg !2921
  %52 = icmp eq i8 %51, 0, !dbg !2921
  br i1 %52, label %53, label %59, !dbg !2921

53:                                               ; preds = %48
  %54 = getelementptr inbounds i8, ptr %0, i64 304, !dbg !2921
  %55 = load ptr, ptr %54, align 8, !dbg !2921, !tbaa !634
  %56 = tail call ptr @luaT_gettm(ptr noundef nonnull %13, i32 noundef 3, ptr noundef %55) #9, !dbg !2921
  %57 = load ptr, ptr %12, align 8, !dbg !3004, !tbaa !2922
    #dbg_value(ptr %56, !2916, !DIExpression(), !2918)
  %58 = icmp eq ptr %57, null, !dbg !3004
  br i1 %58, label %67, label %59, !dbg !3007

59:                                               ; preds = %53, %48
  %60 = phi ptr [ %56, %53 ], [ null, %48 ]
  %61 = phi ptr [ %57, %53 ], [ %13, %48 ]
  %62 = getelementptr inbounds i8, ptr %61, i64 9, !dbg !3008
  %63 = load i8, ptr %62, align 1, !dbg !3008, !tbaa !605
  %64 = and i8 %63, 24, !dbg !3008
  %65 = icmp eq i8 %64, 0, !dbg !3008
  br i1 %65, label %67, label %66, !dbg !3011

66:                                               ; preds = %59
  tail call fastcc void @reallymarkobject(ptr noundef nonnull %0, ptr noundef nonnull %61), !dbg !3008
  br label %67, !dbg !3008

67:                                               ; preds = %66, %59, %53
  %68 = phi ptr [ %60, %59 ], [ %60, %66 ], [ %56, %53 ]
  %69 = icmp eq ptr %68, null, !dbg !3012
  br i1 %69, label %168, label %70, !dbg !3014

70:                                               ; preds = %67
  %71 = getelementptr inbounds i8, ptr %68, i64 8, !dbg !3015
  %72 = load i8, ptr %71, align 8, !dbg !3015, !tbaa !587
  %73 = icmp eq i8 %72, 68, !dbg !3015
  br i1 %73, label %74, label %168, !dbg !3016

74:                                               ; preds = %70
  %75 = load ptr, ptr %68, align 8, !dbg !3017, !tbaa !579
    #dbg_value(ptr %75, !2917, !DIExpression(), !2918)
  %76 = getelementptr inbounds i8, ptr %75, i64 24, !dbg !3018
  %77 = tail call ptr @strchr(ptr noundef nonnull dereferenceable(1) %76, i32 noundef 107) #10, !dbg !3018
    #dbg_value(ptr %77, !2914, !DIExpression(), !2918)
  %78 = tail call ptr @strchr(ptr noundef nonnull dereferenceable(1) %76, i32 noundef 118) #10, !dbg !3019
    #dbg_value(ptr %78, !2915, !DIExpression(), !2918)
  %79 = icmp ne ptr %77, null, !dbg !3020
  %80 = icmp ne ptr %78, null, !dbg !3021
  %81 = select i1 %79, i1 true, i1 %80, !dbg !3021
  br i1 %81, label %82, label %168, !dbg !3022

82:                                               ; preds = %74
  br i1 %79, label %160, label %83, !dbg !3023

83:                                               ; preds = %82
    #dbg_value(ptr %0, !3025, !DIExpression(), !3034)
    #dbg_value(ptr %3, !3030, !DIExpression(), !3034)
  %84 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !3037
  %85 = load ptr, ptr %84, align 8, !dbg !3037, !tbaa !2549
  %86 = getelementptr inbounds i8, ptr %3, i64 11, !dbg !3037
  %87 = load i8, ptr %86, align 1, !dbg !3037, !tbaa !2550
  %88 = zext nneg i8 %87 to i32, !dbg !3037
  %89 = shl nuw i32 1, %88, !dbg !3037
  %90 = sext i32 %89 to i64, !dbg !3037
  %91 = getelementptr inbounds %union.Node, ptr %85, i64 %90, !dbg !3037
    #dbg_value(ptr %91, !3032, !DIExpression(), !3034)
  %92 = getelementptr inbounds i8, ptr %3, i64 12, !dbg !3038
  %93 = load i32, ptr %92, align 4, !dbg !3038, !tbaa !3039
  %94 = icmp ne i32 %93, 0, !dbg !3040
    #dbg_value(i1 %94, !3033, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !3034)
    #dbg_value(ptr %85, !3031, !DIExpression(), !3034)
  %95 = icmp eq i8 %87, 31, !dbg !3041
  br i1 %95, label %149, label %96, !dbg !3044

96:                                               ; preds = %83
  %97 = zext i1 %94 to i32, !dbg !3040
    #dbg_value(i32 %97, !3033, !DIExpression(), !3034)
  br label %98, !dbg !3044

98:                                               ; preds = %143, %96
  %99 = phi i32 [ %144, %143 ], [ %97, %96 ]
  %100 = phi ptr [ %145, %143 ], [ %85, %96 ]
    #dbg_value(i32 %99, !3033, !DIExpression(), !3034)
    #dbg_value(ptr %100, !3031, !DIExpression(), !3034)
  %101 = getelementptr inbounds i8, ptr %100, i64 8, !dbg !3045
  %102 = getelementptr inbounds i8, ptr %100, i64 9, !dbg !3048
  %103 = load <2 x i8>, ptr %101, align 8, !dbg !3045, !tbaa !579
  %104 = and <2 x i8> %103, <i8 15, i8 64>, !dbg !3048
  %105 = icmp eq <2 x i8> %104, zeroinitializer, !dbg !3048
  %106 = extractelement <2 x i1> %105, i64 0, !dbg !3049
  br i1 %106, label %107, label %110, !dbg !3049

107:                                              ; preds = %98
    #dbg_value(ptr %100, !2586, !DIExpression(), !3050)
  %108 = extractelement <2 x i1> %105, i64 1, !dbg !3052
  br i1 %108, label %143, label %109, !dbg !3052

109:                                              ; preds = %107
  store i8 11, ptr %102, align 1, !dbg !3053, !tbaa !579
  br label %143, !dbg !3053

110:                                              ; preds = %98
  %111 = extractelement <2 x i1> %105, i64 1, !dbg !3054
  br i1 %111, label %120, label %112, !dbg !3054

112:                                              ; preds = %110
  %113 = getelementptr inbounds i8, ptr %100, i64 16, !dbg !3054
  %114 = load ptr, ptr %113, align 8, !dbg !3054, !tbaa !579
  %115 = getelementptr inbounds i8, ptr %114, i64 9, !dbg !3054
  %116 = load i8, ptr %115, align 1, !dbg !3054, !tbaa !541
  %117 = and i8 %116, 24, !dbg !3054
  %118 = icmp eq i8 %117, 0, !dbg !3054
  br i1 %118, label %120, label %119, !dbg !3058

119:                                              ; preds = %112
  tail call fastcc void @reallymarkobject(ptr noundef %0, ptr noundef nonnull %114), !dbg !3054
  br label %120, !dbg !3054

120:                                              ; preds = %119, %112, %110
  %121 = icmp eq i32 %99, 0, !dbg !3059
  br i1 %121, label %122, label %143, !dbg !3061

122:                                              ; preds = %120
  %123 = load i8, ptr %101, align 8, !dbg !3062, !tbaa !579
  %124 = and i8 %123, 64, !dbg !3062
  %125 = icmp eq i8 %124, 0, !dbg !3062
  br i1 %125, label %142, label %126, !dbg !3062

126:                                              ; preds = %122
  %127 = load ptr, ptr %100, align 8, !dbg !3062, !tbaa !579
    #dbg_value(ptr %0, !2558, !DIExpression(), !3063)
    #dbg_value(ptr %127, !2565, !DIExpression(), !3063)
  %128 = icmp eq ptr %127, null, !dbg !3065
  br i1 %128, label %142, label %129, !dbg !3066

129:                                              ; preds = %126
  %130 = getelementptr inbounds i8, ptr %127, i64 8, !dbg !3067
  %131 = load i8, ptr %130, align 8, !dbg !3067, !tbaa !571
  %132 = and i8 %131, 15, !dbg !3067
  %133 = icmp eq i8 %132, 4, !dbg !3068
  %134 = getelementptr inbounds i8, ptr %127, i64 9, !dbg !3069
  %135 = load i8, ptr %134, align 1, !dbg !3069, !tbaa !541
  %136 = freeze i8 %135, !dbg !3069
  %137 = and i8 %136, 24, !dbg !3069
  %138 = icmp eq i8 %137, 0, !dbg !3070
  br i1 %133, label %139, label %141, !dbg !3071

139:                                              ; preds = %129
  br i1 %138, label %142, label %140, !dbg !3072

140:                                              ; preds = %139
  tail call fastcc void @reallymarkobject(ptr noundef %0, ptr noundef nonnull %127), !dbg !3073
  br label %142, !dbg !3073

141:                                              ; preds = %129
  br i1 %138, label %142, label %143, !dbg !3074

142:                                              ; preds = %141, %140, %139, %126, %122
  br label %143, !dbg !3074

143:                                              ; preds = %142, %141, %120, %109, %107
  %144 = phi i32 [ 1, %120 ], [ %99, %107 ], [ %99, %109 ], [ 0, %142 ], [ 1, %141 ], !dbg !3034
    #dbg_value(i32 %144, !3033, !DIExpression(), !3034)
  %145 = getelementptr inbounds i8, ptr %100, i64 24, !dbg !3075
    #dbg_value(ptr %145, !3031, !DIExpression(), !3034)
  %146 = icmp ult ptr %145, %91, !dbg !3041
  br i1 %146, label %98, label %147, !dbg !3044, !llvm.loop !3076

147:                                              ; preds = %143
  %148 = icmp ne i32 %144, 0
  br label %149, !dbg !3078

149:                                              ; preds = %147, %83
  %150 = phi i1 [ %94, %83 ], [ %148, %147 ], !dbg !3080
  %151 = getelementptr inbounds i8, ptr %0, i64 101, !dbg !3078
  %152 = load i8, ptr %151, align 1, !dbg !3078, !tbaa !532
  %153 = icmp eq i8 %152, 2, !dbg !3081
  %154 = select i1 %153, i1 %150, i1 false, !dbg !3082
    #dbg_value(ptr %3, !624, !DIExpression(), !3083)
    #dbg_value(ptr %3, !624, !DIExpression(), !3085)
    #dbg_value(ptr %10, !629, !DIExpression(), !3083)
    #dbg_value(ptr %10, !629, !DIExpression(), !3085)
    #dbg_value(ptr %156, !630, !DIExpression(), !3083)
    #dbg_value(ptr %156, !630, !DIExpression(), !3085)
  %155 = select i1 %154, i64 152, i64 144
  %156 = getelementptr inbounds i8, ptr %0, i64 %155, !dbg !3087
  %157 = load ptr, ptr %156, align 8, !dbg !3088, !tbaa !634
  store ptr %157, ptr %10, align 8, !dbg !3090, !tbaa !634
  store ptr %3, ptr %156, align 8, !dbg !3091, !tbaa !634
  %158 = load i8, ptr %4, align 1, !dbg !3092, !tbaa !541
  %159 = and i8 %158, -57, !dbg !3092
  store i8 %159, ptr %4, align 1, !dbg !3092, !tbaa !541
  br label %258, !dbg !3093

160:                                              ; preds = %82
  br i1 %80, label %163, label %161, !dbg !3094

161:                                              ; preds = %160
  %162 = tail call fastcc i32 @traverseephemeron(ptr noundef nonnull %0, ptr noundef nonnull %3, i32 noundef 0), !dbg !3095
  br label %258, !dbg !3095

163:                                              ; preds = %160
  %164 = getelementptr inbounds i8, ptr %0, i64 168, !dbg !3097
    #dbg_value(ptr %3, !624, !DIExpression(), !3098)
    #dbg_value(ptr %10, !629, !DIExpression(), !3098)
    #dbg_value(ptr %164, !630, !DIExpression(), !3098)
  %165 = load ptr, ptr %164, align 8, !dbg !3100, !tbaa !634
  store ptr %165, ptr %10, align 8, !dbg !3101, !tbaa !634
  store ptr %3, ptr %164, align 8, !dbg !3102, !tbaa !634
  %166 = load i8, ptr %4, align 1, !dbg !3103, !tbaa !541
  %167 = and i8 %166, -57, !dbg !3103
  store i8 %167, ptr %4, align 1, !dbg !3103, !tbaa !541
  br label %258

168:                                              ; preds = %74, %70, %67, %9
    #dbg_value(ptr %0, !3104, !DIExpression(), !3112)
    #dbg_value(ptr %3, !3107, !DIExpression(), !3112)
  %169 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !3114
  %170 = load ptr, ptr %169, align 8, !dbg !3114, !tbaa !2549
  %171 = getelementptr inbounds i8, ptr %3, i64 11, !dbg !3114
  %172 = load i8, ptr %171, align 1, !dbg !3114, !tbaa !2550
  %173 = zext nneg i8 %172 to i32, !dbg !3114
  %174 = shl nuw i32 1, %173, !dbg !3114
  %175 = sext i32 %174 to i64, !dbg !3114
  %176 = getelementptr inbounds %union.Node, ptr %170, i64 %175, !dbg !3114
    #dbg_value(ptr %176, !3109, !DIExpression(), !3112)
  %177 = tail call i32 @luaH_realasize(ptr noundef nonnull %3) #9, !dbg !3115
    #dbg_value(i32 %177, !3111, !DIExpression(), !3112)
    #dbg_value(i32 0, !3110, !DIExpression(), !3112)
  %178 = icmp eq i32 %177, 0, !dbg !3116
  br i1 %178, label %200, label %179, !dbg !3119

179:                                              ; preds = %168
  %180 = getelementptr inbounds i8, ptr %3, i64 16
  %181 = zext i32 %177 to i64, !dbg !3116
  br label %182, !dbg !3119

182:                                              ; preds = %197, %179
  %183 = phi i64 [ 0, %179 ], [ %198, %197 ]
    #dbg_value(i64 %183, !3110, !DIExpression(), !3112)
  %184 = load ptr, ptr %180, align 8, !dbg !3120, !tbaa !2838
  %185 = getelementptr inbounds %struct.TValue, ptr %184, i64 %183, !dbg !3120
  %186 = getelementptr inbounds i8, ptr %185, i64 8, !dbg !3120
  %187 = load i8, ptr %186, align 8, !dbg !3120, !tbaa !587
  %188 = and i8 %187, 64, !dbg !3120
  %189 = icmp eq i8 %188, 0, !dbg !3120
  br i1 %189, label %197, label %190, !dbg !3120

190:                                              ; preds = %182
  %191 = load ptr, ptr %185, align 8, !dbg !3120, !tbaa !579
  %192 = getelementptr inbounds i8, ptr %191, i64 9, !dbg !3120
  %193 = load i8, ptr %192, align 1, !dbg !3120, !tbaa !541
  %194 = and i8 %193, 24, !dbg !3120
  %195 = icmp eq i8 %194, 0, !dbg !3120
  br i1 %195, label %197, label %196, !dbg !3123

196:                                              ; preds = %190
  tail call fastcc void @reallymarkobject(ptr noundef %0, ptr noundef nonnull %191), !dbg !3120
  br label %197, !dbg !3120

197:                                              ; preds = %196, %190, %182
  %198 = add nuw nsw i64 %183, 1, !dbg !3124
    #dbg_value(i64 %198, !3110, !DIExpression(), !3112)
  %199 = icmp eq i64 %198, %181, !dbg !3116
  br i1 %199, label %200, label %182, !dbg !3119, !llvm.loop !3125

200:                                              ; preds = %197, %168
  %201 = load ptr, ptr %169, align 8, !dbg !3127, !tbaa !2549
    #dbg_value(ptr %201, !3108, !DIExpression(), !3112)
  %202 = icmp ult ptr %201, %176, !dbg !3129
  br i1 %202, label %203, label %239, !dbg !3131

203:                                              ; preds = %200, %236
  %204 = phi ptr [ %237, %236 ], [ %201, %200 ]
    #dbg_value(ptr %204, !3108, !DIExpression(), !3112)
  %205 = getelementptr inbounds i8, ptr %204, i64 8, !dbg !3132
  %206 = load i8, ptr %205, align 8, !dbg !3132, !tbaa !579
  %207 = and i8 %206, 15, !dbg !3132
  %208 = icmp eq i8 %207, 0, !dbg !3132
  %209 = getelementptr inbounds i8, ptr %204, i64 9, !dbg !3135
  %210 = load i8, ptr %209, align 1, !dbg !3135, !tbaa !579
  %211 = and i8 %210, 64, !dbg !3135
  %212 = icmp eq i8 %211, 0, !dbg !3135
  br i1 %208, label %213, label %215, !dbg !3136

213:                                              ; preds = %203
    #dbg_value(ptr %204, !2586, !DIExpression(), !3137)
  br i1 %212, label %236, label %214, !dbg !3139

214:                                              ; preds = %213
  store i8 11, ptr %209, align 1, !dbg !3140, !tbaa !579
  br label %236, !dbg !3140

215:                                              ; preds = %203
  br i1 %212, label %225, label %216, !dbg !3141

216:                                              ; preds = %215
  %217 = getelementptr inbounds i8, ptr %204, i64 16, !dbg !3141
  %218 = load ptr, ptr %217, align 8, !dbg !3141, !tbaa !579
  %219 = getelementptr inbounds i8, ptr %218, i64 9, !dbg !3141
  %220 = load i8, ptr %219, align 1, !dbg !3141, !tbaa !541
  %221 = and i8 %220, 24, !dbg !3141
  %222 = icmp eq i8 %221, 0, !dbg !3141
  br i1 %222, label %225, label %223, !dbg !3145

223:                                              ; preds = %216
  tail call fastcc void @reallymarkobject(ptr noundef %0, ptr noundef nonnull %218), !dbg !3141
  %224 = load i8, ptr %205, align 8, !dbg !3146, !tbaa !579
  br label %225, !dbg !3141

225:                                              ; preds = %223, %216, %215
  %226 = phi i8 [ %224, %223 ], [ %206, %216 ], [ %206, %215 ], !dbg !3146
  %227 = and i8 %226, 64, !dbg !3146
  %228 = icmp eq i8 %227, 0, !dbg !3146
  br i1 %228, label %236, label %229, !dbg !3146

229:                                              ; preds = %225
  %230 = load ptr, ptr %204, align 8, !dbg !3146, !tbaa !579
  %231 = getelementptr inbounds i8, ptr %230, i64 9, !dbg !3146
  %232 = load i8, ptr %231, align 1, !dbg !3146, !tbaa !541
  %233 = and i8 %232, 24, !dbg !3146
  %234 = icmp eq i8 %233, 0, !dbg !3146
  br i1 %234, label %236, label %235, !dbg !3149

235:                                              ; preds = %229
  tail call fastcc void @reallymarkobject(ptr noundef %0, ptr noundef nonnull %230), !dbg !3146
  br label %236, !dbg !3146

236:                                              ; preds = %235, %229, %225, %214, %213
  %237 = getelementptr inbounds i8, ptr %204, i64 24, !dbg !3150
    #dbg_value(ptr %237, !3108, !DIExpression(), !3112)
  %238 = icmp ult ptr %237, %176, !dbg !3129
  br i1 %238, label %203, label %239, !dbg !3131, !llvm.loop !3151

239:                                              ; preds = %236, %200
    #dbg_value(ptr %0, !3153, !DIExpression(), !3157)
    #dbg_value(ptr %3, !3156, !DIExpression(), !3157)
  %240 = load i8, ptr %4, align 1, !dbg !3159, !tbaa !541
  %241 = and i8 %240, 7, !dbg !3159
  switch i8 %241, label %258 [
    i8 5, label %242
    i8 6, label %255
  ], !dbg !3161

242:                                              ; preds = %239
    #dbg_value(ptr %3, !616, !DIExpression(), !3162)
  %243 = load i8, ptr %7, align 8, !dbg !3165, !tbaa !571
  switch i8 %243, label %249 [
    i8 5, label %250
    i8 6, label %244
    i8 38, label %245
    i8 8, label %246
    i8 10, label %247
    i8 7, label %248
  ], !dbg !3166

244:                                              ; preds = %242
  br label %250, !dbg !3167

245:                                              ; preds = %242
  br label %250, !dbg !3168

246:                                              ; preds = %242
  br label %250, !dbg !3169

247:                                              ; preds = %242
  br label %250, !dbg !3170

248:                                              ; preds = %242
  br label %250

249:                                              ; preds = %242
  unreachable, !dbg !3166

250:                                              ; preds = %248, %247, %246, %245, %244, %242
  %251 = phi i64 [ 16, %244 ], [ 16, %245 ], [ 72, %246 ], [ 120, %247 ], [ 32, %248 ], [ 48, %242 ]
  %252 = getelementptr inbounds i8, ptr %3, i64 %251, !dbg !3171
  %253 = getelementptr inbounds i8, ptr %0, i64 144, !dbg !3172
    #dbg_value(ptr %3, !624, !DIExpression(), !3173)
    #dbg_value(ptr %252, !629, !DIExpression(), !3173)
    #dbg_value(ptr %253, !630, !DIExpression(), !3173)
  %254 = load ptr, ptr %253, align 8, !dbg !3175, !tbaa !634
  store ptr %254, ptr %252, align 8, !dbg !3176, !tbaa !634
  store ptr %3, ptr %253, align 8, !dbg !3177, !tbaa !634
  br label %255, !dbg !3178

255:                                              ; preds = %250, %239
  %256 = phi i8 [ -57, %250 ], [ -4, %239 ]
  %257 = and i8 %256, %240, !dbg !3179
  store i8 %257, ptr %4, align 1, !dbg !3179, !tbaa !541
  br label %258, !dbg !3180

258:                                              ; preds = %255, %239, %163, %161, %149
  %259 = getelementptr inbounds i8, ptr %3, i64 12, !dbg !3181
  %260 = load i32, ptr %259, align 4, !dbg !3181, !tbaa !3039
  %261 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !3182
  %262 = load ptr, ptr %261, align 8, !dbg !3182, !tbaa !3183
  %263 = icmp eq ptr %262, null, !dbg !3182
  br i1 %263, label %269, label %264, !dbg !3182

264:                                              ; preds = %258
  %265 = getelementptr inbounds i8, ptr %3, i64 11, !dbg !3182
  %266 = load i8, ptr %265, align 1, !dbg !3182, !tbaa !2550
  %267 = zext nneg i8 %266 to i32, !dbg !3182
  %268 = shl i32 2, %267, !dbg !3184
  br label %269, !dbg !3182

269:                                              ; preds = %258, %264
  %270 = phi i32 [ %268, %264 ], [ 0, %258 ], !dbg !3182
  %271 = add i32 %260, 1, !dbg !3185
  %272 = add i32 %271, %270, !dbg !3186
  %273 = zext i32 %272 to i64, !dbg !3187
  br label %601, !dbg !3188

274:                                              ; preds = %41
  %275 = getelementptr inbounds i8, ptr %45, i64 9, !dbg !3189
  %276 = load i8, ptr %275, align 1, !dbg !3189, !tbaa !605
  %277 = and i8 %276, 24, !dbg !3189
  %278 = icmp eq i8 %277, 0, !dbg !3189
  br i1 %278, label %280, label %279, !dbg !3192

279:                                              ; preds = %274
  tail call fastcc void @reallymarkobject(ptr noundef nonnull %0, ptr noundef nonnull %45), !dbg !3189
  br label %280, !dbg !3189

280:                                              ; preds = %279, %274, %41
    #dbg_value(i32 0, !2997, !DIExpression(), !2998)
  %281 = getelementptr inbounds i8, ptr %3, i64 10
  %282 = load i16, ptr %281, align 2, !dbg !3193, !tbaa !592
  %283 = icmp eq i16 %282, 0, !dbg !3196
  br i1 %283, label %310, label %284, !dbg !3197

284:                                              ; preds = %280
  %285 = getelementptr inbounds i8, ptr %3, i64 40
  br label %286, !dbg !3197

286:                                              ; preds = %302, %284
  %287 = phi i16 [ %282, %284 ], [ %303, %302 ]
  %288 = phi i64 [ 0, %284 ], [ %304, %302 ]
    #dbg_value(i64 %288, !2997, !DIExpression(), !2998)
  %289 = getelementptr inbounds [1 x %union.UValue], ptr %285, i64 0, i64 %288, !dbg !3198
  %290 = getelementptr inbounds i8, ptr %289, i64 8, !dbg !3198
  %291 = load i8, ptr %290, align 8, !dbg !3198, !tbaa !579
  %292 = and i8 %291, 64, !dbg !3198
  %293 = icmp eq i8 %292, 0, !dbg !3198
  br i1 %293, label %302, label %294, !dbg !3198

294:                                              ; preds = %286
  %295 = load ptr, ptr %289, align 8, !dbg !3198, !tbaa !579
  %296 = getelementptr inbounds i8, ptr %295, i64 9, !dbg !3198
  %297 = load i8, ptr %296, align 1, !dbg !3198, !tbaa !541
  %298 = and i8 %297, 24, !dbg !3198
  %299 = icmp eq i8 %298, 0, !dbg !3198
  br i1 %299, label %302, label %300, !dbg !3201

300:                                              ; preds = %294
  tail call fastcc void @reallymarkobject(ptr noundef %0, ptr noundef nonnull %295), !dbg !3198
  %301 = load i16, ptr %281, align 2, !dbg !3193, !tbaa !592
  br label %302, !dbg !3198

302:                                              ; preds = %300, %294, %286
  %303 = phi i16 [ %287, %286 ], [ %287, %294 ], [ %301, %300 ], !dbg !3193
  %304 = add nuw nsw i64 %288, 1, !dbg !3202
    #dbg_value(i64 %304, !2997, !DIExpression(), !2998)
  %305 = zext i16 %303 to i64, !dbg !3196
  %306 = icmp ult i64 %304, %305, !dbg !3196
  br i1 %306, label %286, label %307, !dbg !3197, !llvm.loop !3203

307:                                              ; preds = %302
  %308 = zext i16 %303 to i64, !dbg !3205
  %309 = add nuw nsw i64 %308, 1, !dbg !3206
  br label %310, !dbg !3207

310:                                              ; preds = %307, %280
  %311 = phi i64 [ 1, %280 ], [ %309, %307 ]
    #dbg_value(ptr %0, !3153, !DIExpression(), !3209)
    #dbg_value(ptr %3, !3156, !DIExpression(), !3209)
  %312 = load i8, ptr %4, align 1, !dbg !3207, !tbaa !541
  %313 = and i8 %312, 7, !dbg !3207
  switch i8 %313, label %601 [
    i8 5, label %314
    i8 6, label %327
  ], !dbg !3210

314:                                              ; preds = %310
    #dbg_value(ptr %3, !616, !DIExpression(), !3211)
  %315 = load i8, ptr %7, align 8, !dbg !3213, !tbaa !571
  switch i8 %315, label %321 [
    i8 5, label %322
    i8 6, label %316
    i8 38, label %317
    i8 8, label %318
    i8 10, label %319
    i8 7, label %320
  ], !dbg !3214

316:                                              ; preds = %314
  br label %322, !dbg !3215

317:                                              ; preds = %314
  br label %322, !dbg !3216

318:                                              ; preds = %314
  br label %322, !dbg !3217

319:                                              ; preds = %314
  br label %322, !dbg !3218

320:                                              ; preds = %314
  br label %322

321:                                              ; preds = %314
  unreachable, !dbg !3214

322:                                              ; preds = %320, %319, %318, %317, %316, %314
  %323 = phi i64 [ 16, %316 ], [ 16, %317 ], [ 72, %318 ], [ 120, %319 ], [ 32, %320 ], [ 48, %314 ]
  %324 = getelementptr inbounds i8, ptr %3, i64 %323, !dbg !3219
  %325 = getelementptr inbounds i8, ptr %0, i64 144, !dbg !3220
    #dbg_value(ptr %3, !624, !DIExpression(), !3221)
    #dbg_value(ptr %324, !629, !DIExpression(), !3221)
    #dbg_value(ptr %325, !630, !DIExpression(), !3221)
  %326 = load ptr, ptr %325, align 8, !dbg !3223, !tbaa !634
  store ptr %326, ptr %324, align 8, !dbg !3224, !tbaa !634
  store ptr %3, ptr %325, align 8, !dbg !3225, !tbaa !634
  br label %327, !dbg !3226

327:                                              ; preds = %322, %310
  %328 = phi i8 [ -57, %322 ], [ -4, %310 ]
  %329 = and i8 %328, %312, !dbg !3227
  store i8 %329, ptr %4, align 1, !dbg !3227, !tbaa !541
  br label %601, !dbg !3228

330:                                              ; preds = %15
  %331 = getelementptr inbounds i8, ptr %19, i64 9, !dbg !3229
  %332 = load i8, ptr %331, align 1, !dbg !3229, !tbaa !3232
  %333 = and i8 %332, 24, !dbg !3229
  %334 = icmp eq i8 %333, 0, !dbg !3229
  br i1 %334, label %336, label %335, !dbg !3233

335:                                              ; preds = %330
  tail call fastcc void @reallymarkobject(ptr noundef nonnull %0, ptr noundef nonnull %19), !dbg !3229
  br label %336, !dbg !3229

336:                                              ; preds = %335, %330, %15
    #dbg_value(i32 0, !2930, !DIExpression(), !2935)
  %337 = getelementptr inbounds i8, ptr %3, i64 10
  %338 = load i8, ptr %337, align 2, !dbg !3234, !tbaa !2261
  %339 = icmp eq i8 %338, 0, !dbg !3235
  br i1 %339, label %601, label %340, !dbg !3236

340:                                              ; preds = %336
  %341 = getelementptr inbounds i8, ptr %3, i64 32
  br label %342, !dbg !3236

342:                                              ; preds = %355, %340
  %343 = phi i8 [ %338, %340 ], [ %356, %355 ]
  %344 = phi i64 [ 0, %340 ], [ %357, %355 ]
    #dbg_value(i64 %344, !2930, !DIExpression(), !2935)
  %345 = getelementptr inbounds [1 x ptr], ptr %341, i64 0, i64 %344, !dbg !3237
  %346 = load ptr, ptr %345, align 8, !dbg !3237, !tbaa !634
    #dbg_value(ptr %346, !2931, !DIExpression(), !3238)
  %347 = icmp eq ptr %346, null, !dbg !3239
  br i1 %347, label %355, label %348, !dbg !3242

348:                                              ; preds = %342
  %349 = getelementptr inbounds i8, ptr %346, i64 9, !dbg !3243
  %350 = load i8, ptr %349, align 1, !dbg !3243, !tbaa !581
  %351 = and i8 %350, 24, !dbg !3243
  %352 = icmp eq i8 %351, 0, !dbg !3243
  br i1 %352, label %355, label %353, !dbg !3246

353:                                              ; preds = %348
  tail call fastcc void @reallymarkobject(ptr noundef %0, ptr noundef nonnull %346), !dbg !3243
  %354 = load i8, ptr %337, align 2, !dbg !3234, !tbaa !2261
  br label %355, !dbg !3243

355:                                              ; preds = %353, %348, %342
  %356 = phi i8 [ %343, %348 ], [ %354, %353 ], [ %343, %342 ], !dbg !3234
  %357 = add nuw nsw i64 %344, 1, !dbg !3247
    #dbg_value(i64 %357, !2930, !DIExpression(), !2935)
  %358 = zext i8 %356 to i64, !dbg !3235
  %359 = icmp ult i64 %357, %358, !dbg !3235
  br i1 %359, label %342, label %360, !dbg !3236, !llvm.loop !3248

360:                                              ; preds = %355
  %361 = zext i8 %356 to i64, !dbg !3250
  %362 = add nuw nsw i64 %361, 1, !dbg !3251
  br label %601, !dbg !3250

363:                                              ; preds = %21
  %364 = getelementptr inbounds i8, ptr %3, i64 32
  br label %365, !dbg !2956

365:                                              ; preds = %381, %363
  %366 = phi i8 [ %25, %363 ], [ %382, %381 ]
  %367 = phi i64 [ 0, %363 ], [ %383, %381 ]
    #dbg_value(i64 %367, !2949, !DIExpression(), !2950)
  %368 = getelementptr inbounds [1 x %struct.TValue], ptr %364, i64 0, i64 %367, !dbg !3252
  %369 = getelementptr inbounds i8, ptr %368, i64 8, !dbg !3252
  %370 = load i8, ptr %369, align 8, !dbg !3252, !tbaa !587
  %371 = and i8 %370, 64, !dbg !3252
  %372 = icmp eq i8 %371, 0, !dbg !3252
  br i1 %372, label %381, label %373, !dbg !3252

373:                                              ; preds = %365
  %374 = load ptr, ptr %368, align 8, !dbg !3252, !tbaa !579
  %375 = getelementptr inbounds i8, ptr %374, i64 9, !dbg !3252
  %376 = load i8, ptr %375, align 1, !dbg !3252, !tbaa !541
  %377 = and i8 %376, 24, !dbg !3252
  %378 = icmp eq i8 %377, 0, !dbg !3252
  br i1 %378, label %381, label %379, !dbg !3255

379:                                              ; preds = %373
  tail call fastcc void @reallymarkobject(ptr noundef %0, ptr noundef nonnull %374), !dbg !3252
  %380 = load i8, ptr %24, align 2, !dbg !2952, !tbaa !2265
  br label %381, !dbg !3252

381:                                              ; preds = %379, %373, %365
  %382 = phi i8 [ %366, %365 ], [ %366, %373 ], [ %380, %379 ], !dbg !2952
  %383 = add nuw nsw i64 %367, 1, !dbg !3256
    #dbg_value(i64 %383, !2949, !DIExpression(), !2950)
  %384 = zext i8 %382 to i64, !dbg !2955
  %385 = icmp ult i64 %383, %384, !dbg !2955
  br i1 %385, label %365, label %386, !dbg !2956, !llvm.loop !3257

386:                                              ; preds = %381
  %387 = zext i8 %382 to i64, !dbg !3259
  %388 = add nuw nsw i64 %387, 1, !dbg !3260
  br label %601, !dbg !3259

389:                                              ; preds = %35
  %390 = getelementptr inbounds i8, ptr %39, i64 9, !dbg !3261
  %391 = load i8, ptr %390, align 1, !dbg !3261, !tbaa !3264
  %392 = and i8 %391, 24, !dbg !3261
  %393 = icmp eq i8 %392, 0, !dbg !3261
  br i1 %393, label %395, label %394, !dbg !3265

394:                                              ; preds = %389
  tail call fastcc void @reallymarkobject(ptr noundef nonnull %0, ptr noundef nonnull %39), !dbg !3261
  br label %395, !dbg !3261

395:                                              ; preds = %394, %389, %35
    #dbg_value(i32 0, !2980, !DIExpression(), !2981)
  %396 = getelementptr inbounds i8, ptr %3, i64 20
  %397 = load i32, ptr %396, align 4, !dbg !3266, !tbaa !3269
  %398 = icmp sgt i32 %397, 0, !dbg !3270
  br i1 %398, label %399, label %401, !dbg !3271

399:                                              ; preds = %395
  %400 = getelementptr inbounds i8, ptr %3, i64 56
  br label %407, !dbg !3271

401:                                              ; preds = %424, %395
  %402 = getelementptr inbounds i8, ptr %3, i64 16
    #dbg_value(i32 0, !2980, !DIExpression(), !2981)
  %403 = load i32, ptr %402, align 8, !dbg !3272, !tbaa !3275
  %404 = icmp sgt i32 %403, 0, !dbg !3276
  br i1 %404, label %405, label %429, !dbg !3277

405:                                              ; preds = %401
  %406 = getelementptr inbounds i8, ptr %3, i64 80
  br label %435, !dbg !3277

407:                                              ; preds = %424, %399
  %408 = phi i32 [ %397, %399 ], [ %425, %424 ]
  %409 = phi i64 [ 0, %399 ], [ %426, %424 ]
    #dbg_value(i64 %409, !2980, !DIExpression(), !2981)
  %410 = load ptr, ptr %400, align 8, !dbg !3278, !tbaa !3281
  %411 = getelementptr inbounds %struct.TValue, ptr %410, i64 %409, !dbg !3278
  %412 = getelementptr inbounds i8, ptr %411, i64 8, !dbg !3278
  %413 = load i8, ptr %412, align 8, !dbg !3278, !tbaa !587
  %414 = and i8 %413, 64, !dbg !3278
  %415 = icmp eq i8 %414, 0, !dbg !3278
  br i1 %415, label %424, label %416, !dbg !3278

416:                                              ; preds = %407
  %417 = load ptr, ptr %411, align 8, !dbg !3278, !tbaa !579
  %418 = getelementptr inbounds i8, ptr %417, i64 9, !dbg !3278
  %419 = load i8, ptr %418, align 1, !dbg !3278, !tbaa !541
  %420 = and i8 %419, 24, !dbg !3278
  %421 = icmp eq i8 %420, 0, !dbg !3278
  br i1 %421, label %424, label %422, !dbg !3282

422:                                              ; preds = %416
  tail call fastcc void @reallymarkobject(ptr noundef %0, ptr noundef nonnull %417), !dbg !3278
  %423 = load i32, ptr %396, align 4, !dbg !3266, !tbaa !3269
  br label %424, !dbg !3278

424:                                              ; preds = %422, %416, %407
  %425 = phi i32 [ %408, %407 ], [ %408, %416 ], [ %423, %422 ], !dbg !3266
  %426 = add nuw nsw i64 %409, 1, !dbg !3283
    #dbg_value(i64 %426, !2980, !DIExpression(), !2981)
  %427 = sext i32 %425 to i64, !dbg !3270
  %428 = icmp slt i64 %426, %427, !dbg !3270
  br i1 %428, label %407, label %401, !dbg !3271, !llvm.loop !3284

429:                                              ; preds = %449, %401
  %430 = getelementptr inbounds i8, ptr %3, i64 32
    #dbg_value(i32 0, !2980, !DIExpression(), !2981)
  %431 = load i32, ptr %430, align 8, !dbg !3286, !tbaa !3289
  %432 = icmp sgt i32 %431, 0, !dbg !3290
  br i1 %432, label %433, label %454, !dbg !3291

433:                                              ; preds = %429
  %434 = getelementptr inbounds i8, ptr %3, i64 72
  br label %461, !dbg !3291

435:                                              ; preds = %449, %405
  %436 = phi i32 [ %403, %405 ], [ %450, %449 ]
  %437 = phi i64 [ 0, %405 ], [ %451, %449 ]
    #dbg_value(i64 %437, !2980, !DIExpression(), !2981)
  %438 = load ptr, ptr %406, align 8, !dbg !3292, !tbaa !3295
  %439 = getelementptr inbounds %struct.Upvaldesc, ptr %438, i64 %437, !dbg !3292
  %440 = load ptr, ptr %439, align 8, !dbg !3292, !tbaa !3296
  %441 = icmp eq ptr %440, null, !dbg !3292
  br i1 %441, label %449, label %442, !dbg !3298

442:                                              ; preds = %435
  %443 = getelementptr inbounds i8, ptr %440, i64 9, !dbg !3299
  %444 = load i8, ptr %443, align 1, !dbg !3299, !tbaa !3264
  %445 = and i8 %444, 24, !dbg !3299
  %446 = icmp eq i8 %445, 0, !dbg !3299
  br i1 %446, label %449, label %447, !dbg !3302

447:                                              ; preds = %442
  tail call fastcc void @reallymarkobject(ptr noundef %0, ptr noundef nonnull %440), !dbg !3299
  %448 = load i32, ptr %402, align 8, !dbg !3272, !tbaa !3275
  br label %449, !dbg !3299

449:                                              ; preds = %447, %442, %435
  %450 = phi i32 [ %436, %435 ], [ %448, %447 ], [ %436, %442 ], !dbg !3272
  %451 = add nuw nsw i64 %437, 1, !dbg !3303
    #dbg_value(i64 %451, !2980, !DIExpression(), !2981)
  %452 = sext i32 %450 to i64, !dbg !3276
  %453 = icmp slt i64 %451, %452, !dbg !3276
  br i1 %453, label %435, label %429, !dbg !3277, !llvm.loop !3304

454:                                              ; preds = %475, %429
  %455 = phi i32 [ %431, %429 ], [ %476, %475 ]
  %456 = getelementptr inbounds i8, ptr %3, i64 36
    #dbg_value(i32 0, !2980, !DIExpression(), !2981)
  %457 = load i32, ptr %456, align 4, !dbg !3306, !tbaa !3309
  %458 = icmp sgt i32 %457, 0, !dbg !3310
  br i1 %458, label %459, label %501, !dbg !3311

459:                                              ; preds = %454
  %460 = getelementptr inbounds i8, ptr %3, i64 104
  br label %480, !dbg !3311

461:                                              ; preds = %475, %433
  %462 = phi i32 [ %431, %433 ], [ %476, %475 ]
  %463 = phi i64 [ 0, %433 ], [ %477, %475 ]
    #dbg_value(i64 %463, !2980, !DIExpression(), !2981)
  %464 = load ptr, ptr %434, align 8, !dbg !3312, !tbaa !3315
  %465 = getelementptr inbounds ptr, ptr %464, i64 %463, !dbg !3312
  %466 = load ptr, ptr %465, align 8, !dbg !3312, !tbaa !634
  %467 = icmp eq ptr %466, null, !dbg !3312
  br i1 %467, label %475, label %468, !dbg !3316

468:                                              ; preds = %461
  %469 = getelementptr inbounds i8, ptr %466, i64 9, !dbg !3317
  %470 = load i8, ptr %469, align 1, !dbg !3317, !tbaa !3232
  %471 = and i8 %470, 24, !dbg !3317
  %472 = icmp eq i8 %471, 0, !dbg !3317
  br i1 %472, label %475, label %473, !dbg !3320

473:                                              ; preds = %468
  tail call fastcc void @reallymarkobject(ptr noundef %0, ptr noundef nonnull %466), !dbg !3317
  %474 = load i32, ptr %430, align 8, !dbg !3286, !tbaa !3289
  br label %475, !dbg !3317

475:                                              ; preds = %473, %468, %461
  %476 = phi i32 [ %462, %461 ], [ %474, %473 ], [ %462, %468 ], !dbg !3286
  %477 = add nuw nsw i64 %463, 1, !dbg !3321
    #dbg_value(i64 %477, !2980, !DIExpression(), !2981)
  %478 = sext i32 %476 to i64, !dbg !3290
  %479 = icmp slt i64 %477, %478, !dbg !3290
  br i1 %479, label %461, label %454, !dbg !3291, !llvm.loop !3322

480:                                              ; preds = %494, %459
  %481 = phi i32 [ %457, %459 ], [ %495, %494 ]
  %482 = phi i64 [ 0, %459 ], [ %496, %494 ]
    #dbg_value(i64 %482, !2980, !DIExpression(), !2981)
  %483 = load ptr, ptr %460, align 8, !dbg !3324, !tbaa !3327
  %484 = getelementptr inbounds %struct.LocVar, ptr %483, i64 %482, !dbg !3324
  %485 = load ptr, ptr %484, align 8, !dbg !3324, !tbaa !3328
  %486 = icmp eq ptr %485, null, !dbg !3324
  br i1 %486, label %494, label %487, !dbg !3330

487:                                              ; preds = %480
  %488 = getelementptr inbounds i8, ptr %485, i64 9, !dbg !3331
  %489 = load i8, ptr %488, align 1, !dbg !3331, !tbaa !3264
  %490 = and i8 %489, 24, !dbg !3331
  %491 = icmp eq i8 %490, 0, !dbg !3331
  br i1 %491, label %494, label %492, !dbg !3334

492:                                              ; preds = %487
  tail call fastcc void @reallymarkobject(ptr noundef %0, ptr noundef nonnull %485), !dbg !3331
  %493 = load i32, ptr %456, align 4, !dbg !3306, !tbaa !3309
  br label %494, !dbg !3331

494:                                              ; preds = %492, %487, %480
  %495 = phi i32 [ %481, %480 ], [ %493, %492 ], [ %481, %487 ], !dbg !3306
  %496 = add nuw nsw i64 %482, 1, !dbg !3335
    #dbg_value(i64 %496, !2980, !DIExpression(), !2981)
  %497 = sext i32 %495 to i64, !dbg !3310
  %498 = icmp slt i64 %496, %497, !dbg !3310
  br i1 %498, label %480, label %499, !dbg !3311, !llvm.loop !3336

499:                                              ; preds = %494
  %500 = load i32, ptr %430, align 8, !dbg !3338, !tbaa !3289
  br label %501

501:                                              ; preds = %454, %499
  %502 = phi i32 [ %455, %454 ], [ %500, %499 ], !dbg !3338
  %503 = phi i32 [ %457, %454 ], [ %495, %499 ], !dbg !3306
  %504 = load i32, ptr %396, align 4, !dbg !3339, !tbaa !3269
  %505 = load i32, ptr %402, align 8, !dbg !3340, !tbaa !3275
  %506 = add i32 %502, 1, !dbg !3341
  %507 = add i32 %506, %503, !dbg !3342
  %508 = add i32 %507, %504, !dbg !3343
  %509 = add i32 %508, %505, !dbg !3344
  %510 = sext i32 %509 to i64, !dbg !3345
  br label %601, !dbg !3346

511:                                              ; preds = %27
  %512 = getelementptr inbounds i8, ptr %0, i64 101, !dbg !3347
  %513 = load i8, ptr %512, align 1, !dbg !3347, !tbaa !532
  %514 = icmp eq i8 %513, 0, !dbg !3348
  br i1 %514, label %515, label %519, !dbg !3349

515:                                              ; preds = %511, %27
  %516 = getelementptr inbounds i8, ptr %0, i64 144, !dbg !3350
    #dbg_value(ptr %3, !624, !DIExpression(), !3351)
    #dbg_value(ptr %28, !629, !DIExpression(), !3351)
    #dbg_value(ptr %516, !630, !DIExpression(), !3351)
  %517 = load ptr, ptr %516, align 8, !dbg !3353, !tbaa !634
  store ptr %517, ptr %28, align 8, !dbg !3354, !tbaa !634
  store ptr %3, ptr %516, align 8, !dbg !3355, !tbaa !634
  %518 = and i8 %32, -57, !dbg !3356
  store i8 %518, ptr %4, align 1, !dbg !3356, !tbaa !541
  br label %519, !dbg !3350

519:                                              ; preds = %515, %511
  %520 = icmp eq ptr %31, null, !dbg !3357
  br i1 %520, label %601, label %521, !dbg !3359

521:                                              ; preds = %519
  %522 = getelementptr inbounds i8, ptr %3, i64 16
    #dbg_value(ptr %31, !2965, !DIExpression(), !2966)
  %523 = load ptr, ptr %522, align 8, !dbg !3360, !tbaa !579
  %524 = icmp ult ptr %31, %523, !dbg !3363
  br i1 %524, label %525, label %544, !dbg !3364

525:                                              ; preds = %521, %540
  %526 = phi ptr [ %541, %540 ], [ %523, %521 ]
  %527 = phi ptr [ %542, %540 ], [ %31, %521 ]
    #dbg_value(ptr %527, !2965, !DIExpression(), !2966)
  %528 = getelementptr inbounds i8, ptr %527, i64 8, !dbg !3365
  %529 = load i8, ptr %528, align 8, !dbg !3365, !tbaa !579
  %530 = and i8 %529, 64, !dbg !3365
  %531 = icmp eq i8 %530, 0, !dbg !3365
  br i1 %531, label %540, label %532, !dbg !3365

532:                                              ; preds = %525
  %533 = load ptr, ptr %527, align 8, !dbg !3365, !tbaa !579
  %534 = getelementptr inbounds i8, ptr %533, i64 9, !dbg !3365
  %535 = load i8, ptr %534, align 1, !dbg !3365, !tbaa !541
  %536 = and i8 %535, 24, !dbg !3365
  %537 = icmp eq i8 %536, 0, !dbg !3365
  br i1 %537, label %540, label %538, !dbg !3368

538:                                              ; preds = %532
  tail call fastcc void @reallymarkobject(ptr noundef %0, ptr noundef nonnull %533), !dbg !3365
  %539 = load ptr, ptr %522, align 8, !dbg !3360, !tbaa !579
  br label %540, !dbg !3365

540:                                              ; preds = %538, %532, %525
  %541 = phi ptr [ %526, %525 ], [ %526, %532 ], [ %539, %538 ], !dbg !3360
  %542 = getelementptr inbounds i8, ptr %527, i64 16, !dbg !3369
    #dbg_value(ptr %542, !2965, !DIExpression(), !2966)
  %543 = icmp ult ptr %542, %541, !dbg !3363
  br i1 %543, label %525, label %544, !dbg !3364, !llvm.loop !3370

544:                                              ; preds = %540, %521
  %545 = getelementptr inbounds i8, ptr %3, i64 56, !dbg !3372
    #dbg_value(ptr poison, !2964, !DIExpression(), !2966)
  %546 = load ptr, ptr %545, align 8, !dbg !3374, !tbaa !579
  %547 = icmp eq ptr %546, null, !dbg !3375
  br i1 %547, label %559, label %548, !dbg !3377

548:                                              ; preds = %544, %555
  %549 = phi ptr [ %557, %555 ], [ %546, %544 ]
  %550 = getelementptr inbounds i8, ptr %549, i64 9, !dbg !3378
  %551 = load i8, ptr %550, align 1, !dbg !3378, !tbaa !581
  %552 = and i8 %551, 24, !dbg !3378
  %553 = icmp eq i8 %552, 0, !dbg !3378
  br i1 %553, label %555, label %554, !dbg !3381

554:                                              ; preds = %548
  tail call fastcc void @reallymarkobject(ptr noundef %0, ptr noundef nonnull %549), !dbg !3378
  br label %555, !dbg !3378

555:                                              ; preds = %554, %548
  %556 = getelementptr inbounds i8, ptr %549, i64 24, !dbg !3382
    #dbg_value(ptr poison, !2964, !DIExpression(), !2966)
  %557 = load ptr, ptr %556, align 8, !dbg !3374, !tbaa !579
    #dbg_value(ptr %557, !2964, !DIExpression(), !2966)
  %558 = icmp eq ptr %557, null, !dbg !3375
  br i1 %558, label %559, label %548, !dbg !3377, !llvm.loop !3383

559:                                              ; preds = %555, %544
  %560 = getelementptr inbounds i8, ptr %0, i64 101, !dbg !3385
  %561 = load i8, ptr %560, align 1, !dbg !3385, !tbaa !532
  %562 = icmp eq i8 %561, 2, !dbg !3387
  br i1 %562, label %563, label %591, !dbg !3388

563:                                              ; preds = %559
  %564 = getelementptr inbounds i8, ptr %0, i64 107, !dbg !3389
  %565 = load i8, ptr %564, align 1, !dbg !3389, !tbaa !1463
  %566 = icmp eq i8 %565, 0, !dbg !3392
  br i1 %566, label %567, label %568, !dbg !3393

567:                                              ; preds = %563
  tail call void @luaD_shrinkstack(ptr noundef %3) #9, !dbg !3394
  br label %568, !dbg !3394

568:                                              ; preds = %567, %563
  %569 = load ptr, ptr %522, align 8, !dbg !3395, !tbaa !579
    #dbg_value(ptr %569, !2965, !DIExpression(), !2966)
  %570 = getelementptr inbounds i8, ptr %3, i64 40
  %571 = load ptr, ptr %570, align 8, !dbg !3397, !tbaa !579
  %572 = getelementptr inbounds i8, ptr %571, i64 80, !dbg !3399
  %573 = icmp ult ptr %569, %572, !dbg !3400
  br i1 %573, label %574, label %581, !dbg !3401

574:                                              ; preds = %568, %574
  %575 = phi ptr [ %577, %574 ], [ %569, %568 ]
    #dbg_value(ptr %575, !2965, !DIExpression(), !2966)
  %576 = getelementptr inbounds i8, ptr %575, i64 8, !dbg !3402
  store i8 0, ptr %576, align 8, !dbg !3402, !tbaa !579
  %577 = getelementptr inbounds i8, ptr %575, i64 16, !dbg !3403
    #dbg_value(ptr %577, !2965, !DIExpression(), !2966)
  %578 = load ptr, ptr %570, align 8, !dbg !3397, !tbaa !579
  %579 = getelementptr inbounds i8, ptr %578, i64 80, !dbg !3399
  %580 = icmp ult ptr %577, %579, !dbg !3400
  br i1 %580, label %574, label %581, !dbg !3401, !llvm.loop !3404

581:                                              ; preds = %574, %568
  %582 = getelementptr inbounds i8, ptr %3, i64 80, !dbg !3406
  %583 = load ptr, ptr %582, align 8, !dbg !3406, !tbaa !2370
  %584 = icmp eq ptr %583, %3, !dbg !3406
  br i1 %584, label %585, label %591, !dbg !3408

585:                                              ; preds = %581
  %586 = load ptr, ptr %545, align 8, !dbg !3409, !tbaa !2364
  %587 = icmp eq ptr %586, null, !dbg !3410
  br i1 %587, label %591, label %588, !dbg !3411

588:                                              ; preds = %585
  %589 = getelementptr inbounds i8, ptr %0, i64 248, !dbg !3412
  %590 = load ptr, ptr %589, align 8, !dbg !3412, !tbaa !3414
  store ptr %590, ptr %582, align 8, !dbg !3415, !tbaa !2370
  store ptr %3, ptr %589, align 8, !dbg !3416, !tbaa !3414
  br label %591, !dbg !3417

591:                                              ; preds = %588, %585, %581, %559
  %592 = getelementptr inbounds i8, ptr %3, i64 40, !dbg !3418
  %593 = load ptr, ptr %592, align 8, !dbg !3418, !tbaa !579
  %594 = load ptr, ptr %30, align 8, !dbg !3418, !tbaa !579
  %595 = ptrtoint ptr %593 to i64, !dbg !3418
  %596 = ptrtoint ptr %594 to i64, !dbg !3418
  %597 = sub i64 %595, %596, !dbg !3418
  %598 = shl i64 %597, 28, !dbg !3419
  %599 = add i64 %598, 4294967296, !dbg !3419
  %600 = ashr i64 %599, 32, !dbg !3419
  br label %601, !dbg !3420

601:                                              ; preds = %386, %21, %360, %336, %327, %310, %591, %519, %501, %269
  %602 = phi i64 [ %510, %501 ], [ %273, %269 ], [ %600, %591 ], [ 1, %519 ], [ %311, %310 ], [ %311, %327 ], [ %362, %360 ], [ 1, %336 ], [ %388, %386 ], [ 1, %21 ], !dbg !3421
  ret i64 %602, !dbg !3422
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !3423 ptr @strchr(ptr noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 2) i32 @traverseephemeron(ptr nocapture noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #3 !dbg !3427 {
    #dbg_value(ptr %0, !3431, !DIExpression(), !3444)
    #dbg_value(ptr %1, !3432, !DIExpression(), !3444)
    #dbg_value(i32 %2, !3433, !DIExpression(), !3444)
    #dbg_value(i32 0, !3434, !DIExpression(), !3444)
    #dbg_value(i32 0, !3435, !DIExpression(), !3444)
    #dbg_value(i32 0, !3436, !DIExpression(), !3444)
  %4 = tail call i32 @luaH_realasize(ptr noundef %1) #9, !dbg !3445
    #dbg_value(i32 %4, !3438, !DIExpression(), !3444)
  %5 = getelementptr inbounds i8, ptr %1, i64 11, !dbg !3446
  %6 = load i8, ptr %5, align 1, !dbg !3446, !tbaa !2550
  %7 = zext nneg i8 %6 to i32, !dbg !3446
  %8 = shl nuw i32 1, %7, !dbg !3446
    #dbg_value(i32 %8, !3439, !DIExpression(), !3444)
    #dbg_value(i32 0, !3437, !DIExpression(), !3444)
    #dbg_value(i32 0, !3434, !DIExpression(), !3444)
  %9 = icmp eq i32 %4, 0, !dbg !3447
  br i1 %9, label %13, label %10, !dbg !3450

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  %12 = zext i32 %4 to i64, !dbg !3447
  br label %18, !dbg !3450

13:                                               ; preds = %34, %3
  %14 = phi i32 [ 0, %3 ], [ %35, %34 ], !dbg !3444
  %15 = icmp eq i32 %2, 0
    #dbg_value(i32 %14, !3434, !DIExpression(), !3444)
    #dbg_value(i32 0, !3435, !DIExpression(), !3444)
    #dbg_value(i32 0, !3436, !DIExpression(), !3444)
    #dbg_value(i32 0, !3437, !DIExpression(), !3444)
  %16 = getelementptr inbounds i8, ptr %1, i64 24
  %17 = zext i32 %8 to i64, !dbg !3451
  br label %38, !dbg !3452

18:                                               ; preds = %10, %34
  %19 = phi i64 [ 0, %10 ], [ %36, %34 ]
  %20 = phi i32 [ 0, %10 ], [ %35, %34 ]
    #dbg_value(i32 %20, !3434, !DIExpression(), !3444)
    #dbg_value(i64 %19, !3437, !DIExpression(), !3444)
  %21 = load ptr, ptr %11, align 8, !dbg !3453, !tbaa !2838
  %22 = getelementptr inbounds %struct.TValue, ptr %21, i64 %19, !dbg !3453
  %23 = getelementptr inbounds i8, ptr %22, i64 8, !dbg !3453
  %24 = load i8, ptr %23, align 8, !dbg !3453, !tbaa !587
  %25 = and i8 %24, 64, !dbg !3453
  %26 = icmp eq i8 %25, 0, !dbg !3453
  br i1 %26, label %34, label %27, !dbg !3453

27:                                               ; preds = %18
  %28 = load ptr, ptr %22, align 8, !dbg !3453, !tbaa !579
  %29 = getelementptr inbounds i8, ptr %28, i64 9, !dbg !3453
  %30 = load i8, ptr %29, align 1, !dbg !3453, !tbaa !541
  %31 = and i8 %30, 24, !dbg !3453
  %32 = icmp eq i8 %31, 0, !dbg !3453
  br i1 %32, label %34, label %33, !dbg !3456

33:                                               ; preds = %27
    #dbg_value(i32 1, !3434, !DIExpression(), !3444)
  tail call fastcc void @reallymarkobject(ptr noundef %0, ptr noundef nonnull %28), !dbg !3457
  br label %34, !dbg !3459

34:                                               ; preds = %18, %27, %33
  %35 = phi i32 [ 1, %33 ], [ %20, %27 ], [ %20, %18 ], !dbg !3444
    #dbg_value(i32 %35, !3434, !DIExpression(), !3444)
  %36 = add nuw nsw i64 %19, 1, !dbg !3460
    #dbg_value(i64 %36, !3437, !DIExpression(), !3444)
  %37 = icmp eq i64 %36, %12, !dbg !3447
  br i1 %37, label %13, label %18, !dbg !3450, !llvm.loop !3461

38:                                               ; preds = %13, %98
  %39 = phi i64 [ 0, %13 ], [ %102, %98 ]
  %40 = phi i32 [ %14, %13 ], [ %101, %98 ]
  %41 = phi i32 [ 0, %13 ], [ %100, %98 ]
  %42 = phi i32 [ 0, %13 ], [ %99, %98 ]
    #dbg_value(i32 %40, !3434, !DIExpression(), !3444)
    #dbg_value(i32 %41, !3435, !DIExpression(), !3444)
    #dbg_value(i32 %42, !3436, !DIExpression(), !3444)
    #dbg_value(i64 %39, !3437, !DIExpression(), !3444)
  %43 = load ptr, ptr %16, align 8, !dbg !3463, !tbaa !2549
  %44 = trunc nuw i64 %39 to i32, !dbg !3464
  %45 = xor i32 %44, -1, !dbg !3464
  %46 = add i32 %8, %45, !dbg !3464
  %47 = zext i32 %46 to i64, !dbg !3464
  %48 = select i1 %15, i64 %39, i64 %47, !dbg !3464
  %49 = getelementptr inbounds %union.Node, ptr %43, i64 %48, !dbg !3463
    #dbg_value(ptr %49, !3440, !DIExpression(), !3465)
  %50 = getelementptr inbounds i8, ptr %49, i64 8, !dbg !3466
  %51 = load i8, ptr %50, align 8, !dbg !3466, !tbaa !579
  %52 = and i8 %51, 15, !dbg !3466
  %53 = icmp eq i8 %52, 0, !dbg !3466
  %54 = getelementptr inbounds i8, ptr %49, i64 9, !dbg !3468
  %55 = load i8, ptr %54, align 1, !dbg !3468, !tbaa !579
  %56 = and i8 %55, 64, !dbg !3468
  %57 = icmp eq i8 %56, 0, !dbg !3468
  br i1 %53, label %58, label %60, !dbg !3469

58:                                               ; preds = %38
    #dbg_value(ptr %49, !2586, !DIExpression(), !3470)
  br i1 %57, label %98, label %59, !dbg !3472

59:                                               ; preds = %58
  store i8 11, ptr %54, align 1, !dbg !3473, !tbaa !579
  br label %98, !dbg !3473

60:                                               ; preds = %38
  br i1 %57, label %87, label %61, !dbg !3474

61:                                               ; preds = %60
  %62 = getelementptr inbounds i8, ptr %49, i64 16, !dbg !3474
  %63 = load ptr, ptr %62, align 8, !dbg !3474, !tbaa !579
    #dbg_value(ptr %0, !2558, !DIExpression(), !3476)
    #dbg_value(ptr %63, !2565, !DIExpression(), !3476)
  %64 = icmp eq ptr %63, null, !dbg !3478
  br i1 %64, label %87, label %65, !dbg !3479

65:                                               ; preds = %61
  %66 = getelementptr inbounds i8, ptr %63, i64 8, !dbg !3480
  %67 = load <2 x i8>, ptr %66, align 8, !dbg !3480, !tbaa !579
  %68 = and <2 x i8> %67, <i8 15, i8 24>, !dbg !3481
  %69 = icmp eq <2 x i8> %68, <i8 4, i8 0>, !dbg !3482
  %70 = extractelement <2 x i1> %69, i64 0, !dbg !3483
  br i1 %70, label %71, label %75, !dbg !3483

71:                                               ; preds = %65
  %72 = extractelement <2 x i1> %69, i64 1, !dbg !3484
  br i1 %72, label %87, label %73, !dbg !3484

73:                                               ; preds = %71
  tail call fastcc void @reallymarkobject(ptr noundef %0, ptr noundef nonnull %63), !dbg !3485
  %74 = load i8, ptr %50, align 8, !dbg !3486, !tbaa !579
  br label %87, !dbg !3485

75:                                               ; preds = %65
  %76 = extractelement <2 x i1> %69, i64 1, !dbg !3488
  br i1 %76, label %87, label %77, !dbg !3488

77:                                               ; preds = %75
    #dbg_value(i32 1, !3435, !DIExpression(), !3444)
  %78 = and i8 %51, 64, !dbg !3489
  %79 = icmp eq i8 %78, 0, !dbg !3489
  br i1 %79, label %98, label %80, !dbg !3489

80:                                               ; preds = %77
  %81 = load ptr, ptr %49, align 8, !dbg !3489, !tbaa !579
  %82 = getelementptr inbounds i8, ptr %81, i64 9, !dbg !3489
  %83 = load i8, ptr %82, align 1, !dbg !3489, !tbaa !541
  %84 = and i8 %83, 24, !dbg !3489
  %85 = icmp eq i8 %84, 0, !dbg !3489
  %86 = select i1 %85, i32 %42, i32 1, !dbg !3492
  br label %98, !dbg !3492

87:                                               ; preds = %60, %71, %73, %61, %75
  %88 = phi i8 [ %51, %60 ], [ %51, %71 ], [ %74, %73 ], [ %51, %61 ], [ %51, %75 ], !dbg !3486
  %89 = and i8 %88, 64, !dbg !3486
  %90 = icmp eq i8 %89, 0, !dbg !3486
  br i1 %90, label %98, label %91, !dbg !3486

91:                                               ; preds = %87
  %92 = load ptr, ptr %49, align 8, !dbg !3486, !tbaa !579
  %93 = getelementptr inbounds i8, ptr %92, i64 9, !dbg !3486
  %94 = load i8, ptr %93, align 1, !dbg !3486, !tbaa !541
  %95 = and i8 %94, 24, !dbg !3486
  %96 = icmp eq i8 %95, 0, !dbg !3486
  br i1 %96, label %98, label %97, !dbg !3493

97:                                               ; preds = %91
    #dbg_value(i32 1, !3434, !DIExpression(), !3444)
  tail call fastcc void @reallymarkobject(ptr noundef %0, ptr noundef nonnull %92), !dbg !3494
  br label %98, !dbg !3496

98:                                               ; preds = %59, %58, %80, %77, %97, %91, %87
  %99 = phi i32 [ %42, %77 ], [ %42, %97 ], [ %42, %91 ], [ %42, %87 ], [ %86, %80 ], [ %42, %58 ], [ %42, %59 ], !dbg !3444
  %100 = phi i32 [ 1, %77 ], [ %41, %97 ], [ %41, %91 ], [ %41, %87 ], [ 1, %80 ], [ %41, %58 ], [ %41, %59 ], !dbg !3444
  %101 = phi i32 [ %40, %77 ], [ 1, %97 ], [ %40, %91 ], [ %40, %87 ], [ %40, %80 ], [ %40, %58 ], [ %40, %59 ], !dbg !3444
    #dbg_value(i32 %101, !3434, !DIExpression(), !3444)
    #dbg_value(i32 %100, !3435, !DIExpression(), !3444)
    #dbg_value(i32 %99, !3436, !DIExpression(), !3444)
  %102 = add nuw nsw i64 %39, 1, !dbg !3497
    #dbg_value(i64 %102, !3437, !DIExpression(), !3444)
  %103 = icmp eq i64 %102, %17, !dbg !3451
  br i1 %103, label %104, label %38, !dbg !3452, !llvm.loop !3498

104:                                              ; preds = %98
  %105 = getelementptr inbounds i8, ptr %0, i64 101, !dbg !3500
  %106 = load i8, ptr %105, align 1, !dbg !3500, !tbaa !532
  %107 = icmp eq i8 %106, 0, !dbg !3502
  br i1 %107, label %108, label %115, !dbg !3503

108:                                              ; preds = %104
  %109 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !3504
  %110 = getelementptr inbounds i8, ptr %0, i64 144, !dbg !3504
    #dbg_value(ptr %1, !624, !DIExpression(), !3505)
    #dbg_value(ptr %109, !629, !DIExpression(), !3505)
    #dbg_value(ptr %110, !630, !DIExpression(), !3505)
  %111 = load ptr, ptr %110, align 8, !dbg !3507, !tbaa !634
  store ptr %111, ptr %109, align 8, !dbg !3508, !tbaa !634
  store ptr %1, ptr %110, align 8, !dbg !3509, !tbaa !634
  %112 = getelementptr inbounds i8, ptr %1, i64 9, !dbg !3510
  %113 = load i8, ptr %112, align 1, !dbg !3510, !tbaa !541
  %114 = and i8 %113, -57, !dbg !3510
  store i8 %114, ptr %112, align 1, !dbg !3510, !tbaa !541
  br label %154, !dbg !3504

115:                                              ; preds = %104
  %116 = icmp eq i32 %99, 0, !dbg !3511
  br i1 %116, label %124, label %117, !dbg !3513

117:                                              ; preds = %115
  %118 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !3514
  %119 = getelementptr inbounds i8, ptr %0, i64 160, !dbg !3514
    #dbg_value(ptr %1, !624, !DIExpression(), !3515)
    #dbg_value(ptr %118, !629, !DIExpression(), !3515)
    #dbg_value(ptr %119, !630, !DIExpression(), !3515)
  %120 = load ptr, ptr %119, align 8, !dbg !3517, !tbaa !634
  store ptr %120, ptr %118, align 8, !dbg !3518, !tbaa !634
  store ptr %1, ptr %119, align 8, !dbg !3519, !tbaa !634
  %121 = getelementptr inbounds i8, ptr %1, i64 9, !dbg !3520
  %122 = load i8, ptr %121, align 1, !dbg !3520, !tbaa !541
  %123 = and i8 %122, -57, !dbg !3520
  store i8 %123, ptr %121, align 1, !dbg !3520, !tbaa !541
  br label %154, !dbg !3514

124:                                              ; preds = %115
  %125 = icmp eq i32 %100, 0, !dbg !3521
  br i1 %125, label %133, label %126, !dbg !3523

126:                                              ; preds = %124
  %127 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !3524
  %128 = getelementptr inbounds i8, ptr %0, i64 168, !dbg !3524
    #dbg_value(ptr %1, !624, !DIExpression(), !3525)
    #dbg_value(ptr %127, !629, !DIExpression(), !3525)
    #dbg_value(ptr %128, !630, !DIExpression(), !3525)
  %129 = load ptr, ptr %128, align 8, !dbg !3527, !tbaa !634
  store ptr %129, ptr %127, align 8, !dbg !3528, !tbaa !634
  store ptr %1, ptr %128, align 8, !dbg !3529, !tbaa !634
  %130 = getelementptr inbounds i8, ptr %1, i64 9, !dbg !3530
  %131 = load i8, ptr %130, align 1, !dbg !3530, !tbaa !541
  %132 = and i8 %131, -57, !dbg !3530
  store i8 %132, ptr %130, align 1, !dbg !3530, !tbaa !541
  br label %154, !dbg !3524

133:                                              ; preds = %124
    #dbg_value(ptr %0, !3153, !DIExpression(), !3531)
    #dbg_value(ptr %1, !3156, !DIExpression(), !3531)
  %134 = getelementptr inbounds i8, ptr %1, i64 9, !dbg !3533
  %135 = load i8, ptr %134, align 1, !dbg !3533, !tbaa !541
  %136 = and i8 %135, 7, !dbg !3533
  switch i8 %136, label %154 [
    i8 5, label %137
    i8 6, label %151
  ], !dbg !3534

137:                                              ; preds = %133
    #dbg_value(ptr %1, !616, !DIExpression(), !3535)
  %138 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !3537
  %139 = load i8, ptr %138, align 8, !dbg !3537, !tbaa !571
  switch i8 %139, label %145 [
    i8 5, label %146
    i8 6, label %140
    i8 38, label %141
    i8 8, label %142
    i8 10, label %143
    i8 7, label %144
  ], !dbg !3538

140:                                              ; preds = %137
  br label %146, !dbg !3539

141:                                              ; preds = %137
  br label %146, !dbg !3540

142:                                              ; preds = %137
  br label %146, !dbg !3541

143:                                              ; preds = %137
  br label %146, !dbg !3542

144:                                              ; preds = %137
  br label %146

145:                                              ; preds = %137
  unreachable, !dbg !3538

146:                                              ; preds = %144, %143, %142, %141, %140, %137
  %147 = phi i64 [ 16, %140 ], [ 16, %141 ], [ 72, %142 ], [ 120, %143 ], [ 32, %144 ], [ 48, %137 ]
  %148 = getelementptr inbounds i8, ptr %1, i64 %147, !dbg !3543
  %149 = getelementptr inbounds i8, ptr %0, i64 144, !dbg !3544
    #dbg_value(ptr %1, !624, !DIExpression(), !3545)
    #dbg_value(ptr %148, !629, !DIExpression(), !3545)
    #dbg_value(ptr %149, !630, !DIExpression(), !3545)
  %150 = load ptr, ptr %149, align 8, !dbg !3547, !tbaa !634
  store ptr %150, ptr %148, align 8, !dbg !3548, !tbaa !634
  store ptr %1, ptr %149, align 8, !dbg !3549, !tbaa !634
  br label %151, !dbg !3550

151:                                              ; preds = %146, %133
  %152 = phi i8 [ -57, %146 ], [ -4, %133 ]
  %153 = and i8 %152, %135, !dbg !3551
  store i8 %153, ptr %134, align 1, !dbg !3551, !tbaa !541
  br label %154, !dbg !3552

154:                                              ; preds = %151, %133, %117, %126, %108
  ret i32 %101, !dbg !3553
}

declare !dbg !3554 hidden i32 @luaH_realasize(ptr noundef) local_unnamed_addr #4

declare !dbg !3559 hidden void @luaD_shrinkstack(ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal fastcc void @finishgencycle(ptr noundef %0, ptr noundef %1) unnamed_addr #3 !dbg !3561 {
    #dbg_value(ptr %0, !3563, !DIExpression(), !3565)
    #dbg_value(ptr %1, !3564, !DIExpression(), !3565)
    #dbg_value(ptr %1, !3566, !DIExpression(), !3570)
  %3 = getelementptr inbounds i8, ptr %1, i64 144, !dbg !3572
  %4 = tail call fastcc ptr @correctgraylist(ptr noundef nonnull %3), !dbg !3573
    #dbg_value(ptr %4, !3569, !DIExpression(), !3570)
  %5 = getelementptr inbounds i8, ptr %1, i64 152, !dbg !3574
  %6 = load ptr, ptr %5, align 8, !dbg !3574, !tbaa !2453
  store ptr %6, ptr %4, align 8, !dbg !3575, !tbaa !634
  store ptr null, ptr %5, align 8, !dbg !3576, !tbaa !2453
  %7 = tail call fastcc ptr @correctgraylist(ptr noundef nonnull %4), !dbg !3577
    #dbg_value(ptr %7, !3569, !DIExpression(), !3570)
  %8 = getelementptr inbounds i8, ptr %1, i64 168, !dbg !3578
  %9 = load ptr, ptr %8, align 8, !dbg !3578, !tbaa !2456
  store ptr %9, ptr %7, align 8, !dbg !3579, !tbaa !634
  store ptr null, ptr %8, align 8, !dbg !3580, !tbaa !2456
  %10 = tail call fastcc ptr @correctgraylist(ptr noundef nonnull %7), !dbg !3581
    #dbg_value(ptr %10, !3569, !DIExpression(), !3570)
  %11 = getelementptr inbounds i8, ptr %1, i64 160, !dbg !3582
  %12 = load ptr, ptr %11, align 8, !dbg !3582, !tbaa !2426
  store ptr %12, ptr %10, align 8, !dbg !3583, !tbaa !634
  store ptr null, ptr %11, align 8, !dbg !3584, !tbaa !2426
  %13 = tail call fastcc ptr @correctgraylist(ptr noundef nonnull %10), !dbg !3585
    #dbg_value(ptr %0, !1448, !DIExpression(), !3586)
    #dbg_value(ptr %1, !1453, !DIExpression(), !3586)
  %14 = getelementptr inbounds i8, ptr %1, i64 107, !dbg !3588
  %15 = load i8, ptr %14, align 1, !dbg !3588, !tbaa !1463
  %16 = icmp eq i8 %15, 0, !dbg !3589
  br i1 %16, label %19, label %17, !dbg !3590

17:                                               ; preds = %2
  %18 = getelementptr inbounds i8, ptr %1, i64 101, !dbg !3591
  store i8 0, ptr %18, align 1, !dbg !3592, !tbaa !532
  br label %49, !dbg !3593

19:                                               ; preds = %2
  %20 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !3594
  %21 = load i32, ptr %20, align 8, !dbg !3594, !tbaa !1467
  %22 = getelementptr inbounds i8, ptr %1, i64 60, !dbg !3595
  %23 = load i32, ptr %22, align 4, !dbg !3595, !tbaa !1469
  %24 = sdiv i32 %23, 4, !dbg !3596
  %25 = icmp slt i32 %21, %24, !dbg !3597
  br i1 %25, label %28, label %26, !dbg !3598

26:                                               ; preds = %19
  %27 = getelementptr inbounds i8, ptr %1, i64 101, !dbg !3591
  store i8 0, ptr %27, align 1, !dbg !3592, !tbaa !532
  br label %40, !dbg !3593

28:                                               ; preds = %19
  %29 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !3599
  %30 = load i64, ptr %29, align 8, !dbg !3599, !tbaa !1028
    #dbg_value(i64 %30, !1454, !DIExpression(), !3600)
  %31 = sdiv i32 %23, 2, !dbg !3601
  tail call void @luaS_resize(ptr noundef %0, i32 noundef %31) #9, !dbg !3602
  %32 = load i64, ptr %29, align 8, !dbg !3603, !tbaa !1028
  %33 = sub i64 %32, %30, !dbg !3604
  %34 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !3605
  %35 = load i64, ptr %34, align 8, !dbg !3606, !tbaa !1309
  %36 = add i64 %33, %35, !dbg !3606
  store i64 %36, ptr %34, align 8, !dbg !3606, !tbaa !1309
  %37 = load i8, ptr %14, align 1, !dbg !3607, !tbaa !1463
  %38 = icmp eq i8 %37, 0, !dbg !3609
  %39 = getelementptr inbounds i8, ptr %1, i64 101, !dbg !3591
  store i8 0, ptr %39, align 1, !dbg !3592, !tbaa !532
  br i1 %38, label %40, label %49, !dbg !3593

40:                                               ; preds = %26, %28
    #dbg_value(ptr %0, !1139, !DIExpression(), !3610)
  %41 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3612
  %42 = load ptr, ptr %41, align 8, !dbg !3612, !tbaa !521
    #dbg_value(ptr %42, !1142, !DIExpression(), !3610)
  %43 = getelementptr inbounds i8, ptr %42, i64 176
  %44 = load ptr, ptr %43, align 8, !dbg !3613, !tbaa !971
  %45 = icmp eq ptr %44, null, !dbg !3614
  br i1 %45, label %49, label %46, !dbg !3614

46:                                               ; preds = %40, %46
  tail call fastcc void @GCTM(ptr noundef %0), !dbg !3615
  %47 = load ptr, ptr %43, align 8, !dbg !3613, !tbaa !971
  %48 = icmp eq ptr %47, null, !dbg !3614
  br i1 %48, label %49, label %46, !dbg !3614, !llvm.loop !3616

49:                                               ; preds = %46, %40, %17, %28
  ret void, !dbg !3618
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc ptr @correctgraylist(ptr noundef %0) unnamed_addr #6 !dbg !3619 {
    #dbg_value(ptr %0, !3621, !DIExpression(), !3627)
  %2 = load ptr, ptr %0, align 8, !dbg !3628, !tbaa !634
  %3 = icmp eq ptr %2, null, !dbg !3629
  br i1 %3, label %49, label %4, !dbg !3630

4:                                                ; preds = %1, %45
  %5 = phi ptr [ %46, %45 ], [ %2, %1 ]
  %6 = phi ptr [ %47, %45 ], [ %0, %1 ]
    #dbg_value(ptr %6, !3621, !DIExpression(), !3627)
    #dbg_value(ptr %5, !616, !DIExpression(), !3631)
  %7 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !3633
  %8 = load i8, ptr %7, align 8, !dbg !3633, !tbaa !571
  switch i8 %8, label %21 [
    i8 5, label %9
    i8 6, label %11
    i8 38, label %13
    i8 8, label %15
    i8 10, label %17
    i8 7, label %19
  ], !dbg !3634

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %5, i64 48, !dbg !3635
  br label %21, !dbg !3636

11:                                               ; preds = %4
  %12 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !3637
  br label %21, !dbg !3638

13:                                               ; preds = %4
  %14 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !3639
  br label %21, !dbg !3640

15:                                               ; preds = %4
  %16 = getelementptr inbounds i8, ptr %5, i64 72, !dbg !3641
  br label %21, !dbg !3642

17:                                               ; preds = %4
  %18 = getelementptr inbounds i8, ptr %5, i64 120, !dbg !3643
  br label %21, !dbg !3644

19:                                               ; preds = %4
    #dbg_value(ptr %5, !617, !DIExpression(), !3645)
  %20 = getelementptr inbounds i8, ptr %5, i64 32, !dbg !3646
  br label %21

21:                                               ; preds = %4, %9, %11, %13, %15, %17, %19
  %22 = phi ptr [ %20, %19 ], [ %18, %17 ], [ %16, %15 ], [ %14, %13 ], [ %12, %11 ], [ %10, %9 ], [ null, %4 ], !dbg !3647
    #dbg_value(ptr %22, !3623, !DIExpression(), !3648)
  %23 = getelementptr inbounds i8, ptr %5, i64 9, !dbg !3649
  %24 = load i8, ptr %23, align 1, !dbg !3649, !tbaa !541
  %25 = zext i8 %24 to i32, !dbg !3649
  %26 = and i32 %25, 24, !dbg !3649
  %27 = icmp eq i32 %26, 0, !dbg !3649
  br i1 %27, label %28, label %41, !dbg !3651

28:                                               ; preds = %21
  %29 = and i32 %25, 7, !dbg !3652
  %30 = icmp eq i32 %29, 5, !dbg !3654
  br i1 %30, label %31, label %34, !dbg !3655

31:                                               ; preds = %28
  %32 = and i8 %24, -33, !dbg !3656
  %33 = xor i8 %32, 35, !dbg !3656
  store i8 %33, ptr %23, align 1, !dbg !3656, !tbaa !541
  br label %43, !dbg !3658, !llvm.loop !3659

34:                                               ; preds = %28
  %35 = icmp eq i8 %8, 8, !dbg !3661
  br i1 %35, label %43, label %36, !dbg !3663, !llvm.loop !3659

36:                                               ; preds = %34
  %37 = icmp eq i32 %29, 6, !dbg !3664
  %38 = and i8 %24, -60
  %39 = select i1 %37, i8 %38, i8 %24, !dbg !3667
  %40 = or i8 %39, 32, !dbg !3668
  store i8 %40, ptr %23, align 1, !dbg !3668, !tbaa !541
  br label %41, !dbg !3669

41:                                               ; preds = %21, %36
    #dbg_label(!3625, !3670)
  %42 = load ptr, ptr %22, align 8, !dbg !3671, !tbaa !634
  store ptr %42, ptr %6, align 8, !dbg !3672, !tbaa !634
  br label %45, !dbg !3673, !llvm.loop !3659

43:                                               ; preds = %34, %31
  %44 = load ptr, ptr %22, align 8, !dbg !3628, !tbaa !634
  br label %45, !dbg !3628

45:                                               ; preds = %43, %41
  %46 = phi ptr [ %44, %43 ], [ %42, %41 ], !dbg !3628
  %47 = phi ptr [ %22, %43 ], [ %6, %41 ]
    #dbg_value(ptr %47, !3621, !DIExpression(), !3627)
    #dbg_value(ptr %46, !3622, !DIExpression(), !3627)
  %48 = icmp eq ptr %46, null, !dbg !3629
  br i1 %48, label %49, label %4, !dbg !3630

49:                                               ; preds = %45, %1
  %50 = phi ptr [ %0, %1 ], [ %47, %45 ]
  ret ptr %50, !dbg !3674
}

declare !dbg !3675 hidden void @luaS_resize(ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal fastcc void @GCTM(ptr noundef %0) unnamed_addr #3 !dbg !3676 {
  %2 = alloca %struct.TValue, align 8, !DIAssignID !3696
    #dbg_assign(i1 undef, !3681, !DIExpression(), !3696, ptr %2, !DIExpression(), !3697)
    #dbg_value(ptr %0, !3678, !DIExpression(), !3697)
  %3 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !3698
  %4 = load ptr, ptr %3, align 8, !dbg !3698, !tbaa !521
    #dbg_value(ptr %4, !3679, !DIExpression(), !3697)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #9, !dbg !3699
    #dbg_value(ptr %2, !3682, !DIExpression(), !3700)
    #dbg_value(ptr %4, !3701, !DIExpression(), !3707)
  %5 = getelementptr inbounds i8, ptr %4, i64 176, !dbg !3709
  %6 = load ptr, ptr %5, align 8, !dbg !3709, !tbaa !971
    #dbg_value(ptr %6, !3706, !DIExpression(), !3707)
  %7 = load ptr, ptr %6, align 8, !dbg !3710, !tbaa !684
  store ptr %7, ptr %5, align 8, !dbg !3711, !tbaa !971
  %8 = getelementptr inbounds i8, ptr %4, i64 112, !dbg !3712
  %9 = load ptr, ptr %8, align 8, !dbg !3712, !tbaa !687
  store ptr %9, ptr %6, align 8, !dbg !3713, !tbaa !684
  store ptr %6, ptr %8, align 8, !dbg !3714, !tbaa !687
  %10 = getelementptr inbounds i8, ptr %6, i64 9, !dbg !3715
  %11 = load i8, ptr %10, align 1, !dbg !3715, !tbaa !541
  %12 = and i8 %11, -65, !dbg !3715
  store i8 %12, ptr %10, align 1, !dbg !3715, !tbaa !541
  %13 = getelementptr inbounds i8, ptr %4, i64 101, !dbg !3716
  %14 = load i8, ptr %13, align 1, !dbg !3716, !tbaa !532
  %15 = add i8 %14, -3, !dbg !3716
  %16 = icmp ult i8 %15, 4, !dbg !3716
  br i1 %16, label %17, label %23, !dbg !3716

17:                                               ; preds = %1
  %18 = and i8 %11, -121, !dbg !3718
  %19 = getelementptr inbounds i8, ptr %4, i64 100, !dbg !3718
  %20 = load i8, ptr %19, align 4, !dbg !3718, !tbaa !554
  %21 = and i8 %20, 24, !dbg !3718
  %22 = or disjoint i8 %21, %18, !dbg !3718
  store i8 %22, ptr %10, align 1, !dbg !3718, !tbaa !541
  br label %28, !dbg !3718

23:                                               ; preds = %1
  %24 = and i8 %11, 7, !dbg !3719
  %25 = icmp eq i8 %24, 3, !dbg !3721
  br i1 %25, label %26, label %28, !dbg !3722

26:                                               ; preds = %23
  %27 = getelementptr inbounds i8, ptr %4, i64 216, !dbg !3723
  store ptr %6, ptr %27, align 8, !dbg !3724, !tbaa !1782
  br label %28, !dbg !3725

28:                                               ; preds = %17, %23, %26
    #dbg_value(ptr %6, !3684, !DIExpression(), !3700)
  store ptr %6, ptr %2, align 8, !dbg !3726, !tbaa !579
  %29 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !3726
  %30 = load i8, ptr %29, align 8, !dbg !3726, !tbaa !571
  %31 = or i8 %30, 64, !dbg !3726
  %32 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !3726
  store i8 %31, ptr %32, align 8, !dbg !3726, !tbaa !587
  %33 = call ptr @luaT_gettmbyobj(ptr noundef nonnull %0, ptr noundef nonnull %2, i32 noundef 2) #9, !dbg !3727
    #dbg_value(ptr %33, !3680, !DIExpression(), !3697)
  %34 = getelementptr inbounds i8, ptr %33, i64 8, !dbg !3728
  %35 = load i8, ptr %34, align 8, !dbg !3728, !tbaa !587
  %36 = and i8 %35, 15, !dbg !3728
  %37 = icmp eq i8 %36, 0, !dbg !3728
  br i1 %37, label %76, label %38, !dbg !3729

38:                                               ; preds = %28
  %39 = getelementptr inbounds i8, ptr %0, i64 11, !dbg !3730
  %40 = load i8, ptr %39, align 1, !dbg !3730, !tbaa !3731
    #dbg_value(i8 %40, !3688, !DIExpression(), !3732)
  %41 = getelementptr inbounds i8, ptr %4, i64 106, !dbg !3733
  %42 = load i8, ptr %41, align 2, !dbg !3733, !tbaa !766
    #dbg_value(i8 %42, !3689, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !3732)
  %43 = or i8 %42, 2, !dbg !3734
  store i8 %43, ptr %41, align 2, !dbg !3734, !tbaa !766
  store i8 0, ptr %39, align 1, !dbg !3735, !tbaa !3731
  %44 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3736
  %45 = load ptr, ptr %44, align 8, !dbg !3736, !tbaa !579
  %46 = getelementptr inbounds i8, ptr %45, i64 16, !dbg !3736
  store ptr %46, ptr %44, align 8, !dbg !3736, !tbaa !579
    #dbg_value(ptr %45, !3690, !DIExpression(), !3737)
    #dbg_value(ptr %33, !3692, !DIExpression(), !3737)
  %47 = load i64, ptr %33, align 8, !dbg !3736, !tbaa !579
  store i64 %47, ptr %45, align 8, !dbg !3736, !tbaa !579
  %48 = load i8, ptr %34, align 8, !dbg !3736, !tbaa !587
  %49 = getelementptr inbounds i8, ptr %45, i64 8, !dbg !3736
  store i8 %48, ptr %49, align 8, !dbg !3736, !tbaa !587
  %50 = load ptr, ptr %44, align 8, !dbg !3738, !tbaa !579
  %51 = getelementptr inbounds i8, ptr %50, i64 16, !dbg !3738
  store ptr %51, ptr %44, align 8, !dbg !3738, !tbaa !579
    #dbg_value(ptr %50, !3693, !DIExpression(), !3739)
    #dbg_value(ptr %2, !3695, !DIExpression(), !3739)
  %52 = load i64, ptr %2, align 8, !dbg !3738, !tbaa !579
  store i64 %52, ptr %50, align 8, !dbg !3738, !tbaa !579
  %53 = load i8, ptr %32, align 8, !dbg !3738, !tbaa !587
  %54 = getelementptr inbounds i8, ptr %50, i64 8, !dbg !3738
  store i8 %53, ptr %54, align 8, !dbg !3738, !tbaa !587
  %55 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !3740
  %56 = load ptr, ptr %55, align 8, !dbg !3740, !tbaa !3741
  %57 = getelementptr inbounds i8, ptr %56, i64 62, !dbg !3742
  %58 = load i16, ptr %57, align 2, !dbg !3743, !tbaa !3744
  %59 = or i16 %58, 128, !dbg !3743
  store i16 %59, ptr %57, align 2, !dbg !3743, !tbaa !3744
  %60 = load ptr, ptr %44, align 8, !dbg !3745, !tbaa !579
  %61 = getelementptr inbounds i8, ptr %60, i64 -32, !dbg !3745
  %62 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !3745
  %63 = load ptr, ptr %62, align 8, !dbg !3745, !tbaa !579
  %64 = ptrtoint ptr %61 to i64, !dbg !3745
  %65 = ptrtoint ptr %63 to i64, !dbg !3745
  %66 = sub i64 %64, %65, !dbg !3745
  %67 = call i32 @luaD_pcall(ptr noundef nonnull %0, ptr noundef nonnull @dothecall, ptr noundef null, i64 noundef %66, i64 noundef 0) #9, !dbg !3746
    #dbg_value(i32 %67, !3685, !DIExpression(), !3732)
  %68 = load ptr, ptr %55, align 8, !dbg !3747, !tbaa !3741
  %69 = getelementptr inbounds i8, ptr %68, i64 62, !dbg !3748
  %70 = load i16, ptr %69, align 2, !dbg !3749, !tbaa !3744
  %71 = and i16 %70, -129, !dbg !3749
  store i16 %71, ptr %69, align 2, !dbg !3749, !tbaa !3744
  store i8 %40, ptr %39, align 1, !dbg !3750, !tbaa !3731
  store i8 %42, ptr %41, align 2, !dbg !3751, !tbaa !766
  %72 = icmp eq i32 %67, 0, !dbg !3752
  br i1 %72, label %76, label %73, !dbg !3754, !prof !3755

73:                                               ; preds = %38
  call void @luaE_warnerror(ptr noundef nonnull %0, ptr noundef nonnull @.str) #9, !dbg !3756
  %74 = load ptr, ptr %44, align 8, !dbg !3758, !tbaa !579
  %75 = getelementptr inbounds i8, ptr %74, i64 -16, !dbg !3758
  store ptr %75, ptr %44, align 8, !dbg !3758, !tbaa !579
  br label %76, !dbg !3759

76:                                               ; preds = %38, %73, %28
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #9, !dbg !3760
  ret void, !dbg !3760
}

declare !dbg !3761 hidden ptr @luaT_gettmbyobj(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #4

declare !dbg !3764 hidden i32 @luaD_pcall(ptr noundef, ptr noundef, ptr noundef, i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal void @dothecall(ptr noundef %0, ptr nocapture readnone %1) #3 !dbg !3771 {
    #dbg_value(ptr %0, !3773, !DIExpression(), !3775)
    #dbg_value(ptr poison, !3774, !DIExpression(), !3775)
  %3 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !3776
  %4 = load ptr, ptr %3, align 8, !dbg !3777, !tbaa !579
  %5 = getelementptr inbounds i8, ptr %4, i64 -32, !dbg !3778
  tail call void @luaD_callnoyield(ptr noundef %0, ptr noundef nonnull %5, i32 noundef 0) #9, !dbg !3779
  ret void, !dbg !3780
}

declare !dbg !3781 hidden void @luaE_warnerror(ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !3784 hidden void @luaD_callnoyield(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #7

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

attributes #0 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!341}
!llvm.module.flags = !{!503, !504, !505, !506, !507, !508, !509}
!llvm.ident = !{!510}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 928, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "src/lua/lgc.c", directory: ".", checksumkind: CSK_MD5, checksum: "edfd8219d6a14018727a113d5bd3760d")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 5)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "nextage", scope: !9, file: !2, line: 1117, type: !499, isLocal: true, isDefinition: true)
!9 = distinct !DISubprogram(name: "sweepgen", scope: !2, file: !2, line: 1115, type: !10, scopeLine: 1116, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !485)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !25, !84, !12, !13, !12}
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "GCObject", file: !15, line: 294, baseType: !16)
!15 = !DIFile(filename: "src/lua/lobject.h", directory: ".", checksumkind: CSK_MD5, checksum: "aea49a507ea3586a933fcf888e0c1530")
!16 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "GCObject", file: !15, line: 292, size: 128, elements: !17)
!17 = !{!18, !20, !24}
!18 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !16, file: !15, line: 293, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !16, file: !15, line: 293, baseType: !21, size: 8, offset: 64)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "lu_byte", file: !22, line: 36, baseType: !23)
!22 = !DIFile(filename: "src/lua/llimits.h", directory: ".", checksumkind: CSK_MD5, checksum: "f70379667ce169a2840c3c885517102a")
!23 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !16, file: !15, line: 293, baseType: !21, size: 8, offset: 72)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_State", file: !27, line: 57, baseType: !28)
!27 = !DIFile(filename: "src/lua/lua.h", directory: ".", checksumkind: CSK_MD5, checksum: "ece01bd891804d6468c3a8128cee43b0")
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lua_State", file: !29, line: 309, size: 1600, elements: !30)
!29 = !DIFile(filename: "src/lua/lstate.h", directory: ".", checksumkind: CSK_MD5, checksum: "edd1473ca499831d12a0476e1db0587d")
!30 = !{!31, !32, !33, !34, !35, !36, !38, !83, !217, !272, !273, !274, !298, !299, !300, !301, !304, !305, !335, !336, !337, !338, !339, !340}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !28, file: !29, line: 310, baseType: !19, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !28, file: !29, line: 310, baseType: !21, size: 8, offset: 64)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !28, file: !29, line: 310, baseType: !21, size: 8, offset: 72)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "status", scope: !28, file: !29, line: 311, baseType: !21, size: 8, offset: 80)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "allowhook", scope: !28, file: !29, line: 312, baseType: !21, size: 8, offset: 88)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "nci", scope: !28, file: !29, line: 313, baseType: !37, size: 16, offset: 96)
!37 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "top", scope: !28, file: !29, line: 314, baseType: !39, size: 64, offset: 128)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "StkIdRel", file: !15, line: 168, baseType: !40)
!40 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !15, line: 165, size: 64, elements: !41)
!41 = !{!42, !79}
!42 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !40, file: !15, line: 166, baseType: !43, size: 64)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "StkId", file: !15, line: 158, baseType: !44)
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "StackValue", file: !15, line: 154, baseType: !46)
!46 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "StackValue", file: !15, line: 148, size: 128, elements: !47)
!47 = !{!48, !73}
!48 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !46, file: !15, line: 149, baseType: !49, size: 128)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "TValue", file: !15, line: 69, baseType: !50)
!50 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TValue", file: !15, line: 67, size: 128, elements: !51)
!51 = !{!52, !72}
!52 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !50, file: !15, line: 68, baseType: !53, size: 64)
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "Value", file: !15, line: 57, baseType: !54)
!54 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Value", file: !15, line: 49, size: 64, elements: !55)
!55 = !{!56, !57, !59, !65, !68, !71}
!56 = !DIDerivedType(tag: DW_TAG_member, name: "gc", scope: !54, file: !15, line: 50, baseType: !19, size: 64)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !54, file: !15, line: 51, baseType: !58, size: 64)
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !54, file: !15, line: 52, baseType: !60, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_CFunction", file: !27, line: 106, baseType: !61)
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!62 = !DISubroutineType(types: !63)
!63 = !{!64, !25}
!64 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !54, file: !15, line: 53, baseType: !66, size: 64)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Integer", file: !27, line: 94, baseType: !67)
!67 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !54, file: !15, line: 54, baseType: !69, size: 64)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Number", file: !27, line: 90, baseType: !70)
!70 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "ub", scope: !54, file: !15, line: 56, baseType: !21, size: 8)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !50, file: !15, line: 68, baseType: !21, size: 8, offset: 64)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "tbclist", scope: !46, file: !15, line: 153, baseType: !74, size: 128)
!74 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !46, file: !15, line: 150, size: 128, elements: !75)
!75 = !{!76, !77, !78}
!76 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !74, file: !15, line: 151, baseType: !53, size: 64)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !74, file: !15, line: 151, baseType: !21, size: 8, offset: 64)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "delta", scope: !74, file: !15, line: 152, baseType: !37, size: 16, offset: 80)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !40, file: !15, line: 167, baseType: !80, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", file: !81, line: 18, baseType: !82)
!81 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_ptrdiff_t.h", directory: "", checksumkind: CSK_MD5, checksum: "21e0c40f3315797d915cc7ea60040a98")
!82 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "l_G", scope: !28, file: !29, line: 315, baseType: !84, size: 64, offset: 192)
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "global_State", file: !29, line: 303, baseType: !86)
!86 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "global_State", file: !29, line: 254, size: 11328, elements: !87)
!87 = !{!88, !96, !97, !99, !100, !102, !103, !132, !133, !134, !135, !136, !137, !138, !139, !140, !141, !142, !143, !144, !145, !146, !147, !148, !149, !150, !151, !152, !153, !154, !155, !156, !157, !158, !159, !160, !161, !162, !163, !165, !166, !167, !168, !172, !204, !209, !216}
!88 = !DIDerivedType(tag: DW_TAG_member, name: "frealloc", scope: !86, file: !29, line: 255, baseType: !89, size: 64)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Alloc", file: !27, line: 125, baseType: !90)
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!91 = !DISubroutineType(types: !92)
!92 = !{!58, !58, !58, !93, !93}
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !94, line: 18, baseType: !95)
!94 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!95 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "ud", scope: !86, file: !29, line: 256, baseType: !58, size: 64, offset: 64)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "totalbytes", scope: !86, file: !29, line: 257, baseType: !98, size: 64, offset: 128)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "l_mem", file: !22, line: 28, baseType: !80)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "GCdebt", scope: !86, file: !29, line: 258, baseType: !98, size: 64, offset: 192)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "GCestimate", scope: !86, file: !29, line: 259, baseType: !101, size: 64, offset: 256)
!101 = !DIDerivedType(tag: DW_TAG_typedef, name: "lu_mem", file: !22, line: 27, baseType: !93)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "lastatomic", scope: !86, file: !29, line: 260, baseType: !101, size: 64, offset: 320)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "strt", scope: !86, file: !29, line: 261, baseType: !104, size: 128, offset: 384)
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "stringtable", file: !29, line: 159, baseType: !105)
!105 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "stringtable", file: !29, line: 155, size: 128, elements: !106)
!106 = !{!107, !130, !131}
!107 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !105, file: !29, line: 156, baseType: !108, size: 64)
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !109, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !110, size: 64)
!110 = !DIDerivedType(tag: DW_TAG_typedef, name: "TString", file: !15, line: 396, baseType: !111)
!111 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TString", file: !15, line: 386, size: 256, elements: !112)
!112 = !{!113, !114, !115, !116, !117, !118, !120, !126}
!113 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !111, file: !15, line: 387, baseType: !19, size: 64)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !111, file: !15, line: 387, baseType: !21, size: 8, offset: 64)
!115 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !111, file: !15, line: 387, baseType: !21, size: 8, offset: 72)
!116 = !DIDerivedType(tag: DW_TAG_member, name: "extra", scope: !111, file: !15, line: 388, baseType: !21, size: 8, offset: 80)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "shrlen", scope: !111, file: !15, line: 389, baseType: !21, size: 8, offset: 88)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !111, file: !15, line: 390, baseType: !119, size: 32, offset: 96)
!119 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !111, file: !15, line: 394, baseType: !121, size: 64, offset: 128)
!121 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !111, file: !15, line: 391, size: 64, elements: !122)
!122 = !{!123, !124}
!123 = !DIDerivedType(tag: DW_TAG_member, name: "lnglen", scope: !121, file: !15, line: 392, baseType: !93, size: 64)
!124 = !DIDerivedType(tag: DW_TAG_member, name: "hnext", scope: !121, file: !15, line: 393, baseType: !125, size: 64)
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_member, name: "contents", scope: !111, file: !15, line: 395, baseType: !127, size: 8, offset: 192)
!127 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !128)
!128 = !{!129}
!129 = !DISubrange(count: 1)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "nuse", scope: !105, file: !29, line: 157, baseType: !64, size: 32, offset: 64)
!131 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !105, file: !29, line: 158, baseType: !64, size: 32, offset: 96)
!132 = !DIDerivedType(tag: DW_TAG_member, name: "l_registry", scope: !86, file: !29, line: 262, baseType: !49, size: 128, offset: 512)
!133 = !DIDerivedType(tag: DW_TAG_member, name: "nilvalue", scope: !86, file: !29, line: 263, baseType: !49, size: 128, offset: 640)
!134 = !DIDerivedType(tag: DW_TAG_member, name: "seed", scope: !86, file: !29, line: 264, baseType: !119, size: 32, offset: 768)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "currentwhite", scope: !86, file: !29, line: 265, baseType: !21, size: 8, offset: 800)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "gcstate", scope: !86, file: !29, line: 266, baseType: !21, size: 8, offset: 808)
!137 = !DIDerivedType(tag: DW_TAG_member, name: "gckind", scope: !86, file: !29, line: 267, baseType: !21, size: 8, offset: 816)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "gcstopem", scope: !86, file: !29, line: 268, baseType: !21, size: 8, offset: 824)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "genminormul", scope: !86, file: !29, line: 269, baseType: !21, size: 8, offset: 832)
!140 = !DIDerivedType(tag: DW_TAG_member, name: "genmajormul", scope: !86, file: !29, line: 270, baseType: !21, size: 8, offset: 840)
!141 = !DIDerivedType(tag: DW_TAG_member, name: "gcstp", scope: !86, file: !29, line: 271, baseType: !21, size: 8, offset: 848)
!142 = !DIDerivedType(tag: DW_TAG_member, name: "gcemergency", scope: !86, file: !29, line: 272, baseType: !21, size: 8, offset: 856)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "gcpause", scope: !86, file: !29, line: 273, baseType: !21, size: 8, offset: 864)
!144 = !DIDerivedType(tag: DW_TAG_member, name: "gcstepmul", scope: !86, file: !29, line: 274, baseType: !21, size: 8, offset: 872)
!145 = !DIDerivedType(tag: DW_TAG_member, name: "gcstepsize", scope: !86, file: !29, line: 275, baseType: !21, size: 8, offset: 880)
!146 = !DIDerivedType(tag: DW_TAG_member, name: "allgc", scope: !86, file: !29, line: 276, baseType: !13, size: 64, offset: 896)
!147 = !DIDerivedType(tag: DW_TAG_member, name: "sweepgc", scope: !86, file: !29, line: 277, baseType: !12, size: 64, offset: 960)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "finobj", scope: !86, file: !29, line: 278, baseType: !13, size: 64, offset: 1024)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "gray", scope: !86, file: !29, line: 279, baseType: !13, size: 64, offset: 1088)
!150 = !DIDerivedType(tag: DW_TAG_member, name: "grayagain", scope: !86, file: !29, line: 280, baseType: !13, size: 64, offset: 1152)
!151 = !DIDerivedType(tag: DW_TAG_member, name: "weak", scope: !86, file: !29, line: 281, baseType: !13, size: 64, offset: 1216)
!152 = !DIDerivedType(tag: DW_TAG_member, name: "ephemeron", scope: !86, file: !29, line: 282, baseType: !13, size: 64, offset: 1280)
!153 = !DIDerivedType(tag: DW_TAG_member, name: "allweak", scope: !86, file: !29, line: 283, baseType: !13, size: 64, offset: 1344)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "tobefnz", scope: !86, file: !29, line: 284, baseType: !13, size: 64, offset: 1408)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "fixedgc", scope: !86, file: !29, line: 285, baseType: !13, size: 64, offset: 1472)
!156 = !DIDerivedType(tag: DW_TAG_member, name: "survival", scope: !86, file: !29, line: 287, baseType: !13, size: 64, offset: 1536)
!157 = !DIDerivedType(tag: DW_TAG_member, name: "old1", scope: !86, file: !29, line: 288, baseType: !13, size: 64, offset: 1600)
!158 = !DIDerivedType(tag: DW_TAG_member, name: "reallyold", scope: !86, file: !29, line: 289, baseType: !13, size: 64, offset: 1664)
!159 = !DIDerivedType(tag: DW_TAG_member, name: "firstold1", scope: !86, file: !29, line: 290, baseType: !13, size: 64, offset: 1728)
!160 = !DIDerivedType(tag: DW_TAG_member, name: "finobjsur", scope: !86, file: !29, line: 291, baseType: !13, size: 64, offset: 1792)
!161 = !DIDerivedType(tag: DW_TAG_member, name: "finobjold1", scope: !86, file: !29, line: 292, baseType: !13, size: 64, offset: 1856)
!162 = !DIDerivedType(tag: DW_TAG_member, name: "finobjrold", scope: !86, file: !29, line: 293, baseType: !13, size: 64, offset: 1920)
!163 = !DIDerivedType(tag: DW_TAG_member, name: "twups", scope: !86, file: !29, line: 294, baseType: !164, size: 64, offset: 1984)
!164 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!165 = !DIDerivedType(tag: DW_TAG_member, name: "panic", scope: !86, file: !29, line: 295, baseType: !60, size: 64, offset: 2048)
!166 = !DIDerivedType(tag: DW_TAG_member, name: "mainthread", scope: !86, file: !29, line: 296, baseType: !164, size: 64, offset: 2112)
!167 = !DIDerivedType(tag: DW_TAG_member, name: "memerrmsg", scope: !86, file: !29, line: 297, baseType: !109, size: 64, offset: 2176)
!168 = !DIDerivedType(tag: DW_TAG_member, name: "tmname", scope: !86, file: !29, line: 298, baseType: !169, size: 1600, offset: 2240)
!169 = !DICompositeType(tag: DW_TAG_array_type, baseType: !109, size: 1600, elements: !170)
!170 = !{!171}
!171 = !DISubrange(count: 25)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "mt", scope: !86, file: !29, line: 299, baseType: !173, size: 576, offset: 3840)
!173 = !DICompositeType(tag: DW_TAG_array_type, baseType: !174, size: 576, elements: !202)
!174 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !175, size: 64)
!175 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Table", file: !15, line: 737, size: 448, elements: !176)
!176 = !{!177, !178, !179, !180, !181, !182, !183, !185, !199, !200, !201}
!177 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !175, file: !15, line: 738, baseType: !19, size: 64)
!178 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !175, file: !15, line: 738, baseType: !21, size: 8, offset: 64)
!179 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !175, file: !15, line: 738, baseType: !21, size: 8, offset: 72)
!180 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !175, file: !15, line: 739, baseType: !21, size: 8, offset: 80)
!181 = !DIDerivedType(tag: DW_TAG_member, name: "lsizenode", scope: !175, file: !15, line: 740, baseType: !21, size: 8, offset: 88)
!182 = !DIDerivedType(tag: DW_TAG_member, name: "alimit", scope: !175, file: !15, line: 741, baseType: !119, size: 32, offset: 96)
!183 = !DIDerivedType(tag: DW_TAG_member, name: "array", scope: !175, file: !15, line: 742, baseType: !184, size: 64, offset: 128)
!184 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!185 = !DIDerivedType(tag: DW_TAG_member, name: "node", scope: !175, file: !15, line: 743, baseType: !186, size: 64, offset: 192)
!186 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !187, size: 64)
!187 = !DIDerivedType(tag: DW_TAG_typedef, name: "Node", file: !15, line: 707, baseType: !188)
!188 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Node", file: !15, line: 699, size: 192, elements: !189)
!189 = !{!190, !198}
!190 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !188, file: !15, line: 705, baseType: !191, size: 192)
!191 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NodeKey", file: !15, line: 700, size: 192, elements: !192)
!192 = !{!193, !194, !195, !196, !197}
!193 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !191, file: !15, line: 701, baseType: !53, size: 64)
!194 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !191, file: !15, line: 701, baseType: !21, size: 8, offset: 64)
!195 = !DIDerivedType(tag: DW_TAG_member, name: "key_tt", scope: !191, file: !15, line: 702, baseType: !21, size: 8, offset: 72)
!196 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !191, file: !15, line: 703, baseType: !64, size: 32, offset: 96)
!197 = !DIDerivedType(tag: DW_TAG_member, name: "key_val", scope: !191, file: !15, line: 704, baseType: !53, size: 64, offset: 128)
!198 = !DIDerivedType(tag: DW_TAG_member, name: "i_val", scope: !188, file: !15, line: 706, baseType: !49, size: 128)
!199 = !DIDerivedType(tag: DW_TAG_member, name: "lastfree", scope: !175, file: !15, line: 744, baseType: !186, size: 64, offset: 256)
!200 = !DIDerivedType(tag: DW_TAG_member, name: "metatable", scope: !175, file: !15, line: 745, baseType: !174, size: 64, offset: 320)
!201 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !175, file: !15, line: 746, baseType: !13, size: 64, offset: 384)
!202 = !{!203}
!203 = !DISubrange(count: 9)
!204 = !DIDerivedType(tag: DW_TAG_member, name: "strcache", scope: !86, file: !29, line: 300, baseType: !205, size: 6784, offset: 4416)
!205 = !DICompositeType(tag: DW_TAG_array_type, baseType: !109, size: 6784, elements: !206)
!206 = !{!207, !208}
!207 = !DISubrange(count: 53)
!208 = !DISubrange(count: 2)
!209 = !DIDerivedType(tag: DW_TAG_member, name: "warnf", scope: !86, file: !29, line: 301, baseType: !210, size: 64, offset: 11200)
!210 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_WarnFunction", file: !27, line: 131, baseType: !211)
!211 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !212, size: 64)
!212 = !DISubroutineType(types: !213)
!213 = !{null, !58, !214, !64}
!214 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !215, size: 64)
!215 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!216 = !DIDerivedType(tag: DW_TAG_member, name: "ud_warn", scope: !86, file: !29, line: 302, baseType: !58, size: 64, offset: 11264)
!217 = !DIDerivedType(tag: DW_TAG_member, name: "ci", scope: !28, file: !29, line: 316, baseType: !218, size: 64, offset: 256)
!218 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !219, size: 64)
!219 = !DIDerivedType(tag: DW_TAG_typedef, name: "CallInfo", file: !29, line: 14, baseType: !220)
!220 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "CallInfo", file: !29, line: 177, size: 512, elements: !221)
!221 = !{!222, !223, !224, !226, !227, !258, !269, !271}
!222 = !DIDerivedType(tag: DW_TAG_member, name: "func", scope: !220, file: !29, line: 178, baseType: !39, size: 64)
!223 = !DIDerivedType(tag: DW_TAG_member, name: "top", scope: !220, file: !29, line: 179, baseType: !39, size: 64, offset: 64)
!224 = !DIDerivedType(tag: DW_TAG_member, name: "previous", scope: !220, file: !29, line: 180, baseType: !225, size: 64, offset: 128)
!225 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !220, size: 64)
!226 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !220, file: !29, line: 180, baseType: !225, size: 64, offset: 192)
!227 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !220, file: !29, line: 192, baseType: !228, size: 192, offset: 256)
!228 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !220, file: !29, line: 181, size: 192, elements: !229)
!229 = !{!230, !245}
!230 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !228, file: !29, line: 186, baseType: !231, size: 128)
!231 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !228, file: !29, line: 182, size: 128, elements: !232)
!232 = !{!233, !238, !244}
!233 = !DIDerivedType(tag: DW_TAG_member, name: "savedpc", scope: !231, file: !29, line: 183, baseType: !234, size: 64)
!234 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !235, size: 64)
!235 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !236)
!236 = !DIDerivedType(tag: DW_TAG_typedef, name: "Instruction", file: !22, line: 205, baseType: !237)
!237 = !DIDerivedType(tag: DW_TAG_typedef, name: "l_uint32", file: !22, line: 200, baseType: !119)
!238 = !DIDerivedType(tag: DW_TAG_member, name: "trap", scope: !231, file: !29, line: 184, baseType: !239, size: 32, offset: 64)
!239 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !240)
!240 = !DIDerivedType(tag: DW_TAG_typedef, name: "sig_atomic_t", file: !241, line: 8, baseType: !242)
!241 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/sig_atomic_t.h", directory: "", checksumkind: CSK_MD5, checksum: "d9236f7e3e7f10f53aa9d4cd97f503cf")
!242 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sig_atomic_t", file: !243, line: 215, baseType: !64)
!243 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!244 = !DIDerivedType(tag: DW_TAG_member, name: "nextraargs", scope: !231, file: !29, line: 185, baseType: !64, size: 32, offset: 96)
!245 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !228, file: !29, line: 191, baseType: !246, size: 192)
!246 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !228, file: !29, line: 187, size: 192, elements: !247)
!247 = !{!248, !256, !257}
!248 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !246, file: !29, line: 188, baseType: !249, size: 64)
!249 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KFunction", file: !27, line: 111, baseType: !250)
!250 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !251, size: 64)
!251 = !DISubroutineType(types: !252)
!252 = !{!64, !25, !64, !253}
!253 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KContext", file: !27, line: 100, baseType: !254)
!254 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !255, line: 87, baseType: !82)
!255 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!256 = !DIDerivedType(tag: DW_TAG_member, name: "old_errfunc", scope: !246, file: !29, line: 189, baseType: !80, size: 64, offset: 64)
!257 = !DIDerivedType(tag: DW_TAG_member, name: "ctx", scope: !246, file: !29, line: 190, baseType: !253, size: 64, offset: 128)
!258 = !DIDerivedType(tag: DW_TAG_member, name: "u2", scope: !220, file: !29, line: 201, baseType: !259, size: 32, offset: 448)
!259 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !220, file: !29, line: 193, size: 32, elements: !260)
!260 = !{!261, !262, !263, !264}
!261 = !DIDerivedType(tag: DW_TAG_member, name: "funcidx", scope: !259, file: !29, line: 194, baseType: !64, size: 32)
!262 = !DIDerivedType(tag: DW_TAG_member, name: "nyield", scope: !259, file: !29, line: 195, baseType: !64, size: 32)
!263 = !DIDerivedType(tag: DW_TAG_member, name: "nres", scope: !259, file: !29, line: 196, baseType: !64, size: 32)
!264 = !DIDerivedType(tag: DW_TAG_member, name: "transferinfo", scope: !259, file: !29, line: 200, baseType: !265, size: 32)
!265 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !259, file: !29, line: 197, size: 32, elements: !266)
!266 = !{!267, !268}
!267 = !DIDerivedType(tag: DW_TAG_member, name: "ftransfer", scope: !265, file: !29, line: 198, baseType: !37, size: 16)
!268 = !DIDerivedType(tag: DW_TAG_member, name: "ntransfer", scope: !265, file: !29, line: 199, baseType: !37, size: 16, offset: 16)
!269 = !DIDerivedType(tag: DW_TAG_member, name: "nresults", scope: !220, file: !29, line: 202, baseType: !270, size: 16, offset: 480)
!270 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!271 = !DIDerivedType(tag: DW_TAG_member, name: "callstatus", scope: !220, file: !29, line: 203, baseType: !37, size: 16, offset: 496)
!272 = !DIDerivedType(tag: DW_TAG_member, name: "stack_last", scope: !28, file: !29, line: 317, baseType: !39, size: 64, offset: 320)
!273 = !DIDerivedType(tag: DW_TAG_member, name: "stack", scope: !28, file: !29, line: 318, baseType: !39, size: 64, offset: 384)
!274 = !DIDerivedType(tag: DW_TAG_member, name: "openupval", scope: !28, file: !29, line: 319, baseType: !275, size: 64, offset: 448)
!275 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !276, size: 64)
!276 = !DIDerivedType(tag: DW_TAG_typedef, name: "UpVal", file: !15, line: 640, baseType: !277)
!277 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "UpVal", file: !15, line: 627, size: 320, elements: !278)
!278 = !{!279, !280, !281, !282, !287}
!279 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !277, file: !15, line: 628, baseType: !19, size: 64)
!280 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !277, file: !15, line: 628, baseType: !21, size: 8, offset: 64)
!281 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !277, file: !15, line: 628, baseType: !21, size: 8, offset: 72)
!282 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !277, file: !15, line: 632, baseType: !283, size: 64, offset: 128)
!283 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !277, file: !15, line: 629, size: 64, elements: !284)
!284 = !{!285, !286}
!285 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !283, file: !15, line: 630, baseType: !184, size: 64)
!286 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !283, file: !15, line: 631, baseType: !80, size: 64)
!287 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !277, file: !15, line: 639, baseType: !288, size: 128, offset: 192)
!288 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !277, file: !15, line: 633, size: 128, elements: !289)
!289 = !{!290, !297}
!290 = !DIDerivedType(tag: DW_TAG_member, name: "open", scope: !288, file: !15, line: 637, baseType: !291, size: 128)
!291 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !288, file: !15, line: 634, size: 128, elements: !292)
!292 = !{!293, !295}
!293 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !291, file: !15, line: 635, baseType: !294, size: 64)
!294 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !277, size: 64)
!295 = !DIDerivedType(tag: DW_TAG_member, name: "previous", scope: !291, file: !15, line: 636, baseType: !296, size: 64, offset: 64)
!296 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !294, size: 64)
!297 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !288, file: !15, line: 638, baseType: !49, size: 128)
!298 = !DIDerivedType(tag: DW_TAG_member, name: "tbclist", scope: !28, file: !29, line: 320, baseType: !39, size: 64, offset: 512)
!299 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !28, file: !29, line: 321, baseType: !13, size: 64, offset: 576)
!300 = !DIDerivedType(tag: DW_TAG_member, name: "twups", scope: !28, file: !29, line: 322, baseType: !164, size: 64, offset: 640)
!301 = !DIDerivedType(tag: DW_TAG_member, name: "errorJmp", scope: !28, file: !29, line: 323, baseType: !302, size: 64, offset: 704)
!302 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !303, size: 64)
!303 = !DICompositeType(tag: DW_TAG_structure_type, name: "lua_longjmp", file: !29, line: 122, flags: DIFlagFwdDecl)
!304 = !DIDerivedType(tag: DW_TAG_member, name: "base_ci", scope: !28, file: !29, line: 324, baseType: !219, size: 512, offset: 768)
!305 = !DIDerivedType(tag: DW_TAG_member, name: "hook", scope: !28, file: !29, line: 325, baseType: !306, size: 64, offset: 1280)
!306 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !307)
!307 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Hook", file: !27, line: 143, baseType: !308)
!308 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !309, size: 64)
!309 = !DISubroutineType(types: !310)
!310 = !{null, !25, !311}
!311 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !312, size: 64)
!312 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Debug", file: !27, line: 137, baseType: !313)
!313 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lua_Debug", file: !27, line: 475, size: 1088, elements: !314)
!314 = !{!315, !316, !317, !318, !319, !320, !321, !322, !323, !324, !325, !326, !327, !328, !329, !330, !334}
!315 = !DIDerivedType(tag: DW_TAG_member, name: "event", scope: !313, file: !27, line: 476, baseType: !64, size: 32)
!316 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !313, file: !27, line: 477, baseType: !214, size: 64, offset: 64)
!317 = !DIDerivedType(tag: DW_TAG_member, name: "namewhat", scope: !313, file: !27, line: 478, baseType: !214, size: 64, offset: 128)
!318 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !313, file: !27, line: 479, baseType: !214, size: 64, offset: 192)
!319 = !DIDerivedType(tag: DW_TAG_member, name: "source", scope: !313, file: !27, line: 480, baseType: !214, size: 64, offset: 256)
!320 = !DIDerivedType(tag: DW_TAG_member, name: "srclen", scope: !313, file: !27, line: 481, baseType: !93, size: 64, offset: 320)
!321 = !DIDerivedType(tag: DW_TAG_member, name: "currentline", scope: !313, file: !27, line: 482, baseType: !64, size: 32, offset: 384)
!322 = !DIDerivedType(tag: DW_TAG_member, name: "linedefined", scope: !313, file: !27, line: 483, baseType: !64, size: 32, offset: 416)
!323 = !DIDerivedType(tag: DW_TAG_member, name: "lastlinedefined", scope: !313, file: !27, line: 484, baseType: !64, size: 32, offset: 448)
!324 = !DIDerivedType(tag: DW_TAG_member, name: "nups", scope: !313, file: !27, line: 485, baseType: !23, size: 8, offset: 480)
!325 = !DIDerivedType(tag: DW_TAG_member, name: "nparams", scope: !313, file: !27, line: 486, baseType: !23, size: 8, offset: 488)
!326 = !DIDerivedType(tag: DW_TAG_member, name: "isvararg", scope: !313, file: !27, line: 487, baseType: !4, size: 8, offset: 496)
!327 = !DIDerivedType(tag: DW_TAG_member, name: "istailcall", scope: !313, file: !27, line: 488, baseType: !4, size: 8, offset: 504)
!328 = !DIDerivedType(tag: DW_TAG_member, name: "ftransfer", scope: !313, file: !27, line: 489, baseType: !37, size: 16, offset: 512)
!329 = !DIDerivedType(tag: DW_TAG_member, name: "ntransfer", scope: !313, file: !27, line: 490, baseType: !37, size: 16, offset: 528)
!330 = !DIDerivedType(tag: DW_TAG_member, name: "short_src", scope: !313, file: !27, line: 491, baseType: !331, size: 480, offset: 544)
!331 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 480, elements: !332)
!332 = !{!333}
!333 = !DISubrange(count: 60)
!334 = !DIDerivedType(tag: DW_TAG_member, name: "i_ci", scope: !313, file: !27, line: 493, baseType: !225, size: 64, offset: 1024)
!335 = !DIDerivedType(tag: DW_TAG_member, name: "errfunc", scope: !28, file: !29, line: 326, baseType: !80, size: 64, offset: 1344)
!336 = !DIDerivedType(tag: DW_TAG_member, name: "nCcalls", scope: !28, file: !29, line: 327, baseType: !237, size: 32, offset: 1408)
!337 = !DIDerivedType(tag: DW_TAG_member, name: "oldpc", scope: !28, file: !29, line: 328, baseType: !64, size: 32, offset: 1440)
!338 = !DIDerivedType(tag: DW_TAG_member, name: "basehookcount", scope: !28, file: !29, line: 329, baseType: !64, size: 32, offset: 1472)
!339 = !DIDerivedType(tag: DW_TAG_member, name: "hookcount", scope: !28, file: !29, line: 330, baseType: !64, size: 32, offset: 1504)
!340 = !DIDerivedType(tag: DW_TAG_member, name: "hookmask", scope: !28, file: !29, line: 331, baseType: !239, size: 32, offset: 1536)
!341 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !342, retainedTypes: !372, globals: !484, splitDebugInlining: false, nameTableKind: None)
!342 = !{!343}
!343 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !344, line: 18, baseType: !119, size: 32, elements: !345)
!344 = !DIFile(filename: "src/lua/ltm.h", directory: ".", checksumkind: CSK_MD5, checksum: "550ecc448a2b932870d8240a6cb7e444")
!345 = !{!346, !347, !348, !349, !350, !351, !352, !353, !354, !355, !356, !357, !358, !359, !360, !361, !362, !363, !364, !365, !366, !367, !368, !369, !370, !371}
!346 = !DIEnumerator(name: "TM_INDEX", value: 0)
!347 = !DIEnumerator(name: "TM_NEWINDEX", value: 1)
!348 = !DIEnumerator(name: "TM_GC", value: 2)
!349 = !DIEnumerator(name: "TM_MODE", value: 3)
!350 = !DIEnumerator(name: "TM_LEN", value: 4)
!351 = !DIEnumerator(name: "TM_EQ", value: 5)
!352 = !DIEnumerator(name: "TM_ADD", value: 6)
!353 = !DIEnumerator(name: "TM_SUB", value: 7)
!354 = !DIEnumerator(name: "TM_MUL", value: 8)
!355 = !DIEnumerator(name: "TM_MOD", value: 9)
!356 = !DIEnumerator(name: "TM_POW", value: 10)
!357 = !DIEnumerator(name: "TM_DIV", value: 11)
!358 = !DIEnumerator(name: "TM_IDIV", value: 12)
!359 = !DIEnumerator(name: "TM_BAND", value: 13)
!360 = !DIEnumerator(name: "TM_BOR", value: 14)
!361 = !DIEnumerator(name: "TM_BXOR", value: 15)
!362 = !DIEnumerator(name: "TM_SHL", value: 16)
!363 = !DIEnumerator(name: "TM_SHR", value: 17)
!364 = !DIEnumerator(name: "TM_UNM", value: 18)
!365 = !DIEnumerator(name: "TM_BNOT", value: 19)
!366 = !DIEnumerator(name: "TM_LT", value: 20)
!367 = !DIEnumerator(name: "TM_LE", value: 21)
!368 = !DIEnumerator(name: "TM_CONCAT", value: 22)
!369 = !DIEnumerator(name: "TM_CALL", value: 23)
!370 = !DIEnumerator(name: "TM_CLOSE", value: 24)
!371 = !DIEnumerator(name: "TM_N", value: 25)
!372 = !{!21, !373, !483, !13, !58, !64, !93, !101, !98}
!373 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !374, size: 64)
!374 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "GCUnion", file: !29, line: 353, size: 1600, elements: !375)
!375 = !{!376, !377, !378, !399, !479, !480, !481, !482}
!376 = !DIDerivedType(tag: DW_TAG_member, name: "gc", scope: !374, file: !29, line: 354, baseType: !14, size: 128)
!377 = !DIDerivedType(tag: DW_TAG_member, name: "ts", scope: !374, file: !29, line: 355, baseType: !111, size: 256)
!378 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !374, file: !29, line: 356, baseType: !379, size: 448)
!379 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Udata", file: !15, line: 459, size: 448, elements: !380)
!380 = !{!381, !382, !383, !384, !385, !386, !387, !388}
!381 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !379, file: !15, line: 460, baseType: !19, size: 64)
!382 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !379, file: !15, line: 460, baseType: !21, size: 8, offset: 64)
!383 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !379, file: !15, line: 460, baseType: !21, size: 8, offset: 72)
!384 = !DIDerivedType(tag: DW_TAG_member, name: "nuvalue", scope: !379, file: !15, line: 461, baseType: !37, size: 16, offset: 80)
!385 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !379, file: !15, line: 462, baseType: !93, size: 64, offset: 128)
!386 = !DIDerivedType(tag: DW_TAG_member, name: "metatable", scope: !379, file: !15, line: 463, baseType: !174, size: 64, offset: 192)
!387 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !379, file: !15, line: 464, baseType: !13, size: 64, offset: 256)
!388 = !DIDerivedType(tag: DW_TAG_member, name: "uv", scope: !379, file: !15, line: 465, baseType: !389, size: 128, offset: 320)
!389 = !DICompositeType(tag: DW_TAG_array_type, baseType: !390, size: 128, elements: !128)
!390 = !DIDerivedType(tag: DW_TAG_typedef, name: "UValue", file: !15, line: 452, baseType: !391)
!391 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "UValue", file: !15, line: 449, size: 128, elements: !392)
!392 = !{!393, !394, !395, !396, !397, !398}
!393 = !DIDerivedType(tag: DW_TAG_member, name: "uv", scope: !391, file: !15, line: 450, baseType: !49, size: 128)
!394 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !391, file: !15, line: 451, baseType: !69, size: 64)
!395 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !391, file: !15, line: 451, baseType: !70, size: 64)
!396 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !391, file: !15, line: 451, baseType: !58, size: 64)
!397 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !391, file: !15, line: 451, baseType: !66, size: 64)
!398 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !391, file: !15, line: 451, baseType: !82, size: 64)
!399 = !DIDerivedType(tag: DW_TAG_member, name: "cl", scope: !374, file: !29, line: 357, baseType: !400, size: 384)
!400 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Closure", file: !15, line: 661, size: 384, elements: !401)
!401 = !{!402, !414}
!402 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !400, file: !15, line: 662, baseType: !403, size: 384)
!403 = !DIDerivedType(tag: DW_TAG_typedef, name: "CClosure", file: !15, line: 651, baseType: !404)
!404 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "CClosure", file: !15, line: 647, size: 384, elements: !405)
!405 = !{!406, !407, !408, !409, !410, !411, !412}
!406 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !404, file: !15, line: 648, baseType: !19, size: 64)
!407 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !404, file: !15, line: 648, baseType: !21, size: 8, offset: 64)
!408 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !404, file: !15, line: 648, baseType: !21, size: 8, offset: 72)
!409 = !DIDerivedType(tag: DW_TAG_member, name: "nupvalues", scope: !404, file: !15, line: 648, baseType: !21, size: 8, offset: 80)
!410 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !404, file: !15, line: 648, baseType: !13, size: 64, offset: 128)
!411 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !404, file: !15, line: 649, baseType: !60, size: 64, offset: 192)
!412 = !DIDerivedType(tag: DW_TAG_member, name: "upvalue", scope: !404, file: !15, line: 650, baseType: !413, size: 128, offset: 256)
!413 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 128, elements: !128)
!414 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !400, file: !15, line: 663, baseType: !415, size: 320)
!415 = !DIDerivedType(tag: DW_TAG_typedef, name: "LClosure", file: !15, line: 658, baseType: !416)
!416 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LClosure", file: !15, line: 654, size: 320, elements: !417)
!417 = !{!418, !419, !420, !421, !422, !423, !477}
!418 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !416, file: !15, line: 655, baseType: !19, size: 64)
!419 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !416, file: !15, line: 655, baseType: !21, size: 8, offset: 64)
!420 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !416, file: !15, line: 655, baseType: !21, size: 8, offset: 72)
!421 = !DIDerivedType(tag: DW_TAG_member, name: "nupvalues", scope: !416, file: !15, line: 655, baseType: !21, size: 8, offset: 80)
!422 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !416, file: !15, line: 655, baseType: !13, size: 64, offset: 128)
!423 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !416, file: !15, line: 656, baseType: !424, size: 64, offset: 192)
!424 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !425, size: 64)
!425 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Proto", file: !15, line: 550, size: 1024, elements: !426)
!426 = !{!427, !428, !429, !430, !431, !432, !433, !434, !435, !436, !437, !438, !439, !440, !441, !442, !443, !445, !447, !456, !460, !467, !475, !476}
!427 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !425, file: !15, line: 551, baseType: !19, size: 64)
!428 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !425, file: !15, line: 551, baseType: !21, size: 8, offset: 64)
!429 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !425, file: !15, line: 551, baseType: !21, size: 8, offset: 72)
!430 = !DIDerivedType(tag: DW_TAG_member, name: "numparams", scope: !425, file: !15, line: 552, baseType: !21, size: 8, offset: 80)
!431 = !DIDerivedType(tag: DW_TAG_member, name: "is_vararg", scope: !425, file: !15, line: 553, baseType: !21, size: 8, offset: 88)
!432 = !DIDerivedType(tag: DW_TAG_member, name: "maxstacksize", scope: !425, file: !15, line: 554, baseType: !21, size: 8, offset: 96)
!433 = !DIDerivedType(tag: DW_TAG_member, name: "sizeupvalues", scope: !425, file: !15, line: 555, baseType: !64, size: 32, offset: 128)
!434 = !DIDerivedType(tag: DW_TAG_member, name: "sizek", scope: !425, file: !15, line: 556, baseType: !64, size: 32, offset: 160)
!435 = !DIDerivedType(tag: DW_TAG_member, name: "sizecode", scope: !425, file: !15, line: 557, baseType: !64, size: 32, offset: 192)
!436 = !DIDerivedType(tag: DW_TAG_member, name: "sizelineinfo", scope: !425, file: !15, line: 558, baseType: !64, size: 32, offset: 224)
!437 = !DIDerivedType(tag: DW_TAG_member, name: "sizep", scope: !425, file: !15, line: 559, baseType: !64, size: 32, offset: 256)
!438 = !DIDerivedType(tag: DW_TAG_member, name: "sizelocvars", scope: !425, file: !15, line: 560, baseType: !64, size: 32, offset: 288)
!439 = !DIDerivedType(tag: DW_TAG_member, name: "sizeabslineinfo", scope: !425, file: !15, line: 561, baseType: !64, size: 32, offset: 320)
!440 = !DIDerivedType(tag: DW_TAG_member, name: "linedefined", scope: !425, file: !15, line: 562, baseType: !64, size: 32, offset: 352)
!441 = !DIDerivedType(tag: DW_TAG_member, name: "lastlinedefined", scope: !425, file: !15, line: 563, baseType: !64, size: 32, offset: 384)
!442 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !425, file: !15, line: 564, baseType: !184, size: 64, offset: 448)
!443 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !425, file: !15, line: 565, baseType: !444, size: 64, offset: 512)
!444 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !236, size: 64)
!445 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !425, file: !15, line: 566, baseType: !446, size: 64, offset: 576)
!446 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !424, size: 64)
!447 = !DIDerivedType(tag: DW_TAG_member, name: "upvalues", scope: !425, file: !15, line: 567, baseType: !448, size: 64, offset: 640)
!448 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !449, size: 64)
!449 = !DIDerivedType(tag: DW_TAG_typedef, name: "Upvaldesc", file: !15, line: 518, baseType: !450)
!450 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Upvaldesc", file: !15, line: 513, size: 128, elements: !451)
!451 = !{!452, !453, !454, !455}
!452 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !450, file: !15, line: 514, baseType: !109, size: 64)
!453 = !DIDerivedType(tag: DW_TAG_member, name: "instack", scope: !450, file: !15, line: 515, baseType: !21, size: 8, offset: 64)
!454 = !DIDerivedType(tag: DW_TAG_member, name: "idx", scope: !450, file: !15, line: 516, baseType: !21, size: 8, offset: 72)
!455 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !450, file: !15, line: 517, baseType: !21, size: 8, offset: 80)
!456 = !DIDerivedType(tag: DW_TAG_member, name: "lineinfo", scope: !425, file: !15, line: 568, baseType: !457, size: 64, offset: 704)
!457 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !458, size: 64)
!458 = !DIDerivedType(tag: DW_TAG_typedef, name: "ls_byte", file: !22, line: 37, baseType: !459)
!459 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!460 = !DIDerivedType(tag: DW_TAG_member, name: "abslineinfo", scope: !425, file: !15, line: 569, baseType: !461, size: 64, offset: 768)
!461 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !462, size: 64)
!462 = !DIDerivedType(tag: DW_TAG_typedef, name: "AbsLineInfo", file: !15, line: 545, baseType: !463)
!463 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "AbsLineInfo", file: !15, line: 542, size: 64, elements: !464)
!464 = !{!465, !466}
!465 = !DIDerivedType(tag: DW_TAG_member, name: "pc", scope: !463, file: !15, line: 543, baseType: !64, size: 32)
!466 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !463, file: !15, line: 544, baseType: !64, size: 32, offset: 32)
!467 = !DIDerivedType(tag: DW_TAG_member, name: "locvars", scope: !425, file: !15, line: 570, baseType: !468, size: 64, offset: 832)
!468 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !469, size: 64)
!469 = !DIDerivedType(tag: DW_TAG_typedef, name: "LocVar", file: !15, line: 529, baseType: !470)
!470 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LocVar", file: !15, line: 525, size: 128, elements: !471)
!471 = !{!472, !473, !474}
!472 = !DIDerivedType(tag: DW_TAG_member, name: "varname", scope: !470, file: !15, line: 526, baseType: !109, size: 64)
!473 = !DIDerivedType(tag: DW_TAG_member, name: "startpc", scope: !470, file: !15, line: 527, baseType: !64, size: 32, offset: 64)
!474 = !DIDerivedType(tag: DW_TAG_member, name: "endpc", scope: !470, file: !15, line: 528, baseType: !64, size: 32, offset: 96)
!475 = !DIDerivedType(tag: DW_TAG_member, name: "source", scope: !425, file: !15, line: 571, baseType: !109, size: 64, offset: 896)
!476 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !425, file: !15, line: 572, baseType: !13, size: 64, offset: 960)
!477 = !DIDerivedType(tag: DW_TAG_member, name: "upvals", scope: !416, file: !15, line: 657, baseType: !478, size: 64, offset: 256)
!478 = !DICompositeType(tag: DW_TAG_array_type, baseType: !275, size: 64, elements: !128)
!479 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !374, file: !29, line: 358, baseType: !175, size: 448)
!480 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !374, file: !29, line: 359, baseType: !425, size: 1024)
!481 = !DIDerivedType(tag: DW_TAG_member, name: "th", scope: !374, file: !29, line: 360, baseType: !28, size: 1600)
!482 = !DIDerivedType(tag: DW_TAG_member, name: "upv", scope: !374, file: !29, line: 361, baseType: !277, size: 320)
!483 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!484 = !{!0, !7}
!485 = !{!486, !487, !488, !489, !490, !491, !492, !493}
!486 = !DILocalVariable(name: "L", arg: 1, scope: !9, file: !2, line: 1115, type: !25)
!487 = !DILocalVariable(name: "g", arg: 2, scope: !9, file: !2, line: 1115, type: !84)
!488 = !DILocalVariable(name: "p", arg: 3, scope: !9, file: !2, line: 1115, type: !12)
!489 = !DILocalVariable(name: "limit", arg: 4, scope: !9, file: !2, line: 1116, type: !13)
!490 = !DILocalVariable(name: "pfirstold1", arg: 5, scope: !9, file: !2, line: 1116, type: !12)
!491 = !DILocalVariable(name: "white", scope: !9, file: !2, line: 1126, type: !64)
!492 = !DILocalVariable(name: "curr", scope: !9, file: !2, line: 1127, type: !13)
!493 = !DILocalVariable(name: "marked", scope: !494, file: !2, line: 1136, type: !64)
!494 = distinct !DILexicalBlock(scope: !495, file: !2, line: 1135, column: 34)
!495 = distinct !DILexicalBlock(scope: !496, file: !2, line: 1135, column: 11)
!496 = distinct !DILexicalBlock(scope: !497, file: !2, line: 1134, column: 10)
!497 = distinct !DILexicalBlock(scope: !498, file: !2, line: 1129, column: 9)
!498 = distinct !DILexicalBlock(scope: !9, file: !2, line: 1128, column: 32)
!499 = !DICompositeType(tag: DW_TAG_array_type, baseType: !500, size: 56, elements: !501)
!500 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!501 = !{!502}
!502 = !DISubrange(count: 7)
!503 = !{i32 7, !"Dwarf Version", i32 5}
!504 = !{i32 2, !"Debug Info Version", i32 3}
!505 = !{i32 1, !"wchar_size", i32 4}
!506 = !{i32 8, !"PIC Level", i32 2}
!507 = !{i32 7, !"PIE Level", i32 2}
!508 = !{i32 7, !"uwtable", i32 2}
!509 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!510 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!511 = distinct !DISubprogram(name: "luaC_barrier_", scope: !2, file: !2, line: 208, type: !512, scopeLine: 208, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !514)
!512 = !DISubroutineType(types: !513)
!513 = !{null, !25, !13, !13}
!514 = !{!515, !516, !517, !518}
!515 = !DILocalVariable(name: "L", arg: 1, scope: !511, file: !2, line: 208, type: !25)
!516 = !DILocalVariable(name: "o", arg: 2, scope: !511, file: !2, line: 208, type: !13)
!517 = !DILocalVariable(name: "v", arg: 3, scope: !511, file: !2, line: 208, type: !13)
!518 = !DILocalVariable(name: "g", scope: !511, file: !2, line: 209, type: !84)
!519 = !DILocation(line: 0, scope: !511)
!520 = !DILocation(line: 209, column: 21, scope: !511)
!521 = !{!522, !523, i64 24}
!522 = !{!"lua_State", !523, i64 0, !524, i64 8, !524, i64 9, !524, i64 10, !524, i64 11, !526, i64 12, !524, i64 16, !523, i64 24, !523, i64 32, !524, i64 40, !524, i64 48, !523, i64 56, !524, i64 64, !523, i64 72, !523, i64 80, !523, i64 88, !527, i64 96, !523, i64 160, !528, i64 168, !529, i64 176, !529, i64 180, !529, i64 184, !529, i64 188, !529, i64 192}
!523 = !{!"any pointer", !524, i64 0}
!524 = !{!"omnipotent char", !525, i64 0}
!525 = !{!"Simple C/C++ TBAA"}
!526 = !{!"short", !524, i64 0}
!527 = !{!"CallInfo", !524, i64 0, !524, i64 8, !523, i64 16, !523, i64 24, !524, i64 32, !524, i64 56, !526, i64 60, !526, i64 62}
!528 = !{!"long", !524, i64 0}
!529 = !{!"int", !524, i64 0}
!530 = !DILocation(line: 211, column: 7, scope: !531)
!531 = distinct !DILexicalBlock(scope: !511, file: !2, line: 211, column: 7)
!532 = !{!533, !524, i64 101}
!533 = !{!"global_State", !523, i64 0, !523, i64 8, !528, i64 16, !528, i64 24, !528, i64 32, !528, i64 40, !534, i64 48, !535, i64 64, !535, i64 80, !529, i64 96, !524, i64 100, !524, i64 101, !524, i64 102, !524, i64 103, !524, i64 104, !524, i64 105, !524, i64 106, !524, i64 107, !524, i64 108, !524, i64 109, !524, i64 110, !523, i64 112, !523, i64 120, !523, i64 128, !523, i64 136, !523, i64 144, !523, i64 152, !523, i64 160, !523, i64 168, !523, i64 176, !523, i64 184, !523, i64 192, !523, i64 200, !523, i64 208, !523, i64 216, !523, i64 224, !523, i64 232, !523, i64 240, !523, i64 248, !523, i64 256, !523, i64 264, !523, i64 272, !524, i64 280, !524, i64 480, !524, i64 552, !523, i64 1400, !523, i64 1408}
!534 = !{!"stringtable", !523, i64 0, !529, i64 8, !529, i64 12}
!535 = !{!"TValue", !524, i64 0, !524, i64 8}
!536 = !DILocation(line: 211, column: 7, scope: !511)
!537 = !DILocation(line: 212, column: 5, scope: !538)
!538 = distinct !DILexicalBlock(scope: !531, file: !2, line: 211, column: 25)
!539 = !DILocation(line: 213, column: 9, scope: !540)
!540 = distinct !DILexicalBlock(scope: !538, file: !2, line: 213, column: 9)
!541 = !{!542, !524, i64 9}
!542 = !{!"GCObject", !523, i64 0, !524, i64 8, !524, i64 9}
!543 = !DILocation(line: 213, column: 9, scope: !538)
!544 = !DILocation(line: 215, column: 7, scope: !545)
!545 = distinct !DILexicalBlock(scope: !540, file: !2, line: 213, column: 19)
!546 = !DILocation(line: 216, column: 5, scope: !545)
!547 = !DILocation(line: 220, column: 12, scope: !548)
!548 = distinct !DILexicalBlock(scope: !549, file: !2, line: 220, column: 9)
!549 = distinct !DILexicalBlock(scope: !531, file: !2, line: 218, column: 8)
!550 = !{!533, !524, i64 102}
!551 = !DILocation(line: 220, column: 19, scope: !548)
!552 = !DILocation(line: 220, column: 9, scope: !549)
!553 = !DILocation(line: 221, column: 7, scope: !548)
!554 = !{!533, !524, i64 100}
!555 = !DILocation(line: 223, column: 1, scope: !511)
!556 = distinct !DISubprogram(name: "reallymarkobject", scope: !2, file: !2, line: 297, type: !557, scopeLine: 297, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !559)
!557 = !DISubroutineType(types: !558)
!558 = !{null, !84, !13}
!559 = !{!560, !561, !562, !565}
!560 = !DILocalVariable(name: "g", arg: 1, scope: !556, file: !2, line: 297, type: !84)
!561 = !DILocalVariable(name: "o", arg: 2, scope: !556, file: !2, line: 297, type: !13)
!562 = !DILocalVariable(name: "uv", scope: !563, file: !2, line: 305, type: !275)
!563 = distinct !DILexicalBlock(scope: !564, file: !2, line: 304, column: 22)
!564 = distinct !DILexicalBlock(scope: !556, file: !2, line: 298, column: 18)
!565 = !DILocalVariable(name: "u", scope: !566, file: !2, line: 314, type: !567)
!566 = distinct !DILexicalBlock(scope: !564, file: !2, line: 313, column: 25)
!567 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !568, size: 64)
!568 = !DIDerivedType(tag: DW_TAG_typedef, name: "Udata", file: !15, line: 466, baseType: !379)
!569 = !DILocation(line: 0, scope: !556)
!570 = !DILocation(line: 298, column: 14, scope: !556)
!571 = !{!542, !524, i64 8}
!572 = !DILocation(line: 298, column: 3, scope: !556)
!573 = !DILocation(line: 301, column: 7, scope: !574)
!574 = distinct !DILexicalBlock(scope: !564, file: !2, line: 300, column: 23)
!575 = !DILocation(line: 302, column: 7, scope: !574)
!576 = !DILocation(line: 0, scope: !563)
!577 = !DILocation(line: 306, column: 11, scope: !578)
!578 = distinct !DILexicalBlock(scope: !563, file: !2, line: 306, column: 11)
!579 = !{!524, !524, i64 0}
!580 = !DILocation(line: 0, scope: !578)
!581 = !{!582, !524, i64 9}
!582 = !{!"UpVal", !523, i64 0, !524, i64 8, !524, i64 9, !524, i64 16, !524, i64 24}
!583 = !DILocation(line: 306, column: 11, scope: !563)
!584 = !DILocation(line: 310, column: 7, scope: !585)
!585 = distinct !DILexicalBlock(scope: !586, file: !2, line: 310, column: 7)
!586 = distinct !DILexicalBlock(scope: !563, file: !2, line: 310, column: 7)
!587 = !{!535, !524, i64 8}
!588 = !DILocation(line: 310, column: 7, scope: !586)
!589 = !DILocation(line: 0, scope: !566)
!590 = !DILocation(line: 315, column: 14, scope: !591)
!591 = distinct !DILexicalBlock(scope: !566, file: !2, line: 315, column: 11)
!592 = !{!593, !526, i64 10}
!593 = !{!"Udata", !523, i64 0, !524, i64 8, !524, i64 9, !526, i64 10, !528, i64 16, !523, i64 24, !523, i64 32, !524, i64 40}
!594 = !DILocation(line: 315, column: 22, scope: !591)
!595 = !DILocation(line: 315, column: 11, scope: !566)
!596 = !DILocation(line: 316, column: 9, scope: !597)
!597 = distinct !DILexicalBlock(scope: !598, file: !2, line: 316, column: 9)
!598 = distinct !DILexicalBlock(scope: !599, file: !2, line: 316, column: 9)
!599 = distinct !DILexicalBlock(scope: !591, file: !2, line: 315, column: 28)
!600 = !{!593, !523, i64 24}
!601 = !DILocation(line: 316, column: 9, scope: !598)
!602 = !DILocation(line: 316, column: 9, scope: !603)
!603 = distinct !DILexicalBlock(scope: !604, file: !2, line: 316, column: 9)
!604 = distinct !DILexicalBlock(scope: !597, file: !2, line: 316, column: 9)
!605 = !{!606, !524, i64 9}
!606 = !{!"Table", !523, i64 0, !524, i64 8, !524, i64 9, !524, i64 10, !524, i64 11, !529, i64 12, !523, i64 16, !523, i64 24, !523, i64 32, !523, i64 40, !523, i64 48}
!607 = !DILocation(line: 316, column: 9, scope: !604)
!608 = !DILocation(line: 317, column: 9, scope: !599)
!609 = !{!593, !524, i64 9}
!610 = !DILocation(line: 130, column: 23, scope: !611, inlinedAt: !619)
!611 = distinct !DILexicalBlock(scope: !612, file: !2, line: 126, column: 18)
!612 = distinct !DISubprogram(name: "getgclist", scope: !2, file: !2, line: 125, type: !613, scopeLine: 125, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !615)
!613 = !DISubroutineType(types: !614)
!614 = !{!12, !13}
!615 = !{!616, !617}
!616 = !DILocalVariable(name: "o", arg: 1, scope: !612, file: !2, line: 125, type: !13)
!617 = !DILocalVariable(name: "u", scope: !618, file: !2, line: 133, type: !567)
!618 = distinct !DILexicalBlock(scope: !611, file: !2, line: 132, column: 25)
!619 = distinct !DILocation(line: 324, column: 7, scope: !620)
!620 = distinct !DILexicalBlock(scope: !564, file: !2, line: 323, column: 40)
!621 = !DILocation(line: 131, column: 22, scope: !611, inlinedAt: !619)
!622 = !DILocation(line: 0, scope: !611, inlinedAt: !619)
!623 = !DILocation(line: 324, column: 7, scope: !620)
!624 = !DILocalVariable(name: "o", arg: 1, scope: !625, file: !2, line: 148, type: !13)
!625 = distinct !DISubprogram(name: "linkgclist_", scope: !2, file: !2, line: 148, type: !626, scopeLine: 148, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !628)
!626 = !DISubroutineType(types: !627)
!627 = !{null, !13, !12, !12}
!628 = !{!624, !629, !630}
!629 = !DILocalVariable(name: "pnext", arg: 2, scope: !625, file: !2, line: 148, type: !12)
!630 = !DILocalVariable(name: "list", arg: 3, scope: !625, file: !2, line: 148, type: !12)
!631 = !DILocation(line: 0, scope: !625, inlinedAt: !632)
!632 = distinct !DILocation(line: 324, column: 7, scope: !620)
!633 = !DILocation(line: 150, column: 12, scope: !625, inlinedAt: !632)
!634 = !{!523, !523, i64 0}
!635 = !DILocation(line: 150, column: 10, scope: !625, inlinedAt: !632)
!636 = !DILocation(line: 151, column: 9, scope: !625, inlinedAt: !632)
!637 = !DILocation(line: 152, column: 3, scope: !625, inlinedAt: !632)
!638 = !DILocation(line: 325, column: 7, scope: !620)
!639 = !DILocation(line: 329, column: 1, scope: !556)
!640 = distinct !DISubprogram(name: "luaC_barrierback_", scope: !2, file: !2, line: 230, type: !641, scopeLine: 230, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !643)
!641 = !DISubroutineType(types: !642)
!642 = !{null, !25, !13}
!643 = !{!644, !645, !646}
!644 = !DILocalVariable(name: "L", arg: 1, scope: !640, file: !2, line: 230, type: !25)
!645 = !DILocalVariable(name: "o", arg: 2, scope: !640, file: !2, line: 230, type: !13)
!646 = !DILocalVariable(name: "g", scope: !640, file: !2, line: 231, type: !84)
!647 = !DILocation(line: 0, scope: !640)
!648 = !DILocation(line: 234, column: 7, scope: !649)
!649 = distinct !DILexicalBlock(scope: !640, file: !2, line: 234, column: 7)
!650 = !DILocation(line: 234, column: 17, scope: !649)
!651 = !DILocation(line: 234, column: 7, scope: !640)
!652 = !DILocation(line: 231, column: 21, scope: !640)
!653 = !DILocation(line: 0, scope: !612, inlinedAt: !654)
!654 = distinct !DILocation(line: 237, column: 5, scope: !649)
!655 = !DILocation(line: 126, column: 14, scope: !612, inlinedAt: !654)
!656 = !DILocation(line: 126, column: 3, scope: !612, inlinedAt: !654)
!657 = !DILocation(line: 128, column: 20, scope: !611, inlinedAt: !654)
!658 = !DILocation(line: 129, column: 20, scope: !611, inlinedAt: !654)
!659 = !DILocation(line: 130, column: 23, scope: !611, inlinedAt: !654)
!660 = !DILocation(line: 131, column: 22, scope: !611, inlinedAt: !654)
!661 = !DILocation(line: 0, scope: !618, inlinedAt: !654)
!662 = !DILocation(line: 0, scope: !611, inlinedAt: !654)
!663 = !DILocation(line: 237, column: 5, scope: !649)
!664 = !DILocation(line: 0, scope: !625, inlinedAt: !665)
!665 = distinct !DILocation(line: 237, column: 5, scope: !649)
!666 = !DILocation(line: 150, column: 12, scope: !625, inlinedAt: !665)
!667 = !DILocation(line: 150, column: 10, scope: !625, inlinedAt: !665)
!668 = !DILocation(line: 151, column: 9, scope: !625, inlinedAt: !665)
!669 = !DILocation(line: 0, scope: !649)
!670 = !DILocation(line: 238, column: 7, scope: !671)
!671 = distinct !DILexicalBlock(scope: !640, file: !2, line: 238, column: 7)
!672 = !DILocation(line: 238, column: 7, scope: !640)
!673 = !DILocation(line: 240, column: 1, scope: !640)
!674 = distinct !DISubprogram(name: "luaC_fix", scope: !2, file: !2, line: 243, type: !641, scopeLine: 243, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !675)
!675 = !{!676, !677, !678}
!676 = !DILocalVariable(name: "L", arg: 1, scope: !674, file: !2, line: 243, type: !25)
!677 = !DILocalVariable(name: "o", arg: 2, scope: !674, file: !2, line: 243, type: !13)
!678 = !DILocalVariable(name: "g", scope: !674, file: !2, line: 244, type: !84)
!679 = !DILocation(line: 0, scope: !674)
!680 = !DILocation(line: 244, column: 21, scope: !674)
!681 = !DILocation(line: 246, column: 3, scope: !674)
!682 = !DILocation(line: 247, column: 3, scope: !674)
!683 = !DILocation(line: 248, column: 17, scope: !674)
!684 = !{!542, !523, i64 0}
!685 = !DILocation(line: 248, column: 6, scope: !674)
!686 = !DILocation(line: 248, column: 12, scope: !674)
!687 = !{!533, !523, i64 112}
!688 = !DILocation(line: 249, column: 16, scope: !674)
!689 = !{!533, !523, i64 184}
!690 = !DILocation(line: 249, column: 11, scope: !674)
!691 = !DILocation(line: 250, column: 14, scope: !674)
!692 = !DILocation(line: 251, column: 1, scope: !674)
!693 = distinct !DISubprogram(name: "luaC_newobjdt", scope: !2, file: !2, line: 258, type: !694, scopeLine: 258, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !696)
!694 = !DISubroutineType(types: !695)
!695 = !{!13, !25, !64, !93, !93}
!696 = !{!697, !698, !699, !700, !701, !702, !703}
!697 = !DILocalVariable(name: "L", arg: 1, scope: !693, file: !2, line: 258, type: !25)
!698 = !DILocalVariable(name: "tt", arg: 2, scope: !693, file: !2, line: 258, type: !64)
!699 = !DILocalVariable(name: "sz", arg: 3, scope: !693, file: !2, line: 258, type: !93)
!700 = !DILocalVariable(name: "offset", arg: 4, scope: !693, file: !2, line: 258, type: !93)
!701 = !DILocalVariable(name: "g", scope: !693, file: !2, line: 259, type: !84)
!702 = !DILocalVariable(name: "p", scope: !693, file: !2, line: 260, type: !483)
!703 = !DILocalVariable(name: "o", scope: !693, file: !2, line: 261, type: !13)
!704 = !DILocation(line: 0, scope: !693)
!705 = !DILocation(line: 259, column: 21, scope: !693)
!706 = !DILocation(line: 260, column: 13, scope: !693)
!707 = !DILocation(line: 261, column: 17, scope: !693)
!708 = !DILocation(line: 262, column: 15, scope: !693)
!709 = !DILocation(line: 262, column: 6, scope: !693)
!710 = !DILocation(line: 262, column: 13, scope: !693)
!711 = !DILocation(line: 263, column: 11, scope: !693)
!712 = !DILocation(line: 263, column: 6, scope: !693)
!713 = !DILocation(line: 263, column: 9, scope: !693)
!714 = !DILocation(line: 264, column: 16, scope: !693)
!715 = !DILocation(line: 264, column: 11, scope: !693)
!716 = !DILocation(line: 265, column: 12, scope: !693)
!717 = !DILocation(line: 266, column: 3, scope: !693)
!718 = !DISubprogram(name: "luaM_malloc_", scope: !719, file: !719, line: 90, type: !720, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!719 = !DIFile(filename: "src/lua/lmem.h", directory: ".", checksumkind: CSK_MD5, checksum: "313e02a40d047c422219b8cdf3b31411")
!720 = !DISubroutineType(types: !721)
!721 = !{!58, !25, !93, !64}
!722 = distinct !DISubprogram(name: "luaC_newobj", scope: !2, file: !2, line: 270, type: !723, scopeLine: 270, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !725)
!723 = !DISubroutineType(types: !724)
!724 = !{!13, !25, !64, !93}
!725 = !{!726, !727, !728}
!726 = !DILocalVariable(name: "L", arg: 1, scope: !722, file: !2, line: 270, type: !25)
!727 = !DILocalVariable(name: "tt", arg: 2, scope: !722, file: !2, line: 270, type: !64)
!728 = !DILocalVariable(name: "sz", arg: 3, scope: !722, file: !2, line: 270, type: !93)
!729 = !DILocation(line: 0, scope: !722)
!730 = !DILocation(line: 0, scope: !693, inlinedAt: !731)
!731 = distinct !DILocation(line: 271, column: 10, scope: !722)
!732 = !DILocation(line: 259, column: 21, scope: !693, inlinedAt: !731)
!733 = !DILocation(line: 260, column: 13, scope: !693, inlinedAt: !731)
!734 = !DILocation(line: 262, column: 15, scope: !693, inlinedAt: !731)
!735 = !DILocation(line: 262, column: 6, scope: !693, inlinedAt: !731)
!736 = !DILocation(line: 262, column: 13, scope: !693, inlinedAt: !731)
!737 = !DILocation(line: 263, column: 11, scope: !693, inlinedAt: !731)
!738 = !DILocation(line: 263, column: 6, scope: !693, inlinedAt: !731)
!739 = !DILocation(line: 263, column: 9, scope: !693, inlinedAt: !731)
!740 = !DILocation(line: 264, column: 16, scope: !693, inlinedAt: !731)
!741 = !DILocation(line: 264, column: 11, scope: !693, inlinedAt: !731)
!742 = !DILocation(line: 265, column: 12, scope: !693, inlinedAt: !731)
!743 = !DILocation(line: 271, column: 3, scope: !722)
!744 = distinct !DISubprogram(name: "luaC_checkfinalizer", scope: !2, file: !2, line: 1019, type: !745, scopeLine: 1019, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !749)
!745 = !DISubroutineType(types: !746)
!746 = !{null, !25, !13, !747}
!747 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !748, size: 64)
!748 = !DIDerivedType(tag: DW_TAG_typedef, name: "Table", file: !15, line: 747, baseType: !175)
!749 = !{!750, !751, !752, !753, !754}
!750 = !DILocalVariable(name: "L", arg: 1, scope: !744, file: !2, line: 1019, type: !25)
!751 = !DILocalVariable(name: "o", arg: 2, scope: !744, file: !2, line: 1019, type: !13)
!752 = !DILocalVariable(name: "mt", arg: 3, scope: !744, file: !2, line: 1019, type: !747)
!753 = !DILocalVariable(name: "g", scope: !744, file: !2, line: 1020, type: !84)
!754 = !DILocalVariable(name: "p", scope: !755, file: !2, line: 1026, type: !12)
!755 = distinct !DILexicalBlock(scope: !756, file: !2, line: 1025, column: 8)
!756 = distinct !DILexicalBlock(scope: !744, file: !2, line: 1021, column: 7)
!757 = !DILocation(line: 0, scope: !744)
!758 = !DILocation(line: 1020, column: 21, scope: !744)
!759 = !DILocation(line: 1021, column: 7, scope: !756)
!760 = !DILocation(line: 1021, column: 21, scope: !756)
!761 = !DILocation(line: 1022, column: 7, scope: !756)
!762 = !{!606, !524, i64 10}
!763 = !DILocation(line: 1022, column: 29, scope: !756)
!764 = !DILocation(line: 1022, column: 37, scope: !756)
!765 = !DILocation(line: 1023, column: 11, scope: !756)
!766 = !{!533, !524, i64 106}
!767 = !DILocation(line: 1023, column: 17, scope: !756)
!768 = !DILocation(line: 1021, column: 7, scope: !744)
!769 = !DILocation(line: 1027, column: 9, scope: !770)
!770 = distinct !DILexicalBlock(scope: !755, file: !2, line: 1027, column: 9)
!771 = !DILocation(line: 1028, column: 7, scope: !772)
!772 = distinct !DILexicalBlock(scope: !770, file: !2, line: 1027, column: 26)
!773 = !DILocation(line: 1029, column: 14, scope: !774)
!774 = distinct !DILexicalBlock(scope: !772, file: !2, line: 1029, column: 11)
!775 = !{!533, !523, i64 120}
!776 = !DILocation(line: 1029, column: 22, scope: !774)
!777 = !DILocation(line: 1029, column: 11, scope: !772)
!778 = !DILocation(line: 1030, column: 22, scope: !774)
!779 = !DILocation(line: 1030, column: 20, scope: !774)
!780 = !DILocation(line: 1030, column: 9, scope: !774)
!781 = !DILocalVariable(name: "g", arg: 1, scope: !782, file: !2, line: 1007, type: !84)
!782 = distinct !DISubprogram(name: "correctpointers", scope: !2, file: !2, line: 1007, type: !557, scopeLine: 1007, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !783)
!783 = !{!781, !784}
!784 = !DILocalVariable(name: "o", arg: 2, scope: !782, file: !2, line: 1007, type: !13)
!785 = !DILocation(line: 0, scope: !782, inlinedAt: !786)
!786 = distinct !DILocation(line: 1033, column: 7, scope: !770)
!787 = !DILocation(line: 1008, column: 20, scope: !782, inlinedAt: !786)
!788 = !DILocalVariable(name: "p", arg: 1, scope: !789, file: !2, line: 997, type: !12)
!789 = distinct !DISubprogram(name: "checkpointer", scope: !2, file: !2, line: 997, type: !790, scopeLine: 997, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !792)
!790 = !DISubroutineType(types: !791)
!791 = !{null, !12, !13}
!792 = !{!788, !793}
!793 = !DILocalVariable(name: "o", arg: 2, scope: !789, file: !2, line: 997, type: !13)
!794 = !DILocation(line: 0, scope: !789, inlinedAt: !795)
!795 = distinct !DILocation(line: 1008, column: 3, scope: !782, inlinedAt: !786)
!796 = !DILocation(line: 998, column: 12, scope: !797, inlinedAt: !795)
!797 = distinct !DILexicalBlock(scope: !789, file: !2, line: 998, column: 7)
!798 = !DILocation(line: 998, column: 9, scope: !797, inlinedAt: !795)
!799 = !DILocation(line: 998, column: 7, scope: !789, inlinedAt: !795)
!800 = !DILocation(line: 999, column: 13, scope: !797, inlinedAt: !795)
!801 = !DILocation(line: 999, column: 8, scope: !797, inlinedAt: !795)
!802 = !DILocation(line: 999, column: 5, scope: !797, inlinedAt: !795)
!803 = !DILocation(line: 1009, column: 20, scope: !782, inlinedAt: !786)
!804 = !DILocation(line: 0, scope: !789, inlinedAt: !805)
!805 = distinct !DILocation(line: 1009, column: 3, scope: !782, inlinedAt: !786)
!806 = !DILocation(line: 998, column: 12, scope: !797, inlinedAt: !805)
!807 = !DILocation(line: 998, column: 9, scope: !797, inlinedAt: !805)
!808 = !DILocation(line: 998, column: 7, scope: !789, inlinedAt: !805)
!809 = !DILocation(line: 999, column: 13, scope: !797, inlinedAt: !805)
!810 = !DILocation(line: 999, column: 8, scope: !797, inlinedAt: !805)
!811 = !DILocation(line: 999, column: 5, scope: !797, inlinedAt: !805)
!812 = !DILocation(line: 1010, column: 20, scope: !782, inlinedAt: !786)
!813 = !DILocation(line: 0, scope: !789, inlinedAt: !814)
!814 = distinct !DILocation(line: 1010, column: 3, scope: !782, inlinedAt: !786)
!815 = !DILocation(line: 998, column: 12, scope: !797, inlinedAt: !814)
!816 = !DILocation(line: 998, column: 9, scope: !797, inlinedAt: !814)
!817 = !DILocation(line: 998, column: 7, scope: !789, inlinedAt: !814)
!818 = !DILocation(line: 999, column: 13, scope: !797, inlinedAt: !814)
!819 = !DILocation(line: 999, column: 8, scope: !797, inlinedAt: !814)
!820 = !DILocation(line: 999, column: 5, scope: !797, inlinedAt: !814)
!821 = !DILocation(line: 1011, column: 20, scope: !782, inlinedAt: !786)
!822 = !DILocation(line: 0, scope: !789, inlinedAt: !823)
!823 = distinct !DILocation(line: 1011, column: 3, scope: !782, inlinedAt: !786)
!824 = !DILocation(line: 998, column: 12, scope: !797, inlinedAt: !823)
!825 = !DILocation(line: 998, column: 9, scope: !797, inlinedAt: !823)
!826 = !DILocation(line: 998, column: 7, scope: !789, inlinedAt: !823)
!827 = !DILocation(line: 999, column: 13, scope: !797, inlinedAt: !823)
!828 = !DILocation(line: 999, column: 8, scope: !797, inlinedAt: !823)
!829 = !DILocation(line: 999, column: 5, scope: !797, inlinedAt: !823)
!830 = !DILocation(line: 1035, column: 18, scope: !831)
!831 = distinct !DILexicalBlock(scope: !755, file: !2, line: 1035, column: 5)
!832 = !DILocation(line: 0, scope: !755)
!833 = !DILocation(line: 1035, column: 10, scope: !831)
!834 = !DILocation(line: 1035, scope: !831)
!835 = !DILocation(line: 1035, column: 25, scope: !836)
!836 = distinct !DILexicalBlock(scope: !831, file: !2, line: 1035, column: 5)
!837 = !DILocation(line: 1035, column: 28, scope: !836)
!838 = !DILocation(line: 1035, column: 5, scope: !831)
!839 = distinct !{!839, !838, !840, !841}
!840 = !DILocation(line: 1035, column: 65, scope: !831)
!841 = !{!"llvm.loop.mustprogress"}
!842 = !DILocation(line: 1036, column: 13, scope: !755)
!843 = !DILocation(line: 1036, column: 8, scope: !755)
!844 = !DILocation(line: 1037, column: 18, scope: !755)
!845 = !{!533, !523, i64 128}
!846 = !DILocation(line: 1037, column: 13, scope: !755)
!847 = !DILocation(line: 1038, column: 15, scope: !755)
!848 = !DILocation(line: 1039, column: 5, scope: !755)
!849 = !DILocation(line: 1041, column: 1, scope: !744)
!850 = !DISubprogram(name: "luaT_gettm", scope: !344, file: !344, line: 76, type: !851, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!851 = !DISubroutineType(types: !852)
!852 = !{!853, !747, !855, !109}
!853 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !854, size: 64)
!854 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !49)
!855 = !DIDerivedType(tag: DW_TAG_typedef, name: "TMS", file: !344, line: 45, baseType: !343)
!856 = distinct !DISubprogram(name: "sweeptolive", scope: !2, file: !2, line: 851, type: !857, scopeLine: 851, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !859)
!857 = !DISubroutineType(types: !858)
!858 = !{!12, !25, !12}
!859 = !{!860, !861, !862}
!860 = !DILocalVariable(name: "L", arg: 1, scope: !856, file: !2, line: 851, type: !25)
!861 = !DILocalVariable(name: "p", arg: 2, scope: !856, file: !2, line: 851, type: !12)
!862 = !DILocalVariable(name: "old", scope: !856, file: !2, line: 852, type: !12)
!863 = !DILocation(line: 0, scope: !856)
!864 = !DILocation(line: 853, column: 3, scope: !856)
!865 = !DILocalVariable(name: "L", arg: 1, scope: !866, file: !2, line: 824, type: !25)
!866 = distinct !DISubprogram(name: "sweeplist", scope: !2, file: !2, line: 824, type: !867, scopeLine: 825, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !870)
!867 = !DISubroutineType(types: !868)
!868 = !{!12, !25, !12, !64, !869}
!869 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!870 = !{!865, !871, !872, !873, !874, !875, !876, !877, !878, !882}
!871 = !DILocalVariable(name: "p", arg: 2, scope: !866, file: !2, line: 824, type: !12)
!872 = !DILocalVariable(name: "countin", arg: 3, scope: !866, file: !2, line: 824, type: !64)
!873 = !DILocalVariable(name: "countout", arg: 4, scope: !866, file: !2, line: 825, type: !869)
!874 = !DILocalVariable(name: "g", scope: !866, file: !2, line: 826, type: !84)
!875 = !DILocalVariable(name: "ow", scope: !866, file: !2, line: 827, type: !64)
!876 = !DILocalVariable(name: "i", scope: !866, file: !2, line: 828, type: !64)
!877 = !DILocalVariable(name: "white", scope: !866, file: !2, line: 829, type: !64)
!878 = !DILocalVariable(name: "curr", scope: !879, file: !2, line: 831, type: !13)
!879 = distinct !DILexicalBlock(scope: !880, file: !2, line: 830, column: 47)
!880 = distinct !DILexicalBlock(scope: !881, file: !2, line: 830, column: 3)
!881 = distinct !DILexicalBlock(scope: !866, file: !2, line: 830, column: 3)
!882 = !DILocalVariable(name: "marked", scope: !879, file: !2, line: 832, type: !64)
!883 = !DILocation(line: 0, scope: !866, inlinedAt: !884)
!884 = distinct !DILocation(line: 854, column: 9, scope: !885)
!885 = distinct !DILexicalBlock(scope: !856, file: !2, line: 853, column: 6)
!886 = !DILocation(line: 826, column: 21, scope: !866, inlinedAt: !884)
!887 = !DILocation(line: 827, column: 12, scope: !866, inlinedAt: !884)
!888 = !DILocation(line: 829, column: 15, scope: !866, inlinedAt: !884)
!889 = !DILocation(line: 830, column: 15, scope: !880, inlinedAt: !884)
!890 = !DILocation(line: 830, column: 18, scope: !880, inlinedAt: !884)
!891 = !DILocation(line: 830, column: 3, scope: !881, inlinedAt: !884)
!892 = !DILocation(line: 0, scope: !879, inlinedAt: !884)
!893 = !DILocation(line: 832, column: 24, scope: !879, inlinedAt: !884)
!894 = !DILocation(line: 833, column: 9, scope: !895, inlinedAt: !884)
!895 = distinct !DILexicalBlock(scope: !879, file: !2, line: 833, column: 9)
!896 = !DILocation(line: 833, column: 9, scope: !879, inlinedAt: !884)
!897 = !DILocation(line: 834, column: 18, scope: !898, inlinedAt: !884)
!898 = distinct !DILexicalBlock(scope: !895, file: !2, line: 833, column: 30)
!899 = !DILocation(line: 834, column: 10, scope: !898, inlinedAt: !884)
!900 = !DILocation(line: 835, column: 7, scope: !898, inlinedAt: !884)
!901 = !DILocation(line: 836, column: 5, scope: !898, inlinedAt: !884)
!902 = !DILocation(line: 838, column: 22, scope: !903, inlinedAt: !884)
!903 = distinct !DILexicalBlock(scope: !895, file: !2, line: 837, column: 10)
!904 = !DILocation(line: 838, column: 20, scope: !903, inlinedAt: !884)
!905 = distinct !{!905, !891, !906, !841}
!906 = !DILocation(line: 841, column: 3, scope: !881, inlinedAt: !884)
!907 = !DILocation(line: 844, column: 14, scope: !866, inlinedAt: !884)
!908 = !DILocation(line: 844, column: 10, scope: !866, inlinedAt: !884)
!909 = !DILocation(line: 855, column: 14, scope: !856)
!910 = !DILocation(line: 855, column: 3, scope: !885)
!911 = distinct !{!911, !864, !912, !841}
!912 = !DILocation(line: 855, column: 20, scope: !856)
!913 = !DILocation(line: 856, column: 3, scope: !856)
!914 = distinct !DISubprogram(name: "luaC_changemode", scope: !2, file: !2, line: 1360, type: !915, scopeLine: 1360, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !917)
!915 = !DISubroutineType(types: !916)
!916 = !{null, !25, !64}
!917 = !{!918, !919, !920}
!918 = !DILocalVariable(name: "L", arg: 1, scope: !914, file: !2, line: 1360, type: !25)
!919 = !DILocalVariable(name: "newmode", arg: 2, scope: !914, file: !2, line: 1360, type: !64)
!920 = !DILocalVariable(name: "g", scope: !914, file: !2, line: 1361, type: !84)
!921 = !DILocation(line: 0, scope: !914)
!922 = !DILocation(line: 1361, column: 21, scope: !914)
!923 = !DILocation(line: 1362, column: 21, scope: !924)
!924 = distinct !DILexicalBlock(scope: !914, file: !2, line: 1362, column: 7)
!925 = !DILocation(line: 1362, column: 18, scope: !924)
!926 = !DILocation(line: 1362, column: 15, scope: !924)
!927 = !DILocation(line: 1362, column: 7, scope: !914)
!928 = !DILocation(line: 1363, column: 17, scope: !929)
!929 = distinct !DILexicalBlock(scope: !930, file: !2, line: 1363, column: 9)
!930 = distinct !DILexicalBlock(scope: !924, file: !2, line: 1362, column: 29)
!931 = !DILocation(line: 1363, column: 9, scope: !930)
!932 = !DILocation(line: 1364, column: 7, scope: !929)
!933 = !DILocalVariable(name: "g", arg: 1, scope: !934, file: !2, line: 1345, type: !84)
!934 = distinct !DISubprogram(name: "enterinc", scope: !2, file: !2, line: 1345, type: !935, scopeLine: 1345, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !937)
!935 = !DISubroutineType(types: !936)
!936 = !{null, !84}
!937 = !{!933}
!938 = !DILocation(line: 0, scope: !934, inlinedAt: !939)
!939 = distinct !DILocation(line: 1366, column: 7, scope: !929)
!940 = !DILocation(line: 1346, column: 19, scope: !934, inlinedAt: !939)
!941 = !DILocalVariable(name: "g", arg: 1, scope: !942, file: !2, line: 1156, type: !84)
!942 = distinct !DISubprogram(name: "whitelist", scope: !2, file: !2, line: 1156, type: !557, scopeLine: 1156, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !943)
!943 = !{!941, !944, !945}
!944 = !DILocalVariable(name: "p", arg: 2, scope: !942, file: !2, line: 1156, type: !13)
!945 = !DILocalVariable(name: "white", scope: !942, file: !2, line: 1157, type: !64)
!946 = !DILocation(line: 0, scope: !942, inlinedAt: !947)
!947 = distinct !DILocation(line: 1346, column: 3, scope: !934, inlinedAt: !939)
!948 = !DILocation(line: 1157, column: 15, scope: !942, inlinedAt: !947)
!949 = !DILocation(line: 1158, column: 12, scope: !950, inlinedAt: !947)
!950 = distinct !DILexicalBlock(scope: !951, file: !2, line: 1158, column: 3)
!951 = distinct !DILexicalBlock(scope: !942, file: !2, line: 1158, column: 3)
!952 = !DILocation(line: 1158, column: 3, scope: !951, inlinedAt: !947)
!953 = !DILocation(line: 1159, column: 17, scope: !950, inlinedAt: !947)
!954 = !DILocation(line: 1159, column: 15, scope: !950, inlinedAt: !947)
!955 = !DILocation(line: 1158, column: 28, scope: !950, inlinedAt: !947)
!956 = distinct !{!956, !952, !957, !841}
!957 = !DILocation(line: 1159, column: 17, scope: !951, inlinedAt: !947)
!958 = !DILocation(line: 1347, column: 31, scope: !934, inlinedAt: !939)
!959 = !DILocation(line: 1348, column: 19, scope: !934, inlinedAt: !939)
!960 = !DILocation(line: 1347, column: 26, scope: !934, inlinedAt: !939)
!961 = !DILocation(line: 0, scope: !942, inlinedAt: !962)
!962 = distinct !DILocation(line: 1348, column: 3, scope: !934, inlinedAt: !939)
!963 = !DILocation(line: 1158, column: 12, scope: !950, inlinedAt: !962)
!964 = !DILocation(line: 1158, column: 3, scope: !951, inlinedAt: !962)
!965 = !DILocation(line: 1159, column: 17, scope: !950, inlinedAt: !962)
!966 = !DILocation(line: 1159, column: 15, scope: !950, inlinedAt: !962)
!967 = !DILocation(line: 1158, column: 28, scope: !950, inlinedAt: !962)
!968 = distinct !{!968, !964, !969, !841}
!969 = !DILocation(line: 1159, column: 17, scope: !951, inlinedAt: !962)
!970 = !DILocation(line: 1349, column: 19, scope: !934, inlinedAt: !939)
!971 = !{!533, !523, i64 176}
!972 = !DILocation(line: 0, scope: !942, inlinedAt: !973)
!973 = distinct !DILocation(line: 1349, column: 3, scope: !934, inlinedAt: !939)
!974 = !DILocation(line: 1158, column: 12, scope: !950, inlinedAt: !973)
!975 = !DILocation(line: 1158, column: 3, scope: !951, inlinedAt: !973)
!976 = !DILocation(line: 1159, column: 17, scope: !950, inlinedAt: !973)
!977 = !DILocation(line: 1159, column: 15, scope: !950, inlinedAt: !973)
!978 = !DILocation(line: 1158, column: 28, scope: !950, inlinedAt: !973)
!979 = distinct !{!979, !975, !980, !841}
!980 = !DILocation(line: 1159, column: 17, scope: !951, inlinedAt: !973)
!981 = !DILocation(line: 1350, column: 38, scope: !934, inlinedAt: !939)
!982 = !DILocation(line: 1351, column: 6, scope: !934, inlinedAt: !939)
!983 = !DILocation(line: 1350, column: 33, scope: !934, inlinedAt: !939)
!984 = !DILocation(line: 1351, column: 14, scope: !934, inlinedAt: !939)
!985 = !DILocation(line: 1352, column: 13, scope: !934, inlinedAt: !939)
!986 = !DILocation(line: 1368, column: 6, scope: !914)
!987 = !DILocation(line: 1368, column: 17, scope: !914)
!988 = !{!533, !528, i64 40}
!989 = !DILocation(line: 1369, column: 1, scope: !914)
!990 = distinct !DISubprogram(name: "entergen", scope: !2, file: !2, line: 1329, type: !991, scopeLine: 1329, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !993)
!991 = !DISubroutineType(types: !992)
!992 = !{!101, !25, !84}
!993 = !{!994, !995, !996}
!994 = !DILocalVariable(name: "L", arg: 1, scope: !990, file: !2, line: 1329, type: !25)
!995 = !DILocalVariable(name: "g", arg: 2, scope: !990, file: !2, line: 1329, type: !84)
!996 = !DILocalVariable(name: "numobjs", scope: !990, file: !2, line: 1330, type: !101)
!997 = !DILocation(line: 0, scope: !990)
!998 = !DILocalVariable(name: "L", arg: 1, scope: !999, file: !2, line: 1652, type: !25)
!999 = distinct !DISubprogram(name: "luaC_runtilstate", scope: !2, file: !2, line: 1652, type: !915, scopeLine: 1652, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !1000)
!1000 = !{!998, !1001, !1002}
!1001 = !DILocalVariable(name: "statesmask", arg: 2, scope: !999, file: !2, line: 1652, type: !64)
!1002 = !DILocalVariable(name: "g", scope: !999, file: !2, line: 1653, type: !84)
!1003 = !DILocation(line: 0, scope: !999, inlinedAt: !1004)
!1004 = distinct !DILocation(line: 1331, column: 3, scope: !990)
!1005 = !DILocation(line: 1653, column: 21, scope: !999, inlinedAt: !1004)
!1006 = !DILocation(line: 1654, column: 11, scope: !999, inlinedAt: !1004)
!1007 = !DILocation(line: 1654, column: 3, scope: !999, inlinedAt: !1004)
!1008 = !DILocation(line: 1655, column: 5, scope: !999, inlinedAt: !1004)
!1009 = distinct !{!1009, !1007, !1010, !841}
!1010 = !DILocation(line: 1655, column: 17, scope: !999, inlinedAt: !1004)
!1011 = !DILocation(line: 1653, column: 21, scope: !999, inlinedAt: !1012)
!1012 = distinct !DILocation(line: 1332, column: 3, scope: !990)
!1013 = !DILocation(line: 1654, column: 11, scope: !999, inlinedAt: !1012)
!1014 = !DILocation(line: 0, scope: !999, inlinedAt: !1012)
!1015 = !DILocation(line: 1654, column: 3, scope: !999, inlinedAt: !1012)
!1016 = !DILocation(line: 1655, column: 5, scope: !999, inlinedAt: !1012)
!1017 = distinct !{!1017, !1015, !1018, !841}
!1018 = !DILocation(line: 1655, column: 17, scope: !999, inlinedAt: !1012)
!1019 = !DILocation(line: 1333, column: 13, scope: !990)
!1020 = !DILocation(line: 1334, column: 3, scope: !990)
!1021 = !DILocalVariable(name: "g", arg: 1, scope: !1022, file: !2, line: 1318, type: !84)
!1022 = distinct !DISubprogram(name: "setminordebt", scope: !2, file: !2, line: 1318, type: !935, scopeLine: 1318, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !1023)
!1023 = !{!1021}
!1024 = !DILocation(line: 0, scope: !1022, inlinedAt: !1025)
!1025 = distinct !DILocation(line: 1335, column: 3, scope: !990)
!1026 = !DILocation(line: 1319, column: 21, scope: !1022, inlinedAt: !1025)
!1027 = !{!533, !528, i64 16}
!1028 = !{!533, !528, i64 24}
!1029 = !DILocation(line: 1319, column: 64, scope: !1022, inlinedAt: !1025)
!1030 = !{!533, !524, i64 104}
!1031 = !DILocation(line: 1319, column: 61, scope: !1022, inlinedAt: !1025)
!1032 = !DILocation(line: 1319, column: 19, scope: !1022, inlinedAt: !1025)
!1033 = !DILocation(line: 1319, column: 3, scope: !1022, inlinedAt: !1025)
!1034 = !DILocation(line: 1336, column: 3, scope: !990)
!1035 = distinct !DISubprogram(name: "luaC_freeallobjects", scope: !2, file: !2, line: 1511, type: !1036, scopeLine: 1511, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !1038)
!1036 = !DISubroutineType(types: !1037)
!1037 = !{null, !25}
!1038 = !{!1039, !1040}
!1039 = !DILocalVariable(name: "L", arg: 1, scope: !1035, file: !2, line: 1511, type: !25)
!1040 = !DILocalVariable(name: "g", scope: !1035, file: !2, line: 1512, type: !84)
!1041 = !DILocation(line: 0, scope: !1035)
!1042 = !DILocation(line: 1512, column: 21, scope: !1035)
!1043 = !DILocation(line: 1513, column: 6, scope: !1035)
!1044 = !DILocation(line: 1513, column: 12, scope: !1035)
!1045 = !DILocation(line: 0, scope: !914, inlinedAt: !1046)
!1046 = distinct !DILocation(line: 1514, column: 3, scope: !1035)
!1047 = !DILocation(line: 1362, column: 21, scope: !924, inlinedAt: !1046)
!1048 = !DILocation(line: 1362, column: 15, scope: !924, inlinedAt: !1046)
!1049 = !DILocation(line: 1362, column: 7, scope: !914, inlinedAt: !1046)
!1050 = !DILocation(line: 0, scope: !934, inlinedAt: !1051)
!1051 = distinct !DILocation(line: 1366, column: 7, scope: !929, inlinedAt: !1046)
!1052 = !DILocation(line: 1346, column: 19, scope: !934, inlinedAt: !1051)
!1053 = !DILocation(line: 0, scope: !942, inlinedAt: !1054)
!1054 = distinct !DILocation(line: 1346, column: 3, scope: !934, inlinedAt: !1051)
!1055 = !DILocation(line: 1157, column: 15, scope: !942, inlinedAt: !1054)
!1056 = !DILocation(line: 1158, column: 12, scope: !950, inlinedAt: !1054)
!1057 = !DILocation(line: 1158, column: 3, scope: !951, inlinedAt: !1054)
!1058 = !DILocation(line: 1159, column: 17, scope: !950, inlinedAt: !1054)
!1059 = !DILocation(line: 1159, column: 15, scope: !950, inlinedAt: !1054)
!1060 = !DILocation(line: 1158, column: 28, scope: !950, inlinedAt: !1054)
!1061 = distinct !{!1061, !1057, !1062, !841}
!1062 = !DILocation(line: 1159, column: 17, scope: !951, inlinedAt: !1054)
!1063 = !DILocation(line: 1347, column: 31, scope: !934, inlinedAt: !1051)
!1064 = !DILocation(line: 1348, column: 19, scope: !934, inlinedAt: !1051)
!1065 = !DILocation(line: 1347, column: 26, scope: !934, inlinedAt: !1051)
!1066 = !DILocation(line: 0, scope: !942, inlinedAt: !1067)
!1067 = distinct !DILocation(line: 1348, column: 3, scope: !934, inlinedAt: !1051)
!1068 = !DILocation(line: 1158, column: 12, scope: !950, inlinedAt: !1067)
!1069 = !DILocation(line: 1158, column: 3, scope: !951, inlinedAt: !1067)
!1070 = !DILocation(line: 1159, column: 17, scope: !950, inlinedAt: !1067)
!1071 = !DILocation(line: 1159, column: 15, scope: !950, inlinedAt: !1067)
!1072 = !DILocation(line: 1158, column: 28, scope: !950, inlinedAt: !1067)
!1073 = distinct !{!1073, !1069, !1074, !841}
!1074 = !DILocation(line: 1159, column: 17, scope: !951, inlinedAt: !1067)
!1075 = !DILocation(line: 1349, column: 19, scope: !934, inlinedAt: !1051)
!1076 = !DILocation(line: 0, scope: !942, inlinedAt: !1077)
!1077 = distinct !DILocation(line: 1349, column: 3, scope: !934, inlinedAt: !1051)
!1078 = !DILocation(line: 1158, column: 12, scope: !950, inlinedAt: !1077)
!1079 = !DILocation(line: 1158, column: 3, scope: !951, inlinedAt: !1077)
!1080 = !DILocation(line: 1159, column: 17, scope: !950, inlinedAt: !1077)
!1081 = !DILocation(line: 1159, column: 15, scope: !950, inlinedAt: !1077)
!1082 = !DILocation(line: 1158, column: 28, scope: !950, inlinedAt: !1077)
!1083 = distinct !{!1083, !1079, !1084, !841}
!1084 = !DILocation(line: 1159, column: 17, scope: !951, inlinedAt: !1077)
!1085 = !DILocation(line: 1350, column: 38, scope: !934, inlinedAt: !1051)
!1086 = !DILocation(line: 1351, column: 6, scope: !934, inlinedAt: !1051)
!1087 = !DILocation(line: 1350, column: 33, scope: !934, inlinedAt: !1051)
!1088 = !DILocation(line: 1351, column: 14, scope: !934, inlinedAt: !1051)
!1089 = !DILocation(line: 1352, column: 13, scope: !934, inlinedAt: !1051)
!1090 = !DILocation(line: 1368, column: 6, scope: !914, inlinedAt: !1046)
!1091 = !DILocation(line: 1368, column: 17, scope: !914, inlinedAt: !1046)
!1092 = !DILocalVariable(name: "g", arg: 1, scope: !1093, file: !2, line: 974, type: !84)
!1093 = distinct !DISubprogram(name: "separatetobefnz", scope: !2, file: !2, line: 974, type: !1094, scopeLine: 974, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !1096)
!1094 = !DISubroutineType(types: !1095)
!1095 = !{null, !84, !64}
!1096 = !{!1092, !1097, !1098, !1099, !1100}
!1097 = !DILocalVariable(name: "all", arg: 2, scope: !1093, file: !2, line: 974, type: !64)
!1098 = !DILocalVariable(name: "curr", scope: !1093, file: !2, line: 975, type: !13)
!1099 = !DILocalVariable(name: "p", scope: !1093, file: !2, line: 976, type: !12)
!1100 = !DILocalVariable(name: "lastnext", scope: !1093, file: !2, line: 977, type: !12)
!1101 = !DILocation(line: 0, scope: !1093, inlinedAt: !1102)
!1102 = distinct !DILocation(line: 1515, column: 3, scope: !1035)
!1103 = !DILocation(line: 977, column: 38, scope: !1093, inlinedAt: !1102)
!1104 = !DILocalVariable(name: "p", arg: 1, scope: !1105, file: !2, line: 960, type: !12)
!1105 = distinct !DISubprogram(name: "findlast", scope: !2, file: !2, line: 960, type: !1106, scopeLine: 960, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !1108)
!1106 = !DISubroutineType(types: !1107)
!1107 = !{!12, !12}
!1108 = !{!1104}
!1109 = !DILocation(line: 0, scope: !1105, inlinedAt: !1110)
!1110 = distinct !DILocation(line: 977, column: 25, scope: !1093, inlinedAt: !1102)
!1111 = !DILocation(line: 961, column: 3, scope: !1105, inlinedAt: !1110)
!1112 = !DILocation(line: 961, column: 10, scope: !1105, inlinedAt: !1110)
!1113 = !DILocation(line: 961, column: 13, scope: !1105, inlinedAt: !1110)
!1114 = distinct !{!1114, !1111, !1115, !841}
!1115 = !DILocation(line: 962, column: 16, scope: !1105, inlinedAt: !1110)
!1116 = !DILocation(line: 976, column: 22, scope: !1093, inlinedAt: !1102)
!1117 = !DILocation(line: 978, column: 18, scope: !1093, inlinedAt: !1102)
!1118 = !DILocation(line: 978, column: 28, scope: !1093, inlinedAt: !1102)
!1119 = !{!533, !523, i64 232}
!1120 = !DILocation(line: 978, column: 22, scope: !1093, inlinedAt: !1102)
!1121 = !DILocation(line: 978, column: 3, scope: !1093, inlinedAt: !1102)
!1122 = !DILocation(line: 983, column: 22, scope: !1123, inlinedAt: !1102)
!1123 = distinct !DILexicalBlock(scope: !1124, file: !2, line: 983, column: 11)
!1124 = distinct !DILexicalBlock(scope: !1125, file: !2, line: 982, column: 10)
!1125 = distinct !DILexicalBlock(scope: !1126, file: !2, line: 980, column: 9)
!1126 = distinct !DILexicalBlock(scope: !1093, file: !2, line: 978, column: 40)
!1127 = !{!533, !523, i64 224}
!1128 = !DILocation(line: 983, column: 16, scope: !1123, inlinedAt: !1102)
!1129 = !DILocation(line: 985, column: 18, scope: !1124, inlinedAt: !1102)
!1130 = !DILocation(line: 983, column: 11, scope: !1124, inlinedAt: !1102)
!1131 = !DILocation(line: 984, column: 22, scope: !1123, inlinedAt: !1102)
!1132 = !DILocation(line: 984, column: 9, scope: !1123, inlinedAt: !1102)
!1133 = !DILocation(line: 985, column: 10, scope: !1124, inlinedAt: !1102)
!1134 = !DILocation(line: 986, column: 20, scope: !1124, inlinedAt: !1102)
!1135 = !DILocation(line: 986, column: 18, scope: !1124, inlinedAt: !1102)
!1136 = !DILocation(line: 987, column: 17, scope: !1124, inlinedAt: !1102)
!1137 = distinct !{!1137, !1121, !1138, !841}
!1138 = !DILocation(line: 990, column: 3, scope: !1093, inlinedAt: !1102)
!1139 = !DILocalVariable(name: "L", arg: 1, scope: !1140, file: !2, line: 950, type: !25)
!1140 = distinct !DISubprogram(name: "callallpendingfinalizers", scope: !2, file: !2, line: 950, type: !1036, scopeLine: 950, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !1141)
!1141 = !{!1139, !1142}
!1142 = !DILocalVariable(name: "g", scope: !1140, file: !2, line: 951, type: !84)
!1143 = !DILocation(line: 0, scope: !1140, inlinedAt: !1144)
!1144 = distinct !DILocation(line: 1517, column: 3, scope: !1035)
!1145 = !DILocation(line: 951, column: 21, scope: !1140, inlinedAt: !1144)
!1146 = !DILocation(line: 952, column: 13, scope: !1140, inlinedAt: !1144)
!1147 = !DILocation(line: 952, column: 3, scope: !1140, inlinedAt: !1144)
!1148 = !DILocation(line: 953, column: 5, scope: !1140, inlinedAt: !1144)
!1149 = distinct !{!1149, !1147, !1150, !841}
!1150 = !DILocation(line: 953, column: 11, scope: !1140, inlinedAt: !1144)
!1151 = !DILocation(line: 1518, column: 20, scope: !1035)
!1152 = !DILocation(line: 1518, column: 27, scope: !1035)
!1153 = !{!533, !523, i64 264}
!1154 = !DILocalVariable(name: "L", arg: 1, scope: !1155, file: !2, line: 1498, type: !25)
!1155 = distinct !DISubprogram(name: "deletelist", scope: !2, file: !2, line: 1498, type: !512, scopeLine: 1498, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !1156)
!1156 = !{!1154, !1157, !1158, !1159}
!1157 = !DILocalVariable(name: "p", arg: 2, scope: !1155, file: !2, line: 1498, type: !13)
!1158 = !DILocalVariable(name: "limit", arg: 3, scope: !1155, file: !2, line: 1498, type: !13)
!1159 = !DILocalVariable(name: "next", scope: !1160, file: !2, line: 1500, type: !13)
!1160 = distinct !DILexicalBlock(scope: !1155, file: !2, line: 1499, column: 22)
!1161 = !DILocation(line: 0, scope: !1155, inlinedAt: !1162)
!1162 = distinct !DILocation(line: 1518, column: 3, scope: !1035)
!1163 = !DILocation(line: 1499, column: 12, scope: !1155, inlinedAt: !1162)
!1164 = !DILocation(line: 1499, column: 3, scope: !1155, inlinedAt: !1162)
!1165 = !DILocation(line: 1500, column: 25, scope: !1160, inlinedAt: !1162)
!1166 = !DILocation(line: 0, scope: !1160, inlinedAt: !1162)
!1167 = !DILocation(line: 1501, column: 5, scope: !1160, inlinedAt: !1162)
!1168 = distinct !{!1168, !1164, !1169, !841}
!1169 = !DILocation(line: 1503, column: 3, scope: !1155, inlinedAt: !1162)
!1170 = !DILocation(line: 1520, column: 20, scope: !1035)
!1171 = !DILocation(line: 0, scope: !1155, inlinedAt: !1172)
!1172 = distinct !DILocation(line: 1520, column: 3, scope: !1035)
!1173 = !DILocation(line: 1499, column: 12, scope: !1155, inlinedAt: !1172)
!1174 = !DILocation(line: 1499, column: 3, scope: !1155, inlinedAt: !1172)
!1175 = !DILocation(line: 1500, column: 25, scope: !1160, inlinedAt: !1172)
!1176 = !DILocation(line: 0, scope: !1160, inlinedAt: !1172)
!1177 = !DILocation(line: 1501, column: 5, scope: !1160, inlinedAt: !1172)
!1178 = distinct !{!1178, !1174, !1179, !841}
!1179 = !DILocation(line: 1503, column: 3, scope: !1155, inlinedAt: !1172)
!1180 = !DILocation(line: 1522, column: 1, scope: !1035)
!1181 = !DILocation(line: 0, scope: !999)
!1182 = !DILocation(line: 1653, column: 21, scope: !999)
!1183 = !DILocation(line: 1654, column: 11, scope: !999)
!1184 = !DILocation(line: 1654, column: 10, scope: !999)
!1185 = !DILocation(line: 1654, column: 3, scope: !999)
!1186 = !DILocation(line: 1655, column: 5, scope: !999)
!1187 = distinct !{!1187, !1185, !1188, !841}
!1188 = !DILocation(line: 1655, column: 17, scope: !999)
!1189 = !DILocation(line: 1656, column: 1, scope: !999)
!1190 = distinct !DISubprogram(name: "singlestep", scope: !2, file: !2, line: 1585, type: !1191, scopeLine: 1585, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !1193)
!1191 = !DISubroutineType(types: !1192)
!1192 = !{!101, !25}
!1193 = !{!1194, !1195, !1196}
!1194 = !DILocalVariable(name: "L", arg: 1, scope: !1190, file: !2, line: 1585, type: !25)
!1195 = !DILocalVariable(name: "g", scope: !1190, file: !2, line: 1586, type: !84)
!1196 = !DILocalVariable(name: "work", scope: !1190, file: !2, line: 1587, type: !101)
!1197 = !DILocation(line: 0, scope: !1190)
!1198 = !DILocation(line: 1586, column: 21, scope: !1190)
!1199 = !DILocation(line: 1589, column: 6, scope: !1190)
!1200 = !DILocation(line: 1589, column: 15, scope: !1190)
!1201 = !{!533, !524, i64 103}
!1202 = !DILocation(line: 1590, column: 14, scope: !1190)
!1203 = !DILocation(line: 1590, column: 3, scope: !1190)
!1204 = !DILocalVariable(name: "g", arg: 1, scope: !1205, file: !2, line: 403, type: !84)
!1205 = distinct !DISubprogram(name: "restartcollection", scope: !2, file: !2, line: 403, type: !935, scopeLine: 403, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !1206)
!1206 = !{!1204}
!1207 = !DILocation(line: 0, scope: !1205, inlinedAt: !1208)
!1208 = distinct !DILocation(line: 1592, column: 7, scope: !1209)
!1209 = distinct !DILexicalBlock(scope: !1210, file: !2, line: 1591, column: 20)
!1210 = distinct !DILexicalBlock(scope: !1190, file: !2, line: 1590, column: 23)
!1211 = !DILocalVariable(name: "g", arg: 1, scope: !1212, file: !2, line: 394, type: !84)
!1212 = distinct !DISubprogram(name: "cleargraylists", scope: !2, file: !2, line: 394, type: !935, scopeLine: 394, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !1213)
!1213 = !{!1211}
!1214 = !DILocation(line: 0, scope: !1212, inlinedAt: !1215)
!1215 = distinct !DILocation(line: 404, column: 3, scope: !1205, inlinedAt: !1208)
!1216 = !DILocation(line: 395, column: 6, scope: !1212, inlinedAt: !1215)
!1217 = !DILocation(line: 395, column: 11, scope: !1212, inlinedAt: !1215)
!1218 = !DILocation(line: 405, column: 3, scope: !1219, inlinedAt: !1208)
!1219 = distinct !DILexicalBlock(scope: !1220, file: !2, line: 405, column: 3)
!1220 = distinct !DILexicalBlock(scope: !1205, file: !2, line: 405, column: 3)
!1221 = !{!522, !524, i64 9}
!1222 = !DILocation(line: 405, column: 3, scope: !1220, inlinedAt: !1208)
!1223 = !DILocation(line: 406, column: 3, scope: !1224, inlinedAt: !1208)
!1224 = distinct !DILexicalBlock(scope: !1225, file: !2, line: 406, column: 3)
!1225 = distinct !DILexicalBlock(scope: !1205, file: !2, line: 406, column: 3)
!1226 = !{!533, !524, i64 72}
!1227 = !DILocation(line: 406, column: 3, scope: !1225, inlinedAt: !1208)
!1228 = !DILocation(line: 407, column: 3, scope: !1205, inlinedAt: !1208)
!1229 = !DILocalVariable(name: "g", arg: 1, scope: !1230, file: !2, line: 345, type: !84)
!1230 = distinct !DISubprogram(name: "markbeingfnz", scope: !2, file: !2, line: 345, type: !1231, scopeLine: 345, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !1233)
!1231 = !DISubroutineType(types: !1232)
!1232 = !{!101, !84}
!1233 = !{!1229, !1234, !1235}
!1234 = !DILocalVariable(name: "o", scope: !1230, file: !2, line: 346, type: !13)
!1235 = !DILocalVariable(name: "count", scope: !1230, file: !2, line: 347, type: !101)
!1236 = !DILocation(line: 0, scope: !1230, inlinedAt: !1237)
!1237 = distinct !DILocation(line: 408, column: 3, scope: !1205, inlinedAt: !1208)
!1238 = !DILocation(line: 348, column: 15, scope: !1239, inlinedAt: !1237)
!1239 = distinct !DILexicalBlock(scope: !1230, file: !2, line: 348, column: 3)
!1240 = !DILocation(line: 348, scope: !1239, inlinedAt: !1237)
!1241 = !DILocation(line: 348, column: 26, scope: !1242, inlinedAt: !1237)
!1242 = distinct !DILexicalBlock(scope: !1239, file: !2, line: 348, column: 3)
!1243 = !DILocation(line: 348, column: 3, scope: !1239, inlinedAt: !1237)
!1244 = !DILocation(line: 350, column: 5, scope: !1245, inlinedAt: !1237)
!1245 = distinct !DILexicalBlock(scope: !1246, file: !2, line: 350, column: 5)
!1246 = distinct !DILexicalBlock(scope: !1247, file: !2, line: 350, column: 5)
!1247 = distinct !DILexicalBlock(scope: !1242, file: !2, line: 348, column: 48)
!1248 = !DILocation(line: 350, column: 5, scope: !1246, inlinedAt: !1237)
!1249 = distinct !{!1249, !1243, !1250, !841}
!1250 = !DILocation(line: 351, column: 3, scope: !1239, inlinedAt: !1237)
!1251 = !DILocation(line: 1593, column: 18, scope: !1209)
!1252 = !DILocation(line: 1595, column: 7, scope: !1209)
!1253 = !DILocation(line: 1598, column: 14, scope: !1254)
!1254 = distinct !DILexicalBlock(scope: !1255, file: !2, line: 1598, column: 11)
!1255 = distinct !DILexicalBlock(scope: !1210, file: !2, line: 1597, column: 24)
!1256 = !{!533, !523, i64 136}
!1257 = !DILocation(line: 1598, column: 19, scope: !1254)
!1258 = !DILocation(line: 1598, column: 11, scope: !1255)
!1259 = !DILocation(line: 1599, column: 20, scope: !1260)
!1260 = distinct !DILexicalBlock(scope: !1254, file: !2, line: 1598, column: 28)
!1261 = !DILocation(line: 1601, column: 7, scope: !1260)
!1262 = !DILocation(line: 1603, column: 16, scope: !1254)
!1263 = !DILocation(line: 1607, column: 14, scope: !1264)
!1264 = distinct !DILexicalBlock(scope: !1210, file: !2, line: 1606, column: 26)
!1265 = !DILocalVariable(name: "L", arg: 1, scope: !1266, file: !2, line: 1486, type: !25)
!1266 = distinct !DISubprogram(name: "entersweep", scope: !2, file: !2, line: 1486, type: !1036, scopeLine: 1486, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !1267)
!1267 = !{!1265, !1268}
!1268 = !DILocalVariable(name: "g", scope: !1266, file: !2, line: 1487, type: !84)
!1269 = !DILocation(line: 0, scope: !1266, inlinedAt: !1270)
!1270 = distinct !DILocation(line: 1608, column: 7, scope: !1264)
!1271 = !DILocation(line: 1487, column: 21, scope: !1266, inlinedAt: !1270)
!1272 = !DILocation(line: 1488, column: 6, scope: !1266, inlinedAt: !1270)
!1273 = !DILocation(line: 1488, column: 14, scope: !1266, inlinedAt: !1270)
!1274 = !DILocation(line: 1490, column: 35, scope: !1266, inlinedAt: !1270)
!1275 = !DILocation(line: 0, scope: !856, inlinedAt: !1276)
!1276 = distinct !DILocation(line: 1490, column: 16, scope: !1266, inlinedAt: !1270)
!1277 = !DILocation(line: 853, column: 3, scope: !856, inlinedAt: !1276)
!1278 = !DILocation(line: 0, scope: !866, inlinedAt: !1279)
!1279 = distinct !DILocation(line: 854, column: 9, scope: !885, inlinedAt: !1276)
!1280 = !DILocation(line: 826, column: 21, scope: !866, inlinedAt: !1279)
!1281 = !DILocation(line: 827, column: 12, scope: !866, inlinedAt: !1279)
!1282 = !DILocation(line: 829, column: 15, scope: !866, inlinedAt: !1279)
!1283 = !DILocation(line: 830, column: 15, scope: !880, inlinedAt: !1279)
!1284 = !DILocation(line: 830, column: 18, scope: !880, inlinedAt: !1279)
!1285 = !DILocation(line: 830, column: 3, scope: !881, inlinedAt: !1279)
!1286 = !DILocation(line: 0, scope: !879, inlinedAt: !1279)
!1287 = !DILocation(line: 832, column: 24, scope: !879, inlinedAt: !1279)
!1288 = !DILocation(line: 833, column: 9, scope: !895, inlinedAt: !1279)
!1289 = !DILocation(line: 833, column: 9, scope: !879, inlinedAt: !1279)
!1290 = !DILocation(line: 834, column: 18, scope: !898, inlinedAt: !1279)
!1291 = !DILocation(line: 834, column: 10, scope: !898, inlinedAt: !1279)
!1292 = !DILocation(line: 835, column: 7, scope: !898, inlinedAt: !1279)
!1293 = !DILocation(line: 836, column: 5, scope: !898, inlinedAt: !1279)
!1294 = !DILocation(line: 838, column: 22, scope: !903, inlinedAt: !1279)
!1295 = !DILocation(line: 838, column: 20, scope: !903, inlinedAt: !1279)
!1296 = distinct !{!1296, !1285, !1297, !841}
!1297 = !DILocation(line: 841, column: 3, scope: !881, inlinedAt: !1279)
!1298 = !DILocation(line: 844, column: 14, scope: !866, inlinedAt: !1279)
!1299 = !DILocation(line: 844, column: 10, scope: !866, inlinedAt: !1279)
!1300 = !DILocation(line: 855, column: 14, scope: !856, inlinedAt: !1276)
!1301 = !DILocation(line: 855, column: 3, scope: !885, inlinedAt: !1276)
!1302 = distinct !{!1302, !1277, !1303, !841}
!1303 = !DILocation(line: 855, column: 20, scope: !856, inlinedAt: !1276)
!1304 = !DILocation(line: 1490, column: 6, scope: !1266, inlinedAt: !1270)
!1305 = !DILocation(line: 1490, column: 14, scope: !1266, inlinedAt: !1270)
!1306 = !DILocation(line: 1609, column: 23, scope: !1264)
!1307 = !DILocation(line: 1609, column: 10, scope: !1264)
!1308 = !DILocation(line: 1609, column: 21, scope: !1264)
!1309 = !{!533, !528, i64 32}
!1310 = !DILocation(line: 1610, column: 7, scope: !1264)
!1311 = !DILocalVariable(name: "L", arg: 1, scope: !1312, file: !2, line: 1568, type: !25)
!1312 = distinct !DISubprogram(name: "sweepstep", scope: !2, file: !2, line: 1568, type: !1313, scopeLine: 1569, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !1315)
!1313 = !DISubroutineType(types: !1314)
!1314 = !{!64, !25, !84, !64, !12}
!1315 = !{!1311, !1316, !1317, !1318, !1319, !1322}
!1316 = !DILocalVariable(name: "g", arg: 2, scope: !1312, file: !2, line: 1568, type: !84)
!1317 = !DILocalVariable(name: "nextstate", arg: 3, scope: !1312, file: !2, line: 1569, type: !64)
!1318 = !DILocalVariable(name: "nextlist", arg: 4, scope: !1312, file: !2, line: 1569, type: !12)
!1319 = !DILocalVariable(name: "olddebt", scope: !1320, file: !2, line: 1571, type: !98)
!1320 = distinct !DILexicalBlock(scope: !1321, file: !2, line: 1570, column: 19)
!1321 = distinct !DILexicalBlock(scope: !1312, file: !2, line: 1570, column: 7)
!1322 = !DILocalVariable(name: "count", scope: !1320, file: !2, line: 1572, type: !64)
!1323 = !DILocation(line: 0, scope: !1312, inlinedAt: !1324)
!1324 = distinct !DILocation(line: 1613, column: 14, scope: !1325)
!1325 = distinct !DILexicalBlock(scope: !1210, file: !2, line: 1612, column: 23)
!1326 = !DILocation(line: 1570, column: 10, scope: !1321, inlinedAt: !1324)
!1327 = !DILocation(line: 1570, column: 7, scope: !1321, inlinedAt: !1324)
!1328 = !DILocation(line: 1570, column: 7, scope: !1312, inlinedAt: !1324)
!1329 = !DILocation(line: 1571, column: 24, scope: !1320, inlinedAt: !1324)
!1330 = !DILocation(line: 0, scope: !1320, inlinedAt: !1324)
!1331 = !DILocation(line: 0, scope: !866, inlinedAt: !1332)
!1332 = distinct !DILocation(line: 1573, column: 18, scope: !1320, inlinedAt: !1324)
!1333 = !DILocation(line: 827, column: 12, scope: !866, inlinedAt: !1332)
!1334 = !DILocation(line: 829, column: 15, scope: !866, inlinedAt: !1332)
!1335 = !DILocation(line: 830, column: 15, scope: !880, inlinedAt: !1332)
!1336 = !DILocation(line: 830, column: 18, scope: !880, inlinedAt: !1332)
!1337 = !DILocation(line: 830, column: 3, scope: !881, inlinedAt: !1332)
!1338 = !DILocation(line: 0, scope: !879, inlinedAt: !1332)
!1339 = !DILocation(line: 832, column: 24, scope: !879, inlinedAt: !1332)
!1340 = !DILocation(line: 833, column: 9, scope: !895, inlinedAt: !1332)
!1341 = !DILocation(line: 833, column: 9, scope: !879, inlinedAt: !1332)
!1342 = !DILocation(line: 834, column: 18, scope: !898, inlinedAt: !1332)
!1343 = !DILocation(line: 834, column: 10, scope: !898, inlinedAt: !1332)
!1344 = !DILocation(line: 835, column: 7, scope: !898, inlinedAt: !1332)
!1345 = !DILocation(line: 836, column: 5, scope: !898, inlinedAt: !1332)
!1346 = !DILocation(line: 838, column: 22, scope: !903, inlinedAt: !1332)
!1347 = !DILocation(line: 838, column: 20, scope: !903, inlinedAt: !1332)
!1348 = !DILocation(line: 830, column: 43, scope: !880, inlinedAt: !1332)
!1349 = !DILocation(line: 830, column: 26, scope: !880, inlinedAt: !1332)
!1350 = distinct !{!1350, !1337, !1351, !841}
!1351 = !DILocation(line: 841, column: 3, scope: !881, inlinedAt: !1332)
!1352 = !DILocation(line: 1574, column: 25, scope: !1320, inlinedAt: !1324)
!1353 = !DILocation(line: 844, column: 14, scope: !866, inlinedAt: !1332)
!1354 = !DILocation(line: 844, column: 10, scope: !866, inlinedAt: !1332)
!1355 = !DILocation(line: 1613, column: 14, scope: !1325)
!1356 = !DILocation(line: 830, scope: !881, inlinedAt: !1332)
!1357 = !DILocation(line: 1573, column: 16, scope: !1320, inlinedAt: !1324)
!1358 = !DILocation(line: 1574, column: 32, scope: !1320, inlinedAt: !1324)
!1359 = !DILocation(line: 1574, column: 8, scope: !1320, inlinedAt: !1324)
!1360 = !DILocation(line: 1574, column: 19, scope: !1320, inlinedAt: !1324)
!1361 = !DILocation(line: 1613, column: 48, scope: !1325)
!1362 = !DILocation(line: 1578, column: 16, scope: !1363, inlinedAt: !1324)
!1363 = distinct !DILexicalBlock(scope: !1321, file: !2, line: 1577, column: 8)
!1364 = !DILocation(line: 1579, column: 16, scope: !1363, inlinedAt: !1324)
!1365 = !DILocation(line: 1580, column: 5, scope: !1363, inlinedAt: !1324)
!1366 = !DILocation(line: 0, scope: !1312, inlinedAt: !1367)
!1367 = distinct !DILocation(line: 1617, column: 14, scope: !1368)
!1368 = distinct !DILexicalBlock(scope: !1210, file: !2, line: 1616, column: 24)
!1369 = !DILocation(line: 1570, column: 10, scope: !1321, inlinedAt: !1367)
!1370 = !DILocation(line: 1570, column: 7, scope: !1321, inlinedAt: !1367)
!1371 = !DILocation(line: 1570, column: 7, scope: !1312, inlinedAt: !1367)
!1372 = !DILocation(line: 1571, column: 24, scope: !1320, inlinedAt: !1367)
!1373 = !DILocation(line: 0, scope: !1320, inlinedAt: !1367)
!1374 = !DILocation(line: 0, scope: !866, inlinedAt: !1375)
!1375 = distinct !DILocation(line: 1573, column: 18, scope: !1320, inlinedAt: !1367)
!1376 = !DILocation(line: 827, column: 12, scope: !866, inlinedAt: !1375)
!1377 = !DILocation(line: 829, column: 15, scope: !866, inlinedAt: !1375)
!1378 = !DILocation(line: 830, column: 15, scope: !880, inlinedAt: !1375)
!1379 = !DILocation(line: 830, column: 18, scope: !880, inlinedAt: !1375)
!1380 = !DILocation(line: 830, column: 3, scope: !881, inlinedAt: !1375)
!1381 = !DILocation(line: 0, scope: !879, inlinedAt: !1375)
!1382 = !DILocation(line: 832, column: 24, scope: !879, inlinedAt: !1375)
!1383 = !DILocation(line: 833, column: 9, scope: !895, inlinedAt: !1375)
!1384 = !DILocation(line: 833, column: 9, scope: !879, inlinedAt: !1375)
!1385 = !DILocation(line: 834, column: 18, scope: !898, inlinedAt: !1375)
!1386 = !DILocation(line: 834, column: 10, scope: !898, inlinedAt: !1375)
!1387 = !DILocation(line: 835, column: 7, scope: !898, inlinedAt: !1375)
!1388 = !DILocation(line: 836, column: 5, scope: !898, inlinedAt: !1375)
!1389 = !DILocation(line: 838, column: 22, scope: !903, inlinedAt: !1375)
!1390 = !DILocation(line: 838, column: 20, scope: !903, inlinedAt: !1375)
!1391 = !DILocation(line: 830, column: 43, scope: !880, inlinedAt: !1375)
!1392 = !DILocation(line: 830, column: 26, scope: !880, inlinedAt: !1375)
!1393 = distinct !{!1393, !1380, !1394, !841}
!1394 = !DILocation(line: 841, column: 3, scope: !881, inlinedAt: !1375)
!1395 = !DILocation(line: 1574, column: 25, scope: !1320, inlinedAt: !1367)
!1396 = !DILocation(line: 844, column: 14, scope: !866, inlinedAt: !1375)
!1397 = !DILocation(line: 844, column: 10, scope: !866, inlinedAt: !1375)
!1398 = !DILocation(line: 1617, column: 14, scope: !1368)
!1399 = !DILocation(line: 830, scope: !881, inlinedAt: !1375)
!1400 = !DILocation(line: 1573, column: 16, scope: !1320, inlinedAt: !1367)
!1401 = !DILocation(line: 1574, column: 32, scope: !1320, inlinedAt: !1367)
!1402 = !DILocation(line: 1574, column: 8, scope: !1320, inlinedAt: !1367)
!1403 = !DILocation(line: 1574, column: 19, scope: !1320, inlinedAt: !1367)
!1404 = !DILocation(line: 1617, column: 49, scope: !1368)
!1405 = !DILocation(line: 1578, column: 16, scope: !1363, inlinedAt: !1367)
!1406 = !DILocation(line: 1579, column: 16, scope: !1363, inlinedAt: !1367)
!1407 = !DILocation(line: 1580, column: 5, scope: !1363, inlinedAt: !1367)
!1408 = !DILocation(line: 0, scope: !1312, inlinedAt: !1409)
!1409 = distinct !DILocation(line: 1621, column: 14, scope: !1410)
!1410 = distinct !DILexicalBlock(scope: !1210, file: !2, line: 1620, column: 25)
!1411 = !DILocation(line: 1570, column: 10, scope: !1321, inlinedAt: !1409)
!1412 = !DILocation(line: 1570, column: 7, scope: !1321, inlinedAt: !1409)
!1413 = !DILocation(line: 1570, column: 7, scope: !1312, inlinedAt: !1409)
!1414 = !DILocation(line: 1571, column: 24, scope: !1320, inlinedAt: !1409)
!1415 = !DILocation(line: 0, scope: !1320, inlinedAt: !1409)
!1416 = !DILocation(line: 0, scope: !866, inlinedAt: !1417)
!1417 = distinct !DILocation(line: 1573, column: 18, scope: !1320, inlinedAt: !1409)
!1418 = !DILocation(line: 827, column: 12, scope: !866, inlinedAt: !1417)
!1419 = !DILocation(line: 829, column: 15, scope: !866, inlinedAt: !1417)
!1420 = !DILocation(line: 830, column: 15, scope: !880, inlinedAt: !1417)
!1421 = !DILocation(line: 830, column: 18, scope: !880, inlinedAt: !1417)
!1422 = !DILocation(line: 830, column: 3, scope: !881, inlinedAt: !1417)
!1423 = !DILocation(line: 0, scope: !879, inlinedAt: !1417)
!1424 = !DILocation(line: 832, column: 24, scope: !879, inlinedAt: !1417)
!1425 = !DILocation(line: 833, column: 9, scope: !895, inlinedAt: !1417)
!1426 = !DILocation(line: 833, column: 9, scope: !879, inlinedAt: !1417)
!1427 = !DILocation(line: 834, column: 18, scope: !898, inlinedAt: !1417)
!1428 = !DILocation(line: 834, column: 10, scope: !898, inlinedAt: !1417)
!1429 = !DILocation(line: 835, column: 7, scope: !898, inlinedAt: !1417)
!1430 = !DILocation(line: 836, column: 5, scope: !898, inlinedAt: !1417)
!1431 = !DILocation(line: 838, column: 22, scope: !903, inlinedAt: !1417)
!1432 = !DILocation(line: 838, column: 20, scope: !903, inlinedAt: !1417)
!1433 = !DILocation(line: 830, column: 43, scope: !880, inlinedAt: !1417)
!1434 = !DILocation(line: 830, column: 26, scope: !880, inlinedAt: !1417)
!1435 = distinct !{!1435, !1422, !1436, !841}
!1436 = !DILocation(line: 841, column: 3, scope: !881, inlinedAt: !1417)
!1437 = !DILocation(line: 1574, column: 25, scope: !1320, inlinedAt: !1409)
!1438 = !DILocation(line: 844, column: 14, scope: !866, inlinedAt: !1417)
!1439 = !DILocation(line: 844, column: 10, scope: !866, inlinedAt: !1417)
!1440 = !DILocation(line: 1621, column: 14, scope: !1410)
!1441 = !DILocation(line: 830, scope: !881, inlinedAt: !1417)
!1442 = !DILocation(line: 1573, column: 16, scope: !1320, inlinedAt: !1409)
!1443 = !DILocation(line: 1574, column: 32, scope: !1320, inlinedAt: !1409)
!1444 = !DILocation(line: 1574, column: 8, scope: !1320, inlinedAt: !1409)
!1445 = !DILocation(line: 1574, column: 19, scope: !1320, inlinedAt: !1409)
!1446 = !DILocation(line: 1578, column: 16, scope: !1363, inlinedAt: !1409)
!1447 = !DILocation(line: 1580, column: 5, scope: !1363, inlinedAt: !1409)
!1448 = !DILocalVariable(name: "L", arg: 1, scope: !1449, file: !2, line: 871, type: !25)
!1449 = distinct !DISubprogram(name: "checkSizes", scope: !2, file: !2, line: 871, type: !1450, scopeLine: 871, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !1452)
!1450 = !DISubroutineType(types: !1451)
!1451 = !{null, !25, !84}
!1452 = !{!1448, !1453, !1454}
!1453 = !DILocalVariable(name: "g", arg: 2, scope: !1449, file: !2, line: 871, type: !84)
!1454 = !DILocalVariable(name: "olddebt", scope: !1455, file: !2, line: 874, type: !98)
!1455 = distinct !DILexicalBlock(scope: !1456, file: !2, line: 873, column: 42)
!1456 = distinct !DILexicalBlock(scope: !1457, file: !2, line: 873, column: 9)
!1457 = distinct !DILexicalBlock(scope: !1458, file: !2, line: 872, column: 24)
!1458 = distinct !DILexicalBlock(scope: !1449, file: !2, line: 872, column: 7)
!1459 = !DILocation(line: 0, scope: !1449, inlinedAt: !1460)
!1460 = distinct !DILocation(line: 1625, column: 7, scope: !1461)
!1461 = distinct !DILexicalBlock(scope: !1210, file: !2, line: 1624, column: 21)
!1462 = !DILocation(line: 872, column: 11, scope: !1458, inlinedAt: !1460)
!1463 = !{!533, !524, i64 107}
!1464 = !DILocation(line: 872, column: 8, scope: !1458, inlinedAt: !1460)
!1465 = !DILocation(line: 872, column: 7, scope: !1449, inlinedAt: !1460)
!1466 = !DILocation(line: 873, column: 17, scope: !1456, inlinedAt: !1460)
!1467 = !{!533, !529, i64 56}
!1468 = !DILocation(line: 873, column: 32, scope: !1456, inlinedAt: !1460)
!1469 = !{!533, !529, i64 60}
!1470 = !DILocation(line: 873, column: 37, scope: !1456, inlinedAt: !1460)
!1471 = !DILocation(line: 873, column: 22, scope: !1456, inlinedAt: !1460)
!1472 = !DILocation(line: 873, column: 9, scope: !1457, inlinedAt: !1460)
!1473 = !DILocation(line: 874, column: 26, scope: !1455, inlinedAt: !1460)
!1474 = !DILocation(line: 0, scope: !1455, inlinedAt: !1460)
!1475 = !DILocation(line: 875, column: 35, scope: !1455, inlinedAt: !1460)
!1476 = !DILocation(line: 875, column: 7, scope: !1455, inlinedAt: !1460)
!1477 = !DILocation(line: 876, column: 27, scope: !1455, inlinedAt: !1460)
!1478 = !DILocation(line: 876, column: 34, scope: !1455, inlinedAt: !1460)
!1479 = !DILocation(line: 876, column: 10, scope: !1455, inlinedAt: !1460)
!1480 = !DILocation(line: 876, column: 21, scope: !1455, inlinedAt: !1460)
!1481 = !DILocation(line: 877, column: 5, scope: !1455, inlinedAt: !1460)
!1482 = !DILocation(line: 1626, column: 18, scope: !1461)
!1483 = !DILocation(line: 1628, column: 7, scope: !1461)
!1484 = !DILocation(line: 1631, column: 14, scope: !1485)
!1485 = distinct !DILexicalBlock(scope: !1486, file: !2, line: 1631, column: 11)
!1486 = distinct !DILexicalBlock(scope: !1210, file: !2, line: 1630, column: 22)
!1487 = !DILocation(line: 1631, column: 11, scope: !1485)
!1488 = !DILocation(line: 1631, column: 22, scope: !1485)
!1489 = !DILocation(line: 1631, column: 29, scope: !1485)
!1490 = !DILocation(line: 1631, column: 26, scope: !1485)
!1491 = !DILocation(line: 1631, column: 11, scope: !1486)
!1492 = !DILocation(line: 1632, column: 21, scope: !1493)
!1493 = distinct !DILexicalBlock(scope: !1485, file: !2, line: 1631, column: 42)
!1494 = !DILocalVariable(name: "L", arg: 1, scope: !1495, file: !2, line: 938, type: !25)
!1495 = distinct !DISubprogram(name: "runafewfinalizers", scope: !2, file: !2, line: 938, type: !1496, scopeLine: 938, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !1498)
!1496 = !DISubroutineType(types: !1497)
!1497 = !{!64, !25, !64}
!1498 = !{!1494, !1499, !1500, !1501}
!1499 = !DILocalVariable(name: "n", arg: 2, scope: !1495, file: !2, line: 938, type: !64)
!1500 = !DILocalVariable(name: "g", scope: !1495, file: !2, line: 939, type: !84)
!1501 = !DILocalVariable(name: "i", scope: !1495, file: !2, line: 940, type: !64)
!1502 = !DILocation(line: 0, scope: !1495, inlinedAt: !1503)
!1503 = distinct !DILocation(line: 1633, column: 16, scope: !1493)
!1504 = !DILocation(line: 942, column: 5, scope: !1505, inlinedAt: !1503)
!1505 = distinct !DILexicalBlock(scope: !1506, file: !2, line: 941, column: 3)
!1506 = distinct !DILexicalBlock(scope: !1495, file: !2, line: 941, column: 3)
!1507 = !DILocation(line: 941, column: 27, scope: !1505, inlinedAt: !1503)
!1508 = !DILocation(line: 941, column: 21, scope: !1505, inlinedAt: !1503)
!1509 = !DILocation(line: 941, column: 3, scope: !1506, inlinedAt: !1503)
!1510 = !DILocation(line: 1636, column: 20, scope: !1511)
!1511 = distinct !DILexicalBlock(scope: !1485, file: !2, line: 1635, column: 12)
!1512 = !DILocation(line: 0, scope: !1210)
!1513 = !DILocation(line: 1643, column: 15, scope: !1190)
!1514 = !DILocation(line: 1644, column: 3, scope: !1190)
!1515 = !DILocation(line: 1645, column: 1, scope: !1190)
!1516 = distinct !DISubprogram(name: "luaC_step", scope: !2, file: !2, line: 1690, type: !1036, scopeLine: 1690, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !1517)
!1517 = !{!1518, !1519}
!1518 = !DILocalVariable(name: "L", arg: 1, scope: !1516, file: !2, line: 1690, type: !25)
!1519 = !DILocalVariable(name: "g", scope: !1516, file: !2, line: 1691, type: !84)
!1520 = !DILocation(line: 0, scope: !1516)
!1521 = !DILocation(line: 1691, column: 21, scope: !1516)
!1522 = !DILocation(line: 1692, column: 8, scope: !1523)
!1523 = distinct !DILexicalBlock(scope: !1516, file: !2, line: 1692, column: 7)
!1524 = !DILocation(line: 1692, column: 7, scope: !1516)
!1525 = !DILocation(line: 1693, column: 5, scope: !1523)
!1526 = !DILocation(line: 1695, column: 8, scope: !1527)
!1527 = distinct !DILexicalBlock(scope: !1528, file: !2, line: 1695, column: 8)
!1528 = distinct !DILexicalBlock(scope: !1523, file: !2, line: 1694, column: 8)
!1529 = !DILocation(line: 0, scope: !1527)
!1530 = !DILocation(line: 1695, column: 8, scope: !1528)
!1531 = !DILocalVariable(name: "L", arg: 1, scope: !1532, file: !2, line: 1442, type: !25)
!1532 = distinct !DISubprogram(name: "genstep", scope: !2, file: !2, line: 1442, type: !1450, scopeLine: 1442, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !1533)
!1533 = !{!1531, !1534, !1535, !1538, !1539}
!1534 = !DILocalVariable(name: "g", arg: 2, scope: !1532, file: !2, line: 1442, type: !84)
!1535 = !DILocalVariable(name: "majorbase", scope: !1536, file: !2, line: 1446, type: !101)
!1536 = distinct !DILexicalBlock(scope: !1537, file: !2, line: 1445, column: 8)
!1537 = distinct !DILexicalBlock(scope: !1532, file: !2, line: 1443, column: 7)
!1538 = !DILocalVariable(name: "majorinc", scope: !1536, file: !2, line: 1447, type: !101)
!1539 = !DILocalVariable(name: "numobjs", scope: !1540, file: !2, line: 1449, type: !101)
!1540 = distinct !DILexicalBlock(scope: !1541, file: !2, line: 1448, column: 67)
!1541 = distinct !DILexicalBlock(scope: !1536, file: !2, line: 1448, column: 9)
!1542 = !DILocation(line: 0, scope: !1532, inlinedAt: !1543)
!1543 = distinct !DILocation(line: 1696, column: 7, scope: !1527)
!1544 = !DILocation(line: 1443, column: 7, scope: !1532, inlinedAt: !1543)
!1545 = !DILocalVariable(name: "L", arg: 1, scope: !1546, file: !2, line: 1402, type: !25)
!1546 = distinct !DISubprogram(name: "stepgenfull", scope: !2, file: !2, line: 1402, type: !1450, scopeLine: 1402, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !1547)
!1547 = !{!1545, !1548, !1549, !1550}
!1548 = !DILocalVariable(name: "g", arg: 2, scope: !1546, file: !2, line: 1402, type: !84)
!1549 = !DILocalVariable(name: "newatomic", scope: !1546, file: !2, line: 1403, type: !101)
!1550 = !DILocalVariable(name: "lastatomic", scope: !1546, file: !2, line: 1404, type: !101)
!1551 = !DILocation(line: 0, scope: !1546, inlinedAt: !1552)
!1552 = distinct !DILocation(line: 1444, column: 5, scope: !1537, inlinedAt: !1543)
!1553 = !DILocation(line: 0, scope: !934, inlinedAt: !1554)
!1554 = distinct !DILocation(line: 1406, column: 5, scope: !1555, inlinedAt: !1552)
!1555 = distinct !DILexicalBlock(scope: !1546, file: !2, line: 1405, column: 7)
!1556 = !DILocation(line: 1346, column: 19, scope: !934, inlinedAt: !1554)
!1557 = !DILocation(line: 0, scope: !942, inlinedAt: !1558)
!1558 = distinct !DILocation(line: 1346, column: 3, scope: !934, inlinedAt: !1554)
!1559 = !DILocation(line: 1157, column: 15, scope: !942, inlinedAt: !1558)
!1560 = !DILocation(line: 1158, column: 12, scope: !950, inlinedAt: !1558)
!1561 = !DILocation(line: 1158, column: 3, scope: !951, inlinedAt: !1558)
!1562 = !DILocation(line: 1159, column: 17, scope: !950, inlinedAt: !1558)
!1563 = !DILocation(line: 1159, column: 15, scope: !950, inlinedAt: !1558)
!1564 = !DILocation(line: 1158, column: 28, scope: !950, inlinedAt: !1558)
!1565 = distinct !{!1565, !1561, !1566, !841}
!1566 = !DILocation(line: 1159, column: 17, scope: !951, inlinedAt: !1558)
!1567 = !DILocation(line: 1347, column: 31, scope: !934, inlinedAt: !1554)
!1568 = !DILocation(line: 1348, column: 19, scope: !934, inlinedAt: !1554)
!1569 = !DILocation(line: 1347, column: 26, scope: !934, inlinedAt: !1554)
!1570 = !DILocation(line: 0, scope: !942, inlinedAt: !1571)
!1571 = distinct !DILocation(line: 1348, column: 3, scope: !934, inlinedAt: !1554)
!1572 = !DILocation(line: 1158, column: 12, scope: !950, inlinedAt: !1571)
!1573 = !DILocation(line: 1158, column: 3, scope: !951, inlinedAt: !1571)
!1574 = !DILocation(line: 1159, column: 17, scope: !950, inlinedAt: !1571)
!1575 = !DILocation(line: 1159, column: 15, scope: !950, inlinedAt: !1571)
!1576 = !DILocation(line: 1158, column: 28, scope: !950, inlinedAt: !1571)
!1577 = distinct !{!1577, !1573, !1578, !841}
!1578 = !DILocation(line: 1159, column: 17, scope: !951, inlinedAt: !1571)
!1579 = !DILocation(line: 1349, column: 19, scope: !934, inlinedAt: !1554)
!1580 = !DILocation(line: 0, scope: !942, inlinedAt: !1581)
!1581 = distinct !DILocation(line: 1349, column: 3, scope: !934, inlinedAt: !1554)
!1582 = !DILocation(line: 1158, column: 12, scope: !950, inlinedAt: !1581)
!1583 = !DILocation(line: 1158, column: 3, scope: !951, inlinedAt: !1581)
!1584 = !DILocation(line: 1159, column: 17, scope: !950, inlinedAt: !1581)
!1585 = !DILocation(line: 1159, column: 15, scope: !950, inlinedAt: !1581)
!1586 = !DILocation(line: 1158, column: 28, scope: !950, inlinedAt: !1581)
!1587 = distinct !{!1587, !1583, !1588, !841}
!1588 = !DILocation(line: 1159, column: 17, scope: !951, inlinedAt: !1581)
!1589 = !DILocation(line: 1350, column: 38, scope: !934, inlinedAt: !1554)
!1590 = !DILocation(line: 1351, column: 6, scope: !934, inlinedAt: !1554)
!1591 = !DILocation(line: 1350, column: 33, scope: !934, inlinedAt: !1554)
!1592 = !DILocation(line: 1351, column: 14, scope: !934, inlinedAt: !1554)
!1593 = !DILocation(line: 1352, column: 13, scope: !934, inlinedAt: !1554)
!1594 = !DILocation(line: 1353, column: 17, scope: !934, inlinedAt: !1554)
!1595 = !DILocation(line: 1653, column: 21, scope: !999, inlinedAt: !1596)
!1596 = distinct !DILocation(line: 1407, column: 3, scope: !1546, inlinedAt: !1552)
!1597 = !DILocation(line: 1406, column: 5, scope: !1555, inlinedAt: !1552)
!1598 = !DILocation(line: 0, scope: !999, inlinedAt: !1596)
!1599 = !DILocation(line: 1654, column: 11, scope: !999, inlinedAt: !1596)
!1600 = !DILocation(line: 1654, column: 3, scope: !999, inlinedAt: !1596)
!1601 = !DILocation(line: 1655, column: 5, scope: !999, inlinedAt: !1596)
!1602 = distinct !{!1602, !1600, !1603, !841}
!1603 = !DILocation(line: 1655, column: 17, scope: !999, inlinedAt: !1596)
!1604 = !DILocation(line: 1408, column: 15, scope: !1546, inlinedAt: !1552)
!1605 = !DILocation(line: 1409, column: 44, scope: !1606, inlinedAt: !1552)
!1606 = distinct !DILexicalBlock(scope: !1546, file: !2, line: 1409, column: 7)
!1607 = !DILocation(line: 1409, column: 30, scope: !1606, inlinedAt: !1552)
!1608 = !DILocation(line: 1409, column: 17, scope: !1606, inlinedAt: !1552)
!1609 = !DILocation(line: 1409, column: 7, scope: !1546, inlinedAt: !1552)
!1610 = !DILocation(line: 1410, column: 5, scope: !1611, inlinedAt: !1552)
!1611 = distinct !DILexicalBlock(scope: !1606, file: !2, line: 1409, column: 51)
!1612 = !DILocation(line: 0, scope: !1022, inlinedAt: !1613)
!1613 = distinct !DILocation(line: 1411, column: 5, scope: !1611, inlinedAt: !1552)
!1614 = !DILocation(line: 1319, column: 21, scope: !1022, inlinedAt: !1613)
!1615 = !DILocation(line: 1319, column: 64, scope: !1022, inlinedAt: !1613)
!1616 = !DILocation(line: 1319, column: 61, scope: !1022, inlinedAt: !1613)
!1617 = !DILocation(line: 1319, column: 19, scope: !1022, inlinedAt: !1613)
!1618 = !DILocation(line: 1319, column: 3, scope: !1022, inlinedAt: !1613)
!1619 = !DILocation(line: 1412, column: 3, scope: !1611, inlinedAt: !1552)
!1620 = !DILocation(line: 1414, column: 21, scope: !1621, inlinedAt: !1552)
!1621 = distinct !DILexicalBlock(scope: !1606, file: !2, line: 1413, column: 8)
!1622 = !DILocation(line: 1414, column: 8, scope: !1621, inlinedAt: !1552)
!1623 = !DILocation(line: 1414, column: 19, scope: !1621, inlinedAt: !1552)
!1624 = !DILocation(line: 0, scope: !1266, inlinedAt: !1625)
!1625 = distinct !DILocation(line: 1415, column: 5, scope: !1621, inlinedAt: !1552)
!1626 = !DILocation(line: 1487, column: 21, scope: !1266, inlinedAt: !1625)
!1627 = !DILocation(line: 1488, column: 6, scope: !1266, inlinedAt: !1625)
!1628 = !DILocation(line: 1488, column: 14, scope: !1266, inlinedAt: !1625)
!1629 = !DILocation(line: 1490, column: 35, scope: !1266, inlinedAt: !1625)
!1630 = !DILocation(line: 0, scope: !856, inlinedAt: !1631)
!1631 = distinct !DILocation(line: 1490, column: 16, scope: !1266, inlinedAt: !1625)
!1632 = !DILocation(line: 853, column: 3, scope: !856, inlinedAt: !1631)
!1633 = !DILocation(line: 0, scope: !866, inlinedAt: !1634)
!1634 = distinct !DILocation(line: 854, column: 9, scope: !885, inlinedAt: !1631)
!1635 = !DILocation(line: 826, column: 21, scope: !866, inlinedAt: !1634)
!1636 = !DILocation(line: 827, column: 12, scope: !866, inlinedAt: !1634)
!1637 = !DILocation(line: 829, column: 15, scope: !866, inlinedAt: !1634)
!1638 = !DILocation(line: 830, column: 15, scope: !880, inlinedAt: !1634)
!1639 = !DILocation(line: 830, column: 18, scope: !880, inlinedAt: !1634)
!1640 = !DILocation(line: 830, column: 3, scope: !881, inlinedAt: !1634)
!1641 = !DILocation(line: 0, scope: !879, inlinedAt: !1634)
!1642 = !DILocation(line: 832, column: 24, scope: !879, inlinedAt: !1634)
!1643 = !DILocation(line: 833, column: 9, scope: !895, inlinedAt: !1634)
!1644 = !DILocation(line: 833, column: 9, scope: !879, inlinedAt: !1634)
!1645 = !DILocation(line: 834, column: 18, scope: !898, inlinedAt: !1634)
!1646 = !DILocation(line: 834, column: 10, scope: !898, inlinedAt: !1634)
!1647 = !DILocation(line: 835, column: 7, scope: !898, inlinedAt: !1634)
!1648 = !DILocation(line: 836, column: 5, scope: !898, inlinedAt: !1634)
!1649 = !DILocation(line: 838, column: 22, scope: !903, inlinedAt: !1634)
!1650 = !DILocation(line: 838, column: 20, scope: !903, inlinedAt: !1634)
!1651 = distinct !{!1651, !1640, !1652, !841}
!1652 = !DILocation(line: 841, column: 3, scope: !881, inlinedAt: !1634)
!1653 = !DILocation(line: 844, column: 14, scope: !866, inlinedAt: !1634)
!1654 = !DILocation(line: 844, column: 10, scope: !866, inlinedAt: !1634)
!1655 = !DILocation(line: 855, column: 14, scope: !856, inlinedAt: !1631)
!1656 = !DILocation(line: 855, column: 3, scope: !885, inlinedAt: !1631)
!1657 = distinct !{!1657, !1632, !1658, !841}
!1658 = !DILocation(line: 855, column: 20, scope: !856, inlinedAt: !1631)
!1659 = !DILocation(line: 1490, column: 6, scope: !1266, inlinedAt: !1625)
!1660 = !DILocation(line: 1490, column: 14, scope: !1266, inlinedAt: !1625)
!1661 = !DILocation(line: 0, scope: !999, inlinedAt: !1662)
!1662 = distinct !DILocation(line: 1416, column: 5, scope: !1621, inlinedAt: !1552)
!1663 = !DILocation(line: 1653, column: 21, scope: !999, inlinedAt: !1662)
!1664 = !DILocation(line: 1654, column: 11, scope: !999, inlinedAt: !1662)
!1665 = !DILocation(line: 1654, column: 3, scope: !999, inlinedAt: !1662)
!1666 = !DILocation(line: 1655, column: 5, scope: !999, inlinedAt: !1662)
!1667 = distinct !{!1667, !1665, !1668, !841}
!1668 = !DILocation(line: 1655, column: 17, scope: !999, inlinedAt: !1662)
!1669 = !DILocalVariable(name: "g", arg: 1, scope: !1670, file: !2, line: 1059, type: !84)
!1670 = distinct !DISubprogram(name: "setpause", scope: !2, file: !2, line: 1059, type: !935, scopeLine: 1059, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !1671)
!1671 = !{!1669, !1672, !1673, !1674, !1675}
!1672 = !DILocalVariable(name: "threshold", scope: !1670, file: !2, line: 1060, type: !98)
!1673 = !DILocalVariable(name: "debt", scope: !1670, file: !2, line: 1060, type: !98)
!1674 = !DILocalVariable(name: "pause", scope: !1670, file: !2, line: 1061, type: !64)
!1675 = !DILocalVariable(name: "estimate", scope: !1670, file: !2, line: 1062, type: !98)
!1676 = !DILocation(line: 0, scope: !1670, inlinedAt: !1677)
!1677 = distinct !DILocation(line: 1417, column: 5, scope: !1621, inlinedAt: !1552)
!1678 = !DILocation(line: 1061, column: 15, scope: !1670, inlinedAt: !1677)
!1679 = !{!533, !524, i64 108}
!1680 = !DILocation(line: 1062, column: 23, scope: !1670, inlinedAt: !1677)
!1681 = !DILocation(line: 1062, column: 34, scope: !1670, inlinedAt: !1677)
!1682 = !DILocation(line: 1064, column: 33, scope: !1670, inlinedAt: !1677)
!1683 = !DILocation(line: 1064, column: 22, scope: !1670, inlinedAt: !1677)
!1684 = !DILocation(line: 1064, column: 15, scope: !1670, inlinedAt: !1677)
!1685 = !DILocation(line: 1067, column: 10, scope: !1670, inlinedAt: !1677)
!1686 = !DILocation(line: 1067, column: 27, scope: !1670, inlinedAt: !1677)
!1687 = !DILocation(line: 1068, column: 7, scope: !1670, inlinedAt: !1677)
!1688 = !DILocation(line: 1069, column: 3, scope: !1670, inlinedAt: !1677)
!1689 = !DILocation(line: 1418, column: 19, scope: !1621, inlinedAt: !1552)
!1690 = !DILocation(line: 1446, column: 27, scope: !1536, inlinedAt: !1543)
!1691 = !DILocation(line: 0, scope: !1536, inlinedAt: !1543)
!1692 = !DILocation(line: 1447, column: 34, scope: !1536, inlinedAt: !1543)
!1693 = !DILocation(line: 1447, column: 43, scope: !1536, inlinedAt: !1543)
!1694 = !{!533, !524, i64 105}
!1695 = !DILocation(line: 1447, column: 41, scope: !1536, inlinedAt: !1543)
!1696 = !DILocation(line: 1448, column: 12, scope: !1541, inlinedAt: !1543)
!1697 = !DILocation(line: 1448, column: 19, scope: !1541, inlinedAt: !1543)
!1698 = !DILocation(line: 1448, column: 23, scope: !1541, inlinedAt: !1543)
!1699 = !DILocation(line: 1448, column: 26, scope: !1541, inlinedAt: !1543)
!1700 = !DILocation(line: 1448, column: 55, scope: !1541, inlinedAt: !1543)
!1701 = !DILocation(line: 1448, column: 43, scope: !1541, inlinedAt: !1543)
!1702 = !DILocation(line: 1448, column: 9, scope: !1536, inlinedAt: !1543)
!1703 = !DILocalVariable(name: "L", arg: 1, scope: !1704, file: !2, line: 1375, type: !25)
!1704 = distinct !DISubprogram(name: "fullgen", scope: !2, file: !2, line: 1375, type: !991, scopeLine: 1375, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !1705)
!1705 = !{!1703, !1706}
!1706 = !DILocalVariable(name: "g", arg: 2, scope: !1704, file: !2, line: 1375, type: !84)
!1707 = !DILocation(line: 0, scope: !1704, inlinedAt: !1708)
!1708 = distinct !DILocation(line: 1449, column: 24, scope: !1540, inlinedAt: !1543)
!1709 = !DILocation(line: 0, scope: !934, inlinedAt: !1710)
!1710 = distinct !DILocation(line: 1376, column: 3, scope: !1704, inlinedAt: !1708)
!1711 = !DILocation(line: 1346, column: 19, scope: !934, inlinedAt: !1710)
!1712 = !DILocation(line: 0, scope: !942, inlinedAt: !1713)
!1713 = distinct !DILocation(line: 1346, column: 3, scope: !934, inlinedAt: !1710)
!1714 = !DILocation(line: 1157, column: 15, scope: !942, inlinedAt: !1713)
!1715 = !DILocation(line: 1158, column: 12, scope: !950, inlinedAt: !1713)
!1716 = !DILocation(line: 1158, column: 3, scope: !951, inlinedAt: !1713)
!1717 = !DILocation(line: 1159, column: 17, scope: !950, inlinedAt: !1713)
!1718 = !DILocation(line: 1159, column: 15, scope: !950, inlinedAt: !1713)
!1719 = !DILocation(line: 1158, column: 28, scope: !950, inlinedAt: !1713)
!1720 = distinct !{!1720, !1716, !1721, !841}
!1721 = !DILocation(line: 1159, column: 17, scope: !951, inlinedAt: !1713)
!1722 = !DILocation(line: 1347, column: 31, scope: !934, inlinedAt: !1710)
!1723 = !DILocation(line: 1348, column: 19, scope: !934, inlinedAt: !1710)
!1724 = !DILocation(line: 1347, column: 26, scope: !934, inlinedAt: !1710)
!1725 = !DILocation(line: 0, scope: !942, inlinedAt: !1726)
!1726 = distinct !DILocation(line: 1348, column: 3, scope: !934, inlinedAt: !1710)
!1727 = !DILocation(line: 1158, column: 12, scope: !950, inlinedAt: !1726)
!1728 = !DILocation(line: 1158, column: 3, scope: !951, inlinedAt: !1726)
!1729 = !DILocation(line: 1159, column: 17, scope: !950, inlinedAt: !1726)
!1730 = !DILocation(line: 1159, column: 15, scope: !950, inlinedAt: !1726)
!1731 = !DILocation(line: 1158, column: 28, scope: !950, inlinedAt: !1726)
!1732 = distinct !{!1732, !1728, !1733, !841}
!1733 = !DILocation(line: 1159, column: 17, scope: !951, inlinedAt: !1726)
!1734 = !DILocation(line: 1349, column: 19, scope: !934, inlinedAt: !1710)
!1735 = !DILocation(line: 0, scope: !942, inlinedAt: !1736)
!1736 = distinct !DILocation(line: 1349, column: 3, scope: !934, inlinedAt: !1710)
!1737 = !DILocation(line: 1158, column: 12, scope: !950, inlinedAt: !1736)
!1738 = !DILocation(line: 1158, column: 3, scope: !951, inlinedAt: !1736)
!1739 = !DILocation(line: 1159, column: 17, scope: !950, inlinedAt: !1736)
!1740 = !DILocation(line: 1159, column: 15, scope: !950, inlinedAt: !1736)
!1741 = !DILocation(line: 1158, column: 28, scope: !950, inlinedAt: !1736)
!1742 = distinct !{!1742, !1738, !1743, !841}
!1743 = !DILocation(line: 1159, column: 17, scope: !951, inlinedAt: !1736)
!1744 = !DILocation(line: 1350, column: 38, scope: !934, inlinedAt: !1710)
!1745 = !DILocation(line: 1351, column: 6, scope: !934, inlinedAt: !1710)
!1746 = !DILocation(line: 1350, column: 33, scope: !934, inlinedAt: !1710)
!1747 = !DILocation(line: 1351, column: 14, scope: !934, inlinedAt: !1710)
!1748 = !DILocation(line: 1352, column: 13, scope: !934, inlinedAt: !1710)
!1749 = !DILocation(line: 1353, column: 17, scope: !934, inlinedAt: !1710)
!1750 = !DILocation(line: 1377, column: 10, scope: !1704, inlinedAt: !1708)
!1751 = !DILocation(line: 0, scope: !1540, inlinedAt: !1543)
!1752 = !DILocation(line: 1450, column: 11, scope: !1753, inlinedAt: !1543)
!1753 = distinct !DILexicalBlock(scope: !1540, file: !2, line: 1450, column: 11)
!1754 = !DILocation(line: 1450, column: 52, scope: !1753, inlinedAt: !1543)
!1755 = !DILocation(line: 1450, column: 40, scope: !1753, inlinedAt: !1543)
!1756 = !DILocation(line: 1450, column: 28, scope: !1753, inlinedAt: !1543)
!1757 = !DILocation(line: 1450, column: 11, scope: !1540, inlinedAt: !1543)
!1758 = !DILocation(line: 1456, column: 23, scope: !1759, inlinedAt: !1543)
!1759 = distinct !DILexicalBlock(scope: !1753, file: !2, line: 1455, column: 12)
!1760 = !DILocation(line: 0, scope: !1670, inlinedAt: !1761)
!1761 = distinct !DILocation(line: 1457, column: 9, scope: !1759, inlinedAt: !1543)
!1762 = !DILocation(line: 1061, column: 15, scope: !1670, inlinedAt: !1761)
!1763 = !DILocation(line: 1062, column: 23, scope: !1670, inlinedAt: !1761)
!1764 = !DILocation(line: 1062, column: 34, scope: !1670, inlinedAt: !1761)
!1765 = !DILocation(line: 1064, column: 33, scope: !1670, inlinedAt: !1761)
!1766 = !DILocation(line: 1064, column: 22, scope: !1670, inlinedAt: !1761)
!1767 = !DILocation(line: 1064, column: 15, scope: !1670, inlinedAt: !1761)
!1768 = !DILocation(line: 1067, column: 27, scope: !1670, inlinedAt: !1761)
!1769 = !DILocation(line: 1068, column: 7, scope: !1670, inlinedAt: !1761)
!1770 = !DILocation(line: 1069, column: 3, scope: !1670, inlinedAt: !1761)
!1771 = !DILocalVariable(name: "L", arg: 1, scope: !1772, file: !2, line: 1251, type: !25)
!1772 = distinct !DISubprogram(name: "youngcollection", scope: !2, file: !2, line: 1251, type: !1450, scopeLine: 1251, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !1773)
!1773 = !{!1771, !1774, !1775, !1776}
!1774 = !DILocalVariable(name: "g", arg: 2, scope: !1772, file: !2, line: 1251, type: !84)
!1775 = !DILocalVariable(name: "psurvival", scope: !1772, file: !2, line: 1252, type: !12)
!1776 = !DILocalVariable(name: "dummy", scope: !1772, file: !2, line: 1253, type: !13)
!1777 = !DILocation(line: 0, scope: !1772, inlinedAt: !1778)
!1778 = distinct !DILocation(line: 1461, column: 7, scope: !1779, inlinedAt: !1543)
!1779 = distinct !DILexicalBlock(scope: !1541, file: !2, line: 1460, column: 10)
!1780 = !DILocation(line: 1255, column: 10, scope: !1781, inlinedAt: !1778)
!1781 = distinct !DILexicalBlock(scope: !1772, file: !2, line: 1255, column: 7)
!1782 = !{!533, !523, i64 216}
!1783 = !DILocation(line: 1255, column: 7, scope: !1781, inlinedAt: !1778)
!1784 = !DILocation(line: 1255, column: 7, scope: !1772, inlinedAt: !1778)
!1785 = !DILocation(line: 1256, column: 33, scope: !1786, inlinedAt: !1778)
!1786 = distinct !DILexicalBlock(scope: !1781, file: !2, line: 1255, column: 21)
!1787 = !{!533, !523, i64 208}
!1788 = !DILocalVariable(name: "g", arg: 1, scope: !1789, file: !2, line: 1221, type: !84)
!1789 = distinct !DISubprogram(name: "markold", scope: !2, file: !2, line: 1221, type: !1790, scopeLine: 1221, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !1792)
!1790 = !DISubroutineType(types: !1791)
!1791 = !{null, !84, !13, !13}
!1792 = !{!1788, !1793, !1794, !1795}
!1793 = !DILocalVariable(name: "from", arg: 2, scope: !1789, file: !2, line: 1221, type: !13)
!1794 = !DILocalVariable(name: "to", arg: 3, scope: !1789, file: !2, line: 1221, type: !13)
!1795 = !DILocalVariable(name: "p", scope: !1789, file: !2, line: 1222, type: !13)
!1796 = !DILocation(line: 0, scope: !1789, inlinedAt: !1797)
!1797 = distinct !DILocation(line: 1256, column: 5, scope: !1786, inlinedAt: !1778)
!1798 = !DILocation(line: 1223, column: 20, scope: !1799, inlinedAt: !1797)
!1799 = distinct !DILexicalBlock(scope: !1800, file: !2, line: 1223, column: 3)
!1800 = distinct !DILexicalBlock(scope: !1789, file: !2, line: 1223, column: 3)
!1801 = !DILocation(line: 1223, column: 3, scope: !1800, inlinedAt: !1797)
!1802 = !DILocation(line: 1224, column: 9, scope: !1803, inlinedAt: !1797)
!1803 = distinct !DILexicalBlock(scope: !1804, file: !2, line: 1224, column: 9)
!1804 = distinct !DILexicalBlock(scope: !1799, file: !2, line: 1223, column: 40)
!1805 = !DILocation(line: 1224, column: 19, scope: !1803, inlinedAt: !1797)
!1806 = !DILocation(line: 1224, column: 9, scope: !1804, inlinedAt: !1797)
!1807 = !DILocation(line: 1226, column: 7, scope: !1808, inlinedAt: !1797)
!1808 = distinct !DILexicalBlock(scope: !1803, file: !2, line: 1224, column: 30)
!1809 = !DILocation(line: 1227, column: 11, scope: !1810, inlinedAt: !1797)
!1810 = distinct !DILexicalBlock(scope: !1808, file: !2, line: 1227, column: 11)
!1811 = !DILocation(line: 1227, column: 11, scope: !1808, inlinedAt: !1797)
!1812 = !DILocation(line: 1228, column: 9, scope: !1810, inlinedAt: !1797)
!1813 = !DILocation(line: 1223, column: 34, scope: !1799, inlinedAt: !1797)
!1814 = distinct !{!1814, !1801, !1815, !841}
!1815 = !DILocation(line: 1230, column: 3, scope: !1800, inlinedAt: !1797)
!1816 = !DILocation(line: 1257, column: 18, scope: !1786, inlinedAt: !1778)
!1817 = !DILocation(line: 1258, column: 3, scope: !1786, inlinedAt: !1778)
!1818 = !DILocation(line: 1259, column: 17, scope: !1772, inlinedAt: !1778)
!1819 = !DILocation(line: 1259, column: 28, scope: !1772, inlinedAt: !1778)
!1820 = !{!533, !523, i64 240}
!1821 = !DILocation(line: 0, scope: !1789, inlinedAt: !1822)
!1822 = distinct !DILocation(line: 1259, column: 3, scope: !1772, inlinedAt: !1778)
!1823 = !DILocation(line: 1223, column: 20, scope: !1799, inlinedAt: !1822)
!1824 = !DILocation(line: 1223, column: 3, scope: !1800, inlinedAt: !1822)
!1825 = !DILocation(line: 1224, column: 9, scope: !1803, inlinedAt: !1822)
!1826 = !DILocation(line: 1224, column: 19, scope: !1803, inlinedAt: !1822)
!1827 = !DILocation(line: 1224, column: 9, scope: !1804, inlinedAt: !1822)
!1828 = !DILocation(line: 1226, column: 7, scope: !1808, inlinedAt: !1822)
!1829 = !DILocation(line: 1227, column: 11, scope: !1810, inlinedAt: !1822)
!1830 = !DILocation(line: 1227, column: 11, scope: !1808, inlinedAt: !1822)
!1831 = !DILocation(line: 1228, column: 9, scope: !1810, inlinedAt: !1822)
!1832 = !DILocation(line: 1223, column: 34, scope: !1799, inlinedAt: !1822)
!1833 = distinct !{!1833, !1824, !1834, !841}
!1834 = !DILocation(line: 1230, column: 3, scope: !1800, inlinedAt: !1822)
!1835 = !DILocation(line: 1260, column: 17, scope: !1772, inlinedAt: !1778)
!1836 = !DILocation(line: 0, scope: !1789, inlinedAt: !1837)
!1837 = distinct !DILocation(line: 1260, column: 3, scope: !1772, inlinedAt: !1778)
!1838 = !DILocation(line: 1223, column: 20, scope: !1799, inlinedAt: !1837)
!1839 = !DILocation(line: 1223, column: 3, scope: !1800, inlinedAt: !1837)
!1840 = !DILocation(line: 1224, column: 9, scope: !1803, inlinedAt: !1837)
!1841 = !DILocation(line: 1224, column: 19, scope: !1803, inlinedAt: !1837)
!1842 = !DILocation(line: 1224, column: 9, scope: !1804, inlinedAt: !1837)
!1843 = !DILocation(line: 1226, column: 7, scope: !1808, inlinedAt: !1837)
!1844 = !DILocation(line: 1227, column: 11, scope: !1810, inlinedAt: !1837)
!1845 = !DILocation(line: 1227, column: 11, scope: !1808, inlinedAt: !1837)
!1846 = !DILocation(line: 1228, column: 9, scope: !1810, inlinedAt: !1837)
!1847 = !DILocation(line: 1223, column: 34, scope: !1799, inlinedAt: !1837)
!1848 = distinct !{!1848, !1839, !1849, !841}
!1849 = !DILocation(line: 1230, column: 3, scope: !1800, inlinedAt: !1837)
!1850 = !DILocation(line: 1261, column: 3, scope: !1772, inlinedAt: !1778)
!1851 = !DILocation(line: 1264, column: 6, scope: !1772, inlinedAt: !1778)
!1852 = !DILocation(line: 1264, column: 14, scope: !1772, inlinedAt: !1778)
!1853 = !DILocation(line: 1265, column: 34, scope: !1772, inlinedAt: !1778)
!1854 = !DILocation(line: 1265, column: 44, scope: !1772, inlinedAt: !1778)
!1855 = !{!533, !523, i64 192}
!1856 = !DILocation(line: 0, scope: !9, inlinedAt: !1857)
!1857 = distinct !DILocation(line: 1265, column: 15, scope: !1772, inlinedAt: !1778)
!1858 = !DILocation(line: 1128, column: 18, scope: !9, inlinedAt: !1857)
!1859 = !DILocation(line: 1128, column: 22, scope: !9, inlinedAt: !1857)
!1860 = !DILocation(line: 1128, column: 3, scope: !9, inlinedAt: !1857)
!1861 = !DILocation(line: 1126, column: 15, scope: !9, inlinedAt: !1857)
!1862 = !DILocation(line: 1129, column: 9, scope: !497, inlinedAt: !1857)
!1863 = !DILocation(line: 1129, column: 9, scope: !498, inlinedAt: !1857)
!1864 = !DILocation(line: 1131, column: 18, scope: !1865, inlinedAt: !1857)
!1865 = distinct !DILexicalBlock(scope: !497, file: !2, line: 1129, column: 24)
!1866 = !DILocation(line: 1131, column: 10, scope: !1865, inlinedAt: !1857)
!1867 = !DILocation(line: 1132, column: 7, scope: !1865, inlinedAt: !1857)
!1868 = !DILocation(line: 1133, column: 5, scope: !1865, inlinedAt: !1857)
!1869 = !DILocation(line: 1135, column: 11, scope: !495, inlinedAt: !1857)
!1870 = !DILocation(line: 1135, column: 24, scope: !495, inlinedAt: !1857)
!1871 = !DILocation(line: 1135, column: 11, scope: !496, inlinedAt: !1857)
!1872 = !DILocation(line: 1136, column: 35, scope: !494, inlinedAt: !1857)
!1873 = !DILocation(line: 0, scope: !494, inlinedAt: !1857)
!1874 = !DILocation(line: 1137, column: 24, scope: !494, inlinedAt: !1857)
!1875 = !DILocation(line: 1137, column: 22, scope: !494, inlinedAt: !1857)
!1876 = !DILocation(line: 1138, column: 7, scope: !494, inlinedAt: !1857)
!1877 = !DILocation(line: 1140, column: 9, scope: !1878, inlinedAt: !1857)
!1878 = distinct !DILexicalBlock(scope: !495, file: !2, line: 1139, column: 12)
!1879 = !DILocation(line: 1141, column: 26, scope: !1880, inlinedAt: !1857)
!1880 = distinct !DILexicalBlock(scope: !1878, file: !2, line: 1141, column: 13)
!1881 = !DILocation(line: 1141, column: 36, scope: !1880, inlinedAt: !1857)
!1882 = !DILocation(line: 1141, column: 39, scope: !1880, inlinedAt: !1857)
!1883 = !DILocation(line: 1141, column: 51, scope: !1880, inlinedAt: !1857)
!1884 = !DILocation(line: 1141, column: 13, scope: !1878, inlinedAt: !1857)
!1885 = !DILocation(line: 1142, column: 23, scope: !1880, inlinedAt: !1857)
!1886 = !DILocation(line: 1142, column: 11, scope: !1880, inlinedAt: !1857)
!1887 = distinct !{!1887, !1860, !1888, !841}
!1888 = !DILocation(line: 1146, column: 3, scope: !9, inlinedAt: !1857)
!1889 = !DILocation(line: 1128, column: 18, scope: !9, inlinedAt: !1890)
!1890 = distinct !DILocation(line: 1267, column: 3, scope: !1772, inlinedAt: !1778)
!1891 = !DILocation(line: 1267, column: 32, scope: !1772, inlinedAt: !1778)
!1892 = !{!533, !523, i64 200}
!1893 = !DILocation(line: 0, scope: !9, inlinedAt: !1890)
!1894 = !DILocation(line: 1128, column: 22, scope: !9, inlinedAt: !1890)
!1895 = !DILocation(line: 1128, column: 3, scope: !9, inlinedAt: !1890)
!1896 = !DILocation(line: 1126, column: 15, scope: !9, inlinedAt: !1890)
!1897 = !DILocation(line: 1129, column: 9, scope: !497, inlinedAt: !1890)
!1898 = !DILocation(line: 1129, column: 9, scope: !498, inlinedAt: !1890)
!1899 = !DILocation(line: 1131, column: 18, scope: !1865, inlinedAt: !1890)
!1900 = !DILocation(line: 1131, column: 10, scope: !1865, inlinedAt: !1890)
!1901 = !DILocation(line: 1132, column: 7, scope: !1865, inlinedAt: !1890)
!1902 = !DILocation(line: 1133, column: 5, scope: !1865, inlinedAt: !1890)
!1903 = !DILocation(line: 1135, column: 11, scope: !495, inlinedAt: !1890)
!1904 = !DILocation(line: 1135, column: 24, scope: !495, inlinedAt: !1890)
!1905 = !DILocation(line: 1135, column: 11, scope: !496, inlinedAt: !1890)
!1906 = !DILocation(line: 1136, column: 35, scope: !494, inlinedAt: !1890)
!1907 = !DILocation(line: 0, scope: !494, inlinedAt: !1890)
!1908 = !DILocation(line: 1137, column: 24, scope: !494, inlinedAt: !1890)
!1909 = !DILocation(line: 1137, column: 22, scope: !494, inlinedAt: !1890)
!1910 = !DILocation(line: 1138, column: 7, scope: !494, inlinedAt: !1890)
!1911 = !DILocation(line: 1140, column: 9, scope: !1878, inlinedAt: !1890)
!1912 = !DILocation(line: 1141, column: 26, scope: !1880, inlinedAt: !1890)
!1913 = !DILocation(line: 1141, column: 36, scope: !1880, inlinedAt: !1890)
!1914 = !DILocation(line: 1141, column: 39, scope: !1880, inlinedAt: !1890)
!1915 = !DILocation(line: 1141, column: 51, scope: !1880, inlinedAt: !1890)
!1916 = !DILocation(line: 1141, column: 13, scope: !1878, inlinedAt: !1890)
!1917 = !DILocation(line: 1142, column: 23, scope: !1880, inlinedAt: !1890)
!1918 = !DILocation(line: 1142, column: 11, scope: !1880, inlinedAt: !1890)
!1919 = distinct !{!1919, !1895, !1920, !841}
!1920 = !DILocation(line: 1146, column: 3, scope: !9, inlinedAt: !1890)
!1921 = !DILocation(line: 1268, column: 21, scope: !1772, inlinedAt: !1778)
!1922 = !DILocation(line: 1268, column: 6, scope: !1772, inlinedAt: !1778)
!1923 = !DILocation(line: 1268, column: 16, scope: !1772, inlinedAt: !1778)
!1924 = !DILocation(line: 1269, column: 13, scope: !1772, inlinedAt: !1778)
!1925 = !DILocation(line: 1269, column: 11, scope: !1772, inlinedAt: !1778)
!1926 = !DILocation(line: 1270, column: 20, scope: !1772, inlinedAt: !1778)
!1927 = !DILocation(line: 1270, column: 15, scope: !1772, inlinedAt: !1778)
!1928 = !DILocation(line: 1274, column: 45, scope: !1772, inlinedAt: !1778)
!1929 = !DILocation(line: 0, scope: !9, inlinedAt: !1930)
!1930 = distinct !DILocation(line: 1274, column: 15, scope: !1772, inlinedAt: !1778)
!1931 = !DILocation(line: 1128, column: 18, scope: !9, inlinedAt: !1930)
!1932 = !DILocation(line: 1128, column: 22, scope: !9, inlinedAt: !1930)
!1933 = !DILocation(line: 1128, column: 3, scope: !9, inlinedAt: !1930)
!1934 = !DILocation(line: 1126, column: 15, scope: !9, inlinedAt: !1930)
!1935 = !DILocation(line: 1129, column: 9, scope: !497, inlinedAt: !1930)
!1936 = !DILocation(line: 1129, column: 9, scope: !498, inlinedAt: !1930)
!1937 = !DILocation(line: 1131, column: 18, scope: !1865, inlinedAt: !1930)
!1938 = !DILocation(line: 1131, column: 10, scope: !1865, inlinedAt: !1930)
!1939 = !DILocation(line: 1132, column: 7, scope: !1865, inlinedAt: !1930)
!1940 = !DILocation(line: 1133, column: 5, scope: !1865, inlinedAt: !1930)
!1941 = !DILocation(line: 1135, column: 11, scope: !495, inlinedAt: !1930)
!1942 = !DILocation(line: 1135, column: 24, scope: !495, inlinedAt: !1930)
!1943 = !DILocation(line: 1135, column: 11, scope: !496, inlinedAt: !1930)
!1944 = !DILocation(line: 1136, column: 35, scope: !494, inlinedAt: !1930)
!1945 = !DILocation(line: 0, scope: !494, inlinedAt: !1930)
!1946 = !DILocation(line: 1137, column: 24, scope: !494, inlinedAt: !1930)
!1947 = !DILocation(line: 1137, column: 22, scope: !494, inlinedAt: !1930)
!1948 = !DILocation(line: 1138, column: 7, scope: !494, inlinedAt: !1930)
!1949 = !DILocation(line: 1140, column: 9, scope: !1878, inlinedAt: !1930)
!1950 = !DILocation(line: 1141, column: 36, scope: !1880, inlinedAt: !1930)
!1951 = distinct !{!1951, !1933, !1952, !841}
!1952 = !DILocation(line: 1146, column: 3, scope: !9, inlinedAt: !1930)
!1953 = !DILocation(line: 1128, column: 18, scope: !9, inlinedAt: !1954)
!1954 = distinct !DILocation(line: 1276, column: 3, scope: !1772, inlinedAt: !1778)
!1955 = !DILocation(line: 1276, column: 32, scope: !1772, inlinedAt: !1778)
!1956 = !DILocation(line: 0, scope: !9, inlinedAt: !1954)
!1957 = !DILocation(line: 1128, column: 22, scope: !9, inlinedAt: !1954)
!1958 = !DILocation(line: 1128, column: 3, scope: !9, inlinedAt: !1954)
!1959 = !DILocation(line: 1126, column: 15, scope: !9, inlinedAt: !1954)
!1960 = !DILocation(line: 1129, column: 9, scope: !497, inlinedAt: !1954)
!1961 = !DILocation(line: 1129, column: 9, scope: !498, inlinedAt: !1954)
!1962 = !DILocation(line: 1131, column: 18, scope: !1865, inlinedAt: !1954)
!1963 = !DILocation(line: 1131, column: 10, scope: !1865, inlinedAt: !1954)
!1964 = !DILocation(line: 1132, column: 7, scope: !1865, inlinedAt: !1954)
!1965 = !DILocation(line: 1133, column: 5, scope: !1865, inlinedAt: !1954)
!1966 = !DILocation(line: 1135, column: 11, scope: !495, inlinedAt: !1954)
!1967 = !DILocation(line: 1135, column: 24, scope: !495, inlinedAt: !1954)
!1968 = !DILocation(line: 1135, column: 11, scope: !496, inlinedAt: !1954)
!1969 = !DILocation(line: 1136, column: 35, scope: !494, inlinedAt: !1954)
!1970 = !DILocation(line: 0, scope: !494, inlinedAt: !1954)
!1971 = !DILocation(line: 1137, column: 24, scope: !494, inlinedAt: !1954)
!1972 = !DILocation(line: 1137, column: 22, scope: !494, inlinedAt: !1954)
!1973 = !DILocation(line: 1138, column: 7, scope: !494, inlinedAt: !1954)
!1974 = !DILocation(line: 1140, column: 9, scope: !1878, inlinedAt: !1954)
!1975 = !DILocation(line: 1141, column: 36, scope: !1880, inlinedAt: !1954)
!1976 = distinct !{!1976, !1958, !1977, !841}
!1977 = !DILocation(line: 1146, column: 3, scope: !9, inlinedAt: !1954)
!1978 = !DILocation(line: 1277, column: 22, scope: !1772, inlinedAt: !1778)
!1979 = !DILocation(line: 1277, column: 17, scope: !1772, inlinedAt: !1778)
!1980 = !DILocation(line: 1278, column: 19, scope: !1772, inlinedAt: !1778)
!1981 = !DILocation(line: 1278, column: 17, scope: !1772, inlinedAt: !1778)
!1982 = !DILocation(line: 1279, column: 21, scope: !1772, inlinedAt: !1778)
!1983 = !DILocation(line: 1279, column: 16, scope: !1772, inlinedAt: !1778)
!1984 = !DILocation(line: 0, scope: !9, inlinedAt: !1985)
!1985 = distinct !DILocation(line: 1281, column: 3, scope: !1772, inlinedAt: !1778)
!1986 = !DILocation(line: 1128, column: 18, scope: !9, inlinedAt: !1985)
!1987 = !DILocation(line: 1128, column: 22, scope: !9, inlinedAt: !1985)
!1988 = !DILocation(line: 1128, column: 3, scope: !9, inlinedAt: !1985)
!1989 = !DILocation(line: 1126, column: 15, scope: !9, inlinedAt: !1985)
!1990 = !DILocation(line: 1129, column: 9, scope: !497, inlinedAt: !1985)
!1991 = !DILocation(line: 1129, column: 9, scope: !498, inlinedAt: !1985)
!1992 = !DILocation(line: 1131, column: 18, scope: !1865, inlinedAt: !1985)
!1993 = !DILocation(line: 1131, column: 10, scope: !1865, inlinedAt: !1985)
!1994 = !DILocation(line: 1132, column: 7, scope: !1865, inlinedAt: !1985)
!1995 = !DILocation(line: 1133, column: 5, scope: !1865, inlinedAt: !1985)
!1996 = !DILocation(line: 1135, column: 11, scope: !495, inlinedAt: !1985)
!1997 = !DILocation(line: 1135, column: 24, scope: !495, inlinedAt: !1985)
!1998 = !DILocation(line: 1135, column: 11, scope: !496, inlinedAt: !1985)
!1999 = !DILocation(line: 1136, column: 35, scope: !494, inlinedAt: !1985)
!2000 = !DILocation(line: 0, scope: !494, inlinedAt: !1985)
!2001 = !DILocation(line: 1137, column: 24, scope: !494, inlinedAt: !1985)
!2002 = !DILocation(line: 1137, column: 22, scope: !494, inlinedAt: !1985)
!2003 = !DILocation(line: 1138, column: 7, scope: !494, inlinedAt: !1985)
!2004 = !DILocation(line: 1140, column: 9, scope: !1878, inlinedAt: !1985)
!2005 = !DILocation(line: 1141, column: 36, scope: !1880, inlinedAt: !1985)
!2006 = distinct !{!2006, !1988, !2007, !841}
!2007 = !DILocation(line: 1146, column: 3, scope: !9, inlinedAt: !1985)
!2008 = !DILocation(line: 1282, column: 3, scope: !1772, inlinedAt: !1778)
!2009 = !DILocation(line: 0, scope: !1022, inlinedAt: !2010)
!2010 = distinct !DILocation(line: 1462, column: 7, scope: !1779, inlinedAt: !1543)
!2011 = !DILocation(line: 1319, column: 21, scope: !1022, inlinedAt: !2010)
!2012 = !DILocation(line: 1319, column: 64, scope: !1022, inlinedAt: !2010)
!2013 = !DILocation(line: 1319, column: 61, scope: !1022, inlinedAt: !2010)
!2014 = !DILocation(line: 1319, column: 19, scope: !1022, inlinedAt: !2010)
!2015 = !DILocation(line: 1319, column: 3, scope: !1022, inlinedAt: !2010)
!2016 = !DILocation(line: 1463, column: 21, scope: !1779, inlinedAt: !1543)
!2017 = !DILocalVariable(name: "L", arg: 1, scope: !2018, file: !2, line: 1667, type: !25)
!2018 = distinct !DISubprogram(name: "incstep", scope: !2, file: !2, line: 1667, type: !1450, scopeLine: 1667, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !2019)
!2019 = !{!2017, !2020, !2021, !2022, !2023, !2024}
!2020 = !DILocalVariable(name: "g", arg: 2, scope: !2018, file: !2, line: 1667, type: !84)
!2021 = !DILocalVariable(name: "stepmul", scope: !2018, file: !2, line: 1668, type: !64)
!2022 = !DILocalVariable(name: "debt", scope: !2018, file: !2, line: 1669, type: !98)
!2023 = !DILocalVariable(name: "stepsize", scope: !2018, file: !2, line: 1670, type: !98)
!2024 = !DILocalVariable(name: "work", scope: !2025, file: !2, line: 1674, type: !101)
!2025 = distinct !DILexicalBlock(scope: !2018, file: !2, line: 1673, column: 6)
!2026 = !DILocation(line: 0, scope: !2018, inlinedAt: !2027)
!2027 = distinct !DILocation(line: 1698, column: 7, scope: !1527)
!2028 = !DILocation(line: 1668, column: 18, scope: !2018, inlinedAt: !2027)
!2029 = !{!533, !524, i64 109}
!2030 = !DILocation(line: 1668, column: 43, scope: !2018, inlinedAt: !2027)
!2031 = !DILocation(line: 1669, column: 20, scope: !2018, inlinedAt: !2027)
!2032 = !DILocation(line: 1669, column: 27, scope: !2018, inlinedAt: !2027)
!2033 = !DILocation(line: 1669, column: 39, scope: !2018, inlinedAt: !2027)
!2034 = !DILocation(line: 1670, column: 24, scope: !2018, inlinedAt: !2027)
!2035 = !{!533, !524, i64 110}
!2036 = !DILocation(line: 1670, column: 35, scope: !2018, inlinedAt: !2027)
!2037 = !DILocation(line: 1670, column: 20, scope: !2018, inlinedAt: !2027)
!2038 = !DILocation(line: 1676, column: 35, scope: !2018, inlinedAt: !2027)
!2039 = !DILocation(line: 1673, column: 3, scope: !2018, inlinedAt: !2027)
!2040 = !DILocation(line: 1674, column: 19, scope: !2025, inlinedAt: !2027)
!2041 = !DILocation(line: 0, scope: !2025, inlinedAt: !2027)
!2042 = !DILocation(line: 1675, column: 10, scope: !2025, inlinedAt: !2027)
!2043 = !DILocation(line: 1676, column: 17, scope: !2018, inlinedAt: !2027)
!2044 = !DILocation(line: 1677, column: 10, scope: !2045, inlinedAt: !2027)
!2045 = distinct !DILexicalBlock(scope: !2018, file: !2, line: 1677, column: 7)
!2046 = !DILocation(line: 1676, column: 29, scope: !2018, inlinedAt: !2027)
!2047 = !DILocation(line: 1676, column: 3, scope: !2025, inlinedAt: !2027)
!2048 = distinct !{!2048, !2039, !2049, !841}
!2049 = !DILocation(line: 1676, column: 54, scope: !2018, inlinedAt: !2027)
!2050 = !DILocation(line: 1677, column: 7, scope: !2018, inlinedAt: !2027)
!2051 = !DILocation(line: 0, scope: !1670, inlinedAt: !2052)
!2052 = distinct !DILocation(line: 1678, column: 5, scope: !2045, inlinedAt: !2027)
!2053 = !DILocation(line: 1061, column: 15, scope: !1670, inlinedAt: !2052)
!2054 = !DILocation(line: 1062, column: 23, scope: !1670, inlinedAt: !2052)
!2055 = !DILocation(line: 1062, column: 34, scope: !1670, inlinedAt: !2052)
!2056 = !DILocation(line: 1064, column: 33, scope: !1670, inlinedAt: !2052)
!2057 = !DILocation(line: 1064, column: 22, scope: !1670, inlinedAt: !2052)
!2058 = !DILocation(line: 1064, column: 15, scope: !1670, inlinedAt: !2052)
!2059 = !DILocation(line: 1067, column: 10, scope: !1670, inlinedAt: !2052)
!2060 = !DILocation(line: 1067, column: 27, scope: !1670, inlinedAt: !2052)
!2061 = !DILocation(line: 1068, column: 7, scope: !1670, inlinedAt: !2052)
!2062 = !DILocation(line: 1678, column: 5, scope: !2045, inlinedAt: !2027)
!2063 = !DILocation(line: 1680, column: 18, scope: !2064, inlinedAt: !2027)
!2064 = distinct !DILexicalBlock(scope: !2045, file: !2, line: 1679, column: 8)
!2065 = !DILocation(line: 1680, column: 29, scope: !2064, inlinedAt: !2027)
!2066 = !DILocation(line: 0, scope: !2045, inlinedAt: !2027)
!2067 = !DILocation(line: 1700, column: 1, scope: !1516)
!2068 = !DISubprogram(name: "luaE_setdebt", scope: !29, file: !29, line: 396, type: !2069, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2069 = !DISubroutineType(types: !2070)
!2070 = !{null, !84, !98}
!2071 = distinct !DISubprogram(name: "luaC_fullgc", scope: !2, file: !2, line: 1730, type: !915, scopeLine: 1730, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !2072)
!2072 = !{!2073, !2074, !2075}
!2073 = !DILocalVariable(name: "L", arg: 1, scope: !2071, file: !2, line: 1730, type: !25)
!2074 = !DILocalVariable(name: "isemergency", arg: 2, scope: !2071, file: !2, line: 1730, type: !64)
!2075 = !DILocalVariable(name: "g", scope: !2071, file: !2, line: 1731, type: !84)
!2076 = !DILocation(line: 0, scope: !2071)
!2077 = !DILocation(line: 1731, column: 21, scope: !2071)
!2078 = !DILocation(line: 1733, column: 20, scope: !2071)
!2079 = !DILocation(line: 1733, column: 6, scope: !2071)
!2080 = !DILocation(line: 1733, column: 18, scope: !2071)
!2081 = !DILocation(line: 1734, column: 10, scope: !2082)
!2082 = distinct !DILexicalBlock(scope: !2071, file: !2, line: 1734, column: 7)
!2083 = !DILocation(line: 1734, column: 17, scope: !2082)
!2084 = !DILocation(line: 1734, column: 7, scope: !2071)
!2085 = !DILocalVariable(name: "L", arg: 1, scope: !2086, file: !2, line: 1710, type: !25)
!2086 = distinct !DISubprogram(name: "fullinc", scope: !2, file: !2, line: 1710, type: !1450, scopeLine: 1710, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !2087)
!2087 = !{!2085, !2088}
!2088 = !DILocalVariable(name: "g", arg: 2, scope: !2086, file: !2, line: 1710, type: !84)
!2089 = !DILocation(line: 0, scope: !2086, inlinedAt: !2090)
!2090 = distinct !DILocation(line: 1735, column: 5, scope: !2082)
!2091 = !DILocation(line: 1711, column: 7, scope: !2092, inlinedAt: !2090)
!2092 = distinct !DILexicalBlock(scope: !2086, file: !2, line: 1711, column: 7)
!2093 = !DILocation(line: 1711, column: 7, scope: !2086, inlinedAt: !2090)
!2094 = !DILocation(line: 0, scope: !1266, inlinedAt: !2095)
!2095 = distinct !DILocation(line: 1712, column: 5, scope: !2092, inlinedAt: !2090)
!2096 = !DILocation(line: 1488, column: 14, scope: !1266, inlinedAt: !2095)
!2097 = !DILocation(line: 1490, column: 35, scope: !1266, inlinedAt: !2095)
!2098 = !DILocation(line: 0, scope: !856, inlinedAt: !2099)
!2099 = distinct !DILocation(line: 1490, column: 16, scope: !1266, inlinedAt: !2095)
!2100 = !DILocation(line: 853, column: 3, scope: !856, inlinedAt: !2099)
!2101 = !DILocation(line: 0, scope: !866, inlinedAt: !2102)
!2102 = distinct !DILocation(line: 854, column: 9, scope: !885, inlinedAt: !2099)
!2103 = !DILocation(line: 826, column: 21, scope: !866, inlinedAt: !2102)
!2104 = !DILocation(line: 827, column: 12, scope: !866, inlinedAt: !2102)
!2105 = !DILocation(line: 829, column: 15, scope: !866, inlinedAt: !2102)
!2106 = !DILocation(line: 830, column: 15, scope: !880, inlinedAt: !2102)
!2107 = !DILocation(line: 830, column: 18, scope: !880, inlinedAt: !2102)
!2108 = !DILocation(line: 830, column: 3, scope: !881, inlinedAt: !2102)
!2109 = !DILocation(line: 0, scope: !879, inlinedAt: !2102)
!2110 = !DILocation(line: 832, column: 24, scope: !879, inlinedAt: !2102)
!2111 = !DILocation(line: 833, column: 9, scope: !895, inlinedAt: !2102)
!2112 = !DILocation(line: 833, column: 9, scope: !879, inlinedAt: !2102)
!2113 = !DILocation(line: 834, column: 18, scope: !898, inlinedAt: !2102)
!2114 = !DILocation(line: 834, column: 10, scope: !898, inlinedAt: !2102)
!2115 = !DILocation(line: 835, column: 7, scope: !898, inlinedAt: !2102)
!2116 = !DILocation(line: 836, column: 5, scope: !898, inlinedAt: !2102)
!2117 = !DILocation(line: 838, column: 22, scope: !903, inlinedAt: !2102)
!2118 = !DILocation(line: 838, column: 20, scope: !903, inlinedAt: !2102)
!2119 = distinct !{!2119, !2108, !2120, !841}
!2120 = !DILocation(line: 841, column: 3, scope: !881, inlinedAt: !2102)
!2121 = !DILocation(line: 844, column: 14, scope: !866, inlinedAt: !2102)
!2122 = !DILocation(line: 844, column: 10, scope: !866, inlinedAt: !2102)
!2123 = !DILocation(line: 855, column: 14, scope: !856, inlinedAt: !2099)
!2124 = !DILocation(line: 855, column: 3, scope: !885, inlinedAt: !2099)
!2125 = distinct !{!2125, !2100, !2126, !841}
!2126 = !DILocation(line: 855, column: 20, scope: !856, inlinedAt: !2099)
!2127 = !DILocation(line: 1490, column: 6, scope: !1266, inlinedAt: !2095)
!2128 = !DILocation(line: 1490, column: 14, scope: !1266, inlinedAt: !2095)
!2129 = !DILocation(line: 1653, column: 21, scope: !999, inlinedAt: !2130)
!2130 = distinct !DILocation(line: 1714, column: 3, scope: !2086, inlinedAt: !2090)
!2131 = !DILocation(line: 1654, column: 11, scope: !999, inlinedAt: !2130)
!2132 = !DILocation(line: 1712, column: 5, scope: !2092, inlinedAt: !2090)
!2133 = !DILocation(line: 0, scope: !999, inlinedAt: !2130)
!2134 = !DILocation(line: 1654, column: 3, scope: !999, inlinedAt: !2130)
!2135 = !DILocation(line: 1655, column: 5, scope: !999, inlinedAt: !2130)
!2136 = distinct !{!2136, !2134, !2137, !841}
!2137 = !DILocation(line: 1655, column: 17, scope: !999, inlinedAt: !2130)
!2138 = !DILocation(line: 1653, column: 21, scope: !999, inlinedAt: !2139)
!2139 = distinct !DILocation(line: 1715, column: 3, scope: !2086, inlinedAt: !2090)
!2140 = !DILocation(line: 1654, column: 11, scope: !999, inlinedAt: !2139)
!2141 = !DILocation(line: 0, scope: !999, inlinedAt: !2139)
!2142 = !DILocation(line: 1654, column: 3, scope: !999, inlinedAt: !2139)
!2143 = !DILocation(line: 1655, column: 5, scope: !999, inlinedAt: !2139)
!2144 = distinct !{!2144, !2142, !2145, !841}
!2145 = !DILocation(line: 1655, column: 17, scope: !999, inlinedAt: !2139)
!2146 = !DILocation(line: 1653, column: 21, scope: !999, inlinedAt: !2147)
!2147 = distinct !DILocation(line: 1717, column: 3, scope: !2086, inlinedAt: !2090)
!2148 = !DILocation(line: 1716, column: 14, scope: !2086, inlinedAt: !2090)
!2149 = !DILocation(line: 0, scope: !999, inlinedAt: !2147)
!2150 = !DILocation(line: 1654, column: 11, scope: !999, inlinedAt: !2147)
!2151 = !DILocation(line: 1654, column: 3, scope: !999, inlinedAt: !2147)
!2152 = !DILocation(line: 1655, column: 5, scope: !999, inlinedAt: !2147)
!2153 = distinct !{!2153, !2151, !2154, !841}
!2154 = !DILocation(line: 1655, column: 17, scope: !999, inlinedAt: !2147)
!2155 = !DILocation(line: 1653, column: 21, scope: !999, inlinedAt: !2156)
!2156 = distinct !DILocation(line: 1720, column: 3, scope: !2086, inlinedAt: !2090)
!2157 = !DILocation(line: 1654, column: 11, scope: !999, inlinedAt: !2156)
!2158 = !DILocation(line: 0, scope: !999, inlinedAt: !2156)
!2159 = !DILocation(line: 1654, column: 3, scope: !999, inlinedAt: !2156)
!2160 = !DILocation(line: 1655, column: 5, scope: !999, inlinedAt: !2156)
!2161 = distinct !{!2161, !2159, !2162, !841}
!2162 = !DILocation(line: 1655, column: 17, scope: !999, inlinedAt: !2156)
!2163 = !DILocation(line: 0, scope: !1670, inlinedAt: !2164)
!2164 = distinct !DILocation(line: 1721, column: 3, scope: !2086, inlinedAt: !2090)
!2165 = !DILocation(line: 1061, column: 15, scope: !1670, inlinedAt: !2164)
!2166 = !DILocation(line: 1062, column: 23, scope: !1670, inlinedAt: !2164)
!2167 = !DILocation(line: 1062, column: 34, scope: !1670, inlinedAt: !2164)
!2168 = !DILocation(line: 1064, column: 33, scope: !1670, inlinedAt: !2164)
!2169 = !DILocation(line: 1064, column: 22, scope: !1670, inlinedAt: !2164)
!2170 = !DILocation(line: 1064, column: 15, scope: !1670, inlinedAt: !2164)
!2171 = !DILocation(line: 1067, column: 10, scope: !1670, inlinedAt: !2164)
!2172 = !DILocation(line: 1067, column: 27, scope: !1670, inlinedAt: !2164)
!2173 = !DILocation(line: 1068, column: 7, scope: !1670, inlinedAt: !2164)
!2174 = !DILocation(line: 1069, column: 3, scope: !1670, inlinedAt: !2164)
!2175 = !DILocation(line: 1735, column: 5, scope: !2082)
!2176 = !DILocation(line: 0, scope: !1704, inlinedAt: !2177)
!2177 = distinct !DILocation(line: 1737, column: 5, scope: !2082)
!2178 = !DILocation(line: 0, scope: !934, inlinedAt: !2179)
!2179 = distinct !DILocation(line: 1376, column: 3, scope: !1704, inlinedAt: !2177)
!2180 = !DILocation(line: 1346, column: 19, scope: !934, inlinedAt: !2179)
!2181 = !DILocation(line: 0, scope: !942, inlinedAt: !2182)
!2182 = distinct !DILocation(line: 1346, column: 3, scope: !934, inlinedAt: !2179)
!2183 = !DILocation(line: 1157, column: 15, scope: !942, inlinedAt: !2182)
!2184 = !DILocation(line: 1158, column: 12, scope: !950, inlinedAt: !2182)
!2185 = !DILocation(line: 1158, column: 3, scope: !951, inlinedAt: !2182)
!2186 = !DILocation(line: 1159, column: 17, scope: !950, inlinedAt: !2182)
!2187 = !DILocation(line: 1159, column: 15, scope: !950, inlinedAt: !2182)
!2188 = !DILocation(line: 1158, column: 28, scope: !950, inlinedAt: !2182)
!2189 = distinct !{!2189, !2185, !2190, !841}
!2190 = !DILocation(line: 1159, column: 17, scope: !951, inlinedAt: !2182)
!2191 = !DILocation(line: 1347, column: 31, scope: !934, inlinedAt: !2179)
!2192 = !DILocation(line: 1348, column: 19, scope: !934, inlinedAt: !2179)
!2193 = !DILocation(line: 1347, column: 26, scope: !934, inlinedAt: !2179)
!2194 = !DILocation(line: 0, scope: !942, inlinedAt: !2195)
!2195 = distinct !DILocation(line: 1348, column: 3, scope: !934, inlinedAt: !2179)
!2196 = !DILocation(line: 1158, column: 12, scope: !950, inlinedAt: !2195)
!2197 = !DILocation(line: 1158, column: 3, scope: !951, inlinedAt: !2195)
!2198 = !DILocation(line: 1159, column: 17, scope: !950, inlinedAt: !2195)
!2199 = !DILocation(line: 1159, column: 15, scope: !950, inlinedAt: !2195)
!2200 = !DILocation(line: 1158, column: 28, scope: !950, inlinedAt: !2195)
!2201 = distinct !{!2201, !2197, !2202, !841}
!2202 = !DILocation(line: 1159, column: 17, scope: !951, inlinedAt: !2195)
!2203 = !DILocation(line: 1349, column: 19, scope: !934, inlinedAt: !2179)
!2204 = !DILocation(line: 0, scope: !942, inlinedAt: !2205)
!2205 = distinct !DILocation(line: 1349, column: 3, scope: !934, inlinedAt: !2179)
!2206 = !DILocation(line: 1158, column: 12, scope: !950, inlinedAt: !2205)
!2207 = !DILocation(line: 1158, column: 3, scope: !951, inlinedAt: !2205)
!2208 = !DILocation(line: 1159, column: 17, scope: !950, inlinedAt: !2205)
!2209 = !DILocation(line: 1159, column: 15, scope: !950, inlinedAt: !2205)
!2210 = !DILocation(line: 1158, column: 28, scope: !950, inlinedAt: !2205)
!2211 = distinct !{!2211, !2207, !2212, !841}
!2212 = !DILocation(line: 1159, column: 17, scope: !951, inlinedAt: !2205)
!2213 = !DILocation(line: 1350, column: 38, scope: !934, inlinedAt: !2179)
!2214 = !DILocation(line: 1351, column: 6, scope: !934, inlinedAt: !2179)
!2215 = !DILocation(line: 1350, column: 33, scope: !934, inlinedAt: !2179)
!2216 = !DILocation(line: 1351, column: 14, scope: !934, inlinedAt: !2179)
!2217 = !DILocation(line: 1352, column: 13, scope: !934, inlinedAt: !2179)
!2218 = !DILocation(line: 1353, column: 6, scope: !934, inlinedAt: !2179)
!2219 = !DILocation(line: 1353, column: 17, scope: !934, inlinedAt: !2179)
!2220 = !DILocation(line: 1377, column: 10, scope: !1704, inlinedAt: !2177)
!2221 = !DILocation(line: 1738, column: 18, scope: !2071)
!2222 = !DILocation(line: 1739, column: 1, scope: !2071)
!2223 = distinct !DISubprogram(name: "freeobj", scope: !2, file: !2, line: 772, type: !641, scopeLine: 772, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !2224)
!2224 = !{!2225, !2226, !2227, !2231, !2234, !2236, !2238}
!2225 = !DILocalVariable(name: "L", arg: 1, scope: !2223, file: !2, line: 772, type: !25)
!2226 = !DILocalVariable(name: "o", arg: 2, scope: !2223, file: !2, line: 772, type: !13)
!2227 = !DILocalVariable(name: "cl", scope: !2228, file: !2, line: 781, type: !2230)
!2228 = distinct !DILexicalBlock(scope: !2229, file: !2, line: 780, column: 20)
!2229 = distinct !DILexicalBlock(scope: !2223, file: !2, line: 773, column: 18)
!2230 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !415, size: 64)
!2231 = !DILocalVariable(name: "cl", scope: !2232, file: !2, line: 786, type: !2233)
!2232 = distinct !DILexicalBlock(scope: !2229, file: !2, line: 785, column: 20)
!2233 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !403, size: 64)
!2234 = !DILocalVariable(name: "u", scope: !2235, file: !2, line: 797, type: !567)
!2235 = distinct !DILexicalBlock(scope: !2229, file: !2, line: 796, column: 25)
!2236 = !DILocalVariable(name: "ts", scope: !2237, file: !2, line: 802, type: !109)
!2237 = distinct !DILexicalBlock(scope: !2229, file: !2, line: 801, column: 23)
!2238 = !DILocalVariable(name: "ts", scope: !2239, file: !2, line: 808, type: !109)
!2239 = distinct !DILexicalBlock(scope: !2229, file: !2, line: 807, column: 23)
!2240 = !DILocation(line: 0, scope: !2223)
!2241 = !DILocation(line: 773, column: 14, scope: !2223)
!2242 = !DILocation(line: 773, column: 3, scope: !2223)
!2243 = !DILocation(line: 775, column: 7, scope: !2229)
!2244 = !DILocation(line: 776, column: 7, scope: !2229)
!2245 = !DILocalVariable(name: "L", arg: 1, scope: !2246, file: !2, line: 765, type: !25)
!2246 = distinct !DISubprogram(name: "freeupval", scope: !2, file: !2, line: 765, type: !2247, scopeLine: 765, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !2249)
!2247 = !DISubroutineType(types: !2248)
!2248 = !{null, !25, !275}
!2249 = !{!2245, !2250}
!2250 = !DILocalVariable(name: "uv", arg: 2, scope: !2246, file: !2, line: 765, type: !275)
!2251 = !DILocation(line: 0, scope: !2246, inlinedAt: !2252)
!2252 = distinct !DILocation(line: 778, column: 7, scope: !2229)
!2253 = !DILocation(line: 766, column: 7, scope: !2254, inlinedAt: !2252)
!2254 = distinct !DILexicalBlock(scope: !2246, file: !2, line: 766, column: 7)
!2255 = !DILocation(line: 766, column: 7, scope: !2246, inlinedAt: !2252)
!2256 = !DILocation(line: 767, column: 5, scope: !2254, inlinedAt: !2252)
!2257 = !DILocation(line: 768, column: 3, scope: !2246, inlinedAt: !2252)
!2258 = !DILocation(line: 779, column: 7, scope: !2229)
!2259 = !DILocation(line: 0, scope: !2228)
!2260 = !DILocation(line: 782, column: 7, scope: !2228)
!2261 = !{!2262, !524, i64 10}
!2262 = !{!"LClosure", !523, i64 0, !524, i64 8, !524, i64 9, !524, i64 10, !523, i64 16, !523, i64 24, !524, i64 32}
!2263 = !DILocation(line: 0, scope: !2232)
!2264 = !DILocation(line: 787, column: 7, scope: !2232)
!2265 = !{!2266, !524, i64 10}
!2266 = !{!"CClosure", !523, i64 0, !524, i64 8, !524, i64 9, !524, i64 10, !523, i64 16, !523, i64 24, !524, i64 32}
!2267 = !DILocation(line: 791, column: 7, scope: !2229)
!2268 = !DILocation(line: 792, column: 7, scope: !2229)
!2269 = !DILocation(line: 794, column: 7, scope: !2229)
!2270 = !DILocation(line: 795, column: 7, scope: !2229)
!2271 = !DILocation(line: 0, scope: !2235)
!2272 = !DILocation(line: 798, column: 7, scope: !2235)
!2273 = !{!593, !528, i64 16}
!2274 = !DILocation(line: 0, scope: !2237)
!2275 = !DILocation(line: 803, column: 7, scope: !2237)
!2276 = !DILocation(line: 804, column: 7, scope: !2237)
!2277 = !{!2278, !524, i64 11}
!2278 = !{!"TString", !523, i64 0, !524, i64 8, !524, i64 9, !524, i64 10, !524, i64 11, !529, i64 12, !524, i64 16, !524, i64 24}
!2279 = !DILocation(line: 0, scope: !2239)
!2280 = !DILocation(line: 809, column: 7, scope: !2239)
!2281 = !DILocation(line: 814, column: 1, scope: !2223)
!2282 = !DISubprogram(name: "luaF_freeproto", scope: !2283, file: !2283, line: 59, type: !2284, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2283 = !DIFile(filename: "src/lua/lfunc.h", directory: ".", checksumkind: CSK_MD5, checksum: "74c1a9067666bcdc4b1bc5a3ce4dd84c")
!2284 = !DISubroutineType(types: !2285)
!2285 = !{null, !25, !2286}
!2286 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2287, size: 64)
!2287 = !DIDerivedType(tag: DW_TAG_typedef, name: "Proto", file: !15, line: 573, baseType: !425)
!2288 = !DISubprogram(name: "luaM_free_", scope: !719, file: !719, line: 84, type: !2289, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2289 = !DISubroutineType(types: !2290)
!2290 = !{null, !25, !58, !93}
!2291 = !DISubprogram(name: "luaH_free", scope: !2292, file: !2292, line: 52, type: !2293, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2292 = !DIFile(filename: "src/lua/ltable.h", directory: ".", checksumkind: CSK_MD5, checksum: "4a6e45ffd6bd7e7669e61503bcc436f3")
!2293 = !DISubroutineType(types: !2294)
!2294 = !{null, !25, !747}
!2295 = !DISubprogram(name: "luaE_freethread", scope: !29, file: !29, line: 397, type: !2296, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2296 = !DISubroutineType(types: !2297)
!2297 = !{null, !25, !25}
!2298 = !DISubprogram(name: "luaS_remove", scope: !2299, file: !2299, line: 50, type: !2300, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2299 = !DIFile(filename: "src/lua/lstring.h", directory: ".", checksumkind: CSK_MD5, checksum: "5111c938a6aab9498fbd60daf46fbc78")
!2300 = !DISubroutineType(types: !2301)
!2301 = !{null, !25, !109}
!2302 = !DISubprogram(name: "luaF_unlinkupval", scope: !2283, file: !2283, line: 58, type: !2303, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2303 = !DISubroutineType(types: !2304)
!2304 = !{null, !275}
!2305 = distinct !DISubprogram(name: "atomic", scope: !2, file: !2, line: 1525, type: !1191, scopeLine: 1525, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !2306)
!2306 = !{!2307, !2308, !2309, !2310, !2311, !2312}
!2307 = !DILocalVariable(name: "L", arg: 1, scope: !2305, file: !2, line: 1525, type: !25)
!2308 = !DILocalVariable(name: "g", scope: !2305, file: !2, line: 1526, type: !84)
!2309 = !DILocalVariable(name: "work", scope: !2305, file: !2, line: 1527, type: !101)
!2310 = !DILocalVariable(name: "origweak", scope: !2305, file: !2, line: 1528, type: !13)
!2311 = !DILocalVariable(name: "origall", scope: !2305, file: !2, line: 1528, type: !13)
!2312 = !DILocalVariable(name: "grayagain", scope: !2305, file: !2, line: 1529, type: !13)
!2313 = !DILocation(line: 0, scope: !2305)
!2314 = !DILocation(line: 1526, column: 21, scope: !2305)
!2315 = !DILocation(line: 1529, column: 28, scope: !2305)
!2316 = !{!533, !523, i64 144}
!2317 = !DILocation(line: 1530, column: 16, scope: !2305)
!2318 = !DILocation(line: 1533, column: 6, scope: !2305)
!2319 = !DILocation(line: 1533, column: 14, scope: !2305)
!2320 = !DILocation(line: 1534, column: 3, scope: !2321)
!2321 = distinct !DILexicalBlock(scope: !2322, file: !2, line: 1534, column: 3)
!2322 = distinct !DILexicalBlock(scope: !2305, file: !2, line: 1534, column: 3)
!2323 = !DILocation(line: 1534, column: 3, scope: !2322)
!2324 = !DILocation(line: 1536, column: 3, scope: !2325)
!2325 = distinct !DILexicalBlock(scope: !2326, file: !2, line: 1536, column: 3)
!2326 = distinct !DILexicalBlock(scope: !2305, file: !2, line: 1536, column: 3)
!2327 = !DILocation(line: 1536, column: 3, scope: !2326)
!2328 = !DILocation(line: 1537, column: 3, scope: !2305)
!2329 = !DILocalVariable(name: "g", arg: 1, scope: !2330, file: !2, line: 676, type: !84)
!2330 = distinct !DISubprogram(name: "propagateall", scope: !2, file: !2, line: 676, type: !1231, scopeLine: 676, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !2331)
!2331 = !{!2329, !2332}
!2332 = !DILocalVariable(name: "tot", scope: !2330, file: !2, line: 677, type: !101)
!2333 = !DILocation(line: 0, scope: !2330, inlinedAt: !2334)
!2334 = distinct !DILocation(line: 1538, column: 11, scope: !2305)
!2335 = !DILocation(line: 678, column: 13, scope: !2330, inlinedAt: !2334)
!2336 = !DILocation(line: 678, column: 3, scope: !2330, inlinedAt: !2334)
!2337 = !DILocation(line: 679, column: 12, scope: !2330, inlinedAt: !2334)
!2338 = !DILocation(line: 679, column: 9, scope: !2330, inlinedAt: !2334)
!2339 = distinct !{!2339, !2336, !2340, !841}
!2340 = !DILocation(line: 679, column: 27, scope: !2330, inlinedAt: !2334)
!2341 = !DILocalVariable(name: "g", arg: 1, scope: !2342, file: !2, line: 367, type: !84)
!2342 = distinct !DISubprogram(name: "remarkupvals", scope: !2, file: !2, line: 367, type: !2343, scopeLine: 367, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !2345)
!2343 = !DISubroutineType(types: !2344)
!2344 = !{!64, !84}
!2345 = !{!2341, !2346, !2347, !2349, !2350}
!2346 = !DILocalVariable(name: "thread", scope: !2342, file: !2, line: 368, type: !25)
!2347 = !DILocalVariable(name: "p", scope: !2342, file: !2, line: 369, type: !2348)
!2348 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!2349 = !DILocalVariable(name: "work", scope: !2342, file: !2, line: 370, type: !64)
!2350 = !DILocalVariable(name: "uv", scope: !2351, file: !2, line: 376, type: !275)
!2351 = distinct !DILexicalBlock(scope: !2352, file: !2, line: 375, column: 10)
!2352 = distinct !DILexicalBlock(scope: !2353, file: !2, line: 373, column: 9)
!2353 = distinct !DILexicalBlock(scope: !2342, file: !2, line: 371, column: 33)
!2354 = !DILocation(line: 0, scope: !2342, inlinedAt: !2355)
!2355 = distinct !DILocation(line: 1540, column: 11, scope: !2305)
!2356 = !DILocation(line: 369, column: 23, scope: !2342, inlinedAt: !2355)
!2357 = !DILocation(line: 371, column: 20, scope: !2342, inlinedAt: !2355)
!2358 = !DILocation(line: 371, column: 24, scope: !2342, inlinedAt: !2355)
!2359 = !DILocation(line: 371, column: 3, scope: !2342, inlinedAt: !2355)
!2360 = !DILocation(line: 372, column: 9, scope: !2353, inlinedAt: !2355)
!2361 = !DILocation(line: 373, column: 10, scope: !2352, inlinedAt: !2355)
!2362 = !DILocation(line: 373, column: 26, scope: !2352, inlinedAt: !2355)
!2363 = !DILocation(line: 373, column: 37, scope: !2352, inlinedAt: !2355)
!2364 = !{!522, !523, i64 56}
!2365 = !DILocation(line: 373, column: 47, scope: !2352, inlinedAt: !2355)
!2366 = !DILocation(line: 373, column: 9, scope: !2353, inlinedAt: !2355)
!2367 = !DILocation(line: 374, column: 20, scope: !2352, inlinedAt: !2355)
!2368 = !DILocation(line: 374, column: 7, scope: !2352, inlinedAt: !2355)
!2369 = !DILocation(line: 378, column: 20, scope: !2351, inlinedAt: !2355)
!2370 = !{!522, !523, i64 80}
!2371 = !DILocation(line: 378, column: 10, scope: !2351, inlinedAt: !2355)
!2372 = !DILocation(line: 379, column: 21, scope: !2351, inlinedAt: !2355)
!2373 = !DILocation(line: 380, column: 25, scope: !2374, inlinedAt: !2355)
!2374 = distinct !DILexicalBlock(scope: !2351, file: !2, line: 380, column: 7)
!2375 = !DILocation(line: 0, scope: !2351, inlinedAt: !2355)
!2376 = !DILocation(line: 380, scope: !2374, inlinedAt: !2355)
!2377 = !DILocation(line: 380, column: 39, scope: !2378, inlinedAt: !2355)
!2378 = distinct !DILexicalBlock(scope: !2374, file: !2, line: 380, column: 7)
!2379 = !DILocation(line: 380, column: 7, scope: !2374, inlinedAt: !2355)
!2380 = !DILocation(line: 382, column: 13, scope: !2381, inlinedAt: !2355)
!2381 = distinct !DILexicalBlock(scope: !2378, file: !2, line: 380, column: 70)
!2382 = !DILocation(line: 383, column: 14, scope: !2383, inlinedAt: !2355)
!2383 = distinct !DILexicalBlock(scope: !2381, file: !2, line: 383, column: 13)
!2384 = !DILocation(line: 383, column: 13, scope: !2381, inlinedAt: !2355)
!2385 = !DILocation(line: 385, column: 11, scope: !2386, inlinedAt: !2355)
!2386 = distinct !DILexicalBlock(scope: !2387, file: !2, line: 385, column: 11)
!2387 = distinct !DILexicalBlock(scope: !2388, file: !2, line: 385, column: 11)
!2388 = distinct !DILexicalBlock(scope: !2383, file: !2, line: 383, column: 27)
!2389 = !DILocation(line: 385, column: 11, scope: !2387, inlinedAt: !2355)
!2390 = !DILocation(line: 380, column: 57, scope: !2378, inlinedAt: !2355)
!2391 = distinct !{!2391, !2379, !2392, !841}
!2392 = !DILocation(line: 387, column: 7, scope: !2374, inlinedAt: !2355)
!2393 = distinct !{!2393, !2359, !2394, !841}
!2394 = !DILocation(line: 389, column: 3, scope: !2342, inlinedAt: !2355)
!2395 = !DILocation(line: 678, column: 13, scope: !2330, inlinedAt: !2396)
!2396 = distinct !DILocation(line: 1541, column: 11, scope: !2305)
!2397 = !DILocation(line: 0, scope: !2330, inlinedAt: !2396)
!2398 = !DILocation(line: 678, column: 3, scope: !2330, inlinedAt: !2396)
!2399 = !DILocation(line: 679, column: 12, scope: !2330, inlinedAt: !2396)
!2400 = !DILocation(line: 679, column: 9, scope: !2330, inlinedAt: !2396)
!2401 = distinct !{!2401, !2398, !2402, !841}
!2402 = !DILocation(line: 679, column: 27, scope: !2330, inlinedAt: !2396)
!2403 = !DILocation(line: 1542, column: 11, scope: !2305)
!2404 = !DILocation(line: 0, scope: !2330, inlinedAt: !2405)
!2405 = distinct !DILocation(line: 1543, column: 11, scope: !2305)
!2406 = !DILocation(line: 678, column: 3, scope: !2330, inlinedAt: !2405)
!2407 = !DILocation(line: 679, column: 12, scope: !2330, inlinedAt: !2405)
!2408 = !DILocation(line: 679, column: 9, scope: !2330, inlinedAt: !2405)
!2409 = !DILocation(line: 678, column: 13, scope: !2330, inlinedAt: !2405)
!2410 = distinct !{!2410, !2406, !2411, !841}
!2411 = !DILocation(line: 679, column: 27, scope: !2330, inlinedAt: !2405)
!2412 = !DILocalVariable(name: "g", arg: 1, scope: !2413, file: !2, line: 691, type: !84)
!2413 = distinct !DISubprogram(name: "convergeephemerons", scope: !2, file: !2, line: 691, type: !935, scopeLine: 691, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !2414)
!2414 = !{!2412, !2415, !2416, !2417, !2419, !2420}
!2415 = !DILocalVariable(name: "changed", scope: !2413, file: !2, line: 692, type: !64)
!2416 = !DILocalVariable(name: "dir", scope: !2413, file: !2, line: 693, type: !64)
!2417 = !DILocalVariable(name: "w", scope: !2418, file: !2, line: 695, type: !13)
!2418 = distinct !DILexicalBlock(scope: !2413, file: !2, line: 694, column: 6)
!2419 = !DILocalVariable(name: "next", scope: !2418, file: !2, line: 696, type: !13)
!2420 = !DILocalVariable(name: "h", scope: !2421, file: !2, line: 700, type: !747)
!2421 = distinct !DILexicalBlock(scope: !2418, file: !2, line: 699, column: 32)
!2422 = !DILocation(line: 0, scope: !2413, inlinedAt: !2423)
!2423 = distinct !DILocation(line: 1544, column: 3, scope: !2305)
!2424 = !DILocation(line: 694, column: 3, scope: !2413, inlinedAt: !2423)
!2425 = !DILocation(line: 696, column: 25, scope: !2418, inlinedAt: !2423)
!2426 = !{!533, !523, i64 160}
!2427 = !DILocation(line: 0, scope: !2418, inlinedAt: !2423)
!2428 = !DILocation(line: 697, column: 18, scope: !2418, inlinedAt: !2423)
!2429 = !DILocation(line: 699, column: 23, scope: !2418, inlinedAt: !2423)
!2430 = !DILocation(line: 699, column: 5, scope: !2418, inlinedAt: !2423)
!2431 = !DILocation(line: 0, scope: !2421, inlinedAt: !2423)
!2432 = !DILocation(line: 701, column: 17, scope: !2421, inlinedAt: !2423)
!2433 = !{!606, !523, i64 48}
!2434 = !DILocation(line: 702, column: 7, scope: !2421, inlinedAt: !2423)
!2435 = !DILocation(line: 703, column: 11, scope: !2436, inlinedAt: !2423)
!2436 = distinct !DILexicalBlock(scope: !2421, file: !2, line: 703, column: 11)
!2437 = !DILocation(line: 703, column: 11, scope: !2421, inlinedAt: !2423)
!2438 = !DILocation(line: 0, scope: !2330, inlinedAt: !2439)
!2439 = distinct !DILocation(line: 704, column: 9, scope: !2440, inlinedAt: !2423)
!2440 = distinct !DILexicalBlock(scope: !2436, file: !2, line: 703, column: 41)
!2441 = !DILocation(line: 678, column: 13, scope: !2330, inlinedAt: !2439)
!2442 = !DILocation(line: 678, column: 3, scope: !2330, inlinedAt: !2439)
!2443 = !DILocation(line: 679, column: 12, scope: !2330, inlinedAt: !2439)
!2444 = distinct !{!2444, !2442, !2445, !841}
!2445 = !DILocation(line: 679, column: 27, scope: !2330, inlinedAt: !2439)
!2446 = distinct !{!2446, !2430, !2447, !841}
!2447 = !DILocation(line: 707, column: 5, scope: !2418, inlinedAt: !2423)
!2448 = !DILocation(line: 708, column: 11, scope: !2418, inlinedAt: !2423)
!2449 = !DILocation(line: 709, column: 3, scope: !2418, inlinedAt: !2423)
!2450 = distinct !{!2450, !2424, !2451, !841}
!2451 = !DILocation(line: 709, column: 19, scope: !2413, inlinedAt: !2423)
!2452 = !DILocation(line: 1547, column: 23, scope: !2305)
!2453 = !{!533, !523, i64 152}
!2454 = !DILocation(line: 1547, column: 3, scope: !2305)
!2455 = !DILocation(line: 1548, column: 23, scope: !2305)
!2456 = !{!533, !523, i64 168}
!2457 = !DILocation(line: 1548, column: 3, scope: !2305)
!2458 = !DILocation(line: 1549, column: 17, scope: !2305)
!2459 = !DILocation(line: 1549, column: 36, scope: !2305)
!2460 = !DILocation(line: 0, scope: !1093, inlinedAt: !2461)
!2461 = distinct !DILocation(line: 1550, column: 3, scope: !2305)
!2462 = !DILocation(line: 977, column: 38, scope: !1093, inlinedAt: !2461)
!2463 = !DILocation(line: 0, scope: !1105, inlinedAt: !2464)
!2464 = distinct !DILocation(line: 977, column: 25, scope: !1093, inlinedAt: !2461)
!2465 = !DILocation(line: 961, column: 3, scope: !1105, inlinedAt: !2464)
!2466 = !DILocation(line: 961, column: 10, scope: !1105, inlinedAt: !2464)
!2467 = !DILocation(line: 961, column: 13, scope: !1105, inlinedAt: !2464)
!2468 = distinct !{!2468, !2465, !2469, !841}
!2469 = !DILocation(line: 962, column: 16, scope: !1105, inlinedAt: !2464)
!2470 = !DILocation(line: 976, column: 22, scope: !1093, inlinedAt: !2461)
!2471 = !DILocation(line: 978, column: 18, scope: !1093, inlinedAt: !2461)
!2472 = !DILocation(line: 978, column: 28, scope: !1093, inlinedAt: !2461)
!2473 = !DILocation(line: 978, column: 22, scope: !1093, inlinedAt: !2461)
!2474 = !DILocation(line: 978, column: 3, scope: !1093, inlinedAt: !2461)
!2475 = !DILocation(line: 980, column: 11, scope: !1125, inlinedAt: !2461)
!2476 = !DILocation(line: 980, column: 25, scope: !1125, inlinedAt: !2461)
!2477 = !DILocation(line: 983, column: 22, scope: !1123, inlinedAt: !2461)
!2478 = !DILocation(line: 983, column: 16, scope: !1123, inlinedAt: !2461)
!2479 = !DILocation(line: 985, column: 18, scope: !1124, inlinedAt: !2461)
!2480 = !DILocation(line: 983, column: 11, scope: !1124, inlinedAt: !2461)
!2481 = !DILocation(line: 984, column: 22, scope: !1123, inlinedAt: !2461)
!2482 = !DILocation(line: 984, column: 9, scope: !1123, inlinedAt: !2461)
!2483 = !DILocation(line: 985, column: 10, scope: !1124, inlinedAt: !2461)
!2484 = !DILocation(line: 986, column: 20, scope: !1124, inlinedAt: !2461)
!2485 = !DILocation(line: 986, column: 18, scope: !1124, inlinedAt: !2461)
!2486 = !DILocation(line: 987, column: 17, scope: !1124, inlinedAt: !2461)
!2487 = distinct !{!2487, !2474, !2488, !841}
!2488 = !DILocation(line: 990, column: 3, scope: !1093, inlinedAt: !2461)
!2489 = !DILocation(line: 0, scope: !1230, inlinedAt: !2490)
!2490 = distinct !DILocation(line: 1551, column: 11, scope: !2305)
!2491 = !DILocation(line: 348, scope: !1239, inlinedAt: !2490)
!2492 = !DILocation(line: 348, column: 26, scope: !1242, inlinedAt: !2490)
!2493 = !DILocation(line: 348, column: 3, scope: !1239, inlinedAt: !2490)
!2494 = !DILocation(line: 349, column: 10, scope: !1247, inlinedAt: !2490)
!2495 = !DILocation(line: 350, column: 5, scope: !1245, inlinedAt: !2490)
!2496 = !DILocation(line: 350, column: 5, scope: !1246, inlinedAt: !2490)
!2497 = distinct !{!2497, !2493, !2498, !841}
!2498 = !DILocation(line: 351, column: 3, scope: !1239, inlinedAt: !2490)
!2499 = !DILocation(line: 0, scope: !2330, inlinedAt: !2500)
!2500 = distinct !DILocation(line: 1552, column: 11, scope: !2305)
!2501 = !DILocation(line: 678, column: 13, scope: !2330, inlinedAt: !2500)
!2502 = !DILocation(line: 678, column: 3, scope: !2330, inlinedAt: !2500)
!2503 = !DILocation(line: 679, column: 12, scope: !2330, inlinedAt: !2500)
!2504 = !DILocation(line: 679, column: 9, scope: !2330, inlinedAt: !2500)
!2505 = distinct !{!2505, !2502, !2506, !841}
!2506 = !DILocation(line: 679, column: 27, scope: !2330, inlinedAt: !2500)
!2507 = !DILocation(line: 0, scope: !2413, inlinedAt: !2508)
!2508 = distinct !DILocation(line: 1553, column: 3, scope: !2305)
!2509 = !DILocation(line: 694, column: 3, scope: !2413, inlinedAt: !2508)
!2510 = !DILocation(line: 696, column: 25, scope: !2418, inlinedAt: !2508)
!2511 = !DILocation(line: 0, scope: !2418, inlinedAt: !2508)
!2512 = !DILocation(line: 697, column: 18, scope: !2418, inlinedAt: !2508)
!2513 = !DILocation(line: 699, column: 23, scope: !2418, inlinedAt: !2508)
!2514 = !DILocation(line: 699, column: 5, scope: !2418, inlinedAt: !2508)
!2515 = !DILocation(line: 0, scope: !2421, inlinedAt: !2508)
!2516 = !DILocation(line: 701, column: 17, scope: !2421, inlinedAt: !2508)
!2517 = !DILocation(line: 702, column: 7, scope: !2421, inlinedAt: !2508)
!2518 = !DILocation(line: 703, column: 11, scope: !2436, inlinedAt: !2508)
!2519 = !DILocation(line: 703, column: 11, scope: !2421, inlinedAt: !2508)
!2520 = !DILocation(line: 0, scope: !2330, inlinedAt: !2521)
!2521 = distinct !DILocation(line: 704, column: 9, scope: !2440, inlinedAt: !2508)
!2522 = !DILocation(line: 678, column: 13, scope: !2330, inlinedAt: !2521)
!2523 = !DILocation(line: 678, column: 3, scope: !2330, inlinedAt: !2521)
!2524 = !DILocation(line: 679, column: 12, scope: !2330, inlinedAt: !2521)
!2525 = distinct !{!2525, !2523, !2526, !841}
!2526 = !DILocation(line: 679, column: 27, scope: !2330, inlinedAt: !2521)
!2527 = distinct !{!2527, !2514, !2528, !841}
!2528 = !DILocation(line: 707, column: 5, scope: !2418, inlinedAt: !2508)
!2529 = !DILocation(line: 708, column: 11, scope: !2418, inlinedAt: !2508)
!2530 = !DILocation(line: 709, column: 3, scope: !2418, inlinedAt: !2508)
!2531 = distinct !{!2531, !2509, !2532, !841}
!2532 = !DILocation(line: 709, column: 19, scope: !2413, inlinedAt: !2508)
!2533 = !DILocation(line: 1556, column: 21, scope: !2305)
!2534 = !DILocalVariable(name: "g", arg: 1, scope: !2535, file: !2, line: 725, type: !84)
!2535 = distinct !DISubprogram(name: "clearbykeys", scope: !2, file: !2, line: 725, type: !557, scopeLine: 725, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !2536)
!2536 = !{!2534, !2537, !2538, !2542, !2543}
!2537 = !DILocalVariable(name: "l", arg: 2, scope: !2535, file: !2, line: 725, type: !13)
!2538 = !DILocalVariable(name: "h", scope: !2539, file: !2, line: 727, type: !747)
!2539 = distinct !DILexicalBlock(scope: !2540, file: !2, line: 726, column: 35)
!2540 = distinct !DILexicalBlock(scope: !2541, file: !2, line: 726, column: 3)
!2541 = distinct !DILexicalBlock(scope: !2535, file: !2, line: 726, column: 3)
!2542 = !DILocalVariable(name: "limit", scope: !2539, file: !2, line: 728, type: !186)
!2543 = !DILocalVariable(name: "n", scope: !2539, file: !2, line: 729, type: !186)
!2544 = !DILocation(line: 0, scope: !2535, inlinedAt: !2545)
!2545 = distinct !DILocation(line: 1556, column: 3, scope: !2305)
!2546 = !DILocation(line: 726, column: 3, scope: !2541, inlinedAt: !2545)
!2547 = !DILocation(line: 0, scope: !2539, inlinedAt: !2545)
!2548 = !DILocation(line: 728, column: 19, scope: !2539, inlinedAt: !2545)
!2549 = !{!606, !523, i64 24}
!2550 = !{!606, !524, i64 11}
!2551 = !DILocation(line: 730, column: 29, scope: !2552, inlinedAt: !2545)
!2552 = distinct !DILexicalBlock(scope: !2553, file: !2, line: 730, column: 5)
!2553 = distinct !DILexicalBlock(scope: !2539, file: !2, line: 730, column: 5)
!2554 = !DILocation(line: 730, column: 5, scope: !2553, inlinedAt: !2545)
!2555 = !DILocation(line: 731, column: 24, scope: !2556, inlinedAt: !2545)
!2556 = distinct !DILexicalBlock(scope: !2557, file: !2, line: 731, column: 11)
!2557 = distinct !DILexicalBlock(scope: !2552, file: !2, line: 730, column: 43)
!2558 = !DILocalVariable(name: "g", arg: 1, scope: !2559, file: !2, line: 185, type: !84)
!2559 = distinct !DISubprogram(name: "iscleared", scope: !2, file: !2, line: 185, type: !2560, scopeLine: 185, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !2564)
!2560 = !DISubroutineType(types: !2561)
!2561 = !{!64, !84, !2562}
!2562 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2563, size: 64)
!2563 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!2564 = !{!2558, !2565}
!2565 = !DILocalVariable(name: "o", arg: 2, scope: !2559, file: !2, line: 185, type: !2562)
!2566 = !DILocation(line: 0, scope: !2559, inlinedAt: !2567)
!2567 = distinct !DILocation(line: 731, column: 11, scope: !2556, inlinedAt: !2545)
!2568 = !DILocation(line: 186, column: 9, scope: !2569, inlinedAt: !2567)
!2569 = distinct !DILexicalBlock(scope: !2559, file: !2, line: 186, column: 7)
!2570 = !DILocation(line: 186, column: 7, scope: !2559, inlinedAt: !2567)
!2571 = !DILocation(line: 187, column: 12, scope: !2572, inlinedAt: !2567)
!2572 = distinct !DILexicalBlock(scope: !2569, file: !2, line: 187, column: 12)
!2573 = !DILocation(line: 0, scope: !2572, inlinedAt: !2567)
!2574 = !DILocation(line: 731, column: 11, scope: !2556, inlinedAt: !2545)
!2575 = !DILocation(line: 187, column: 12, scope: !2569, inlinedAt: !2567)
!2576 = !DILocation(line: 188, column: 5, scope: !2577, inlinedAt: !2567)
!2577 = distinct !DILexicalBlock(scope: !2578, file: !2, line: 188, column: 5)
!2578 = distinct !DILexicalBlock(scope: !2572, file: !2, line: 187, column: 45)
!2579 = !DILocation(line: 188, column: 5, scope: !2580, inlinedAt: !2567)
!2580 = distinct !DILexicalBlock(scope: !2577, file: !2, line: 188, column: 5)
!2581 = !DILocation(line: 731, column: 11, scope: !2557, inlinedAt: !2545)
!2582 = !DILocation(line: 732, column: 9, scope: !2556, inlinedAt: !2545)
!2583 = !DILocation(line: 733, column: 11, scope: !2584, inlinedAt: !2545)
!2584 = distinct !DILexicalBlock(scope: !2557, file: !2, line: 733, column: 11)
!2585 = !DILocation(line: 733, column: 11, scope: !2557, inlinedAt: !2545)
!2586 = !DILocalVariable(name: "n", arg: 1, scope: !2587, file: !2, line: 171, type: !186)
!2587 = distinct !DISubprogram(name: "clearkey", scope: !2, file: !2, line: 171, type: !2588, scopeLine: 171, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !2590)
!2588 = !DISubroutineType(types: !2589)
!2589 = !{null, !186}
!2590 = !{!2586}
!2591 = !DILocation(line: 0, scope: !2587, inlinedAt: !2592)
!2592 = distinct !DILocation(line: 734, column: 9, scope: !2584, inlinedAt: !2545)
!2593 = !DILocation(line: 173, column: 7, scope: !2594, inlinedAt: !2592)
!2594 = distinct !DILexicalBlock(scope: !2587, file: !2, line: 173, column: 7)
!2595 = !DILocation(line: 173, column: 7, scope: !2587, inlinedAt: !2592)
!2596 = !DILocation(line: 174, column: 5, scope: !2594, inlinedAt: !2592)
!2597 = !DILocation(line: 730, column: 39, scope: !2552, inlinedAt: !2545)
!2598 = distinct !{!2598, !2554, !2599, !841}
!2599 = !DILocation(line: 735, column: 5, scope: !2553, inlinedAt: !2545)
!2600 = !DILocation(line: 726, column: 27, scope: !2540, inlinedAt: !2545)
!2601 = distinct !{!2601, !2546, !2602, !841}
!2602 = !DILocation(line: 736, column: 3, scope: !2541, inlinedAt: !2545)
!2603 = !DILocation(line: 1557, column: 21, scope: !2305)
!2604 = !DILocation(line: 0, scope: !2535, inlinedAt: !2605)
!2605 = distinct !DILocation(line: 1557, column: 3, scope: !2305)
!2606 = !DILocation(line: 726, column: 3, scope: !2541, inlinedAt: !2605)
!2607 = !DILocation(line: 0, scope: !2539, inlinedAt: !2605)
!2608 = !DILocation(line: 728, column: 19, scope: !2539, inlinedAt: !2605)
!2609 = !DILocation(line: 730, column: 29, scope: !2552, inlinedAt: !2605)
!2610 = !DILocation(line: 730, column: 5, scope: !2553, inlinedAt: !2605)
!2611 = !DILocation(line: 731, column: 24, scope: !2556, inlinedAt: !2605)
!2612 = !DILocation(line: 0, scope: !2559, inlinedAt: !2613)
!2613 = distinct !DILocation(line: 731, column: 11, scope: !2556, inlinedAt: !2605)
!2614 = !DILocation(line: 186, column: 9, scope: !2569, inlinedAt: !2613)
!2615 = !DILocation(line: 186, column: 7, scope: !2559, inlinedAt: !2613)
!2616 = !DILocation(line: 187, column: 12, scope: !2572, inlinedAt: !2613)
!2617 = !DILocation(line: 0, scope: !2572, inlinedAt: !2613)
!2618 = !DILocation(line: 731, column: 11, scope: !2556, inlinedAt: !2605)
!2619 = !DILocation(line: 187, column: 12, scope: !2569, inlinedAt: !2613)
!2620 = !DILocation(line: 188, column: 5, scope: !2577, inlinedAt: !2613)
!2621 = !DILocation(line: 188, column: 5, scope: !2580, inlinedAt: !2613)
!2622 = !DILocation(line: 731, column: 11, scope: !2557, inlinedAt: !2605)
!2623 = !DILocation(line: 732, column: 9, scope: !2556, inlinedAt: !2605)
!2624 = !DILocation(line: 733, column: 11, scope: !2584, inlinedAt: !2605)
!2625 = !DILocation(line: 733, column: 11, scope: !2557, inlinedAt: !2605)
!2626 = !DILocation(line: 0, scope: !2587, inlinedAt: !2627)
!2627 = distinct !DILocation(line: 734, column: 9, scope: !2584, inlinedAt: !2605)
!2628 = !DILocation(line: 173, column: 7, scope: !2594, inlinedAt: !2627)
!2629 = !DILocation(line: 173, column: 7, scope: !2587, inlinedAt: !2627)
!2630 = !DILocation(line: 174, column: 5, scope: !2594, inlinedAt: !2627)
!2631 = !DILocation(line: 730, column: 39, scope: !2552, inlinedAt: !2605)
!2632 = distinct !{!2632, !2610, !2633, !841}
!2633 = !DILocation(line: 735, column: 5, scope: !2553, inlinedAt: !2605)
!2634 = !DILocation(line: 726, column: 27, scope: !2540, inlinedAt: !2605)
!2635 = distinct !{!2635, !2606, !2636, !841}
!2636 = !DILocation(line: 736, column: 3, scope: !2541, inlinedAt: !2605)
!2637 = !DILocation(line: 1540, column: 11, scope: !2305)
!2638 = !DILocation(line: 1540, column: 8, scope: !2305)
!2639 = !DILocation(line: 1541, column: 8, scope: !2305)
!2640 = !DILocation(line: 1543, column: 8, scope: !2305)
!2641 = !DILocation(line: 1551, column: 8, scope: !2305)
!2642 = !DILocation(line: 1552, column: 8, scope: !2305)
!2643 = !DILocation(line: 1559, column: 23, scope: !2305)
!2644 = !DILocation(line: 1559, column: 3, scope: !2305)
!2645 = !DILocation(line: 1560, column: 23, scope: !2305)
!2646 = !DILocation(line: 1560, column: 3, scope: !2305)
!2647 = !DILocation(line: 1561, column: 3, scope: !2305)
!2648 = !DILocation(line: 1562, column: 21, scope: !2305)
!2649 = !DILocation(line: 1562, column: 19, scope: !2305)
!2650 = !DILocation(line: 1564, column: 3, scope: !2305)
!2651 = distinct !DISubprogram(name: "atomic2gen", scope: !2, file: !2, line: 1292, type: !1450, scopeLine: 1292, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !2652)
!2652 = !{!2653, !2654}
!2653 = !DILocalVariable(name: "L", arg: 1, scope: !2651, file: !2, line: 1292, type: !25)
!2654 = !DILocalVariable(name: "g", arg: 2, scope: !2651, file: !2, line: 1292, type: !84)
!2655 = !DILocation(line: 0, scope: !2651)
!2656 = !DILocation(line: 0, scope: !1212, inlinedAt: !2657)
!2657 = distinct !DILocation(line: 1293, column: 3, scope: !2651)
!2658 = !DILocation(line: 395, column: 6, scope: !1212, inlinedAt: !2657)
!2659 = !DILocation(line: 395, column: 11, scope: !1212, inlinedAt: !2657)
!2660 = !DILocation(line: 1295, column: 6, scope: !2651)
!2661 = !DILocation(line: 1295, column: 14, scope: !2651)
!2662 = !DILocation(line: 1296, column: 20, scope: !2651)
!2663 = !DILocalVariable(name: "L", arg: 1, scope: !2664, file: !2, line: 1079, type: !25)
!2664 = distinct !DISubprogram(name: "sweep2old", scope: !2, file: !2, line: 1079, type: !2665, scopeLine: 1079, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !2667)
!2665 = !DISubroutineType(types: !2666)
!2666 = !{null, !25, !12}
!2667 = !{!2663, !2668, !2669, !2670, !2671}
!2668 = !DILocalVariable(name: "p", arg: 2, scope: !2664, file: !2, line: 1079, type: !12)
!2669 = !DILocalVariable(name: "curr", scope: !2664, file: !2, line: 1080, type: !13)
!2670 = !DILocalVariable(name: "g", scope: !2664, file: !2, line: 1081, type: !84)
!2671 = !DILocalVariable(name: "th", scope: !2672, file: !2, line: 1091, type: !25)
!2672 = distinct !DILexicalBlock(scope: !2673, file: !2, line: 1090, column: 36)
!2673 = distinct !DILexicalBlock(scope: !2674, file: !2, line: 1090, column: 11)
!2674 = distinct !DILexicalBlock(scope: !2675, file: !2, line: 1088, column: 10)
!2675 = distinct !DILexicalBlock(scope: !2676, file: !2, line: 1083, column: 9)
!2676 = distinct !DILexicalBlock(scope: !2664, file: !2, line: 1082, column: 31)
!2677 = !DILocation(line: 0, scope: !2664, inlinedAt: !2678)
!2678 = distinct !DILocation(line: 1296, column: 3, scope: !2651)
!2679 = !DILocation(line: 1082, column: 18, scope: !2664, inlinedAt: !2678)
!2680 = !DILocation(line: 1082, column: 22, scope: !2664, inlinedAt: !2678)
!2681 = !DILocation(line: 1082, column: 3, scope: !2664, inlinedAt: !2678)
!2682 = !DILocation(line: 1081, column: 21, scope: !2664, inlinedAt: !2678)
!2683 = !DILocation(line: 1083, column: 9, scope: !2675, inlinedAt: !2678)
!2684 = !DILocation(line: 1083, column: 9, scope: !2676, inlinedAt: !2678)
!2685 = !DILocation(line: 1085, column: 18, scope: !2686, inlinedAt: !2678)
!2686 = distinct !DILexicalBlock(scope: !2675, file: !2, line: 1083, column: 24)
!2687 = !DILocation(line: 1085, column: 10, scope: !2686, inlinedAt: !2678)
!2688 = !DILocation(line: 1086, column: 7, scope: !2686, inlinedAt: !2678)
!2689 = !DILocation(line: 1087, column: 5, scope: !2686, inlinedAt: !2678)
!2690 = !DILocation(line: 1089, column: 7, scope: !2674, inlinedAt: !2678)
!2691 = !DILocation(line: 1090, column: 17, scope: !2673, inlinedAt: !2678)
!2692 = !DILocation(line: 1090, column: 11, scope: !2674, inlinedAt: !2678)
!2693 = !DILocation(line: 0, scope: !2672, inlinedAt: !2678)
!2694 = !DILocation(line: 1092, column: 9, scope: !2672, inlinedAt: !2678)
!2695 = !DILocation(line: 0, scope: !625, inlinedAt: !2696)
!2696 = distinct !DILocation(line: 1092, column: 9, scope: !2672, inlinedAt: !2678)
!2697 = !DILocation(line: 150, column: 12, scope: !625, inlinedAt: !2696)
!2698 = !DILocation(line: 150, column: 10, scope: !625, inlinedAt: !2696)
!2699 = !DILocation(line: 151, column: 9, scope: !625, inlinedAt: !2696)
!2700 = !DILocation(line: 152, column: 3, scope: !625, inlinedAt: !2696)
!2701 = !DILocation(line: 1093, column: 7, scope: !2672, inlinedAt: !2678)
!2702 = !DILocation(line: 1094, column: 42, scope: !2703, inlinedAt: !2678)
!2703 = distinct !DILexicalBlock(scope: !2673, file: !2, line: 1094, column: 16)
!2704 = !DILocation(line: 1094, column: 16, scope: !2673, inlinedAt: !2678)
!2705 = !DILocation(line: 1095, column: 9, scope: !2703, inlinedAt: !2678)
!2706 = !DILocation(line: 1097, column: 9, scope: !2703, inlinedAt: !2678)
!2707 = distinct !{!2707, !2681, !2708, !841}
!2708 = !DILocation(line: 1100, column: 3, scope: !2664, inlinedAt: !2678)
!2709 = !DILocation(line: 1298, column: 45, scope: !2651)
!2710 = !DILocation(line: 1298, column: 31, scope: !2651)
!2711 = !DILocation(line: 1298, column: 40, scope: !2651)
!2712 = !DILocation(line: 1298, column: 21, scope: !2651)
!2713 = !DILocation(line: 1298, column: 26, scope: !2651)
!2714 = !DILocation(line: 1298, column: 6, scope: !2651)
!2715 = !DILocation(line: 1298, column: 16, scope: !2651)
!2716 = !DILocation(line: 1299, column: 6, scope: !2651)
!2717 = !DILocation(line: 1299, column: 16, scope: !2651)
!2718 = !DILocation(line: 1302, column: 20, scope: !2651)
!2719 = !DILocation(line: 0, scope: !2664, inlinedAt: !2720)
!2720 = distinct !DILocation(line: 1302, column: 3, scope: !2651)
!2721 = !DILocation(line: 1082, column: 18, scope: !2664, inlinedAt: !2720)
!2722 = !DILocation(line: 1082, column: 22, scope: !2664, inlinedAt: !2720)
!2723 = !DILocation(line: 1082, column: 3, scope: !2664, inlinedAt: !2720)
!2724 = !DILocation(line: 1081, column: 21, scope: !2664, inlinedAt: !2720)
!2725 = !DILocation(line: 1083, column: 9, scope: !2675, inlinedAt: !2720)
!2726 = !DILocation(line: 1083, column: 9, scope: !2676, inlinedAt: !2720)
!2727 = !DILocation(line: 1085, column: 18, scope: !2686, inlinedAt: !2720)
!2728 = !DILocation(line: 1085, column: 10, scope: !2686, inlinedAt: !2720)
!2729 = !DILocation(line: 1086, column: 7, scope: !2686, inlinedAt: !2720)
!2730 = !DILocation(line: 1087, column: 5, scope: !2686, inlinedAt: !2720)
!2731 = !DILocation(line: 1089, column: 7, scope: !2674, inlinedAt: !2720)
!2732 = !DILocation(line: 1090, column: 17, scope: !2673, inlinedAt: !2720)
!2733 = !DILocation(line: 1090, column: 11, scope: !2674, inlinedAt: !2720)
!2734 = !DILocation(line: 0, scope: !2672, inlinedAt: !2720)
!2735 = !DILocation(line: 1092, column: 9, scope: !2672, inlinedAt: !2720)
!2736 = !DILocation(line: 0, scope: !625, inlinedAt: !2737)
!2737 = distinct !DILocation(line: 1092, column: 9, scope: !2672, inlinedAt: !2720)
!2738 = !DILocation(line: 150, column: 12, scope: !625, inlinedAt: !2737)
!2739 = !DILocation(line: 150, column: 10, scope: !625, inlinedAt: !2737)
!2740 = !DILocation(line: 151, column: 9, scope: !625, inlinedAt: !2737)
!2741 = !DILocation(line: 152, column: 3, scope: !625, inlinedAt: !2737)
!2742 = !DILocation(line: 1093, column: 7, scope: !2672, inlinedAt: !2720)
!2743 = !DILocation(line: 1094, column: 42, scope: !2703, inlinedAt: !2720)
!2744 = !DILocation(line: 1094, column: 16, scope: !2673, inlinedAt: !2720)
!2745 = !DILocation(line: 1095, column: 9, scope: !2703, inlinedAt: !2720)
!2746 = !DILocation(line: 1097, column: 9, scope: !2703, inlinedAt: !2720)
!2747 = distinct !{!2747, !2723, !2748, !841}
!2748 = !DILocation(line: 1100, column: 3, scope: !2664, inlinedAt: !2720)
!2749 = !DILocation(line: 1303, column: 53, scope: !2651)
!2750 = !DILocation(line: 1303, column: 38, scope: !2651)
!2751 = !DILocation(line: 1303, column: 48, scope: !2651)
!2752 = !DILocation(line: 1303, column: 22, scope: !2651)
!2753 = !DILocation(line: 1303, column: 33, scope: !2651)
!2754 = !DILocation(line: 1303, column: 6, scope: !2651)
!2755 = !DILocation(line: 1303, column: 17, scope: !2651)
!2756 = !DILocation(line: 1305, column: 20, scope: !2651)
!2757 = !DILocation(line: 0, scope: !2664, inlinedAt: !2758)
!2758 = distinct !DILocation(line: 1305, column: 3, scope: !2651)
!2759 = !DILocation(line: 1082, column: 18, scope: !2664, inlinedAt: !2758)
!2760 = !DILocation(line: 1082, column: 22, scope: !2664, inlinedAt: !2758)
!2761 = !DILocation(line: 1082, column: 3, scope: !2664, inlinedAt: !2758)
!2762 = !DILocation(line: 1081, column: 21, scope: !2664, inlinedAt: !2758)
!2763 = !DILocation(line: 1083, column: 9, scope: !2675, inlinedAt: !2758)
!2764 = !DILocation(line: 1083, column: 9, scope: !2676, inlinedAt: !2758)
!2765 = !DILocation(line: 1085, column: 18, scope: !2686, inlinedAt: !2758)
!2766 = !DILocation(line: 1085, column: 10, scope: !2686, inlinedAt: !2758)
!2767 = !DILocation(line: 1086, column: 7, scope: !2686, inlinedAt: !2758)
!2768 = !DILocation(line: 1087, column: 5, scope: !2686, inlinedAt: !2758)
!2769 = !DILocation(line: 1089, column: 7, scope: !2674, inlinedAt: !2758)
!2770 = !DILocation(line: 1090, column: 17, scope: !2673, inlinedAt: !2758)
!2771 = !DILocation(line: 1090, column: 11, scope: !2674, inlinedAt: !2758)
!2772 = !DILocation(line: 0, scope: !2672, inlinedAt: !2758)
!2773 = !DILocation(line: 1092, column: 9, scope: !2672, inlinedAt: !2758)
!2774 = !DILocation(line: 0, scope: !625, inlinedAt: !2775)
!2775 = distinct !DILocation(line: 1092, column: 9, scope: !2672, inlinedAt: !2758)
!2776 = !DILocation(line: 150, column: 12, scope: !625, inlinedAt: !2775)
!2777 = !DILocation(line: 150, column: 10, scope: !625, inlinedAt: !2775)
!2778 = !DILocation(line: 151, column: 9, scope: !625, inlinedAt: !2775)
!2779 = !DILocation(line: 152, column: 3, scope: !625, inlinedAt: !2775)
!2780 = !DILocation(line: 1093, column: 7, scope: !2672, inlinedAt: !2758)
!2781 = !DILocation(line: 1094, column: 42, scope: !2703, inlinedAt: !2758)
!2782 = !DILocation(line: 1094, column: 16, scope: !2673, inlinedAt: !2758)
!2783 = !DILocation(line: 1095, column: 9, scope: !2703, inlinedAt: !2758)
!2784 = !DILocation(line: 1097, column: 9, scope: !2703, inlinedAt: !2758)
!2785 = distinct !{!2785, !2761, !2786, !841}
!2786 = !DILocation(line: 1100, column: 3, scope: !2664, inlinedAt: !2758)
!2787 = !DILocation(line: 1307, column: 6, scope: !2651)
!2788 = !DILocation(line: 1307, column: 13, scope: !2651)
!2789 = !DILocation(line: 1308, column: 6, scope: !2651)
!2790 = !DILocation(line: 1308, column: 17, scope: !2651)
!2791 = !DILocation(line: 1309, column: 19, scope: !2651)
!2792 = !DILocation(line: 1309, column: 6, scope: !2651)
!2793 = !DILocation(line: 1309, column: 17, scope: !2651)
!2794 = !DILocation(line: 1310, column: 3, scope: !2651)
!2795 = !DILocation(line: 1311, column: 1, scope: !2651)
!2796 = distinct !DISubprogram(name: "markmt", scope: !2, file: !2, line: 335, type: !935, scopeLine: 335, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !2797)
!2797 = !{!2798, !2799}
!2798 = !DILocalVariable(name: "g", arg: 1, scope: !2796, file: !2, line: 335, type: !84)
!2799 = !DILocalVariable(name: "i", scope: !2796, file: !2, line: 336, type: !64)
!2800 = !DILocation(line: 0, scope: !2796)
!2801 = !DILocation(line: 338, column: 5, scope: !2802)
!2802 = distinct !DILexicalBlock(scope: !2803, file: !2, line: 338, column: 5)
!2803 = distinct !DILexicalBlock(scope: !2804, file: !2, line: 338, column: 5)
!2804 = distinct !DILexicalBlock(scope: !2805, file: !2, line: 337, column: 3)
!2805 = distinct !DILexicalBlock(scope: !2796, file: !2, line: 337, column: 3)
!2806 = !DILocation(line: 338, column: 5, scope: !2803)
!2807 = !DILocation(line: 338, column: 5, scope: !2808)
!2808 = distinct !DILexicalBlock(scope: !2809, file: !2, line: 338, column: 5)
!2809 = distinct !DILexicalBlock(scope: !2802, file: !2, line: 338, column: 5)
!2810 = !DILocation(line: 338, column: 5, scope: !2809)
!2811 = !DILocation(line: 339, column: 1, scope: !2796)
!2812 = distinct !DISubprogram(name: "clearbyvalues", scope: !2, file: !2, line: 744, type: !1790, scopeLine: 744, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !2813)
!2813 = !{!2814, !2815, !2816, !2817, !2821, !2822, !2823, !2824, !2825}
!2814 = !DILocalVariable(name: "g", arg: 1, scope: !2812, file: !2, line: 744, type: !84)
!2815 = !DILocalVariable(name: "l", arg: 2, scope: !2812, file: !2, line: 744, type: !13)
!2816 = !DILocalVariable(name: "f", arg: 3, scope: !2812, file: !2, line: 744, type: !13)
!2817 = !DILocalVariable(name: "h", scope: !2818, file: !2, line: 746, type: !747)
!2818 = distinct !DILexicalBlock(scope: !2819, file: !2, line: 745, column: 40)
!2819 = distinct !DILexicalBlock(scope: !2820, file: !2, line: 745, column: 3)
!2820 = distinct !DILexicalBlock(scope: !2812, file: !2, line: 745, column: 3)
!2821 = !DILocalVariable(name: "n", scope: !2818, file: !2, line: 747, type: !186)
!2822 = !DILocalVariable(name: "limit", scope: !2818, file: !2, line: 747, type: !186)
!2823 = !DILocalVariable(name: "i", scope: !2818, file: !2, line: 748, type: !119)
!2824 = !DILocalVariable(name: "asize", scope: !2818, file: !2, line: 749, type: !119)
!2825 = !DILocalVariable(name: "o", scope: !2826, file: !2, line: 751, type: !184)
!2826 = distinct !DILexicalBlock(scope: !2827, file: !2, line: 750, column: 33)
!2827 = distinct !DILexicalBlock(scope: !2828, file: !2, line: 750, column: 5)
!2828 = distinct !DILexicalBlock(scope: !2818, file: !2, line: 750, column: 5)
!2829 = !DILocation(line: 0, scope: !2812)
!2830 = !DILocation(line: 745, column: 12, scope: !2819)
!2831 = !DILocation(line: 745, column: 3, scope: !2820)
!2832 = !DILocation(line: 0, scope: !2818)
!2833 = !DILocation(line: 747, column: 23, scope: !2818)
!2834 = !DILocation(line: 749, column: 26, scope: !2818)
!2835 = !DILocation(line: 750, column: 19, scope: !2827)
!2836 = !DILocation(line: 750, column: 5, scope: !2828)
!2837 = !DILocation(line: 751, column: 23, scope: !2826)
!2838 = !{!606, !523, i64 16}
!2839 = !DILocation(line: 751, column: 20, scope: !2826)
!2840 = !DILocation(line: 0, scope: !2826)
!2841 = !DILocation(line: 752, column: 24, scope: !2842)
!2842 = distinct !DILexicalBlock(scope: !2826, file: !2, line: 752, column: 11)
!2843 = !DILocation(line: 0, scope: !2559, inlinedAt: !2844)
!2844 = distinct !DILocation(line: 752, column: 11, scope: !2842)
!2845 = !DILocation(line: 186, column: 9, scope: !2569, inlinedAt: !2844)
!2846 = !DILocation(line: 186, column: 7, scope: !2559, inlinedAt: !2844)
!2847 = !DILocation(line: 187, column: 12, scope: !2572, inlinedAt: !2844)
!2848 = !DILocation(line: 0, scope: !2572, inlinedAt: !2844)
!2849 = !DILocation(line: 752, column: 11, scope: !2842)
!2850 = !DILocation(line: 187, column: 12, scope: !2569, inlinedAt: !2844)
!2851 = !DILocation(line: 188, column: 5, scope: !2577, inlinedAt: !2844)
!2852 = !DILocation(line: 188, column: 5, scope: !2580, inlinedAt: !2844)
!2853 = !DILocation(line: 752, column: 11, scope: !2826)
!2854 = !DILocation(line: 753, column: 9, scope: !2842)
!2855 = !DILocation(line: 750, column: 29, scope: !2827)
!2856 = distinct !{!2856, !2836, !2857, !841}
!2857 = !DILocation(line: 754, column: 5, scope: !2828)
!2858 = !DILocation(line: 755, column: 14, scope: !2859)
!2859 = distinct !DILexicalBlock(scope: !2818, file: !2, line: 755, column: 5)
!2860 = !DILocation(line: 755, column: 29, scope: !2861)
!2861 = distinct !DILexicalBlock(scope: !2859, file: !2, line: 755, column: 5)
!2862 = !DILocation(line: 755, column: 5, scope: !2859)
!2863 = !DILocation(line: 756, column: 24, scope: !2864)
!2864 = distinct !DILexicalBlock(scope: !2865, file: !2, line: 756, column: 11)
!2865 = distinct !DILexicalBlock(scope: !2861, file: !2, line: 755, column: 43)
!2866 = !DILocation(line: 0, scope: !2559, inlinedAt: !2867)
!2867 = distinct !DILocation(line: 756, column: 11, scope: !2864)
!2868 = !DILocation(line: 186, column: 9, scope: !2569, inlinedAt: !2867)
!2869 = !DILocation(line: 186, column: 7, scope: !2559, inlinedAt: !2867)
!2870 = !DILocation(line: 187, column: 12, scope: !2572, inlinedAt: !2867)
!2871 = !DILocation(line: 0, scope: !2572, inlinedAt: !2867)
!2872 = !DILocation(line: 756, column: 11, scope: !2864)
!2873 = !DILocation(line: 187, column: 12, scope: !2569, inlinedAt: !2867)
!2874 = !DILocation(line: 188, column: 5, scope: !2577, inlinedAt: !2867)
!2875 = !DILocation(line: 188, column: 5, scope: !2580, inlinedAt: !2867)
!2876 = !DILocation(line: 758, column: 11, scope: !2877)
!2877 = distinct !DILexicalBlock(scope: !2865, file: !2, line: 758, column: 11)
!2878 = !DILocation(line: 756, column: 11, scope: !2865)
!2879 = !DILocation(line: 757, column: 9, scope: !2864)
!2880 = !DILocation(line: 758, column: 11, scope: !2865)
!2881 = !DILocation(line: 0, scope: !2587, inlinedAt: !2882)
!2882 = distinct !DILocation(line: 759, column: 9, scope: !2877)
!2883 = !DILocation(line: 173, column: 7, scope: !2594, inlinedAt: !2882)
!2884 = !DILocation(line: 173, column: 7, scope: !2587, inlinedAt: !2882)
!2885 = !DILocation(line: 174, column: 5, scope: !2594, inlinedAt: !2882)
!2886 = !DILocation(line: 755, column: 39, scope: !2861)
!2887 = distinct !{!2887, !2862, !2888, !841}
!2888 = !DILocation(line: 760, column: 5, scope: !2859)
!2889 = !DILocation(line: 745, column: 32, scope: !2819)
!2890 = distinct !{!2890, !2831, !2891, !841}
!2891 = !DILocation(line: 761, column: 3, scope: !2820)
!2892 = !DILocation(line: 762, column: 1, scope: !2812)
!2893 = !DISubprogram(name: "luaS_clearcache", scope: !2299, file: !2299, line: 48, type: !935, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2894 = distinct !DISubprogram(name: "propagatemark", scope: !2, file: !2, line: 660, type: !1231, scopeLine: 660, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !2895)
!2895 = !{!2896, !2897}
!2896 = !DILocalVariable(name: "g", arg: 1, scope: !2894, file: !2, line: 660, type: !84)
!2897 = !DILocalVariable(name: "o", scope: !2894, file: !2, line: 661, type: !13)
!2898 = !DILocation(line: 0, scope: !2894)
!2899 = !DILocation(line: 661, column: 20, scope: !2894)
!2900 = !DILocation(line: 662, column: 3, scope: !2894)
!2901 = !DILocation(line: 0, scope: !612, inlinedAt: !2902)
!2902 = distinct !DILocation(line: 663, column: 14, scope: !2894)
!2903 = !DILocation(line: 126, column: 14, scope: !612, inlinedAt: !2902)
!2904 = !DILocation(line: 126, column: 3, scope: !612, inlinedAt: !2902)
!2905 = !DILocation(line: 127, column: 40, scope: !611, inlinedAt: !2902)
!2906 = !DILocation(line: 663, column: 13, scope: !2894)
!2907 = !DILocation(line: 663, column: 11, scope: !2894)
!2908 = !DILocalVariable(name: "g", arg: 1, scope: !2909, file: !2, line: 542, type: !84)
!2909 = distinct !DISubprogram(name: "traversetable", scope: !2, file: !2, line: 542, type: !2910, scopeLine: 542, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !2912)
!2910 = !DISubroutineType(types: !2911)
!2911 = !{!101, !84, !747}
!2912 = !{!2908, !2913, !2914, !2915, !2916, !2917}
!2913 = !DILocalVariable(name: "h", arg: 2, scope: !2909, file: !2, line: 542, type: !747)
!2914 = !DILocalVariable(name: "weakkey", scope: !2909, file: !2, line: 543, type: !214)
!2915 = !DILocalVariable(name: "weakvalue", scope: !2909, file: !2, line: 543, type: !214)
!2916 = !DILocalVariable(name: "mode", scope: !2909, file: !2, line: 544, type: !853)
!2917 = !DILocalVariable(name: "smode", scope: !2909, file: !2, line: 545, type: !109)
!2918 = !DILocation(line: 0, scope: !2909, inlinedAt: !2919)
!2919 = distinct !DILocation(line: 665, column: 29, scope: !2920)
!2920 = distinct !DILexicalBlock(scope: !2894, file: !2, line: 664, column: 18)
!2921 = !DILocation(line: 544, column: 24, scope: !2909, inlinedAt: !2919)
!2922 = !{!606, !523, i64 40}
!2923 = !DILocation(line: 128, column: 40, scope: !611, inlinedAt: !2902)
!2924 = !DILocalVariable(name: "g", arg: 1, scope: !2925, file: !2, line: 606, type: !84)
!2925 = distinct !DISubprogram(name: "traverseLclosure", scope: !2, file: !2, line: 606, type: !2926, scopeLine: 606, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !2928)
!2926 = !DISubroutineType(types: !2927)
!2927 = !{!64, !84, !2230}
!2928 = !{!2924, !2929, !2930, !2931}
!2929 = !DILocalVariable(name: "cl", arg: 2, scope: !2925, file: !2, line: 606, type: !2230)
!2930 = !DILocalVariable(name: "i", scope: !2925, file: !2, line: 607, type: !64)
!2931 = !DILocalVariable(name: "uv", scope: !2932, file: !2, line: 610, type: !275)
!2932 = distinct !DILexicalBlock(scope: !2933, file: !2, line: 609, column: 39)
!2933 = distinct !DILexicalBlock(scope: !2934, file: !2, line: 609, column: 3)
!2934 = distinct !DILexicalBlock(scope: !2925, file: !2, line: 609, column: 3)
!2935 = !DILocation(line: 0, scope: !2925, inlinedAt: !2936)
!2936 = distinct !DILocation(line: 667, column: 27, scope: !2920)
!2937 = !DILocation(line: 608, column: 3, scope: !2938, inlinedAt: !2936)
!2938 = distinct !DILexicalBlock(scope: !2939, file: !2, line: 608, column: 3)
!2939 = distinct !DILexicalBlock(scope: !2925, file: !2, line: 608, column: 3)
!2940 = !{!2262, !523, i64 24}
!2941 = !DILocation(line: 608, column: 3, scope: !2939, inlinedAt: !2936)
!2942 = !DILocation(line: 129, column: 40, scope: !611, inlinedAt: !2902)
!2943 = !DILocalVariable(name: "g", arg: 1, scope: !2944, file: !2, line: 595, type: !84)
!2944 = distinct !DISubprogram(name: "traverseCclosure", scope: !2, file: !2, line: 595, type: !2945, scopeLine: 595, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !2947)
!2945 = !DISubroutineType(types: !2946)
!2946 = !{!64, !84, !2233}
!2947 = !{!2943, !2948, !2949}
!2948 = !DILocalVariable(name: "cl", arg: 2, scope: !2944, file: !2, line: 595, type: !2233)
!2949 = !DILocalVariable(name: "i", scope: !2944, file: !2, line: 596, type: !64)
!2950 = !DILocation(line: 0, scope: !2944, inlinedAt: !2951)
!2951 = distinct !DILocation(line: 668, column: 27, scope: !2920)
!2952 = !DILocation(line: 597, column: 23, scope: !2953, inlinedAt: !2951)
!2953 = distinct !DILexicalBlock(scope: !2954, file: !2, line: 597, column: 3)
!2954 = distinct !DILexicalBlock(scope: !2944, file: !2, line: 597, column: 3)
!2955 = !DILocation(line: 597, column: 17, scope: !2953, inlinedAt: !2951)
!2956 = !DILocation(line: 597, column: 3, scope: !2954, inlinedAt: !2951)
!2957 = !DILocation(line: 130, column: 42, scope: !611, inlinedAt: !2902)
!2958 = !DILocalVariable(name: "g", arg: 1, scope: !2959, file: !2, line: 629, type: !84)
!2959 = distinct !DISubprogram(name: "traversethread", scope: !2, file: !2, line: 629, type: !2960, scopeLine: 629, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !2962)
!2960 = !DISubroutineType(types: !2961)
!2961 = !{!64, !84, !25}
!2962 = !{!2958, !2963, !2964, !2965}
!2963 = !DILocalVariable(name: "th", arg: 2, scope: !2959, file: !2, line: 629, type: !25)
!2964 = !DILocalVariable(name: "uv", scope: !2959, file: !2, line: 630, type: !275)
!2965 = !DILocalVariable(name: "o", scope: !2959, file: !2, line: 631, type: !43)
!2966 = !DILocation(line: 0, scope: !2959, inlinedAt: !2967)
!2967 = distinct !DILocation(line: 670, column: 30, scope: !2920)
!2968 = !DILocation(line: 631, column: 17, scope: !2959, inlinedAt: !2967)
!2969 = !DILocation(line: 631, column: 23, scope: !2959, inlinedAt: !2967)
!2970 = !DILocation(line: 632, column: 7, scope: !2971, inlinedAt: !2967)
!2971 = distinct !DILexicalBlock(scope: !2959, file: !2, line: 632, column: 7)
!2972 = !DILocation(line: 632, column: 17, scope: !2971, inlinedAt: !2967)
!2973 = !DILocation(line: 131, column: 40, scope: !611, inlinedAt: !2902)
!2974 = !DILocalVariable(name: "g", arg: 1, scope: !2975, file: !2, line: 580, type: !84)
!2975 = distinct !DISubprogram(name: "traverseproto", scope: !2, file: !2, line: 580, type: !2976, scopeLine: 580, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !2978)
!2976 = !DISubroutineType(types: !2977)
!2977 = !{!64, !84, !2286}
!2978 = !{!2974, !2979, !2980}
!2979 = !DILocalVariable(name: "f", arg: 2, scope: !2975, file: !2, line: 580, type: !2286)
!2980 = !DILocalVariable(name: "i", scope: !2975, file: !2, line: 581, type: !64)
!2981 = !DILocation(line: 0, scope: !2975, inlinedAt: !2982)
!2982 = distinct !DILocation(line: 669, column: 29, scope: !2920)
!2983 = !DILocation(line: 582, column: 3, scope: !2984, inlinedAt: !2982)
!2984 = distinct !DILexicalBlock(scope: !2985, file: !2, line: 582, column: 3)
!2985 = distinct !DILexicalBlock(scope: !2975, file: !2, line: 582, column: 3)
!2986 = !{!2987, !523, i64 112}
!2987 = !{!"Proto", !523, i64 0, !524, i64 8, !524, i64 9, !524, i64 10, !524, i64 11, !524, i64 12, !529, i64 16, !529, i64 20, !529, i64 24, !529, i64 28, !529, i64 32, !529, i64 36, !529, i64 40, !529, i64 44, !529, i64 48, !523, i64 56, !523, i64 64, !523, i64 72, !523, i64 80, !523, i64 88, !523, i64 96, !523, i64 104, !523, i64 112, !523, i64 120}
!2988 = !DILocation(line: 582, column: 3, scope: !2985, inlinedAt: !2982)
!2989 = !DILocation(line: 0, scope: !618, inlinedAt: !2902)
!2990 = !DILocation(line: 135, column: 18, scope: !618, inlinedAt: !2902)
!2991 = !DILocalVariable(name: "g", arg: 1, scope: !2992, file: !2, line: 565, type: !84)
!2992 = distinct !DISubprogram(name: "traverseudata", scope: !2, file: !2, line: 565, type: !2993, scopeLine: 565, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !2995)
!2993 = !DISubroutineType(types: !2994)
!2994 = !{!64, !84, !567}
!2995 = !{!2991, !2996, !2997}
!2996 = !DILocalVariable(name: "u", arg: 2, scope: !2992, file: !2, line: 565, type: !567)
!2997 = !DILocalVariable(name: "i", scope: !2992, file: !2, line: 566, type: !64)
!2998 = !DILocation(line: 0, scope: !2992, inlinedAt: !2999)
!2999 = distinct !DILocation(line: 666, column: 32, scope: !2920)
!3000 = !DILocation(line: 567, column: 3, scope: !3001, inlinedAt: !2999)
!3001 = distinct !DILexicalBlock(scope: !3002, file: !2, line: 567, column: 3)
!3002 = distinct !DILexicalBlock(scope: !2992, file: !2, line: 567, column: 3)
!3003 = !DILocation(line: 567, column: 3, scope: !3002, inlinedAt: !2999)
!3004 = !DILocation(line: 546, column: 3, scope: !3005, inlinedAt: !2919)
!3005 = distinct !DILexicalBlock(scope: !3006, file: !2, line: 546, column: 3)
!3006 = distinct !DILexicalBlock(scope: !2909, file: !2, line: 546, column: 3)
!3007 = !DILocation(line: 546, column: 3, scope: !3006, inlinedAt: !2919)
!3008 = !DILocation(line: 546, column: 3, scope: !3009, inlinedAt: !2919)
!3009 = distinct !DILexicalBlock(scope: !3010, file: !2, line: 546, column: 3)
!3010 = distinct !DILexicalBlock(scope: !3005, file: !2, line: 546, column: 3)
!3011 = !DILocation(line: 546, column: 3, scope: !3010, inlinedAt: !2919)
!3012 = !DILocation(line: 547, column: 7, scope: !3013, inlinedAt: !2919)
!3013 = distinct !DILexicalBlock(scope: !2909, file: !2, line: 547, column: 7)
!3014 = !DILocation(line: 547, column: 12, scope: !3013, inlinedAt: !2919)
!3015 = !DILocation(line: 547, column: 15, scope: !3013, inlinedAt: !2919)
!3016 = !DILocation(line: 547, column: 35, scope: !3013, inlinedAt: !2919)
!3017 = !DILocation(line: 548, column: 8, scope: !3013, inlinedAt: !2919)
!3018 = !DILocation(line: 549, column: 8, scope: !3013, inlinedAt: !2919)
!3019 = !DILocation(line: 550, column: 8, scope: !3013, inlinedAt: !2919)
!3020 = !DILocation(line: 551, column: 9, scope: !3013, inlinedAt: !2919)
!3021 = !DILocation(line: 551, column: 17, scope: !3013, inlinedAt: !2919)
!3022 = !DILocation(line: 547, column: 7, scope: !2909, inlinedAt: !2919)
!3023 = !DILocation(line: 552, column: 9, scope: !3024, inlinedAt: !2919)
!3024 = distinct !DILexicalBlock(scope: !3013, file: !2, line: 551, column: 33)
!3025 = !DILocalVariable(name: "g", arg: 1, scope: !3026, file: !2, line: 446, type: !84)
!3026 = distinct !DISubprogram(name: "traverseweakvalue", scope: !2, file: !2, line: 446, type: !3027, scopeLine: 446, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !3029)
!3027 = !DISubroutineType(types: !3028)
!3028 = !{null, !84, !747}
!3029 = !{!3025, !3030, !3031, !3032, !3033}
!3030 = !DILocalVariable(name: "h", arg: 2, scope: !3026, file: !2, line: 446, type: !747)
!3031 = !DILocalVariable(name: "n", scope: !3026, file: !2, line: 447, type: !186)
!3032 = !DILocalVariable(name: "limit", scope: !3026, file: !2, line: 447, type: !186)
!3033 = !DILocalVariable(name: "hasclears", scope: !3026, file: !2, line: 450, type: !64)
!3034 = !DILocation(line: 0, scope: !3026, inlinedAt: !3035)
!3035 = distinct !DILocation(line: 553, column: 7, scope: !3036, inlinedAt: !2919)
!3036 = distinct !DILexicalBlock(scope: !3024, file: !2, line: 552, column: 9)
!3037 = !DILocation(line: 447, column: 21, scope: !3026, inlinedAt: !3035)
!3038 = !DILocation(line: 450, column: 23, scope: !3026, inlinedAt: !3035)
!3039 = !{!606, !529, i64 12}
!3040 = !DILocation(line: 450, column: 30, scope: !3026, inlinedAt: !3035)
!3041 = !DILocation(line: 451, column: 27, scope: !3042, inlinedAt: !3035)
!3042 = distinct !DILexicalBlock(scope: !3043, file: !2, line: 451, column: 3)
!3043 = distinct !DILexicalBlock(scope: !3026, file: !2, line: 451, column: 3)
!3044 = !DILocation(line: 451, column: 3, scope: !3043, inlinedAt: !3035)
!3045 = !DILocation(line: 452, column: 9, scope: !3046, inlinedAt: !3035)
!3046 = distinct !DILexicalBlock(scope: !3047, file: !2, line: 452, column: 9)
!3047 = distinct !DILexicalBlock(scope: !3042, file: !2, line: 451, column: 41)
!3048 = !DILocation(line: 0, scope: !3046, inlinedAt: !3035)
!3049 = !DILocation(line: 452, column: 9, scope: !3047, inlinedAt: !3035)
!3050 = !DILocation(line: 0, scope: !2587, inlinedAt: !3051)
!3051 = distinct !DILocation(line: 453, column: 7, scope: !3046, inlinedAt: !3035)
!3052 = !DILocation(line: 173, column: 7, scope: !2587, inlinedAt: !3051)
!3053 = !DILocation(line: 174, column: 5, scope: !2594, inlinedAt: !3051)
!3054 = !DILocation(line: 456, column: 7, scope: !3055, inlinedAt: !3035)
!3055 = distinct !DILexicalBlock(scope: !3056, file: !2, line: 456, column: 7)
!3056 = distinct !DILexicalBlock(scope: !3057, file: !2, line: 456, column: 7)
!3057 = distinct !DILexicalBlock(scope: !3046, file: !2, line: 454, column: 10)
!3058 = !DILocation(line: 456, column: 7, scope: !3056, inlinedAt: !3035)
!3059 = !DILocation(line: 457, column: 12, scope: !3060, inlinedAt: !3035)
!3060 = distinct !DILexicalBlock(scope: !3057, file: !2, line: 457, column: 11)
!3061 = !DILocation(line: 457, column: 22, scope: !3060, inlinedAt: !3035)
!3062 = !DILocation(line: 457, column: 38, scope: !3060, inlinedAt: !3035)
!3063 = !DILocation(line: 0, scope: !2559, inlinedAt: !3064)
!3064 = distinct !DILocation(line: 457, column: 25, scope: !3060, inlinedAt: !3035)
!3065 = !DILocation(line: 186, column: 9, scope: !2569, inlinedAt: !3064)
!3066 = !DILocation(line: 186, column: 7, scope: !2559, inlinedAt: !3064)
!3067 = !DILocation(line: 187, column: 12, scope: !2572, inlinedAt: !3064)
!3068 = !DILocation(line: 187, column: 29, scope: !2572, inlinedAt: !3064)
!3069 = !DILocation(line: 0, scope: !2572, inlinedAt: !3064)
!3070 = !DILocation(line: 457, column: 25, scope: !3060, inlinedAt: !3035)
!3071 = !DILocation(line: 187, column: 12, scope: !2569, inlinedAt: !3064)
!3072 = !DILocation(line: 188, column: 5, scope: !2577, inlinedAt: !3064)
!3073 = !DILocation(line: 188, column: 5, scope: !2580, inlinedAt: !3064)
!3074 = !DILocation(line: 457, column: 11, scope: !3057, inlinedAt: !3035)
!3075 = !DILocation(line: 451, column: 37, scope: !3042, inlinedAt: !3035)
!3076 = distinct !{!3076, !3044, !3077, !841}
!3077 = !DILocation(line: 460, column: 3, scope: !3043, inlinedAt: !3035)
!3078 = !DILocation(line: 461, column: 10, scope: !3079, inlinedAt: !3035)
!3079 = distinct !DILexicalBlock(scope: !3026, file: !2, line: 461, column: 7)
!3080 = !DILocation(line: 450, column: 7, scope: !3026, inlinedAt: !3035)
!3081 = !DILocation(line: 461, column: 18, scope: !3079, inlinedAt: !3035)
!3082 = !DILocation(line: 461, column: 31, scope: !3079, inlinedAt: !3035)
!3083 = !DILocation(line: 0, scope: !625, inlinedAt: !3084)
!3084 = distinct !DILocation(line: 462, column: 5, scope: !3079, inlinedAt: !3035)
!3085 = !DILocation(line: 0, scope: !625, inlinedAt: !3086)
!3086 = distinct !DILocation(line: 464, column: 5, scope: !3079, inlinedAt: !3035)
!3087 = !DILocation(line: 0, scope: !3079, inlinedAt: !3035)
!3088 = !DILocation(line: 150, column: 12, scope: !625, inlinedAt: !3089)
!3089 = distinct !DILocation(line: 0, scope: !3079, inlinedAt: !3035)
!3090 = !DILocation(line: 150, column: 10, scope: !625, inlinedAt: !3089)
!3091 = !DILocation(line: 151, column: 9, scope: !625, inlinedAt: !3089)
!3092 = !DILocation(line: 152, column: 3, scope: !625, inlinedAt: !3089)
!3093 = !DILocation(line: 553, column: 7, scope: !3036, inlinedAt: !2919)
!3094 = !DILocation(line: 554, column: 14, scope: !3036, inlinedAt: !2919)
!3095 = !DILocation(line: 555, column: 7, scope: !3096, inlinedAt: !2919)
!3096 = distinct !DILexicalBlock(scope: !3036, file: !2, line: 554, column: 14)
!3097 = !DILocation(line: 557, column: 7, scope: !3096, inlinedAt: !2919)
!3098 = !DILocation(line: 0, scope: !625, inlinedAt: !3099)
!3099 = distinct !DILocation(line: 557, column: 7, scope: !3096, inlinedAt: !2919)
!3100 = !DILocation(line: 150, column: 12, scope: !625, inlinedAt: !3099)
!3101 = !DILocation(line: 150, column: 10, scope: !625, inlinedAt: !3099)
!3102 = !DILocation(line: 151, column: 9, scope: !625, inlinedAt: !3099)
!3103 = !DILocation(line: 152, column: 3, scope: !625, inlinedAt: !3099)
!3104 = !DILocalVariable(name: "g", arg: 1, scope: !3105, file: !2, line: 523, type: !84)
!3105 = distinct !DISubprogram(name: "traversestrongtable", scope: !2, file: !2, line: 523, type: !3027, scopeLine: 523, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !3106)
!3106 = !{!3104, !3107, !3108, !3109, !3110, !3111}
!3107 = !DILocalVariable(name: "h", arg: 2, scope: !3105, file: !2, line: 523, type: !747)
!3108 = !DILocalVariable(name: "n", scope: !3105, file: !2, line: 524, type: !186)
!3109 = !DILocalVariable(name: "limit", scope: !3105, file: !2, line: 524, type: !186)
!3110 = !DILocalVariable(name: "i", scope: !3105, file: !2, line: 525, type: !119)
!3111 = !DILocalVariable(name: "asize", scope: !3105, file: !2, line: 526, type: !119)
!3112 = !DILocation(line: 0, scope: !3105, inlinedAt: !3113)
!3113 = distinct !DILocation(line: 560, column: 5, scope: !3013, inlinedAt: !2919)
!3114 = !DILocation(line: 524, column: 21, scope: !3105, inlinedAt: !3113)
!3115 = !DILocation(line: 526, column: 24, scope: !3105, inlinedAt: !3113)
!3116 = !DILocation(line: 527, column: 17, scope: !3117, inlinedAt: !3113)
!3117 = distinct !DILexicalBlock(scope: !3118, file: !2, line: 527, column: 3)
!3118 = distinct !DILexicalBlock(scope: !3105, file: !2, line: 527, column: 3)
!3119 = !DILocation(line: 527, column: 3, scope: !3118, inlinedAt: !3113)
!3120 = !DILocation(line: 528, column: 5, scope: !3121, inlinedAt: !3113)
!3121 = distinct !DILexicalBlock(scope: !3122, file: !2, line: 528, column: 5)
!3122 = distinct !DILexicalBlock(scope: !3117, file: !2, line: 528, column: 5)
!3123 = !DILocation(line: 528, column: 5, scope: !3122, inlinedAt: !3113)
!3124 = !DILocation(line: 527, column: 27, scope: !3117, inlinedAt: !3113)
!3125 = distinct !{!3125, !3119, !3126, !841}
!3126 = !DILocation(line: 528, column: 5, scope: !3118, inlinedAt: !3113)
!3127 = !DILocation(line: 529, column: 12, scope: !3128, inlinedAt: !3113)
!3128 = distinct !DILexicalBlock(scope: !3105, file: !2, line: 529, column: 3)
!3129 = !DILocation(line: 529, column: 27, scope: !3130, inlinedAt: !3113)
!3130 = distinct !DILexicalBlock(scope: !3128, file: !2, line: 529, column: 3)
!3131 = !DILocation(line: 529, column: 3, scope: !3128, inlinedAt: !3113)
!3132 = !DILocation(line: 530, column: 9, scope: !3133, inlinedAt: !3113)
!3133 = distinct !DILexicalBlock(scope: !3134, file: !2, line: 530, column: 9)
!3134 = distinct !DILexicalBlock(scope: !3130, file: !2, line: 529, column: 41)
!3135 = !DILocation(line: 0, scope: !3133, inlinedAt: !3113)
!3136 = !DILocation(line: 530, column: 9, scope: !3134, inlinedAt: !3113)
!3137 = !DILocation(line: 0, scope: !2587, inlinedAt: !3138)
!3138 = distinct !DILocation(line: 531, column: 7, scope: !3133, inlinedAt: !3113)
!3139 = !DILocation(line: 173, column: 7, scope: !2587, inlinedAt: !3138)
!3140 = !DILocation(line: 174, column: 5, scope: !2594, inlinedAt: !3138)
!3141 = !DILocation(line: 534, column: 7, scope: !3142, inlinedAt: !3113)
!3142 = distinct !DILexicalBlock(scope: !3143, file: !2, line: 534, column: 7)
!3143 = distinct !DILexicalBlock(scope: !3144, file: !2, line: 534, column: 7)
!3144 = distinct !DILexicalBlock(scope: !3133, file: !2, line: 532, column: 10)
!3145 = !DILocation(line: 534, column: 7, scope: !3143, inlinedAt: !3113)
!3146 = !DILocation(line: 535, column: 7, scope: !3147, inlinedAt: !3113)
!3147 = distinct !DILexicalBlock(scope: !3148, file: !2, line: 535, column: 7)
!3148 = distinct !DILexicalBlock(scope: !3144, file: !2, line: 535, column: 7)
!3149 = !DILocation(line: 535, column: 7, scope: !3148, inlinedAt: !3113)
!3150 = !DILocation(line: 529, column: 37, scope: !3130, inlinedAt: !3113)
!3151 = distinct !{!3151, !3131, !3152, !841}
!3152 = !DILocation(line: 537, column: 3, scope: !3128, inlinedAt: !3113)
!3153 = !DILocalVariable(name: "g", arg: 1, scope: !3154, file: !2, line: 430, type: !84)
!3154 = distinct !DISubprogram(name: "genlink", scope: !2, file: !2, line: 430, type: !557, scopeLine: 430, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !3155)
!3155 = !{!3153, !3156}
!3156 = !DILocalVariable(name: "o", arg: 2, scope: !3154, file: !2, line: 430, type: !13)
!3157 = !DILocation(line: 0, scope: !3154, inlinedAt: !3158)
!3158 = distinct !DILocation(line: 538, column: 3, scope: !3105, inlinedAt: !3113)
!3159 = !DILocation(line: 432, column: 7, scope: !3160, inlinedAt: !3158)
!3160 = distinct !DILexicalBlock(scope: !3154, file: !2, line: 432, column: 7)
!3161 = !DILocation(line: 432, column: 7, scope: !3154, inlinedAt: !3158)
!3162 = !DILocation(line: 0, scope: !612, inlinedAt: !3163)
!3163 = distinct !DILocation(line: 433, column: 5, scope: !3164, inlinedAt: !3158)
!3164 = distinct !DILexicalBlock(scope: !3160, file: !2, line: 432, column: 32)
!3165 = !DILocation(line: 126, column: 14, scope: !612, inlinedAt: !3163)
!3166 = !DILocation(line: 126, column: 3, scope: !612, inlinedAt: !3163)
!3167 = !DILocation(line: 128, column: 20, scope: !611, inlinedAt: !3163)
!3168 = !DILocation(line: 129, column: 20, scope: !611, inlinedAt: !3163)
!3169 = !DILocation(line: 130, column: 23, scope: !611, inlinedAt: !3163)
!3170 = !DILocation(line: 131, column: 22, scope: !611, inlinedAt: !3163)
!3171 = !DILocation(line: 0, scope: !611, inlinedAt: !3163)
!3172 = !DILocation(line: 433, column: 5, scope: !3164, inlinedAt: !3158)
!3173 = !DILocation(line: 0, scope: !625, inlinedAt: !3174)
!3174 = distinct !DILocation(line: 433, column: 5, scope: !3164, inlinedAt: !3158)
!3175 = !DILocation(line: 150, column: 12, scope: !625, inlinedAt: !3174)
!3176 = !DILocation(line: 150, column: 10, scope: !625, inlinedAt: !3174)
!3177 = !DILocation(line: 151, column: 9, scope: !625, inlinedAt: !3174)
!3178 = !DILocation(line: 434, column: 3, scope: !3164, inlinedAt: !3158)
!3179 = !DILocation(line: 0, scope: !3160, inlinedAt: !3158)
!3180 = !DILocation(line: 437, column: 1, scope: !3154, inlinedAt: !3158)
!3181 = !DILocation(line: 561, column: 17, scope: !2909, inlinedAt: !2919)
!3182 = !DILocation(line: 561, column: 30, scope: !2909, inlinedAt: !2919)
!3183 = !{!606, !523, i64 32}
!3184 = !DILocation(line: 561, column: 28, scope: !2909, inlinedAt: !2919)
!3185 = !DILocation(line: 561, column: 12, scope: !2909, inlinedAt: !2919)
!3186 = !DILocation(line: 561, column: 24, scope: !2909, inlinedAt: !2919)
!3187 = !DILocation(line: 561, column: 10, scope: !2909, inlinedAt: !2919)
!3188 = !DILocation(line: 665, column: 22, scope: !2920)
!3189 = !DILocation(line: 567, column: 3, scope: !3190, inlinedAt: !2999)
!3190 = distinct !DILexicalBlock(scope: !3191, file: !2, line: 567, column: 3)
!3191 = distinct !DILexicalBlock(scope: !3001, file: !2, line: 567, column: 3)
!3192 = !DILocation(line: 567, column: 3, scope: !3191, inlinedAt: !2999)
!3193 = !DILocation(line: 568, column: 22, scope: !3194, inlinedAt: !2999)
!3194 = distinct !DILexicalBlock(scope: !3195, file: !2, line: 568, column: 3)
!3195 = distinct !DILexicalBlock(scope: !2992, file: !2, line: 568, column: 3)
!3196 = !DILocation(line: 568, column: 17, scope: !3194, inlinedAt: !2999)
!3197 = !DILocation(line: 568, column: 3, scope: !3195, inlinedAt: !2999)
!3198 = !DILocation(line: 569, column: 5, scope: !3199, inlinedAt: !2999)
!3199 = distinct !DILexicalBlock(scope: !3200, file: !2, line: 569, column: 5)
!3200 = distinct !DILexicalBlock(scope: !3194, file: !2, line: 569, column: 5)
!3201 = !DILocation(line: 569, column: 5, scope: !3200, inlinedAt: !2999)
!3202 = !DILocation(line: 568, column: 32, scope: !3194, inlinedAt: !2999)
!3203 = distinct !{!3203, !3197, !3204, !841}
!3204 = !DILocation(line: 569, column: 5, scope: !3195, inlinedAt: !2999)
!3205 = !DILocation(line: 568, column: 19, scope: !3194, inlinedAt: !2999)
!3206 = !DILocation(line: 571, column: 12, scope: !2992, inlinedAt: !2999)
!3207 = !DILocation(line: 432, column: 7, scope: !3160, inlinedAt: !3208)
!3208 = distinct !DILocation(line: 570, column: 3, scope: !2992, inlinedAt: !2999)
!3209 = !DILocation(line: 0, scope: !3154, inlinedAt: !3208)
!3210 = !DILocation(line: 432, column: 7, scope: !3154, inlinedAt: !3208)
!3211 = !DILocation(line: 0, scope: !612, inlinedAt: !3212)
!3212 = distinct !DILocation(line: 433, column: 5, scope: !3164, inlinedAt: !3208)
!3213 = !DILocation(line: 126, column: 14, scope: !612, inlinedAt: !3212)
!3214 = !DILocation(line: 126, column: 3, scope: !612, inlinedAt: !3212)
!3215 = !DILocation(line: 128, column: 20, scope: !611, inlinedAt: !3212)
!3216 = !DILocation(line: 129, column: 20, scope: !611, inlinedAt: !3212)
!3217 = !DILocation(line: 130, column: 23, scope: !611, inlinedAt: !3212)
!3218 = !DILocation(line: 131, column: 22, scope: !611, inlinedAt: !3212)
!3219 = !DILocation(line: 0, scope: !611, inlinedAt: !3212)
!3220 = !DILocation(line: 433, column: 5, scope: !3164, inlinedAt: !3208)
!3221 = !DILocation(line: 0, scope: !625, inlinedAt: !3222)
!3222 = distinct !DILocation(line: 433, column: 5, scope: !3164, inlinedAt: !3208)
!3223 = !DILocation(line: 150, column: 12, scope: !625, inlinedAt: !3222)
!3224 = !DILocation(line: 150, column: 10, scope: !625, inlinedAt: !3222)
!3225 = !DILocation(line: 151, column: 9, scope: !625, inlinedAt: !3222)
!3226 = !DILocation(line: 434, column: 3, scope: !3164, inlinedAt: !3208)
!3227 = !DILocation(line: 0, scope: !3160, inlinedAt: !3208)
!3228 = !DILocation(line: 437, column: 1, scope: !3154, inlinedAt: !3208)
!3229 = !DILocation(line: 608, column: 3, scope: !3230, inlinedAt: !2936)
!3230 = distinct !DILexicalBlock(scope: !3231, file: !2, line: 608, column: 3)
!3231 = distinct !DILexicalBlock(scope: !2938, file: !2, line: 608, column: 3)
!3232 = !{!2987, !524, i64 9}
!3233 = !DILocation(line: 608, column: 3, scope: !3231, inlinedAt: !2936)
!3234 = !DILocation(line: 609, column: 23, scope: !2933, inlinedAt: !2936)
!3235 = !DILocation(line: 609, column: 17, scope: !2933, inlinedAt: !2936)
!3236 = !DILocation(line: 609, column: 3, scope: !2934, inlinedAt: !2936)
!3237 = !DILocation(line: 610, column: 17, scope: !2932, inlinedAt: !2936)
!3238 = !DILocation(line: 0, scope: !2932, inlinedAt: !2936)
!3239 = !DILocation(line: 611, column: 5, scope: !3240, inlinedAt: !2936)
!3240 = distinct !DILexicalBlock(scope: !3241, file: !2, line: 611, column: 5)
!3241 = distinct !DILexicalBlock(scope: !2932, file: !2, line: 611, column: 5)
!3242 = !DILocation(line: 611, column: 5, scope: !3241, inlinedAt: !2936)
!3243 = !DILocation(line: 611, column: 5, scope: !3244, inlinedAt: !2936)
!3244 = distinct !DILexicalBlock(scope: !3245, file: !2, line: 611, column: 5)
!3245 = distinct !DILexicalBlock(scope: !3240, file: !2, line: 611, column: 5)
!3246 = !DILocation(line: 611, column: 5, scope: !3245, inlinedAt: !2936)
!3247 = !DILocation(line: 609, column: 35, scope: !2933, inlinedAt: !2936)
!3248 = distinct !{!3248, !3236, !3249, !841}
!3249 = !DILocation(line: 612, column: 3, scope: !2934, inlinedAt: !2936)
!3250 = !DILocation(line: 609, column: 19, scope: !2933, inlinedAt: !2936)
!3251 = !DILocation(line: 613, column: 12, scope: !2925, inlinedAt: !2936)
!3252 = !DILocation(line: 598, column: 5, scope: !3253, inlinedAt: !2951)
!3253 = distinct !DILexicalBlock(scope: !3254, file: !2, line: 598, column: 5)
!3254 = distinct !DILexicalBlock(scope: !2953, file: !2, line: 598, column: 5)
!3255 = !DILocation(line: 598, column: 5, scope: !3254, inlinedAt: !2951)
!3256 = !DILocation(line: 597, column: 35, scope: !2953, inlinedAt: !2951)
!3257 = distinct !{!3257, !2956, !3258, !841}
!3258 = !DILocation(line: 598, column: 5, scope: !2954, inlinedAt: !2951)
!3259 = !DILocation(line: 597, column: 19, scope: !2953, inlinedAt: !2951)
!3260 = !DILocation(line: 599, column: 12, scope: !2944, inlinedAt: !2951)
!3261 = !DILocation(line: 582, column: 3, scope: !3262, inlinedAt: !2982)
!3262 = distinct !DILexicalBlock(scope: !3263, file: !2, line: 582, column: 3)
!3263 = distinct !DILexicalBlock(scope: !2984, file: !2, line: 582, column: 3)
!3264 = !{!2278, !524, i64 9}
!3265 = !DILocation(line: 582, column: 3, scope: !3263, inlinedAt: !2982)
!3266 = !DILocation(line: 583, column: 22, scope: !3267, inlinedAt: !2982)
!3267 = distinct !DILexicalBlock(scope: !3268, file: !2, line: 583, column: 3)
!3268 = distinct !DILexicalBlock(scope: !2975, file: !2, line: 583, column: 3)
!3269 = !{!2987, !529, i64 20}
!3270 = !DILocation(line: 583, column: 17, scope: !3267, inlinedAt: !2982)
!3271 = !DILocation(line: 583, column: 3, scope: !3268, inlinedAt: !2982)
!3272 = !DILocation(line: 585, column: 22, scope: !3273, inlinedAt: !2982)
!3273 = distinct !DILexicalBlock(scope: !3274, file: !2, line: 585, column: 3)
!3274 = distinct !DILexicalBlock(scope: !2975, file: !2, line: 585, column: 3)
!3275 = !{!2987, !529, i64 16}
!3276 = !DILocation(line: 585, column: 17, scope: !3273, inlinedAt: !2982)
!3277 = !DILocation(line: 585, column: 3, scope: !3274, inlinedAt: !2982)
!3278 = !DILocation(line: 584, column: 5, scope: !3279, inlinedAt: !2982)
!3279 = distinct !DILexicalBlock(scope: !3280, file: !2, line: 584, column: 5)
!3280 = distinct !DILexicalBlock(scope: !3267, file: !2, line: 584, column: 5)
!3281 = !{!2987, !523, i64 56}
!3282 = !DILocation(line: 584, column: 5, scope: !3280, inlinedAt: !2982)
!3283 = !DILocation(line: 583, column: 30, scope: !3267, inlinedAt: !2982)
!3284 = distinct !{!3284, !3271, !3285, !841}
!3285 = !DILocation(line: 584, column: 5, scope: !3268, inlinedAt: !2982)
!3286 = !DILocation(line: 587, column: 22, scope: !3287, inlinedAt: !2982)
!3287 = distinct !DILexicalBlock(scope: !3288, file: !2, line: 587, column: 3)
!3288 = distinct !DILexicalBlock(scope: !2975, file: !2, line: 587, column: 3)
!3289 = !{!2987, !529, i64 32}
!3290 = !DILocation(line: 587, column: 17, scope: !3287, inlinedAt: !2982)
!3291 = !DILocation(line: 587, column: 3, scope: !3288, inlinedAt: !2982)
!3292 = !DILocation(line: 586, column: 5, scope: !3293, inlinedAt: !2982)
!3293 = distinct !DILexicalBlock(scope: !3294, file: !2, line: 586, column: 5)
!3294 = distinct !DILexicalBlock(scope: !3273, file: !2, line: 586, column: 5)
!3295 = !{!2987, !523, i64 80}
!3296 = !{!3297, !523, i64 0}
!3297 = !{!"Upvaldesc", !523, i64 0, !524, i64 8, !524, i64 9, !524, i64 10}
!3298 = !DILocation(line: 586, column: 5, scope: !3294, inlinedAt: !2982)
!3299 = !DILocation(line: 586, column: 5, scope: !3300, inlinedAt: !2982)
!3300 = distinct !DILexicalBlock(scope: !3301, file: !2, line: 586, column: 5)
!3301 = distinct !DILexicalBlock(scope: !3293, file: !2, line: 586, column: 5)
!3302 = !DILocation(line: 586, column: 5, scope: !3301, inlinedAt: !2982)
!3303 = !DILocation(line: 585, column: 37, scope: !3273, inlinedAt: !2982)
!3304 = distinct !{!3304, !3277, !3305, !841}
!3305 = !DILocation(line: 586, column: 5, scope: !3274, inlinedAt: !2982)
!3306 = !DILocation(line: 589, column: 22, scope: !3307, inlinedAt: !2982)
!3307 = distinct !DILexicalBlock(scope: !3308, file: !2, line: 589, column: 3)
!3308 = distinct !DILexicalBlock(scope: !2975, file: !2, line: 589, column: 3)
!3309 = !{!2987, !529, i64 36}
!3310 = !DILocation(line: 589, column: 17, scope: !3307, inlinedAt: !2982)
!3311 = !DILocation(line: 589, column: 3, scope: !3308, inlinedAt: !2982)
!3312 = !DILocation(line: 588, column: 5, scope: !3313, inlinedAt: !2982)
!3313 = distinct !DILexicalBlock(scope: !3314, file: !2, line: 588, column: 5)
!3314 = distinct !DILexicalBlock(scope: !3287, file: !2, line: 588, column: 5)
!3315 = !{!2987, !523, i64 72}
!3316 = !DILocation(line: 588, column: 5, scope: !3314, inlinedAt: !2982)
!3317 = !DILocation(line: 588, column: 5, scope: !3318, inlinedAt: !2982)
!3318 = distinct !DILexicalBlock(scope: !3319, file: !2, line: 588, column: 5)
!3319 = distinct !DILexicalBlock(scope: !3313, file: !2, line: 588, column: 5)
!3320 = !DILocation(line: 588, column: 5, scope: !3319, inlinedAt: !2982)
!3321 = !DILocation(line: 587, column: 30, scope: !3287, inlinedAt: !2982)
!3322 = distinct !{!3322, !3291, !3323, !841}
!3323 = !DILocation(line: 588, column: 5, scope: !3288, inlinedAt: !2982)
!3324 = !DILocation(line: 590, column: 5, scope: !3325, inlinedAt: !2982)
!3325 = distinct !DILexicalBlock(scope: !3326, file: !2, line: 590, column: 5)
!3326 = distinct !DILexicalBlock(scope: !3307, file: !2, line: 590, column: 5)
!3327 = !{!2987, !523, i64 104}
!3328 = !{!3329, !523, i64 0}
!3329 = !{!"LocVar", !523, i64 0, !529, i64 8, !529, i64 12}
!3330 = !DILocation(line: 590, column: 5, scope: !3326, inlinedAt: !2982)
!3331 = !DILocation(line: 590, column: 5, scope: !3332, inlinedAt: !2982)
!3332 = distinct !DILexicalBlock(scope: !3333, file: !2, line: 590, column: 5)
!3333 = distinct !DILexicalBlock(scope: !3325, file: !2, line: 590, column: 5)
!3334 = !DILocation(line: 590, column: 5, scope: !3333, inlinedAt: !2982)
!3335 = !DILocation(line: 589, column: 36, scope: !3307, inlinedAt: !2982)
!3336 = distinct !{!3336, !3311, !3337, !841}
!3337 = !DILocation(line: 590, column: 5, scope: !3308, inlinedAt: !2982)
!3338 = !DILocation(line: 591, column: 46, scope: !2975, inlinedAt: !2982)
!3339 = !DILocation(line: 591, column: 17, scope: !2975, inlinedAt: !2982)
!3340 = !DILocation(line: 591, column: 28, scope: !2975, inlinedAt: !2982)
!3341 = !DILocation(line: 591, column: 12, scope: !2975, inlinedAt: !2982)
!3342 = !DILocation(line: 591, column: 23, scope: !2975, inlinedAt: !2982)
!3343 = !DILocation(line: 591, column: 41, scope: !2975, inlinedAt: !2982)
!3344 = !DILocation(line: 591, column: 52, scope: !2975, inlinedAt: !2982)
!3345 = !DILocation(line: 669, column: 29, scope: !2920)
!3346 = !DILocation(line: 669, column: 22, scope: !2920)
!3347 = !DILocation(line: 632, column: 23, scope: !2971, inlinedAt: !2967)
!3348 = !DILocation(line: 632, column: 31, scope: !2971, inlinedAt: !2967)
!3349 = !DILocation(line: 632, column: 7, scope: !2959, inlinedAt: !2967)
!3350 = !DILocation(line: 633, column: 5, scope: !2971, inlinedAt: !2967)
!3351 = !DILocation(line: 0, scope: !625, inlinedAt: !3352)
!3352 = distinct !DILocation(line: 633, column: 5, scope: !2971, inlinedAt: !2967)
!3353 = !DILocation(line: 150, column: 12, scope: !625, inlinedAt: !3352)
!3354 = !DILocation(line: 150, column: 10, scope: !625, inlinedAt: !3352)
!3355 = !DILocation(line: 151, column: 9, scope: !625, inlinedAt: !3352)
!3356 = !DILocation(line: 152, column: 3, scope: !625, inlinedAt: !3352)
!3357 = !DILocation(line: 634, column: 9, scope: !3358, inlinedAt: !2967)
!3358 = distinct !DILexicalBlock(scope: !2959, file: !2, line: 634, column: 7)
!3359 = !DILocation(line: 634, column: 7, scope: !2959, inlinedAt: !2967)
!3360 = !DILocation(line: 638, column: 22, scope: !3361, inlinedAt: !2967)
!3361 = distinct !DILexicalBlock(scope: !3362, file: !2, line: 638, column: 3)
!3362 = distinct !DILexicalBlock(scope: !2959, file: !2, line: 638, column: 3)
!3363 = !DILocation(line: 638, column: 12, scope: !3361, inlinedAt: !2967)
!3364 = !DILocation(line: 638, column: 3, scope: !3362, inlinedAt: !2967)
!3365 = !DILocation(line: 639, column: 5, scope: !3366, inlinedAt: !2967)
!3366 = distinct !DILexicalBlock(scope: !3367, file: !2, line: 639, column: 5)
!3367 = distinct !DILexicalBlock(scope: !3361, file: !2, line: 639, column: 5)
!3368 = !DILocation(line: 639, column: 5, scope: !3367, inlinedAt: !2967)
!3369 = !DILocation(line: 638, column: 26, scope: !3361, inlinedAt: !2967)
!3370 = distinct !{!3370, !3364, !3371, !841}
!3371 = !DILocation(line: 639, column: 5, scope: !3362, inlinedAt: !2967)
!3372 = !DILocation(line: 640, column: 17, scope: !3373, inlinedAt: !2967)
!3373 = distinct !DILexicalBlock(scope: !2959, file: !2, line: 640, column: 3)
!3374 = !DILocation(line: 640, scope: !3373, inlinedAt: !2967)
!3375 = !DILocation(line: 640, column: 31, scope: !3376, inlinedAt: !2967)
!3376 = distinct !DILexicalBlock(scope: !3373, file: !2, line: 640, column: 3)
!3377 = !DILocation(line: 640, column: 3, scope: !3373, inlinedAt: !2967)
!3378 = !DILocation(line: 641, column: 5, scope: !3379, inlinedAt: !2967)
!3379 = distinct !DILexicalBlock(scope: !3380, file: !2, line: 641, column: 5)
!3380 = distinct !DILexicalBlock(scope: !3376, file: !2, line: 641, column: 5)
!3381 = !DILocation(line: 641, column: 5, scope: !3380, inlinedAt: !2967)
!3382 = !DILocation(line: 640, column: 49, scope: !3376, inlinedAt: !2967)
!3383 = distinct !{!3383, !3377, !3384, !841}
!3384 = !DILocation(line: 641, column: 5, scope: !3373, inlinedAt: !2967)
!3385 = !DILocation(line: 642, column: 10, scope: !3386, inlinedAt: !2967)
!3386 = distinct !DILexicalBlock(scope: !2959, file: !2, line: 642, column: 7)
!3387 = !DILocation(line: 642, column: 18, scope: !3386, inlinedAt: !2967)
!3388 = !DILocation(line: 642, column: 7, scope: !2959, inlinedAt: !2967)
!3389 = !DILocation(line: 643, column: 13, scope: !3390, inlinedAt: !2967)
!3390 = distinct !DILexicalBlock(scope: !3391, file: !2, line: 643, column: 9)
!3391 = distinct !DILexicalBlock(scope: !3386, file: !2, line: 642, column: 32)
!3392 = !DILocation(line: 643, column: 10, scope: !3390, inlinedAt: !2967)
!3393 = !DILocation(line: 643, column: 9, scope: !3391, inlinedAt: !2967)
!3394 = !DILocation(line: 644, column: 7, scope: !3390, inlinedAt: !2967)
!3395 = !DILocation(line: 645, column: 22, scope: !3396, inlinedAt: !2967)
!3396 = distinct !DILexicalBlock(scope: !3391, file: !2, line: 645, column: 5)
!3397 = !DILocation(line: 645, column: 44, scope: !3398, inlinedAt: !2967)
!3398 = distinct !DILexicalBlock(scope: !3396, file: !2, line: 645, column: 5)
!3399 = !DILocation(line: 645, column: 46, scope: !3398, inlinedAt: !2967)
!3400 = !DILocation(line: 645, column: 27, scope: !3398, inlinedAt: !2967)
!3401 = !DILocation(line: 645, column: 5, scope: !3396, inlinedAt: !2967)
!3402 = !DILocation(line: 646, column: 7, scope: !3398, inlinedAt: !2967)
!3403 = !DILocation(line: 645, column: 62, scope: !3398, inlinedAt: !2967)
!3404 = distinct !{!3404, !3401, !3405, !841}
!3405 = !DILocation(line: 646, column: 7, scope: !3396, inlinedAt: !2967)
!3406 = !DILocation(line: 648, column: 10, scope: !3407, inlinedAt: !2967)
!3407 = distinct !DILexicalBlock(scope: !3391, file: !2, line: 648, column: 9)
!3408 = !DILocation(line: 648, column: 24, scope: !3407, inlinedAt: !2967)
!3409 = !DILocation(line: 648, column: 31, scope: !3407, inlinedAt: !2967)
!3410 = !DILocation(line: 648, column: 41, scope: !3407, inlinedAt: !2967)
!3411 = !DILocation(line: 648, column: 9, scope: !3391, inlinedAt: !2967)
!3412 = !DILocation(line: 649, column: 22, scope: !3413, inlinedAt: !2967)
!3413 = distinct !DILexicalBlock(scope: !3407, file: !2, line: 648, column: 50)
!3414 = !{!533, !523, i64 248}
!3415 = !DILocation(line: 649, column: 17, scope: !3413, inlinedAt: !2967)
!3416 = !DILocation(line: 650, column: 16, scope: !3413, inlinedAt: !2967)
!3417 = !DILocation(line: 651, column: 5, scope: !3413, inlinedAt: !2967)
!3418 = !DILocation(line: 653, column: 14, scope: !2959, inlinedAt: !2967)
!3419 = !DILocation(line: 670, column: 30, scope: !2920)
!3420 = !DILocation(line: 653, column: 3, scope: !2959, inlinedAt: !2967)
!3421 = !DILocation(line: 0, scope: !2920)
!3422 = !DILocation(line: 673, column: 1, scope: !2894)
!3423 = !DISubprogram(name: "strchr", scope: !3424, file: !3424, line: 246, type: !3425, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3424 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!3425 = !DISubroutineType(types: !3426)
!3426 = !{!483, !214, !64}
!3427 = distinct !DISubprogram(name: "traverseephemeron", scope: !2, file: !2, line: 480, type: !3428, scopeLine: 480, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !3430)
!3428 = !DISubroutineType(types: !3429)
!3429 = !{!64, !84, !747, !64}
!3430 = !{!3431, !3432, !3433, !3434, !3435, !3436, !3437, !3438, !3439, !3440}
!3431 = !DILocalVariable(name: "g", arg: 1, scope: !3427, file: !2, line: 480, type: !84)
!3432 = !DILocalVariable(name: "h", arg: 2, scope: !3427, file: !2, line: 480, type: !747)
!3433 = !DILocalVariable(name: "inv", arg: 3, scope: !3427, file: !2, line: 480, type: !64)
!3434 = !DILocalVariable(name: "marked", scope: !3427, file: !2, line: 481, type: !64)
!3435 = !DILocalVariable(name: "hasclears", scope: !3427, file: !2, line: 482, type: !64)
!3436 = !DILocalVariable(name: "hasww", scope: !3427, file: !2, line: 483, type: !64)
!3437 = !DILocalVariable(name: "i", scope: !3427, file: !2, line: 484, type: !119)
!3438 = !DILocalVariable(name: "asize", scope: !3427, file: !2, line: 485, type: !119)
!3439 = !DILocalVariable(name: "nsize", scope: !3427, file: !2, line: 486, type: !119)
!3440 = !DILocalVariable(name: "n", scope: !3441, file: !2, line: 497, type: !186)
!3441 = distinct !DILexicalBlock(scope: !3442, file: !2, line: 496, column: 31)
!3442 = distinct !DILexicalBlock(scope: !3443, file: !2, line: 496, column: 3)
!3443 = distinct !DILexicalBlock(scope: !3427, file: !2, line: 496, column: 3)
!3444 = !DILocation(line: 0, scope: !3427)
!3445 = !DILocation(line: 485, column: 24, scope: !3427)
!3446 = !DILocation(line: 486, column: 24, scope: !3427)
!3447 = !DILocation(line: 488, column: 17, scope: !3448)
!3448 = distinct !DILexicalBlock(scope: !3449, file: !2, line: 488, column: 3)
!3449 = distinct !DILexicalBlock(scope: !3427, file: !2, line: 488, column: 3)
!3450 = !DILocation(line: 488, column: 3, scope: !3449)
!3451 = !DILocation(line: 496, column: 17, scope: !3442)
!3452 = !DILocation(line: 496, column: 3, scope: !3443)
!3453 = !DILocation(line: 489, column: 9, scope: !3454)
!3454 = distinct !DILexicalBlock(scope: !3455, file: !2, line: 489, column: 9)
!3455 = distinct !DILexicalBlock(scope: !3448, file: !2, line: 488, column: 31)
!3456 = !DILocation(line: 489, column: 9, scope: !3455)
!3457 = !DILocation(line: 491, column: 7, scope: !3458)
!3458 = distinct !DILexicalBlock(scope: !3454, file: !2, line: 489, column: 35)
!3459 = !DILocation(line: 492, column: 5, scope: !3458)
!3460 = !DILocation(line: 488, column: 27, scope: !3448)
!3461 = distinct !{!3461, !3450, !3462, !841}
!3462 = !DILocation(line: 493, column: 3, scope: !3449)
!3463 = !DILocation(line: 497, scope: !3441)
!3464 = !DILocation(line: 497, column: 15, scope: !3441)
!3465 = !DILocation(line: 0, scope: !3441)
!3466 = !DILocation(line: 498, column: 9, scope: !3467)
!3467 = distinct !DILexicalBlock(scope: !3441, file: !2, line: 498, column: 9)
!3468 = !DILocation(line: 0, scope: !3467)
!3469 = !DILocation(line: 498, column: 9, scope: !3441)
!3470 = !DILocation(line: 0, scope: !2587, inlinedAt: !3471)
!3471 = distinct !DILocation(line: 499, column: 7, scope: !3467)
!3472 = !DILocation(line: 173, column: 7, scope: !2587, inlinedAt: !3471)
!3473 = !DILocation(line: 174, column: 5, scope: !2594, inlinedAt: !3471)
!3474 = !DILocation(line: 500, column: 27, scope: !3475)
!3475 = distinct !DILexicalBlock(scope: !3467, file: !2, line: 500, column: 14)
!3476 = !DILocation(line: 0, scope: !2559, inlinedAt: !3477)
!3477 = distinct !DILocation(line: 500, column: 14, scope: !3475)
!3478 = !DILocation(line: 186, column: 9, scope: !2569, inlinedAt: !3477)
!3479 = !DILocation(line: 186, column: 7, scope: !2559, inlinedAt: !3477)
!3480 = !DILocation(line: 187, column: 12, scope: !2572, inlinedAt: !3477)
!3481 = !DILocation(line: 0, scope: !2572, inlinedAt: !3477)
!3482 = !DILocation(line: 500, column: 14, scope: !3475)
!3483 = !DILocation(line: 187, column: 12, scope: !2569, inlinedAt: !3477)
!3484 = !DILocation(line: 188, column: 5, scope: !2577, inlinedAt: !3477)
!3485 = !DILocation(line: 188, column: 5, scope: !2580, inlinedAt: !3477)
!3486 = !DILocation(line: 505, column: 14, scope: !3487)
!3487 = distinct !DILexicalBlock(scope: !3475, file: !2, line: 505, column: 14)
!3488 = !DILocation(line: 500, column: 14, scope: !3467)
!3489 = !DILocation(line: 502, column: 11, scope: !3490)
!3490 = distinct !DILexicalBlock(scope: !3491, file: !2, line: 502, column: 11)
!3491 = distinct !DILexicalBlock(scope: !3475, file: !2, line: 500, column: 39)
!3492 = !DILocation(line: 502, column: 11, scope: !3491)
!3493 = !DILocation(line: 505, column: 14, scope: !3475)
!3494 = !DILocation(line: 507, column: 7, scope: !3495)
!3495 = distinct !DILexicalBlock(scope: !3487, file: !2, line: 505, column: 35)
!3496 = !DILocation(line: 508, column: 5, scope: !3495)
!3497 = !DILocation(line: 496, column: 27, scope: !3442)
!3498 = distinct !{!3498, !3452, !3499, !841}
!3499 = !DILocation(line: 509, column: 3, scope: !3443)
!3500 = !DILocation(line: 511, column: 10, scope: !3501)
!3501 = distinct !DILexicalBlock(scope: !3427, file: !2, line: 511, column: 7)
!3502 = !DILocation(line: 511, column: 18, scope: !3501)
!3503 = !DILocation(line: 511, column: 7, scope: !3427)
!3504 = !DILocation(line: 512, column: 5, scope: !3501)
!3505 = !DILocation(line: 0, scope: !625, inlinedAt: !3506)
!3506 = distinct !DILocation(line: 512, column: 5, scope: !3501)
!3507 = !DILocation(line: 150, column: 12, scope: !625, inlinedAt: !3506)
!3508 = !DILocation(line: 150, column: 10, scope: !625, inlinedAt: !3506)
!3509 = !DILocation(line: 151, column: 9, scope: !625, inlinedAt: !3506)
!3510 = !DILocation(line: 152, column: 3, scope: !625, inlinedAt: !3506)
!3511 = !DILocation(line: 513, column: 12, scope: !3512)
!3512 = distinct !DILexicalBlock(scope: !3501, file: !2, line: 513, column: 12)
!3513 = !DILocation(line: 513, column: 12, scope: !3501)
!3514 = !DILocation(line: 514, column: 5, scope: !3512)
!3515 = !DILocation(line: 0, scope: !625, inlinedAt: !3516)
!3516 = distinct !DILocation(line: 514, column: 5, scope: !3512)
!3517 = !DILocation(line: 150, column: 12, scope: !625, inlinedAt: !3516)
!3518 = !DILocation(line: 150, column: 10, scope: !625, inlinedAt: !3516)
!3519 = !DILocation(line: 151, column: 9, scope: !625, inlinedAt: !3516)
!3520 = !DILocation(line: 152, column: 3, scope: !625, inlinedAt: !3516)
!3521 = !DILocation(line: 515, column: 12, scope: !3522)
!3522 = distinct !DILexicalBlock(scope: !3512, file: !2, line: 515, column: 12)
!3523 = !DILocation(line: 515, column: 12, scope: !3512)
!3524 = !DILocation(line: 516, column: 5, scope: !3522)
!3525 = !DILocation(line: 0, scope: !625, inlinedAt: !3526)
!3526 = distinct !DILocation(line: 516, column: 5, scope: !3522)
!3527 = !DILocation(line: 150, column: 12, scope: !625, inlinedAt: !3526)
!3528 = !DILocation(line: 150, column: 10, scope: !625, inlinedAt: !3526)
!3529 = !DILocation(line: 151, column: 9, scope: !625, inlinedAt: !3526)
!3530 = !DILocation(line: 152, column: 3, scope: !625, inlinedAt: !3526)
!3531 = !DILocation(line: 0, scope: !3154, inlinedAt: !3532)
!3532 = distinct !DILocation(line: 518, column: 5, scope: !3522)
!3533 = !DILocation(line: 432, column: 7, scope: !3160, inlinedAt: !3532)
!3534 = !DILocation(line: 432, column: 7, scope: !3154, inlinedAt: !3532)
!3535 = !DILocation(line: 0, scope: !612, inlinedAt: !3536)
!3536 = distinct !DILocation(line: 433, column: 5, scope: !3164, inlinedAt: !3532)
!3537 = !DILocation(line: 126, column: 14, scope: !612, inlinedAt: !3536)
!3538 = !DILocation(line: 126, column: 3, scope: !612, inlinedAt: !3536)
!3539 = !DILocation(line: 128, column: 20, scope: !611, inlinedAt: !3536)
!3540 = !DILocation(line: 129, column: 20, scope: !611, inlinedAt: !3536)
!3541 = !DILocation(line: 130, column: 23, scope: !611, inlinedAt: !3536)
!3542 = !DILocation(line: 131, column: 22, scope: !611, inlinedAt: !3536)
!3543 = !DILocation(line: 0, scope: !611, inlinedAt: !3536)
!3544 = !DILocation(line: 433, column: 5, scope: !3164, inlinedAt: !3532)
!3545 = !DILocation(line: 0, scope: !625, inlinedAt: !3546)
!3546 = distinct !DILocation(line: 433, column: 5, scope: !3164, inlinedAt: !3532)
!3547 = !DILocation(line: 150, column: 12, scope: !625, inlinedAt: !3546)
!3548 = !DILocation(line: 150, column: 10, scope: !625, inlinedAt: !3546)
!3549 = !DILocation(line: 151, column: 9, scope: !625, inlinedAt: !3546)
!3550 = !DILocation(line: 434, column: 3, scope: !3164, inlinedAt: !3532)
!3551 = !DILocation(line: 0, scope: !3160, inlinedAt: !3532)
!3552 = !DILocation(line: 437, column: 1, scope: !3154, inlinedAt: !3532)
!3553 = !DILocation(line: 519, column: 3, scope: !3427)
!3554 = !DISubprogram(name: "luaH_realasize", scope: !2292, file: !2292, line: 55, type: !3555, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3555 = !DISubroutineType(types: !3556)
!3556 = !{!119, !3557}
!3557 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3558, size: 64)
!3558 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !748)
!3559 = !DISubprogram(name: "luaD_shrinkstack", scope: !3560, file: !3560, line: 80, type: !1036, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3560 = !DIFile(filename: "src/lua/ldo.h", directory: ".", checksumkind: CSK_MD5, checksum: "28138809e652958723ca82a42b18e9f3")
!3561 = distinct !DISubprogram(name: "finishgencycle", scope: !2, file: !2, line: 1237, type: !1450, scopeLine: 1237, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !3562)
!3562 = !{!3563, !3564}
!3563 = !DILocalVariable(name: "L", arg: 1, scope: !3561, file: !2, line: 1237, type: !25)
!3564 = !DILocalVariable(name: "g", arg: 2, scope: !3561, file: !2, line: 1237, type: !84)
!3565 = !DILocation(line: 0, scope: !3561)
!3566 = !DILocalVariable(name: "g", arg: 1, scope: !3567, file: !2, line: 1205, type: !84)
!3567 = distinct !DISubprogram(name: "correctgraylists", scope: !2, file: !2, line: 1205, type: !935, scopeLine: 1205, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !3568)
!3568 = !{!3566, !3569}
!3569 = !DILocalVariable(name: "list", scope: !3567, file: !2, line: 1206, type: !12)
!3570 = !DILocation(line: 0, scope: !3567, inlinedAt: !3571)
!3571 = distinct !DILocation(line: 1238, column: 3, scope: !3561)
!3572 = !DILocation(line: 1206, column: 41, scope: !3567, inlinedAt: !3571)
!3573 = !DILocation(line: 1206, column: 21, scope: !3567, inlinedAt: !3571)
!3574 = !DILocation(line: 1207, column: 14, scope: !3567, inlinedAt: !3571)
!3575 = !DILocation(line: 1207, column: 9, scope: !3567, inlinedAt: !3571)
!3576 = !DILocation(line: 1207, column: 28, scope: !3567, inlinedAt: !3571)
!3577 = !DILocation(line: 1208, column: 10, scope: !3567, inlinedAt: !3571)
!3578 = !DILocation(line: 1209, column: 14, scope: !3567, inlinedAt: !3571)
!3579 = !DILocation(line: 1209, column: 9, scope: !3567, inlinedAt: !3571)
!3580 = !DILocation(line: 1209, column: 34, scope: !3567, inlinedAt: !3571)
!3581 = !DILocation(line: 1210, column: 10, scope: !3567, inlinedAt: !3571)
!3582 = !DILocation(line: 1211, column: 14, scope: !3567, inlinedAt: !3571)
!3583 = !DILocation(line: 1211, column: 9, scope: !3567, inlinedAt: !3571)
!3584 = !DILocation(line: 1211, column: 38, scope: !3567, inlinedAt: !3571)
!3585 = !DILocation(line: 1212, column: 3, scope: !3567, inlinedAt: !3571)
!3586 = !DILocation(line: 0, scope: !1449, inlinedAt: !3587)
!3587 = distinct !DILocation(line: 1239, column: 3, scope: !3561)
!3588 = !DILocation(line: 872, column: 11, scope: !1458, inlinedAt: !3587)
!3589 = !DILocation(line: 872, column: 8, scope: !1458, inlinedAt: !3587)
!3590 = !DILocation(line: 872, column: 7, scope: !1449, inlinedAt: !3587)
!3591 = !DILocation(line: 1240, column: 6, scope: !3561)
!3592 = !DILocation(line: 1240, column: 14, scope: !3561)
!3593 = !DILocation(line: 1241, column: 7, scope: !3561)
!3594 = !DILocation(line: 873, column: 17, scope: !1456, inlinedAt: !3587)
!3595 = !DILocation(line: 873, column: 32, scope: !1456, inlinedAt: !3587)
!3596 = !DILocation(line: 873, column: 37, scope: !1456, inlinedAt: !3587)
!3597 = !DILocation(line: 873, column: 22, scope: !1456, inlinedAt: !3587)
!3598 = !DILocation(line: 873, column: 9, scope: !1457, inlinedAt: !3587)
!3599 = !DILocation(line: 874, column: 26, scope: !1455, inlinedAt: !3587)
!3600 = !DILocation(line: 0, scope: !1455, inlinedAt: !3587)
!3601 = !DILocation(line: 875, column: 35, scope: !1455, inlinedAt: !3587)
!3602 = !DILocation(line: 875, column: 7, scope: !1455, inlinedAt: !3587)
!3603 = !DILocation(line: 876, column: 27, scope: !1455, inlinedAt: !3587)
!3604 = !DILocation(line: 876, column: 34, scope: !1455, inlinedAt: !3587)
!3605 = !DILocation(line: 876, column: 10, scope: !1455, inlinedAt: !3587)
!3606 = !DILocation(line: 876, column: 21, scope: !1455, inlinedAt: !3587)
!3607 = !DILocation(line: 1241, column: 11, scope: !3608)
!3608 = distinct !DILexicalBlock(scope: !3561, file: !2, line: 1241, column: 7)
!3609 = !DILocation(line: 1241, column: 8, scope: !3608)
!3610 = !DILocation(line: 0, scope: !1140, inlinedAt: !3611)
!3611 = distinct !DILocation(line: 1242, column: 5, scope: !3608)
!3612 = !DILocation(line: 951, column: 21, scope: !1140, inlinedAt: !3611)
!3613 = !DILocation(line: 952, column: 13, scope: !1140, inlinedAt: !3611)
!3614 = !DILocation(line: 952, column: 3, scope: !1140, inlinedAt: !3611)
!3615 = !DILocation(line: 953, column: 5, scope: !1140, inlinedAt: !3611)
!3616 = distinct !{!3616, !3614, !3617, !841}
!3617 = !DILocation(line: 953, column: 11, scope: !1140, inlinedAt: !3611)
!3618 = !DILocation(line: 1243, column: 1, scope: !3561)
!3619 = distinct !DISubprogram(name: "correctgraylist", scope: !2, file: !2, line: 1172, type: !1106, scopeLine: 1172, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !3620)
!3620 = !{!3621, !3622, !3623, !3625, !3626}
!3621 = !DILocalVariable(name: "p", arg: 1, scope: !3619, file: !2, line: 1172, type: !12)
!3622 = !DILocalVariable(name: "curr", scope: !3619, file: !2, line: 1173, type: !13)
!3623 = !DILocalVariable(name: "next", scope: !3624, file: !2, line: 1175, type: !12)
!3624 = distinct !DILexicalBlock(scope: !3619, file: !2, line: 1174, column: 31)
!3625 = !DILabel(scope: !3624, name: "remove", file: !2, line: 1195)
!3626 = !DILabel(scope: !3624, name: "remain", file: !2, line: 1196)
!3627 = !DILocation(line: 0, scope: !3619)
!3628 = !DILocation(line: 1174, column: 18, scope: !3619)
!3629 = !DILocation(line: 1174, column: 22, scope: !3619)
!3630 = !DILocation(line: 1174, column: 3, scope: !3619)
!3631 = !DILocation(line: 0, scope: !612, inlinedAt: !3632)
!3632 = distinct !DILocation(line: 1175, column: 23, scope: !3624)
!3633 = !DILocation(line: 126, column: 14, scope: !612, inlinedAt: !3632)
!3634 = !DILocation(line: 126, column: 3, scope: !612, inlinedAt: !3632)
!3635 = !DILocation(line: 127, column: 40, scope: !611, inlinedAt: !3632)
!3636 = !DILocation(line: 127, column: 22, scope: !611, inlinedAt: !3632)
!3637 = !DILocation(line: 128, column: 40, scope: !611, inlinedAt: !3632)
!3638 = !DILocation(line: 128, column: 20, scope: !611, inlinedAt: !3632)
!3639 = !DILocation(line: 129, column: 40, scope: !611, inlinedAt: !3632)
!3640 = !DILocation(line: 129, column: 20, scope: !611, inlinedAt: !3632)
!3641 = !DILocation(line: 130, column: 42, scope: !611, inlinedAt: !3632)
!3642 = !DILocation(line: 130, column: 23, scope: !611, inlinedAt: !3632)
!3643 = !DILocation(line: 131, column: 40, scope: !611, inlinedAt: !3632)
!3644 = !DILocation(line: 131, column: 22, scope: !611, inlinedAt: !3632)
!3645 = !DILocation(line: 0, scope: !618, inlinedAt: !3632)
!3646 = !DILocation(line: 135, column: 18, scope: !618, inlinedAt: !3632)
!3647 = !DILocation(line: 0, scope: !611, inlinedAt: !3632)
!3648 = !DILocation(line: 0, scope: !3624)
!3649 = !DILocation(line: 1176, column: 9, scope: !3650)
!3650 = distinct !DILexicalBlock(scope: !3624, file: !2, line: 1176, column: 9)
!3651 = !DILocation(line: 1176, column: 9, scope: !3624)
!3652 = !DILocation(line: 1178, column: 14, scope: !3653)
!3653 = distinct !DILexicalBlock(scope: !3650, file: !2, line: 1178, column: 14)
!3654 = !DILocation(line: 1178, column: 27, scope: !3653)
!3655 = !DILocation(line: 1178, column: 14, scope: !3650)
!3656 = !DILocation(line: 1181, column: 7, scope: !3657)
!3657 = distinct !DILexicalBlock(scope: !3653, file: !2, line: 1178, column: 42)
!3658 = !DILocation(line: 1182, column: 7, scope: !3657)
!3659 = distinct !{!3659, !3630, !3660, !841}
!3660 = !DILocation(line: 1197, column: 3, scope: !3619)
!3661 = !DILocation(line: 1184, column: 23, scope: !3662)
!3662 = distinct !DILexicalBlock(scope: !3653, file: !2, line: 1184, column: 14)
!3663 = !DILocation(line: 1184, column: 14, scope: !3653)
!3664 = !DILocation(line: 1190, column: 24, scope: !3665)
!3665 = distinct !DILexicalBlock(scope: !3666, file: !2, line: 1190, column: 11)
!3666 = distinct !DILexicalBlock(scope: !3662, file: !2, line: 1188, column: 10)
!3667 = !DILocation(line: 1190, column: 11, scope: !3666)
!3668 = !DILocation(line: 1192, column: 7, scope: !3666)
!3669 = !DILocation(line: 1193, column: 7, scope: !3666)
!3670 = !DILocation(line: 1195, column: 5, scope: !3624)
!3671 = !DILocation(line: 1195, column: 18, scope: !3624)
!3672 = !DILocation(line: 1195, column: 16, scope: !3624)
!3673 = !DILocation(line: 1195, column: 25, scope: !3624)
!3674 = !DILocation(line: 1198, column: 3, scope: !3619)
!3675 = !DISubprogram(name: "luaS_resize", scope: !2299, file: !2299, line: 47, type: !915, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3676 = distinct !DISubprogram(name: "GCTM", scope: !2, file: !2, line: 907, type: !1036, scopeLine: 907, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !3677)
!3677 = !{!3678, !3679, !3680, !3681, !3682, !3684, !3685, !3688, !3689, !3690, !3692, !3693, !3695}
!3678 = !DILocalVariable(name: "L", arg: 1, scope: !3676, file: !2, line: 907, type: !25)
!3679 = !DILocalVariable(name: "g", scope: !3676, file: !2, line: 908, type: !84)
!3680 = !DILocalVariable(name: "tm", scope: !3676, file: !2, line: 909, type: !853)
!3681 = !DILocalVariable(name: "v", scope: !3676, file: !2, line: 910, type: !49)
!3682 = !DILocalVariable(name: "io", scope: !3683, file: !2, line: 912, type: !184)
!3683 = distinct !DILexicalBlock(scope: !3676, file: !2, line: 912, column: 3)
!3684 = !DILocalVariable(name: "i_g", scope: !3683, file: !2, line: 912, type: !13)
!3685 = !DILocalVariable(name: "status", scope: !3686, file: !2, line: 915, type: !64)
!3686 = distinct !DILexicalBlock(scope: !3687, file: !2, line: 914, column: 18)
!3687 = distinct !DILexicalBlock(scope: !3676, file: !2, line: 914, column: 7)
!3688 = !DILocalVariable(name: "oldah", scope: !3686, file: !2, line: 916, type: !21)
!3689 = !DILocalVariable(name: "oldgcstp", scope: !3686, file: !2, line: 917, type: !64)
!3690 = !DILocalVariable(name: "io1", scope: !3691, file: !2, line: 920, type: !184)
!3691 = distinct !DILexicalBlock(scope: !3686, file: !2, line: 920, column: 5)
!3692 = !DILocalVariable(name: "io2", scope: !3691, file: !2, line: 920, type: !853)
!3693 = !DILocalVariable(name: "io1", scope: !3694, file: !2, line: 921, type: !184)
!3694 = distinct !DILexicalBlock(scope: !3686, file: !2, line: 921, column: 5)
!3695 = !DILocalVariable(name: "io2", scope: !3694, file: !2, line: 921, type: !853)
!3696 = distinct !DIAssignID()
!3697 = !DILocation(line: 0, scope: !3676)
!3698 = !DILocation(line: 908, column: 21, scope: !3676)
!3699 = !DILocation(line: 910, column: 3, scope: !3676)
!3700 = !DILocation(line: 0, scope: !3683)
!3701 = !DILocalVariable(name: "g", arg: 1, scope: !3702, file: !2, line: 886, type: !84)
!3702 = distinct !DISubprogram(name: "udata2finalize", scope: !2, file: !2, line: 886, type: !3703, scopeLine: 886, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !3705)
!3703 = !DISubroutineType(types: !3704)
!3704 = !{!13, !84}
!3705 = !{!3701, !3706}
!3706 = !DILocalVariable(name: "o", scope: !3702, file: !2, line: 887, type: !13)
!3707 = !DILocation(line: 0, scope: !3702, inlinedAt: !3708)
!3708 = distinct !DILocation(line: 912, column: 3, scope: !3683)
!3709 = !DILocation(line: 887, column: 20, scope: !3702, inlinedAt: !3708)
!3710 = !DILocation(line: 889, column: 19, scope: !3702, inlinedAt: !3708)
!3711 = !DILocation(line: 889, column: 14, scope: !3702, inlinedAt: !3708)
!3712 = !DILocation(line: 890, column: 16, scope: !3702, inlinedAt: !3708)
!3713 = !DILocation(line: 890, column: 11, scope: !3702, inlinedAt: !3708)
!3714 = !DILocation(line: 891, column: 12, scope: !3702, inlinedAt: !3708)
!3715 = !DILocation(line: 892, column: 3, scope: !3702, inlinedAt: !3708)
!3716 = !DILocation(line: 893, column: 7, scope: !3717, inlinedAt: !3708)
!3717 = distinct !DILexicalBlock(scope: !3702, file: !2, line: 893, column: 7)
!3718 = !DILocation(line: 894, column: 5, scope: !3717, inlinedAt: !3708)
!3719 = !DILocation(line: 895, column: 12, scope: !3720, inlinedAt: !3708)
!3720 = distinct !DILexicalBlock(scope: !3717, file: !2, line: 895, column: 12)
!3721 = !DILocation(line: 895, column: 22, scope: !3720, inlinedAt: !3708)
!3722 = !DILocation(line: 895, column: 12, scope: !3717, inlinedAt: !3708)
!3723 = !DILocation(line: 896, column: 8, scope: !3720, inlinedAt: !3708)
!3724 = !DILocation(line: 896, column: 18, scope: !3720, inlinedAt: !3708)
!3725 = !DILocation(line: 896, column: 5, scope: !3720, inlinedAt: !3708)
!3726 = !DILocation(line: 912, column: 3, scope: !3683)
!3727 = !DILocation(line: 913, column: 8, scope: !3676)
!3728 = !DILocation(line: 914, column: 8, scope: !3687)
!3729 = !DILocation(line: 914, column: 7, scope: !3676)
!3730 = !DILocation(line: 916, column: 24, scope: !3686)
!3731 = !{!522, !524, i64 11}
!3732 = !DILocation(line: 0, scope: !3686)
!3733 = !DILocation(line: 917, column: 24, scope: !3686)
!3734 = !DILocation(line: 918, column: 14, scope: !3686)
!3735 = !DILocation(line: 919, column: 18, scope: !3686)
!3736 = !DILocation(line: 920, column: 5, scope: !3691)
!3737 = !DILocation(line: 0, scope: !3691)
!3738 = !DILocation(line: 921, column: 5, scope: !3694)
!3739 = !DILocation(line: 0, scope: !3694)
!3740 = !DILocation(line: 922, column: 8, scope: !3686)
!3741 = !{!522, !523, i64 32}
!3742 = !DILocation(line: 922, column: 12, scope: !3686)
!3743 = !DILocation(line: 922, column: 23, scope: !3686)
!3744 = !{!527, !526, i64 62}
!3745 = !DILocation(line: 923, column: 45, scope: !3686)
!3746 = !DILocation(line: 923, column: 14, scope: !3686)
!3747 = !DILocation(line: 924, column: 8, scope: !3686)
!3748 = !DILocation(line: 924, column: 12, scope: !3686)
!3749 = !DILocation(line: 924, column: 23, scope: !3686)
!3750 = !DILocation(line: 925, column: 18, scope: !3686)
!3751 = !DILocation(line: 926, column: 14, scope: !3686)
!3752 = !DILocation(line: 927, column: 9, scope: !3753)
!3753 = distinct !DILexicalBlock(scope: !3686, file: !2, line: 927, column: 9)
!3754 = !DILocation(line: 927, column: 9, scope: !3686)
!3755 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!3756 = !DILocation(line: 928, column: 7, scope: !3757)
!3757 = distinct !DILexicalBlock(scope: !3753, file: !2, line: 927, column: 39)
!3758 = !DILocation(line: 929, column: 15, scope: !3757)
!3759 = !DILocation(line: 930, column: 5, scope: !3757)
!3760 = !DILocation(line: 932, column: 1, scope: !3676)
!3761 = !DISubprogram(name: "luaT_gettmbyobj", scope: !344, file: !344, line: 77, type: !3762, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3762 = !DISubroutineType(types: !3763)
!3763 = !{!853, !25, !853, !855}
!3764 = !DISubprogram(name: "luaD_pcall", scope: !3560, file: !3560, line: 75, type: !3765, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3765 = !DISubroutineType(types: !3766)
!3766 = !{!64, !25, !3767, !58, !80, !80}
!3767 = !DIDerivedType(tag: DW_TAG_typedef, name: "Pfunc", file: !3560, line: 61, baseType: !3768)
!3768 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3769, size: 64)
!3769 = !DISubroutineType(types: !3770)
!3770 = !{null, !25, !58}
!3771 = distinct !DISubprogram(name: "dothecall", scope: !2, file: !2, line: 901, type: !3769, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !341, retainedNodes: !3772)
!3772 = !{!3773, !3774}
!3773 = !DILocalVariable(name: "L", arg: 1, scope: !3771, file: !2, line: 901, type: !25)
!3774 = !DILocalVariable(name: "ud", arg: 2, scope: !3771, file: !2, line: 901, type: !58)
!3775 = !DILocation(line: 0, scope: !3771)
!3776 = !DILocation(line: 903, column: 26, scope: !3771)
!3777 = !DILocation(line: 903, column: 30, scope: !3771)
!3778 = !DILocation(line: 903, column: 32, scope: !3771)
!3779 = !DILocation(line: 903, column: 3, scope: !3771)
!3780 = !DILocation(line: 904, column: 1, scope: !3771)
!3781 = !DISubprogram(name: "luaE_warnerror", scope: !29, file: !29, line: 403, type: !3782, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3782 = !DISubroutineType(types: !3783)
!3783 = !{null, !25, !214}
!3784 = !DISubprogram(name: "luaD_callnoyield", scope: !3560, file: !3560, line: 73, type: !3785, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3785 = !DISubroutineType(types: !3786)
!3786 = !{null, !25, !43, !64}
